"""The heuristic bot's weights, and the small readings of the role book and of a legal action
it makes (what a team wants dead, what an action does)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ...game import Aim, Effect, Learns, role_book
from ...views import LegalAction
from ..book import is_evil, role_cards

# what a role can learn that a bot holding it claims in public (what it saw, whom it caught)
CLAIMED = frozenset({Learns.ROLE, Learns.VISITS, Learns.AURA, Learns.THREAT, Learns.ALIGNMENT})
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
# how much more a town player suspects an unmarked player when all the living but them bear a
# mark of a side against the town (Meaning.MARKED; scaled by the share of the living marked)
MARKED_WEIGHT = 60.0
# ruling RM441: how much less an evil team wants to attack a player one of its attacks failed
# on (a protection or an immunity stood in the way, and will likely stand again)
SHIELDED_WEIGHT = 80.0
# ruling RM443: how much more a bot wants dead a player it wins by outliving (a list it holds)
TARGET_WEIGHT = 45.0


@cache
def rival_hunters(team: str) -> dict[str, tuple[tuple[str, int], ...]]:
    """The roles of the book, on another team than ``team``, with an ability aimed at the
    user's own channel fellows (Aim.RIVAL), which a channel of ``team`` may hide: each with
    when that ability may be used (its kind of phase, its first phase index)."""
    out: dict[str, tuple[tuple[str, int], ...]] = {}
    for c in role_book():
        if c.team == team or c.office:
            continue
        uses = tuple((a.when, a.from_phase) for a in c.abilities if a.declaration.aim is Aim.RIVAL)
        if uses:
            out[c.name] = uses
    return out


def investigates(la: LegalAction) -> bool:
    """Whether the action investigates its target (and learns something of them)."""
    d = la.declaration
    return d.effect(0) is Effect.INVESTIGATION and d.learns is not Learns.NOTHING


def protects(la: LegalAction) -> bool:
    """Whether the action protects its target and declares no aim of its own beyond the
    default (a bot then guards the most valuable trusted player, as a guard's aim says)."""
    return la.aim is Aim.FOE and la.declaration.effect(0) is Effect.PROTECTION


def role_weight(role: str) -> float:
    """How much an evil team wants dead a player its investigators saw holding ``role``, from
    what the role's abilities do: one that investigates most, then one that protects or kills;
    one with no ability is not worth the night."""
    card = role_cards().get(role)
    if card is None or is_evil(role):
        return 0.0
    if card.learns():
        return SEER_WEIGHT
    if any(card.does(e) for e in (Effect.PROTECTION, Effect.DEATH, Effect.RETRIBUTION)):
        return GUARD_OR_KILLER_WEIGHT
    return PLAIN_WEIGHT if not card.abilities else 0.0


def filler_of(options: Sequence[str]) -> str | None:
    """The role filling a default mix's other seats (the role book's), when it is one of
    ``options``; else the first option."""
    fill = next((c.name for c in role_book() if c.mix is not None and c.mix.filler), None)
    if fill in options:
        return fill
    return options[0] if options else None


def one_target(verb: str, target: str | None) -> tuple[str, ...] | None:
    return None if target is None else (verb, target)
