"""The Assassin, the Huntress and the Runner — the rules a scenario cannot show with the
shipped roles alone (test-only roles and redirectors, engine internals such as the batch)."""

from __future__ import annotations

from werewolves.engine.core import Act, Engine, Reason, Refusal
from werewolves.engine.polls import lynch_player
from werewolves.engine.rules import Ability, RoleDef, Ruleset
from werewolves.engine.state import Player, Poll
from werewolves.game import Game, Setup
from werewolves.roles import build_rules, default_rules
from werewolves.roles.assassin import ASSASSIN, MAX_ATTACKS
from werewolves.roles.base import PACK_ATTACK, WOLFPACK
from werewolves.roles.executioner import ExecutionerState, lynch_in_place
from werewolves.roles.huntress import HUNTRESS
from werewolves.roles.runner import ESCAPES, RUNNER, is_wolfish
from werewolves.testing import engine_of, state_of

# ---------------------------------------------------------------------------- helpers


def _game(players: list[tuple[str, str]], *, rules: Ruleset | None = None, seed: int = 0) -> Game:
    return Game.new(Setup(players), seed=seed, rules=rules)


def _ok(g: Game, name: str, action: str) -> None:
    res = g.submit(name, action)
    assert res, f"{name} {action}: {getattr(res, 'message', '')}"


def _lone_attack(eng: Engine, act: Act) -> None:
    eng.attack(act.actor, act.targets[0], causes=[act.event.id], rule="test", source="loner")


LONER = RoleDef(
    name="Loner",
    team="wolves",
    summary="test-only: a werewolf-team role outside the pack with its own night attack",
    attack_class="wolves",
    abilities=(
        Ability(verb="maul", when="night", timing="end", kind="attack", resolve=_lone_attack),
    ),
)
TRAITOR = RoleDef(
    name="Traitor",
    team="town",
    summary="test-only: a townsperson who sits in the wolfpack",
    groups=(WOLFPACK,),
    abilities=(PACK_ATTACK,),
    attack_class="town",
)
TURNCOAT = RoleDef(name="Turncoat", team="town", summary="test-only: a plain townsperson")


def _test_rules() -> Ruleset:
    rules = build_rules()
    for role in (LONER, TRAITOR, TURNCOAT):
        rules.add_role(role)
    return rules


# ---------------------------------------------------------------------------- registration


def test_assassin_huntress_runner_are_registered_with_their_teams() -> None:
    rules = default_rules()
    for role in (ASSASSIN, HUNTRESS, RUNNER):
        assert rules.role(role.name) is role
        assert role.team == "town"
        assert role.attack_class == "town"  # R8: ordered with the townsfolk roles
        assert role.summary and role.description
    assert rules.role("assassin") is ASSASSIN


# ---------------------------------------------------------------------------- Assassin


ASSASSIN_GAME = [
    ("Ada", "Assassin"),
    ("Bob", "Citizen"),
    ("Cid", "Citizen"),
    ("Dan", "Wolf"),
    ("Eve", "Citizen"),
    ("Fay", "Citizen"),
    ("Gus", "Citizen"),
    ("Pes", "Horseman of Pestilence"),
]


def test_assassin_r7_a_blocked_attack_still_uses_one_of_three() -> None:
    # R7 / R17: a block is a failure the Assassin cannot know about; the attempt is spent.
    g = _game(ASSASSIN_GAME)
    g.advance_to(3)  # Night 2
    _ok(g, "Pes", "doom Ada")
    _ok(g, "Ada", "attack Bob")
    g.advance()
    assert g.player("Bob").alive
    assert any(e.kind == "action_failed" and e.actor == "Ada" for e in g.events)
    for night, victim in ((5, "Cid"), (7, "Eve")):
        g.advance_to(night)
        _ok(g, "Ada", f"attack {victim}")
    g.advance_to(9)
    assert not g.player("Cid").alive and not g.player("Eve").alive
    res = g.submit("Ada", "attack Fay")
    assert isinstance(res, Refusal) and res.reason is Reason.NO_USES


