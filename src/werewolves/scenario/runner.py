"""Running scenarios and reporting on them (shared/spec/SCENARIOS.md).

:func:`run_scenario` plays one loaded scenario and returns a :class:`ScenarioResult`;
:func:`run_paths` runs files and folders and prints ``PASS name`` / ``FAIL name`` (with every
failed expectation) / ``INVALID path:line: reason``, returning the exit code of
``werewolves scenario run``: 0 all passed, 1 any failed, 2 any file invalid.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from fluent.runtime.types import fluent_number

from ..game import Game, Ruleset, SetupError, phase_name, phase_words, visible
from ..i18n import CATALOG, DEFAULT
from .expectations import CHECKERS, CheckContext
from .limits import MAX_DAY, MAX_PHASE_INDEX, PHASE_LIMIT
from .loader import Action, Scenario, Step, load_scenario
from .nodes import InvalidScenario, quoted

EXIT_PASSED = 0
EXIT_FAILED = 1
EXIT_INVALID = 2
DEATH_KINDS = ("death", "ascension")


def words(key: str, lang: str = DEFAULT, /, **params: Any) -> str:
    """The runner's line ``key`` (the resource ``scenario.ftl``) in ``lang``; a whole number is
    written without digit grouping (a step, a line, an event)."""
    args = {k: fluent_number(v, useGrouping=False) if type(v) is int else v
            for k, v in params.items()}
    return CATALOG.text(key, args, lang)


@dataclass(frozen=True)
class Failure:
    """Something a step asked for that did not hold."""

    step: int
    at: str
    key: str  # an expectation key, or do / reject / at / engine
    expected: str
    found: str
    line: int

    def lines(self, lang: str = DEFAULT) -> list[str]:
        # the expectation's key and what it expected and found stay as the scenario wrote them
        return [
            "  " + words("scenario.failure_step", lang, step=self.step, at=self.at,
                         key=self.key, line=self.line),
            "    " + words("scenario.expected", lang, text=self.expected),
            "    " + words("scenario.found", lang, text=self.found),
        ]


@dataclass
class ScenarioResult:
    scenario: Scenario
    failures: list[Failure] = field(default_factory=list)
    game: Game | None = None
    marks: list[tuple[int, Step]] = field(default_factory=list)  # (first event index, step)

    @property
    def passed(self) -> bool:
        return not self.failures

    def report(self, *, explain: bool = False, lang: str = DEFAULT) -> list[str]:
        """``PASS name`` or ``FAIL name`` with each failure; with ``explain`` the event log
        (the lines in ``lang``; PASS and FAIL in every language)."""
        if self.passed:
            # a scenario's name comes from its file: shown with invisible characters escaped
            out = [f"PASS {visible(self.scenario.name)}"]
        else:
            out = [f"FAIL {visible(self.scenario.name)}",
                   "  " + words("scenario.file", lang, path=str(self.scenario.path))]
            for f in self.failures:
                out.extend(f.lines(lang))
        if explain and self.game is not None:
            out.extend(event_log(self.game, self.marks, lang))
        return out


# ---------------------------------------------------------------------------- running


class TableError(Exception):
    """The place a scenario is played could not be used (a server that cannot be reached)."""


class Table(Protocol):
    """Where a scenario's game is played: in this process (:class:`LocalTable`) or on a game
    server through its public API (:class:`werewolves.scenario.remote.RemoteTable`)."""

    @property
    def phase_index(self) -> int: ...

    @property
    def over(self) -> bool: ...

    def advance(self) -> None: ...

    def submit(self, actor: str, command: str) -> tuple[bool, str]:
        """Whether the action was accepted, and the refusal's sentence when it was not."""
        ...

    def snapshot(self) -> dict[str, Any]:
        """The whole state, to compare before and after a refused action."""
        ...

    def game(self) -> Game:
        """The game as it stands, for the expectations to read."""
        ...


class LocalTable:
    """A scenario's game in this process."""

    def __init__(self, game: Game) -> None:
        self._game = game

    @property
    def phase_index(self) -> int:
        return self._game.phase_index

    @property
    def over(self) -> bool:
        return self._game.over

    def advance(self) -> None:
        self._game.advance()

    def submit(self, actor: str, command: str) -> tuple[bool, str]:
        got = self._game.submit(actor, command)
        return bool(got), _refusal(got)

    def snapshot(self) -> dict[str, Any]:
        return self._game.to_json()

    def game(self) -> Game:
        return self._game


TableFactory = Callable[[Scenario], Table]


def local_table(scn: Scenario) -> Table:
    return LocalTable(Game.new(scn.setup, seed=scn.seed, rules=scn.rules))


