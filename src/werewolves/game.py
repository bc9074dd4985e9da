"""The facade every other part of the program uses to run a game.

>>> from werewolves.game import Game, Setup
>>> g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]), seed=1)
>>> g.phase
'Day 0'
>>> g.advance(); g.phase
'Night 1'
>>> bool(g.submit("Cid", "investigate Ann"))
True
>>> g.messages("Cid")[-1]
'Ann appears to be the Wolf.'
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from .engine import tally
from .engine.chat import CC_DEFAULTS
from .engine.checks import POLL_VOTE_VERBS
from .engine.core import Accepted, Engine, Reason, Refusal
from .engine.deaths import DEATH_KINDS
from .engine.declarations import (
    THREAT_SCALE,
    Aim,
    Declaration,
    Effect,
    Learns,
    Meaning,
    Mix,
    Pick,
    group_key,
    threat_rank,
)
from .engine.events import Event
from .engine.explain import alive, describe, explain, poll_words, rule_words
from .engine.explain import summary as explain_summary
from .engine.kernel import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_MAX,
    SEED_LIMIT,
    SetupError,
    check_seed,
    validate,
)
from .engine.messages import (
    card_text,
    channel_of,
    channel_words,
    deferred,
    group_words,
    reason_words,
    render,
    role_words,
    team_words,
    to_you,
    user_text,
    user_value,
    verb_in_text,
    verb_label,
    verb_of,
    visible,
)
from .engine.phases import parse_phase, phase_kind, phase_name, phase_words, phase_words_of
from .engine.polls import NOBODY_LYNCHED
from .engine.results import UnknownPlayer
from .engine.rules import Ability, RoleDef, Ruleset
from .engine.state import (
    GameState,
    Outcome,
    Player,
    RoleListMode,
    Setup,
    SnapshotError,
)
from .engine.walker import DRAW_AFTER
from .i18n import CATALOG
from .roles import RULES_VERSION, default_rules
from .roles.rulebook import RULEBOOK
from .views import (
    HOST,
    LEFT_KINDS,
    PUBLIC,
    TARGET_PARAM,
    AbilityCard,
    ChannelView,
    ConspiracyView,
    HostSeat,
    HostView,
    LegalAction,
    Message,
    PlayerView,
    PollResult,
    PollView,
    ResultView,
    RoleCard,
    SeatMark,
    SeatView,
    StatusView,
    TeamView,
    Viewer,
    message,
    phase_news,
    result_view,
    seat_marks,
    sees,
)

# the channels every game has, by the names the views and commands use (chat.py)
TOWN_SQUARE = Engine.TOWN_SQUARE
DEAD_CHANNEL = Engine.DEAD_CHANNEL

__all__ = [
    "CC_DEFAULTS",
    "DEAD_CHANNEL",
    "DEATH_KINDS",
    "DRAW_AFTER",
    "HOST",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOVED_ON",
    "NAME_MAX",
    "NOBODY_LYNCHED",
    "PUBLIC",
    "RULES_VERSION",
    "SEED_LIMIT",
    "TARGET_PARAM",
    "THREAT_SCALE",
    "TOWN_SQUARE",
    "AbilityCard",
    "Accepted",
    "Aim",
    "ConspiracyView",
    "Declaration",
    "Effect",
    "Event",
    "Game",
    "HostView",
    "Learns",
    "LegalAction",
    "Meaning",
    "Message",
    "Mix",
    "Outcome",
    "Pick",
    "Player",
    "PlayerView",
    "PollResult",
    "Reason",
    "Refusal",
    "ResultView",
    "RoleCard",
    "RoleListMode",
    "Ruleset",
    "SeatMark",
    "SeatView",
    "Setup",
    "SetupError",
    "SnapshotError",
    "TeamView",
    "UnknownEvent",
    "UnknownPlayer",
    "ability_card",
    "channel_of",
    "channel_words",
    "common_abilities",
    "custom_role_cards",
    "default_rules",
    "extra_roles",
    "find_role",
    "group_key",
    "group_words",
    "moved_on",
    "moved_on_said",
    "parse_phase",
    "phase_kind",
    "phase_name",
    "phase_news",
    "phase_words",
    "phase_words_of",
    "poll_words",
    "reason_words",
    "render",
    "role_book",
    "role_card",
    "role_words",
    "roles_hash",
    "rules_for",
    "seat_marks",
    "team_words",
    "threat_rank",
    "validate",
    "verb_in_text",
    "verb_label",
    "verb_of",
    "visible",
]


def role_card(role: RoleDef, rules: Ruleset, lang: str = "en") -> RoleCard:
    """A role as its family declares it: team, words, the book's group, what its abilities do,
    how it joins a default mix (made once per role, ruleset and language: a card never
    changes). Its words are in ``lang`` where the cards resource has them (the role book's
    roles); a role file's role keeps its own words."""
    key = ("role card", role.name, id(role), lang)
    card: RoleCard | None = rules.tables.get(key)
    if card is None:
        english = _make_card(role, rules) if lang == "en" else role_card(role, rules)
        card = rules.tables[key] = (
            english if lang == "en" else _file_words(_in_language(english, lang), rules, lang)
        )
    return card


def _file_words(card: RoleCard, rules: Ruleset, lang: str) -> RoleCard:
    """``card`` with the words its role file gives in ``lang`` (``texts``), where it gives
    them: a role file's role only."""
    words = rules.tables.get(("role file texts", card.name), {}).get(lang)
    if not words:
        return card
    return dataclasses.replace(
        card,
        title=words.get("name", card.title),
        summary=words.get("summary", card.summary),
        description=words.get("description", card.description),
        handed_out=words.get("handed_out", card.handed_out),
        abilities=tuple(
            dataclasses.replace(a, help=words.get("help:" + a.verb, a.help))
            for a in card.abilities
        ),
    )


def _team_name(team: str, lang: str) -> str:
    """A team's name (its id: ``town``, ``wolves`` …) as the cards of ``lang`` name it; the id
    itself for a team the cards do not name (a role file's)."""
    key = f"team.{_card_id(team)}"
    return CATALOG.text(key, {}, lang) if CATALOG.has(key) else team


