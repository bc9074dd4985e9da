"""The game service: live games kept in memory, every accepted command committed first.

The service runs on one asyncio loop. Each game has a lock; a command takes it, brings the
cached game up to the stored version (another server process may have written since), applies
the command in memory, appends it to the store at the version it expects, and only then
answers. A refused command changes nothing and writes nothing; a write that loses the race
drops the cached game, which is rebuilt from the store on the next use. After a command, the
service gives bots their turns and, in automatic games, ends the phase when nobody is awaited:
each of those is a command of its own, logged like any other.

Blocking database calls run in worker threads (``asyncio.to_thread``); the game logic never
leaves the loop, so a game is never touched by two threads.

Rules that change under stored games: each command is stored with what it did
to the event stream (``LiveGame.effect``), and a finished game with its final state
(``LiveGame.final``). A game recorded under another rules version than this program's is
replayed from its setup and compared, command by command, with what was recorded. When every
command does what it did, the game is upgraded to this program's rules and goes on. When one
does not (or is refused), a finished game is shown exactly as it was played (its final state,
read only), and an unfinished one is held (``LiveGame.hold``): paused, showing what was played
up to that command, with sentences telling its host what changed, until the host continues it
under the new rules (:meth:`GameService.continue_rules`, a logged ``ContinueRules``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn, Self, TypeVar

from ..game import RULES_VERSION, Event, Game, Setup, SetupError, render, roles_hash
from ..storage import Append, Conflict, GameRecord, NewGame, Store, StoredCommand, digest
from .commands import (
    Advance,
    BadCommand,
    Command,
    ContinueRules,
    Kick,
    Substitute,
    command_text,
    decode,
    encode,
    is_game,
    op_of,
)
from .live import (
    JSON,
    Applied,
    CorruptLog,
    LiveGame,
    RulesHold,
    Settings,
    effect_sentences,
    event_record,
)

log = logging.getLogger("werewolves.server")
T = TypeVar("T")

HOST, PLAYER, SPECTATOR = "host", "player", "spectator"
SNAPSHOT_EVERY = 50  # commands between cached snapshots (a snapshot is also kept at each phase)


class ServiceError(Exception):
    """A request the service refuses: an HTTP status and a sentence for the person."""

    status = 400
    code = "bad_request"

    def __init__(
        self, message: str, code: str | None = None, *, key: str = "", params: JSON | None = None
    ) -> None:
        super().__init__(message)
        self.message = message  # in English, as the API has always said it
        # the sentence's catalogue key and parameters: each edge writes it out in its reader's
        # language (``words``); "" for a sentence given as words
        self.key = key
        self.params = dict(params or {})
        if code:
            self.code = code

    @classmethod
    def said(cls, key: str, code: str | None = None, **params: Any) -> Self:
        """The error of the catalogue's sentence ``key`` (service.ftl) with ``params``."""
        return cls(render(key, params), code, key=key, params=params)

    def words(self, lang: str = "en") -> str:
        """The sentence in the reader's language ``lang``."""
        return self.message if not self.key or lang == "en" else render(self.key, self.params, lang)


def over_at_once(team: str | None, reason: str) -> str:
    """The advice for a role list whose game is over before it starts, fitting
    the case and naming teams as the role book does (never an internal key).

    >>> over_at_once("town", "the Townsfolk win")[:60]
    'This game would be over before it starts (the Townsfolk win)'
    >>> "Remove one of the Werewolves" in over_at_once("wolves", "the Werewolves win")
    True
    """
    from ..sim.report import team_label

    head = f"This game would be over before it starts ({reason})"
    if team is None:
        return f"{head}: add players, or change the roles."
    if team == TOWN:
        return (
            f"{head}: nobody plays against the {team_label(TOWN)}. Add a player of another "
            f"team, one of the {team_label(WOLVES)} for example."
        )
    return (
        f"{head}: the {team_label(team)} already win. Remove one of the {team_label(team)}, "
        f"or add more of the {team_label(TOWN)}."
    )


TOWN, WOLVES = "town", "wolves"  # the team keys of the town and of the werewolves


class NotFound(ServiceError):
    status = 404
    code = "not_found"


class Forbidden(ServiceError):
    status = 403
    code = "forbidden"


class Refused(ServiceError):
    """The game refused the command (a move not allowed now); nothing changed."""

    status = 422
    code = "refused"

    def __init__(self, applied: Applied) -> None:
        super().__init__(applied.message, "refused", key=applied.key, params=dict(applied.params))
        self.applied = applied


class Stale(ServiceError):
    """The caller expected another version of the game (someone acted first)."""

    status = 409
    code = "version_conflict"


