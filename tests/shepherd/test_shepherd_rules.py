"""The Shepherd and the Herding Dog (role book 2023: limited/shepherd, limited/herding dog), one
test per sentence of their cards, each named by the sentence's id in
shared/spec/rolebook-sentences.md.

Other ids: R8 (defences), R13 (the Mayor's extra vote), R34 (a team's win); rulings RM391–RM395
(docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("She", "Shepherd"), ("Dog", "Herding Dog"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"),
           ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Dee", "Citizen")]


def _verbs(g: Game, who: str) -> list[str]:
    return [la.verb for la in g.legal_actions(who)]


def _totals(g: Game) -> dict[str, int]:
    (p,) = [p for p in g.host_view().to_json()["polls"] if p["name"] == "lynch"]
    return dict(p["totals"])


def _told(g: Game, who: str) -> list[str]:
    return [m.text for m in g.view(who).messages]


def _night_herd(g: Game, *targets: str) -> None:
    g.advance()
    for t in targets:
        _do(g, f"She herd {t}")


def test_shepherd_b1_shepherd_7_one_player_a_night_up_to_22_players() -> None:
    g = _game(PLAYERS)
    assert "herd" not in _verbs(g, "She")  # by night only
    g.advance()
    _do(g, "She herd Ann")
    assert "herd" not in _verbs(g, "She")
    assert "tonight (1)" in _refused(g, "She herd Bob").message


def test_shepherd_7_shepherd_9_two_a_night_from_23_players_dealt() -> None:
    many = PLAYERS + [(f"C{i}", "Citizen") for i in range(15)]  # 23 players
    g = _game(many)
    g.advance()
    _do(g, "She herd Ann")
    _do(g, "She herd Bob")
    assert "tonight (2)" in _refused(g, "She herd Cyd").message
    # shepherd.9: the players dealt count, not those alive
    for i in range(8):
        engine_of(g).player(f"C{i}").alive = False
    g.advance()
    g.advance()
    _do(g, "She herd Cyd")
    _do(g, "She herd Dee")


def test_shepherd_1_shepherd_4_the_herd_channel_and_the_herded_told() -> None:
    g = _game(PLAYERS)
    _night_herd(g, "Ann")
    herd = engine_of(g).group("herd")
    assert herd is not None and set(herd.members) == {"She", "Ann"}
    assert herd.anonymous == {"She": "Shepherd"}
    assert any("You have been herded" in t for t in _told(g, "Ann"))
    # a known status: the herded player sees it in their own view
    assert "herded" in [s["name"] for s in g.view("Ann").to_json()["statuses"]]


def test_shepherd_2_a_herded_vote_counts_nothing_on_public_polls() -> None:
    g = _game(PLAYERS)
    _night_herd(g, "Ann")
    g.advance()
    _do(g, "Ann vote Bob")
    _do(g, "Cyd vote Dee")
    assert _totals(g).get("Bob", 0) == 0 and _totals(g)["Dee"] == 1


def test_shepherd_3_a_night_attack_on_a_herded_player_fails_once_and_frees_them() -> None:
    g = _game(PLAYERS)
    _night_herd(g, "Ann")
    _do(g, "Wes attack Ann")
    g.advance()
    ann = engine_of(g).player("Ann")
    assert ann.alive and not ann.has("herded")
    assert "Ann was attacked tonight and has left the herd." in _told(g, "She")
    _do(g, "Ann vote Bob")
    assert _totals(g) == {"Bob": 1}  # the vote is back
    g.advance()
    _do(g, "Wes attack Ann")
    g.advance()
    assert not ann.alive  # once only


def test_shepherd_5_a_herded_players_attack_on_the_shepherd_fails() -> None:
    g = _game(PLAYERS)
    _night_herd(g, "Wes")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Wes attack She")
    g.advance()
    assert engine_of(g).player("She").alive
    assert any(e.kind == "kill_prevented" and e.data["protection"] == "the Shepherd's flock"
               for e in g.events)


def test_shepherd_6_unherd_by_day_for_a_hidden_vote() -> None:
    g = _game(PLAYERS)
    _night_herd(g, "Ann")
    g.advance()  # Day 1
    assert "is not herded" in _refused(g, "She unherd Bob Cyd").message
    assert _refused(g, "She unherd Ann Ann").message
    _do(g, "She unherd Ann Wes")
    assert not engine_of(g).player("Ann").has("herded")
    (poll,) = [p for p in state_of(g).polls if p.kind == "lynch"]
    assert poll.invisible == {"Wes": 1}


def test_shepherd_8_nobody_of_the_flock_is_herded() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "herd" in _verbs(g, "She")
    (la,) = [la for la in g.legal_actions("She") if la.verb == "herd"]
    assert "She" not in la.candidates
    _do(g, "She herd Ann")
    g.advance()
    g.advance()
    assert "already herded" in _refused(g, "She herd Ann").message


def test_shepherd_8_another_shepherd_is_not_herded() -> None:
    g = _game([*PLAYERS, ("Sh2", "Shepherd")])
    g.advance()
    assert "is in the flock" in _refused(g, "She herd Sh2").message


def test_shepherd_10_herding_dog_4_herding_dog_b1_the_flock_channel() -> None:
    g = _game(PLAYERS)
    flock = engine_of(g).group("flock")
    assert flock is not None and flock.members == ["She", "Dog"]
    for name in ("She", "Dog"):
        role = engine_of(g).role_of(engine_of(g).player(name))
        assert role.team == "flock" and role.limited


def test_shepherd_11_a_shepherd_who_loses_the_role_herds_no_more() -> None:
    g = _game(PLAYERS)
    engine_of(g).change_role(engine_of(g).player("She"), "Citizen", causes=[], rule="test")
    g.advance()
    assert "herd" not in _verbs(g, "She")


def test_shepherd_12_herding_dog_6_role_changes_are_not_told_to_the_flock() -> None:
    g = _game(PLAYERS)
    before = len(_told(g, "Dog"))
    engine_of(g).change_role(engine_of(g).player("She"), "Citizen", causes=[], rule="test")
    assert len(_told(g, "Dog")) == before


def test_shepherd_13_with_no_flock_left_nobody_is_herded_silently() -> None:
    g = _game(PLAYERS)
    _night_herd(g, "Ann")
    told = len(_told(g, "Ann"))
    engine_of(g).kill(engine_of(g).player("Dog"), "true kill", causes=[], rule="test")
    assert engine_of(g).player("Ann").has("herded")  # the Shepherd is still alive
    engine_of(g).kill(engine_of(g).player("She"), "true kill", causes=[], rule="test")
    assert not engine_of(g).player("Ann").has("herded")
    assert any(e.kind == "herd_released" for e in g.events)
    assert all("herd" not in t for t in _told(g, "Ann")[told:])


def test_shepherd_b2_the_flock_wins_once_everyone_alive_is_herded_or_a_flock() -> None:
    g = _game([("She", "Shepherd"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen")])
    _night_herd(g, "Wes")
    g.advance()
    g.advance()
    _do(g, "She herd Ann")
    assert g.outcome is None
    g.advance()
    g.advance()
    _do(g, "She herd Bob")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "flock"
