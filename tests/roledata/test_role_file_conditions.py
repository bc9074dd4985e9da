"""Role files' one condition language (issue 39, items 1 and 4: conditions, the most common
WWRF construct): an ability's ``if``, a trigger's ``if``, conditional lines (``cases`` and
``otherwise``), the held target's emergency change (S1.52), and ``role check`` reporting every
wrong condition at once with its line. Each plays in a seeded game."""

from __future__ import annotations

import pytest

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts

# a held target with the emergency change; killed by an attack, the holder attacks the held
# target, and only if the attack killed it is it announced (WWRF: On Killed, Process: Attack,
# Evaluate: @Result is Success: Announce)
ARCHER = """\
name: Last Archer
team: town
summary: Hold a target; killed by an attack, you shoot it.
abilities:
  - verb: mark
    phase: any
    timing: immediate
    targets: {count: 1, self: no}
    effect: {SetTarget: {tell: "You aim at {target}.", emergency: yes}}
triggers:
  - moment: killed
    targets: target
    restrictions: [other role]
    if: {alive: held}
    effect: Attack
    cases:
      - if: {dead: target}
        effect: {Announce: {tell: "The Last Archer {by} shot {target}."}}
"""

# an ability under conditions on its user and on the player it names
ZEALOT = """\
name: Zealot
team: town
summary: While a Wolf lives, attack a player who is no wolf of the pack's team... by mistake.
abilities:
  - verb: smite
    phase: night
    timing: end
    targets: {count: 1, self: no}
    if:
      all:
        - {living: {role: Wolf}}
        - not: {team: {of: target, is: wolves}}
    effect: Attack
"""

# a phase trigger with an if and conditional lines with otherwise
HERMIT = """\
name: Hermit
team: town
summary: At the end of each night, you are told whether a Fortune Teller lives.
triggers:
  - moment: night end
    targets: self
    if: {not: {counter: {of: self, name: quiet, op: ">", value: 0}}}
    cases:
      - if: {living: {role: Fortune Teller}}
        effect: {Notice: {tell: "A seer still watches."}}
    otherwise: {Notice: {tell: "No seer is left."}}
"""


def rules():  # type: ignore[no-untyped-def]
    return load_texts([("archer.yaml", ARCHER), ("zealot.yaml", ZEALOT),
                       ("hermit.yaml", HERMIT)])


def game_of(*roles: str) -> Game:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    return Game.new(Setup(list(zip(names, roles, strict=False))), 1, rules=rules())


def to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def test_s1_52_a_held_target_changes_once_a_phase_plus_one_emergency_change() -> None:
    game = game_of("Wolf", "Last Archer", "Citizen", "Citizen", "Citizen", "Citizen")
    to(game, "Day 0")
    assert not isinstance(game.submit("Bob", "mark Cid"), Refusal)
    # the second change in a phase spends the emergency change
    assert not isinstance(game.submit("Bob", "mark Dan"), Refusal)
    third = game.submit("Bob", "mark Eve")
    assert isinstance(third, Refusal) and "emergency change" in str(third)
    game.advance()  # Night 1: one change again, but no emergency left
    assert not isinstance(game.submit("Bob", "mark Eve"), Refusal)
    assert isinstance(game.submit("Bob", "mark Fay"), Refusal)


def test_killed_trigger_aimed_at_the_held_target_under_if_and_cases() -> None:
    game = game_of("Wolf", "Last Archer", "Citizen", "Citizen", "Citizen", "Citizen")
    to(game, "Night 1")
    assert not isinstance(game.submit("Bob", "mark Cid"), Refusal)
    assert not isinstance(game.submit("Ann", "attack Bob"), Refusal)
    game.advance()
    assert not game.player("Bob").alive and not game.player("Cid").alive
    # the case held (Cid died of the shot): it is announced, to everyone
    assert any("The Last Archer Bob shot Cid." in m for m in game.messages("Eve"))


def test_trigger_if_keeps_it_from_firing_when_the_held_target_is_dead() -> None:
    # aimed at the killer, so that only the `if` on the held target keeps it from firing
    text = ARCHER.replace("targets: target\n", "targets: killer\n")
    assert "targets: killer" in text
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Last Archer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=load_texts([("archer.yaml", text)]))
    to(game, "Day 0")
    assert not isinstance(game.submit("Bob", "mark Cid"), Refusal)
    # Cid is lynched on Day 1; Bob is then killed on Night 2: the trigger does not fire
    to(game, "Night 1")
    game.advance()
    for voter in ("Ann", "Bob", "Dan", "Eve", "Fay"):
        game.submit(voter, "vote Cid")
    to(game, "Night 2")
    assert not game.player("Cid").alive
    assert not isinstance(game.submit("Ann", "attack Bob"), Refusal)
    game.advance()
    assert not game.player("Bob").alive
    assert not [e for e in game.events if e.kind == "trigger_fired"]


