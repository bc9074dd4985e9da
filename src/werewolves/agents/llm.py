"""Language-model seats through tool calls.

A seat played by a model behind any OpenAI-compatible ``/chat/completions`` endpoint (a local
server or a hosted one), named ``llm:URL#MODEL`` (``URL`` up to ``/v1``; without ``#MODEL`` the
model's name comes from ``WEREWOLVES_LLM_MODEL``; a key, if the endpoint needs one, from
``WEREWOLVES_LLM_KEY`` — never from a file of the project).

Each turn the model is sent the seat's turn as text (:func:`~.text.render_turn`) and one tool
per legal action (:func:`tools_for`): the tool's name is the verb, its description the action's
usage and help, its parameters one property per target position with an ``enum`` of the
players that position may name now, one per pick with an ``enum`` of the options, ``withdraw``
where withdrawing is allowed, and a free ``reasoning`` string. A ``chat`` tool writes in the
channels the seat may write in (an ``enum`` of them). A ``believe`` tool takes the model's
belief: per other living seat, its chance of being an opponent of the model's win (the
protocol's ``believe`` move, kept in the game's record for the research metrics, never shown to
a seat). The model answers with tool calls; each call is read back as a protocol move
(:func:`read_call`) or a refusal sentence. When the game ends the model is sent one last user
message, the end as its seat reads it (:meth:`ToolAgent.over`), and its answer is kept in the
log.

- A call that is not a legal action now is refused: the sentence is sent back as the call's
  tool result and the model answers once more; what is still refused after that is dropped, and
  the safe default stands — the protocol's pass (:data:`~.protocol.LATE_DEFAULT`: no vote, no
  night action).
- An endpoint that cannot be reached, answers an HTTP error, or answers something that is not a
  chat completion in JSON is a pass too, with a sentence saying which.

The model's private reasoning (the answer's text, a ``reasoning_content`` field, and each call's
``reasoning`` argument) is kept per move in :attr:`ToolAgent.log` — the tournament's records
carry it — and is never written anywhere a seat can read: only ``chat`` calls reach a channel.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from typing import Any

from ..i18n import CATALOG, DEFAULT
from .protocol import check_belief, refusal
from .text import render_turn, turn_lang
from .text import said as seat_words

__all__ = [
    "BELIEVE_TOOL",
    "CHAT_TOOL",
    "SYSTEM",
    "LlmSpec",
    "ToolAgent",
    "parse_llm_spec",
    "read_call",
    "tool_name",
    "tools_for",
]

JSON = dict[str, Any]

CHAT_TOOL = "chat"
BELIEVE_TOOL = "believe"
def system(lang: str = DEFAULT) -> str:
    """What the model is told before each turn: how to play through the tools (in ``lang``)."""
    return seat_words("seat.system_tools", lang)


SYSTEM = system()
# the last message a model is sent, when the game is over (its answer is kept in the log)
OVER = "{headline} {lines} {you}"


# ------------------------------------------------------------------------------ the spec


@dataclass(frozen=True)
class LlmSpec:
    url: str
    model: str
    lang: str | None = None  # the language the model plays in (``?lang=de``); None: English


def parse_llm_spec(spec: str) -> LlmSpec:
    """``llm:URL#MODEL`` (or ``URL#MODEL``) as its endpoint and model, and the language it
    plays in when the spec ends ``?lang=LANG`` (``llm:URL#MODEL?lang=de``: its seat's texts,
    its instructions and tools in German); ValueError with a sentence when it names no http(s)
    endpoint."""
    body = spec[4:] if spec.startswith("llm:") else spec
    url, _, model = body.partition("#")
    if not url.startswith(("http://", "https://")):
        raise ValueError(f"{spec[:80]!r}: llm: takes an endpoint URL (http://…/v1#MODEL).")
    model, _, lang = model.partition("?lang=")
    return LlmSpec(url.rstrip("/"), model or os.environ.get("WEREWOLVES_LLM_MODEL", ""),
                   CATALOG.negotiate(lang.strip()) if lang.strip() else None)


# ------------------------------------------------------------------------------ the tools


def tool_name(verb: str) -> str:
    """A verb as a tool's name (OpenAI's names are ``[a-zA-Z0-9_-]``, at most 64); a verb named
    like the chat or the believe tool becomes ``act_chat``, ``act_believe``."""
    name = re.sub(r"[^a-zA-Z0-9_-]", "_", verb)[:64] or "act"
    return f"act_{name}"[:64] if name in (CHAT_TOOL, BELIEVE_TOOL) else name


def _slot_key(i: int, n: int) -> str:
    return "target" if n == 1 else f"target_{i + 1}"


def _pick_key(i: int, n: int) -> str:
    return "pick" if n == 1 else f"pick_{i + 1}"


def _slots(a: JSON) -> list[list[str]]:
    return [list(s) for s in a["slots"]] or [list(a["candidates"])] * int(a["max_targets"])


def _description(a: JSON, lang: str = DEFAULT) -> str:
    head = f"{a['usage']}: {a['help']}" if a.get("help") else a["usage"]
    parts = [head.rstrip(" .:") + "."]
    lo, hi = int(a["min_targets"]), int(a["max_targets"])
    if hi:
        parts.append(seat_words("seat.tool_names_exact", lang, n=lo) if lo == hi
                     else seat_words("seat.tool_names_range", lang, low=lo, high=hi))
    if a.get("picks"):
        parts.append(seat_words("seat.tool_picks", lang, n=int(a["picks"])))
    if a.get("withdraw"):
        parts.append(seat_words("seat.tool_withdraw", lang))
    if a.get("chosen"):
        parts.append(seat_words("seat.tool_chosen", lang, chosen=" ".join(a["chosen"])))
    if a.get("timing") == "end":
        parts.append(seat_words("seat.tool_end", lang))
    return " ".join(parts)


def _action_tool(a: JSON, lang: str = DEFAULT) -> JSON:
    slots = _slots(a)
    props: JSON = {
        "reasoning": {"type": "string", "description": seat_words("seat.reasoning", lang)}
    }
    required: list[str] = []
    for i, slot in enumerate(slots):
        key = _slot_key(i, len(slots))
        props[key] = {"type": "string", "enum": slot,
                      "description": seat_words("seat.player_n", lang, n=i + 1)}
        # the schema's required keys are the fewest targets the action names: what the tool
        # allows is legal (a withdrawal, where allowed, is withdraw=true, its targets ignored)
        if i < int(a["min_targets"]):
            required.append(key)
    picks = int(a.get("picks", 0))
    for i in range(picks):
        key = _pick_key(i, picks)
        props[key] = {"type": "string", "enum": list(a.get("options", [])),
                      "description": seat_words("seat.pick_n", lang, n=i + 1)}
        required.append(key)
    if a.get("withdraw"):
        props["withdraw"] = {"type": "boolean",
                             "description": seat_words("seat.take_back", lang)}
    return {
        "type": "function",
        "function": {
            "name": tool_name(a["verb"]),
            "description": _description(a, lang),
            "parameters": {"type": "object", "properties": props, "required": required,
                           "additionalProperties": False},
        },
    }


def writable(turn: JSON) -> list[str]:
    """The channels the seat may write in now."""
    return [c["name"] for c in turn["view"].get("channels", []) if c.get("writable")]


def others(turn: JSON) -> list[str]:
    """The living seats but the turn's own: whom a belief names."""
    me = turn["view"].get("name", turn.get("seat"))
    return [p for p in turn["view"].get("living", []) if p != me]


