"""Guards for the speed paths of issue 9 item 5: each fast path gives the same values as the
plain one it replaces."""

from __future__ import annotations

import dataclasses

import pytest

from werewolves.game import Game, Setup
from werewolves.views import LegalAction


def test_a_legal_action_made_fast_is_the_same_value_as_one_made_plainly() -> None:
    fields = ("vote", ("Ann", "Bob"), 1, 1, "immediate", "vote", (("Ann", "Bob"),), None, True)
    fast, plain = LegalAction.made(*fields), LegalAction(*fields)
    assert fast == plain and hash(fast) == hash(plain) and repr(fast) == repr(plain)
    assert fast.to_json() == plain.to_json()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.verb = "attack"  # type: ignore[misc]


def test_legal_actions_name_the_living_in_seat_order_and_follow_deaths() -> None:
    g = Game.new(
        Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"), ("Dan", "Citizen")]),
        seed=1,
    )
    g.advance()  # Night 1
    (attack,) = [la for la in g.legal_actions("Ann") if la.verb == "attack"]
    assert attack.candidates == ("Bob", "Cid", "Dan")
    (look,) = [la for la in g.legal_actions("Cid") if la.verb == "investigate"]
    assert look.candidates == ("Ann", "Bob", "Dan")
    assert g.submit("Ann", "attack Bob")
    g.advance()  # Day 1: Bob died
    assert not g.player("Bob").alive
    (vote,) = [la for la in g.legal_actions("Cid") if la.verb == "vote"]
    assert vote.candidates == ("Ann", "Cid", "Dan")
