"""How the cult's rule tests (tests/cult_leader, tests/cult_acolyte, tests/cult_member) open a
cult game and read it: one table shape (the leader, the other cultists, a wolf and the town), who
is dead, a player's verbs, the cult's disbandings, and the rule every cult attacker keeps
(no attack on Night 1, one a night after: cult-leader.2, cult-acolyte.2)."""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import state_of

LEADER = ("Lea", "Cult Leader")
# the rest of the table: the pack's one wolf and the town
TOWN = [("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"),
        ("Dan", "Citizen"), ("Eve", "Citizen")]


def cult_table(
    *cultists: tuple[str, str], town: list[tuple[str, str]] = TOWN
) -> list[tuple[str, str]]:
    """The Cult Leader (Lea), then ``cultists``, then ``town``."""
    return [LEADER, *cultists, *town]


def _dead(g: Game) -> set[str]:
    return {p.name for p in state_of(g).players if not p.alive}


def _verbs(g: Game, name: str) -> list[str]:
    return [la.verb for la in g.legal_actions(name)]


def _disbanded(g: Game) -> list[str]:
    return [e.data["leader"] for e in g.events if e.kind == "cult_disbanded"]


def no_attack_on_night_1_one_a_night_after(table: list[tuple[str, str]], attacker: str) -> None:
    """cult-leader.2 / cult-acolyte.2: ``attacker`` has no sacrifice on Night 1, then exactly one
    a night (Bob dies of it)."""
    g = _game(table)
    g.advance()
    assert "sacrifice" not in _verbs(g, attacker)
    _refused(g, f"{attacker} sacrifice Bob")
    g.advance_to(3)
    _do(g, f"{attacker} sacrifice Bob")
    _refused(g, f"{attacker} sacrifice Bob Cyd")
    g.advance()
    assert _dead(g) == {"Bob"}
