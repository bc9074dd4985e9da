"""Issue 23 item 3 in a real browser (Playwright driving Debian's Chromium, against a real
`werewolves serve`), at phone (360 px) and desktop (1280 px) width: the builder shows the
role book's limited roles only behind a toggle (an accessible checkbox with its label), keeps
a limited role a default mix chose in sight, shows the Amulet Crafter as the Amulet Holder's
other name (ruling RM400), and axe-core finds no serious or critical violation in the roles
part it draws."""

from __future__ import annotations

from typing import Any

import pytest
from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_screens import WIDTHS, _axe


@pytest.mark.parametrize("width", WIDTHS)
def test_the_builder_shows_limited_roles_only_behind_a_toggle(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    page = new_page(chromium, console, width=width)
    page.goto(server.url + "/")
    toggle = page.get_by_role("checkbox", name="Show the limited roles")
    expect(toggle).to_be_visible()
    expect(toggle).not_to_be_checked()
    juror = page.get_by_role("button", name="Add one Juror", exact=True)
    holder = page.get_by_role("button", name="Add one Amulet Holder", exact=True)
    wolf = page.get_by_role("button", name="Add one Wolf", exact=True)
    # hidden while the toggle is off; a role that is not limited is always there
    expect(juror).to_be_hidden()
    expect(holder).to_be_hidden()
    expect(wolf).to_be_visible()
    problems = _axe(page, "#builder-form")
    assert not problems, problems
    toggle.check()
    expect(juror).to_be_visible()
    expect(holder).to_be_visible()
    expect(page.locator("#roles")).to_contain_text("also called Amulet Crafter")
    juror.click()
    expect(page.locator("#role-count")).to_contain_text("1 of")
    problems = _axe(page, "#builder-form")
    assert not problems, problems
    # a limited role already chosen stays in sight when the toggle is turned off again
    toggle.uncheck()
    expect(juror).to_be_visible()
    expect(holder).to_be_hidden()
    page.get_by_role("button", name="Remove one Juror", exact=True).click()
    expect(juror).to_be_hidden()
    # a default mix that deals a limited role (the Amulet Holder, from six players) shows it
    page.fill("#names", "\n".join(f"P{i}" for i in range(8)))
    page.get_by_role("button", name="Default mix").click()
    expect(page.locator("#role-count")).to_have_text("8 of 8 roles chosen")
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_the_builder_finds_a_role_by_part_of_its_name_group_or_summary(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    """Newcomer finding 13: about 125 roles in one list, 14,000 px tall on a phone. A search
    box narrows it by a role's name, other names, group or summary; a picked role stays in
    sight; Enter finds and never creates the game; a search matching nothing says so."""
    console = Console()
    page = new_page(chromium, console, width=width)
    page.goto(server.url + "/")
    box = page.get_by_role("searchbox", name="Find a role")
    expect(box).to_be_visible()
    wolf = page.get_by_role("button", name="Add one Wolf", exact=True)
    teller = page.get_by_role("button", name="Add one Fortune Teller", exact=True)
    expect(wolf).to_be_visible()
    wolf.click()
    box.fill("fortune")
    expect(teller).to_be_visible()
    expect(wolf).to_be_visible()  # picked: never hidden by the search
    expect(page.get_by_role("button", name="Add one Citizen", exact=True)).to_be_hidden()
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    box.press("Enter")
    page.wait_for_timeout(400)  # a submit would have been sent or refused by now
    # nothing was sent, and the form was not submitted (one role for seven names would have
    # put its errors up)
    assert not posts, posts
    expect(page.locator("#builder-errors")).to_be_hidden()
    expect(page.locator("#links")).to_be_hidden()
    box.fill("zzzz no such role")
    expect(page.locator("#role-filter-none")).to_be_visible()
    box.fill("")
    expect(page.get_by_role("button", name="Add one Citizen", exact=True)).to_be_visible()
    expect(page.locator("#role-filter-none")).to_be_hidden()
    problems = _axe(page, "#builder-form")
    assert not problems, problems
    assert not console.errors, console.errors
