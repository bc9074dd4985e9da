"""Many seeded games, on one machine or a Dask cluster, added up the same way whatever runs them.

A simulation is a :class:`SimSpec` (players, roles, bots), a number of games and a seed. Game
``i`` is dealt and played with :func:`~.match.game_seed` ``(seed, i)``, so it is the same game
whichever worker plays it. The games are sent out in chunks of consecutive indices
(:func:`chunks`); each chunk comes back as one :class:`~.match.Tally` (sums only, never a list of
games), and the chunks are merged in seed order — the same numbers for 1 worker, 2 workers, a
process pool or a Dask cluster.

Backends:

- ``local`` (the default): the chunks in this process (1 worker) or a
  :class:`concurrent.futures.ProcessPoolExecutor` (more);
- ``dask``: a Dask ``distributed`` client, on a scheduler's address or on a local cluster of
  ``workers`` processes it starts (``pip install werewolves[cluster]``); the scheduler and its
  workers must be able to import this package.
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..game import Ruleset, Setup, role_book
from .match import MAX_PHASES, BotMix, Tally, game_seed, run_game
from .setups import deal, default_roles, parse_roles, player_names

__all__ = [
    "BackendError",
    "SimSpec",
    "chunks",
    "load_setup_file",
    "run_chunk",
    "setup_from_data",
    "simulate",
]


class BackendError(RuntimeError):
    """A backend that cannot run (Dask not installed, a scheduler that does not answer)."""


@dataclass(frozen=True)
class SimSpec:
    """What to simulate: ``players`` seats named ``names`` (default Ann, Bob …), dealt ``roles``
    (None: the default mix for that many players) anew for every game, played by ``bots``."""

    players: int
    roles: tuple[str, ...] | None = None
    names: tuple[str, ...] | None = None
    role_list: str = "private"
    bots: BotMix = field(default_factory=BotMix)
    max_phases: int = MAX_PHASES
    # custom roles (`--role-file`), as (file name, text) pairs: the spec travels to the
    # workers as plain data and each builds the rules once from it (``rules``)
    role_files: tuple[tuple[str, str], ...] = ()

    def rules(self) -> Ruleset | None:
        """The rules the games are played by: the role book and the spec's custom roles (None:
        the role book alone)."""
        if not self.role_files:
            return None
        from ..roledata.load import load_cached
        from .book import note_roles

        rules = load_cached(self.role_files)
        note_roles(role_book(rules))
        return rules

    @classmethod
    def from_roles_text(
        cls, players: int, roles_text: str | None, bots: BotMix, role_list: str = "private",
        role_files: tuple[tuple[str, str], ...] = (),
    ) -> SimSpec:
        spec = cls(players, None, None, role_list, bots, role_files=role_files)
        roles = (
            None if roles_text is None
            else tuple(parse_roles(roles_text, players, rules=spec.rules()))
        )
        return replace(spec, roles=roles)

    def setup(self, seed: int) -> Setup:
        names = list(self.names) if self.names else player_names(self.players)
        if self.roles is None:
            roles = default_roles(self.players, seed, rules=self.rules())
        else:
            roles = deal(list(self.roles), seed)
        # the role files' texts travel in the setup, so each game's log replays alone
        return Setup(
            list(zip(names, roles, strict=True)), self.role_list,  # type: ignore[arg-type]
            custom_roles=list(self.role_files),
        )

    def describe(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "roles": None if self.roles is None else sorted(self.roles),
            "role_list": self.role_list,
            "bots": self.bots.label(),
        }


def load_setup_file(path: Path, bots: BotMix) -> SimSpec:
    """A setup from a JSON or YAML file: ``{"players": [[name, role], …], "role_list": …}``
    (a saved :class:`Setup`) or ``{"roles": [role, …]}``. The roles are dealt anew each game.
    Raises ValueError with a sentence when the file is not one of these."""
    import yaml

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"cannot read the setup file {path}: {e}") from None
    try:
        data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (ValueError, yaml.YAMLError) as e:
        raise ValueError(f"the setup file {path} is not valid JSON or YAML ({e})") from None
    return setup_from_data(data, str(path), bots)


def setup_from_data(data: Any, path: str, bots: BotMix) -> SimSpec:
    """A setup file's object (see :func:`load_setup_file`) as a :class:`SimSpec`; ``path``
    names where it came from in the error's sentence."""
    if not isinstance(data, dict):
        raise ValueError(f"the setup file {path} must hold an object with 'players' or 'roles'")
    role_list = str(data.get("role_list", "private"))
    if isinstance(data.get("players"), list):
        pairs = data["players"]
        if not all(isinstance(p, list | tuple) and len(p) == 2 for p in pairs):
            raise ValueError(f"the setup file {path}: 'players' must be [name, role] pairs")
        names = tuple(str(p[0]) for p in pairs)
        roles = tuple(str(p[1]) for p in pairs)
        return SimSpec(len(pairs), roles, names, role_list, bots)
    if isinstance(data.get("roles"), list):
        roles = tuple(str(r) for r in data["roles"])
        return SimSpec(len(roles), tuple(parse_roles(", ".join(roles), len(roles))), None,
                       role_list, bots)
    raise ValueError(f"the setup file {path} must hold 'players' ([name, role] pairs) or 'roles'")


