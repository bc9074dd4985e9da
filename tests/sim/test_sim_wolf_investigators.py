"""Heuristic bots play the Tracking Wolf and the Sneaking Wolf from the declarations alone
(issue 18 item 5): in seeded bot games each role uses its ability with no refusal, and a wolf
never investigates (or attacks) its own pack."""

from __future__ import annotations

from collections import Counter

import pytest

from werewolves.game import Game, Setup
from werewolves.sim.agents import make_agent
from werewolves.sim.match import play_match

ROLES = ["Tracking Wolf", "Sneaking Wolf", "Wolf", "Fortune Teller", "Aura Teller", "Grandma",
         "Citizen", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim"]
SEEDS = range(6)
WOLVES = {"Tracking Wolf", "Sneaking Wolf", "Wolf"}


def _play(seed: int) -> tuple[Game, Counter[str]]:
    # the roles dealt to the names in a seeded order, so each seed seats them differently
    order = ROLES[seed % len(ROLES):] + ROLES[: seed % len(ROLES)]
    game = Game.new(Setup(list(zip(NAMES, order, strict=True))), seed)
    bots = {p: make_agent("heuristic", p, seed) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=60)
    return game, refused


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


def _submits(game: Game, role: str, verb: str) -> list[list[str]]:
    holders = {p.name for p in game.state.players if p.original_role == role}
    return [list(c["action"]) for c in game.commands
            if c["op"] == "submit" and c["player"] in holders and c["action"][0] == verb]


def test_the_tracking_wolf_tracks_with_no_refusal_and_never_its_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    tracks = 0
    for game, refused in games:
        assert not refused, refused
        pack = {p.name for p in game.state.players if p.original_role in WOLVES}
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
        pack = {p.name for p in game.state.players if p.original_role in WOLVES}
        for verb in ("attack", "track", "investigate", "inspect"):
            for role in ("Sneaking Wolf", "Tracking Wolf", "Wolf"):
                for action in _submits(game, role, verb):
                    assert action[1] not in pack, (role, action)
        used += len(_submits(game, "Sneaking Wolf", "attack"))
    assert used >= 1
