"""What ``role import`` makes of WWRF's conditions: a condition (``[Condition: …]``, ``[Attribute:
has|lacks `M`]``, a conditional line's ``<condition>:``) as a condition of the role file's one
language (conditions.py), and the blocks that use them: an event trigger under conditions, with
conditional lines (``cases``/``otherwise``) or a ``Process:`` whose ``Evaluate:`` asks whether
the attack succeeded; and the held target's emergency change (``On Action [Targeting]: Target
@Selection … [Quantity: 1]``, S1.52).

Like translate.py it imports nothing of the engine: what it cannot say it raises as the
translator's ``_Skip``, with the construct and the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import wwrf

if TYPE_CHECKING:
    from .translate import _State

# WWRF's selectors as a condition's subjects (conditions.SUBJECTS), where the place offers them
SUBJECT_OF = {"Self": "self", "Target": "held", "Selection": "target", "Attacker": "killer",
              "This": "dead", "Visitor": "visitor", "ActionTarget": "target"}
# WWRF's comparison operators as a counter's
COUNTER_OPS = {">": ">", "<": "<", "≥": ">=", "≤": "<=", ">=": ">=", "<=": "<=", "is": "=",
               "is not": "!="}


def _subject(v: wwrf.Value | None, offered: tuple[str, ...]) -> str | None:
    if (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector) and v.base.sigil == "@"
            and not v.base.query and not v.props and v.annotation is None):
        got = SUBJECT_OF.get(v.base.name)
        return got if got in offered else None
    return None


def _prop_subject(v: wwrf.Value, prop: str, offered: tuple[str, ...]) -> str | None:
    """``@X->Prop``: X as a subject when the value reads that one property."""
    if isinstance(v, wwrf.Ref) and v.props == (prop,):
        return _subject(wwrf.Ref(v.base), offered)
    return None


def _word(v: wwrf.Value) -> str | None:
    """A literal's text, or a bare word's (``Townsfolk``, `` `Werewolf`[alignment] ``)."""
    if isinstance(v, wwrf.Ref) and not v.props and isinstance(v.base, wwrf.Literal):
        return v.base.text
    return None


def _number(v: wwrf.Value) -> int | None:
    if isinstance(v, wwrf.Ref) and not v.props and isinstance(v.base, wwrf.Number):
        try:
            return int(v.base.text)
        except ValueError:
            return None
    return None


def _living(sel: wwrf.Selector, marker: Callable[[str], bool]) -> dict[str, Any] | None:
    """``@(Key:Value)`` of one term, a living player's: a role of our book, a team of ours, the
    wolfpack, a plain marker or an office of ours."""
    from .translate import _team_named, book_has

    if sel.sigil != "@" or sel.name or len(sel.query) != 1 or sel.query[0].negated:
        return None
    term = sel.query[0]
    value = term.value.replace("-", " ")
    if term.key == "Role" and book_has(value):
        return {"role": value}
    if term.key == "Align" and (team := _team_named(value)) is not None:
        return {"team": team}
    if term.key == "Group" and value.lower() == "wolfpack":
        return {"group": "wolfpack"}
    if term.key == "Attr" and marker(term.value):
        return {"marker": term.value}
    if term.key == "AttrRole" and (office := _office(value)) is not None:
        # the guide's role attribute of an elected office (R12): its holder
        return {"office": office}
    return None


def _office(name: str) -> str | None:
    """The office of ours named ``name`` (R12: Mayor, Reporter, Guardian), or None."""
    from .load import _base_rules

    found = _base_rules().role(name)
    return found.name if found is not None and found.office else None


def condition(c: wwrf.Condition, offered: tuple[str, ...],
              marker: Callable[[str], bool]) -> dict[str, Any] | None:
    """A WWRF condition as the role file's (conditions.py), or None when it says what the
    language cannot (a variable, a property we do not keep, a player the place does not know).
    ``marker``: whether an attribute is a plain marker (translate.plain_marker)."""
    from .translate import _team_named, book_has

    if isinstance(c, wwrf.Not):
        inner = condition(c.inner, offered, marker)
        return {"not": inner} if inner is not None else None
    if isinstance(c, wwrf.Junction):
        ops = set(c.ops)
        if ops not in ({"and"}, {"or"}) or len(c.operands) > 8:
            return None
        parts = [condition(o, offered, marker) for o in c.operands]
        if any(p is None for p in parts):
            return None
        return {"all" if ops == {"and"} else "any": parts}
    if isinstance(c, wwrf.Exists):
        v = c.subject
        if isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector) and not v.props:
            if v.base.query:
                living = _living(v.base, marker)
                return {"living": living} if living is not None else None
            who = _subject(v, offered)
            return {"alive": who} if who is not None else None
        return None
    # a comparison
    left, op, right = c.left, c.op, c.right
    who = _subject(left, offered)
    if op in ("is", "is not") and who is not None and (other := _subject(right, offered)):
        same = {"same": [who, other]}
        return same if op == "is" else {"not": same}
    if op == "is part of" and who is not None and isinstance(right, wwrf.Ref) \
            and isinstance(right.base, wwrf.Selector) and right.base.name in ("DeadAlive", "All") \
            and not right.props and not right.base.query:
        # part of everyone, dead or alive: the player is known (@All: alive)
        return {"known": who} if right.base.name == "DeadAlive" else {"alive": who}
    if op == "has" and who is not None and (name := _word(right)) is not None and marker(name):
        return {"marker": {"of": who, "is": name}}
    if op in ("is", "is not") and (name := _word(right)) is not None:
        got: dict[str, Any] | None = None
        if (s := _prop_subject(left, "Alignment", offered)) is not None:
            team = _team_named(name)
            got = {"team": {"of": s, "is": team}} if team is not None else None
        elif (s := _prop_subject(left, "Role", offered)) is not None and book_has(name):
            got = {"role": {"of": s, "is": name}}
        if got is not None:
            return got if op == "is" else {"not": got}
        return None
    if op == "is in" and who is not None and isinstance(right, wwrf.Ref) \
            and isinstance(right.base, wwrf.Selector) and right.base.sigil == "#" \
            and right.base.name.lower() == "wolfpack" and not right.props:
        return {"group": {"of": who, "is": "wolfpack"}}
    if op in COUNTER_OPS and (s := _prop_subject(left, "Counter", offered)) is not None \
            and (n := _number(right)) is not None:
        return {"counter": {"of": s, "name": "counter", "op": COUNTER_OPS[op], "value": n}}
    return None


def restriction(r: wwrf.Restriction, offered: tuple[str, ...],
                marker: Callable[[str], bool]) -> dict[str, Any] | None:
    """A ``[Condition: …]`` or ``[Attribute: (S) has|lacks `M`]`` (M a plain marker) as a
    condition; None for another restriction or one the language cannot say."""
    if isinstance(r, wwrf.ConditionCheck):
        return condition(r.condition, offered, marker)
    if isinstance(r, wwrf.AttributeCheck):
        name = _word(r.attribute)
        who = "self" if r.subject is None else _subject(r.subject, offered)
        if name is None or who is None or not marker(name):
            return None
        got = {"marker": {"of": who, "is": name}}
        return got if r.has else {"not": got}
    return None


def joined(conds: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Several restrictions, all of which must hold, as one condition."""
    if not conds:
        return None
    return conds[0] if len(conds) == 1 else {"all": conds}


