"""The heuristic bot's aims: whom each of its actions names (votes, attacks, investigations,
protections, elections), as its team's goal and its beliefs say."""

from __future__ import annotations

from collections.abc import Mapping

from ...game import NOBODY_LYNCHED, TARGET_PARAM, Aim, Effect, Learns
from ...views import LegalAction, PlayerView
from ..book import does, is_evil, learns, likely_roles, phase_index, team_of_role
from ..claims import NO_THREAT, parse_question
from .talk import Talk
from .weights import investigates, one_target, protects


class Aims(Talk):
    """Whom the bot names with each action."""

    def _choice(
        self,
        v: PlayerView,
        la: LegalAction,
        target: str,
        avoid: frozenset[str] = frozenset(),
        likely: tuple[str, ...] = (),
    ) -> str:
        """The role an action that learns about a player names after them (a role guessed):
        what the target claims, else a role of the role list this bot was told of (a seeded
        draw), else one of ``likely``, else any of the options; never one of ``avoid`` (the
        action's other picks) while another is left."""
        m = self.mem
        # what my own investigations found the target to be comes before what they claim
        seen = m.known.get(target) or m.learned.get(target)
        if seen in la.options and seen not in avoid:
            return str(seen)
        claimed = m.claims.get(target, (0, "", ()))[1]
        if claimed in la.options and claimed not in avoid:
            return claimed
        listed = sorted({r for r in m.role_list if r in la.options and r not in avoid})
        if not listed:
            listed = [r for r in likely if r in la.options and r not in avoid]
        rest = [o for o in la.options if o not in avoid] if avoid else list(la.options)
        return self.rng.choice(listed or rest or list(la.options))

    def _rank(self, v: PlayerView, evil: bool) -> list[str]:
        """Living others, most wanted dead first (for my team)."""
        if evil:
            t = self._threats(v)
            return sorted(t, key=lambda p: (-t[p], p))
        s = self._suspicion(v)
        return sorted(s, key=lambda p: (-s[p], p))

    def _board(self, v: PlayerView, poll: str) -> dict[str, int]:
        for pv in v.polls:
            if pv.name == poll:
                return dict(pv.totals)
        return {}

    def _lynch_pick(
        self, v: PlayerView, la: LegalAction, ranked: list[str], evil: bool
    ) -> str | None:
        cands = [c for c in la.candidates if c != v.name]
        if not cands:
            return None
        poll = "lynch 2" if la.verb == "vote2" else "lynch"
        board = self._board(v, poll)
        m = self.mem
        if evil:
            plan = m.plans.get((v.phase_index, "vote"))
            if plan in cands and plan not in m.allies:
                return plan
            others = [c for c in cands if c not in m.allies]
            if not others:
                return None
            t = self._threats(v)
            pick = max(others, key=lambda p: (t.get(p, 0) + 3 * board.get(p, 0), p))
            return pick
        s = self._suspicion(v)
        weight = {c: s.get(c, 0.0) + 1.5 * board.get(c, 0) for c in cands}
        best = max(cands, key=lambda c: (weight[c], c))
        if s.get(best, 0.0) < -20 and board.get(best, 0) == 0:
            return None  # everyone left is cleared: better no lynch than a known townsperson
        if la.verb == "vote2":
            first = self._moves.get((v.phase_index, "vote"))
            if first and first[0] == best and len(cands) > 1:
                rest = [c for c in cands if c != best]
                best = max(rest, key=lambda c: (weight[c], c))
        return best

    def _act(
        self, v: PlayerView, la: LegalAction, ranked: list[str], evil: bool
    ) -> tuple[str, ...] | None:
        """The words of one use of ``la``, aimed as its declaration says a bot should weigh it
        (``la.aim``), then its picks (a role, a category: seeded-random options), or None to
        leave it unused."""
        if not la.picks:
            return self._aimed(v, la, ranked, evil)
        if len(la.options) < la.picks:
            return None
        if la.max_targets == 0 and la.aim is Aim.ALLIES and la.picks == 1:
            # a role named for the user's side alone (an heir's): settled once, then kept
            return self._allied_role(v, la, ranked)
        if la.aim is Aim.STANDING:
            return self._standing(v, la)
        if la.aim is Aim.SPARE_LEADER:
            return self._spare(v, la, evil)
        picks = tuple(self.rng.sample(list(la.options), la.picks))
        if la.max_targets == 0:
            return (la.verb, *picks)
        words = self._aimed(v, la, ranked, evil)
        return None if words is None else (*words, *picks)

    def _allied_role(
        self, v: PlayerView, la: LegalAction, ranked: list[str]
    ) -> tuple[str, ...] | None:
        """Aim.ALLIES for an action that names one role and no player: once a game, the role a
        known ally or the least suspected claimant holds or claims, else a role of my side from
        the role list I was told, else one a default mix of this size deals, else any of my
        side's roles, at random; never my own role."""
        if any(verb == la.verb for _, verb in self._moves):
            return None
        m = self.mem
        mine = team_of_role(v.role) or v.card.team
        trusted = sorted(a for a in m.allies if a in v.living) + list(reversed(ranked))
        for p in trusted:
            role = m.known.get(p) or m.learned.get(p) or m.claims.get(p, (0, "", ()))[1]
            if role in la.options and role != v.role and team_of_role(role) == mine:
                return (la.verb, role)
        listed = sorted(
            {r for r in m.role_list if r in la.options and r != v.role and team_of_role(r) == mine}
        )
        ours = [r for r in la.options if r != v.role and team_of_role(r) == mine]
        likely = likely_roles(len(v.living) + len(v.dead))
        pool = listed or [r for r in likely if r in ours] or ours
        return (la.verb, self.rng.choice(pool)) if pool else None

    def _standing(self, v: PlayerView, la: LegalAction) -> tuple[str, ...] | None:
        """Aim.STANDING: a role named once and kept until a message says it was spent (then
        another): one the role list holds, else one a default mix of this size deals."""
        if la.verb in self.mem.standing or la.max_targets:
            return None
        self.mem.standing.add(la.verb)
        likely = likely_roles(len(v.living) + len(v.dead))
        return (la.verb, self._choice(v, la, "", likely=likely))

    def _spare(self, v: PlayerView, la: LegalAction, evil: bool) -> tuple[str, ...] | None:
        """Aim.SPARE_LEADER: a poll (the first of its options, which name the poll first) whose
        clear leader I want alive: myself, an ally, or (for the town) a cleared player."""
        s = None if evil else self._suspicion(v)
        for pv in v.polls:
            totals = dict(pv.totals)
            if not totals:
                continue
            top = max(totals.values())
            leaders = [c for c, n in totals.items() if n == top]
            if len(leaders) != 1:
                continue
            leader = leaders[0]
            trusted = leader == v.name or leader in self.mem.allies
            if s is not None and s.get(leader, 0.0) < -20:
                trusted = True
            if not trusted:
                continue
            mine = [o for o in la.options if o.startswith(f"{pv.name} ")]
            # the poll's own options only (``lynch 2 …`` is not one of ``lynch``'s)
            mine = [o for o in mine if len(o.split()) == len(pv.name.split()) + 1]
            if mine:
                return (la.verb, mine[0])
        return None

    def _answer(self, v: PlayerView, la: LegalAction) -> tuple[str, ...] | None:
        """Aim.ANSWER: a question put to me (whether a player is an opponent of the town),
        answered as I believe, or against it when the town is not my side: the option ending
        with the answer (after the poll's name, when the options name several)."""
        m = self.mem
        for poll, question in m.questions:
            about = parse_question(question)
            if about is None:
                continue
            if v.card.team != "town":
                answer = "no" if about in m.allies else "yes"  # never give an ally away
            elif about in m.known:
                answer = "yes" if is_evil(m.known[about]) else "no"
            elif about in m.threats:
                answer = "no" if m.threats[about] == NO_THREAT else "yes"
            else:
                s = self._suspicion(v).get(about, 0.0)
                if -20 <= s <= 20:
                    continue  # nothing I know: silence tells nothing (medium.5)
                answer = "yes" if s > 20 else "no"
            for option in la.options:
                words = option.split()
                if words[-1] == answer and (len(words) == 1 or " ".join(words[:-1]) == poll):
                    if self._moves.get((v.phase_index, la.verb)) == (option,):
                        return None
                    return (la.verb, option)
        return None

    def _aimed(
        self, v: PlayerView, la: LegalAction, ranked: list[str], evil: bool
    ) -> tuple[str, ...] | None:
        """The verb and targets of one use of ``la``, aimed as ``la.aim`` says, or None."""
        m = self.mem
        verb, aim = la.verb, la.aim
        cands = [c for c in la.candidates]
        foes = [p for p in ranked if p in cands and p not in m.allies]
        if aim is Aim.LYNCH:
            pick = _break_repeated_tie(self, v, la, self._lynch_pick(v, la, ranked, evil), evil)
            return None if pick is None else (verb, pick)
        if aim is Aim.OFFICE:
            return one_target(verb, self._elect_pick(v, cands, evil))
        if aim is Aim.KILL:
            plan = m.plans.get((v.phase_index, verb))
            if v.card.team == "town":  # a town killer: only on evidence
                s = self._suspicion(v)
                sure = [p for p in foes if s.get(p, 0) >= 50]
                return one_target(verb, sure[0] if sure else None)
            if plan in cands and plan not in m.allies:
                return (verb, plan)
            if foes:
                m.plans[(v.phase_index, verb)] = foes[0]
                return (verb, foes[0])
            return None
        if aim is Aim.GROUP_SUSPECT:
            # a group's poll on the player it suspects most: the choice a fellow member made
            # first this phase (told to the group), else my own top suspect, never an ally (a
            # fellow member told to trust me) nor, for the town, a player shown to be town
            plan = m.plans.get((v.phase_index, verb))
            if plan in cands and plan not in m.allies:
                return (verb, plan)
            if not foes or (not evil and self._suspicion(v).get(foes[0], 0.0) < -20):
                return None
            m.plans[(v.phase_index, verb)] = foes[0]
            return (verb, foes[0])
        if aim is Aim.ALLIES:  # up to as many candidates as allowed, who will use it well
            if self._moves.get((v.phase_index, verb)):
                return None
            slots = la.slots or (tuple(cands),)
            pref = self._amulet_order(v, evil, list(slots[0]))
            picks: list[str] = []
            for slot in slots:
                nxt = next((p for p in pref if p in slot and p not in picks), None)
                if nxt is None:
                    break
                picks.append(nxt)
            return (verb, *picks) if len(picks) >= max(1, la.min_targets) else None
        if aim is Aim.GUARD or protects(la):
            order = self._protect_order(v)
            picks = [p for p in order if p in cands][: max(1, la.max_targets)]
            picks = picks[: la.max_targets]
            return (verb, *picks) if picks else None
        if aim is Aim.UNKNOWN:
            return one_target(verb, self._unknown_pick(v, cands, evil))
        if aim is Aim.UNTESTED:
            if la.min_targets > 1:  # several at once: that many, each from its own position
                return self._untested_picks(v, la)
            unchecked = [p for p in cands if p not in m.checked and p not in m.allies]
            return one_target(verb, self.rng.choice(unchecked) if unchecked else None)
        if aim is Aim.AFFLICTED:
            sick = sorted(p for p in m.sick if p in cands and p not in m.cured)
            return one_target(verb, sick[0] if sick else None)
        if aim is Aim.FOES:  # as many of the top suspects as allowed
            picks = [p for p in ranked if p in cands][: la.max_targets]
            return (verb, *picks) if picks else None
        if aim is Aim.WATCH:
            if v.counters.get("ravens", 0) <= 0:
                return None
            order = self._protect_order(v) + [p for p in ranked]
            pick = next((p for p in order if p in cands and p != v.name), None)
            return one_target(verb, pick)
        if aim is Aim.SKIP:
            return None
        if aim is Aim.LAST_RESORT:  # ``_plan`` offers it only when nothing else is
            return (verb,) if la.max_targets == 0 else one_target(verb, foes[0] if foes else None)
        if aim is Aim.SPENT:
            return (verb,) if v.counters.get("ravens", 0) <= 0 else None
        if aim is Aim.PAYOFF:
            # reaps the marks this bot laid (Aim.FRESH_FOE): once two of them live (one, in a
            # small game)
            laid = [p for p in m.doomed if p in v.living and p != v.name]
            enough = 1 if len(v.living) <= 4 else 2
            return (verb,) if la.max_targets == 0 and len(laid) >= enough else None
        if aim is Aim.RIVAL:
            # the legal targets are the user's channel fellows whom it must outlive: the one
            # ranked first (they are allies of the channel, not of the user's side)
            rivals = [p for p in ranked if p in cands and p != v.name]
            rivals = rivals or [c for c in cands if c != v.name]
            return one_target(verb, rivals[0] if rivals else None)
        if aim is Aim.FRESH_FOE:
            taken = m.doomed | set(self._moves_targets(verb))
            fresh = [p for p in cands if p not in taken and p not in m.allies and p != v.name]
            if not fresh:
                return None
            pick = self.rng.choice(fresh)
            m.doomed.add(pick)
            return (verb, pick)
        if aim in (Aim.MY_VOTERS, Aim.SETTLED_FOE):
            if aim is Aim.MY_VOTERS:
                voters = [
                    voter
                    for pv in v.polls
                    if pv.kind == "lynch"
                    for voter, t in pv.votes.items()
                    if t == v.name and voter in cands
                ]
                pick = voters[0] if voters else next((p for p in ranked if p in cands), None)
            else:  # the top opponent
                pick = next((p for p in foes), None)
            if pick is None or la.chosen == (pick,) or self._moves.get((v.phase_index, verb)):
                return None
            return (verb, pick)
        if aim is Aim.HEALER_FIRST:
            # whoever claims a role that cures is the first to aim at
            healers = [p for p in cands if does(m.claims.get(p, (0, ""))[1], Effect.CURE)]
            if healers:
                return (verb, healers[0])
        if aim is Aim.FOE_IF_SUSPECTED and not evil:
            s = self._suspicion(v)
            return one_target(verb, foes[0] if foes and s.get(foes[0], 0) > 5 else None)
        if aim is Aim.FRIEND:
            friends = [p for p in reversed(ranked) if p in cands]
            return one_target(verb, friends[0] if friends else None)
        # the most wanted opponent (Aim.FOE, and what the aims above leave), or nothing; an
        # investigation goes to the most wanted one my team knows nothing of yet
        if la.max_targets == 0:
            return None
        if investigates(la):
            foes = self._worth_investigating(v, foes) or foes
        return (verb, foes[0]) if foes and la.min_targets <= 1 else None

    def _worth_investigating(self, v: PlayerView, players: list[str]) -> list[str]:
        """Those of ``players`` my team knows nothing of yet and does not plan to kill in this
        phase (an investigation of tonight's victim is wasted)."""
        m = self.mem
        doomed = {t for (ph, _verb), t in m.plans.items() if ph == v.phase_index}
        return [p for p in players if not self._found_out(p) and p not in doomed]

    def _found_out(self, player: str) -> bool:
        """Whether my team already learned ``player``'s role or threat."""
        m = self.mem
        return player in m.known or player in m.threats or player in m.learned

    def _unknown_pick(self, v: PlayerView, cands: list[str], evil: bool) -> str | None:
        """The most wanted (for my team) of the candidates whose role or threat I do not know
        yet: the most suspected for the town, the most dangerous for an evil team; never me or
        an ally."""
        m = self.mem
        unchecked = [p for p in cands if not self._found_out(p) and p not in m.allies]
        if evil:
            t = self._threats(v)
            unchecked = self._worth_investigating(v, unchecked) or unchecked
            unchecked.sort(key=lambda p: (-t.get(p, 0), p))
        else:
            s = self._suspicion(v)
            unchecked.sort(key=lambda p: (-s.get(p, 0), p))
        return unchecked[0] if unchecked else None

    def _spares_allies(self, la: LegalAction, words: tuple[str, ...]) -> bool:
        """Whether ``words`` leave my allies alone: no ally (nor I) at a target position that
        investigates them or works against them (an attack, a block, a recruitment …)."""
        allies = self.mem.allies
        # a comparison of sides may name me: it tells of the other player, never of me
        me = self.name if la.declaration.learns is Learns.ALIGNMENT else None
        for i, target in enumerate(words[1:]):
            effect = la.declaration.effect(i)
            if target == me:
                continue
            if target in allies and (effect.hostile or effect is Effect.INVESTIGATION):
                return False
        return True

    def _untested_picks(self, v: PlayerView, la: LegalAction) -> tuple[str, ...] | None:
        """Aim.UNTESTED for an ability naming several players at once: a random untested
        player for each position in turn (none named twice), or None when a position it must
        fill has nobody left."""
        slots = la.slots or (tuple(la.candidates),) * la.max_targets
        picks: list[str] = []
        if la.declaration.learns is Learns.ALIGNMENT and slots:
            # a comparison of sides: one position on a player whose side I know (myself, an
            # ally, a role found), not yet named by it, so that the other's side is learned
            done = set(self._moves_targets(la.verb))
            anchor = next(
                (
                    p
                    for p in slots[0]
                    if p not in done
                    and (p == v.name or p not in self.mem.allies)
                    and self._side(v, p) is not None
                ),
                None,
            )
            if anchor is not None:
                picks.append(anchor)
                slots = slots[1:]
        for slot in slots[: la.max_targets - len(picks)]:
            fresh = [p for p in slot if p not in picks and p not in self.mem.checked]
            if not fresh:
                break
            picks.append(self.rng.choice(sorted(fresh)))
        if len(picks) < la.min_targets:
            return None
        self.mem.checked.update(picks)
        return (la.verb, *picks)

    def _moves_targets(self, verb: str) -> list[str]:
        return [t for (ph, vb), ts in self._moves.items() if vb == verb for t in ts]

    def _elect_pick(self, v: PlayerView, cands: list[str], evil: bool) -> str | None:
        m = self.mem
        if evil:
            allies = sorted(a for a in m.allies if a in cands)
            return allies[0] if allies else None
        s = self._suspicion(v)
        cands = offices_spread(v, cands, s)
        trusted = [p for p in self._trusted_claims(v) if p in cands]
        if trusted:
            return trusted[0]
        board: dict[str, int] = {}
        for pv in v.polls:
            if pv.kind == "election":
                board = dict(pv.totals)
        leader = max(cands, key=lambda c: (board.get(c, 0), -s.get(c, 0), c))
        if board.get(leader, 0) > 0 and s.get(leader, 0) < 10:
            return leader
        # no leader yet: the first calm player in seat order, so the town agrees on one name
        seat = {sv.name: sv.seat for sv in v.seats}
        calm = [c for c in cands if s.get(c, 0.0) < 5]
        calm.sort(key=lambda c: seat.get(c, 0))
        return calm[0] if calm else None

    def _amulet_order(self, v: PlayerView, evil: bool, cands: list[str]) -> list[str]:
        m = self.mem
        if evil:
            allies = sorted(a for a in m.allies if a in cands and a != v.name)
            rest = sorted(c for c in cands if c not in allies)
            return allies + rest
        trusted = [p for p in self._trusted_claims(v) if p in cands]
        s = self._suspicion(v)
        rest = sorted((c for c in cands if c not in trusted), key=lambda c: (s.get(c, 0), c))
        return trusted + rest

    def _protect_order(self, v: PlayerView) -> list[str]:
        m = self.mem
        mates: list[str] = []
        if self._evil_me(v):
            # a team against the town guards its own first: my living allies, then myself;
            # only then (a guard that cannot reach its own) those the others will attack
            mates = [*sorted(a for a in m.allies if a in v.living and a != v.name), v.name]
        trusted = self._trusted_claims(v)
        # claimed seers of roles first, then every other claimed investigator (of threats,
        # of visits …), then holders of an office that changes votes
        seers = [p for p, (role, _r) in trusted.items() if Learns.ROLE in learns(role)]
        seers += [p for p, (role, _r) in trusted.items() if p not in seers and learns(role)]
        if v.card.learns() and self.name in m.claims:
            seers.insert(0, v.name)
        mayors = [p for p, o in self._offices(v).items() if does(o, Effect.VOTES)]
        return [*mates, *seers, *mayors, v.name, *sorted(p for p in trusted if p not in seers)]


