"""Undo, decided in one place: what the host's "undo" takes back, what its buttons say they
would take back, when it asks first, how the game is put back, and whom it is told to.

The host has two undo buttons (``POST …/host/undo``, docs/api.md; a chat adapter's ``/host
undo-last`` and ``undo-phase`` send the same request). Every step below is a function of the
:class:`~werewolves.server.live.LiveGame` as it stands: the service runs :func:`decide` under
the game's lock (the ``prepare`` of ``GameService.command``, :func:`decider`), and the game
carries out the :class:`~werewolves.server.commands.Undo` it gives with :func:`carry_out`, live
and in replay alike:

1. **What it takes** (:func:`targets`): ``last``, the latest standing game command, with the
   bots' answers to it (rulings RM560 / RM590); ``phase``, every game command since the running
   phase began (none: the advance that began it).
2. **What the buttons say** (:func:`preview`, the host view's ``undoable``): each button's
   commands, named so that the request can say which command or phase it means.
3. **Deciding a request** (:func:`decide`): a named command already undone is
   :class:`AlreadyDone` (a repeated click, answered as a success that changed nothing); a
   named command that is no longer the latest, or a named phase that has ended, is
   :class:`MovedOn` (409: what came in since, for the host to decide again); a finished game
   is reopened only when the request says so (ruling RM551, 422 ``reopens_game``); else the
   :class:`~werewolves.server.commands.Undo` of :func:`targets`.
4. **Carrying it out** (:func:`carry_out`): only a tail of the standing commands; they are
   voided and the game replayed without them, and the stream's new epoch is marked with how
   many events it kept and whose own commands it took back.
5. **Whom it is told to** (:func:`touches`, :func:`was_yours`): a client that had been sent an
   event an undo removed starts over and is told the host's reason; only a player whose own
   command was taken back is asked to look again at what they chose.

:class:`AlreadyDone` and :class:`MovedOn` are also how "end the phase" answers when it names a
phase (``routes/host.py``): the same click sent twice, or a race lost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game, phase_name
from .commands import (
    Advance,
    BotTurn,
    Command,
    Conspire,
    Invite,
    Ready,
    Say,
    Submit,
    Undo,
    commands_json,
)
from .live import JSON, Applied, LiveGame, refused
from .service import Refused, ServiceError

Standing = list[tuple[int, Command]]  # (seq, command): the game commands not voided, in order


class MovedOn(ServiceError):
    """A host command named what it acts on (a phase, a command), and the game has moved past
    it since the host looked: ``since`` lists what came in, for the host to decide again."""

    status = 409
    code = "moved_on"

    def __init__(self, message: str, since: list[JSON], latest: int | None = None) -> None:
        super().__init__(message)
        self.since = since
        self.latest = latest


class AlreadyDone(Exception):
    """A host command that named what it acts on, sent again once that was done: nothing to
    do (a repeated click), answered as a success that changed nothing."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Asked:
    """An undo as the host asked for it (``UndoIn``, docs/api.md): its scope and reason, whom
    the host's tools acted for, and what the host saw when they chose: the command (``last``)
    or the phase (``phase``) it undoes, and whether they agreed to reopen a finished game."""

    scope: str
    reason: str
    who: str | None = None
    command: int | None = None
    phase: int | None = None
    reopen: bool = False

    def undo(self, voids: tuple[int, ...] = ()) -> Undo:
        """The command (its shape checked: a bad reason or name is refused with its sentence)."""
        return Undo(self.reason, self.scope, voids, self.who)


# ---------------------------------------------------------------------- 1. what it takes


def targets(live: LiveGame, scope: str) -> list[int]:
    """The commands an undo of ``scope`` voids now: ``last`` the latest game command,
    ``phase`` every game command since the current phase began (or, when there is none, the
    advance that began it, going back to the end of the phase before)."""
    return _targets(live.standing(), scope)


