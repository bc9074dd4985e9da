"""The host's tools: end the phase, pause, settings, deadline, preview, undo, substitute,
override, kick, bots, end in a draw, and the audit, log, export and snapshot of the game."""

from collections.abc import Awaitable
from typing import Annotated

from fastapi import APIRouter, Depends

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
    Undo,
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
from ..presenter import commands_json, export, preview
from ..service import PLAYER, AlreadyDone, MovedOn, Refused, Viewer, new_secret
from . import Ctx, command


def make(ctx: Ctx) -> APIRouter:
    """The host routes, on the app's service."""
    router = APIRouter()
    service, link = ctx.service, ctx.link
    Host = Annotated[Viewer, Depends(ctx.host)]

    async def host_cmd(game_id: str, cmd: Command, expected: int | None) -> JSON:
        applied, version = await service.command(game_id, cmd, expected=expected)
        return {**applied.to_json(), "version": version}

    async def unless_done(game_id: str, run: Awaitable[tuple[Applied, int]]) -> JSON:
        """The answer to a host command that names what it acts on: its result, or, when
        that was already done (the same click sent twice), a success that changed nothing."""
        try:
            applied, version = await run
        except AlreadyDone as e:
            version = await service.read(game_id, lambda live: live.version)
            return {"ok": True, "changed": False, "message": e.message, "version": version}
        return {**applied.to_json(), "changed": True, "version": version}

    @router.post("/api/games/{game_id}/host/advance", tags=["host"])
    async def advance(game_id: str, v: Host, body: AdvanceIn | None = None) -> JSON:
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
                    refused(f"{phase_name(named)} has not begun: {live.game.phase} is running")
                )
            return Advance("host", now)

        return await unless_done(
            game_id, service.command(game_id, Advance("host"), expected=exp, prepare=prep)
        )

    @router.post("/api/games/{game_id}/host/pause", tags=["host"])
    async def pause(game_id: str, v: Host, body: Expecting | None = None) -> JSON:
        """Stop the phase clock; players cannot act until the game resumes."""
        return await host_cmd(game_id, Pause(), body.expected_version if body else None)

    @router.post("/api/games/{game_id}/host/resume", tags=["host"])
    async def resume(game_id: str, v: Host, body: Expecting | None = None) -> JSON:
        """Start the phase clock again with the time that was left."""
        return await host_cmd(game_id, Resume(), body.expected_version if body else None)

    @router.post("/api/games/{game_id}/host/settings", tags=["host"])
    async def settings(game_id: str, body: HostSettingsIn, v: Host) -> JSON:
        """Change the automation level (manual, timed, auto), phase lengths, bots' delay or
        what spectators see after the game."""
        changes = {k: val for k, val in body.model_dump(exclude_unset=True).items()}
        return await host_cmd(game_id, command(ChangeSettings, changes), None)

    @router.post("/api/games/{game_id}/host/deadline", tags=["host"])
    async def deadline(game_id: str, body: DeadlineIn, v: Host) -> JSON:
        """Set when the running phase ends (seconds from now), or clear it."""
        return await host_cmd(game_id, command(SetDeadline, body.seconds), body.expected_version)

    @router.get("/api/games/{game_id}/host/preview", tags=["host"])
    async def preview_(game_id: str, v: Host) -> JSON:
        """What ending the phase now would produce (deaths with their explanations, the next
        phase, the outcome), computed on a copy: nothing is committed."""
        return await service.read(game_id, preview)

    @router.post("/api/games/{game_id}/host/undo", tags=["host"])
    async def undo(game_id: str, body: UndoIn, v: Host) -> JSON:
        """Undo the latest game command (``last``) or everything since the phase began
        (``phase``). The undo is itself a command in the log, with your reason."""

        asked = command(Undo, body.reason, body.scope, (), body.who)

        def prep(live: LiveGame, _c: Command) -> Command:
            targets = live.undo_targets(body.scope)
            if body.scope == "last" and body.command is not None:
                named = body.command
                if named in live.voided:
                    raise AlreadyDone(f"Command {named} is already undone: nothing was changed.")
                if not live.is_standing(named):
                    raise Refused(refused(f"there is no game command {named} to undo"))
                # the command named leads what "last" undoes (with the bots' answers to it)
                if targets[:1] != [named]:
                    since = commands_json(live.standing_after(named))
                    raise MovedOn(
                        f"Since you chose to undo command {named}, {len(since)} more came in "
                        f"(the latest: {since[-1]['text']}): only the latest can be undone.",
                        since,
                        targets[0] if targets else None,
                    )
            if body.scope == "phase" and body.phase not in (None, live.game.phase_index):
                assert body.phase is not None
                after = [e for e in live.standing() if isinstance(e[1], Advance)]
                raise MovedOn(
                    f"{phase_name(body.phase)} has ended since you looked: "
                    f"{live.game.phase} is running, and undoing its commands now would "
                    "undo those of this phase instead.",
                    commands_json(after[-1:]),
                    None,
                )
            if live.over and targets and not body.reopen:
                # ruling RM551 (finding 2): a finished game is reopened only when the host
                # says so
                by_seq = dict(live.standing())
                undone = commands_json([(q, by_seq[q]) for q in targets])
                what = "; ".join(f"#{c['seq']} ({c['text']})" for c in undone)
                raise Refused(
                    refused(
                        f"the game is over: undoing {what} would reopen it and take the "
                        "review away from the spectators until it ends again; confirm to "
                        "reopen it",
                        "reopens_game",
                    )
                )
            return Undo(body.reason, body.scope, tuple(targets), body.who)

        return await unless_done(
            game_id,
            service.command(game_id, asked, expected=body.expected_version, prepare=prep),
        )

    @router.post("/api/games/{game_id}/host/substitute", tags=["host"])
    async def substitute(game_id: str, body: SeatIn, v: Host) -> JSON:
        """Give a seat to a new player: the seat keeps its role, gets a new link, and the old
        link stops working."""
        secret = new_secret()
        seat = await service.read(game_id, lambda live: live.seat(body.seat))
        applied, version = await service.command(
            game_id,
            command(Substitute, body.seat),
            expected=body.expected_version,
            new_token=(digest(secret), PLAYER, seat) if seat else None,
        )
        return {
            **applied.to_json(),
            "version": version,
            "seat": seat,
            "token": secret,
            "link": link(PLAYER, game_id, secret),
        }

    @router.post("/api/games/{game_id}/host/override", tags=["host"])
    async def override(game_id: str, body: OverrideIn, v: Host) -> JSON:
        """Submit an action for a seat (logged, with your reason, in the audit)."""
        cmd = command(Submit, body.seat, tuple(_words(body.action)), "host", body.reason)
        try:
            return await host_cmd(game_id, cmd, body.expected_version)
        except Refused as e:
            if e.applied.reason != Reason.UNKNOWN_VERB.value:
                raise

            # finding 11: the host is told what the seat may do, not where a player looks
            def verbs(live: LiveGame) -> list[str]:
                seat = live.seat(body.seat)
                if seat is None or not live.game.player(seat).alive:
                    return []
                return [la.verb for la in live.game.legal_actions(seat)]

            can = await service.read(game_id, verbs)
            word = (_words(body.action) or [""])[0][:40]
            now = (
                f"{body.seat} may do now: {', '.join(can)}"
                if can
                else (f"{body.seat} has nothing to do now")
            )
            raise Refused(
                refused(f"'{word}' is not an action in this game: {now}", e.applied.reason)
            ) from None

    @router.post("/api/games/{game_id}/host/kick", tags=["host"])
    async def kick(game_id: str, body: KickIn, v: Host) -> JSON:
        """Remove a seat's player: their link stops working and a bot plays the seat."""
        cmd = command(Kick, body.seat, body.reason)
        return await host_cmd(game_id, cmd, body.expected_version)

    @router.post("/api/games/{game_id}/host/draw", tags=["host"])
    async def draw(game_id: str, body: DrawIn, v: Host) -> JSON:
        """End the game now, in a draw (ruling RM440, the book's draw): everyone alive draws,
        the dead lose, whoever ascended keeps their win. Undo takes it back."""
        return await host_cmd(game_id, command(EndInDraw, body.reason), body.expected_version)

    @router.post("/api/games/{game_id}/host/bots", tags=["host"])
    async def bots(game_id: str, body: BotsIn, v: Host) -> JSON:
        """Let bots play seats (by default every seat nobody joined), or take them back."""

        def prep(live: LiveGame, c: Command) -> Command:
            if live.over and body.on:
                # ruling RM551 (finding 2): nobody plays a finished game, a bot no more than a
                # person
                raise Refused(refused("the game is over: no seat needs a bot now", "game_over"))
            if body.seats is None:
                return SeatBots(
                    tuple(n for n in live.game.players if n not in live.joined), body.on
                )
            return c

        cmd = command(SeatBots, None if body.seats is None else tuple(body.seats), body.on)
        applied, version = await service.command(
            game_id, cmd, expected=body.expected_version, prepare=prep
        )
        return {**applied.to_json(), "version": version}

    @router.get("/api/games/{game_id}/host/rules", tags=["host"])
    async def rules(game_id: str, v: Host) -> JSON:
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
    async def continue_rules(game_id: str, v: Host) -> JSON:
        """Continue a game held because this server's rules replay it differently: it
        becomes what the new rules make of its commands, logged as one command."""
        applied, version = await service.continue_rules(game_id)
        return {**applied.to_json(), "version": version}

    @router.get("/api/games/{game_id}/host/audit", tags=["host"])
    async def audit(game_id: str, v: Host) -> JSON:
        """Every host act, override, timer expiry and automatic advance, with reasons."""
        return await service.read(game_id, lambda live: {"audit": live.audit()})

    @router.get("/api/games/{game_id}/host/log", tags=["host"])
    async def command_log(game_id: str, v: Host) -> JSON:
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
    async def export_(game_id: str, v: Host) -> JSON:
        """The game as a file: ``werewolves replay FILE`` replays it, and with ``--scenario``
        turns it into a scenario file."""
        return await service.read(game_id, export)

    @router.get("/api/games/{game_id}/host/snapshot", tags=["host"])
    async def snapshot(game_id: str, v: Host) -> JSON:
        """The engine's whole state (``Game.from_json`` restores it)."""
        return await service.read(game_id, lambda live: live.game.to_json())

    return router