# ---------------------------------------------------------------------------- event triggers


def trigger_limits(restrictions: tuple[wwrf.Restriction, ...], moment: str,
                   ) -> tuple[dict[str, Any], list[wwrf.Restriction]]:
    """An event trigger's limits among its restrictions: ``[Quantity: N]`` (its firings a game
    for each holder, ``per_game``) and ``[Temporal: Day|Night]`` (the kind of phase it fires
    in, ``phase``); the rest is returned for the caller to read (conditions) or list. A trigger
    on the holder's death of any kind (``death``, the loader's own) takes none."""
    limits: dict[str, Any] = {}
    rest: list[wwrf.Restriction] = []
    for r in restrictions:
        if moment == "death":
            rest.append(r)
            continue
        n = _number(r.count) if isinstance(r, wwrf.Quantity) else None
        if n is not None and 1 <= n <= 100 and "per_game" not in limits:
            limits["per_game"] = n
        elif (isinstance(r, wwrf.Temporal) and r.number is None and not r.onwards
              and r.phase in ("Day", "Night") and "phase" not in limits):
            limits["phase"] = r.phase.lower()
        else:
            rest.append(r)
    return limits, rest



def _skip(construct: str, reason: str) -> Exception:
    from .translate import _Skip

    return _Skip(construct, reason)


