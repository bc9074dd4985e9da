"""Language-model seats through tool calls (issue 41 item 2), against a fake OpenAI-compatible
endpoint of our own (``fake_llm``: a real HTTP server on a free port) and the real HTTP client."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from fake_llm import SECRET, FakeModel, fake_endpoint
from live_server import ServerProcess
from protocol_games import Recorder
from service_games import create_game, seat_token

from werewolves.agents.llm import BELIEVE_TOOL, CHAT_TOOL, ToolAgent, parse_llm_spec, tool_name
from werewolves.agents.registry import SpecError, check_spec, make_seat
from werewolves.agents.seat import SeatAgent, ending
from werewolves.agents.text import render_turn
from werewolves.agents.tournament import TournamentSpec, labels_of, play_game, results
from werewolves.game import Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.setups import default_roles, player_names
from werewolves.sim.simulate import SimSpec

JSON = dict[str, Any]
SEAT = "Ann"


def _game(seed: int, seat: Any, players: int = 8) -> tuple[Game, dict[str, Any]]:
    """A seeded default-mix game, ``SEAT`` played by ``seat`` and the others by the heuristic
    bot, played to its end."""
    names = player_names(players)
    game = Game.new(Setup(list(zip(names, default_roles(players, seed), strict=True)),
                          "private"), seed)
    agents: dict[str, Any] = dict(bots_for(game, BotMix(), seed))
    agents[SEAT] = seat
    refused: Counter[str] = Counter()
    try:
        play_match(game, agents, refusals=refused)
    finally:
        seat.finish(*ending(game, SEAT))
    return game, agents


def _recorded(url: str, seed: int) -> tuple[Game, Recorder, ToolAgent, SeatAgent]:
    inner = ToolAgent.from_spec(f"llm:{url}#fake-model")
    rec = Recorder(inner)
    seat = SeatAgent(SEAT, rec, seed, tuple(player_names(8)))
    game, _agents = _game(seed, seat)
    return game, rec, inner, seat


def test_issue41_an_llm_seat_plays_a_whole_game_through_tool_calls() -> None:
    """``make_agent("llm:URL#MODEL")`` seats the model; the game runs to its end, each turn
    one chat-completions request naming the model, every call the fake makes taken."""
    model = FakeModel(seed=3)
    with fake_endpoint(model) as url:
        seat = make_agent(f"llm:{url}#fake-model", SEAT, 3)
        assert isinstance(seat, SeatAgent) and isinstance(seat.inner, ToolAgent)
        game, _agents = _game(3, seat)
    assert game.over
    # one answer a turn (no retry), and one more: the end of the game, as the seat reads it
    assert seat.turns > 0 and len(model.requests) == seat.turns + 1
    last = model.requests[-1]
    assert "tools" not in last and last["messages"][-1]["content"].startswith("The game is over")
    assert game.result(SEAT) is not None
    assert game.result(SEAT).you_words in last["messages"][-1]["content"]  # type: ignore[union-attr]
    assert {r["model"] for r in model.requests} == {"fake-model"}
    log = seat.inner.log
    acts = [e for e in log if e["move"] and e["move"]["type"] == "act"]
    assert acts and not [e for e in log if "refused" in e]
    assert all(SECRET in e["reasoning"] for e in log)
    # what it did is in the game: each act it made was submitted by the seat
    submitted = [e for e in game.events if e.params.get("player") == SEAT]
    assert submitted


def test_issue41_the_tools_offered_are_the_legal_actions() -> None:
    """Each request's tools are the turn's legal actions — a tool per verb, each target
    position's enum its candidates, the picks' enum the options, ``withdraw`` where allowed —
    plus ``chat`` exactly when the seat may write somewhere, with the writable channels."""
    model = FakeModel(seed=5)
    with fake_endpoint(model) as url:
        _g, rec, _inner, _seat = _recorded(url, 5)
    turns = {render_turn(t): t for t in rec.got if t["type"] == "turn"}
    assert model.requests and len(turns) > 3
    seen_slots = seen_chat = 0
    for req in model.requests:
        if "tools" not in req:  # the game's end, told once it is over
            continue
        turn = turns[req["messages"][1]["content"]]
        tools = {t["function"]["name"]: t["function"] for t in req.get("tools", [])}
        channels = [c["name"] for c in turn["view"]["channels"] if c["writable"]]
        want = {tool_name(a["verb"]) for a in turn["actions"]}
        want |= {CHAT_TOOL} if channels else set()
        me = turn["view"]["name"]
        living = [p for p in turn["view"]["living"] if p != me]
        want |= {BELIEVE_TOOL} if living else set()
        assert set(tools) == want
        for a in turn["actions"]:
            fn = tools[tool_name(a["verb"])]
            jsonschema.Draft202012Validator.check_schema(fn["parameters"])
            props = fn["parameters"]["properties"]
            slots = a["slots"] or [a["candidates"]] * a["max_targets"]
            keys = ["target"] if len(slots) == 1 else [f"target_{i + 1}" for i in range(len(slots))]
            assert [props[k]["enum"] for k in keys] == slots
            assert {k for k in props if k.startswith("target")} == set(keys)
            assert ("withdraw" in props) == a["withdraw"]
            picks = [k for k in props if k.startswith("pick")]
            assert len(picks) == a.get("picks", 0)
            assert all(props[k]["enum"] == a["options"] for k in picks)
            assert a["usage"] in fn["description"]
            seen_slots += bool(slots)
        if channels:
            seen_chat += 1
            assert tools[CHAT_TOOL]["parameters"]["properties"]["channel"]["enum"] == channels
    assert seen_slots and seen_chat


def test_issue41_an_illegal_tool_call_is_refused_and_retried_once() -> None:
    """A call naming no legal action gets the refusal sentence back as its tool result, and
    the model answers once more; the second answer's legal calls are taken."""
    model = FakeModel(seed=7, illegal_first=True)
    with fake_endpoint(model) as url:
        game, rec, inner, seat = _recorded(url, 7)
    assert game.over
    # every turn: refused, then asked again; and the end of the game told once
    assert len(model.requests) == 2 * seat.turns + 1
    turns = model.requests[:-1]
    for first, second in zip(turns[::2], turns[1::2], strict=True):
        assert not any(m["role"] == "tool" for m in first["messages"])
        replies = [m for m in second["messages"] if m["role"] == "tool"]
        assert len(replies) == 1
        assert replies[0]["content"].startswith("Refused: 'teleport' is not something you can do")
        assert second["messages"][-2]["tool_calls"][0]["function"]["name"] == "teleport"
    refused = [e for e in inner.log if "refused" in e]
    assert len(refused) == seat.turns and {e["tool"] for e in refused} == {"teleport"}
    assert any(m["type"] == "act" for answer in rec.gave for m in answer["moves"])


