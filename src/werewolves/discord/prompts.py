"""What the adapter shows beside the event stream: pure functions, no network (issue 22).

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

from .commands import action_of, confirmation
from .plan import SEND_MESSAGES, VIEW_CHANNEL, GamePlan, seat
from .render import split_text, timestamp

JSON = dict[str, Any]
MAX_ROWS = 5  # action rows of one message
MAX_OPTIONS = 25  # options of one select menu
MAX_CUSTOM_ID = 100
MAX_LABEL = 100  # a select option's label and value
SELECT, BUTTON = 3, 2  # Discord's component types
ROW = 1
PRIMARY, SECONDARY, SUCCESS, DANGER = 1, 2, 3, 4  # button styles

ACT, YES, NO, READY, RULES = "ww:act:", "ww:yes:", "ww:no", "ww:ready", "ww:rules"
WATCH = "ww:watch:"  # the started lobby's button: watch the game it names
# the votes every living player has on a day (the engine's polls, R11; not a role's verbs)
VOTE, UNVOTE = "vote", "unvote"
BALLOT = "ballot"  # the declaration's effect of a vote in a poll


def _row(*components: JSON) -> JSON:
    return {"type": ROW, "components": list(components)}


def _select(custom_id: str, placeholder: str, options: Sequence[str], chosen: str = "") -> JSON:
    return {
        "type": SELECT,
        "custom_id": custom_id[:MAX_CUSTOM_ID],
        "placeholder": placeholder[:150],
        "min_values": 1,
        "max_values": 1,
        "options": [
            {"label": o[:MAX_LABEL], "value": o[:MAX_LABEL], "default": o == chosen}
            for o in options[:MAX_OPTIONS]
        ],
    }


def _button(custom_id: str, label: str, style: int = SECONDARY) -> JSON:
    return {"type": BUTTON, "custom_id": custom_id[:MAX_CUSTOM_ID], "label": label, "style": style}


def fits(custom_id: str) -> bool:
    return len(custom_id) <= MAX_CUSTOM_ID


# ------------------------------------------------------------------------ a seat's prompt


def prompt(view: JSON, phase: str) -> tuple[str, list[JSON]]:
    """A seat's prompt for the running phase: a line per legal action (its help and usage)
    and, for each action naming one player, a select menu of exactly its candidates; an
    action naming more (or words) is used with ``/act``. A **Ready** button ends the seat's
    phase. At most five rows (Discord's limit): what does not fit is left to ``/act``."""
    actions = list(view.get("actions", []))
    if not actions:
        return f"**{phase}**: you have nothing to do now.", []
    lines = [f"**{phase}**: what you may do (choose below, or type `/act`):"]
    rows: list[JSON] = []
    for a in actions:
        verb = str(a["verb"])
        usage = str(a.get("usage") or verb)
        lines.append(f"• `{usage}` — {a.get('help', '')}".rstrip(" —"))
        slots = a.get("slots") or []
        one = len(slots) == 1 and int(a.get("max_targets", 1)) == 1 and not a.get("picks")
        if one and slots[0] and len(rows) < MAX_ROWS - 1 and fits(ACT + verb):
            chosen = a.get("chosen") or []
            rows.append(
                _row(
                    _select(
                        ACT + verb,
                        f"{verb} …",
                        [str(x) for x in slots[0]],
                        str(chosen[0]) if chosen else "",
                    )
                )
            )
        elif not slots and int(a.get("max_targets", 0)) == 0 and len(rows) < MAX_ROWS - 1:
            rows.append(_row(_button(YES + verb, verb.capitalize(), PRIMARY)))
    rows.append(_row(_button(READY, "Ready", SUCCESS), _button(RULES, "Rules", SECONDARY)))
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


def tally_text(poll: JSON) -> str:
    """The live tally of a poll as the board shows it to everyone (R40): totals, then who
    voted for whom."""
    name = str(poll.get("office") or poll.get("name", "poll")).capitalize()
    totals: Mapping[str, Any] = poll.get("totals") or {}
    votes: Mapping[str, Any] = poll.get("votes") or {}
    if not totals:
        return f"**{name}**: no votes yet."
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
    rows = [_row(_select(ACT + verb, f"{verb} …", [str(x) for x in slots[0]]))]
    return f"{head}\n{tally}".strip(), rows


def poll_for(action: JSON, polls: Sequence[JSON]) -> JSON | None:
    """The poll a ballot action votes in (the legal action names it: ``poll``), if open."""
    name = action.get("poll")
    return next((p for p in polls if name is not None and p.get("name") == name), None)


# ------------------------------------------------------------------------ the grimoire


def grimoire(view: JSON, summary: JSON) -> str:
    """The host channel's grimoire: every seat (role, team, alive, statuses), who is still
    awaited and for what, the choices so far, the counted tallies (every modifier, R40) and
    the audit's latest entries."""
    out = [f"**Grimoire — {view.get('phase', summary.get('phase', ''))}**"]
    if summary.get("deadline"):
        out.append(f"Ends {timestamp(float(summary['deadline']))}.")
    for s in view.get("seats", []):
        mark = "" if s.get("alive") else "\N{SKULL} "
        extra = [*s.get("offices", []), *s.get("statuses", [])]
        role = str(s.get("role", ""))
        if s.get("original_role") and s.get("original_role") != role:
            role += f" (was {s['original_role']})"
        bits = f" [{', '.join(map(str, extra))}]" if extra else ""
        death = s.get("death") or {}
        if death:
            bits += f" — died {death.get('phase', '')} ({death.get('kind', '')})"
        out.append(f"{mark}{s.get('name')} — {role}, {s.get('team', '')}{bits}")
    awaiting: Mapping[str, Sequence[str]] = view.get("awaiting") or {}
    if awaiting:
        out.append(
            "**Awaited:** " + "; ".join(f"{n} ({', '.join(v)})" for n, v in awaiting.items())
        )
    else:
        out.append("**Awaited:** nobody.")
    pending = view.get("pending") or []
    if pending:
        out.append("**Chosen so far:**")
        out += [
            f"• {p['actor']}: {p['verb']} {' '.join(map(str, p.get('targets', [])))}".rstrip()
            for p in pending
        ]
    for poll in view.get("polls") or []:
        out.append(tally_text(poll))
    audit = view.get("audit") or []
    if audit:
        out.append("**Audit** (latest):")
        out += [f"• {audit_line(a)}" for a in audit[-5:]]
    return "\n".join(out)


GIVERS = {"host": "the host", "timer": "the timer", "auto": "the service"}


def audit_line(entry: JSON) -> str:
    """An entry of the service's audit: its number, what was done, by whom — the member the
    host's tools acted for when the service names them (``who``), else the host, the timer
    or the service — and why."""
    by = entry.get("who") or GIVERS.get(str(entry.get("by") or "host"), "the host")
    reason = f" — {entry['reason']}" if entry.get("reason") else ""
    undone = " (undone)" if entry.get("voided") else ""
    return f"#{entry.get('seq')} {entry.get('op')} by {by}{undone}{reason}"


def grimoire_pieces(view: JSON, summary: JSON) -> list[str]:
    return split_text(grimoire(view, summary))


# ------------------------------------------------------------------------ late reminders


def late_text(awaited: Sequence[str], deadline: float) -> str:
    """The reminder to a seat still awaited when the phase is about to end."""
    what = ", ".join(f"`{v}`" for v in awaited)
    return f"\N{ALARM CLOCK} The phase ends {timestamp(deadline)}: you have not used {what} yet."


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

OVER = (
    "\N{CHEQUERED FLAG} The game is over: the town square has the outcome and who was who. "
    "This channel stays as it is; nothing more will come in it."
)


def who_was_who(review: JSON) -> str:
    """The town square's last message of a finished game, from the service's review (as a
    spectator may see it once the game is over): every seat's role (and the role it was
    dealt, when that changed) and team, and how each of the dead died."""
    seats = review.get("seats") or []
    if not seats:
        return ""
    why = {str(d.get("name")): d for d in review.get("deaths") or []}
    out = ["**Who was who**"]
    for s in seats:
        name = str(s.get("name", ""))
        role = str(s.get("role", ""))
        if s.get("original_role") and s.get("original_role") != role:
            role += f" (dealt {s['original_role']})"
        line = f"{'' if s.get('alive') else chr(0x1F480) + ' '}{name} — {role}, {s.get('team', '')}"
        death = why.get(name)
        if death:
            line += f" — {death.get('phase', '')}: {death.get('summary', '')}"
        out.append(line.rstrip(": "))
    result = result_line(review.get("outcome"), [str(s.get("name", "")) for s in seats])
    if result:
        out.append(result)
    return "\n".join(out)


def result_line(outcome: JSON | None, everyone: Sequence[str]) -> str:
    """Who won and who lost, under who was who (the trophy line above says why the game
    ended, in the game's words). rule-results-tie.2 (ruling RM463): a tie (``tied`` names its
    teams) is a win for everyone still alive and a loss for every dead player."""
    if not outcome:
        return ""
    winners = [str(n) for n in outcome.get("winners") or []]
    drawn = [str(n) for n in outcome.get("drawn") or []]
    lost = [n for n in everyone if n not in winners and n not in drawn]
    names = ", ".join(winners) or "nobody"
    won = (
        f"**A tie:** everyone still alive won: {names}."
        if outcome.get("tied")
        else f"**Won:** {names}."
    )
    draw = f" **Drew:** {', '.join(drawn)}." if drawn else ""
    return f"{won}{draw} **Lost:** {', '.join(lost) or 'nobody'}."


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
    "OVER",
    "READY",
    "RULES",
    "UNVOTE",
    "VOTE",
    "WATCH",
    "YES",
    "audit_line",
    "ballots",
    "confirm",
    "grimoire",
    "is_late",
    "late_text",
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
