"""The Baroness (role book 2023: limited/baroness, limited/baroness roles), one test per sentence
of its pages, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (the checks on an action); rulings RM396–RM398 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Bar", "Baroness"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Fay", "Fortune Teller"),
           ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Dee", "Citizen")]


LEARNED = "A player with the role {} learned: "


def _learned(g: Game) -> list[str]:
    return [m.text for m in g.view("Bar").messages if m.text.startswith("A ")]


def _options(g: Game) -> tuple[str, ...]:
    (la,) = [la for la in g.legal_actions("Bar") if la.verb == "eavesdrop"]
    return tuple(la.options)


def test_baroness_1_baroness_roles_1_an_investigative_role_or_one_of_four_others() -> None:
    g = _game(PLAYERS)
    options = _options(g)
    assert {"Fortune Teller", "Aura Teller", "Medium", "Tanner", "Innkeeper",
            "Ravenkeeper"} <= set(options)
    assert "Citizen" not in options and "Wolf" not in options
    assert "Baroness" not in options  # ruling RM396
    assert "is not" in _refused(g, "Bar eavesdrop Citizen").message
    assert _do(g, "Bar eavesdrop Fortune Teller").told[-1] == (
        "You will hear what every Fortune Teller learns tonight and tomorrow."
    )
    g.advance()
    assert _refused(g, "Bar eavesdrop Fortune Teller").message  # by day only


def test_baroness_b1_baroness_2_what_the_role_learns_in_the_two_phases_after() -> None:
    g = _game(PLAYERS)
    _do(g, "Bar eavesdrop Fortune Teller")
    g.advance()  # Night 1
    _do(g, "Fay investigate Wes")
    assert not _learned(g)  # told as the night ends
    g.advance()
    assert _learned(g) == [LEARNED.format("Fortune Teller") + "Wes appears to be the Wolf."]
    g.advance()  # Night 2: the choice has run out
    _do(g, "Fay investigate Kay")
    g.advance()
    assert len(_learned(g)) == 1


def test_baroness_2_the_holder_is_never_named() -> None:
    g = _game(PLAYERS)
    _do(g, "Bar eavesdrop Fortune Teller")
    g.advance()
    _do(g, "Fay investigate Ann")
    g.advance()
    assert all("Fay" not in t for t in _learned(g))


def test_baroness_3_nobody_alive_with_the_role_nothing_learned() -> None:
    g = _game(PLAYERS)
    _do(g, "Bar eavesdrop Aura Teller")
    g.advance()
    _do(g, "Fay investigate Wes")
    g.advance()
    assert not _learned(g)


def test_baroness_4_not_the_same_role_two_days_running() -> None:
    g = _game(PLAYERS)
    _do(g, "Bar eavesdrop Fortune Teller")
    g.advance()
    g.advance()  # Day 1
    assert "Fortune Teller" not in _options(g)
    assert "is not" in _refused(g, "Bar eavesdrop Fortune Teller").message
    _do(g, "Bar eavesdrop Innkeeper")
    g.advance()
    g.advance()  # Day 2: the day before named another role
    assert "Fortune Teller" in _options(g)


def test_baroness_5_no_lycan_not_in_the_pack() -> None:
    g = _game(PLAYERS)
    role = engine_of(g).role_of(engine_of(g).player("Bar"))
    assert role.team == "wolves" and not role.lycan and role.limited
    assert "Bar" not in engine_of(g).group("wolfpack").members
    g.advance()
    assert "attack" not in [la.verb for la in g.legal_actions("Bar")]


def test_baroness_roles_3_the_tanners_tans_and_the_pack() -> None:
    g = _game([*PLAYERS[:-1], ("Tan", "Tanner")])
    _do(g, "Bar eavesdrop Tanner")
    g.advance()
    g.advance()  # Day 1: the second phase after the choice
    _do(g, "Tan tan Wes Citizen")
    g.advance()
    assert _learned(g) == [
        LEARNED.format("Tanner")
        + "Wes will look like the Citizen until the end of the coming night.",
        LEARNED.format("Tanner")
        + "Someone you tanned today (at least one of them) is a member of the "
        "wolfpack.",
    ]


def test_baroness_roles_4_the_innkeepers_role_and_count() -> None:
    g = _game([*PLAYERS[:-1], ("Inn", "Innkeeper")])
    _do(g, "Bar eavesdrop Innkeeper")
    g.advance()
    _do(g, "Inn census Wolf")
    g.advance()
    assert _learned(g) == [LEARNED.format("Innkeeper") + "Living players with the role Wolf: 2."]


def test_baroness_roles_5_the_ravenkeepers_reports() -> None:
    # ten players: two ravens
    g = _game([*PLAYERS[:-1], ("Rav", "Ravenkeeper"), ("Eli", "Citizen"), ("Gus", "Citizen")])
    g.advance()  # Night 1
    _do(g, "Rav assign Fay")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Rav assign Wes")
    g.advance()  # Day 2
    _do(g, "Bar eavesdrop Ravenkeeper")
    g.advance()  # Night 3
    _do(g, "Rav spy")
    _do(g, "Fay investigate Wes")
    g.advance()
    seen = LEARNED.format("Ravenkeeper") + "Your ravens saw Fay use an action on Wes."
    assert seen in _learned(g)


def test_baroness_roles_2_the_mediums_question_and_answer() -> None:
    g = _game([*PLAYERS[:-1], ("Med", "Medium")])
    g.advance()  # Night 1
    _do(g, "Wes attack Ann")
    g.advance()  # Day 1
    _do(g, "Bar eavesdrop Medium")
    g.advance()  # Night 2
    (seance,) = [c.name for c in g.view("Med").channels if "seance" in c.name]
    assert g.say("Med", seance, "Is Wes a wolf?")
    g.advance()  # Day 2: the question goes to the dead
    _do(g, "Ann answer yes")
    g.advance()
    learned = _learned(g)
    assert any("Is Wes a wolf?" in t for t in learned), learned
    assert any("yes" in t for t in learned if "answered" in t), learned
