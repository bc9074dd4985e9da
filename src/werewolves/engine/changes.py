"""One path for each kind of change (R36): roles, teams, groups, statuses and offices."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .events import Event
from .randomness import Randomness
from .state import Group, Player, Status

# a role property: the holder's alignment (the team they play for) can never be changed; any
# attempt fails (role book, e.g. alpha-wolf.8 / alpha-wolf.9). Every change of team goes through
# ``refuse_alignment_change`` first: the role changes and team changes below do, and so must any
# rule that converts a player (an infection, a recruitment) before it does anything else.
FIXED_ALIGNMENT = "alignment cannot change"

# a role property: the holder can never change role; every role change fails on them (role
# book, e.g. devout-villager.b1 / devout-villager.1): an infection, a rising, a role taken over
# from another player. ``change_role`` asks ``refuse_role_change`` first, and so must any rule
# that does something else before it changes a role (a joining of the pack, a rising).
FIXED_ROLE = "cannot change role"


class Changes(Randomness):
    """One path for each kind of change (R36): roles, teams, groups, statuses and offices."""

    def alignment_fixed(self, player: Player, team: str) -> bool:
        """Whether ``player`` may not be made to play for ``team``: their role's alignment
        cannot change (``FIXED_ALIGNMENT``) and ``team`` is not the one they play for."""
        return FIXED_ALIGNMENT in self.role_of(player).tags and team != self.team_of(player)

    def refuse_alignment_change(
        self, player: Player, team: str, *, causes: list[int], rule: str
    ) -> Event | None:
        """The refusal path of every conversion: None when ``player`` may be made to play for
        ``team``; otherwise the attempt fails, logged for the host (an ``alignment_kept`` event
        citing ``rule``, the conversion's own), nothing changes, and the event is returned so
        the caller stops (and may cite it)."""
        if not self.alignment_fixed(player, team):
            return None
        return self.emit(
            "alignment_kept",
            targets=[player.name],
            causes=causes,
            rule=rule,
            data={"team": self.team_of(player), "to": team},
        )

    def role_fixed(self, player: Player) -> bool:
        """Whether no role change can reach ``player``: their role says so (``FIXED_ROLE``)."""
        return FIXED_ROLE in self.role_of(player).tags

    def refuse_role_change(
        self, player: Player, new_role: str, *, causes: list[int], rule: str
    ) -> Event | None:
        """The refusal path of every role change: None when ``player`` may become ``new_role``;
        otherwise the attempt fails, logged for the host and nothing changes, and the event is
        returned so the caller stops (and may cite it): a ``role_kept`` event when the role
        cannot change (``FIXED_ROLE``), else an ``alignment_kept`` one when ``new_role`` plays
        for another team and the alignment cannot change (``refuse_alignment_change``)."""
        # a rule may keep a player's role for now (a protected hag's, cautious-hag.7): asked
        # only where a rule listens
        if self.role_fixed(player) or (
            self._hooks.get("keeps_role") and any(self.hook("keeps_role", player, new_role))
        ):
            return self.emit(
                "role_kept",
                targets=[player.name],
                causes=causes,
                rule=rule,
                data={"role": player.role, "to": self.role_of_name(new_role).name},
            )
        # cupid-variants.1: a family may redirect the change; a redirection to the role the
        # player holds is the change failing, cited by the redirecting rule
        redirected = self.redirected_role(player, new_role)
        if redirected is not None and redirected[0] == player.role:
            return self.emit(
                "role_kept",
                targets=[player.name],
                causes=causes,
                rule=redirected[1],
                data={"role": player.role, "to": self.role_of_name(new_role).name},
            )
        return self.refuse_alignment_change(
            player, self.role_of_name(new_role).team, causes=causes, rule=rule
        )

    def redirected_role(self, player: Player, new_role: str) -> tuple[str, str] | None:
        """cupid-variants.2: the role ``player`` takes instead of ``new_role`` and the rule that
        redirects the change (the first listener of ``role_redirect`` that answers), or None
        when no rule redirects it (only games with such a rule ask anyone)."""
        if not self._hooks.get("role_redirect"):
            return None
        for answer in self.hook("role_redirect", player, self.role_of_name(new_role).name):
            if answer:
                role, why = answer
                return self.role_of_name(role).name, str(why)
        return None

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
        member left this way is gone at once, with every consequence the rules tie to that.

        A change for a player whose role cannot change, or to a role of another team for a
        player whose alignment cannot change, fails (``refuse_role_change``): the failure's
        event is returned and nothing changes."""
        kept = self.refuse_role_change(player, new_role, causes=causes, rule=rule)
        if kept is not None:
            return kept
        # cupid-variants.2: a redirected change gives the role the redirecting rule names
        redirected = self.redirected_role(player, new_role)
        if redirected is not None:
            new_role = redirected[0]
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

    def change_team(self, player: Player, team: str, *, causes: list[int], rule: str) -> Event:
        """The one path for a team change that is not a role change: the player counts for
        ``team`` from now on; the ``team_changed`` moment fires (R36). For a player whose
        alignment cannot change the change fails instead (``refuse_alignment_change``: its
        event is returned, nothing changes)."""
        kept = self.refuse_alignment_change(player, team, causes=causes, rule=rule)
        if kept is not None:
            return kept
        # cupid.11 / lover.9: a rule may hold the player's team (a couple's love): the change
        # fails, cited by that rule, and nothing changes
        if self._hooks.get("team_held"):
            held = next((r for r in self.hook("team_held", player, team) if r), None)
            if held is not None:
                return self.emit(
                    "alignment_kept",
                    targets=[player.name],
                    causes=causes,
                    rule=str(held),
                    data={"team": self.team_of(player), "to": team},
                )
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

    def leave_group(self, player: Player, name: str, *, causes: list[int], rule: str) -> None:
        """The one path for one player leaving a group (a cured player leaving the channel of
        an effect): logged, and a ``group_changed`` moment."""
        g = self.group(name)
        if g is None or player.name not in g.members:
            return
        g.members.remove(player.name)
        self._changed(player)
        self.emit("group_left", targets=[player.name], causes=causes, rule=rule,
                  data={"group": name})
        self.hook("group_changed", player, g)

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
        self._changed(player, others=False)  # a status is its holder's alone
        return st

    def remove_status(self, player: Player, name: str) -> None:
        self.drop_statuses(player, lambda s: s.name == name)

    def drop_statuses(self, player: Player, which: Callable[[Status], bool]) -> None:
        """The one path for removing statuses: every status of ``player`` that ``which`` picks."""
        keep = [s for s in player.statuses if not which(s)]
        if len(keep) != len(player.statuses):
            player.statuses = keep
            self._changed(player, others=False)

    def grant_office(self, player: Player, office: str) -> None:
        """The one path for a player taking an office (R12)."""
        if office not in player.offices:
            player.offices.append(office)
            self._changed(player, others=False)

    def resign_office(self, player: Player, office: str) -> None:
        """The one path for a player leaving an office (R12)."""
        if office in player.offices:
            player.offices.remove(office)
            self._changed(player, others=False)
