"""What an ability does and how a role joins a game, as data the rest of the program reads.

A role family declares, next to each ability, *what* it does (:class:`Declaration`): the kind of
effect on each target position (:class:`Effect`), what an investigation learns
(:class:`Learns`), whether it can hurt its user or its own team, whether it is irreversible (a
screen asks before sending it), and what a bot should weigh when choosing targets
(:class:`Aim`). A role declares whether and how it joins a default mix (:class:`Mix`). The
bots, the terminal game, the browser app, the builder and the simulator read these through the
facade (``LegalAction.declaration``, ``RoleCard.abilities``, ``RoleCard.mix``) and never
name a role or a verb.

The values of every enum here are nouns or short phrases, never a verb a player types (a test
keeps it so), so that reading a declaration can never be confused with naming an ability.

>>> Declaration(effects=(Effect.DEATH,)).effect(0) is Effect.DEATH
True
>>> Declaration(effects=(Effect.DEATH,)).effect(5) is Effect.DEATH  # the last one repeats
True
>>> Declaration().to_json()["aim"]
'the most wanted opponent'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

__all__ = [
    "BOOK_SIDES",
    "HOSTILE",
    "NO_DECLARATION",
    "THREAT_SCALE",
    "Aim",
    "Declaration",
    "Effect",
    "Learns",
    "Meaning",
    "Mix",
    "Pick",
    "group_key",
    "threat_rank",
]

# the role book's sides in the order its book file lists them; a group ("Townsfolk Power",
# "Solo Killing - Plague Team", "Extra Elected") sorts by the side it starts with, then by name
BOOK_SIDES = ("Townsfolk", "Werewolf", "Solo", "Unaligned", "Extra")


def group_key(group: str) -> tuple[int, str]:
    """The sort key of a role book group: its side's place in the book, then its name.

    >>> sorted(["Unaligned Power", "Werewolf Killing", "Townsfolk Power"], key=group_key)
    ['Townsfolk Power', 'Werewolf Killing', 'Unaligned Power']
    """
    side = group.split(" ", 1)[0]
    return (BOOK_SIDES.index(side) if side in BOOK_SIDES else len(BOOK_SIDES), group)


class Effect(Enum):
    """What an ability does to the player at one target position."""

    DEATH = "death"  # an attempt on the target's life (an attack, a doom that kills)
    HARM = "harm"  # hurts without killing by itself (contagion, poison)
    PROTECTION = "protection"  # keeps the target from attacks
    INVESTIGATION = "investigation"  # the user learns something about the target
    BLOCK = "ability block"  # the target's abilities fail
    REDIRECTION = "redirection"  # what is done to the user lands on the target instead
    DISGUISE = "disguise"  # the target is seen as another role
    VOTES = "vote change"  # the target's vote or the votes against them change
    BALLOT = "ballot"  # a vote cast for the target in a poll (changeable until it closes)
    INFORMATION = "shared information"  # the target carries a report to the user (a raven)
    RECRUITMENT = "recruitment"  # the target may join the user's team
    CURE = "healing"  # an affliction of the target ends
    RETRIBUTION = "retribution"  # the target dies (or hangs) in the user's wake
    HANDOVER = "handover"  # the target receives something the user holds
    EXPOSURE = "exposure"  # the target's role is shown to everyone (after the user's death)
    NOTHING = "no effect"  # the position names a player but does nothing to them

    @property
    def hostile(self) -> bool:
        """Whether the effect works against its target (a screen asks before aiming it at the
        user or their team)."""
        return self in HOSTILE


HOSTILE = frozenset(
    {
        Effect.DEATH,
        Effect.HARM,
        Effect.BLOCK,
        Effect.DISGUISE,
        Effect.VOTES,
        Effect.RECRUITMENT,
        Effect.RETRIBUTION,
        Effect.EXPOSURE,
    }
)


class Learns(Enum):
    """What an investigation tells its user about its target."""

    NOTHING = "nothing"
    ROLE = "role"  # the role the target appears to have
    AURA = "aura"  # whether the target appears evil (the team, as far as it shows)
    SICKNESS = "sickness"  # whether the target carries an affliction
    VISITS = "visits"  # who acts on whom
    THREAT = "threat"  # how much of a threat the target is to the user's team (a level)
    ALIGNMENT = "alignment"  # whether two targets play for the same side now
    COUNT = "a count of a role"  # how many living players appear to hold a role named


class Pick(Enum):
    """What the words an action names after its players stand for (``Ability.options``): a
    screen asks for one of the options it is shown, a bot picks among them."""

    NOTHING = "nothing"
    ROLE = "a role"  # a role's name (a disguise's)
    CATEGORY = "a role book group"  # a group of the role book ("Townsfolk Investigative")
    LEARNED = "a role learned this phase"  # one of the roles the action's user was just told
    MANNER = "a manner"  # how the action is carried out (openly or in secret …)
    ANSWER = "an answer"  # yes or no to a question (perhaps naming the question first)
    NUMBER = "a number"  # one of a few numbers the ability offers (a vote's new worth)


class Meaning(Enum):
    """What a family's message tells the player who reads it, for a reader (a bot) that knows no
    role: the message's parameters name the players and roles it is about."""

    ROLE_LEARNED = "a role learned"  # {target} (or {player}) has {role}: found out by the reader
    ROLE_SHOWN = "a role shown"  # {player} was {role}: revealed to everyone
    ALLY = "an ally"  # {player} has joined the reader's team
    ALLIES = "allies"  # every one of {members} plays on the reader's side
    # every one of {members} shares the {group} (its channel) with the reader: a team's channel
    # (the wolfpack, the coven, the cult …) whose members the reader was told, which a screen
    # marks beside each of them, and asks about before the reader acts against one
    FELLOWS = "fellow members of a group"
    AFFLICTED = "an affliction found"  # {player} carries it
    UNAFFLICTED = "no affliction found"  # {player} does not
    RELIEVED = "an affliction cured"  # {player} no longer does
    VISIT_SEEN = "a visit seen"  # {actor} used an action on {target}
    # {target} is a threat to the reader's side; a {level}, when given, says how much (a word
    # of THREAT_SCALE)
    THREAT_FOUND = "a threat found"
    NO_THREAT = "no threat found"  # {target} is no threat to the reader's side
    ROLES_PRESENT = "roles in the game"  # the {roles} listed are (some of) the game's roles
    CHOICE_SPENT = "a standing choice spent"  # the reader's standing choice has done its work
    # the reader may write a yes/no question in {channel} (put to others when the phase ends)
    SAME_SIDE = "the same side"  # {first} and {second} play for the same side now
    OTHER_SIDE = "not the same side"  # {first} and {second} do not
    QUESTION_CHANNEL = "a channel for a question"
    QUESTION_ASKED = "a question asked"  # {question} is put to the reader (answer it by {poll})
    QUESTION_ANSWERED = "a question answered"  # the reader's {question} was answered {answer}
    # the reader now bears a lasting mark of a side playing against it, its maker unnamed; the
    # maker's own side never bears it (so whoever is never marked is likelier of that side)
    MARKED = "marked by an opposing side"
    # {target} (or {player}) was attacked by the reader (or the reader's side) and did not
    # die: a protection or an immunity stood in the way (ruling RM441: evidence for the reader)
    ATTACK_SURVIVED = "an attack survived"
    # the {players} named (a list, or names joined by ", ") are those the reader wins by
    # outliving: the reader wants each of them dead (ruling RM443)
    TARGETS = "players the reader must see dead"
    # {right} of the {named} lines of the reader's last solution (Aim.SOLUTION) were right,
    # never which (ruling RM442: a reader whose sure lines make up all the right ones takes
    # every line it guessed for wrong)
    LINES_RIGHT = "lines of a solution right"


