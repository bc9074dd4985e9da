"""Conspiracy channels (rule-conspiracy-channels.1–2): any living player opens a private channel
with players of their choosing, names it and invites more later; what is said there is read by
its members only (and the host, and the dead or spectators as the host's options say)."""

from __future__ import annotations

from werewolves.game import HOST, PUBLIC, Game, Reason, Refusal, Setup

ROLES = [
    ("Ann", "Citizen"),
    ("Bob", "Citizen"),
    ("Cal", "Wolf"),
    ("Dan", "Citizen"),
    ("Eve", "Citizen"),
]


def game(**options: object) -> Game:
    return Game.new(Setup(list(ROLES), options=dict(options)), 3)


def lines(g: Game, viewer: str) -> list[str]:
    return [m.text for m in g.events_for(viewer)]


def test_rule_conspiracy_channels_1_a_living_player_opens_a_named_channel_and_invites_later() -> (
    None
):
    g = game()
    assert g.open_channel("Ann", "plan", ["Bob"])
    assert [c.channel for c in g.conspiracies("Bob")] == ["#plan"]
    assert "#plan" in g.channels("Ann") and "#plan" in g.channels("Bob")
    assert g.invite("Bob", "#plan", "Dan")
    (cc,) = g.conspiracies("Dan")
    assert cc.members == ("Ann", "Bob", "Dan") and cc.owner == "Ann"
    view = {c.name: c for c in g.view("Dan").channels}
    assert view["#plan"].writable and view["#plan"].members == ("Ann", "Bob", "Dan")


def test_rule_conspiracy_channels_2_only_members_and_the_host_read_it() -> None:
    g = game()
    g.open_channel("Ann", "plan", ["Bob"])
    assert g.say("Ann", "#plan", "Cal is the wolf")
    secret = "[#plan] Ann: Cal is the wolf"
    assert secret in lines(g, "Bob") and secret in lines(g, HOST)
    for outsider in ("Cal", "Dan", PUBLIC):
        assert not any("#plan" in t for t in lines(g, outsider))
    refused = g.say("Cal", "#plan", "hello")
    assert isinstance(refused, Refusal) and refused.reason is Reason.NO_CHANNEL


def test_rule_conspiracy_channels_2_leak_a_non_member_never_sees_the_channel() -> None:
    """Nothing of the channel reaches a non-member: not their view's messages or channels, not
    their event stream, not after they die (the default readers are the members only)."""
    g = game()
    g.open_channel("Ann", "secret club", ["Bob"])
    g.say("Bob", "#secret club", "zebra-42")
    g.invite("Ann", "secret club", ["Eve"])
    g.advance()  # Night 1: the pack may kill Dan; a non-member stays out either way
    for name in ("Cal", "Dan"):
        view = g.view(name).to_json()
        assert "zebra-42" not in str(view) and "secret club" not in str(view)
        assert "zebra-42" not in str([m.to_json() for m in g.events_for(name)])
    assert "zebra-42" not in str(g.events_for(PUBLIC))


def test_rule_conspiracy_channels_1_refusals_are_sentences_and_change_nothing() -> None:
    g = game(conspiracy_channels=1, conspiracy_members=3)
    before = len(g.events)
    cases = [
        (g.open_channel("Ann", "plan", ["Zed"]), Reason.UNKNOWN_PLAYER),
        (g.open_channel("Ann", "no!", ["Bob"]), Reason.BAD_NAME),
        (g.open_channel("Ann", "plan", []), Reason.TARGET_COUNT),
        (g.open_channel("Ann", "plan", ["Bob", "Dan", "Eve"]), Reason.OVER_LIMIT),
        (g.invite("Cal", "plan", ["Dan"]), Reason.NOT_MEMBER),
    ]
    for got, reason in cases:
        assert isinstance(got, Refusal) and got.reason is reason and got.message.endswith(".")
    assert len(g.events) == before and g.conspiracies("Ann") == []
    assert g.open_channel("Ann", "plan", ["Bob"])
    too_many = g.open_channel("Ann", "other", ["Dan"])
    assert isinstance(too_many, Refusal) and too_many.reason is Reason.OVER_LIMIT
    assert g.invite("Ann", "plan", "Dan")
    full = g.invite("Ann", "plan", "Eve")
    assert isinstance(full, Refusal) and "at most 3" in full.message
    off = game(conspiracy_channels=0).open_channel("Ann", "plan", ["Bob"])
    assert isinstance(off, Refusal) and "no conspiracy channels" in off.message


