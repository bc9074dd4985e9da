"""Chat channels: the town square, the dead, and each group's channel."""

from __future__ import annotations

from .changes import Changes
from .events import Audience
from .messages import deferred, user_text
from .results import Accepted, Reason, Refusal
from .state import Group, Player


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
        return out

    def say(self, name: str, channel: str, text: str) -> Accepted | Refusal:
        """A chat line in a channel; whispers and chat are never visits and never blocked."""
        speaker = self.find(name)
        if speaker is None:
            return self.no_such_player(name)
        channel = channel.strip().lower()
        allowed = {c.lower(): c for c in self.channels_of(speaker)}
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
