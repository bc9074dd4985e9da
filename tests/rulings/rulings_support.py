"""Shared helpers for the ruling tests: building games and TEST-ONLY roles.

The test roles below exist only in these tests. They exercise general mechanisms of the engine
(batches R3/R4, killing order R8, redirection R16, ability block R17, night invulnerability R10,
unaligned players R34) that no shipped role uses yet. They are built from the engine's public
pieces the way a real role module would be.
"""

from __future__ import annotations

from typing import Any

from werewolves.engine import kernel, polls
from werewolves.engine.core import Act, Engine
from werewolves.engine.phases import phase_kind
from werewolves.engine.rules import Ability, RoleDef, Ruleset, Team
from werewolves.engine.state import Player
from werewolves.game import Accepted, Game, Refusal, Setup
from werewolves.roles import base, offices
from werewolves.testing import state_of

# ---------------------------------------------------------------------- games


def new_game(
    players: dict[str, str] | list[tuple[str, str]],
    *,
    seed: int = 0,
    rules: Ruleset | None = None,
    **setup: Any,
) -> Game:
    """A game at Day 0 with the given (name → role) players, in seat order."""
    pairs = list(players.items()) if isinstance(players, dict) else list(players)
    return Game.new(Setup(pairs, **setup), seed=seed, rules=rules)


def do(game: Game, line: str) -> Accepted:
    """Submit ``"Actor verb args"`` and insist it is accepted."""
    actor, *rest = line.split()
    res = game.submit(actor, " ".join(rest))
    assert isinstance(res, Accepted), f"{line!r} was refused: {getattr(res, 'message', res)}"
    return res


def refuse(game: Game, line: str) -> Refusal:
    """Submit ``"Actor verb args"``, insist it is refused and that nothing changed (R7)."""
    before = game.to_json()
    actor, *rest = line.split()
    res = game.submit(actor, " ".join(rest))
    assert isinstance(res, Refusal), f"{line!r} was accepted but should be refused"
    assert res.message, "a refusal must carry a sentence"
    assert game.to_json() == before, f"refusing {line!r} changed the game"
    return res


def to_phase(game: Game, phase: str) -> None:
    """End phases until ``phase`` (``"Night 1"``) is running."""
    from werewolves.engine.phases import parse_phase

    index = parse_phase(phase)
    assert index is not None
    game.advance_to(index)
    assert game.over or game.phase == phase


def dead(game: Game) -> set[str]:
    return {p.name for p in state_of(game).players if not p.alive}


def death_kind(game: Game, name: str) -> str | None:
    d = game.player(name).death
    return None if d is None else d.kind


def visits(game: Game, phase: int | None = None) -> list[tuple[str, str, str]]:
    """(actor, target, verb) of every visit of the ledger (of one phase when given)."""
    return [
        (v.actor, v.target, v.verb)
        for v in state_of(game).visits
        if phase is None or v.phase == phase
    ]


def events_of(game: Game, kind: str) -> list[Any]:
    return [e for e in game.events if e.kind == kind]


# ---------------------------------------------------------------------- test-only roles

LONERS = Team("loners", "Loners", "every living player is a loner or unaligned")


def _flag_list(eng: Engine, key: str) -> list[Any]:
    """What the test-only roles record (kept in the game's family-state table, under "test")."""
    out = eng.state.ext.setdefault("test", {}).setdefault(key, [])
    assert isinstance(out, list)
    return out


def recorded(game: Game, key: str) -> list[Any]:
    """What the test-only roles recorded under ``key`` (see ``_flag_list``)."""
    return list(state_of(game).ext.get("test", {}).get(key, []))


def _mark(eng: Engine, act: Act) -> None:
    """Records the order in which end-of-phase non-attacks resolve (R3)."""
    _flag_list(eng, "order").append([act.actor.name, act.role, act.targets[0].name])


def _shoot(eng: Engine, act: Act) -> None:
    """An attack, and a record of the order in which attacks resolve (R8)."""
    _flag_list(eng, "order").append([act.actor.name, act.role, act.targets[0].name])
    eng.attack(act.actor, act.targets[0], causes=[act.event.id], rule="TEST")


def _execute(eng: Engine, act: Act) -> None:
    """An immediate 'kill' (not an attack) during the day."""
    eng.kill(act.targets[0], "kill", causes=[act.event.id], rule="TEST", by=act.actor)


def _block(eng: Engine, act: Act) -> None:
    """R17 (as Pestilence's doom, R24): blocked from now until the end of the following day."""
    eng.add_status(act.targets[0], "blocked", source=act.event.id, until=eng.state.phase + 1)


def _protect(eng: Engine, act: Act) -> None:
    """Protected from attacks for this night (R8: attacks only)."""
    for t in act.targets:
        eng.add_status(t, "protected", source=act.event.id, until=eng.state.phase,
                       data={"by": "test protection"})


