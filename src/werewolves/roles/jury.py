"""The jury (role book: limited/juror): a townsfolk group with a channel of its own and, from
Night 2 on, a nightly poll to investigate one player.

Verb (scenario and terminal game): every living player in the jury, at night from Night 2,
at the end of the night: ``indict X`` (changeable until the night ends; ``indict nobody``
withdraws). The poll is counted as the pack's is (R9: the single most-voted target; a tie or no
vote investigates nobody), and a seeded-random voter for the winner is the investigator, whose
perspective the disguises and obstructions are read from. The jury learns the role it saw;
a role of another team than the town's is announced to everyone.

The jury lasts while at least two players holding the Juror role live: once one or none is
left, it is disbanded (its members are told, its channel and poll close) for good. A player in
the jury who lost the Juror role keeps their vote (``KEPT_INDICT``).

Rulings RM405–RM407 (docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.appearance import BOTH
from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning
from ..engine.effects import Learn
from ..engine.events import Event
from ..engine.rules import Ability, Family, FamilyState, GroupDef, RoleDef
from ..engine.state import Group, Player

JURY = "jury"  # the jury's group and channel
JUROR = "sits on the jury"  # the tag of the roles whose holders keep the jury going
NIGHT_2 = 3  # the engine's index of Night 2
FAMILY_NAME = "jury"


@dataclass
class JuryState(FamilyState):
    """The family's own state (R37: no shared bag). ``disbanded``: juror.5: the event that
    disbanded the jury (-1 while it stands): a disbanded jury is gone for good."""

    disbanded: int = -1


def _peek(eng: Engine) -> JuryState | None:
    return eng.ext(JuryState) if FAMILY_NAME in eng.state.ext else None


def in_jury(eng: Engine, player: Player) -> bool:
    """juror.1: whether ``player`` is listed in the jury's group now."""
    g = eng.group(JURY)
    return g is not None and player.name in g.members


def _kept(eng: Engine, player: Player) -> bool:
    """juror.6: a player in the jury whose current role carries no jury poll still votes."""
    return in_jury(eng, player) and not any(
        ab.group == JURY for ab in eng.role_of(player).abilities
    )


def _jurors(eng: Engine) -> list[Player]:
    """juror.5: the living players holding a Juror's role now."""
    return [p for p in eng.state.players if p.alive and JUROR in eng.role_of(p).tags]


def _indict(eng: Engine, act: Act) -> None:
    """juror.3 / juror.7 / juror.8 / juror.9: the investigator drawn among the voters for the
    jury's target (R9) investigates it when the night ends: weak and strong disguises count,
    and an obstruction on the investigator (not on the other jurors) may replace the result.
    The jury is told the role seen (juror.3); a role that does not play for the town is
    announced to everyone (juror.4)."""
    target = act.targets[0]
    # juror.8 / juror.9: every disguise (weak included) and the investigator's obstructions
    role, layer = eng.investigate(act, target, BOTH)
    extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
    causes = [act.event.id, *extra]
    # juror.3: the result reaches the whole jury at the end of the night
    eng.tell_group(
        JURY, "jury.result", rule="juror.3", causes=causes, target=target.name, role=role
    )
    seen = eng.rules.role(role)
    # juror.4 / ruling RM406: "a non-town role": one whose team is not the town's
    if seen is not None and seen.team != "town":
        eng.announce(
            "jury.announced",
            rule="juror.4",
            causes=causes,
            kind="jury_announced",
            targets=[target.name],
            data={"role": role},
            target=target.name,
            role=role,
        )


def _active(eng: Engine, player: Player) -> bool:
    """juror.2 / juror.5: a member of a jury that stands (two living Jurors at least)."""
    return in_jury(eng, player) and len(_jurors(eng)) >= 2


# juror.b2 / juror.2: from Night 2 on (never on Night 1), every living member of the jury may vote,
# once a night and changeably until it ends, for the one player it investigates; juror.7: the
# poll is the group's vote (R9), its investigator a seeded-random voter for the winner; juror.8:
# affected by obstructions
INDICT = Ability(
    verb="indict",
    when="night",
    timing="end",
    does=Learn(),
    resolve=_indict,
    group=JURY,
    from_phase=NIGHT_2,
    available=_active,
    obstructable=True,
    fail_msg="jury.failed",
    rule="juror.2",
    help="vote for the player the jury investigates tonight (changeable until the night ends)",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.GROUP_SUSPECT
    ),
)

# juror.6: the same poll, offered to a player in the jury who lost the Juror role
KEPT_INDICT = replace(
    INDICT,
    available=lambda eng, p: _kept(eng, p) and _active(eng, p),
    help="vote in the jury's investigation tonight, as a juror who lost the role",
)


