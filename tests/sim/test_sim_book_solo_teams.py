"""Heuristic bots play issue 23's solo teams from the declarations alone: the pyros (Pyromancer,
Wisp, Firebug), the White Werewolf and the Plague Carrier. In seeded bot games each role with an
ability uses it (powder, ignite, ward, a Wisp's visit, the White Werewolf's attack on the pack)
and its effect happens, the game accepts every move the bots make (no refusal), and a pack wolf
never attacks or investigates its own pack, the White Werewolf in it included."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Pyromancer", "Firebug", "Wisp", "White Werewolf", "Wolf", "Wolf", "Tracking Wolf",
         "Plague Bearer", "Plague Carrier", "Fortune Teller", "Citizen", "Citizen", "Citizen",
         "Citizen", "Citizen"]
NAMES = [f"P{i:02d}" for i in range(len(ROLES))]
SEEDS = range(8)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def _used(games: list[tuple[Game, Counter[str]]], role: str, verb: str) -> int:
    return sum(len(submits(game, role, verb)) for game, _ in games)


def _attempts(games: list[tuple[Game, Counter[str]]], rule: str) -> int:
    return sum(1 for game, _ in games for e in game.events
               if e.kind == "kill_attempt" and e.rule == rule)


def test_bots_make_no_refused_move(games: list[tuple[Game, Counter[str]]]) -> None:
    for _game, refused in games:
        assert not refused, refused


def test_pyromancer_1_pyromancer_2_bots_powder_and_ignite(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    assert _used(games, "Pyromancer", "powder") >= 1
    assert _used(games, "Pyromancer", "ignite") >= 1
    assert _attempts(games, "pyromancer.2") >= 1


def test_wisp_1_wisp_2_bots_visit_powder_and_ignite(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    assert _used(games, "Wisp", "kindle") >= 1
    assert _attempts(games, "wisp.1") >= 1


def test_firebug_b1_firebug_2_bots_powder_and_ward_and_a_ward_backfires(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    assert _used(games, "Firebug", "powder") >= 1
    assert _used(games, "Firebug", "ward") >= 1
    assert _attempts(games, "firebug.3") >= 1


def test_white_werewolf_b2_bots_attack_the_pack(games: list[tuple[Game, Counter[str]]]) -> None:
    assert _used(games, "White Werewolf", "devour") >= 1
    assert _attempts(games, "white-werewolf.5") >= 1
    for game, _ in games:
        pack = {p.name for p in state_of(game).players
                if p.original_role in ("Wolf", "Tracking Wolf")}
        for words in submits(game, "White Werewolf", "devour"):
            assert words[1] in pack


def test_white_werewolf_1_pack_wolves_never_attack_or_track_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = {p.name for p in state_of(game).players
                if p.original_role in ("Wolf", "Tracking Wolf", "White Werewolf")}
        for role in ("Wolf", "Tracking Wolf"):
            for verb in ("attack", "track"):
                for words in submits(game, role, verb):
                    assert words[1] not in pack, (role, words)
