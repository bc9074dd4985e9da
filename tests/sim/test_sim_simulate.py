"""Simulation: the same numbers whatever the chunks or the workers, intervals that hold their
values, JSON with ci_low/ci_high, HTML plots, and the commands' one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.sim.balance import candidate_swaps
from werewolves.sim.book import team_of_role
from werewolves.sim.match import BotMix, MixError, Tally, game_seed, parse_bots
from werewolves.sim.report import html_report, results
from werewolves.sim.simulate import SimSpec, chunks, load_setup_file, run_chunk, simulate
from werewolves.sim.stats import rate, wilson

runner = CliRunner()
SPEC = SimSpec.from_roles_text(6, "2xWolf, Fortune Teller", parse_bots("heuristic"))


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


# ------------------------------------------------------------------ statistics


def test_wilson_matches_known_values() -> None:
    lo, hi = wilson(30, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.2189, 0.3958)
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775
    assert wilson(10, 10)[1] == 1.0


@given(st.integers(0, 500), st.integers(1, 500))
def test_wilson_holds_the_rate(k: int, n: int) -> None:
    k = min(k, n)
    r = rate(k, n)
    assert 0.0 <= r.ci_low <= r.rate <= r.ci_high <= 1.0


@given(st.integers(1, 400), st.integers(1, 64))
def test_chunks_cover_every_game_once_in_order(games: int, workers: int) -> None:
    parts = chunks(games, workers)
    flat = [i for a, b in parts for i in range(a, b)]
    assert flat == list(range(games))


def test_game_seeds_are_fixed() -> None:
    assert game_seed(7, 0) == game_seed(7, 0) != game_seed(7, 1) != game_seed(8, 0)


# ------------------------------------------------------------------ the same numbers


def test_any_split_into_chunks_adds_up_the_same() -> None:
    whole = run_chunk(SPEC, 3, 0, 24)
    parts = Tally()
    for a, b in [(0, 5), (5, 6), (6, 24)]:
        parts.merge(run_chunk(SPEC, 3, a, b))
    assert whole.to_json() == parts.to_json()
    assert simulate(SPEC, 24, 3, chunk_size=7).to_json() == whole.to_json()


def test_two_processes_give_the_same_numbers_as_one() -> None:
    one = simulate(SPEC, 30, 5, workers=1)
    two = simulate(SPEC, 30, 5, workers=2)
    assert one.to_json() == two.to_json()


def test_results_json_has_intervals_and_html_has_plots() -> None:
    tally = simulate(SPEC, 20, 1)
    res = results(tally, SPEC.describe(), 20, 1)
    for r in res["teams"].values():
        assert {"rate", "ci_low", "ci_high"} <= set(r)
    for r in res["roles"].values():
        assert {"ci_low", "ci_high"} <= set(r["win"])
        assert {"ci_low", "ci_high"} <= set(r["survival"])
    assert sum(r["count"] for r in res["teams"].values()) == 20
    page = html_report(res)
    assert page.count("<svg") == 4 and "Win rate by team" in page and "Game length" in page
    json.dumps(res)


# ------------------------------------------------------------------ bots and setups


def test_bot_mixes() -> None:
    assert parse_bots("random") == BotMix("random")
    mix = parse_bots("heuristic, wolves=random")
    assert mix.kind_for("Wolf") == "random" and mix.kind_for("Citizen") == "heuristic"
    for bad in ["", "clever", "wolves=clever", "moon=random", "heuristic,,random"]:
        with pytest.raises(MixError):
            parse_bots(bad)


def test_setup_files(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps({"players": [["Ann", "Wolf"], ["Bob", "Citizen"],
                                                            ["Cid", "Fortune Teller"]]}))
    spec = load_setup_file(tmp_path / "a.json", BotMix())
    assert spec.names == ("Ann", "Bob", "Cid") and sorted(spec.setup(1).players)[0][0] == "Ann"
    (tmp_path / "b.yaml").write_text("roles: [Wolf, Citizen, Citizen, Citizen, Fortune Teller]\n")
    assert load_setup_file(tmp_path / "b.yaml", BotMix()).players == 5
    (tmp_path / "c.yaml").write_text("- just a list\n")
    with pytest.raises(ValueError):
        load_setup_file(tmp_path / "c.yaml", BotMix())


def test_swaps_move_the_balance_the_needed_way() -> None:
    roles = ("Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen")
    against_town = candidate_swaps(roles, town_favoured=True)
    assert ("Fortune Teller", "Citizen") in against_town and ("Citizen", "Wolf") in against_town
    assert all(b != "Fortune Teller" for _a, b in against_town)
    for_town = candidate_swaps(roles, town_favoured=False)
    assert ("Wolf", "Citizen") not in for_town or roles.count("Wolf") > 1
    assert ("Citizen", "Fortune Teller") in for_town


def test_a_list_of_one_team_is_offered_an_opponent() -> None:
    # issue 24 item 5: `balance --roles 8xCitizen` tried no swap at all
    swaps = candidate_swaps(("Citizen",) * 8, town_favoured=True)
    assert ("Citizen", "Wolf") in swaps
    # with two sides already, no swap brings in a third
    two_sides = candidate_swaps(("Wolf", "Citizen", "Citizen", "Citizen"), town_favoured=True)
    assert two_sides and all(team_of_role(b) in ("town", "wolves") for _a, b in two_sides)


# ------------------------------------------------------------------ the commands


def test_simulate_command_prints_rates_and_writes_json(tmp_path: Path) -> None:
    out_json, out_html = tmp_path / "o.json", tmp_path / "r.html"
    code, out = invoke(
        "simulate", "--players", "6", "--roles", "2xWolf, Fortune Teller", "--games", "12",
        "--seed", "4", "--json", str(out_json), "--report", str(out_html),
    )
    assert code == 0, out
    assert "Win rate by team" in out and "Werewolves" in out and "games/s" in out
    data = json.loads(out_json.read_text())
    assert data["games"] == 12 and "ci_low" in data["teams"]["town"]
    assert "<svg" in out_html.read_text()
    code, _ = invoke(
        "simulate", "--players", "6", "--roles", "2xWolf, Fortune Teller", "--games", "12",
        "--seed", "4", "--workers", "2", "--json", str(tmp_path / "two.json"),
    )
    assert code == 0
    assert (tmp_path / "two.json").read_text() == out_json.read_text()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--games", "0"], "--games takes a whole number"),
        (["--games", "many"], "--games takes a whole number"),
        (["--seed", "-1"], "--seed takes a whole number"),
        (["--players", "1"], "A game needs between"),
        (["--roles", "9xWolf, Moon"], "is not a role"),
        (["--bots", "clever"], "is not a kind of bot"),
        (["--workers", "0"], "--workers takes a whole number"),
        (["--backend", "ray"], "--backend is local or dask"),
        (["--scheduler", "8786"], "--scheduler needs an address"),
        (["--json", "/no/such/folder/x.json"], "does not exist"),
        (["--setup", "/no/such/file.yaml"], "cannot read the setup file"),
    ],
)
def test_simulate_refuses_bad_flags_in_one_line(args: list[str], words: str) -> None:
    code, out = invoke("simulate", "--games", "3", *args)
    assert code == 2, out
    assert words in out and len(out.strip().splitlines()) <= 2, out


def test_balance_command_names_the_favoured_team_and_a_swap(tmp_path: Path) -> None:
    code, out = invoke(
        "balance", "--players", "6", "--roles", "2xWolf, Fortune Teller", "--games", "40",
        "--candidate-games", "30", "--candidates", "2", "--seed", "1",
        "--json", str(tmp_path / "b.json"),
    )
    assert code == 0, out
    assert "are favoured" in out and "Single swaps measured" in out
    data = json.loads((tmp_path / "b.json").read_text())
    assert data["favoured"] in ("town", "wolves") and len(data["candidates"]) <= 2
    assert "ci_low" in data["base"]["teams"]["town"]


def test_progress_is_plain_lines_when_not_on_a_terminal() -> None:
    # issue 24 item 5: piped to a file, a long run showed no progress until it ended
    code, out = invoke("simulate", "--players", "6", "--games", "40", "--seed", "2")
    assert code == 0, out
    lines = [ln for ln in out.splitlines() if ln.startswith("games: ")]
    assert lines[-1].startswith("games: 40/40 games (100%)")
    assert len(lines) >= 2 and "s left" in lines[0]


def test_balance_needs_a_role_list() -> None:
    code, out = invoke("balance", "--players", "8")
    assert code == 2 and "needs the role list" in out


def test_ctrl_c_during_a_simulation_ends_with_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    from werewolves.sim import console

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(console, "run_simulate", interrupted)
    result = runner.invoke(app, ["simulate", "--games", "3"])
    assert result.exit_code == 130 and "Traceback" not in result.output
    assert "Interrupted: nothing was written." in result.output


def test_the_split_of_two_teams_wins_is_tested_as_one_sample() -> None:
    from werewolves.sim.stats import split_z, two_sided_p

    assert split_z(50, 50) == 0.0 and split_z(0, 0) == 0.0
    assert round(split_z(216, 184), 3) == 1.6  # 32 / sqrt(400)
    assert 0.10 < two_sided_p(split_z(216, 184)) < 0.12
    assert two_sided_p(split_z(300, 100)) < 0.001


def test_progress_lines_never_wrap_and_a_lone_team_is_refused_in_one_sentence() -> None:
    """Piped output is 80 columns wide: a progress line stays one line however long its label
    (a newcomer saw about 30 stray 'left' lines). A list that only one team is in is no game
    (R34, issue 33 item 5: it would be over before it starts): it is refused, in the engine's
    sentence, before any game is played, instead of a margin against nobody."""
    code, out = invoke(
        "balance", "--players", "3", "--roles", "2xWolf", "--games", "60",
        "--candidate-games", "20", "--candidates", "1",
    )
    assert code == 0, out
    lines = out.splitlines()
    assert not [ln for ln in lines if ln.strip().endswith("left") and "games (" not in ln]
    assert any("swapped" in ln and "s left" in ln for ln in lines)
    code, out = invoke(
        "balance", "--players", "3", "--roles", "3xWolf", "--games", "60",
        "--candidate-games", "20", "--candidates", "1",
    )
    said = " ".join(out.split())
    assert code == 2, out
    assert "this game would be over before it starts: the Werewolves already win" in said
    assert "; margin" not in said and "games/s" not in said
