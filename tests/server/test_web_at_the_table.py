"""Issue 36's "Done when", at the table in a real browser (Playwright driving Debian's Chromium
against one real `werewolves serve` for the whole file), at phone (390 px) and desktop
(1280 px) width. One game a width plays the Angel's ascension, the wolves' nights and a tied
election, and asserts item by item:

- item 7: the Angel's rule that decides an invalid pick (`declaration.fallback`) is shown
  beside the roster and in the action's card, where she chooses;
- item 6: a kept choice (her target) changes with a tap and no "cannot be undone" question;
- item 8: two players open a conspiracy channel that a third cannot read;
- item 2 / 6: a wolf's roster marks its packmate, and attacking it asks first, the same
  question from a tap and from the form; "Cancel" sends nothing;
- item 6: focus stays on the name tapped after the redraw; the clock stays pinned on top;
  a tap sent for the night and arriving in the day is refused with a sentence;
- item 6 / R40: the public board's count beside each name;
- item 1: the banner and every roster name the ascension; Fin's end screen says "You won" and
  shows every seat's role;
- item 3: after a reload the last phase's deaths are above the fold;
- item 4: the tie banner names both players and the count;
- item 5: the review marks the cancelled lynch.

A second, small game holds R40 on the roster: a vote a hidden modifier makes count nothing
(the herded Flute Player's, shepherd.2) is shown as the public board shows it, never as
counted. axe-core finds no serious or critical violation on the pages drawn."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from live_server import ServerProcess, post_as
from test_rules_upgrade import doctor, old_rules, play  # noqa: F401 (fixture)
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_front import _moves, _no_axe_problems, _seat, _seat_page
from test_web_newcomer import _made

WIDTHS = [390, 1280]
# WEREWOLVES_TABLE_SHOTS=docs/screenshots to refresh the documented shots
SHOTS = os.environ.get("WEREWOLVES_TABLE_SHOTS")

PLAYERS = [
    ["Fin", "Angel"],
    ["Ada", "Wolf"],
    ["Wes", "Wolf"],
    ["Bob", "Citizen"],
    ["Cal", "Citizen"],
    ["Deb", "Citizen"],
    ["Eve", "Citizen"],
    ["Gus", "Citizen"],
    ["Hal", "Citizen"],
]
FALLBACK = (
    "If the player you choose has not voted for you when you are lynched, a random player "
    "who did vote for you dies instead."
)
STALE = "That was meant for Night 1; it is Day 1 now: nothing was done."


@pytest.fixture(scope="module")
def one_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One real server for every game of this file (a start costs seconds on 2 cores)."""
    tmp = tmp_path_factory.mktemp("table")
    srv = ServerProcess(f"sqlite:///{tmp / 'games.sqlite3'}", tmp / "server.log")
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def _shot(page: Any, name: str, width: int, where: Any = None) -> None:
    if SHOTS:
        if where is not None:  # at the top, under the pinned clock (scroll-margin-top)
            where.evaluate("e => (e.closest('section') || e).scrollIntoView({ block: 'start' })")
        label = "phone" if width < 600 else "desktop"
        page.screenshot(path=str(Path(SHOTS) / f"{name}-{label}.png"), full_page=False)


def _focused(page: Any) -> Any:
    return page.evaluate("() => document.activeElement && document.activeElement.dataset.focus")


def _host_view(server: ServerProcess, made: Any) -> Any:
    r = httpx2.get(
        f"{server.url}/api/games/{made['game']}/view",
        headers={"Authorization": f"Bearer {made['host']['token']}"},
        timeout=10,
    )
    return r.json()["view"]


