"""The service's typed commands (issue 20 item 1): every command a log holds is a dataclass
that checks its own shape once, when it is made; the store's JSON reads back to the same
command; the logs written before the commands were typed read back unchanged."""

from __future__ import annotations

import typing

import pytest

from werewolves.server import commands as c
from werewolves.server.live import LiveGame, Settings

EVERY: list[c.Command] = [
    c.Submit("Ann", ("vote", "Bob")),
    c.Submit("Ann", ("vote", "Bob"), "host", "she asked me to"),
    c.BotTurn("Ann", (("vote", "Bob"), ("@say", "town square", "hi"))),
    c.BotTurn("Ann", ()),
    c.Say("Ann", "town square", "hello\nthere"),
    c.Conspire("Ann", "plan", ("Bob", "Cid")),
    c.Invite("Ann", "#plan", ("Dan",)),
    c.Ready("Ann"),
    c.Advance("host", 0),
    c.Advance("timer", 3),
    c.Advance("auto"),
    c.Pause(),
    c.Resume(),
    c.ChangeSettings({"automation": "auto", "day_seconds": None}),
    c.SetDeadline(600),
    c.SetDeadline(None),
    c.Undo("misclick", "last", (4,)),
    c.Undo("a bad phase", None, (5, 6)),
    c.Substitute("Ann"),
    c.Kick("Ann", "left the table"),
    c.SeatBots(("Ann", "Bob"), True),
    c.SeatBots(("Ann",), False),
    c.Join("Ann"),
    c.EndInDraw("two players left voting for each other"),
    c.ContinueRules("2026.12.2", "2026.12.3", 7, (8, 9)),
    c.ContinueRules("2026.12.2", "2026.12.3"),
]


def test_every_kind_of_command_is_tried() -> None:
    kinds = set(typing.get_args(c.Command))
    assert {type(x) for x in EVERY} == kinds == set(c.OPS)


@pytest.mark.parametrize("cmd", EVERY, ids=repr)
def test_a_command_reads_back_from_the_store_as_it_was(cmd: c.Command) -> None:
    body = c.encode(cmd)
    assert body["op"] == c.op_of(cmd)
    assert c.decode(body) == cmd
    assert c.encode(c.decode(body)) == body


@pytest.mark.parametrize(
    "body",
    [
        # the bodies the service wrote before its commands were typed
        {"op": "submit", "player": "Ann", "action": ["vote", "Bob"], "by": "player"},
        {"op": "submit", "player": "Ann", "action": ["x"], "by": "host", "reason": "why"},
        {"op": "bot", "seat": "Ann", "actions": [["vote", "Bob"]]},
        {"op": "advance", "by": "timer", "phase": 2},
        {"op": "undo", "scope": "phase", "reason": "oops", "voids": [7, 8]},
        {"op": "bots", "seats": ["Ann"], "on": True},
        {"op": "settings", "changes": {"bot_seconds": 1.5}},
        {"op": "deadline", "seconds": None},
        {"op": "kick", "seat": "Ann", "reason": "gone"},
    ],
    ids=lambda b: b["op"],
)
def test_the_logs_written_before_the_typed_commands_read_back_key_for_key(body: dict) -> None:
    assert c.encode(c.decode(body)) == body


