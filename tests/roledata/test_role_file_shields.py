"""A role file's Shield (issue 39 items 4–5: what the WWRF import makes of the guide's
`Protect @Self|@Selection from `X` through Active|Passive Defense (~Phase|~NextDay)` beyond a
plain Protect): a defence of the kind it names (R8) against the deaths it names, a lynch
included, of the user or the player chosen, until the phase or the next day ends.

The WWRF pages here are written for these tests from the guides' grammar."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

PLEADER = """\
name: Pleader
team: town
summary: Once, pleads their own case ahead of the coming day.
abilities:
  - verb: plead
    phase: any
    timing: immediate
    targets: {count: 0}
    limits: {per_game: 1}
    effect: {Shield: {from: lynches, until: next day, user: yes}}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Pleader"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen")]


def _ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def _lynch_bob(game: Game, day: str) -> None:
    _to(game, day)
    for voter in ("Cid", "Dan", "Eve"):
        _ok(game.submit(voter, "vote Bob"))
    game.advance()


def test_r8_a_shield_from_lynches_stops_the_lynch_through_the_next_day() -> None:
    """R8 / WWRF `~NextDay`: used by night, the user's shield stops the coming day's lynch of
    them; unused, the same votes lynch them."""
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("p.yaml", PLEADER)]))
    _to(game, "Night 1")
    _ok(game.submit("Bob", "plead"))
    _lynch_bob(game, "Day 1")
    assert game.player("Bob").alive
    plain = Game.new(Setup(SEATS), 1, rules=load_texts([("p.yaml", PLEADER)]))
    _lynch_bob(plain, "Day 1")
    assert not plain.player("Bob").alive


def test_r8_a_shield_ends_with_the_day_it_names() -> None:
    """R8: used on Night 1, the shield is gone by Day 2: that day's lynch takes the user."""
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("p.yaml", PLEADER)]))
    _to(game, "Night 1")
    _ok(game.submit("Bob", "plead"))
    _to(game, "Day 2")
    _lynch_bob(game, "Day 2")
    assert not game.player("Bob").alive


def test_r8_a_shield_stops_only_the_deaths_it_names() -> None:
    """R8: a shield from attacks does not stop a lynch."""
    text = PLEADER.replace("from: lynches", "from: attacks")
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("p.yaml", text)]))
    _to(game, "Night 1")
    _ok(game.submit("Bob", "plead"))
    _lynch_bob(game, "Day 1")
    assert not game.player("Bob").alive


def test_a_shield_of_unknown_words_is_a_problem() -> None:
    """`role check`: a death, a length or a kind of defence a Shield does not know."""
    for good, bad in (("from: lynches", "from: banishments"),
                      ("until: next day", "until: forever"),
                      ("user: yes", "user: yes, defence: partial")):
        text = PLEADER.replace(good, bad)
        assert any("Shield name a value it does not know" in p.sentence
                   for p in check_text(text)), bad


def _page(line: str) -> str:
    return f"**Tester** | Townsfolk Power\n__Formalized__\n{line}\n"


def test_the_import_translates_the_users_own_protection_to_a_shield() -> None:
    """WWRF guide, Protecting: `Protect @Self from `Lynches` through Passive Defense
    (~NextDay)`: the user's own shield, naming no player; a plain protection of the player
    chosen stays a Protect."""
    t = translate_page(_page("Immediate: Protect @Self from `Lynches` through Passive Defense "
                             "(~NextDay) [Quantity: 1]"))
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert ab["effect"] == {"Shield": {"from": "lynches", "until": "next day",
                                       "defence": "passive", "user": True}}
    assert ab["targets"] == {"count": 0} and ab["phase"] == "any"
    load_texts([("t.yaml", yaml.safe_dump(t.role))])
    plain = translate_page(_page("Immediate Night: Protect @Selection from `Attacks` through "
                                 "Active Defense (~Phase)"))
    assert plain.role["abilities"][0]["effect"] == {"Protect": {"from": "attacks",
                                                                "until": "phase"}}
    # a protection by someone else, or at a place, is not a shield
    assert translate_page(_page("Immediate Night: Protect @Self from `Attacks` through "
                                "Absence at #tavern (~Phase)")).untranslated
