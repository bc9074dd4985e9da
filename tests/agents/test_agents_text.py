"""A turn as text for a language model, and its free-text answer read back (issue 24 item 3),
tested with a scripted fake model: nothing here calls the network."""

from __future__ import annotations

import re
from typing import Any

import pytest
from protocol_games import Recorder, game_with, validate

from werewolves.agents.protocol import refusal
from werewolves.agents.text import SYSTEM, LanguageAgent, openai_chat, parse_answer, render_turn


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    import httpx2

    def refuse(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("a test called the network")

    monkeypatch.setattr(httpx2, "post", refuse)


class ScriptedModel:
    """A fake model: on its first answer of each turn it writes nonsense (to be refused), then
    reads the prompt's first ``ACT:`` line and answers with its verb and each position's first
    player, in a chatty free-text style."""

    def __init__(self) -> None:
        self.calls: list[list[dict[str, Any]]] = []

    def __call__(self, messages: list[dict[str, Any]]) -> str:
        self.calls.append(list(messages))
        if len(messages) == 2:
            return "Hmm, let me think about the fly of the moon."
        prompt = messages[1]["content"]
        m = re.search(r"^- ACT: (\S+)[^\n]*?(?:players: ([^;\n]+)|player 1: ([^;\n]+))", prompt,
                      re.M)
        if m is None:
            return "PASS"
        names = (m.group(2) or m.group(3)).split(", ")
        return f"**I will {m.group(1).upper()} for {names[0].lower()}.**\nSAY: good luck all"


def test_render_shows_role_actions_and_candidates() -> None:
    rec = Recorder(LanguageAgent(ScriptedModel()))
    game_with(8, 3, {"Ann": rec})
    turns = [m for m in rec.got if m["type"] == "turn" and m["actions"]]
    assert turns
    text = render_turn(turns[0])
    assert "You are Ann" in text and turns[0]["view"]["role"] in text
    for a in turns[0]["actions"]:
        assert f"ACT: {a['usage']}" in text
        for name in (a["slots"] or [a["candidates"]])[0]:
            assert name in text
    assert "ACT:" in SYSTEM and "PASS" in SYSTEM


def test_parser_maps_free_text_to_legal_actions_or_a_refusal() -> None:
    rec = Recorder(LanguageAgent(ScriptedModel()))
    game_with(8, 3, {"Ann": rec})
    turn = next(m for m in rec.got if m["type"] == "turn" and m["actions"])
    a = turn["actions"][0]
    name = (a["slots"] or [a["candidates"]])[0][0]
    moves, why = parse_answer(f"`ACT: {a['verb'].upper()} {name.lower()}`", turn)
    assert why is None and moves[0]["action"][0] == a["verb"]
    assert refusal(moves[0]["action"], turn["actions"]) is None
    moves, why = parse_answer("ACT: teleport Bob", turn)
    assert not moves and why is not None and "not something you can do" in why
    moves, why = parse_answer("I think the weather is nice", turn)
    assert not moves and why is not None and "could not read" in why
    moves, why = parse_answer("SAY #nowhere: hi", turn)
    assert not moves and why is not None and "cannot write" in why
    assert parse_answer("PASS", turn) == ([], None)


def test_language_agent_plays_a_game_and_is_told_its_refusals() -> None:
    """The scripted model's nonsense is refused and said back to it; its second answer is
    legal. The game is played to its end with no move the referee refuses."""
    model = ScriptedModel()
    rec = Recorder(LanguageAgent(model, tries=2))
    game, _agents, refused = game_with(8, 3, {"Ann": rec, "Bob": LanguageAgent(ScriptedModel())})
    assert game.over and not refused
    retried = [c for c in model.calls if len(c) == 4]
    assert retried and retried[0][3]["content"].startswith("Refused: I could not read a move")
    acted = [m for a in rec.gave for m in a["moves"] if m["type"] == "act"]
    assert acted
    for answer in rec.gave:
        validate("moves", answer)


def test_tries_are_a_step_budget() -> None:
    """A model that never answers legally is asked at most ``tries`` times a turn, then passes."""
    calls: list[int] = []

    def stubborn(messages: list[dict[str, Any]]) -> str:
        calls.append(len(messages))
        return "no"

    agent = LanguageAgent(stubborn, tries=3)
    rec = Recorder(agent)
    game_with(8, 3, {"Ann": rec})
    turns = sum(1 for m in rec.got if m["type"] == "turn")
    assert len(calls) == 3 * turns
    assert all(a["moves"] == [] for a in rec.gave)


def test_openai_chat_request_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    """The endpoint is configurable; the key is the caller's (none in the project): the
    request is the OpenAI chat-completions shape, sent nowhere here (the post is faked)."""
    import httpx2

    sent: dict[str, Any] = {}

    class Answer:
        def raise_for_status(self) -> None:
            return None

        def json(self) -> dict[str, Any]:
            return {"choices": [{"message": {"content": "PASS"}}]}

    def fake_post(url: str, **kw: Any) -> Answer:
        sent.update(url=url, **kw)
        return Answer()

    monkeypatch.setattr(httpx2, "post", fake_post)
    chat = openai_chat("http://127.0.0.1:9/v1/", "tiny-model")
    assert chat([{"role": "user", "content": "hi"}]) == "PASS"
    assert sent["url"] == "http://127.0.0.1:9/v1/chat/completions"
    assert sent["json"]["model"] == "tiny-model" and sent["headers"] == {}
    openai_chat("http://x/v1", "m", "k")([])
    assert sent["headers"] == {"Authorization": "Bearer k"}
