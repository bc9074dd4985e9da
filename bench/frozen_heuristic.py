"""A frozen copy of the heuristic bot as it was on main on 2026-12-02 (commit 2856b07), kept
for issue 24's tournament only: the reasoning bot must rate above that bot as well as above the
heuristic bot of whatever revision runs, which others keep improving.

It is no bot kind of the product: ``bench/tournament_frozen.py`` registers it as ``frozen`` in
its own process (and in the worker processes it forks) and then runs ``werewolves tournament``.
Below is that commit's ``src/werewolves/sim/agents.py`` after its docstring, with its relative
imports made absolute and its move types (``Act``, ``Say``) the referee's own. Do not edit it; its kind is renamed ``frozen`` in ``make_agent`` only.
"""
# ruff: noqa


from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Protocol

from werewolves.game import (
    TARGET_PARAM,
    Aim,
    Effect,
    Learns,
    Meaning,
    Pick,
    RoleCard,
    role_book,
    threat_rank,
)
from werewolves.views import LegalAction, Message, PlayerView
from werewolves.sim.claims import (
    NO_THREAT,
    claim_text,
    parse_claim,
    parse_plan,
    parse_question,
    parse_report,
    plan_text,
    question_text,
    report_text,
)

__all__ = [
    "BOT_KINDS",
    "Act",
    "Agent",
    "HeuristicAgent",
    "Move",
    "RandomAgent",
    "Say",
    "is_legal",
    "make_agent",
    "random_move",
]

TOWN_SQUARE = "town square"
# the sides that are no team against the town: the town's own and the unaligned (every other
# team of the role book is the town's enemy, derived in ``evil_teams``, never listed)
NOT_EVIL = frozenset({"town", "unaligned"})
# the one team channel not named after its team (the pack's); every evil team's channel named
# after the team (hell's, the horsemen's, the underworld's …) is one too (``team_channels``)
PACK_CHANNEL = {"wolfpack": "wolves"}
# what a role can learn that a bot holding it claims in public (what it saw, whom it caught)
CLAIMED = frozenset(
    {Learns.ROLE, Learns.VISITS, Learns.AURA, Learns.THREAT, Learns.ALIGNMENT}
)
# what an investigation learns that tells of a threat (claimed as "P shows up as a threat"): a
# comparison of sides tells one when the other player's side is known
THREAT_KINDS = frozenset({Learns.AURA, Learns.THREAT, Learns.ALIGNMENT})
# the investigations whose claimants the opponents fear most (and counter-claim against)
SEER_KINDS = frozenset({Learns.ROLE}) | THREAT_KINDS
# how much an evil team wants a player dead for a threat its own investigators found, by the
# threat's place on the scale (none, slight, significant, major): a player found to be little
# threat is worth less than one nobody has looked at yet
THREAT_WEIGHT = (-20.0, -10.0, 45.0, 120.0)
# … and for a role its own investigators saw: one that investigates, one that protects or kills,
# one with no ability at all (a plain townsperson is not worth the night)
SEER_WEIGHT, GUARD_OR_KILLER_WEIGHT, PLAIN_WEIGHT = 100.0, 60.0, -20.0
# … and for a claimed investigator whose role it knows is in the game (the claim is likely true)
PRESENT_WEIGHT = 25.0


# the referee's own move types (it tells an action from talk by them)
from werewolves.sim.agent import Act, Say  # noqa: E402

Move = Act | Say


class Agent(Protocol):
    name: str
    blind: bool  # True: reads only its legal actions, so the referee may hand it a part-view

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        """The next move this bot makes now, or None when it is done for now."""
        ...


