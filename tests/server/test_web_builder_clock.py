"""Issue 35 item 2 in the browser: the builder offers the clock's presets of the Discord lobby,
long (12 h days, 12 h nights; the default) and fast (10 min days, 5 min nights), as buttons
beside the day and night lengths; a game whose phases end "at their deadlines" never starts
without one (the service gives a length left empty the long clock's); a game ended by the host
needs none. What is checked is the game the service made, read back through the API."""

from __future__ import annotations

import re
from typing import Any

import httpx2
from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)

LONG = "Long: 12 h days, 12 h nights"
FAST = "Fast: 10 min days, 5 min nights"


def _created(
    page: Any,
    automation: str,
    *,
    preset: str | None = None,
    day: str | None = None,
    night: str | None = None,
) -> dict[str, Any]:
    """Make a game from the builder; the game as the service has it (the host's summary)."""
    page.fill("#names", "Ann\nBob\nCid\nDan\nEve")
    page.select_option("#automation", automation)
    if preset is not None:
        page.get_by_role("button", name=preset).click()
    if day is not None:
        page.fill("#day", day)
    if night is not None:
        page.fill("#night", night)
    page.get_by_role("button", name="Default mix").click()
    with page.expect_response(
        lambda r: r.url.endswith("/api/games") and r.request.method == "POST"
    ) as answer:
        page.get_by_role("button", name="Create the game").click()
    made: dict[str, Any] = answer.value.json()
    page.locator("#links").wait_for()
    base = re.match(r"https?://[^/]+", page.url)
    assert base is not None
    r = httpx2.get(
        f"{base.group(0)}/api/games/{made['game']}",
        headers={"Authorization": f"Bearer {made['host']['token']}"},
        timeout=10,
    )
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def _lengths(summary: dict[str, Any]) -> tuple[Any, Any]:
    return summary["settings"]["day_seconds"], summary["settings"]["night_seconds"]


def test_the_builder_offers_the_presets_long_by_default(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    page = new_page(chromium, console)
    page.goto(server.url + "/")
    presets = page.get_by_role("group", name="Clock")
    long, fast = presets.get_by_role("button", name=LONG), presets.get_by_role("button", name=FAST)
    # the game's phases end at their deadlines by default, on the long clock
    expect(page.locator("#automation")).to_have_value("timed")
    expect(long).to_have_attribute("aria-pressed", "true")
    expect(fast).to_have_attribute("aria-pressed", "false")
    expect(page.get_by_label("Day length (minutes)")).to_have_value("720")
    expect(page.get_by_label("Night length (minutes)")).to_have_value("720")
    # a preset fills both lengths and is the one pressed
    fast.click()
    expect(fast).to_have_attribute("aria-pressed", "true")
    expect(long).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#day")).to_have_value("10")
    expect(page.locator("#night")).to_have_value("5")
    # lengths of the host's own are no preset
    page.fill("#day", "15")
    expect(fast).to_have_attribute("aria-pressed", "false")
    expect(long).to_have_attribute("aria-pressed", "false")
    long.click()
    expect(page.locator("#day")).to_have_value("720")
    # a game the host ends by hand has no clock to set
    page.select_option("#automation", "manual")
    expect(page.locator("#clock-box")).to_be_hidden()
    page.select_option("#automation", "auto")
    expect(long).to_be_visible()
    assert console.errors == [], console.errors


def test_fast_from_the_builder_gives_a_10_minute_day_deadline(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    page = new_page(chromium, console)
    page.goto(server.url + "/")
    fast = _created(page, "timed", preset=FAST)
    assert fast["phase"] == "Day 0" and _lengths(fast) == (600, 300), fast
    assert fast["deadline"] is not None
    # the host's screen shows the day's deadline: under 10 minutes away (m:ss, no hours)
    page.locator("#open-host").click()
    clock = page.locator("#clock")
    expect(clock).to_have_text(re.compile(r"^ends in \d{1,2}:\d\d$"))
    m, s = re.findall(r"\d+", clock.inner_text())
    assert 0 < int(m) * 60 + int(s) <= 600, clock.inner_text()
    assert console.errors == [], console.errors


def test_a_timed_game_from_the_builder_has_deadlines(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    page = new_page(chromium, console)
    page.goto(server.url + "/")
    # the lengths emptied: the service gives the timed game the long clock's
    got = _created(page, "timed", day="", night="")
    assert _lengths(got) == (43200, 43200) and got["deadline"] is not None, got
    page.goto(server.url + "/")
    kept = _created(page, "timed", day="10", night="")
    assert _lengths(kept) == (600, 43200), kept
    page.goto(server.url + "/")
    manual = _created(page, "manual")
    assert manual["automation"] == "manual" and _lengths(manual) == (None, None), manual
    assert manual["deadline"] is None
    assert console.errors == [], console.errors
