"""The role book's werewolves in seeded heuristic-bot games (sim/match.py): each role's effect
happens in some game, and the game accepts every move the bots make (no refusal). The bots know
no role: what they do comes from the declarations and the legal actions they are shown."""

from __future__ import annotations

from collections import Counter

from werewolves.game import Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.match import play_match

SEEDS = range(16)


def _played(players: list[tuple[str, str]], seed: int) -> tuple[Game, Counter[str]]:
    game = Game.new(Setup(players), seed)
    bots = {p: make_agent("heuristic", p, seed) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=40)
    return game, refused


def test_scared_wolf_1_bots_attack_a_scared_wolf_at_night_and_it_escapes() -> None:
    players = [("Sam", "Scared Wolf"), ("Wes", "Wolf"), ("Asa", "Assassin"),
               ("Hun", "Huntress"), ("Cal", "Fortune Teller")] + [
        (f"C{i}", "Citizen") for i in range(5)
    ]
    escapes = 0
    for seed in SEEDS:
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        escapes += sum(
            1
            for e in game.events
            if e.kind == "kill_prevented" and e.data.get("defence") == "wolves"
        )
    assert escapes >= 1


def test_wolf_cub_1_after_a_cub_dies_bots_vote_the_extra_attack_and_it_happens() -> None:
    players = [("Cub", "Wolf Cub"), ("Wes", "Wolf"), ("Kay", "Wolf"),
               ("Cal", "Fortune Teller")] + [(f"C{i}", "Citizen") for i in range(8)]
    extra = 0
    for seed in SEEDS:
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        extra += sum(
            1 for e in game.events if e.kind == "kill_attempt" and e.rule == "wolf-cub.1"
        )
    assert extra >= 1