def offices_spread(v: PlayerView, cands: list[str], suspicion: Mapping[str, float]) -> list[str]:
    """Ruling RM591: the town spreads its offices. Of the election's candidates, those who
    hold no office yet (the seats' public offices, R12) are the ones a town bot weighs, while
    one of them is calm (suspected below 5, as the bots' seat-order rule reads calm); a player
    who holds an office is elected to another only when no calm candidate holds none. Every
    office on one player made one wrong choice decisive (the town elected the
    same player Mayor, Reporter and Guardian by a landslide)."""
    holders = {sv.name for sv in v.seats if sv.offices}
    free = [c for c in cands if c not in holders]
    if len(free) < len(cands) and any(suspicion.get(c, 0.0) < 5 for c in free):
        return free
    return cands


def _break_repeated_tie(
    agent: Aims, v: PlayerView, la: LegalAction, pick: str | None, evil: bool
) -> str | None:
    """Ruling RM563 (R11: a tied lynch poll lynches nobody): a bot whose vote in the last
    day's lynch poll went to one of the players it tied on, and who would cast the same vote
    again, votes for someone outside that tie instead, so that two bots voting for each other
    do not tie day after day until the game is drawn. Of the candidates outside the tie (never
    itself, never an ally of an evil bot) it takes its most suspected (the town) or its
    biggest threat (a team against the town), its seeded generator breaking equal scores.
    With nobody outside the tie to vote for, it keeps its vote (breaking the tie would mean
    voting for itself)."""
    if pick is None or la.verb != "vote" or v.phase_index < 2:
        return pick
    last = v.phase_index - 2
    final: dict[str, str] = {}
    nobody = False
    for msg in v.messages:
        if phase_index(msg.phase) != last:
            continue
        if msg.key == "vote.cast":
            final[str(msg.params.get("voter"))] = str(msg.params.get(TARGET_PARAM))
        elif msg.key == "vote.withdrawn":
            final.pop(str(msg.params.get("voter")), None)
        elif msg.key in NOBODY_LYNCHED:
            nobody = True
    if not nobody or final.get(v.name) != pick:
        return pick
    totals: dict[str, int] = {}
    for target in final.values():
        totals[target] = totals.get(target, 0) + 1
    top = max(totals.values())
    tied = {t for t, n in totals.items() if n == top}
    if len(tied) < 2 or pick not in tied:
        return pick
    outside = [
        c
        for c in la.candidates
        if c not in tied and c != v.name and not (evil and c in agent.mem.allies)
    ]
    if not outside:
        return pick
    score = agent._threats(v) if evil else agent._suspicion(v)
    ties = {c: agent.rng.random() for c in sorted(outside)}
    return max(outside, key=lambda c: (score.get(c, 0.0), ties[c]))