def _card_id(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def declaration_in(decl: Declaration, lang: str) -> Declaration:
    """An ability's declaration with what a screen shows of it (its warning, its fallback) in
    ``lang``; what a bot weighs (the effects, the aim) stays as declared."""
    if lang == "en" or not (decl.warning or decl.fallback):
        return decl
    return dataclasses.replace(decl, warning=card_text(decl.warning, lang),
                               fallback=card_text(decl.fallback, lang))


def _in_language(card: RoleCard, lang: str) -> RoleCard:
    """``card`` with its words from the cards resource in ``lang`` (scripts/cards_ftl.py names
    the ids), each only where the English resource holds this very text: a role file's role
    that shares a book role's name keeps its own words."""

    def word(fid: str, english: str) -> str:
        if not english or CATALOG.text(fid.replace("-", "."), {}) != " ".join(english.split()):
            return english
        got = CATALOG.render(fid.replace("-", "."), {}, lang)
        return got.text if got is not None and got.lang == lang else english

    s = _card_id(card.name)
    team = _card_id(card.team)
    return dataclasses.replace(
        card,
        title=word(f"role-{s}", card.name),
        team_name=word(f"team-{team}", card.team_name),
        team_goal=word(f"team-{team}-goal", card.team_goal),
        summary=word(f"role-{s}-summary", card.summary),
        description=word(f"role-{s}-description", card.description),
        handed_out=word(f"role-{s}-handed_out", card.handed_out),
        status=word(f"role-{s}-status", card.status),
        abilities=tuple(
            dataclasses.replace(a, help=word(f"ability-{s}-{_card_id(a.verb)}", a.help),
                                declaration=declaration_in(a.declaration, lang),
                                label=verb_label(a.verb, lang),
                                group_name=str(group_words(a.group, lang) or ""))
            for a in card.abilities
        ),
    )


def view_in(view: PlayerView, lang: str) -> PlayerView:
    """An English view (the simulator's, made once for every reader) with its words in
    ``lang``: its messages said again from their keys and parameters, the phase, the card and
    the actions' help in that language (what a program reads, the keys, parameters and
    declarations' aims, is the same in every language)."""
    if lang == "en":
        return view
    msgs = [
        dataclasses.replace(
            m, text=render(m.key, m.params, lang), phase=phase_words_of(m.phase, lang),
            to_you=to_you(m.key, m.params, lang),
        ) if m.key else m
        for m in view.messages
    ]
    return dataclasses.replace(
        view,
        card=_in_language(view.card, lang),
        phase=phase_words(view.phase_index, lang),
        messages=msgs,
        actions=actions_in(view.actions, lang),
        statuses=tuple(
            dataclasses.replace(st, until=None if st.until is None
                                else phase_words_of(st.until, lang))
            for st in view.statuses
        ),
    )


def actions_in(actions: Sequence[LegalAction], lang: str) -> list[LegalAction]:
    """Legal actions with their help in ``lang`` (what a screen shows; the rest as given)."""
    if lang == "en":
        return list(actions)
    return [
        dataclasses.replace(la, help=card_text(la.help, lang),
                            declaration=declaration_in(la.declaration, lang),
                            label=verb_label(la.verb, lang),
                            in_text=verb_in_text(la.verb, lang))
        for la in actions
    ]


MOVED_ON = "moved_on"  # the reason of a command refused because its phase has ended


def moved_on_said(meant: int | None, now: int) -> tuple[str, dict[str, Any]] | None:
    """Why a command meant for phase ``meant`` (its index) is not taken now that phase ``now``
    is running, as a catalogue key and its parameters; None when it is the running phase or
    the command named none (a client that sends no phase keeps the old behaviour). A tap for
    the night that lands in the day is never taken as the day's action."""
    if meant is None or meant == now:
        return None
    key = "service.meant_later" if meant > now else "service.meant_earlier"
    return key, {"until": phase_name(meant), "phase": phase_name(now)}


def moved_on(meant: int | None, now: int, lang: str = "en") -> str | None:
    """:func:`moved_on_said` in a sentence in the reader's language ``lang``."""
    said = moved_on_said(meant, now)
    return None if said is None else render(said[0], said[1], lang)


def _make_card(role: RoleDef, rules: Ruleset) -> RoleCard:
    team = rules.teams.get(role.team)
    return RoleCard(
        role.name,
        role.team,
        team.name if team else role.team,
        role.category,
        role.summary,
        role.description,
        tuple(role.rules),
        group=role.book_group,
        limited=role.limited,
        office=role.office,
        abilities=tuple(ability_card(a) for a in role.abilities),
        mix=role.mix,
        aliases=tuple(role.aliases),
        lycan=role.lycan,
        team_goal=team.goal if team else "",
        handed_out=role.handed_out,
        status=role.status,
    )


def ability_card(ab: Ability) -> AbilityCard:
    """An ability as the edges read it: its words, limits and declaration."""
    optional = ab.max_targets - ab.min_targets
    usage = ab.usage or " ".join([ab.verb, *["PLAYER"] * ab.min_targets, *["[PLAYER]"] * optional])
    return AbilityCard(
        ab.verb,
        ab.help,
        ab.timing,
        ab.declaration,
        when=ab.when,
        from_phase=ab.from_phase,
        usage=usage,
        min_targets=ab.min_targets,
        max_targets=ab.max_targets,
        per_phase=ab.per_phase,
        per_game=ab.per_game,
        counter=ab.counter,
        group=ab.group,
        by_dead=ab.by_dead,
        gated=ab.available is not None,
        notation=ab.notation,
    )


def common_abilities(rules: Ruleset | None = None) -> tuple[AbilityCard, ...]:
    """The actions every living player has (votes, and those a family gives everyone)."""
    rules = rules or default_rules()
    return tuple(ability_card(a) for a in rules.common)


def find_role(name: str, rules: Ruleset | None = None) -> RoleCard | None:
    """The card of the role (or office, or extra role) called ``name`` or one of its aliases, in
    any case."""
    rules = rules or default_rules()
    role = rules.role(name) or rules.extra(name) if isinstance(name, str) else None
    return None if role is None else role_card(role, rules)


def role_book(rules: Ruleset | None = None) -> tuple[RoleCard, ...]:
    """The public role book: every role (offices included) as a :class:`RoleCard`, in the rules'
    order. What the edges (bots, screens, the builder, the simulator) know of roles, they read
    here."""
    rules = rules or default_rules()
    return tuple(role_card(r, rules) for r in rules.roles.values())


def extra_roles(rules: Ruleset | None = None) -> tuple[RoleCard, ...]:
    """RM460: the extra roles (the Lover …) as cards, in the rules' order: what the families
    hand out in play on top of a dealt role. No setup deals one; :func:`role_book` leaves them
    out, so whatever reads it as the roles to deal, guess or count never meets one."""
    rules = rules or default_rules()
    return tuple(role_card(r, rules) for r in rules.extras.values())


# R8's kinds of death (and R34's two ways to leave) as a player reads them in who was who, in
# English; another language's are the resource's ``left-KIND`` (explain.ftl)
DEATH_WORDS = {
    "attack": "attacked",
    "kill": "killed",
    "lynch": "lynched",
    "true kill": "died beyond saving",
    "ascended": "ascended",
    "descended": "descended",
}


class UnknownEvent(LookupError):
    """An explanation asked for by something that is not an event's number (a program's
    mistake: the number came as text, say); the message says what was given, quoted safely."""

    def __init__(self, value: object) -> None:
        shown = f"'{user_text(value)}'" if isinstance(value, str) else repr(value)[:40]
        super().__init__(render("refuse.event_number", {"value": shown}))
        self.value = value


def _event_number(value: object) -> int:
    """``value`` as an event's number, or :class:`UnknownEvent` (never a TypeError deep in the
    explanation's walk); a number out of the log's range is no event and explains nothing."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise UnknownEvent(value)
    return value


Command = dict[str, Any]
"""One accepted command of the log: ``{"op": "submit", "player": …, "action": [verb, …]}``,
``{"op": "say", "player": …, "channel": …, "text": …}`` or ``{"op": "advance"}``."""


def _member_list(members: object) -> list[str]:
    """The players a conspiracy command names: a list of names, or one text of names split at
    commas and spaces (what a person types)."""
    if isinstance(members, str):
        return members.replace(",", " ").split()
    if isinstance(members, list | tuple):
        return [m if isinstance(m, str) else str(m) for m in members]
    return []


def _check_snapshot(state: GameState, rules: Ruleset) -> None:
    """SnapshotError when a restored state names what the game cannot hold: a role the rules do
    not know, a vote or a choice by or for a stranger, a family state of the wrong shape."""
    names = {p.name for p in state.players}
    if len(names) != len(state.players):
        raise SnapshotError("the saved game has two players with one name")
    for p in state.players:
        for role in (p.role, p.original_role, *p.offices):
            if role not in rules.roles:
                raise SnapshotError(f"the saved game gives {p.name} a role these rules lack")
    for poll in state.polls:
        if any(v not in names or t not in names for v, t in poll.votes.items()):
            raise SnapshotError(f"the saved game's {poll.name} poll has a stranger's vote")
    for pending in state.pending:
        if pending.actor not in names or any(t not in names for t in pending.targets):
            raise SnapshotError("the saved game has a pending choice by or for a stranger")
    for fam in rules.families.values():
        raw = state.ext.get(fam.name)
        if raw is not None and fam.state is not None and not isinstance(raw, dict):
            raise SnapshotError(f"the saved game's {fam.name} state is not a JSON object")
        if isinstance(raw, dict) and fam.state is not None:
            try:
                fam.state.from_json(raw)
            except (TypeError, ValueError) as e:
                raise SnapshotError(f"the saved game's {fam.name} state is damaged ({e})") from None


# The rules of games with custom roles, by the hash of their role files' texts
# (a game replayed, reloaded or undone builds them once per process)
_CUSTOM_RULES: dict[str, Ruleset] = {}
_CUSTOM_KEPT = 32
CUSTOM_ROLES_SHAPE = (
    "the setup's custom_roles must be a list of [file name, role file text] pairs, both texts"
)


def _custom_pairs(custom: object) -> tuple[tuple[str, str], ...]:
    if not isinstance(custom, list | tuple) or not all(
        isinstance(e, list | tuple) and len(e) == 2 and all(isinstance(x, str) for x in e)
        for e in custom
    ):
        raise SetupError(CUSTOM_ROLES_SHAPE)
    return tuple((e[0], e[1]) for e in custom)


def roles_hash(setup: Setup) -> str:
    """The content hash of a setup's custom roles ("" when it has none): recorded beside the
    rules version, it names the exact role files a game is played under."""
    if not setup.custom_roles:
        return ""
    pairs = _custom_pairs(setup.custom_roles)
    text = json.dumps([list(p) for p in pairs], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def rules_for(setup: Setup) -> Ruleset:
    """The rules a setup is played under: the role book, with the custom roles its setup
    carries (built from their texts, kept by content hash). Raises
    :class:`SetupError` with the loader's sentences, one a line, for a role file with problems."""
    if not setup.custom_roles:
        return default_rules()
    key = roles_hash(setup)
    rules = _CUSTOM_RULES.get(key)
    if rules is None:
        from .roledata.load import RoleFileError, load_texts

        try:
            rules = load_texts(_custom_pairs(setup.custom_roles))
        except RoleFileError as e:
            # each of the loader's problems as a sentence naming its file and line; the
            # message is the first, ``problems`` holds them all
            said = [f"Role file {p.file}, line {p.line}: {p.sentence.rstrip('.')}."
                    for p in e.problems]
            err = SetupError(said[0])
            err.key = "setup.custom_roles"
            err._problems = [("setup.custom_roles", one) for one in said]
            raise err from None
        if len(_CUSTOM_RULES) >= _CUSTOM_KEPT:
            _CUSTOM_RULES.pop(next(iter(_CUSTOM_RULES)))
        _CUSTOM_RULES[key] = rules
    return rules


def custom_role_cards(custom_roles: Sequence[tuple[str, str]]) -> tuple[RoleCard, ...]:
    """The cards of the roles that role files add to the book, in their files' order (a
    builder offers them in its role list). Raises :class:`SetupError` with the loader's
    sentences for a file with problems."""
    rules = rules_for(Setup([], custom_roles=list(custom_roles)))
    book = default_rules().roles
    # (a role that takes a book role's place is the file's, under the book's name)
    return tuple(role_card(r, rules) for name, r in rules.roles.items()
                 if name not in book or r.replaces)


class Game:
    """One game of Werewolves."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._state = engine.state  # the engine's state, never replaced (``over`` reads it)
        # speed: ``legal_actions`` is the engine's own (``Offers.offers``), bound once, so the
        # facade adds no call to the path a client takes most (the method below says the same)
        self.legal_actions = engine.offers  # type: ignore[method-assign]
        self.idle = engine.idle  # type: ignore[method-assign]  # (the same: asked at every move)

    # ------------------------------------------------------------------ creating

    @classmethod
    def new(cls, setup: Setup, seed: int = 0, rules: Ruleset | None = None) -> Game:
        """Start a game (roles dealt, starting abilities done, Day 0 running).

        Raises :class:`SetupError` with a sentence for the host when the setup is refused.
        A setup that carries custom roles is played under the rules built from their texts,
        unless ``rules`` are given.
        """
        # what is not a setup at all is refused by ``validate`` with its sentence (repro D02)
        rules = rules or (rules_for(setup) if isinstance(setup, Setup) else default_rules())
        checked = validate(setup, rules)
        checked.custom_roles = list(_custom_pairs(setup.custom_roles))
        players = [
            Player(name=name, seat=i, role=role, original_role=role)
            for i, (name, role) in enumerate(checked.players)
        ]
        state = GameState(
            setup=checked, seed=check_seed(seed), players=players, rules_version=RULES_VERSION
        )
        engine = Engine(state, rules)
        engine.start()
        return cls(engine)

    @classmethod
    def from_json(cls, data: dict[str, Any] | str, rules: Ruleset | None = None) -> Game:
        """Restore a game from :meth:`to_json`'s value or its JSON text; the value is copied, never
        kept. Raises :class:`SnapshotError` with a sentence when it is not a saved game."""
        if isinstance(data, str):
            try:
                data = json.loads(data)
            except ValueError as e:
                raise SnapshotError(f"a saved game must be JSON text ({e})") from None
        if not isinstance(data, dict):
            raise SnapshotError("a saved game must be a JSON object")
        state = GameState.from_json(data)
        if rules is None and state.rules_version != RULES_VERSION:
            # a save's shape belongs to the rules it was made under; its commands replay instead
            raise SnapshotError(
                f"this game was saved under rules version {state.rules_version or 'unknown'}, "
                f"and this program plays version {RULES_VERSION}: replay its commands instead"
            )
        if rules is None:
            # A saved game's custom roles are rebuilt from the texts in its setup
            try:
                rules = rules_for(state.setup)
            except SetupError as e:
                why = f"the saved game's custom roles cannot be loaded ({e})"
                raise SnapshotError(why) from None
        _check_snapshot(state, rules)
        return cls(Engine(state, rules))

    def to_json(self) -> dict[str, Any]:
        return self._engine.state.to_json()

    # ------------------------------------------------------------------ reading

    @property
    def phase(self) -> str:
        return phase_name(self._state.phase)

    @property
    def phase_index(self) -> int:
        return self._state.phase

    @property
    def players_generation(self) -> int:
        """A number that grows whenever a player dies or leaves the game, or a player's role,
        team or groups change; while it stays the same, so do who lives and every player's role
        (a reader may keep what it worked out from them by this number, with the phase)."""
        return self._engine._version

    @property
    def outcome(self) -> Outcome | None:
        return self._state.outcome

    @property
    def over(self) -> bool:
        return self._state.outcome is not None

    @property
    def players(self) -> list[str]:
        return [p.name for p in self._state.players]

    def living(self) -> list[str]:
        return [p.name for p in self._engine.living()]

    def dead_can_act(self) -> bool:
        """Whether this game gives the dead anything to submit (a poll of the dead): else
        :meth:`legal_actions` is [] for every dead player."""
        return self._engine.dead_may_act()

    def awaits_line(self, name: str) -> str | None:
        """The channel a rule waits for ``name`` to write in now (a question to put), if any:
        a player with nothing to submit may still have something to write."""
        p = self.player(name)
        eng = self._engine
        if not p.alive or not eng.listeners("awaits_line"):
            return None
        return next((c for c in eng.hook("awaits_line", p) if c), None)

    def player(self, name: str) -> Player:
        """The player named ``name`` (case and surrounding spaces ignored); every read about one
        player raises :class:`UnknownPlayer` for a name that is not in the game."""
        p = self._engine.find(name) if isinstance(name, str) else None
        if p is None:
            raise UnknownPlayer(name)
        return p

    def find(self, name: str) -> str | None:
        """The name of the player called ``name`` as the game spells it (case and surrounding
        spaces ignored), or None when nobody is called that."""
        p = self._engine.find(name) if isinstance(name, str) else None
        return None if p is None else p.name

    def seats(self) -> tuple[SeatView, ...]:
        """Every seat in order, as everyone sees it: name, seat number, alive, offices (R12)."""
        return tuple(
            SeatView(q.name, q.seat, q.alive, tuple(q.offices)) for q in self._state.players
        )

    @property
    def setup(self) -> Setup:
        """The setup the game was made of, as the setup check kept it (a copy): with
        :attr:`seed` and :attr:`commands`, what :meth:`replay` rebuilds the game from."""
        return Setup.from_json(self._state.setup.to_json())

    @property
    def roles_hash(self) -> str:
        """The content hash of this game's custom roles ("" when it has none)."""
        return roles_hash(self._state.setup)

    @property
    def seed(self) -> int:
        """The game's seed (R6)."""
        return self._state.seed

    @property
    def role_list_mode(self) -> RoleListMode:
        """R33: how much of the role list everyone is told (public, partial or private)."""
        return self._state.setup.role_list

    def team_of(self, name: str) -> TeamView:
        """The team ``name`` plays for now (a team change included), as the host knows it."""
        eng = self._engine
        key = eng.team_of(self.player(name))
        team = eng.rules.teams.get(key)
        return TeamView(key, team.name if team else key, team.goal if team else "")

    def groups(self) -> dict[str, tuple[str, ...]]:
        """The groups of the game (the wolfpack, the cult …) with their members, in the order
        they were made: what the host knows (a player knows only their own)."""
        return {g.name: tuple(g.members) for g in self._state.groups}

    def verbs(self) -> frozenset[str]:
        """Every verb the game's rules know (an ability someone may hold, or a common one)."""
        return frozenset(self._engine.rules.verbs())

    def role_book(self) -> tuple[RoleCard, ...]:
        """The role book of this game's rules: every role (offices included) as a card."""
        return role_book(self._engine.rules)

    def vote_weight(self, name: str, poll: str = "lynch") -> int | None:
        """How many votes ``name``'s ballot in today's ``poll`` counts (R11-R13: the Mayor's
        extra one, the modifiers of the families; 0 for the dead, who do not vote, R7), or None
        when no such poll is open."""
        p = self.player(name)
        open_poll = self._engine.poll(poll)
        if open_poll is None:
            return None
        return self._engine.vote_weight(p, open_poll) if p.alive else 0

    def text(self, event: Event) -> str:
        """An event in words (its message rendered, else its kind)."""
        return self._engine.text(event)

    @property
    def events(self) -> list[Event]:
        return self._state.events

    @property
    def rules_version(self) -> str:
        """The version of the rules the game was created under."""
        return self._state.rules_version

    @property
    def commands(self) -> list[Command]:
        """Every accepted command so far, in order (a copy)."""
        return json.loads(json.dumps(self._state.commands))  # type: ignore[no-any-return]

    # ------------------------------------------------------------------ acting

    def legal_actions(self, name: str) -> list[LegalAction]:
        """What ``name`` may submit now, each with the players each target position may name:
        exactly what :meth:`submit` accepts (a dead player or a finished game: []; a name not in
        the game: :class:`UnknownPlayer`)."""
        return self._engine.offers(name)

    def idle(self) -> frozenset[str]:
        """Who has nothing to do now (R7): the players whose :meth:`legal_actions` are [] and
        stay [] until the phase ends or a player's abilities change — every player once the
        game is over, the dead (unless :meth:`dead_can_act`), and those holding no ability
        this phase admits (a villager's night). A player not named may still have nothing
        (an ability used up, a poll not open: only :meth:`legal_actions` says). Kept by the
        game, so a reader walking the seats at every move skips these without asking each."""
        return self._engine.idle()

    def submit(self, name: str, action: str | Sequence[str], *args: str) -> Accepted | Refusal:
        """Submit an action for player ``name``: ``"verb A B"``, ``("verb", "A", "B")`` or
        ``["verb", "A", "B"]``. Returns :class:`Accepted` or a :class:`Refusal` (which changes
        nothing)."""
        if (
            len(args) == 1
            and type(action) is str
            and action in POLL_VOTE_VERBS
            and type(name) is str
            and type(args[0]) is str
        ):
            # speed: a day's vote and one name (a verb holds no space, so its
            # words are the verb and the name): ``Resolution._vote_plainly`` at once, whose
            # event names the actor as ``name`` spells them; anything it leaves (None: nothing
            # changed) goes the usual way below
            arg = args[0]
            voted = self._engine._vote_plainly(name, action, arg)
            if voted is not None:
                self._state.commands.append(
                    {"op": "submit", "player": name, "action": [action, arg]}
                )
                return voted
        if isinstance(action, str):
            words = action.split()
        elif isinstance(action, list | tuple):
            words = [str(w) for w in action]
        else:
            words = []  # not an action at all: refused below like an empty one
        if args:
            words += map(str, args)
        if not words:
            return Refusal(Reason.UNKNOWN_VERB, deferred("refuse.unknown_verb", {"verb": ""}))
        eng = self._engine
        if words[0].lower() not in eng.rules.verbs():
            # a verb's label in any language names it (``Angreifen Bob`` is ``attack Bob``): the
            # command is kept with the verb itself, so the log holds no language
            labelled = verb_of(words)
            if labelled is not None:
                words = [labelled[0], *words[labelled[1]:]]
        result = eng.submit(name, words[0], words[1:])
        if isinstance(result, Accepted):
            # the accepting event names its actor as the game spells them
            accepted = self._state.events[result.event]
            actor = accepted.actor
            if accepted.data.get("picks"):
                # an action naming words after its players is kept word by word, however it
                # was sent (``["wear", "Wolf Cub"]`` or ``"wear Wolf Cub"``): the same command
                words = [w for word in words for w in word.split()]
            self._state.commands.append({"op": "submit", "player": actor, "action": words})
        return result

    def say(self, name: str, channel: str, text: str) -> Accepted | Refusal:
        """Write ``text`` in one of ``name``'s channels (see :meth:`channels`)."""
        if not isinstance(channel, str):
            speaker = self._engine.find(name)
            mine = [] if speaker is None else self._engine.channels_of(speaker)
            return Refusal(
                Reason.NO_CHANNEL,
                deferred("refuse.no_channel", {"channel": user_value(channel), "channels": mine}),
            )
        if not isinstance(text, str):
            return Refusal(
                Reason.BAD_TEXT, deferred("refuse.bad_text", {"max": self._engine.MAX_CHAT})
            )
        result = self._engine.say(name, channel, text)
        if isinstance(result, Accepted):
            ev = self._state.events[result.event]
            self._state.commands.append(
                {"op": "say", "player": ev.actor, "channel": ev.params["channel"], "text": text}
            )
        return result

    def channels(self, name: str) -> list[str]:
        """The channels ``name`` may write in now."""
        return self._engine.channels_of(self.player(name))

    def open_channel(
        self, name: str, channel: str, members: Sequence[str] | str
    ) -> Accepted | Refusal:
        """rule-conspiracy-channels.1: ``name`` (living) opens a private channel called
        ``channel`` with ``members``; it is then written in with :meth:`say` as ``#channel``.
        A command in the log, as chat is."""
        eng = self._engine
        result = eng.open_conspiracy(name, channel, _member_list(members))
        if isinstance(result, Accepted):
            ev = self._state.events[result.event]
            self._state.commands.append(
                {
                    "op": "conspire",
                    "player": ev.actor,
                    "channel": channel,
                    "members": _member_list(members),
                }
            )
        return result

    def invite(self, name: str, channel: str, members: Sequence[str] | str) -> Accepted | Refusal:
        """rule-conspiracy-channels.1: a living member of ``channel`` invites ``members``."""
        result = self._engine.invite_conspiracy(name, channel, _member_list(members))
        if isinstance(result, Accepted):
            ev = self._state.events[result.event]
            self._state.commands.append(
                {
                    "op": "invite",
                    "player": ev.actor,
                    "channel": ev.params["channel"],
                    "members": _member_list(members),
                }
            )
        return result

    def conspiracies(self, name: str) -> list[ConspiracyView]:
        """The conspiracy channels ``name`` is a member of (a dead member's too: they keep
        reading), each with its members and whether ``name`` may write in it."""
        p = self.player(name)
        return [
            ConspiracyView(c.channel, c.owner, tuple(c.members), p.alive)
            for c in self._engine.conspiracies_of(p.name)
        ]

    def advance(self) -> None:
        """End the current phase and start the next one (R2)."""
        if self.over:
            return
        self._state.commands.append({"op": "advance"})
        self._engine.advance()

    def end_in_draw(self) -> Outcome:
        """The host ends the game early (ruling RM440, the book's draw): everyone alive draws,
        the dead lose, whoever ascended keeps their win. Logged as a command of its own."""
        if self.over:
            assert self.outcome is not None
            return self.outcome
        self._state.commands.append({"op": "draw"})
        return self._engine.end_in_draw(
            render("game.host_ended", {}), [self._state.events[-1].id], "RM440"
        )

    def advance_to(self, phase_index: int, *, limit: int = 10_000) -> None:
        """End phases until ``phase_index`` is running or the game is over."""
        steps = 0
        while not self.over and self._state.phase < phase_index and steps < limit:
            self.advance()
            steps += 1

    def apply(self, command: Command) -> Accepted | Refusal | None:
        """Carry out one command of a log (see :data:`Command`)."""
        op = command.get("op")
        if op == "submit":
            action = command["action"]
            words = action.split() if isinstance(action, str) else [str(w) for w in action]
            return self.submit(str(command["player"]), words)
        if op == "say":
            return self.say(str(command["player"]), str(command["channel"]), str(command["text"]))
        if op == "conspire":
            return self.open_channel(
                str(command["player"]), str(command["channel"]), command["members"]
            )
        if op == "invite":
            return self.invite(str(command["player"]), str(command["channel"]), command["members"])
        if op == "advance":
            self.advance()
            return None
        if op == "draw":
            self.end_in_draw()
            return None
        raise ValueError(f"unknown command {op!r}")

    @classmethod
    def replay(
        cls,
        setup: Setup,
        seed: int,
        commands: Iterable[Command],
        rules: Ruleset | None = None,
    ) -> Game:
        """Rebuild a game from its setup, seed and command log, event for event (R6)."""
        game = cls.new(setup, seed, rules)
        for command in commands:
            result = game.apply(command)
            if result is not None and not result:
                raise ValueError(f"the command {command!r} was refused on replay: {result}")
        return game

    def awaiting(self) -> dict[str, list[str]]:
        """Who still has a choice to make this phase, with the verbs they have not used yet (an
        end-of-phase choice already made, a vote already cast, counts as made)."""
        if self.over:
            return {}
        st = self._state
        done: dict[str, set[str]] = {}
        for pending in st.pending:
            done.setdefault(pending.actor, set()).add(pending.verb)
        for key, n in st.used.items():
            if n > 0:
                actor, _role, verb = key.split("|", 2)
                done.setdefault(actor, set()).add(verb)
        voted: dict[str, set[str]] = {}  # by voter, the polls they voted in
        for poll in st.polls:
            for voter in poll.votes:
                voted.setdefault(voter, set()).add(poll.name)
        out: dict[str, list[str]] = {}
        for p in self._engine.living():
            mine, polls = done.get(p.name, set()), voted.get(p.name, set())
            verbs = [
                la.verb
                for la in self.legal_actions(p.name)
                if la.verb not in mine and la.verb != "unvote" and la.poll not in polls
            ]
            if verbs:
                out[p.name] = verbs
        return out

    # ------------------------------------------------------------------ views

    def _dead_since(self, name: str) -> int | None:
        p = self._engine.find(name)
        return None if p is None or p.death is None else p.death.event

    def _visible(self, viewer: Viewer, events: Iterable[Event]) -> Iterable[Event]:
        dead_since = None if viewer in (HOST, PUBLIC) else self._dead_since(viewer)
        return (e for e in events if sees(e, viewer, dead_since))

    def _viewer(self, name: str) -> Viewer:
        if name in (HOST, PUBLIC):
            return name
        return self.player(name).name

    def stream_events(self, viewer: str, after: int = -1) -> list[Event]:
        """The events of :meth:`events_for`, before they are made into messages (a service
        that shows one event to many viewers makes each message once: :meth:`message_of`)."""
        who = self._viewer(viewer)
        events = self._state.events[max(after + 1, 0) :]
        if who == HOST:
            return events
        return [e for e in self._visible(who, events) if e.msg]

    @staticmethod
    def message_of(event: Event, *, host: bool = False, lang: str = "en") -> Message:
        """One event as :meth:`events_for` shows it (to the host, or to anyone who sees it), in
        the reader's language."""
        return message(event, host=host, lang=lang)

    def events_for(self, viewer: str, after: int = -1, *, lang: str = "en") -> list[Message]:
        """The viewer's stream: every event ``viewer`` (a player's name, ``HOST`` or ``PUBLIC``)
        may see whose id is greater than the cursor ``after``. The stream only grows, so a client
        that resumes with the id of the last message it got misses nothing and gets nothing
        twice. Its words are in ``lang``, the reader's language."""
        who = self._viewer(viewer)
        events = self._state.events[max(after + 1, 0) :]
        if who == HOST:
            return [message(e, host=True, lang=lang) for e in events]
        return [message(e, lang=lang) for e in self._visible(who, events) if e.msg]

    def messages(self, name: str, since: int = 0) -> list[str]:
        """The texts ``name`` received (private messages and announcements) from event ``since``."""
        who = self._viewer(name)
        return [
            self._engine.text(e) for e in self._visible(who, self._state.events[since:]) if e.msg
        ]

    def private_messages(self, name: str, since: int = 0) -> list[str]:
        who = self._viewer(name)
        return [
            self._engine.text(e)
            for e in self._visible(who, self._state.events[since:])
            if e.msg and e.audience in ("players", "dead")
        ]

    def announcements(self, since: int = 0) -> list[str]:
        return [
            self._engine.text(e)
            for e in self._state.events[since:]
            if e.msg and e.audience == "public"
        ]

    def _card(self, role_name: str, lang: str = "en") -> RoleCard:
        rules = self._engine.rules
        role = rules.roles.get(role_name) or rules.role(role_name)
        if role is None:
            return RoleCard(role_name, "", "", "", "", "", ())
        return role_card(role, rules, lang)

    def card(self, role_name: str, *, lang: str = "en") -> RoleCard | None:
        """The role book's card of ``role_name`` (name or alias), or None; its words in
        ``lang``, the reader's language, where the cards resource has them."""
        rules = self._engine.rules
        role = rules.roles.get(role_name) or rules.role(role_name)
        return None if role is None else role_card(role, rules, lang)


    def _polls(self, host: bool, lang: str = "en") -> tuple[PollView, ...]:
        """R40: everyone sees each public vote as one vote, plus the Mayor's extra vote (public);
        invisible votes and Grandma's arithmetic are not on the board. The host sees the counted
        totals, every modifier included."""
        eng = self._engine
        out: list[PollView] = []
        for poll in self._state.polls:
            if poll.kind not in ("lynch", "election"):
                continue
            votes = {v: t for v, t in poll.votes.items() if eng.player(v).alive}
            bd = tally.breakdown(eng, poll)
            # trickster-wolf.3: the board lists no candidate at 0 or fewer shown votes
            totals = bd.totals if host else tally.on_the_board(bd.shown)
            out.append(
                PollView(
                    poll.name,
                    poll.kind,
                    poll.office,
                    votes,
                    totals,
                    poll.cancelled,
                    poll.winner,
                    poll_words(poll.name, lang),
                    None if poll.office is None else str(role_words(poll.office, lang)),
                )
            )
        return tuple(out)

    def polls(self, *, host: bool = False, lang: str = "en") -> tuple[PollView, ...]:
        """Today's polls with their live tallies as R40 lets a viewer see them: the board
        everyone sees, or (``host``) the counted totals with every modifier; their names in
        ``lang``."""
        return self._polls(host, lang)

    def result(self, reader: str | None = None, *, lang: str = "en") -> ResultView | None:
        """The finished game in words: how it ended, one sentence per way of
        winning (each ascension with its announced role, a winner's own rule in words, the
        team's win, a tie, a draw), who lost, and ``reader``'s own result; None while it runs.
        Everything in it was told to everyone: the outcome and the announced ascensions."""
        out = self.outcome
        if out is None:
            return None
        left: dict[str, tuple[str, str]] = {}
        for e in self._state.events:
            how = LEFT_KINDS.get(e.kind)
            if how is not None and e.audience == "public":
                left[str(e.params.get("player"))] = (how, str(e.params.get("role", "")))
        team = self._engine.rules.teams.get(out.team) if out.team else None
        words = {r: RULEBOOK.get(r, "") for r in out.why.values()}
        if lang != "en":
            left = {n: (how, role_words(role, lang)) for n, (how, role) in left.items()}
            words = {r: rule_words(r, words, lang) for r in words}
        name = team_words(team.name, lang) if team else ""
        return result_view(out, self.players, left, name, words, reader=reader, lang=lang)

    def view(self, name: str, *, reveal: bool = False, lang: str = "en") -> PlayerView:
        """What ``name`` may see now: their role card, offices, the statuses they know of, their
        counters, what they may do, the polls, their channels and every message for them; once
        the game is over, its result in words, and (``reveal``: the host lets everyone see who
        was who) every seat's role. Its messages' words are in ``lang``, the reader's language
        (their keys and parameters are the same in every language)."""
        eng = self._engine
        p = self.player(name)
        shown = list(self._visible(p.name, self._state.events))
        msgs = [message(e, lang=lang) for e in shown if e.msg]
        # a status is known to its holder when its family says holders are told of it (a doom,
        # never the Horseman's effect it carries, R23) and the event that applied it, or one
        # it caused, was shown to them: never otherwise
        known: set[int] = set()
        for e in shown:
            known.add(e.id)
            known.update(e.causes)
        told = eng.rules.known_statuses
        statuses = tuple(
            StatusView(s.name, s.source, None if s.until is None else phase_words(s.until, lang))
            for s in p.statuses
            if s.name in told and s.source in known
        )
        writable = eng.channels_of(p)
        by_channel: dict[str, list[Message]] = {c: [] for c in writable}
        for m in msgs:
            if m.channel is not None:
                by_channel.setdefault(m.channel, []).append(m)
        members = {c.channel: tuple(c.members) for c in eng.conspiracies_of(p.name)}
        channels = tuple(
            ChannelView(c, c in writable, tuple(ms), members.get(c, ()),
                        str(channel_words(c, lang)))
            for c, ms in by_channel.items()
        )
        return PlayerView(
            name=p.name,
            role=p.role,
            card=self._card(p.role, lang),
            offices=list(p.offices),
            alive=p.alive,
            phase=phase_words(self.phase_index, lang),
            phase_index=self.phase_index,
            living=self.living(),
            dead=[q.name for q in self._state.players if not q.alive],
            seats=self.seats(),
            statuses=statuses,
            counters=dict(p.counters),
            actions=self._actions_in(p.name, lang),
            polls=self._polls(host=False, lang=lang),
            channels=channels,
            messages=msgs,
            outcome=None if self.outcome is None else Outcome.from_json(self.outcome.to_json()),
            cursor=shown[-1].id if shown else -1,
            result=self.result(p.name, lang=lang),
            revealed=(
                {q.name: q.role for q in self._state.players} if reveal and self.over else {}
            ),
            lang=lang,
        )

    def _actions_in(self, name: str, lang: str) -> list[LegalAction]:
        """``name``'s legal actions, each one's help in the reader's language ``lang``."""
        return actions_in(self.legal_actions(name), lang)

    def host_view(self, *, lang: str = "en") -> HostView:
        """The host's grimoire (everything), as typed data, its messages' words in ``lang``."""
        eng = self._engine
        st = self._state
        seats = tuple(
            HostSeat(
                p.name,
                p.seat,
                p.alive,
                p.role,
                p.original_role,
                eng.team_of(p),
                tuple(p.offices),
                tuple(s.to_json() for s in p.statuses),
                dict(p.counters),
                None
                if p.death is None
                else {
                    "kind": p.death.kind,
                    "phase": phase_words(p.death.phase, lang),
                    "event": p.death.event,
                },
                str(role_words(p.role, lang)),
                str(role_words(p.original_role, lang)),
                _team_name(eng.team_of(p), lang),
            )
            for p in st.players
        )
        pending = tuple(p.to_json() for p in st.pending)
        awaiting = self.awaiting()
        verbs = {str(p.get("verb")) for p in pending} | {v for vs in awaiting.values() for v in vs}
        return HostView(
            phase=phase_words(self.phase_index, lang),
            phase_index=self.phase_index,
            seats=seats,
            pending=pending,
            awaiting=awaiting,
            polls=self._polls(host=True, lang=lang),
            messages=[message(e, host=True, lang=lang) for e in st.events],
            outcome=None if self.outcome is None else Outcome.from_json(self.outcome.to_json()),
            rules_version=st.rules_version,
            cursor=len(st.events) - 1,
            result=self.result(lang=lang),
            labels={v: verb_in_text(v, lang) for v in sorted(verbs)},
        )

    def host_log(self, *, lang: str = "en") -> list[tuple[int, str, str, str]]:
        """Every event: (id, phase, audience, words) — the host sees everything; the phase and
        the words in ``lang`` (the audience stays the log's: public, players, dead, host)."""
        out = []
        for e in self._state.events:
            aud = e.audience if e.audience != "players" else "to " + ", ".join(e.to)
            if lang == "en":
                text = self._engine.text(e) if e.msg else describe(e)
            else:
                text = render(e.msg, e.params, lang) if e.msg else describe(e, lang=lang)
            out.append((e.id, phase_words(e.phase, lang), aud, text))
        return out

    def explain(self, event_id: int, viewer: str = HOST, *, lang: str = "en") -> list[str]:
        """The causal chain behind an event, in words, with the rule behind each step.

        For the host (the default) every step; for a player or ``PUBLIC`` while the game runs,
        only the steps they may see (R40: the full explanation is for the host at once and for
        everyone once the game is over)."""
        event_id = _event_number(event_id)
        visible = None
        if viewer != HOST and not self.over:
            who = self._viewer(viewer)
            dead_since = None if who in (HOST, PUBLIC) else self._dead_since(who)

            def visible(ev: Event) -> bool:
                return sees(ev, who, dead_since)

        return explain(self._state.events, event_id, words=RULEBOOK, visible=visible, lang=lang)

    def explain_short(self, event_id: int, viewer: str = HOST, *, lang: str = "en") -> str:
        """Why an event happened, in one plain sentence, from the steps
        ``viewer`` may see (as :meth:`explain`, whose whole chain is one tap away on a screen)."""
        event_id = _event_number(event_id)
        visible = None
        if viewer != HOST and not self.over:
            who = self._viewer(viewer)
            dead_since = None if who in (HOST, PUBLIC) else self._dead_since(who)

            def visible(ev: Event) -> bool:
                return sees(ev, who, dead_since)

        return explain_summary(self._state.events, event_id, visible=visible, lang=lang)

    def why_dead_short(self, name: str, viewer: str = HOST, *, lang: str = "en") -> str:
        """Why ``name`` died (or ascended, or descended), in one plain sentence, in ``lang``."""
        p = self.player(name)
        if p.death is None:
            return alive(p.name, lang)
        return self.explain_short(p.death.event, viewer, lang=lang)

    def poll_results(self, *, lang: str = "en") -> list[PollResult]:
        """Every poll's closing, in order, each marked when its result never happened: a
        lynch poll of a day whose lynch was cancelled (S1.50: an Angel ascended the
        day before), or a poll that chose someone when the game ended in its phase before
        anything came of the choice (an election closed on the day the lynch ended the game)."""
        events = self._state.events
        out = []
        for e in events:
            if e.kind != "poll_closed":
                continue
            poll = str(e.data.get("poll", ""))
            void = None
            later = [x for x in events[e.id + 1 :] if x.phase == e.phase]
            if poll.startswith("lynch") and any(x.msg == "lynch.cancelled" for x in later):
                void = "cancelled"
            elif e.targets:
                over = next((x for x in later if x.kind == "game_over"), None)
                if over is not None and not any(
                    e.id in x.causes for x in events[e.id + 1 : over.id]
                ):
                    void = "game_over"
            office = e.data.get("office")
            out.append(
                PollResult(
                    e.id,
                    phase_name(e.phase),
                    poll,
                    None if office is None else str(office),
                    tuple(e.targets),
                    dict(e.data.get("totals", {})),
                    void,
                    lang,
                )
            )
        return out

    def dead_in_order(self) -> list[str]:
        """The dead, in the order they died (their death events): a review tells the game in
        that order, not in seat order, which put a Night 2 death after Day 3's."""
        dead = [(p.death.event, p.name) for p in self._state.players if p.death is not None]
        return [name for _, name in sorted(dead)]

    def death_kind(self, name: str) -> str | None:
        """How a player left the game as a screen shows it: ``ascended`` and ``descended``
        for the two true kills that are an ascension and a descension (R34), else the kind
        of death (attack, kill, lynch, true kill); None while alive."""
        p = self.player(name)
        if p.death is None:
            return None
        kind = self._state.events[p.death.event].kind
        return {"ascension": "ascended", "descension": "descended"}.get(kind, p.death.kind)

    def death_words(self, name: str, *, lang: str = "en") -> str | None:
        """How a player left the game in a player's words ("lynched", "died beyond saving"),
        for the screens that tell who was who: the kinds are the rules' words (R8), and "true
        kill" is no player's; None while alive."""
        kind = self.death_kind(name)
        if kind is None:
            return None
        if lang != "en" and kind in DEATH_WORDS:
            return render("left." + kind.replace(" ", "_"), {}, lang)
        return DEATH_WORDS.get(kind, kind)

    def why_dead(self, name: str, viewer: str = HOST, *, lang: str = "en") -> list[str]:
        """Why ``name`` died (or that they are alive), as ``viewer`` may be told (see
        :meth:`explain`), in ``lang``."""
        p = self.player(name)
        if p.death is None:
            return [alive(p.name, lang)]
        return self.explain(p.death.event, viewer, lang=lang)
