"""Chat channels: the town square, the dead, each group's channel, and the conspiracy channels
players open (rule-conspiracy-channels.1–2)."""

from __future__ import annotations

import re
from typing import Any

from .changes import Changes
from .events import Audience, Event
from .messages import channel_of, deferred, user_text
from .results import Accepted, Reason, Refusal
from .state import Conspiracy, Group, Player

# the host's limits on conspiracy channels (setup options) and their defaults: how many channels
# a player may open, how many members a channel may have (its opener counted), and who besides
# its members (and the host) reads it: nobody ("members"), the dead ("dead"), or the dead and
# the spectators ("spectators")
CC_CHANNELS = "conspiracy_channels"
CC_MEMBERS = "conspiracy_members"
CC_READERS = "conspiracy_readers"
CC_DEFAULTS: dict[str, Any] = {CC_CHANNELS: 3, CC_MEMBERS: 6, CC_READERS: "members"}
CC_READER_CHOICES = ("members", "dead", "spectators")
CC_MAX_NAME = 30
# a channel's name as a player gives it: letters, digits, spaces, hyphens, apostrophes
_CC_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 '-]*")
CC_MARK = "#"  # every conspiracy channel's name starts with it; no group's does


def cc_option(options: dict[str, Any], key: str) -> Any:
    """A conspiracy option as the host set it, or its default."""
    return options.get(key, CC_DEFAULTS[key])


