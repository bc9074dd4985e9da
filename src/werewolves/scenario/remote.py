"""Running scenarios on a game server, through its public HTTP API only.

``werewolves scenario run --server URL PATH...`` plays each scenario as a game on that server:
it creates the game (the scenario's setup and seed, manual automation), ends phases with the
host's link, submits each action with that player's own link, and reads the state for the
expectations from the host's snapshot endpoint, then reports exactly as the local runner does.
A reject entry is checked against the server's state before and after.

This module speaks HTTP only; it never imports the server.
"""

from __future__ import annotations

from typing import Any

import httpx2

from ..game import RULES_VERSION, Game
from .loader import Scenario
from .runner import Table, TableError, TableFactory


class ServerError(TableError):
    """The server could not be used (unreachable, or it answered with an error)."""


def _error_text(r: httpx2.Response) -> str:
    try:
        body = r.json()
        return str(body["error"]["message"])
    except Exception:
        return f"HTTP {r.status_code}"


class RemoteTable:
    """A scenario's game on a server."""

    def __init__(self, client: httpx2.Client, scn: Scenario) -> None:
        self.client = client
        s = scn.setup
        body = {
            "setup": {
                "players": [[n, r] for n, r in s.players],
                "role_list": s.role_list,
                "revealed_roles": list(s.revealed_roles),
                "known_roles": None if s.known_roles is None else list(s.known_roles),
                "options": dict(s.options),
            },
            "seed": scn.seed,
            "settings": {"automation": "manual"},
        }
        r = self._call("POST", "/api/games", json=body)
        if r.status_code != 201:
            raise ServerError(f"the server refused the game: {_error_text(r)}")
        made = r.json()
        self.id: str = made["game"]
        self.host = {"Authorization": f"Bearer {made['host']['token']}"}
        self.seats = {
            seat["name"]: {"Authorization": f"Bearer {seat['token']}"} for seat in made["seats"]
        }
        self._game: Game | None = None
        self._summary: dict[str, Any] = self._get(f"/api/games/{self.id}")

    def _call(self, method: str, path: str, **kw: Any) -> httpx2.Response:
        try:
            return self.client.request(method, path, **kw)
        except httpx2.HTTPError as e:
            raise ServerError(f"cannot reach the server ({e})") from None

    def _get(self, path: str) -> dict[str, Any]:
        r = self._call("GET", path, headers=self.host)
        if r.status_code != 200:
            raise ServerError(f"GET {path}: {_error_text(r)}")
        out: dict[str, Any] = r.json()
        return out

    @property
    def phase_index(self) -> int:
        return int(self._summary["phase_index"])

    @property
    def over(self) -> bool:
        return bool(self._summary["over"])

    def advance(self) -> None:
        r = self._call("POST", f"/api/games/{self.id}/host/advance", headers=self.host)
        if r.status_code != 200:
            raise ServerError(f"advance: {_error_text(r)}")
        self._changed()

    def submit(self, actor: str, command: str) -> tuple[bool, str]:
        token = self.seats.get(actor)
        if token is None:
            return False, f"there is no seat named {actor!r} on the server"
        r = self._call("POST", f"/api/games/{self.id}/act", headers=token, json={"action": command})
        if r.status_code == 200:
            self._changed()
            return True, ""
        if r.status_code in (409, 422):
            return False, _error_text(r)
        raise ServerError(f"submit: {_error_text(r)}")

    def _changed(self) -> None:
        self._game = None
        self._summary = self._get(f"/api/games/{self.id}")

    def snapshot(self) -> dict[str, Any]:
        return self._get(f"/api/games/{self.id}/host/snapshot")

    def game(self) -> Game:
        if self._game is None:
            self._game = Game.from_json(self.snapshot())
        return self._game


def remote_tables(client: httpx2.Client) -> TableFactory:
    """A factory that opens each scenario's game on the server ``client`` talks to."""

    def make(scn: Scenario) -> Table:
        return RemoteTable(client, scn)

    return make


def check_server(client: httpx2.Client) -> str | None:
    """Why the server cannot run scenarios (unreachable, another rules version), or None."""
    try:
        r = client.get("/api/health")
    except httpx2.HTTPError as e:
        return f"cannot reach the server at {client.base_url} ({e})"
    if r.status_code != 200:
        return f"{client.base_url} does not answer like a werewolves server ({r.status_code})"
    theirs = r.json().get("rules_version")
    if theirs != RULES_VERSION:
        return (
            f"the server plays rules version {theirs} and this program {RULES_VERSION}: "
            "their scenarios' results would differ"
        )
    return None
