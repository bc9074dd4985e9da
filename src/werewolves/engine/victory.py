"""Win checks (R5, R34): which team has won, and the end of the game."""

from __future__ import annotations

from typing import ClassVar

from .deaths import Deaths
from .state import Outcome, Player


class Victory(Deaths):
    """Win checks (R5, R34): which team has won, and the end of the game."""

    # R5 / speed: a win check whose outcome cannot differ from the last one's (nothing that can
    # change it has happened since: no death, no role, team, group or status change) is skipped
    GATE_WIN_CHECKS: ClassVar[bool] = True

    def check_win(self, causes: list[int]) -> Outcome | None:
        # rule-results-win-loss.4: asked at each phase's start and after each immediate action
        # with all its consequences (R5)
        st = self.state
        if st.outcome is not None:
            return st.outcome
        if self.GATE_WIN_CHECKS and not st.dirty:
            return None
        # anything the check itself changes (an ascension) makes the next check run again
        st.dirty = False
        # ``hook``, called only for a moment someone listens to in this game
        if self._hooks.get("win_check"):
            self.hook("win_check", causes)
            if st.outcome is not None:
                return st.outcome
        living = self._alive()
        if not living:
            # R34: if everybody is dead, nobody else wins.
            return self._finish(None, self._ascended(), "nobody is left alive", causes)
        # ``team_of``, inline: a player's own team, else their role's (the rules' own spelling)
        roles, role_of = self.rules.roles, self.role_of
        living_teams = []
        if self._hooks.get("win_team"):
            # lover.5: a rule decides the team some players win with (a couple's)
            living_teams = [(p, self.win_team_of(p)) for p in living]
        elif not self._hooks.get("counts_for"):
            # speed: with no rule counting players for another team, two teams among the living
            # end the check at once: nobody wins (as below, ``len(teams) > 1``)
            first = None
            for p in living:
                override = p.memory.get("team")
                team = str(override) if override else (roles.get(p.role) or role_of(p)).team
                if team != "unaligned":
                    if first is None:
                        first = team
                    elif team != first:
                        return None
                living_teams.append((p, team))
        for p in living if not living_teams else ():
            override = p.memory.get("team")
            if override:
                living_teams.append((p, str(override)))
            else:
                living_teams.append((p, (roles.get(p.role) or role_of(p)).team))
        # rule-alignments-solo.5: any number of solo teams, those made during the game (a
        # couple's) among them, are each one team here
        teams = {t for _, t in living_teams} - {"unaligned"}
        if not teams:
            return self._finish(None, self._ascended(), "only unaligned players are left", causes)
        counts_for = self._hooks.get("counts_for")  # the table of now (after the check's hook)
        holds = self._hooks.get("holds_win")  # (only when a role that can hold a win is dealt)
        if not counts_for:
            # speed: with no rule counting players for another team, a team has every living
            # player on it or unaligned exactly when it is the only team left (the loop below
            # would skip every team of two or more; nor can two teams tie, RM463, without such a
            # rule: a living player of one team stops the other's win)
            if len(teams) > 1:
                return None
            (team,) = teams
            # rule-alignments-unaligned.9 (ruling RM420): nor while a living unaligned player
            # who cannot win with the team holds it (``_held``)
            if all(self.hook("team_can_win", team)) and not (
                holds and self._held(team, living_teams, causes)
            ):
                members = [p.name for p in st.players if self.win_team_of(p) == team]
                return self._finish(team, members + self._ascended(), "team", causes)
            return None
        won: list[str] = []
        for team in sorted(teams):
            # rule-results-win-loss.2 / R34: a team wins when every living player is on it or
            # unaligned; rule-alignments-townsfolk.3 / rule-alignments-werewolves.3 /
            # rule-alignments-solo.4: every side's goal is to outlive all the others;
            # rule-alignments-unaligned.7 / rule-alignments-unaligned.8: an unaligned player
            # stops no team's win, but rule-alignments-unaligned.9: one who joined a team (their
            # own team now) is that team's player like any other (or, by a team's
            # own rule, counts for it: the Flute team's enchanted players); a rule may still
            # forbid the win (the plague team while a Plague Doctor lives).
            if not all(
                t in (team, "unaligned")
                or (counts_for and any(self.hook("counts_for", team, p)))
                for p, t in living_teams
            ):
                continue
            # rule-alignments-unaligned.9 (ruling RM420): but an unaligned player whose role
            # cannot win with this team is not exempt: the team does not win while they live
            if all(self.hook("team_can_win", team)) and not (
                holds and self._held(team, living_teams, causes)
            ):
                won.append(team)
        if len(won) > 1:
            # rule-results-tie.1 (ruling RM463): two teams or more meet their win condition at
            # the same check: every living player counts for each of them, so neither has an
            # enemy left to kill: the game is a tie
            return self._tie(won, living, causes)
        if won:
            team = won[0]
            members = [p.name for p in st.players if self.win_team_of(p) == team]
            return self._finish(team, members + self._ascended(), "team", causes)
        return None

    def _held(self, team: str, living_teams: list[tuple[Player, str]], causes: list[int]) -> bool:
        """rule-alignments-unaligned.9, its second half (ruling RM420): whether a living
        unaligned player whose role cannot win with ``team`` (a rule of the ``holds_win``
        moment says so) keeps that team from winning now: such a player is not exempt from the
        team's win condition (rule-alignments-unaligned.7), so the team must outlive them first.
        The first time a check finds a player holding a team's win, the host is told (an event
        the team's outcome names among its causes, :meth:`_held_causes`)."""
        held = [
            p
            for p, t in living_teams
            if t == "unaligned" and any(self.hook("holds_win", team, p))
        ]
        if not held:
            return False
        told = {
            (e.data.get("team"), e.targets[0])
            for e in self.state.events
            if e.kind == "win_held" and e.targets
        }
        name = self.rules.teams[team].name if team in self.rules.teams else team
        for p in held:
            if (team, p.name) not in told:
                self.emit(
                    "win_held",
                    targets=[p.name],
                    causes=causes,
                    rule="rule-alignments-unaligned.9",
                    msg="game.win_held",
                    params={"team": name, "player": p.name},
                    data={"team": team},
                )
        return True

    def _held_causes(self, teams: list[str]) -> list[int]:
        """rule-alignments-unaligned.9 (ruling RM420): the events that told the host a living
        unaligned player held the win of one of ``teams``: causes of that team's outcome, so
        that its explanation names the rule (asked only in a game where a win can be held)."""
        if not self._hooks.get("holds_win"):
            return []
        return [
            e.id
            for e in self.state.events
            if e.kind == "win_held" and e.data.get("team") in teams
        ]

    def _tie(self, teams: list[str], living: list[Player], causes: list[int]) -> Outcome:
        """rule-results-tie.2 (ruling RM463): a tie is a win for every living player and a loss
        for every dead one, allies of a tied team included; whoever ascended keeps their win
        (R34). The outcome names no team, and the rule each winner wins by."""
        st = self.state
        names = [self.rules.teams[t].name if t in self.rules.teams else t for t in teams]
        reason = "a tie between the " + " and the ".join(names)
        ascended = self._ascended()
        order = {p.name: p.seat for p in st.players}
        winners = sorted({p.name for p in living} | set(ascended), key=lambda n: order[n])
        why = {n: "R34" if n in ascended else "rule-results-tie.2" for n in winners}
        st.outcome = Outcome(None, winners, reason, st.phase, why=why, tied=list(teams))
        self.announce(
            "game.tie",
            rule="rule-results-tie.2",
            causes=[*causes, *self._held_causes(teams)],
            kind="game_over",
            reason=reason,
            winners=winners,
        )
        return st.outcome

    def end_in_draw(self, reason: str, causes: list[int], rule: str) -> Outcome:
        """End the game early, in a draw (ruling RM440, the book's draw): every living player
        draws, the dead lose, and those who already ascended keep their win. ``reason`` says
        why, in words a player reads ("the host ended the game")."""
        st = self.state
        if st.outcome is not None:
            return st.outcome
        # rule-results-draw.2: the living draw; the ascended keep their win; the dead lose
        drawn = [p.name for p in st.players if p.alive]
        winners = self._ascended()
        st.outcome = Outcome(None, winners, reason, st.phase, drawn)
        self.announce(
            "game.draw_ascended" if winners else "game.draw",
            rule=rule,
            causes=causes,
            kind="game_over",
            reason=reason,
            winners=winners,
            drawn=drawn,
        )
        return st.outcome

    def win_team_of(self, player: Player) -> str:
        """lover.5: the team ``player`` wins with: the first answer of a rule of the
        ``win_team`` moment (a couple's alignment), else the team they play for."""
        if self._hooks.get("win_team"):
            for team in self.hook("win_team", player):
                if team:
                    return str(team)
        return self.team_of(player)

    def _ascended(self) -> list[str]:
        """R34 / rule-results-win-loss.3: the players who ascended (who left the game early with
        a win), who win whoever wins; asked only when the game ends
        (the hooks asked before, ``counts_for`` and ``team_can_win``, only answer questions, so
        the list is the one the start of the check would have found)."""
        return [p.name for p in self.state.players if p.ascended]

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
        why, said = self._win_reasons(team, winners)
        if why:
            # rule-results-win-loss.1: the outcome names the rule every winner wins by (``why``,
            # for explanations and the host), and the reason players read says it in words
            # (rule ids are no words for a player: a newcomer read "Ann by cupid.10")
            reason += " (" + "; ".join(f"{n} {said[n]}" for n in winners) + ")"
        st.outcome = Outcome(team, list(winners), reason, st.phase, why=why)
        self.announce(
            "game.over",
            rule="R34",
            causes=[*causes, *self._held_causes([team])] if team is not None else causes,
            kind="game_over",
            reason=reason,
            winners=winners,
        )
        return st.outcome

    def _win_reasons(
        self, team: str | None, winners: list[str]
    ) -> tuple[dict[str, str], dict[str, str]]:
        """rule-results-win-loss.1: when a family says some winner wins by a rule of
        its own (``win_reasons``: a rule, or a rule and the words a player reads for it), the
        rule of every winner, in seat order (the others win by R34: their team's win, or an
        ascension), with the words of each; otherwise nothing (the outcome reads as before)."""
        if not self._hooks.get("win_reasons"):
            return {}, {}
        named: dict[str, str] = {}
        said: dict[str, str] = {}
        for answer in self.hook("win_reasons", team, list(winners)):
            for name, given in (answer or {}).items():
                if name in winners and name not in named:
                    rule, words = given if isinstance(given, tuple) else (given, "")
                    named[name], said[name] = str(rule), str(words)
        if not named:
            return {}, {}
        ascended = set(self._ascended())
        why = {n: named.get(n, "R34") for n in winners}
        words = {
            n: said.get(n) or ("by ascending" if n in ascended else "with their team")
            for n in winners
        }
        return why, words
