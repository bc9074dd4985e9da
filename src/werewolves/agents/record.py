"""A tournament game's record: one JSON document per game, readable back by ``werewolves
replay`` (it carries the setup, the seed and every accepted command, as the service's export
does, ``format`` ``werewolves-game``) and by the HTML replay (:mod:`.replay_html`).

Beside what replays the game it keeps, for the research metrics (:mod:`.metrics`) and for a
reader: who played each seat (its agent), each seat's dealt role, its team at the end, whether
it won and when it died; every event as the host reads it and each seat's own stream (the ids
and the words it read); every move each agent made, in order, with its phase; every belief an
agent reported (the protocol's ``believe`` move, or a bot's own); and a model's private
reasoning per move. Beliefs and reasoning are the referee's notes: they are never submitted to
the game, so no seat's view holds them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import count
from typing import TYPE_CHECKING, Any

from fluent.runtime.types import fluent_number

from ..game import Game, role_words
from ..i18n import CATALOG, DEFAULT
from ..views import LegalAction, PlayerView

if TYPE_CHECKING:
    from ..sim.agent import Move

__all__ = ["FACT_KEYS", "RECORD_VERSION", "Recording", "facts_of", "game_record"]

JSON = dict[str, Any]
RECORD_VERSION = 1
# the parts of a record the metrics read (what a worker sends back when no record is written)
FACT_KEYS = ("seats", "phases", "investigators", "ballots", "beliefs")
# the lynch ballots' messages (the public catalogue the bots read): their poll, by key
LYNCH_BALLOTS = {"vote.cast": "lynch", "vote.cast2": "lynch 2", "vote.cast_extra": ""}
WITHDRAWN = "vote.withdrawn"


@dataclass
class Recording:
    """The referee's agent for one seat, wrapping the agent that plays it: it notes every move
    the agent makes and, once a turn, the belief it reports (``reported_belief(view)``, when it
    has one), and changes nothing of what the agent does."""

    name: str
    inner: Any
    clock: Iterator[int] = field(default_factory=count)  # shared by a game's seats: the order
    moves: list[JSON] = field(default_factory=list)
    beliefs: list[JSON] = field(default_factory=list)
    blind: bool = False  # the wrapped agent's (a blind one is handed a part-view)
    _view: PlayerView | None = None

    def __post_init__(self) -> None:
        self.blind = bool(getattr(self.inner, "blind", False))

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]
               ) -> Move | None:
        from ..sim.agent import Act

        move: Move | None = self.inner.choose(observation, legal_actions)
        where = {"n": next(self.clock), "seat": self.name, "phase": observation.phase,
                 "phase_index": observation.phase_index}
        if observation is not self._view:  # a new turn: the belief it came to
            self._view = observation
            report = getattr(self.inner, "reported_belief", None)
            belief = report(observation) if report is not None else None
            if belief:
                self.beliefs.append({**where, **belief})
        if isinstance(move, Act):
            self.moves.append({**where, "move": {"type": "act", "action": list(move.words)}})
        elif move is not None:
            self.moves.append({**where, "move": {"type": "say", "channel": move.channel,
                                                 "text": move.text}})
        return move


def _phase_index(name: str) -> int:
    from ..sim.book import phase_index

    return phase_index(name)


def ballots_of(messages: Sequence[Any]) -> list[list[Any]]:
    """Each lynch ballot as it stood when its poll closed: ``[phase index, voter, target]``,
    the last one each voter cast in each poll of a day, less those withdrawn."""
    standing: dict[tuple[int, str, str], str] = {}
    for m in messages:
        if m.key in LYNCH_BALLOTS:
            poll = LYNCH_BALLOTS[m.key] or str(m.params.get("poll"))
            standing[(_phase_index(m.phase), str(m.params["voter"]), poll)] = str(
                m.params["target"])
        elif m.key == WITHDRAWN:  # a withdrawal takes back the voter's lynch ballots
            ph, voter = _phase_index(m.phase), str(m.params.get("voter"))
            for key in [k for k in standing if k[0] == ph and k[1] == voter]:
                del standing[key]
    return [[ph, voter, target] for (ph, voter, _poll), target in standing.items()]


def game_record(
    game: Game,
    seed: int,
    agents: Mapping[str, str],
    recordings: Mapping[str, Recording],
    reasoning: Sequence[JSON] = (),
    about: JSON | None = None,
    *,
    full: bool = True,
) -> JSON:
    """The record of a finished (or stopped) game: ``agents`` is each seat's agent label,
    ``recordings`` the referee's notes per seat, ``reasoning`` the models' log entries,
    ``about`` where the game comes from (the tournament's seed, the game's index …). Not
    ``full``: only the parts the metrics read (:data:`FACT_KEYS`)."""
    from ..sim.book import team_of_role

    host = game.host_view()
    cards = {c.name: c for c in game.role_book()}
    winners = set(game.outcome.winners) if game.outcome is not None else set()
    messages = host.messages
    ascended = {str(m.params.get("player")) for m in messages if m.key == "death.ascend"}
    seats = []
    for s in host.seats:
        died = None if s.death is None else _phase_index(str(s.death["phase"]))
        seats.append({
            "name": s.name,
            "agent": agents.get(s.name, ""),
            "role": s.original_role,
            "dealt_team": team_of_role(s.original_role),
            "team": s.team,
            "won": s.name in winners or s.name in ascended,
            "alive": s.alive,
            "died": died,
        })
    # investigators, by what their dealt role's abilities declare they learn (never its name)
    investigators = [
        s.name for s in host.seats
        if s.original_role in cards and cards[s.original_role].learns()
    ]
    moves = [m for r in recordings.values() for m in r.moves]
    beliefs = [b for r in recordings.values() for b in r.beliefs]
    moves.sort(key=lambda m: int(m["n"]))  # in the order they were made
    beliefs.sort(key=lambda b: int(b["n"]))
    facts = {
        "seats": seats,
        "phases": game.phase_index,
        "investigators": investigators,
        "ballots": ballots_of(messages),
        "beliefs": beliefs,
    }
    if not full:
        return facts
    return {
        "format": "werewolves-game",
        "record": RECORD_VERSION,
        "game": (about or {}).get("name", "tournament game"),
        "rules_version": game.rules_version,
        "setup": game.setup.to_json(),
        "seed": seed,
        "commands": game.commands,
        "about": about or {},
        **facts,
        "outcome": None if game.outcome is None else game.outcome.to_json(),
        "result": None if (r := game.result()) is None else r.to_json(),
        "events": [m.to_json() for m in messages],
        "views": {
            n: [[m.id, m.text] for m in game.events_for(n)] for n in game.players
        },
        "moves": moves,
        "reasoning": list(reasoning),
    }


def facts_of(record: JSON) -> JSON:
    """The parts of a record the metrics read."""
    return {k: record[k] for k in FACT_KEYS}


# the sentences ``werewolves replay`` says of a tournament's record (one catalogue)
# what a record's reading says (agents.ftl ``record-…``), in the reader's language
RECORD_WORDS = {
    "seat": "record.seat",
    "won": "record.won",
    "lost": "record.lost",
    "same": "record.same",
    "differs": "record.differs",
    "shorter": "record.shorter",
    "beliefs": "record.beliefs",
    "wrote": "record.wrote",
}


def record_words(which: str, lang: str = DEFAULT, **params: Any) -> str:
    """The record's sentence ``which`` (:data:`RECORD_WORDS`) in ``lang`` with ``params``."""
    # numbers as numbers (a plural chooses by them), written without grouping as before
    args = {k: fluent_number(v, useGrouping=False)
            if isinstance(v, int) and not isinstance(v, bool) else v for k, v in params.items()}
    return CATALOG.text(RECORD_WORDS[which], args, lang)


