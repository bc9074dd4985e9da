"""Ruling RM463 in a real browser (Playwright driving Debian's Chromium, against a real
`werewolves serve`): a tied game's end screen and its review say that it was a tie, between
whom, who won (everyone still alive) and who lost (every dead player), never "the None team"
nor a blank. The tie: a Flute Player and a Shepherd each count for the other's team once the
pack's only wolf is lynched."""

from __future__ import annotations

from typing import Any

import httpx2
import pytest
from live_server import ServerProcess, post_as
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_screens import SHOTS, WIDTHS, _label

PLAYERS = [["Flo", "Flute Player"], ["She", "Shepherd"], ["Wes", "Wolf"]]
OVER = "The game is over: a tie between the Flock and the Flute."
WON = "A tie: everyone still alive wins: Flo, She."
LOST = "Lost: Wes."


def _tied(server: ServerProcess) -> dict[str, Any]:
    """A game played to its tie through the service, as the pages' players would."""
    body = {"setup": {"players": PLAYERS}, "seed": 1, "settings": {"automation": "manual"}}
    made: dict[str, Any] = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    post_as(server, made, "/host/advance", "host", phase=0)
    post_as(server, made, "/act", "Flo", action="enchant She")
    post_as(server, made, "/act", "She", action="herd Flo")
    post_as(server, made, "/host/advance", "host", phase=1)
    for name in ("Flo", "She"):
        post_as(server, made, "/act", name, action="vote Wes")
    post_as(server, made, "/host/advance", "host", phase=2)
    return made


@pytest.mark.parametrize("width", WIDTHS)
def test_rule_results_tie_2_rm463_the_end_screen_and_review_show_the_tie(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _tied(server)
    for name in ("Flo", "Wes"):  # a winner and a loser see the same end
        page = new_page(chromium, console, width=width)
        page.goto(next(s["link"] for s in made["seats"] if s["name"] == name))
        expect(page.locator("#phase")).to_have_text("The game is over")
        outcome = page.locator("#outcome")
        expect(outcome).to_have_text(f"{OVER} {WON} {LOST}")
        assert "None" not in outcome.inner_text()
        page.screenshot(path=str(SHOTS / f"tie-{name.lower()}-{_label(width)}.png"), full_page=True)
    # the review, for everyone, says the same
    page.get_by_role("link", name="How the game went").click()
    expect(page.locator("#review")).to_be_visible()
    expect(page.locator("#winners")).to_have_text(f"{OVER} {WON} {LOST}")
    # R40: the lynch's sentence gives the counted vote and, as the board showed two (the
    # herded Flo's vote counts nothing, shepherd.2), the board's number beside it
    expect(page.locator("#deaths")).to_contain_text(
        "with 1 counted vote(s) (the public board showed 2)"
    )
    expect(page.locator("#poll-results")).to_contain_text(
        "Wes wins with 1 counted vote(s) (the public board showed 2)"
    )
    page.screenshot(path=str(SHOTS / f"tie-review-{_label(width)}.png"), full_page=True)
    assert not console.errors, console.errors
