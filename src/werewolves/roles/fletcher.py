"""The Fletcher (role book: townsfolk/power/fletcher) and the extra role it hands out, the
Fletcher's Customer (extra/miscellaneous/fletchers customer).

Verbs (scenario and terminal game):

- Fletcher, on Day 0 only, immediate: ``commission X`` (not themself): X becomes their
  Fletcher's Customer for the rest of the game; with nobody chosen by the end of Day 0, a
  customer is drawn;
- Fletcher, in any phase while alive, immediate: ``revoke X`` (X: their customer) takes the
  customer's abilities away for good;
- the Fletcher's Customer, in any phase, immediate: ``aim X`` / ``aim nobody``: the player
  their dying shot attacks (the Huntress's targeting: one change a phase, one emergency).

The customer is an extra role held on top of the player's own role (as the amulet is held):
a status, known to its holder, that gives its holder the ``aim`` ability (an ability every
player has while they hold the status) and a private channel. The shot itself is the
Huntress's (``huntress.shot`` / ``huntress.breath_target``): it fires when the customer dies in
any way but a direct lynch, through the engine like any ability (blocked by an ability block,
moved by a redirection, a visit by the dead customer).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import Block, Choose
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player
from ..engine.targeting import targeting
from .huntress import breath_target, last_shot, shot

NAME = "Fletcher"
CUSTOMER = "Fletcher's Customer"  # the extra role
HELD = "fletcher's customer"  # the status its holder carries (statuses are lower case)
CUSTOMER_KEY = "customer target"  # where the customer's target is kept (not the Huntress's)
CHANNEL = "customer's workshop"  # the customer's private channel (one a customer)


@dataclass
class FletcherState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``customers``: fletcher.1 / fletcher.2: each Fletcher's customer, fixed once chosen (only
    ever looked up, never walked). ``revoked``: fletcher.6: the Fletchers who revoked their
    customer's abilities, for good."""

    customers: dict[str, str] = field(default_factory=dict)
    revoked: list[str] = field(default_factory=list)
    # ruling RM219: the day each Fletcher chooses in: Day 0 for one dealt the role, the first
    # day holding it for one who takes it up later (only ever looked up)
    window: dict[str, int] = field(default_factory=dict)


def _holds(p: Player, fletcher: str | None = None) -> bool:
    """Whether ``p`` is a Fletcher's Customer whose abilities were not revoked (of
    ``fletcher``, when given)."""
    return any(fletcher is None or s.data.get("fletcher") == fletcher for s in p.all(HELD))


def _is_customer(eng: Engine, p: Player) -> bool:
    return _holds(p)


def _channel(customer: Player) -> str:
    return f"{CHANNEL} of {customer.name}"


def make_customer(
    eng: Engine, fletcher: Player, customer: Player, *, cause: int, rule: str
) -> None:
    """fletcher.1 / fletcher.5: ``customer`` becomes ``fletcher``'s customer for the rest of the
    game: the extra role on top of their own (a status they know of), its abilities, and a
    private channel of their own. The customer is not told who the Fletcher is (ruling
    RM213)."""
    eng.ext(FletcherState).customers[fletcher.name] = customer.name
    ev = eng.emit(
        "customer_made",
        actor=fletcher.name,
        targets=[customer.name],
        causes=[cause],
        rule=rule,
    )
    eng.add_status(customer, HELD, source=ev.id, data={"fletcher": fletcher.name})
    # fletcher.5: the customer's private channel (theirs alone)
    eng.join_group(customer, _channel(customer), cause=ev.id, rule="fletcher.5")
    eng.tell(customer, "customer.made", rule="fletcher.5", causes=[ev.id])
    eng.tell(fletcher, "fletcher.chosen", rule=rule, causes=[ev.id], player=customer.name)


def open_window(eng: Engine, fletcher: Player) -> None:
    """fletcher.b1 / fletcher.1: the day the Fletcher chooses in: Day 0 for one dealt the role;
    for one who takes it up later, the first day they hold it (ruling RM219)."""
    phase = eng.state.phase
    eng.ext(FletcherState).window[fletcher.name] = phase if phase % 2 == 0 else phase + 1


def _window(eng: Engine, fletcher: Player) -> int:
    return eng.ext(FletcherState).window.get(fletcher.name, 0)


def _check_commission(eng: Engine, actor: Player) -> Refusal | None:
    # fletcher.b1 / fletcher.1: the customer is chosen on Day 0 (ruling RM219: the first day
    # the Fletcher holds the role) ...
    if eng.state.phase != _window(eng, actor):
        return Refusal(Reason.NOT_NOW, deferred("refuse.fletcher_day0", {}))
    # fletcher.2: ... and never changed
    if actor.name in eng.ext(FletcherState).customers:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.fletcher_chosen", {}))
    return None


