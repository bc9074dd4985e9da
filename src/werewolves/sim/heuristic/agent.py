"""The heuristic bot: plans its phase from what it believes (:mod:`.aims`, :mod:`.talk`) and
plays it one move at a time."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...game import Aim, Effect, Learns, Pick
from ...views import LegalAction, PlayerView
from ..agent import Act, Move, Say, is_legal
from ..book import likely_roles
from ..claims import plan_text
from .aims import Aims
from .weights import filler_of


@dataclass
class HeuristicAgent(Aims):
    """A bot that plays its team's goal with what its view tells it.

    - **Town** reads the claims in the town square (``I am the Fortune Teller. Bob appears to be
      the Wolf.``), trusts a role's claimants while no more claim it than the role list holds
      (else the earliest), and marks as a liar whoever contradicts what it knows itself. It votes
      for the most suspected player: a known or credibly accused opponent first, then those
      who voted against players shown to be town, with the day's board as the tie-breaker
      so the town agrees on one name. Every investigator (what its ability declares it learns:
      roles, threats, visits) investigates unchecked players and claims its results once it has
      found an opponent (or from Day 3 with results).
    - **Wolves** never aim an investigation or a hostile ability at an ally (a channel member,
      a teammate revealed to them): the first wolf to act proposes the night's attack and the
      day's lynch in the wolfpack channel (``Let us attack Bob.``) and the others follow. What
      a pack member found out alone (a threat level, a role, the roles in the game) it reports
      there; the plan goes first to the biggest threat the pack's investigators found, saying
      why (``Let us attack Bob: Bob shows up as a major threat.``), then to a claimed seer, an
      office holder or a claimant. When a claim accuses a packmate, one wolf counter-claims.
    - **Seed roles:** the Plague Doctor checks unchecked players each night and cures the sick
      by day; whoever holds the amulet passes it on (never shatters it); a protector (the
      Guardian, any ability declared to protect) guards a claimed Fortune Teller, else another
      claimed investigator, else the Mayor, else themselves; the Ravenkeeper places its
      ravens, then spies and suspects who acted on a player who died; the Angel targets whoever
      votes for her, else her top suspect; Horsemen doom players not yet doomed, unite and
      share their dooms in their channel, and attack once apocalyptic; Grandma steals the votes
      of her two top suspects; the Plague Bearer aims its rodents at a claimed Plague Doctor first.
    - Verbs that harm their user or team for nothing (``shatter``, ``resign``, ``eat`` …)
      are never used.
    - Options of one choice (declared ``among`` one name: a wager's answers) compete: one of
      them a phase, weighed as ruling RM500 says (``_alternatives``).
    """

    # its fields are :class:`~.memory.State`'s; each part builds on the one before it: what it
    # believes (Beliefs), reads (Reading), says (Talk), aims at (Aims), and here the phase's plan

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        if observation is not self._view:
            self._view = observation
            self._memo = {}
            self._read(observation)
            self._queue = self._plan(observation, legal_actions)
        while self._queue:
            move = self._queue.pop(0)
            if isinstance(move, Say):
                return move
            if is_legal(move.words, legal_actions):
                self._moves[(observation.phase_index, move.words[0])] = move.words[1:]
                return move
        return None

    def _plan(self, v: PlayerView, legal: Sequence[LegalAction]) -> list[Move]:
        if v.outcome is not None:
            return []
        if not v.alive:
            # what the dead may do: answer a question put to them
            return [
                Act(words)
                for la in legal
                if la.aim is Aim.ANSWER and (words := self._answer(v, la)) is not None
            ]
        evil = self._evil_me(v)
        ranked = self._rank(v, evil)
        moves: list[Move] = []
        moves.extend(self._talk(v, ranked, evil))
        # what the user's own abilities offer now besides the polls (an ability that gives the
        # user's power up is used only when nothing else is offered)
        own = [la for la in legal if la.aim not in (Aim.LYNCH, Aim.OFFICE, Aim.LAST_RESORT)]
        chosen = self._alternatives(v, legal, ranked, evil)
        for la in self._spread(legal):
            if la.aim is Aim.SKIP or (la.aim is Aim.LAST_RESORT and own):
                continue
            if la.aim is Aim.SOLUTION:
                moves.extend(Act(w) for w in self._solution_lines(v, la))
                continue
            if la.declaration.among:
                # one option of a choice (ruling RM500): only the one weighed best, if any
                alt = chosen.get(la.declaration.among)
                if alt is None or alt[0] != la.verb:
                    continue
                words = alt
            else:
                words = self._act(v, la, ranked, evil)
            # an aim at the user's own channel fellows (Aim.RIVAL) is meant for them
            if words is None or (la.aim is not Aim.RIVAL and not self._spares_allies(la, words)):
                continue
            guess = (
                la.declaration.picks is Pick.ROLE and la.declaration.learns is not Learns.NOTHING
            )
            n = la.picks
            if guess and n == la.max_targets and len(words) == 1 + 2 * n:
                # a role named to learn about each player (a guess): the likeliest one for each
                # (kept only when they all differ, as the picks must)
                named: list[str] = []
                for t in words[1 : 1 + n]:
                    # several guesses at once: with nothing better known, the roles a default
                    # mix of this size deals most are the likeliest (the role book's mix)
                    likely = likely_roles(len(v.living) + len(v.dead)) if n > 1 else ()
                    named.append(self._choice(v, la, t, avoid=frozenset(named), likely=likely))
                if len(set(named)) == n:
                    words = (*words[: 1 + n], *named)
            if self._moves.get((v.phase_index, la.verb)) == words[1:] and la.timing != "end":
                continue  # already done this phase
            if la.timing == "end" and la.chosen is not None and tuple(la.chosen) == words[1:]:
                continue
            moves.append(Act(words))
            shared = "horsemen" in {c.name for c in v.channels if c.writable}
            if la.aim is Aim.FRESH_FOE and shared:
                moves.append(Say("horsemen", plan_text("doomed", words[1])))
        return moves

    def _alternatives(
        self, v: PlayerView, legal: Sequence[LegalAction], ranked: list[str], evil: bool
    ) -> dict[str, tuple[str, ...]]:
        """Ruling RM500: the options of one choice (declared ``among`` one name) compete, so
        each phase a bot uses at most one of them (none once it used one this phase), each
        aimed as its own aim says. Of those it can aim: an option that works against its
        target (its aim is the judge of when: a townsperson's kill on near-certainty), then a
        protection of someone else worth guarding (a trusted claimant, an ally), then an
        investigation (a suspect not found out yet), last a protection of the user."""
        groups: dict[str, list[LegalAction]] = {}
        for la in legal:
            if la.declaration.among and la.aim is not Aim.SKIP:
                groups.setdefault(la.declaration.among, []).append(la)
        out: dict[str, tuple[str, ...]] = {}
        for name, options in groups.items():
            if any((v.phase_index, la.verb) in self._moves for la in options):
                continue  # this phase's choice is made
            ranked_words: list[tuple[int, tuple[str, ...]]] = []
            for la in options:
                words = self._act(v, la, ranked, evil)
                if words is None or len(words) < 1 + la.min_targets:
                    continue
                if not self._spares_allies(la, words):
                    continue
                d = la.declaration
                if d.hostile:
                    rank = 0
                elif d.effect(0) is Effect.PROTECTION:
                    rank = 1 if v.name not in words[1:] else 3
                elif d.learns is not Learns.NOTHING:
                    rank = 2
                else:
                    rank = 4
                ranked_words.append((rank, words))
            if ranked_words:
                out[name] = min(ranked_words, key=lambda rw: rw[0])[1]
        return out

    def _spread(self, legal: Sequence[LegalAction]) -> list[LegalAction]:
        """The legal actions in the order this bot tries them: the one it used least recently
        first (never used: first of all, in the order offered). Abilities that do not compete
        are all used whatever the order; of two that do (one use a day for either, a pool both
        draw on), each gets its turn instead of the first offered taking every turn."""
        last: dict[str, int] = {}
        for ph, verb in self._moves:
            last[verb] = max(ph, last.get(verb, -1))
        # an opposing team's kill goes before its guard of the same standing: a precaution is
        # worth less to it than an opponent dead (a pool both draw on is spent on the kill)
        evil = self._view is not None and self._evil_me(self._view)
        guard_last = evil and not self._lone_guard_first(legal)
        return sorted(
            legal,
            key=lambda la: (last.get(la.verb, -1), guard_last and la.aim is Aim.GUARD),
        )

    def _lone_guard_first(self, legal: Sequence[LegalAction]) -> bool:
        """Ruling RM444 (demon.3, souls.1, souls.4): a player of a team against the town with
        no living ally left, offered a guard and a kill it has never used, has nobody of its
        own to guard but itself and nothing yet to tell which use of the last of a pool is
        worth more: it settles once, at a seeded draw, which of the two it tries first."""
        v = self._view
        if v is None or self._guard_first is not None:
            return bool(self._guard_first)
        aims = {la.aim for la in legal}
        used = {verb for _ph, verb in self._moves}
        pair = [la for la in legal if la.aim in (Aim.GUARD, Aim.KILL)]
        if Aim.GUARD not in aims or Aim.KILL not in aims or any(la.verb in used for la in pair):
            return False
        if any(a in v.living and a != v.name for a in self.mem.allies):
            return False
        self._guard_first = self.rng.random() < 0.5
        return self._guard_first

    def _solution_lines(self, v: PlayerView, la: LegalAction) -> list[tuple[str, ...]]:
        """Aim.SOLUTION (ruling RM442, detective.4): a line for every player this phase, each
        naming the role I believe they were dealt; a line already written with that role is
        not written again. What my own abilities found (an autopsy's role, detective.1; a
        confirmed guess, detective.2) comes first, then my own role, a trusted claim, and
        last a role of the role list I was told not yet given to anyone (else the role filling
        a default mix), drawn once per player."""
        if la.max_targets < 1 or la.picks != 1:
            return []
        written = self._lines.setdefault(v.phase_index, {})
        guessed = self._guessed.setdefault(v.phase_index, {})
        slot = la.slots[0] if la.slots else la.candidates
        seat = {sv.name: sv.seat for sv in v.seats}
        beliefs = self._beliefs(v)
        m = self.mem
        given = [beliefs[p] for p in slot if p in beliefs]
        pool = list(m.role_list)
        for r in given:
            if r in pool:
                pool.remove(r)
        out: list[tuple[str, ...]] = []
        for p in sorted(slot, key=lambda p: (seat.get(p, 0), p)):
            role: str | None = m.known.get(p) or m.learned.get(p) or beliefs.get(p)
            if role not in la.options:
                role = self._guesses.get(p)
                if role is None or role not in la.options:
                    # a role of the list not yet given (nor ruled out for them by a count)
                    out_p = self._ruled_out.get(p, set())
                    left = sorted(r for r in pool if r in la.options and r not in out_p)
                    role = self.rng.choice(left) if left else filler_of(la.options)
                    if role is None:
                        continue
                    if role in pool:
                        pool.remove(role)
                    self._guesses[p] = role
                guessed[p] = role
            if written.get(p) == role:
                continue
            written[p] = role
            out.append((la.verb, p, role))
        return out
