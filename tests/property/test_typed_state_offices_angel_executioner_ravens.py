"""Issue 9 item 1 / R37: the offices, the Angel, the Executioner and the Ravenkeeper keep their
game state in their own typed state (no shared ``flags`` bag, no ``player.memory``), every family
of theirs is a declared manifest, and a game restored from JSON whose keys come back reordered
plays on the same."""

from __future__ import annotations

import random
from typing import Any

from test_snapshots import same_after_restoring

from werewolves.game import Game, Setup
from werewolves.roles import (
    angel,
    assassin,
    base,
    default_rules,
    executioner,
    flute,
    huntress,
    offices,
    ravenkeeper,
    runner,
    stalker,
    underworld,
    wolves,
)
from werewolves.roles.angel import AngelState
from werewolves.roles.executioner import ExecutionerState
from werewolves.roles.offices import OfficesState
from werewolves.roles.ravenkeeper import RavenState
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.testing import engine_of, state_of

OLD_MEMORY = ("resigning", "protected_by_me", "executioner_used", "ravens", "raven_night",
              "spying")  # fmt: skip
MODULES = (offices, angel, huntress, executioner, stalker, underworld, flute, ravenkeeper,
           runner, assassin, base, wolves)  # fmt: skip


def _no_shared_bag(g: Game) -> None:
    assert not hasattr(state_of(g), "flags")  # the shared bag is gone (R37)
    for p in state_of(g).players:
        assert not set(OLD_MEMORY) & set(p.memory)


def _same_after_restoring(g: Game, play: Any) -> None:
    """``play`` run on ``g`` and on restored copies gives the same game, keeping no old keys."""
    same_after_restoring(g, play, _no_shared_bag)


def test_r37_every_family_is_a_manifest_with_its_state_statuses_and_reach() -> None:
    for module in MODULES:
        fam = module.FAMILY
        assert fam.name == module.__name__.rsplit(".", 1)[-1]
        assert default_rules().families[fam.name] is fam
    assert offices.FAMILY.state is OfficesState and offices.FAMILY.always
    assert offices.FAMILY.statuses == ("protected",)
    assert angel.FAMILY.state is AngelState
    assert executioner.FAMILY.state is ExecutionerState
    assert ravenkeeper.FAMILY.state is RavenState and ravenkeeper.FAMILY.statuses == ("raven",)
    assert underworld.FAMILY.becomes == ("Undead",)
    assert underworld.FAMILY.statuses == ("demonized",)
    assert flute.FAMILY.becomes == ("Flute Player",)
    assert flute.FAMILY.statuses == ("enchanted", "charmed")  # the Flute Charmer's, too
    assert flute.FAMILY.redirectors == (flute.redirect,)
    assert base.FAMILY.always  # the base game's channel rule (R36) applies in every game


def test_r37_ravens_restored_with_reordered_keys_spy_the_same() -> None:
    setup = Setup(
        [("Zed", "Ravenkeeper"), ("Amy", "Ravenkeeper"), ("Bob", "Wolf"), ("Cid", "Fortune Teller"),
         ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"),
         ("Hal", "Citizen"), ("Ivy", "Citizen")]
    )  # fmt: skip
    g = Game.new(setup, seed=4)
    g.advance()  # Night 1
    assert g.submit("Zed", "assign Cid")
    assert g.submit("Amy", "assign Bob")
    assert not g.submit("Zed", "spy")  # S1.8: one of the three a night
    g.advance()
    g.advance()  # Night 2
    assert engine_of(g).ext(RavenState).placed == {"Zed": ["Cid"], "Amy": ["Bob"]}

    def play(game: Game) -> None:
        assert game.submit("Amy", "reassign Bob Cid")
        assert game.submit("Zed", "spy")
        assert not game.submit("Zed", "assign Dan")  # S1.8: tonight's one action is spent
        # S1.10 / S1.11: Cid holds Zed's raven, Zed his unassigned one: the visit is reported
        since = len(game.events)
        assert game.submit("Cid", "investigate Zed")
        assert any("Cid" in m and "Zed" in m for m in game.private_messages("Zed", since))
        assert engine_of(game).ext(RavenState).placed == {"Zed": ["Cid"], "Amy": ["Cid"]}
        assert not game.player("Bob").has("raven")
        game.advance()

    _same_after_restoring(g, play)


