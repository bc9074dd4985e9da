"""What the adapter shows beside the event stream: pure functions, no network.

A seat's prompt (its legal actions as select menus and buttons), a poll as a message with a
select menu and the live tally the rules let everyone see (R40), the host's grimoire (who has
acted, the choices so far, the counted tallies, the audit), a "late" reminder before a phase
ends, a member's rights in the game's channels after they change, and the rules behind a role
card's button. Each comes from the service's views, summaries and declarations alone: nothing
here names a role or a role's verb (``tests/test_edges_name_no_role.py``).

A component's ``custom_id`` says what it does and for what, in at most 100 characters
(Discord's limit): ``ww:act:VERB`` (a select menu of one target position: its value is the
player), ``ww:yes:VERB:TARGET`` and ``ww:no`` (a confirmation), ``ww:ready``, ``ww:rules``.
The channel it is pressed in says the game, the member who presses it the seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..game import poll_words, render, role_words, team_words
from ..i18n import DEFAULT
from .commands import action_of, confirmation
from .plan import SEND_MESSAGES, VIEW_CHANNEL, GamePlan, seat
from .render import LEFT, MAX_CONTENT, split_text, timestamp
from .words import say

JSON = dict[str, Any]
MAX_ROWS = 5  # action rows of one message
MAX_OPTIONS = 25  # options of one select menu
MAX_CUSTOM_ID = 100
MAX_LABEL = 100  # a select option's label and value
SELECT, BUTTON = 3, 2  # Discord's component types
ROW = 1
PRIMARY, SECONDARY, SUCCESS, DANGER = 1, 2, 3, 4  # button styles

ACT, YES, NO, READY, RULES = "ww:act:", "ww:yes:", "ww:no", "ww:ready", "ww:rules"
READY_ANYWAY = "ww:ready!"  # Ready, confirmed with a duty left undone (RM562)
FORM, POS, SEND = "ww:form:", "ww:pos:", "ww:send:"  # an action naming several things
WATCH = "ww:watch:"  # the started lobby's button: watch the game it names
# the votes every living player has on a day (the engine's polls, R11; not a role's verbs)
VOTE, UNVOTE = "vote", "unvote"
BALLOT = "ballot"  # the declaration's effect of a vote in a poll


def _row(*components: JSON) -> JSON:
    return {"type": ROW, "components": list(components)}


def _select(
    custom_id: str,
    placeholder: str,
    options: Sequence[str],
    chosen: str | Sequence[str] = "",
    *,
    least: int = 1,
    most: int = 1,
    notes: Mapping[str, str] | None = None,
) -> JSON:
    picked = {chosen} if isinstance(chosen, str) else set(chosen)
    shown = list(options[:MAX_OPTIONS])
    out: list[JSON] = []
    for o in shown:
        option: JSON = {"label": o[:MAX_LABEL], "value": o[:MAX_LABEL], "default": o in picked}
        if notes and notes.get(o):  # an ally marked where they are chosen
            option["description"] = notes[o][:MAX_LABEL]
        out.append(option)
    return {
        "type": SELECT,
        "custom_id": custom_id[:MAX_CUSTOM_ID],
        "placeholder": placeholder[:150],
        "min_values": max(0, min(least, len(shown))),
        "max_values": max(1, min(most, len(shown))),
        "options": out,
    }


def _button(custom_id: str, label: str, style: int = SECONDARY) -> JSON:
    return {"type": BUTTON, "custom_id": custom_id[:MAX_CUSTOM_ID], "label": label, "style": style}


def fits(custom_id: str) -> bool:
    return len(custom_id) <= MAX_CUSTOM_ID


# ------------------------------------------------------------------------ a seat's prompt


def done_verbs(view: JSON) -> set[str]:
    """Ruling RM562, as the web page and the terminal game read it: the actions this seat
    has seen to — used or chosen in the running phase (its own ``action.used``,
    ``action.used_alone`` and ``action.chosen`` lines), or, for a choice that lasts
    (``declaration.lasting``), whose latest use named someone, in whatever phase."""
    now: set[str] = set()
    standing: dict[str, bool] = {}
    for m in view.get("messages") or []:
        if m.get("key") not in ("action.used", "action.used_alone", "action.chosen"):
            continue
        params = m.get("params") or {}
        if params.get("actor") != view.get("name"):
            continue
        verb = str(params.get("verb"))
        if m.get("phase") == view.get("phase"):
            now.add(verb)
        standing[verb] = bool(params.get("targets"))
    out = set()
    for a in view.get("actions") or []:
        verb = str(a["verb"])
        lasting = (a.get("declaration") or {}).get("lasting")
        if standing.get(verb) if lasting else verb in now:
            out.add(verb)
    return out


def duties_left(view: JSON) -> list[JSON]:
    """RM562: the seat's actions whose declaration says what leaving them unused costs
    (``declaration.unused``: the amulet that shatters on a holder who does not pass it),
    neither chosen nor seen to this phase."""
    done = done_verbs(view)
    return [
        a
        for a in view.get("actions") or []
        if (a.get("declaration") or {}).get("unused")
        and not a.get("chosen")
        and str(a["verb"]) not in done
    ]


def _positions(action: JSON) -> list[list[str]]:
    """What an action names, position by position: its players (``slots``), then its words
    (``picks`` of its ``options``)."""
    slots = [[str(x) for x in s] for s in action.get("slots") or []]
    slots = slots[: int(action.get("max_targets", len(slots)))]
    words = [str(o) for o in action.get("options") or []]
    return slots + [words for _ in range(int(action.get("picks") or 0))]


def label_of(action: JSON) -> str:
    """An action's verb as a control shows it: its label in the seat's language, as the view
    gives it (the verb itself is what is sent)."""
    return str(action.get("label") or action["verb"])


def control(action: JSON, notes: Mapping[str, str] | None = None) -> JSON | None:
    """The one component a prompt gives an action, from its declaration's shape, never its
    name: a button for an action naming nothing; a select menu of its candidates for one
    naming one player or word; a multi-select (in the order listed) for one naming several
    players of the same candidates (``pass``, two lovers …); otherwise a button opening a
    form of one menu per position (:func:`form`). None: nothing it could name now. ``notes``:
    a word beside a player in a menu (an ally, :func:`ally_notes`)."""
    verb = str(action["verb"])
    label = label_of(action)
    slots = [list(map(str, s)) for s in action.get("slots") or []]
    most = int(action.get("max_targets", len(slots)))
    picks = int(action.get("picks") or 0)
    chosen = [str(c) for c in action.get("chosen") or []]
    if not fits(ACT + verb) or not fits(FORM + verb):
        return None
    if not slots and not picks and most == 0:
        return _button(YES + verb, label, PRIMARY)
    positions = _positions(action)
    if any(not p for p in positions[: max(1, int(action.get("min_targets", 0)))]):
        return None  # nobody to name now
    if picks == 0 and slots and all(s == slots[0] for s in slots[:most]):
        least = max(1, int(action.get("min_targets", 1)))
        return _select(
            ACT + verb, f"{label} …", slots[0], chosen, least=least, most=most, notes=notes
        )
    if not slots and picks == 1 and len(positions[0]) <= MAX_OPTIONS:
        return _select(ACT + verb, f"{label} …", positions[0])
    return _button(FORM + verb, f"{label}…", PRIMARY)


def form(action: JSON, chosen: Mapping[int, str] | None = None) -> tuple[str, list[JSON]]:
    """An action naming several things of different kinds (a player and a role, two groups):
    one select menu per position and **Send it**, to the member alone. What no menu holds
    (more positions than a message's rows, more than 25 options) is typed with ``/act``."""
    verb = str(action["verb"])
    positions = _positions(action)
    usage = f"`{action.get('usage') or verb}`"
    if len(positions) > MAX_ROWS - 1 or any(len(p) > MAX_OPTIONS for p in positions):
        return f"{usage} names more than menus can hold: type it with `/act verb:{verb}`.", []
    least = int(action.get("min_targets", 0))
    n_slots = len(positions) - int(action.get("picks") or 0)
    rows = []
    for i, options in enumerate(positions):
        optional = i < n_slots and i >= least
        what = f"player {i + 1}" if i < n_slots else f"word {i - n_slots + 1}"
        label = f"{label_of(action)}: {what}" + (" (may be left out)" if optional else "")
        rows.append(
            _row(
                _select(
                    f"{POS}{verb}:{i}",
                    label,
                    options,
                    (chosen or {}).get(i, ""),
                    least=0 if optional else 1,
                )
            )
        )
    rows.append(_row(_button(SEND + verb, "Send it", PRIMARY), _button(NO, "Cancel")))
    return f"{usage} — {action.get('help', '')}: choose each, then **Send it**.", rows


def prompt(view: JSON, phase: str) -> tuple[str, list[JSON]]:
    """A seat's prompt for the running phase: a line per legal action (its help and usage,
    and — RM562 — what leaving it unused costs, while it is not seen to) and a control for
    each (:func:`control`). A **Ready** button ends the seat's phase. At most five rows
    (Discord's limit): a duty whose neglect costs comes first; what does not fit is left to
    ``/act``."""
    actions = list(view.get("actions", []))
    if not actions:
        return f"**{phase}**: you have nothing to do now.", []
    lines = [f"**{phase}**: what you may do (choose below, or type `/act`):"]
    left = {str(a["verb"]) for a in duties_left(view)}
    for a in actions:
        verb = str(a["verb"])
        usage = str(a.get("usage") or verb)
        lines.append(f"• `{usage}` — {a.get('help', '')}".rstrip(" —"))
        if verb in left:
            lines.append(f"  \N{WARNING SIGN} {a['declaration']['unused']}")
        fallback = (a.get("declaration") or {}).get("fallback")
        if fallback:  # the rule that decides a choice left empty or invalid
            lines.append(f"  {say('fallback', fallback=fallback)}")
    rows: list[JSON] = []
    notes = ally_notes(view)
    for a in sorted(actions, key=lambda a: str(a["verb"]) not in left):
        made = control(a, notes)
        if made is not None and len(rows) < MAX_ROWS - 1:
            rows.append(_row(made))
    rows.append(_row(_button(READY, "Ready", SUCCESS), _button(RULES, "Rules", SECONDARY)))
    return "\n".join(lines), rows


def ready_check(view: JSON) -> tuple[str, list[JSON]] | None:
    """RM562, before the seat says it is done: each duty left undone with what it costs, and
    **Ready anyway** / **Cancel** (None: nothing left undone)."""
    left = duties_left(view)
    if not left:
        return None
    lines = [
        f"\N{WARNING SIGN} {a['declaration']['unused']} (`{a.get('usage') or a['verb']}`)"
        for a in left
    ]
    lines.append("Ready anyway?")
    rows = [_row(_button(READY_ANYWAY, "Ready anyway", DANGER), _button(NO, "Cancel"))]
    return "\n".join(lines), rows


def confirm(
    view: JSON, verb: str, target: str | Sequence[str | None]
) -> tuple[str, list[JSON]] | None:
    """The question to ask before an action (chosen from a menu or typed with ``/act``), with
    its two buttons, or None when its declaration does not ask for one. The **Send it** button
    carries the action: ``ww:yes:VERB:T1:T2…``."""
    named = [target] if isinstance(target, str) else [t for t in target if t]
    action = action_of(view, verb) or {}
    slots = action.get("slots") or []
    if any(i < len(slots) and t not in slots[i] for i, t in enumerate(named)):
        return None  # not a legal choice: the engine's refusal says why, nothing to ask
    question = confirmation(view, verb, named)
    if question is None:
        return None
    yes = ":".join([YES + verb, *named])
    if not fits(yes) or any(":" in t for t in named):
        return f"{question}\nUse `/act` to send it.", []
    return question, [_row(_button(yes, "Send it", DANGER), _button(NO, "Cancel"))]


def yes_of(custom_id: str) -> tuple[str, list[str]]:
    """The verb and targets of a confirmation's (or a no-target action's) button."""
    verb, *targets = custom_id.removeprefix(YES).split(":")
    return verb, [t for t in targets if t]


# ------------------------------------------------------------------------ polls


def ballots(view: JSON) -> list[JSON]:
    """The seat's actions that vote in a poll (their declaration's effect), in order."""
    return [
        a
        for a in view.get("actions", [])
        if BALLOT in (a.get("declaration") or {}).get("effects", [])
    ]


def tally_text(poll: JSON, lang: str = DEFAULT) -> str:
    """The live tally of a poll as the board shows it to everyone (R40): totals, then who
    voted for whom (an office's name and "no votes yet" in the reader's language ``lang``)."""
    office = poll.get("office")
    # the poll's own name in the reader's language too („Lynchung“), never its id
    name = str(role_words(office, lang) if office else poll_words(str(poll.get("name", "poll")),
                                                                   lang))
    name = name[:1].upper() + name[1:]
    totals: Mapping[str, Any] = poll.get("totals") or {}
    votes: Mapping[str, Any] = poll.get("votes") or {}
    if not totals:
        return say("host.no_votes", lang, poll=name)
    board = ", ".join(f"{k} {v}" for k, v in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))
    who = "; ".join(f"{voter} → {target}" for voter, target in votes.items())
    return f"**{name}**: {board}." + (f"\n{who}." if who else "")