@pytest.mark.parametrize("width", WIDTHS)
def test_the_angel_the_wolves_and_a_tie_at_the_table(
    chromium: Any,  # noqa: F811
    one_server: ServerProcess,
    width: int,
) -> None:
    server, console = one_server, Console()
    made = _made(server, PLAYERS)

    # item 7: the Angel's fallback is said where she picks: beside the roster and in the card
    fin = _seat_page(chromium, console, made, "Fin", width)
    expect(fin.locator("#roster-hint")).to_have_text("Tap a name to target.")
    expect(fin.locator("#roster-box .fallback")).to_have_text(FALLBACK)
    card = fin.locator("form.action").filter(has=fin.locator("h3", has_text="Target"))
    expect(card.locator(".fallback")).to_have_text(FALLBACK)
    _shot(fin, "fallback", width, fin.locator("#roster-title"))
    # item 6: a kept target can be changed: a tap sends it, no "cannot be undone" question
    _seat(fin, "Bob").get_by_role("button", name="target Bob").click()
    expect(fin.locator("#roster-result")).to_contain_text("Done.")
    expect(fin.locator("dialog")).to_have_count(0)
    assert _moves(server, made, "Fin") == [["target", "Bob"]]

    # item 8: Fin opens a private channel with Ada and writes in it
    fin.get_by_text("Open a private channel").click()
    fin.get_by_label("Channel name").fill("plan")
    fin.locator("form.cc-open").get_by_label("Ada").check()
    _shot(fin, "conspiracy-open", width, fin.locator("#chan-title"))
    fin.get_by_role("button", name="Open the channel").click()
    fin.get_by_role("tab", name="#plan").click()
    expect(fin.locator(".cc-members")).to_have_text("Members: Fin, Ada")
    fin.locator("input.say-text").fill("vote for me tomorrow")
    fin.locator("form.say").get_by_role("button", name="Send").click()
    expect(fin.locator("ul.chat")).to_contain_text("Fin: vote for me tomorrow")
    expect(fin.locator("input.say-text")).to_have_value("")  # sent, so no longer in the box
    _shot(fin, "conspiracy-tab", width, fin.locator("#chan-title"))
    _no_axe_problems(fin)

    post_as(server, made, "/host/advance", "host", phase=0)  # Night 1
    ada = _seat_page(chromium, console, made, "Ada", width)
    # item 8: Ada, a member, reads it
    ada.get_by_role("tab", name="#plan").click()
    expect(ada.locator("ul.chat")).to_contain_text("Fin: vote for me tomorrow")

    # item 2: the packmate carries the ally mark; attacking them asks first, and the same
    # question comes from a tap and from the action's form (item 6); "Cancel" sends nothing
    expect(_seat(ada, "Wes")).to_contain_text("your wolfpack")
    expect(_seat(ada, "Bob")).not_to_contain_text("your wolfpack")
    dialog = ada.locator("dialog")
    _seat(ada, "Wes").get_by_role("button", name="attack Wes").click()
    expect(dialog).to_contain_text("Wes is in your wolfpack.")
    expect(dialog).not_to_contain_text("cannot be undone")
    from_tap = dialog.inner_text()
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_have_count(0)
    attack = ada.locator("form.action").filter(has=ada.locator("h3", has_text="Attack"))
    attack.locator("select").select_option("Wes")
    attack.get_by_role("button", name="Attack").click()
    expect(dialog).to_contain_text("Wes is in your wolfpack.")
    assert dialog.inner_text() == from_tap
    dialog.get_by_role("button", name="Cancel").click()
    assert _moves(server, made, "Ada") == []

    # item 6: a tap on a name that is not an ally is sent at once (the attack can be changed
    # until the night ends); after the redraw its push causes, the focus is still on that name
    bob = _seat(ada, "Bob").get_by_role("button", name="attack Bob")
    bob.scroll_into_view_if_needed()
    scrolled = ada.evaluate("() => window.scrollY")
    bob.click()
    expect(dialog).to_have_count(0)
    expect(_seat(ada, "Bob")).to_contain_text("your choice")  # the roster was redrawn
    assert _focused(ada) == "seat:Bob"
    assert ada.evaluate("() => window.scrollY") == scrolled
    # item 6: the clock stays pinned while the page scrolls to its end
    ada.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    assert ada.evaluate("() => getComputedStyle(document.querySelector('.phasebar')).position") == (
        "sticky"
    )
    if width < 600:
        assert ada.evaluate("() => window.scrollY") > 400
    clock = ada.locator(".phasebar").bounding_box()
    assert 0 <= clock["y"] < 40, clock
    expect(ada.locator("#phase")).to_be_in_viewport()
    _no_axe_problems(ada)

    # item 6: a tap sent for the night that arrives in the day is refused, never applied
    for wolf in ("Ada", "Wes"):
        post_as(server, made, "/act", wolf, action="attack Eve")
    sent: list[Any] = []

    def late(route: Any) -> None:
        sent.append(route.request.post_data_json)
        post_as(server, made, "/host/advance", "host", phase=1)  # Day 1: Eve dead
        route.continue_()

    ada.route(re.compile(r".*/act$"), late)
    ada.evaluate("() => window.scrollTo(0, 0)")
    _seat(ada, "Cal").get_by_role("button", name="attack Cal").click()
    expect(ada.locator("#flash")).to_have_text(STALE)
    assert sent == [{"action": ["attack", "Cal"], "phase": 1}]
    expect(ada.locator("#phase")).to_contain_text("Day 1")
    lynch = next(p for p in _host_view(server, made)["polls"] if p["name"] == "lynch")
    assert "Ada" not in lynch["votes"]
    ada.unroute(re.compile(r".*/act$"))

    # item 6 / R40: the board's count beside each name (two polls open: each count names its)
    for voter in ("Bob", "Cal"):
        post_as(server, made, "/act", voter, action="vote Fin")
    deb = _seat_page(chromium, console, made, "Deb", width)
    expect(_seat(deb, "Fin").locator(".chip.count")).to_have_text("2 votes (lynch)")
    expect(_seat(ada, "Fin").locator(".chip.count")).to_have_text("2 votes (lynch)")
    expect(_seat(deb, "Bob").locator(".chip.count")).to_have_count(0)
    post_as(server, made, "/act", "Gus", action="elect Hal")
    expect(_seat(deb, "Hal").locator(".chip.count")).to_have_text("1 vote (Mayor)")
    _shot(deb, "board-counts", width, deb.locator("#roster-title"))
    _no_axe_problems(deb)
    # item 8: Deb, the third, has no such tab and none of its lines
    expect(deb.get_by_role("tab", name="#plan")).to_have_count(0)
    assert "vote for me tomorrow" not in deb.content()

    post_as(server, made, "/host/advance", "host", phase=2)  # Night 2: Fin ascends with Bob
    # item 1: the banner and every roster name the ascension
    banner = deb.locator("#phase-alert")
    expect(banner).to_contain_text("Fin the Angel has ascended and won.")
    for page in (deb, ada, fin):
        expect(_seat(page, "Fin")).to_contain_text("ascended")
        expect(_seat(page, "Fin")).not_to_have_class("seat dead")
        expect(_seat(page, "Fin").locator(".chip.count")).to_have_count(0)  # the poll closed
    expect(fin.locator("#roster-hint")).to_contain_text("You ascended")
    ada.close()
    # item 3: after a reload the last phase's deaths are still on top, above the fold
    deb.reload()
    expect(deb.locator("#live")).to_have_text("Live")
    expect(banner).to_contain_text("Bob has died.")
    expect(banner).to_contain_text("Fin the Angel has ascended and won.")
    box = banner.get_by_text("Bob has died.").bounding_box()
    assert box["y"] + box["height"] <= deb.viewport_size["height"], box
    assert "vote for me tomorrow" not in deb.content()

    for wolf in ("Ada", "Wes"):
        post_as(server, made, "/act", wolf, action="attack Cal")
    post_as(server, made, "/host/advance", "host", phase=3)  # Day 2: its lynch is cancelled
    post_as(server, made, "/act", "Deb", action="vote Gus")
    post_as(server, made, "/act", "Gus", action="elect Deb")
    post_as(server, made, "/act", "Deb", action="elect Gus")
    post_as(server, made, "/host/advance", "host", phase=4)  # Night 3
    # item 4: the tie banner names both players and the count
    # (Hal became Mayor on Day 1: the day's election is for the Reporter)
    expect(banner).to_contain_text("Nobody is elected Reporter today: a tie, Deb, Gus with 1 each.")
    expect(banner).to_contain_text("Today's lynch has been cancelled.")
    post_as(server, made, "/host/draw", "host", reason="the host ended the game")

    # item 1: Fin's end screen says "You won" and shows every seat's role
    expect(fin.locator("#you-result")).to_have_text("You won!")
    expect(fin.locator("#outcome")).to_contain_text("Fin ascended and won (Angel).")
    for name, role in PLAYERS:
        expect(_seat(fin, name).locator(".chips")).to_contain_text(role)
    _no_axe_problems(fin)

    # item 5: the review marks the lynch the ascension cancelled
    fin.get_by_role("link", name="How the game went").click()
    expect(fin.locator("#review")).to_be_visible()
    expect(fin.locator("#poll-results")).to_contain_text(
        "Never carried out: the day's lynch was cancelled."
    )
    # the one console error is the stale tap's 422, which the page said itself
    assert len(console.errors) == 1 and "422" in console.errors[0], console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_r40_the_roster_counts_show_the_public_board_never_a_hidden_modifier(
    chromium: Any,  # noqa: F811
    one_server: ServerProcess,
    width: int,
) -> None:
    """The herded Flute Player's vote counts nothing (shepherd.2), a modifier nobody is shown:
    the roster's count beside Wes is the public board's 2, while the host's total is 1."""
    server, console = one_server, Console()
    body = {
        "setup": {"players": [["Flo", "Flute Player"], ["She", "Shepherd"], ["Wes", "Wolf"]]},
        "seed": 1,
        "settings": {"automation": "manual"},
    }
    made = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    post_as(server, made, "/host/advance", "host", phase=0)
    post_as(server, made, "/act", "Flo", action="enchant She")
    post_as(server, made, "/act", "She", action="herd Flo")
    post_as(server, made, "/host/advance", "host", phase=1)
    she = _seat_page(chromium, console, made, "She", width)
    post_as(server, made, "/act", "Flo", action="vote Wes")
    expect(_seat(she, "Wes").locator(".chip.count")).to_have_text("1 vote (lynch)")
    post_as(server, made, "/act", "She", action="vote Wes")
    expect(_seat(she, "Wes").locator(".chip.count")).to_have_text("2 votes (lynch)")
    lynch = next(p for p in _host_view(server, made)["polls"] if p["name"] == "lynch")
    assert lynch["totals"] == {"Wes": 1}  # counted: the hidden modifier is real
    assert not console.errors, console.errors


