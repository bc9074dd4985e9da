"""R16 (mechanism): a redirection keeps the original actor; the visits are actor → redirector
and actor → final target; never onto a dead player (then it lands on the original target).
Checked with a TEST-ONLY redirector: actions used on a ``Redirector`` move to the player it
chose."""

from rulings_support import dead, do, events_of, new_game, rules_with_test_roles, to_phase

from werewolves.game import Game
from werewolves.testing import state_of

PLAYERS = {"Ann": "Wolf", "Red": "Redirector", "Rex": "Redirector", "Cid": "Fortune Teller",
           "Bob": "Citizen", "Dan": "Citizen", "Eve": "Citizen", "Fay": "Wolf"}


def _by(g: Game, actor: str) -> list[tuple[str, str]]:
    return [(v.actor, v.target) for v in state_of(g).visits if v.actor == actor]


def test_r16_redirected_investigation_visits_redirector_and_final_target() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Red redirect Ann")
    res = do(g, "Cid investigate Red")
    # the action happens as if used on Ann; the Fortune Teller is not told of the redirection
    assert "Ann appears to be the Wolf." in res.told
    assert not any("Redirector" in t or "redirect" in t.lower() for t in res.told)
    assert _by(g, "Cid") == [("Cid", "Red"), ("Cid", "Ann")]
    assert len(events_of(g, "redirected")) == 1


def test_r16_redirected_attack_keeps_the_attacker() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Red redirect Bob")
    do(g, "Ann attack Red")
    do(g, "Fay attack Red")
    g.advance()
    assert dead(g) == {"Bob"}
    executor = events_of(g, "group_action")[0].actor
    assert _by(g, executor) == [(executor, "Red"), (executor, "Bob")]
    attempt = events_of(g, "kill_attempt")[0]
    assert attempt.actor == executor and attempt.targets == ["Bob"]


def test_r16_never_redirected_onto_a_dead_player() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Red redirect Bob")
    to_phase(g, "Day 1")
    for p in g.living():
        do(g, f"{p} vote Bob")
    to_phase(g, "Night 2")
    assert not g.player("Bob").alive
    res = do(g, "Cid investigate Red")
    # the redirection does not happen: the action lands on the original target
    assert "Red appears to be the Redirector." in res.told
    assert _by(g, "Cid") == [("Cid", "Red")]
    assert not events_of(g, "redirected")


def test_r16_redirections_chain() -> None:
    g = new_game(PLAYERS, rules=rules_with_test_roles())
    to_phase(g, "Night 1")
    do(g, "Red redirect Rex")
    do(g, "Rex redirect Ann")
    res = do(g, "Cid investigate Red")
    assert "Ann appears to be the Wolf." in res.told
    assert _by(g, "Cid") == [("Cid", "Red"), ("Cid", "Rex"), ("Cid", "Ann")]
