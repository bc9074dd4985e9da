"""Issue 37 item 2: the steps and types added for the second half of the migration (a use
recorded on its user, a status given or lifted, words told, a guessed role, a disguise worn, a
choice remembered with its phase or for each player, an attack shown, a cleansing, a channel
shared). Each runs here on a small stand-in for the engine that records what it is asked; the
roles' own tests play them in games."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from werewolves.engine.declarations import Effect, Learns
from werewolves.engine.effects import (
    NEXT_PHASE,
    PHASE_END,
    TRUE_ROLE,
    Cleanse,
    DisguiseAs,
    Give,
    Guess,
    Keep,
    Mark,
    Protect,
    RememberDated,
    RememberEach,
    Remove,
    ShownAttack,
    Spend,
    Tell,
    compact,
)
from werewolves.engine.rules import Ability


@dataclass
class _Kept:
    choices: dict[str, Any] = field(default_factory=dict)
    lines: dict[str, dict[str, str]] = field(default_factory=dict)
    phase: dict[str, int] = field(default_factory=dict)
    emergency: list[str] = field(default_factory=list)


class _Player(SimpleNamespace):
    def has(self, status: str) -> bool:
        return status in self.statuses


class _Eng:
    """What the steps ask of the engine, recorded in order."""

    def __init__(self, phase: int = 3) -> None:
        self.state = SimpleNamespace(phase=phase)
        self.log: list[tuple[Any, ...]] = []
        self.kept = _Kept()

    def add_status(self, p: _Player, name: str, *, source: int, until: int | None = None,
                   data: dict[str, Any] | None = None) -> None:
        p.statuses.append(name)
        self.log.append(("status", p.name, name, source, until, dict(data or {})))

    def remove_status(self, p: _Player, name: str) -> None:
        p.statuses = [s for s in p.statuses if s != name]
        self.log.append(("removed", p.name, name))

    def leave_group(self, p: _Player, name: str, *, causes: list[int], rule: str) -> None:
        self.log.append(("left", p.name, name, rule))

    def emit(self, kind: str, **kw: Any) -> SimpleNamespace:
        self.log.append(("event", kind, kw.get("targets"), kw.get("data")))
        return SimpleNamespace(id=100 + len(self.log))

    def tell(self, who: _Player, msg: str, /, **kw: Any) -> None:
        self.log.append(("told", who.name, msg, kw.pop("rule"), kw.pop("causes"), kw))

    def ext(self, cls: type) -> _Kept:
        return self.kept

    def role_of_name(self, name: str) -> SimpleNamespace:
        return SimpleNamespace(name=name)


def _act(ab: Ability, targets: list[_Player], picks: tuple[str, ...] = ()) -> SimpleNamespace:
    user = _Player(name="U", statuses=[], counters={"uses": 2}, role="Citizen")
    return SimpleNamespace(actor=user, ability=ab, targets=targets, picks=picks,
                           event=SimpleNamespace(id=7))


def _ability(does: Any, **kw: Any) -> Ability:
    return Ability(verb="x", when="night", timing="immediate", rule="book.1", does=does, **kw)


def test_steps_leave_the_type_to_the_main_effect() -> None:
    # cautious-hag.2 / cautious-hag.7: the shield is a protection, its other steps bookkeeping
    ab = _ability((Spend("uses"), Protect(by="p"), Give("shield", until=PHASE_END,
                                                       only=lambda e, p: p.name == "A"),
                   Tell("told")), allow_self=True)
    assert ab.kind == "protect" and ab.declaration.effects == (Effect.PROTECTION,)
    assert "Protect from attacks (~phase) + Give shield (~phase) if judged" in compact(ab)
    eng, a, b = _Eng(), _Player(name="A", statuses=[]), _Player(name="B", statuses=[])
    act = _act(ab, [a, b])
    ab.resolve(eng, act)  # type: ignore[arg-type]
    assert act.actor.counters["uses"] == 0
    # the further status only on the player the judge picks, after the protection
    assert [e[1:3] for e in eng.log if e[0] == "status"] == [
        ("A", "protected"), ("B", "protected"), ("A", "shield"),
    ]
    assert [(*e[1:3], e[5]) for e in eng.log if e[0] == "told"] == [
        ("U", "told", {"target": "A"}), ("U", "told", {"target": "B"}),
    ]


def test_a_status_given_for_the_next_phase_carries_the_number_picked_and_its_giver() -> None:
    # corrupt-wolf.2: the value holds on the next day; the message names it
    ab = _ability((Give("corrupted", until=NEXT_PHASE, by=True, value=True),
                   Tell("done", value="value")), picks=1, options=lambda e, p: ("2",))
    eng, t = _Eng(phase=5), _Player(name="T", statuses=[])
    ab.resolve(eng, _act(ab, [t], ("2",)))  # type: ignore[arg-type]
    assert eng.log[0] == ("status", "T", "corrupted", 7, 6, {"value": 2, "by": "U"})
    assert eng.log[1] == ("told", "U", "done", "book.1", [7], {"target": "T", "value": 2})


def test_a_use_is_marked_on_its_user_until_the_phase_ends() -> None:
    ab = _ability((Mark("used today"), Tell("done", param="")), max_targets=0, min_targets=0)
    eng = _Eng(phase=4)
    act = _act(ab, [])
    ab.resolve(eng, act)  # type: ignore[arg-type]
    assert eng.log == [("status", "U", "used today", 7, 4, {}),
                       ("told", "U", "done", "book.1", [7], {})]


def test_a_lifted_status_ends_and_its_group_is_left() -> None:
    # herding-dog.2: the user leaves the herd (nobody named: the user); an event only for a
    # player who had it
    ab = _ability(Remove("herded", group="herd", event="freed", step=True), max_targets=0,
                  min_targets=0)
    assert ab.kind == "other"  # a step: the ability's type is not the removal's
    eng = _Eng()
    act = _act(ab, [])
    act.actor.statuses.append("herded")
    ab.resolve(eng, act)  # type: ignore[arg-type]
    assert [e[0] for e in eng.log] == ["removed", "event", "left"]
    eng2, t = _Eng(), _Player(name="T", statuses=[])
    ab2 = _ability(Remove("herded", event="freed"))
    assert (ab2.kind, ab2.declaration.effects) == ("cure", (Effect.CURE,))
    ab2.resolve(eng2, _act(ab2, [t]))  # type: ignore[arg-type]
    assert eng2.log == []


def test_a_true_guess_is_confirmed_and_a_wrong_one_is_not() -> None:
    ab = _ability(Guess(right="yes", wrong="no", reads=TRUE_ROLE), picks=1,
                  options=lambda e, p: ("Wolf",))
    assert (ab.kind, ab.declaration.learns) == ("investigate", Learns.ROLE)
    eng = _Eng()
    wolf, other = _Player(name="W", role="Wolf"), _Player(name="C", role="Citizen")
    ab.resolve(eng, _act(ab, [wolf], ("wolf",)))  # type: ignore[arg-type]
    ab.resolve(eng, _act(ab, [other], ("Wolf",)))  # type: ignore[arg-type]
    assert [(e[2], e[5]["role"]) for e in eng.log] == [("yes", "wolf"), ("no", "Wolf")]


def test_a_disguise_worn_is_recorded_then_told() -> None:
    # devil.1: a weak disguise as the role picked, for good
    ab = _ability(DisguiseAs(event="worn", tell="dressed"), max_targets=0, min_targets=0, picks=1,
                  options=lambda e, p: ("Seer",))
    assert ab.kind == "disguise" and ab.declaration.effects == (Effect.DISGUISE,)
    eng = _Eng()
    ab.resolve(eng, _act(ab, [], ("Seer",)))  # type: ignore[arg-type]
    disguise = {"role": "Seer", "strength": "weak"}
    assert eng.log[0] == ("event", "worn", ["U"], disguise)
    assert eng.log[1] == ("status", "U", "disguise", 101, None, disguise)
    assert eng.log[2][:5] == ("told", "U", "dressed", "book.1", [101])


def test_a_choice_kept_with_its_phase_and_one_kept_for_each_player() -> None:
    # baroness.1: the role and the phase it was named in; detective.4: a line for each player
    dated = _ability(RememberDated("choices", in_=_Kept, value="role", tell="t", param="role"),
                     max_targets=0, min_targets=0, picks=1, options=lambda e, p: ("Seer",))
    eng = _Eng(phase=2)
    dated.resolve(eng, _act(dated, [], ("Seer",)))  # type: ignore[arg-type]
    assert eng.kept.choices == {"U": {"phase": 2, "role": "Seer"}}
    each = _ability(RememberEach("lines", in_=_Kept, value="role", tell="n", param="role"),
                    picks=1, options=lambda e, p: ("Seer",))
    a, b = _Player(name="A"), _Player(name="B")
    each.resolve(eng, _act(each, [a], ("Seer",)))  # type: ignore[arg-type]
    each.resolve(eng, _act(each, [b], ("Seer",)))  # type: ignore[arg-type]
    each.resolve(eng, _act(each, [a], ("Seer",)))  # type: ignore[arg-type]
    assert eng.kept.lines == {"U": {"A": "Seer", "B": "Seer"}}
    assert [e[5]["count"] for e in eng.log if e[2] == "n"] == [1, 2, 2]


def test_the_new_types_name_their_kind() -> None:
    shown = _ability(ShownAttack(shown="revealed", announce="a"), picks=1,
                     options=lambda e, p: ("hidden", "revealed"))
    assert shown.kind == "attack" and "a hit revealed announces the user" in compact(shown)
    cleanse = _ability(Cleanse(event="e"))
    assert cleanse.kind == "cure" and cleanse.declaration.effects == (Effect.CURE,)


def test_a_second_choice_in_a_phase_spends_the_emergency_change() -> None:
    # herald.1 (in the family's state) / journalist.4 (in the user's memory): one change a
    # phase, plus one emergency change a game
    kept = _ability(Keep("choices", "phase", "emergency", value="pick", in_=_Kept,
                         targeting=False), max_targets=0, min_targets=0, picks=1,
                    options=lambda e, p: ("Seer",))
    assert kept.kind == "choice"
    eng = _Eng(phase=2)
    act = _act(kept, [], ("Seer",))
    kept.resolve(eng, act)  # type: ignore[arg-type]
    assert eng.kept.emergency == [] and eng.kept.choices == {"U": "Seer"}
    kept.resolve(eng, act)  # type: ignore[arg-type]
    kept.resolve(eng, act)  # type: ignore[arg-type]
    assert eng.kept.emergency == ["U"]
    eng.state.phase = 3
    remembered = _ability(Keep("k", "p", "e", value="pick"), max_targets=0, min_targets=0,
                          picks=1, options=lambda e, p: ("Seer",))
    assert remembered.kind == "target"
    act.actor.memory = {}
    remembered.resolve(eng, act)  # type: ignore[arg-type]
    assert act.actor.memory == {"p": 3, "k": "Seer"}
    remembered.resolve(eng, act)  # type: ignore[arg-type]
    assert act.actor.memory == {"p": 3, "k": "Seer", "e": True}
