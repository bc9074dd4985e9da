"""The adapter names a seat's actions in the member's language (the seat's view is asked in it):
``/act``'s autocomplete shows each verb's label and sends the verb, a typed label names its
verb, a prompt's controls are labelled so, and the roster names a learned role and a shared group
in the member's language (the German game showed "Attack", "wolfpack" and English roles)."""

from __future__ import annotations

from typing import Any

from werewolves.discord import prompts
from werewolves.discord.commands import action_of, labelled_verbs
from werewolves.game import Game, Setup


def _views(lang: str) -> dict[str, Any]:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve"]
    roles = ["Wolf", "Fortune Teller", "Citizen", "Wolf", "Citizen"]
    g = Game.new(Setup(list(zip(names, roles, strict=True))), seed=1)
    g.advance()  # Night 1
    g.submit("Bob", "investigate Cid")
    g.advance()  # Day 1
    g.advance()  # Night 2
    return {n: g.view(n, lang=lang).to_json() for n in ("Ann", "Bob")}


def test_discord_act_lists_labels_sends_verbs_and_takes_a_typed_label() -> None:
    ann = _views("de")["Ann"]
    assert labelled_verbs(ann) == [("attack", "Angreifen")]
    assert labelled_verbs(ann, "ang") == [("attack", "Angreifen")]
    assert labelled_verbs(ann, "att") == [("attack", "Angreifen")]  # the verb typed
    assert labelled_verbs(ann, "zzz") == []
    found = action_of(ann, "angreifen")
    assert found is not None and found["verb"] == "attack"
    control = prompts.control(found)
    assert control is not None and control["placeholder"].startswith("Angreifen")
    english = _views("en")["Ann"]
    assert labelled_verbs(english) == [("attack", "Attack")]
    assert action_of(english, "Angreifen") is None  # the view's own labels only


def test_discord_roster_names_learned_roles_and_groups_in_the_members_language() -> None:
    views = _views("de")
    seer = "\n".join(prompts.roster(views["Bob"], "de"))
    assert "Dorfbewohner" in seer and "Citizen" not in seer
    wolf = "\n".join(prompts.roster(views["Ann"], "de"))
    assert "Rudel" in wolf and "wolfpack" not in wolf
