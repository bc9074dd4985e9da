"""Explanations: why an event happened, as a chain of causes, each with the rule behind it."""

from __future__ import annotations

from .events import Event
from .messages import EN, render
from .phases import phase_name


def describe(ev: Event) -> str:
    """One line of words for an event, for a host."""
    if ev.msg:
        text = render(ev.msg, ev.params)
        if ev.audience == "players" and len(ev.to) == 1:
            # a private message reads "you …": say whom it was for
            return render("host.told", {"to": ev.to[0], "text": text})
        return text
    if ev.kind == "kill_attempt" and ev.data.get("kind") == "lynch" and not ev.actor:
        return render("host.lynch_attempt", {"target": ", ".join(ev.targets)})
    template = EN.get(f"host.{ev.kind}")
    params = {
        "actor": ev.actor or "someone",
        "target": ", ".join(ev.targets) or "nobody",
        **{k: v for k, v in ev.data.items()},
    }
    if ev.kind == "kill_attempt":
        params["kind"] = "kill" if ev.data.get("kind") == "kill" else ev.data.get("kind", "kill")
    if ev.kind == "poll_closed":
        totals = ev.data.get("totals") or {}
        shown = ", ".join(f"{k} {v}" for k, v in sorted(totals.items(), key=lambda kv: -kv[1]))
        params["target"] = f"{params['target']} (votes: {shown or 'none'})"
    if ev.kind == "random_draw" and "choice" not in ev.data:
        params["choice"] = ", ".join(ev.data.get("order", []))
    if ev.kind == "action" and ev.actor:
        return render("host.action", {**params, "verb": ev.params.get("verb", "?")})
    if template is None:
        return render("host.other", {"kind": ev.kind, **params})
    return template.format_map(_Default(params))


class _Default(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "?"


def explain(events: list[Event], event_id: int, *, depth: int = 12) -> list[str]:
    """The causal chain behind ``event_id``, each line indented under what it explains."""
    lines: list[str] = []
    seen: set[int] = set()

    def walk(eid: int, level: int) -> None:
        if eid in seen or level > depth or not 0 <= eid < len(events):
            return
        seen.add(eid)
        ev = events[eid]
        rule = ""
        if ev.rule:
            text = EN.get(f"rule.{ev.rule}")
            rule = f"  [{ev.rule}: {text}]" if text else f"  [{ev.rule}]"
        prefix = "  " * level + (EN["host.because"] + " " if level else "")
        lines.append(f"{prefix}#{ev.id} {phase_name(ev.phase)}: {describe(ev)}{rule}")
        for c in ev.causes:
            walk(c, level + 1)

    walk(event_id, 0)
    return lines
