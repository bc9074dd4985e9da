"""The state of one game: plain data that serialises to JSON and back unchanged.

Nothing here knows a rule. The engine (``engine.core``) changes this state, and every change is
also written to the event log (``engine.events``), which is part of the state.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Literal

from .events import Event

RoleListMode = Literal["public", "partial", "private"]
JSON = dict[str, Any]


class SnapshotError(ValueError):
    """A saved game that cannot be restored (corrupt, truncated or of another shape); the message
    says what is wrong."""


@dataclass
class Status:
    """A named effect on a player (``contaminated``, ``doomed``, ``protected`` …).

    ``until`` is the index of the last phase the status lasts through (it is removed when that
    phase ends); None means it lasts until something removes it. ``source`` is the id of the event
    that applied it, so an explanation can point at it. ``data`` holds what the effect needs.
    """

    name: str
    source: int
    until: int | None = None
    data: JSON = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "source": self.source,
            "until": self.until,
            "data": copy.deepcopy(self.data),
        }

    @classmethod
    def from_json(cls, d: JSON) -> Status:
        return cls(d["name"], d["source"], d["until"], dict(d["data"]))


@dataclass
class Death:
    kind: str  # attack | kill | lynch | true kill
    phase: int
    event: int  # id of the death event


@dataclass
class Player:
    name: str
    seat: int
    role: str  # current role
    original_role: str  # the role dealt at the start (R14)
    offices: list[str] = field(default_factory=list)
    statuses: list[Status] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    alive: bool = True
    death: Death | None = None
    ascended: bool = False
    memory: JSON = field(default_factory=dict)  # role-specific stored choices (targets …)

    def has(self, status: str) -> bool:
        return any(s.name == status for s in self.statuses)

    def get(self, status: str) -> Status | None:
        for s in self.statuses:
            if s.name == status:
                return s
        return None

    def all(self, status: str) -> list[Status]:
        return [s for s in self.statuses if s.name == status]

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "seat": self.seat,
            "role": self.role,
            "original_role": self.original_role,
            "offices": list(self.offices),
            "statuses": [s.to_json() for s in self.statuses],
            "counters": dict(self.counters),
            "alive": self.alive,
            "death": None
            if self.death is None
            else {"kind": self.death.kind, "phase": self.death.phase, "event": self.death.event},
            "ascended": self.ascended,
            "memory": self.memory,
        }

    @classmethod
    def from_json(cls, d: JSON) -> Player:
        death = d["death"]
        return cls(
            name=d["name"],
            seat=d["seat"],
            role=d["role"],
            original_role=d["original_role"],
            offices=list(d["offices"]),
            statuses=[Status.from_json(s) for s in d["statuses"]],
            counters=dict(d["counters"]),
            alive=d["alive"],
            death=None if death is None else Death(death["kind"], death["phase"], death["event"]),
            ascended=d["ascended"],
            memory=dict(d["memory"]),
        )


@dataclass
class Group:
    """Players who know each other and share a channel (wolfpack, an office's channel …)."""

    name: str
    members: list[str] = field(default_factory=list)
    channel: str = ""
    anonymous: dict[str, str] = field(default_factory=dict)  # member → the name shown instead

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "members": list(self.members),
            "channel": self.channel,
            "anonymous": dict(self.anonymous),
        }

    @classmethod
    def from_json(cls, d: JSON) -> Group:
        return cls(d["name"], list(d["members"]), d["channel"], dict(d.get("anonymous", {})))


@dataclass
class Conspiracy:
    """A conspiracy channel (rule-conspiracy-channels.1): opened by a living player with
    players of their choosing, named by them (the channel's name starts with ``#``, which no
    group's does), its members in the order they joined. A dead member keeps reading."""

    channel: str
    owner: str
    members: list[str] = field(default_factory=list)

    def to_json(self) -> JSON:
        return {"channel": self.channel, "members": list(self.members), "owner": self.owner}

    @classmethod
    def from_json(cls, d: JSON) -> Conspiracy:
        return cls(str(d["channel"]), str(d["owner"]), [str(m) for m in d["members"]])


@dataclass
class Pending:
    """An end-of-phase action waiting for its phase to end; it may be changed until then (R3)."""

    actor: str
    verb: str
    targets: list[str]
    seq: int  # acceptance order
    event: int  # the event that accepted it

    def to_json(self) -> JSON:
        return {
            "actor": self.actor,
            "verb": self.verb,
            "targets": list(self.targets),
            "seq": self.seq,
            "event": self.event,
        }

    @classmethod
    def from_json(cls, d: JSON) -> Pending:
        return cls(d["actor"], d["verb"], list(d["targets"]), d["seq"], d["event"])