def event_block(b: wwrf.Block, marker: Callable[[str], bool]) -> dict[str, Any] | None:
    """An event trigger whose restrictions are conditions, or whose body is conditional lines
    or a ``Process:`` of one attack with an ``Evaluate:`` of its success: the role file's
    trigger (its ``if``, ``effect``, ``cases``, ``otherwise``); None when the block has neither
    (translate's plain path takes it); raises ``_Skip`` when it has them but says what the
    vocabulary cannot."""
    from .conditions import subjects_at
    from .load import TRIGGER_MOMENTS
    from .translate import (
        EVENT_MOMENTS,
        _announced,
        _emergency_change,
        _event_effect,
        _kinds_of,
        _target_exists,
        _whose_death,
    )

    assert isinstance(b.trigger, wwrf.Trigger)
    if _emergency_change(b):
        return None
    moment = EVENT_MOMENTS[b.trigger.kind]
    label = f"trigger: {b.trigger.kind}" + (" [filter]" if b.trigger.filter else "")
    body = list(b.body)
    params = b.params
    if len(body) == 1 and isinstance(body[0], wwrf.Do) and body[0].line == b.line:
        params = wwrf.Params(params.restrictions + body[0].params.restrictions,
                             params.scaling, params.options, params.prompt)
        body = [wwrf.Do(body[0].line, body[0].ability)]
    limits, rest = trigger_limits(params.restrictions, moment)
    conds = [r for r in rest if not _target_exists(r)]
    held = len(conds) < len(rest)
    branching = any(isinstance(st, wwrf.Branch | wwrf.Process | wwrf.Evaluate) for st in body)
    if (not branching and not conds) or not all(
            isinstance(r, wwrf.ConditionCheck | wwrf.AttributeCheck) for r in conds):
        return None
    if params.scaling or params.prompt or any(
            o.name != "Visitless" or o.value is not None for o in params.options):
        raise _skip(f"{label} (restrictions or options)", "a role file's trigger takes "
                    "conditions, not limits or options")
    offered = subjects_at(moment)
    ifs = [restriction(r, offered, marker) for r in conds]
    if any(i is None for i in ifs):
        raise _skip(f"{label}: <condition>", "this condition names what the role file's "
                    "conditions cannot (a variable, a value we do not keep, or a player the "
                    "moment does not know)")
    trigger: dict[str, Any] = {"moment": moment}
    if moment == "a death":
        assert isinstance(b.trigger, wwrf.Trigger)
        trigger["of"] = _whose_death(b.trigger.subject)
    if moment == "signal":
        assert isinstance(b.trigger, wwrf.Trigger)
        trigger["signal"] = signal_of(b.trigger, label)
    trigger.update(limits)
    assert isinstance(b.trigger, wwrf.Trigger)
    if b.trigger.filter is not None:
        trigger["kinds"] = _kinds_of(b.trigger.filter)
    whom: set[str] = set()

    def effects_of(stmts: list[wwrf.Statement]) -> list[tuple[str | None, Any]]:
        out: list[tuple[str | None, Any]] = []
        for st in stmts:
            if not isinstance(st, wwrf.Do) or st.params:
                raise _skip(f"{label}: {type(st).__name__}", "a conditional line of a "
                            "trigger carries out abilities, with no parameters of their own")
            ab = st.ability
            if isinstance(ab, wwrf.Announcement) and ab.subtype == "Announce" and ab.to is None:
                out.append((None, ab))
                continue
            if isinstance(ab, wwrf.Announcement) and ab.subtype == "Learn" and ab.to is None:
                # what the holder learns reaches the holder (Notice)
                whom.add("self")
                out.append(("self", learned(ab, moment)))
                continue
            target, effect = _event_effect(ab)
            if target == "self" and _own_marker(effect):
                # the holder's own plain marker is a step beside the trigger's effect on
                # whomever it reaches (AddMarker/RemoveMarker with `user`)
                out.append((BESIDE, effect))
                continue
            whom.add(target)
            out.append((target, effect))
        return out

    main: list[tuple[str | None, Any]] = []
    cases: list[tuple[dict[str, Any], list[tuple[str | None, Any]]]] = []
    otherwise: list[tuple[str | None, Any]] | None = None
    i = 0
    while i < len(body):
        st = body[i]
        nxt = body[i + 1] if i + 1 < len(body) else None
        probe = _role_probe(st) if isinstance(st, wwrf.Process) else None
        if probe is not None and isinstance(nxt, wwrf.Evaluate):
            # Process: Role Investigate a player; Evaluate: announce the role found
            main += _announced_roles(nxt, probe, whom)
            i += 1
        elif isinstance(st, wwrf.Process):
            # Process: one attack; Evaluate: `@Result is `Success``: what follows a success
            main += effects_of(list(st.body))
            if isinstance(nxt, wwrf.Evaluate):
                cases += _evaluated(nxt, main, effects_of)
                i += 1
        elif isinstance(st, wwrf.Branch):
            if otherwise is not None:
                raise _skip(f"{label}: <condition>", "a conditional line after Otherwise")
            if st.condition is None:
                otherwise = effects_of(list(st.body))
            else:
                cond = condition(st.condition, offered, marker)
                if cond is None:
                    raise _skip(f"{label}: <condition>", "this condition names what the role "
                                "file's conditions cannot (a variable, a value we do not keep, "
                                "or a player the moment does not know)")
                cases.append((cond, effects_of(list(st.body))))
        elif isinstance(st, wwrf.Do) and not cases and otherwise is None:
            main += effects_of([st])
        else:
            raise _skip(f"{label}: {type(st).__name__}", "a role file's trigger carries out "
                        "its effect, then its conditional lines")
        i += 1
    if not whom and any(w == BESIDE for w, _ in main + [x for _, c in cases for x in c]
                        + (otherwise or [])):
        whom.add("self")  # (only the holder's own markers: the trigger reaches the holder)
    if not whom:
        raise _skip(f"{label} (announcements only)", "a role file's trigger reaches a player; "
                    "one that only announces is not in the vocabulary")
    if len(whom) != 1:
        raise _skip(f"{label} (several targets)", "a role file's trigger reaches one player "
                    "for all its effects")
    (target,) = whom
    if target not in TRIGGER_MOMENTS[moment]:
        raise _skip(f"{label} (aimed at {target})", f"a trigger on {moment} cannot reach "
                    f"the {target}: it reaches " + ", ".join(TRIGGER_MOMENTS[moment]))
    if held and target != "target":
        ifs.append({"alive": "held"})
    trigger["targets"] = target

    def written(steps: list[tuple[str | None, Any]]) -> list[Any]:
        out = []
        for w, e in steps:
            if w == BESIDE:
                (name, fields_), = e.items()
                out.append({name: {**fields_, "user": True}} if target != "self" else e)
            elif w == ROLE_NAMED:
                ab, reads = e
                out.append({"Announce": {"tell": _announced(ab, target).replace(
                    ROLE_MARK, "{role}"), "reads": reads}})
            elif w is None:
                out.append({"Announce": {"tell": _announced(e, target)}})
            else:
                out.append(e)
        return out

    if_ = joined([i_ for i_ in ifs if i_ is not None])
    if if_ is not None:
        trigger["if"] = if_
    every = written(main) + [e for _, s in cases for e in written(s)] + written(otherwise or [])
    if main:
        trigger["effect"] = written(main)[0] if len(main) == 1 else written(main)
    if cases:
        trigger["cases"] = [{"if": c, "effect": written(s)[0] if len(s) == 1 else written(s)}
                            for c, s in cases]
    if otherwise:
        trigger["otherwise"] = written(otherwise)[0] if len(otherwise) == 1 \
            else written(otherwise)
    if not cases and otherwise:
        raise _skip(f"{label}: Otherwise", "Otherwise with no conditional line before it")
    kills = any(e in ("Attack", "TrueKill") for e in every)
    if kills and moment in ("death", "killed", "lynched"):
        trigger["restrictions"] = ["other role"]
    if kills and moment == "a death" and target != "self":
        raise _skip(f"{label} (can fire itself)", "an attack on another's death makes a death "
                    "that fires the trigger again; role files refuse such a trigger")
    return trigger


