"""R6: every random choice comes from the game's seeded generator and is logged as an event;
the same setup, seed and submissions give the same game, event for event."""

import random

from rulings_support import do, events_of, new_game, to_phase

from werewolves.game import Game, Setup
from werewolves.sim.agent import Act
from werewolves.sim.match import Played, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import RandomAgent
from werewolves.testing import state_of

TEN = [("Ann", "Wolf"), ("Bob", "Wolf"), ("Cid", "Fortune Teller"), ("Dan", "Citizen"),
       ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen"),
       ("Ida", "Citizen"), ("Jon", "Citizen")]


def _bot_game(seed: int, bot_seed: int) -> tuple[Game, list[list[tuple[str, list[str]]]]]:
    """A game played by random bots; returns it and every submission, phase by phase."""
    g = Game.new(Setup(TEN), seed=seed)
    rng = random.Random(bot_seed)
    bots = {n: RandomAgent(n, random.Random(rng.randrange(2**32))) for n in g.players}
    observer = Observer(g)
    script: list[list[tuple[str, list[str]]]] = []
    for _ in range(60):
        if g.over:
            break
        played: list[Played] = []
        play_turns(g, bots, observer, log=played)
        script.append([(p.seat, list(p.move.words)) for p in played if isinstance(p.move, Act)])
        assert len(script[-1]) == len(played)  # the random bot only acts
        g.advance()
    return g, script


def _replay(seed: int, script: list[list[tuple[str, list[str]]]]) -> Game:
    g = Game.new(Setup(TEN), seed=seed)
    for phase in script:
        for name, action in phase:
            g.submit(name, *action)
        g.advance()
    return g


def test_r06_same_seed_same_submissions_same_event_log() -> None:
    for seed, bot_seed in ((0, 1), (7, 2), (123, 3)):
        g, script = _bot_game(seed, bot_seed)
        assert g.over, "the bots should finish a 10-player game"
        again = _replay(seed, script)
        assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
        assert again.to_json() == g.to_json()


def test_r06_json_round_trip_mid_game_continues_identically() -> None:
    g, script = _bot_game(5, 9)
    half = len(script) // 2
    first = Game.new(Setup(TEN), seed=5)
    for phase in script[:half]:
        for name, action in phase:
            first.submit(name, *action)
        first.advance()
    resumed = Game.from_json(first.to_json())
    for phase in script[half:]:
        for name, action in phase:
            resumed.submit(name, *action)
        resumed.advance()
    assert resumed.to_json() == g.to_json()


def _pack_night(seed: int) -> Game:
    g = new_game(dict(TEN), seed=seed)
    to_phase(g, "Night 1")
    do(g, "Ann attack Dan")
    do(g, "Bob attack Dan")
    g.advance()
    return g


def test_r06_pack_executor_draw_is_logged() -> None:
    g = _pack_night(3)
    draws = [e for e in events_of(g, "random_draw") if "executor" in e.data.get("purpose", "")]
    assert len(draws) == 1
    draw = draws[0]
    assert draw.rule == "R6"
    assert sorted(draw.data["options"]) == ["Ann", "Bob"]
    executor = events_of(g, "group_action")[0].actor
    assert draw.data["choice"] == executor
    # the visit (R15) is the executor's
    assert [(v.actor, v.target) for v in state_of(g).visits] == [(executor, "Dan")]


def test_r06_draws_depend_on_the_seed_only() -> None:
    chosen = {seed: events_of(_pack_night(seed), "group_action")[0].actor for seed in range(24)}
    # the seed decides: both pack members carry out the attack for some seed ...
    assert set(chosen.values()) == {"Ann", "Bob"}
    # ... and a seed always decides the same way
    for seed in range(6):
        assert events_of(_pack_night(seed), "group_action")[0].actor == chosen[seed]
