"""An immediate ability whose uses a phase differ on odd and even phases (``limits:
{per_phase: N, per_even_phase: M}``, R7: a role's own number of uses) and its import from
WWRF's ``⟨Odd: xN, Even: xM⟩``; and a condition on a team's own group (``@Selection is in
#G``, where the team piece's ``On Join: Add @Joiner to #G`` puts every joiner in G), imported
as the role file's ``team`` condition. Issue 39 (vampire.1)."""

from __future__ import annotations

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

TAGGER = """\
name: Tagger
team: town
summary: "Tag players at night, one on odd nights and two on even ones."
abilities:
  - verb: tag
    phase: night
    timing: immediate
    targets: {count: 1, self: false}
    limits: {per_phase: 1, per_even_phase: 2}
    effect: {AddMarker: {marker: Tagged}}
"""


def _game(text: str = TAGGER) -> Game:
    return Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tagger"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 2,
                    rules=load_texts([("tagger.yaml", text)]))


def test_r7_uses_a_phase_differ_on_odd_and_even_nights() -> None:
    game = _game()
    game.advance()  # Night 1: odd, one use
    assert not isinstance(game.submit("Bob", "tag Cid"), Refusal)
    second = game.submit("Bob", "tag Dan")
    assert isinstance(second, Refusal) and "already used" in str(second.message), second
    game.advance()  # Day 1
    game.advance()  # Night 2: even, two uses
    assert not isinstance(game.submit("Bob", "tag Dan"), Refusal)
    assert not isinstance(game.submit("Bob", "tag Eve"), Refusal)
    assert isinstance(game.submit("Bob", "tag Fay"), Refusal)


def test_per_even_phase_is_checked_with_sentences() -> None:
    said = [p.sentence for p in check_text(TAGGER.replace("timing: immediate", "timing: end"))]
    assert any("'per_even_phase'" in s for s in said), said
    assert [p.sentence for p in check_text(TAGGER.replace("per_even_phase: 2",
                                                          "per_even_phase: 0"))]
    assert [p.sentence for p in check_text(TAGGER)] == []


TEAM = """\
**Werewolf Team**

__Formalized__
On Join: Add @Joiner to #Den
"""
DEN = """\
**Den** | Werewolf Group

__Formalized__
No Abilities
"""
MARK = """\
**Sly Marker** | Townsfolk Power

__Formalized__
Immediate Night: Apply `Marked` to @Selection (~Persistent) \
[Condition: not (@Selection is in #Den)] ⟨Odd: x1, Even: x3⟩
"""
MARKED = """\
**Marked** | Attribute

__Formalized__
No Abilities
"""


def test_odd_even_uses_and_a_team_group_condition_import_whole() -> None:
    pieces = {"team Werewolf": TEAM, "Den": DEN, "Marked": MARKED}
    t = translate_page(MARK, pieces)
    assert not t.untranslated, t.untranslated
    (ab,) = t.role["abilities"]
    assert ab["limits"] == {"per_phase": 1, "per_even_phase": 3}
    assert ab["if"] == {"not": {"team": {"of": "target", "is": "wolves"}}}
    assert [p.sentence for p in check_text(t.text())] == []
    # the role plays: a wolf is refused as its target, a citizen is not
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Sly Marker"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 2,
                    rules=load_texts([("sly.yaml", t.text())]))
    game.advance()
    assert isinstance(game.submit("Bob", "mark Ann"), Refusal)
    assert not isinstance(game.submit("Bob", "mark Cid"), Refusal)
    # a group no team piece fills is no condition of ours, and scaling of another kind is kept
    # out
    other = translate_page(MARK, {"team Werewolf": TEAM.replace("#Den", "#Lair"), "Den": DEN,
                                  "Marked": MARKED})
    assert [u.construct for u in other.untranslated] == ["restriction: ConditionCheck"]
    day = translate_page(MARK.replace("Immediate Night", "End Night"), pieces)
    assert [u.construct for u in day.untranslated] == ["scaling: phase"]
