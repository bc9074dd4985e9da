"""Issue 39 item 3 in a real browser (Playwright driving Debian's Chromium, against a real
`werewolves serve`): the builder takes role files, offers their roles in its role list (marked
custom), creates a game that deals them, and shows a broken file's problems beside the roles."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from live_server import ServerProcess
from test_web_browser import Console, act, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_screens import _axe

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(str(p) for p in (ROOT / "examples" / "roles").glob("*.yaml"))


def test_issue_39_item_3_the_builder_takes_role_files_and_deals_their_roles(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    tmp_path: Path,
) -> None:
    console = Console()
    page = new_page(chromium, console, width=1280)
    page.goto(server.url + "/")
    lamp = page.get_by_role("button", name="Add one Lamplighter", exact=True)
    expect(page.get_by_role("button", name="Add one Wolf", exact=True)).to_be_visible()
    expect(lamp).to_have_count(0)
    # a broken file: its problems beside the roles, and no role is added
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Bad\nteam: nobody\n")
    page.set_input_files("#role-files", str(bad))
    expect(page.locator("#err-roles")).to_contain_text("Role file bad.yaml, line ")
    expect(lamp).to_have_count(0)
    page.set_input_files("#role-files", EXAMPLES)
    expect(lamp).to_be_visible()
    expect(page.locator("#role-files-added")).to_contain_text("Lamplighter")
    expect(page.locator("#err-roles")).to_be_hidden()
    problems = _axe(page, "#builder-form")
    assert not problems, problems
    page.fill("#names", "\n".join(["Ann", "Bob", "Cid", "Dan", "Eve"]))
    lamp.click()
    page.get_by_role("button", name="Add one Cartographer", exact=True).click()
    page.get_by_role("button", name="Add one Wolf", exact=True).click()
    for _ in range(2):
        page.get_by_role("button", name="Add one Citizen", exact=True).click()
    expect(page.locator("#role-count")).to_have_text("5 of 5 roles chosen")
    page.get_by_role("button", name="Create the game").click()
    expect(page.locator("#links")).to_be_visible()
    # the only error the browser logs is the broken file's refusal (a 422 answer)
    assert [e for e in console.errors if "status of 422" not in e] == [], console.errors
    assert len(console.errors) == 1, console.errors


def test_issue_39_done_when_a_custom_role_plays_a_browser_game(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """The done-when's browser game: the builder takes examples/roles/lamplighter.yaml, deals
    its role, and the Lamplighter's player lights a lamp from the role's own card on the player
    page; the lamp keeps the wolf's victim alive, and each is told so."""
    console = Console()
    host = new_page(chromium, console, width=1280)
    host.goto(server.url + "/")
    # the builder is ready (the role book listed) before a file is picked, as a person sees it
    expect(host.get_by_role("button", name="Add one Wolf", exact=True)).to_be_visible()
    host.set_input_files("#role-files", str(ROOT / "examples" / "roles" / "lamplighter.yaml"))
    lamp = host.get_by_role("button", name="Add one Lamplighter", exact=True)
    expect(lamp).to_be_visible()
    names = ["Ann", "Bob", "Cid", "Dan", "Eve"]
    host.fill("#names", "\n".join(names))
    lamp.click()
    host.get_by_role("button", name="Add one Wolf", exact=True).click()
    for _ in range(3):
        host.get_by_role("button", name="Add one Citizen", exact=True).click()
    host.fill("#seed", "11")
    host.get_by_role("button", name="Create the game").click()
    expect(host.locator("#links")).to_be_visible()
    links = {n: host.get_by_label(n, exact=True).input_value() for n in names}
    host.get_by_role("link", name="Open the host screen").click()
    seats = host.locator("#seats tbody tr")
    expect(seats).to_have_count(5)
    role_of = {
        seats.nth(i).locator("th").inner_text(): seats.nth(i).locator("td").first.inner_text()
        for i in range(5)
    }
    lighter = next(n for n, r in role_of.items() if r == "Lamplighter")
    wolf = next(n for n, r in role_of.items() if r == "Wolf")
    guest = next(n for n, r in role_of.items() if r == "Citizen")
    pages = {}
    for name in (lighter, wolf, guest):
        pages[name] = new_page(chromium, console)
        pages[name].goto(links[name])
    expect(pages[lighter].locator("#role-name")).to_have_text("Lamplighter")
    host.get_by_role("button", name="End this phase now").click()
    for page in pages.values():
        expect(page.locator("#phase")).to_have_text("Night 1")
    act(pages[lighter], "light", guest)
    act(pages[wolf], "attack", guest)
    host.get_by_role("button", name="End this phase now").click()
    for page in pages.values():
        expect(page.locator("#phase")).to_have_text("Day 1")
    expect(pages[lighter].locator("#timeline")).to_contain_text(
        f"You keep your lamp lit over {guest}'s door tonight.")
    expect(pages[guest].locator("#timeline")).to_contain_text(
        "Someone kept a lamp lit over your door tonight.")
    expect(pages[guest].locator("#actions")).not_to_contain_text("You are dead")
    assert not console.errors, console.errors


def test_a_role_file_in_a_book_roles_place_stands_where_that_role_stood_in_the_builder(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    tmp_path: Path,
) -> None:
    """A file that replaces the Citizen (``replaces``) gives the builder one Citizen, the
    file's (marked custom), where the book's stood; files without it bring the book's back."""
    console = Console()
    page = new_page(chromium, console, width=1280)
    page.goto(server.url + "/")
    citizen = page.get_by_role("button", name="Add one Citizen", exact=True)
    expect(citizen).to_have_count(1)
    ours = tmp_path / "citizen.yaml"
    ours.write_text("replaces: Citizen\nteam: town\nsummary: Our own Citizen.\n")
    page.set_input_files("#role-files", str(ours))
    expect(page.locator("#role-files-added")).to_contain_text("Citizen")
    expect(citizen).to_have_count(1)
    expect(page.get_by_text("Our own Citizen.")).to_have_count(1)
    page.set_input_files("#role-files", EXAMPLES)
    expect(page.locator("#role-files-added")).to_contain_text("Lamplighter")
    expect(citizen).to_have_count(1)
    expect(page.get_by_text("Our own Citizen.")).to_have_count(0)
    assert console.errors == [], console.errors