# what a Learn's words may name at a death's moment (Notice with ``about: death``): the dead,
# the kind of death, the killer and the role they hold; and anywhere, the holder
DEATH_WORDS = {"@This": "{dead}", "@DeathType": "{how}", "@Attacker->Role": "{killer_role}",
               "@Attacker": "{killer}", "@Self": "{player}"}
DEATH_MOMENTS = ("death", "killed", "lynched", "a death")
# what a Learn's words may name when a defence is used (Notice with ``about: defence``, R8):
# whose attempt it stopped and whom it kept alive; and the holder
DEFENCE_WORDS = {"@Attacker": "{attacker}", "@Attacked": "{attacked}", "@Self": "{player}"}


def learned(ab: wwrf.Announcement, moment: str) -> dict[str, Any]:
    """A ``Learn `words``` in an event trigger as a ``Notice`` to its holder: its selectors the
    Notice's words (``about: death`` at a death's moment), or ``_Skip`` for any other value."""
    import re

    text = ab.info.base.text if isinstance(ab.info, wwrf.Ref) and isinstance(
        ab.info.base, wwrf.Literal) and not ab.info.props else None
    if text is None or "{" in text or "}" in text:
        raise _skip("announcement: Learn (not a text)", "a Learn is translated when it is "
                    "a text")
    death = moment in DEATH_MOMENTS
    names = DEATH_WORDS if death else DEFENCE_WORDS if moment == "defended" else {
        "@Self": "{player}"}
    found: list[str] = []

    def word(m: re.Match[str]) -> str:
        got = names.get(m.group(0))
        if got is None:
            raise _skip("announcement: Learn (with values)", "a trigger's Learn names the "
                        "holder and, at a death, the dead, the kind of death and the killer "
                        "and their role")
        found.append(got)
        return got

    words = re.sub(r"@[A-Za-z]+(?:->[A-Za-z]+)*", word, text)
    if any(m in words for m in ("$", "%", "&", "#")):
        raise _skip("announcement: Learn (with values)", "a trigger's Learn names no variable, "
                    "host information or group")
    fields: dict[str, Any] = {"tell": words}
    if death and any(f != "{player}" for f in found):
        fields["about"] = "death"
    elif moment == "defended" and any(f != "{player}" for f in found):
        fields["about"] = "defence"
    return {"Notice": fields}


