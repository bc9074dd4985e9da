"""Role files grow (issue 39 item 4's vocabulary): attributes with rules of their own, declared
once by the file (``attributes``), put on by ``AddMarker`` and taken off by ``RemoveMarker``
with their rules. A disguise worn while the attribute is carried (the guides' ``~Attribute``:
"lasts as long as the originating attribute is applied"), and triggers at a phase's moments
fired for each living carrier (an obstruction of the carrier's own abilities). Shown in
seeded games, on pages and pieces written here from the guides' grammar (never the
snapshot's)."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

VEILER = """**Veiler** | Townsfolk Miscellaneous
__Formalized__
Immediate Night: Apply `Veiled` to @Selection
Immediate Day: Remove `Veiled` from @Selection
"""
VEILED = """**Veiled** | Attribute
__Formalized__
Starting: {how} Disguise @Self as `Wolf` (~Attribute)
"""
LAMP = """**Lamplighter** | Townsfolk Investigative
__Formalized__
Immediate Night: Role Investigate @Selection ({marks})
"""


def _game(how: str = "Weakly", marks: str = "SD, WD") -> Game:
    veiler = translate_page(VEILER, {"Veiled": VEILED.format(how=how)})
    lamp = translate_page(LAMP.format(marks=marks))
    assert veiler.untranslated == () and lamp.untranslated == ()
    rules = load_texts([("veiler.yaml", yaml.safe_dump(veiler.role)),
                        ("lamp.yaml", yaml.safe_dump(lamp.role))])
    game = Game.new(Setup([("Ann", "Veiler"), ("Bob", "Lamplighter"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    return game


def _seen(game: Game, target: str) -> str:
    got = game.submit("Bob", f"investigate {target}")
    assert not isinstance(got, Refusal), got
    return str([e for e in game.events if e.kind == "investigation"][-1].params["role"])


def test_issue_39_item_4_an_attribute_whose_rule_is_a_disguise_is_declared_by_the_file() -> None:
    """Formalization Guide, Durations (`~Attribute`) and Disguising: the piece's one rule, a
    weak disguise as a Wolf while applied, becomes the file's declared attribute; the page's
    Apply and Remove are AddMarker and RemoveMarker of it."""
    t = translate_page(VEILER, {"Veiled": VEILED.format(how="Weakly")})
    assert t.untranslated == ()
    assert t.role["attributes"] == [{"name": "Veiled",
                                     "disguise": {"as": "Wolf", "strength": "weak"}}]
    assert [a["effect"] for a in t.role["abilities"]] == [
        {"AddMarker": {"marker": "Veiled"}}, {"RemoveMarker": {"marker": "Veiled"}}]


def test_issue_39_item_4_the_attributes_disguise_is_worn_while_it_is_carried() -> None:
    """Applied at night, the Veiled player looks like a Wolf to an investigation that reads
    weak disguises; taken off by day, they look like themselves the next night."""
    game = _game()
    assert not isinstance(game.submit("Ann", "mark Cid"), Refusal)
    assert _seen(game, "Cid") == "Wolf"
    game.advance()
    assert not isinstance(game.submit("Ann", "unmark Cid"), Refusal)
    game.advance()
    assert _seen(game, "Cid") == "Citizen"


def test_issue_39_item_4_the_attributes_disguise_keeps_its_strength() -> None:
    """A weak disguise does not fool a strong-only reader (SD); a strong one does."""
    weak = _game(marks="SD")
    assert not isinstance(weak.submit("Ann", "mark Cid"), Refusal)
    assert _seen(weak, "Cid") == "Citizen"
    strong = _game(how="Strongly", marks="SD")
    assert not isinstance(strong.submit("Ann", "mark Cid"), Refusal)
    assert _seen(strong, "Cid") == "Wolf"


def test_issue_39_item_4_an_attribute_of_other_rules_is_listed() -> None:
    """A piece with a rule beside the disguise (or a disguise not bound to the attribute)
    is no shape of ours yet: the Apply line is listed."""
    more = VEILED.format(how="Weakly") + "Passive End Night: Role Change @Self to @Target\n"
    for piece in (more, VEILED.format(how="Weakly").replace(" (~Attribute)", "")):
        t = translate_page(VEILER, {"Veiled": piece})
        assert [u.construct for u in t.untranslated] == ["applying: Add", "applying: Remove"]


def test_issue_39_item_4_an_attribute_showing_no_role_of_the_book_is_reported() -> None:
    text = ("name: Veiler\nteam: town\nsummary: Veils.\n"
            "attributes:\n  - {name: Veiled, disguise: {as: Nobody At All}}\n")
    assert any("shows 'Nobody At All', which is no role of the book" in p.sentence
               for p in check_text(text))


# ---------------------------------------------------------------------------- carried triggers

STARER = """**Starer** | Townsfolk Miscellaneous
__Formalized__
On Visited [Investigating]: Process: Apply `Dazed` to @Visitor (~NextNight)
"""
DAZED = """**Dazed** | Attribute
__Formalized__
Passive Start Day: Obstruct {what}@Self (~NextNight)
"""


def _dazed_game(what: str = "Investigating for ") -> Game:
    starer = translate_page(STARER, {"Dazed": DAZED.format(what=what)})
    lamp = translate_page(LAMP.format(marks="SD, WD"))
    assert starer.untranslated == () and lamp.untranslated == ()
    rules = load_texts([("starer.yaml", yaml.safe_dump(starer.role)),
                        ("lamp.yaml", yaml.safe_dump(lamp.role))])
    game = Game.new(Setup([("Ann", "Starer"), ("Bob", "Lamplighter"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    return game


def _investigated(game: Game, target: str) -> bool:
    """Whether Bob's investigation of ``target`` tonight showed a role (False: it failed)."""
    before = len([e for e in game.events if e.kind == "investigation"])
    got = game.submit("Bob", f"investigate {target}")
    assert not isinstance(got, Refusal), got
    game.advance()  # (the night's actions resolve at its end)
    return len([e for e in game.events if e.kind == "investigation"]) > before