def test_issue41_still_illegal_after_the_retry_the_seat_passes() -> None:
    """Refused twice, the turn's safe default stands: no move at all (the protocol's pass)."""
    model = FakeModel(seed=8, illegal_always=True)
    with fake_endpoint(model) as url:
        game, rec, inner, seat = _recorded(url, 8)
    assert game.over
    assert len(model.requests) == 2 * seat.turns + 1  # retried once, never more; the end
    assert all(answer["moves"] == [] for answer in rec.gave)
    assert len([e for e in inner.log if "refused" in e]) == 2 * seat.turns


def test_issue41_the_reasoning_reaches_the_record_but_no_seats_view() -> None:
    """The model's private reasoning is kept per move in the agent's log and the tournament's
    record, and appears in no seat's view nor in the game's own record; its chat lines do."""
    model = FakeModel(seed=4, chat_share=0.6)
    with fake_endpoint(model) as url:
        game, _rec, inner, _seat = _recorded(url, 4)
        spec = TournamentSpec((f"llm:{url}#fake-model", "random"), (SimSpec(8),))
        record = play_game(spec, 1, 0)
    assert inner.log and all(SECRET in e["reasoning"] for e in inner.log)
    chats = [e["move"]["text"] for e in inner.log if e["move"] and e["move"]["type"] == "say"]
    assert chats
    views = {n: json.dumps(game.view(n).to_json()) for n in game.players}
    assert all(SECRET not in v for v in views.values())
    assert SECRET not in json.dumps(game.to_json())
    # the chat tool's lines are written: seen by the seats that read the channel
    assert any(chats[0] in v for n, v in views.items() if n != SEAT)
    # the tournament keeps it per move, with the seat, the phase and the agent
    assert record.reasoning and all(SECRET in e["reasoning"] for e in record.reasoning)
    assert {e["agent"] for e in record.reasoning} == {"llm:fake-model"} == {spec.labels()[0]}
    assert {"seat", "phase_index", "move"} <= set(record.reasoning[0])
    assert results(spec, [record], 1, 1)["reasoning"] == list(record.reasoning)


