"""A short game played through the service's API as the adapter plays it (its credential, one
seat at a time), for the adapter's tests: the host's stream, each seat's view, the summary."""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient

from werewolves.server.app import create_app
from werewolves.storage import Store

PLAYERS = [
    ["Ann", "Wolf"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Citizen"],
    ["Eve", "Wolf"],
]


@dataclass
class Played:
    game: str
    summary: dict[str, Any]
    views: dict[str, dict[str, Any]]  # seat name -> its view
    host_page: dict[str, Any]  # the host's whole stream
    why: dict[str, list[str]]  # the dead, as the host may know why
    host_view: dict[str, Any] = field(default_factory=dict)  # the grimoire


def as_(cred: str, acting: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {cred}", "Werewolves-As": acting}


def play(*, lynch: bool = True) -> Played:
    """The game played once per test run (its own copy for each caller)."""
    return copy.deepcopy(_played(lynch))


@functools.cache
def _played(lynch: bool) -> Played:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        cred = c.post("/api/adapters").json()["token"]
        body = {"setup": {"players": PLAYERS}, "seed": 3, "settings": {"automation": "manual"}}
        made = c.post("/api/games", json=body, headers=as_(cred, "host")).json()
        gid = made["game"]
        seat = {s["name"]: s["seat"] for s in made["seats"]}
        host = as_(cred, "host")

        def act(who: str, action: str) -> None:
            r = c.post(
                f"/api/games/{gid}/act",
                headers=as_(cred, f"seat {seat[who]}"),
                json={"action": action},
            )
            assert r.status_code == 200, r.text

        c.post(f"/api/games/{gid}/host/advance", headers=host)
        act("Ann", "attack Bob")
        act("Cid", "investigate Ann")
        c.post(
            f"/api/games/{gid}/say",
            headers=as_(cred, f"seat {seat['Ann']}"),
            json={"channel": "wolfpack", "text": "Bob tonight"},
        )
        c.post(f"/api/games/{gid}/host/advance", headers=host)
        if lynch:
            for who in ("Ann", "Cid", "Dan", "Eve"):
                act(who, "vote Dan")
            c.post(f"/api/games/{gid}/host/advance", headers=host)
        views = {
            n: c.get(f"/api/games/{gid}/view", headers=as_(cred, f"seat {i}")).json()["view"]
            for n, i in seat.items()
        }
        summary = c.get(f"/api/games/{gid}", headers=host).json()
        page = c.get(f"/api/games/{gid}/events?after=-1", headers=host).json()
        why = {
            s["name"]: c.get(f"/api/games/{gid}/why/{s['name']}", headers=host).json()["lines"]
            for s in summary["seats"]
            if not s["alive"]
        }
        grimoire = c.get(f"/api/games/{gid}/view", headers=host).json()["view"]
        return Played(gid, summary, views, page, why, grimoire)
