"""R35: an Angel who is ability-blocked (R17) when she is lynched still ascends and wins, and the
next lynch is still cancelled (her win, not an ability), but her kill fails (S1.17: automatic
uses of powers fail): neither her target, nor a fallback voter, nor a responsible player dies
with her. The failure is logged (an event with rule R35 and its causes) and explained.

The block comes from the Horseman of Pestilence's doom (R24: from the doom until the end of the
following day)."""

from rulings_support import dead, death_kind, do, events_of, new_game, to_phase

from werewolves.engine.explain import explain
from werewolves.game import Game

PLAYERS = {
    "Ann": "Angel",
    "Bob": "Citizen",
    "Cid": "Horseman of Pestilence",
    "Dan": "Wolf",
    "Eve": "Citizen",
    "Fay": "Citizen",
    "Gus": "Citizen",
}


def _lynched(*, target: str | None, blocked: bool, voters: tuple[str, ...]) -> Game:
    """Ann (Angel) lynched at the end of Day 1, doomed by Pestilence in Night 1 if ``blocked``."""
    g = new_game(PLAYERS, seed=3)
    if target:
        do(g, f"Ann target {target}")
    to_phase(g, "Night 1")
    if blocked:
        do(g, "Cid doom Ann")
    to_phase(g, "Day 1")
    assert g.player("Ann").has("blocked") is blocked
    for v in voters:
        do(g, f"{v} vote Ann")
    to_phase(g, "Night 2")
    return g


def test_r35_blocked_angel_ascends_and_wins_but_her_target_survives() -> None:
    g = _lynched(target="Bob", blocked=True, voters=("Bob", "Eve"))
    assert dead(g) == {"Ann"}
    assert death_kind(g, "Ann") == "true kill" and g.player("Ann").ascended
    assert g.player("Bob").alive and g.player("Eve").alive
    assert not g.over  # S1.49: she has won (ascended) and the game goes on


def test_r35_unblocked_angel_still_takes_her_target() -> None:
    # the control: the same day without the block (S1.51)
    g = _lynched(target="Bob", blocked=False, voters=("Bob", "Eve"))
    assert dead(g) == {"Ann", "Bob"}
    assert death_kind(g, "Bob") == "kill"


def test_r35_blocked_angel_takes_no_fallback_voter_and_draws_none() -> None:
    # her target did not vote: unblocked, a random voter would die (S1.55)
    g = _lynched(target="Gus", blocked=True, voters=("Bob", "Eve", "Fay"))
    assert dead(g) == {"Ann"}
    assert not [e for e in events_of(g, "random_draw") if "Angel" in str(e.data)]


def test_r35_the_next_lynch_is_still_cancelled() -> None:
    g = _lynched(target="Bob", blocked=True, voters=("Bob", "Eve"))
    to_phase(g, "Day 2")
    do(g, "Eve vote Fay")
    do(g, "Gus vote Fay")
    to_phase(g, "Night 3")
    assert g.player("Fay").alive
    assert any("cancelled" in m for m in g.announcements())


def test_r35_a_responsible_player_does_not_die_either() -> None:
    # S1.56: lynched in the Executioner's place (unusual means), unblocked Kip would die with her
    g = new_game(
        {"Kip": "Executioner", "Ola": "Angel", "Cid": "Horseman of Pestilence", "Dan": "Wolf",
         "Fay": "Citizen", "Gus": "Citizen", "Hal": "Citizen"},
        seed=1,
    )
    to_phase(g, "Night 1")
    do(g, "Kip target Ola")
    to_phase(g, "Night 2")
    do(g, "Cid doom Ola")
    to_phase(g, "Day 2")
    assert g.player("Ola").has("blocked")
    for v in ("Fay", "Gus", "Hal"):
        do(g, f"{v} vote Kip")
    to_phase(g, "Night 3")
    assert g.player("Ola").ascended
    assert g.player("Kip").alive
    failed = [e for e in events_of(g, "action_failed") if e.rule == "R35"]
    assert len(failed) == 1 and failed[0].targets == ["Kip"]
    assert failed[0].data["instead_of"] == "S1.56"


def test_r35_the_failure_is_logged_with_its_causes_and_explained() -> None:
    g = _lynched(target="Bob", blocked=True, voters=("Bob", "Eve"))
    failed = [e for e in events_of(g, "action_failed") if e.rule == "R35"]
    assert len(failed) == 1
    ev = failed[0]
    assert ev.actor == "Ann" and ev.targets == ["Bob"] and ev.audience == "host"
    doom = next(e for e in g.events if e.kind == "doomed" and e.targets == ["Ann"])
    assert doom.id in ev.causes  # the block (Pestilence's doom) is among the causes ...
    assert any(g.events[c].kind == "poll_closed" for c in ev.causes)  # ... and so is the lynch
    lines = explain(g.events, ev.id)
    assert "R35" in lines[0] and "nobody dies with her" in lines[0]
    assert any("doom" in line for line in lines)
    # R17: nobody is told why
    assert not any("block" in m.lower() for m in g.private_messages("Ann"))
