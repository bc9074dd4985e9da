"""A role file's defence that answers (a ``defended`` trigger: WWRF's ``On Partial Defense`` …),
stops only a wolfish attacker's attempts (``by: wolfish``), and a role file's voting power
(the effect ``SetVotes`` and the key ``votes``: WWRF's ``Manipulate @X's public voting power``).
Issue 39, items 1 and 4: each plays in a seeded game; each fails when its rule is broken."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from werewolves.engine import tally
from werewolves.game import Game, Refusal, Setup, SetupError
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

CURSED = """\
name: Cursed Farmer
team: town
summary: A wolf's attack does not kill you, it makes you a Wolf.
defence: {from: attacks, kind: partial, by: wolfish}
triggers:
  - moment: defended
    targets: self
    effect: {Become: {role: Wolf}}
"""

FOOL = """\
name: Village Fool
team: town
summary: You survive one death of any kind, and lose your vote.
defence: {from: [attacks, lynches, kills], kind: partial, uses: 1}
triggers:
  - moment: defended
    targets: self
    effect: [{Notice: {tell: "Your defence was used!"}}, {SetVotes: {votes: 0}}]
"""

SPRINTER = """\
name: Sprinter
team: town
summary: You outrun a wolf's first attack at night; the wolf learns who got away.
defence: {from: attacks, kind: passive, at: night, uses: 1, by: wolfish}
triggers:
  - moment: defended
    targets: attack location
    effect: {Notice: {tell: "You got attacked and ran away."}}
    target_told: "{by} ran away."
"""

GUARD = """\
name: Town Guard
team: town
summary: Each night you may attack a player.
abilities:
  - verb: strike
    phase: night
    timing: end
    targets: {count: 1}
    effect: Attack