def test_cases_run_the_first_case_that_holds_else_otherwise() -> None:
    game = game_of("Wolf", "Hermit", "Fortune Teller", "Citizen", "Citizen", "Citizen")
    to(game, "Night 1")
    game.advance()
    told = game.messages("Bob")
    assert any("A seer still watches." in m for m in told)
    assert not any("No seer is left." in m for m in told)
    # with no Fortune Teller, no case holds: otherwise's words alone
    game = game_of("Wolf", "Hermit", "Citizen", "Citizen", "Citizen", "Citizen")
    to(game, "Night 1")
    game.advance()
    told = game.messages("Bob")
    assert any("No seer is left." in m for m in told)
    assert not any("A seer still watches." in m for m in told)


def test_trigger_if_reads_the_holders_counter() -> None:
    game = game_of("Wolf", "Hermit", "Citizen", "Citizen", "Citizen", "Citizen")
    game.player("Bob")  # (a view; the engine's player is set below)
    game._engine.find("Bob").counters["quiet"] = 1  # type: ignore[union-attr]
    to(game, "Night 1")
    game.advance()
    assert not [e for e in game.events if e.kind == "trigger_fired"]


def test_ability_if_on_its_target_and_on_the_game_refuses_with_a_sentence() -> None:
    game = game_of("Wolf", "Zealot", "Citizen", "Citizen", "Citizen", "Citizen")
    to(game, "Night 1")
    refused = game.submit("Bob", "smite Ann")
    assert isinstance(refused, Refusal) and "does not hold for that player" in str(refused)
    assert not isinstance(game.submit("Bob", "smite Cid"), Refusal)


def test_ability_if_on_the_user_refuses_when_no_wolf_lives() -> None:
    # a condition naming no target is read on the user: no Wolf alive (the Zealot with only a
    # Werewolf-less pack), the ability is refused
    text = ZEALOT.replace("- not: {team: {of: target, is: wolves}}", "- {alive: self}")
    game = Game.new(Setup([("Ann", "Wolf Cub"), ("Bob", "Zealot"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1,
                    rules=load_texts([("zealot.yaml", text)]))
    to(game, "Night 1")
    refused = game.submit("Bob", "smite Cid")
    assert isinstance(refused, Refusal) and "condition its role sets" in str(refused)


BROKEN = """\
name: Broken Judge
team: town
summary: Every condition here is wrong.
abilities:
  - verb: judge
    phase: night
    timing: end
    targets: {count: 1}
    if: {role: {of: killer, is: Wolf}}
    effect: Attack
  - verb: weigh
    phase: night
    timing: end
    targets: {count: 1}
    if: {counter: {of: self, name: x, op: "~", value: 1}}
    effect: Attack
triggers:
  - moment: killed
    targets: killer
    restrictions: [other role]
    if: {role: {of: killer, is: No Such Role}}
    effect: Attack
  - moment: night end
    targets: self
    cases:
      - if: {sometimes: self}
        effect: Protect
"""


def test_role_check_reports_every_wrong_condition_with_its_line() -> None:
    problems = check_text(BROKEN)
    lines = {p.line for p in problems}
    text = " / ".join(str(p) for p in problems)
    assert "'killer' is no player a condition may name here" in text  # line 9
    assert "'op' is one of" in text  # line 15
    assert "no role is called 'No Such Role'" in text  # line 21
    assert "'sometimes' is no condition" in text  # line 26
    assert {9, 15, 21, 26} <= lines, (lines, text)


@pytest.mark.parametrize("bad", [
    "{all: []}", "{not: 3}", "{same: [self]}", "{living: {colour: red}}",
    "{counter: {of: self, name: x, op: '>', value: yes}}", "[alive, self]",
])
def test_a_hostile_condition_gets_a_sentence_never_a_traceback(bad: str) -> None:
    text = ZEALOT.replace(
        "if:\n      all:\n        - {living: {role: Wolf}}\n"
        "        - not: {team: {of: target, is: wolves}}", f"if: {bad}")
    problems = check_text(text)
    assert problems and all(p.line > 0 for p in problems)


def test_the_schema_accepts_conditions_and_refuses_a_wrong_one() -> None:
    import jsonschema
    import yaml

    from werewolves.roledata.load import role_schema

    schema = role_schema()
    for text in (ARCHER, ZEALOT, HERMIT):
        jsonschema.validate(yaml.safe_load(text), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(yaml.safe_load(ZEALOT.replace("{living: {role: Wolf}}",
                                                          "{sometimes: self}")), schema)
