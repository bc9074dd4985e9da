"""Rules of the base game that belong to no role: protection from attacks, role-list visibility,
and the checks a game setup must pass before a game can start.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeGuard, TypeVar

from .chat import CC_CHANNELS, CC_DEFAULTS, CC_MEMBERS, CC_READER_CHOICES, CC_READERS
from .deaths import ABSENT
from .messages import in_words, render, user_text
from .rules import Family, Ruleset
from .state import Setup

if TYPE_CHECKING:
    from .core import Engine
    from .events import Event
    from .state import Player

# d01: a name is matched whole (``fullmatch``: ``$`` would let a final line break through), in
# plain ASCII: the letters A to Z, digits, _ ' and -, starting with a letter.
NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*")
T = TypeVar("T")
NAME_MAX = 32  # d01: a name fits on one line of every view
MIN_PLAYERS = 2
MAX_PLAYERS = 200
# d03 / R6: the seed is written into every saved game and its random draws; below 2**63 it is a
# plain signed 64-bit number that any JSON reader or database keeps exactly, and far below
# Python's 4,300-digit limit on writing a number out.
SEED_LIMIT = 2**63
ROLE_LISTS = ("public", "partial", "private")


class SetupError(ValueError):
    """A game setup the rules refuse; the message says what is wrong, for a host, and ``key``
    which catalogue entry said it (a client can tell which part of the setup it concerns).

    ``problems`` lists every refusal the setup earns, each ``(key, sentence)`` (``key`` None
    for a family's rule), the first being the message's own, so that a builder shows them all
    at once beside their fields."""

    key: str | None = None
    # the message's parameters (with ``key``: its words in any language, ``in_language``)
    params: dict[str, object] | None = None
    _problems: list[tuple[str | None, str]] | None = None

    def in_language(self, lang: str) -> str:
        """The refusal in the reader's language ``lang`` (as said when it has no key)."""
        if self.key is None or self.params is None or lang == "en":
            return str(self)
        return render(self.key, dict(self.params), lang)

    @property
    def problems(self) -> list[tuple[str | None, str]]:
        return list(self._problems) if self._problems else [(self.key, str(self))]


def protected_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """R8: protection (Guardian, amulet …) stops attacks only: never kills, lynches, true kills."""
    if kind != "attack":
        return None
    for st in victim.all("protected"):
        # R8: a protection named by nobody (a role file's Protect with no `by`) still stops
        # the attack: the defence's answer is never empty
        return str(st.data.get("by") or "protection")
    return None


def absence_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """R8 / ruling RM160 (the role book's first kind of defence): a player absent from home
    (the ``absent`` status) is not there when an attack aimed at them comes: it fails, first of
    all defences. Attacks only
    (an absence is no shelter from a kill, a lynch or a true kill); and an attack made at the
    house they are at (``at`` of the attempt, ``Deaths.kill``) finds them there."""
    if kind != "attack" or not victim.statuses:
        return None
    away = victim.all(ABSENT)
    if not away:
        return None
    at = None
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            at = ev.data.get("at")
            break
    for st in away:
        if st.data.get("at") != at:
            return str(st.data.get("by", "absence"))
    return None


def role_list_names(eng: Engine) -> list[str]:
    """R33: the full role list, the roles the players were dealt, sorted (a fresh list). The
    dealt roles never change in a game, so the sorted tuple is made once per game (speed: each
    death shows it to the dead)."""
    kept = eng._role_list
    if kept is None:
        kept = eng._role_list = tuple(sorted(p.original_role for p in eng.state.players))
    return list(kept)


def announce_role_list(eng: Engine) -> None:
    """R33: what everyone is told of the role list at game start."""
    setup = eng.state.setup
    roles = role_list_names(eng)
    if setup.role_list == "public":
        eng.announce("rolelist.public", rule="R33", kind="role_list", roles=roles)
    elif setup.role_list == "partial":
        eng.announce(
            "rolelist.partial", rule="R33", kind="role_list", roles=sorted(setup.revealed_roles)
        )


def show_full_list_to_the_dead(eng: Engine, victim: Player, ev: Event) -> None:
    """R33: dead players always see the full list; each is shown it when they die."""
    eng.tell(
        victim,
        "rolelist.full",
        rule="R33",
        causes=[ev.id],
        kind="role_list",
        roles=role_list_names(eng),
    )


def _refuse(msg: str, **params: object) -> SetupError:
    err = SetupError(render(msg, params))
    err.key = msg
    err.params = params
    return err


def check_seed(seed: object) -> int:
    """d03 / R6: the seed a game is started with, or a :class:`SetupError` for the host."""
    # a bool is an int to Python, but True is no seed a host meant
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise _refuse("setup.seed", max=SEED_LIMIT - 1, value=in_words(seed))
    return int(seed)


def _is_list(value: object) -> TypeGuard[list[object] | tuple[object, ...]]:
    """A list of things (a tuple will do), never a single string."""
    return isinstance(value, (list, tuple))


def _hidden_char(ch: str) -> bool:
    """A control, format (bidi marks, zero-width …), separator or unassigned character, or a
    space other than the plain one (which the name pattern refuses with its own words)."""
    return ch != " " and unicodedata.category(ch)[0] in "CZ"


def same_player_key(name: str) -> str:
    """d01: the key under which two names are the same player: case folded after NFKC (the
    engine finds players without regard to capitals)."""
    return unicodedata.normalize("NFKC", name).casefold()


# d01: ASCII characters that look like one another in many fonts, each mapped to one of its group
# (capitals matter here: I looks like l, L does not).
_LOOKALIKE = str.maketrans({"I": "l", "1": "l", "0": "O"})


def lookalike_key(name: str) -> str:
    """d01: the same string for two names a person could take for one another."""
    return name.translate(_LOOKALIKE)


def _check_name(n: int, name: object) -> str:
    """d01 / d02: the name of the ``n``-th player, or the refusal saying what is wrong with it.

    Names keep to ASCII: NFKC does not fold Cyrillic or Greek lookalikes ('А', 'Α') to Latin, so
    only the full Unicode confusables table could tell them apart; plain letters rule them out.
    """
    if not isinstance(name, str):
        raise _refuse("setup.name_type", n=n, value=in_words(name))
    if len(name) > NAME_MAX:
        raise _refuse("setup.name_length", name=user_text(name), max=NAME_MAX)
    # in ASCII the hidden characters are the controls, which are exactly the unprintable ones
    if (not name.isprintable()) if name.isascii() else any(_hidden_char(ch) for ch in name):
        raise _refuse("setup.name_hidden", name=user_text(name))
    if not name.isascii():
        raise _refuse("setup.name_letters", name=user_text(name))
    if not NAME_RE.fullmatch(name):
        raise _refuse("setup.bad_name", name=user_text(name))
    if same_player_key(name) == "nobody":
        raise _refuse("setup.nobody")
    return name


def _check_players(
    players: object,
    rules: Ruleset,
    found: list[SetupError] | None = None,
    roles_of_refused: list[tuple[str, str]] | None = None,
) -> list[tuple[str, str]]:
    """d01 / d02: the players in seat order, each a valid name and a role the rules deal.

    With ``found``, a refused entry is recorded there and left out, and the others are still
    checked (every refusal at once); without it the first refusal is raised.
    A refused entry whose role is one the rules deal (its name was the trouble) adds that role
    to ``roles_of_refused`` under a stand-in name, for the families' rules to judge."""
    if not _is_list(players):
        raise _refuse("setup.players_type", value=in_words(players))

    def refuse(err: SetupError) -> None:
        if found is None:
            raise err
        found.append(err)

    if not (MIN_PLAYERS <= len(players) <= MAX_PLAYERS):
        refuse(_refuse("setup.count", low=MIN_PLAYERS, high=MAX_PLAYERS, n=len(players)))
    by_key: dict[str, str] = {}
    by_look: dict[str, str] = {}
    out: list[tuple[str, str]] = []
    for n, entry in enumerate(players[: MAX_PLAYERS * 2], start=1):
        try:
            out.append(_check_entry(n, entry, rules, by_key, by_look))
        except SetupError as err:
            refuse(err)
            role = entry[1] if _is_list(entry) and len(entry) == 2 else None
            known = rules.role(role) if isinstance(role, str) else None
            if roles_of_refused is not None and known is not None and not known.office:
                roles_of_refused.append((f"seat {n}", known.name))
    return out


def _check_entry(
    n: int, entry: object, rules: Ruleset, by_key: dict[str, str], by_look: dict[str, str]
) -> tuple[str, str]:
    """d01 / d02: the ``n``-th player's entry as ``(name, role)``, or its refusal."""
    if not _is_list(entry) or len(entry) != 2:
        raise _refuse("setup.player_entry", n=n, value=in_words(entry))
    name = _check_name(n, entry[0])
    role_name = entry[1]
    if not isinstance(role_name, str):
        raise _refuse("setup.role_type", name=user_text(name), value=in_words(role_name))
    # d01: two names the engine would take for one player, or a person for one another
    key, look = same_player_key(name), lookalike_key(name)
    other = by_key.get(key)
    if other == name:
        raise _refuse("setup.same_name", name=user_text(name))
    if other is not None:
        raise _refuse("setup.same_player", name=user_text(other), other=user_text(name))
    other = by_look.get(look)
    if other is not None:
        raise _refuse("setup.lookalike_names", name=user_text(other), other=user_text(name))
    by_key[key] = name
    by_look[look] = name
    role = rules.role(role_name)
    if role is None:
        # lover.10 / RM460: an extra role is held on top of a dealt one, so no setup deals it;
        # the refusal says who hands it out in play
        extra = rules.extra(role_name)
        if extra is not None:
            raise _refuse(
                "setup.extra_role", role=extra.name, name=user_text(name), by=extra.handed_out
            )
    if role is None or role.office:
        raise _refuse("setup.unknown_role", role=user_text(role_name), name=user_text(name))
    return (name, role.name)


def _role_names(value: object, kind: str) -> list[str]:
    """d02: a list of role names (``revealed_roles`` / ``known_roles``), each text."""
    if not _is_list(value):
        raise _refuse(f"setup.{kind}_type", value=in_words(value))
    for r in value:
        if not isinstance(r, str):
            raise _refuse(f"setup.{kind}_entry", value=in_words(r))
    return [str(r) for r in value]


def validate(setup: Setup, rules: Ruleset) -> Setup:
    """Check a setup and return it with role names spelled as the rules spell them.

    Raises :class:`SetupError` naming the first thing wrong in the setup's fields (a wrongly
    typed field is a refusal like any other, d02, never a crash), or else every rule of the
    families the setup breaks, all at once. Its ``problems`` hold every refusal the setup
    earns, the fields' and the families' together (the families judge the players whose
    entries are sound), so a builder shows them all at once.
    """
    if not isinstance(setup, Setup):
        raise _refuse("setup.not_setup", value=in_words(setup))
    # speed: a plain setup (pairs of text, no options) already accepted under these rules is
    # accepted the same way again (every check reads the setup and the rules alone; a family,
    # role or listener added bumps the key): a fresh copy of what the checks made of it
    key = _plain_key(setup, rules)
    if key is not None:
        kept: dict[tuple[object, ...], Setup] | None = rules.tables.get(_VALIDATED)
        if kept is None:
            kept = rules.tables[_VALIDATED] = {}
        known = kept.get(key)
        if known is None:
            if len(kept) >= 512:
                kept.clear()
            known = kept[key] = _validate(setup, rules)
        return Setup(
            list(known.players),
            known.role_list,
            list(known.revealed_roles),
            None if known.known_roles is None else list(known.known_roles),
            {},
        )
    return _validate(setup, rules)


_VALIDATED = "validated setups"  # Ruleset.tables' key for what ``validate`` keeps


def _plain_key(setup: Setup, rules: Ruleset) -> tuple[object, ...] | None:
    """The key a plain setup's answer is kept by: its players, role list and revealed and known
    roles, all exactly text, no options; None for any other setup (checked every time)."""
    players = setup.players
    if type(players) is not list or setup.options != {} or type(setup.options) is not dict:
        return None
    for entry in players:
        if (
            type(entry) is not tuple
            or len(entry) != 2
            or type(entry[0]) is not str
            or type(entry[1]) is not str
        ):
            return None
    revealed, known, role_list = setup.revealed_roles, setup.known_roles, setup.role_list
    if type(role_list) is not str or type(revealed) is not list:
        return None
    if known is not None and type(known) is not list:
        return None
    for r in (*revealed, *(known or ())):
        if type(r) is not str:
            return None
    return (
        rules.generation,
        len(rules.families),
        len(rules.common),
        tuple(players),
        role_list,
        tuple(revealed),
        None if known is None else tuple(known),
    )


def _validate(setup: Setup, rules: Ruleset) -> Setup:
    """:func:`validate`, every check made."""
    found: list[SetupError] = []

    def check(fn: Callable[[], T]) -> T | None:
        try:
            return fn()
        except SetupError as err:
            found.append(err)
            return None

    stand_ins: list[tuple[str, str]] = []
    players = _check_players(setup.players, rules, found, stand_ins)
    role_list = setup.role_list
    if not isinstance(role_list, str) or role_list not in ROLE_LISTS:
        found.append(_refuse("setup.role_list", value=in_words(role_list)))
    revealed: list[str] = []
    in_play = Counter(r for _, r in players)
    for r in check(lambda: _role_names(setup.revealed_roles, "revealed")) or []:
        role = rules.role(r)
        if role is None:
            found.append(_refuse("setup.revealed_unknown", role=user_text(r)))
        elif role.name not in in_play:
            found.append(_refuse("setup.revealed_absent", role=role.name))
        else:
            revealed.append(role.name)
    if revealed and role_list != "partial":
        found.append(_refuse("setup.revealed_not_partial"))
    known: list[str] | None = None
    if setup.known_roles is not None:
        known = []
        for r in check(lambda: _role_names(setup.known_roles, "known")) or []:
            role = rules.role(r)
            if role is None:
                found.append(_refuse("setup.known_unknown", role=user_text(r)))
            else:
                known.append(role.name)
    options = setup.options
    if not isinstance(options, dict):
        found.append(_refuse("setup.options_type", value=in_words(options)))
        options = {}
    else:
        for key in options:
            if not isinstance(key, str):
                found.append(_refuse("setup.option_name", value=in_words(key)))
        # ruling RM440: the host may set how long a game runs on with nobody dying
        stall = options.get("draw_after", 0)
        if isinstance(stall, bool) or not isinstance(stall, int) or not 0 <= stall <= 1000:
            found.append(_refuse("setup.draw_after", value=in_words(stall)))
        # rule-conspiracy-channels.1: the host's limits on conspiracy channels
        for key, low, high in ((CC_CHANNELS, 0, 50), (CC_MEMBERS, 2, 200)):
            n = options.get(key, CC_DEFAULTS[key])
            if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
                found.append(_refuse("setup.cc_limit", option=key, low=low, high=high))
        if options.get(CC_READERS, "members") not in CC_READER_CHOICES:
            found.append(_refuse("setup.cc_readers", value=in_words(options.get(CC_READERS))))
    out = Setup(players, setup.role_list, revealed, known, dict(options))
    sound = Setup(
        players + stand_ins,
        setup.role_list,
        revealed,
        known,
        {k: v for k, v in options.items() if isinstance(k, str)},
    )
    # the families' own rules for a setup: every one it breaks is said at once (the builder
    # shows them together, one a line), in the resolution table's order; with a field
    # refused they judge what is sound (a role list that names no known role gives nothing)
    problems: list[str] = []
    if players and isinstance(role_list, str) and role_list in ROLE_LISTS:
        checks = rules.hooks.get("validate_setup", [])
        if len(sound.players) < len(setup.players):
            # R34 counts the sides of the whole role list: with a seat whose role is not known
            # it cannot (that seat's own refusal is the one to read), so it says nothing
            checks = [fn for fn in checks if fn is not refuse_one_side]
        problems = [p for fn in checks if (p := fn(sound, rules))]
    if found:
        first = found[0]
        first._problems = [(e.key, str(e)) for e in found] + [(None, p) for p in problems]
        raise first
    if problems:
        err = SetupError("\n".join(problems))
        err._problems = [(None, p) for p in problems]
        raise err
    return out


UNALIGNED = "unaligned"  # RoleDef.team of a role that plays for no team (R34)
NO_TEAM = "none"  # RoleDef.team of a card no player is dealt (an office, an extra role)
TOWN, WOLVES = "town", "wolves"  # R34's two teams of the base game, named in its advice


def refuse_one_side(setup: Setup, rules: Ruleset) -> str | None:
    """R34 (ruling RM592): a setup must be a game, two sides at least that can win
    against each other; otherwise it is over before anyone plays (``8xWolf``).

    Each team a dealt role plays for is a side. An unaligned player is none: R34 says they
    never stop another team's win and win only by their own condition, so a team with only
    unaligned players beside it wins at the first check (rule-alignments-unaligned.7). The one
    exception is an unaligned role that, as dealt, keeps a team from winning while its player
    lives (rule-alignments-unaligned.9, ruling RM420, or a rule like S0.40's): the team must
    outlive it first, so the two are sides against each other. Its family says so at the
    ``stands_against`` moment; this rule names no role."""
    dealt = [role for _, name in setup.players if (role := rules.role(name)) is not None]
    if not dealt:
        return None  # no role this game knows: the fields' own refusals say it
    teams = {r.team for r in dealt} - {UNALIGNED, NO_TEAM}
    if len(teams) > 1:
        return None
    if not teams:
        return render("sides.no_team", {})
    (team,) = teams
    against = rules.hooks.get("stands_against", [])
    if any(fn(r, team, rules) for r in dealt if r.team == UNALIGNED for fn in against):
        return None

    def name(key: str) -> str:
        known = rules.teams.get(key)
        return known.name if known else key

    if team == TOWN:
        return render("sides.town_alone", {"town": name(TOWN), "wolves": name(WOLVES)})
    return render("sides.one_team", {"team": name(team), "town": name(TOWN)})


# R37: the base game's rules no role owns, declared like any family (in every game: no roles)
FAMILY = Family(
    name="kernel",
    listeners=(
        ("validate_setup", refuse_one_side),  # R34: a setup has two sides at least
        ("game_start", announce_role_list),  # R33
        ("death", show_full_list_to_the_dead),  # R33
    ),
    # R8; ruling RM160: absences are the first kind of defence tried
    defences=(("absence", "absent", absence_defence), ("active", "protected", protected_defence)),
    always=True,
    rulebook={
        # the book's draw (_rules/results/3 draw), carried by engine/victory.end_in_draw and
        # the stall rule of engine/walker (ruling RM440)
        "rule-results-draw.1": (
            "A game ended early is a draw, worth about as little as a loss to those in it."
        ),
        "rule-results-draw.2": (
            "In a draw the living draw, the dead lose, and whoever ascended keeps their win."
        ),
        # the book's tie (_rules/results/2 tie), carried by engine/victory._tie (ruling RM463)
        "rule-results-tie.1": (
            "Two teams or more meeting their win condition at once, with no enemy left to "
            "kill, is a tie."
        ),
        "rule-results-tie.2": (
            "In a tie everyone alive wins and everyone dead loses, allies of a tied team too."
        ),
        "RM440": (
            "A game with nobody dying for the setup's draw_after phases in a row (twelve unless "
            "set), or one the host ends early, ends in a draw."
        ),
    },
)


def install(rules: Ruleset) -> None:
    """For rules built by hand (tests): the same as ``rules.install(FAMILY)``."""
    rules.install(FAMILY)