class Chat(Changes):
    """Chat channels: the town square, the dead, and each group's channel."""

    TOWN_SQUARE = "town square"

    DEAD_CHANNEL = "dead"

    MAX_CHAT = 500

    def channels_of(self, player: Player) -> list[str]:
        """The channels ``player`` may write in: the town square while alive, the dead channel
        once dead, and the channel of every group they belong to (wolfpack, offices …)."""
        out = [self.TOWN_SQUARE] if player.alive else [self.DEAD_CHANNEL]
        out += [g.name for g in self.state.groups if player.name in g.members and player.alive]
        if player.alive:
            # rule-conspiracy-channels.2: a living member writes in their conspiracy channels
            out += [c.channel for c in self.state.conspiracies if player.name in c.members]
        return out

    def say(self, name: str, channel: str, text: str) -> Accepted | Refusal:
        """A chat line in a channel; whispers and chat are never visits and never blocked."""
        speaker = self.find(name)
        if speaker is None:
            return self.no_such_player(name)
        channel = channel.strip().lower()
        allowed = {c.lower(): c for c in self.channels_of(speaker)}
        cc = self.conspiracy(channel) if channel not in allowed or channel[:1] == CC_MARK else None
        if cc is not None and cc.channel.lower() in allowed:
            channel = cc.channel.lower()  # its ``#`` left out
        elif cc is not None and speaker.name in cc.members:
            # a dead member keeps reading the channel but no longer writes in it
            return Refusal(
                Reason.DEAD_ACTOR, deferred("refuse.cc_dead_writes", {"channel": cc.channel})
            )
        if channel not in allowed and cc is None:
            # a channel may be typed by its name in any language („Dorfplatz“, „Rudel“)
            named = channel_of(channel, list(allowed.values()))
            channel = channel if named is None else named.lower()
        if channel not in allowed:
            return Refusal(
                Reason.NO_CHANNEL,
                deferred(
                    "refuse.no_channel",
                    {"channel": user_text(channel), "channels": list(allowed.values())},
                ),
            )
        text = " ".join(text.split())
        if not text or len(text) > self.MAX_CHAT:
            return Refusal(Reason.BAD_TEXT, deferred("refuse.bad_text", {"max": self.MAX_CHAT}))
        chan = allowed[channel]
        if cc is not None:
            return self._say_in(cc, speaker, text)
        audience: Audience = "public"
        to: list[str] = []
        if chan == self.DEAD_CHANNEL:
            audience = "dead"
        elif chan != self.TOWN_SQUARE:
            audience, to = "players", list((self.group(chan) or Group(chan)).members)
            # a rule may let non-members read a channel (the Flute Players read the enchanted
            # players' channel from their own): hook channel_readers(eng, channel) -> names
            for readers in self.hook("channel_readers", chan):
                to += [n for n in readers if n not in to]
        group = self.group(chan)
        shown = speaker.name
        if group is not None and speaker.name in group.anonymous:
            shown = group.anonymous[speaker.name]  # e.g. Grandma speaks unnamed in her house
        ev = self.emit(
            "chat",
            actor=speaker.name,
            audience=audience,
            to=to,
            msg="chat.line",
            params={"speaker": shown, "channel": chan, "text": text},
        )
        # a rule may carry what was said elsewhere (a channel whose lines are repeated,
        # unnamed, in the town square): hook said(eng, speaker, channel, event)
        if self._hooks.get("said"):
            self.hook("said", speaker, chan, ev)
        return Accepted(ev.id)

    # ------------------------------------------------------------ conspiracy channels

    def conspiracy(self, channel: str) -> Conspiracy | None:
        """The conspiracy channel named ``channel`` (its ``#`` may be left out; any case)."""
        if not isinstance(channel, str):
            return None
        key = channel.strip().lower()
        if not key.startswith(CC_MARK):
            key = CC_MARK + key
        for c in self.state.conspiracies:
            if c.channel.lower() == key:
                return c
        return None

    def conspiracies_of(self, name: str) -> list[Conspiracy]:
        """The conspiracy channels ``name`` is a member of (living or dead), in the order
        opened."""
        return [c for c in self.state.conspiracies if name in c.members]

    def _cc_emit(
        self, cc: Conspiracy, kind: str, actor: str, msg: str, params: dict[str, Any]
    ) -> Event:
        """An event of ``cc`` for its members (the dead ones too), and for the dead or the
        spectators as the host's settings say (``watch``, read by the views' ``sees``)."""
        data: dict[str, Any] = {}
        readers = cc_option(self.state.setup.options, CC_READERS)
        if readers != "members":
            data["watch"] = readers
        return self.emit(
            kind,
            actor=actor,
            audience="players",
            to=list(cc.members),
            rule="rule-conspiracy-channels.2",
            msg=msg,
            params={"channel": cc.channel, **params},
            data=data,
        )

    def _say_in(self, cc: Conspiracy, speaker: Player, text: str) -> Accepted:
        # rule-conspiracy-channels.2: what is said there is read by its members only (and the
        # host, and the dead or spectators only as the host's settings say)
        ev = self._cc_emit(
            cc, "chat", speaker.name, "chat.line", {"speaker": speaker.name, "text": text}
        )
        return Accepted(ev.id)

    def _cc_actor(self, name: str) -> Player | Refusal:
        player = self.find(name)
        if player is None:
            return self.no_such_player(name)
        if self.state.outcome is not None:
            return Refusal(Reason.GAME_OVER, deferred("refuse.game_over", {}))
        if not player.alive:
            return Refusal(
                Reason.DEAD_ACTOR, deferred("refuse.cc_dead_actor", {"player": player.name})
            )
        return player

    def _cc_invitees(
        self, actor: Player, members: object, cc: Conspiracy | None
    ) -> list[str] | Refusal:
        """The living players ``members`` names, the actor and those in ``already`` left out
        when named again; a refusal for a name that is nobody's, a member already, a dead
        player, or nobody new."""
        if isinstance(members, str):
            members = [m for m in members.replace(",", " ").split()]
        if not isinstance(members, list | tuple):
            members = []
        out: list[str] = []
        for m in members:
            p = self.find(m) if isinstance(m, str) else None
            if p is None:
                return self.no_such_player(m if isinstance(m, str) else str(m))
            if p.name == actor.name or p.name in out:
                continue
            if cc is not None and p.name in cc.members:
                return Refusal(
                    Reason.INVALID_TARGET,
                    deferred("refuse.cc_already", {"player": p.name, "channel": cc.channel}),
                )
            if not p.alive:
                return Refusal(
                    Reason.DEAD_TARGET, deferred("refuse.cc_dead_member", {"player": p.name})
                )
            out.append(p.name)
        if not out:
            return Refusal(Reason.TARGET_COUNT, deferred("refuse.cc_nobody", {}))
        return out

    def open_conspiracy(self, name: str, channel: str, members: object) -> Accepted | Refusal:
        """rule-conspiracy-channels.1: a living player opens a private channel, named by them,
        with players of their choosing, within the host's limits."""
        actor = self._cc_actor(name)
        if isinstance(actor, Refusal):
            return actor
        options = self.state.setup.options
        most = cc_option(options, CC_CHANNELS)
        opened = sum(1 for c in self.state.conspiracies if c.owner == actor.name)
        if opened >= most:
            key = "refuse.cc_off" if most == 0 else "refuse.cc_too_many"
            return Refusal(Reason.OVER_LIMIT, deferred(key, {"max": most}))
        title = (
            " ".join(channel.split()).lstrip(CC_MARK).strip() if isinstance(channel, str) else ""
        )
        if not title or len(title) > CC_MAX_NAME or not _CC_NAME.fullmatch(title):
            return Refusal(
                Reason.BAD_NAME,
                deferred("refuse.cc_name", {"name": user_text(str(channel)), "max": CC_MAX_NAME}),
            )
        chosen = self._cc_invitees(actor, members, None)
        if isinstance(chosen, Refusal):
            return chosen
        cap = cc_option(options, CC_MEMBERS)
        if len(chosen) + 1 > cap:
            return Refusal(
                Reason.OVER_LIMIT,
                deferred("refuse.cc_full", {"n": len(chosen) + 1, "max": cap}),
            )
        full = CC_MARK + title
        taken = self.conspiracy(full)
        if taken is not None and actor.name in taken.members:
            return Refusal(Reason.BAD_NAME, deferred("refuse.cc_taken", {"channel": full}))
        # a name another channel (one the opener cannot see) already has gets the opener's
        # name after it, so a refusal never tells a player that a channel exists
        n = 1
        while self.conspiracy(full) is not None:
            full = f"{CC_MARK}{title} ({actor.name}{'' if n == 1 else f' {n}'})"
            n += 1
        cc = Conspiracy(full, actor.name, [actor.name, *chosen])
        self.state.conspiracies.append(cc)
        ev = self._cc_emit(
            cc,
            "conspiracy",
            actor.name,
            "cc.opened",
            {"owner": actor.name, "members": ", ".join(chosen)},
        )
        return Accepted(ev.id)

    def invite_conspiracy(self, name: str, channel: str, members: object) -> Accepted | Refusal:
        """rule-conspiracy-channels.1: a living member invites more players later."""
        actor = self._cc_actor(name)
        if isinstance(actor, Refusal):
            return actor
        cc = self.conspiracy(channel)
        if cc is None or actor.name not in cc.members:
            return Refusal(
                Reason.NOT_MEMBER,
                deferred("refuse.cc_not_member", {"channel": user_text(str(channel))}),
            )
        chosen = self._cc_invitees(actor, members, cc)
        if isinstance(chosen, Refusal):
            return chosen
        cap = cc_option(self.state.setup.options, CC_MEMBERS)
        if len(cc.members) + len(chosen) > cap:
            return Refusal(
                Reason.OVER_LIMIT,
                deferred("refuse.cc_full", {"n": len(cc.members) + len(chosen), "max": cap}),
            )
        cc.members.extend(chosen)
        ev = self._cc_emit(
            cc,
            "conspiracy",
            actor.name,
            "cc.invited",
            {"by": actor.name, "members": ", ".join(chosen)},
        )
        return Accepted(ev.id)
