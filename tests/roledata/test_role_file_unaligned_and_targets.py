"""Role files grow (issue 39 item 4's vocabulary): a role of no team (``team: unaligned``), a
remembered target, a role dealt once at most; each shown in a seeded game, and each as the WWRF
import writes it from a page written here from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

import pytest
import yaml

from werewolves.engine.kernel import SetupError
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page
from werewolves.sim.match import BotMix, run_game

DRIFTER = """name: Drifter
team: unaligned
summary: Belongs to no side.
"""


def _to_night_1(game: Game) -> None:
    while game.phase != "Night 1":
        game.advance()


def test_r34_an_unaligned_role_file_stops_no_teams_win() -> None:
    """rule-alignments-unaligned.7: the wolves win with the unaligned Drifter still alive; a
    Citizen in the Drifter's seat keeps the game going."""
    rules = load_texts([("drifter.yaml", DRIFTER)])
    for role, over in (("Drifter", True), ("Citizen", False)):
        game = Game.new(Setup([("Ann", "Wolf"), ("Bob", role), ("Cid", "Citizen")]), 3,
                        rules=rules)
        _to_night_1(game)
        got = game.submit("Ann", "attack Cid")
        assert not isinstance(got, Refusal), got
        game.advance()
        assert game.player("Bob").alive
        assert game.over is over
        if over:
            assert game.outcome is not None and game.outcome.team == "wolves"
            # rule-alignments-unaligned.5: an unaligned player wins only by ascending
            assert "Bob" not in game.outcome.winners


def test_r34_a_team_no_rule_knows_is_still_reported() -> None:
    problems = check_text(DRIFTER.replace("unaligned", "drifters"))
    assert any("no team can reach the win condition" in p.sentence
               and "unaligned" in p.sentence for p in problems)


def test_issue_39_item_4_an_unaligned_page_imports_as_the_engines_unaligned() -> None:
    page = "**Wanderer** | Unaligned Miscellaneous\n__Formalized__\nNo Abilities\n"
    t = translate_page(page)
    assert t.untranslated == ()
    assert t.role["team"] == "unaligned"
    rules = load_texts([("wanderer.yaml", yaml.safe_dump(t.role))])
    role = rules.role("Wanderer")
    assert role is not None and role.team == "unaligned"


GRUDGE = """name: Grudge Keeper
team: town
summary: Names a player to take along when she dies.
abilities:
  - verb: grudge
    phase: any
    timing: immediate
    targets: {count: 1, self: no}
    effect:
      SetTarget: {tell: "You hold a grudge against {target}."}
triggers:
  - moment: death
    targets: target
    restrictions: [other role]
    effect: Attack
"""


