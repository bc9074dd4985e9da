"""The ``werewolves`` commands other than the terminal game in the reader's language: ``--help``,
``info``, ``role check`` and ``show``, ``simulate`` and its HTML report (issue 40 item 1: the CLI,
the simulation's report and the role-file loader's problems in Fluent), and role files' own words
in other languages (``texts``).

"No English sentence" is checked against the English resources themselves: every run of three
words or more of an English message (its literal text between variables) that German words
differently must not appear in the German output."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.i18n import CATALOG

ROOT = Path(__file__).resolve().parents[2]
LAMPLIGHTER = ROOT / "examples" / "roles" / "lamplighter.yaml"
# wide enough that no table or panel wraps a sentence
WIDE = {"COLUMNS": "400", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}
BROKEN = """\
name: Lantern Keeper
team: lanterns
summary: 12
colour: blue
abilities:
  - verb: Shine
    phase: dusk
    targets: {count: 1, self: maybe}
    effect: Glow
"""


@cache
def english_phrases(areas: tuple[str, ...]) -> frozenset[str]:
    """The runs of 3 words or more of the English messages of ``areas`` that German words
    differently (a message German writes the same, such as "Team:", says nothing)."""
    out: set[str] = set()
    for area in areas:
        for key in CATALOG.area_keys(area):
            blanks = {v: "\x00" for v in CATALOG.needs(key)}
            english = CATALOG.text(key, blanks)
            if english == CATALOG.text(key, blanks, "de"):
                continue
            for piece in english.split("\x00"):
                words = " ".join(piece.split()).strip(" .,:;()[]'\"")
                if len(words.split()) >= 3:
                    out.add(words)
    return frozenset(out)


def english_in(text: str, areas: tuple[str, ...]) -> list[str]:
    flat = " ".join(text.split())
    return sorted(p for p in english_phrases(areas) if p in flat)


def run(*args: str, **env: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args), env={**WIDE, **env})
    assert "Traceback" not in result.output, result.output
    return result.exit_code, result.output


def help_text(*args: str, **env: str) -> str:
    """A command's --help as a fresh process reads it (Typer's help is resolved at start-up)."""
    done = subprocess.run(
        [sys.executable, "-m", "werewolves.cli", *args, "--help"],
        capture_output=True, text=True, encoding="utf-8", timeout=120,
        env={**os.environ, **WIDE, **env},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


# ------------------------------------------------------------------ --help


def test_help_in_german_has_no_english_sentence_and_english_is_unchanged() -> None:
    areas = ("cli",)
    top = help_text(LANG="de_DE.UTF-8")
    assert "Werwolf-Spiele, deren Regeln das Programm ausführt." in top
    assert english_in(top, areas) == []
    # a --lang on the command line decides the help's language over the locale
    sim = help_text("simulate", "--lang", "de")
    assert "Viele Spiele mit Seed von Bots spielen lassen" in sim
    assert "Diese Hilfe zeigen und beenden." in sim and "Aufruf:" in sim
    assert english_in(sim, areas) == []
    assert english_in(help_text("role", "check", LANG="de_DE.UTF-8"), areas) == []
    # English stays as Typer and the commands always wrote it
    english = help_text("simulate")
    assert "Usage: python -m werewolves.cli simulate" in english
    assert "Show this message and exit." in english
    assert "Play many seeded games with bots: win rates by team and role" in english


# ------------------------------------------------------------------ info


def test_info_in_german_has_no_english_sentence() -> None:
    code, out = run("info", "Fortune Teller", "--lang", "de")
    assert code == 0
    assert "Wahrsager" in out and "Gruppe: Dorf Ermittelnd" in out
    assert "ab Tag 1" in out  # the common actions' first phase in the reader's words
    assert english_in(out, ("cli", "cards", "explain")) == []
    code, english = run("info", "Fortune Teller")
    assert "Group: Townsfolk Investigative" in english and "from Day 1" in english


# ------------------------------------------------------------------ role check


def test_role_check_of_a_broken_file_in_german_has_no_english_sentence(tmp_path: Path) -> None:
    from werewolves.roledata.load import check_text

    path = tmp_path / "broken.yaml"
    path.write_text(BROKEN, encoding="utf-8")
    # every problem of this file is a message of roledata.ftl, so a German reader reads it all
    problems = check_text(BROKEN)
    assert len(problems) == 7 and all(p.key for p in problems)
    code, out = run("role", "check", str(path), "--lang", "de")
    assert code == 1
    assert f"{path}:3: 'summary' muss ein Text sein, nicht eine Zahl." in out
    assert f"7 Probleme in {path}." in out
    assert english_in(out, ("cli", "roledata")) == []
    # English as it always was
    code, english = run("role", "check", str(path))
    assert code == 1
    assert f"{path}:3: 'summary' must be a text, not a number." in english
    assert f"{path}:6: the verb 'Shine' must be one lower-case word." in english
    assert f"7 problems in {path}." in english


# problems of the keys added late to the format (attributes, votes, whisper, learns, conditions,
# limits, signals): each one a message of roledata.ftl too
LATER = """\
name: Lamplighter
team: town
summary: Lights the lamps.
attributes: 5
votes: 3
whisper: nope
learns: everything
abilities:
  - verb: light
    phase: night
    timing: immediate
    targets: {count: 1}
    effect: Protect
    if: {sometimes: self}
    limits: {succession: never}