def test_an_action_at_once_asks_the_same_from_a_tap_and_from_the_form(
    chromium: Any,  # noqa: F811
    one_server: ServerProcess,
) -> None:
    """Ruling RM550 as issue 36 item 6 completes it: an investigation takes effect at once, so
    it cannot be undone; a tap on the roster and the action's form ask the same question (the
    form used to send it without a word). "Cancel" sends nothing; "Yes" sends it."""
    server, console = one_server, Console()
    players = [["Ann", "Wolf"], ["Bob", "Citizen"], ["Cid", "Fortune Teller"], ["Dan", "Citizen"]]
    body = {"setup": {"players": players}, "seed": 3, "settings": {"automation": "manual"}}
    made = httpx2.post(server.url + "/api/games", json=body, timeout=10).json()
    post_as(server, made, "/host/advance", "host", phase=0)  # Night 1
    cid = _seat_page(chromium, console, made, "Cid", 390)
    dialog = cid.locator("dialog")
    _seat(cid, "Ann").get_by_role("button", name="investigate Ann").click()
    expect(dialog).to_have_text(re.compile(r"^Investigate Ann\? This cannot be undone\."))
    from_tap = dialog.inner_text()
    dialog.get_by_role("button", name="Cancel").click()
    card = cid.locator("form.action").filter(has=cid.locator("h3", has_text="Investigate"))
    card.locator("select").select_option("Ann")
    card.get_by_role("button", name="Investigate").click()
    expect(dialog).to_have_text(re.compile(r"^Investigate Ann\? This cannot be undone\."))
    assert dialog.inner_text() == from_tap
    dialog.get_by_role("button", name="Cancel").click()
    assert _moves(server, made, "Cid") == []
    card.get_by_role("button", name="Investigate").click()
    dialog.get_by_role("button", name="Yes").click()
    expect(cid.locator("#timeline")).to_contain_text("Ann appears to be the Wolf.")
    assert _moves(server, made, "Cid") == [["investigate", "Ann"]]
    # the focus stays in the card acted on (the action is used up: its section keeps it)
    expect(cid.locator("#actions-title")).to_be_focused()
    assert not console.errors, console.errors


