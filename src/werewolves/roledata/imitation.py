"""The import of an imitation: WWRF's ``Include: %Role%`` (a role the host names, whose rules the
page's role takes up) with ``Starting: Strongly Disguise @Self as %Role%`` (worn as that role)
and a ``Learn`` of it, on a page whose role is in the wolfpack.

The host's role (``%Role%``, the guides' Host Information) is, for a member of the pack, the
pack's commonest role outside the Werewolf Group (white-werewolf.7: the engine's imitation,
roles/white_wolves.py): strongly disguised as it and lent its abilities (white-werewolf.8), a
tie drawn (white-werewolf.9), all of it lost with a change of role (white-werewolf.10). The role
file says ``imitates: pack``. The import's part only: the loader's is load.py's (it reaches
the role book's imitation), and a page whose role is not in the pack is listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import wwrf

if TYPE_CHECKING:
    from .translate import _State

__all__ = ["IMITATES", "KEY_TEXT", "imitation_blocks"]

# the one value of the role file's ``imitates``: the pack's commonest role (white-werewolf.7)
IMITATES = "pack"
KEY_TEXT = ("'pack': its holder imitates the wolfpack's commonest role outside the Werewolf "
            "Group when dealt: strongly disguised as it and lent its abilities, until a change "
            "of role (white-werewolf.7, .8, .10; WWRF's Include: %Role% with a disguise as "
            "it); the holder must be in the pack (pack: yes)")


def _host_role(v: wwrf.Value | None) -> bool:
    """``%Role%``: the role the host names."""
    return (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.HostInfo)
            and v.base.name == "Role" and not v.props)


def _imitating(st: wwrf.Statement) -> str | None:
    """What one line of a starting block is to an imitation: ``disguise`` (``Strongly
    Disguise @Self as %Role%``, at most once: ``[Quantity: 1]``), ``told`` (a ``Learn`` naming
    ``%Role%``: the imitation tells its holder the role), or None (another line)."""
    from .translate import _is_selector, _literal, _number

    if not isinstance(st, wwrf.Do):
        return None
    ab = st.ability
    once = all(isinstance(r, wwrf.Quantity) and _number(r.count) == 1
               for r in st.params.restrictions)
    plain = not st.params.options and st.params.scaling is None and not st.params.prompt
    if (isinstance(ab, wwrf.Disguising) and ab.subtype == "Strongly"
            and _is_selector(ab.target, "Self") and _host_role(ab.role)
            and ab.duration in (None, "Persistent", "Permanent") and once and plain):
        return "disguise"
    if (isinstance(ab, wwrf.Announcement) and ab.subtype == "Learn" and ab.to is None
            and not st.params and "%Role%" in (_literal(ab.info) or "")):
        return "told"
    return None


def imitation_blocks(state: _State, where: str, f: wwrf.Formalization) -> set[int]:
    """The lines an imitation takes (its ``Include: %Role%`` and the starting block that wears
    the role, whose other lines are set up as any starting block's): ``state.imitates`` is set
    and the import judges the pack at the end (:func:`judge`). None taken (an empty set) when
    the page has no such pair, or the block's other lines are no set-up of ours."""
    from .translate import _setup

    include = [i for i in f.items if isinstance(i, wwrf.Directive) and i.kind == "Include"
               and _host_role(i.value)]
    blocks = [b for b in f.items if isinstance(b, wwrf.Block)
              and isinstance(b.trigger, wwrf.Trigger) and b.trigger.kind == "Starting"
              and not b.params and any(_imitating(st) == "disguise" for st in b.body)]
    if len(include) != 1 or len(blocks) != 1:
        return set()
    (block,) = blocks
    if sum(_imitating(st) == "disguise" for st in block.body) != 1:
        return set()
    rest = tuple(st for st in block.body if _imitating(st) is None)
    if rest and not _setup(state, where, wwrf.Block(block.line, block.trigger, block.params,
                                                    rest)):
        return set()
    state.imitates = (where, include[0].line)
    return {include[0].line, block.line}


def judge(state: _State) -> str | None:
    """The role file's ``imitates`` once the page is read: ``pack`` when its role is in the
    wolfpack; otherwise the Include line is listed (a host's role for another holder is not
    in the vocabulary) and None."""
    if state.imitates is None:
        return None
    if state.pack:
        return IMITATES
    where, line = state.imitates
    state.skip(where, line, "Include: (not in the pack)", "a role the host names is "
               "translated for a member of the wolfpack (the pack's commonest role, "
               "white-werewolf.7); for another holder it is not in the vocabulary")
    return None
