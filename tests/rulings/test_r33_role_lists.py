"""R33: public role list → everyone is told every role in play; partial → the roles the setup
reveals; private → nothing; dead players always see the full list."""

from rulings_support import do, new_game, to_phase

PLAYERS = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen",
           "Eve": "Citizen"}


def _role_list_texts(texts: list[str]) -> list[str]:
    return [t for t in texts if "role" in t.lower() and "this game" in t.lower()]


def test_r33_public_list_tells_everyone_every_role() -> None:
    g = new_game(PLAYERS, role_list="public")
    for name in PLAYERS:
        told = _role_list_texts(g.messages(name))
        assert told, f"{name} was not told the role list"
        for role in ("Wolf", "Citizen", "Fortune Teller"):
            assert any(role in t for t in told)
    # it is an announcement: everyone sees the same text
    assert _role_list_texts(g.announcements())


def test_r33_partial_list_tells_only_the_revealed_roles() -> None:
    g = new_game(PLAYERS, role_list="partial", revealed_roles=["Fortune Teller"])
    told = _role_list_texts(g.messages("Bob"))
    assert told and all("Fortune Teller" in t for t in told)
    assert not any("Wolf" in t for t in told)


def test_r33_private_list_tells_nothing() -> None:
    g = new_game(PLAYERS, role_list="private")
    for name in PLAYERS:
        assert _role_list_texts(g.messages(name)) == []
    assert _role_list_texts(g.announcements()) == []


def test_r33_the_dead_see_the_full_list() -> None:
    for mode, extra in (("private", {}), ("partial", {"revealed_roles": ["Citizen"]})):
        g = new_game(PLAYERS, role_list=mode, **extra)
        to_phase(g, "Night 1")
        since = len(g.events)
        do(g, "Ann attack Cid")
        to_phase(g, "Day 1")
        # the living are still not told the whole list
        assert not any("Wolf" in t for t in _role_list_texts(g.messages("Bob")))
        # the dead player is told the full list when they die (so "since" their death holds it)
        told = _role_list_texts(g.private_messages("Cid", since))
        assert told, f"{mode}: the dead Fortune Teller was not shown the full role list"
        assert all(r in told[0] for r in ("Wolf", "Citizen", "Fortune Teller"))
        # and it stays visible in their view
        assert any("Wolf" in t for t in (m.text for m in g.view("Cid").messages) if "full" in t)
