"""What goes beside a game's stream, one room of the adapter: each seat's
prompt for the phase (edited in place as its actions change), the polls with their live
tallies (closed on their final count), the host's grimoire, a member's rights when they change,
the late reminders, the role card in a player's DMs, and who was who once the game is over.
Each message is sent once — noted in the store, sent under a nonce of its note, so a crash in
between makes Discord keep one — and edited in place when what it shows changes."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord.http import Route

from . import prompts
from .render import nonce_of, split_text
from .service import ServiceRefused, seat_acting

if TYPE_CHECKING:
    from .bot import Adapter

log = logging.getLogger("werewolves.discord")
JSON = dict[str, Any]


class BesideRoom:
    """What the adapter ``bot`` sends beside each game's stream."""

    def __init__(self, bot: Adapter) -> None:
        self.bot = bot

    async def send_once(self, note: str, value: str, channel_id: int, payload: JSON) -> Any:
        """Send a message the adapter makes beside the stream (a prompt, a poll, a grimoire,
        a reminder) once: noted in the store under ``note`` after it is sent, and sent with a
        nonce of ``note`` and ``value``, so a crash in between makes Discord keep one."""
        if self.bot.store.get(note) == value:
            return None
        body = {
            **payload,
            # the channel in the nonce: a channel made again after a deletion is sent it anew
            "nonce": nonce_of(f"{note}/{value}/{channel_id}"),
            "enforce_nonce": True,
            "allowed_mentions": {"parse": []},
        }
        got = await self.bot._send(channel_id, body)
        self.bot.store.put(note, value)
        return got

    async def in_place(self, note: str, phase: str, channel_id: int, payload: JSON) -> None:
        """One message a phase (a prompt, a poll, the grimoire), edited in place whenever what
        it shows changes (a vote, a death that changes a seat's candidates). Sent once a phase
        (:meth:`_send_once`); the store keeps the message's id and the digest of what it shows.
        A message sent again after a crash, under its nonce, is answered with the one Discord
        already has, as it was then: when that is not what the game now says, it is edited at
        once (a vote cast while the adapter was down would otherwise stay untold)."""
        digest = _digest(payload)
        held_at = f"{note}/message"
        got = await self.send_once(note, phase, channel_id, payload)
        if got is not None:
            if _digest(got) != digest:
                await self.edit(channel_id, int(got["id"]), payload)
            self.bot.store.put(held_at, f"{got['id']} {digest}")
            return
        held = (self.bot.store.get(held_at) or "").split()
        if len(held) == 2 and held[1] != digest:
            await self.edit(channel_id, int(held[0]), payload)
            self.bot.store.put(held_at, f"{held[0]} {digest}")

    async def edit(self, channel_id: int, message_id: int, payload: JSON) -> Any:
        try:
            return await self.bot.http.request(
                Route(
                    "PATCH",
                    "/channels/{channel_id}/messages/{message_id}",
                    channel_id=channel_id,
                    message_id=message_id,
                ),
                json={**payload, "allowed_mentions": {"parse": []}},
            )
        except discord.NotFound as e:
            await self.bot.channel_room.if_gone(e, channel_id)
            raise

    async def extras(
        self,
        game_id: str,
        summary: JSON,
        views: Mapping[str, JSON],
        channels: Mapping[str, int],
        told: int,
    ) -> None:
        """What goes beside the stream once it is told: each seat's prompt for the phase,
        the polls with their live tallies, the host's grimoire, a member's rights when they
        change, and the farewell once the outcome is told.

        Only when the game stands where the stream told stands (``told``: the last event of
        the page rendered; the host's view, read last, names the game's last event): when
        the game moved on meanwhile (phases ending quickly), the views are of a phase the
        channels have not been told yet, and a poll would go above its phase's announcement.
        The next page is told first, then its extras."""
        grimoire = (await self.bot.service.view(game_id, "host"))["view"]
        if int(grimoire.get("cursor", -1)) > told:
            log.info("game %s moved on past event %s: its extras wait", game_id, told)
            return  # still due: the next page (there is one) tells them
        phase = f"{summary.get('epoch', 0)}/{summary.get('phase_index', 0)}"
        over = bool(summary.get("over"))
        game_plan = self.bot.plans.get(game_id)
        alive = {str(s["name"]): bool(s["alive"]) for s in summary["seats"]}
        for name, view in views.items():
            cid = channels.get(f"seat:{name}")
            if cid is None:
                continue
            if game_plan is not None:
                text = prompts.rights_text(game_plan, name, alive.get(name, False))
                await self.send_once(
                    f"rights/{game_id}/{name}", nonce_of(text), cid, {"content": text}
                )
            if not over and (alive.get(name) or view.get("actions")):
                # edited when the seat's actions or candidates change within the phase
                # with the last phase's news and the roster, on top of the
                # seat's channel until the next phase's
                # in the seat's member's language (views are read so: :meth:`Adapter._views`)
                lang = self.bot.member_lang(game_id, name)
                content, rows = prompts.phase_message(view, str(summary.get("phase", "")), lang)
                await self.in_place(
                    f"prompt/{game_id}/{name}",
                    phase,
                    cid,
                    {"content": content, "components": rows},
                )
        town = channels.get("town")
        if town is not None:
            await self.polls(game_id, phase, {} if over else views, town, grimoire, over=over)
        host = channels.get("host")
        if host is not None:
            pieces = split_text(prompts.grimoire(grimoire, summary))
            await self.in_place(f"grimoire/{game_id}", phase, host, {"content": pieces[0]})
        if over:
            await self.farewell(game_id, summary, channels)
        self.bot._due.discard(game_id)

    async def polls(
        self,
        game_id: str,
        phase: str,
        views: Mapping[str, JSON],
        town: int,
        grimoire: JSON,
        *,
        over: bool = False,
    ) -> None:
        """Each poll of the phase as a town-square message with a select menu, its tally
        edited in place as votes come (the board every player sees, R40): the votes are told
        by the tally alone (the feed tells no vote as a line). A poll of a phase gone by is
        closed: edited once more, with its final tally when the game's polls still hold it
        (a phase with no poll of its own follows), and its menu taken away."""
        shown: dict[str, tuple[JSON, list[JSON]]] = {}
        for view in views.values():
            for a in prompts.ballots(view):
                shown.setdefault(str(a["verb"]), (a, list(view.get("polls") or [])))
        known: list[str] = json.loads(self.bot.store.get(f"polls/{game_id}") or "[]")
        for verb in known:
            sent_in = self.bot.store.get(f"poll/{game_id}/{verb}")
            closed = f"poll/{game_id}/{verb}/closed"
            if sent_in is None or self.bot.store.get(closed) == sent_in:
                continue
            if sent_in == phase and not over:  # still open
                continue
            held = (self.bot.store.get(f"poll/{game_id}/{verb}/message") or "").split()
            if len(held) == 2:
                # its final tally, when no new poll has begun (the game's polls are still its)
                polls = [] if shown else list(grimoire.get("polls") or [])
                # the poll its ballot voted in, as the legal action named it when shown
                name = self.bot.store.get(f"poll/{game_id}/{verb}/poll")
                final = prompts.poll_for({"verb": verb, "poll": name}, polls)
                body: JSON = {"components": []}  # the menu closed; the tally stays as it was
                if final is not None:
                    body["content"] = prompts.closed_poll(verb, final)
                await self.edit(town, int(held[0]), body)
            self.bot.store.put(closed, sent_in)
        for verb, (action, polls) in shown.items():
            if verb not in known:
                known.append(verb)
                self.bot.store.put(f"polls/{game_id}", json.dumps(known))
            if action.get("poll") is not None:
                self.bot.store.put(f"poll/{game_id}/{verb}/poll", str(action["poll"]))
            content, rows = prompts.poll_message(action, prompts.poll_for(action, polls))
            payload = {"content": content, "components": rows}
            await self.in_place(f"poll/{game_id}/{verb}", phase, town, payload)

    async def farewell(self, game_id: str, summary: JSON, channels: Mapping[str, int]) -> None:
        """The game is over and its outcome told: who was who in the town square (from the
        review, as a spectator may see it), each seat's channel told the game is over, and
        the game noted as finished, so the adapter stops following it (``finished``). Noted by
        the stream's epoch: a game whose end the host undid and that ends again says so again."""
        epoch = str(summary.get("epoch", 0))
        town = channels.get("town")
        if town is not None:
            try:
                review = await self.bot.service.review(game_id, self.bot.game_lang(game_id))
            except ServiceRefused:  # the host chose not to show the roles after the game
                review = {}
            text = prompts.who_was_who(review, self.bot.game_lang(game_id))
            if text:
                for i, piece in enumerate(split_text(text)):
                    await self.send_once(f"review/{game_id}/{i}", epoch, town, {"content": piece})
        numbers = {str(s["name"]): int(s["seat"]) for s in summary.get("seats") or []}
        for key, cid in channels.items():
            if key.startswith("seat:") or key == "host":
                note = f"over/{game_id}/{key}"
                # in the language of the seat's member (the host's channel: the game's)
                lang = (self.bot.member_lang(game_id, key.removeprefix("seat:"))
                        if key.startswith("seat:") else self.bot.game_lang(game_id))
                text = prompts.over(lang)
                number = numbers.get(key.removeprefix("seat:"))
                if key.startswith("seat:") and number is not None:
                    # the player's own result ("You won!") and each win in
                    # words, from the seat's view
                    seat_view = await self.bot.service.view(
                        game_id, seat_acting(number), lang=lang
                    )
                    if seat_view["view"].get("result"):
                        # with every seat's role unless the host keeps them hidden, and in
                        # the player's DMs too
                        mine = prompts.farewell_text(seat_view["view"], lang)
                        text = "\n".join([mine, "", prompts.over(lang)])
                        await self.dm(game_id, key.removeprefix("seat:"), note, epoch, mine)
                # a long table goes on in a second message, cut where the meaning allows
                pieces = split_text(text) or [text]
                await self.send_once(note, epoch, cid, {"content": pieces[0]})
                for i, piece in enumerate(pieces[1:], 1):
                    await self.send_once(f"{note}/{i}", epoch, cid, {"content": piece})
        self.bot.store.finish(game_id, True)

    async def remind(self, game_id: str) -> int:
        """Late reminders: when the running phase ends within ``late_seconds`` (by the
        adapter's clock), each seat the grimoire still awaits is told once, in its channel,
        what it has not used yet and when the phase ends."""
        channels = {k: c.channel_id for k, c in self.bot.store.channels(game_id).items()}
        if not channels:
            return 0
        summary = await self.bot.service.summary(game_id)
        if not prompts.is_late(summary, self.bot.clock(), self.bot.late_seconds):
            return 0
        view = (await self.bot.service.view(game_id, "host"))["view"]
        phase = f"{summary.get('epoch', 0)}/{summary.get('phase_index', 0)}"
        awaiting = view.get("awaiting") or {}
        told = 0
        for s in summary["seats"]:
            name = str(s["name"])
            cid = channels.get(f"seat:{name}")
            note = f"late/{game_id}/{name}"
            if cid is None or self.bot.store.get(note) == phase:
                continue
            verbs = [str(v) for v in awaiting.get(name) or []]
            # RM562: a duty whose neglect costs (the amulet), named again before the end
            seat_view = (await self.bot.service.view(game_id, seat_acting(int(s["seat"]))))["view"]
            duties = [str(a["declaration"]["unused"]) for a in prompts.duties_left(seat_view)]
            if not verbs and not duties:  # nothing to remind it of: not asked again this phase
                self.bot.store.put(note, phase)
                continue
            text = prompts.late_text(verbs, float(summary["deadline"]), duties)
            got = await self.send_once(note, phase, cid, {"content": text})
            told += got is not None
        return told

    async def dm(self, game_id: str, name: str, note: str, value: str, text: str) -> None:
        """A line to the seat's member in their DMs, once (a member who takes no DMs still has
        it in their channel)."""
        member = self.bot.store.seats(game_id).get(name)
        if member is None:
            return
        try:
            dm = await self.bot.http.request(
                Route("POST", "/users/@me/channels"), json={"recipient_id": str(member)}
            )
            for i, piece in enumerate(split_text(text)):
                await self.send_once(f"{note}/dm/{i}", value, int(dm["id"]), {"content": piece})
        except discord.HTTPException:
            log.warning("could not send %s's result to their DMs", name)

    async def dm_card(self, game_id: str, name: str, key: str, embeds: list[JSON]) -> None:
        """The role card as a direct message to the seat's member, with the rules one
        button away (a member who takes no DMs still has it in their channel)."""
        member = self.bot.store.seats(game_id).get(name)
        if member is None:
            return
        try:
            dm = await self.bot.http.request(
                Route("POST", "/users/@me/channels"), json={"recipient_id": str(member)}
            )
            await self.send_once(
                f"dm/{game_id}/{name}",
                key,
                int(dm["id"]),
                {"content": "", "embeds": embeds, "components": prompts.rules_button(game_id)},
            )
        except discord.HTTPException:
            log.warning("could not send %s's role card to their DMs", name)


def _digest(message: JSON) -> str:
    """What a message in place shows, as a short digest: its content and, per component, its
    id, its label, its options and which are chosen (read the same from the body the adapter
    sends and from the message Discord gives back, whatever else Discord adds to it)."""
    shown: list[Any] = [str(message.get("content") or "")]
    for row in message.get("components") or []:
        for c in row.get("components") or []:
            options = c.get("options") or []
            shown.append(
                [
                    c.get("custom_id"),
                    c.get("label"),
                    [o.get("value") for o in options],
                    [o.get("value") for o in options if o.get("default")],
                ]
            )
    return nonce_of(json.dumps(shown, ensure_ascii=False))


# the lobby's pure parts, where the tests and the first callers found them


__all__ = ["BesideRoom"]
