"""Issue 41 item 1: the PettingZoo environment (werewolves.env) passes PettingZoo's own API
tests, plays a game to its end with random agents that follow the mask, and its mask is the
game's legal actions, over seeded whole-book games."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test

from werewolves.env import DONE, Driver, env, parallel_env, raw_env
from werewolves.env.core import NOBODY, NOTHING, Selection
from werewolves.game import Game, LegalAction, Setup
from werewolves.testing import engine_of

# a setup of the book's largest abilities: eight targets (hex), three exact targets and role
# picks (seek), one to three targets (brew), two ordered positions (reassign)
BIG = Setup(
    [
        ("Ann", "Vicious Hag"),
        ("Bob", "Crowd Seeker"),
        ("Cid", "Witch"),
        ("Dan", "Ravenkeeper"),
        ("Eve", "Wolf"),
        ("Fay", "Citizen"),
        ("Gus", "Citizen"),
        ("Hal", "Citizen"),
        ("Ivy", "Citizen"),
    ]
)

SETUPS = {
    "default-7": {"seed": 3},
    "whole-book-9": {"roles": "anything", "players": 9, "seed": 5},
    "big-abilities": {"setup": BIG, "seed": 2},
}


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_aec_env_passes_pettingzoos_api_test(name: str) -> None:
    api_test(env(**SETUPS[name]), num_cycles=1000)


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_parallel_env_passes_pettingzoos_parallel_api_test(name: str) -> None:
    parallel_api_test(parallel_env(**SETUPS[name]), num_cycles=1000)


def play_random(e: raw_env, seed: int, on_step: object = None) -> dict[str, float]:
    """Random agents following the mask play ``e`` to its end; every step they take is
    accepted. Returns each seat's reward at the end."""
    rng = np.random.default_rng(seed)
    e.reset()
    final: dict[str, float] = {}
    for agent in e.agent_iter():
        obs, reward, term, trunc, _info = e.last()
        if term or trunc:
            final[agent] = reward
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask[DONE] == 1, "DONE is always open to the seat to move"
        if callable(on_step):
            on_step(e, agent)
        e.step(int(rng.choice(np.flatnonzero(mask))))
        assert "refused" not in e.infos[agent], e.infos[agent]
    return final


@pytest.mark.parametrize("seed", [0, 1])
def test_random_agents_play_a_game_to_its_end_rewarded_by_outcome(
    seed: int,
) -> None:
    e = raw_env(seed=seed)
    final = play_random(e, seed)
    game = e.driver.game
    assert game.over and not e.driver.truncated
    assert e.agents == []
    outcome = game.outcome
    assert outcome is not None and set(final) == set(game.players)
    for name, reward in final.items():
        want = 1.0 if name in outcome.winners else 0.0 if name in outcome.drawn else -1.0
        assert reward == want, (name, reward, outcome)
    assert {1.0, -1.0} <= set(final.values()), "a game has winners and losers"


def test_same_seed_same_steps_same_game() -> None:
    a, b = raw_env(roles="anything", players=8, seed=4), raw_env(
        roles="anything", players=8, seed=4
    )
    play_random(a, 9)
    play_random(b, 9)
    assert a.driver.game.commands == b.driver.game.commands
    assert a.driver.game.outcome == b.driver.game.outcome


def test_a_phase_ends_when_every_seat_that_may_act_is_done() -> None:
    e = raw_env(seed=1)
    e.reset()
    phase = e.driver.game.phase_index
    seen: list[str] = []
    while e.driver.game.phase_index == phase:
        seen.append(e.agent_selection)
        e.step(DONE)
    # each seat that could act was asked once, in seat order, and said done
    assert seen and len(seen) == len(set(seen))
    assert seen == sorted(seen, key=e.driver.players.index)


def test_the_step_budget_ends_a_seats_phase() -> None:
    e = raw_env(seed=1, seat_steps=2)
    e.reset()
    first = e.agent_selection
    mask = e.observe(first)["action_mask"]
    seat_rows = [
        i for i in np.flatnonzero(mask) if e.driver.table.decode(int(i)).kind == "seat"
    ]
    assert seat_rows, "the first seat has a target to choose"
    e.step(int(seat_rows[0]))
    assert first not in e.driver.done
    # its second step spends its budget: it is done for the phase
    while e.agent_selection != first:
        e.step(DONE)
    e.step(int(seat_rows[0]) if e.observe(first)["action_mask"][seat_rows[0]] else DONE)
    assert first in e.driver.done


