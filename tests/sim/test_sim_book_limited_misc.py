"""The limited roles of issue 23's limited-misc item in seeded heuristic-bot games (sim/match.py):
the Cult Acolyte (its succession, the cult's extra attack after its death), the Juror (the
jury's investigation), the Flute Charmer (the charm) and the Detective (its
guesses and its nightly solution) each happen in some game, the game
accepts every move the bots make (no refusal), and a pack wolf never attacks its own pack. The
bots know no role: what they do comes from the declarations and the legal actions they see."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

NAMES = [f"P{i:02d}" for i in range(15)]
ROLES = ["Cult Leader", "Cult Acolyte", "Cult Acolyte", "Cult Member", "Juror", "Juror",
         "Juror", "Flute Charmer", "Flute Player", "Wolf", "Wolf", "Fortune Teller", "Citizen",
         "Citizen", "Detective"]
SEEDS = range(10)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def test_bots_make_no_refused_move(games: list[tuple[Game, Counter[str]]]) -> None:
    for seed, (_, refused) in zip(SEEDS, games, strict=True):
        assert not refused, (seed, refused)


def test_cult_acolyte_b1_cult_acolyte_3_bots_use_the_acolytes_rules(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    promoted = sum(1 for g, _ in games for e in g.events
                   if e.kind == "role_changed" and e.rule == "cult-acolyte.3")
    extra = sum(1 for g, _ in games for e in g.events
                if e.kind == "kill_attempt" and e.rule == "cult-acolyte.b1")
    voted = sum(len(submits(g, "Cult Acolyte", "sacrifice")) for g, _ in games)
    assert promoted >= 1 and extra >= 1 and voted >= 1


def test_juror_7_bots_investigate_with_the_jury(games: list[tuple[Game, Counter[str]]]) -> None:
    results = sum(1 for g, _ in games for e in g.events
                  if e.kind == "group_told" and e.rule == "juror.3")
    assert results >= 1
    assert sum(len(submits(g, "Juror", "indict")) for g, _ in games) >= 1


def test_flute_charmer_3_bots_charm(games: list[tuple[Game, Counter[str]]]) -> None:
    assert sum(len(submits(g, "Flute Charmer", "beguile")) for g, _ in games) >= 1
    assert any(e.kind == "charmed" for g, _ in games for e in g.events)


def test_a_wolf_never_attacks_its_own_pack(games: list[tuple[Game, Counter[str]]]) -> None:
    for g, _ in games:
        wolves = {p.name for p in state_of(g).players if p.original_role == "Wolf"}
        for move in submits(g, "Wolf", "attack"):
            assert not set(move[1:]) & wolves, move


def test_detective_1_detective_4_bots_guess_by_day_and_write_a_solution_by_night(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    assert sum(len(submits(g, "Detective", "deduce")) for g, _ in games) >= 1
    assert sum(len(submits(g, "Detective", "note")) for g, _ in games) >= 1
    judged = sum(1 for g, _ in games for e in g.events if e.rule in ("detective.5", "detective.6"))
    assert judged >= 1
