"""What answers a defence used (R8: a role file's ``defended`` triggers) beyond telling and
turning its holder: words naming the attacker (Notice ``about: defence``), a Shield for good
given to the holder (``until: game``, from ``all``), a marker a later trigger reads. And the
WWRF import of them (``On Partial Defense:`` with a Learn of ``@Attacker``, a ``Protect @Self``
and an ``Apply``). Issue 39, items 1 and 4: each plays in a seeded game and fails when its rule
is broken. The pages are written for these tests from the guide's grammar."""

from __future__ import annotations

from typing import Any

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

# a marker with no rules of its own (the _game/ piece the page names)
TOKEN = "**Bruised**\n__Formalized__\nNo Abilities\n"

STUBBORN = """\
**Stubborn Miller** | Townsfolk Miscellaneous
__Formalized__
Starting: Protect @Self from `Attacks` through Partial Defense during Night
On Partial Defense:
  • Learn `@Attacker came for you, and you stood up again`
  • Protect @Self from `All` through Active Defense
  • Apply `Bruised` to @Self
Passive End Day: True Kill @Self [Attribute: has `Bruised`]
"""


def ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def to_phase(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def whole(text: str, pieces: dict[str, str] | None = None) -> dict[str, Any]:
    t = translate_page(text, pieces)
    assert t.untranslated == (), [u.sentence() for u in t.untranslated]
    assert check_text(yaml.safe_dump(t.role)) == []
    return t.role


def test_issue_39_item_4_a_partial_defence_answered_by_words_a_shield_and_a_marker() -> None:
    role = whole(STUBBORN, {"Bruised": TOKEN})
    assert role["defence"] == {"from": ["attacks"], "kind": "partial", "at": "night"}
    assert role["triggers"][0] == {"moment": "defended", "targets": "self", "effect": [
        {"Notice": {"tell": "{attacker} came for you, and you stood up again",
                    "about": "defence"}},
        {"Shield": {"from": "all", "until": "game", "defence": "active", "user": True}},
        {"AddMarker": {"marker": "Bruised"}}]}


def _stubborn_game(seed: int = 1) -> Game:
    role = whole(STUBBORN, {"Bruised": TOKEN})
    rules = load_texts([("miller.yaml", yaml.safe_dump(role))])
    return Game.new(Setup([("Ann", "Wolf"), ("Bob", "Stubborn Miller"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), seed,
                    rules=rules)


def test_r8_defended_words_name_the_attacker_and_the_shield_holds_through_the_day() -> None:
    """The pack's attack on the Miller is stopped; the Miller is told who came (Notice
    ``about: defence``); the lynch next day is stopped by the Shield it got for good (``all``),
    and the marker's trigger true-kills it at the day's end (nothing stops a true kill)."""
    game = _stubborn_game()
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert game.player("Bob").alive
    assert any("Ann came for you, and you stood up again" in m for m in game.messages("Bob"))
    to_phase(game, "Day 1")
    for voter in ("Ann", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bob"))
    game.advance()
    lynch = [e for e in game.events if e.kind == "kill_prevented" and e.data["kind"] == "lynch"]
    assert [e.targets for e in lynch] == [["Bob"]]
    assert lynch[0].data["defence"] == "shield (active)"
    assert not game.player("Bob").alive
    (death,) = [e for e in game.events if e.kind == "death" and e.targets == ["Bob"]]
    assert death.data["kind"] == "true kill"


def test_r8_a_shield_for_good_outlasts_its_phase() -> None:
    """``until: game``: the Shield a Night gave still stops a kill two phases later (a Shield
    for the phase would be gone)."""
    keeper = """\
name: Keeper
team: town
summary: Once attacked, you are kept from kills for good.
defence: {from: attacks, kind: partial, uses: 1}
triggers:
  - moment: defended
    targets: self
    effect: {Shield: {from: kills, until: game, user: yes}}
"""
    hunter = """\
name: Night Hunter
team: town
summary: Each night you may kill a player.
abilities:
  - verb: hunt
    phase: night
    timing: end
    targets: {count: 1}
    effect: {Slay: {how: kill}}
"""
    rules = load_texts([("k.yaml", keeper), ("h.yaml", hunter)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Keeper"), ("Cid", "Night Hunter"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
                           ("Gus", "Citizen")]), 1, rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert game.player("Bob").alive
    to_phase(game, "Night 2")
    ok(game.submit("Cid", "hunt Bob"))
    game.advance()
    assert game.player("Bob").alive
    assert any(e.kind == "kill_prevented" and e.data["kind"] == "kill" for e in game.events)


def test_r8_defence_words_say_nobody_when_no_defence_fired_the_trigger() -> None:
    """``about: defence`` outside a defence's firing names nobody (never a traceback)."""
    from werewolves.engine.effects import defence_words

    game = _stubborn_game()
    eng = game._engine
    words = defence_words(eng, eng.state.events[0])
    assert words == {"attacker": "nobody", "attacked": "nobody"}


STAND_IN = """\
**Stand-in Keeper** | Townsfolk Killing
__Formalized__
Immediate: Target @Selection (Player Optional) [Condition: @Selection is not @Self, Condition: not (@Target exists)] |targeting.target.player|
Starting: Protect @Self from `Lynches` through Passive Defense (~UntilUse)
On Passive Defense:
  • Process: Lynch @Target
  • Evaluate:
    ‣ not (@Target exists): Lynch @Self
    ‣ @Result is `Success`: Announce `@Target hangs in the place of @Self`
"""  # noqa: E501


def test_issue_39_item_4_a_defence_answered_by_a_process_and_its_evaluation() -> None:
    """``Process: Lynch @Target`` with ``Evaluate:`` of its success and of no target held: the
    lynch of the held target (``Slay: lynch``) with its announcement as a case (``dead:
    target``), and the holder's own lynch when no target is held, read first."""
    role = whole(STAND_IN)
    assert role["defence"] == {"from": ["lynches"], "kind": "passive", "at": "any", "uses": 1}
    assert role["triggers"] == [
        {"moment": "defended", "targets": "self", "if": {"not": {"alive": "held"}},
         "effect": {"Slay": {"how": "lynch"}}},
        {"moment": "defended", "targets": "target", "effect": {"Slay": {"how": "lynch"}},
         "cases": [{"if": {"dead": "target"},
                    "effect": {"Announce": {"tell": "{target} hangs in the place of {by}"}}}]}]


def _stand_in_game() -> Game:
    rules = load_texts([("keeper.yaml", yaml.safe_dump(whole(STAND_IN)))])
    return Game.new(Setup([("Ann", "Wolf"), ("Bob", "Stand-in Keeper"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)


def test_r11_a_lynch_stopped_lynches_the_held_target_in_the_holders_place() -> None:
    """The held target dies of a lynch (an indirect one, by the holder: R8, R11) and everyone
    is told; the holder lives."""
    game = _stand_in_game()
    to_phase(game, "Day 1")
    ok(game.submit("Bob", "target Cid"))
    for voter in ("Ann", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bob"))
    game.advance()
    assert game.player("Bob").alive and not game.player("Cid").alive
    (death,) = [e for e in game.events if e.kind == "death" and e.targets == ["Cid"]]
    assert death.data["kind"] == "lynch"
    attempt = game.events[death.causes[0]]
    assert attempt.actor == "Bob" and attempt.data["source"] == "indirect lynch"
    assert any("Cid hangs in the place of Bob" in m for m in game.messages("Dan"))


def test_r11_with_no_target_held_the_holder_is_lynched_after_all() -> None:
    """No target held: the defence is used up, and the holder's own lynch follows; nobody else
    dies and nothing is announced."""
    game = _stand_in_game()
    to_phase(game, "Day 1")
    for voter in ("Ann", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bob"))
    game.advance()
    assert not game.player("Bob").alive
    assert all(game.player(n).alive for n in ("Ann", "Cid", "Dan", "Eve", "Fay"))
    assert not any("hangs in the place" in m for m in game.messages("Dan"))


# an absence held from the start, lost on a death (the guide's Protecting, Absence subtype, and
# Applying's Remove of the absence's attribute); a page of our own
LODGER = """\
**Night Lodger** | Townsfolk Miscellaneous
__Formalized__
Require: `Bartender`
Starting: Protect @Self from `Attacks` through Absence at #tavern during Night
On @(Role:Bartender) Death: Remove `Absence:Night Lodger` from @Self [Condition: not (@(Role:Bartender) exists)]
"""  # noqa: E501


def test_issue_39_item_4_an_absence_at_the_tavern_and_its_loss_import() -> None:
    role = whole(LODGER)
    assert role["defence"] == {"from": ["attacks"], "kind": "absence", "at": "night"}
    assert role["triggers"] == [{"moment": "a death", "of": {"role": "Bartender"},
                                 "targets": "self",
                                 "if": {"not": {"living": {"role": "Bartender"}}},
                                 "effect": {"LoseDefence": {}}}]
    # another role's absence is not the holder's own: that line is left untranslated
    other = translate_page(LODGER.replace("Absence:Night Lodger", "Absence:Somebody"))
    assert [u.line for u in other.untranslated] == [5]


def _lodger_game() -> Game:
    rules = load_texts([("lodger.yaml", yaml.safe_dump(whole(LODGER)))])
    return Game.new(Setup([("Ann", "Wolf"), ("Bob", "Night Lodger"), ("Bea", "Bartender"),
                           ("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen"),
                           ("Fay", "Citizen")]), 1, rules=rules)


def test_r8_an_absence_held_from_the_start_stops_attacks_at_night_first() -> None:
    """``kind: absence``: the pack's attack at night misses, stopped by the absence (R8's first
    kind of defence)."""
    game = _lodger_game()
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert game.player("Bob").alive
    (stopped,) = [e for e in game.events if e.kind == "kill_prevented"]
    assert stopped.data["stage"] == "absence"
    assert stopped.data["defence"] == "Night Lodger defence"


def test_r8_the_absence_is_lost_for_good_once_no_bartender_lives() -> None:
    """The Bartender lynched: the trigger on that death ends the absence (``LoseDefence``, a
    ``defence_lost`` event), and the next night's attack kills."""
    game = _lodger_game()
    to_phase(game, "Day 1")
    for voter in ("Ann", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bea"))
    game.advance()
    assert not game.player("Bea").alive
    (lost,) = [e for e in game.events if e.kind == "defence_lost"]
    assert lost.targets == ["Bob"]
    to_phase(game, "Night 2")
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert not game.player("Bob").alive


# a protection given by an ability, with what answers its use (the guide's On Active Defense,
# run for the player who created the defence); and an ability kept for when no Mayor lives
WARDEN = """\
**Hedge Warden** | Townsfolk Power
__Formalized__
Immediate Night: [Quantity: 2, Condition: not (@(AttrRole:Mayor) exists)]
    • Protect @Selection from `Attacks` through Active Defense (~Phase)
On Active Defense: Reveal `The hedge hid @Attacked from you` to @AttackLocation
"""


def test_issue_39_item_4_an_ability_kept_for_no_mayor_and_its_protections_answer() -> None:
    role = whole(WARDEN)
    (ability,) = role["abilities"]
    assert ability["if"] == {"not": {"living": {"office": "Mayor"}}}
    assert role["triggers"] == [{"moment": "protected", "targets": "attack location",
                                 "kinds": ["active"], "effect": {"Notice": {}},
                                 "target_told": "The hedge hid {attacked} from you"}]


def _warden_game() -> Game:
    rules = load_texts([("warden.yaml", yaml.safe_dump(whole(WARDEN)))])
    return Game.new(Setup([("Ann", "Wolf"), ("Vic", "Wolf"), ("Bob", "Hedge Warden"),
                           ("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen"),
                           ("Fay", "Citizen"), ("Gus", "Citizen")]), 1, rules=rules)


def test_r8_a_protection_given_answers_its_giver_to_where_the_attack_came_from() -> None:
    """``protected``: the Warden's Protect on Cid stops the pack's attack; the pack (every
    living member) is told, naming Cid (``{attacked}``); Cid and the Warden are not."""
    game = _warden_game()
    to_phase(game, "Night 1")
    ok(game.submit("Bob", "protect Cid"))
    ok(game.submit("Ann", "attack Cid"))
    ok(game.submit("Vic", "attack Cid"))
    game.advance()
    assert game.player("Cid").alive
    (ev,) = [e for e in game.events if e.kind == "trigger_fired"
             and e.data.get("on") == "protected"]
    assert ev.actor == "Bob" and sorted(ev.targets) == ["Ann", "Vic"]
    for wolf in ("Ann", "Vic"):
        assert any("The hedge hid Cid from you" in m for m in game.messages(wolf))
    assert not any("The hedge hid" in m for m in game.messages("Cid") + game.messages("Bob"))


def test_r8_protected_fires_only_for_the_protections_its_holder_gave() -> None:
    """A protection nobody of the role gave (none given: the attack kills) fires nothing; and a
    ``kinds`` naming another kind of defence keeps the trigger quiet."""
    game = _warden_game()
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Cid"))
    ok(game.submit("Vic", "attack Cid"))
    game.advance()
    assert not game.player("Cid").alive
    passive = yaml.safe_dump(whole(WARDEN)).replace("- active", "- passive")
    rules = load_texts([("warden.yaml", passive)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Hedge Warden"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Bob", "protect Cid"))
    ok(game.submit("Ann", "attack Cid"))
    game.advance()
    assert game.player("Cid").alive
    assert not any(e.kind == "trigger_fired" for e in game.events)


def test_r12_an_ability_kept_for_when_no_mayor_lives_is_refused_while_one_does() -> None:
    """``if: {not: {living: {office: Mayor}}}``: with a living Mayor (an office, R12, held
    beside a role) the ability is refused; without one it is taken."""
    game = _warden_game()
    to_phase(game, "Night 1")
    game._engine.grant_office(game._engine.player("Dan"), "Mayor")
    assert isinstance(game.submit("Bob", "protect Cid"), Refusal)
    game._engine.player("Dan").offices.clear()
    ok(game.submit("Bob", "protect Cid"))


def test_issue_39_item_2_an_office_condition_names_an_office_of_ours() -> None:
    bad = yaml.safe_dump(whole(WARDEN)).replace("office: Mayor", "office: Sheriff")
    assert any("Sheriff" in p.sentence for p in check_text(bad))


# a redirection held from the start (the guide's Redirecting, applied to its holder) and what
# its holder learns when it is used (On Redirect); a page of our own
DECOY = """\
**Decoy Clerk** | Townsfolk Miscellaneous
__Formalized__
Immediate: Target @Selection (Player Optional) [Condition: @Selection is not @Self, Condition: not (@Target exists)] |targeting.target.player|
Starting: Redirect `non-killing abilities` from @(Attr:Wolfish) to @Target (~UntilUse)
On Redirect: Learn `Someone's gaze slid off you`
"""  # noqa: E501

SNIFFER = """\
name: Sniffer Wolf
team: wolves
lycan: yes
summary: Each night you sniff out a player's role.
abilities:
  - verb: sniff
    phase: night
    timing: immediate
    targets: {count: 1}
    effect: {Investigate: {tell: "{target}: {role}"}}
"""


def test_issue_39_item_4_a_standing_redirection_and_its_learn_import() -> None:
    role = whole(DECOY)
    assert role["redirect"] == {"abilities": "non-killing", "from": "wolfish", "uses": 1,
                                "tell": "Someone's gaze slid off you"}


def _decoy_game() -> Game:
    rules = load_texts([("decoy.yaml", yaml.safe_dump(whole(DECOY))),
                        ("sniffer.yaml", SNIFFER)])
    return Game.new(Setup([("Ann", "Sniffer Wolf"), ("Bob", "Decoy Clerk"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)


def test_r16_a_wolfish_power_on_the_holder_lands_on_the_held_target_once() -> None:
    """The Sniffer Wolf's sniff on the Clerk lands on Cid (the Clerk's held target): the
    ``redirected`` event, the wolf reads Cid; the Clerk is told. Once only (``uses: 1``): the
    next night's sniff reaches the Clerk."""
    game = _decoy_game()
    to_phase(game, "Day 1")
    ok(game.submit("Bob", "target Cid"))
    to_phase(game, "Night 2")
    ok(game.submit("Ann", "sniff Bob"))
    (moved,) = [e for e in game.events if e.kind == "redirected"]
    assert moved.targets == ["Bob", "Cid"]
    assert any("Cid: Citizen" in m for m in game.messages("Ann"))
    assert any("Someone's gaze slid off you" in m for m in game.messages("Bob"))
    to_phase(game, "Night 3")
    ok(game.submit("Ann", "sniff Bob"))
    assert len([e for e in game.events if e.kind == "redirected"]) == 1
    assert any("Bob: Decoy Clerk" in m for m in game.messages("Ann"))


def test_r16_the_redirection_moves_nothing_without_a_held_target_or_from_others() -> None:
    """No target held: the sniff reaches the Clerk and the use is kept; an attack (a killing
    ability) is never moved."""
    game = _decoy_game()
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "sniff Bob"))
    assert not any(e.kind == "redirected" for e in game.events)
    assert any("Bob: Decoy Clerk" in m for m in game.messages("Ann"))


def test_issue_39_item_2_a_wrong_redirect_is_a_sentence() -> None:
    bad = yaml.safe_dump(whole(DECOY)).replace("from: wolfish", "from: foxes")
    assert any("'from'" in p.sentence for p in check_text(bad))
    assert any("'redirect' is a map" in p.sentence
               for p in check_text(yaml.safe_dump(whole(DECOY)).replace(
                   "redirect:", "redirect: 3\nold_redirect:")))