def test_issue41_the_same_seeds_give_the_same_game() -> None:
    games = []
    for _ in range(2):
        with fake_endpoint(FakeModel(seed=9)) as url:
            game, _rec, _inner, _seat = _recorded(url, 9)
        games.append(game.to_json())
    assert games[0] == games[1]


@pytest.mark.parametrize(
    "mode, why",
    [("down", "could not be reached"), ("garbage", "did not answer JSON"),
     ("error", "answered HTTP 500")],
)
def test_issue41_a_broken_endpoint_passes_with_a_sentence(mode: str, why: str) -> None:
    """An endpoint that is down, answers no JSON or an HTTP error: each turn passes with the
    sentence saying which, no traceback, and the game goes on to its end."""
    model = FakeModel(seed=1, mode="tools" if mode == "down" else mode)
    with fake_endpoint(model) as url:
        if mode != "down":
            game, rec, inner, seat = _recorded(url, 1)
    if mode == "down":  # the server is stopped: nothing listens on its port now
        game, rec, inner, seat = _recorded(url, 1)
    assert game.over and seat.turns > 0
    assert inner.errors == seat.turns
    assert all(why in e["refused"] and e["refused"].endswith("passed.") for e in inner.log)
    assert all(answer["moves"] == [] for answer in rec.gave)


def test_issue41_llm_specs_name_an_endpoint_and_a_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WEREWOLVES_LLM_MODEL", "from-env")
    assert parse_llm_spec("llm:http://h:1/v1/#m-1").model == "m-1"
    assert parse_llm_spec("llm:http://h:1/v1/").url == "http://h:1/v1"
    assert parse_llm_spec("llm:http://h:1/v1").model == "from-env"
    assert check_spec("llm:http://h:1/v1#m") == "llm:http://h:1/v1#m"
    with pytest.raises(SpecError, match="endpoint URL"):
        check_spec("llm:ftp://x#m")
    seat = make_seat("llm:http://127.0.0.1:9/v1#tiny", SEAT, 1)  # making it calls nothing
    assert isinstance(seat, SeatAgent) and isinstance(seat.inner, ToolAgent)
    assert seat.inner.model == "tiny"
    # a model seat's label is its model, not its endpoint (the same JSON on any port)
    assert labels_of(("llm:http://a:1/v1#m", "llm:http://b:2/v1#m", "llm:http://c/v1")) == (
        "llm:m", "llm:m#2", "llm")


def test_issue41_tournament_command_seats_an_llm_agent(tmp_path: Path) -> None:
    """``werewolves tournament --agents random,llm:URL#MODEL`` plays against the endpoint and
    writes the reasoning per move into its JSON."""
    out = tmp_path / "t.json"
    with fake_endpoint(FakeModel(seed=2)) as url:
        r = subprocess.run(
            [sys.executable, "-c", "from werewolves.cli import main; main()", "tournament",
             "--agents", f"random,llm:{url}#fake-model", "--games", "2", "--players", "7",
             "--json", str(out)],
            capture_output=True, text=True, check=False,
        )
    assert r.returncode == 0, r.stdout + r.stderr
    res = json.loads(out.read_text())
    assert res["agents"] == ["random", "llm:fake-model"]
    assert res["reasoning"] and all(SECRET in e["reasoning"] for e in res["reasoning"])