@dataclass
class Poll:
    """A public poll of the day (lynch or election) or a group's private poll.

    ``votes`` maps a voter to the player they voted for; ``invisible`` holds hidden votes put on a
    candidate by abilities (their sum per candidate only counts when the winner is decided).
    """

    name: str  # "lynch", "lynch 2", "election", "wolfpack"
    kind: str  # lynch | election | group
    office: str | None = None
    votes: dict[str, str] = field(default_factory=dict)
    invisible: dict[str, int] = field(default_factory=dict)
    cancelled: bool = False
    winner: str | None = None
    invisible_by: dict[str, list[str]] = field(default_factory=dict)  # candidate → who put them
    closed_by: int | None = None  # the event that closed the poll (no log scan needed, d13)

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "kind": self.kind,
            "office": self.office,
            "votes": dict(self.votes),
            "invisible": dict(self.invisible),
            "cancelled": self.cancelled,
            "winner": self.winner,
            "invisible_by": {k: list(v) for k, v in self.invisible_by.items()},
            "closed_by": self.closed_by,
        }

    @classmethod
    def from_json(cls, d: JSON) -> Poll:
        return cls(
            d["name"],
            d["kind"],
            d["office"],
            dict(d["votes"]),
            dict(d["invisible"]),
            d["cancelled"],
            d["winner"],
            {k: list(v) for k, v in d.get("invisible_by", {}).items()},
            d.get("closed_by"),
        )


@dataclass
class Visit:
    """One player visiting a different player (S0.9), recorded when an ability reaches them."""

    id: int
    phase: int
    actor: str
    target: str
    verb: str
    event: int

    def to_json(self) -> JSON:
        return {
            "id": self.id,
            "phase": self.phase,
            "actor": self.actor,
            "target": self.target,
            "verb": self.verb,
            "event": self.event,
        }

    @classmethod
    def from_json(cls, d: JSON) -> Visit:
        return cls(d["id"], d["phase"], d["actor"], d["target"], d["verb"], d["event"])


@dataclass
class Outcome:
    """The result of a finished game."""

    team: str | None  # the winning team, or None when no team won
    winners: list[str]
    reason: str
    phase: int
    # ruling RM440 (the book's draw, _rules/results/3 draw): in a game ended early, everyone
    # still alive draws; empty in a game that ended by its rules (written only when not empty,
    # so the saved form of every other game is what it always was)
    drawn: list[str] = field(default_factory=list)
    # rule-results-win-loss.1: the rule every winner wins by, when some winner wins
    # by a rule other than their team's (a couple's second win condition); empty otherwise
    why: dict[str, str] = field(default_factory=dict)
    # rule-results-tie.1 (ruling RM463): the teams a tie is between (their keys, in the order
    # the reason names them); empty for every other end (written only then, so the saved form
    # of every other game is what it always was)
    tied: list[str] = field(default_factory=list)

    def to_json(self) -> JSON:
        out: JSON = {
            "team": self.team,
            "winners": list(self.winners),
            "reason": self.reason,
            "phase": self.phase,
        }
        if self.drawn:
            out["drawn"] = list(self.drawn)
        if self.why:  # (only then: an outcome with no such winner is written as before)
            out["why"] = dict(self.why)
        if self.tied:
            out["tied"] = list(self.tied)
        return out

    @classmethod
    def from_json(cls, d: JSON) -> Outcome:
        return cls(
            d["team"],
            list(d["winners"]),
            d["reason"],
            d["phase"],
            list(d.get("drawn", [])),
            dict(d.get("why", {})),
            list(d.get("tied", [])),
        )


@dataclass
class Setup:
    """What a host chooses before the game: players in seat order, their roles, options."""

    players: list[tuple[str, str]]  # (name, role) in seat order
    role_list: RoleListMode = "private"
    revealed_roles: list[str] = field(default_factory=list)
    known_roles: list[str] | None = None
    options: JSON = field(default_factory=dict)
    # The custom roles this game plays, as (file name, role file text) pairs;
    # the rules are rebuilt from these texts, so the role travels with the setup in the log
    custom_roles: list[tuple[str, str]] = field(default_factory=list)

    def to_json(self) -> JSON:
        out: JSON = {
            "players": [[n, r] for n, r in self.players],
            "role_list": self.role_list,
            "revealed_roles": list(self.revealed_roles),
            "known_roles": None if self.known_roles is None else list(self.known_roles),
            "options": copy.deepcopy(self.options),
        }
        if self.custom_roles:
            # written only when there is one, so every other game's saved form is what it was
            out["custom_roles"] = [[n, t] for n, t in self.custom_roles]
        return out

    @classmethod
    def from_json(cls, d: JSON) -> Setup:
        known = d.get("known_roles")
        players = d["players"]
        return cls(
            # entries are kept as given (the setup check refuses those that are not pairs)
            players=[tuple(e) if isinstance(e, list | tuple) else e for e in players]
            if isinstance(players, list)
            else players,
            role_list=d.get("role_list", "private"),
            revealed_roles=list(d.get("revealed_roles", [])),
            known_roles=None if known is None else list(known),
            options=copy.deepcopy(d.get("options", {})),
            # kept as given, like the players: the rules' loader refuses a malformed entry
            custom_roles=[
                tuple(e) if isinstance(e, list | tuple) else e
                for e in (d.get("custom_roles") or [])
            ],
        )


