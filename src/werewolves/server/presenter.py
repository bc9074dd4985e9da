"""What the service shows: a game as each link may see it (summaries, views, event pages, polls),
the host's preview, the export, the review. Pure functions of a :class:`LiveGame` and who is
looking; no request, no socket."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..game import HOST, PUBLIC, Game, phase_name, phase_news, seat_marks
from ..i18n import DEFAULT
from . import undo
from .gate import dumps
from .live import JSON, LiveGame
from .models import MAX_EVENTS_PAGE
from .service import HOST as HOST_KIND
from .service import PLAYER, SPECTATOR, Forbidden, Viewer

EXPORT_FORMAT = "werewolves-game"


def summary(live: LiveGame, viewer: Viewer | None = None) -> JSON:
    """The game as everyone may see it, with the service's state (clock, pause, seats)."""
    out = dict(live.memoized("summary", lambda: _summary(live)))
    if viewer is not None:
        out["you"] = {"kind": viewer.kind, "seat": viewer.seat}
    return out


def _summary(live: LiveGame) -> JSON:
    g = live.game
    return {
        "game": live.id,
        "rules_version": live.rules_version,
        "version": live.version,
        "epoch": live.epoch,
        "phase": g.phase,
        "phase_index": g.phase_index,
        "over": g.over,
        "outcome": None if g.outcome is None else g.outcome.to_json(),
        "paused": live.paused,
        "deadline": live.deadline,
        "remaining": live.remaining,
        "automation": live.settings.automation,
        "settings": live.settings.to_json(),
        "seats": [
            {
                "name": p.name,
                "seat": p.seat,
                "alive": p.alive,
                "bot": p.name in live.bots,
                "joined": p.name in live.joined,
            }
            for p in g.seats()
        ],
    }


def stream_of(live: LiveGame, viewer: Viewer) -> str:
    """Whose events a viewer's stream carries: the host's, a seat's, or the public ones
    (spectators get the host's once the game is over, when the host allows it)."""
    if viewer.kind == HOST_KIND:
        return HOST
    if viewer.kind == PLAYER and viewer.seat is not None:
        return viewer.seat
    if live.over and live.settings.reveal_after:
        return HOST
    return PUBLIC


def events_page(
    live: LiveGame,
    viewer: Viewer,
    after: int,
    epoch: int | None,
    stream: str | None = None,
    lang: str | None = None,
) -> JSON:
    """The viewer's events after the cursor ``after`` of stream ``epoch``, their words in
    ``lang`` when given (an adapter asks for its member's), else in the viewer's own language.
    A cursor of an earlier epoch (an undo rebuilt the stream since) or of another stream starts
    over: the client says which stream its cursor is of (``stream``: host, player or public); a
    spectator's cursor that does not say is taken as of the public stream, which becomes the
    host's once the game is over (S7)."""
    current = stream_of(live, viewer)
    name = stream_of_name(current)
    if stream is None and viewer.kind == SPECTATOR:
        stream = "public"
    reset, undone = _starts_over(live, current, name, after, epoch, stream)
    yours = _undone_yours(live, current, name, epoch, undone)
    if reset:
        after = -1
    msgs = live.game.events_for(current, after, lang=lang or viewer.lang)[:MAX_EVENTS_PAGE]
    return {
        "epoch": live.epoch,
        "stream": name,
        "reset": reset,
        **({"undone": undone} if undone else {}),
        **({"undone_yours": True} if yours else {}),
        "events": [m.to_json() for m in msgs],
        "cursor": msgs[-1].id if msgs else after,
        "more": len(msgs) == MAX_EVENTS_PAGE,
    }


@dataclass(frozen=True)
class Push:
    """One socket push as sent, and where it leaves the socket: its cursor, epoch and stream;
    ``more`` when the page was full (the socket sends the next one at once); ``view`` the JSON
    text of the view part the push carries (None: not asked for, or unchanged)."""

    text: str
    cursor: int
    epoch: int
    stream: str
    more: bool
    view: str | None = None