def is_legal(words: Sequence[str], legal_actions: Sequence[LegalAction]) -> bool:
    """Whether ``words`` is an action ``legal_actions`` allows: a listed verb, a number of
    targets within its limits (or ``nobody`` where withdrawing is allowed), each target one
    its position may name, no target twice."""
    if not words:
        return False
    for la in legal_actions:
        if la.verb != words[0]:
            continue
        targets = list(words[1:])
        if la.picks:
            # the last words are the picks: each one of the options, all different
            cut = len(targets) - la.picks
            picks, targets = targets[cut:], targets[: max(cut, 0)]
            if cut < 0 or len(set(picks)) != len(picks) or any(p not in la.options for p in picks):
                return False
        if targets == ["nobody"]:
            return la.withdraw
        if not la.min_targets <= len(targets) <= la.max_targets:
            return False
        if len(set(targets)) != len(targets):
            return False
        slots = la.slots or tuple(la.candidates for _ in range(la.max_targets))
        return all(t in slots[i] for i, t in enumerate(targets))
    return False


@cache
def role_cards() -> dict[str, RoleCard]:
    """The public role book (the facade's): each role's card, by name."""
    return {card.name: card for card in role_book()}


@cache
def likely_roles(n: int) -> tuple[str, ...]:
    """The roles a default mix of ``n`` players deals, likeliest first (the role book's
    ``Mix``): the one dealt most often, then the one filling the other seats, then the rest by
    how many copies they get."""
    counted = sorted(
        ((c.mix.count(n), c.name) for c in role_book() if c.mix is not None and not c.mix.filler),
        key=lambda x: -x[0],
    )
    dealt = [name for k, name in counted if k > 0]
    filler = [c.name for c in role_book() if c.mix is not None and c.mix.filler]
    return tuple(dealt[:1] + filler + dealt[1:])


@cache
def role_teams() -> dict[str, str]:
    """The public role book: each role's team (``town``, ``wolves``, ``unaligned`` …)."""
    return {name: card.team for name, card in role_cards().items()}


def team_of_role(role: str) -> str:
    return role_teams().get(role, "")


@cache
def evil_teams() -> frozenset[str]:
    """The teams against the town, from the role book: every team a role (not an office) plays
    for but the town's and the unaligned, so a new solo team (the pyros, hell, the White
    Wolves, the coven, the flock …) is one with no list to update."""
    return frozenset(c.team for c in role_book() if not c.office) - NOT_EVIL


@cache
def team_channels() -> dict[str, str]:
    """The team channels a bot coordinates in (their members are its allies), by channel: the
    pack's, and each evil team's channel that bears the team's name."""
    return {**PACK_CHANNEL, **{t: t for t in sorted(evil_teams())}}


def learns(role: str) -> frozenset[Learns]:
    """What a role's abilities can teach its holder (nothing for a role the book lacks)."""
    card = role_cards().get(role)
    return frozenset() if card is None else card.learns()


def does(role: str, effect: Effect) -> bool:
    """Whether one of a role's (or an office's) abilities has ``effect``."""
    card = role_cards().get(role)
    return card is not None and card.does(effect)


@cache
def kill_word() -> str:
    """The verb of the book's first killing ability (a team's plan names its kill with it)."""
    kills = (a for c in role_cards().values() for a in c.abilities if a.declaration.aim is Aim.KILL)
    return next((a.verb for a in kills), "")


@cache
def face_of(team: str) -> str:
    """The role a player accused of being on ``team`` is said to appear as: the team's first
    dealable role in the book (the plain werewolf for the wolves)."""
    return next((c.name for c in role_cards().values() if c.team == team and not c.office), "")


# ------------------------------------------------------------------------------------ random


@dataclass
class RandomAgent:
    """The one random bot (issue 24 item 1): each phase, one decision per action it has, drawn
    by :func:`random_move`. ``simulate``, ``play --watch``, the service's seat bots and the
    benchmarks all play this policy (``sim.bots.RandomBot``, since retired, was the same policy
    driving a :class:`Game` directly)."""

    name: str
    rng: random.Random
    blind: bool = True
    _phase: int = -1
    _considered: set[str] = field(default_factory=set)

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        if observation.phase_index != self._phase:
            self._phase = observation.phase_index
            self._considered = set()
        for la in legal_actions:
            if la.verb in self._considered:
                continue
            self._considered.add(la.verb)
            words = random_move(la, self.rng)
            if words is not None:
                return Act(tuple(words))
        return None


