"""The import of WWRF's alignment change of the holder (`Alignment Change @Self to `Townsfolk``)
as the effect `Align`: the holder plays for our team of that name from then on, keeping its
role, through the engine's one path for a team change (R36), with its event.

The pages here are written for these tests from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from werewolves.game import Game, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page


def page(kind: str, *lines: str, name: str = "Turncoat") -> str:
    return f"**{name}** | {kind}\n__Formalized__\n" + "\n".join(lines) + "\n"


def whole(text: str) -> dict[str, Any]:
    t = translate_page(text)
    assert t.untranslated == (), [u.sentence() for u in t.untranslated]
    assert check_text(yaml.safe_dump(t.role)) == []
    return t.role


def blocked(text: str) -> list[str]:
    return [u.construct for u in translate_page(text).untranslated]


LATE = page("Unaligned Align",
            "Passive End Night: Alignment Change @Self to `Werewolf` [Temporal: Night 1]")


def test_r36_an_alignment_change_of_the_holder_is_the_effect_align() -> None:
    """Issue 39 item 4: `Alignment Change @Self to `Werewolf`` at the end of Night 1 is a
    night-end trigger on the holder whose effect names our team (`wolves`)."""
    (trig,) = whole(LATE)["triggers"]
    assert trig == {"moment": "night end", "targets": "self", "in_phase": 1,
                    "effect": {"Align": {"team": "wolves"}}}


def _play(role: dict[str, Any], seed: int = 3) -> Game:
    rules = load_texts([("turncoat.yaml", yaml.safe_dump(role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Turncoat"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), seed,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    return game


def test_r36_the_holder_plays_for_the_team_named_keeping_its_role() -> None:
    """R36: at Night 1's end the holder plays for the wolves (their role kept); the change is a
    `team_changed` event caused by the trigger's firing, with the role's rule, and the holder is
    told their new team."""
    game = _play(whole(LATE))
    assert game.team_of("Bob").key == "unaligned"
    game.advance()
    assert game.team_of("Bob").key == "wolves"
    assert game.player("Bob").role == "Turncoat"
    fired = next(e for e in game.events if e.kind == "trigger_fired" and e.actor == "Bob")
    (change,) = [e for e in game.events if e.kind == "team_changed"]
    assert change.targets == ["Bob"] and fired.id in change.causes
    assert change.data == {"from": "unaligned", "to": "wolves"}
    assert change.rule == "custom: Turncoat"
    assert any("You now play for the Werewolves team" in m for m in game.messages("Bob"))


def test_r36_the_change_fires_only_in_the_phase_named() -> None:
    """`[Temporal: Night 1]`: nothing changes before that night ends, and only once."""
    game = _play(whole(LATE))
    while game.phase != "Night 2":
        game.advance()
    game.advance()
    assert [e.kind for e in game.events].count("team_changed") == 1


@pytest.mark.parametrize(("line", "construct"), [
    ("Passive End Night: Alignment Change @Target to `Townsfolk`",
     "changing: Alignment (not @Self)"),
    ("Passive End Night: Alignment Change @Self to @Target->Alignment",
     "changing: Alignment (to a value)"),
    ("Passive End Night: Alignment Change @Self to `Nobody Team`",
     "changing: Alignment (not a team of ours)"),
])
def test_r36_an_alignment_change_the_vocabulary_cannot_say_is_listed(line: str,
                                                                    construct: str) -> None:
    assert blocked(page("Unaligned Align", line)) == [construct]


def test_r36_a_role_file_naming_no_team_of_ours_is_refused_with_a_sentence() -> None:
    text = yaml.safe_dump({"name": "Turncoat", "team": "unaligned",
                           "summary": "Joins nobody.",
                           "triggers": [{"moment": "night end", "targets": "self",
                                         "effect": {"Align": {"team": "nobody"}}}]})
    problems = check_text(text)
    assert any("names the team 'nobody', which is no team of ours" in p.sentence
               for p in problems), \
        problems


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_r36_a_bot_game_with_the_imported_turncoat_plays_with_no_refused_move(
        seed: int) -> None:
    """The imported page plays a seeded bot game to its end with no refused move, and the same
    seed gives the same game (determinism)."""
    from werewolves.sim.match import BotMix, run_game

    rules = load_texts([("turncoat.yaml", yaml.safe_dump(whole(LATE)))])
    seats = [("Ann", "Wolf"), ("Bob", "Turncoat"), ("Cid", "Citizen"), ("Dan", "Citizen"),
             ("Eve", "Fortune Teller"), ("Fay", "Citizen"), ("Gus", "Citizen")]
    first = run_game(Setup(seats), seed, BotMix(), rules=rules)
    assert first.refusals == 0
    assert run_game(Setup(seats), seed, BotMix(), rules=rules) == first
