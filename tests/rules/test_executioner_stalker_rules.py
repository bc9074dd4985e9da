"""Executioner and Stalker rules that a scenario cannot show: the step a threat resolves
in (R2), every lynch poll of the day, redirection (R16), an indirect lynch against protection
(R8), the engine's lynch helper, serialisation, and random games with both roles."""

from __future__ import annotations

import pytest

from werewolves.engine.core import Engine
from werewolves.engine.rules import Ability, Ruleset
from werewolves.engine.state import Player
from werewolves.game import Game, Setup
from werewolves.roles import build_rules
from werewolves.roles.executioner import ExecutionerState
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.testing import engine_of, state_of

DAY_2, NIGHT_3, DAY_3 = 4, 5, 6
TOWN = [
    ("Cid", "Citizen"),
    ("Dan", "Wolf"),
    ("Fay", "Citizen"),
    ("Gus", "Citizen"),
    ("Hal", "Citizen"),
]


def _game(*extra: tuple[str, str], seed: int = 0, rules: Ruleset | None = None) -> Game:
    return Game.new(Setup([*extra, *TOWN]), seed=seed, rules=rules)


def _ok(g: Game, line: str) -> None:
    actor, rest = line.split(" ", 1)
    res = g.submit(actor, rest)
    assert res, f"{line!r} refused: {getattr(res, 'message', '')}"


# ---------------------------------------------------------------------------- Stalker


def test_r02_the_threat_resolves_after_the_day_and_before_the_lynch_poll_closes() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    poll = engine_of(g).poll("lynch")
    assert poll is not None and poll.invisible == {}  # R3: nothing happens before the day ends
    first = len(g.events)
    g.advance()
    steps = [(e.step, e.kind) for e in g.events[first:]]
    threat = steps.index(("lynch_votes", "threat"))
    visit = steps.index(("lynch_votes", "visit"))
    closed = steps.index(("lynch_close", "poll_closed"))
    assert threat < visit < closed
    closing = g.events[first + closed]
    assert closing.data["totals"] == {"Bob": 2} and closing.targets == ["Bob"]
    # the threat resolves once: the end-of-day batch does not run it again
    assert sum(1 for e in g.events[first:] if e.kind == "threat") == 1


def test_stalker_votes_are_hidden_from_every_player_and_recorded_for_the_angel() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    _ok(g, "Hal vote Cid")
    g.advance()
    poll = engine_of(g).poll("lynch")  # Day 2's poll is still the last one
    assert poll is not None
    assert poll.invisible == {"Bob": 2} and poll.invisible_by == {"Bob": ["Zed"]}
    assert poll.votes == {"Hal": "Cid"}  # the visible votes never include them
    for name in ("Bob", "Cid", "Fay", "Hal", "Dan"):
        assert not any("threat" in m.lower() or "hidden" in m.lower() for m in g.messages(name))
    assert any("threat against Bob" in m for m in g.messages("Zed"))


