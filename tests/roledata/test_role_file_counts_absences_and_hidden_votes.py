"""Effects that act for the user alone or on a poll (issue 39 items 4–5: what the WWRF import
makes of the guide's Investigating `Count`, Protecting through `Absence` and a poll
Manipulation by hidden votes, and of the restriction `Succession: No Target Succession`):
Census, Absent, HiddenVotes and the ability limit `succession: target`, in play and as imported.

The WWRF pages here are written for these tests from the guides' grammar."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

LODGER = """\
name: Lodger
team: town
summary: Counts the village by night, sleeps away, and whispers votes by day.
abilities:
  - verb: census
    phase: night
    timing: immediate
    targets: {count: 0}
    picks: role
    effect: {Census: {reads: strong, tell: "Living with {role}: {count}."}}
  - verb: stay
    phase: night
    timing: immediate
    targets: {count: 1}
    limits: {succession: target}
    effect: Absent
  - verb: threaten
    phase: day
    timing: immediate
    targets: {count: 1}
    effect: {HiddenVotes: {votes: 2}}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Lodger"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen")]


def _game() -> Game:
    game = Game.new(Setup(SEATS), 1, rules=load_texts([("l.yaml", LODGER)]))
    _to(game, "Night 1")
    return game


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def _ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def test_innkeeper_2_census_counts_the_living_holders_of_the_role_named() -> None:
    """innkeeper.2 (WWRF `Investigate {Role} Count`): one role, no player; the answer is how
    many living players hold it."""
    game = _game()
    _ok(game.submit("Bob", "census Citizen"))
    assert "Living with Citizen: 3." in game.messages("Bob")
    _ok(game.submit("Ann", "attack Cid"))
    _to(game, "Night 2")
    assert not game.player("Cid").alive
    _ok(game.submit("Bob", "census Citizen"))
    assert "Living with Citizen: 2." in game.messages("Bob")


def test_innkeeper_5_census_reads_the_disguises_it_is_told_to() -> None:
    """innkeeper.5: a strong disguise counts as the role it shows, to a census reading strong
    disguises; a census reading none counts true roles."""
    disguised = LODGER.replace("summary:", "disguise: {as: Citizen, strength: strong}\nsummary:")
    for reads, seen in (("strong", 4), ("none", 3)):
        text = disguised.replace("reads: strong", f"reads: {reads}")
        game = Game.new(Setup(SEATS), 1, rules=load_texts([("l.yaml", text)]))
        _to(game, "Night 1")
        _ok(game.submit("Bob", "census Citizen"))
        assert f"Living with Citizen: {seen}." in game.messages("Bob"), reads


def test_rm160_an_absent_user_escapes_attacks_aimed_at_them() -> None:
    """R8 / RM160 / hooker.1: away at another's house, an attack on the user finds nobody."""
    game = _game()
    _ok(game.submit("Bob", "stay Cid"))
    _ok(game.submit("Ann", "attack Bob"))
    _to(game, "Day 1")
    assert game.player("Bob").alive


def test_rm160_an_attack_on_the_host_reaches_the_absent_user_too() -> None:
    """R8 / RM160 / hooker.1: an attack on the house the user stays at reaches them too."""
    game = _game()
    _ok(game.submit("Bob", "stay Cid"))
    _ok(game.submit("Ann", "attack Cid"))
    _to(game, "Day 1")
    assert not game.player("Cid").alive and not game.player("Bob").alive


def test_hooker_5_succession_refuses_the_player_the_previous_use_named() -> None:
    """WWRF `Succession: No Target Succession` (hooker.5): never the player named last time,
    with a sentence naming them; another player, and later the first again, are taken."""
    game = _game()
    _ok(game.submit("Bob", "stay Cid"))
    _to(game, "Night 2")
    got = game.submit("Bob", "stay Cid")
    assert isinstance(got, Refusal) and "Cid" in str(got)
    _ok(game.submit("Bob", "stay Dan"))
    _to(game, "Night 3")
    _ok(game.submit("Bob", "stay Cid"))


def test_stalker_2_hidden_votes_count_in_the_days_lynch() -> None:
    """stalker.2 / S1.56: two hidden votes against the player chosen outweigh one open vote
    against another; nobody is told of them but the user's own event."""
    game = _game()
    _to(game, "Day 1")
    target, other = "Cid", "Dan"
    seen = len(game.messages(target))
    _ok(game.submit("Bob", f"threaten {target}"))
    assert len(game.messages(target)) == seen
    _ok(game.submit("Ann", f"vote {other}"))
    _to(game, "Night 2")
    assert not game.player(target).alive and game.player(other).alive


def test_bad_hidden_votes_and_succession_are_problems() -> None:
    """`role check`: a number of hidden votes out of range, a succession limit it does not know."""
    said = [p.sentence for p in check_text(LODGER.replace("votes: 2", "votes: 0"))]
    assert any("HiddenVotes name a value it does not know" in s for s in said)
    said = [p.sentence for p in check_text(LODGER.replace("succession: target", "succession: 3"))]
    assert any("'succession' is one of" in s for s in said)


def _page(line: str) -> str:
    return f"**Tester** | Townsfolk Power\n__Formalized__\n{line}\n"


def test_the_import_translates_a_role_count_to_census() -> None:
    """WWRF guide, Investigating, subtype Count: `Investigate {Role} Count <Disguise Levels>`."""
    t = translate_page(_page("Immediate Night: Investigate @Selection Count (WD)"))
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert ab["effect"]["Census"]["reads"] == "weak"
    assert ab["targets"] == {"count": 0} and ab["picks"] == "role"
    load_texts([("t.yaml", yaml.safe_dump(t.role))])


def test_the_import_translates_an_absence_at_the_player_chosen() -> None:
    """WWRF guide, Protecting through Absence, with `Succession: No Target Succession`."""
    t = translate_page(_page(
        "Immediate Night: Protect @Self from `Attacks` through Absence at @Selection (~Phase) "
        "[Succession: No Target Succession]"))
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert "Absent" in ab["effect"] and ab["limits"]["succession"] == "target"
    assert ab["targets"] == {"count": 1}
    load_texts([("t.yaml", yaml.safe_dump(t.role))])
    # an absence at a place (no player's house) is not the effect
    away = translate_page(_page(
        "Immediate Night: Protect @Self from `Attacks` through Absence at #tavern (~Phase)"))
    assert away.untranslated


def test_the_import_translates_hidden_votes_on_the_lynch() -> None:
    """WWRF guide, poll Manipulation: `Manipulate `Lynch` Poll (@Selection has `N` hidden
    votes)`; open votes, or another poll, stay untranslated."""
    line = "Immediate Day: Manipulate `Lynch` Poll (@Selection has `3` hidden votes) (~Phase)"
    t = translate_page(_page(line))
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert ab["effect"] == {"HiddenVotes": {"votes": 3}} and ab["phase"] == "day"
    load_texts([("t.yaml", yaml.safe_dump(t.role))])
    assert translate_page(_page(line.replace(" hidden", ""))).untranslated
    assert translate_page(_page(line.replace("`Lynch`", "`Election`"))).untranslated
