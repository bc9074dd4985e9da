"""R1: Day 0 → Night 1 → Day 1 → …; Day 0 has no lynch and no election; starting abilities
happen before Day 0; phases are written ``Day N`` / ``Night N``."""

from rulings_support import events_of, new_game, refuse

from werewolves.engine.phases import parse_phase, phase_name
from werewolves.game import Reason
from werewolves.testing import state_of

FIVE = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen",
        "Eve": "Citizen"}


def test_r01_phase_sequence_and_names() -> None:
    g = new_game(FIVE)
    seen = [g.phase]
    for _ in range(4):
        g.advance()
        seen.append(g.phase)
    assert seen == ["Day 0", "Night 1", "Day 1", "Night 2", "Day 2"]
    assert g.phase_index == 4


def test_r01_phase_index_round_trip() -> None:
    # R1: Day n = 2n, Night n = 2n - 1; there is no Night 0
    assert [phase_name(i) for i in range(5)] == ["Day 0", "Night 1", "Day 1", "Night 2", "Day 2"]
    for i in range(40):
        assert parse_phase(phase_name(i)) == i
    assert parse_phase("Night 0") is None
    assert parse_phase("Dusk 1") is None


def test_r01_day0_has_no_lynch_and_no_election() -> None:
    g = new_game(FIVE)
    assert g.phase == "Day 0"
    assert state_of(g).polls == []
    assert refuse(g, "Ann vote Bob").reason == Reason.WRONG_PHASE
    assert refuse(g, "Ann elect Bob").reason == Reason.WRONG_PHASE
    assert all(a.verb not in ("vote", "elect") for a in g.legal_actions("Ann"))
    g.advance()
    g.advance()
    # from Day 1 both polls exist
    assert g.phase == "Day 1"
    assert {p.name for p in state_of(g).polls} == {"lynch", "election"}
    assert {a.verb for a in g.legal_actions("Ann")} >= {"vote", "elect"}


def test_r01_day0_ends_with_nobody_dead_and_no_office() -> None:
    g = new_game(FIVE)
    g.advance()
    assert g.phase == "Night 1"
    assert all(p.alive for p in state_of(g).players)
    assert all(not p.offices for p in state_of(g).players)
    assert not events_of(g, "poll_closed")


def test_r01_starting_abilities_before_day0() -> None:
    g = new_game(FIVE)
    starts = [e.id for e in events_of(g, "phase_started")]
    dealt = [e.id for e in events_of(g, "role_dealt")]
    assert len(dealt) == 5
    # roles are dealt (and starting abilities run) before Day 0 begins
    assert max(dealt) < starts[0]
    assert g.events[starts[0]].params["phase"] == "Day 0"


def test_r01_messages_write_phases_exactly() -> None:
    g = new_game(FIVE)
    g.advance()
    g.advance()
    texts = g.announcements()
    assert "Night 1 begins." in texts
    assert "Day 1 begins." in texts
