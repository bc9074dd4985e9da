"""R12: from Day 1, one election a day for the highest vacant office (Mayor → Reporter →
Guardian); vacant = no living holder at the start of the day; same tie rule as the lynch; the
office is granted at the end of the day, after the lynch; a holder may resign (effective at the
end of the phase)."""

from rulings_support import dead, do, new_game, to_phase

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

EIGHT = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen", "Eve": "Citizen",
         "Fay": "Citizen", "Gus": "Citizen", "Hal": "Wolf"}


def _office(g: Game) -> str | None:
    poll = engine_of(g).poll("election")
    return None if poll is None else poll.office


def _elect_all(g: Game, who: str) -> None:
    for p in g.living():
        do(g, f"{p} elect {who}")


def test_r12_offices_in_order_mayor_reporter_guardian() -> None:
    g = new_game(EIGHT)
    to_phase(g, "Day 1")
    assert _office(g) == "Mayor"
    _elect_all(g, "Bob")
    assert g.player("Bob").offices == []  # granted only at the end of the day
    to_phase(g, "Day 2")
    assert g.player("Bob").offices == ["Mayor"]
    assert "Bob has been elected Mayor." in g.announcements()
    assert _office(g) == "Reporter"
    _elect_all(g, "Cid")
    to_phase(g, "Day 3")
    assert g.player("Cid").offices == ["Reporter"]
    assert _office(g) == "Guardian"
    _elect_all(g, "Dan")
    to_phase(g, "Day 4")
    assert g.player("Dan").offices == ["Guardian"]
    # every office has a living holder: no election today
    assert _office(g) is None
    assert g.submit("Eve", "elect Eve").reason.value == "not possible now"  # type: ignore[union-attr]


def test_r12_tie_elects_nobody() -> None:
    g = new_game(EIGHT)
    to_phase(g, "Day 1")
    do(g, "Ann elect Bob")
    do(g, "Cid elect Dan")
    to_phase(g, "Day 2")
    assert all(not p.offices for p in state_of(g).players)
    # issue 36 item 4: the tie is named, with the tied players and their count
    assert "Nobody is elected Mayor today: a tie, Bob, Dan with 1 each." in g.announcements()
    assert _office(g) == "Mayor"


def test_r12_vacancy_judged_by_living_holders() -> None:
    g = new_game(EIGHT)
    to_phase(g, "Day 1")
    _elect_all(g, "Bob")
    to_phase(g, "Night 2")
    do(g, "Ann attack Bob")
    do(g, "Hal attack Bob")
    to_phase(g, "Day 2")
    assert dead(g) == {"Bob"} and g.player("Bob").offices == ["Mayor"]
    # the dead Mayor leaves the office vacant: today's election is for Mayor again
    assert _office(g) == "Mayor"


def test_r12_resign_takes_effect_at_the_end_of_the_phase() -> None:
    g = new_game(EIGHT)
    to_phase(g, "Day 1")
    _elect_all(g, "Bob")
    to_phase(g, "Day 2")
    do(g, "Bob resign")
    # still the Mayor for the rest of this day (R13: the vote still counts 2)
    assert g.player("Bob").offices == ["Mayor"]
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).vote_weight(g.player("Bob"), lynch) == 2
    g.advance()
    assert g.phase == "Night 3"
    assert g.player("Bob").offices == []
    assert "Bob has resigned as Mayor." in g.announcements()
    to_phase(g, "Day 3")
    assert _office(g) == "Mayor"


def test_r12_resign_at_night_takes_effect_when_the_night_ends() -> None:
    g = new_game(EIGHT)
    to_phase(g, "Day 1")
    _elect_all(g, "Bob")
    to_phase(g, "Night 2")
    do(g, "Bob resign")
    assert g.player("Bob").offices == ["Mayor"]
    g.advance()
    assert g.player("Bob").offices == []
    assert _office(g) == "Mayor"  # vacant at the start of Day 2


def test_r12_offices_are_public() -> None:
    g = new_game(EIGHT)
    to_phase(g, "Day 1")
    _elect_all(g, "Bob")
    to_phase(g, "Night 2")
    assert "Bob has been elected Mayor." in g.messages("Hal")