class _Lost(Exception):
    """An append lost the race to another process: the cached game was dropped."""


class Unavailable(ServiceError):
    status = 503
    code = "unavailable"




@dataclass(frozen=True)
class Viewer:
    """Who a link lets in: the host, one seat's player, or a spectator, of one game."""

    game_id: str
    kind: str
    seat: str | None = None
    # the digest of the link's secret (for what is kept per link, a player's notes); not part
    # of who the viewer is
    link: str | None = field(default=None, compare=False, repr=False)
    # the reader's language (``en``, ``de``): what this link's screen is shown in, per reader and
    # not per game (one table may mix languages); not part of who the viewer is
    lang: str = field(default="en", compare=False)


@dataclass(frozen=True)
class Created:
    game_id: str
    host_secret: str
    spectator_secret: str
    seat_secrets: dict[str, str]
    seed: int


@dataclass(eq=False)
class Subscription:
    """One connected viewer of a game: ``changed`` is called with the game, under the game's
    lock, right after each command of it is committed (and after commands another process
    wrote are brought in), so that the socket's pushes are made by the committing task, the
    way the floor sends its broadcast (``server/pushes.py``). It must not
    wait for anything; it raises nothing."""

    viewer: Viewer
    changed: Callable[[LiveGame], None] | None = None


def new_secret() -> str:
    return secrets.token_urlsafe(24)  # 192 random bits


