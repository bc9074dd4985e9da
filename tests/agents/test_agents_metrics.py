"""The research metrics (issue 41 item 3) on hand-made game facts whose answers are worked out by
hand below, and the ballots read from a game's messages."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from werewolves.agents.metrics import METRICS, compute, day_of, marks, opposed
from werewolves.agents.record import ballots_of

JSON = dict[str, Any]


def _seat(name: str, agent: str, team: str, won: bool, died: int | None) -> JSON:
    return {"name": name, "agent": agent, "dealt_team": team, "team": team, "won": won,
            "died": died}


# Ann and Cid (agent A) are the town; Bob (agent B) the wolf; Dan (agent B) unaligned.
# The game's phases run from Day 0 (0) to Day 2 (4); Bob died in Day 1 (2), Cid in Night 2 (3).
GAME: JSON = {
    "seats": [
        _seat("Ann", "A", "town", True, None),
        _seat("Bob", "B", "wolves", False, 2),
        _seat("Cid", "A", "town", True, 3),
        _seat("Dan", "B", "unaligned", False, None),
    ],
    "phases": 4,
    "investigators": ["Cid", "Dan"],
    "ballots": [[2, "Ann", "Bob"], [2, "Bob", "Ann"], [2, "Cid", "Ann"], [2, "Dan", "Cid"],
                [4, "Ann", "Dan"]],
    "beliefs": [
        # Ann's first belief of day 1 is replaced by her second (only the last of a day counts)
        {"seat": "Ann", "phase_index": 1,
         "seats": {"Bob": {"opponent": 0.9}, "Cid": {"opponent": 0.7}, "Dan": {"opponent": 0.2}}},
        {"seat": "Ann", "phase_index": 2,
         "seats": {"Bob": {"teams": {"wolves": 0.8, "town": 0.2}},
                   "Cid": {"teams": {"wolves": 0.7, "town": 0.3}},
                   "Dan": {"roles": {"Fool": 0.6, "Citizen": 0.4}}}},
        {"seat": "Ann", "phase_index": 4, "seats": {"Dan": {"opponent": 0.4}}},
        {"seat": "Bob", "phase_index": 2,
         "seats": {"Ann": {"opponent": 0.6}, "Cid": {"opponent": 0.3}, "Dan": {"opponent": 0.51}}},
    ],
}


def _team(role: str) -> str:
    return {"Fool": "unaligned", "Citizen": "town"}[role]


def _counts(m: JSON) -> dict[str, tuple[int, int]]:
    return {k: (v["count"], v["of"]) for k, v in m.items()}


def test_metrics_of_a_hand_made_game_per_agent() -> None:
    """By hand. Win rate: A won both seats (2/2), B neither (0/2). VSS (ballots as the polls
    closed, opponents by the teams at the end): A's Ann→Bob yes, Cid→Ann no (both town),
    Ann→Dan yes (unaligned) = 2/3; B's Bob→Ann, Dan→Cid = 2/2. KSR over the 5 phases: the town's
    investigator Cid lived through phases 0-2 (3/5), counted for Ann and for Cid = 6/10; Dan is
    his own side's investigator and lived through all 5 = 5/5; Bob's wolves have none.
    Beliefs, the last of each day: Ann's day 1 marks Bob (0.8 wolves, right), Cid (0.7 wolves,
    wrong) and Dan (0.6 on an unaligned role, right): IRP 2 of 3; her day 2 leaves Dan unmarked
    (0.4). Bob's day 1 marks Ann (0.6) and Dan (0.51), both his opponents: IRP 2/2. Detection:
    Ann marked Bob and Dan on day 1, not Dan on day 2 = 2/3; Bob marked Ann and Dan, not Cid =
    2/3. Deception: A's seats read by their opponents — Ann marked by Bob, Cid not = 1/2; B's —
    Bob marked by Ann; Dan by Ann on day 1 and by Bob, not by Ann on day 2 = 3/4."""
    out = compute([GAME], ["A", "B"], _team)
    assert _counts(out["A"]["overall"]) == {
        "win_rate": (2, 2), "irp": (2, 3), "vss": (2, 3), "ksr": (6, 10),
        "detection": (2, 3), "deception": (1, 2),
    }
    assert _counts(out["B"]["overall"]) == {
        "win_rate": (0, 2), "irp": (2, 2), "vss": (2, 2), "ksr": (5, 5),
        "detection": (2, 3), "deception": (3, 4),
    }


def test_metrics_per_side_split_by_the_seats_dealt_team() -> None:
    """B's seats split into its wolf (Bob) and its unaligned seat (Dan): Bob's ballot 1/1 and
    deception 1/1 (Ann marked him), no investigator; Dan's ballot 1/1, KSR 5/5, deception 2/3."""
    out = compute([GAME], ["A", "B"], _team)
    assert set(out["B"]["teams"]) == {"wolves", "unaligned"}
    wolves, alone = _counts(out["B"]["teams"]["wolves"]), _counts(out["B"]["teams"]["unaligned"])
    assert wolves["vss"] == (1, 1) and wolves["deception"] == (1, 1) and wolves["ksr"] == (0, 0)
    assert wolves["irp"] == (2, 2) and wolves["win_rate"] == (0, 1)
    assert alone["vss"] == (1, 1) and alone["ksr"] == (5, 5) and alone["deception"] == (2, 3)
    assert alone["irp"] == (0, 0)