def poll_message(action: JSON, poll: JSON | None) -> tuple[str, list[JSON]]:
    """A poll as a message of the town square: its live tally and a select menu of the
    candidates (a vote is then the member's seat's action; the service decides)."""
    verb = str(action["verb"])
    head = f"\N{BALLOT BOX WITH BALLOT} `{action.get('usage') or verb}` — {action.get('help', '')}"
    tally = tally_text(poll) if poll is not None else ""
    slots = action.get("slots") or [[]]
    rows = [_row(_select(ACT + verb, f"{label_of(action)} …", [str(x) for x in slots[0]]))]
    return f"{head}\n{tally}".strip(), rows


def closed_poll(verb: str, poll: JSON) -> str:
    """A poll of a phase gone by, as its message is left: closed, with its final tally (the
    one digest of its votes: the feed tells no vote as a line of its own)."""
    return f"\N{BALLOT BOX WITH BALLOT} `{verb}` — closed.\n{tally_text(poll)}"


def poll_for(action: JSON, polls: Sequence[JSON]) -> JSON | None:
    """The poll a ballot action votes in (the legal action names it: ``poll``), if open."""
    name = action.get("poll")
    return next((p for p in polls if name is not None and p.get("name") == name), None)


# ------------------------------------------------------------------------ the table


