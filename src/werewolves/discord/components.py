"""Components as :mod:`.prompts` makes them (plain JSON), as discord.py views for a follow-up
or an edited answer; the adapter's ``on_interaction`` answers them, so their callbacks do
nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from . import prompts

JSON = dict[str, Any]


def ui(rows: Sequence[JSON]) -> discord.ui.View:
    """Components (as :mod:`.prompts` makes them) as a discord.py view for a follow-up; the
    adapter's ``on_interaction`` answers them, so their callbacks do nothing."""
    view = discord.ui.View(timeout=None)
    for r, row in enumerate(rows):
        for c in row["components"]:
            if c["type"] == prompts.BUTTON:
                view.add_item(
                    discord.ui.Button(
                        custom_id=c["custom_id"],
                        label=c["label"],
                        style=discord.ButtonStyle(c["style"]),
                        row=r,
                    )
                )
            else:
                options = [
                    discord.SelectOption(
                        label=o["label"],
                        value=o["value"],
                        default=bool(o.get("default")),
                        description=o.get("description"),
                    )
                    for o in c["options"]
                ]
                view.add_item(
                    discord.ui.Select(
                        custom_id=c["custom_id"],
                        options=options,
                        row=r,
                        placeholder=c.get("placeholder"),
                        min_values=int(c.get("min_values", 1)),
                        max_values=int(c.get("max_values", 1)),
                    )
                )
    return view


__all__ = ["ui"]
