"""The message catalogue: every text a player or host reads, keyed by message id.

The rules only ever name a message id and its parameters; this module turns them into words.
A new language is a new catalogue with the same keys (``CATALOGUES``), with no change to the rules.
Parameters that are lists are joined with commas; a list of players keeps its order.
"""

from __future__ import annotations

import re
import reprlib
import unicodedata
from typing import Any

EN: dict[str, str] = {
    # the game
    "game.started": "The game begins with {count} players: {players}. It is Day 0.",
    "phase.started": "{phase} begins.",
    "game.over": "The game is over: {reason}. Winners: {winners}.",
    "game.draw": "The game ends in a draw: {reason}. Still alive, and drawing: {drawn}.",
    "game.tie": "The game is over: {reason}. Everyone still alive wins: {winners}.",
    # rule-alignments-unaligned.9 (ruling RM420): told to the host only
    "game.win_held": (
        "The {team} cannot win while {player} lives: an unaligned player who cannot win with "
        "them."
    ),
    "game.draw_ascended": (
        "The game ends in a draw: {reason}. Still alive, and drawing: {drawn}. Ascended, and "
        "keeping their win: {winners}."
    ),
    "game.host_ended": "the host ended the game",
    "game.stalled": "{count} phases in a row have passed with nobody dying",
    "setup.cc_limit": "The option {option} is a whole number from {low} to {high}.",
    "setup.cc_readers": (
        "conspiracy_readers is members, dead or spectators (who besides a conspiracy "
        "channel's members reads it), not {value}."
    ),
    "setup.draw_after": (
        "The 'draw_after' option is how many phases in a row with nobody dying end the game in "
        "a draw: a whole number from 0 (never) to 1000, not {value}."
    ),
    "role.dealt": "You are the {role}. {summary}",
    "rolelist.public": "The roles in this game are: {roles}.",
    "rolelist.partial": "Some of the roles in this game are: {roles}.",
    "rolelist.full": "The full role list of this game is: {roles}.",
    "group.joined": "You have joined the {group}.",
    # R36: a role change by an effect (Become): the old role's powers go with it
    "role.became": "You have lost your role ({was}) and its powers: you are now the {role}.",
    "group.members": "The members of the {group} are: {members}.",
    "group.no_action": "The {group} did not agree on one target: nothing happens tonight.",
    "group.executor": "{executor} carries out the {group}'s action against {target}.",
    # actions
    "action.used": "You used {verb} on {targets}.",
    "action.used_alone": "You used {verb}.",
    "action.chosen": "{actor} chose to {verb} {targets}; it happens when the phase ends.",
    "action.withdrawn": "{actor} withdrew their choice to {verb}.",
    # refusals (R7)
    "refuse.game_over": "The game is over; no more actions are accepted.",
    "refuse.unknown_player": "There is no player called '{name}' in this game.",
    "refuse.event_number": (
        "An event is named by its number (a whole number such as 3), not {value}."
    ),
    "refuse.unknown_player_close": (
        "There is no player called '{name}' in this game. Did you mean {close}?"
    ),
    "refuse.dead_actor": "{player} is dead, and the dead cannot act.",
    "refuse.dead_only": "Only the dead may use '{verb}'.",
    "refuse.unknown_verb": "'{verb}' is not an action in this game: see the actions you have now "
    "(on the web, under 'What you can do now'; in the terminal, type 'help').",
    "refuse.not_yours": (
        "{player} cannot '{verb}' now: no role or office of theirs gives that action."
    ),
    "refuse.wrong_phase": "'{verb}' cannot be used in {phase}; it is used {when}.",
    "refuse.target_count": "Wrong number of players for '{verb}'. Use: {usage}.",
    "refuse.dead_target": "{player} is dead; actions on dead players are refused.",
    "refuse.self_target": "You cannot use '{verb}' on yourself.",
    "refuse.duplicate": "{player} is named twice.",
    "refuse.nobody": "'{verb}' needs a player; 'nobody' cannot be chosen here.",
    # the words an action names after its players (``Ability.options``: a role, a category)
    "refuse.missing_pick": "'{verb}' names {kind} after its players. Use: {usage}.",
    "refuse.unknown_pick": (
        "'{words}' is not {kind} you can name with '{verb}' now. You can name: {options}."
    ),
    "refuse.unknown_pick_hint": (
        "'{words}' is not {kind} you can name with '{verb}' now. Did you mean {close}?"
        " You can name: {options}."
    ),
    "refuse.unknown_pick_close": (
        "'{words}' is not {kind} you can name with '{verb}' now. Did you mean {close}?"
        " (The action lists all {count} you can name.)"
    ),
    "refuse.same_pick": "'{verb}' needs different choices; {pick} is named twice.",
    "refuse.same_pair": "'{verb}' names {player} with {pick} twice.",
    "refuse.already_used": "You have already used '{verb}' this phase.",
    "refuse.group_size": "You cannot '{verb}' now: it needs the {group} to have {members} "
    "living member(s), and it has {alive}.",
    "refuse.choice_made": "You have already chosen '{chosen}' in the {choice} choice this "
    "phase: its options are used one a phase.",
    "refuse.no_uses": "You have no uses of '{verb}' left.",
    "refuse.no_counter": "You cannot '{verb}': you have no {counter} left.",
    "refuse.no_poll": "There is no {poll} poll to vote in now.",
    "refuse.no_vote": "You have no vote on the {poll} poll to withdraw.",
    "refuse.no_channel": "You cannot write in '{channel}'. Your channels: {channels}.",
    "refuse.bad_text": "A message must have between 1 and {max} characters.",
    "chat.line": "[{channel}] {speaker}: {text}",
    # conspiracy channels (rule-conspiracy-channels.1–2)
    "cc.opened": "{owner} opened the private channel {channel} with {members}.",
    "cc.invited": "{by} invited {members} to {channel}.",
    "refuse.cc_dead_actor": (
        "{player} is dead: the dead keep reading their channels but open and invite no more."
    ),
    "refuse.cc_dead_writes": "You are dead: you keep reading {channel} but no longer write in it.",
    "refuse.cc_off": "This game has no conspiracy channels (the host allows none).",
    "refuse.cc_too_many": "You have opened {max} channels, the most this game allows a player.",
    "refuse.cc_full": "That channel would have {n} members; this game allows at most {max}.",
    "refuse.cc_name": (
        "'{name}' cannot name a channel: 1 to {max} letters, digits, spaces, hyphens or "
        "apostrophes."
    ),
    "refuse.cc_taken": "You are already in a channel named {channel}: choose another name.",
    "refuse.cc_nobody": "Name at least one other living player to have in the channel.",
    "refuse.cc_dead_member": "{player} is dead: only the living can join a channel.",
    "refuse.cc_already": "{player} is already in {channel}.",
    "refuse.cc_not_member": "You are not in a channel named '{channel}'.",
    # setups a host gets refused (the engine's own checks and each role family's)
    "setup.count": "A game needs between {low} and {high} players; this setup has {n}.",
    "setup.not_setup": "A game needs a Setup (its players and options), not {value}.",
    "setup.players_type": "The players must be a list of (name, role) pairs, not {value}.",
    "setup.player_entry": "Player {n} must be a (name, role) pair, not {value}.",
    "setup.name_type": "Player {n}'s name must be text, not {value}.",
    "setup.role_type": "The role of {name} must be a role's name, not {value}.",
    "setup.bad_name": "'{name}' is not a valid player name: use one word that starts with a "
    "letter, then letters, digits, _ ' or -.",
    "setup.name_length": "'{name}' is too long for a player name: use at most {max} characters.",
    "setup.name_hidden": "'{name}' contains a control or invisible character (a line break, a "
    "terminal escape or a text-direction mark); a player name must be one visible word.",
    "setup.name_letters": "'{name}' uses a character other than the letters A to Z, digits, _ ' "
    "and -; names keep to these so that no two players' names can look the same.",
    "setup.same_name": "Two players are called '{name}'; names must be different.",
    "setup.same_player": "'{name}' and '{other}' would be the same player: names are told apart "
    "without regard to capitals.",
    "setup.lookalike_names": "'{name}' and '{other}' look alike (I, l and 1, or O and 0, are hard "
    "to tell apart); give the players names that are easy to tell apart.",
    "setup.nobody": "'nobody' is a reserved word and cannot be a player's name.",
    "setup.unknown_role": "'{role}' (for {name}) is not a role this game knows.",
    "setup.extra_role": "'{role}' (for {name}) is an extra role, held on top of a dealt role and "
    "never dealt itself: {by} Deal {name} another role.",
    "setup.role_list": "role_list must be public, partial or private, not {value}.",
    "setup.revealed_type": "revealed_roles must be a list of role names, not {value}.",
    "setup.revealed_entry": "revealed_roles must name each role as text, not {value}.",
    "setup.known_type": "known_roles must be a list of role names (or left out), not {value}.",
    "setup.known_entry": "known_roles must name each role as text, not {value}.",
    "setup.options_type": "options must map option names to their values, not {value}.",
    "setup.option_name": "Each option's name must be text, not {value}.",
    "text.big_number": "a whole number of about {digits} digits",
    "setup.seed": "The game's seed must be a whole number from 0 to {max}, not {value}.",
    "setup.revealed_unknown": "revealed_roles names '{role}', which is not a role this game knows.",
    "setup.revealed_absent": "revealed_roles names '{role}', which is not in this game.",
    "setup.revealed_not_partial": "revealed_roles only makes sense with a partial role list.",
    "setup.known_unknown": "known_roles names '{role}', which is not a role this game knows.",
    # R34: a setup that would be over before anyone plays (a family's rule,
    # as the roles' own setup rules are: it concerns the roles, not one field)
    # the advice fits the case, in the teams' names
    "sides.town_alone": (
        "Everyone in this setup plays for the {town} or is unaligned, and unaligned players "
        "never stop a team's win, so this game would be over before it starts: nobody plays "
        "against the {town}. A game needs two sides that can win against each other. Add a "
        "player of another team, one of the {wolves} for example."
    ),
    "sides.one_team": (
        "Everyone in this setup plays for the {team} or is unaligned, and unaligned players "
        "never stop a team's win, so this game would be over before it starts: the {team} "
        "already win. A game needs two sides that can win against each other. Remove one of "
        "the {team}, or add more of the {town}."
    ),
    "sides.no_team": (
        "Everyone in this setup is unaligned, so no team plays and this game would be over "
        "before it starts. A game needs two sides that can win against each other. Add "
        "players of two different teams."
    ),
    # deaths
    "death.died": "{player} has died.",
    "death.lynch": "{player} has been lynched.",
    "death.true_kill": "{player} has died, and nothing could have saved them.",
    "death.ascend": "{player} the {role} has ascended and won.",
    "attack.failed": "Your attack on {target} failed.",
    # polls (R11, R12, R13)
    "poll.lynch_open": "The lynch poll is open.",
    "vote.cast": "{voter} votes to lynch {target}.",
    "vote.cast2": "{voter} votes to lynch {target} in the second lynch poll.",
    "vote.cast_extra": "{voter} votes to lynch {target} in the poll '{poll}'.",
    "poll.extra_lynch_open": "Another lynch poll, '{poll}', is open today: vote in it with "
    "'{verb}'.",
    "vote.withdrawn": "{voter} withdrew their vote.",
    "elect.cast": "{voter} votes for {target} as {office}.",
    "lynch.nobody": "Nobody is lynched today.",
    "lynch.winner_dead": "{player} won the lynch poll but is already dead; nothing happens.",
    "lynch.cancelled": "Today's lynch has been cancelled.",
    "election.nobody": "Nobody is elected {office} today.",
    # why a poll chose nobody, when everyone may be told (R11, R40): a tie on
    # the board, or no vote at all
    "lynch.tie": "Nobody is lynched today: a tie, {players} with {count} each.",
    "lynch.no_votes": "Nobody is lynched today: nobody voted.",
    "election.tie": "Nobody is elected {office} today: a tie, {players} with {count} each.",
    "election.no_votes": "Nobody is elected {office} today: nobody voted.",
    # the targeting ability type (engine/targeting.py), shared by the roles that target
    "refuse.target_changes": "You have already changed your target this phase and used your "
    "emergency change.",
    "target.set": "Your target is now {player}.",
    "target.cleared": "You have no target now.",
    # a descension (engine/deaths.py): a loss that leaves the game
    "death.descend": "{player} the {role} has descended and lost.",
    # every role family's own words (messages, rule text, events) are in its manifest
}