def test_issue_39_item_4_an_attributes_passive_block_is_its_trigger_for_its_carrier() -> None:
    """WWRF Guide, Applying (an add applying of a custom attribute; ~NextNight: "until the end
    of the next night") and Obstructing: the piece's `Passive Start Day: Obstruct Investigating
    for @Self` is the attribute's trigger; the page's `On Visited [Investigating]` line puts
    it on the visitor until the next night ends."""
    t = translate_page(STARER, {"Dazed": DAZED.format(what="Investigating for ")})
    assert t.untranslated == ()
    assert t.role["attributes"] == [{"name": "Dazed", "triggers": [{
        "moment": "day start", "targets": "self",
        "effect": {"Obstruct": {"until": "next night", "abilities": "investigate"}}}]}]
    assert t.role["triggers"] == [{
        "moment": "visited", "kinds": ["investigate"], "targets": "visitor",
        "effect": {"AddMarker": {"marker": "Dazed", "until": "next night"}}}]


def test_issue_39_item_4_a_carried_obstruction_stops_the_next_nights_investigation() -> None:
    """The investigator who visits the Starer on Night 1 learns its role; carrying Dazed, the
    day's start obstructs their investigations through Night 2 (R17: it fails, no visit); both
    are gone by Night 3."""
    game = _dazed_game()
    assert _investigated(game, "Ann")  # Night 1: the visit puts Dazed on Bob
    dazed = game.player("Bob")
    assert dazed.has("marker: dazed")
    game.advance()  # Day 1 ends
    assert game.phase == "Night 2"
    assert not _investigated(game, "Cid")
    failed = [e for e in game.events if e.kind == "action_failed"]
    assert failed and failed[-1].actor == "Bob"
    game.advance()
    assert game.phase == "Night 3"
    assert not dazed.has("marker: dazed") and not dazed.has("obstructed")
    assert _investigated(game, "Dan")


def test_issue_39_item_4_an_obstruction_of_one_type_leaves_the_others() -> None:
    """An obstruction of attacks only does not stop an investigation; one of every type does."""
    game = _dazed_game("Attack Killing for ")
    assert _investigated(game, "Ann")
    game.advance()
    assert _investigated(game, "Cid")
    every = _dazed_game("")
    assert _investigated(every, "Ann")
    every.advance()
    assert not _investigated(every, "Cid")


