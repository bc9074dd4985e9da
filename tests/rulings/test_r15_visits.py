"""R15: a visit is recorded when an ability reaches another player, even if its effect fails; an
action blocked at its source makes no visit; self-targeted actions and votes are never visits;
several targets make several simultaneous visits."""

from rulings_support import do, events_of, new_game, rules_with_test_roles, to_phase, visits

from werewolves.engine.core import Engine
from werewolves.engine.state import Visit
from werewolves.testing import state_of

PLAYERS = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Hea": "Healer",
           "Tw": "Twin Seer", "Pro": "Protector", "Blo": "Blocker", "Dan": "Citizen",
           "Eve": "Citizen", "Fay": "Wolf"}


def test_r15_investigation_is_a_visit() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen"})
    to_phase(g, "Night 1")
    res = do(g, "Cid investigate Ann")
    assert visits(g) == [("Cid", "Ann", "investigate")]
    v = state_of(g).visits[0]
    assert v.phase == 1 and res.event in g.events[v.event].causes
    assert g.events[v.event].kind == "visit" and g.events[v.event].rule == "R15"


def test_r15_pack_attack_is_one_visit_by_the_executor() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Ann attack Bob")
    do(g, "Fay attack Bob")
    g.advance()
    executor = events_of(g, "group_action")[0].actor
    assert visits(g) == [(executor, "Bob", "attack")]


def test_r15_votes_and_elections_are_not_visits() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Day 1")
    do(g, "Bob vote Ann")
    do(g, "Bob elect Cid")
    do(g, "Dan vote Ann")
    do(g, "Dan unvote")
    g.advance()
    assert visits(g) == []
    assert not events_of(g, "visit")


def test_r15_self_targeted_action_is_not_a_visit() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Hea heal Hea")
    do(g, "Pro shield Pro")
    assert visits(g) == []
    to_phase(g, "Night 2")
    do(g, "Hea heal Bob")
    assert visits(g) == [("Hea", "Bob", "heal")]


def test_r15_several_targets_several_simultaneous_visits() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    res = do(g, "Tw peek Bob Dan")
    assert visits(g) == [("Tw", "Bob", "peek"), ("Tw", "Dan", "peek")]
    # simultaneous: the same phase, caused by the same action
    v1, v2 = state_of(g).visits
    assert v1.phase == v2.phase == 1
    assert g.events[v1.event].causes == g.events[v2.event].causes == [res.event]


def test_r15_visit_recorded_even_if_the_effect_fails() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Pro shield Bob")
    do(g, "Ann attack Bob")
    g.advance()
    assert g.player("Bob").alive  # the attack failed ...
    assert ("Ann", "Bob", "attack") in visits(g)  # ... but it reached Bob


def test_r15_blocked_action_makes_no_visit() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Cid")
    do(g, "Cid investigate Ann")
    assert visits(g) == [("Blo", "Cid", "block")]


def test_r15_every_visit_reaches_the_visit_hook() -> None:
    rules = rules_with_test_roles()
    seen: list[tuple[str, str]] = []

    def on_visit(eng: Engine, v: Visit) -> None:
        seen.append((v.actor, v.target))

    rules.on("visit", on_visit)
    g = new_game(PLAYERS, rules=rules)
    to_phase(g, "Night 1")
    do(g, "Tw peek Bob Dan")
    do(g, "Cid investigate Ann")
    assert seen == [("Tw", "Bob"), ("Tw", "Dan"), ("Cid", "Ann")]
