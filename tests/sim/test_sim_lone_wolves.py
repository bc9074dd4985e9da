"""Heuristic bots play the Lone Wolf, the Lone Warlock, the Warlock, the Recluse and the Psychic
Wolf from the declarations alone (issue 18): in seeded bot games each role's ability (or the
rule that works for it) happens, the game accepts every move the bots make (no refusal), a lone
werewolf joins the pack as a Wolf once a pack member dies, and a pack wolf never attacks or
investigates its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Lone Wolf", "Lone Warlock", "Warlock", "Recluse", "Psychic Wolf", "Wolf",
         "Fortune Teller", "Aura Teller", "Plague Bearer", "Citizen", "Citizen", "Citizen",
         "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea",
         "Max", "Ned"]
SEEDS = range(8)


def _play(seed: int) -> tuple[Game, Counter[str]]:
    return play_rotated(NAMES, ROLES, seed, max_phases=60)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


_submits = submits


def test_lone_wolf_3_bots_hunt_with_no_refusal(games: list[tuple[Game, Counter[str]]]) -> None:
    hunts = 0
    for game, refused in games:
        assert not refused, refused
        hunts += len(_submits(game, "Lone Wolf", "hunt"))
    assert hunts >= 1
    outcomes = {e.rule for game, _ in games for e in game.events
                if e.rule in ("lone-wolf.4", "lone-wolf.5", "lone-wolf.6")}
    assert "lone-wolf.4" in outcomes


def test_warlock_2_bots_divine_with_no_refusal(games: list[tuple[Game, Counter[str]]]) -> None:
    used = 0
    for game, refused in games:
        assert not refused, refused
        used += len(_submits(game, "Warlock", "divine"))
        used += len(_submits(game, "Lone Warlock", "divine"))
    assert used >= 2
    told = sum(1 for game, _ in games for e in game.events if e.msg == "warlock.result")
    assert told >= 2


def test_lone_wolf_7_lone_werewolves_join_the_pack_in_bot_games(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    joined = [e for game, _ in games for e in game.events if e.kind == "joined_pack"]
    assert joined
    # once joined, they vote with the pack as any Wolf (a pack vote after the joining)
    voted = 0
    for game, _ in games:
        for e in game.events:
            if e.kind != "joined_pack":
                continue
            who = e.targets[0]
            voted += any(x.kind == "action_chosen" and x.actor == who
                         and x.params.get("verb") == "attack" for x in game.events[e.id:])
    assert voted >= 1


def test_recluse_b1_bots_powers_are_told_to_the_recluse(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    told = sum(1 for game, _ in games for e in game.events
               if e.msg in ("recluse.told", "recluse.told_by_wolf"))
    assert told >= 1


def test_pack_wolves_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        players = state_of(game).players
        dealt = {p.name for p in players if p.original_role in ("Wolf", "Psychic Wolf")}
        for role in ("Wolf", "Psychic Wolf"):
            for verb in ("attack", "guess"):
                for action in _submits(game, role, verb):
                    assert action[1] not in dealt, (role, action)


def test_psychic_wolf_b1_bots_guess_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    guesses = 0
    for game, refused in games:
        assert not refused, refused
        guesses += len(_submits(game, "Psychic Wolf", "guess"))
    assert guesses >= 1
    told = {e.msg for game, _ in games for e in game.events
            if e.msg in ("psychic.confirmed", "psychic.unconfirmed")}
    assert told
