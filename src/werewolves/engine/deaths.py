"""Deaths (R8): an attempt meets the defences in order and becomes a death or a prevented attempt;
inside an end-of-phase batch the deaths wait for the batch's end (R4).
"""

from __future__ import annotations

from .chat import Chat
from .events import Event
from .results import _BatchDeath
from .rules import DEFENCE_ORDER
from .state import Death, Player

# R8 (the role book's defences: absences are the first kind tried): the status of a player who
# spends the phase away from home, its ``at`` naming where (a player's name, or a place no
# attack can reach, the tavern); and the rule an attack carried to a house's guests cites
ABSENT = "absent"
ABSENCE_RULE = "R8"

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
        at: str | None = None,
    ) -> bool:
        """An attempt to kill ``victim``; True when it was not prevented (R8).

        Inside an end-of-phase batch the death is applied after the whole batch (R4).

        Absences (the role book's first kind of defence, ruling RM160): an attack on a
        player also attacks, separately, every living player who is absent at that player's
        house (the ``absent`` status whose ``at`` names them), each meeting their own defences
        with ``at`` set to the house; such an attack reaches nobody further (absences are not
        followed twice), and the victim's own absence does not stop it (they are there).
        """
        if not victim.alive:
            return False
        data: dict[str, object] = {"kind": kind, "source": source}
        if at is not None:
            data["at"] = at  # (only then: attempts that reach no absent player are as before)
        attempt = self.emit(
            "kill_attempt",
            actor=by.name if by else None,
            targets=[victim.name],
            causes=causes,
            rule=rule,
            data=data,
        )
        done = self._judge(victim, kind, attempt, rule=rule, by=by)
        if kind == "attack" and at is None:
            for guest in self.absent_at(victim.name):
                self.kill(
                    guest,
                    kind,
                    causes=[attempt.id],
                    rule=ABSENCE_RULE,
                    by=by,
                    source=source,
                    at=victim.name,
                )
        return done

    def absent_at(self, place: str) -> list[Player]:
        """The living players absent at ``place`` (a player's house), in seat order."""
        return [
            p
            for p in self._alive()
            if p.statuses  # (a player with no status is absent nowhere)
            and p.name != place
            and any(s.data.get("at") == place for s in p.all(ABSENT))
        ]

    def _judge(
        self, victim: Player, kind: str, attempt: Event, *, rule: str, by: Player | None
    ) -> bool:
        """R8: the attempt ``attempt`` meets the defences in order and becomes a death (queued
        inside a batch, R4) or a prevented attempt; True when it was not prevented."""
        # R8: a true kill cannot be prevented; everything else meets the defences in order.
        if kind != "true kill":
            for stage, name, defence in self._defences:
                stopped = defence(self.eng, victim, kind, by.name if by else None)
                if stopped:
                    # R8: the record keeps which kind of defence stopped it (an absence, an
                    # active protection, a role's defence, a partial one, a role change), so a
                    # rule that explains a failure can say that much and no more (RM353)
                    prevented = self.emit(
                        "kill_prevented",
                        actor=by.name if by else None,
                        targets=[victim.name],
                        causes=[attempt.id],
                        rule=rule,
                        data={"kind": kind, "protection": stopped, "defence": name,
                              "stage": DEFENCE_ORDER[stage]},
                    )
                    # R8: what answers a defence used (a role's trigger on it) comes after the
                    # record of the attempt it stopped
                    self.hook("defended", victim, prevented)
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
        """Ascension: a win, and a true kill that nothing prevents (R8, R34).

        R44 (rule-ability-types-ascension-descension.2, rule-ability-types-ascension-descension.3,
        rule-ability-types-ascension-descension.4, rule-ability-types-ascension-descension.5,
        rule-alignments-unaligned.5): every role that "ascends" goes through here. The player
        leaves the game on the spot: no longer alive, so every rule sees a dead player (no
        ability, no vote, nobody may target them, the death moment runs for them); everyone is
        told, with their role; and the ``ascended`` mark keeps them among the winners however
        the game ends (a draw included)."""
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
