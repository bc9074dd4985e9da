"""What a role sets when it is dealt, and what follows it (issue 39 items 4–5: the WWRF import
of `Starting: Set Counter to N` / `Display `Name` (Counter)`, `Increment|Decrement Counter`, a
`Process:` nothing evaluates, and a held target drawn at the start, `Starting: Target
%Player%` / `Target @(Role:R,SelectAll:False)`): the role file's `counters` and
`start_target`, the effect AddCounter, in play and as imported.

The WWRF pages here are written for these tests from the guides' grammar."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

KNIFER = """\
name: Knifer
team: town
summary: Two knives for the whole game.
counters: {knives: 2}
abilities:
  - verb: stab
    phase: night
    timing: end
    targets: {count: 1}
    effect: Attack
triggers:
  - moment: action
    kinds: [attack]
    targets: self
    effect: {AddCounter: {counter: knives, by: -1}}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Knifer"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen"), ("Fay", "Citizen")]


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def _ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def _page(body: str, kind: str = "Townsfolk Killing") -> str:
    return f"**Tester** | {kind}\n__Formalized__\n{body}\n"


def test_assassin_1_counters_start_at_the_deal_and_are_shown_by_name() -> None:
    """assassin.1: the holder starts with the counter the file names, shown in their view, the
    deal's change an event."""
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("k.yaml", KNIFER)]))
    assert game.view("Bob").counters == {"knives": 2}
    set_at_deal = [e for e in game.events if e.kind == "counter_changed"]
    assert [(e.targets, e.data["value"]) for e in set_at_deal] == [(["Bob"], 2)]


def test_assassin_1_each_use_of_the_attack_takes_one_knife() -> None:
    """assassin.1: the action trigger's AddCounter takes one from the counter each time the
    attack reaches a player, never below none."""
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("k.yaml", KNIFER)]))
    for night, cid_left in (("Night 1", 1), ("Night 2", 0), ("Night 3", 0)):
        _to(game, night)
        target = {"Night 1": "Cid", "Night 2": "Dan", "Night 3": "Eve"}[night]
        _ok(game.submit("Bob", f"stab {target}"))
        _to(game, "Day " + night.split()[1])
        assert game.view("Bob").counters == {"knives": cid_left}, night
    changes = [e for e in game.events if e.kind == "counter_changed"]
    assert [e.data["value"] for e in changes] == [2, 1, 0, 0]
    # each change is caused by the trigger that made it
    assert all(changes[i].causes for i in (1, 2, 3))


def test_bad_counters_are_problems() -> None:
    """`role check`: counters that are no map, a name or a value out of bounds."""
    for wrong, said in (("counters: 3", "'counters' is a map"),
                        ("counters: {Knives: 2}", "needs a name of lower-case"),
                        ("counters: {knives: -1}", "starts at a whole number"),
                        ("counters: {knives: 1000}", "starts at a whole number")):
        text = KNIFER.replace("counters: {knives: 2}", wrong)
        sentences = [p.sentence for p in check_text(text)]
        assert any(said in s for s in sentences), (wrong, sentences)


def test_the_import_translates_a_counter_set_shown_and_decremented() -> None:
    """WWRF guide, Counting and Displaying: `Starting: Set Counter to N` with `Display `Name`
    (Counter)` is the role file's `counters` under that name; `On Action [Killing]: Process:
    Decrement Counter` (a Process nothing evaluates: its lines) is an action trigger taking
    one from it."""
    t = translate_page(_page(
        "Starting:\n  • Set Counter to 4\n  • Display `Arrows` (Counter)\n"
        "End Night: Attack @Selection [Quantity: 4]\n"
        "On Action [Killing]: Process: Decrement Counter"))
    assert t.untranslated == ()
    assert t.role["counters"] == {"arrows": 4}
    (trigger,) = t.role["triggers"]
    assert trigger["moment"] == "action" and trigger["targets"] == "self"
    assert trigger["effect"] == {"AddCounter": {"counter": "arrows", "by": -1}}
    rules = load_texts([("t.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tester"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 3, rules=rules)
    _to(game, "Night 1")
    verb = t.role["abilities"][0]["verb"]
    _ok(game.submit("Bob", f"{verb} Cid"))
    _to(game, "Day 1")
    assert game.view("Bob").counters == {"arrows": 3}


def test_the_import_keeps_an_unnamed_counter_and_an_increment_by_n() -> None:
    """A counter set and never shown is the role's `counter`; `Increment Counter by N` adds
    N; a counter of another player or group (`for …`) is not the holder's own."""
    t = translate_page(_page("Starting: Set Counter to 1\n"
                             "On Action [Killing]: Increment Counter by 2"))
    assert t.untranslated == ()
    assert t.role["counters"] == {"counter": 1}
    assert t.role["triggers"][0]["effect"] == {"AddCounter": {"counter": "counter", "by": 2}}
    other = translate_page(_page("Starting: Set Counter to 1 for #Pit"))
    assert other.untranslated
