"""The Aura Teller (role book 2023: townsfolk/investigative/aura teller), one test per sentence
of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15–R17 (visits, redirection, blocks), S0.22 (the Flute obstruction).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import role_book
from werewolves.roles import default_rules
from werewolves.roles.aura_teller import shows_as_threat
from werewolves.testing import engine_of, state_of

THREAT = "shows up as a threat."
NO_THREAT = "does not show up as a threat."


def _inspected(target_role: str, seed: int = 0) -> str:
    """What an Aura Teller is told on Night 1 when inspecting a player holding ``target_role``."""
    g = _game([("Ava", "Aura Teller"), ("Tim", target_role), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")], seed)
    g.submit("Tim", "pass Cal")  # an Amulet Holder passes the amulet on Day 0 (S2.5)
    g.advance()
    return _do(g, "Ava inspect Tim").told[-1]


def test_aura_teller_b1_inspects_one_other_player_each_night_and_never_by_day() -> None:
    g = _game([("Ava", "Aura Teller"), ("Tim", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    _refused(g, "Ava inspect Wes")  # Day 0: a night ability
    g.advance()
    _refused(g, "Ava inspect Ava")  # R7: never herself
    _do(g, "Ava inspect Wes")
    _refused(g, "Ava inspect Tim")  # R7: once a night
    g.advance()
    _refused(g, "Ava inspect Tim")  # Day 1
    g.advance()
    assert _do(g, "Ava inspect Tim").told[-1] == f"Tim {NO_THREAT}"


def test_aura_teller_1_learns_threat_or_not_and_never_the_role() -> None:
    g = _game([("Ava", "Aura Teller"), ("Kay", "Knowledgeable Wolf"), ("Wes", "Wolf"),
               ("Cal", "Fortune Teller"), ("Dee", "Citizen")])
    g.advance()
    told = _do(g, "Ava inspect Kay").told
    assert told[-1] == f"Kay {THREAT}"
    names = {c.name for c in role_book()} | {"Wolf", "lycan", "Killing"}
    mine = " ".join(g.private_messages("Ava")[1:])  # what she learned after her role card
    assert not [n for n in names if n in mine], mine


@pytest.mark.parametrize(
    "role",
    # Amulet Holder: the seeds' name for the book's Amulet Crafter, a Townsfolk Killing role
    ["Wolf", "Knowledgeable Wolf", "Assassin", "Huntress", "Executioner", "Plague Bearer",
     "Angel", "Amulet Holder"],
)
def test_aura_teller_2_lycans_and_roles_classified_as_killing_show_up_as_threats(
    role: str,
) -> None:
    # the wolves are lycans; the others are in a Killing group of the role book
    assert _inspected(role) == f"Tim {THREAT}"


@pytest.mark.parametrize(
    "role", ["Citizen", "Fortune Teller", "Grandma", "Ravenkeeper", "Runner", "Aura Teller"]
)
def test_aura_teller_2_every_other_role_is_not_a_threat(role: str) -> None:
    assert _inspected(role) == f"Tim {NO_THREAT}"


def test_aura_teller_2_the_classification_is_the_role_books_group() -> None:
    # the same role family holds both: Death is classified killing, War a power role
    rules = default_rules()
    g = _game([("Ava", "Aura Teller"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    assert shows_as_threat(engine_of(g), "Horseman of Death")
    assert not shows_as_threat(engine_of(g), "Horseman of War")
    assert rules.roles["Horseman of Death"].book_group.startswith("Solo Killing")


def test_aura_teller_3_the_inspection_is_immediate() -> None:
    g = _game([("Ava", "Aura Teller"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    res = _do(g, "Ava inspect Wes")
    # told on acceptance, before the night ends, and nothing waits for the end of the night
    assert res.told[-1] == f"Wes {THREAT}"
    assert g.phase == "Night 1" and not state_of(g).pending
    assert g.private_messages("Ava")[-1] == f"Wes {THREAT}"


@pytest.mark.parametrize("role", ["Chef", "Horseman of War", "Stalker", "Vampire"])
def test_aura_teller_4_a_role_that_can_kill_but_is_not_classified_killing_is_no_threat(
    role: str,
) -> None:
    # a Chef's poison, War's votes, a Stalker's threats, a Vampire's Undead: none makes a threat
    assert _inspected(role) == f"Tim {NO_THREAT}"


def test_aura_teller_5_a_strong_disguise_changes_what_she_sees() -> None:
    g = _game([("Ava", "Aura Teller"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    eng = engine_of(g)
    # a Wolf strongly disguised as a Citizen, a Citizen strongly disguised as a Wolf
    eng.add_status(g.player("Wes"), "disguise", source=0, data={"role": "Citizen",
                                                                 "strength": "strong"})
    eng.add_status(g.player("Cal"), "disguise", source=0, data={"role": "Wolf",
                                                                 "strength": "strong"})
    assert _do(g, "Ava inspect Wes").told[-1] == f"Wes {NO_THREAT}"
    g.advance()
    g.advance()
    assert _do(g, "Ava inspect Cal").told[-1] == f"Cal {THREAT}"


def test_aura_teller_5_a_weak_disguise_does_not() -> None:
    g = _game([("Ava", "Aura Teller"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    engine_of(g).add_status(g.player("Wes"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    assert _do(g, "Ava inspect Wes").told[-1] == f"Wes {THREAT}"


def test_aura_teller_5_a_redirection_moves_the_inspection() -> None:
    # R16: an enchanted Aura Teller inspecting the Flute Apprentice inspects the Apprentice's
    # target instead, visiting both
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Ava", "Aura Teller"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=1)
    _do(g, "Kip target Vik")
    g.advance()
    _do(g, "Flo enchant Ava")
    assert _do(g, "Ava inspect Kip").told[-1] == f"Vik {THREAT}"
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("Ava", "Kip") in visits and ("Ava", "Vik") in visits


@pytest.mark.parametrize("seed", range(8))
def test_aura_teller_5_obstructions_do_not_affect_it(seed: int) -> None:
    # S0.22: an enchanted investigator whose ability obstructions affect sees a Flute Player
    # three times in five; the Aura Teller's inspection of a Wolf always shows the threat
    g = _game([("Flo", "Flute Player"), ("Ava", "Aura Teller"), ("Sib", "Fortune Teller"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
    g.advance()
    _do(g, "Flo enchant Ava")
    assert _do(g, "Ava inspect Vik").told[-1] == f"Vik {THREAT}"
    assert not [e for e in g.events if e.kind == "obstructed"]


def test_aura_teller_declares_what_the_edges_read() -> None:
    # issue 17: the bots and screens know the inspection from its declaration alone
    (card,) = [c for c in role_book() if c.name == "Aura Teller"]
    (ability,) = card.abilities
    decl = ability.declaration
    assert ability.verb == "inspect" and decl.learns.value == "aura"
    assert not decl.hostile and not decl.asks_first and card.mix is None
    assert card.group == "Townsfolk Investigative" and not card.limited


def test_aura_teller_b1_a_blocked_inspection_fails_and_teaches_nothing() -> None:
    # R17: blocked by a Pestilence doom, the inspection fails like any other failure
    g = _game([("Ava", "Aura Teller"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    _do(g, "Pes doom Ava")
    told = _do(g, "Ava inspect Wes").told
    assert told[-1] == "Your inspection of Wes failed: you learned nothing."
