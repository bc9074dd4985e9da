"""What the service shows, as Discord messages: pure functions, no network.

The input is the service's JSON as it comes over the API — events of a stream (``GET
…/events``, a socket push), a game's summary, a view's role card, a death's ``why`` lines — and
the output is the JSON bodies of Discord's "create message" request, each with the nonce that
makes sending it twice create one message (:class:`Outgoing`). Nothing here knows a role or an
ability: a card is shown from its own fields, a team's colour from the team's key.

Discord's limits are kept here, never hit: 2,000 characters of content (:func:`split_text`
cuts at a line, then at a sentence, then at a space, never inside a word or a mention unless a
single word is longer than a message), and an embed's title, description, fields and total
(:func:`fit_embeds` carries what does not fit into the next embed, never truncates it).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import DEFAULT
from .words import say

JSON = dict[str, Any]

# Discord's limits (its API reference: "Create Message", "Embed Limits")
MAX_CONTENT = 2000
MAX_TITLE = 256
MAX_DESCRIPTION = 4096
MAX_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_EMBED_TOTAL = 6000
MAX_EMBEDS = 10
MAX_NONCE = 25

# the engine's event kinds the adapter shows in its own way (vocabulary of the event log)
PHASE_STARTED = "phase_started"
DEATH = "death"
CHAT = "chat"
ROLE_CHANGED = "role_changed"
ROLE_DEALT = "role_dealt"
GAME_OVER = "game_over"
# the kinds of event by which a player leaves the game with a win or a loss that is no plain
# death (R44, R34): told in words of their own, as the view's marks name them
LEFT = {"ascension": "ascended", "descension": "descended"}

# a team's colour: the two sides everyone knows in their usual colours, any other team a
# colour of its own from its key (the same key always gets the same colour)
TEAM_COLOURS = {"town": 0x3BA55C, "wolves": 0xED4245}
OTHER_COLOURS = (0x9B59B6, 0xE67E22, 0x1ABC9C, 0xF1C40F, 0x3498DB, 0xE91E63, 0x95A5A6)
NO_TEAM_COLOUR = 0x99AAB5


def team_colour(team: str) -> int:
    """The embed colour of a team, from its key alone."""
    if team in TEAM_COLOURS:
        return TEAM_COLOURS[team]
    if not team:
        return NO_TEAM_COLOUR
    n = int(hashlib.sha256(team.encode("utf-8")).hexdigest(), 16)
    return OTHER_COLOURS[n % len(OTHER_COLOURS)]


def timestamp(at: float, style: str = "R") -> str:
    """A Discord timestamp (``<t:1700000000:R>`` reads "in 5 minutes" in each reader's own
    language and clock)."""
    return f"<t:{int(at)}:{style}>"


def nonce_of(key: str) -> str:
    """The nonce of the message that renders ``key`` (a game, a channel and the events it
    covers): the same key always gives the same nonce, so with ``enforce_nonce`` Discord keeps
    one message when the adapter sends it twice (a restart between sending and noting it)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:MAX_NONCE]


# ------------------------------------------------------------------------ splitting text

_SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+")