class GameService:
    def __init__(
        self, store: Store, *, clock: Callable[[], float] = time.time, max_games: int = 5000
    ) -> None:
        self.store = store
        self.clock = clock
        self.max_games = max_games
        # the games in memory, least recently used first (see _remember)
        self._games: OrderedDict[str, LiveGame] = OrderedDict()
        self._locks: dict[str, asyncio.Lock] = {}
        self._subs: dict[str, set[Subscription]] = {}
        self._tasks: list[asyncio.Task[None]] = []
        self.broken: dict[str, str] = {}  # games that cannot be replayed, with why
        self._pending: set[asyncio.Task[None]] = set()  # snapshot writes under way
        # commands waiting to be committed, and the loop whose batch is being committed now
        # (None: none is); see _append
        self._appends: list[tuple[Append, asyncio.Future[int]]] = []
        self._appending: asyncio.AbstractEventLoop | None = None

    # ------------------------------------------------------------------ lifecycle

    async def start(self, *, tick: float = 0.5, sync: float = 1.0) -> None:
        """Start the timer loop (deadlines, late bots) and the loop that picks up commands
        other server processes wrote for games someone here is watching."""
        self._tasks.append(asyncio.create_task(self._every(tick, self.tick)))
        self._tasks.append(asyncio.create_task(self._every(sync, self.sync)))

    async def stop(self) -> None:
        if self._pending:
            await asyncio.gather(*self._pending, return_exceptions=True)
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self._tasks.clear()

    async def _every(self, seconds: float, fn: Callable[[], Any]) -> None:
        while True:
            try:
                await fn()
            except asyncio.CancelledError:
                raise
            except Exception:  # a loop must outlive one bad game; the game is logged
                log.exception("background loop %s failed", getattr(fn, "__name__", fn))
            await asyncio.sleep(seconds)

    def _lock(self, game_id: str) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def _db(self, fn: Callable[..., T], *args: Any, **kw: Any) -> T:
        return await asyncio.to_thread(fn, *args, **kw)

    # ------------------------------------------------------------------ creating

    async def create(
        self,
        setup: Setup,
        seed: int | None,
        settings: Settings,
        *,
        grant: Callable[[str], tuple[str, str, str | None]] | None = None,
    ) -> Created:
        """Create a game; raises :class:`SetupError` (a sentence for the host) when refused.
        ``grant`` (of the game's id) is one more row of link digests stored with the game, in
        the same transaction: an adapter's credential for it (``server/adapter.py``)."""
        if seed is None:
            seed = secrets.randbelow(2**31)
        settings = settings.with_clock()  # a timed game has deadlines
        game_id = secrets.token_urlsafe(9)
        now = self.clock()
        trial = Game.new(setup, seed)  # a bad setup is refused with its sentence, storing nothing
        if trial.outcome is not None:
            # the rules accept it, but no host wants a game that is over before anyone plays
            raise SetupError(over_at_once(trial.outcome.team, trial.outcome.reason))
        host, spectator = new_secret(), new_secret()
        seats = {name: new_secret() for name, _role in setup.players}
        tokens: list[tuple[str, str, str | None]] = [
            (digest(host), HOST, None),
            (digest(spectator), SPECTATOR, None),
        ]
        tokens += [(digest(s), PLAYER, name) for name, s in seats.items()]
        if grant is not None:
            tokens.append(grant(game_id))
        # The custom roles' hash is recorded beside the rules version
        record = NewGame(
            game_id,
            now,
            RULES_VERSION,
            setup.to_json(),
            seed,
            settings.to_json(),
            roles_hash(setup) or None,
        )
        await self._db(self.store.create_game, record, tokens)
        live = LiveGame(game_id, record.setup, seed, RULES_VERSION, now, settings)
        self._remember(live)
        if live.due_deadline() is not None:  # the Day 0 clock
            await self._db(self.store.set_deadline, game_id, live.due_deadline())
        return Created(game_id, host, spectator, seats, seed)

    # ------------------------------------------------------------------ who is asking

    async def viewer(self, game_id: str, secret: str | None) -> Viewer:
        """The person a link's secret lets into ``game_id``. An unknown game and a secret of
        another game get the same answer, so nothing tells which games exist."""
        if not secret:
            raise Forbidden.said("service.no_token", "no_token")
        info = await self._db(self.store.token, digest(secret))
        if info is None or info.game_id != game_id:
            raise NotFound.said("service.no_game")
        if info.revoked:
            raise Forbidden.said("service.revoked", "revoked")
        return Viewer(game_id, info.kind, info.seat, digest(secret))

    # ------------------------------------------------------------------ players' notes

    async def read_notes(self, v: Viewer) -> str:
        """A seat's private notes, for that seat's own link only: kept
        outside the game, so no view, export or review of it can carry them."""
        if v.kind != PLAYER or v.seat is None or v.link is None:
            raise Forbidden.said("service.notes_player", "not_player")
        return await self._db(self.store.notes, v.link)

    async def write_notes(self, v: Viewer, text: str) -> None:
        """Keep a seat's private notes (their length is checked by the request's model)."""
        if v.kind != PLAYER or v.seat is None or v.link is None:
            raise Forbidden.said("service.notes_player", "not_player")
        await self._db(self.store.set_notes, v.link, v.game_id, v.seat, text, self.clock())

    # ------------------------------------------------------------------ loading

    async def _live(self, game_id: str, *, check: bool = True) -> LiveGame:
        """The game at the stored version (call with the game's lock held). With ``check``
        false, a cached game is taken as it is: right after this process changed it, or
        for a command, whose append fails if another process wrote first."""
        if game_id in self.broken:
            raise Unavailable(self.broken[game_id], "cannot_replay")
        live = self._games.get(game_id)
        if live is not None:
            self._games.move_to_end(game_id)
        if live is not None and not check:
            return live
        stored = await self._db(self.store.version, game_id)
        if stored is None:
            raise NotFound.said("service.no_game")
        if live is not None and live.version == stored:
            return live
        if live is not None and live.version < stored and live.hold is None:
            try:
                for c in await self._db(self.store.commands, game_id, live.version):
                    live.replay_command(c.seq, c.at, c.body)
                return live
            except CorruptLog as e:  # rebuilt from scratch below, which says what is wrong
                log.warning("catching up game %s failed (%s); rebuilding it", game_id, e)
            except Exception:  # rebuilt from scratch below
                log.exception("catching up game %s failed; rebuilding it", game_id)
        return await self._load(game_id)

    def _fresh(self, record: GameRecord) -> LiveGame:
        return LiveGame(
            record.id,
            record.setup,
            record.seed,
            record.rules_version,
            record.created_at,
            Settings.from_json(record.settings),
        )

    async def _load(self, game_id: str) -> LiveGame:
        """Rebuild a game from the store: from its cached snapshot when that matches this
        program's rules, else by replaying every command from the setup. A game recorded under
        other rules is replayed and compared with what was recorded (:meth:`_load_other`)."""
        self._games.pop(game_id, None)
        record = await self._db(self.store.game, game_id)
        if record is None:
            raise NotFound.said("service.no_game")
        commands = await self._db(self.store.commands, game_id)
        # The role files in the stored setup must be those it was created with
        if record.roles_hash is not None:
            try:
                kept = roles_hash(Setup.from_json(record.setup))
            except SetupError:
                kept = ""
            if kept != record.roles_hash:
                self._broken(
                    game_id,
                    "This game's custom roles are not the role files it was created with "
                    "(their hash differs from the one recorded).",
                )
        if record.rules_version != RULES_VERSION:
            return await self._load_other(record, commands)
        live = self._fresh(record)
        log_entries = [(c.seq, c.at, c.body) for c in commands]
        skips = _voided_by_continues(commands)
        snap = await self._db(self.store.snapshot, game_id)
        start = 0
        if snap is not None and snap[1] == RULES_VERSION and 0 < snap[0] <= len(commands):
            try:
                live.restore(snap[2], [(q, at, decode(b)) for q, at, b in log_entries[: snap[0]]])
                start = snap[0]
            except Exception:  # a snapshot is only a cache: replay instead
                log.warning("snapshot of game %s unusable; replaying", game_id)
                live = self._fresh(record)
                start = 0
        try:
            for seq, at, body in log_entries[start:]:
                live.replay_command(seq, at, body, skip=seq in skips)
        except CorruptLog as e:
            self._broken(
                game_id, f"This game's log holds a command this program cannot replay ({e})."
            )
        self._remember(live)
        return live

    def _broken(self, game_id: str, why: str) -> NoReturn:
        self.broken[game_id] = why
        log.warning("game %s cannot be opened: %s", game_id, why)
        raise Unavailable(why, "cannot_replay")

    async def _load_other(self, record: GameRecord, commands: list[StoredCommand]) -> LiveGame:
        """A game recorded under rules version ``record.rules_version``, opened
        by a program of another. Its replay is compared with what each command did when it was
        committed (from the latest ContinueRules on: the commands before it were compared
        then), and a finished game's end with its kept final state. Matching: the game is
        upgraded to this program's rules. Else a finished game is shown as it was played and
        an unfinished one is held for its host (:class:`RulesHold`)."""
        game_id, old = record.id, record.rules_version
        skips = _voided_by_continues(commands)
        since = max((c.seq for c in commands if c.body.get("op") == "rules"), default=0)
        live = self._fresh(record)
        differs: _Divergence | None = None
        for c in commands:
            try:
                live.replay_command(c.seq, c.at, c.body, skip=c.seq in skips)
            except CorruptLog as e:
                differs = _Divergence(c, None, str(e))
                break
            if c.seq >= since and c.effect is not None and c.seq not in skips:
                now = live.effect()
                if now != c.effect:
                    differs = _Divergence(c, now, None)
                    break
        final = _final_of(record)
        if differs is None and final is not None and final.get("version") == record.version:
            kept = json.loads(final["game"])["engine"]["events"]
            if _records([Event.from_json(e) for e in kept]) != _records(live.game.events):
                differs = _Divergence(None, None, None)
        if differs is None:
            # every command does what it did: the game goes on under this program's rules
            if await self._db(self.store.upgrade_rules, game_id, record.version, RULES_VERSION):
                live.rules_version = RULES_VERSION
                log.info("game %s replays alike under rules %s: upgraded", game_id, RULES_VERSION)
                self._remember(live)
            return live  # (moved on meanwhile: not kept, the next use compares again)
        entries = [(c.seq, c.at, c.body) for c in commands]
        if record.over:
            if final is None or final.get("version") != record.version:
                self._broken(
                    game_id,
                    f"This game was played under rules version {old}, which this server "
                    f"(version {RULES_VERSION}) replays differently, and its final state was not "
                    "kept: it cannot be shown as it was played. Its export still holds every "
                    "command; a server of version " + old + " shows it.",
                )
            played = self._fresh(record)
            try:
                played.restore(
                    final["game"], [(q, at, decode(b)) for q, at, b in entries], as_played=True
                )
            except Exception as e:  # any failure: the same sentence
                self._broken(
                    game_id,
                    f"This game was played under rules version {old} and its kept final state "
                    f"cannot be read by this server (version {RULES_VERSION}): {e}",
                )
            played.hold = RulesHold(
                record.version, old, RULES_VERSION, differs.seq, True, differs.finished_text(old)
            )
            log.warning("game %s is shown as played under rules %s", game_id, old)
            self._remember(played)
            return played
        assert differs.command is not None  # an unfinished game has no final to differ from
        held = self._fresh(record)
        try:
            for seq, at, body in entries:
                if seq < differs.command.seq:
                    held.replay_command(seq, at, body, skip=seq in skips)
                else:  # logged as stored, not carried out while the game is held
                    held.log.append((seq, at, decode(body)))
        except (CorruptLog, BadCommand) as e:
            self._broken(game_id, f"This game's log cannot be read ({e}).")
        held.paused = True
        held.hold = RulesHold(
            record.version,
            old,
            RULES_VERSION,
            differs.command.seq,
            False,
            differs.held_text(old, held),
        )
        log.warning("game %s is held: rules %s replay it differently", game_id, RULES_VERSION)
        self._remember(held)
        return held

    def _remember(self, live: LiveGame) -> None:
        """Keep a game in memory, letting the least recently used ones go beyond
        ``max_games`` (unless someone is watching them): the store has them all."""
        self._games[live.id] = live
        self._games.move_to_end(live.id)
        if len(self._games) <= self.max_games:
            return
        for game_id in list(self._games):
            if len(self._games) <= self.max_games:
                break
            lock = self._locks.get(game_id)
            if game_id == live.id or self._subs.get(game_id) or (lock and lock.locked()):
                continue
            del self._games[game_id]
            self._locks.pop(game_id, None)

    async def read(self, game_id: str, fn: Callable[[LiveGame], T], *, check: bool = True) -> T:
        """``fn`` of the game at its stored version, never in the middle of a command
        (``check`` false: as this process last left it, for the pushes its own commands
        set off; the sync loop brings in other processes' commands)."""
        async with self._lock(game_id):
            live = None if check or game_id in self.broken else self._games.get(game_id)
            if live is None:
                live = await self._live(game_id, check=check)
            else:  # a push of this process's own command: the cached game, as _live gives it
                self._games.move_to_end(game_id)
            return fn(live)

    # ------------------------------------------------------------------ commands

    async def command(
        self,
        game_id: str,
        cmd: Command,
        *,
        expected: int | None = None,
        prepare: Callable[[LiveGame, Command], Command] | None = None,
        new_token: tuple[str, str, str | None] | None = None,
    ) -> tuple[Applied, int]:
        """Apply and commit one command; returns what it did and the game's version after it
        (and after the bots' turns and automatic advances it set off). Raises :class:`Refused`
        when the game refuses it, :class:`Stale` when ``expected`` is not the version."""
        async with self._lock(game_id):
            # first on the cached game, without asking the store for its version: the append
            # says whether another process wrote first, and then the game is reloaded and the
            # command tried once more; a refusal is only given once the store confirms the
            # game it was judged on is the latest
            for attempt in (1, 2):
                live = await self._live(game_id, check=attempt == 2)
                if live.hold is not None:
                    raise Refused(held_refusal(live.hold))
                if expected is not None and expected != live.version:
                    if attempt == 1 and not await self._current(live):
                        continue
                    raise Stale.said(
                        "service.stale_version", version=str(live.version), expected=str(expected)
                    )
                try:
                    todo = prepare(live, cmd) if prepare is not None else cmd
                except BadCommand as e:  # what the game made of the request is not a command
                    raise Refused(Applied(False, e.message, e.reason)) from None
                try:
                    applied = await self._commit(live, todo, new_token=new_token)
                except _Lost:
                    if attempt == 2:
                        raise Stale.said("service.lost_race") from None
                    continue
                if not applied.ok:
                    if attempt == 1 and not await self._current(live):
                        continue
                    raise Refused(applied)
                # the version an answer carries (docs/api.md): the number of committed log
                # entries once every effect of the command is committed (the bots' turns and
                # the automatic advance it set off, as far as this process committed them;
                # never a step another process's write cut off, S5)
                return applied, await self._follow_up(live, live.version)
            raise AssertionError("unreachable")

    async def continue_rules(self, game_id: str) -> tuple[Applied, int]:
        """The host goes on under this program's rules with a game held because they replay it
        differently: the whole log is replayed under them, each command
        they refuse voided, and a ContinueRules is committed that says so and records the new
        rules version for the game. Every command stays in the log; players' screens start
        over from the first event and are told why."""
        async with self._lock(game_id):
            live = await self._live(game_id)
            hold = live.hold
            if hold is None:
                raise Refused(
                    Applied(
                        False,
                        f"This game is played under rules version {live.rules_version}, this "
                        "server's: there is nothing to continue.",
                        "not_held",
                    )
                )
            if hold.finished:
                raise Refused(held_refusal(hold))
            record = await self._db(self.store.game, game_id)
            commands = await self._db(self.store.commands, game_id)
            if record is None:
                raise NotFound.said("service.no_game")
            if record.version != hold.stored:
                self._games.pop(game_id, None)
                raise Stale.said("service.moved_on")
            skips = _voided_by_continues(commands)
            fresh = self._fresh(record)
            refused_now: list[int] = []
            for c in commands:
                try:
                    fresh.replay_command(c.seq, c.at, c.body, skip=c.seq in skips)
                except CorruptLog:  # refused (nothing changed): it stands voided from now on
                    refused_now.append(c.seq)
                    fresh.replay_command(c.seq, c.at, c.body, skip=True)
            cmd = ContinueRules(hold.old, RULES_VERSION, hold.seq, tuple(refused_now))
            self._remember(fresh)
            try:
                applied = await self._commit(fresh, cmd, rules_version=RULES_VERSION)
            except _Lost:
                raise Stale.said("service.lost_race") from None
            log.warning("game %s continued under rules %s by its host", game_id, RULES_VERSION)
            return applied, await self._follow_up(fresh, fresh.version)

    async def _current(self, live: LiveGame) -> bool:
        """Whether the cached game is at the stored version (else it is dropped)."""
        if await self._db(self.store.version, live.id) == live.version:
            return True
        self._games.pop(live.id, None)
        return False

    async def _commit(
        self,
        live: LiveGame,
        cmd: Command,
        *,
        new_token: tuple[str, str, str | None] | None = None,
        rules_version: str | None = None,
    ) -> Applied:
        seq, at = live.version + 1, self.clock()
        applied = live.apply(seq, at, cmd)
        if not applied.ok:
            return applied
        revoke = cmd.seat if isinstance(cmd, Substitute | Kick) else None
        # what it did, to compare with under other rules; the game as it stands once over
        effect = live.effect()
        final = live.final() if live.over else None
        try:
            await self._append(
                Append(
                    live.id,
                    seq - 1,
                    encode(cmd),
                    at,
                    self._next_due(live),
                    live.over,
                    revoke,
                    new_token,
                    effect,
                    final,
                    rules_version,
                )
            )
        except Conflict:
            self._games.pop(live.id, None)  # another process wrote first: reload next time
            raise _Lost from None
        except BaseException:
            self._games.pop(live.id, None)  # not known to be stored: rebuild from the store
            raise
        if applied.phase_started or seq % SNAPSHOT_EVERY == 0:
            # a cache, written beside the answer rather than before it
            self._background(self._snapshot(live.id, live.version, live.snapshot()))
        self._notify(live)
        return applied

    async def _append(self, item: Append) -> int:
        """Commit one command to the log; returns once it is committed. Appends that arrive
        while a commit is under way wait for it and are then committed together, in one
        transaction (a group commit: one fsync for all of them instead of one each); each
        sender is still answered only after its own command is committed."""
        loop = asyncio.get_running_loop()
        if self._appending is not None and self._appending is not loop:
            self._appending = None  # a batch of a loop that has stopped: never finished
        fut: asyncio.Future[int] = loop.create_future()
        self._appends.append((item, fut))
        if self._appending is None:
            self._write_appends(loop)
        return await fut

    def _write_appends(self, loop: asyncio.AbstractEventLoop) -> None:
        batch, self._appends = self._appends, []
        try:
            done = loop.run_in_executor(None, self._append_batch, [item for item, _ in batch])
        except RuntimeError as e:  # the loop is shutting down: nothing more is written
            for _item, fut in batch:
                if not fut.done():
                    fut.set_exception(e)
            return
        self._appending = loop
        done.add_done_callback(lambda f: self._appended(loop, batch, f))

    def _append_batch(self, items: list[Append]) -> list[int | Exception]:
        """In a worker thread: the batch in one transaction; if that fails, each command alone,
        so that one command's failure is only its own."""
        if len(items) > 1:
            try:
                return list(self.store.append_many(items))
            except Exception:
                log.warning("a group commit of %d commands failed; each alone", len(items))
        out: list[int | Exception] = []
        for it in items:
            try:
                out.append(
                    self.store.append(
                        it.game_id,
                        it.expected,
                        it.body,
                        at=it.at,
                        deadline=it.deadline,
                        over=it.over,
                        revoke_seat=it.revoke_seat,
                        new_token=it.new_token,
                        effect=it.effect,
                        final=it.final,
                        rules_version=it.rules_version,
                    )
                )
            except Exception as e:
                out.append(e)
        return out

    def _appended(
        self,
        loop: asyncio.AbstractEventLoop,
        batch: list[tuple[Append, asyncio.Future[int]]],
        done: asyncio.Future[list[int | Exception]],
    ) -> None:
        """Back on the loop: each sender learns how its append went; the next batch starts."""
        if self._appending is loop:
            self._appending = None
        failed: BaseException | None = None
        got: list[int | Exception] = []
        if done.cancelled():
            failed = asyncio.CancelledError()
        elif done.exception() is not None:
            failed = done.exception()
        else:
            got = done.result()
        for i, (_item, fut) in enumerate(batch):
            if fut.done():  # its sender went away (the command may still be committed)
                continue
            answer: int | BaseException = failed if failed is not None else got[i]
            if isinstance(answer, BaseException):
                fut.set_exception(answer)
            else:
                fut.set_result(answer)
        if self._appends and self._appending is None:
            self._write_appends(loop)

    async def _snapshot(self, game_id: str, version: int, data: str) -> None:
        try:
            await self._db(self.store.save_snapshot, game_id, version, RULES_VERSION, data)
        except Exception:  # only a cache
            log.warning("could not keep a snapshot of game %s", game_id, exc_info=True)

    def _background(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    def _next_due(self, live: LiveGame) -> float | None:
        """When the timer loop must next look at the game: the phase deadline (when the
        game's automation acts on it) or the moment bots are due to take their turns, or at
        once when an automatic game is due to advance (done right after the command; if the
        server dies first, the timer loop does it after the restart)."""
        due = [d for d in (live.due_deadline(),) if d is not None]
        if live.bot_turns():
            due.append(live.phase_started_at + live.settings.bot_seconds)
        if live.should_auto_advance():
            due.append(live.phase_started_at)
        return min(due) if due else None

    async def _follow_up(self, live: LiveGame, committed: int) -> int:
        """Bots' turns that are due, then the automatic advance, until nothing is left (if
        another process wrote meanwhile, the rest is left to the timer loop). Returns the
        game's version after the last step committed here (``committed`` if none was)."""
        steps = [committed]
        try:
            await self._follow_up_steps(live, steps)
        except _Lost:
            pass
        except Exception:
            # the command itself is committed: its sender is told so (never a 500 that would
            # make them send it again); the step that failed is the timer loop's to retry
            log.exception("game %s: a follow-up step failed; the timer loop retries it", live.id)
        return steps[-1]

    async def _follow_up_steps(self, live: LiveGame, steps: list[int]) -> None:
        for _ in range(10_000):
            if self._games.get(live.id) is not live:
                return
            now = self.clock()
            turns = live.bot_turns()
            cmd: Command
            if turns and now >= live.phase_started_at + live.settings.bot_seconds:
                cmd = live.bot_command(turns[0])
            elif live.should_auto_advance():
                cmd = Advance("auto", live.game.phase_index)
            else:
                return
            applied = await self._commit(live, cmd)
            if not applied.ok:  # cannot happen by the checks above; never spin on it
                log.error(
                    "game %s: the service's own %s was refused: %s",
                    live.id,
                    op_of(cmd),
                    applied.message,
                )
                return
            steps.append(live.version)

    # ------------------------------------------------------------------ the loops

    async def tick(self) -> None:
        """End phases whose deadline passed and give late bots their turns."""
        now = self.clock()
        for game_id in await self._db(self.store.due, now):
            if game_id in self.broken:
                continue
            try:
                async with self._lock(game_id):
                    live = await self._live(game_id)
                    due = live.due_deadline()
                    if due is not None and now >= due:
                        await self._commit(live, Advance("timer", live.game.phase_index))
                    await self._follow_up(live, live.version)
                    if self._games.get(game_id) is live and self._next_due(live) is None:
                        await self._db(self.store.set_deadline, game_id, None)
            except ServiceError as e:
                log.warning("timer for game %s: %s", game_id, e.message)
            except _Lost:
                continue  # another process got there first; the next tick looks again

    async def sync(self) -> None:
        """Pick up commands written by other processes for games watched here."""
        watched = [g for g, subs in self._subs.items() if subs]
        if not watched:
            return
        stored = await self._db(self.store.versions, watched)
        for game_id, version in stored.items():
            live = self._games.get(game_id)
            # only a game the store has more of than this process knows: one this process
            # committed to since the versions were read is not another's (pushing it again
            # was the ~7 % of pushes with nothing new)
            if live is not None and live.version >= version:
                continue
            try:
                async with self._lock(game_id):
                    cached = self._games.get(game_id)
                    had = None if cached is None else cached.version
                    now = await self._live(game_id)
                    if now is not cached or now.version != had:
                        self._notify(now)
            except ServiceError:
                continue

    # ------------------------------------------------------------------ live updates

    def subscribe(self, viewer: Viewer) -> Subscription:
        sub = Subscription(viewer)
        self._subs.setdefault(viewer.game_id, set()).add(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        subs = self._subs.get(sub.viewer.game_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[sub.viewer.game_id]

    def _notify(self, live: LiveGame) -> None:
        """Tell the game's viewers what changed, under the game's lock, with the game as
        committed (never in the middle of a command: ``_commit`` calls this after the append)."""
        for sub in tuple(self._subs.get(live.id, ())):
            if sub.changed is None:
                continue
            try:
                sub.changed(live)
            except Exception:  # one viewer's fault is only its own; the command stands
                log.exception("a push of game %s failed", live.id[:40])

    def watching(self, game_id: str) -> int:
        return len(self._subs.get(game_id, ()))


@dataclass(frozen=True)
class _Divergence:
    """Where a replay under this program's rules first differs from what was recorded:
    ``command`` did ``now`` (None: refused, ``refusal`` says why) instead of its recorded
    effect; no command: a finished game's end differs from its kept final state."""

    command: StoredCommand | None
    now: str | None
    refusal: str | None

    @property
    def seq(self) -> int | None:
        return None if self.command is None else self.command.seq

    def what(self) -> str:
        c = self.command
        if c is None:
            return "the game's end differs from how it ended"
        try:
            cmd = decode(c.body)
        except BadCommand:
            return f"command #{c.seq}"
        return f"command #{c.seq} ({command_text(cmd) if is_game(cmd) else op_of(cmd)})"

    def finished_text(self, old: str) -> str:
        where = "" if self.command is None else f" from {self.what()} on"
        return (
            f"This game was played under rules version {old}. This server plays version "
            f"{RULES_VERSION}, which would replay it differently{where}. The game is over, so "
            "it is shown exactly as it was played, and it can no longer be changed."
        )

    def held_text(self, old: str, held: LiveGame) -> str:
        assert self.command is not None
        out = [
            f"This game was played under rules version {old}. This server plays version "
            f"{RULES_VERSION}, which replays it differently: the first command that differs "
            f"is {self.what()}, in {held.game.phase}."
        ]
        was, now = _differing(self.command.effect, self.now)
        if was:
            out.append("As it was played, it brought: " + "; ".join(was) + ".")
        else:
            out.append("As it was played, it brought no event.")
        if self.refusal is not None:
            out.append(f"Under the new rules it is refused: {_refusal_words(self.refusal)}")
        elif now:
            out.append("Under the new rules it brings: " + "; ".join(now) + ".")
        else:
            out.append("Under the new rules it brings no event.")
        out.append(
            "The game is paused and shows what was played before that command. You may "
            "continue it under the new rules: every command stays in the log, the game becomes "
            "what the new rules make of them (any they refuse stands voided), its phase clock "
            "starts again, and every player's screen starts over with a line saying why."
        )
        return " ".join(out)


def _refusal_words(refusal: str) -> str:
    # CorruptLog's "command 12 (submit) was refused on replay: <the engine's sentence>"
    text = refusal.split(": ", 1)[1] if ": " in refusal else refusal
    return text if text.endswith((".", "!", "?")) else text + "."


def _differing(was: str | None, now: str | None, most: int = 8) -> tuple[list[str], list[str]]:
    """The events of two effects in words, from the first that differs (at most ``most``)."""
    a, b = effect_sentences(was), effect_sentences(now)
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1

    def cut(xs: list[str]) -> list[str]:
        xs = xs[i:]
        return xs[:most] + ([f"and {len(xs) - most} more"] if len(xs) > most else [])

    return cut(a), cut(b)


def held_refusal(hold: RulesHold) -> Applied:
    """What a command to a held game is told."""
    if hold.finished:
        text = (
            f"This game was played under rules version {hold.old} and is kept exactly as it was "
            f"played (this server plays version {hold.new}): it can no longer be changed."
        )
    else:
        text = (
            f"The game is paused: this server's rules (version {hold.new}) replay it "
            f"differently from how it was played (version {hold.old}). The host can read what "
            "changed and continue it under the new rules."
        )
    return Applied(False, text, "rules_changed")


def _voided_by_continues(commands: list[StoredCommand]) -> set[int]:
    """The commands a ContinueRules voided (refused by the rules the game went on under)."""
    out: set[int] = set()
    for c in commands:
        if c.body.get("op") == "rules":
            out.update(v for v in c.body.get("voids", ()) if isinstance(v, int))
    return out


def _final_of(record: GameRecord) -> JSON | None:
    if record.final is None:
        return None
    try:
        final = json.loads(record.final)
    except ValueError:
        return None
    return final if isinstance(final, dict) and isinstance(final.get("game"), str) else None


def _records(events: Sequence[Event]) -> str:
    """Events as :func:`event_record` compares them, as JSON text (as ``LiveGame.effect``)."""
    return json.dumps(
        [event_record(e) for e in events], separators=(",", ":"), sort_keys=True, default=str
    )


__all__ = [
    "HOST",
    "PLAYER",
    "SPECTATOR",
    "Created",
    "Forbidden",
    "GameService",
    "NotFound",
    "Refused",
    "ServiceError",
    "SetupError",
    "Stale",
    "Subscription",
    "Unavailable",
    "Viewer",
]
