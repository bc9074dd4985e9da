"""Chef rules that a scenario cannot show (chat, the visit log, redirection, the engine hooks)."""

from __future__ import annotations

import random

import pytest

from werewolves.engine.core import Engine
from werewolves.engine.kernel import refuse_one_side
from werewolves.engine.rules import Ability
from werewolves.engine.state import Player
from werewolves.game import Game, Setup, SetupError
from werewolves.roles import build_rules
from werewolves.roles.chef import CHARMED, CUSTOMER, ChefState, charmed_defence
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.testing import engine_of, state_of

SIX = [
    ("Ann", "Chef"),
    ("Bob", "Citizen"),
    ("Cid", "Citizen"),
    ("Dan", "Wolf"),
    ("Eve", "Citizen"),
    ("Fay", "Fortune Teller"),
]


def _served(food: str = "charm", customer: str = "Bob") -> Game:
    g = Game.new(Setup(SIX), seed=0)
    g.advance()  # Night 1
    assert g.submit("Ann", f"{food} {customer}")
    g.advance()  # Day 1: served
    return g


def _visits(g: Game, verb: str) -> list[tuple[str, str]]:
    return [(v.actor, v.target) for v in state_of(g).visits if v.verb == verb]


def test_s0_19_eating_is_a_visit_from_the_customer_to_the_chef() -> None:
    g = _served()
    assert _visits(g, "serve") == [("Ann", "Bob")]  # S0.8: serving is the Chef's visit
    assert g.submit("Bob", "eat")
    assert _visits(g, "eat") == []  # the decision alone is no visit
    g.advance()
    assert _visits(g, "eat") == [("Bob", "Ann")]  # S0.14: the one who accepts the offer visits


def test_s0_19_a_refused_meal_makes_no_visit() -> None:
    g = _served()
    assert g.submit("Bob", "eat")
    assert g.submit("Bob", "refuse")
    g.advance()
    assert _visits(g, "eat") == []


def test_chef_the_night_choice_itself_is_no_visit() -> None:
    g = Game.new(Setup(SIX), seed=0)
    g.advance()
    assert g.submit("Ann", "poison Bob")
    g.advance()
    assert [v for v in state_of(g).visits if v.phase == 1] == []


def test_chef_2_restaurant_channel_hides_the_chef_and_lasts_one_day() -> None:
    g = _served()
    since = len(state_of(g).events)
    assert engine_of(g).say("Ann", "restaurant", "Bon appetit")
    assert engine_of(g).say("Bob", "restaurant", "thanks")
    lines = [engine_of(g).text(e) for e in state_of(g).events[since:]]
    assert lines == ["[restaurant] Chef: Bon appetit", "[restaurant] Bob: thanks"]
    assert all(set(e.to) == {"Ann", "Bob"} for e in state_of(g).events[since:])
    assert not engine_of(g).say("Cid", "restaurant", "let me in")
    g.advance()  # Night 2: the restaurant is closed
    assert not engine_of(g).say("Ann", "restaurant", "still open?")
    assert not engine_of(g).say("Bob", "restaurant", "hello?")


def test_chef_a_new_customer_gets_a_fresh_restaurant() -> None:
    g = _served()
    g.advance()  # Night 2
    assert g.submit("Ann", "charm Cid")
    g.advance()  # Day 2
    house = engine_of(g).group("restaurant")
    assert house is not None and house.members == ["Ann", "Cid"]
    assert not engine_of(g).say("Bob", "restaurant", "me again")


def test_chef_1_only_the_customer_may_eat_or_refuse() -> None:
    g = _served()
    verbs = {a.verb for a in g.legal_actions("Bob")}
    assert {"eat", "refuse"} <= verbs
    assert not {"eat", "refuse"} & {a.verb for a in g.legal_actions("Cid")}
    assert not g.submit("Cid", "eat")
    assert not g.submit("Ann", "eat")


def test_chef_19_r16_redirections_never_move_the_chef_or_the_meal() -> None:
    rules = build_rules()

    def mirror(eng: Engine, actor: Player, ability: Ability, target: Player) -> Player | None:
        # a test-only redirector: everything aimed at Bob goes to Cid, at Ann goes to Eve
        moves = {"Bob": "Cid", "Ann": "Eve"}
        return eng.find(moves[target.name]) if target.name in moves else None

    rules.redirectors.append(mirror)
    g = Game.new(Setup(SIX), seed=0, rules=rules)
    g.advance()
    assert g.submit("Fay", "investigate Bob")  # the redirector works on other abilities
    assert ("Fay", "Cid") in _visits(g, "investigate")
    assert g.submit("Ann", "charm Bob")
    g.advance()
    assert g.player("Bob").has(CUSTOMER) and not g.player("Cid").has(CUSTOMER)
    assert g.submit("Bob", "eat")
    g.advance()
    assert _visits(g, "eat") == [("Bob", "Ann")]
    assert g.player("Bob").has(CHARMED)


def test_chef_charmed_food_stops_night_attacks_only() -> None:
    g = _served()
    assert g.submit("Bob", "eat")
    g.advance()  # Night 2
    bob = g.player("Bob")
    assert charmed_defence(engine_of(g), bob, "attack", "Dan")
    assert charmed_defence(engine_of(g), bob, "kill", None) is None
    assert not engine_of(g).attack(g.player("Dan"), bob, causes=[], rule="test")
    assert bob.alive
    assert engine_of(g).kill(bob, "kill", causes=[], rule="test")  # a kill is not an attack
    assert not bob.alive


