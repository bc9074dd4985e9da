"""The expectations a scenario step can check (the table in shared/spec/SCENARIOS.md).

Each expectation key is one :class:`Checker` in :data:`CHECKERS`: a ``parse`` that reads the
value from the file (with line numbers, so a mistake is reported before the game runs) and a
``check`` that compares it with the game and returns what did not hold. A new key is a new entry
in the table; nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from yaml.nodes import Node

from ..game import DEATH_KINDS, Game, Player, phase_name
from .nodes import LoadContext

MAX_SHOWN = 12  # messages quoted when a told/announced expectation fails


@dataclass(frozen=True)
class Mismatch:
    """One expectation that did not hold: what the file expected and what the game has."""

    key: str
    expected: str
    found: str


@dataclass(frozen=True)
class CheckContext:
    """What a check may need besides the game: where this step's message window starts."""

    since: int  # index of the first event after the previous step


Parse = Callable[[Node, LoadContext], Any]
Check = Callable[[Game, Any, CheckContext], list[Mismatch]]


@dataclass(frozen=True)
class Checker:
    key: str
    parse: Parse
    check: Check
    help: str


# ---------------------------------------------------------------------------- helpers


def _listing(items: list[str]) -> str:
    return "[" + ", ".join(items) + "]"


def _state_of(p: Player) -> str:
    if p.alive:
        return f"{p.name} alive"
    if p.death is None:
        return f"{p.name} dead"
    how = "ascended" if p.ascended else p.death.kind
    return f"{p.name} dead ({how}, {phase_name(p.death.phase)})"


def _quote(texts: list[str]) -> str:
    if not texts:
        return "none"
    shown = texts[-MAX_SHOWN:]
    more = f"… {len(texts) - len(shown)} earlier, then " if len(texts) > len(shown) else ""
    return more + " | ".join(f"'{t}'" for t in shown)


def _per_player_texts(node: Node, ctx: LoadContext, what: str) -> dict[str, list[str]]:
    return {
        name: ctx.texts(vnode, f"{what} for {name}")
        for name, vnode in ctx.per_player(node, what)
    }


# ---------------------------------------------------------------------------- phase


def _parse_phase(node: Node, ctx: LoadContext) -> int:
    return ctx.phase(node, "phase", "phase")


def _check_phase(game: Game, want: int, cx: CheckContext) -> list[Mismatch]:
    if game.phase_index == want:
        return []
    found = game.phase + (" (the game is over)" if game.over else "")
    return [Mismatch("phase", phase_name(want), found)]


# ---------------------------------------------------------------------------- alive / dead


def _parse_names(key: str) -> Parse:
    def parse(node: Node, ctx: LoadContext) -> list[str]:
        return ctx.players_list(node, key)

    return parse


def _check_alive(game: Game, names: list[str], cx: CheckContext) -> list[Mismatch]:
    return [
        Mismatch("alive", f"{n} alive", _state_of(p))
        for n in names
        if not (p := game.player(n)).alive
    ]


def _check_dead(game: Game, names: list[str], cx: CheckContext) -> list[Mismatch]:
    return [Mismatch("dead", f"{n} dead", f"{n} alive") for n in names if game.player(n).alive]


# ---------------------------------------------------------------------------- deaths


def _parse_deaths(node: Node, ctx: LoadContext) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, vnode in ctx.per_player(node, "deaths"):
        out[name] = ctx.choice(vnode, f"the kind of death of {name}", DEATH_KINDS)
    return out


def _check_deaths(game: Game, want: dict[str, str], cx: CheckContext) -> list[Mismatch]:
    out = []
    for name, kind in want.items():
        p = game.player(name)
        if p.death is None or p.death.kind != kind:
            found = _state_of(p) if p.death is None else f"{name}: {p.death.kind}"
            out.append(Mismatch("deaths", f"{name}: {kind}", found))
    return out


# ---------------------------------------------------------------------------- roles / offices


def _parse_roles(node: Node, ctx: LoadContext) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, vnode in ctx.per_player(node, "roles"):
        text = ctx.text(vnode, f"the role of {name}")
        role = ctx.rules.role(text)
        if role is None:
            raise ctx.fail(vnode, f"roles: '{text}' is not a role this game knows.")
        if role.office:
            raise ctx.fail(vnode, f"roles: '{role.name}' is an office; check it with 'offices'.")
        out[name] = role.name
    return out


