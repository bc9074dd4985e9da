"""Conspiracy channels on the phone page (rule-conspiracy-channels.1–2, issue 36 item 8), at
390 px in a real browser against a real `werewolves serve`: Bob opens a private channel with
Cid, both write in it, Cid invites nobody yet; Ann, a third player, never reads a line of it."""

from __future__ import annotations

from typing import Any

import httpx2
from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)

PLAYERS = [["Ann", "Wolf"], ["Bob", "Citizen"], ["Cid", "Citizen"], ["Dan", "Citizen"]]


def test_rule_conspiracy_channels_2_web_two_players_talk_where_a_third_cannot_read(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    body = {"setup": {"players": PLAYERS}, "seed": 1, "settings": {"automation": "manual"}}
    made: dict[str, Any] = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    link = {s["name"]: s["link"] for s in made["seats"]}
    bob, cid, ann = (new_page(chromium, console, width=390) for _ in range(3))
    for page, name in ((bob, "Bob"), (cid, "Cid"), (ann, "Ann")):
        page.goto(link[name])
    expect(bob.locator("#channels")).to_contain_text("town square")
    bob.get_by_text("Open a private channel").click()
    bob.get_by_label("Channel name").fill("plan")
    bob.locator("form.cc-open").get_by_label("Cid").check()
    bob.get_by_role("button", name="Open the channel").click()
    expect(bob.get_by_role("tab", name="#plan")).to_be_visible()
    bob.get_by_role("tab", name="#plan").click()
    expect(bob.locator(".cc-members")).to_have_text("Members: Bob, Cid")
    bob.locator("input.say-text").fill("Ann is the wolf")
    bob.locator("form.say").get_by_role("button", name="Send").click()
    # Cid reads it (pushed) and answers in it
    cid.get_by_role("tab", name="#plan").click()
    expect(cid.locator("ul.chat")).to_contain_text("Bob: Ann is the wolf")
    cid.locator("input.say-text").fill("agreed")
    cid.locator("form.say").get_by_role("button", name="Send").click()
    expect(bob.locator("ul.chat")).to_contain_text("Cid: agreed")
    # Cid may invite the players still outside; Ann, the third, has no such tab or line
    expect(cid.locator("form.cc-invite select")).to_contain_text("Dan")
    ann.reload()
    expect(ann.locator("#channels")).to_contain_text("town square")
    expect(ann.get_by_role("tab", name="#plan")).to_have_count(0)
    text = ann.content()
    assert "Ann is the wolf" not in text and "agreed" not in text and "#plan" not in text
    assert not console.errors, console.errors
