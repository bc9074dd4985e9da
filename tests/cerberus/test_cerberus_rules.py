"""The Cerberus (role book 2023: limited/cerberus), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md (cerberus.1, cerberus.2 and
cerberus.11 are tested with the Devil's in tests/devil/test_devil_rules.py)."""

from __future__ import annotations

from hell_games import TOWN, alive, hell_game, last_event, souls, told
from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.hell import OFFERED, SOULLESS
from werewolves.testing import engine_of, state_of

CER = [("Dev", "Devil"), ("Cer", "Cerberus"), ("Wes", "Wolf")]


def _offered() -> Game:
    g = hell_game(CER)
    _do(g, "Cer offer Dee")
    g.advance()
    return g


def test_cerberus_b1_shares_hells_channel_with_the_devil_and_wins_with_them() -> None:
    g = hell_game(CER)
    assert engine_of(g).group("hell").members == ["Dev", "Cer"]
    g = _game([("Dev", "Devil"), ("Cer", "Cerberus"), ("Wes", "Wolf")])
    _do(g, "Dev smite Wes")
    g.advance()
    assert state_of(g).outcome is not None and "Cer" in state_of(g).outcome.winners


def test_cerberus_b2_cerberus_5_chosen_by_day_sent_when_the_night_starts() -> None:
    g = hell_game(CER)
    _do(g, "Cer offer Dee")
    assert not engine_of(g).player("Dee").has(OFFERED)
    g.advance()
    assert engine_of(g).player("Dee").get(OFFERED).data["by"] == "Cer"
    _refused(g, "Cer offer Eve")  # by day only


def test_cerberus_3_the_cerberus_cannot_spend_souls() -> None:
    g = hell_game(CER)
    _refused(g, "Cer ward Dee")
    _refused(g, "Cer smite Dee")


def test_cerberus_4_no_offer_to_the_soulless_nor_to_tonights_wager_recipient() -> None:
    g = hell_game(CER)
    _do(g, "Dev wager Dee")
    _refused(g, "Cer offer Dee")  # the Devil chose Dee first
    _refused(g, "Cer offer Dev")  # soulless (and of hell)
    g = hell_game(CER)
    _do(g, "Cer offer Dee")
    _do(g, "Dev wager Dee")  # the Devil chose after: the offer is not sent
    since = last_event(g)
    g.advance()
    assert not engine_of(g).player("Dee").has(OFFERED)
    assert any("not sent" in m for m in told(g, "Cer", since))
    g = _offered()
    _do(g, "Dee accept")
    g.advance()
    _refused(g, "Cer offer Dee")  # soulless now


def test_cerberus_6_the_offer_is_never_redirected() -> None:
    g = _game([*CER, ("Flu", "Flute Player"), ("App", "Flute Apprentice"), *TOWN])
    _do(g, "App target Cal")
    g.advance()
    _do(g, "Flu enchant Cer")
    g.advance()
    _do(g, "Cer offer App")
    g.advance()
    assert engine_of(g).player("App").has(OFFERED) and not engine_of(g).player("Cal").has(OFFERED)


def test_cerberus_7_the_cerberus_and_the_recipient_share_an_anonymous_channel() -> None:
    g = hell_game(CER)
    _do(g, "Cer offer Dee")
    since = last_event(g)
    g.advance()
    assert engine_of(g).group("offer").members == ["Cer", "Dee"]
    assert not [m for m in told(g, "Dee", since) if "Cer" in m.replace("Cerberus", "")]
    g.advance()
    assert not engine_of(g).group("offer").members  # for the night


def test_cerberus_8_the_recipient_may_ignore_the_offer() -> None:
    g = _offered()
    before = souls(g)
    _do(g, "Wes attack Dee")
    g.advance()
    assert souls(g) == before and not alive(g, "Dee") and alive(g, "Cer")


def test_cerberus_9_accepting_gives_the_soul_at_once_for_good() -> None:
    g = _offered()
    before = souls(g)
    _do(g, "Dee accept")
    assert souls(g) == before + 1 and engine_of(g).player("Dee").has(SOULLESS)
    _refused(g, "Dee accept")


def test_cerberus_10_the_cerberus_dies_instead_and_hell_learns_the_attacker() -> None:
    g = _offered()
    _do(g, "Dee accept")
    _do(g, "Wes attack Dee")
    since = last_event(g)
    g.advance()
    assert alive(g, "Dee") and not alive(g, "Cer")
    assert any("Wes (Wolf) attacked" in m for m in told(g, "Dev", since))
    assert not any("Wes (Wolf)" in m for m in told(g, "Dee", since))


def test_cerberus_10_a_recipient_saved_otherwise_costs_the_cerberus_nothing() -> None:
    g = hell_game([("Dev", "Devil"), ("Cer", "Cerberus"), ("Wes", "Wolf"), ("Dem", "Demon")])
    _do(g, "Cer offer Dee")
    g.advance()
    _do(g, "Dee accept")
    _do(g, "Dem ward Dee")
    _do(g, "Wes attack Dee")
    g.advance()
    assert alive(g, "Dee") and alive(g, "Cer")


def test_cerberus_12_the_last_of_hell_becomes_a_demon() -> None:
    g = hell_game(CER)
    eng = engine_of(g)
    eng.kill(eng.player("Dev"), "true kill", causes=[], rule="R8")
    cer = eng.player("Cer")
    assert cer.role == "Demon"
    _do(g, "Cer ward Dee")  # and spends the souls
