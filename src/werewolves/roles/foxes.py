"""The foxes of the role book (werewolves/investigative/clairvoyant fox, investigative/archivist
fox, power/disguised fox) and what every fox shares (_rules/wolves/foxes).

Verbs (scenario and terminal game), all by day and at once:

- Clairvoyant Fox: ``investigate X`` (the role X appears to have);
- Archivist Fox: ``archive CATEGORY CATEGORY`` (a role of each of two groups of the role book,
  ``archive Townsfolk Investigative Werewolf Killing``), then ``report ROLE`` (which of them the
  pack is told);
- Disguised Fox: ``wear ROLE`` (a strong disguise for the following night);
- every fox: ``defect`` (once per game, instead of the day's power: the fox becomes a Wolf).

Two mechanisms here name no role, and any later role may use them (a fox's joining of the pack
is ``base.join_pack``, shared with the lone werewolves):

- :func:`tell_pack_tonight`: a day ability's result that the pack is also told when the next night
  starts, if its user is still alive then (the pack learns the result and the kind of role it
  came from, never its user or, for an investigation, the player checked);
- :func:`wear_disguise`: a disguise put on now for the rest of this phase and the night that
  follows (or this night), taken off when that night ends (``engine/appearance.py`` reads it:
  the most recent disguise of the strengths an investigation reads answers).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.appearance import WEAK
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Pick, group_key
from ..engine.effects import Disguise, Learn, Special
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player
from .base import WOLFPACK, join_pack

FAMILY_NAME = "foxes"
FOX = "a fox: on the werewolf team, outside the pack"  # the tag every fox role carries
SHOWS_CITIZEN = "disguised as a citizen unless it chooses otherwise"  # the Disguised Fox's tag
PLAIN_WOLF = "Wolf"  # the role a fox becomes when it joins the pack
DEFAULT_DISGUISE = "Citizen"  # disguised-fox.2


@dataclass
class FoxState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``news``: what the pack is told when the next night starts, each item the teller, the day
    (its phase index), a key (a later item with the same key replaces it), the message, its
    parameters, the rule, the causes, and ``draw``: roles one of which is drawn when the item is
    told (the Archivist Fox's roles when it reported none). ``seen``: archivist-fox.3: each
    Archivist Fox's entries of the role list already seen (seats, as indexes of the players).
    ``offers``: the roles each Archivist Fox was told today (``phase``, ``roles``).
    ``chosen``: disguised-fox.2: each Disguised Fox's night (its phase index) for which it chose
    a disguise."""

    news: list[dict[str, Any]] = field(default_factory=list)
    seen: dict[str, list[int]] = field(default_factory=dict)
    offers: dict[str, dict[str, Any]] = field(default_factory=dict)
    chosen: dict[str, int] = field(default_factory=dict)


def _peek(eng: Engine) -> FoxState | None:
    """The family's state if anything was recorded yet; reading it never creates it, so that a
    question (an offered action, a refusal) changes nothing in the game."""
    return eng.ext(FoxState) if FAMILY_NAME in eng.state.ext else None


def is_fox(eng: Engine, player: Player) -> bool:
    return FOX in eng.role_of(player).tags


# ------------------------------------------------------------------ told to the pack tonight


def tell_pack_tonight(
    eng: Engine,
    teller: Player,
    msg: str,
    /,
    *,
    key: str,
    rule: str,
    causes: list[int],
    draw: list[str] | None = None,
    **params: Any,
) -> None:
    """A day ability's result that the wolfpack is also told at the start of the next night, if
    ``teller`` survives the day (rule-wolves-foxes.3: a fox's power serves a pack it does not
    know). Only what ``msg`` and ``params`` say is told: never the teller's name. A later call
    for the same teller and ``key`` on the same day replaces the earlier one."""
    state = eng.ext(FoxState)
    day = eng.state.phase
    state.news = [n for n in state.news if not (n["teller"] == teller.name and n["key"] == key)]
    state.news.append(
        {
            "teller": teller.name,
            "day": day,
            "key": key,
            "msg": msg,
            "params": dict(params),
            "rule": rule,
            "causes": list(causes),
            "draw": list(draw or []),
        }
    )


