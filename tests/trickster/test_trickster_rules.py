"""The Trickster (role book 2023: townsfolk/miscellaneous/trickster), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

trickster.b1 repeats trickster.1 (docs/rules.md marks it informative). Other ids: R11 (the
lynch), R13 (the Mayor's extra vote), R40 (the board and the explanation), RM26, RM184.
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.engine import tally
from werewolves.engine.state import Poll
from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Tri", "Trickster"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _day_1(players: list[tuple[str, str]] = PLAYERS) -> Game:
    g = _game(players)
    g.advance()
    g.advance()
    assert g.phase == "Day 1"
    return g


def _lynch_totals(g: Game, host: bool) -> dict[str, int]:
    return next(p.totals for p in g.polls(host=host) if p.name == "lynch")


def test_trickster_1_on_the_lynch_its_vote_counts_minus_one_and_looks_normal() -> None:
    g = _day_1()
    _do(g, "Tri vote Cal")
    _do(g, "Dee vote Cal")
    _do(g, "Eve vote Dee")
    assert _lynch_totals(g, host=True) == {"Cal": 0, "Dee": 1}
    # the vote itself looks like anyone's: everyone sees whom the Trickster voted for
    view = next(p for p in g.view("Fay").polls if p.name == "lynch")
    assert view.votes["Tri"] == "Cal"
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Dee")
    closing = next(e for e in g.events if e.kind == "poll_closed" and e.data["poll"] == "lynch")
    why = "\n".join(g.explain(closing.id)).replace("−", "-")
    assert "Tri's vote for Cal counts -1" in why
    assert "the Trickster's public vote counts against its candidate" in why


def test_trickster_1_a_private_poll_is_not_affected() -> None:
    """RM184: only public polls: a Trickster's vote on a group's private poll counts one."""
    g = _day_1()
    eng = engine_of(g)
    tri = eng.player("Tri")
    assert eng.vote_weight(tri, Poll(name="wolfpack attack", kind="group")) == 1
    assert eng.vote_weight(tri, Poll(name="election", kind="election")) == -1


def test_trickster_2_as_mayor_its_vote_counts_minus_two() -> None:
    g = _day_1()
    engine_of(g).grant_office(engine_of(g).player("Tri"), "Mayor")
    for voter in ("Tri", "Dee"):
        _do(g, f"{voter} vote Cal")
    _do(g, "Eve vote Dee")
    assert _lynch_totals(g, host=True) == {"Cal": -1, "Dee": 1}
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Dee")


def test_trickster_3_a_candidate_at_zero_or_fewer_votes_is_not_on_the_board() -> None:
    g = _day_1()
    _do(g, "Tri vote Cal")
    _do(g, "Eve vote Dee")
    assert _lynch_totals(g, host=False) == {"Dee": 1}
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None
    assert tally.public_board(tally.breakdown(engine_of(g), lynch)) == "Dee 1"
    g.advance()
    assert _alive(g, "Cal")  # R11: a candidate below one vote is nobody's lynch


def test_trickster_4_once_the_role_is_lost_the_vote_counts_as_anyones() -> None:
    g = _day_1()
    eng = engine_of(g)
    eng.change_role(eng.player("Tri"), "Citizen", causes=[], rule="test")
    _do(g, "Tri vote Cal")
    assert _lynch_totals(g, host=True) == {"Cal": 1}
