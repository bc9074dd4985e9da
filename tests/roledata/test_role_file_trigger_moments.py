"""Role-file triggers at the engine's moments (issue 39, item 1: "triggers the vocabulary
supports"; item 3: at most 1,000 firings a phase, a hostile file gets sentences): the holder's
own death by an attack (``killed``) or by a lynch (``lynched``), another player's death
(``a death``, with ``of``), the holder visited (``visited``, with ``kinds``) and the holder's own
ability reaching a player (``action``), and the role change they may carry out
(``Become``). Each plays in a seeded game whose log answers "why?" through the trigger."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata import load
from werewolves.roledata.load import Problem, check_text, load_texts

HUNTER = """\
name: Grudge Keeper
team: town
summary: Killed by an attack, you attack your killer.
triggers:
  - moment: killed
    targets: killer
    restrictions: [other role]
    effect: Attack
"""

LONER = """\
name: Stray Seer
team: wolves
summary: When a member of the wolfpack dies, you become a Wolf and join the pack.
triggers:
  - moment: a death
    of: {group: wolfpack}
    targets: self
    effect: {Become: {role: Wolf}}
"""

TRIPWIRE = """\
name: Tripwire
team: town
summary: Whoever investigates you is attacked.
triggers:
  - moment: visited
    kinds: [investigate]
    targets: visitor
    effect: Attack
"""

WARDEN = """\
name: Warden
team: town
summary: Each night ward a player; your ward's curse attacks them before it protects them.
abilities:
  - verb: ward
    phase: night
    timing: end
    targets: {count: 1}
    effect: Protect
triggers:
  - moment: action
    kinds: [protect]
    targets: action target
    effect: Attack
"""

MARTYR = """\
name: Martyr
team: town
summary: Lynched, you take a random other player with you.
triggers:
  - moment: lynched
    targets: random
    restrictions: [other role]
    effect: Attack
