"""Issue 10: over many random games, no player's link reads another player's private message
or role, through any endpoint or the socket. Each link's answers must be exactly what the
engine's own audience rules give that viewer, and never an event addressed to someone else."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from werewolves.game import Game
from werewolves.server.app import create_app
from werewolves.sim.setups import make_setup
from werewolves.storage import Store
from werewolves.testing import state_of

GAMES = 12


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _foreign_ids(snapshot: dict[str, Any], name: str) -> set[int]:
    """Events written only to other players: never to be seen by ``name``'s link."""
    return {
        e["id"]
        for e in snapshot["events"]
        if e["audience"] in ("players", "host") and name not in e["to"]
    }


def _check_link(c: TestClient, gid: str, name: str, token: str, snapshot: dict[str, Any]) -> None:
    game = Game.from_json(snapshot)
    h = _auth(token)
    forbidden = _foreign_ids(snapshot, name)
    assert forbidden  # every game deals the other players' roles to them alone
    events = c.get(f"/api/games/{gid}/events", headers=h).json()
    assert events["events"] == [m.to_json() for m in game.events_for(name)]
    assert not {e["id"] for e in events["events"]} & forbidden
    view = c.get(f"/api/games/{gid}/view", headers=h).json()["view"]
    # once the game is over every seat's role is shown (the host's reveal_after, on by default)
    expected = json.loads(json.dumps(game.view(name, reveal=game.over).to_json()))
    expected["ready"] = view["ready"]
    assert view == expected
    assert not {m["id"] for m in view["messages"]} & forbidden
    # nothing in the view names another seat's role unless a message told this player of it
    told = " ".join(m["text"] for m in view["messages"])
    for seat in state_of(game).players:
        if seat.name != name and seat.role not in told:
            assert all(s.get("role") is None for s in view["seats"])
    for other in game.players:
        why = c.get(f"/api/games/{gid}/why/{other}", headers=h).json()["lines"]
        assert why == game.why_dead(other, name)
    for path in ("/host/snapshot", "/host/log", "/host/export", "/host/audit", "/host/preview"):
        assert c.get(f"/api/games/{gid}{path}", headers=h).status_code == 403
    with c.websocket_connect(f"/api/games/{gid}/ws") as ws:
        ws.send_text(json.dumps({"type": "auth", "token": token}))
        pushed = ws.receive_json()
    assert pushed["events"] == events["events"]
    # the link's notes are its own: read back with its secret, in no answer of another kind
    assert c.get(f"/api/games/{gid}/notes", headers=h).json()["text"].endswith(f"-{name}-private")
    for text in (json.dumps(view), json.dumps(events), json.dumps(pushed), json.dumps(snapshot)):
        assert "-private" not in text


def _play_randomly(c: TestClient, made: dict[str, Any], rng: random.Random, phases: int) -> None:
    gid = made["game"]
    seats = {s["name"]: _auth(s["token"]) for s in made["seats"]}
    host = _auth(made["host"]["token"])
    for _ in range(phases):
        for name, h in seats.items():
            view = c.get(f"/api/games/{gid}/view", headers=h).json()["view"]
            for la in view["actions"]:
                if la["verb"] in ("resign", "shatter") or rng.random() < 0.3:
                    continue
                targets = [rng.choice(slot) for slot in la["slots"] if slot][: la["max_targets"]]
                c.post(f"/api/games/{gid}/act", headers=h, json={"action": [la["verb"], *targets]})
            chans = [ch["name"] for ch in view["channels"] if ch["writable"]]
            if chans:
                c.post(
                    f"/api/games/{gid}/say",
                    headers=h,
                    json={"channel": rng.choice(chans), "text": f"secret of {name}"},
                )
        summary = c.post(f"/api/games/{gid}/host/advance", headers=host)
        if summary.status_code != 200:
            break


@pytest.mark.parametrize("n", range(GAMES))
def test_no_link_reads_what_is_not_its_own(client: TestClient, n: int) -> None:
    rng = random.Random(n)
    setup = make_setup(rng.choice([5, 7, 9]), seed=n, role_list=rng.choice(["private", "partial"]))
    body = {
        "setup": {
            "players": [list(p) for p in setup.players],
            "role_list": setup.role_list,
            "revealed_roles": setup.revealed_roles,
        },
        "seed": n,
        "settings": {"automation": "manual"},
    }
    made = client.post("/api/games", json=body).json()
    gid = made["game"]
    host = _auth(made["host"]["token"])
    # issue 21 item 3: each seat keeps private notes; none may show in any other link's answer
    for seat in made["seats"]:
        note = {"text": f"NOTE-{n}-{seat['name']}-private"}
        assert (
            client.put(
                f"/api/games/{gid}/notes", headers=_auth(seat["token"]), json=note
            ).status_code
            == 200
        )
    _play_randomly(client, made, rng, rng.randint(2, 6))
    snapshot = client.get(f"/api/games/{gid}/host/snapshot", headers=host).json()
    for seat in made["seats"]:
        _check_link(client, gid, seat["name"], seat["token"], snapshot)
    # a spectator sees only public events while the game runs
    spec = _auth(made["spectator"]["token"])
    public = client.get(f"/api/games/{gid}/events", headers=spec).json()["events"]
    game = Game.from_json(snapshot)
    if not game.over:
        assert all(e["audience"] == "public" for e in public)
        assert public == [m.to_json() for m in game.events_for("@public")]
    for path in ("/host/export", "/host/log", "/host/audit", "/view"):
        assert "-private" not in client.get(f"/api/games/{gid}{path}", headers=host).text
    assert "-private" not in client.get(f"/api/games/{gid}/view", headers=spec).text
