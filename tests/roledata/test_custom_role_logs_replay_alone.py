"""Issue 39 item 3: the games `play` and `simulate` make with --role-file carry the files'
texts in their setup, so their logs replay and export with no role file at hand; and
`werewolves replay --scenario` writes the scenario's role files beside it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from werewolves import cli
from werewolves.cli import app
from werewolves.game import Game
from werewolves.scenario.export import FORMAT
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.simulate import SimSpec

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "roles").glob("*.yaml"))
ROLES = "2xWolf, Ember Witch, Lamplighter, Cartographer"
CUSTOM = {"Ember Witch", "Lamplighter", "Cartographer"}
runner = CliRunner()

# a fresh process, which has read no role file: it restores the saved game and replays its
# commands from the setup alone, and prints both event logs
FRESH = (
    "import json, sys\n"
    "from werewolves.game import Game, Setup\n"
    "d = json.load(open(sys.argv[1]))\n"
    "g = Game.from_json(d)\n"
    "r = Game.replay(Setup.from_json(d['setup']), d['seed'], d['commands'])\n"
    "print(json.dumps([[e.to_json() for e in g.events], [e.to_json() for e in r.events]]))\n"
)


def _replays_alone(game: Game, tmp_path: Path) -> None:
    saved = game.to_json()
    assert [n for n, _t in saved["setup"]["custom_roles"]] == [str(p) for p in EXAMPLES]
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", FRESH, str(path)], capture_output=True,
                         text=True, check=True)
    restored, replayed = json.loads(out.stdout)
    events = json.loads(json.dumps([e.to_json() for e in game.events]))
    assert restored == events
    assert replayed == events


def _custom_acted(game: Game) -> set[str]:
    """The custom roles whose holders used an ability in the game."""
    return {(e.rule or "").removeprefix("custom: ") for e in game.events
            if e.kind in ("action", "action_chosen")} & CUSTOM


def _simulated(seed: int) -> Game:
    """One game as `simulate --role-file` plays it: the spec's setup, its rules, its bots."""
    texts = tuple((str(p), p.read_text(encoding="utf-8")) for p in EXAMPLES)
    spec = SimSpec.from_roles_text(8, ROLES, BotMix(), role_files=texts)
    game = Game.new(spec.setup(seed), seed, rules=spec.rules())
    play_match(game, bots_for(game, spec.bots, seed))
    return game


def test_issue_39_item_3_a_simulated_game_with_a_custom_role_replays_from_its_log_alone(
    tmp_path: Path,
) -> None:
    game = _simulated(3)
    assert game.over and _custom_acted(game)
    _replays_alone(game, tmp_path)


def test_issue_39_item_3_a_terminal_game_with_a_custom_role_replays_from_its_log_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    played: list[Game] = []

    class Kept(cli.TerminalGame):  # type: ignore[misc]
        def __init__(self, **kw: Any) -> None:
            super().__init__(**kw)
            played.append(kw["game"])

    monkeypatch.setattr(cli, "TerminalGame", Kept)
    args = [a for p in EXAMPLES for a in ("--role-file", str(p))]
    result = runner.invoke(app, ["play", "--watch", "-n", "8", "--seed", "4", "--roles", ROLES,
                                 *args])
    assert result.exit_code == 0, result.output
    (game,) = played
    assert game.over and _custom_acted(game)
    _replays_alone(game, tmp_path)


def test_issue_39_item_3_replay_scenario_writes_the_role_files_the_scenario_names(
    tmp_path: Path,
) -> None:
    game = _simulated(5)
    saved = game.to_json()
    export = {"format": FORMAT, "game": "g1", "setup": saved["setup"], "seed": saved["seed"],
              "commands": saved["commands"], "rules_version": saved.get("rules_version", "")}
    ex_path = tmp_path / "export.json"
    ex_path.write_text(json.dumps(export), encoding="utf-8")
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    result = runner.invoke(app, ["replay", str(ex_path), "--scenario", str(out_dir / "g.yaml")])
    assert result.exit_code == 0, result.output
    written = sorted(p.name for p in (out_dir / "roles").iterdir())
    assert written == [p.name for p in EXAMPLES]
    for p in EXAMPLES:
        assert (out_dir / "roles" / p.name).read_text(encoding="utf-8") == p.read_text(
            encoding="utf-8")
    assert "role_files:" in (out_dir / "g.yaml").read_text(encoding="utf-8")
    # the scenario plays alone: its role files are beside it
    result = runner.invoke(app, ["scenario", "run", str(out_dir / "g.yaml")])
    assert result.exit_code == 0 and "1 passed" in result.output, result.output
    # a file of that name with other contents is never overwritten
    (out_dir / "roles" / "lamplighter.yaml").write_text("name: Mine\n", encoding="utf-8")
    result = runner.invoke(app, ["replay", str(ex_path), "--scenario", str(out_dir / "h.yaml")])
    assert result.exit_code == 2 and "other contents" in result.output, result.output
    assert not (out_dir / "h.yaml").exists()
    assert "Traceback" not in result.output
