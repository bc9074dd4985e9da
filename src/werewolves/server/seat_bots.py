"""The service's seat bots: a bot's turn for a seat, worked out from the seat's own view only
through the referee (:func:`~werewolves.sim.match.take_turn`, as the simulator plays its agents),
logged as one command and played back from the log.

- :func:`bot_turn` works a turn out (the moves the :class:`~.commands.BotTurn` command logs);
- :func:`play_bot_moves` carries a logged turn out, live and in replay alike;
- :func:`teammates_to_answer` names the bots a human's team choice gives another turn (RM560).

:class:`~.live.LiveGame` keeps which seats bots play and which took their turn this phase.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..game import Game, LegalAction
from ..sim.agent import Act, make_agent
from ..sim.agent import Say as BotSay
from ..sim.book import team_channels
from ..sim.heuristic import HeuristicAgent, heed_team
from ..sim.match import take_turn
from ..sim.random_agent import RandomAgent
from ..sim.reasoning import ReasoningAgent
from .commands import BotTurn

__all__ = ["SAY", "bot_turn", "play_bot_moves", "teammates_to_answer"]

SAY = "@say"  # a bot's chat line inside its turn: ["@say", channel, text]


def bot_turn(game: Game, seat: str, seed: int, bot_kind: str, taken: int) -> BotTurn:
    """A bot's turn for ``seat``, which has taken ``taken`` turns this phase: its moves, chosen
    by a bot of ``bot_kind`` (sim/agent.py) from the seat's own view only, with a generator
    seeded by the game's ``seed``, the phase, the seat and ``taken``, so a bot's choices never
    touch the game's own draws (R6). They are worked out on a copy of the game and logged as one
    command, so a replay gives the same turn whatever bots this program has by then. A
    heuristic bot starts each turn afresh and reads its memory back from its view.

    Ruling RM590: the generator does not follow the command numbers, which an undo moves
    on; after "undo back to the start of this phase" a bot that sees the same game makes the
    same choices as before, so the host's undo of one mistake does not re-roll the bots."""
    turn = f"{seed}:{game.phase_index}:{taken}"
    agent = make_agent(bot_kind, seat, turn)
    rng = random.Random(f"{turn}:{seat}")
    if isinstance(agent, HeuristicAgent | RandomAgent):
        agent.rng = rng
    if isinstance(agent, ReasoningAgent):
        # ruling RM582: a seat bot gets one turn a phase here, so it hands the amulet on in
        # it rather than wait for a later turn of the day
        agent.day_turns = 1
    trial = Game.from_json(game.to_json())
    moves: list[list[str]] = []
    legal = trial.legal_actions(seat)
    if legal:
        view = trial.view(seat)
        answering = taken > 0  # it had its turn this phase: this one answers a teammate
        # ruling RM560: a bot follows its teammates' latest team choice of this phase
        # (a human's changed pick too, made before the bot's first turn or since)
        heed_team(agent, view)
        # a bot never does by itself what cannot be undone (its declaration says which:
        # giving up an office, shattering the amulet)
        made = take_turn(trial, seat, agent, view, legal, never=_never(legal))
        for move in made:
            if answering and isinstance(move, BotSay):
                continue  # ruling RM560: it said its piece this phase already
            if isinstance(move, Act):
                moves.append(list(move.words))
            else:
                moves.append([SAY, move.channel, move.text])
    return BotTurn(seat, tuple(tuple(m) for m in moves))


def teammates_to_answer(game: Game, seat: str, event: int, bots: Iterable[str]) -> set[str]:
    """Ruling RM560: the bot seats of ``seat``'s teams that the event ``event`` (a choice
    ``seat`` made: a team poll's vote, the pack's attack, a line in a team channel) was told
    to: they get another turn this phase, in which they follow it (``sim.heuristic.heed_team``).
    None for a public move (the lynch vote), one told to nobody else, or a line outside the team
    channels."""
    ev = game.events[event]
    if ev.audience != "players":
        return set()  # a public move (the lynch vote) or one told to nobody else
    if ev.kind == "chat" and str(ev.params.get("channel", "")) not in team_channels():
        return set()
    teams = [
        members
        for group, members in game.groups().items()
        if group in team_channels() and seat in members
    ]
    told, bot_seats = set(ev.to), set(bots)
    return {n for members in teams for n in members if n != seat and n in bot_seats and n in told}


def _never(legal: list[LegalAction]) -> frozenset[str]:
    """The actions a seat's bot leaves alone: those declared irreversible."""
    return frozenset(la.verb for la in legal if la.declaration.irreversible)


def play_bot_moves(game: Game, seat: str, moves: Sequence[Sequence[str]]) -> None:
    """Carry out a bot's logged moves (a refused one is skipped, as it was when logged)."""
    # a bot whose life changes during its turn stops there, as it did when the turn was
    # worked out (``take_turn``): a dead seat's turn (the dead's answer) is played while dead
    alive = game.player(seat).alive
    for move in moves:
        if game.player(seat).alive != alive or game.over:
            break
        words = [str(w) for w in move]
        if words and words[0] == SAY and len(words) == 3:
            game.say(seat, words[1], words[2])
        else:
            game.submit(seat, words)
