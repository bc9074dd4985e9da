"""Issue 39 item 4: the import translates WWRF's event triggers (``On Death``, ``On Killed``,
``On Lynch``, ``On {Player} Death``, ``On Visited [filter]``, ``On Action [filter]``) into role
files' triggers, and lists what it cannot say.

The pages here are written for these tests from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata import load
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import DEATH_POLLS, translate_page
from werewolves.roles.child import CHILD
from werewolves.roles.wolf_cub import CUB


def page(kind: str, *lines: str, name: str = "Probe") -> str:
    return f"**{name}** | {kind}\n__Formalized__\n" + "\n".join(lines) + "\n"


def whole(text: str) -> dict[str, Any]:
    t = translate_page(text)
    assert t.untranslated == (), [u.sentence() for u in t.untranslated]
    assert check_text(yaml.safe_dump(t.role)) == []
    return t.role


def blocked(text: str) -> list[str]:
    return [u.construct for u in translate_page(text).untranslated]


def test_issue_39_item_4_on_killed_attack_on_the_attacker() -> None:
    role = whole(page("Townsfolk Killing", "On Killed: Attack @Attacker", name="Thornback"))
    (trig,) = role["triggers"]
    # a killing trigger on the holder's death never reaches another holder (it would fire itself)
    assert trig == {"moment": "killed", "targets": "killer", "restrictions": ["other role"],
                    "effect": "Attack"}


def test_issue_39_item_4_on_death_and_on_lynch_take_their_moments() -> None:
    role = whole(page("Townsfolk Killing", "On Death: Attack @Attacker"))
    assert role["triggers"][0]["moment"] == "death"
    # On Lynch has no killer of ours to reach: the attacker of a lynch is no player
    assert blocked(page("Townsfolk Killing", "On Lynch: Attack @Attacker")) == [
        "trigger: On Lynch (aimed at killer)"]


def test_issue_39_item_4_another_players_death_by_group_role_and_alignment() -> None:
    for subject, of in (("@(Group:Wolfpack)", {"group": "wolfpack"}),
                        ("@(Role:Fortune-Teller)", {"role": "Fortune Teller"}),
                        ("@(Align:Townsfolk)", {"team": "town"}),
                        ("@All", "anyone")):
        role = whole(page("Werewolf Investigative",
                          f"On {subject} Death: Role Change @Self to `Wolf`"))
        assert role["triggers"] == [{"moment": "a death", "of": of, "targets": "self",
                                     "effect": {"Become": {"role": "Wolf"}}}]


def test_issue_39_item_4_whose_death_the_vocabulary_cannot_name_is_listed() -> None:
    assert blocked(page("Townsfolk Miscellaneous", "On @(Attr:Lycan) Death: Role Change @Self "
                        "to `Wolf`")) == ["trigger: On {Player} Death (whose)"]
    # a role change to no role of our book
    assert blocked(page("Townsfolk Miscellaneous", "On @All Death: Role Change @Self to "
                        "`Gremlin`")) == ["changing: Role (not a role of our book)"]


def test_issue_39_item_4_an_attack_on_anothers_death_could_fire_itself() -> None:
    assert blocked(page("Townsfolk Killing", "On @All Death: Attack @Attacker")) == [
        "trigger: On {Player} Death (can fire itself)"]


def test_issue_39_item_4_visited_with_a_filter_and_its_negation() -> None:
    role = whole(page("Townsfolk Killing", "On Visited [Investigating]: Attack @Visitor"))
    assert role["triggers"] == [{"moment": "visited", "kinds": ["investigate"],
                                 "targets": "visitor", "effect": "Attack"}]
    role = whole(page("Townsfolk Killing", "On Visited [!Killing]: Attack @Visitor"))
    kinds = role["triggers"][0]["kinds"]
    assert "attack" not in kinds and "kill" not in kinds and "investigate" in kinds


def test_issue_39_item_4_action_trigger_reaches_the_actions_target() -> None:
    role = whole(page("Townsfolk Protective",
                      "Immediate Night: Protect @Selection from `Attacks` through Active "
                      "Defense (~Phase)",
                      "On Action [Protecting]: Attack @ActionTarget"))
    assert role["triggers"] == [{"moment": "action", "kinds": ["protect"],
                                 "targets": "action target", "effect": "Attack"}]


def test_child_1_wolf_cub_1_a_poll_added_on_death_is_the_engines_property() -> None:
    # the tags are the engine's (the translation imports nothing of it: the texts are equal)
    assert DEATH_POLLS == {"lynch": CHILD, "wolfpack": CUB}
    assert whole(page("Townsfolk Miscellaneous", "On Death: Add `Lynch` Poll"))["tags"] == [CHILD]
    assert whole(page("Werewolf Miscellaneous", "On Death: Add `Wolfpack` Poll"))["tags"] == [CUB]
    assert blocked(page("Townsfolk Miscellaneous", "On Death: Add `Election` Poll")) == [
        "poll: Addition"]


def test_issue_39_item_4_conditions_options_and_several_targets_leave_the_block_out() -> None:
    assert blocked(page("Townsfolk Killing", "On Killed: Attack @Attacker [Temporal: Night 2]")
                   ) == ["trigger: On Killed (restrictions or options)"]
    # (a Quantity is its firings a game: test_role_file_held_target_deaths_and_firing_limit)
    assert whole(page("Townsfolk Killing", "On Killed: Attack @Attacker [Quantity: 1]"))[
        "triggers"][0]["per_game"] == 1
    # (a condition the role file's language says is translated: test_wwrf_import_conditions)
    assert blocked(page("Townsfolk Killing", "On Killed:",
                        "  • $total > 3: Attack @Attacker")) == [
        "trigger: On Killed: <condition>"]
    assert blocked(page("Townsfolk Killing", "On Visited:", "  • Attack @Visitor",
                        "  • Role Change @Self to `Wolf`")) == [
        "trigger: On Visited (several targets)"]


def test_issue_39_item_4_the_emergency_change_of_a_target_is_targetings() -> None:
    assert blocked(page("Townsfolk Killing", "On Action [Targeting]: Target @Selection (Player "
                        "Optional) [Quantity: 1]")) == ["targeting: Target (emergency change)"]


def test_issue_39_item_4_an_imported_lone_seer_joins_the_pack_when_a_wolf_dies() -> None:
    role = whole(page("Werewolf Investigative",
                      "Immediate Night: Role Investigate @Selection (SD, WD)",
                      "On @(Group:Wolfpack) Death: Role Change @Self to `Wolf`",
                      name="Lone Seer"))
    rules = load_texts([("seer.yaml", yaml.safe_dump(role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Lone Seer"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 4,
                    rules=rules)
    while game.phase != "Day 1":
        game.advance()
    for voter in ("Bob", "Cid", "Dan", "Eve", "Fay"):
        got = game.submit(voter, "vote Ann")
        assert not isinstance(got, Refusal), got
    game.advance()
    assert game.player("Bob").role == "Wolf"
    assert any(e.kind == "trigger_fired" and e.actor == "Bob" for e in game.events)


def test_r8_a_true_kill_and_an_announcement_on_death_play_through_the_trigger() -> None:
    role = whole(page("Townsfolk Killing", "On Killed:", "  • True Kill @Attacker",
                      "  • Announce `@Self took @Attacker down with them`", name="Last Word"))
    (trig,) = role["triggers"]
    assert trig["effect"] == ["TrueKill", {"Announce": {"tell": "{by} took {target} down with "
                                                                "them"}}]
    assert trig["restrictions"] == ["other role"]
    rules = load_texts([("last.yaml", yaml.safe_dump(role))])
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Last Word"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    got = game.submit("Ann", "attack Bob")
    assert not isinstance(got, Refusal), got
    game.advance()
    ann = game.player("Ann")
    # R8: a true kill: nothing stops it, and it is no attack
    assert ann.death is not None and ann.death.kind == "true kill"
    assert any("Bob took Ann down with them" in m for m in game.messages("Cid"))
    assert any("fires by itself" in line for line in game.why_dead("Ann"))


def test_issue_39_item_4_an_announcement_naming_another_player_is_listed() -> None:
    assert blocked(page("Townsfolk Killing", "On Killed:", "  • Attack @Attacker",
                        "  • Announce `@Self saw @Visitor`")) == [
        "announcement: Announce (another player)"]
    assert blocked(page("Townsfolk Killing", "On Killed:", "  • Attack @Attacker",
                        "  • Announce `@Attacker->Role was here`")) == [
        "announcement: Announce (a property)"]
    assert blocked(page("Townsfolk Killing", "On Killed: Announce `Gone`")) == [
        "trigger: On Killed (announcements only)"]


def test_issue_39_item_4_a_held_target_is_aimed_at_where_the_moment_offers_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = page("Townsfolk Killing", "On Death: [Condition: @Target exists]",
                "  • True Kill @Target", "  • Announce `@Self took @Target along`")
    # a moment that offers no held target lists the block by whom it aims at
    monkeypatch.setitem(load.TRIGGER_MOMENTS, "death", ("killer", "random"))
    assert blocked(text) == ["trigger: On Death (aimed at target)"]
    monkeypatch.undo()
    # the death trigger offers one (SetTarget's held target): `@Target exists` is what aiming
    # at it means (no target: no firing)
    t = translate_page(text)
    assert t.untranslated == ()
    assert t.role["triggers"] == [{"moment": "death", "targets": "target",
                                   "restrictions": ["other role"],
                                   "effect": ["TrueKill", {"Announce": {
                                       "tell": "{by} took {target} along"}}]}]
    # a condition the role file's language cannot say still leaves it out (one it can say is
    # the trigger's `if`: test_wwrf_import_conditions)
    other = text.replace("@Target exists", "$total > 3")
    assert blocked(other) == ["trigger: On Death: <condition>"]
