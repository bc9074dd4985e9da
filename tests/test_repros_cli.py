"""Issue 9, item 6: the terminal game and the command line under hostile input.

One test per case of the fuzz harness's defects (``shared/fuzz/repros``):

- d06 (``d06_tui_digits.sh``): a line that ``str.isdigit`` accepts but ``int`` refuses ('²', or
  more than 4,300 digits) crashed the menu, the target list and the after-game ``explain N``.
- d07 (``d07_cli_misc.sh``): other tracebacks from the command line: a 5,000-digit count in
  --roles, stdin closed, an ASCII-only terminal, stdin from /dev/zero (an endless line).

Beyond the tracebacks, the issue asks that every bad flag value gets a one-line error (exit 2)
and that typed text echoed back is shortened with escape sequences made visible. Each test
fails on the code before the fix.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from werewolves.cli import app

runner = CliRunner()
TB = "Traceback (most recent call last)"


def invoke(*args: str, input: str | None = None) -> tuple[int, str]:
    """The command run in-process; any exception but SystemExit fails the test."""
    result = runner.invoke(app, list(args), input=input)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert TB not in result.output
    return result.exit_code, result.output


def run(
    *args: str,
    stdin: bytes | int | None = b"",
    env: dict[str, str] | None = None,
    preexec: object = None,
) -> tuple[int, str, str]:
    """The command run as its own process (``python -m werewolves.cli``)."""
    kwargs: dict[str, object] = {"input": stdin} if isinstance(stdin, bytes) else {"stdin": stdin}
    p = subprocess.run(
        [sys.executable, "-m", "werewolves.cli", *args],
        capture_output=True,
        timeout=30,
        env={**os.environ, "COLUMNS": "100", "TERM": "dumb", **(env or {})},
        preexec_fn=preexec,  # type: ignore[arg-type]
        **kwargs,  # type: ignore[arg-type]
    )
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    assert TB not in out + err, err[-2000:]
    return p.returncode, out, err


def flat(text: str) -> str:
    return " ".join(text.split())


AFTER_GAME = "d\n" * 1500  # seed 5, seat Ann: enough 'done' to reach the after-game prompt


# ------------------------------------------------------------------ d06: digits int() refuses


def test_d06_superscript_digit_at_menu() -> None:
    # d06: '²'.isdigit() is True, int('²') a ValueError (tui.py menu_choice)
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input="²\n")
    assert code == 0
    # Day 0: Ann has nothing to do, so the sentence says what to type instead of a number
    assert "'²' is not written with the digits 0 to 9" in flat(out)
    assert "are not read as numbers): press Enter to go on." in flat(out)


def test_d06_5000_digit_number_at_menu() -> None:
    # d06: int() of more than 4,300 digits is a ValueError; such a line is now too long to read
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input="9" * 5000 + "\n")
    assert code == 0
    assert "That line was too long to read (over 1,000 bytes). Nothing was done" in flat(out)
    assert "The input ended in Day 0" in flat(out)


def test_d06_long_number_at_menu_is_out_of_range_and_echoed_short() -> None:
    # d06: a number of 999 digits is read (bounded, never converted in full) and echoed short
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input="9" * 999 + "\n")
    assert code == 0
    assert f"'{'9' * 40}…' (999 characters) is not a choice here" in flat(out)
    assert "9" * 41 not in out


def test_d06_superscript_digit_at_target_list() -> None:
    # d06: seed 1, Ann is the Amulet Holder and 2 is 'pass': its target list (match_name)
    code, out = invoke("play", "--seed", "1", "--seat", "Ann", input="2\n²\n")
    assert code == 0
    assert "pass > '²' is not written with the digits 0 to 9" in flat(out)
    assert "or 0 to go back" in flat(out)


def test_d06_5000_digit_number_at_target_list() -> None:
    # d06: the same target list fed 5,000 nines
    code, out = invoke("play", "--seed", "1", "--seat", "Ann", input="2\n" + "9" * 5000 + "\n")
    assert code == 0
    assert "pass > That line was too long to read (over 1,000 bytes)." in flat(out)


def test_d06_long_number_at_target_list_is_not_a_choice() -> None:
    # d06: 999 digits at the target list: out of range, echoed short
    code, out = invoke("play", "--seed", "1", "--seat", "Ann", input="2\n" + "9" * 999 + "\n")
    assert code == 0
    assert "(999 characters) is not one of the choices" in flat(out)


def test_d06_superscript_digit_after_game_explain() -> None:
    # d06: the after-game 'explain N' (after_game) with '²'
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input=AFTER_GAME + "explain ²\n")
    assert code == 0
    assert "after the game > '²' is not written with the digits 0 to 9" in flat(out)
    assert "type an event number such as 12" in flat(out)


def test_d06_huge_number_after_game_explain() -> None:
    # d06: 'explain' with 5,000 nines (too long a line), then with 900 (out of range, short)
    script = AFTER_GAME + "explain " + "9" * 5000 + "\nexplain #" + "9" * 900 + "\n"
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input=script)
    assert code == 0
    assert "That line was too long to read (over 1,000 bytes)." in flat(out)
    assert f"There is no event '#{'9' * 39}…' (901 characters); events run from #0" in flat(out)


def test_d06_parse_number_is_bounded_and_reads_only_decimal_digits() -> None:
    # d06: the one reader of typed numbers behind the menu, the target list and explain
    from werewolves.tui import NUMBER_LIMIT, odd_digits, parse_number

    assert parse_number("12") == 12 and parse_number("007") == 7
    assert parse_number("١٢") == 12  # Arabic-Indic digits are decimal digits: read
    assert parse_number("9" * 5000) == NUMBER_LIMIT + 1  # past the limit, never int()'d
    for text in ("²", "½", "Ⅻ", "③", "", "-1", "1e3", " 1"):
        assert parse_number(text) is None, text
    assert odd_digits("²") and odd_digits("½") and not odd_digits("12") and not odd_digits("x")


def test_d06_escape_sequence_typed_at_menu_is_echoed_visibly() -> None:
    # typed text is echoed with control characters made visible, never as raw escapes
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input="\x1b[2J\x1b]0;pwned\x07\nq\n")
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out
    assert "'\\x1b[2J\\x1b]0;pwned\\x07' is not a choice here" in out


def test_d06_a_refusal_quoting_a_long_typed_name_is_echoed_short() -> None:
    # the refusal quotes the typed target: never in full, never with a raw bidi override or
    # escape sequence (the engine shortens its quote too; the terminal game tames it anyway)
    script = "pass " + "B" * 300 + "\npass \u202e" + "C" * 60 + "\x1b[31m\nq\n"
    code, out = invoke("play", "--seed", "1", "--seat", "Ann", input=script)
    assert code == 0
    assert "Refused: There is no player called 'BBBBBBBBBB" in flat(out)
    assert "Refused: There is no player called '\\u202eCCCCCCCCCC" in flat(out)
    assert "B" * 41 not in out and "C" * 41 not in out
    assert "\u202e" not in out and "\x1b" not in out


def test_d06_long_unknown_word_at_menu_is_echoed_short() -> None:
    # a 900-character word: echoed as its first 40 characters and its length
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input="x" * 900 + "\nq\n")
    assert code == 0
    assert f"'{'x' * 40}…' (900 characters) is not a choice here" in flat(out)
    assert "x" * 41 not in out


# ------------------------------------------------------------------ d07: the command line


def test_d07_roles_with_a_5000_digit_count() -> None:
    # d07: --roles "<5,000 nines>xWolf" was a ValueError from int() in sim/setups.py
    code, out = invoke("play", "--watch", "--seed", "3", "--roles", "9" * 5000 + "xWolf")
    assert code == 2
    lines = out.strip().splitlines()
    assert len(lines) == 1 and len(out) < 200
    assert lines[0].startswith("Error: '9999")
    assert "(5005 characters) asks for more copies than any game can hold" in lines[0]


BAD_FLAGS = {
    "players abc": (["--players", "abc"], "A game needs between 2 and 200 players, not 'abc'."),
    "players empty": (["--players", ""], "A game needs between 2 and 200 players, not ''."),
    "players 1e3": (["--players", "1e3"], "players, not '1e3'."),
    "players -5": (["--players", "-5"], "players, not '-5'."),
    "players 5000 digits": (["--players", "9" * 5000], "players, not '9999"),
    "players superscript": (["--players", "²"], "players, not '²'."),
    "seed abc": (["--seed", "abc"], "--seed takes a whole number from 0 to"),
    "seed -1": (["--seed", "-1"], "not '-1'."),
    "seed 2**70": (["--seed", str(2**70)], f"not '{2**70}'."),
    "seed 5000 digits": (["--seed", "9" * 5000], "(5000 characters)."),
    "role-list bogus": (["--role-list", "bogus"], "--role-list is one of public, partial"),
    "roles 10 kB": (["--roles", "x" * 10_000], "(10000 characters) is too long"),
    "roles control chars": (["--roles", "\x1b[2J\x07Wolf"], "'\\x1b[2J\\x07Wolf' is not a role"),
    "roles long unknown": (["--roles", "Wolf, " + "y" * 300], "(300 characters) is not a role"),
    "seat control chars": (["--seat", "\x1b]0;pwn\x07"], "no seat called '\\x1b]0;pwn\\x07'"),
    "seat 10 kB": (["--seat", "z" * 10_000], "(10000 characters); the players are"),
}


@pytest.mark.parametrize(("args", "words"), BAD_FLAGS.values(), ids=BAD_FLAGS.keys())
def test_d07_bad_flag_value_is_a_one_line_error(args: list[str], words: str) -> None:
    # d07: every bad flag value gets one line naming the problem and exit 2 (a usage error);
    # the value is echoed shortened, with escape sequences made visible
    watch = [] if "--seat" in args else ["--watch"]
    code, out = (
        invoke("play", *watch, "--seed", "3", *args)
        if "--seed" not in args
        else (invoke("play", "--watch", *args))
    )
    assert code == 2
    lines = out.strip().splitlines()
    assert len(lines) == 1, out[:500]
    assert lines[0].startswith("Error: ") and words in lines[0]
    assert len(lines[0]) < 600 and "\x1b" not in out and "\x07" not in out


@pytest.mark.parametrize("role", ["x" * 10_000, "\x1b[2J\x07"], ids=["10 kB", "control chars"])
def test_d07_info_echoes_an_unknown_role_short_and_visible(role: str) -> None:
    # d07 (fuzz 'info (10 kB)', 'info with control chars'): the name is echoed short and visible
    code, out = invoke("info", role)
    assert code == 2
    assert "x" * 41 not in out and "\x1b" not in out
    assert "is not a role this game knows" in out


def test_d07_play_with_stdin_closed() -> None:
    # d07: `werewolves play --seed 3 <&-` was RuntimeError: input(): lost sys.stdin
    code, out, _ = run("play", "--seed", "3", stdin=None, preexec=lambda: os.close(0))
    assert code == 0
    assert "The input ended in Day 0. To play this game again: werewolves play --seed 3" in out


def test_d07_watch_on_an_ascii_only_terminal() -> None:
    # d07: PYTHONIOENCODING=ascii was a UnicodeEncodeError on the first '☀'
    code, out, _ = run(
        "play", "--watch", "--seed", "3", "--explain-deaths", env={"PYTHONIOENCODING": "ascii"}
    )
    assert code == 0
    assert out.isascii()
    assert "*  Day 1" in out and "Game over" in out and "Why " in out


def test_d07_play_a_seat_on_an_ascii_only_terminal() -> None:
    # d07: a played seat shows more glyphs (the ✗ of a refusal, ☠, the full log …)
    script = b"vote Zed\n" + AFTER_GAME.encode() + b"log\n"
    code, out, _ = run(
        "play",
        "--seed",
        "5",
        "--seat",
        "Ann",
        stdin=script,
        env={"PYTHONIOENCODING": "ascii", "LANG": "C", "LC_ALL": "C"},
    )
    assert code == 0
    assert out.isascii()
    assert "x Refused:" in out and "Game over" in out


def test_d07_help_on_an_ascii_only_terminal() -> None:
    # d07: `werewolves play --help` printed an en dash and crashed on an ASCII terminal
    code, out, _ = run("play", "--help", env={"PYTHONIOENCODING": "ascii"})
    assert code == 0
    assert out.isascii() and "--players" in out


def _two_gb_cap() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024**3, 2 * 1024**3))


def test_d07_stdin_from_dev_zero_is_an_endless_line() -> None:
    # d07: stdin /dev/zero (a line that never ends) was read by input() until MemoryError
    with open("/dev/zero", "rb") as zero:
        code, out, _ = run(
            "play", "--seed", "5", "--seat", "Ann", stdin=zero.fileno(), preexec=_two_gb_cap
        )
    assert code == 0
    assert (
        "The input went on for more than 16 MB without ending a line; it is treated as ended."
        in flat(out)
    )
    assert "The input ended in Day 0" in flat(out)


def test_d07_a_10_mb_line_is_refused_and_the_game_goes_on() -> None:
    # d07: a 10 MB line is read at most 1,000 bytes deep, refused, and the game goes on
    code, out = invoke("play", "--seed", "5", "--seat", "Ann", input="x" * 10_000_000 + "\nq\n")
    assert code == 0
    assert "That line was too long to read (over 1,000 bytes). Nothing was done" in flat(out)
    assert "You left the game in Day 0" in flat(out)
    assert len(out) < 20_000
