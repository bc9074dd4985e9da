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
def test_rm550_a_tap_that_kills_at_once_asks_first_naming_the_action_and_the_player(
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
def test_rm550_a_lover_chosen_by_a_tap_is_asked_about_first(
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


FIVE = [["Ann", "Wolf"], ["Bob", "Citizen"], ["Cid", "Fortune Teller"], ["Dan", "Citizen"],
        ["Eve", "Citizen"]]


def _host_page(chromium: Any, console: Console, made: Any, width: int) -> Any:  # noqa: F811
    page = new_page(chromium, console, width=width)
    page.goto(made["host"]["link"])
    expect(page.locator("#live")).to_have_text("Live")
    return page


@pytest.mark.parametrize("width", WIDTHS)
def test_undo_says_what_it_undoes_asks_first_and_a_finished_game_says_so(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server, FIVE)
    host = _host_page(chromium, console, made, width)
    bob = _seat_page(chromium, console, made, "Bob", width)
    post_as(server, made, "/say", "Ann", channel="town square", text="hello all")
    expect(bob.locator("#channels")).to_contain_text("hello all")
    # what "Undo the last action" would undo is in view before it is pressed
    expect(host.locator("#undo-would")).to_contain_text("Undo would undo: #")
    expect(host.locator("#undo-would")).to_contain_text("Ann wrote in town square")
    host.fill("#undo-reason", "spam")
    host.get_by_role("button", name="Undo the last action").click()
    dialog = host.locator("dialog")
    expect(dialog).to_contain_text("Ann wrote in town square")
    _shot(host, "f2-undo-asks", width)
    dialog.get_by_role("button", name="Cancel").click()
    expect(bob.locator("#channels")).to_contain_text("hello all")  # nothing undone
    host.get_by_role("button", name="Undo the last action").click()
    host.locator("dialog").get_by_role("button", name="Yes").click()
    # the audit names what was undone, not only why
    expect(host.locator("#audit")).to_contain_text("undid #")
    expect(host.locator("#audit")).to_contain_text("Ann wrote in town square — spam")
    # Bob saw the line but it was not his: told, not asked to look again; he can close it
    expect(bob.locator("#undo-alert")).to_contain_text("spam")
    expect(bob.locator("#undo-alert")).not_to_contain_text("Look again")
    _no_axe_problems(bob)
    _shot(bob, "f14-undo-notice", width)
    bob.locator("#undo-alert").get_by_role("button", name="Close").click()
    expect(bob.locator("#undo-alert")).to_be_hidden()
    # the game ends: the controls that cannot act on it are disabled, with a line saying why
    post_as(server, made, "/host/draw", "host", reason="time is up")
    expect(host.locator("#over-note")).to_be_visible()
    for name in ("End this phase now", "Pause", "End in a draw",
                 "Bots for every seat nobody joined"):
        expect(host.get_by_role("button", name=name)).to_be_disabled()
    _no_axe_problems(host)
    _shot(host, "f2-host-over", width)
    # an undo now says it reopens the game; "Cancel" keeps it over
    host.get_by_role("button", name="Undo the last action").click()
    expect(host.locator("dialog")).to_contain_text("The game is over.")
    expect(host.locator("dialog")).to_contain_text("Reopen the game?")
    _shot(host, "f2-undo-reopen", width)
    host.locator("dialog").get_by_role("button", name="Cancel").click()
    expect(host.locator("#over-note")).to_be_visible()
    host.get_by_role("button", name="Undo the last action").click()
    host.locator("dialog").get_by_role("button", name="Yes").click()
    expect(host.locator("#over-note")).to_be_hidden()
    expect(host.get_by_role("button", name="End this phase now")).to_be_enabled()
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_the_builder_advises_what_fits_and_shows_every_settings_error_at_once(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    page = new_page(chromium, console, width=width)
    page.goto(server.url + "/")
    page.fill("#names", "Ann\nBob\nCid")
    # nothing picked: the page says the default mix will be used
    expect(page.locator("#role-count")).to_contain_text("the default mix for 3 players")
    # every settings problem at once: the day, the night and the seed
    page.fill("#day", "-5")
    page.fill("#night", "abc")
    page.fill("#seed", "1" * 26)
    page.get_by_role("button", name="Create the game").click()
    expect(page.locator("#err-settings")).to_contain_text("Day length")
    expect(page.locator("#err-settings")).to_contain_text("Night length")
    expect(page.locator("#err-seed")).to_contain_text("Seed: give a whole number")
    for field in ("#day", "#night", "#seed"):
        expect(page.locator(field)).to_have_class(re.compile("invalid"))
    page.locator("#err-settings").scroll_into_view_if_needed()
    _shot(page, "f6-settings-errors", width)
    page.fill("#day", "")
    page.fill("#night", "")
    page.fill("#seed", "")
    # no role picked: asked first; "Cancel" creates nothing
    page.get_by_role("button", name="Create the game").click()
    expect(page.locator("dialog")).to_contain_text("You picked no roles")
    page.locator("dialog").get_by_role("button", name="Cancel").click()
    expect(page.locator("#links")).to_be_hidden()
    # three wolves: the wolves already win, and the advice says so, in the teams' names
    for _ in range(3):
        page.get_by_role("button", name="Add one Wolf", exact=True).click()
    page.get_by_role("button", name="Create the game").click()
    expect(page.locator("#err-roles")).to_contain_text("the Werewolves already win")
    expect(page.locator("#err-roles")).to_contain_text("Remove one of the Werewolves")
    expect(page.locator("#err-roles")).not_to_contain_text("winners:")
    page.locator("#err-roles").scroll_into_view_if_needed()
    _shot(page, "f6-wolves-win", width)
    # a long name: one limit, one plain sentence
    page.fill("#names", "A" * 60 + "\nBob\nCid")
    page.get_by_role("button", name="Create the game").click()
    expect(page.locator("#err-names")).to_contain_text("use at most 32 characters")
    expect(page.locator("#err-names")).not_to_contain_text("Setup.")
    _no_axe_problems(page)


@pytest.mark.parametrize("width", WIDTHS)
def test_act_for_keeps_what_the_host_typed_and_shows_the_refusal_inside(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server, FIVE)
    post_as(server, made, "/host/advance", "host", phase=0)
    host = _host_page(chromium, console, made, width)
    host.locator("#seats tr").filter(has_text="Cid").get_by_role("button", name="Act for").click()
    dialog = host.locator("dialog")
    dialog.get_by_label(re.compile("Action for Cid")).fill("fly away")
    dialog.get_by_label("Reason (shown in the audit)").fill("asked by phone")
    dialog.get_by_role("button", name="Act for").click()
    expect(dialog).to_contain_text("'fly' is not an action in this game: Cid may do now:")
    expect(dialog.get_by_label(re.compile("Action for Cid"))).to_have_value("fly away")
    expect(dialog.get_by_label("Reason (shown in the audit)")).to_have_value("asked by phone")
    _no_axe_problems(host)
    _shot(host, "f11-act-for-refused", width)
    dialog.get_by_label(re.compile("Action for Cid")).fill("investigate Ann")
    dialog.get_by_role("button", name="Act for").click()
    expect(host.locator("dialog")).to_have_count(0)
    expect(host.locator("#audit")).to_contain_text("asked by phone")
    # console errors here are only the refused request's 422
    assert all("422" in e for e in console.errors), console.errors


def test_the_bots_game_header_says_how_it_moves_on(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    page = new_page(chromium, console, width=390)
    page.goto(server.url + "/")
    page.get_by_role("button", name="Start a bot game").click()
    expect(page.locator("#clock")).to_have_text(re.compile(r"bots play a turn every \d+ s"))
    expect(page.locator("#clock")).not_to_have_text("no timer")
    _shot(page, "f20-bots-header", 390)
    page.set_viewport_size({"width": 1280, "height": 860})
    _shot(page, "f20-bots-header", 1280)
    assert not console.errors, console.errors


def test_the_set_button_stays_beside_its_field_on_a_phone(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _made(server, FIVE)
    host = _host_page(chromium, console, made, 390)
    field = host.locator("#deadline").bounding_box()
    button = host.locator("#set-deadline").bounding_box()
    automation = host.get_by_text("Automation", exact=True).bounding_box()
    assert field and button and automation
    # the button on the field's line, right of it; "Automation" on a line below both
    assert abs((field["y"] + field["height"] / 2) - (button["y"] + button["height"] / 2)) < 4
    assert button["x"] > field["x"] + field["width"] - 1
    assert automation["y"] > button["y"] + button["height"] - 1
    _no_axe_problems(host)
    host.locator("#deadline").scroll_into_view_if_needed()
    _shot(host, "f21-host-set", 390)
    host.set_viewport_size({"width": 1280, "height": 860})
    _shot(host, "f21-host-set", 1280)
    assert not console.errors, console.errors
