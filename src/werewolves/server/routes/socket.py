"""The live socket: its secret first, then the link's events pushed as they happen, and a
player's commands answered on it."""

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from ..adapter import acting_viewer
from ..commands import Command, Ready, Say, Submit
from ..gate import dumps
from ..live import JSON, LiveGame
from ..middleware import has_token_param
from ..models import (
    AUTH_FIRST,
    Message_,
    _words,
    _ws_error,
    close_reason,
    read_auth,
    read_message,
    socket_query,
)
from ..pushes import Outbox
from ..service import PLAYER, Forbidden, GameService, ServiceError, Subscription, Viewer
from . import Context, command, connection_lang, meant_for

log = logging.getLogger("werewolves.server")


router = APIRouter()


async def handle(
    service: GameService,
    v: Viewer,
    frame: Message_,
    still_valid: Callable[[LiveGame], None],
    out: Outbox,
) -> JSON:
    """One message a client sent on its socket, and the answer to send back."""
    msg, ref, problem = read_message(frame)
    if problem is not None:
        return problem
    assert msg is not None
    kind = msg["type"]
    if kind == "ping":
        return {"type": "pong", "id": ref}
    if kind == "auth":
        return _ws_error(ref, "bad_message", "This socket has already sent its secret.")
    if v.kind != PLAYER or v.seat is None:
        return _ws_error(ref, "not_player", "Only a player's link may do this.")

    def check(live: LiveGame, c: Command) -> Command:
        still_valid(live)
        return c

    try:
        cmd: Command
        if kind == "act":
            cmd = command(Submit, v.seat, tuple(_words(msg["action"])))
        elif kind == "say":
            cmd = command(Say, v.seat, msg["channel"], msg["text"])
        else:
            cmd = command(Ready, v.seat)
        out.hold()  # the pushes this command sets off follow its answer
        # an act or "done" meant for a phase that has ended is refused
        prepare = meant_for(msg.get("phase"), check) if kind != "say" else check
        applied, version = await service.command(v.game_id, cmd, prepare=prepare)
    except ServiceError as e:
        if e.code == "revoked":
            raise  # the socket closes
        err = _ws_error(ref, e.code, e.message)
        err["error"]["text"] = e.words(v.lang)
        if e.key:
            err["error"].update(key=e.key, params=e.params)
        applied_ = getattr(e, "applied", None)
        if applied_ is not None and applied_.reason:
            err["error"]["reason"] = applied_.reason
        return err
    return {"type": "result", "id": ref, **applied.to_json(v.lang), "version": version}