def test_issue41_werewolves_agent_seats_a_model_on_the_service(
    tmp_path: Path, server: ServerProcess
) -> None:
    """``werewolves agent llm:URL#MODEL``: the model plays a seat of a running service over the
    seat's WebSocket to the game's end, and ``--reasoning`` writes its reasoning per move."""
    import httpx2

    model = FakeModel(seed=6)
    out = tmp_path / "reasoning.json"
    made = create_game(server, 12)
    with fake_endpoint(model) as url:
        proc = subprocess.run(
            [sys.executable, "-c", "from werewolves.cli import main; main()", "agent",
             f"llm:{url}#fake-model", "--server", server.url, "--game", made["game"],
             f"--token={seat_token(made, 'Ann')}", "--reasoning", str(out)],
            capture_output=True, text=True, check=False,
        )
    assert proc.returncode == 0, proc.stderr[-2000:]
    summary = httpx2.get(f"{server.url}/api/games/{made['game']}",
                         headers={"Authorization": f"Bearer {made['host']['token']}"},
                         timeout=10).json()
    assert summary["over"] is True
    log = json.loads(out.read_text())
    assert model.requests and log and all(SECRET in e["reasoning"] for e in log)
    assert any(e["move"] for e in log)
    # the model was told the game's end, as its seat read it, and answered
    told = model.requests[-1]["messages"][-1]["content"]
    assert "tools" not in model.requests[-1] and told.startswith("The game is over")
    assert told.endswith(("You won!", "You lost.", "A draw.")) and log[-1]["phase"] == "over"


BIG = Setup([("Ann", "Vicious Hag"), ("Bob", "Crowd Seeker"), ("Cid", "Witch"),
             ("Dan", "Ravenkeeper"), ("Eve", "Wolf"), ("Fay", "Citizen"), ("Gus", "Citizen"),
             ("Hal", "Citizen"), ("Ivy", "Citizen")])


@pytest.mark.parametrize("which", ["big-abilities", "whole-book-10"])
def test_issue41_every_call_the_tools_allow_is_a_legal_action(which: str) -> None:
    """Over the first phases of a game with the book's largest abilities (a hex of many
    targets, a seek of three players and three role picks, ordered positions) and of a
    whole-book deal: arguments drawn from a tool's schema (its enums, its required keys) make a
    move the referee takes as legal, and the seek's tool asks for three players and three
    picks of its options."""
    from fake_llm import _arguments

    from werewolves.agents.llm import read_call, tools_for
    from werewolves.agents.protocol import turn_message
    from werewolves.env.core import whole_book_setup
    from werewolves.sim.agent import is_legal

    setup = BIG if which == "big-abilities" else whole_book_setup(10, 5)
    game = Game.new(setup, 2)
    rng = random.Random(1)
    checked: Counter[str] = Counter()
    for _phase in range(4):
        for name in game.players:
            legal = game.legal_actions(name)
            turn = turn_message(game.view(name), -1, legal)
            for tool in tools_for(turn):
                fn = tool["function"]
                if fn["name"] in (CHAT_TOOL, BELIEVE_TOOL):
                    continue
                for _ in range(5):
                    move, _thought, why = read_call(fn["name"], _arguments(fn, rng), turn)
                    assert why is None and move is not None, (fn, why)
                    assert is_legal(move["action"], legal)
                    checked[move["action"][0]] += 1
                if fn["name"] == "seek":
                    props = fn["parameters"]["properties"]
                    assert {"target_1", "target_2", "target_3", "pick_1", "pick_2",
                            "pick_3"} <= set(fn["parameters"]["required"])
                    seek = next(la for la in legal if la.verb == "seek")
                    assert props["pick_1"]["enum"] == list(seek.options)
        game.advance()
    assert sum(checked.values()) > 20
    if which == "big-abilities":
        assert {"hex", "seek"} <= set(checked)
