"""Issue 35 item 2 in the service: a game whose automation is "timed" never runs without a
deadline. Made timed without lengths it gets the long clock (12 h days, 12 h nights, the
default of every front); a change of settings cannot leave a timed game without one (a length
cleared is refused, a length missing takes the long clock's)."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient
from test_service_api import Clock, client, clock, make, run, service  # noqa: F401 (fixtures)

from werewolves.clocks import CLOCKS, DEFAULT_CLOCK

HOURS_12 = 12 * 3600


def test_the_default_preset_is_the_long_clock() -> None:
    """The service's default is the long preset, the one Discord's /lobby and the builder
    choose by default."""
    assert DEFAULT_CLOCK == "long"
    assert (CLOCKS["long"].day, CLOCKS["long"].night) == (HOURS_12, HOURS_12)
    assert (CLOCKS["fast"].day, CLOCKS["fast"].night) == (600, 300)


def test_a_timed_game_created_without_lengths_has_a_12_hour_deadline(
    client: TestClient,  # noqa: F811
    clock: Clock,  # noqa: F811
) -> None:
    g = make(client)  # no settings: the service's default, timed
    s = g.summary()
    assert s["automation"] == "timed"
    assert (s["settings"]["day_seconds"], s["settings"]["night_seconds"]) == (HOURS_12, HOURS_12)
    assert s["deadline"] == clock.now + HOURS_12  # Day 0 ends in 12 h
    # and the timer loop ends it then, not before
    clock.now += HOURS_12 - 1
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Day 0"
    clock.now += 1
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Night 1"
    assert g.summary()["deadline"] == clock.now + HOURS_12
    # a length given is kept; only the missing one is filled
    kept = make(client, settings={"automation": "timed", "day_seconds": 600}).summary()
    assert (kept["settings"]["day_seconds"], kept["settings"]["night_seconds"]) == (600, HOURS_12)
    assert kept["deadline"] == clock.now + 600
    # a game the host ends by hand is made without a clock, as asked
    manual = make(client, settings={"automation": "manual"}).summary()
    assert manual["deadline"] is None and manual["settings"]["day_seconds"] is None


def test_a_settings_change_cannot_leave_a_timed_game_without_a_deadline(
    client: TestClient,  # noqa: F811
    clock: Clock,  # noqa: F811
) -> None:
    g = make(client)
    before = g.summary()
    for cleared in ({"day_seconds": None}, {"night_seconds": None}):
        r = g.host_post("settings", cleared)
        assert r.status_code == 422, r.text
        error = r.json()["error"]
        assert error["reason"] == "no_clock"
        assert "set automation to manual" in error["message"]
        assert next(iter(cleared)) in error["message"]
    after = g.summary()
    assert after["settings"] == before["settings"] and after["deadline"] == before["deadline"]
    assert after["version"] == before["version"]  # nothing was logged
    # made manual, its lengths may go; made timed again, the missing one is the long clock's
    assert g.host_post("settings", {"automation": "manual", "day_seconds": None}).status_code == 200
    g.host_post("settings", {"night_seconds": 300})
    r = g.host_post("settings", {"automation": "timed"})
    assert r.status_code == 200 and "12 h" in r.json()["message"], r.text
    s = g.summary()
    assert (s["settings"]["day_seconds"], s["settings"]["night_seconds"]) == (HOURS_12, 300)
    # a timed game with the length it needs may change it
    assert g.host_post("settings", {"day_seconds": 900}).status_code == 200


def test_a_game_made_timed_starts_its_running_phase_clock(
    client: TestClient,  # noqa: F811
    clock: Clock,  # noqa: F811
) -> None:
    """A manual game without lengths has no deadline; made timed, the running phase gets
    the long clock's from that moment (else it would run on without one until the next)."""
    g = make(client, settings={"automation": "manual"})
    assert g.summary()["deadline"] is None
    clock.now += 50
    r = g.host_post("settings", {"automation": "timed"})
    assert r.status_code == 200 and "this phase now ends in 12 h" in r.json()["message"], r.text
    assert g.summary()["deadline"] == clock.now + HOURS_12
    clock.now += HOURS_12
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Night 1"  # the timer loop ended it
    # paused while manual: the clock it gets waits for the resume
    p = make(client, settings={"automation": "manual"})
    p.host_post("pause")
    p.host_post("settings", {"automation": "timed"})
    assert p.summary()["deadline"] is None and p.summary()["remaining"] == HOURS_12
    clock.now += 7
    p.host_post("resume")
    assert p.summary()["deadline"] == clock.now + HOURS_12


def test_the_builder_offers_every_preset_of_the_one_table(
    client: TestClient,  # noqa: F811
) -> None:
    """The browser builder's buttons are the table's presets, with their lengths in the
    minutes its fields take; the default's lengths fill the fields and its button is pressed."""
    home = client.get("/").text
    found = re.findall(
        r'id="clock-(\w+)" data-day="([\d.]+)" data-night="([\d.]+)" aria-pressed="(\w+)"', home
    )
    assert [(n, float(d) * 60, float(m) * 60, p == "true") for n, d, m, p in found] == [
        (name, c.day, c.night, name == DEFAULT_CLOCK) for name, c in CLOCKS.items()
    ]
    day = re.search(r'<input id="day"[^>]* value="([\d.]+)"', home)
    assert day is not None and float(day.group(1)) * 60 == CLOCKS[DEFAULT_CLOCK].day
