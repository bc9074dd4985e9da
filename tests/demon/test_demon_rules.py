"""The Demon (role book 2023: other/hell/demon), one test per sentence of its card, each named
by the sentence's id in shared/spec/rolebook-sentences.md (demon.1, demon.2 and demon.6 are
tested with the Devil's in tests/devil/test_devil_rules.py; demon.4 with souls.8).
"""

from __future__ import annotations

import pytest
from hell_games import alive, at_night, hell_game, last_event, souls, told
from role_game_steps import _do, _game, _refused

from werewolves.testing import engine_of, state_of


def test_demon_b1_shares_hells_channel_with_the_devil_and_wins_with_them() -> None:
    g = hell_game()
    assert engine_of(g).group("hell").members == ["Dev", "Dem"]
    assert engine_of(g).team_of(engine_of(g).player("Dem")) == "hell"
    g = _game([("Dev", "Devil"), ("Dem", "Demon"), ("Wes", "Wolf")])
    _do(g, "Dem smite Wes")
    g.advance()
    assert state_of(g).outcome is not None and set(state_of(g).outcome.winners) == {"Dev", "Dem"}


def test_demon_b2_demon_3_spends_the_pools_souls_to_protect_or_attack() -> None:
    g = at_night()
    _do(g, "Dem ward Cal")
    _do(g, "Dem smite Dee")
    assert souls(g) == 0 and not alive(g, "Dee")
    _refused(g, "Dem smite Eve")
    _refused(g, "Dev smite Eve")  # one pool for the whole team


def test_demon_3_a_soul_user_never_aims_a_soul_at_hell() -> None:
    g = hell_game()
    _refused(g, "Dem smite Dev")  # ruling RM342
    _do(g, "Dem ward Dev")  # a protection may go to anyone


@pytest.mark.parametrize(
    ("role", "night", "why"),
    [("Idiot", False, "a partial defence"), ("Macho", True, "a partial defence"),
     ("Scared Wolf", True, "a defence of their role")],
)
def test_souls_7_a_failed_attack_is_explained_by_its_kind_of_defence_never_the_role(
    role: str, night: bool, why: str
) -> None:
    """souls.7: the failure is explained; ruling RM353: a defence of the target's own role is
    told by its kind of defence (rule-ability-types-defenses.8-.11), never by the role, which
    the Demon may not learn (fuzz seed 700002: 'failed: the Idiot's luck')."""
    g = hell_game([("Dev", "Devil"), ("Dem", "Demon"), ("Bob", role), ("Wes", "Wolf")])
    if night:
        g.advance()
    since = last_event(g)
    _do(g, "Dem smite Bob")
    assert alive(g, "Bob")
    (failed,) = [m for m in told(g, "Dem", since) if "attack on Bob failed" in m]
    assert failed == f"Your soul's attack on Bob failed: {why}."
    assert role not in failed
