"""Werewolf roles beyond the plain Wolf: the Knowledgeable Wolf and the Scared Wolf (role book:
werewolves/miscellaneous/scared wolf).

The Scared Wolf has no verb of its own: its escape is a passive defence (R8, tried after the
absences and active protections), and its one active ability is the pack's attack (R9).
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Meaning
from ..engine.messages import render
from ..engine.rules import Family, Ruleset
from ..engine.state import Player, Setup
from .base import pack_wolf

KNOWING = "knows the role list"
SCARED = "escapes one night attack"  # the tag of roles that escape their first night attack
SCARED_ESCAPES = "scared escapes"  # the counter of escapes left (1 at the start)


def _told_roles(eng: Engine, wolf: Player) -> None:
    """S0.1 / S0.2 / S0.4 / R32: at the start of the game the Knowledgeable Wolf is told the roles
    the host chose for it (possibly all of them), or else a seeded-random half (rounded up) of the
    role list."""
    setup = eng.state.setup
    if setup.known_roles is not None:
        roles = sorted(setup.known_roles)
    else:
        entries = sorted(p.original_role for p in eng.state.players)
        order = eng.shuffle("Knowledgeable Wolf's roles", entries)
        roles = sorted(order[: (len(entries) + 1) // 2])
    eng.tell(wolf, "kw.roles", rule="R32", kind="role_list", roles=roles)


def refuse_public_list(setup: Setup, rules: Ruleset) -> str | None:
    """S0.3 / R32: a Knowledgeable Wolf only plays with a partial or private role list."""
    if setup.role_list != "public":
        return None  # speed: the only list it refuses, asked before every role is read
    knowing = {r.name for r in rules.roles.values() if KNOWING in r.tags}
    if any(role in knowing for _, role in setup.players):
        return render("setup.knowing_wolf_public", {})
    return None


def scared_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """scared-wolf.1 / scared-wolf.2 / scared-wolf.3: the Scared Wolf's one escape."""
    # scared-wolf.1: only an attack (R8's first kind: never a kill, a lynch or a true kill), and
    # only at night (odd phases); whoever makes it, even with no attacker named
    if kind != "attack" or eng.state.phase % 2 != 1 or SCARED not in eng.role_of(victim).tags:
        return None
    # scared-wolf.3: once spent, the ability is gone (a player who becomes a Scared Wolf later,
    # with no counter yet, still has their one escape)
    if victim.counters.get(SCARED_ESCAPES, 1) <= 0:
        return None
    victim.counters[SCARED_ESCAPES] = 0
    causes = [
        ev.id
        for ev in reversed(eng.state.events)
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]
    ][:1]
    # scared-wolf.2: the Scared Wolf learns it was attacked (and that the escape is spent)
    eng.tell(victim, "scared.escaped", rule="scared-wolf.2", causes=causes)
    return "a scared escape"


def _deal_scared(eng: Engine, player: Player) -> None:
    # scared-wolf.3: one escape in the whole game
    player.counters[SCARED_ESCAPES] = 1


KNOWLEDGEABLE_WOLF = pack_wolf(
    "Knowledgeable Wolf",
    category="Investigative",
    tags=frozenset({KNOWING}),
    setup=_told_roles,
    rules=("S0.1", "S0.2", "S0.3", "S0.4", "R32"),
    summary="A pack wolf who starts the game knowing some of the roles in it.",
    description=(
        "A lycan in the wolfpack. At the start of the game learns some of the roles on the role "
        "list: those the host chose (which may be all of them), or else a random half. Only "
        "plays in games whose role list is partial or private."
    ),
    book_group="Werewolf Miscellaneous",
)


# scared-wolf.1: a lycan in the pack (the book's werewolf-team members are lycans unless it says
# otherwise), whose only active ability is the pack's attack
SCARED_WOLF = pack_wolf(
    "Scared Wolf",
    category="Miscellaneous",
    tags=frozenset({SCARED}),
    setup=_deal_scared,
    rules=("scared-wolf.b1", "scared-wolf.1", "scared-wolf.2", "scared-wolf.3", "R9"),
    summary="A pack wolf who escapes the first night attack on them.",
    description=(
        "A lycan in the wolfpack. The first time anyone attacks the Scared Wolf at night, the "
        "attack fails and the Scared Wolf is told they were attacked; after that they are as "
        "vulnerable as anyone. Kills, lynches and attacks by day are never escaped. Being "
        "passive, the escape works even while their abilities are blocked."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Miscellaneous",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.knowing_wolf_public",
    "kw.roles",
    "scared.escaped",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "scared-wolf.b1": "The first night attack on the Scared Wolf does not harm them.",
    "scared-wolf.1": "The first attack on the Scared Wolf at night, by anyone, fails.",
    "scared-wolf.2": "The Scared Wolf is told they were attacked.",
    "scared-wolf.3": "The escape works once: later attacks are as on anyone.",
}


# R37: the manifest of the werewolf roles beyond the plain Wolf; where its listener runs among
# other families' is the resolution table's (roles/order.py).
FAMILY = Family(
    messages=MESSAGES,
    name="wolves",
    roles=(KNOWLEDGEABLE_WOLF, SCARED_WOLF),
    rulebook=RULE_TEXT,
    # what its messages tell their reader (for bots that know no role)
    meanings={"kw.roles": Meaning.ROLES_PRESENT},
    listeners=(
        # S0.3 / R32: a Knowledgeable Wolf needs a partial or private role list
        ("validate_setup", refuse_public_list),
    ),
    # R8: the Scared Wolf's escape is a passive defence, tried after absences and active ones
    defences=(("passive", "wolves", scared_defence),),
    statuses=(),
)
