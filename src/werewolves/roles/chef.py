"""The Chef: an unaligned cook who feeds one customer a day, and needs a waiter alive to win.

Verbs (scenario and terminal game):

- Chef, at night, a choice that takes effect at the start of the next day (changeable until the
  night ends): ``charm X`` (charmed food for X) or ``poison X`` (poisoned food for X). The last
  choice made in the night is the one served; ``charm nobody`` / ``poison nobody`` withdraws it.
  Never the Chef himself, never a player who has already eaten his food (one who ate another
  Chef's food is accepted, as he cannot know it, and the food cannot be served at dawn).
- the customer (whoever was served food today), by day, immediate, changeable all day:
  ``eat`` (eat the food when the day ends) or ``refuse`` (leave it; the default).

Chat: the Chef and the day's customer share the ``restaurant`` channel for that day; the Chef's
lines there show as "Chef", never his name (a whisper: never a visit, never blocked).

Statuses a scenario can check (``has`` / ``lacks``): ``customer`` (food is waiting today),
``eaten`` (has eaten once; never served again), ``charmed food`` (safe from attacks tonight),
``waiter`` (host-only; nobody is told).

Role book (2023): the food is served at the start of the day, if the Chef is still alive; eating
is an end-of-day action; poisoned food kills the eater at the end of that day (a kill, not an
attack); charmed food protects the eater from attacks during the following night. A Chef who dies
during the day closes the restaurant: the customer leaves without eating. Some players are waiters
(one drawn from the townsfolk, one from the werewolves and one from each solo team in the game at
the start; nobody is told); the Chef wins if he and at least one waiter are alive when the game
ends, whoever wins it, and descends (a true kill and a loss) when the last waiter dies. The Chef
is not affected by redirections.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Mix
from ..engine.effects import Apply, Choose
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, Resolve, RoleDef
from ..engine.state import Group, Player

NAME = "Chef"
CHEF_TAG = "chef"
CUSTOMER = "customer"  # status: food from a Chef is waiting for this player today
EATEN = "eaten"  # status: this player has eaten a Chef's food once (never served again)
CHARMED = "charmed food"  # status: protected from attacks during the coming night
WAITER = "waiter"  # status: one of the Chef's waiters (host-only; nobody is told)
RESTAURANT = "restaurant"
FOODS = {"charm": "charmed", "poison": "poisoned"}


@dataclass
class ChefState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``waiters``: role book / R6: the waiters drawn at the start (None until drawn; an empty list
    when the game had nobody to draw). ``orders``: role book: each Chef's last food choice of the
    night, by Chef (``day``, ``food``, ``customer``, ``event``), served at the start of the next
    day; looked up Chef by Chef in seat order, never walked."""

    waiters: list[str] | None = None
    orders: dict[str, dict[str, int | str]] = field(default_factory=dict)


def _chefs(eng: Engine) -> list[Player]:
    return [p for p in eng.state.players if CHEF_TAG in eng.role_of(p).tags]


def restaurant_of(eng: Engine, chef: Player) -> str:
    """Each Chef has his own restaurant channel: ``restaurant`` (``restaurant 2`` … if several)."""
    index = [p.name for p in _chefs(eng)].index(chef.name)
    return RESTAURANT if index == 0 else f"{RESTAURANT} {index + 1}"


# ---------------------------------------------------------------------------- waiters


def draw_waiters(eng: Engine) -> None:
    """Role book (chef.11 / chef.12 / chef.13 / chef.16): at the start, one waiter is drawn from
    the townsfolk, one from the werewolves and one from each solo team in the game (R6: with the
    game's seeded draw, logged); nobody is told. Teams created later get no waiter."""
    if not _chefs(eng) or eng.ext(ChefState).waiters is not None:
        return
    teams: dict[str, list[str]] = {}
    for p in eng.state.players:
        team = eng.team_of(p)
        if team != "unaligned":
            teams.setdefault(team, []).append(p.name)
    order = sorted(teams, key=lambda t: ({"town": 0, "wolves": 1}.get(t, 2), t))
    waiters: list[str] = []
    for team in order:
        tname = eng.rules.teams[team].name if team in eng.rules.teams else team
        waiters.append(eng.draw(f"Chef's waiter from the {tname}", teams[team]))
    ev = eng.emit("waiters_chosen", targets=waiters, rule=NAME, data={"teams": order})
    eng.ext(ChefState).waiters = waiters
    for name in waiters:
        eng.add_status(eng.player(name), WAITER, source=ev.id)


