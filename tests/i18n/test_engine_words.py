"""The engine's messages read in the reader's language (issue 40 items 1 and 3): the words come
from the Fluent resources, English stays as it was, German is whole."""

import werewolves.roles  # noqa: F401  (registers every family's own texts)
from werewolves.engine import messages
from werewolves.engine.messages import EN, render
from werewolves.i18n import CATALOG


def test_english_reads_as_the_catalogue_always_did() -> None:
    assert render("group.members", {"group": "wolfpack", "members": ["Ann", "Bob"]}) == (
        "The members of the wolfpack are: Ann, Bob.")
    assert render("lynch.tie", {"players": ["Ann", "Bob"], "count": 2}) == (
        "Nobody is lynched today: a tie, Ann, Bob with 2 each.")
    # a seed is written as typed, never grouped
    assert "123456" in render("setup.seed", {"max": 123456, "value": "x"})


def test_german_reads_german_with_its_plurals_and_list_pattern() -> None:
    assert render("game.stalled", {"count": 1}, "de") == "eine Phase lang ist niemand gestorben"
    assert render("game.stalled", {"count": 4}, "de") == "4 Phasen in Folge ist niemand gestorben"
    # the group's id, as the log holds it, reads as the group's German name
    assert render("group.members", {"group": "wolfpack", "members": ["Ann", "Bob", "Cleo"]},
                  "de") == "Die Mitglieder der Gruppe Rudel sind: Ann, Bob und Cleo."
    assert render("group.members", {"group": "wolfpack", "members": []}, "de").endswith(
        "niemand.")


def test_a_missing_parameter_stays_visible_in_every_language() -> None:
    assert "{player}" in render("death.died", {})
    assert "{player}" in render("death.died", {}, "de")


def test_a_message_german_lacks_reads_in_english_never_as_its_id() -> None:
    # a role file's own text (English only) reads in English in a German view
    messages.register_texts("a role file of this test", {"testfile.hello": "Hello, {target}."})
    assert render("testfile.hello", {"target": "Ann"}, "de") == "Hello, Ann."
    # an unknown language reads English
    assert render("lynch.nobody", {}, "xx") == "Nobody is lynched today."


def test_every_engine_message_is_german_in_german() -> None:
    # (the rule paraphrases, once engine.ftl's rule-R* lines, are rules.ftl's: made from RULEBOOK)
    assert len(EN) > 130
    for key in EN:
        got = CATALOG.render(key, {}, "de")
        assert got is not None and got.lang == "de", key


def test_a_parameter_is_made_safe_in_every_language() -> None:
    # a control character in a name never reaches a screen as itself (the quoting rule)
    assert "\\x1b" in render("death.died", {"player": "Ann\x1b[2J"}, "de")


def test_one_table_reads_in_two_languages() -> None:
    # issue 40 item 2: the language is the reader's, not the game's: the same game's messages,
    # one seat in German and one in English, with the same keys and parameters
    from werewolves.game import Game, Setup

    game = Game.new(Setup([("Ann", "Werewolf"), ("Bob", "Citizen"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=3)
    de = game.view("Bob", lang="de").messages
    en = game.view("Bob").messages
    assert [m.key for m in de] == [m.key for m in en] and de
    started = next(m for m in de if m.key == "game.started")
    assert started.text.startswith("Das Spiel beginnt mit 5 Mitspielenden")
    assert next(m for m in en if m.key == "game.started").text.startswith("The game begins")
    assert next(m for m in game.events_for("Bob", lang="de") if m.key == "game.started").text == (
        started.text)
    assert any(m.text.startswith("Das Spiel") for m in game.host_view(lang="de").messages)


def test_a_role_files_refusals_are_the_engines_resources_in_every_language() -> None:
    """The sentences a role file's role refuses with (a `unique` or `requires` setup, an
    effect the game cannot carry out) read in English as they always did and in German, with
    no role file loaded first."""
    from werewolves.engine.messages import render

    en = render("custom.unique_role", {"role": "Zed", "count": 2})
    assert en == "The Zed may be dealt once at most; this setup deals it 2 times."
    de = render("custom.unique_role", {"role": "Zed", "count": 2}, "de")
    assert de.startswith("Die Rolle Zed darf höchstens einmal")
    assert render("custom.requires_role", {"role": "A", "required": "B"}, "de").startswith(
        "Eine Aufstellung")
    assert "Rollendatei" in render("custom.effect_failed", {"verb": "light"}, "de")
