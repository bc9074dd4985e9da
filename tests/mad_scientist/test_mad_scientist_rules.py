"""The Mad Scientist (role book 2023: townsfolk/killing/mad scientist) and the Test Subject it
hands out (extra/miscellaneous/test subject), one test per sentence of the two cards, each named
by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R6 (the draws), R7 (refusals), S1.17 / R17 (a block stops the kill).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Setup, SetupError
from werewolves.roles import build_rules
from werewolves.roles.mad_scientist import ScientistState, refuse_subjectless
from werewolves.testing import engine_of

PLAYERS = [("Ivo", "Mad Scientist"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
REVEALED = "Ivo was the Mad Scientist: their test subject {} died with them."


def _subjects(g: Game, scientist: str = "Ivo") -> list[str]:
    return list(engine_of(g).ext(ScientistState).subjects.get(scientist, []))


def _public(g: Game, who: str = "Fay") -> list[str]:
    return [m.text for m in g.view(who).messages if m.audience == "public"]


def _lynch(g: Game, victim: str) -> None:
    """From Day 0: Night 1 passes quietly, then Day 1's vote lynches ``victim``."""
    g.advance()
    g.advance()
    voters = [p.name for p in engine_of(g).living() if p.name != victim][:4]
    for voter in voters:
        _do(g, f"{voter} vote {victim}")
    g.advance()


def test_mad_scientist_1_test_subject_1_two_subjects_share_the_laboratory_from_the_start() -> None:
    g = _game(PLAYERS)
    subjects = _subjects(g)
    assert len(subjects) == 2 and "Ivo" not in subjects
    assigned = next(e for e in g.events if e.kind == "subjects_assigned")
    day0 = next(e for e in g.events if e.msg == "phase.started")
    assert assigned.id < day0.id  # at the start of the game
    for name in ("Ivo", *subjects):
        assert "laboratory" in [c.name for c in g.view(name).channels if c.writable]
    outsider = next(p for p, _ in PLAYERS if p not in ("Ivo", *subjects))
    assert "laboratory" not in [c.name for c in g.view(outsider).channels]
    told = [m.text for m in g.view("Ivo").messages]
    assert any(subjects[0] in t and subjects[1] in t for t in told)
    for s in subjects:
        assert [st for st in g.view(s).statuses if st.name == "test subject"]


def test_mad_scientist_2_test_subject_4_the_subjects_never_learn_who_the_scientist_is() -> None:
    g = _game(PLAYERS)
    first, second = _subjects(g)
    assert not isinstance(g.say("Ivo", "laboratory", "Tell me about yourselves."), type(None))
    g.say(first, "laboratory", "Hello?")
    for s in (first, second):
        view = g.view(s)
        lines = [m for m in view.messages if m.kind == "chat"]
        assert [m.params["speaker"] for m in lines] == ["Mad Scientist", first]
        assert not any("Ivo" in m.text for m in view.messages if m.audience != "public")
        assert not any("Ivo" in str(m.params) for m in view.messages if m.kind == "chat")
    # RM210: each subject is told who the other subject is
    assert any(second in m.text for m in g.view(first).messages if m.key == "subject.made")


def test_mad_scientist_5_test_subject_5_two_different_teams_never_unaligned() -> None:
    players = [*PLAYERS, ("Ang", "Angel"), ("Che", "Chef")]
    seen = set()
    for seed in range(12):
        g = _game(players, seed)
        first, second = _subjects(g)
        teams = {engine_of(g).team_of(engine_of(g).player(n)) for n in (first, second)}
        assert len(teams) == 2 and "unaligned" not in teams
        seen.add((first, second))
    assert len(seen) > 2  # drawn with the game's seed (R6)