def tell_the_pack(eng: Engine) -> None:
    """clairvoyant-fox.2 / archivist-fox.2 / disguised-fox.4: when a night starts, the pack is
    told what each fox found by day, in the order it was found, if the fox is still alive."""
    state = _peek(eng)
    if state is None or not state.news:
        return
    news, state.news = state.news, []
    for n in news:
        teller = eng.find(n["teller"])
        # the fox must survive the day (a lynched fox's news is never told)
        if teller is None or not teller.alive or n["day"] != eng.state.phase - 1:
            continue
        params = dict(n["params"])
        if len(n["draw"]) > 1:
            # ruling RM64: no role reported: the pack is told one of those found, drawn
            params["role"] = eng.draw(
                "a role the pack is told", n["draw"], causes=list(n["causes"])
            )
        elif n["draw"]:
            params["role"] = n["draw"][0]
        eng.tell_group(WOLFPACK, n["msg"], rule=n["rule"], causes=list(n["causes"]), **params)


# ------------------------------------------------------------------ joining the pack


def _used_power_today(eng: Engine, actor: Player) -> Refusal | None:
    """clairvoyant-fox.5 / disguised-fox.1: the pack is joined instead of the day's power: not
    on a day the fox already used it (its role's other abilities)."""
    prefix = f"{actor.name}|{eng.role_of(actor).name}|"
    used = [k for k, n in eng.state.used.items() if n and k.startswith(prefix)]
    if any(not k.endswith(f"|{JOIN_VERB}") for k in used):
        return Refusal(Reason.NOT_NOW, deferred("refuse.fox_used_power", {}))
    return None


def _join(eng: Engine, act: Act) -> None:
    """rule-wolves-foxes.3 / rule-wolves-foxes.4: the fox gives its power up and becomes a
    plain Wolf in the pack."""
    join_pack(eng, act.actor, causes=[act.event.id], rule="rule-wolves-foxes.4", msg="fox.joined")


JOIN_VERB = "defect"

# rule-wolves-foxes.3 / clairvoyant-fox.b2 / clairvoyant-fox.6: once per game, by day, at once,
# instead of the day's power (ruling RM61); no target (no visit); an active ability, so an
# ability block makes it fail (R17)
JOIN = Ability(
    verb=JOIN_VERB,
    when="day",
    timing="immediate",
    does=Special(), resolve=_join,
    min_targets=0,
    max_targets=0,
    per_game=1,
    visits=False,
    redirectable=False,
    fail_msg="fox.join_failed",
    actor_check=_used_power_today,
    rule="rule-wolves-foxes.4",
    help="give your power up for good and join the wolfpack as a plain Wolf",
    declaration=Declaration(aim=Aim.LAST_RESORT),
)


# ------------------------------------------------------------------ disguises


def wear_disguise(
    eng: Engine,
    player: Player,
    role: str,
    strength: str,
    *,
    causes: list[int],
    rule: str,
    by: str | None = None,
) -> Event:
    """Put a disguise on ``player`` now (an event of its own: the most recent disguise of the
    strengths an investigation reads is the one it sees), worn until the end of this night, or
    of the night after this day (ruling RM66); it is the player's, whatever becomes of whoever
    put it on."""
    phase = eng.state.phase
    night = phase if phase % 2 == 1 else phase + 1
    ev = eng.emit(
        "disguise_worn",
        actor=by,
        targets=[player.name],
        causes=causes,
        rule=rule,
        data={"role": role, "strength": strength, "until": night},
    )
    eng.add_status(
        player, "disguise", source=ev.id, until=night, data={"role": role, "strength": strength}
    )
    return ev