@dataclass
class GameState:
    setup: Setup
    seed: int
    players: list[Player]
    phase: int = 0
    step: str = "setup"
    groups: list[Group] = field(default_factory=list)
    polls: list[Poll] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    visits: list[Visit] = field(default_factory=list)
    used: dict[str, int] = field(default_factory=dict)  # "actor|key" → uses this phase
    used_game: dict[str, int] = field(default_factory=dict)  # "actor|key" → uses this game
    events: list[Event] = field(default_factory=list)
    draws: int = 0
    seq: int = 0
    outcome: Outcome | None = None
    # every accepted command (submissions, chat, host acts, advances), in order: replaying them
    # on the same setup and seed rebuilds this game event for event
    commands: list[JSON] = field(default_factory=list)
    rules_version: str = ""
    # each family's own typed state (R37: no shared bag), by family name; restored as JSON and
    # turned back into the family's state class by the engine, which knows the rules
    ext: dict[str, Any] = field(default_factory=dict)
    # the role families whose rules apply in this game (those its roles can reach, R37)
    families: list[str] = field(default_factory=list)
    # whether anything that can change the outcome happened since the last win check (R5)
    dirty: bool = True
    # the conspiracy channels players opened (rule-conspiracy-channels.1), in the order opened;
    # written only when there is one, so the saved form of every other game is what it was
    conspiracies: list[Conspiracy] = field(default_factory=list)

    def to_json(self) -> JSON:
        """A deep snapshot: nothing in it is shared with the live game, and every object's keys
        are in sorted order, so equal games give equal JSON text.

        Speed: the engine's own records are written with their keys already
        in sorted order, and only the free-form values in them (an event's parameters, a
        player's memory, a status's data, the options, the commands, the families' states) go
        through :func:`canonical`, the recursive sort; the value is the same as sorting all of
        it (``tests/test_speed_guards.py``)."""
        outcome = self.outcome
        out: JSON = {
            "commands": [_canon_dict(c) for c in self.commands],
            "dirty": self.dirty,
            "draws": self.draws,
            "events": _events_json(self.events),
            "ext": {
                k: canonical(v.to_json() if hasattr(v, "to_json") else v)
                for k, v in sorted(self.ext.items())
            },
            "families": list(self.families),
            "groups": [
                {
                    "anonymous": _canon_dict(g.anonymous),
                    "channel": g.channel,
                    "members": list(g.members),
                    "name": g.name,
                }
                for g in self.groups
            ],
            "outcome": None if outcome is None else _outcome_json(outcome),
            "pending": [
                {
                    "actor": p.actor,
                    "event": p.event,
                    "seq": p.seq,
                    "targets": list(p.targets),
                    "verb": p.verb,
                }
                for p in self.pending
            ],
            "phase": self.phase,
            "players": [_player_json(p) for p in self.players],
            "polls": [_poll_json(p) for p in self.polls],
            "rules_version": self.rules_version,
            "seed": self.seed,
            "seq": self.seq,
            "setup": canonical(self.setup.to_json()),
            "step": self.step,
            "used": _canon_dict(self.used),
            "used_game": _canon_dict(self.used_game),
            "visits": [
                {
                    "actor": v.actor,
                    "event": v.event,
                    "id": v.id,
                    "phase": v.phase,
                    "target": v.target,
                    "verb": v.verb,
                }
                for v in self.visits
            ],
        }
        if self.conspiracies:
            out["conspiracies"] = [c.to_json() for c in self.conspiracies]
        return out

    @classmethod
    def from_json(cls, data: JSON) -> GameState:
        """Restore a snapshot; nothing of ``data`` is kept (it may be changed afterwards).
        Raises :class:`SnapshotError` when ``data`` is not a snapshot of a game."""
        if not isinstance(data, dict):
            raise SnapshotError("a saved game must be a JSON object")
        d = copy.deepcopy(data)
        try:
            state = cls(
                setup=Setup.from_json(d["setup"]),
                seed=_int(d["seed"], "seed"),
                players=[Player.from_json(p) for p in d["players"]],
                phase=_int(d["phase"], "phase"),
                step=str(d["step"]),
                groups=[Group.from_json(g) for g in d["groups"]],
                polls=[Poll.from_json(p) for p in d["polls"]],
                pending=[Pending.from_json(p) for p in d["pending"]],
                visits=[Visit.from_json(v) for v in d["visits"]],
                used=dict(d["used"]),
                used_game=dict(d["used_game"]),
                events=[Event.from_json(e) for e in d["events"]],
                draws=_int(d["draws"], "draws"),
                seq=_int(d["seq"], "seq"),
                outcome=None if d["outcome"] is None else Outcome.from_json(d["outcome"]),
                commands=list(d.get("commands", [])),
                rules_version=str(d.get("rules_version", "")),
                ext=dict(d.get("ext", {})),
                families=[str(f) for f in d.get("families", [])],
                dirty=bool(d.get("dirty", True)),
                conspiracies=[Conspiracy.from_json(c) for c in d.get("conspiracies", [])],
            )
        except SnapshotError:
            raise
        except KeyError as e:
            raise SnapshotError(f"the saved game has no {e.args[0]!r} field") from None
        except (TypeError, ValueError, AttributeError, IndexError) as e:
            raise SnapshotError(f"the saved game is not of the right shape ({e})") from None
        if [e.id for e in state.events] != list(range(len(state.events))):
            raise SnapshotError("the saved game's event log is not numbered 0, 1, 2 … in order")
        if not state.players:
            raise SnapshotError("the saved game has no players")
        return state