# what a host reads in the log and in explanations
EN.update(
    {
        "host.because": "because",
        "host.action": "{actor} uses {verb} on {target}",
        "host.kill_attempt": "{actor} tries to {kind} {target}",
        "host.lynch_attempt": "the lynch poll's result: {target} is to be lynched",
        "host.told": "to {to}: {text}",
        "host.kill_prevented": "the {kind} on {target} is stopped by {protection}",
        "host.visit": "{actor} visits {target} ({verb})",
        "host.random_draw": "random draw for {purpose}: {choice}",
        "host.action_failed": "{actor}'s {verb} fails ({why})",
        "host.poll_closed": "the {poll} poll closes: {target}",
        "host.redirected": "{actor}'s {verb} is redirected",
        "host.status_expired": "{target} loses {statuses}",
        "host.other": "{kind} ({actor} → {target})",
    }
)

# our one-line paraphrase of each rule the engine cites (the long forms are in docs/rules.md)
EN.update(
    {
        "rule.R1": "the game runs Day 0, Night 1, Day 1, …; starting abilities come before Day 0",
        "rule.R2": "the fixed order of steps inside a day and a night",
        "rule.R3": "immediate actions resolve at once; end-of-phase actions resolve together when "
        "the phase ends, non-attacks before attacks",
        "rule.R4": "deaths caused during an end-of-phase batch happen after the whole batch",
        "rule.R5": "the game checks for a winner at the start of each phase, after each immediate "
        "action and after the lynch",
        "rule.R6": "every random choice is drawn from the game's seed and logged",
        "rule.R7": "abilities are once per phase unless stated; the dead cannot act or be acted on",
        "rule.R8": "kinds of death (attack, kill, lynch, true kill); protection stops attacks "
        "only; the killing order",
        "rule.R9": "the wolfpack votes at night; a random voter for the winning target attacks it",
        "rule.R10": "the Apocalyptic Horseman cannot be killed at night",
        "rule.R11": "the day's lynch poll: the highest positive total is lynched, a tie nobody",
        "rule.R12": "one election a day for the first vacant office: Mayor, Reporter, Guardian",
        "rule.R13": "the Mayor's extra vote (15 or fewer alive) or second lynch poll (over 15)",
        "rule.R14": "the Reporter learns the dealt role of each player who dies",
        "rule.R15": "a visit is one player's ability reaching another player",
        "rule.R16": "a redirected action keeps its actor and visits the redirector and new target",
        "rule.R17": "an ability-blocked player's abilities fail, without being told why",
        "rule.R33": "what the players are told of the role list; the dead see all of it",
        "rule.R34": "a team wins when every living player is on it or unaligned",
    }
)

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}


