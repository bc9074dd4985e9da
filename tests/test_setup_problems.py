"""Issue 21 item 7: the setup check gives every refusal at once. ``SetupError`` keeps the first
refusal's sentence as its message (and its ``key``), and ``problems`` lists them all: each
field's, then the families' rules, judged on the entries that are sound. The service sends
them as ``problems``, each with its field, for the builder to show beside their fields."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from werewolves.game import Game, Setup, SetupError
from werewolves.server.app import create_app
from werewolves.storage import Store

DOCTOR = "A Plague Doctor needs a Plague Bearer in the game: add one or remove the doctor."


def _refusal(players: list[tuple[str, str]], **kw: object) -> SetupError:
    with pytest.raises(SetupError) as got:
        Game.new(Setup(players, **kw), 1)  # type: ignore[arg-type]
    return got.value


def test_a_field_refusal_and_a_familys_rule_come_together() -> None:
    err = _refusal(
        [
            ("Ann", "Plague Doctor"),
            ("Bob", "Wolf"),
            ("Cid", "Citizen"),
            ("Dan", "Citizne"),
            ("Eve", "Citizen"),
        ]
    )
    # the first refusal is the message, as it always was
    assert str(err) == "'Citizne' (for Dan) is not a role this game knows."
    assert err.key == "setup.unknown_role"
    assert err.problems == [
        ("setup.unknown_role", "'Citizne' (for Dan) is not a role this game knows."),
        (None, DOCTOR),
    ]


def test_every_entry_is_checked_not_only_the_first_bad_one() -> None:
    err = _refusal(
        [
            ("Ann", "Plague Doctor"),
            ("B b", "Wolf"),
            ("Cid", "Citizen"),
            ("Cid", "Citizen"),
            ("Eve", "Nobody Role"),
        ]
    )
    keys = [k for k, _m in err.problems]
    assert keys == ["setup.bad_name", "setup.same_name", "setup.unknown_role", None]
    assert str(err) == err.problems[0][1]


def test_a_setup_with_only_family_rules_broken_reads_as_before() -> None:
    err = _refusal(
        [
            ("Ann", "Plague Doctor"),
            ("Bob", "Wolf"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    assert str(err) == DOCTOR and err.problems == [(None, DOCTOR)]


def test_role_list_and_revealed_roles_refusals_join_the_rest() -> None:
    err = _refusal(
        [
            ("Ann", "Wolf"),
            ("Bob", "Citizen"),
            ("Cid", "Citizen"),
            ("Dan", "Citizne"),
            ("Eve", "Citizen"),
        ],
        role_list="private",
        revealed_roles=["Seer-ish"],
    )
    keys = [k for k, _m in err.problems]
    assert keys == ["setup.unknown_role", "setup.revealed_unknown"]


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def test_the_service_sends_every_refusal_with_its_field(client: TestClient) -> None:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve"]
    roles = ["Plague Doctor", "Wolf", "Citizen", "Citizne", "Citizen"]
    r = client.post("/api/games", json={"setup": {"names": names, "roles": roles}, "seed": 1})
    assert r.status_code == 422
    err = r.json()["error"]
    assert err["code"] == "bad_setup"
    assert err["message"].endswith("is not a role this game knows.")
    assert err["field"] == "setup.roles"
    assert [p["field"] for p in err["problems"]] == ["setup.roles", "setup.roles"]
    assert err["problems"][1]["message"] == DOCTOR
    r = client.post(
        "/api/games",
        json={
            "setup": {
                "players": [
                    ["A a", "Wolf"],
                    *([n, "Citizen"] for n in names[1:]),
                    ["Fay", "Plague Doctor"],
                ]
            }
        },
    )
    err = r.json()["error"]
    assert [p["field"] for p in err["problems"]] == ["setup.names", "setup.roles"]


def test_a_refused_name_still_brings_its_role_to_the_families_rules() -> None:
    """The doctor dealt to a name that is refused is still judged: both are said at once."""
    err = _refusal(
        [
            ("Ann", "Wolf"),
            ("Ann", "Plague Doctor"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    assert [k for k, _m in err.problems] == ["setup.same_name", None]
    assert err.problems[1][1] == DOCTOR
