"""A trigger on the death of its holder's held target (``a death`` with ``of: held``, WWRF's
``On @Target Death``), the held target kept from a former role (``kept_target``), the
announcement that names it (``{held}``), and the firings a phase counted only for a trigger
that fires (its ``if`` read first). Issue 39 item 1 (triggers), item 3 (at most 1,000
firings a phase) and item 4 (the import of ``On @Target Death``)."""

from __future__ import annotations

import pytest

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata import load
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

# a sworn companion: she names a player each day; when that player dies, so does she
SWORN = """\
name: Sworn Companion
team: town
summary: Name a companion; if your companion dies, you die with them.
abilities:
  - verb: swear
    phase: day
    timing: immediate
    targets: {count: 1, self: no}
    effect: {SetTarget: {tell: "You are sworn to {target}."}}
triggers:
  - moment: a death
    of: held
    targets: self
    effect:
      - TrueKill
      - Announce: {tell: "{held} is dead, and {by} follows."}
"""


def ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def _sworn_game(companion: str, victim: str) -> Game:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Sworn Companion"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 3,
                    rules=load_texts([("sworn.yaml", SWORN)]))
    _to(game, "Day 0")
    ok(game.submit("Bob", f"swear {companion}"))
    _to(game, "Night 1")
    ok(game.submit("Ann", f"attack {victim}"))
    game.advance()
    return game


def test_a_death_of_held_fires_at_the_held_targets_death_and_names_them() -> None:
    game = _sworn_game("Cid", "Cid")
    assert not game.player("Cid").alive and not game.player("Bob").alive
    (ev,) = [e for e in game.events if e.kind == "trigger_fired"]
    assert ev.actor == "Bob" and ev.targets == ["Bob"] and ev.data["on"] == "a death"
    assert game.player("Cid").death is not None
    assert game.player("Cid").death.event in ev.causes  # type: ignore[union-attr]
    assert any("Cid is dead, and Bob follows." in m for m in game.messages("Dan"))


def test_a_death_of_held_does_not_fire_at_another_death() -> None:
    game = _sworn_game("Cid", "Dan")
    assert not game.player("Dan").alive and game.player("Bob").alive
    assert not [e for e in game.events if e.kind == "trigger_fired"]


def test_kept_target_lets_a_trigger_read_a_target_no_ability_of_its_own_sets() -> None:
    # demonic-cupid.1: the role is reached by a role change, the target set before is kept
    follower = SWORN.split("abilities:")[0] + "triggers:" + SWORN.split("triggers:")[1]
    said = [p.sentence for p in check_text(follower.replace("a death\n    of: held",
                                                            "death\n    restrictions: "
                                                            "[other role]")
                                           .replace("targets: self", "targets: target"))]
    assert any("no ability of this role sets one" in s for s in said), said
    kept = follower.replace("a death\n    of: held", "death\n    restrictions: [other role]") \
        .replace("targets: self", "targets: target") + "kept_target: yes\n"
    assert [p.sentence for p in check_text(kept)] == []
    assert [p.sentence for p in check_text(kept.replace("kept_target: yes",
                                                        "kept_target: 3"))]


PAGE = """\
**Oathbound** | Unaligned Miscellaneous

__Formalized__
On Death:
  • True Kill @Target
On @Target Death:
  • True Kill @Self
  • Announce `@Target fell, and @Self with them`
"""


def test_on_target_death_imports_as_of_held_with_the_target_kept() -> None:
    t = translate_page(PAGE)
    assert not t.untranslated, t.untranslated
    (death, held) = t.role["triggers"]
    assert held["moment"] == "a death" and held["of"] == "held" and held["targets"] == "self"
    assert held["effect"][1] == {"Announce": {"tell": "{held} fell, and {by} with them"}}
    assert death["targets"] == "target"
    # no ability of the page sets the target: it is one kept from a former role
    assert t.role["kept_target"] is True
    assert [p.sentence for p in check_text(t.text())] == []


# a tripwire that fires only at a Fortune Teller's visit
TRIPWIRE = """\
name: Tripwire
team: town
summary: A Fortune Teller who visits you is attacked.
triggers:
  - moment: visited
    targets: visitor
    if: {role: {of: visitor, is: Fortune Teller}}
    effect: Attack
"""


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_trigger_whose_if_fails_spends_none_of_the_phases_firings(
    monkeypatch: pytest.MonkeyPatch, seed: int,
) -> None:
    """The wolf's visit does not fire the tripwire (its ``if``): with room for one firing a
    phase, the Fortune Teller's visit the same night still fires it."""
    monkeypatch.setattr(load, "MAX_FIRINGS", 1)
    for first in ("Ann", "Cid"):
        game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tripwire"), ("Cid", "Fortune Teller"),
                               ("Dan", "Citizen"), ("Eve", "Citizen")]), seed,
                        rules=load_texts([("tripwire.yaml", TRIPWIRE)]))
        _to(game, "Night 1")
        orders = {"Ann": "attack Bob", "Cid": "investigate Bob"}
        for who in (first, *(w for w in orders if w != first)):
            ok(game.submit(who, orders[who]))
        game.advance()
        kinds = [e.kind for e in game.events]
        assert "triggers_stopped" not in kinds
        assert [e.targets for e in game.events if e.kind == "trigger_fired"] == [["Cid"]]
