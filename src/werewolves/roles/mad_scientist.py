"""The Mad Scientist (role book: townsfolk/killing/mad scientist) and the extra role it hands
out, the Test Subject (extra/miscellaneous/test subject).

Verb (scenario and terminal game): Mad Scientist, in any phase, immediate: ``target X`` (X one
of their two test subjects, alive or dead), ``target nobody`` to clear; one change a phase,
plus one emergency change a game (the targeting ability type, ``engine/targeting.py``).

At the deal the Mad Scientist is given two test subjects, drawn from two different teams and
never unaligned; the three share the laboratory's channel, where the scientist speaks unnamed.
When the Mad Scientist dies (in any way: a lynch included), the chosen subject dies with them
(a random living subject when none is chosen), through the engine like any ability (an ability
block stops it, a visit by the dead scientist); a death it causes reveals the scientist.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Meaning
from ..engine.effects import RevealingKill
from ..engine.events import Event
from ..engine.messages import deferred, render
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset
from ..engine.state import Group, Player, Setup
from ..engine.targeting import target_name, targeting

NAME = "Mad Scientist"
SUBJECT = "Test Subject"  # the extra role
HELD = "test subject"  # the status its holders carry (statuses are lower case)
SUBJECT_KEY = "subject"  # where the scientist's chosen subject is kept
LAB = "laboratory"  # the channel the scientist shares with the subjects
TAKES_SUBJECT = "a test subject dies with them"  # the tag of roles that take a subject along


@dataclass
class ScientistState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``subjects``: mad-scientist.1: each Mad Scientist's two test subjects, in seat order.
    ``labs``: mad-scientist.1: the laboratory each of them shares with their subjects. Both are
    only ever looked up, never walked."""

    subjects: dict[str, list[str]] = field(default_factory=dict)
    labs: dict[str, str] = field(default_factory=dict)


def subjects_of(eng: Engine, scientist: Player) -> list[str]:
    # R6: a question (a legal action's check) never creates the family's state, so that a
    # replay of the same commands, which asks no such question, gives the same state
    if FAMILY.name not in eng.state.ext:
        return []
    return list(eng.ext(ScientistState).subjects.get(scientist.name, []))


def assign_subjects(eng: Engine, scientist: Player) -> None:
    """mad-scientist.1 / mad-scientist.5 / test-subject.5: at the start, two other players of two
    different teams, neither unaligned, are drawn (seeded, R6) as the scientist's subjects; the
    three share a laboratory channel in which the scientist speaks unnamed (mad-scientist.2 /
    test-subject.4). Each subject is told they are one and who the other subject is, never who
    the scientist is (ruling RM210); with no such pair there is no subject (ruling RM211)."""
    team = {
        p.name: eng.team_of(p)
        for p in eng.living()
        if p is not scientist and eng.team_of(p) != "unaligned"
    }
    # mad-scientist.5: someone of another team must be left for the second draw
    firsts = [n for n, t in team.items() if any(u != t for u in team.values())]
    cause = eng.emit("subjects_drawn", actor=scientist.name, rule="mad-scientist.1")
    if not firsts:
        eng.tell(scientist, "scientist.no_subjects", rule="mad-scientist.5", causes=[cause.id])
        return
    first = eng.draw("a Mad Scientist's first test subject", firsts, causes=[cause.id])
    seconds = [n for n, t in team.items() if t != team[first]]
    second = eng.draw("a Mad Scientist's second test subject", seconds, causes=[cause.id])
    seat = {p.name: p.seat for p in eng.state.players}
    pair = sorted((first, second), key=seat.__getitem__)
    state = eng.ext(ScientistState)
    state.subjects[scientist.name] = pair
    # one laboratory a scientist: a second Mad Scientist's is another channel
    lab = LAB if not state.labs else f"{LAB} {len(state.labs) + 1}"
    state.labs[scientist.name] = lab
    ev = eng.emit(
        "subjects_assigned",
        actor=scientist.name,
        targets=pair,
        causes=[cause.id],
        rule="mad-scientist.1",
        data={"laboratory": lab},
    )
    group = eng.group(lab)
    if group is None:
        group = Group(name=lab, channel=f"{lab} channel")
        eng.state.groups.append(group)
    # mad-scientist.2 / test-subject.4: the scientist speaks unnamed in the laboratory
    group.anonymous[scientist.name] = NAME
    # test-subject.1: the two subjects and the scientist share the laboratory's channel
    for name in (scientist.name, *pair):
        eng.join_group(eng.player(name), lab, cause=ev.id, rule="test-subject.1")
    eng.tell(
        scientist, "scientist.subjects", rule="mad-scientist.1", causes=[ev.id],
        first=pair[0], second=pair[1], group=lab,
    )
    for name, other in ((pair[0], pair[1]), (pair[1], pair[0])):
        subject = eng.player(name)
        eng.add_status(subject, HELD, source=ev.id, data={"laboratory": lab})
        eng.tell(subject, "subject.made", rule="test-subject.b1", causes=[ev.id], other=other,
                 group=lab)


