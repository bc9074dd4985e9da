"""Ready-made game setups: player names, a default mix of roles, and role lists typed by a host.

The role mix (:data:`MIX`) is read from the roles' own declarations (``RoleCard.mix``): a new
role joins default games by declaring how, in its own module; nothing here names a role.

>>> default_roles(8, seed=1).count("Wolf")
2
>>> parse_roles("2xWolf, Fortune Teller", 5)
['Wolf', 'Wolf', 'Fortune Teller', 'Citizen', 'Citizen']
"""

from __future__ import annotations

import difflib
import random
import re
from dataclasses import dataclass

from ..game import MAX_PLAYERS, MIN_PLAYERS, RoleListMode, Ruleset, Setup, default_rules, role_book

__all__ = [
    "FILLER",
    "MIX",
    "NAMES",
    "MixRow",
    "RolesError",
    "deal",
    "default_roles",
    "make_setup",
    "parse_roles",
    "player_names",
]

# Distinct one-word names, in seat order; past the end of the list they repeat with a number.
# fmt: off
NAMES: tuple[str, ...] = (
    "Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay", "Kim", "Lou", "Max",
    "Ned", "Oda", "Pam", "Quin", "Ray", "Sue", "Tom", "Uma", "Vic", "Wes", "Xan", "Yul", "Zoe",
)
# fmt: on