def _believe_tool(seats: list[str], lang: str = DEFAULT) -> JSON:
    chance = {"type": "number", "minimum": 0, "maximum": 1}
    return {
        "type": "function",
        "function": {
            "name": BELIEVE_TOOL,
            "description": seat_words("seat.believe_tool", lang),
            "parameters": {
                "type": "object",
                "properties": {
                    "opponents": {
                        "type": "object",
                        "properties": {p: chance for p in seats},
                        "additionalProperties": False,
                        "minProperties": 1,
                    },
                    "reasoning": {"type": "string",
                                  "description": seat_words("seat.reasoning", lang)},
                },
                "required": ["opponents"],
                "additionalProperties": False,
            },
        },
    }


def tools_for(turn: JSON) -> list[JSON]:
    """The turn's tools: one per legal action, ``chat`` when the seat may write somewhere, and
    ``believe`` when another seat lives; their descriptions in the turn's language."""
    lang = turn_lang(turn)
    tools = [_action_tool(a, lang) for a in turn["actions"]]
    channels = writable(turn)
    if channels:
        tools.append({
            "type": "function",
            "function": {
                "name": CHAT_TOOL,
                "description": seat_words("seat.chat_tool", lang),
                "parameters": {
                    "type": "object",
                    "properties": {
                        "channel": {"type": "string", "enum": channels},
                        "text": {"type": "string"},
                        "reasoning": {"type": "string",
                                      "description": seat_words("seat.reasoning", lang)},
                    },
                    "required": ["channel", "text"],
                    "additionalProperties": False,
                },
            },
        })
    seats = others(turn)
    if seats:
        tools.append(_believe_tool(seats, lang))
    return tools


