"""Claims: what bots (and people) say in the game's channels, in fixed sentences a bot can parse.

A claim is plain text a human reads in the town square, written in a fixed pattern so a bot can
read it back exactly:

>>> text = claim_text("Fortune Teller", [("Bob", "Wolf"), ("Cid", "Citizen")])
>>> text
'I am the Fortune Teller. Bob appears to be the Wolf. Cid appears to be the Citizen.'
>>> parse_claim(text)
Claim(role='Fortune Teller', results=(('Bob', 'Wolf'), ('Cid', 'Citizen')), threats=())
>>> parse_plan(plan_text("attack", "Bob"))
('attack', 'Bob')

An investigation that tells whether a player is a threat (and perhaps how much) is claimed in
sentences of its own, after the roles seen:

>>> parse_claim(claim_text("Aura Teller", threats=[("Bob", ""), ("Cid", "none")]))
Claim(role='Aura Teller', results=(), threats=(('Bob', ''), ('Cid', 'none')))

A team's plan in its own channel (the wolfpack, the Horsemen) is one sentence too:
``Let us attack Bob.``, ``Let us vote Bob.``, ``I doomed Bob.``, perhaps with the reason after a
colon (``Let us attack Bob: Bob shows up as a major threat.``). What a teammate found out is
told there as a report, the result sentences of a claim without its first one, and perhaps the
roles known to be in the game:

>>> parse_report(report_text([("Bob", "Fortune Teller")], [("Cid", "major")], ["Witch"]))
Report(results=(('Bob', 'Fortune Teller'),), threats=(('Cid', 'major'),), present=('Witch',))
>>> parse_plan(plan_text("attack", "Cid", report_text(threats=[("Cid", "major")])))
('attack', 'Cid')

Anything else is just talk (:func:`parse_claim`, :func:`parse_report` and :func:`parse_plan`
return ``None``), so a human can chat freely.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..game import THREAT_SCALE

__all__ = [
    "Claim",
    "Report",
    "claim_text",
    "marked_text",
    "parse_claim",
    "parse_marked",
    "parse_plan",
    "parse_question",
    "parse_report",
    "plan_text",
    "question_text",
    "report_text",
]

_NAME = r"[^\s.]+"  # player names are one word (setups deal one-word names); no full stops
_ROLE = r"[A-Z][A-Za-z' -]*?"
_CLAIM_HEAD = re.compile(rf"^I am the ({_ROLE})\.")
_RESULT = re.compile(rf"\s+({_NAME}) appears to be the ({_ROLE})\.")
# "Bob shows up as a threat." / "… as a major threat." / "… as no threat."
_THREAT = re.compile(rf"\s+({_NAME}) shows up as (?:a (?:([a-z]+) )?threat|(no) threat)\.")
_PRESENT = re.compile(rf"\s+The ({_ROLE}) is in the game\.")
_PLAN = re.compile(
    rf"^(?:Let us (attack|vote|doom) ({_NAME})(?:: .+)?|I (doomed) ({_NAME}))\.$"
)
NO_THREAT = THREAT_SCALE[0]  # the level of a player found to be no threat
_QUESTION = re.compile(rf"^Is ({_NAME}) against the town\?$")
_MARKED = "I have been marked by a side against the town."


@dataclass(frozen=True)
class Claim:
    """``I am the ROLE.`` and what the claimant says they learned: (player, role) pairs."""

    role: str
    results: tuple[tuple[str, str], ...] = ()
    # (player, level): a threat of that level (a word of THREAT_SCALE; "" when the
    # investigation tells no degree), or no threat at all (level "none")
    threats: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Report:
    """What a teammate found out, told in the team's channel: roles seen, threats found (as in
    a :class:`Claim`), and roles known to be in the game."""

    results: tuple[tuple[str, str], ...] = ()
    threats: tuple[tuple[str, str], ...] = ()
    present: tuple[str, ...] = ()


def _threat_sentence(player: str, level: str) -> str:
    if level == NO_THREAT:
        return f"{player} shows up as no threat."
    return f"{player} shows up as a {level} threat." if level else f"{player} shows up as a threat."


def report_text(
    results: Iterable[tuple[str, str]] = (),
    threats: Iterable[tuple[str, str]] = (),
    present: Iterable[str] = (),
) -> str:
    """What was found out, one sentence per result: ``P appears to be the R.`` per role seen,
    then ``P shows up as a (LEVEL) threat.`` (or ``as no threat``) per threat found, then
    ``The R is in the game.`` per role known to be in it."""
    parts = [f"{player} appears to be the {seen}." for player, seen in results]
    parts.extend(_threat_sentence(player, level) for player, level in threats)
    parts.extend(f"The {role} is in the game." for role in present)
    return " ".join(parts)


def claim_text(
    role: str,
    results: Iterable[tuple[str, str]] = (),
    threats: Iterable[tuple[str, str]] = (),
) -> str:
    """The sentence for a claim: ``I am the ROLE.`` then the report of what was found."""
    report = report_text(results, threats)
    return f"I am the {role}. {report}" if report else f"I am the {role}."


def _parse_results(text: str, pos: int) -> Report | None:
    """The results from ``pos`` to the end of ``text``: roles seen, then threats found, then
    roles in the game; None when the rest is not made of such sentences in that order."""
    results: list[tuple[str, str]] = []
    threats: list[tuple[str, str]] = []
    present: list[str] = []
    while pos < len(text):
        r = None if threats or present else _RESULT.match(text, pos)
        t = None if r is not None or present else _THREAT.match(text, pos)
        if r is not None:
            results.append((r.group(1), r.group(2)))
            pos = r.end()
        elif t is not None:
            threats.append((t.group(1), NO_THREAT if t.group(3) else t.group(2) or ""))
            pos = t.end()
        else:
            g = _PRESENT.match(text, pos)
            if g is None:
                return None
            present.append(g.group(1))
            pos = g.end()
    return Report(tuple(results), tuple(threats), tuple(present))


def parse_claim(text: str) -> Claim | None:
    """The claim a chat line makes, or None when it is not one (free talk)."""
    m = _CLAIM_HEAD.match(text)
    if m is None:
        return None
    found = _parse_results(text, m.end())
    if found is None or found.present:
        return None  # a line that starts like a claim but is not one in full
    return Claim(m.group(1), found.results, found.threats)


def parse_report(text: str) -> Report | None:
    """What a report line (:func:`report_text`) tells, or None."""
    if not text or text[0].isspace():
        return None
    found = _parse_results(" " + text, 0)  # each sentence follows a space, the first one too
    if found is None or found == Report():
        return None
    return found


def plan_text(verb: str, player: str, why: str = "") -> str:
    """A team's plan in its channel: ``Let us attack P.`` (or vote, doom), ``I doomed P.``;
    ``why`` (a report, ending with a full stop) follows a colon."""
    if verb == "doomed":
        return f"I doomed {player}."
    if why:
        return f"Let us {verb} {player}: {why.removesuffix('.')}."
    return f"Let us {verb} {player}."


def parse_plan(text: str) -> tuple[str, str] | None:
    """(verb, player) of a plan line, or None."""
    m = _PLAN.match(text)
    if m is None:
        return None
    if m.group(1):
        return m.group(1), m.group(2)
    return m.group(3), m.group(4)


def question_text(player: str) -> str:
    """A yes/no question about a player, put to others (the dead): whether they play against
    the town.

    >>> parse_question(question_text("Bob"))
    'Bob'
    """
    return f"Is {player} against the town?"


def parse_question(text: str) -> str | None:
    """The player a question line (:func:`question_text`) asks about, or None."""
    m = _QUESTION.match(text.strip())
    return None if m is None else m.group(1)


def marked_text() -> str:
    """A player's word to the town that a side against it marked them (a mark that side's own
    members never bear).

    >>> parse_marked(marked_text())
    True
    """
    return _MARKED


def parse_marked(text: str) -> bool:
    """Whether a line is :func:`marked_text`."""
    return text.strip() == _MARKED
