"""The protocol through a real service (issue 24 item 3): ``werewolves serve`` in its own
process, the example agent in another, playing one seat over the seat's WebSocket to the
game's end; the service's pushes validate against the published schema."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import httpx2
from live_server import ServerProcess
from protocol_games import EXAMPLE, ROOT, validate
from service_games import create_game, seat_token
from websockets.sync.client import connect


def test_service_push_validates_against_the_schema(server: ServerProcess) -> None:
    made = create_game(server, 4)
    address = server.url.replace("http://", "ws://")
    with connect(f"{address}/api/games/{made['game']}/ws", open_timeout=10) as ws:
        auth = {"type": "auth", "token": seat_token(made, "Ann"), "view": True}
        validate("command", auth)
        ws.send(json.dumps(auth))
        push = json.loads(ws.recv(timeout=10))
        validate("push", push)
        assert push["view"]["name"] == "Ann" and push["events"]
        for frame in ({"type": "ready", "id": 1}, {"type": "ping", "id": 2}):
            validate("command", frame)


def test_external_agent_plays_a_seat_through_the_service(server: ServerProcess) -> None:
    """The example agent, started as its own process with the seat's secret, plays Ann against
    the service's bots until the game is over; the service's log shows its moves."""
    made = create_game(server, 9)
    proc = subprocess.run(
        [sys.executable, str(EXAMPLE), "--server", server.url, "--game", made["game"],
         f"--token={seat_token(made, 'Ann')}"],  # a secret may begin with '-'
        capture_output=True, text=True, timeout=240, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    last = json.loads(proc.stdout.strip().splitlines()[-1])
    summary = httpx2.get(f"{server.url}/api/games/{made['game']}",
                         headers={"Authorization": f"Bearer {made['host']['token']}"},
                         timeout=10).json()
    assert summary["over"] is True
    assert last["over"] == summary["outcome"]
    log = httpx2.get(f"{server.url}/api/games/{made['game']}/host/log",
                     headers={"Authorization": f"Bearer {made['host']['token']}"},
                     timeout=10).json()
    entries = log if isinstance(log, list) else log.get("commands", log.get("log", []))
    mine = [e for e in entries if e.get("player") == "Ann"]
    assert {e["op"] for e in mine} >= {"ready"}, mine[:5]
    assert any(e["op"] in ("submit", "say") for e in mine)


def test_werewolves_agent_bridges_a_cmd_program_to_a_seat(server: ServerProcess) -> None:
    """``werewolves agent cmd:PATH``: a local program on JSON lines plays a seat of the
    service (the bridge between the two transports)."""
    made = create_game(server, 12)
    proc = subprocess.run(
        [sys.executable, "-c", "from werewolves.cli import main; main()", "agent",
         f"cmd:{EXAMPLE}", "--server", server.url, "--game", made["game"],
         f"--token={seat_token(made, 'Ann')}"],  # a secret may begin with '-'
        capture_output=True, text=True, timeout=240, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "The game is over" in proc.stdout
    summary = httpx2.get(f"{server.url}/api/games/{made['game']}",
                         headers={"Authorization": f"Bearer {made['host']['token']}"},
                         timeout=10).json()
    assert summary["over"] is True


def test_werewolves_agent_refuses_a_simulator_kind() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", "from werewolves.cli import main; main()", "agent", "heuristic",
         "--server", "http://127.0.0.1:9", "--game", "g", "--token", "t"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2 and "simulator only" in proc.stderr + proc.stdout


def test_socket_turns_have_the_same_shape_as_simulated_ones(server: ServerProcess) -> None:
    """The client's turns made from the service's pushes validate as ``turn`` messages, the
    events reach the agent once each, and the deadline carries the phase's clock."""
    from protocol_games import example_module

    from werewolves.agents.client import run_socket

    mod = example_module()
    turns: list[dict[str, Any]] = []

    def decide(turn: dict[str, Any]) -> list[dict[str, Any]]:
        validate("turn", turn)
        turns.append(turn)
        moves: list[dict[str, Any]] = mod.decide(turn)
        for m in moves:
            validate("move", m)
        return moves

    made = create_game(server, 9)
    outcome = run_socket(server.url, made["game"], seat_token(made, "Ann"), decide, mod.start,
                         timeout=120)
    assert outcome and turns
    ids = [e["id"] for t in turns for e in t["events"]]
    assert ids == sorted(set(ids))
    assert any(t["deadline"]["at"] is not None for t in turns)
