"""Seed sentences on visits (S0.5–S0.25), checked on the visit ledger ``state_of(game).visits``.

A few TEST-ONLY roles stand in for seed abilities that no shipped role has yet (several targets
at once, targeting, a self-usable action); they are built from the engine's public pieces.
"""

from __future__ import annotations

import random

from werewolves.engine import kernel, polls
from werewolves.engine.core import Act, Engine
from werewolves.engine.rules import Ability, RoleDef, Ruleset
from werewolves.game import Accepted, Game, Setup
from werewolves.roles import base, offices
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.testing import engine_of, state_of


def _noop(eng: Engine, act: Act) -> None:
    """The effect does not matter here; only the visits do."""


TEST_ROLES = (
    # S0.10: an ability on two players at once (as an Oracle's check)
    RoleDef("Twin Seer", "town", "test", abilities=(
        Ability("peek", "night", "immediate", _noop, kind="investigate", min_targets=2,
                max_targets=2),)),
    # S0.12: the ability type "targeting" (as the Angel's, R28)
    RoleDef("Targeter", "town", "test", abilities=(
        Ability("target", "any", "immediate", _noop, kind="target"),)),
    # S0.25: an action its user may use on themself
    RoleDef("Healer", "town", "test", abilities=(
        Ability("heal", "night", "immediate", _noop, allow_self=True),)),
)


def _rules() -> Ruleset:
    r = Ruleset()
    polls.install(r)
    kernel.install(r)
    base.install(r)
    offices.install(r)
    for role in TEST_ROLES:
        r.add_role(role)
    return r


PLAYERS = [("Ann", "Wolf"), ("Bob", "Wolf"), ("Cid", "Fortune Teller"), ("Tw", "Twin Seer"),
           ("Tar", "Targeter"), ("Hea", "Healer"), ("Dan", "Citizen"), ("Eve", "Citizen"),
           ("Fay", "Citizen")]


def _night1(seed: int = 0) -> Game:
    g = Game.new(Setup(PLAYERS), seed=seed, rules=_rules())
    g.advance()
    assert g.phase == "Night 1"
    return g


def _do(g: Game, line: str) -> Accepted:
    actor, *rest = line.split()
    res = g.submit(actor, " ".join(rest))
    assert isinstance(res, Accepted), f"{line!r}: {getattr(res, 'message', res)}"
    return res


def _ledger(g: Game) -> list[tuple[str, str, str]]:
    return [(v.actor, v.target, v.verb) for v in state_of(g).visits]


def test_s0_9_a_visit_is_between_two_different_players() -> None:
    g = _night1()
    _do(g, "Hea heal Hea")
    _do(g, "Cid investigate Dan")
    assert _ledger(g) == [("Cid", "Dan", "investigate")]
    # the ledger never holds a visit of a player to themself
    eng = engine_of(g)
    hea = eng.player("Hea")
    assert eng.record_visit(hea, hea, "heal", 0) is None
    assert _ledger(g) == [("Cid", "Dan", "investigate")]


def test_s0_9_no_self_visits_in_random_games() -> None:
    setup = [("Ann", "Wolf"), ("Bob", "Wolf"), ("Cid", "Fortune Teller")] + [
        (f"C{i}", "Citizen") for i in range(9)
    ]
    rng = random.Random(0)
    for seed in range(6):
        g = Game.new(Setup(setup), seed=seed)
        play_match(g, bots_for(g, BotMix("random"), rng.randrange(1000)), stall=None)
        assert state_of(g).visits, "bots should make some visits"
        assert all(v.actor != v.target for v in state_of(g).visits)


def test_s0_10_several_targets_make_several_simultaneous_visits() -> None:
    g = _night1()
    res = _do(g, "Tw peek Dan Eve")
    assert _ledger(g) == [("Tw", "Dan", "peek"), ("Tw", "Eve", "peek")]
    first, second = state_of(g).visits
    # simultaneous: the same phase and the same action caused both
    assert first.phase == second.phase == g.phase_index
    assert g.events[first.event].causes == g.events[second.event].causes == [res.event]


def test_s0_12_targeting_is_a_visit() -> None:
    g = _night1()
    _do(g, "Tar target Dan")
    assert _ledger(g) == [("Tar", "Dan", "target")]
    # a targeting in the day is a visit too
    g.advance()
    _do(g, "Tar target Eve")
    assert _ledger(g)[-1] == ("Tar", "Eve", "target")
    assert state_of(g).visits[-1].phase == g.phase_index


def test_s0_14_the_visitor_is_the_player_who_chooses_to_act() -> None:
    g = _night1()
    _do(g, "Cid investigate Dan")
    assert state_of(g).visits[0].actor == "Cid"
    # the pack: the visit is by the wolf who carries out the attack, never by the whole pack
    _do(g, "Ann attack Fay")
    g.advance()
    attack = [v for v in state_of(g).visits if v.verb == "attack"]
    assert [(v.actor, v.target) for v in attack] == [("Ann", "Fay")]  # Ann was the only voter


def test_s0_14_pack_visit_by_the_drawn_voter() -> None:
    for seed in range(8):
        g = _night1(seed)
        _do(g, "Ann attack Fay")
        _do(g, "Bob attack Fay")
        g.advance()
        executor = next(e for e in g.events if e.kind == "group_action").actor
        attack = [(v.actor, v.target) for v in state_of(g).visits if v.verb == "attack"]
        assert attack == [(executor, "Fay")]


def test_s0_25_using_an_action_on_yourself_is_not_a_visit() -> None:
    g = _night1()
    _do(g, "Hea heal Hea")
    assert _ledger(g) == []
    assert not [e for e in g.events if e.kind == "visit"]
    g.advance()
    g.advance()
    _do(g, "Hea heal Dan")
    assert _ledger(g) == [("Hea", "Dan", "heal")]


def test_s0_25_votes_on_yourself_are_not_visits() -> None:
    g = _night1()
    g.advance()  # Day 1
    _do(g, "Dan vote Dan")
    _do(g, "Dan elect Dan")
    _do(g, "Eve vote Dan")
    assert _ledger(g) == []
