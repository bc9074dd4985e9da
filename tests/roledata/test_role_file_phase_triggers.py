"""Role-file triggers at the moments of a phase (issue 39: what the WWRF import makes of
`Passive Start Night`, `Passive End Day` … and `Passive`): each fires by itself for the living
holders, is an event in the log with its rule, and `role check` reports a bad one."""

from __future__ import annotations

import pytest

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata import load
from werewolves.roledata.load import check_text, load_texts, role_schema

OWL = """\
name: Night Owl
team: town
summary: From Night 2, at the start of each night, she shields herself until dawn.
triggers:
  - moment: night start
    targets: self
    from_phase: 3
    effect: Protect
"""

DRINKER = """\
name: Lonely Drinker
team: town
summary: At the end of each night, if no Bartender lives, he drinks himself to death.
triggers:
  - moment: night end
    targets: self
    when: {none_alive: Bartender}
    effect:
      Slay: {how: true kill}
"""

UNDERSTUDY = """\
name: Understudy
team: town
summary: Once no Fortune Teller lives, she becomes one.
triggers:
  - moment: watch
    targets: self
    when: {none_alive: Fortune Teller}
    effect:
      Become: {role: Fortune Teller, tell: "You take up the cards: you are the {role} now."}
"""

CRIER = """\
name: Dawn Crier
team: town
summary: At the start of Day 1 she is told that the town wakes.
triggers:
  - moment: day start
    targets: none
    in_phase: 2
    effect:
      Notice: {tell: "The town wakes, {player}."}
"""

STORM = """\
name: Storm Caller
team: wolves
summary: At the end of each day, lightning attacks a player drawn at random (never a Storm Caller).
triggers:
  - moment: day end
    targets: random
    restrictions: [other role]
    per_game: 1
    effect: Attack
"""


def _game(texts: list[str], seats: list[tuple[str, str]], seed: int = 1) -> Game:
    rules = load_texts([(f"r{i}.yaml", t) for i, t in enumerate(texts)])
    return Game.new(Setup(seats), seed, rules=rules)


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def _fired(game: Game) -> list[tuple[str | None, list[str], str | None, object]]:
    return [(e.actor, list(e.targets), e.rule, e.data.get("on"))
            for e in game.events if e.kind == "trigger_fired"]


FIVE = [("Ann", "Wolf"), ("Bob", "Night Owl"), ("Cid", "Citizen"), ("Dan", "Citizen"),
        ("Eve", "Citizen")]


@pytest.mark.parametrize(("night", "survives"), [(1, False), (2, True)])
def test_a_night_start_trigger_shields_its_holder_from_its_first_phase(
    night: int, survives: bool
) -> None:
    """Issue 39 item 4: `Passive Start Night: Protect @Self` as a role file's trigger, from
    Night 2 (`from_phase: 3`): the protection it gives (named by nobody) stops the pack's attack
    (R8), and the firing is a `trigger_fired` event with the role's rule."""
    game = _game([OWL], FIVE)
    _to(game, f"Night {night}")
    got = game.submit("Ann", "attack Bob")
    assert not isinstance(got, Refusal), got
    game.advance()
    assert game.player("Bob").alive is survives
    fired = _fired(game)
    if survives:
        assert fired == [("Bob", ["Bob"], "custom: Night Owl", "night start")]
    else:
        assert fired == []


