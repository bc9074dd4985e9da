"""The Cult Acolyte (role book 2023: limited/cult acolyte), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: rulings RM401 (the night after an Acolyte's death), RM402 (the Acolyte who succeeds
is the cult's leader from then on).
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

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

CULT = cult_table(("Aco", "Cult Acolyte"), ("Mia", "Cult Member"))


def _lynch(g: Game, victim: str) -> None:
    for p in state_of(g).players:
        if p.alive and p.name != victim:
            _do(g, f"{p.name} vote {victim}")
    g.advance()


def test_cult_acolyte_1_the_acolyte_is_in_the_cult_and_plays_for_the_town() -> None:
    g = _game(CULT)
    assert "cult" in g.channels("Aco")
    assert engine_of(g).team_of(g.player("Aco")) == "town"
    assert g.card("Cult Acolyte").limited  # type: ignore[union-attr]


def test_cult_acolyte_2_no_attack_on_night_1_one_a_night_after() -> None:
    no_attack_on_night_1_one_a_night_after(CULT, "Aco")


def test_cult_acolyte_5_the_cult_attacks_the_player_most_of_it_suspects() -> None:
    g = _game(CULT)
    g.advance_to(3)
    _do(g, "Lea sacrifice Cyd")
    _do(g, "Aco sacrifice Dan")
    _do(g, "Mia sacrifice Dan")
    g.advance()
    assert _dead(g) == {"Dan"}


def test_cult_acolyte_6_the_attack_waits_for_the_end_of_the_night() -> None:
    g = _game(CULT)
    g.advance_to(3)
    _do(g, "Aco sacrifice Cyd")
    assert not _dead(g)
    _do(g, "Aco sacrifice nobody")
    g.advance()
    assert not _dead(g)


def test_cult_acolyte_b2_cult_acolyte_3_the_acolyte_leads_when_the_next_night_starts() -> None:
    g = _game(CULT)
    g.advance_to(2)  # Day 1: the leader is lynched
    _lynch(g, "Lea")
    assert "Lea" in _dead(g)
    # not disbanded; the Acolyte took the lead when Night 2 started, not at the lynch (Day 1)
    assert not _disbanded(g) and g.player("Aco").role == "Cult Leader"
    changed = [e for e in g.events if e.kind == "role_changed" and e.targets == ["Aco"]]
    assert [e.phase for e in changed] == [3] and g.phase_index == 3
    assert any("you lead the cult now" in m for m in g.private_messages("Aco"))
    assert any("Aco leads the cult now" in m for m in g.private_messages("Mia"))
    _do(g, "Mia sacrifice Bob")
    g.advance()
    assert "Bob" in _dead(g)


def test_cult_acolyte_b2_rm402_the_new_leaders_death_disbands_the_cult() -> None:
    g = _game(CULT)
    g.advance_to(2)
    _lynch(g, "Lea")
    assert g.player("Aco").role == "Cult Leader"
    g.advance_to(4)
    _lynch(g, "Aco")
    assert _disbanded(g) == ["Aco"]
    assert "sacrifice" not in _verbs(g, "Mia")


def test_cult_acolyte_3_a_cult_without_a_living_acolyte_is_disbanded_at_once() -> None:
    g = _game([p if p[0] != "Aco" else ("Aco", "Cult Member") for p in CULT])
    g.advance_to(2)
    _lynch(g, "Lea")
    assert _disbanded(g) == ["Lea"]


def test_cult_acolyte_3_an_acolyte_dead_before_the_night_leaves_nobody_to_lead() -> None:
    g = _game(CULT)
    g.advance_to(1)
    _do(g, "Wes attack Aco")
    g.advance()  # Day 1: Aco dead, then the leader lynched
    assert "Aco" in _dead(g)
    _lynch(g, "Lea")
    assert _disbanded(g) == ["Lea"]
    assert "sacrifice2" not in _verbs(g, "Mia")


def test_cult_acolyte_4_of_several_acolytes_one_drawn_at_random_leads() -> None:
    players = [("Lea", "Cult Leader"), ("Ac1", "Cult Acolyte"), ("Ac2", "Cult Acolyte"),
               ("Ac3", "Cult Acolyte"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"),
               ("Cyd", "Citizen"), ("Dan", "Citizen")]
    heirs = set()
    for seed in range(8):
        g = _game(players, seed=seed)
        g.advance_to(2)
        _lynch(g, "Lea")
        leaders = [n for n in ("Ac1", "Ac2", "Ac3") if g.player(n).role == "Cult Leader"]
        assert len(leaders) == 1
        draw = [e for e in g.events
                if e.kind == "random_draw" and e.data["purpose"] == "cult acolyte heir"]
        assert draw, "the heir is a seeded draw in the log"
        heirs.add(leaders[0])
    assert len(heirs) > 1


def test_cult_acolyte_b1_rm401_the_night_after_an_acolytes_death_the_cult_attacks_twice() -> None:
    g = _game(CULT)
    g.advance_to(2)
    _lynch(g, "Aco")  # Day 1
    assert any("may attack a second player tonight" in m for m in g.private_messages("Mia"))
    assert "sacrifice2" in _verbs(g, "Mia") and "sacrifice2" in _verbs(g, "Lea")
    _do(g, "Lea sacrifice Bob")
    _do(g, "Mia sacrifice Bob")
    _do(g, "Lea sacrifice2 Cyd")
    g.advance()
    assert {"Bob", "Cyd"} <= _dead(g)
    # only for that night
    g.advance_to(5)
    assert "sacrifice2" not in _verbs(g, "Lea")
    _refused(g, "Lea sacrifice2 Dan")


def test_cult_acolyte_b1_not_on_a_night_of_no_acolytes_death() -> None:
    g = _game(CULT)
    g.advance_to(3)
    assert "sacrifice2" not in _verbs(g, "Lea")
    _refused(g, "Lea sacrifice2 Dan")


def test_cult_acolyte_7_a_cultist_who_lost_the_role_still_votes() -> None:
    g = _game([("Iwo", "Infecting Wolf"), *CULT])
    g.advance()
    _do(g, "Iwo infect Aco")
    assert g.player("Aco").role == "Wolf" and "cult" in g.channels("Aco")
    g.advance_to(3)
    assert "sacrifice" in _verbs(g, "Aco")
    _do(g, "Aco sacrifice Ann")
    g.advance()
    assert "Ann" in _dead(g)