def _targets(standing: Standing, scope: str) -> list[int]:
    if not standing:
        return []
    if scope == "last":
        # rulings RM560 / RM590: a person's move or line the bots of their team answered
        # (their turns logged after it) is undone with those answers, as one: an answer undone
        # alone would be taken again at once, the same (its seat owes the turn, its draws
        # follow the phase), and the move the host meant to undo would stand
        last = [standing[-1][0]]
        for i in range(len(standing) - 1, -1, -1):
            _seq, c = standing[i]
            if isinstance(c, BotTurn):
                continue
            if isinstance(c, Submit | Say | Conspire | Invite) and i < len(standing) - 1:
                last = [q for q, _c in standing[i:]]
            break
        return last
    out: list[int] = []
    for seq, c in reversed(standing):
        if isinstance(c, Advance):
            if not out:
                out.append(seq)  # nothing done yet in this phase: undo its start
            break
        out.append(seq)
    return sorted(out)


# ---------------------------------------------------------------------- 2. the preview


def preview(live: LiveGame) -> JSON:
    """What the host's two undo buttons would undo now (the host view's ``undoable``), named
    so that the request can say which command or phase it means (a repeat then changes
    nothing, a race is shown): ``last`` the command that leads what it takes (the person's
    move, not the bots' answers to it), ``phase`` the running phase and its commands."""
    standing = live.standing()
    by_seq = dict(standing)
    last = _targets(standing, "last")
    phase = _targets(standing, "phase")
    return {
        "last": commands_json([(last[0], by_seq[last[0]])])[0] if last else None,
        "phase": {
            "phase": live.game.phase_index,
            "commands": commands_json([(q, by_seq[q]) for q in phase]),
        },
    }


# ---------------------------------------------------------------------- 3. deciding a request


def decide(live: LiveGame, asked: Asked) -> Undo:
    """The undo to carry out for ``asked`` on the game as it stands (under the game's lock).
    Raises :class:`AlreadyDone`, :class:`MovedOn` or :class:`Refused` (nothing changes)."""
    standing = live.standing()
    voids = _targets(standing, asked.scope)
    if asked.scope == "last" and asked.command is not None:
        _check_named_command(live, standing, voids, asked.command)
    if asked.scope == "phase" and asked.phase not in (None, live.game.phase_index):
        assert asked.phase is not None
        after = [e for e in standing if isinstance(e[1], Advance)]
        raise MovedOn(
            f"{phase_name(asked.phase)} has ended since you looked: "
            f"{live.game.phase} is running, and undoing its commands now would "
            "undo those of this phase instead.",
            commands_json(after[-1:]),
            None,
        )
    if live.over and voids and not asked.reopen:
        # ruling RM551: a finished game is reopened only when the host says so (the review
        # would be taken from the spectators until it ends again)
        by_seq = dict(standing)
        undone = commands_json([(q, by_seq[q]) for q in voids])
        what = "; ".join(f"#{c['seq']} ({c['text']})" for c in undone)
        raise Refused(
            refused("service.reopens_game", "reopens_game", what=what)
        )
    return asked.undo(tuple(voids))


def _check_named_command(live: LiveGame, standing: Standing, voids: list[int], named: int) -> None:
    """The command the host chose to undo: undone already, a success that
    changes nothing; not a standing game command, refused; no longer leading what ``last``
    takes (more came in since), the host is told what and decides again."""
    if named in live.voided:
        raise AlreadyDone(f"Command {named} is already undone: nothing was changed.")
    if not any(q == named for q, _c in standing):
        raise Refused(refused("service.no_command_to_undo", seq=str(named)))
    # the command named leads what "last" undoes (with the bots' answers to it)
    if voids[:1] != [named]:
        since = commands_json([(q, c) for q, c in standing if q > named])
        if not since:  # ruling RM560: a bot's answer, undone only with the move it answered
            lead = commands_json([(voids[0], dict(standing)[voids[0]])])[0]
            raise MovedOn(
                f"Command {named} is a bot's answer to command {voids[0]} ({lead['text']}): "
                "undoing the last action undoes that move and the answers to it together.",
                since,
                voids[0],
            )
        raise MovedOn(
            f"Since you chose to undo command {named}, {len(since)} more came in "
            f"(the latest: {since[-1]['text']}): only the latest can be undone.",
            since,
            voids[0] if voids else None,
        )