"""

PRANKSTER = """\
name: Prankster
team: town
summary: Your vote counts against the one you vote for, and nobody sees it.
votes: {to: -1, hidden: yes}
"""


def ok(got: object) -> None:
    assert not isinstance(got, Refusal), got


def to_phase(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def fired(game: Game, on: str) -> list:  # type: ignore[type-arg]
    return [e for e in game.events if e.kind == "trigger_fired" and e.data.get("on") == on]


def test_r8_a_partial_defence_by_wolfish_answers_by_turning_its_holder() -> None:
    """A Wolf's attack on the Cursed Farmer is stopped (``kill_prevented`` naming its defence)
    and its ``defended`` trigger makes it a Wolf, caused by that event."""
    rules = load_texts([("cursed.yaml", CURSED)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Cursed Farmer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert game.player("Bob").alive
    (stopped,) = [e for e in game.events if e.kind == "kill_prevented"]
    assert stopped.data["defence"] == "Cursed Farmer defence"
    (ev,) = fired(game, "defended")
    assert ev.actor == "Bob" and ev.targets == ["Bob"] and stopped.id in ev.causes
    assert game.player("Bob").role == "Wolf"


def test_r8_a_defence_by_wolfish_does_not_stop_anyone_elses_attempt() -> None:
    """The Town Guard is no wolf: its attack goes past a defence that stops wolfish attackers
    only."""
    rules = load_texts([("cursed.yaml", CURSED), ("guard.yaml", GUARD)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Cursed Farmer"), ("Cid", "Town Guard"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Cid", "strike Bob"))
    game.advance()
    assert not game.player("Bob").alive
    assert fired(game, "defended") == []


def test_r13_a_defence_used_takes_the_vote_and_the_board_shows_it() -> None:
    """The Village Fool survives its lynch; its trigger tells it and sets its public voting
    power to 0 (SetVotes), which the next lynch's tally counts and shows."""
    rules = load_texts([("fool.yaml", FOOL)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Village Fool"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 3,
                    rules=rules)
    to_phase(game, "Day 1")
    for voter in ("Ann", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bob"))
    game.advance()
    assert game.player("Bob").alive
    assert any("Your defence was used!" in m for m in game.messages("Bob"))
    eng = game._engine
    poll = eng.state.polls[0] if eng.state.polls else None
    bob = eng.player("Bob")
    from werewolves.engine.state import Poll

    lynch = poll if poll is not None and poll.kind == "lynch" else Poll("lynch", "lynch")
    assert tally.vote_weight(eng, bob, lynch) == 0
    # a group's poll is private: the public change does not reach it
    assert tally.vote_weight(eng, bob, Poll("wolfpack", "group")) == 1
    ballot = tally.ballot(eng, bob, "Ann", lynch)
    assert ballot.counted == 0 and ballot.shown == 0


def test_r13_votes_key_a_hidden_negative_vote_from_the_deal() -> None:
    """``votes: {to: -1, hidden: yes}``: the Prankster's vote counts -1 from Day 0, with an
    event, and the board shows it as a normal vote."""
    rules = load_texts([("prankster.yaml", PRANKSTER)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Prankster"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    assert any(e.kind == "voting_power_set" and e.targets == ["Bob"] for e in game.events)
    from werewolves.engine.state import Poll

    eng = game._engine
    ballot = tally.ballot(eng, eng.player("Bob"), "Ann", Poll("lynch", "lynch"))
    assert ballot.counted == -1 and ballot.shown == 1


def test_r8_defended_aims_at_where_the_attack_came_from() -> None:
    """``attack location``: the pack's attack was stopped, so every living pack member is told
    (the guide's @AttackLocation), not only the wolf who carried it out; the holder is told
    too."""
    rules = load_texts([("sprinter.yaml", SPRINTER)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Vic", "Wolf"), ("Bob", "Sprinter"),
                           ("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen"),
                           ("Fay", "Citizen")]), 1, rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Bob"))
    ok(game.submit("Vic", "attack Bob"))
    game.advance()
    assert game.player("Bob").alive
    (ev,) = fired(game, "defended")
    assert sorted(ev.targets) == ["Ann", "Vic"]
    for wolf in ("Ann", "Vic"):
        assert any("Bob ran away." in m for m in game.messages(wolf))
    assert not any("Bob ran away." in m for m in game.messages("Cid"))
    assert any("You got attacked and ran away." in m for m in game.messages("Bob"))


def test_r8_defended_aims_at_the_attacker_alone() -> None:
    """``attacker``: the player whose attempt was stopped, here a lone attacker (no group)."""
    rules = load_texts([("sprinter.yaml", SPRINTER.replace("attack location", "attacker")
                         .replace("by: wolfish", "by: anyone")), ("guard.yaml", GUARD)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Sprinter"), ("Cid", "Town Guard"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Cid", "strike Bob"))
    game.advance()
    (ev,) = fired(game, "defended")
    assert ev.targets == ["Cid"]
    assert any("Bob ran away." in m for m in game.messages("Cid"))


def test_issue_39_item_2_votes_and_by_are_checked() -> None:
    """A wrong ``votes`` or ``by`` is a sentence with its line, never a traceback."""
    bad = PRANKSTER.replace("to: -1", "to: 40")
    assert any("'to'" in p.sentence for p in check_text(bad))
    bad = CURSED.replace("by: wolfish", "by: foxes")
    assert any("'by' is one of" in p.sentence for p in check_text(bad))
    bad = SPRINTER.replace("targets: attack location", "targets: killer")
    assert any("'targets'" in p.sentence for p in check_text(bad))


# ---------------------------------------------------------------------------- the import
# (pages written for these tests from the WWRF guide's grammar: Protecting, Manipulating and
# the On Defense triggers; never the snapshot's)


def page(kind: str, *lines: str, name: str = "Probe") -> str:
    return f"**{name}** | {kind}\n__Formalized__\n" + "\n".join(lines) + "\n"


def whole(text: str) -> dict[str, Any]:
    t = translate_page(text)
    assert t.untranslated == (), [u.sentence() for u in t.untranslated]
    assert check_text(yaml.safe_dump(t.role)) == []
    return t.role


def test_issue_39_item_4_a_partial_defence_by_wolfish_and_its_role_change_import() -> None:
    role = whole(page(
        "Townsfolk Miscellaneous",
        "Starting: Protect @Self from `Attacks` by @(Attr:Wolfish) through Partial Defense",
        "On Partial Defense: Role Change @Self to `Wolf`", name="Moonstruck"))
    assert role["defence"] == {"from": ["attacks"], "kind": "partial", "at": "any",
                               "by": "wolfish"}
    assert role["triggers"] == [{"moment": "defended", "targets": "self",
                                 "effect": {"Become": {"role": "Wolf"}}}]
    # and it plays: the pack's attack turns it
    rules = load_texts([("m.yaml", yaml.safe_dump(role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Moonstruck"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Bob"))
    game.advance()
    assert game.player("Bob").alive and game.player("Bob").role == "Wolf"


def test_issue_39_item_4_a_defence_from_all_with_a_learn_and_a_lost_vote() -> None:
    role = whole(page(
        "Townsfolk Miscellaneous",
        "Starting: Protect @Self from `All` through Partial Defense (~UntilUse)",
        "On Partial Defense:",
        "  • Learn `Saved once.`",
        "  • Manipulate @Self's `public voting power` to `0`", name="Dazed One"))
    assert role["defence"] == {"from": ["attacks", "lynches", "kills"], "kind": "partial",
                               "at": "any", "uses": 1}
    assert role["triggers"] == [{"moment": "defended", "targets": "self", "effect": [
        {"Notice": {"tell": "Saved once."}}, {"SetVotes": {"votes": 0, "polls": "public"}}]}]


def test_issue_39_item_4_reveals_to_the_attack_location_and_to_the_holder() -> None:
    role = whole(page(
        "Townsfolk Miscellaneous",
        "Starting: Protect @Self from `Attacks` by @(Attr:Wolfish) through Passive Defense "
        "during Night (~UntilUse)",
        "On Passive Defense:",
        "  • Reveal `@Self got away` to @AttackLocation",
        "  • Reveal `You got away` to @Self", name="Quickfoot"))
    assert role["defence"]["at"] == "night" and role["defence"]["by"] == "wolfish"
    mine, told = role["triggers"]
    assert mine == {"moment": "defended", "targets": "self",
                    "effect": {"Notice": {"tell": "You got away"}}}
    assert told["targets"] == "attack location" and told["target_told"] == "{by} got away"


def test_issue_39_item_4_a_voting_power_set_at_the_start_is_votes() -> None:
    role = whole(page("Townsfolk Miscellaneous",
                      "Starting: Manipulate @Self's `hidden public voting power` to `-1`",
                      name="Contrarian"))
    assert role["votes"] == {"to": -1, "hidden": True}
    # a relative change, a special power or one for a while is listed
    for line in ("Starting: Manipulate @Self's `public voting power` by `1`",
                 "Starting: Manipulate @Self's `special public voting power` to `2`",
                 "Starting: Manipulate @Self's `public voting power` to `2` (~Phase)",
                 "Starting: Manipulate @Others's `public voting power` to `2`"):
        blocked = [u.construct for u in translate_page(page("Townsfolk Miscellaneous",
                                                            line)).untranslated]
        assert blocked == ["Starting: manipulating"], (line, blocked)


KNOWING = """\
name: Well-Read Wolf
team: wolves
pack: yes
summary: You know the roles the host revealed.
learns: partial role list
"""


def test_r33_learns_the_hosts_partial_role_list_alone() -> None:
    """``learns: partial role list``: the holder alone is told, at the deal, the roles the host
    revealed (a message of their own, beside R33's announcement to everyone); in a game whose
    list is private the host revealed none, and they are told so."""
    rules = load_texts([("w.yaml", KNOWING)])
    players = [("Ann", "Well-Read Wolf"), ("Bob", "Fortune Teller"), ("Cid", "Citizen"),
               ("Dan", "Citizen"), ("Eve", "Citizen")]
    game = Game.new(Setup(players, role_list="partial", revealed_roles=["Fortune Teller"]), 1,
                    rules=rules)
    told = [e for e in game.events if e.kind == "told" and e.msg == "rolelist.partial"]
    assert [e.to for e in told] == [["Ann"]]
    assert told[0].params["roles"] == ["Fortune Teller"]
    game = Game.new(Setup(players), 1, rules=rules)
    assert any("The host revealed none" in m for m in game.messages("Ann"))
    assert not any("The host revealed none" in m for m in game.messages("Cid"))


def test_issue_39_item_4_the_hosts_role_list_info_at_the_start_is_learns() -> None:
    role = whole(page("Werewolf Miscellaneous",
                      "Starting: Learn `%PartialRoleList%`", name="Well-Read Wolf"))
    assert role["learns"] == "partial role list"
    # other host information is not in the vocabulary
    blocked = [u.construct for u in translate_page(page(
        "Werewolf Miscellaneous", "Starting: Learn `%RoleList%`")).untranslated]
    assert blocked == ["Starting: announcement"]


MASKED = """\
name: Masked Wolf
team: wolves
pack: yes
summary: You are seen as what you were dealt, whatever you become.
disguise: {as: own role, strength: strong}
triggers:
  - moment: a death
    of: {group: wolfpack}
    targets: self
    effect: {Become: {role: Wolf}}
"""


def test_sneaking_wolf_1_a_disguise_as_the_role_dealt_outlasts_a_role_change() -> None:
    """``disguise: {as: own role}`` (WWRF's ``Disguise @Self as @Self->OriginalRole``): the
    disguise names the role dealt, and still does once its holder has become a Wolf."""
    rules = load_texts([("m.yaml", MASKED)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Masked Wolf"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    (ev,) = [e for e in game.events if e.kind == "disguised"]
    assert ev.targets == ["Bob"] and ev.data["role"] == "Masked Wolf"
    to_phase(game, "Day 1")
    for voter in ("Bob", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Ann"))
    game.advance()
    bob = game._engine.player("Bob")
    assert bob.role == "Wolf"
    assert [s.data["role"] for s in bob.all("disguise")] == ["Masked Wolf"]
    assert any("nor 'own role'" in p.sentence
               for p in check_text(MASKED.replace("as: own role", "as: Nobody")))


def test_issue_39_item_4_a_disguise_as_the_original_role_imports() -> None:
    role = whole(page("Werewolf Miscellaneous",
                      "Starting: Strongly Disguise @Self as @Self->OriginalRole",
                      name="Two-Faced Wolf"))
    assert role["disguise"] == {"as": "own role", "strength": "strong"}


TAPSTER = """\
name: Tapster
team: town
summary: Speak in the town square as the Tapster, not by your name.
whisper: {to: town square, as: Tapster}
"""


def test_bartender_2_a_whisper_is_said_again_in_the_square_under_its_name() -> None:
    """``whisper``: a line said in the holder's own channel is said again in the town square
    under the file's name, naming nobody; once the holder has lost the role, it is not."""
    turning = TAPSTER + """triggers:
  - moment: a death
    targets: self
    effect: {Become: {role: Wolf}}
"""
    rules = load_texts([("t.yaml", turning)])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tapster"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    ok(game.say("Bob", "whispers (Bob)", "Beware the baker."))
    (line,) = [e for e in game.events if e.kind == "chat" and e.actor is None
               and e.params.get("text") == "Beware the baker."]
    assert line.audience == "public" and line.params["speaker"] == "Tapster"
    assert line.params["channel"] == "town square"
    # a line elsewhere is not repeated
    ok(game.say("Bob", "town square", "Hello."))
    assert len([e for e in game.events if e.kind == "chat" and e.actor is None]) == 1
    # a Wolf now (a death made it one), Bob keeps the channel, which reaches nobody
    to_phase(game, "Day 1")
    for voter in ("Bob", "Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Cid"))
    game.advance()
    assert game.player("Bob").role == "Wolf"
    ok(game.say("Bob", "whispers (Bob)", "Still here."))
    assert not [e for e in game.events if e.kind == "chat" and e.actor is None
                and e.params.get("text") == "Still here."]


def test_alcoholic_2_a_role_that_whispers_in_the_square_tends_the_bar_for_the_alcoholic(
) -> None:
    """bartender.1-2 / alcoholic.2: a role file's ``whisper`` to the town square is the book's
    bar: a setup may deal the book's Alcoholic beside it, who is away at the tavern (the pack's
    attack misses) while its holder lives, and dies at the end of the first night that starts
    with none."""
    rules = load_texts([("t.yaml", TAPSTER)])
    assert "tends the bar" in rules.role("Tapster").tags
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Tapster"), ("Alc", "Alcoholic"),
                           ("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen"),
                           ("Fay", "Citizen")]), 1, rules=rules)
    to_phase(game, "Night 1")
    ok(game.submit("Ann", "attack Alc"))
    game.advance()
    assert game.player("Alc").alive
    for voter in ("Cid", "Dan", "Eve", "Fay"):
        ok(game.submit(voter, "vote Bob"))
    to_phase(game, "Day 2")
    assert not game.player("Bob").alive and not game.player("Alc").alive
    book = Setup([("Ann", "Wolf"), ("Alc", "Alcoholic"), ("Cid", "Citizen"),
                  ("Dan", "Citizen"), ("Eve", "Citizen")])
    with pytest.raises(SetupError):
        Game.new(book, 1, rules=rules)


def test_issue_39_item_4_a_whisper_to_the_tavern_under_a_name_imports() -> None:
    role = whole(page("Townsfolk Miscellaneous",
                      "Starting: Whisper to #tavern as `Tapster`", name="Tapster"))
    assert role["whisper"] == {"to": "town square", "as": "Tapster"}
    blocked = [u.construct for u in translate_page(page(
        "Townsfolk Miscellaneous", "Starting: Whisper to #Garden as `Gardener`")).untranslated]
    assert blocked == ["Starting: whispering"]
