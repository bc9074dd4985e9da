"""One game played by bots that see only their views, and what it came to.

:func:`play_match` is the referee: each phase it hands every living bot its view
(``game.view(name)``) and its legal actions, carries out the moves it chooses (actions through
``game.submit``, talk through ``game.say``) and ends the phase. By day every bot gets two turns
(talk, then act on what was said); by night one, in seat order, so a team's later members read
the plan its first member wrote in their channel.

:func:`summarize` reads the finished game as the host would (who won, who died of what, how
long it lasted) into a small :class:`GameSummary`, and :class:`Tally` adds summaries up.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..game import Game, Ruleset, Setup
from ..views import LegalAction, PlayerView, RoleCard
from .agent import Act, Agent, Move, make_agent
from .book import team_of_role
from .observe import Observer

__all__ = [
    "BotMix",
    "GameSummary",
    "MixError",
    "Played",
    "Tally",
    "bots_for",
    "game_seed",
    "parse_bots",
    "play_match",
    "play_turns",
    "summarize",
]

MAX_PHASES = 200
STALL = 12  # phases in a row without a death that end a game as a stalemate
MAX_MOVES = 12  # moves a bot may make in one turn


class Played(NamedTuple):
    """One move the referee carried out: whose, which, and whether the game took it."""

    seat: str
    move: Move
    accepted: bool


class MixError(ValueError):
    """A --bots value that names no bot kind or team; the message says why."""


@dataclass(frozen=True)
class BotMix:
    """Which kind of bot plays each seat: ``default``, or by the team of the dealt role."""

    default: str = "heuristic"
    teams: tuple[tuple[str, str], ...] = ()

    def kind_for(self, role: str) -> str:
        return dict(self.teams).get(team_of_role(role), self.default)

    def label(self) -> str:
        parts = [self.default, *(f"{t}={k}" for t, k in self.teams)]
        return ",".join(parts)


def parse_bots(text: str) -> BotMix:
    """``heuristic``, ``random``, or a mix: ``heuristic,wolves=random`` (a bare kind is the
    default; ``TEAM=KIND`` sets the bots of one team, by the dealt role's team key)."""
    from .agent import BOT_KINDS

    teams_known = sorted(set(team_of_role(r) for r in _all_roles()))
    default = "heuristic"
    teams: dict[str, str] = {}
    items = [i.strip() for i in text.split(",")]
    if not text.strip() or not all(items):
        raise MixError(f"--bots takes {', '.join(BOT_KINDS)} or a mix like "
                       f"'heuristic,wolves=random', not {text.strip()[:60]!r}.")
    for item in items:
        team, eq, kind = item.partition("=")
        kind = (kind if eq else team).strip().lower()
        if kind not in BOT_KINDS:
            raise MixError(f"--bots: {kind[:40]!r} is not a kind of bot; use "
                           f"{' or '.join(BOT_KINDS)}.")
        if not eq:
            default = kind
            continue
        team = team.strip().lower()
        if team not in teams_known:
            raise MixError(f"--bots: {team[:40]!r} is not a team; the teams are "
                           f"{', '.join(teams_known)}.")
        teams[team] = kind
    return BotMix(default, tuple(sorted(teams.items())))


def _all_roles() -> list[str]:
    from .book import role_teams

    return list(role_teams())


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a simulation seeded ``seed`` (the same on every worker)."""
    digest = hashlib.sha256(f"werewolves-sim:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:7], "big")


def play_match(
    game: Game,
    agents: Mapping[str, Agent],
    *,
    max_phases: int = MAX_PHASES,
    stall: int | None = STALL,
    refusals: Counter[str] | None = None,
    check_views: bool = False,
    on_phase: Callable[[Game], None] | None = None,
    log: list[Played] | None = None,
) -> Game:
    """Let ``agents`` (one per seat) play ``game`` to its end, or until ``max_phases`` phases
    have passed or ``stall`` phases in a row ended with nobody dying (a stalemate; None: play
    on however long nobody dies). A refused move is counted in ``refusals`` (by verb) and
    changes nothing; every move carried out is appended to ``log``. ``on_phase`` is called with
    the game after the bots' turns of each phase, before the phase ends.

    Views come from an :class:`~.observe.Observer` (the same value as ``game.view(name)``, made
    incrementally); ``check_views`` compares each one with ``game.view(name)`` (for tests)."""
    observer = Observer(game)
    quiet, alive = 0, len(game.living())
    for _ in range(max_phases):
        if game.over or (stall is not None and quiet >= stall):
            break
        play_turns(game, agents, observer, refusals=refusals, check_views=check_views, log=log)
        if on_phase is not None:
            on_phase(game)
        game.advance()
        now = len(game.living())
        quiet = 0 if now != alive else quiet + 1
        alive = now
    return game


def play_turns(
    game: Game,
    agents: Mapping[str, Agent],
    observer: Observer,
    *,
    refusals: Counter[str] | None = None,
    check_views: bool = False,
    rounds: tuple[int, ...] | None = None,
    log: list[Played] | None = None,
    never: frozenset[str] = frozenset(),
) -> None:
    """The bots' turns of the current phase (the phase is not ended): by day two rounds (talk,
    then act on what was said), by night one, each round in seat order. ``rounds`` plays only
    those of the phase's rounds (0: the first; the terminal game's discussion turn by day is
    round 0 before the person's turn and round 1 after it, so the bots answer what the person
    said); None plays all. Every move carried out is appended to ``log``; an action whose verb
    is in ``never`` is passed over (:func:`take_turn`)."""
    turns = 2 if game.phase.startswith("Day") else 1
    for _turn in range(turns):
        if rounds is not None and _turn not in rounds:
            continue
        # the living in seat order, then (in a game that gives them anything to do) the dead
        dead = [p for p in game.players if p not in game.living()] if game.dead_can_act() else []
        for name in [*game.living(), *dead]:
            agent = agents.get(name)
            if agent is None or game.over or (name not in dead and not game.player(name).alive):
                continue
            legal = game.legal_actions(name)
            if not legal and game.awaits_line(name) is None:
                continue  # nothing to do: the bot reads what it missed in its next view
            if agent.blind:
                view = _blind_view(game, name, legal)
            else:
                view = observer.view(name)
                if check_views:
                    _same_view(view, game.view(name))
            take_turn(game, name, agent, view, legal, refusals=refusals, never=never, log=log)


def take_turn(
    game: Game,
    name: str,
    agent: Agent,
    view: PlayerView,
    legal: list[LegalAction],
    *,
    refusals: Counter[str] | None = None,
    never: frozenset[str] = frozenset(),
    log: list[Played] | None = None,
) -> list[Move]:
    """One bot's turn in ``game``: it moves until it has nothing more to do (at most
    ``MAX_MOVES``), each move carried out at once; returns the moves made (each also appended
    to ``log``, with whether the game took it). A refused move is counted in ``refusals`` and
    changes nothing; an action whose verb is in ``never`` is passed over (the game service's
    bots never give up an office or the amulet)."""
    made: list[Move] = []
    alive = game.player(name).alive  # a bot whose life changes mid-turn stops (a new view)
    for _m in range(MAX_MOVES):
        move = agent.choose(view, legal)
        if move is None:
            break
        if isinstance(move, Act):
            verb = move.words[0] if move.words else ""
            if verb in never:
                continue
            result = game.submit(name, list(move.words))
        else:
            result = game.say(name, move.channel, move.text)
            verb = "say"
        made.append(move)
        if log is not None:
            log.append(Played(name, move, bool(result)))
        if not result and refusals is not None:
            refusals[verb] += 1
        if game.over or game.player(name).alive != alive:
            break
        legal = game.legal_actions(name)
    return made


class ViewMismatch(AssertionError):
    """An observer's view differs from ``game.view``."""


