"""The Oracle (role book 2023: townsfolk/investigative/oracle), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15–R17 (visits, redirection, blocks), S0.22 (the Flute obstruction),
R36 (team changes), RM121–RM123 (docs/rulings-made.md).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import role_book
from werewolves.testing import engine_of, state_of

SAME = "have the same alignment."
DIFFERENT = "do not have the same alignment."

PLAYERS = [("Ora", "Oracle"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen")]


def test_oracle_b1_compares_two_players_each_night_and_never_by_day() -> None:
    g = _game(PLAYERS)
    _refused(g, "Ora compare Wes Cal")  # Day 0: a night ability
    g.advance()
    assert _do(g, "Ora compare Wes Cal").told[-1] == f"Wes and Cal {DIFFERENT}"
    _refused(g, "Ora compare Kay Dee")  # R7: once a night
    g.advance()
    _refused(g, "Ora compare Kay Dee")  # Day 1
    g.advance()
    assert _do(g, "Ora compare Kay Dee").told[-1] == f"Kay and Dee {DIFFERENT}"


def test_oracle_1_two_players_exactly() -> None:
    g = _game(PLAYERS)
    g.advance()
    _refused(g, "Ora compare Wes")
    _refused(g, "Ora compare Wes Cal Dee")
    _refused(g, "Ora compare Wes Wes")  # R7: never one player twice
    assert _do(g, "Ora compare Cal Dee").told[-1] == f"Cal and Dee {SAME}"


def test_oracle_2_learns_same_or_not_and_nothing_else() -> None:
    g = _game([*PLAYERS, ("Sam", "Wolf")])
    g.advance()
    assert _do(g, "Ora compare Wes Kay").told[-1] == f"Wes and Kay {SAME}"
    g.advance()
    g.advance()
    assert _do(g, "Ora compare Sam Cal").told[-1] == f"Sam and Cal {DIFFERENT}"
    names = {c.name for c in role_book()} | {"wolf", "Wolf", "town", "Townsfolk"}
    mine = " ".join(g.private_messages("Ora")[1:])  # what it learned after its role card
    assert not [n for n in names if n in mine], mine


def test_oracle_b2_each_player_can_be_chosen_only_once() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Ora compare Wes Cal")
    g.advance()
    g.advance()
    _refused(g, "Ora compare Wes Dee")  # Wes was chosen on Night 1, first position
    _refused(g, "Ora compare Dee Cal")  # Cal too, second position
    _do(g, "Ora compare Dee Kay")


def test_oracle_3_may_choose_itself_but_only_once_a_game() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert _do(g, "Ora compare Ora Cal").told[-1] == f"Ora and Cal {SAME}"
    # the Oracle comparing itself makes no visit to itself (S0.25)
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Ora", "Cal")]
    g.advance()
    g.advance()
    res = _refused(g, "Ora compare Ora Dee")
    assert "only once" in res.message


def test_oracle_3_the_refusal_is_offered_nowhere() -> None:
    # R7: the legal actions never offer a player already chosen
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Ora compare Wes Cal")
    g.advance()
    g.advance()
    (la,) = [a for a in g.legal_actions("Ora") if a.verb == "compare"]
    for slot in la.slots:
        assert "Wes" not in slot and "Cal" not in slot and "Ora" in slot


def test_oracle_4_the_comparison_is_immediate() -> None:
    g = _game(PLAYERS)
    g.advance()
    res = _do(g, "Ora compare Wes Dee")
    assert res.told[-1] == f"Wes and Dee {DIFFERENT}"
    assert g.phase == "Night 1" and not state_of(g).pending


@pytest.mark.parametrize(
    ("first", "second", "same"),
    [
        # the unaligned share an alignment, whatever their roles
        ("Angel", "Chef", True),
        ("Chef", "Angel", True),
        # two solo teams are opposed; one solo team is one side
        ("Plague Bearer", "Flute Player", False),
        ("Flute Player", "Flute Apprentice", True),
        ("Vampire", "Horseman of War", False),
        # an unaligned player is on no team's side
        ("Angel", "Citizen", False),
    ],
)
def test_oracle_5_unaligned_match_each_other_and_different_solo_teams_do_not(
    first: str, second: str, same: bool
) -> None:
    g = _game([("Ora", "Oracle"), ("Ann", first), ("Bob", second), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")])
    g.submit("Ann", "pass Cal")  # nothing needed on Day 0; any refusal is ignored
    g.advance()
    assert _do(g, "Ora compare Ann Bob").told[-1] == f"Ann and Bob {SAME if same else DIFFERENT}"


def test_oracle_6_the_current_alignment_is_compared() -> None:
    # ruling RM121 / R36: a player whose side changed is compared by the side they play for now
    g = _game(PLAYERS)
    g.advance()
    engine_of(g).change_team(g.player("Cal"), "wolves", causes=[], rule="R36")
    assert _do(g, "Ora compare Cal Wes").told[-1] == f"Cal and Wes {SAME}"


@pytest.mark.parametrize("strength", ["weak", "strong"])
def test_oracle_8_no_disguise_changes_the_answer(strength: str) -> None:
    g = _game(PLAYERS)
    g.advance()
    engine_of(g).add_status(g.player("Wes"), "disguise", source=0,
                        data={"role": "Citizen", "strength": strength})
    assert _do(g, "Ora compare Wes Cal").told[-1] == f"Wes and Cal {DIFFERENT}"


def test_oracle_8_a_sneaking_wolf_matches_the_pack() -> None:
    g = _game([("Ora", "Oracle"), ("Sne", "Sneaking Wolf"), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen")])
    g.advance()
    assert _do(g, "Ora compare Sne Wes").told[-1] == f"Sne and Wes {SAME}"


def test_oracle_8_a_redirection_moves_the_comparison_but_the_choice_is_spent() -> None:
    # R16: the comparison lands on the Apprentice's target; ruling RM122: the players the
    # Oracle chose are the ones it may not choose again
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Ora", "Oracle"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=1)
    _do(g, "Kip target Vik")
    g.advance()
    _do(g, "Flo enchant Ora")
    assert _do(g, "Ora compare Kip Jon").told[-1] == f"Vik and Jon {DIFFERENT}"
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("Ora", "Kip") in visits and ("Ora", "Vik") in visits
    g.advance()
    g.advance()
    _refused(g, "Ora compare Kip Lou")
    _do(g, "Ora compare Vik Lou")


@pytest.mark.parametrize("seed", range(6))
def test_oracle_8_obstructions_do_not_affect_it(seed: int) -> None:
    g = _game([("Flo", "Flute Player"), ("Ora", "Oracle"), ("Sib", "Fortune Teller"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
    g.advance()
    _do(g, "Flo enchant Ora")
    assert _do(g, "Ora compare Vik Jon").told[-1] == f"Vik and Jon {DIFFERENT}"
    assert not [e for e in g.events if e.kind == "obstructed"]


def test_oracle_b1_a_blocked_comparison_fails_and_spends_nobody() -> None:
    # R17 / ruling RM122: blocked, it fails with the usual words and chooses nobody
    g = _game([("Ora", "Oracle"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    _do(g, "Pes doom Ora")
    told = _do(g, "Ora compare Wes Cal").told
    assert told[-1] == "Your comparison of Wes, Cal failed: you learned nothing."
    g.advance()
    g.advance()
    _do(g, "Ora compare Wes Cal")


def test_oracle_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Oracle"]
    (ability,) = card.abilities
    decl = ability.declaration
    assert ability.verb == "compare" and decl.learns.value == "alignment"
    assert not decl.hostile and not decl.asks_first and card.mix is None
    assert card.group == "Townsfolk Investigative"
