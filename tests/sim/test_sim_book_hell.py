"""Heuristic bots play the Hell team (Devil, Demon, Imp, Cerberus) from the declarations alone
(issue 23): in seeded bot games each hell role with an ability uses it (the disguise, the soul
protection and attack, the wager, the offer), the wager's and the offer's recipients answer
them, the game accepts every move the bots make (no refusal), a soul is never aimed at hell, and
a pack wolf never attacks its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Devil", "Demon", "Cerberus", "Imp", "Wolf", "Wolf", "Fortune Teller", "Aura Teller",
         "Citizen", "Citizen", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea",
         "Max", "Ned"]
SEEDS = range(8)
HELL = {"Devil", "Demon", "Cerberus", "Imp"}


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def _used(games: list[tuple[Game, Counter[str]]], role: str, verb: str) -> int:
    return sum(len(submits(g, role, verb)) for g, _ in games)


def _answered(games: list[tuple[Game, Counter[str]]], verb: str) -> int:
    return sum(1 for g, _ in games for c in g.commands
               if c["op"] == "submit" and c["action"][0] == verb)


def test_devil_b1_devil_3_souls_1_souls_4_bots_use_every_ability_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for _, refused in games:
        assert not refused, refused
    for role, verb in (("Devil", "masquerade"), ("Devil", "wager"), ("Devil", "ward"),
                       ("Demon", "masquerade"), ("Demon", "ward"), ("Demon", "smite"),
                       ("Cerberus", "masquerade"), ("Cerberus", "offer")):
        assert _used(games, role, verb) >= 1, (role, verb)
    assert _used(games, "Devil", "smite") + _used(games, "Demon", "smite") >= 1


def test_wager_2_wager_7_wager_11_cerberus_9_recipients_answer_the_wager_and_the_offer(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for verb in ("condemn", "shelter", "unmask", "accept"):
        assert _answered(games, verb) >= 1, verb


def test_souls_4_no_soul_is_aimed_at_hell_and_the_pack_spares_itself(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        dealt = {p.name: p.original_role for p in state_of(game).players}
        for c in game.commands:
            if c["op"] != "submit" or len(c["action"]) < 2:
                continue
            verb, target = c["action"][0], c["action"][1]
            if verb in ("smite", "wager", "offer"):
                assert dealt.get(target) not in HELL, c
            if verb == "attack" and dealt[c["player"]] == "Wolf":
                assert dealt.get(target) != "Wolf", c