# the words a threat's degree is told in, from the least up: a message that means a threat
# found may name one as its ``level``, and a reader ranks threats by their place here
THREAT_SCALE = ("none", "slight", "significant", "major")


def threat_rank(found: bool, level: object = None) -> int:
    """How great a threat a message reports, on THREAT_SCALE's places: 0 for no threat, the
    level's place when it names one of the scale, else the middle of the scale (a threat of
    unknown degree).

    >>> threat_rank(True, "major"), threat_rank(True), threat_rank(False, "major")
    (3, 2, 0)
    """
    if not found or level == THREAT_SCALE[0]:
        return 0
    if isinstance(level, str) and level in THREAT_SCALE:
        return THREAT_SCALE.index(level)
    return (len(THREAT_SCALE) + 1) // 2


class Aim(Enum):
    """What a bot should weigh when it uses an ability (the targets it prefers)."""

    SKIP = "never worth it"  # harms its user or team for nothing; a bot leaves it alone
    FOE = "the most wanted opponent"
    FOES = "the most wanted players, as many as allowed"
    KILL = "the team's agreed kill; a townsperson only on near-certainty"
    FOE_IF_SUSPECTED = "the most wanted opponent; a townsperson only on suspicion"
    HEALER_FIRST = "a claimed healer first, else the most wanted opponent"
    FRESH_FOE = "an opponent not yet afflicted, at random"
    FRIEND = "the least suspected player"
    ALLIES = "allies, then trusted claimants, then the least suspected"
    GUARD = "the most valuable trusted player: a claimed seer, an office holder, oneself"
    WATCH = "the most valuable trusted player, then the most suspected"
    UNKNOWN = "the most suspected player whose role is not known yet"
    UNTESTED = "a player not yet tested, at random"
    AFFLICTED = "a player known to be afflicted"
    MY_VOTERS = "whoever votes against the user, else the most wanted"
    SETTLED_FOE = "the most wanted opponent, settled once a phase"
    SPENT = "only once every other resource is spent"
    # a choice that gives up the user's own power: only when nothing else is offered to use
    LAST_RESORT = "only when no other ability of the user's is offered"
    LYNCH = "the most suspected player, in step with the day's board"
    # a group's poll that attacks the player its members suspect most (not the team's agreed
    # kill of an evil team: a townsfolk group votes on suspicion, never on a cleared player)
    GROUP_SUSPECT = "the most suspected player, in step with the group's votes"
    OFFICE = "a trusted player for the office"
    # a choice that stands until it is spent (a role awaited): made once, made again only once
    # a message that means CHOICE_SPENT says it was spent
    STANDING = "a standing choice, renewed once spent"
    # the pick names a poll (its name first): used on a poll whose leader the user wants kept
    # alive (the user, an ally, a cleared player)
    SPARE_LEADER = "a poll whose leader the user trusts"
    # the pick answers a question put to the user (a yes/no question about a player): as the
    # user believes the truth is, or against it when the asker plays for another side
    ANSWER = "the answer the user believes, for the user's side"
    # a use with no target that reaps the marks the user's earlier uses laid on players (a
    # mark of an aim FRESH_FOE): used once some of those marked are still alive
    PAYOFF = "once enough of the user's marks are laid"
    # the targets are fellows of the user's own channel whom the user must outlive (its
    # legal targets are only those): aimed at them, although they are the user's allies there
    RIVAL = "a fellow of the user's channel whom the user must outlive"
    # lines of a solution judged as a whole (every player, each with a role): one line for
    # each player, naming the role the user believes they were dealt (ruling RM442)
    SOLUTION = "every player, each with the role the user believes they were dealt"


