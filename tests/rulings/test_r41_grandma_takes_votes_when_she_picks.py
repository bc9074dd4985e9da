"""R41: Grandma's pick is immediate (S2.22): a player who had a vote when she picked them gives
it to her for the next day even if they die before that day starts."""

from __future__ import annotations

from werewolves.engine import tally
from werewolves.game import Game, Setup


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
    poll = g.engine.poll("lynch")
    assert poll is not None
    ballots = {b.voter: b.counted for b in tally.breakdown(g.engine, poll).ballots}
    assert ballots["Gma"] == 2, ballots
