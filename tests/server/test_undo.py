"""Undo, as ``server/undo.py`` decides it (issue 38 item 1): first the collaborator itself on a
game with no service around (what "last" and "phase" take, the preview, a request decided,
a logged undo carried out, whom it is told to), then the same over the API: the undo route,
the races a named undo cannot lose (issue 20 item 3), a finished game reopened only when the
host says so (RM551), the audit, and an undo told only to those it touched (issue 21 item 6)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_service_api import PLAYERS, Made, make, run

from werewolves.server import undo
from werewolves.server.app import create_app
from werewolves.server.commands import Advance, BotTurn, Command, EndInDraw, Submit, Undo
from werewolves.server.live import Applied, LiveGame, Settings
from werewolves.server.models import UndoIn
from werewolves.server.presenter import events_page, push_for
from werewolves.server.routes import host as host_routes
from werewolves.server.service import HOST, PLAYER, SPECTATOR, Refused, Viewer
from werewolves.server.undo import AlreadyDone, Asked, MovedOn
from werewolves.storage import Store

# ---------------------------------------------------------------------- the collaborator alone


def _live() -> LiveGame:
    return LiveGame("g", {"players": PLAYERS}, 7, "x", 0.0, Settings(automation="manual"))


def _do(live: LiveGame, cmd: Command) -> int:
    """Apply ``cmd`` as the next command (it must be accepted); its number."""
    seq = live.version + 1
    applied = live.apply(seq, float(seq), cmd)
    assert applied.ok, applied.message
    return seq


def _undo(live: LiveGame, asked: Asked) -> Applied:
    """An undo as the service runs one: decided on the game, then carried out and logged."""
    return live.apply(live.version + 1, 100.0, undo.decide(live, asked))


def test_rm560_last_takes_a_persons_move_with_the_bots_answers_to_it() -> None:
    live = _live()
    _do(live, Advance("host"))
    attack = _do(live, Submit("Ann", ("attack", "Bob")))
    live.bots = {"Dan"}
    answer = _do(live, BotTurn("Dan", ()))  # a bot's turn logged after the move: its answer
    assert undo.targets(live, "last") == [attack, answer]
    # the preview names the person's move, not the bots' answer to it
    assert undo.preview(live)["last"] == {"seq": attack, "op": "submit", "text": "Ann: attack Bob"}


def test_rm560_naming_a_bots_answer_points_to_the_move_it_answered() -> None:
    """The bot's answer is undone only with the move it answered: naming the answer is told so,
    with that move as the one to name (it was an IndexError, a 500, before)."""
    live = _live()
    _do(live, Advance("host"))
    attack = _do(live, Submit("Ann", ("attack", "Bob")))
    live.bots = {"Dan"}
    answer = _do(live, BotTurn("Dan", ()))
    with pytest.raises(MovedOn, match=f"Command {answer} is a bot's answer to command {attack}"):
        undo.decide(live, Asked("last", "x", command=answer))
    try:
        undo.decide(live, Asked("last", "x", command=answer))
    except MovedOn as e:
        assert (e.since, e.latest) == ([], attack)
    assert undo.decide(live, Asked("last", "x", command=attack)).voids == (attack, answer)


def test_last_takes_a_bots_turn_alone_when_no_move_woke_it() -> None:
    live = _live()
    _do(live, Advance("host"))
    live.bots = {"Dan"}
    turn = _do(live, BotTurn("Dan", ()))
    assert undo.targets(live, "last") == [turn]


def test_phase_takes_every_command_since_the_phase_began_else_its_start() -> None:
    live = _live()
    assert undo.targets(live, "phase") == [] and undo.targets(live, "last") == []
    start = _do(live, Advance("host"))
    assert undo.targets(live, "phase") == [start]  # nothing done yet: the advance itself
    a = _do(live, Submit("Ann", ("attack", "Bob")))
    b = _do(live, Submit("Cid", ("investigate", "Ann")))
    assert undo.targets(live, "phase") == [a, b]
    shown = undo.preview(live)["phase"]
    assert shown["phase"] == 1
    assert [c["text"] for c in shown["commands"]] == ["Ann: attack Bob", "Cid: investigate Ann"]


def test_a_named_command_undone_again_is_already_done() -> None:
    live = _live()
    _do(live, Advance("host"))
    attack = _do(live, Submit("Ann", ("attack", "Bob")))
    assert _undo(live, Asked("last", "misclick", command=attack)).ok
    with pytest.raises(AlreadyDone, match=f"Command {attack} is already undone"):
        undo.decide(live, Asked("last", "misclick", command=attack))


def test_a_named_command_no_longer_the_latest_has_moved_on() -> None:
    live = _live()
    _do(live, Advance("host"))
    attack = _do(live, Submit("Ann", ("attack", "Bob")))
    look = _do(live, Submit("Cid", ("investigate", "Ann")))  # came in after the host looked
    with pytest.raises(MovedOn) as e:
        undo.decide(live, Asked("last", "misclick", command=attack))
    assert e.value.status == 409 and e.value.code == "moved_on"
    assert [c["text"] for c in e.value.since] == ["Cid: investigate Ann"]
    assert e.value.latest == look
    assert undo.decide(live, Asked("last", "misclick", command=look)).voids == (look,)


def test_a_named_phase_that_has_ended_has_moved_on() -> None:
    live = _live()
    _do(live, Advance("host"))
    with pytest.raises(MovedOn, match="Day 0 has ended since you looked: Night 1 is running"):
        undo.decide(live, Asked("phase", "redo the day", phase=0))
    assert undo.decide(live, Asked("phase", "redo the night", phase=1)).voids == (1,)


def test_a_named_command_that_is_no_game_command_is_refused() -> None:
    live = _live()
    _do(live, Advance("host"))
    with pytest.raises(Refused, match="There is no game command 99 to undo"):
        undo.decide(live, Asked("last", "x", command=99))


def test_rm551_a_finished_game_is_reopened_only_when_the_host_says_so() -> None:
    live = _live()
    end = _do(live, EndInDraw("time is up"))
    assert live.over
    with pytest.raises(Refused) as e:
        undo.decide(live, Asked("last", "oops"))
    assert e.value.applied.reason == "reopens_game"
    assert f"#{end} (the host ended the game in a draw: time is up)" in e.value.message
    assert live.over and live.version == end  # nothing changed
    assert _undo(live, Asked("last", "oops", reopen=True)).ok
    assert not live.over


def test_only_a_tail_of_the_standing_commands_is_carried_out() -> None:
    live = _live()
    _do(live, Advance("host"))
    a = _do(live, Submit("Ann", ("attack", "Bob")))
    _do(live, Submit("Cid", ("investigate", "Ann")))
    cases: list[tuple[tuple[int, ...], str]] = [
        ((), "nothing_to_undo"),
        ((99,), "nothing_to_undo"),
        ((a,), "not_latest"),
    ]
    for voids, reason in cases:
        refused = undo.carry_out(live, 50.0, Undo("x", "last", voids))
        assert (refused.ok, refused.reason) == (False, reason), voids
    assert not live.voided and live.epoch == 0  # nothing changed


def test_only_the_seat_whose_own_command_was_undone_is_told_it_was_theirs() -> None:
    live = _live()
    _do(live, Advance("host"))
    _do(live, Submit("Cid", ("investigate", "Ann")))
    assert _undo(live, Asked("last", "a slip")).ok
    assert live.epoch == 1
    assert undo.was_yours(live, 0, "Cid") and not undo.was_yours(live, 0, "Ann")
    assert not undo.was_yours(live, 1, "Cid")  # no undo since epoch 1


def test_a_public_event_undone_is_told_to_everyone_who_saw_it() -> None:
    """A phase end undone removes the public events of the new phase: every stream saw them."""
    setup = {"players": PLAYERS}
    live = LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))
    assert live.apply(1, 1.0, Advance("host")).ok
    viewers = [Viewer("g", HOST), Viewer("g", SPECTATOR)] + [
        Viewer("g", PLAYER, n) for n, _r in PLAYERS
    ]
    before = {v: events_page(live, v, -1, None)["cursor"] for v in viewers}
    assert live.apply(2, 2.0, Submit("Ann", ("attack", "Bob"))).ok
    assert live.apply(3, 3.0, Advance("host")).ok
    at = {v: events_page(live, v, -1, None)["cursor"] for v in viewers}
    assert live.apply(4, 4.0, Undo("the night ended early", "last", (3,))).ok
    for v in viewers:
        assert undo.touches(live, 0, at[v]) == (True, ["the night ended early"]), v
        page = events_page(live, v, at[v], 0)
        assert page["reset"] is True and page["undone"] == ["the night ended early"], v
        # a client that had not come past the undone part is not told
        assert undo.touches(live, 0, before[v]) == (False, []), v
        quiet = events_page(live, v, before[v], 0)
        assert quiet["reset"] is False and "undone" not in quiet, v
    # the marks survive a snapshot (a restart): the same answers from a restored game
    restored = LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))
    restored.restore(live.snapshot(), list(live.log))
    for v in viewers:
        a = push_for(live, v, at[v], 0, None)
        b = push_for(restored, v, at[v], 0, None)
        assert json.loads(a.text)["undone"] == json.loads(b.text)["undone"]
    # a snapshot from before undo marks were kept: every stream starts over, as it used to
    data = json.loads(live.snapshot())
    del data["undo_marks"]
    old = LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))
    old.restore(json.dumps(data), list(live.log))
    assert events_page(old, Viewer("g", PLAYER, "Bob"), before[viewers[3]], 0)["reset"] is True


# ---------------------------------------------------------------------- over the API


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def _manual(client: TestClient) -> Made:
    return make(client, settings={"automation": "manual"})


def _view(g: Made) -> dict[str, Any]:
    out: dict[str, Any] = g.c.get(g.url("/view"), headers=g.host).json()
    return out


def _cursor(g: Made, who: dict[str, str]) -> tuple[int, int]:
    page = g.c.get(g.url("/events"), headers=who).json()
    return page["cursor"], page["epoch"]


def test_the_undo_route_is_a_function_a_test_calls(client: TestClient) -> None:
    """Issue 38 item 2: the route, imported and called with the app's service."""
    g = _manual(client)
    g.host_post("advance")
    assert g.act("Ann", "attack Bob").status_code == 200
    seq = _view(g)["view"]["undoable"]["last"]["seq"]
    service = client.app.state.service  # type: ignore[attr-defined]
    body = UndoIn(scope="last", reason="misclick", command=seq)
    first = run(client, host_routes.undo(g.id, body, Viewer(g.id, HOST), service))
    assert first["ok"] is True and first["changed"] is True
    again = run(client, host_routes.undo(g.id, body, Viewer(g.id, HOST), service))
    assert again["changed"] is False and again["version"] == first["version"]


