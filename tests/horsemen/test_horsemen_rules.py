"""Horsemen rules that a scenario cannot show with the shipped roles (S1.x, R10, R23–R25)."""

from __future__ import annotations

from werewolves.engine import kernel, polls
from werewolves.engine.core import Engine
from werewolves.engine.rules import RoleDef, Ruleset
from werewolves.engine.state import Player
from werewolves.game import Game, Setup
from werewolves.roles import base, horsemen, offices
from werewolves.testing import engine_of, state_of


def _game(players: list[tuple[str, str]], seed: int = 0, **options: object) -> Game:
    return Game.new(Setup(players, options=dict(options)), seed=seed)


def test_s1_41_death_doom_is_not_an_attack_so_protection_does_not_help() -> None:
    g = _game(
        [
            ("Ann", "Horseman of Death"),
            ("Bob", "Citizen"),
            ("Cid", "Wolf"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    assert g.submit("Ann", "doom Bob")
    g.advance_to(3)  # Night 2
    bob = g.player("Bob")
    engine_of(g).add_status(bob, "protected", source=0, data={"by": "test protection"})
    g.advance()
    assert not bob.alive and bob.death is not None and bob.death.kind == "kill"


def test_r10_the_apocalyptic_horseman_cannot_be_killed_in_any_way_at_night() -> None:
    g = _game([("Ann", "Apocalyptic Horseman"), ("Bob", "Citizen"), ("Cid", "Wolf")])
    g.advance()
    ann = g.player("Ann")
    assert not engine_of(g).kill(ann, "kill", causes=[], rule="test")
    assert not engine_of(g).attack(None, ann, causes=[], rule="test")
    assert ann.alive
    g.advance()  # Day 1: no longer safe
    assert engine_of(g).kill(ann, "kill", causes=[], rule="test")
    assert not ann.alive


def test_s1_20_passive_defences_still_work_while_blocked() -> None:
    r = Ruleset()
    polls.install(r)
    kernel.install(r)
    base.install(r)
    offices.install(r)
    horsemen.install(r)
    r.add_role(RoleDef("Runner", "town", "test", tags=frozenset({"escapes"})))

    def escape(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
        return "escape" if "escapes" in eng.role_of(victim).tags and kind == "attack" else None

    r.add_defence("passive", "escape", escape)
    g = Game.new(
        Setup(
            [
                ("Ann", "Horseman of Pestilence"),
                ("Bob", "Runner"),
                ("Cid", "Wolf"),
                ("Dan", "Citizen"),
            ]
        ),
        rules=r,
    )
    g.advance()
    assert g.submit("Ann", "doom Bob")
    assert g.player("Bob").has("blocked")
    assert g.submit("Cid", "attack Bob")
    g.advance()
    assert g.player("Bob").alive


def test_r23_a_uniting_doom_is_still_a_visit() -> None:
    g = _game(
        [
            ("Ann", "Horseman of Pestilence"),
            ("Bob", "Horseman of Death"),
            ("Cid", "Citizen"),
            ("Dan", "Wolf"),
        ]
    )
    g.advance()
    assert g.submit("Ann", "doom Bob")
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Ann", "Bob")]


def test_r24_a_new_famine_doom_replaces_the_disguise() -> None:
    g = _game(
        [
            ("Ann", "Horseman of Famine"),
            ("Bob", "Horseman of Death"),
            ("Cid", "Citizen"),
            ("Dan", "Wolf"),
            ("Eve", "Citizen"),
        ],
        seed=3,
    )
    g.advance()
    assert g.submit("Ann", "doom Cid")
    g.advance_to(3)
    assert g.submit("Ann", "doom Cid")
    disguises = g.player("Cid").all("disguise")
    assert len(disguises) == 1
    assert disguises[0].data["role"] in {"Horseman of Famine", "Horseman of Death"}
    draws = [
        e
        for e in g.events
        if e.kind == "random_draw" and e.data.get("purpose") == "famine disguise"
    ]
    assert len(draws) == 2  # R6: each doom draws (and logs) again


def test_generic_horseman_takes_the_hosts_choice() -> None:
    g = _game(
        [("Ann", "Horseman"), ("Bob", "Citizen"), ("Cid", "Wolf")],
        horsemen={"Ann": "Horseman of War"},
    )
    g.advance()
    assert g.player("Ann").role == "Horseman of War"
    assert g.player("Ann").original_role == "Horseman"


def test_generic_horseman_draw_is_seeded_and_logged() -> None:
    roles = set()
    for seed in range(12):
        g = _game([("Ann", "Horseman"), ("Bob", "Citizen"), ("Cid", "Wolf")], seed=seed)
        g.advance()
        roles.add(g.player("Ann").role)
        assert any(e.kind == "random_draw" for e in g.events)
    assert roles <= set(horsemen.SPECIFIC) and len(roles) > 1


def test_generic_horseman_host_choice_is_checked() -> None:
    import pytest

    from werewolves.game import SetupError

    with pytest.raises(SetupError, match="can become one of"):
        _game([("Ann", "Horseman"), ("Bob", "Citizen")], horsemen={"Ann": "Apocalyptic Horseman"})
    with pytest.raises(SetupError, match="not a generic Horseman"):
        _game([("Ann", "Horseman"), ("Bob", "Citizen")], horsemen={"Bob": "Horseman of War"})