def test_render_gives_the_seats_own_text() -> None:
    e = raw_env(seed=1, render_mode="ansi")
    e.reset()
    me = e.agent_selection
    text = e.render()
    assert isinstance(text, str) and me in text
    role = e.driver.game.player(me).role
    assert role in text
    assert raw_env(seed=1).render() is None  # no render mode: nothing


def test_view_in_info_is_the_protocols_turn() -> None:
    e = raw_env(seed=1, view_in_info=True)
    e.reset()
    me = e.agent_selection
    turn = e.infos[me]["turn"]
    assert turn["type"] == "turn" and turn["seat"] == me
    assert [a["verb"] for a in turn["actions"]] == [
        la.verb for la in e.driver.game.legal_actions(me)
    ]


# ------------------------------------------------------------------ the mask is the legal actions


def completion(la: LegalAction, rng: random.Random) -> tuple[list[str], list[str]] | None:
    """A random legal choice of ``la``'s targets and picks (None when its slots leave none)."""
    n = rng.randint(la.min_targets, la.max_targets)
    slots = la.slots or (la.candidates,) * la.max_targets
    targets: list[str] = []
    for i in range(n):
        left = [w for w in slots[i] if w not in targets]
        if not left:
            return None
        targets.append(rng.choice(left))
    if len(la.options) < la.picks:
        return None
    picks = rng.sample(list(la.options), la.picks)
    return targets, picks


def check_mask(e: raw_env, name: str, rng: random.Random) -> None:
    """Every legal action of ``name`` is reachable through open rows and its SUBMIT is open
    (and accepted by a copy of the game); every open row belongs to a legal action."""
    d = e.driver
    t = d.table
    game = d.game
    legal = {la.verb: la for la in game.legal_actions(name)}
    kept = d.selection[name]
    try:
        d.selection[name] = Selection()
        d._masks.pop(name, None)
        mask = d.mask(name)
        for row in np.flatnonzero(mask):
            r = t.decode(int(row))
            if r.kind == "done":
                continue
            la = legal.get(r.verb)
            assert la is not None, f"{r.verb} is open but not legal for {name}"
            if r.kind == "nobody":
                assert la.withdraw
            elif r.kind == "seat":
                slot = (la.slots or (la.candidates,))[0]
                assert d.players[r.index] in slot
            elif r.kind == "submit":
                assert la.min_targets == 0 and la.picks == 0
            elif r.kind == "picks":
                assert la.min_targets == 0 and la.picks > 0
            else:
                raise AssertionError(f"{r} is open with nothing chosen")
        for verb, la in legal.items():
            if la.withdraw:
                assert mask[t.base(verb) + NOBODY], f"{verb} nobody is not open"
            done = completion(la, rng)
            if done is None:
                continue
            targets, picks = done
            # the rows a seat takes, each open when it is taken; all but the last only choose
            # (carried out by the driver), the last is the action itself
            d.selection[name] = Selection()
            d._masks.pop(name, None)
            rows = [t.seat(verb, d.seat_of[who]) for who in targets]
            if la.picks:
                rows.append(t.picks(verb))
                rows += [t.option(la.options.index(p)) for p in picks]
            elif not targets or len(targets) < la.max_targets:
                rows.append(t.submit(verb))
            used = dict(d.used)
            for row in rows[:-1]:
                assert d.mask(name)[row], f"{name}: {t.describe(row, d.players)} closed"
                assert d._step(name, row) is None
            d.used = used
            assert d.mask(name)[rows[-1]], f"{verb} {targets} {picks}: the last row closed"
            copy = Game.from_json(game.to_json())
            result = copy.submit(name, [verb, *targets, *picks])
            assert result, f"{name}: {verb} {targets} {picks} refused: {result}"
    finally:
        d.selection[name] = kept
        d._masks.pop(name, None)  # the mask of the selection put back


