"""What ``role import`` makes of a team's own group: a team piece (``_game/teams/``) whose
``On Join: Add @Joiner to #G`` puts every player who joins the team into the group G, so
that a page's ``@X is in #G`` asks whether X plays for that team (the role file's condition
``team: {of: X, is: TEAM}``, conditions.py).

Like translate.py it imports nothing of the engine.
"""

from __future__ import annotations

from collections.abc import Mapping

from . import wwrf

__all__ = ["team_of_group"]


def _joins_every_joiner(block: wwrf.Block, group: str) -> bool:
    """``On Join: Add @Joiner to #G``, G being ``group`` (any case)."""
    if not isinstance(block.trigger, wwrf.Trigger) or block.trigger.kind != "On Join":
        return False
    if block.params.restrictions or len(block.body) != 1:
        return False
    do = block.body[0]
    if not isinstance(do, wwrf.Do) or not isinstance(do.ability, wwrf.Joining):
        return False
    ab = do.ability
    g, m = ab.group, ab.member
    return (ab.subtype == "Add" and ab.duration is None
            and isinstance(g, wwrf.Ref) and isinstance(g.base, wwrf.Selector)
            and g.base.sigil == "#" and not g.base.query and not g.props
            and g.base.name.lower() == group.lower()
            and isinstance(m, wwrf.Ref) and m.base == wwrf.Selector("@", "Joiner")
            and not m.props)


def team_of_group(texts: Mapping[str, str], group: str) -> str | None:
    """The team (ours, translate._team_named) whose piece adds every player who joins it to
    ``group``; None when no team piece given does, or the team is none of ours."""
    from .translate import _team_named

    for key in sorted(texts):
        if not key.startswith("team"):  # (wwrf.piece_key of ``team X``)
            continue
        try:
            page = wwrf.parse_page(texts[key])
        except wwrf.WWRFRefused:
            continue
        name = " ".join((page.name or "").split())
        if page.formalized is None or not name.endswith(" Team"):
            continue
        if any(isinstance(item, wwrf.Block) and _joins_every_joiner(item, group)
               for item in page.formalized.items):
            return _team_named(name.removesuffix(" Team"))
    return None