def split_text(text: str, limit: int = MAX_CONTENT) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut where the meaning allows: between
    lines first, then between sentences, then between words; a word (a mention, a timestamp,
    a link) is never cut unless it alone is longer than ``limit``. A code block cut in two is
    closed at the end of one piece and opened again at the start of the next."""
    if limit < 16:
        raise ValueError("a piece must hold at least 16 characters")
    if len(text) <= limit:
        return [text] if text else []
    room = limit - 8  # for a code fence closed at the end and opened again at the start
    pieces: list[str] = []
    current = ""
    for unit in _units(text, room):
        joined = f"{current}\n{unit}" if current else unit
        if len(joined) <= room:
            current = joined
            continue
        if current:
            pieces.append(current)
        current = unit
    if current:
        pieces.append(current)
    return _balance_fences(pieces)


def _units(text: str, limit: int) -> Iterable[str]:
    """The lines of ``text``, each cut into sentences and words where it is too long."""
    for line in text.split("\n"):
        if len(line) <= limit:
            yield line
        else:
            yield from _pack(_SENTENCE_END.split(line), limit)


def _pack(parts: Sequence[str], limit: int) -> Iterable[str]:
    """``parts`` joined by spaces into pieces of at most ``limit``; a part too long is packed
    by its words, and a single word too long is cut (nothing else can be done with it)."""
    current = ""
    for part in parts:
        if len(part) > limit:
            if current:
                yield current
                current = ""
            words = part.split(" ")
            if len(words) > 1:
                yield from _pack(words, limit)
            else:
                yield from (part[i : i + limit] for i in range(0, len(part), limit))
            continue
        joined = f"{current} {part}" if current else part
        if len(joined) <= limit:
            current = joined
        else:
            yield current
            current = part
    if current:
        yield current


def _balance_fences(pieces: list[str]) -> list[str]:
    out: list[str] = []
    carried = False
    for piece in pieces:
        text = ("```\n" + piece) if carried else piece
        open_now = text.count("```") % 2 == 1
        if open_now:
            text += "\n```"
        out.append(text)
        carried = open_now
    return out


# ------------------------------------------------------------------------ embeds


def _total(embed: JSON) -> int:
    n = len(embed.get("title", "")) + len(embed.get("description", ""))
    n += len(embed.get("footer", {}).get("text", ""))
    n += sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))
    return n


def fit_embeds(
    title: str,
    description: str,
    fields: Sequence[tuple[str, str]],
    *,
    colour: int,
    footer: str = "",
) -> list[JSON]:
    """One embed, or as many as it takes, holding all of ``description`` and every field:
    a description too long goes on in the next embed, a field value too long goes on in a
    field of the same name marked "(continued)", a 26th field starts a new embed."""
    title = title[:MAX_TITLE]
    embeds: list[JSON] = []
    parts = split_text(description, MAX_DESCRIPTION) if description else [""]
    for i, part in enumerate(parts):
        e: JSON = {"title": title if i == 0 else f"{title} (continued)"[:MAX_TITLE]}
        e["color"] = colour
        if part:
            e["description"] = part
        e["fields"] = []
        embeds.append(e)
    for name, value in fields:
        name = name[:MAX_FIELD_NAME] or "\u200b"
        for j, chunk in enumerate(split_text(value, MAX_FIELD_VALUE) or ["\u200b"]):
            f = {"name": name if j == 0 else f"{name} (continued)"[:MAX_FIELD_NAME], "value": chunk}
            last = embeds[-1]
            if (
                len(last["fields"]) >= MAX_FIELDS
                or _total(last) + len(f["name"]) + len(chunk) > MAX_EMBED_TOTAL - MAX_FOOTER
            ):
                last = {"title": f"{title} (continued)"[:MAX_TITLE], "color": colour, "fields": []}
                embeds.append(last)
            last["fields"].append(f)
    if footer:
        embeds[-1]["footer"] = {"text": footer[:MAX_FOOTER]}
    for e in embeds:
        if not e["fields"]:
            del e["fields"]
    return embeds


def role_card_embeds(card: JSON) -> list[JSON]:
    """A role card (a view's ``card``) as embeds coloured by its team: the summary, what the
    team plays for, and each ability as its usage and what it does, with the warnings its
    declaration carries. Read from the card's own fields: no role is named here."""
    team_name = card.get("team_name") or card.get("team") or ""
    description = str(card.get("summary", ""))
    more = str(card.get("description", ""))
    if more and more != description:
        description = f"{description}\n\n{more}" if description else more
    fields: list[tuple[str, str]] = []
    if team_name:
        goal = str(card.get("team_goal", ""))
        fields.append(("Team", f"{team_name}: you win when {goal}." if goal else str(team_name)))
    for ab in card.get("abilities", []):
        decl = ab.get("declaration", {})
        lines = [str(ab.get("help", ""))]
        when = ab.get("when")
        if when in ("day", "night"):
            lines.append(f"Used at {when}.")
        if ab.get("per_game"):
            lines.append(f"{ab['per_game']} use(s) a game.")
        if decl.get("irreversible"):
            lines.append("It cannot be undone.")
        if decl.get("warning"):
            lines.append(str(decl["warning"]))
        if decl.get("unused"):
            lines.append(f"Left unused: {decl['unused']}")
        fields.append(
            (f"`{ab.get('usage') or ab.get('verb', '')}`", "\n".join(x for x in lines if x))
        )
    if card.get("rules"):
        fields.append(("Rules", ", ".join(str(r) for r in card["rules"])))
    return fit_embeds(
        str(card.get("name", "")),
        description,
        fields,
        colour=team_colour(str(card.get("team", ""))),
        footer=str(card.get("group", "")),
    )


# ------------------------------------------------------------------------ the lobby


def lobby_text(
    label: str, host: str, names: Sequence[str], started: str | None = None, lang: str = DEFAULT
) -> str:
    """The lobby message, in the lobby's language: who hosts, who has joined, what to press."""
    head = say("lobby.head", lang, label=label, host=host)
    if started:
        begun = say("lobby.begun", lang, count=len(names), players=", ".join(names))
        return f"{head}\n{begun} {started}"
    joined = ", ".join(names) if names else say("lobby.nobody", lang)
    players = say("lobby.players", lang, count=len(names), players=joined)
    return "\n".join([head, players, say("lobby.press", lang)])


# ------------------------------------------------------------------------ deaths


_WHY_HEAD = re.compile(r"^\s*(because\s+)?#\d+\s+[^:]+:\s*")
_RULE_TAIL = re.compile(r"\s+\[R\d+[^\]]*\]\s*$")


def why_line(line: str) -> str:
    """A line of ``GET …/why/NAME`` without its event number, phase and rule in brackets."""
    return _RULE_TAIL.sub("", _WHY_HEAD.sub("", line)).strip()


def death_reason(lines: Sequence[str]) -> str:
    """The one line that says why a player died, from the ``why`` lines the reader may see:
    the first cause (the deepest line of the chain), else the death itself."""
    chain = [why_line(x) for x in lines if _WHY_HEAD.match(x)]
    return chain[-1] if chain else ""


# ------------------------------------------------------------------------ messages


@dataclass(frozen=True)
class Outgoing:
    """One Discord message the adapter sends: what it covers (``first``..``last``: the event
    ids of the stream rendered in it; ``part``: which piece of that range's text) and its body.
    Its nonce comes from ``key`` alone, never from the text, so a message rendered again
    after a restart (a deadline since moved) still has the nonce it was first sent with."""

    key: str
    first: int
    last: int
    part: int
    content: str
    embeds: tuple[JSON, ...] = ()

    @property
    def nonce(self) -> str:
        return nonce_of(self.key)

    def payload(self) -> JSON:
        """The body of Discord's "create message": mentions are never pinged by a game's
        text (a name that looks like ``@everyone`` stays text)."""
        out: JSON = {
            "content": self.content,
            "nonce": self.nonce,
            "enforce_nonce": True,
            "allowed_mentions": {"parse": []},
        }
        if self.embeds:
            out["embeds"] = [dict(e) for e in self.embeds]
        return out


@dataclass(frozen=True)
class Line:
    """One event as a line of a channel."""

    event: int
    text: str
    embeds: tuple[JSON, ...] = ()
    alone: bool = False  # sent as a message of its own (a role card)


@dataclass
class Context:
    """What a line needs beyond its event: the game's summary (its phase's deadline), the
    one-line reason of each death as the town square's readers may know it and as the host
    does (the host channel's line), the speakers whose chat lines are
    already in Discord (written there by the member and relayed to the service), and each
    seat's role card as its view shows it."""

    summary: JSON = field(default_factory=dict)
    reasons: dict[str, str] = field(default_factory=dict)  # as the town square may know them
    host_reasons: dict[str, str] = field(default_factory=dict)  # as the host knows them
    echoed: frozenset[str] = frozenset()
    players: frozenset[str] = frozenset()  # every seat's name (a speaker not one is unnamed)
    cards: dict[str, JSON] = field(default_factory=dict)  # seat -> its view's role card


def death_text(text: str, reason: str) -> str:
    """A death's line with its one-line reason: the reason alone when it starts with the
    line (``Bob has died: …``), the line then the reason in brackets when it says something
    else, the line alone when the reason says no more than it."""
    if not reason or reason.rstrip(".") == text.rstrip("."):
        return f"\N{SKULL} {text}"
    if reason.startswith(text.rstrip(".")):
        return f"\N{SKULL} {reason}"
    return f"\N{SKULL} {text} ({reason})"


def chat_line(eid: int, speaker: object, said: str, ctx: Context) -> Line | None:
    """A chat line: a player's in bold under their name (None when the member wrote it in
    Discord themselves, so it is there already); a line the rules show under another name
    (a voice the rules relay, a title they give: no player's name) in italics, so nobody reads
    it as a player's; a line that names no speaker at all as the words alone."""
    who = "" if speaker is None else str(speaker).strip()
    if not who:
        return Line(eid, f"\N{SPEECH BALLOON} {said}")
    if who in ctx.echoed:
        return None
    if ctx.players and who not in ctx.players:
        return Line(eid, f"*{who}*: {said}")
    return Line(eid, f"**{who}**: {said}")


def line_of(event: JSON, ctx: Context, *, host: bool = False) -> Line | None:
    """An event of a stream as a line, or None when it is not shown as one (a chat line the
    member wrote in Discord themselves); ``host``: as the host channel shows it (a death with
    every cause the host knows)."""
    kind, text = event.get("kind"), str(event.get("text", ""))
    params = event.get("params") or {}
    eid = int(event["id"])
    if kind == CHAT:
        return chat_line(eid, params.get("speaker"), str(params.get("text", text)), ctx)
    if kind == PHASE_STARTED:
        phase = str(params.get("phase", text))
        out = f"**{phase} begins.**"
        summary = ctx.summary
        if summary.get("phase") == phase and summary.get("deadline"):
            out += f" It ends {timestamp(float(summary['deadline']))}."
        if summary.get("phase") == phase and summary.get("paused"):
            out += " The game is paused."
        return Line(eid, out)
    if kind == DEATH:
        name = str(params.get("player", ""))
        reasons = ctx.host_reasons if host else ctx.reasons
        return Line(eid, death_text(text, reasons.get(name, "")))
    if kind == GAME_OVER:
        return Line(eid, f"\N{TROPHY} **{text}**")
    if kind in LEFT and params.get("player") and params.get("role"):
        # R44: "Fin ascended and won (Angel)", never read as a death
        words = say(f"left.{LEFT[str(kind)]}", player=params["player"], role=params["role"])
        return Line(eid, words)
    return Line(eid, text) if text else None


def messages(key: str, lines: Sequence[Line], *, start: int = 0) -> list[Outgoing]:
    """The lines of a channel packed into as few messages as Discord allows (a phase's
    announcements in one message, not one per event, which also spares the rate limit).
    A message never cuts an event's line in two unless that one line is over the limit; each
    message names the events it covers, and its key (hence nonce) is ``key`` with them.
    Packing starts afresh at ``start``: the same lines from the same start always give the
    same messages."""
    out: list[Outgoing] = []
    group: list[Line] = []

    def flush() -> None:
        if not group:
            return
        first, last = group[0].event, group[-1].event
        text = "\n".join(x.text for x in group)
        for i, piece in enumerate(split_text(text)):
            out.append(Outgoing(f"{key}/{first}-{last}/{i}", first, last, i, piece))
        group.clear()

    size = 0
    for ln in lines:
        if ln.event < start:
            continue
        if ln.alone or ln.embeds:
            flush()
            size = 0
            out.extend(_alone(key, ln))
            continue
        if group and size + 1 + len(ln.text) > MAX_CONTENT:
            flush()
            size = 0
        group.append(ln)
        size += len(ln.text) + (1 if size else 0)
    flush()
    return out


def _alone(key: str, ln: Line) -> list[Outgoing]:
    """A line sent as messages of its own: its text, then its embeds, at most ten and 6,000
    characters of them a message (Discord counts every embed of a message together)."""
    bodies: list[tuple[str, list[JSON]]] = [(piece, []) for piece in split_text(ln.text)]
    if not bodies:
        bodies.append(("", []))
    used = 0
    for e in ln.embeds:
        current = bodies[-1][1]
        if current and (len(current) >= MAX_EMBEDS or used + _total(e) > MAX_EMBED_TOTAL):
            bodies.append(("", []))
            used = 0
        bodies[-1][1].append(e)
        used += _total(e)
    return [
        Outgoing(f"{key}/{ln.event}-{ln.event}/{i}", ln.event, ln.event, i, c, tuple(es))
        for i, (c, es) in enumerate(bodies)
    ]


__all__ = [
    "MAX_CONTENT",
    "Context",
    "Line",
    "Outgoing",
    "chat_line",
    "death_reason",
    "death_text",
    "fit_embeds",
    "line_of",
    "lobby_text",
    "messages",
    "nonce_of",
    "role_card_embeds",
    "split_text",
    "team_colour",
    "timestamp",
    "why_line",
]
