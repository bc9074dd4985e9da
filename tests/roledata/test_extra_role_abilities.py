"""Extra roles with abilities and triggers of their own (issue 39: what the WWRF import makes
of an Extra page whose role acts, such as the Fletcher's Customer): a player handed the extra
role has its abilities beside their own role's, its triggers fire for them, and both end when
it is taken back."""

from __future__ import annotations

import pytest

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata import wwrf
from werewolves.roledata.load import RoleFileError, extra_status, load_texts
from werewolves.roledata.translate import translate_page

PUPIL = """\
name: Archer's Pupil
extra: a Bowyer hands it out by night.
summary: Held beside your own role; you keep an arrow nocked at a player of your choice.
abilities:
  - verb: nock
    phase: any
    timing: immediate
    targets: {count: 1, self: no}
    effect:
      SetTarget: {tell: "Your arrow points at {target}."}
triggers:
  - moment: killed
    targets: target
    restrictions: [other role]
    effect: Attack
"""

BOWYER = """\
name: Bowyer
team: town
summary: By night she teaches a player the bow, or takes it back.
abilities:
  - verb: teach
    phase: night
    timing: immediate
    targets: {count: 1}
    effect:
      Grant: {role: Archer's Pupil}
  - verb: unteach
    phase: night
    timing: immediate
    targets: {count: 1}
    effect:
      Revoke: {role: Archer's Pupil}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Bowyer"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen"), ("Fay", "Citizen")]


def _game() -> Game:
    rules = load_texts([("b.yaml", BOWYER), ("p.yaml", PUPIL)])
    game = Game.new(Setup(SEATS), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    return game


def ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def test_lover_10_an_extra_roles_ability_is_its_holders_only_while_held() -> None:
    """lover.10: before the Grant Cid has no `nock`; handed the extra role he has it beside
    his own role (and sets his held target with it); taken back, it is refused again."""
    game = _game()
    assert isinstance(game.submit("Cid", "nock Dan"), Refusal)
    ok(game.submit("Bob", "teach Cid"))
    assert game.player("Cid").role == "Citizen"
    ok(game.submit("Cid", "nock Dan"))
    assert any("Your arrow points at Dan." in m.text for m in game.events_for("Cid"))
    # the others still lack it
    assert isinstance(game.submit("Eve", "nock Dan"), Refusal)
    while game.phase != "Night 2":
        game.advance()
    ok(game.submit("Bob", "unteach Cid"))
    assert not game.player("Cid").has(extra_status("Archer's Pupil"))
    assert isinstance(game.submit("Cid", "nock Eve"), Refusal)


def test_lover_10_an_extra_roles_trigger_fires_for_its_holder() -> None:
    """lover.10: the extra role's `killed` trigger fires for the player carrying it: Cid,
    killed by the pack with his arrow at Dan, attacks Dan (a `trigger_fired` event by Cid);
    a player who does not carry it fires nothing when killed."""
    game = _game()
    ok(game.submit("Bob", "teach Cid"))
    ok(game.submit("Cid", "nock Dan"))
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    assert not game.player("Cid").alive
    fired = [e for e in game.events if e.kind == "trigger_fired"]
    assert [(e.actor, e.targets, e.rule) for e in fired] == [
        ("Cid", ["Dan"], "custom: Archer's Pupil")]
    assert not game.player("Dan").alive


def test_an_uncarried_extra_roles_trigger_does_not_fire() -> None:
    """lover.10: the trigger belongs to the extra role: Eve, who was never handed it, dies
    with no firing."""
    game = _game()
    ok(game.submit("Ann", "attack Eve"))
    game.advance()
    assert not game.player("Eve").alive
    assert not [e for e in game.events if e.kind == "trigger_fired"]


def test_an_extra_roles_ability_verb_may_not_clash_with_another_files() -> None:
    """`role check`: an extra role's verb is checked against the other files' as a dealt
    role's is (both would be offered to one player)."""
    clash = PUPIL.replace("verb: nock", "verb: teach")
    with pytest.raises(RoleFileError, match="the verb 'teach' clashes with the Bowyer's"):
        load_texts([("b.yaml", BOWYER), ("p.yaml", clash)])


PAGE = """\
**Quiver Bearer** | Extra Killing
__Basics__
Made up for a test.

__Formalized__
Immediate: Target @Selection (Player) |silent:targeting.target.player|
On Killed: [Condition: @Target exists]
  • Process: Attack @Target
"""


def test_an_extra_page_with_abilities_imports_whole() -> None:
    """The import: an Extra page whose role targets and shoots on its death writes an extra
    role with that ability and trigger, every line translated, and the file loads beside a
    granter."""
    got = translate_page(PAGE)
    assert not got.untranslated, [u.sentence() for u in got.untranslated]
    assert "extra" in got.role and "team" not in got.role
    assert [a["verb"] for a in got.role["abilities"]] == ["target"]
    assert [t["moment"] for t in got.role["triggers"]] == ["killed"]
    granter = BOWYER.replace("Archer's Pupil", "Quiver Bearer")
    rules = load_texts([("b.yaml", granter), ("q.yaml", got.text())])
    assert rules.extra("Quiver Bearer") is not None
    assert wwrf.parse_page(PAGE).formalized is not None