@dataclass(frozen=True)
class Declaration:
    """What one ability does, as data.

    ``effects``: the effect on each target position, in order (the last repeats for further
    positions); an ability with no target lists what it does to whoever it reaches (the amulet's
    holder, the user) or nothing. ``learns``: what an investigation tells its user.
    ``hurts_user`` / ``hurts_team``: whether using it can hurt its user, or its own team, by its
    nature (not by a bad aim). ``irreversible``: it cannot be changed or withdrawn once sent, and
    is grave enough that a screen asks first. ``warning``: the sentence a screen shows when it
    asks (the family's own words). ``aim``: what a bot should weigh. ``picks``: what the words
    the action names after its players stand for (a role, a category), if any. ``withdraws``:
    using it only takes back the user's own earlier choice. ``condemns``: a ballot in a poll
    whose result works against the player it elects (a lynch vote): a screen asks before a
    player casts it for themself. ``among``: the name of the choice whose options it is one of
    (ruling RM500): a bot uses one of them a phase. ``lasting``: its choice stands from phase
    to phase until changed (a kept target, rule-ability-types-targeting): the reminder of what
    leaving it ``unused`` costs is for a player whose standing choice names nobody (RM562).
    ``fallback``: the rule that decides for the user when their choice is missing or invalid (the
    Angel's companion drawn among her voters): a screen shows it as the player chooses."""

    effects: tuple[Effect, ...] = ()
    learns: Learns = Learns.NOTHING
    hurts_user: bool = False
    hurts_team: bool = False
    irreversible: bool = False
    warning: str = ""
    unused: str = ""
    aim: Aim = Aim.FOE
    picks: Pick = Pick.NOTHING  # what the words after the players name (``Ability.options``)
    # using it only takes back its user's own earlier choice (a vote withdrawn): a bot that
    # decides at random never does it, or its choices would rarely stand
    withdraws: bool = False
    # a vote for oneself in such a poll is a vote for one's own death
    condemns: bool = False
    # ruling RM500: the options of one choice share this name (a wager's answers): they are
    # alternatives, of which a bot uses one a phase instead of each in turn
    among: str = ""
    # ruling RM562: a choice kept until changed (a target), not one made again each phase
    lasting: bool = False
    # a rule that bites when the choice is left empty or invalid, shown at the pick
    fallback: str = ""

    def effect(self, position: int) -> Effect:
        """The effect on target position ``position`` (the last declared one repeats)."""
        if not self.effects:
            return Effect.NOTHING
        return self.effects[min(position, len(self.effects) - 1)]

    @property
    def hostile(self) -> bool:
        """Whether some target position works against the player it names."""
        return any(e.hostile for e in self.effects)

    @property
    def asks_first(self) -> bool:
        """Whether a screen asks before sending it, whatever its targets."""
        return self.irreversible or self.hurts_user

    def to_json(self) -> dict[str, Any]:
        out = {
            "effects": [e.value for e in self.effects],
            "learns": self.learns.value,
            "hurts_user": self.hurts_user,
            "hurts_team": self.hurts_team,
            "irreversible": self.irreversible,
            "warning": self.warning,
            "unused": self.unused,
            "aim": self.aim.value,
            "hostile": self.hostile,
            "asks_first": self.asks_first,
        }
        if self.picks is not Pick.NOTHING:
            out["picks"] = self.picks.value  # only a declaration with picks has the key
        if self.withdraws:
            out["withdraws"] = True  # only a withdrawal has the key
        if self.condemns:
            out["condemns"] = True  # only a condemning ballot has the key
        if self.among:
            out["among"] = self.among  # only an option of a choice has the key
        if self.lasting:
            out["lasting"] = True  # only a choice kept until changed has the key
        if self.fallback:
            out["fallback"] = self.fallback  # only a choice with a fallback rule has the key
        return out


# the declaration of an ability that declares nothing: it works against the most wanted opponent
NO_DECLARATION = Declaration()


@dataclass(frozen=True)
class Mix:
    """How a role joins the default mix of a simulated game.

    One copy per ``per`` players (rounded down), at least ``minimum`` once the game has
    ``from_players`` players, none below that. The mix lists its roles by (``from_players``,
    ``rank``): a tiny game that cannot hold every role gives the later ones fewer copies, and the
    deal shuffles the list in that order. ``filler``: the role every remaining seat gets.
    ``swap``: a balance search (``werewolves balance``) may swap it into a role list."""

    per: int = 10_000  # a role dealt once: n // per is 0, so the minimum decides
    minimum: int = 1
    from_players: int = 2
    rank: int = 0
    filler: bool = False
    swap: bool = False

    def count(self, n: int) -> int:
        if self.filler or n < self.from_players:
            return 0
        return max(self.minimum, n // self.per)

    def to_json(self) -> dict[str, Any]:
        return {
            "per": self.per,
            "minimum": self.minimum,
            "from_players": self.from_players,
            "rank": self.rank,
            "filler": self.filler,
            "swap": self.swap,
        }