def test_issue_39_item_4_an_attribute_needs_rules_and_triggers_at_a_phases_moment() -> None:
    base = "name: Starer\nteam: town\nsummary: Stares.\nattributes:\n"
    said = [p.sentence for p in check_text(base + "  - {name: Dazed}\n")]
    assert any("the attribute 'Dazed' has no rules" in s for s in said), said
    said = [p.sentence for p in check_text(
        base + "  - {name: Dazed, triggers: [{moment: visited, targets: visitor, "
        "effect: {Obstruct: {}}}]}\n")]
    assert any("triggers at a phase's moment" in s for s in said), said


# ---------------------------------------------------------------------------- carried from the
# deal, and an imitation

HERMIT = """**Hermit** | Townsfolk Miscellaneous
__Formalized__
Starting:
  • Apply `Hooded` to @Self
  • Apply `Veiled` to @Self (~Persistent)
"""
PLAIN = """**Hooded** | Attribute
__Formalized__
No Abilities
"""


def test_issue_39_item_4_an_attribute_applied_to_oneself_at_the_start_is_carried() -> None:
    """WWRF Guide, Applying (an add applying with no duration is permanent): `Starting: Apply
    `X` to @Self` of a plain marker or of an attribute with rules is the file's `carries`; the
    holder carries both from the deal (an `attribute_carried` event each), the declared one
    with its disguise (~Attribute)."""
    t = translate_page(HERMIT, {"Hooded": PLAIN, "Veiled": VEILED.format(how="Strongly")})
    assert t.untranslated == ()
    assert t.role["carries"] == ["Hooded", "Veiled"]
    lamp = translate_page(LAMP.format(marks="SD"))
    rules = load_texts([("hermit.yaml", yaml.safe_dump(t.role)),
                        ("lamp.yaml", yaml.safe_dump(lamp.role))])
    game = Game.new(Setup([("Ann", "Hermit"), ("Bob", "Lamplighter"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    ann = game.player("Ann")
    assert ann.has("marker: hooded") and ann.has("marker: veiled")
    assert [e.data["attribute"] for e in game.events if e.kind == "attribute_carried"] == [
        "Hooded", "Veiled"]
    while game.phase != "Night 1":
        game.advance()
    assert _seen(game, "Ann") == "Wolf"


def test_issue_39_item_4_carries_is_a_list_of_names() -> None:
    text = "name: Hermit\nteam: town\nsummary: Hides.\ncarries: Hooded\n"
    assert any("'carries' is a list of 1 to 8 different names" in p.sentence
               for p in check_text(text))


MIMIC = """**Mimic Wolf** | Werewolf Miscellaneous
__Formalized__
Include: %Role%
Starting:
  • Join #Wolfpack
  • Strongly Disguise @Self as %Role% [Quantity: 1]
  • Learn `You mimic %Role%`
"""


def test_issue_39_item_4_a_pack_member_including_the_hosts_role_imitates_the_pack() -> None:
    """Formalization Guide, Include and Host Information (`%Role%`): a pack member that takes up
    a role the host names, worn as a strong disguise, imitates the pack's commonest role outside
    the Werewolf Group (white-werewolf.7 / .8: disguised as it, lent its abilities)."""
    t = translate_page(MIMIC)
    assert t.untranslated == ()
    assert t.role["imitates"] == "pack" and t.role["pack"] is True
    rules = load_texts([("mimic.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Mimic Wolf"), ("Bob", "Tracking Wolf"),
                           ("Cid", "Tracking Wolf"), ("Dan", "Fortune Teller"), ("Eve", "Wolf"),
                           ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen")]), 1,
                    rules=rules)
    imitated = [e for e in game.events if e.kind == "imitated"]
    assert [e.data["role"] for e in imitated] == ["Tracking Wolf"]
    assert game.player("Ann").get("disguise").data["role"] == "Tracking Wolf"


def test_issue_39_item_4_the_hosts_role_outside_the_pack_is_listed() -> None:
    """The host's role for a holder outside the pack is none we can name: the Include line is
    listed; a file that imitates without the pack is refused."""
    t = translate_page(MIMIC.replace("  • Join #Wolfpack\n", ""))
    assert [u.construct for u in t.untranslated] == ["Include: (not in the pack)"]
    text = "name: Mimic\nteam: wolves\nsummary: Mimics.\nimitates: pack\n"
    assert any("imitates the pack's commonest role is in the pack" in p.sentence
               for p in check_text(text))


def test_white_werewolf_11_a_pack_member_may_play_for_a_team_whose_roles_sit_in_the_pack() -> None:
    """white-werewolf.11: the White Wolves' role is a lycan in the pack; a role file of that
    team may be in the pack too, while a town role may not."""
    base = "name: Pale Wolf\nsummary: Pale.\npack: yes\nteam: "
    assert check_text(base + "white wolves\n") == []
    assert any("'pack: yes' needs 'team: wolves'" in p.sentence
               for p in check_text(base + "town\n"))


DOOMSAYER = """**Doomsayer** | Townsfolk Killing
__Formalized__
Immediate Night: Apply `Fated` to @Selection
"""
FATED = """**Fated** | Attribute
__Formalized__
Passive End Night:
  • Kill @Self
  • Remove `Fated` from @Self
"""


def test_issue_39_item_4_an_attributes_rule_may_take_the_attribute_off_its_carrier() -> None:
    """WWRF Guide, Killing (a kill) and Applying (a remove applying): a doom whose rule kills
    its carrier when the night ends and takes itself off (its piece names itself) is declared
    once; the player marked tonight dies when the night ends, a kill, and carries it no more."""
    t = translate_page(DOOMSAYER, {"Fated": FATED})
    assert t.untranslated == ()
    assert t.role["attributes"] == [{"name": "Fated", "triggers": [{
        "moment": "night end", "targets": "self",
        "effect": [{"Slay": {"how": "kill"}}, {"RemoveMarker": {"marker": "Fated"}}]}]}]
    rules = load_texts([("doomsayer.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Doomsayer"), ("Bob", "Citizen"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    assert not isinstance(game.submit("Ann", "mark Cid"), Refusal)
    assert game.player("Cid").alive
    game.advance()
    cid = game.player("Cid")
    assert not cid.alive and cid.death is not None and cid.death.kind == "kill"
    assert not cid.has("marker: fated")


BITER = """**Biter** | Townsfolk Power
__Formalized__
Immediate Night: Apply `Bitten` to @Selection (~Persistent)
"""
BITTEN = """**Bitten** | Attribute
__Formalized__
Starting: Protect @Self from `Attacks` through Recruitment Defense during Night (~UntilUseAttribute)
On Recruitment Defense: Role Change @Self to `Wolf`
"""


def test_issue_39_item_4_an_attributes_defence_guards_its_carrier_and_answers_its_use() -> None:
    """WWRF Guide, Protecting (a recruitment defence, tried last; ~UntilUseAttribute) and the
    On Recruitment Defense trigger: the attribute's defence and what its use does are declared
    with it; the carrier attacked by the pack at night survives it once (R8) and becomes a
    Wolf."""
    t = translate_page(BITER, {"Bitten": BITTEN})
    assert t.untranslated == ()
    assert t.role["attributes"] == [{
        "name": "Bitten",
        "defence": {"from": ["attacks"], "kind": "recruitment", "at": "night", "uses": 1},
        "triggers": [{"moment": "defended", "targets": "self",
                      "effect": {"Become": {"role": "Wolf"}}}]}]
    rules = load_texts([("biter.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Biter"), ("Bob", "Citizen"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    assert not isinstance(game.submit("Ann", "mark Cid"), Refusal)
    assert not isinstance(game.submit("Eve", "attack Cid"), Refusal)
    game.advance()
    cid = game.player("Cid")
    assert cid.alive and cid.role == "Wolf"
    stopped = [e for e in game.events if e.kind == "kill_prevented"]
    assert [e.data["defence"] for e in stopped] == ["Biter's Bitten defence"]


def test_issue_39_item_4_an_attributes_defended_trigger_needs_its_defence() -> None:
    text = ("name: Biter\nteam: town\nsummary: Bites.\nattributes:\n  - {name: Bitten, "
            "triggers: [{moment: defended, targets: self, effect: {Become: {role: Wolf}}}]}\n")
    assert any("at its own defence's use (defended, with a 'defence')" in p.sentence
               for p in check_text(text))
