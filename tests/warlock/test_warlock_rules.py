"""The Warlock (role book 2023: werewolves/investigative/warlock), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15–R17 (visits, redirection, blocks), S0.22 (the Flute obstruction).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

BASIC = [("War", "Warlock"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"), ("Cal", "Citizen"),
         ("Dee", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def test_warlock_b1_learns_one_players_role_each_night_and_never_by_day() -> None:
    g = _game(BASIC)
    _refused(g, "War divine Fay")  # Day 0: a night ability
    g.advance()
    _refused(g, "War divine War")  # R7: never itself
    assert _do(g, "War divine Fay").told[-1] == "Fay appears to be the Fortune Teller."
    _refused(g, "War divine Cal")  # R7: once a night
    g.advance()
    _refused(g, "War divine Cal")  # Day 1


def test_warlock_1_a_blocked_inspection_fails_and_teaches_nothing() -> None:
    # R17: blocked by a Pestilence doom, the inspection fails like any other failure
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom War")
    told = _do(g, "War divine Fay").told
    assert told[-1] == "Your inspection of Fay failed: you learned nothing."


@pytest.mark.parametrize("role", ["Citizen", "Wolf", "Angel", "Plague Bearer", "Recluse"])
def test_warlock_2_is_told_the_role(role: str) -> None:
    g = _night([*BASIC, ("Tim", role)])
    assert _do(g, "War divine Tim").told[-1] == f"Tim appears to be the {role}."


def test_warlock_3_the_inspection_is_immediate() -> None:
    g = _night()
    res = _do(g, "War divine Fay")
    assert res.told[-1] == "Fay appears to be the Fortune Teller."
    assert g.phase == "Night 1" and not state_of(g).pending


def test_warlock_4_a_weak_disguise_changes_what_it_reads() -> None:
    g = _night()
    engine_of(g).add_status(g.player("Fay"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    assert _do(g, "War divine Fay").told[-1] == "Fay appears to be the Citizen."


def test_warlock_4_a_strong_disguise_does_too_as_for_the_fortune_teller() -> None:
    # ruling RM40: the most recent disguise of either strength answers (a Sneaking Wolf's)
    g = _night([*BASIC, ("Sne", "Sneaking Wolf")])
    assert _do(g, "War divine Sne").told[-1] == "Sne appears to be the Citizen."


def test_warlock_4_a_redirection_moves_the_inspection() -> None:
    # R16: an enchanted Warlock inspecting the Flute Apprentice inspects the Apprentice's target
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("War", "Warlock"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Fay", "Fortune Teller")], seed=1)
    _do(g, "Kip target Fay")
    g.advance()
    _do(g, "Flo enchant War")
    assert _do(g, "War divine Kip").told[-1] == "Fay appears to be the Fortune Teller."
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("War", "Kip") in visits and ("War", "Fay") in visits


def test_warlock_4_obstructions_affect_it() -> None:
    # S0.22: an enchanted investigator whose ability obstructions affect is sometimes shown a
    # Flute Player instead of the truth
    fooled = 0
    for seed in range(8):
        g = _game([("Flo", "Flute Player"), ("War", "Warlock"), ("Sib", "Fortune Teller"),
                   ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
        g.advance()
        _do(g, "Flo enchant War")
        told = _do(g, "War divine Jon").told[-1]
        fooled += told == "Jon appears to be the Flute Player."
    assert 0 < fooled < 8


def test_warlock_5_no_lycan_and_not_in_the_pack() -> None:
    g = _game([*BASIC, ("Ava", "Aura Teller")])
    war = g.player("War")
    assert not engine_of(g).role_of(war).lycan and engine_of(g).team_of(war) == "wolves"
    assert "War" not in engine_of(g).group("wolfpack").members
    assert "wolfpack" not in g.channels("War")
    assert not any("Wes" in m for m in g.private_messages("War"))
    assert not any("War" in m for m in g.private_messages("Wes"))
    g.advance()
    assert _do(g, "Ava inspect War").told[-1] == "War does not show up as a threat."
    # the Warlock wins with the werewolves
    assert engine_of(g).team_of(war) == engine_of(g).team_of(g.player("Wes"))


def test_warlock_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Warlock"]
    divine = next(a for a in card.abilities if a.verb == "divine")
    decl = divine.declaration
    assert decl.learns.value == "role" and decl.aim.name == "UNKNOWN"
    assert not decl.hostile and not decl.asks_first and card.mix is None
    assert card.group == "Werewolf Investigative"
