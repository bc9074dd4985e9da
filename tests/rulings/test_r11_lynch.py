"""R11: from Day 1 each living player may vote (changeable until the day ends), weight 1; the
highest positive total is lynched; a tie or no votes: nobody; a winner who died during the day:
nothing happens."""

from rulings_support import (
    dead,
    death_kind,
    do,
    events_of,
    new_game,
    rules_with_test_roles,
    to_phase,
)

from werewolves.testing import engine_of

SIX = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen", "Eve": "Citizen",
       "Fay": "Wolf"}


def test_r11_most_votes_is_lynched() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    do(g, "Bob vote Ann")
    do(g, "Cid vote Ann")
    do(g, "Ann vote Bob")
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).tally(lynch) == {"Ann": 2, "Bob": 1}
    g.advance()
    assert dead(g) == {"Ann"} and death_kind(g, "Ann") == "lynch"


def test_r11_tie_lynches_nobody() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    do(g, "Bob vote Ann")
    do(g, "Cid vote Ann")
    do(g, "Ann vote Bob")
    do(g, "Fay vote Bob")
    g.advance()
    assert dead(g) == set()
    # issue 36 item 4: the tie is named, with the tied players and their count
    assert "Nobody is lynched today: a tie, Ann, Bob with 2 each." in g.announcements()


def test_r11_no_votes_lynches_nobody() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    g.advance()
    assert dead(g) == set()
    assert not events_of(g, "kill_attempt")
    # issue 36 item 4: a day with no votes says so, not as a tie would
    assert "Nobody is lynched today: nobody voted." in g.announcements()


def test_r11_vote_can_be_changed() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    do(g, "Bob vote Ann")
    do(g, "Cid vote Ann")
    do(g, "Dan vote Fay")
    do(g, "Bob vote Fay")  # replaces Bob's vote for Ann
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).tally(lynch) == {"Ann": 1, "Fay": 2}
    g.advance()
    assert dead(g) == {"Fay"}


def test_r11_unvote_withdraws() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    do(g, "Bob vote Ann")
    do(g, "Cid vote Ann")
    do(g, "Dan vote Fay")
    do(g, "Bob unvote")
    do(g, "Cid unvote")
    g.advance()
    assert dead(g) == {"Fay"}


def test_r11_vote_is_public() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    do(g, "Bob vote Ann")
    assert "Bob votes to lynch Ann." in g.messages("Eve")


def test_r11_a_player_may_vote_for_themself() -> None:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    do(g, "Bob vote Bob")
    g.advance()
    assert dead(g) == {"Bob"}


def test_r11_winner_who_died_during_the_day_nothing_happens() -> None:
    players = {"Ann": "Wolf", "Bob": "Citizen", "Exe": "Executioner", "Dan": "Citizen",
               "Eve": "Citizen", "Fay": "Wolf"}
    g = new_game(players, rules=rules_with_test_roles())
    to_phase(g, "Day 1")
    do(g, "Ann vote Bob")
    do(g, "Fay vote Bob")
    do(g, "Dan vote Eve")
    do(g, "Exe execute Bob")
    assert death_kind(g, "Bob") == "kill"
    g.advance()
    # Bob still won the poll (2 votes against 1): nobody else is lynched
    assert dead(g) == {"Bob"}
    assert death_kind(g, "Bob") == "kill"
    assert any("Bob won the lynch poll but is already dead" in t for t in g.announcements())
    assert g.player("Eve").alive
