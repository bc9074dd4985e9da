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
from protocol_games import EXAMPLE

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
    tables,
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
    from werewolves.agents.llm import ToolAgent
    from werewolves.agents.registry import agent_kinds, make_seat
    from werewolves.agents.seat import SeatAgent
    from werewolves.sim.agent import BOT_KINDS

    assert agent_kinds()[: len(BOT_KINDS)] == BOT_KINDS
    for kind in BOT_KINDS:
        assert not isinstance(make_seat(kind, "Ann", 1), SeatAgent)
    seat = make_seat(f"cmd:{EXAMPLE}", "Ann", 1)
    assert isinstance(seat, SeatAgent) and isinstance(seat.inner, CmdAgent)
    monkeypatch.setenv("WEREWOLVES_LLM_MODEL", "tiny")
    seat = make_seat("llm:http://127.0.0.1:9/v1", "Ann", 1)
    assert isinstance(seat, SeatAgent) and isinstance(seat.inner, ToolAgent)  # issue 41 item 2
    assert seat.inner.model == "tiny"


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
    assert res["seating"] == "seats" and "pairs" not in res


def test_sides_same_bytes_on_one_and_two_workers() -> None:
    spec = _sides_spec("random,heuristic")
    one = results(spec, run_tournament(spec, 8, 4), 8, 4)
    two = results(spec, run_tournament(spec, 8, 4, workers=2), 8, 4)
    assert one["seating"] == "sides"
    assert json.dumps(one, sort_keys=True) == json.dumps(two, sort_keys=True)
    # the games by the agents of the two biggest teams, each pair's wins (sides only)
    assert sum(p["games"] for p in one["pairs"]) == 8
    for p in one["pairs"]:
        assert list(p["teams"]) == ["town", "wolves"] and sum(p["won"].values()) == p["games"]
    assert "Wins by the agents of the two biggest teams" in html_report(one)
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


# ------------------------------------------------------------------ how a game is rated


def _record(seats: list[tuple[str, str, str, bool, bool]], index: int = 0) -> GameRecord:
    won = {s[2] for s in seats if s[3]}
    return GameRecord(index, 0, next(iter(won)) if len(won) == 1 else "none", tuple(seats), 0, 0)


def _town_beats_wolves(town: int, wolves: int, seating: str) -> dict[str, object]:
    """One game: ``town`` Citizen seats of ``random`` beat ``wolves`` Wolf seats of
    ``heuristic``."""
    spec = TournamentSpec(("random", "heuristic"), (SimSpec(8),), seating=seating)
    seats = [("random", "Citizen", "town", True, True)] * town
    seats += [("heuristic", "Wolf", "wolves", False, False)] * wolves
    return results(spec, [_record(seats)], 1, 0)


def _one_on_one(tau: float = 0.0) -> tuple[object, object]:
    from openskill.models import PlackettLuce

    model = PlackettLuce(tau=tau)
    [[won], [lost]] = model.rate([[model.rating()], [model.rating()]], ranks=[0, 1])
    return won, lost


def _mu_sigma(r: dict[str, float]) -> tuple[float, float]:
    return r["mu"], r["sigma"]


def test_rm464_sides_a_side_is_one_player_however_many_seats() -> None:
    """Under the sides seating a town of six beating a pack of three moves each agent's team
    and overall ratings exactly as one player beating one: the side's size does not count.
    (Rated seat by seat, a town of six is favoured by its numbers and gains less.)"""
    won, lost = _one_on_one()
    want_won = (round(won.mu, 4), round(won.sigma, 4))
    want_lost = (round(lost.mu, 4), round(lost.sigma, 4))
    for town, wolves in ((6, 3), (1, 1), (9, 2)):
        res = _town_beats_wolves(town, wolves, "sides")
        by = res["by_agent"]
        assert _mu_sigma(by["random"]["teams"]["town"]) == want_won
        assert _mu_sigma(by["random"]["overall"]) == want_won
        assert _mu_sigma(by["heuristic"]["teams"]["wolves"]) == want_lost
        assert _mu_sigma(by["heuristic"]["overall"]) == want_lost
        assert by["random"]["teams"]["town"]["seats"] == town  # the seats are still counted
        assert res["rating"]["player"] == {"teams": "side", "overall": "side", "roles": "seat"}


def test_rm464_seats_each_seat_is_a_player_and_roles_always_are() -> None:
    """Under the seats seating (and per role under both) every seat is a player: a side's
    strength is the sum of its seats', so a town of six that wins as expected gains less than
    a lone seat beating a lone seat."""
    from openskill.models import PlackettLuce

    model = PlackettLuce(tau=0.0)
    rated = model.rate([[model.rating() for _ in range(6)], [model.rating() for _ in range(3)]],
                       ranks=[0, 1])
    for seating in ("seats", "sides"):
        res = _town_beats_wolves(6, 3, seating)
        roles = res["by_agent"]["random"]["roles"]["Citizen"]
        assert _mu_sigma(roles) == (round(rated[0][0].mu, 4), round(rated[0][0].sigma, 4))
    res = _town_beats_wolves(6, 3, "seats")
    town = res["by_agent"]["random"]["teams"]["town"]
    assert town["mu"] == round(rated[0][0].mu, 4) < round(_one_on_one()[0].mu, 4)
    assert res["rating"]["player"]["teams"] == "seat"


