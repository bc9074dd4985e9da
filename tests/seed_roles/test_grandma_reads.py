"""Grandma's vote arithmetic (R31) read by a view of the board (R40) is a question: it changes
nothing in the game, even for a Grandma who took the role up late, before any pick of hers was
recorded (the whole-book fuzz, seed 910029: an Amnesiac who became Grandma, then a player's view
of the lynch poll created her family's state)."""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.testing import engine_of


def test_r31_r40_a_view_of_the_board_with_a_grandma_who_came_late_changes_nothing() -> None:
    g = _game([("Ama", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
               ("Eve", "Citizen"), ("Fay", "Citizen")])
    g.advance()
    g.advance()  # Day 1
    _do(g, "Cal vote Dee")
    engine_of(g).change_role(engine_of(g).player("Ama"), "Grandma", causes=[], rule="R36")
    before = g.to_json()
    g.view("Ama")
    g.view("Cal")
    g.host_view()
    assert g.to_json() == before
    # and her arithmetic is still read: Grandma with no pick of hers has no vote today (R31)
    _do(g, "Ama vote Dee")
    g.advance()
    assert not engine_of(g).player("Dee").alive  # Cal's vote alone, Ama's counting none, lynches
