"""The Priest (role book 2023: townsfolk/killing/priest), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R3 (end-of-night choices), R7 (refusals), R8 (attacks and kills), R15–R17.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import state_of

BASIC = [("Pri", "Priest"), ("Wes", "Wolf"), ("War", "Warlock"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Bea", "Plague Bearer"), ("Eve", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def _alive(g: Game, name: str) -> bool:
    return g.player(name).alive


def test_priest_b1_one_other_player_each_night_never_by_day() -> None:
    g = _game(BASIC)
    _refused(g, "Pri sprinkle Wes")  # Day 0
    g.advance()
    _refused(g, "Pri sprinkle Pri")  # R7: never themself
    _do(g, "Pri sprinkle Cal")
    _do(g, "Pri sprinkle Wes")  # R3: the choice may change until the night ends
    g.advance()
    assert not _alive(g, "Wes") and _alive(g, "Pri")
    _refused(g, "Pri sprinkle Cal")  # Day 1
    g.advance()
    _do(g, "Pri sprinkle War")  # again the next night


def test_priest_b2_priest_1_a_lycan_is_attacked_by_the_priest() -> None:
    g = _night()
    _do(g, "Pri sprinkle Wes")
    g.advance()
    assert not _alive(g, "Wes")
    (attempt,) = [e for e in g.events if e.kind == "kill_attempt" and e.rule == "priest.1"]
    assert attempt.actor == "Pri" and attempt.data["kind"] == "attack"
    assert ("Pri", "Wes") in [(v.actor, v.target) for v in state_of(g).visits]


def test_priest_1_the_true_role_counts_not_a_disguise() -> None:
    # a Sneaking Wolf looks like a Citizen to investigators; the holy water reads the lycan
    g = _night([("Pri", "Priest"), ("Sly", "Sneaking Wolf"), ("Cal", "Citizen"),
                ("Dee", "Citizen"), ("Eve", "Citizen")])
    _do(g, "Pri sprinkle Sly")
    g.advance()
    assert not _alive(g, "Sly") and _alive(g, "Pri")


def test_priest_1_a_protected_lycan_survives_and_the_priest_hears_of_a_failure() -> None:
    g = _night([*BASIC, ("Wit", "Witch")])
    _do(g, "Wit brew Wes")
    _do(g, "Pri sprinkle Wes")
    g.advance()
    assert _alive(g, "Wes") and _alive(g, "Pri")
    assert "Your attack on Wes failed." in g.private_messages("Pri")


def test_priest_b3_priest_2_a_townsperson_kills_the_priest() -> None:
    g = _night()
    _do(g, "Pri sprinkle Cal")
    g.advance()
    assert not _alive(g, "Pri") and _alive(g, "Cal")
    (death,) = [e for e in g.events if e.kind == "death" and e.targets == ["Pri"]]
    assert death.data["kind"] == "kill"  # ruling RM142: a kill, not an attack


def test_priest_2_no_protection_against_attacks_saves_the_priest() -> None:
    g = _night([*BASIC, ("Wit", "Witch")])
    _do(g, "Wit brew Pri")
    _do(g, "Pri sprinkle Wit")  # the Witch is townsfolk
    g.advance()
    assert not _alive(g, "Pri")


def test_priest_3_neither_lycan_nor_town_spares_both() -> None:
    # a Warlock is on the werewolf team but no lycan; a Plague Bearer is a solo team's
    for target in ("War", "Bea"):
        g = _night()
        _do(g, "Pri sprinkle " + target)
        g.advance()
        assert _alive(g, target) and _alive(g, "Pri")
        # ruling RM143: told only that it failed, as after any stopped attack
        assert f"Your attack on {target} failed." in g.private_messages("Pri")
        assert not [e for e in g.events if e.kind == "kill_attempt" and e.rule.startswith("pri")]


def test_priest_4_the_holy_water_acts_at_the_end_of_the_night() -> None:
    g = _night()
    _do(g, "Pri sprinkle Wes")
    assert _alive(g, "Wes") and state_of(g).pending
    _do(g, "Pri sprinkle nobody")  # withdrawn before the night ends: nothing happens
    g.advance()
    assert _alive(g, "Wes") and _alive(g, "Pri")


def test_priest_4_a_blocked_priest_fails_and_lives() -> None:
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom Pri")
    _do(g, "Pri sprinkle Cal")
    g.advance()
    assert _alive(g, "Pri") and _alive(g, "Cal")
    assert "Your attack on Cal failed." in g.private_messages("Pri")


def test_priest_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Priest"]
    assert card.team == "town" and card.group == "Townsfolk Killing" and card.mix is None
    g = _night()
    (la,) = [la for la in g.legal_actions("Pri") if la.verb == "sprinkle"]
    assert la.declaration.hurts_user and la.declaration.asks_first
