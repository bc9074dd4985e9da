"""Roles as data: reading role descriptions that are not Python.

``wwrf`` reads the incumbent bot's formal language (WWRF) into a typed syntax tree, the first
step of ``werewolves role import``. This package is pure data: it imports
nothing of the engine, the roles or the edges (tests/test_architecture.py keeps it so).
"""