ROLE_NAMED = "(an announcement naming a role)"
BESIDE = "(a marker of the holder's own)"


def _own_marker(effect: Any) -> bool:
    """Whether a trigger's effect is a plain marker put on or taken off (AddMarker,
    RemoveMarker): on the holder, a step beside the effect on the player reached."""
    return isinstance(effect, dict) and len(effect) == 1 and next(iter(effect)) in (
        "AddMarker", "RemoveMarker")
ROLE_MARK = "ROLEOFRESULT"  # `@Result->Role` while the text's selectors are read


def _role_probe(st: wwrf.Process) -> tuple[wwrf.Value, str] | None:
    """A ``Process:`` of one ``Role Investigate`` with its disguise marks: (whom, reads)."""
    from .translate import READS

    if len(st.body) != 1 or not isinstance(st.body[0], wwrf.Do) or st.body[0].params:
        return None
    ab = st.body[0].ability
    if not isinstance(ab, wwrf.Investigating) or ab.subtype != "Role":
        return None
    reads = READS.get(frozenset(ab.disguises))
    return (ab.target, reads) if reads is not None else None


def _announced_roles(ev: wwrf.Evaluate, probe: tuple[wwrf.Value, str],
                     whom: set[str]) -> list[tuple[str | None, Any]]:
    """An ``Evaluate:`` whose every line announces the role found (``@Result->Role``): an
    ``Announce`` that names, as ``{role}``, the role the player investigated appears to have
    (its ``reads``: the disguises that fool it), aimed at that player."""
    import dataclasses

    from .translate import EVENT_TARGETS

    target, reads = probe
    who = (EVENT_TARGETS.get(target.base.name) if isinstance(target, wwrf.Ref)
           and isinstance(target.base, wwrf.Selector) and target.base.sigil == "@"
           and not target.base.query and not target.props else None)
    if who is None:
        raise _skip("Process: (an investigation)", "an investigation in a trigger reads the "
                    "killer, the dead, the visitor, the action's target or the held target")
    out: list[tuple[str | None, Any]] = []
    for st in ev.body:
        ab = st.ability if isinstance(st, wwrf.Do) and not st.params else None
        text = ab.info if isinstance(ab, wwrf.Announcement) else None
        if not (isinstance(ab, wwrf.Announcement) and ab.subtype == "Announce" and ab.to is None
                and isinstance(text, wwrf.Ref) and isinstance(text.base, wwrf.Literal)):
            raise _skip("Evaluate:", "an Evaluate of an investigation in a trigger is "
                        "translated when it announces the role found")
        words = text.base.text.replace("@Result->Role", ROLE_MARK)
        out.append((ROLE_NAMED, (dataclasses.replace(
            ab, info=wwrf.Ref(wwrf.Literal(words))), reads)))
    whom.add(who)
    return out


