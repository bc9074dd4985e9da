"""The Assistant (role book: townsfolk/miscellaneous/assistant): a townsperson who chooses a
player and, once a game, sends the first wolfish power that reaches them (an attack aside) on to
that player instead.

Verb (scenario and terminal game): Assistant, in any phase, immediate: ``target X`` (not
themself), ``target nobody`` to clear — the shared targeting ability (``engine.targeting``): one
change a phase plus one emergency change a game.

The redirection has no verb: it is a redirector (the engine's one redirection machinery, R16),
asked whenever an ability that redirections affect reaches a player. It never names another
role: it asks whether the user is wolfish (``base.is_wolfish``) and whether the ability is an
attack (``Ability.kind``). The user is told nothing; the engine records the redirection for the
host, and the visits are the user's, to the Assistant and to the final target (R16).
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player
from ..engine.targeting import target_of, targeting
from .base import is_wolfish

NAME = "Assistant"
REDIRECTS = "sends one wolfish power on"  # the tag of roles that redirect a wolfish power once
SPENT = "assistant_redirected"  # memory: the once-a-game redirection has been used


# assistant.1 / assistant.2 (rule-ability-types: targeting): the Assistant chooses a player at
# once, in any phase, never themself; one change a phase plus one emergency change a game.
TARGET = targeting(
    rule="assistant.1",
    help="choose who the first wolfish power used on you (not an attack) is sent on to "
    "(one change a phase, one emergency)",
    declaration=Declaration(effects=(Effect.REDIRECTION,), aim=Aim.SETTLED_FOE),
)


def redirect(eng: Engine, actor: Player, ability: Ability, target: Player) -> Player | None:
    """assistant.3 / assistant.4 / assistant.5: the first power of a wolfish player that
    reaches a living Assistant and is not an attack lands on the Assistant's target instead; the
    user is not told; the Assistant is told their power was used, not which ability. Nothing is
    moved (and the power is kept) while the Assistant has no living target, onto the user
    themself, or for an ability the engine does not offer to redirections (ruling RM220)."""
    if REDIRECTS not in eng.role_of(target).tags or not target.alive or actor is target:
        return None
    # assistant.4: once a game
    if target.memory.get(SPENT):
        return None
    # assistant.b2 / assistant.3: an attack is never redirected
    if ability.kind == "attack":
        return None
    # assistant.b1 / assistant.3: only a wolfish player's power (by team, lycan or pack)
    if not is_wolfish(eng, actor):
        return None
    onto = target_of(eng, target)
    if onto is None or onto is target or onto is actor:
        return None
    target.memory[SPENT] = True
    # assistant.5: the Assistant learns the power was used, never which ability or whose
    eng.tell(
        target, "assistant.used", rule="assistant.5", kind="redirection_used", player=onto.name
    )
    return onto


ASSISTANT = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    abilities=(TARGET,),
    tags=frozenset({REDIRECTS}),
    rules=tuple(f"assistant.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5)),
    summary="Choose a player: the first wolfish power used on you that is not an attack goes "
    "to them instead (once a game).",
    description=(
        "At any time the Assistant may choose a player (never themself), or nobody, and may "
        "change the choice once a phase, plus one emergency change a game. Once a game, the "
        "first power of a wolfish player that reaches the Assistant and is not an attack lands "
        "on that player instead, as if used on them; the wolfish player is not told. The "
        "Assistant is told their power was used, but not which ability it moved. Nothing is "
        "redirected onto a dead player, onto the power's own user, or while no target is "
        "chosen: the power then waits for the next one. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "assistant.used",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "assistant.b1": "The Assistant may send one werewolf power on to a player they choose.",
    "assistant.b2": "An attack is never sent on.",
    "assistant.1": "The Assistant may choose a player as their target.",
    "assistant.2": "The target may change once a phase, with one emergency change a game.",
    "assistant.3": (
        "A wolfish player's power on the Assistant, not an attack, lands on the target "
        "instead; its user is not told."
    ),
    "assistant.4": "The Assistant redirects only once a game.",
    "assistant.5": "The Assistant is told the power was used, not which ability it moved.",
}

# R37: the Assistant's manifest; where its redirector runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="assistant",
    roles=(ASSISTANT,),
    # assistant.3: the first wolfish non-attack power on an Assistant lands on their target
    redirectors=(redirect,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(),
)
