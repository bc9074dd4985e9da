"""Vampire and Undead rules a scenario cannot show (or shows less directly), with test-only roles
where no shipped role has the mechanism (a Vampire who attacks, a role that never changes role).

Each test is named by the seed sentence or ruling it guards (S0.21, R8, R9, R34 …); "vampire" /
"undead" name role-book rules that have no ruling id.
"""

from __future__ import annotations

import pytest

from werewolves.engine.core import Act, Engine, Reason
from werewolves.engine.events import Event
from werewolves.engine.rules import Ability, RoleDef, Ruleset
from werewolves.engine.state import Player
from werewolves.game import Game, Refusal, Setup, SetupError
from werewolves.roles import build_rules
from werewolves.roles.underworld import DEMONIZE, DEMONIZED, LOYAL, UNDERWORLD
from werewolves.testing import engine_of, state_of


def _bite(eng: Engine, act: Act) -> None:
    eng.attack(act.actor, act.targets[0], causes=[act.event.id], rule="test", source="bite")


def _smite(eng: Engine, act: Act) -> None:
    eng.attack(act.actor, act.targets[0], causes=[act.event.id], rule="test", source="smite")


def _hex(eng: Engine, act: Act) -> None:
    eng.kill(act.targets[0], "kill", causes=[act.event.id], rule="test", by=act.actor)


def _rules() -> Ruleset:
    r = build_rules()
    bite = Ability(verb="bite", when="night", timing="end", kind="attack", resolve=_bite)
    # a test-only Vampire who can also attack: the case "unless the Vampire is the attacker"
    r.add_role(
        RoleDef(
            "Biting Vampire",
            UNDERWORLD,
            "test",
            abilities=(DEMONIZE, bite),
            groups=(UNDERWORLD,),
        )
    )
    r.add_role(RoleDef("Devout", "town", "test", tags=frozenset({LOYAL})))
    smite = Ability(verb="smite", when="day", timing="immediate", kind="attack", resolve=_smite)
    hexx = Ability(verb="hex", when="night", timing="immediate", kind="kill", resolve=_hex)
    r.add_role(RoleDef("Smiter", "town", "test", abilities=(smite, hexx)))
    return r


def _game(players: list[tuple[str, str]], seed: int = 0, rules: Ruleset | None = None) -> Game:
    return Game.new(Setup(players), seed=seed, rules=rules or _rules())


CROWD = [("Gus", "Citizen"), ("Hal", "Citizen"), ("Ivy", "Citizen")]


def _visits(g: Game, phase: int) -> list[tuple[str, str, str]]:
    return [(v.actor, v.target, v.verb) for v in state_of(g).visits if v.phase == phase]


