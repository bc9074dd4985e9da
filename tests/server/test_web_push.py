"""Issue 20 item 2 in a real browser: pushes are the screen's source. A player's page and the
host's page fetch their whole view once, when they open; after that every change (a phase ended,
a move, a vote, a chat line, an undo that rebuilds the stream) reaches the screen in a socket
push, with no further ``GET …/view`` (Playwright counts the page's requests) and nothing else
fetched but what the person asks for. axe-core finds no serious or critical violation on either
page once pushes have redrawn it. A spectator's shared screen follows the pushes too, and fetches
the review once, when the game is over."""

from __future__ import annotations

import json
import re
from typing import Any

from live_server import ServerProcess, post_as
from test_web_browser import Console, _game, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_picks import _axe


class Requests:
    """Every request a page makes to the service's API, and every push its socket got."""

    def __init__(self, page: Any) -> None:
        self.gets: list[str] = []
        self.pushes: list[dict[str, Any]] = []
        page.on(
            "request",
            lambda r: r.method == "GET" and "/api/" in r.url and self.gets.append(r.url),
        )

        def socket(ws: Any) -> None:
            def frame(payload: Any) -> None:
                if isinstance(payload, str):
                    msg = json.loads(payload)
                    if msg.get("type") == "events":
                        self.pushes.append(msg)

            ws.on("framereceived", frame)

        page.on("websocket", socket)

    def views(self) -> list[str]:
        return [u for u in self.gets if re.search(r"/api/games/[^/]+/(view|events)\b", u)]




def test_a_push_updates_the_player_screen_with_no_fetch_of_the_view(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _game(server)
    page = new_page(chromium, console, width=360)
    seen = Requests(page)
    page.goto(next(s["link"] for s in made["seats"] if s["name"] == "Cid"))
    expect(page.locator("#role-name")).to_have_text("Fortune Teller")
    expect(page.locator("#live")).to_have_text("Live")
    assert len(seen.views()) == 1  # the first load
    # a chat line: the channel shows it
    post_as(server, made, "/say", "Bob", channel="town square", text="Morning all")
    expect(page.locator("#channels")).to_contain_text("Morning all")
    # the host ends the day: the phase, the clock and the night's action follow
    post_as(server, made, "/host/advance", "host", phase=0)
    expect(page.locator("#phase")).to_have_text("Night 1")
    expect(page.locator("form.action h3")).to_have_text(["Investigate"])
    # the player's own move: the answer, then what it learnt in the timeline, the action gone
    form = page.locator("form.action").filter(has=page.locator("h3", has_text="Investigate"))
    form.locator("select").first.select_option("Ann")
    form.get_by_role("button", name=re.compile("^Investigate")).click()
    # it takes effect at once: the card asks first, as a tap would (issue 36 item 6)
    page.locator("dialog").get_by_role("button", name="Yes").click()
    expect(page.locator("#actions .result.ok").first).to_contain_text("Done.")
    expect(page.locator("#timeline")).to_contain_text("Ann appears to be the Wolf.")
    expect(page.locator("form.action")).to_have_count(0)
    # the host undoes it: the stream starts over (a new epoch), the page says so and shows the
    # rebuilt game from the push alone (what it learnt is gone, the action is back)
    post_as(server, made, "/host/undo", "host", scope="last", reason="misclick")
    expect(page.locator("#undo-alert")).to_contain_text("The host undid")
    expect(page.locator("#timeline")).not_to_contain_text("appears to be")
    expect(page.locator("form.action h3")).to_have_text(["Investigate"])
    assert any(p["reset"] for p in seen.pushes)
    # the next day: another player's vote shows in the polls
    post_as(server, made, "/host/advance", "host", phase=1)
    expect(page.locator("#phase")).to_have_text("Day 1")
    post_as(server, made, "/act", "Dan", action="vote Ann")
    expect(page.locator("#polls")).to_contain_text("1 for Ann")
    # every change came in a push: the view was fetched once, nothing was paged in
    assert len(seen.views()) == 1, seen.views()
    assert any("view" in p for p in seen.pushes[1:])
    shot = page.locator("#polls")
    shot.scroll_into_view_if_needed()
    problems = _axe(page)
    assert not problems, [(v["id"], v["help"], [n["html"] for n in v["nodes"]]) for v in problems]
    assert not console.errors, console.errors


def test_a_push_updates_the_host_screen_with_no_fetch_of_the_view(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _game(server)
    page = new_page(chromium, console, width=1280)
    seen = Requests(page)
    page.goto(made["host"]["link"])
    expect(page.locator("#phase")).to_have_text("Day 0")
    expect(page.locator("#seats tbody tr")).to_have_count(5)
    expect(page.locator("#live")).to_have_text("Live")
    assert len(seen.views()) == 1
    # the host's own command from the page: the page follows from the push
    page.get_by_role("button", name="End this phase now").click()
    expect(page.locator("#phase")).to_have_text("Night 1")
    # the players' moves: the pending choices, who is still to act, the log
    post_as(server, made, "/act", "Ann", action="attack Bob")
    expect(page.locator("#pending")).to_contain_text("Ann: attack Bob")
    post_as(server, made, "/act", "Cid", action="investigate Ann")
    expect(page.locator("#log")).to_contain_text("Ann appears to be the Wolf.")
    expect(page.locator("#awaiting")).not_to_contain_text("Cid")
    # an undo from the page rebuilds the host's stream: the log and the pending choices follow
    page.fill("#undo-reason", "wrong seat")
    page.get_by_role("button", name="Undo the last action").click()
    page.locator("dialog").get_by_role("button", name="Yes").click()
    expect(page.locator("#audit")).to_contain_text("wrong seat")
    expect(page.locator("#log")).not_to_contain_text("Ann appears to be the Wolf.")
    expect(page.locator("#awaiting")).to_contain_text("Cid")
    # a pause changes the summary alone: the button follows
    page.get_by_role("button", name="Pause").click()
    expect(page.get_by_role("button", name="Resume")).to_be_visible()
    assert len(seen.views()) == 1, seen.views()
    problems = _axe(page)
    assert not problems, [(v["id"], v["help"], [n["html"] for n in v["nodes"]]) for v in problems]
    assert not console.errors, console.errors


def test_a_spectator_screen_follows_the_pushes_and_fetches_the_review_once(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _game(server)
    page = new_page(chromium, console, width=1280)
    seen = Requests(page)
    page.goto(made["spectator"]["link"])
    expect(page.locator("#phase")).to_have_text("Day 0")
    expect(page.locator("#live")).to_have_text("Live")
    post_as(server, made, "/host/advance", "host", phase=0)
    post_as(server, made, "/act", "Ann", action="attack Bob")
    post_as(server, made, "/host/advance", "host", phase=1)
    expect(page.locator("#timeline")).to_contain_text("Bob has died.")
    expect(page.locator("#seats")).to_contain_text("Bob — dead")
    for name in ("Cid", "Dan", "Eve"):
        post_as(server, made, "/act", name, action="vote Ann")
    expect(page.locator("#polls")).to_contain_text("3 for Ann")
    assert "Wolf" not in page.locator("main").inner_text()
    # the game ends: the stream becomes the host's (a reset) and the review is fetched, once
    post_as(server, made, "/host/advance", "host", phase=2)
    expect(page.locator("#review")).to_be_visible()
    expect(page.locator("#winners")).to_contain_text("Cid")
    assert len(seen.views()) == 1, seen.views()
    assert len([u for u in seen.gets if "/review" in u]) == 1, seen.gets
    assert not console.errors, console.errors
