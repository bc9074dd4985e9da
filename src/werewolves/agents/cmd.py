"""``cmd:PATH`` agents: a local program that speaks the agent protocol as JSON lines.

The program is started once per seat and game (a ``.py`` file with this Python, anything else
as it is), reads one JSON object per line on its standard input (``hello``, then ``turn``s, then
``over``) and writes one line on its standard output for each ``turn``: its ``moves`` answer.
Its standard error is left alone (it goes where ours goes).

Lateness in a seeded game is never wall time: the answer's budget is a number of moves. The
only clock is a guard against a program that hangs or dies (:data:`GUARD_SECONDS`): past it, or
once the program has closed its output or written something that is not JSON, the agent is
``broken``, and every turn it has left is a pass — the protocol's stated default.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

__all__ = ["GUARD_SECONDS", "CmdAgent", "command_for"]

GUARD_SECONDS = 30.0
JSON = dict[str, Any]


def command_for(path: str) -> list[str]:
    """The command that runs the agent program at ``path``."""
    p = Path(path)
    if p.suffix == ".py":
        return [sys.executable, str(p)]
    return [str(p)]


class CmdAgent:
    """One ``cmd:`` program playing one seat."""

    def __init__(self, path: str, *, guard_seconds: float = GUARD_SECONDS) -> None:
        self.path = path
        self.guard_seconds = guard_seconds
        self.broken: str | None = None  # why it stopped answering
        self._proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue()

    def _spawn(self) -> subprocess.Popen[bytes] | None:
        if self._proc is None and self.broken is None:
            try:
                self._proc = subprocess.Popen(
                    command_for(self.path),
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    env={**os.environ, "PYTHONUNBUFFERED": "1"},
                )
            except OSError as e:
                self.broken = f"cannot start {self.path}: {e.strerror or e}"
                return None
            out = self._proc.stdout
            assert out is not None
            threading.Thread(target=self._read, args=(out,), daemon=True).start()
        return self._proc

    def _read(self, out: IO[bytes]) -> None:
        for line in out:
            self._lines.put(line)
        self._lines.put(None)

    def _send(self, msg: JSON) -> bool:
        proc = self._spawn()
        if proc is None or proc.stdin is None:
            return False
        try:
            proc.stdin.write((json.dumps(msg, sort_keys=True) + "\n").encode())
            proc.stdin.flush()
        except OSError:
            self.broken = f"{self.path} stopped reading its input"
            return False
        return True

    def start(self, hello: JSON) -> None:
        self._send(hello)

    def turn(self, turn: JSON) -> Any:
        if self.broken is not None or not self._send(turn):
            return None
        try:
            line = self._lines.get(timeout=self.guard_seconds)
        except queue.Empty:
            self.broken = f"{self.path} gave no answer in {self.guard_seconds:g} s"
            return None
        if line is None:
            self.broken = f"{self.path} closed its output"
            return None
        try:
            return json.loads(line)
        except ValueError:
            self.broken = f"{self.path} wrote a line that is not JSON"
            return None

    def over(self, over: JSON) -> None:
        if self._proc is not None:
            self._send(over)

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait(5)
        if proc.stdout is not None:
            proc.stdout.close()