# ---------------------------------------------------------------------------- quoting safely

# A parameter never reaches a screen with the characters that can forge or garble what a person
# reads: C0/C1 controls (terminal escapes, a line break that fakes a new line of the log), line
# and paragraph separators, and the bidi embeddings, overrides, isolates and marks that reorder
# the text after them. They are shown as escapes instead (\x1b, \n, \u202e). Letters of every
# script, emoji and their joiners are left alone: chat keeps its normal characters.
_UNSAFE = re.compile(
    r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}

USER_TEXT_MAX = 40  # how many characters of a quoted user text a message shows
ELLIPSIS = "\u2026"


class UserText(str):
    """Text a player or host typed (a name, a role, a value), quoted in a message.

    :func:`render` shows it shortened to :data:`USER_TEXT_MAX` characters, with an ellipsis, and
    with every control, invisible or text-direction character made visible.
    """

    __slots__ = ()


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = USER_TEXT_MAX * 2


def user_text(value: object) -> UserText:
    """Mark ``value`` (a name, a role, a line typed by a person) for quoting in a message; a
    value that is not text is quoted as :func:`user_value` shows it."""
    if isinstance(value, str):
        return UserText(value)
    return user_value(value)


def user_value(value: object) -> UserText:
    """A value of the wrong type (in a setup …) as Python writes it, briefly, for a message: a
    string in quotes, a huge number by its number of digits (writing it out could take seconds,
    or fail)."""
    if isinstance(value, int) and value.bit_length() > 256:
        digits = int(value.bit_length() * 0.30103) + 1  # log10(2): about this many digits
        return UserText(render("text.big_number", {"digits": digits}))
    try:
        return UserText(_REPR.repr(value))
    except Exception:  # a value whose repr fails is still shown as something
        return UserText(type(value).__name__)


