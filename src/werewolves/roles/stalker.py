"""The Stalker: two hidden votes against a player in the day's lynch.

Verb (scenario and terminal game): Stalker, by day from Day 2, end of day: ``threaten X`` (not
himself; changeable until the day ends, ``threaten nobody`` withdraws it). The book calls the
ability "threatening" a player, hence the verb.

When the threat counts. The book makes threatening an end-of-day ability whose votes count on
*that day's* lynch poll, while R2 closes the lynch poll before the end-of-day effects. Both hold
if the threat resolves first when the day ends, before any poll is closed: until then it is an
end-of-phase choice like any other (R3: changed or withdrawn freely, nothing happens yet, no
visit yet); then the engine's day table has a step of its own for it, ``lynch_votes``, just
before ``lynch_close`` (engine/phases.py). The rest of the end-of-day batch (amulet passing) stays
after the lynch, as R2 says.

Is it a visit? Yes: a threat is an ability used on another player (S0.8, S0.54), not a vote of
the Stalker's own (votes are no visits, R15); the rules digest lists the Stalker's threat among
the visits that carry contagion. The visit is made when the threat resolves, at the end of the
day. Like any ability it can be blocked (R17) and redirected (R16).

The hidden votes go into ``poll.invisible`` of every lynch poll of the day (the Mayor's second
poll included), with the Stalker's name in ``poll.invisible_by``; they are only counted when the
winner is chosen, are never shown, and the threatened player is not told. The Angel reads
``invisible_by`` to find who lynched her by unusual means (S1.56, S1.58, R28).
"""

from __future__ import annotations

from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Effect, Mix
from ..engine.effects import Manipulate, add_hidden_votes
from ..engine.rules import Ability, Family, RoleDef

STALKER_TAG = "stalker"
VOTES = 2  # Book (stalker.2): the threatened player gets two more (hidden) votes against them
# stalker.b1 / stalker.1: "after Day 1": the threat may be used from Day 2 on (Day 2's index)
DAY_2 = 4


def _threaten(eng: Engine, act: Act) -> None:
    """Book / S1.56: two hidden votes against the target on every lynch poll of the day."""
    target = act.targets[0]
    # the engine's one record of hidden votes (host only, stalker.3 / stalker.4: never shown,
    # and the threatened player is not told)
    add_hidden_votes(eng, act.actor, target, VOTES, [act.event.id], "Stalker")
    eng.tell(act.actor, "stalker.threatened", rule="Stalker", causes=[act.event.id],
             player=target.name)


# stalker.5: an end-of-day ability
THREATEN = Ability(
    verb="threaten",
    when="day",
    timing="end",
    does=Manipulate(),
    resolve=_threaten,
    from_phase=DAY_2,
    fail_msg="stalker.failed",
    rule="Stalker",
    usage="threaten PLAYER (or: threaten nobody)",
    help="put two hidden votes against a player in today's lynch (counted when the day ends)",
    declaration=Declaration(effects=(Effect.VOTES,), aim=Aim.FOE_IF_SUSPECTED),
)


def resolve_threats(eng: Engine) -> None:
    """R2 / R3: at the end of the day, before the lynch polls close, every threat still chosen
    resolves (as one group of end-of-phase actions, in a seeded order), so its votes count on
    that day's polls; the rest of the end-of-day batch comes after the lynch."""
    st = eng.state
    mine = [
        p
        for p in st.pending
        if any(ab is THREATEN for ab, _ in eng.abilities_of(eng.player(p.actor)))
        and p.verb == THREATEN.verb
    ]
    if not mine:
        return
    st.pending = [p for p in st.pending if p not in mine]
    acts: list[Act] = []
    for p in sorted(mine, key=lambda x: x.seq):
        actor = eng.player(p.actor)
        targets = [eng.player(t) for t in p.targets]
        # R7: the dead do not act, and actions on players who died meanwhile do not happen
        if not actor.alive or any(not t.alive for t in targets):
            continue
        role = next(r for ab, r in eng.abilities_of(actor) if ab is THREATEN)
        acts.append(Act(actor, THREATEN, targets, st.events[p.event], role))
    if len(acts) > 1:
        # R3: end-of-phase non-attacks of the same role run in the game's seeded order
        order = eng.shuffle("threat order", [a.actor.name for a in acts])
        acts.sort(key=lambda a: order.index(a.actor.name))
    # the threats resolve at one moment: rules judging simultaneous actions against the state at
    # its start (contagion, R19) see them so
    eng.hook("simultaneous_start")
    for act in acts:
        # through the engine: block (R17), redirection (R16), visit (R15)
        eng.perform(act)
    eng.hook("simultaneous_end")


STALKER = RoleDef(
    name="Stalker",
    team="town",
    category="Power",
    attack_class="town",
    abilities=(THREATEN,),
    tags=frozenset({STALKER_TAG}),
    rules=("Stalker", "R2", "R3", "R7", "R11", "R15", "R16", "R17", "S0.8", "S0.54", "S1.56",
           "S1.58"),
    summary="From Day 2, threaten a player: two hidden votes against them in that day's lynch.",
    description=(
        "Townsfolk, Power. From Day 2 on, once a day, the Stalker may threaten another player "
        "(an end-of-day choice that can be changed or withdrawn until the day ends). The "
        "threatened player gets two extra votes against them in every lynch poll of that day. "
        "Nobody sees these votes and the threatened player is not told; they only count when "
        "the winner is chosen, so a threatened player can be lynched without having the most "
        "votes. Threatening is a visit. If the hidden votes are what gets an Angel lynched, the "
        "Stalker dies with her."
    ),
    mix=Mix(from_players=17),
    book_group="Townsfolk Power",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "stalker.threatened",
    "stalker.failed",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Stalker": (
        "From Day 2 the Stalker's threat puts two hidden votes against a player in that day's "
        "lynch polls; the threat is a visit."
    ),
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "threat",
)


# R37: the Stalker's manifest; where his listener runs among other families' is the resolution
# table's (roles/order.py).
FAMILY = Family(
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="stalker",
    roles=(STALKER,),
    listeners=(
        # R2 / R3: the threats resolve at their own step, before the lynch polls close
        ("lynch_votes", resolve_threats),
    ),
    statuses=(),
)
