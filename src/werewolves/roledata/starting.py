"""What ``role import`` makes of two of WWRF's ``Starting`` set-ups and what answers them:

- a defence held from the start (``Starting: Protect @Self from X [by @(Attr:Wolfish)] through
  Active|Passive|Partial Defense [during Night|Day] [(~UntilUse)]``) is the role file's
  ``defence`` (``by: wolfish`` for the guide's Wolfish attackers; ``All``: attacks, lynches and
  kills); the page's ``On Defense`` / ``On <kind> Defense`` block is its ``defended`` triggers
  (the guide's Protecting, "Triggers": run when the defence is used), line by line: a
  ``Learn`` or a ``Reveal … to @Self`` tells the holder, a ``Manipulate @Self's … voting
  power`` is ``SetVotes``, a ``Reveal … to @AttackLocation`` tells where the attack came from
  (the guide's @AttackLocation: the attacking group, such as the wolfpack, or the attacker),
  a role change of the holder is ``Become``;
- a disguise as the role dealt (``Starting: Strongly Disguise @Self as @Self->OriginalRole``)
  is the role file's ``disguise: {as: own role}``;
- whispering into the tavern under a name (``Starting: Whisper to #tavern as `X```) is the
  role file's ``whisper``;
- the host's role list info told at the start (``Starting: Learn `%PartialRoleList%```) is the
  role file's ``learns: partial role list``;
- a standing redirection onto the holder's held target (``Starting: Redirect `non-killing
  abilities` from @(Attr:Wolfish) to @Target (~UntilUse)``) with its ``On Redirect: Learn``
  is the role file's ``redirect`` (R16);
- a change of the holder's voting power made at the start (``Starting: Manipulate @Self's
  [hidden] public|private voting power to N``, the guide's Manipulating) is the role file's
  ``votes``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from . import wwrf

if TYPE_CHECKING:
    from .translate import _State

__all__ = ["count_effect", "counter_setup", "counters_of", "defence_blocks", "holds_target",
           "learn_of_held", "learns_setup", "names_held", "own_disguise", "rename_counter",
           "set_votes", "target_setup", "unwrap_process", "votes_setup", "whisper_setup"]

# the guide's host information a holder may learn at the start, as the role file's `learns`
HOST_INFO = {"%PartialRoleList%": "partial role list"}

# what a defence held from the start stops, as the role file's `defence` says it (the guide's
# `All`: every kind a defence can stop; a true kill is never stopped, R8)
DEFENCE_FROM = {"Attacks": ["attacks"], "Lynches": ["lynches"], "Kills": ["kills"],
                "Attacks & Lynches": ["attacks", "lynches"],
                "All": ["attacks", "lynches", "kills"]}
# the guide's voting powers a role file's SetVotes says: (its polls, whether hidden); the
# `special public` power (applied after every other) is not one
POWERS = {"public": ("public", False), "hidden public": ("public", True),
          "private": ("private", False)}


def _is_self(v: wwrf.Value | None) -> bool:
    return (isinstance(v, wwrf.Ref) and v.base == wwrf.Selector("@", "Self") and not v.props)


def _wolfish(v: wwrf.Value | None) -> bool:
    """``@(Attr:Wolfish)``: the guide's wolfish players (our defence's ``by: wolfish``)."""
    return (isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Selector)
            and v.base.sigil == "@" and not v.base.name and not v.props
            and v.base.query == (wwrf.QueryTerm("Attr", "Wolfish", False),))


def _text(v: wwrf.Value | None) -> str | None:
    if isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Literal) and not v.props:
        return v.base.text
    return None


def set_votes(ab: wwrf.Ability) -> dict[str, Any] | None:
    """``Manipulate @Self's <power> voting power to|by N`` (for good) as SetVotes' fields;
    None for any other line."""
    if (not isinstance(ab, wwrf.Manipulating) or not _is_self(ab.target)
            or ab.power not in POWERS or ab.duration not in (None, "Permanent", "Persistent")):
        return None
    amount = _text(ab.amount)
    try:
        votes = int(amount) if amount is not None else None
    except ValueError:
        return None
    if votes is None or not -16 <= votes <= 16:
        return None
    polls, hidden = POWERS[ab.power]
    out: dict[str, Any] = {"votes": votes, "polls": polls}
    if ab.subtype == "Relative":
        out["relative"] = True
    if hidden:
        out["hidden"] = True
    return out


def votes_setup(b: wwrf.Block) -> dict[str, Any] | None:
    """A ``Starting`` line changing the holder's voting power to a number: the role file's
    ``votes`` (``{to: N, polls: public, hidden: yes}``); None for any other."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    got = set_votes(b.body[0].ability)
    if got is None or got.get("relative"):
        return None
    out: dict[str, Any] = {"to": got["votes"]}
    if got["polls"] != "public":
        out["polls"] = got["polls"]
    if got.get("hidden"):
        out["hidden"] = True
    return out