_WORDS_SHOWN = 3  # how many items of a list ``in_words`` describes one by one


def _count(n: int, thing: str, things: str = "") -> str:
    return f"{n} {thing}" if n == 1 else f"{n} {things or thing + 's'}"


def in_words(value: object, _inner: bool = False) -> str:
    """A value of the wrong type (in a setup …) described in words for a host, never as Python
    writes it (no ``None``, ``['public']`` or ``('Eve', 'Citizen', 'x')`` in a
    refusal): text in quotes (shortened, every invisible character made visible), a whole number
    as its digits (a huge one by its number of digits), nothing as "nothing", a list by its
    length and its first few items."""
    if value is None:
        return "an empty value (null)"
    if isinstance(value, bool):
        return "a yes-or-no value"
    if isinstance(value, str):
        return f"'{quote(value)}'"
    if isinstance(value, int):
        if value.bit_length() > 256:
            return render("text.big_number", {"digits": int(value.bit_length() * 0.30103) + 1})
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return "a number that is not finite"
        return f"the number {value:g}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "an empty list"
        head = f"a list of {_count(len(value), 'item')}"
        if _inner:
            return head
        shown = [in_words(v, True) for v in value[:_WORDS_SHOWN]]
        if len(value) > _WORDS_SHOWN:
            shown.append(_count(len(value) - _WORDS_SHOWN, "more item"))
        last = shown.pop()
        return f"{head}: {', '.join(shown)} and {last}" if shown else f"{head}: {last}"
    if isinstance(value, dict):
        if not value:
            return "an empty mapping"
        return f"a mapping of {_count(len(value), 'entry', 'entries')}"
    if isinstance(value, (set, frozenset)):
        return f"a set of {_count(len(value), 'item')}" if value else "an empty set"
    if isinstance(value, (bytes, bytearray)):
        return "binary data"
    return "something that is not text, a number or a list"


