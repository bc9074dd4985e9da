"""Roles as data (issue 39): reading role descriptions that are not Python.

``wwrf`` reads the incumbent bot's formal language (WWRF) into a typed syntax tree, the first
step of ``werewolves role import`` (issue 39 item 4). This package is pure data: it imports
nothing of the engine, the roles or the edges (tests/test_architecture.py keeps it so).
"""