def _marks(view: JSON) -> Mapping[str, JSON]:
    """What the reader's own messages say of each seat (the view's ``marks``: derived from the
    messages that player was sent, never from the engine's knowledge)."""
    marks: Mapping[str, JSON] = view.get("marks") or {}
    return marks


def ally_notes(view: JSON, lang: str = DEFAULT) -> dict[str, str]:
    """The players the reader was told are on their side, each with the word
    a menu shows beside them ("your wolfpack", "on your side")."""
    out: dict[str, str] = {}
    for name, mark in _marks(view).items():
        groups = [str(g) for g in mark.get("group_names") or mark.get("groups") or []]
        if groups:
            out[name] = say("option.group", lang, group=", ".join(groups))
        elif mark.get("ally"):
            out[name] = say("option.ally", lang)
    return out


def roster(view: JSON, lang: str = DEFAULT) -> list[str]:
    """The table as the reader knows it, a line a seat: alive, dead, or
    how they left the game (ascended); the role the reader knows (every seat's once the game is
    over and revealed); and whether they were told the seat is on their side."""
    me = str(view.get("name", ""))
    marks = _marks(view)
    notes = ally_notes(view, lang)
    lines = [say("roster.head", lang)]
    for s in view.get("seats") or []:
        name = str(s.get("name", ""))
        mark = marks.get(name) or {}
        left = str(mark.get("left") or "")
        if left in LEFT.values():
            line = say(f"roster.{left}", lang, name=name)
        elif not s.get("alive"):
            line = say("roster.dead", lang, name=name)
        else:
            line = say("roster.alive", lang, name=name)
        if name == me:
            line += say("roster.you", lang)
        if mark.get("role"):
            line += say("roster.role", lang, role=mark.get("role_title") or mark["role"])
        if name in notes:
            line += f" \N{HANDSHAKE} {notes[name]}"
        lines.append(line)
    return lines


