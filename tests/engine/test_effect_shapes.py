"""Issue 37 item 2: the shapes that recur among the role modules' abilities, as typed effects
(engine/effects.py): what each derives for its ability (kind, declaration, notation)."""

from __future__ import annotations

from werewolves.engine.declarations import Effect, Learns
from werewolves.engine.effects import (
    NEXT_PHASE,
    Apply,
    Burn,
    DisguiseAs,
    Expose,
    Guess,
    Inflict,
    Keep,
    Record,
    Remove,
    RevealingAttack,
    RevealingKill,
    Schedule,
    SpendLent,
    Tally,
    compact,
)
from werewolves.engine.rules import Ability


def _ab(does: object, **kw: object) -> Ability:
    return Ability(verb="x", when="night", timing="immediate", does=does, **kw)  # type: ignore[arg-type]


def test_rule_ability_types_killing_2_a_revealing_kill_is_a_kill_and_the_shot_an_attack() -> None:
    # what the Bard and the Riding Hood read: a kill is no attack (ruling RM215)
    assert _ab(RevealingKill()).kind == "kill"
    assert _ab(RevealingAttack()).kind == "attack"
    assert _ab(RevealingAttack()).declaration.effects == (Effect.DEATH,)


def test_psychic_wolf_b1_a_guess_is_an_investigation_of_a_role() -> None:
    ab = _ab(Guess(right="t", wrong="f"), picks=1, options=lambda e, p: ("Wolf",))
    assert (ab.kind, ab.declaration.learns) == ("investigate", Learns.ROLE)
    assert "by a guess" in compact(ab)


def test_rule_ability_types_targeting_6_a_kept_choice_of_a_role_marks_no_player() -> None:
    ab = _ab(Keep("k", "k_phase", "k_emergency", value="pick"), min_targets=0, max_targets=0)
    assert ab.kind == "target"  # the Reaper's counter-attack and redirection skip targeting
    assert ab.declaration.effects == ()


def test_s0_36_taking_a_status_off_is_a_cure() -> None:
    ab = _ab(Remove("contaminated", event="cured", tell="t"))
    assert (ab.kind, ab.declaration.effects) == ("cure", (Effect.CURE,))


def test_bookkeeping_steps_give_no_type_and_no_notation() -> None:
    ab = _ab((SpendLent("credits", "mark"), Tally("haunts"), Apply("sleepless")))
    assert ab.kind == "apply"
    assert compact(ab) == "Immediate Night: Apply sleepless @1"


def test_the_other_shapes_name_their_type() -> None:
    assert _ab(DisguiseAs(until=NEXT_PHASE), picks=1, options=lambda e, p: ("Wolf",)).kind == (
        "disguise"
    )
    assert _ab(Expose("e")).declaration.effects == (Effect.EXPOSURE,)
    assert _ab(Inflict("powdered")).declaration.effects == (Effect.HARM,)
    assert _ab(Schedule("blaze"), min_targets=0, max_targets=0).kind == "choice"
    assert _ab(Record(dict, "choices")).declaration.effects == ()


def test_r3_a_teams_fire_is_an_attack_ordered_among_the_batchs_attacks() -> None:
    ab = Ability(verb="x", when="night", timing="end", does=Burn(on="powdered"),
                 min_targets=0, max_targets=0)
    assert ab.kind == "attack"
    assert compact(ab) == "End Night: Attack every powdered @Self"
