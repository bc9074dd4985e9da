"""What ``werewolves simulate`` and ``werewolves balance`` do once their flags are checked: run
with a Rich progress bar (games/s, time left), print the tables, write the files."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from .balance import BalanceResult, balance
from .report import html_report, results, tables, team_label
from .simulate import SimSpec, simulate
from .stats import split_z, two_sided_p

__all__ = ["SimUsageError", "run_balance", "run_simulate"]


class SimUsageError(ValueError):
    """A file that cannot be written, a backend that cannot run: one line for the user."""


class _Rate(TextColumn):
    def __init__(self) -> None:
        super().__init__("")

    def render(self, task: Any) -> Any:
        from rich.text import Text

        speed = task.finished_speed or task.speed
        return Text("" if not speed else f"{speed:,.1f} games/s")


class _PlainProgress:
    """Progress as plain lines, for output that is not a terminal (a log file, CI, a pipe),
    where a live bar draws nothing until it ends: one line at each tenth of
    a task, and its last, with games/s and the time left. The lines go to the console; they
    never change what is simulated."""

    STEPS = 10

    def __init__(self, console: Console) -> None:
        self.console = console
        self.tasks: list[tuple[str, int]] = []
        self.done: list[int] = []
        self.started: list[float] = []

    def __enter__(self) -> _PlainProgress:
        return self

    def __exit__(self, *_exc: object) -> None:
        return None

    def add_task(self, label: str, total: int) -> int:
        self.tasks.append((label, total))
        self.done.append(0)
        self.started.append(time.monotonic())
        return len(self.tasks) - 1

    def advance(self, task: int, n: int) -> None:
        label, total = self.tasks[task]
        before = self.done[task]
        after = self.done[task] = before + n
        step = max(1, total // self.STEPS)
        if after // step == before // step and after < total:
            return
        spent = max(time.monotonic() - self.started[task], 1e-9)
        rate = after / spent
        left = (total - after) / rate if rate > 0 else 0.0
        self.console.print(
            f"{label}: {after:,}/{total:,} games ({after / max(total, 1):.0%}), "
            f"{rate:,.1f} games/s" + (f", about {left:,.0f} s left" if after < total else ""),
            highlight=False,
            soft_wrap=True,  # one line a step, whatever the width (piped output has 80 columns)
        )


def _bar(console: Console) -> Progress | _PlainProgress:
    """A live bar on a terminal, plain progress lines anywhere else."""
    if not console.is_terminal:
        return _PlainProgress(console)
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        _Rate(),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )


@contextmanager
def _progress(console: Console, total: int, label: str) -> Iterator[Callable[[int], None]]:
    bar = _bar(console)
    with bar:
        task: Any = bar.add_task(label, total=total)

        def advance(n: int) -> None:
            bar.advance(task, n)

        yield advance


def _write(path: str, text: str) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as e:
        raise SimUsageError(f"cannot write {path}: {e.strerror or e}") from None


def _check_writable(path: str | None) -> None:
    if path is None:
        return
    parent = Path(path).parent
    if not parent.is_dir():
        raise SimUsageError(f"cannot write {path}: the folder {parent} does not exist")


def _backend_words(workers: int, backend: str, scheduler: str | None) -> str:
    if scheduler is not None:
        return f"the Dask cluster at {scheduler}"
    if backend == "dask":
        return f"a local Dask cluster of {workers} worker(s)"
    return "this process" if workers <= 1 else f"{workers} local processes"


def run_simulate(
    spec: SimSpec,
    games: int,
    seed: int,
    *,
    workers: int,
    backend: str,
    scheduler: str | None,
    json_path: str | None,
    report_path: str | None,
    console: Console,
) -> dict[str, Any]:
    _check_writable(json_path)
    _check_writable(report_path)
    console.print(
        f"Simulating {games} games of {spec.players} players "
        f"({'default mix' if spec.roles is None else ', '.join(sorted(set(spec.roles)))}), "
        f"seed {seed}, bots {spec.bots.label()}, on {_backend_words(workers, backend, scheduler)}."
    )
    start = time.perf_counter()
    with _progress(console, games, "games") as advance:
        tally = simulate(
            spec, games, seed, workers=workers, backend=backend, scheduler=scheduler,
            progress=advance,
        )
    elapsed = time.perf_counter() - start
    res = results(tally, spec.describe(), games, seed)
    for t in tables(res):
        console.print(t)
    console.print(f"{games} games in {elapsed:.1f} s ({games / max(elapsed, 1e-9):,.1f} games/s).")
    if json_path:
        _write(json_path, json.dumps(res, indent=2, sort_keys=True) + "\n")
        console.print(f"Wrote {json_path}.")
    if report_path:
        _write(report_path, html_report(res))
        console.print(f"Wrote {report_path}.")
    return res


def _rate_words(r: dict[str, Any]) -> str:
    return f"{r['rate']:.1%} [{r['ci_low'] * 100:.1f}–{r['ci_high'] * 100:.1f}]"


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _sureness(p: float) -> str:
    if p < 0.001:
        return "beyond doubt (p < 0.001)"
    if p < 0.01:
        return f"very likely (p = {p:.3f})"
    if p < 0.05:
        return f"likely (p = {p:.3f})"
    return f"not clear: the difference is within chance (p = {p:.2f})"


def run_balance(
    spec: SimSpec,
    games: int,
    seed: int,
    *,
    candidate_games: int,
    max_candidates: int,
    workers: int,
    backend: str,
    scheduler: str | None,
    json_path: str | None,
    console: Console,
) -> BalanceResult:
    _check_writable(json_path)
    console.print(
        f"Balance of {spec.players} players ({', '.join(sorted(spec.roles or ()))}), "
        f"seed {seed}, bots {spec.bots.label()}."
    )
    bar = _bar(console)
    tasks: list[Any] = []

    def stage(label: str, total: int) -> None:
        tasks.append(bar.add_task(label, total=total))

    def advance(n: int) -> None:
        bar.advance(tasks[-1], n)

    with bar:
        result = balance(
            spec, games, seed, candidate_games=candidate_games, max_candidates=max_candidates,
            workers=workers, backend=backend, scheduler=scheduler, progress=advance,
            on_stage=stage,
        )
    base = result.base.team_rates()
    fav, other = result.favoured, result.runner_up
    if other in base:
        console.print(
            f"[bold]{team_label(fav)}[/] are favoured: win {_rate_words(base[fav])} against "
            f"{team_label(other)} {_rate_words(base[other])}; margin "
            f"{result._margin():.1%}, {_sureness(result.p)}."
        )
    else:  # one team alone in the list: no margin to speak of
        console.print(
            f"[bold]{team_label(fav)}[/] win {_rate_words(base[fav])}: no other team wins "
            "any game with this list, so there is no side to balance them against."
        )
    if result.p >= 0.05:
        console.print("More games (--games) would tell whether the margin is real.")
    t = Table(title=f"Single swaps measured ({candidate_games} games each, same seeds)")
    t.add_column("Swap")
    for team in base:
        t.add_column(team_label(team), justify="right")
    t.add_column("Gap", justify="right")
    t.add_row("as given", *(_rate_words(base[x]) for x in base), f"{result.base.distance:.1%}")
    for c in sorted(result.candidates, key=lambda c: c.distance):
        rates = c.team_rates()
        assert c.swap is not None
        t.add_row(
            f"{c.swap[0]} → {c.swap[1]}",
            *(_rate_words(rates[x]) if x in rates else "—" for x in base),
            f"{c.distance:.1%}",
        )
    console.print(t)
    best = result.best
    if best is None or best.swap is None:
        console.print("No single swap measured brings the setup nearer to fair.")
    else:
        teams = sorted(best.tally.teams.get(t, 0) for t in best.team_rates())
        p = two_sided_p(split_z(teams[-1], teams[0])) if len(teams) > 1 else 0.0
        console.print(
            f"Nearest to fair: swap one [bold]{best.swap[0]}[/] for "
            f"{_a(best.swap[1]).split()[0]} [bold]{best.swap[1]}[/] "
            f"(gap {best.distance:.1%} instead of {result.base.distance:.1%}; "
            + (
                f"no different from fair at {best.tally.games} games, p = {p:.2f})."
                if p >= 0.05
                else f"still uneven, p = {p:.3f})."
            )
        )
    if json_path:
        _write(json_path, json.dumps(result.to_json(), indent=2, sort_keys=True) + "\n")
        console.print(f"Wrote {json_path}.")
    return result
