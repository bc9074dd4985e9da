"""Load benchmark of the game service (issue 10): N concurrent games on one real server process,
bot clients over WebSockets on 127.0.0.1; command latency (p50/p99) and commands per second.

    .venv/bin/python bench/load.py --games 500 --rate 250 --duration 30

Each game has its players' sockets open (every socket receives the pushes of its game). The
load is open-loop: commands are sent at ``--rate`` per second in all, each from a random
living seat of a random game: a chat line in the town square, or in a day a vote for a random
player (some are refused, as a real game's are; a refusal is answered like an acceptance).
Every ``--advance-every`` commands a game's host ends its phase over HTTP. Latency is the time
from sending a command on its socket to receiving its ``result``; the pushes that follow go to
all the game's sockets and are counted. A closed-loop run (``--rate 0``) sends as fast as
answers come back, ``--inflight`` at a time, to find the throughput ceiling.

This is a benchmark, not a test: figures go in docs/benchmarks.md with the machine and command.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import os
import platform
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
import websockets

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Seat:
    name: str
    token: str
    ws: Any = None
    pending: dict[int, float] = field(default_factory=dict)
    pushes: int = 0


@dataclass
class LiveGame:
    id: str
    host: str
    seats: list[Seat]
    phase: str = "Day 0"
    commands: int = 0


class Load:
    def __init__(self, url: str, args: argparse.Namespace) -> None:
        self.url = url
        self.args = args
        self.rng = random.Random(args.seed)
        self.games: list[LiveGame] = []
        self.latencies: list[float] = []
        self.advance_latencies: list[float] = []
        self.refused = 0
        self.errors = 0
        self.ids = itertools.count(1)
        self.answered = asyncio.Event()
        self.outstanding = 0

    async def setup(self) -> None:
        n = self.args.players
        names = NAMES[:n] if n <= len(NAMES) else [f"P{i:02d}" for i in range(1, n + 1)]
        async with httpx2.AsyncClient(base_url=self.url, timeout=60) as http:
            sem = asyncio.Semaphore(16)

            async def one(i: int) -> None:
                async with sem:
                    body = {
                        "setup": {"names": names},
                        "seed": i,
                        "settings": {"automation": "manual"},
                    }
                    r = await http.post("/api/games", json=body)
                    r.raise_for_status()
                    d = r.json()
                    seats = [Seat(s["name"], s["token"]) for s in d["seats"]]
                    self.games.append(LiveGame(d["game"], d["host"]["token"], seats))

            await asyncio.gather(*(one(i) for i in range(self.args.games)))
        ws_url = self.url.replace("http://", "ws://")
        sem = asyncio.Semaphore(64)

        async def connect(g: LiveGame, seat: Seat) -> None:
            async with sem:
                seat.ws = await websockets.connect(
                    f"{ws_url}/api/games/{g.id}/ws", max_size=2**24
                )
                await seat.ws.send(json.dumps({"type": "auth", "token": seat.token}))
                await seat.ws.recv()  # the backlog
                asyncio.get_running_loop().create_task(self.reader(g, seat))

        await asyncio.gather(*(connect(g, s) for g in self.games for s in g.seats))

    async def reader(self, g: LiveGame, seat: Seat) -> None:
        try:
            async for raw in seat.ws:
                msg = json.loads(raw)
                if msg.get("type") == "result":
                    sent = seat.pending.pop(msg["id"], None)
                    if sent is not None:
                        self.latencies.append(time.perf_counter() - sent)
                        if not msg.get("ok"):
                            self.refused += 1
                        self.outstanding -= 1
                        self.answered.set()
                elif msg.get("type") == "events":
                    seat.pushes += 1
                    game = msg.get("game") or {}
                    if "phase" in game:
                        g.phase = game["phase"]
        except websockets.ConnectionClosed:
            return

    async def send_one(self, http: httpx2.AsyncClient) -> None:
        g = self.rng.choice(self.games)
        g.commands += 1
        if g.commands % self.args.advance_every == 0:
            t = time.perf_counter()
            r = await http.post(
                f"/api/games/{g.id}/host/advance",
                headers={"Authorization": f"Bearer {g.host}"},
            )
            self.advance_latencies.append(time.perf_counter() - t)
            if r.status_code != 200:
                self.errors += 1
            return
        seat = self.rng.choice(g.seats)
        ref = next(self.ids)
        if g.phase.startswith("Day") and g.phase != "Day 0" and self.rng.random() < 0.5:
            target = self.rng.choice(g.seats).name
            msg = {"type": "act", "action": f"vote {target}", "id": ref}
        else:
            msg = {"type": "say", "channel": "town square", "text": f"line {ref}", "id": ref}
        seat.pending[ref] = time.perf_counter()
        self.outstanding += 1
        await seat.ws.send(json.dumps(msg))

    async def run(self) -> float:
        args = self.args
        async with httpx2.AsyncClient(base_url=self.url, timeout=60) as http:
            start = time.perf_counter()
            end = start + args.duration
            tasks: set[asyncio.Task[None]] = set()
            if args.rate > 0:
                n = 0
                while time.perf_counter() < end:
                    due = start + n / args.rate
                    delay = due - time.perf_counter()
                    if delay > 0:
                        await asyncio.sleep(delay)
                    t = asyncio.create_task(self.send_one(http))
                    tasks.add(t)
                    t.add_done_callback(tasks.discard)
                    n += 1
            else:
                while time.perf_counter() < end:
                    while self.outstanding < args.inflight:
                        await self.send_one(http)
                    self.answered.clear()
                    await self.answered.wait()
            waited = time.perf_counter() + 30
            while self.outstanding > 0 and time.perf_counter() < waited:
                await asyncio.sleep(0.05)
            return time.perf_counter() - start

    async def close(self) -> None:
        await asyncio.gather(
            *(s.ws.close() for g in self.games for s in g.seats if s.ws is not None),
            return_exceptions=True,
        )


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    # the load generator is a Python process too: its own collector pauses would show up as
    # server latency, so it collects rarely, like the server does (cli.serve)
    gc.set_threshold(50_000, 20, 100)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--players", type=int, default=7)
    ap.add_argument("--rate", type=float, default=250, help="commands/s in all (0: closed loop)")
    ap.add_argument("--inflight", type=int, default=32, help="closed loop: commands in flight")
    ap.add_argument("--duration", type=float, default=30)
    ap.add_argument("--advance-every", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--db", help="database URL (default: a fresh SQLite file)")
    ap.add_argument("--url", help="use a running server instead of starting one")
    args = ap.parse_args()

    proc = None
    tmp = tempfile.mkdtemp(prefix="ww-load-")
    url = args.url
    if url is None:
        port = free_port()
        db = args.db or f"sqlite:///{Path(tmp) / 'games.sqlite3'}"
        log = open(Path(tmp) / "server.log", "wb")  # noqa: SIM115
        entry = "from werewolves.cli import main; main()"
        proc = subprocess.Popen(
            [sys.executable, "-c", entry, "serve", "--port", str(port), "--db", db],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        url = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                if httpx2.get(url + "/api/health", timeout=1).status_code == 200:
                    break
            except httpx2.HTTPError:
                time.sleep(0.1)
    try:
        load = Load(url, args)

        async def go() -> tuple[float, float]:
            t = time.perf_counter()
            await load.setup()
            made = time.perf_counter() - t
            took = await load.run()
            await load.close()
            return made, took

        made, took = asyncio.run(go())
    finally:
        if proc is not None:
            os.kill(proc.pid, signal.SIGTERM)
            proc.wait(10)
    lat = load.latencies
    sockets = sum(len(g.seats) for g in load.games)
    pushes = sum(s.pushes for g in load.games for s in g.seats)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    print(f"games {args.games} x {args.players} players, {sockets} sockets; set up in {made:.1f} s")
    mode = (
        f"open loop at {args.rate:g}/s"
        if args.rate > 0
        else f"closed loop, {args.inflight} in flight"
    )
    print(
        f"{mode} for {args.duration:g} s: {len(lat)} socket commands answered "
        f"({load.refused} refused by the rules), {len(load.advance_latencies)} advances"
    )
    print(
        f"commands/s: {(len(lat) + len(load.advance_latencies)) / took:.0f}; pushes received: "
        f"{pushes} ({pushes / took:.0f}/s)"
    )
    ms = [x * 1000 for x in lat]
    adv = [x * 1000 for x in load.advance_latencies]
    print(
        f"command latency ms: p50 {pct(ms, 0.5):.1f}  p90 {pct(ms, 0.9):.1f}  "
        f"p99 {pct(ms, 0.99):.1f}  max {max(ms, default=float('nan')):.1f}  "
        f"mean {statistics.fmean(ms) if ms else float('nan'):.1f}"
    )
    print(f"advance latency ms (HTTP): p50 {pct(adv, 0.5):.1f}  p99 {pct(adv, 0.99):.1f}")
    print(f"errors: {load.errors}, unanswered: {load.outstanding}")
    server_log = Path(tmp) / "server.log"
    if server_log.exists():  # what the server logged: locked databases (S6), tracebacks
        text = server_log.read_text(errors="replace")
        print(
            f"server log: {text.count('database is locked')} 'database is locked', "
            f"{text.count('Traceback')} tracebacks, {len(text.splitlines())} lines"
        )


if __name__ == "__main__":
    main()
