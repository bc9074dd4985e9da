"""Groups with rules of their own in role files (a part of the loader, split off), and the
import of a WWRF group piece that has them.

A role file's ``groups`` are channels its holders share from the deal. A group may also have
rules of its own, declared with the role whose holders join it (``group_rules``): today, what
happens when it is disbanded (WWRF's ``On Disbandment``). A group of a role file is disbanded
when none of its living members holds a role that puts them in it any more, each having died
or changed role (WWRF: "If all members of a group have changed role or died, the group is
disbanded and any abilities it may have had are lost"): its members are told, its channel
closes for good, and its ``disbanded`` effect is carried out, once a game, by the member whose
death or change disbanded it, on every living player (``all``) or on the group's living
members (``members``), when its ``if`` holds.

A group of the book (the cult, the jury …) keeps the book's rules: a file may not give one
rules of its own, and the import names a WWRF group that bears a book group's name apart
(``imported NAME``), so that it is never played as the book's.

The loader's part is :func:`declared`; the import's, :func:`piece_rules`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from . import wwrf

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.events import Event
    from ..engine.rules import Ability, Ruleset
    from ..engine.state import Player
    from .conditions import Cond
    from .load import Problem, _Ctx
    from .translate import _State

KEY = "group_rules"
KEY_TEXT = ("rules of the groups its holders join (each named in 'groups'; not a group of the "
            "book): {group: NAME, disbanded: {targets: all|members, if: CONDITION, effect: "
            "EFFECT}}: when no living member holds a role that puts them in the group any more, "
            "it is disbanded (its members told, its channel closed) and the effect is carried "
            "out on every living player or on its living members")
TARGETS = ("all", "members")
SUBJECTS = ("self", "target")
ITEM_KEYS = {"group": "the group (one of the file's 'groups')",
             "disbanded": "what is carried out when the group is disbanded"}
DISBANDED_KEYS = {"targets": "whom the effect reaches: all (every living player) or members "
                  "(the group's living members)", "effect": "the effect",
                  "if": "a condition: carried out only when it holds",
                  "cases": "conditional lines", "otherwise": "what is carried out when no "
                  "case holds"}
MOMENT = "disbanded"  # the trigger_fired event's moment


def declared(ctx: _Ctx, rules: Ruleset, data: dict[str, Any], groups: tuple[str, ...],
             role_name: str, rule: str, messages: dict[str, str],
             ) -> list[tuple[str, Callable[..., Any]]]:
    """The listeners of the file's ``group_rules`` (its problems said; the wrong ones left
    out)."""
    from .conditions import read_steps
    from .load import MAX_GROUPS, _known_keys

    value = data.get(KEY)
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_GROUPS:
        ctx.tell(data, "roledata.group_rules_list", KEY, max=MAX_GROUPS)
        return []
    book = rules.role_groups() | set(rules.groups)
    out: list[tuple[str, Callable[..., Any]]] = []
    seen: set[str] = set()
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            ctx.tell(value, "roledata.group_rules_map", str(i))
            continue
        _known_keys(ctx, item, ITEM_KEYS, "a group's rules")
        group = item.get("group")
        if not isinstance(group, str) or group not in groups:
            ctx.tell(item, "roledata.group_rules_unjoined", "group",
                     group=str(group), groups=", ".join(groups) or "-")
            continue
        if group in book:
            ctx.tell(item, "roledata.group_rules_book", "group", group=group)
            continue
        if group in seen:
            ctx.tell(item, "roledata.group_rules_twice", "group", group=group)
            continue
        seen.add(group)
        gone = item.get("disbanded")
        if not isinstance(gone, dict):
            ctx.tell(item, "roledata.group_rules_disbanded",
                     "disbanded" if "disbanded" in item else None)
            continue
        _known_keys(ctx, gone, DISBANDED_KEYS, "a group's disbandment")
        whom = gone.get("targets")
        if whom not in TARGETS:
            ctx.tell(gone, "roledata.group_rules_targets", "targets" if "targets" in gone
                     else None, values=", ".join(TARGETS))
            continue
        does, cond, right = read_steps(ctx, gone, messages, SUBJECTS)
        if not does or not right:
            continue
        out.extend(_listeners(group, whom, role_name, rule, does, cond))
    return out


def _listeners(group: str, whom: str, role_name: str, rule: str, does: list[Any],
               cond: Cond | None) -> list[tuple[str, Callable[..., Any]]]:
    from ..engine.core import Act
    from ..engine.rules import Ability
    from .conditions import env_of
    from .load import TriggerCount, _guard

    ability: Ability = _guard(Ability(verb=f"{MOMENT} trigger", when="any", timing="immediate",
                                      does=does[0] if len(does) == 1 else tuple(does),
                                      rule=rule, visits=False))
    done = f"{MOMENT}/{group}"

    def check(eng: Engine, player: Player, ev: Event) -> None:
        """After a death or a change of role: the group is disbanded once none of its living
        members holds a role that puts them in it."""
        g = eng.group(group)
        if g is None or not g.members:
            return
        count = eng.ext(TriggerCount)
        if count.uses.get(done):
            return  # (another file's rules for the same group disbanded it)
        for m in g.members:
            p = eng.find(m)
            if p is not None and p.alive and group in eng.role_of(p).groups:
                return
        count.uses[done] = 1
        members = [p for m in g.members if (p := eng.find(m)) is not None and p.alive]
        gone = eng.emit("group_disbanded", audience="players", to=list(g.members),
                        msg="group.disbanded", params={"group": group}, causes=[ev.id],
                        rule=rule, data={"group": group, "by": player.name})
        eng.empty_group(group, causes=[gone.id], rule=rule, announce=False)
        living = [p for p in eng.state.players if p.alive]
        targets = living if whom == "all" else members
        if not targets:
            return
        if cond is not None and not cond.holds(eng, env_of(eng, player, targets[0], {})):
            return
        fired = eng.emit("trigger_fired", actor=player.name, targets=[t.name for t in targets],
                         causes=[gone.id], rule=rule, data={"on": MOMENT})
        ability.resolve(eng, Act(player, ability, targets, fired, role_name))

    check.__name__ = f"group_rules_{wwrf.piece_key(group).replace(' ', '_')}"
    return [("death", check), ("role_changed", check)]


def differing(texts: Sequence[tuple[str, str]]) -> list[Problem]:
    """A group's rules are the group's, whichever of its roles a game deals: two files that
    give one group different rules are a problem of the later file (named with the first)."""
    from .load import Problem, parse

    seen: dict[str, tuple[str, Any]] = {}
    out: list[Problem] = []
    for name, text in texts:
        data = parse(text)[0].data
        items = data.get(KEY) if isinstance(data, dict) else None
        for item in items if isinstance(items, list) else ():
            if not isinstance(item, dict) or not isinstance(item.get("group"), str):
                continue
            group = item["group"]
            if group in seen and seen[group][1] != item:
                out.append(Problem.said(1, "roledata.group_rules_differ", name, group=group,
                                        other=seen[group][0]))
            seen.setdefault(group, (name, item))
    return out


def schema() -> dict[str, Any]:
    return {
        "type": "array", "maxItems": 4, "description": KEY_TEXT,
        "items": {
            "type": "object", "additionalProperties": False, "required": ["group", "disbanded"],
            "properties": {
                "group": {"type": "string"},
                "disbanded": {
                    "type": "object", "additionalProperties": False, "required": ["targets"],
                    "properties": {"targets": {"enum": list(TARGETS)}, "effect": {},
                                   "if": {"$ref": "#/$defs/condition"}, "cases": {},
                                   "otherwise": {}},
                },
            },
        },
    }


# ---------------------------------------------------------------------------- the import

def _group_piece(state: _State, name: str) -> wwrf.Page | None:
    for key in (wwrf.piece_key("group " + name), wwrf.piece_key(name)):
        if key not in state.pieces and key in state.texts:
            state.pieces[key] = wwrf.parse_page(state.texts[key])
        piece = state.pieces.get(key)
        if piece is not None:
            return piece
    return None


def group_name(name: str) -> str:
    """The role file's name of the WWRF group ``#name``: its own (lower case), or ``imported
    NAME`` when the book has a group of that name (never played as the book's)."""
    from .load import _base_rules

    rules = _base_rules()
    low = name.lower()
    if low in rules.role_groups() or low in rules.groups:
        return f"imported {low}"[:40]
    return low


def piece_rules(state: _State, name: str) -> dict[str, Any] | None:
    """The role file's ``group_rules`` entry for the WWRF group ``#name`` when its piece is
    given and each of its lines is one the vocabulary says: ``Unique Group`` and one ``On
    Disbandment:`` block whose ability is translated (on every living player, ``@All``, or on
    its members, ``@Members``), with a condition the role files' conditions say; None
    otherwise (the joining line is listed, with the piece's reason)."""
    from .import_conditions import marker_of, restriction

    piece = _group_piece(state, name)
    if piece is None or piece.formalized is None:
        return None
    flags = [i for i in piece.formalized.items if isinstance(i, wwrf.Flag)]
    blocks = [i for i in piece.formalized.items if not isinstance(i, wwrf.Flag)]
    if {f.name for f in flags} != {"Unique Group"} or len(blocks) != 1:
        return None
    (b,) = blocks
    if not (isinstance(b, wwrf.Block) and isinstance(b.trigger, wwrf.Trigger)
            and b.trigger.kind == "On Disbandment" and not b.trigger.filter
            and len(b.body) == 1 and isinstance(b.body[0], wwrf.Do)):
        return None
    do = b.body[0]
    params = wwrf.Params(b.params.restrictions + do.params.restrictions,
                         b.params.scaling or do.params.scaling,
                         b.params.options + do.params.options, b.params.prompt or do.params.prompt)
    if params.scaling or params.options or params.prompt:
        return None
    ab = do.ability
    whom = _whom(ab)
    if whom is None:
        return None
    effect = _disbanded_effect(ab)
    if effect is None:
        return None
    out: dict[str, Any] = {"targets": whom}
    conds = []
    for r in params.restrictions:
        got = restriction(r, SUBJECTS, marker_of(state))
        if got is None:
            return None
        conds.append(got)
    if conds:
        out["if"] = conds[0] if len(conds) == 1 else {"all": conds}
    out["effect"] = effect
    return {"group": group_name(name), "disbanded": out}


def _disbanded_effect(ab: wwrf.Ability) -> Any:
    """Our effect for the ability a disbandment carries out on the players it reaches: the
    removal of an attribute named (``Remove `X` from @All``) is the effect ``RemoveMarker``
    of that name (whatever a role file put on under that name comes off, with what it put
    on while carried); another ability, as a role's ability on the player chosen is
    translated; None when it is none of these."""
    from .translate import _effect, _literal, _Skip

    if isinstance(ab, wwrf.Applying) and ab.subtype == "Remove":
        name = _literal(ab.attribute)
        if name is None or ":" in name or ab.duration or ab.values or ab.index is not None:
            return None
        return {"RemoveMarker": {"marker": name}}
    try:
        return _effect(_on_selection(ab))
    except _Skip:
        return None


def _target_of(ab: wwrf.Ability) -> tuple[str, Any] | None:
    """The field of ``ab`` that names whom it reaches, and its value."""
    for field_name in ("target", "player", "member"):
        v = getattr(ab, field_name, None)
        if v is not None:
            return field_name, v
    return None


def _whom(ab: wwrf.Ability) -> str | None:
    """``all`` for an ability on ``@All``, ``members`` on ``@Members``; None otherwise."""
    got = _target_of(ab)
    if got is None:
        return None
    v = got[1]
    if (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector) and v.base.sigil == "@"
            and not v.base.query and not v.props):
        return {"All": "all", "Members": "members"}.get(v.base.name)
    return None


def _on_selection(ab: wwrf.Ability) -> wwrf.Ability:
    """``ab`` aimed at ``@Selection`` (the players the disbandment reaches), for the ability
    translation."""
    from dataclasses import replace

    got = _target_of(ab)
    assert got is not None
    sel = wwrf.Ref(wwrf.Selector("@", "Selection", ()), (), None)
    changed: Any = replace(cast(Any, ab), **{got[0]: sel})
    return cast(wwrf.Ability, changed)