@router.websocket("/api/games/{game_id}/ws")
async def socket(ws: WebSocket, game_id: str, ctx: Context) -> None:
    """Pushes this link's new events as they happen: ``{"type": "events", "epoch",
    "cursor", "stream", "events", "reset", "more", "game", "polls"}``, and with ``"view":
    true`` in the secret's message the link's own screen parts (``view``) whenever they
    changed. The first message from the client is its secret, ``{"type": "auth", "token":
    SECRET, "after": N, "epoch": E, "stream": S, "view": true}`` (the last cursor, epoch and
    stream it got, to receive exactly what it missed; ``after``/``epoch`` may also be in the
    address); nothing is sent before it. A
    player's socket also takes commands, each answered by a ``{"type": "result", "id",
    "ok", ...}``: ``{"type": "act", "action": "vote Ann", "id": 1}``, ``{"type": "say",
    "channel", "text"}``, ``{"type": "ready"}``; and ``{"type": "ping"}`` gets ``{"type":
    "pong"}``. Close codes: 4400 a bad address, 4401 no secret first, 4403 a link that no
    longer works, 4404 no game for this secret."""
    service = ctx.service
    await ws.accept()
    tasks: list[asyncio.Task[Any]] = []
    sub: Subscription | None = None
    try:
        if has_token_param(ws.scope):
            await ws.close(code=4400, reason="Send the secret in the first message.")
            return
        try:
            query = socket_query(ws)
            after, epoch = query.after, query.epoch
        except ValueError as e:
            await ws.close(code=4400, reason=close_reason(str(e)))
            return
        try:
            first = await asyncio.wait_for(ws.receive(), ctx.auth_seconds)
        except TimeoutError:
            await ws.close(code=4401, reason=AUTH_FIRST)
            return
        if first["type"] == "websocket.disconnect":
            return
        auth, why_not = read_auth(first)
        if auth is None:
            await ws.close(code=4401, reason=close_reason(why_not))
            return
        after = auth.after if auth.after is not None else after
        epoch = auth.epoch if auth.epoch is not None else epoch
        token, acting = auth.token, auth.acting

        # the socket's pushes are in its reader's language, as the page's requests are
        lang = connection_lang(ws)

        async def who() -> Viewer:
            if acting is not None:  # an adapter's credential (server/adapter.py)
                return replace(await acting_viewer(service, game_id, token, acting), lang=lang)
            return replace(await service.viewer(game_id, token), lang=lang)

        try:
            v = await who()
        except ServiceError as e:
            code = 4403 if e.status == 403 else (4404 if e.status == 404 else 1011)
            await ws.close(code=code, reason=close_reason(e.message))
            return
        sub = service.subscribe(v)
        await serve_socket(service, ws, v, who, sub, after, epoch, auth.stream, auth.view, tasks)
    except (WebSocketDisconnect, OSError):
        pass  # the client went away, perhaps in the middle of a push
    except RuntimeError as e:
        # Starlette's word for a socket that is closed or closing ("WebSocket is not
        # connected", "... after sending 'websocket.close'"); any other is a fault here
        if isinstance(e, RecursionError) or "websocket" not in str(e).lower():
            log.exception("socket of game %s failed", game_id[:40])
    except ServiceError as e:
        with contextlib.suppress(Exception):
            await ws.send_text(
                dumps({"type": "error", "error": {"code": e.code, "message": e.message}})
            )
            code = 4403 if e.status == 403 else 1011
            await ws.close(code=code, reason=close_reason(e.message))
    except Exception:
        log.exception("socket of game %s failed", game_id[:40])
        with contextlib.suppress(Exception):
            await ws.close(code=1011, reason="Something went wrong in the server.")
    finally:
        for t in tasks:
            t.cancel()
        for t in tasks:  # every task's end is taken, so none is left unretrieved
            with contextlib.suppress(BaseException):
                await t
        if sub is not None:
            service.unsubscribe(sub)


async def serve_socket(
    service: GameService,
    ws: WebSocket,
    v: Viewer,
    who: Callable[[], Awaitable[Viewer]],
    sub: Subscription,
    after: int,
    epoch: int | None,
    stream_name: str | None,
    with_view: bool,
    tasks: list[asyncio.Task[Any]],
) -> None:
    game_id = v.game_id
    # a seat's socket lives as long as its link: once the host gives the seat a new link
    # or kicks its player (the seat's link generation moves on), it is closed
    seat = v.seat
    generation = await service.read(
        game_id, lambda live: live.link_generation.get(seat, 0) if seat else 0
    )
    # the link is checked again now that its generation is known: a substitute or kick
    # committed while the socket was being let in moved the generation on, and would leave
    # this socket alive on the new generation with the old link (a race seen under load)
    await who()

    def still_valid(live: LiveGame) -> None:
        if seat is not None and live.link_generation.get(seat, 0) != generation:
            raise Forbidden.said("service.revoked", "revoked")

    # the socket's pushes are made by the task that commits each command
    # and queued here; the sender task below sends them and the answers, in order
    out = Outbox(
        service,
        v,
        ws.send_text,
        after=after,
        epoch=epoch,
        stream=stream_name,
        with_view=with_view,
        still_valid=still_valid,
    )
    sub.changed = out.changed
    sender = asyncio.create_task(out.run())
    tasks.append(sender)

    async def receive() -> None:
        await out.started.wait()  # nothing is answered before the first push
        while True:
            frame = await ws.receive()
            if frame["type"] == "websocket.disconnect":
                return
            out.answer(dumps(await handle(service, v, frame, still_valid, out)))

    receiver = asyncio.create_task(receive())
    tasks.append(receiver)
    done, _ = await asyncio.wait((sender, receiver), return_when=asyncio.FIRST_COMPLETED)
    for t in done:
        t.result()  # what ended the socket: the client went away, a refusal, a fault