def own_disguise(b: wwrf.Block) -> dict[str, str] | None:
    """``Starting: Strongly|Weakly Disguise @Self as @Self->OriginalRole`` (for good): the
    role file's ``disguise: {as: own role}``, the role dealt shown whatever role the holder
    takes later; None for any other line."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if not (isinstance(ab, wwrf.Disguising) and _is_self(ab.target)
            and isinstance(ab.role, wwrf.Ref) and ab.role.base == wwrf.Selector("@", "Self")
            and ab.role.props == ("OriginalRole",)
            and ab.duration in (None, "Persistent", "Permanent")):
        return None
    return {"as": "own role", "strength": "strong" if ab.subtype == "Strongly" else "weak"}


def whisper_setup(b: wwrf.Block) -> dict[str, str] | None:
    """``Starting: Whisper to #tavern as `NAME``` (for good): the role file's ``whisper: {to:
    town square, as: NAME}`` (our 2023 book's tavern is the town square, bartender.2); None
    for any other line (another place, or no name)."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if not (isinstance(ab, wwrf.Whispering) and ab.subtype == "Whisper"
            and isinstance(ab.location, wwrf.Ref)
            and ab.location.base == wwrf.Selector("#", "tavern") and not ab.location.props
            and ab.duration in (None, "Persistent", "Permanent")):
        return None
    shown = _text(ab.disguise)
    if not shown or len(shown) > 40 or not shown.isprintable():
        return None
    return {"to": "town square", "as": shown}


