"""Heuristic bots play the Tracking Wolf and the Sneaking Wolf from the declarations alone
(issue 18 item 5): in seeded bot games each role uses its ability with no refusal, and a wolf
never investigates (or attacks) its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Tracking Wolf", "Sneaking Wolf", "Wolf", "Fortune Teller", "Aura Teller", "Grandma",
         "Citizen", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim"]
SEEDS = range(6)
WOLVES = {"Tracking Wolf", "Sneaking Wolf", "Wolf"}


def _play(seed: int) -> tuple[Game, Counter[str]]:
    return play_rotated(NAMES, ROLES, seed, max_phases=60)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


_submits = submits


def test_the_tracking_wolf_tracks_with_no_refusal_and_never_its_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    tracks = 0
    for game, refused in games:
        assert not refused, refused
        pack = {p.name for p in state_of(game).players if p.original_role in WOLVES}
        for action in _submits(game, "Tracking Wolf", "track"):
            tracks += 1
            assert action[1] not in pack, action
    assert tracks >= 1


def test_the_sneaking_wolf_hunts_with_the_pack_with_no_refusal_and_never_its_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used = 0
    for game, refused in games:
        assert not refused, refused
        pack = {p.name for p in state_of(game).players if p.original_role in WOLVES}
        for verb in ("attack", "track", "investigate", "inspect"):
            for role in ("Sneaking Wolf", "Tracking Wolf", "Wolf"):
                for action in _submits(game, role, verb):
                    assert action[1] not in pack, (role, action)
        used += len(_submits(game, "Sneaking Wolf", "attack"))
    assert used >= 1
