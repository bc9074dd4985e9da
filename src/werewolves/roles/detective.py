"""The Detective (role book: limited/detective): an unaligned investigator who wins by naming
the whole role list as it was dealt.

Verbs (scenario and terminal game):

- by day, immediate, once a day, one of the two: ``deduce X ROLE`` — whether X holds ROLE now
  (a right guess is confirmed, a wrong one is told as wrong); ``autopsy X`` — the role a dead X
  held when they died;
- at night, immediate, as often as wanted: ``note X ROLE`` — writes "X was dealt ROLE" into
  tonight's solution (naming X again replaces the line); when the night ends the solution is
  judged: every player named, every line right, and the Detective has solved the game: they
  ascend (ruling R44: they leave the game at once with a win, announced with their role); else
  they are told how many lines were right.

Nothing here is affected by disguises, redirections or obstructions: the Detective reads the
true roles. Ruling R44 and rulings RM411–RM412 (docs/rulings-made.md) settle what the book
leaves open (RM410, which kept a solved Detective in the game, is superseded by R44).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Pick
from ..engine.effects import TRUE_ROLE, Examine, Guess, Mark, RememberEach
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

FAMILY_NAME = "detective"
SLEUTH = "solves the role list"  # the tag of the roles whose solutions are judged
DONE = "detective's day used"  # the status of a Detective who used today's one ability


@dataclass
class DetectiveState(FamilyState):
    """The family's own state (R37). ``notes``: detective.4: each Detective's solution of the
    night so far (player → role). ``solved``: detective.5: the Detectives who solved it, each
    with the event that said so (a record: their win is their ascension, R44)."""

    notes: dict[str, dict[str, str]] = field(default_factory=dict)
    solved: dict[str, int] = field(default_factory=dict)


def _peek(eng: Engine) -> DetectiveState | None:
    return eng.ext(DetectiveState) if FAMILY_NAME in eng.state.ext else None


def role_names(eng: Engine, actor: Player) -> tuple[str, ...]:
    """detective.1 / detective.4: every role a player can be dealt under these rules (no
    office): never only this game's, which would tell a hidden role list (as ruling RM48)."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


def _free_today(eng: Engine, player: Player) -> bool:
    """detective.1: one of the two day abilities a day (a solved Detective has left the game,
    R44, so has none at all)."""
    return not player.has(DONE)


def _autopsy_check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # detective.1: the autopsy is of a dead player only
    for t in targets:
        if t.alive:
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.detective_alive", {"player": t.name})
            )
    return None


def final_role(eng: Engine, player: Player) -> str:
    """detective.3: the role a dead player held when they died (their final role, whatever was
    shown of it)."""
    return player.role


def judge(eng: Engine) -> None:
    """detective.5 / detective.6 / detective.7: when the night ends, each living Detective's
    solution is judged against the role list as dealt: complete and all right, they have
    solved it and ascend (ruling R44); else they are told how many lines were right, never
    which (a partial list, however right, never wins)."""
    state = _peek(eng)
    if state is None or not state.notes:
        return
    notes, state.notes = state.notes, {}
    dealt = {p.name: p.original_role for p in eng.state.players}
    for name, lines in sorted(notes.items()):
        sleuth = eng.player(name)
        if not sleuth.alive:
            continue
        right = sum(1 for p, r in lines.items() if dealt.get(p, "").lower() == r.lower())
        # detective.7: every player of the game must be named
        if right == len(dealt) and len(lines) == len(dealt):
            state.solved[name] = eng.emit(
                "detective_solved",
                actor=name,
                audience="players",
                to=[name],
                msg="detective.solved",
                rule="detective.5",
            ).id
            # R44 (detective.5, rule-ability-types-ascension-descension.4 and .5): a right
            # solution is an ascension. The Detective is out of the game at once, as this night
            # ends and before its attacks land: from here on they count as dead for every rule
            # (no ability, no vote, nobody may target them), everyone is told they ascended and
            # what they were, and they are a winner however the game ends.
            eng.ascend(sleuth, causes=[state.solved[name]], rule="detective.5")
            continue
        # detective.6: the number right, not which
        eng.tell(
            sleuth, "detective.count", rule="detective.6", right=right, named=len(lines),
            total=len(dealt),
        )


