"""R10 (mechanism): a player who cannot be killed in any way during the night, and whose attack
is one end-of-night action per night. Checked with a TEST-ONLY role (``Immortal``) built from a
passive defence, as the Apocalyptic Horseman will be."""

from rulings_support import (
    dead,
    death_kind,
    do,
    events_of,
    new_game,
    rules_with_test_roles,
    to_phase,
)

from werewolves.testing import engine_of

PLAYERS = {"Imm": "Immortal", "Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen",
           "Dan": "Citizen", "Eve": "Citizen"}


def test_r10_cannot_be_attacked_at_night() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Ann attack Imm")
    g.advance()
    assert g.player("Imm").alive
    prevented = events_of(g, "kill_prevented")
    assert [e.data["protection"] for e in prevented] == ["night invulnerability"]


def test_r10_cannot_be_killed_at_night_in_any_way() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    imm = g.player("Imm")
    assert not engine_of(g).kill(imm, "kill", causes=[], rule="TEST")
    assert not engine_of(g).kill(imm, "attack", causes=[], rule="TEST")
    assert imm.alive


def test_r10_can_be_lynched_by_day() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Day 1")
    for v in ("Ann", "Bob", "Cid"):
        do(g, f"{v} vote Imm")
    g.advance()
    assert death_kind(g, "Imm") == "lynch"


def test_r10_one_attack_per_night_at_the_end_of_the_night() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Imm rampage Bob")
    assert g.player("Bob").alive  # nothing yet: it is an end-of-night action
    do(g, "Imm rampage Cid")  # the new choice replaces the old one
    g.advance()
    assert dead(g) == {"Cid"}
    assert death_kind(g, "Cid") == "attack"