def _grudge_game(marked: str) -> Game:
    rules = load_texts([("grudge.yaml", GRUDGE)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Grudge Keeper"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 5, rules=rules)
    got = game.submit("Bob", f"grudge {marked}")
    assert not isinstance(got, Refusal), got
    _to_night_1(game)
    got = game.submit("Ann", "attack Bob")
    assert not isinstance(got, Refusal), got
    game.advance()
    return game


def test_issue_39_item_4_a_held_target_is_kept_and_a_death_trigger_reaches_it() -> None:
    """The Grudge Keeper's target, set on Day 0, is the one her death trigger attacks on
    Night 1 (effects.SetTarget, the trigger's `targets: target`)."""
    game = _grudge_game("Ann")
    assert not game.player("Bob").alive and not game.player("Ann").alive
    other = _grudge_game("Cid")
    assert other.player("Ann").alive and not other.player("Cid").alive
    fired = [e for e in other.events if e.kind == "trigger_fired"]
    assert [e.targets for e in fired] == [["Cid"]]


def test_issue_39_item_4_a_held_target_is_the_last_one_set() -> None:
    rules = load_texts([("grudge.yaml", GRUDGE)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Grudge Keeper"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 5, rules=rules)
    assert not isinstance(game.submit("Bob", "grudge Cid"), Refusal)
    _to_night_1(game)
    assert not isinstance(game.submit("Bob", "grudge Dan"), Refusal)
    assert game.player("Bob").memory["held target"] == "Dan"
    # the user never names herself (self: no)
    assert isinstance(game.submit("Bob", "grudge Bob"), Refusal)


_SET = "Immediate: Target @Selection (Player Optional) [Condition: @Selection is not @Self, "
TARGETER = ("**Grudge Bearer** | Townsfolk Miscellaneous\n__Formalized__\n"
            + _SET + "Condition: not (@Target exists)] |targeting.target.player|\n"
            + _SET + "Condition: @Target exists] |silent:targeting.change.player|\n")


def test_issue_39_item_4_the_set_and_change_pair_is_one_set_target_ability() -> None:
    t = translate_page(TARGETER)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert (ab["verb"], ab["phase"], ab["timing"]) == ("target", "any", "immediate")
    assert ab["targets"] == {"count": 1, "self": False, "dead": False}
    assert "SetTarget" in ab["effect"]
    load_texts([("bearer.yaml", yaml.safe_dump(t.role))])
    # a dead player may be a target of the type `Dead`; a role may not
    dead = translate_page(TARGETER.replace("Player Optional", "Dead"))
    assert dead.role["abilities"][0]["targets"]["dead"] is True
    role = translate_page(TARGETER.replace("(Player Optional)", "(Role)"))
    assert [u.construct for u in role.untranslated] == ["targeting: Target (Role)"] * 2
    # a condition the role file's language cannot say keeps the line out (one it can say is
    # the ability's `if`: test_wwrf_import_conditions)
    odd = translate_page(TARGETER.replace("@Selection is not @Self", "$living > 3"))
    assert {u.construct for u in odd.untranslated} == {"restriction: ConditionCheck"}


AUGUR = """name: Augur
team: town
summary: Reads how threatening a player's role looks.
abilities:
  - verb: read
    phase: night
    timing: immediate
    targets: {count: 1}
    effect:
      Sort:
        reads: strong
        cases:
          - {group: wolfpack, category: Killing, tell: "{target} hunts with the pack."}
          - {side: wolves, tell: "{target} is a wolf, but not a hunter."}
          - {category: Killing, tell: "{target} is a threat."}
        tell: "{target} is no threat."
"""


def _augur_reads(target_role: str, reads: str = "strong") -> str:
    rules = load_texts([("augur.yaml", AUGUR.replace("reads: strong", f"reads: {reads}"))])
    game = Game.new(Setup([("Ann", "Augur"), ("Bob", target_role), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 7, rules=rules)
    _to_night_1(game)
    got = game.submit("Ann", "read Bob")
    assert not isinstance(got, Refusal), got
    (said,) = [e for e in game.events if e.kind == "investigation"]
    return game.text(said)


def test_issue_39_item_4_a_sort_tells_the_first_case_the_role_appears_to_fall_in() -> None:
    """effects.Sort: the cases are read in order against the role the target appears to have;
    the first that holds is told, the file's `tell` when none does."""
    assert _augur_reads("Wolf") == "Bob hunts with the pack."
    assert _augur_reads("Witch") == "Bob is a threat."
    assert _augur_reads("Citizen") == "Bob is no threat."


def test_issue_39_item_4_a_sort_reads_the_disguises_its_file_names() -> None:
    """`reads: strong`: the Sneaking Wolf's strong disguise as a Citizen fools it; with
    `reads: weak` it does not (sneaking-wolf.1)."""
    assert _augur_reads("Sneaking Wolf") == "Bob is no threat."
    # (a Miscellaneous wolf: the pack case asks for Killing as well)
    assert _augur_reads("Sneaking Wolf", "weak") == "Bob is a wolf, but not a hunter."


def test_issue_39_item_4_a_sorts_cases_are_checked_with_their_lines() -> None:
    bad = AUGUR.replace("{side: wolves,", "{sides: wolves,")
    problems = check_text(bad)
    assert any("'sides' is not a field of Looks" in p.sentence and p.line == 14
               for p in problems), problems
    listless = AUGUR.split("        cases:")[0] + "        cases: 3\n        tell: none\n"
    (problem,) = check_text(listless)
    assert "'cases' is a list of at most 16 maps, each with the fields of Looks" in \
        problem.sentence


OMEN_READER = """**Omen Reader** | Townsfolk Investigative
__Formalized__
Immediate Night:
  • Process:
    ‣ Attribute Investigate @Selection for `Lycan` (SD)
    ‣ Class Investigate @Selection (SD)
    ‣ Category Investigate @Selection (SD)
  • Evaluate:
    ‣ @Result2 is `Failure`: `The omens are silent`
    ‣ @Result1 is `Success`: `@Selection bears a wolf's omen`
    ‣ (@Result2 is `Solo[class]`) and (@Result3 is `Killing`[category]): `@Selection walks alone`
    ‣ Otherwise: `@Selection bears no omen`
"""


def test_issue_39_item_4_process_and_evaluate_of_investigations_import_as_a_sort() -> None:
    t = translate_page(OMEN_READER)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert (ab["phase"], ab["timing"]) == ("night", "immediate")
    sort = ab["effect"]["Sort"]
    assert sort["reads"] == "strong"
    # the failed investigation's case is the engine's (R17: it is not carried out)
    assert sort["cases"] == [
        {"lycan": True, "tell": "{target} bears a wolf's omen"},
        {"side": "solo", "category": "Killing", "tell": "{target} walks alone"},
    ]
    assert sort["tell"] == "{target} bears no omen"
    rules = load_texts([("omen.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Omen Reader"), ("Bob", "Citizen"), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 2, rules=rules)
    _to_night_1(game)
    assert not isinstance(game.submit("Ann", f"{ab['verb']} Bob"), Refusal)
    (said,) = [e for e in game.events if e.kind == "investigation"]
    assert game.text(said) == "Bob bears no omen"


def test_issue_39_item_4_an_evaluation_a_sort_cannot_say_is_listed() -> None:
    for old, new in (("Otherwise: `@Selection bears no omen`", "@Result1 is `Failure`: `x`"),
                     ("@Result1 is `Success`", "@Result1 is not `Success`"),
                     ("`@Selection walks alone`", "`@Selection walks with @Target`"),
                     ("Category Investigate @Selection (SD)", "Category Investigate @Self")):
        t = translate_page(OMEN_READER.replace(old, new))
        assert {u.construct for u in t.untranslated} == {"Process:", "Evaluate:"}, (old, new)
        assert t.role["abilities"] == []


def test_issue_39_item_4_a_unique_role_is_dealt_once_at_most() -> None:
    """`unique: yes` (WWRF's `Unique Role`): the setup check refuses a second holder."""
    rules = load_texts([("drifter.yaml", DRIFTER + "unique: yes\n")])
    once = [("Ann", "Wolf"), ("Bob", "Drifter"), ("Cid", "Citizen"), ("Dan", "Citizen")]
    game = Game.new(Setup(once), 1, rules=rules)
    assert game.player("Bob").role == "Drifter"
    twice = [*once[:3], ("Dan", "Drifter")]
    with pytest.raises(SetupError) as err:
        Game.new(Setup(twice), 1, rules=rules)
    assert "The Drifter may be dealt once at most; this setup deals it 2 times." in str(err.value)
    # without the key, two are dealt
    plain = load_texts([("drifter.yaml", DRIFTER)])
    assert Game.new(Setup(twice), 1, rules=plain).player("Dan").role == "Drifter"


def test_issue_39_item_4_a_unique_role_page_imports_with_unique() -> None:
    page = "**Lone Bell** | Townsfolk Miscellaneous\n__Formalized__\nUnique Role\nNo Abilities\n"
    t = translate_page(page)
    assert t.untranslated == () and t.role["unique"] is True
    rules = load_texts([("bell.yaml", yaml.safe_dump(t.role))])
    with pytest.raises(SetupError):
        Game.new(Setup([("Ann", "Wolf"), ("Bob", "Lone Bell"), ("Cid", "Lone Bell"),
                        ("Dan", "Citizen")]), 1, rules=rules)


def test_issue_39_item_2_a_trigger_on_a_held_target_no_ability_sets_is_reported() -> None:
    lonely = GRUDGE.split("abilities:")[0] + "triggers:" + GRUDGE.split("triggers:")[1]
    (problem,) = check_text(lonely)
    assert problem.line == 6  # (its targets key)
    assert "aims at the held target, but no ability of this role sets one" in problem.sentence
    assert check_text(GRUDGE) == []


DIVINER = """name: Diviner
team: town
summary: Guesses a player's role.
abilities:
  - verb: divine
    phase: night
    timing: immediate
    targets: {count: 1}
    limits: {per_phase: 2}
    picks: role
    effect:
      Guess: {right: "{target} is the {role}.", wrong: "{target} is not the {role}."}
"""


def test_ruling_rm48_a_role_files_guess_names_any_dealable_role_and_is_told() -> None:
    """`picks: role`: the ability names a role after its player (any role a player can be
    dealt: ruling RM48), and Guess tells whether the player appears to hold it."""
    rules = load_texts([("diviner.yaml", DIVINER)])
    game = Game.new(Setup([("Ann", "Diviner"), ("Bob", "Wolf"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 4, rules=rules)
    _to_night_1(game)
    assert not isinstance(game.submit("Ann", "divine Bob Wolf"), Refusal)
    # a role nobody was dealt in this game may be named too (the list stays hidden)
    assert not isinstance(game.submit("Ann", "divine Cid Witch"), Refusal)
    said = [game.text(e) for e in game.events if e.kind == "investigation"]
    assert said == ["Bob is the Wolf.", "Cid is not the Witch."]
    assert isinstance(game.submit("Dan", "divine Bob Wolf"), Refusal)


def test_issue_39_item_2_picks_need_a_fixed_number_of_players() -> None:
    (problem,) = check_text(DIVINER.replace("{count: 1}", "{min: 0, max: 1}"))
    assert "an ability with picks names a fixed number of players" in problem.sentence
    (problem,) = check_text(DIVINER.replace("picks: role", "picks: colour"))
    assert "'picks' is one of: role" in problem.sentence


SOOTHSAYER = """**Soothsayer** | Townsfolk Investigative
__Formalized__
Immediate Night:
  • Action: ⟨x2⟩
  • Process: Role Investigate @Selection (SD)
  • Evaluate:
    ‣ @Result is `Failure`: `The smoke hides them`
    ‣ @Result is @SecondarySelection[role]: `@Selection is indeed the @SecondarySelection`
    ‣ Otherwise: `@Selection is not the @SecondarySelection[role]`
"""


def test_issue_39_item_4_an_evaluation_of_a_named_role_imports_as_a_guess() -> None:
    t = translate_page(SOOTHSAYER)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert ab["picks"] == "role" and ab["limits"] == {"per_phase": 2}
    assert ab["effect"] == {"Guess": {"reads": "strong",
                                      "right": "{target} is indeed the {role}",
                                      "wrong": "{target} is not the {role}"}}
    rules = load_texts([("sooth.yaml", yaml.safe_dump(t.role))])
    game = Game.new(Setup([("Ann", "Soothsayer"), ("Bob", "Sneaking Wolf"), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 4, rules=rules)
    _to_night_1(game)
    assert not isinstance(game.submit("Ann", "guess Bob Citizen"), Refusal)
    assert not isinstance(game.submit("Ann", "guess Cid Wolf"), Refusal)
    said = [game.text(e) for e in game.events if e.kind == "investigation"]
    # (SD): the Sneaking Wolf's strong disguise as a Citizen fools it (sneaking-wolf.1)
    assert said == ["Bob is indeed the Citizen", "Cid is indeed the Wolf"]
    other = translate_page(SOOTHSAYER.replace("@Result is @SecondarySelection[role]",
                                              "@Result is @Target"))
    assert {u.construct for u in other.untranslated} == {"ActionLine:", "Process:", "Evaluate:"}


CENSER = """name: Censer Bearer
team: town
summary: Swings a censer at a player at night.
abilities:
  - verb: cense
    phase: night
    timing: end
    targets: {count: 1, self: no}
    effect:
      CaseAttack:
        hit: [{lycan: yes}, {side: wolves}]
        backfire_on: [{side: town}]
        tell: "The smoke passed {target} by."
"""


def _censed(role: str) -> Game:
    rules = load_texts([("censer.yaml", CENSER), ("drifter.yaml", DRIFTER)])
    game = Game.new(Setup([("Ann", "Censer Bearer"), ("Bob", role), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 6,
                    rules=rules)
    _to_night_1(game)
    assert not isinstance(game.submit("Ann", "cense Bob"), Refusal)
    game.advance()
    return game


def test_issue_39_item_4_a_case_attack_hits_backfires_or_spares_by_what_the_target_is() -> None:
    """effects.CaseAttack: the cases are read on the target as they are (the Sneaking Wolf's
    disguise hides nothing): a wolf is attacked, a townsperson kills the user instead (a
    death that is no attack), anyone else is spared."""
    hit = _censed("Sneaking Wolf")
    assert not hit.player("Bob").alive and hit.player("Ann").alive
    backfired = _censed("Citizen")
    assert backfired.player("Bob").alive and not backfired.player("Ann").alive
    assert "attack_backfired" in [e.kind for e in backfired.events]
    spared = _censed("Drifter")  # (unaligned: neither a wolf nor the town)
    assert spared.player("Bob").alive and spared.player("Ann").alive
    assert "attack_spared" in [e.kind for e in spared.events]


def test_issue_39_item_3_a_case_attack_may_not_name_its_own_event_kinds() -> None:
    named = CENSER.replace("        tell:", "        backfire: death\n        tell:")
    (problem,) = check_text(named)
    assert "the fields of CaseAttack name a value it does not know" in problem.sentence


EXORCIST_PAGE = """**Bell Ringer** | Townsfolk Killing
__Formalized__
End Night:
  • @Selection->Attr(Lycan) exists: Attack @Selection
  • @Selection->Alignment is `Werewolf`[alignment]: Attack @Selection
  • @Selection->Alignment is `Townsfolk`[alignment]: True Kill @Self
  • Otherwise: `Failure`
"""


def test_issue_39_item_4_conditional_attack_lines_import_as_a_case_attack() -> None:
    t = translate_page(EXORCIST_PAGE)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert (ab["phase"], ab["timing"]) == ("night", "end")
    assert ab["effect"]["CaseAttack"]["hit"] == [{"lycan": True}, {"side": "wolves"}]
    assert ab["effect"]["CaseAttack"]["backfire_on"] == [{"side": "town"}]
    load_texts([("bell.yaml", yaml.safe_dump(t.role))])
    # a backfire read before an attack would change which wins: listed, not translated
    swapped = EXORCIST_PAGE.replace(
        "  • @Selection->Alignment is `Townsfolk`[alignment]: True Kill @Self\n", "").replace(
        "End Night:\n", "End Night:\n  • @Selection->Alignment is `Townsfolk`[alignment]: "
        "True Kill @Self\n")
    kinds = {u.construct for u in translate_page(swapped).untranslated}
    # (conditional lines in another order are read as the ability's cases, in order, by
    # import_conditions.py; this block stays listed there, as a true kill of the user is no
    # effect on the player chosen)
    assert kinds == {"killing: True Kill"}
    assert translate_page(swapped).role["abilities"] == []
    # so would a line that fails under a condition before an attack's
    spared_first = EXORCIST_PAGE.replace("End Night:\n", "End Night:\n  • @Selection->Alignment "
                                         "is `Unaligned`[alignment]: `Failure`\n")
    assert translate_page(spared_first).untranslated


def test_issue_39_item_3_bots_play_the_new_constructs_with_no_refusal() -> None:
    """The held target, Sort, the guess, CaseAttack, the unaligned and unique roles, in seeded
    bot games: every move the bots make is accepted, and the same seed plays the same game."""
    rules = load_texts([("grudge.yaml", GRUDGE), ("augur.yaml", AUGUR),
                        ("diviner.yaml", DIVINER), ("censer.yaml", CENSER),
                        ("drifter.yaml", DRIFTER + "unique: yes\n")])
    seats = list(zip(["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"],
                     ["Grudge Keeper", "Augur", "Wolf", "Diviner", "Censer Bearer", "Drifter",
                      "Wolf", "Citizen"], strict=True))
    for seed in range(4):
        first = run_game(Setup(seats), seed, BotMix(), rules=rules)
        assert first.refusals == 0
        assert run_game(Setup(seats), seed, BotMix(), rules=rules) == first


def test_issue_39_item_4_a_role_that_requires_another_is_never_dealt_without_it() -> None:
    """`requires` (WWRF's `Require:`): the setup check refuses a setup that deals the role
    without each role it requires; one that deals none of it is not asked."""
    rules = load_texts([("drifter.yaml", DRIFTER + "requires: [witch]\n")])
    alone = [("Ann", "Wolf"), ("Bob", "Drifter"), ("Cid", "Citizen"), ("Dan", "Citizen")]
    with pytest.raises(SetupError) as err:
        Game.new(Setup(alone), 1, rules=rules)
    assert "A setup that deals the Drifter must deal the Witch too." in str(err.value)
    paired = [*alone[:3], ("Dan", "Witch")]
    assert Game.new(Setup(paired), 1, rules=rules).player("Bob").role == "Drifter"
    without = [("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Citizen")]
    assert Game.new(Setup(without), 1, rules=rules).over is False
    (problem,) = check_text(DRIFTER + "requires: Witch\n")
    assert "'requires' is a list of at most 8 role names" in problem.sentence
    (problem,) = check_text(DRIFTER + "requires: [Drifter]\n")
    assert "a role cannot require itself" in problem.sentence


def test_issue_39_item_4_a_require_line_imports_as_requires() -> None:
    page = ("**Apprentice Tinker** | Townsfolk Miscellaneous\n__Formalized__\n"
            "Require: `Witch`\nNo Abilities\n")
    t = translate_page(page)
    assert t.untranslated == () and t.role["requires"] == ["Witch"]
    rules = load_texts([("tinker.yaml", yaml.safe_dump(t.role))])
    with pytest.raises(SetupError):
        Game.new(Setup([("Ann", "Wolf"), ("Bob", "Apprentice Tinker"), ("Cid", "Citizen"),
                        ("Dan", "Citizen")]), 1, rules=rules)
