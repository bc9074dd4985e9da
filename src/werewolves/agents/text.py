"""A turn as text for a language model, and its free-text answer read back.

:func:`render_turn` writes what a seat knows now — its role and abilities, the phase, who lives,
what happened since its last turn, and each legal action with the players each position may
name — and how to answer. :func:`parse_answer` maps the model's answer to legal moves, or gives
the sentence refusing it (said back to the model, which tries again within its budget of
:attr:`LanguageAgent.tries` answers — a number of steps, never a time).

:func:`openai_chat` talks to any OpenAI-compatible ``/chat/completions`` endpoint (a local
server, a hosted one); its key comes from the caller (the environment), never from the project.
Tests give :class:`LanguageAgent` a scripted fake model instead: nothing here calls the network
unless asked to.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import CATALOG, DEFAULT
from .protocol import refusal

__all__ = ["SYSTEM", "LanguageAgent", "openai_chat", "parse_answer", "render_turn"]

JSON = dict[str, Any]
Chat = Callable[[list[JSON]], str]  # the conversation so far → the model's answer

def said(key: str, lang: str = DEFAULT, /, **params: Any) -> str:
    """A seat's sentence ``key`` (agents.ftl, ``seat-…``) in ``lang``."""
    return CATALOG.text(key, params, lang)


def turn_lang(turn: JSON) -> str:
    """The language a turn's texts are in (its ``lang``; English when it names none)."""
    lang = turn.get("lang")
    return lang if isinstance(lang, str) and lang in CATALOG.languages else DEFAULT


def system(lang: str = DEFAULT) -> str:
    """What the model is told once, before each turn: how to answer (in ``lang``)."""
    return said("seat.system_text", lang)


SYSTEM = system()
FILLER = frozenset({"for", "to", "on", "at", "the", "i", "will", "want", "and", "against"})


def render_turn(turn: JSON) -> str:
    """The turn as plain text (see the module's docstring), in the turn's language (its
    ``lang``: the events' words, the card and the help are in it already)."""
    lang = turn_lang(turn)
    view = turn["view"]
    card = view.get("card") or {}
    team = card.get("team_name") or card.get("team", "")
    role = card.get("title") or view.get("role")
    lines = [
        said("seat.you_are_role", lang, seat=turn["seat"], role=role, team=team)
        if view.get("role") else said("seat.you_are", lang, seat=turn["seat"]),
    ]
    if card.get("summary"):
        lines.append(said("seat.your_role", lang, summary=card["summary"]))
    if view.get("offices"):
        lines.append(said("seat.offices", lang, offices=", ".join(view["offices"])))
    lines.append(said("seat.phase", lang, phase=turn["phase"],
                      alive="true" if view.get("alive") else "false"))
    lines.append(said("seat.living", lang, names=", ".join(view.get("living", []))))
    if view.get("dead"):
        lines.append(said("seat.dead", lang, names=", ".join(view["dead"])))
    if turn["events"]:
        lines.append(said("seat.since", lang))
        for ev in turn["events"]:
            where = f"[{ev['channel']}] " if ev.get("channel") else ""
            lines.append(f"- {where}{ev['text']}")
    writable = [c["name"] for c in view.get("channels", []) if c.get("writable")]
    if writable:
        lines.append(said("seat.write_in", lang, channels=", ".join(writable)))
    for r in turn.get("results", []):
        if not r.get("ok"):
            lines.append(said("seat.move_refused", lang, move=str(r["move"]),
                              reason=r.get("reason", "")))
    if not turn["actions"]:
        lines.append(said("seat.no_action", lang))
    else:
        lines.append(said("seat.may_do", lang))
        for a in turn["actions"]:
            lines.append(f"- {_action_line(a, lang)}")
    return "\n".join(lines)


def _action_line(a: JSON, lang: str = DEFAULT) -> str:
    slots = a["slots"] or [a["candidates"]] * a["max_targets"]
    parts = [f"ACT: {a['usage']}"]
    if a.get("help"):
        parts.append(f"({a['help']})")
    for i, slot in enumerate(slots):
        parts.append(said("seat.slot", lang, n=str(i + 1), names=", ".join(slot))
                     if len(slots) > 1 else said("seat.slots", lang, names=", ".join(slot)))
    if a.get("picks"):
        parts.append(said("seat.then_picks", lang, n=a["picks"],
                          options=", ".join(a.get("options", []))))
    if a.get("withdraw"):
        parts.append(said("seat.withdraw", lang, verb=a["verb"]))
    if a.get("chosen"):
        parts.append(said("seat.chosen", lang, chosen=" ".join(a["chosen"])))
    return "; ".join(parts)