def push_text(
    live: LiveGame, viewer: Viewer, after: int, epoch: int | None, stream: str | None
) -> tuple[str, int, int, str]:
    """The socket push of :func:`events_page` with the game and its polls, as the JSON text
    sent (``{"type": "events", ...}``), and the cursor, epoch and stream it leaves the socket
    at (:func:`push_for` without the view part)."""
    p = push_for(live, viewer, after, epoch, stream)
    return p.text, p.cursor, p.epoch, p.stream


def push_for(
    live: LiveGame,
    viewer: Viewer,
    after: int,
    epoch: int | None,
    stream: str | None,
    *,
    with_view: bool = False,
    last_view: str | None = None,
) -> Push:
    """The socket push for one viewer at its cursor. Everything in it is made
    once per command and audience, not once per socket: each event's message once per game
    (``live.texts``), the summary and the polls once per command, and the whole text (the
    events after a cursor, the summary with its ``you``, the polls) once per stream, cursor and
    ``you`` (``live.memo``), so the sockets of one audience at one cursor share one string.
    ``with_view``: the push also carries ``view``, the viewer's own screen parts (what
    :func:`view_of` gives it, without the messages and polls the push already carries), made
    once per audience; left out when it is the ``last_view`` this socket was sent."""
    current = stream_of(live, viewer)
    name = stream_of_name(current)
    if stream is None and viewer.kind == SPECTATOR:
        stream = "public"
    reset, undone = _starts_over(live, current, name, after, epoch, stream)
    yours = _undone_yours(live, current, name, epoch, undone)
    if reset:
        after = -1
    you = _you_text(viewer.kind, viewer.seat)
    lang = viewer.lang
    key = f"push:{lang}:{current}:{after}:{reset}:{you}" + (
        f":{dumps(undone)}:{yours}" if undone else ""
    )
    made: tuple[str, int, bool] = live.memoized(
        key, lambda: _push_body(live, current, name, after, reset, you, undone, yours, lang)
    )
    body, cursor, more = made
    view = None
    if with_view:
        view = view_text(live, current, lang)
        if view == last_view:
            view = None
    if view is None:
        text = live.memoized(key + ":", lambda: body + "}")
    else:
        text = live.memoized(key + ":view", lambda: f'{body},"view":{view}}}')
    return Push(text, cursor, live.epoch, name, more, view)


@lru_cache(maxsize=4096)
def _you_text(kind: str, seat: str | None) -> str:
    """A push's ``you`` as JSON text (made once per link kind and seat, not once per push)."""
    return dumps({"kind": kind, "seat": seat})


def _undone_yours(
    live: LiveGame, current: str, name: str, epoch: int | None, undone: list[str]
) -> bool:
    """Whether the undos a seat's screen is told of took back that seat's own command
    (only then is the player asked to look again at what they chose)."""
    return (
        bool(undone)
        and name == "player"
        and epoch is not None
        and undo.was_yours(live, epoch, current)
    )


def _starts_over(
    live: LiveGame, current: str, name: str, after: int, epoch: int | None, stream: str | None
) -> tuple[bool, list[str]]:
    """Whether a client's stream starts over, and the reasons of the undos it is told of: a
    cursor of another stream starts over; one of an earlier epoch only when an undo since
    removed an event this stream had been sent — a stream no undo touched
    goes on from its cursor, and its screen is not alarmed."""
    other_stream = stream is not None and stream != name
    if other_stream and (epoch is not None or after >= 0):
        return True, []
    if epoch is None or epoch == live.epoch:
        return False, []
    return undo.touches(live, epoch, after)


