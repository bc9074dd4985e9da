"""Heuristic bots play the Cursed Civilian, the Fortune Apprentice, the Amnesiac, the Devout
Villager and the Trickster from the declarations alone (issue 19): in seeded bot games each
role's rule happens (a curse turns a Wolf, an Apprentice takes an investigator's place and
investigates, an Amnesiac remembers and uses the role, a Trickster's public vote counts -1), the
game accepts every move the bots make (no refusal), and a pack wolf never attacks its own pack,
a Cursed Civilian who joined it included."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

ROLES = ["Cursed Civilian", "Cursed Civilian", "Fortune Apprentice", "Amnesiac",
         "Devout Villager", "Trickster", "Fortune Teller", "Aura Teller", "Wolf", "Wolf", "Wolf",
         "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea",
         "Max", "Ned"]
SEEDS = range(8)


def _play(seed: int) -> tuple[Game, Counter[str]]:
    return play_rotated(NAMES, ROLES, seed, max_phases=40)


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [_play(seed) for seed in SEEDS]


def _dealt(game: Game, role: str) -> set[str]:
    return {p.name for p in state_of(game).players if p.original_role == role}


def _changed(game: Game, rule: str) -> list[tuple[int, str]]:
    """(event id, player) of every role change by ``rule``."""
    return [(e.id, e.targets[0]) for e in game.events if e.kind == "role_changed"
            and e.rule == rule]


def _chosen_after(game: Game, player: str, after: int) -> list[str]:
    """The verbs ``player`` used (accepted) after the event ``after``."""
    return [str(e.params.get("verb")) for e in game.events if e.id > after and e.actor == player
            and e.kind in ("action", "action_chosen")]


def test_cursed_civilian_b1_bots_attack_a_cursed_civilian_and_it_turns(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    turned = 0
    voted = 0
    for game, refused in games:
        assert not refused, refused
        for ev, who in _changed(game, "cursed-civilian.b1"):
            turned += 1
            voted += "attack" in _chosen_after(game, who, ev)
    assert turned >= 1
    assert voted >= 1  # the new Wolf votes with the pack


def test_cursed_civilian_b1_pack_wolves_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = set(_dealt(game, "Wolf"))
        turned = dict((who, ev) for ev, who in _changed(game, "cursed-civilian.b1"))
        for e in game.events:
            if e.kind != "action_chosen" or e.params.get("verb") != "attack" or not e.targets:
                continue
            target = e.targets[0]
            assert target not in pack, (e.actor, target)
            # a Cursed Civilian once turned is a packmate
            assert not (target in turned and e.id > turned[target]), (e.actor, target)


def test_fortune_apprentice_1_bots_take_the_place_and_use_the_role(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    took, used = 0, 0
    for game, refused in games:
        assert not refused, refused
        for ev, who in _changed(game, "fortune-apprentice.1"):
            took += 1
            used += any(v in ("investigate", "inspect") for v in _chosen_after(game, who, ev))
    assert took >= 1 and used >= 1


def test_amnesiac_2_bots_remember_and_use_the_remembered_role(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    remembered, used = 0, 0
    for game, refused in games:
        assert not refused, refused
        for ev, who in _changed(game, "amnesiac.2"):
            remembered += 1
            used += any(v not in ("vote", "unvote", "elect") for v in _chosen_after(game, who, ev))
    assert remembered >= 1 and used >= 1


def test_devout_villager_b1_bots_play_a_devout_villager_whose_role_never_changes(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, refused in games:
        assert not refused, refused
        for name in _dealt(game, "Devout Villager"):
            assert engine_of(game).player(name).role == "Devout Villager"


def test_trickster_1_a_trickster_bots_public_vote_counts_minus_one(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    counted = []
    for game, refused in games:
        assert not refused, refused
        tricksters = _dealt(game, "Trickster")
        for e in game.events:
            if e.kind != "poll_closed" or "breakdown" not in e.data:
                continue
            counted += [b["counted"] for b in e.data["breakdown"]["ballots"]
                        if b["voter"] in tricksters]
    assert counted and -1 in counted
