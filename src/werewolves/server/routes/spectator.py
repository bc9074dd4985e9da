"""The reads every link of a game may make: its summary, this link's view and events, why a
player died, an event's causes (each as far as this link may be told)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query

from ...i18n import CATALOG
from ..live import JSON, LiveGame
from ..models import MAX_CURSOR, Cursor, Epoch
from ..presenter import events_page, stream_of, summary, view_of
from ..service import NotFound
from . import AnyLink, Service

router = APIRouter()
# the reader's language of a view or a page of events (``?lang=de``, ``?lang=en-US``): a
# language tag as the i18n catalogue negotiates it; left out, the reader's own (the page's
# switch, else Accept-Language; English for a client that asks for none, as before)
LANG_TAG = r"^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$"
Lang = Annotated[str | None, Query(max_length=35, pattern=LANG_TAG)]


def reader_lang(lang: str | None) -> str | None:
    """The catalogue's language for a ``lang`` query (None when none is given: the viewer's)."""
    return None if lang is None else CATALOG.negotiate(lang)


@router.get("/api/games/{game_id}", tags=["games"])
async def game_summary(game_id: str, v: AnyLink, service: Service) -> JSON:
    """The game's phase, clock, seats (alive, bot, joined) and outcome."""
    return await service.read(game_id, lambda live: summary(live, v))


@router.get("/api/games/{game_id}/view", tags=["games"])
async def view(game_id: str, v: AnyLink, service: Service, lang: Lang = None) -> JSON:
    """What this link may see now: a player's view (role card, actions with their legal
    targets, polls, channels, messages), the host's grimoire, or the public view; its words
    in ``lang`` (a language tag such as ``de``; English when left out or unknown)."""
    chosen = reader_lang(lang)
    return await service.read(game_id, lambda live: view_of(live, v, chosen))


@router.get("/api/games/{game_id}/events", tags=["games"])
async def events(
    game_id: str,
    v: AnyLink,
    service: Service,
    after: Annotated[Cursor, Query()] = -1,
    epoch: Annotated[Epoch | None, Query()] = None,
    stream: Annotated[Literal["host", "player", "public"] | None, Query()] = None,
    lang: Lang = None,
) -> JSON:
    """This link's events after the cursor ``after`` (an event id); give back the ``epoch``
    and ``stream`` you got, and if an undo rebuilt the stream since (or the stream became
    another), you get it again from the start (``reset``: true). Its words are in ``lang``
    (English when left out); the events are the same in every language."""
    chosen = reader_lang(lang)
    return await service.read(
        game_id, lambda live: events_page(live, v, after, epoch, stream, chosen)
    )


@router.get("/api/games/{game_id}/why/{name}", tags=["games"])
async def why(game_id: str, name: str, v: AnyLink, service: Service) -> JSON:
    """Why a player died, as far as this link may be told (the host: every step; everyone
    once the game is over)."""

    def run(live: LiveGame) -> JSON:
        who = stream_of(live, v)
        g = live.game
        return {
            "name": name,
            "summary": g.why_dead_short(name, who),
            "lines": g.why_dead(name, who),
        }

    return await service.read(game_id, run)


@router.get("/api/games/{game_id}/explain/{event_id}", tags=["games"])
async def explain(
    game_id: str, event_id: Annotated[int, Path(ge=0, le=MAX_CURSOR)], v: AnyLink, service: Service
) -> JSON:
    """The causes of one event, as far as this link may be told."""

    def run(live: LiveGame) -> JSON:
        if not 0 <= event_id < len(live.game.events):
            raise NotFound.said("service.no_event", "unknown_event", event=str(event_id))
        who = stream_of(live, v)
        ids = {m.id for m in live.game.events_for(who, event_id - 1)[:1]}
        if event_id not in ids:
            raise NotFound.said("service.no_event_seen", "unknown_event", event=str(event_id))
        g = live.game
        return {
            "event": event_id,
            "summary": g.explain_short(event_id, who),
            "lines": g.explain(event_id, who),
        }

    return await service.read(game_id, run)
