"""R4: deaths caused inside an end-of-phase batch are applied after the whole batch, so a player
alive when the batch starts still carries out their end-of-phase action."""

from rulings_support import dead, do, new_game, recorded, rules_with_test_roles, to_phase

PLAYERS = {"Wes": "Wolf", "Zed": "Zed Sniper", "Cy": "Citizen", "Cat": "Citizen",
           "Col": "Citizen"}


def test_r04_attacked_player_still_carries_out_their_action() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    # the pack attack resolves first (R8: group attacks first) and hits the sniper ...
    do(g, "Wes attack Zed")
    do(g, "Zed snipe Cy")
    g.advance()
    # ... who was alive when the batch started and so still shoots
    assert dead(g) == {"Zed", "Cy"}
    order = recorded(g, "order")
    assert [row[0] for row in order] == ["Zed"]


def test_r04_deaths_applied_after_every_attack_of_the_batch() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Wes attack Zed")
    do(g, "Zed snipe Wes")
    g.advance()
    assert dead(g) == {"Wes", "Zed"}
    night = [e for e in g.events if e.phase == 1]
    attempts = [e.id for e in night if e.kind == "kill_attempt"]
    deaths = [e.id for e in night if e.kind == "death"]
    assert len(attempts) == 2 and len(deaths) == 2
    assert max(attempts) < min(deaths)
    # the deaths carry the kind of the attack that caused them (R8)
    assert g.player("Wes").death.kind == "attack"  # type: ignore[union-attr]
    assert g.player("Zed").death.kind == "attack"  # type: ignore[union-attr]


def test_r04_wolves_win_is_not_reached_in_the_middle_of_a_batch() -> None:
    # the game ends only at a win check (R5): at the start of Day 1, after every death of the night
    g = new_game({"Wes": "Wolf", "Zed": "Zed Sniper", "Cy": "Citizen"},
                 rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Wes attack Zed")
    do(g, "Zed snipe Wes")
    g.advance()
    assert dead(g) == {"Wes", "Zed"}
    assert g.outcome is not None and g.outcome.team == "town"
    assert g.outcome.winners == ["Zed", "Cy"]