def _evaluated(ev: wwrf.Evaluate, main: list[tuple[str | None, Any]],
               effects_of: Callable[[list[wwrf.Statement]], list[tuple[str | None, Any]]],
               ) -> list[tuple[dict[str, Any], list[tuple[str | None, Any]]]]:
    """An ``Evaluate:`` after a ``Process:`` of one attack: ``@Result is `Success``` is that the
    player attacked died of it (``{dead: target}``); any other evaluation is not translated."""
    if [e for _, e in main] not in (["Attack"], ["TrueKill"]):
        raise _skip("Evaluate:", "an Evaluate of a trigger's Process is translated after one "
                    "attack or true kill")
    out = []
    for st in ev.body:
        if not (isinstance(st, wwrf.Branch) and isinstance(st.condition, wwrf.Comparison)
                and st.condition.op == "is" and isinstance(st.condition.left, wwrf.Ref)
                and st.condition.left.base == wwrf.Selector("@", "Result")
                and not st.condition.left.props and _word(st.condition.right) == "Success"):
            raise _skip("Evaluate:", "only whether the attack succeeded (@Result is `Success`) "
                        "is translated")
        out.append(({"dead": "target"}, effects_of(list(st.body))))
    return out


# ---------------------------------------------------------------------------- timed abilities


def conditional_ability(state: _State, where: str, b: wwrf.Block, phase: str, timing: str,
                        params: wwrf.Params) -> bool:
    """A timed block of conditional lines only (``<condition>: …`` then at most one
    ``Otherwise: …``), each line an ability on the player chosen: an ability whose ``cases``
    and ``otherwise`` they are. True when the block is the import's to judge (written, or its
    first line it cannot say listed); False when it is no such block."""
    from .conditions import ABILITY_SUBJECTS
    from .translate import _effect, _limits, _marker, _Skip, _verb

    if not b.body or not all(isinstance(st, wwrf.Branch) for st in b.body):
        return False
    marker = marker_of(state)
    cases: list[dict[str, Any]] = []
    otherwise: list[Any] | None = None
    try:
        for st in b.body:
            assert isinstance(st, wwrf.Branch)
            if otherwise is not None:
                raise _skip("<condition>: (a conditional line)", "a conditional line after "
                            "Otherwise")
            does: list[Any] = []
            for line in st.body:
                if not isinstance(line, wwrf.Do) or line.params:
                    raise _skip("<condition>: (a conditional line)", "a conditional line of "
                                "an ability carries out abilities, with no parameters or "
                                "nested conditions")
                does.append(_marker(state, line.ability) or _effect(line.ability))
            if not does:
                raise _skip("<condition>: (a conditional line)", "it runs no ability")
            if st.condition is None:
                otherwise = does
                continue
            cond = condition(st.condition, ABILITY_SUBJECTS, marker)
            if cond is None:
                raise _skip("<condition>: (a conditional line)", "this condition names what "
                            "the role file's conditions cannot (a variable, a value we do not "
                            "keep, or an attribute with rules of its own)")
            cases.append({"if": cond, "effect": does[0] if len(does) == 1 else does})
        if not cases:
            raise _skip("Otherwise:", "Otherwise with no conditional line before it")
        ab: dict[str, Any] = {"verb": "", "phase": phase, "timing": timing,
                              "targets": {"count": 1, "self": True}}
        _limits(params, phase, ab)
    except _Skip as sk:
        line_no = next((st.line for st in b.body), b.line)
        state.skip(where, line_no, sk.construct, sk.reason)
        return True
    ab["cases"] = cases
    if otherwise is not None:
        ab["otherwise"] = otherwise[0] if len(otherwise) == 1 else otherwise
    first = cases[0]["effect"]
    ab["verb"] = _verb(state, first)
    state.abilities.append(ab)
    return True


