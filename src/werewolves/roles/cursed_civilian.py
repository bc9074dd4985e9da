"""The Cursed Civilian (role book: townsfolk/miscellaneous/cursed civilian): a townsperson whom a
wolfish player's attack does not kill but turns into a Wolf.

No verb: the role has no active ability. Its curse is a defence of the last kind (R8, the
recruitment kind: the book's "role based role changes", tried after absences, protections and
escapes, and before an effect's role change such as a demonization): the attack is stopped and
the player joins the wolfpack as a regular Wolf through the one joining (``base.join_pack``),
which loses them their role through the engine's one path for a role change.

Everything this role needs is declared here and in its row of the resolution table.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.events import Event
from ..engine.rules import Family, RoleDef
from ..engine.state import Player
from .base import WOLF, is_wolfish, join_pack

NAME = "Cursed Civilian"
CURSED = "turns wolf when a wolfish player attacks"  # the tag of roles a wolfish attack turns


def _attempt(eng: Engine, victim: Player) -> Event | None:
    """The kill attempt being defended against (the latest one on ``victim``)."""
    ev: Event
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            return ev
    return None


def cursed_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """cursed-civilian.b1: an attack on the Cursed Civilian by a wolfish player does not kill
    them: they turn into a Wolf instead. cursed-civilian.2: any other attack, and any other
    kind of death (a kill, a lynch), by anyone, is as on anyone (ruling RM180)."""
    if kind != "attack" or attacker is None or CURSED not in eng.role_of(victim).tags:
        return None
    by = eng.find(attacker)
    # cursed-civilian.2: only a wolfish attacker (a pack member, a lone werewolf, a lycan)
    if by is None or not is_wolfish(eng, by):
        return None
    attempt = _attempt(eng, victim)
    causes = [attempt.id] if attempt is not None else []
    # cursed-civilian.b1 / cursed-civilian.1: the townsperson betrays the town: they lose their
    # role and join the pack as a Wolf (one of the book's role losses); a joining the
    # rules refuse (a role that cannot change) stops nothing
    changed = join_pack(
        eng, victim, causes=causes, rule="cursed-civilian.b1", msg="cursed.turned"
    )
    if changed.kind != "role_changed":
        return None
    return "the curse"


# cursed-civilian.1: on the town's team until the curse turns them
CURSED_CIVILIAN = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({CURSED}),
    rules=("cursed-civilian.b1", "cursed-civilian.1", "cursed-civilian.2"),
    summary=(
        "A townsperson with no ability; if a wolfish player attacks you, you do not die but "
        "become a Wolf."
    ),
    description=(
        "Plays for the town and has no ability. An attack by a wolfish player (the pack's, a "
        "lone werewolf's) does not kill the Cursed Civilian: they lose their role and join the "
        "wolfpack as a regular Wolf, winning with the werewolves from then on. A protection "
        "that stops the attack first leaves them a Cursed Civilian. Any other attack or death "
        "kills them as anyone."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "cursed.turned",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "cursed-civilian.b1": "A wolfish player's attack turns the Cursed Civilian into a Wolf.",
    "cursed-civilian.1": "The Cursed Civilian plays for the town until the curse turns them.",
    "cursed-civilian.2": "Any other attack or death kills the Cursed Civilian as anyone.",
}

# R37: the Cursed Civilian's manifest; where its defence is tried among the other families' is
# the resolution table's (roles/order.py)
FAMILY = Family(
    name="cursed_civilian",
    roles=(CURSED_CIVILIAN,),
    # cursed-civilian.b1: a role-based role change, the last kind of defence (R8)
    defences=(("recruitment", "the curse", cursed_defence),),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(),
    # cursed-civilian.b1: the curse makes a Wolf
    becomes=(WOLF.name,),
)