def news(view: JSON, lang: str = DEFAULT) -> list[str]:
    """The last phase's news for the reader (the view's ``news``: deaths with
    the reason the public may know, the polls' results, what changed for them), in order; an
    ascension in the adapter's own words (item 1)."""
    ids = set(view.get("news") or [])
    out: list[str] = []
    for m in view.get("messages") or []:
        if m.get("id") not in ids or not m.get("text"):
            continue
        params = m.get("params") or {}
        kind = str(m.get("kind", ""))
        if kind in LEFT and params.get("player") and params.get("role"):
            player, role = params["player"], params["role"]
            out.append(say(f"left.{LEFT[kind]}", lang, player=player, role=role))
        else:
            out.append(str(m["text"]))
    return out


def table_text(view: JSON, lang: str = DEFAULT) -> str:
    """``/table``: the last phase's news, then the roster."""
    got = news(view, lang)
    head = say("news.head", lang)
    return "\n".join([head, *(got or [say("news.none", lang)]), "", *roster(view, lang)])


def phase_message(view: JSON, phase: str, lang: str = DEFAULT) -> tuple[str, list[JSON]]:
    """The seat's message of the phase, the first of its channel in the phase and kept until
    the next phase's: the prompt (:func:`prompt`), the last phase's news
    under it, and the roster; what does not fit one message is left to ``/table``."""
    content, rows = prompt(view, phase)
    got = news(view, lang)
    tail = ["", say("news.head", lang), *got] if got else []
    full = "\n".join([content, *tail, "", *roster(view, lang)])
    if len(full) <= MAX_CONTENT:
        return full, rows
    shorter = "\n".join([content, *tail, "", say("table.hint", lang)])
    if len(shorter) <= MAX_CONTENT:
        return shorter, rows
    return "\n".join([content, "", say("table.hint", lang)])[:MAX_CONTENT], rows


