"""The Bard (role book 2023: townsfolk/miscellaneous/bard), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R15 (visits: the moment a power reaches a player); rulings RM221, RM222.
"""

from __future__ import annotations

import json

from role_game_steps import _do, _game

from werewolves.engine.core import Act
from werewolves.game import Game
from werewolves.roles import default_rules
from werewolves.roles.bard import DIRECT, general_type, heard
from werewolves.testing import engine_of

TOWN = [("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _stories(g: Game) -> list[str]:
    """Every story-time line, as a townsperson reads it."""
    return [m.text for m in g.events_for("Cal") if m.text.startswith("Story time")]


def _ability(verb: str, role: str):  # type: ignore[no-untyped-def]
    r = default_rules().role(role)
    assert r is not None
    return next(a for a in r.abilities if a.verb == verb)


def test_bard_b1_bard_1_powers_on_the_bard_are_told_to_everyone_at_the_phase_end() -> None:
    g = _game(
        [("Bar", "Bard"), ("Wol", "Wolf"), ("Fio", "Fortune Teller"), ("Wit", "Witch"), *TOWN]
    )
    g.advance()  # Night 1
    _do(g, "Fio investigate Bar")
    _do(g, "Wit brew Bar")
    _do(g, "Wol attack Bar")
    assert not _stories(g)  # nothing is told before the night ends
    g.advance()
    (story,) = _stories(g)
    assert story == (
        "Story time: during Night 1, the Bard was investigated, then was protected, then was "
        "attacked."
    )
    (ev,) = [e for e in g.events if e.kind == "story_time"]
    assert ev.audience == "public" and ev.rule == "bard.1"
    assert ev.phase == 1  # told in the phase it happened in


def test_bard_1_each_phase_tells_its_own_story_and_a_quiet_phase_none() -> None:
    g = _game([("Bar", "Bard"), ("Wol", "Wolf"), ("Fio", "Fortune Teller"), *TOWN])
    g.advance()  # Night 1
    _do(g, "Fio investigate Bar")
    g.advance()  # Day 1: nothing on the Bard
    g.advance()  # Night 2
    _do(g, "Fio investigate Bar")
    g.advance()
    assert _stories(g) == [
        "Story time: during Night 1, the Bard was investigated.",
        "Story time: during Night 2, the Bard was investigated.",
    ]


def test_bard_3_bard_4_neither_the_user_nor_the_role_nor_the_details_are_told() -> None:
    g = _game([("Bar", "Bard"), ("Tan", "Tanner"), ("Wol", "Wolf"), *TOWN])
    _do(g, "Tan tan Bar Fortune Teller")
    g.advance()  # Day 0 ends
    (story,) = _stories(g)
    assert story == "Story time: during Day 0, the Bard was disguised."
    for word in ("Tan", "Tanner", "Fortune Teller", "Bar "):
        assert word not in story
    (ev,) = [e for e in g.events if e.kind == "story_time"]
    assert not ev.targets and ev.actor is None  # the Bard's player is not named


def test_bard_5_the_general_types_come_from_the_declarations() -> None:
    # ruling RM221: each declared effect is one of the book's types; an attempt on the life is
    # "attacked" for an attack and "killed" otherwise; a stored target is "targeted"
    cases = {
        ("attack", "Wolf"): "attacked",
        ("hex", "Witch"): "attacked",
        ("doom", "Horseman of Death"): "killed",
        ("investigate", "Fortune Teller"): "investigated",
        ("inspect", "Aura Teller"): "investigated",
        ("tan", "Tanner"): "disguised",
        ("doom", "Horseman of Famine"): "disguised",
        ("target", "Huntress"): "targeted",
        ("target", "Assistant"): "targeted",
        ("target", "Angel"): "targeted",
        ("brew", "Witch"): "protected",
        ("threaten", "Stalker"): "manipulated",
        ("sabotage", "Saboteur Wolf"): "manipulated",
        ("sleep", "Hooker"): DIRECT,
        ("enchant", "Flute Player"): DIRECT,
        ("contaminate", "Plague Bearer"): DIRECT,
    }
    for (verb, role), want in cases.items():
        ab = _ability(verb, role)
        assert general_type(ab, ab.declaration.effect(0)) == want, (verb, role)


def test_bard_5_targeted_and_manipulated_in_play() -> None:
    g = _game([("Bar", "Bard"), ("Hun", "Huntress"), ("Sta", "Stalker"), ("Wol", "Wolf"), *TOWN])
    for _ in range(4):
        g.advance()  # Day 2: the Stalker's first day
    _do(g, "Hun target Bar")
    _do(g, "Sta threaten Bar")
    g.advance()
    assert _stories(g) == ["Story time: during Day 2, the Bard was targeted, then was manipulated."]


def test_bard_6_bard_7_powers_of_no_type_are_told_as_themselves() -> None:
    g = _game([("Bar", "Bard"), ("Hoo", "Hooker"), ("Wol", "Wolf"), *TOWN])
    g.advance()
    _do(g, "Hoo sleep Bar")
    g.advance()
    assert _stories(g) == ['Story time: during Night 1, the Bard had "sleep" used on them.']


def test_bard_8_nothing_used_on_a_dead_bard_is_told() -> None:
    g = _game([("Bar", "Bard"), ("Hun", "Huntress"), ("Wol", "Wolf"), *TOWN])
    eng = engine_of(g)
    g.advance()
    bard = eng.player("Bar")
    eng.kill(bard, "kill", causes=[], rule="R8")
    # an automatic power reaching the dead Bard (a dying shot's, as the engine carries it out)
    ab = _ability("attack", "Wolf")
    ev = eng.emit("dying_shot", actor="Hun", targets=["Bar"], rule="Huntress")
    eng.perform(Act(eng.player("Hun"), ab, [bard], ev, "Wolf"))
    g.advance()
    assert not _stories(g)


def test_bard_9_a_vote_reaching_the_bard_is_no_power_on_them() -> None:
    # votes never visit (R15), and a vote's position is a ballot, never told
    g = _game([("Bar", "Bard"), ("Wol", "Wolf"), *TOWN])
    eng = engine_of(g)
    g.advance()
    g.advance()  # Day 1
    vote = next(a for a in default_rules().common if a.verb == "vote")
    ev = eng.emit("action", actor="Cal", targets=["Bar"], rule="R11")
    heard(eng, Act(eng.player("Cal"), vote, [eng.player("Bar")], ev, "Citizen"), eng.player("Bar"))
    g.advance()
    assert not _stories(g)


def test_bard_9_lynches_and_votes_are_not_told() -> None:
    g = _game([("Bar", "Bard"), ("Wol", "Wolf"), *TOWN])
    g.advance()
    g.advance()  # Day 1
    for voter in ("Cal", "Dee", "Eve", "Fay"):
        _do(g, f"{voter} vote Bar")
    g.advance()
    assert not engine_of(g).player("Bar").alive
    assert not _stories(g)


def test_bard_2_a_changed_role_is_told_and_nothing_after() -> None:
    g = _game([("Bar", "Bard"), ("Fio", "Fortune Teller"), ("Wol", "Wolf"), *TOWN])
    eng = engine_of(g)
    g.advance()
    _do(g, "Fio investigate Bar")
    eng.change_role(eng.player("Bar"), "Citizen", causes=[], rule="R36")
    g.advance()
    assert _stories(g) == [
        "Story time: during Night 1, the Bard was investigated, then changed role."
    ]
    g.advance()  # Night 2
    _do(g, "Fio investigate Bar")
    g.advance()
    assert len(_stories(g)) == 1  # a former Bard is told of no more


def test_bard_2_an_infection_is_told_once_as_the_change_of_role() -> None:
    g = _game([("Bar", "Bard"), ("Iwo", "Infecting Wolf"), ("Wes", "Wolf"), *TOWN])
    g.advance()
    _do(g, "Iwo infect Bar")
    assert engine_of(g).player("Bar").role == "Wolf"
    g.advance()
    assert _stories(g) == ["Story time: during Night 1, the Bard changed role."]


def test_bard_1_a_story_in_progress_survives_a_saved_game() -> None:
    g = _game([("Bar", "Bard"), ("Fio", "Fortune Teller"), ("Wol", "Wolf"), *TOWN])
    g.advance()
    _do(g, "Fio investigate Bar")
    saved = g.to_json()
    restored = Game.from_json(json.dumps(saved))
    assert restored.to_json() == saved
    restored.advance()
    assert _stories(restored) == ["Story time: during Night 1, the Bard was investigated."]
