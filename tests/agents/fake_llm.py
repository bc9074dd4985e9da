"""A small fake OpenAI-compatible endpoint for the tests of language-model seats: a real HTTP
server (the standard library's, in a thread of the test process, on a free port) answering
``POST /v1/chat/completions`` with tool calls chosen among the tools it was offered, at random
but seeded by its ``seed`` and the request (the same conversation, the same answer).

Each answer's text is its private reasoning, ``SECRET <n>`` (a marker a test looks for in the
views); a ``chat`` call writes a line without it. With ``illegal_first`` every first answer of a
turn calls a tool that was not offered (``teleport``), so the agent must refuse it and ask again
(``illegal_always``: every answer does). Every answer also calls ``believe`` when offered,
with chances drawn from a generator of its own.
``mode`` ``"garbage"`` answers text that is not JSON; ``"error"`` answers HTTP 500.
"""

from __future__ import annotations

import hashlib
import json
import random
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

JSON = dict[str, Any]
SECRET = "SECRET"


@dataclass
class FakeModel:
    seed: int = 0
    illegal_first: bool = False
    illegal_always: bool = False
    mode: str = "tools"
    chat_share: float = 0.2
    believe: bool = True  # every answer also calls the believe tool, when it is offered
    requests: list[JSON] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def answer(self, body: JSON) -> JSON:
        with self.lock:
            self.requests.append(body)
            n = len(self.requests)
        messages = body.get("messages", [])
        digest = hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()
        rng = random.Random(f"{self.seed}:{digest}")
        tools = [t["function"] for t in body.get("tools", [])]
        first = not any(m.get("role") == "tool" for m in messages)
        calls: list[JSON] = []
        if (self.illegal_first and first) or self.illegal_always:
            calls.append(_call("teleport", {"target": "Nowhere"}, 0))
        elif tools:
            acts = [t for t in tools if t["name"] not in ("chat", "believe")]
            chat = [t for t in tools if t["name"] == "chat"]
            believe = [t for t in tools if t["name"] == "believe"]
            if chat and (not acts or rng.random() < self.chat_share):
                ch = rng.choice(chat[0]["parameters"]["properties"]["channel"]["enum"])
                calls.append(_call("chat", {"channel": ch, "text": f"hello from turn {n}"}, 0))
            if acts:
                tool = rng.choice(acts)
                calls.append(_call(tool["name"], _arguments(tool, rng), len(calls)))
            if believe and self.believe:
                # a belief drawn from a generator of its own: the other calls stay as they were
                mine = random.Random(f"{self.seed}:{digest}:believe")
                seats = list(believe[0]["parameters"]["properties"]["opponents"]["properties"])
                chances = {p: round(mine.random(), 3) for p in seats}
                calls.append(_call("believe", {"opponents": chances}, len(calls)))
        return {
            "id": f"fake-{n}",
            "object": "chat.completion",
            "model": body.get("model", ""),
            "choices": [{
                "index": 0,
                "finish_reason": "tool_calls" if calls else "stop",
                "message": {"role": "assistant", "content": f"{SECRET} {n}: I think hard.",
                            **({"tool_calls": calls} if calls else {})},
            }],
        }


def _call(name: str, args: JSON, i: int) -> JSON:
    return {"id": f"call_{i}", "type": "function",
            "function": {"name": name, "arguments": json.dumps(args)}}


def _arguments(tool: JSON, rng: random.Random) -> JSON:
    """Arguments from the tool's own schema: every required property, and each optional target
    half of the time, each one a value of its enum (no player twice)."""
    props: JSON = tool["parameters"]["properties"]
    required = set(tool["parameters"].get("required", []))
    out: JSON = {}
    used: set[str] = set()
    for key, schema in props.items():
        if key in ("reasoning", "withdraw"):
            continue
        if key not in required and (key.startswith("pick") or rng.random() < 0.5):
            continue
        left = [v for v in schema["enum"] if v not in used]
        if not left:
            break
        out[key] = rng.choice(left)
        used.add(out[key])
    # targets past the first missing one are dropped (positions are filled in order)
    keys = [k for k in props if k.startswith("target")]
    for i, k in enumerate(keys):
        if k not in out:
            for later in keys[i + 1:]:
                out.pop(later, None)
            break
    out["reasoning"] = "my private plan"
    return out


class _Handler(BaseHTTPRequestHandler):
    model: FakeModel

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        if not self.path.endswith("/chat/completions"):
            self._send(404, b'{"error": "not found"}')
        elif self.model.mode == "error":
            self._send(500, b'{"error": "boom"}')
        elif self.model.mode == "garbage":
            self._send(200, b"<html>not json</html>")
        else:
            self._send(200, json.dumps(self.model.answer(body)).encode())

    def _send(self, status: int, data: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        return None


@contextmanager
def fake_endpoint(model: FakeModel) -> Iterator[str]:
    """Serve ``model`` on a free port of 127.0.0.1; yields the endpoint's URL (up to ``/v1``),
    and stops the server when done."""
    handler = type("Handler", (_Handler,), {"model": model})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