triggers:
  - moment: signal
    targets: self
    effect: Protect
"""


def test_the_later_keys_problems_read_in_german_too(tmp_path: Path) -> None:
    from werewolves.roledata.load import check_text

    path = tmp_path / "later.yaml"
    path.write_text(LATER, encoding="utf-8")
    problems = check_text(LATER)
    assert [p.line for p in problems] == [4, 5, 6, 7, 14, 15, 17]
    assert all(p.key and p.key.startswith("roledata.") for p in problems)
    code, out = run("role", "check", str(path), "--lang", "de")
    assert code == 1 and f"7 Probleme in {path}." in out
    assert f"{path}:14: 'sometimes' ist keine Bedingung" in out
    assert english_in(out, ("cli", "roledata")) == []


def test_a_file_too_large_is_refused_in_german_with_the_size_grouped(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text("name: x\n" + "#" * 70_000 + "\n", encoding="utf-8")
    code, out = run("role", "check", str(path), "--lang", "de")
    assert code == 1
    assert "die Datei hat 70.009 Bytes; eine Rollendatei hat höchstens 65.536 (64 KiB)" in out
    code, english = run("role", "check", str(path))
    assert "the file has 70,009 bytes; a role file has at most 65,536 (64 KiB)" in english


# ------------------------------------------------------------------ simulate


def test_simulate_and_its_report_in_german_have_no_english_sentence(tmp_path: Path) -> None:
    areas = ("cli", "report", "cards")
    report = tmp_path / "report.html"
    code, out = run("simulate", "-n", "7", "-g", "4", "--lang", "de", "--report", str(report))
    assert code == 0, out
    # (a table's title wraps at the table's width)
    assert "Gewinnquote nach Team (4 Spiele, 95-%-Wilson-Intervalle)" in " ".join(out.split())
    assert english_in(out, areas) == []
    page = report.read_text(encoding="utf-8")
    assert '<html lang="de">' in page and "<h2>Todesursachen</h2>" in page
    assert english_in(re.sub(r"<[^>]+>", " ", page), areas) == []
    # English as it always was
    english_page = tmp_path / "english.html"
    code, english = run("simulate", "-n", "7", "-g", "4", "--report", str(english_page))
    assert "Win rate by team (4 games, 95 % Wilson intervals)" in " ".join(english.split())
    assert f"Wrote {english_page}." in english
    written = english_page.read_text(encoding="utf-8")
    assert '<html lang="en">' in written and "<h2>Causes of death</h2>" in written


def test_a_cause_of_death_reads_in_german_through_its_english_value() -> None:
    from werewolves.sim.report import cause_words

    assert cause_words("wolfpack", "de") == "Rudel"
    assert cause_words("the Huntress's shot", "de") == "der Schuss der Rolle Jäger"
    assert cause_words("Witch", "de") == "Hexe"
    assert cause_words("a cause no message holds", "de") == "a cause no message holds"
    assert cause_words("wolfpack") == "wolfpack"


# ------------------------------------------------------------------ a role file's own languages


def test_a_role_files_texts_are_what_a_german_reader_reads() -> None:
    from werewolves.game import render, role_card, role_words
    from werewolves.roledata.load import load_texts

    rules = load_texts([("lamplighter.yaml", LAMPLIGHTER.read_text(encoding="utf-8"))])
    role = rules.roles["Lamplighter"]
    card = role_card(role, rules, "de")
    assert card.summary == "Schütze jede Nacht eine andere Person bis zum Morgen vor Angriffen."
    assert card.description.startswith("Am Ende jeder Nacht")
    light = next(a for a in card.abilities if a.verb == "light")
    assert light.help == "eine andere Person bis zum Morgen vor Angriffen schützen"
    assert role_words("Lamplighter", "de") == "Laternenanzünder"
    # what the role tells a player, in the reader's words; English unchanged
    told = next(k for k, v in rules.families["custom roles"].messages.items()
                if v.startswith("Someone kept a lamp"))
    german = "Jemand hat heute Nacht eine Laterne über deiner Tür brennen lassen."
    assert render(told, {}, "de") == german
    assert render(told, {}, "en") == "Someone kept a lamp lit over your door tonight."
    english = role_card(role, rules)
    assert english.summary == "Each night, keep one other player safe from attacks until morning."
    assert role_words("Lamplighter") == "Lamplighter"


def test_a_role_file_without_texts_keeps_its_message_ids() -> None:
    # a game recorded before a file gave texts replays the same: a told text's id is the hash
    # of its English words alone when no language gives it
    from werewolves.roledata.load import load_texts

    text = LAMPLIGHTER.read_text(encoding="utf-8").split("# the role's words in German")[0]
    rules = load_texts([("lamplighter.yaml", text)])
    told = "Someone kept a lamp lit over your door tonight."
    key = "custom." + hashlib.sha256(told.encode("utf-8")).hexdigest()[:16]
    assert rules.families["custom roles"].messages[key] == told


@pytest.mark.parametrize(
    ("texts", "sentence"),
    [
        ("texts: {en: {name: Lamp}}", "'en' is not a language of 'texts'"),
        ("texts: {de: {title: Lampe}}", "'title' is not a key of a language of 'texts'"),
        ("texts: {de: {help: {shine: leuchten}}}", "'shine' in de is no verb of this role's"),
        ("texts: {de: {told: {'Nothing said.': Nichts.}}}",
         "'Nothing said.' in de is no text this role tells"),
        ("texts: {de: {told: {\"Someone kept a lamp lit over your door tonight.\": \"{x}\"}}}",
         "must name the same values in braces as the English"),
    ],
)
def test_a_role_files_texts_with_a_problem_are_refused(texts: str, sentence: str) -> None:
    from werewolves.roledata.load import check_text

    base = LAMPLIGHTER.read_text(encoding="utf-8").split("# the role's words in German")[0]
    problems = check_text(base + texts + "\n")
    assert any(sentence in p.sentence for p in problems), [p.sentence for p in problems]
    assert all(p.in_language("de") != p.sentence for p in problems)


# ------------------------------------------------------------------ replay


def test_replay_in_german_says_the_result_in_german(tmp_path: Path) -> None:
    import json

    from fastapi.testclient import TestClient

    from werewolves.server.app import create_app
    from werewolves.storage import Store

    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        made = c.post("/api/games", json={"setup": {"names": names}, "seed": 4,
                                          "bots": names}).json()
        host = {"Authorization": f"Bearer {made['host']['token']}"}
        for _ in range(40):
            c.post(f"/api/games/{made['game']}/host/advance", headers=host)
        ex = c.get(f"/api/games/{made['game']}/host/export", headers=host).json()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(ex), encoding="utf-8")
    code, out = run("replay", str(path), "--lang", "de")
    assert code == 0, out
    assert "Das Spiel ist aus (das Team Werwölfe gewinnt); gewonnen haben: Fay." in out
    assert "Verloren: Ann, Bob, Cid, Dan, Eve, Gus." in out
    assert english_in(out, ("cli",)) == []
    code, english = run("replay", str(path))
    assert "The game is over (the Werewolves win); winners: Fay." in english
    assert "Lost: Ann, Bob, Cid, Dan, Eve, Gus." in english
