"""The role book's game rules on alignments and wolves (`_rules/alignments/`, `_rules/wolves/`
wolfpack and lycans), one test per sentence that states a rule, each named by its id in
shared/spec/rolebook-sentences.md. The other sentences of those pages are marked informative in
docs/rules.md, each with its reason."""

from __future__ import annotations

import json

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game, find_role, role_book
from werewolves.roles import hags
from werewolves.testing import engine_of, state_of

TOWN_AND_PACK = [
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fay", "Citizen"),
]


def _kill(g: Game, *names: str) -> None:
    for n in names:
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])


def test_rule_alignments_townsfolk_3_the_town_wins_once_every_other_side_is_dead() -> None:
    g = _game(TOWN_AND_PACK)
    _kill(g, "Wes")
    assert g.outcome is not None and g.outcome.team == "town"
    assert g.outcome.winners == ["Cal", "Dee", "Eve", "Fay"]


def test_rule_alignments_werewolves_3_the_pack_wins_once_every_other_side_is_dead() -> None:
    g = _game(TOWN_AND_PACK)
    _kill(g, "Cal", "Dee", "Eve")
    assert not g.over  # a town player left: no win yet
    _kill(g, "Fay")
    assert g.outcome is not None and g.outcome.team == "wolves"


def test_rule_alignments_solo_4_a_solo_team_wins_once_every_other_side_is_dead() -> None:
    g = _game([("Pyr", "Pyromancer"), *TOWN_AND_PACK])
    _kill(g, "Wes", "Cal", "Dee", "Eve")
    assert not g.over
    _kill(g, "Fay")
    assert g.outcome is not None and g.outcome.team == "pyro" and g.outcome.winners == ["Pyr"]


def test_rule_alignments_solo_5_several_solo_teams_in_one_game_and_a_new_one_made_in_it() -> None:
    g = _game([("Pyr", "Pyromancer"), ("Flo", "Flute Player"), ("Cup", "Cupid"), *TOWN_AND_PACK])
    teams = {n: engine_of(g).team_of(g.player(n)) for n in ("Pyr", "Flo", "Wes", "Cal")}
    assert len(set(teams.values())) == 4  # two solo teams beside the town and the pack
    g.advance()  # Night 1: the Cupid loves the wolf: a couple of two bases, a new solo team
    _do(g, "Cup love Wes")
    g.advance()
    couple = engine_of(g).win_team_of(g.player("Cup"))
    assert couple == engine_of(g).win_team_of(g.player("Wes"))
    assert couple not in {*teams.values(), "unaligned"}


def test_rule_alignments_unaligned_7_rule_alignments_unaligned_8_wolves_win_beside_them() -> None:
    g = _game([("Des", "Despot"), *TOWN_AND_PACK])
    _kill(g, "Cal", "Dee", "Eve", "Fay")
    assert g.outcome is not None and g.outcome.team == "wolves"
    assert g.player("Des").alive and "Des" not in g.outcome.winners


def test_rule_alignments_unaligned_9_an_unaligned_player_who_joined_a_team_is_not_exempt() -> None:
    g = _game([("Des", "Despot"), *TOWN_AND_PACK])
    engine_of(g).change_team(g.player("Des"), "town", causes=[], rule="R36")
    _kill(g, "Cal", "Dee", "Eve", "Fay")
    assert not g.over  # the Despot plays for the town now: the pack has an enemy left
    _kill(g, "Des")
    assert g.outcome is not None and g.outcome.team == "wolves"


# rule-alignments-unaligned.9, its second half (ruling RM420): an unaligned player whose role
# cannot win with every team (a hag; a Dog that has not chosen) is not exempt from the win of a
# team it cannot win with; a team it can win with still wins beside it


def _over_event(g: Game) -> int:
    return next(e.id for e in reversed(g.events) if e.kind == "game_over")


@pytest.mark.parametrize("flute", [False, True], ids=["plain check", "with counts_for"])
def test_rule_alignments_unaligned_9_rm420_a_hag_holds_a_team_it_cannot_win_with(
    flute: bool,
) -> None:
    """The coven was never wronged: the hags can win with no team yet, so the pack must kill
    the Hag too (the second case runs the check's other path: a dead Flute Player's family
    counts players for the Flute team)."""
    extra = [("Flo", "Flute Player")] if flute else []
    g = _game([("Hag", "Hag"), *extra, *TOWN_AND_PACK])
    _kill(g, *(["Flo"] if flute else []), "Cal", "Dee", "Eve", "Fay")
    assert not g.over  # only the pack and a Hag are left, yet the pack has not won
    held = [e for e in g.events if e.kind == "win_held"]
    assert [(e.targets, e.data["team"], e.rule) for e in held] == [
        (["Hag"], "wolves", "rule-alignments-unaligned.9")
    ]
    assert held[0].audience == "host"  # told to the host, never to the players
    assert "cannot win while" not in json.dumps(g.view("Wes").to_json())
    _kill(g, "Hag")
    assert g.outcome is not None and g.outcome.team == "wolves"
    assert g.outcome.winners == ["Wes"]


