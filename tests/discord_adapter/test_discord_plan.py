"""Issue 22 item 2: a game's channels and their permission overwrites per seat state (alive,
dead, spectator), the 50-channel category overflow and the guild's 500, with no network."""

from __future__ import annotations

import discord
from adapter_harness import play

from werewolves.discord.plan import (
    ADAPTER,
    EVERYONE,
    HOST,
    INVITE_PERMISSIONS,
    NO_WRITE,
    READ,
    SPECTATORS,
    WRITE,
    Overwrite,
    Policy,
    Seating,
    changes,
    channel_name,
    discord_overwrites,
    plan,
    room_problem,
    seat,
)


def test_discord_plan_has_every_channel_the_views_name() -> None:
    p = play()
    gp = plan("abc", p.summary, p.views)
    keys = [c.key for c in gp.channels]
    assert keys[:3] == ["town", "host", "dead"]
    assert "group:wolfpack" in keys
    assert keys[-5:] == ["seat:Ann", "seat:Bob", "seat:Cid", "seat:Dan", "seat:Eve"]
    assert gp.channel("town").name == "town-square" and gp.categories == ("werewolves abc",)
    for c in gp.channels:  # nobody else sees a game's channel; the adapter sees them all
        assert c.overwrite(EVERYONE) == Overwrite(EVERYONE, deny=1 << 10)
        assert c.overwrite(ADAPTER) is not None


def test_discord_permissions_follow_alive_dead_and_spectators() -> None:
    p = play()  # Bob died in the night, Dan was lynched
    gp = plan("abc", p.summary, p.views)
    town, dead, pack = gp.channel("town"), gp.channel("dead"), gp.channel("group:wolfpack")
    assert town.overwrite(seat("Ann")) == Overwrite(seat("Ann"), allow=WRITE)
    assert town.overwrite(seat("Bob")) == Overwrite(seat("Bob"), allow=READ, deny=NO_WRITE)
    assert town.overwrite(SPECTATORS) == Overwrite(SPECTATORS, allow=READ, deny=NO_WRITE)
    assert dead.overwrite(seat("Bob")) == Overwrite(seat("Bob"), allow=WRITE)
    assert dead.overwrite(seat("Ann")) is None  # the living never read the dead
    # the pack writes in its channel; the dead read it (the default policy); others nothing
    assert pack.overwrite(seat("Ann")) == Overwrite(seat("Ann"), allow=WRITE)
    assert pack.overwrite(seat("Eve")) == Overwrite(seat("Eve"), allow=WRITE)
    assert pack.overwrite(seat("Cid")) is None
    assert pack.overwrite(seat("Dan")) == Overwrite(seat("Dan"), allow=READ, deny=NO_WRITE)
    # a seat's own channel: its player writes while alive, reads once dead
    assert gp.channel("seat:Cid").overwrite(seat("Cid")) == Overwrite(seat("Cid"), allow=WRITE)
    own = gp.channel("seat:Bob").overwrite(seat("Bob"))
    assert own == Overwrite(seat("Bob"), allow=READ, deny=NO_WRITE)
    assert gp.channel("seat:Cid").overwrite(seat("Ann")) is None
    assert gp.channel("host").overwrite(HOST) == Overwrite(HOST, allow=WRITE)
    assert gp.channel("host").overwrite(seat("Bob")) is None
    assert gp.channel("seat:Cid").overwrite(SPECTATORS) is None


def test_discord_policy_the_host_sets() -> None:
    p = play()
    strict = plan(
        "abc", p.summary, p.views, Policy(dead_read_private=False, spectators_read_town=False)
    )
    assert strict.channel("group:wolfpack").overwrite(seat("Dan")) is None
    assert strict.channel("seat:Cid").overwrite(seat("Bob")) is None
    assert strict.channel("town").overwrite(SPECTATORS) is None
    open_ = plan("abc", p.summary, p.views, Policy(spectators_read_private=True))
    assert open_.channel("seat:Cid").overwrite(SPECTATORS) is not None
    assert open_.channel("dead").overwrite(SPECTATORS) is not None


def test_discord_a_death_changes_only_the_overwrites_it_must() -> None:
    before = play(lynch=False)  # Day 1: Dan alive
    after = play()  # Dan lynched
    old = plan("abc", before.summary, before.views)
    new = plan("abc", after.summary, after.views)
    todo = {c.key: c for c in changes(old, new)}
    assert not any(c.create for c in todo.values())
    town = todo["town"]
    assert town.set == (Overwrite(seat("Dan"), allow=READ, deny=NO_WRITE),)
    assert todo["dead"].set == (Overwrite(seat("Dan"), allow=WRITE),)
    assert "seat:Dan" in todo and "seat:Ann" in todo  # Dan now reads the seats' channels
    assert changes(new, new) == []
    assert all(c.create for c in changes(None, new))


def test_discord_category_overflow_at_fifty_channels() -> None:
    names = [f"P{i:02d}" for i in range(60)]
    summary = {"seats": [{"name": n, "seat": i, "alive": True} for i, n in enumerate(names)]}
    gp = plan("big", summary, {})
    assert gp.categories == ("werewolves big", "werewolves big (2)")
    per = [sum(1 for c in gp.channels if c.category == i) for i in range(2)]
    assert per == [50, 13]
    # a channel made later keeps its category; a new one goes where there is room
    placed = {c.key: c.category for c in gp.channels}
    views = {"P00": {"channels": [{"name": "coven", "writable": True}]}}
    later = plan("big", summary, views, placed=placed)
    assert later.channel("group:coven").category == 1
    assert all(later.channel(k).category == v for k, v in placed.items())
    assert room_problem(gp, 435) is None  # 63 channels and 2 categories: 500 exactly
    assert "needs 65 channels and the server has room for 64" in (room_problem(gp, 436) or "")


def test_discord_channel_names_and_a_seat_named_like_a_channel() -> None:
    assert channel_name("Town Square") == "town-square" and channel_name("  ") == "channel"
    summary = {
        "seats": [
            {"name": "Dead", "seat": 0, "alive": True},
            {"name": "Zoë", "seat": 1, "alive": True},
        ]
    }
    names = [c.name for c in plan("x", summary, {}).channels]
    assert len(names) == len(set(names)) and "zoë" in names


def test_discord_overwrites_as_discord_takes_them() -> None:
    p = play()
    gp = plan("abc", p.summary, p.views)
    seating = Seating(members={"Ann": 11, "Eve": 15}, everyone=1, adapter=2, host=3, spectators=4)
    out = discord_overwrites(gp.channel("group:wolfpack").overwrites, seating)
    ids = {o["id"]: o for o in out}
    assert ids["1"]["type"] == 0 and ids["11"]["type"] == 1 and "13" not in ids  # Dan unseated
    assert int(ids["11"]["allow"]) == WRITE
    # the bits are Discord's own (checked against discord.py's names)
    perms = discord.Permissions(WRITE)
    assert perms.view_channel and perms.send_messages and perms.read_message_history
    invite = discord.Permissions(INVITE_PERMISSIONS)
    assert invite.manage_channels and invite.manage_roles and invite.embed_links
    assert not invite.administrator and not invite.manage_guild
    assert discord.Permissions(NO_WRITE).add_reactions
