"""The Demon (role book 2023: other/hell/demon), one test per sentence of its card, each named
by the sentence's id in shared/spec/rolebook-sentences.md (demon.1, demon.2 and demon.6 are
tested with the Devil's in tests/devil/test_devil_rules.py; demon.4 with souls.8).
"""

from __future__ import annotations

from hell_kit import alive, at_night, hell_game, souls
from role_kit import _do, _game, _refused

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
