"""The Trickster Wolf (role book 2023: werewolves/miscellaneous/trickster wolf), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

trickster-wolf.b1 repeats trickster-wolf.1 (docs/rules.md marks it informative). Other ids: R11
(the lynch), R13 (the Mayor's extra vote), R40 (the board and the explanation), R41 (Grandma),
RM25, RM26, RM28.
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.engine import tally
from werewolves.game import Game, Setup
from werewolves.testing import engine_of, state_of

PLAYERS = [("Tri", "Trickster Wolf"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _day_1(players: list[tuple[str, str]] = PLAYERS) -> Game:
    g = _game(players)
    g.advance()
    g.advance()
    assert g.phase == "Day 1"
    return g


def _breakdown(g: Game, poll: str) -> tally.Breakdown:
    found = engine_of(g).poll(poll)
    assert found is not None
    return tally.breakdown(engine_of(g), found)


def _lynch_totals(g: Game, host: bool) -> dict[str, int]:
    return next(p.totals for p in g.polls(host=host) if p.name == "lynch")


def test_trickster_wolf_1_on_a_public_poll_its_vote_counts_minus_one() -> None:
    g = _day_1()
    _do(g, "Tri vote Cal")
    _do(g, "Dee vote Cal")
    _do(g, "Eve vote Dee")
    assert _lynch_totals(g, host=True) == {"Cal": 0, "Dee": 1}
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Dee")
    closing = next(e for e in g.events if e.kind == "poll_closed" and e.data["poll"] == "lynch")
    why = "\n".join(g.explain(closing.id))
    assert "Tri's vote for Cal counts -1" in why.replace("−", "-")
    assert "the Trickster Wolf's vote counts against its candidate" in why


def test_trickster_wolf_1_on_the_packs_private_poll_too() -> None:
    players = [("Tri", "Trickster Wolf"), ("Wes", "Wolf"), ("Kay", "Wolf"), *PLAYERS[2:]]
    g = _game(players)
    g.advance()  # Night 1: one wolf's vote against the Trickster's and another's
    _do(g, "Tri attack Cal")
    _do(g, "Kay attack Cal")
    _do(g, "Wes attack Dee")
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Dee")  # Cal 0, Dee 1


def test_trickster_wolf_1_a_trickster_alone_on_a_candidate_wins_nothing() -> None:
    """R11 / RM26: the highest *positive* total wins; a candidate at -1 is nobody's win."""
    g = _day_1()
    _do(g, "Tri vote Cal")
    g.advance()
    assert _alive(g, "Cal")


def test_trickster_wolf_2_as_mayor_its_vote_counts_minus_two() -> None:
    g = _day_1()
    engine_of(g).grant_office(engine_of(g).player("Tri"), "Mayor")
    for voter in ("Tri", "Dee"):
        _do(g, f"{voter} vote Cal")
    _do(g, "Eve vote Dee")
    assert _lynch_totals(g, host=True) == {"Cal": -1, "Dee": 1}
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Dee")


def test_trickster_wolf_3_a_candidate_at_zero_or_fewer_votes_is_not_on_the_board() -> None:
    g = _day_1()
    _do(g, "Tri vote Cal")
    _do(g, "Eve vote Dee")
    assert _lynch_totals(g, host=False) == {"Dee": 1}
    view = next(p for p in g.view("Fay").polls if p.name == "lynch")
    assert view.totals == {"Dee": 1} and view.votes == {"Tri": "Cal", "Eve": "Dee"}
    _do(g, "Fay vote Cal")
    _do(g, "Gus vote Cal")
    assert _lynch_totals(g, host=False) == {"Cal": 1, "Dee": 1}  # RM26: the -1 is public
    assert _lynch_totals(g, host=True) == {"Cal": 1, "Dee": 1}


def test_trickster_wolf_4_the_last_of_the_pack_becomes_a_wolf_and_votes_normally() -> None:
    g = _day_1()
    for voter in ("Cal", "Dee", "Eve", "Fay"):
        _do(g, f"{voter} vote Wes")
    g.advance()  # Wes is lynched: the Trickster is alone in the pack
    tri = engine_of(g).player("Tri")
    assert tri.role == "Wolf"
    assert any("you are now a regular Wolf" in m for m in g.private_messages("Tri"))
    g.advance()  # Day 2: its vote counts one again
    _do(g, "Tri vote Cal")
    assert _lynch_totals(g, host=True) == {"Cal": 1}


def test_trickster_wolf_4_a_trickster_dealt_alone_in_the_pack_is_a_wolf_at_once() -> None:
    """RM25 / RM28: a host may deal the role; dealt as the pack's only member, it is a Wolf from
    the start."""
    g = _game([("Tri", "Trickster Wolf"), *PLAYERS[2:]])
    assert engine_of(g).player("Tri").role == "Wolf"


def test_trickster_wolf_4_with_a_packmate_alive_it_stays_a_trickster() -> None:
    """RM25: dealt by a host beside another wolf, it plays as the book's made one."""
    game = Game.new(Setup(PLAYERS), seed=3)
    assert engine_of(game).player("Tri").role == "Trickster Wolf"
    g = _day_1()
    for voter in ("Cal", "Dee", "Eve", "Fay"):
        _do(g, f"{voter} vote Gus")
    g.advance()
    assert engine_of(g).player("Tri").role == "Trickster Wolf"


def test_trickster_wolf_1_grandma_takes_no_vote_from_a_trickster() -> None:
    """R41 / RM26: the Trickster's vote is negative when Grandma picks it: there is nothing to
    take (she is told so) and its -1 stands; her own vote counts her one pick (R38)."""
    players = [("Tri", "Trickster Wolf"), ("Wes", "Wolf"), ("Gma", "Grandma"), *PLAYERS[2:]]
    g = _game(players)
    g.advance()
    g.advance()
    g.advance()  # Night 2
    # R41: she is told at once, with the pick
    assert any("Tri has no vote for you to take" in t for t in _do(g, "Gma choose Tri").told)
    g.advance()  # Day 2
    _do(g, "Tri vote Cal")
    _do(g, "Gma vote Cal")
    ballots = {b.voter: b.counted for b in _breakdown(g, "lynch").ballots}
    assert ballots == {"Tri": -1, "Gma": 1}


def test_trickster_wolf_1_a_war_doomed_trickster_counts_nothing() -> None:
    """RM26: War's doom empties the vote first; a negative of nothing is nothing."""
    from werewolves.roles.horsemen import WAR

    g = _day_1([*PLAYERS, ("Hor", "Horseman of War")])
    tri = engine_of(g).player("Tri")
    engine_of(g).add_status(tri, WAR, source=0, until=state_of(g).phase, data={"doom": True})
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).vote_weight(tri, lynch) == 0
