"""What ``werewolves simulate`` and ``werewolves balance`` do once their flags are checked: run
with a Rich progress bar (games/s, time left), print the tables, write the files."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fluent.runtime.types import fluent_number
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from ..i18n import DEFAULT
from .balance import BalanceResult, balance
from .report import html_report, rate_words, results, tables, team_label
from .report import report_words as _w
from .simulate import SimSpec, simulate
from .stats import split_z, two_sided_p

__all__ = ["SimUsageError", "run_balance", "run_simulate"]


class SimUsageError(ValueError):
    """A file that cannot be written, a backend that cannot run: one line for the user."""


class _Rate(TextColumn):
    def __init__(self, lang: str = DEFAULT) -> None:
        super().__init__("")
        self.lang = lang

    def render(self, task: Any) -> Any:
        from rich.text import Text

        speed = task.finished_speed or task.speed
        return Text("" if not speed else _w("report.games_per_second", self.lang,
                                            rate=float(speed)))


class _PlainProgress:
    """Progress as plain lines, for output that is not a terminal (a log file, CI, a pipe),
    where a live bar draws nothing until it ends: one line at each tenth of
    a task, and its last, with games/s and the time left. The lines go to the console; they
    never change what is simulated."""

    STEPS = 10

    def __init__(self, console: Console, lang: str = DEFAULT) -> None:
        self.console = console
        self.lang = lang
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
        line = _w("report.progress", self.lang, label=label, done=fluent_number(after),
                  total=fluent_number(total), percent=after / max(total, 1), rate=rate)
        if after < total:
            line = _w("report.progress_left", self.lang, line=line, left=float(left))
        self.console.print(
            line,
            highlight=False,
            soft_wrap=True,  # one line a step, whatever the width (piped output has 80 columns)
        )


def _bar(console: Console, lang: str = DEFAULT) -> Progress | _PlainProgress:
    """A live bar on a terminal, plain progress lines anywhere else."""
    if not console.is_terminal:
        return _PlainProgress(console, lang)
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        _Rate(lang),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )


@contextmanager
def _progress(
    console: Console, total: int, label: str, lang: str = DEFAULT
) -> Iterator[Callable[[int], None]]:
    bar = _bar(console, lang)
    with bar:
        task: Any = bar.add_task(label, total=total)

        def advance(n: int) -> None:
            bar.advance(task, n)

        yield advance


def _write(path: str, text: str, lang: str = DEFAULT) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as e:
        why = str(e.strerror or e)
        raise SimUsageError(_w("report.cannot_write", lang, path=path, why=why)) from None


def _check_writable(path: str | None, lang: str = DEFAULT) -> None:
    if path is None:
        return
    parent = Path(path).parent
    if not parent.is_dir():
        raise SimUsageError(_w("report.no_folder", lang, path=path, folder=str(parent)))


def _backend_words(workers: int, backend: str, scheduler: str | None, lang: str = DEFAULT) -> str:
    if scheduler is not None:
        return _w("report.backend_cluster", lang, scheduler=scheduler)
    if backend == "dask":
        return _w("report.backend_dask", lang, workers=workers)
    if workers <= 1:
        return _w("report.backend_process", lang)
    return _w("report.backend_processes", lang, workers=workers)


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
    lang: str = DEFAULT,
) -> dict[str, Any]:
    _check_writable(json_path, lang)
    _check_writable(report_path, lang)
    roles = (
        _w("report.default_mix_short", lang) if spec.roles is None
        else ", ".join(_role_words(r, lang) for r in sorted(set(spec.roles)))
    )
    console.print(_w(
        "report.simulating", lang, games=games, players=spec.players, roles=roles, seed=seed,
        bots=spec.bots.label(), backend=_backend_words(workers, backend, scheduler, lang),
    ))
    start = time.perf_counter()
    with _progress(console, games, _w("report.progress_label", lang), lang) as advance:
        tally = simulate(
            spec, games, seed, workers=workers, backend=backend, scheduler=scheduler,
            progress=advance,
        )
    elapsed = time.perf_counter() - start
    res = results(tally, spec.describe(), games, seed)
    for t in tables(res, lang):
        console.print(t)
    console.print(_w("report.timing", lang, games=games, seconds=elapsed,
                     rate=games / max(elapsed, 1e-9)))
    if json_path:
        _write(json_path, json.dumps(res, indent=2, sort_keys=True) + "\n", lang)
        console.print(_w("report.wrote", lang, path=json_path))
    if report_path:
        _write(report_path, html_report(res, lang=lang), lang)
        console.print(_w("report.wrote", lang, path=report_path))
    return res


def _role_words(role: str, lang: str) -> str:
    from ..game import role_words

    return str(role_words(role, lang))


def _rate_words(r: dict[str, Any], lang: str = DEFAULT) -> str:
    return rate_words(r, lang)


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _sureness(p: float, lang: str = DEFAULT) -> str:
    if p < 0.001:
        return _w("report.beyond_doubt", lang)
    if p < 0.01:
        return _w("report.very_likely", lang, p=p)
    if p < 0.05:
        return _w("report.likely", lang, p=p)
    return _w("report.not_clear", lang, p=p)


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
    lang: str = DEFAULT,
) -> BalanceResult:
    _check_writable(json_path, lang)
    roles = ", ".join(_role_words(r, lang) for r in sorted(spec.roles or ()))
    console.print(_w("report.balance_of", lang, players=spec.players, roles=roles, seed=seed,
                     bots=spec.bots.label()))
    bar = _bar(console, lang)
    tasks: list[Any] = []

    def stage(swap: tuple[str, str] | None, total: int) -> None:
        if swap is None:
            label = _w("report.stage_given", lang)
        else:
            label = _w("report.stage_swap", lang, article=_a(swap[1]).split()[0],
                       to=_role_words(swap[1], lang), **{"from": _role_words(swap[0], lang)})
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
        console.print(_w(
            "report.favoured", lang, team=team_label(fav, lang),
            rate=_rate_words(base[fav], lang), other=team_label(other, lang),
            other_rate=_rate_words(base[other], lang), margin=result._margin(),
            sure=_sureness(result.p, lang),
        ))
    else:  # one team alone in the list: no margin to speak of
        console.print(_w("report.alone", lang, team=team_label(fav, lang),
                         rate=_rate_words(base[fav], lang)))
    if result.p >= 0.05:
        console.print(_w("report.more_games", lang))
    t = Table(title=_w("report.swaps_title", lang, games=candidate_games))
    t.add_column(_w("report.col_swap", lang))
    for team in base:
        t.add_column(team_label(team, lang), justify="right")
    t.add_column(_w("report.col_gap", lang), justify="right")
    t.add_row(_w("report.as_given", lang), *(_rate_words(base[x], lang) for x in base),
              _w("report.pct", lang, rate=result.base.distance))
    for c in sorted(result.candidates, key=lambda c: c.distance):
        rates = c.team_rates()
        assert c.swap is not None
        t.add_row(
            f"{_role_words(c.swap[0], lang)} → {_role_words(c.swap[1], lang)}",
            *(_rate_words(rates[x], lang) if x in rates else "—" for x in base),
            _w("report.pct", lang, rate=c.distance),
        )
    console.print(t)
    best = result.best
    if best is None or best.swap is None:
        console.print(_w("report.no_swap", lang))
    else:
        teams = sorted(best.tally.teams.get(t, 0) for t in best.team_rates())
        p = two_sided_p(split_z(teams[-1], teams[0])) if len(teams) > 1 else 0.0
        console.print(_w(
            "report.nearest_fair" if p >= 0.05 else "report.nearest_uneven", lang,
            # the English article before the role's name ("a" Seer, "an" Angel)
            article=_a(best.swap[1]).split()[0],
            to=_role_words(best.swap[1], lang), games=best.tally.games,
            gap=best.distance, before=result.base.distance, p=p,
            **{"from": _role_words(best.swap[0], lang)},
        ))
    if json_path:
        _write(json_path, json.dumps(result.to_json(), indent=2, sort_keys=True) + "\n", lang)
        console.print(_w("report.wrote", lang, path=json_path))
    return result
