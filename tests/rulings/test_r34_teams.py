"""R34: a team wins when every living player is on it or unaligned; every member of the winning
team wins, alive or dead; unaligned players never stop a win; if everybody is dead, nobody wins."""

from rulings_support import do, new_game, rules_with_test_roles, to_phase


def test_r34_town_wins_when_the_last_wolf_dies() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen",
                  "Eve": "Citizen"})
    to_phase(g, "Night 1")
    do(g, "Ann attack Bob")
    to_phase(g, "Day 1")
    for p in ("Cid", "Dan", "Eve"):
        do(g, f"{p} vote Ann")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town"
    # R34: dead Bob wins with his team; dead Ann does not
    assert g.outcome.winners == ["Bob", "Cid", "Dan", "Eve"]
    assert any("Winners: Bob, Cid, Dan, Eve" in t for t in g.announcements())


def test_r34_wolves_win_when_only_wolves_are_alive() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Cid": "Wolf", "Dan": "Citizen",
                  "Eve": "Citizen"})
    to_phase(g, "Day 1")
    for p in ("Ann", "Bob", "Dan", "Eve"):
        do(g, f"{p} vote Cid")
    to_phase(g, "Night 2")
    do(g, "Ann attack Bob")
    to_phase(g, "Day 2")
    assert not g.over  # Ann, Dan, Eve alive
    for p in ("Ann", "Dan"):
        do(g, f"{p} vote Eve")
    to_phase(g, "Night 3")
    do(g, "Ann attack Dan")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves"
    # Cid, lynched on Day 1, wins with the pack
    assert g.outcome.winners == ["Ann", "Cid"]


def test_r34_no_win_while_two_teams_live() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen"})
    g.advance()
    g.advance()  # nobody attacked
    assert not g.over


def test_r34_unaligned_players_never_stop_a_win() -> None:
    g = new_game({"Ann": "Wolf", "Bob": "Citizen", "Dri": "Drifter", "Cid": "Citizen"},
                 rules=rules_with_test_roles())
    to_phase(g, "Day 1")
    for p in ("Bob", "Dri", "Cid"):
        do(g, f"{p} vote Ann")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town"
    # the unaligned player is alive but does not win by the town's win
    assert g.outcome.winners == ["Bob", "Cid"]


def test_r34_everybody_dead_nobody_wins() -> None:
    g = new_game({"Wes": "Wolf", "Zed": "Zed Sniper"}, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Wes attack Zed")
    do(g, "Zed snipe Wes")
    g.advance()
    assert g.outcome is not None
    assert g.outcome.team is None and g.outcome.winners == []