def _check_jury(eng: Engine, causes: list[int]) -> None:
    """juror.5: once one Juror or none is left alive, the jury is disbanded: its members are
    told, and its channel closes with its poll (ruling RM405: for good)."""
    g = eng.group(JURY)
    if g is None or not g.members or len(_jurors(eng)) >= 2:
        return
    state = eng.ext(JuryState)
    if state.disbanded >= 0:
        return
    state.disbanded = eng.emit(
        "jury_disbanded",
        audience="players",
        to=list(g.members),
        msg="jury.disbanded",
        causes=causes,
        rule="juror.5",
        data={"group": JURY},
    ).id
    eng.empty_group(JURY, causes=causes, rule="juror.5", announce=False)


def juror_dies(eng: Engine, player: Player, ev: Event) -> None:
    """juror.5: a death may leave the jury one Juror or none."""
    _check_jury(eng, [ev.id])


def juror_changed(eng: Engine, player: Player, ev: Event) -> None:
    """juror.5: so may a Juror's loss of the role."""
    _check_jury(eng, [ev.id])


def keep_disbanded(eng: Engine, player: Player, group: Group) -> None:
    """Ruling RM405: a disbanded jury takes nobody back (a player who takes up a Juror's role
    afterwards is told and leaves its channel at once)."""
    state = _peek(eng)
    if group.name != JURY or state is None or state.disbanded < 0:
        return
    if player.name not in group.members:
        return
    eng.tell(player, "jury.gone", rule="juror.5", causes=[state.disbanded])
    eng.leave_group(player, JURY, causes=[state.disbanded], rule="juror.5")


# juror.1 / juror.b1: a townsperson in the jury and its channel
JUROR_ROLE = RoleDef(
    name="Juror",
    team="town",
    category="Group",
    attack_class="town",
    groups=(JURY,),
    abilities=(INDICT,),
    tags=frozenset({JUROR}),
    rules=tuple(f"juror.{i}" for i in ("b1", "b2", "b3", *range(1, 10))),
    summary="You sit on the jury: from Night 2 it votes each night on a player to investigate.",
    description=(
        "A townsperson on the jury: the Jurors know each other from the start and share a "
        "channel. From Night 2 on, the jury votes each night on one player to investigate "
        "(indict); one of those who voted for the most-voted player, drawn at random, "
        "investigates them at the end of the night (disguises and obstructions count, as that "
        "juror would see them), and the jury learns the role. A role that does not play for "
        "the town is announced to everyone. The jury is disbanded for good once fewer than two "
        "Jurors live. A juror who loses the role keeps the vote. Dealt two or more at a time."
    ),
    mix=None,
    book_group="Townsfolk Group",
    limited=True,
)

GROUPS = (
    # juror.b1 / juror.1 / ruling RM407: the jurors know each other and that they are all town;
    # juror.5: a jury of fewer than two could never act, so a setup deals two or more
    GroupDef(JURY, team="town", at_least=2, trusted=True, rule="juror.1"),
)

MESSAGES: tuple[str, ...] = (
    "jury.result",
    "jury.announced",
    "jury.failed",
    "jury.disbanded",
    "jury.gone",
)

EVENT_WORDS: tuple[str, ...] = (
    "jury_disbanded",
    "jury_announced",
)

RULE_TEXT: dict[str, str] = {
    "juror.b1": "The Jurors share a secret channel to talk in.",
    "juror.b2": "Each night the jury votes on one player to investigate.",
    "juror.b3": "A role the jury finds that is not the town's is announced.",
    "juror.1": "A Juror is in the jury.",
    "juror.2": "From Night 2 on, the jury may investigate one player a night.",
    "juror.3": "The jury learns the result at the end of the night.",
    "juror.4": "A result that is not a town role is announced to everyone.",
    "juror.5": "The jury is disbanded once fewer than two Jurors live.",
    "juror.6": "A juror who lost the role still votes in the jury's poll.",
    "juror.7": "A voter for the jury's target, drawn at random, is the investigator.",
    "juror.8": "Weak disguises and obstructions affect the jury's investigation.",
    "juror.9": "Those effects are read as the investigator would meet them.",
}

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(JUROR_ROLE,),
    groups=GROUPS,
    common=(KEPT_INDICT,),
    listeners=(
        # juror.5: a Juror's death or loss of the role may disband the jury
        ("death", juror_dies),
        ("role_changed", juror_changed),
        # ruling RM405: a disbanded jury stays so
        ("group_changed", keep_disbanded),
    ),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    state=JuryState,
    meanings={"jury.result": Meaning.ROLE_LEARNED, "jury.announced": Meaning.ROLE_LEARNED},
)
