"""Issue 10 item 5: a game exported from the service replays with `werewolves replay` and
becomes a scenario file in one step; the scenario passes and pins the game's end."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.scenario.loader import load_scenario
from werewolves.scenario.runner import run_scenario
from werewolves.server.app import create_app
from werewolves.storage import Store

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]


def _exported(tmp_path: Path, phases: int) -> Path:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        body = {"setup": {"names": NAMES}, "seed": 4, "bots": NAMES}
        made = c.post("/api/games", json=body).json()
        host = {"Authorization": f"Bearer {made['host']['token']}"}
        gid = made["game"]
        for _ in range(phases):
            c.post(f"/api/games/{gid}/host/advance", headers=host)
        ex = c.get(f"/api/games/{gid}/host/export", headers=host).json()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(ex))
    return path


def test_an_exported_game_replays_and_becomes_a_passing_scenario(tmp_path: Path) -> None:
    for phases in (3, 40):
        path = _exported(tmp_path, phases)
        out = tmp_path / f"disputed{phases}.yaml"
        r = CliRunner().invoke(app, ["replay", str(path), "--scenario", str(out)])
        assert r.exit_code == 0, r.output
        assert "Replayed" in r.output and out.exists()
        scn = load_scenario(out)
        result = run_scenario(scn)
        assert result.passed, "\n".join(result.report())
        # the scenario is not empty: it plays the bots' actions and pins the end
        assert any(step.do for step in scn.steps)
        assert {e.key for e in scn.steps[-1].expect} >= {"roles", "game_over"}


def test_the_scenario_fails_when_the_game_would_go_otherwise(tmp_path: Path) -> None:
    path = _exported(tmp_path, 40)
    out = tmp_path / "s.yaml"
    CliRunner().invoke(app, ["replay", str(path), "--scenario", str(out)])
    text = out.read_text()
    wrong = text.replace("game_over: true", "game_over: false").replace(
        "game_over: false", "game_over: true", 0
    )
    assert wrong != text
    out.write_text(wrong)
    assert not run_scenario(load_scenario(out)).passed


def test_replay_refuses_what_is_not_an_export(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    for text in ("{", '{"format": "other"}', '{"format": "werewolves-game"}', "[]"):
        bad.write_text(text)
        r = CliRunner().invoke(app, ["replay", str(bad)])
        assert r.exit_code == 2 and "Traceback" not in r.output, r.output
    r = CliRunner().invoke(app, ["replay", str(tmp_path / "missing.json")])
    assert r.exit_code == 2 and "no such file" in r.output


def test_rm463_replay_says_who_won_and_who_lost(tmp_path: Path) -> None:
    """`werewolves replay` ends, as the terminal game and Discord do, with who lost: every
    player neither among the winners nor drawn, in seat order."""
    path = _exported(tmp_path, 40)
    r = CliRunner().invoke(app, ["replay", str(path)])
    assert r.exit_code == 0, r.output
    ex = json.loads(path.read_text())
    lines = r.output.splitlines()
    over = next(line for line in lines if line.startswith("The game is over"))
    winners = set(over.rsplit("winners: ", 1)[1].rstrip(".").split(", "))
    lost_line = next(line for line in lines if line.startswith("Lost: "))
    lost = lost_line.removeprefix("Lost: ").rstrip(".").split(", ")
    assert lost == [n for n in NAMES if n not in winners], (over, lost_line, ex.get("name"))
    assert lost
