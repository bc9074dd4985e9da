"""The Rogue Wolf (role book 2023: limited/rogue wolf), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R3 (end-of-phase choices), R8 (attacks); rulings RM384–RM386 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Rog", "Rogue Wolf"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Fay", "Fortune Teller"),
           ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen")]


def _verbs(g: Game, who: str) -> list[str]:
    return [la.verb for la in g.legal_actions(who)]


def _to_night_2(g: Game, pack_kills: bool) -> None:
    g.advance()  # Night 1
    if pack_kills:
        _do(g, "Wes attack Ann")
    g.advance()  # Day 1
    g.advance()  # Night 2


def test_rogue_wolf_b1_rogue_wolf_1_rogue_wolf_2_a_lycan_for_the_town_outside_the_pack() -> None:
    g = _game(PLAYERS)
    rog = engine_of(g).player("Rog")
    role = engine_of(g).role_of(rog)
    assert role.lycan and role.team == "town" and role.limited
    assert "Rog" not in engine_of(g).group("wolfpack").members
    # the Rogue Wolf is never told who the wolves are
    assert not [e for e in g.events if e.kind == "group_members" and "Rog" in e.to]


def test_rogue_wolf_5_strongly_disguised_as_the_packs_most_common_role() -> None:
    g = _game([*PLAYERS, ("Sam", "Sneaking Wolf"), ("Tom", "Sneaking Wolf")])
    # two Wolves against two Sneaking Wolves, whose own disguise is for good: the Wolves count
    g.advance()
    assert _do(g, "Fay investigate Rog").told[-1] == "Rog appears to be the Wolf."
    st = engine_of(g).player("Rog").get("disguise")
    assert st is not None and st.data["strength"] == "strong" and st.until is None


def test_rogue_wolf_5_a_tie_is_drawn() -> None:
    # ruling RM384: between roles held equally often, a seeded draw
    g = _game([*PLAYERS[:2], ("Cor", "Corrupt Wolf"), *PLAYERS[3:]])
    st = engine_of(g).player("Rog").get("disguise")
    assert st is not None and st.data["role"] in ("Wolf", "Corrupt Wolf")
    (draw,) = [e for e in g.events if e.kind == "random_draw"
               and e.data["purpose"] == "Rogue Wolf's disguise"]
    assert draw.data["options"] == ["Corrupt Wolf", "Wolf"]
    assert st.data["role"] == draw.data["order"][0]


def test_rogue_wolf_5_the_disguise_goes_with_the_role() -> None:
    g = _game(PLAYERS)
    rog = engine_of(g).player("Rog")
    engine_of(g).change_role(rog, "Citizen", causes=[], rule="test")
    assert not rog.has("disguise")


def test_rogue_wolf_3_told_each_night_whether_the_pack_killed() -> None:
    g = _game(PLAYERS)
    g.advance()  # Night 1: nothing to be told yet (ruling RM385)
    assert not [e for e in g.events if e.rule == "rogue-wolf.3"]
    _do(g, "Wes attack Ann")
    g.advance()
    g.advance()  # Night 2
    told = [e.msg for e in g.events if e.rule == "rogue-wolf.3"]
    assert told == ["rogue.killed"]
    g.advance()
    g.advance()  # Night 3: the pack attacked nobody on Night 2
    told = [e.msg for e in g.events if e.rule == "rogue-wolf.3"]
    assert told == ["rogue.killed", "rogue.spared"]


def test_rogue_wolf_b2_rogue_wolf_4_an_attack_only_after_a_pack_kill() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "maul" not in _verbs(g, "Rog")  # Night 1: no night before it
    _refused(g, "Rog maul Wes")
    _do(g, "Wes attack Ann")
    g.advance()
    g.advance()  # Night 2
    assert "maul" in _verbs(g, "Rog")
    _do(g, "Rog maul Wes")
    g.advance()
    assert not engine_of(g).player("Wes").alive


def test_rogue_wolf_4_no_attack_after_a_night_the_pack_failed() -> None:
    g = _game(PLAYERS)
    _to_night_2(g, pack_kills=False)
    assert "maul" not in _verbs(g, "Rog")


def test_rogue_wolf_6_the_attack_happens_at_the_end_of_the_night() -> None:
    g = _game(PLAYERS)
    _to_night_2(g, pack_kills=True)
    _do(g, "Rog maul Wes")
    _do(g, "Rog maul Kay")  # changeable until the night ends
    assert engine_of(g).player("Kay").alive
    g.advance()
    assert not engine_of(g).player("Kay").alive and engine_of(g).player("Wes").alive