def _escape(ch: str) -> str:
    if ch in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[ch]
    n = ord(ch)
    if n < 0x100:
        return f"\\x{n:02x}"
    if n < 0x10000:
        return f"\\u{n:04x}"
    return f"\\U{n:08x}"


def visible(text: str) -> str:
    """``text`` with its control and text-direction characters shown as escapes."""
    if _UNSAFE.search(text) is None:
        return text
    return _UNSAFE.sub(lambda m: _escape(m.group()), text)


def _quoted_char(ch: str) -> str:
    # a quoted user text shows every invisible character: also the other format characters
    # (zero-width spaces …), unassigned and private-use code points and unusual spaces
    if _UNSAFE.match(ch):
        return _escape(ch)
    cat = unicodedata.category(ch)
    if cat[0] == "C" or (cat[0] == "Z" and ch != " "):
        return _escape(ch)
    return ch


def quote(text: str) -> str:
    """How a message shows a user text: at most :data:`USER_TEXT_MAX` characters (the last an
    ellipsis when it was cut), every invisible character made visible, escapes never cut."""
    pieces: list[str] = []
    length = 0
    for ch in text:  # a long text is read only as far as needed
        pieces.append(_quoted_char(ch))
        length += len(pieces[-1])
        if length > USER_TEXT_MAX:
            break
    if length <= USER_TEXT_MAX:
        return "".join(pieces)
    kept: list[str] = []
    length = 0
    for piece in pieces:
        if length + len(piece) > USER_TEXT_MAX - len(ELLIPSIS):
            break
        kept.append(piece)
        length += len(piece)
    return "".join(kept) + ELLIPSIS


_find_unsafe = _UNSAFE.search


def _fmt_one(value: Any) -> str:
    cls = value.__class__
    if cls is str:  # the common case first: render runs for every event anyone reads
        return value if _find_unsafe(value) is None else visible(value)
    if cls is int:
        return str(value)
    if isinstance(value, UserText):
        return quote(value)
    return visible(value if isinstance(value, str) else str(value))


