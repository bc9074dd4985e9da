"""A whole game played in German in a real browser (Playwright driving Debian's Chromium against
a real `werewolves serve`), with one English seat at the same table: the host builds the game
and runs it from German pages, four players read their pages in German and Bob in English, to
the end and through the review. Every word the test looks for is read from the Fluent
resources in the page's language, so a page that fell back to English (or to a bare id) fails
it, and the English seat must never show the German words."""

from __future__ import annotations

import re
from typing import Any

from live_server import ServerProcess
from test_web_browser import Console, chromium, expect, new_page  # noqa: F401 (fixture)

from werewolves.i18n import CATALOG

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")
ENGLISH_SEAT = "Bob"


def de(key: str, **params: Any) -> str:
    return CATALOG.text(key, params, "de")


def en(key: str, **params: Any) -> str:
    return CATALOG.text(key, params, "en")


def lang_of(name: str) -> str:
    return "en" if name == ENGLISH_SEAT else "de"


def words(reader: str, key: str, **params: Any) -> str:
    """What ``reader``'s page says for ``key``, in that player's language."""
    return CATALOG.text(key, params, lang_of(reader))


def act(page: Any, name: str, verb: str, *targets: str, confirm: bool = False) -> None:
    """``name`` sends ``verb`` at ``targets`` from the action's card, found by its heading: the
    verb's label in that player's language („Angreifen“, "Attack"), answering the card's
    question ("This cannot be undone.") with the page's own yes."""
    label = words(name, f"verb.{verb}")
    form = page.locator("form.action").filter(
        has=page.locator("h3", has_text=re.compile(f"^{re.escape(label)}$"))
    )
    expect(form).to_have_count(1)
    for i, target in enumerate(targets):
        form.locator("select").nth(i).select_option(target)
    form.locator("button[type=submit]").click()
    if confirm:
        dialog = page.locator("dialog")
        expect(dialog).to_be_visible()
        dialog.get_by_role("button", name=words(name, "web.yes"), exact=True).click()
    # (what each action did is checked by the caller where it shows for good: the Fortune
    # Teller's result, the death, the tally; the card's brief "done" fades after 10 s)


