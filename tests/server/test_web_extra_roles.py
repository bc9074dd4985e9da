"""RM460 in a real browser (Playwright driving Debian's Chromium, against a real `werewolves
serve`): the builder shows the extra roles apart, each with who hands it out and no counter
(no role list deals one), and a player holding one (the Amulet Holder's first holder, S2.1)
finds its card in their glossary, after their own role."""

from __future__ import annotations

from typing import Any

from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_front import _made, _seat_page

EXTRAS = ("Amulet of Protection", "Fletcher's Customer", "Lover", "Test Subject")


def test_rm460_the_builder_shows_the_extra_roles_with_no_counter(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    page = new_page(chromium, console, width=1280)
    page.goto(server.url + "/")
    box = page.locator("#extras-box")
    expect(box).to_be_visible()
    box.locator("summary").click()
    for name in EXTRAS:
        expect(page.locator("#extras")).to_contain_text(name)
        expect(page.get_by_role("button", name=f"Add one {name}", exact=True)).to_have_count(0)
    expect(page.locator("#extras")).to_contain_text("Handed out: a Cupid chooses")
    assert not console.errors, console.errors


def test_rm460_s2_1_the_amulets_holder_finds_its_card_in_the_glossary(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    players = [
        ["Ann", "Wolf"],
        ["Bob", "Amulet Holder"],
        ["Cid", "Citizen"],
        ["Dan", "Citizen"],
        ["Eve", "Citizen"],
    ]
    made = _made(server, players)
    bob = _seat_page(chromium, console, made, "Bob", 360)
    bob.get_by_role("button", name="Roles you know of").click()
    glossary = bob.locator("#glossary h3")
    expect(glossary).to_have_count(2)
    expect(glossary.first).to_contain_text("Amulet Holder")
    expect(glossary.nth(1)).to_contain_text("Amulet of Protection")
    expect(bob.locator("#glossary")).to_contain_text("held on top of your role")
    cid = _seat_page(chromium, console, made, "Cid", 360)
    cid.get_by_role("button", name="Roles you know of").click()
    expect(cid.locator("#glossary h3")).to_have_count(1)
    assert not console.errors, console.errors
