"""Werewolf roles beyond the plain Wolf: the Knowledgeable Wolf."""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.messages import render
from ..engine.rules import Family, RoleDef, Ruleset
from ..engine.state import Player, Setup
from .base import PACK_ATTACK, WOLFPACK

KNOWING = "knows the role list"


def _told_roles(eng: Engine, wolf: Player) -> None:
    """S0.1 / S0.2 / S0.4 / R32: at the start of the game the Knowledgeable Wolf is told the roles
    the host chose for it (possibly all of them), or else a seeded-random half (rounded up) of the
    role list."""
    setup = eng.state.setup
    if setup.known_roles is not None:
        roles = sorted(setup.known_roles)
    else:
        entries = sorted(p.original_role for p in eng.state.players)
        order = eng.shuffle("Knowledgeable Wolf's roles", entries)
        roles = sorted(order[: (len(entries) + 1) // 2])
    eng.tell(wolf, "kw.roles", rule="R32", kind="role_list", roles=roles)


def refuse_public_list(setup: Setup, rules: Ruleset) -> str | None:
    """S0.3 / R32: a Knowledgeable Wolf only plays with a partial or private role list."""
    knowing = {r.name for r in rules.roles.values() if KNOWING in r.tags}
    if setup.role_list == "public" and any(role in knowing for _, role in setup.players):
        return render("setup.knowing_wolf_public", {})
    return None


KNOWLEDGEABLE_WOLF = RoleDef(
    name="Knowledgeable Wolf",
    team="wolves",
    lycan=True,
    groups=(WOLFPACK,),
    category="Investigative",
    attack_class="wolves",
    abilities=(PACK_ATTACK,),
    tags=frozenset({KNOWING}),
    setup=_told_roles,
    rules=("S0.1", "S0.2", "S0.3", "S0.4", "R32"),
    summary="A pack wolf who starts the game knowing some of the roles in it.",
    description=(
        "A lycan in the wolfpack. At the start of the game learns some of the roles on the role "
        "list: those the host chose (which may be all of them), or else a random half. Only "
        "plays in games whose role list is partial or private."
    ),
    book_group="Werewolf Miscellaneous",
)


# the words of this family's messages (R37: a family declares its own texts)
MESSAGES: dict[str, str] = {
    "setup.knowing_wolf_public": (
        "A Knowledgeable Wolf can only be in a game with a partial or private role list; this "
        "setup's role list is public."
    ),
    "kw.roles": "You know these roles are in the game: {roles}.",
}


# R37: the manifest of the werewolf roles beyond the plain Wolf; where its listener runs among
# other families' is the resolution table's (roles/order.py).
FAMILY = Family(
    messages=MESSAGES,
    name="wolves",
    roles=(KNOWLEDGEABLE_WOLF,),
    listeners=(
        # S0.3 / R32: a Knowledgeable Wolf needs a partial or private role list
        ("validate_setup", refuse_public_list),
    ),
    statuses=(),
)
