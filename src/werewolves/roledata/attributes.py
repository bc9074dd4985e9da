"""Attributes with rules of their own in role files: a role file declares them once
(``attributes``), its ``AddMarker`` of that name puts one on a player with its rules, and
``RemoveMarker`` takes it off with them.

What the incumbent's ``_game/`` attribute pieces define with rules (a defence, a disguise, a
doom, a counter …) is typed here one shape at a time. The first shape is the disguise worn
while the attribute is carried (``Starting: Weakly|Strongly Disguise @Self as `X`
(~Attribute)``, the guides' ``~Attribute``: "lasts as long as the originating attribute is
applied"): ``{name: Charmed, disguise: {as: Flute Player, strength: weak}}``. An attribute of
any other rules is not translated, and the line that applies it is listed.

The loader's part (:func:`declared`) reads the key; the import's (:func:`piece_attribute`)
reads an attribute's piece.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import wwrf

if TYPE_CHECKING:
    from ..engine.effects import Worn
    from ..engine.rules import Ruleset
    from .load import _Ctx
    from .translate import _State

MAX_ATTRIBUTES = 8
KEY_TEXT = ("attributes with rules of their own, declared once (at most 8): {name: NAME, "
            "disguise: {as: ROLE, strength: weak|strong}}: the disguise is worn while the "
            "attribute is carried (AddMarker of that name puts it on, RemoveMarker takes it off)")
STRENGTHS = ("weak", "strong")


def declared(ctx: _Ctx, rules: Ruleset, data: dict[str, Any]) -> dict[str, Worn]:
    """The file's ``attributes``, by lower-case name (its problems said; the wrong ones left
    out)."""
    from ..engine.effects import Worn
    from .load import _known_keys, _quote

    value = data.get("attributes")
    if value is None:
        return {}
    if not isinstance(value, list) or len(value) > MAX_ATTRIBUTES:
        ctx.tell(data, "roledata.attributes_list", "attributes", max=MAX_ATTRIBUTES)
        return {}
    out: dict[str, Worn] = {}
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            ctx.tell(value, "roledata.attribute_map", str(i))
            continue
        _known_keys(ctx, item, {"name": "its name", "disguise": "the disguise it puts on"},
                    "an attribute")
        name = item.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            ctx.tell(item, "roledata.attribute_name", "name")
            continue
        if name.strip().lower() in out:
            ctx.tell(item, "roledata.attribute_twice", "name", name=_quote(name))
            continue
        worn = item.get("disguise")
        if not isinstance(worn, dict) or set(worn) - {"as", "strength"}:
            ctx.tell(item, "roledata.attribute_disguise",
                     "disguise" if "disguise" in item else None)
            continue
        shown = worn.get("as")
        role = rules.role(shown) if isinstance(shown, str) else None
        strength = worn.get("strength", "weak")
        if role is None:
            ctx.tell(worn, "roledata.attribute_shows", "as", name=_quote(name),
                     role=_quote(str(shown)))
            continue
        if strength not in STRENGTHS:
            ctx.tell(worn, "roledata.disguise_strength", "strength")
            continue
        out[name.strip().lower()] = Worn(role.name, strength)
    return out


def schema() -> dict[str, Any]:
    return {
        "type": "array", "maxItems": MAX_ATTRIBUTES, "description": KEY_TEXT,
        "items": {
            "type": "object", "additionalProperties": False, "required": ["name", "disguise"],
            "properties": {
                "name": {"type": "string", "minLength": 1, "maxLength": 40},
                "disguise": {"type": "object", "additionalProperties": False,
                             "required": ["as"],
                             "properties": {"as": {"type": "string"},
                                            "strength": {"enum": list(STRENGTHS)}}},
            },
        },
    }


# ---------------------------------------------------------------------------- the import

def piece_attribute(state: _State, name: str) -> dict[str, Any] | None:
    """The declaration of the attribute ``name`` when its ``_game/`` piece is given and is one
    line, ``Starting: Weakly|Strongly Disguise @Self as `X` (~Attribute)`` with X a role of
    our book; None otherwise."""
    from .translate import _is_selector, _literal, book_has

    key = wwrf.piece_key(name)
    if key not in state.pieces and key in state.texts:
        state.pieces[key] = wwrf.parse_page(state.texts[key])
    piece = state.pieces.get(key)
    if piece is None or piece.formalized is None or len(piece.formalized.items) != 1:
        return None
    (block,) = piece.formalized.items
    if not (isinstance(block, wwrf.Block) and isinstance(block.trigger, wwrf.Trigger)
            and block.trigger.kind == "Starting" and not block.params.restrictions
            and not block.params.options and not block.params.scaling
            and len(block.body) == 1 and isinstance(block.body[0], wwrf.Do)
            and not block.body[0].params):
        return None
    ab = block.body[0].ability
    if not (isinstance(ab, wwrf.Disguising) and ab.subtype in ("Weakly", "Strongly")
            and _is_selector(ab.target, "Self") and ab.duration == "Attribute"):
        return None
    role = _literal(ab.role)
    if role is None or not book_has(role):
        return None
    return {"name": name, "disguise": {"as": role, "strength": "weak" if ab.subtype == "Weakly"
                                       else "strong"}}


def declare(state: _State, name: str) -> bool:
    """Whether the attribute ``name`` is one with rules the role file can declare (its piece
    is :func:`piece_attribute`'s shape): declared in the role file being written, once."""
    got = piece_attribute(state, name)
    if got is None:
        return False
    if all(a["name"].lower() != name.lower() for a in state.attributes):
        state.attributes.append(got)
    return True
