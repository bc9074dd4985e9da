"""The Lone Warlock (role book 2023: werewolves/investigative/lone warlock), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R16 (redirection), R17 (blocks), R36 (one path for a role change),
S0.22 (the Flute obstruction).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

BASIC = [("Lwa", "Lone Warlock"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
         ("Cal", "Citizen"), ("Dee", "Citizen"), ("Tim", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def test_lone_warlock_b1_learns_one_players_role_each_night_and_never_by_day() -> None:
    g = _game(BASIC)
    _refused(g, "Lwa divine Fay")  # Day 0
    g.advance()
    _refused(g, "Lwa divine Lwa")  # R7: never itself
    _do(g, "Lwa divine Fay")
    _refused(g, "Lwa divine Cal")  # once a night


def test_lone_warlock_1_a_blocked_inspection_fails() -> None:
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom Lwa")
    told = _do(g, "Lwa divine Fay").told
    assert told[-1] == "Your inspection of Fay failed: you learned nothing."


def test_lone_warlock_2_is_told_the_role() -> None:
    g = _night()
    assert _do(g, "Lwa divine Wes").told[-1] == "Wes appears to be the Wolf."


def test_lone_warlock_5_the_inspection_is_immediate() -> None:
    g = _night()
    assert _do(g, "Lwa divine Fay").told[-1] == "Fay appears to be the Fortune Teller."
    assert g.phase == "Night 1" and not state_of(g).pending


def test_lone_warlock_6_weak_disguises_redirections_and_obstructions_affect_it() -> None:
    g = _night()
    engine_of(g).add_status(g.player("Fay"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    assert _do(g, "Lwa divine Fay").told[-1] == "Fay appears to be the Citizen."
    # R16: a redirection (the Flute Apprentice's, on an enchanted Lone Warlock)
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Lwa", "Lone Warlock"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Fay", "Fortune Teller")], seed=1)
    _do(g, "Kip target Fay")
    g.advance()
    _do(g, "Flo enchant Lwa")
    assert _do(g, "Lwa divine Kip").told[-1] == "Fay appears to be the Fortune Teller."
    # S0.22: an obstruction sometimes shows a Flute Player
    fooled = 0
    for seed in range(8):
        g = _game([("Flo", "Flute Player"), ("Lwa", "Lone Warlock"), ("Sib", "Fortune Teller"),
                   ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
        g.advance()
        _do(g, "Flo enchant Lwa")
        fooled += _do(g, "Lwa divine Jon").told[-1] == "Jon appears to be the Flute Player."
    assert 0 < fooled < 8


def test_lone_warlock_7_no_lycan_and_not_in_the_pack() -> None:
    g = _game(BASIC)
    lwa = g.player("Lwa")
    assert not engine_of(g).role_of(lwa).lycan and engine_of(g).team_of(lwa) == "wolves"
    assert "Lwa" not in engine_of(g).group("wolfpack").members
    assert "wolfpack" not in g.channels("Lwa")
    assert not any("Wes" in m for m in g.private_messages("Lwa"))
    assert not any("Lwa" in m for m in g.private_messages("Wes"))


def test_lone_warlock_4_a_pack_member_dying_makes_it_a_wolf_of_the_pack() -> None:
    g = _night()
    g.advance()  # Day 1
    for n in ("Fay", "Cal", "Dee", "Tim", "Lwa"):
        _do(g, f"{n} vote Wes")
    g.advance()  # Wes is lynched: Night 2
    lwa = g.player("Lwa")
    assert lwa.role == "Wolf" and engine_of(g).role_of(lwa).lycan
    assert "Lwa" in engine_of(g).group("wolfpack").members and "wolfpack" in g.channels("Lwa")
    assert {la.verb for la in g.legal_actions("Lwa")} == {"attack"}
    _refused(g, "Lwa divine Fay")  # the power is gone
    assert "Lwa has joined the wolfpack as a Wolf." in g.private_messages("Lwa")


def test_lone_warlock_b2_only_a_pack_members_death_brings_it_in() -> None:
    g = _night()
    _do(g, "Wes attack Tim")
    g.advance()
    assert "Tim" not in [p.name for p in state_of(g).players if p.alive]
    assert g.player("Lwa").role == "Lone Warlock"


def test_lone_warlock_4_lone_roles_join_together_and_later_see_the_pack() -> None:
    g = _night([*BASIC, ("Lon", "Lone Wolf")])
    engine_of(g).kill(g.player("Wes"), "kill", causes=[], rule="R8")
    assert g.player("Lwa").role == "Wolf" and g.player("Lon").role == "Wolf"
    assert engine_of(g).group("wolfpack").members == ["Wes", "Lwa", "Lon"]
    # the pack's channel is theirs: a line one writes, the other reads
    assert g.say("Lwa", "wolfpack", "hello")
    assert any("hello" in m for m in g.private_messages("Lon"))
