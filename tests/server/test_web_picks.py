"""R7 on the player page in a real browser (Playwright driving Debian's Chromium, against a real
`werewolves serve`): the words an action names after its players (a role, a role-book group) are
chosen in select boxes. A guess (a player and a role) and an archive (two groups) are sent from
the boxes at phone and desktop width and the game answers on the page and in the view; no role
chosen, or one group twice, is refused by the page with its sentence and sends nothing; the long
list of roles is grouped by the role book's groups; axe-core finds no serious or critical
violation on a page with picks boxes."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import httpx2
import pytest
from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)

try:
    import axe_playwright_python as axe_pkg  # carries axe-core's axe.min.js
except ImportError:
    if os.environ.get("CI"):
        raise
    pytest.skip("no axe-playwright-python (pip install -e '.[dev]')", allow_module_level=True)
AXE = Path(axe_pkg.__file__).parent / "axe.min.js"

PLAYERS = [
    ["Ann", "Psychic Wolf"],
    ["Bob", "Archivist Fox"],
    ["Cid", "Citizen"],
    ["Dan", "Citizen"],
    ["Eve", "Citizen"],
]


def _game(server: ServerProcess) -> dict[str, Any]:
    body = {"setup": {"players": PLAYERS}, "seed": 3, "settings": {"automation": "manual"}}
    made: dict[str, Any] = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    return made


def _open(browser: Any, console: Console, made: dict[str, Any], name: str, width: int) -> Any:
    page = new_page(browser, console, width=width)
    page.goto(next(s["link"] for s in made["seats"] if s["name"] == name))
    return page


def _form(page: Any, verb: str) -> Any:
    return page.locator("form.action").filter(
        has=page.locator("h3", has_text=re.compile(f"^{verb.capitalize()}$"))
    )


def _commands(server: ServerProcess, made: dict[str, Any]) -> list[str]:
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    log = httpx2.get(f"{server.url}/api/games/{made['game']}/host/log", headers=host).json()
    return [c["op"] for c in log["commands"]]


def _view(server: ServerProcess, made: dict[str, Any], name: str) -> dict[str, Any]:
    token = next(s["token"] for s in made["seats"] if s["name"] == name)
    got = httpx2.get(
        f"{server.url}/api/games/{made['game']}/view",
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    view: dict[str, Any] = got["view"]
    return view


def _axe(page: Any) -> list[dict[str, Any]]:
    # through the driver, not a script tag: the page's CSP admits only its own scripts
    page.evaluate(AXE.read_text() + "\n;true")
    found: dict[str, Any] = page.evaluate("() => axe.run(document)")
    assert found["passes"], "axe-core checked nothing"
    return [v for v in found["violations"] if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("width", [360, 1280])
def test_r7_an_archive_of_two_groups_from_the_boxes(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _game(server)
    page = _open(chromium, console, made, "Bob", width)
    expect(page.locator("#phase")).to_have_text("Day 0")
    form = _form(page, "archive")
    first = form.get_by_label("Choose a role book group (archive, 1)")
    second = form.get_by_label("Choose a role book group (archive, 2)")
    expect(second).to_be_visible()
    # the groups in the role book's order, as the game gives them
    groups = first.locator("option").all_inner_texts()[1:]
    assert groups[0].startswith("Townsfolk") and len(groups) == len(set(groups)) > 4
    # the same group twice: the page says so, focuses the second box, and sends nothing
    first.select_option("Townsfolk Investigative")
    second.select_option("Townsfolk Investigative")
    sent = len(_commands(server, made))
    form.get_by_role("button", name="Archive").click()
    expect(form.locator(".result.bad")).to_have_text(
        "Choose a different one in each box: an action names a role book group once only."
    )
    expect(second).to_be_focused()
    assert len(_commands(server, made)) == sent
    # one box left empty: the page asks for it
    second.select_option("")
    form.get_by_role("button", name="Archive").click()
    expect(form.locator(".result.bad")).to_have_text("Choose a role book group first.")
    expect(second).to_be_focused()
    assert len(_commands(server, made)) == sent
    problems = _axe(page)
    assert not problems, [(v["id"], v["help"], [n["html"] for n in v["nodes"]]) for v in problems]
    second.select_option("Werewolf Killing")
    form.get_by_role("button", name="Archive").click()
    expect(page.locator("#actions .result.ok").first).to_contain_text("Done.")
    assert len(_commands(server, made)) == sent + 1
    told = [m for m in _view(server, made, "Bob")["messages"] if m["phase"] == "Day 0"]
    assert any(m["params"].get("verb") == "archive" for m in told), told
    # what the archive found is on the page too (the last private line of the day)
    last = next(m for m in reversed(told) if m["audience"] == "private")
    expect(page.locator("#timeline")).to_contain_text(last["text"])
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", [360, 1280])
def test_r7_a_guess_of_a_player_and_a_role_from_the_boxes(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _game(server)
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    httpx2.post(f"{server.url}/api/games/{made['game']}/host/advance", headers=host)
    page = _open(chromium, console, made, "Ann", width)
    expect(page.locator("#phase")).to_have_text("Night 1")
    form = _form(page, "guess")
    who = form.get_by_label("Who (guess)")
    role = form.get_by_label("Choose a role (guess)")
    expect(role).to_be_visible()
    # the boxes in the order of the words: the player, then the role
    boxes = form.locator("select")
    assert boxes.nth(0).get_attribute("id") == who.get_attribute("id")
    assert boxes.nth(1).get_attribute("id") == role.get_attribute("id")
    # every dealable role, grouped by the role book's groups, alphabetical in each group
    expect(role.locator("optgroup").first).to_have_attribute("label", re.compile("^Townsfolk"))
    for group in role.locator("optgroup").all():
        names = group.locator("option").all_inner_texts()
        assert names == sorted(names), names
    legal = next(a for a in _view(server, made, "Ann")["actions"] if a["verb"] == "guess")
    assert sorted(role.locator("option").all_inner_texts()[1:]) == sorted(legal["options"])
    # no role chosen: the page asks for one, focuses its box, and sends nothing
    who.select_option("Bob")
    sent = len(_commands(server, made))
    form.get_by_role("button", name="Guess").click()
    expect(form.locator(".result.bad")).to_have_text("Choose a role first.")
    expect(role).to_be_focused()
    assert len(_commands(server, made)) == sent
    problems = _axe(page)
    assert not problems, [(v["id"], v["help"], [n["html"] for n in v["nodes"]]) for v in problems]
    role.select_option("Archivist Fox")
    form.get_by_role("button", name="Guess").click()
    expect(page.locator("#actions .result.ok").first).to_contain_text(
        "Your guess is confirmed: Bob is the Archivist Fox."
    )
    expect(page.locator("#timeline")).to_contain_text("Bob is the Archivist Fox.")
    told = _view(server, made, "Ann")["messages"]
    assert any(m["params"] == {"target": "Bob", "role": "Archivist Fox"} for m in told), told
    assert len(_commands(server, made)) == sent + 1
    assert not console.errors, console.errors
