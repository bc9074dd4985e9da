"""The role book's Hooker, Innkeeper, Bartender and Alcoholic in seeded heuristic-bot games
(sim/match.py): each role with an ability uses it in some game, and the game accepts every move
the bots make (no refusal). The bots know no role: what they do comes from the declarations and
the legal actions they are shown. A wolf never attacks its own pack."""

from __future__ import annotations

from collections import Counter

from werewolves.game import Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.match import play_match

SEEDS = range(8)


def _played(players: list[tuple[str, str]], seed: int) -> tuple[Game, Counter[str]]:
    game = Game.new(Setup(players), seed)
    bots = {p: make_agent("heuristic", p, seed) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=40)
    return game, refused


def _pack_never_attacks_itself(game: Game, pack: set[str]) -> None:
    for e in game.events:
        if e.kind == "kill_attempt" and e.actor in pack and not e.data.get("at"):
            assert not set(e.targets) & pack, e


def test_hooker_b1_innkeeper_b1_bots_use_each_power() -> None:
    players = [("Hoo", "Hooker"), ("Inn", "Innkeeper"), ("Wes", "Wolf"), ("Kay", "Wolf"),
               ("Cal", "Fortune Teller")] + [(f"C{i}", "Citizen") for i in range(6)]
    used: Counter[str] = Counter()
    for seed in SEEDS:
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        _pack_never_attacks_itself(game, {"Wes", "Kay"})
        for e in game.events:
            if e.kind == "action" and e.actor in ("Hoo", "Inn"):
                used[e.actor] += 1
    assert used["Hoo"] >= 1 and used["Inn"] >= 1, used


def test_alcoholic_b1_bartender_b1_bots_play_the_tavern_and_its_absence_stops_attacks() -> None:
    # neither role has an active ability: the bots play a game with them, refused nothing, and
    # in some game a pack attack on the Alcoholic misses
    players = [("Bea", "Bartender"), ("Alc", "Alcoholic"), ("Wes", "Wolf"), ("Kay", "Wolf"),
               ("Cal", "Fortune Teller")] + [(f"C{i}", "Citizen") for i in range(6)]
    missed = 0
    for seed in range(16):
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        _pack_never_attacks_itself(game, {"Wes", "Kay"})
        missed += sum(
            1
            for e in game.events
            if e.kind == "kill_prevented" and e.data.get("defence") == "absent"
        )
    assert missed >= 1


def test_exorcist_b1_bots_exorcise_and_a_solo_effect_is_removed() -> None:
    players = [("Exo", "Exorcist"), ("Flo", "Flute Player"), ("Wes", "Wolf"), ("Kay", "Wolf"),
               ("Cal", "Fortune Teller")] + [(f"C{i}", "Citizen") for i in range(7)]
    used = removed = 0
    for seed in SEEDS:
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        _pack_never_attacks_itself(game, {"Wes", "Kay"})
        used += sum(1 for e in game.events if e.kind == "action" and e.actor == "Exo")
        removed += sum(1 for e in game.events if e.kind == "group_left")
    assert used >= 1 and removed >= 1, (used, removed)
