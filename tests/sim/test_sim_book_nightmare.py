"""Issue 23's nightmare team (Reaper, Spirit, Wraith) in seeded heuristic-bot games
(sim/match.py): the Reaper and the Wraith use their ability in some game, the Reaper borrows
the powers of the dead, the game accepts every move the bots make (no refusal), and a wolf never
attacks its own pack. The bots know no role: what they do comes from the declarations, the
legal actions and the messages' meanings."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Reaper", "Wraith", "Wolf", "Wolf", "Fortune Teller", "Hooker", "Vampire", "Huntress",
         "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]
SEEDS = range(10)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def test_reaper_1_wraith_6_reaper_8_bots_use_each_power_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used: Counter[str] = Counter()
    for game, refused in games:
        assert not refused, refused
        used["Reaper"] += len(submits(game, "Reaper", "haunt"))
        used["Wraith"] += len(submits(game, "Wraith", "haunt"))
        for verb in ("reap", "peer", "recruit", "mark"):
            used["dead"] += len(submits(game, "Reaper", verb))
    assert used["Reaper"] and used["Wraith"] and used["dead"], used


def test_bots_in_a_nightmare_game_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    seen = 0
    for game, _ in games:
        pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for e in game.events:
            if e.kind not in ("action", "action_chosen") or e.actor not in pack or not e.targets:
                continue
            if (e.params.get("verb") or e.data.get("verb")) == "attack":
                seen += 1
                assert e.targets[0] not in pack, (e.actor, e.targets)
    assert seen