def _waiters_alive(eng: Engine) -> bool:
    return any(eng.player(n).alive for n in eng.ext(ChefState).waiters or [])


def _descend_without_waiters(eng: Engine, causes: list[int]) -> None:
    """Role book (chef.17): when the last waiter is dead the Chef can no longer win: he descends at
    once (a true kill, announced with his role, a loss)."""
    if eng.ext(ChefState).waiters is None or _waiters_alive(eng):
        return
    for chef in _chefs(eng):
        if chef.alive:
            eng.descend(chef, causes=causes, rule=NAME)


def win_check(eng: Engine, causes: list[int]) -> None:
    # R5: also checked at every win check, for a game that started with no waiter at all.
    _descend_without_waiters(eng, causes)


def also_win(eng: Engine, team: str | None) -> list[str]:
    """Role book (chef.b3 / chef.14 / chef.15): the game is over; a living Chef with at least one
    living waiter wins too, with whichever team won (even one whose goal is to kill everybody
    else)."""
    if not _waiters_alive(eng):
        return []
    return [c.name for c in _chefs(eng) if c.alive]


# ---------------------------------------------------------------------------- the Chef's order


def _check_order(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # Role book (chef.10): a customer who has eaten once can never be sent food again. d08 / R7:
    # refused only when it was this Chef's food (he served it; it was a visit to him, S0.19). That
    # they ate another Chef's food is no business of his: his choice is accepted and its serving
    # fails at dawn (``day_start``), as it would if he were blocked.
    for t in targets:
        if any(st.data.get("chef") == actor.name for st in t.all(EATEN)):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.chef_eaten", {"player": t.name}))
    return None


def _latest_choice(eng: Engine, chef: Player) -> int | None:
    """The event of the Chef's last food choice (or withdrawal) this night."""
    # d13: from the end of the log back to the start of this night only, never the whole log
    ev: Event
    for ev in reversed(eng.state.events):
        if ev.phase < eng.state.phase:
            break
        if (
            ev.actor == chef.name
            and ev.kind in ("action_chosen", "action_withdrawn")
            and ev.params.get("verb") in FOODS
        ):
            return ev.id
    return None


def _order(eng: Engine, act: Act) -> None:
    """Role book (chef.b1 / chef.7): the night's choice is kept for the start of the next day; only
    the last choice made counts, so a later ``poison`` replaces an earlier ``charm`` and a
    withdrawal clears it."""
    if _latest_choice(eng, act.actor) != act.event.id:
        return
    eng.ext(ChefState).orders[act.actor.name] = {
        "day": eng.state.phase + 1,
        "food": FOODS[act.ability.verb],
        "customer": act.targets[0].name,
        "event": act.event.id,
    }


def _food_choice(verb: str, help_text: str, declaration: Declaration) -> Ability:
    # Role book (chef.18 / chef.19): chosen each night, never himself (R7), served at the start of
    # the day; recording the choice is no visit and cannot be blocked (the serving can, R17); the
    # Chef is never redirected (R16).
    return Ability(
        verb=verb,
        when="night",
        timing="end",
        does=Apply(),
        resolve=_order,
        visits=False,
        blockable=False,
        redirectable=False,
        check=_check_order,
        rule=NAME,
        help=help_text,
        declaration=declaration,
    )


CHARM = _food_choice(
    "charm",
    "send charmed food to a player; it is served tomorrow morning",
    Declaration(effects=(Effect.PROTECTION,), aim=Aim.FRIEND),
)
POISON = _food_choice(
    "poison",
    "send poisoned food to a player; it is served tomorrow morning",
    Declaration(effects=(Effect.HARM,), aim=Aim.FOE),
)


# ---------------------------------------------------------------------------- serving


def _serve(eng: Engine, act: Act) -> None:
    """Role book (chef.1 / chef.2): the customer is seated in the Chef's restaurant for the day,
    where the Chef talks to them unnamed (a whisper channel, reset for each customer); they are
    offered the food and never told which food it is."""
    chef, customer = act.actor, act.targets[0]
    name = restaurant_of(eng, chef)
    house = eng.group(name)
    if house is None:
        house = Group(name=name, channel=f"{name} channel")
        eng.state.groups.append(house)
    eng.empty_group(name, causes=[act.event.id], rule=NAME, announce=False)
    house.anonymous[chef.name] = NAME
    eng.join_group(chef, name, cause=act.event.id, rule=NAME)
    eng.join_group(customer, name, cause=act.event.id, rule=NAME)
    order = act.event.data
    eng.add_status(
        customer,
        CUSTOMER,
        source=act.event.id,
        until=eng.state.phase,
        data={"chef": chef.name, "food": order["food"], "eat": False},
    )
    eng.tell(customer, "chef.served", rule=NAME, causes=[act.event.id], channel=name)
    eng.tell(
        chef,
        "chef.serving",
        rule=NAME,
        causes=[act.event.id],
        player=customer.name,
        food=order["food"],
        channel=name,
    )


# S0.8 / R15: serving is the Chef's ability reaching another player, so it is a visit (Chef →
# customer) when it takes effect at the start of the day; it can be blocked (R17), never
# redirected (R16).
SERVE = Ability(
    verb="serve",
    when="day",
    timing="immediate",
    does=Apply(),
    resolve=_serve,
    redirectable=False,
    fail_msg="chef.not_served",
    rule=NAME,
)


def day_start(eng: Engine) -> None:
    """R2: a start-of-day effect, only if the Chef is still alive at the start of the day."""
    day = eng.state.phase
    if day % 2:
        return
    orders = eng.ext(ChefState).orders
    for chef in _chefs(eng):
        order = orders.pop(chef.name, None)
        if not chef.alive or not order or order.get("day") != day:
            continue
        customer = eng.player(str(order["customer"]))
        # R7: no food for the dead.
        if not customer.alive or customer is chef:
            continue
        # Role book: nor for a player who has eaten before. d08 / R7: the Chef could not know
        # they had (another Chef's food), so his choice was accepted; the serving fails here
        # before the food is sent (no visit, R15) and he is told what a failed serving tells.
        if customer.has(EATEN):
            ev = eng.emit(
                "action_failed",
                actor=chef.name,
                targets=[customer.name],
                causes=[int(order["event"]), *(st.source for st in customer.all(EATEN))],
                rule=NAME,
                data={"verb": "serve", "why": "they have already eaten a Chef's food"},
            )
            eng.tell(chef, "chef.not_served", rule=NAME, causes=[ev.id], target=customer.name)
            continue
        ev = eng.emit(
            "chef_serves",
            actor=chef.name,
            targets=[customer.name],
            causes=[int(order["event"])],
            rule=NAME,
            data={"food": order["food"]},
        )
        eng.perform(Act(chef, SERVE, [customer], ev, NAME))


# ---------------------------------------------------------------------------- the customer


def _is_customer(eng: Engine, p: Player) -> bool:
    return p.has(CUSTOMER)


def _decide(eng: Engine, act: Act, eat: bool) -> None:
    st = act.actor.get(CUSTOMER)
    if st is None:
        return
    st.data["eat"] = eat
    if eat:
        eng.tell(act.actor, "chef.will_eat", rule=NAME, causes=[act.event.id])
    else:
        eng.tell(act.actor, "chef.will_refuse", rule=NAME, causes=[act.event.id])


def _decide_eat(eng: Engine, act: Act) -> None:
    _decide(eng, act, True)


def _decide_refuse(eng: Engine, act: Act) -> None:
    _decide(eng, act, False)


# Role book (chef.3 / chef.8): the customer says yes or no during the day (the decision is no visit
# and can be changed until the day ends); the eating itself is the end-of-day action.
def _customer_choice(
    verb: str, resolve: Resolve, help: str, declaration: Declaration
) -> Ability:
    """A choice of the day's customer: no visit, never blocked or redirected, changeable."""
    return Ability(
        verb=verb,
        when="day",
        timing="immediate",
        does=Choose(),
        resolve=resolve,
        min_targets=0,
        max_targets=0,
        per_phase=None,
        visits=False,
        blockable=False,
        redirectable=False,
        available=_is_customer,
        available_reads_player_only=True,
        rule=NAME,
        help=help,
        declaration=declaration,
    )


EAT = _customer_choice(
    "eat",
    _decide_eat,
    "eat the Chef's food when the day ends (you are not told which food it is)",
    # the food may be poisoned: a screen asks first, a bot never eats
    Declaration(
        hurts_user=True, warning="The Chef's food may be poisoned.", aim=Aim.SKIP
    ),
)
REFUSE = _customer_choice(
    "refuse",
    _decide_refuse,
    "leave the Chef's food uneaten (the default)",
    Declaration(aim=Aim.SKIP),  # the default already: a bot has nothing to gain by saying so
)


def _eat(eng: Engine, act: Act) -> None:
    """Role book (chef.b2 / chef.4): the customer eats; poisoned food kills them at the end of this
    day (a kill, not an attack, so protections do not stop it; R4: after the batch); charmed
    food protects them from attacks during the next night. Either way they can never be served
    again."""
    customer, chef = act.actor, act.targets[0]
    food = str(act.event.data.get("food"))
    eng.remove_status(customer, CUSTOMER)
    eng.add_status(customer, EATEN, source=act.event.id, data={"chef": chef.name, "food": food})
    eng.tell(customer, "chef.ate", rule=NAME, causes=[act.event.id])
    if food == "poisoned":
        eng.kill(
            customer, "kill", causes=[act.event.id], rule=NAME, by=chef, source="poisoned food"
        )
    else:
        eng.add_status(
            customer,
            CHARMED,
            source=act.event.id,
            until=eng.state.phase + 1,
            data={"by": "the Chef's charmed food"},
        )


# S0.19 / S0.14 / R15: eating the food is a visit by the customer (who chooses to accept the offer)
# to the Chef. It is an end-of-day action: blockable (R17), never redirected (R16).
MEAL = Ability(
    verb="eat",
    when="day",
    timing="end",
    does=Apply(),
    resolve=_eat,
    redirectable=False,
    rule="S0.19",
)


def end_of_day_meals(eng: Engine) -> None:
    """R2: eating is an end-of-day effect, for a customer still alive whose Chef is alive (a Chef
    who died during the day has already closed his restaurant)."""
    if eng.state.phase % 2:
        return
    for p in eng.state.players:
        st = p.get(CUSTOMER)
        if st is None or not p.alive or not st.data.get("eat"):
            continue
        chef = eng.player(str(st.data["chef"]))
        if not chef.alive:
            continue
        ev = eng.emit(
            "chef_meal",
            actor=p.name,
            targets=[chef.name],
            causes=[st.source],
            rule="S0.19",
            data={"food": st.data["food"]},
        )
        eng.perform(Act(p, MEAL, [chef], ev, "Restaurant Customer"))


def charmed_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """Role book (chef.5 / chef.6) / R8: charmed food is an effect-based (active) protection
    against attacks, at night only; kills, lynches and true kills pass."""
    if kind == "attack" and eng.state.phase % 2 == 1:
        st = victim.get(CHARMED)
        if st is not None:
            return str(st.data.get("by", "charmed food"))
    return None


def close_restaurants(eng: Engine) -> None:
    """The restaurant channel lasts one day; each new customer starts a fresh conversation."""
    if eng.state.phase % 2:
        return
    for chef in _chefs(eng):
        eng.empty_group(restaurant_of(eng, chef), causes=[], rule=NAME)


def on_death(eng: Engine, victim: Player, ev: Event) -> None:
    """Role book (chef.9): a Chef who dies during the day sends his customer away uneaten at once;
    and when the last waiter dies, the Chef descends."""
    closing = eng.state.step not in ("day_end_effects", "day_end_consequences")
    if CHEF_TAG in eng.role_of(victim).tags and eng.state.phase % 2 == 0 and closing:
        for p in eng.state.players:
            st = p.get(CUSTOMER)
            if st is None or st.data.get("chef") != victim.name:
                continue
            eng.remove_status(p, CUSTOMER)
            eng.empty_group(restaurant_of(eng, victim), causes=[ev.id], rule=NAME, announce=False)
            if p.alive:
                eng.tell(p, "chef.closed", rule=NAME, causes=[ev.id])
    if victim.has(WAITER):
        _descend_without_waiters(eng, [ev.id])


CHEF = RoleDef(
    name=NAME,
    team="unaligned",
    category="Power",
    abilities=(CHARM, POISON),
    tags=frozenset({CHEF_TAG}),
    rules=(NAME, "S0.8", "S0.14", "S0.19", "R2", "R4", "R8", "R15", "R16", "R17", "R34"),
    summary="Each night send charmed or poisoned food to a player; stay alive with one of your "
    "hidden waiters to win with whoever wins.",
    description=(
        "Unaligned. Each night the Chef picks a customer (never himself, never someone who has "
        "eaten before) and a food, charmed or poisoned. If the Chef is alive at the start of the "
        "next day, the customer joins him in the restaurant channel, where the Chef speaks "
        "unnamed, and may choose to eat before the day ends without knowing which food it is. "
        "Poisoned food kills the eater at the end of that day; charmed food keeps them safe from "
        "attacks during the next night. Eating is a visit from the customer to the Chef. If the "
        "Chef dies during the day, the customer leaves without eating. Some players are secretly "
        "his waiters: one from the townsfolk, one from the werewolves and one from each solo team. "
        "The Chef wins with any team if he and at least one waiter are alive when the game ends; "
        "when the last waiter dies he descends and loses. Redirections never affect him."
    ),
    mix=Mix(from_players=18),
    book_group="Unaligned Power",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.chef_eaten",
    "chef.served",
    "chef.serving",
    "chef.not_served",
    "chef.will_eat",
    "chef.will_refuse",
    "chef.ate",
    "chef.closed",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Chef": (
        "The Chef sends charmed or poisoned food each night; it is served at the next day's start"
        " and eaten, if chosen, before it ends; he wins with a living waiter."
    ),
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "waiters_chosen",
    "chef_serves",
    "chef_meal",
)


# R37: the Chef family's manifest. The order in which its listeners and its defence run among
# other families' is the resolution table's (roles/order.py), never this list's.
FAMILY = Family(
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="chef",
    roles=(CHEF,),
    # role book: whoever was served food today may eat it or refuse it, whatever their role
    common=(EAT, REFUSE),
    listeners=(
        # R6: the waiters are drawn once, when the game starts
        ("game_start", draw_waiters),
        # R2: the food is served at the start of the day
        ("day_start", day_start),
        # R2: the meals are end-of-day effects, inside that batch (R4: deaths after it)
        ("batch_start", end_of_day_meals),
        ("day_end_consequences", close_restaurants),
        ("death", on_death),
        # R5 / R34: a Chef with no waiter left descends; one with a living waiter also wins
        ("win_check", win_check),
        ("also_win", also_win),
    ),
    # R8: charmed food is an effect-based (active) protection
    defences=(("active", "charmed food", charmed_defence),),
    statuses=(CUSTOMER, EATEN, CHARMED, WAITER),
    # the customer knows they were served and ate; never which food it was, nor the waiters
    known_statuses=(CUSTOMER, EATEN),
    state=ChefState,
)
