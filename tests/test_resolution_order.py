"""R37: order is part of the rules. The families react to each moment in the order of the one
resolution table (``werewolves.roles.order``), whatever order they were installed in."""

from __future__ import annotations

import random

import pytest

from werewolves.engine.moments import MOMENTS, InstallError, listener_id
from werewolves.engine.rules import DEFENCE, REDIRECT, Family, Ruleset
from werewolves.game import Game, Setup, SetupError
from werewolves.roles import build_rules, default_rules, families, order
from werewolves.sim.match import BotMix, bots_for, play_match

DEALABLE = sorted(r.name for r in default_rules().roles.values() if not r.office)
GAMES = 300


def _mixed_setup(rng: random.Random) -> Setup:
    n = rng.randint(5, 16)
    roles = [rng.choice(DEALABLE) for _ in range(n)]
    # a few mixes the rules refuse (a Plague Doctor without a bearer …): give them one
    if "Plague Doctor" in roles and "Plague Bearer" not in roles:
        roles[0] = "Plague Bearer"
    return Setup([(f"P{i}", r) for i, r in enumerate(roles)], role_list="private")


def _log(game: Game) -> list[dict[str, object]]:
    return [e.to_json() for e in game.events]


def test_r37_shuffled_install_orders_give_the_same_games_event_for_event() -> None:
    rng = random.Random(37)
    canonical = families()
    played = 0
    differing: list[int] = []
    while played < GAMES:
        setup = _mixed_setup(rng)
        seed, bot_seed = rng.randrange(2**32), rng.randrange(2**32)
        try:
            reference = Game.new(setup, seed=seed)
        except SetupError:
            continue
        play_match(reference, bots_for(reference, BotMix("random"), bot_seed), max_phases=60,
                   stall=None)
        shuffled = list(canonical)
        rng.shuffle(shuffled)
        other = Game.new(setup, seed=seed, rules=build_rules(shuffled))
        play_match(other, bots_for(other, BotMix("random"), bot_seed), max_phases=60, stall=None)
        if _log(other) != _log(reference):
            differing.append(played)
        played += 1
    assert not differing, f"{len(differing)} of {GAMES} games changed with the install order"


def test_r37_the_reverse_install_order_builds_the_same_ruleset() -> None:
    a, b = build_rules(), build_rules(list(reversed(families())))
    assert list(a.roles) == list(b.roles)
    assert [ab.verb for ab in a.common] == [ab.verb for ab in b.common]
    assert {m: [listener_id(f) for f in fs] for m, fs in a.hooks.items()} == {
        m: [listener_id(f) for f in fs] for m, fs in b.hooks.items()
    }
    assert [d[1] for d in a.defences] == [d[1] for d in b.defences]


def test_r37_every_row_of_the_table_names_a_listener_that_exists() -> None:
    rules = default_rules()
    installed = {m: {listener_id(f) for f in fs} for m, fs in rules.hooks.items()}
    installed[DEFENCE] = {listener_id(d[2]) for d in rules.defences}
    installed[REDIRECT] = {listener_id(f) for f in rules.redirectors}
    for moment, rows in order.RESOLUTION.items():
        for row in rows:
            assert row.listener in installed.get(moment, set()), (moment, row.listener)
            assert row.rule, f"{moment}: {row.listener} has no citation"


def _hook(eng: object) -> None:
    return None


def test_r37_a_listener_without_a_row_is_refused_when_the_rules_are_sealed() -> None:
    fam = Family("stray", listeners=(("game_start", _hook),))
    with pytest.raises(InstallError, match="no row"):
        build_rules([*families(), fam])


def test_r37_an_unknown_moment_is_refused_at_install_time() -> None:
    with pytest.raises(InstallError, match="unknown moment"):
        Ruleset().install(Family("stray", listeners=(("on_full_moon", _hook),)))


def test_r37_a_listener_with_the_wrong_signature_is_refused_at_install_time() -> None:
    with pytest.raises(InstallError, match="cannot listen"):
        Ruleset().install(Family("stray", listeners=(("death", _hook),)))
    assert MOMENTS["death"].params == ("eng", "victim", "event")


def test_r37_a_family_installed_twice_is_refused() -> None:
    fam = families()[0]
    with pytest.raises(InstallError, match="twice"):
        build_rules([fam, fam, *families()[1:]])


Log = list[dict[str, object]]


def _play_all(rules_for: object, gate: bool, games: int, seed: int) -> list[Log]:
    from werewolves.engine.core import Engine

    rng = random.Random(seed)
    logs = []
    old = Engine.GATE_WIN_CHECKS
    Engine.GATE_WIN_CHECKS = gate
    try:
        while len(logs) < games:
            setup = _mixed_setup(rng)
            s, b = rng.randrange(2**32), rng.randrange(2**32)
            try:
                g = Game.new(setup, seed=s, rules=rules_for())  # type: ignore[operator]
            except SetupError:
                continue
            play_match(g, bots_for(g, BotMix("random"), b), max_phases=60, stall=None)
            logs.append(_log(g))
    finally:
        Engine.GATE_WIN_CHECKS = old
    return logs


def _unpruned() -> Ruleset:
    rules = build_rules()
    rules.families_reached = lambda roles: set(rules.families)  # type: ignore[method-assign]
    return rules


def test_r37_listeners_of_families_a_game_cannot_reach_change_nothing() -> None:
    """Speed: a game runs only the listeners of the families its roles can reach; with every
    family's listeners the same games come out, event for event."""
    assert _play_all(build_rules, True, 150, 11) == _play_all(_unpruned, True, 150, 11)


def test_r5_win_checks_skipped_when_nothing_changed_change_nothing() -> None:
    """Speed: a win check is skipped when nothing that can change the outcome happened since
    the last one; checking every time gives the same games, event for event."""
    assert _play_all(build_rules, True, 150, 12) == _play_all(build_rules, False, 150, 12)


def test_cached_abilities_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speed: abilities are kept per player until something that can change them happens; with
    every lookup made afresh the same games come out, event for event."""
    from werewolves.engine.checks import Checks

    cached = _play_all(build_rules, True, 120, 13)
    monkeypatch.setattr(Checks, "abilities_of", Checks._abilities_now)
    monkeypatch.setattr(Checks, "_kit", Checks._kit_now)  # the by-verb lookup of submit
    monkeypatch.setattr(Checks, "_pools", Checks._pools_now)  # legal_actions' candidates
    monkeypatch.setattr(Checks, "_alive", lambda self: [p for p in self.state.players if p.alive])
    assert cached == _play_all(build_rules, True, 120, 13)
