"""The Cult Leader (role book 2023: townsfolk/killing/cult leader), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

cult-leader.b1 repeats cult-leader.1 and cult-leader.3 (docs/rules.md marks it informative).
Other ids: rulings RM202 (the original leader, a disbanded cult stays so), RM204 (role loss).
"""

from __future__ import annotations

from cult_games import (
    _dead,
    _disbanded,
    _verbs,
    cult_table,
    no_attack_on_night_1_one_a_night_after,
)
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Setup
from werewolves.testing import engine_of

CULT = cult_table(("Mia", "Cult Member"), ("Max", "Cult Member"))


def test_cult_leader_1_the_leader_is_in_the_cult_and_votes_in_its_poll() -> None:
    g = _game(CULT)
    assert "cult" in g.channels("Lea")
    assert engine_of(g).team_of(g.player("Lea")) == "town"
    g.advance_to(3)
    assert "sacrifice" in _verbs(g, "Lea")
    _do(g, "Lea sacrifice Bob")
    g.advance()
    assert _dead(g) == {"Bob"}


def test_cult_leader_2_no_attack_on_night_1_one_a_night_after() -> None:
    no_attack_on_night_1_one_a_night_after(CULT, "Lea")


def test_cult_leader_3_the_leaders_death_at_night_disbands_the_cult() -> None:
    g = _game(CULT)
    g.advance_to(3)
    # the pack kills the leader while the cult attacks Bob: the same night's attacks both land
    _do(g, "Wes attack Lea")
    _do(g, "Mia sacrifice Bob")
    _do(g, "Max sacrifice Bob")
    g.advance()
    assert _dead(g) == {"Lea", "Bob"}
    assert _disbanded(g) == ["Lea"]
    for name in ("Mia", "Max"):
        assert any("The cult is disbanded: its leader, Lea, is dead" in m
                   for m in g.private_messages(name))
        assert "cult" not in g.channels(name)
    g.advance_to(5)
    assert "sacrifice" not in _verbs(g, "Mia")
    _refused(g, "Max sacrifice Cyd")
    # nobody outside the cult is told
    assert not any("disbanded" in m for m in g.private_messages("Ann"))


def test_cult_leader_3_a_member_dying_disbands_nothing() -> None:
    g = _game(CULT)
    g.advance_to(3)
    _do(g, "Wes attack Mia")
    g.advance_to(5)
    assert "Mia" in _dead(g) and not _disbanded(g)
    assert "sacrifice" in _verbs(g, "Lea") and "sacrifice" in _verbs(g, "Max")


def test_cult_leader_4_cult_leader_5_a_leader_who_lost_the_role_keeps_the_cult_going() -> None:
    # an Infecting Wolf makes the leader a Wolf on Night 1: the cult stands, Lea still votes
    g = _game([("Iwo", "Infecting Wolf"), *CULT])
    g.advance()
    _do(g, "Iwo infect Lea")
    assert g.player("Lea").role == "Wolf" and "cult" in g.channels("Lea")
    g.advance_to(3)
    assert "sacrifice" in _verbs(g, "Lea")
    _do(g, "Lea sacrifice Ann")
    _do(g, "Mia sacrifice Ann")
    g.advance()
    assert "Ann" in _dead(g) and not _disbanded(g)
    # until the original leader dies, a Wolf by now: then the cult is disbanded
    g.advance_to(4)
    for name in ("Bob", "Cyd", "Dan", "Eve", "Mia", "Max"):
        _do(g, f"{name} vote Lea")
    g.advance()
    assert "Lea" in _dead(g) and _disbanded(g) == ["Lea"]
    assert "sacrifice" not in _verbs(g, "Max")


def test_cult_leader_6_the_cult_attacks_the_player_most_of_it_votes_for() -> None:
    g = _game(CULT)
    g.advance_to(3)
    _do(g, "Lea sacrifice Cyd")
    _do(g, "Mia sacrifice Dan")
    _do(g, "Max sacrifice Dan")
    g.advance()
    assert _dead(g) == {"Dan"}


def test_cult_leader_7_the_attack_waits_for_the_end_of_the_night() -> None:
    g = _game(CULT)
    g.advance_to(3)
    _do(g, "Lea sacrifice Cyd")
    assert not _dead(g)
    _do(g, "Lea sacrifice nobody")  # withdrawn until the night ends
    g.advance()
    assert not _dead(g)


def test_rm202_an_amnesiac_who_remembers_the_leader_leads_a_cult_that_had_none() -> None:
    players = [("Amy", "Amnesiac"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"),
               ("Cyd", "Citizen"), ("Dan", "Citizen")]
    g = Game.new(Setup(players, options={"amnesiac": {"Amy": "Cult Leader"}}), seed=0)
    g.advance_to(3)  # the end of Day 1: Amy remembers
    assert g.player("Amy").role == "Cult Leader" and "cult" in g.channels("Amy")
    assert "sacrifice" in _verbs(g, "Amy")
    g.advance_to(4)
    for name in ("Ann", "Bob", "Cyd", "Dan", "Wes"):
        _do(g, f"{name} vote Amy")
    g.advance()
    assert _disbanded(g) == ["Amy"]


def test_rm202_a_disbanded_cult_takes_nobody_back() -> None:
    # the leader is attacked on Night 1 (no cult attack yet); the Amnesiac remembers the Cult
    # Member at the end of Day 1 and finds no cult to join
    players = [("Amy", "Amnesiac"), *CULT]
    g = Game.new(Setup(players, options={"amnesiac": {"Amy": "Cult Member"}}), seed=0)
    g.advance()
    _do(g, "Wes attack Lea")
    g.advance_to(3)
    assert _disbanded(g) == ["Lea"]
    assert g.player("Amy").role == "Cult Member"
    assert "cult" not in g.channels("Amy") and "sacrifice" not in _verbs(g, "Amy")
    assert any("no cult left to join" in m for m in g.private_messages("Amy"))
