"""The Recluse (role book: werewolves/miscellaneous/recluse): a werewolf outside the pack who is
told at once of every power used on them, and whom no wolfish attack harms.

No verb: the Recluse has no active ability. Being told is a listener on the engine's moment an
ability reaches a player (``lands``: after blocks and redirections, before the ability's
effect); the protection is a passive defence (R8), tried after absences and active protections.

Everything this role needs is declared here and in its rows of the resolution table: the role,
the listener, the defence, the messages and the rule text.
"""

from __future__ import annotations

from ..engine.core import Act, Engine
from ..engine.declarations import Meaning
from ..engine.rules import Family, RoleDef
from ..engine.state import Player
from .base import WOLVES, in_pack, is_wolfish

NAME = "Recluse"
TOLD = "told of every power used on them"  # the tag of roles told of what reaches them
SHUNNED = "wolfish attacks fail"  # the tag of roles no wolfish attack harms


def _werewolf(eng: Engine, player: Player) -> bool:
    """recluse.2: a member of the wolfpack or of the werewolf team."""
    return in_pack(eng, player) or eng.team_of(player) == WOLVES.key


def told_of_powers(eng: Engine, act: Act, target: Player) -> None:
    """recluse.b1 / recluse.b2 / recluse.1 / recluse.2: a power reaching a Recluse is told to
    them at once: the role it belongs to and the power; the user's name only when the user is
    a werewolf."""
    if not target.alive or TOLD not in eng.role_of(target).tags:
        return
    actor = act.actor
    # recluse.1: the role the power belongs to (ruling RM46: the user's true role, no disguise:
    # a pack's attack is told as its executor's role; a power kept through a group alone as
    # the user's current role)
    known = eng.rules.role(act.role)
    role = known.name if known is not None else eng.role_of(actor).name
    causes = [act.event.id]
    if _werewolf(eng, actor):
        # recluse.b2 / recluse.2: a werewolf's power comes with the werewolf's name
        eng.tell(
            target,
            "recluse.told_by_wolf",
            rule="recluse.2",
            causes=causes,
            player=actor.name,
            role=role,
            verb=act.ability.verb,
        )
        return
    # recluse.1: anyone else's, with the role and the power only, never the name
    eng.tell(
        target, "recluse.told", rule="recluse.1", causes=causes, role=role, verb=act.ability.verb
    )


def recluse_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """recluse.4: an attack by a wolfish player on the Recluse fails (every time; other kinds
    of death, and attacks by anyone else, work as usual)."""
    if kind != "attack" or attacker is None or SHUNNED not in eng.role_of(victim).tags:
        return None
    by = eng.find(attacker)
    if by is None or not is_wolfish(eng, by):
        return None
    return "the wolves' shunning"


# recluse.3: on the werewolf team, but no lycan and outside the pack's group (neither it nor the
# pack is told of the other)
RECLUSE = RoleDef(
    name=NAME,
    team="wolves",
    lycan=False,
    category="Miscellaneous",
    attack_class="wolves",
    tags=frozenset({TOLD, SHUNNED}),
    rules=("recluse.b1", "recluse.b2", "recluse.1", "recluse.2", "recluse.3", "recluse.4"),
    summary=(
        "A werewolf outside the pack: you are told of every power used on you, with the "
        "werewolf's name when a werewolf uses it; wolfish attacks on you fail."
    ),
    description=(
        "On the werewolf team, but no lycan and not in the wolfpack: the Recluse and the pack "
        "do not know each other. Whenever a player's power reaches the Recluse, the Recluse is "
        "told at once which role used which power on them; when that player is a member of the "
        "pack or of the werewolf team, their name too. An attack by a wolfish player on the "
        "Recluse fails. Wins with the werewolves."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "recluse.told",
    "recluse.told_by_wolf",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "recluse.b1": "The Recluse is told at once of every power used on them.",
    "recluse.b2": "A werewolf's power on the Recluse comes with the werewolf's name.",
    "recluse.1": "The Recluse learns the role and the power used, not who used it.",
    "recluse.2": "Members of the pack or of the werewolf team are named to the Recluse as well.",
    "recluse.3": "The Recluse is no lycan and is not in the wolfpack.",
    "recluse.4": "An attack on the Recluse by a wolfish player fails.",
}

# R37: the Recluse's manifest; where its listener and defence run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="recluse",
    roles=(RECLUSE,),
    listeners=(
        # recluse.b1: every power reaching a Recluse
        ("lands", told_of_powers),
    ),
    # recluse.4: a passive defence (R8), tried after absences and active protections
    defences=(("passive", "recluse", recluse_defence),),
    messages=MESSAGES,
    meanings={"recluse.told_by_wolf": Meaning.ROLE_LEARNED},
    rulebook=RULE_TEXT,
    statuses=(),
)
