"""The phase walker: it walks the step tables of ``engine.phases`` (R1, R2), beside them."""

from __future__ import annotations

from typing import Any

from .messages import render
from .phases import DAY_STEPS, NIGHT_STEPS, phase_name, steps_for
from .resolution import Resolution
from .results import EngineError

# what the walker does at an end-of-phase step besides running its listeners (``advance``)
_EFFECTS, _CONSEQUENCES, _LYNCH = 1, 2, 3
_WHAT = {
    "day_end_effects": _EFFECTS,  # the phase's batch
    "night_end_effects": _EFFECTS,
    "day_end_consequences": _CONSEQUENCES,  # the batch's deaths first (R4)
    "night_end_consequences": _CONSEQUENCES,
    "lynch_consequences": _LYNCH,  # a win check after the lynch (R5)
}
# rule-results-draw.1 / ruling RM440: a game in which this many phases in a row have ended
# with nobody dying or leaving ends in a draw at the start of the next phase (the setup's
# ``draw_after`` option; 0: never). Twelve phases are six days and six nights: no game that
# can still end gets there.
DRAW_AFTER = 12

# the steps ``advance`` walks (those after the immediate actions), by kind of phase: day, night
_END_STEPS = tuple(
    tuple((step.name, _WHAT.get(step.name, 0)) for step in steps[2:])
    for steps in (DAY_STEPS, NIGHT_STEPS)
)


class PhaseWalker(Resolution):
    """The phase walker over the step tables of ``engine.phases`` (R1, R2)."""

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
        # R33: the players are told of the roles only what the host's role list says; the
        # host reads, before the deal, each role a role file plays in place of the book's
        # under the book's name (the log keeps it; the setup carries the file, so a replay
        # tells it again)
        for name in self.rules.replaced:
            self.emit("role_replaced", rule="R33", params={"role": name})
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
                role.setup(self.eng, p)
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
        # R5: a win check at the start of every phase (one that would be skipped, nothing
        # having changed since the last, is not even asked for)
        if (st.dirty or not self.GATE_WIN_CHECKS) and self.check_win([ev.id]) is not None:
            return
        # RM440 (speed: the option read inline; the last death is looked for only past it)
        if index > 1:
            limit = st.setup.options.get("draw_after", DRAW_AFTER)
            if limit and index >= limit and self._stalled(index):
                return
        if self._hooks.get(st.step):
            self.hook(st.step)  # day_start / night_start effects
        if st.outcome is None:
            st.step = "immediate"
            # R5 / speed: one that would be skipped (nothing changed since) is not asked for
            if st.dirty or not self.GATE_WIN_CHECKS:
                self.check_win([ev.id])

    def _stalled(self, index: int) -> bool:
        """Ruling RM440: whether the phases before ``index`` have run on with nobody dying or
        leaving for the setup's ``draw_after`` phases in a row; if so the game ends in a draw.
        Every death and every leaving records its phase on the player, so the last one is
        found without reading the log."""
        limit = self.state.setup.options.get("draw_after", DRAW_AFTER)
        if not limit or index < limit:
            return False
        # speed: the last death's phase kept until the next change of the living (a death or a
        # leaving bumps ``_version``, as ``_alive`` relies on)
        version, last = self._last_death
        if version != self._version:
            last = max(
                (p.death.phase for p in self.state.players if p.death is not None), default=-1
            )
            self._last_death = (self._version, last)
        quiet = index - 1 - last  # the phases after the last death's, up to this one
        if quiet < limit:
            return False
        reason = render("game.stalled", {"count": quiet})
        self.end_in_draw(reason, [self.state.events[-1].id], "RM440")
        return True

    def advance(self) -> None:
        """End the current phase (every end-of-phase step of R2) and start the next one."""
        st = self.state
        if st.outcome is not None:
            raise EngineError("the game is over")
        for name, what in _END_STEPS[st.phase & 1]:
            st.step = name
            if what == _CONSEQUENCES:
                # R4: the batch's deaths first, then the other consequences of the phase's end.
                self.end_batch()
            # ``hook``, without the call at a step nobody listens to (the table of now: a step
            # may reach a new family, whose listeners then run from their place in this step
            # on, R37)
            hooks = self._hooks
            listeners = hooks.get(name)
            if listeners:
                for fn in listeners:
                    fn(self)
                    if st.outcome is not None:
                        return  # R34: the game ended in this step (a conversion): nothing more
                    if self._hooks is not hooks:
                        # R37: the table changed (a role taken up): the rest of the step as
                        # the new table has it
                        if self._step_rest(name, listeners, fn):
                            return
                        break
            if what == _EFFECTS:
                self._run_batch()
            # R5: a win check after the lynch.
            elif (
                what == _LYNCH
                and (st.dirty or not self.GATE_WIN_CHECKS)
                and self.check_win([]) is not None
            ):
                return
            if st.outcome is not None:
                return
        self._expire()
        self._enter(st.phase + 1)

    def _step_rest(self, name: str, listeners: list[Any], fn: Any) -> bool:
        """The listeners of the step ``name`` after ``fn``, once ``fn`` replaced the listener
        table; True if the game ended in them (R34)."""
        st = self.state
        i = listeners.index(fn) + 1
        while True:
            now = self._hooks.get(name)
            if now is not listeners and now is not None and fn in now:
                # R37: a family reached by this listener (a role taken up) takes its place in
                # the step: its listeners after this one run too, as in a game that had
                # installed it from the start
                listeners, i = now, now.index(fn) + 1
            if i >= len(listeners):
                return False
            fn = listeners[i]
            fn(self)
            if st.outcome is not None:
                return True
            i += 1

    def _expire(self) -> None:
        """Statuses that last through this phase end with it."""
        phase = self.state.phase
        for p in self.state.players:
            if not p.statuses:
                continue
            keep = [s for s in p.statuses if s.until is None or s.until > phase]
            if len(keep) != len(p.statuses):
                gone = [s.name for s in p.statuses if s not in keep]
                p.statuses = keep
                self._changed(p, others=False)
                self.emit("status_expired", targets=[p.name], data={"statuses": gone})
