"""Conspiracy channels over the service (rule-conspiracy-channels.1–2): opened, invited into and
written in through the one gate, commands in the log (so a restart replays them), read by the
members and the host only; every refusal a sentence that changes nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from test_service_api import make

from werewolves.server.app import create_app
from werewolves.storage import Store


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def _texts(c: TestClient, g, who) -> str:  # type: ignore[no-untyped-def]
    return str(c.get(g.url("/view"), headers=who).json())


def test_rule_conspiracy_channels_2_service_a_channel_only_its_members_read(
    client: TestClient,
) -> None:
    g = make(client)
    opened = client.post(
        g.url("/channels"), headers=g.seat["Bob"], json={"channel": "plan", "members": ["Cid"]}
    )
    assert opened.status_code == 200, opened.text
    said = client.post(
        g.url("/say"), headers=g.seat["Cid"], json={"channel": "#plan", "text": "zebra-42"}
    )
    assert said.status_code == 200, said.text
    bob = client.get(g.url("/view"), headers=g.seat["Bob"]).json()["view"]
    (plan,) = [c for c in bob["channels"] if c["name"] == "#plan"]
    assert plan["members"] == ["Bob", "Cid"] and plan["writable"]
    assert any("zebra-42" in m["text"] for m in plan["messages"])
    assert "zebra-42" in _texts(client, g, g.host)
    for outsider in (g.seat["Ann"], g.seat["Dan"], g.spectator):
        assert "zebra-42" not in _texts(client, g, outsider)
        events = client.get(g.url("/events?after=-1"), headers=outsider).json()
        assert "zebra-42" not in str(events) and "#plan" not in str(events)
    # the outsider's refusals: writing, inviting
    bad = client.post(g.url("/say"), headers=g.seat["Ann"], json={"channel": "#plan", "text": "hi"})
    assert bad.status_code == 422 and bad.json()["error"]["reason"] == "no such channel"
    out = client.post(
        g.url("/channels/invite"),
        headers=g.seat["Ann"],
        json={"channel": "plan", "members": ["Eve"]},
    )
    assert out.status_code == 422 and out.json()["error"]["reason"] == "not a member"
    assert out.json()["error"]["message"].startswith("You are not in a channel")
    # an invite by a member, then the log names both commands
    inv = client.post(
        g.url("/channels/invite"),
        headers=g.seat["Cid"],
        json={"channel": "#plan", "members": ["Dan"]},
    )
    assert inv.status_code == 200, inv.text
    dan = _texts(client, g, g.seat["Dan"])
    # an invitee reads the channel from the invitation on
    assert "Cid invited Dan to #plan." in dan and "zebra-42" not in dan


def test_rule_conspiracy_channels_1_service_limits_and_refusals(client: TestClient) -> None:
    g = make(
        client,
        setup={
            "players": [
                ["Ann", "Wolf"],
                ["Bob", "Citizen"],
                ["Cid", "Citizen"],
                ["Dan", "Citizen"],
                ["Eve", "Citizen"],
            ],
            "options": {"conspiracy_members": 2, "conspiracy_channels": 1},
        },
    )
    version = client.get(g.url(), headers=g.host).json()["version"]
    for body, reason in (
        ({"channel": "plan", "members": ["Zed"]}, "unknown player"),
        ({"channel": "plan", "members": ["Cid", "Dan"]}, "over the limit"),
        ({"channel": "p!an", "members": ["Cid"]}, "bad channel name"),
    ):
        r = client.post(g.url("/channels"), headers=g.seat["Bob"], json=body)
        assert r.status_code == 422 and r.json()["error"]["reason"] == reason, r.text
    assert client.get(g.url(), headers=g.host).json()["version"] == version
    bad_option = client.post(
        "/api/games",
        json={
            "setup": {
                "players": [
                    ["Ann", "Wolf"],
                    ["Bob", "Citizen"],
                    ["Cid", "Citizen"],
                    ["Dan", "Citizen"],
                    ["Eve", "Citizen"],
                ],
                "options": {"conspiracy_readers": "everyone"},
            }
        },
    )
    assert bad_option.status_code == 422
