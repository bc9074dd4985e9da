"""The engine's context: its state and rules, the per-game listener table, the players and their
roles, and the one place that says something changed. Every other layer builds on it.
"""

from __future__ import annotations

import random
from difflib import get_close_matches
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .messages import deferred, user_text
from .results import EngineError, Hook, Reason, Refusal, _BatchDeath
from .rules import FamilyState, RoleDef, Ruleset
from .state import GameState, Group, Player, Poll

S = TypeVar("S", bound=FamilyState)


if TYPE_CHECKING:
    from .checks import Kit, Plan
    from .core import Engine


class EngineBase:
    """The engine's context: state, rules, listener table, players and roles."""


    @property
    def eng(self) -> Engine:
        """This engine as the :class:`Engine` rules are handed (every layer is part of one)."""
        return cast("Engine", self)

    def __init__(self, state: GameState, rules: Ruleset) -> None:
        self.state = state
        self.rules = rules
        self._batch: list[_BatchDeath] | None = None
        # R6: the generator of the seeded draws, seeded afresh for each (``engine.randomness``)
        self._rng: random.Random | None = None  # made at the first draw
        self._by_name = {p.name.lower(): p for p in state.players}
        self._exact = {p.name: p for p in state.players}
        # R33: the players' dealt roles, sorted (``kernel.role_list_names``), made at first use
        self._role_list: tuple[str, ...] | None = None
        self._state_family = rules.state_families()
        # a restored game holds each family's state as JSON until now
        if state.ext:
            for fam in rules.families.values():
                raw = state.ext.get(fam.name)
                if fam.state is not None and isinstance(raw, dict):
                    state.ext[fam.name] = fam.state.from_json(raw)
        # R37 / speed: the listeners of this game are those of the families its roles can reach
        # (the rest have nothing to react to); kept in the state so a restored game has the same
        if not state.families:
            roles = {p.role for p in state.players} | {p.original_role for p in state.players}
            state.families = sorted(rules.families_reached(roles))
        self._build_tables()

    def _build_tables(self) -> None:
        """The per-game listener table: each moment's listeners of the active families, in the
        order of the resolution table (the ruleset's order is kept)."""
        rules, active = self.rules, frozenset(self.state.families)
        # the same families make the same table: kept by the ruleset (rules added to it later,
        # by tests or variants, make a new one)
        key = (
            active, rules.generation, len(rules.redirectors), len(rules.defences), len(rules.common)
        )
        table = rules.tables.get(key)
        if table is None:

            def on(moment: str, fn: object) -> bool:
                owner = rules.owner(moment, fn)
                return owner is None or owner in active

            table = (
                {m: [fn for fn in fns if on(m, fn)] for m, fns in rules.hooks.items()},
                [d for d in rules.defences if on("defence", d[2])],
                [fn for fn in rules.redirectors if on("redirect", fn)],
                [ab for ab in rules.common if on("common", ab)],
                {},  # the kits shared by every player of a role and offices (``Checks._new_kit``)
                {},  # the plans shared by kits of the same abilities (``Checks._own_kit``)
            )
            rules.tables[key] = table
        self._hooks: dict[str, list[Hook]] = table[0]
        self._defences = table[1]
        self._redirectors = table[2]
        self._common = table[3]
        # (role, offices) -> Kit | None; with (…, None) and (…, answers): ``Checks._gated_kit``
        self._shared_kits: dict[tuple[Any, ...], Any] = table[4]
        self._shared_plans: dict[tuple[tuple[int, str], ...], tuple[Any, dict[int, Plan]]] = (
            table[5]
        )
        # whether a role with these offices has abilities reading only its player
        # (``Checks._player_only``; the common abilities above are part of the answer)
        self._player_only_by: dict[tuple[str, tuple[str, ...]], bool] = {}
        self._abilities: dict[str, Kit] = {}  # per player (``Checks._kit``)
        self._kits_versioned = False  # whether a kit there reads others (its version not -1)
        self._version = 0  # bumped by changes that can change anyone's abilities or the living
        # bumped whenever a kit may be dropped or made differently (``_changed``, a new listener
        # table): with the phase, what the idle seats (``Offers.idle``) are kept by
        self._kits_generation = 0
        self._idle: tuple[tuple[int, int, bool], frozenset[str]] = ((-1, -1, False), frozenset())
        self._living: tuple[int, list[Player]] = (-1, [])
        self._last_death = (-1, -1)  # the version and the last death's phase (``_stalled``)
        # per player: the living and their names, with and without them (``Checks._pools``)
        self._pool_version = -1
        self._pool_living: tuple[tuple[Player, ...], tuple[str, ...]] = ((), ())
        self._pool_by_actor: dict[str, tuple[tuple[Player, ...], tuple[str, ...]]] = {}

    def reach(self, role: str) -> None:
        """A player now holds ``role``: its family's rules apply from now on (R37)."""
        fam = self.rules.family_of(role)
        if fam is not None and fam not in self.state.families:
            self.state.families = sorted(
                set(self.state.families) | self.rules.families_reached({role})
            )
            self._build_tables()
            # the common abilities may differ now (the dead's among them): the idle seats are
            # worked out afresh (``Offers.idle``)
            self._kits_generation += 1

    def listeners(self, moment: str) -> list[Hook]:
        """The listeners of ``moment`` in this game, in the resolution table's order."""
        return self._hooks.get(moment, [])

    def ext(self, cls: type[S]) -> S:
        """The game's state of the family whose typed state is ``cls`` (created empty)."""
        name = self._state_family.get(cls)
        if name is None:
            raise EngineError(f"no installed family keeps a {cls.__name__}")
        obj = self.state.ext.get(name)
        if not isinstance(obj, cls):
            obj = cls()
            self.state.ext[name] = obj
        return obj

    def no_such_player(self, name: str) -> Refusal:
        """R7's refusal of a name that is nobody's, with the players' names nearest to it as a
        "did you mean" (names are public)."""
        shown = user_text(name)
        close: list[str] = []
        if isinstance(name, str) and name.strip():
            by_lower = {p.name.lower(): p.name for p in self.state.players}
            close = [by_lower[c] for c in get_close_matches(name.strip().lower(), by_lower, 3)]
        if close:
            return Refusal(
                Reason.UNKNOWN_PLAYER,
                deferred(
                    "refuse.unknown_player_close", {"name": shown, "close": " or ".join(close)}
                ),
            )
        return Refusal(Reason.UNKNOWN_PLAYER, deferred("refuse.unknown_player", {"name": shown}))

    def hook(self, name: str, *args: Any) -> list[Any]:
        """Run every listener of the moment ``name`` in the table's order; their results."""
        hooks = self._hooks
        fns = hooks.get(name)
        if not fns:
            return []
        if len(fns) == 1:
            # speed: one listener (most moments of most games) runs without a loop
            fn = fns[0]
            first = fn(self, *args)
            if self._hooks is hooks:
                return [first]
            return self._hook_rest(name, fn, [first], args)
        out = []
        for fn in fns:
            out.append(fn(self, *args))
            if self._hooks is not hooks:
                return self._hook_rest(name, fn, out, args)
        return out

    def _hook_rest(self, name: str, fn: Any, out: list[Any], args: tuple[Any, ...]) -> list[Any]:
        """``hook`` after its listener ``fn`` replaced the listener table: R37, the listener
        made a player take up a role of a family this game had not reached (an Amnesiac
        remembering): that family's listeners placed later in this moment run too, as they
        would have had the family been reached before; ``out`` gets their results."""
        hooks = self._hooks
        fns = hooks.get(name, [])
        i = fns.index(fn) + 1 if fn in fns else len(fns)
        while i < len(fns):
            fn = fns[i]
            out.append(fn(self, *args))
            i += 1
            if self._hooks is not hooks:
                hooks = self._hooks
                fns = hooks.get(name, [])
                i = fns.index(fn) + 1 if fn in fns else len(fns)
        return out

    def find(self, name: str) -> Player | None:
        """The player named ``name`` (ignoring case and surrounding spaces), or None.

        d01: names are plain ASCII (the setup check), so a name with any other character is
        nobody's, even when case folding would turn it into one (the Kelvin sign into a k)."""
        try:
            found = self._exact.get(name)
        except TypeError:
            return None  # a program's mistake (a list): nobody is called that
        if found is not None:
            return found  # the name as the game spells it
        if not isinstance(name, str):
            return None  # a program's mistake: nobody is called that
        if not name.isascii():
            return None
        return self._by_name.get(name.strip().lower())

    def player(self, name: str) -> Player:
        p = self.find(name)
        if p is None:
            raise EngineError(f"no player named {name!r}")
        return p

    def living(self) -> list[Player]:
        """The living players in seat order (a fresh list; kept until someone dies or leaves)."""
        return list(self._alive())

    def count_living(self) -> int:
        """How many players are alive: ``len(self.living())``, without the fresh list (the rules
        that count the town, R13 / R30, ask on every vote and every Guardian's turn)."""
        return len(self._alive())

    def _alive(self) -> list[Player]:
        """The living players, the engine's own kept list (never to be changed by a caller)."""
        version, cached = self._living
        if version != self._version:
            cached = [p for p in self.state.players if p.alive]
            self._living = (self._version, cached)
        return cached

    def role_of(self, player: Player) -> RoleDef:
        # the exact name first: roles are stored under the rules' own spelling
        role = self.rules.roles.get(player.role) or self.rules.role(player.role)
        if role is None:
            raise EngineError(f"unknown role {player.role!r}")
        return role

    def team_of(self, player: Player) -> str:
        override = player.memory.get("team")
        return str(override) if override else self.role_of(player).team

    def role_of_name(self, name: str) -> RoleDef:
        role = self.rules.roles.get(name) or self.rules.role(name)
        if role is None:
            raise EngineError(f"unknown role {name!r}")
        return role

    def group(self, name: str) -> Group | None:
        for g in self.state.groups:
            if g.name == name:
                return g
        return None

    def poll(self, name: str) -> Poll | None:
        for p in self.state.polls:
            if p.name == name:
                return p
        return None

    def _changed(self, player: Player, *, others: bool = True) -> None:
        """Something about ``player`` changed that can change the outcome or abilities: the next
        win check runs in full (R5) and abilities are looked up afresh — everyone's, or with
        ``others`` off (a status, an office) only ``player``'s own."""
        self.state.dirty = True
        self._kits_generation += 1
        kits = self._abilities
        if others:
            self._version += 1
            if kits and self._kits_versioned:
                # everyone's kits but those that read nothing but their player (``Checks._kit``)
                kits = self._abilities = {n: k for n, k in kits.items() if k.version == -1}
                self._kits_versioned = False
        # the player's own abilities in any case
        kits.pop(player.name, None)
