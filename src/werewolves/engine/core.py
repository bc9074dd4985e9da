"""The rules kernel: submitting actions, resolving them, deaths, polls, phases and win checks.

The :class:`Engine` owns a :class:`GameState` and a :class:`Ruleset`. Every change it makes is an
event in ``state.events`` with its causes, audience and the rule behind it. It does no I/O and
keeps no global state: two engines never share anything.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, TypeVar

from . import tally as tallying
from .appearance import appearance
from .events import Audience, Event
from .messages import Deferred, deferred, render, user_text
from .phases import phase_kind, phase_name, steps_for
from .rules import Ability, FamilyState, RoleDef, Ruleset
from .state import Death, GameState, Group, Outcome, Pending, Player, Poll, Status, Visit

NOBODY = "nobody"
# a role tag: the player may still vote in their groups' polls, but the vote never counts
VOICE_ONLY = "group voice only"
GROUP_VOICE = "group voice"  # the "role" a group ability kept through membership alone has


class Reason(Enum):
    """Why an action was refused (R7): a restriction its actor could know."""

    GAME_OVER = "game over"
    UNKNOWN_PLAYER = "unknown player"
    DEAD_ACTOR = "dead actor"
    UNKNOWN_VERB = "unknown verb"
    NOT_YOUR_ABILITY = "not your ability"
    WRONG_PHASE = "wrong phase"
    TARGET_COUNT = "wrong number of targets"
    DEAD_TARGET = "dead target"
    SELF_TARGET = "self target"
    INVALID_TARGET = "invalid target"
    ALREADY_USED = "already used this phase"
    NO_USES = "no uses left"
    NOT_NOW = "not possible now"
    NO_CHANNEL = "no such channel"
    BAD_TEXT = "bad text"


class Refusal:
    """An action refused with a typed reason and a sentence a player understands.

    The sentence may be given as words or as a :class:`Deferred` catalogue entry, written out
    only when someone reads ``message`` (``legal_actions`` asks thousands of questions whose
    refusals nobody reads)."""

    __slots__ = ("_text", "reason")

    def __init__(self, reason: Reason, message: str | Deferred) -> None:
        self.reason = reason
        self._text = message

    @property
    def message(self) -> str:
        text = self._text
        if not isinstance(text, str):
            text = self._text = str(text)
        return text

    def __bool__(self) -> bool:  # a refusal is never mistaken for an acceptance
        return False

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Refusal)
            and self.reason is other.reason
            and self.message == other.message
        )

    def __hash__(self) -> int:
        return hash((self.reason, self.message))

    def __repr__(self) -> str:
        return f"Refusal(reason={self.reason!r}, message={self.message!r})"


class Accepted:
    """An accepted action: the event that records it and what the actor was told at once.

    ``told`` is written out when first read (the events it comes from are final)."""

    __slots__ = ("_told", "event")

    def __init__(self, event: int, told: list[str] | Callable[[], list[str]] | None = None):
        self.event = event
        self._told = told

    @property
    def told(self) -> list[str]:
        told = self._told
        if told is None:
            told = self._told = []
        elif not isinstance(told, list):
            told = self._told = told()
        return told

    def __bool__(self) -> bool:
        return True

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Accepted) and (self.event, self.told) == (other.event, other.told)

    def __hash__(self) -> int:
        return hash(self.event)

    def __repr__(self) -> str:
        return f"Accepted(event={self.event}, told={self.told!r})"


@dataclass
class Act:
    """One use of an ability being resolved."""

    actor: Player
    ability: Ability
    targets: list[Player]
    event: Event  # the event that accepted the action
    role: str  # the role (or office) the ability belongs to
    group: str | None = None


@dataclass
class _BatchDeath:
    victim: str
    kind: str
    causes: list[int]
    rule: str


class EngineError(Exception):
    """A bug or a misuse of the engine by code (never a player's mistake)."""


S = TypeVar("S", bound=FamilyState)


class Engine:
    def __init__(self, state: GameState, rules: Ruleset) -> None:
        self.state = state
        self.rules = rules
        self._batch: list[_BatchDeath] | None = None
        self._by_name = {p.name.lower(): p for p in state.players}
        self._exact = {p.name: p for p in state.players}
        self._state_family = {
            fam.state: fam.name for fam in rules.families.values() if fam.state is not None
        }
        # a restored game holds each family's state as JSON until now
        for fam in rules.families.values():
            raw = state.ext.get(fam.name)
            if fam.state is not None and isinstance(raw, dict):
                state.ext[fam.name] = fam.state.from_json(raw)
        # R37 / speed: the listeners of this game are those of the families its roles can reach
        # (the rest have nothing to react to); kept in the state so a restored game has the same
        if not state.families:
            roles = {p.role for p in state.players} | {p.original_role for p in state.players}
            state.families = sorted(rules.families_reached(roles))
        self._build_tables()

    def _build_tables(self) -> None:
        """The per-game listener table: each moment's listeners of the active families, in the
        order of the resolution table (the ruleset's order is kept)."""
        rules, active = self.rules, set(self.state.families)

        def on(moment: str, fn: object) -> bool:
            owner = rules.owner(moment, fn)
            return owner is None or owner in active

        self._hooks: dict[str, list[Hook]] = {
            m: [fn for fn in fns if on(m, fn)] for m, fns in rules.hooks.items()
        }
        self._defences = [d for d in rules.defences if on("defence", d[2])]
        self._redirectors = list(rules.redirectors)
        self._common = [ab for ab in rules.common if on("common", ab)]
        self._abilities: dict[str, tuple[int, list[tuple[Ability, str]]]] = {}
        self._version = 0

    def reach(self, role: str) -> None:
        """A player now holds ``role``: its family's rules apply from now on (R37)."""
        fam = self.rules.family_of(role)
        if fam is not None and fam not in self.state.families:
            self.state.families = sorted(
                set(self.state.families) | self.rules.families_reached({role})
            )
            self._build_tables()

    def listeners(self, moment: str) -> list[Hook]:
        """The listeners of ``moment`` in this game, in the resolution table's order."""
        return self._hooks.get(moment, [])

    def ext(self, cls: type[S]) -> S:
        """The game's state of the family whose typed state is ``cls`` (created empty)."""
        name = self._state_family.get(cls)
        if name is None:
            raise EngineError(f"no installed family keeps a {cls.__name__}")
        obj = self.state.ext.get(name)
        if not isinstance(obj, cls):
            obj = cls()
            self.state.ext[name] = obj
        return obj

    # ------------------------------------------------------------------ players and roles

    def find(self, name: str) -> Player | None:
        """The player named ``name`` (ignoring case and surrounding spaces), or None."""
        return self._exact.get(name) or self._by_name.get(name.strip().lower())

    def player(self, name: str) -> Player:
        p = self.find(name)
        if p is None:
            raise EngineError(f"no player named {name!r}")
        return p

    def living(self) -> list[Player]:
        return [p for p in self.state.players if p.alive]

    def role_of(self, player: Player) -> RoleDef:
        # the exact name first: roles are stored under the rules' own spelling
        role = self.rules.roles.get(player.role) or self.rules.role(player.role)
        if role is None:
            raise EngineError(f"unknown role {player.role!r}")
        return role

    def team_of(self, player: Player) -> str:
        override = player.memory.get("team")
        return str(override) if override else self.role_of(player).team

    def change_role(
        self,
        player: Player,
        new_role: str,
        /,
        *,
        causes: list[int],
        rule: str,
        msg: str | None = None,
        **params: Any,
    ) -> Event:
        """The one path for a role change (R36): the player holds ``new_role`` from now on; the
        change is an event (told to the player with ``msg`` when given), the role's family
        applies from now on, and the ``role_changed`` moment fires, so that a team whose last
        member left this way is gone at once, with every consequence the rules tie to that."""
        old = player.role
        player.role = self.role_of_name(new_role).name
        self._changed(player)
        self.reach(player.role)
        ev = self.emit(
            "role_changed",
            actor=None,
            targets=[player.name],
            causes=causes,
            audience="players" if msg else "host",
            to=[player.name] if msg else [],
            msg=msg,
            params=params,
            rule=rule,
            data={"from": old, "to": player.role},
        )
        self.hook("role_changed", player, ev)
        return ev

    def role_of_name(self, name: str) -> RoleDef:
        role = self.rules.roles.get(name) or self.rules.role(name)
        if role is None:
            raise EngineError(f"unknown role {name!r}")
        return role

    def group(self, name: str) -> Group | None:
        for g in self.state.groups:
            if g.name == name:
                return g
        return None

    def join_group(self, player: Player, name: str, *, cause: int | None, rule: str) -> Group:
        g = self.group(name)
        if g is None:
            g = Group(name=name, channel=f"{name} channel")
            self.state.groups.append(g)
        if player.name not in g.members:
            g.members.append(player.name)
            self._changed(player)
            self.emit(
                "group_joined",
                actor=player.name,
                audience="players",
                to=[player.name],
                msg="group.joined",
                params={"group": name},
                rule=rule,
                causes=[cause] if cause is not None else [],
            )
            self.hook("group_changed", player, g)
        return g

    def empty_group(
        self, name: str, *, causes: list[int], rule: str, announce: bool = True
    ) -> None:
        """The one path for a group losing its members (a house emptied at the end of the day):
        logged (unless ``announce`` is off: a group refilled at once), and each member's change
        of groups is a ``group_changed`` moment."""
        g = self.group(name)
        if g is None or not g.members:
            return
        gone = [self.player(m) for m in g.members]
        if announce:
            self.emit(
                "group_emptied",
                targets=list(g.members),
                causes=causes,
                rule=rule,
                data={"group": name},
            )
        g.members = []
        for p in gone:
            self._changed(p)
            self.hook("group_changed", p, g)

    def change_team(self, player: Player, team: str, *, causes: list[int], rule: str) -> Event:
        """The one path for a team change that is not a role change: the player counts for
        ``team`` from now on; the ``team_changed`` moment fires (R36)."""
        old = self.team_of(player)
        player.memory["team"] = team
        self._changed(player)
        ev = self.emit(
            "team_changed",
            targets=[player.name],
            causes=causes,
            rule=rule,
            data={"from": old, "to": team},
        )
        self.hook("team_changed", player, ev)
        return ev

    # ------------------------------------------------------------------ the event log

    def emit(
        self,
        kind: str,
        *,
        actor: str | None = None,
        targets: list[str] | None = None,
        causes: list[int] | None = None,
        audience: Audience = "host",
        to: list[str] | None = None,
        rule: str | None = None,
        msg: str | None = None,
        params: dict[str, Any] | None = None,
        data: dict[str, Any] | None = None,
    ) -> Event:
        ev = Event(
            id=len(self.state.events),
            phase=self.state.phase,
            step=self.state.step,
            kind=kind,
            actor=actor,
            targets=list(targets or []),
            causes=list(causes or []),
            audience=audience,
            to=list(to or []),
            rule=rule,
            msg=msg,
            params=dict(params or {}),
            data=dict(data or {}),
        )
        self.state.events.append(ev)
        return ev

    def tell(
        self,
        who: Player | str,
        msg: str,
        /,
        *,
        rule: str | None = None,
        causes: list[int] | None = None,
        kind: str = "told",
        data: dict[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        """A private message to one player."""
        name = who if isinstance(who, str) else who.name
        return self.emit(
            kind,
            audience="players",
            to=[name],
            msg=msg,
            params=params,
            rule=rule,
            causes=causes,
            data=data,
        )

    def tell_group(
        self,
        group: str,
        msg: str,
        /,
        *,
        rule: str | None = None,
        causes: list[int] | None = None,
        **params: Any,
    ) -> Event | None:
        g = self.group(group)
        if g is None or not g.members:
            return None
        return self.emit(
            "group_told",
            audience="players",
            to=list(g.members),
            msg=msg,
            params={"group": group, **params},
            rule=rule,
            causes=causes,
        )

    def announce(
        self,
        msg: str,
        /,
        *,
        rule: str | None = None,
        causes: list[int] | None = None,
        kind: str = "announced",
        actor: str | None = None,
        targets: list[str] | None = None,
        data: dict[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        """A public announcement (events are final once written: everything goes in here)."""
        return self.emit(
            kind,
            audience="public",
            msg=msg,
            params=params,
            rule=rule,
            causes=causes,
            actor=actor,
            targets=targets,
            data=data,
        )

    def text(self, ev: Event) -> str:
        return render(ev.msg, ev.params) if ev.msg else ev.kind

    # ------------------------------------------------------------------ channels

    TOWN_SQUARE = "town square"
    DEAD_CHANNEL = "dead"
    MAX_CHAT = 500

    def channels_of(self, player: Player) -> list[str]:
        """The channels ``player`` may write in: the town square while alive, the dead channel
        once dead, and the channel of every group they belong to (wolfpack, offices …)."""
        out = [self.TOWN_SQUARE] if player.alive else [self.DEAD_CHANNEL]
        out += [g.name for g in self.state.groups if player.name in g.members and player.alive]
        return out

    def say(self, name: str, channel: str, text: str) -> Accepted | Refusal:
        """A chat line in a channel; whispers and chat are never visits and never blocked."""
        speaker = self.find(name)
        if speaker is None:
            return Refusal(
                Reason.UNKNOWN_PLAYER, deferred("refuse.unknown_player", {"name": user_text(name)})
            )
        channel = channel.strip().lower()
        allowed = {c.lower(): c for c in self.channels_of(speaker)}
        if channel not in allowed:
            return Refusal(
                Reason.NO_CHANNEL,
                deferred(
                    "refuse.no_channel",
                    {"channel": user_text(channel), "channels": list(allowed.values())},
                ),
            )
        text = " ".join(text.split())
        if not text or len(text) > self.MAX_CHAT:
            return Refusal(Reason.BAD_TEXT, deferred("refuse.bad_text", {"max": self.MAX_CHAT}))
        chan = allowed[channel]
        audience: Audience = "public"
        to: list[str] = []
        if chan == self.DEAD_CHANNEL:
            audience = "dead"
        elif chan != self.TOWN_SQUARE:
            audience, to = "players", list((self.group(chan) or Group(chan)).members)
            # a rule may let non-members read a channel (the Flute Players read the enchanted
            # players' channel from their own): hook channel_readers(eng, channel) -> names
            for readers in self.hook("channel_readers", chan):
                to += [n for n in readers if n not in to]
        group = self.group(chan)
        shown = speaker.name
        if group is not None and speaker.name in group.anonymous:
            shown = group.anonymous[speaker.name]  # e.g. Grandma speaks unnamed in her house
        ev = self.emit(
            "chat",
            actor=speaker.name,
            audience=audience,
            to=to,
            msg="chat.line",
            params={"speaker": shown, "channel": chan, "text": text},
        )
        return Accepted(ev.id)

    # ------------------------------------------------------------------ randomness (R6)

    def draw(self, purpose: str, options: list[str], *, causes: list[int] | None = None) -> str:
        """R6: every random choice comes from the game's seed and is written to the log."""
        if not options:
            raise EngineError(f"nothing to draw from for {purpose}")
        rng = random.Random(f"{self.state.seed}/{self.state.draws}")
        self.state.draws += 1
        choice = options[rng.randrange(len(options))]
        self.emit(
            "random_draw",
            causes=causes,
            rule="R6",
            data={"purpose": purpose, "options": list(options), "choice": choice},
        )
        return choice

    def shuffle(
        self, purpose: str, items: list[str], *, causes: list[int] | None = None
    ) -> list[str]:
        """R6: a seeded random order, logged as one draw."""
        rng = random.Random(f"{self.state.seed}/{self.state.draws}")
        self.state.draws += 1
        out = list(items)
        rng.shuffle(out)
        self.emit(
            "random_draw",
            causes=causes,
            rule="R6",
            data={"purpose": purpose, "options": list(items), "order": out},
        )
        return out

    # ------------------------------------------------------------------ statuses

    def add_status(
        self,
        player: Player,
        name: str,
        *,
        source: int,
        until: int | None = None,
        data: dict[str, Any] | None = None,
    ) -> Status:
        st = Status(name=name, source=source, until=until, data=dict(data or {}))
        player.statuses.append(st)
        self._changed(player)
        return st

    def remove_status(self, player: Player, name: str) -> None:
        self.drop_statuses(player, lambda s: s.name == name)

    def drop_statuses(self, player: Player, which: Callable[[Status], bool]) -> None:
        """The one path for removing statuses: every status of ``player`` that ``which`` picks."""
        keep = [s for s in player.statuses if not which(s)]
        if len(keep) != len(player.statuses):
            player.statuses = keep
            self._changed(player)

    def _changed(self, player: Player) -> None:
        """Something about ``player`` changed that can change the outcome or anyone's abilities:
        the next win check runs in full (R5) and abilities are looked up afresh."""
        self.state.dirty = True
        self._version += 1

    def grant_office(self, player: Player, office: str) -> None:
        """The one path for a player taking an office (R12)."""
        if office not in player.offices:
            player.offices.append(office)
            self._changed(player)

    def resign_office(self, player: Player, office: str) -> None:
        """The one path for a player leaving an office (R12)."""
        if office in player.offices:
            player.offices.remove(office)
            self._changed(player)

    def is_blocked(self, player: Player) -> bool:
        """R17: an ability-blocked player's active abilities fail."""
        return player.has("blocked")

    def appearance(self, player: Player, reads: frozenset[str]) -> tuple[str, str]:
        return appearance(player, reads)

    def investigate(self, act: Act, target: Player, reads: frozenset[str]) -> tuple[str, str]:
        """The role an investigation ``act`` sees on ``target``, and the layer that answered.

        First the target's appearance (true role, then the disguises ``reads`` sees); then, when
        the ability is affected by obstructions (``Ability.obstructable``), each rule's
        ``obstruction`` hook, fn(eng, act, target, role, layer) -> (role, layer) | None, may
        replace the result (the Flute enchantment). An obstruction makes no visit of its own.
        """
        role, layer = self.appearance(target, reads)
        if act.ability.obstructable:
            for fn in self.listeners("obstruction"):
                out = fn(self, act, target, role, layer)
                if out is not None:
                    role, layer = out
        return role, layer

    # ------------------------------------------------------------------ hooks

    def hook(self, name: str, *args: Any) -> list[Any]:
        """Run every listener of the moment ``name`` in the table's order; their results."""
        return [fn(self, *args) for fn in self._hooks.get(name, ())]

    # ------------------------------------------------------------------ abilities

    def abilities_of(self, player: Player) -> list[tuple[Ability, str]]:
        """Every ability ``player`` has right now, with the role (or office) it belongs to.

        Kept until something changes that can change abilities (a role, office, group or status
        change, a death: ``_changed``); the list is shared, never to be changed by a caller."""
        cached = self._abilities.get(player.name)
        if cached is not None and cached[0] == self._version:
            return cached[1]
        out = self._abilities_now(player)
        self._abilities[player.name] = (self._version, out)
        return out

    def _abilities_now(self, player: Player) -> list[tuple[Ability, str]]:
        out: list[tuple[Ability, str]] = []
        roles = [self.role_of(player)]
        for office in player.offices:
            od = self.rules.role(office)
            if od is not None:
                roles.append(od)
        for role in roles:
            for ab in role.abilities:
                if ab.available is None or ab.available(self, player):
                    out.append((ab, role.name))
        for ab in self._common:
            if ab.available is None or ab.available(self, player):
                out.append((ab, "common"))
        out.extend(self._group_voice(player, out))
        return out

    def _group_voice(
        self, player: Player, held: list[tuple[Ability, str]]
    ) -> list[tuple[Ability, str]]:
        """Group membership / role loss: a player whose role carries the tag ``VOICE_ONLY`` (an
        Undead who was a Wolf) keeps a voice in the polls of the groups they still belong to,
        while another living member holds the group's ability through their own role; such a
        vote is seen by the group but never counted (``_run_batch``)."""
        if VOICE_ONLY not in self.role_of(player).tags:
            return []
        verbs = {ab.verb for ab, _ in held}
        out: list[tuple[Ability, str]] = []
        for g in self.state.groups:
            if player.name not in g.members:
                continue
            for ab in self._group_abilities(g.name):
                if ab.verb in verbs or not any(
                    (q := self.find(m)) is not None
                    and q is not player
                    and q.alive
                    and ab in self.role_of(q).abilities
                    for m in g.members
                ):
                    continue
                verbs.add(ab.verb)
                out.append((ab, GROUP_VOICE))
        return out

    def _group_abilities(self, group: str) -> list[Ability]:
        seen: list[Ability] = []
        for role in self.rules.roles.values():
            for ab in role.abilities:
                if ab.group == group and ab not in seen:
                    seen.append(ab)
        return seen

    def _find_ability(self, player: Player, verb: str) -> tuple[Ability, str] | None:
        for ab, role in self.abilities_of(player):
            if ab.verb == verb:
                return ab, role
        return None

    def _usage_key(self, player: Player, ab: Ability, role: str) -> str:
        return f"{player.name}|{role}|{ab.verb}"

    def phase_allows(self, ab: Ability) -> bool:
        if self.state.phase < ab.from_phase:
            return False
        return ab.when == "any" or ab.when == phase_kind(self.state.phase)

    def check_action(
        self, actor_name: str, verb: str, args: list[str]
    ) -> Refusal | tuple[Player, Ability, str, list[Player]]:
        """Every check an action must pass before it is accepted (R7). Changes nothing."""
        found = self.check_verb(actor_name, verb)
        if isinstance(found, Refusal):
            return found
        actor, ab, role = found
        withdraw = [a.lower() for a in args] == [NOBODY]
        # R3 / R7: "nobody" withdraws an end-of-phase choice, or is the empty choice of an
        # ability that may name nobody; an ability that never names anyone takes no "nobody"
        if withdraw and ab.max_targets > 0 and (ab.timing == "end" or ab.min_targets == 0):
            refusal = ab.check(self, actor, []) if ab.check is not None else None
            return refusal if refusal is not None else (actor, ab, role, [])
        if withdraw:
            return Refusal(Reason.TARGET_COUNT, deferred("refuse.nobody", {"verb": ab.verb}))
        n = len(args)
        if n < ab.min_targets or n > ab.max_targets:
            return Refusal(
                Reason.TARGET_COUNT,
                deferred("refuse.target_count", {"verb": ab.verb, "usage": _usage(ab)}),
            )
        targets: list[Player] = []
        for a in args:
            t = self.find(a)
            if t is None:
                return Refusal(
                    Reason.UNKNOWN_PLAYER, deferred("refuse.unknown_player", {"name": user_text(a)})
                )
            if t in targets:
                return Refusal(
                    Reason.INVALID_TARGET, deferred("refuse.duplicate", {"player": t.name})
                )
            targets.append(t)
        refusal = self.check_targets(actor, ab, targets)
        if refusal is not None:
            return refusal
        return actor, ab, role, targets

    def check_verb(self, actor_name: str, verb: str) -> Refusal | tuple[Player, Ability, str]:
        """R7: the checks on the actor and the ability alone (game over, dead, phase, uses)."""
        st = self.state
        if st.outcome is not None:
            return Refusal(Reason.GAME_OVER, deferred("refuse.game_over", {}))
        actor = self.find(actor_name)
        if actor is None:
            return Refusal(
                Reason.UNKNOWN_PLAYER,
                deferred("refuse.unknown_player", {"name": user_text(actor_name)}),
            )
        if not actor.alive:
            return Refusal(Reason.DEAD_ACTOR, deferred("refuse.dead_actor", {"player": actor.name}))
        verb = verb.lower()
        found = self._find_ability(actor, verb)
        if found is None:
            if verb in self.rules.verbs():
                return Refusal(
                    Reason.NOT_YOUR_ABILITY,
                    deferred("refuse.not_yours", {"player": actor.name, "verb": verb}),
                )
            return Refusal(
                Reason.UNKNOWN_VERB, deferred("refuse.unknown_verb", {"verb": user_text(verb)})
            )
        ab, role = found
        refusal = self.check_ability(actor, ab, role)
        return refusal if refusal is not None else (actor, ab, role)

    def check_ability(
        self, actor: Player, ab: Ability, role: str, *, phase_checked: bool = False
    ) -> Refusal | None:
        """R7: the checks on a living actor's ability alone (phase, uses, counters, the role's
        own actor checks), once per ability whatever the targets."""
        st = self.state
        verb = ab.verb
        if not phase_checked and not self.phase_allows(ab):
            return Refusal(
                Reason.WRONG_PHASE,
                deferred(
                    "refuse.wrong_phase",
                    {"verb": verb, "phase": phase_name(st.phase), "when": _when_text(ab)},
                ),
            )
        key = self._usage_key(actor, ab, role)
        if (
            ab.timing == "immediate"
            and ab.per_phase is not None
            and st.used.get(key, 0) >= ab.per_phase
        ):
            return Refusal(Reason.ALREADY_USED, deferred("refuse.already_used", {"verb": verb}))
        if ab.per_game is not None and st.used_game.get(key, 0) >= ab.per_game:
            return Refusal(Reason.NO_USES, deferred("refuse.no_uses", {"verb": verb}))
        if ab.counter is not None and actor.counters.get(ab.counter, 0) <= 0:
            return Refusal(
                Reason.NO_USES, deferred("refuse.no_counter", {"verb": verb, "counter": ab.counter})
            )
        if ab.actor_check is not None:
            return ab.actor_check(self, actor)
        return None

    def legal(self, actor: Player) -> list[tuple[Ability, str, list[tuple[Player, ...]], bool]]:
        """What a living ``actor`` may submit now: each ability with, for each target position,
        the players it may name, and whether ``verb nobody`` is accepted. The actor-level checks
        run once per ability; the target checks once per candidate (R7)."""
        out: list[tuple[Ability, str, list[tuple[Player, ...]], bool]] = []
        seen: set[str] = set()
        living = [p for p in self.state.players if p.alive]
        phase = self.state.phase
        kind = phase_kind(phase)
        for ab, role in self.abilities_of(actor):
            if ab.verb in seen:
                continue
            seen.add(ab.verb)
            if phase < ab.from_phase or (ab.when != "any" and ab.when != kind):
                continue  # not in this phase (R7): nothing else to check
            if self.check_ability(actor, ab, role, phase_checked=True) is not None:
                continue
            check = ab.check
            withdraw = (
                ab.max_targets > 0
                and (ab.timing == "end" or ab.min_targets == 0)
                and (check is None or check(self, actor, []) is None)
            )
            if ab.max_targets == 0:
                if check is None or check(self, actor, []) is None:
                    out.append((ab, role, [], False))
                continue
            # the targets position by position: a later position is tried after a valid choice
            # for the earlier ones (``reassign FROM TO``)
            slots: list[tuple[Player, ...]] = []
            prefix: list[Player] = []
            pool = living if ab.allow_self else [p for p in living if p is not actor]
            for _slot in range(ab.max_targets):
                if check is None:
                    here = tuple(p for p in pool if p not in prefix) if prefix else tuple(pool)
                else:
                    here = tuple(
                        p
                        for p in pool
                        if p not in prefix and check(self, actor, [*prefix, p]) is None
                    )
                if not here:
                    break
                slots.append(here)
                prefix.append(here[0])
            if len(slots) < max(1, ab.min_targets):
                continue
            out.append((ab, role, slots, withdraw))
        return out

    def check_targets(self, actor: Player, ab: Ability, targets: list[Player]) -> Refusal | None:
        """R7: the checks on the chosen targets (dead, self, the role's own restrictions)."""
        for t in targets:
            if not t.alive:
                return Refusal(
                    Reason.DEAD_TARGET, deferred("refuse.dead_target", {"player": t.name})
                )
            if t is actor and not ab.allow_self:
                return Refusal(
                    Reason.SELF_TARGET, deferred("refuse.self_target", {"verb": ab.verb})
                )
        if ab.check is not None:
            return ab.check(self, actor, targets)
        return None

    def submit(self, actor_name: str, verb: str, args: list[str]) -> Accepted | Refusal:
        """Accept and carry out (immediate) or record (end-of-phase) an action, or refuse it."""
        checked = self.check_action(actor_name, verb, args)
        if isinstance(checked, Refusal):
            return checked
        actor, ab, role, targets = checked
        st = self.state
        st.seq += 1
        first = len(st.events)
        names = [t.name for t in targets]
        key = self._usage_key(actor, ab, role)
        if ab.timing == "end":
            # R3: an end-of-phase action may be changed or withdrawn until the phase ends.
            st.pending = [
                p for p in st.pending if not (p.actor == actor.name and p.verb == ab.verb)
            ]
            ev = self.emit(
                "action_withdrawn" if not names else "action_chosen",
                actor=actor.name,
                targets=names,
                audience=self._choice_audience(actor, ab),
                to=self._choice_to(actor, ab),
                msg=("action.withdrawn" if not names else "action.chosen"),
                params={"actor": actor.name, "verb": ab.verb, "targets": names},
                rule="R3",
                data={"role": role, "group": ab.group},
            )
            if names:
                st.pending.append(Pending(actor.name, ab.verb, names, st.seq, ev.id))
            return Accepted(ev.id, self._told_later(actor, first))
        # R3: an immediate action resolves the moment it is accepted and cannot be withdrawn.
        st.used[key] = st.used.get(key, 0) + 1
        st.used_game[key] = st.used_game.get(key, 0) + 1
        msg: str | None = None if ab.public else ("action.used" if names else "action.used_alone")
        params: dict[str, Any] = {"actor": actor.name, "verb": ab.verb, "targets": names}
        if ab.words is not None:
            # the ability's own words for its event (a vote: "Ann votes to lynch Bob"), known
            # before the event is written, since events are final once written
            msg, params = ab.words(self, actor, targets)
        ev = self.emit(
            "action",
            actor=actor.name,
            targets=names,
            audience=self._choice_audience(actor, ab),
            to=self._choice_to(actor, ab),
            msg=msg,
            params=params,
            rule=ab.rule or "R3",
            data={"role": role},
        )
        self.perform(Act(actor, ab, targets, ev, role))
        # R5: a win check after every immediate action, with its consequences.
        self.check_win([ev.id])
        return Accepted(ev.id, self._told_later(actor, first))

    def _choice_audience(self, actor: Player, ab: Ability) -> Audience:
        return "public" if ab.public else "players"

    def _choice_to(self, actor: Player, ab: Ability) -> list[str]:
        if ab.public:
            return []
        if ab.group:
            g = self.group(ab.group)
            if g is not None:
                return list(g.members)
        return [actor.name]

    def _told_later(self, player: Player, first: int) -> Callable[[], list[str]]:
        """What ``player`` was told by the events from ``first`` to now, written out on demand."""
        events = self.state.events[first:]
        dead = not player.alive

        def told() -> list[str]:
            return [self.text(e) for e in events if e.msg and e.visible_to(player.name, dead=dead)]

        return told

    def perform(self, act: Act) -> None:
        """Carry out one use of an ability: block, redirection, effect, visits (R15–R17)."""
        ab, actor = act.ability, act.actor
        # R17: an ability-blocked player's abilities fail, silently as to the reason; a blocked
        # action is stopped at its source and so makes no visit (R15).
        if ab.blockable and self.is_blocked(actor):
            blocked = actor.get("blocked")
            self.emit(
                "action_failed",
                actor=actor.name,
                targets=[t.name for t in act.targets],
                causes=[act.event.id] + ([blocked.source] if blocked else []),
                rule="R17",
                data={"verb": ab.verb, "why": "blocked"},
            )
            # S1.19: the failure looks like any other failure of that ability.
            target = ", ".join(t.name for t in act.targets)
            if ab.fail_msg and act.group:
                self.tell_group(
                    act.group, ab.fail_msg, rule="R17", causes=[act.event.id], target=target
                )
            elif ab.fail_msg:
                self.tell(actor, ab.fail_msg, rule="R17", causes=[act.event.id], target=target)
            return
        visits: list[tuple[Player, Player]] = []
        if ab.redirectable:
            final: list[Player] = []
            for i, t in enumerate(act.targets):
                if ab.visit_slots is not None and i not in ab.visit_slots:
                    final.append(t)  # a slot the ability does not reach is not redirected
                    continue
                t2, via = self._redirect(actor, ab, t)
                # R16: the visits are actor → redirector and actor → final target.
                visits.extend((actor, r) for r in via)
                final.append(t2)
            act.targets = final
        ab.resolve(self, act)
        # R15 / S0.25: a visit is recorded when the ability reaches another player, even if its
        # effect fails; self-targeted actions are never visits.
        if ab.visits:
            reached = (
                act.targets
                if ab.visit_slots is None
                else [t for i, t in enumerate(act.targets) if i in ab.visit_slots]
            )
            visits.extend((actor, t) for t in reached)
            for a, t in visits:
                if a is not t:
                    self.record_visit(a, t, ab.verb, act.event.id)

    def _redirect(self, actor: Player, ab: Ability, target: Player) -> tuple[Player, list[Player]]:
        via: list[Player] = []
        current = target
        for _ in range(len(self.state.players)):
            moved = False
            for fn in self._redirectors:
                new = fn(self, actor, ab, current)
                # R16: an action is never redirected onto a dead player.
                if new is not None and new is not current and new.alive:
                    via.append(current)
                    self.emit(
                        "redirected",
                        actor=actor.name,
                        targets=[current.name, new.name],
                        rule="R16",
                        data={"verb": ab.verb},
                    )
                    current = new
                    moved = True
                    break
            if not moved:
                break
        return current, via

    def record_visit(self, actor: Player, target: Player, verb: str, cause: int) -> Visit | None:
        """S0.9 / R15: one player visiting a different player; the "visit resolved" hook point."""
        if actor is target:
            return None  # S0.25: using any action on yourself is not a visit
        st = self.state
        v = Visit(len(st.visits), st.phase, actor.name, target.name, verb, cause)
        st.visits.append(v)
        ev = self.emit(
            "visit",
            actor=actor.name,
            targets=[target.name],
            causes=[cause],
            rule="R15",
            data={"verb": verb},
        )
        v.event = ev.id
        self.hook("visit", v)
        return v

    # ------------------------------------------------------------------ deaths (R8)

    def attack(
        self,
        attacker: Player | None,
        victim: Player,
        *,
        causes: list[int],
        rule: str,
        source: str = "",
    ) -> bool:
        return self.kill(victim, "attack", causes=causes, rule=rule, by=attacker, source=source)

    def kill(
        self,
        victim: Player,
        kind: str,
        *,
        causes: list[int],
        rule: str,
        by: Player | None = None,
        source: str = "",
    ) -> bool:
        """An attempt to kill ``victim``; True when it was not prevented (R8).

        Inside an end-of-phase batch the death is applied after the whole batch (R4).
        """
        if not victim.alive:
            return False
        attempt = self.emit(
            "kill_attempt",
            actor=by.name if by else None,
            targets=[victim.name],
            causes=causes,
            rule=rule,
            data={"kind": kind, "source": source},
        )
        # R8: a true kill cannot be prevented; everything else meets the defences in order.
        if kind != "true kill":
            for _, name, defence in self._defences:
                stopped = defence(self, victim, kind, by.name if by else None)
                if stopped:
                    self.emit(
                        "kill_prevented",
                        actor=by.name if by else None,
                        targets=[victim.name],
                        causes=[attempt.id],
                        rule=rule,
                        data={"kind": kind, "protection": stopped, "defence": name},
                    )
                    return False
        if self._batch is not None:
            for bd in self._batch:
                if bd.victim == victim.name:
                    bd.causes.append(attempt.id)
                    return True
            # R4: deaths caused inside an end-of-phase batch are applied after it.
            self._batch.append(_BatchDeath(victim.name, kind, [attempt.id], "R4"))
            return True
        # R8: the attempt met no defence and becomes a death of its kind.
        self.apply_death(victim, kind, causes=[attempt.id], rule="R8")
        return True

    def apply_death(
        self, victim: Player, kind: str, *, causes: list[int], rule: str
    ) -> Event | None:
        if not victim.alive:
            return None
        victim.alive = False
        self._changed(victim)
        msg = {"lynch": "death.lynch", "true kill": "death.true_kill"}.get(kind, "death.died")
        ev = self.announce(
            msg,
            rule=rule,
            causes=causes,
            kind="death",
            targets=[victim.name],
            data={"kind": kind},
            player=victim.name,
        )
        victim.death = Death(kind, self.state.phase, ev.id)
        self.hook("death", victim, ev)
        return ev

    def ascend(self, player: Player, *, causes: list[int], rule: str) -> None:
        """Ascension: a win, and a true kill that nothing prevents (R8, R34)."""
        self._leave(player, "death.ascend", "ascension", causes=causes, rule=rule, won=True)

    def descend(self, player: Player, *, causes: list[int], rule: str) -> None:
        """Descension: an unaligned player whose win became impossible leaves the game at once with
        a loss; a true kill that nothing prevents, announced with the role (R8, R34)."""
        self._leave(player, "death.descend", "descension", causes=causes, rule=rule, won=False)

    def _leave(
        self, player: Player, msg: str, kind: str, *, causes: list[int], rule: str, won: bool
    ) -> None:
        """A player leaves the game by a true kill, announced with their role."""
        if not player.alive:
            return
        player.ascended = won
        player.alive = False
        self._changed(player)
        ev = self.announce(
            msg,
            rule=rule,
            causes=causes,
            kind=kind,
            targets=[player.name],
            data={"kind": "true kill"},
            player=player.name,
            role=player.role,
        )
        player.death = Death("true kill", self.state.phase, ev.id)
        self.hook("death", player, ev)

    def begin_batch(self) -> None:
        self._batch = []

    def end_batch(self) -> None:
        """R4: apply the deaths caused inside the batch, in the order they were caused."""
        batch, self._batch = self._batch or [], None
        for bd in batch:
            self.apply_death(self.player(bd.victim), bd.kind, causes=bd.causes, rule=bd.rule)

    # ------------------------------------------------------------------ win checks (R5, R34)

    # R5 / speed: a win check whose outcome cannot differ from the last one's (nothing that can
    # change it has happened since: no death, no role, team, group or status change) is skipped
    GATE_WIN_CHECKS: ClassVar[bool] = True

    def check_win(self, causes: list[int]) -> Outcome | None:
        st = self.state
        if st.outcome is not None:
            return st.outcome
        if self.GATE_WIN_CHECKS and not st.dirty:
            return None
        # anything the check itself changes (an ascension) makes the next check run again
        st.dirty = False
        self.hook("win_check", causes)
        if st.outcome is not None:
            return st.outcome
        living = self.living()
        ascended = [p.name for p in st.players if p.ascended]
        if not living:
            # R34: if everybody is dead, nobody else wins.
            return self._finish(None, ascended, "nobody is left alive", causes)
        teams = {self.team_of(p) for p in living} - {"unaligned"}
        if not teams:
            return self._finish(None, ascended, "only unaligned players are left", causes)
        living_teams = [(p, self.team_of(p)) for p in living]
        for team in sorted(teams):
            # R34: a team wins when every living player is on it or unaligned (or, by a team's
            # own rule, counts for it: the Flute team's enchanted players); a rule may still
            # forbid the win (the plague team while a Plague Doctor lives).
            if not all(
                t in (team, "unaligned") or any(self.hook("counts_for", team, p))
                for p, t in living_teams
            ):
                continue
            if all(self.hook("team_can_win", team)):
                members = [p.name for p in st.players if self.team_of(p) == team]
                return self._finish(team, members + ascended, "team", causes)
        return None

    def _finish(
        self, team: str | None, winners: list[str], reason: str, causes: list[int]
    ) -> Outcome:
        st = self.state
        # players who also win when the game ends, whoever wins it (the Chef with a waiter alive)
        for extra in self.hook("also_win", team):
            winners = [*winners, *extra]
        order = {p.name: p.seat for p in st.players}
        winners = sorted(set(winners), key=lambda n: order[n])
        if team is not None:
            tname = self.rules.teams[team].name if team in self.rules.teams else team
            reason = f"the {tname} win"
        st.outcome = Outcome(team, winners, reason, st.phase)
        self.announce(
            "game.over",
            rule="R34",
            causes=causes,
            kind="game_over",
            reason=reason,
            winners=winners,
        )
        return st.outcome

    # ------------------------------------------------------------------ polls (R11–R13)

    def poll(self, name: str) -> Poll | None:
        for p in self.state.polls:
            if p.name == name:
                return p
        return None

    def vote_weight(self, voter: Player, poll: Poll, before: Hook | None = None) -> int:
        """What ``voter``'s vote counts on ``poll``: 1, changed by the rules' modifiers (R13);
        with ``before``, the weight as it stands before that modifier."""
        return tallying.vote_weight(self, voter, poll, before)

    def tally(self, poll: Poll) -> dict[str, int]:
        """The counted totals of ``poll`` (R11, R13; the breakdown is ``engine.tally``)."""
        return tallying.totals(self, poll)

    def poll_winner(self, poll: Poll, totals: dict[str, int] | None = None) -> str | None:
        """R11: the highest positive total wins; a tie or no votes: nobody (``totals``: the
        poll's counted totals when already known)."""
        if totals is None:
            totals = self.tally(poll)
        if not totals:
            return None
        best = max(totals.values())
        if best <= 0:
            return None
        top = [t for t, n in totals.items() if n == best]
        return top[0] if len(top) == 1 else None

    # ------------------------------------------------------------------ phases (R1, R2)

    def start(self) -> None:
        """Deal the roles, run starting abilities (R1), open Day 0."""
        st = self.state
        st.step = "setup"
        names = [p.name for p in st.players]
        self.emit(
            "game_started",
            audience="public",
            msg="game.started",
            rule="R1",
            params={"count": len(names), "players": names},
        )
        for p in st.players:
            role = self.role_of(p)
            self.tell(
                p, "role.dealt", rule="R1", kind="role_dealt", role=role.name, summary=role.summary
            )
        for p in st.players:
            for gname in self.role_of(p).groups:
                self.join_group(p, gname, cause=None, rule="R9")
        for g in st.groups:
            self.emit(
                "group_members",
                audience="players",
                to=list(g.members),
                msg="group.members",
                params={"group": g.name, "members": list(g.members)},
                rule="R9",
            )
        for p in st.players:
            role = self.role_of(p)
            if role.setup is not None:
                role.setup(self, p)
        self.hook("game_start")
        self._enter(0)

    def _enter(self, index: int) -> None:
        st = self.state
        st.phase = index
        st.used = {}
        st.step = steps_for(index)[0].name
        ev = self.emit(
            "phase_started",
            audience="public",
            msg="phase.started",
            rule="R1",
            params={"phase": phase_name(index)},
        )
        # R5: a win check at the start of every phase.
        if self.check_win([ev.id]) is not None:
            return
        self.hook(st.step)  # day_start / night_start effects
        if st.outcome is None:
            st.step = "immediate"
            self.check_win([ev.id])

    def advance(self) -> None:
        """End the current phase (every end-of-phase step of R2) and start the next one."""
        st = self.state
        if st.outcome is not None:
            raise EngineError("the game is over")
        for step in steps_for(st.phase)[2:]:
            st.step = step.name
            if step.name in ("day_end_consequences", "night_end_consequences"):
                # R4: the batch's deaths first, then the other consequences of the phase's end.
                self.end_batch()
            self.hook(step.name)
            if step.name in ("day_end_effects", "night_end_effects"):
                self._run_batch()
            # R5: a win check after the lynch.
            if step.name == "lynch_consequences" and self.check_win([]) is not None:
                return
            if st.outcome is not None:
                return
        self._expire()
        self._enter(st.phase + 1)

    def _expire(self) -> None:
        """Statuses that last through this phase end with it."""
        for p in self.state.players:
            keep = [s for s in p.statuses if s.until is None or s.until > self.state.phase]
            if len(keep) != len(p.statuses):
                gone = [s.name for s in p.statuses if s not in keep]
                p.statuses = keep
                self._changed(p)
                self.emit("status_expired", targets=[p.name], data={"statuses": gone})

    def _run_batch(self) -> None:
        """R3/R4/R8: resolve every end-of-phase action of this phase as one batch."""
        st = self.state
        pending, st.pending = st.pending, []
        self.begin_batch()
        # actions resolving "at the same moment": rules that judge them against the state at
        # the start (contagion, R19) take their snapshot here
        self.hook("simultaneous_start")
        self.hook("batch_start")
        acts: list[Act] = []
        groups: dict[str, list[Pending]] = {}
        for p in sorted(pending, key=lambda x: x.seq):
            actor = self.player(p.actor)
            found = self._find_ability(actor, p.verb)
            if not actor.alive or found is None:
                continue
            ab, role = found
            if ab.group and role == GROUP_VOICE:
                # group membership: a voice kept without the group's ability is never counted
                self.emit(
                    "vote_not_counted",
                    actor=actor.name,
                    targets=list(p.targets),
                    causes=[p.event],
                    data={"group": ab.group},
                )
                continue
            if ab.group:
                groups.setdefault(ab.group, []).append(p)
                continue
            targets = [self.player(t) for t in p.targets]
            if any(not t.alive for t in targets):
                continue  # R7: actions on dead players do not happen
            acts.append(Act(actor, ab, targets, st.events[p.event], role))
        for gname, votes in sorted(groups.items()):
            act = self._group_act(gname, votes)
            if act is not None:
                acts.append(act)
        if acts:
            order = self.shuffle("batch order", [str(i) for i in range(len(acts))])
            rank = {int(x): i for i, x in enumerate(order)}
            non_attacks = [a for a in acts if a.ability.kind != "attack"]
            attacks = [a for a in acts if a.ability.kind == "attack"]
            # R3: non-attacks first, ordered by role name, then by the seeded draw.
            non_attacks.sort(key=lambda a: (a.role, rank[acts.index(a)]))
            # R8: attacks in killing order: group attacks, town roles by name, wolf roles, others.
            attacks.sort(key=lambda a: (self._kill_rank(a), a.role, rank[acts.index(a)]))
            for act in non_attacks + attacks:
                if act.ability.per_game is not None:
                    key = self._usage_key(act.actor, act.ability, act.role)
                    st.used_game[key] = st.used_game.get(key, 0) + 1
                self.perform(act)
        self.hook("batch_end")
        self.hook("simultaneous_end")

    _CLASS_RANK: ClassVar[dict[str, int]] = {"group": 0, "town": 1, "wolves": 2, "other": 3}

    def _kill_rank(self, act: Act) -> int:
        if act.group:
            return 0
        # R8: ranked by the role (or office) the attack belongs to, not the actor's current role
        role = self.rules.role(act.role) or self.role_of(act.actor)
        return self._CLASS_RANK.get(role.attack_class, 3)

    def _group_act(self, gname: str, votes: list[Pending]) -> Act | None:
        """R9: the group's poll; a seeded-random voter for the winner carries the action out."""
        tally: dict[str, int] = {}
        for v in votes:
            tally[v.targets[0]] = tally.get(v.targets[0], 0) + 1
        best = max(tally.values())
        top = [t for t, n in tally.items() if n == best]
        causes = [v.event for v in votes]
        if len(top) != 1:
            self.tell_group(gname, "group.no_action", rule="R9", causes=causes)
            return None
        target = self.player(top[0])
        if not target.alive:
            return None
        voters = [v.actor for v in votes if v.targets[0] == target.name]
        who = self.draw(f"{gname} executor", voters, causes=causes)
        executor = self.player(who)
        ab, role = self._find_ability(executor, votes[0].verb) or (None, "")
        if ab is None:
            return None
        ev = self.emit(
            "group_action",
            actor=executor.name,
            targets=[target.name],
            causes=causes,
            audience="players",
            to=list((self.group(gname) or Group(gname)).members),
            msg="group.executor",
            rule="R9",
            params={"group": gname, "executor": executor.name, "target": target.name},
        )
        return Act(executor, ab, [target], ev, role, group=gname)


def _when_text(ab: Ability) -> str:
    when = {"day": "during the day", "night": "at night", "any": "in any phase"}[ab.when]
    if ab.from_phase >= 2:
        when += f" from {phase_name(ab.from_phase)}"
    return when


def _usage(ab: Ability) -> str:
    return ab.usage or (
        ab.verb + (" PLAYER" * ab.min_targets) + (" [PLAYER]" * (ab.max_targets - ab.min_targets))
    )


Hook = Callable[..., Any]
