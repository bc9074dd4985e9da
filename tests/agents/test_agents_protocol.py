"""The agent protocol (issue 24 item 3): the messages validate against the published schema,
a referee's refusal agrees with the engine's legality, the step budget and the stated default
of a late or broken agent."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import jsonschema
import pytest
from protocol_games import EXAMPLE, SCHEMA, Recorder, example_function_agent, game_with, validate

from werewolves.agents.cmd import CmdAgent
from werewolves.agents.protocol import LATE_DEFAULT, MOVE_BUDGET, read_moves, refusal
from werewolves.agents.seat import FunctionAgent
from werewolves.game import Game, Setup
from werewolves.sim.agent import is_legal
from werewolves.sim.match import BotMix, bots_for, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import random_move
from werewolves.sim.setups import default_roles, player_names


def test_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_every_message_of_a_played_game_validates() -> None:
    """Two seats played by the example agent through the protocol: every hello, turn and over
    it received, and every answer it gave, is valid by the schema."""
    a, b = Recorder(example_function_agent()), Recorder(example_function_agent())
    game, _agents, _refused = game_with(8, 3, {"Ann": a, "Dan": b})
    assert game.over
    for rec in (a, b):
        kinds = [m["type"] for m in rec.got]
        assert kinds[0] == "hello" and kinds[-1] == "over" and "turn" in kinds
        for m in rec.got:
            validate(m["type"], m)
        for answer in rec.gave:
            validate("moves", answer)


def test_turn_events_come_once_each_in_order() -> None:
    """The events since the cursor: each event the seat may see reaches it exactly once."""
    rec = Recorder(example_function_agent())
    game, _agents, _r = game_with(8, 5, {"Bob": rec})
    seen = [e["id"] for m in rec.got if m["type"] == "turn" for e in m["events"]]
    assert seen == sorted(set(seen))
    turns = [m for m in rec.got if m["type"] == "turn"]
    for t in turns:
        assert t["cursor"] == (t["events"][-1]["id"] if t["events"] else t["cursor"])
    visible = {m.id for m in game.view("Bob").messages}
    assert set(seen) <= visible


def test_refusal_agrees_with_the_engine() -> None:
    """For words drawn at random from the legal actions (and broken on purpose), the
    protocol's refusal is None exactly when the referee's ``is_legal`` accepts them."""
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        names = player_names(9)
        game = Game.new(Setup(list(zip(names, default_roles(9, seed), strict=True)),
                              "private"), seed)
        agents = bots_for(game, BotMix("random"), seed)
        obs = Observer(game)
        for _phase in range(6):
            if game.over:
                break
            for name in game.living():
                legal = game.legal_actions(name)
                js = [la.to_json() for la in legal]
                for la in legal:
                    words = random_move(la, rng) or [la.verb]
                    for w in (words, [*words, names[0]], [words[0], "Nobody?"], ["fly"]):
                        assert (refusal(w, js) is None) == is_legal(w, legal), (w, la.verb)
                        checked += 1
            play_turns(game, agents, obs)
            game.advance()
    assert checked > 200


def test_rm430_budget_drops_moves_past_it() -> None:
    many = {"type": "moves", "moves": [{"type": "say", "channel": "town square", "text": "x"}]
            * (MOVE_BUDGET + 5)}
    moves, problem = read_moves(many)
    assert len(moves) == MOVE_BUDGET and problem is not None and "at most" in problem
    assert read_moves(None)[0] == [] and read_moves({"type": "nope"})[1] is not None


def test_rm430_an_agent_that_never_answers_passes_as_stated() -> None:
    """The stated default: a seat whose agent gives no answer has passed every turn, and the
    game goes on to its end as if it did nothing."""

    class Silent(FunctionAgent):
        def turn(self, turn: dict) -> None:  # type: ignore[override]
            return None

    game, agents, refused = game_with(8, 2, {"Cid": Silent(lambda t: [])})
    assert game.over and agents["Cid"].turns > 0
    assert agents["Cid"].passed == agents["Cid"].turns
    assert "passed" in LATE_DEFAULT and not refused


def test_cmd_agent_plays_a_whole_game() -> None:
    """``cmd:`` — the example agent as a separate program on JSON lines."""
    cmd = CmdAgent(str(EXAMPLE))
    game, agents, _r = game_with(8, 3, {"Ann": cmd})
    assert game.over and cmd.broken is None and agents["Ann"].turns > 0
    assert agents["Ann"].passed == 0


def test_cmd_agent_same_game_as_in_process() -> None:
    """A seeded ``cmd:`` agent plays the very game its in-process twin plays."""
    g1, _a, _r = game_with(8, 11, {"Eve": CmdAgent(str(EXAMPLE))})
    g2, _b, _s = game_with(8, 11, {"Eve": example_function_agent()})
    assert g1.to_json() == g2.to_json()


@pytest.mark.parametrize(
    "body, why",
    [
        ("import sys\nsys.stdin.readline()\nsys.stdin.readline()\nprint('not json', flush=True)\n"
         "sys.stdin.read()\n", "not JSON"),
        ("import sys\nsys.stdin.readline()\n", "closed its output|stopped reading"),
        ("import sys, time\nsys.stdin.readline()\ntime.sleep(30)\n", "no answer"),
    ],
)
def test_rm430_broken_cmd_agent_passes_the_rest_of_the_game(
    tmp_path: Path, body: str, why: str
) -> None:
    """A program that writes garbage, exits or hangs is ``broken`` (the hang found by the crash
    guard, the only clock): every turn it has left is a pass and the game still ends."""
    prog = tmp_path / "bad.py"
    prog.write_text(body)
    cmd = CmdAgent(str(prog), guard_seconds=1.0)
    game, agents, _r = game_with(8, 3, {"Ann": cmd})
    assert game.over
    assert cmd.broken is not None and any(w in cmd.broken for w in why.split("|"))
    assert agents["Ann"].passed == agents["Ann"].turns


def test_example_agent_is_about_fifty_lines() -> None:
    lines = EXAMPLE.read_text().splitlines()
    assert 30 <= len(lines) <= 60
    assert sys.executable  # run by this Python as a cmd: agent


def test_rm431_a_claim_is_the_claim_sentence_in_the_town_square() -> None:
    """A ``claim`` move is talk: the fixed sentence the bots parse, in the town square."""
    from werewolves.sim.claims import parse_claim

    said: list[bool] = []

    def claim_once(turn: dict) -> list[dict]:
        if turn["phase"] == "Day 1" and not said and turn["view"]["alive"]:
            said.append(True)
            return [{"type": "claim", "role": "Fortune Teller", "results": [["Bob", "Wolf"]]}]
        return []

    game, _agents, refused = game_with(8, 4, {"Hal": FunctionAgent(claim_once)})
    lines = [m for m in game.view("Ann").messages
             if m.channel == "town square" and m.params.get("speaker") == "Hal"]
    claims = [parse_claim(str(m.params["text"])) for m in lines]
    assert said and any(c is not None and c.role == "Fortune Teller"
                        and c.results == (("Bob", "Wolf"),) for c in claims), lines[:3]
    assert not refused


def test_a_move_meant_for_another_phase_is_refused_with_a_sentence() -> None:
    """Issue 36 item 6: an ``act`` move may name the phase it was meant for; one that names
    another phase than its turn's is refused (in the next turn's results), never carried out
    in this phase; one naming its own turn's phase, or none, is taken as before."""
    seen: list[dict] = []

    def stale_votes(turn: dict) -> list[dict]:
        seen.append(turn)
        if turn["phase"] != "Day 1" or not turn["view"]["alive"]:
            return []
        vote = next((a for a in turn["actions"] if a["verb"] == "vote"), None)
        if vote is None or not vote["candidates"]:
            return []
        move = {"type": "act", "action": ["vote", vote["candidates"][0]], "phase": 1}
        validate("move", move)
        return [move]

    game, _agents, _refused = game_with(8, 4, {"Hal": FunctionAgent(stale_votes)})
    results = [r for t in seen for r in t["results"] if r["move"].get("phase") == 1]
    assert results and all(not r["ok"] for r in results)
    assert results[0]["reason"] == "That was meant for Night 1; it is Day 1 now: nothing was done."
    votes = [e for e in game.view("Hal").messages
             if e.phase == "Day 1" and e.key == "vote.cast" and e.params.get("voter") == "Hal"]
    assert not votes


def test_the_socket_client_sends_the_turns_phase() -> None:
    from werewolves.agents.client import _frame

    frame = _frame({"type": "act", "action": "vote Bob"}, 3, 2)
    assert frame == {"type": "act", "action": ["vote", "Bob"], "id": 3, "phase": 2}
    validate("command", frame)
    validate("command", {"type": "ready", "id": 4, "phase": 2})
    assert "phase" not in _frame({"type": "act", "action": "vote Bob"}, 3)
