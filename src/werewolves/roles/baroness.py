"""The Baroness (role book: limited/baroness, limited/baroness roles): a werewolf outside the
pack, no lycan, who each day names a role and, for the two phases after that day, learns what
every player holding it is told by the abilities they use.

Verb (scenario and terminal game): by day, at once, ``eavesdrop ROLE`` (``eavesdrop Fortune
Teller``): any investigative role of the rules, or one of the page's four others (the Medium,
the Tanner, the Innkeeper, the Ravenkeeper); never the role named on the day before. The choice
holds from the end of the day through the night and the day after it: at the end of each of
those phases the Baroness is told, one message at a time, what the role's holders were told
in that phase (every private message, their own actions' echoes aside). Rulings RM396–RM398
(docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Learns, Pick
from ..engine.effects import RememberDated
from ..engine.messages import render
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Baroness"
FAMILY_NAME = "baroness"
EAVESDROPS = "eavesdrops on a role"  # the tag of roles that learn what a role's holders learn
INVESTIGATIVE = "Investigative"
# baroness-roles.1: the roles outside the Investigative category whose information she may learn
# (baroness-roles.2: the Medium's question and answer; baroness-roles.3: the Tanner's tans and
# whether one was in the pack; baroness-roles.4: the Innkeeper's role and count;
# baroness-roles.5: the Ravenkeeper's ravens' reports)
SPECIAL_ROLES = ("Medium", "Tanner", "Innkeeper", "Ravenkeeper")
# the kinds of event that echo a player's own use of an ability (never relayed)
USES = ("action", "action_chosen")


@dataclass
class BaronessState(FamilyState):
    """The family's own state (R37). ``choices``: each Baroness's latest choice: the day it was
    made (``phase``) and the role (``role``)."""

    choices: dict[str, dict[str, object]] = field(default_factory=dict)


def _peek(eng: Engine) -> BaronessState | None:
    return eng.ext(BaronessState) if FAMILY_NAME in eng.state.ext else None


def _yesterdays(eng: Engine, actor: Player) -> str | None:
    """The role ``actor`` named on the day before today, if any."""
    state = _peek(eng)
    last = state.choices.get(actor.name) if state is not None else None
    if last is None or last["phase"] != eng.state.phase - 2:
        return None
    return str(last["role"])


def selectable(eng: Engine, actor: Player) -> tuple[str, ...]:
    """baroness.1 / baroness-roles.1: every investigative role of the rules and the page's four
    others, in the rules' order (ruling RM396: never the Baroness's own role); baroness.4: not
    the role the Baroness named on the day before (naming it again is refused)."""
    yesterday = _yesterdays(eng, actor)
    return tuple(
        r.name
        for r in eng.rules.roles.values()
        if not r.office
        and EAVESDROPS not in r.tags
        and r.name != yesterday
        and (r.category == INVESTIGATIVE or r.name in SPECIAL_ROLES)
    )


def relay(eng: Engine) -> None:
    """baroness.2 / baroness.3: at the end of each of the two phases after the day of her
    choice, a living Baroness is told every private message a holder of the chosen role (holding
    it now) was told in this phase, without who was told (ruling RM397: what the role received
    while at work, its action's own echo aside); with no such holder, she is told nothing."""
    state = _peek(eng)
    if state is None:
        return
    phase = eng.state.phase
    events = eng.state.events
    for baroness in eng.state.players:
        choice = state.choices.get(baroness.name)
        if choice is None or not baroness.alive or EAVESDROPS not in eng.role_of(baroness).tags:
            continue
        if not 0 < phase - int(str(choice["phase"])) <= 2:
            continue
        role = str(choice["role"])
        holders = {p.name for p in eng.state.players if p.role == role and p is not baroness}
        if not holders:
            continue
        start = len(events)
        while start > 0 and events[start - 1].phase >= phase:
            start -= 1
        tonight = events[start:]
        # ruling RM397: every private message a holder was told in the phase (what their role
        # received: a result, a report, an answer), never the echo of their own action
        for ev in tonight:
            if ev.audience != "players" or ev.msg is None or ev.kind in USES:
                continue
            if len(ev.to) != 1 or ev.to[0] not in holders:
                continue
            eng.tell(
                baroness,
                "baroness.learned",
                rule="baroness.2",
                causes=[ev.id],
                role=role,
                text=render(ev.msg, ev.params),
            )


# baroness.1 / baroness.4: each day, at once, a role (ruling RM398: the choice is made at once
# and holds from the end of the day); no player is reached, no visit
EAVESDROP = Ability(
    verb="eavesdrop",
    when="day",
    timing="immediate",
    # baroness.1: the role named is the Baroness's for the two phases after this day
    does=RememberDated("choices", in_=BaronessState, value="role", tell="baroness.chosen",
                       param="role"),
    min_targets=0,
    max_targets=0,
    visits=False,
    redirectable=False,
    options=selectable,
    picks=1,
    usage="eavesdrop ROLE",
    fail_msg="baroness.failed",
    rule="baroness.1",
    help="name a role: for the night and day after today, learn what its holders learn",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, picks=Pick.ROLE, aim=Aim.FOE
    ),
)

# baroness.5: on the werewolf team, neither a lycan nor in the pack
BARONESS = RoleDef(
    name=NAME,
    team="wolves",
    lycan=False,
    abilities=(EAVESDROP,),
    tags=frozenset({EAVESDROPS}),
    category="Investigative",
    rules=(
        *(f"baroness.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
        *(f"baroness-roles.{i}" for i in range(1, 6)),
    ),
    summary=(
        "A werewolf outside the pack: each day name a role, and learn what its holders learn "
        "the night and day after."
    ),
    description=(
        "On the werewolf team but neither a lycan nor in the wolfpack. Each day, at once, may "
        "name an investigative role, or the Medium, the Tanner, the Innkeeper or the "
        "Ravenkeeper (never the role named the day before): at the end of the coming night "
        "and of the day after, learns what every player holding that role was told privately "
        "in that phase (not who they are). With nobody holding it, learns nothing."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Investigative",
    limited=True,
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "baroness.chosen",
    "baroness.failed",
    "baroness.learned",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "baroness.b1": "The Baroness learns what other players are told.",
    "baroness.1": "By day the Baroness names an investigative role or one of four others.",
    "baroness.2": "For the next two phases she learns what that role's holders learn.",
    "baroness.3": "With nobody alive in that role, she learns nothing.",
    "baroness.4": "She never names the same role two days running.",
    "baroness.5": "The Baroness is no lycan and not in the wolfpack.",
    "baroness-roles.1": "Four roles outside the Investigative group may be named too.",
    "baroness-roles.2": "Named, the Medium gives away the question and the dead's answer.",
    "baroness-roles.3": "Named, the Tanner gives away the tans and the pack's presence.",
    "baroness-roles.4": "Named, the Innkeeper gives away the role counted and the count.",
    "baroness-roles.5": "Named, the Ravenkeeper gives away the ravens' reports.",
}

# R37: the Baroness's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(BARONESS,),
    listeners=(
        # baroness.2: told at the end of the night and of the day
        ("day_end_consequences", relay),
        ("night_end_consequences", relay),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    state=BaronessState,
    statuses=(),
)