def _only_subjects(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # mad-scientist.3 / test-subject.2: one of the scientist's own two subjects
    if targets and targets[0].name not in subjects_of(eng, actor):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.not_subject", {"player": targets[0].name})
        )
    return None


# mad-scientist.3 / test-subject.2: the scientist chooses one of the two subjects to take along;
# mad-scientist.6: a dead one may be chosen too; the book lists it among the targeting
# abilities (one change a phase, one emergency; a visit, S0.12); it must stay on one
# of the two subjects, so nothing redirects it (ruling RM212)
TARGET = targeting(
    rule="mad-scientist.3",
    key=SUBJECT_KEY,
    check=_only_subjects,
    dead_targets=True,
    redirectable=False,
    help="choose which of your two test subjects dies with you (one change a phase, one "
    "emergency)",
    declaration=Declaration(
        effects=(Effect.RETRIBUTION,),
        unused="If you die with no subject chosen, a random one dies with you.",
        aim=Aim.SETTLED_FOE,
    ),
)


# S0.15 (as for the Huntress's shot): nobody chooses to act at that moment, so the kill is a
# visit by the scientist; S1.17 / R17: an ability block stops it. mad-scientist.7: it happens
# at once, the moment the scientist dies
EXPERIMENT = Ability(
    verb="experiment",
    when="any",
    timing="immediate",
    # mad-scientist.b2 / test-subject.3: the chosen subject dies; rule-ability-types-killing:
    # a death the role "takes along" passively is a kill, not an attack (ruling RM215): only
    # what stops kills stops it; mad-scientist.8: a death it causes reveals the scientist to
    # everyone; mad-scientist.6: a subject already dead cannot die again: nothing happens and
    # nothing is revealed
    does=RevealingKill(
        rule="test-subject.3", source="the Mad Scientist's experiment",
        revealed="scientist.revealed", reveal_rule="mad-scientist.8", names_target=True,
        tell="scientist.failed",
    ),
    per_phase=None,
    fail_msg="scientist.failed",
    rule="mad-scientist.7",
    help="(automatic) when you die, your chosen test subject dies with you",
    declaration=Declaration(effects=(Effect.DEATH,), aim=Aim.SKIP),
)


def scientist_dies(eng: Engine, victim: Player, ev: Event) -> None:
    """mad-scientist.b2 / mad-scientist.3 / mad-scientist.4: when the Mad Scientist dies, in any
    way, the chosen subject dies too (dead or alive when chosen); with none chosen, one of the
    living subjects is drawn (seeded, R6; ruling RM216)."""
    if eng.state.outcome is not None or TAKES_SUBJECT not in eng.role_of(victim).tags:
        return
    subjects = subjects_of(eng, victim)
    if not subjects:
        return
    chosen = target_name(victim, SUBJECT_KEY)
    cause = eng.emit(
        "experiment_ends", actor=victim.name, targets=[chosen] if chosen else [],
        causes=[ev.id], rule="mad-scientist.b2",
    )
    if chosen not in subjects:
        # mad-scientist.4: no subject chosen: a random one (of those still alive) dies
        living = [n for n in subjects if eng.player(n).alive]
        if not living:
            return
        chosen = eng.draw("the Mad Scientist's subject", living, causes=[cause.id])
    # the dead scientist acts here, as the dead Huntress does (R7 only stops the dead submitting)
    eng.perform(Act(victim, EXPERIMENT, [eng.player(str(chosen))], cause, NAME))


def refuse_subjectless(setup: Setup, rules: Ruleset) -> str | None:
    """mad-scientist.b1 / mad-scientist.5 / test-subject.5: a Mad Scientist
    is dealt only where two subjects can be drawn for them at the start: among the other
    players, two of two different teams, neither unaligned. The teams are those the dealt
    roles play for, as the draw reads them at the start (ruling RM211); a player who becomes a
    Mad Scientist later, with no such pair left, still gets no subject."""
    dealt = [rules.role(r) for _, r in setup.players]
    for seat, role in enumerate(dealt):
        if role is None or TAKES_SUBJECT not in role.tags:
            continue
        teams = {
            r.team
            for other, r in enumerate(dealt)
            if other != seat and r is not None and r.team != "unaligned"
        }
        if not teams:
            return render("setup.scientist_no_team", {})
        if len(teams) < 2:
            (team,) = teams
            known = rules.teams.get(team)
            return render("setup.scientist_one_team", {"team": known.name if known else team})
    return None


