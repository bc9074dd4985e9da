"""The Devil (role book 2023: other/hell/devil), one test per sentence of its card, each named
by the sentence's id in shared/spec/rolebook-sentences.md (the souls and the wager have files of
their own beside this one).

Other ids: R7 (refusals), R15/R16 (visits, redirection), R34 (a team's win).
"""

from __future__ import annotations

from hell_games import TOWN, alive, at_night, hell_game, last_event, souls, told
from role_game_steps import _do, _game, _refused

from werewolves.engine.appearance import STRONG, WEAK, appearance
from werewolves.roles.hell import SOULLESS, WAGERED
from werewolves.testing import engine_of, state_of


def test_devil_b1_devil_7_chosen_by_day_sent_when_the_night_starts() -> None:
    g = hell_game()
    _do(g, "Dev wager Cal")
    assert not engine_of(g).player("Cal").has(WAGERED)  # not yet: at nightfall
    g.advance()
    assert engine_of(g).player("Cal").get(WAGERED).data["by"] == "Dev"
    _refused(g, "Dev wager Dee")  # a day's choice, never by night
    # rule-abilities-visits.24: receiving the wager is a visit from the Devil
    assert ("Dev", "Cal") in [(v.actor, v.target) for v in state_of(g).visits]

def test_devil_b2_devil_10_devil_11_the_recipient_has_four_options() -> None:
    for line in ("Cal condemn Eve", "Cal shelter Eve", "Cal unmask Eve", "Cal ignore"):
        g = hell_game()
        _do(g, "Dev wager Cal")
        _refused(g, "Dee shelter Eve")  # nobody else has them
        g.advance()
        _do(g, line)
        _refused(g, "Dee shelter Eve")

def test_devil_b3_devil_3_the_devil_spends_the_pools_souls() -> None:
    g = hell_game()
    assert souls(g) == 2
    _do(g, "Dev ward Cal")
    assert souls(g) == 1
    _do(g, "Dev smite Wes")
    assert souls(g) == 0 and not alive(g, "Wes")
    _refused(g, "Dev ward Dee")  # the pool is empty

