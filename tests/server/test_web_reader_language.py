"""Issue 40 item 2 in a real browser (Playwright driving Debian's Chromium, against a real
`werewolves serve`): every reader in their own language. One game, one seat's page in German
and another in English at the same time, each with its own words (the page's and the game's,
also in what the socket pushes later), axe-core finding no serious or critical violation; the
language switch changes the page's language and it stays after a reload."""

from __future__ import annotations

import re
from typing import Any

from live_server import ServerProcess
from test_web_browser import Console, _game, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_screens import SHOTS, _axe, _host, _link


def test_one_game_is_read_in_german_and_in_english_at_once(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _game(server)
    german = new_page(chromium, console, width=390, locale="de-DE")
    english = new_page(chromium, console, width=390)
    german.goto(_link(made, "Cid"))
    english.goto(_link(made, "Bob"))
    expect(german.locator("html")).to_have_attribute("lang", "de")
    expect(english.locator("html")).to_have_attribute("lang", "en")
    # the page's own words
    expect(german.get_by_role("heading", name="Was du jetzt tun kannst")).to_be_visible()
    expect(german.get_by_role("heading", name="Mitspielende")).to_be_visible()
    expect(english.get_by_role("heading", name="What you can do now")).to_be_visible()
    expect(english.get_by_role("heading", name="Players")).to_be_visible()
    # the game's words, from the API in each reader's language
    expect(german.locator("#timeline")).to_contain_text("Das Spiel beginnt")
    expect(english.locator("#timeline")).to_contain_text("The game begins")
    expect(english.locator("#timeline")).not_to_contain_text("Das Spiel beginnt")
    # the socket pushes what happens next in each reader's language too
    _host(server, made, "/host/advance")
    # (the phase's name as the page writes it: the engine's words for it are English for now)
    expect(german.locator("#phase")).to_have_text("Nacht 1")
    expect(german.locator("#timeline .phase-head").last).to_have_text("Nacht 1")
    expect(english.locator("#phase")).to_have_text("Night 1")
    expect(german.locator("#timeline li").last).to_contain_text("beginnt")
    expect(english.locator("#timeline li").last).to_contain_text("begins")
    german.screenshot(path=str(SHOTS / "player-de-390.png"), full_page=True)
    for page in (german, english):
        problems = _axe(page, "body")
        assert not problems, problems
    assert not console.errors, console.errors


def test_the_language_switch_changes_the_page_and_stays_after_a_reload(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _game(server)
    page = new_page(chromium, console, width=390)  # the browser asks for English
    page.goto(_link(made, "Dan"))
    expect(page.get_by_role("heading", name="Your role", exact=False)).to_be_visible()
    switch = page.get_by_label("Language")
    expect(switch).to_have_value("en")
    expect(switch.locator("option")).to_have_text(["English", "Deutsch"])
    switch.select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_role("heading", name=re.compile("^Deine Rolle"))).to_be_visible()
    expect(page.locator("#timeline")).to_contain_text("Das Spiel beginnt")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_label("Sprache")).to_have_value("de")
    expect(page.locator("#timeline")).to_contain_text("Das Spiel beginnt")
    # back to English, and the browser's German is not what decides once the switch chose
    page.get_by_label("Sprache").select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#timeline")).to_contain_text("The game begins")
    assert not console.errors, console.errors
