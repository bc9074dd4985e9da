"""The Cursed Civilian (role book 2023: townsfolk/miscellaneous/cursed civilian), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R8 (the order of defences), R9 (the pack's attack), R36 (the one role change),
RM180, RM181.
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.roles.base import WOLFISH, alignment_class, in_pack, is_wolfish
from werewolves.testing import engine_of, state_of

PLAYERS = [("Cur", "Cursed Civilian"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Fortune Teller"), ("Gus", "Citizen")]


def _night(players: list[tuple[str, str]] = PLAYERS, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def test_cursed_civilian_b1_a_pack_attack_turns_them_into_a_wolf_of_the_pack() -> None:
    g = _night()
    _do(g, "Wes attack Cur")
    g.advance()
    eng = engine_of(g)
    cur = eng.player("Cur")
    assert cur.alive and cur.role == "Wolf" and in_pack(eng, cur)
    assert eng.team_of(cur) == "wolves"
    stop = next(e for e in g.events if e.kind == "kill_prevented")
    assert stop.data["defence"] == "the curse"
    turned = next(e for e in g.events if e.kind == "joined_pack")
    assert turned.rule == "cursed-civilian.b1" and turned.targets == ["Cur"]
    assert any("the curse took you instead of death" in m for m in g.private_messages("Cur"))
    assert "Cur has joined the wolfpack as a Wolf." in g.private_messages("Kay")
    # the new Wolf votes with the pack the next night (R9)
    _do(g, "Cal vote Dee")
    g.advance()
    _do(g, "Cur attack Gus")
    g.advance()
    assert not _alive(g, "Gus")


def test_cursed_civilian_b1_any_wolfish_attacker_turns_them() -> None:
    """RM180: wolfish is the engine's one test (a lone werewolf, a lycan, a traitor)."""
    g = _night([*PLAYERS, ("Lon", "Lone Wolf")])
    eng = engine_of(g)
    lon, cur = eng.player("Lon"), eng.player("Cur")
    assert is_wolfish(eng, lon) and not in_pack(eng, lon)
    assert not eng.attack(lon, cur, causes=[], rule="test")
    assert cur.alive and cur.role == "Wolf"


def test_cursed_civilian_b1_a_protection_tried_first_leaves_them_cursed() -> None:
    """RM181 / R8: absences and protections are tried before the curse; an attack one of them
    stops never reaches it, and the player stays a Cursed Civilian."""
    g = _night()
    cur = engine_of(g).player("Cur")
    engine_of(g).add_status(
        cur, "protected", source=0, until=state_of(g).phase, data={"by": "Guardian"}
    )
    _do(g, "Wes attack Cur")
    g.advance()
    assert cur.alive and cur.role == "Cursed Civilian"


def test_cursed_civilian_b1_turned_once_a_second_wolfish_attack_kills() -> None:
    """RM181: the curse is the role's: once it has turned them they are a Wolf like any other,
    whom a later attack kills (as the demonization is used up by a rising)."""
    g = _night([*PLAYERS, ("Lon", "Lone Wolf")])
    eng = engine_of(g)
    lon, cur = eng.player("Lon"), eng.player("Cur")
    eng.attack(lon, cur, causes=[], rule="test")
    assert cur.role == "Wolf"
    assert eng.attack(lon, cur, causes=[], rule="test")
    assert not cur.alive


def test_cursed_civilian_1_plays_for_the_town_until_the_curse() -> None:
    g = _night()
    eng = engine_of(g)
    cur = eng.player("Cur")
    # on the town's team, no lycan, not wolfish, not in the pack: a townsperson to every rule
    assert eng.team_of(cur) == "town" and not eng.role_of(cur).lycan
    assert not is_wolfish(eng, cur) and not in_pack(eng, cur)
    _do(g, "Fay investigate Cur")
    assert "Cur appears to be the Cursed Civilian." in g.private_messages("Fay")
    _do(g, "Wes attack Cur")
    g.advance()
    # betrayed: wolfish from now on, and counted with the werewolves
    assert alignment_class(eng, cur) == WOLFISH and eng.team_of(cur) == "wolves"


def test_cursed_civilian_2_any_other_attack_kills_them() -> None:
    g = _night([*PLAYERS, ("Asa", "Assassin")])
    g.advance()
    _do(g, "Cal vote Dee")
    g.advance()  # Night 2: the Assassin's first night
    _do(g, "Asa attack Cur")
    g.advance()
    assert not _alive(g, "Cur")
    assert engine_of(g).player("Cur").role == "Cursed Civilian"


def test_cursed_civilian_2_a_lynch_or_a_wolfish_kill_that_is_no_attack_kills_them() -> None:
    """RM180: only an attack is turned; a lynch, or a kill that is no attack (even by a
    wolfish player), kills as on anyone."""
    g = _night()
    eng = engine_of(g)
    cur, wes = eng.player("Cur"), eng.player("Wes")
    assert eng.kill(cur, "kill", causes=[], rule="test", by=wes)
    assert not cur.alive and cur.role == "Cursed Civilian"
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    for voter in ("Cal", "Dee", "Eve", "Wes"):
        _do(g, f"{voter} vote Cur")
    g.advance()
    assert not _alive(g, "Cur")
