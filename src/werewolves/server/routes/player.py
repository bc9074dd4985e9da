"""What a player's link does: take the seat, act, write, say it is done."""

from fastapi import APIRouter

from ..commands import Conspire, Invite, Join, Ready, Say, Submit
from ..live import JSON, LiveGame
from ..models import MAX_NOTES, ActIn, ConspireIn, NotesIn, ReadyIn, SayIn, _words
from ..service import Refused
from . import PlayerLink, Service, command, done, meant_for

router = APIRouter()


@router.post("/api/games/{game_id}/join", tags=["players"])
async def join(game_id: str, v: PlayerLink, service: Service) -> JSON:
    """Say you have taken your seat (a seat nobody joined may be given to a bot)."""

    def already(live: LiveGame) -> JSON:
        return {"ok": True, "message": "already joined", "version": live.version}

    if await service.read(game_id, lambda live: v.seat in live.joined):
        return await service.read(game_id, already)
    try:
        return done(await service.command(game_id, command(Join, v.seat)), v.lang)
    except Refused as e:
        # two joins on their way at once (a page reloaded while it was still loading): the one
        # that came second finds the seat taken, which is what it asked for, not a mistake
        if e.applied.reason != "already_joined":
            raise
        return await service.read(game_id, already)


@router.post("/api/games/{game_id}/act", tags=["players"])
async def act(game_id: str, body: ActIn, v: PlayerLink, service: Service) -> JSON:
    """Submit an action for your seat: ``"vote Ann"``. Accepted (200, with what you were
    told at once) or refused (422, with the reason; nothing changed). With ``phase`` (the
    phase it was meant for), once that phase has ended it is refused (reason ``moved_on``)
    instead of being taken as the next phase's action."""
    cmd = command(Submit, v.seat, tuple(_words(body.action)))
    return done(await service.command(game_id, cmd, prepare=meant_for(body.phase)), v.lang)


@router.post("/api/games/{game_id}/say", tags=["players"])
async def say(game_id: str, body: SayIn, v: PlayerLink, service: Service) -> JSON:
    """Write in one of your channels (see ``channels`` in your view)."""
    cmd = command(Say, v.seat, body.channel, body.text)
    return done(await service.command(game_id, cmd), v.lang)


@router.post("/api/games/{game_id}/channels", tags=["players"])
async def conspire(game_id: str, body: ConspireIn, v: PlayerLink, service: Service) -> JSON:
    """Open a conspiracy channel named ``channel`` with ``members`` (while alive, within
    the host's limits); then write in it with ``say`` as ``#channel``. Only its members
    (and the host, and the dead or spectators as the host's options say) read it."""
    cmd = command(Conspire, v.seat, body.channel, tuple(body.members))
    return done(await service.command(game_id, cmd), v.lang)


@router.post("/api/games/{game_id}/channels/invite", tags=["players"])
async def invite(game_id: str, body: ConspireIn, v: PlayerLink, service: Service) -> JSON:
    """Invite ``members`` into a conspiracy channel you are in (while alive)."""
    cmd = command(Invite, v.seat, body.channel, tuple(body.members))
    return done(await service.command(game_id, cmd), v.lang)


@router.post("/api/games/{game_id}/ready", tags=["players"])
async def ready(game_id: str, v: PlayerLink, service: Service, body: ReadyIn | None = None) -> JSON:
    """Say you are done for this phase (an automatic game ends the phase when all are).
    With ``phase``, refused (reason ``moved_on``) once that phase has ended."""
    meant = meant_for(body.phase if body else None)
    return done(await service.command(game_id, command(Ready, v.seat), prepare=meant), v.lang)


@router.get("/api/games/{game_id}/notes", tags=["players"])
async def notes(game_id: str, v: PlayerLink, service: Service) -> JSON:
    """Your private notes: only your own link reads them (never the host, a spectator,
    another seat, an export or the review); a new link for your seat starts empty."""
    return {"text": await service.read_notes(v), "max": MAX_NOTES}


@router.put("/api/games/{game_id}/notes", tags=["players"])
async def write_notes(game_id: str, body: NotesIn, v: PlayerLink, service: Service) -> JSON:
    """Keep your private notes (the whole text, at most ``MAX_NOTES`` characters; a longer
    one is refused and the old notes stay)."""
    await service.write_notes(v, body.text)
    return {"ok": True, "message": "Notes kept.", "text": body.text, "max": MAX_NOTES}