def farewell_text(view: JSON, lang: str = DEFAULT) -> str:
    """A player's own end of the game: "You won!" or "You lost.", each win in
    its own sentence, and every seat's role unless the host keeps them hidden."""
    out: list[str] = []
    result = view.get("result")
    if result:
        out += result_words(result, lang)
    marks = _marks(view)
    roles = [n for n, m in marks.items() if m.get("role")]
    others = [
        str(s.get("name")) for s in view.get("seats") or [] if s.get("name") != view.get("name")
    ]
    if others and all(n in roles for n in others):
        out += ["", say("over.roles", lang), *roster(view, lang)[1:]]
    else:
        out += ["", say("over.hidden", lang)]
    return "\n".join(out)


# ------------------------------------------------------------------------ the grimoire


def grimoire(view: JSON, summary: JSON, lang: str = DEFAULT) -> str:
    """The host channel's grimoire: every seat (role, team, alive, statuses), who is still
    awaited and for what, the choices so far, the counted tallies (every modifier, R40) and
    the audit's latest entries; its words in the host's language ``lang`` (roles and teams by
    the cards' names in it)."""
    out = [say("host.grimoire", lang, phase=view.get("phase", summary.get("phase", "")))]
    if summary.get("deadline"):
        out.append(say("host.grimoire_ends", lang, when=timestamp(float(summary["deadline"]))))
    for s in view.get("seats", []):
        mark = "" if s.get("alive") else "\N{SKULL} "
        # in words, as the browser's host screen shows them: offices, statuses by name,
        # counters with their number
        extra = [
            *(str(role_words(o, lang)) for o in s.get("offices") or []),
            *(
                str(x.get("name")) if isinstance(x, dict) else str(x)
                for x in s.get("statuses") or []
            ),
            *(f"{k} {n}" for k, n in (s.get("counters") or {}).items()),
        ]
        role = str(role_words(str(s.get("role", "")), lang))
        if s.get("original_role") and s.get("original_role") != s.get("role"):
            role += say("host.grimoire_was", lang, role=role_words(s["original_role"], lang))
        bits = f" [{', '.join(map(str, extra))}]" if extra else ""
        death = s.get("death") or {}
        if death:
            bits += say("host.grimoire_died", lang, phase=death.get("phase", ""),
                        kind=death.get("kind", ""))
        team = team_words(str(s.get("team", "")), lang)
        out.append(f"{mark}{s.get('name')} — {role}, {team}{bits}")
    awaiting: Mapping[str, Sequence[str]] = view.get("awaiting") or {}
    out.append(say(
        "host.grimoire_awaited", lang,
        who="; ".join(f"{n} ({', '.join(v)})" for n, v in awaiting.items()) or "none",
    ))
    pending = view.get("pending") or []
    if pending:
        out.append(say("host.grimoire_chosen", lang))
        out += [
            f"• {p['actor']}: {p['verb']} {' '.join(map(str, p.get('targets', [])))}".rstrip()
            for p in pending
        ]
    for poll in view.get("polls") or []:
        out.append(tally_text(poll, lang))
    audit = view.get("audit") or []
    if audit:
        out.append(say("host.grimoire_audit", lang))
        out += [f"• {audit_line(a, lang)}" for a in audit[-5:]]
    return "\n".join(out)


