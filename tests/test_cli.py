"""The ``werewolves`` command: the terminal game (watched and played), roles, info, scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import Game
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.setups import make_setup

runner = CliRunner()
FIXTURES = Path(__file__).parent / "scenario_fixtures"


def invoke(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def seat_with(role: str, players: int, seed: int, roles: str | None = None) -> str:
    setup = make_setup(players, seed, roles_text=roles)
    return next(name for name, r in setup.players if r == role)


# ------------------------------------------------------------------ watching


def test_watch_16_players_seed_3_plays_to_a_result_and_explains_deaths() -> None:
    code, out = invoke("play", "--watch", "--players", "16", "--seed", "3", "--explain-deaths")
    assert code == 0
    assert "Game over" in out and "Winners:" in out
    assert "Who was who" in out
    # every death is explained with its causes and the rule behind each step
    assert "How everyone died" in out
    assert "Why " in out and "because #" in out and "[R" in out


def test_watch_is_the_game_the_bots_play_for_that_seed() -> None:
    # with --bots random the watched game is exactly the referee's game of random bots seeded
    # by that seed (R6), played on however long nobody dies, as the terminal game plays
    game = Game.new(make_setup(16, 3), seed=3)
    play_match(game, bots_for(game, BotMix("random"), 3), stall=None)
    assert game.outcome is not None
    code, out = invoke("play", "--watch", "--players", "16", "--seed", "3", "--bots", "random")
    assert code == 0
    assert f"Winners: {', '.join(game.outcome.winners)}." in out.replace("\n", " ")
    again = invoke("play", "--watch", "--players", "16", "--seed", "3", "--bots", "random")
    assert again[1] == out


def test_the_default_bots_are_heuristic_and_replay_the_same() -> None:
    code, out = invoke("play", "--watch", "--players", "12", "--seed", "5")
    assert code == 0 and "Winners" in out
    assert invoke("play", "--watch", "--players", "12", "--seed", "5")[1] == out
    assert invoke("play", "--watch", "--players", "12", "--seed", "5", "--bots", "random")[1] != out


def test_r11_lynch_explanation_names_the_lynch_poll() -> None:
    # the cause of a lynch is the lynch poll's closing, not the election's (R11, R12)
    _, out = invoke("play", "--watch", "--players", "16", "--seed", "3", "--explain-deaths")
    assert "has been lynched" in out
    assert "the election poll closes" not in out.split("How everyone died")[1]


def test_watch_shows_only_public_messages() -> None:
    code, out = invoke("play", "--watch", "--players", "8", "--seed", "1")
    assert code == 0
    assert "chose to attack" not in out  # the pack's choices are private (R9)
    assert "appears to be" not in out  # so are investigations


# ------------------------------------------------------------------ playing a seat


def test_human_seat_plays_to_the_end_with_scripted_input() -> None:
    # seed 5: Fay is handed the amulet; "done" while holding it asks first (RM562): "y"
    # ends the turn anyway (elsewhere "y" is not on the menu, and is told so)
    code, out = invoke("play", "--seed", "5", input="done\ny\n" * 420)
    assert code == 0
    assert "Your role" in out
    assert "Game over" in out and ("You won!" in out or "You lost." in out)
    assert "after the game >" in out


def test_eof_at_a_prompt_ends_cleanly_with_a_sentence() -> None:
    code, out = invoke("play", "--seed", "5", input="")
    assert code == 0
    assert "The input ended in Day 0" in out
    assert "werewolves play --seed 5" in out


def test_quit_leaves_the_game_with_a_sentence() -> None:
    code, out = invoke("play", "--seed", "5", input="quit\n")
    assert code == 0
    assert "You left the game in Day 0" in out


def test_human_menu_votes_refusals_and_bad_input() -> None:
    seat = seat_with("Citizen", 4, 7, roles="Wolf")
    script = [
        "",  # Day 0: nothing to do, Enter goes on
        "",  # Night 1: a Citizen has nothing to do
        "banana",  # not on the menu: re-asked with a sentence
        "99",  # out of range: re-asked
        "attack Ann",  # a verb this seat lacks: the game's refusal is shown
        "1",  # vote ...
        "0",  # ... back
        "1",  # vote ...
        "nobody-here",  # not a choice
        "1",  # ... the first candidate: the seat itself, so it is asked first
        "y",
        "done",
    ]
    args = ["--players", "4", "--roles", "Wolf", "--seed", "7", "--seat", seat]
    _, out = invoke("play", *args, input="\n".join(script) + "\n")
    assert "'banana' is not on the menu" in out
    assert "'99' is not on the menu" in out
    assert "Refused:" in out and "cannot 'attack'" in out
    assert "'nobody-here' is not one of the choices" in out
    assert "That is a vote to lynch yourself. Really 'vote Ann'? (y/N)" in out
    assert f"✓ {seat} votes to lynch Ann." in out
    assert "Final votes of Day 1" in out


def test_wolf_seat_sees_its_pack_and_its_choice() -> None:
    seat = seat_with("Wolf", 8, 1)
    script = ["", "attack", "1", "done"]
    _, out = invoke("play", "--seed", "1", "--seat", seat, input="\n".join(script) + "\n")
    assert "You are " + seat + ", the Wolf." in out
    assert "The members of the wolfpack are:" in out  # R9: the pack know each other
    assert f"{seat} chose to attack" in out


def test_r33_dead_human_is_shown_the_full_role_list() -> None:
    # with seed 0 the wolf bot attacks the lone Citizen on Night 1
    seat = seat_with("Citizen", 2, 0, roles="Wolf")
    args = ["--players", "2", "--roles", "Wolf", "--seed", "0", "--seat", seat]
    code, out = invoke("play", *args, input="\n\n\n")
    assert code == 0
    assert "You are dead" in out
    dead_part = out.split("You are dead")[1]
    assert "The full role list of this game is: Citizen, Wolf." in dead_part
    assert "You lost." in out


def test_after_game_explains_a_death_and_shows_the_log() -> None:
    seat = seat_with("Citizen", 2, 0, roles="Wolf")
    script = ["", "", "why " + seat.lower(), "why Zed", "log", "explain 99999", "what", ""]
    args = ["--players", "2", "--roles", "Wolf", "--seed", "0", "--seat", seat]
    code, out = invoke("play", *args, input="\n".join(script) + "\n")
    assert code == 0
    assert f"Why {seat} died" in out and "because #" in out
    assert "There is no player called 'Zed'" in out
    assert "The full log" in out and "(host)" in out
    assert "There is no event #99999" in out
    assert "'what' is not understood" in out


# ------------------------------------------------------------------ bad setups


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--roles", "Wolff"], "'Wolff' is not a role this game knows. Did you mean Wolf"),
        (["--roles", "9xWolf"], "names 9 roles but the game has only 8 players"),
        (["--roles", "Mayor"], "is an office"),
        (["--players", "1"], "between 2 and 200 players, not 1"),
        (["--players", "500"], "between 2 and 200 players, not 500"),
        (["--seat", "Zed"], "There is no seat called 'Zed'"),
    ],
)
def test_bad_setup_is_refused_with_a_sentence(args: list[str], words: str) -> None:
    code, out = invoke("play", "--seed", "1", *args)
    assert code == 2
    assert words in " ".join(out.split())


def test_every_setup_refusal_gets_its_own_line() -> None:
    # a setup refused for two reasons printed them as one line with a literal "\n" between
    # (a Wolf among them: a list of townsfolk alone is a third refusal, R34)
    code, out = invoke(
        "play", "--seed", "1", "-n", "6", "--roles", "Wolf, Cult Member, Plague Doctor"
    )
    assert code == 2
    errors = [ln for ln in out.splitlines() if ln.startswith("Error: ")]
    assert len(errors) == 2, out
    assert "\\n" not in out


# ------------------------------------------------------------------ roles and info


def test_roles_lists_every_role_and_office() -> None:
    code, out = invoke("roles")
    assert code == 0
    for name in ("Citizen", "Wolf", "Fortune Teller", "Mayor", "Reporter", "Guardian"):
        assert name in out
    assert "Werewolves" in out and "Townsfolk" in out


def test_info_describes_a_role() -> None:
    code, out = invoke("info", "Wolf")
    assert code == 0
    assert "Werewolves" in out and "attack PLAYER" in out and "at night" in out
    assert "Werewolf" in out  # its other name


def test_info_accepts_an_alias_in_any_case() -> None:
    code, out = invoke("info", "fortune teller")
    assert code == 0 and "investigate PLAYER" in out


def test_info_unknown_role_suggests_close_matches() -> None:
    code, out = invoke("info", "Wolff")
    assert code == 2
    assert "Did you mean Wolf" in out


# ------------------------------------------------------------------ scenarios


def test_scenario_run_passes_valid_files() -> None:
    code, out = invoke("scenario", "run", str(FIXTURES / "valid"))
    assert code == 0, out
    assert "PASS" in out


def test_scenario_run_reports_invalid_files_with_code_2() -> None:
    code, out = invoke("scenario", "run", str(FIXTURES / "invalid"))
    assert code == 2
    assert "INVALID" in out


def test_a_game_without_a_result_stops_at_the_phase_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    from werewolves import tui

    monkeypatch.setattr(tui, "phase_limit", lambda players: 2)
    code, out = invoke("play", "--watch", "--seed", "1")
    assert code == 0
    assert "The game stopped after 2 phases without a result." in out


def test_ctrl_c_ends_cleanly_with_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    from werewolves import tui

    def interrupted(self: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(tui.TerminalGame, "run", interrupted)
    code, out = invoke("play", "--seed", "3")
    assert code == 130
    assert "Interrupted in Day 0. To play this game again: werewolves play --seed 3" in out


def test_digits_of_other_scripts_pick_menu_entries() -> None:
    # '٢' and '٠' are decimal digits (Arabic-Indic two and zero): read like 2 and 0; seed 1,
    # Ann is the Amulet Holder and 2 is 'pass'
    code, out = invoke("play", "--seed", "1", "--seat", "Ann", input="٢\n٠\nq\n")
    assert code == 0
    assert "pass: whom?" in out
    assert "You left the game in Day 0" in out


@pytest.mark.parametrize(
    ("command", "flag"),
    [("play", "--bots"), ("simulate", "--bots"), ("balance", "--bots"), ("tournament", "--agents"),
     ("benchmark", "--agents")],
)
def test_every_help_lists_every_bot_kind(command: str, flag: str) -> None:
    # newcomer finding 17: play and simulate listed the bots without the reasoning kind; every
    # help now lists the kinds from their one registry (sim/agent.py BOT_KINDS)
    from werewolves.sim.agent import BOT_KINDS

    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "400", "TERM": "dumb"})
    assert result.exit_code == 0, result.output
    line = next(ln for ln in result.output.splitlines() if flag in ln)
    for kind in BOT_KINDS:
        assert kind in line, (kind, line)


def test_info_lists_the_common_actions_a_role_has_and_names_the_given_ones_in_a_line() -> None:
    """The table of actions every living player has lists only those: the ones another role
    gives while it lasts (an amulet held, a wager offered …) are named in one line instead of
    twenty rows under every role (newcomer finding 15); the cards say which are given."""
    from werewolves.game import common_abilities

    gated = [a for a in common_abilities() if a.gated]
    plain = [a for a in common_abilities() if not a.gated and not a.by_dead]
    assert gated and plain
    assert all(a.to_json()["gated"] is True for a in gated)
    assert all("gated" not in a.to_json() for a in plain)
    code, out = invoke("info", "Fortune Teller")
    assert code == 0, out
    said = " ".join(out.split())
    assert f"{gated[0].usage} │" not in said and gated[0].verb in said
    assert "Actions anyone may be given by another role" in said
    assert f"{plain[0].usage} │" in said