def test_the_host_view_names_what_each_undo_would_undo(client: TestClient) -> None:
    g = _manual(client)
    g.host_post("advance", {"phase": 0})
    assert g.act("Ann", "attack Bob").status_code == 200
    undoable = _view(g)["view"]["undoable"]
    assert undoable["last"]["text"] == "Ann: attack Bob"
    assert undoable["phase"]["phase"] == 1
    assert [c["text"] for c in undoable["phase"]["commands"]] == ["Ann: attack Bob"]


def test_undoing_a_named_command_twice_undoes_it_once(client: TestClient) -> None:
    g = _manual(client)
    g.host_post("advance", {"phase": 0})
    assert g.act("Ann", "attack Bob").status_code == 200
    seq = _view(g)["view"]["undoable"]["last"]["seq"]
    first = g.host_post("undo", {"scope": "last", "reason": "misclick", "command": seq})
    assert first.status_code == 200 and first.json()["changed"] is True, first.text
    again = g.host_post("undo", {"scope": "last", "reason": "misclick", "command": seq})
    assert again.status_code == 200 and again.json()["changed"] is False, again.text
    assert f"Command {seq} is already undone" in again.json()["message"]
    # the advance before it still stands: one undo, not two
    assert _view(g)["game"]["phase"] == "Night 1"


