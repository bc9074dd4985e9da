"""``werewolves tournament`` (issue 24 item 4): agents seated in rotation, rated with openskill
per team and per role; the same bytes for a seed on 1 worker, 2 workers and a Dask cluster."""

from __future__ import annotations

import itertools
import json
import math
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from agent_kit import EXAMPLE

from werewolves.agents.registry import SpecError, parse_agents
from werewolves.agents.tournament import (
    GameRecord,
    TournamentSpec,
    check_seating,
    html_report,
    load_setups,
    ordering,
    play_game,
    results,
    run_tournament,
    seat_agents,
)
from werewolves.sim.simulate import SimSpec

AGENTS = f"random,heuristic,cmd:{EXAMPLE}"


def _spec(agents: str = AGENTS) -> TournamentSpec:
    return TournamentSpec(parse_agents(agents), (SimSpec(8), SimSpec(9)))


def test_agents_rotate_over_every_seat_of_a_deal() -> None:
    """The k games of a block play one deal, each agent in every seat once."""
    spec = _spec("random,heuristic,random")
    games = [play_game(spec, 5, i) for i in range(3)]
    roles = {tuple(s[1] for s in g.seats) for g in games}
    assert len(roles) == 1  # the same deal
    for j in range(8):
        assert sorted(g.seats[j][0] for g in games) == ["heuristic", "random", "random#2"]
    assert play_game(spec, 5, 3).setup == 1  # the next block, the next setup


def test_results_rate_every_agent_per_team_and_per_role() -> None:
    spec = _spec("random,heuristic")
    recs = run_tournament(spec, 8, 2)
    res = results(spec, recs, 8, 2)
    assert set(res["by_agent"]) == {"random", "heuristic"}
    seats = 0
    for a in res["by_agent"].values():
        assert a["teams"] and a["roles"] and a["overall"]["seats"] > 0
        for r in [*a["teams"].values(), *a["roles"].values()]:
            assert r["sigma"] > 0 and r["low"] < r["mu"] < r["high"]
        seats += a["overall"]["seats"]
        assert sum(r["seats"] for r in a["teams"].values()) == a["overall"]["seats"]
    assert seats == 4 * 8 + 4 * 9
    assert sum(res["teams"].values()) == 8
    page = html_report(res)
    assert page.count("<svg") == 2 and "heuristic" in page


def test_same_bytes_on_one_and_two_workers_and_dask() -> None:
    pytest.importorskip("distributed")
    spec = _spec()
    one = results(spec, run_tournament(spec, 6, 9), 6, 9)
    two = results(spec, run_tournament(spec, 6, 9, workers=2), 6, 9)
    dask = results(spec, run_tournament(spec, 6, 9, workers=2, backend="dask"), 6, 9)
    text = json.dumps(one, sort_keys=True)
    assert text == json.dumps(two, sort_keys=True) == json.dumps(dask, sort_keys=True)
    assert one["passed_turns"] == 0


def test_agent_specs() -> None:
    assert parse_agents("random, heuristic") == ("random", "heuristic")
    assert parse_agents(f"cmd:{EXAMPLE}") == (f"cmd:{EXAMPLE.resolve()}",)
    for bad, word in (("nosuch", "not an agent"), ("cmd:/no/such/file", "no program"),
                      ("llm:ftp://x", "endpoint URL"), ("", "at least one")):
        with pytest.raises(SpecError, match=word):
            parse_agents(bad)


def test_setups_file(tmp_path: Path) -> None:
    f = tmp_path / "setups.yaml"
    f.write_text("- players: 8\n- roles: [Wolf, Wolf, Citizen, Citizen, Citizen, Citizen, "
                 "Fortune Teller]\n")
    setups = load_setups(f)
    assert [s.players for s in setups] == [8, 7] and setups[0].roles is None
    (tmp_path / "bad.yaml").write_text("just words")
    with pytest.raises(ValueError, match="list of setups"):
        load_setups(tmp_path / "bad.yaml")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from werewolves.cli import main; main()", "tournament", *args],
        capture_output=True, text=True, timeout=300,
    )


def test_cli_writes_json_and_html(tmp_path: Path) -> None:
    out, page = tmp_path / "t.json", tmp_path / "t.html"
    args = ["--agents", "random,heuristic", "--players", "8", "--games", "4", "--seed", "3"]
    r = _cli(*args, "--json", str(out), "--html", str(page))
    assert r.returncode == 0, r.stderr
    res = json.loads(out.read_text())
    assert res["games"] == 4 and res["seed"] == 3 and "Ratings by team" in r.stdout
    assert "<svg" in page.read_text()
    again = tmp_path / "again.json"
    assert _cli(*args, "--json", str(again), "--workers", "2").returncode == 0
    assert again.read_bytes() == out.read_bytes()


def test_cli_refuses_an_unknown_agent() -> None:
    r = _cli("--agents", "random,wizard", "--games", "2")
    assert r.returncode == 2 and "'wizard' is not an agent" in (r.stderr + r.stdout)


def test_registry_makes_each_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    """Built-in kinds come from the simulator's BOT_KINDS (a new kind there, such as the
    reasoning bot, is an agent here with no change); cmd: and llm: are protocol seats; making
    an llm: seat calls nothing."""
    from werewolves.agents.cmd import CmdAgent
    from werewolves.agents.registry import agent_kinds, make_seat
    from werewolves.agents.seat import SeatAgent
    from werewolves.agents.text import LanguageAgent
    from werewolves.sim.agents import BOT_KINDS

    assert agent_kinds()[: len(BOT_KINDS)] == BOT_KINDS
    for kind in BOT_KINDS:
        assert not isinstance(make_seat(kind, "Ann", 1), SeatAgent)
    seat = make_seat(f"cmd:{EXAMPLE}", "Ann", 1)
    assert isinstance(seat, SeatAgent) and isinstance(seat.inner, CmdAgent)
    monkeypatch.setenv("WEREWOLVES_LLM_MODEL", "tiny")
    seat = make_seat("llm:http://127.0.0.1:9/v1", "Ann", 1)
    assert isinstance(seat, SeatAgent) and isinstance(seat.inner, LanguageAgent)