def _same_view(mine: PlayerView, facade: PlayerView) -> None:
    a, b = mine.to_json(), facade.to_json()
    if a != b:
        diff = sorted(k for k in a if a[k] != b.get(k))
        raise ViewMismatch(f"{facade.name}'s view differs from game.view in {diff}")


def _blind_view(game: Game, name: str, legal: list[LegalAction]) -> PlayerView:
    """For a bot that reads nothing but its legal actions (the random bot): a part of its
    view — who it is, the phase, who lives — made without the messages, which it ignores."""
    p = game.player(name)
    return PlayerView(
        name=p.name,
        role=p.role,
        card=_NO_CARD,
        offices=list(p.offices),
        alive=p.alive,
        phase=game.phase,
        phase_index=game.phase_index,
        living=game.living(),
        dead=[q for q in game.players if not game.player(q).alive],
        actions=legal,
    )


_NO_CARD = RoleCard("", "", "", "", "", "", ())


def bots_for(game: Game, mix: BotMix, seed: int | str) -> dict[str, Agent]:
    """A bot for every seat of ``game``, of the kind ``mix`` gives its dealt role, made by
    :func:`~.agent.make_agent` with ``seed`` (as the terminal game makes its bots):
    ``bots_for(game, BotMix("random"), seed)`` seats the random bot everywhere."""
    return {
        p.name: make_agent(mix.kind_for(p.original_role), p.name, seed)
        for p in map(game.player, game.players)
    }


@dataclass(frozen=True)
class GameSummary:
    """What one finished game came to, as the host sees it."""

    seed: int
    team: str  # the winning team's key, TIE for a tie, or "none" (no team won)
    phases: int  # the phase index the game ended in (Day 0 = 0, Night 1 = 1 …)
    seats: tuple[tuple[str, str, bool, bool], ...]  # (role dealt, its team, won, survived)
    deaths: tuple[str, ...]  # the cause of each death
    refusals: int = 0
    tied: tuple[str, ...] = ()  # a tie's teams (rule-results-tie.1), else nothing


