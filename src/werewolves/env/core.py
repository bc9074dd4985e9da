"""What the PettingZoo environments share: the action table, the mask, the encoding, and the
driver that carries a seat's step into the game through the facade.

The action space is one flat ``Discrete`` (``docs/agents.md``, "The PettingZoo environment").
Row 0 is DONE; then, for each verb of the rules in sorted order, a block of ``3 + seats`` rows:

- ``SUBMIT`` — carry out the verb with the targets and picks chosen so far;
- ``NOBODY`` — withdraw (``verb nobody``);
- ``PICKS`` — the targets are chosen: now choose the words the verb names after them;
- ``SEAT i`` — add seat ``i`` as the next target of the verb;

and last one shared block of ``options`` rows: ``OPTION j`` adds the ``j``-th of the chosen
action's options (a role, a category …) as its next pick.

A multi-target ability (the book's largest names eight players) is chosen one target a step, so
the table grows with the seats, never with their combinations. A step that adds a target or a
pick changes nothing in the game, except the last one an action can take: the target that
fills its most (an action naming nothing after its players), or its last pick, carries the
action out at once, so a one-target action (a vote) is one step. SUBMIT carries out an action
that names fewer than its most, or nobody at all; NOBODY withdraws; DONE ends the seat's phase.
Everything here reads the game through :class:`~werewolves.game.Game`: its legal actions, its
views, its outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np

from ..game import Accepted, Game, LegalAction, Setup, extra_roles, role_book

__all__ = [
    "DONE",
    "MAX_PHASES",
    "NOBODY",
    "PICKS",
    "SEAT_STEPS",
    "SUBMIT",
    "ActionTable",
    "Driver",
    "Row",
    "Selection",
    "whole_book_setup",
]

DONE = 0
SUBMIT, NOBODY, PICKS = 0, 1, 2  # the first rows of a verb's block; then one row per seat
SEAT_STEPS = 16  # steps a seat may take in one phase before it counts as done (its budget)
MAX_PHASES = 200  # phases after which a game still running is truncated


@cache
def role_names() -> tuple[str, ...]:
    """Every role of the book and every extra role, sorted: the encoding's roles."""
    return tuple(sorted({c.name for c in (*role_book(), *extra_roles())}))


@cache
def option_room() -> int:
    """How many picks one action may offer: every role of the book and every extra role, with
    room to spare for categories and answers."""
    return len(role_book()) + len(extra_roles()) + 32


@dataclass(frozen=True)
class Row:
    """One row of the table, decoded: DONE, or a verb with what the row does with it."""

    kind: str  # "done", "submit", "nobody", "picks", "seat", "option"
    verb: str = ""
    index: int = 0  # the seat or the option the row adds


class ActionTable:
    """The flat action table of a game with ``seats`` seats and the rules' ``verbs``."""

    def __init__(self, verbs: Sequence[str], seats: int, options: int | None = None) -> None:
        self.verbs = tuple(sorted(verbs))
        self.seats = seats
        self.options = option_room() if options is None else options
        self.block = 3 + seats
        self.option_base = 1 + len(self.verbs) * self.block
        self.size = self.option_base + self.options
        self._verb_index = {v: i for i, v in enumerate(self.verbs)}
        self._decoded: dict[int, Row] = {}

    def base(self, verb: str) -> int:
        return 1 + self._verb_index[verb] * self.block

    def submit(self, verb: str) -> int:
        return self.base(verb) + SUBMIT

    def nobody(self, verb: str) -> int:
        return self.base(verb) + NOBODY

    def picks(self, verb: str) -> int:
        return self.base(verb) + PICKS

    def seat(self, verb: str, seat: int) -> int:
        return self.base(verb) + 3 + seat

    def option(self, j: int) -> int:
        return self.option_base + j

    def decode(self, action: int) -> Row:
        """The row ``action`` (kept once read: the same value each time)."""
        row = self._decoded.get(action)
        if row is None:
            row = self._decoded[action] = self._decode(action)
        return row

    def _decode(self, action: int) -> Row:
        if action == DONE:
            return Row("done")
        if action >= self.option_base:
            return Row("option", "", action - self.option_base)
        verb_i, offset = divmod(action - 1, self.block)
        verb = self.verbs[verb_i]
        if offset < 3:
            return Row(("submit", "nobody", "picks")[offset], verb)
        return Row("seat", verb, offset - 3)

    def describe(self, action: int, players: Sequence[str]) -> str:
        """A row in words (the documented table)."""
        row = self.decode(action)
        if row.kind == "done":
            return "done"
        if row.kind == "seat":
            return f"{row.verb} +{players[row.index]}"
        if row.kind == "option":
            return f"+option {row.index}"
        return f"{row.verb} {row.kind}"


