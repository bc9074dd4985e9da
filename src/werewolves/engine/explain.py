"""Explanations: why an event happened, as the whole chain of its causes, each step in words
with the rule behind it written out.

Every step is one sentence: a message's own words when the event has one, otherwise a sentence
for its kind (the engine's kinds below; the role families' kinds come in ``kinds``), never the
bare name of the kind. Each step's rule is cited with its paraphrase from ``words`` — e.g.
``[R8: … an attempt that meets no defence kills.]`` — and with its id alone only when no words
are given. The engine names no role, so both mappings are passed in by the caller (the game
passes ``werewolves.roles.rulebook.RULEBOOK`` and ``EVENTS``).

A poll's closing explains its result (R40): the counted totals next to the public board, then
every modifier that changed a vote (a vote taken, a weight, an extra vote, hidden votes, a dead
voter), each with the players it comes from and its rule in words (``engine/tally.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import CATALOG
from .events import Event
from .messages import EN, FAMILY_EVENTS, render
from .phases import phase_name
from .tally import Breakdown, Modifier, board, on_the_board

Words = Mapping[str, str]

# The sentences of the kinds of event that may carry no message (the others always carry one:
# deaths, announcements, private messages …) are the Fluent resources' (``events.ftl``, the id
# ``event.KIND``): the engine's kinds and each role family's. Fields as in ``kinds``.
_WHY = {"blocked": "the user is ability-blocked"}
_SEE_ABOVE = "(explained above)"


def _text(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else "nobody"
    return str(value)


class _Fields(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def sentence_fields(ev: Event) -> dict[str, str]:
    """The fields a sentence template may use: actor, target, verb and the event's data and
    params by name (a missing one reads ``?``)."""
    f = _Fields({k: _text(v) for k, v in ev.params.items()})
    f.update({k: _text(v) for k, v in ev.data.items()})
    f["actor"] = ev.actor or str(ev.data.get("source") or "") or "someone"
    f["target"] = _text(ev.targets)
    f["verb"] = str(ev.data.get("verb") or ev.params.get("verb") or "an ability")
    if ev.kind == "action_failed":
        f["why"] = _WHY.get(str(ev.data.get("why")), str(ev.data.get("why", "it fails")))
    if ev.kind == "redirected":
        f["first"], f["second"] = [*ev.targets, "?", "?"][:2]
    if ev.kind == "random_draw" and "choice" not in ev.data:
        f["choice"] = _text(ev.data.get("order", []))
    return f


def _kind(ev: Event) -> str:
    return "action_alone" if ev.kind == "action" and not ev.targets else ev.kind


def sentence_template(ev: Event, kinds: Words | None = None, lang: str = "en") -> str | None:
    """The template an event is written with when it has no message, its fields as ``{name}``
    (None: none is known): ``kinds`` (a caller's own words) first, then the resources'
    sentence for its kind in ``lang``, then a role file's, then the host's catalogue."""
    key = _kind(ev)
    if kinds and key in kinds:
        return kinds[key]
    if CATALOG.has(f"event.{key}"):
        return render(f"event.{key}", {}, lang)
    if key in FAMILY_EVENTS:
        return FAMILY_EVENTS[key]
    # a host sentence of the engine's catalogue, its parameters left as {name} to fill
    return render(f"host.{key}", {}, lang) if f"host.{key}" in EN else None


def _sentence_of(ev: Event, kinds: Words | None, lang: str) -> str | None:
    """The event in its kind's sentence, its fields filled (a field it lacks reads ``?``)."""
    key = _kind(ev)
    fields = sentence_fields(ev)
    if not (kinds and key in kinds) and CATALOG.has(f"event.{key}"):
        # the resource's sentence, in the reader's language: its fields as they are (names
        # and words the engine recorded), a field the event lacks as "?"
        for missing in CATALOG.needs(f"event.{key}", lang) | CATALOG.needs(f"event.{key}"):
            fields.setdefault(missing, "?")
        return CATALOG.text(f"event.{key}", dict(fields), lang)
    template = sentence_template(ev, kinds, lang)
    return None if template is None else template.format_map(fields)


def describe(ev: Event, *, kinds: Words | None = None, lang: str = "en") -> str:
    """One sentence for an event, for a host, in ``lang``; ``kinds`` gives a caller's own
    sentences for kinds of event (the resources' are used otherwise)."""
    if ev.kind == "kill_attempt":
        return _attempt(ev)
    if ev.kind == "poll_closed":
        return _poll_result(ev)
    # a private action is told to its actor as "you used …": the host reads who did what
    if ev.kind == "action" and ev.msg in (None, "action.used", "action.used_alone"):
        said = _sentence_of(ev, kinds, lang)
        assert said is not None
        return said
    if ev.msg:
        text = render(ev.msg, ev.params, lang)
        if ev.audience == "players" and len(ev.to) == 1:
            # a private message reads "you …": say whom it was for
            return render("host.told", {"to": ev.to[0], "text": text}, lang)
        if ev.audience == "players" and ev.params.get("group"):
            return f"to the {ev.params['group']}: {text}"
        return text
    said = _sentence_of(ev, kinds, lang)
    if said is None:
        # no sentence is known: still no bare event name
        words = ev.kind.replace("_", " ")
        return f"{words}: {sentence_fields(ev)['actor']} → {_text(ev.targets)}"
    return said


def _attempt(ev: Event) -> str:
    """R8: an attempt to kill, by its kind of death, its author and its source."""
    kind = str(ev.data.get("kind", "kill"))
    target = _text(ev.targets)
    source = str(ev.data.get("source") or "")
    how = f" ({source})" if source and source != ev.actor else ""
    if kind == "lynch":
        if not ev.actor:
            return f"the lynch poll's result: {target} is to be lynched"
        return f"{ev.actor} has {target} lynched{how}"
    if ev.actor:
        who = ev.actor
    elif source:
        who, how = (source if source.startswith("the ") else f"the {source}"), ""
    else:
        who = "something"
    if kind == "true kill":
        return f"{who} removes {target} from the game{how}"
    verb = "attack" if kind == "attack" else "kill"
    return f"{who} tries to {verb} {target}{how}"


def board_note(ev: Event, target: str) -> str:
    """R40: a result's count names the counted votes; when the board its voters saw showed
    ``target`` another number (a vote taken, a hidden extra vote, a changed weight), the
    sentence says that number too, so a screen showing the board beside it never seems to
    contradict it: `` (the public board showed 2)``; nothing when they agree."""
    data = ev.data.get("breakdown")
    if not isinstance(data, dict):
        return ""
    bd = Breakdown.from_json(data)
    counted = bd.totals.get(target, 0)
    group = ev.data.get("group")
    if group:
        # a group's private poll: its members saw every ballot as a plain vote
        plain = sum(1 for b in bd.ballots if b.target == target)
        return "" if plain == counted else f" (the {group} saw {plain})"
    shown = on_the_board(bd.shown).get(target, 0)
    return "" if shown == counted else f" (the public board showed {shown})"


def _poll_result(ev: Event) -> str:
    poll = str(ev.data.get("poll", "a"))
    office = ev.data.get("office")
    name = f"the {poll} poll" + (f" for {office}" if office else "")
    totals: dict[str, int] = dict(ev.data.get("totals") or {})
    if ev.targets:
        winner = ev.targets[0]
        return (
            f"{name} closes: {winner} wins with {totals.get(winner, '?')} counted vote(s)"
            f"{board_note(ev, winner)}"
        )
    if not totals:
        return f"{name} closes: nobody wins (no votes)"
    best = max(totals.values())
    if best <= 0:
        return f"{name} closes: nobody wins (no positive total)"
    tied = sorted(c for c, n in totals.items() if n == best)
    return f"{name} closes: nobody wins (a tie at {best}: {', '.join(tied)})"


def rule_text(rule: str | None, words: Words | None = None) -> str:
    """``[R8: its paraphrase]``; ``[R8]`` when no words are given for it; empty without a rule."""
    if not rule:
        return ""
    text = (words or {}).get(rule)
    return f"[{rule}: {text}]" if text else f"[{rule}]"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _modifier_line(
    who: str, counted: int | None, target: str | None, m: Modifier, words: Words | None
) -> str:
    """One modifier of a poll in words: what it changed, from whom, whether the board shows it,
    and its rule."""
    by = f", from {', '.join(m.sources)}" if m.sources else ""
    where = "the board shows it" if m.public else "not on the board"
    rule = rule_text(m.rule, words)
    rule = f"  {rule}" if rule else ""
    if counted is None:  # hidden votes on a candidate
        return f"{who} gets {_signed(m.delta)}: {m.label} ({where}{by}){rule}"
    if not m.public:
        where = "the board shows a normal vote"
    return (
        f"{who}'s vote for {target} counts {counted}: {m.label} ({_signed(m.delta)}{by}; "
        f"{where}){rule}"
    )


def poll_lines(ev: Event, words: Words | None = None) -> list[str]:
    """R40: how a poll's result came about — the counted totals, the public board when it
    differs, and every modifier that changed a vote, with its source and rule."""
    data = ev.data.get("breakdown")
    if not isinstance(data, dict):
        totals = ev.data.get("totals") or {}
        return [f"counted: {board(dict(totals))}"] if totals else []
    bd = Breakdown.from_json(data)
    counted = board(bd.totals)
    shown = board(on_the_board(bd.shown))
    seen = "the public board showed"
    if ev.data.get("group"):
        # a group's private poll has no board: its members saw who voted for whom, each vote
        # a plain one
        plain: dict[str, int] = {}
        for b in bd.ballots:
            plain[b.target] = plain.get(b.target, 0) + 1
        shown, seen = board(plain), f"the {ev.data['group']} saw the votes as"
    line = f"counted: {counted}"
    if shown != counted:
        line += f"; {seen} {shown}"
    out = [line]
    # who made the result: the winner's votes (or those of every candidate tied at the top)
    best = max(bd.totals.values(), default=0)
    top = ev.targets[:1] or ([c for c, n in bd.totals.items() if n == best] if best > 0 else [])
    for candidate in top:
        parts = [f"{b.voter} {b.counted}" for b in bd.ballots if b.target == candidate]
        if candidate in bd.hidden:
            parts.append(f"hidden votes {bd.hidden[candidate].delta}")
        out.append(f"votes for {candidate}: {', '.join(parts) or 'no votes'}")
    for b in bd.ballots:
        for m in b.modifiers:
            out.append(_modifier_line(b.voter, b.counted, b.target, m, words))
    for candidate, m in bd.hidden.items():
        out.append(_modifier_line(candidate, None, None, m, words))
    return out


def explain(
    events: list[Event],
    event_id: int,
    *,
    words: Words | None = None,
    kinds: Words | None = None,
    depth: int | None = None,
    visible: Callable[[Event], bool] | None = None,
) -> list[str]:
    """The whole causal chain behind ``event_id``, each cause indented under what it explains,
    each step with its rule in ``words`` (rule id → paraphrase; ids alone when None). An event
    reached twice is explained once; ``depth`` (None: no limit) cuts the chain. With
    ``visible``, only the events it admits are shown (a player's explanation during the game:
    a step they may not see is neither written nor followed)."""
    lines: list[str] = []
    seen: set[int] = set()
    stack: list[tuple[int, int]] = [(event_id, 0)]
    because = render("host.because", {})
    while stack:
        eid, level = stack.pop()
        if not 0 <= eid < len(events) or (depth is not None and level > depth):
            continue
        indent = "  " * level
        prefix = indent + (because + " " if level else "")
        if eid in seen:
            lines.append(f"{prefix}#{eid} {_SEE_ABOVE}")
            continue
        seen.add(eid)
        ev = events[eid]
        if visible is not None and not visible(ev):
            continue
        rule = rule_text(ev.rule, words)
        rule = f"  {rule}" if rule else ""
        lines.append(f"{prefix}#{ev.id} {phase_name(ev.phase)}: {describe(ev, kinds=kinds)}{rule}")
        if ev.kind == "poll_closed":
            lines.extend(f"{indent}    {line}" for line in poll_lines(ev, words))
        # causes in their order (a stack: pushed last first); a cause is always an earlier event
        for c in reversed(ev.causes):
            if c < eid:
                stack.append((c, level + 1))
    return lines


def why_dead(
    events: list[Event],
    name: str,
    death_event: int | None,
    *,
    words: Words | None = None,
    kinds: Words | None = None,
) -> list[str]:
    """Why ``name`` died: the whole chain behind their death (or that they are alive)."""
    if death_event is None:
        return [f"{name} is alive."]
    return explain(events, death_event, words=words, kinds=kinds)


# ---------------------------------------------------------------------------- one sentence

# the kinds of event that end a player's game (a death, an ascension, a descension)
_LEAVING = ("death", "ascension", "descension")
# causes that say nothing a reader of one sentence needs (the phase began, a seeded draw)
_QUIET = ("phase_started", "random_draw")


def _sentence(text: str) -> str:
    text = text.strip().rstrip(".")
    return (text[:1].upper() + text[1:] + ".") if text else ""


def _votes_for(events: list[Event], ev: Event, target: str) -> str:
    """``with N counted vote(s)`` of the poll that chose ``target`` behind ``ev``, if any."""
    for c in ev.causes:
        if 0 <= c < len(events) and events[c].kind == "poll_closed":
            totals = dict(events[c].data.get("totals") or {})
            if target in totals:
                note = board_note(events[c], target)
                return f" with {totals[target]} counted vote(s){note}"
    return ""


def _attempt_done(events: list[Event], ev: Event) -> str:
    """R8: an attempt that met no defence, told as what happened to its target ("them")."""
    kind = str(ev.data.get("kind", "kill"))
    target = _text(ev.targets)
    source = str(ev.data.get("source") or "")
    how = f" ({source})" if source and source != ev.actor else ""
    if kind == "lynch":
        return f"the town's lynch vote chose them{_votes_for(events, ev, target)}"
    if ev.actor:
        who = ev.actor
    elif source:
        who, how = (source if source.startswith("the ") else f"the {source}"), ""
    else:
        who = "something"
    if kind == "true kill":
        return f"{who} removed them from the game{how}"
    if kind == "attack":
        return f"{who} attacked them{how} and no defence stopped it"
    return f"{who} killed them{how}"


def summary(
    events: list[Event],
    event_id: int,
    *,
    kinds: Words | None = None,
    visible: Callable[[Event], bool] | None = None,
) -> str:
    """Why an event happened in one plain sentence, for a phone: the event
    in its own words and its most telling visible cause, with no rule text; :func:`explain`
    gives the whole chain. A death says what reached the player (the attack or kill that met
    no defence, the lynch vote with its count) and, when nobody carried it out (a curse, a
    disease), where it began; an ascension or descension says it is one and why."""
    if not 0 <= event_id < len(events):
        return ""
    ev = events[event_id]
    head = describe(ev, kinds=kinds).strip().rstrip(".")

    def seen(c: int) -> Event | None:
        if not 0 <= c < len(events):
            return None
        cause = events[c]
        if cause.kind in _QUIET or (visible is not None and not visible(cause)):
            return None
        return cause

    causes = [c for c in (seen(i) for i in ev.causes if i < ev.id) if c is not None]
    if ev.kind in _LEAVING:
        attempt = next((c for c in causes if c.kind == "kill_attempt"), None)
        if attempt is not None and ev.kind == "death":
            why = _attempt_done(events, attempt)
            if not attempt.actor and attempt.data.get("kind") != "lynch":
                origin = [
                    c
                    for c in (seen(i) for i in attempt.causes if i < attempt.id)
                    if c is not None and c.kind != "kill_attempt"
                ]
                if origin:
                    first = origin[0]
                    why += f"; it began {phase_name(first.phase)}: {describe(first, kinds=kinds)}"
            return _sentence(f"{head}: {why}")
        if ev.kind == "ascension":
            head = head if "ascend" in head else f"{_text(ev.targets)} ascended and won"
        elif ev.kind == "descension":
            head = head if "descend" in head else f"{_text(ev.targets)} descended and lost"
    if not causes:
        return _sentence(head)
    cause = describe(causes[0], kinds=kinds).strip().rstrip(".")
    if cause == head:
        return _sentence(head)
    return _sentence(f"{head}, because {cause}")
