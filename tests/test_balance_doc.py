"""``docs/balance.md`` (issue 23 item 6) cannot go stale silently: it exists, every setup its
commands name is still accepted by the engine and by ``werewolves simulate``, the results it
links are there and were made from those very setups, and it covers at least three role lists
at 8, 12 and 16 players, each with a ``werewolves balance`` run."""

from __future__ import annotations

import json
import re
import shlex
from collections import defaultdict
from pathlib import Path

import pytest
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import Game
from werewolves.sim.match import parse_bots
from werewolves.sim.setups import parse_roles
from werewolves.sim.simulate import SimSpec

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "balance.md"


def _commands() -> list[tuple[str, dict[str, str]]]:
    """Every ``werewolves simulate|balance`` command in the doc: (command, its options)."""
    text = DOC.read_text(encoding="utf-8").replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        m = re.search(r"werewolves (simulate|balance) (.*)$", line)
        if not m or "--roles" not in m.group(2):
            continue
        words = shlex.split(m.group(2).split("`")[0])
        opts: dict[str, str] = {}
        for i, w in enumerate(words):
            if w.startswith("--") and i + 1 < len(words) and not words[i + 1].startswith("--"):
                opts[w] = words[i + 1]
        found.append((m.group(1), opts))
    return found


def test_balance_doc_exists_and_names_setups() -> None:
    assert DOC.is_file()
    commands = _commands()
    assert commands, "docs/balance.md names no werewolves simulate/balance command with --roles"


def test_balance_doc_covers_three_lists_at_8_12_16_with_balance_runs() -> None:
    sizes: dict[str, set[int]] = defaultdict(set)
    balanced: set[str] = set()
    for kind, opts in _commands():
        tag = Path(opts["--json"]).stem.removeprefix("balance-")
        name = tag.split("-")[0]
        if kind == "simulate":
            assert int(opts["--games"]) >= 1000, (tag, opts["--games"])
            sizes[name].add(int(opts["--players"]))
        else:
            balanced.add(name)
    full = {n for n, s in sizes.items() if {8, 12, 16} <= s}
    assert len(full) >= 3, dict(sizes)
    assert full <= balanced, f"lists without a balance run: {sorted(full - balanced)}"


@pytest.mark.parametrize("kind,opts", _commands() if DOC.is_file() else [])
def test_balance_doc_setup_is_accepted_and_matches_its_results(
    kind: str, opts: dict[str, str]
) -> None:
    players, roles = int(opts["--players"]), opts["--roles"]
    spec = SimSpec.from_roles_text(players, roles, parse_bots(opts.get("--bots", "heuristic")))
    for seed in range(3):
        Game.new(spec.setup(seed), seed)
    if kind == "simulate":
        # the command itself still takes the list (one game, nothing written)
        result = CliRunner().invoke(
            app, ["simulate", "--players", str(players), "--roles", roles, "--games", "1"]
        )
        assert result.exit_code == 0, result.output
    # the linked results were made from exactly this setup
    data = json.loads((ROOT / opts["--json"]).read_text(encoding="utf-8"))
    dealt = sorted(parse_roles(roles, players))
    if kind == "simulate":
        assert data["setup"]["roles"] == dealt
        assert data["setup"]["players"] == players
        assert data["games"] == int(opts["--games"])
    else:
        assert data["base"]["roles"] == dealt
        assert data["base"]["games"] == int(opts["--games"])
    if "--report" in opts:
        assert (ROOT / opts["--report"]).is_file()


def test_balance_doc_links_resolve() -> None:
    text = DOC.read_text(encoding="utf-8")
    for link in re.findall(r"\]\(([^)#\s]+)\)", text):
        if "://" in link:
            continue
        assert (DOC.parent / link).exists(), link
