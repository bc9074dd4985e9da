"""An ability's emergency use (``limits: {emergency: yes}``: once a phase, plus one emergency
use a game, rule-abilities-immediate-abilities.2) and its import from WWRF's ``On Action
[Type]: <the same line> [Quantity: 1]``; and ``On Poll Win`` of an elected holder who ascends,
imported as the engine's property (despot.b1). Issue 39 items 1 and 4."""

from __future__ import annotations

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import ELECTED_ASCENDS, translate_page
from werewolves.roles.despot import DESPOT_TAG

MASKER = """\
name: Masker
team: town
summary: Wear a mask of any role; change it once a phase, and once more in an emergency.
abilities:
  - verb: mask
    phase: any
    timing: immediate
    targets: user
    picks: role
    limits: {emergency: yes}
    effect: {DisguiseAs: {strength: strong, tell: "You wear the mask of the {role}."}}
"""


def _game() -> Game:
    return Game.new(Setup([("Ann", "Wolf"), ("Bob", "Masker"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 2,
                    rules=load_texts([("masker.yaml", MASKER)]))


def test_rule_abilities_immediate_abilities_2_one_use_a_phase_plus_one_emergency() -> None:
    game = _game()
    assert not isinstance(game.submit("Bob", "mask Wolf"), Refusal)
    assert not isinstance(game.submit("Bob", "mask Citizen"), Refusal)  # (the emergency use)
    third = game.submit("Bob", "mask Seer")
    assert isinstance(third, Refusal) and "emergency" in str(third.message), third
    game.advance()
    # a later phase: one use again, and no second one (the emergency is spent)
    assert not isinstance(game.submit("Bob", "mask Wolf"), Refusal)
    assert isinstance(game.submit("Bob", "mask Citizen"), Refusal)


def test_without_emergency_a_second_use_in_a_phase_is_refused() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Masker"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 2,
                    rules=load_texts([("masker.yaml", MASKER.replace(
                        "    limits: {emergency: yes}\n", ""))]))
    assert not isinstance(game.submit("Bob", "mask Wolf"), Refusal)
    assert isinstance(game.submit("Bob", "mask Citizen"), Refusal)


def test_emergency_is_checked_with_sentences() -> None:
    said = [p.sentence for p in check_text(MASKER.replace("{emergency: yes}",
                                                          "{emergency: yes, per_phase: 2}"))]
    assert any("'per_phase' is 1 beside it" in s for s in said), said
    assert [p.sentence for p in check_text(MASKER.replace("{emergency: yes}",
                                                          "{emergency: 2}"))]


PAGE = """\
**Pretender** | Unaligned Power

__Formalized__
On Poll Win:
  • @Self is part of @(AttrRole:Mayor):
    ‣ Ascend
    ‣ Delete `Election` Poll
Immediate: Strongly Disguise @Self as @Selection
On Action [Disguising]: Strongly Disguise @Self as @Selection [Quantity: 1]
"""


def test_an_emergency_line_and_an_election_win_import_whole() -> None:
    assert ELECTED_ASCENDS == DESPOT_TAG  # (the translation imports nothing of the engine)
    t = translate_page(PAGE)
    assert not t.untranslated, t.untranslated
    assert t.role["tags"] == [DESPOT_TAG]
    (ab,) = t.role["abilities"]
    assert ab["limits"] == {"emergency": True} and "DisguiseAs" in ab["effect"]
    assert [p.sentence for p in check_text(t.text())] == []
    # the emergency line of an ability the role does not have, or twice a game, is listed
    other = translate_page(PAGE.replace("[Quantity: 1]", "[Quantity: 2]"))
    assert [u.line for u in other.untranslated] == [9]
    assert "limits" not in other.role["abilities"][0]
    lost = translate_page(PAGE.replace("On Poll Win:\n  • @Self is part of @(AttrRole:Mayor)",
                                       "On Poll Win:\n  • @Self is part of @(AttrRole:Judge)"))
    assert [u.construct for u in lost.untranslated] == ["trigger: On Poll Win"]