def test_each_metric_carries_its_wilson_interval() -> None:
    """2 of 3 (A's IRP): the Wilson 95 % interval worked out by hand is 0.2077 … 0.9385; a
    metric with nothing to count has no rate and the whole interval."""
    out = compute([GAME], ["A", "B", "C"], _team)
    irp = out["A"]["overall"]["irp"]
    assert irp["rate"] == pytest.approx(2 / 3, abs=1e-6)
    assert irp["ci_low"] == pytest.approx(0.2077, abs=1e-3)
    assert irp["ci_high"] == pytest.approx(0.9385, abs=1e-3)
    nothing = out["C"]["overall"]
    assert set(nothing) == set(METRICS)
    assert all(v["of"] == 0 and v["rate"] is None for v in nothing.values())


def test_only_the_last_belief_of_a_day_counts() -> None:
    """Without Ann's second belief of day 1, her first one counts: it marks Bob (right) and
    Cid (0.7, wrong), not Dan (0.2): IRP 1/2, and with her day 2 her detection is 1/3."""
    game = {**GAME, "beliefs": [b for b in GAME["beliefs"]
                                if not (b["seat"] == "Ann" and b["phase_index"] == 2)]}
    out = compute([game], ["A", "B"], _team)
    assert _counts(out["A"]["overall"])["irp"] == (1, 2)
    assert _counts(out["A"]["overall"])["detection"] == (1, 3)


def test_opponents_marks_and_days() -> None:
    assert opposed("town", "wolves") and not opposed("town", "town")
    assert opposed("unaligned", "unaligned")  # an unaligned player's goal is its own
    assert [day_of(i) for i in range(6)] == [0, 1, 1, 2, 2, 3]  # Night d and Day d: day d
    assert marks({"opponent": 0.51}, "town", _team)
    assert not marks({"opponent": 0.5}, "town", _team)  # above one half, not at it
    # the chances of the teams opposed to the believer's add up
    assert marks({"teams": {"wolves": 0.3, "plague": 0.3, "town": 0.4}}, "town", _team)
    assert not marks({"teams": {"wolves": 0.6, "plague": 0.2, "town": 0.2}}, "wolves", _team)
    assert marks({"roles": {"Fool": 0.6}}, "town", _team)


def _msg(key: str, phase: str, **params: str) -> Any:
    return SimpleNamespace(key=key, phase=phase, params=params)


def test_ballots_are_read_as_the_polls_closed() -> None:
    """A changed vote counts once, as it last stood; a withdrawn one not at all; the second
    lynch poll's ballot beside the first; another day's ballots apart."""
    msgs = [
        _msg("vote.cast", "Day 1", voter="Ann", target="Bob"),
        _msg("vote.cast", "Day 1", voter="Ann", target="Cid"),  # changed
        _msg("vote.cast", "Day 1", voter="Bob", target="Ann"),
        _msg("vote.withdrawn", "Day 1", voter="Bob"),  # taken back
        _msg("vote.cast2", "Day 1", voter="Cid", target="Bob"),
        _msg("vote.cast", "Day 1", voter="Cid", target="Dan"),
        _msg("death.died", "Night 2", player="Dan"),
        _msg("vote.cast_extra", "Day 2", voter="Ann", target="Bob", poll="lynch 3"),
    ]
    assert sorted(ballots_of(msgs)) == [
        [2, "Ann", "Cid"], [2, "Cid", "Bob"], [2, "Cid", "Dan"], [4, "Ann", "Bob"],
    ]
