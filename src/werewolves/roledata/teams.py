"""The import of a solo page's team (``werewolves role import``): the team its kind names, and
the team piece's ``Win Condition`` when it states that team's goal as the engine knows it.

A solo page's kind names its team after a dash, and may carry the book's tags after a bar
(``Solo Killing - Pyro Team | Limited``, ``… | Transformation``): the tags say where the role is
dealt, never whose side it is on. The guides' ``Win Condition: <Target List>`` (a team wins
when every remaining player matches one of the targets): ``@(Alignment:X), @(Class:Unaligned)``
is every living player on the team X or unaligned, which is the goal our team X has (a team's
goal, ``engine/victory.py``, rule-alignments-unaligned.7: the unaligned stop no team's win). A
win condition of other targets (an attribute's holders …) is no goal of ours, and is listed.
"""

from __future__ import annotations

from . import wwrf

WIN_REASON = ("only a win condition of the page's own team and the unaligned (the goal our "
              "team of that name has) is translated; this one names other players")


def without_tags(kind: str) -> str:
    """A page's kind without the book's tags after a bar (``| Limited``)."""
    return kind.split("|", 1)[0].strip()


def _matches(v: wwrf.Value, key: str, value: str) -> bool:
    if not (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector)
            and v.base.sigil == "@" and not v.base.name and not v.props
            and len(v.base.query) == 1):
        return False
    (term,) = v.base.query
    return (not term.negated and term.key in key.split("|")
            and term.value.replace("-", " ").lower() == value)


def states_team_goal(field: wwrf.Field, team: str | None) -> bool:
    """Whether ``Win Condition: …`` is ``@(Alignment:X), @(Class:Unaligned)`` (in either order)
    with X our team ``team`` (its key, or a name :func:`translate._team_named` reads as it)."""
    from .translate import _team_named

    if team is None or len(field.values) != 2:
        return False
    unaligned = [v for v in field.values if _matches(v, "Class", "unaligned")]
    aligned = [v for v in field.values if v not in unaligned]
    if len(unaligned) != 1 or len(aligned) != 1:
        return False
    ref = aligned[0]
    if not (isinstance(ref, wwrf.Ref) and isinstance(ref.base, wwrf.Selector)
            and ref.base.query):
        return False
    name = ref.base.query[0].value.replace("-", " ")
    return _matches(ref, "Alignment|Align", name.lower()) and _team_named(name) == team
