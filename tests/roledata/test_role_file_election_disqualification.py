"""A role file's Disqualify (issue 39 items 4–5: what the WWRF import makes of the guide's poll
Manipulation `Manipulate `Election` Poll (@Selection is `Disqualified`)`): should the player
chosen win the coming election, nobody is elected (saboteur-wolf.2, R12), through the offices'
own moment; nothing else changes for them (saboteur-wolf.3).

The WWRF pages here are written for these tests from the guides' grammar."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import load_texts
from werewolves.roledata.translate import translate_page
from werewolves.testing import engine_of

FORGER = """\
name: Forger
team: wolves
summary: Forges resignation letters.
abilities:
  - verb: forge
    phase: night
    timing: immediate
    targets: {count: 1, self: yes}
    limits: {succession: target}
    effect: {Disqualify: {tell: "{target} is forged out."}}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Forger"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def _day_1(forged: str | None, text: str = FORGER) -> Game:
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("f.yaml", text)]))
    while game.phase != "Night 1":
        game.advance()
    if forged:
        _ok(game.submit("Bob", f"forge {forged}"))
    game.advance()
    assert game.phase == "Day 1"
    for voter in ("Dan", "Eve", "Fay"):
        _ok(game.submit(voter, "elect Cid"))
    return game


def test_saboteur_wolf_2_a_disqualified_winner_is_not_elected_nobody_is() -> None:
    """saboteur-wolf.2: the forged winner takes no office; the event that says so names the
    forgery as its cause. Unforged, or another player forged, the same votes elect them."""
    game = _day_1("Cid")
    game.advance()
    assert not engine_of(game).player("Cid").offices
    kept = next(e for e in game.events if e.kind == "election_sabotaged")
    assert game.events[kept.causes[0]].actor == "Bob"
    for other in (None, "Dan"):
        game = _day_1(other)
        game.advance()
        assert "Mayor" in engine_of(game).player("Cid").offices, other


def test_saboteur_wolf_3_a_disqualified_player_may_still_vote_and_be_lynched() -> None:
    """saboteur-wolf.3: the forged player's own votes count, and they may be lynched."""
    game = _day_1("Cid")
    _ok(game.submit("Cid", "elect Dan"))
    for voter in ("Dan", "Eve", "Fay"):
        _ok(game.submit(voter, "vote Cid"))
    game.advance()
    assert not engine_of(game).player("Cid").alive


def test_the_import_translates_an_election_disqualification() -> None:
    """WWRF guide, poll Manipulation `(… is `Disqualified`)` on the `Election` poll, with
    `Succession: No Target Succession`; `Unvotable` stays untranslated."""
    line = ("Immediate Night: Manipulate `Election` Poll (@Selection is `Disqualified`) "
            "[Succession: No Target Succession]")
    t = translate_page(f"**Tester** | Werewolf Power\n__Formalized__\n{line}\n")
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert "Disqualify" in ab["effect"] and ab["limits"]["succession"] == "target"
    load_texts([("t.yaml", yaml.safe_dump(t.role))])
    unvotable = line.replace("Disqualified", "Unvotable")
    other = translate_page(f"**Tester** | Werewolf Power\n__Formalized__\n{unvotable}\n")
    assert other.untranslated
