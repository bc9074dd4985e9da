"""The heuristic bot's beliefs: its team, whom it trusts and suspects, what threatens its team,
from what it has read (:mod:`.reading`)."""

from __future__ import annotations

from ...game import Effect, threat_rank
from ...views import PlayerView
from ..book import does, evil_teams, is_evil, learns, team_of_role
from ..claims import NO_THREAT, report_text
from .memory import State
from .weights import (
    MARKED_WEIGHT,
    PRESENT_WEIGHT,
    SEER_KINDS,
    SHIELDED_WEIGHT,
    TARGET_WEIGHT,
    THREAT_WEIGHT,
    role_weight,
)


class Beliefs(State):
    """What the bot believes now, from its memory and the view (memoized per view)."""

    def _own_team(self, v: PlayerView) -> str:
        return v.card.team

    def _evil_me(self, v: PlayerView) -> bool:
        return v.card.team in evil_teams()

    def _trusted_claims(self, v: PlayerView) -> dict[str, tuple[str, tuple[tuple[str, str], ...]]]:
        """Claimants a town player believes: per role, while no more claim it than the role list
        holds (one copy when it is unknown), else the earliest; never a known liar."""
        m = self.mem
        by_role: dict[str, list[tuple[int, str]]] = {}
        for speaker, (mid, role, _res) in m.claims.items():
            # ruling RM581: a claim of a role against the town earns no trust (an opponent)
            if speaker in m.liars or is_evil(role):
                continue
            by_role.setdefault(role, []).append((mid, speaker))
        out: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {}
        for role, claimants in by_role.items():
            copies = m.role_list.count(role) if m.role_list else 1
            for _mid, speaker in sorted(claimants)[: max(1, copies)]:
                out[speaker] = (role, m.claims[speaker][2])
        return out

    def _beliefs(self, v: PlayerView) -> dict[str, str]:
        """player → role as far as I believe: my own results, then trusted claims."""
        beliefs: dict[str, str] = {}
        for speaker, (role, results) in self._trusted_claims(v).items():
            beliefs.setdefault(speaker, role)
            for player, seen in results:
                beliefs.setdefault(player, seen)
        beliefs.update(self.mem.known)
        beliefs[v.name] = v.role
        return beliefs

    def _claimed_threats(self, v: PlayerView) -> dict[str, str]:
        """player → threat level, as trusted claimants say their investigations found."""
        out: dict[str, str] = {}
        for speaker in self._trusted_claims(v):
            for player, level in self.mem.claimed_threats.get(speaker, ()):
                out.setdefault(player, level)
        return out

    def _jitter(self, player: str, scale: float) -> float:
        """A small fixed random amount per player (drawn once): breaks ties between players
        nothing tells apart."""
        if player not in self._noise:
            self._noise[player] = self.rng.random()
        return self._noise[player] * scale

    def _suspicion(self, v: PlayerView) -> dict[str, float]:
        """How much I suspect each other living player of being against the town."""
        cached = self._memo.get("suspicion")
        if cached is not None:
            return cached
        self._memo["suspicion"] = out = self._suspect(v)
        return out

    def _suspect(self, v: PlayerView) -> dict[str, float]:
        m = self.mem
        beliefs = self._beliefs(v)
        score: dict[str, float] = {}
        town_shown = {p for p, r in beliefs.items() if not is_evil(r)}
        evil_shown = {p for p, r in beliefs.items() if is_evil(r)}
        claimed = self._claimed_threats(v)
        town = v.card.team == "town"
        unmarked_weight = self._unmarked_weight(v)
        by_voter: dict[str, list[str]] = {}
        for _ph, voter, target in m.votes:
            by_voter.setdefault(voter, []).append(target)
        for p in v.living:
            if p == v.name:
                continue
            s = self._jitter(p, 0.5)
            role = beliefs.get(p)
            if role is not None:
                if is_evil(role):
                    s += 100
                elif team_of_role(role) == "unaligned":
                    s -= 60  # an Angel, a Chef, a Plague Doctor: not worth a lynch
                else:
                    s -= 40
            if p in m.threats and role is None:
                # a threat may still be a town killer
                s += 50 if m.threats[p] != NO_THREAT else -25
            elif p in claimed and role is None:
                s += 40 if claimed[p] != NO_THREAT else -20  # as a trusted claimant saw it
            if p in m.allies and town:
                s -= 40  # told they are on my side (a trusted group): as cleared as a town role
            if p in m.liars:
                s += 80
            if p in m.killers:
                s += 60
            if p not in m.marked and role is None:
                s += unmarked_weight
            if p in m.targets:
                s += TARGET_WEIGHT  # ruling RM443: I win once they are dead
            s += 2 * m.watched.get(p, 0) if p not in town_shown else 0
            for target in by_voter.get(p, ()):
                if target in town_shown and target != p:
                    s += 6
                elif target in evil_shown:
                    s -= 6
            score[p] = s
        return score

    def _unmarked_weight(self, v: PlayerView) -> float:
        """Ruling RM491: a mark's maker never bears it, so the more of the living are marked,
        the likelier a player who is not is of the marking side: MARKED_WEIGHT times the share
        of the living marked (0 with no mark known)."""
        marked = len(self.mem.marked & set(v.living))
        return MARKED_WEIGHT * marked / max(1, len(v.living)) if marked else 0.0

    def _threats(self, v: PlayerView) -> dict[str, float]:
        """For an evil bot: how dangerous each living opponent is (claimants, office holders,
        and what its own team's investigators found)."""
        cached = self._memo.get("threats")
        if cached is not None:
            return cached
        m = self.mem
        out: dict[str, float] = {}
        self._memo["threats"] = out
        offices = self._offices(v)
        accusers = self._accusers()
        unmarked = self._unmarked_weight(v)
        for p in v.living:
            if p in m.allies:
                continue
            s = self._jitter(p, 1.0)
            if p not in m.marked:
                s += unmarked  # ruling RM491: the marking side may be mine's rival too
            if p in m.claims:
                role = m.claims[p][1]
                # a claimed seer of roles (or threats) is the most dangerous claimant
                s += 50 if learns(role) & SEER_KINDS else 20
                if p in accusers:
                    s += 40
            if p in offices:
                # an office that protects matters most
                s += 15 if does(offices[p], Effect.PROTECTION) else 8
            s += self._intel(p)[0]
            if p in m.shielded:
                s -= SHIELDED_WEIGHT  # ruling RM441: my attack on them failed, as it may again
            if p in m.targets:
                s += TARGET_WEIGHT  # ruling RM443
            out[p] = s
        return out

    def _accusers(self) -> set[str]:
        """Claimants who say one of my allies is evil (a role seen) or a threat."""
        m = self.mem
        out = {
            p
            for p, (_i, _r, res) in m.claims.items()
            if any(q in m.allies and is_evil(seen) for q, seen in res)
        }
        out |= {
            p
            for p, found in m.claimed_threats.items()
            if any(q in m.allies and level != NO_THREAT for q, level in found)
        }
        return out

    def _intel(self, player: str) -> tuple[float, str]:
        """How much more my (evil) team wants ``player`` dead for what its own investigators
        found about them, and the report that says why ("" when they found nothing)."""
        m = self.mem
        role = m.learned.get(player)
        found: list[tuple[float, str]] = []
        if role is not None:
            found.append((role_weight(role), report_text([(player, role)])))
        level = m.threats.get(player)
        if level is not None:
            weight = THREAT_WEIGHT[threat_rank(level != NO_THREAT, level)]
            found.append((weight, report_text(threats=[(player, level)])))
        claimed = m.claims.get(player, (0, "", ()))[1]
        if claimed in m.present and learns(claimed):
            # a claimed investigator whose role my team knows is in the game: likely true
            found.append((PRESENT_WEIGHT, f"{player} claims the {claimed}, a role in the game."))
        if not found:
            return 0.0, ""
        weight, why = max(found)
        return weight, why if weight > 0 else ""

    def _offices(self, v: PlayerView) -> dict[str, str]:
        """Who holds which office, from the public announcements."""
        out: dict[str, str] = {}
        for msg in v.messages:
            if msg.key == "election.won":
                out[str(msg.params.get("player"))] = str(msg.params.get("office"))
            elif msg.key == "office.resigned":
                out.pop(str(msg.params.get("player")), None)
        return out