def any_role(eng: Engine, actor: Player) -> tuple[str, ...]:
    """Every role a disguise may show (tanner.b1: any role): the roles of the rules, offices
    and extra roles aside, in the rules' order."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


# ------------------------------------------------------------------ Clairvoyant Fox


def _foresee(eng: Engine, act: Act) -> None:
    """clairvoyant-fox.1 / clairvoyant-fox.7: the role the player appears to have."""
    fox, target = act.actor, act.targets[0]
    # clairvoyant-fox.7: weak disguises and obstructions count (redirections and blocks are the
    # engine's, R16 / R17, before this runs); strong disguises do not
    role, layer = eng.investigate(act, target, WEAK)
    extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
    # clairvoyant-fox.1: the fox sees the role (as it appears)
    eng.tell(
        fox,
        "cfox.result",
        rule="clairvoyant-fox.1",
        causes=[act.event.id, *extra],
        kind="investigation",
        data={"layer": layer},
        target=target.name,
        role=role,
    )
    # clairvoyant-fox.2 / clairvoyant-fox.3: the pack learns the result at the start of the
    # night if the fox survives the day, and only the result: not who was checked, nor by whom
    tell_pack_tonight(
        eng,
        fox,
        "cfox.pack",
        key="investigate",
        rule="clairvoyant-fox.2",
        causes=[act.event.id],
        role=role,
    )


# clairvoyant-fox.b1 / clairvoyant-fox.6: each day, one player, at once; clairvoyant-fox.7:
# redirections and blocks apply (a visit, R15)
FORESEE = Ability(
    verb="investigate",
    when="day",
    timing="immediate",
    does=Learn(),
    resolve=_foresee,
    fail_msg="cfox.failed",
    obstructable=True,
    rule="clairvoyant-fox.b1",
    help="learn the role a player appears to have; the pack is told it tonight if you live",
    declaration=Declaration(effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.UNKNOWN),
)


# ------------------------------------------------------------------ Archivist Fox


def categories(eng: Engine, actor: Player) -> tuple[str, ...]:
    """Ruling RM62: a category is a group of the role book ("Townsfolk Investigative"), any
    group a role of these rules belongs to, in the book's order."""
    groups = {r.book_group for r in eng.rules.roles.values() if r.book_group and not r.office}
    return tuple(sorted(groups, key=group_key))


def _group_of(eng: Engine, role: str) -> str:
    found = eng.rules.role(role)
    return found.book_group if found is not None else ""


def _archive(eng: Engine, act: Act) -> None:
    """archivist-fox.1 / archivist-fox.3 / archivist-fox.4: a role from each of two groups."""
    fox = act.actor
    state = eng.ext(FoxState)
    seen = state.seen.setdefault(fox.name, [])
    found: list[str] = []
    for category in act.picks:
        # archivist-fox.3: each entry of the role list (as dealt) is seen once, the fox's own
        # never; archivist-fox.5: the list itself, whatever anyone is disguised as
        left = [
            str(i)
            for i, p in enumerate(eng.state.players)
            if i not in seen and p is not fox and _group_of(eng, p.original_role) == category
        ]
        if not left:
            # archivist-fox.4: a group with nothing left: the fox is told so
            eng.tell(
                fox, "afox.empty", rule="archivist-fox.4", causes=[act.event.id], category=category
            )
            continue
        # archivist-fox.1: one of the group's entries left, drawn (R6)
        seat = int(eng.draw("an entry archived", left, causes=[act.event.id]))
        seen.append(seat)
        role = eng.state.players[seat].original_role
        found.append(role)
        eng.tell(
            fox,
            "afox.found",
            rule="archivist-fox.1",
            causes=[act.event.id],
            kind="role_list",
            category=category,
            role=role,
        )
    state.offers[fox.name] = {"phase": eng.state.phase, "roles": found}
    if not found:
        # archivist-fox.4: both groups empty: the pack is told that instead of a role
        tell_pack_tonight(
            eng,
            fox,
            "afox.pack_empty",
            key="archive",
            rule="archivist-fox.4",
            causes=[act.event.id],
        )
        return
    # archivist-fox.2 / ruling RM64: unless the fox reports one, the pack is told one drawn
    tell_pack_tonight(
        eng,
        fox,
        "afox.pack",
        key="archive",
        rule="archivist-fox.2",
        causes=[act.event.id],
        draw=found,
    )


# archivist-fox.1 / archivist-fox.7: each day, two different groups, at once; archivist-fox.5:
# no player is reached (no visit, nothing to redirect), no disguise or obstruction is read
ARCHIVE = Ability(
    verb="archive",
    when="day",
    timing="immediate",
    does=Learn(), resolve=_archive,
    min_targets=0,
    max_targets=0,
    visits=False,
    redirectable=False,
    options=categories,
    picks=2,
    usage="archive CATEGORY CATEGORY",
    fail_msg="afox.failed",
    rule="archivist-fox.1",
    help="learn a role of the role list from each of two groups of the role book",
    declaration=Declaration(picks=Pick.CATEGORY, aim=Aim.FOE),
)


