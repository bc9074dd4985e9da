"""The Pyromancer (role book 2023: other/pyro/pyromancer), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

pyromancer.b1 repeats pyromancer.1 (docs/rules.md marks it informative). Rulings: RM360.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.pyro import POWDERED
from werewolves.testing import engine_of, state_of

TABLE = [("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
         ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _powdered(g: Game, name: str) -> bool:
    return engine_of(g).player(name).has(POWDERED)


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.view(name).messages]


def _night1(players: list[tuple[str, str]] = TABLE) -> Game:
    g = _game(players)
    g.advance()  # Night 1
    return g


def test_pyromancer_1_one_move_a_night_powder_or_ignite() -> None:
    g = _night1()
    _do(g, "Pya powder Cal")
    assert _powdered(g, "Cal")
    # pyromancer.1: the night's one move is spent: no ignition, no second powder tonight
    _refused(g, "Pya ignite")
    _refused(g, "Pya powder Dee")
    _refused(g, "Pya unpowder Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Pya ignite")
    _refused(g, "Pya powder Dee")


def test_pyromancer_2_an_ignition_attacks_every_powdered_player() -> None:
    g = _night1()
    _do(g, "Pya powder Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Pya powder Dee")
    g.advance()
    g.advance()  # Night 3
    _do(g, "Pya ignite")
    assert _alive(g, "Cal") and _alive(g, "Dee")  # not before the night ends
    g.advance()
    assert not _alive(g, "Cal") and not _alive(g, "Dee") and _alive(g, "Eve")
    attempts = [e for e in g.events if e.kind == "kill_attempt" and e.rule == "pyromancer.2"]
    assert sorted(e.targets[0] for e in attempts) == ["Cal", "Dee"]
    assert {e.actor for e in attempts} == {"Pya"}  # an attack by the Pyromancer


def test_pyromancer_3_a_survivor_stays_powdered() -> None:
    players = [("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Wit", "Witch"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
    g = _night1(players)
    _do(g, "Pya powder Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Wit brew Cal")
    _do(g, "Pya ignite")
    g.advance()
    assert _alive(g, "Cal") and _powdered(g, "Cal")
    assert any("Cal survived the fire" in t for t in _told(g, "Pya"))


def test_pyromancer_4_powder_at_once_ignition_at_the_night_end() -> None:
    g = _night1()
    _do(g, "Pya powder Cal")
    assert _powdered(g, "Cal")  # at once
    assert any("Pya powdered Cal" in t for t in _told(g, "Pya"))
    assert not any("powder" in t for t in _told(g, "Cal"))  # the powdered are not told
    g.advance()
    g.advance()
    _do(g, "Pya ignite")
    assert [p.verb for p in state_of(g).pending if p.actor == "Pya"] == ["blaze"]
    # ruling RM360: the fire is never typed, and it visits nobody
    _refused(g, "Pya blaze")
    g.advance()
    assert not _alive(g, "Cal")
    assert not [v for v in state_of(g).visits if v.actor == "Pya" and v.verb == "blaze"]


def test_pyromancer_4_rm360_an_ability_block_at_the_night_end_stops_the_fire() -> None:
    g = _night1()
    _do(g, "Pya powder Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Pya ignite")
    eng = engine_of(g)
    # an ability block laid after the choice, before the night ends (R17)
    eng.add_status(eng.player("Pya"), "blocked", source=0, until=state_of(g).phase)
    g.advance()
    assert _alive(g, "Cal")
    assert any("Your fire did not start" in t for t in _told(g, "Pya"))


def test_pyromancer_5_unpowder_instead_of_powdering() -> None:
    g = _night1()
    _do(g, "Pya powder Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Pya unpowder Cal")
    assert not _powdered(g, "Cal")
    _refused(g, "Pya powder Dee")  # instead of powdering: the night's one move


def test_pyromancer_6_in_the_pyro_team_and_channel() -> None:
    g = _game([*TABLE, ("Fib", "Firebug")])
    eng = engine_of(g)
    assert eng.team_of(eng.player("Pya")) == "pyro"
    group = eng.group("pyro")
    assert group is not None and group.members == ["Pya", "Fib"]
    assert any("Fib" in t and "your side" in t for t in _told(g, "Pya"))


def test_pyromancer_7_the_pyros_win_when_they_are_the_last_alive() -> None:
    players = [("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Cal", "Citizen")]
    g = _night1(players)
    _do(g, "Pya powder Wes")
    _do(g, "Wes attack Cal")
    g.advance()
    assert g.outcome is None  # Pya and Wes alive
    g.advance()  # Night 2
    _do(g, "Pya ignite")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "pyro" and g.outcome.winners == ["Pya"]


# ---------------------------------------------------------------------------- the Flaming Cupid


def test_flaming_cupid_2_flaming_cupid_3_the_pyros_powder_fails_silently_on_it() -> None:
    # ruling RM451: the real Cupid loves the Pyromancer and so is a Flaming Cupid: the pyro
    # team's powder on it comes to nothing, and neither side is told so
    g = _night1([*TABLE, ("Ann", "Cupid")])
    _do(g, "Ann love Pya")
    assert g.player("Ann").role == "Flaming Cupid"
    told_pya, told_ann = len(_told(g, "Pya")), len(_told(g, "Ann"))
    _do(g, "Pya powder Ann")
    assert not _powdered(g, "Ann")
    assert any(e.kind == "powder_spared" and e.targets == ["Ann"] for e in state_of(g).events)
    # silent: the Cupid hears nothing, the Pyromancer no word of a failure
    assert len(_told(g, "Ann")) == told_ann
    assert not any("fail" in t.lower() for t in _told(g, "Pya")[told_pya:])
    # flaming-cupid.2: never ignited either: the ignition finds no powder on it
    g.advance()
    g.advance()  # Night 2
    _do(g, "Pya powder Cal")
    g.advance()
    g.advance()  # Night 3
    _do(g, "Pya ignite")
    g.advance()
    assert _alive(g, "Ann") and not _alive(g, "Cal")


def test_flaming_cupid_3_a_plain_cupid_is_powdered_as_anyone() -> None:
    g = _night1([*TABLE, ("Ann", "Cupid")])
    _do(g, "Ann love Cal")
    _do(g, "Pya powder Ann")
    assert _powdered(g, "Ann")
