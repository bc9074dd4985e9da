"""The small Python client: one agent function, ``decide(turn) -> list of moves``, played on
either transport of the protocol (``docs/agents.md``).

- :func:`run_stdio` — a ``cmd:`` agent: ``hello``/``turn``/``over`` lines on stdin, one
  ``moves`` line on stdout per turn (local play, simulations, tournaments);
- :func:`run_socket` — a seat of a running ``werewolves serve``: the seat's WebSocket pushes are
  made into the same ``turn`` messages, and the moves are sent as the socket's ``act``/``say``
  commands, then ``ready``.

:func:`main` picks one by its arguments: ``--server URL --game ID --token SECRET`` for a seat
of the service, nothing for stdin/stdout. The example agent (``examples/agents/``) is one
``decide`` function and a call to :func:`main`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import IO, Any

from ..i18n import DEFAULT
from .protocol import (
    MOVE_BUDGET,
    PROTOCOL,
    claim_say,
    over_message,
    read_moves,
    view_part,
    words_of,
)

__all__ = ["Decide", "bridge", "main", "run_socket", "run_stdio", "socket_turn"]

JSON = dict[str, Any]
Decide = Callable[[JSON], list[JSON]]
Start = Callable[[JSON], None]
Over = Callable[[JSON], None]


def run_stdio(
    decide: Decide,
    start: Start | None = None,
    *,
    stdin: IO[str] | None = None,
    stdout: IO[str] | None = None,
) -> JSON | None:
    """Answer turns read from ``stdin`` until ``over`` (returned) or the end of the input."""
    inp = stdin if stdin is not None else sys.stdin
    out = stdout if stdout is not None else sys.stdout
    for line in inp:
        if not line.strip():
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello" and start is not None:
            start(msg)
        elif kind == "turn":
            out.write(json.dumps({"type": "moves", "moves": decide(msg)}) + "\n")
            out.flush()
        elif kind == "over":
            return dict(msg)
    return None


def socket_turn(push_view: JSON, game: JSON, polls: list[JSON], events: list[JSON],
                cursor: int, results: list[JSON], lang: str = DEFAULT) -> JSON:
    """A ``turn`` made from what the seat's socket pushed: the same shape a simulated seat is
    sent, with the phase's clock in ``deadline.at`` (Unix time; None: no clock); ``lang`` is
    the language the socket was opened in (its texts' language)."""
    return {
        "type": "turn",
        "protocol": PROTOCOL,
        "seat": push_view.get("name"),
        "phase": push_view.get("phase"),
        "phase_index": push_view.get("phase_index"),
        "view": view_part(push_view),
        "polls": polls,
        "events": events,
        "cursor": cursor,
        "actions": push_view.get("actions", []),
        "deadline": {"moves": MOVE_BUDGET, "at": game.get("deadline")},
        "results": results,
        "lang": lang,
    }


def run_socket(
    server: str,
    game_id: str,
    token: str,
    decide: Decide,
    start: Start | None = None,
    *,
    day_turns: int = 2,
    timeout: float = 600.0,
    over: Over | None = None,
    lang: str = DEFAULT,
) -> JSON | None:
    """Play the seat whose secret is ``token`` in game ``game_id`` of the service at
    ``server`` (``http://host:port``) until the game is over; returns the outcome, after
    telling ``over`` (the protocol's ``over`` message: the outcome and the end as the seat's
    view reads it). Each phase
    the agent gets ``day_turns`` turns by day (the second once the first one's moves are
    answered) and one by night, then the seat says it is ready. The seat's texts (its events'
    words, its card, the refusals) are in ``lang``: the socket is opened asking for it, as a
    browser's ``Accept-Language`` does."""
    from websockets.sync.client import connect

    address = server.replace("https://", "wss://").replace("http://", "ws://").rstrip("/")
    with connect(f"{address}/api/games/{game_id}/ws", open_timeout=10, max_size=None,
                 additional_headers={"Accept-Language": lang}) as ws:
        ws.send(json.dumps({"type": "auth", "token": token, "view": True}))
        view: JSON = {}
        game: JSON = {}
        polls: list[JSON] = []
        fresh: list[JSON] = []  # events since the last turn
        cursor, phase, turns, ref = -1, -1, 0, 0
        pending: dict[int, JSON] = {}  # sent moves by id, waiting for their result
        results: list[JSON] = []
        started = False
        while True:
            msg = json.loads(ws.recv(timeout=timeout))
            kind = msg.get("type")
            if kind == "result":
                move = pending.pop(msg.get("id"), None)
                if move is not None:
                    results.append({"move": move, "ok": bool(msg.get("ok")),
                                    **({"reason": _reason(msg)} if not msg.get("ok") else {})})
            elif kind == "events":
                if msg.get("reset"):
                    fresh = []
                fresh.extend(msg.get("events", []))
                cursor = int(msg.get("cursor", cursor))
                game, polls = msg.get("game", game), msg.get("polls", polls)
                view = msg.get("view", view) or view
                if game.get("over"):
                    outcome = dict(game.get("outcome") or {})
                    if started and over is not None:  # the end, as the seat reads it
                        over(over_message(outcome, view.get("result")))
                    return outcome
                if msg.get("more"):
                    continue
            else:
                continue
            if not view:
                continue
            if not started:
                started = True
                if start is not None:
                    start({"type": "hello", "protocol": PROTOCOL, "seat": view.get("name"),
                           "seed": 0, "players": [s["name"] for s in view.get("seats", [])],
                           "budget": {"moves": MOVE_BUDGET}, "lang": lang})
            if view.get("phase_index") != phase:
                phase, turns = int(view.get("phase_index", -1)), 0
            most = day_turns if str(view.get("phase", "")).startswith("Day") else 1
            # a turn once the last one's moves are all answered (at once when it made none)
            while turns < most and not pending:
                turns += 1
                answer = {"type": "moves", "moves": decide(
                    socket_turn(view, game, polls, fresh, cursor, results, lang))}
                fresh, results = [], []
                moves, _problem = read_moves(answer)
                for m in moves:
                    if m["type"] == "believe":
                        continue  # a belief is for a tournament's record: the service keeps none
                    ref += 1
                    pending[ref] = m
                    ws.send(json.dumps(_frame(m, ref, phase)))
                if turns >= most:
                    ref += 1
                    # the phase it was meant for: "done" for a phase that has ended is refused
                    ws.send(json.dumps({"type": "ready", "id": ref, "phase": phase}))


def _frame(move: JSON, ref: int, phase: int | None = None) -> JSON:
    """A move as the socket's command; an ``act`` carries the phase its turn was for (the
    move's own ``phase``, when it names one), so the service refuses it once that phase has
    ended instead of taking it as the next phase's action."""
    if move["type"] == "act":
        meant = move.get("phase", phase)
        return {"type": "act", "action": words_of(move["action"]), "id": ref,
                **({"phase": meant} if meant is not None and meant >= 0 else {})}
    if move["type"] == "say":
        return {"type": "say", "channel": move["channel"], "text": move["text"], "id": ref}
    channel, text = claim_say(move)
    return {"type": "say", "channel": channel, "text": text, "id": ref}


def _reason(result: JSON) -> str:
    err = result.get("error") or {}
    return str(err.get("message") or result.get("reason") or "refused")


def main(decide: Decide, start: Start | None = None, argv: list[str] | None = None) -> None:
    """Run ``decide`` on the transport the arguments name (see the module's docstring)."""
    ap = argparse.ArgumentParser(description="A werewolves agent.")
    ap.add_argument("--server", help="the service, e.g. http://127.0.0.1:8000")
    ap.add_argument("--game", help="the game's id")
    ap.add_argument("--token", help="the seat's secret")
    args = ap.parse_args(argv)
    if args.server:
        if not (args.game and args.token):
            ap.error("--server needs --game and --token")
        outcome = run_socket(args.server, args.game, args.token, decide, start)
        print(json.dumps({"over": outcome}), flush=True)
    else:
        run_stdio(decide, start)


def bridge(spec: str, log: list[JSON] | None = None
           ) -> tuple[Decide, Start, Callable[[], None], Over]:
    """A ``cmd:PATH`` or ``llm:URL#MODEL`` agent (see :mod:`.registry`) as a ``decide``/``start``
    pair for :func:`run_socket`, the function that lets it go, and the one that tells it the
    game's end (``over``): so a local program or a model can take a seat of a running service
    (``werewolves agent``). A model's private reasoning per move is appended to ``log`` when
    one is given."""
    from .registry import SpecError, check_spec

    spec = check_spec(spec)
    inner: Any
    if spec.startswith("cmd:"):
        from .cmd import CmdAgent

        inner = CmdAgent(spec[4:])
    elif spec.startswith("llm:"):
        from .llm import ToolAgent

        inner = ToolAgent.from_spec(spec)
        if log is not None:
            inner.log = log
    else:
        raise SpecError(f"{spec!r} plays in the simulator only; a seat of the service takes "
                        "cmd:PATH or llm:URL#MODEL (the service's own bots play the built-in "
                        "kinds).")

    def decide(turn: JSON) -> list[JSON]:
        return read_moves(inner.turn(turn))[0]

    return decide, inner.start, inner.close, inner.over
