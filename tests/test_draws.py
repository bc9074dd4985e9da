"""Ruling RM440: draws (the book's `_rules/results/3 draw`). A game that runs on with nobody
dying for the setup's ``draw_after`` phases (twelve unless the host says otherwise) ends in a
draw, and so does a game the host ends early: everyone alive draws, the dead lose, and whoever
already ascended keeps their win."""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game, Setup, SetupError
from werewolves.testing import engine_of, state_of

QUIET = [("Ann", "Citizen"), ("Bob", "Citizen"), ("Cid", "Wolf"), ("Dan", "Citizen")]


def _quiet(options: dict[str, object] | None = None) -> Game:
    return Game.new(Setup(list(QUIET), options=dict(options or {})), 3)


def test_rule_results_draw_1_rm440_twelve_phases_with_nobody_dying_end_the_game_in_a_draw() -> None:
    g = _quiet()
    for _ in range(11):
        g.advance()
    assert not g.over  # eleven quiet phases: the game goes on
    g.advance()  # the twelfth ends: the thirteenth phase starts with the draw
    assert g.over and g.outcome is not None
    assert g.outcome.team is None and g.outcome.winners == []
    assert g.outcome.drawn == ["Ann", "Bob", "Cid", "Dan"]
    assert "12 phases in a row" in g.outcome.reason
    last = g.announcements()[-1]
    assert last.startswith("The game ends in a draw") and "Ann, Bob, Cid" in last
    assert g.events[-1].rule == "RM440"


def test_rule_results_draw_2_rm440_a_death_starts_the_count_again() -> None:
    g = _quiet()
    g.advance_to(1)  # Night 1
    _do(g, "Cid attack Ann")
    for _ in range(12):  # the night with a death, then eleven quiet phases
        g.advance()
    assert not g.over
    g.advance()
    assert g.over and g.outcome is not None and g.outcome.drawn == ["Bob", "Cid", "Dan"]


def test_rm440_the_host_sets_how_long_or_never() -> None:
    short = _quiet({"draw_after": 4})
    short.advance_to(4)
    assert short.over and short.outcome is not None and short.outcome.drawn
    never = _quiet({"draw_after": 0})
    never.advance_to(40)
    assert not never.over


@pytest.mark.parametrize("value", [-1, 1001, True, "six", 2.5])
def test_rm440_a_bad_draw_after_is_refused_with_a_sentence(value: object) -> None:
    with pytest.raises(SetupError) as err:
        _quiet({"draw_after": value})
    assert "draw_after" in str(err.value) and "0 (never) to 1000" in str(err.value)


def test_rule_results_draw_1_rm440_the_host_ends_a_game_in_a_draw_and_it_replays() -> None:
    g = _game(list(QUIET))
    g.advance_to(1)
    _do(g, "Cid attack Ann")
    g.advance()
    out = g.end_in_draw()
    assert out.drawn == ["Bob", "Cid", "Dan"] and out.winners == []
    assert out.reason == "the host ended the game"
    assert g.commands[-1] == {"op": "draw"}
    again = Game.replay(state_of(g).setup, state_of(g).seed, g.commands)
    assert again.to_json() == g.to_json()
    restored = Game.from_json(g.to_json())
    assert restored.outcome == out
    # a game that is over stays as it ended
    assert g.end_in_draw() == out and g.commands.count({"op": "draw"}) == 1


def test_rule_results_draw_2_rm440_whoever_ascended_keeps_their_win_in_a_draw() -> None:
    g = _game(list(QUIET))
    eng = engine_of(g)
    eng.ascend(eng.player("Dan"), causes=[], rule="test")
    out = g.end_in_draw()
    assert out.winners == ["Dan"] and "Dan" not in out.drawn
    assert "keeping their win: " in g.announcements()[-1]


def test_rm440_a_scenario_never_draws_unless_it_says_after_how_long() -> None:
    from werewolves.scenario import parse_scenario, run_scenario

    base = "name: x\nplayers: {Ann: Wolf, Bob: Citizen, Cid: Citizen}\n"
    # the files written before draws existed keep running unchanged: no draw by default
    still = parse_scenario(base + "steps:\n  - at: Day 20\n    expect: {game_over: false}\n")
    assert run_scenario(still).passed
    timed = parse_scenario(
        "draw_after: 4\n" + base + "steps:\n  - at: Day 20\n    expect: {game_over: true}\n"
    )
    assert run_scenario(timed).passed
