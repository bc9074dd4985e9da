"""The Firebug (role book 2023: limited/firebug), one test per sentence of its card, each named
by the sentence's id in shared/spec/rolebook-sentences.md.

firebug.b1 repeats firebug.1 and firebug.4's moves; firebug.7 repeats pyromancer.7 (docs/rules.md
marks them informative). Rulings: RM362, RM364.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.pyro import POWDERED, WARDED
from werewolves.testing import engine_of

TABLE = [("Fib", "Firebug"), ("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.view(name).messages]


def _night1(players: list[tuple[str, str]] = TABLE) -> Game:
    g = _game(players)
    g.advance()
    return g


def test_firebug_1_a_warded_player_is_safe_from_attacks_tonight() -> None:
    g = _night1([*TABLE, ("Wen", "Wolf")])
    _do(g, "Fib ward Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    assert _alive(g, "Cal")
    assert any(e.kind == "kill_prevented" and e.data.get("defence") == "pyro" for e in g.events)
    # for the night only: the ward is gone by day, and the next night's attack kills
    assert not engine_of(g).player("Cal").has(WARDED)
    g.advance()
    _do(g, "Wen attack Cal")
    g.advance()
    assert not _alive(g, "Cal")


def test_firebug_2_an_attack_on_the_warded_backfires_on_the_attacker_and_the_powdered() -> None:
    g = _night1()
    _do(g, "Pya powder Dee")
    _do(g, "Fib ward Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Wes") and not _alive(g, "Dee")
    assert any("backfired" in t for t in _told(g, "Fib"))


def test_firebug_2_a_pyro_attacking_the_warded_sets_nothing_off() -> None:
    g = _night1()
    _do(g, "Pya powder Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Fib ward Cal")
    _do(g, "Pya ignite")
    g.advance()
    # the ignition is a pyro's attack: the ward stops it, with no backfire
    assert _alive(g, "Cal") and _alive(g, "Pya")
    assert not any(e.kind == "ward_backfired" for e in g.events)


def test_firebug_3_the_backfire_is_an_attack_by_the_firebug() -> None:
    g = _night1()
    _do(g, "Pya powder Dee")
    _do(g, "Fib ward Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    burned = [e for e in g.events if e.kind == "kill_attempt" and e.rule == "firebug.3"]
    assert sorted(e.targets[0] for e in burned) == ["Dee", "Wes"]
    assert {e.actor for e in burned} == {"Fib"}


def test_firebug_4_powder_and_ward_at_once_one_move_a_night() -> None:
    g = _night1()
    _do(g, "Fib powder Dee")
    assert engine_of(g).player("Dee").has(POWDERED)
    _refused(g, "Fib ward Cal")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Fib ward Cal")
    assert engine_of(g).player("Cal").has(WARDED)  # at once
    _refused(g, "Fib powder Eve")


def test_firebug_5_unpowder_instead_of_powdering() -> None:
    g = _night1()
    _do(g, "Pya powder Dee")
    _do(g, "Fib unpowder Dee")
    assert not engine_of(g).player("Dee").has(POWDERED)
    _refused(g, "Fib powder Eve")


def test_firebug_6_in_the_pyro_team_and_channel() -> None:
    g = _game(TABLE)
    eng = engine_of(g)
    assert eng.team_of(eng.player("Fib")) == "pyro"
    group = eng.group("pyro")
    assert group is not None and "Fib" in group.members


def test_firebug_8_rm364_the_last_original_pyromancer_dies_the_firebug_turns() -> None:
    g = _night1()
    _do(g, "Wes attack Pya")
    g.advance()
    assert not _alive(g, "Pya")
    assert engine_of(g).player("Fib").role == "Pyromancer"
    assert any("you are a Pyromancer now" in t for t in _told(g, "Fib"))
    g.advance()
    _do(g, "Fib ignite")


def test_firebug_8_rm364_with_no_original_pyromancer_the_firebug_stays() -> None:
    g = _night1([("Fib", "Firebug"), ("Wil", "Wisp"), ("Wes", "Wolf"), ("Cal", "Citizen"),
                 ("Dee", "Citizen"), ("Eve", "Citizen")])
    _do(g, "Wes attack Cal")
    g.advance()
    assert engine_of(g).player("Fib").role == "Firebug"


def test_firebug_8_a_wisp_turned_pyromancer_is_no_original() -> None:
    players = [("Fib", "Firebug"), ("Pya", "Pyromancer"), ("Wil", "Wisp"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
    g = _night1(players)
    _do(g, "Wes attack Pya")
    g.advance()
    # the Firebug turned: the channel was never empty, so the Wisp stays a Wisp
    assert engine_of(g).player("Fib").role == "Pyromancer"
    assert engine_of(g).player("Wil").role == "Wisp"


def test_firebug_7_the_pyros_win_when_they_are_the_last_alive() -> None:
    g = _night1([("Fib", "Firebug"), ("Pya", "Pyromancer"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    _do(g, "Fib ward Cal")
    _do(g, "Wes attack Cal")  # backfires: the Firebug's fire kills the wolf
    g.advance()
    assert not _alive(g, "Wes")
    assert g.outcome is None  # Cal lives
    _do(g, "Fib vote Cal")
    _do(g, "Pya vote Cal")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "pyro"
    assert g.outcome.winners == ["Fib", "Pya"]