def test_assassin_r3_a_withdrawn_attack_is_not_spent() -> None:
    g = _game(ASSASSIN_GAME)
    g.advance_to(3)
    _ok(g, "Ada", "attack Bob")
    _ok(g, "Ada", "attack nobody")
    g.advance()
    assert g.player("Bob").alive
    for night, victim in ((5, "Bob"), (7, "Cid"), (9, "Eve")):
        g.advance_to(night)
        _ok(g, "Ada", f"attack {victim}")
    g.advance_to(11)
    assert [n for n in ("Bob", "Cid", "Eve") if g.player(n).alive] == []
    assert MAX_ATTACKS == 3
    assert not g.submit("Ada", "attack Fay")


def test_assassin_r4_killed_in_the_same_batch_still_attacks() -> None:
    # R4: the pack kills the Assassin at the end of the night, but she was alive when the batch
    # started, so her attack happens too.
    g = _game([*ASSASSIN_GAME, ("Wil", "Wolf")])
    g.advance_to(3)
    _ok(g, "Dan", "attack Ada")
    _ok(g, "Ada", "attack Wil")
    g.advance()
    assert not g.player("Ada").alive and not g.player("Wil").alive


def test_assassin_r8_pack_attack_resolves_before_the_assassins() -> None:
    # R8: group attacks first, then townsfolk roles.
    g = _game(ASSASSIN_GAME)
    g.advance_to(3)
    _ok(g, "Ada", "attack Bob")
    _ok(g, "Dan", "attack Cid")
    g.advance()
    attempts = [e.targets[0] for e in g.events if e.kind == "kill_attempt"]
    assert attempts == ["Cid", "Bob"]


# ---------------------------------------------------------------------------- Huntress


def _decoy_rules() -> Ruleset:
    rules = build_rules()

    def decoy(eng: Engine, actor: Player, ab: Ability, target: Player) -> Player | None:
        return eng.player("Eve") if target.name == "Dec" and ab.verb == "shoot" else None

    rules.redirectors.append(decoy)
    return rules


HUNT_GAME = [
    ("Hun", "Huntress"),
    ("Dec", "Citizen"),
    ("Eve", "Citizen"),
    ("Wol", "Wolf"),
    ("Vic", "Wolf"),
    ("Fay", "Citizen"),
    ("Gus", "Citizen"),
]


def test_s0_15_the_shot_is_a_visit_by_the_dead_huntress() -> None:
    g = _game(HUNT_GAME)
    _ok(g, "Hun", "target Vic")
    g.advance()
    _ok(g, "Wol", "attack Hun")
    g.advance()
    shots = [(v.actor, v.target) for v in state_of(g).visits if v.verb == "shoot"]
    assert shots == [("Hun", "Vic")]
    assert not g.player("Vic").alive
    assert g.player("Vic").death is not None and g.player("Vic").death.kind == "attack"
    # the shot is caused by the Huntress's death
    assert any("Hun" in line for line in g.why_dead("Vic"))


def test_r16_the_shot_goes_through_the_engine_and_can_be_redirected() -> None:
    g = _game(HUNT_GAME, rules=_decoy_rules())
    _ok(g, "Hun", "target Dec")
    g.advance()
    _ok(g, "Wol", "attack Hun")
    g.advance()
    assert g.player("Dec").alive
    assert not g.player("Eve").alive
    shots = [(v.actor, v.target) for v in state_of(g).visits if v.verb == "shoot"]
    assert shots == [("Hun", "Dec"), ("Hun", "Eve")]


def test_r17_a_blocked_shot_fails_at_its_source_and_makes_no_visit() -> None:
    g = _game([*HUNT_GAME, ("Pes", "Horseman of Pestilence")])
    _ok(g, "Hun", "target Vic")
    g.advance()
    _ok(g, "Pes", "doom Hun")
    _ok(g, "Wol", "attack Hun")
    g.advance()
    assert g.player("Vic").alive
    failed = [e for e in g.events if e.kind == "action_failed" and e.actor == "Hun"]
    assert failed and failed[0].data["why"] == "blocked"
    assert not [v for v in state_of(g).visits if v.verb == "shoot"]
    assert not any("Huntress" in t for t in g.announcements())


