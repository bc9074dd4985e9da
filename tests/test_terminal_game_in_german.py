"""The terminal game in the reader's language: ``werewolves play --lang de``, or the locale of
``LANG`` / ``LC_ALL`` / ``LC_MESSAGES``, shows the player's view, the prompts, the help, the role
card and the engine's refusals in German; English stays the default (issue 40 items 2 and 4:
"``--lang`` / ``LANG`` in the terminal", and a game played in German holds no English message of
the resources)."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from rich.console import Console
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import Game
from werewolves.i18n import CATALOG, LOCALES, key_of
from werewolves.sim.setups import make_setup
from werewolves.tui import LeaveGame, TerminalGame, words, yes

runner = CliRunner()
# the tests decide the locale themselves, whatever the machine running them has
NO_LOCALE: dict[str, str | None] = {"LC_ALL": None, "LC_MESSAGES": None, "LANG": None}

# seed 5, 8 players, random bots (which never talk: no bot's English chat in the output): Fay
# plays a Wolf. The script asks for help, sends an action the game refuses, types something
# off the menu, reads a role by its German name, claims and takes it back, reads the log and
# the status, then ends every turn ("j" says yes where a turn's end is asked about) to the end.
SCRIPT = "help\nvote Zzz\nfoo\ninfo Wahrsager\nclaim\nn\nlog\nstatus\n" + "done\nj\n" * 420
ARGS = ("--seed", "5", "--bots", "random")


def play(*args: str, input: str = "", env: dict[str, str | None] | None = None) -> str:
    result = runner.invoke(app, ["play", *args], input=input, env={**NO_LOCALE, **(env or {})})
    assert "Traceback" not in result.output, result.output
    assert result.exit_code == 0, result.output
    return result.output


def english_pieces(areas: tuple[str, ...] = ("cli", "engine", "roles", "cards")) -> set[str]:
    """Known English sentences of the resources: each message's longest piece of plain text
    (20 characters or more, between its variables) whose German message does not hold it too.
    Role and team names are left out: a role's name is still English inside the engine's
    messages (its ``{ $role }``)."""
    pieces: set[str] = set()
    for area in areas:
        resource = FluentParser().parse((LOCALES / "en" / f"{area}.ftl").read_text("utf-8"))
        for entry in resource.body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            fid = entry.id.name
            if re.fullmatch(r"(role|team)-[a-z0-9_]+", fid):
                continue
            text = [e.value for e in entry.value.elements if isinstance(e, ast.TextElement)]
            chunks = [c.strip() for t in text for c in t.split("\n") if len(c.strip()) >= 20]
            german = CATALOG.text(key_of(fid), {}, "de")
            pieces.update(c for c in chunks if c not in german)
    return pieces


@pytest.fixture(scope="module")
def german_game() -> str:
    return play("--lang", "de", *ARGS, input=SCRIPT)


def test_a_terminal_game_played_with_lang_de_is_in_german(german_game: str) -> None:
    out = " ".join(german_game.split())  # the terminal's wrapping undone
    for said in (
        "Werwölfe",  # the intro panel's title
        "Du spielst Fay",
        "Deine Rolle",
        "Du bist Fay und hast die Rolle Wolf.",
        "Du bist im Rudel",  # the role card's summary, from the cards resource
        "Dein Team: Werwölfe.",
        "Hilfe",
        "Was tust du in Night 1?",
        "beim Angriff des Rudels abstimmen",  # the menu's action help, from the card
        "meinen Zug beenden",
        "'foo' ist hier keine Wahl",
        "Wahrsager (Dorf)",  # info by the German name
        "Was du gesehen hast",
        "Lebend (8)",
        "Spiel vorbei",
        "Wer war wer",
    ):
        assert said in out, said
    # the engine's refusal, from its key and parameters, in German: the verb typed ("vote")
    # named by its German label
    vote = CATALOG.text("verb.vote", {}, "de")
    assert vote != "vote"
    assert f"✗ Abgelehnt: „{vote}“ geht nicht in Tag 0" in out
    # the menu names each action by its German label too ("1. Angreifen …")
    assert re.search(rf"\b1\. {CATALOG.text('verb.attack', {}, 'de')} ", out), out[:3000]


def test_a_terminal_game_played_in_german_holds_no_english_sentence_of_the_resources(
    german_game: str,
) -> None:
    out = " ".join(german_game.split())
    pieces = english_pieces()
    # the sample is the resources' English: the terminal's own, the engine's, the families' and
    # the cards' (it would catch a sentence rendered in English)
    assert len(pieces) > 500
    assert "End your turn anyway? (y/N)" in pieces and "Your role" not in out
    found = sorted(p for p in pieces if p in out)
    assert not found, found


def test_the_english_sample_would_catch_an_english_game() -> None:
    """The check above can fail: the same game in English holds many of the sentences."""
    out = " ".join(play(*ARGS, input=SCRIPT).split())
    assert len([p for p in english_pieces() if p in out]) >= 10


def test_lang_from_the_environment_picks_german() -> None:
    out = play(*ARGS, input="quit\n", env={"LANG": "de_DE.UTF-8"})
    assert "Deine Rolle" in out and "Du hast das Spiel verlassen" in out
    # LC_ALL overrides LANG, as POSIX has it
    out = play(*ARGS, input="quit\n", env={"LANG": "de_DE.UTF-8", "LC_ALL": "C.UTF-8"})
    assert "Your role" in out and "Deine Rolle" not in out
    # LC_MESSAGES too
    out = play(*ARGS, input="quit\n", env={"LANG": "en_GB.UTF-8", "LC_MESSAGES": "de_AT"})
    assert "Deine Rolle" in out


def test_the_default_stays_english() -> None:
    for env in ({}, {"LANG": "C.UTF-8"}, {"LANG": "fr_FR.UTF-8"}):
        out = play(*ARGS, input="quit\n", env=env)
        assert "Your role" in out and "You left the game" in out, env
    # --lang wins over the environment
    out = play("--lang", "en", *ARGS, input="quit\n", env={"LANG": "de_DE.UTF-8"})
    assert "Your role" in out and "Deine Rolle" not in out


def test_a_lang_no_resource_speaks_is_refused_with_the_languages_there_are() -> None:
    result = runner.invoke(app, ["play", "--lang", "xx", *ARGS], input="quit\n", env=NO_LOCALE)
    assert result.exit_code == 2
    assert "--lang is one of en, de, not 'xx'." in result.output


def test_an_engine_refusal_reads_in_the_players_language() -> None:
    """A refusal carries its key and parameters (``Refusal.in_language``): the terminal renders
    it for its reader, whatever language read it before."""
    g = Game.new(make_setup(8, 5), 5)
    refused = g.submit("Fay", "vote Zzz")
    assert not refused
    english = refused.message  # type: ignore[union-attr]
    german = refused.in_language("de")  # type: ignore[union-attr]
    assert german != english and "„Abstimmen“" in german
    assert refused.in_language("en") == english  # type: ignore[union-attr]


def _terminal(lang: str, lines: list[str]) -> tuple[TerminalGame, io.StringIO]:
    feed: Iterator[str] = iter(lines)
    out = io.StringIO()

    def ask(prompt: str) -> str:
        out.write(prompt + "\n")
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    g = Game.new(make_setup(8, 5), 5)
    tg = TerminalGame(g, Console(file=out, width=200, color_system=None), 5, "Fay", ask, lang=lang)
    return tg, out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_yes_of_a_question_is_the_readers_own(lang: str) -> None:
    """A (y/N) question takes y/yes in every language, and the language's own word for yes
    (``tui-yes_words``: j/ja in German): a player who types "j" ends the turn in German and
    does not in English."""
    tg, _ = _terminal(lang, [])
    assert tg.w("tui.yes_words")
    assert yes("y", lang) and yes("yes", lang)
    assert yes("j", lang) is (lang == "de")
    assert not yes("n", lang)


def test_the_terminal_falls_back_to_english_never_to_a_bare_id() -> None:
    assert words("tui.game_over", "fr") == "Game over"
    assert words("tui.game_over", "de") == "Spiel vorbei"


def test_the_role_panel_and_a_refusal_in_german_on_the_terminal_object() -> None:
    tg, out = _terminal("de", ["vote Zzz"])
    tg.catch_up()
    with pytest.raises(LeaveGame):
        tg.human_turn()
    text = " ".join(out.getvalue().split())
    assert "Du bist Fay und hast die Rolle Wolf." in text
    assert "✗ Abgelehnt:" in text and "Refused" not in text


def test_scenario_run_is_the_same_in_any_locale() -> None:
    """``scenario run`` reads the game in English whatever the locale (docs/scenarios.md,
    "Languages"): its report and its verdicts under ``LANG=de_DE.UTF-8`` are the English ones,
    a passing scenario (whose ``told`` matches English text) and a failing one alike."""
    fixtures = Path(__file__).parent / "scenario_fixtures"
    args = ["scenario", "run", str(fixtures / "valid"), str(fixtures / "failing")]
    english = runner.invoke(app, args, env={**NO_LOCALE, "LANG": "C.UTF-8"})
    german = runner.invoke(app, args, env={**NO_LOCALE, "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE"})
    assert english.exit_code == german.exit_code == 1
    assert "PASS the town finds and lynches its wolf" in english.output
    assert german.output == english.output


def test_a_flag_error_of_play_reads_in_the_players_language() -> None:
    result = runner.invoke(app, ["play", "--lang", "de", "--seat", "Zed"], env=NO_LOCALE)
    assert result.exit_code == 2
    assert "Fehler: Es gibt keinen Platz namens 'Zed'" in result.output
    result = runner.invoke(app, ["play", "--seat", "Zed"], env=NO_LOCALE)
    assert "Error: There is no seat called 'Zed'" in result.output


def test_the_help_of_play_is_in_the_environments_language() -> None:
    """Typer's help is read before any flag: ``LANG=de_DE.UTF-8 werewolves play --help``."""
    run = [sys.executable, "-c", "from werewolves.cli import main; main()", "play", "--help"]
    env = {k: v for k, v in os.environ.items() if k not in NO_LOCALE}
    german = subprocess.run(
        run,
        env={**env, "LANG": "de_DE.UTF-8", "COLUMNS": "200"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    english = subprocess.run(
        run,
        env={**env, "LANG": "C.UTF-8", "COLUMNS": "200"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Spiele im Terminal gegen Bots" in german and "Bots spielen jeden Platz" in german
    assert "Play a game in the terminal against bots" in english
    assert "Play a game in the terminal" not in german


def test_info_reads_a_card_in_german_found_by_its_german_or_english_name() -> None:
    for name in ("Wahrsager", "Fortune Teller"):
        result = runner.invoke(app, ["info", name, "--lang", "de"], env=NO_LOCALE)
        assert result.exit_code == 0, result.output
        out = " ".join(result.output.split())
        assert "Wahrsager" in out and "Untersuche jede Nacht eine Person" in out
        assert "Aktionen, die jede lebende Person hat" in out and "in der Nacht" in out
        assert "einmal pro Phase" in out  # the plural of the German resource
        assert "Actions every living player has" not in out and "at night" not in out
    english = " ".join(runner.invoke(app, ["info", "Fortune Teller"], env=NO_LOCALE).output.split())
    assert "Actions every living player has" in english and "(once per" in english
    refused = runner.invoke(app, ["info", "Qqqqq", "--lang", "de"], env=NO_LOCALE)
    assert refused.exit_code == 2 and "Fehler: 'Qqqqq' ist keine Rolle" in refused.output


def test_roles_lists_the_role_book_in_german() -> None:
    result = runner.invoke(app, ["roles", "--lang", "de"], env=NO_LOCALE)
    assert result.exit_code == 0, result.output
    assert "Rollen" in result.output and "Wahrsager" in result.output
    assert "Mehr über eine Rolle" in result.output and "More about one role" not in result.output
    english = runner.invoke(app, ["roles"], env=NO_LOCALE).output
    assert "More about one role: werewolves info ROLE" in english and "Fortune Teller" in english