def _push_body(
    live: LiveGame,
    current: str,
    name: str,
    after: int,
    reset: bool,
    you: str,
    undone: list[str] | None = None,
    yours: bool = False,
    lang: str = DEFAULT,
) -> tuple[str, int, bool]:
    """A push's JSON text without its closing brace, the cursor it ends at, and whether the
    page was full."""
    host = current == HOST
    events = live.game.stream_events(current, after)[:MAX_EVENTS_PAGE]
    texts = live.texts
    parts = []
    for ev in events:
        k = (ev.id, host, lang)
        text = texts.get(k)
        if text is None:
            text = texts[k] = dumps(live.game.message_of(ev, host=host, lang=lang).to_json())
        parts.append(text)
    cursor = events[-1].id if events else after
    more = len(events) == MAX_EVENTS_PAGE
    game = live.memoized("summary_text", lambda: dumps(summary(live))[:-1])
    polls = live.memoized(
        f"polls_text:{host}:{lang}", lambda: dumps(polls_for(live, current, lang))
    )
    # the head as dumps writes it (``name`` is host, player or public; the rest numbers and
    # booleans), written directly: one per socket and command
    undone_text = f',"undone":{dumps(undone)}' if undone else ""
    if undone and yours:
        undone_text += ',"undone_yours":true'
    head = (
        f'{{"type":"events","epoch":{int(live.epoch)},"stream":"{name}",'
        f'"reset":{"true" if reset else "false"}{undone_text},"cursor":{int(cursor)},'
        f'"more":{"true" if more else "false"}'
    )
    body = f'{head},"events":[{",".join(parts)}],"game":{game},"you":{you}}},"polls":{polls}'
    return body, cursor, more


def view_text(live: LiveGame, stream: str, lang: str = DEFAULT) -> str:
    """The view part of a push to ``stream``'s sockets, as JSON text, made once per command:
    :func:`view_body` without what the push carries by itself (the messages, a channel's
    lines, the polls, the cursor), so a client keeps its messages from the events it was sent
    and a push that only brings events (a chat line) leaves it out as unchanged."""

    def make() -> str:
        body = dict(view_body(live, stream, lang))
        for key in ("messages", "polls", "cursor"):
            body.pop(key, None)
        if "channels" in body:
            body["channels"] = [
                {k: v for k, v in c.items() if k != "messages"} for c in body["channels"]
            ]
        return dumps(body)

    return live.memoized(f"view_text:{lang}:{stream}", make)


def polls_for(live: LiveGame, stream: str, lang: str = DEFAULT) -> list[JSON]:
    """The polls with their live tallies, as R40 lets this stream see them (the host: the
    counted totals; everyone else: the board), their names in ``lang``."""
    host = stream == HOST
    return live.memoized(
        f"polls:{host}:{lang}",
        lambda: [p.to_json() for p in live.game.polls(host=host, lang=lang)],
    )


def public_view(live: LiveGame, lang: str = DEFAULT) -> JSON:
    g = live.game
    messages = g.events_for(PUBLIC, lang=lang)
    result = g.result()
    return {
        "phase": g.phase,
        "phase_index": g.phase_index,
        "seats": [{"name": p.name, "seat": p.seat, "alive": p.alive} for p in g.seats()],
        "polls": polls_for(live, PUBLIC, lang),
        "messages": [m.to_json() for m in messages],
        "outcome": None if g.outcome is None else g.outcome.to_json(),
        "cursor": len(g.events) - 1,
        # what everyone was told of each seat (an ascension), the last phase's news
        # and the finished game in words, from the facade's views as every screen reads them
        "marks": {n: m.to_json() for n, m in seat_marks(messages, PUBLIC).items()},
        "news": [m.id for m in phase_news(messages, g.phase_index)],
        "result": None if result is None else result.to_json(),
    }


def view_body(live: LiveGame, stream: str, lang: str = DEFAULT) -> JSON:
    """What the screen of a stream's link shows: the host's grimoire with the audit and the undo
    buttons' targets, a seat's own view with whether it said it is done, or the public one; its
    words in ``lang``, the reader's language (keys and parameters the same in every one)."""
    g = live.game
    if stream == HOST:
        body = g.host_view(lang=lang).to_json()
        body["seats"] = shown_seats(g, body["seats"])
        body["audit"] = live.audit()
        body["undoable"] = undo.preview(live)
        # a game the new rules replay differently tells its host, on the host's
        # own screen, what changed and whether it may go on under the new rules
        body["rules_hold"] = None if live.hold is None else live.hold.to_json()
    elif stream == PUBLIC:
        body = public_view(live, lang)
    else:
        # once the game is over every seat's role, unless the host keeps them
        body = g.view(stream, reveal=live.over and live.settings.reveal_after, lang=lang).to_json()
        body["ready"] = stream in live.ready
    return body


