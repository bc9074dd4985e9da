"""The sentences the adapter shows members, in the member's language: the ``discord`` area of
the Fluent resources (``i18n/locales/<lang>/discord.ftl``), each by its key (``roster.head`` is
the Fluent id ``discord-roster-head``: every id of the area starts with ``discord-``, so none
meets another area's in a language's one bundle), with ``{ $name }`` fields filled by
:func:`say`. Nothing here names a role: a role's name only ever comes from the service's
views, as a field.

Whose language: a reply to one member (ephemeral, DM) is in the interaction's ``locale``; a
shared channel (town square, team channels, the lobby message) is in the lobby's language
(:func:`lang_of`)."""

from __future__ import annotations

from typing import Any

from fluent.runtime.types import fluent_number

from ..i18n import CATALOG, DEFAULT

AREA = "discord"
PREFIX = "discord."  # the area's keys in the catalogue: ``discord.`` + the adapter's key
# Fluent refuses a placeable longer than 2,500 characters (it shows "???"); no Discord message
# holds more than 2,000, so a longer field is cut to that first
MAX_FIELD = 2000
# numbers a sentence shows grouped ("65,536 bytes"); every other number (a count, a channel's
# id) is shown as it is
GROUPED = frozenset({"size", "limit"})


def lang_of(locale: object) -> str:
    """Our language for a Discord locale (``de``, ``en-US``, a ``discord.Locale``; None or an
    unknown one: English)."""
    if locale is None:
        return DEFAULT
    return CATALOG.negotiate(str(getattr(locale, "value", locale)))


def say(key: str, lang: str = DEFAULT, **params: Any) -> str:
    """The sentence ``key`` of the catalogue in ``lang`` with its fields filled."""
    args: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, int) and not isinstance(value, bool):
            args[name] = fluent_number(value, useGrouping=name in GROUPED)
        else:
            args[name] = value if isinstance(value, float) else str(value)[:MAX_FIELD]
    return CATALOG.text(PREFIX + key, args, lang)


def described(command: str, lang: str = DEFAULT) -> dict[str, str]:
    """The descriptions of a slash command's options, by option (``slash.COMMAND.OPTION``)."""
    head = f"{PREFIX}slash.{command}."
    return {
        k.removeprefix(head): CATALOG.text(k, {}, lang)
        for k in sorted(CATALOG.area_keys(AREA))
        if k.startswith(head)
    }


__all__ = ["AREA", "PREFIX", "described", "lang_of", "say"]
