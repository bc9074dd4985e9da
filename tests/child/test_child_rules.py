"""The Child (role book 2023: townsfolk/miscellaneous/child), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R11 (the lynch polls), R13 (the Mayor's second poll), RM126–RM127
(docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of


def _alive(g: Game) -> set[str]:
    return {n for n in g.players if g.player(n).alive}


def _lynch_polls(g: Game) -> list[str]:
    return [p.name for p in state_of(g).polls if p.kind == "lynch"]


TOWN = [("Kid", "Child"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
        ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen")]


def test_child_1_a_child_killed_at_night_gives_the_coming_day_a_second_lynch() -> None:
    g = _game(TOWN)
    g.advance()
    _do(g, "Wes attack Kid")
    g.advance()
    assert g.phase == "Day 1" and _lynch_polls(g) == ["lynch", "lynch 2"]
    assert any("'vote2'" in m for m in g.messages("Cal"))
    # each poll is counted and carried out on its own
    for line in ("Cal vote Dee", "Eve vote Dee", "Fay vote2 Gus", "Hal vote2 Gus"):
        _do(g, line)
    g.advance()
    assert {"Dee", "Gus"}.isdisjoint(_alive(g))
    g.advance()
    assert _lynch_polls(g) == ["lynch"]  # one day only


def test_child_1_a_child_lynched_by_day_gives_the_next_day() -> None:
    # ruling RM127: the day after the death, not the same one
    g = _game(TOWN)
    g.advance()
    g.advance()
    assert _lynch_polls(g) == ["lynch"]
    for v in ("Cal", "Dee", "Eve"):
        _do(g, f"{v} vote Kid")
    g.advance()
    assert "Kid" not in _alive(g)
    g.advance()
    assert g.phase == "Day 2" and _lynch_polls(g) == ["lynch", "lynch 2"]


def test_child_1_every_kind_of_death_counts() -> None:
    # ruling RM126: a kill counts as an attack does; the role held at death is what counts
    g = _game(TOWN)
    g.advance()
    engine_of(g).kill(g.player("Kid"), "kill", causes=[], rule="R8")
    g.advance()
    assert _lynch_polls(g) == ["lynch", "lynch 2"]
    g2 = _game(TOWN)
    g2.advance()
    engine_of(g2).change_role(g2.player("Kid"), "Citizen", causes=[], rule="R36")
    _do(g2, "Wes attack Kid")
    g2.advance()
    assert _lynch_polls(g2) == ["lynch"]


def test_child_2_two_child_deaths_give_three_lynches() -> None:
    g = _game([("Kid", "Child"), ("Ben", "Child"), ("Wes", "Wolf"), ("Asa", "Assassin"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
               ("Gus", "Citizen"), ("Hal", "Citizen")])
    g.advance()
    g.advance()
    _refused(g, "Cal vote3 Dee")  # no third poll today
    g.advance()
    _do(g, "Wes attack Kid")
    _do(g, "Asa attack Ben")
    g.advance()
    assert _lynch_polls(g) == ["lynch", "lynch 2", "lynch 3"]
    for line in ("Cal vote Dee", "Eve vote2 Fay", "Gus vote3 Hal"):
        _do(g, line)
    g.advance()
    assert {"Dee", "Fay", "Hal"}.isdisjoint(_alive(g))


def test_child_2_the_extra_polls_come_after_the_mayors_second() -> None:
    # R13: with more than 15 alive the Mayor may call a second poll; the Child's is the third
    players = [("Kid", "Child"), ("Wes", "Wolf"), ("May", "Citizen")] + [
        (f"C{i}", "Citizen") for i in range(15)
    ]
    g = _game(players)
    g.advance()
    engine_of(g).grant_office(g.player("May"), "Mayor")
    _do(g, "May secondpoll")
    _do(g, "Wes attack Kid")
    g.advance()
    assert _lynch_polls(g) == ["lynch", "lynch 2", "lynch 3"]
    assert any("'vote3'" in m for m in g.messages("C0"))
    _do(g, "C0 vote3 C1")
    assert "vote3" not in g.awaiting().get("C0", [])


def test_child_3_the_same_player_may_be_lynched_twice() -> None:
    # an Idiot survives the first lynch (idiot.1) and dies of the second
    g = _game([("Kid", "Child"), ("Idi", "Idiot"), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    g.advance()
    _do(g, "Wes attack Kid")
    g.advance()
    for v in ("Cal", "Dee", "Eve"):
        _do(g, f"{v} vote Idi")
        _do(g, f"{v} vote2 Idi")
    g.advance()
    assert "Idi" not in _alive(g)
    assert [e.data["kind"] for e in g.events if e.kind == "kill_attempt"][-2:] == ["lynch"] * 2


def test_child_declares_no_ability() -> None:
    from werewolves.game import role_book

    (card,) = [c for c in role_book() if c.name == "Child"]
    assert not card.abilities and card.mix is None and card.group == "Townsfolk Miscellaneous"


def test_child_2_a_day_holds_at_most_six_lynch_polls() -> None:
    # ruling RM127: seven Child deaths in one night: the day's own poll and five extra ones
    # open; the two further ones are not opened, and the host's log says so
    kids = [(f"K{i}", "Child") for i in range(7)]
    g = _game([*kids, ("Wes", "Wolf")] + [(f"C{i}", "Citizen") for i in range(9)])
    g.advance()
    for name, _role in kids:
        engine_of(g).kill(g.player(name), "kill", causes=[], rule="R8")
    g.advance()
    assert _lynch_polls(g) == ["lynch"] + [f"lynch {n}" for n in range(2, 7)]
    assert len([e for e in g.events if e.kind == "poll_not_opened"]) == 2
    _do(g, "C0 vote6 C1")
    _refused(g, "C0 vote7 C1")
