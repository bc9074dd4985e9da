"""A role file's ``replaces: NAME``: its role takes a role of the book's place in a game.

A group that plays today's book brings its own Citizen: the file's role is dealt under the
book's role's name (and its aliases), and wherever a game would have the book's role (a setup
that deals it, a role a player becomes, a simulation's default mix) it has the file's role
instead. The book's role is gone from that game's rules, so no game has both. Every game whose
rules carry a replacement tells everyone so at its start (the ``role_replaced`` event), which
the log keeps: the setup carries the file's text, so replay, export and undo rebuild the same
rules.

    name: Citizen
    replaces: Citizen
    team: town
    summary: Our Citizen, as our group plays it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.rules import RoleDef, Ruleset

KEY_TEXT = ("a role of the book this role takes the place of in a game: it is dealt under that "
            "role's name, and the book's role is not in the game")

# the family a role file's roles are installed by (load.py); a role of that family is no
# role of the book
CUSTOM_FAMILY = "custom roles"


def schema() -> dict[str, Any]:
    """The JSON Schema of ``replaces``."""
    return {"type": "string", "minLength": 1, "maxLength": 40, "description": KEY_TEXT}


def replaced(ctx: Any, rules: Ruleset, data: dict[str, Any], name: str) -> RoleDef | None:
    """The role of the book a file's ``replaces`` names (None: it names none, or one it may not
    replace, each said as a problem). R37: the role's rules are those of the family that
    installs it; a role file's family may only take the place of a role of the book that a
    setup deals, under that role's own name."""
    value = data.get("replaces")
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        ctx.tell(data, "roledata.replaces_text", "replaces")
        return None
    book = rules.role(value)
    if book is None or rules.family_of(book.name) == CUSTOM_FAMILY:
        ctx.tell(data, "roledata.replaces_unknown", "replaces", role=repr(value))
        return None
    if book.office or book.handed_out:
        # an office is won in an election, not dealt: there is no place in a setup to take
        ctx.tell(data, "roledata.replaces_office", "replaces", role=book.name)
        return None
    if name and name.strip().lower() != book.name.lower():
        ctx.tell(data, "roledata.replaces_name", "name", role=book.name,
                 name=repr(name))
        return None
    return book


def in_place(role: RoleDef, book: RoleDef) -> RoleDef:
    """The file's role as it stands in the book's role's place: the book's name and aliases
    (beside its own), and the book's place in a simulation's default mix."""
    aliases = tuple(dict.fromkeys((*book.aliases, *role.aliases)))
    return dataclasses.replace(role, name=book.name, aliases=aliases, mix=book.mix,
                               limited=book.limited, replaces=book.name)


def replacements(rules: Ruleset) -> list[str]:
    """The roles of ``rules`` that a role file plays in the book's place, by name."""
    return [r.name for r in rules.roles.values() if r.replaces]