# ------------------------------------------------------------------ the sides seating


def _sides_spec(agents: str = "random,heuristic,random") -> TournamentSpec:
    return TournamentSpec(parse_agents(agents), (SimSpec(8), SimSpec(9)), seating="sides")


def _team_agents(rec: GameRecord) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for label, _role, team, _won, _alive in rec.seats:
        out.setdefault(team, set()).add(label)
    return out


def test_ordering_lists_the_permutations_in_order() -> None:
    for k in range(1, 6):
        assert [ordering(k, r) for r in range(math.factorial(k))] == list(
            itertools.permutations(range(k))
        )


def test_sides_a_block_plays_one_deal_each_team_one_agent() -> None:
    """A block is k! games of one deal; in each, every seat of a team is one agent, two teams
    never share one (no more teams than agents), and the block goes over every ordered choice
    of agents for the deal's teams (the most seats first) once each."""
    spec = _sides_spec()
    assert spec.block_size() == 6
    games = [play_game(spec, 5, i) for i in range(6)]
    assert len({tuple(s[1] for s in g.seats) for g in games}) == 1  # the same deal
    size = Counter(s[2] for s in games[0].seats)
    teams = sorted(size, key=lambda t: (-size[t], t))
    assert 2 <= len(teams) <= 3 and teams[:2] == ["town", "wolves"]
    choices = []
    for g in games:
        by_team = _team_agents(g)
        assert all(len(a) == 1 for a in by_team.values())
        picked = [next(iter(by_team[t])) for t in teams]
        assert len(set(picked)) == len(picked)
        choices.append(tuple(picked))
    labels = spec.labels()
    want = [tuple(labels[i] for i in p[: len(teams)]) for p in itertools.permutations(range(3))]
    assert choices == want
    assert play_game(spec, 5, 6).setup == 1  # the next block, the next setup


def test_sides_each_agent_plays_each_team_equally_and_meets_every_other() -> None:
    spec = _sides_spec("random,heuristic,random")
    recs = [play_game(spec, 2, i) for i in range(12)]  # two blocks
    plays: Counter[tuple[str, str]] = Counter()
    meets: set[frozenset[str]] = set()
    for rec in recs:
        by_team = _team_agents(rec)
        for team, who in by_team.items():
            plays[(next(iter(who)), team)] += 1
        for a in by_team.get("town", set()):
            for b in by_team.get("wolves", set()):
                meets.add(frozenset((a, b)))
    for team in ("town", "wolves"):
        assert [plays[(a, team)] for a in spec.labels()] == [4, 4, 4]
    assert len(meets) == 3  # every pair of agents met across the two sides


def test_sides_more_teams_than_agents_wraps_round() -> None:
    """With more teams than agents, team i (the most seats first, ties by key) is agent
    ordering[i mod k]: teams share an agent only then, the smallest ones, and each team still
    gets each agent equally over a block."""
    spec = TournamentSpec(("random", "heuristic"), (SimSpec(8),), seating="sides")
    teams = ["c", "a", "b", "a", "c", "c"]  # c (3 seats), a (2), b (1)
    assert seat_agents(spec, teams, 0) == [0, 1, 0, 1, 0, 0]  # c→0, a→1, b→0
    assert seat_agents(spec, teams, 1) == [1, 0, 1, 0, 1, 1]
    three = TournamentSpec(("random", "heuristic", "random"), (SimSpec(8),), seating="sides")
    for turn in range(6):
        assert len(set(seat_agents(three, ["a", "b", "c"], turn))) == 3


def test_seats_seating_is_unchanged() -> None:
    """The default seating rotates seat by seat, as before; the JSON names the seating."""
    spec = _spec("random,heuristic")
    assert spec.seating == "seats" and spec.block_size() == 2
    assert seat_agents(spec, ["x"] * 5, 1) == [1, 0, 1, 0, 1]
    res = results(spec, run_tournament(spec, 2, 1), 2, 1)
    assert res["seating"] == "seats"


def test_sides_same_bytes_on_one_and_two_workers() -> None:
    spec = _sides_spec("random,heuristic")
    one = results(spec, run_tournament(spec, 8, 4), 8, 4)
    two = results(spec, run_tournament(spec, 8, 4, workers=2), 8, 4)
    assert one["seating"] == "sides"
    assert json.dumps(one, sort_keys=True) == json.dumps(two, sort_keys=True)
    for a in one["by_agent"].values():
        assert {"town", "wolves"} <= set(a["teams"])


def test_a_bad_seating_is_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="'tables' is not a seating: choose seats"):
        check_seating("tables")
    with pytest.raises(ValueError, match="not a seating"):
        TournamentSpec(("random",), (SimSpec(8),), seating="tables")
    assert check_seating(" Sides ") == "sides"
    r = _cli("--agents", "random,heuristic", "--games", "2", "--seating", "tables")
    out = r.stderr + r.stdout
    assert r.returncode == 2 and "--seating: 'tables' is not a seating" in out
    assert "Traceback" not in out


def test_cli_sides_seating_in_the_json(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    r = _cli("--agents", "random,heuristic", "--players", "8", "--games", "2", "--seed", "3",
             "--seating", "sides", "--json", str(out))
    assert r.returncode == 0, r.stderr
    assert json.loads(out.read_text())["seating"] == "sides" and "seated by sides" in r.stdout
