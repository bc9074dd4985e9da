"""The Idiot (role book 2023: townsfolk/miscellaneous/idiot), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R8 (kinds of death, the order of defences), R11–R13 (polls, the Mayor's extra vote),
R40 (the tally's breakdown), RM124–RM125 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.engine.tally import breakdown
from werewolves.testing import engine_of

SURVIVED = "You should have died, but you lived on."
PLAYERS = [("Idi", "Idiot"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen"), ("Fay", "Citizen")]


def _alive(g: object) -> set[str]:
    return {n for n in g.players if g.player(n).alive}  # type: ignore[attr-defined]


def test_idiot_1_the_first_night_attack_does_not_kill() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Idi")
    g.advance()
    assert "Idi" in _alive(g)
    assert [e.data["defence"] for e in g.events if e.kind == "kill_prevented"] == ["idiot"]


def test_idiot_1_the_first_lynch_does_not_kill_and_everyone_sees_it() -> None:
    # ruling RM125: a lynch is public, so its failure is announced
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    for v in ("Cal", "Dee", "Wes"):
        _do(g, f"{v} vote Idi")
    g.advance()
    assert "Idi" in _alive(g)
    assert "Idi was lynched, but did not die." in g.messages("Cal")
    assert any(SURVIVED in m for m in g.private_messages("Idi"))


def test_idiot_1_the_first_kill_does_not_kill_a_true_kill_does() -> None:
    g = _game(PLAYERS)
    g.advance()
    eng = engine_of(g)
    assert not eng.kill(g.player("Idi"), "kill", causes=[], rule="R8")
    assert g.player("Idi").alive
    g2 = _game(PLAYERS)
    g2.advance()
    assert engine_of(g2).kill(g2.player("Idi"), "true kill", causes=[], rule="R8")
    assert not g2.player("Idi").alive


def test_idiot_1_only_the_first_death_is_survived() -> None:
    # ruling RM124: once spent, the next attempt kills, even in the same night
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Idi")
    g.advance()
    g.advance()
    _do(g, "Wes attack Idi")
    g.advance()
    assert "Idi" not in _alive(g)
    g2 = _game(PLAYERS)
    g2.advance()
    eng = engine_of(g2)
    eng.kill(g2.player("Idi"), "kill", causes=[], rule="R8")
    eng.kill(g2.player("Idi"), "kill", causes=[], rule="R8")
    assert not g2.player("Idi").alive


def test_idiot_1_a_protection_that_stops_the_attack_first_leaves_the_survival() -> None:
    # R8: the Guardian's protection (active) is tried before the Idiot's (partial)
    g = _game(PLAYERS)
    g.advance()
    engine_of(g).grant_office(g.player("Cal"), "Guardian")
    _do(g, "Cal protect Idi")
    _do(g, "Wes attack Idi")
    g.advance()
    assert [e.data["defence"] for e in g.events if e.kind == "kill_prevented"] == ["protected"]
    assert not any(SURVIVED in m for m in g.private_messages("Idi"))
    assert g.player("Idi").counters["idiot survivals"] == 1


def test_idiot_2_loses_the_vote_and_is_told() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Idi")
    g.advance()
    assert any("You have lost your vote" in m for m in g.private_messages("Idi"))
    assert "voteless" in [s.name for s in g.view("Idi").statuses]
    # Day 1: the Idiot and Cal vote Wes, Dee and Eve vote Fay: Fay is lynched (2 to 1)
    for line in ("Idi vote Wes", "Cal vote Wes", "Dee vote Fay", "Eve vote Fay"):
        _do(g, line)
    poll = engine_of(g).poll("lynch")
    assert poll is not None
    assert engine_of(g).tally(poll) == {"Wes": 1, "Fay": 2}
    (mod,) = [m for b in breakdown(engine_of(g), poll).ballots for m in b.modifiers]
    assert mod.rule == "idiot.2" and mod.delta == -1 and not mod.public
    g.advance()
    assert "Fay" not in _alive(g)


def test_idiot_2_the_election_vote_is_lost_too() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Idi")
    g.advance()
    _do(g, "Idi elect Cal")
    poll = engine_of(g).poll("election")
    assert poll is not None and engine_of(g).tally(poll) == {"Cal": 0}


def test_idiot_3_a_mayor_keeps_the_mayors_extra_vote() -> None:
    # R13: with 15 or fewer alive the Mayor's vote counts one extra; the Idiot's normal vote is
    # gone, the extra one stays
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Idi")
    g.advance()
    engine_of(g).grant_office(g.player("Idi"), "Mayor")
    _do(g, "Idi vote Wes")
    poll = engine_of(g).poll("lynch")
    assert poll is not None and engine_of(g).tally(poll) == {"Wes": 1}
    rules = {m.rule for b in breakdown(engine_of(g), poll).ballots for m in b.modifiers}
    assert rules == {"idiot.2", "R13"}


def test_idiot_declares_no_ability() -> None:
    from werewolves.game import role_book

    (card,) = [c for c in role_book() if c.name == "Idiot"]
    assert not card.abilities and card.mix is None and card.group == "Townsfolk Miscellaneous"
