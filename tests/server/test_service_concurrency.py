"""Issue 10: many clients submitting to one game at once, on a real server process: the log is
a single order and each client's acknowledgement names its own command's place in it."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import httpx2
from live_server import ServerProcess

CLIENTS = 16
LINES = 8


def test_concurrent_commands_form_one_order(server: ServerProcess) -> None:
    names = [f"P{i:02d}" for i in range(CLIENTS)]
    body = {"setup": {"names": names}, "seed": 5, "settings": {"automation": "manual"}}
    made = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    gid = made["game"]
    acks: list[tuple[int, str, str]] = []  # (version, player, text)
    errors: list[str] = []
    lock = threading.Lock()
    start = threading.Barrier(CLIENTS)

    def client(seat: dict[str, Any]) -> None:
        headers = {"Authorization": f"Bearer {seat['token']}"}
        with httpx2.Client(base_url=server.url, headers=headers, timeout=30) as c:
            start.wait()
            for n in range(LINES):
                text = f"{seat['name']} line {n}"
                r = c.post(f"/api/games/{gid}/say", json={"channel": "town square", "text": text})
                with lock:
                    if r.status_code == 200:
                        acks.append((r.json()["version"], seat["name"], text))
                    else:
                        errors.append(r.text)

    threads = [threading.Thread(target=client, args=(s,)) for s in made["seats"]]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    log = httpx2.get(f"{server.url}/api/games/{gid}/host/log", headers=host).json()["commands"]
    assert [c["seq"] for c in log] == list(range(1, CLIENTS * LINES + 1))
    by_seq = {c["seq"]: (c["player"], c["text"]) for c in log}
    assert len(acks) == CLIENTS * LINES
    assert sorted(v for v, _p, _t in acks) == list(range(1, CLIENTS * LINES + 1))
    for version, player, text in acks:
        assert by_seq[version] == (player, text)
    # each client's own lines are in the order it sent them
    for name in names:
        mine = [t for _s, (p, t) in sorted(by_seq.items()) if p == name]
        assert mine == [f"{name} line {n}" for n in range(LINES)]


def test_two_server_processes_on_one_database_never_interleave(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    a = ServerProcess(db, tmp_path / "a.log")
    b = ServerProcess(db, tmp_path / "b.log")
    a.start()
    b.start()
    try:
        body = {
            "setup": {"names": ["Ann", "Bob", "Cid", "Dan"]},
            "seed": 1,
            "settings": {"automation": "manual"},
        }
        made = httpx2.post(a.url + "/api/games", json=body, timeout=10).json()
        gid = made["game"]
        results: list[int] = []
        lock = threading.Lock()

        def writer(url: str, seat: dict[str, Any]) -> None:
            headers = {"Authorization": f"Bearer {seat['token']}"}
            with httpx2.Client(base_url=url, headers=headers, timeout=30) as c:
                for n in range(10):
                    while True:
                        r = c.post(
                            f"/api/games/{gid}/say", json={"channel": "town square", "text": f"{n}"}
                        )
                        if r.status_code != 409:  # lost the race to the other process: retry
                            break
                    assert r.status_code == 200, r.text
                    with lock:
                        results.append(r.json()["version"])

        threads = [
            threading.Thread(target=writer, args=(a.url if i % 2 else b.url, s))
            for i, s in enumerate(made["seats"])
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == list(range(1, 41))
        host = {"Authorization": f"Bearer {made['host']['token']}"}
        for srv in (a, b):
            log = httpx2.get(f"{srv.url}/api/games/{gid}/host/log", headers=host).json()
            assert [c["seq"] for c in log["commands"]] == list(range(1, 41))
    finally:
        a.stop()
        b.stop()
