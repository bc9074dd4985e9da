"""Issue 39 item 4: the import translates WWRF's conditions into the role file's one condition
language (``if``, ``cases``, ``otherwise``): ``[Condition: …]`` and ``[Attribute: has|lacks
`M`]`` on abilities and on passive triggers, event triggers under conditions, conditional lines
(``<condition>:``/``Otherwise:``), a ``Process:`` of an attack with an ``Evaluate:`` of its
success, and the held target's emergency change (``On Action [Targeting]: Target @Selection
[Quantity: 1]``, S1.52). What the language cannot say stays listed.

The pages here are written for these tests from the guides' grammar (the WWRF Guide's
conditions and trigger tables), never the snapshot's."""

from __future__ import annotations

from typing import Any

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

MARKER = "**Marker** | Attribute\n__Formalized__\nNo Abilities\n"


def page(kind: str, *lines: str, name: str = "Probe") -> str:
    return f"**{name}** | {kind}\n__Formalized__\n" + "\n".join(lines) + "\n"


def whole(text: str, pieces: dict[str, str] | None = None) -> dict[str, Any]:
    t = translate_page(text, pieces)
    assert t.untranslated == (), [u.sentence() for u in t.untranslated]
    assert check_text(yaml.safe_dump(t.role)) == []
    return t.role


def blocked(text: str, pieces: dict[str, str] | None = None) -> list[str]:
    return [u.construct for u in translate_page(text, pieces).untranslated]


HOLD = [
    "Immediate: Target @Selection (Player Optional) [Condition: not (@Target exists)] |t.set|",
    "Immediate: Target @Selection (Player Optional) [Condition: @Target exists] |t.change|",
]
EMERGENCY = ("On Action [Targeting]: Target @Selection (Player Optional) [Quantity: 1] "
             "|silent:t.emergency|")
BOWMAN = page("Townsfolk Killing", *HOLD, EMERGENCY,
              "On Killed: [Condition: @Target exists]",
              "  • Process: Attack @Target",
              "  • Evaluate: @Result is `Success`: Announce `Bowman @Self shot @Target`",
              name="Bowman")


def test_s1_52_the_emergency_change_line_is_the_held_targets_emergency() -> None:
    role = whole(BOWMAN)
    (ab,) = role["abilities"]
    assert ab["effect"] == {"SetTarget": {"tell": "Your target is now {target}.",
                                          "emergency": True}}
    # it plays: one change a phase, plus one emergency change a game
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Bowman"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1,
                    rules=load_texts([("bowman.yaml", yaml.safe_dump(role))]))
    while game.phase != "Day 0":
        game.advance()
    verb = ab["verb"]
    assert not isinstance(game.submit("Bob", f"{verb} Cid"), Refusal)
    assert not isinstance(game.submit("Bob", f"{verb} Dan"), Refusal)
    assert isinstance(game.submit("Bob", f"{verb} Eve"), Refusal)


def test_an_emergency_change_with_no_held_target_or_other_limits_stays_listed() -> None:
    assert blocked(page("Townsfolk Killing", EMERGENCY)) == [
        "targeting: Target (emergency change)"]
    two = EMERGENCY.replace("[Quantity: 1]", "[Quantity: 2]")
    assert "targeting: Target (emergency change)" in blocked(
        page("Townsfolk Killing", *HOLD, two))


def test_process_of_an_attack_with_an_evaluate_of_its_success_is_effect_then_a_case() -> None:
    role = whole(BOWMAN)
    (trig,) = role["triggers"]
    assert trig["moment"] == "killed" and trig["targets"] == "target"
    assert trig["effect"] == "Attack"
    assert trig["cases"] == [{"if": {"dead": "target"},
                              "effect": {"Announce": {"tell": "Bowman {by} shot {target}"}}}]
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Bowman"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1,
                    rules=load_texts([("bowman.yaml", yaml.safe_dump(role))]))
    while game.phase != "Night 1":
        game.advance()
    verb = role["abilities"][0]["verb"]
    assert not isinstance(game.submit("Bob", f"{verb} Cid"), Refusal)
    assert not isinstance(game.submit("Ann", "attack Bob"), Refusal)
    game.advance()
    assert not game.player("Cid").alive
    assert any("Bowman Bob shot Cid" in m for m in game.messages("Dan"))