def _kill(g: Game, victim: str) -> None:
    """Day 0 → Night 1, the pack attacks ``victim``, Day 1."""
    g.advance()
    assert g.submit("Cal", "attack", victim)
    g.advance()
    assert not g.player(victim).alive


def test_rule_conspiracy_channels_1_a_dead_member_keeps_reading_but_no_longer_writes() -> None:
    g = game()
    g.open_channel("Ann", "plan", ["Bob", "Dan"])
    _kill(g, "Dan")
    g.say("Ann", "#plan", "after Dan died")
    assert "[#plan] Ann: after Dan died" in lines(g, "Dan")
    dead = g.say("Dan", "#plan", "boo")
    assert isinstance(dead, Refusal) and dead.reason is Reason.DEAD_ACTOR
    assert "keep reading" in dead.message
    (cc,) = g.conspiracies("Dan")
    assert not cc.writable
    assert {c.name: c.writable for c in g.view("Dan").channels}["#plan"] is False
    assert isinstance(g.open_channel("Dan", "ghosts", ["Ann"]), Refusal)
    assert isinstance(g.invite("Ann", "plan", ["Dan"]), Refusal)


def test_rule_conspiracy_channels_2_the_dead_or_spectators_read_as_the_host_says() -> None:
    for readers, dead_reads, public_reads in (
        ("members", False, False),
        ("dead", True, False),
        ("spectators", True, True),
    ):
        g = game(conspiracy_readers=readers)
        g.open_channel("Ann", "plan", ["Bob"])
        _kill(g, "Dan")
        g.say("Ann", "#plan", "watched")
        assert ("[#plan] Ann: watched" in lines(g, "Dan")) is dead_reads, readers
        assert ("[#plan] Ann: watched" in lines(g, PUBLIC)) is public_reads, readers
        assert "[#plan] Ann: watched" not in lines(g, "Eve")


def test_rule_conspiracy_channels_1_the_log_replays_and_round_trips() -> None:
    g = game()
    g.open_channel("Ann", "plan", ["Bob"])
    g.say("Bob", "plan", "ok")  # the ``#`` may be left out
    g.invite("Ann", "#PLAN", ["Eve"])
    ops = [c["op"] for c in g.commands]
    assert ops == ["conspire", "say", "invite"]
    again = Game.replay(Setup(list(ROLES)), 3, g.commands)
    assert again.to_json() == g.to_json()
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


def test_rule_conspiracy_channels_1_a_name_taken_elsewhere_is_refused_to_no_one() -> None:
    g = game()
    g.open_channel("Ann", "plan", ["Bob"])
    assert g.open_channel("Cal", "plan", ["Dan"])  # Cal cannot see Ann's: his is his own
    (mine,) = g.conspiracies("Cal")
    assert mine.channel != "#plan" and mine.members == ("Cal", "Dan")
    taken = g.open_channel("Ann", "plan", ["Eve"])
    assert isinstance(taken, Refusal) and taken.reason is Reason.BAD_NAME


def test_rule_conspiracy_channels_1_the_host_limits_are_checked_at_setup() -> None:
    import pytest

    from werewolves.game import SetupError

    for bad in (
        {"conspiracy_channels": -1},
        {"conspiracy_members": 1},
        {"conspiracy_readers": "all"},
    ):
        with pytest.raises(SetupError):
            game(**bad)
