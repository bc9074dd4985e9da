"""Heuristic bots: never an illegal move, a function of their own views only, the same games from
the same seeds, and claims a bot can read back."""

from __future__ import annotations

import gc
import random
from collections import Counter
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolves.engine.core import Engine
from werewolves.engine.state import GameState
from werewolves.game import Game
from werewolves.sim.agent import Act, Agent, Move, is_legal, make_agent
from werewolves.sim.claims import Claim, claim_text, parse_claim, parse_plan, plan_text
from werewolves.sim.heuristic import HeuristicAgent
from werewolves.sim.match import parse_bots, play_match, run_game
from werewolves.sim.setups import make_setup
from werewolves.testing import state_of
from werewolves.views import LegalAction, PlayerView

GAMES = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


class Checked:
    """Wraps a bot: records every (view, legal actions) it was handed and every move it made,
    and whether each action was one of the legal actions it was shown."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.blind = inner.blind
        self.illegal: list[tuple[str, ...]] = []
        self.trace: list[tuple[PlayerView, tuple[LegalAction, ...], Move | None]] = []

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        move = self.inner.choose(observation, legal_actions)
        if isinstance(move, Act) and not is_legal(move.words, legal_actions):
            self.illegal.append(move.words)
        self.trace.append((observation, tuple(legal_actions), move))
        return move


@st.composite
def setups(draw: st.DrawFn) -> tuple[int, int]:
    return draw(st.sampled_from([6, 8, 10, 12, 14, 16])), draw(st.integers(0, 10_000))


Played = tuple[Game, dict[str, Checked], Counter[str]]


def _play(n: int, seed: int, kind: str = "heuristic") -> Played:
    game = Game.new(make_setup(n, seed), seed)
    bots = {p: Checked(make_agent(kind, p, seed)) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=60)
    return game, bots, refused


@GAMES
@given(setups())
def test_heuristic_bots_never_choose_an_illegal_action(case: tuple[int, int]) -> None:
    n, seed = case
    _game, bots, refused = _play(n, seed)
    assert all(not b.illegal for b in bots.values()), {b.name: b.illegal for b in bots.values()}
    assert not refused, refused  # and the game accepted every move


@GAMES
@given(setups())
def test_same_seed_same_game(case: tuple[int, int]) -> None:
    n, seed = case
    a, _, _ = _play(n, seed)
    b, _, _ = _play(n, seed)
    assert a.commands == b.commands
    assert run_game(make_setup(n, seed), seed, parse_bots("heuristic")) == run_game(
        make_setup(n, seed), seed, parse_bots("heuristic")
    )


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups())
def test_a_bot_is_a_function_of_its_own_views(case: tuple[int, int]) -> None:
    """A fresh bot with the same seed, handed the same views and legal actions (and nothing
    else), makes the same moves: nothing else the bot could have read changes its play. And no
    bot holds a reference to the game, its engine or its state."""
    n, seed = case
    _game, bots, _ = _play(n, seed)
    for name, checked in bots.items():
        again = make_agent("heuristic", name, seed)
        for view, legal, move in checked.trace:
            assert again.choose(view, legal) == move
        reachable = _reachable(checked.inner)
        assert not any(isinstance(o, Game | Engine | GameState) for o in reachable), name


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups())
def test_the_views_bots_get_are_game_view(case: tuple[int, int]) -> None:
    """The referee's incremental views (sim.observe) equal ``game.view(name)``, turn by turn."""
    n, seed = case
    game = Game.new(make_setup(n, seed), seed)
    bots = {p: make_agent("heuristic", p, seed) for p in game.players}
    play_match(game, bots, max_phases=40, check_views=True)  # raises ViewMismatch otherwise


def _reachable(root: object, limit: int = 200_000) -> list[object]:
    seen: set[int] = set()
    out: list[object] = []
    todo = [root]
    while todo and len(out) < limit:
        o = todo.pop()
        if id(o) in seen or isinstance(o, type):
            continue
        seen.add(id(o))
        out.append(o)
        todo.extend(gc.get_referents(o))
    return out


def test_the_view_a_bot_gets_is_its_players_view() -> None:
    """The referee hands each heuristic bot exactly ``game.view(name)``: its role card is its
    own, and no message addressed to others only is in it."""
    game = Game.new(make_setup(10, 4), 4)
    seen: list[tuple[str, PlayerView]] = []

    class Spy(HeuristicAgent):
        def choose(
            self, observation: PlayerView, legal_actions: Sequence[LegalAction]
        ) -> Move | None:
            seen.append((self.name, observation))
            return super().choose(observation, legal_actions)

    bots = {p: Spy(p, random.Random(p)) for p in game.players}
    play_match(game, bots, max_phases=8)
    assert seen
    for name, view in seen:
        assert view.name == name and view.role == view.card.name
        for m in view.messages:
            if m.audience in ("private", "group"):
                ev = game.events[m.id]
                assert name in ev.to


def test_wolves_never_target_a_packmate_and_agree_in_their_channel() -> None:
    for seed in range(12):
        game, _bots, _ = _play(12, seed)
        wolves = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for cmd in game.commands:
            if cmd["op"] == "submit" and cmd["player"] in wolves and cmd["action"][0] in (
                "attack",
                "vote",
            ):
                assert cmd["action"][1] not in wolves, cmd
        plans = [c for c in game.commands if c["op"] == "say" and c["channel"] == "wolfpack"]
        assert plans and all(parse_plan(c["text"]) for c in plans)


def test_the_amulet_is_passed_not_shattered() -> None:
    for seed in range(10):
        game, _, _ = _play(8, seed)
        verbs = [c["action"][0] for c in game.commands if c["op"] == "submit"]
        assert "shatter" not in verbs and "resign" not in verbs
        holder = next(p.name for p in state_of(game).players if p.original_role == "Amulet Holder")
        first = next(c for c in game.commands if c["op"] == "submit")
        assert first["player"] == holder and first["action"][0] == "pass"


def test_a_fortune_teller_claim_moves_the_town() -> None:
    """Some games have a Fortune Teller claim naming a wolf; the town's votes follow it."""
    followed = 0
    for seed in range(20):
        game, _, _ = _play(8, seed)
        for c in game.commands:
            claim = parse_claim(c.get("text", "")) if c["op"] == "say" else None
            if claim is None or not claim.results:
                continue
            wolf = next((p for p, r in claim.results if r == "Wolf"), None)
            if wolf is None:
                continue
            votes = [
                x for x in game.commands if x["op"] == "submit" and x["action"] == ["vote", wolf]
            ]
            followed += len(votes) >= 2
    assert followed >= 3


# ------------------------------------------------------------------ claims

names = st.text("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789", min_size=1, max_size=8)
roles = st.sampled_from(["Wolf", "Fortune Teller", "Citizen", "Horseman of War", "Amulet Holder"])


@given(roles, st.lists(st.tuples(names, roles), max_size=4))
def test_claims_read_back_exactly(role: str, results: list[tuple[str, str]]) -> None:
    text = claim_text(role, results)
    assert parse_claim(text) == Claim(role, tuple(results))


@given(st.sampled_from(["attack", "vote", "doom", "doomed"]), names)
def test_plans_read_back_exactly(verb: str, player: str) -> None:
    assert parse_plan(plan_text(verb, player)) == (verb, player)


@given(st.text(max_size=60))
def test_free_talk_is_not_a_claim_unless_it_is_one(text: str) -> None:
    claim = parse_claim(text)
    if claim is not None:
        assert text.startswith("I am the ")
        assert claim_text(claim.role, claim.results) == text
