"""The Wisp (role book 2023: other/pyro/wisp), one test per sentence of its card, each named by
the sentence's id in shared/spec/rolebook-sentences.md.

wisp.b1 repeats wisp.1 and wisp.2; wisp.7 says what wisp.6 means (docs/rules.md marks both
informative). Rulings: RM361, RM363.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.pyro import POWDERED
from werewolves.testing import engine_of, state_of

TABLE = [("Wil", "Wisp"), ("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _powdered(g: Game, name: str) -> bool:
    return engine_of(g).player(name).has(POWDERED)


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.view(name).messages]


def _day1(players: list[tuple[str, str]] = TABLE) -> Game:
    g = _game(players)
    g.advance()
    g.advance()  # Day 1
    return g


def test_wisp_2_wisp_3_a_visit_powders_an_unpowdered_player_at_once() -> None:
    g = _day1()
    _do(g, "Wil kindle Cal")
    assert _powdered(g, "Cal")  # at once
    assert [v.target for v in state_of(g).visits if v.actor == "Wil"] == ["Cal"]
    _refused(g, "Wil kindle Dee")  # one visit a day


def test_wisp_1_a_visit_to_a_powdered_player_ignites_them_at_the_day_end() -> None:
    g = _day1()
    _do(g, "Wil kindle Cal")
    g.advance()
    g.advance()  # Day 2
    _do(g, "Wil kindle Cal")
    assert _alive(g, "Cal")
    g.advance()
    assert not _alive(g, "Cal")
    attempt = next(e for e in g.events if e.kind == "kill_attempt" and e.rule == "wisp.1")
    assert attempt.actor == "Wil" and attempt.targets == ["Cal"]
    # ruling RM361: the fire is no second visit, and it is never typed
    assert [v.target for v in state_of(g).visits if v.actor == "Wil"] == ["Cal", "Cal"]


def test_wisp_1_rm361_powder_laid_by_a_pyromancer_is_ignited_too() -> None:
    g = _game(TABLE)
    g.advance()  # Night 1
    _do(g, "Pya powder Dee")
    g.advance()  # Day 1
    _do(g, "Wil kindle Dee")
    _refused(g, "Wil flare Dee")
    g.advance()
    assert not _alive(g, "Dee")


def test_wisp_4_told_only_at_the_day_end_whether_it_powdered_or_attacked() -> None:
    g = _day1()
    _do(g, "Wil kindle Cal")
    assert not any("powdered Cal" in t for t in _told(g, "Wil"))
    g.advance()
    assert any("Your visit today powdered Cal" in t for t in _told(g, "Wil"))
    g.advance()  # Day 2
    _do(g, "Wil kindle Cal")
    assert not any("set Cal on fire" in t for t in _told(g, "Wil"))
    g.advance()
    assert any("Your visit today set Cal on fire" in t for t in _told(g, "Wil"))


def test_wisp_5_may_not_visit_itself() -> None:
    g = _day1()
    _refused(g, "Wil kindle Wil")


def test_wisp_6_wisp_7_on_the_pyro_team_not_in_its_channel_nor_knowing_it() -> None:
    g = _game(TABLE)
    eng = engine_of(g)
    assert eng.team_of(eng.player("Wil")) == "pyro"
    group = eng.group("pyro")
    assert group is not None and group.members == ["Pya"]
    # wisp.7: it does not know its team: nobody's membership is told to it
    keys = {m.key for m in g.view("Wil").messages}
    assert not keys & {"group.members", "group.trusted", "pyro.channel"}


def test_wisp_8_wisp_9_wisp_10_ignited_by_the_pyros_a_wisp_is_told_and_lives() -> None:
    g = _game(TABLE)
    g.advance()  # Night 1
    _do(g, "Pya powder Wil")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Pya ignite")
    g.advance()
    assert _alive(g, "Wil")
    assert any("flames cannot hurt a Wisp" in t for t in _told(g, "Wil"))
    told = [t for t in _told(g, "Pya") if "Wil" in t and "fire" in t]
    # wisp.10: worded unlike every other failed ignition
    assert told == ["Wil could not be set on fire: the flames would not take."]
    assert not any(e.kind == "kill_attempt" and e.targets == ["Wil"] for e in g.events)


def test_wisp_8_another_side_attacking_a_wisp_kills_it() -> None:
    g = _game(TABLE)
    g.advance()
    _do(g, "Wes attack Wil")
    g.advance()
    assert not _alive(g, "Wil")


def test_wisp_11_the_channel_gone_the_wisp_becomes_a_pyromancer_next_phase() -> None:
    g = _game(TABLE)
    g.advance()  # Night 1
    _do(g, "Wes attack Pya")
    g.advance()  # Day 1: Pya died at the night's end
    assert not _alive(g, "Pya")
    assert any("become a Pyromancer" in t for t in _told(g, "Wil"))
    assert engine_of(g).player("Wil").role == "Pyromancer"  # at the start of the next phase
    group = engine_of(g).group("pyro")
    assert group is not None and "Wil" in group.members
    g.advance()  # Night 2
    _do(g, "Wil powder Cal")


def test_wisp_11_the_wisp_is_told_first_and_changes_at_the_start_of_the_next_phase() -> None:
    players = [("Wil", "Wisp"), ("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
    g = _day1(players)
    for voter in ("Wes", "Cal", "Dee", "Eve"):
        _do(g, f"{voter} vote Pya")
    g.advance()  # the lynch at the day's end; Night 2 starts
    assert engine_of(g).player("Wil").role == "Pyromancer"
    told = next(e for e in g.events if e.kind == "told" and e.rule == "wisp.11")
    changed = next(e for e in g.events if e.kind == "role_changed" and e.targets == ["Wil"])
    started = [e.id for e in g.events if e.kind == "phase_started"]
    assert told.id < started[-1] < changed.id


def test_wisp_12_every_wisp_becomes_a_pyromancer() -> None:
    players = [("Wil", "Wisp"), ("Wim", "Wisp"), ("Pya", "Pyromancer"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")]
    g = _game(players)
    g.advance()
    _do(g, "Wes attack Pya")
    g.advance()
    eng = engine_of(g)
    assert eng.player("Wil").role == eng.player("Wim").role == "Pyromancer"
    assert any("Wim" in t and "Wil" in t for t in _told(g, "Wil"))  # they learn each other


def test_wisp_11_rm363_a_wisp_dealt_with_no_channel_is_a_pyromancer_from_day_0() -> None:
    g = _game([("Wil", "Wisp"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    assert engine_of(g).player("Wil").role == "Pyromancer"
