"""The Saboteur Wolf (role book 2023: werewolves/power/saboteur wolf), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

saboteur-wolf.b1 repeats saboteur-wolf.1 and .2 (docs/rules.md marks it informative). Other
ids: R7 (refusals), R12 (the election), R15 / R17 (a visit, a block), RM29.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("Sab", "Saboteur Wolf"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen"),
           ("Ivy", "Citizen")]
NOBODY = "won the election but cannot be elected; nobody becomes Mayor"


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _public(g: Game) -> list[str]:
    return [engine_of(g).text(e) for e in g.events if e.audience == "public" and e.msg]


def _night_1() -> Game:
    g = _game(PLAYERS)
    g.advance()
    assert g.phase == "Night 1"
    return g


def test_saboteur_wolf_1_each_night_the_saboteur_picks_one_player() -> None:
    g = _night_1()
    assert "sabotage" in [a.verb for a in g.legal_actions("Sab")]
    _do(g, "Sab sabotage Cal")
    assert "already" in _refused(g, "Sab sabotage Dee").message  # once a night (R7)
    g.advance()  # Day 1: never by day
    assert "at night" in _refused(g, "Sab sabotage Dee").message


def test_saboteur_wolf_2_a_sabotaged_winner_is_not_elected_nobody_is() -> None:
    g = _night_1()
    _do(g, "Sab sabotage Cal")
    g.advance()  # Day 1
    for voter in ("Dee", "Eve", "Fay"):
        _do(g, f"{voter} elect Cal")
    g.advance()
    assert "Mayor" not in engine_of(g).player("Cal").offices
    assert any(f"Cal {NOBODY}" in m for m in _public(g))
    kept = next(e for e in g.events if e.kind == "election_sabotaged")
    assert g.events[kept.causes[0]].actor == "Sab"


def test_saboteur_wolf_2_only_the_next_days_election_and_only_that_player() -> None:
    g = _night_1()
    _do(g, "Sab sabotage Cal")
    g.advance()  # Day 1: someone else wins
    for voter in ("Dee", "Eve", "Fay"):
        _do(g, f"{voter} elect Gus")
    g.advance()
    assert "Mayor" in engine_of(g).player("Gus").offices
    assert g.phase == "Night 2"  # no sabotage tonight
    g.advance()  # Day 2: last night's sabotage is spent
    for voter in ("Dee", "Eve", "Fay"):
        _do(g, f"{voter} elect Cal")
    g.advance()
    assert "Reporter" in engine_of(g).player("Cal").offices


def test_saboteur_wolf_3_the_sabotaged_player_still_votes_and_can_be_lynched() -> None:
    g = _night_1()
    _do(g, "Sab sabotage Cal")
    g.advance()  # Day 1
    _do(g, "Cal elect Dee")  # Cal's own election vote counts
    for voter in ("Dee", "Eve", "Fay", "Gus"):
        _do(g, f"{voter} vote Cal")
    g.advance()
    assert "Mayor" in engine_of(g).player("Dee").offices
    assert not _alive(g, "Cal")


def test_saboteur_wolf_4_not_the_same_player_two_nights_in_a_row() -> None:
    g = _night_1()
    _do(g, "Sab sabotage Sab")  # itself: allowed
    g.advance()
    g.advance()  # Night 2
    assert "two nights in a row" in _refused(g, "Sab sabotage Sab").message
    _do(g, "Sab sabotage Wes")  # another pack member: allowed
    g.advance()
    g.advance()  # Night 3: the night after the gap, itself again
    _do(g, "Sab sabotage Sab")


def test_saboteur_wolf_5_the_sabotage_takes_effect_at_once() -> None:
    """saboteur-wolf.5 / RM29: immediate, a visit; a Saboteur who dies later that night has
    still sabotaged."""
    players = [*PLAYERS, ("Asa", "Assassin")]
    g = _game(players)
    for _ in range(3):
        g.advance()
    assert g.phase == "Night 2"  # the Assassin's first night
    res = _do(g, "Sab sabotage Cal")
    assert any("You sabotaged Cal" in m for m in res.told)
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Sab", "Cal")]
    _do(g, "Asa attack Sab")
    g.advance()
    assert not _alive(g, "Sab")
    for voter in ("Dee", "Eve", "Fay"):
        _do(g, f"{voter} elect Cal")
    g.advance()
    assert "Mayor" not in engine_of(g).player("Cal").offices


def test_saboteur_wolf_5_a_blocked_sabotage_fails() -> None:
    """R17 / RM29: a blocked Saboteur's sabotage fails: the winner is elected."""
    g = _night_1()
    eng = engine_of(g)
    eng.add_status(eng.player("Sab"), "blocked", source=0, until=state_of(g).phase)
    _do(g, "Sab sabotage Cal")
    assert any("Your sabotage of Cal failed" in m for m in g.private_messages("Sab"))
    g.advance()
    for voter in ("Dee", "Eve", "Fay"):
        _do(g, f"{voter} elect Cal")
    g.advance()
    assert "Mayor" in engine_of(g).player("Cal").offices
