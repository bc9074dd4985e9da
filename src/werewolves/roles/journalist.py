"""The Journalist (role book: townsfolk/miscellaneous/journalist): a townsperson who keeps a
journal in a secret channel of their own, and names the role whose holder inherits it.

Verb (scenario and terminal game): Journalist, in any phase, immediate: ``entrust ROLE`` (any
role the rules know: ``entrust Fortune Teller``), one change a phase plus one emergency change a
game, as the targeting ability type allows. The role is named after the verb (the ability's
picks) and reaches no player: nothing to visit or redirect.

- The journal is a channel of the Journalist's own (``the journal (NAME)``), opened as the role
  is dealt or taken up; the Journalist writes in it with the chat like in any channel.
- When the Journalist dies, one living holder of the named role, drawn from the game's seed when
  there are several, joins the channel and is shown what was written in it (the engine's
  ``death`` moment); nobody when no living player holds the role. The channel then takes the
  heir's name (``the journal left to NAME``) and its lines are shown without their writer: the
  heir learns what the journal says, not who kept it (ruling RM225).
- A Journalist who loses the role loses the journal: they leave the channel, and it is never
  passed on (the engine's ``role_changed`` moment).
"""

from __future__ import annotations

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Pick
from ..engine.effects import Keep
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player

NAME = "Journalist"
WRITES = "keeps a journal"  # the tag of a role that keeps a journal for an heir
JOURNAL = "the journal"  # the prefix of each Journalist's own channel
HEIR_KEY = "journal_role"  # memory: the role named for the journal
PHASE_KEY = "journal_phase"  # memory: the phase of the last change of the named role
EMERGENCY_KEY = "journal_emergency"  # memory: the emergency change has been spent


def journal_of(player: Player) -> str:
    """journalist.1: the name of ``player``'s journal channel."""
    return f"{JOURNAL} ({player.name})"


def _writes(eng: Engine, p: Player) -> bool:
    return WRITES in eng.role_of(p).tags


def _open_journal(eng: Engine, player: Player) -> None:
    """journalist.1 / journalist.2: the Journalist's second secret channel, their own, opened
    as the role is dealt (ruling RM223: one journal per Journalist)."""
    eng.join_group(player, journal_of(player), cause=None, rule="journalist.1")


def nameable_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    """journalist.4: any role a player can hold under these rules (no office), in the rules'
    order, so the options never tell a hidden role list."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


def _check_changes(eng: Engine, actor: Player) -> Refusal | None:
    """journalist.4: one change a phase, plus one emergency change a game."""
    mem = actor.memory
    if mem.get(PHASE_KEY) == eng.state.phase and mem.get(EMERGENCY_KEY):
        return Refusal(Reason.ALREADY_USED, deferred("refuse.journal_changes", {}))
    return None


# journalist.4 (rule-ability-types: targeting): at once, in any phase, a role and no player:
# nothing to visit or redirect (ruling RM223); an ability block stops it (R17)
ENTRUST = Ability(
    verb="entrust",
    when="any",
    timing="immediate",
    # journalist.4: naming the role is immediate; a second change in a phase spends the
    # emergency change
    does=Keep(
        HEIR_KEY, PHASE_KEY, EMERGENCY_KEY, value="pick", tell="journalist.entrusted",
        param="role",
    ),
    min_targets=0,
    max_targets=0,
    per_phase=None,
    visits=False,
    redirectable=False,
    actor_check=_check_changes,
    options=nameable_roles,
    picks=1,
    fail_msg="journalist.failed",
    rule="journalist.4",
    usage="entrust ROLE",
    help="name the role whose holder receives your journal when you die "
    "(one change a phase, one emergency)",
    # a bot names a role of its allies (the picks), settled once
    declaration=Declaration(aim=Aim.ALLIES, picks=Pick.ROLE),
)


def _lines(eng: Engine, channel: str) -> list[str]:
    """What was written in ``channel``, in order. Ruling RM225: without the writer's name (the
    Journalist's: the heir learns what the journal says, not who kept it)."""
    return [
        str(e.params.get("text"))
        for e in eng.state.events
        if e.kind == "chat" and e.params.get("channel") == channel
    ]


def _left_to(eng: Engine, heir: str) -> str:
    """Ruling RM225: the name a journal takes as it passes: its heir's, never its Journalist's
    (numbered from the second one left to the same heir, so each stays apart, RM223)."""
    name = f"{JOURNAL} left to {heir}"
    n = 1
    while eng.group(name if n == 1 else f"{name} ({n})") is not None:
        n += 1
    return name if n == 1 else f"{name} ({n})"


