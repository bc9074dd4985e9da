"""The Sneaking Wolf (role book: werewolves/miscellaneous/sneaking wolf): a pack wolf who shows
up as a Citizen to the investigations that read disguises.

The disguise is an ordinary one (``engine/appearance.py``): a permanent strong disguise as a
Citizen, put on when the game starts, so every investigation that reads strong disguises sees a
Citizen unless a later disguise covers it (the most recent one answers). It has no verb. Its one
listener takes the disguise off when the wolf loses the role (R36's role change).
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.events import Event
from ..engine.rules import Family
from ..engine.state import Player, Status
from .base import pack_wolf

NAME = "Sneaking Wolf"
SHOWN = "Citizen"  # the role it is disguised as
SNEAKING = "disguised as a citizen"  # the tag other rules could ask about instead of the name


def _is_sneaking_disguise(s: Status) -> bool:
    return s.name == "disguise" and bool(s.data.get("sneaking"))


def put_on_disguise(eng: Engine, wolf: Player) -> None:
    """sneaking-wolf.b1 / sneaking-wolf.1: from the start of the game the wolf wears a permanent
    strong disguise as a Citizen (an event of its own, so a later disguise is the more recent
    one and a disguise's explanation can name it)."""
    ev = eng.emit(
        "disguised",
        targets=[wolf.name],
        rule="sneaking-wolf.1",
        data={"role": SHOWN, "strength": "strong"},
    )
    # sneaking-wolf.1: strong, and for good (no end date): only losing the role removes it
    eng.add_status(
        wolf,
        "disguise",
        source=ev.id,
        data={"role": SHOWN, "strength": "strong", "sneaking": True},
    )


def drop_on_role_loss(eng: Engine, player: Player, event: Event) -> None:
    """sneaking-wolf.2: a Sneaking Wolf who loses the role no longer shows up as a Citizen."""
    if SNEAKING in eng.role_of(player).tags:
        return
    # sneaking-wolf.2: the role is gone, and its disguise with it (other disguises stay)
    if any(_is_sneaking_disguise(s) for s in player.statuses):
        eng.drop_statuses(player, _is_sneaking_disguise)
        eng.emit(
            "undisguised",
            targets=[player.name],
            causes=[event.id],
            rule="sneaking-wolf.2",
            data={"role": SHOWN},
        )


SNEAKING_WOLF = pack_wolf(
    NAME,
    category="Miscellaneous",
    tags=frozenset({SNEAKING}),
    setup=put_on_disguise,
    rules=("sneaking-wolf.b1", "sneaking-wolf.1", "sneaking-wolf.2"),
    summary="A pack wolf who shows up as a Citizen to those who investigate them.",
    description=(
        "A lycan in the wolfpack, strongly disguised as a Citizen for the whole game: "
        "investigations that read disguises see a Citizen, unless a more recent disguise covers "
        "it. Losing the role takes the disguise away."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Miscellaneous",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "sneaking-wolf.b1": "Most investigations see the Sneaking Wolf as a Citizen.",
    "sneaking-wolf.1": (
        "The Sneaking Wolf wears a strong Citizen disguise, which the inspections that read "
        "disguises see."
    ),
    "sneaking-wolf.2": "Once it loses its role, the wolf no longer shows up as a Citizen.",
}

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "disguised",
    "undisguised",
)

# R37: the Sneaking Wolf's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="sneaking_wolf",
    roles=(SNEAKING_WOLF,),
    listeners=(
        # sneaking-wolf.2: the disguise goes with the role
        ("role_changed", drop_on_role_loss),
    ),
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    statuses=("disguise",),
)
