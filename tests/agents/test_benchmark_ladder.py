"""The benchmark ladder (issue 41 item 4): ``werewolves benchmark`` plays a fixed, versioned set
of setups for the agents given and writes a leaderboard in Markdown, HTML and JSON."""

from __future__ import annotations

import html
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from werewolves.agents.ladder import (
    blocks_for,
    html_page,
    leaderboard,
    load_ladder,
    markdown,
    metric_rows,
    play_ladder,
)
from werewolves.game import Game
from werewolves.sim.agent import make_agent
from werewolves.sim.match import game_seed, play_match

# Each version's digest (its seed, seating and every rung's seats and roles). A changed rung is
# a new version: add its digest here and keep the old ones, never change one.
DIGESTS = {"ladder-1": "28ab8f6cef1836bb"}

# what each rung is on the ladder for, as the events of heuristic games show it (the rungs'
# "why"): an event message that must happen in some of its games
SHOWN_BY = {
    "seeds": "plague",
    "angel": "death.ascend",
    "lovers": "cupid.became",
    "hell": "hell.",
    "horsemen": "horsemen.doomsday",
    "book": "horsemen.doomsday",
}


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from werewolves.cli import main; main()", "benchmark", *args],
        capture_output=True, text=True, timeout=600,
    )


def test_the_ladder_runs_end_to_end_with_two_agents_at_the_small_size(tmp_path: Path) -> None:
    """CI's run of the ladder: two agents, the small size; the leaderboard files read back."""
    out = tmp_path / "board"
    r = _cli("--agents", "random,heuristic", "--size", "small", "--out", str(out))
    assert r.returncode == 0, r.stderr
    board = json.loads((out / "leaderboard.json").read_text())
    ladder = load_ladder()
    assert board["version"] == ladder.version and board["digest"] == ladder.digest()
    assert [g["key"] for g in board["rungs"]] == [rung.key for rung in ladder.rungs]
    # small: one deal per rung, played by both orderings of the two agents (sides seating)
    assert board["games"] == 2 * len(ladder.rungs)
    assert all(g["games"] == 2 for g in board["rungs"])
    assert board["agent_games"] == {"random": 14, "heuristic": 14}
    assert sorted(board["ranking"]) == ["heuristic", "random"]
    over = board["overall"]["by_agent"]
    lows = [over[a]["overall"]["low"] for a in board["ranking"]]
    assert lows == sorted(lows, reverse=True)
    md = (out / "leaderboard.md").read_text()
    page = (out / "leaderboard.html").read_text()
    for text in (md, page):
        assert "ladder-1" in text and board["digest"] in text
    for rung in ladder.rungs:
        assert rung.title in md and html.escape(rung.title) in page
    # the Markdown's figures are the JSON's: each agent's games and overall win rate
    for n, label in enumerate(board["ranking"], 1):
        w = over[label]["overall"]["win"]
        row = next(line for line in md.splitlines() if line.startswith(f"| {n} | {label} |"))
        assert f"| {board['agent_games'][label]} |" in row
        assert f"{w['rate']:.1%} [{w['ci_low']:.1%}–{w['ci_high']:.1%}] of {w['of']} seats" in row
    assert "<svg" in page and "<table>" in page
    # no timings in the files: the same run writes the same bytes
    again = tmp_path / "again"
    assert _cli("--agents", "random,heuristic", "--size", "small", "--out", str(again),
                "--workers", "2").returncode == 0
    for name in ("leaderboard.json", "leaderboard.md", "leaderboard.html"):
        assert (again / name).read_bytes() == (out / name).read_bytes(), name


def test_every_rung_deals_and_ends_with_bots_and_shows_what_it_is_there_for() -> None:
    ladder = load_ladder()
    for rung in ladder.rungs:
        spec = rung.spec()
        assert len(spec.roles or ()) == rung.players, rung.key
        seen: set[str] = set()
        for i in range(12):
            seed = game_seed(ladder.seed, i)
            game = Game.new(spec.setup(seed), seed)
            agents = {p: make_agent("heuristic", p, seed) for p in game.players}
            play_match(game, agents)
            assert game.over and game.outcome is not None, (rung.key, i)
            seen.update(str(e.msg) for e in game.events)
        want = SHOWN_BY.get(rung.key)
        if want is not None:
            assert any(want in m for m in seen), (rung.key, want)


def test_a_changed_rung_is_a_new_version() -> None:
    ladder = load_ladder()
    assert ladder.version in DIGESTS, "a new version: record its digest in DIGESTS"
    assert ladder.digest() == DIGESTS[ladder.version], (
        f"the rungs of {ladder.version} changed: give the ladder a new version"
    )
    # the digest sees a rung's roles, its seats, the seed and the seating; not its words
    first = ladder.rungs[0]
    other = replace(first, roles=first.roles.replace("5xCitizen", "4xCitizen, Huntress"))
    assert replace(ladder, rungs=(other, *ladder.rungs[1:])).digest() != ladder.digest()
    bigger = replace(first, players=first.players + 1, roles=first.roles + ", Citizen")
    assert replace(ladder, rungs=(bigger, *ladder.rungs[1:])).digest() != ladder.digest()
    assert replace(ladder, seed=ladder.seed + 1).digest() != ladder.digest()
    assert replace(ladder, seating="seats").digest() != ladder.digest()
    reworded = replace(first, why="other words")
    assert replace(ladder, rungs=(reworded, *ladder.rungs[1:])).digest() == ladder.digest()


