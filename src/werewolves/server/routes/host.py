"""The host's tools: end the phase, pause, settings, deadline, preview, undo, substitute,
override, kick, bots, end in a draw, and the audit, log, export and snapshot of the game.

Undo is decided in ``server/undo.py``; its route only turns the request into an
:class:`~werewolves.server.undo.Asked` and runs it through the service."""

from collections.abc import Awaitable

from fastapi import APIRouter

from ...game import Reason, phase_name
from ...storage import digest
from ..commands import (
    Advance,
    ChangeSettings,
    Command,
    EndInDraw,
    Kick,
    Pause,
    Resume,
    SeatBots,
    SetDeadline,
    Submit,
    Substitute,
)
from ..live import JSON, Applied, LiveGame, refused
from ..models import (
    AdvanceIn,
    BotsIn,
    DeadlineIn,
    DrawIn,
    Expecting,
    HostSettingsIn,
    KickIn,
    OverrideIn,
    SeatIn,
    UndoIn,
    _words,
)
from ..presenter import export, preview
from ..service import PLAYER, GameService, Refused, new_secret
from ..undo import AlreadyDone, Asked, decider
from . import Context, HostLink, Service, command, done

router = APIRouter()


async def host_cmd(
    service: GameService, game_id: str, cmd: Command, expected: int | None, lang: str = "en"
) -> JSON:
    return done(await service.command(game_id, cmd, expected=expected), lang)


async def unless_done(
    service: GameService, game_id: str, run: Awaitable[tuple[Applied, int]], lang: str = "en"
) -> JSON:
    """The answer to a host command that names what it acts on: its result, or, when
    that was already done (the same click sent twice), a success that changed nothing."""
    try:
        applied, version = await run
    except AlreadyDone as e:
        version = await service.read(game_id, lambda live: live.version)
        return {"ok": True, "changed": False, "message": e.message, "version": version}
    return {**applied.to_json(lang), "changed": True, "version": version}


@router.post("/api/games/{game_id}/host/advance", tags=["host"])
async def advance(
    game_id: str, v: HostLink, service: Service, body: AdvanceIn | None = None
) -> JSON:
    """End the running phase now. With ``phase`` (the phase it ends), sending it again
    once that phase has ended changes nothing (``changed``: false)."""
    exp = body.expected_version if body else None
    named = body.phase if body else None

    def prep(live: LiveGame, _c: Command) -> Command:
        now = live.game.phase_index
        if named is not None and named < now:
            raise AlreadyDone(
                f"{phase_name(named)} has already ended ({live.game.phase} is running): "
                "nothing was changed."
            )
        if named is not None and named > now:
            raise Refused(
                refused("service.not_begun", until=phase_name(named), phase=live.game.phase)
            )
        return Advance("host", now)

    return await unless_done(
        service,
        game_id,
        service.command(game_id, Advance("host"), expected=exp, prepare=prep),
        v.lang,
    )


@router.post("/api/games/{game_id}/host/pause", tags=["host"])
async def pause(game_id: str, v: HostLink, service: Service, body: Expecting | None = None) -> JSON:
    """Stop the phase clock; players cannot act until the game resumes."""
    expected = body.expected_version if body else None
    return await host_cmd(service, game_id, Pause(), expected, v.lang)


@router.post("/api/games/{game_id}/host/resume", tags=["host"])
async def resume(
    game_id: str, v: HostLink, service: Service, body: Expecting | None = None
) -> JSON:
    """Start the phase clock again with the time that was left."""
    expected = body.expected_version if body else None
    return await host_cmd(service, game_id, Resume(), expected, v.lang)


@router.post("/api/games/{game_id}/host/settings", tags=["host"])
async def settings(game_id: str, body: HostSettingsIn, v: HostLink, service: Service) -> JSON:
    """Change the automation level (manual, timed, auto), phase lengths, bots' delay or
    what spectators see after the game."""
    changes = {k: val for k, val in body.model_dump(exclude_unset=True).items()}
    return await host_cmd(service, game_id, command(ChangeSettings, changes), None, v.lang)


@router.post("/api/games/{game_id}/host/deadline", tags=["host"])
async def deadline(game_id: str, body: DeadlineIn, v: HostLink, service: Service) -> JSON:
    """Set when the running phase ends (seconds from now), or clear it."""
    return await host_cmd(
        service, game_id, command(SetDeadline, body.seconds), body.expected_version, v.lang
    )


@router.get("/api/games/{game_id}/host/preview", tags=["host"])
async def preview_(game_id: str, v: HostLink, service: Service) -> JSON:
    """What ending the phase now would produce (deaths with their explanations, the next
    phase, the outcome), computed on a copy: nothing is committed."""
    return await service.read(game_id, lambda live: preview(live, v.lang))


@router.post("/api/games/{game_id}/host/undo", tags=["host"])
async def undo(game_id: str, body: UndoIn, v: HostLink, service: Service) -> JSON:
    """Undo the latest game command (``last``) or everything since the phase began
    (``phase``). The undo is itself a command in the log, with your reason."""
    asked = Asked(body.scope, body.reason, body.who, body.command, body.phase, body.reopen)
    cmd = command(asked.undo)  # its shape first: a reason or name it cannot take is refused
    run = service.command(game_id, cmd, expected=body.expected_version, prepare=decider(asked))
    return await unless_done(service, game_id, run, v.lang)


