"""The Witch (role book 2023: townsfolk/killing/witch), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R8 (protection stops attacks, not kills), R15–R17 (visits, blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import state_of

BASIC = [("Wit", "Witch"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
         ("Eve", "Citizen"), ("Fay", "Fortune Teller")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def _alive(g: Game, name: str) -> bool:
    return g.player(name).alive


def test_witch_1_two_potions_two_abilities() -> None:
    g = _night()
    verbs = {la.verb for la in g.legal_actions("Wit")}
    assert {"brew", "hex"} <= verbs


def test_witch_2_neither_potion_by_day_and_none_is_forced() -> None:
    g = _game(BASIC)
    _refused(g, "Wit brew Cal")  # Day 0
    _refused(g, "Wit hex Wes")
    g.advance()
    g.advance()  # a night with no potion: nothing is spent
    assert g.phase == "Day 1"
    g.advance()
    _do(g, "Wit brew Cal")
    _do(g, "Wit hex Wes")


def test_witch_3_each_potion_once_a_game() -> None:
    g = _night()
    _do(g, "Wit brew Cal")
    _refused(g, "Wit brew Dee")  # once a night, and spent for the game
    _do(g, "Wit hex Eve")
    g.advance()
    g.advance()  # Night 2
    assert "no uses" in _refused(g, "Wit brew Dee").message
    assert "no uses" in _refused(g, "Wit hex Wes").message
    assert {la.verb for la in g.legal_actions("Wit")} & {"brew", "hex"} == set()


def test_witch_3_a_poison_withdrawn_before_the_night_ends_is_not_spent() -> None:
    g = _night()
    _do(g, "Wit hex Wes")
    _do(g, "Wit hex nobody")
    g.advance()
    g.advance()
    _do(g, "Wit hex Wes")


def test_witch_4_both_potions_the_same_night() -> None:
    g = _night()
    _do(g, "Wit brew Cal Dee Eve")
    _do(g, "Wit hex Wes")
    _do(g, "Wes attack Cal")
    g.advance()
    assert not _alive(g, "Wes") and _alive(g, "Cal")


def test_witch_5_three_players_and_the_witch_are_protected_at_once() -> None:
    g = _night()
    told = _do(g, "Wit brew Cal Dee Eve").told
    assert told[-1] == (
        "Your potion of life protects Cal, Dee, Eve and yourself from attacks until the night "
        "ends."
    )
    for name in ("Cal", "Dee", "Eve", "Wit"):
        assert g.player(name).has("protected")  # at once, before the night ends
    assert not g.player("Fay").has("protected")
    _do(g, "Wes attack Wit")
    g.advance()
    assert _alive(g, "Wit")
    prevented = [e for e in g.events if e.kind == "kill_prevented"]
    assert prevented and prevented[-1].data["protection"] == "the Witch's potion of life"


def test_witch_5_each_chosen_player_is_visited_the_witch_is_not() -> None:
    g = _night()
    _do(g, "Wit brew Cal Dee Eve")
    assert [(v.actor, v.target) for v in state_of(g).visits] == [
        ("Wit", "Cal"), ("Wit", "Dee"), ("Wit", "Eve")]


def test_witch_5_up_to_three_other_living_players() -> None:
    g = _night()
    _refused(g, "Wit brew Cal Dee Eve Fay")  # four
    _refused(g, "Wit brew Wit")  # she is protected anyway, never a choice
    _refused(g, "Wit brew Cal Cal")
    _do(g, "Wit brew Fay")  # ruling RM140: fewer than three is fine
    assert g.player("Wit").has("protected") and g.player("Fay").has("protected")


def test_witch_5_the_protection_lasts_the_night_only() -> None:
    g = _night()
    _do(g, "Wit brew Cal")
    g.advance()
    g.advance()  # Night 2
    assert not g.player("Cal").has("protected")
    _do(g, "Wes attack Cal")
    g.advance()
    assert not _alive(g, "Cal")


def test_witch_5_protection_stops_attacks_not_kills() -> None:
    # R8: a Lone Wolf's death on a wolfish pick is a kill: the potion of life does not stop it
    g = _night([*BASIC, ("Lon", "Lone Wolf")])
    _do(g, "Wit brew Lon")
    _do(g, "Lon hunt Wes")
    g.advance()
    assert not _alive(g, "Lon")


def test_witch_5_a_blocked_potion_of_life_fails_and_is_spent() -> None:
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom Wit")
    told = _do(g, "Wit brew Cal").told
    assert told[-1] == "Your potion of life failed: nobody is protected."
    assert not g.player("Cal").has("protected") and not g.player("Wit").has("protected")
    g.advance()
    g.advance()
    _refused(g, "Wit brew Cal")


def test_witch_6_the_poison_attacks_at_the_end_of_the_night() -> None:
    g = _night()
    _do(g, "Wit hex Wes")
    assert _alive(g, "Wes") and g.phase == "Night 1"
    g.advance()
    assert not _alive(g, "Wes")
    (attempt,) = [e for e in g.events if e.kind == "kill_attempt" and e.rule == "witch.6"]
    assert attempt.data["kind"] == "attack" and attempt.actor == "Wit"
    assert ("Wit", "Wes") in [(v.actor, v.target) for v in state_of(g).visits]


def test_witch_6_a_protected_target_survives_and_the_witch_hears_of_a_failure() -> None:
    g = _night([*BASIC, ("Wi2", "Witch")])
    _do(g, "Wi2 brew Cal")
    _do(g, "Wit hex Cal")
    g.advance()
    assert _alive(g, "Cal")
    assert "Your attack on Cal failed." in g.private_messages("Wit")


def test_witch_the_card_is_a_townsfolk_killing_role() -> None:
    (card,) = [c for c in role_book() if c.name == "Witch"]
    assert card.team == "town" and card.group == "Townsfolk Killing"
    assert card.mix is None


def test_witch_declares_what_the_edges_read() -> None:
    g = _night()
    las = {la.verb: la for la in g.legal_actions("Wit")}
    assert las["brew"].declaration.effect(0).value == "protection"
    assert las["brew"].max_targets == 3
    assert las["hex"].declaration.effect(0).value == "death"


def test_witch_a_game_replays_the_same() -> None:
    g = _night()
    _do(g, "Wit brew Cal Dee")
    _do(g, "Wit hex Wes")
    g.advance()
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json()