def run_scenario(scn: Scenario, table: TableFactory | None = None) -> ScenarioResult:
    """Play ``scn`` step by step and check every expectation, in this process or (with
    ``table``) wherever that factory opens the game.

    Raises :class:`InvalidScenario` only if the engine refuses the setup (the loader already runs
    the same checks, so this happens only with rules that differ from the loader's).
    """
    result = ScenarioResult(scn)
    for late in scn.steps:
        # the loader refuses these already; a Scenario built by hand is held to the same bound (d05)
        if late.phase > MAX_PHASE_INDEX:
            reason = f"step {late.number}: {late.at} is later than Day {MAX_DAY}; {PHASE_LIMIT}."
            raise InvalidScenario(scn.path, late.line, reason)
    try:
        tab = (table or local_table)(scn)
    except SetupError as e:
        reason = f"the game refuses this setup: {e}"
        raise InvalidScenario(scn.path, scn.players_line, reason) from None
    except TableError as e:
        found = str(e)
        result.failures.append(
            Failure(0, "Day 0", "server", "the game is created", found, scn.players_line)
        )
        return result
    result.game = tab.game()
    since = 0  # told / announced look at the events after the previous step
    step: Step | None = None
    try:
        for step in scn.steps:
            game = tab.game()
            result.marks.append((len(game.events), step))
            _run_step(tab, step, since, result.failures)
            since = len(tab.game().events)
        result.game = tab.game()
    except Exception as e:  # an engine bug must not hide the other scenarios' results
        where = step if step is not None else None
        result.failures.append(
            Failure(
                where.number if where else 0,
                where.at if where else "Day 0",
                "engine error",
                "the game runs without an internal error",
                f"{type(e).__name__}: {e}",
                where.line if where else scn.players_line,
            )
        )
    return result


def _run_step(tab: Table, step: Step, since: int, failures: list[Failure]) -> None:
    def fail(key: str, expected: str, found: str, line: int) -> None:
        failures.append(Failure(step.number, step.at, key, expected, found, line))

    # End phases one by one, every effect resolving as in a real game, until `at` is running;
    # stop if the game ends on the way.
    while not tab.over and tab.phase_index < step.phase:
        before = tab.phase_index
        tab.advance()
        if not tab.over and tab.phase_index <= before:
            raise RuntimeError(f"advance() did not end {phase_name(before)}")

    if tab.over and (step.do or step.reject):
        # once the game is over, steps may only expect
        fail(
            "at",
            f"{step.at} running, to carry out this step's do / reject",
            _ended(tab.game()),
            step.line,
        )
    else:
        for act in step.do:
            ok, why = tab.submit(act.actor, act.command)
            if not ok:
                fail("do", f"'{act.text}' accepted", f"refused: {why}", act.line)
        for act in step.reject:
            _reject(tab, act, fail)

    cx = CheckContext(since=since)
    game = tab.game()
    for exp in step.expect:
        for m in CHECKERS[exp.key].check(game, exp.value, cx):
            fail(m.key, m.expected, m.found, exp.line)


def _reject(tab: Table, act: Action, fail: Callable[[str, str, str, int], None]) -> None:
    """A reject entry must be refused with a message and change nothing at all."""
    before = tab.snapshot()
    ok, why = tab.submit(act.actor, act.command)
    after = tab.snapshot()
    if ok:
        fail("reject", f"'{act.text}' refused", "accepted", act.line)
    elif before != after:
        changed = ", ".join(k for k in before if before.get(k) != after.get(k))
        fail(
            "reject",
            f"'{act.text}' refused, changing nothing",
            f"refused ({why}) but the game changed ({changed})",
            act.line,
        )
    elif not why.strip():
        fail("reject", f"'{act.text}' refused with a message", "refused silently", act.line)


def _refusal(got: Any) -> str:
    return str(getattr(got, "message", ""))


def _ended(game: Game, lang: str = DEFAULT) -> str:
    o = game.outcome
    if o is None:
        return words("scenario.running", lang, phase=phase_words(game.phase_index, lang))
    return words("scenario.ended", lang, phase=phase_words(o.phase, lang), reason=o.reason)


# ---------------------------------------------------------------------------- explaining


