"""The Bartender and the Alcoholic (role book: townsfolk/miscellaneous/bartender and alcoholic):
the Bartender speaks unnamed in the tavern (the town square); the Alcoholic drinks there every
night, away from home, while a Bartender lives.

No verb: neither role has an active ability.

- The Bartender has a secret channel of their own (``the bar``); each line said there is
  repeated, unnamed, in the town square (the engine's ``said`` moment), while the speaker holds
  a role that tends the bar (the tag ``BARTENDS``, never a role's name).
- The Alcoholic (the tag ``DRINKS``) is absent at the tavern each night (the engine's one
  absence, ruling RM160: attacks aimed at them fail, other kinds of death do not; the tavern is
  no house, so no attack reaches them there), while a Bartender lives; once none does, the
  absence ends at once, and the Alcoholic dies at the end of the first night with no living
  Bartender.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import Engine
from ..engine.deaths import ABSENT
from ..engine.events import Event
from ..engine.messages import render
from ..engine.rules import Family, FamilyState, RoleDef, Ruleset
from ..engine.state import Player, Setup

BARTENDER = "Bartender"
ALCOHOLIC = "Alcoholic"
BARTENDS = "tends the bar"  # the tag of a role whose bar lines reach the tavern unnamed
DRINKS = "drinks at the tavern"  # the tag of a role away at the tavern each night
BAR = "the bar"  # the prefix of each Bartender's own channel
TAVERN = "the tavern"  # where the Alcoholic spends the night: no player's house
DRINKING = "drinking at the tavern"  # the protection an Alcoholic's absence names
VOICE = "a voice from the bar"  # how the tavern sees a Bartender's line


@dataclass
class TavernState(FamilyState):
    """The family's own state (R37: no shared bag): ``dry``, alcoholic.3: the last night (its
    index) that started with an Alcoholic alive and no living Bartender, -1 for none."""

    dry: int = -1


def _bar_of(player: Player) -> str:
    return f"{BAR} ({player.name})"


def _tends(eng: Engine, p: Player) -> bool:
    return BARTENDS in eng.role_of(p).tags


def bartender_alive(eng: Engine) -> bool:
    """alcoholic.2: whether a living player holds a role that tends the bar."""
    return any(_tends(eng, p) for p in eng.living())


def _drinkers(eng: Engine) -> list[Player]:
    return [p for p in eng.living() if DRINKS in eng.role_of(p).tags]


# ---------------------------------------------------------------------------- the Bartender


def _open_bar(eng: Engine, player: Player) -> None:
    """bartender.1: the Bartender's own secret channel, opened as the roles are dealt (ruling
    RM164: one channel per Bartender, so two Bartenders never learn each other)."""
    eng.join_group(player, _bar_of(player), cause=None, rule="bartender.1")


def relay(eng: Engine, speaker: Player, channel: str, ev: Event) -> None:
    """bartender.2 / bartender.b1: a line said in the Bartender's own channel is said again in
    the town square, naming nobody. bartender.3: only while the speaker still holds the role
    (a Bartender who lost it keeps the channel, but it reaches nobody)."""
    if channel != _bar_of(speaker) or not _tends(eng, speaker):
        return
    eng.emit(
        "chat",
        actor=None,
        causes=[ev.id],
        audience="public",
        msg="chat.line",
        rule="bartender.2",
        params={"speaker": VOICE, "channel": eng.TOWN_SQUARE, "text": ev.params["text"]},
    )


# ---------------------------------------------------------------------------- the Alcoholic


def go_drinking(eng: Engine) -> None:
    """alcoholic.b1 / alcoholic.1: each night, while a Bartender lives, every Alcoholic is away
    at the tavern until the night ends: attacks aimed at them fail (the absence).
    alcoholic.3: a night that starts with no living Bartender is remembered (ruling RM165)."""
    if not bartender_alive(eng):
        if _drinkers(eng):
            eng.ext(TavernState).dry = eng.state.phase
        return
    for p in _drinkers(eng):
        ev = eng.emit("gone_drinking", targets=[p.name], rule="alcoholic.b1")
        eng.add_status(
            p, ABSENT, source=ev.id, until=eng.state.phase, data={"at": TAVERN, "by": DRINKING}
        )


def last_bartender_gone(eng: Engine, player: Player, ev: Event) -> None:
    """alcoholic.2: the moment no living player tends the bar any more (a death, a role
    change), every Alcoholic loses their power: tonight's absence ends at once."""
    if bartender_alive(eng):
        return
    for p in _drinkers(eng):
        if any(s.data.get("at") == TAVERN for s in p.all(ABSENT)):
            eng.drop_statuses(p, lambda s: s.name == ABSENT and s.data.get("at") == TAVERN)
            eng.emit("stopped_drinking", targets=[p.name], causes=[ev.id], rule="alcoholic.2")