def run_chunk(spec: SimSpec, seed: int, start: int, stop: int) -> Tally:
    """Games ``start`` … ``stop - 1`` of a simulation seeded ``seed``, added up."""
    tally = Tally()
    for i in range(start, stop):
        s = game_seed(seed, i)
        tally.add(run_game(spec.setup(s), s, spec.bots, spec.max_phases, rules=spec.rules()))
    return tally


def chunks(games: int, workers: int, *, size: int | None = None) -> list[tuple[int, int]]:
    """Consecutive index ranges covering ``games``: about four chunks per worker, at most 50
    games each (small enough for a live progress bar, large enough to keep overhead low)."""
    if size is None:
        size = max(1, min(50, -(-games // max(1, 4 * workers))))
    return [(a, min(games, a + size)) for a in range(0, games, size)]


Progress = Callable[[int], None]  # called with the number of games just finished


def simulate(
    spec: SimSpec,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    backend: str = "local",
    scheduler: str | None = None,
    progress: Progress | None = None,
    chunk_size: int | None = None,
) -> Tally:
    """Play ``games`` games and add them up (see the module's docstring)."""
    parts = chunks(games, workers, size=chunk_size)
    if backend == "dask" or scheduler is not None:
        results = _run_dask(spec, seed, parts, workers, scheduler, progress)
    elif workers <= 1:
        results = []
        for a, b in parts:
            results.append(run_chunk(spec, seed, a, b))
            if progress is not None:
                progress(b - a)
    else:
        results = _run_pool(spec, seed, parts, workers, progress)
    total = Tally()
    for t in results:  # in seed order
        total.merge(t)
    return total


# what a backend runs for each chunk: (spec, seed, start, stop) → the chunk's sums (run_chunk)
# or, for a tournament, its games' records (agents.tournament.run_chunk)
Job = Callable[[Any, int, int, int], Any]


def _run_pool(
    spec: Any,
    seed: int,
    parts: Sequence[tuple[int, int]],
    workers: int,
    progress: Progress | None,
    job: Job = run_chunk,
) -> list[Any]:
    out: list[Any] = [None] * len(parts)
    with cf.ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(job, spec, seed, a, b): i for i, (a, b) in enumerate(parts)}
        for fut in cf.as_completed(futures):
            i = futures[fut]
            out[i] = fut.result()
            if progress is not None:
                progress(parts[i][1] - parts[i][0])
    return [t for t in out if t is not None]


def _run_dask(
    spec: Any,
    seed: int,
    parts: Sequence[tuple[int, int]],
    workers: int,
    scheduler: str | None,
    progress: Progress | None,
    job: Job = run_chunk,
) -> list[Any]:
    try:
        dd: Any = importlib.import_module("distributed")
    except ImportError:
        raise BackendError(
            "the Dask backend needs the cluster extra: pip install 'werewolves[cluster]'"
        ) from None
    cluster = None
    try:
        if scheduler is None:
            cluster = dd.LocalCluster(
                n_workers=max(1, workers),
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                scheduler_port=0,
                host="127.0.0.1",
                silence_logs=logging.ERROR,
            )
            client = dd.Client(cluster)
        else:
            client = dd.Client(scheduler, timeout=10)
    except (OSError, TimeoutError) as e:
        if cluster is not None:
            cluster.close()
        raise BackendError(f"cannot reach the Dask scheduler {scheduler or 'local'}: {e}") from None
    try:
        futures = [
            client.submit(job, spec, seed, a, b, key=f"ww-sim-{seed}-{a}-{b}-{id(spec)}",
                          pure=False)
            for a, b in parts
        ]
        index = {f.key: i for i, f in enumerate(futures)}
        out: list[Any] = [None] * len(parts)
        for fut in dd.as_completed(futures):
            i = index[fut.key]
            try:
                out[i] = fut.result()
            except ModuleNotFoundError as e:
                raise BackendError(
                    f"the Dask workers cannot import {e.name or 'this package'}: install "
                    "werewolves in the cluster's environment (pip install 'werewolves[cluster]')"
                ) from None
            if progress is not None:
                progress(parts[i][1] - parts[i][0])
        return [t for t in out if t is not None]
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
