"""Each player's view, kept up to date one new event at a time.

``Game.view(name)`` renders every message the player ever received each time it is called, so a
bot that looks at its view every turn costs the square of the game's length (at 32 players,
95 % of a simulation's time went to rendering the same old messages again). An
:class:`Observer` makes the very same :class:`~werewolves.views.PlayerView` — the same
audience rule (:func:`werewolves.views.sees`), the same messages (:func:`werewolves.views.message`),
the same known statuses, channels and polls — but renders each event once per player, when it
is new. ``tests/sim`` checks, turn by turn, that its views equal ``game.view(name)``.

(When the facade offers a view from a cursor, or keeps rendered messages, this module can go.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game import Game, Outcome, Ruleset, default_rules, phase_name, role_card
from ..views import (
    ChannelView,
    Message,
    PlayerView,
    PollView,
    RoleCard,
    StatusView,
    message,
    sees,
)

__all__ = ["Observer"]


@dataclass
class _Seen:
    upto: int = 0  # events[:upto] have been looked at
    last: int = -1  # the id of the last event this player may see
    messages: list[Message] = field(default_factory=list)
    known: set[int] = field(default_factory=set)
    channels: dict[str, list[Message]] = field(default_factory=dict)  # in order of appearance


class Observer:
    """The views of one game's players, made incrementally (see the module's docstring)."""

    def __init__(self, game: Game, rules: Ruleset | None = None) -> None:
        self.game = game
        self.rules = rules or default_rules()
        self._seen: dict[str, _Seen] = {}
        self._cards: dict[str, RoleCard] = {}
        # a message's words do not depend on who reads it: rendered once, shared by its readers
        self._messages: dict[int, Message] = {}
        # the polls as the board shows them are the same for every player; every vote writes
        # an event, so they are kept until the next event
        self._polls: tuple[int, tuple[PollView, ...]] = (-1, ())

    def _card(self, role_name: str) -> RoleCard:
        card = self._cards.get(role_name)
        if card is None:
            rules = self.rules
            role = rules.roles.get(role_name) or rules.role(role_name)
            if role is None:
                card = RoleCard(role_name, "", "", "", "", "", ())
            else:
                card = role_card(role, rules)
            self._cards[role_name] = card
        return card

    def _board(self, version: int) -> tuple[PollView, ...]:
        if self._polls[0] != version:
            self._polls = (version, self.game.polls())
        return self._polls[1]

    def view(self, name: str) -> PlayerView:
        """What ``game.view(name)`` returns now."""
        game = self.game
        p = game.player(name)
        seen = self._seen.setdefault(p.name, _Seen())
        events = game.events
        dead_since = None if p.death is None else p.death.event
        for ev in events[seen.upto :]:
            if not sees(ev, p.name, dead_since):
                continue
            seen.last = ev.id
            seen.known.add(ev.id)
            seen.known.update(ev.causes)
            if ev.msg:
                m = self._messages.get(ev.id)
                if m is None:
                    m = self._messages[ev.id] = message(ev)
                seen.messages.append(m)
                if m.channel is not None:
                    seen.channels.setdefault(m.channel, []).append(m)
        seen.upto = len(events)
        told = self.rules.known_statuses
        statuses = tuple(
            StatusView(s.name, s.source, None if s.until is None else phase_name(s.until))
            for s in p.statuses
            if s.name in told and s.source in seen.known
        )
        writable = game.channels(p.name)
        order = list(writable) + [c for c in seen.channels if c not in writable]
        channels = tuple(
            ChannelView(c, c in writable, tuple(seen.channels.get(c, ()))) for c in order
        )
        seats = game.seats()
        outcome = game.outcome
        return PlayerView(
            name=p.name,
            role=p.role,
            card=self._card(p.role),
            offices=list(p.offices),
            alive=p.alive,
            phase=game.phase,
            phase_index=game.phase_index,
            living=game.living(),
            dead=[q.name for q in seats if not q.alive],
            seats=seats,
            statuses=statuses,
            counters=dict(p.counters),
            actions=game.legal_actions(p.name),
            polls=self._board(len(events)),
            channels=channels,
            messages=list(seen.messages),
            outcome=None if outcome is None else Outcome.from_json(outcome.to_json()),
            cursor=seen.last,
            result=None if outcome is None else game.result(p.name),
        )