def _check_roles(game: Game, want: dict[str, str], cx: CheckContext) -> list[Mismatch]:
    return [
        Mismatch("roles", f"{name}: {role}", f"{name}: {game.player(name).role}")
        for name, role in want.items()
        if game.player(name).role != role
    ]


def _parse_offices(node: Node, ctx: LoadContext) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, vnode in ctx.per_player(node, "offices"):
        offices = []
        for item in ctx.sequence(vnode, f"the offices of {name}"):
            text = ctx.text(item, f"an office of {name}")
            office = ctx.rules.role(text)
            if office is None or not office.office:
                raise ctx.fail(item, f"offices: '{text}' is not an office this game knows.")
            offices.append(office.name)
        out[name] = offices
    return out


def _check_offices(game: Game, want: dict[str, list[str]], cx: CheckContext) -> list[Mismatch]:
    out = []
    for name, offices in want.items():
        held = game.player(name).offices
        # the list is compared as a whole, in any order
        if sorted(held) != sorted(offices):
            out.append(
                Mismatch("offices", f"{name}: {_listing(offices)}", f"{name}: {_listing(held)}")
            )
    return out


# ---------------------------------------------------------------------------- has / lacks


def _parse_statuses(key: str) -> Parse:
    def parse(node: Node, ctx: LoadContext) -> dict[str, list[str]]:
        return {
            name: [s.lower() for s in statuses]
            for name, statuses in _per_player_texts(node, ctx, key).items()
        }

    return parse


def _statuses(p: Player) -> str:
    return _listing(sorted({s.name for s in p.statuses}))


def _check_has(game: Game, want: dict[str, list[str]], cx: CheckContext) -> list[Mismatch]:
    out = []
    for name, statuses in want.items():
        p = game.player(name)
        for s in statuses:
            if not p.has(s):
                out.append(Mismatch("has", f"{name} has {s}", f"{name}'s statuses: {_statuses(p)}"))
    return out


def _check_lacks(game: Game, want: dict[str, list[str]], cx: CheckContext) -> list[Mismatch]:
    out = []
    for name, statuses in want.items():
        p = game.player(name)
        for s in statuses:
            if p.has(s):
                out.append(Mismatch("lacks", f"{name} lacks {s}", f"{name} has {s}"))
    return out


# ---------------------------------------------------------------------------- votes / counters


def _parse_votes(node: Node, ctx: LoadContext) -> dict[str, int]:
    return {
        name: ctx.integer(vnode, f"the votes of {name}")
        for name, vnode in ctx.per_player(node, "votes")
    }


def _check_votes(game: Game, want: dict[str, int], cx: CheckContext) -> list[Mismatch]:
    if not any(p.name == "lynch" for p in game.polls()):
        return [
            Mismatch("votes", f"{name}: {n}", f"there is no lynch poll in {game.phase}")
            for name, n in want.items()
        ]
    out = []
    for name, n in want.items():
        # R7: the dead do not vote, so a dead player's vote counts nothing.
        weight = game.vote_weight(name)
        if weight != n:
            out.append(Mismatch("votes", f"{name}: {n}", f"{name}: {weight}"))
    return out


def _parse_counters(node: Node, ctx: LoadContext) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for name, vnode in ctx.per_player(node, "counters"):
        out[name] = {
            counter: ctx.integer(cnode, f"counter {counter} of {name}")
            for counter, _k, cnode in ctx.mapping(vnode, f"the counters of {name}")
        }
    return out


def _check_counters(
    game: Game, want: dict[str, dict[str, int]], cx: CheckContext
) -> list[Mismatch]:
    out = []
    for name, counters in want.items():
        have = game.player(name).counters
        for counter, n in counters.items():
            if counter not in have:
                shown = ", ".join(f"{k}: {v}" for k, v in sorted(have.items())) or "none"
                out.append(
                    Mismatch(
                        "counters",
                        f"{name} {counter}: {n}",
                        f"{name} has no '{counter}' counter (counters: {shown})",
                    )
                )
            elif have[counter] != n:
                found = f"{name} {counter}: {have[counter]}"
                out.append(Mismatch("counters", f"{name} {counter}: {n}", found))
    return out


# ---------------------------------------------------------------------------- messages


def _contains(texts: list[str], words: str) -> list[str]:
    w = words.lower()
    return [t for t in texts if w in t.lower()]


