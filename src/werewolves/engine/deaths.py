"""Deaths (R8): an attempt meets the defences in order and becomes a death or a prevented attempt;
inside an end-of-phase batch the deaths wait for the batch's end (R4).
"""

from __future__ import annotations

from .chat import Chat
from .events import Event
from .results import _BatchDeath
from .state import Death, Player

# R8: the kinds of death, from the most preventable to the one nothing prevents
DEATH_KINDS: tuple[str, ...] = ("attack", "kill", "lynch", "true kill")


class Deaths(Chat):
    """Deaths (R8): attempts, defences, deaths and batches (R4)."""

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
                stopped = defence(self.eng, victim, kind, by.name if by else None)
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
