"""What `role import` makes of the incumbent's extra roles (issue 39 item 4, on snippets
written from the guide's grammar): an `Extra` page is an extra role (held beside one's own
role, never dealt), and `Grant`/`Revoke` on the player chosen hand it out and take it back."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import extra_status, load_texts
from werewolves.roledata.translate import EXTRA_HANDED_OUT, translate_page

CHARM = """**Lucky Charm** | Extra Miscellaneous
__Formalized__
No Abilities
"""

MASKED = """**Masked Guest** | Extra Group
__Formalized__
Starting: Strongly Disguise @Self as `Wolf` (~Persistent)
"""

CHARMER = """**Charm Maker** | Townsfolk Miscellaneous
__Formalized__
Immediate Night: Grant `Lucky Charm` to @Selection
Immediate Day: Revoke `Lucky Charm` from @Selection
"""

TALISMAN = """**Talisman** | Extra Power
__Formalized__
End Night: Attack @Selection
"""


def test_an_extra_page_is_an_extra_role_with_no_team() -> None:
    """lover.10 / RM460: `| Extra Miscellaneous` makes a file with `extra` (how it is handed
    out) and no team; it loads as an extra role, not a dealt one."""
    t = translate_page(CHARM)
    assert t.untranslated == ()
    assert "team" not in t.role and "abilities" not in t.role
    assert t.role["extra"] == EXTRA_HANDED_OUT
    assert t.role["category"] == "Miscellaneous"
    rules = load_texts([("charm.yaml", yaml.safe_dump(t.role))])
    assert rules.extra("Lucky Charm") is not None and rules.role("Lucky Charm") is None


def test_an_extra_page_keeps_its_starting_disguise() -> None:
    """`Starting: Strongly Disguise @Self as X` on an Extra page is the extra role's disguise,
    put on when it is handed out."""
    t = translate_page(MASKED)
    assert t.untranslated == ()
    assert t.role["disguise"] == {"as": "Wolf", "strength": "strong"}


def test_an_extra_page_with_abilities_keeps_them_and_lists_its_properties() -> None:
    """An extra role's abilities are its own (extra_abilities.py): the file written has
    them; a property an extra role has not (a lycan's) is listed on the page's first line,
    and the file written has none."""
    t = translate_page(TALISMAN)
    assert t.untranslated == ()
    assert [a["verb"] for a in t.role["abilities"]] == ["attack"]
    lycan = translate_page(TALISMAN + "Role Attribute: `Lycan`\n")
    (u,) = lycan.untranslated
    assert (u.line, u.construct) == (1, "team: Extra (with properties)")
    assert "lycan" in u.reason and "lycan" not in lycan.role


def test_grant_and_revoke_on_the_player_chosen_hand_out_and_take_back() -> None:
    """`Grant `X` to @Selection` is the effect Grant, `Revoke `X` from @Selection` Revoke;
    loaded beside X's own import, the grant hands the player chosen the extra role in a
    seeded game and the revoke takes it back."""
    t = translate_page(CHARMER)
    assert t.untranslated == ()
    grant, revoke = t.role["abilities"]
    assert (grant["verb"], grant["effect"]) == ("grant", {"Grant": {"role": "Lucky Charm"}})
    assert (revoke["verb"], revoke["effect"]) == ("revoke", {"Revoke": {"role": "Lucky Charm"}})
    rules = load_texts([("maker.yaml", yaml.safe_dump(t.role)),
                        ("charm.yaml", yaml.safe_dump(translate_page(CHARM).role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Charm Maker"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    got = game.submit("Bob", "grant Cid")
    assert not isinstance(got, Refusal), got
    assert game.player("Cid").has(extra_status("Lucky Charm"))
    while game.phase != "Day 1":
        game.advance()
    got = game.submit("Bob", "revoke Cid")
    assert not isinstance(got, Refusal), got
    assert not game.player("Cid").has(extra_status("Lucky Charm"))


def test_a_grant_to_another_than_the_player_chosen_stays_untranslated() -> None:
    """Only the player chosen is translated as a Grant's target."""
    t = translate_page(CHARMER.replace("to @Selection", "to @Self"))
    (u,) = t.untranslated
    assert u.construct == "granting: Add (not @Selection)"


def test_a_grant_of_the_books_extra_role_names_its_import() -> None:
    """Our book has a Lover of its own (handed out by its Cupid): the import's Lover is
    `Imported Lover`, and a Grant of `Lover` names that one."""
    t = translate_page(CHARMER.replace("Lucky Charm", "Lover"))
    assert t.role["abilities"][0]["effect"] == {"Grant": {"role": "Imported Lover"}}
