"""Role files (issue 39 items 1-3): the format, its schema, the loader's limits, `werewolves role
check` / `role show`, and custom roles in seeded games, scenarios and simulations."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path
from typing import ClassVar

import jsonschema
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.engine import effects
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata import load
from werewolves.roledata.load import (
    MAX_ABILITIES,
    MAX_BYTES,
    MAX_DEPTH,
    MAX_ROLES,
    Problem,
    RoleFileError,
    check_text,
    load_texts,
    read_files,
    role_schema,
    vocabulary,
)
from werewolves.sim.match import BotMix, bots_for, play_match, run_game

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "roles").glob("*.yaml"))
SCENARIOS = Path(__file__).parent / "scenarios"
runner = CliRunner()


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def example_rules():  # type: ignore[no-untyped-def]
    return load_texts(read_files([str(p) for p in EXAMPLES]))


SEATS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
ROLES = ["Lamplighter", "Citizen", "Cartographer", "Wolf", "Ember Witch", "Citizen", "Citizen",
         "Wolf"]


# ---------------------------------------------------------------------------- the format


def test_issue_39_item_1_the_three_examples_check_clean_and_load() -> None:
    assert [p.name for p in EXAMPLES] == ["cartographer.yaml", "ember_witch.yaml",
                                          "lamplighter.yaml"]
    for path in EXAMPLES:
        assert check_text(path.read_text(encoding="utf-8")) == [], path
    rules = example_rules()
    lamp = rules.role("Lamplighter")
    assert lamp is not None and lamp.team == "town" and lamp.book_group == "Townsfolk Protective"
    (light,) = lamp.abilities
    got = (light.verb, light.kind, light.when, light.timing)
    assert got == ("light", "protect", "night", "end")
    assert not light.allow_self and light.min_targets == light.max_targets == 1
    carto = rules.role("Cartographer")
    assert carto is not None
    (mapping,) = carto.abilities
    # the disguise rule: only strong disguises fool it
    assert isinstance(mapping.does, effects.Investigate) and mapping.does.reads == "strong"
    assert mapping.per_game == 4
    witch = rules.role("Ember Witch")
    assert witch is not None and witch.team == "wolves"
    assert "death" in rules.hooks


def test_issue_39_item_1_the_examples_are_in_the_docs() -> None:
    doc = (ROOT / "docs" / "roles-as-data.md").read_text(encoding="utf-8")
    for path in EXAMPLES:
        body = path.read_text(encoding="utf-8").strip()
        assert body in doc, f"{path.name} is not quoted whole in docs/roles-as-data.md"


def test_issue_39_item_1_the_schema_is_current_and_accepts_the_examples() -> None:
    written = json.loads((ROOT / "docs" / "role-file.schema.json").read_text(encoding="utf-8"))
    assert written == role_schema(), "run scripts/role_schema.py"
    jsonschema.Draft202012Validator.check_schema(written)
    for path in EXAMPLES:
        jsonschema.validate(yaml.safe_load(path.read_text(encoding="utf-8")), written)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"name": "X", "team": "town", "summary": "s", "colour": 1}, written)


def test_issue_39_item_1_an_effect_class_added_later_is_offered_without_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    @dataclasses.dataclass(frozen=True)
    class Glow(effects.Does):
        kind: ClassVar[str | None] = "apply"
        brightness: int = 1
        tell: str = ""

        def run(self, eng, act):  # type: ignore[no-untyped-def]
            pass

    monkeypatch.setattr(effects, "Glow", Glow, raising=False)
    vocabulary.cache_clear()
    try:
        cls, fields = vocabulary()["Glow"]
        assert cls is Glow and set(fields) == {"brightness", "tell"}
        assert fields["tell"].text and fields["brightness"].json_type == "integer"
        schema_text = json.dumps(role_schema())
        assert '"Glow"' in schema_text and '"brightness"' in schema_text
    finally:
        vocabulary.cache_clear()


# ---------------------------------------------------------------------------- playing


def test_issue_39_item_3_the_examples_play_seeded_bot_games_the_same_way_twice() -> None:
    rules = example_rules()
    for seed in range(4):
        logs = []
        for _ in range(2):
            game = Game.new(Setup(list(zip(SEATS, ROLES, strict=True))), seed, rules=rules)
            play_match(game, bots_for(game, BotMix("random"), seed), stall=None)
            assert game.over
            logs.append([(e.kind, e.actor, tuple(e.targets)) for e in game.events])
        assert logs[0] == logs[1]


def test_issue_39_item_3_heuristic_bots_play_the_custom_roles_with_no_refusal() -> None:
    rules = example_rules()
    for seed in range(6):
        summary = run_game(Setup(list(zip(SEATS, ROLES, strict=True))), seed, BotMix(),
                           rules=rules)
        assert summary.refusals == 0


def _ember_game(rules):  # type: ignore[no-untyped-def]
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Ember Witch"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    got = game.submit("Ann", "attack Bob")
    assert not isinstance(got, Refusal), got
    game.advance()
    return game


def test_issue_39_item_1_the_ember_witch_killed_takes_her_killer_with_her() -> None:
    game = _ember_game(example_rules())
    assert not game.player("Bob").alive
    assert not game.player("Ann").alive
    assert "trigger_fired" in [e.kind for e in game.events]


def test_issue_39_item_3_trigger_firings_a_phase_are_limited_with_an_event(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(load, "MAX_FIRINGS", 0)
    game = _ember_game(example_rules())
    kinds = [e.kind for e in game.events]
    assert "triggers_stopped" in kinds and "trigger_fired" not in kinds
    assert game.player("Ann").alive


# ---------------------------------------------------------------------------- role check

BROKEN = """\
name: Bad Role
team: pirates
summary: broken
colour: red
abilities:
  - verb: vote
    phase: night
    effect:
      Fireball: {}
  - verb: poke
    targets: {count: 1}
    effect:
      Protect: {with_user: maybe, colour: 1}
