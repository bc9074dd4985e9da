"""The Despot (role book 2023: unaligned/miscellaneous/despot), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md. Ruling: RM330."""

from __future__ import annotations

from role_game_steps import _do, _game

PLAYERS = [
    ("Des", "Despot"),
    ("Wes", "Wolf"),
    ("Kay", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fin", "Citizen"),
    ("Gus", "Citizen"),
]


def _elect_despot():
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1: the Mayor's election
    for v in ("Des", "Cal", "Dee"):
        _do(g, f"{v} elect Des")
    g.advance()
    return g


def test_despot_b1_despot_1_an_elected_despot_ascends_and_takes_no_office() -> None:
    g = _elect_despot()
    des = g.player("Des")
    assert des.ascended and not des.alive
    assert "Mayor" not in des.offices
    assert "Des the Despot has ascended and won." in g.announcements()


def test_despot_2_the_game_goes_on_and_the_despot_wins_at_its_end() -> None:
    g = _elect_despot()
    assert g.outcome is None and g.phase == "Night 2"
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()
    for v in ("Dee", "Eve", "Fin", "Gus"):
        _do(g, f"{v} vote Wes")
    g.advance()
    _do(g, "Kay attack Dee")
    g.advance()
    for v in ("Eve", "Fin", "Gus"):
        _do(g, f"{v} vote Kay")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town"
    assert "Des" in g.outcome.winners


def test_despot_b2_the_next_day_has_no_election() -> None:
    g = _elect_despot()
    g.advance()  # Night 2 → Day 2
    assert g.phase == "Day 2"
    assert not [p for p in g.polls() if p.kind == "election"]
    assert "After the Despot's election, there is no election today." in g.announcements()
    g.advance()
    g.advance()  # Day 3: elections again
    assert [p for p in g.polls() if p.kind == "election"]


def test_despot_b1_a_citizen_elected_takes_the_office() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    for v in ("Des", "Cal", "Dee"):
        _do(g, f"{v} elect Cal")
    g.advance()
    assert "Mayor" in g.player("Cal").offices