def _commission(eng: Engine, act: Act) -> None:
    """fletcher.1 / fletcher.7: the chosen player becomes the customer at once."""
    make_customer(eng, act.actor, act.targets[0], cause=act.event.id, rule="fletcher.1")


# fletcher.b1 / fletcher.1 / fletcher.4 / fletcher.7: on Day 0, at once, one player who is not
# the Fletcher; the book's visits: choosing the customer is a visit (and, like any
# ability, it may be blocked or redirected, R16 / R17)
COMMISSION = Ability(
    verb="commission",
    when="day",
    timing="immediate",
    does=Choose(),
    resolve=_commission,
    per_phase=None,
    actor_check=_check_commission,
    rule="fletcher.1",
    usage="commission PLAYER",
    help="on Day 0, choose your customer: they gain a dying shot (fixed for the game)",
    declaration=Declaration(
        effects=(Effect.HANDOVER,),
        # fletcher.3: with nobody chosen, a customer is drawn at the end of Day 0
        unused="If Day 0 ends before you choose a customer, one is drawn for you.",
        aim=Aim.FRIEND,
    ),
)


def assign_at_day_end(eng: Engine) -> None:
    """fletcher.3 / fletcher.4: a living Fletcher with no customer when Day 0 ends (ruling
    RM219: the day they choose in) gets one drawn among the other living players (seeded,
    R6)."""
    state = eng.ext(FletcherState)
    for p in eng.living():
        if COMMISSION not in eng.role_of(p).abilities or p.name in state.customers:
            continue
        if _window(eng, p) != eng.state.phase:
            continue
        others = [q.name for q in eng.living() if q is not p]
        if not others:
            continue
        cause = eng.emit("customer_unchosen", actor=p.name, rule="fletcher.3")
        drawn = eng.draw("the Fletcher's customer", others, causes=[cause.id])
        make_customer(eng, p, eng.player(drawn), cause=cause.id, rule="fletcher.3")


def _check_revoke(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # fletcher.6: only one's own customer, whose abilities are not revoked yet
    if targets and not (
        eng.ext(FletcherState).customers.get(actor.name) == targets[0].name
        and _holds(targets[0], actor.name)
    ):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.not_customer", {"player": targets[0].name})
        )
    return None


def _revoke(eng: Engine, act: Act) -> None:
    """fletcher.6 / fletchers-customer.6: the customer's abilities go for good (their dying
    shot, and the choice of its target); they are told so, and keep their private channel."""
    customer = act.targets[0]
    eng.drop_statuses(
        customer, lambda s: s.name == HELD and s.data.get("fletcher") == act.actor.name
    )
    eng.ext(FletcherState).revoked.append(act.actor.name)
    eng.tell(customer, "customer.revoked", rule="fletcher.6", causes=[act.event.id])
    eng.tell(
        act.actor, "fletcher.revoked", rule="fletcher.6", causes=[act.event.id],
        player=customer.name,
    )


# fletcher.6 / fletcher.7: at any time while the Fletcher lives, at once, for good; it reaches
# the customer alone, so nothing redirects it (ruling RM214)
REVOKE = Ability(
    verb="revoke",
    when="any",
    timing="immediate",
    does=Block(),
    resolve=_revoke,
    per_phase=None,
    check=_check_revoke,
    redirectable=False,
    rule="fletcher.6",
    usage="revoke PLAYER",
    help="take your customer's dying shot away for good",
    declaration=Declaration(
        effects=(Effect.BLOCK,),
        irreversible=True,
        warning="Your customer loses their dying shot for good.",
        aim=Aim.FOE_IF_SUSPECTED,
    ),
)


# fletchers-customer.1 / fletchers-customer.2: the customer targets as a Huntress does (one
# change a phase, one emergency change), kept apart from any target of their own role's
# (fletcher.b2: the abilities of a Huntress, on top of the player's role)
AIM = targeting(
    rule="fletchers-customer.1",
    verb="aim",
    key=CUSTOMER_KEY,
    available=_is_customer,
    help="as the Fletcher's Customer: choose who your dying shot attacks (one change a phase, "
    "one emergency)",
    declaration=Declaration(effects=(Effect.RETRIBUTION,), aim=Aim.SETTLED_FOE),
)

# fletchers-customer.4: the Huntress's shot; a hit reveals the player as the customer
SHOT = shot(rule="fletchers-customer.4", revealed="customer.revealed")


