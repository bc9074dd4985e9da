"""The rule book's paraphrases in the reader's language (issue 40 item 3): ``en/rules.ftl`` is
made from RULEBOOK by scripts/rules_ftl.py and has not drifted, every German rule has the
English one's variables, an explanation cites a rule in the reader's language, and English reads
RULEBOOK's own words as before."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from fluent.syntax import FluentParser, ast

from werewolves.engine.explain import rule_words
from werewolves.game import Accepted, Game, Setup
from werewolves.i18n import CATALOG, LOCALES, rule_id
from werewolves.roles.rulebook import RULEBOOK

ROOT = Path(__file__).resolve().parents[2]


def _ids(lang: str) -> list[str]:
    text = (LOCALES / lang / "rules.ftl").read_text(encoding="utf-8")
    return [e.id.name for e in FluentParser().parse(text).body if isinstance(e, ast.Message)]


def test_the_rules_resource_is_the_rule_books_own_words() -> None:
    # the English paraphrases live in RULEBOOK; the resource is made from them and has not
    # drifted (edit the paraphrase, then run the script)
    got = subprocess.run([sys.executable, str(ROOT / "scripts" / "rules_ftl.py"), "--check"],
                         capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
    # one message a rule, and each reads in English exactly as the book words it
    assert sorted(_ids("en")) == sorted(rule_id(r) for r in RULEBOOK)
    assert [r for r, words in RULEBOOK.items() if CATALOG.text(rule_id(r)) != words] == []


def test_a_rules_fluent_id_names_one_rule() -> None:
    assert rule_id("R8") == "rule-R8" and rule_id("S1.12") == "rule-S1-12"
    assert rule_id("angel.7") == "rule-angel-7"
    assert rule_id("rule-results-tie.2") == "rule-rule-results-tie-2"
    assert rule_id("Flute Player") == "rule-Flute_Player"
    assert rule_id("a/b") == "rule-a_u002fb"
    assert all(re.fullmatch(r"[a-zA-Z][a-zA-Z0-9_-]*", rule_id(r)) for r in RULEBOOK)
    assert len({rule_id(r) for r in RULEBOOK}) == len(RULEBOOK)


def test_every_german_rule_has_the_english_variables() -> None:
    en, de = CATALOG.variables("en"), CATALOG.variables("de")
    german = _ids("de")
    assert len(german) >= 970
    assert [fid for fid in german if fid not in en] == []
    assert [fid for fid in german if de[fid] != en[fid]] == []


def test_every_ruling_and_seed_sentence_reads_in_german() -> None:
    own = [r for r in RULEBOOK if re.match(r"[RS]\d", r)]
    assert len(own) >= 220
    for rule in own:
        got = CATALOG.render(rule_id(rule), {}, "de")
        assert got is not None and got.lang == "de" and got.text != RULEBOOK[rule], rule


def _huntress_game() -> Game:
    # the pack kills the Huntress, whose dying shot kills the wolf (rule "Huntress")
    game = Game.new(Setup([("Ann", "Werewolf"), ("Hana", "Huntress"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), seed=3)
    assert isinstance(game.submit("Hana", ["target", "Ann"]), Accepted)
    game.advance()
    assert isinstance(game.submit("Ann", ["attack", "Hana"]), Accepted)
    game.advance()
    assert not game.player("Ann").alive and not game.player("Hana").alive
    return game


def _cited(lines: list[str]) -> list[str]:
    return [m.group(1) for line in lines for m in re.finditer(r"\[([^:\]]+): ", line)]


def test_a_german_explanation_of_a_death_cites_its_rules_in_german() -> None:
    game = _huntress_game()
    de = game.why_dead("Ann", lang="de")
    cited = _cited(de)
    assert {"Huntress", "R9", "R8"} <= set(cited)
    for rule in cited:
        german = CATALOG.text(rule_id(rule), {}, "de")
        assert german != RULEBOOK[rule]
        assert any(f"[{rule}: {german}]" in line for line in de), rule
        # no English paraphrase anywhere in the German chain
        assert not any(RULEBOOK[rule] in line for line in de), rule
    assert "[Huntress: Stirbt der Jäger anders als durch eine direkte Lynchung" in "\n".join(de)


def test_the_english_explanation_cites_the_rule_books_own_words() -> None:
    game = _huntress_game()
    en = game.why_dead("Ann")
    cited = _cited(en)
    assert {"Huntress", "R9", "R8"} <= set(cited)
    for rule in cited:
        assert any(line.endswith(f"[{rule}: {RULEBOOK[rule]}]") for line in en), rule
    assert game.why_dead("Ann", lang="en") == en


def test_words_given_for_a_rule_that_the_book_words_otherwise_stay_as_given() -> None:
    # a translation is of the book's words: other words for the same id are not replaced
    assert rule_words("R8", {"R8": "a house rule"}, "de") == "a house rule"
    assert rule_words("R8", RULEBOOK, "de") == CATALOG.text("rule-R8", {}, "de")
    assert rule_words("R8", RULEBOOK) == RULEBOOK["R8"]
    # a language without the rule reads English
    assert rule_words("R8", RULEBOOK, "xx") == RULEBOOK["R8"]
