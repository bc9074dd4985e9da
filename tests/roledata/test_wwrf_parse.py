"""Issue 39 item 4, first step: the WWRF reader (werewolves.roledata.wwrf).

Every snippet here is written for this file from the grammar of the language's guides (the
invented roles and attributes are ours); none is taken from the incumbent's role book.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolves.roledata import wwrf
from werewolves.roledata.wwrf import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_LINE,
    ActionLine,
    Announcement,
    Applying,
    Ascension,
    AttributeCheck,
    Block,
    Branch,
    Cancelling,
    Changing,
    Choices,
    Comparison,
    ConditionCheck,
    ConversationReset,
    Copying,
    Counting,
    Directive,
    Disbanding,
    Disguising,
    Displaying,
    Do,
    Emitting,
    Evaluate,
    Exists,
    Feedback,
    Field,
    Flag,
    ForEach,
    Formalization,
    Granting,
    HostInfo,
    Investigating,
    Joining,
    Junction,
    Killing,
    Literal,
    Loyalty,
    Manipulating,
    Not,
    Number,
    Obstructing,
    Outcome,
    PollAbility,
    Process,
    Protecting,
    Quantity,
    Ratio,
    Redirecting,
    Ref,
    Selector,
    Shuffling,
    Status,
    Succession,
    Sum,
    Switching,
    Targeting,
    Temporal,
    Trigger,
    Unparsed,
    Variable,
    Whispering,
    Word,
    WWRFRefused,
    iter_nodes,
    parse_formalized,
    parse_page,
    parse_with_pieces,
    references,
)


def block(text: str, i: int = 0) -> Block:
    item = parse_formalized(text).items[i]
    assert isinstance(item, Block), item
    return item


def stmt(text: str) -> object:
    """The first statement of the first block."""
    return block(text).body[0]


def ability(line: str) -> object:
    """The ability of ``Immediate Night: <line>``; fails the test if the line is Unparsed."""
    s = stmt(f"Immediate Night: {line}")
    assert isinstance(s, Do), s
    return s.ability


def reason(text: str) -> str:
    """The reason of the only Unparsed line in ``text``."""
    unparsed = parse_formalized(text).unparsed
    assert len(unparsed) == 1, unparsed
    return unparsed[0].reason


def sel(name: str) -> Ref:
    return Ref(Selector("@", name))


def lit(text: str) -> Ref:
    return Ref(Literal(text))


# --------------------------------------------------------------------------------------------
# triggers


@pytest.mark.parametrize(
    ("head", "prompting"),
    [
        ("Immediate Night", True),
        ("End Night", True),
        ("Start Day", True),
        ("Pre-End Day", True),
        ("Third Pre-End Night", True),
        ("Immediate", True),
        ("Passive Start Night", False),
        ("Passive End Phase", False),
        ("Passive", False),
        ("Starting", False),
        ("On Death", False),
        ("On Killed", False),
        ("On Lynch", False),
        ("On Partial Defense", False),
        ("On Poll Closed", False),
        ("On Role Change", False),
        ("On Removal", False),
        ("On Assigned", False),
    ],
)
def test_reads_fixed_triggers(head: str, prompting: bool) -> None:
    b = block(f"{head}: Attack @Selection")
    assert b.trigger == Trigger(head)
    assert isinstance(b.trigger, Trigger) and b.trigger.prompting is prompting


def test_reads_a_trigger_with_a_player_subject() -> None:
    b = block("On @(Attr:Lantern) Death: Learn `A lantern went out`")
    assert b.trigger == Trigger(
        "On {Player} Death", Ref(Selector("@", "", (wwrf.QueryTerm("Attr", "Lantern"),)))
    )
    assert block("On @Target Killed: Ascend").trigger == Trigger(
        "On {Player} Killed", sel("Target")
    )
    assert block("On @All Changed: Ascend").trigger == Trigger("On {Player} Changed", sel("All"))


def test_visit_and_action_triggers_take_an_ability_filter() -> None:
    b = block("On Visited [!Investigating]: Cancel with Failure")
    assert b.trigger == Trigger("On Visited", filter=wwrf.AbilityFilter("Investigating", True))
    b = block("On @Target Action [Role Changing]: Ascend")
    assert b.trigger == Trigger(
        "On {Player} Action", sel("Target"), wwrf.AbilityFilter("Role Changing")
    )
    b = block("On Any Action [Attack Killing]: Descend")
    assert b.trigger == Trigger("On Any Action", filter=wwrf.AbilityFilter("Attack Killing"))
    assert block("On Visit: Descend").trigger == Trigger("On Visit")
    # a filter names an ability type of the guide
    assert "unknown ability type" in reason("On Visited [Sneezing]: Ascend")


def test_reads_poll_emitted_and_choice_triggers() -> None:
    assert block("On Poll `Lynch` Win: Ascend").trigger == Trigger(
        "On Poll {Poll} Win", lit("Lynch")
    )
    assert block("On `Ring` Emitted: Ascend").trigger == Trigger("On {String} Emitted", lit("Ring"))
    b = block("On `Ring` End Emitted: Ascend")
    assert b.trigger == Trigger("On {String} End Emitted", lit("Ring"))
    b = block("Choice `Bell` Chosen: Learn `Ding`")
    assert b.trigger == Trigger("Choice {Option} Chosen", lit("Bell"))
    assert block("Choice Chosen: Ascend").trigger == Trigger("Choice Chosen")


def test_an_unknown_trigger_is_unparsed_but_its_body_is_read() -> None:
    b = block("At Midnight:\n  • Attack @Selection")
    assert isinstance(b.trigger, Unparsed)
    assert b.trigger.reason == "unknown trigger: At Midnight"
    assert b.trigger.line == 1
    assert b.body == (Do(2, Killing("Attack", sel("Selection"))),)


# --------------------------------------------------------------------------------------------
# abilities


@pytest.mark.parametrize(
    ("line", "subtype"),
    [
        ("Attack @Selection", "Attack"),
        ("Kill @Selection", "Kill"),
        ("Lynch @Selection", "Lynch"),
        ("True Kill @Selection", "True Kill"),
        ("Banish @Selection", "Banish"),
        ("True Banish @Selection", "True Banish"),
    ],
)
def test_reads_killing(line: str, subtype: str) -> None:
    assert ability(line) == Killing(subtype, sel("Selection"))


def test_reads_investigating() -> None:
    assert ability("Role Investigate @Selection (WD, SD)") == Investigating(
        "Role", sel("Selection"), disguises=("WD", "SD")
    )
    assert ability("Alignment Investigate @Target") == Investigating("Alignment", sel("Target"))
    assert ability("Class Investigate @Target (SD)") == Investigating(
        "Class", sel("Target"), disguises=("SD",)
    )
    assert ability("Attribute Investigate @Selection for `Glowing` (SD)") == Investigating(
        "Attribute", sel("Selection"), lit("Glowing"), ("SD",)
    )
    assert ability("Investigate `Lamplighter` Count (WD)") == Investigating(
        "Count", lit("Lamplighter"), disguises=("WD",)
    )
    assert ability("Investigate @(Attr:Glowing) Player Count") == Investigating(
        "Player Count", Ref(Selector("@", "", (wwrf.QueryTerm("Attr", "Glowing"),)))
    )
    assert "investigation" in reason("Immediate Night: Colour Investigate @Selection")


def test_reads_targeting() -> None:
    assert ability("Target @Selection (Player Optional)") == Targeting(
        "Target", sel("Selection"), "Player Optional"
    )
    assert ability("Target @Selection") == Targeting("Target", sel("Selection"))
    assert ability("Untarget") == Targeting("Untarget")


def test_reads_disguising() -> None:
    assert ability("Strongly Disguise @Self as `Lamplighter` (~NextNight)") == Disguising(
        "Strongly", sel("Self"), lit("Lamplighter"), "NextNight"
    )
    assert ability("Weakly Disguise @Selection as @SecondarySelection") == Disguising(
        "Weakly", sel("Selection"), sel("SecondarySelection")
    )


def test_reads_protecting() -> None:
    assert ability(
        "Protect @Target from `Attacks` through Active Defense (~NextNight)"
    ) == Protecting("Active", sel("Target"), "Attacks", duration="NextNight")
    line = (
        "Protect @Self from `Attacks & Lynches` by @(Attr:Glowing) "
        "through Passive Defense during Night"
    )
    assert ability(line) == Protecting(
        "Passive",
        sel("Self"),
        "Attacks & Lynches",
        by=Ref(Selector("@", "", (wwrf.QueryTerm("Attr", "Glowing"),))),
        phase="Night",
    )
    assert ability(
        "Protect @Self from `Kills` through Absence at #lighthouse (~UntilUse)"
    ) == Protecting(
        "Absence",
        sel("Self"),
        "Kills",
        location=Ref(Selector("#", "lighthouse")),
        duration="UntilUse",
    )
    assert ability("Protect @Self from `All` through Recruitment Defense").subtype == "Recruitment"
    assert "killing filter" in reason(
        "Immediate Night: Protect @Self from `Hugs` through Active Defense"
    )
    assert "defence" in reason("Immediate Night: Protect @Self from `Kills` through Magic Defense")


def test_reads_applying_attributes() -> None:
    assert ability("Apply `Glowing` to @Selection (~Persistent) (Dim, $phase)") == Applying(
        "Add",
        lit("Glowing"),
        sel("Selection"),
        "Persistent",
        (Ref(Word("Dim")), Ref(Variable("phase"))),
    )
    # the WWRF guide's own spelling of an add applying
    assert ability("Add `Glowing` to @Self") == Applying("Add", lit("Glowing"), sel("Self"))
    assert ability("Remove `Glowing:Self` from @All") == Applying(
        "Remove", lit("Glowing:Self"), sel("All")
    )
    assert ability("Change @ThisAttr value `1` to `Bright` for @Self") == Applying(
        "Change", sel("ThisAttr"), sel("Self"), values=(lit("Bright"),), index=lit("1")
    )


def test_reads_redirecting() -> None:
    assert ability("Redirect `all` to @Target (~Phase)") == Redirecting(
        lit("all"), sel("Target"), duration="Phase"
    )
    assert ability("Redirect `Killing` from @(Class:Werewolf) to @Self") == Redirecting(
        lit("Killing"), sel("Self"), Ref(Selector("@", "", (wwrf.QueryTerm("Class", "Werewolf"),)))
    )


def test_reads_manipulating_voting_power() -> None:
    assert ability("Manipulate @Self's `private voting power` to `3`") == Manipulating(
        "Absolute", sel("Self"), "private", lit("3")
    )
    assert ability(
        "Manipulate @Selection's special public voting power by -1 (~NextDay)"
    ) == Manipulating("Relative", sel("Selection"), "special public", Ref(Number("-1")), "NextDay")
    assert "voting power" in reason("Immediate Night: Manipulate @Self's `loud voice` to `2`")


def test_reads_polls() -> None:
    assert ability("Create `Beacon` Poll in #lighthouse as `Signal`") == PollAbility(
        "Creation",
        poll=lit("Beacon"),
        location=Ref(Selector("#", "lighthouse")),
        name=lit("Signal"),
    )
    assert ability("Create Poll in #voting_booth") == PollAbility(
        "Creation", location=Ref(Selector("#", "voting_booth"))
    )
    assert ability("Add `Beacon` Poll") == PollAbility("Addition", poll=lit("Beacon"))
    assert ability("Cancel `Beacon` Poll") == PollAbility("Cancellation", poll=lit("Beacon"))
    assert ability("Delete `Beacon` Poll") == PollAbility("Deletion", poll=lit("Beacon"))
    assert ability("Manipulate `Lynch` Poll (@Selection is `Unvotable`)") == PollAbility(
        "Manipulation", poll=lit("Lynch"), target=sel("Selection"), manipulation="Unvotable"
    )
    assert ability(
        "Manipulate `Lynch` Poll (@Selection has `3` hidden votes) (~Phase)"
    ) == PollAbility(
        "Votes",
        poll=lit("Lynch"),
        target=sel("Selection"),
        manipulation="hidden votes",
        count=lit("3"),
        duration="Phase",
    )


def test_reads_whispering_joining_granting_loyalty() -> None:
    assert ability("Whisper to #lighthouse as `Keeper` (~Phase)") == Whispering(
        Ref(Selector("#", "lighthouse")), lit("Keeper"), "Phase"
    )
    assert ability("Join #Keepers as `Owner`") == Joining(
        "Add", Ref(Selector("#", "Keepers")), membership=lit("Owner")
    )
    assert ability("Leave #Keepers") == Joining("Remove", Ref(Selector("#", "Keepers")))
    assert ability("Add @Selection to #Keepers (~NextDay)") == Joining(
        "Add", Ref(Selector("#", "Keepers")), sel("Selection"), duration="NextDay"
    )
    assert ability("Remove @Selection from #Keepers") == Joining(
        "Remove", Ref(Selector("#", "Keepers")), sel("Selection")
    )
    assert ability("Grant `Lamp Bearer` to @Selection") == Granting(
        "Add", lit("Lamp Bearer"), sel("Selection")
    )
    assert ability("Revoke @ThisAttr from @Target") == Granting(
        "Remove", sel("ThisAttr"), sel("Target")
    )
    assert ability("Transfer `Lamp Bearer` from @Self to @Target") == Granting(
        "Transfer", lit("Lamp Bearer"), sel("Target"), sel("Self")
    )
    assert ability("Loyalty to `Keepers` (Group)") == Loyalty("Group", lit("Keepers"))
    assert "unknown ability" in reason("Immediate Night: Loyalty to `Keepers` (Friendship)")


def test_reads_obstructing() -> None:
    assert ability("Obstruct @Selection (~Phase)") == Obstructing(
        sel("Selection"), duration="Phase"
    )
    assert ability("Obstruct !Killing for @Selection") == Obstructing(sel("Selection"), "!Killing")
    assert ability(
        "Obstruct Role Investigating for @Self ⇒ `Lamplighter` (~NextNight)"
    ) == Obstructing(sel("Self"), "Role Investigating", "`Lamplighter`", "NextNight")
    assert "ability type" in reason("Immediate Night: Obstruct Dancing for @Self")


def test_reads_announcements_and_changing() -> None:
    assert ability("Learn `The lamp is lit`") == Announcement("Learn", lit("The lamp is lit"))
    assert ability("Know `Secret`") == Announcement("Know", lit("Secret"))
    assert ability("Announce `@Self lit the lamp`") == Announcement(
        "Announce", lit("@Self lit the lamp")
    )
    assert ability("Reveal `Lit` to #lighthouse") == Announcement(
        "Reveal", lit("Lit"), Ref(Selector("#", "lighthouse"))
    )
    assert ability("Role Change @Self to `Lamplighter`") == Changing(
        "Role", sel("Self"), lit("Lamplighter")
    )
    assert ability("Alignment Change @Selection to @Self->Alignment") == Changing(
        "Alignment", sel("Selection"), Ref(Selector("@", "Self"), ("Alignment",))
    )
    assert ability("Group Change @Self to `Keepers`") == Changing(
        "Group", sel("Self"), lit("Keepers")
    )


def test_reads_choices() -> None:
    assert ability("`Lamp` Choice Creation (Light, Douse)") == Choices(
        "Creation", lit("Lamp"), (Ref(Word("Light")), Ref(Word("Douse")))
    )
    assert ability("`Lamp` Choice Creation for @Target (Light Up, Douse)") == Choices(
        "Creation", lit("Lamp"), (Ref(Word("Light Up")), Ref(Word("Douse"))), sel("Target")
    )
    assert ability("`Lamp` Choice Choose @Chosen") == Choices(
        "Choosing", lit("Lamp"), option=sel("Chosen")
    )


def test_reads_the_smaller_ability_types() -> None:
    assert ability("Ascend") == Ascension("Ascend")
    assert ability("Descend") == Ascension("Descend")
    assert ability("Disband") == Disbanding()
    assert ability("Disband #Keepers") == Disbanding(Ref(Selector("#", "Keepers")))
    assert ability("Copy @Selection (Suppressed)") == Copying(sel("Selection"), True)
    assert ability("Copy @Selection") == Copying(sel("Selection"))
    assert ability("Conversation Reset") == ConversationReset()
    assert ability("Conversation Reset `Lamp Bearer`") == ConversationReset(lit("Lamp Bearer"))
    assert ability("Cancel") == Cancelling()
    assert ability("Cancel with Success") == Cancelling(Ref(Word("Success")))
    assert ability("Switch with @Selection") == Switching(sel("Selection"))
    assert ability("Shuffle @Selection @SecondarySelection") == Shuffling(
        (sel("Selection"), sel("SecondarySelection"))
    )
    assert ability("Emit `Ring` for @(Class:Townsfolk)").subtype == "Emit"
    assert ability("End Emit `Ring`") == Emitting("End Emit", lit("Ring"))


def test_reads_counting() -> None:
    assert ability("Increment Counter") == Counting("Increment")
    assert ability("Decrement Counter for #Keepers") == Counting(
        "Decrement", Ref(Selector("#", "Keepers"))
    )
    assert ability("Increment Counter by round $living/4 for #Keepers") == Counting(
        "Increment",
        Ref(Selector("#", "Keepers")),
        Ratio(Ref(Variable("living")), Ref(Number("4")), "round"),
    )
    assert ability("Set Counter to floor $total/3 for @ThisAttr") == Counting(
        "Set", sel("ThisAttr"), Ratio(Ref(Variable("total")), Ref(Number("3")), "floor")
    )
    assert ability("Set Counter to 2") == Counting("Set", None, Ref(Number("2")))
    assert "division" in reason("Immediate Night: Set Counter to floor 3")


def test_reads_displays_outcomes_and_feedback() -> None:
    assert ability("Display `Lamps` (yes, Counter)") == Displaying(
        "Create", lit("Lamps"), (Ref(Word("yes")), Ref(Word("Counter")))
    )
    assert ability("Update `Lamps` value `1` to `no`") == Displaying(
        "Change", lit("Lamps"), index=lit("1"), new=lit("no")
    )
    for word in ("Success", "Failure", "Continue"):
        assert ability(word) == Outcome(word)
    assert ability("*Nothing*") == Outcome("Nothing")
    assert ability("`Nothing happened`") == Feedback(lit("Nothing happened"))
    assert ability("@Result") == Feedback(sel("Result"))


def test_one_unparsed_a_line_with_every_reason() -> None:
    (u,) = parse_formalized("At Midnight: Juggle @Selection").unparsed
    assert u == Unparsed(
        1, "At Midnight: Juggle @Selection", "unknown trigger: At Midnight; unknown ability: Juggle"
    )


def test_an_unknown_ability_is_unparsed_with_its_word() -> None:
    f = parse_formalized("Starting: Juggle @Selection\nEnd Night: Attack @Selection")
    assert f.unparsed == (Unparsed(1, "Starting: Juggle @Selection", "unknown ability: Juggle"),)
    assert isinstance(f.items[1], Block) and isinstance(f.items[1].body[0], Do)


# --------------------------------------------------------------------------------------------
# values: selectors and constants


def test_reads_advanced_selectors_with_negation_and_several_fields() -> None:
    v = ability("Attack @(Class:Townsfolk,Attr:!Glowing,AliveOnly:False)").target
    assert v == Ref(
        Selector(
            "@",
            "",
            (
                wwrf.QueryTerm("Class", "Townsfolk"),
                wwrf.QueryTerm("Attr", "Glowing", negated=True),
                wwrf.QueryTerm("AliveOnly", "False"),
            ),
        )
    )
    assert reason("Immediate Night: Attack @(Colour:Red)") == "unknown selector field Colour"


def test_reads_selector_sigils() -> None:
    assert ability("Apply `Glowing` to &Townsfolk").target == Ref(Selector("&", "Townsfolk"))
    assert ability("Apply `Glowing` to &(Attr:!Glowing)").target == Ref(
        Selector("&", "", (wwrf.QueryTerm("Attr", "Glowing", True),))
    )
    assert ability("Target ^(Cat:Killing) (Role)").target == Ref(
        Selector("^", "", (wwrf.QueryTerm("Cat", "Killing"),))
    )
    assert ability("Join #Lamp-Keepers").group == Ref(Selector("#", "Lamp-Keepers"))
    assert ability("Attack %Player2%").target == Ref(HostInfo("Player2"))
    assert ability("Attack @ID:1234").target == Ref(Selector("@", "ID:1234"))
    assert reason("Immediate Night: Attack @Somebody") == "unknown selector @Somebody"
    assert "unknown variable" in reason("Immediate Night: Set Counter to $everyone")


def test_reads_property_access_and_annotations() -> None:
    v = ability("Learn @Selection->Attr(Glowing)->Value2").info
    assert v == Ref(Selector("@", "Selection"), ("Attr(Glowing)", "Value2"))
    # the arrow is not part of a group's name
    c = block("End Night: Attack @Selection [Condition: #Keepers->Members->Count > 1]").body[0]
    assert isinstance(c, Do)
    check = c.params.restrictions[0]
    assert isinstance(check, ConditionCheck)
    assert check.condition == Comparison(
        Ref(Selector("#", "Keepers"), ("Members", "Count")), ">", Ref(Number("1"))
    )
    s = stmt("Immediate Night:\n  • @SecondarySelection[role] is `Lamplighter`[role]: Success")
    assert isinstance(s, Branch)
    assert s.condition == Comparison(
        Ref(Selector("@", "SecondarySelection"), (), "role"),
        "is",
        Ref(Literal("Lamplighter"), (), "role"),
    )


def test_reads_lists_and_ratios() -> None:
    s = stmt("Immediate Night:\n  • @Selection->Role is part of `Lamplighter`+`Keeper`: Success")
    assert isinstance(s, Branch)
    assert s.condition == Comparison(
        Ref(Selector("@", "Selection"), ("Role",)),
        "is part of",
        Sum((lit("Lamplighter"), lit("Keeper"))),
    )
    assert "nothing beside" in reason("Immediate Night: Attack @Selection+")


# --------------------------------------------------------------------------------------------
# conditions


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("@Target exists", Exists(sel("Target"))),
        ("@Self has `Glowing`", Comparison(sel("Self"), "has", lit("Glowing"))),
        ("@Selection is @Self", Comparison(sel("Selection"), "is", sel("Self"))),
        ("@Selection is not @Self", Comparison(sel("Selection"), "is not", sel("Self"))),
        (
            "@Target is in #Keepers",
            Comparison(sel("Target"), "is in", Ref(Selector("#", "Keepers"))),
        ),
        ("@Self is part of @All", Comparison(sel("Self"), "is part of", sel("All"))),
        (
            "@Self->Counter > 0",
            Comparison(Ref(Selector("@", "Self"), ("Counter",)), ">", Ref(Number("0"))),
        ),
        ("$living < 5", Comparison(Ref(Variable("living")), "<", Ref(Number("5")))),
        ("$haunting is False", Comparison(Ref(Variable("haunting")), "is", Ref(Word("False")))),
        ("not (@Target exists)", Not(Exists(sel("Target")))),
        (
            "(@Target exists) and (not (@Self has `Glowing`))",
            Junction(
                (Exists(sel("Target")), Not(Comparison(sel("Self"), "has", lit("Glowing")))),
                ("and",),
            ),
        ),
        (
            "(@Target exists) or (@Self exists) and ($living > 3)",
            Junction(
                (
                    Exists(sel("Target")),
                    Exists(sel("Self")),
                    Comparison(Ref(Variable("living")), ">", Ref(Number("3"))),
                ),
                ("or", "and"),
            ),
        ),
    ],
)
def test_reads_conditions(text: str, expected: object) -> None:
    b = block(f"End Night: Attack @Selection [Condition: {text}]")
    d = b.body[0]
    assert isinstance(d, Do)
    assert d.params.restrictions == (ConditionCheck(expected),)  # type: ignore[arg-type]


def test_a_bad_condition_is_unparsed() -> None:
    assert "not a condition" in reason("End Night: Attack @Selection [Condition: @Target glows]")
    assert "parentheses" in reason(
        "End Night: Attack @Selection [Condition: @Target exists and @Self exists]"
    )
    assert "not (…)" in reason("End Night: Attack @Selection [Condition: not @Target exists]")


# --------------------------------------------------------------------------------------------
# trigger parameters


def test_reads_restrictions() -> None:
    b = block(
        "End Night: Attack @Selection [Temporal: Night 2+, Attribute: @Target lacks `Glowing`, "
        "Succession: No Target Succession, Quantity: 2, Status: Ghostly]"
    )
    d = b.body[0]
    assert isinstance(d, Do)
    assert d.params.restrictions == (
        Temporal("Night", 2, True),
        AttributeCheck(False, lit("Glowing"), sel("Target")),
        Succession(True),
        Quantity(Ref(Number("2"))),
        Status("Ghostly"),
    )
    b = block(
        "End Day: [Temporal: Day, Attribute: has `Glowing`, Succession: No Succession]\n  • Ascend"
    )
    assert b.params.restrictions == (
        Temporal("Day"),
        AttributeCheck(True, lit("Glowing")),
        Succession(False),
    )
    assert b.body == (Do(2, Ascension("Ascend")),)
    assert "not a phase" in reason("End Day: Ascend [Temporal: Dusk 2]")
    assert "unknown status" in reason("End Day: Ascend [Status: Sleepy]")


@pytest.mark.parametrize(
    ("text", "kind", "cases"),
    [
        ("x3", "static", 1),
        ("$total/10", "value", 1),
        ("@(Attr:Glowing)->Count", "value", 1),
        ("$living<8 ⇒ x1, $living≥8 ⇒ x2, x3", "dynamic", 3),
        ("Odd: x1, Even: x2", "phase", 2),
    ],
)
def test_reads_scaling(text: str, kind: str, cases: int) -> None:
    b = block(f"Immediate Night: Attack @Selection ⟨{text}⟩")
    d = b.body[0]
    assert isinstance(d, Do) and d.params.scaling is not None
    assert d.params.scaling.kind == kind
    assert len(d.params.scaling.cases) == cases


def test_scaling_guards_are_comparisons() -> None:
    d = block("Immediate Night: Attack @Selection ⟨$living≥8 ⇒ x2, x1⟩").body[0]
    assert isinstance(d, Do) and d.params.scaling is not None
    first, default = d.params.scaling.cases
    assert first.guard == Comparison(Ref(Variable("living")), "≥", Ref(Number("8")))
    assert first.times == Ref(Number("2")) and default.guard is None


def test_reads_other_parameters_and_prompts() -> None:
    b = block(
        "Immediate Night: {Forced: @Others, Direct, Visitless} |silent:lamp.light|\n  • Ascend"
    )
    assert b.params.options == (
        wwrf.TriggerOption("Forced", sel("Others")),
        wwrf.TriggerOption("Direct"),
        wwrf.TriggerOption("Visitless"),
    )
    assert b.params.prompt == wwrf.Prompt("lamp.light", silent=True)
    d = block("End Phase: Ascend {Vanishing, Repeating} |lamp.resign|").body[0]
    assert isinstance(d, Do)
    assert [o.name for o in d.params.options] == ["Vanishing", "Repeating"]
    assert d.params.prompt == wwrf.Prompt("lamp.resign")
    assert "unknown trigger parameter" in reason("End Phase: Ascend {Sudden}")


@pytest.mark.parametrize(
    "duration", ["Persistent", "Permanent", "Phase", "NextDay", "UntilSecondUse", "Attribute"]
)
def test_reads_durations(duration: str) -> None:
    assert ability(f"Apply `Glowing` to @Self (~{duration})").duration == duration


def test_an_unknown_duration_is_unparsed() -> None:
    assert (
        reason("Immediate Night: Apply `Glowing` to @Self (~Fortnight)")
        == "unknown duration ~Fortnight"
    )


# --------------------------------------------------------------------------------------------
# structure: bullets, complex actions, for each


def test_reads_process_and_evaluate_with_results() -> None:
    text = "\n".join(
        [
            "Immediate Night: |lamp.look|",
            "  • Process:",
            "    ‣ Role Investigate @Target (SD)",
            "    ‣ Attribute Investigate @Selection for `Glowing`",
            "  • Evaluate:",
            "    ‣ @Result1 is `Failure`: `Nothing seen`",
            "    ‣ @Result2 is `Glowing`:",
            "      ◦ Learn `It glows`",
            "      ◦ Continue",
            "    ‣ Otherwise: Feedback: @Result1",
        ]
    )
    b = block(text)
    assert b.params.prompt == wwrf.Prompt("lamp.look")
    process, evaluate = b.body
    assert isinstance(process, Process) and isinstance(evaluate, Evaluate)
    assert [type(s.ability).__name__ for s in process.body if isinstance(s, Do)] == [
        "Investigating"
    ] * 2
    first, second, otherwise = evaluate.body
    assert isinstance(first, Branch) and first.body == (Do(6, Feedback(lit("Nothing seen"))),)
    assert isinstance(second, Branch)
    assert second.body == (
        Do(8, Announcement("Learn", lit("It glows"))),
        Do(9, Outcome("Continue")),
    )
    assert otherwise == Branch(10, None, (Do(10, Feedback(sel("Result1"))),))


def test_reads_the_compact_complex_action_and_its_action_line() -> None:
    text = "\n".join(
        [
            "Immediate Night:",
            "  • Action: [Quantity: 1] {Forced} ⟨x2⟩",
            "  • Process: Role Investigate @Target",
            "  • Evaluate: Learn `@Result`",
        ]
    )
    action, process, evaluate = block(text).body
    assert isinstance(action, ActionLine)
    assert action.params.restrictions == (Quantity(Ref(Number("1"))),)
    assert action.params.options == (wwrf.TriggerOption("Forced"),)
    assert process == Process(3, (Do(3, Investigating("Role", sel("Target"))),))
    assert evaluate == Evaluate(4, (Do(4, Announcement("Learn", lit("@Result"))),))
    assert "only parameters" in reason("Immediate Night:\n  • Action: Attack @Self")


def test_reads_for_each_with_parameters_and_a_body() -> None:
    text = "Passive End Day: For Each @Ghostly: {Visitless}\n  • Learn `@Ind->Role`"
    each = block(text).body[0]
    assert each == ForEach(
        1,
        sel("Ghostly"),
        wwrf.Params(options=(wwrf.TriggerOption("Visitless"),)),
        (Do(2, Announcement("Learn", lit("@Ind->Role"))),),
    )
    each = stmt("Starting: For Each &All: Apply `Glowing` to &Ind->Members->RandomPlayer")
    assert isinstance(each, ForEach) and each.over == Ref(Selector("&", "All"))
    assert isinstance(each.body[0], Do) and isinstance(each.body[0].ability, Applying)


def test_reads_a_condition_on_the_trigger_line() -> None:
    b = block("On @All Death: @DeathType is `Lynch`: Apply `Glowing` to @This (~Phase)")
    (branch,) = b.body
    assert isinstance(branch, Branch)
    assert branch.condition == Comparison(sel("DeathType"), "is", lit("Lynch"))
    assert branch.body == (Do(1, Applying("Add", lit("Glowing"), sel("This"), "Phase")),)


def test_reads_an_ability_on_the_trigger_line_with_branches_under_it() -> None:
    text = (
        "Passive Start Night: Investigate @(Attr:Glowing) Player Count\n"
        "  • @Result is 0: `None glow`"
    )
    do, branch = block(text).body
    assert isinstance(do, Do) and isinstance(do.ability, Investigating)
    assert isinstance(branch, Branch) and branch.line == 2


def test_reads_bullets_in_every_level_of_the_guide() -> None:
    levels = "•‣◦·⁃⹀"
    lines = ["Starting:"]
    for depth, bullet in enumerate(levels[:-1]):
        lines.append("  " * depth + f"{bullet} @Self exists:")
    lines.append("  " * 5 + f"{levels[-1]} Ascend")
    s = stmt("\n".join(lines))
    for _ in range(5):
        assert isinstance(s, Branch)
        s = s.body[0]
    assert s == Do(7, Ascension("Ascend"))


def test_misplaced_bullets_are_unparsed() -> None:
    f = parse_formalized("• Ascend\nStarting: Ascend\n  • Descend")
    assert f.unparsed == (Unparsed(1, "Ascend", "a bullet with no trigger line above it"),)
    f = parse_formalized("Starting:\n  • Ascend\n    ‣ Descend")
    assert [u.reason for u in f.unparsed] == ["bullets under an ability line, which takes none"]


# --------------------------------------------------------------------------------------------
# pages: header, sections, flags, directives, fields


PAGE = """**Lamplighter** | Townsfolk Power
__Basics__
Lights a lamp each night. (Our own example role.)
__Details__
Formalized: this line is prose, not formalization.