def holds_nothing_now(game: Game, name: str) -> bool:
    """Whether ``name`` has nothing this phase admits, worked out afresh from the rules (R7):
    the game over; dead in a game without the dead's abilities; else no first ability of a
    verb whose phases include this one and that is for the living or the dead as ``name`` is."""
    eng = engine_of(game)
    if game.over:
        return True
    p = eng.player(name)
    if not p.alive and not game.dead_can_act():
        return True
    first: dict[str, Any] = {}
    for ab, _role in eng.abilities_of(p):
        first.setdefault(ab.verb, ab)
    return not any(
        eng.phase_allows(ab) and ab.by_dead != p.alive
        for ab in first.values()
    )


def check_idle(game: Game) -> tuple[int, int]:
    """``Game.idle`` at this step, for every seat: each seat it names has no legal action, and
    it names exactly the seats holding nothing this phase admits. Returns (idle seats, seats
    with no legal action)."""
    idle = game.idle()
    empty = 0
    for name in game.players:
        legal = game.legal_actions(name)
        empty += not legal
        if name in idle:
            assert legal == [], f"{name} is idle but may {[la.verb for la in legal]}"
        assert (name in idle) == holds_nothing_now(game, name), name
    return len(idle), empty


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_mask_equals_legal_actions_over_whole_book_games(seed: int) -> None:
    """The mask is the legal actions of the seat to move; and at every step, for every seat,
    the game's idle seats (``Game.idle``: what the turn order skips unread) have no legal
    action, and are those holding nothing this phase admits (R7)."""
    rng = random.Random(seed)
    e = raw_env(roles="anything", players=8, seed=seed)
    checked = idle = empty = 0

    def on_step(env_: raw_env, agent: str) -> None:
        nonlocal checked, idle, empty
        check_mask(env_, agent, rng)
        assert agent not in env_.driver.game.idle(), f"{agent} is idle, yet its turn came"
        now = check_idle(env_.driver.game)
        idle += now[0]
        empty += now[1]
        checked += 1

    play_random(e, seed, on_step)
    assert checked > 50 and e.driver.game.over
    assert Selection() == NOTHING, "the shared empty choice was never written"
    # the signal is no empty one: most seats without an action are known idle unread
    assert idle > empty / 2, (idle, empty)
    assert check_idle(e.driver.game) == (len(e.driver.players), len(e.driver.players))


def test_the_largest_abilities_are_in_the_table() -> None:
    """An eight-target hex and a three-target seek with role picks are reachable."""
    game = Game.new(BIG, seed=2)
    while not game.phase.startswith("Night"):
        game.advance()  # Night 1: the hag hexes, the crowd seeker seeks
    e = raw_env(setup=BIG, seed=2)
    d = e.driver = Driver(game)
    rng = random.Random(1)
    for name in ("Ann", "Bob"):
        verbs = {la.verb: la for la in game.legal_actions(name)}
        assert {"hex", "seek"} & set(verbs)
        check_mask(e, name, rng)
    # the hex names as many as the rules allow now (up to eight as the hag grows), one
    # target a step; the seek names three players and a role for each
    hex_ = next(la for la in game.legal_actions("Ann") if la.verb == "hex")
    t = d.table
    for who in hex_.candidates[: hex_.max_targets - 1]:
        assert d.step("Ann", t.seat("hex", d.seat_of[who])) is None
    if hex_.max_targets > 1:
        assert d.mask("Ann")[t.submit("hex")], "fewer than the most it may name"
    before = len(game.commands)
    last = hex_.candidates[hex_.max_targets - 1]
    assert d.step("Ann", t.seat("hex", d.seat_of[last])) is None
    assert game.commands[before:] == [
        {"op": "submit", "player": "Ann",
         "action": ["hex", *hex_.candidates[: hex_.max_targets]]}
    ], "the last target the hex may name carries it out"
    seek = next(la for la in game.legal_actions("Bob") if la.verb == "seek")
    assert (seek.min_targets, seek.max_targets, seek.picks) == (3, 3, 3)
    for who in seek.candidates[:3]:
        assert d.step("Bob", t.seat("seek", d.seat_of[who])) is None
    assert not d.mask("Bob")[t.submit("seek")], "three targets and no roles yet"
    assert d.step("Bob", t.picks("seek")) is None
    for j in range(3):
        assert d.step("Bob", t.option(j)) is None
    # (a pick of two words is kept word by word in the log)
    words = ["seek", *seek.candidates[:3], *seek.options[:3]]
    assert " ".join(game.commands[-1]["action"]) == " ".join(words)


