"""Heuristic bots play the foxes and the Tanner from the declarations alone (issue 18): in seeded
bot games each role uses its power with no refusal (the role or group it names comes from the
legal action's options), and no pack member attacks a member of its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Clairvoyant Fox", "Archivist Fox", "Disguised Fox", "Tanner", "Wolf", "Wolf",
         "Fortune Teller", "Aura Teller", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]
SEEDS = range(5)
POWERS = {"Clairvoyant Fox": "investigate", "Archivist Fox": "archive", "Disguised Fox": "wear",
          "Tanner": "tan"}


def _play(seed: int) -> tuple[Game, Counter[str]]:
    return play_rotated(NAMES, ROLES, seed, max_phases=40)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


_submits = submits


def test_the_bots_make_no_refused_move(games: list[tuple[Game, Counter[str]]]) -> None:
    for _, refused in games:
        assert not refused, refused


@pytest.mark.parametrize("role", sorted(POWERS))
def test_clairvoyant_fox_b1_archivist_fox_b1_disguised_fox_b1_tanner_b1_bots_use_each_power(
    games: list[tuple[Game, Counter[str]]], role: str
) -> None:
    used = [a for game, _ in games for a in _submits(game, role, POWERS[role])]
    assert used, role


def test_the_pack_hears_the_foxes_in_bot_games(games: list[tuple[Game, Counter[str]]]) -> None:
    told = {e.msg for game, _ in games for e in game.events if e.kind == "group_told"}
    assert {"cfox.pack", "dfox.pack"} <= told
    assert told & {"afox.pack", "afox.pack_empty"}


def test_no_pack_member_attacks_its_own_pack(games: list[tuple[Game, Counter[str]]]) -> None:
    for game, _ in games:
        for e in game.events:
            if e.kind == "action_chosen" and e.params.get("verb") == "attack":
                pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
                assert not set(e.targets) & pack, e