triggers:
  - moment: death
    targets: random
    effect: Attack
"""


def test_issue_39_item_2_role_check_reports_every_problem_at_once_with_its_line() -> None:
    problems = check_text(BROKEN)
    found = {(p.line, p.sentence.split(" ")[0]) for p in problems}
    lines = sorted(p.line for p in problems)
    # a win condition no team can reach (2), an unknown key (4), a missing target count and a
    # verb that clashes with the vote every player has (6), an unknown effect (9), an unknown
    # field and a bad value (13), a trigger that can fire itself (15)
    assert lines == [2, 4, 6, 6, 9, 13, 13, 15], problems
    assert any("no team can reach" in p.sentence for p in problems)
    assert any("clashes" in p.sentence and "vote" in p.sentence for p in problems)
    assert any("'Fireball' is not an effect" in p.sentence for p in problems)
    assert any("'targets' is missing" in p.sentence for p in problems)
    assert any("can fire itself" in p.sentence for p in problems)
    assert len(found) >= 7


def test_issue_39_item_2_role_check_cli_exits_1_with_each_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(BROKEN, encoding="utf-8")
    code, out = invoke("role", "check", str(bad))
    assert code == 1
    assert f"{bad}:2: no team can reach" in out.replace("\n", " ") or ":2: no team" in out
    assert "8 problems" in out
    code, out = invoke("role", "check", str(EXAMPLES[0]))
    assert code == 0 and "no problems" in out


def test_issue_39_item_2_a_verb_clashing_with_another_role_file_is_reported(
    tmp_path: Path,
) -> None:
    other = tmp_path / "other.yaml"
    other.write_text(
        "name: Lantern Keeper\nteam: town\nsummary: s\nabilities:\n  - verb: light\n"
        "    targets: {count: 1}\n    effect: Protect\n",
        encoding="utf-8",
    )
    lamp = next(p for p in EXAMPLES if p.name == "lamplighter.yaml")
    code, out = invoke("role", "check", str(other), "--with", str(lamp))
    assert code == 1 and "clashes with the Lamplighter's action" in out
    with pytest.raises(RoleFileError) as err:
        load_texts(read_files([str(lamp), str(other)]))
    assert any("clashes" in p.sentence for p in err.value.problems)


def test_issue_39_item_2_role_show_prints_the_card() -> None:
    lamp = next(p for p in EXAMPLES if p.name == "lamplighter.yaml")
    code, out = invoke("role", "show", str(lamp))
    assert code == 0
    assert "Lamplighter" in out and "light PLAYER" in out and "Townsfolk Protective" in out
    assert "End Night: Protect from attacks" in out


# ---------------------------------------------------------------------------- hostile files


def _one_sentence(text: str) -> list[Problem]:
    problems = check_text(text)
    assert problems and all(isinstance(p, Problem) and p.sentence for p in problems)
    return problems


def test_issue_39_item_3_a_file_over_64_kib_is_refused_before_parsing() -> None:
    (p,) = _one_sentence("name: x\n" + "#" * MAX_BYTES)
    assert "64 KiB" in p.sentence


def test_issue_39_item_3_nesting_past_the_limit_is_refused() -> None:
    deep = "name: " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    (p,) = _one_sentence(deep)
    assert f"more than {MAX_DEPTH} deep" in p.sentence
    (p,) = _one_sentence("[" * 20000 + "]" * 20000)
    assert "deep" in p.sentence


def test_issue_39_item_3_a_billion_laughs_file_stops_at_the_node_limit() -> None:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, 7):
        prev = f"*a{i - 1}"
        lines.append(f"a{i}: &a{i} [{', '.join([prev] * 9)}]")
    (p,) = _one_sentence("\n".join(lines) + "\n")
    assert f"more than {load.MAX_NODES} values (its aliases followed)" in p.sentence


def test_issue_39_item_3_python_tags_are_never_constructed() -> None:
    problems = _one_sentence(
        "name: !!python/object/apply:os.system ['echo pwned']\nteam: town\nsummary: s\n"
    )
    assert any("tag" in p.sentence and p.line == 1 for p in problems)
    problems = _one_sentence("name: !!python/name:os.system\nteam: town\nsummary: s\n")
    assert any("not allowed" in p.sentence for p in problems)


def test_issue_39_item_3_unknown_keys_and_placeholders_get_sentences() -> None:
    problems = _one_sentence(
        "name: X\nteam: town\nsummary: s\nsecret: 1\nabilities:\n  - verb: poke\n"
        "    targets: {count: 1}\n    effect:\n      Protect: {tell: '{players.__class__}'}\n"
    )
    assert {p.line for p in problems} == {4, 9}


def test_issue_39_item_3_more_than_16_abilities_or_32_roles_are_refused() -> None:
    ability = "  - verb: {v}\n    targets: {{count: 1}}\n    effect: Protect\n"
    verbs = ["a" * (i + 1) for i in range(MAX_ABILITIES + 1)]
    text = "name: X\nteam: town\nsummary: s\nabilities:\n" + "".join(
        ability.format(v=v) for v in verbs
    )
    problems = _one_sentence(text)
    assert any(f"at most {MAX_ABILITIES} abilities" in p.sentence for p in problems)
    roles = [(f"r{i}", f"name: R{i}\nteam: town\nsummary: s\n") for i in range(MAX_ROLES + 1)]
    with pytest.raises(RoleFileError) as err:
        load_texts(roles)
    assert f"at most {MAX_ROLES} custom roles" in str(err.value)


YAMLISH = st.lists(
    st.sampled_from([
        *"ab: -[]{}&*!|>'\"#\n\t0123456789,?%@`\\",
        "name", "team", "town", "abilities", "effect", "Protect", "verb", "targets",
        "!!python/name:os.system", "&a", "*a", "  ", "\n  - ", "triggers", "moment: death",
    ]),
    max_size=60,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(YAMLISH)
def test_issue_39_item_3_random_yamlish_input_gets_sentences_never_a_traceback(
    text: str,
) -> None:
    problems = check_text(text)
    assert isinstance(problems, list)
    assert all(isinstance(p, Problem) and p.line >= 1 and p.sentence for p in problems)


# ---------------------------------------------------------------------------- the commands


def test_issue_39_item_3_scenario_run_plays_custom_roles() -> None:
    args = [a for p in EXAMPLES for a in ("--role-file", str(p))]
    code, out = invoke("scenario", "run", str(SCENARIOS), *args)
    assert code == 0, out
    assert "1 passed" in out
    # without the role files the scenario's roles are unknown: the file is invalid
    code, out = invoke("scenario", "run", str(SCENARIOS))
    assert code == 2


def test_issue_39_item_3_simulate_plays_custom_roles_with_no_refusal(tmp_path: Path) -> None:
    args = [a for p in EXAMPLES for a in ("--role-file", str(p))]
    out_json = tmp_path / "sim.json"
    code, out = invoke("simulate", "--roles", "2xWolf, Ember Witch, Lamplighter, Cartographer",
                       "-n", "8", "-g", "6", "--seed", "3", "--json", str(out_json), *args)
    assert code == 0, out
    data = json.loads(out_json.read_text(encoding="utf-8"))
    assert data["refused_moves"] == 0 and data["games"] == 6
    teams = Counter({t: v["count"] for t, v in data["teams"].items()})
    assert "" not in teams and sum(teams.values()) == 6


def test_issue_39_item_3_a_broken_role_file_stops_simulate_with_sentences(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(BROKEN, encoding="utf-8")
    code, out = invoke("simulate", "-n", "8", "-g", "1", "--role-file", str(bad))
    assert code == 2 and "no team can reach" in out


def test_issue_39_item_3_values_of_the_wrong_kind_get_sentences() -> None:
    text = (
        "name: 12\nteam: [town]\nsummary: {a: 1}\naliases: [Wolf]\nabilities:\n"
        "  - verb: poke\n    phase: [night]\n    timing: {a: b}\n    targets: {count: yes}\n"
        "    effect: [[1]]\n    limits: {per_game: -1}\n"
        "  - 7\ntriggers:\n  - moment: {death: 1}\n  - moment: death\n    targets: [killer]\n"
        "    effect: {Investigate: {about: [role]}}\n"
    )
    problems = _one_sentence(text)
    assert {p.line for p in problems} >= {1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 14, 16}, problems


def test_issue_39_item_3_a_role_file_that_is_no_regular_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RoleFileError) as err:
        read_files([str(tmp_path)])
    assert "not a regular file" in str(err.value)


def test_issue_39_item_3_play_and_balance_take_role_files() -> None:
    args = [a for p in EXAMPLES for a in ("--role-file", str(p))]
    roles = "2xWolf, Ember Witch, Lamplighter, Cartographer"
    code, out = invoke("play", "--watch", "-n", "8", "--seed", "4", "--roles", roles, *args)
    assert code == 0, out
    assert "Ember Witch" in out and "Who was who" in out
    code, out = invoke("balance", "--roles", roles, "-n", "8", "-g", "4", "--candidates", "1",
                       *args)
    assert code == 0, out
    assert "as given" in out


def _probe(effect: str, count: int) -> str:
    return (
        "name: Probe\nteam: town\nsummary: s\nabilities:\n  - verb: probe\n    phase: any\n"
        f"    timing: immediate\n    targets: {{count: {count}}}\n    effect: {effect}\n"
    )


# what an effect needs beyond its defaults to check clean (an investigation: its words)
NEEDS = {"Investigate": "{Investigate: {tell: '{target}: {role}'}}",
         "Sort": "{Sort: {tell: '{target}: no case holds'}}",
         "Census": "{Census: {tell: '{role}: {count}'}}",
         "Grant": "{Grant: {role: Charm}}", "Revoke": "{Revoke: {role: Charm}}",
         "AddMarker": "{AddMarker: {marker: Tally}}",
         "RemoveMarker": "{RemoveMarker: {marker: Tally}}"}
# the extra role a Grant or a Revoke names comes in a file of its own
CHARM = ("charm.yaml", "name: Charm\nextra: a Probe hands it out.\nsummary: s\n")


PROBE_SEATS = [("Ann", "Probe"), ("Bob", "Wolf"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Probe")]


@pytest.mark.parametrize("effect", sorted(vocabulary()))
def test_issue_39_item_3_every_effect_of_the_vocabulary_plays_with_its_defaults(
    effect: str,
) -> None:
    for count in (0, 1):
        rules = load_texts([("probe.yaml", _probe(NEEDS.get(effect, effect), count)), CHARM])
        for seed in range(3):
            game = Game.new(Setup(PROBE_SEATS), seed, rules=rules)
            play_match(game, bots_for(game, BotMix("random"), seed), stall=None)
            assert game.over or game.phase_index > 0


def test_issue_39_item_3_an_effect_the_game_cannot_carry_out_fails_with_an_event() -> None:
    # a choice kept from no target: Remember reads a target that is not there
    rules = load_texts([("probe.yaml", _probe("Remember", 0))])
    game = Game.new(Setup(PROBE_SEATS), 1, rules=rules)
    got = game.submit("Ann", "probe")
    assert not isinstance(got, Refusal), got
    failed = [e for e in game.events if e.kind == "custom_effect_failed"]
    assert len(failed) == 1 and failed[0].actor == "Ann"
    assert any("could not be carried out" in m for m in game.messages("Ann"))
    game.advance()
    assert not game.over


def test_issue_39_item_3_a_scenario_names_its_role_files_beside_it(tmp_path: Path) -> None:
    beside = Path(__file__).parent / "beside" / "lamp_beside.yaml"
    code, out = invoke("scenario", "run", str(beside))
    assert code == 0 and "1 passed" in out, out
    # a role file outside the scenario's folder is refused, never read
    outside = tmp_path / "s.yaml"
    outside.write_text(beside.read_text(encoding="utf-8").replace(
        "roles/lamplighter.yaml", "../lamplighter.yaml"), encoding="utf-8")
    code, out = invoke("scenario", "run", str(outside))
    assert code == 2 and "inside the scenario's folder" in out
    # a role file with problems makes the scenario invalid, with the file's problems
    (tmp_path / "roles").mkdir()
    (tmp_path / "roles" / "lamplighter.yaml").write_text(BROKEN, encoding="utf-8")
    inside = tmp_path / "t.yaml"
    inside.write_text(beside.read_text(encoding="utf-8"), encoding="utf-8")
    code, out = invoke("scenario", "run", str(inside))
    assert code == 2 and "no team can reach" in out


KEYS = st.sampled_from([
    "name", "team", "summary", "abilities", "triggers", "verb", "phase", "timing", "targets",
    "count", "min", "max", "self", "limits", "per_game", "effect", "Protect", "Attack",
    "Investigate", "Remember", "reads", "tell", "moment", "restrictions", "aliases", "x",
])
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-3, 20), KEYS,
                   st.sampled_from(["town", "death", "killer", "night", "end", "{target}",
                                    "{a.b}", "other role", "strong"]))
DATA = st.recursive(LEAVES, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                    st.dictionaries(KEYS, inner, max_size=5)),
                    max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(DATA)
def test_issue_39_item_3_random_role_shaped_data_gets_sentences_never_a_traceback(
    data: object,
) -> None:
    text = yaml.safe_dump(data)
    problems = check_text(text)
    assert all(isinstance(p, Problem) and p.line >= 1 and p.sentence for p in problems)
    if not problems:
        load_texts([("fuzz.yaml", text)])  # whatever checks clean also builds


def test_issue_39_item_1_an_investigation_must_say_what_its_user_is_told() -> None:
    text = _probe("Investigate", 1)
    (p,) = check_text(text)
    assert p.line == 9 and "tells its user nothing" in p.sentence
    told = text.replace("effect: Investigate", "effect: {Investigate: {tell: '{target}: {role}'}}")
    assert check_text(told) == []