def read_call(name: str, arguments: Any, turn: JSON) -> tuple[JSON | None, str, str | None]:
    """A tool call as a protocol move, the call's own reasoning, and the sentence refusing it
    (None: it is a legal move now). ``arguments`` is the call's JSON text (or an object). The
    sentences are in the turn's language."""
    lang = turn_lang(turn)
    if isinstance(arguments, str):
        try:
            args = json.loads(arguments or "{}")
        except ValueError:
            return None, "", seat_words("seat.args_not_json", lang, tool=repr(name))
    else:
        args = arguments
    if not isinstance(args, dict):
        return None, "", seat_words("seat.args_object", lang, tool=repr(name))
    thought = str(args.get("reasoning") or "")
    if name == BELIEVE_TOOL and others(turn):
        given = args.get("opponents")
        if not isinstance(given, dict):
            given = {}
        move = {"type": "believe",
                "seats": {str(p): {"opponent": x} for p, x in given.items()}}
        me = turn["view"].get("name", turn.get("seat", ""))
        _kept, why = check_belief(move, str(me), others(turn), lang)
        return (None, thought, why) if why else (move, thought, None)
    if name == CHAT_TOOL:
        channels = writable(turn)
        channel, text = args.get("channel"), args.get("text")
        if channel not in channels:
            where = ", ".join(channels) or seat_words("seat.nowhere", lang)
            return None, thought, seat_words("seat.chat_where", lang, channel=repr(channel),
                                       channels=where)
        if not isinstance(text, str) or not text.strip():
            return None, thought, seat_words("seat.chat_text", lang)
        return {"type": "say", "channel": channel, "text": text}, thought, None
    action = next((a for a in turn["actions"] if tool_name(a["verb"]) == name), None)
    if action is None:
        tools = (", ".join(t["function"]["name"] for t in tools_for(turn))
                 or seat_words("seat.no_tools", lang))
        return None, thought, seat_words("seat.no_tool", lang, tool=repr(name), tools=tools)
    verb = action["verb"]
    if args.get("withdraw") is True:
        words = [verb, "nobody"]
    else:
        slots = _slots(action)
        targets = [args.get(_slot_key(i, len(slots))) for i in range(len(slots))]
        picks_n = int(action.get("picks", 0))
        picks = [args.get(_pick_key(i, picks_n)) for i in range(picks_n)]
        given = [t for t in targets if t is not None]
        if None in targets[: len(given)]:
            return None, thought, seat_words("seat.gap", lang, verb=verb)
        words = [verb, *map(str, given), *(str(p) for p in picks if p is not None)]
    why = refusal(words, turn["actions"], lang)
    if why is not None:
        return None, thought, why
    return {"type": "act", "action": words}, thought, None


# ------------------------------------------------------------------------------ the agent


class EndpointError(Exception):
    """The endpoint gave no chat completion; the message is the sentence saying why."""


