"""medium.2 on the player page in a real browser (Playwright driving Debian's Chromium, against a
real `werewolves serve`): a dead player answers the question a Medium put to the dead from the
page's boxes, while a living player is offered no answer."""

from __future__ import annotations

import re
from typing import Any

import httpx2
from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)

PLAYERS = [
    ["Med", "Medium"],
    ["Wes", "Wolf"],
    ["Cal", "Citizen"],
    ["Dee", "Citizen"],
    ["Eve", "Citizen"],
    ["Fay", "Citizen"],
]


def _token(made: dict[str, Any], name: str) -> str:
    return str(next(s["token"] for s in made["seats"] if s["name"] == name))


def _post(server: ServerProcess, made: dict[str, Any], path: str, name: str, body: Any) -> Any:
    got = httpx2.post(
        f"{server.url}/api/games/{made['game']}/{path}",
        headers={"Authorization": f"Bearer {_token(made, name)}"},
        json=body,
        timeout=10,
    )
    assert got.status_code < 400, got.text
    return got.json()


def _advance(server: ServerProcess, made: dict[str, Any]) -> None:
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    httpx2.post(f"{server.url}/api/games/{made['game']}/host/advance", headers=host, timeout=10)


def _view(server: ServerProcess, made: dict[str, Any], name: str) -> dict[str, Any]:
    got = httpx2.get(
        f"{server.url}/api/games/{made['game']}/view",
        headers={"Authorization": f"Bearer {_token(made, name)}"},
        timeout=10,
    ).json()
    view: dict[str, Any] = got["view"]
    return view


def test_medium_2_a_dead_player_answers_from_the_page(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    body = {"setup": {"players": PLAYERS}, "seed": 1, "settings": {"automation": "manual"}}
    made: dict[str, Any] = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    _advance(server, made)  # Night 1
    _post(server, made, "say", "Med", {"channel": "seance of Med", "text": "Is Wes a wolf?"})
    _post(server, made, "act", "Wes", {"action": "attack Cal"})
    _advance(server, made)  # Day 1: Cal is dead, the question is put to the dead
    assert not _view(server, made, "Cal")["alive"]
    console = Console()
    page = new_page(chromium, console, width=360)
    page.goto(next(s["link"] for s in made["seats"] if s["name"] == "Cal"))
    expect(page.locator("#phase")).to_have_text("Day 1")
    form = page.locator("form.action").filter(
        has=page.locator("h3", has_text=re.compile("^Answer$"))
    )
    box = form.locator("select.pick")
    expect(box).to_be_visible()
    box.select_option("yes")
    form.get_by_role("button", name="Answer").click()
    expect(page.locator("#actions .result.ok").first).to_contain_text("Done.")
    told = [m["text"] for m in _view(server, made, "Cal")["messages"]]
    assert "You answered yes (question)." in told
    # a living player is offered no answer
    assert "answer" not in [a["verb"] for a in _view(server, made, "Dee")["actions"]]
    assert not console.errors, console.errors
