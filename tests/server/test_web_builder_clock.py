"""Issue 35 item 2 in the browser: a game whose phases end "at their deadlines" never starts
without one. The builder gives a length left empty the long clock (12 h days, 12 h nights, as
the Discord lobby's default); a length the host gives is kept; a game ended by the host needs
none."""

from __future__ import annotations

from typing import Any

from live_server import ServerProcess
from test_web_browser import Console, chromium, new_page  # noqa: F401 (fixture)


def _created(page: Any, automation: str, day: str = "") -> dict[str, Any]:
    page.fill("#names", "Ann\nBob\nCid\nDan\nEve")
    page.select_option("#automation", automation)
    page.fill("#day", day)
    page.fill("#night", "")
    page.get_by_role("button", name="Default mix").click()
    with page.expect_request(lambda r: r.url.endswith("/api/games") and r.method == "POST") as sent:
        page.get_by_role("button", name="Create the game").click()
    body: dict[str, Any] = sent.value.post_data_json
    page.locator("#links").wait_for()
    return body["settings"]


def test_a_timed_game_from_the_builder_has_deadlines(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    page = new_page(chromium, console)
    page.goto(server.url + "/")
    got = _created(page, "timed")
    assert got == {"automation": "timed", "day_seconds": 43200, "night_seconds": 43200}, got
    page.goto(server.url + "/")
    kept = _created(page, "timed", day="10")
    assert (kept["day_seconds"], kept["night_seconds"]) == (600, 43200), kept
    page.goto(server.url + "/")
    manual = _created(page, "manual")
    assert manual == {"automation": "manual"}, manual
    assert console.errors == [], console.errors