def journal_passes(eng: Engine, victim: Player, ev: Event) -> None:
    """journalist.b1 / journalist.3: a dead Journalist's journal goes to a living holder of the
    role they named. journalist.5: one of several, drawn from the game's seed (R6).
    journalist.6: nobody when no living player holds it (ruling RM224: the true role)."""
    if not _writes(eng, victim):
        return  # journalist.7: a player who lost the role has no journal to give
    role = str(victim.memory.get(HEIR_KEY) or "")
    channel = journal_of(victim)
    if not role or eng.group(channel) is None:
        return
    holders = [p.name for p in eng.living() if p.role.lower() == role.lower()]
    if not holders:
        eng.emit(
            "journal_unclaimed",
            targets=[victim.name],
            causes=[ev.id],
            rule="journalist.6",
            data={"role": role},
        )
        return
    heir = holders[0] if len(holders) == 1 else eng.draw("journal heir", holders, causes=[ev.id])
    got = eng.emit(
        "journal_received",
        actor=victim.name,
        targets=[heir],
        causes=[ev.id],
        rule="journalist.3",
        data={"role": role},
    )
    lines = _lines(eng, channel)
    # journalist.3 / ruling RM225: the heir is given this channel, under a name that is theirs
    # (the Journalist's name in it would tell them who the dead Journalist was)
    group = eng.group(channel)
    assert group is not None
    channel = group.name = _left_to(eng, heir)
    group.channel = f"{channel} channel"
    eng.join_group(eng.player(heir), channel, cause=got.id, rule="journalist.3")
    eng.tell(
        heir,
        "journalist.received" if lines else "journalist.received_empty",
        rule="journalist.3",
        causes=[got.id],
        channel=channel,
        lines=" / ".join(lines),
    )


def journal_follows_role(eng: Engine, player: Player, ev: Event) -> None:
    """journalist.7: a Journalist who loses the role loses the journal: they leave its channel
    and it is never passed on. A player who takes the role up opens a journal of their own."""
    old = eng.rules.role(str(ev.data.get("from", "")))
    had = old is not None and WRITES in old.tags
    has = _writes(eng, player)
    if had and not has:
        lost = eng.emit("journal_lost", targets=[player.name], causes=[ev.id], rule="journalist.7")
        eng.leave_group(player, journal_of(player), causes=[lost.id], rule="journalist.7")
    elif has and not had and player.alive:
        _open_journal(eng, player)


JOURNALIST = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    abilities=(ENTRUST,),
    tags=frozenset({WRITES}),
    setup=_open_journal,
    rules=tuple(f"journalist.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6, 7)),
    summary="Keep a journal in a secret channel; when you die, a holder of the role you named "
    "receives it.",
    description=(
        "The Journalist has a secret channel of their own, the journal, to write anything in. "
        "At any time they may name a role (any role, in the game or not) and change it once a "
        "phase, plus one emergency change a game. When the Journalist dies, a living player "
        "who holds that role (one drawn at random among several) joins the journal's channel "
        "and is shown everything written there; if nobody alive holds it, nobody gets the "
        "journal. A Journalist who loses the role loses the journal."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.journal_changes",
    "journalist.entrusted",
    "journalist.failed",
    "journalist.received",
    "journalist.received_empty",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "journalist.b1": "The Journalist's journal goes to a player of a chosen role on their death.",
    "journalist.1": "The Journalist has a second secret channel, the journal.",
    "journalist.2": "Anything may be written in the journal.",
    "journalist.3": "When the Journalist dies, a player with the named role gets the journal.",
    "journalist.4": (
        "The Journalist names a role and may change it once a phase, with one emergency change."
    ),
    "journalist.5": "Among several holders of the role, one is drawn at random.",
    "journalist.6": "If nobody alive holds the role, nobody gets the journal.",
    "journalist.7": "A Journalist who loses the role loses the journal.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "journal_received",
    "journal_unclaimed",
    "journal_lost",
)

# R37: the Journalist's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="journalist",
    roles=(JOURNALIST,),
    listeners=(
        # journalist.3: the journal passes on the Journalist's death
        ("death", journal_passes),
        # journalist.7: the journal is lost with the role
        ("role_changed", journal_follows_role),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    statuses=(),
)