def is_record(data: object) -> bool:
    """Whether a game file's JSON is a tournament's record (not only a service's export)."""
    return isinstance(data, dict) and data.get("record") is not None and "seats" in data


def replay_check(record: JSON, game: Game, lang: str = DEFAULT) -> str:
    """A sentence saying whether ``game`` (the record replayed from its commands) made the
    record's events: the same kinds and words, in order."""
    want = record.get("events") or []
    got = [m.to_json() for m in game.host_view().messages]
    for a, b in zip(want, got, strict=False):
        if (a.get("key"), a.get("text")) != (b.get("key"), b.get("text")):
            return record_words("differs", lang, id=str(a.get("id")),
                                recorded=repr(a.get("text")), replayed=repr(b.get("text")))
    if len(want) != len(got):
        return record_words("shorter", lang, got=len(got), want=len(want))
    return record_words("same", lang, n=len(got))


def record_lines(record: JSON, lang: str = DEFAULT) -> list[str]:
    """Who played each seat and how it fared, and what notes the record keeps, in ``lang``
    (a seat's role by its card's name there)."""
    out = [
        record_words("seat", lang, seat=s["name"], agent=s["agent"],
                     role=str(role_words(s["role"], lang)),
                     fate=record_words("won" if s["won"] else "lost", lang))
        for s in record.get("seats", [])
    ]
    out.append(record_words("beliefs", lang, beliefs=len(record.get("beliefs") or []),
                            notes=len(record.get("reasoning") or [])))
    return out
