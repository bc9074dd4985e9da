"""What a player may submit now, as the edges read it (R7): :class:`LegalAction` and the layer
that makes them, :class:`Offers`, with its caches.

The facade asks once (``Game.legal_actions`` → :meth:`Offers.offers`); the plan, the pools and the
checks of ``engine.checks`` are read here, inside the engine, never from above it (a
command's path goes down once).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .checks import BALLOTS, BARE, OPEN_ONE, POLL_CHECKS, RESTRAINT, Checks, Plan
from .declarations import NO_DECLARATION, Aim, Declaration
from .messages import verb_in_text, verb_label
from .results import UnknownPlayer
from .rules import Ability, Ruleset
from .state import GameState, Pending

if TYPE_CHECKING:
    from .core import Engine

JSON = dict[str, Any]


@dataclass(frozen=True)
class LegalAction:
    """An action a player may submit now, exactly as :meth:`Game.submit` accepts it.

    ``slots`` holds, for each target position, the players that position may name (an
    ability whose positions differ — ``reassign FROM TO`` — has different lists): any choice of
    one listed name per position, no name twice (R7), is accepted, and nothing else (E1);
    ``candidates`` is every player some position may name. ``max_targets`` is what the rules
    allow now (it may be below the ability's usual maximum). ``chosen`` is the current choice
    of an end-of-phase action (changeable until the phase ends, R3). ``picks`` is how many words
    the action names after its players (all different), each one of ``options`` (what they
    stand for: ``declaration.picks``, a role or a category).
    """

    verb: str
    candidates: tuple[str, ...]
    min_targets: int
    max_targets: int
    timing: str  # "immediate" (resolves at once) or "end" (at the end of the phase)
    help: str
    slots: tuple[tuple[str, ...], ...] = ()
    chosen: tuple[str, ...] | None = None
    withdraw: bool = False  # ``verb nobody`` is accepted now
    # what the ability does (its family's declaration): what each target position does, harm
    # to its user or team, whether a screen asks first, what a bot weighs
    declaration: Declaration = NO_DECLARATION
    picks: int = 0
    options: tuple[str, ...] = ()
    # a ballot (``Effect.BALLOT``): the name of the poll it votes in ("lynch", "lynch 2",
    # "election" …), as the view's polls name it; None for every other action
    poll: str | None = None
    # the verb's label in the reader's language (names.ftl ``verb-VERB``: a card's heading, a
    # button), for a screen to show, and as a sentence names it (``.in_text``); "" reads as the
    # English. The verb stays what is typed
    label: str = ""
    in_text: str = ""

    @classmethod
    def made(
        cls,
        verb: str,
        candidates: tuple[str, ...],
        min_targets: int,
        max_targets: int,
        timing: str,
        help: str,
        slots: tuple[tuple[str, ...], ...],
        chosen: tuple[str, ...] | None,
        withdraw: bool,
        declaration: Declaration = NO_DECLARATION,
        poll: str | None = None,
    ) -> LegalAction:
        """The same value as ``LegalAction(...)`` with every field given, made without the
        frozen dataclass's per-field ``__setattr__`` (``legal_actions`` makes thousands)."""
        la = object.__new__(cls)
        # filled in the fields' order, as ``__init__`` fills it (one mapping, one update)
        la.__dict__.update(
            {
                "verb": verb,
                "candidates": candidates,
                "min_targets": min_targets,
                "max_targets": max_targets,
                "timing": timing,
                "help": help,
                "slots": slots,
                "chosen": chosen,
                "withdraw": withdraw,
                "declaration": declaration,
                "picks": 0,
                "options": (),
                "poll": poll,
                "label": "",
                "in_text": "",
            }
        )
        return la

    def with_picks(self, picks: int, options: tuple[str, ...]) -> LegalAction:
        """The same action, naming ``picks`` of ``options`` after its players."""
        return replace(self, picks=picks, options=tuple(options))

    def usage(self) -> str:
        slots = ["PLAYER"] * self.min_targets + ["[PLAYER]"] * (self.max_targets - self.min_targets)
        word = self.declaration.picks.name
        return " ".join([self.verb, *slots, *([word] * self.picks)])

    @property
    def aim(self) -> Aim:
        """What a bot should weigh when it uses this action."""
        return self.declaration.aim

    @property
    def ballot(self) -> bool:
        """Whether this action is a vote in one of the day's polls (:attr:`poll` names it)."""
        return self.poll is not None

    def hostile_at(self, position: int) -> bool:
        """Whether the target at ``position`` is worked against (a screen asks before aiming it
        at the user or their team): a hostile effect, or a condemning ballot (a lynch vote)."""
        decl = self.declaration
        return decl.condemns or decl.effect(position).hostile

    def to_json(self) -> JSON:
        # made field by field (a view holds many): the same value asdict would give, plus the
        # declaration's JSON and the usage
        out: JSON = {
            "verb": self.verb,
            "candidates": list(self.candidates),
            "min_targets": self.min_targets,
            "max_targets": self.max_targets,
            "timing": self.timing,
            "help": self.help,
            "slots": [list(s) for s in self.slots],
            "chosen": None if self.chosen is None else list(self.chosen),
            "withdraw": self.withdraw,
            "declaration": _declaration_json(self.declaration),
            "usage": self.usage(),
            "label": self.label or verb_label(self.verb),
            "label_in_text": self.in_text or verb_in_text(self.verb),
        }
        if self.picks:
            # only an action naming words after its players has them (every other action's
            # JSON is as it was before picks existed)
            out["picks"] = self.picks
            out["options"] = list(self.options)
        if self.poll is not None:
            out["poll"] = self.poll  # a ballot's poll (only a ballot has the key)
        return out


@lru_cache(maxsize=512)
def _declaration_json_cached(decl: Declaration) -> str:
    return json.dumps(decl.to_json())


def _declaration_json(decl: Declaration) -> JSON:
    """A declaration's JSON (made once per declaration; each caller gets its own copy)."""
    return json.loads(_declaration_json_cached(decl))  # type: ignore[no-any-return]


_NO_NAMES: tuple[str, ...] = ()  # the candidates of an action naming nobody


def ballot_poll(ab: Ability) -> str | None:
    """The poll a ballot votes in (a vote of ``engine.polls``, known by its ``resolve``:
    ``BALLOTS``), or None for an ability that is no ballot."""
    return BALLOTS.get(ab.resolve) if ab.resolve is not None else None


def _made(
    ab: Ability,
    candidates: tuple[str, ...],
    min_targets: int,
    max_targets: int,
    slots: tuple[tuple[str, ...], ...],
    chosen: tuple[str, ...] | None,
    withdraw: bool,
) -> LegalAction:
    """``ab``'s legal action with these targets (``LegalAction.made`` with the ability's words)."""
    return LegalAction.made(
        ab.verb,
        candidates,
        min_targets,
        max_targets,
        ab.timing,
        ab.help,
        slots,
        chosen,
        withdraw,
        ab.declaration,
        ballot_poll(ab),
    )


# a plan (its abilities kept alive), the living's names and the open polls its actions were made
# for, and those actions, each with the actor check still to ask of the holder (None: none)
_Planned = tuple[Plan, tuple[str, ...], list[Any], "tuple[tuple[LegalAction, Any], ...]"]


# by plan (its id, the plan kept beside it), the ids of its abilities when every entry is one of
# ``offers``' inline cases that reads nothing of the actor but the actor checks of the actions
# naming nobody, else None (``_plan_shape``)
_PLAN_SHAPES: dict[int, tuple[Plan, tuple[int, ...] | None]] = {}


def _plan_shape(plan: Plan) -> tuple[Plan, tuple[int, ...] | None]:
    """Whether ``plan`` gives the same legal actions to every living holder but for the actor
    checks of its actions naming nobody (``BARE``): every other entry one position open to
    every living player, the actor included (``OPEN_ONE``, allowing the actor), chosen at once,
    no picks, its only actor check its poll's being open (``POLL_CHECKS``). Then the ids of its
    abilities in order (the plan and the actions it gives depend on those alone), else None."""
    shape: tuple[int, ...] | None = None
    ids: list[int] = []
    for ab, _role, _uses, case in plan.values():
        if case != BARE and (
            case != OPEN_ONE
            or ab.picks
            or ab.timing == "end"
            or not ab.allow_self
            or (ab.actor_check is not None and ab.actor_check not in POLL_CHECKS)
        ):
            break
        ids.append(id(ab))
    else:
        shape = tuple(ids)
    if len(_PLAN_SHAPES) > 1023:
        _PLAN_SHAPES.clear()
    got = _PLAN_SHAPES[id(plan)] = (plan, shape)
    return got


def _has_chosen(pending: list[Pending], actor: str, verb: str) -> bool:
    """Whether ``actor`` has a choice of ``verb`` pending (R3: shown by the legal action)."""
    for p in pending:  # noqa: SIM110 (a loop: no generator made per call)
        if p.actor == actor and p.verb == verb:
            return True
    return False


class Offers(Checks):
    """What a player may submit now, as :class:`LegalAction` values (R7), with the caches that
    make them once: the actions made of an ability and its candidates alone (``_made``), and
    by plan, the actions every living holder of it is offered (``_planned``)."""

    # speed: the legal actions made so far that depend only on their ability and their
    # candidates (a frozen value, handed to every caller it is equal for: ``offers``)
    _made: dict[tuple[int, int, bool], tuple[Ability, tuple[str, ...], LegalAction]]
    # speed: by plan (``Checks._plan``; its id, the plan kept beside it), the legal actions it
    # gives while the living and the open polls are those kept beside them (``_plan_actions``)
    _planned: dict[tuple[int, ...], _Planned]

    def __init__(self, state: GameState, rules: Ruleset) -> None:
        super().__init__(state, rules)
        self._made = {}
        self._planned = {}

    def offers(self, name: str) -> list[LegalAction]:
        """What the player called ``name`` may submit now, each with the players each target
        position may name: exactly what ``submit`` accepts (a dead player or a finished game:
        []); :class:`UnknownPlayer` when nobody in the game is called ``name``."""
        eng: Engine = self  # type: ignore[assignment]  # this engine, without ``eng``'s call
        # the name as the game spells it first (``find``'s own first look)
        actor = self._exact.get(name) if type(name) is str else None
        if actor is None:
            actor = self.find(name) if isinstance(name, str) else None
            if actor is None:
                raise UnknownPlayer(name)
        st = self.state
        if st.outcome is not None or (not actor.alive and not self.dead_may_act()):
            return []
        me = actor.name
        # the actor's plan for this phase (``Checks._plan``: the kept one, looked up inline)
        kit = self._abilities.get(me)
        phase = st.phase
        if kit is None or not actor.alive:
            plan = self._plan(actor)  # a dead player's plans are kept under keys of their own
        elif (now := kit.now)[0] == phase:
            plan = now[1]
        else:
            got = kit.plans.get(phase if phase < kit.settled else (phase & 1) - 2)
            plan = self._plan(actor) if got is None else got
            kit.now = (phase, plan)
        out: list[LegalAction] = []
        if not plan:
            return out  # nothing this phase admits (a villager's night)
        # ruling R47: a game with restraints (``Checks.restraint``) asks them of every ability,
        # so that a restrained one is never offered (the shared plan actions ask none)
        restrained = self._hooks.get(RESTRAINT)
        if actor.alive and not restrained:
            # speed: a plan whose every action is one position open to every living player in
            # an open poll (or nowhere), or names nobody, gives the same legal actions to each
            # holder of a plan of its abilities while the living and the open polls stay as
            # they are; only the actor checks of those naming nobody are asked per call
            shape = _PLAN_SHAPES.get(id(plan))
            if shape is None or shape[0] is not plan:
                shape = _plan_shape(plan)
            if shape[1] is not None:
                # the living's names as ``_pools`` keeps them (the same tuple until they change)
                if self._pool_version == self._version:
                    names = self._pool_living[1]
                else:
                    names = self._pools(actor, True)[1]
                planned = self._planned.get(shape[1])
                if planned is None or planned[1] is not names or planned[2] != st.polls:
                    planned = self._plan_actions(plan, shape[1], names)
                for la, check in planned[3]:
                    if check is None or check(eng, actor) is None:
                        out.append(la)
                return out
        pending = st.pending
        made = self._made
        open_polls: list[str] | None = None  # the names of the open polls, once asked for
        for ab, role, uses, case in plan.values():
            timing = ab.timing
            verb = ab.verb
            if restrained and self.restraint(actor, ab) is not None:
                continue  # ruling R47: refused, so not offered
            if case == BARE:
                # ``Checks._legal_entry``'s case of an ability naming nobody, with no counts,
                # counter or check, inline: the actor-level checks alone
                actor_check = ab.actor_check
                if actor_check is not None and actor_check(eng, actor) is not None:
                    continue
                key = (id(ab), id(_NO_NAMES), False)
                kept = made.get(key)
                if kept is None or kept[0] is not ab or kept[1] is not _NO_NAMES:
                    out.append(self._make(key, ab, _NO_NAMES, False))
                else:
                    out.append(kept[2])
                continue
            if (
                case == OPEN_ONE
                and not ab.picks
                and not (timing == "end" and pending and _has_chosen(pending, me, verb))
            ):
                # ``Checks._legal_entry``'s common case, inline: the actor-level checks, then
                # one position open to everyone (no current choice to show, R3: an end-of-phase
                # action the actor has chosen already goes the long way, which shows it)
                actor_check = ab.actor_check
                if actor_check is not None:
                    poll = POLL_CHECKS.get(actor_check)
                    if poll is not None:
                        # a vote in a poll: open while the poll is (``polls._has_poll``)
                        if open_polls is None:
                            open_polls = [p.name for p in st.polls]
                        if poll not in open_polls:
                            continue
                    elif actor_check(eng, actor) is not None:
                        continue
                if ab.allow_self and self._pool_version == self._version:
                    candidates = self._pool_living[1]  # ``_pools``, as kept
                else:
                    candidates = self._pools(actor, ab.allow_self)[1]
                if not candidates:
                    continue
                withdraw = timing == "end" or ab.min_targets == 0
                key = (id(ab), id(candidates), withdraw)
                kept = made.get(key)
                if kept is None or kept[0] is not ab or kept[1] is not candidates:
                    out.append(self._make(key, ab, candidates, withdraw))
                else:
                    out.append(kept[2])
                continue
            entry = self._legal_entry(actor, ab, role, uses, case == OPEN_ONE)
            if entry is None:
                continue
            slots, withdraw = entry
            options: tuple[str, ...] = ()
            if ab.picks and ab.options is not None:
                # the words named after the players (a role, a category): the options open now,
                # this actor's own (never kept in a shared value)
                options = ab.options(eng, actor)
            chosen = None  # R3: the current choice of an end-of-phase action (the last kept)
            if not slots:
                withdraw = False  # nothing to name, nothing to withdraw
            elif timing == "end" and pending:
                for p in pending:
                    if p.actor == me and p.verb == verb:
                        chosen = tuple(p.targets)
            if chosen is None and len(slots) < 2:
                # a value made of the ability and its one list of candidates alone: the one
                # made before for them, when there is one (the same value: frozen, shared)
                # (naming nobody: withdraw is False, as the action naming nobody is made)
                candidates = slots[0] if slots else _NO_NAMES
                key = (id(ab), id(candidates), withdraw)
                kept = made.get(key)
                if kept is None or kept[0] is not ab or kept[1] is not candidates:
                    la = self._make(key, ab, candidates, withdraw)
                else:
                    la = kept[2]
                out.append(la.with_picks(ab.picks, options) if ab.picks else la)
                continue
            if len(slots) == 1:
                candidates = slots[0]
                positions: tuple[tuple[str, ...], ...] = (candidates,)
            else:
                union = {n for slot in slots for n in slot}
                candidates = tuple(p.name for p in st.players if p.name in union)
                positions = tuple(slots)
            la = _made(ab, candidates, ab.min_targets, len(positions), positions, chosen, withdraw)
            out.append(la.with_picks(ab.picks, options) if ab.picks else la)
        return out

    def idle(self) -> frozenset[str]:
        """The players who have nothing to do now, whatever happens until the phase ends or an
        ability changes hands: every player once the game is over; a dead player in a game
        that gives the dead nothing; a player holding no ability this phase admits (R7: a
        villager's night). :meth:`offers` is [] for each of them, by the same reading (the
        plan of the player's kit for this phase); a player left out may still be refused
        everything (an ability used up, a poll not open), which only ``offers`` works out.

        Kept by the phase, the kits' generation (``_changed``: a death, a role, team, group,
        office or status change; a family reached) and whether the game is over, so a reader
        asking at every move pays one comparison while none of them changes."""
        st = self.state
        key = (st.phase, self._kits_generation, st.outcome is None)
        kept = self._idle
        if kept[0] == key:
            return kept[1]
        if st.outcome is not None:
            idle = frozenset(p.name for p in st.players)
        else:
            dead_act = self.dead_may_act()
            # ``offers``' own tests: a dead player's in a game without the dead's abilities,
            # then the plan (made now when none is kept, as ``offers`` would make it)
            idle = frozenset(
                p.name
                for p in st.players
                if (not p.alive and not dead_act) or not self._plan(p)
            )
        self._idle = (key, idle)
        return idle

    def _plan_actions(self, plan: Plan, shape: tuple[int, ...], names: tuple[str, ...]) -> _Planned:
        """Speed: what ``offers`` gives a living holder of ``plan`` now (a plan
        of the inline cases alone, ``_plan_shape``), the same for every holder of a plan of its
        abilities: each action with the actor check still to ask of the holder (None: none), in
        the plan's order, made of the same shared values as ``offers``' inline cases. Kept by
        the plan's abilities (``shape``), with the living's names (``names``: ``Checks._pools``'
        tuple, as the caller had it) and a copy of the open polls it was made for (compared by
        value: a poll opened or closed, never renamed, changes it)."""
        st = self.state
        open_polls = [p.name for p in st.polls]
        items: list[tuple[LegalAction, Any]] = []
        for ab, _role, _uses, case in plan.values():
            if case == BARE:
                items.append((self._shared(ab, _NO_NAMES, False), ab.actor_check))
                continue
            if ab.actor_check is not None and POLL_CHECKS[ab.actor_check] not in open_polls:
                continue  # a vote in a poll that is not open
            if names:
                items.append((self._shared(ab, names, ab.min_targets == 0), None))
        # the plan itself kept too: the abilities its shape names stay what they were
        planned: _Planned = (plan, names, list(st.polls), tuple(items))
        kept = self._planned
        if len(kept) > 63:
            kept.clear()
        kept[shape] = planned
        return planned

    def _shared(self, ab: Ability, candidates: tuple[str, ...], withdraw: bool) -> LegalAction:
        """The shared legal action of ``ab`` with one position listing ``candidates`` (none at
        all for ``_NO_NAMES``), as ``offers``' inline cases make it (``_made``)."""
        key = (id(ab), id(candidates), withdraw)
        kept = self._made.get(key)
        if kept is None or kept[0] is not ab or kept[1] is not candidates:
            return self._make(key, ab, candidates, withdraw)
        return kept[2]

    def _make(
        self,
        key: tuple[int, int, bool],
        ab: Ability,
        candidates: tuple[str, ...],
        withdraw: bool,
    ) -> LegalAction:
        """:meth:`_shared`'s action made afresh and kept under ``key`` (the caller found none)."""
        made = self._made
        if len(made) > 255:
            made.clear()
        # a ballot names its poll (``ballot_poll``, inline)
        poll = BALLOTS.get(ab.resolve) if ab.resolve is not None else None
        if candidates is _NO_NAMES:
            la = LegalAction.made(
                ab.verb, _NO_NAMES, 0, 0, ab.timing, ab.help, (), None, False, ab.declaration, poll
            )
        else:
            la = LegalAction.made(
                ab.verb,
                candidates,
                ab.min_targets,
                1,
                ab.timing,
                ab.help,
                (candidates,),
                None,
                withdraw,
                ab.declaration,
                poll,
            )
        made[key] = (ab, candidates, la)
        return la
