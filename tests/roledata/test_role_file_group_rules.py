"""Groups with rules of their own in role files (issue 39: what the WWRF import makes of a
`Join #G` whose group piece says what happens when the group is disbanded): the group is
disbanded once none of its living members holds a role that puts them in it, and its
`disbanded` effect is carried out then, once."""

from __future__ import annotations

import jsonschema
import pytest
import yaml

from werewolves.engine.effects import marker_status
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import RoleFileError, check_text, load_texts, role_schema
from werewolves.roledata.translate import translate_page

KEEPER = """\
name: Lamp Keeper
team: town
summary: The keepers share a lamp-room; while one lives, soot stays where they left it.
groups: [lamplighters]
group_rules:
  - group: lamplighters
    disbanded:
      targets: all
      if: {living: {team: wolves}}
      effect: {RemoveMarker: {marker: Soot}}
abilities:
  - verb: soot
    phase: night
    timing: immediate
    targets: {count: 1, self: no}
    effect: {AddMarker: {marker: Soot}}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Lamp Keeper"), ("Cid", "Lamp Keeper"), ("Dan", "Citizen"),
         ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def _game(text: str = KEEPER) -> Game:
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("k.yaml", text)]))
    _to(game, "Night 1")
    return game


def _sooty(game: Game) -> bool:
    return game.player("Dan").has(marker_status("Soot"))


def test_a_group_is_disbanded_when_its_last_member_dies_and_its_rule_runs() -> None:
    """The group stands while one Keeper lives (Bob's death disbands nothing); Cid's death
    disbands it: its members are told (`group_disbanded`), its channel is emptied, and the
    `disbanded` effect takes the Soot off every living player, through a `trigger_fired`
    event caused by the disbandment, whose actor is the member whose death disbanded it."""
    game = _game()
    ok(game.submit("Bob", "soot Dan"))
    ok(game.submit("Ann", "attack Bob"))
    _to(game, "Day 1")
    assert not game.player("Bob").alive and _sooty(game)
    assert not [e for e in game.events if e.kind == "group_disbanded"]
    _to(game, "Night 2")
    ok(game.submit("Ann", "attack Cid"))
    _to(game, "Day 2")
    assert not game.player("Cid").alive
    (gone,) = [e for e in game.events if e.kind == "group_disbanded"]
    assert gone.data == {"group": "lamplighters", "by": "Cid"}
    assert gone.rule == "custom: Lamp Keeper"
    (fired,) = [e for e in game.events if e.kind == "trigger_fired"]
    assert fired.actor == "Cid" and fired.data == {"on": "disbanded"}
    assert gone.id in fired.causes
    assert "Dan" in fired.targets and "Ann" in fired.targets
    assert not _sooty(game)


def test_a_disbanded_groups_rule_runs_only_when_its_condition_holds() -> None:
    """The `if` of the rule: with a condition that does not hold (no living wolf, while Ann
    lives), the group is still disbanded, and nothing else happens: the Soot stays."""
    game = _game(KEEPER.replace("{living: {team: wolves}}", "{not: {living: {team: wolves}}}"))
    ok(game.submit("Bob", "soot Dan"))
    ok(game.submit("Ann", "attack Bob"))
    _to(game, "Night 2")
    ok(game.submit("Ann", "attack Cid"))
    _to(game, "Day 2")
    assert [e.data["group"] for e in game.events if e.kind == "group_disbanded"] == [
        "lamplighters"]
    assert not [e for e in game.events if e.kind == "trigger_fired"]
    assert _sooty(game)


@pytest.mark.parametrize(("change", "said"), [
    ("  - group: lanterns\n", "is none of the file's 'groups'"),
    ("  - group: cult\n", "is the role book's"),
])
def test_role_check_says_what_is_wrong_with_a_groups_rules(change: str, said: str) -> None:
    """`role check`: rules for a group the file does not join, or for a group of the book
    (which keeps the book's rules), are problems with a sentence."""
    text = KEEPER.replace("  - group: lamplighters\n", change)
    if "cult" in change:
        text = text.replace("groups: [lamplighters]", "groups: [cult]")
    sentences = [p.sentence for p in check_text(text)]
    assert any(said in s for s in sentences), sentences
    with pytest.raises(RoleFileError):
        load_texts([("k.yaml", text)])


def test_the_schema_takes_a_groups_rules() -> None:
    schema = role_schema()
    jsonschema.validate(yaml.safe_load(KEEPER), schema)
    bad = yaml.safe_load(KEEPER)
    bad["group_rules"][0]["disbanded"]["targets"] = "nobody"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)


LAMPLIGHTERS = """**Lamplighters** | Townsfolk Team Group
__Formalized__
Unique Group
On Disbandment: Remove `Soot` from @All [Condition: not (@(Align:Werewolf) exists)]
"""

TRIMMER = """**Wick Trimmer** | Townsfolk Group
__Formalized__
Starting: Join #Lamplighters
"""


def test_the_import_translates_a_group_piece_whose_rule_is_its_disbandment() -> None:
    """`Join #G` of a group whose piece is `Unique Group` and an `On Disbandment:` line is
    the role file's `groups` and `group_rules`: every line translated, and the file loads."""
    t = translate_page(TRIMMER, {"Lamplighters": LAMPLIGHTERS})
    assert t.untranslated == (), [u.sentence() for u in t.untranslated]
    assert t.role["groups"] == ["lamplighters"]
    assert t.role["group_rules"] == [{"group": "lamplighters", "disbanded": {
        "targets": "all", "if": {"not": {"living": {"team": "wolves"}}},
        "effect": {"RemoveMarker": {"marker": "Soot"}}}}]
    load_texts([("t.yaml", t.text())])


def test_the_import_names_a_group_of_the_books_name_apart() -> None:
    """A WWRF group bearing a book group's name (the jury) is never played as the book's:
    the role file names it `imported jury`."""
    piece = LAMPLIGHTERS.replace("Lamplighters", "Jury")
    t = translate_page(TRIMMER.replace("#Lamplighters", "#Jury"), {"Jury": piece})
    assert t.untranslated == ()
    assert t.role["groups"] == ["imported jury"]
    assert t.role["group_rules"][0]["group"] == "imported jury"
    load_texts([("t.yaml", t.text())])


def test_the_import_lists_a_join_of_a_group_with_a_poll() -> None:
    """A group piece with more than its disbandment (a poll it creates) is not translated:
    the joining line is listed, saying what of a group's rules is."""
    piece = LAMPLIGHTERS + "Passive Start Night: Create `Lamplighters` Poll in #Lamplighters\n"
    t = translate_page(TRIMMER, {"Lamplighters": piece})
    (u,) = t.untranslated
    assert u.construct == "Starting: joining (a group with abilities)"
    assert "only what happens when it is disbanded" in u.reason


def test_two_files_may_not_give_one_group_different_rules() -> None:
    """A group's rules are the group's: a second file joining the same group with the same
    rules loads; one with other rules is refused, naming the group and the first file."""
    same = KEEPER.replace("Lamp Keeper", "Wick Keeper").replace("verb: soot", "verb: smudge")
    load_texts([("k.yaml", KEEPER), ("w.yaml", same)])
    other = same.replace("marker: Soot}}", "marker: Ash}}")
    with pytest.raises(RoleFileError) as got:
        load_texts([("k.yaml", KEEPER), ("w.yaml", other)])
    assert [(p.file, p.key) for p in got.value.problems] == [
        ("w.yaml", "roledata.group_rules_differ")]
    assert "lamplighters" in got.value.problems[0].sentence
    assert "k.yaml" in got.value.problems[0].sentence
