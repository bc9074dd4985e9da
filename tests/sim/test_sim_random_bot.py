"""Issue 24 item 1: one random bot. Its decision about each action is uniform over leaving it
and each way of starting it; it never withdraws a choice of its own (which made four of five of
its lynch votes vanish); ``simulate``, the terminal game's watched games, the service's seat
bots and the benchmarks play the same policy."""

from __future__ import annotations

import random
from collections import Counter

from werewolves.game import Game
from werewolves.sim.agent import Act, make_agent
from werewolves.sim.match import BotMix, bots_for, play_match, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import RandomAgent, random_move
from werewolves.sim.setups import make_setup


def test_the_random_bot_never_withdraws_its_own_vote() -> None:
    withdrawn = 0
    for seed in range(12):
        game = Game.new(make_setup(8, seed), seed)
        play_match(game, bots_for(game, BotMix("random"), seed), stall=None)
        cmds = [c for c in game.commands if c["op"] == "submit"]
        withdrawn += sum(1 for c in cmds if c["action"][0] == "unvote")
    assert withdrawn == 0


def test_most_random_lynch_votes_stand_at_the_end_of_the_day() -> None:
    # leaving the vote unused is one choice among (candidates + 1): about 1 in 8 at 8 players;
    # the old bot withdrew four votes of five. Over 20 seeded Day 1s, at least 3 in 4 stand.
    standing = living = 0
    for seed in range(20):
        game = Game.new(make_setup(8, seed), seed)
        bots = {n: RandomAgent(n, random.Random(f"{seed}:{n}")) for n in game.players}
        observer = Observer(game)
        while game.phase != "Day 1" and not game.over:
            play_turns(game, bots, observer)
            game.advance()
        if game.over:
            continue
        play_turns(game, bots, observer)
        lynch = next(p for p in game.host_view().polls if p.kind == "lynch")
        standing += len(lynch.votes)
        living += len(game.living())
    assert living and standing >= 0.75 * living, (standing, living)


def test_a_withdrawal_is_never_a_random_choice() -> None:
    game = Game.new(make_setup(8, 0), 0)
    while game.phase != "Day 1":
        game.advance()
    name = game.living()[0]
    game.submit(name, "vote", game.living()[1])
    unvote = next(la for la in game.legal_actions(name) if la.declaration.withdraws)
    rng = random.Random(0)
    assert all(random_move(unvote, rng) is None for _ in range(200))


def test_each_decision_is_uniform_over_leaving_it_and_each_candidate() -> None:
    game = Game.new(make_setup(8, 0), 0)
    while game.phase != "Day 1":
        game.advance()
    vote = next(la for la in game.legal_actions(game.living()[0]) if la.verb == "vote")
    rng = random.Random(5)
    n = 8000
    seen = Counter(tuple(random_move(vote, rng) or ()) for _ in range(n))
    ways = len(vote.candidates) + 1
    assert len(seen) == ways
    for count in seen.values():
        assert abs(count / n - 1 / ways) < 0.02, seen


def test_the_random_kind_is_the_one_random_bot() -> None:
    # simulate, the terminal game, the service's seat bots and the benchmarks ask make_agent
    # for "random" and get this bot, one decision per action a phase
    game = Game.new(make_setup(8, 1), 1)
    for _ in range(3):
        game.advance()
    for name in game.living():
        agent = make_agent("random", name, 0)
        assert isinstance(agent, RandomAgent)
        view, legal = game.view(name), game.legal_actions(name)
        verbs = []
        while (move := agent.choose(view, legal)) is not None:
            assert isinstance(move, Act)
            verbs.append(move.words[0])
        assert len(verbs) == len(set(verbs)) <= len(legal)