def learns_setup(b: wwrf.Block) -> str | None:
    """``Starting: Learn `%PartialRoleList%``` (the host's role list info, told to the holder):
    the role file's ``learns``; None for any other line."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if isinstance(ab, wwrf.Announcement) and ab.subtype == "Learn" and ab.to is None:
        return HOST_INFO.get(_text(ab.info) or "")
    return None


# what a Shield a defence's answer gives its holder keeps off (effects.SHIELD_FROM's keys), and
# for how long (no duration: WWRF's default, for good)
SHIELD_FROM = {"Attacks": "attacks", "Lynches": "lynches", "Kills": "kills",
               "Attacks & Lynches": "attacks and lynches", "All": "all"}
SHIELD_UNTIL = {None: "game", "Permanent": "game", "Persistent": "game", "Phase": "phase",
                "NextDay": "next day"}


def own_shield(ab: wwrf.Ability) -> dict[str, Any] | None:
    """``Protect @Self from `X` through Active|Passive Defense [(~Duration)]`` answering a
    defence used: the effect Shield on its holder (R8: a defence of the kind named, from the
    deaths named, for the duration named); None for any other line."""
    if (not isinstance(ab, wwrf.Protecting) or ab.subtype not in ("Active", "Passive")
            or not _is_self(ab.target) or ab.by is not None or ab.location is not None
            or ab.phase is not None):
        return None
    stops = SHIELD_FROM.get(ab.against.strip("`"))
    until = SHIELD_UNTIL.get(ab.duration)
    if stops is None or until is None:
        return None
    return {"Shield": {"from": stops, "until": until, "defence": ab.subtype.lower(),
                       "user": True}}


def _answer(ab: wwrf.Ability) -> tuple[str, dict[str, Any]] | None:
    """One line answering a defence used, as (whom it reaches, a trigger's effect or
    ``target_told``); None when it is none of those this module translates."""
    from .import_conditions import learned
    from .translate import _moment_effect, _Skip

    if isinstance(ab, wwrf.Announcement) and ab.subtype == "Learn" and ab.to is None:
        # the holder is told, the words naming the attacker and the attacked (R8)
        try:
            return "self", {"effect": learned(ab, "defended")}
        except _Skip:
            return None
    if (shield := own_shield(ab)) is not None:
        return "self", {"effect": shield}
    if isinstance(ab, wwrf.Announcement) and ab.subtype == "Reveal":
        text = _text(ab.info)
        if text is None or "{" in text or "}" in text:
            return None
        # the player the defence kept alive, as the words name it (R8)
        text = text.replace("@Attacked", "{attacked}")
        if any(m in text.replace("@Self", "") for m in "@$%&#"):
            return None
        if _is_self(ab.to) and "@Self" not in text:
            return "self", {"effect": {"Notice": {"tell": text}}}
        if (isinstance(ab.to, wwrf.Ref) and ab.to.base == wwrf.Selector("@", "AttackLocation")
                and not ab.to.props):
            # where the attack came from is told (the attacking group, or the attacker), the
            # holder named as the TellTargets step names its user
            return "attack location", {"target_told": text.replace("@Self", "{by}")}
        return None
    votes = set_votes(ab)
    if votes is not None:
        return "self", {"effect": {"SetVotes": votes}}
    try:
        whom, effect = _moment_effect(ab)
    except _Skip:
        return None
    if whom in (None, "self"):
        return "self", {"effect": effect}
    return None


# the killings an answer's ``Process:`` may carry out, as our effects (R8: an attack the
# target's defences may stop, a kill, a true kill nothing stops, a lynch only what stops lynches
# stops, R11)
KILLINGS: dict[str, Any] = {"Attack": "Attack", "Kill": {"Slay": {"how": "kill"}},
                            "True Kill": {"Slay": {"how": "true kill"}},
                            "Lynch": {"Slay": {"how": "lynch"}}}
# the players of the moment a ``Process:`` may reach: the held target, the attacker, the holder
PROCESSED = {"Target": "target", "Attacker": "attacker", "Self": "self"}


def _killing(st: wwrf.Statement) -> tuple[str, Any] | None:
    """One plain line killing a player of the moment: (whom, our effect); None otherwise."""
    if not isinstance(st, wwrf.Do) or st.params or not isinstance(st.ability, wwrf.Killing):
        return None
    ab = st.ability
    t = ab.target
    if (ab.subtype not in KILLINGS or not isinstance(t, wwrf.Ref) or t.props
            or not isinstance(t.base, wwrf.Selector) or t.base.sigil != "@" or t.base.query
            or t.base.name not in PROCESSED):
        return None
    return PROCESSED[t.base.name], KILLINGS[ab.subtype]


def _no_target(c: wwrf.Condition | None) -> bool:
    """``not (@Target exists)``: the holder holds no (living) target."""
    return (isinstance(c, wwrf.Not) and isinstance(c.inner, wwrf.Exists)
            and c.inner.subject == wwrf.Ref(wwrf.Selector("@", "Target")))


def _succeeded(c: wwrf.Condition | None) -> bool:
    """``@Result is `Success```: the killing of the ``Process:`` succeeded."""
    return (isinstance(c, wwrf.Comparison) and c.op == "is"
            and c.left == wwrf.Ref(wwrf.Selector("@", "Result")) and _text(c.right) == "Success")


def _processed(body: tuple[wwrf.Statement, ...]) -> list[dict[str, Any]] | None:
    """An answer that is a ``Process:`` of one killing of a player of the moment, then an
    ``Evaluate:`` of its success (``@Result is `Success```: announced, or the holder told) and
    of no held target (``not (@Target exists)``: a killing of the holder instead). The
    ``defended`` triggers: the killing, its success's lines a case of its own (``dead:
    target``, R8: read after the attempt); the killing instead, a trigger of its own on the
    holder when no target is held, first. None for any other body."""
    from .translate import _announced, _Skip

    if (len(body) != 2 or not isinstance(body[0], wwrf.Process)
            or not isinstance(body[1], wwrf.Evaluate) or len(body[0].body) != 1):
        return None
    killing = _killing(body[0].body[0])
    if killing is None:
        return None
    whom, effect = killing
    main: dict[str, Any] = {"moment": "defended", "targets": whom, "effect": effect}
    out = [main]
    for br in body[1].body:
        if not isinstance(br, wwrf.Branch) or not br.body:
            return None
        if _succeeded(br.condition) and whom != "self":
            said: list[Any] = []
            for st in br.body:
                if not isinstance(st, wwrf.Do) or st.params:
                    return None
                ab = st.ability
                try:
                    if (isinstance(ab, wwrf.Announcement) and ab.subtype == "Announce"
                            and ab.to is None):
                        said.append({"Announce": {"tell": _announced(ab, whom)}})
                    else:
                        return None
                except _Skip:
                    return None
            main.setdefault("cases", []).append(
                {"if": {"dead": "target"}, "effect": said[0] if len(said) == 1 else said})
        elif _no_target(br.condition) and whom == "target" and len(br.body) == 1:
            instead = _killing(br.body[0])
            if instead is None or instead[0] != "self":
                return None
            # (before the killing's trigger: read while the target still lives, so a target
            # the killing just killed does not make it fire as well)
            out.insert(0, {"moment": "defended", "targets": "self",
                           "if": {"not": {"alive": "held"}}, "effect": instead[1]})
        else:
            return None
    return out


def _answers(body: tuple[wwrf.Statement, ...]) -> list[dict[str, Any]] | None:
    """The ``defended`` triggers of an ``On … Defense`` block: its lines on the holder as one
    trigger (its effects in order), and each line telling the attacker as one of its own;
    None when a line is none this module translates."""
    if (processed := _processed(body)) is not None:
        return processed
    mine: list[Any] = []
    told: list[dict[str, Any]] = []
    for st in body:
        if not isinstance(st, wwrf.Do) or st.params.restrictions or st.params.options:
            return None
        got = _answer(st.ability)
        if got is None:
            return None
        whom, part = got
        if whom == "self":
            mine.append(part["effect"])
        else:
            # (a line telling the attacker only: its trigger's effect tells the holder nothing)
            told.append({"moment": "defended", "targets": whom, "effect": {"Notice": {}},
                         **part})
    out: list[dict[str, Any]] = []
    if mine:
        out.append({"moment": "defended", "targets": "self",
                    "effect": mine[0] if len(mine) == 1 else mine})
    return out + told


TAVERN = wwrf.Ref(wwrf.Selector("#", "tavern"))


def _removed(b: wwrf.Block, source: str) -> wwrf.Do | None:
    """The line of ``b`` (alone, or alone in a ``Process:``) removing the holder's own absence
    (``Remove `Absence:<source>` from @Self``); None when ``b`` is no such block."""
    body = b.body
    if len(body) == 1 and isinstance(body[0], wwrf.Process):
        body = body[0].body
    if len(body) != 1 or not isinstance(body[0], wwrf.Do):
        return None
    ab = body[0].ability
    if (isinstance(ab, wwrf.Applying) and ab.subtype == "Remove" and _is_self(ab.target)
            and _text(ab.attribute) == f"Absence:{source}" and not ab.values):
        return body[0]
    return None


def _lost_blocks(state: _State, blocks: list[wwrf.Block], source: str,
                 ) -> list[tuple[wwrf.Block, dict[str, Any]]] | None:
    """The blocks ending the holder's absence held from the start on a death (``On {Player}
    Death: Remove `Absence:<the role>` from @Self [Condition: …]``), each as a trigger on that
    death (``a death``, its ``of`` and ``if``) whose effect is ``LoseDefence`` (R8); None when
    such a block says what a role file cannot (the page's line is then left untranslated)."""
    from .conditions import subjects_at
    from .import_conditions import joined, marker_of, restriction
    from .translate import _Skip, _whose_death

    out: list[tuple[wwrf.Block, dict[str, Any]]] = []
    for b in blocks:
        assert isinstance(b.trigger, wwrf.Trigger)
        line = _removed(b, source) if source else None
        if line is None:
            continue
        if b.trigger.kind != "On {Player} Death" or b.params or line.params.options \
                or line.params.scaling or line.params.prompt:
            return None
        ifs = [restriction(r, subjects_at("a death"), marker_of(state))
               for r in line.params.restrictions]
        if any(i is None for i in ifs):
            return None
        try:
            whose = _whose_death(b.trigger.subject)
        except _Skip:
            return None
        trigger: dict[str, Any] = {"moment": "a death", "of": whose, "targets": "self"}
        if (cond := joined([i for i in ifs if i is not None])) is not None:
            trigger["if"] = cond
        trigger["effect"] = {"LoseDefence": {}}
        out.append((b, trigger))
    return out


def defence_blocks(state: _State, f: wwrf.Formalization) -> set[int]:
    """The defence held from the start and what answers it (:func:`own_defence`); on a page
    with none, what answers a protection its holder gives (:func:`given_blocks`)."""
    done = own_defence(state, f)
    if not done and not any(
            isinstance(i, wwrf.Block) and isinstance(i.trigger, wwrf.Trigger)
            and i.trigger.kind == "Starting" and any(
                isinstance(st, wwrf.Do) and isinstance(st.ability, wwrf.Protecting)
                for st in i.body) for i in f.items):
        done = given_blocks(state, f)
    return done


def given_blocks(state: _State, f: wwrf.Formalization) -> set[int]:
    """``On Defense`` / ``On <Kind> Defense`` blocks on a page whose holder holds no defence of
    their own from the start: what answers a protection their abilities give (the guide's
    Protecting, "Triggers": run for the player who created the defence, even when it was
    applied to another player), the role file's ``protected`` triggers (``kinds``: the kind of
    defence the block names), line by line as :func:`own_defence`'s answers."""
    kinds = {"On Defense": None, "On Active Defense": "active",
             "On Passive Defense": "passive", "On Partial Defense": "partial"}
    done: set[int] = set()
    for b in f.items:
        if not (isinstance(b, wwrf.Block) and isinstance(b.trigger, wwrf.Trigger)
                and b.trigger.kind in kinds) or b.params.restrictions or b.params.options:
            continue
        answers = _answers(b.body)
        if answers is None:
            continue
        kind = kinds[b.trigger.kind]
        for a in answers:
            a["moment"] = "protected"
            if kind is not None:
                a["kinds"] = [kind]
            if a["targets"] == "target":
                break  # (the held target is no player of this moment)
        else:
            state.triggers.extend(answers)
            done.add(b.line)
    return done


def own_defence(state: _State, f: wwrf.Formalization) -> set[int]:
    """A ``Starting`` block of one defence of the holder's own (see the module's text), with
    at most one ``On Defense`` / ``On <its kind> Defense`` block, is the role file's
    ``defence`` and its ``defended`` triggers (a lone plain ``Learn`` stays the defence's
    ``tell``). The lines translated; none when the page says more."""
    blocks = [i for i in f.items if isinstance(i, wwrf.Block)
              and isinstance(i.trigger, wwrf.Trigger)]
    for start in blocks:
        assert isinstance(start.trigger, wwrf.Trigger)
        if (start.trigger.kind != "Starting" or len(start.body) != 1 or start.params
                or not isinstance(start.body[0], wwrf.Do) or start.body[0].params):
            continue
        ab = start.body[0].ability
        if (not isinstance(ab, wwrf.Protecting)
                or ab.subtype not in ("Active", "Passive", "Partial", "Recruitment", "Absence")
                or not _is_self(ab.target) or (ab.by is not None and not _wolfish(ab.by))
                # an absence is at the tavern (no player's house: R8, ruling RM160, no attack
                # on a house finds its holder there); the others are at home
                or ab.location != (TAVERN if ab.subtype == "Absence" else None)
                or ab.against.strip("`") not in DEFENCE_FROM
                or ab.duration not in (None, "UntilUse", "UntilUseAttribute", "Permanent",
                                       "Persistent")
                or (ab.phase or "Night") not in ("Night", "Day")):
            continue
        out: dict[str, Any] = {"from": DEFENCE_FROM[ab.against.strip("`")],
                               "kind": ab.subtype.lower(),
                               "at": (ab.phase or "any").lower()}
        if ab.by is not None:
            # R8 / the guide's `by @(Attr:Wolfish)`: only a wolfish attacker's attempt
            out["by"] = "wolfish"
        if ab.duration in ("UntilUse", "UntilUseAttribute"):
            # the guides' ~UntilUse (and, in an attribute, ~UntilUseAttribute: until used or
            # the attribute is gone, which takes its defence with it)
            out["uses"] = 1
        used = [b for b in blocks if isinstance(b.trigger, wwrf.Trigger)
                and b.trigger.kind in ("On Defense", f"On {ab.subtype} Defense")]
        if len(used) > 1 or state.defence is not None:
            return set()
        done = {start.line}
        if ab.subtype == "Absence":
            lost = _lost_blocks(state, blocks, state.page_name)
            if lost is None:
                return set()
            for block, trigger in lost:
                done.add(block.line)
                state.triggers.append(trigger)
        triggers: list[dict[str, Any]] = []
        if used:
            if used[0].params.restrictions or used[0].params.options:
                return set()
            answers = _answers(used[0].body)
            if answers is None:
                return set()
            first = answers[0] if len(answers) == 1 else None
            effect = first.get("effect") if first is not None else None
            if (first is not None and first["targets"] == "self" and isinstance(effect, dict)
                    and set(effect) == {"Notice"}):
                out["tell"] = effect["Notice"]["tell"]  # a plain Learn: the defence's words
            else:
                triggers = answers
            done.add(used[0].line)
        state.defence = out
        state.triggers.extend(triggers)
        return done
    return set()


# the abilities a redirection held from the start moves, by the guide's words (the role file's
# `abilities`)
REDIRECTED = {"non-killing abilities": "non-killing", "all abilities": "all",
              "abilities": "all"}


def redirect_blocks(state: _State, f: wwrf.Formalization) -> set[int]:
    """``Starting: Redirect `non-killing abilities|all abilities` [from @(Attr:Wolfish)] to
    @Target [(~UntilUse)]`` (the guide's Redirecting, applied to its holder: an ability used on
    them lands on their held target, R16) is the role file's ``redirect``; the page's ``On
    Redirect`` block of one plain ``Learn`` is its ``tell``. The lines translated; none when
    the page says more (two such, or an ``On Redirect`` of other lines)."""
    blocks = [i for i in f.items if isinstance(i, wwrf.Block)
              and isinstance(i.trigger, wwrf.Trigger)]
    found: list[tuple[wwrf.Block, dict[str, Any]]] = []
    for b in blocks:
        assert isinstance(b.trigger, wwrf.Trigger)
        if (b.trigger.kind != "Starting" or len(b.body) != 1 or b.params
                or not isinstance(b.body[0], wwrf.Do) or b.body[0].params):
            continue
        ab = b.body[0].ability
        which = REDIRECTED.get(_text(ab.abilities) or "") if isinstance(
            ab, wwrf.Redirecting) else None
        if (not isinstance(ab, wwrf.Redirecting) or which is None
                or ab.target != wwrf.Ref(wwrf.Selector("@", "Target"))
                or (ab.source is not None and not _wolfish(ab.source))
                or ab.duration not in (None, "UntilUse", "Permanent", "Persistent")):
            continue
        out: dict[str, Any] = {"abilities": which}
        if ab.source is not None:
            out["from"] = "wolfish"  # R16 / the guide's @(Attr:Wolfish) users only
        if ab.duration == "UntilUse":
            out["uses"] = 1
        found.append((b, out))
    told = [b for b in blocks if isinstance(b.trigger, wwrf.Trigger)
            and b.trigger.kind == "On Redirect"]
    if len(found) != 1 or len(told) > 1 or state.redirect is not None:
        return set()
    start, out = found[0]
    done = {start.line}
    if told:
        b = told[0]
        body = b.body
        learn = body[0].ability if len(body) == 1 and isinstance(body[0], wwrf.Do) else None
        text = _text(learn.info) if isinstance(learn, wwrf.Announcement) \
            and learn.subtype == "Learn" and learn.to is None else None
        if (text is not None and not b.params and isinstance(body[0], wwrf.Do)
                and not body[0].params and not any(m in text for m in "@$%{}&#")):
            out["tell"] = text
            done.add(b.line)
    state.redirect = out
    return done


# the element's one counter, as the role file names it when the page shows it under no name
COUNTER = "counter"
COUNTER_NAME_RE = re.compile(r"^[a-z][a-z ]{0,23}$")


def counter_setup(b: wwrf.Block) -> tuple[str, Any] | None:
    """One line of a ``Starting`` block about the holder's counter: ``("set", N)`` for ``Set
    Counter to N`` (a whole number from 0 to 999), ``("shown", NAME)`` for ``Display `Name`
    (Counter)`` (the counter shown under that name, lower case); None for any other line."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if isinstance(ab, wwrf.Counting) and ab.subtype == "Set" and ab.target is None:
        n = ab.amount
        if (isinstance(n, wwrf.Ref) and isinstance(n.base, wwrf.Number) and not n.props
                and n.base.text.isdigit() and int(n.base.text) <= 999):
            return "set", int(n.base.text)
        return None
    if (isinstance(ab, wwrf.Displaying) and ab.subtype == "Create" and len(ab.values) == 1
            and isinstance(ab.values[0], wwrf.Ref) and not ab.values[0].props
            and isinstance(ab.values[0].base, wwrf.Word | wwrf.Literal)
            and ab.values[0].base.text.lower() == "counter"):
        name = (_text(ab.display) or "").lower()
        return ("shown", name) if COUNTER_NAME_RE.match(name) else None
    return None


def counters_of(parts: list[tuple[str, Any]]) -> dict[str, int] | None:
    """The role file's ``counters`` from a ``Starting`` block's counter lines (at most one
    ``Set`` and one ``Display``; a counter shown but never set starts at 0); None when they
    say more than one counter."""
    sets = [v for k, v in parts if k == "set"]
    shown = [v for k, v in parts if k == "shown"]
    if len(sets) > 1 or len(shown) > 1:
        return None
    return {shown[0] if shown else COUNTER: sets[0] if sets else 0}


def count_effect(ab: wwrf.Ability) -> dict[str, Any] | None:
    """``Increment Counter [by N]`` / ``Decrement Counter [by N]`` of the holder's own counter
    (no ``for``): the effect AddCounter on the role's counter (named ``counter``, renamed by
    :func:`rename_counter` when the page shows it under a name); None for any other line."""
    if not isinstance(ab, wwrf.Counting) or ab.subtype not in ("Increment", "Decrement") \
            or ab.target is not None:
        return None
    by = 1
    if ab.amount is not None:
        n = ab.amount
        if not (isinstance(n, wwrf.Ref) and isinstance(n.base, wwrf.Number) and not n.props
                and n.base.text.isdigit() and int(n.base.text) <= 999):
            return None
        by = int(n.base.text)
    return {"AddCounter": {"counter": COUNTER, "by": by if ab.subtype == "Increment" else -by}}


def rename_counter(value: Any, name: str) -> Any:
    """``value`` (a role file's abilities or triggers) with the role's counter, written
    ``counter``, named ``name`` (the name the page shows it under) in every AddCounter and
    every condition on a counter."""
    if isinstance(value, list):
        return [rename_counter(v, name) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: rename_counter(v, name) for k, v in value.items()}
    added = out.get("AddCounter")
    if isinstance(added, dict) and added.get("counter") == COUNTER:
        out["AddCounter"] = {**added, "counter": name}
    read = out.get("counter")
    if isinstance(read, dict) and read.get("name") == COUNTER:
        out["counter"] = {**read, "name": name}
    return out


def unwrap_process(b: wwrf.Block) -> wwrf.Block:
    """A block whose body is one ``Process:`` of plain lines and no ``Evaluate:`` (nothing
    reads its results) is those lines, carried out in order: the block as if written so."""
    if (len(b.body) == 1 and isinstance(b.body[0], wwrf.Process) and b.body[0].body
            and all(isinstance(st, wwrf.Do) for st in b.body[0].body)):
        return dataclasses.replace(b, body=b.body[0].body)
    return b


def target_setup(b: wwrf.Block) -> dict[str, str] | None:
    """``Starting: Target %Player% [(Player)]`` (host information: a player the host picks) as
    the role file's ``start_target: {among: players}``; ``Starting: Target
    @(Role:R,SelectAll:False) [(Player)]`` (one player dealt R) as ``{role: R}``; None for any
    other line (a role held as the target, ``%Role%``, is none of ours)."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if not (isinstance(ab, wwrf.Targeting) and ab.subtype == "Target"
            and ab.target_type in (None, "Player") and isinstance(ab.target, wwrf.Ref)
            and not ab.target.props and ab.target.annotation is None):
        return None
    base = ab.target.base
    if isinstance(base, wwrf.HostInfo) and base.name == "Player":
        return {"among": "players"}
    if (isinstance(base, wwrf.Selector) and base.sigil == "@" and not base.name
            and len(base.query) == 2 and base.query[0].key == "Role"
            and not base.query[0].negated
            and base.query[1] == wwrf.QueryTerm("SelectAll", "False", False)
            and 0 < len(base.query[0].value) <= 40):
        return {"role": base.query[0].value}
    return None