def test_the_host_sees_the_rules_hold_box_on_a_phone_and_a_desktop(
    chromium: Any,  # noqa: F811
    tmp_path: Path,
    old_rules: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    """The host's screen of a game whose replay differs under this server's rules (issue 33
    item 6, played as test_rules_upgrade plays it): the box says which command differs and
    what it brought then and now, with the way on, at both widths, pinned clock above it."""
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    g, told = play(url, finish=False)
    assert told == "Ann appears to be the Citizen."  # the old rules
    old_rules.undo()  # the upgrade
    doctor(url, g.id)
    srv = ServerProcess(url, tmp_path / "server.log")
    srv.start()
    try:
        console = Console()
        for width in WIDTHS:
            page = new_page(chromium, console, width=width)
            page.goto(f"{srv.url}/host/{g.id}#t={g.host['Authorization'].split()[1]}")
            box = page.locator("#rules-hold")
            expect(box).to_be_visible()
            expect(box).to_contain_text("the first command that differs is command #2")
            expect(box).to_contain_text(
                "Under the new rules it brings: Ann appears to be the Wolf."
            )
            expect(box.get_by_role("button")).to_be_visible()
            _shot(page, "rules-hold", width, box)
            _no_axe_problems(page)
            page.close()
        assert not console.errors, console.errors
    finally:
        srv.stop()
