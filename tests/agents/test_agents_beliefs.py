"""Beliefs in a move (issue 41 item 3): the protocol's ``believe`` move, checked with a refusal
sentence; the reasoning bot's own belief; beliefs and a model's reasoning kept in the game's
record and nowhere a seat reads; and the end of the game told to every agent (item 4 of the
brief: the ``over`` message carries the end as the seat reads it)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from fake_llm import SECRET, FakeModel, fake_endpoint
from protocol_games import Recorder, example_module, game_with, validate

from werewolves.agents.protocol import check_belief
from werewolves.agents.record import Recording
from werewolves.agents.seat import FunctionAgent
from werewolves.agents.tournament import TournamentSpec, play_game
from werewolves.game import Game, Setup
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.reasoning import ReasoningAgent
from werewolves.sim.setups import default_roles, player_names
from werewolves.sim.simulate import SimSpec

JSON = dict[str, Any]
PLAYERS = ("Ann", "Bob", "Cid", "Dan")


@pytest.mark.parametrize(("seats", "why"), [
    ({"Zed": {"opponent": 0.5}}, "'Zed' is not another seat"),
    ({"Ann": {"opponent": 0.5}}, "'Ann' is not another seat"),  # one's own seat
    ({"Bob": {"opponent": 1.5}}, "not a probability from 0 to 1"),
    ({"Bob": {"opponent": True}}, "not a probability from 0 to 1"),
    ({"Bob": {"opponent": "high"}}, "not a probability from 0 to 1"),
    ({"Bob": {"teams": {"wolves": -0.1}}}, "not a probability from 0 to 1"),
    ({"Bob": {"teams": {"wolves": 0.7, "town": 0.6}}}, "add up to 1.300, more than 1"),
    ({"Bob": {"roles": {}}}, "is an object with opponent"),
    ({"Bob": 0.7}, "is an object with opponent"),
    ({"Bob": {"trust": 0.2}}, "names 'trust'"),
    ({}, "A belief is"),
])
def test_a_malformed_belief_is_refused_with_a_sentence(seats: JSON, why: str) -> None:
    belief, refusal = check_belief({"type": "believe", "seats": seats}, "Ann", PLAYERS)
    assert belief is None and refusal is not None and why in refusal
    assert refusal.endswith("not kept.")


def test_a_belief_is_kept_as_given() -> None:
    move = {"type": "believe", "seats": {"Cid": {"opponent": 1}, "Bob": {
        "teams": {"wolves": 0.25, "town": 0.75}, "roles": {"Wolf": 0.25}}}}
    validate("move", move)
    belief, refusal = check_belief(move, "Ann", PLAYERS)
    assert refusal is None
    assert belief == {"seats": {"Bob": {"teams": {"town": 0.75, "wolves": 0.25},
                                        "roles": {"Wolf": 0.25}},
                                "Cid": {"opponent": 1.0}}}


def _believer(bad_every: int = 0) -> FunctionAgent:
    """The example agent, also believing every other living seat an opponent at 0.6 (every
    ``bad_every``-th turn naming a seat that does not exist)."""
    mod = example_module()
    n = Counter[str]()

    def decide(turn: JSON) -> list[JSON]:
        n["turns"] += 1
        me = turn["seat"]
        others = {p: {"opponent": 0.6} for p in turn["view"]["living"] if p != me}
        if bad_every and n["turns"] % bad_every == 0:
            others["Nobody"] = {"opponent": 0.6}
        moves = list(mod.decide(turn))
        return [*moves, {"type": "believe", "seats": others}] if others else moves

    return FunctionAgent(decide, mod.start)


def test_a_refused_belief_is_said_in_the_next_turns_results() -> None:
    """A belief naming a seat that does not exist is refused, and the next turn's results say
    why; a good one is taken (``ok``). Neither is carried out."""
    rec = Recorder(_believer(bad_every=2))
    game_with(8, 4, {"Ann": rec})
    results = [r for t in rec.got if t["type"] == "turn" for r in t["results"]
               if r["move"]["type"] == "believe"]
    assert any(r["ok"] for r in results)
    bad = [r for r in results if not r["ok"]]
    assert bad and all("'Nobody' is not another seat" in r["reason"] for r in bad)


def test_a_belief_changes_nothing_in_the_game() -> None:
    """The same seat with and without its believe moves: the same game, command for command
    (a belief is the record's, never the game's)."""
    mod = example_module()
    plain = FunctionAgent(mod.decide, mod.start)
    g1, _a, _r = game_with(8, 6, {"Ann": plain})
    g2, _a, _r = game_with(8, 6, {"Ann": _believer()})
    assert g1.commands == g2.commands
    assert [e.to_json() for e in g1.host_view().messages] == [
        e.to_json() for e in g2.host_view().messages]


def _reasoning_game(seed: int, record: bool) -> tuple[Game, dict[str, Any]]:
    names = player_names(8)
    game = Game.new(Setup(list(zip(names, default_roles(8, seed), strict=True)), "private"),
                    seed)
    agents: dict[str, Any] = dict(bots_for(game, BotMix("reasoning"), seed))
    if record:
        agents = {n: Recording(n, a) for n, a in agents.items()}
    play_match(game, agents)
    return game, agents


def test_the_reasoning_bot_reports_its_belief_without_changing_its_play() -> None:
    """Every reasoning seat reports a belief each turn it can: the other living seats, each a
    distribution over teams and over roles adding up to 1, the teams those of the roles; and
    asking for it changes none of the bots' draws: the same game as without the record."""
    plain, bots = _reasoning_game(9, record=False)
    recorded, agents = _reasoning_game(9, record=True)
    assert plain.commands == recorded.commands
    # each bot drew exactly what it draws unasked: its generator ends in the same state
    assert all(bots[n].rng.getstate() == agents[n].inner.rng.getstate() for n in bots)
    beliefs = [b for a in agents.values() for b in a.beliefs]
    assert {b["seat"] for b in beliefs} == set(recorded.players)
    for b in beliefs:
        assert isinstance(agents[b["seat"]].inner, ReasoningAgent)
        assert b["seat"] not in b["seats"]
        belief, refusal = check_belief({"type": "believe", **b}, b["seat"], recorded.players)
        assert refusal is None and belief is not None
        for entry in b["seats"].values():
            assert sum(entry["teams"].values()) == pytest.approx(1.0, abs=1e-3)
            assert sum(entry["roles"].values()) == pytest.approx(1.0, abs=1e-3)