def test_the_example_in_docs_agents_runs_a_game_to_its_end() -> None:
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "agents.md").read_text("utf-8")
    section = text[text.index("## The PettingZoo environment") :]
    code = re.findall(r"```python\n(.*?)```", section, re.S)[0]
    namespace: dict[str, object] = {}
    exec(compile(code, "docs/agents.md", "exec"), namespace)
    played = namespace["e"].unwrapped.driver  # type: ignore[attr-defined]
    assert played.finished and namespace["e"].agents == []  # type: ignore[attr-defined]


def test_parallel_random_agents_play_to_the_end_rewarded_by_outcome() -> None:
    e = parallel_env(roles="anything", players=8, seed=21)
    observations, _infos = e.reset()
    rng = np.random.default_rng(21)
    rewards: dict[str, float] = {}
    rounds = 0
    while e.agents:
        actions = {}
        for a in e.agents:
            open_rows = np.flatnonzero(observations[a]["action_mask"])
            actions[a] = int(open_rows[rng.integers(len(open_rows))])
        observations, rewards, terms, truncs, _infos = e.step(actions)
        rounds += 1
        assert rounds < 20_000
    game = e.driver.game
    assert game.over and all(terms.values()) and not any(truncs.values())
    outcome = game.outcome
    assert outcome is not None
    for name, reward in rewards.items():
        assert reward == (1.0 if name in outcome.winners else 0.0 if name in outcome.drawn
                          else -1.0)


def test_the_encoding_is_the_seats_phase_seat_living_role_and_choice() -> None:
    from werewolves.env.core import role_names

    e = raw_env(roles="anything", players=8, seed=4)
    e.reset()
    d = e.driver
    n = len(d.players)
    rng = np.random.default_rng(4)
    for _ in range(300):
        if d.finished:
            break
        me = e.agent_selection
        enc = e.observe(me)["observation"]
        game = d.game
        assert enc.shape == (d.obs_size,) and enc.dtype == np.float32
        assert enc[0] == game.phase.startswith("Day") and enc[1] == game.phase.startswith("Night")
        assert list(np.flatnonzero(enc[3 : 3 + n])) == [d.seat_of[me]]
        living = [d.players[i] for i in np.flatnonzero(enc[3 + n : 3 + 2 * n])]
        assert living == game.living()
        roles = role_names()
        assert [roles[i] for i in np.flatnonzero(enc[3 + 2 * n : 3 + 2 * n + len(roles)])] == [
            game.player(me).role
        ]
        chosen = [d.players[i] for i in np.flatnonzero(enc[3 + 2 * n + len(roles) :])]
        assert chosen == sorted(d.selection[me].targets, key=d.seat_of.__getitem__)
        open_rows = np.flatnonzero(e.observe(me)["action_mask"])
        e.step(int(open_rows[rng.integers(len(open_rows))]))


@pytest.mark.parametrize("seed", [21, 22])
def test_a_shared_mask_is_the_mask_made_afresh_for_the_seat(seed: int) -> None:
    """The mask a seat that has chosen nothing is handed (kept by its legal actions and shared
    by the seats offered the very same ones) equals the mask made afresh from that seat's
    legal actions, at every step of whole-book games; and some are shared."""
    e = raw_env(roles="anything", players=10, seed=seed)
    e.reset()
    d = e.driver
    rng = np.random.default_rng(seed)
    checked = shared = 0
    handed: dict[int, str] = {}  # a mask array's id: the seat it was last handed to
    for agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert np.array_equal(mask, d._mask(agent)), agent
        if d.selection[agent] is NOTHING:
            checked += 1
            other = handed.get(id(mask))
            shared += other is not None and other != agent
            handed[id(mask)] = agent
        rows = np.flatnonzero(mask)
        e.step(int(rows[rng.integers(len(rows))]))
    assert checked > 100 and shared > 10 and d.game.over


