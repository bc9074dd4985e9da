"""Issue 36 items 1-5 at the table, in a real browser (Playwright driving Debian's Chromium against
a real `werewolves serve`), at phone (390 px) and desktop (1280 px) width, in one game per width:
- item 2: a wolf's roster marks its packmate (the wolfpack's members message declares it), and
  a tap that attacks the packmate asks first, naming them; "Cancel" sends nothing;
- item 1: the Angel lynched on Day 1 ascends: the banner says so, every roster marks Fin
  "ascended" (not struck through); at the end Fin's screen says "You won!" with Fin's own win in
  its sentence and every seat's role in the roster;
- item 3: the last phase's news is on top after a reload;
- item 4: the election's tie is named with both players and the count;
- item 5: the review marks the lynch the ascension cancelled.
axe-core finds no serious or critical violation on the pages drawn."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from live_server import ServerProcess, post_as
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_front import _moves, _no_axe_problems, _seat, _seat_page
from test_web_newcomer import _made

WIDTHS = [390, 1280]
# WEREWOLVES_TABLE_SHOTS=docs/screenshots to refresh the documented shots
SHOTS = os.environ.get("WEREWOLVES_TABLE_SHOTS")

PLAYERS = [
    ["Fin", "Angel"],
    ["Ada", "Wolf"],
    ["Wes", "Wolf"],
    ["Bob", "Citizen"],
    ["Cal", "Citizen"],
    ["Deb", "Citizen"],
    ["Eve", "Citizen"],
    ["Gus", "Citizen"],
    ["Hal", "Citizen"],
]


def _shot(page: Any, name: str, width: int) -> None:
    if SHOTS:
        label = "phone" if width < 600 else "desktop"
        page.screenshot(path=str(Path(SHOTS) / f"{name}-{label}.png"), full_page=False)


@pytest.mark.parametrize("width", WIDTHS)
def test_ascension_allies_news_ties_and_the_void_lynch_on_the_pages(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server, PLAYERS)
    post_as(server, made, "/act", "Fin", action="target Bob")
    post_as(server, made, "/host/advance", "host", phase=0)  # Night 1

    # item 2: the packmate carries the ally mark, and attacking them asks first
    ada = _seat_page(chromium, console, made, "Ada", width)
    expect(_seat(ada, "Wes")).to_contain_text("your wolfpack")
    expect(_seat(ada, "Bob")).not_to_contain_text("your wolfpack")
    _seat(ada, "Wes").locator("button").click()
    dialog = ada.locator("dialog")
    expect(dialog).to_contain_text("Wes is in your wolfpack.")
    _shot(ada, "ally-mark", width)
    dialog.get_by_role("button", name="Cancel").click()
    assert _moves(server, made, "Ada") == []
    _no_axe_problems(ada)
    ada.close()

    for wolf in ("Ada", "Wes"):
        post_as(server, made, "/act", wolf, action="attack Eve")
    post_as(server, made, "/host/advance", "host", phase=1)  # Day 1: Eve dead
    for voter in ("Bob", "Cal"):
        post_as(server, made, "/act", voter, action="vote Fin")
    deb = _seat_page(chromium, console, made, "Deb", width)
    post_as(server, made, "/host/advance", "host", phase=2)  # Night 2: Fin ascends with Bob

    # item 1: the banner and the roster name the ascension; item 4: nobody voted, said so
    banner = deb.locator("#phase-alert")
    expect(banner).to_contain_text("Fin the Angel has ascended and won.")
    expect(banner).to_contain_text("Nobody is elected Mayor today: nobody voted.")
    expect(_seat(deb, "Fin")).to_contain_text("ascended")
    expect(_seat(deb, "Fin")).not_to_have_class("seat dead")
    # item 3: after a reload the news is still on top
    deb.reload()
    expect(deb.locator("#live")).to_have_text("Live")
    expect(banner).to_contain_text("Fin the Angel has ascended and won.")
    expect(banner).to_contain_text("Bob has died.")
    assert banner.bounding_box()["y"] < deb.viewport_size["height"]

    for wolf in ("Ada", "Wes"):
        post_as(server, made, "/act", wolf, action="attack Cal")
    post_as(server, made, "/host/advance", "host", phase=3)  # Day 2: its lynch is cancelled
    post_as(server, made, "/act", "Deb", action="vote Gus")
    post_as(server, made, "/act", "Gus", action="elect Deb")
    post_as(server, made, "/act", "Deb", action="elect Gus")
    post_as(server, made, "/host/advance", "host", phase=4)  # Night 3
    # item 4: the tie named, with both players and the count
    expect(banner).to_contain_text("Nobody is elected Mayor today: a tie, Deb, Gus with 1 each.")
    expect(banner).to_contain_text("Today's lynch has been cancelled.")
    # R44: Fin left the game with a win, and her own page says so (never "You are dead")
    fin = _seat_page(chromium, console, made, "Fin", width)
    expect(fin.locator("#roster-hint")).to_contain_text("You ascended")
    post_as(server, made, "/host/draw", "host", reason="the host ended the game")

    # item 1: Fin's end screen: "You won!", Fin's own win in its sentence, every role shown
    expect(fin.locator("#you-result")).to_have_text("You won!")
    expect(fin.locator("#banner-result")).to_have_text("You won!")  # on top, above the fold
    expect(fin.locator("#outcome")).to_contain_text("Fin ascended and won (Angel).")
    expect(_seat(fin, "Ada")).to_contain_text("Wolf")
    expect(_seat(fin, "Gus")).to_contain_text("Citizen")
    expect(fin.locator("#roster-result")).to_have_text("")
    _shot(fin, "ascension-end", width)
    _no_axe_problems(fin)
    expect(deb.locator("#you-result")).to_have_text("A draw.")

    # item 5: the review marks the lynch that never happened
    fin.get_by_role("link", name="How the game went").click()
    expect(fin.locator("#review")).to_be_visible()
    expect(fin.locator("#poll-results")).to_contain_text(
        "Never carried out: the day's lynch was cancelled."
    )
    expect(fin.locator("#winners")).to_contain_text("Fin ascended and won (Angel).")
    _shot(fin, "review-void-lynch", width)
    _no_axe_problems(fin)
    assert not console.errors, console.errors
