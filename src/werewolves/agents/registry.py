"""Agent specs as the command line names them, and the agents they make.

- a bot kind of the simulator (:data:`werewolves.sim.agent.BOT_KINDS`: ``random``,
  ``heuristic``, and any kind added there, such as the reasoning bot, with no change here);
- ``cmd:PATH`` — a local program speaking the protocol on stdin/stdout (:mod:`.cmd`);
- ``llm:URL#MODEL`` — a language model behind an OpenAI-compatible endpoint, playing through
  tool calls (:mod:`.llm`; without ``#MODEL`` the model's name from ``WEREWOLVES_LLM_MODEL``; its
  key from the environment variable ``WEREWOLVES_LLM_KEY`` if any — never from a file of the
  project).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..i18n import CATALOG, DEFAULT

__all__ = ["SpecError", "agent_kinds", "check_spec", "make_seat", "parse_agents"]


class SpecError(ValueError):
    """An agent spec that names nothing this program can seat; the message says why."""


def agent_kinds() -> tuple[str, ...]:
    from ..sim.agent import BOT_KINDS

    return (*BOT_KINDS, "cmd:PATH", "llm:URL#MODEL")


def check_spec(text: str, lang: str = DEFAULT) -> str:
    """The spec, normalized (a ``cmd:`` path made absolute, so any worker finds it); a
    SpecError's sentence in ``lang``."""
    from ..sim.agent import BOT_KINDS

    spec = text.strip()
    if spec.startswith("cmd:"):
        path = Path(spec[4:]).expanduser()
        if not spec[4:] or not path.is_file():
            raise SpecError(CATALOG.text("agent.no_program", {
                "spec": repr(spec[:80]),
                "path": spec[4:][:80] or CATALOG.text("agent.none", {}, lang)}, lang))
        return f"cmd:{path.resolve()}"
    if spec.startswith("llm:"):
        from .llm import parse_llm_spec

        try:
            parse_llm_spec(spec)
        except ValueError as e:
            raise SpecError(str(e)) from None
        return spec
    if spec.lower() in BOT_KINDS:
        return spec.lower()
    raise SpecError(CATALOG.text("agent.not_agent", {
        "spec": repr(spec[:60]), "kinds": ", ".join(agent_kinds())}, lang))


def parse_agents(text: str, lang: str = DEFAULT) -> tuple[str, ...]:
    """``random,heuristic,cmd:./my_agent`` as normalized specs (at least one); a SpecError's
    sentence in ``lang``."""
    items = [i for i in (s.strip() for s in text.split(",")) if i]
    if not items:
        raise SpecError(CATALOG.text("agent.no_agents", {}, lang))
    return tuple(check_spec(i, lang) for i in items)


def make_seat(spec: str, name: str, seed: int, players: tuple[str, ...] = ()) -> Any:
    """The referee's agent (``sim.agent.Agent``) for seat ``name`` played by ``spec``."""
    from ..sim.agent import make_agent
    from .seat import SeatAgent

    if spec.startswith("cmd:"):
        from .cmd import CmdAgent

        return SeatAgent(name, CmdAgent(spec[4:]), seed, players)
    if spec.startswith("llm:"):
        # a model's seat plays through tool calls (one tool per legal action)
        from .llm import ToolAgent

        return SeatAgent(name, ToolAgent.from_spec(spec), seed, players)
    return make_agent(spec, name, seed)
