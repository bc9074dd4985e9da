"""The PettingZoo environments: :class:`raw_env` (AEC: one seat steps at a
time) and :class:`ParallelWerewolves` (every seat steps at once), both over one
:class:`~.core.Driver`."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from ..game import Game, Setup
from .core import MAX_PHASES, SEAT_STEPS, Driver, whole_book_setup

__all__ = ["ParallelWerewolves", "make_game", "raw_env"]

PLAYERS = 7


def make_game(
    setup: Setup | None, players: int, roles: str, seed: int
) -> Game:
    """The game of an environment: ``setup`` as given, else ``players`` seats of the default
    mix (``roles="default"``) or of the whole role book (``roles="anything"``), dealt by
    ``seed``."""
    if setup is None:
        if roles == "anything":
            setup = whole_book_setup(players, seed)
        elif roles == "default":
            from ..sim.setups import make_setup

            setup = make_setup(players, seed)
        else:
            raise ValueError(f"roles is 'default' or 'anything', not {roles!r}")
    return Game.new(setup, seed=seed)


class _Spaces:
    """The spaces of a game's seats: the same for every seat (one table, one encoding)."""

    def _make_spaces(self, driver: Driver) -> None:
        self._obs_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (driver.obs_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (driver.table.size,), np.int8),
            }
        )
        self._act_space = spaces.Discrete(driver.table.size)


class raw_env(AECEnv[str, dict[str, np.ndarray], int], _Spaces):
    """One game of Werewolves as an AEC environment: the agents are the seats' names."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "werewolves_v0", "render_modes": ["ansi"], "is_parallelizable": True
    }

    def __init__(
        self,
        setup: Setup | None = None,
        *,
        players: int = PLAYERS,
        roles: str = "default",
        seed: int = 0,
        seat_steps: int = SEAT_STEPS,
        max_phases: int = MAX_PHASES,
        view_in_info: bool = False,
        render_mode: str | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__()
        self._setup, self._players, self._roles = setup, players, roles
        self._seed, self._seat_steps, self._max_phases = seed, seat_steps, max_phases
        self.view_in_info = view_in_info
        self.render_mode = render_mode
        self.lang = lang  # the language render() speaks in (a seat's turn in words)
        self.driver = self._new_driver(seed)
        self.possible_agents = list(self.driver.players)
        self._make_spaces(self.driver)

    def _new_driver(self, seed: int) -> Driver:
        game = make_game(self._setup, self._players, self._roles, seed)
        return Driver(game, seat_steps=self._seat_steps, max_phases=self._max_phases)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = seed
        self.driver = self._new_driver(self._seed)
        if list(self.driver.players) != self.possible_agents:
            raise ValueError("a new seed dealt other seats: give a setup of fixed names")
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._ended = False  # every seat terminated or truncated (``_finish``)
        first = self.driver.next_actor(None)
        if first is None:
            self._finish()
            first = self.agents[0]
        self.agent_selection = first
        self._fill_info(first)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return {
            "observation": self.driver.encode(agent),
            "action_mask": self.driver.mask(agent),
        }

    def _fill_info(self, agent: str) -> None:
        if self.view_in_info and not self.driver.finished:
            self.infos[agent] = {"turn": self.driver.turn(agent)}

    def _finish(self) -> None:
        d = self.driver
        for a in self.agents:
            self.rewards[a] = d.reward(a)
            self.terminations[a] = d.game.over
            self.truncations[a] = not d.game.over
        self._ended = True

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self._ended:  # (every seat is terminated or truncated from then on, none before)
            self._was_dead_step(action)
            return
        assert action is not None, "a seat still playing steps with an action, not None"
        d = self.driver
        # the rewards are 0 until the game ends, and so is every seat's cumulative reward
        # (``_accumulate_rewards`` once, at the end): nothing to reset before the step
        why = d.step(agent, action)
        self.infos[agent] = {"refused": why} if why else {}
        nxt = d.next_actor(agent)
        if nxt is None:
            self._finish()
            self.agent_selection = agent
            self._accumulate_rewards()
        else:
            self.agent_selection = nxt
            if self.view_in_info:
                self._fill_info(nxt)

    def render(self) -> str | None:
        """The selected seat's turn in words (the text a language model is given)."""
        if self.render_mode is None:
            return None
        return self.driver.text(self.agent_selection, self.lang)

    def close(self) -> None:
        return None


class ParallelWerewolves(ParallelEnv[str, dict[str, np.ndarray], int], _Spaces):
    """The same game, every seat stepping at once: each round the seats' steps are carried out in
    seat order (one that an earlier seat's step closed changes nothing); a seat with nothing to
    do gives DONE (its only open row)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "werewolves_parallel_v0", "render_modes": ["ansi"]
    }

    def __init__(self, setup: Setup | None = None, **kwargs: Any) -> None:
        self._aec = raw_env(setup, **kwargs)
        self.possible_agents = list(self._aec.possible_agents)
        self.render_mode = self._aec.render_mode
        self._make_spaces(self._aec.driver)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_space

    @property
    def driver(self) -> Driver:
        return self._aec.driver

    def _observations(self) -> dict[str, dict[str, np.ndarray]]:
        return {a: self._aec.observe(a) for a in self.agents}

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, dict[str, np.ndarray]], dict[str, dict[str, Any]]]:
        self._aec.reset(seed, options)
        self.agents = list(self.possible_agents)
        return self._observations(), {a: {} for a in self.agents}

    def step(self, actions: dict[str, int]) -> tuple[
        dict[str, dict[str, np.ndarray]],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        d = self.driver
        infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        for a in self.agents:
            if d.finished:
                break
            if a in actions and d.may_act(a):
                why = d.step(a, int(actions[a]))
                if why:
                    infos[a]["refused"] = why
        if not d.finished and not any(d.may_act(a) for a in self.agents):
            d.next_actor(None)  # everyone is done: the phase ends (and empty ones after it)
        observations = self._observations()
        over = d.finished
        rewards = {a: d.reward(a) if over else 0.0 for a in self.agents}
        terminations = {a: over and d.game.over for a in self.agents}
        truncations = {a: over and not d.game.over for a in self.agents}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        if self.render_mode is None or not self.agents:
            return None
        return "\n\n".join(self.driver.text(a) for a in self.agents if self.driver.may_act(a))

    def close(self) -> None:
        return None
