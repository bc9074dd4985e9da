"""The Devil's wager (role book 2023: other/hell/wager), one test per sentence of the page, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15/R16 (visits, redirection), S0.22 (obstructions).
"""

from __future__ import annotations

from hell_games import TOWN, alive, hell_game, last_event, souls, told
from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.hell import SOULLESS, WAGERED
from werewolves.testing import engine_of, state_of


def _wagered(players: list[tuple[str, str]] | None = None, seed: int = 0) -> Game:
    """Night 1: Cal holds the Devil's wager."""
    g = hell_game(players, seed)
    _do(g, "Dev wager Cal")
    g.advance()
    return g


def test_wager_2_wager_3_wager_4_a_sold_soul_has_the_devil_attack_when_the_night_ends() -> None:
    g = _wagered()
    before = souls(g)
    _do(g, "Cal condemn Eve")
    assert souls(g) == before + 1 and engine_of(g).player("Cal").has(SOULLESS)  # at once
    assert alive(g, "Eve")  # not yet
    g.advance()
    assert not alive(g, "Eve")
    (attempt,) = [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Eve"]]
    assert attempt.actor == "Dev" and attempt.rule == "wager.4"


def test_wager_5_wager_6_a_member_of_hell_is_not_attacked_and_the_recipient_not_told() -> None:
    g = _wagered()
    before = souls(g)
    _do(g, "Cal condemn Dem")
    assert souls(g) == before + 1  # sold as normal
    since = last_event(g)
    g.advance()
    assert alive(g, "Dem")
    assert not [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Dem"]]
    assert not [m for m in told(g, "Cal", since) if "Dem" in m]


def test_wager_7_wager_8_wager_9_a_sold_soul_protects_a_player_for_the_rest_of_the_night() -> None:
    g = _wagered()
    before = souls(g)
    _do(g, "Cal shelter Eve")
    assert souls(g) == before + 1 and engine_of(g).player("Cal").has(SOULLESS)
    _do(g, "Wes attack Eve")
    g.advance()
    assert alive(g, "Eve")


def test_wager_10_the_recipient_may_protect_themself() -> None:
    g = _wagered()
    _do(g, "Cal shelter Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    assert alive(g, "Cal")


def test_wager_11_wager_12_wager_13_the_identity_is_sold_and_both_see_the_role() -> None:
    g = _wagered([("Dev", "Devil"), ("Dem", "Demon"), ("Wes", "Wolf"), ("Sam", "Fortune Teller")])
    before, since = souls(g), last_event(g)
    _do(g, "Cal unmask Sam")
    assert souls(g) == before and not engine_of(g).player("Cal").has(SOULLESS)  # not the soul
    assert "Sam is the Fortune Teller." in told(g, "Cal", since)
    dev = told(g, "Dev", since)
    assert dev.index("Sam is the Fortune Teller.") < dev.index(
        "The wager's recipient, Cal, is the Citizen."
    )


def test_wager_14_both_checks_see_weak_disguises() -> None:
    g = _wagered()
    eng = engine_of(g)
    eng.add_status(eng.player("Cal"), "disguise", source=last_event(g),
                   data={"role": "Wolf", "strength": "weak"})
    since = last_event(g)
    _do(g, "Cal unmask Dem")
    assert "Dem is the Citizen." in told(g, "Cal", since)  # the Demon's weak disguise
    assert "The wager's recipient, Cal, is the Wolf." in told(g, "Dev", since)


def _flute() -> list[tuple[str, str]]:
    return [("Dev", "Devil"), ("Dem", "Demon"), ("Wes", "Wolf"), ("Flu", "Flute Player"),
            ("App", "Flute Apprentice")]


def _enchanted_night(enchant: str, seed: int = 0) -> Game:
    """Night 2: ``enchant`` was enchanted on Night 1, the Apprentice's target is Eve, and Cal
    holds the wager."""
    g = _game([*_flute(), *TOWN], seed)
    _do(g, "App target Eve")
    g.advance()
    _do(g, f"Flu enchant {enchant}")
    g.advance()
    _do(g, "Dev wager Cal")
    g.advance()
    return g


def test_wager_15_wager_16_the_check_is_redirected_as_the_devils_would_be() -> None:
    g = _enchanted_night("Dev")  # the Devil is enchanted: the Apprentice redirects him
    since = last_event(g)
    _do(g, "Cal unmask App")
    said = told(g, "Cal", since)
    assert any(m.startswith("Eve is the") for m in said), said
    assert ("Dev", "Eve") in [(v.actor, v.target) for v in state_of(g).visits]
    # rule-abilities-visits.22: the recipient visits the Devil
    assert ("Cal", "Dev") in [(v.actor, v.target) for v in state_of(g).visits]
    g = _enchanted_night("Cal")  # only the recipient is: nothing redirects the Devil
    since = last_event(g)
    _do(g, "Cal unmask App")
    assert "App is the Flute Apprentice." in told(g, "Cal", since)


def test_wager_15_wager_16_obstructions_are_the_devils_and_never_reach_the_recipient_check(
) -> None:
    seen = 0
    for seed in range(6):
        g = _enchanted_night("Dev", seed)
        _do(g, "Cal unmask Gus")
        obstructed = [e for e in g.events if e.kind == "obstructed"]
        assert all(e.actor == "Dev" and e.targets == ["Gus"] for e in obstructed)
        seen += len(obstructed)
    assert seen  # an enchanted Devil's check was shown a Flute Player at least once
    for seed in range(6):
        g = _enchanted_night("Cal", seed)  # an enchanted recipient: the Devil is not fooled
        _do(g, "Cal unmask Gus")
        assert not [e for e in g.events if e.kind == "obstructed"]


def test_wager_17_devil_11_the_recipient_may_ignore_it() -> None:
    g = _wagered()
    before = souls(g)
    _do(g, "Cal ignore")
    _refused(g, "Cal condemn Eve")  # the choice is made
    g.advance()
    assert souls(g) == before and not engine_of(g).player("Cal").has(SOULLESS)


def test_wager_18_no_choice_by_the_end_of_the_night_is_ignoring_it() -> None:
    g = _wagered()
    before = souls(g)
    g.advance()
    assert souls(g) == before
    (ignored,) = [e for e in g.events if e.kind == "wager_ignored"]
    assert ignored.targets == ["Cal"]
    assert not engine_of(g).player("Cal").has(WAGERED)
    g.advance()
    _refused(g, "Cal condemn Eve")  # the options went with the night


def test_wager_19_the_recipient_leaves_the_channel_as_the_night_ends() -> None:
    g = _wagered()
    assert "Cal" in engine_of(g).group("wager").members
    g.advance()
    assert "Cal" not in engine_of(g).group("wager").members


def test_wager_21_a_sold_soul_stays_sold_the_condemned_may_change_or_be_sheltered() -> None:
    g = _wagered()
    before = souls(g)
    _do(g, "Cal condemn Eve")
    _do(g, "Cal condemn Fay")
    assert souls(g) == before + 1  # one soul, once
    _refused(g, "Cal ignore")  # never bought back
    _refused(g, "Cal unmask Eve")
    g.advance()
    assert alive(g, "Eve") and not alive(g, "Fay")
    g = _wagered()
    _do(g, "Cal condemn Eve")
    _do(g, "Cal shelter Fay")  # a protection instead
    g.advance()
    assert alive(g, "Eve")


def test_wager_22_a_protection_is_final() -> None:
    g = _wagered()
    _do(g, "Cal shelter Eve")
    _refused(g, "Cal shelter Fay")
    _refused(g, "Cal condemn Fay")
