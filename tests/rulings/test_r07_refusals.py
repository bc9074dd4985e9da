"""R7: once per phase; the dead cannot act; actions on dead players are refused; an action that
breaks a restriction its actor can know is refused and changes nothing."""

from rulings_support import do, new_game, refuse, rules_with_test_roles, to_phase

from werewolves.game import Reason

FIVE = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen",
        "Eve": "Citizen"}


def test_r07_wrong_phase_is_refused() -> None:
    g = new_game(FIVE)
    assert refuse(g, "Cid investigate Ann").reason == Reason.WRONG_PHASE  # Day 0
    assert refuse(g, "Ann attack Bob").reason == Reason.WRONG_PHASE
    to_phase(g, "Night 1")
    assert refuse(g, "Bob vote Ann").reason == Reason.WRONG_PHASE
    to_phase(g, "Day 1")
    assert refuse(g, "Cid investigate Ann").reason == Reason.WRONG_PHASE


def test_r07_dead_actor_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Day 1")
    for v in ("Ann", "Bob", "Dan", "Eve"):
        do(g, f"{v} vote Cid")
    g.advance()
    assert not g.player("Cid").alive
    r = refuse(g, "Cid investigate Ann")
    assert r.reason == Reason.DEAD_ACTOR and "Cid" in r.message
    to_phase(g, "Day 2")
    assert refuse(g, "Cid vote Ann").reason == Reason.DEAD_ACTOR
    assert g.legal_actions("Cid") == []


def test_r07_dead_target_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    do(g, "Ann attack Bob")
    to_phase(g, "Day 1")
    assert not g.player("Bob").alive
    assert refuse(g, "Cid vote Bob").reason == Reason.DEAD_TARGET
    assert refuse(g, "Cid elect Bob").reason == Reason.DEAD_TARGET
    to_phase(g, "Night 2")
    assert refuse(g, "Cid investigate Bob").reason == Reason.DEAD_TARGET
    assert refuse(g, "Ann attack Bob").reason == Reason.DEAD_TARGET
    assert all("Bob" not in a.candidates for a in g.legal_actions("Cid"))


def test_r07_self_target_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    assert refuse(g, "Cid investigate Cid").reason == Reason.SELF_TARGET
    assert refuse(g, "Ann attack Ann").reason == Reason.SELF_TARGET


def test_r07_once_per_phase() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    do(g, "Cid investigate Bob")
    r = refuse(g, "Cid investigate Dan")
    assert r.reason == Reason.ALREADY_USED
    assert all(a.verb != "investigate" for a in g.legal_actions("Cid"))


def test_r07_unknown_player_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    r = refuse(g, "Cid investigate Zed")
    assert r.reason == Reason.UNKNOWN_PLAYER and "Zed" in r.message
    assert refuse(g, "Zed investigate Ann").reason == Reason.UNKNOWN_PLAYER


def test_r07_a_mistyped_name_is_refused_with_the_nearest_names() -> None:
    # issue 24 item 5: "did you mean" for a name a letter or two away from a player's
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    r = refuse(g, "Cid investigate bbo")
    assert r.reason == Reason.UNKNOWN_PLAYER
    assert r.message.endswith("Did you mean Bob?")
    assert "Did you mean" not in refuse(g, "Cid investigate Zed").message


def test_r07_unknown_verb_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    r = refuse(g, "Cid fly Ann")
    assert r.reason == Reason.UNKNOWN_VERB and "fly" in r.message


def test_r07_not_your_ability_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    assert refuse(g, "Bob attack Dan").reason == Reason.NOT_YOUR_ABILITY
    assert refuse(g, "Bob investigate Dan").reason == Reason.NOT_YOUR_ABILITY
    assert refuse(g, "Bob resign").reason == Reason.NOT_YOUR_ABILITY


def test_r07_wrong_number_of_targets_is_refused() -> None:
    g = new_game(FIVE)
    to_phase(g, "Night 1")
    assert refuse(g, "Cid investigate").reason == Reason.TARGET_COUNT
    assert refuse(g, "Cid investigate Ann Bob").reason == Reason.TARGET_COUNT


def test_r07_mayor_second_poll_refused_in_a_small_town() -> None:
    g = new_game(FIVE)
    to_phase(g, "Day 1")
    for v in FIVE:
        do(g, f"{v} elect Bob")
    to_phase(g, "Night 2")
    assert g.player("Bob").offices == ["Mayor"]
    assert refuse(g, "Bob secondpoll").reason == Reason.NOT_NOW


def test_r07_refusal_changes_nothing_even_when_accepted_action_would_fail() -> None:
    # R7: a block is something the actor cannot know: the action is accepted and fails inside the
    # game (not refused)
    g = new_game({"Blo": "Blocker", "Cid": "Fortune Teller", "Ann": "Wolf", "Bob": "Citizen"},
                 rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Blo block Cid")
    res = do(g, "Cid investigate Ann")
    assert not any("Wolf" in t for t in res.told)
