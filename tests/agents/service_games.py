"""Games made on a real service for the agent tests (the ``server`` fixture of conftest.py):
eight seats, an automatic game with the service's bots in every seat but Ann's, and a seat's
secret to play it with."""

from __future__ import annotations

from typing import Any

import httpx2
from live_server import ServerProcess

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def create_game(server: ServerProcess, seed: int) -> dict[str, Any]:
    """A new game on ``server`` seeded ``seed``: what ``POST /api/games`` answered."""
    body = {
        "setup": {"names": NAMES},
        "seed": seed,
        "settings": {"automation": "auto", "day_seconds": 300, "night_seconds": 300},
        "bots": NAMES[1:],
    }
    r = httpx2.post(server.url + "/api/games", json=body, timeout=10)
    assert r.status_code == 201, r.text
    return dict(r.json())


def seat_token(made: dict[str, Any], seat: str) -> str:
    """The secret of ``seat``'s link in the game ``made``."""
    return str(next(s["token"] for s in made["seats"] if s["name"] == seat))