def test_a_whole_game_in_german_with_one_english_seat(
    chromium: Any,  # noqa: F811
    server: ServerProcess,
) -> None:
    console = Console()
    host = new_page(chromium, console, width=1280, locale="de-DE")
    host.goto(server.url + "/")
    expect(host.locator("html")).to_have_attribute("lang", "de")
    host.fill("#names", "\n".join(NAMES))
    roles = {"wolf": 1, "fortune_teller": 1, "citizen": 3}
    for role, n in roles.items():
        label = de("web.builder.add", role=de(f"role.{role}"))
        for _ in range(n):
            host.get_by_role("button", name=label, exact=True).click()
    expect(host.locator("#role-count")).to_have_text(de("web.builder.role_count", n=5, m=5))
    host.fill("#seed", "11")
    host.get_by_role("button", name=de("web.builder.create")).click()
    expect(host.locator("#links")).to_be_visible()
    links = {name: host.get_by_label(name, exact=True).input_value() for name in NAMES}
    host.get_by_role("link", name=de("web.links.open_host")).click()
    expect(host.locator("#phase")).to_have_text(de("web.phase.day_n", n=0))
    seats = host.locator("#seats tbody tr")
    expect(seats).to_have_count(5)
    # the host's grimoire names each role in German
    role_of = {
        seats.nth(i).locator("th").inner_text(): seats.nth(i).locator("td").first.inner_text()
        for i in range(5)
    }
    assert sorted(role_of.values()) == sorted(
        [de("role.wolf"), de("role.fortune_teller"), *[de("role.citizen")] * 3]
    )
    # and each team by the cards' German name of it
    team_of = {
        seats.nth(i).locator("th").inner_text(): seats.nth(i).locator("td").nth(1).inner_text()
        for i in range(5)
    }
    assert sorted(set(team_of.values())) == sorted({de("team.wolves"), de("team.town")})
    wolf = next(n for n, r in role_of.items() if r == de("role.wolf"))
    seer = next(n for n, r in role_of.items() if r == de("role.fortune_teller"))
    town = [n for n, r in role_of.items() if r == de("role.citizen")]

    players = {}
    for name, link in links.items():
        page = new_page(chromium, console, locale="en-US" if name == ENGLISH_SEAT else "de-DE")
        page.goto(link)
        expect(page.locator("html")).to_have_attribute("lang", lang_of(name))
        role_key = {wolf: "role.wolf", seer: "role.fortune_teller"}.get(name, "role.citizen")
        expect(page.locator("#role-name")).to_have_text(words(name, role_key))
        # the roster's chip of one's own seat names the role in one's language too
        expect(page.locator("ul.roster")).to_contain_text(words(name, role_key))
        players[name] = page

    host.get_by_role("button", name=de("web.host.advance")).click()
    for name, page in players.items():
        expect(page.locator("#phase")).to_have_text(words(name, "web.phase.night_n", n=1))
    # the wolf's group is named in the wolf's language inside the sentence („Rudel“)
    joined = words(wolf, "group.joined", group=words(wolf, "group.name.wolfpack"))
    expect(players[wolf].locator("#timeline")).to_contain_text(joined)

    # each action's card is headed by its verb's label in the reader's language, its button too
    for name in (wolf, seer):
        heading = players[name].locator("form.action h3")
        verb = "attack" if name == wolf else "investigate"
        expect(heading).to_have_text([words(name, f"verb.{verb}")])
        expect(players[name].locator("form.action button[type=submit]")).to_have_text(
            [words(name, f"verb.{verb}")])
    assert de("verb.attack") != en("verb.attack")
    act(players[wolf], wolf, "attack", town[0])
    act(players[seer], seer, "investigate", town[1], confirm=True)
    # the Fortune Teller's result, in the Fortune Teller's language
    told = CATALOG.text(
        "ft.result", {"target": town[1], "role": words(seer, "role.citizen")}, lang_of(seer)
    )
    expect(players[seer].locator("#timeline")).to_contain_text(told)
    # and the roster's chip of the seat learned names its role in that language too
    learned = players[seer].locator(f"ul.roster li[data-name='{town[1]}'] .chip")
    expect(learned).to_contain_text([words(seer, "role.citizen")])
    host.get_by_role("button", name=de("web.host.advance")).click()
    for name, page in players.items():
        expect(page.locator("#phase")).to_have_text(words(name, "web.phase.day_n", n=1))
    expect(players[town[0]].locator("#actions")).to_contain_text(words(town[0], "web.play.dead"))

    # chat crosses the languages as it was written
    players[seer].locator("input.say-text").fill(f"{wolf}!")
    players[seer].get_by_role("button", name=words(seer, "web.play.send")).click()
    expect(players[town[1]].locator("#channels")).to_contain_text(f"{wolf}!")
    # a channel's tab names it in its reader's language (its id stays what a line is sent to)
    for name in (seer, *town[1:]):
        tab = players[name].locator("#channels [role=tab]").first
        expect(tab).to_contain_text(words(name, "channel.town_square"))
        if lang_of(name) == "de":
            expect(tab).not_to_contain_text(en("channel.town_square"))

    for name in [seer, *town[1:]]:
        act(players[name], name, "vote", wolf)
    expect(players[wolf].locator("#polls")).to_contain_text(
        words(wolf, "web.play.votes_for", n=3, name=wolf)
    )
    # and a poll's heading names the poll in that language („Lynchung“), never its id
    for name in (seer, *town[1:]):
        expect(players[name].locator("#polls h3").first).to_have_text(words(name, "poll.lynch"))
    host.get_by_role("button", name=de("web.host.advance")).click()
    for name, page in players.items():
        expect(page.locator("#phase")).to_have_text(words(name, "web.phase.over"))

    # the review, in German for a German seat and in English for Bob
    for name in (seer, ENGLISH_SEAT):
        review = players[name]
        review.get_by_role("link", name=words(name, "web.review.title")).click()
        expect(review.locator("#review")).to_be_visible()
        expect(review.locator("#winners")).to_contain_text(seer)
        deaths = review.locator("#deaths details")
        expect(deaths).to_have_count(2)
        expect(review.get_by_label(words(name, "web.review.seen_by"))).to_be_visible()
    german_review = players[seer].locator("body").inner_text()
    english_review = players[ENGLISH_SEAT].locator("body").inner_text()
    for key in ("web.review.title", "web.review.seen_by"):
        assert de(key) in german_review and en(key) not in german_review, key
        assert en(key) in english_review and de(key) not in english_review, key
    assert not console.errors, console.errors
