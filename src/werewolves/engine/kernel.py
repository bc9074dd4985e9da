"""Rules of the base game that belong to no role: protection from attacks, role-list visibility,
and the checks a game setup must pass before a game can start.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from .messages import render
from .rules import Ruleset
from .state import Setup

if TYPE_CHECKING:
    from .core import Engine
    from .events import Event
    from .state import Player

NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_'-]*$")
MIN_PLAYERS = 2
MAX_PLAYERS = 200


class SetupError(ValueError):
    """A game setup the rules refuse; the message says what is wrong, for a host."""


def protected_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """R8: protection (Guardian, amulet …) stops attacks only: never kills, lynches, true kills."""
    if kind != "attack":
        return None
    for st in victim.all("protected"):
        return str(st.data.get("by", "protection"))
    return None


def role_list_names(eng: Engine) -> list[str]:
    return sorted(p.original_role for p in eng.state.players)


def announce_role_list(eng: Engine) -> None:
    """R33: what everyone is told of the role list at game start."""
    setup = eng.state.setup
    roles = role_list_names(eng)
    if setup.role_list == "public":
        eng.announce("rolelist.public", rule="R33", kind="role_list", roles=roles)
    elif setup.role_list == "partial":
        eng.announce(
            "rolelist.partial", rule="R33", kind="role_list", roles=sorted(setup.revealed_roles)
        )


def show_full_list_to_the_dead(eng: Engine, victim: Player, ev: Event) -> None:
    """R33: dead players always see the full list; each is shown it when they die."""
    eng.tell(
        victim,
        "rolelist.full",
        rule="R33",
        causes=[ev.id],
        kind="role_list",
        roles=role_list_names(eng),
    )


def _refuse(msg: str, **params: object) -> SetupError:
    return SetupError(render(msg, params))


def validate(setup: Setup, rules: Ruleset) -> Setup:
    """Check a setup and return it with role names spelled as the rules spell them.

    Raises :class:`SetupError` naming the first thing wrong.
    """
    if not (MIN_PLAYERS <= len(setup.players) <= MAX_PLAYERS):
        raise _refuse("setup.count", low=MIN_PLAYERS, high=MAX_PLAYERS, n=len(setup.players))
    seen: set[str] = set()
    players: list[tuple[str, str]] = []
    for name, role_name in setup.players:
        if not NAME_RE.match(name or ""):
            raise _refuse("setup.bad_name", name=name)
        if name.lower() in seen:
            raise _refuse("setup.same_name", name=name)
        if name.lower() == "nobody":
            raise _refuse("setup.nobody")
        seen.add(name.lower())
        role = rules.role(role_name or "")
        if role is None or role.office:
            raise _refuse("setup.unknown_role", role=role_name, name=name)
        players.append((name, role.name))
    if setup.role_list not in ("public", "partial", "private"):
        raise _refuse("setup.role_list", value=setup.role_list)
    revealed: list[str] = []
    in_play = Counter(r for _, r in players)
    for r in setup.revealed_roles:
        role = rules.role(r)
        if role is None:
            raise _refuse("setup.revealed_unknown", role=r)
        if role.name not in in_play:
            raise _refuse("setup.revealed_absent", role=role.name)
        revealed.append(role.name)
    if revealed and setup.role_list != "partial":
        raise _refuse("setup.revealed_not_partial")
    known: list[str] | None = None
    if setup.known_roles is not None:
        known = []
        for r in setup.known_roles:
            role = rules.role(r)
            if role is None:
                raise _refuse("setup.known_unknown", role=r)
            known.append(role.name)
    out = Setup(players, setup.role_list, revealed, known, dict(setup.options))
    for fn in rules.hooks.get("validate_setup", []):
        problem = fn(out, rules)
        if problem:
            raise SetupError(problem)
    return out


def install(rules: Ruleset) -> None:
    # the polls are a family of their own (installed beside this one, R37)
    rules.add_defence("active", "protected", protected_defence)
    rules.on("game_start", announce_role_list)
    rules.on("death", show_full_list_to_the_dead)