__Formalized__
Unique Role
Inherit: `Keepers`
Require: `Keeper`
Role Attribute: `Glowing`
Immediate Night: Protect @Selection from `Kills` through Active Defense (~NextDay)

__Card__
A lamp in the dark.
"""


def test_reads_a_page_header_and_its_formalized_section() -> None:
    page = parse_page(PAGE)
    assert (page.name, page.kind) == ("Lamplighter", "Townsfolk Power")
    assert page.formalized is not None
    items = page.formalized.items
    assert items[0] == Flag(8, "Unique Role")
    assert items[1] == Directive(9, "Inherit", lit("Keepers"))
    assert items[2] == Directive(10, "Require", lit("Keeper"))
    assert items[3] == Directive(11, "Role Attribute", lit("Glowing"))
    assert isinstance(items[4], Block) and items[4].line == 12
    assert len(items) == 5  # the Details and the Card are not read


def test_reads_pages_without_sections_and_without_formalization() -> None:
    ability_set = "**Keepers** | Ability Set\nStarting: Join #Keepers\nInclude: %Role%"
    page = parse_page(ability_set)
    assert page.kind == "Ability Set" and page.formalized is not None
    assert page.formalized.items == (
        Block(2, Trigger("Starting"), body=(Do(2, Joining("Add", Ref(Selector("#", "Keepers")))),)),
        Directive(3, "Include", Ref(HostInfo("Role"))),
    )
    prose = "**Lamp** | Townsfolk Power\n__Basics__\nOnly words."
    assert parse_page(prose).formalized is None
    empty = parse_page("**Glowing** | Attribute\n__Formalized__\nNo Abilities")
    assert empty.formalized == Formalization((Flag(3, "No Abilities"),))


def test_reads_team_and_poll_fields() -> None:
    text = (
        "Win Condition: @(Align:Keepers), @(Class:Unaligned)\n"
        "Available Options: @All, Abstain\n"
        "Show Voters: No"
    )
    win, options, show = parse_formalized(text).items
    assert win == Field(
        1,
        "Win Condition",
        (
            Ref(Selector("@", "", (wwrf.QueryTerm("Align", "Keepers"),))),
            Ref(Selector("@", "", (wwrf.QueryTerm("Class", "Unaligned"),))),
        ),
    )
    assert options == Field(2, "Available Options", (sel("All"), Ref(Word("Abstain"))))
    assert show == Field(3, "Show Voters", (Ref(Word("No")),))


def test_a_line_without_a_trigger_is_unparsed() -> None:
    assert reason("Attack @Selection") == "no trigger: a line reads Trigger: ability"


# --------------------------------------------------------------------------------------------
# the pieces a page names


def test_reads_references_name_sets_attributes_groups_and_polls() -> None:
    text = "\n".join(
        [
            "Inherit: `Keepers`",
            "Role Attribute: `Glowing`",
            "Starting: Apply `Lit:Self` to @Self",
            "End Night: Attack @(AttrSelf:Dim)",
            "Passive Start Night: Create `Beacon` Poll in #lighthouse",
        ]
    )
    refs = references(parse_formalized(text))
    assert refs.ability_sets == {"Keepers"}
    assert refs.attributes == {"Glowing", "Lit", "Dim"}
    assert refs.groups == {"lighthouse"}
    assert refs.polls == {"Beacon"}


def test_reads_a_page_read_with_the_pieces_it_names() -> None:
    pieces = {
        "keepers": "**Keepers** | Ability Set\nStarting: Join #Keepers\nRole Attribute: `Glowing`",
        "glowing": "**Glowing** | Attribute\n__Formalized__\nNo Abilities",
        "unused": "**Unused** | Attribute\n__Formalized__\nNo Abilities",
    }
    parsed = parse_with_pieces(PAGE, pieces)
    # Keepers is inherited; Glowing is named by the page and by Keepers (followed once)
    assert [name for name, _ in parsed.pieces] == ["glowing", "keepers"]
    assert parsed.missing == ()
    parsed = parse_with_pieces(PAGE, {"keepers": pieces["keepers"]})
    assert parsed.missing == ("Glowing",)


def test_iter_nodes_reaches_every_ability() -> None:
    f = parse_formalized(PAGE.split("__Formalized__\n")[1].split("__Card__")[0])
    kinds = {type(n).__name__ for n in iter_nodes(f)}
    assert {"Block", "Do", "Protecting", "Directive", "Flag", "Selector"} <= kinds


# --------------------------------------------------------------------------------------------
# limits (issue 39 item 3: 64 KiB a file, nesting depth 8)


def test_a_page_over_64_kib_is_refused_with_a_sentence() -> None:
    line = "Starting: Learn `" + "a" * 100 + "`\n"
    big = line * (MAX_BYTES // len(line) + 1)
    with pytest.raises(WWRFRefused) as err:
        parse_page(big)
    message = str(err.value)
    assert f"{len(big.encode()):,} bytes" in message and "64 KiB" in message
    assert message.endswith(".")
    with pytest.raises(WWRFRefused):
        parse_formalized(big)
    # exactly at the limit is read
    at_limit = big[: MAX_BYTES - 1] + "\n"
    assert len(at_limit.encode()) == MAX_BYTES
    parse_formalized(at_limit)
    # the limit counts bytes, not characters
    wide = "Starting: Learn `" + "é" * (MAX_BYTES // 2) + "`"
    with pytest.raises(WWRFRefused):
        parse_formalized(wide)


def test_nesting_deeper_than_8_is_unparsed() -> None:
    inner = "@Target exists"
    for _ in range(MAX_DEPTH - 1):  # the restriction's bracket counts as one level
        inner = f"not ({inner})"
    ok = parse_formalized(f"End Night: Attack @Selection [Condition: {inner}]")
    assert ok.unparsed == ()
    deeper = f"End Night: Attack @Selection [Condition: not ({inner})]"
    assert reason(deeper) == f"brackets nest deeper than {MAX_DEPTH}"


def test_a_line_longer_than_the_limit_is_unparsed() -> None:
    long = "Starting: Learn `" + "a" * MAX_LINE + "`"
    (u,) = parse_formalized(long).unparsed
    assert u.reason == f"a line is longer than {MAX_LINE:,} characters"
    assert len(u.text) < 100


def test_unbalanced_text_is_unparsed() -> None:
    assert reason("Starting: Learn `open") == "a backtick ` is not closed"
    assert "not closed" in reason("Starting: Attack @(Class:Townsfolk")
    assert "no opening" in reason("Starting: Attack @Self)")
    assert "prompt" in reason("Starting: Attack @Self |lamp")


# --------------------------------------------------------------------------------------------
# any text reads to a tree or Unparsed nodes, never an exception


_FRAGMENTS = [
    "Immediate Night:",
    "On @Target Death:",
    "Choice `A` Chosen:",
    "  • ",
    "    ‣ ",
    "Attack @Selection",
    "Protect @Self from `Attacks` through Active Defense",
    "(~Phase)",
    "[Condition: ",
    "[Temporal: Night 2+]",
    "⟨x2⟩",
    "⟨$living<3 ⇒ x1, x2⟩",
    "{Forced: ",
    "|silent:",
    "@(Attr:!X,Role:Y)->Count",
    "`",
    "(",
    ")",
    "]",
    "not (",
    " and ",
    " is ",
    ":",
    " exists",
    "Process:",
    "Evaluate:",
    "Otherwise:",
    "For Each @All:",
    "%Role%",
    "$total/3",
    "+",
    "->",
    "\n",
]

ANY_TEXT = st.one_of(
    st.text(max_size=400),
    st.lists(st.sampled_from(_FRAGMENTS), max_size=60).map("".join),
    st.builds(lambda n, s: "(" * n + s + ")" * n, st.integers(0, 40), st.text(max_size=20)),
    st.builds(
        lambda n, s: "Starting: " + s * n,
        st.integers(0, 3000),
        st.sampled_from(["a", "@", "( ", "`x` "]),
    ),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ANY_TEXT)
def test_any_text_reads_without_an_exception(text: str) -> None:
    f = parse_formalized(text)
    assert isinstance(f, Formalization)
    lines = max(1, len(text.splitlines()))
    for node in iter_nodes(f):
        if isinstance(node, Unparsed):
            assert node.reason and 1 <= node.line <= lines
    # at most one Unparsed a line
    assert len({u.line for u in f.unparsed}) == len(f.unparsed)
    page = parse_page(text)
    assert page.formalized is None or isinstance(page.formalized, Formalization)
