"""Heuristic bots play the Alpha Wolf, the Direwolf, the Trickster Wolf and the Saboteur Wolf
from the declarations alone (issue 18): in seeded bot games each role's ability is used (or its
passive rule happens) with no refusal, and a wolf never attacks or sabotages its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Alpha Wolf", "Trickster Wolf", "Saboteur Wolf", "Direwolf", "Fortune Teller",
         "Grandma", "Citizen", "Citizen", "Citizen", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
         "Max"]
SEEDS = range(8)
WOLVES = {"Alpha Wolf", "Trickster Wolf", "Saboteur Wolf", "Direwolf", "Wolf"}


def _play(seed: int) -> tuple[Game, Counter[str]]:
    return play_rotated(NAMES, ROLES, seed, max_phases=60)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


def _pack(game: Game) -> set[str]:
    return {p.name for p in state_of(game).players if p.original_role in WOLVES}


def _submits(game: Game, roles: set[str], verb: str) -> list[list[str]]:
    holders = {p.name for p in state_of(game).players if p.original_role in roles}
    return [list(c["action"]) for c in game.commands
            if c["op"] == "submit" and c["player"] in holders and c["action"][0] == verb]


def test_no_refusal_and_no_wolf_aims_at_its_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, refused in games:
        assert not refused, refused
        pack = _pack(game)
        for verb in ("attack", "attack2", "overwrite", "overwrite2", "sabotage"):
            for action in _submits(game, WOLVES, verb):
                assert action[1] not in pack, action
        attempts = [e for e in game.events if e.kind == "kill_attempt" and e.actor in pack]
        assert not [e for e in attempts if e.targets[0] in pack]


def test_alpha_wolf_2_bots_overwrite_the_packs_attack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    assert sum(1 for g, _ in games for e in g.events if e.kind == "group_taken_over") >= 1


def test_direwolf_1_a_lone_direwolf_bot_attacks_twice(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    extra = 0
    for game, _ in games:
        dire = {p.name for p in state_of(game).players if p.original_role == "Direwolf"}
        extra += sum(
            1 for e in game.events
            if e.kind == "kill_attempt" and e.rule == "wolf-cub.1" and e.actor in dire
        )
    assert extra >= 1


def test_trickster_wolf_1_a_trickster_bots_vote_counts_minus_one(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    against = 0
    for game, _ in games:
        for e in game.events:
            if e.kind != "poll_closed":
                continue
            for b in e.data["breakdown"]["ballots"]:
                against += any(m["rule"] == "trickster-wolf.1" for m in b["modifiers"])
    assert against >= 1


def test_saboteur_wolf_1_bots_sabotage(games: list[tuple[Game, Counter[str]]]) -> None:
    assert sum(len(_submits(g, {"Saboteur Wolf"}, "sabotage")) for g, _ in games) >= 1
