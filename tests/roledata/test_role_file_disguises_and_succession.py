"""Role files grow (issue 39 item 4's vocabulary): WWRF's disguising of the player chosen as
the role named beside them (the guides' Disguising: ``Weakly|Strongly Disguise <Target> as
<Role> (<Duration>)``), and the succession restrictions (``[Succession: No Succession]``,
``[Succession: No Target Succession]``) as a role file's ``limits: {succession: …}``. Each
shown in a seeded game, on pages written here from the guides' grammar (never the snapshot's).
"""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

MASK = """**Mask Weaver** | Werewolf Power
__Formalized__
Immediate Day: Weakly Disguise @Selection as @SecondarySelection (~NextNight) {succession}
"""

LAMP = """**Lamplighter** | Townsfolk Investigative
__Formalized__
Immediate Night: Role Investigate @Selection ({marks})
"""


def _game(succession: str = "", marks: str = "WD", strength: str = "Weakly") -> Game:
    mask = translate_page(MASK.format(succession=succession).replace("Weakly", strength))
    lamp = translate_page(LAMP.format(marks=marks))
    assert mask.untranslated == () and lamp.untranslated == ()
    rules = load_texts([("mask.yaml", yaml.safe_dump(mask.role)),
                        ("lamp.yaml", yaml.safe_dump(lamp.role))])
    return Game.new(Setup([("Ann", "Mask Weaver"), ("Bob", "Lamplighter"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)


def _seen(game: Game, target: str) -> str:
    got = game.submit("Bob", f"investigate {target}")
    assert not isinstance(got, Refusal), got
    return str([e for e in game.events if e.kind == "investigation"][-1].params["role"])


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def test_issue_39_item_4_a_weak_disguise_of_the_player_chosen_lasts_until_the_next_night_ends(
) -> None:
    """Guide, Disguising: the target gets a Disguise of the role named, weak, for the duration
    written (~NextNight from a day: to the end of the night after). The import writes an
    ability that picks the role and carries DisguiseAs; a weak-reading investigation sees the
    role that night, and the true role the night after."""
    (ab,) = translate_page(MASK.format(succession="")).role["abilities"]
    assert ab["picks"] == "role"
    assert ab["effect"] == {"DisguiseAs": {"strength": "weak", "until": "night",
                                           "tell": "You disguised {target} as the {role}."}}
    game = _game()
    got = game.submit("Ann", "disguise Cid Wolf")
    assert not isinstance(got, Refusal), got
    _to(game, "Night 1")
    assert _seen(game, "Cid") == "Wolf"
    _to(game, "Night 2")
    assert _seen(game, "Cid") == "Citizen"


def test_issue_39_item_4_a_weak_disguise_does_not_fool_a_strong_only_reader() -> None:
    """Guide, Disguising (Weakly) and Investigating's disguise marks: an investigation that
    reads strong disguises only (SD) sees through a weak one; a strong disguise fools it."""
    weak = _game(marks="SD")
    assert not isinstance(weak.submit("Ann", "disguise Cid Wolf"), Refusal)
    _to(weak, "Night 1")
    assert _seen(weak, "Cid") == "Citizen"
    strong = _game(marks="SD", strength="Strongly")
    assert not isinstance(strong.submit("Ann", "disguise Cid Wolf"), Refusal)
    _to(strong, "Night 1")
    assert _seen(strong, "Cid") == "Wolf"


def test_issue_39_item_4_a_disguise_duration_we_cannot_keep_is_listed() -> None:
    """~NextDay from a day ability (to the end of the day after) is no duration of ours: the
    line is listed, never played with another duration."""
    page = MASK.format(succession="").replace("~NextNight", "~NextDay")
    t = translate_page(page)
    assert [u.construct for u in t.untranslated] == ["disguising: Weakly"]
    assert t.role["abilities"] == []


def test_issue_39_item_4_no_target_succession_refuses_the_player_named_at_the_last_chance(
) -> None:
    """Guide, Succession Restrictions (No Target Succession) and ruling RM383: the player
    disguised yesterday is refused today, another is not; after a day left unused the first
    may be named again."""
    game = _game("[Succession: No Target Succession]")
    assert not isinstance(game.submit("Ann", "disguise Cid Wolf"), Refusal)
    _to(game, "Day 1")
    refused = game.submit("Ann", "disguise Cid Wolf")
    assert isinstance(refused, Refusal) and "Cid" in refused.message
    assert not isinstance(game.submit("Ann", "disguise Dan Wolf"), Refusal)
    _to(game, "Day 3")  # Day 2 unused: Day 1's Dan was the last chance's
    assert not isinstance(game.submit("Ann", "disguise Dan Fortune Teller"), Refusal)
    _to(game, "Day 4")
    assert isinstance(game.submit("Ann", "disguise Dan Fortune Teller"), Refusal)
    assert not isinstance(game.submit("Ann", "disguise Cid Fortune Teller"), Refusal)


def test_issue_39_item_4_no_succession_refuses_a_use_two_chances_running() -> None:
    """Guide, Succession Restrictions (No Succession): used yesterday, refused today whoever
    is named; free again the day after."""
    game = _game("[Succession: No Succession]")
    (ab,) = translate_page(MASK.format(succession="[Succession: No Succession]")).role[
        "abilities"]
    assert ab["limits"] == {"succession": "use"}
    assert not isinstance(game.submit("Ann", "disguise Cid Wolf"), Refusal)
    _to(game, "Day 1")
    assert isinstance(game.submit("Ann", "disguise Dan Wolf"), Refusal)
    _to(game, "Day 2")
    assert not isinstance(game.submit("Ann", "disguise Dan Wolf"), Refusal)


def test_issue_39_item_4_a_wrong_succession_word_is_reported() -> None:
    text = ("name: Nagger\nteam: town\nsummary: Nags.\nabilities:\n  - verb: nag\n"
            "    phase: night\n    targets: {count: 1}\n    limits: {succession: never}\n"
            "    effect: Attack\n")
    problems = check_text(text)
    assert any("'succession' is one of: use, target" in p.sentence for p in problems)


def test_issue_39_item_4_a_disguise_of_oneself_as_the_role_chosen_names_a_role_only() -> None:
    """Guide, Disguising (`Disguise @Self as @Selection`, the selection a role): the user
    names one role and wears it for good (no duration: ~Permanent); the ability names no
    player (``targets: user``) and picks the role."""
    page = MASK.format(succession="").replace(
        "Immediate Day: Weakly Disguise @Selection as @SecondarySelection (~NextNight)",
        "Immediate: Strongly Disguise @Self as @Selection")
    mask = translate_page(page)
    assert mask.untranslated == ()
    (ab,) = mask.role["abilities"]
    assert ab["targets"] == "user" and ab["picks"] == "role" and ab["phase"] == "any"
    assert ab["effect"] == {"DisguiseAs": {"strength": "strong",
                                           "tell": "You are disguised as the {role}."}}
    lamp = translate_page(LAMP.format(marks="SD"))
    rules = load_texts([("mask.yaml", yaml.safe_dump(mask.role)),
                        ("lamp.yaml", yaml.safe_dump(lamp.role))])
    game = Game.new(Setup([("Ann", "Mask Weaver"), ("Bob", "Lamplighter"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    got = game.submit("Ann", "disguise Fortune Teller")
    assert not isinstance(got, Refusal), got
    _to(game, "Night 2")
    assert _seen(game, "Ann") == "Fortune Teller"