def test_an_undo_that_lost_a_race_lists_what_came_in_and_undoes_nothing(
    client: TestClient,
) -> None:
    g = _manual(client)
    g.host_post("advance", {"phase": 0})
    assert g.act("Ann", "attack Bob").status_code == 200
    seq = _view(g)["view"]["undoable"]["last"]["seq"]
    assert g.act("Cid", "investigate Ann").status_code == 200  # after the host looked
    before = _view(g)["game"]["version"]
    r = g.host_post("undo", {"scope": "last", "reason": "misclick", "command": seq})
    assert r.status_code == 409, r.text
    err = r.json()["error"]
    assert err["code"] == "moved_on"
    assert [c["text"] for c in err["since"]] == ["Cid: investigate Ann"]
    assert err["latest"] == seq + 1
    assert "version" not in err["message"]
    assert _view(g)["game"]["version"] == before
    # the host, told, asks for the latest instead
    ok = g.host_post("undo", {"scope": "last", "reason": "misclick", "command": err["latest"]})
    assert ok.status_code == 200 and ok.json()["changed"] is True


def test_undoing_a_phase_that_has_ended_since_says_so_and_undoes_nothing(
    client: TestClient,
) -> None:
    g = _manual(client)
    g.host_post("advance", {"phase": 0})
    assert g.act("Ann", "attack Bob").status_code == 200
    g.host_post("advance", {"phase": 1})  # someone ended Night 1 after the host looked
    before = _view(g)["game"]["version"]
    r = g.host_post("undo", {"scope": "phase", "reason": "redo the night", "phase": 1})
    assert r.status_code == 409
    err = r.json()["error"]
    assert err["code"] == "moved_on" and "Night 1 has ended since you looked" in err["message"]
    assert [c["text"] for c in err["since"]] == ["the host ended the phase"]
    assert _view(g)["game"]["version"] == before