def _redirect(eng: Engine, act: Act) -> None:
    """The actor becomes a redirector: actions used on them move to ``act.targets[0]``."""
    act.actor.memory["redirect_onto"] = act.targets[0].name


def _peek(eng: Engine, act: Act) -> None:
    """Several targets at once (S0.10): one result per target."""
    for t in act.targets:
        eng.tell(act.actor, "ft.result", rule="TEST", causes=[act.event.id], target=t.name,
                 role=t.role)


def _nothing(eng: Engine, act: Act) -> None:
    _flag_list(eng, "order").append([act.actor.name, act.role, [t.name for t in act.targets]])


def redirect_onto_choice(eng: Engine, actor: Player, ab: Ability, target: Player) -> Player | None:
    """R16: an action used on a redirecting player moves to the player they chose."""
    onto = target.memory.get("redirect_onto")
    if not onto or target is actor:
        return None
    return eng.find(str(onto))


def night_invulnerable(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """R10: (as the Apocalyptic Horseman) cannot be killed in any way during the night."""
    if victim.memory.get("night_invulnerable") and phase_kind(eng.state.phase) == "night":
        return "night invulnerability"
    return None


def _mark_invulnerable(eng: Engine, player: Player) -> None:
    player.memory["night_invulnerable"] = True


def _end(verb: str, resolve: Any, *, kind: str = "other", when: str = "night") -> Ability:
    return Ability(verb=verb, when=when, timing="end", kind=kind, resolve=resolve,  # type: ignore[arg-type]
                   rule="TEST")


def _now(verb: str, resolve: Any, *, kind: str = "other", when: str = "night",
         **kw: Any) -> Ability:
    return Ability(verb=verb, when=when, timing="immediate", kind=kind,  # type: ignore[arg-type]
                   resolve=resolve, rule="TEST", **kw)


TEST_ROLES = (
    # R3: two roles with an end-of-night non-attack, to see them ordered by role name
    RoleDef("Beta Marker", "town", "test", abilities=(_end("mark", _mark),), attack_class="town"),
    RoleDef("Alpha Marker", "town", "test", abilities=(_end("mark", _mark),),
            attack_class="town"),
    # R8: end-of-night attackers of every killing-order class
    RoleDef("Zed Sniper", "town", "test", abilities=(_end("snipe", _shoot, kind="attack"),),
            attack_class="town"),
    RoleDef("Archer", "town", "test", abilities=(_end("arrow", _shoot, kind="attack"),),
            attack_class="town"),
    RoleDef("Lone Wolf", "wolves", "test", abilities=(_end("maul", _shoot, kind="attack"),),
            attack_class="wolves", lycan=True),
    RoleDef("Loner", "loners", "test", abilities=(_end("stab", _shoot, kind="attack"),),
            attack_class="other"),
    # R5/R8/R11: an immediate day 'kill' (not an attack)
    RoleDef("Executioner", "town", "test", abilities=(_now("execute", _execute, when="day"),),
            attack_class="town"),
    # R17: an ability block until the end of the following day
    RoleDef("Blocker", "town", "test", abilities=(_now("block", _block),), attack_class="town"),
    # R8: protection from attacks
    RoleDef("Protector", "town", "test", abilities=(_now("shield", _protect, allow_self=True),),
            attack_class="town"),
    # R16: a redirector
    RoleDef("Redirector", "town", "test", abilities=(_now("redirect", _redirect),),
            attack_class="town"),
    # R15 / S0.10 / S0.25: several targets; a self-targetable action
    RoleDef("Twin Seer", "town", "test",
            abilities=(_now("peek", _peek, kind="investigate", min_targets=2, max_targets=2),),
            attack_class="town"),
    RoleDef("Healer", "town", "test", abilities=(_now("heal", _nothing, allow_self=True),),
            attack_class="town"),
    # S0.12: the ability type "targeting"
    RoleDef("Targeter", "town", "test",
            abilities=(_now("target", _nothing, kind="target", when="any"),), attack_class="town"),
    # R10: cannot be killed in any way at night (a passive defence); attacks at night
    RoleDef("Immortal", "loners", "test",
            abilities=(_end("rampage", _shoot, kind="attack"),), attack_class="other",
            setup=_mark_invulnerable),
    # R34: an unaligned player
    RoleDef("Drifter", "unaligned", "test"),
)


def rules_with_test_roles() -> Ruleset:
    """The default rules plus the test-only roles (a fresh Ruleset: nothing shared)."""
    r = Ruleset()
    polls.install(r)
    kernel.install(r)
    base.install(r)
    offices.install(r)
    r.add_team(LONERS)
    for role in TEST_ROLES:
        r.add_role(role)
    r.redirectors.append(redirect_onto_choice)
    r.add_defence("passive", "night invulnerability", night_invulnerable)
    return r
