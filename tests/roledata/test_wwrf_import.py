"""Issue 39 item 4: `werewolves role import` translates a WWRF role page into our role file.

The pages here are written for these tests from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

from pathlib import Path

import yaml
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.engine.changes import FIXED_ALIGNMENT
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

PROTECTOR = """**Hearthkeeper** | Townsfolk Protective
__Basics__
Keeps a hearth warm for a neighbour.
__Formalized__
Immediate Night: Protect @Selection from `Attacks` through Active Defense (~Phase) ⟨x1⟩
"""

ATTACKER = """**Nightjar** | Werewolf Killing
__Formalized__
End Night: Attack @Selection [Quantity: 2, Temporal: Night 2+] {Visitless} |nightjar.peck|
"""

SEER = """**Stargazer** | Townsfolk Investigative
__Formalized__
Immediate Night: Role Investigate @Selection (SD)
"""

MIXED = """**Tinker** | Townsfolk Miscellaneous
__Formalized__
Immediate Night: Role Investigate @Selection (SD, WD)
Starting: Apply `Gears` to @Self
"""


def _loads(role: dict[str, object]) -> None:
    """The role file the import writes is one the loader takes (it raises otherwise)."""
    load_texts([("imported.yaml", yaml.safe_dump(role))])


def test_issue_39_item_4_protector() -> None:
    t = translate_page(PROTECTOR)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert (ab["phase"], ab["timing"]) == ("night", "immediate")
    assert ab["effect"] == {"Protect": {"from": "attacks", "until": "phase"}}
    assert ab["limits"] == {"per_phase": 1}
    assert t.role["team"] == "town" and t.role["category"] == "Protective"
    _loads(t.role)


def test_issue_39_item_4_attack_at_the_end_of_the_night() -> None:
    t = translate_page(ATTACKER)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert (ab["phase"], ab["timing"], ab["effect"]) == ("night", "end", "Attack")
    # Quantity: 2 is two uses a game; Night 2+ is our phase 3 (0 Day 0, 1 Night 1, 2 Day 1 …)
    assert ab["limits"] == {"per_game": 2, "from_phase": 3}
    assert ab["visits"] is False
    assert t.role["team"] == "wolves"
    _loads(t.role)


def test_issue_39_item_4_investigation_reads_the_disguise_marks() -> None:
    t = translate_page(SEER)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert ab["effect"]["Investigate"]["reads"] == "strong"
    assert ab["effect"]["Investigate"]["about"] == "role"
    both = translate_page(MIXED).role["abilities"][0]["effect"]["Investigate"]["reads"]
    assert both == "weak and strong"
    _loads(t.role)


def test_issue_39_item_4_untranslated_line_is_listed_with_its_reason() -> None:
    t = translate_page(MIXED)
    (u,) = t.untranslated
    assert (u.where, u.line) == ("page", 4)
    assert u.text == "Starting: Apply `Gears` to @Self"
    assert u.construct == "Starting: applying"
    assert "attributes applied by a role are not in the vocabulary" in u.reason
    # the line it could translate is still written, and the file says what it left out
    assert len(t.role["abilities"]) == 1
    assert "#   page:4: Starting: Apply `Gears` to @Self -- " in t.text()


def test_issue_39_item_4_a_block_partly_untranslatable_is_left_out_whole() -> None:
    page = (
        "**Cooper** | Townsfolk Killing\n__Formalized__\n"
        "End Night: [Quantity: 1]\n  • Attack @Selection\n  • Apply `Barrel` to @Self\n"
    )
    t = translate_page(page)
    assert t.role["abilities"] == []
    assert [(u.line, u.construct) for u in t.untranslated] == [(5, "applying: Add")]


def test_issue_39_item_4_inherit_translates_the_ability_set_given() -> None:
    page = "**Pup** | Werewolf Miscellaneous\n__Formalized__\nInherit: `Den Set`\n"
    piece = "**Den Set** | Ability Set\nEnd Night: Attack @Selection\nRole Attribute: `Lycan`\n"
    t = translate_page(page, {"den set": piece})
    assert t.untranslated == ()
    assert t.role["lycan"] is True and t.role["abilities"][0]["effect"] == "Attack"
    alone = translate_page(page)
    assert [u.construct for u in alone.untranslated] == ["Inherit: `Den Set` (not given)"]


def test_inherit_reads_an_ability_set_given_apart_from_a_poll_of_its_name() -> None:
    """A poll may bear an ability set's name: `Inherit` reads the set given as `ability set
    NAME` first, so a poll's fields are never taken for the set's lines (and an untranslated
    line of the set says where it is)."""
    page = "**Pup** | Werewolf Miscellaneous\n__Formalized__\nInherit: `Den Set`\n"
    piece = "**Den Set** | Ability Set\nEnd Night: Attack @Selection\nRole Attribute: `Lycan`\n"
    poll = "**Den Set** | Poll\nAvailable Options: @All\n"
    t = translate_page(page, {"den set": poll, "ability set den set": piece})
    assert t.untranslated == ()
    assert t.role["abilities"][0]["effect"] == "Attack"
    odd = piece + "Immediate Night: Frobnicate @Selection\n"
    (u,) = translate_page(page, {"den set": poll, "ability set den set": odd}).untranslated
    assert u.where == "ability set Den Set" and u.line == 4


def test_issue_39_item_4_cli_exit_and_stderr(tmp_path: Path) -> None:
    runner = CliRunner()
    good, bad = tmp_path / "seer.txt", tmp_path / "tinker.txt"
    good.write_text(SEER, encoding="utf-8")
    bad.write_text(MIXED, encoding="utf-8")
    out = tmp_path / "seer.yaml"
    r = runner.invoke(app, ["role", "import", str(good), "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert "Stargazer" in out.read_text(encoding="utf-8")
    r = runner.invoke(app, ["role", "check", str(out)])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["role", "import", str(bad), "-o", str(tmp_path / "t.yaml")])
    assert r.exit_code == 1
    assert "Starting: Apply `Gears` to @Self" in r.output
    r = runner.invoke(app, ["role", "import", str(tmp_path / "absent.txt")])
    assert r.exit_code == 2 and "cannot read" in r.output


PUP = """**Pup** | Werewolf Miscellaneous
__Formalized__
Starting: Join #Wolfpack
Immediate Night: Role Investigate @Selection
"""


def test_issue_39_item_4_joining_the_wolfpack_is_pack_membership() -> None:
    t = translate_page(PUP)
    assert t.untranslated == ()
    assert t.role["pack"] is True and t.role["team"] == "wolves"
    rules = load_texts([("pup.yaml", yaml.safe_dump(t.role))])
    pup = rules.role("Pup")
    assert pup is not None
    # R9: a pack member votes in the pack's attack, with its own abilities after it
    assert [a.verb for a in pup.abilities] == ["attack", "investigate"]
    game = Game.new(Setup([("Ann", "Pup"), ("Bob", "Citizen"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    got = game.submit("Ann", "attack Bob")
    assert not isinstance(got, Refusal), got
    game.advance()
    assert not game.player("Bob").alive


def test_issue_39_item_4_pack_needs_the_wolves_team() -> None:
    text = "name: Stray\nteam: town\nsummary: A stray.\npack: yes\n"
    problems = check_text(text)
    assert any("'pack: yes' needs 'team: wolves'" in p.sentence for p in problems)


def test_r9_a_page_of_another_team_that_joins_the_pack_lists_the_line_and_still_checks() -> None:
    """R9: a member of our pack plays for the wolves (or a team whose book roles sit in it). A
    town page that joins the pack cannot keep the line: it is listed, and the file written is
    one `role check` takes (before, it wrote `pack: yes` beside `team: town` and failed)."""
    page = PUP.replace("Werewolf Miscellaneous", "Townsfolk Miscellaneous")
    t = translate_page(page)
    assert [(u.line, u.construct) for u in t.untranslated] == [
        (3, "joining: Wolfpack (another team)")]
    assert "pack" not in t.role and t.role["team"] == "town"
    assert check_text(t.text()) == []


def test_issue_39_item_4_loyalty_to_its_own_alignment_keeps_the_team() -> None:
    page = ("**Stalwart** | Townsfolk Miscellaneous\n__Formalized__\n"
            "Starting: Loyalty to `Townsfolk` (Alignment)\n")
    t = translate_page(page)
    assert t.untranslated == ()
    rules = load_texts([("stalwart.yaml", yaml.safe_dump(t.role))])
    stalwart = rules.role("Stalwart")
    assert stalwart is not None
    # the engine's FIXED_ALIGNMENT property: no conversion makes the holder play for another
    # team (engine/changes.py alignment_fixed reads the role's tags)
    assert FIXED_ALIGNMENT in stalwart.tags
    other = translate_page(page.replace("Townsfolk` (", "Hell` ("))
    assert [u.construct for u in other.untranslated] == ["loyalty: Alignment (another team)"]


def test_issue_39_item_4_a_disguise_from_the_start_fools_the_investigations() -> None:
    page = ("**Lurker** | Werewolf Miscellaneous\n__Formalized__\nStarting: Join #Wolfpack\n"
            "Starting: Strongly Disguise @Self as `Citizen`\n")
    t = translate_page(page)
    assert t.untranslated == ()
    assert t.role["disguise"] == {"as": "Citizen", "strength": "strong"}
    rules = load_texts([("lurker.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Lurker"), ("Bob", "Fortune Teller"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    got = game.submit("Bob", "investigate Ann")
    assert not isinstance(got, Refusal), got
    # the Fortune Teller reads strong disguises: she sees a Citizen
    (seen,) = [e for e in game.events if e.kind == "investigation"]
    assert seen.params == {"target": "Ann", "role": "Citizen"}
    assert seen.data["layer"].startswith("disguise:strong")


def test_issue_39_item_4_a_disguise_as_no_role_of_the_book_is_refused() -> None:
    text = ("name: Masker\nteam: town\nsummary: A mask.\n"
            "disguise: {as: Nobody At All, strength: strong}\n")
    problems = check_text(text)
    assert any("which is no role of the book" in p.sentence for p in problems)


def test_issue_39_item_4_a_solo_page_plays_for_the_team_its_kind_names() -> None:
    page = ("**Ember Moth** | Solo Killing - Pyro Team\n__Formalized__\n"
            "End Night: Attack @Selection\nStarting: Loyalty to `Pyro` (Alignment)\n")
    t = translate_page(page)
    assert t.untranslated == ()
    assert (t.role["team"], t.role["category"]) == ("pyro", "Killing")
    assert FIXED_ALIGNMENT in t.role["tags"]
    _loads(t.role)
    odd = translate_page(page.replace("Solo Killing - Pyro Team", "Extra Killing"))
    # (an Extra page is an extra role: its abilities are its own, and it plays for no team,
    # so loyalty to one is listed)
    assert {u.construct for u in odd.untranslated} == {"loyalty: Alignment (another team)"}
    assert [a["verb"] for a in odd.role["abilities"]] == ["attack"]


LANTERNS = "**Lanterns** | Group\nUnique Group\nNo Abilities\n"
BEARER = """**Lantern Bearer** | Townsfolk Group
__Formalized__
Starting: Join #Lanterns
"""


def test_issue_39_item_4_joining_a_group_with_no_abilities_is_the_role_files_groups() -> None:
    t = translate_page(BEARER, {"group lanterns": LANTERNS})
    assert t.untranslated == ()
    assert t.role["groups"] == ["lanterns"]
    rules = load_texts([("bearer.yaml", yaml.safe_dump(t.role))])
    bearer = rules.role("Lantern Bearer")
    assert bearer is not None and bearer.groups == ("lanterns",)
    game = Game.new(Setup([("Ann", "Lantern Bearer"), ("Bob", "Lantern Bearer"),
                           ("Cid", "Wolf"), ("Dan", "Citizen"), ("Eve", "Citizen")]), 1,
                    rules=rules)
    # the group's channel is shared by the holders, joined at the deal (engine/groups.py)
    group = game._engine.group("lanterns")
    assert group is not None and set(group.members) == {"Ann", "Bob"}


def test_issue_39_item_4_a_group_with_abilities_or_unknown_is_left_out() -> None:
    polled = LANTERNS.replace("No Abilities\n",
                              "Passive Start Night: Create `Lanterns` Poll in #Lanterns\n")
    t = translate_page(BEARER, {"group lanterns": polled})
    (u,) = t.untranslated
    assert u.construct == "Starting: joining (a group with abilities)"
    assert "abilities or rules of its own" in u.reason and "groups" not in t.role
    (v,) = translate_page(BEARER).untranslated
    assert "no --piece gives the group #Lanterns's text" in v.reason


def test_issue_39_item_4_a_starting_block_of_several_set_ups_is_translated_whole() -> None:
    page = ("**Hooded Wolf** | Werewolf Miscellaneous\n__Formalized__\nStarting:\n"
            "  • Join #Wolfpack\n  • Join #Lanterns\n  • Weakly Disguise @Self as `Citizen`\n"
            "  • Loyalty to `Werewolf` (Alignment)\n")
    t = translate_page(page, {"lanterns": LANTERNS})
    assert t.untranslated == ()
    assert t.role["pack"] is True and t.role["groups"] == ["lanterns"]
    assert t.role["disguise"] == {"as": "Citizen", "strength": "weak"}
    assert FIXED_ALIGNMENT in t.role["tags"]
    _loads(t.role)
    # one line the role file cannot say leaves the whole block out
    half = translate_page(page + "  • Apply `Gears` to @Self\n", {"lanterns": LANTERNS})
    assert [u.construct for u in half.untranslated] == ["Starting: applying"]
    assert not ({"pack", "groups", "disguise", "tags"} & set(half.role))


def test_issue_39_item_4_a_member_of_a_book_group_takes_its_shared_ability() -> None:
    text = "name: Candle Keeper\nteam: town\nsummary: A candle.\ngroups: [cult]\n"
    rules = load_texts([("keeper.yaml", text)])
    keeper = rules.role("Candle Keeper")
    assert keeper is not None and keeper.groups == ("cult",)
    # the cult's nightly attack (cult-member.5) is the group's: its members hold it
    assert [a.verb for a in keeper.abilities] == ["sacrifice"]
    problems = check_text("name: Stray\nteam: wolves\nsummary: A stray.\ngroups: [wolfpack]\n")
    assert any("joined with 'pack: yes'" in p.sentence for p in problems)
    problems = check_text("name: Stray\nteam: town\nsummary: A stray.\ngroups: [Big Den!]\n")
    assert any("is not lower-case letters" in p.sentence for p in problems)


def test_issue_39_item_4_a_starting_line_left_out_says_why() -> None:
    page = ("**Stoic** | Townsfolk Miscellaneous\n__Formalized__\n"
            "Starting: Protect @Self from `Attacks` by @(Role:Hunter) through Passive Defense"
            " (~UntilUse)\n"
            "Passive Start Night: Attack @Selection\n")
    t = translate_page(page)
    first, second = t.untranslated
    assert first.construct == "Starting: protecting"
    assert "a defence held from the start is translated" in first.reason
    # (a passive trigger is translated: what it runs is listed when it cannot be)
    assert second.construct == "killing: Attack (not @Self)"
    assert "@Self or @Others->RandomPlayer" in second.reason


def test_issue_39_item_4_the_common_blockers_say_why() -> None:
    page = ("**Drifter** | Unaligned Miscellaneous\n__Formalized__\nUnique Role\n"
            "Immediate Night: Target @Selection (Role)\n")
    t = translate_page(page)
    why = {u.construct: u.reason for u in t.untranslated}
    assert "team: Unaligned" not in why  # (the engine's unaligned, R34)
    assert "Unique Role" not in why  # (the role file's `unique`)
    assert "a held target of ours is a player" in why["targeting: Target (Role)"]
    extra = translate_page(page.replace("Unaligned", "Extra"))
    assert any("has no properties of its own yet (its unique)"
               in u.reason for u in extra.untranslated)


# ---------------------------------------------------------------------------- passive moments

DRUNKARD = """**Tippler** | Townsfolk Miscellaneous
__Formalized__
Passive End Night: Kill @Self [Condition: not (@(Role:Bartender) exists)]
"""

UNDERSTUDY = (
    "**Understudy** | Townsfolk Miscellaneous\n__Formalized__\n"
    "Passive: not (@(Role:Fortune-Teller) exists): Role Change @Self to `Fortune Teller`\n"
    "Passive Start Night: Protect @Self from `Attacks` through Passive Defense (~Phase) "
    "[Temporal: Night 2+, Quantity: 2]\n"
    "Passive Start Day: Learn `The cock crows.` [Temporal: Day 1]\n"
    "Passive End Day:\n"
    "  • Attack @Others->RandomPlayer\n"
    "  • Learn `Lightning strikes.`\n"
)


def test_issue_39_item_4_passive_end_night_is_a_night_end_trigger_with_its_condition() -> None:
    t = translate_page(DRUNKARD)
    assert t.untranslated == ()
    assert t.role["triggers"] == [{"moment": "night end", "targets": "self",
                                   "when": {"none_alive": "Bartender"},
                                   "effect": {"Slay": {"how": "kill"}}}]
    _loads(t.role)


def test_issue_39_item_4_each_passive_moment_and_its_restrictions() -> None:
    """`Passive` with a condition is a watch; `[Temporal: Night 2+]` the first phase (3),
    `[Temporal: Day 1]` the one phase (2), `[Quantity: 2]` two firings a game; a block of
    several lines is one trigger of several effects on one target."""
    t = translate_page(UNDERSTUDY)
    assert t.untranslated == ()
    watch, start_night, start_day, end_day = t.role["triggers"]
    assert watch == {"moment": "watch", "targets": "self",
                     "when": {"none_alive": "Fortune Teller"},
                     "effect": {"Become": {"role": "Fortune Teller"}}}
    assert start_night == {"moment": "night start", "targets": "self", "from_phase": 3,
                           "per_game": 2,
                           "effect": {"Protect": {"from": "attacks", "until": "phase"}}}
    assert start_day == {"moment": "day start", "targets": "none", "in_phase": 2,
                         "effect": {"Notice": {"tell": "The cock crows."}}}
    assert end_day == {"moment": "day end", "targets": "random", "restrictions": ["other role"],
                       "effect": ["Attack", {"Notice": {"tell": "Lightning strikes."}}]}
    _loads(t.role)


def test_issue_39_item_4_an_imported_passive_trigger_fires_in_a_seeded_game() -> None:
    """The Tippler, imported, dies by its own trigger at the end of Night 1 (no Bartender)."""
    t = translate_page(DRUNKARD)
    rules = load_texts([("tippler.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tippler"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Day 1":
        game.advance()
    assert not game.player("Bob").alive
    fired = [e for e in game.events if e.kind == "trigger_fired"]
    assert [(e.actor, e.rule, e.data["on"]) for e in fired] == [
        ("Bob", "custom: Tippler", "night end")]


def test_issue_39_item_4_a_passive_block_it_cannot_say_is_listed_whole() -> None:
    page = ("**Muddle** | Townsfolk Miscellaneous\n__Formalized__\n"
            "Passive: Role Change @Self to `Fortune Teller`\n"
            "Passive Start Night: Learn `@Target is here`\n"
            "Passive End Night: Kill @Self [Condition: $living > 3]\n"
            "Passive Start Night: Kill @Self [Temporal: Day 2]\n"
            "Passive Start Day: Role Change @Self to `Moon Dancer`\n"
            "Passive End Day:\n  • Kill @Self\n  • Attack @Others->RandomPlayer\n")
    t = translate_page(page)
    assert "triggers" not in t.role
    why = [(u.line, u.construct) for u in t.untranslated]
    assert why == [
        (3, "trigger: Passive (no condition)"),
        (4, "announcement: Learn (with values)"),
        (5, "restriction: ConditionCheck"),
        (6, "restriction: Temporal (another kind of phase)"),
        (7, "changing: Role (not a role of ours)"),
        (8, "trigger: Passive End Day (two targets)"),
    ]


def test_issue_39_item_4_each_passive_trigger_names_its_moment() -> None:
    """The seven passive triggers of the guide's table and the role file's moments."""
    moments = {
        "Passive Start Night": "night start", "Passive Start Day": "day start",
        "Passive Start Phase": "phase start", "Passive End Night": "night end",
        "Passive End Day": "day end", "Passive End Phase": "phase end",
    }
    lines = "".join(f"{k}: Learn `Tick.`\n" for k in moments)
    lines += "Passive: @(Role:Wolf) exists: Learn `Howls nearby.`\n"
    t = translate_page("**Clock** | Townsfolk Miscellaneous\n__Formalized__\n" + lines)
    assert t.untranslated == ()
    got = [(tr["moment"], tr["targets"]) for tr in t.role["triggers"]]
    assert got == [(m, "none") for m in moments.values()] + [("watch", "none")]
    assert t.role["triggers"][-1]["when"] == {"alive": "Wolf"}
    _loads(t.role)
