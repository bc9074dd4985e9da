"""The Fluent catalogue (werewolves.i18n): ids, fallback, plurals, lists, negotiation, and the
completeness check a translation must pass (issue 40 items 1, 2 and 4)."""

from pathlib import Path

import pytest

from werewolves.i18n import (
    CATALOG,
    DEFAULT,
    Catalog,
    fluent_id,
    join,
    key_of,
    parse_accept_language,
)


def _catalog(tmp_path: Path, files: dict[str, str]) -> Catalog:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return Catalog(tmp_path)


EN = """
game-started = The game begins with { $count ->
    [one] one player
   *[other] { $count } players
  }: { $players }.
refuse-unknown_player = There is no player called '{ $name }' in this game.
only-en = Only in English.
"""
DE = """
game-started = Das Spiel beginnt mit { $count ->
    [one] einem Spieler
   *[other] { $count } Spielern
  }: { $players }.
refuse-unknown_player = In diesem Spiel gibt es niemanden namens „{ $name }“.
"""


def test_a_key_and_its_fluent_id_map_both_ways() -> None:
    assert fluent_id("refuse.unknown_player") == "refuse-unknown_player"
    assert key_of(fluent_id("rule.R34")) == "rule.R34"


def test_plural_and_list_follow_the_readers_language(tmp_path: Path) -> None:
    cat = _catalog(tmp_path, {"en/engine.ftl": EN, "de/engine.ftl": DE})
    assert cat.text("game.started", {"count": 1, "players": ["Anna"]}, "de") == (
        "Das Spiel beginnt mit einem Spieler: Anna.")
    assert cat.text("game.started", {"count": 3, "players": ["Anna", "Bob", "Cleo"]}, "de") == (
        "Das Spiel beginnt mit 3 Spielern: Anna, Bob und Cleo.")
    assert cat.text("game.started", {"count": 2, "players": ["Anna", "Bob"]}, "en") == (
        "The game begins with 2 players: Anna and Bob.")


def test_a_message_a_language_lacks_is_read_in_english_and_says_so(tmp_path: Path) -> None:
    cat = _catalog(tmp_path, {"en/engine.ftl": EN, "de/engine.ftl": DE})
    got = cat.render("only.en", {}, "de")
    assert got is not None and (got.text, got.lang) == ("Only in English.", DEFAULT)
    assert cat.render("refuse.unknown_player", {"name": "Zed"}, "de").lang == "de"  # type: ignore[union-attr]
    # a key no resource has is shown as itself, never a traceback
    assert cat.text("no.such_key", {}, "de") == "[no.such_key]"


def test_negotiation_reads_headers_lang_values_and_discord_locales(tmp_path: Path) -> None:
    cat = _catalog(tmp_path, {"en/a.ftl": "a = a\n", "de/a.ftl": "a = a\n"})
    assert cat.languages == ("en", "de")
    assert cat.negotiate("fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7") == "de"
    assert cat.negotiate("de_AT.UTF-8") == "de"
    assert cat.negotiate("en-US") == "en"
    assert cat.negotiate(["pt-BR", "de"]) == "de"
    assert cat.negotiate("ja") == DEFAULT
    assert cat.negotiate(None) == DEFAULT
    assert parse_accept_language("en;q=0.5, de, fr;q=0, *;q=0.1, ;;;") == ["de", "en", "*"]


def test_completeness_names_every_missing_extra_and_mismatched_message(tmp_path: Path) -> None:
    broken = DE.replace("{ $name }", "{ $nom }") + "extra = only here\n!!! not fluent\n"
    cat = _catalog(tmp_path, {"en/engine.ftl": EN, "de/engine.ftl": broken})
    problems = cat.problems("de")
    assert "de has no message only-en (in en)" in problems
    assert "de has a message extra that en does not" in problems
    assert "de message refuse-unknown_player lacks $name; adds $nom" in problems
    assert any("does not parse" in p for p in problems)
    whole = _catalog(tmp_path / "ok", {"en/e.ftl": EN, "de/e.ftl": DE + "only-en = x\n"})
    assert whole.problems("de") == []


def test_completeness_names_an_attribute_missing_or_added(tmp_path: Path) -> None:
    en = "verb-attack = Attack\n    .in_text = attack\n"
    cat = _catalog(tmp_path, {"en/names.ftl": en,
                              "de/names.ftl": "verb-attack = Angreifen\n    .extra = x\n"})
    assert cat.problems("de") == [
        "de message verb-attack has no attribute .in_text (in en)",
        "de message verb-attack has an attribute .extra that en does not",
    ]
    # an attribute the language lacks is read in English, as a message is
    got = cat.attribute("verb.attack", "in_text", {}, "de")
    assert got is not None and (got.text, got.lang) == ("attack", DEFAULT)


def test_names_are_joined_by_the_locales_own_pattern() -> None:
    assert join(["Anna", "Bob", "Cleo"], "de") == "Anna, Bob und Cleo"
    assert join(["Anna"], "en") == "Anna"
    assert join([], "de") == ""
    assert join(["A", "B"], "xx-unknown") == "A and B"


@pytest.mark.parametrize("lang", [lang for lang in CATALOG.languages if lang != DEFAULT])
def test_every_shipped_language_is_complete(lang: str) -> None:
    # issue 40 item 4: every id of the English resources exists in each language with the same
    # variables, and every resource parses
    assert CATALOG.problems(lang) == []
    assert CATALOG.problems(DEFAULT) == []


def test_german_ships() -> None:
    assert "de" in CATALOG.languages
    assert CATALOG.text("language.name", {}, "de") == "Deutsch"
