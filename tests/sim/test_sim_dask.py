"""A real Dask cluster: a scheduler and two worker processes on 127.0.0.1, started with the
``dask`` command, give the same numbers as the local run; both are stopped by their pids."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from werewolves.sim.match import parse_bots
from werewolves.sim.simulate import SimSpec, simulate

distributed = pytest.importorskip("distributed")

DASK = Path(sys.executable).with_name("dask")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[str]:
    if not DASK.exists():
        pytest.skip("the dask command is not installed")
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    env = {**os.environ, "DASK_DISTRIBUTED__WORKER__DAEMON": "False"}
    log = (tmp_path / "dask.log").open("wb")
    procs = [
        subprocess.Popen(
            [str(DASK), "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"],
            stdout=log, stderr=subprocess.STDOUT, env=env, cwd=tmp_path,
        )
    ]
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or procs[0].poll() is not None:
                    logged = (tmp_path / "dask.log").read_text()
                    pytest.fail("the Dask scheduler did not start: " + logged)
                time.sleep(0.2)
        procs.append(
            subprocess.Popen(
                [str(DASK), "worker", address, "--host", "127.0.0.1", "--nworkers", "2",
                 "--nthreads", "1", "--no-dashboard"],
                stdout=log, stderr=subprocess.STDOUT, env=env, cwd=tmp_path,
            )
        )
        with distributed.Client(address, timeout=30) as client:
            client.wait_for_workers(2, timeout=60)
        yield address
    finally:
        for proc in reversed(procs):
            _stop(proc)
        log.close()


def test_a_dask_cluster_gives_the_local_numbers(cluster: str) -> None:
    roles = "2xWolf, Fortune Teller, Amulet Holder"
    spec = SimSpec.from_roles_text(8, roles, parse_bots("heuristic"))
    local = simulate(spec, 40, 9, workers=1)
    remote = simulate(spec, 40, 9, scheduler=cluster, workers=2)
    assert remote.to_json() == local.to_json()
    assert remote.games == 40
