"""The Coroner (role book: townsfolk/miscellaneous/coroner): a townsperson told, at every death,
how the player died: each cause, its type and the role behind it.

The Coroner has no verb: the report is passive, a listener on every death.

Everything this role needs is declared here and in its row of the resolution table
(``roles/order.py``, the ``death`` moment): the role, the report, its messages and its rule text.
The report reads the death's own record in the event log (the attempts that caused it, who made
each), so it names no role and needs nothing from the families that kill.
"""

from __future__ import annotations

from typing import Any

from ..engine.core import Engine
from ..engine.events import Event
from ..engine.rules import Family, RoleDef
from ..engine.state import Player

NAME = "Coroner"
CORONER = "told how every player died"  # the tag of roles given the report
# coroner.2: the book's types of death
KILL, SUICIDE, LYNCH, DESCENSION = "kill", "suicide", "lynch", "descension"


def _batch_of(eng: Engine, p: Player) -> tuple[int, str] | None:
    """When ``p`` died as one of the deaths an end-of-phase batch applies (R4): (phase, step)."""
    if p.death is None:
        return None
    ev = eng.state.events[p.death.event]
    return (ev.phase, ev.step) if ev.rule == "R4" else None


def _hears(eng: Engine, coroner: Player, ev: Event) -> bool:
    """Ruling RM146: a Coroner hears of the deaths that happen while they live, and of those
    applied with their own in one batch (R4: a batch's deaths are simultaneous)."""
    if coroner.alive:
        return True
    when = _batch_of(eng, coroner)
    return when is not None and when == (ev.phase, ev.step) and ev.rule == "R4"


def causes_of_death(eng: Engine, victim: Player, ev: Event) -> list[dict[str, Any]]:
    """coroner.1 / coroner.2 / coroner.3: every cause of the death ``ev``: its type, and the
    role of the player who caused it when someone did (their true role: no disguise hides it).
    Ruling RM147: each attempt that met no defence is a cause (a batch keeps them all); an
    attempt made by the victim is a suicide; a death with no attempt is a descension."""
    events = eng.state.events
    out: list[dict[str, Any]] = []
    for cid in ev.causes:
        attempt = events[cid]
        if attempt.kind != "kill_attempt":
            continue
        by = attempt.actor
        kind = LYNCH if attempt.data.get("kind") == "lynch" else KILL
        if by is not None and by == victim.name and kind == KILL:
            kind = SUICIDE
        # coroner.3: the true role of whoever caused it (a pack's attack: the member who made
        # it, as the book counts the attacker, never the group)
        role = eng.role_of(eng.player(by)).name if by is not None else None
        if kind == SUICIDE:
            # coroner.2 / ruling RM150: the dead player's role is never told, and in a suicide
            # the role behind the death is their own: the report says "suicide" and no role
            role = None
        out.append({"type": kind, "role": role})
    if not out and ev.kind == DESCENSION:
        # coroner.2: a descension has no attempt and no other role behind it
        out.append({"type": DESCENSION, "role": None})
    return out


def _words(cause: dict[str, Any]) -> str:
    return f"{cause['type']} by the {cause['role']}" if cause["role"] else str(cause["type"])


def report_death(eng: Engine, victim: Player, ev: Event) -> None:
    """coroner.b1 / coroner.1: at every death, each Coroner is told the dead player's name and
    every cause of the death (coroner.2: never the dead player's role)."""
    if ev.kind not in ("death", DESCENSION):
        return  # ruling RM147: an ascension is a win, not a death to report
    coroners = [
        p for p in eng.state.players
        if p is not victim and CORONER in eng.role_of(p).tags and _hears(eng, p, ev)
    ]
    if not coroners:
        return
    causes = causes_of_death(eng, victim, ev)
    if not causes:
        return
    for coroner in coroners:
        eng.tell(
            coroner,
            "coroner.report",
            rule="coroner.1",
            causes=[ev.id],
            kind="death_report",
            data={"causes": causes},
            player=victim.name,
            causes_text=[_words(c) for c in causes],
        )


CORONER_ROLE = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({CORONER}),
    rules=("coroner.b1", "coroner.1", "coroner.2", "coroner.3"),
    summary="At every death you learn how the player died: each cause and the role behind it.",
    description=(
        "A townsperson with no action. Whenever a player dies, the Coroner is told their name "
        "(never their role) and every cause of the death: its type (a kill, a suicide, a lynch "
        "or a descension) and the role of whoever caused it, when someone did; a pack's attack "
        "names the role of the member who made it. Disguises do not fool the Coroner. Wins "
        "with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "coroner.report",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "coroner.b1": "At every death, the Coroner learns how the player died.",
    "coroner.1": "The Coroner is told every cause of every death.",
    "coroner.2": (
        "Each cause names its type (kill, suicide, lynch, descension) and the role behind it, "
        "with the dead player's name but not their role."
    ),
    "coroner.3": "Disguises do not affect the Coroner.",
}

# R37: the Coroner's manifest; where its listener runs among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name="coroner",
    roles=(CORONER_ROLE,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    listeners=(
        # coroner.b1: the report, at every death
        ("death", report_death),
    ),
    statuses=(),
)