# rule-results-tie.1 (ruling RM463): what a game that ended in a tie counts as in a tally (no
# team won it; its tied teams are kept beside it), never "none" (no team won: a stalemate, a
# draw, only unaligned players left)
TIE = "tie"


def tie_key(teams: tuple[str, ...] | list[str]) -> str:
    """The key a tally counts a tie's teams under: their keys, sorted, joined by ``+``."""
    return "+".join(sorted(teams))


def _cause(game: Game, event_id: int) -> str:
    ev = game.events[event_id]
    for c in ev.causes:
        cause = game.events[c]
        if cause.kind == "kill_attempt":
            source = str(cause.data.get("source") or "")
            return source or str(cause.data.get("kind") or ev.data.get("kind") or "death")
    return str(ev.data.get("kind") or "death")


def summarize(game: Game, seed: int, refusals: int = 0) -> GameSummary:
    outcome = game.outcome
    winners = set(outcome.winners) if outcome is not None else set()
    ascended = {
        str(e.params.get("player")) for e in game.events if e.msg == "death.ascend"
    }
    seats = []
    deaths = []
    for p in map(game.player, game.players):
        won = p.name in winners or p.name in ascended
        seats.append((p.original_role, team_of_role(p.original_role), won, p.alive))
        if p.death is not None:
            deaths.append(
                "lynch" if p.death.kind == "lynch" else _cause(game, p.death.event)
            )
    team = (outcome.team or "none") if outcome is not None else "none"
    tied: tuple[str, ...] = ()
    if outcome is not None and outcome.team is None and outcome.tied:
        # rule-results-tie.1: a tie is no team's win, yet a result: counted as a tie
        team, tied = TIE, tuple(outcome.tied)
    return GameSummary(
        seed, team, game.phase_index, tuple(seats), tuple(deaths), refusals, tied
    )


def run_game(
    setup: Setup, seed: int, mix: BotMix, max_phases: int = MAX_PHASES,
    rules: Ruleset | None = None,
) -> GameSummary:
    game = Game.new(setup, seed, rules=rules)
    refused: Counter[str] = Counter()
    play_match(game, bots_for(game, mix, seed), max_phases=max_phases, refusals=refused)
    return summarize(game, seed, sum(refused.values()))


@dataclass
class Tally:
    """Summaries added up: sums only, so any split of the games into chunks adds up the same."""

    games: int = 0
    teams: Counter[str] = field(default_factory=Counter)  # winning team → games
    role_seats: Counter[str] = field(default_factory=Counter)  # role → seats dealt it
    role_wins: Counter[str] = field(default_factory=Counter)
    role_survived: Counter[str] = field(default_factory=Counter)
    team_seats: Counter[str] = field(default_factory=Counter)  # team → games it was in
    lengths: Counter[int] = field(default_factory=Counter)  # days played → games
    deaths: Counter[str] = field(default_factory=Counter)
    refusals: int = 0
    ties: Counter[str] = field(default_factory=Counter)  # a tie's teams (tie_key) → games

    def add(self, s: GameSummary) -> None:
        self.games += 1
        self.teams[s.team] += 1
        if s.tied:
            self.ties[tie_key(s.tied)] += 1
        for team in {t for _r, t, _w, _a in s.seats}:
            self.team_seats[team] += 1
        for role, _team, won, alive in s.seats:
            self.role_seats[role] += 1
            self.role_wins[role] += int(won)
            self.role_survived[role] += int(alive)
        self.lengths[(s.phases + 1) // 2] += 1
        self.deaths.update(s.deaths)
        self.refusals += s.refusals

    def merge(self, other: Tally) -> Tally:
        self.games += other.games
        self.refusals += other.refusals
        for mine, theirs in (
            (self.teams, other.teams),
            (self.role_seats, other.role_seats),
            (self.role_wins, other.role_wins),
            (self.role_survived, other.role_survived),
            (self.team_seats, other.team_seats),
            (self.deaths, other.deaths),
            (self.ties, other.ties),
        ):
            mine.update(theirs)
        self.lengths.update(other.lengths)
        return self

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "teams": dict(sorted(self.teams.items())),
            "team_seats": dict(sorted(self.team_seats.items())),
            "role_seats": dict(sorted(self.role_seats.items())),
            "role_wins": dict(sorted(self.role_wins.items())),
            "role_survived": dict(sorted(self.role_survived.items())),
            "lengths": {str(k): v for k, v in sorted(self.lengths.items())},
            "deaths": dict(sorted(self.deaths.items())),
            "refusals": self.refusals,
            # only a tally with a tie has the key, so every other one is written as before
            **({"ties": dict(sorted(self.ties.items()))} if self.ties else {}),
        }