def test_mad_scientist_5_a_setup_without_two_teams_besides_the_scientist_is_refused() -> None:
    # mad-scientist.5 (issue 33 item 5, ruling RM211): the subjects must be drawable at the deal
    for players, said in (
        ([("Ivo", "Mad Scientist"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Ang", "Angel")],
         "everyone in this setup plays for the Werewolves or is unaligned"),
        ([("Ivo", "Mad Scientist"), ("Cal", "Citizen"), ("Wes", "Wolf"), ("Kay", "Wolf")], ""),
    ):
        if not said:
            assert Game.new(Setup(players), seed=0)  # a Citizen and Wolves: a pair to draw
            continue
        with pytest.raises(SetupError) as refused:
            Game.new(Setup(players), seed=0)
        said_all = str(refused.value)
        assert "A Mad Scientist needs two test subjects from two different teams" in said_all
        assert said in said_all
    # two scientists: each is the other's townsperson to draw, beside the Wolf
    g = Game.new(Setup([("Ivo", "Mad Scientist"), ("Ida", "Mad Scientist"), ("Wes", "Wolf")]))
    assert sorted(_subjects(g, "Ivo")) == ["Ida", "Wes"]


def test_mad_scientist_5_no_pair_of_two_teams_no_subjects() -> None:
    # ruling RM211: with no two players of two different teams besides the scientist, none
    # (a setup so dealt is refused, above; the rule stands for rules without that check)
    rules = build_rules()
    rules.hooks["validate_setup"].remove(refuse_subjectless)
    g = Game.new(Setup([("Ivo", "Mad Scientist"), ("Wes", "Wolf"), ("Ang", "Angel")]), 0, rules)
    assert _subjects(g) == []
    assert "target" not in [a.verb for a in g.legal_actions("Ivo")]
    assert any("No two players" in m.text for m in g.view("Ivo").messages)


def test_mad_scientist_3_test_subject_2_the_scientist_targets_one_of_the_two_only() -> None:
    g = _game(PLAYERS)
    first, second = _subjects(g)
    (la,) = [a for a in g.legal_actions("Ivo") if a.verb == "target"]
    assert set(la.candidates) == {first, second}
    other = next(p for p, _ in PLAYERS if p not in ("Ivo", first, second))
    _refused(g, f"Ivo target {other}")
    _refused(g, "Ivo target Ivo")
    assert _do(g, f"Ivo target {first}").told[-1] == f"Your target is now {first}."
    _do(g, f"Ivo target {second}")  # the emergency change
    _refused(g, f"Ivo target {first}")  # one change a phase, plus the emergency


def test_mad_scientist_b2_test_subject_3_mad_scientist_7_the_chosen_subject_dies_at_once() -> None:
    g = _game(PLAYERS)
    first, second = _subjects(g)
    _do(g, f"Ivo target {second}")
    _lynch(g, "Ivo")  # mad-scientist.b2: any death, a lynch included
    deaths = [e for e in g.events if e.kind == "death"]
    assert [e.targets[0] for e in deaths] == ["Ivo", second]
    assert deaths[1].id - deaths[0].id < 12  # mad-scientist.7: at once, after its death
    assert engine_of(g).player(first).alive


def test_mad_scientist_8_the_kill_reveals_the_scientist() -> None:
    g = _game(PLAYERS)
    first, _ = _subjects(g)
    _do(g, f"Ivo target {first}")
    _lynch(g, "Ivo")
    assert REVEALED.format(first) in _public(g)


def test_mad_scientist_4_with_no_choice_a_random_living_subject_dies() -> None:
    taken = set()
    for seed in range(8):
        g = _game(PLAYERS, seed)
        subjects = _subjects(g)
        _lynch(g, "Ivo")
        draw = [e for e in g.events if e.kind == "random_draw"
                and e.data["purpose"] == "the Mad Scientist's subject"]
        assert len(draw) == 1 and sorted(draw[0].data["options"]) == sorted(subjects)
        dead = [n for n in subjects if not engine_of(g).player(n).alive]
        assert dead == [draw[0].data["choice"]]
        taken.add(subjects.index(dead[0]))
    assert taken == {0, 1}


def test_mad_scientist_6_a_dead_subject_may_be_chosen_and_then_nobody_dies() -> None:
    g = _game(PLAYERS)
    first, second = _subjects(g)
    g.advance()
    # Night 1: the pack kills a town subject (the town one, never a pack member)
    eng = engine_of(g)
    town = next(n for n in (first, second) if eng.team_of(eng.player(n)) == "town")
    _do(g, f"Wes attack {town}")
    _do(g, f"Kay attack {town}")
    g.advance()
    assert not engine_of(g).player(town).alive
    (la,) = [a for a in g.legal_actions("Ivo") if a.verb == "target"]
    assert town in la.candidates  # the dead subject is offered
    _do(g, f"Ivo target {town}")
    other = first if town == second else second
    for voter in [p.name for p in engine_of(g).living() if p.name != "Ivo"][:4]:
        _do(g, f"{voter} vote Ivo")
    g.advance()
    assert not engine_of(g).player("Ivo").alive and engine_of(g).player(other).alive
    assert not any(e.kind == "role_revealed" for e in g.events)  # no kill, no reveal


def test_mad_scientist_b2_the_subject_is_killed_not_attacked() -> None:
    # ruling RM215: the amulet, which stops attacks at night, does not stop the kill
    g = _game([*PLAYERS[:-1], ("Amy", "Amulet Holder")], seed=0)
    assert _subjects(g) == ["Kay", "Cal"]
    _do(g, "Ivo target Cal")
    _do(g, "Amy pass Cal")  # the subject holds the amulet through Night 1
    g.advance()
    assert engine_of(g).player("Cal").has("amulet")
    _do(g, "Wes attack Ivo")
    _do(g, "Kay attack Ivo")
    g.advance()
    assert not engine_of(g).player("Ivo").alive and not engine_of(g).player("Cal").alive
    assert engine_of(g).player("Cal").death.kind == "kill"  # type: ignore[union-attr]


def test_mad_scientist_7_an_ability_block_stops_the_kill() -> None:
    g = _game([*PLAYERS, ("Pes", "Horseman of Pestilence")])
    first, _ = _subjects(g)
    _do(g, f"Ivo target {first}")
    g.advance()
    _do(g, "Pes doom Ivo")
    _do(g, "Wes attack Ivo")
    _do(g, "Kay attack Ivo")
    g.advance()
    assert not engine_of(g).player("Ivo").alive and engine_of(g).player(first).alive
    assert not any(e.kind == "role_revealed" for e in g.events)


def test_mad_scientist_1_a_scientist_made_later_gets_subjects_then() -> None:
    # ruling RM211: the subjects come with the role's starting ability, whenever it is taken up
    from werewolves.roles.base import take_up_role

    g = _game([("Cal", "Citizen"), *PLAYERS[1:3], ("Dee", "Citizen"), ("Eve", "Citizen")])
    g.advance()
    g.advance()  # Day 1
    eng = engine_of(g)
    take_up_role(eng, eng.player("Cal"), "Mad Scientist", causes=[], rule="mad-scientist.1")
    first, second = _subjects(g, "Cal")
    assert {eng.team_of(eng.player(first)), eng.team_of(eng.player(second))} == {"town", "wolves"}
    assert "laboratory" in [c.name for c in g.view(first).channels]