def random_move(la: LegalAction, rng: random.Random) -> list[str] | None:
    """The random bot's one decision about one action, uniform over its choices: leaving it
    unused, or each player its first position may name (each option of its picks, when it
    names no player; using it, when it names nothing), the rest of its words then drawn at
    random. A withdrawal is never a choice: it only takes back a choice already made, and a
    bot withdrawing at random kept few of its votes (issue 24)."""
    if la.declaration.withdraws:
        return None
    if la.slots:
        ways = len(la.slots[0])
    elif la.picks and la.options:
        ways = len(la.options)
    else:
        ways = 1
    if rng.randrange(ways + 1) == 0:
        return None  # left unused this phase
    return _random_words(la, rng)


def _random_words(la: LegalAction, rng: random.Random) -> list[str]:
    # the picks after the players (a role, a category): random options, all different
    picks = rng.sample(list(la.options), la.picks) if 0 < la.picks <= len(la.options) else []
    if la.max_targets == 0:
        return [la.verb, *picks]
    slots = la.slots or tuple(la.candidates for _ in range(la.max_targets))
    k = rng.randint(max(1, la.min_targets), la.max_targets)
    out: list[str] = []
    for slot in slots[:k]:
        left = [c for c in slot if c not in out]
        if not left:
            break
        out.append(rng.choice(left))
    for slot in slots[len(out) : la.min_targets]:
        # fewer players than it must name: the action names a player at several positions
        # (picks paired with the players), as the legal action offers it
        out.append(rng.choice(slot))
    return [la.verb, *out, *picks]


# --------------------------------------------------------------------------------- heuristic


@dataclass
class _Memory:
    """What a heuristic bot has read so far (from messages with ids up to ``seen``)."""

    seen: int = -1
    allies: set[str] = field(default_factory=set)  # known members of my team
    known: dict[str, str] = field(default_factory=dict)  # player → role I learned myself
    # player → role my team's investigators found (mine, told to my team, or reported in our
    # channel), and player → threat level (a word of the scale, "" for a threat of no degree)
    learned: dict[str, str] = field(default_factory=dict)
    found: list[tuple[str, str, str]] = field(default_factory=list)  # (player, role, level) I
    # learned alone, in order, and which of them I told my team
    shared: set[tuple[str, str, str]] = field(default_factory=set)
    present: set[str] = field(default_factory=set)  # roles I was told are in the game
    claimed_threats: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    claims: dict[str, tuple[int, str, tuple[tuple[str, str], ...]]] = field(default_factory=dict)
    votes: list[tuple[int, str, str]] = field(default_factory=list)  # (phase index, voter, target)
    plans: dict[tuple[int, str], str] = field(default_factory=dict)  # (phase, verb) → target
    doomed: set[str] = field(default_factory=set)  # dooms my Horsemen (or I) placed
    sick: set[str] = field(default_factory=set)
    cured: set[str] = field(default_factory=set)
    checked: set[str] = field(default_factory=set)
    threats: dict[str, str] = field(default_factory=dict)  # player → threat level found
    role_list: list[str] = field(default_factory=list)
    watched: dict[str, int] = field(default_factory=dict)  # raven reports: actor → count
    killers: set[str] = field(default_factory=set)  # seen acting on someone who then died
    night_reports: list[tuple[int, str, str]] = field(default_factory=list)
    liars: set[str] = field(default_factory=set)
    # comparisons of two players' sides not yet read into a side: (first, second, same)
    pairs: list[tuple[str, str, bool]] = field(default_factory=list)
    standing: set[str] = field(default_factory=set)  # verbs of my standing choices not spent
    ask: tuple[int, str] | None = None  # (phase, channel) where I may write a question
    questions: list[tuple[str, str]] = field(default_factory=list)  # (poll, question) put to me


def _phase_index(phase: str) -> int:
    """'Day 0' → 0, 'Night 1' → 1, 'Day 1' → 2 … (the engine's numbering)."""
    kind, _, num = phase.partition(" ")
    n = int(num) if num.isdigit() else 0
    return 2 * n if kind == "Day" else 2 * n - 1


