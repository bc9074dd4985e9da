"""Heuristic bots play the Mad Scientist, the Fletcher (and the customer it makes) and the Ranger
from the declarations alone (issue 19): in seeded bot games each role's ability is used with no
refusal (a scientist picks a subject, a Fletcher commissions a customer who aims, a Fletcher
revokes, a Ranger targets), each death power fires at least once (a subject dies with the
scientist, a customer shoots, a Ranger's target is revealed), and a pack wolf never attacks its
own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Mad Scientist", "Fletcher", "Ranger", "Ranger", "Huntress", "Fortune Teller", "Wolf",
         "Wolf", "Wolf", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea",
         "Max"]
SEEDS = range(12)  # a customer's dying shot is rare: seeds 9 and 11 have one (RM591)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def _kinds(game: Game, rule: str) -> list[str]:
    return [e.kind for e in game.events if e.rule == rule]


def test_mad_scientist_3_bots_pick_a_subject_and_one_dies_with_them(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    picked = taken = 0
    for game, refused in games:
        assert not refused, refused
        picked += len(submits(game, "Mad Scientist", "target"))
        taken += sum(1 for e in game.events if e.kind == "death" and e.rule == "R8"
                     and any(game.events[c].rule == "test-subject.3" for c in e.causes))
    assert picked >= 1 and taken >= 1


def test_fletcher_1_bots_commission_aim_and_revoke(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    commissioned = aimed = revoked = shots = 0
    for game, refused in games:
        assert not refused, refused
        commissioned += len(submits(game, "Fletcher", "commission"))
        revoked += len(submits(game, "Fletcher", "revoke"))
        aimed += sum(1 for c in game.commands if c["op"] == "submit" and c["action"][0] == "aim")
        shots += len(_kinds(game, "fletchers-customer.3"))
    assert commissioned == len(SEEDS)  # every Fletcher chooses on Day 0
    assert aimed >= 1 and revoked >= 1 and shots >= 1


def test_ranger_1_bots_target_and_a_dying_ranger_reveals(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    targeted = revealed = 0
    for game, refused in games:
        assert not refused, refused
        targeted += len(submits(game, "Ranger", "target"))
        revealed += sum(1 for e in game.events if e.msg == "ranger.exposed")
    assert targeted >= 1 and revealed >= 1


def test_ranger_1_pack_wolves_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for e in game.events:
            if e.kind == "action_chosen" and e.params.get("verb") == "attack" and e.targets:
                assert e.targets[0] not in pack, (e.actor, e.targets[0])
