"""Plague rules a scenario cannot show with the shipped roles, checked with test-only roles.

Each test is named by the seed sentence or ruling it guards (S0.x, R19–R22).
"""

from __future__ import annotations

import pytest

from werewolves.engine import kernel, polls
from werewolves.engine.core import Act, Engine
from werewolves.engine.rules import Ability, RoleDef, Ruleset
from werewolves.engine.state import Player
from werewolves.game import Game, Setup, SetupError
from werewolves.roles import base, offices, plague
from werewolves.testing import engine_of, state_of


def _poke(eng: Engine, act: Act) -> None:
    """A test ability that does nothing but reach its target (so it visits)."""


def _rules() -> Ruleset:
    r = Ruleset()
    polls.install(r)
    kernel.install(r)
    base.install(r)
    offices.install(r)
    plague.install(r)
    night_poke = Ability(verb="poke", when="night", timing="end", resolve=_poke, allow_self=True)
    day_poke = Ability(verb="nudge", when="day", timing="immediate", resolve=_poke)
    self_poke = Ability(
        verb="preen", when="night", timing="immediate", resolve=_poke, allow_self=True
    )
    r.add_role(RoleDef("A Poker", "town", "test", abilities=(night_poke,)))
    r.add_role(RoleDef("B Poker", "town", "test", abilities=(night_poke,)))
    r.add_role(RoleDef("Nudger", "town", "test", abilities=(day_poke, self_poke)))
    r.add_role(RoleDef("Sturdy", "town", "test", tags=frozenset({"sturdy"})))

    def sturdy(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
        return "sturdiness" if "sturdy" in eng.role_of(victim).tags else None

    r.add_defence("partial", "sturdy", sturdy)
    return r


def _game(players: list[tuple[str, str]], seed: int = 0) -> Game:
    return Game.new(Setup(players), seed=seed, rules=_rules())


def test_r19_no_chain_inside_an_end_of_phase_batch() -> None:
    g = _game(
        [
            ("Ann", "Plague Bearer"),
            ("Bob", "A Poker"),
            ("Cid", "B Poker"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    assert g.submit("Ann", "contaminate Bob")
    assert g.submit("Bob", "poke Cid")  # A Poker's end-of-night poke resolves first (R3)
    assert g.submit("Cid", "poke Dan")  # Cid catches it inside the batch, too late to pass on
    g.advance()
    assert g.player("Cid").has("contaminated")
    assert not g.player("Dan").has("contaminated")


def test_r19_contagion_does_chain_through_immediate_actions() -> None:
    g = _game(
        [
            ("Ann", "Plague Bearer"),
            ("Bob", "Nudger"),
            ("Cid", "Nudger"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    assert g.submit("Ann", "contaminate Bob")
    g.advance()  # Day 1
    assert g.submit("Bob", "nudge Cid")
    assert g.submit("Cid", "nudge Dan")
    assert g.player("Dan").has("contaminated")


def test_s0_25_an_action_on_yourself_spreads_nothing_and_is_no_visit() -> None:
    g = _game([("Ann", "Plague Bearer"), ("Bob", "Nudger"), ("Cid", "Citizen"), ("Dan", "Citizen")])
    g.advance()
    assert g.submit("Ann", "contaminate Bob")
    visits = len(state_of(g).visits)
    assert g.submit("Bob", "preen Bob")
    assert len(state_of(g).visits) == visits


def test_r20_contaminated_on_day_1_told_on_night_3_and_dead_at_its_end() -> None:
    g = _game(
        [
            ("Ann", "Plague Bearer"),
            ("Bob", "Nudger"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    assert g.submit("Ann", "contaminate Bob")
    g.advance()  # Day 1
    mark = len(g.events)
    assert g.submit("Bob", "nudge Cid")
    assert g.player("Cid").get("contaminated").data["since"] == 2  # Day 1
    g.advance()  # Night 2
    assert not any("contaminated" in m for m in g.private_messages("Cid", mark))
    g.advance()  # Day 2
    g.advance()  # Night 3
    assert g.phase == "Night 3"
    assert any("contaminated" in m.lower() for m in g.private_messages("Cid", mark))
    assert g.player("Cid").alive
    g.advance()  # Day 3
    assert not g.player("Cid").alive
    assert g.player("Cid").death.kind == "kill"


def test_s0_57_s2_50_the_plague_death_is_not_an_attack_so_protection_does_not_stop_it() -> None:
    g = _game(
        [("Ann", "Plague Bearer"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Citizen")]
    )
    g.advance()
    assert g.submit("Ann", "contaminate Bob")
    g.advance_to(5)  # Night 3
    bob = g.player("Bob")
    engine_of(g).add_status(bob, "protected", source=0, data={"by": "test protection"})
    g.advance()
    assert not bob.alive and bob.death.kind == "kill"


def test_s0_58_s2_51_a_survivor_stays_contagious_and_never_dies_of_it_again() -> None:
    g = _game(
        [
            ("Ann", "Plague Bearer"),
            ("Bob", "Sturdy"),
            ("Cid", "Nudger"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    assert g.submit("Ann", "contaminate Bob")
    g.advance_to(6)  # Day 3: Bob survived the end of Night 3
    bob = g.player("Bob")
    assert bob.alive and bob.has("contaminated")
    assert g.submit("Cid", "nudge Bob")  # Bob is still contagious
    assert g.player("Cid").has("contaminated")
    g.advance_to(12)  # Day 6: many nights later
    assert bob.alive


def test_s0_30_a_dead_doctor_never_ascends() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Plague Bearer"),
                ("Bob", "Plague Doctor"),
                ("Cid", "Wolf"),
                ("Dan", "Citizen"),
                ("Eve", "Citizen"),
            ]
        ),
        seed=1,
    )
    g.advance()
    assert g.submit("Ann", "contaminate Bob")  # the doctor dies
    g.advance()
    for voter in ("Cid", "Dan", "Eve"):
        assert g.submit(voter, "vote Ann")
    g.advance()
    assert not g.player("Ann").alive
    assert not g.player("Bob").ascended
    assert "Bob" not in (g.outcome.winners if g.outcome else [])


def test_r22_a_doctor_without_a_bearer_is_refused() -> None:
    with pytest.raises(SetupError, match="Plague Bearer"):
        Game.new(Setup([("Ann", "Plague Doctor"), ("Bob", "Wolf"), ("Cid", "Citizen")]))


def test_r18_the_pool_is_counted_once_for_several_bearers() -> None:
    g = Game.new(
        Setup(
            [
                ("Ann", "Plague Bearer"),
                ("Bob", "Plague Bearer"),
                ("Cid", "Wolf"),
                ("Dan", "Citizen"),
                ("Eve", "Citizen"),
            ]
        )
    )
    assert g.player("Ann").counters["rodents"] == 1
    assert g.player("Bob").counters["rodents"] == 1


@pytest.mark.parametrize(
    ("n", "count"), [(3, 1), (7, 1), (8, 2), (12, 2), (13, 3), (17, 3), (18, 4), (22, 4), (23, 5)]
)
def test_r18_one_for_every_five_rounded(n: int, count: int) -> None:
    assert plague.per_five(n) == count