def preview_text(seen: JSON, lang: str = DEFAULT) -> str:
    """``/host what:preview``: what ending the phase now would do — the next phase, or the
    end of the game with its outcome — and the deaths, from the service's preview (its
    phases and outcome in the host's language ``lang``, as the service wrote them)."""
    deaths = ", ".join(f"{d['name']} ({d['kind']})" for d in seen.get("deaths") or [])
    deaths = deaths or say("host.none", lang)
    over = next((e for e in seen.get("events") or [] if e.get("kind") == "game_over"), None)
    if over is not None or seen.get("outcome"):
        # the outcome as the game-over message says it, without the message's own opening
        mark = "REASONMARK"
        opening = render("game.over", {"reason": mark, "winners": []}, lang).split(mark)[0]
        text = str((over or {}).get("text") or "").removeprefix(opening).rstrip(".")
        how = text or say("host.preview_ends", lang)
        return say("host.preview_over", lang, phase=seen["from_phase"], how=how, deaths=deaths)
    return say("host.preview", lang, phase=seen["from_phase"], next=seen["to_phase"],
               deaths=deaths)


def audit_line(entry: JSON, lang: str = DEFAULT) -> str:
    """An entry of the service's audit: its number, what was done, by whom — the member the
    host's tools acted for when the service names them (``who``), else the host, the timer
    or the service — and why, in the host's language ``lang``."""
    given = str(entry.get("by") or "host")
    by = entry.get("who") or say("host.by_" + (given if given in GIVERS else "host"), lang)
    said = {"seq": entry.get("seq", ""), "op": entry.get("op", ""), "by": by,
            "undone": "yes" if entry.get("voided") else "no"}
    if entry.get("reason"):
        return say("host.audit_line_why", lang, reason=entry["reason"], **said)
    return say("host.audit_line", lang, **said)


GIVERS = ("host", "timer", "auto")  # who gave a command, when no member is named


def grimoire_pieces(view: JSON, summary: JSON) -> list[str]:
    return split_text(grimoire(view, summary))