def test_beliefs_and_reasoning_are_in_the_record_and_in_no_seats_view(tmp_path: Any) -> None:
    """A tournament game of the reasoning bot and a model's seat (the fake endpoint: its
    private reasoning carries ``SECRET``): the record keeps both seats' beliefs and the model's
    reasoning per move, and no seat's stream — in the record or asked of the replayed game —
    holds a belief or the reasoning."""
    with fake_endpoint(FakeModel(seed=2)) as url:
        spec = TournamentSpec(("reasoning", f"llm:{url}#fake"), (SimSpec(6),),
                              records=str(tmp_path))
        play_game(spec, 2, 0)
    record = json.loads((tmp_path / "game-00000.json").read_text())
    agent_of = {s["name"]: s["agent"] for s in record["seats"]}
    assert {agent_of[b["seat"]] for b in record["beliefs"]} == {"reasoning", "llm:fake"}
    assert record["reasoning"] and all(SECRET in r["reasoning"] for r in record["reasoning"])
    assert record["reasoning"][-1]["phase"] == "over"  # its answer to the end of the game
    game = Game.replay(Setup.from_json(record["setup"]), record["seed"], record["commands"])
    for seat, lines in record["views"].items():
        assert [[m.id, m.text] for m in game.events_for(seat)] == lines
        seen = json.dumps(lines) + json.dumps(game.view(seat).to_json())
        assert SECRET not in seen and "believe" not in seen and "opponent" not in seen
    assert SECRET not in json.dumps(record["events"])


def test_the_end_of_the_game_is_told_to_every_agent() -> None:
    """The ``over`` message carries the outcome and the end as the seat reads it (its own
    result: won, lost, drew), and matches the protocol's schema."""
    rec = Recorder(FunctionAgent(example_module().decide))
    game, _agents, _r = game_with(8, 3, {"Dan": rec})
    over = rec.got[-1]
    validate("over", over)
    result = game.result("Dan")
    assert over["type"] == "over" and result is not None
    assert over["result"]["you"] == result.you and over["result"]["headline"] == result.headline


def test_the_models_believe_tool_names_the_other_living_seats_and_refuses_the_rest() -> None:
    """The ``believe`` tool's properties are the other living seats, each a chance from 0 to 1;
    a call is read back as a ``believe`` move, or refused with the protocol's sentence."""
    import jsonschema

    from werewolves.agents.llm import BELIEVE_TOOL, read_call, tools_for
    from werewolves.agents.protocol import turn_message

    names = player_names(6)
    game = Game.new(Setup(list(zip(names, default_roles(6, 1), strict=True)), "private"), 1)
    turn = turn_message(game.view("Ann"), -1, game.legal_actions("Ann"))
    tool = next(t["function"] for t in tools_for(turn) if t["function"]["name"] == BELIEVE_TOOL)
    jsonschema.Draft202012Validator.check_schema(tool["parameters"])
    seats = tool["parameters"]["properties"]["opponents"]["properties"]
    assert list(seats) == [n for n in names if n != "Ann"]
    assert all(s == {"type": "number", "minimum": 0, "maximum": 1} for s in seats.values())
    move, _thought, why = read_call(BELIEVE_TOOL, json.dumps({"opponents": {"Bob": 0.4}}), turn)
    assert why is None and move == {"type": "believe", "seats": {"Bob": {"opponent": 0.4}}}
    move, _thought, why = read_call(BELIEVE_TOOL, {"opponents": {"Ann": 0.4}}, turn)
    assert move is None and why is not None and "'Ann' is not another seat" in why
    move, _thought, why = read_call(BELIEVE_TOOL, {"opponents": {"Bob": 2}}, turn)
    assert move is None and why is not None and "not a probability" in why