@dataclass
class ToolAgent:
    """A protocol agent (:class:`~.seat.TurnAgent`) played by a model through tool calls. The
    tools are those of the turn it answers; a refused call is said back once (``tries`` answers
    a turn in all), then dropped. :attr:`log` holds, per move, the model's private reasoning."""

    url: str
    model: str
    key: str | None = None
    timeout: float = 60.0
    tries: int = 2
    max_tokens: int = 400
    seat: str = ""
    # the language the model plays in (its seat's texts are asked for in it); None: English
    lang: str | None = None
    log: list[JSON] = field(default_factory=list)
    errors: int = 0  # answers that were no chat completion (passed)
    _client: Any = None
    _said_in: str = DEFAULT  # the language of the seat's last texts (the game's end is told in it)

    @classmethod
    def from_spec(cls, spec: str, *, key: str | None = None) -> ToolAgent:
        s = parse_llm_spec(spec)
        return cls(s.url, s.model, key if key is not None else os.environ.get("WEREWOLVES_LLM_KEY"),
                   lang=s.lang)

    def start(self, hello: JSON) -> None:
        self.seat = str(hello.get("seat", ""))
        self._said_in = turn_lang(hello)

    def over(self, over: JSON) -> None:
        """The game is over: the model is told how it ended, as its seat reads it, in one last
        user message (no tools); its answer is kept in the log as its last reasoning."""
        result = over.get("result") or {}
        outcome = over.get("outcome") or {}
        text = OVER.format(
            headline=str(result.get("headline")
                         or seat_words("seat.over_headline", self._said_in,
                                 reason=str(outcome.get("reason") or ""))),
            lines=" ".join(str(x) for x in result.get("lines", [])),
            you=str(result.get("you_words") or ""),
        ).strip()
        where = {"seat": self.seat, "phase": "over", "phase_index": None}
        try:
            message = self._post([{"role": "system", "content": system(self._said_in)},
                                  {"role": "user", "content": text}], [])
        except EndpointError as e:  # no turn was passed: kept in the log, not in ``errors``
            self.log.append({**where, "try": 1, "move": None, "reasoning": "", "refused": str(e)})
            return
        said = str(message.get("content") or "")
        private = str(message.get("reasoning_content") or message.get("reasoning") or "")
        self.log.append({**where, "try": 1, "move": None,
                         "reasoning": "\n".join(t for t in (private, said) if t)})

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def _post(self, messages: list[JSON], tools: list[JSON]) -> JSON:
        """The answer's message (``content``, ``tool_calls``), or :class:`EndpointError`."""
        import httpx2

        if self._client is None:
            headers = {"Authorization": f"Bearer {self.key}"} if self.key else {}
            # the timeout only guards against a server that does not answer; a game's
            # course never depends on it (an unanswered turn is a pass)
            self._client = httpx2.Client(headers=headers, timeout=httpx2.Timeout(self.timeout))
        body: JSON = {"model": self.model, "messages": messages, "temperature": 0,
                      "max_tokens": self.max_tokens}
        if tools:
            body |= {"tools": tools, "tool_choice": "auto"}
        try:
            r = self._client.post(self.url + "/chat/completions", json=body)
        except httpx2.TransportError as e:
            raise EndpointError(f"The model's endpoint {self.url} could not be reached "
                                f"({type(e).__name__}): passed.") from None
        if r.status_code != 200:
            raise EndpointError(f"The model's endpoint {self.url} answered HTTP {r.status_code}: "
                                "passed.")
        try:
            data = r.json()
        except ValueError:
            raise EndpointError(f"The model's endpoint {self.url} did not answer JSON: "
                                "passed.") from None
        try:
            message = data["choices"][0]["message"]
        except (KeyError, IndexError, TypeError):
            message = None
        if not isinstance(message, dict):
            raise EndpointError(f"The model's endpoint {self.url} did not answer a chat "
                                "completion (no choices[0].message): passed.")
        return message

    def turn(self, turn: JSON) -> Any:
        tools = tools_for(turn)
        self._said_in = lang = turn_lang(turn)
        convo: list[JSON] = [
            {"role": "system", "content": system(lang)},
            {"role": "user", "content": render_turn(turn)},
        ]
        moves: list[JSON] = []
        where = {"seat": turn.get("seat", self.seat), "phase": turn.get("phase"),
                 "phase_index": turn.get("phase_index")}
        for attempt in range(max(1, self.tries)):
            try:
                message = self._post(convo, tools)
            except EndpointError as e:
                self.errors += 1
                self.log.append({**where, "try": attempt + 1, "move": None, "reasoning": "",
                                 "refused": str(e)})
                break
            said = str(message.get("content") or "")
            private = str(message.get("reasoning_content") or message.get("reasoning") or "")
            thought = "\n".join(t for t in (private, said) if t)
            calls = message.get("tool_calls") or []
            if not isinstance(calls, list):
                calls = []
            replies: list[JSON] = []
            refused = False
            for n, call in enumerate(calls):
                fn = call.get("function") if isinstance(call, dict) else None
                if not isinstance(fn, dict):
                    continue
                name = str(fn.get("name", ""))
                move, own, why = read_call(name, fn.get("arguments"), turn)
                self.log.append({**where, "try": attempt + 1, "move": move,
                                 "reasoning": "\n".join(t for t in (thought, own) if t),
                                 **({"tool": name, "refused": why} if why else {})})
                if move is not None:
                    moves.append(move)
                refused = refused or why is not None
                replies.append({"role": "tool", "tool_call_id": str(call.get("id") or f"c{n}"),
                                "content": seat_words("seat.refused", lang, why=why) if why
                                else seat_words("seat.done", lang)})
            if not calls:
                self.log.append({**where, "try": attempt + 1, "move": None, "reasoning": thought})
            if not refused:
                break
            # the refusal said back once, as the refused calls' results; the model answers again
            convo.append({"role": "assistant", "content": said or None, "tool_calls": calls})
            convo.extend(replies)
        return {"type": "moves", "moves": moves}
