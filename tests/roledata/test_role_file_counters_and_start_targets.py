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


CRIER = """\
name: Crier Of News
team: town
summary: Learns on Night 1 who one other player is.
start_target: {among: players}
triggers:
  - moment: night start
    targets: none
    in_phase: 1
    effect: {Notice: {about: held, tell: "{held} is the {held_role}."}}
"""
CRIER_SEATS = [("Ann", "Wolf"), ("Bob", "Crier Of News"), ("Cid", "Fortune Teller"),
               ("Dan", "Citizen"), ("Eve", "Citizen")]


def _drawn(game: Game) -> list[object]:
    return [e for e in game.events if e.kind == "random_draw"
            and e.data["purpose"] == "Bob's target"]


def test_town_crier_1_the_held_target_is_drawn_among_the_others_at_the_deal() -> None:
    """town-crier.1 / R6: `start_target: {among: players}` draws, with the seed, one player
    other than the holder once the roles are dealt; the same seed draws the same."""
    rules = load_texts([("c.yaml", CRIER)])
    seen = set()
    for seed in range(1, 9):
        game = Game.new(Setup(CRIER_SEATS), seed, rules=rules)
        (draw,) = _drawn(game)
        assert draw.data["options"] == ["Ann", "Cid", "Dan", "Eve"]  # type: ignore[attr-defined]
        again = Game.new(Setup(CRIER_SEATS), seed, rules=rules)
        assert _drawn(again)[0].data == draw.data  # type: ignore[attr-defined]
        seen.add(draw.data["choice"])  # type: ignore[attr-defined]
    assert len(seen) > 1


MASKED = """\
name: Masked Man
team: wolves
summary: Looks like a citizen to everyone.
disguise: {as: Citizen, strength: strong}
"""


def test_town_crier_2_3_the_holder_learns_the_true_role_only_when_the_trigger_says() -> None:
    """town-crier.2 / town-crier.3: nothing is told at the deal; on Night 1 the Notice names
    the held target and the role it truly holds (a strong disguise changes nothing), to the
    holder alone, once."""
    seats = [("Ann", "Wolf"), ("Bob", "Crier Of News"), ("Cid", "Masked Man"),
             ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
    rules = load_texts([("c.yaml", CRIER), ("m.yaml", MASKED)])
    game = next(g for seed in range(1, 40)
                if _drawn(g := Game.new(Setup(seats), seed, rules=rules))[0].data["choice"]
                == "Cid")
    assert not any("Cid is the" in m for m in game.messages("Bob"))
    _to(game, "Night 1")
    told = "Cid is the Masked Man."
    assert told in game.messages("Bob")
    assert not any(told in game.messages(p) for p in ("Ann", "Cid", "Dan", "Eve", "Fay"))
    _to(game, "Night 2")
    assert game.messages("Bob").count(told) == 1


def test_a_start_target_of_a_role_is_one_of_its_holders() -> None:
    """`start_target: {role: R}` (WWRF's `@(Role:R,SelectAll:False)`): the draw is among the
    players dealt R; with nobody dealt R there is no held target (`{held}` reads nobody)."""
    text = CRIER.replace("{among: players}", "{role: Citizen}")
    rules = load_texts([("c.yaml", text)])
    game = Game.new(Setup(CRIER_SEATS), 1, rules=rules)
    assert _drawn(game)[0].data["options"] == ["Dan", "Eve"]  # type: ignore[attr-defined]
    none = text.replace("{role: Citizen}", "{role: Hunter}")
    game = Game.new(Setup(CRIER_SEATS), 1, rules=load_texts([("c.yaml", none)]))
    assert _drawn(game) == []
    _to(game, "Night 1")
    assert "nobody is the no role." in game.messages("Bob")


def test_bad_start_targets_are_problems() -> None:
    """`role check`: a start target that is none of the two shapes."""
    for wrong in ("start_target: players", "start_target: {among: wolves}",
                  "start_target: {among: players, role: Citizen}"):
        said = [p.sentence for p in check_text(CRIER.replace(
            "start_target: {among: players}", wrong))]
        assert any("'start_target' is one of" in s for s in said), (wrong, said)
    said = [p.sentence for p in check_text(CRIER.replace("about: held", "about: nothing"))]
    assert any("Notice name a value it does not know" in s for s in said)


def test_the_import_translates_a_start_target_and_a_learn_of_it() -> None:
    """WWRF guide, host information `%Player%` and a selector of one player of a role as the
    target set at the start; a Learn naming `@Target` and `@Target->Role` is a Notice about the
    held target. Another value in the words, or a role as the target (`%Role%`), stays
    untranslated."""
    t = translate_page(_page(
        "Starting: Target %Player% (Player)\n"
        "Passive Start Night: Learn `You hear that @Target is the @Target->Role` "
        "[Temporal: Night 1]", "Townsfolk Miscellaneous"))
    assert t.untranslated == ()
    assert t.role["start_target"] == {"among": "players"}
    (trigger,) = t.role["triggers"]
    assert trigger["effect"] == {"Notice": {"about": "held", "tell":
                                            "You hear that {held} is the {held_role}"}}
    load_texts([("t.yaml", yaml.safe_dump(t.role))])
    dog = translate_page(_page("Starting: Target @(Role:Citizen,SelectAll:False) (Player)"))
    assert dog.untranslated == () and dog.role["start_target"] == {"role": "Citizen"}
    for line in ("Starting: Target %Role%",
                 "Starting: Target %Player%\nPassive Start Night: Learn `@Target is @Self->Role`",
                 # (no held target: nobody to name)
                 "Passive Start Night: Learn `@Target is @Target->Role`"):
        assert translate_page(_page(line)).untranslated, line