def _offered_today(eng: Engine, actor: Player) -> tuple[str, ...]:
    state = _peek(eng)
    offer = state.offers.get(actor.name) if state is not None else None
    if offer is None or offer["phase"] != eng.state.phase:
        return ()
    return tuple(dict.fromkeys(offer["roles"]))


def _can_report(eng: Engine, actor: Player) -> Refusal | None:
    if not _offered_today(eng, actor):
        return Refusal(Reason.NOT_NOW, deferred("refuse.afox_nothing", {}))
    return None


def _report(eng: Engine, act: Act) -> None:
    """archivist-fox.2: the role the pack is told tonight, if the fox survives the day."""
    role = act.picks[0]
    eng.tell(act.actor, "afox.reported", rule="archivist-fox.2", causes=[act.event.id], role=role)
    tell_pack_tonight(
        eng,
        act.actor,
        "afox.pack",
        key="archive",
        rule="archivist-fox.2",
        causes=[act.event.id],
        draw=[role],
    )


# archivist-fox.2: one of the roles archived today; once a day (R7), at once, on nobody
REPORT = Ability(
    verb="report",
    when="day",
    timing="immediate",
    does=Special(), resolve=_report,
    min_targets=0,
    max_targets=0,
    visits=False,
    redirectable=False,
    blockable=False,
    actor_check=_can_report,
    options=_offered_today,
    picks=1,
    usage="report ROLE",
    rule="archivist-fox.2",
    help="choose which of today's archived roles the pack is told tonight",
    declaration=Declaration(picks=Pick.LEARNED, aim=Aim.FOE),
)


# ------------------------------------------------------------------ Disguised Fox


def _choose_disguise(eng: Engine, act: Act) -> None:
    """disguised-fox.b1 / disguised-fox.3 / disguised-fox.5: a strong disguise, worn until the
    end of the following night."""
    fox, role = act.actor, act.picks[0]
    # disguised-fox.3 / disguised-fox.5: strong; off when the night after this day ends
    ev = wear_disguise(
        eng, fox, role, "strong", causes=[act.event.id], rule="disguised-fox.3", by=fox.name
    )
    eng.ext(FoxState).chosen[fox.name] = eng.state.phase + 1
    eng.tell(fox, "dfox.chosen", rule="disguised-fox.b1", causes=[ev.id], role=role)
    # disguised-fox.4: the pack learns the disguise (not who wears it) when the night starts,
    # if the fox survives the day
    tell_pack_tonight(
        eng, fox, "dfox.pack", key="disguise", rule="disguised-fox.4", causes=[ev.id], role=role
    )


def _nightfall(eng: Engine) -> list[int]:
    """The event that started this phase (the cause of what a phase's start brings)."""
    for ev in reversed(eng.state.events):
        if ev.kind == "phase_started":
            return [ev.id]
    return []


def default_disguise(eng: Engine) -> None:
    """disguised-fox.2: when a night starts, a Disguised Fox who chose no disguise for it wears
    a strong Citizen disguise until it ends (the pack is told nothing: nothing was chosen)."""
    state = _peek(eng)
    night = eng.state.phase
    for p in eng.state.players:
        if not p.alive or SHOWS_CITIZEN not in eng.role_of(p).tags:
            continue
        if state is not None and state.chosen.get(p.name) == night:
            continue
        wear_disguise(
            eng, p, DEFAULT_DISGUISE, "strong", causes=_nightfall(eng), rule="disguised-fox.2"
        )


# disguised-fox.1 / disguised-fox.8: each day, any role, at once, on the fox itself (no visit)
DISGUISE = Ability(
    verb="wear",
    when="day",
    timing="immediate",
    does=Disguise(), resolve=_choose_disguise,
    min_targets=0,
    max_targets=0,
    visits=False,
    redirectable=False,
    options=any_role,
    picks=1,
    usage="wear ROLE",
    fail_msg="dfox.failed",
    rule="disguised-fox.1",
    help="choose the role you are strongly disguised as until the end of the coming night",
    declaration=Declaration(effects=(Effect.DISGUISE,), picks=Pick.ROLE, aim=Aim.FOE),
)


# ------------------------------------------------------------------ the roles


