"""Issue 19's townsfolk (Huntsman, Oracle, Idiot, Child, Town Crier, Macho) in seeded
heuristic-bot games (sim/match.py): each role's ability is used, or its effect happens, in some
game, the game accepts every move the bots make (no refusal), and the pack never attacks its
own. The bots know no role: what they do comes from the declarations and the legal actions."""

from __future__ import annotations

from collections import Counter

from werewolves.game import Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.match import play_match

SEEDS = range(12)
PLAYERS = [("Hun", "Huntsman"), ("Ora", "Oracle"), ("Idi", "Idiot"), ("Kid", "Child"),
           ("Tom", "Town Crier"), ("Mac", "Macho"), ("Wes", "Wolf"), ("Kay", "Wolf"),
           ("Sne", "Sneaking Wolf")] + [(f"C{i}", "Citizen") for i in range(5)]
PACK = {"Wes", "Kay", "Sne"}


def _played(seed: int) -> tuple[Game, Counter[str]]:
    game = Game.new(Setup(PLAYERS), seed)
    bots = {p: make_agent("heuristic", p, seed) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=40)
    return game, refused


def test_huntsman_b1_oracle_b1_idiot_1_child_1_town_crier_1_macho_1_in_bot_games() -> None:
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        game, refused = _played(seed)
        assert not refused, (seed, refused)
        for e in game.events:
            verb = e.params.get("verb") if e.kind == "action" else None
            if verb in ("hunt", "compare"):
                seen[str(verb)] += 1
            if e.kind == "kill_prevented" and e.data.get("defence") in ("idiot", "macho"):
                seen[str(e.data["defence"])] += 1
            if e.msg == "poll.extra_lynch_open":
                seen["extra lynch"] += 1
            if e.msg == "crier.learned":
                seen["crier"] += 1
            if e.kind == "group_action":
                # a wolf never attacks its own pack
                assert not set(e.targets) & PACK, (seed, e)
    for what in ("hunt", "compare", "idiot", "macho", "extra lynch", "crier"):
        assert seen[what] >= 1, (what, seen)


def test_bot_games_with_the_six_round_trip_and_replay_event_for_event() -> None:
    # R6 / the facade's promise: the families' states (the Oracle's choices, the Child's days,
    # the Macho's delayed deaths) survive a JSON round trip, and the commands replay the game
    for seed in range(3):
        game, _refused = _played(seed)
        again = Game.from_json(game.to_json())
        assert again.to_json() == game.to_json()
        replayed = Game.replay(Setup(PLAYERS), seed, game.commands)
        assert [e.to_json() for e in replayed.events] == [e.to_json() for e in game.events]
