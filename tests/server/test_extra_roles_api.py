"""RM460 on the service's API: GET /api/roles lists the extra roles apart from the roles to deal,
each with who hands it out and the status its holder carries (what the builder and the glossary
read), and a setup dealing one is refused with that sentence, beside the roles field."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from werewolves.server.app import create_app
from werewolves.storage import Store

EXTRAS = ("Amulet of Protection", "Fletcher's Customer", "Lover", "Test Subject")


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def test_rm460_the_api_lists_the_extra_roles_apart_from_the_roles_to_deal(
    client: TestClient,
) -> None:
    book = client.get("/api/roles").json()
    dealt = {r["name"] for r in book["roles"]}
    extras = {x["name"]: x for x in book["extras"]}
    assert tuple(sorted(extras)) == EXTRAS and not dealt & set(extras)
    assert all(x["handed_out"] and x["status"] for x in extras.values())


def test_rm460_a_game_dealing_an_extra_role_is_refused_beside_the_roles(
    client: TestClient,
) -> None:
    players = [
        ["Ann", "Wolf"],
        ["Bob", "Lover"],
        ["Cid", "Citizen"],
        ["Dan", "Citizen"],
        ["Eve", "Citizen"],
    ]
    r = client.post("/api/games", json={"setup": {"players": players}, "seed": 1})
    assert r.status_code in (400, 422), r.text
    body = r.text
    assert "is an extra role" in body and "a Cupid chooses their Lover" in body
