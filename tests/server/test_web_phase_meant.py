"""Issue 36 item 6 in a real browser: a tap carries the phase it was meant for, so a night's
tap that reaches the service after the day began is refused with a sentence and never becomes
the day's action (the wolf's attack tap that became a lynch vote)."""

from __future__ import annotations

import re
from typing import Any

import httpx2
from live_server import ServerProcess, post_as
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)

PLAYERS = [
    ["Ann", "Wolf"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Citizen"],
    ["Eve", "Citizen"],
]
STALE = "That was meant for Night 1; it is Day 1 now: nothing was done."


def test_a_tap_sent_for_the_night_arriving_in_the_day_is_refused(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    body = {"setup": {"players": PLAYERS}, "seed": 3, "settings": {"automation": "manual"}}
    made = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    post_as(server, made, "/host/advance", "host", phase=0)  # Night 1
    page = new_page(chromium, console, width=390)
    page.goto(next(s["link"] for s in made["seats"] if s["name"] == "Ann"))
    expect(page.locator("#live")).to_have_text("Live")
    expect(page.locator("#roster-hint")).to_have_text("Tap a name to attack.")
    sent: list[Any] = []

    def late(route: Any) -> None:
        # the night ends while the tap is on its way
        sent.append(route.request.post_data_json)
        post_as(server, made, "/host/advance", "host", phase=1)
        route.continue_()

    page.route(re.compile(r".*/act$"), late)
    bob = page.locator("#roster-box li").filter(
        has=page.locator(".seat-name", has_text=re.compile("^Bob$"))
    )
    bob.get_by_role("button", name="attack Bob").click()
    expect(page.locator("#flash")).to_have_text(STALE)
    assert sent == [{"action": ["attack", "Bob"], "phase": 1}]
    expect(page.locator("#phase")).to_contain_text("Day 1")
    # nothing was done: no vote of Ann's on the day's board
    host = httpx2.get(
        f"{server.url}/api/games/{made['game']}/view",
        headers={"Authorization": f"Bearer {made['host']['token']}"},
        timeout=10,
    ).json()
    lynch = next(p for p in host["view"]["polls"] if p["name"] == "lynch")
    assert "Ann" not in lynch["votes"]
    # the one console error is the refused request's 422, which the page said itself
    assert all("422" in e for e in console.errors), console.errors
