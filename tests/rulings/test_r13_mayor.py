"""R13: while 15 or fewer are alive the Mayor's vote on public polls counts one extra, in the
direction of the normal vote; with more than 15 alive the Mayor may instead call a second lynch
poll for the next day."""

from typing import Any

from rulings_support import dead, do, events_of, new_game, rules_with_test_roles, to_phase

from werewolves.engine.core import Engine
from werewolves.engine.state import Player, Poll
from werewolves.game import Game, Reason
from werewolves.testing import engine_of, state_of

SIX = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen", "Eve": "Citizen",
       "Fay": "Wolf"}


def _with_mayor(players: dict[str, str], mayor: str, **kw: Any) -> Game:
    g = new_game(players, **kw)
    to_phase(g, "Day 1")
    for p in g.living():
        do(g, f"{p} elect {mayor}")
    to_phase(g, "Day 2")
    assert g.player(mayor).offices == ["Mayor"]
    return g


def _big_town() -> dict[str, str]:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim",
             "Lea", "Max", "Ned", "Oli", "Pam", "Quin"]
    roles = {n: "Citizen" for n in names}
    roles["Ann"] = roles["Fay"] = "Wolf"
    return roles  # 17 players


def test_r13_mayor_vote_counts_two() -> None:
    g = _with_mayor(SIX, "Bob")
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None
    assert engine_of(g).vote_weight(g.player("Bob"), lynch) == 2
    assert engine_of(g).vote_weight(g.player("Cid"), lynch) == 1
    do(g, "Bob vote Ann")
    do(g, "Cid vote Eve")
    do(g, "Dan vote Eve")
    assert engine_of(g).tally(lynch) == {"Ann": 2, "Eve": 2}
    g.advance()
    assert dead(g) == set()  # a tie thanks to the Mayor's extra vote


def test_r13_mayor_extra_vote_decides() -> None:
    g = _with_mayor(SIX, "Bob")
    do(g, "Bob vote Ann")
    do(g, "Cid vote Eve")
    g.advance()
    assert dead(g) == {"Ann"}


def test_r13_mayor_extra_vote_on_the_election_too() -> None:
    g = _with_mayor(SIX, "Bob")
    election = engine_of(g).poll("election")
    assert election is not None and election.office == "Reporter"
    do(g, "Bob elect Cid")
    do(g, "Dan elect Eve")
    assert engine_of(g).tally(election) == {"Cid": 2, "Eve": 1}
    g.advance()
    assert g.player("Cid").offices == ["Reporter"]


def test_r13_mayor_extra_vote_not_on_the_pack_poll() -> None:
    g = _with_mayor(SIX, "Ann")  # a wolf Mayor
    to_phase(g, "Night 3")
    do(g, "Ann attack Bob")
    do(g, "Fay attack Cid")
    g.advance()
    assert dead(g) == set()  # 1 against 1: the pack poll is not a public poll


def _negative(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """TEST-ONLY: a player marked ``negative`` votes with weight −1."""
    return -1 if voter.memory.get("negative") else weight


def test_r13_negative_normal_vote_makes_the_extra_vote_negative() -> None:
    rules = rules_with_test_roles()
    rules.on("vote_weight", _negative)
    g = _with_mayor(SIX, "Bob", rules=rules)
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None
    g.player("Bob").memory["negative"] = True
    assert engine_of(g).vote_weight(g.player("Bob"), lynch) == -2
    g.player("Cid").memory["negative"] = True
    assert engine_of(g).vote_weight(g.player("Cid"), lynch) == -1


def test_r13_no_extra_vote_with_more_than_15_alive() -> None:
    g = _with_mayor(_big_town(), "Bob")
    assert len(g.living()) == 17
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).vote_weight(g.player("Bob"), lynch) == 1


def test_r13_extra_vote_returns_at_15_alive() -> None:
    g = _with_mayor(_big_town(), "Bob")
    for victim in ("Pam", "Quin"):
        for p in g.living():
            do(g, f"{p} vote {victim}")
        g.advance()  # lynched at the end of the day
        g.advance()  # nobody attacks at night
    assert len(g.living()) == 15 and g.phase.startswith("Day")
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).vote_weight(g.player("Bob"), lynch) == 2


def test_r13_second_lynch_poll_with_more_than_15_alive() -> None:
    g = _with_mayor(_big_town(), "Bob")
    to_phase(g, "Night 3")
    assert any(a.verb == "secondpoll" for a in g.legal_actions("Bob"))
    assert g.submit("Cid", "secondpoll").reason == Reason.NOT_YOUR_ABILITY  # type: ignore[union-attr]
    do(g, "Bob secondpoll")
    to_phase(g, "Day 3")
    assert {p.name for p in state_of(g).polls} >= {"lynch", "lynch 2"}
    for p in ("Bob", "Cid", "Dan"):
        do(g, f"{p} vote Gus")
    for p in ("Eve", "Gus", "Hal"):
        do(g, f"{p} vote2 Ida")
    g.advance()
    assert {"Gus", "Ida"} <= dead(g)
    assert g.player("Ida").death.kind == "lynch"  # type: ignore[union-attr]


def test_r13_vote2_refused_without_a_second_poll() -> None:
    g = _with_mayor(_big_town(), "Bob")
    assert g.submit("Cid", "vote2 Dan").reason == Reason.NOT_NOW  # type: ignore[union-attr]
    to_phase(g, "Day 3")  # nobody called a second poll
    assert engine_of(g).poll("lynch 2") is None
    assert not g.submit("Cid", "vote2 Dan")
    assert not [e for e in events_of(g, "announced") if e.msg == "poll.second_lynch_open"]