def decider(asked: Asked) -> Callable[[LiveGame, Command], Command]:
    """:func:`decide` as ``GameService.command``'s ``prepare`` (run under the game's lock)."""
    return lambda live, _cmd: decide(live, asked)


# ---------------------------------------------------------------------- 4. carrying it out


def carry_out(live: LiveGame, at: float, cmd: Undo) -> Applied:
    """Void ``cmd.voids`` (a tail of the standing game commands) and replay the game without
    them, at time ``at``; refused, nothing changed, when they are not such a tail."""
    standing = live.standing()
    seqs = [seq for seq, _c in standing]
    voids = cmd.voids
    if not voids or any(v not in seqs for v in voids):
        return refused("service.nothing_to_undo", "nothing_to_undo")
    # only a tail of the standing commands can be undone: the game before it is kept
    if sorted(voids) != seqs[len(seqs) - len(voids) :]:
        return refused("service.not_latest", "not_latest")
    before = live.game.phase_index
    old_game = live.game
    # whose own commands this undoes (a move, a line, a bot's turn): only their screens
    # are asked to look again at what they chose
    by_seq = dict(standing)
    seats = sorted({p for v in voids if (p := _seat_of(by_seq[v])) is not None})
    live.voided.update(voids)
    live.rebuild()
    _mark(live, old_game, cmd.reason, seats)
    live.epoch += 1
    if live.game.phase_index != before and not live.paused:
        # back in an earlier phase: its clock starts again (what was done in it stands)
        live.phase_started_at = at
        live._start_clock(at)
    return Applied(True, f"undone; {live.game.phase} is running", phase_started=True, reset=True)


def _seat_of(cmd: Command) -> str | None:
    """The seat whose own command this is (a move, a line, being done, a bot's turn)."""
    match cmd:
        case Submit(player=p, by="player") | Say(player=p) | Ready(player=p):
            return p
        case Conspire(player=p) | Invite(player=p):
            return p
        case BotTurn(seat=p):
            return p
    return None


def _mark(live: LiveGame, old_game: Game, reason: str, seats: list[str]) -> None:
    """How many events this undo kept (the rebuilt game is the old one up to
    the first event that differs; every event from there on is removed), its reason and whose
    commands it took back, as the mark of the epoch it ends (``live.undo_marks[k]`` took the
    stream from epoch k to k + 1)."""
    kept = 0
    for a, b in zip(old_game.events, live.game.events, strict=False):
        if a != b:
            break
        kept += 1
    del live.undo_marks[live.epoch :]
    live.undo_marks += [None] * (live.epoch - len(live.undo_marks))
    live.undo_marks.append({"kept": kept, "reason": reason, "seats": seats})


# ---------------------------------------------------------------------- 5. whom it is told to


def touches(live: LiveGame, epoch: int, after: int) -> tuple[bool, list[str]]:
    """Whether a client at ``epoch`` whose cursor is ``after`` must start over (an undo since
    removed an event it had been sent, or what an undo removed is not known), and the reasons
    of the undos that touched it."""
    if epoch > live.epoch:
        return True, []
    must, reasons = False, []
    for k in range(epoch, live.epoch):
        mark = live.undo_marks[k] if k < len(live.undo_marks) else None
        if mark is None:
            must = True
        elif after >= mark["kept"]:
            must = True
            reasons.append(str(mark["reason"]))
    return must, reasons


def was_yours(live: LiveGame, epoch: int, seat: str) -> bool:
    """Whether an undo since ``epoch`` took back one of ``seat``'s own commands (only then is
    the player asked to look again at what they chose)."""
    for k in range(max(epoch, 0), live.epoch):
        mark = live.undo_marks[k] if k < len(live.undo_marks) else None
        if mark is not None and seat in mark.get("seats", ()):
            return True
    return False


__all__ = [
    "AlreadyDone",
    "Asked",
    "MovedOn",
    "carry_out",
    "decide",
    "decider",
    "preview",
    "targets",
    "touches",
    "was_yours",
]
