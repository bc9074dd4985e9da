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

from .protocol import refusal

__all__ = ["SYSTEM", "LanguageAgent", "openai_chat", "parse_answer", "render_turn"]

JSON = dict[str, Any]
Chat = Callable[[list[JSON]], str]  # the conversation so far → the model's answer

SYSTEM = (
    "You play one seat of a game of Werewolves. Each turn you are told what your seat knows "
    "and what it may do. Answer with one move per line:\n"
    "ACT: <verb> <player> ... — one of the actions listed, with players its positions may name\n"
    "SAY <channel>: <text> — a line in a channel you may write in (SAY: alone is the town "
    "square)\n"
    "PASS — nothing more this turn.\n"
    "Write nothing else."
)
FILLER = frozenset({"for", "to", "on", "at", "the", "i", "will", "want", "and", "against"})


def render_turn(turn: JSON) -> str:
    """The turn as plain text (see the module's docstring)."""
    view = turn["view"]
    card = view.get("card") or {}
    team = card.get("team_name") or card.get("team", "")
    lines = [
        f"You are {turn['seat']}, the {view.get('role')} ({team})."
        if view.get("role") else f"You are {turn['seat']}.",
    ]
    if card.get("summary"):
        lines.append(f"Your role: {card['summary']}")
    if view.get("offices"):
        lines.append(f"Your offices: {', '.join(view['offices'])}.")
    lines.append(f"It is {turn['phase']}. You are {'alive' if view.get('alive') else 'dead'}.")
    lines.append(f"Alive: {', '.join(view.get('living', []))}.")
    if view.get("dead"):
        lines.append(f"Dead: {', '.join(view['dead'])}.")
    if turn["events"]:
        lines.append("Since your last turn:")
        for ev in turn["events"]:
            where = f"[{ev['channel']}] " if ev.get("channel") else ""
            lines.append(f"- {where}{ev['text']}")
    writable = [c["name"] for c in view.get("channels", []) if c.get("writable")]
    if writable:
        lines.append(f"You may write in: {', '.join(writable)}.")
    for r in turn.get("results", []):
        if not r.get("ok"):
            lines.append(f"Your move {r['move']} was refused: {r.get('reason', '')}")
    if not turn["actions"]:
        lines.append("You have no action now.")
    else:
        lines.append("What you may do now:")
        for a in turn["actions"]:
            lines.append(f"- {_action_line(a)}")
    return "\n".join(lines)


def _action_line(a: JSON) -> str:
    slots = a["slots"] or [a["candidates"]] * a["max_targets"]
    parts = [f"ACT: {a['usage']}"]
    if a.get("help"):
        parts.append(f"({a['help']})")
    for i, slot in enumerate(slots):
        parts.append(f"player {i + 1}: {', '.join(slot)}" if len(slots) > 1
                     else f"players: {', '.join(slot)}")
    if a.get("picks"):
        parts.append(f"then {a['picks']} of: {', '.join(a.get('options', []))}")
    if a.get("withdraw"):
        parts.append(f"or '{a['verb']} nobody' to withdraw")
    if a.get("chosen"):
        parts.append(f"now chosen: {' '.join(a['chosen'])}")
    return "; ".join(parts)


def parse_answer(text: str, turn: JSON) -> tuple[list[JSON], str | None]:
    """The moves a free-text answer makes, and the sentence refusing what could not be read or
    is not allowed now (None: all of it was). Lenient in what it reads: case, markdown, a
    leading ``ACT:``, filler words (``vote for bob``); strict in what it allows: an action is
    taken only if it is one of the turn's legal actions as it stands."""
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
                problems.append(f"You cannot write in {name!r}; you may write in: "
                                f"{', '.join(writable.values()) or 'nowhere'}.")
                continue
            moves.append({"type": "say", "channel": writable[name], "text": rest.strip()})
            continue
        body = rest if upper == "ACT" else line
        words = [w for w in re.split(r"[\s,;.!?]+", body) if w]
        idx = next((i for i, w in enumerate(words) if w.lower() in verbs), None)
        if idx is None:
            if upper == "ACT":
                problems.append(refusal(words, actions) or "That is not an action.")
            continue
        la = verbs[words[idx].lower()]
        names = [players.get(w.lower(), w) for w in words[idx + 1:] if w.lower() not in FILLER]
        options = {o.lower(): o for o in la.get("options", [])}
        names = [options.get(n.lower(), n) for n in names]
        chosen = [la["verb"], *names]
        why = refusal(chosen, actions)
        if why is not None:
            problems.append(why)
            continue
        moves.append({"type": "act", "action": chosen})
    if not moves and not problems and text.strip().upper().rstrip(".") != "PASS":
        problems.append("I could not read a move: answer ACT: <verb> <player>, SAY: <text> or "
                        "PASS.")
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

    def start(self, hello: JSON) -> None:
        return None

    def turn(self, turn: JSON) -> Any:
        convo: list[JSON] = [
            {"role": "system", "content": SYSTEM},
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
            convo.append({"role": "user", "content": f"Refused: {why} Answer again."})
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
