"""The Corrupt Wolf (role book 2023: limited/corrupt wolf), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (the checks on an action), R13 (the Mayor's extra vote), R16 (redirections);
rulings RM380–RM382 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Cor", "Corrupt Wolf"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"),
           ("Cyd", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _totals(g: Game, poll: str = "lynch") -> dict[str, int]:
    (p,) = [p for p in g.host_view().to_json()["polls"] if p["name"] == poll]
    return dict(p["totals"])


def _night(players: list[tuple[str, str]] = PLAYERS) -> Game:
    g = _game(players)
    g.advance()  # Night 1
    return g


def test_corrupt_wolf_b1_corrupt_wolf_1_a_player_and_one_of_three_values_each_night() -> None:
    g = _night()
    (la,) = [la for la in g.legal_actions("Cor") if la.verb == "corrupt"]
    assert sorted(la.options) == ["-1", "0", "2"]
    assert "'3' is not" in _refused(g, "Cor corrupt Ann 3").message
    _do(g, "Cor corrupt Ann -1")
    assert "already used" in _refused(g, "Cor corrupt Bob 2").message
    g.advance()  # Day 1
    assert _refused(g, "Cor corrupt Bob 2").message
    _do(g, "Ann vote Bob")
    assert _totals(g) == {"Bob": -1}


def test_corrupt_wolf_2_the_value_holds_the_next_day_only() -> None:
    g = _night()
    _do(g, "Cor corrupt Ann 2")
    g.advance()  # Day 1
    _do(g, "Ann vote Bob")
    assert _totals(g) == {"Bob": 2}
    # the election is a public poll too
    _do(g, "Ann elect Cyd")
    assert _totals(g, "election") == {"Cyd": 2}
    g.advance()
    g.advance()  # Day 2
    _do(g, "Ann vote Dee")
    assert _totals(g) == {"Dee": 1}


def test_corrupt_wolf_2_not_on_the_packs_poll() -> None:
    g = _night()
    _do(g, "Cor corrupt Wes 0")
    g.advance()
    g.advance()  # Night 2: the day has gone, and the pack's poll was never weighed
    _do(g, "Wes attack Ann")
    assert engine_of(g).player("Wes").has("corrupted") is False


def test_corrupt_wolf_3_the_value_replaces_the_vote() -> None:
    g = _night()
    _do(g, "Cor corrupt Ann 0")
    g.advance()
    _do(g, "Ann vote Bob")
    _do(g, "Cyd vote Bob")
    # 0 replaces Ann's 1 (it is not 1 + 0); Cyd's vote is untouched
    assert _totals(g) == {"Bob": 1}


def test_corrupt_wolf_4_a_corrupted_mayor_keeps_the_extra_vote() -> None:
    g = _night()
    engine_of(g).grant_office(engine_of(g).player("Ann"), "Mayor")
    _do(g, "Cor corrupt Ann 0")
    g.advance()
    _do(g, "Ann vote Bob")
    # ruling RM380: the normal vote counts 0, the Mayor's extra vote (R13) is still there
    assert _totals(g) == {"Bob": 1}


def test_corrupt_wolf_4_a_mayor_set_to_minus_one_counts_minus_two() -> None:
    g = _night()
    engine_of(g).grant_office(engine_of(g).player("Ann"), "Mayor")
    _do(g, "Cor corrupt Ann -1")
    g.advance()
    _do(g, "Ann vote Bob")
    assert _totals(g) == {"Bob": -2}


def test_corrupt_wolf_5_the_corruption_is_made_at_once() -> None:
    g = _night()
    told = _do(g, "Cor corrupt Ann 2").told
    assert told[-1] == "Tomorrow, Ann's vote on the public polls counts 2."
    assert engine_of(g).player("Ann").has("corrupted")


def test_corrupt_wolf_6_a_packmate_or_the_wolf_themself_may_be_corrupted() -> None:
    g = _night()
    (la,) = [la for la in g.legal_actions("Cor") if la.verb == "corrupt"]
    assert {"Wes", "Cor"} <= set(la.candidates)
    _do(g, "Cor corrupt Wes 2")
    g.advance()
    _do(g, "Wes vote Ann")
    assert _totals(g) == {"Ann": 2}


def test_corrupt_wolf_7_a_whisper_channel_for_the_day_the_wolf_unnamed() -> None:
    g = _night()
    _do(g, "Cor corrupt Ann 2")
    assert engine_of(g).group("whispers") is None  # not at night
    g.advance()  # Day 1
    whispers = engine_of(g).group("whispers")
    assert whispers is not None and whispers.members == ["Cor", "Ann"]
    assert whispers.anonymous == {"Cor": "Corrupt Wolf"}
    g.advance()  # Night 2: the channel is gone
    assert not engine_of(g).group("whispers").members


def test_corrupt_wolf_7_no_channel_after_the_wolf_died() -> None:
    g = _night()
    _do(g, "Cor corrupt Ann 2")
    _do(g, "Wes attack Cor")  # the pack attacks its own corrupt wolf
    g.advance()
    assert not engine_of(g).player("Cor").alive
    whispers = engine_of(g).group("whispers")
    assert whispers is None or not whispers.members


def test_corrupt_wolf_8_a_lycan_in_the_pack() -> None:
    g = _night()
    role = engine_of(g).role_of(engine_of(g).player("Cor"))
    assert role.lycan and role.team == "wolves" and role.limited
    assert "Cor" in engine_of(g).group("wolfpack").members
    assert "attack" in [la.verb for la in g.legal_actions("Cor")]


def test_corrupt_wolf_9_no_redirection_moves_the_choice() -> None:
    g = _game([*PLAYERS[:-1], ("Ast", "Assistant")])
    _do(g, "Ast target Bob")
    g.advance()
    _do(g, "Cor corrupt Ast 2")
    assert engine_of(g).player("Ast").has("corrupted")
    assert not engine_of(g).player("Bob").has("corrupted")