def test_rm464_a_rating_on_two_sides_of_one_game_moves_by_their_mean() -> None:
    """Two unaligned seats of one agent are two sides (each its own goal); the agent's one
    rating for them moves by the mean of the two updates: here one won and one lost."""
    spec = TournamentSpec(("random", "heuristic"), (SimSpec(8),), seating="sides")
    seats = [("random", "Citizen", "town", True, True), ("heuristic", "Wolf", "wolves", False,
             False), ("heuristic", "Angel", "unaligned", True, True),
             ("heuristic", "Tanner", "unaligned", False, False)]
    res = results(spec, [_record(seats)], 1, 0)
    from openskill.models import PlackettLuce

    model = PlackettLuce(tau=0.0)
    new = model.rate([[model.rating()] for _ in range(4)], ranks=[0, 1, 0, 1])
    mu = (new[2][0].mu + new[3][0].mu) / 2
    sigma = (new[2][0].sigma + new[3][0].sigma) / 2
    got = res["by_agent"]["heuristic"]["teams"]["unaligned"]
    assert _mu_sigma(got) == (round(mu, 4), round(sigma, 4))


def test_rm465_tau_is_zero_by_default_and_sigma_narrows_with_games() -> None:
    """Fixed programs: no dynamics by default, so σ only ever narrows, game after game; with
    ``tau`` set it is openskill's model with that τ."""
    spec = TournamentSpec(("random", "heuristic"), (SimSpec(8),), seating="sides")
    assert spec.tau == 0.0

    def game(i: int) -> GameRecord:
        town_won = i % 2 == 0
        return _record([("random", "Citizen", "town", town_won, True),
                        ("heuristic", "Wolf", "wolves", not town_won, True)], i)

    sigmas = []
    for n in (10, 100, 400):
        res = results(spec, [game(i) for i in range(n)], n, 0)
        sigmas.append(res["by_agent"]["random"]["teams"]["town"]["sigma"])
        assert res["rating"]["tau"] == 0.0
    assert sigmas[0] > sigmas[1] > sigmas[2]
    tau = 25.0 / 300.0
    res = results(TournamentSpec(spec.agents, spec.setups, seating="sides", tau=tau),
                  [game(0)], 1, 0)
    won, _ = _one_on_one(tau)
    assert _mu_sigma(res["by_agent"]["random"]["teams"]["town"]) == (
        round(won.mu, 4), round(won.sigma, 4))
    assert won.sigma != _one_on_one()[0].sigma  # τ does change the update


def test_rm466_a_lone_seat_wins_and_loses_alike() -> None:
    """No weights: a lone seat's win moves it up as far as the loser's loss moves it down (with
    openskill's scaling of a lone weight to 2, the win counted four times the loss)."""
    res = _town_beats_wolves(1, 1, "seats")
    won = res["by_agent"]["random"]["teams"]["town"]["mu"]
    lost = res["by_agent"]["heuristic"]["teams"]["wolves"]["mu"]
    assert abs((won - 25.0) - (25.0 - lost)) < 1e-3


def test_rm465_a_bad_tau_is_refused_with_a_sentence() -> None:
    from werewolves.agents.tournament import check_tau

    assert check_tau(" 0.0833 ") == 0.0833 and check_tau("0") == 0.0
    for bad in ("-1", "abc", "nan", "inf", "100"):
        with pytest.raises(ValueError, match="is not a dynamics factor: give a number from 0"):
            check_tau(bad)
    with pytest.raises(ValueError, match="not a dynamics factor"):
        TournamentSpec(("random",), (SimSpec(8),), tau=-0.5)
    r = _cli("--agents", "random,heuristic", "--games", "2", "--tau", "-1")
    out = r.stderr + r.stdout
    assert r.returncode == 2 and "--tau: '-1' is not a dynamics factor" in out
    assert "Traceback" not in out


def test_cli_tau_in_the_json(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    r = _cli("--agents", "random,heuristic", "--players", "8", "--games", "2", "--seed", "3",
             "--tau", "0.0833", "--json", str(out))
    assert r.returncode == 0, r.stderr
    assert json.loads(out.read_text())["rating"]["tau"] == 0.0833 and "τ = 0.0833" in r.stdout


def test_rm570_seats_a_team_every_agent_held_in_every_game_is_named_as_alike() -> None:
    """RM570: seated by seats, every agent holds town seats in every game, so their town
    ratings move alike; the report names the team (JSON, console caption, HTML) instead of
    leaving equal figures to read as equal play. Seated by sides nothing is named."""
    spec = _spec("random,heuristic")
    res = results(spec, run_tournament(spec, 6, 3), 6, 3)
    assert "town" in res["teams_alike"]
    for team in res["teams_alike"]:  # why each is named: the same figures for every agent
        assert len({a["teams"][team]["mu"] for a in res["by_agent"].values()}) == 1
    three = _spec("random,heuristic,random")  # agents who sometimes hold no town seat
    res3 = results(three, run_tournament(three, 6, 3), 6, 3)
    assert "town" not in res3.get("teams_alike", [])
    assert "cannot tell the agents apart" in html_report(res)
    caption = tables(res)[0].caption
    assert caption is not None and "Townsfolk" in str(caption)
    sides = _sides_spec("random,heuristic")
    assert "teams_alike" not in results(sides, run_tournament(sides, 4, 3), 4, 3)
