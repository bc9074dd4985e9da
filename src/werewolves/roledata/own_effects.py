"""WWRF abilities translated to effects of the vocabulary that act on the user's own behalf
or on a poll, beside translate.py's attacks, investigations and protections of the player
chosen:

- ``Investigate @Selection Count (SD)`` (the guide's Investigating, subtype Count: "the amount
  of times a certain role exists"): the effect Census, the ability naming one role and no
  player (``picks: role``, ``targets: {count: 0}``);
- ``Protect @Self from `Attacks` through Absence at @Selection (~Phase)`` (the guide's
  Protecting, the Absence kind): the effect Absent, the user away at the chosen player's;
- ``Manipulate `Lynch` Poll (@Selection has `N` hidden votes) (~Phase)`` (the guide's poll
  Manipulation by votes): the effect HiddenVotes;
- ``Manipulate `Election` Poll (@Selection is `Disqualified`)`` (the guide's poll
  Manipulation): the effect Disqualify;
- ``Protect @Self from `Lynches` through Passive Defense (~NextDay)`` and the like (the
  guide's Protecting, Active and Passive kinds, of the user, or from lynches or kills, or to
  the next day's end): the effect Shield.

Each function answers None for a line it does not translate (the caller says why).
"""

from __future__ import annotations

from typing import Any

from . import wwrf

__all__ = ["OWN_VERBS", "own_effect", "shape"]

# the verb an imported ability of each effect is given
OWN_VERBS = {"Census": "census", "Absent": "stay", "HiddenVotes": "threaten",
             "Disqualify": "sabotage", "Shield": "shield"}

# the guide's disguise levels: the appearance layers an investigation reads
_READS = {frozenset({"SD", "WD"}): "weak and strong", frozenset({"SD"}): "strong",
          frozenset({"WD"}): "weak", frozenset(): "none"}


def _selector(v: wwrf.Value | None, name: str) -> bool:
    return (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector)
            and v.base.sigil == "@" and v.base.name == name and not v.base.query
            and not v.props)


def _literal(v: wwrf.Value | None) -> str | None:
    if isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Literal) and not v.props:
        return v.base.text
    return None


def _number(v: wwrf.Value | None) -> int | None:
    text = _literal(v)
    if text is None and isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Number):
        text = v.base.text
    return int(text) if text is not None and text.isdigit() else None


def own_effect(ab: wwrf.Ability) -> dict[str, Any] | None:
    """Our effect for ``ab``, or None."""
    if (isinstance(ab, wwrf.Investigating) and ab.subtype == "Count"
            and _selector(ab.target, "Selection")):
        reads = _READS.get(frozenset(ab.disguises))
        if reads is None:
            return None
        # innkeeper.2: how many living players hold the role named
        return {"Census": {"reads": reads, "tell": "Living players with the role {role}: "
                           "{count}."}}
    if (isinstance(ab, wwrf.Protecting) and ab.subtype == "Absence"
            and _selector(ab.target, "Self") and _selector(ab.location, "Selection")
            and ab.against.strip("`") == "Attacks" and ab.by is None and ab.phase is None
            and (ab.duration or "Phase") == "Phase"):
        # R8 / RM160 / hooker.1: away at the chosen player's house until the phase ends
        return {"Absent": {"tell": "You spend the night at {target}'s house."}}
    if (isinstance(ab, wwrf.PollAbility) and ab.subtype == "Votes"
            and ab.manipulation == "hidden votes" and _literal(ab.poll) == "Lynch"
            and _selector(ab.target, "Selection") and (ab.duration or "Phase") == "Phase"):
        votes = _number(ab.count)
        if votes is None or not 1 <= votes <= 100:
            return None
        # stalker.2 / S1.56: hidden votes against the player chosen in today's lynch
        return {"HiddenVotes": {"votes": votes}}
    if (shield := _shield(ab)) is not None:
        return shield
    if (isinstance(ab, wwrf.PollAbility) and ab.subtype == "Manipulation"
            and ab.manipulation == "Disqualified" and _literal(ab.poll) == "Election"
            and _selector(ab.target, "Selection") and ab.duration is None):
        # saboteur-wolf.2: should the player chosen win the election, nobody is elected
        return {"Disqualify": {"tell": "Should {target} win the next election, nobody is "
                               "elected."}}
    return None


# what a Shield keeps off, by the guide's words
_SHIELD_FROM = {"Attacks": "attacks", "Lynches": "lynches", "Kills": "kills",
                "Attacks & Lynches": "attacks and lynches"}
_SHIELD_UNTIL = {"Phase": "phase", "NextDay": "next day"}


def _shield(ab: wwrf.Ability) -> dict[str, Any] | None:
    """`Protect @Self|@Selection from `X` through Active|Passive Defense (~Phase|~NextDay)`
    that is no plain Protect (translate.py's: the player chosen, from attacks, for the phase):
    the user's own protection, or one from lynches or kills, or to the next day's end."""
    if not isinstance(ab, wwrf.Protecting) or ab.subtype not in ("Active", "Passive"):
        return None
    user = _selector(ab.target, "Self")
    stops = _SHIELD_FROM.get(ab.against.strip("`"))
    until = _SHIELD_UNTIL.get(ab.duration or "Phase")
    if (not (user or _selector(ab.target, "Selection")) or stops is None or until is None
            or ab.by is not None or ab.location is not None or ab.phase is not None):
        return None
    if not user and stops == "attacks" and until == "phase":
        return None  # (a plain Protect)
    # R8: a defence of the kind the line names, until the phase or the next day ends
    shield: dict[str, Any] = {"from": stops, "until": until, "defence": ab.subtype.lower()}
    if user:
        shield["user"] = True
    return {"Shield": shield}


def shape(ab: dict[str, Any]) -> None:
    """The targets an ability of these effects names: a count names a role, no player."""
    effect = ab.get("effect")
    if isinstance(effect, dict) and "Census" in effect:
        ab["targets"] = {"count": 0}
        ab["picks"] = "role"
    if isinstance(effect, dict) and effect.get("Shield", {}).get("user"):
        ab["targets"] = {"count": 0}  # (the user's own: no player named)
    if isinstance(effect, dict) and "Absent" in effect:
        ab["targets"] = {"count": 1}  # (away at one's own house is no absence)
