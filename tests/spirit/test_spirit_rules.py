"""The Spirit (role book 2023: limited/spirit), one test per sentence of its card, each named by
the sentence's id in shared/spec/rolebook-sentences.md. Rulings RM416 (docs/rulings-made.md)."""

from __future__ import annotations

from nightmare_games import _die, _told, _verbs
from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("Rea", "Reaper"), ("Wes", "Wolf"), ("Wil", "Wolf"), ("Fay", "Fortune Teller"),
           ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Vam", "Vampire")]


def _recruited(g: Game, who: str, dead: str = "Vam") -> None:
    """Day 1: the recruiter dies; Night 2: the Reaper recruits ``who``."""
    g.advance()
    g.advance()
    _die(g, dead)
    g.advance()
    _do(g, f"Rea recruit {who}")


def test_spirit_b2_the_reapers_recruitment_makes_a_spirit() -> None:
    g = _game(PLAYERS)
    _recruited(g, "Ann")
    ann = engine_of(g).player("Ann")
    assert ann.role == "Spirit" and engine_of(g).team_of(ann) == "nightmare"
    assert any("you are now a Spirit" in t for t in _told(g, "Ann"))
    assert "Ann" in engine_of(g).group("nightmare").members


def test_spirit_b1_the_spirit_looks_like_its_old_role() -> None:
    g = _game(PLAYERS)
    _recruited(g, "Ann")
    before = len(_told(g, "Fay"))
    _do(g, "Fay investigate Ann")
    assert any("Citizen" in t for t in _told(g, "Fay")[before:])


def test_spirit_1_the_spirit_wins_with_the_reaper() -> None:
    g = _game([("Rea", "Reaper"), ("Vam", "Vampire"), ("Ann", "Citizen"), ("Bob", "Citizen")])
    g.advance()
    _do(g, "Rea haunt Ann")
    g.advance()
    _die(g, "Vam")
    assert g.outcome is None
    g.advance()
    _do(g, "Rea recruit Bob")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "nightmare"
    assert "Bob" in g.outcome.winners


def test_spirit_2_spirit_3_a_spirit_wolf_still_votes_in_the_pack_uncounted() -> None:
    g = _game(PLAYERS)
    _recruited(g, "Wes")
    assert "Wes" in engine_of(g).group("wolfpack").members
    assert "attack" in _verbs(g, "Wes")
    _do(g, "Wes attack Ann")
    _do(g, "Wil attack Bob")
    g.advance()
    assert engine_of(g).player("Ann").alive and not engine_of(g).player("Bob").alive
    assert any(e.kind == "vote_not_counted" and e.actor == "Wes" for e in state_of(g).events)


def test_spirit_4_with_no_member_left_holding_it_the_groups_ability_is_lost() -> None:
    g = _game(PLAYERS)
    _recruited(g, "Wes")
    g.advance()
    _die(g, "Wil")
    g.advance()
    assert "attack" not in _verbs(g, "Wes")


def test_reaper_12_spectral_cupid_1_a_recruited_cupid_becomes_a_spectral_cupid() -> None:
    g = _game([*PLAYERS, ("Cup", "Cupid")])
    g.advance()
    _do(g, "Cup love Ann")
    g.advance()
    _die(g, "Vam")
    g.advance()
    _do(g, "Rea recruit Cup")
    cup = engine_of(g).player("Cup")
    assert cup.role == "Spectral Cupid" and not cup.has("disguise")
