"""The Detective (role book 2023: limited/detective), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: ruling R44 (a right solution is an ascension: the Detective leaves the game with a
win, which supersedes RM410), RM411 (one day ability a day), RM412 (the lines name the living and
the dead).
"""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

TABLE = [("Det", "Detective"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"), ("Ann", "Citizen"),
         ("Bob", "Citizen"), ("Cyd", "Citizen")]


def _verbs(g: Game, name: str) -> list[str]:
    return [la.verb for la in g.legal_actions(name)]


def _note_all(g: Game, wrong: int = 0) -> None:
    for i, (name, role) in enumerate(TABLE):
        _do(g, f"Det note {name} {'Citizen' if i < wrong and role != 'Citizen' else role}")


def test_detective_b1_detective_1_detective_2_a_right_guess_by_day_is_confirmed() -> None:
    g = _game(TABLE)
    res = _do(g, "Det deduce Wes Wolf")
    assert any("Confirmed: Wes is the Wolf" in m for m in res.told)
    g.advance_to(2)
    res = _do(g, "Det deduce Fay Citizen")
    assert any("Wrong: Fay is not the Citizen" in m for m in res.told)
    assert g.card("Detective").limited  # type: ignore[union-attr]


def test_detective_1_rm411_one_day_ability_a_day_and_the_autopsy_of_the_dead() -> None:
    g = _game(TABLE)
    _do(g, "Det deduce Wes Wolf")
    _refused(g, "Det deduce Fay Wolf")
    g.advance()
    _do(g, "Wes attack Fay")
    g.advance()  # Day 1: Fay dead
    _refused(g, "Det autopsy Ann")  # alive
    res = _do(g, "Det autopsy Fay")
    assert any("Fay was the Fortune Teller" in m for m in res.told)
    _refused(g, "Det deduce Wes Wolf")  # the day is used
    assert "deduce" not in _verbs(g, "Det") and "autopsy" not in _verbs(g, "Det")
    g.advance()
    assert "deduce" not in _verbs(g, "Det")  # never at night


def test_detective_3_no_disguise_fools_the_detective() -> None:
    g = _game(TABLE)
    engine_of(g).add_status(g.player("Wes"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "strong"})
    res = _do(g, "Det deduce Wes Wolf")
    assert any("Confirmed: Wes is the Wolf" in m for m in res.told)


def test_detective_b2_detective_4_detective_5_a_right_solution_wins() -> None:
    g = _game(TABLE)
    g.advance()
    _note_all(g)
    assert not any("solved" in m for m in g.private_messages("Det"))
    g.advance()  # judged at the end of the night
    assert any("you have solved the role list" in m for m in g.private_messages("Det"))
    # detective.5 (R44): the game goes on without the Detective
    assert g.outcome is None and not g.player("Det").alive
    g.advance()
    assert "note" not in _verbs(g, "Det")
    # the town wins: the Detective, who left with a win, is among the winners
    g.advance_to(4)
    for name in ("Fay", "Ann", "Bob", "Cyd"):
        if g.player(name).alive:
            _do(g, f"{name} vote Wes")
    g.advance()
    assert g.outcome is not None and "Det" in g.outcome.winners


def test_r44_detective_5_detective_b3_a_right_solution_ascends_out_of_the_game() -> None:
    """R44: the Detective whose solution is right ascends as the night ends: out of the game
    (no ability, no vote, no target, dead to every rule), announced with the role, a winner."""
    table = [("Det", "Detective"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen")]
    g = _game(table)
    g.advance()
    for name, role in table:
        _do(g, f"Det note {name} {role}")
    _do(g, "Wes attack Ann")
    g.advance()  # Day 1: judged as Night 1 ended
    assert g.outcome is None  # the game goes on without her
    assert_left_the_game(g, "Det", "Detective", verbs=("deduce", "autopsy", "note"))
    # the wolf wins the game: the Detective, long gone, has won all the same
    g.advance()
    _do(g, "Wes attack Bob")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves", g.outcome
    assert_won(g, "Det")


def test_r44_detective_5_judged_as_the_night_ends_she_is_gone_before_its_attacks() -> None:
    """R44 / detective.5: the solution is judged as the night ends, before the night's attacks
    land: the Detective ascends, and the pack's attack on her finds nobody (no death of hers)."""
    g = _game(TABLE)
    g.advance()
    _note_all(g)
    _do(g, "Wes attack Det")
    g.advance()
    assert g.death_kind("Det") == "ascended"
    # her one way out is the ascension: no death of hers is announced
    assert [m for m in g.announcements() if m.startswith("Det")] == [
        "Det the Detective has ascended and won."
    ]
    assert [n for n in g.players if not g.player(n).alive] == ["Det"]


def test_detective_b3_an_unsolved_detective_does_not_win() -> None:
    g = _game(TABLE)
    g.advance_to(2)
    for name in ("Det", "Fay", "Ann", "Bob", "Cyd"):
        _do(g, f"{name} vote Wes")
    g.advance()
    assert g.outcome is not None and "Det" not in g.outcome.winners


def test_detective_6_a_wrong_solution_tells_how_many_lines_were_right() -> None:
    g = _game(TABLE)
    g.advance()
    _note_all(g, wrong=2)  # Det and Wes written as Citizens
    g.advance()
    assert any("4 of its 6 lines were right" in m for m in g.private_messages("Det"))
    assert not any("solved" in m for m in g.private_messages("Det"))


def test_detective_7_a_partial_solution_never_wins() -> None:
    g = _game(TABLE)
    g.advance()
    for name, role in TABLE[:5]:
        _do(g, f"Det note {name} {role}")
    g.advance()
    assert any("5 of its 5 lines were right" in m for m in g.private_messages("Det"))
    assert not any("solved" in m for m in g.private_messages("Det"))


def test_rm412_a_line_may_name_the_dead_and_a_line_named_again_is_replaced() -> None:
    g = _game(TABLE)
    g.advance()
    _do(g, "Wes attack Fay")
    g.advance_to(3)  # Night 2: Fay is dead
    _do(g, "Det note Fay Citizen")
    _do(g, "Det note Fay Fortune Teller")  # replaces
    for name, role in TABLE:
        if name != "Fay":
            _do(g, f"Det note {name} {role}")
    g.advance()
    assert any("you have solved the role list" in m for m in g.private_messages("Det"))