def test_conditional_lines_of_an_event_trigger_are_cases_and_otherwise() -> None:
    role = whole(page("Werewolf Miscellaneous",
                      "On Visited:",
                      "  • @Visitor->Alignment is `Werewolf`: Role Change @Visitor to `Wolf`",
                      "  • @Visitor->Role is `Fortune Teller`: Attack @Visitor",
                      "  • Otherwise: Role Change @Visitor to `Citizen`"))
    (trig,) = role["triggers"]
    assert trig["moment"] == "visited" and trig["targets"] == "visitor"
    assert trig["cases"] == [
        {"if": {"team": {"of": "visitor", "is": "wolves"}}, "effect": {"Become": {"role": "Wolf"}}},
        {"if": {"role": {"of": "visitor", "is": "Fortune Teller"}}, "effect": "Attack"},
    ]
    assert trig["otherwise"] == {"Become": {"role": "Citizen"}}


def test_a_condition_the_language_cannot_say_stays_listed() -> None:
    # a variable ($haunting) and a host's number are no subject of ours
    assert blocked(page("Townsfolk Killing",
                        "End Night: Attack @Selection [Condition: $haunting is True]")) == [
        "restriction: ConditionCheck"]
    assert blocked(page("Townsfolk Killing", "On Killed:",
                        "  • $living > 3: Attack @Attacker")) == [
        "trigger: On Killed: <condition>"]


def test_ability_condition_on_the_player_chosen_is_its_if_and_refuses_in_play() -> None:
    role = whole(page("Werewolf Killing",
                      "End Night: Attack @Selection [Condition: not (@Selection is in #Wolfpack)]",
                      name="Hunter Wolf"))
    (ab,) = role["abilities"]
    assert ab["if"] == {"not": {"group": {"of": "target", "is": "wolfpack"}}}
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Hunter Wolf"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=load_texts([("hw.yaml", yaml.safe_dump(role))]))
    while game.phase != "Night 1":
        game.advance()
    assert isinstance(game.submit("Bob", f"{ab['verb']} Ann"), Refusal)
    assert not isinstance(game.submit("Bob", f"{ab['verb']} Cid"), Refusal)


def test_passive_conditions_on_a_counter_a_marker_and_a_living_role_are_its_if() -> None:
    role = whole(page("Townsfolk Miscellaneous",
                      "Passive End Night: True Kill @Self [Condition: @Self->Counter is 1]",
                      "Passive End Day: Learn `Still marked` [Attribute: has `Marker`]",
                      "Passive: Role Change @Self to `Wolf` [Condition: (@Target exists) and "
                      "(not (@(Align:Werewolf) exists))]"),
                 {"Marker": MARKER})
    ends, says, watch = role["triggers"]
    assert ends["if"] == {"counter": {"of": "self", "name": "counter", "op": "=", "value": 1}}
    assert says["if"] == {"marker": {"of": "self", "is": "Marker"}}
    assert watch["moment"] == "watch" and watch["if"] == {
        "all": [{"alive": "held"}, {"not": {"living": {"team": "wolves"}}}]}


WARDEN = page("Townsfolk Miscellaneous", *HOLD,
              "On Killed: [Condition: @Target exists]",
              "  • Process: Role Investigate @Target (SD)",
              "  • Evaluate: Announce `Warden @Self names @Target the @Result->Role`",
              name="Warden")