def test_r37_guardian_and_resignations_restored_with_reordered_keys_play_the_same() -> None:
    setup = Setup(
        [("Ann", "Citizen"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Wolf"),
         ("Eve", "Citizen"), ("Fay", "Citizen")]
    )  # fmt: skip
    g = Game.new(setup, seed=1)
    eng = engine_of(g)
    eng.grant_office(g.player("Ann"), "Guardian")
    eng.grant_office(g.player("Bob"), "Guardian")
    eng.grant_office(g.player("Cid"), "Mayor")
    g.advance()  # Night 1
    assert g.submit("Ann", "protect Eve")
    assert g.submit("Bob", "protect Fay")
    g.advance()
    g.advance()  # Night 2
    assert engine_of(g).ext(OfficesState).protected == {"1": {"Ann": ["Eve"], "Bob": ["Fay"]}}

    def play(game: Game) -> None:
        # R38: nobody a Guardian protected last night is protected tonight (Bob's Fay fails
        # for Ann, and Ann's own Eve is refused to her)
        assert not game.submit("Ann", "protect Eve")
        assert game.submit("Ann", "protect Fay")
        assert not game.player("Fay").has("protected")
        # R12: resignations take effect when the phase ends, holder by holder in seat order
        assert game.submit("Cid", "resign")
        assert game.submit("Bob", "resign")
        game.advance()
        resigned = [e.targets or e.params.get("player") for e in game.events
                    if e.kind == "resigned"]  # fmt: skip
        assert resigned == ["Bob", "Cid"]
        assert not engine_of(game).ext(OfficesState).resigning

    _same_after_restoring(g, play)


def test_r37_bot_games_keep_no_state_of_these_families_in_the_shared_bags() -> None:
    names = sorted(r.name for r in default_rules().roles.values() if not r.office)
    mine = {r.name for m in MODULES for r in m.FAMILY.roles if not r.office}
    rng = random.Random(36)
    played = 0
    while played < 40:
        roles = [rng.choice(sorted(mine)) for _ in range(rng.randint(6, 17))]
        roles[0] = "Wolf"
        roles = ["Citizen" if r == "Undead" else r for r in roles]
        assert set(roles) <= set(names)
        g = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=played)
        bots = bots_for(g, BotMix("random"), played)
        play_match(g, bots, max_phases=40, stall=None, on_phase=_no_shared_bag)
        _no_shared_bag(g)
        played += 1


def test_r37_an_angel_lynched_in_an_executioners_place_restored_cancels_the_same_lynch() -> None:
    setup = Setup(
        [("Exe", "Executioner"), ("Ang", "Angel"), ("Wes", "Wolf"), ("Cid", "Citizen"),
         ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
    )  # fmt: skip
    g = Game.new(setup, seed=0)
    assert g.submit("Exe", "target Ang")
    g.advance_to(4)  # Day 2: the substitution works from Day 2 on
    for voter in ("Ang", "Cid", "Dan"):
        assert g.submit(voter, "vote Exe")
    g.advance()  # Night 3
    # S1.56: the Angel was lynched by unusual means: the Executioner dies with her
    assert g.player("Ang").ascended and not g.player("Exe").alive
    assert engine_of(g).ext(ExecutionerState).used == ["Exe"]
    assert engine_of(g).ext(ExecutionerState).lynch_by == {}
    assert engine_of(g).ext(AngelState).lynch_cancelled == 6

    def play(game: Game) -> None:
        game.advance()  # Day 3
        for voter in ("Cid", "Dan", "Eve"):
            assert game.submit(voter, "vote Fay")
        game.advance()
        # S1.50: the following lynch is cancelled
        assert game.player("Fay").alive

    _same_after_restoring(g, play)
