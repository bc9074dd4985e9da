"""The service's routes, one router per audience (issue 20 item 1): the service's own and the
making of games (:mod:`.setup`), what any link of a game reads (:mod:`.spectator`), a finished
game for everyone (:mod:`.review`), a player's commands (:mod:`.player`), the host's tools
(:mod:`.host`) and the live socket (:mod:`.socket`). Each is made by ``make(ctx)`` on the one
:class:`Ctx` of the app: its service, its links, and who is asking."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import Depends, Header

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
    the gate's sentence when it was meant for a phase that is no longer running (issue 36
    item 6), else ``then``'s (or the command as it is)."""

    def prepare(live: LiveGame, cmd: Command) -> Command:
        problem = phase_meant(phase, live.game.phase_index, over=live.game.over)
        if problem is not None:
            raise Refused(refused(*problem))
        return then(live, cmd) if then is not None else cmd

    return prepare


@dataclass
class Ctx:
    """What every router of one app shares: the service, the address links start with, how
    long a socket may take to send its secret, and the dependencies that say who is asking."""

    service: GameService
    base_url: str = ""
    auth_seconds: float = 10.0
    viewer: Callable[..., Any] = field(init=False)
    host: Callable[..., Any] = field(init=False)
    player: Callable[..., Any] = field(init=False)

    def __post_init__(self) -> None:
        service = self.service

        async def viewer(
            game_id: str,
            authorization: Annotated[str | None, Header()] = None,
            werewolves_as: Annotated[str | None, Header(include_in_schema=False)] = None,
        ) -> Viewer:
            # a secret in the address is refused before this (middleware.Gate)
            secret = bearer_secret(authorization)
            if werewolves_as is not None:  # an adapter's credential (server/adapter.py)
                return await acting_viewer(service, game_id, secret, werewolves_as)
            return await service.viewer(game_id, secret)

        async def host(v: Annotated[Viewer, Depends(viewer)]) -> Viewer:
            if v.kind != HOST:
                raise Forbidden("Only the host's link may do this.", "not_host")
            return v

        async def player(v: Annotated[Viewer, Depends(viewer)]) -> Viewer:
            if v.kind != PLAYER or v.seat is None:
                raise Forbidden("Only a player's link may do this.", "not_player")
            return v

        self.viewer, self.host, self.player = viewer, host, player

    def link(self, kind: str, game_id: str, secret: str) -> str:
        page = "host" if kind == HOST else ("watch" if kind == SPECTATOR else "play")
        return f"{self.base_url}/{page}/{game_id}#t={secret}"

    @staticmethod
    def done(result: tuple[Any, int]) -> JSON:
        applied, version = result
        return {**applied.to_json(), "version": version}