def parse_answer(text: str, turn: JSON) -> tuple[list[JSON], str | None]:
    """The moves a free-text answer makes, and the sentence refusing what could not be read or
    is not allowed now (None: all of it was). Lenient in what it reads: case, markdown, a
    leading ``ACT:``, filler words (``vote for bob``); strict in what it allows: an action is
    taken only if it is one of the turn's legal actions as it stands."""
    lang = turn_lang(turn)
    actions = turn["actions"]
    verbs = {a["verb"].lower(): a for a in actions}
    players = _players(turn)
    writable = {c["name"].lower(): c["name"] for c in turn["view"].get("channels", [])
                if c.get("writable")}
    moves: list[JSON] = []
    problems: list[str] = []
    for raw in text.splitlines():
        line = raw.strip().strip("*`>-• ").strip()
        if not line:
            continue
        head, _, rest = line.partition(":")
        upper = head.strip().upper()
        if upper == "PASS" or line.upper().rstrip(".") == "PASS":
            break
        if upper.startswith("SAY") and rest.strip():
            name = head.strip()[3:].strip().strip("#").lower() or "town square"
            if name not in writable:
                problems.append(said("seat.cannot_write", lang, channel=repr(name),
                                     channels=", ".join(writable.values())
                                     or said("seat.nowhere", lang)))
                continue
            moves.append({"type": "say", "channel": writable[name], "text": rest.strip()})
            continue
        body = rest if upper == "ACT" else line
        words = [w for w in re.split(r"[\s,;.!?]+", body) if w]
        idx = next((i for i, w in enumerate(words) if w.lower() in verbs), None)
        if idx is None:
            if upper == "ACT":
                problems.append(refusal(words, actions, lang) or said("seat.not_action", lang))
            continue
        la = verbs[words[idx].lower()]
        names = [players.get(w.lower(), w) for w in words[idx + 1:] if w.lower() not in FILLER]
        options = {o.lower(): o for o in la.get("options", [])}
        names = [options.get(n.lower(), n) for n in names]
        chosen = [la["verb"], *names]
        why = refusal(chosen, actions, lang)
        if why is not None:
            problems.append(why)
            continue
        moves.append({"type": "act", "action": chosen})
    if not moves and not problems and text.strip().upper().rstrip(".") != "PASS":
        problems.append(said("seat.unreadable", lang))
    return moves, (" ".join(problems) or None)


def _players(turn: JSON) -> dict[str, str]:
    view = turn["view"]
    names = [s["name"] for s in view.get("seats", [])] or [*view.get("living", []),
                                                            *view.get("dead", [])]
    out = {n.lower(): n for n in names}
    out["nobody"] = "nobody"
    return out


@dataclass
class LanguageAgent:
    """A protocol agent played by a language model ``chat``: each turn rendered, its answer
    parsed; a refused answer is told why and asked again, at most ``tries`` answers a turn,
    then whatever was legal of them stands (nothing: a pass)."""

    chat: Chat
    tries: int = 2
    history: list[JSON] = field(default_factory=list)  # the last turn's conversation
    # the language the model reads and writes in (its seat's texts are asked for in it);
    # None: the seat's default, English
    lang: str | None = None

    def start(self, hello: JSON) -> None:
        return None

    def turn(self, turn: JSON) -> Any:
        lang = turn_lang(turn)
        convo: list[JSON] = [
            {"role": "system", "content": system(lang)},
            {"role": "user", "content": render_turn(turn)},
        ]
        moves: list[JSON] = []
        for _try in range(max(1, self.tries)):
            answer = self.chat(convo)
            convo.append({"role": "assistant", "content": answer})
            got, why = parse_answer(answer, turn)
            moves.extend(got)
            if why is None:
                break
            convo.append({"role": "user", "content": said("seat.answer_again", lang, why=why)})
        self.history = convo
        return {"type": "moves", "moves": moves}

    def over(self, over: JSON) -> None:
        return None

    def close(self) -> None:
        return None


def openai_chat(url: str, model: str, key: str | None = None, *, timeout: float = 120.0,
                max_tokens: int = 200) -> Chat:
    """A :data:`Chat` on an OpenAI-compatible endpoint (``url`` up to ``/v1``). The answer's
    length is bounded by ``max_tokens`` (a budget of steps); ``timeout`` only guards against a
    server that does not answer."""

    def chat(messages: Sequence[JSON]) -> str:
        import httpx2

        headers = {"Authorization": f"Bearer {key}"} if key else {}
        r = httpx2.post(
            url.rstrip("/") + "/chat/completions",
            json={"model": model, "messages": list(messages), "max_tokens": max_tokens,
                  "temperature": 0},
            headers=headers,
            timeout=timeout,
        )
        r.raise_for_status()
        return str(r.json()["choices"][0]["message"]["content"])

    return chat
