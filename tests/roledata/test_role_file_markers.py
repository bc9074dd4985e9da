"""Plain named markers (issue 39: what the WWRF import makes of an attribute with no rule of
its own, such as the guide's `Marker`): a role file's AddMarker puts one on, RemoveMarker
takes it off, and the import translates `Apply`/`Remove` of such an attribute only."""

from __future__ import annotations

import yaml

from werewolves.engine.effects import marker_status
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

CHALKER = """\
name: Chalker
team: town
summary: By night she chalks a player's door, by day she wipes it; her own door too.
abilities:
  - verb: chalk
    phase: night
    timing: immediate
    targets: {count: 1}
    effect:
      - AddMarker: {marker: Chalk}
      - AddMarker: {marker: Busy, until: phase, user: true}
  - verb: wipe
    phase: day
    timing: immediate
    targets: {count: 1}
    effect:
      RemoveMarker: {marker: Chalk}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Chalker"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen")]


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def test_a_marker_is_put_on_for_good_or_until_the_phase_ends_and_taken_off() -> None:
    """AddMarker marks the player chosen (for good) and, with `user`, the user (until the
    phase ends, never the target); RemoveMarker takes the mark off; a mark is a status of its
    own kind (`marker: chalk`), never an engine status by its name, and nobody is told."""
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("c.yaml", CHALKER)]))
    _to(game, "Night 1")
    said = len(game.messages("Cid"))
    got = game.submit("Bob", "chalk Cid")
    assert not isinstance(got, Refusal), got
    assert game.player("Cid").has(marker_status("Chalk"))
    assert not game.player("Cid").has(marker_status("Busy"))
    assert game.player("Bob").has(marker_status("Busy"))
    assert len(game.messages("Cid")) == said
    _to(game, "Day 1")
    assert not game.player("Bob").has(marker_status("Busy"))
    assert game.player("Cid").has(marker_status("Chalk"))
    got = game.submit("Bob", "wipe Cid")
    assert not isinstance(got, Refusal), got
    assert not game.player("Cid").has(marker_status("Chalk"))


def test_a_marker_needs_a_name_and_a_known_length() -> None:
    """`role check`: a nameless marker, or one that lasts some other way, is a problem."""
    for bad in ("{marker: ''}", "{marker: Chalk, until: night}"):
        text = CHALKER.replace("{marker: Chalk}\n      - AddMarker", bad + "\n      - AddMarker")
        assert any("name a value it does not know" in p.sentence for p in check_text(text))


MARKER = "**Marker** | Attribute\n__Formalized__\nNo Abilities\n"
DOOM = ("**Doom** | Attribute\n__Formalized__\n"
        "Starting: Set Counter to 0\n")
HOWLER = """**Howler** | Werewolf Killing
__Formalized__
End Night: Attack @Selection
  • Apply `Marker` to @Self (~Phase)
Immediate Day: Role Investigate @Selection (SD, WD)
  • Remove `Marker` from @Self
"""


def test_the_import_translates_a_plain_marker_on_the_user() -> None:
    """`Apply `Marker` to @Self (~Phase)` beside an attack is an AddMarker on the user until
    the phase ends; `Remove `Marker` from @Self` a RemoveMarker on the user; the file loads."""
    t = translate_page(HOWLER, {"Marker": MARKER})
    assert t.untranslated == ()
    attack, look = t.role["abilities"]
    assert attack["effect"] == ["Attack", {"AddMarker": {"marker": "Marker", "until": "phase",
                                                         "user": True}}]
    assert look["effect"][1] == {"RemoveMarker": {"marker": "Marker", "user": True}}
    load_texts([("howler.yaml", yaml.safe_dump(t.role))])


def test_an_attribute_with_rules_of_its_own_or_unknown_stays_untranslated() -> None:
    """An attribute whose piece has rules of its own that no attribute of a role file can say
    (a counter: attributes.py declares disguises, triggers and defences) is no plain marker,
    nor one whose piece is not given: the line is listed with its reason."""
    for given in ({"Marker": DOOM}, {}):
        t = translate_page(HOWLER, given)
        constructs = [u.construct for u in t.untranslated]
        assert constructs == ["applying: Add", "applying: Remove"]
        assert "only a plain marker" in t.untranslated[0].reason


RITUALIST = """**Ritualist** | Werewolf Killing
__Formalized__
Immediate Night: Role Investigate @Selection (SD) [Attribute: @Self lacks `Marker`]
Immediate Day: Protect @Selection from `Attacks` through Active Defense (~Phase) [Attribute: has `Marker`]
"""  # noqa: E501

ONCE = """\
name: Once Seer
team: town
summary: She looks once; after that, her mark keeps her from looking again.
abilities:
  - verb: peek
    phase: night
    timing: immediate
    targets: {count: 1}
    marker: {lacks: Done}
    effect:
      - Investigate: {tell: "{target} is the {role}."}
      - AddMarker: {marker: Done, user: true}
