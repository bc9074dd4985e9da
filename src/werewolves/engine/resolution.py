"""Resolution: accepting an action, carrying it out (block, redirection, effect, visits: R15–R17),
and the end-of-phase batch (R3, R4, R8).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar

from .appearance import appearance
from .checks import POLL_CHECKS, POLL_VOTE_VERBS, POLL_VOTES, RESTRAINT
from .events import NONE, Audience, Event
from .legal import Offers
from .messages import render
from .results import GROUP_VOICE, NOBODY, Accepted, Act, Refusal
from .rules import Ability
from .state import Group, Pending, Player, Poll, Visit
from .tally import closing_data, plain_totals

_seq = attrgetter("seq")  # a pending choice's place in the order of acceptance
_new_event = tuple.__new__  # an Event made from its 13 fields in order (as ``EventLog.emit``)

# speed: by ability (its id, the ability kept beside it), whether it is a plain vote in a poll
# (``_plain_vote``): the ability, the poll's name (None: not a plain vote) and the vote's message
_PLAIN_VOTES: dict[int, tuple[Ability, str | None, str]] = {}


def _plain_vote(ab: Ability) -> tuple[Ability, str | None, str]:
    """Whether ``ab`` is one of ``engine.polls``' votes in a poll, as made there: its words and
    count those of ``POLL_VOTES``, its only actor check the poll's being open (``POLL_CHECKS``),
    exactly one living target, public, immediate, no counts, counter, check of the targets,
    picks, block, redirection or visit. Then (ab, the poll's name, the message), else
    (ab, None, "")."""
    vote = POLL_VOTES.get(ab.words) if ab.words is not None else None
    if (
        vote is None
        or vote[0] is not ab.resolve
        or ab.actor_check is None
        or POLL_CHECKS.get(ab.actor_check) != vote[1]
        or ab.picks
        or ab.blockable
        or ab.redirectable
        or ab.visits
        or ab.timing != "immediate"
        or not ab.public
        or ab.min_targets != 1
        or ab.max_targets != 1
        or ab.per_phase is not None
        or ab.per_game is not None
        or ab.counter is not None
        or ab.check is not None
        or not ab.verb.islower()
    ):
        return ab, None, ""
    return ab, vote[1], vote[2]


class Resolution(Offers):
    """Resolution: accepting and carrying out actions, visits, the end-of-phase batch."""

    def submit(self, actor_name: str, verb: str, args: list[str]) -> Accepted | Refusal:
        """Accept and carry out (immediate) or record (end-of-phase) an action, or refuse it."""
        if verb in POLL_VOTE_VERBS and len(args) == 1:
            # speed: a plain vote in an open poll, named exactly, recorded in one pass
            voted = self._vote_plainly(actor_name, verb, args[0])
            if voted is not None:
                return voted
        plain = self._accept_plainly(actor_name, verb, args)
        if plain is None:
            # anything unusual (a refusal, a name in another case, "nobody"): every check of
            # R7 in full, which refuses with its reason or accepts the same action
            checked = self.check_action(actor_name, verb, args)
            if isinstance(checked, Refusal):
                return checked
            actor, ab, role, targets = checked
            key = f"{actor.name}|{role}|{ab.verb}"  # ``_usage_key``
        else:
            actor, ab, role, targets, key = plain
        st = self.state
        st.seq += 1
        events = st.events
        first = len(events)
        name = actor.name
        names = [targets[0].name] if len(targets) == 1 else [t.name for t in targets]
        public = ab.public
        audience: Audience = "public" if public else "players"
        to = NONE if public else self._choice_to(actor, ab)
        if ab.timing == "end":
            # R3: an end-of-phase action may be changed or withdrawn until the phase ends.
            verb = ab.verb
            if st.pending:
                st.pending = [p for p in st.pending if not (p.actor == name and p.verb == verb)]
            else:
                st.pending = []  # (a fresh list, as the filter makes)
            ev = self._emit_action(
                "action_chosen" if names else "action_withdrawn",
                name,
                names,
                audience,
                to,
                "R3",
                "action.chosen" if names else "action.withdrawn",
                {"actor": name, "verb": verb, "targets": names},
                {"role": role, "group": ab.group},
            )
            if names:
                st.pending.append(Pending(name, verb, names, st.seq, ev.id))
            return Accepted(ev.id, (_told, self, name, not actor.alive, first, len(events)))
        # R3: an immediate action resolves the moment it is accepted and cannot be withdrawn.
        used, used_game = st.used, st.used_game
        used[key] = used.get(key, 0) + 1
        used_game[key] = used_game.get(key, 0) + 1
        msg: str | None
        params: dict[str, Any]
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        words = ab.words
        vote = POLL_VOTES.get(words) if words is not None else None
        if vote is not None and vote[0] is ab.resolve and not ab.picks and not (
            ab.blockable or ab.redirectable or ab.visits
        ):
            # speed: a vote in a poll (``engine.polls``): its words and its count inline, the
            # same event and the same change (R11: a new vote replaces the old one)
            poll_name = vote[1]
            for poll in st.polls:  # ``eng.poll``
                if poll.name == poll_name:
                    break
            else:
                raise AssertionError(f"no poll {poll_name!r} to vote in")
            target = names[0]
            # ``_emit_action``, inline (its parameters this call's own fresh mapping)
            ev = _new_event(
                Event,
                (
                    first,
                    st.phase,
                    st.step,
                    "action",
                    name,
                    names,
                    NONE,
                    audience,
                    to or NONE,
                    ab.rule or "R3",
                    vote[2],
                    {"voter": name, "target": target, "office": poll.office or ""},
                    {"role": role},
                ),
            )
            events.append(ev)
            poll.votes[name] = target
            if st.outcome is None and (st.dirty or not self.GATE_WIN_CHECKS):
                self.check_win([ev.id])
            return Accepted(ev.id, (_told, self, name, not actor.alive, first, len(events)))
        if words is not None:
            # the ability's own words for its event (a vote: "Ann votes to lynch Bob"), known
            # before the event is written, since events are final once written
            msg, params = words(eng, actor, targets)
        else:
            msg = None if public else ("action.used" if names else "action.used_alone")
            params = {"actor": name, "verb": ab.verb, "targets": names}
        data: dict[str, Any] = {"role": role}
        picks: tuple[str, ...] = ()
        if ab.picks:
            # the action's picks (a role, a category), checked by ``check_action`` already;
            # the accepting event records them as the options spell them
            split = self.split_picks(actor, ab, args)
            if not isinstance(split, Refusal):
                picks = split[1]
                data["picks"] = list(picks)
        ev = self._emit_action(
            "action", name, names, audience, to, ab.rule or "R3", msg, params, data
        )
        act = Act(actor, ab, targets, ev, role, None, picks) if picks else Act(
            actor, ab, targets, ev, role
        )
        if ab.blockable or ab.redirectable or ab.visits:
            self.perform(act)
        else:
            # R15–R17: nothing to block, redirect or visit: ``perform`` would only resolve it
            ab.resolve(eng, act)
        # R5: a win check after every immediate action, with its consequences (one that would
        # be skipped, nothing having changed since the last, is not even asked for)
        if st.outcome is None and (st.dirty or not self.GATE_WIN_CHECKS):
            self.check_win([ev.id])
        return Accepted(ev.id, (_told, self, name, not actor.alive, first, len(events)))

    def _vote_plainly(self, actor_name: str, verb: str, arg: str) -> Accepted | None:
        """Speed: a plain vote (``_plain_vote``: a day's lynch or election
        vote) by a living player for a living one, both named as the game spells them, in a
        poll that is open: every check of :meth:`_accept_plainly` and the carrying out of
        :meth:`submit`'s inline vote, in one pass, with the same event, count and result.
        None for anything else (nothing changed): :meth:`submit` then goes its usual way."""
        st = self.state
        if st.outcome is not None:
            return None
        exact = self._exact
        phase = st.phase
        try:
            # the living player spelled exactly ``actor_name`` and the entry of ``verb`` in the
            # plan of abilities this phase admits for them (R7; the kept plan, looked up inline)
            actor = exact.get(actor_name)
            if actor is None or not actor.alive:
                return None
            kit = self._abilities.get(actor_name)
            now = kit.now if kit is not None else None
            found = (
                now[1] if now is not None and now[0] == phase else self._plan(actor)
            ).get(verb)
            if found is None:
                return None
            ab = found[0]
            if self._hooks.get(RESTRAINT) and self.restraint(actor, ab) is not None:
                return None  # ruling R47: the long way refuses it with the restraint's words
            known = _PLAIN_VOTES.get(id(ab))
            if known is None or known[0] is not ab:
                known = _PLAIN_VOTES[id(ab)] = _plain_vote(ab)
            poll_name = known[1]
            if poll_name is None:
                return None
            target = exact.get(arg)
            if target is None or not target.alive or (target is actor and not ab.allow_self):
                return None
            if len(arg) == 6 and arg.lower() == NOBODY:
                return None  # R3: "nobody" withdraws, even where a player is called so
        except TypeError:
            return None  # not a name at all: the long way refuses it
        for poll in st.polls:  # the actor check: the poll is open (``polls._has_poll``)
            if poll.name == poll_name:
                break
        else:
            return None
        # accepted (R7): as ``submit`` records an immediate action and its inline vote
        role = found[1]
        st.seq += 1
        events = st.events
        first = len(events)
        name = actor.name
        key = f"{name}|{role}|{ab.verb}"  # ``_usage_key``
        used, used_game = st.used, st.used_game
        used[key] = used.get(key, 0) + 1
        used_game[key] = used_game.get(key, 0) + 1
        target_name = target.name
        ev = _new_event(
            Event,
            (
                first,
                phase,
                st.step,
                "action",
                name,
                [target_name],
                NONE,
                "public",
                NONE,
                ab.rule or "R3",
                known[2],
                {"voter": name, "target": target_name, "office": poll.office or ""},
                {"role": role},
            ),
        )
        events.append(ev)
        poll.votes[name] = target_name  # R11: a new vote replaces the old one
        if st.outcome is None and (st.dirty or not self.GATE_WIN_CHECKS):
            self.check_win([first])
        return Accepted(first, (_told, self, name, not actor.alive, first, len(events)))

    def _accept_plainly(
        self, actor_name: str, verb: str, args: list[str]
    ) -> tuple[Player, Ability, str, list[Player], str] | None:
        """Speed: the checks of :meth:`check_action` for the common case, an
        action every check accepts, named exactly (the players as the game spells them, the
        verb in lower case, no "nobody"), inline, with the action's usage key. None for anything
        else: :meth:`check_action` then decides, so the same actions are accepted and every
        refusal is its own (R7)."""
        st = self.state
        if st.outcome is not None:
            return None
        exact = self._exact
        # the names and the verb as the game spells them (anything else, even a value that
        # cannot be a key, goes the long way)
        try:
            # the living player spelled exactly ``actor_name`` and the entry of ``verb`` in the
            # plan of abilities this phase admits for them (R7; the kept plan, looked up inline)
            actor = exact.get(actor_name)
            if actor is None or not actor.alive:
                return None
            kit = self._abilities.get(actor_name)
            now = kit.now if kit is not None else None
            found = (
                now[1] if now is not None and now[0] == st.phase else self._plan(actor)
            ).get(verb)
            if found is None or not verb.islower():
                return None
            ab, role, uses, _open_one = found
            if ab.picks:
                return None  # the words after the players are picks: ``check_action`` reads them
            if self._hooks.get(RESTRAINT) and self.restraint(actor, ab) is not None:
                return None  # ruling R47: ``check_action`` refuses it with the restraint's words
            n = len(args)
            if n < ab.min_targets or n > ab.max_targets or (n == 0 and ab.max_targets > 0):
                return None  # a count to refuse, or an empty choice ("nobody"'s rules)
            targets: list[Player] = []
            for a in args:
                t = exact.get(a)
                if t is None or not t.alive or t in targets or (t is actor and not ab.allow_self):
                    return None
                if n == 1 and len(a) == 6 and a.lower() == NOBODY:
                    return None  # R3: "nobody" withdraws, even where a player is called so
                targets.append(t)
        except TypeError:
            return None
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        # the actor-level checks of ``check_ability`` (the phase is checked by the plan)
        if uses:
            if self.check_ability(actor, ab, role, phase_checked=True) is not None:
                return None
        elif (ab.counter is not None and actor.counters.get(ab.counter, 0) <= 0) or (
            ab.actor_check is not None and ab.actor_check(eng, actor) is not None
        ):
            return None
        if ab.check is not None and ab.check(eng, actor, targets) is not None:
            return None
        return actor, ab, role, targets, f"{actor.name}|{role}|{ab.verb}"  # ``_usage_key``

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
        return partial(_told, self, player.name, not player.alive, first, len(self.state.events))

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
            moved: dict[str, Player] = {}  # a player named at several positions moves once
            for i, t in enumerate(act.targets):
                if ab.visit_slots is not None and i not in ab.visit_slots:
                    final.append(t)  # a slot the ability does not reach is not redirected
                    continue
                if t.name in moved:
                    final.append(moved[t.name])
                    continue
                t2, via = self._redirect(actor, ab, t)
                # R16: the visits are actor → redirector and actor → final target.
                visits.extend((actor, r) for r in via)
                final.append(t2)
                moved[t.name] = t2
            act.targets = final
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        if self._hooks.get("voids") and self._voided(act):
            return
        if ab.visits and self._hooks.get("lands"):
            # R15: an ability reaching a player it visits (its final targets, once no block
            # stopped it and every redirection moved it; never its user): the moment a rule may
            # tell the target what was used on them, before the ability's effect (a death)
            for i, t in enumerate(act.targets):
                if (
                    t is not actor
                    and (ab.visit_slots is None or i in ab.visit_slots)
                    and not (ab.paired_picks and t in act.targets[:i])
                ):
                    self.hook("lands", act, t)
        ab.resolve(eng, act)
        # R15 / S0.25: a visit is recorded when the ability reaches another player, even if its
        # effect fails; self-targeted actions are never visits.
        if ab.visits:
            reached = (
                act.targets
                if ab.visit_slots is None
                else [t for i, t in enumerate(act.targets) if i in ab.visit_slots]
            )
            visits.extend((actor, t) for t in reached)
            # rule-abilities-visits: one use visits each player it reaches once, however many
            # of its positions name them (picks paired with the players)
            done: set[tuple[str, str]] = set()
            for a, t in visits:
                if a is t or (a.name, t.name) in done:
                    continue
                if ab.paired_picks:
                    done.add((a.name, t.name))
                self.record_visit(a, t, ab.verb, act.event.id)

    def _voided(self, act: Act) -> bool:
        """reaper.3 / wraith.4: a rule may make an ability fail where it lands (after blocks and
        redirections, before its effect): the ``voids`` moment, asked for each player it
        reaches other than its user; the first rule that answers stops it, as a failure the
        user is told like any other (R17), and no visit is made (the action never arrives)."""
        ab, actor = act.ability, act.actor
        for i, t in enumerate(act.targets):
            if t is actor or (ab.visit_slots is not None and i not in ab.visit_slots):
                continue
            why = next((r for r in self.hook("voids", act, t) if r), None)
            if why is None:
                continue
            self.emit(
                "action_failed",
                actor=actor.name,
                targets=[x.name for x in act.targets],
                causes=[act.event.id],
                rule=str(why),
                data={"verb": ab.verb, "why": "voided"},
            )
            target = ", ".join(x.name for x in act.targets)
            if ab.fail_msg and act.group:
                self.tell_group(
                    act.group, ab.fail_msg, rule=str(why), causes=[act.event.id], target=target
                )
            elif ab.fail_msg:
                self.tell(actor, ab.fail_msg, rule=str(why), causes=[act.event.id], target=target)
            return True
        return False

    def _redirect(self, actor: Player, ab: Ability, target: Player) -> tuple[Player, list[Player]]:
        via: list[Player] = []
        current = target
        for _ in range(len(self.state.players)):
            moved = False
            for fn in self._redirectors:
                new = fn(self.eng, actor, ab, current)
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
        if self._hooks.get("visit"):
            self.hook("visit", v)
        return v

    def _run_batch(self) -> None:
        """R3/R4/R8: resolve every end-of-phase action of this phase as one batch."""
        st = self.state
        pending, st.pending = st.pending, []
        self.begin_batch()
        # actions resolving "at the same moment": rules that judge them against the state at
        # the start (contagion, R19) take their snapshot here (``hook``, called only for a
        # moment someone listens to in this game)
        if self._hooks.get("simultaneous_start"):
            self.hook("simultaneous_start")
        if self._hooks.get("batch_start"):
            self.hook("batch_start")
        acts: list[Act] = []
        # R9: one poll per group ability (a group may hold more than one, the Wolf Cub's extra
        # attack beside the pack's): the votes are counted by group and verb
        groups: dict[tuple[str, str], list[Pending]] = {}
        # a member's choice to take a group's poll over (by the group and the poll's verb); of
        # two such choices for one poll, the later accepted stands
        takeovers: dict[tuple[str, str], tuple[Pending, Ability, str]] = {}
        # in the order they were chosen (one choice has no order to make)
        for p in sorted(pending, key=_seq) if len(pending) > 1 else pending:
            actor = self.player(p.actor)
            found = self._find_ability(actor, p.verb)
            if not actor.alive or found is None:
                continue
            ab, role = found
            if ab.takes_over is not None:
                polled = self._find_ability(actor, ab.takes_over)
                if polled is not None and polled[0].group:
                    takeovers[(polled[0].group, ab.takes_over)] = (p, ab, role)
                continue
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
                groups.setdefault((ab.group, p.verb), []).append(p)
                continue
            targets = [self.player(t) for t in p.targets]
            if any(not t.alive for t in targets):
                continue  # R7: actions on dead players do not happen
            acts.append(Act(actor, ab, targets, st.events[p.event], role))
        # the polls in order of (group, verb); one poll and no take-over (most nights: the
        # pack's attack) is that poll, with nothing to merge or sort
        if not takeovers and len(groups) < 2:
            polls: Iterable[tuple[str, str]] = groups
        else:
            polls = sorted(groups.keys() | takeovers.keys())
        for poll in polls:
            gname, votes = poll[0], groups.get(poll, [])
            over = takeovers.get(poll)
            act = self._taken_over(gname, poll[1], over, votes) if over is not None else None
            if act is None and votes:
                act = self._group_act(gname, votes)
            if act is not None:
                acts.append(act)
        if len(acts) == 1:
            # one action (most nights: the pack's attack): the draw of the order is made and
            # logged as for more (a shuffle of one item, R3), and there is nothing to sort
            self.shuffle("batch order", ["0"])
            ordered = acts
        elif acts:
            order = self.shuffle("batch order", [str(i) for i in range(len(acts))])
            rank = {int(x): i for i, x in enumerate(order)}
            non_attacks = [a for a in acts if a.ability.kind != "attack"]
            attacks = [a for a in acts if a.ability.kind == "attack"]
            # R3: non-attacks first, ordered by role name, then by the seeded draw.
            non_attacks.sort(key=lambda a: (a.role, rank[acts.index(a)]))
            # R8: attacks in killing order: group attacks (by the group's name, as the role
            # book's attack order sorts groups: the cult's before the wolfpack's), town roles by
            # name, wolf roles, others.
            attacks.sort(
                key=lambda a: (self._kill_rank(a), a.group or "", a.role, rank[acts.index(a)])
            )
            ordered = non_attacks + attacks
        if acts:
            for act in ordered:
                if act.ability.per_game is not None:
                    key = self._usage_key(act.actor, act.ability, act.role)
                    st.used_game[key] = st.used_game.get(key, 0) + 1
                self.perform(act)
        if self._hooks.get("batch_end"):
            self.hook("batch_end")
        if self._hooks.get("simultaneous_end"):
            self.hook("simultaneous_end")

    _CLASS_RANK: ClassVar[dict[str, int]] = {"group": 0, "town": 1, "wolves": 2, "other": 3}

    def _kill_rank(self, act: Act) -> int:
        if act.group:
            return 0
        # R8: ranked by the role (or office) the attack belongs to, not the actor's current role
        role = self.rules.role(act.role) or self.role_of(act.actor)
        return self._CLASS_RANK.get(role.attack_class, 3)

    def _group_act(self, gname: str, votes: list[Pending]) -> Act | None:
        """R9: the group's poll; a seeded-random voter for the winner carries the action out.

        Each vote counts what the vote-weight hooks make it count on a private poll (R13's
        arithmetic, ``engine/tally.py``: a vote worth two, a vote worth minus one), and the
        winner is the single highest positive total (R11's rule, which R9's most-voted target
        is). When some vote counted other than one, the poll's closing is recorded for the host
        with its breakdown (R40), so the explanation of what the group did names the modifier;
        the group itself only ever sees its members' votes as plain votes."""
        ballots = {v.actor: v.targets[0] for v in votes}
        poll = Poll(f"{gname} {votes[0].verb}", "group", votes=ballots)
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        causes = [v.event for v in votes]
        # the common case: every vote counts one (no breakdown to record, R40)
        totals = plain_totals(eng, poll)
        if totals is not None:
            winner = self.poll_winner(poll, totals)
        else:
            closing = closing_data(eng, poll)
            winner = self.poll_winner(poll, closing["totals"])
            if any(row["modifiers"] for row in closing["breakdown"]["ballots"]):
                closed = self.emit(
                    "poll_closed",
                    targets=[winner] if winner else [],
                    causes=causes,
                    rule="R9",
                    data={"poll": poll.name, "group": gname, **closing},
                )
                causes = [*causes, closed.id]
        if winner is None:
            self.tell_group(gname, "group.no_action", rule="R9", causes=causes)
            return None
        target = self.player(winner)
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

    def _taken_over(
        self, gname: str, verb: str, over: tuple[Pending, Ability, str], votes: list[Pending]
    ) -> Act | None:
        """A member took the group's poll (``verb``) over: the poll's ability is carried out by
        that member on the target they chose, as the group's own action (the killing order of a
        group attack, R8), and the group's votes decide nothing. The taking-over ability's own
        ``resolve`` runs first (its words to the group, its counters). A target dead by now
        (R7) leaves the poll to the group's votes (None)."""
        pending, ab_over, role_over = over
        actor = self.player(pending.actor)
        target = self.player(pending.targets[0])
        found = self._find_ability(actor, verb)
        if found is None or not target.alive:
            return None
        ab, role = found
        # a choice its actor can no longer make when the night ends (its counter spent by a
        # take-over of another poll this batch) takes nothing over
        if self.check_ability(actor, ab_over, role_over, phase_checked=True) is not None:
            return None
        ev = self.emit(
            "group_taken_over",
            actor=actor.name,
            targets=[target.name],
            causes=[v.event for v in votes] + [pending.event],
            rule=ab_over.rule or "R9",
            data={"group": gname, "verb": verb, "by": ab_over.verb},
        )
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        ab_over.resolve(eng, Act(actor, ab_over, [target], ev, role_over))
        return Act(actor, ab, [target], ev, role, group=gname)


def _told(
    eng: Resolution, name: str, dead: bool, first: int, last: int, lang: str = "en"
) -> list[str]:
    """What a player was told by the events ``first`` to ``last`` (excluded), written out when
    asked for (``Accepted.told``, kept with its arguments): the events are final and
    the log only grows, so they are as they were when the action was accepted."""
    return [
        eng.text(e) if lang == "en" else render(e.msg, e.params, lang)
        for e in eng.state.events[first:last]
        if e.msg and e.visible_to(name, dead=dead)
    ]