def test_devil_b4_hell_wins_when_everyone_alive_is_soulless_unaligned_or_of_hell() -> None:
    g = _game([("Dev", "Devil"), ("Dem", "Demon"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    _do(g, "Dev smite Wes")
    _do(g, "Dev wager Cal")
    g.advance()
    assert state_of(g).outcome is None  # Cal still has a soul
    _do(g, "Cal shelter Cal")
    g.advance()
    assert state_of(g).outcome is not None and state_of(g).outcome.team == "hell"
    assert set(state_of(g).outcome.winners) == {"Dev", "Dem"}

def test_devil_1_demon_1_cerberus_1_a_weak_disguise_for_the_game_default_citizen() -> None:
    g = hell_game([("Dev", "Devil"), ("Dem", "Demon"), ("Cer", "Cerberus"), ("Wes", "Wolf")])
    eng = engine_of(g)
    for name in ("Dev", "Dem", "Cer"):
        assert appearance(eng.player(name), WEAK)[0] == "Citizen"  # the default
        assert appearance(eng.player(name), STRONG)[0] == eng.player(name).role  # weak only
    _do(g, "Dev masquerade Fortune Teller")
    _refused(g, "Dev masquerade Wolf")  # once
    g.advance()
    g.advance()
    _refused(g, "Dem masquerade Wolf")  # the first phase only
    assert appearance(eng.player("Dev"), WEAK)[0] == "Fortune Teller"  # for good
    assert appearance(eng.player("Dem"), WEAK)[0] == "Citizen"

def test_devil_2_demon_2_cerberus_2_their_souls_are_in_the_pool_from_the_start() -> None:
    g = hell_game([("Dev", "Devil"), ("Dem", "Demon"), ("Cer", "Cerberus"), ("Wes", "Wolf")])
    assert souls(g) == 3
    assert all(engine_of(g).player(n).has(SOULLESS) for n in ("Dev", "Dem", "Cer"))
    assert not engine_of(g).player("Wes").has(SOULLESS)

def test_devil_4_an_attacked_devil_is_protected_by_a_soul() -> None:
    g = at_night()
    _do(g, "Wes attack Dev")
    g.advance()
    assert alive(g, "Dev") and souls(g) == 1

def test_devil_6_no_wager_to_a_soulless_player() -> None:
    g = hell_game()
    _do(g, "Dev wager Cal")
    g.advance()
    _do(g, "Cal shelter Cal")
    g.advance()
    _refused(g, "Dev wager Cal")
    _refused(g, "Dev wager Dem")  # ruling RM342: a player of hell (soulless too)
    _do(g, "Dev wager Dee")

def _flute_game() -> object:
    """A Devil enchanted by a Flute Player, and a Flute Apprentice whose target is Cal: what an
    enchanted player uses on the Apprentice lands on Cal."""
    g = _game([("Dev", "Devil"), ("Dem", "Demon"), ("Wes", "Wolf"), ("Flu", "Flute Player"),
               ("App", "Flute Apprentice"), *TOWN])
    _do(g, "App target Cal")
    g.advance()
    _do(g, "Flu enchant Dev")
    g.advance()  # Day 1
    return g

def test_devil_8_the_wager_is_never_redirected() -> None:
    g = _flute_game()
    _do(g, "Dev wager App")
    g.advance()
    assert engine_of(g).player("App").has(WAGERED) and not engine_of(g).player("Cal").has(WAGERED)

def test_devil_9_the_devil_and_the_recipient_share_a_channel_that_night() -> None:
    g = hell_game()
    _do(g, "Dev wager Cal")
    since = last_event(g)
    g.advance()
    assert engine_of(g).group("wager").members == ["Dev", "Cal"]
    said = told(g, "Cal", since)
    assert any("devil's wager" in m for m in said)
    assert not any("Dev" in m.replace("Devil", "").replace("devil", "") for m in said)

def test_devil_12_wager_20_once_the_devil_dies_nothing_happens_and_nobody_is_told() -> None:
    g = hell_game()
    _do(g, "Dev wager Cal")
    g.advance()
    eng = engine_of(g)
    eng.kill(eng.player("Dev"), "true kill", causes=[], rule="R8")
    before, since = souls(g), last_event(g)
    _do(g, "Cal shelter Eve")  # accepted: the recipient is not told
    assert souls(g) == before and not eng.player("Cal").has(SOULLESS)
    assert not eng.player("Eve").has("protected")
    assert not [m for m in told(g, "Cal", since) if "Devil" in m or "dead" in m]
    g2 = hell_game()
    _do(g2, "Dev wager Cal")
    g2.advance()
    _do(g2, "Cal condemn Eve")
    engine_of(g2).kill(engine_of(g2).player("Dev"), "true kill", causes=[], rule="R8")
    g2.advance()
    assert alive(g2, "Eve")  # no attack from a dead Devil

def test_devil_14_demon_6_imp_5_cerberus_11_nobody_of_hell_can_betray_it() -> None:
    players = [("Dev", "Devil"), ("Dem", "Demon"), ("Imp", "Imp"), ("Cer", "Cerberus"),
               ("Wes", "Wolf")]
    g = hell_game(players)
    eng = engine_of(g)
    for name in ("Dev", "Dem", "Imp", "Cer"):
        p = eng.player(name)
        assert eng.change_role(p, "Wolf", causes=[], rule="R36").kind == "alignment_kept"
        assert eng.change_team(p, "wolves", causes=[], rule="R36").kind == "alignment_kept"
        assert p.role == name_role(players, name) and eng.team_of(p) == "hell"

def name_role(players: list[tuple[str, str]], name: str) -> str:
    return dict(players)[name]
