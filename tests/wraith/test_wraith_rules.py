"""The Wraith (role book 2023: limited/wraith), one test per sentence of its card, each named by
the sentence's id in shared/spec/rolebook-sentences.md. Rulings RM414, RM417, RM418
(docs/rulings-made.md)."""

from __future__ import annotations

from nightmare_games import _die, _sleepless, _told, _verbs
from role_game_steps import _do, _game, _refused

from werewolves.roles.base import copied_role, take_up_role
from werewolves.testing import engine_of

PLAYERS = [("Rea", "Reaper"), ("Wra", "Wraith"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"),
           ("Hun", "Huntress"), ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen")]


def test_wraith_b1_the_wraith_shares_the_reapers_channel_and_team() -> None:
    g = _game(PLAYERS)
    assert {"Rea", "Wra"} <= set(engine_of(g).group("nightmare").members)
    assert engine_of(g).team_of(engine_of(g).player("Wra")) == "nightmare"


def test_wraith_2_whoever_copies_the_reaper_becomes_a_wraith() -> None:
    g = _game(PLAYERS)
    assert copied_role(engine_of(g).rules, "Reaper") == "Wraith"
    eng = engine_of(g)
    copied = copied_role(eng.rules, "Reaper")
    take_up_role(eng, eng.player("Ann"), copied, causes=[], rule="wraith.2")
    assert engine_of(g).player("Ann").role == "Wraith"
    assert "Ann" in engine_of(g).group("nightmare").members


def test_wraith_1_wraith_6_no_power_until_the_reaper_is_dead_then_it_haunts() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "haunt" not in _verbs(g, "Wra")
    _refused(g, "Wra haunt Ann")
    g.advance()
    _die(g, "Rea")
    g.advance()
    _do(g, "Wra haunt Ann")
    assert _sleepless(g, "Ann")
    _refused(g, "Wra haunt Bob")  # one a night


def test_wraith_3_the_wraith_never_turns_sleepless() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "nightmare" in _refused(g, "Rea haunt Wra").message


def test_wraith_4_a_sleepless_power_on_the_wraith_fails_and_the_wraith_attacks() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Rea haunt Fay")
    before = len(_told(g, "Fay"))
    _do(g, "Fay investigate Wra")
    assert any("investigation of Wra failed" in t for t in _told(g, "Fay")[before:])
    assert not engine_of(g).player("Fay").alive


def test_wraith_5_a_sleepless_player_may_still_target_the_wraith() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Rea haunt Hun")
    _do(g, "Hun target Wra")
    hun = engine_of(g).player("Hun")
    assert hun.alive and hun.memory.get("target") == "Wra"


