"""The Detective (role book 2023: limited/detective), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: rulings RM410 (a solved Detective wins when the game ends and plays on), RM411 (one
day ability a day, none once solved), RM412 (the lines name the living and the dead).
"""

from __future__ import annotations

from role_kit import _do, _game, _refused

from werewolves.game import Game

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
    g.engine.add_status(g.player("Wes"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "strong"})
    res = _do(g, "Det deduce Wes Wolf")
    assert any("Confirmed: Wes is the Wolf" in m for m in res.told)


def test_detective_b2_detective_4_detective_5_rm410_a_right_solution_wins() -> None:
    g = _game(TABLE)
    g.advance()
    _note_all(g)
    assert not any("solved" in m for m in g.private_messages("Det"))
    g.advance()  # judged at the end of the night
    assert any("you have solved the role list" in m for m in g.private_messages("Det"))
    # RM410: the game goes on, and the Detective writes no more
    assert g.outcome is None
    g.advance()
    assert "note" not in _verbs(g, "Det")
    # the town wins: the Detective wins with it
    g.advance_to(4)
    for name in ("Det", "Fay", "Ann", "Bob", "Cyd"):
        if g.player(name).alive:
            _do(g, f"{name} vote Wes")
    g.advance()
    assert g.outcome is not None and "Det" in g.outcome.winners


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
