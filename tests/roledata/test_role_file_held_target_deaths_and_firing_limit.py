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


# ---------------------------------------------------------------------------- trigger limits

# a pack wolf who names a quarry each night; when the pack's attack fails, she attacks her
# quarry herself, once a game, unless her quarry was the pack's own failed target
GRUDGING = """\
name: Grudging Wolf
team: wolves
pack: true
lycan: true
summary: When the pack's attack fails, you attack your quarry yourself, once.
abilities:
  - verb: quarry
    phase: night
    timing: immediate
    targets: {count: 1, self: no}
    effect: {SetTarget: {tell: "Your quarry is {target}."}}
triggers:
  - moment: signal
    signal: Attack
    per_game: 1
    targets: target
    if: {not: {marker: {of: held, is: PackTarget}}}
    effect: [Attack, {AddMarker: {marker: Marker, user: yes}}]
  - moment: day end
    targets: none
    effect: Untarget
"""

STOUT = """\
name: Stout Citizen
team: town
summary: The first attack on you fails.
defence: {from: attacks, kind: passive, uses: 2}
"""


def _grudge_game(quarry: str, seed: int = 4) -> Game:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Grudging Wolf"), ("Cid", "Stout Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
                           ("Gus", "Citizen")]), seed,
                    rules=load_texts([("grudging.yaml", GRUDGING), ("stout.yaml", STOUT)]))
    _to(game, "Night 1")
    ok(game.submit("Bob", f"quarry {quarry}"))
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    return game


def test_the_packs_failed_attack_raises_attack_and_a_signal_trigger_attacks_the_quarry() -> None:
    game = _grudge_game("Dan")
    assert game.player("Cid").alive and not game.player("Dan").alive
    (ev,) = [e for e in game.events if e.kind == "trigger_fired" and e.data["on"] == "signal"]
    assert ev.actor == "Bob" and ev.targets == ["Dan"]
    signal = next(e for e in game.events if e.id in ev.causes)
    assert signal.kind == "signal_emitted" and signal.data["signal"] == "Attack"
    assert any(game.events[c].kind == "kill_prevented" for c in signal.causes)


def test_a_signal_trigger_keeps_its_if_and_its_firings_a_game() -> None:
    # the quarry is the pack's own failed target (marked PackTarget): the `if` keeps it out
    game = _grudge_game("Cid")
    assert game.player("Cid").alive
    assert not [e for e in game.events if e.kind == "trigger_fired" and e.data["on"] == "signal"]
    # once a game: the pack fails on Cid again on Night 2, and the quarry lives
    game = _grudge_game("Dan")
    _to(game, "Night 2")
    ok(game.submit("Bob", "quarry Eve"))
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    assert game.player("Cid").alive and game.player("Eve").alive
    assert len([e for e in game.events if e.kind == "signal_emitted"]) == 2
    assert len([e for e in game.events if e.kind == "trigger_fired"
                and e.data["on"] == "signal"]) == 1


def test_untarget_at_the_days_end_forgets_the_quarry() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Grudging Wolf"), ("Cid", "Stout Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
                           ("Gus", "Citizen")]), 4,
                    rules=load_texts([("grudging.yaml", GRUDGING), ("stout.yaml", STOUT)]))
    _to(game, "Night 1")
    ok(game.submit("Bob", "quarry Eve"))
    ok(game.submit("Ann", "attack Fay"))  # (the pack's attack succeeds: no signal)
    _to(game, "Night 2")
    assert not game.player("Fay").alive and game.player("Eve").alive
    # no quarry named tonight: Eve, named on Night 1, was forgotten as Day 1 ended
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    assert [e.data["signal"] for e in game.events if e.kind == "signal_emitted"] == ["Attack"]
    assert game.player("Eve").alive and game.player("Cid").alive


def test_an_event_triggers_phase_keeps_it_to_days_or_nights() -> None:
    by_day = SWORN.replace("    of: held\n", "    of: held\n    phase: day\n")
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Sworn Companion"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 3,
                    rules=load_texts([("sworn.yaml", by_day)]))
    _to(game, "Day 0")
    ok(game.submit("Bob", "swear Cid"))
    _to(game, "Night 1")
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    # Cid died at night: a trigger kept to days does not fire
    assert not game.player("Cid").alive and game.player("Bob").alive
    said = [p.sentence for p in check_text(SWORN.replace("    of: held\n",
                                                         "    of: held\n    phase: dusk\n"))]
    assert any("'phase' is day or night" in s for s in said), said


GRUDGE_PAGE = """\
**Quarry Wolf** | Werewolf Killing

__Formalized__
Immediate Night: Target @Selection (Player)
On `Attack` Emitted: [Quantity: 1, Temporal: Night, Attribute: @Target lacks `Marker`]
  • Attack @Target
  • Apply `Marker` to @Self
Passive End Day: Process: Untarget
"""


PIECES = {"Marker": "**Marker** | Attribute\n__Formalized__\nNo Abilities\n"}


def test_a_signal_triggers_limits_a_marker_beside_and_process_untarget_import() -> None:
    t = translate_page(GRUDGE_PAGE, PIECES)
    assert not t.untranslated, t.untranslated
    signal, untarget = t.role["triggers"]
    assert signal == {"moment": "signal", "signal": "Attack", "per_game": 1, "phase": "night",
                      "targets": "target",
                      "if": {"not": {"marker": {"of": "held", "is": "Marker"}}},
                      "effect": ["Attack", {"AddMarker": {"marker": "Marker", "user": True}}]}
    assert untarget == {"moment": "day end", "targets": "none", "effect": "Untarget"}
    assert [p.sentence for p in check_text(t.text())] == []
    # a limit the trigger cannot keep is still listed
    late = translate_page(GRUDGE_PAGE.replace("Temporal: Night", "Temporal: Night 2"), PIECES)
    assert [u.construct for u in late.untranslated] == [
        "trigger: On {String} Emitted (restrictions or options)"]
    # a trigger on the holder's death of any kind takes no limits (the loader's own)
    once = translate_page(GRUDGE_PAGE.replace("On `Attack` Emitted:", "On Death:"), PIECES)
    assert [u.construct for u in once.untranslated] == ["trigger: On Death (restrictions or "
                                                        "options)"]
