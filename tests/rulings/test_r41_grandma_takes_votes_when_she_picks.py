"""R41: Grandma's pick is immediate (S2.22): a player who had a vote when she picked them gives
it to her for the next day even if they die before that day starts."""

from __future__ import annotations

from werewolves.engine import tally
from werewolves.game import Game, Setup
from werewolves.testing import engine_of


def test_r41_a_pick_killed_in_the_night_still_gives_grandma_the_vote() -> None:
    g = Game.new(
        Setup(
            [
                ("Gma", "Grandma"),
                ("Dan", "Wolf"),
                ("Cid", "Citizen"),
                ("Eve", "Citizen"),
                ("Fay", "Citizen"),
                ("Gus", "Citizen"),
                ("Hal", "Citizen"),
            ]
        ),
        seed=0,
    )
    g.advance()  # Night 1
    assert g.submit("Gma", "choose", "Cid", "Eve")
    assert g.submit("Dan", "attack", "Cid")
    g.advance()  # Day 1: Cid died in the night, after being picked
    assert g.phase == "Day 1" and not g.player("Cid").alive
    assert g.submit("Gma", "vote", "Dan")
    poll = engine_of(g).poll("lynch")
    assert poll is not None
    ballots = {b.voter: b.counted for b in tally.breakdown(engine_of(g), poll).ballots}
    assert ballots["Gma"] == 2, ballots


def test_r41_grandma_is_told_at_the_pick_that_a_pick_has_no_vote() -> None:
    """R41 / S2.30: a pick with no vote to take (War's doom empties it) is told to Grandma at
    once, with her choice (the scenario contract's words: "no vote"), and not again when the
    next day starts; a pick who has a vote tells her nothing of the kind."""
    g = Game.new(
        Setup(
            [
                ("Gma", "Grandma"),
                ("War", "Horseman of War"),
                ("Dan", "Wolf"),
                ("Cid", "Citizen"),
                ("Eve", "Citizen"),
                ("Fay", "Citizen"),
            ]
        ),
        seed=0,
    )
    g.advance()  # Night 1
    assert g.submit("War", "doom", "Cid")
    accepted = g.submit("Gma", "choose", "Cid", "Eve")
    assert accepted
    told = accepted.told
    assert any("Cid" in t and "no vote" in t for t in told), told
    assert not any("Eve" in t and "no vote" in t for t in told), told
    before = len(g.events)
    g.advance()  # Day 1
    assert not any("no vote" in t for t in g.private_messages("Gma", before))
