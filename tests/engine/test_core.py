"""Kernel behaviour not tied to one ruling: chat channels, legal actions, explanations."""

from __future__ import annotations

from werewolves.engine.core import Reason
from werewolves.game import Game, Refusal, Setup


def _game(seed: int = 1) -> Game:
    return Game.new(
        Setup(
            [
                ("Ann", "Wolf"),
                ("Bob", "Citizen"),
                ("Cid", "Fortune Teller"),
                ("Dan", "Citizen"),
                ("Eve", "Wolf"),
            ]
        ),
        seed=seed,
    )


def test_pack_channel_is_read_only_by_the_pack() -> None:
    g = _game()
    assert g.say("Ann", "wolfpack", "Bob tonight?")
    assert any("Bob tonight?" in m for m in g.messages("Eve"))
    assert not any("Bob tonight?" in m for m in g.messages("Bob"))


def test_town_square_is_public_and_the_dead_talk_among_themselves() -> None:
    g = _game()
    g.advance()
    g.submit("Ann", "attack Bob")
    g.advance()
    assert not g.player("Bob").alive
    refused = g.say("Bob", "town square", "I was a Citizen!")
    assert isinstance(refused, Refusal) and refused.reason is Reason.NO_CHANNEL
    assert g.say("Bob", "dead", "hello")
    assert not any("hello" in m for m in g.messages("Cid"))
    assert g.say("Cid", "town square", "I saw Ann")
    assert any("I saw Ann" in m for m in g.messages("Dan"))


def test_chat_refuses_empty_and_overlong_text_and_changes_nothing() -> None:
    g = _game()
    before = g.to_json()
    for text in ("", "   ", "x" * 501):
        r = g.say("Cid", "town square", text)
        assert isinstance(r, Refusal) and r.reason is Reason.BAD_TEXT
    assert g.to_json() == before


def test_legal_actions_follow_the_phase() -> None:
    g = _game()
    assert [a.verb for a in g.legal_actions("Cid")] == []  # Day 0: nothing to do
    g.advance()
    acts = {a.verb: a for a in g.legal_actions("Cid")}
    assert set(acts) == {"investigate"}
    assert "Cid" not in acts["investigate"].candidates  # no self-investigation
    wolf = {a.verb: a for a in g.legal_actions("Ann")}
    assert wolf["attack"].timing == "end"


def test_every_refusal_is_a_sentence_and_changes_nothing() -> None:
    g = _game()
    g.advance()
    before = g.to_json()
    for who, action in [
        ("Zed", "investigate Ann"),
        ("Cid", "fly Ann"),
        ("Bob", "investigate Ann"),
        ("Cid", "investigate Zed"),
        ("Cid", "investigate Cid"),
        ("Cid", "investigate"),
        ("Cid", "vote Ann"),
        ("Cid", ""),
    ]:
        r = g.submit(who, action)
        assert isinstance(r, Refusal), (who, action)
        assert r.message.endswith(".") and len(r.message.split()) >= 4, r.message
    assert g.to_json() == before


def test_why_dead_walks_back_to_the_choice() -> None:
    g = _game()
    g.advance()
    g.submit("Ann", "attack Bob")
    g.advance()
    lines = g.why_dead("Bob")
    assert "Bob has died" in lines[0]
    assert any("chose to attack Bob" in line for line in lines)
    assert any("[R9" in line for line in lines)
    assert g.why_dead("Cid") == ["Cid is alive."]