def dies_without_bartender(eng: Engine) -> None:
    """alcoholic.3: at the end of the first night that started with no living Bartender (ruling
    RM165: a Bartender who dies during a night leaves the Alcoholic that night, who dies at the
    end of the next), every Alcoholic dies: a kill, no attack, so no protection from attacks
    stops it."""
    if "tavern" not in eng.state.ext or eng.ext(TavernState).dry != eng.state.phase:
        return
    for p in _drinkers(eng):
        eng.kill(p, "kill", causes=[], rule="alcoholic.3")


def refuse_alcoholic_without_bartender(setup: Setup, rules: Ruleset) -> str | None:
    """alcoholic.2: an Alcoholic cannot exist without a Bartender: a setup dealing one with no
    Bartender is refused (ruling RM165)."""
    found = [rules.role(r) for _, r in setup.players]
    tags = [role.tags for role in found if role is not None]
    if any(DRINKS in t for t in tags) and not any(BARTENDS in t for t in tags):
        return render("setup.alcoholic_without_bartender", {})
    return None


BARTENDER_ROLE = RoleDef(
    name=BARTENDER,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({BARTENDS}),
    setup=_open_bar,
    rules=tuple(f"bartender.{i}" for i in ("b1", 1, 2, 3, 4)),
    summary="Speak in the town square without your name: say it in your bar channel.",
    description=(
        "The Bartender has a secret channel of their own, the bar: every line said there is "
        "repeated in the town square as a voice from the bar, naming nobody. A Bartender who "
        "loses the role keeps the channel, but it no longer reaches the square. While a "
        "Bartender lives, the Alcoholic is safe at the tavern at night."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

ALCOHOLIC_ROLE = RoleDef(
    name=ALCOHOLIC,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({DRINKS}),
    rules=tuple(f"alcoholic.{i}" for i in ("b1", 1, 2, 3)),
    summary="At night you drink at the tavern: attacks on you miss, while a Bartender lives.",
    description=(
        "Each night, while a Bartender lives, the Alcoholic is away drinking at the tavern: "
        "attacks aimed at them fail (other kinds of death do not). Once no Bartender lives the "
        "Alcoholic loses this at once, and dies at the end of the first night that starts with "
        "no living Bartender. A game cannot deal an Alcoholic without a Bartender."
    ),
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.alcoholic_without_bartender",
)

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "gone_drinking",
    "stopped_drinking",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "bartender.b1": "The Bartender may speak in the town square without being named.",
    "bartender.1": "The Bartender has a secret channel of their own.",
    "bartender.2": "Each line in that channel is repeated, unnamed, in the town square.",
    "bartender.3": "A Bartender who loses the role no longer reaches the town square.",
    "bartender.4": "The Bartender is often dealt with the Alcoholic and should stay hidden.",
    "alcoholic.b1": "At night the Alcoholic is away at the tavern: attacks on them miss.",
    "alcoholic.1": "Only attacks miss them at night; other kinds of death still work.",
    "alcoholic.2": "Without a living Bartender the Alcoholic loses this at once.",
    "alcoholic.3": (
        "The Alcoholic dies at the end of the first night that starts with no Bartender."
    ),
}

# R37: the tavern's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="tavern",
    roles=(BARTENDER_ROLE, ALCOHOLIC_ROLE),
    listeners=(
        ("validate_setup", refuse_alcoholic_without_bartender),
        ("said", relay),
        ("night_start", go_drinking),
        ("death", last_bartender_gone),
        ("role_changed", last_bartender_gone),
        ("night_end_consequences", dies_without_bartender),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    state=TavernState,
    statuses=(),
)
