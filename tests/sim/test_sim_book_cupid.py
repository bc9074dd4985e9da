"""Heuristic bots play the Cupid from its declaration alone (issue 23): in seeded bot games the
Cupid chooses a lover on Night 1 (the love verb, no refusal), the couple is made and, when one
dies, the other dies too; the game accepts every move the bots make, and a pack wolf never
attacks its own pack."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.roles.cupid import CupidState
from werewolves.testing import engine_of, state_of

ROLES = ["Cupid", "Fortune Teller", "Aura Teller", "Wolf", "Wolf", "Citizen", "Citizen",
         "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy"]
SEEDS = range(6)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def test_cupid_1_bots_choose_a_lover_with_no_refusal(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    chosen = 0
    for game, refused in games:
        assert not refused, refused
        moves = submits(game, "Cupid", "love")
        chosen += len(moves)
        # every game has its couple: chosen by the bot, or drawn as Night 1 ended (cupid.2)
        assert len(engine_of(game).ext(CupidState).lovers) == 1
        for move in moves:
            assert len(move) == 2
    assert chosen >= 1


def test_cupid_4_bots_lovers_die_together(games: list[tuple[Game, Counter[str]]]) -> None:
    for game, _ in games:
        for cupid, lover in engine_of(game).ext(CupidState).lovers.items():
            assert game.player(cupid).alive == game.player(lover).alive or game.outcome


def test_cupid_1_pack_wolves_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for e in game.events:
            if e.kind != "action_chosen" or e.params.get("verb") != "attack" or not e.targets:
                continue
            assert e.targets[0] not in pack, (e.actor, e.targets[0])