def fox(name: str, *, abilities: tuple[Ability, ...], **fields: Any) -> RoleDef:
    """rule-wolves-foxes.1 / rule-wolves-foxes.2: a fox is on the werewolf team, neither a lycan
    nor in the pack (no group: the pack and the fox do not know each other); rule-wolves-foxes.3:
    every fox may join the pack instead of using its power (``join``, after its own)."""
    tags = frozenset({FOX, *fields.pop("tags", frozenset())})
    return RoleDef(
        name=name,
        team="wolves",
        lycan=False,
        groups=(),
        abilities=(*abilities, JOIN),
        tags=tags,
        # it joins no default mix: default games stay as they were until a balance run places it
        mix=None,
        **fields,
    )


CLAIRVOYANT_FOX = fox(
    "Clairvoyant Fox",
    abilities=(FORESEE,),
    category="Investigative",
    rules=(
        "clairvoyant-fox.b1",
        "clairvoyant-fox.b2",
        "clairvoyant-fox.1",
        "clairvoyant-fox.2",
        "clairvoyant-fox.3",
        "clairvoyant-fox.4",
        "clairvoyant-fox.5",
        "clairvoyant-fox.6",
        "clairvoyant-fox.7",
        "rule-wolves-foxes.4",
    ),
    summary=(
        "A fox of the werewolf team, outside the pack: each day, investigate a player; the pack "
        "learns the role tonight if you live. Once per game you may join the pack instead."
    ),
    description=(
        "On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the "
        "other. Each day, at once, learns the role a player appears to have (weak disguises, "
        "redirections, blocks and obstructions count); if the fox lives to the night, the pack "
        "is told the role found, not whose it is. Once per game, on a day it has not "
        "investigated, it may join the pack instead and become a plain Wolf (defect)."
    ),
    book_group="Werewolf Investigative",
)

ARCHIVIST_FOX = fox(
    "Archivist Fox",
    abilities=(ARCHIVE, REPORT),
    category="Investigative",
    rules=(
        "archivist-fox.b1",
        "archivist-fox.b2",
        "archivist-fox.1",
        "archivist-fox.2",
        "archivist-fox.3",
        "archivist-fox.4",
        "archivist-fox.5",
        "archivist-fox.6",
        "archivist-fox.7",
        "rule-wolves-foxes.4",
    ),
    summary=(
        "A fox of the werewolf team, outside the pack: each day, learn a role of the role list "
        "from each of two groups, and choose one for the pack. Once per game you may join the "
        "pack instead."
    ),
    description=(
        "On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the "
        "other. Each day, at once, names two different groups of the role book (archive) and "
        "learns a role of the role list from each: every entry of the list is seen once at "
        "most, its own never, and a group with none left says so. It then reports one (report; "
        "else one is drawn) and, if it lives to the night, the pack is told that role, or that "
        "nothing was left. Disguises, redirections and obstructions change nothing. Once per "
        "game, on a day it has not archived, it may join the pack instead as a plain Wolf."
    ),
    book_group="Werewolf Investigative",
)

DISGUISED_FOX = fox(
    "Disguised Fox",
    abilities=(DISGUISE,),
    category="Power",
    tags=frozenset({SHOWS_CITIZEN}),
    rules=(
        "disguised-fox.b1",
        "disguised-fox.b2",
        "disguised-fox.1",
        "disguised-fox.2",
        "disguised-fox.3",
        "disguised-fox.4",
        "disguised-fox.5",
        "disguised-fox.6",
        "disguised-fox.7",
        "disguised-fox.8",
        "rule-wolves-foxes.4",
    ),
    summary=(
        "A fox of the werewolf team, outside the pack: each day, choose the role you are "
        "strongly disguised as for the night (else a Citizen); the pack is told. Once per game "
        "you may join the pack instead."
    ),
    description=(
        "On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the "
        "other. Each day, at once, chooses any role (wear): a strong disguise worn until "
        "the end of the coming night; if it lives to the night, the pack is told the disguise, "
        "not who wears it. A night it chose nothing for, it is disguised as a Citizen. Once per "
        "game, on a day it has not chosen, it may join the pack instead as a plain Wolf."
    ),
    book_group="Werewolf Power",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "fox.joined",
    "fox.join_failed",
    "refuse.fox_used_power",
    "cfox.result",
    "cfox.failed",
    "cfox.pack",
    "afox.found",
    "afox.empty",
    "afox.failed",
    "afox.reported",
    "afox.pack",
    "afox.pack_empty",
    "refuse.afox_nothing",
    "dfox.chosen",
    "dfox.failed",
    "dfox.pack",
)