@pytest.mark.parametrize(
    ("body", "reason", "words"),
    [
        ({"op": "fly"}, "bad_command", "no command 'fly'"),
        ([], "bad_command", "JSON object"),
        ({"op": "submit", "player": "Ann", "action": "vote Bob"}, "bad_action", "list of words"),
        ({"op": "submit", "player": 3, "action": []}, "unknown_seat", "no such seat"),
        ({"op": "submit", "player": "Ann", "action": [], "by": "host"}, "no_reason", "reason"),
        ({"op": "submit", "player": "Ann", "action": [], "by": "god"}, "bad_action", "host"),
        ({"op": "say", "player": "Ann", "channel": 1, "text": "x"}, "bad_chat", "channel"),
        ({"op": "say", "player": "Ann"}, "bad_command", "lacks a field"),
        ({"op": "advance", "by": "host", "phase": True}, "bad_command", "naming its number"),
        ({"op": "settings", "changes": {}}, "bad_settings", "at least one setting"),
        ({"op": "deadline", "seconds": -1}, "bad_time", "30 days"),
        ({"op": "deadline", "seconds": 1.5}, "bad_time", "whole number"),
        ({"op": "undo", "reason": "  "}, "no_reason", "reason"),
        ({"op": "undo", "reason": "x", "voids": ["1"]}, "nothing_to_undo", "nothing to undo"),
        ({"op": "undo", "reason": "x", "scope": "all"}, "bad_command", "last command"),
        ({"op": "kick", "seat": "Ann"}, "no_reason", "reason"),
        ({"op": "bots", "seats": [], "on": True}, "bad_seats", "Name the seats"),
        ({"op": "bots", "seats": ["Ann"], "on": "yes"}, "bad_seats", "Name the seats"),
        ({"op": "bot", "seat": "Ann", "actions": [[1]]}, "bad_action", "list of words"),
        # a conspiracy channel's commands: each says which name is missing, alike on members
        ({"op": "conspire", "player": "Ann", "channel": 1, "members": ["Bob"]}, "bad_chat",
         "A channel needs a name"),
        ({"op": "invite", "player": "Ann", "channel": None, "members": ["Bob"]}, "bad_chat",
         "Name the channel to invite into"),
        ({"op": "conspire", "player": "Ann", "channel": "plan", "members": "Bob"}, "bad_chat",
         "list of players' names"),
        ({"op": "invite", "player": "Ann", "channel": "#plan", "members": [1]}, "bad_chat",
         "list of players' names"),
        ({"op": "invite", "player": 3, "channel": "#plan", "members": ["Bob"]}, "unknown_seat",
         "no such seat"),
    ],
)
def test_a_command_of_the_wrong_shape_is_refused_with_a_sentence(
    body: object, reason: str, words: str
) -> None:
    with pytest.raises(c.BadCommand) as got:
        c.decode(body)
    assert got.value.reason == reason
    assert words in got.value.message
    assert got.value.message[0].isupper() and got.value.message.endswith(".")


def test_the_service_builds_commands_that_check_themselves_too() -> None:
    with pytest.raises(c.BadCommand):
        c.Kick("Ann", "")
    with pytest.raises(c.BadCommand):
        c.Submit("Ann", ("vote",), "host", None)


def _game() -> LiveGame:
    setup = {
        "players": [
            ["Ann", "Wolf"],
            ["Bob", "Citizen"],
            ["Cid", "Citizen"],
            ["Dan", "Fortune Teller"],
            ["Eve", "Citizen"],
        ]
    }
    return LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))


def test_one_match_applies_a_command_live_and_an_undo_replays_the_same_way() -> None:
    """An undo rebuilds the game from the standing commands through the same code that applied
    them: the game after the undo is the game that never had the undone command."""
    live, twin = _game(), _game()
    steps: list[c.Command] = [
        c.Advance("host", 0),
        c.Submit("Ann", ("attack", "Bob")),
        c.Submit("Dan", ("investigate", "Ann")),
        c.Advance("host", 1),
        c.Say("Cid", "town square", "who?"),
        c.Submit("Cid", ("vote", "Ann")),
    ]
    for seq, cmd in enumerate(steps, 1):
        assert live.apply(seq, float(seq), cmd).ok
        if seq < len(steps):
            assert twin.apply(seq, float(seq), cmd).ok
    undone = live.apply(len(steps) + 1, 99.0, c.Undo("misclick", "last", (len(steps),)))
    assert undone.ok and undone.reset
    assert live.game.to_json() == twin.game.to_json()
    assert [c.encode(x) for x in live.effective()] == [c.encode(x) for x in twin.effective()]
