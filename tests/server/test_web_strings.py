"""Issue 11: every word a page shows comes from a catalogue (the page strings here, the game's
messages through the API), so the app can be translated; the pages are served with them."""

from __future__ import annotations

import json
import re
from pathlib import Path

from fastapi.testclient import TestClient

from werewolves.server.app import create_app
from werewolves.storage import Store
from werewolves.web import _script_json
from werewolves.web.strings import LANG_COOKIE, STRINGS, strings

WEB = Path(__file__).resolve().parents[2] / "src" / "werewolves" / "web"


def test_every_string_the_pages_use_is_in_the_catalogue() -> None:
    # the client is ES modules (issue 20 item 2): the entry and every page's module
    scripts = [WEB / "static" / "app.js", *sorted((WEB / "static" / "js").glob("*.js"))]
    assert len(scripts) > 5
    used: set[str] = set()
    for path in scripts:
        used |= set(re.findall(r'\bt\("([a-z0-9_.]+)"', path.read_text(encoding="utf-8")))
    for page in (WEB / "templates").glob("*.html"):
        text = page.read_text(encoding="utf-8")
        used |= set(re.findall(r't\[["\']([a-z0-9_.]+)["\']\]', text))
        # keys built in a loop, t["builder.automation." + a], from the loop's literal list
        for var, values, body in re.findall(
            r"{% for (\w+) in \[([^\]]*)\] %}(.*?){% endfor %}", text, re.S
        ):
            for prefix in re.findall(r't\[["\']([a-z0-9_.]+\.)["\'] \+ ' + var + r"\]", body):
                used.update(prefix + v for v in re.findall(r'"(\w+)"', values))
    assert len(used) > 60
    missing = sorted(k for k in used if k not in STRINGS)
    assert not missing, missing


def test_pages_carry_the_catalogue_and_keep_secrets_out(tmp_path: Path) -> None:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        home = c.get("/")
        assert home.status_code == 200 and "text/html" in home.headers["content-type"]
        strings = re.search(
            r'<script id="strings" type="application/json">(.*?)</script>', home.text, re.S
        )
        # no Accept-Language, no switch: English
        assert strings and json.loads(strings.group(1)) == STRINGS
        assert '<html lang="en"' in home.text
        for page in ("play", "host", "watch"):
            r = c.get(f"/{page}/abc<b>\"x'")
            assert r.status_code == 200
            page_json = r.text.split('id="page" type="application/json">')[1].split("</script>")[0]
            assert json.loads(page_json)["game"] == "abc<b>\"x'"
        assert "<\\/script>" in _script_json({"x": "</script>"})
        assert c.get("/static/app.js").status_code == 200
        for module in ("ui", "api", "stream", "builder", "player", "host", "watch"):
            assert c.get(f"/static/js/{module}.js").status_code == 200
        assert c.get("/static/vendor/qrcode-generator-2.0.4.mjs").status_code == 200


def test_a_finished_game_downloads_as_a_scenario_that_passes(tmp_path: Path) -> None:
    from werewolves.scenario.loader import parse_scenario
    from werewolves.scenario.runner import run_scenario

    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        made = c.post(
            "/api/games",
            json={
                "setup": {"names": names},
                "seed": 8,
                "bots": names,
                "settings": {"automation": "manual"},
            },
        ).json()
        gid, host = made["game"], {"Authorization": f"Bearer {made['host']['token']}"}
        spectator = {"Authorization": f"Bearer {made['spectator']['token']}"}
        assert c.get(f"/api/games/{gid}/scenario", headers=spectator).status_code == 403
        for _ in range(60):
            if c.get(f"/api/games/{gid}", headers=host).json()["over"]:
                break
            c.post(f"/api/games/{gid}/host/advance", headers=host)
        r = c.get(f"/api/games/{gid}/scenario", headers=spectator)
        assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
        assert run_scenario(parse_scenario(r.text)).passed
        review = c.get(f"/api/games/{gid}/review", headers=spectator).json()
        assert review["deaths"] and all(d["why"] for d in review["deaths"])


