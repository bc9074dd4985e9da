"""Claims: what bots (and people) say in the game's channels, in fixed sentences a bot can parse.

A claim is plain text a human reads in the town square, written in a fixed pattern so a bot can
read it back exactly:

>>> text = claim_text("Fortune Teller", [("Bob", "Wolf"), ("Cid", "Citizen")])
>>> text
'I am the Fortune Teller. Bob appears to be the Wolf. Cid appears to be the Citizen.'
>>> parse_claim(text)
Claim(role='Fortune Teller', results=(('Bob', 'Wolf'), ('Cid', 'Citizen')))
>>> parse_plan(plan_text("attack", "Bob"))
('attack', 'Bob')

A team's plan in its own channel (the wolfpack, the Horsemen) is one sentence too:
``Let us attack Bob.``, ``Let us vote Bob.``, ``I doomed Bob.``. Anything else is just talk
(:func:`parse_claim` and :func:`parse_plan` return ``None``), so a human can chat freely.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["Claim", "claim_text", "parse_claim", "parse_plan", "plan_text"]

_NAME = r"[^\s.]+"  # player names are one word (setups deal one-word names); no full stops
_ROLE = r"[A-Z][A-Za-z' -]*?"
_CLAIM_HEAD = re.compile(rf"^I am the ({_ROLE})\.")
_RESULT = re.compile(rf"\s+({_NAME}) appears to be the ({_ROLE})\.")
_PLAN = re.compile(rf"^(?:Let us (attack|vote|doom) ({_NAME})|I (doomed) ({_NAME}))\.$")


@dataclass(frozen=True)
class Claim:
    """``I am the ROLE.`` and what the claimant says they learned: (player, role) pairs."""

    role: str
    results: tuple[tuple[str, str], ...] = ()


def claim_text(role: str, results: Iterable[tuple[str, str]] = ()) -> str:
    """The sentence for a claim: ``I am the ROLE.`` then ``P appears to be the R.`` per result."""
    parts = [f"I am the {role}."]
    parts.extend(f"{player} appears to be the {seen}." for player, seen in results)
    return " ".join(parts)


def parse_claim(text: str) -> Claim | None:
    """The claim a chat line makes, or None when it is not one (free talk)."""
    m = _CLAIM_HEAD.match(text)
    if m is None:
        return None
    results: list[tuple[str, str]] = []
    pos = m.end()
    while pos < len(text):
        r = _RESULT.match(text, pos)
        if r is None:
            return None  # a line that starts like a claim but is not one in full
        results.append((r.group(1), r.group(2)))
        pos = r.end()
    return Claim(m.group(1), tuple(results))


def plan_text(verb: str, player: str) -> str:
    """A team's plan in its channel: ``Let us attack P.`` (or vote, doom), ``I doomed P.``."""
    if verb == "doomed":
        return f"I doomed {player}."
    return f"Let us {verb} {player}."


def parse_plan(text: str) -> tuple[str, str] | None:
    """(verb, player) of a plan line, or None."""
    m = _PLAN.match(text)
    if m is None:
        return None
    if m.group(1):
        return m.group(1), m.group(2)
    return m.group(3), m.group(4)
