"""The Imp (role book 2023: other/hell/imp), one test per sentence of its card, each named by the
sentence's id in shared/spec/rolebook-sentences.md (imp.5 is tested with the Devil's)."""

from __future__ import annotations

from hell_games import hell_game, souls
from role_game_steps import _do, _game

from werewolves.roles.base import take_up_role
from werewolves.roles.hell import SOULLESS
from werewolves.testing import engine_of, state_of


def test_imp_b1_shares_hells_channel_with_the_devil() -> None:
    g = hell_game([("Dev", "Devil"), ("Imp", "Imp"), ("Wes", "Wolf")])
    assert engine_of(g).group("hell").members == ["Dev", "Imp"]


def test_imp_1_imp_2_imp_4_a_copy_of_the_devil_is_an_imp_and_gives_its_soul() -> None:
    g = hell_game()
    eng = engine_of(g)
    before = souls(g)
    cal = eng.player("Cal")
    take_up_role(eng, cal, "Devil", causes=[], rule="R36")
    assert cal.role == "Imp"  # never a second Devil
    assert cal.has(SOULLESS) and souls(g) == before + 1
    assert "Cal" in eng.group("hell").members
    assert eng.team_of(cal) == "hell"


def test_imp_2_the_devils_role_taken_when_no_devil_lives_stays_a_devil() -> None:
    g = hell_game()
    eng = engine_of(g)
    eng.kill(eng.player("Dev"), "true kill", causes=[], rule="R8")
    cal = eng.player("Cal")
    take_up_role(eng, cal, "Devil", causes=[], rule="R36")
    assert cal.role == "Devil"


def test_imp_3_wins_as_the_devil_does() -> None:
    g = _game([("Dev", "Devil"), ("Imp", "Imp"), ("Wes", "Wolf")])
    _do(g, "Dev smite Wes")
    g.advance()
    assert state_of(g).outcome is not None and state_of(g).outcome.team == "hell"
    assert "Imp" in state_of(g).outcome.winners


def test_imp_4_a_dealt_imp_gives_its_soul_at_the_start() -> None:
    g = hell_game([("Dev", "Devil"), ("Imp", "Imp"), ("Wes", "Wolf")])
    assert souls(g) == 2 and engine_of(g).player("Imp").has(SOULLESS)


def test_imp_4_a_plain_role_change_to_an_imp_gives_the_soul_and_joins_hell() -> None:
    # the engine's one path for a role change (no starting ability run): the same gift
    g = hell_game()
    eng = engine_of(g)
    before = souls(g)
    cal = eng.player("Cal")
    eng.change_role(cal, "Imp", causes=[], rule="R36")
    assert cal.has(SOULLESS) and souls(g) == before + 1
    assert "Cal" in eng.group("hell").members


def test_imp_4_a_player_who_joins_hell_by_a_change_of_team_gives_the_soul() -> None:
    # ruling RM352: the generic way in for another family's rule (a Demonic Cupid's couple)
    g = hell_game()
    eng = engine_of(g)
    before = souls(g)
    cal = eng.player("Cal")
    eng.change_team(cal, "hell", causes=[], rule="R36")
    assert cal.has(SOULLESS) and souls(g) == before + 1
    assert "Cal" in eng.group("hell").members