def _page_strings(html: str) -> dict[str, object]:
    found = re.search(r'<script id="strings" type="application/json">(.*?)</script>', html, re.S)
    assert found
    table: dict[str, object] = json.loads(found.group(1))
    return table


def test_a_page_is_served_in_its_readers_language_and_the_switch_wins() -> None:
    """Issue 40 item 2: the page's words per reader: Accept-Language by default, the language
    switch's cookie over it, English when neither names a language we have."""
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        de = c.get("/", headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"})
        assert '<html lang="de"' in de.text and "Ein Spiel leiten" in de.text
        assert _page_strings(de.text) == strings("de")
        # the switch lists every language by its own name, the reader's chosen
        assert '<option value="de" lang="de" selected>Deutsch</option>' in de.text
        assert '<option value="en" lang="en" >English</option>' in de.text
        c.cookies.set(LANG_COOKIE, "en")
        en = c.get("/play/abc", headers={"Accept-Language": "de"})
        assert '<html lang="en"' in en.text and _page_strings(en.text) == STRINGS
        c.cookies.set(LANG_COOKIE, "xx")  # not a language we have: the header decides
        assert '<html lang="de"' in c.get("/", headers={"Accept-Language": "de"}).text
        c.cookies.clear()
        assert '<html lang="en"' in c.get("/", headers={"Accept-Language": "fr, ja"}).text


def test_a_count_comes_in_the_plural_forms_of_the_language() -> None:
    """Issue 40 item 1: a count the page fills in is a Fluent selector, sent as its forms by
    plural category with the count's placeholder left in."""
    assert strings("en")["roster.count"] == {
        "plural": "n", "forms": {"one": "1 vote", "other": "{n} votes"}
    }
    assert strings("de")["builder.count"] == {
        "plural": "n", "forms": {"one": "{n} Person", "other": "{n} Personen"}
    }
    # German counts the roles chosen by the total, English does not
    assert strings("de")["builder.role_count"]["forms"]["one"] == "{n} von {m} Rolle gewählt"
    assert strings("en")["builder.role_count"] == "{n} of {m} roles chosen"
    assert strings("de")["log.to"] == "an {names}: "


def test_each_reader_reads_the_same_game_in_their_own_language() -> None:
    """Issue 40 item 2: one game, two readers: the same messages (keys, parameters, ids), each
    in its reader's words, over HTTP and on the socket."""
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        made = c.post(
            "/api/games",
            json={"setup": {"names": names}, "seed": 8, "settings": {"automation": "manual"}},
        ).json()
        gid, host = made["game"], {"Authorization": f"Bearer {made['host']['token']}"}
        c.post(f"/api/games/{gid}/host/advance", headers=host)
        seen = {}
        for lang in ("de", "en"):
            got = c.get(f"/api/games/{gid}/view", headers={**host, "Accept-Language": lang})
            seen[lang] = got.json()["view"]["messages"]
        # the same messages: keys, parameters, audiences; only the words a person reads (the
        # text, what it does to its reader, and the phase's name as it is read) are the reader's
        strip = [[{k: v for k, v in m.items() if k not in ("text", "phase", "to_you")}
                  for m in seen[lang]]
                 for lang in ("de", "en")]
        assert strip[0] == strip[1]
        assert seen["de"][0]["phase"] == "Tag 0" and seen["en"][0]["phase"] == "Day 0"
        assert seen["de"][0]["text"].startswith("Das Spiel beginnt")
        assert seen["en"][0]["text"].startswith("The game begins")
        c.cookies.set(LANG_COOKIE, "de")
        with c.websocket_connect(f"/api/games/{gid}/ws") as ws:
            ws.send_text(json.dumps({"type": "auth", "token": made["host"]["token"]}))
            push = json.loads(ws.receive_text())
        assert [m["text"] for m in push["events"]] == [m["text"] for m in seen["de"]]
