"""A seat played through the agent protocol is told its turns in the language it asks for
(``lang``: an in-process agent's own, an answer's, a model's ``?lang=``), English by default;
what a program reads (keys, parameters, verbs, declarations' aims) is the same in every
language (issue 40, the protocol's lang)."""

from __future__ import annotations

from typing import Any

from protocol_games import Recorder, game_with, validate

from werewolves.agents.llm import parse_llm_spec, tools_for
from werewolves.agents.protocol import asked_lang, hello_message
from werewolves.agents.seat import FunctionAgent
from werewolves.agents.text import LanguageAgent, render_turn
from werewolves.engine.messages import render
from werewolves.env import raw_env

JSON = dict[str, Any]


class Asking:
    """A protocol agent that asks for ``lang`` (its own attribute, as an in-process agent
    does), votes for a name no seat has (refused) and passes otherwise."""

    def __init__(self, lang: str | None = None, answer_lang: str | None = None) -> None:
        self.lang = lang
        self.answer_lang = answer_lang

    def start(self, hello: JSON) -> None:
        return None

    def turn(self, turn: JSON) -> JSON:
        verbs = [a["verb"] for a in turn["actions"]]
        moves = [{"type": "act", "action": [verbs[0], "Nobody-Here"]}] if verbs else []
        out: JSON = {"type": "moves", "moves": moves}
        if self.answer_lang:
            out["lang"] = self.answer_lang
        return out

    def over(self, over: JSON) -> None:
        return None

    def close(self) -> None:
        return None


class Asked(Recorder):
    """A recorder that asks for its inner agent's language, as the agent itself would."""

    @property
    def lang(self) -> str | None:
        return getattr(self.inner, "lang", None)


def _turns(rec: Recorder) -> list[JSON]:
    return [m for m in rec.got if m["type"] == "turn"]


def test_an_agent_that_asks_for_german_is_told_its_turns_in_german() -> None:
    rec = Asked(Asking(lang="de"))
    _game, _agents, _ = game_with(8, 11, {"Ann": rec})
    hello = rec.got[0]
    assert hello["type"] == "hello" and hello["lang"] == "de"
    validate("hello", hello)
    turns = _turns(rec)
    assert turns and all(t["lang"] == "de" for t in turns)
    for t in turns:
        validate("turn", t)
    events = [e for t in turns for e in t["events"]]
    assert events
    for e in events:  # each event said in German from its key and parameters
        assert e["text"] == render(e["key"], e["params"], "de")
    assert turns[0]["phase"].startswith(("Tag", "Nacht"))
    # the card and what a program reads: the card's title in German, its name the role's id
    card = turns[0]["view"]["card"]
    assert card["name"] == turns[0]["view"]["role"]
    # a refused move is said in German
    reasons = [r["reason"] for t in turns for r in t["results"] if not r["ok"]]
    assert reasons and all("kann" in r or "nennt" in r for r in reasons), reasons


def test_an_agent_is_told_in_english_unless_it_asks() -> None:
    rec = Recorder(Asking())
    _game, _agents, _ = game_with(8, 11, {"Ann": rec})
    assert rec.got[0]["lang"] == "en"
    turns = _turns(rec)
    assert all(t["lang"] == "en" for t in turns)
    reasons = [r["reason"] for t in turns for r in t["results"] if not r["ok"]]
    assert reasons and all("cannot name" in r or "names" in r for r in reasons), reasons


def test_an_answer_asks_for_a_language_from_its_next_turn_on() -> None:
    rec = Recorder(Asking(answer_lang="de-AT"))
    _game, _agents, _ = game_with(8, 11, {"Ann": rec})
    turns = _turns(rec)
    assert turns[0]["lang"] == "en" and len(turns) > 1
    assert all(t["lang"] == "de" for t in turns[1:])
    # the first answer's results are already told in the language it asked for
    assert any(not r["ok"] for r in turns[1]["results"])
    assert all("cannot" not in r.get("reason", "") for r in turns[1]["results"])


def test_asked_lang_reads_a_tag_and_ignores_what_is_not_one() -> None:
    assert asked_lang({"type": "moves", "lang": "de_DE"}) == "de"
    assert asked_lang({"type": "moves", "lang": "xx"}) == "en"
    assert asked_lang({"type": "moves"}) is None
    assert asked_lang({"type": "moves", "lang": 3}) is None
    assert hello_message("Ann", 1)["lang"] == "en"


def test_a_model_seat_reads_its_turn_instructions_and_tools_in_german() -> None:
    asked: list[list[JSON]] = []

    def chat(messages: list[JSON]) -> str:
        asked.append(list(messages))
        return "PASS"

    model = LanguageAgent(chat, lang="de")
    rec = Asked(model)
    _game, _agents, _ = game_with(8, 11, {"Ann": rec})
    first = asked[0]
    assert first[0]["content"].startswith("Du spielst einen Platz")
    assert first[1]["content"].startswith("Du bist Ann")
    assert "You are" not in first[1]["content"] and "What you may do" not in first[1]["content"]
    turn = _turns(rec)[0]
    assert "Du bist Ann" in render_turn(turn)
    described = " ".join(t["function"]["description"] for t in tools_for(turn))
    assert "player(s)" not in described and "Write a line" not in described
    english = dict(turn, lang="en")
    assert render_turn(english).startswith("You are Ann")


def test_a_model_spec_names_the_language_it_plays_in() -> None:
    spec = parse_llm_spec("llm:http://127.0.0.1:9/v1#tiny?lang=de")
    assert (spec.model, spec.lang) == ("tiny", "de")
    assert parse_llm_spec("llm:http://127.0.0.1:9/v1#tiny").lang is None


def test_the_environment_renders_a_seats_turn_in_its_language() -> None:
    env = raw_env(players=8, seed=2, render_mode="ansi", lang="de")
    env.reset(seed=2)
    text = env.render()
    assert text is not None and text.startswith("Du bist ")
    env_en = raw_env(players=8, seed=2, render_mode="ansi")
    env_en.reset(seed=2)
    assert str(env_en.render()).startswith("You are ")


def test_a_function_agent_keeps_english() -> None:
    seen: list[JSON] = []

    def decide(turn: JSON) -> list[JSON]:
        seen.append(turn)
        return []

    agent = FunctionAgent(decide)
    _game, _agents, _ = game_with(8, 3, {"Bob": agent})
    assert seen and all(t["lang"] == "en" for t in seen)
