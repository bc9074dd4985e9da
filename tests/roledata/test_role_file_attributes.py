"""Role files grow (issue 39 item 4's vocabulary): attributes with rules of their own, declared
once by the file (``attributes``), put on by ``AddMarker`` and taken off by ``RemoveMarker``
with their rules. The first typed shape: a disguise worn while the attribute is carried (the
guides' ``~Attribute``: "lasts as long as the originating attribute is applied"). Shown in
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
    more = VEILED.format(how="Weakly") + "Passive End Night: Kill @Self\n"
    for piece in (more, VEILED.format(how="Weakly").replace(" (~Attribute)", "")):
        t = translate_page(VEILER, {"Veiled": piece})
        assert [u.construct for u in t.untranslated] == ["applying: Add", "applying: Remove"]


def test_issue_39_item_4_an_attribute_showing_no_role_of_the_book_is_reported() -> None:
    text = ("name: Veiler\nteam: town\nsummary: Veils.\n"
            "attributes:\n  - {name: Veiled, disguise: {as: Nobody At All}}\n")
    assert any("shows 'Nobody At All', which is no role of the book" in p.sentence
               for p in check_text(text))
