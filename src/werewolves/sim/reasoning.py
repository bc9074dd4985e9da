"""The reasoning bot (rulings RM432-RM438): a heuristic bot that keeps a belief over who holds which
role and votes, trusts and claims by it.

:class:`ReasoningAgent` plays every move the heuristic bot already plays well (aims from the
abilities' declarations, the team's plans, the seed roles' habits) and changes what it
*believes*. Its belief is a weighted sample of whole role assignments, each consistent with
what its own view told it for certain (its role, the roles revealed at deaths, its own
investigations, the role list when it is public, else the default mix of the table's size),
and weighed by how well the softer evidence fits it:

- **claims** (:mod:`.claims`): a claimant who holds the role it claims said true results (a
  result that contradicts the assignment is nearly impossible); a claimant who does not is a
  liar, which an opponent is far likelier to be than a townsperson. A first claim is likelier
  true than a counter-claim that answers it by accusing the first claimant back (what a liar
  defending its pack says), while a counter-claim telling results about others is what a real
  holder accused of lying says;
- **votes** of finished phases: opponents seldom vote to lynch one of their own;
- **deaths**: the roles deaths reveal (when they do) are certain; a player killed at night is
  seldom an opponent (the pack kills the town), which checks what claimants said of them.

So a counter-claim is resolved by results: once a claimant's result is contradicted by a role
revealed at a death, the assignments where that claimant was honest weigh next to nothing and
the claimant is the liar. Every draw comes from the bot's own seeded generator, and the bot
reads nothing but its view (``tests/sim/test_reasoning.py``).

- **Town** suspects each player as the heuristic bot does, moved by the weight of the
  assignments that make them an opponent;
  it trusts a claimant whom the belief holds more likely than not to hold the role claimed
  (guards, elections, the amulet follow); the real holder of an investigating role
  counter-claims at once, with its results, when someone else claims its role; an
  investigator of roles claims its results from its first day with one, and any investigator
  the lynch board leads for claims with every result (RM522). Its lynch vote weighs each vote
  on the board by its trust in the voter (RM520), and with no claimant trusted for an office
  it elects the first calm player in seat order, not the board's leader (RM521).
- **Wolves** (a pack: ``team_channels``) make claims a real holder could make: on Day 1 one of
  them claims the book's investigator of roles that the pack believes is in the game, naming
  the pack's planned lynch a wolf (one result for the one night gone by); when a claim
  accuses a packmate, one of them (none if a packmate claims that role already) counter-claims
  the same role with results a real holder could have: the accuser seen as a wolf, and for a
  second night gone by a role revealed at a death or a living player seen as the filler role;
  the pack votes the accuser, as planned in its channel.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..game import Aim, Learns
from ..views import LegalAction, Message, PlayerView
from .agent import Move
from .book import face_of, is_evil, learns, phase_index, role_cards, team_of_role
from .claims import NO_THREAT, claim_text, parse_claim
from .heuristic import CLAIMED, SEER_KINDS, THREAT_KINDS, HeuristicAgent, offices_spread
from .setups import FILLER, RolesError, default_roles

__all__ = ["Belief", "ReasoningAgent"]

TOWN_SQUARE = "town square"
SAMPLES = 160  # role assignments drawn per belief (at 16 players, a decision in a few ms)
# how likely an opponent is to make a claim it does not hold, per kind of claim (RM432)
Q_FAKE = 0.05  # a first claim of a role nobody claimed before
Q_COUNTER = 0.5  # a claim of a role already claimed by another
# what a liar's counter-claim says: the first claimant accused back (nearly all), or not
LIAR_ACCUSES, LIAR_ELSE = 0.9, 0.02
LIAR_RESULT = 0.35  # how likely a liar is to say any one result it says
HONEST_ACCUSES = 0.25  # a real holder whose results happen to name the first claimant evil
TOWN_LIE = 0.001  # a townsperson claiming a role it does not hold
UNALIGNED_LIE = 0.005  # an unaligned player doing so
# a real holder's result that names another role of the right side: possible when the role
# list is private (the assumed mix may be wrong), barely when it is public
SAME_SIDE = {True: 0.3, False: 0.6}
WRONG_SIDE = 0.02  # a real holder's result that names the wrong side
THREAT_MISS = 0.3  # a claimed threat who is no opponent (a town killer may show as one)
# votes of finished phases (RM437): an opponent seldom votes to lynch another, a townsperson
# votes for a townsperson less often than an opponent does
PACK_VOTE = 0.3
TOWN_MISVOTE = 0.7
# the town's suspicion: the heuristic's, plus this many points per unit of the belief's chance
# of being an opponent above the living's mean (more made 12-player towns lose more: RM434)
BLEND = 30.0
# an investigator of roles claims its results from its first day with one, wolf or not, so its
# claim comes before a fake one (RM438; towns won 5-10 points more often at 8 and 12 players)
EARLY = True
# (off) where the belief is confident (a player an opponent in at least CONFIDENT of the
# weighed assignments), the town votes from it: SURE more points of suspicion
CONFIDENT = 1.01
SURE = 60.0
# (off) the town elects a claimant to an office for its claim only where the belief holds it
# this likely to hold its role (a liar elected gets the office's powers: a Mayor's two votes)
ELECT_TRUST = 0.5
NIGHT_VICTIM = 0.1  # a player killed at night who was an opponent (the pack kills the town)
# (off) a claimed investigator the opponents let live through a night after its claim (they
# aim at claimed seers first), per night, for a real holder; a liar is never their victim
SURVIVED = 1.0
# (off) a pack votes as planned in its channel, on one name: two opponents who voted for
# different players in a finished day weigh this much (per extra name among the pack's votes)
PACK_SPLIT = 1.0
# (off) a claimed investigator's result naming a living player an opponent, left unanswered
# by any counter-claim of its role through the day (an accused opponent's pack answers it), for
# each assignment where the claimant is the real holder, the accused an opponent and another
# opponent lives to answer
UNANSWERED = 1.0
ALLY_MISS = 0.01  # a player told to be on my side who is not
# RM520: the town's lynch vote follows the day's board by whom it trusts: each vote on a
# candidate adds this many points times the belief's chance that its voter is no opponent (the
# heuristic's 1.5 a vote, whoever cast it); so a town split over suspects joins the name its
# trusted voters chose, and a bloc of suspects' votes draws it less (0 turns it off)
TRUSTED_VOTE = 8.0
# RM521: with no claimant trusted enough, the town elects by one rule every townsperson keeps,
# the first calm player in seat order, not the election board's leader (a pack voting as one
# leads that board from the first votes and drew the town to its candidate)
ELECT_BY_SEAT = True
# RM522: an investigator (a role that learns what a claim tells) the day's lynch board leads
# for, with at least this many votes, claims its role and every result it has (the dead's too)
PRESSED = 1
# RM580: a townsperson holding an office (public: the election named it) tells the town, as a
# claim of that office, the dealt roles it learned of the dead; the town's belief weighs such a
# report as it weighs a claimant's results: true from a townsperson (a result that does not fit
# weighs REPORT_MISS), anything from an opponent (LIAR_RESULT a result)
REPORT = True
REPORT_MISS = 0.01
# RM582: the turns the referee gives a seat each day (sim/match.py: two, talk then act; the
# service's seat bots get one and set 1). A townsperson handing a thing to allies (the amulet:
# an ability aimed at allies) with no trusted investigator claimant among its candidates waits
# for its last turn of the day, when the day's claims are known, and then hands it to the
# claimant of an investigating role the belief holds likeliest to be honest
DAY_TURNS = 2


@dataclass
class _Said:
    """What one speaker claimed in the town square, all days together."""

    mid: int  # the id of the first claim
    role: str  # the role first claimed
    phase: int = 0  # the phase index of the first claim
    roles: set[str] = field(default_factory=set)
    results: dict[str, str] = field(default_factory=dict)  # player → role seen (first said)
    threats: dict[str, str] = field(default_factory=dict)  # player → level
    counter_of: str = ""  # the earlier claimant of the same role this claim answers
    accused: set[str] = field(default_factory=set)  # named opponents, living when read
    accuses_first: bool = False  # whether its results call that claimant an opponent


@dataclass(frozen=True)
class Belief:
    """What the sampled assignments say: per player, the chance of being an opponent of the
    town; per claimant, the chance of holding the role claimed."""

    evil: dict[str, float]
    holds: dict[str, float]
    # per player, the chance of each role the assignments give it (its team follows)
    roles: dict[str, dict[str, float]] = field(default_factory=dict)


@dataclass
class ReasoningAgent(HeuristicAgent):
    """A heuristic bot whose suspicion, trust and claims come from a belief over role
    assignments (see the module)."""

    samples: int = SAMPLES
    _said_by: dict[str, _Said] = field(default_factory=dict)
    _public: list[str] = field(default_factory=list)
    _cache: tuple[tuple[int, ...], Belief | None] | None = None
    _faked: bool = False
    _night_dead: set[str] = field(default_factory=set)
    _electing: set[str] | None = None  # while electing: the claimants trusted with an office
    # RM580: per office holder, the dealt roles of the dead it reported (player → role)
    _reports: dict[str, dict[str, str]] = field(default_factory=dict)
    _reported: set[str] = field(default_factory=set)  # the dead whose roles I reported
    day_turns: int = DAY_TURNS  # RM582: my turns a day (the service sets 1)
    _turn: tuple[int, int] = (-1, 0)  # RM582: the phase index and my turns in it so far

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        if observation is not self._view:  # a new view: a new turn (RM582 counts them)
            ph, n = self._turn
            self._turn = (
                (ph, n + 1) if ph == observation.phase_index else (observation.phase_index, 1)
            )
        return super().choose(observation, legal_actions)

    # ------------------------------------------------------------------ reading

    def _read_one(self, v: PlayerView, msg: Message) -> None:
        super()._read_one(v, msg)
        if msg.key == "death.died":
            self._night_dead.add(str(msg.params.get("player")))
        elif msg.key == "rolelist.public":
            self._public = [str(r) for r in msg.params.get("roles", ())]
        elif msg.key == "chat.line" and (msg.channel or "") == TOWN_SQUARE:
            speaker = str(msg.params.get("speaker"))
            claim = parse_claim(str(msg.params.get("text")))
            if claim is not None and self._office_report(v, speaker, claim.role):
                # RM580: an office's holder telling what its office taught it
                said_of = self._reports.setdefault(speaker, {})
                for p, seen in claim.results:
                    said_of.setdefault(p, seen)
            elif claim is not None:  # mine too: a wolf fakes no role it already claimed
                self._note_claim(
                    msg.id, speaker, claim.role, claim.results, claim.threats, v.living
                )
                said = self._said_by[speaker]
                said.phase = said.phase or phase_index(msg.phase)

    def _note_claim(
        self,
        mid: int,
        speaker: str,
        role: str,
        results: Sequence[tuple[str, str]],
        threats: Sequence[tuple[str, str]],
        living: Sequence[str] = (),
    ) -> None:
        said = self._said_by.get(speaker)
        if said is None:
            said = self._said_by[speaker] = _Said(mid, role)
            earlier = [s for s, x in self._said_by.items() if s != speaker and role in x.roles]
            if earlier:
                first = min(earlier, key=lambda s: self._said_by[s].mid)
                said.counter_of = first
        said.roles.add(role)
        for p, seen in results:
            said.results.setdefault(p, seen)
            if is_evil(seen) and p in living and p != speaker:
                said.accused.add(p)
        for p, level in threats:
            said.threats.setdefault(p, level)
        if said.counter_of:
            # whether it calls an earlier claimant of its role an opponent (what a liar's
            # counter-claim does)
            before = {
                a for a, x in self._said_by.items() if x.mid < said.mid and said.role in x.roles
            }
            said.accuses_first = any(
                is_evil(seen) for p, seen in said.results.items() if p in before
            ) or any(lvl != NO_THREAT for p, lvl in said.threats.items() if p in before)

    def _office_report(self, v: PlayerView, speaker: str, role: str) -> bool:
        """RM580: whether a claim of ``role`` is an office's report: ``role`` is an office (the
        role book says so) that the public election gave ``speaker``."""
        card = role_cards().get(role)
        return bool(REPORT and card is not None and card.office) and (
            self._offices(v).get(speaker) == role
        )

    # ------------------------------------------------------------------ the belief

    def _pool(self, v: PlayerView, players: list[str], fixed: dict[str, str]) -> list[str] | None:
        """The roles of the players whose role I do not know: the role list (public, else the
        default mix of this many players) less the roles known, each claimed role not in it
        brought in for a filler seat when the list is private (RM433)."""
        if self._public:
            base = Counter(self._public)
        else:
            try:
                base = Counter(default_roles(len(players), 0))
            except RolesError:
                return None
        for role in fixed.values():
            if base[role] > 0:
                base[role] -= 1
                continue
            side = [r for r in base if base[r] > 0 and is_evil(r) == is_evil(role)]
            pick = FILLER if base[FILLER] > 0 and not is_evil(role) else None
            pick = pick or (max(side, key=lambda r: (base[r], r)) if side else None)
            if pick is not None:
                base[pick] -= 1
        if not self._public:
            for said in sorted(self._said_by.values(), key=lambda x: x.mid):
                role = said.role
                if base[role] == 0 and role in role_cards() and base[FILLER] > 0:
                    base[FILLER] -= 1
                    base[role] += 1
        pool = sorted(base.elements())
        unknown = len(players) - len(fixed)
        while len(pool) > unknown:
            pool.remove(FILLER if FILLER in pool else pool[-1])
        pool.extend([FILLER] * (unknown - len(pool)))
        return pool

    def belief(self, v: PlayerView) -> Belief | None:
        """The belief of this bot now (None when it cannot make one: no seats known)."""
        key, past = self._belief_key(v)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        out = self._sample(v, past)
        self._cache = (key, out)
        return out

    def reported_belief(self, observation: PlayerView) -> dict[str, object] | None:
        """The belief as the agent protocol's ``believe`` move carries it: for each other living
        seat, its chance of each team and of each role. The bot's own belief when it made one
        this turn; else one drawn from a generator of its own, so that asking never changes
        the bot's draws, and so its play (the same game whether the record asks or not)."""
        v = observation
        if not v.seats:
            return None  # a part-view: nothing to believe from
        key, past = self._belief_key(v)
        if self._cache is not None and self._cache[0] == key:
            b = self._cache[1]
        else:
            own, self.rng = self.rng, random.Random(f"belief:{self.name}:{key}")
            try:
                b = self._sample(v, past)
            finally:
                self.rng = own
        if b is None:
            return None
        seats: dict[str, object] = {}
        for p in v.living:
            if p == v.name or p not in b.roles:
                continue
            teams: dict[str, float] = {}
            for role, chance in b.roles[p].items():
                teams[team_of_role(role)] = teams.get(team_of_role(role), 0.0) + chance
            seats[p] = {
                "teams": {t: round(x, 4) for t, x in sorted(teams.items())},
                "roles": {r: round(x, 4) for r, x in sorted(b.roles[p].items())},
            }
        return {"seats": seats} if seats else None

    def _belief_key(self, v: PlayerView) -> tuple[tuple[int, ...], list[tuple[str, str]]]:
        """What the belief is made of, counted (the cache's key), and the votes it weighs."""
        m = self.mem
        past = [(a, b) for ph, a, b in m.votes if ph < v.phase_index]
        key = (
            len(m.known),
            len(m.threats),
            len(m.allies),
            len(past),
            len(self._public),
            *(len(s.results) + len(s.threats) + len(s.roles) for s in self._said_by.values()),
            len(self._said_by),
            len(self._night_dead),
            sum(len(r) for r in self._reports.values()),
            v.phase_index,
        )
        return key, past

    def _sample(self, v: PlayerView, past: list[tuple[str, str]]) -> Belief | None:
        m = self.mem
        players = [s.name for s in v.seats] or sorted({*v.living, *v.dead})
        if v.name not in players:
            return None
        idx = {p: i for i, p in enumerate(players)}
        fixed = {p: r for p, r in m.known.items() if p in idx}
        fixed[v.name] = v.role
        pool = self._pool(v, players, fixed)
        if pool is None:
            return None
        n = len(players)
        unknown = [idx[p] for p in players if p not in fixed]
        start: list[str] = [fixed.get(p, "") for p in players]
        roles = set(pool) | set(fixed.values())
        bad = {r: is_evil(r) for r in roles}
        team = {r: team_of_role(r) for r in roles}
        public = bool(self._public)
        # the claims, compiled to indices: (speaker, role, results, threats, liar's weight)
        claims = []
        for s, said in self._said_by.items():
            if s not in idx:
                continue
            res = [(idx[p], seen, is_evil(seen)) for p, seen in said.results.items() if p in idx]
            thr = [(idx[p], lvl != NO_THREAT) for p, lvl in said.threats.items() if p in idx]
            honest = 0.0 if len(said.roles) > 1 else 1.0
            told = min(len(res) + len(thr), 3)
            if said.counter_of:
                liar = (
                    LIAR_RESULT**told
                    * Q_COUNTER
                    * (LIAR_ACCUSES if said.accuses_first else LIAR_ELSE)
                )
                honest *= HONEST_ACCUSES if said.accuses_first else 1.0
            else:
                liar = LIAR_RESULT**told * Q_FAKE
            if s in v.living and learns(said.role) & SEER_KINDS:
                # every night the claimant lived through since its claim, a real holder
                # escaped the opponents' first aim
                nights = sum(1 for ph in range(said.phase + 1, v.phase_index) if ph % 2)
                honest *= SURVIVED**nights
            accused: list[int] = []
            if UNANSWERED < 1.0 and said.phase < v.phase_index and learns(said.role) & SEER_KINDS:
                answered = any(x.counter_of == s for x in self._said_by.values())
                if not answered:
                    accused = [idx[p] for p in sorted(said.accused) if p in idx]
            claims.append((idx[s], said.role, res, thr, honest, liar, accused))
        votes = [(idx[a], idx[b]) for a, b in past if a in idx and b in idx and a != b]
        # each finished day's last vote of each voter, by day
        last: dict[tuple[int, str], str] = {}
        for ph, voter, target in m.votes:
            if ph < v.phase_index and voter in idx and target in idx:
                last[(ph, voter)] = target
        days: dict[int, list[tuple[int, int]]] = {}
        for (ph, voter), target in sorted(last.items()):
            days.setdefault(ph, []).append((idx[voter], idx[target]))
        ballots = [d for d in days.values() if len(d) > 1] if PACK_SPLIT < 1.0 else []
        mine = v.card.team
        allies = [idx[a] for a in m.allies if a in idx and a != v.name]
        threats = [(idx[p], lvl != NO_THREAT) for p, lvl in m.threats.items() if p in idx]
        victims = [idx[p] for p in self._night_dead if p in idx and p not in fixed]
        # RM580: the office holders' reports of the dead's dealt roles
        reports = [
            (idx[r], [(idx[p], seen) for p, seen in said.items() if p in idx and p != r])
            for r, said in self._reports.items()
            if r in idx and r != v.name
        ]
        same = SAME_SIDE[public]
        living = [idx[p] for p in v.living if p in idx]
        evil_w = [0.0] * n
        roles_w: list[dict[str, float]] = [{} for _ in range(n)]
        holds_w = [0.0] * len(claims)
        total = 0.0
        rng = self.rng
        for _ in range(self.samples):
            perm = pool[:]
            rng.shuffle(perm)
            sig = start[:]
            for j, i in enumerate(unknown):
                sig[i] = perm[j]
            ev = [bad[r] for r in sig]
            w = 1.0
            for i in allies:
                if team[sig[i]] != mine:
                    w *= ALLY_MISS
            for i, found in threats:
                if found != ev[i]:
                    w *= THREAT_MISS if found else WRONG_SIDE
            held: list[bool] = []
            for si, role, res, thr, honest, liar, accused in claims:
                if sig[si] == role:
                    f = honest
                    for x in accused:
                        if ev[x] and any(team[sig[q]] == team[sig[x]] for q in living if q != x):
                            f *= UNANSWERED
                    for p, seen, seen_bad in res:
                        if sig[p] != seen:
                            f *= same if ev[p] == seen_bad else WRONG_SIDE
                    for p, found in thr:
                        if found != ev[p]:
                            f *= THREAT_MISS if found else WRONG_SIDE
                    held.append(True)
                else:
                    held.append(False)
                    if ev[si]:
                        f = liar
                    elif team[sig[si]] == "unaligned":
                        f = UNALIGNED_LIE
                    else:
                        f = TOWN_LIE
                w *= f
            for i in victims:
                if ev[i]:
                    w *= NIGHT_VICTIM
            for ri, told_of in reports:
                if ev[ri]:
                    w *= LIAR_RESULT ** min(len(told_of), 3)
                else:
                    for p, seen in told_of:
                        if sig[p] != seen:
                            w *= REPORT_MISS
            for a, b in votes:
                if ev[a] == ev[b]:
                    w *= PACK_VOTE if ev[a] else TOWN_MISVOTE
            for day in ballots:
                names = {t for x, t in day if ev[x]}
                if len(names) > 1:
                    w *= PACK_SPLIT ** (len(names) - 1)
            if w <= 0.0:
                continue
            total += w
            for i in range(n):
                if ev[i]:
                    evil_w[i] += w
                roles_w[i][sig[i]] = roles_w[i].get(sig[i], 0.0) + w
            for k, h in enumerate(held):
                if h:
                    holds_w[k] += w
        if total <= 0.0:
            return None
        evil = {p: evil_w[i] / total for p, i in idx.items()}
        holds = {players[c[0]]: holds_w[k] / total for k, c in enumerate(claims)}
        roles_of = {p: {r: x / total for r, x in roles_w[i].items()} for p, i in idx.items()}
        return Belief(evil, holds, roles_of)

    # ------------------------------------------------------------------ what it believes

    def _suspect(self, v: PlayerView) -> dict[str, float]:
        """RM434: the town's suspicion is the heuristic bot's (what it reads of claims, threats,
        night reports and votes) plus ``BLEND`` points times how much likelier than the average
        living player the belief holds each player an opponent."""
        b = None if self._evil_me(v) else self.belief(v)
        base = super()._suspect(v)
        if b is None:
            return base
        others = [b.evil.get(p, 0.0) for p in base]
        mean = sum(others) / max(1, len(others))
        out = {p: s + BLEND * (b.evil.get(p, 0.0) - mean) for p, s in base.items()}
        for p in out:
            if b.evil.get(p, 0.0) >= CONFIDENT:
                # the likeliest opponents by the belief, where it is sure, come first
                out[p] += SURE
        return out

    def _trusted_claims(self, v: PlayerView) -> dict[str, tuple[str, tuple[tuple[str, str], ...]]]:
        """RM434: a claimant is trusted while the belief holds it more likely than not to hold
        the role it claims (earliest claim first)."""
        b = None if self._evil_me(v) else self.belief(v)
        if b is None:
            return super()._trusted_claims(v)
        out: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {}
        for s, said in sorted(self._said_by.items(), key=lambda x: x[1].mid):
            if self._electing is not None and s not in self._electing:
                continue  # not trusted enough for an office
            if is_evil(said.role):
                continue  # RM581: a claim of a role against the town is no reason to trust
            if b.holds.get(s, 0.0) > 0.5 and s not in self.mem.liars:
                out[s] = (said.role, tuple(said.results.items()))
        return out

    def _elect_pick(self, v: PlayerView, cands: list[str], evil: bool) -> str | None:
        """The town elects a claimant it trusts (the belief holding it at least
        ``ELECT_TRUST`` likely to hold its role), else, by RM521, the first calm player in
        seat order (as the heuristic does when no board leader is calm), never the board's
        leader for leading it."""
        if not evil and ELECT_BY_SEAT:
            b = self.belief(v)
            held = b.holds if b is not None else {}
            s = self._suspicion(v)
            cands = offices_spread(v, cands, s)  # RM591: the town spreads its offices
            trusted = [
                p for p in self._trusted_claims(v) if p in cands and held.get(p, 1.0) >= ELECT_TRUST
            ]
            if trusted:
                return trusted[0]
            seat = {sv.name: sv.seat for sv in v.seats}
            calm = sorted((c for c in cands if s.get(c, 0.0) < 5), key=lambda c: seat.get(c, 0))
            return calm[0] if calm else None
        if evil or ELECT_TRUST <= 0.5:
            return super()._elect_pick(v, cands, evil)
        b = self.belief(v)
        sure = {p for p, h in (b.holds.items() if b is not None else ()) if h >= ELECT_TRUST}
        self._electing = sure
        try:
            return super()._elect_pick(v, cands, evil)
        finally:
            self._electing = None

    def _lynch_pick(
        self, v: PlayerView, la: LegalAction, ranked: list[str], evil: bool
    ) -> str | None:
        """RM520: the town's lynch vote, as the heuristic's (its suspicion, the board as the
        tie-breaker, no lynch of a cleared player), but each vote on the board weighs
        ``TRUSTED_VOTE`` points times the belief's chance that its voter is no opponent."""
        if evil or TRUSTED_VOTE <= 0.0:
            return super()._lynch_pick(v, la, ranked, evil)
        b = self.belief(v)
        cands = [c for c in la.candidates if c != v.name]
        if b is None or not cands:
            return super()._lynch_pick(v, la, ranked, evil)
        poll = "lynch 2" if la.verb == "vote2" else "lynch"
        trust: dict[str, float] = {}
        for pv in v.polls:
            if pv.name == poll:
                for voter, t in pv.votes.items():
                    if voter != v.name:
                        trust[t] = trust.get(t, 0.0) + 1.0 - b.evil.get(voter, 0.5)
        s = self._suspicion(v)
        weight = {c: s.get(c, 0.0) + TRUSTED_VOTE * trust.get(c, 0.0) for c in cands}
        best = max(cands, key=lambda c: (weight[c], c))
        if s.get(best, 0.0) < -20 and not trust.get(best):
            return None
        if la.verb == "vote2":
            first = self._moves.get((v.phase_index, "vote"))
            if first and first[0] == best and len(cands) > 1:
                rest = [c for c in cands if c != best]
                best = max(rest, key=lambda c: (weight[c], c))
        return best

    def _aimed(
        self, v: PlayerView, la: LegalAction, ranked: list[str], evil: bool
    ) -> tuple[str, ...] | None:
        """RM582: a townsperson's hand-over to allies waits for its last turn of the day unless
        a trusted claimant of an investigating role is among the candidates already."""
        if (
            la.aim is Aim.ALLIES
            and not evil
            and self._turn[1] < self.day_turns
            and not self._investigators(v, list(la.candidates))
        ):
            return None
        return super()._aimed(v, la, ranked, evil)

    def _investigators(self, v: PlayerView, cands: list[str]) -> list[str]:
        """RM582: the trusted claimants of an investigating role among ``cands``, the one the
        belief holds likeliest to hold its role first."""
        b = self.belief(v)
        held = b.holds if b is not None else {}
        seers = [
            p
            for p, (role, _r) in self._trusted_claims(v).items()
            if p in cands and p != v.name and learns(role) & CLAIMED
        ]
        return sorted(seers, key=lambda p: -held.get(p, 0.0))

    def _amulet_order(self, v: PlayerView, evil: bool, cands: list[str]) -> list[str]:
        """RM582: the town hands over to the likeliest real investigator first."""
        order = super()._amulet_order(v, evil, cands)
        if evil:
            return order
        first = self._investigators(v, cands)
        return first + [p for p in order if p not in first]

    # ------------------------------------------------------------------ claiming

    def _claim(self, v: PlayerView, evil: bool) -> str | None:
        if evil:
            return self._pack_claim(v)
        text = super()._claim(v, evil)
        if text is None and (self._rivalled(v) or (EARLY and self._has_results(v))):
            text = self._own_claim(v)
        if text is None and self._pressed(v):
            text = self._own_claim(v, everything=True)
        if text is None:
            text = self._report(v)
        return text

    def _report(self, v: PlayerView) -> str | None:
        """RM580: as a townsperson holding an office, the dealt roles I know of the dead that I
        have not reported yet, as a claim of my office naming all of them."""
        if not REPORT:
            return None
        office = self._offices(v).get(v.name)
        card = role_cards().get(office or "")
        if office is None or card is None or not card.office:
            return None
        dead = sorted((p, r) for p, r in self.mem.known.items() if p in v.dead and p != v.name)
        if not dead or all(p in self._reported for p, _r in dead):
            return None
        self._reported.update(p for p, _r in dead)
        return claim_text(office, dead)

    def _pressed(self, v: PlayerView) -> bool:
        """RM522: whether I learn what a claim tells and the lynch board leads for me, with at
        least ``PRESSED`` votes (a townsperson lynched takes what it learned to its grave)."""
        if PRESSED <= 0 or not v.card.learns() & CLAIMED:
            return False
        board = self._board(v, "lynch")
        mine = board.get(v.name, 0)
        return mine >= PRESSED and all(n <= mine for p, n in board.items() if p != v.name)

    def _has_results(self, v: PlayerView) -> bool:
        """Whether I investigate roles and have a result on a living player to claim."""
        return Learns.ROLE in v.card.learns() and any(p in v.living for p in self.mem.known)

    def _rivalled(self, v: PlayerView) -> bool:
        """Whether another player claimed my role, which teaches something I would claim (the
        real holder answers a fake at once: RM435)."""
        if not v.card.learns() & CLAIMED:
            return False
        return any(v.role in s.roles for p, s in self._said_by.items() if p != v.name)

    def _own_claim(self, v: PlayerView, everything: bool = False) -> str:
        """My role and every result I have (as the heuristic claims them), whatever they are
        (``everything``: on the dead too)."""
        m = self.mem
        seen = v.card.learns()
        if Learns.ROLE in seen:
            mine = [
                (p, r) for p, r in m.known.items() if everything or p in v.living or is_evil(r)
            ]
            return claim_text(v.role, mine)
        if seen & THREAT_KINDS:
            return claim_text(v.role, threats=[(p, lv) for p, lv in m.threats.items()])
        killers = sorted(k for k in m.killers if k in v.living)
        return claim_text(v.role, [(k, face_of("wolves")) for k in killers])

    def _pack_claim(self, v: PlayerView) -> str | None:
        """A wolf's claim (RM436): the heuristic's counter-claim when a claim accuses a
        packmate, but with results a real holder could have; else, on Day 1, one fake claim
        of the pack's."""
        text = super()._claim(v, True)
        claim = None if text is None else parse_claim(text)
        if claim is None:
            return self._fake_claim(v)
        mine = {r for a, said in self._said_by.items() if a in self.mem.allies for r in said.roles}
        if claim.role in mine:
            return None  # a packmate claims that role already: one claimant per role
        if Learns.ROLE in learns(claim.role) and claim.results:
            accuser = claim.results[0]
            return claim_text(claim.role, [accuser, *self._cover_results(v, claim.role)][:2])
        return text

    def _cover_results(self, v: PlayerView, role: str) -> list[tuple[str, str]]:
        """Results a real holder of ``role`` could have now besides the accuser's: one per
        night gone by after the first (at most one more), first the roles revealed at deaths
        (never contradicted), then living players neither allies nor claimants, seen as the
        filler role."""
        m = self.mem
        nights = max(0, min(2, v.phase_index // 2) - 1)  # the first night's is the accuser
        dead = [(p, r) for p, r in sorted(m.known.items()) if p in v.dead and p not in m.allies]
        out = [(p, r) for p, r in dead if not is_evil(r)][:nights]
        calm = sorted(
            p for p in v.living if p not in m.allies and p not in self._said_by and p != v.name
        )
        while len(out) < nights and calm:
            p = calm.pop(self.rng.randrange(len(calm)))
            out.append((p, FILLER))
        return out

    def _fake_claim(self, v: PlayerView) -> str | None:
        """On Day 1, the first living member of the pack claims the role list's investigator
        of roles (that nobody claimed yet), naming the pack's planned lynch a wolf: one result
        for the one night gone by."""
        m = self.mem
        if self._faked or v.phase_index != 2 or v.card.team != "wolves":
            return None
        living = sorted(a for a in m.allies if a in v.living)
        if not living or living[0] != v.name:
            return None
        pool = self._public or self._assumed(v)
        seers = sorted(
            r
            for r in set(pool)
            if Learns.ROLE in learns(r) and not is_evil(r) and team_of_role(r) == "town"
        )
        claimed = {r for s in self._said_by.values() for r in s.roles}
        role = next((r for r in seers if r not in claimed), None)
        target = m.plans.get((v.phase_index, "vote"))
        if role is None or target is None or target in m.allies or target not in v.living:
            return None
        self._faked = True
        return claim_text(role, [(target, face_of(v.card.team))])

    def _assumed(self, v: PlayerView) -> list[str]:
        try:
            return default_roles(len(v.seats) or len(v.living) + len(v.dead), 0)
        except RolesError:
            return []
