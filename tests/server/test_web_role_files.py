"""Issue 39 item 3 in a real browser (Playwright driving Debian's Chromium, against a real
`werewolves serve`): the builder takes role files, offers their roles in its role list (marked
custom), creates a game that deals them, and shows a broken file's problems beside the roles."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
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