@pytest.mark.parametrize(("with_bartender", "dies"), [(False, True), (True, False)])
def test_a_night_end_trigger_waits_for_its_condition(with_bartender: bool, dies: bool) -> None:
    """`Passive End Night: Kill @Self [Condition: not (@(Role:Bartender) exists)]`: the trigger
    fires at the night's end only while no Bartender lives, and its true kill is a death."""
    third = "Bartender" if with_bartender else "Citizen"
    game = _game([DRINKER], [("Ann", "Wolf"), ("Bob", "Lonely Drinker"), ("Cid", third),
                             ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    _to(game, "Night 1")
    game.advance()
    assert game.player("Bob").alive is not dies
    if dies:
        (fired,) = _fired(game)
        assert fired == ("Bob", ["Bob"], "custom: Lonely Drinker", "night end")
        death = next(e for e in game.events if e.kind == "death" and e.targets == ["Bob"])
        assert death.data["kind"] == "true kill"
    else:
        assert _fired(game) == []


def test_a_watch_trigger_fires_when_its_condition_comes_to_hold() -> None:
    """`Passive: Role Change @Self to X [Condition: not (@(Role:X) exists)]`: a watch looked at
    on each death; the Fortune Teller's death makes the Understudy one at once (R36), and it
    fires once (she holds the role no more)."""
    game = _game([UNDERSTUDY], [("Ann", "Wolf"), ("Bob", "Understudy"),
                                ("Cid", "Fortune Teller"), ("Dan", "Citizen"),
                                ("Eve", "Citizen"), ("Fay", "Citizen")])
    _to(game, "Night 1")
    assert game.submit("Ann", "attack Cid") is not None
    game.advance()
    assert not game.player("Cid").alive
    assert game.player("Bob").role == "Fortune Teller"
    assert _fired(game) == [("Bob", ["Bob"], "custom: Understudy", "watch")]
    fired = next(e for e in game.events if e.kind == "trigger_fired")
    change = next(e for e in game.events if e.kind == "role_changed")
    assert fired.id in change.causes and change.rule == "custom: Understudy"


def test_a_watch_trigger_does_not_fire_while_its_condition_fails() -> None:
    game = _game([UNDERSTUDY], [("Ann", "Wolf"), ("Bob", "Understudy"),
                                ("Cid", "Fortune Teller"), ("Dan", "Citizen"),
                                ("Eve", "Citizen"), ("Fay", "Citizen")])
    _to(game, "Night 2")
    assert game.player("Bob").role == "Understudy" and _fired(game) == []


def test_a_day_start_trigger_in_one_phase_tells_its_holder_once() -> None:
    """`Passive Start Day: Learn `…` [Temporal: Day 1]`: `in_phase: 2` fires on Day 1 only."""
    game = _game([CRIER], [("Ann", "Wolf"), ("Bob", "Dawn Crier"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")])
    _to(game, "Day 2")
    fired = _fired(game)
    assert fired == [("Bob", [], "custom: Dawn Crier", "day start")]
    fired_id = next(e.id for e in game.events if e.kind == "trigger_fired")
    (told,) = [e for e in game.events if e.kind == "told" and fired_id in e.causes]
    assert told.to == ["Bob"] and told.rule == "custom: Dawn Crier"
    assert "The town wakes, Bob." in game.text(told)


def test_a_random_trigger_draws_from_the_seed_and_keeps_its_per_game_limit() -> None:
    """`per_game: 1`: one firing a game for each holder; the target is a seeded draw (R6) among
    the living that hold another role, the same for the same seed."""
    seats = [("Ann", "Wolf"), ("Bob", "Storm Caller"), ("Cid", "Citizen"), ("Dan", "Citizen"),
             ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]
    runs = []
    for _ in range(2):
        game = _game([STORM], seats, seed=7)
        _to(game, "Night 3")
        runs.append(_fired(game))
    assert runs[0] == runs[1]
    (fired,) = runs[0]
    assert fired[0] == "Bob" and fired[1] != ["Bob"] and fired[3] == "day end"


def test_the_firings_a_phase_limit_stops_a_phase_trigger(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(load, "MAX_FIRINGS", 0)
    game = _game([OWL], FIVE)
    _to(game, "Night 2")
    kinds = [e.kind for e in game.events]
    assert "triggers_stopped" in kinds and "trigger_fired" not in kinds


# ---------------------------------------------------------------------------- role check

BAD_MOMENTS = """\
name: Bad Moments
team: town
summary: s
triggers:
  - moment: watch
    targets: self
    effect: Protect
  - moment: night start
    targets: self
    in_phase: 2
    effect: Protect
  - moment: day end
    targets: killer
    effect: Attack
  - moment: death
    targets: killer
    from_phase: 3
    effect: Protect
  - moment: phase end
    targets: self
    when: {none_alive: Nobody Here}
    effect: Protect
  - moment: night end
    targets: self
    effect:
      Become: {role: Nobody Here}
  - moment: watch
    targets: random
    when: {alive: Wolf}
    effect: Attack
  - moment: at noon
    targets: self
    effect: Protect
"""


def test_role_check_reports_every_bad_moment_with_its_line() -> None:
    problems = check_text(BAD_MOMENTS)
    said = {(p.line, p.sentence.split(":")[0][:40]) for p in problems}
    lines = sorted(p.line for p in problems)
    assert lines == [5, 10, 13, 17, 21, 26, 27, 31], problems
    text = " ".join(p.sentence for p in problems)
    assert "give it one" in text  # a watch without a condition
    assert "phase 2 is no night" in text
    assert "'targets' of a trigger on day end is one of: self, random, none" in text
    assert "'from_phase' is for a trigger at a phase's start or end" in text
    assert "'Nobody Here', which is no role of the book nor this role" in text
    assert "Become names the role 'Nobody Here', which is no role of the book" in text
    assert "can fire itself" in text
    assert "'moment' is the moment it fires at" in text and "night start" in text
    assert len(said) == 8


def test_role_check_refuses_a_watch_that_would_give_its_own_role_again() -> None:
    # R36: a role change names a role of the book; the file's own role is none, so a watch
    # that would make its holder their own role again (and fire itself) is refused
    text = UNDERSTUDY.replace("role: Fortune Teller,", "role: Understudy,")
    (problem,) = check_text(text)
    assert "Become names the role 'Understudy', which is no role of the book" in problem.sentence


def test_the_schema_offers_the_moments_and_their_keys() -> None:
    trigger = role_schema()["properties"]["triggers"]["items"]
    assert set(trigger["properties"]["moment"]["enum"]) >= {
        "death", "night start", "night end", "day start", "day end", "phase start",
        "phase end", "watch"}
    assert {"when", "from_phase", "in_phase", "per_game"} <= set(trigger["properties"])
    assert set(trigger["properties"]["targets"]["enum"]) >= {"self", "none", "random", "killer"}


def test_the_phase_triggers_check_clean() -> None:
    for text in (OWL, DRINKER, UNDERSTUDY, CRIER, STORM):
        assert check_text(text) == [], text


def test_r08_a_protection_named_by_nobody_still_stops_an_attack() -> None:
    """A role file's `Protect` with no `by` (what the WWRF import writes) gives a protection
    whose defence answers "protection": the pack's attack is stopped, as R8 says."""
    shield = ("name: Plain Shield\nteam: town\nsummary: s\nabilities:\n  - verb: shield\n"
              "    phase: night\n    timing: immediate\n    targets: {count: 1}\n"
              "    effect: Protect\n")
    game = _game([shield], [("Ann", "Wolf"), ("Bob", "Plain Shield"), ("Cid", "Citizen"),
                            ("Dan", "Citizen"), ("Eve", "Citizen")])
    _to(game, "Night 1")
    for who, what in (("Bob", "shield Cid"), ("Ann", "attack Cid")):
        got = game.submit(who, what)
        assert not isinstance(got, Refusal), got
    game.advance()
    assert game.player("Cid").alive
    (stopped,) = [e for e in game.events if e.kind == "kill_prevented"]
    assert stopped.targets == ["Cid"] and stopped.data["protection"] == "protection"


def test_the_docs_show_a_phase_trigger_that_loads() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "roles-as-data.md").read_text(
        encoding="utf-8")
    assert OWL in doc, "the Night Owl is quoted whole in docs/roles-as-data.md"
