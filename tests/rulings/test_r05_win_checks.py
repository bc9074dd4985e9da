"""R5: win checks at the start of every phase, after every immediate action and after the lynch;
when the game ends the result is final."""

from rulings_support import do, events_of, new_game, refuse, rules_with_test_roles, to_phase

from werewolves.game import Reason


def test_r05_game_ends_right_after_the_lynch() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen"})
    to_phase(g, "Day 1")
    for v in ("Bob", "Cid", "Dan"):
        do(g, f"{v} vote Ann")
    g.advance()
    assert g.over
    assert g.outcome is not None and g.outcome.team == "town"
    assert g.outcome.phase == 2  # decided during Day 1, no Night 2 started
    assert g.phase == "Day 1"
    over = events_of(g, "game_over")
    assert len(over) == 1 and over[0].step == "lynch_consequences"
    assert not [e for e in events_of(g, "phase_started") if e.phase > 2]


def test_r05_win_check_at_the_start_of_a_phase() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen"})
    assert not g.over  # Day 0: a wolf and a citizen are alive
    g.advance()
    do(g, "Ann attack Bob")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves"
    assert g.outcome.phase == 2 and g.phase == "Day 1"
    over = events_of(g, "game_over")[0]
    started = next(e for e in events_of(g, "phase_started") if e.phase == 2)
    assert over.id > started.id and started.id in over.causes
    # the day never really ran: no polls opened
    assert not [e for e in g.events if e.msg == "poll.lynch_open"]


def test_r05_win_check_after_an_immediate_action() -> None:
    g = new_game({"Ann": "Wolf", "Exe": "Executioner", "Cid": "Citizen"},
                 rules=rules_with_test_roles())
    to_phase(g, "Day 1")
    res = do(g, "Exe execute Ann")
    # the game ended the moment the action (and its death) resolved, mid-day
    assert g.over and g.phase == "Day 1"
    assert g.outcome is not None and g.outcome.team == "town"
    assert res.event in events_of(g, "game_over")[0].causes


def test_r05_result_is_final() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen"})
    g.advance()
    do(g, "Ann attack Bob")
    g.advance()
    assert g.over
    outcome = g.outcome
    n = len(g.events)
    assert refuse(g, "Ann vote Ann").reason == Reason.GAME_OVER
    g.advance()
    g.advance_to(20)
    assert g.outcome == outcome and len(g.events) == n and g.phase == "Day 1"
    assert g.legal_actions("Ann") == []