def test_two_threats_add_up_in_a_seeded_logged_order() -> None:
    g = _game(("Zed", "Stalker"), ("Yul", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    _ok(g, "Yul threaten Bob")
    for voter in ("Cid", "Fay", "Gus"):
        _ok(g, f"{voter} vote Hal")  # Hal 3 visible, Bob 4 hidden
    first = len(g.events)
    g.advance()
    assert not g.player("Bob").alive and g.player("Hal").alive
    draws = [e for e in g.events[first:] if e.kind == "random_draw"]
    assert draws and draws[0].data["purpose"] == "threat order"  # R3 / R6


def test_the_threat_counts_on_every_lynch_poll_of_the_day() -> None:
    names = [f"P{i:02d}" for i in range(15)]
    players = [("Zed", "Stalker"), *[(n, "Citizen") for n in names[:-1]], (names[-1], "Wolf")]
    g = Game.new(Setup(players))
    g.advance_to(2)
    for n in names[:8]:
        _ok(g, f"{n} elect P00")
    g.advance()  # Night 2: P00 is Mayor, 16 alive
    assert "Mayor" in g.player("P00").offices
    _ok(g, "P00 secondpoll")
    g.advance()
    assert engine_of(g).poll("lynch 2") is not None
    _ok(g, "Zed threaten P05")
    _ok(g, "P01 vote P06")
    _ok(g, "P02 vote2 P07")
    g.advance()
    polls = {p.name: p for p in state_of(g).polls}
    assert polls["lynch"].invisible == {"P05": 2} and polls["lynch 2"].invisible == {"P05": 2}
    assert polls["lynch"].winner == "P05" and polls["lynch 2"].winner == "P05"
    assert g.player("P06").alive and g.player("P07").alive


def _decoy_rules() -> Ruleset:
    """Default rules plus a test redirector: whatever is aimed at Dec lands on Bob."""
    rules = build_rules()

    def decoy(eng: Engine, actor: Player, ab: Ability, target: Player) -> Player | None:
        return eng.player("Bob") if target.name == "Dec" else None

    rules.redirectors.append(decoy)
    return rules


def test_r16_a_redirected_threat_puts_the_votes_on_the_new_target() -> None:
    g = _game(("Zed", "Stalker"), ("Dec", "Citizen"), ("Bob", "Citizen"), rules=_decoy_rules())
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Dec")
    g.advance()
    assert not g.player("Bob").alive and g.player("Dec").alive
    day2 = [(v.actor, v.target) for v in state_of(g).visits if v.phase == DAY_2]
    assert day2 == [("Zed", "Dec"), ("Zed", "Bob")]


def test_r07_a_threat_on_a_player_who_died_during_the_day_does_not_happen() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    _ok(g, "Hal vote Cid")
    engine_of(g).kill(g.player("Bob"), "kill", causes=[], rule="test")
    g.advance()
    assert not g.player("Cid").alive  # no hidden votes on Bob, so Cid's one vote wins
    assert not any(v.actor == "Zed" for v in state_of(g).visits)


def test_threaten_is_offered_from_day_2_only() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    for phase in range(DAY_2):
        g.advance_to(phase)
        assert "threaten" not in [a.verb for a in g.legal_actions("Zed")]
    g.advance_to(DAY_2)
    (la,) = [a for a in g.legal_actions("Zed") if a.verb == "threaten"]
    assert la.timing == "end" and "Zed" not in la.candidates


# ---------------------------------------------------------------------------- Executioner


def _executioner_lynched_on_day_2(target: str, *extra: tuple[str, str]) -> Game:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"), *extra)
    _ok(g, f"Kip target {target}")
    g.advance_to(DAY_2)
    for voter in ("Cid", "Fay", "Gus"):
        _ok(g, f"{voter} vote Kip")
    return g


def test_r08_an_indirect_lynch_is_a_lynch_that_protection_does_not_stop() -> None:
    g = _executioner_lynched_on_day_2("Bob")
    engine_of(g).add_status(g.player("Bob"), "protected", source=0, data={"by": "a test shield"})
    g.advance()
    bob = g.player("Bob")
    assert not bob.alive and bob.death is not None and bob.death.kind == "lynch"
    assert g.player("Kip").alive


def test_the_indirect_lynch_names_the_executioner_and_the_flag_is_cleared() -> None:
    g = _executioner_lynched_on_day_2("Bob")
    g.advance()
    attempt = next(e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Bob"])
    # an indirect lynch is told apart from the poll's direct one (the Huntress asks)
    assert attempt.actor == "Kip" and attempt.data["source"] == "indirect lynch"
    assert not engine_of(g).ext(ExecutionerState).lynch_by
    assert any("Kip" in line and "Executioner" in line for line in g.why_dead("Bob"))


def test_the_reveal_is_public_and_names_the_role() -> None:
    g = _executioner_lynched_on_day_2("Bob")
    first = len(g.events)
    g.advance()
    said = g.announcements(first)
    assert "Kip is revealed as the Executioner: Bob is lynched in their place." in said
    assert "Bob" in _dead(g) and g.player("Kip").alive
    for name in ("Cid", "Dan", "Hal"):
        assert any("revealed as the Executioner" in m for m in g.messages(name))


def test_the_substitution_survives_a_json_round_trip() -> None:
    g = _executioner_lynched_on_day_2("Bob")
    g.advance()
    g.advance_to(DAY_3)
    h = Game.from_json(g.to_json())
    for game in (g, h):
        _ok(game, "Fay vote Kip")
        game.advance()
        assert not game.player("Kip").alive  # used once: the flag came through
    assert [e.kind for e in g.events] == [e.kind for e in h.events]


def test_a_pending_threat_survives_a_json_round_trip() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    h = Game.from_json(g.to_json())
    g.advance()
    h.advance()
    assert not h.player("Bob").alive
    assert [e.kind for e in g.events] == [e.kind for e in h.events]


@pytest.mark.parametrize("seed", range(12))
def test_random_games_with_executioner_and_stalker_finish(seed: int) -> None:
    players = [
        ("Kip", "Executioner"),
        ("Zed", "Stalker"),
        ("Ola", "Angel"),
        ("Bob", "Citizen"),
        ("Cid", "Citizen"),
        ("Dan", "Wolf"),
        ("Fay", "Citizen"),
        ("Gus", "Wolf"),
        ("Hal", "Citizen"),
    ]
    g = Game.new(Setup(players), seed=seed)
    play_match(g, bots_for(g, BotMix("random"), seed), stall=None)
    assert g.over
    for p in state_of(g).players:
        if p.death is not None:
            assert p.death.kind in ("attack", "kill", "lynch", "true kill")


def test_a_loop_of_executioners_ends_with_one_ordinary_lynch() -> None:
    """Each substitution works once, so a loop of targets stops: Kip → Lou → Max → Lou."""
    g = _game(("Kip", "Executioner"), ("Lou", "Executioner"), ("Max", "Executioner"))
    _ok(g, "Kip target Lou")
    _ok(g, "Lou target Max")
    _ok(g, "Max target Lou")
    g.advance_to(DAY_2)
    for voter in ("Cid", "Fay", "Gus"):
        _ok(g, f"{voter} vote Kip")
    g.advance()
    lou = g.player("Lou")
    assert not lou.alive and lou.death is not None and lou.death.kind == "lynch"
    assert g.player("Kip").alive and g.player("Max").alive
    assert not engine_of(g).ext(ExecutionerState).lynch_by


def test_r19_two_threats_resolve_at_one_moment_so_contagion_does_not_chain() -> None:
    """R19: the threats resolve together when the day ends; a Stalker who catches the plague from
    one threat does not pass it on through their own threat in the same moment."""
    from werewolves.game import Game, Setup

    for seed in range(6):
        g = Game.new(
            Setup(
                [
                    ("Ann", "Stalker"),
                    ("Bob", "Stalker"),
                    ("Cid", "Citizen"),
                    ("Pip", "Plague Bearer"),
                    ("Dan", "Wolf"),
                    ("Eve", "Citizen"),
                    ("Fay", "Citizen"),
                ]
            ),
            seed=seed,
        )
        g.advance()  # Night 1
        assert g.submit("Pip", "contaminate Ann")
        g.advance_to(4)  # Day 2
        assert g.submit("Ann", "threaten Bob")
        assert g.submit("Bob", "threaten Cid")
        g.advance()
        assert g.player("Bob").has("contaminated"), seed
        assert not g.player("Cid").has("contaminated"), seed


# ------------------------------------------------------ the role book's sentences, by their ids

DAY_1 = 2


def _dead(g: Game) -> set[str]:
    return {p.name for p in state_of(g).players if not p.alive}


def _lynch(g: Game, victim: str) -> None:
    for voter in ("Cid", "Fay", "Gus"):
        _ok(g, f"{voter} vote {victim}")
    g.advance()


def test_executioner_b1_executioner_4_from_day_2_his_target_hangs_in_his_place() -> None:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"))
    _ok(g, "Kip target Bob")
    g.advance_to(DAY_2)
    _lynch(g, "Kip")
    assert _dead(g) == {"Bob"}
    assert g.player("Bob").death.kind == "lynch"  # type: ignore[union-attr]


def test_executioner_b1_on_day_1_he_is_lynched_himself() -> None:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"))
    _ok(g, "Kip target Bob")
    g.advance_to(DAY_1)
    _lynch(g, "Kip")
    assert _dead(g) == {"Kip"}


def test_executioner_1_executioner_2_executioner_3_a_target_at_once_one_change_and_one_spare(
) -> None:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"))
    (la,) = [a for a in g.legal_actions("Kip") if a.verb == "target"]
    assert la.timing == "immediate"  # executioner.3
    _ok(g, "Kip target Bob")  # executioner.1
    _ok(g, "Kip target Cid")  # executioner.2: the emergency change
    assert not g.submit("Kip", "target Fay")


def test_executioner_5_with_no_target_he_is_lynched() -> None:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _lynch(g, "Kip")
    assert _dead(g) == {"Kip"}


def test_executioner_6_he_is_revealed_and_the_target_hangs_at_once() -> None:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"))
    _ok(g, "Kip target Bob")
    g.advance_to(DAY_2)
    first = len(g.events)
    _lynch(g, "Kip")
    said = g.announcements(first)
    assert "Kip is revealed as the Executioner: Bob is lynched in their place." in said
    assert "Bob" in _dead(g) and g.player("Kip").alive


def test_executioner_7_executioner_8_it_works_once_then_lynches_are_ordinary() -> None:
    g = _game(("Kip", "Executioner"), ("Bob", "Citizen"))
    _ok(g, "Kip target Bob")
    g.advance_to(DAY_2)
    _lynch(g, "Kip")  # Bob hangs instead
    g.advance_to(DAY_3)
    _ok(g, "Kip target Hal")
    _lynch(g, "Kip")
    assert "Kip" in _dead(g) and g.player("Hal").alive


def test_stalker_b1_stalker_1_stalker_2_from_day_2_two_hidden_votes_on_the_threatened() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_1)
    assert not g.submit("Zed", "threaten Bob")
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    g.advance()
    poll = engine_of(g).poll("lynch")
    assert poll is not None and poll.invisible == {"Bob": 2}


def test_stalker_3_the_threatened_may_hang_without_the_most_visible_votes() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    _ok(g, "Zed threaten Bob")
    _ok(g, "Hal vote Cid")  # one visible vote on Cid, none on Bob
    g.advance()
    assert "Bob" in _dead(g) and g.player("Cid").alive


def test_stalker_4_the_threatened_player_is_not_told() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    before = len(g.messages("Bob"))
    _ok(g, "Zed threaten Bob")
    g.advance()
    assert not any("threat" in m.lower() for m in g.messages("Bob")[before:])


def test_stalker_5_the_threat_is_an_end_of_day_ability() -> None:
    g = _game(("Zed", "Stalker"), ("Bob", "Citizen"))
    g.advance_to(DAY_2)
    (la,) = [a for a in g.legal_actions("Zed") if a.verb == "threaten"]
    assert la.timing == "end"
    _ok(g, "Zed threaten Bob")
    poll = engine_of(g).poll("lynch")
    assert poll is not None and poll.invisible == {}  # nothing until the day ends