def canonical(v: Any) -> Any:
    """A deep copy of a JSON value with every object's keys sorted."""
    if isinstance(v, dict):
        return {k: canonical(v[k]) for k in sorted(v)}
    if isinstance(v, list | tuple):
        return [canonical(x) for x in v]
    return v


# the values :func:`canonical` returns as they are (by exact type: a subclass goes the long way)
_ATOMS = frozenset({str, int, float, bool, type(None)})


def _canon_dict(d: dict[str, Any]) -> dict[str, Any]:
    """:func:`canonical` of a mapping, with no call for its plain values (the common case)."""
    if not d:
        return {}
    atoms = _ATOMS
    return {k: x if type(x) in atoms else canonical(x) for k in sorted(d) for x in (d[k],)}


def _canon_list(v: list[Any]) -> list[Any]:
    atoms = _ATOMS
    return [x if type(x) in atoms else canonical(x) for x in v]


def _events_json(events: list[Event]) -> list[JSON]:
    """``canonical([e.to_json() for e in events])``, written directly (the log is most of a
    snapshot): the keys in sorted order, lists of names and ids copied, the two mappings sorted."""
    out: list[JSON] = []
    append = out.append
    for (
        id_,
        phase,
        step,
        kind,
        actor,
        targets,
        causes,
        audience,
        to,
        rule,
        msg,
        params,
        data,
    ) in events:
        append(
            {
                "actor": actor,
                "audience": audience,
                "causes": _canon_list(causes),
                "data": _canon_dict(data),
                "id": id_,
                "kind": kind,
                "msg": msg,
                "params": _canon_dict(params),
                "phase": phase,
                "rule": rule,
                "step": step,
                "targets": _canon_list(targets),
                "to": _canon_list(to),
            }
        )
    return out


def _player_json(p: Player) -> JSON:
    death = p.death
    return {
        "alive": p.alive,
        "ascended": p.ascended,
        "counters": _canon_dict(p.counters),
        "death": None
        if death is None
        else {"event": death.event, "kind": death.kind, "phase": death.phase},
        "memory": _canon_dict(p.memory),
        "name": p.name,
        "offices": list(p.offices),
        "original_role": p.original_role,
        "role": p.role,
        "seat": p.seat,
        "statuses": [
            {"data": _canon_dict(s.data), "name": s.name, "source": s.source, "until": s.until}
            for s in p.statuses
        ],
    }


def _poll_json(p: Poll) -> JSON:
    return {
        "cancelled": p.cancelled,
        "closed_by": p.closed_by,
        "invisible": _canon_dict(p.invisible),
        "invisible_by": {k: list(p.invisible_by[k]) for k in sorted(p.invisible_by)},
        "kind": p.kind,
        "name": p.name,
        "office": p.office,
        "votes": _canon_dict(p.votes),
        "winner": p.winner,
    }


def _int(v: Any, what: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise SnapshotError(f"the saved game's {what} must be a whole number")
    return v


def _outcome_json(outcome: Outcome) -> JSON:
    """An outcome's snapshot, its keys in sorted order (``drawn`` only in a drawn game)."""
    out: JSON = {
        "phase": outcome.phase,
        "reason": outcome.reason,
        "team": outcome.team,
        "winners": list(outcome.winners),
    }
    if outcome.drawn:
        out = {"drawn": list(outcome.drawn), **out}
    if outcome.why:  # after "winners" in sorted order
        out["why"] = dict(sorted(outcome.why.items()))
    if outcome.tied:  # a tie's teams (ruling RM463): the keys sorted again, for a tie only
        out["tied"] = list(outcome.tied)
        out = dict(sorted(out.items()))
    return out
