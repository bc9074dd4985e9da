"""Actions and their checks (R7): what a player may do now, and why an action is refused."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import get_close_matches
from typing import TYPE_CHECKING

from .messages import deferred, user_text
from .phases import phase_kind, phase_name
from .results import GROUP_VOICE, NOBODY, VOICE_ONLY, Reason, Refusal, _usage, _when_text
from .rules import Ability, Check
from .state import Player
from .voting import Voting

# a status lending its holder every ability of the role its data names (``role``), beside their
# own role's (an imitation: white-werewolf.8). A role whose holders may carry it gives itself an
# availability test that reads the game (not its player alone), so its kit is never shared
# with another holder's and is made afresh at every change
LENT_ROLE = "lent role"

# a kit's plan for a phase (``Checks._plan``): by verb, the ability, its role, whether it counts
# its uses, and which of ``legal``'s common cases it is (0: none)
Plan = dict[str, tuple[Ability, str, bool, int]]
OPEN_ONE, BARE = 1, 2
# actor checks that refuse exactly while no poll of a name is open (``engine.polls``'s votes),
# by the poll's name: ``Game.legal_actions`` answers them from the names of the open polls
POLL_CHECKS: dict[object, str] = {}
# the words of a vote in a poll (``engine.polls``), with the vote's count, the poll's name and
# the message: ``Resolution.submit`` carries out an action of exactly these two inline
POLL_VOTES: dict[object, tuple[object, str, str]] = {}
# the poll each vote in a poll (``engine.polls``) votes in, by the vote's ``resolve``: what a
# legal action that is a ballot names as its poll (``LegalAction.poll``)
BALLOTS: dict[object, str] = {}
# the verbs of those votes: ``Resolution.submit`` tries its one-pass vote for these verbs alone
POLL_VOTE_VERBS: set[str] = set()
# the moment of the restraints (``Checks.restraint``): a family's rule that, for now, bars a
# player from abilities they hold, a bar the player knows of (ruling R47: the Riding Hood's)
RESTRAINT = "restraint"


class Kit:
    """A player's abilities as kept by the engine (``Checks._kit``): every ability with its role
    (or office), the first of each verb, and the plan of the phase it was last asked in."""

    __slots__ = ("by_verb", "now", "out", "plans", "settled", "version")

    def __init__(
        self,
        version: int,
        out: list[tuple[Ability, str]],
        by_verb: dict[str, tuple[Ability, str]],
    ) -> None:
        # the engine's ``_version`` it was made at, or -1: it reads nothing but its player, and
        # is kept through everyone else's changes (``_changed`` drops the others)
        self.version = version
        self.out = out
        self.by_verb = by_verb
        # the plans (``Checks._plan``) by phase, or from ``settled`` on by kind of phase
        self.settled = max((ab.from_phase for ab, _role in by_verb.values()), default=0)
        self.plans: dict[int, Plan] = {}
        # the phase it was last asked for and its plan (the one ``plans`` holds for it), as one
        # value (a kit may be shared: never a phase beside another phase's plan)
        self.now: tuple[int, Plan] = (-1, {})

if TYPE_CHECKING:
    from .core import Engine


class Checks(Voting):
    """Actions and their checks (R7): what a player may do now, and why an action is refused."""

    def abilities_of(self, player: Player) -> list[tuple[Ability, str]]:
        """Every ability ``player`` has right now, with the role (or office) it belongs to.

        Kept until something changes that can change abilities (a role, office, group or status
        change, a death: ``_changed``); the list is shared, never to be changed by a caller."""
        return self._kit(player)[0]

    def _kit(
        self, player: Player
    ) -> tuple[list[tuple[Ability, str]], dict[str, tuple[Ability, str]]]:
        """``player``'s abilities now and, by verb, the first of them with that verb; kept as
        :meth:`abilities_of` says."""
        kit = self._abilities.get(player.name)  # dropped whenever it may change: ``_changed``
        if kit is None:
            kit = self._new_kit(player)
        return kit.out, kit.by_verb

    def _new_kit(self, player: Player) -> Kit:
        # speed: a kit made of the role's and offices' abilities alone (no availability test,
        # no group voice) is the same for every player of that role and those offices, in
        # every game of these families: one shared kit (``_shared_kits``, kept with the game's
        # listener table; a role added to the rules makes a new table), its plans made once
        key = (player.role, tuple(player.offices))
        shared = self._shared_kits
        kit = shared.get(key)
        if kit is None:
            if key not in shared:
                if self._shareable(player):
                    out, by_verb = self._kit_now(player)
                    kit = shared[key] = Kit(-1, out, by_verb)
                else:
                    shared[key] = None  # known not to be shareable as it is
            if kit is None:
                kit = self._gated_kit(player, key) or self._own_kit(player)
        self._abilities[player.name] = kit
        if kit.version != -1:
            self._kits_versioned = True  # ``_changed`` drops it at everyone's next change
        return kit

    def _gated_kit(self, player: Player, key: tuple[str, tuple[str, ...]]) -> Kit | None:
        """Speed: a kit of the role's and offices' abilities and the common ones, some with
        availability tests (the pack's attack, R9; an office's resignation; a family's Amulet,
        the hell's wager): the same for every player of that role and those offices for whom
        the same of those tests pass, so one kit is shared by them, kept by the role, offices
        and those answers (the tests are asked at each new kit, as ``_abilities_now`` asks
        them). None for a group voice or a lent role (``LENT_ROLE``: abilities of another
        role). A kit whose tests read more than their player is dropped at everyone's change,
        as the player's own kit would be."""
        shared = self._shared_kits
        gkey = (*key, None)
        gated = shared.get(gkey)
        if gated is None:
            gated = shared[gkey] = self._gates(player)
        if not gated:
            return None
        for s in player.statuses:
            if s.name == LENT_ROLE:
                return None  # the abilities of the role it lends too (``_abilities_now``)
        eng = self.eng
        answers = tuple([bool(ab.available(eng, player)) for ab in gated])  # type: ignore[misc]
        akey = (*key, answers)
        kit = shared.get(akey)
        if kit is None:
            out, by_verb = self._kit_now(player)
            reads_others = not all(ab.available_reads_player_only for ab in gated)
            kit = shared[akey] = Kit(0 if reads_others else -1, out, by_verb)
        return kit

    def _gates(self, player: Player) -> tuple[Ability, ...]:
        """The abilities with availability tests of ``player``'s role, offices and the game's
        common abilities, in the order ``_abilities_now`` asks them; () for a role with a group
        voice (``_group_voice``: it reads the other members) and when there are none."""
        role = self.role_of(player)
        if VOICE_ONLY in role.tags:
            return ()
        roles = [role]
        for office in player.offices:
            od = self.rules.role(office)
            if od is not None:
                roles.append(od)
        gated = [ab for r in roles for ab in r.abilities if ab.available is not None]
        gated.extend(ab for ab in self._common if ab.available is not None)
        return tuple(gated)

    def _own_kit(self, player: Player) -> Kit:
        out, by_verb = self._kit_now(player)
        # abilities that depend on nothing but the player (no availability test reading the
        # rest of the game, no group voice) are kept through everyone else's changes (a change
        # to the player drops their kit: ``_changed``)
        version = -1 if self._player_only(player) else self._version
        kit = Kit(version, out, by_verb)
        # a plan depends on the kit's first ability of each verb and the phase alone: kits with
        # the same ones share their plans (kept with the abilities, so that their ids stay theirs)
        key = tuple([(id(ab), role) for ab, role in by_verb.values()])
        kept = self._shared_plans.get(key)
        if kept is None:
            kept = self._shared_plans[key] = (tuple(by_verb.values()), kit.plans)
        kit.plans = kept[1]
        return kit

    def _shareable(self, player: Player) -> bool:
        """Whether ``player``'s abilities are those of their role and offices alone, whoever
        holds them: no availability test and no group voice (``_group_voice``)."""
        role = self.role_of(player)
        if VOICE_ONLY in role.tags:
            return False
        roles = [role]
        for office in player.offices:
            od = self.rules.role(office)
            if od is not None:
                roles.append(od)
        return all(ab.available is None for r in roles for ab in r.abilities) and all(
            ab.available is None for ab in self._common
        )

    def _plan(self, player: Player) -> Plan:
        """Speed: the first ability of each verb ``player`` has now (as in
        :meth:`_kit`) that this phase admits (R7: ``phase_allows``), by verb in the kit's order,
        each with whether it counts its uses (``check_ability`` then has counts to read) and
        whether it is :meth:`legal`'s common case. Made once per kit and phase (or kind of
        phase): what a phase admits depends on the phase alone, and the kit is made afresh
        whenever it may change (a shared kit's plans serve every player holding it)."""
        kit = self._abilities.get(player.name)  # dropped whenever it may change: ``_changed``
        if kit is None:
            kit = self._new_kit(player)
        phase = self.state.phase
        alive = player.alive
        # a kit may be shared by a living and a dead player, whose plans differ (R7: the dead
        # have only the dead's abilities): a dead player's plans are kept under other keys
        # (``~phase``, below every living key), so neither is ever handed the other's
        tag = phase if alive else ~phase
        # from the last first phase of its abilities on, a kit's plan is that of the kind of
        # phase (day or night) alone
        now = kit.now
        if now[0] == tag:
            return now[1]
        key = phase if phase < kit.settled else (phase & 1) - 2
        if not alive:
            key = ~phase if phase < kit.settled else (phase & 1) - 4
        plan = kit.plans.get(key)
        if plan is not None:
            kit.now = (tag, plan)
            return plan
        kind = phase_kind(phase)
        plan = {}
        for verb, (ab, role) in kit.by_verb.items():
            if phase < ab.from_phase or (ab.when != "any" and ab.when != kind):
                continue  # ``phase_allows``
            if ab.by_dead == alive:
                continue  # R7: the living use the living's abilities, the dead the dead's
            uses = (ab.per_phase is not None and ab.timing == "immediate") or (
                ab.per_game is not None
            )
            # the common cases of ``legal``: no counts, no counter, no check of the targets, and
            # one position open to every candidate (a vote, the pack's attack: OPEN_ONE) or no
            # target at all (withdrawing a vote: BARE)
            simple = not uses and ab.counter is None and ab.check is None and not ab.dead_targets
            case = (
                OPEN_ONE
                if simple and ab.max_targets == 1 and ab.min_targets <= 1
                else BARE
                if simple and ab.max_targets == 0 and not ab.picks
                else 0
            )
            plan[verb] = (ab, role, uses, case)
        kit.plans[key] = plan
        kit.now = (tag, plan)
        return plan

    def dead_may_act(self) -> bool:
        """Whether this game gives the dead any ability (a common ability only the dead have,
        ``Ability.by_dead``: the families that open polls of the dead list them); in every other
        game a dead player has nothing to submit, and nothing is worked out for them."""
        return any(ab.by_dead for ab in self._common)

    def _player_only(self, player: Player) -> bool:
        """Whether ``player``'s abilities depend on nothing but the player: their role and
        offices, and availability tests that read only them (``_changed`` counts every change
        to a player).

        Speed: the answer depends only on the role and the offices held (their definitions and
        the game's common abilities, fixed until the listener table is rebuilt, which empties
        this table), so it is kept by those names (``_player_only_now`` is the plain one; a
        guard test compares them)."""
        key = (player.role, tuple(player.offices))
        known = self._player_only_by.get(key)
        if known is None:
            known = self._player_only_by[key] = self._player_only_now(player)
        return known

    def _player_only_now(self, player: Player) -> bool:
        """:meth:`_player_only`, worked out afresh."""
        role = self.role_of(player)
        if VOICE_ONLY in role.tags:
            return False  # a group voice depends on the other members (``_group_voice``)
        roles = [role]
        for office in player.offices:
            od = self.rules.role(office)
            if od is not None:
                roles.append(od)
        abilities = [ab for r in roles for ab in r.abilities]
        abilities.extend(self._common)
        return all(ab.available is None or ab.available_reads_player_only for ab in abilities)

    def _kit_now(
        self, player: Player
    ) -> tuple[list[tuple[Ability, str]], dict[str, tuple[Ability, str]]]:
        out = self._abilities_now(player)
        by_verb: dict[str, tuple[Ability, str]] = {}
        for entry in out:
            by_verb.setdefault(entry[0].verb, entry)
        return out, by_verb

    def _abilities_now(self, player: Player) -> list[tuple[Ability, str]]:
        out: list[tuple[Ability, str]] = []
        roles = [self.role_of(player)]
        for office in player.offices:
            od = self.rules.role(office)
            if od is not None:
                roles.append(od)
        if player.statuses:
            for s in player.statuses:
                if s.name == LENT_ROLE and (lent := self.rules.role(str(s.data.get("role")))):
                    roles.append(lent)
        for role in roles:
            for ab in role.abilities:
                if ab.available is None or ab.available(self.eng, player):
                    out.append((ab, role.name))
        for ab in self._common:
            if ab.available is None or ab.available(self.eng, player):
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
        return self._kit(player)[1].get(verb)

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
        picks: tuple[str, ...] = ()
        if ab.picks:
            # the words after the players are the action's picks (a role, a category)
            split = self.split_picks(actor, ab, args)
            if isinstance(split, Refusal):
                return split
            args, picks = split
        n = len(args)
        withdraw = n == 1 and args[0].lower() == NOBODY
        # R3 / R7: "nobody" withdraws an end-of-phase choice, or is the empty choice of an
        # ability that may name nobody; an ability that never names anyone takes no "nobody"
        if withdraw and ab.max_targets > 0 and (ab.timing == "end" or ab.min_targets == 0):
            refusal = ab.check(self.eng, actor, []) if ab.check is not None else None
            return refusal if refusal is not None else (actor, ab, role, [])
        if withdraw:
            return Refusal(Reason.TARGET_COUNT, deferred("refuse.nobody", {"verb": ab.verb}))
        if n < ab.min_targets or n > ab.max_targets:
            return Refusal(
                Reason.TARGET_COUNT,
                deferred("refuse.target_count", {"verb": ab.verb, "usage": _usage(ab)}),
            )
        targets: list[Player] = []
        find = self.find
        for a in args:
            t = find(a)
            if t is None:
                return self.no_such_player(a)
            if t in targets and not ab.paired_picks:
                return Refusal(
                    Reason.INVALID_TARGET, deferred("refuse.duplicate", {"player": t.name})
                )
            targets.append(t)
        if ab.paired_picks:
            # R7: picks paired with the players: a player named again takes a different pick
            pairs = list(zip(targets, picks, strict=False))
            for i, (t, pick) in enumerate(pairs):
                if (t, pick) in pairs[:i]:
                    return Refusal(
                        Reason.INVALID_TARGET,
                        deferred(
                            "refuse.same_pair", {"verb": ab.verb, "player": t.name, "pick": pick}
                        ),
                    )
        refusal = self.check_targets(actor, ab, targets)
        if refusal is not None:
            return refusal
        return actor, ab, role, targets

    def split_picks(
        self, actor: Player, ab: Ability, args: list[str]
    ) -> Refusal | tuple[list[str], tuple[str, ...]]:
        """R7: an action on an ability with picks (``Ability.options``): its player names (the
        first ``max_targets`` words) and its picks, each one of the options open to ``actor``
        now, matched without regard to case, the longest name first (``Wolf Cub`` before
        ``Wolf``), all different; a refusal saying what is wrong otherwise. Changes nothing."""
        players = list(args[: ab.max_targets])
        words = " ".join(str(a) for a in args[ab.max_targets :]).split()
        options = ab.options(self.eng, actor) if ab.options is not None else ()
        spelled = sorted(((o.lower().split(), o) for o in options), key=lambda x: -len(x[0]))
        kind = ab.declaration.picks.value
        # R7: an offered action is accepted: where names run together ("Trickster Wolf Devout
        # Villager" is three offered roles and two), the reading that makes exactly the picks
        # asked for, all different, the longest name first; the refusals below otherwise
        seg = _segment([w.lower() for w in words], spelled, ab.picks)
        if seg is not None:
            return players, tuple(seg)
        picks: list[str] = []
        pos = 0
        for i in range(ab.picks):
            if pos >= len(words):
                return Refusal(
                    Reason.TARGET_COUNT,
                    deferred(
                        "refuse.missing_pick", {"verb": ab.verb, "kind": kind, "usage": _usage(ab)}
                    ),
                )
            low = [w.lower() for w in words[pos:]]
            match = next((o for ws, o in spelled if low[: len(ws)] == ws), None)
            last = i == ab.picks - 1
            if match is None or (last and pos + len(match.split()) < len(words)):
                return _unknown_pick(" ".join(words[pos:]), kind, ab.verb, options)
            if match in picks and not ab.paired_picks:
                return Refusal(
                    Reason.INVALID_TARGET,
                    deferred("refuse.same_pick", {"verb": ab.verb, "pick": match}),
                )
            picks.append(match)
            pos += len(match.split())
        return players, tuple(picks)

    def check_verb(self, actor_name: str, verb: str) -> Refusal | tuple[Player, Ability, str]:
        """R7: the checks on the actor and the ability alone (game over, dead, phase, uses)."""
        st = self.state
        if st.outcome is not None:
            return Refusal(Reason.GAME_OVER, deferred("refuse.game_over", {}))
        actor = self.find(actor_name)
        if actor is None:
            return self.no_such_player(actor_name)
        verb = verb.lower()
        found = self._kit(actor)[1].get(verb)  # ``_find_ability``
        if not actor.alive and (found is None or not found[0].by_dead):
            # R7: the dead act only through an ability only the dead have (``by_dead``)
            return Refusal(Reason.DEAD_ACTOR, deferred("refuse.dead_actor", {"player": actor.name}))
        if found is not None and found[0].by_dead and actor.alive:
            return Refusal(Reason.NOT_NOW, deferred("refuse.dead_only", {"verb": verb}))
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

    def restraint(self, actor: Player, ab: Ability) -> Refusal | None:
        """R7 / ruling R47: a restraint some family's rule puts on ``actor`` for now, which bars
        them from ``ab`` whatever its targets (the Riding Hood's: the pack attacks nobody the
        night after killing her). A restraint its actor knows of is a refusal, with its
        sentence, never an action accepted to fail; None when no restraint bars it. Every path
        that accepts an action or lists the legal ones asks this (only in a game with such a
        rule: the moment's listeners)."""
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        for fn in self._hooks.get(RESTRAINT, ()):
            refused: Refusal | None = fn(eng, actor, ab)
            if refused is not None:
                return refused
        return None

    def check_ability(
        self, actor: Player, ab: Ability, role: str, *, phase_checked: bool = False
    ) -> Refusal | None:
        """R7: the checks on a living actor's ability alone (phase, uses, counters, a family's
        restraint on the actor (ruling R47), the role's own actor checks), once per ability
        whatever the targets."""
        st = self.state
        verb = ab.verb
        if not phase_checked and (
            st.phase < ab.from_phase
            or (ab.when != "any" and ab.when != phase_kind(st.phase))  # ``phase_allows``
        ):
            return Refusal(
                Reason.WRONG_PHASE,
                deferred(
                    "refuse.wrong_phase",
                    {"verb": verb, "phase": phase_name(st.phase), "when": _when_text(ab)},
                ),
            )
        if (ab.per_phase is not None and ab.timing == "immediate") or ab.per_game is not None:
            key = f"{actor.name}|{role}|{verb}"  # ``_usage_key``
            if (
                ab.timing == "immediate"
                and ab.per_phase is not None
                and st.used.get(key, 0) >= ab.per_phase
            ):
                return Refusal(
                    Reason.ALREADY_USED, deferred("refuse.already_used", {"verb": verb})
                )
            if ab.per_game is not None and st.used_game.get(key, 0) >= ab.per_game:
                return Refusal(Reason.NO_USES, deferred("refuse.no_uses", {"verb": verb}))
        if ab.counter is not None and actor.counters.get(ab.counter, 0) <= 0:
            return Refusal(
                Reason.NO_USES, deferred("refuse.no_counter", {"verb": verb, "counter": ab.counter})
            )
        if self._hooks.get(RESTRAINT):
            # ruling R47: a restraint the actor knows of refuses the ability, with its sentence
            restrained = self.restraint(actor, ab)
            if restrained is not None:
                return restrained
        if ab.actor_check is not None:
            if TYPE_CHECKING:
                eng = self.eng
            else:
                eng = self  # this engine, without the property call
            return ab.actor_check(eng, actor)
        return None

    def legal(self, actor: Player) -> list[tuple[Ability, str, list[tuple[str, ...]], bool]]:
        """What a living ``actor`` may submit now: each ability with, for each target position,
        the names of the players it may name (in seat order), and whether ``verb nobody`` is
        accepted. The actor-level checks run once per ability; the target checks once per
        candidate (R7). A position open to every candidate gets the engine's kept tuple of
        names (shared, like every tuple here: never to be changed)."""
        out: list[tuple[Ability, str, list[tuple[str, ...]], bool]] = []
        # the first ability of each verb, in the order of ``abilities_of`` (a later one with the
        # same verb is never offered), that this phase admits (R7: ``_plan``)
        for ab, role, uses, case in self._plan(actor).values():
            entry = self._legal_entry(actor, ab, role, uses, case == OPEN_ONE)
            if entry is not None:
                out.append((ab, role, *entry))
        return out

    def _legal_entry(
        self, actor: Player, ab: Ability, role: str, uses: bool, open_one: bool
    ) -> tuple[list[tuple[str, ...]], bool] | None:
        """:meth:`legal` for one entry of the plan: the names each target position may name and
        whether ``verb nobody`` is accepted, or None when the ability is not open now."""
        if TYPE_CHECKING:
            eng = self.eng
        else:
            eng = self  # this engine, without the property call
        if self._hooks.get(RESTRAINT) and self.restraint(actor, ab) is not None:
            return None  # ruling R47: a restrained ability is refused, so never offered
        if open_one:
            # the actor-level checks of ``check_ability`` (the phase is checked by the plan;
            # no counts or counter to read), then one position open to everyone
            actor_check = ab.actor_check
            if actor_check is not None and actor_check(eng, actor) is not None:
                return None
            if ab.allow_self and self._pool_version == self._version:
                pool, pool_names = self._pool_living  # ``_pools``, as kept
            else:
                pool, pool_names = self._pools(actor, ab.allow_self)
            if pool:
                return [pool_names], ab.timing == "end" or ab.min_targets == 0
            return None
        # the actor-level checks of ``check_ability`` (the phase is checked by the plan)
        if uses:
            refused = self.check_ability(actor, ab, role, phase_checked=True) is not None
        else:
            refused = (ab.counter is not None and actor.counters.get(ab.counter, 0) <= 0) or (
                ab.actor_check is not None and ab.actor_check(eng, actor) is not None
            )
        if refused:
            return None
        check = ab.check
        max_targets = ab.max_targets
        if max_targets == 0:
            if check is None or check(eng, actor, []) is None:
                return [], False
            return None
        withdraw = (ab.timing == "end" or ab.min_targets == 0) and (
            check is None or check(eng, actor, []) is None
        )
        pool, pool_names = (
            self._everyone(actor, ab.allow_self)
            if ab.dead_targets
            else self._pools(actor, ab.allow_self)
        )
        if check is None and max_targets == 1:
            # the common case: one position open to every candidate
            if pool and ab.min_targets <= 1:
                return [pool_names], withdraw
            return None
        # the targets position by position: a later position is tried after a valid choice
        # for the earlier ones (``reassign FROM TO``). E1 / R7: a position lists every
        # player some valid choice of the earlier ones admits there, so that any choice of
        # one listed name per position, no name twice (R7), is accepted, and nothing that
        # is accepted is missing: a name the first valid earlier choice holds is tried
        # after the first valid earlier choice without it (FROM Cid TO Bob, when Bob is the
        # first FROM), never just left out
        slots: list[tuple[str, ...]] = []
        prefix: list[Player] = []  # the first valid choice of each earlier position
        offered: list[Sequence[Player]] = []  # the players each earlier position lists
        for _slot in range(max_targets):
            # a position of picks paired with the players may name anyone again
            if check is None and (not prefix or ab.paired_picks):
                if not pool:
                    break
                slots.append(pool_names)
                prefix.append(pool[0])
                offered.append(pool)
                continue
            here: list[Player] = []
            for p in pool:
                before = (
                    prefix if p not in prefix else _choice_without(p, offered, check, eng, actor)
                )
                if before is not None and (
                    check is None or check(eng, actor, [*before, p]) is None
                ):
                    here.append(p)
            if not here:
                break
            slots.append(pool_names if len(here) == len(pool) else tuple(p.name for p in here))
            prefix.append(here[0])
            offered.append(here)
        if not slots or len(slots) < ab.min_targets:
            return None
        return slots, withdraw

    def _pools(self, actor: Player, with_actor: bool) -> tuple[tuple[Player, ...], tuple[str, ...]]:
        """The living players and their names in seat order (``with_actor`` off: without
        ``actor``); kept until someone dies or leaves (as :meth:`_alive`), the same tuples for
        every actor, and each actor's own without them made only when asked for."""
        if self._pool_version != self._version:
            living = tuple(self._alive())
            self._pool_version = self._version
            # speed: a change that left the living as they were (a role, a group, an office)
            # keeps the tuples (and with them the legal actions made of them, ``Game._made``)
            # (the lengths first: a death's shorter tuple is told apart without comparing two
            # players field by field at the first seat where they differ)
            was = self._pool_living[0]
            if len(living) != len(was) or living != was:
                self._pool_living = (living, tuple([p.name for p in living]))
                self._pool_by_actor = {}
        if with_actor:
            return self._pool_living
        kept = self._pool_by_actor.get(actor.name)
        if kept is None:
            kept = self._pool_by_actor[actor.name] = _without(actor, *self._pool_living)
        return kept

    def _everyone(
        self, actor: Player, with_actor: bool
    ) -> tuple[tuple[Player, ...], tuple[str, ...]]:
        """Every player, dead or alive, and their names in seat order (``with_actor`` off:
        without ``actor``): the candidates of an ability that may name the dead."""
        everyone = tuple(self.state.players)
        names = tuple(p.name for p in everyone)
        return (everyone, names) if with_actor else _without(actor, everyone, names)

    def _pools_now(
        self, actor: Player, with_actor: bool
    ) -> tuple[tuple[Player, ...], tuple[str, ...]]:
        living = tuple(self._alive())
        names = tuple(p.name for p in living)
        return (living, names) if with_actor else _without(actor, living, names)

    def check_targets(self, actor: Player, ab: Ability, targets: list[Player]) -> Refusal | None:
        """R7: the checks on the chosen targets (dead, self, the role's own restrictions)."""
        for t in targets:
            if not t.alive and not ab.dead_targets:
                return Refusal(
                    Reason.DEAD_TARGET, deferred("refuse.dead_target", {"player": t.name})
                )
            if t is actor and not ab.allow_self:
                return Refusal(
                    Reason.SELF_TARGET, deferred("refuse.self_target", {"verb": ab.verb})
                )
        if ab.check is not None:
            if TYPE_CHECKING:
                eng = self.eng
            else:
                eng = self  # this engine, without the property call
            return ab.check(eng, actor, targets)
        return None


def _choice_without(
    avoid: Player,
    offered: list[Sequence[Player]],
    check: Check | None,
    eng: Engine,
    actor: Player,
) -> list[Player] | None:
    """E1 / R7: the first valid choice of the earlier positions (``offered``: what each lists)
    that names neither ``avoid`` nor anyone twice, or None when there is none."""
    out: list[Player] = []
    for listed in offered:
        for q in listed:
            if (
                q is not avoid
                and q not in out
                and (check is None or check(eng, actor, [*out, q]) is None)
            ):
                out.append(q)
                break
        else:
            return None
    return out


def _without(
    actor: Player, living: tuple[Player, ...], names: tuple[str, ...]
) -> tuple[tuple[Player, ...], tuple[str, ...]]:
    """``living`` and ``names`` without ``actor`` (the same tuples when they do not hold
    ``actor``)."""
    # speed: found by name (the names are unique; the player at that seat is checked)
    try:
        i = names.index(actor.name)
    except ValueError:
        return living, names
    if living[i] is not actor:
        return living, names
    return living[:i] + living[i + 1 :], names[:i] + names[i + 1 :]


# past this many options a refusal that has a close spelling to offer names only that: the whole
# list (the role book's 130-odd roles) is on the action's own screen; shorter lists (the book's
# 33 groups) are still given whole after the suggestion
_LIST_AT_MOST = 40


def _unknown_pick(words: str, kind: str, verb: str, options: Sequence[str]) -> Refusal:
    """R7: a pick that is none of the options is refused with a sentence that helps: the
    options spelled closest to what was written ("Did you mean Fortune Teller?", matched without
    regard to case; deterministic), and the whole list when it is short or nothing is close."""
    by_low = {o.lower(): o for o in options}
    close = [by_low[c] for c in get_close_matches(words.lower(), list(by_low), n=3, cutoff=0.6)]
    params: dict[str, object] = {
        "words": user_text(words), "kind": kind, "verb": verb, "options": list(options)
    }
    if close and len(options) > _LIST_AT_MOST:
        key = "refuse.unknown_pick_close"
        params.update(close=" or ".join(close), count=len(options))
    elif close:
        key = "refuse.unknown_pick_hint"
        params.update(close=" or ".join(close))
    else:
        key = "refuse.unknown_pick"
    return Refusal(Reason.INVALID_TARGET, deferred(key, params))


def _segment(
    low: list[str], spelled: list[tuple[list[str], str]], n: int
) -> list[str] | None:
    """R7: ``n`` options (``spelled``: each option's lower-case words, longest first) that
    spell the words ``low`` exactly, in order, all different; None when no reading does. Tried
    longest name first, so a reading the old left-to-right match found is the one kept."""
    if n == 0:
        return [] if not low else None
    if len(low) < n:
        return None
    for ws, option in spelled:
        if low[: len(ws)] == ws:
            rest = _segment(low[len(ws):], spelled, n - 1)
            if rest is not None and option not in rest:
                return [option, *rest]
    return None