# detective.b1 / detective.1 / detective.2: by day, at once, a guess at one player's current
# role; detective.3: the true role (no redirection, no obstruction)
DEDUCE = Ability(
    verb="deduce",
    when="day",
    timing="immediate",
    does=(
        # detective.1: the day's one choice is made (the status ends with the day)
        Mark(DONE),
        # detective.2: a right guess is confirmed, a wrong one told as wrong; detective.3: the
        # true current role, not an appearance
        Guess(right="detective.confirmed", wrong="detective.wrong", rule="detective.2",
              reads=TRUE_ROLE),
    ),
    redirectable=False,
    options=role_names,
    picks=1,
    available=_free_today,
    available_reads_player_only=True,
    rule="detective.1",
    usage="deduce PLAYER ROLE",
    help="guess a player's current role: a right guess is confirmed (instead of an autopsy)",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.UNKNOWN, picks=Pick.ROLE
    ),
)

# detective.1: or, instead, the final role of a dead player
AUTOPSY = Ability(
    verb="autopsy",
    when="day",
    timing="immediate",
    does=(Mark(DONE), Examine(judge=final_role, param="role", tell="detective.autopsy")),
    dead_targets=True,
    visits=False,
    redirectable=False,
    check=_autopsy_check,
    available=_free_today,
    available_reads_player_only=True,
    rule="detective.1",
    help="learn the role a dead player held when they died (instead of a guess)",
    declaration=Declaration(effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.UNKNOWN),
)

# detective.b2 / detective.4: each night, the lines of the solution, one player and one role
# at a time, the living and the dead, the Detective included (ruling RM412)
NOTE = Ability(
    verb="note",
    when="night",
    timing="immediate",
    does=RememberEach("notes", in_=DetectiveState, value="role", tell="detective.noted",
                      param="role"),
    per_phase=None,
    dead_targets=True,
    allow_self=True,
    visits=False,
    redirectable=False,
    options=role_names,
    picks=1,
    rule="detective.4",
    usage="note PLAYER ROLE",
    help="write a line of tonight's solution: the role a player was dealt (judged at dawn)",
    declaration=Declaration(
        # ruling RM442: a bot writes a line for every player, each with the role it believes
        # they were dealt (what its autopsies and confirmed guesses found first)
        effects=(Effect.INVESTIGATION,), learns=Learns.COUNT, aim=Aim.SOLUTION, picks=Pick.ROLE
    ),
)

DETECTIVE = RoleDef(
    name="Detective",
    team="unaligned",
    category="Investigative",
    abilities=(DEDUCE, AUTOPSY, NOTE),
    tags=frozenset({SLEUTH}),
    rules=tuple(f"detective.{i}" for i in ("b1", "b2", "b3", *range(1, 8))),
    summary="Each day, guess a role or read a dead player's; each night, write down the whole "
    "role list as dealt: get it all right and you win.",
    description=(
        "Unaligned. Each day, one of two: guess a player's current role (deduce: a right guess "
        "is confirmed), or learn the role a dead player held when they died (autopsy). Each "
        "night, write down who was dealt which role (note, one line at a time); at dawn the "
        "list is judged: every player named and every line right, and you have solved the "
        "game: you ascend, leaving the game at once with a win, whoever wins it later. "
        "Otherwise you are told how many lines were right, not which. Disguises, redirections "
        "and obstructions never fool you."
    ),
    mix=None,
    book_group="Unaligned Investigative",
    limited=True,
)

MESSAGES: tuple[str, ...] = (
    "detective.confirmed",
    "detective.wrong",
    "detective.autopsy",
    "detective.noted",
    "detective.solved",
    "detective.count",
    "refuse.detective_alive",
)

EVENT_WORDS: tuple[str, ...] = (
    "detective_solved",
)

RULE_TEXT: dict[str, str] = {
    "detective.b1": "By day the Detective gathers what players are.",
    "detective.b2": "By night the Detective writes down the role list.",
    "detective.b3": "A right solution makes the Detective a winner.",
    "detective.1": "Each day, either a guess at a player's role or a dead player's final role.",
    "detective.2": "A right guess is confirmed.",
    "detective.3": "No disguise, obstruction or redirection affects the Detective.",
    "detective.4": "Each night the Detective may write down every player and their dealt role.",
    "detective.5": "A right solution ascends: the Detective leaves the game with a win.",
    "detective.6": "A wrong solution tells how many lines were right, not which.",
    "detective.7": "A partial solution never wins.",
}

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(DETECTIVE,),
    listeners=(
        # detective.5: the night's solutions are judged as it ends (a right one ascends, R44:
        # the ascension is the win, so nothing is added when the game ends)
        ("night_end_effects", judge),
    ),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    state=DetectiveState,
    statuses=(DONE,),
    meanings={
        "detective.confirmed": Meaning.ROLE_LEARNED,
        "detective.autopsy": Meaning.ROLE_LEARNED,
        # detective.6: how many lines were right (ruling RM442: a bot reads it)
        "detective.count": Meaning.LINES_RIGHT,
    },
)