@router.post("/api/games/{game_id}/host/substitute", tags=["host"])
async def substitute(game_id: str, body: SeatIn, v: HostLink, ctx: Context) -> JSON:
    """Give a seat to a new player: the seat keeps its role, gets a new link, and the old
    link stops working."""
    service, secret = ctx.service, new_secret()
    seat = await service.read(game_id, lambda live: live.seat(body.seat))
    applied, version = await service.command(
        game_id,
        command(Substitute, body.seat),
        expected=body.expected_version,
        new_token=(digest(secret), PLAYER, seat) if seat else None,
    )
    return {
        **applied.to_json(v.lang),
        "version": version,
        "seat": seat,
        "token": secret,
        "link": ctx.link(PLAYER, game_id, secret),
    }


@router.post("/api/games/{game_id}/host/override", tags=["host"])
async def override(game_id: str, body: OverrideIn, v: HostLink, service: Service) -> JSON:
    """Submit an action for a seat (logged, with your reason, in the audit)."""
    cmd = command(Submit, body.seat, tuple(_words(body.action)), "host", body.reason)
    try:
        return await host_cmd(service, game_id, cmd, body.expected_version, v.lang)
    except Refused as e:
        if e.applied.reason != Reason.UNKNOWN_VERB.value:
            raise

        # the host is told what the seat may do, not where a player looks
        def verbs(live: LiveGame) -> list[str]:
            seat = live.seat(body.seat)
            if seat is None or not live.game.player(seat).alive:
                return []
            return [la.verb for la in live.game.legal_actions(seat)]

        can = await service.read(game_id, verbs)
        word = (_words(body.action) or [""])[0][:40]
        may = ", ".join(can) if can else "none"  # "none": the seat has nothing to do
        raise Refused(
            refused("service.not_an_action", e.applied.reason, word=word, seat=body.seat,
                    verbs=may)
        ) from None


@router.post("/api/games/{game_id}/host/kick", tags=["host"])
async def kick(game_id: str, body: KickIn, v: HostLink, service: Service) -> JSON:
    """Remove a seat's player: their link stops working and a bot plays the seat."""
    cmd = command(Kick, body.seat, body.reason)
    return await host_cmd(service, game_id, cmd, body.expected_version, v.lang)


@router.post("/api/games/{game_id}/host/draw", tags=["host"])
async def draw(game_id: str, body: DrawIn, v: HostLink, service: Service) -> JSON:
    """End the game now, in a draw (ruling RM440, the book's draw): everyone alive draws,
    the dead lose, whoever ascended keeps their win. Undo takes it back."""
    cmd = command(EndInDraw, body.reason)
    return await host_cmd(service, game_id, cmd, body.expected_version, v.lang)


@router.post("/api/games/{game_id}/host/bots", tags=["host"])
async def bots(game_id: str, body: BotsIn, v: HostLink, service: Service) -> JSON:
    """Let bots play seats (by default every seat nobody joined), or take them back."""

    def prep(live: LiveGame, c: Command) -> Command:
        if live.over and body.on:
            # ruling RM551: nobody plays a finished game, a bot no more than a
            # person
            raise Refused(refused("service.no_bot_needed", "game_over"))
        if body.seats is None:
            return SeatBots(tuple(n for n in live.game.players if n not in live.joined), body.on)
        return c

    cmd = command(SeatBots, None if body.seats is None else tuple(body.seats), body.on)
    applied, version = await service.command(
        game_id, cmd, expected=body.expected_version, prepare=prep
    )
    return {**applied.to_json(v.lang), "version": version}


@router.get("/api/games/{game_id}/host/rules", tags=["host"])
async def rules(game_id: str, v: HostLink, service: Service) -> JSON:
    """Whether this server's rules replay the game as it was played (``held``: false) or
    not: then, in ``text``, which command first differs, what it brought as played and
    what it brings now, and (``can_continue``) whether the game may go on under them."""
    return await service.read(
        game_id,
        lambda live: (
            {"held": False, "rules_version": live.rules_version}
            if live.hold is None
            else {"held": True, "rules_version": live.rules_version, **live.hold.to_json()}
        ),
    )


@router.post("/api/games/{game_id}/host/rules/continue", tags=["host"])
async def continue_rules(game_id: str, v: HostLink, service: Service) -> JSON:
    """Continue a game held because this server's rules replay it differently: it
    becomes what the new rules make of its commands, logged as one command."""
    applied, version = await service.continue_rules(game_id)
    return {**applied.to_json(v.lang), "version": version}


@router.get("/api/games/{game_id}/host/audit", tags=["host"])
async def audit(game_id: str, v: HostLink, service: Service) -> JSON:
    """Every host act, override, timer expiry and automatic advance, with reasons."""
    return await service.read(game_id, lambda live: {"audit": live.audit()})


@router.get("/api/games/{game_id}/host/log", tags=["host"])
async def command_log(game_id: str, v: HostLink, service: Service) -> JSON:
    """The game's whole command log as stored (``voided``: undone)."""
    return await service.read(
        game_id,
        lambda live: {
            "commands": [
                {**entry, "voided": entry["seq"] in live.voided} for entry in live.log_json()
            ]
        },
    )


@router.get("/api/games/{game_id}/host/export", tags=["host"])
async def export_(game_id: str, v: HostLink, service: Service) -> JSON:
    """The game as a file: ``werewolves replay FILE`` replays it, and with ``--scenario``
    turns it into a scenario file."""
    return await service.read(game_id, export)


@router.get("/api/games/{game_id}/host/snapshot", tags=["host"])
async def snapshot(game_id: str, v: HostLink, service: Service) -> JSON:
    """The engine's whole state (``Game.from_json`` restores it)."""
    return await service.read(game_id, lambda live: live.game.to_json())
