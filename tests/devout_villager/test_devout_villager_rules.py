"""The Devout Villager (role book 2023: townsfolk/miscellaneous/devout villager), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R8 (defences), R36 (the one role change), RM182.
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.engine.changes import FIXED_ROLE
from werewolves.game import Game
from werewolves.roles.base import in_pack, join_pack
from werewolves.testing import engine_of, state_of

PLAYERS = [("Dev", "Devout Villager"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Fortune Teller"), ("Gus", "Citizen")]


def _night(players: list[tuple[str, str]] = PLAYERS) -> Game:
    g = _game(players)
    g.advance()
    return g


def test_devout_villager_b1_a_townsperson_with_no_ability() -> None:
    g = _night()
    eng = engine_of(g)
    dev = eng.player("Dev")
    role = eng.role_of(dev)
    assert eng.team_of(dev) == "town" and not role.abilities and FIXED_ROLE in role.tags
    # a plain townsperson otherwise: the pack's attack kills them
    _do(g, "Wes attack Dev")
    g.advance()
    assert not dev.alive and dev.role == "Devout Villager"


def test_devout_villager_1_every_role_change_fails_and_is_logged() -> None:
    g = _night()
    eng = engine_of(g)
    dev = eng.player("Dev")
    before = [p.to_json() for p in state_of(g).players]
    # to a role of their own team or of another, by any rule: nothing changes
    for role in ("Citizen", "Fortune Teller", "Wolf"):
        failed = eng.change_role(dev, role, causes=[], rule="test")
        assert failed.kind == "role_kept" and failed.data == {"role": "Devout Villager", "to": role}
    assert dev.role == "Devout Villager" and [p.to_json() for p in state_of(g).players] == before
    assert "can never change role" in "\n".join(g.explain(failed.id))


def test_devout_villager_2_an_infection_into_the_pack_fails_and_nothing_happens() -> None:
    """RM182: a conversion that makes a Wolf (the pack's one joining, which an infection or a
    curse uses) is refused before it does anything: no role lost, no channel joined, nobody
    told."""
    g = _night()
    eng = engine_of(g)
    dev = eng.player("Dev")
    told = {p: list(g.private_messages(p)) for p in ("Dev", "Wes")}
    failed = join_pack(eng, dev, causes=[], rule="test")
    assert failed.kind == "role_kept"
    assert dev.role == "Devout Villager" and not in_pack(eng, dev)
    assert not any(e.kind in ("joined_pack", "role_changed") for e in g.events)
    assert {p: list(g.private_messages(p)) for p in ("Dev", "Wes")} == told


def test_devout_villager_3_demonized_as_anyone_but_dies_instead_of_rising() -> None:
    g = _night([*PLAYERS, ("Vic", "Vampire")])
    _do(g, "Vic demonize Dev")  # the demonization itself happens as on anyone
    dev = engine_of(g).player("Dev")
    assert dev.has("demonized")
    _do(g, "Wes attack Dev")
    g.advance()
    assert not dev.alive and dev.role == "Devout Villager"
    assert not any(e.kind == "rose_undead" for e in g.events)