def test_undoing_a_command_that_is_not_a_game_command_is_refused(client: TestClient) -> None:
    g = _manual(client)
    r = g.host_post("undo", {"scope": "last", "reason": "x", "command": 99})
    assert r.status_code == 422 and "no game command 99" in r.json()["error"]["message"]


def test_rm551_an_undo_that_would_reopen_a_finished_game_asks_first(client: TestClient) -> None:
    g = _manual(client)
    assert g.host_post("draw", {"reason": "time is up"}).status_code == 200
    before = g.summary()
    assert before["over"]
    r = g.host_post("undo", {"scope": "last", "reason": "oops"})
    assert r.status_code == 422
    err = r.json()["error"]
    assert err["reason"] == "reopens_game"
    assert "The game is over" in err["message"] and "reopen" in err["message"]
    assert "Traceback" not in r.text
    after = g.summary()
    assert after["over"] and after["version"] == before["version"]  # nothing changed
    r = g.host_post("undo", {"scope": "last", "reason": "oops", "reopen": True})
    assert r.status_code == 200, r.text
    assert not g.summary()["over"]


def test_the_audit_names_what_an_undo_took_back(client: TestClient) -> None:
    g = _manual(client)
    g.host_post("advance")
    assert g.act("Cid", "investigate Ann").status_code == 200
    assert g.host_post("undo", {"scope": "last", "reason": "Cid misclicked"}).status_code == 200
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    entry = [a for a in audit if a["op"] == "undo"][-1]
    assert entry["reason"] == "Cid misclicked"
    assert len(entry["undid"]) == 1 and entry["undid"][0].endswith("Cid: investigate Ann")