# what some of its messages tell their reader, for bots that know no role
MEANINGS: dict[str, Meaning] = {"cfox.result": Meaning.ROLE_LEARNED}

# R37: this family's rule text: the paraphrase of each sentence it cites, in our words
RULE_TEXT: dict[str, str] = {
    "rule-wolves-foxes.1": "A fox is a kind of werewolf-team role.",
    "rule-wolves-foxes.2": "A fox plays for the werewolves without being a lycan or in the pack.",
    "rule-wolves-foxes.3": "Every fox may give its own power up to join the pack.",
    "rule-wolves-foxes.4": "A fox that joins the pack becomes a plain Wolf.",
    "rule-wolves-foxes.5": "A fox is a kind of werewolf-team role (the Simplified text).",
    "rule-wolves-foxes.6": "Foxes: werewolves outside the pack, not lycans (the Simplified text).",
    "rule-wolves-foxes.7": "Every fox may join the pack instead (the Simplified text).",
    "rule-wolves-foxes.8": "A fox that joins becomes a plain Wolf (the Simplified text).",
    "clairvoyant-fox.b1": (
        "Each day the Clairvoyant Fox investigates one player; the pack shares the result."
    ),
    "clairvoyant-fox.b2": "Once per game the Clairvoyant Fox may become a Wolf in the pack.",
    "clairvoyant-fox.1": "The Clairvoyant Fox learns the role the player appears to have.",
    "clairvoyant-fox.2": "If the fox lives through the day, the pack hears the result at night.",
    "clairvoyant-fox.3": "The pack hears only the role and that a Clairvoyant Fox found it.",
    "clairvoyant-fox.4": "The Clairvoyant Fox is no lycan and is not in the pack.",
    "clairvoyant-fox.5": "A fox that joins cannot investigate that day, and loses the power.",
    "clairvoyant-fox.6": "Joining and investigating both take effect at once.",
    "clairvoyant-fox.7": "Weak disguises, redirections and obstructions affect the investigation.",
    "archivist-fox.b1": (
        "Each day the Archivist Fox learns roles from two groups; the pack hears one."
    ),
    "archivist-fox.b2": "Once per game the Archivist Fox may join the pack as a Wolf instead.",
    "archivist-fox.1": "The fox names two different groups and learns a listed role from each.",
    "archivist-fox.2": "The fox picks one of them; the pack hears it at night if the fox lives.",
    "archivist-fox.3": "Each entry of the role list is seen at most once, and never the fox's own.",
    "archivist-fox.4": (
        "An exhausted group is reported to the fox; two exhausted groups, to the pack instead."
    ),
    "archivist-fox.5": "Disguises, obstructions and redirections do not touch the Archivist Fox.",
    "archivist-fox.6": "The Archivist Fox is no lycan and is not in the pack.",
    "archivist-fox.7": "Joining and archiving both take effect at once.",
    "disguised-fox.b1": "Each day the Disguised Fox picks a disguise; the pack is told it.",
    "disguised-fox.b2": "Once per game the Disguised Fox may join the pack as a Wolf instead.",
    "disguised-fox.1": "Each day the fox either picks a disguise or joins the pack.",
    "disguised-fox.2": "A fox that picks no disguise is disguised as a Citizen.",
    "disguised-fox.3": "The Disguised Fox's disguise is strong.",
    "disguised-fox.4": "If the fox lives through the day, the pack hears the disguise at night.",
    "disguised-fox.5": "The disguise comes off when each night ends.",
    "disguised-fox.6": "The Disguised Fox is no lycan and is not in the pack.",
    "disguised-fox.7": "A fox that joins picks no disguise for that night, and loses the power.",
    "disguised-fox.8": "Joining and picking a disguise both take effect at once.",
}

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "disguise_worn",
)

# R37: the foxes' manifest; where their listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(CLAIRVOYANT_FOX, ARCHIVIST_FOX, DISGUISED_FOX),
    listeners=(
        # disguised-fox.2: a night with no disguise chosen for it
        ("night_start", default_disguise),
        # clairvoyant-fox.2 / archivist-fox.2 / disguised-fox.4: the pack hears the day's news
        ("night_start", tell_the_pack),
    ),
    becomes=(PLAIN_WOLF,),
    messages=MESSAGES,
    meanings=MEANINGS,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    state=FoxState,
    statuses=("disguise",),
)
