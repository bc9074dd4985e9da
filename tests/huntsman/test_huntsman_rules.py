"""The Huntsman (role book 2023: townsfolk/investigative/huntsman), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15–R17 (visits, redirection, blocks), S0.22 (the Flute obstruction),
R36 (group membership), RM120 (docs/rulings-made.md).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import role_book
from werewolves.testing import engine_of, state_of

IN = "is part of the wolfpack."
OUT = "is not part of the wolfpack."


def test_huntsman_b1_checks_one_other_player_each_night_and_never_by_day() -> None:
    g = _game([("Hun", "Huntsman"), ("Tim", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    _refused(g, "Hun hunt Wes")  # Day 0: a night ability
    g.advance()
    _refused(g, "Hun hunt Hun")  # R7: never himself
    assert _do(g, "Hun hunt Wes").told[-1] == f"Wes {IN}"
    _refused(g, "Hun hunt Tim")  # R7: once a night
    g.advance()
    _refused(g, "Hun hunt Tim")  # Day 1
    g.advance()
    assert _do(g, "Hun hunt Tim").told[-1] == f"Tim {OUT}"


@pytest.mark.parametrize(
    ("role", "found"),
    [("Wolf", True), ("Knowledgeable Wolf", True), ("Wolf Cub", True), ("Citizen", False),
     ("Fortune Teller", False), ("Assassin", False), ("Vampire", False),
     ("Plague Bearer", False)],
)
def test_huntsman_1_learns_pack_membership_and_never_the_role(role: str, found: bool) -> None:
    g = _game([("Hun", "Huntsman"), ("Tim", role), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen")])
    g.advance()
    told = _do(g, "Hun hunt Tim").told[-1]
    assert told == f"Tim {IN if found else OUT}"
    names = {c.name for c in role_book()} - {"Huntsman"}
    mine = " ".join(g.private_messages("Hun")[1:])  # what he learned after his role card
    assert not [n for n in names if n in mine], mine


def test_huntsman_1_a_wolf_no_longer_a_member_of_the_pack_is_not_in_it() -> None:
    # ruling RM120 / R36: a wolf changed to a role of another side stays listed in the pack's
    # channel, but is no member of the pack any more
    g = _game([("Hun", "Huntsman"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen")])
    g.advance()
    eng = engine_of(g)
    eng.change_role(g.player("Kay"), "Citizen", causes=[], rule="R36")
    assert "Kay" in eng.group("wolfpack").members  # type: ignore[union-attr]
    assert _do(g, "Hun hunt Kay").told[-1] == f"Kay {OUT}"


def test_huntsman_2_the_check_is_immediate() -> None:
    g = _game([("Hun", "Huntsman"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    res = _do(g, "Hun hunt Wes")
    assert res.told[-1] == f"Wes {IN}"
    assert g.phase == "Night 1" and not state_of(g).pending
    assert g.private_messages("Hun")[-1] == f"Wes {IN}"


@pytest.mark.parametrize("strength", ["weak", "strong"])
def test_huntsman_3_no_disguise_changes_the_answer(strength: str) -> None:
    g = _game([("Hun", "Huntsman"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    eng = engine_of(g)
    eng.add_status(g.player("Wes"), "disguise", source=0,
                   data={"role": "Citizen", "strength": strength})
    eng.add_status(g.player("Cal"), "disguise", source=0,
                   data={"role": "Wolf", "strength": strength})
    assert _do(g, "Hun hunt Wes").told[-1] == f"Wes {IN}"
    g.advance()
    g.advance()
    assert _do(g, "Hun hunt Cal").told[-1] == f"Cal {OUT}"


def test_huntsman_3_a_sneaking_wolf_is_seen_in_the_pack() -> None:
    # the book's own example: a Sneaking Wolf's Citizen disguise does not hide the pack
    g = _game([("Hun", "Huntsman"), ("Sne", "Sneaking Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen")])
    g.advance()
    assert _do(g, "Hun hunt Sne").told[-1] == f"Sne {IN}"


def test_huntsman_3_a_redirection_moves_the_check() -> None:
    # R16: an enchanted Huntsman checking the Flute Apprentice checks the Apprentice's target
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Hun", "Huntsman"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=1)
    _do(g, "Kip target Vik")
    g.advance()
    _do(g, "Flo enchant Hun")
    assert _do(g, "Hun hunt Kip").told[-1] == f"Vik {IN}"
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("Hun", "Kip") in visits and ("Hun", "Vik") in visits


@pytest.mark.parametrize("seed", range(8))
def test_huntsman_3_obstructions_do_not_affect_it(seed: int) -> None:
    # S0.22: an enchanted investigator whose ability obstructions affect can be fooled; the
    # Huntsman's check of a Wolf always finds the pack
    g = _game([("Flo", "Flute Player"), ("Hun", "Huntsman"), ("Sib", "Fortune Teller"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
    g.advance()
    _do(g, "Flo enchant Hun")
    assert _do(g, "Hun hunt Vik").told[-1] == f"Vik {IN}"
    assert not [e for e in g.events if e.kind == "obstructed"]


def test_huntsman_b1_a_blocked_check_fails_and_teaches_nothing() -> None:
    # R17: blocked by a Pestilence doom, the check fails like any other failure
    g = _game([("Hun", "Huntsman"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    _do(g, "Pes doom Hun")
    assert _do(g, "Hun hunt Wes").told[-1] == "Your hunt for Wes failed: you learned nothing."


def test_huntsman_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Huntsman"]
    (ability,) = card.abilities
    decl = ability.declaration
    assert ability.verb == "hunt" and decl.learns.value == "aura"
    assert not decl.hostile and not decl.asks_first and card.mix is None
    assert card.group == "Townsfolk Investigative" and not card.limited