# the marks of a WWRF value left in a Learn's words once the held target's are read
_VALUE_MARKS = ("@", "$", "%", "{", "}", "&", "#")


def learn_of_held(text: str) -> dict[str, Any] | None:
    """A Learn naming the held target (``@Target``) and the role it holds (``@Target->Role``)
    and no other value: the effect ``Notice`` with ``about: held`` (``{held}``,
    ``{held_role}``); None for any other words."""
    if "@Target" not in text:
        return None
    words = text.replace("@Target->Role", "{held_role}").replace("@Target", "{held}")
    plain = words.replace("{held_role}", "").replace("{held}", "")
    if any(m in plain for m in _VALUE_MARKS) or "->" in plain:
        return None
    return {"Notice": {"about": "held", "tell": words}}


def names_held(effect: Any) -> bool:
    """Whether a translated effect is a Notice naming the held target (:func:`learn_of_held`)."""
    return isinstance(effect, dict) and effect.get("Notice", {}).get("about") == "held"


def holds_target(start_target: dict[str, str] | None, abilities: list[dict[str, Any]]) -> bool:
    """Whether the role translated so far holds a target: one drawn at the start, or one an
    ability sets (SetTarget)."""
    return start_target is not None or any(
        isinstance(ab.get("effect"), dict) and "SetTarget" in ab["effect"] for ab in abilities)