def _check_told(game: Game, want: dict[str, list[str]], cx: CheckContext) -> list[Mismatch]:
    out = []
    for name, words in want.items():
        got = game.private_messages(name, cx.since)
        for w in words:
            if not _contains(got, w):
                out.append(
                    Mismatch(
                        "told",
                        f"{name} told '{w}'",
                        f"{name}'s private messages since the previous step: {_quote(got)}",
                    )
                )
    return out


def _check_not_told(game: Game, want: dict[str, list[str]], cx: CheckContext) -> list[Mismatch]:
    out = []
    for name, words in want.items():
        got = game.private_messages(name, cx.since)
        for w in words:
            hits = _contains(got, w)
            if hits:
                out.append(Mismatch("not_told", f"{name} not told '{w}'", f"told {_quote(hits)}"))
    return out


def _parse_texts(key: str) -> Parse:
    def parse(node: Node, ctx: LoadContext) -> list[str]:
        return ctx.texts(node, key)

    return parse


def _check_announced(game: Game, words: list[str], cx: CheckContext) -> list[Mismatch]:
    got = game.announcements(cx.since)
    found = f"announcements since the previous step: {_quote(got)}"
    return [
        Mismatch("announced", f"announced '{w}'", found) for w in words if not _contains(got, w)
    ]


def _check_not_announced(game: Game, words: list[str], cx: CheckContext) -> list[Mismatch]:
    got = game.announcements(cx.since)
    out = []
    for w in words:
        hits = _contains(got, w)
        if hits:
            found = f"announced {_quote(hits)}"
            out.append(Mismatch("not_announced", f"not announced '{w}'", found))
    return out


# ---------------------------------------------------------------------------- outcome


def winners_so_far(game: Game) -> list[str]:
    """Who has won so far: the outcome's winners once the game is over, and every player who
    ascended (an ascension is a win, R34), in seat order."""
    won = set(game.outcome.winners) if game.outcome is not None else set()
    won.update(n for n in game.players if game.player(n).ascended)
    return [n for n in game.players if n in won]


def _check_winners(game: Game, want: list[str], cx: CheckContext) -> list[Mismatch]:
    have = winners_so_far(game)
    if set(have) == set(want):
        return []
    note = "" if game.over else " (the game is not over)"
    return [Mismatch("winners", _listing(want), _listing(have) + note)]


def _parse_game_over(node: Node, ctx: LoadContext) -> bool:
    return ctx.boolean(node, "game_over")


def _check_game_over(game: Game, want: bool, cx: CheckContext) -> list[Mismatch]:
    if game.over == want:
        return []
    if game.outcome is not None:
        o = game.outcome
        found = f"true (ended in {phase_name(o.phase)}: {o.reason})"
    else:
        found = f"false ({game.phase} running)"
    return [Mismatch("game_over", "true" if want else "false", found)]


# ---------------------------------------------------------------------------- the table

CHECKERS: dict[str, Checker] = {
    c.key: c
    for c in (
        Checker("phase", _parse_phase, _check_phase, "that phase is running"),
        Checker("alive", _parse_names("alive"), _check_alive, "each named player is alive"),
        Checker("dead", _parse_names("dead"), _check_dead, "each named player is dead"),
        Checker("deaths", _parse_deaths, _check_deaths, "the player died from that kind"),
        Checker("roles", _parse_roles, _check_roles, "the player's current role"),
        Checker("offices", _parse_offices, _check_offices, "the player holds exactly those"),
        Checker("has", _parse_statuses("has"), _check_has, "the player has each status"),
        Checker("lacks", _parse_statuses("lacks"), _check_lacks, "the player lacks each status"),
        Checker("votes", _parse_votes, _check_votes, "the vote's weight on today's lynch poll"),
        Checker("counters", _parse_counters, _check_counters, "the player's counters"),
        Checker(
            "told",
            lambda n, c: _per_player_texts(n, c, "told"),
            _check_told,
            "each text is in the player's private messages since the previous step",
        ),
        Checker(
            "not_told",
            lambda n, c: _per_player_texts(n, c, "not_told"),
            _check_not_told,
            "no text is in the player's private messages since the previous step",
        ),
        Checker(
            "announced",
            _parse_texts("announced"),
            _check_announced,
            "each text is in the announcements since the previous step",
        ),
        Checker(
            "not_announced",
            _parse_texts("not_announced"),
            _check_not_announced,
            "no text is in the announcements since the previous step",
        ),
        Checker("winners", _parse_names("winners"), _check_winners, "exactly these have won"),
        Checker("game_over", _parse_game_over, _check_game_over, "the game has / has not ended"),
    )
}