def _fmt(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join([_fmt_one(v) for v in value]) if value else "nobody"
    return _fmt_one(value)


# the texts role families declare in their manifests (``Family.messages``), registered when a
# family is installed: a family's words live with its rules; the keys never clash (checked)
FAMILY_TEXTS: dict[str, str] = {}
# the sentences of the kinds of event role families record without a message, by kind (each
# family's ``events``), for explanations and the host's log
FAMILY_EVENTS: dict[str, str] = {}
# what a family's message tells its reader, by message id (each family's ``meanings``): the
# value of a :class:`~werewolves.engine.declarations.Meaning`
MEANINGS: dict[str, str] = {}
# what a message does to its reader, in one line a screen shows beside it ("what
# this means for you"), declared with the message (each family's ``to_you``), never worked out by
# a screen from a role's name. The key is a message id, or ``id@group`` for the engine's generic
# group messages told about one group (``group.joined@Grandma's house``), which a group's own
# sentence overrides; the sentence is filled in with the message's parameters like its text.
TO_YOU: dict[str, str] = {
    # R36: a group's members share its channel
    "group.joined": "You now read and write in the {group}'s channel, with its other members.",
}


def register_texts(owner: str, texts: dict[str, str] | Any) -> None:
    """Add a family's message texts; ValueError when a key is already another text."""
    for key, text in dict(texts).items():
        known = EN.get(key, FAMILY_TEXTS.get(key))
        if known is not None and known != text:
            raise ValueError(f"{owner} declares the message {key!r}, already another text")
        FAMILY_TEXTS[key] = text


def register_events(owner: str, words: dict[str, str] | Any) -> None:
    """Add a family's event sentences; ValueError when a kind is already worded otherwise."""
    for kind, text in dict(words).items():
        known = FAMILY_EVENTS.get(kind)
        if known is not None and known != text:
            raise ValueError(f"{owner} words the event {kind!r}, already worded otherwise")
        FAMILY_EVENTS[kind] = text


def register_meanings(owner: str, meanings: dict[str, Any] | Any) -> None:
    """Add what a family's messages tell their readers; ValueError on a second meaning."""
    for key, meaning in dict(meanings).items():
        value = getattr(meaning, "value", meaning)
        known = MEANINGS.get(key)
        if known is not None and known != value:
            raise ValueError(f"{owner} gives the message {key!r} a second meaning")
        MEANINGS[key] = str(value)


def register_to_you(owner: str, sentences: dict[str, str] | Any) -> None:
    """Add what a family's messages do to their readers; ValueError on a second sentence."""
    for key, text in dict(sentences).items():
        known = TO_YOU.get(key)
        if known is not None and known != text:
            raise ValueError(f"{owner} says what the message {key!r} does twice, otherwise")
        TO_YOU[key] = text


def to_you(msg: str | None, params: dict[str, Any]) -> str | None:
    """What message ``msg`` does to its reader, in one line (its declared
    ``TO_YOU`` sentence with the parameters filled in: the group's own first), or None when it
    declares none."""
    if msg is None:
        return None
    group = params.get("group")
    template = (TO_YOU.get(f"{msg}@{group}") if group is not None else None) or TO_YOU.get(msg)
    if template is None:
        return None
    return template.format_map(_Params({k: _fmt(v) for k, v in params.items()}))


def render(msg: str | None, params: dict[str, Any], lang: str = "en") -> str:
    """The words of message ``msg`` with its parameters filled in.

    Every parameter is shown safely: control and text-direction characters as escapes, and a
    :class:`UserText` shortened as :func:`quote` says.
    """
    if msg is None:
        return ""
    catalogue = CATALOGUES.get(lang, EN)
    template = catalogue.get(msg) or EN.get(msg) or FAMILY_TEXTS.get(msg)
    if template is None:
        return f"[{msg}] " + ", ".join(f"{k}={_fmt(v)}" for k, v in params.items())
    return template.format_map(_Params({k: _fmt(v) for k, v in params.items()}))


class _Params(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Deferred:
    """A catalogue entry with its parameters, written out only when it is read (``str()``)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, params: dict[str, Any]) -> None:
        self.key = key
        self.params = params

    def __str__(self) -> str:
        return render(self.key, self.params)

    def __repr__(self) -> str:
        return f"Deferred({self.key!r}, {self.params!r})"


def deferred(msg: str, params: dict[str, Any]) -> Deferred:
    """The words of ``msg`` with ``params``, written out when first read (see ``Refusal``)."""
    return Deferred(msg, params)