def event_log(game: Game, marks: list[tuple[int, Step]], lang: str = DEFAULT) -> list[str]:
    """The scenario's event log as the host sees it, each event with its causes; each death
    with the chain of causes behind it (game.explain); in ``lang``."""
    starts: dict[int, list[Step]] = {}
    for index, step in marks:
        starts.setdefault(index, []).append(step)

    def mark(step: Step) -> str:
        return "    " + words("scenario.step_mark", lang, step=step.number, at=step.at)

    out = ["  " + words("scenario.event_log", lang)]
    for eid, phase, audience, said in game.host_log(lang=lang):
        for step in starts.pop(eid, []):
            out.append(mark(step))
        ev = game.events[eid]
        causes = (
            "  " + words("scenario.because", lang, causes=", ".join(f"#{c}" for c in ev.causes))
            if ev.causes else ""
        )
        out.append(f"    #{eid} {phase} [{audience}] {said}{causes}")
        if ev.kind in DEATH_KINDS:
            out.extend("      " + line for line in game.explain(eid, lang=lang)[1:])
    for pending in starts.values():
        for step in pending:
            out.append(mark(step))
    if game.outcome is None:
        out.append("  " + words("scenario.outcome_none", lang,
                                phase=phase_words(game.phase_index, lang)))
    else:
        winners = ", ".join(game.outcome.winners) or words("scenario.nobody", lang)
        drawn = game.outcome.drawn
        also = words("scenario.drawing", lang, players=", ".join(drawn)) if drawn else ""
        out.append("  " + words("scenario.outcome", lang, ended=_ended(game, lang), also=also,
                                winners=winners))
    return out


# ---------------------------------------------------------------------------- files and folders


def internal_error(e: BaseException, lang: str = DEFAULT) -> str:
    """One line for an unexpected exception while loading or running a file."""
    detail = " ".join(str(e).split())
    what = f"{type(e).__name__}: {quoted(detail, 200)}" if detail else type(e).__name__
    if isinstance(e, MemoryError):
        return words("scenario.out_of_memory", lang, what=what)
    if isinstance(e, RecursionError):
        return words("scenario.too_deep", lang, what=what)
    return words("scenario.runner_bug", lang, what=what)


def collect(paths: Iterable[str], lang: str = DEFAULT) -> tuple[list[Path], list[str]]:
    """The scenario files named by ``paths`` (folders: every *.yaml below, sorted), and a
    sentence for each path that names no scenario file."""
    files: list[Path] = []
    problems: list[str] = []
    seen: set[Path] = set()
    for p in paths:
        path = Path(p)
        if path.is_dir():
            # every *.yaml that exists and is not a folder: a FIFO or a device named *.yaml is
            # reported as an INVALID file (it is never opened), not skipped in silence (d05);
            # names that lead nowhere (a broken or looping link, an editor's lock) are skipped
            found = sorted(f for f in path.rglob("*.yaml") if _a_file(f))
            if not found:
                problems.append(words("scenario.no_yaml", lang, path=p))
        elif path.exists():
            found = [path]
        else:
            problems.append(words("scenario.no_such_path", lang, path=p))
            found = []
        for f in found:
            key = Path(os.path.realpath(f))  # never raises, even on a symlink loop
            if key not in seen:
                seen.add(key)
                files.append(f)
    return files, problems


def _a_file(path: Path) -> bool:
    """Whether a name found in a folder is a file to report on: it exists and is no folder."""
    try:
        return path.exists() and not path.is_dir()
    except OSError:  # cannot even be looked at: reported, with the reason, when it is read
        return True


def run_paths(
    paths: list[str],
    *,
    explain: bool = False,
    echo: Callable[[str], None] = print,
    table: TableFactory | None = None,
    rules: Ruleset | None = None,
    lang: str = DEFAULT,
) -> int:
    """Run every scenario named by ``paths`` and print the report (in ``lang``); return the
    exit code (0 every scenario passed, 1 any failed, 2 any file is not a valid scenario)."""
    if not paths:
        echo(words("scenario.no_paths", lang))
        return EXIT_INVALID
    files, problems = collect(paths, lang)
    passed = failed = invalid = 0
    for problem in problems:
        echo(f"INVALID {problem}")
        invalid += 1
    for f in files:
        # one bad file never stops the others (d04): whatever goes wrong with it
        # is that file's INVALID line, and the run goes on with the next file
        try:
            scn = load_scenario(f) if rules is None else load_scenario(f, rules)
            result = run_scenario(scn, table)
            report = result.report(explain=explain, lang=lang)
        except InvalidScenario as e:
            echo(f"INVALID {e.path}:{e.line}: {e.reason}")
            invalid += 1
            continue
        except Exception as e:  # reported as that file's error, never as a traceback
            echo(f"INVALID {f}:1: {internal_error(e, lang)}")
            invalid += 1
            continue
        for line in report:
            echo(line)
        if result.passed:
            passed += 1
        else:
            failed += 1
    echo(words("scenario.summary", lang, passed=passed, failed=failed, invalid=invalid))
    if invalid:
        return EXIT_INVALID
    return EXIT_FAILED if failed else EXIT_PASSED
