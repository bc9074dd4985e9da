"""Issue 9 item 1 / R37: the plague, Horsemen, amulet and Chef families keep their game state in
their own typed state (no shared ``flags`` bag, no ``player.memory``), and a game restored from
JSON whose keys come back reordered plays on the same."""

from __future__ import annotations

from typing import Any

from test_snapshots import same_after_restoring

from werewolves.game import Game, Setup
from werewolves.roles import amulet, chef, horsemen, plague
from werewolves.roles.amulet import AmuletState
from werewolves.roles.chef import ChefState
from werewolves.roles.horsemen import HorsemenState
from werewolves.roles.plague import PlagueState
from werewolves.testing import engine_of, state_of

OLD_MEMORY = ("amulet_candidates", "amulet_named", "chef_order")


def _no_shared_bag(g: Game) -> None:
    assert not hasattr(state_of(g), "flags")  # the shared bag is gone (R37)
    for p in state_of(g).players:
        assert not set(OLD_MEMORY) & set(p.memory)


def _same_after_restoring(g: Game, play: Any) -> None:
    """``play`` run on ``g`` and on restored copies gives the same game, keeping no old keys."""
    same_after_restoring(g, play, _no_shared_bag)


def test_r37_the_manifests_declare_their_state_and_statuses() -> None:
    assert plague.FAMILY.state is PlagueState and plague.FAMILY.statuses == ("contaminated",)
    assert horsemen.FAMILY.state is HorsemenState
    assert set(horsemen.FAMILY.becomes) == {*horsemen.SPECIFIC, horsemen.APOCALYPTIC_NAME}
    assert amulet.FAMILY.state is AmuletState and amulet.FAMILY.common == (amulet.PASS,)
    assert chef.FAMILY.state is ChefState and chef.FAMILY.common == (chef.EAT, chef.REFUSE)


def test_r37_two_chefs_restored_with_reordered_keys_serve_the_same() -> None:
    setup = Setup(
        [("Zed", "Chef"), ("Amy", "Chef"), ("Bob", "Wolf"), ("Cid", "Citizen"),
         ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
    )  # fmt: skip
    g = Game.new(setup, seed=3)
    assert engine_of(g).ext(ChefState).waiters
    g.advance()
    assert g.submit("Zed", "poison Cid")
    assert g.submit("Amy", "charm Dan")

    def play(game: Game) -> None:
        game.advance()  # Day 2: both Chefs serve, in seat order
        assert game.player("Cid").has(chef.CUSTOMER) and game.player("Dan").has(chef.CUSTOMER)
        assert game.submit("Cid", "eat")
        game.advance()

    _same_after_restoring(g, play)
    assert not engine_of(g).ext(ChefState).orders


def test_r37_amulet_candidates_survive_a_restore_with_reordered_keys() -> None:
    setup = Setup(
        [("Ann", "Amulet Holder"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Wolf"),
         ("Eve", "Citizen"), ("Fay", "Wolf")]
    )  # fmt: skip
    g = Game.new(setup, seed=0)
    assert g.submit("Ann", "pass Cid")
    assert g.submit("Ann", "pass Bob Eve")
    assert not g.submit("Ann", "pass Fay")  # S2.3: three in all

    def play(game: Game) -> None:
        game.advance()
        assert game.player("Cid").has(amulet.AMULET)
        assert engine_of(game).ext(AmuletState).holders == ["Ann", "Cid"]

    _same_after_restoring(g, play)


def test_r37_the_plague_pool_and_horsemen_state_are_typed() -> None:
    setup = Setup(
        [("Ann", "Plague Bearer"), ("Bob", "Plague Bearer"), ("Cid", "Horseman of Famine"),
         ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Wolf"), ("Gus", "Citizen"),
         ("Hal", "Citizen"), ("Ivy", "Citizen"), ("Jon", "Citizen")]
    )  # fmt: skip
    g = Game.new(setup, seed=0)
    assert engine_of(g).ext(PlagueState).rodents == 2
    g.advance()
    assert engine_of(g).ext(HorsemenState).at_night_1 == [horsemen.FAMINE_NAME]

    def play(game: Game) -> None:
        assert game.submit("Ann", "contaminate Dan")
        assert engine_of(game).ext(PlagueState).rodents == 1
        assert game.player("Bob").counters["rodents"] == 1
        assert game.submit("Cid", "doom Eve")
        game.advance()
        assert engine_of(game).ext(PlagueState).batch is None

    _same_after_restoring(g, play)
