"""R3: immediate actions resolve at once and stay done; end-of-phase actions can be changed or
withdrawn until the phase ends, then resolve as one batch (non-attacks by role name, then the
seeded draw; then attacks in killing order)."""

from rulings_support import (
    dead,
    do,
    events_of,
    new_game,
    recorded,
    refuse,
    rules_with_test_roles,
    to_phase,
)

from werewolves.game import Reason
from werewolves.testing import state_of

FIVE = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen",
        "Eve": "Citizen"}


def test_r03_pack_vote_can_be_changed_until_night_ends() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    do(g, "Ann attack Bob")
    do(g, "Ann attack Dan")
    g.advance()
    assert dead(g) == {"Dan"}


def test_r03_pack_vote_can_be_withdrawn() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    do(g, "Ann attack Bob")
    do(g, "Ann attack nobody")
    assert state_of(g).pending == []
    g.advance()
    assert dead(g) == set()


def test_r03_immediate_action_resolves_at_once() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    res = do(g, "Cid investigate Ann")
    assert "Ann appears to be the Wolf." in res.told
    assert events_of(g, "investigation")[-1].phase == 1


def test_r03_immediate_action_cannot_be_repeated_or_withdrawn() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    do(g, "Cid investigate Ann")
    assert refuse(g, "Cid investigate Bob").reason == Reason.ALREADY_USED
    refuse(g, "Cid investigate nobody")
    # the next night the ability is available again (once per phase, R7)
    to_phase(g, "Night 2")
    do(g, "Cid investigate Bob")


def _order_night(seed: int, submissions: list[str]) -> list[list[object]]:
    players = {"Wes": "Wolf", "Bea": "Beta Marker", "Al": "Alpha Marker", "Zed": "Zed Sniper",
               "Arc": "Archer", "Cy": "Citizen", "Cat": "Citizen", "Col": "Citizen",
               "Al2": "Alpha Marker"}
    g = new_game(players, seed=seed, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    for line in submissions:
        do(g, line)
    g.advance()
    order = recorded(g, "order")
    assert isinstance(order, list)
    return order


def test_r03_batch_non_attacks_first_by_role_name_then_attacks() -> None:
    # submitted: attacks first, then the non-attacks in reverse role-name order
    order = _order_night(0, ["Zed snipe Cy", "Arc arrow Cat", "Bea mark Col", "Al mark Col"])
    roles = [row[1] for row in order]
    # R3: non-attacks (ordered by role name) before attacks; R8: town attackers by role name
    assert roles == ["Alpha Marker", "Beta Marker", "Archer", "Zed Sniper"]


def test_r03_same_role_non_attacks_ordered_by_seeded_draw() -> None:
    lines = ["Al2 mark Col", "Al mark Col"]
    orders = {tuple(r[0] for r in _order_night(seed, lines)) for seed in range(30)}
    # both orders happen over seeds: the acceptance order does not decide it ...
    assert orders == {("Al", "Al2"), ("Al2", "Al")}
    # ... and the same seed always gives the same order (R6)
    for seed in range(5):
        assert _order_night(seed, lines) == _order_night(seed, lines)


def test_r03_batch_order_draw_is_logged() -> None:
    g = new_game({"Al": "Alpha Marker", "Bea": "Beta Marker", "Cy": "Citizen", "Wes": "Wolf"},
                 rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Al mark Cy")
    do(g, "Bea mark Cy")
    g.advance()
    draws = [e for e in events_of(g, "random_draw") if e.data.get("purpose") == "batch order"]
    assert len(draws) == 1 and draws[0].rule == "R6"
