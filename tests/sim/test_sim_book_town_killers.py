"""Heuristic bots play the role book's townsfolk of issue 19 (the Witch, the Priest, the Crowd
Seeker, the Coroner, the Barber) from the declarations alone: in seeded bot games each role uses
its ability (the Coroner hears its reports) with no refusal, and a wolf never attacks its own
pack. The bots know no role: what they do comes from the declarations and the legal actions they
are shown."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Witch", "Priest", "Wolf", "Wolf", "Wolf", "Fortune Teller", "Crowd Seeker", "Coroner",
         "Barber", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]
SEEDS = range(8)
WOLVES = {"Wolf"}


def _play(seed: int) -> tuple[Game, Counter[str]]:
    return play_rotated(NAMES, ROLES, seed, max_phases=60)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


_submits = submits


def _pack(game: Game) -> set[str]:
    return {p.name for p in state_of(game).players if p.original_role in WOLVES}


def test_witch_5_witch_6_bots_use_each_potion_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    brews = poisons = 0
    for game, refused in games:
        assert not refused, refused
        brews += len(_submits(game, "Witch", "brew"))
        poisons += len(_submits(game, "Witch", "hex"))
    assert brews >= 1 and poisons >= 1


def test_priest_b1_bots_throw_holy_water_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used = 0
    for game, refused in games:
        assert not refused, refused
        used += len(_submits(game, "Priest", "sprinkle"))
    assert used >= 1


def test_crowd_seeker_1_bots_seek_with_no_refusal_and_never_their_own_seat(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used = 0
    for game, refused in games:
        assert not refused, refused
        seekers = {p.name for p in state_of(game).players if p.original_role == "Crowd Seeker"}
        for action in _submits(game, "Crowd Seeker", "seek"):
            used += 1
            assert len(action) >= 7 and not seekers & set(action[1:4]), action
    assert used >= 1


def test_coroner_b1_a_coroner_in_a_bot_game_hears_of_the_deaths(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    reports = 0
    for game, _ in games:
        reports += sum(1 for e in game.events if e.msg == "coroner.report")
    assert reports >= 1


def test_barber_1_bots_shave_by_day_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used = 0
    for game, refused in games:
        assert not refused, refused
        for action in _submits(game, "Barber", "shave"):
            used += 1
            assert action[-1] in ("hidden", "revealed"), action
    assert used >= 1


def test_a_wolf_never_attacks_its_own_pack(games: list[tuple[Game, Counter[str]]]) -> None:
    for game, _ in games:
        pack = _pack(game)
        for name in pack:
            for c in game.commands:
                if c["op"] == "submit" and c["player"] == name and c["action"][0] == "attack":
                    assert c["action"][1] not in pack, c
