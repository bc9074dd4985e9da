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

import re
from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import CATALOG, DEFAULT, rule_id
from .events import Event
from .messages import EN, FAMILY_EVENTS, render
from .phases import phase_words
from .tally import Breakdown, Modifier, board, on_the_board

Words = Mapping[str, str]

# The sentences of the kinds of event that may carry no message (the others always carry one:
# deaths, announcements, private messages …) are the Fluent resources' (``events.ftl``, the id
# ``event.KIND``): the engine's kinds and each role family's. Fields as in ``kinds``. Every other
# word of an explanation is the resource ``explain.ftl``'s, in the reader's language.


def _t(key: str, lang: str, **params: Any) -> str:
    return render(key, params, lang)


def _text(value: Any, lang: str = "en") -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else _t("word.nobody", lang)
    return str(value)


# Words an event carries in its data (the log is language-free): an action's failure (``why``)
# and a kind of death (``kind``) are stored as the English value they always had, and read here
# through that value into the reader's language. The mapping from the English value to its
# message is made from the English resource itself (``why-*``, ``kind-*`` in explain.ftl), so an
# older stored log reads the same; ``blocked`` is stored as the bare word.
def _by_english(prefix: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for key in sorted(CATALOG.area_keys("explain")):
        if key.startswith(prefix):
            out[CATALOG.text(key)] = key
    return out


_WHY = {"blocked": "why.blocked", **_by_english("why.")}
_KINDS = _by_english("kind.")
_PROTECTIONS = _by_english("protection.")
_SOURCES = _by_english("source.")
_SHOT = re.compile(r"^the (?P<role>.+)'s shot$")


def _pattern_of(key: str) -> re.Pattern[str]:
    """The English words of ``key`` as a pattern its number variables match (``{ $n }``: a
    whole number), to read a value the log holds back into the message and its numbers."""
    names = sorted(CATALOG.needs(key))
    text = CATALOG.text(key, {n: f"\x00{n}\x00" for n in names})
    out = ""
    for i, piece in enumerate(text.split("\x00")):
        out += re.escape(piece) if i % 2 == 0 else f"(?P<{piece}>-?[0-9]+)"
    return re.compile(out + "$")


# R40: a poll modifier's label (``label-*``), as the log holds it in English, with its numbers
_LABELS = [(_pattern_of(key), key) for key in sorted(CATALOG.area_keys("explain"))
           if key.startswith("label.")]


def label_words(label: str, lang: str = "en") -> str:
    """A poll modifier's label (the English the log holds) in ``lang``; a label that is no
    message of the resource (a role file's, a hook's name) as it is."""
    if lang == "en":
        return label
    for pattern, key in _LABELS:
        found = pattern.match(label)
        if found is not None:
            return _t(key, lang, **{k: int(v) for k, v in found.groupdict().items()})
    return label


def why_words(value: Any, lang: str = "en") -> str:
    """Why an action failed (an event's ``why``) in ``lang``: a known English value in the
    reader's language, any other as it was recorded."""
    key = _WHY.get(str(value))
    return str(value) if key is None else _t(key, lang)


def protection_words(value: Any, lang: str = "en") -> str:
    """What stopped an attempt (R8, an event's ``protection``) in ``lang``: a known English
    phrase or a role's name in the reader's language, anything else (a player's name) as it
    was recorded."""
    if lang == "en":
        return str(value)
    key = _PROTECTIONS.get(str(value))
    if key is not None:
        return _t(key, lang)
    from .messages import role_words

    return str(role_words(str(value), lang))


def kind_words(value: Any, lang: str = "en") -> str:
    """A kind of death (R8) as an event records it, in ``lang``."""
    key = _KINDS.get(str(value))
    return str(value) if key is None or lang == "en" else _t(key, lang)


class _Fields(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def sentence_fields(ev: Event, lang: str = "en") -> dict[str, str]:
    """The fields a sentence template may use: actor, target, verb and the event's data and
    params by name (a missing one reads ``?``), the words among them in ``lang``."""
    f = _Fields({k: _text(v, lang) for k, v in ev.params.items()})
    f.update({k: _text(v, lang) for k, v in ev.data.items()})
    f["actor"] = ev.actor or str(ev.data.get("source") or "") or _t("explain.someone", lang)
    f["target"] = _text(ev.targets, lang)
    f["verb"] = str(ev.data.get("verb") or ev.params.get("verb") or _t("explain.an_ability", lang))
    if ev.kind == "action_failed":
        why = ev.data.get("why")
        f["why"] = _t("explain.it_fails", lang) if why is None else why_words(why, lang)
    if "kind" in ev.data and lang != "en":
        f["kind"] = kind_words(ev.data["kind"], lang)
    if "protection" in ev.data and lang != "en":
        f["protection"] = protection_words(ev.data["protection"], lang)
    if ev.kind == "redirected":
        f["first"], f["second"] = [*ev.targets, "?", "?"][:2]
    if ev.kind == "random_draw" and "choice" not in ev.data:
        f["choice"] = _text(ev.data.get("order", []), lang)
    if lang != "en":
        from .messages import localized_params, role_words, team_words

        f.update(localized_params({k: v for k, v in f.items() if k != "kind"}, lang))
        # R36: a change of team or role records the teams' keys and the roles' English names
        # under ``to`` and ``from``; they read in the reader's language
        words = team_words if ev.kind in _TEAM_CHANGES else role_words
        for k in _TEAM_CHANGES.get(ev.kind, _ROLE_CHANGES.get(ev.kind, ())):
            if k in ev.data:
                f[k] = str(words(str(ev.data[k]), lang))
    return f


# the fields of a change's event that hold a team's key, or a role's English name
_TEAM_CHANGES = {"team_changed": ("to", "from"), "alignment_kept": ("to",),
                 "couple_aligned": ("from",)}
_ROLE_CHANGES = {"role_changed": ("to", "from"), "role_kept": ("to",),
                 "joined_pack": ("from", "to"), "rose_undead": ("from",)}


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
    fields = sentence_fields(ev, lang)
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
        return _attempt(ev, lang)
    if ev.kind == "poll_closed":
        return _poll_result(ev, lang)
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
            return _t("explain.to_group", lang, group=ev.params["group"], text=text)
        return text
    said = _sentence_of(ev, kinds, lang)
    if said is None:
        # no sentence is known: still no bare event name
        words = ev.kind.replace("_", " ")
        return _t("explain.unknown", lang, words=words,
                  actor=sentence_fields(ev, lang)["actor"], target=_text(ev.targets, lang))
    return said


def poll_words(name: str, lang: str = "en") -> str:
    """A poll's name (``lynch``, ``lynch 2``, ``election``) in ``lang``; a group's poll, named
    by its group, as it is."""
    key = "poll." + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    if lang == "en" or not CATALOG.has(key):
        return name
    return _t(key, lang)


def source_words(value: Any, lang: str = "en") -> str:
    """Where an attempt came from (an event's ``source``, English in the log: ``the shattered
    amulet``, ``the Huntress's shot``, a role's name) in ``lang``; anything else (a player's
    name, a role file's words) as it was recorded."""
    text = str(value)
    if lang == "en" or not text:
        return text
    key = _SOURCES.get(text)
    if key is not None:
        return _t(key, lang)
    from .messages import role_words

    shot = _SHOT.match(text)
    if shot is not None:
        return _t("source.shot", lang, role=str(role_words(shot.group("role"), lang)))
    if text.startswith("the ") and role_words(text[4:], lang) != text[4:]:
        return str(role_words(text[4:], lang))  # "the Angel": the role's name
    return str(role_words(text, lang))


def _who(ev: Event, lang: str) -> tuple[str, str]:
    """Who carried out an attempt (its actor, else its source, else "something") and how
    (``" (source)"`` after the sentence, when the source is not the actor)."""
    said = str(ev.data.get("source") or "")
    source = source_words(said, lang)
    how = " " + _t("explain.how", lang, source=source) if said and said != ev.actor else ""
    if ev.actor:
        return ev.actor, how
    if source:
        if said.startswith("the "):  # an English phrase the resource lacks loses its article
            return (source[4:] if lang != "en" and source == said else source), ""
        return _t("explain.the_source", lang, source=source), ""
    return _t("explain.something", lang), how


def _attempt(ev: Event, lang: str = "en") -> str:
    """R8: an attempt to kill, by its kind of death, its author and its source."""
    kind = str(ev.data.get("kind", "kill"))
    target = _text(ev.targets, lang)
    if kind == "lynch":
        if not ev.actor:
            return _t("explain.attempt.lynch_result", lang, target=target)
        return _t("explain.attempt.lynch", lang, actor=ev.actor, target=target,
                  how=_who(ev, lang)[1])
    who, how = _who(ev, lang)
    if kind == "true kill":
        return _t("explain.attempt.true_kill", lang, who=who, target=target, how=how)
    key = "explain.attempt.attack" if kind == "attack" else "explain.attempt.kill"
    return _t(key, lang, who=who, target=target, how=how)


def board_note(ev: Event, target: str, lang: str = "en") -> str:
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
        if plain == counted:
            return ""
        return " " + _t("explain.poll.group_saw", lang, group=group, plain=plain)
    shown = on_the_board(bd.shown).get(target, 0)
    return "" if shown == counted else " " + _t("explain.poll.board_showed", lang, shown=shown)


def _poll_result(ev: Event, lang: str = "en") -> str:
    poll = poll_words(str(ev.data.get("poll", "a")), lang)
    office = ev.data.get("office")
    if office and lang != "en":
        from .messages import role_words

        office = role_words(office, lang)
    name = (
        _t("explain.poll.name_office", lang, poll=poll, office=office)
        if office
        else _t("explain.poll.name", lang, poll=poll)
    )
    totals: dict[str, int] = dict(ev.data.get("totals") or {})
    if ev.targets:
        winner = ev.targets[0]
        return _t("explain.poll.won", lang, name=name, winner=winner,
                  count=totals.get(winner, "?"), note=board_note(ev, winner, lang))
    if not totals:
        return _t("explain.poll.no_votes", lang, name=name)
    best = max(totals.values())
    if best <= 0:
        return _t("explain.poll.no_positive", lang, name=name)
    tied = sorted(c for c, n in totals.items() if n == best)
    return _t("explain.poll.tie", lang, name=name, best=best, tied=", ".join(tied))


def rule_text(rule: str | None, words: Words | None = None, lang: str = "en") -> str:
    """``[R8: its paraphrase]``; ``[R8]`` when no words are given for it; empty without a rule.
    In another language than English the paraphrase is that language's (``rules.ftl``) when it
    has one."""
    if not rule:
        return ""
    text = rule_words(rule, words, lang)
    return f"[{rule}: {text}]" if text else f"[{rule}]"


def rule_words(rule: str, words: Words | None = None, lang: str = "en") -> str:
    """The paraphrase of ``rule`` in ``words`` ("" when none), read through the rule book's
    resource (``rules.ftl``, id ``rule_id(rule)``) in ``lang``: English is ``words``' own (the
    resource is made from them); another language's words are used when its resource has that
    rule and the words given are the book's, and English otherwise (a rule the translation
    lacks, or words of a rule the book words differently)."""
    text = (words or {}).get(rule, "")
    if text and lang != DEFAULT:
        fid = rule_id(rule)
        got = CATALOG.render(fid, {}, lang)
        if got is not None and got.lang == lang and CATALOG.text(fid) == text:
            text = got.text
    return text


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _board(numbers: dict[str, int], lang: str) -> str:
    """R40: a board of numbers (``Dan 3 · Hal 3``), "no votes" in ``lang`` when empty."""
    return board(numbers) if numbers else _t("explain.count.no_votes", lang)


def _modifier_line(
    who: str,
    counted: int | None,
    target: str | None,
    m: Modifier,
    words: Words | None,
    lang: str = "en",
) -> str:
    """One modifier of a poll in words: what it changed, from whom, whether the board shows it,
    and its rule."""
    by = _t("explain.count.from", lang, sources=", ".join(m.sources)) if m.sources else ""
    where = _t("explain.count.board_shows" if m.public else "explain.count.not_on_board", lang)
    rule = rule_text(m.rule, words, lang)
    rule = f"  {rule}" if rule else ""
    if counted is None:  # hidden votes on a candidate
        return _t("explain.count.hidden_mod", lang, who=who, delta=_signed(m.delta),
                  label=label_words(m.label, lang), where=where, by=by) + rule
    if not m.public:
        where = _t("explain.count.normal_vote", lang)
    return _t("explain.count.vote_mod", lang, who=who, target=str(target), counted=str(counted),
              label=label_words(m.label, lang), delta=_signed(m.delta), by=by, where=where) + rule


def poll_lines(ev: Event, words: Words | None = None, lang: str = "en") -> list[str]:
    """R40: how a poll's result came about — the counted totals, the public board when it
    differs, and every modifier that changed a vote, with its source and rule."""
    data = ev.data.get("breakdown")
    if not isinstance(data, dict):
        totals = ev.data.get("totals") or {}
        if not totals:
            return []
        return [_t("explain.count.counted", lang, counted=_board(dict(totals), lang))]
    bd = Breakdown.from_json(data)
    counted = _board(bd.totals, lang)
    shown = _board(on_the_board(bd.shown), lang)
    group = ev.data.get("group")
    if group:
        # a group's private poll has no board: its members saw who voted for whom, each vote
        # a plain one
        plain: dict[str, int] = {}
        for b in bd.ballots:
            plain[b.target] = plain.get(b.target, 0) + 1
        shown = _board(plain, lang)
    if shown == counted:
        line = _t("explain.count.counted", lang, counted=counted)
    elif group:
        line = _t("explain.count.counted_group", lang, counted=counted, group=group, shown=shown)
    else:
        line = _t("explain.count.counted_board", lang, counted=counted, shown=shown)
    out = [line]
    # who made the result: the winner's votes (or those of every candidate tied at the top)
    best = max(bd.totals.values(), default=0)
    top = ev.targets[:1] or ([c for c, n in bd.totals.items() if n == best] if best > 0 else [])
    for candidate in top:
        parts = [f"{b.voter} {b.counted}" for b in bd.ballots if b.target == candidate]
        if candidate in bd.hidden:
            parts.append(_t("explain.count.hidden_votes", lang,
                            delta=str(bd.hidden[candidate].delta)))
        out.append(_t("explain.count.votes_for", lang, candidate=candidate,
                      parts=", ".join(parts) or _t("explain.count.no_votes", lang)))
    for b in bd.ballots:
        for m in b.modifiers:
            out.append(_modifier_line(b.voter, b.counted, b.target, m, words, lang))
    for candidate, m in bd.hidden.items():
        out.append(_modifier_line(candidate, None, None, m, words, lang))
    return out


def explain(
    events: list[Event],
    event_id: int,
    *,
    words: Words | None = None,
    kinds: Words | None = None,
    depth: int | None = None,
    visible: Callable[[Event], bool] | None = None,
    lang: str = "en",
) -> list[str]:
    """The whole causal chain behind ``event_id``, each cause indented under what it explains,
    each step with its rule in ``words`` (rule id → paraphrase; ids alone when None). An event
    reached twice is explained once; ``depth`` (None: no limit) cuts the chain. With
    ``visible``, only the events it admits are shown (a player's explanation during the game:
    a step they may not see is neither written nor followed)."""
    lines: list[str] = []
    seen: set[int] = set()
    stack: list[tuple[int, int]] = [(event_id, 0)]
    because = render("host.because", {}, lang)
    see_above = _t("explain.see_above", lang)
    while stack:
        eid, level = stack.pop()
        if not 0 <= eid < len(events) or (depth is not None and level > depth):
            continue
        indent = "  " * level
        prefix = indent + (because + " " if level else "")
        if eid in seen:
            lines.append(f"{prefix}#{eid} {see_above}")
            continue
        seen.add(eid)
        ev = events[eid]
        if visible is not None and not visible(ev):
            continue
        rule = rule_text(ev.rule, words, lang)
        rule = f"  {rule}" if rule else ""
        said = describe(ev, kinds=kinds, lang=lang)
        lines.append(f"{prefix}#{ev.id} {phase_words(ev.phase, lang)}: {said}{rule}")
        if ev.kind == "poll_closed":
            lines.extend(f"{indent}    {line}" for line in poll_lines(ev, words, lang))
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
    lang: str = "en",
) -> list[str]:
    """Why ``name`` died: the whole chain behind their death (or that they are alive)."""
    if death_event is None:
        return [alive(name, lang)]
    return explain(events, death_event, words=words, kinds=kinds, lang=lang)


def alive(name: str, lang: str = "en") -> str:
    """That ``name`` is alive, in ``lang`` (what a death's explanation says of the living)."""
    return _t("explain.alive", lang, name=name)


# ---------------------------------------------------------------------------- one sentence

# the kinds of event that end a player's game (a death, an ascension, a descension)
_LEAVING = ("death", "ascension", "descension")
# causes that say nothing a reader of one sentence needs (the phase began, a seeded draw)
_QUIET = ("phase_started", "random_draw")


def _sentence(text: str) -> str:
    text = text.strip().rstrip(".")
    return (text[:1].upper() + text[1:] + ".") if text else ""


def _votes_for(events: list[Event], ev: Event, target: str, lang: str = "en") -> str:
    """``with N counted vote(s)`` of the poll that chose ``target`` behind ``ev``, if any."""
    for c in ev.causes:
        if 0 <= c < len(events) and events[c].kind == "poll_closed":
            totals = dict(events[c].data.get("totals") or {})
            if target in totals:
                note = board_note(events[c], target, lang)
                return " " + _t("explain.done.votes", lang, count=totals[target], note=note)
    return ""


def _attempt_done(events: list[Event], ev: Event, lang: str = "en") -> str:
    """R8: an attempt that met no defence, told as what happened to its target ("them")."""
    kind = str(ev.data.get("kind", "kill"))
    target = _text(ev.targets)
    if kind == "lynch":
        return _t("explain.done.lynch", lang, votes=_votes_for(events, ev, target, lang))
    who, how = _who(ev, lang)
    if kind == "true kill":
        return _t("explain.done.true_kill", lang, who=who, how=how)
    if kind == "attack":
        return _t("explain.done.attack", lang, who=who, how=how)
    return _t("explain.done.kill", lang, who=who, how=how)


def summary(
    events: list[Event],
    event_id: int,
    *,
    kinds: Words | None = None,
    visible: Callable[[Event], bool] | None = None,
    lang: str = "en",
) -> str:
    """Why an event happened in one plain sentence, for a phone: the event
    in its own words and its most telling visible cause, with no rule text; :func:`explain`
    gives the whole chain. A death says what reached the player (the attack or kill that met
    no defence, the lynch vote with its count) and, when nobody carried it out (a curse, a
    disease), where it began; an ascension or descension says it is one and why."""
    if not 0 <= event_id < len(events):
        return ""
    ev = events[event_id]
    head = describe(ev, kinds=kinds, lang=lang).strip().rstrip(".")

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
            why = _attempt_done(events, attempt, lang)
            if not attempt.actor and attempt.data.get("kind") != "lynch":
                origin = [
                    c
                    for c in (seen(i) for i in attempt.causes if i < attempt.id)
                    if c is not None and c.kind != "kill_attempt"
                ]
                if origin:
                    first = origin[0]
                    why = _t("explain.done.began", lang, why=why,
                             phase=phase_words(first.phase, lang),
                             first=describe(first, kinds=kinds, lang=lang))
            return _sentence(f"{head}: {why}")
        # the event's own sentence says so already when it names the ascension (read in
        # English, the language the test is written in)
        english = head if lang == "en" else describe(ev, kinds=kinds).strip().rstrip(".")
        if ev.kind == "ascension" and "ascend" not in english:
            head = _t("explain.done.ascended", lang, target=_text(ev.targets, lang))
        elif ev.kind == "descension" and "descend" not in english:
            head = _t("explain.done.descended", lang, target=_text(ev.targets, lang))
    if not causes:
        return _sentence(head)
    cause = describe(causes[0], kinds=kinds, lang=lang).strip().rstrip(".")
    if cause == head:
        return _sentence(head)
    return _sentence(_t("explain.done.because", lang, head=head, cause=cause))
