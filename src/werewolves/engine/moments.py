"""The named moments at which role families react: a typed registry of hook points (R37).

A family plugs a listener into a moment; the order in which the listeners of one moment run is
written in the resolution table (``werewolves.roles.order``), never in the order the code happens
to load the families. This module only says which moments exist, what each listener receives
and what it returns, so that a listener for an unknown moment, or one that cannot take the
moment's arguments, is refused when it is installed rather than when a game first reaches it.

The engine names no role here: moments are the engine's own points (a visit resolved, a death,
a role change, the steps of a phase, a win check …).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .phases import DAY_STEPS, NIGHT_STEPS


@dataclass(frozen=True)
class Moment:
    """One hook point: its name, the arguments every listener is called with, what it returns."""

    name: str
    params: tuple[str, ...]  # the listener's positional parameters, the engine first
    returns: str  # "nothing", "bool", "int", "names", "result or None"
    what: str


class InstallError(Exception):
    """A family declared something the engine cannot install (a bug in the family's code)."""


_ENG = ("eng",)

_MOMENTS: tuple[Moment, ...] = (
    Moment("validate_setup", ("setup", "rules"), "sentence or None", "a setup is checked"),
    # R34 / rule-alignments-unaligned.9: asked of a setup, never of a game
    Moment(
        "stands_against",
        ("role", "team", "rules"),
        "bool",
        "whether an unaligned role, as dealt, keeps a team from winning while its player lives "
        "(a setup of that team alone beside it is still a game)",
    ),
    Moment("game_start", _ENG, "nothing", "the roles are dealt, before Day 0 opens"),
    # R2: every step of a phase is a moment of its own; the step table is in engine/phases.py
    *(
        Moment(step.name, _ENG, "nothing", step.what)
        for step in (*DAY_STEPS, *NIGHT_STEPS)
        if step.name != "immediate"
    ),
    Moment("simultaneous_start", _ENG, "nothing", "actions resolving at one moment begin (R19)"),
    Moment("simultaneous_end", _ENG, "nothing", "actions resolving at one moment end (R19)"),
    Moment("batch_start", _ENG, "nothing", "the end-of-phase batch begins (R3)"),
    Moment("batch_end", _ENG, "nothing", "the end-of-phase batch ends (R3)"),
    Moment("visit", ("eng", "visit"), "nothing", "a visit is resolved (R15)"),
    Moment(
        "lands",
        ("eng", "act", "target"),
        "nothing",
        "an ability reaches a player: after blocks and redirections, before its effect",
    ),
    # reaper.3 / wraith.4: an ability reaching a player who makes it fail (the rule's
    # id, and whatever the rule does in answer), or None; asked before ``lands``
    Moment(
        "voids",
        ("eng", "act", "target"),
        "rule or None",
        "an ability reaches a player after blocks and redirections: a rule may make it fail",
    ),
    Moment("death", ("eng", "victim", "event"), "nothing", "a player dies or leaves the game"),
    Moment(
        "signal",
        ("eng", "player", "signal", "event"),
        "nothing",
        "a player's effect raises a named signal (Emit): the triggers listening for it fire",
    ),
    # R8: a defence stopped an attempt on a player's life; the ``kill_prevented`` event names
    # the defence that did (WWRF's On Defense: what a role does when its defence is used)
    Moment(
        "defended",
        ("eng", "victim", "event"),
        "nothing",
        "a defence stopped an attempt on a player's life (its kill_prevented event)",
    ),
    Moment("role_changed", ("eng", "player", "event"), "nothing", "a player's role changes"),
    Moment("team_changed", ("eng", "player", "event"), "nothing", "a player's team changes"),
    # cupid-variants.2: a role change a family redirects: the role the player takes
    # instead and the rule that says so (their own role: the change fails), or None
    Moment(
        "role_redirect",
        ("eng", "player", "role"),
        "(role, rule) or None",
        "a player is about to change role: a rule may give them another role instead",
    ),
    # cupid.11 / lover.9: a team change a rule holds off (the rule's id), or None
    Moment(
        "team_held",
        ("eng", "player", "team"),
        "rule or None",
        "a player is about to change team without changing role: a rule may keep their team",
    ),
    Moment(
        "group_changed", ("eng", "player", "group"), "nothing", "a player joins or leaves a group"
    ),
    Moment(
        "lynch",
        ("eng", "victim", "poll", "causes"),
        "bool",
        "a lynch is about to kill: a listener may take it over (True)",
    ),
    Moment(
        "election_blocked", ("eng", "winner", "poll"), "bool", "an election winner may be refused"
    ),
    Moment(
        "elected",
        ("eng", "winner", "poll"),
        "bool",
        "an election's winner, about to take the office: a rule may take it over (True)",
    ),
    Moment("election_skipped", _ENG, "bool", "whether today's election is skipped"),
    Moment(
        "keeps_role",
        ("eng", "player", "role"),
        "bool",
        "whether a rule keeps the player's role from changing now (the change fails)",
    ),
    Moment(
        "restraint",
        ("eng", "actor", "ability"),
        "refusal or None",
        "whether a rule bars the actor from an ability for now, a bar they know of (R47)",
    ),
    Moment("win_check", ("eng", "causes"), "nothing", "a win check begins (R5)"),
    Moment(
        "counts_for",
        ("eng", "team", "player"),
        "bool",
        "whether a living non-member counts for a team's win",
    ),
    Moment("team_can_win", ("eng", "team"), "bool", "whether a team may win now"),
    # rule-alignments-unaligned.9 (ruling RM420): a living unaligned player whose role
    # cannot win with a team keeps that team from winning while they live
    Moment(
        "holds_win",
        ("eng", "team", "player"),
        "bool",
        "whether a living unaligned player, who cannot win with a team, keeps it from winning",
    ),
    # lover.5: the team a player wins with, when a rule decides it (a couple's)
    Moment("win_team", ("eng", "player"), "team or None", "the team a player wins with"),
    Moment("also_win", ("eng", "team"), "names", "players who also win when the game ends"),
    # rule-results-win-loss.1: the rule each winner wins by, when a family carries a
    # winner in by a rule of its own (a couple's second win condition); the others win by R34
    Moment(
        "win_reasons",
        ("eng", "team", "winners"),
        "{name: rule}",
        "the rule some of the winners win by, named in the outcome",
    ),
    Moment(
        "channel_readers", ("eng", "channel"), "names", "non-members who may read a channel"
    ),
    Moment(
        "cleansed",
        ("eng", "player", "event"),
        "(effect, team) pairs",
        "a player is rid of the negative effects solo teams put on them: each rule ends its own",
    ),
    Moment(
        "said",
        ("eng", "speaker", "channel", "event"),
        "nothing",
        "a chat line was said in a channel (never a visit, never blocked)",
    ),
    Moment(
        "awaits_line",
        ("eng", "player"),
        "channel or None",
        "the channel a rule waits for the player to write in now (a question to put)",
    ),
    Moment(
        "obstruction",
        ("eng", "act", "target", "role", "layer"),
        "result or None",
        "an obstruction may replace an investigation's result",
    ),
    Moment(
        "vote_weight",
        ("eng", "voter", "poll", "weight"),
        "int",
        "a modifier of what a vote counts (R13)",
    ),
    Moment(
        "vote_extra",
        ("eng", "voter", "poll", "base"),
        "int",
        "an extra vote that follows the normal vote (the Mayor's, R13)",
    ),
)

MOMENTS: dict[str, Moment] = {m.name: m for m in _MOMENTS}


def check_listener(moment: str, fn: Callable[..., Any]) -> Moment:
    """The moment ``fn`` listens to; InstallError when the moment is unknown or ``fn`` cannot be
    called with the moment's arguments."""
    m = MOMENTS.get(moment)
    if m is None:
        raise InstallError(
            f"unknown moment {moment!r} for {listener_id(fn)}; the moments are: "
            + ", ".join(sorted(MOMENTS))
        )
    try:
        inspect.signature(fn).bind(*m.params)
    except TypeError as e:
        raise InstallError(
            f"{listener_id(fn)} cannot listen to {moment!r}: it is called with "
            f"({', '.join(m.params)}) ({e})"
        ) from None
    except ValueError:  # a builtin without a signature: accept it
        pass
    return m


def listener_id(fn: Callable[..., Any]) -> str:
    """The name a listener has in the resolution table: ``family.function``."""
    module = getattr(fn, "__module__", "") or ""
    return f"{module.rsplit('.', 1)[-1]}.{getattr(fn, '__name__', repr(fn))}"
