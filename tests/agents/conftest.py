"""Fixtures shared by the agent tests: ``server``, a real ``werewolves serve`` process on a fresh
SQLite file (the service tests' own, tests/server/live_server.py); games made on it are in
service_games.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))

from live_server import server

__all__ = ["server"]
