"""CPU per command of the service, by thread, under the shared anchors' load generator (issue 20
item 4): the event loop's thread apart from the database's worker threads, which load disturbs
less than the whole process's wall-clock figures.

    .venv/bin/python bench/service_threads.py --kind ours --src /tmp/before/src   # a snapshot
    .venv/bin/python bench/service_threads.py --kind floor
    .venv/bin/python bench/service_threads.py --kind ours --rate 100 --duration 15 --games 500

It starts the server (``werewolves serve`` of this venv, with ``PYTHONPATH=--src`` when given;
or the anchors' floor app), runs a copy of the anchors' ``loadgen.py`` that prints a line at its
window's start and end, reads ``/proc/PID/task/*/stat`` at both, and prints one JSON line: the
loop thread's and the other threads' CPU per answered command, with the load generator's
latencies. Alternate ``--kind`` and ``--src`` runs yourself and read ratios within a run.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# ../shared/perf-anchors beside the clone (or beside the folder of worktrees)
ANCHORS = next(
    (
        p / "shared" / "perf-anchors" / "service"
        for p in (REPO.parent, REPO.parent.parent)
        if (p / "shared" / "perf-anchors" / "service").is_dir()
    ),
    REPO.parent / "shared" / "perf-anchors" / "service",
)


def _threads(pid: int) -> dict[int, float]:
    out = {}
    tick = os.sysconf("SC_CLK_TCK")
    for d in Path(f"/proc/{pid}/task").iterdir():
        try:
            fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[int(d.name)] = (int(fields[11]) + int(fields[12])) / tick
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=["ours", "floor"], default="ours")
    ap.add_argument("--src", help="another tree's src/ for ours (a git archive snapshot)")
    ap.add_argument("--anchors", type=Path, default=ANCHORS)
    ap.add_argument("--rate", default="100")
    ap.add_argument("--duration", default="15")
    ap.add_argument("--games", default="500")
    a = ap.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="svc-threads-"))
    marked = scratch / "loadgen.py"
    text = (a.anchors / "loadgen.py").read_text()
    for at in ("cpu0", "cpu1"):
        line = f"        {at} = srv_cpu(a.server_pid)\n"
        assert line in text, f"the load generator changed: no {at!r} line"
        text = text.replace(line, line + f'        print("MARK {at}", flush=True)\n')
    marked.write_text(text)
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    env = dict(os.environ)
    if a.src:
        env["PYTHONPATH"] = a.src
    if a.kind == "ours":  # `werewolves serve` of this venv (of --src's tree when given)
        run = "import sys; from werewolves.cli import main; sys.argv[0] = 'werewolves'; main()"
        cmd = [sys.executable, "-c", run, "serve", "--port", str(port)]
        cmd += ["--db", f"sqlite:///{scratch / 'ours.db'}"]
    else:
        floor = a.anchors / "floor_app.py"
        cmd = [sys.executable, str(floor), str(scratch / "floor.db"), str(port)]
    log = (scratch / "server.log").open("w")
    srv = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        for _ in range(240):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=1)
                break
            except OSError:
                time.sleep(0.5)
        load = Path("/proc/loadavg").read_text().split()[0]
        args = ["--url", f"http://127.0.0.1:{port}", "--kind", a.kind, "--games", a.games]
        args += ["--rates", a.rate, "--duration", a.duration, "--server-pid", str(srv.pid)]
        gen = subprocess.Popen(
            [sys.executable, str(marked), *args],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert gen.stdout is not None
        t0: dict[int, float] = {}
        t1: dict[int, float] = {}
        res: dict[str, object] = {}
        for line in gen.stdout:
            if line.startswith("MARK cpu0"):
                t0 = _threads(srv.pid)
            elif line.startswith("MARK cpu1"):
                t1 = _threads(srv.pid)
            elif line.startswith("JSON "):
                res = json.loads(line[5:])
        gen.wait()
    finally:
        srv.terminate()
        srv.wait(timeout=60)
    acked = int(res["acked"])  # type: ignore[call-overload]
    loop = (t1.get(srv.pid, 0.0) - t0.get(srv.pid, 0.0)) * 1000 / max(1, acked)
    others = sum(c - t0.get(tid, 0.0) for tid, c in t1.items() if tid != srv.pid)
    print(
        json.dumps(
            {
                "kind": a.kind,
                "src": a.src,
                "rate": a.rate,
                "load_at_start": load,
                "answered": f"{acked}/{res['sent']}",
                "loop_ms_per_cmd": round(loop, 3),
                "other_threads_ms_per_cmd": round(others * 1000 / max(1, acked), 3),
                "cmd_ms": res["cmd_ms"],
                "push_after_ack_ms": res["push_after_ack_ms"],
                "pushes_received": res["pushes_received"],
            }
        )
    )


if __name__ == "__main__":
    main()
