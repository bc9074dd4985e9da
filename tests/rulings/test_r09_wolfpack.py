"""R9: every living pack member votes (end of night, changeable); the most-voted target is
attacked; a tie or no votes: no attack; the attacker is a seeded-random voter for the target."""

from rulings_support import dead, do, events_of, new_game, to_phase

from werewolves.testing import state_of

PACK = {"Ann": "Wolf", "Bob": "Wolf", "Cid": "Wolf", "Dan": "Citizen", "Eve": "Citizen",
        "Fay": "Citizen", "Gus": "Citizen", "Hal": "Citizen"}


def test_r09_most_votes_wins() -> None:
    g = new_game(PACK)
    to_phase(g, "Night 1")
    do(g, "Ann attack Dan")
    do(g, "Bob attack Eve")
    do(g, "Cid attack Eve")
    g.advance()
    assert dead(g) == {"Eve"}
    # the attacker is one of the wolves who voted for Eve
    executor = events_of(g, "group_action")[0].actor
    assert executor in ("Bob", "Cid")
    assert [(v.actor, v.target) for v in state_of(g).visits] == [(executor, "Eve")]


def test_r09_tie_means_no_attack() -> None:
    g = new_game(PACK)
    to_phase(g, "Night 1")
    do(g, "Ann attack Dan")
    do(g, "Bob attack Eve")
    g.advance()
    assert dead(g) == set()
    assert not events_of(g, "kill_attempt")
    assert state_of(g).visits == []
    assert any("did not agree" in t for t in g.private_messages("Ann"))


def test_r09_no_votes_means_no_attack() -> None:
    g = new_game(PACK)
    to_phase(g, "Day 1")
    assert dead(g) == set()
    assert not events_of(g, "kill_attempt")


def test_r09_changed_vote_counts_once() -> None:
    g = new_game(PACK)
    to_phase(g, "Night 1")
    do(g, "Ann attack Dan")
    do(g, "Bob attack Eve")
    do(g, "Ann attack Eve")  # Ann changes her vote: Eve 2, Dan 0
    g.advance()
    assert dead(g) == {"Eve"}


def test_r09_only_voters_for_the_target_can_carry_it_out() -> None:
    for seed in range(12):
        g = new_game(PACK, seed=seed)
        to_phase(g, "Night 1")
        do(g, "Ann attack Dan")
        do(g, "Bob attack Dan")
        do(g, "Cid attack Eve")
        g.advance()
        draw = next(e for e in events_of(g, "random_draw")
                    if "executor" in e.data.get("purpose", ""))
        assert sorted(draw.data["options"]) == ["Ann", "Bob"]
        assert events_of(g, "group_action")[0].actor in ("Ann", "Bob")


def test_r09_dead_pack_member_cannot_vote() -> None:
    g = new_game(PACK)
    to_phase(g, "Day 1")
    for v in PACK:
        do(g, f"{v} vote Ann")
    to_phase(g, "Night 2")
    assert not g.player("Ann").alive
    r = g.submit("Ann", "attack Dan")
    assert not r
    do(g, "Bob attack Dan")
    do(g, "Cid attack Eve")
    g.advance()
    assert dead(g) == {"Ann"}  # Bob and Cid tie: no attack


def test_r09_non_member_cannot_vote_for_the_pack() -> None:
    g = new_game(PACK)
    to_phase(g, "Night 1")
    assert not g.submit("Dan", "attack Eve")