@pytest.mark.parametrize("seed", [31, 33])
def test_the_players_generation_grows_whenever_the_living_or_a_role_changes(seed: int) -> None:
    """``Game.players_generation`` (what the encoding keeps its parts by): at every step of
    whole-book games, a generation read before names the same living and the same roles as
    now, and a death or a role change is always read under a greater one."""
    e = raw_env(roles="anything", players=12, seed=seed)
    e.reset()
    game = e.driver.game
    rng = np.random.default_rng(seed)
    seen: dict[int, tuple[tuple[bool, ...], tuple[str, ...]]] = {}
    last: tuple[int, tuple[tuple[bool, ...], tuple[str, ...]] | None] = (-1, None)
    deaths = role_changes = 0
    for _agent in e.agent_iter():
        players = [game.player(n) for n in game.players]
        now = (tuple(p.alive for p in players), tuple(p.role for p in players))
        gen = game.players_generation
        assert seen.setdefault(gen, now) == now, gen
        if last[1] is not None and last[1] != now:
            assert gen > last[0]
            deaths += last[1][0] != now[0]
            role_changes += last[1][1] != now[1]
        last = (gen, now)
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        rows = np.flatnonzero(obs["action_mask"])
        e.step(int(rows[rng.integers(len(rows))]))
    assert deaths > 0 and role_changes > 0 and game.over, (deaths, role_changes)


@pytest.mark.parametrize("seed", [41, 42])
def test_a_kept_observation_is_read_only_and_the_encoding_made_afresh(seed: int) -> None:
    """The observation (kept by the phase and the players generation, handed out again while
    they stay) equals the seat's encoding made afresh at every step of whole-book games, is
    read-only like the mask, and every array handed out still says what it said then."""
    e = raw_env(roles="anything", players=10, seed=seed)
    e.reset()
    d = e.driver
    n = len(d.players)
    rng = np.random.default_rng(seed)
    handed: list[tuple[np.ndarray, np.ndarray]] = []
    reused = 0
    for agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        enc = obs["observation"]
        i = d.seat_of[agent]
        fresh = d._encode_seat(d._encode_shared(), i, d.game.player(agent).role)
        for who in d.selection[agent].targets:
            fresh[d.obs_size - n + d.seat_of[who]] = 1.0
        assert np.array_equal(enc, fresh), agent
        assert not enc.flags.writeable
        with pytest.raises(ValueError):
            enc[0] = 0.5
        reused += any(enc is old for old, _ in handed[-20:])
        handed.append((enc, enc.copy()))
        rows = np.flatnonzero(obs["action_mask"])
        e.step(int(rows[rng.integers(len(rows))]))
    assert all(np.array_equal(a, b) for a, b in handed)
    assert reused > 10 and d.game.over


@pytest.mark.parametrize("seed", [51, 52])
def test_a_row_carried_out_at_once_names_the_action_the_row_decodes_to(seed: int) -> None:
    """The rows a seat's kept mask carries out at once (a vote, a withdrawal, an action naming
    nobody), at every step of whole-book games: each is open, and its words are those the
    row decodes to: a seat of a one-target action without picks, ``verb nobody`` of an action
    that may be withdrawn, or an action naming nothing at all."""
    e = raw_env(roles="anything", players=10, seed=seed)
    e.reset()
    d = e.driver
    rng = np.random.default_rng(seed)
    checked = 0
    for agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        mask = obs["action_mask"]
        legal = {la.verb: la for la in d.game.legal_actions(agent)}
        at_once = d._masks[agent].at_once
        if d.selection[agent] is not NOTHING:
            assert not at_once
        for row, words in at_once.items():
            r = d.table.decode(row)
            la = legal[r.verb]
            assert mask[row], d.table.describe(row, d.players)
            if r.kind == "seat":
                assert la.max_targets == 1 and not la.picks
                assert words == (r.verb, d.players[r.index])
            elif r.kind == "nobody":
                assert la.withdraw and words == (r.verb, "nobody")
            else:
                assert r.kind == "submit" and la.min_targets == 0 and not la.picks
                assert words == (r.verb,)
            checked += 1
        rows = np.flatnonzero(mask)
        e.step(int(rows[rng.integers(len(rows))]))
    assert checked > 100 and d.game.over