MAD_SCIENTIST = RoleDef(
    name=NAME,
    team="town",
    category="Killing",
    attack_class="town",
    abilities=(TARGET,),
    tags=frozenset({TAKES_SUBJECT}),
    setup=assign_subjects,
    rules=(
        *(f"mad-scientist.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5, 6, 7, 8)),
        *(f"test-subject.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
    ),
    summary="You have two test subjects from two different teams; when you die, the one you "
    "chose dies with you.",
    description=(
        "At the start of the game the Mad Scientist is given two other players as test "
        "subjects, drawn from two different teams and never unaligned. The Test Subject is an "
        "extra role held on top of the player's own: the subjects and the scientist share the "
        "laboratory's channel, where the scientist speaks unnamed; each subject knows the "
        "other, but not who the scientist is. At any time the scientist may choose one of the "
        "two subjects, even a dead one (one change a phase, plus one emergency change). When "
        "the scientist dies, in any way, the chosen subject dies at once (a kill, not an "
        "attack); with no subject chosen, a random living one dies. A death it causes reveals "
        "the Mad Scientist to everyone. An ability block stops it like any other ability. Wins "
        "with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Killing",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.not_subject",
    "scientist.subjects",
    "scientist.no_subjects",
    "subject.made",
    "setup.scientist_one_team",
    "setup.scientist_no_team",
    "scientist.failed",
    "scientist.revealed",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "mad-scientist.b1": "The Mad Scientist has two test subjects from two different teams.",
    "mad-scientist.b2": "When the Mad Scientist is killed, the chosen subject dies too.",
    "mad-scientist.1": "At the start two players become the scientist's subjects and share a "
    "channel with the scientist.",
    "mad-scientist.2": "The subjects are not told who the scientist is.",
    "mad-scientist.3": "Before dying, the scientist chooses one of the two subjects to take "
    "along.",
    "mad-scientist.4": "With no subject chosen when the scientist dies, a random one dies.",
    "mad-scientist.5": "The two subjects start on two different teams, neither unaligned.",
    "mad-scientist.6": "The scientist may choose a subject who is already dead.",
    "mad-scientist.7": "The subject dies at once, the moment the scientist dies.",
    "mad-scientist.8": "The kill reveals the Mad Scientist to everyone.",
    "test-subject.b1": "A Test Subject is in the laboratory with the Mad Scientist.",
    "test-subject.1": "The two subjects and the scientist share the laboratory's channel.",
    "test-subject.2": "The scientist must choose one of the two subjects, dead ones included.",
    "test-subject.3": "When the scientist dies, the chosen subject dies.",
    "test-subject.4": "The subjects are not told who the scientist is.",
    "test-subject.5": "The two subjects never start on the same team.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "subjects_drawn",
    "subjects_assigned",
    "experiment_ends",
)

# R37: the Mad Scientist's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
# test-subject.b1: the Test Subject, an extra role the Mad Scientist's game hands out (its card
# only: the rules above carry it as a status, ``HELD``); a setup never deals it
SUBJECT_CARD = RoleDef(
    name=SUBJECT,
    team="none",
    category="Miscellaneous",
    summary="One of a Mad Scientist's two subjects: if the scientist dies having chosen you, you "
    "die too.",
    description=(
        "Held on top of the role you were dealt, which you keep. Two Test Subjects share the "
        "laboratory's channel with a Mad Scientist they are not told of; the two never start on "
        "the same team. The scientist chooses one of them (dead or alive), and when the "
        "scientist dies, the chosen subject dies with them."
    ),
    rules=tuple(f"test-subject.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
    book_group="Extra Miscellaneous",
    handed_out="a Mad Scientist's game names two players as its Test Subjects at the start.",
    status=HELD,
)

FAMILY = Family(
    name="mad_scientist",
    roles=(MAD_SCIENTIST,),
    extras=(SUBJECT_CARD,),
    listeners=(
        # mad-scientist.5: a setup must have two teams to draw the subjects from
        ("validate_setup", refuse_subjectless),
        # mad-scientist.b2: the chosen subject dies with the scientist
        ("death", scientist_dies),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    # what its messages tell their reader (for bots that know no role): a role shown to all
    meanings={"scientist.revealed": Meaning.ROLE_SHOWN},
    statuses=(HELD,),
    known_statuses=(HELD,),  # test-subject.b1: a subject knows they are one
    state=ScientistState,
)
