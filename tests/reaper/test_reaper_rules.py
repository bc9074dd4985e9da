"""The Reaper (role book 2023: limited/reaper), one test per sentence of its card, each named by
the sentence's id in shared/spec/rolebook-sentences.md. Rulings RM403, RM404, RM409, RM413–RM419
(docs/rulings-made.md)."""

from __future__ import annotations

import json

from nightmare_games import _die, _sleepless, _told, _verbs
from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("Rea", "Reaper"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"), ("Ann", "Citizen"),
           ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Hoo", "Hooker"), ("Vam", "Vampire")]


def _night(g: Game) -> None:
    g.advance()
    assert state_of(g).phase % 2 == 1


def test_reaper_b2_reaper_1_one_player_a_night_turns_sleepless_at_once() -> None:
    g = _game(PLAYERS)
    assert "haunt" not in _verbs(g, "Rea")  # by night only
    _night(g)
    _do(g, "Rea haunt Ann")
    assert _sleepless(g, "Ann")  # at once
    assert "tonight (1)" in _refused(g, "Rea haunt Bob").message


def test_reaper_2_the_sleepless_player_is_not_told() -> None:
    g = _game(PLAYERS)
    _night(g)
    before = _told(g, "Ann")
    _do(g, "Rea haunt Ann")
    g.advance()
    assert not any("sleepless" in t for t in _told(g, "Ann")[len(before):])
    assert "sleepless" not in json.dumps(g.view("Ann").to_json())  # nor shown to them


def test_reaper_b1_the_nightmare_wins_once_everyone_alive_is_sleepless() -> None:
    g = _game([("Rea", "Reaper"), ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen")])
    _night(g)
    _do(g, "Rea haunt Ann")
    g.advance()
    g.advance()
    _do(g, "Rea haunt Bob")
    assert g.outcome is None
    g.advance()
    g.advance()
    _do(g, "Rea haunt Cyd")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "nightmare"


def test_reaper_3_a_sleepless_power_on_the_reaper_fails_and_the_reaper_attacks() -> None:
    g = _game(PLAYERS)
    _night(g)
    _do(g, "Rea haunt Fay")
    before = len(_told(g, "Fay"))
    _do(g, "Fay investigate Rea")
    told = _told(g, "Fay")[before:]
    assert any("investigation of Rea failed" in t for t in told)
    assert not engine_of(g).player("Fay").alive  # attacked at once


def test_reaper_3_a_sleepless_player_may_still_target_the_reaper() -> None:
    g = _game([*PLAYERS, ("Hun", "Huntress")])
    _night(g)
    _do(g, "Rea haunt Hun")
    _do(g, "Hun target Rea")
    g.advance()
    assert engine_of(g).player("Hun").alive


def test_reaper_4_reaper_13_anyone_elses_power_goes_to_the_marked_player() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    _die(g, "Ann")  # a Citizen (Miscellaneous): a new mark
    g.advance()  # Night 2
    _do(g, "Rea mark Hoo")
    assert "Powers used on you now go to Hoo." in _told(g, "Rea")
    before = len(_told(g, "Fay"))
    _do(g, "Fay investigate Rea")
    assert any("Hooker" in t for t in _told(g, "Fay")[before:])


def test_reaper_5_reaper_6_no_mark_without_a_death_and_no_redirection_without_a_mark() -> None:
    g = _game(PLAYERS)
    _night(g)
    assert "mark" not in _verbs(g, "Rea")
    _refused(g, "Rea mark Hoo")
    before = len(_told(g, "Fay"))
    _do(g, "Fay investigate Rea")
    assert any("Reaper" in t for t in _told(g, "Fay")[before:])


def test_reaper_6_a_dead_mark_redirects_nothing() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Ann")
    g.advance()
    _do(g, "Rea mark Hoo")
    g.advance()
    _die(g, "Hoo")
    g.advance()  # Night 3
    before = len(_told(g, "Fay"))
    _do(g, "Fay investigate Rea")
    assert any("Reaper" in t for t in _told(g, "Fay")[before:])


def test_reaper_7_reaper_8_the_reaper_learns_the_recent_dead_as_the_night_starts() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    _die(g, "Ann")
    g.advance()  # Night 2
    assert "Ann died as the Citizen." in _told(g, "Rea")
    g.advance()
    g.advance()  # Night 3: Ann died before the start of Night 2: not told again
    assert _told(g, "Rea").count("Ann died as the Citizen.") == 1
    assert "mark" not in _verbs(g, "Rea")


def test_reaper_9_a_dead_killer_lends_an_attack_at_the_end_of_the_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Wes")
    g.advance()
    _do(g, "Rea reap Bob")
    assert engine_of(g).player("Bob").alive  # the end of the night
    g.advance()
    assert not engine_of(g).player("Bob").alive


def test_reaper_10_a_dead_power_role_lends_one_more_sleepless_player() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Hoo")
    g.advance()
    _do(g, "Rea haunt Ann")
    _do(g, "Rea haunt Bob")
    assert _sleepless(g, "Bob")
    assert "tonight (2)" in _refused(g, "Rea haunt Cyd").message


def test_reaper_11_a_dead_investigator_lends_a_check_fooled_by_disguises() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Fay")
    g.advance()
    _do(g, "Rea peer Wes")
    assert "Wes appears to be the Wolf." in _told(g, "Rea")
    _refused(g, "Rea peer Hoo")  # one check per dead investigator


def test_reaper_12_a_dead_recruiter_lends_a_spirit() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Vam")
    g.advance()
    _do(g, "Rea recruit Bob")
    assert engine_of(g).player("Bob").role == "Spirit"
    assert engine_of(g).team_of(engine_of(g).player("Bob")) == "nightmare"
    _refused(g, "Rea recruit Cyd")


def test_reaper_14_with_the_nightmare_gone_everyone_sleeps_again_untold() -> None:
    g = _game(PLAYERS)
    _night(g)
    _do(g, "Rea haunt Ann")
    g.advance()
    before = len(_told(g, "Ann"))
    _die(g, "Rea")
    assert not _sleepless(g, "Ann")
    assert not any("sleep" in t for t in _told(g, "Ann")[before:])


def test_rm419_exorcist_2_an_exorcism_ends_sleeplessness() -> None:
    g = _game([*PLAYERS, ("Exo", "Exorcist")])
    _night(g)
    _do(g, "Rea haunt Ann")
    g.advance()
    _do(g, "Exo exorcise Ann")
    assert not _sleepless(g, "Ann")
    assert any("sleepless" in t for t in _told(g, "Exo"))


def test_reaper_3_a_sleepless_wolf_carrying_the_packs_attack_on_the_reaper_dies() -> None:
    g = _game(PLAYERS)
    _night(g)
    _do(g, "Rea haunt Wes")
    _do(g, "Wes attack Rea")
    g.advance()
    assert engine_of(g).player("Rea").alive and not engine_of(g).player("Wes").alive


def test_reaper_4_the_packs_attack_on_the_reaper_goes_to_the_mark() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Ann")
    g.advance()
    _do(g, "Rea mark Bob")
    _do(g, "Wes attack Rea")
    g.advance()
    assert engine_of(g).player("Rea").alive and not engine_of(g).player("Bob").alive


def test_reaper_12_a_role_that_cannot_change_is_not_recruited_and_the_reaper_is_told() -> None:
    g = _game([*PLAYERS, ("Dev", "Devout Villager")])
    g.advance()
    g.advance()
    _die(g, "Vam")
    g.advance()
    _do(g, "Rea recruit Dev")
    assert engine_of(g).player("Dev").role == "Devout Villager"
    assert "Your recruitment of Dev failed." in _told(g, "Rea")
    _refused(g, "Rea recruit Bob")  # the lent power is used up


def _round_trip(g: Game) -> Game:
    return Game.from_json(json.loads(json.dumps(g.to_json())))


def test_rm413_reaper_9_a_lent_power_asked_for_by_day_is_there_when_the_night_lends_it() -> None:
    """RM413: the dead lend their powers as the night starts, even when the Reaper's abilities
    were last looked at by day, before the lending (they were kept from then: fuzz seed 933)."""
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Wes")
    assert "reap" not in _verbs(g, "Rea")  # asked by day: nothing lent yet
    g.advance()  # Night 2: Wes, a killer, lends the attack
    assert "reap" in _verbs(g, "Rea")
    assert _verbs(g, "Rea") == _verbs(_round_trip(g), "Rea")


def test_rm413_reaper_9_a_lent_power_is_gone_the_next_night_though_asked_for_on_its_night() -> None:
    """RM413: the powers of the dead are lent for one night only; a later night with no new
    death lends none, even though the Reaper's abilities were looked at (or a refused command
    sent) on the night that lent them. A saved and restored game agrees (fuzz seed 933)."""
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Wes")
    g.advance()  # Night 2
    assert "reap" in _verbs(g, "Rea")
    _refused(g, "Rea assign Ann")  # a refusal changes nothing, seen or unseen
    g.advance()
    g.advance()  # Night 3: nobody died since Night 2 began
    assert "reap" not in _verbs(g, "Rea")
    _refused(g, "Rea reap Bob")
    assert _verbs(g, "Rea") == _verbs(_round_trip(g), "Rea")


def test_rm413_reaper_11_a_spent_check_is_no_longer_offered() -> None:
    """RM413 / reaper.11: one check for each dead investigator: once used, the Reaper is no
    longer offered it that night."""
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _die(g, "Fay")
    g.advance()
    assert "peer" in _verbs(g, "Rea")
    _do(g, "Rea peer Wes")
    assert "peer" not in _verbs(g, "Rea")
    assert _verbs(g, "Rea") == _verbs(_round_trip(g), "Rea")
