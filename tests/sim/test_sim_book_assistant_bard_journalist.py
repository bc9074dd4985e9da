"""Heuristic bots play the Assistant, the Bard and the Journalist from the declarations alone
(issue 19): in seeded bot games the Assistant targets and a wolfish power is sent on, the town
hears the Bard's story time, the Journalist names a role and a journal passes on; the game
accepts every move the bots make (no refusal), and a pack wolf never investigates or attacks its
own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

ROLES = ["Assistant", "Bard", "Journalist", "Journalist", "Fortune Teller", "Aura Teller",
         "Warlock", "Tracking Wolf", "Wolf", "Wolf", "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea",
         "Max", "Ned"]
SEEDS = range(8)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def _dealt(game: Game, role: str) -> set[str]:
    return {p.name for p in state_of(game).players if p.original_role == role}


def test_assistant_1_assistant_3_bots_target_and_a_wolfish_power_is_sent_on(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    targeted, sent_on = 0, 0
    for game, refused in games:
        assert not refused, refused
        targeted += len(submits(game, "Assistant", "target"))
        sent_on += sum(1 for e in game.events if e.kind == "redirection_used")
    assert targeted >= 1
    assert sent_on >= 1


def test_bard_b1_bots_games_tell_the_bard_s_story(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    told = 0
    for game, refused in games:
        assert not refused, refused
        told += sum(1 for e in game.events if e.kind == "story_time")
    assert told >= 1


def test_journalist_4_journalist_3_bots_name_a_role_and_a_journal_passes(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    named, passed = 0, 0
    for game, refused in games:
        assert not refused, refused
        moves = submits(game, "Journalist", "entrust")
        named += len(moves)
        for words in moves:
            assert engine_of(game).rules.role(" ".join(words[1:])) is not None
        passed += sum(1 for e in game.events if e.kind == "journal_received")
    assert named >= 1
    assert passed >= 1


def test_journalist_4_a_bot_names_its_role_once_and_keeps_it(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        for name in _dealt(game, "Journalist"):
            mine = [c for c in game.commands if c["op"] == "submit" and c["player"] == name
                    and c["action"][0] == "entrust"]
            assert len(mine) <= 1


def test_assistant_3_pack_wolves_never_investigate_or_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = _dealt(game, "Wolf") | _dealt(game, "Tracking Wolf")
        for e in game.events:
            if e.kind not in ("action", "action_chosen") or e.actor not in pack:
                continue
            if e.params.get("verb") in ("attack", "track"):
                assert not set(e.targets) & pack, (e.actor, e.targets)
