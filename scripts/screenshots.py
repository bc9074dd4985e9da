"""Screenshots of every screen of the browser app, at phone and desktop width.

    .venv/bin/python scripts/screenshots.py [--out docs/screenshots]

Starts a real `werewolves serve` on a fresh SQLite file, sets a game up through the API (a
host, seven players, a night played), opens each page in Debian's Chromium with Playwright,
and saves `<screen>-<phone|desktop>.png`. The README and docs/web.md show them. `--only picks`
takes only the shots of an action's picks boxes (a role, role-book groups: `picks-*.png`);
`--only push` only the player's and the host's pages as pushes left them (`push-*.png`);
`--only screens` the player's roster, phase banner and glossary, the offline bar, a kicked
phone and the bots' game's controls (issue 21: `roster-*`, `glossary-*`, `offline-*`,
`ended-*`, `bots-*.png`).
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SIZES = {"phone": (360, 780), "desktop": (1280, 900)}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--only", choices=["picks", "push", "screens"], help="take only these shots")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="ww-shots-"))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from werewolves.cli import main; main()",
            "serve",
            "--port",
            str(port),
            "--db",
            f"sqlite:///{tmp / 'g.sqlite3'}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
    )
    try:
        for _ in range(200):
            try:
                if httpx2.get(url + "/api/health", timeout=1).status_code == 200:
                    break
            except httpx2.HTTPError:
                time.sleep(0.1)
        if args.only in ("picks", "push", "screens"):
            only = {"picks": picks_shots, "push": push_shots, "screens": screens_shots}
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                only[args.only](url, browser, out)
                browser.close()
            print(f"screenshots in {out}/")
            return
        players = [
            ["Ann", "Wolf"],
            ["Bob", "Amulet Holder"],
            ["Cid", "Fortune Teller"],
            ["Dan", "Citizen"],
            ["Eve", "Grandma"],
            ["Fay", "Wolf"],
            ["Gus", "Citizen"],
        ]
        made = httpx2.post(
            url + "/api/games",
            json={
                "setup": {"players": players},
                "seed": 2,
                "settings": {"automation": "manual", "day_seconds": 1800, "night_seconds": 900},
            },
        ).json()
        gid = made["game"]
        tok = {s["name"]: s["token"] for s in made["seats"]}

        def auth(name: str) -> dict[str, str]:
            return {"Authorization": f"Bearer {tok[name]}"}

        host = {"Authorization": f"Bearer {made['host']['token']}"}
        httpx2.post(f"{url}/api/games/{gid}/act", headers=auth("Bob"), json={"action": "pass Cid"})
        httpx2.post(
            f"{url}/api/games/{gid}/say",
            headers=auth("Ann"),
            json={"channel": "town square", "text": "Good morning, village."},
        )
        httpx2.post(f"{url}/api/games/{gid}/host/advance", headers=host)
        httpx2.post(
            f"{url}/api/games/{gid}/act", headers=auth("Ann"), json={"action": "attack Dan"}
        )
        httpx2.post(
            f"{url}/api/games/{gid}/say",
            headers=auth("Fay"),
            json={"channel": "wolfpack", "text": "Dan tonight?"},
        )
        httpx2.post(
            f"{url}/api/games/{gid}/act", headers=auth("Cid"), json={"action": "investigate Fay"}
        )
        httpx2.post(f"{url}/api/games/{gid}/host/advance", headers=host)
        httpx2.post(f"{url}/api/games/{gid}/act", headers=auth("Cid"), json={"action": "vote Fay"})
        httpx2.post(f"{url}/api/games/{gid}/act", headers=auth("Eve"), json={"action": "vote Fay"})
        httpx2.post(f"{url}/api/games/{gid}/act", headers=auth("Ann"), json={"action": "vote Cid"})
        pages = {
            "home": f"{url}/",
            "player": f"{url}/play/{gid}#t={tok['Cid']}",
            "host": f"{url}/host/{gid}#t={made['host']['token']}",
            "spectator": f"{url}/watch/{gid}#t={made['spectator']['token']}",
        }
        # a finished game for the review page
        bots = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
        done = httpx2.post(
            url + "/api/games",
            json={
                "setup": {"names": bots},
                "seed": 5,
                "bots": bots,
                "settings": {"automation": "manual"},
            },
        ).json()
        dh = {"Authorization": f"Bearer {done['host']['token']}"}
        for _ in range(60):
            if httpx2.get(f"{url}/api/games/{done['game']}", headers=dh).json()["over"]:
                break
            httpx2.post(f"{url}/api/games/{done['game']}/host/advance", headers=dh)
        pages["review"] = f"{url}/watch/{done['game']}#t={done['spectator']['token']}"
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for size, (w, hgt) in SIZES.items():
                # phones in the dark theme, desktops in the light one: both themes are shown
                for scheme in ("dark",) if size == "phone" else ("light",):
                    ctx = browser.new_context(
                        viewport={"width": w, "height": hgt}, color_scheme=scheme
                    )  # type: ignore[arg-type]
                    for name, link in pages.items():
                        page = ctx.new_page()
                        page.goto(link)
                        page.wait_for_load_state("networkidle")
                        page.wait_for_timeout(400)
                        suffix = (
                            f"{size}" if scheme == "dark" or size == "phone" else f"{size}-light"
                        )
                        # a phone shows one screen at a time; a desktop shot has the whole page
                        page.screenshot(
                            path=str(out / f"{name}-{suffix}.png"), full_page=size == "desktop"
                        )
                        page.close()
                    ctx.close()
            picks_shots(url, browser, out)
            push_shots(url, browser, out)
            screens_shots(url, browser, out)
            browser.close()
        print(f"screenshots in {out}/")
    finally:
        os.kill(proc.pid, signal.SIGTERM)
        proc.wait(10)


def picks_shots(url: str, browser: Any, out: Path) -> None:
    """An action's picks boxes (R7): a guess of a player and a role at night, an archive of two
    role-book groups by day (the second box repeating the first: the page's refusal shown), at
    phone and desktop width; each shot framed on the action's card."""
    players = [
        ["Ann", "Psychic Wolf"],
        ["Bob", "Archivist Fox"],
        ["Cid", "Citizen"],
        ["Dan", "Citizen"],
        ["Eve", "Citizen"],
    ]
    games = {}
    for phase in ("day", "night"):
        made = httpx2.post(
            url + "/api/games",
            json={"setup": {"players": players}, "seed": 3, "settings": {"automation": "manual"}},
        ).json()
        if phase == "night":
            host = {"Authorization": f"Bearer {made['host']['token']}"}
            httpx2.post(f"{url}/api/games/{made['game']}/host/advance", headers=host)
        games[phase] = made
    for size, (w, hgt) in SIZES.items():
        ctx = browser.new_context(viewport={"width": w, "height": hgt}, color_scheme="light")
        for shot, phase, name, verb, picked in (
            ("guess", "night", "Ann", "Guess", ["Bob", "Archivist Fox"]),
            ("archive", "day", "Bob", "Archive", ["Werewolf Killing", "Werewolf Killing"]),
        ):
            made = games[phase]
            token = next(s["token"] for s in made["seats"] if s["name"] == name)
            page = ctx.new_page()
            page.goto(f"{url}/play/{made['game']}#t={token}")
            form = page.locator("form.action").filter(
                has=page.locator("h3", has_text=re.compile(f"^{verb}$"))
            )
            form.locator("select").last.wait_for()
            page.wait_for_load_state("networkidle")
            for i, value in enumerate(picked):
                form.locator("select").nth(i).select_option(value)
            if shot == "archive":
                form.get_by_role("button", name=verb).click()  # refused by the page: same group
                page.wait_for_timeout(200)
            form.scroll_into_view_if_needed()
            page.wait_for_timeout(300)
            form.screenshot(path=str(out / f"picks-{shot}-{size}.png"))
            if shot == "guess":
                # a headless browser draws no open drop-down: the role box shown as a list box
                # (size set for this shot only) to show how its roles are grouped and ordered
                box = form.locator("select").nth(1)
                box.evaluate("(el) => { el.size = 16; }")
                box.screenshot(path=str(out / f"picks-roles-{size}.png"))
            page.close()
        ctx.close()


def push_shots(url: str, browser: Any, out: Path) -> None:
    """The player's and the host's pages opened once and then left to the pushes (issue 20
    item 2): the night ended, a vote and a chat line in, each drawn from its push alone, at
    phone and desktop width (light theme)."""
    players = [
        ["Ann", "Wolf"],
        ["Bob", "Citizen"],
        ["Cid", "Fortune Teller"],
        ["Dan", "Citizen"],
        ["Eve", "Citizen"],
    ]
    for size, (w, hgt) in SIZES.items():
        made = httpx2.post(
            url + "/api/games",
            json={"setup": {"players": players}, "seed": 3, "settings": {"automation": "manual"}},
        ).json()
        gid = made["game"]
        tok = {s["name"]: s["token"] for s in made["seats"]}
        host = {"Authorization": f"Bearer {made['host']['token']}"}

        ctx = browser.new_context(viewport={"width": w, "height": hgt}, color_scheme="light")
        player = ctx.new_page()
        player.goto(f"{url}/play/{gid}#t={tok['Cid']}")
        player.locator("#role-name").filter(has_text="Fortune Teller").wait_for()
        hostp = ctx.new_page()
        hostp.goto(f"{url}/host/{gid}#t={made['host']['token']}")
        hostp.locator("#seats tbody tr").first.wait_for()
        heads = {n: {"Authorization": f"Bearer {t}"} for n, t in tok.items()} | {"host": host}
        for path, who, body in (
            ("/host/advance", "host", {"phase": 0}),
            ("/act", "Ann", {"action": "attack Bob"}),
            ("/act", "Cid", {"action": "investigate Ann"}),
            ("/host/advance", "host", {"phase": 1}),
            ("/say", "Dan", {"channel": "town square", "text": "Who did this?"}),
            ("/act", "Dan", {"action": "vote Ann"}),
        ):
            httpx2.post(f"{url}/api/games/{gid}{path}", headers=heads[who], json=body)
        for page in (player, hostp):
            page.locator("#polls").filter(has_text="1 for Ann").wait_for()
            page.wait_for_timeout(300)
        player.locator("#channels").filter(has_text="Who did this?").wait_for()
        # the whole page at both widths: every part a push redrew is in the shot
        player.screenshot(path=str(out / f"push-player-{size}.png"), full_page=True)
        hostp.screenshot(path=str(out / f"push-host-{size}.png"), full_page=True)
        ctx.close()


def screens_shots(url: str, browser: Any, out: Path) -> None:
    """Issue 21's player-facing screens at phone (dark) and desktop (light) width: the roster
    with the banner of a new phase (Day 1, after a night's death), the glossary of a public role
    list, the offline bar over a scrolled page, a kicked phone, and the bots' game paused."""
    players = [
        ["Ann", "Wolf"],
        ["Bob", "Citizen"],
        ["Cid", "Fortune Teller"],
        ["Dan", "Citizen"],
        ["Eve", "Citizen"],
    ]
    for size, (w, hgt) in SIZES.items():
        scheme = "dark" if size == "phone" else "light"
        made = httpx2.post(
            url + "/api/games",
            json={
                "setup": {"players": players, "role_list": "public"},
                "seed": 3,
                "settings": {"automation": "manual", "day_seconds": 1800},
            },
        ).json()
        gid = made["game"]
        tok = {s["name"]: s["token"] for s in made["seats"]}
        heads = {n: {"Authorization": f"Bearer {t}"} for n, t in tok.items()}
        heads["host"] = {"Authorization": f"Bearer {made['host']['token']}"}

        def post(path: str, who: str, body: Any, gid: str = gid, heads: Any = heads) -> None:
            httpx2.post(f"{url}/api/games/{gid}{path}", headers=heads[who], json=body)

        ctx = browser.new_context(viewport={"width": w, "height": hgt}, color_scheme=scheme)
        page = ctx.new_page()
        page.goto(f"{url}/play/{gid}#t={tok['Cid']}")
        page.locator("#live").filter(has_text="Live").wait_for()
        post("/host/advance", "host", {"phase": 0})
        page.locator("#phase-alert").filter(has_text="Night 1").wait_for()
        page.locator("#roster-box button.seat-name").first.wait_for()
        page.get_by_role("button", name="investigate Ann").click()
        # RM550: a tap that sends an action taking effect at once asks first
        page.locator("dialog").get_by_role("button", name="Yes").click()
        page.locator("#roster-result").filter(has_text="Done.").wait_for()
        post("/act", "Ann", {"action": "attack Bob"})
        post("/host/advance", "host", {"phase": 1})
        page.locator("#phase-alert").filter(has_text="Bob has died.").wait_for()
        post("/act", "Dan", {"action": "vote Ann"})
        page.locator("#polls").filter(has_text="1 for Ann").wait_for()
        page.get_by_role("button", name="vote Ann").click()  # Cid's own vote, from the roster
        page.locator("#roster-box").filter(has_text="your choice").wait_for()
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(300)
        page.screenshot(path=str(out / f"roster-{size}.png"), full_page=size == "desktop")
        page.get_by_role("button", name="Roles you know of").click()
        page.locator("dialog").wait_for()
        page.wait_for_timeout(200)
        page.screenshot(path=str(out / f"glossary-{size}.png"))
        page.locator("dialog").get_by_role("button", name="Close").click()
        # offline, scrolled down to the timeline: the bar is where the player looks
        page.locator("#timeline").scroll_into_view_if_needed()
        ctx.set_offline(True)
        page.locator("#offline").wait_for()
        page.wait_for_timeout(300)
        page.screenshot(path=str(out / f"offline-{size}.png"))
        ctx.set_offline(False)
        page.locator("#live").filter(has_text="Live").wait_for()
        # a kicked phone
        eve = ctx.new_page()
        eve.goto(f"{url}/play/{gid}#t={tok['Eve']}")
        eve.locator("#live").filter(has_text="Live").wait_for()
        post("/host/kick", "host", {"seat": "Eve", "reason": "left the table"})
        eve.locator("#ended-card").wait_for()
        eve.wait_for_timeout(300)
        eve.screenshot(path=str(out / f"ended-{size}.png"))
        # Watch bots play, paused
        home = ctx.new_page()
        home.goto(f"{url}/")
        home.get_by_role("button", name="Start a bot game").click()
        home.locator("#bots-card").wait_for()
        home.get_by_role("button", name="Pause").click()
        home.get_by_role("button", name="Resume").wait_for()
        home.wait_for_timeout(300)
        home.screenshot(path=str(out / f"bots-{size}.png"), full_page=size == "desktop")
        ctx.close()


if __name__ == "__main__":
    main()
