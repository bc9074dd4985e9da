"""The game service's API as the adapter uses it: HTTP with its one credential, and a child
``werewolves serve`` when no service is given.

The adapter is a client like any other: every rule is the service's, every refusal the
service's sentence (:class:`ServiceRefused`), every command committed by the service before it
answers. It acts as the host or as a seat with the header ``Werewolves-As`` and the credential
the service issued it (``server/adapter.py``); it is given no seat's secret and keeps none.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any

import httpx2

from ..game import render

JSON = dict[str, Any]
ACTING = "Werewolves-As"


class ServiceRefused(Exception):
    """The service said no: its status, code and sentence (English in ``message``; its key
    and parameters, when the service gave them, write it in a member's language: ``words``)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        problems: tuple[str, ...] = (),
        *,
        key: str = "",
        params: JSON | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        # every problem the service listed (a setup's, a role file's), each a sentence
        self.problems = problems
        self.key = key
        self.params = dict(params or {})

    def words(self, lang: str = "en") -> str:
        """The service's sentence in the member's language ``lang`` (as it is when the service
        gave no key)."""
        return answer_words({"message": self.message, "key": self.key, "params": self.params}, lang)


def answer_words(answer: JSON, lang: str = "en", default: str = "") -> str:
    """What a service answer said (its ``key`` and ``params``) in the member's language
    ``lang``; its English ``message`` when it has no key (or ``default`` without one)."""
    key, message = answer.get("key"), str(answer.get("message") or default)
    if not key or lang == "en" or not isinstance(key, str):
        return message
    params = answer.get("params")
    return render(key, dict(params) if isinstance(params, dict) else {}, lang)


class ServiceClient:
    """The service's API with the adapter's credential."""

    def __init__(
        self,
        base_url: str,
        credential: str | None = None,
        *,
        transport: httpx2.AsyncBaseTransport | None = None,
        timeout: float = 30.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.credential = credential
        self._http = httpx2.AsyncClient(
            base_url=self.base_url, transport=transport, timeout=timeout
        )

    async def close(self) -> None:
        await self._http.aclose()

    def _headers(self, acting: str | None) -> dict[str, str]:
        out: dict[str, str] = {}
        if self.credential:
            out["Authorization"] = f"Bearer {self.credential}"
        if acting is not None:
            out[ACTING] = acting
        return out

    async def _call(
        self,
        method: str,
        path: str,
        *,
        acting: str | None = None,
        body: JSON | None = None,
        params: JSON | None = None,
        lang: str = "en",
    ) -> JSON:
        headers = self._headers(acting)
        if lang != "en":  # the service's words in the member's language
            headers["Accept-Language"] = lang
        r = await self._http.request(method, path, headers=headers, json=body, params=params)
        try:
            data: JSON = r.json()
        except ValueError:
            data = {}
        if r.status_code >= 400:
            err = data.get("error") or {}
            listed = err.get("problems")
            listed = listed if isinstance(listed, list) else []
            params = err.get("params")
            raise ServiceRefused(
                r.status_code,
                str(err.get("code", "http")),
                str(err.get("message", f"The game service answered {r.status_code}.")),
                tuple(str(p["message"]) for p in listed if isinstance(p, dict) and "message" in p),
                key=str(err.get("key") or ""),
                params=params if isinstance(params, dict) else None,
            )
        return data

    # ---------------------------------------------------------------- the credential, games

    async def issue_credential(self) -> str:
        """Ask the service for a credential of the adapter's own (kept in the adapter's
        store: the games it creates with it are its games)."""
        data = await self._call("POST", "/api/adapters")
        self.credential = str(data["token"])
        return self.credential

    async def health(self) -> JSON:
        return await self._call("GET", "/api/health")

    async def create_game(self, setup: JSON, settings: JSON | None = None, **extra: Any) -> JSON:
        body: JSON = {"setup": setup, "settings": settings or {}, **extra}
        return await self._call("POST", "/api/games", acting="host", body=body)

    async def summary(self, game: str) -> JSON:
        return await self._call("GET", f"/api/games/{game}", acting="host")

    async def view(self, game: str, acting: str = "host", lang: str = "en") -> JSON:
        """What ``acting`` may see now, its words in ``lang`` (the reader's language)."""
        params = None if lang == "en" else {"lang": lang}
        return await self._call("GET", f"/api/games/{game}/view", acting=acting, params=params)

    async def events(
        self, game: str, after: int, epoch: int | None = None, lang: str = "en"
    ) -> JSON:
        """A page of the host's stream after ``after`` (every event, each with whom it went
        to: what routes it to its channel), its words in ``lang``."""
        params: JSON = {"after": after}
        if epoch is not None:
            params["epoch"] = epoch
        if lang != "en":
            params["lang"] = lang
        return await self._call("GET", f"/api/games/{game}/events", acting="host", params=params)

    async def read_role_files(self, files: list[tuple[str, str]]) -> list[JSON]:
        """Role files read by the service (``POST /api/role-files``): the roles they add, or
        :class:`ServiceRefused` with each of their problems as a sentence."""
        body = {"role_files": [{"name": n, "text": t} for n, t in files]}
        data = await self._call("POST", "/api/role-files", body=body)
        return list(data.get("roles", []))

    async def roles(self) -> list[JSON]:
        """The role catalogue (``GET /api/roles``): what a member may claim."""
        data = await self._call("GET", "/api/roles")
        return list(data.get("roles", []))

    async def why(self, game: str, name: str, acting: str = "host") -> list[str]:
        data = await self._call("GET", f"/api/games/{game}/why/{name}", acting=acting)
        return [str(x) for x in data.get("lines", [])]

    async def why_short(self, game: str, name: str, acting: str = "host") -> str:
        """Why ``name`` died, in one sentence, as ``acting`` may be told it."""
        data = await self._call("GET", f"/api/games/{game}/why/{name}", acting=acting)
        return str(data.get("summary", ""))

    async def review(self, game: str, lang: str = "en") -> JSON:
        """A finished game as everyone may see it (a spectator's ``GET …/review``), its words
        in ``lang``: refused while it runs, or when the host keeps it private."""
        params = None if lang == "en" else {"lang": lang}
        return await self._call(
            "GET", f"/api/games/{game}/review", acting="spectator", params=params
        )

    # ---------------------------------------------------------------- acting

    async def act(
        self,
        game: str,
        seat: int,
        action: str | list[str],
        phase: int | None = None,
        lang: str = "en",
    ) -> JSON:
        """The seat's action; with ``phase`` (the phase it was meant for) the service refuses
        it once that phase has ended, instead of taking it as the next phase's. What it told
        the seat comes in ``told_text`` in ``lang``, the member's language."""
        body: JSON = {"action": action, **({} if phase is None else {"phase": phase})}
        return await self._call(
            "POST", f"/api/games/{game}/act", acting=seat_acting(seat), body=body, lang=lang
        )

    async def say(self, game: str, seat: int, channel: str, text: str) -> JSON:
        body = {"channel": channel, "text": text}
        return await self._call(
            "POST", f"/api/games/{game}/say", acting=seat_acting(seat), body=body
        )

    async def conspire(self, game: str, seat: int, channel: str, members: list[str]) -> JSON:
        """rule-conspiracy-channels.1: the seat opens a conspiracy channel with ``members``."""
        body = {"channel": channel, "members": members}
        return await self._call(
            "POST", f"/api/games/{game}/channels", acting=seat_acting(seat), body=body
        )

    async def invite(self, game: str, seat: int, channel: str, members: list[str]) -> JSON:
        """rule-conspiracy-channels.1: a member invites more players into their channel."""
        body = {"channel": channel, "members": members}
        return await self._call(
            "POST", f"/api/games/{game}/channels/invite", acting=seat_acting(seat), body=body
        )

    async def ready(self, game: str, seat: int, phase: int | None = None) -> JSON:
        body = None if phase is None else {"phase": phase}
        return await self._call(
            "POST", f"/api/games/{game}/ready", acting=seat_acting(seat), body=body
        )

    async def join(self, game: str, seat: int) -> JSON:
        return await self._call("POST", f"/api/games/{game}/join", acting=seat_acting(seat))

    async def host(self, game: str, what: str, body: JSON | None = None) -> JSON:
        """A host command (``advance``, ``pause``, ``undo`` …) of ``docs/api.md``."""
        return await self._call("POST", f"/api/games/{game}/host/{what}", acting="host", body=body)

    async def undo(
        self, game: str, scope: str, reason: str, *, who: str | None = None, reopen: bool = False
    ) -> JSON:
        """Undo ``last`` (the latest move, with the bots' answers to it) or ``phase`` (every
        move since the phase began), with the host's reason and whom the host's tools acted
        for. The service decides what that takes and refuses what it must (``server/undo.py``);
        ``reopen``: the host agreed to reopen a finished game (RM551)."""
        body: JSON = {"scope": scope, "reason": reason, "reopen": reopen}
        if who is not None:
            body["who"] = who
        return await self.host(game, "undo", body)

    async def host_read(self, game: str, what: str, lang: str = "en") -> JSON:
        """A host reading (``preview``, ``audit``, ``log``) of ``docs/api.md``, its words in
        ``lang``."""
        return await self._call(
            "GET", f"/api/games/{game}/host/{what}", acting="host", lang=lang
        )


def seat_acting(seat: int) -> str:
    return f"seat {int(seat)}"


# -------------------------------------------------------------------- a child service


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class ChildService:
    """A ``werewolves serve`` the adapter started on a free loopback port (the default SQLite
    database unless ``db`` names another), stopped by its pid."""

    url: str
    process: subprocess.Popen[bytes]

    def stop(self, timeout: float = 10.0) -> None:
        if self.process.poll() is not None:
            return
        os.kill(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout)


def start_child_service(db: str | None = None, *, timeout: float = 30.0) -> ChildService:
    """Start ``werewolves serve`` on a free loopback port and wait until it answers."""
    port = free_port()
    args = [
        sys.executable,
        "-c",
        "from werewolves.cli import main; main()",
        "serve",
        "--port",
        str(port),
    ]
    if db:
        args += ["--db", db]
    # what it says, read back only if it fails to start; open as long as the child runs
    log = tempfile.TemporaryFile()  # noqa: SIM115
    proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    child = ChildService(url, proc)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            err = log.read().decode("utf-8", "replace")
            raise RuntimeError(f"the game service did not start: {err.strip()[-500:]}")
        try:
            if httpx2.get(url + "/api/health", timeout=1).status_code == 200:
                return child
        except httpx2.HTTPError:
            time.sleep(0.1)
    child.stop()
    raise RuntimeError(f"the game service did not answer within {timeout:.0f} seconds")


__all__ = [
    "ChildService",
    "ServiceClient",
    "ServiceRefused",
    "seat_acting",
    "start_child_service",
]
