"""The Plague Carrier (role book 2023: other/plague/plague carrier), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md; the seeds'
plague rules (S0.x) stand wherever they speak.

Rulings: RM368, RM369, RM370, RM371, RM462.
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Setup, SetupError
from werewolves.roles import default_rules
from werewolves.roles.base import copied_role
from werewolves.roles.plague import CONTAMINATED
from werewolves.testing import engine_of, state_of

TABLE = [("Pcr", "Plague Carrier"), ("Pbe", "Plague Bearer"), ("Wes", "Wolf"),
         ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
         ("Gus", "Citizen"), ("Hal", "Citizen"), ("Ivy", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.view(name).messages]


def _night(g: Game, n: int) -> None:
    while state_of(g).phase < 2 * n - 1:
        g.advance()


def test_plague_carrier_b1_on_the_plague_team_in_the_bearers_channel() -> None:
    g = _game(TABLE)
    eng = engine_of(g)
    assert eng.team_of(eng.player("Pcr")) == "plague"
    pit = eng.group("plague pit")
    assert pit is not None and pit.members == ["Pcr", "Pbe"]


def test_plague_carrier_1_no_ability_of_its_own() -> None:
    g = _game(TABLE)
    _night(g, 1)
    assert [la.verb for la in g.legal_actions("Pcr")] == []


def test_plague_carrier_2_copying_a_plague_bearer_gives_a_plague_carrier() -> None:
    r = default_rules()
    assert copied_role(r, "Plague Bearer") == "Plague Carrier"
    assert copied_role(r, "Wolf") == "Wolf"


def test_plague_carrier_3_contaminated_it_never_dies_and_stays_contagious() -> None:
    g = _game(TABLE)
    _night(g, 1)
    _do(g, "Pbe contaminate Cal")
    g.advance()
    g.advance()  # Night 2
    # the carrier catches it from Cal (R19: a visit either way) ... here, Cal is visited by
    # nobody; make the carrier catch it directly through a visit by a contagious player
    eng = engine_of(g)
    pcr = eng.player("Pcr")
    eng.add_status(pcr, CONTAMINATED, source=0, data={"since": state_of(g).phase, "nights": 0})
    for n in (3, 4, 5):
        _night(g, n)
    g.advance()
    assert _alive(g, "Pcr") and pcr.has(CONTAMINATED)
    assert not any("contaminated with the plague" in t for t in _told(g, "Pcr"))  # never told
    assert not _alive(g, "Cal")  # the plague kills anyone else (S0.56)


def test_plague_carrier_3_r19_it_catches_the_plague_by_contagion() -> None:
    g = _game([*TABLE, ("Fot", "Fortune Teller")])
    _night(g, 1)
    _do(g, "Pbe contaminate Cal")
    _do(g, "Fot investigate Cal")  # the teller visits Cal: now contagious too
    g.advance()
    g.advance()  # Night 2
    _do(g, "Fot investigate Pcr")  # a visit to the carrier spreads it (R19)
    assert engine_of(g).player("Pcr").has(CONTAMINATED)


def test_plague_carrier_4_no_rodent_may_be_set_on_it() -> None:
    g = _game(TABLE)
    _night(g, 1)
    refusal = _refused(g, "Pbe contaminate Pcr")
    assert "no rodent" in refusal.message


def test_plague_carrier_5_no_win_while_a_plague_doctor_lives() -> None:
    g = _game([("Pcr", "Plague Carrier"), ("Pbe", "Plague Bearer"), ("Doc", "Plague Doctor"),
               ("Wes", "Wolf"), ("Cal", "Citizen")])
    eng = engine_of(g)
    for name in ("Wes", "Cal", "Pbe"):
        eng.kill(eng.player(name), "true kill", causes=[], rule="R8")
    eng.check_win([])
    assert g.outcome is None  # the carrier and the doctor: no plague win
    eng.kill(eng.player("Doc"), "true kill", causes=[], rule="R8")
    eng.check_win([])
    assert g.outcome is not None and g.outcome.team == "plague"


def test_plague_carrier_6_the_last_bearer_dead_with_rodents_left_it_becomes_one() -> None:
    g = _game(TABLE)
    eng = engine_of(g)
    pcr = eng.player("Pcr")
    eng.add_status(pcr, CONTAMINATED, source=0, data={"since": 0, "nights": 0})
    _night(g, 1)
    _do(g, "Wes attack Pbe")
    g.advance()
    assert not _alive(g, "Pbe")
    assert pcr.role == "Plague Bearer" and not pcr.has(CONTAMINATED)
    assert pcr.counters["rodents"] == 2  # the pool as the bearer left it
    assert any("you are a Plague Bearer now" in t for t in _told(g, "Pcr"))
    _night(g, 2)
    _do(g, "Pcr contaminate Cal")


def test_plague_carrier_6_rm371_with_no_rodent_left_it_stays_a_carrier() -> None:
    g = _game([("Pcr", "Plague Carrier"), ("Pbe", "Plague Bearer"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    _night(g, 1)
    _do(g, "Pbe contaminate Cal")  # the one rodent of seven players
    _do(g, "Wes attack Pbe")
    g.advance()
    assert engine_of(g).player("Pcr").role == "Plague Carrier"
    assert engine_of(g).player("Cal").has(CONTAMINATED)  # the plague goes on with its team (S0.59)


def test_plague_carrier_7_told_the_count_of_contagious_players_each_phase() -> None:
    g = _game(TABLE)
    assert any("Contagious players alive: 0." in t for t in _told(g, "Pcr"))  # Day 0
    _night(g, 1)
    _do(g, "Pbe contaminate Cal")
    g.advance()  # Day 1
    counts = [t for t in _told(g, "Pcr") if t.startswith("Contagious players alive")]
    assert counts == ["Contagious players alive: 0."] * 2 + ["Contagious players alive: 1."]


def test_rm462_plague_carrier_b1_a_carrier_dealt_with_no_bearer_is_refused() -> None:
    """Ruling RM462: with no Plague Bearer dealt, a Plague Carrier's rules could never act, so
    the setup is refused with a sentence naming what it needs; with a bearer it is accepted."""
    alone = [("Pcr", "Plague Carrier"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")]
    with pytest.raises(SetupError, match="A Plague Carrier needs a Plague Bearer"):
        Game.new(Setup(alone), seed=1)
    Game.new(Setup([*alone, ("Pbe", "Plague Bearer")]), seed=1)
