"""Seed-role rules a scenario cannot show with the shipped roles: redirections (S1.12, S2.33),
unusual lynches of the Angel (S1.56, S1.58), Grandma's anonymity (S2.25), refused setups (R32)."""

from __future__ import annotations

import pytest

from werewolves.engine.core import Engine
from werewolves.engine.rules import Ability, Ruleset
from werewolves.engine.state import Player
from werewolves.game import Game, Setup, SetupError
from werewolves.roles import build_rules
from werewolves.roles.amulet import AmuletState
from werewolves.roles.executioner import ExecutionerState
from werewolves.testing import engine_of, state_of


def _decoy_rules() -> Ruleset:
    """The default rules plus a test redirector: whatever is aimed at Dec lands on Eve."""
    rules = build_rules()

    def decoy(eng: Engine, actor: Player, ab: Ability, target: Player) -> Player | None:
        return eng.player("Eve") if target.name == "Dec" else None

    rules.redirectors.append(decoy)
    return rules


def test_s1_12_the_ravenkeepers_raven_follows_a_redirection() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Ravenkeeper"),
                ("Dec", "Citizen"),
                ("Eve", "Citizen"),
                ("Wol", "Wolf"),
                ("Fay", "Citizen"),
            ]
        ),
        rules=_decoy_rules(),
    )
    g.advance()
    assert g.submit("Ann", "assign Dec")
    assert g.player("Eve").has("raven")
    assert not g.player("Dec").has("raven")
    # R16: the visits are actor → redirector and actor → final target
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Ann", "Dec"), ("Ann", "Eve")]


def test_s2_33_grandmas_pick_follows_a_redirection() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Grandma"),
                ("Dec", "Citizen"),
                ("Eve", "Citizen"),
                ("Wol", "Wolf"),
                ("Fay", "Citizen"),
            ]
        ),
        rules=_decoy_rules(),
    )
    g.advance()
    assert g.submit("Ann", "choose Dec")
    g.advance()
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None
    assert engine_of(g).vote_weight(g.player("Eve"), lynch) == 0
    assert engine_of(g).vote_weight(g.player("Dec"), lynch) == 1


def _angel_day(target: str | None = None) -> Game:
    g = Game.new(
        Setup(
            [
                ("Ann", "Angel"),
                ("Bob", "Citizen"),
                ("Cid", "Citizen"),
                ("Dan", "Wolf"),
                ("Eve", "Citizen"),
                ("Fay", "Citizen"),
            ]
        ),
        seed=2,
    )
    if target:
        assert g.submit("Ann", f"target {target}")
    g.advance_to(2)
    return g


def _hidden_votes(g: Game, by: str, on: str, n: int = 2) -> None:
    """What a Stalker-like role records: invisible votes and who put them (issue 6 adds them)."""
    poll = engine_of(g).poll("lynch")
    assert poll is not None
    poll.invisible[on] = poll.invisible.get(on, 0) + n
    poll.invisible_by.setdefault(on, []).append(by)


def test_s1_56_lynched_by_invisible_votes_the_responsible_player_dies() -> None:
    g = _angel_day(target="Eve")
    assert g.submit("Eve", "vote Bob")
    _hidden_votes(g, by="Cid", on="Ann")
    g.advance()
    assert g.player("Ann").ascended
    assert not g.player("Cid").alive and g.player("Cid").death.kind == "kill"
    assert g.player("Eve").alive


def test_s1_56_lynched_through_another_rule_the_responsible_player_dies() -> None:
    g = _angel_day(target="Bob")
    assert g.submit("Bob", "vote Ann")
    # e.g. an Executioner's choice: the rule names who is responsible (S1.56)
    engine_of(g).ext(ExecutionerState).lynch_by["Ann"] = "Fay"
    g.advance()
    assert not g.player("Fay").alive
    assert g.player("Bob").alive


def test_s1_58_a_target_with_invisible_votes_is_a_valid_target() -> None:
    g = _angel_day(target="Cid")
    assert g.submit("Bob", "vote Ann")
    assert g.submit("Eve", "vote Ann")
    _hidden_votes(g, by="Cid", on="Ann", n=1)  # not decisive: Ann wins on visible votes
    g.advance()
    assert g.player("Ann").ascended
    assert not g.player("Cid").alive
    assert g.player("Bob").alive and g.player("Eve").alive


def test_s2_25_grandma_speaks_unnamed_in_her_house() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Grandma"),
                ("Bob", "Citizen"),
                ("Cid", "Citizen"),
                ("Dan", "Wolf"),
                ("Eve", "Citizen"),
            ]
        )
    )
    g.advance()
    assert g.submit("Ann", "choose Bob")
    g.advance()
    assert "Grandma's house" in g.channels("Bob")
    assert g.say("Ann", "Grandma's house", "vote wisely, dear")
    line = g.messages("Bob")[-1]
    assert "vote wisely" in line and "Grandma" in line and "Ann" not in line
    g.advance()  # S2.26: the house empties at the end of the day
    assert "Grandma's house" not in g.channels("Bob")


def test_s0_3_r32_a_knowledgeable_wolf_with_a_public_list_is_refused() -> None:
    with pytest.raises(SetupError, match="partial or private"):
        Game.new(Setup([("Ann", "Knowledgeable Wolf"), ("Bob", "Citizen")], role_list="public"))


def test_r32_the_random_half_is_rounded_up_and_seeded() -> None:
    setup = Setup(
        [
            ("Ann", "Knowledgeable Wolf"),
            ("Bob", "Citizen"),
            ("Cid", "Fortune Teller"),
            ("Dan", "Wolf"),
            ("Eve", "Grandma"),
        ]
    )
    told = []
    for seed in (1, 1, 2):
        g = Game.new(setup, seed=seed)
        msg = next(m for m in g.private_messages("Ann") if "know these roles" in m)
        told.append(msg)
        assert len(msg.split(": ", 1)[1].rstrip(".").split(", ")) == 3  # half of 5, rounded up
    assert told[0] == told[1]


def test_r29_the_amulet_dies_with_a_holder_who_is_lynched() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Amulet Holder"),
                ("Bob", "Citizen"),
                ("Cid", "Citizen"),
                ("Dan", "Wolf"),
                ("Eve", "Citizen"),
                ("Fay", "Wolf"),
            ]
        )
    )
    assert g.submit("Ann", "pass Bob")
    g.advance_to(2)
    for voter in ("Ann", "Cid", "Eve"):
        assert g.submit(voter, "vote Bob")
    g.advance()
    assert not any(p.has("amulet") for p in state_of(g).players)
    assert engine_of(g).ext(AmuletState).shattered
    assert g.player("Ann").alive
