"""The public role book as the bots read it: each role's card and team, the teams against the
town, the team channels, what a role learns and does. A bot knows this and its own views, nothing
of the game beyond them."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ..game import Aim, Effect, Learns, RoleCard, role_book

TOWN_SQUARE = "town square"
# the sides that are no team against the town: the town's own and the unaligned (every other
# team of the role book is the town's enemy, derived in ``evil_teams``, never listed)
NOT_EVIL = frozenset({"town", "unaligned"})
# the one team channel not named after its team (the pack's); every evil team's channel named
# after the team (hell's, the horsemen's, the underworld's …) is one too (``team_channels``)
PACK_CHANNEL = {"wolfpack": "wolves"}


@cache
def role_cards() -> dict[str, RoleCard]:
    """The public role book (the facade's): each role's card, by name."""
    return {card.name: card for card in role_book()}


@cache
def likely_roles(n: int) -> tuple[str, ...]:
    """The roles a default mix of ``n`` players deals, likeliest first (the role book's
    ``Mix``): the one dealt most often, then the one filling the other seats, then the rest by
    how many copies they get."""
    counted = sorted(
        ((c.mix.count(n), c.name) for c in role_book() if c.mix is not None and not c.mix.filler),
        key=lambda x: -x[0],
    )
    dealt = [name for k, name in counted if k > 0]
    filler = [c.name for c in role_book() if c.mix is not None and c.mix.filler]
    return tuple(dealt[:1] + filler + dealt[1:])


@cache
def role_teams() -> dict[str, str]:
    """The public role book: each role's team (``town``, ``wolves``, ``unaligned`` …)."""
    return {name: card.team for name, card in role_cards().items()}


# the teams of the custom roles (role files) this process has loaded: the
# simulator notes them (``note_roles``) when it builds a spec's rules, so that every reader of
# a role's team (the bot mix by team, the bots' reasoning, the tables) knows them too
_CUSTOM_TEAMS: dict[str, str] = {}


def note_roles(cards: Iterable[RoleCard]) -> None:
    """Learn the teams of roles beyond the role book (custom roles)."""
    known = role_teams()
    for card in cards:
        if card.name not in known:
            _CUSTOM_TEAMS[card.name] = card.team


def team_of_role(role: str) -> str:
    return role_teams().get(role) or _CUSTOM_TEAMS.get(role, "")


@cache
def evil_teams() -> frozenset[str]:
    """The teams against the town, from the role book: every team a role (not an office) plays
    for but the town's and the unaligned, so a new solo team (the pyros, hell, the White
    Wolves, the coven, the flock …) is one with no list to update."""
    return frozenset(c.team for c in role_book() if not c.office) - NOT_EVIL


@cache
def team_channels() -> dict[str, str]:
    """The team channels a bot coordinates in (their members are its allies), by channel: the
    pack's, and each evil team's channel that bears the team's name."""
    return {**PACK_CHANNEL, **{t: t for t in sorted(evil_teams())}}


def learns(role: str) -> frozenset[Learns]:
    """What a role's abilities can teach its holder (nothing for a role the book lacks)."""
    card = role_cards().get(role)
    return frozenset() if card is None else card.learns()


def does(role: str, effect: Effect) -> bool:
    """Whether one of a role's (or an office's) abilities has ``effect``."""
    card = role_cards().get(role)
    return card is not None and card.does(effect)


@cache
def kill_word() -> str:
    """The verb of the book's first killing ability (a team's plan names its kill with it)."""
    kills = (a for c in role_cards().values() for a in c.abilities if a.declaration.aim is Aim.KILL)
    return next((a.verb for a in kills), "")


@cache
def face_of(team: str) -> str:
    """The role a player accused of being on ``team`` is said to appear as: the team's first
    dealable role in the book (the plain werewolf for the wolves)."""
    return next((c.name for c in role_cards().values() if c.team == team and not c.office), "")


def is_evil(role: str) -> bool:
    """Whether ``role`` plays for a team against the town."""
    return team_of_role(role) in evil_teams()


def phase_index(phase: str) -> int:
    """'Day 0' → 0, 'Night 1' → 1, 'Day 1' → 2 … (the engine's numbering)."""
    kind, _, num = phase.partition(" ")
    n = int(num) if num.isdigit() else 0
    return 2 * n if kind == "Day" else 2 * n - 1
