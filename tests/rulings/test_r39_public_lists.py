"""R39: a role list everyone is told is one public announcement; one told to a single player is
a private message."""

from __future__ import annotations

from werewolves.game import PUBLIC, Game, Setup


def _lists(g: Game) -> list[tuple[str, str, list[str]]]:
    return [(e.msg or "", e.audience, list(e.to)) for e in g.events if e.kind == "role_list"]


def test_r39_a_public_role_list_is_one_public_announcement() -> None:
    g = Game.new(
        Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")], "public"), seed=1
    )
    assert _lists(g) == [("rolelist.public", "public", [])]
    assert sum(m.kind == "role_list" for m in g.events_for(PUBLIC)) == 1


def test_r39_a_partial_list_is_one_public_announcement_too() -> None:
    setup = Setup(
        [("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")],
        "partial",
        revealed_roles=["Fortune Teller"],
    )
    assert _lists(Game.new(setup, seed=1)) == [("rolelist.partial", "public", [])]


def test_r39_a_list_told_to_one_player_is_a_private_message() -> None:
    g = Game.new(
        Setup([("Ann", "Knowledgeable Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]),
        seed=1,
    )
    assert _lists(g) == [("kw.roles", "players", ["Ann"])]
    assert not any(m.kind == "role_list" for m in g.events_for("Bob"))
    assert any(m.kind == "role_list" for m in g.events_for("Ann"))