def test_a_process_of_a_role_investigation_whose_result_is_announced_names_the_role() -> None:
    role = whole(WARDEN)
    (trig,) = role["triggers"]
    assert trig == {"moment": "killed", "targets": "target",
                    "effect": {"Announce": {"tell": "Warden {by} names {target} the {role}",
                                            "reads": "strong"}}}
    # in play: the Sneaking Wolf's disguise (a strong one, as a Citizen) fools a reading
    # marked (SD); a reading with no marks sees the true role
    def named(text: str) -> str:
        role = whole(text)
        game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Warden"), ("Cid", "Sneaking Wolf"),
                               ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                        rules=load_texts([("warden.yaml", yaml.safe_dump(role))]))
        while game.phase != "Night 1":
            game.advance()
        verb = role["abilities"][0]["verb"]
        assert not isinstance(game.submit("Bob", f"{verb} Cid"), Refusal)
        assert not isinstance(game.submit("Ann", "attack Bob"), Refusal)
        game.advance()
        (told,) = [m for m in game.messages("Dan") if "Warden Bob names Cid" in m]
        return told

    assert named(WARDEN) == "Warden Bob names Cid the Citizen"
    assert named(WARDEN.replace(" (SD)", "")) == "Warden Bob names Cid the Sneaking Wolf"


EXAMINER = page("Townsfolk Miscellaneous",
                "On @All Death:",
                "  • @Attacker is part of @DeadAlive: "
                "Learn `@This fell to @Attacker->Role (@DeathType)`",
                "  • Otherwise: Learn `@This fell (@DeathType)`",
                name="Examiner")


def test_a_learn_about_a_death_names_the_dead_the_kind_and_the_killers_role() -> None:
    role = whole(EXAMINER)
    (trig,) = role["triggers"]
    assert trig["moment"] == "a death" and trig["targets"] == "self"
    assert trig["cases"] == [{"if": {"known": "killer"}, "effect": {"Notice": {
        "tell": "{dead} fell to {killer_role} ({how})", "about": "death"}}}]
    assert trig["otherwise"] == {"Notice": {"tell": "{dead} fell ({how})", "about": "death"}}
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Examiner"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=load_texts([("examiner.yaml", yaml.safe_dump(role))]))
    while game.phase != "Night 1":
        game.advance()
    assert not isinstance(game.submit("Ann", "attack Cid"), Refusal)
    game.advance()  # Day 1: Cid died of the Wolf's attack
    for voter in ("Ann", "Bob", "Eve", "Fay"):
        game.submit(voter, "vote Dan")
    game.advance()  # Dan is lynched: a death no player's attempt made
    told = game.messages("Bob")
    assert "Cid fell to Wolf (attack)" in told, told
    assert "Dan fell (lynch)" in told, told
    # a Learn naming what the Notice cannot say stays listed
    assert blocked(EXAMINER.replace("@DeathType", "@Visitor")) == [
        "announcement: Learn (with values)"]


BRANDER = page("Townsfolk Killing",
               "End Night:",
               "  • @Selection has `Marker`: Attack @Selection",
               "  • Otherwise: Apply `Marker` to @Selection",
               name="Brander")


def test_conditional_lines_of_a_timed_ability_are_its_cases_and_play() -> None:
    role = whole(BRANDER, {"Marker": MARKER})
    (ab,) = role["abilities"]
    assert ab["cases"] == [{"if": {"marker": {"of": "target", "is": "Marker"}},
                            "effect": "Attack"}]
    assert ab["otherwise"] == {"AddMarker": {"marker": "Marker"}}
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Brander"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=load_texts([("brander.yaml", yaml.safe_dump(role))]))
    while game.phase != "Night 1":
        game.advance()
    assert not isinstance(game.submit("Bob", f"{ab['verb']} Cid"), Refusal)
    game.advance()
    assert game.player("Cid").alive  # branded, not attacked
    while game.phase != "Night 2":
        game.advance()
    assert not isinstance(game.submit("Bob", f"{ab['verb']} Cid"), Refusal)
    game.advance()
    assert not game.player("Cid").alive  # the brand's case holds: attacked
    # a condition on an attribute with rules of its own stays listed
    assert blocked(BRANDER) == ["<condition>: (a conditional line)"]