# ------------------------------------------------------------------------ late reminders


def late_text(awaited: Sequence[str], deadline: float, duties: Sequence[str] = ()) -> str:
    """The reminder to a seat still awaited when the phase is about to end, with what
    leaving a duty undone costs (RM562: ``declaration.unused``)."""
    what = ", ".join(f"`{v}`" for v in awaited)
    out = f"\N{ALARM CLOCK} The phase ends {timestamp(deadline)}"
    out += f": you have not used {what} yet." if awaited else "."
    return "\n".join([out, *(f"\N{WARNING SIGN} {d}" for d in duties)])


def is_late(summary: JSON, now: float, before: float) -> bool:
    """Whether the running phase ends within ``before`` seconds (and is not paused)."""
    deadline = summary.get("deadline")
    if not deadline or summary.get("paused") or summary.get("over"):
        return False
    return 0 < float(deadline) - now <= before


# ------------------------------------------------------------------------ rights


def rights(game_plan: GamePlan, name: str) -> tuple[list[str], list[str]]:
    """The channels (as Discord names them) where the seat writes, and where it only reads."""
    me = seat(name)
    writes: list[str] = []
    reads: list[str] = []
    for ch in game_plan.channels:
        ow = ch.overwrite(me)
        if ow is None or not ow.allow & VIEW_CHANNEL:
            continue
        if ow.allow & SEND_MESSAGES and not ow.deny & SEND_MESSAGES:
            writes.append(f"#{ch.name}")
        else:
            reads.append(f"#{ch.name}")
    return writes, reads


def rights_text(game_plan: GamePlan, name: str, alive: bool) -> str:
    """What a member may now do in the game's channels, and why not elsewhere: sent to their
    own channel when their rights change (a death, a recruit), so nobody wonders why they
    cannot write somewhere."""
    writes, reads = rights(game_plan, name)
    why = "You are alive in the game" if alive else "You are dead: the living no longer hear you"
    out = f"\N{LOCK} {why}. You write in {', '.join(writes) or 'no channel'}"
    if reads:
        out += f"; you read, but cannot write in, {', '.join(reads)}"
    return out + ". Channels not listed are closed to you by the rules."


# ------------------------------------------------------------------------ the game's end

def over(lang: str = DEFAULT) -> str:
    """What each seat's channel and the host's are told when the game is over."""
    return "\N{CHEQUERED FLAG} " + say("over", lang)


def who_was_who(review: JSON, lang: str = DEFAULT) -> str:
    """The town square's last message of a finished game, from the service's review (as a
    spectator may see it once the game is over): every seat's role (and the role it was
    dealt, when that changed) and team, and how each of the dead died."""
    seats = review.get("seats") or []
    if not seats:
        return ""
    why = {str(d.get("name")): d for d in review.get("deaths") or []}
    out = [f"**{say('review.title', lang)}**"]
    for s in seats:
        name = str(s.get("name", ""))
        role = str(s.get("role", ""))
        if s.get("original_role") and s.get("original_role") != role:
            role += " " + say("review.dealt", lang, role=s["original_role"])
        line = f"{'' if s.get('alive') else chr(0x1F480) + ' '}{name} — {role}, {s.get('team', '')}"
        death = why.get(name)
        if death:
            line += f" — {death.get('phase', '')}: {death.get('summary', '')}"
        out.append(line.rstrip(": "))
    # a poll's result that never happened, said so (the review's words)
    for p in review.get("polls") or []:
        if p.get("void_words"):
            chose = ", ".join(str(c) for c in p.get("chosen") or []) or say("nobody", lang)
            out.append(f"{p.get('phase', '')}, {p.get('poll', '')} ({chose}): {p['void_words']}")
    # each winner's win in its own sentence, from the view's ``result``
    words = review.get("result")
    if words:
        out.extend(result_words(words, lang))
    else:
        result = result_line(
            review.get("outcome"), [str(s.get("name", "")) for s in seats], lang
        )
        if result:
            out.append(result)
    return "\n".join(out)


