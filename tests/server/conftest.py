"""Fixtures shared by the tests in this folder: ``server``, a real `werewolves serve` process
on a fresh SQLite file (live_server.py)."""

from live_server import server

__all__ = ["server"]