@dataclass
class Selection:
    """The targets and picks a seat has chosen so far for one verb."""

    verb: str = ""
    targets: list[str] = field(default_factory=list)
    picks: list[str] = field(default_factory=list)
    picking: bool = False  # the targets are chosen; the picks are being chosen


# nothing chosen: shared, never changed (a choice starts a Selection of its own)
NOTHING = Selection()


class _Shared:
    """A seat's mask (read-only) and the rows of it that carry an action out at once, with the
    action's words (never changed): shared by the seats that have chosen nothing and are
    offered equal actions; a seat that has chosen something has a mask of its own and none."""

    __slots__ = ("array", "at_once")

    def __init__(self, mask: np.ndarray, quick: dict[int, tuple[str, ...]]) -> None:
        self.array = mask
        self.at_once = quick


NO_QUICK: dict[int, tuple[str, ...]] = {}  # (never changed)



def whole_book_setup(players: int, seed: int) -> Setup:
    """A setup of ``players`` seats dealt at random from the whole role book (every dealable
    role alike, copies allowed), the first the setup check accepts from ``seed`` on."""
    import random

    from ..game import MIN_PLAYERS, SetupError, default_rules, validate

    names = [f"P{i + 1}" for i in range(max(players, MIN_PLAYERS))]
    dealable = sorted(c.name for c in role_book() if not c.office)
    rules = default_rules()
    for attempt in range(1000):
        rng = random.Random(f"env-whole-book:{seed}:{attempt}")
        setup = Setup(list(zip(names, rng.choices(dealable, k=len(names)), strict=True)))
        try:
            validate(setup, rules)
        except SetupError:
            continue
        return setup
    raise SetupError(f"no whole-book setup of {players} seats was accepted from seed {seed}")


