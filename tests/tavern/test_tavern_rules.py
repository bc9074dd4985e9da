"""The Bartender and the Alcoholic (role book 2023: townsfolk/miscellaneous/bartender and
alcoholic), one test per sentence of their cards, each named by the sentence's id in
shared/spec/rolebook-sentences.md.

Other ids: R8 (kinds of death; absences, ruling RM160).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game, Setup, SetupError, role_book
from werewolves.testing import engine_of

TOWN = [("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
BAR = "the bar (Bea)"


def _tavern(seed: int = 0) -> Game:
    return _game([("Bea", "Bartender"), ("Alc", "Alcoholic"), ("Wes", "Wolf"), *TOWN], seed)


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _seen(g: Game, name: str) -> list[str]:
    return [m.text for m in g.events_for(name)]


def test_bartender_1_a_secret_channel_of_their_own() -> None:
    g = _game([("Bea", "Bartender"), ("Bob", "Bartender"), ("Wes", "Wolf"), *TOWN])
    eng = engine_of(g)
    assert BAR in eng.channels_of(eng.player("Bea"))
    assert "the bar (Bob)" in eng.channels_of(eng.player("Bob"))
    assert BAR not in eng.channels_of(eng.player("Bob"))  # RM164: one channel each
    assert not [c for c in eng.channels_of(eng.player("Cal")) if c.startswith("the bar")]


def test_bartender_b1_bartender_2_a_bar_line_reaches_the_town_square_unnamed() -> None:
    g = _tavern()
    g.say("Bea", BAR, "Wes is a wolf")
    line = "[town square] a voice from the bar: Wes is a wolf"
    for name in ("Cal", "Wes", "Alc"):
        assert line in _seen(g, name)
        assert not [t for t in _seen(g, name) if "Bea: Wes is a wolf" in t]
    (relayed,) = [e for e in g.events if e.kind == "chat" and e.audience == "public"]
    assert relayed.actor is None and relayed.rule == "bartender.2"


def test_bartender_3_a_bartender_who_lost_the_role_no_longer_reaches_the_square() -> None:
    g = _tavern()
    eng = engine_of(g)
    eng.change_role(eng.player("Bea"), "Citizen", causes=[], rule="R36")
    assert BAR in eng.channels_of(eng.player("Bea"))  # the channel is kept
    g.say("Bea", BAR, "still here")
    assert not [t for t in _seen(g, "Cal") if "still here" in t]


def test_alcoholic_b1_alcoholic_1_attacks_on_them_miss_at_night() -> None:
    g = _tavern()
    g.advance()
    _do(g, "Wes attack Alc")
    g.advance()
    assert _alive(g, "Alc")
    (stopped,) = [e for e in g.events if e.kind == "kill_prevented"]
    assert stopped.data["protection"] == "drinking at the tavern"
    assert not engine_of(g).player("Alc").all("absent")  # Day 1: home again


def test_alcoholic_1_other_kinds_of_death_still_reach_them() -> None:
    g = _tavern()
    g.advance()
    eng = engine_of(g)
    eng.kill(eng.player("Alc"), "kill", causes=[], rule="R8")
    assert not _alive(g, "Alc")


def test_alcoholic_2_no_bartender_no_absence_at_once() -> None:
    g = _tavern()
    g.advance()
    eng = engine_of(g)
    assert eng.player("Alc").all("absent")
    eng.kill(eng.player("Bea"), "kill", causes=[], rule="R8")
    assert not eng.player("Alc").all("absent")
    _do(g, "Wes attack Alc")
    g.advance()
    assert not _alive(g, "Alc")


def test_alcoholic_2_a_setup_with_an_alcoholic_and_no_bartender_is_refused() -> None:
    with pytest.raises(SetupError, match="needs a Bartender"):
        Game.new(Setup([("Alc", "Alcoholic"), ("Wes", "Wolf"), *TOWN]), seed=0)


def test_alcoholic_3_dies_at_the_end_of_the_first_night_without_a_bartender() -> None:
    g = _tavern()
    g.advance()  # Night 1
    g.advance()  # Day 1: Bea is lynched
    for voter in ("Cal", "Dee", "Eve", "Fay"):
        _do(g, f"{voter} vote Bea")
    g.advance()  # Night 2: no Bartender, no tavern
    assert not _alive(g, "Bea") and _alive(g, "Alc")
    assert not engine_of(g).player("Alc").all("absent")
    g.advance()  # the night's end
    assert not _alive(g, "Alc")
    (death,) = [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Alc"]]
    assert death.data["kind"] == "kill" and death.rule == "alcoholic.3"


def test_alcoholic_3_a_bartender_killed_at_night_leaves_the_alcoholic_one_more_night() -> None:
    # RM165: the night the Bartender died in had a living Bartender; the next one has none
    g = _tavern()
    g.advance()
    _do(g, "Wes attack Bea")
    g.advance()  # Day 1
    assert not _alive(g, "Bea") and _alive(g, "Alc")
    g.advance()  # Night 2
    g.advance()  # Day 2
    assert not _alive(g, "Alc")


def test_tavern_declares_what_the_edges_read() -> None:
    cards = {c.name: c for c in role_book() if c.name in ("Bartender", "Alcoholic")}
    assert set(cards) == {"Bartender", "Alcoholic"}
    for card in cards.values():
        assert not card.abilities and card.mix is None
        assert card.group == "Townsfolk Miscellaneous"
