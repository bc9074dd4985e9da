"""Issue 40 item 2 at the service: a view and a page of events are read in the reader's
language (``?lang=de``), so a client such as the Discord adapter can show each member theirs;
left out, the words are English as before, and the events are the same in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from test_service_api import Made, make

from werewolves.server.app import create_app
from werewolves.storage import Store


@pytest.fixture
def game() -> Iterator[Made]:
    app = create_app(Store("sqlite://"), background=False)
    with TestClient(app) as c:
        yield make(c)


def _texts(page: dict[str, object]) -> list[str]:
    return [str(e.get("text")) for e in page["events"]]  # type: ignore[attr-defined]


def test_views_and_events_are_read_in_the_language_asked(game: Made) -> None:
    c, url = game.c, game.url
    english = c.get(url("/events"), headers=game.host).json()
    assert c.get(url("/events?lang=en-US"), headers=game.host).json() == english
    german = c.get(url("/events?lang=de"), headers=game.host).json()
    # the same events, in other words
    assert [e["id"] for e in german["events"]] == [e["id"] for e in english["events"]]
    assert [e["kind"] for e in german["events"]] == [e["kind"] for e in english["events"]]
    assert any(t.startswith("The game begins with 5 players") for t in _texts(english))
    assert any(t.startswith("Das Spiel beginnt mit 5 Mitspielenden") for t in _texts(german))
    for who in (game.host, game.seat["Ann"], game.spectator):
        en = c.get(url("/view"), headers=who).json()
        de = c.get(url("/view?lang=de-AT"), headers=who).json()
        en_words = [m["text"] for m in en["view"]["messages"]]
        de_words = [m["text"] for m in de["view"]["messages"]]
        assert len(en_words) == len(de_words) and en_words != de_words
    # a language the catalogue lacks reads English; a malformed tag is refused in a sentence
    assert c.get(url("/events?lang=pt-BR"), headers=game.host).json() == english
    bad = c.get(url("/view?lang=de;DROP"), headers=game.host)
    assert bad.status_code == 422 and "lang" in bad.text