def test_s0_21_the_rising_itself_records_no_visit_only_the_attack_does() -> None:
    g = _game([("Ann", "Vampire"), ("Cid", "Citizen"), ("Dan", "Wolf"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    assert _visits(g, 1) == [("Ann", "Cid", "demonize")]  # S0.13: applying it is the visit
    g.advance_to(3)
    assert g.submit("Dan", "attack Cid")
    g.advance()
    assert state_of(g).players[1].role == "Undead"
    assert _visits(g, 3) == [("Dan", "Cid", "attack")]


def test_s0_21_a_vampire_who_is_the_attacker_visits_the_rising_victim() -> None:
    g = _game(
        [
            ("Ann", "Vampire"),
            ("Bob", "Biting Vampire"),
            ("Cid", "Citizen"),
            ("Dan", "Plague Bearer"),
            ("Eve", "Wolf"),
            *CROWD,
        ]
    )
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    assert g.submit("Dan", "contaminate Cid")  # Cid is contagious from now on
    g.advance_to(3)
    assert g.submit("Bob", "bite Cid")
    g.advance()
    ann, bob, cid = (engine_of(g).player(n) for n in ("Ann", "Bob", "Cid"))
    assert cid.alive and cid.role == "Undead"
    # the attacking Vampire visited the victim (and caught the plague); the other did not
    assert _visits(g, 3) == [("Bob", "Cid", "bite")]
    assert bob.has("contaminated") and not ann.has("contaminated")


def test_r8_demonization_is_a_recruitment_defence_tried_after_every_other() -> None:
    from werewolves.roles.underworld import demonized_defence

    rules = build_rules()
    kinds = [rules.DEFENCE_ORDER[k] for k, _, fn in rules.defences if fn is demonized_defence]
    assert kinds == ["recruitment"]
    assert rules.defences[-1][2] is demonized_defence


def test_r8_an_immediate_night_kill_raises_the_undead_at_once() -> None:
    g = _game([("Ann", "Vampire"), ("Bob", "Smiter"), ("Cid", "Citizen"), ("Dan", "Wolf"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    assert g.submit("Bob", "hex Cid")
    cid = engine_of(g).player("Cid")
    assert cid.alive and cid.role == "Undead" and not cid.has(DEMONIZED)
    assert any("rose as an Undead" in t for t in g.messages("Cid"))
    assert ("Bob", "Cid", "hex") in _visits(g, 1)


def test_r8_a_demonized_player_attacked_by_day_dies() -> None:
    g = _game([("Ann", "Vampire"), ("Bob", "Smiter"), ("Cid", "Citizen"), ("Dan", "Wolf"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    g.advance()
    assert g.submit("Bob", "smite Cid")
    cid = engine_of(g).player("Cid")
    assert not cid.alive and cid.role == "Citizen"
    assert cid.death is not None and cid.death.kind == "attack"


def test_r8_a_role_that_never_changes_role_dies_demonized() -> None:
    g = _game([("Ann", "Vampire"), ("Cid", "Devout"), ("Dan", "Wolf"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Cid")  # the demonization itself happens (role book)
    assert engine_of(g).player("Cid").has(DEMONIZED)
    assert g.submit("Dan", "attack Cid")
    g.advance()
    cid = engine_of(g).player("Cid")
    assert not cid.alive and cid.role == "Devout"


def test_r9_a_risen_wolf_is_never_the_packs_attacker() -> None:
    for seed in range(12):
        g = _game([("Ann", "Vampire"), ("Bob", "Wolf"), ("Cid", "Wolf"), ("Fay", "Citizen"),
                   *CROWD], seed=seed)
        g.advance()
        assert g.submit("Ann", "demonize Bob")
        assert g.submit("Cid", "attack Bob")
        g.advance_to(3)
        assert engine_of(g).player("Bob").role == "Undead"
        assert g.submit("Bob", "attack Fay")  # the Undead still votes ...
        assert g.submit("Cid", "attack Fay")
        g.advance()
        acts = [e for e in g.events if e.kind == "group_action" and e.phase == 3]
        assert [e.actor for e in acts] == ["Cid"]  # ... but is never chosen to attack
        draws = [e for e in g.events if e.kind == "random_draw" and e.phase == 3
                 and e.data["purpose"] == "wolfpack executor"]
        assert draws[0].data["options"] == ["Cid"]
        assert not engine_of(g).player("Fay").alive


def test_r9_an_undead_alone_in_the_pack_has_no_vote() -> None:
    g = _game([("Ann", "Vampire"), ("Bob", "Wolf"), ("Cid", "Wolf"), ("Fay", "Citizen"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Bob")
    assert g.submit("Cid", "attack Bob")
    g.advance()  # Day 1: the pack's last real wolf is lynched
    for voter in ("Ann", "Fay", "Gus", "Hal"):
        assert g.submit(voter, "vote Cid")
    g.advance()  # Night 2
    assert not engine_of(g).player("Cid").alive
    assert "attack" not in [a.verb for a in g.legal_actions("Bob")]
    r = g.submit("Bob", "attack Fay")
    assert isinstance(r, Refusal) and r.reason is Reason.NOT_YOUR_ABILITY


def test_undead_cannot_be_dealt() -> None:
    with pytest.raises(SetupError, match="Undead"):
        _game([("Ann", "Vampire"), ("Bob", "Undead"), ("Dan", "Wolf"), *CROWD])


def test_undead_loses_stored_targets_and_counters_keeps_the_dealt_role() -> None:
    g = _game(
        [("Ann", "Vampire"), ("Bob", "Ravenkeeper"), ("Cid", "Angel"), ("Dan", "Wolf"), *CROWD,
         ("Jon", "Citizen")]
    )
    assert g.submit("Cid", "target Gus")
    g.advance()
    assert g.submit("Ann", "demonize Bob")
    g.advance_to(3)
    assert g.submit("Ann", "demonize Cid")
    g.advance_to(5)
    assert g.submit("Dan", "attack Cid")
    g.advance()
    cid = engine_of(g).player("Cid")
    assert cid.role == "Undead" and cid.original_role == "Angel"
    assert "target" not in cid.memory
    r = g.submit("Cid", "target Gus")
    assert isinstance(r, Refusal) and r.reason is Reason.NOT_YOUR_ABILITY
    g.advance()
    assert g.submit("Dan", "attack Bob")
    g.advance()
    bob = engine_of(g).player("Bob")
    assert bob.role == "Undead" and bob.counters == {}


def test_vampire_demonization_stays_while_an_undead_lives_and_r34_dead_members_win() -> None:
    g = _game([("Ann", "Vampire"), ("Bob", "Wolf"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Citizen")])
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    assert g.submit("Bob", "attack Cid")
    g.advance_to(3)  # Night 2: two demonizations
    assert g.submit("Ann", "demonize Dan")
    assert g.submit("Ann", "demonize Eve")
    assert g.submit("Bob", "attack Dan")
    g.advance()  # Day 2
    for voter in ("Bob", "Cid", "Dan", "Eve"):
        assert g.submit(voter, "vote Ann")
    g.advance()  # Night 3: the Vampire is dead, the Undead live on
    assert not engine_of(g).player("Ann").alive
    assert engine_of(g).player("Eve").has(DEMONIZED)
    assert g.submit("Bob", "attack Eve")
    g.advance()  # Day 3
    assert engine_of(g).player("Eve").role == "Undead"
    for voter in ("Cid", "Dan", "Eve"):
        assert g.submit(voter, "vote Bob")
    g.advance()
    assert g.outcome is not None and g.outcome.team == UNDERWORLD
    assert g.outcome.winners == ["Ann", "Cid", "Dan", "Eve"]


def test_vampire_role_changed_hook_is_called_on_rising() -> None:
    seen: list[tuple[str, str]] = []
    r = _rules()

    def spy(eng: Engine, player: Player, ev: Event) -> None:
        seen.append((player.name, player.role))

    r.on("role_changed", spy)
    g = _game([("Ann", "Vampire"), ("Cid", "Citizen"), ("Dan", "Wolf"), *CROWD], rules=r)
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    assert g.submit("Dan", "attack Cid")
    g.advance()
    assert seen == [("Cid", "Undead")]


def test_r7_vampire_legal_targets_and_the_night_limit() -> None:
    g = _game([("Ann", "Vampire"), ("Bob", "Vampire"), ("Cid", "Citizen"), ("Dan", "Wolf"),
               *CROWD])
    g.advance()
    (dem,) = [a for a in g.legal_actions("Ann") if a.verb == "demonize"]
    assert set(dem.candidates) == {"Cid", "Dan", "Gus", "Hal", "Ivy"}
    assert g.submit("Ann", "demonize Cid")
    assert all(a.verb != "demonize" for a in g.legal_actions("Ann"))
    r = g.submit("Ann", "demonize Dan")
    assert isinstance(r, Refusal) and r.reason is Reason.ALREADY_USED and "1" in r.message
    r = g.submit("Bob", "demonize Ann")
    assert isinstance(r, Refusal) and r.reason is Reason.INVALID_TARGET
    assert "underworld" in r.message


def test_vampire_json_round_trip_after_rising_plays_on_the_same() -> None:
    g = _game([("Ann", "Vampire"), ("Bob", "Wolf"), ("Cid", "Wolf"), ("Fay", "Citizen"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Bob")
    assert g.submit("Cid", "attack Bob")
    g.advance_to(3)
    h = Game.from_json(g.to_json(), rules=_rules())
    for game in (g, h):
        assert game.submit("Bob", "attack Fay")
        assert game.submit("Cid", "attack Gus")
        game.advance()
    assert g.to_json() == h.to_json()
    assert not engine_of(g).player("Gus").alive and engine_of(g).player("Fay").alive


def test_r15_demonizing_an_already_demonized_player_is_still_a_visit() -> None:
    g = _game([("Ann", "Vampire"), ("Cid", "Citizen"), ("Dan", "Wolf"), *CROWD])
    g.advance()
    assert g.submit("Ann", "demonize Cid")
    g.advance_to(3)
    r = g.submit("Ann", "demonize Cid")
    assert r and any("already demonized" in t for t in r.told)
    assert _visits(g, 3) == [("Ann", "Cid", "demonize")]
    assert len(engine_of(g).player("Cid").all(DEMONIZED)) == 1


def test_r5_r34_random_bot_games_with_the_underworld_end() -> None:
    from werewolves.sim.match import BotMix, bots_for, play_match

    roles = ["Vampire", "Vampire", "Wolf", "Wolf", "Plague Bearer", "Fortune Teller", "Assassin",
             "Ravenkeeper", "Citizen", "Citizen", "Citizen", "Citizen"]
    teams: set[str | None] = set()
    for seed in range(40):
        g = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
        play_match(g, bots_for(g, BotMix("random"), seed), max_phases=400, stall=None)
        assert g.outcome is not None
        teams.add(g.outcome.team)
        living = engine_of(g).living()
        if g.outcome.team == UNDERWORLD:
            assert all(engine_of(g).team_of(p) == UNDERWORLD for p in living)
    assert UNDERWORLD in teams


# ------------------------------------------------------ the role book's sentences, by their ids

TABLE = [("Vam", "Vampire"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
         ("Eve", "Citizen")]


def _ok(g: Game, line: str) -> None:
    actor, rest = line.split(" ", 1)
    res = g.submit(actor, rest)
    assert res, f"{line!r} refused: {getattr(res, 'message', '')}"


def _risen_cal() -> Game:
    """Night 1: Cal demonized, then attacked by the pack: Cal rises (Day 1)."""
    g = _game(TABLE)
    g.advance()
    _ok(g, "Vam demonize Cal")
    _ok(g, "Wes attack Cal")
    g.advance()
    return g


def test_vampire_b2_vampire_5_a_demonized_player_killed_at_night_rises_undead() -> None:
    g = _risen_cal()
    cal = g.player("Cal")
    assert cal.alive and cal.role == "Undead" and engine_of(g).team_of(cal) == UNDERWORLD


def test_vampire_b1_vampire_6_the_vampire_and_the_undead_win_when_only_they_live() -> None:
    g = _risen_cal()
    for n in ("Wes", "Dee"):
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])
    assert not g.over  # Eve still lives
    engine_of(g).kill(g.player("Eve"), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])
    assert g.outcome is not None and g.outcome.team == UNDERWORLD
    assert g.outcome.winners == ["Vam", "Cal"]


def test_vampire_1_vampire_2_one_a_night_two_on_even_nights() -> None:
    g = _game(TABLE)
    g.advance()  # Night 1
    _ok(g, "Vam demonize Cal")
    assert not g.submit("Vam", "demonize Dee")
    g.advance_to(3)  # Night 2
    _ok(g, "Vam demonize Dee")
    _ok(g, "Vam demonize Eve")
    assert not g.submit("Vam", "demonize Wes")


def test_vampire_3_vampire_7_the_demonization_is_at_once_and_untold() -> None:
    g = _game(TABLE)
    g.advance()
    before = len(g.messages("Cal"))
    _ok(g, "Vam demonize Cal")
    assert g.player("Cal").has(DEMONIZED)  # vampire.7: at once
    assert g.messages("Cal")[before:] == []  # vampire.3: not told


def test_vampire_4_never_themself_nor_a_member_of_the_underworld() -> None:
    g = _game([("Vic", "Vampire"), *TABLE])
    g.advance()
    assert not g.submit("Vam", "demonize Vam")
    assert not g.submit("Vam", "demonize Vic")
    _ok(g, "Vam demonize Cal")


def test_vampire_8_several_vampires_work_together() -> None:
    g = _game([("Vic", "Vampire"), *TABLE])
    assert UNDERWORLD in g.channels("Vam") and UNDERWORLD in g.channels("Vic")
    g.advance()
    before = len(g.messages("Vic"))
    _ok(g, "Vam demonize Cal")
    assert any("Cal" in m for m in g.messages("Vic")[before:])


def test_vampire_9_with_the_underworld_gone_nobody_stays_demonized() -> None:
    g = _game(TABLE)
    g.advance()
    _ok(g, "Vam demonize Cal")
    engine_of(g).kill(g.player("Vam"), "true kill", causes=[], rule="R8")
    assert not g.player("Cal").has(DEMONIZED)