def shown_seats(g: Game, seats: list[JSON]) -> list[JSON]:
    """The grimoire's seats as a screen shows them: an ascension or a descension as such, not
    as the true kill the rules count it as."""
    out = []
    for seat in seats:
        if seat.get("death"):
            name = seat["name"]
            seat = {
                **seat,
                "death": {
                    **seat["death"],
                    "kind": g.death_kind(name),
                    "words": g.death_words(name),
                },
            }
        out.append(seat)
    return out


def view_of(live: LiveGame, viewer: Viewer, lang: str | None = None) -> JSON:
    """A link's view, its words in ``lang`` when given, else in the viewer's own language."""
    stream = stream_of(live, viewer)
    return {
        "view": view_body(live, stream, lang or viewer.lang),
        "game": summary(live, viewer),
        "stream": stream_of_name(stream),
    }


def stream_of_name(stream: str) -> str:
    return "host" if stream == HOST else ("public" if stream == PUBLIC else "player")


def preview(live: LiveGame, lang: str = DEFAULT) -> JSON:
    """What ending the phase now would produce, on a copy: nothing is committed."""
    g = live.game
    copy = Game.from_json(g.to_json())
    first = len(copy.events)
    copy.advance()
    msgs = copy.events_for(HOST, first - 1, lang=lang)
    # each item in one plain sentence (``summary``), the whole chain one tap away (``why``);
    # an ascension shown as one, not as the true kill it is
    deaths = [
        {
            "name": p.name,
            "kind": copy.death_kind(p.name),
            "summary": copy.why_dead_short(p.name),
            "why": copy.why_dead(p.name),
        }
        for p in map(copy.player, copy.dead_in_order())
        if p.death is not None and p.death.event >= first
    ]
    return {
        "from_phase": g.phase,
        "to_phase": copy.phase,
        "events": [
            {**m.to_json(), "summary": copy.explain_short(m.id), "why": copy.explain(m.id)}
            for m in msgs
        ],
        "deaths": deaths,
        "outcome": None if copy.outcome is None else copy.outcome.to_json(),
        "committed": False,
    }


def export(live: LiveGame) -> JSON:
    """The game as a file ``werewolves replay`` reads: setup, seed and the engine commands that
    stand (undone ones left out), with the service log for the record."""
    return {
        "format": EXPORT_FORMAT,
        "format_version": 1,
        "game": live.id,
        "rules_version": live.rules_version,
        # The setup carries the custom roles' texts; their hash names them
        "roles_hash": live.roles_hash,
        "setup": live.setup,
        "seed": live.seed,
        "commands": live.game.commands,
        "service_log": live.log_json(),
        "outcome": None if live.game.outcome is None else live.game.outcome.to_json(),
    }


def revealed(live: LiveGame, viewer: Viewer) -> None:
    """Refuse unless this link may see the whole game: the host, or anyone once it is over
    (when the host lets everyone see it then)."""
    if viewer.kind == HOST_KIND:
        return
    if not live.over:
        raise Forbidden.said("service.not_yet", "not_yet")
    if not live.settings.reveal_after:
        raise Forbidden.said("service.private", "private")


def review(live: LiveGame, seen_by: str | None = None, lang: str = DEFAULT) -> JSON:
    """A finished game for everyone: who was who, every death and every poll result with its
    explanation, and every event (or, with ``seen_by``, what that player knew, as they saw it)."""
    g = live.game
    host = g.host_view(lang=lang).to_json()
    deaths = [
        {
            "name": p.name,
            "kind": g.death_kind(p.name),
            "phase": phase_name(p.death.phase),
            "event": p.death.event,
            "summary": g.why_dead_short(p.name),
            "why": g.why_dead(p.name),
        }
        for p in map(g.player, g.dead_in_order())
        if p.death is not None
    ]
    # each result marked when it never happened (``void``, ``void_words``)
    polls = [
        {**r.to_json(), "summary": g.explain_short(r.event), "why": g.explain(r.event)}
        for r in g.poll_results()
    ]
    stream = HOST if seen_by is None else g.player(seen_by).name
    return {
        "game": summary(live),
        "seats": shown_seats(g, host["seats"]),
        "outcome": host["outcome"],
        "result": host["result"],  # every winner's win in words
        "deaths": deaths,
        "polls": polls,
        "seen_by": None if seen_by is None else stream,
        "events": [m.to_json() for m in g.events_for(stream, lang=lang)],
    }
