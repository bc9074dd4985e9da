"""A WWRF choice whose options run several lines each (issue 39 item 4: the guide's Choices,
an option chosen runs its block as any ability's block does): each option imports as one
ability whose effect is the typed list of its lines' effects, in order, and plays.

The WWRF pages here are written for these tests from the guides' grammar."""

from __future__ import annotations

import yaml

from werewolves.engine.effects import marker_status
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import load_texts
from werewolves.roledata.translate import translate_page

MARKER = "**Marker** | Attribute\n__Formalized__\nNo Abilities\n"
LAMPLIGHTER = """**Lamplighter** | Townsfolk Power
__Formalized__
Passive Start Night: `Lamp` Choice Creation (Shine, Dim)
Immediate Night: `Lamp` Choice Choose @Chosen |lamp.1|
Choice `Shine` Chosen: |lamp.2|
  • Protect @Selection from `Attacks` through Active Defense (~Phase)
  • Apply `Marker` to @Self (~Phase)
Choice `Dim` Chosen: |lamp.3|
  • Learn `You dim your lamp.`
  • Apply `Marker` to @Self
"""


def test_each_option_of_several_lines_is_one_ability_with_its_effects_in_order() -> None:
    """An option with an effect on the player chosen names one player and keeps the holder's
    own marker (`user: yes`); one whose lines all reach the holder names none."""
    t = translate_page(LAMPLIGHTER, {"Marker": MARKER})
    assert t.untranslated == ()
    shine, dim = t.role["abilities"]
    assert shine["choice"] == dim["choice"] == "Lamp"
    assert shine["targets"] == {"count": 1}
    assert shine["effect"] == [{"Protect": {"from": "attacks", "until": "phase"}},
                               {"AddMarker": {"marker": "Marker", "until": "phase",
                                              "user": True}}]
    assert dim["targets"] == "user"
    assert dim["effect"][0] == {"Notice": {"tell": "You dim your lamp."}}
    assert "AddMarker" in dim["effect"][1]
    rules = load_texts([("lamp.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", t.role["name"]),
                           ("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    assert not isinstance(game.submit("Bob", f"{shine['verb']} Cid"), Refusal)
    assert game.player("Cid").has("protected")
    assert game.player("Bob").has(marker_status("Marker"))
    # one option a phase (the choice): the other is refused
    assert isinstance(game.submit("Bob", dim["verb"]), Refusal)


def test_an_option_with_a_line_it_cannot_say_leaves_the_choice_listed() -> None:
    """An option line with no effect of ours (a role change of the player chosen), or an
    effect on the holder that needs the holder as target beside one on the player chosen,
    keeps the whole choice untranslated."""
    for bad in ("  • Role Change @Selection to `Wolf`\n", "  • Role Change @Self to `Wolf`\n"):
        page = LAMPLIGHTER.replace("  • Apply `Marker` to @Self (~Phase)\n", bad)
        got = {u.construct for u in translate_page(page, {"Marker": MARKER}).untranslated}
        assert "choices: Creation" in got, bad
