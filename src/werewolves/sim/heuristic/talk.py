"""The heuristic bot's talk: what it says in the town square and in its team's channel (claims,
reports, plans; the sentences of :mod:`..claims`)."""

from __future__ import annotations

from ...game import Aim, Learns
from ...views import PlayerView
from ..agent import Move, Say
from ..book import TOWN_SQUARE, face_of, is_evil, kill_word, learns, team_channels
from ..claims import NO_THREAT, claim_text, marked_text, plan_text, question_text, report_text
from .reading import Reading
from .weights import SEER_KINDS, THREAT_KINDS


class Talk(Reading):
    """What the bot says this phase."""

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
        if v.name in m.marked and (0, "marked") not in self._said:
            # a mark of a side against mine: everyone is told, once (the marking side's own
            # never bear it, so the word clears me of that side)
            self._said.add((0, "marked"))
            out.append(Say(TOWN_SQUARE, marked_text()))
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
                accused = {p for p, r in results if is_evil(r)}
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
            mine = [(p, r) for p, r in m.known.items() if p in v.living or is_evil(r)]
            found = any(is_evil(r) and p in v.living for p, r in mine)
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
