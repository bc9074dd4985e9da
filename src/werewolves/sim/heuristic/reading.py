"""The heuristic bot reading its view: each new message, chat line and claim into its memory."""

from __future__ import annotations

from ...game import TARGET_PARAM, Meaning
from ...views import Message, PlayerView
from ..book import is_evil, phase_index, team_channels, team_of_role
from ..claims import (
    NO_THREAT,
    parse_claim,
    parse_marked,
    parse_plan,
    parse_question,
    parse_report,
)
from .beliefs import Beliefs
from .weights import CLAIMED, rival_hunters


class Reading(Beliefs):
    """Reads what is new in a view into the bot's memory (messages with ids above ``mem.seen``)."""

    def _read(self, v: PlayerView) -> None:
        m = self.mem
        m.allies.add(v.name)
        for msg in v.messages:
            if msg.id <= m.seen:
                continue
            self._read_one(v, msg)
        m.seen = max(m.seen, v.cursor)
        self._read_failed_strikes(v)
        for phase, dead in m.fellow_deaths:
            self._read_fellow_death(v, dead, phase)
        m.fellow_deaths.clear()
        m.allies -= m.rivals

    def _read_failed_strikes(self, v: PlayerView) -> None:
        """Ruling RM441: my team's attack of a night (its executor's report) on a player still
        alive once that night is over met a protection or an immunity (R8: an attack that
        meets a defence is prevented): that player is shielded, as a failure told to me is."""
        m = self.mem
        for phase, target in m.struck.items():
            if phase >= v.phase_index or phase in m.struck_read:
                continue
            m.struck_read.add(phase)
            if target in v.living:
                m.shielded[target] = phase

    def _read_lines_right(self, phase: int, right: object) -> None:
        """Ruling RM442 (detective.6): my solution of ``phase`` had ``right`` lines right. When
        the lines I wrote from what I know for sure are at least as many, I take each line I
        guessed for wrong: that role is ruled out for that player, and another is drawn."""
        lines, guessed = self._lines.get(phase, {}), self._guessed.get(phase, {})
        if not isinstance(right, int) or not guessed or right > len(lines) - len(guessed):
            return
        for player, role in guessed.items():
            self._ruled_out.setdefault(player, set()).add(role)
            self._guesses.pop(player, None)

    def _read_fellow_death(self, v: PlayerView, dead: str, phase: int) -> None:
        """A fellow of my team's channel died at night (ruling RM490). My team never attacks
        its own; when the role book has a role of another team that hunts its own channel's
        fellows (a declared Aim.RIVAL) and a role list I was shown deals one, the
        death is evidence against my channel, unless someone outside my team is seen to kill
        at night as well (a night death that was neither my team's target nor a fellow): with
        only one living fellow left whose side I have not seen myself, I take that one for the
        hunter and trust them no more (no shared plans, no spared vote or attack). Only the
        first such death is weighed."""
        m = self.mem
        if dead == v.name or m.other_killers or m.weighed:
            # someone else kills at night too: the death tells nothing of my channel; and only
            # the first such death is weighed (after it the hunter may have died unseen)
            return
        # the hunters that could have done it: dealt (a role list I was shown names one: with
        # the list hidden, a night death proves nothing), and able to hunt on a night so early
        hunters = [
            role
            for role, uses in rival_hunters(v.card.team).items()
            if (role in m.role_list or role in m.present)
            and any(when in ("night", "any") and phase >= first for when, first in uses)
        ]
        if not hunters:
            # nobody dealt could hunt my channel tonight: someone else kills at night
            m.other_killers = True
            return
        m.weighed = True
        left = [
            f
            for f in sorted(m.fellows)
            if f != v.name
            and f != dead
            and f in v.living
            and f not in m.rivals
            and team_of_role(m.known.get(f, "")) != v.card.team
        ]
        if len(left) == 1:
            m.rivals.add(left[0])
            m.allies.discard(left[0])

    def _read_one(self, v: PlayerView, msg: Message) -> None:
        m = self.mem
        key, p = msg.key, msg.params
        phase = phase_index(msg.phase)
        if key == "group.executor" and str(p.get("group")) in team_channels():
            m.struck[phase] = str(p.get(TARGET_PARAM))
        if key == "group.members" and str(p.get("group")) in team_channels():
            m.allies.update(str(x) for x in p.get("members", ()))
            if team_channels()[str(p.get("group"))] == v.card.team:
                m.fellows.update(str(x) for x in p.get("members", ()))
        elif msg.means(Meaning.ALLY):
            m.allies.add(str(p.get("player")))
        elif msg.means(Meaning.ALLIES):
            m.allies.update(str(x) for x in p.get("members", ()))
        elif key in ("rolelist.full", "rolelist.public"):
            m.role_list = [str(r) for r in p.get("roles", ())]
        elif key == "rolelist.partial":
            for role in p.get("roles", ()):
                self._learn_present(None, str(role))
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
        elif msg.means(Meaning.MARKED):
            m.marked.add(v.name)
        elif msg.means(Meaning.ATTACK_SURVIVED):
            # ruling RM441: attacked and alive: protected or immune (souls.7 explains a soul's
            # failed attack; R8 tells a fire's or a devouring's)
            m.shielded[str(p.get(TARGET_PARAM, p.get("player")))] = phase
        elif msg.means(Meaning.LINES_RIGHT):
            self._read_lines_right(phase, p.get("right"))
        elif msg.means(Meaning.TARGETS):
            # ruling RM443 (psychopath.b1 / psychopath.b2): the players I win by outliving
            named = p.get("players", ())
            names = named.split(", ") if isinstance(named, str) else [str(x) for x in named]
            m.targets.update(n for n in names if n)
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
        elif key == "death.died" and m.fellows and msg.phase.startswith("Night"):
            dead = str(p.get("player"))
            if dead in m.fellows:
                m.fellow_deaths.append((phase, dead))
            elif m.struck.get(phase) != dead:
                m.other_killers = True
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
            if speaker in m.rivals:
                return  # a fellow I no longer trust: its plans are not mine
            m.allies.add(speaker)
            if team_channels()[channel] == v.card.team:
                m.fellows.add(speaker)
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
        if parse_marked(text):
            m.marked.add(speaker)
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
            about_me = player == v.name and mine == "town" and is_evil(seen) != is_evil(v.role)
            if about_me or (player in m.known and is_evil(m.known[player]) != is_evil(seen)):
                m.liars.add(speaker)
        if claim.role == v.role and v.card.learns() & CLAIMED:
            m.liars.add(speaker)  # I am the only one (or I know my own kind): a fake
