"""The sentences the adapter shows players about the table, allies, news and the game's end,
in one catalogue (to be translated later): each by its key, with ``{name}`` fields filled by
:func:`say`. Nothing here names a role: a role's name only ever comes from the service's views,
as a field."""

from __future__ import annotations

from typing import Any

WORDS: dict[str, str] = {
    # a player who left the game with a win or a loss, as the stream tells it
    "left.ascended": "\N{GLOWING STAR} {player} ascended and won ({role}).",
    "left.descended": "\N{DOWNWARDS BLACK ARROW} {player} descended and lost ({role}).",
    # the roster of a seat's table, one line a seat
    "roster.head": "**At the table**",
    "roster.alive": "{name}",
    "roster.dead": "\N{SKULL} ~~{name}~~",
    "roster.ascended": "\N{GLOWING STAR} {name} (ascended)",
    "roster.descended": "\N{DOWNWARDS BLACK ARROW} {name} (descended)",
    "roster.you": " (you)",
    "roster.role": " — {role}",
    "roster.ally": " \N{HANDSHAKE} on your side",
    "roster.group": " \N{HANDSHAKE} your {group}",
    # a select menu's option for a player marked on the reader's side
    "option.ally": "on your side",
    "option.group": "your {group}",
    # acting on an ally asks first
    "confirm.ally": "{player} is on your side.",
    "confirm.group": "{player} is in your {group}.",
    # the last phase's news
    "news.head": "**Since last time**",
    "news.none": "Nothing new since the last phase.",
    "table.hint": "Type `/table` to see who is at the table and the last phase's news again.",
    # the game's end, to each player
    "over.roles": "**Who was who**",
    "over.hidden": "The host keeps the roles hidden after this game.",
    # the rule that decides a choice left empty or invalid
    "fallback": "\N{INFORMATION SOURCE} When your choice cannot stand: {fallback}",
    # conspiracy channels (rule-conspiracy-channels.1-2)
    "cc.opened": "Your private channel {channel} is open: <#{channel_id}>.",
    "cc.opened_later": "Your private channel {channel} is open; its Discord channel comes in a "
    "moment.",
    "cc.invited": "{members} can now read and write in {channel} (from now on only: what was "
    "said before stays hidden from them).",
    "cc.no_players": "Name at least one player to have in the channel (their names, separated "
    "by spaces or commas).",
    "cc.topic": "A private channel: only its members read it (and the host{watchers}).",
    "cc.watchers.dead": ", and the dead",
    "cc.watchers.spectators": ", the dead and those watching",
    "cc.watchers.members": "",
}


def say(key: str, **params: Any) -> str:
    """The sentence ``key`` of the catalogue with its fields filled."""
    return WORDS[key].format(**params)


__all__ = ["WORDS", "say"]
