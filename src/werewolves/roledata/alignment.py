"""The import of WWRF's alignment change of the holder (the guide's Changing, subtype
Alignment): ``Alignment Change @Self to `Townsfolk``` in a trigger becomes the effect ``Align``
(``engine/effects.py``) on the holder, naming our team of that name (``town``). A change of
another player, or to a team a value names (``@Target->Alignment``), or to a team that is none
of ours, is listed with the reason.
"""

from __future__ import annotations

from typing import Any

from . import wwrf

__all__ = ["AlignSkip", "align_effect"]


class AlignSkip(Exception):
    """A line this module does not translate: its construct and the reason, in words."""

    def __init__(self, construct: str, reason: str) -> None:
        super().__init__(reason)
        self.construct = construct
        self.reason = reason


def _self(v: wwrf.Value | None) -> bool:
    return (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector)
            and v.base.sigil == "@" and v.base.name == "Self" and not v.base.query
            and not v.props)


def align_effect(ab: wwrf.Ability) -> dict[str, Any] | None:
    """Our effect for an alignment change of the holder, None for any other ability, or
    :class:`AlignSkip` for an alignment change not translated."""
    from .translate import _team_named

    if not (isinstance(ab, wwrf.Changing) and ab.subtype == "Alignment"):
        return None
    construct = "changing: Alignment"
    if not _self(ab.target):
        raise AlignSkip(construct + " (not @Self)", "only an alignment change of the holder "
                        "(@Self) is translated")
    to = ab.to
    if not (isinstance(to, wwrf.Ref) and isinstance(to.base, wwrf.Literal) and not to.props):
        raise AlignSkip(construct + " (to a value)", "only an alignment change to a team "
                        "named in words is translated")
    team = _team_named(to.base.text)
    if team is None:
        raise AlignSkip(construct + " (not a team of ours)", f"the team `{to.base.text}` is "
                        "none of ours")
    # R36: the holder plays for the team named from now on, keeping its role
    return {"Align": {"team": team}}