def test_rule_alignments_unaligned_9_rm420_the_outcome_names_the_rule() -> None:
    g = _game([("Hag", "Hag"), *TOWN_AND_PACK])
    _kill(g, "Cal", "Dee", "Eve", "Fay")
    engine_of(g).check_win([])  # asked again: the host is told once
    assert sum(e.kind == "win_held" for e in g.events) == 1
    _kill(g, "Hag")
    why = g.explain(_over_event(g))
    assert any("rule-alignments-unaligned.9" in line for line in why), why
    assert any("cannot win while Hag lives" in line for line in why), why


def test_rule_alignments_unaligned_9_rm420_a_team_the_hag_can_win_with_still_wins() -> None:
    """The pack wronged the coven: the hags now win beside any other team, so the town wins
    with the Hag alive, and the Hag wins with it (hag.b1)."""
    g = _game([("Hag", "Hag"), *TOWN_AND_PACK])
    hags.wrong(engine_of(g), ["wolves"], [])
    _kill(g, "Wes")
    assert g.outcome is not None and g.outcome.team == "town"
    assert g.player("Hag").alive and "Hag" in g.outcome.winners
    assert not [e for e in g.events if e.kind == "win_held"]


def test_rule_alignments_unaligned_9_rm420_an_undecided_dog_holds_a_solo_team_only() -> None:
    """A Dog becomes a Journalist, a Cursed Civilian or a Wolf: before it chooses it can win
    with the town or the pack, never with the pyro team."""
    table = [("Pyr", "Pyromancer"), ("Dog", "Dog"), ("Cal", "Citizen"), ("Dee", "Citizen")]
    g = _game(table)
    _kill(g, "Cal", "Dee")
    assert not g.over  # Day 0: the undecided Dog keeps the pyro team from winning
    _kill(g, "Dog")
    assert g.outcome is not None and g.outcome.team == "pyro"
    g = _game(table)
    _kill(g, "Pyr")
    assert g.outcome is not None and g.outcome.team == "town"  # the Dog is no obstacle here
    assert g.player("Dog").alive


@pytest.mark.parametrize("role", ["Psychopath", "Riding Hood", "Angel", "Chef", "Cat", "Cupid"])
def test_rule_alignments_unaligned_9_rm420_roles_that_win_with_any_team_hold_nothing(
    role: str,
) -> None:
    """rule-alignments-unaligned.7 still holds for the roles whose win stands whoever wins (an
    ascension, R34) or that the book lets win with any team (the Chef), for the Cat (its Dog
    may make it a Psychopath) and for a Cupid before it loves (it may love such a player)."""
    dog = [("Dog", "Dog")] if role == "Cat" else []
    g = _game([("Una", role), *dog, *TOWN_AND_PACK])
    _kill(g, "Cal", "Dee", "Eve", "Fay", *(["Dog"] if dog else []))
    assert g.outcome is not None and g.outcome.team == "wolves"
    assert g.player("Una").alive


PACK = [
    ("Wes", "Wolf"),
    ("Wil", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fay", "Citizen"),
    ("Gus", "Citizen"),
]


def test_rule_wolves_wolfpack_2_the_pack_knows_each_other_in_a_secret_channel() -> None:
    g = _game(PACK)
    for wolf in ("Wes", "Wil"):
        assert "wolfpack" in g.channels(wolf)
    assert "wolfpack" not in g.channels("Cal")
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and sorted(pack.members) == ["Wes", "Wil"]


def test_rule_wolves_wolfpack_3_each_night_the_pack_votes_one_attack() -> None:
    g = _game(PACK)
    g.advance()  # Night 1
    _do(g, "Wes attack Cal")
    _do(g, "Wil attack Cal")
    g.advance()
    assert [p.name for p in state_of(g).players if not p.alive] == ["Cal"]


def test_rule_wolves_wolfpack_6_a_pack_with_no_werewolf_left_is_disbanded() -> None:
    """With R36: a town player who sits in the pack (put there by a rule, not by their role)
    is no werewolf; once the last wolf dies the pack's channel is closed."""
    g = _game(PACK)
    engine_of(g).join_group(g.player("Cal"), "wolfpack", cause=None, rule="R36")
    _kill(g, "Wes")
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and "Cal" in pack.members  # a werewolf (Wil) is left
    _kill(g, "Wil")
    pack = engine_of(g).group("wolfpack")
    assert pack is None or "Cal" not in pack.members


def test_rule_wolves_lycans_4_werewolves_are_lycans_and_foxes_are_not() -> None:
    wolf = find_role("Wolf")
    assert wolf is not None and wolf.lycan
    foxes = [c for c in role_book() if c.name.endswith(" Fox")]
    assert foxes and not any(c.lycan for c in foxes)
    assert all(c.team == "wolves" for c in foxes)  # allies of the werewolves, on their team