def test_only_the_player_whose_command_was_undone_is_told_it_was_theirs(
    client: TestClient,
) -> None:
    g = _manual(client)
    start = {n: client.get(g.url("/events"), headers=g.seat[n]).json() for n in ("Ann", "Bob")}
    # Ann writes in the town square: everyone sees it; the host undoes it
    r = client.post(
        g.url("/say"), headers=g.seat["Ann"], json={"channel": "town square", "text": "hi all"}
    )
    assert r.status_code == 200, r.text
    cursors = {
        n: client.get(g.url("/events"), headers=g.seat[n]).json()["cursor"] for n in ("Ann", "Bob")
    }
    assert g.host_post("undo", {"scope": "last", "reason": "spam"}).status_code == 200

    def page(name: str) -> Any:
        return client.get(
            g.url("/events"),
            headers=g.seat[name],
            params={"after": cursors[name], "epoch": start[name]["epoch"]},
        ).json()

    ann, bob = page("Ann"), page("Bob")
    assert ann["undone"] == ["spam"] and ann["undone_yours"] is True
    # Bob saw the line, so he is told of the undo, but it was not his: no "look again"
    assert bob["undone"] == ["spam"] and "undone_yours" not in bob


def test_a_private_move_undone_is_told_to_its_player_and_the_host_only(
    client: TestClient,
) -> None:
    g = _manual(client)
    g.host_post("advance")
    cursors = {n: _cursor(g, h) for n, h in g.seat.items()}
    spec_cursor = _cursor(g, g.spectator)
    # the Fortune Teller's investigation: its result is told to Cid alone
    assert g.act("Cid", "investigate Ann").status_code == 200
    cid_after, _ = _cursor(g, g.seat["Cid"])
    host_after, _ = _cursor(g, g.host)
    r = g.host_post("undo", {"scope": "last", "reason": "Cid misclicked"})
    assert r.status_code == 200
    # Cid had seen the result: his stream starts over, with the reason
    page = client.get(
        g.url("/events"), headers=g.seat["Cid"], params={"after": cid_after, "epoch": 0}
    ).json()
    assert page["reset"] is True and page["undone"] == ["Cid misclicked"]
    assert page["events"][0]["id"] == 0 and page["epoch"] == 1
    host = client.get(
        g.url("/events"), headers=g.host, params={"after": host_after, "epoch": 0}
    ).json()
    assert host["reset"] is True and host["undone"] == ["Cid misclicked"]
    # nobody else had seen anything it removed: no reset, no word, the stream goes on
    for name, (after, epoch) in cursors.items():
        if name == "Cid":
            continue
        page = client.get(
            g.url("/events"), headers=g.seat[name], params={"after": after, "epoch": epoch}
        ).json()
        assert page["reset"] is False and "undone" not in page, name
        assert page["epoch"] == 1 and page["events"] == []
    after, epoch = spec_cursor
    page = client.get(
        g.url("/events"), headers=g.spectator, params={"after": after, "epoch": epoch}
    ).json()
    assert page["reset"] is False and "undone" not in page


def test_sockets_of_the_untouched_are_not_alarmed(client: TestClient) -> None:
    g = _manual(client)
    g.host_post("advance")
    tokens = {s["name"]: s["token"] for s in g.body["seats"]}
    with (
        client.websocket_connect(g.url("/ws")) as bob,
        client.websocket_connect(g.url("/ws")) as cid,
    ):
        for ws, name in ((bob, "Bob"), (cid, "Cid")):
            ws.send_text(json.dumps({"type": "auth", "token": tokens[name], "view": True}))
            first = ws.receive_json()
            assert first["type"] == "events"
        assert g.act("Cid", "investigate Ann").status_code == 200
        got = cid.receive_json()
        assert any("appears to be" in e["text"] for e in got["events"])
        g.host_post("undo", {"scope": "last", "reason": "a slip"})
        pushed = cid.receive_json()
        assert pushed["reset"] is True and pushed["undone"] == ["a slip"]
        assert not any("appears to be" in e["text"] for e in pushed["events"])
        # Bob's socket: the investigation's push (his view is unchanged, perhaps none at
        # all), then the undo's, neither a reset
        for _ in range(2):
            msg = bob.receive_json()
            assert msg["reset"] is False and "undone" not in msg
            if msg["epoch"] == 1:
                break
        assert msg["epoch"] == 1
