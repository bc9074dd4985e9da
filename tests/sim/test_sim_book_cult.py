"""The cult (Cult Leader, Cult Member) in seeded heuristic-bot games (sim/match.py): the cult
votes its attack from Night 2 (its poll's declaration, read generically: the group's most
suspected player, in step with the first member's choice), never at a cultist, and the game
accepts every move the bots make (no refusal); a pack wolf never attacks its own pack. The bots
know no role: what they do comes from the declarations, the legal actions and the messages'
meanings (the cult's members are told they all play for the town)."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Cult Leader", "Cult Member", "Cult Member", "Fortune Teller", "Wolf", "Wolf",
         "Citizen", "Citizen", "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon"]
SEEDS = range(8)
CULT_ROLES = ("Cult Leader", "Cult Member")


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def _cultists(game: Game) -> set[str]:
    return {p.name for p in state_of(game).players if p.original_role in CULT_ROLES}


def _votes(game: Game, verb: str) -> list[tuple[int, str, str]]:
    """(phase, voter, target) of every accepted end-of-night choice of ``verb``."""
    return [(e.phase, str(e.actor), e.targets[0]) for e in game.events
            if e.kind == "action_chosen" and e.params.get("verb") == verb and e.targets]


def test_cult_member_2_bots_vote_the_cults_attack_from_night_2_never_at_a_cultist(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    voted = attacked = standing = 0
    for game, refused in games:
        assert not refused, refused
        cult = _cultists(game)
        votes = _votes(game, "sacrifice")
        for phase, voter, target in votes:
            assert phase >= 3  # never on Night 1
            assert voter in cult and target not in cult, (voter, target)
        # a cult whose leader died before Night 2 (attacked on Night 1) never votes
        standing += not any(e.kind == "cult_disbanded" and e.phase < 3 for e in game.events)
        voted += bool(votes)
        attacked += any(e.kind == "kill_attempt" and e.data.get("source") == "cult"
                        for e in game.events)
    assert voted == standing >= len(SEEDS) // 2
    assert attacked >= standing // 2


def test_cult_member_4_bot_cultists_vote_together(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    # the first cultist's choice is told to the cult and the others follow it: a night's votes
    # name one player
    for game, _ in games:
        by_night: dict[int, dict[str, str]] = {}
        for phase, voter, target in _votes(game, "sacrifice"):
            by_night.setdefault(phase, {})[voter] = target
        for night, ballots in by_night.items():
            assert len(set(ballots.values())) == 1, (night, ballots)


def test_cult_leader_3_bots_stop_once_the_leader_is_dead(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    disbanded = 0
    for game, _ in games:
        ends = [e for e in game.events if e.kind == "cult_disbanded"]
        if not ends:
            continue
        disbanded += 1
        assert not [v for v in _votes(game, "sacrifice") if v[0] > ends[0].phase]
    assert disbanded >= 1


def test_bots_in_a_cult_game_never_attack_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    for game, _ in games:
        pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for _phase, voter, target in _votes(game, "attack"):
            assert target not in pack, (voter, target)
