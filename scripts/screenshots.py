"""Screenshots of every screen of the browser app, at phone and desktop width.

    .venv/bin/python scripts/screenshots.py [--out docs/screenshots]

Starts a real `werewolves serve` on a fresh SQLite file, sets a game up through the API (a
host, seven players, a night played), opens each page in Debian's Chromium with Playwright,
and saves `<screen>-<phone|desktop>.png`. The README and docs/web.md show them.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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
            browser.close()
        print(f"screenshots in {out}/")
    finally:
        os.kill(proc.pid, signal.SIGTERM)
        proc.wait(10)


if __name__ == "__main__":
    main()
