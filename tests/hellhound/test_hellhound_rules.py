"""The Hellhound (role book 2023: werewolves/group/hellhound), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

hellhound.3 is the players' own choice (docs/rules.md marks it informative). Other ids: R9 (the
pack's attack), R36 (a role change), the group rules of engine/groups.py, ruling RM81.
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game, SetupError
from werewolves.testing import engine_of

PLAYERS = [("Hal", "Hellhound"), ("Hex", "Hellhound"), ("Hub", "Hellhound"), ("Wes", "Wolf"),
           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _disbanded(g: Game, name: str) -> bool:
    return any("hellhounds group is disbanded" in m for m in g.private_messages(name))


def test_hellhound_b1_a_game_with_one_hellhound_is_refused() -> None:
    with pytest.raises(SetupError) as e:
        _game([("Hal", "Hellhound"), ("Dan", "Citizen"), ("Eve", "Citizen")])
    assert "hellhounds group needs at least 2 players of its roles (Hellhound)" in str(e.value)
    _game([("Hal", "Hellhound"), ("Hex", "Hellhound"), ("Dan", "Citizen"), ("Eve", "Citizen")])


def test_hellhound_b2_the_hellhounds_share_a_channel_the_rest_of_the_pack_does_not_read() -> None:
    g = _game(PLAYERS)
    assert "hellhounds" in g.channels("Hal") and "hellhounds" not in g.channels("Wes")
    g.say("Hal", "hellhounds", "shall we tell Wes")
    assert any("shall we tell Wes" in m for m in g.messages("Hub"))
    assert not any("shall we tell Wes" in m for m in g.messages("Wes"))


def test_hellhound_1_hellhounds_are_pack_wolves_with_a_group_of_their_own() -> None:
    g = _game(PLAYERS)
    hal = g.player("Hal")
    assert engine_of(g).team_of(hal) == "wolves" and engine_of(g).role_of(hal).lycan
    assert "wolfpack" in g.channels("Hal")
    g.advance()
    _do(g, "Hal attack Dan")
    g.advance()
    assert not g.player("Dan").alive


def test_hellhound_2_hellhounds_know_each_other_from_the_start() -> None:
    g = _game(PLAYERS)
    for name in ("Hal", "Hex", "Hub"):
        assert any("The members of the hellhounds are: Hal, Hex, Hub." in m
                   for m in g.private_messages(name))
    assert not any("members of the hellhounds" in m for m in g.private_messages("Wes"))


def test_hellhound_4_a_role_change_disbands_the_group_at_once() -> None:
    g = _game([*PLAYERS, ("Val", "Vampire")])
    g.advance()
    # a Hellhound demonized and attacked rises as an Undead: a change of role and team
    _do(g, "Val demonize Hub")
    _do(g, "Wes attack Hub")
    g.advance()
    assert g.player("Hub").role == "Undead"
    # everyone in it, the betrayer too, is told and loses the channel
    for name in ("Hal", "Hex", "Hub"):
        assert _disbanded(g, name)
        assert "hellhounds" not in g.channels(name)
    assert not engine_of(g).group("hellhounds").members  # type: ignore[union-attr]
    # RM81: they stay in the pack; nobody is told who betrayed the group
    assert "wolfpack" in g.channels("Hal")
    assert not any("Hub" in m for m in g.private_messages("Hal") if "disbanded" in m)


def test_hellhound_4_a_change_of_team_alone_disbands_it_too() -> None:
    g = _game(PLAYERS)
    eng = engine_of(g)
    eng.change_team(g.player("Hex"), "town", causes=[], rule="test")
    assert _disbanded(g, "Hal") and "hellhounds" not in g.channels("Hal")


def test_hellhound_4_a_death_is_no_betrayal() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1: the town lynches Hub
    for v in ("Dan", "Eve", "Fay", "Gus"):
        _do(g, f"{v} vote Hub")
    g.advance()
    assert not g.player("Hub").alive
    assert not _disbanded(g, "Hal") and "hellhounds" in g.channels("Hal")
