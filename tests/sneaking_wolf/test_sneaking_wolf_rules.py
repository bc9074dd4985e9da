"""The Sneaking Wolf (role book 2023: werewolves/miscellaneous/sneaking wolf), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R9 (the pack), R36 (role changes), rule-ability-types-disguises.11-13 (the most
recent disguise answers; strong-only readers skip weak ones).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import role_book
from werewolves.testing import engine_of

SEERS = [("Sam", "Sneaking Wolf"), ("Fay", "Fortune Teller"), ("Ava", "Aura Teller"),
         ("Tra", "Tracking Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")]


def test_sneaking_wolf_b1_most_investigations_see_a_citizen() -> None:
    # a role investigation, a threat inspection and a pack track all read a Citizen
    g = _game(SEERS)
    g.advance()
    assert _do(g, "Fay investigate Sam").told[-1] == "Sam appears to be the Citizen."
    assert _do(g, "Ava inspect Sam").told[-1] == "Sam does not show up as a threat."
    assert _do(g, "Tra track Sam").told[-1] == "Sam is a slight threat to the pack."


def test_sneaking_wolf_b1_is_in_the_pack_and_attacks_with_it() -> None:
    # R9: a lycan of the wolfpack, voting on the pack's attack as any pack wolf does
    g = _game([("Sam", "Sneaking Wolf"), ("Tim", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    assert "Sam" in engine_of(g).group("wolfpack").members
    assert g.player("Sam").role == "Sneaking Wolf"
    g.advance()
    _do(g, "Sam attack Tim")


def test_sneaking_wolf_1_the_disguise_is_strong_and_lasts() -> None:
    g = _game(SEERS)
    (disguise,) = [s for s in g.player("Sam").statuses if s.name == "disguise"]
    assert disguise.data["strength"] == "strong" and disguise.until is None
    assert disguise.data["role"] == "Citizen"
    # still worn nights later: the Aura Teller reads strong disguises only
    for _ in range(3):
        g.advance()
    assert g.phase == "Night 2"
    assert _do(g, "Ava inspect Sam").told[-1] == "Sam does not show up as a threat."


def test_sneaking_wolf_1_a_more_recent_weak_disguise_answers_readers_of_weak_ones() -> None:
    # rule-ability-types-disguises.13: a later weak disguise is what a Fortune Teller sees; the
    # Aura Teller, reading strong disguises only, still sees the Citizen
    g = _game(SEERS)
    g.advance()
    later = g.events[-1].id
    engine_of(g).add_status(g.player("Sam"), "disguise", source=later,
                        data={"role": "Wolf", "strength": "weak"})
    assert _do(g, "Fay investigate Sam").told[-1] == "Sam appears to be the Wolf."
    assert _do(g, "Ava inspect Sam").told[-1] == "Sam does not show up as a threat."


def test_sneaking_wolf_2_losing_the_role_takes_the_disguise_away() -> None:
    g = _game(SEERS)
    g.advance()
    eng = engine_of(g)
    # R36: the one path for a role change (no rule of the installed families turns a Sneaking
    # Wolf into another role yet)
    eng.change_role(g.player("Sam"), "Wolf", causes=[], rule="R36")
    assert not [s for s in g.player("Sam").statuses if s.name == "disguise"]
    assert _do(g, "Fay investigate Sam").told[-1] == "Sam appears to be the Wolf."
    assert _do(g, "Ava inspect Sam").told[-1] == "Sam shows up as a threat."


def test_sneaking_wolf_2_other_disguises_stay() -> None:
    g = _game(SEERS)
    g.advance()
    eng = engine_of(g)
    eng.add_status(g.player("Sam"), "disguise", source=g.events[-1].id,
                   data={"role": "Grandma", "strength": "weak"})
    eng.change_role(g.player("Sam"), "Wolf", causes=[], rule="R36")
    assert _do(g, "Fay investigate Sam").told[-1] == "Sam appears to be the Grandma."


def test_sneaking_wolf_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Sneaking Wolf"]
    assert card.mix is None and card.group == "Werewolf Miscellaneous" and not card.limited
