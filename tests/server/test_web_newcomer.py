"""The newcomer's report (findings 2, 4, 6, 11, 14, 20, 21), in a real browser (Playwright
driving Debian's Chromium against a real `werewolves serve`), at phone (390 px) and desktop
(1280 px) width, with axe-core on what each part draws:
- finding 4: a tap on the roster that would send something that cannot be taken back asks
  first, naming the action and the player (ruling RM550); "Cancel" sends nothing;
- finding 2 / 14: the host's undo says what it will undo before it acts, the audit names what
  was undone, a finished game is not reopened without saying so, and the players' undo notice
  can be closed and only asks a player to look again at their choice when it was theirs;
- finding 6: the builder's advice fits the case and every settings error shows at once;
- finding 11: "Act for" keeps what the host typed when the command is refused.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx2
import pytest
from live_server import ServerProcess, post_as
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_front import _moves, _no_axe_problems, _seat, _seat_page

WIDTHS = [390, 1280]
SHOTS = Path("/work/wt-web-shots")


def _shot(page: Any, name: str, width: int) -> None:
    if SHOTS.is_dir():
        page.screenshot(path=str(SHOTS / f"{name}-{'phone' if width < 600 else 'desktop'}.png"),
                        full_page=False)


def _made(server: ServerProcess, players: list[list[str]], **settings: Any) -> Any:
    body = {
        "setup": {"players": players},
        "seed": 12,
        "settings": {"automation": "manual", **settings},
    }
    r = httpx2.post(server.url + "/api/games", json=body, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


HELL = [
    ["Ann", "Citizen"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Wolf"],
    ["Eve", "Devil"],
    ["Fay", "Citizen"],
]


@pytest.mark.parametrize("width", WIDTHS)
def test_finding4_a_tap_that_kills_at_once_asks_first_naming_the_action_and_the_player(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server, HELL)
    eve = _seat_page(chromium, console, made, "Eve", width)
    eve.locator(".in-hand").get_by_role("button", name="Smite").click()
    _seat(eve, "Bob").locator("button").click()
    dialog = eve.locator("dialog")
    expect(dialog).to_contain_text("Smite Bob? This cannot be undone.")
    # the safe answer is under the finger
    expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()
    _no_axe_problems(eve)
    _shot(eve, "f4-smite-asks", width)
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_have_count(0)
    assert _moves(server, made, "Eve") == []
    expect(_seat(eve, "Bob")).not_to_contain_text("dead")
    _seat(eve, "Bob").locator("button").click()
    eve.locator("dialog").get_by_role("button", name="Yes").click()
    expect(eve.locator("#roster-result")).to_contain_text("Done.")
    assert _moves(server, made, "Eve") == [["smite", "Bob"]]
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_finding4_a_lover_chosen_by_a_tap_is_asked_about_first(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server, [["Ann", "Cupid"], ["Bob", "Citizen"], ["Cid", "Citizen"],
                          ["Dan", "Wolf"], ["Eve", "Citizen"]])
    post_as(server, made, "/host/advance", "host", phase=0)
    ann = _seat_page(chromium, console, made, "Ann", width)
    expect(ann.locator("#phase")).to_have_text("Night 1")
    _seat(ann, "Bob").locator("button").click()
    dialog = ann.locator("dialog")
    expect(dialog).to_contain_text(re.compile(r"^Love Bob\? This cannot be undone\."))
    dialog.get_by_role("button", name="Cancel").click()
    assert _moves(server, made, "Ann") == []
    assert not console.errors, console.errors