"""


def test_an_ability_is_offered_only_while_its_user_lacks_its_marker() -> None:
    """`marker: {lacks: Done}`: the ability is the user's until they carry the marker (its
    own AddMarker puts it on); then it is refused as no ability of theirs."""
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Once Seer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1,
                    rules=load_texts([("o.yaml", ONCE)]))
    _to(game, "Night 1")
    assert not isinstance(game.submit("Bob", "peek Cid"), Refusal)
    _to(game, "Night 2")
    assert isinstance(game.submit("Bob", "peek Dan"), Refusal)


def test_a_bad_marker_condition_is_a_problem() -> None:
    """`role check`: `marker` is one condition, has or lacks, with a name."""
    for bad in ("{lacks: ''}", "{carries: Done}", "{has: A, lacks: B}"):
        text = ONCE.replace("{lacks: Done}", bad)
        assert any("'marker' is one condition" in p.sentence for p in check_text(text))


def test_the_import_translates_a_check_of_the_users_plain_marker() -> None:
    """`[Attribute: @Self lacks `Marker`]` and `[Attribute: has `Marker`]` on an ability, of a
    plain marker, are its `marker`; of an attribute with rules of its own they stay listed."""
    t = translate_page(RITUALIST, {"Marker": MARKER})
    assert t.untranslated == ()
    night, day = t.role["abilities"]
    assert (night["marker"], day["marker"]) == ({"lacks": "Marker"}, {"has": "Marker"})
    load_texts([("r.yaml", yaml.safe_dump(t.role))])
    odd = translate_page(RITUALIST, {"Marker": DOOM})
    assert [u.construct for u in odd.untranslated] == ["restriction: AttributeCheck"] * 2


TINKER = """**Tinker** | Townsfolk Miscellaneous
__Formalized__
Passive Start Night: Apply `Marker` to @Self
Immediate Night: Role Investigate @Selection (SD) [Attribute: lacks `Marker`]
"""


def test_a_trigger_marks_its_holder_and_the_mark_closes_an_ability() -> None:
    """`Passive Start Night: Apply `Marker` to @Self` is a night-start trigger's AddMarker on
    its holder: in a seeded game the Tinker carries the mark from Night 1 on, so the ability
    offered only while she lacks it is refused; with no such trigger it is hers."""
    t = translate_page(TINKER, {"Marker": MARKER})
    assert t.untranslated == ()
    assert t.role["triggers"] == [{"moment": "night start", "targets": "self",
                                   "effect": {"AddMarker": {"marker": "Marker"}}}]
    seats = [("Ann", "Wolf"), ("Bob", "Tinker"), ("Cid", "Citizen"), ("Dan", "Citizen"),
             ("Eve", "Citizen")]
    for trigger in (True, False):
        role = dict(t.role) if trigger else {k: v for k, v in t.role.items() if k != "triggers"}
        game = Game.new(Setup(seats), 1, rules=load_texts([("t.yaml", yaml.safe_dump(role))]))
        _to(game, "Night 1")
        assert game.player("Bob").has(marker_status("Marker")) is trigger
        assert isinstance(game.submit("Bob", "investigate Cid"), Refusal) is trigger