@dataclass
class HeuristicAgent:
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
    """

    name: str
    rng: random.Random
    blind: bool = False
    mem: _Memory = field(default_factory=_Memory)
    _view: PlayerView | None = None
    _queue: list[Move] = field(default_factory=list)
    _moves: dict[tuple[int, str], tuple[str, ...]] = field(default_factory=dict)
    _said: set[tuple[int, str]] = field(default_factory=set)
    _noise: dict[str, float] = field(default_factory=dict)
    _memo: dict[str, dict[str, float]] = field(default_factory=dict)  # per view

    # ------------------------------------------------------------------ the protocol

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

    # ------------------------------------------------------------------ reading the view

    def _read(self, v: PlayerView) -> None:
        m = self.mem
        m.allies.add(v.name)
        for msg in v.messages:
            if msg.id <= m.seen:
                continue
            self._read_one(v, msg)
        m.seen = max(m.seen, v.cursor)

    def _read_one(self, v: PlayerView, msg: Message) -> None:
        m = self.mem
        key, p = msg.key, msg.params
        phase = _phase_index(msg.phase)
        if key == "group.members" and str(p.get("group")) in team_channels():
            m.allies.update(str(x) for x in p.get("members", ()))
        elif msg.means(Meaning.ALLY):
            m.allies.add(str(p.get("player")))
        elif msg.means(Meaning.ALLIES):
            m.allies.update(str(x) for x in p.get("members", ()))
        elif key == "rolelist.full":
            m.role_list = [str(r) for r in p.get("roles", ())]
        elif msg.means(Meaning.ROLE_LEARNED):
            self._read_role_learned(msg)
        elif msg.means(Meaning.ROLE_SHOWN) or key == "death.ascend":
            m.known[str(p.get("player"))] = str(p.get("role"))
        elif msg.means(Meaning.THREAT_FOUND) or msg.means(Meaning.NO_THREAT):
            # an investigation that tells whether (and how much) a player is a threat, not
            # their role
            level = str(p.get("level") or "") if msg.means(Meaning.THREAT_FOUND) else NO_THREAT
            self._learn(msg, str(p.get(TARGET_PARAM)), "", level)
        elif msg.means(Meaning.ROLES_PRESENT):
            for role in p.get("roles", ()):
                self._learn_present(msg, str(role))
        elif msg.means(Meaning.SAME_SIDE) or msg.means(Meaning.OTHER_SIDE):
            same = msg.means(Meaning.SAME_SIDE)
            m.pairs.append((str(p.get("first")), str(p.get("second")), same))
            self._read_pairs(v, msg)
        elif msg.means(Meaning.CHOICE_SPENT):
            m.standing.clear()
        elif msg.means(Meaning.QUESTION_CHANNEL):
            m.ask = (phase, str(p.get("channel")))
        elif msg.means(Meaning.QUESTION_ASKED):
            m.questions.append((str(p.get("poll")), str(p.get("question"))))
        elif msg.means(Meaning.QUESTION_ANSWERED):
            about = parse_question(str(p.get("question")))
            answer = str(p.get("answer"))
            if about is not None and answer in ("yes", "no") and about not in m.allies:
                # the dead said whether the player is an opponent (perhaps lying)
                self._learn(msg, about, "", "" if answer == "yes" else NO_THREAT)
        elif msg.means(Meaning.AFFLICTED):
            m.sick.add(str(p.get("player")))
            m.checked.add(str(p.get("player")))
        elif msg.means(Meaning.UNAFFLICTED):
            m.sick.discard(str(p.get("player")))
            m.checked.add(str(p.get("player")))
        elif msg.means(Meaning.RELIEVED):
            m.cured.add(str(p.get("player")))
            m.sick.discard(str(p.get("player")))
        elif key in ("vote.cast", "vote.cast2"):
            m.votes.append((phase, str(p.get("voter")), str(p.get(TARGET_PARAM))))
        elif key == "action.chosen":
            actor = str(p.get("actor"))
            targets = p.get("targets") or []
            if actor != v.name and actor in m.allies and targets:
                m.plans.setdefault((phase, str(p.get("verb"))), str(targets[0]))
        elif msg.means(Meaning.VISIT_SEEN):
            actor, target = str(p.get("actor")), str(p.get(TARGET_PARAM))
            m.watched[actor] = m.watched.get(actor, 0) + 1
            m.night_reports.append((phase, actor, target))
        elif key in ("death.died",) and m.night_reports:
            dead = str(p.get("player"))
            for ph, actor, target in m.night_reports:
                if target == dead and ph in (phase, phase - 1) and actor != v.name:
                    m.killers.add(actor)
        elif key == "chat.line":
            self._read_chat(v, msg, phase)

    def _side(self, v: PlayerView, player: str) -> bool | None:
        """Whether ``player`` plays on my side, as far as I know it (None: unknown)."""
        m = self.mem
        if player == v.name or player in m.allies:
            return True
        if player in m.known:
            return team_of_role(m.known[player]) == v.card.team
        if player in m.threats:
            return m.threats[player] == NO_THREAT
        return None

    def _read_pairs(self, v: PlayerView, msg: Message | None) -> None:
        """Comparisons of two players' sides (a same or not the same), read into a side for
        one of them once the other's is known: the same side as mine is no threat; another
        side than mine is one (another side than an opponent's tells nothing)."""
        m = self.mem
        left: list[tuple[str, str, bool]] = []
        for a, b, same in m.pairs:
            side_a, side_b = self._side(v, a), self._side(v, b)
            if (side_a is None) == (side_b is None):
                if side_a is None:
                    left.append((a, b, same))  # neither known yet
                continue
            known, other = (side_a, b) if side_a is not None else (side_b, a)
            if not known and not same:
                continue  # another side than an opponent's: mine or a third one
            mine = known if same else False
            if other not in m.allies:
                self._learn(msg, other, "", NO_THREAT if mine else "")
        m.pairs = left

    def _read_role_learned(self, msg: Message) -> None:
        """A role found out: of a player (the reader's own result, or one told to its team), or
        of nobody named (a role known to be in the game)."""
        p = msg.params
        player = p.get(TARGET_PARAM, p.get("player"))
        if player is None:
            self._learn_present(msg, str(p.get("role")))
            return
        self.mem.known[str(player)] = str(p.get("role"))
        self.mem.checked.add(str(player))
        self._learn(msg, str(player), str(p.get("role")), "")

    def _learn(self, msg: Message | None, player: str, role: str, level: str) -> None:
        """What my team's investigators found about ``player``: a role seen or a threat level;
        what I alone was told (``msg`` is private) I may tell my team."""
        m = self.mem
        if role:
            m.learned[player] = role
        else:
            m.threats[player] = level
        if msg is not None and msg.audience == "private":
            m.found.append((player, role, level))

    def _learn_present(self, msg: Message | None, role: str) -> None:
        """A role my team knows is in the game (of nobody named); what I alone was told I may
        tell my team."""
        m = self.mem
        if role in m.present:
            return
        m.present.add(role)
        if msg is not None and msg.audience == "private":
            m.found.append(("", role, ""))

    def _read_report(self, text: str) -> bool:
        """A teammate's report in our channel (what they found): learned as my team's."""
        report = parse_report(text)
        if report is None:
            return False
        for player, role in report.results:
            if player not in self.mem.allies:
                self.mem.known.setdefault(player, role)
                self._learn(None, player, role, "")
        for player, level in report.threats:
            if player not in self.mem.allies:
                self._learn(None, player, "", level)
        for role in report.present:
            self._learn_present(None, role)
        return True

    def _read_chat(self, v: PlayerView, msg: Message, phase: int) -> None:
        m = self.mem
        speaker = str(msg.params.get("speaker"))
        text = str(msg.params.get("text"))
        channel = msg.channel or ""
        if speaker == v.name:
            return
        if channel in team_channels():
            m.allies.add(speaker)
            if self._read_report(text):
                return
            plan = parse_plan(text)
            if plan is not None:
                verb, target = plan
                if verb == "doomed":
                    m.doomed.add(target)
                else:
                    m.plans.setdefault((phase, verb), target)
            return
        claim = parse_claim(text)
        if claim is None or speaker in m.claims:
            return
        m.claims[speaker] = (msg.id, claim.role, claim.results)
        if claim.threats:
            m.claimed_threats[speaker] = claim.threats
        # a claim that contradicts what I know for certain is a lie
        mine = self._own_team(v)
        for player, seen in claim.results:
            about_me = player == v.name and mine == "town" and _evil(seen) != _evil(v.role)
            if about_me or (player in m.known and _evil(m.known[player]) != _evil(seen)):
                m.liars.add(speaker)
        if claim.role == v.role and v.card.learns() & CLAIMED:
            m.liars.add(speaker)  # I am the only one (or I know my own kind): a fake

    # ------------------------------------------------------------------ knowledge

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
            if speaker in m.liars:
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
        town_shown = {p for p, r in beliefs.items() if not _evil(r)}
        evil_shown = {p for p, r in beliefs.items() if _evil(r)}
        claimed = self._claimed_threats(v)
        town = v.card.team == "town"
        by_voter: dict[str, list[str]] = {}
        for _ph, voter, target in m.votes:
            by_voter.setdefault(voter, []).append(target)
        for p in v.living:
            if p == v.name:
                continue
            s = self._jitter(p, 0.5)
            role = beliefs.get(p)
            if role is not None:
                if _evil(role):
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
            s += 2 * m.watched.get(p, 0) if p not in town_shown else 0
            for target in by_voter.get(p, ()):
                if target in town_shown and target != p:
                    s += 6
                elif target in evil_shown:
                    s -= 6
            score[p] = s
        return score

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
        for p in v.living:
            if p in m.allies:
                continue
            s = self._jitter(p, 1.0)
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
            out[p] = s
        return out

    def _accusers(self) -> set[str]:
        """Claimants who say one of my allies is evil (a role seen) or a threat."""
        m = self.mem
        out = {
            p
            for p, (_i, _r, res) in m.claims.items()
            if any(q in m.allies and _evil(seen) for q, seen in res)
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
            found.append((_role_weight(role), report_text([(player, role)])))
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

    # ------------------------------------------------------------------ deciding

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
        for la in legal:
            if la.aim is Aim.SKIP or (la.aim is Aim.LAST_RESORT and own):
                continue
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

    def _talk(self, v: PlayerView, ranked: list[str], evil: bool) -> list[Move]:
        m = self.mem
        out: list[Move] = []
        channels = {c.name for c in v.channels if c.writable}
        day = v.phase.startswith("Day")
        # the team plan in the team channel
        for ch, team in team_channels().items():
            if ch not in channels or v.card.team != team:
                continue
            out.extend(self._share(v, ch))
            if day and v.phase_index >= 2:
                verb = "vote"
            elif not day:
                # the night's plan names the team's kill, in the words of my own killing
                # ability, else of the book's; the Horsemen plan one only once they can kill
                verb = next((a.verb for a in v.card.abilities if a.declaration.aim is Aim.KILL), "")
                if not verb and team != "horsemen":
                    verb = kill_word()
            else:
                verb = ""
            if verb and (v.phase_index, verb) not in m.plans:
                target = next((p for p in ranked if p not in m.allies), None)
                if target is not None:
                    m.plans[(v.phase_index, verb)] = target
                    # the plan says why when my team's investigators found the target a threat
                    out.append(Say(ch, plan_text(verb, target, self._intel(target)[1])))
        if m.ask is not None and m.ask[0] == v.phase_index and m.ask[1] in channels:
            # a channel for a question: whether my top suspect is an opponent
            about = next((p for p in ranked if p not in m.allies), None)
            if about is not None and (v.phase_index, "ask") not in self._said:
                self._said.add((v.phase_index, "ask"))
                out.append(Say(m.ask[1], question_text(about)))
        if not day or TOWN_SQUARE not in channels or v.phase_index < 2:
            return out
        if (v.phase_index, "claim") in self._said or self.name in m.claims:
            return out
        text = self._claim(v, evil)
        if text is not None:
            self._said.add((v.phase_index, "claim"))
            out.append(Say(TOWN_SQUARE, text))
        return out

    def _share(self, v: PlayerView, channel: str) -> list[Move]:
        """What I alone found out about living opponents, told to my team in our channel (one
        report of everything new), so that its plan can use it."""
        m = self.mem
        new = [
            f
            for f in m.found
            if f not in m.shared and (not f[0] or (f[0] in v.living and f[0] not in m.allies))
        ]
        if not new:
            return []
        m.shared.update(new)
        roles = [(p, r) for p, r, _lvl in new if p and r]
        threats = [(p, lvl) for p, r, lvl in new if p and not r]
        present = [r for p, r, _lvl in new if not p]
        return [Say(channel, report_text(roles, threats, present))]

    def _claim(self, v: PlayerView, evil: bool) -> str | None:
        m = self.mem
        day = v.phase_index // 2
        if evil:
            # counter-claim when a claim accuses a packmate (one wolf does: the first in order)
            if v.card.team != "wolves":
                return None
            for speaker, (_mid, role, results) in sorted(m.claims.items(), key=lambda x: x[1][0]):
                if speaker in m.allies or not learns(role) & SEER_KINDS:
                    continue
                threats = m.claimed_threats.get(speaker, ())
                accused = {p for p, r in results if _evil(r)}
                accused |= {p for p, level in threats if level != NO_THREAT}
                if any(p in m.allies and p in v.living for p in accused):
                    living_allies = sorted(a for a in m.allies if a in v.living)
                    speakers = [a for a in living_allies if a not in accused]
                    if speakers and speakers[0] == v.name:
                        # the same claim back: the accuser appears to be one of us
                        if Learns.ROLE in learns(role):
                            return claim_text(role, [(speaker, face_of(v.card.team))])
                        return claim_text(role, threats=[(speaker, "")])
            return None
        seen = v.card.learns()
        if m.pairs:
            self._read_pairs(v, None)  # a comparison whose other side became known since
        if Learns.ROLE in seen:
            mine = [(p, r) for p, r in m.known.items() if p in v.living or _evil(r)]
            found = any(_evil(r) and p in v.living for p, r in mine)
            if found or (day >= 3 and mine):
                return claim_text(v.role, mine)
        elif seen & THREAT_KINDS:
            # an investigator of threats: claims once it found a living threat (or from Day 3
            # with results), every result it has on the living
            told = [(p, lvl) for p, lvl in m.threats.items() if p in v.living]
            if any(lvl != NO_THREAT for _p, lvl in told) or (day >= 3 and told):
                return claim_text(v.role, threats=told)
        elif Learns.VISITS in seen and any(k in v.living for k in m.killers):
            wolf = face_of("wolves")
            return claim_text(v.role, [(k, wolf) for k in sorted(m.killers) if k in v.living])
        return None

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
                answer = "yes" if _evil(m.known[about]) else "no"
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
            pick = self._lynch_pick(v, la, ranked, evil)
            return None if pick is None else (verb, pick)
        if aim is Aim.OFFICE:
            return _one(verb, self._elect_pick(v, cands, evil))
        if aim is Aim.KILL:
            plan = m.plans.get((v.phase_index, verb))
            if v.card.team == "town":  # a town killer: only on evidence
                s = self._suspicion(v)
                sure = [p for p in foes if s.get(p, 0) >= 50]
                return _one(verb, sure[0] if sure else None)
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
        if aim is Aim.GUARD or _protects(la):
            order = self._protect_order(v)
            picks = [p for p in order if p in cands][: max(1, la.max_targets)]
            picks = picks[: la.max_targets]
            return (verb, *picks) if picks else None
        if aim is Aim.UNKNOWN:
            return _one(verb, self._unknown_pick(v, cands, evil))
        if aim is Aim.UNTESTED:
            if la.min_targets > 1:  # several at once: that many, each from its own position
                return self._untested_picks(v, la)
            unchecked = [p for p in cands if p not in m.checked and p not in m.allies]
            return _one(verb, self.rng.choice(unchecked) if unchecked else None)
        if aim is Aim.AFFLICTED:
            sick = sorted(p for p in m.sick if p in cands and p not in m.cured)
            return _one(verb, sick[0] if sick else None)
        if aim is Aim.FOES:  # as many of the top suspects as allowed
            picks = [p for p in ranked if p in cands][: la.max_targets]
            return (verb, *picks) if picks else None
        if aim is Aim.WATCH:
            if v.counters.get("ravens", 0) <= 0:
                return None
            order = self._protect_order(v) + [p for p in ranked]
            pick = next((p for p in order if p in cands and p != v.name), None)
            return _one(verb, pick)
        if aim is Aim.SKIP:
            return None
        if aim is Aim.LAST_RESORT:  # ``_plan`` offers it only when nothing else is
            return (verb,) if la.max_targets == 0 else _one(verb, foes[0] if foes else None)
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
            return _one(verb, rivals[0] if rivals else None)
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
            return _one(verb, foes[0] if foes and s.get(foes[0], 0) > 5 else None)
        if aim is Aim.FRIEND:
            friends = [p for p in reversed(ranked) if p in cands]
            return _one(verb, friends[0] if friends else None)
        # the most wanted opponent (Aim.FOE, and what the aims above leave), or nothing; an
        # investigation goes to the most wanted one my team knows nothing of yet
        if la.max_targets == 0:
            return None
        if _investigates(la):
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
        trusted = self._trusted_claims(v)
        # claimed seers of roles first, then every other claimed investigator (of threats,
        # of visits …), then holders of an office that changes votes
        seers = [p for p, (role, _r) in trusted.items() if Learns.ROLE in learns(role)]
        seers += [p for p, (role, _r) in trusted.items() if p not in seers and learns(role)]
        if v.card.learns() and self.name in m.claims:
            seers.insert(0, v.name)
        mayors = [p for p, o in self._offices(v).items() if does(o, Effect.VOTES)]
        return [*seers, *mayors, v.name, *sorted(p for p in trusted if p not in seers)]


def _investigates(la: LegalAction) -> bool:
    """Whether the action investigates its target (and learns something of them)."""
    d = la.declaration
    return d.effect(0) is Effect.INVESTIGATION and d.learns is not Learns.NOTHING


def _protects(la: LegalAction) -> bool:
    """Whether the action protects its target and declares no aim of its own beyond the
    default (a bot then guards the most valuable trusted player, as a guard's aim says)."""
    return la.aim is Aim.FOE and la.declaration.effect(0) is Effect.PROTECTION


def _role_weight(role: str) -> float:
    """How much an evil team wants dead a player its investigators saw holding ``role``, from
    what the role's abilities do: one that investigates most, then one that protects or kills;
    one with no ability is not worth the night."""
    card = role_cards().get(role)
    if card is None or _evil(role):
        return 0.0
    if card.learns():
        return SEER_WEIGHT
    if any(card.does(e) for e in (Effect.PROTECTION, Effect.DEATH, Effect.RETRIBUTION)):
        return GUARD_OR_KILLER_WEIGHT
    return PLAIN_WEIGHT if not card.abilities else 0.0


def _one(verb: str, target: str | None) -> tuple[str, ...] | None:
    return None if target is None else (verb, target)


def _evil(role: str) -> bool:
    return team_of_role(role) in evil_teams()


# ------------------------------------------------------------------------------------ making

BOT_KINDS = ("heuristic", "random")


def make_agent(kind: str, name: str, seed: int) -> Agent:
    """A bot of ``kind`` (see :data:`BOT_KINDS`) for player ``name``, seeded by ``seed``."""
    rng = random.Random(f"bot:{kind}:{name}:{seed}")
    if kind in ("heuristic", "frozen"):
        return HeuristicAgent(name, rng)
    if kind == "random":
        return RandomAgent(name, rng)
    raise ValueError(f"unknown bot kind {kind!r}: one of {', '.join(BOT_KINDS)}")