def test_chef_charmed_food_does_not_stop_an_attack_during_the_day() -> None:
    g = _served()
    assert g.submit("Bob", "eat")
    g.advance()  # Night 2
    g.advance()  # Day 2
    bob = g.player("Bob")
    engine_of(g).add_status(bob, CHARMED, source=0)
    assert charmed_defence(engine_of(g), bob, "attack", "Dan") is None


def test_chef_descension_is_an_announced_true_kill_with_the_role_and_no_win() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Chef"),
                ("Bob", "Citizen"),
                ("Cid", "Citizen"),
                ("Dan", "Wolf"),
                ("Gus", "Wolf"),
            ]
        ),
        seed=0,
    )
    waiters = list(engine_of(g).ext(ChefState).waiters)
    assert len(waiters) == 2
    for name in waiters:
        engine_of(g).kill(g.player(name), "kill", causes=[], rule="test")
    ann = g.player("Ann")
    assert not ann.alive and not ann.ascended
    assert ann.death is not None and ann.death.kind == "true kill"
    ev = state_of(g).events[ann.death.event]
    assert ev.kind == "descension"
    assert engine_of(g).text(ev) == "Ann the Chef has descended and lost."


def test_chef_with_no_waiter_possible_descends_at_once() -> None:
    # only a setup with no team at all has nobody to draw a waiter from, and R34 refuses such a
    # setup (issue 33 item 5); the Chef's own rule is kept for rules without that check
    setup = Setup([("Ann", "Chef"), ("Bob", "Angel")])
    with pytest.raises(SetupError, match="Everyone in this setup is unaligned"):
        Game.new(setup, seed=0)
    rules = build_rules()
    rules.hooks["validate_setup"].remove(refuse_one_side)
    g = Game.new(setup, seed=0, rules=rules)
    assert engine_of(g).ext(ChefState).waiters == []
    assert not g.player("Ann").alive
    assert g.outcome is not None and "Ann" not in g.outcome.winners


def test_chef_order_and_customer_survive_a_json_round_trip() -> None:
    g = _served("poison")
    copy = Game.from_json(g.to_json())
    for game in (g, copy):
        assert game.submit("Bob", "eat")
        game.advance()
    assert not g.player("Bob").alive and not copy.player("Bob").alive
    assert g.to_json() == copy.to_json()


def test_chef_random_games_keep_the_chef_rules() -> None:
    roles = [
        "Chef",
        "Citizen",
        "Wolf",
        "Citizen",
        "Fortune Teller",
        "Plague Bearer",
        "Citizen",
        "Wolf",
        "Grandma",
        "Amulet Holder",
    ]
    meals = 0
    for seed in range(60):
        rng = random.Random(seed)
        n = rng.randint(4, len(roles))
        picked = roles[:n]
        rng.shuffle(picked)
        g = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(picked)]), seed=seed)
        play_match(g, bots_for(g, BotMix("random"), seed), stall=None)
        assert g.outcome is not None
        chef = next(p for p in state_of(g).players if p.role == "Chef")
        waiters = [g.player(n) for n in engine_of(g).ext(ChefState).waiters]
        # a living Chef always has a living waiter, and wins; a dead Chef never wins
        assert (chef.name in g.outcome.winners) == chef.alive
        if chef.alive:
            assert any(w.alive for w in waiters)
        elif not any(w.alive for w in waiters) and chef.death is not None:
            assert chef.death.kind in ("true kill", "attack", "kill", "lynch")
        meals += sum(1 for e in state_of(g).events if e.kind == "chef_meal")
    assert meals > 0


def test_chef_r3_the_last_food_choice_of_the_night_wins_whatever_the_batch_order() -> None:
    for seed in range(8):
        g = Game.new(Setup(SIX), seed=seed)
        g.advance()
        assert g.submit("Ann", "charm Bob")
        assert g.submit("Ann", "poison Cid")
        g.advance()
        assert g.player("Cid").has(CUSTOMER) and not g.player("Bob").has(CUSTOMER)
        cid = g.player("Cid").get(CUSTOMER)
        assert cid is not None and cid.data["food"] == "poisoned"
        g2 = Game.new(Setup(SIX), seed=seed)
        g2.advance()
        assert g2.submit("Ann", "poison Cid")
        assert g2.submit("Ann", "charm Bob")
        assert g2.submit("Ann", "charm nobody")  # withdrawing the last choice serves nothing
        g2.advance()
        assert not any(p.has(CUSTOMER) for p in state_of(g2).players)


def test_chef_8_eating_is_an_end_of_day_ability() -> None:
    """The customer's yes is a choice at once (changeable); the eating itself is carried out when
    the day ends."""
    g = _served()
    assert g.submit("Bob", "eat")
    assert g.player("Bob").alive and not g.player("Bob").has(CHARMED)  # nothing until the end
    g.advance()
    assert g.player("Bob").has(CHARMED)


def test_chef_16_a_solo_team_made_during_the_game_gets_no_waiter() -> None:
    g = Game.new(Setup([("Ann", "Chef"), ("Cup", "Cupid"), *SIX[1:]]), seed=0)
    waiters = list(engine_of(g).ext(ChefState).waiters or [])
    g.advance()  # Night 1: the Cupid loves the wolf: the couple is a new solo team
    assert g.submit("Cup", "love Dan")
    g.advance()
    assert engine_of(g).win_team_of(g.player("Cup")) not in ("town", "wolves")
    assert list(engine_of(g).ext(ChefState).waiters or []) == waiters