# ---------------------------------------------------------------------------- emergency change


def emergency_change(state: _State, where: str, b: wwrf.Block) -> bool:
    """``On Action [Targeting]: Target @Selection (Type) [Quantity: 1, …]``: the book's
    once-a-game emergency change of a held target (S1.52), on the ability that sets it
    (``SetTarget``'s ``emergency``: one change a phase, plus this one). True when it is written
    so; False when the role has no such ability to give it to, or the line asks for more (the
    translator lists it)."""
    from .translate import TARGET_TYPES, _is_selection, _number, _target_condition

    do = b.body[0]
    assert isinstance(do, wwrf.Do) and isinstance(do.ability, wwrf.Targeting)
    ab = do.ability
    rs = b.params.restrictions + do.params.restrictions
    quantity = [r for r in rs if isinstance(r, wwrf.Quantity)]
    rest = [r for r in rs if not isinstance(r, wwrf.Quantity) and not _target_condition(r)]
    if (not _is_selection(ab.target) or ab.target_type not in TARGET_TYPES or rest
            or len(quantity) != 1 or _number(quantity[0].count) != 1):
        return False
    dead = TARGET_TYPES[ab.target_type]
    for own in state.abilities:
        effect = own.get("effect")
        if (isinstance(effect, dict) and "SetTarget" in effect
                and own.get("targets", {}).get("dead", False) == dead):
            effect["SetTarget"]["emergency"] = True
            return True
    return False


def signal_of(trigger: wwrf.Trigger, label: str) -> str:
    """The signal an ``On `Value` Emitted`` trigger listens for, or ``_Skip``."""
    from .signals import emitted_name

    name = emitted_name(trigger)
    if not name:
        raise _skip(f"{label} (not a plain value)", "a signal is named by a plain value")
    return name


def marker_of(state: _State) -> Callable[[str], bool]:
    from .translate import plain_marker

    return lambda name: plain_marker(state, name)


def add_if(holder: dict[str, Any], r: wwrf.Restriction, place: str) -> bool:
    """A restriction the role file's conditions say, joined to the ``if`` of ``holder`` (an
    ability, ``place`` "ability", or a trigger at a phase's moment, "phase"): True when
    written, False when it is none (the caller lists it)."""
    from .conditions import ABILITY_SUBJECTS, PHASE_SUBJECTS
    from .translate import _PAGE

    offered = ABILITY_SUBJECTS if place == "ability" else PHASE_SUBJECTS

    state = _PAGE.get()
    marker: Callable[[str], bool] = marker_of(state) if state is not None else (lambda n: False)
    got = restriction(r, offered, marker)
    if got is None:
        return False
    before = holder.get("if")
    if before is None:
        holder["if"] = got
    elif "all" in before and len(before["all"]) < 8:
        before["all"].append(got)
    else:
        holder["if"] = {"all": [before, got]}
    return True


__all__ = [
    "add_if",
    "condition",
    "conditional_ability",
    "emergency_change",
    "event_block",
    "joined",
    "marker_of",
    "restriction",
    "signal_of",
    "trigger_limits",
]