def test_huntress_shot_by_day_is_immediate() -> None:
    # Killed by the amulet's voluntary shatter (an attack by day): she shoots at once.
    g = _game([*HUNT_GAME[:3], ("Amy", "Amulet Holder"), *HUNT_GAME[3:]])
    _ok(g, "Hun", "target Vic")
    _ok(g, "Amy", "pass Hun")
    g.advance_to(2)  # Day 1: Hun holds the amulet
    _ok(g, "Amy", "shatter")
    assert not g.player("Hun").alive
    assert not g.player("Vic").alive
    assert any("Hun was the Huntress" in t for t in g.announcements())


def test_huntress_chain_of_dying_shots() -> None:
    g = _game(
        [
            ("Hun", "Huntress"),
            ("Hal", "Huntress"),
            ("Wol", "Wolf"),
            ("Vic", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ]
    )
    _ok(g, "Hun", "target Hal")
    _ok(g, "Hal", "target Vic")
    g.advance()
    _ok(g, "Wol", "attack Hun")
    g.advance()
    assert [p for p in ("Hun", "Hal", "Vic") if g.player(p).alive] == []
    reveals = [t for t in g.announcements() if "was the Huntress" in t]
    assert len(reveals) == 2


def test_r4_target_dying_in_the_same_batch_counts_as_hit_in_either_order() -> None:
    # R4: the deaths of one batch are simultaneous, whatever order the engine applies them in.
    # Order 1: the pack kills the Huntress (applied first), the Assassin her target.
    # Order 2: the Assassin kills the Huntress, the pack her target (applied first).
    for hunt_killer, target_killer in (("Wol", "Ada"), ("Ada", "Wol")):
        g = _game(
            [
                ("Hun", "Huntress"),
                ("Ada", "Assassin"),
                ("Wol", "Wolf"),
                ("Vic", "Wolf"),
                ("Cid", "Citizen"),
                ("Eve", "Citizen"),
                ("Tom", "Citizen"),
            ]
        )
        _ok(g, "Hun", "target Tom")
        g.advance_to(3)
        _ok(g, hunt_killer, "attack Hun")
        _ok(g, target_killer, "attack Tom")
        g.advance()
        assert not g.player("Hun").alive and not g.player("Tom").alive
        assert any("Hun was the Huntress" in t for t in g.announcements()), hunt_killer


def test_huntress_target_dead_before_her_batch_is_no_target() -> None:
    # A target who died in an earlier phase is no living target: no shot, no reveal.
    g = _game(HUNT_GAME)
    _ok(g, "Hun", "target Dec")
    g.advance_to(2)
    _ok(g, "Eve", "vote Dec")
    g.advance()
    _ok(g, "Wol", "attack Hun")
    g.advance()
    assert not [v for v in state_of(g).visits if v.verb == "shoot"]
    assert not any("Huntress" in t for t in g.announcements())


def test_huntress_shot_is_not_a_verb() -> None:
    g = _game(HUNT_GAME)
    res = g.submit("Hun", "shoot Vic")
    assert isinstance(res, Refusal) and res.reason is Reason.UNKNOWN_VERB


# ---------------------------------------------------------------------------- Runner


def test_runner_wolfish_is_team_pack_or_lycan_never_a_name() -> None:
    g = _game(
        [
            ("Run", "Runner"),
            ("Wol", "Wolf"),
            ("Lon", "Loner"),
            ("Tra", "Traitor"),
            ("Tur", "Turncoat"),
            ("Ada", "Assassin"),
            ("Hun", "Huntress"),
            ("Kno", "Knowledgeable Wolf"),
        ],
        rules=_test_rules(),
    )
    eng = engine_of(g)
    assert is_wolfish(eng, g.player("Wol"))
    assert is_wolfish(eng, g.player("Kno"))
    assert is_wolfish(eng, g.player("Lon"))  # werewolf team, not in the pack
    assert is_wolfish(eng, g.player("Tra"))  # town, but in the pack
    for name in ("Run", "Tur", "Ada", "Hun"):
        assert not is_wolfish(eng, g.player(name))
    # a role that started on the werewolf team stays wolfish after a role change
    lon = g.player("Lon")
    lon.role = "Turncoat"
    assert is_wolfish(eng, lon)
    # a player who took the werewolf team later is wolfish too
    tur = g.player("Tur")
    tur.memory["team"] = "wolves"
    assert is_wolfish(eng, tur)


def test_runner_escapes_a_lone_wolfish_attacker_who_alone_is_told() -> None:
    g = _game(
        [
            ("Run", "Runner"),
            ("Lon", "Loner"),
            ("Wol", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ],
        rules=_test_rules(),
    )
    g.advance()
    mark = len(g.events)
    _ok(g, "Lon", "maul Run")
    g.advance()
    assert g.player("Run").alive
    assert g.player("Run").counters[ESCAPES] == 0
    assert any("Run ran away" in t for t in g.private_messages("Lon", mark))
    assert not any("ran away" in t for t in g.private_messages("Wol", mark))
    assert any("escaped" in t for t in g.private_messages("Run", mark))


def test_runner_a_traitor_in_the_pack_is_escaped_too() -> None:
    g = _game(
        [
            ("Run", "Runner"),
            ("Tra", "Traitor"),
            ("Wol", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ],
        rules=_test_rules(),
    )
    g.advance()
    _ok(g, "Tra", "attack Run")
    g.advance()
    assert g.player("Run").alive


def test_runner_two_wolfish_attacks_one_night_first_escaped_second_kills() -> None:
    # R8: killing order: the pack (group) first — escaped; the Loner's attack then kills.
    g = _game(
        [
            ("Run", "Runner"),
            ("Lon", "Loner"),
            ("Wol", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ],
        rules=_test_rules(),
    )
    g.advance()
    mark = len(g.events)
    _ok(g, "Lon", "maul Run")
    _ok(g, "Wol", "attack Run")
    g.advance()
    assert not g.player("Run").alive
    assert any("Run ran away" in t for t in g.private_messages("Wol", mark))
    assert not any("ran away" in t for t in g.private_messages("Lon", mark))


def test_runner_escapes_attacks_only_not_kills_or_lynches() -> None:
    g = _game(
        [
            ("Run", "Runner"),
            ("Wol", "Wolf"),
            ("Vic", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ]
    )
    eng = engine_of(g)
    # a wolfish "kill" (not an attack) is not escaped
    assert eng.kill(g.player("Run"), "kill", causes=[], rule="test", by=g.player("Wol"))
    assert not g.player("Run").alive

    g2 = _game(
        [
            ("Run", "Runner"),
            ("Wol", "Wolf"),
            ("Vic", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ]
    )
    g2.advance_to(2)
    _ok(g2, "Wol", "vote Run")
    g2.advance()
    assert g2.player("Run").death is not None and g2.player("Run").death.kind == "lynch"


def test_runner_after_a_role_change_still_has_one_escape() -> None:
    g = _game(
        [
            ("Tur", "Turncoat"),
            ("Wol", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ],
        rules=_test_rules(),
    )
    engine_of(g).change_role(g.player("Tur"), "Runner", causes=[], rule="test")
    g.advance()
    _ok(g, "Wol", "attack Tur")
    g.advance()
    assert g.player("Tur").alive


def test_assassin_huntress_runner_games_replay_and_round_trip_identically() -> None:
    # R6: same setup, seed and submissions → the same events; the state survives JSON.
    def play() -> Game:
        g = _game(
            [
                ("Run", "Runner"),
                ("Hun", "Huntress"),
                ("Ada", "Assassin"),
                ("Wol", "Wolf"),
                ("Vic", "Wolf"),
                ("Cid", "Citizen"),
                ("Eve", "Citizen"),
                ("Fay", "Citizen"),
            ],
            seed=5,
        )
        _ok(g, "Hun", "target Vic")
        g.advance()
        _ok(g, "Wol", "attack Run")
        _ok(g, "Vic", "attack Run")
        g.advance_to(3)
        _ok(g, "Ada", "attack Hun")
        g.advance()
        return g

    a, b = play(), play()
    assert [e.to_json() for e in a.events] == [e.to_json() for e in b.events]
    c = Game.from_json(a.to_json())
    assert c.to_json() == a.to_json()
    assert c.player("Run").counters[ESCAPES] == 0
    assert not c.player("Vic").alive


def test_assassin_r8_townsfolk_attacks_before_werewolf_roles() -> None:
    # R8: the Assassin (a townsfolk role) attacks before a werewolf-team role. As in the role
    # book's example, the wolfish attack is still escaped (and its attacker told) while the
    # Assassin's attack kills the Runner.
    g = _game(
        [
            ("Run", "Runner"),
            ("Ada", "Assassin"),
            ("Lon", "Loner"),
            ("Wol", "Wolf"),
            ("Cid", "Citizen"),
            ("Eve", "Citizen"),
            ("Fay", "Citizen"),
        ],
        rules=_test_rules(),
    )
    g.advance_to(3)
    _ok(g, "Lon", "maul Run")
    _ok(g, "Ada", "attack Run")
    g.advance()
    assert not g.player("Run").alive
    attackers = [e.actor for e in g.events if e.kind == "kill_attempt"]
    assert attackers == ["Ada", "Lon"]


def test_huntress_indirect_lynch_fires_the_shot_direct_lynch_does_not() -> None:
    # Role book (lynching ability type): the poll's lynch is direct; a lynch a rule carries out
    # in the winner's place (``by``: who is responsible, S1.56) is indirect, and the Huntress
    # shoots.
    for by, shot in ((None, False), ("Dec", True)):
        g = _game(HUNT_GAME)
        _ok(g, "Hun", "target Vic")
        g.advance_to(2)
        eng = engine_of(g)
        poll = Poll(name="lynch", kind="lynch")
        if by is None:
            lynch_player(eng, g.player("Hun"), poll, [])
        else:
            lynch_in_place(eng, g.player("Hun"), poll, [], by=g.player(by), rule="Executioner")
        assert g.player("Hun").death is not None and g.player("Hun").death.kind == "lynch"
        assert g.player("Vic").alive is not shot, by
        # the responsible player is named only while the lynch happens (R37: typed state)
        assert not engine_of(g).ext(ExecutionerState).lynch_by
        assert eng.ext(ExecutionerState).lynch_by == {}


# ------------------------------------------------------ the role book's sentences, by their ids

TOWN = [("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
        ("Gus", "Citizen"), ("Hal", "Citizen")]


def _dead(g: Game) -> set[str]:
    return {p.name for p in state_of(g).players if not p.alive}


def test_assassin_b1_no_attack_on_night_1_one_a_night_from_night_2() -> None:
    g = _game([("Ass", "Assassin"), ("Wol", "Wolf"), *TOWN])
    g.advance()  # Night 1
    assert not g.submit("Ass", "attack Cid")
    g.advance()
    g.advance()  # Night 2
    _ok(g, "Ass", "attack Cid")
    assert not g.submit("Ass", "attack Cid Dan")
    g.advance()
    assert _dead(g) == {"Cid"}


def test_assassin_1_three_attacks_a_game_and_no_more() -> None:
    g = _game([("Ass", "Assassin"), ("Wol", "Wolf"), *TOWN])
    g.advance_to(3)  # Night 2
    for victim in ("Cid", "Dan", "Eve"):
        _ok(g, "Ass", f"attack {victim}")
        g.advance()  # the night ends: the attack lands
        g.advance()  # the next night
    assert _dead(g) == {"Cid", "Dan", "Eve"}
    assert not g.submit("Ass", "attack Fay")  # the fourth night: none left


def test_assassin_2_the_attack_lands_at_the_end_of_the_night_and_may_change() -> None:
    g = _game([("Ass", "Assassin"), ("Wol", "Wolf"), *TOWN])
    g.advance_to(3)  # Night 2
    _ok(g, "Ass", "attack Cid")
    assert g.player("Cid").alive  # not yet: an end-of-night ability
    _ok(g, "Ass", "attack Dan")  # changed before the night ends
    g.advance()
    assert _dead(g) == {"Dan"}


def test_huntress_b1_huntress_1_huntress_3_her_target_is_shot_when_the_pack_kills_her() -> None:
    g = _game([("Hun", "Huntress"), ("Wol", "Wolf"), *TOWN])
    g.advance()  # Night 1
    _ok(g, "Hun", "target Wol")
    _ok(g, "Wol", "attack Hun")
    g.advance()
    assert _dead(g) == {"Hun", "Wol"}


def test_huntress_2_one_change_a_phase_then_the_emergency_then_none() -> None:
    g = _game([("Hun", "Huntress"), ("Wol", "Wolf"), *TOWN])
    _ok(g, "Hun", "target Cid")  # Day 0
    _ok(g, "Hun", "target Dan")  # a second change this phase: the emergency one
    assert not g.submit("Hun", "target Eve")  # nothing left this phase
    g.advance()
    _ok(g, "Hun", "target Eve")  # a new phase: one change again


def test_huntress_3_a_direct_lynch_fires_no_shot() -> None:
    g = _game([("Hun", "Huntress"), ("Wol", "Wolf"), *TOWN])
    _ok(g, "Hun", "target Cid")
    g.advance_to(2)  # Day 1
    for p in ("Wol", "Cid", "Dan", "Eve", "Fay"):
        _ok(g, p, "vote Hun")
    g.advance()
    assert _dead(g) == {"Hun"}


def test_huntress_4_a_hit_reveals_her_role_to_everyone() -> None:
    g = _game([("Hun", "Huntress"), ("Wol", "Wolf"), *TOWN])
    g.advance()
    _ok(g, "Hun", "target Cid")
    _ok(g, "Wol", "attack Hun")
    g.advance()
    assert "Cid" in _dead(g)
    assert any("Huntress" in a and "Hun" in a for a in g.announcements())


def test_huntress_5_no_living_target_no_shot_and_no_reveal() -> None:
    g = _game([("Hun", "Huntress"), ("Wol", "Wolf"), *TOWN])
    g.advance()
    _ok(g, "Wol", "attack Hun")  # she never chose a target
    g.advance()
    assert _dead(g) == {"Hun"}
    assert not any("Huntress" in a for a in g.announcements())


def test_runner_b1_runner_1_runner_3_runner_4_one_pack_attack_escaped_the_next_kills() -> None:
    g = _game([("Run", "Runner"), ("Wol", "Wolf"), *TOWN])
    g.advance()  # Night 1
    mark = len(g.events)
    _ok(g, "Wol", "attack Run")
    g.advance()
    assert g.player("Run").alive
    assert any("escaped" in t for t in g.private_messages("Run", mark))  # runner.3
    assert any("Run ran away" in t for t in g.private_messages("Wol", mark))  # runner.4
    g.advance()  # Night 2
    _ok(g, "Wol", "attack Run")
    g.advance()
    assert not g.player("Run").alive  # runner.1: open to later attacks


def test_runner_2_an_attack_by_anyone_not_wolfish_kills_the_first_time() -> None:
    g = _game([("Run", "Runner"), ("Ass", "Assassin"), ("Wol", "Wolf"), *TOWN])
    g.advance_to(3)  # Night 2
    _ok(g, "Ass", "attack Run")
    g.advance()
    assert not g.player("Run").alive


def test_runner_5_a_wolfish_attacker_outside_the_pack_is_told_alone() -> None:
    g = _game(
        [("Run", "Runner"), ("Lon", "Loner"), ("Wol", "Wolf"), *TOWN[:3]], rules=_test_rules()
    )
    g.advance()
    mark = len(g.events)
    _ok(g, "Lon", "maul Run")
    g.advance()
    assert g.player("Run").alive
    assert any("Run ran away" in t for t in g.private_messages("Lon", mark))
    assert not any("ran away" in t for t in g.private_messages("Wol", mark))