"""

ALL = [("hunter.yaml", HUNTER), ("loner.yaml", LONER), ("tripwire.yaml", TRIPWIRE),
       ("warden.yaml", WARDEN), ("martyr.yaml", MARTYR)]


def rules():  # type: ignore[no-untyped-def]
    return load_texts(ALL)


def to_night(game: Game, n: int = 1) -> None:
    while game.phase != f"Night {n}":
        game.advance()


def fired(game: Game, on: str) -> list:  # type: ignore[type-arg]
    return [e for e in game.events if e.kind == "trigger_fired" and e.data.get("on") == on]


def ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def test_killed_trigger_attacks_the_killer_and_why_answers_through_it() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Grudge Keeper"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules())
    to_night(game)
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert not game.player("Bob").alive and not game.player("Ann").alive
    (ev,) = fired(game, "killed")
    assert ev.actor == "Bob" and ev.targets == ["Ann"] and ev.rule == "custom: Grudge Keeper"
    # the trigger's event is caused by Bob's death, and Ann's death by the trigger
    bob_death = game.player("Bob").death
    assert bob_death is not None and bob_death.event in ev.causes
    why = game.why_dead("Ann")
    assert any("fires by itself" in line for line in why), why


def test_killed_does_not_fire_on_a_lynch_but_lynched_does() -> None:
    # (aimed at random here, so that only the kind of death can keep it from firing)
    keeper = HUNTER.replace("targets: killer", "targets: random")
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Grudge Keeper"), ("Cid", "Martyr"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 2,
                    rules=load_texts([("hunter.yaml", keeper), ("martyr.yaml", MARTYR)]))
    while game.phase != "Day 1":
        game.advance()
    for voter in ("Ann", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bob"))
    game.advance()
    assert not game.player("Bob").alive
    assert fired(game, "killed") == [] and fired(game, "lynched") == []
    while game.phase != "Day 2" and not game.over:
        game.advance()
    if game.over or not game.player("Cid").alive:
        pytest.skip("the seeded game ended before the Martyr's lynch")
    for voter in [p for p in ("Ann", "Dan", "Eve", "Fay") if game.player(p).alive]:
        ok(game.submit(voter, "vote Cid"))
    game.advance()
    assert not game.player("Cid").alive
    (ev,) = fired(game, "lynched")
    assert ev.actor == "Cid" and ev.targets and ev.targets[0] != "Cid"
    assert game.player(ev.targets[0]).death is not None


def test_r36_a_pack_members_death_makes_the_holder_a_wolf_in_the_pack() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Stray Seer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules())
    while game.phase != "Day 1":
        game.advance()
    assert game.player("Bob").role == "Stray Seer"
    for voter in ("Bob", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Ann"))
    game.advance()
    assert not game.player("Ann").alive
    (ev,) = fired(game, "a death")
    assert ev.actor == "Bob" and ev.targets == ["Bob"]
    assert game.player("Bob").role == "Wolf"
    changed = [e for e in game.events if e.kind == "role_changed" and e.targets == ["Bob"]]
    assert changed and ev.id in changed[-1].causes
    # in the pack: its attack is Bob's to use tonight
    to_night(game, 2)
    ok(game.submit("Bob", "attack Cid"))
    assert any("you are now the Wolf" in m for m in game.messages("Bob"))


def test_r36_a_role_that_cannot_change_keeps_its_role_with_an_event() -> None:
    fixed = LONER.replace("summary:", "tags: [cannot change role]\nsummary:")
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Stray Seer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=load_texts([("loner.yaml", fixed)]))
    while game.phase != "Day 1":
        game.advance()
    for voter in ("Bob", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Ann"))
    game.advance()
    assert fired(game, "a death") and game.player("Bob").role == "Stray Seer"
    assert any(e.kind == "role_kept" and e.targets == ["Bob"] for e in game.events)


def test_a_death_of_another_group_does_not_fire() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Stray Seer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules())
    to_night(game)
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    assert not game.player("Cid").alive
    assert fired(game, "a death") == [] and game.player("Bob").role == "Stray Seer"


def test_r15_visited_by_an_investigation_attacks_the_visitor_before_it_lands() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tripwire"), ("Cid", "Fortune Teller"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules())
    to_night(game)
    ok(game.submit("Cid", "investigate Bob"))
    game.advance()
    (ev,) = fired(game, "visited")
    assert ev.actor == "Bob" and ev.targets == ["Cid"]
    assert not game.player("Cid").alive
    assert any("fires by itself" in line for line in game.why_dead("Cid"))


def test_visited_by_another_kind_does_not_fire() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tripwire"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules())
    to_night(game)
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert fired(game, "visited") == [] and game.player("Ann").alive


def test_action_trigger_fires_on_the_holders_own_ability() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Warden"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules())
    to_night(game)
    ok(game.submit("Bob", "ward Cid"))
    game.advance()
    (ev,) = fired(game, "action")
    assert ev.actor == "Bob" and ev.targets == ["Cid"]
    # the trigger fires as the ward reaches Cid, before its protection: the attack kills
    assert not game.player("Cid").alive
    assert any("fires by itself" in line for line in game.why_dead("Cid"))


def test_trigger_firings_stop_at_the_limit_on_every_moment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(load, "MAX_FIRINGS", 0)
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tripwire"), ("Cid", "Fortune Teller"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules())
    to_night(game)
    ok(game.submit("Cid", "investigate Bob"))
    game.advance()
    kinds = [e.kind for e in game.events]
    assert "triggers_stopped" in kinds and "trigger_fired" not in kinds
    assert game.player("Cid").alive


# ---------------------------------------------------------------------------- role check


def problems(text: str) -> list[str]:
    return [p.sentence for p in check_text(text)]


def test_a_killing_trigger_on_anothers_death_can_fire_itself() -> None:
    text = LONER.replace("targets: self", "targets: dead").replace(
        "effect: {Become: {role: Wolf}}", "effect: Attack")
    text = text.replace("targets: dead", "targets: killer")
    assert any("can fire itself" in s for s in problems(text))
    # aimed at its holder, it cannot
    assert not problems(LONER.replace("effect: {Become: {role: Wolf}}", "effect: Attack"))


def test_killed_and_lynched_triggers_that_kill_need_other_role() -> None:
    assert any("can fire itself" in s
               for s in problems(HUNTER.replace("    restrictions: [other role]\n", "")))
    assert any("can fire itself" in s
               for s in problems(MARTYR.replace("    restrictions: [other role]\n", "")))


def test_trigger_filters_and_roles_named_are_checked_with_sentences() -> None:
    assert any("'kinds' filters" in s for s in problems(HUNTER + "    kinds: [attack]\n"))
    assert any("not an ability type" in s
               for s in problems(TRIPWIRE.replace("[investigate]", "[fireball]")))
    assert any("'of' says whose death" in s for s in problems(TRIPWIRE + "    of: anyone\n"))
    assert any("no team is called" in s
               for s in problems(LONER.replace("{group: wolfpack}", "{team: pirates}")))
    assert any("'of' is anyone" in s
               for s in problems(LONER.replace("{group: wolfpack}", "{colour: red}")))
    assert any("no role of the book" in s
               for s in problems(LONER.replace("role: Wolf", "role: Dragon")))
    assert any("'targets' of a trigger on visited" in s
               for s in problems(TRIPWIRE.replace("targets: visitor", "targets: dead")))


def test_each_example_checks_clean() -> None:
    for _, text in ALL:
        assert problems(text) == [], text


MOMENTS = st.sampled_from([*sorted(load.TRIGGER_MOMENTS), "death of", "x"])
WHOM = st.sampled_from([*sorted({t for ts in load.TRIGGER_MOMENTS.values() for t in ts}), "y"])
OF = st.one_of(st.none(), st.just("anyone"), st.integers(),
               st.dictionaries(st.sampled_from(["group", "role", "team", "x"]),
                               st.one_of(st.text(max_size=8), st.integers()), max_size=2))
KINDS = st.one_of(st.none(), st.just("attack"), st.lists(
    st.sampled_from(["attack", "investigate", "protect", "nope", "role change"]), max_size=3))
EFFECT = st.sampled_from(["Attack", "Protect", {"Become": {"role": "Wolf"}},
                          {"Become": {"role": 3}}, "Nothing", ["Attack", "Protect"],
                          "TrueKill", ["TrueKill", {"Announce": {"tell": "{by} {target} {x}"}}],
                          {"Announce": {"tell": "{a.b}"}}])


@settings(max_examples=150, deadline=None)
@given(MOMENTS, WHOM, OF, KINDS, EFFECT, st.booleans())
def test_hostile_triggers_get_sentences_and_what_checks_clean_plays(
    moment: str, whom: str, of: object, kinds: object, effect: object, other: bool,
) -> None:
    trig: dict[str, object] = {"moment": moment, "targets": whom, "effect": effect}
    if of is not None:
        trig["of"] = of
    if kinds is not None:
        trig["kinds"] = kinds
    if other:
        trig["restrictions"] = ["other role"]
    text = yaml.safe_dump({"name": "Fuzzed", "team": "town", "summary": "x",
                           "triggers": [trig, trig]})
    found = check_text(text)
    assert all(isinstance(p, Problem) and p.line >= 1 and p.sentence for p in found)
    if found:
        return
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Fuzzed"), ("Cid", "Fuzzed"),
                           ("Dan", "Fortune Teller"), ("Eve", "Citizen"), ("Fay", "Citizen")]),
                    3, rules=load_texts([("fuzz.yaml", text)]))
    from werewolves.sim.match import BotMix, bots_for, play_match

    game = play_match(game, bots_for(game, BotMix("random"), 3), stall=None)
    assert game.over or game.phase_index > 0
