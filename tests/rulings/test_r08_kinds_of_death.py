"""R8: kinds of death (attack, kill, lynch, true kill); protection stops attacks only; the
killing order of several attacks on one player inside a batch."""

from rulings_support import (
    dead,
    death_kind,
    do,
    events_of,
    new_game,
    rules_with_test_roles,
    to_phase,
)

from werewolves.game import Game
from werewolves.testing import engine_of, state_of


def test_r08_pack_kill_is_an_attack_and_lynch_is_a_lynch() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen",
                  "Eve": "Wolf"})
    to_phase(g, "Night 1")
    do(g, "Ann attack Bob")
    to_phase(g, "Day 1")
    for v in ("Ann", "Cid", "Dan", "Eve"):
        do(g, f"{v} vote Cid")
    g.advance()
    assert death_kind(g, "Bob") == "attack"
    assert death_kind(g, "Cid") == "lynch"
    assert g.player("Bob").death.phase == 1  # type: ignore[union-attr]
    assert g.player("Cid").death.phase == 2  # type: ignore[union-attr]


def _protect(g: Game, name: str) -> None:
    """A protection as the Guardian (R30) would give it: status ``protected`` for this phase."""
    p = g.player(name)
    engine_of(g).add_status(
        p, "protected", source=0, until=state_of(g).phase, data={"by": "Guardian"}
    )


def test_r08_protection_stops_an_attack() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen"})
    to_phase(g, "Night 1")
    _protect(g, "Bob")
    do(g, "Ann attack Bob")
    g.advance()
    assert dead(g) == set()
    prevented = events_of(g, "kill_prevented")
    assert len(prevented) == 1 and prevented[0].targets == ["Bob"]
    assert prevented[0].data["kind"] == "attack"
    # the pack is told its attack failed
    assert any("failed" in t for t in g.private_messages("Ann"))
    # R15: the attack still visited Bob
    assert [(v.target, v.verb) for v in state_of(g).visits] == [("Bob", "attack")]


def test_r08_protection_does_not_stop_a_lynch() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Citizen"})
    to_phase(g, "Day 1")
    _protect(g, "Ann")
    for v in ("Bob", "Cid", "Dan"):
        do(g, f"{v} vote Ann")
    g.advance()
    assert death_kind(g, "Ann") == "lynch"
    assert not events_of(g, "kill_prevented")


def test_r08_protection_does_not_stop_a_kill() -> None:
    g = new_game({"Ann": "Wolf", "Exe": "Executioner", "Cid": "Citizen", "Dan": "Citizen",
                  "Eve": "Wolf"}, rules=rules_with_test_roles())
    to_phase(g, "Day 1")
    _protect(g, "Ann")
    do(g, "Exe execute Ann")
    assert death_kind(g, "Ann") == "kill"
    assert not events_of(g, "kill_prevented")


def test_r08_protection_by_a_test_role_stops_only_the_attack() -> None:
    g = new_game({"Ann": "Wolf", "Pro": "Protector", "Cid": "Citizen", "Dan": "Citizen",
                  "Eve": "Citizen"}, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Pro shield Cid")
    assert g.player("Cid").has("protected")
    do(g, "Ann attack Cid")
    g.advance()
    assert g.player("Cid").alive
    # the protection lasted that night only
    assert not g.player("Cid").has("protected")
    to_phase(g, "Night 2")
    do(g, "Ann attack Cid")
    g.advance()
    assert death_kind(g, "Cid") == "attack"


def test_r08_killing_order_group_then_town_by_name_then_wolves_then_rest() -> None:
    players = {"Wes": "Wolf", "Zed": "Zed Sniper", "Arc": "Archer", "Lw": "Lone Wolf",
               "Lo": "Loner", "Vic": "Citizen", "Cy": "Citizen", "Cat": "Citizen",
               "Col": "Citizen"}
    g = new_game(players, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    # submitted in the reverse of the killing order
    do(g, "Lo stab Vic")
    do(g, "Lw maul Vic")
    do(g, "Zed snipe Vic")
    do(g, "Arc arrow Vic")
    do(g, "Wes attack Vic")
    g.advance()
    attempts = [e.actor for e in events_of(g, "kill_attempt") if e.targets == ["Vic"]]
    # R8: the group attack, then town roles by name (Archer, Zed Sniper), then werewolf roles,
    # then the rest
    assert attempts == ["Wes", "Arc", "Zed", "Lw", "Lo"]
    # Vic dies once, of the first attack in killing order
    vic = g.player("Vic")
    assert vic.death is not None and vic.death.kind == "attack"
    death = g.events[vic.death.event]
    first_attempt = next(e for e in events_of(g, "kill_attempt") if e.targets == ["Vic"])
    assert death.causes[0] == first_attempt.id
    assert len([e for e in events_of(g, "death") if e.targets == ["Vic"]]) == 1
