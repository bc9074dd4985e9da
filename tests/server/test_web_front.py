"""Issue 21, the player-facing front, in a real browser (Playwright driving Debian's Chromium
against a real `werewolves serve`), each at phone (360 px) and desktop (1280 px) width:

- a roster of every seat (alive or dead, offices, what this player's own view says of a seat)
  where a tap on a name uses the action in hand: a whole game is played through it;
- phase alerts: a banner at each new phase with its deaths and the lynch, the phase and the
  time left in the tab's title, sound and vibration only when turned on (remembered);
- a glossary of the roles the player's own view names, never one of a hidden list;
- the offline state shown where the player looks (and the header not saying "Live");
  a kicked phone that stops showing the game; "Watch bots play" with pause and speed; the
  amulet among its holder's statuses (R43);
- axe-core: no serious or critical violation on any page (home and builder, player, host,
  spectator, review).
"""

from __future__ import annotations

import re
from typing import Any

import httpx2
import pytest
from live_server import ServerProcess, post_as
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)
from test_web_picks import _axe

WIDTHS = [360, 1280]
FIVE = [
    ["Ann", "Wolf"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Citizen"],
    ["Eve", "Citizen"],
]


def _made(server: ServerProcess, players: list[list[str]] = FIVE, **setup: Any) -> Any:
    body = {
        "setup": {"players": players, **setup},
        "seed": 3,
        "settings": {"automation": "manual"},
    }
    r = httpx2.post(server.url + "/api/games", json=body, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()




def _seat_page(browser: Any, console: Console, made: Any, name: str, width: int) -> Any:
    page = new_page(browser, console, width=width)
    # vibrations are recorded, not felt
    page.add_init_script(
        "navigator.vibrate = (p) => { (window.__vibrations ||= []).push(p); return true; };"
    )
    page.goto(next(s["link"] for s in made["seats"] if s["name"] == name))
    expect(page.locator("#live")).to_have_text("Live")
    return page


def _seat(page: Any, name: str) -> Any:
    return page.locator("#roster-box li").filter(
        has=page.locator(".seat-name", has_text=re.compile(f"^{name}$"))
    )


def _no_axe_problems(page: Any) -> None:
    problems = _axe(page)
    assert not problems, [(v["id"], v["help"], [n["html"] for n in v["nodes"]]) for v in problems]


@pytest.mark.parametrize("width", WIDTHS)
def test_a_whole_game_through_the_roster_with_alerts_notes_and_the_glossary(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server, role_list="public")
    cid = _seat_page(chromium, console, made, "Cid", width)
    ann = _seat_page(chromium, console, made, "Ann", width)
    # every seat, the player's own marked with their role; nobody dead yet
    expect(cid.locator("#roster-box li")).to_have_count(5)
    expect(_seat(cid, "Cid")).to_contain_text("you")
    expect(_seat(cid, "Cid")).to_contain_text("Fortune Teller")
    expect(cid.locator("#roster-box")).not_to_contain_text("dead")
    expect(cid).to_have_title(re.compile(r"^Day 0 · no timer — werewolves$"))
    # the glossary, one tap from the roster: the roles of the public list and nothing else
    cid.get_by_role("button", name="Roles you know of").click()
    glossary = cid.locator("#glossary h3")
    expect(glossary).to_have_count(3)
    expect(glossary.first).to_contain_text("Fortune Teller")
    expect(cid.locator("#glossary")).to_contain_text("Wolf")
    expect(cid.locator("#glossary")).to_contain_text("Citizen")
    cid.locator("dialog").get_by_role("button", name="Close").click()

    # the night: a banner says so, and a tap on a name uses the night's action
    post_as(server, made, "/host/advance", "host", phase=0)
    expect(cid.locator("#phase-alert")).to_contain_text("Now: Night 1")
    expect(cid).to_have_title(re.compile(r"^Night 1 · "))
    expect(cid.locator("#roster-hint")).to_have_text("Tap a name to investigate.")
    expect(_seat(cid, "Cid").locator("button")).to_have_count(0)  # not a candidate
    _seat(cid, "Ann").get_by_role("button", name="investigate Ann").click()
    # it takes effect at once, so a tap asks first (ruling RM550, finding 4)
    expect(cid.locator("dialog")).to_contain_text("Investigate Ann? This cannot be undone.")
    cid.locator("dialog").get_by_role("button", name="Yes").click()
    expect(cid.locator("#roster-result")).to_contain_text("Done.")
    expect(cid.locator("#timeline")).to_contain_text("Ann appears to be the Wolf.")
    # what Cid learned is beside the name
    expect(_seat(cid, "Ann")).to_contain_text("Wolf")
    expect(ann.locator("#roster-hint")).to_have_text("Tap a name to attack.")
    _seat(ann, "Bob").get_by_role("button", name="attack Bob").click()
    expect(ann.locator("#roster-result")).to_contain_text("Done.")
    # Cid writes down what the night told her: the notes are kept, and come back on a reload
    cid.locator("#notes-text").fill("Ann appears to be the Wolf (Night 1).")
    expect(cid.locator("#notes-status")).to_have_text("Notes kept.")
    cid.reload()
    expect(cid.locator("#live")).to_have_text("Live")
    expect(cid.locator("#notes-text")).to_have_value("Ann appears to be the Wolf (Night 1).")

    # the day: the banner tells the night's death; the roster marks the dead
    post_as(server, made, "/host/advance", "host", phase=1)
    expect(cid.locator("#phase-alert")).to_contain_text("Now: Day 1")
    expect(cid.locator("#phase-alert")).to_contain_text("Bob has died.")
    expect(_seat(cid, "Bob")).to_contain_text("dead")
    expect(_seat(cid, "Bob").locator("button")).to_have_count(0)
    # two actions name players today: the one in hand is chosen, then a tap votes
    cid.locator(".in-hand").get_by_role("button", name="Vote").click()
    expect(cid.locator(".in-hand").get_by_role("button", name="Vote")).to_have_attribute(
        "aria-pressed", "true"
    )
    _seat(cid, "Ann").get_by_role("button", name="vote Ann").click()
    expect(cid.locator("#polls")).to_contain_text("1 for Ann")
    expect(_seat(cid, "Ann")).to_contain_text("your choice")
    for name in ("Dan", "Eve"):
        post_as(server, made, "/act", name, action="vote Ann")
    expect(cid.locator("#polls")).to_contain_text("3 for Ann")
    _no_axe_problems(cid)

    # the end: the banner tells the lynch; the title says the game is over
    post_as(server, made, "/host/advance", "host", phase=2)
    expect(cid.locator("#phase-alert")).to_contain_text("Ann has been lynched.")
    expect(cid).to_have_title(re.compile(r"^The game is over — werewolves$"))
    # sound and vibration were off (the default): nothing rang
    assert cid.evaluate("window.__vibrations") is None
    assert not console.errors, console.errors


def _moves(server: ServerProcess, made: Any, name: str) -> list[list[str]]:
    """The moves the seat sent (the host's log of commands)."""
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    log = httpx2.get(f"{server.url}/api/games/{made['game']}/host/log", headers=host).json()
    return [list(c["action"]) for c in log["commands"] if c.get("player") == name and "action" in c]


@pytest.mark.parametrize("width", WIDTHS)
def test_a_tap_on_a_name_asks_first_when_the_declaration_says_so(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    """An action that may hurt its user (its declaration's asks_first) asks before a tap sends
    it, in the family's own warning; "Cancel" sends nothing; a vote is sent at the tap."""
    console = Console()
    players = [["Ann", "Wolf"], ["Bob", "Priest"], *FIVE[2:], ["Fay", "Wolf"]]
    made = _made(server, players)
    post_as(server, made, "/host/advance", "host", phase=0)
    bob = _seat_page(chromium, console, made, "Bob", width)
    expect(bob.locator("#phase")).to_have_text("Night 1")
    _seat(bob, "Ann").locator("button").click()
    dialog = bob.locator("dialog")
    expect(dialog).to_contain_text("you die instead")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_have_count(0)
    assert _moves(server, made, "Bob") == []
    _seat(bob, "Ann").locator("button").click()
    bob.locator("dialog").get_by_role("button", name="Yes").click()
    expect(bob.locator("#roster-result")).to_contain_text("Done.")
    assert len(_moves(server, made, "Bob")) == 1
    assert "Ann" in _moves(server, made, "Bob")[0]
    # by day a vote (a ballot: its declaration asks nothing first) is sent at the tap
    post_as(server, made, "/host/advance", "host", phase=1)
    expect(bob.locator("#roster-hint")).to_have_text("Tap a name to vote.")
    _seat(bob, "Cid").locator("button").click()
    expect(bob.locator("#polls")).to_contain_text("1 for Cid")
    expect(bob.locator("dialog")).to_have_count(0)
    # a lynch vote for oneself (a condemning ballot) asks first; "Cancel" keeps the old vote
    _seat(bob, "Bob").locator("button").click()
    expect(bob.locator("dialog")).to_contain_text("a vote to lynch yourself")
    bob.locator("dialog").get_by_role("button", name="Cancel").click()
    expect(bob.locator("#polls")).to_contain_text("1 for Cid")
    assert not console.errors, console.errors


def test_the_glossary_of_a_private_list_names_only_what_the_player_was_told(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _made(server)  # a private role list
    cid = _seat_page(chromium, console, made, "Cid", 360)
    cid.get_by_role("button", name="Roles you know of").click()
    expect(cid.locator("#glossary h3")).to_have_count(1)
    expect(cid.locator("#glossary h3")).to_contain_text("Fortune Teller")
    expect(cid.locator("#glossary")).to_contain_text("your role")
    assert "Citizen" not in cid.locator("#glossary").inner_text()
    assert "Wolf" not in cid.locator("#glossary").inner_text()
    cid.locator("dialog").get_by_role("button", name="Close").click()
    # a role found out joins it
    post_as(server, made, "/host/advance", "host", phase=0)
    post_as(server, made, "/act", "Cid", action="investigate Ann")
    expect(cid.locator("#timeline")).to_contain_text("appears to be the Wolf")
    cid.get_by_role("button", name="Roles you know of").click()
    expect(cid.locator("#glossary h3")).to_have_count(2)
    expect(cid.locator("#glossary")).to_contain_text("Wolf")
    assert "Citizen" not in cid.locator("#glossary").inner_text()
    _no_axe_problems(cid)
    assert not console.errors, console.errors


def test_sound_and_vibration_are_opt_in_and_remembered(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    made = _made(server)
    page = _seat_page(chromium, console, made, "Dan", 360)
    toggle = page.get_by_label("Sound and vibration at each new phase")
    expect(toggle).not_to_be_checked()
    toggle.check()
    assert page.evaluate("localStorage.getItem('ww:alerts')") == "on"
    page.reload()
    expect(page.locator("#live")).to_have_text("Live")
    expect(page.get_by_label("Sound and vibration at each new phase")).to_be_checked()
    before = page.evaluate("(window.__vibrations || []).length")
    post_as(server, made, "/host/advance", "host", phase=0)
    expect(page.locator("#phase-alert")).to_contain_text("Now: Night 1")
    page.wait_for_function(f"(window.__vibrations || []).length > {before}")
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_offline_is_said_where_the_player_looks_and_the_header_stops_saying_live(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server)
    page = _seat_page(chromium, console, made, "Cid", width)
    expect(page.locator("#offline")).to_be_hidden()
    page.locator("#timeline").scroll_into_view_if_needed()  # the header out of sight
    page.context.set_offline(True)
    expect(page.locator("#live")).to_have_text("Offline: trying again")
    expect(page.locator("#offline")).to_be_in_viewport()
    page.context.set_offline(False)
    expect(page.locator("#live")).to_have_text("Live")
    expect(page.locator("#offline")).to_be_hidden()
    # the server gone: the same, until it is back
    server.stop()
    expect(page.locator("#live")).to_have_text("Reconnecting…")
    expect(page.locator("#offline")).to_be_in_viewport()
    server.start()
    expect(page.locator("#live")).to_have_text("Live", timeout=20_000)
    expect(page.locator("#offline")).to_be_hidden()
    # only the failed connection attempts may be in the console
    assert all("WebSocket" in e or "ERR_" in e for e in console.errors), console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_a_kicked_phone_stops_showing_the_game(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server)
    bob = _seat_page(chromium, console, made, "Bob", width)
    expect(bob.locator("#roster-box li")).to_have_count(5)
    post_as(server, made, "/host/kick", "host", seat="Bob", reason="left the table")
    expect(bob.locator("#ended-card")).to_be_visible()
    expect(bob.locator("#ended-card")).to_contain_text("Why this page stopped")
    expect(bob.locator("#alerts-on")).to_be_hidden()
    expect(bob.locator("#ended-text")).not_to_be_empty()
    expect(bob.locator(".columns")).to_be_hidden()
    expect(bob.locator("#live")).to_have_text("Not connected")
    expect(bob.locator("#offline")).to_be_hidden()
    expect(bob).to_have_title(re.compile("^This link no longer works"))
    # the next phase reaches it no more
    post_as(server, made, "/host/advance", "host", phase=0)
    bob.wait_for_timeout(1500)
    expect(bob.locator("#phase")).to_have_text("This link no longer works", timeout=100)
    assert "Night 1" not in bob.locator("main").inner_text()
    _no_axe_problems(bob)
    assert all("403" in e or "WebSocket" in e for e in console.errors), console.errors


def test_the_amulet_holder_sees_it_among_their_statuses_and_passes_it_from_the_roster(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """R43 on the player page; the amulet's pass (three boxes) filled by taps on names."""
    console = Console()
    players = [["Ann", "Wolf"], ["Bob", "Amulet Holder"], *FIVE[2:], ["Fay", "Citizen"]]
    made = _made(server, players)
    bob = _seat_page(chromium, console, made, "Bob", 360)
    expect(bob.locator("#statuses")).to_contain_text("amulet")
    # an action of several boxes: each tap fills the next empty box, then the card sends it
    expect(bob.locator("#roster-hint")).to_have_text("Tap a name to pass.")
    # issue 36 item 7: what leaving it unused costs is said beside the roster, where he taps
    expect(bob.locator("#roster-box .warn")).to_contain_text("it shatters and kills you")
    for i, name in enumerate(("Cid", "Dan", "Eve")):
        _seat(bob, name).locator("button").click()
        expect(bob.locator(f"#act-pass-{i}")).to_have_value(name)
    form = bob.locator("form.action").filter(has=bob.locator("h3", has_text="Pass"))
    expect(form.locator(".result")).to_contain_text("Eve is in box 3")
    form.get_by_role("button", name=re.compile("^Pass")).click()
    expect(bob.locator("#actions .result.ok").first).to_contain_text("Done.")
    expect(bob.locator("#roster-box .warn")).to_have_count(0)  # passed: nothing left to cost
    cid = _seat_page(chromium, console, made, "Cid", 360)
    expect(cid.locator("#statuses")).to_contain_text("None.")
    # issue 36 item 9: the amulet reaches Cid (amulet-crafter.b6: the first named who never had
    # it) as the day ends; his page says under the message what it means for him, in the line
    # the message declares (`to_you`)
    post_as(server, made, "/host/advance", "host")
    cid.reload()
    expect(cid.locator("#timeline .to-you")).to_contain_text("Attacks cannot kill you at night")
    assert not console.errors, console.errors


def _reminded(
    browser: Any, console: Console, server: ServerProcess, players: list[list[str]],
    seat: str, action: str, warning: str,
) -> tuple[Any, Any, Any]:
    """A game of ``players``, ``seat``'s page at desktop width and its card of ``action``,
    which shows the reminder ``warning`` (RM562): the game, the page and the card."""
    made = _made(server, players)
    page = _seat_page(browser, console, made, seat, 1280)
    form = page.locator("form.action").filter(has=page.locator("h3", has_text=action))
    expect(form.locator(".warn")).to_contain_text(warning)
    return made, page, form


def test_rm562_the_amulet_reminder_shows_each_day_until_it_is_passed(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """RM562 on the player page: what an action left unused costs (the declaration's
    `unused`) is shown in any phase it is open, and goes once the player has used it. The page
    used to show it on Day 0 only, and after the pass too."""
    console = Console()
    players = [["Ann", "Wolf"], ["Bob", "Amulet Holder"], *FIVE[2:], ["Fay", "Citizen"]]
    warning = "If the day ends before you pass the amulet on"
    made, bob, form = _reminded(chromium, console, server, players, "Bob", "Pass", warning)
    post_as(server, made, "/act", "Bob", action="pass Cid")
    expect(bob.locator("#timeline")).to_contain_text("Cid")
    expect(form).not_to_contain_text(warning)
    post_as(server, made, "/host/advance", "host", phase=0)
    post_as(server, made, "/host/advance", "host", phase=1)
    cid = _seat_page(chromium, console, made, "Cid", 1280)
    expect(cid.locator("#phase")).to_have_text("Day 1")
    form = cid.locator("form.action").filter(has=cid.locator("h3", has_text="Pass"))
    expect(form.locator(".warn")).to_contain_text(warning)
    assert not console.errors, console.errors


def test_rm562_a_kept_target_ends_the_reminder_in_later_phases(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """A choice kept from phase to phase (a Mad Scientist's subject, `declaration.lasting`)
    ends the reminder for good once it names someone; the review of this change found it back
    in every later phase."""
    console = Console()
    players = [["Ann", "Mad Scientist"], ["Bob", "Wolf"], *FIVE[2:], ["Fay", "Citizen"]]
    warning = "If you die with no subject chosen"
    made, ann, form = _reminded(chromium, console, server, players, "Ann", "Target", warning)
    subject = ann.locator("#act-target-0 option").nth(1).get_attribute("value")
    post_as(server, made, "/act", "Ann", action=f"target {subject}")
    expect(form).not_to_contain_text(warning)
    post_as(server, made, "/host/advance", "host", phase=0)
    expect(ann.locator("#phase")).to_have_text("Night 1")
    expect(form).to_be_visible()
    expect(form).not_to_contain_text(warning)
    post_as(server, made, "/act", "Ann", action="target nobody")
    expect(form.locator(".warn")).to_contain_text(warning)
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_watch_bots_play_with_pause_and_speed(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    page = new_page(chromium, console, width=width)
    page.goto(server.url + "/")
    page.get_by_role("button", name="Start a bot game").click()
    expect(page.locator("#bots-card")).to_be_visible()
    game = page.url.split("/watch/")[1].split("#")[0]
    page.get_by_role("button", name="Pause").click()
    expect(page.get_by_role("button", name="Resume")).to_be_visible()
    expect(page.locator("#clock")).to_have_text("paused")
    token = page.evaluate(f"localStorage.getItem('ww:{game}:watch')")

    def summary() -> Any:
        headers = {"Authorization": f"Bearer {token}"}
        return httpx2.get(f"{server.url}/api/games/{game}", headers=headers, timeout=10).json()

    assert summary()["paused"] is True
    page.get_by_label("Speed").select_option("fast")
    for _ in range(100):
        if summary()["settings"]["bot_seconds"] == 1:
            break
        page.wait_for_timeout(100)
    assert summary()["settings"]["bot_seconds"] == 1
    _no_axe_problems(page)
    page.get_by_role("button", name="Resume").click()
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    # the fast bots finish the game: the review replaces the controls
    expect(page.locator("#review")).to_be_visible(timeout=60_000)
    expect(page.locator("#bots-card")).to_be_hidden()
    assert not console.errors, console.errors


def test_a_role_book_that_cannot_be_loaded_is_said_so(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """The builder cannot work without the role book: when it cannot be fetched the page says
    so and its buttons stay off, rather than a silent page whose buttons do nothing."""
    console = Console()
    page = new_page(chromium, console, width=1280)
    page.route("**/api/roles", lambda route: route.abort())
    page.goto(server.url + "/")
    expect(page.locator("#flash")).to_contain_text("The list of roles could not be loaded")
    expect(page.locator("#create")).to_be_disabled()


def test_how_your_role_works_lists_the_actions_in_words(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """Finding 12: the role's card on the player's page names each of its actions as typed,
    when and how it takes effect, and its limits; the rule ids close it on one quiet line."""
    made = _made(server, [["Ann", "Alpha Wolf"], *FIVE[1:]])
    console = Console()
    page = _seat_page(chromium, console, made, "Ann", 1280)
    page.get_by_text("How your role works").click()
    rules = page.locator("#role-rules")
    expect(rules.get_by_role("heading", name="Your role's actions")).to_be_visible()
    line = rules.locator("li").filter(has_text="overwrite PLAYER")
    expect(line.first).to_contain_text("at night · takes effect when the phase ends")
    expect(line.first).to_contain_text("uses up overwrites")
    expect(rules.locator("li").filter(has_text="attack PLAYER").first).to_contain_text(
        "shared with the wolfpack"
    )
    expect(rules.locator("p.hint")).to_contain_text("alpha-wolf.1")
    # the ids are one line, not a list item each
    expect(rules.locator("li").filter(has_text=re.compile(r"^alpha-wolf"))).to_have_count(0)
    assert not console.errors, console.errors


def test_home_buttons_work_while_the_role_book_loads(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    """CI run of stop 31: a click on "Start a bot game" that came before the role book had
    loaded was lost. The bot game's button works at once; the builder's buttons wait, switched
    off, until the book is there, and come on after it."""
    console = Console()
    page = new_page(chromium, console, width=1280)
    held: list[Any] = []
    page.route("**/api/roles", lambda route: held.append(route))
    page.goto(server.url + "/")
    page.wait_for_timeout(200)
    assert held, "the page asks for the role book"
    expect(page.locator("#create")).to_be_disabled()
    expect(page.locator("#preset")).to_be_disabled()
    page.get_by_role("button", name="Start a bot game").click()
    expect(page.locator("#bots-card")).to_be_visible()
    for route in held:
        route.continue_()
    page.unroute("**/api/roles")
    page.goto(server.url + "/")
    expect(page.locator("#create")).to_be_enabled()
    expect(page.locator("#preset")).to_be_enabled()


@pytest.mark.parametrize("width", WIDTHS)
def test_no_serious_axe_violation_on_any_page(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    # home and the builder, then the links it made
    home = new_page(chromium, console, width=width)
    home.goto(server.url + "/")
    expect(home.get_by_role("heading", level=1)).to_be_visible()
    expect(home.locator("#roles li").first).to_be_visible()
    _no_axe_problems(home)
    home.get_by_role("button", name="Default mix").click()
    home.get_by_role("button", name="Create the game").click()
    expect(home.locator("#links")).to_be_visible()
    _no_axe_problems(home)
    # a game under way: the player, the host, the spectators
    made = _made(server, role_list="public")
    post_as(server, made, "/host/advance", "host", phase=0)
    post_as(server, made, "/act", "Ann", action="attack Bob")
    post_as(server, made, "/host/advance", "host", phase=1)
    post_as(server, made, "/say", "Cid", channel="town square", text="Ann is the Wolf")
    player = _seat_page(chromium, console, made, "Cid", width)
    expect(player.locator("#roster-box li")).to_have_count(5)
    _no_axe_problems(player)
    host = new_page(chromium, console, width=width)
    host.goto(made["host"]["link"])
    expect(host.locator("#seats tbody tr")).to_have_count(5)
    _no_axe_problems(host)
    watch = new_page(chromium, console, width=width)
    watch.goto(made["spectator"]["link"])
    expect(watch.locator("#timeline")).to_contain_text("Bob has died.")
    _no_axe_problems(watch)
    # the review, once the game is over
    for name in ("Cid", "Dan", "Eve"):
        post_as(server, made, "/act", name, action="vote Ann")
    post_as(server, made, "/host/advance", "host", phase=2)
    expect(watch.locator("#review")).to_be_visible()
    watch.locator("#deaths details").first.locator("summary").click()
    _no_axe_problems(watch)
    assert not console.errors, console.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_rm440_the_host_ends_the_game_in_a_draw_and_every_phone_says_so(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
    width: int,
) -> None:
    console = Console()
    made = _made(server)
    bob = _seat_page(chromium, console, made, "Bob", width)
    host = new_page(chromium, console, width=width)
    host.goto(made["host"]["link"])
    expect(host.locator("#seats tbody tr")).to_have_count(5)
    host.get_by_role("button", name="End in a draw").click()
    box = host.locator("dialog")
    box.get_by_label("Reason (shown in the audit)").fill("we ran out of time")
    box.get_by_role("button", name="End in a draw").click()
    expect(bob.locator("main")).to_contain_text("A draw (the host ended the game)")
    expect(bob.locator("main")).to_contain_text("Ann, Bob, Cid, Dan, Eve draw.")
    expect(host.locator("main")).to_contain_text("The game ends in a draw: the host ended")
    _no_axe_problems(host)
