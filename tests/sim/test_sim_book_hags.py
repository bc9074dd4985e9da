"""Heuristic bots play the hags, the Despot and the Riding Hood from the declarations alone
(issue 23 item 1): in seeded bot games each hag's spell is used (the Hag's discard, the Cautious
Hag's protection, the Prophetic Hag's look, the Vicious Hag's attack), the game accepts every
move the bots make (no refusal), and a pack wolf never attacks its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = [
    "Hag",
    "Cautious Hag",
    "Prophetic Hag",
    "Vicious Hag",
    "Despot",
    "Riding Hood",
    "Fortune Teller",
    "Wolf",
    "Wolf",
    "Wolf",
    "Citizen",
    "Citizen",
    "Citizen",
]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea", "Max"]
SEEDS = range(6)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def test_hag_2_cautious_hag_2_prophetic_hag_2_vicious_hag_2_bots_use_each_spell(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used: Counter[str] = Counter()
    for game, refused in games:
        assert not refused, refused
        used["discard"] += len(submits(game, "Hag", "discard"))
        for role, verb in (
            ("Cautious Hag", "shield"),
            ("Prophetic Hag", "foresee"),
            ("Vicious Hag", "hex"),
        ):
            used[verb] += len(submits(game, role, verb))
    assert all(used[v] >= 1 for v in ("discard", "shield", "foresee", "hex")), used


def test_hags_the_coven_is_wronged_and_the_hags_play_on(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    wronged = sum(1 for game, _ in games for e in game.events if e.kind == "wronged")
    assert wronged >= 1


def test_riding_hood_b1_despot_b1_pack_wolves_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for e in game.events:
            if e.kind == "action_chosen" and e.params.get("verb") == "attack" and e.targets:
                assert e.targets[0] not in pack, (e.actor, e.targets[0])


PET_ROLES = [
    "Dog",
    "Cat",
    "Psychopath",
    "Fortune Teller",
    "Wolf",
    "Wolf",
    "Citizen",
    "Citizen",
    "Citizen",
    "Citizen",
]


@pytest.fixture(scope="module")
def pet_games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES[:10], PET_ROLES, seed, max_phases=40) for seed in SEEDS]


def test_dog_b1_psychopath_5_psychopath_9_bots_use_each_power(
    pet_games: list[tuple[Game, Counter[str]]],
) -> None:
    used: Counter[str] = Counter()
    for game, refused in pet_games:
        assert not refused, refused
        # the Dog's choice, or the default one: either way the Dog and the Cat change
        assert all(p.role not in ("Dog", "Cat") for p in state_of(game).players)
        used["become"] += len(submits(game, "Dog", "become"))
        for verb in ("mask", "probe", "veil"):
            used[verb] += len(submits(game, "Psychopath", verb))
    # the day's look and the day's veil share one use a day: one of them at least
    assert used["become"] >= 1 and used["mask"] >= 1, used
    assert used["probe"] + used["veil"] >= 1, used


def test_dog_b1_pack_wolves_never_attack_their_own_pack(
    pet_games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in pet_games:
        pack = {p.name: -1 for p in state_of(game).players if p.original_role == "Wolf"}
        for e in game.events:
            # a Dog or a Cat that joined the pack is a packmate from then on
            if e.kind == "joined_pack":
                pack.setdefault(e.targets[0], e.id)
            if e.kind == "action_chosen" and e.params.get("verb") == "attack" and e.targets:
                joined = pack.get(e.targets[0])
                assert joined is None or e.id < joined, (e.actor, e.targets[0])