@dataclass(frozen=True)
class MixRow:
    """One role of the default mix: one copy per ``per`` players (rounded down), at least
    ``minimum`` copies once the game has ``from_players`` players, none below that."""

    role: str
    per: int
    minimum: int = 0
    from_players: int = MIN_PLAYERS

    def count(self, n: int) -> int:
        if n < self.from_players:
            return 0
        return max(self.minimum, n // self.per)


def mix_table(rules: Ruleset | None = None) -> tuple[tuple[MixRow, ...], str]:
    """The default mix as the roles declare it (``RoleCard.mix``), most important first (if a
    tiny game cannot hold every row, later rows lose copies first), and the filler role every
    other seat is dealt. A new role joins default games by declaring its own mix."""
    cards = [c for c in role_book(rules) if c.mix is not None and not c.office]
    fillers = [c.name for c in cards if c.mix is not None and c.mix.filler]
    if len(fillers) != 1:
        raise RolesError(f"The rules declare {len(fillers)} filler roles for the default mix.")
    dealt = sorted(
        (c for c in cards if c.mix is not None and not c.mix.filler),
        key=lambda c: (c.mix.from_players, c.mix.rank, c.name) if c.mix else (0, 0, c.name),
    )
    rows = tuple(
        MixRow(c.name, c.mix.per, c.mix.minimum, c.mix.from_players) for c in dealt if c.mix
    )
    return rows, fillers[0]


class RolesError(ValueError):
    """A role list (or player count) a host typed that cannot make a game; the message says why."""


# the default rules' mix, read once (a game built with other rules reads its own: mix_table)
MIX, FILLER = mix_table()


def _rules(rules: Ruleset | None) -> Ruleset:
    return rules if rules is not None else default_rules()


def _check_count(n: int) -> None:
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise RolesError(f"A game needs between {MIN_PLAYERS} and {MAX_PLAYERS} players, not {n}.")


def _canonical(name: str, rules: Ruleset) -> str:
    """The rules' spelling of a role a player can be dealt, or a RolesError naming close ones."""
    role = rules.role(name)
    if role is not None and not role.office:
        return role.name
    if role is not None and role.office:
        raise RolesError(f"'{role.name}' is an office players are elected to, not a role to deal.")
    extra = rules.extra(name)
    if extra is not None:  # RM460: an extra role is handed out in play, never dealt
        raise RolesError(f"'{extra.name}' is an extra role, never dealt: {extra.handed_out}")
    dealable = sorted(r.name for r in rules.roles.values() if not r.office)
    keys = {k.lower(): k for k in dealable}
    close = difflib.get_close_matches(name.strip().lower(), list(keys), n=3, cutoff=0.5)
    hint = (
        f" Did you mean {' or '.join(keys[c] for c in close)}?"
        if close
        # the whole list is too long for one line (the role book has over a hundred roles)
        else " `werewolves roles` lists them all."
    )
    raise RolesError(f"'{name.strip()}' is not a role this game knows.{hint}")


def player_names(n: int) -> list[str]:
    """``n`` distinct one-word player names: Ann, Bob, … Zoe, then Ann2, Bob2, …"""
    out: list[str] = []
    round_ = 1
    while len(out) < n:
        suffix = "" if round_ == 1 else str(round_)
        out.extend(name + suffix for name in NAMES[: n - len(out)])
        round_ += 1
    return out


def deal(roles: list[str], seed: int) -> list[str]:
    """The roles shuffled into seat order, the same way for the same seed."""
    out = list(roles)
    random.Random(f"deal:{seed}").shuffle(out)
    return out


def default_roles(n: int, seed: int, *, rules: Ruleset | None = None) -> list[str]:
    """A sensible mix of roles for ``n`` players (see :data:`MIX`), shuffled by ``seed``."""
    _check_count(n)
    r = _rules(rules)
    table, filler = (MIX, FILLER) if rules is None else mix_table(rules)
    roles: list[str] = []
    for row in table:
        name = _canonical(row.role, r)
        roles.extend([name] * min(row.count(n), n - len(roles)))
    roles.extend([_canonical(filler, r)] * (n - len(roles)))
    return deal(roles, seed)


# "2xWolf", "2 x Wolf", "2*Wolf", "Wolf*2", "Wolf x2", "Wolf"
_COUNT_FIRST = re.compile(r"^(\d+)\s*[x×*]\s*(.+)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(.+?)\s*[x×*]\s*(\d+)$", re.IGNORECASE)


def _parse_item(item: str) -> tuple[str, int]:
    m = _COUNT_FIRST.match(item)
    if m:
        return m.group(2), int(m.group(1))
    m = _COUNT_LAST.match(item)
    if m:
        return m.group(1), int(m.group(2))
    return item, 1


def parse_roles(text: str, n: int, *, rules: Ruleset | None = None) -> list[str]:
    """The roles of ``text`` ("Wolf, Wolf, Fortune Teller", "2xWolf", "Wolf*2" …), in the
    order written, with the remaining seats filled by Citizens.

    Raises :class:`RolesError` with a sentence for an unknown role, an office, a bad count or
    more roles than players.
    """
    _check_count(n)
    r = _rules(rules)
    items = [item.strip() for item in text.split(",")]
    if not any(items):
        raise RolesError('The role list is empty: name at least one role, e.g. --roles "2xWolf".')
    roles: list[str] = []
    for item in items:
        if not item:
            raise RolesError(f"The role list '{text}' has an empty entry between two commas.")
        name, count = _parse_item(item)
        if count < 1:
            raise RolesError(f"'{item}' asks for {count} copies; a count must be at least 1.")
        if count > MAX_PLAYERS:
            raise RolesError(f"'{item}' asks for {count} copies, more than any game can hold.")
        roles.extend([_canonical(name, r)] * count)
    if len(roles) > n:
        raise RolesError(
            f"The role list names {len(roles)} roles but the game has only {n} players; "
            f"use --players {len(roles)} or name fewer roles."
        )
    roles.extend([_canonical(FILLER, r)] * (n - len(roles)))
    return roles


def make_setup(
    n: int,
    seed: int,
    *,
    roles_text: str | None = None,
    role_list: RoleListMode = "private",
    rules: Ruleset | None = None,
) -> Setup:
    """A whole setup: named players, roles (the default mix or ``roles_text``, dealt by ``seed``)
    and the role-list visibility. A partial list (R33) reveals about half the distinct roles in
    play, chosen by ``seed``."""
    if roles_text is None:
        roles = default_roles(n, seed, rules=rules)
    else:
        roles = deal(parse_roles(roles_text, n, rules=rules), seed)
    revealed: list[str] = []
    if role_list == "partial":
        # prefer revealing special roles: telling everyone "there are Citizens" says little
        distinct = sorted(set(roles) - {FILLER}) or sorted(set(roles))
        k = max(1, len(distinct) // 2)
        revealed = sorted(random.Random(f"reveal:{seed}").sample(distinct, k))
    return Setup(list(zip(player_names(n), roles, strict=True)), role_list, revealed)