def test_the_leaderboard_shows_each_agents_metrics_by_name_with_intervals() -> None:
    """Per-agent ``metrics`` in the results appear in the leaderboard, whatever they are named:
    a figure with an interval, one per side, a plain number."""
    ladder = load_ladder()
    ladder = replace(ladder, rungs=ladder.rungs[:1])
    spec, records = play_ladder(ladder, ("random", "heuristic"), 1)
    board = leaderboard(ladder, spec, records)
    # the tournament's own research metrics (IRP, VSS, KSR …) are on the board
    shown = markdown(board)
    assert "Research metrics" in shown and "| random | overall · vss |" in shown
    # a figure with nothing measured (no belief marked, so no IRP) has no row, never "None"
    assert "ci_high" not in shown and "None" not in shown
    # and, whatever they are named, any others would be: with none, no section
    for part in [board["overall"], *board.get("rungs", [])]:
        for entry in part.get("by_agent", {}).values():
            entry["metrics"] = {}
    assert "Research metrics" not in markdown(board)
    board["overall"]["by_agent"]["heuristic"]["metrics"] = {
        "irp": {"rate": 0.625, "ci_low": 0.4, "ci_high": 0.81, "of": 16},
        "vss": {"town": {"rate": 0.5, "ci_low": 0.25, "ci_high": 0.75},
                "wolves": {"rate": 0.125, "ci_low": 0.02, "ci_high": 0.47}},
        "detection": 0.3,
    }
    md, page = markdown(board), html_page(board)
    for text in (md, page):
        assert "Research metrics" in text
    assert "| heuristic | irp | 0.625 | 0.4–0.81 |" in md
    assert "| heuristic | vss · town | 0.5 | 0.25–0.75 |" in md
    assert "| heuristic | vss · wolves | 0.125 | 0.02–0.47 |" in md
    assert "| heuristic | detection | 0.3 | – |" in md
    assert "<td>vss · wolves</td><td>0.125</td><td>0.02–0.47</td>" in page


def test_a_model_through_its_endpoint_plays_the_ladder_beside_a_bot() -> None:
    """An ``llm:`` agent (the fake endpoint, real HTTP) is an agent of the ladder like any: its
    games are on the board, and its private reasoning is kept in the results."""
    from fake_llm import SECRET, FakeModel, fake_endpoint

    ladder = load_ladder()
    ladder = replace(ladder, rungs=ladder.rungs[:1])
    model = FakeModel(seed=3)
    with fake_endpoint(model) as url:
        spec, records = play_ladder(ladder, ("heuristic", f"llm:{url}#fake"), 1)
    board = leaderboard(ladder, spec, records)
    assert board["ranking"] and set(board["agent_games"]) == {"heuristic", "llm:fake"}
    assert board["agent_games"]["llm:fake"] == 2 and model.requests
    notes = board["overall"]["reasoning"]
    assert notes and all(n["agent"] == "llm:fake" for n in notes)
    assert any(SECRET in str(n.get("reasoning", "")) for n in notes)
    assert "llm:fake" in markdown(board) and SECRET not in markdown(board)


def test_metric_rows_flatten_any_shape() -> None:
    rows = list(metric_rows({"b": {"mu": 25.0, "low": 20.0, "high": 30.0}, "a": 1,
                             "c": {"x": {"value": 0.5}}, "skip": "text", "flag": True}))
    assert rows == [("a", 1.0, None, None), ("b", 25.0, 20.0, 30.0), ("c · x", 0.5, None, None)]


def test_sizes_and_games_give_whole_deals_per_rung() -> None:
    ladder = load_ladder()
    assert blocks_for(ladder, 2, size="small") == ladder.sizes["small"] == 1
    assert blocks_for(ladder, 2) == ladder.sizes["standard"]
    assert blocks_for(ladder, 6, games=7) == 2  # 12 games: every deal played by all six orders
    with pytest.raises(ValueError, match="'huge' is not a size of ladder-1"):
        blocks_for(ladder, 2, size="huge")


def test_the_command_refuses_a_bad_size_or_agent_with_a_sentence(tmp_path: Path) -> None:
    r = _cli("--size", "huge", "--out", str(tmp_path / "x"))
    assert r.returncode == 2 and "'huge' is not a size of ladder-1" in r.stderr + r.stdout
    r = _cli("--agents", "random,wizard", "--out", str(tmp_path / "x"))
    assert r.returncode == 2 and "'wizard' is not an agent" in r.stderr + r.stdout
    r = _cli("--size", "small", "--out", str(tmp_path / "no" / "such"))
    assert r.returncode == 2 and "does not exist" in r.stderr + r.stdout
    assert "Traceback" not in r.stderr
