"""R17 (mechanism): every ability a blocked player tries fails (a group action fails if the
blocked player is chosen to carry it out); passive abilities, whispering and voting are not
affected; the blocked player is not told why. Checked with a TEST-ONLY ``Blocker`` whose block
lasts until the end of the following day (as Pestilence's doom, R24)."""

from rulings_support import (
    dead,
    do,
    events_of,
    new_game,
    rules_with_test_roles,
    to_phase,
    visits,
)

from werewolves.testing import engine_of

PLAYERS = {"Blo": "Blocker", "Cid": "Fortune Teller", "Ann": "Wolf", "Fay": "Wolf",
           "Bob": "Citizen", "Dan": "Citizen", "Eve": "Citizen", "Imm": "Immortal"}


def test_r17_blocked_investigation_fails_silently_without_a_visit() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Cid")
    assert g.player("Cid").has("blocked")
    res = do(g, "Cid investigate Ann")  # accepted (R7: the block is unknown to Cid) ...
    assert not any("Wolf" in t for t in res.told)  # ... but fails
    assert any("failed" in t for t in res.told)
    assert not any("block" in t.lower() for t in g.private_messages("Cid"))  # no reason given
    assert ("Cid", "Ann", "investigate") not in visits(g)  # R15: no visit
    failed = events_of(g, "action_failed")
    assert len(failed) == 1 and failed[0].data["why"] == "blocked"
    assert failed[0].audience == "host"


def test_r17_block_lasts_until_the_end_of_the_following_day() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Cid")
    to_phase(g, "Day 1")
    assert g.player("Cid").has("blocked")
    to_phase(g, "Night 2")
    assert not g.player("Cid").has("blocked")
    res = do(g, "Cid investigate Ann")
    assert "Ann appears to be the Wolf." in res.told


def test_r17_blocked_player_still_votes_and_elects() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Bob")
    to_phase(g, "Day 1")
    assert g.player("Bob").has("blocked")
    do(g, "Bob vote Dan")
    do(g, "Bob elect Eve")
    lynch = engine_of(g).poll("lynch")
    assert lynch is not None and engine_of(g).tally(lynch) == {"Dan": 1}
    g.advance()
    assert dead(g) == {"Dan"}
    assert g.player("Eve").offices == ["Mayor"]


def test_r17_blocked_executor_makes_the_pack_attack_fail() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Ann")
    do(g, "Ann attack Bob")  # Ann is the only voter, so Ann carries it out
    g.advance()
    assert dead(g) == set()
    assert not events_of(g, "kill_attempt")
    assert ("Ann", "Bob", "attack") not in visits(g)


def test_r17_pack_attack_fails_exactly_when_the_blocked_wolf_is_chosen() -> None:
    outcomes = set()
    for seed in range(16):
        g = new_game(PLAYERS, seed=seed, rules=rules_with_test_roles())
        to_phase(g, "Night 1")
        do(g, "Blo block Ann")
        do(g, "Ann attack Bob")
        do(g, "Fay attack Bob")
        g.advance()
        executor = events_of(g, "group_action")[0].actor
        assert g.player("Bob").alive == (executor == "Ann")
        outcomes.add(executor)
    assert outcomes == {"Ann", "Fay"}  # both cases were seen


def test_r17_passive_abilities_are_not_blocked() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Imm")
    do(g, "Ann attack Imm")
    g.advance()
    # the Immortal's night invulnerability (a passive defence, R10) still works while blocked
    assert g.player("Imm").alive


def test_r17_blocked_end_of_night_action_fails() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Imm")
    do(g, "Imm rampage Bob")
    g.advance()
    assert g.player("Bob").alive
