"""An adapter's credential: one secret with which a chat adapter (``werewolves discord``) acts
for the host and for every seat of the games it created, and for no other game.

A person's link is one secret per seat; an adapter that seats a whole guild would have to keep
every player's secret. Instead the service issues the adapter one credential
(``POST /api/adapters``), and the adapter creates its games with it (``POST /api/games`` with
``Authorization: Bearer CREDENTIAL`` and ``Werewolves-As: host``). For each game so made, the
service stores one more row in its table of link digests: the SHA-256 of the credential
*bound to that game* (:func:`credential_digest`), of kind :data:`ADAPTER`. Nothing is stored at
issue: a credential that created no game opens nothing, and one game's row opens no other game,
since the digest names the game.

A request acts with the credential when it says whom it acts as, in the header
``Werewolves-As`` (a socket: the ``as`` field of its ``auth`` message): ``host``,
``spectator``, or ``seat N`` (the seat's number, ``seat`` in the game's summary; a number,
so that a name in any alphabet never has to travel in a header). A request without that header
is read exactly as before, so the links of people are untouched by this module. The seat an
adapter acts for is taken from the header, not proven by a link of that seat: that is the
trust the host gives the adapter that seated the game, and only for its own games.
"""

from __future__ import annotations

import asyncio
import re

from ..storage import digest
from .live import LiveGame
from .service import HOST, PLAYER, SPECTATOR, Forbidden, GameService, NotFound, Viewer

ADAPTER = "adapter"  # the kind of its rows in the table of link digests
ACTING_HEADER = "werewolves-as"  # as HTTP carries it (names of headers are read lower-case)
MAX_ACTING = 40
_SEAT = re.compile(r"seat ([0-9]{1,4})")


def credential_digest(secret: str, game_id: str) -> str:
    """What the service stores of an adapter's credential for one of its games: the digest of
    the credential bound to the game's id, so that the row opens that game only."""
    return digest(f"{ADAPTER}\n{game_id}\n{secret}")


def grant(secret: str, game_id: str) -> tuple[str, str, str | None]:
    """The row of the table of link digests that lets ``secret`` act in ``game_id``."""
    return (credential_digest(secret, game_id), ADAPTER, None)


def parse_acting(value: str) -> tuple[str, int | None]:
    """``host``, ``spectator`` or ``seat N`` as (kind, seat number); refused with a sentence."""
    text = value.strip().lower()
    if len(text) > MAX_ACTING:
        raise Forbidden.said("service.bad_acting", "bad_acting")
    if text == HOST:
        return HOST, None
    if text == SPECTATOR:
        return SPECTATOR, None
    found = _SEAT.fullmatch(text)
    if found is None:
        raise Forbidden.said("service.bad_acting", "bad_acting")
    return PLAYER, int(found.group(1))


async def acting_viewer(
    service: GameService, game_id: str, secret: str | None, acting: str
) -> Viewer:
    """Whom an adapter's credential acts as in ``game_id``: the host, a spectator or one
    seat. A credential that did not create the game gets the answer an unknown secret gets."""
    kind, number = parse_acting(acting)
    if not secret:
        raise Forbidden.said("service.no_credential", "no_token")
    info = await asyncio.to_thread(service.store.token, credential_digest(secret, game_id))
    if info is None or info.game_id != game_id or info.kind != ADAPTER:
        raise NotFound.said("service.no_game")
    if kind != PLAYER:
        return Viewer(game_id, kind)

    def seat_named(live: LiveGame) -> str | None:
        for p in live.game.seats():
            if p.seat == number:
                return p.name
        return None

    name = await service.read(game_id, seat_named)
    if name is None:
        raise NotFound.said("service.no_seat_number", "unknown_seat", number=str(number))
    return Viewer(game_id, PLAYER, name)


__all__ = [
    "ACTING_HEADER",
    "ADAPTER",
    "acting_viewer",
    "credential_digest",
    "grant",
    "parse_acting",
]