class Driver:
    """One game as the environments see it: whose turn, what each seat may do (the mask), its
    encoding, and its steps carried into the game."""

    def __init__(self, game: Game, *, seat_steps: int = SEAT_STEPS,
                 max_phases: int = MAX_PHASES) -> None:
        self.game = game
        self.players = tuple(game.players)
        self.seat_of = {n: i for i, n in enumerate(self.players)}
        # by seat (None: before the first), every seat in turn order after it
        count = len(self.players)
        self._after: dict[str | None, tuple[str, ...]] = {
            who: tuple(self.players[(i + 1 + k) % count] for k in range(count))
            for i, who in enumerate(self.players)
        }
        self._after[None] = self.players
        self.table = ActionTable(sorted(game.verbs()), len(self.players))
        self.seat_steps = seat_steps
        self.max_phases = max_phases
        self.selection = {n: NOTHING for n in self.players}
        self.done: set[str] = set()
        self.used: dict[str, int] = {}
        self.phases = 0
        self.moves = 0  # the seats' moves in the game's sense: actions, withdrawals, done
        self.truncated = False
        # the game has ended or been truncated: kept, since the game changes only through this
        # driver (``_changed`` sets it after each of its changes)
        self._fin = game.over
        self._legal: dict[str, list[LegalAction]] = {}
        # each seat's mask, with the rows of it that carry an action out at once: kept until the
        # game or the seat's choice changes (``_changed``, ``_set_done``, ``_step``)
        self._masks: dict[str, _Shared] = {}
        # the rows a legal action opens to a seat that has chosen nothing (``_open_rows``), by
        # what they are made of (``_rows_key``)
        self._rows: dict[tuple[Any, ...], list[int]] = {}
        # the masks of seats that have chosen nothing: by their legal actions' ids (the actions
        # kept beside them), and by what their rows are made of (``_shared_mask``)
        self._by_actions: dict[tuple[int, ...], tuple[tuple[LegalAction, ...], _Shared]] = {}
        self._by_rows: dict[tuple[tuple[Any, ...], ...], _Shared] = {}
        # the seats with nothing to do this phase (``Game.idle`` as the phase began), and by seat
        # (None: before the first) the others in turn order after it, made as first asked and
        # kept by those idle seats (most phases of a kind leave the same ones idle)
        self._idle: frozenset[str] = frozenset()
        self._turns: dict[str | None, tuple[str, ...]] = {}
        self._turns_by_idle: dict[frozenset[str], dict[str | None, tuple[str, ...]]] = {}
        # each seat's encoding but its choice, for the phase and the players generation below
        # (emptied when either changes: ``_submit``, ``advance``), and the part every seat shares
        self._encoded: dict[str, np.ndarray] = {}
        self._generation = game.players_generation
        # each seat's record as the facade hands it out (``Game.player``): the game changes a
        # player's record in place (alive, role), so the encoding reads them as they are now
        self._records = tuple(game.player(n) for n in self.players)
        self._shared: np.ndarray | None = None
        roles = role_names()
        self._role_index = {r: i for i, r in enumerate(roles)}
        n = len(self.players)
        # the encoding: phase kind (day, night), phase number / max_phases, my seat (one-hot),
        # the living (one per seat), my role (one-hot over the book and the extra roles), the
        # targets I have chosen so far (one per seat)
        self.obs_size = 3 + 3 * n + len(roles)
        self.start_phase()

    # ------------------------------------------------------------------ reading

    @property
    def finished(self) -> bool:
        return self.game.over or self.truncated

    def legal(self, name: str) -> list[LegalAction]:
        """The seat's legal actions now (read once per change of the game)."""
        kept = self._legal.get(name)
        if kept is None:
            kept = self._legal[name] = self.game.legal_actions(name)
        return kept

    def _changed(self) -> None:
        """The game changed (an action carried out, a phase ended): forget what was read."""
        self._legal.clear()
        self._masks.clear()
        self._fin = self.game.over or self.truncated

    def may_act(self, name: str) -> bool:
        """Whether ``name`` is still to move this phase."""
        return name not in self.done and not self._fin and bool(self.legal(name))

    def mask(self, name: str) -> np.ndarray:
        """1 for each row ``name`` may take now; DONE always, unless the game has finished.
        The array is kept until the game or the seat's selection changes: read it, never
        write it."""
        kept = self._masks.get(name)
        if kept is None:
            kept = self._mask_of(name)
        return kept.array

    def _mask_of(self, name: str) -> _Shared:
        """:meth:`mask` made and kept, with the rows of it that carry an action out at once."""
        if self.selection[name] is NOTHING and name not in self.done and not self._fin:
            # speed: the mask of a seat that has chosen nothing yet is made of its legal
            # actions alone (not of the seat), so it is kept by them and shared by every seat
            # offered the very same actions (the game hands out the same action values while
            # nothing they read changes: most of a phase's reads find the mask made). The key
            # is the actions' ids, the actions kept beside it, so no id is reused while kept.
            legal = self._legal.get(name)
            if legal is None:
                legal = self._legal[name] = self.game.legal_actions(name)
            key = tuple(map(id, legal))
            by_ids = self._by_actions.get(key)
            if by_ids is None:
                shared = self._shared_mask(legal)
                if len(self._by_actions) >= 512:  # bounded: old phases' are not asked again
                    self._by_actions.clear()
                self._by_actions[key] = (tuple(legal), shared)
            else:
                shared = by_ids[1]
            self._masks[name] = shared
            return shared
        out = self._mask(name)
        out.flags.writeable = False
        kept = self._masks[name] = _Shared(out, NO_QUICK)
        return kept

    def _mask(self, name: str) -> np.ndarray:
        t = self.table
        out = np.zeros(t.size, dtype=np.int8)
        if self.finished:
            return out
        out[DONE] = 1
        if name in self.done:
            return out
        sel = self.selection[name]
        seat_of = self.seat_of
        for la in self.legal(name):
            if sel.verb != la.verb:
                out[self._open_rows(la)] = 1  # the rows of an action with nothing chosen yet
                continue
            mine = True
            targets = sel.targets if mine else []
            picking = mine and sel.picking
            n = len(targets)
            base = t.base(la.verb)
            if picking:
                picks = sel.picks
                if len(picks) < la.picks:
                    for j, opt in enumerate(la.options[: t.options]):
                        if opt not in picks:
                            out[t.option_base + j] = 1
                elif la.min_targets <= n <= la.max_targets:
                    out[base + SUBMIT] = 1
                continue
            if la.withdraw and not targets:
                out[base + NOBODY] = 1
            if n < la.max_targets:
                for who in (la.slots[n] if la.slots else la.candidates):
                    if who not in targets:
                        out[base + 3 + seat_of[who]] = 1
            if la.min_targets <= n <= la.max_targets:
                out[base + (PICKS if la.picks else SUBMIT)] = 1
        return out

    @staticmethod
    def _rows_key(la: LegalAction) -> tuple[Any, ...]:
        """What the rows ``la`` opens to a seat that has chosen nothing are made of, and which
        of them carry the action out at once: the same key, the same rows and words."""
        slot = (la.slots[0] if la.slots else la.candidates) if la.max_targets else ()
        return (la.verb, la.withdraw, la.min_targets == 0, la.picks == 0, la.max_targets == 1,
                slot)

    def _open_rows(self, la: LegalAction) -> list[int]:
        """The rows ``la`` opens to a seat that has chosen nothing for it yet (kept by
        :meth:`_rows_key`: the game makes a new value of an action each time it works one out
        afresh; read it, never change it)."""
        key = self._rows_key(la)
        rows = self._rows.get(key)
        if rows is None:
            base = self.table.base(la.verb)
            rows = [base + NOBODY] if la.withdraw else []
            if la.max_targets:
                slot = la.slots[0] if la.slots else la.candidates
                rows += [base + 3 + self.seat_of[who] for who in slot]
            if la.min_targets == 0:
                rows.append(base + (PICKS if la.picks else SUBMIT))
            if len(self._rows) >= 1024:  # bounded, as the masks are
                self._rows.clear()
            self._rows[key] = rows
        return rows

    def _shared_mask(self, legal: Sequence[LegalAction]) -> _Shared:
        """The mask of a seat offered ``legal`` that has chosen nothing (``_mask`` with the
        seat's selection empty, not done, the game running), with the rows that carry an
        action out at once: kept by what the actions' rows are made of, so seats and moves
        offered equal actions share one."""
        # every field the rows and the words read (a finer key than ``_rows_key``: the same
        # rows for the same key, made without a call per action)
        keys = tuple(
            [
                (la.verb, la.withdraw, la.min_targets, la.max_targets, la.picks, la.slots,
                 la.candidates)
                for la in legal
            ]
        )
        shared = self._by_rows.get(keys)
        if shared is not None:
            return shared
        t = self.table
        out = np.zeros(t.size, dtype=np.int8)
        out[DONE] = 1
        quick: dict[int, tuple[str, ...]] = {}
        players = self.players
        for la in legal:
            rows = self._open_rows(la)
            out[rows] = 1
            verb = la.verb
            base = t.base(verb)
            # the rows ``_step`` carries out at once from an empty choice: a withdrawal; a
            # target that is the most the action takes with no picks after it (a vote); an
            # action naming nobody and nothing
            if la.withdraw:
                quick[base + NOBODY] = (verb, "nobody")
            if la.max_targets == 1 and not la.picks:
                for row in rows:
                    if row >= base + 3:
                        quick[row] = (verb, players[row - base - 3])
            if la.min_targets == 0 and not la.picks:
                quick[base + SUBMIT] = (verb,)
        out.flags.writeable = False
        if len(self._by_rows) >= 512:
            self._by_rows.clear()
        shared = self._by_rows[keys] = _Shared(out, quick)
        return shared

    def encode(self, name: str) -> np.ndarray:
        """The seat's fixed-size encoding. Read-only, like the mask: the same array is handed
        out again while nothing it says changes (read it, never write it; copy it to change
        it)."""
        # what the encoding reads changes with the phase and the living and the seats' roles:
        # speed: kept while the phase and the game's players generation (which grows with
        # every death and role change) stay (the driver empties it when either changes), the
        # part every seat shares made once for all of them; a seat that has chosen targets is
        # handed a new array
        kept = self._encoded.get(name)
        if kept is None:
            shared = self._shared
            if shared is None:
                shared = self._shared = self._encode_shared()
            i = self.seat_of[name]
            kept = self._encoded[name] = self._encode_seat(shared, i, self._records[i].role)
            kept.flags.writeable = False
        targets = self.selection[name].targets
        if not targets:
            return kept
        out = kept.copy()
        at = self.obs_size - len(self.players)
        for who in targets:
            out[at + self.seat_of[who]] = 1.0
        out.flags.writeable = False
        return out

    def _encode_shared(self) -> np.ndarray:
        """What the encoding says of the game for every seat: the phase and the living."""
        n = len(self.players)
        out = np.zeros(self.obs_size, dtype=np.float32)
        out[0 if self.game.phase.startswith("Day") else 1] = 1.0
        out[2] = min(self.game.phase_index / self.max_phases, 1.0)
        for i, p in enumerate(self._records):
            if p.alive:
                out[3 + n + i] = 1.0
        return out

    def _encode_seat(self, shared: np.ndarray, i: int, role: str) -> np.ndarray:
        """``shared`` with the seat ``i`` and its role (not the seat's selection)."""
        out = shared.copy()
        out[3 + i] = 1.0
        ri = self._role_index.get(role)
        if ri is not None:
            out[3 + 2 * len(self.players) + ri] = 1.0
        return out

    def turn(self, name: str, lang: str = "en") -> dict[str, Any]:
        """The seat's view as the agent protocol's ``turn`` carries it (every event so far), its
        texts in ``lang``."""
        from ..agents.protocol import turn_message

        return turn_message(self.game.view(name), -1, self.legal(name), lang=lang)

    def text(self, name: str, lang: str = "en") -> str:
        """The seat's turn in words (what a language model is given), in ``lang``."""
        from ..agents.text import render_turn

        return render_turn(self.turn(name, lang))

    def reward(self, name: str) -> float:
        """By the outcome: +1 for a winner (a team's win, an ascension, a tie's sides as the game
        names its winners), 0 for a draw (RM440) or an unfinished game, -1 for a loser."""
        out = self.game.outcome
        if out is None:
            return 0.0
        if name in out.winners:
            return 1.0
        if name in out.drawn:
            return 0.0
        return -1.0

    # ------------------------------------------------------------------ acting

    def step(self, name: str, action: int) -> str | None:
        """Carry out ``name``'s step; None, or the sentence saying why it changed nothing."""
        if self._fin:
            return "The game is over."
        used = self.used[name] = self.used.get(name, 0) + 1
        # speed: a row that carries an action out at once (a vote, a withdrawal), from the
        # seat's kept mask while its choice is empty: the action's words as ``_step`` finds them
        action = int(action)
        kept = self._masks.get(name)
        words = None if kept is None else kept.at_once.get(action)
        if words is not None and self.selection[name] is NOTHING:
            why = self._submit(name, *words)
        else:
            why = self._step(name, action)
        if used >= self.seat_steps:
            self._set_done(name)  # its budget for the phase is spent
        return why

    def _step(self, name: str, action: int) -> str | None:
        t = self.table
        if not 0 <= action < t.size:
            return f"{action} is not a row of the action table (0 to {t.size - 1})."
        row = t._decoded.get(action) or t.decode(action)
        kind = row.kind
        if kind == "done":
            self._set_done(name)
            self.moves += 1
            return None
        if not self.mask(name)[action]:
            return f"'{t.describe(action, self.players)}' is not open to {name} now."
        sel = self.selection[name]
        if kind == "seat" and sel.verb != row.verb:
            # speed: the first target of an action nothing was chosen for; when it is the most
            # the action takes and no pick follows (a vote), it carries the action out at once
            # (as the general case below does), without a selection made and dropped
            verb = row.verb
            for la in self.legal(name):
                if la.verb == verb:
                    if la.max_targets == 1 and not la.picks:
                        return self._submit(name, verb, self.players[row.index])
                    break
        if kind in ("seat", "picks", "option"):
            self._masks.pop(name, None)  # the seat's selection changes
            if kind == "picks" or (sel.verb != row.verb and kind == "seat"):
                sel = self.selection[name] = Selection(row.verb, sel.targets
                                                       if sel.verb == row.verb else [])
            la = next(a for a in self.legal(name) if a.verb == sel.verb)
            if row.kind == "option":
                sel.picks.append(la.options[row.index])
                if len(sel.picks) < la.picks:
                    return None
            elif row.kind == "seat":
                sel.targets.append(self.players[row.index])
                # the last target of an action that names nothing after it: the action itself
                if len(sel.targets) < la.max_targets or la.picks:
                    return None
            else:
                sel.picking = True
                return None
            return self._submit(name, sel.verb, *sel.targets, *sel.picks)
        if kind == "nobody":
            return self._submit(name, row.verb, "nobody")
        targets, picks = (sel.targets, sel.picks) if sel.verb == row.verb else ([], [])
        return self._submit(name, row.verb, *targets, *picks)

    def _submit(self, name: str, verb: str, *words: str) -> str | None:
        """Carry out ``verb`` naming ``words`` for ``name``: a move."""
        self.moves += 1
        self.selection[name] = NOTHING
        game = self.game
        result = game.submit(name, verb, *words)  # (a vote: the quick path)
        # ``_changed``, inline; and the encodings dropped when the living or a role changed
        self._legal.clear()
        self._masks.clear()
        self._fin = game.over or self.truncated
        generation = game.players_generation
        if generation != self._generation:
            self._generation = generation
            self._encoded.clear()
            self._shared = None
        if type(result) is Accepted:
            return None
        return f"{' '.join((verb, *words))}: {result}"

    def _set_done(self, name: str) -> None:
        """``name`` has nothing more to do this phase."""
        self.done.add(name)
        self.selection[name] = NOTHING
        self._masks.pop(name, None)

    # ------------------------------------------------------------------ phases

    def start_phase(self) -> None:
        """Forget the last phase's steps; end phases in which nobody may act."""
        while True:
            self.done.clear()
            self.used.clear()
            self._changed()
            for who in self.players:
                self.selection[who] = NOTHING
            if self._fin:
                return
            # the seats with nothing to do this phase (``Game.idle``) are done from its start,
            # without reading their legal actions, and left out of its turn orders
            idle = self._idle = self.game.idle()
            turns = self._turns_by_idle.get(idle)
            if turns is None:
                turns = self._turns_by_idle[idle] = {}
            self._turns = turns
            self.done.update(idle)
            if any(self.legal(who) for who in self.players if who not in idle):
                return
            self.advance()

    def advance(self) -> None:
        self.game.advance()
        self.phases += 1
        if self.phases >= self.max_phases and not self.game.over:
            self.truncated = True
        self._changed()
        self._encoded.clear()  # a new phase: every encoding says it
        self._shared = None
        self._generation = self.game.players_generation

    def next_actor(self, after: str | None) -> str | None:
        """The next seat (in seat order after ``after``) still to move this phase, the phase
        ended (and the next begun) when nobody is; None once the game has finished."""
        done, kept = self.done, self._legal
        game = self.game
        while not self._fin:
            # the seats not idle as the phase began (``Game.idle``: the dead, a villager's
            # night: never read), in turn order from the one after ``after``
            order = self._turns.get(after)
            if order is None:
                idle = self._idle
                order = self._turns[after] = tuple(
                    [w for w in self._after[after] if w not in idle]
                )
            for who in order:
                if who in done:
                    continue
                # ``may_act``, inline (speed: the turn order reads every seat after each move)
                legal = kept.get(who)
                if legal is None:
                    legal = kept[who] = game.legal_actions(who)
                if legal:
                    return who
                self._set_done(who)
            self.advance()
            self.start_phase()
            after = None
        return None