def customer_dies(eng: Engine, victim: Player, ev: Event) -> None:
    """fletchers-customer.3 / fletchers-customer.5 / fletcher.5: a customer who still has the
    abilities and dies in any way but a direct lynch attacks their target at once, as a
    Huntress; with no living target nothing happens and nothing is revealed."""
    if eng.state.outcome is not None or not _holds(victim):
        return
    target = breath_target(eng, victim, CUSTOMER_KEY)
    if target is None:
        return  # fletchers-customer.5
    last_shot(
        eng, victim, target, ev, ability=SHOT, role=CUSTOMER, rule="fletchers-customer.3"
    )


FLETCHER = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    abilities=(COMMISSION, REVOKE),
    setup=open_window,
    rules=(
        *(f"fletcher.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5, 6, 7)),
        *(f"fletchers-customer.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    ),
    summary="On Day 0, choose a customer who gains a Huntress's dying shot; you may take it "
    "back for good while you live.",
    description=(
        "On Day 0 the Fletcher chooses another player as their customer (if they have not by "
        "the end of Day 0, one is drawn at random; a Fletcher made later chooses on their "
        "first day as one); the choice is final. The Fletcher's "
        "Customer is an extra role held on top of the player's own: the customer gains a "
        "private channel and the dying shot of a Huntress: they may choose a player at any "
        "time (one change a phase, plus one emergency change), and if they die in any way "
        "except a direct lynch by the day's vote, that player is attacked at once; if the "
        "attack succeeds, everyone learns they were the Fletcher's Customer. The customer is "
        "not told who the Fletcher is. While alive, the Fletcher may revoke the customer's "
        "abilities at any time, for good. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.fletcher_day0",
    "refuse.fletcher_chosen",
    "refuse.not_customer",
    "customer.made",
    "fletcher.chosen",
    "customer.revoked",
    "fletcher.revoked",
    "customer.revealed",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "fletcher.b1": "On Day 0 the Fletcher chooses a customer.",
    "fletcher.b2": "The customer gains a Huntress's abilities unless the Fletcher takes them "
    "back.",
    "fletcher.1": "The Fletcher picks the customer at the start of the game.",
    "fletcher.2": "The customer, once chosen, never changes.",
    "fletcher.3": "With no customer chosen when Day 0 ends, one is drawn at random.",
    "fletcher.4": "The Fletcher cannot be their own customer.",
    "fletcher.5": "The customer gains a private channel and a dying shot at a target of their "
    "own.",
    "fletcher.6": "While alive, the Fletcher may take the customer's abilities away for good.",
    "fletcher.7": "Choosing and revoking take effect at once.",
    "fletchers-customer.b1": "The Fletcher's Customer may attack a player with their dying "
    "breath.",
    "fletchers-customer.1": "The customer may choose a target (never themself), or nobody.",
    "fletchers-customer.2": "The customer may change the target once a phase, plus one "
    "emergency change.",
    "fletchers-customer.3": "When the customer dies other than by a direct lynch, they attack "
    "their target.",
    "fletchers-customer.4": "The attack happens at once; a hit reveals the player as the "
    "customer.",
    "fletchers-customer.5": "With no living target there is no attack and no reveal.",
    "fletchers-customer.6": "While alive, the Fletcher may take the customer's abilities away "
    "for good.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "customer_made",
    "customer_unchosen",
)

# R37: the Fletcher's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
# fletchers-customer.b1 / fletcher.5: the Fletcher's Customer, an extra role the Fletcher hands
# out (its card only: the rules above carry it as a status, ``HELD``); a setup never deals it
CUSTOMER_CARD = RoleDef(
    name=CUSTOMER,
    team="none",
    category="Miscellaneous",
    summary="Chosen by a Fletcher: you may aim a dying shot at a player.",
    description=(
        "Held on top of the role you were dealt, which you keep. Choose a target (one change "
        "a phase, and one emergency change); if you die in any way but a direct lynch, you "
        "attack them at once, and a hit shows everyone you were the customer. With no living "
        "target nothing happens. While alive, the Fletcher may take this away for good."
    ),
    abilities=(AIM,),
    rules=tuple(f"fletchers-customer.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    book_group="Extra Miscellaneous",
    handed_out="a Fletcher chooses their customer by day (or one is drawn at the end of Day 0).",
    status=HELD,
)

FAMILY = Family(
    name="fletcher",
    roles=(FLETCHER,),
    extras=(CUSTOMER_CARD,),
    # fletcher.5: whoever holds the extra role may choose their shot's target, whatever their
    # own role
    common=(AIM,),
    listeners=(
        # fletcher.3: a customer drawn for a Fletcher who chose none by the end of Day 0
        ("day_end_consequences", assign_at_day_end),
        # fletchers-customer.3: the customer's dying shot
        ("death", customer_dies),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    statuses=(HELD,),
    known_statuses=(HELD,),  # fletcher.5: the customer knows they are one
    state=FletcherState,
)