def result_words(result: JSON, lang: str = DEFAULT) -> list[str]:
    """A finished game in the view's words (``result``): the reader's own
    result first ("You won!"), the headline, one sentence per way of winning, who lost."""
    out = [f"**{result['you_words']}**"] if result.get("you_words") else []
    if result.get("headline"):
        out.append(str(result["headline"]))
    out.extend(str(line) for line in result.get("lines") or [])
    losers = [str(n) for n in result.get("losers") or []]
    out.append(say("review.lost", lang, names=", ".join(losers) or say("nobody", lang)))
    return out


def result_line(outcome: JSON | None, everyone: Sequence[str], lang: str = DEFAULT) -> str:
    """Who won and who lost, under who was who (the trophy line above says why the game
    ended, in the game's words). rule-results-tie.2 (ruling RM463): a tie (``tied`` names its
    teams) is a win for everyone still alive and a loss for every dead player."""
    if not outcome:
        return ""
    winners = [str(n) for n in outcome.get("winners") or []]
    drawn = [str(n) for n in outcome.get("drawn") or []]
    lost = [n for n in everyone if n not in winners and n not in drawn]
    nobody = say("nobody", lang)
    names = ", ".join(winners) or nobody
    won = say("review.tie" if outcome.get("tied") else "review.won", lang, names=names)
    draw = " " + say("review.drew", lang, names=", ".join(drawn)) if drawn else ""
    lost_words = say("review.lost", lang, names=", ".join(lost) or nobody)
    return f"{won}{draw} {lost_words}"


# ------------------------------------------------------------------------ the rules button


def rules_text(card: JSON) -> str:
    """What the role card's **Rules** button answers: the card's whole description, each
    ability's usage and help with its timing and warnings, and the rule ids it follows
    (``werewolves info`` has the rest)."""
    out = [f"**{card.get('name', '')}** — {card.get('summary', '')}".rstrip(" —")]
    if card.get("description"):
        out.append(str(card["description"]))
    if card.get("team_goal"):
        out.append(
            f"Your team ({card.get('team_name', card.get('team', ''))}) wins when "
            f"{card['team_goal']}."
        )
    for ab in card.get("abilities", []):
        decl = ab.get("declaration") or {}
        bits = [f"`{ab.get('usage') or ab.get('verb', '')}`: {ab.get('help', '')}"]
        if ab.get("when") in ("day", "night"):
            bits.append(f"({ab['when']})")
        if decl.get("unused"):
            bits.append(f"If unused: {decl['unused']}")
        if decl.get("warning"):
            bits.append(str(decl["warning"]))
        out.append(" ".join(bits))
    if card.get("rules"):
        out.append("Rules: " + ", ".join(map(str, card["rules"])) + " (see `werewolves info`).")
    return "\n".join(out)


def watch_button(game_id: str) -> list[JSON]:
    """The started lobby's **Watch** button: whoever presses it watches the game."""
    return [_row(_button(f"{WATCH}{game_id}", "Watch", SECONDARY))]


def rules_button(game_id: str = "") -> list[JSON]:
    """The role card's **Rules** button (in a DM it names its game: a DM is no game's)."""
    return [_row(_button(f"{RULES}:{game_id}" if game_id else RULES, "Rules", SECONDARY))]


def chosen_of(view: JSON, verb: str) -> list[str]:
    action = action_of(view, verb)
    return [str(x) for x in (action or {}).get("chosen") or []]


__all__ = [
    "ACT",
    "NO",
    "READY",
    "RULES",
    "UNVOTE",
    "VOTE",
    "WATCH",
    "YES",
    "audit_line",
    "ballots",
    "closed_poll",
    "confirm",
    "grimoire",
    "is_late",
    "late_text",
    "over",
    "poll_for",
    "poll_message",
    "prompt",
    "rights_text",
    "rules_text",
    "tally_text",
    "watch_button",
    "who_was_who",
    "yes_of",
]
