"""The service's routes, one module per audience: the service's own and the
making of games (:mod:`.setup`), what any link of a game reads (:mod:`.spectator`), a finished
game for everyone (:mod:`.review`), a player's commands (:mod:`.player`), the host's tools
(:mod:`.host`) and the live socket (:mod:`.socket`).

Each module has one ``router`` (``APIRouter``) of top-level route functions, which the app
includes: a test may import a route function and call it. What a route needs
of the app it takes as a dependency: the app's :class:`Ctx` (``app.state.ctx``: its service, its
links, its socket's patience) and who is asking (:data:`AnyLink`, :data:`HostLink`,
:data:`PlayerLink`, from the link's secret)."""

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Annotated, Any

from fastapi import Cookie, Depends, Header
from fastapi.requests import HTTPConnection

from ...web.strings import LANG_COOKIE, reader_lang
from ..adapter import acting_viewer
from ..commands import BadCommand, Command
from ..gate import phase_meant
from ..live import JSON, Applied, LiveGame, refused
from ..service import HOST, PLAYER, SPECTATOR, Forbidden, GameService, Refused, Viewer


def bearer_secret(authorization: str | None) -> str | None:
    """The secret of an ``Authorization: Bearer <secret>`` header (None without one)."""
    if not authorization:
        return None
    scheme, _, value = authorization.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise Forbidden("Send the secret from your link as 'Authorization: Bearer <secret>'.")
    return value.strip()


def command(kind: Callable[..., Command], *fields: Any) -> Command:
    """A command built from a request's checked fields; one whose shape is still wrong is
    refused with its sentence (422), like a refusal of the game's."""
    try:
        return kind(*fields)
    except BadCommand as e:
        raise Refused(Applied(False, e.message, e.reason)) from None


def meant_for(
    phase: int | None, then: Callable[[LiveGame, Command], Command] | None = None
) -> Callable[[LiveGame, Command], Command]:
    """A command's ``prepare`` (under the game's lock, on the game as it stands): refused with
    the gate's sentence when it was meant for a phase that is no longer running, else ``then``'s
    (or the command as it is)."""

    def prepare(live: LiveGame, cmd: Command) -> Command:
        problem = phase_meant(phase, live.game.phase_index, over=live.game.over)
        if problem is not None:
            raise Refused(refused(problem[0], problem[1], **problem[2]))
        return then(live, cmd) if then is not None else cmd

    return prepare


@dataclass(frozen=True)
class Ctx:
    """What every route of one app shares, kept in ``app.state.ctx``: the service, the address
    links start with, and how long a socket may take to send its secret."""

    service: GameService
    base_url: str = ""
    auth_seconds: float = 10.0

    def link(self, kind: str, game_id: str, secret: str) -> str:
        page = "host" if kind == HOST else ("watch" if kind == SPECTATOR else "play")
        return f"{self.base_url}/{page}/{game_id}#t={secret}"


def app_context(conn: HTTPConnection) -> Ctx:
    """The app's :class:`Ctx` (a dependency of requests and sockets alike)."""
    ctx: Ctx = conn.app.state.ctx
    return ctx


def app_service(ctx: Annotated[Ctx, Depends(app_context)]) -> GameService:
    """The app's game service (a dependency)."""
    return ctx.service


Context = Annotated[Ctx, Depends(app_context)]
Service = Annotated[GameService, Depends(app_service)]


def connection_lang(conn: HTTPConnection) -> str:
    """The language a request or a socket is answered in: the page's language switch (its
    cookie, sent with every request and with a socket's opening), else the browser's
    ``Accept-Language``, else English."""
    return reader_lang(conn.cookies.get(LANG_COOKIE), conn.headers.get("accept-language"))


async def any_link(
    game_id: str,
    service: Service,
    authorization: Annotated[str | None, Header()] = None,
    werewolves_as: Annotated[str | None, Header(include_in_schema=False)] = None,
    accept_language: Annotated[str | None, Header(include_in_schema=False)] = None,
    ww_lang: Annotated[str | None, Cookie(include_in_schema=False)] = None,
) -> Viewer:
    """Who the request's secret lets into the game: the host, a seat's player or a spectator,
    reading in their own language (the switch's cookie, else ``Accept-Language``)."""
    # a secret in the address is refused before this (middleware.Gate)
    secret = bearer_secret(authorization)
    if werewolves_as is not None:  # an adapter's credential (server/adapter.py)
        v = await acting_viewer(service, game_id, secret, werewolves_as)
    else:
        v = await service.viewer(game_id, secret)
    return replace(v, lang=reader_lang(ww_lang, accept_language))


AnyLink = Annotated[Viewer, Depends(any_link)]


async def host_link(v: AnyLink) -> Viewer:
    """The host, or a refusal."""
    if v.kind != HOST:
        raise Forbidden.said("service.not_host", "not_host")
    return v


async def player_link(v: AnyLink) -> Viewer:
    """A seat's player, or a refusal."""
    if v.kind != PLAYER or v.seat is None:
        raise Forbidden.said("service.not_player", "not_player")
    return v


HostLink = Annotated[Viewer, Depends(host_link)]
PlayerLink = Annotated[Viewer, Depends(player_link)]


def done(result: tuple[Applied, int], lang: str = "en") -> JSON:
    """The answer to a command: what it did (its words in the reader's language ``lang`` as
    well as in English) and the game's version after it."""
    applied, version = result
    return {**applied.to_json(lang), "version": version}
