"""Explanations: why an event happened, as a chain of causes, each with the rule behind it."""

from __future__ import annotations

from .events import Event
from .messages import render
from .phases import phase_name

# Our own one-line paraphrase of each rule the engine cites (the long forms: docs/rules.md).
RULE_TEXT: dict[str, str] = {
    "R1": "the game runs Day 0, Night 1, Day 1, …; starting abilities happen before Day 0",
    "R2": "the fixed order of steps inside a day and a night",
    "R3": "immediate actions resolve at once; end-of-phase actions resolve together when the "
    "phase ends, non-attacks before attacks",
    "R4": "deaths caused during an end-of-phase batch happen after the whole batch",
    "R5": "the game checks for a winner at the start of each phase, after each immediate "
    "action and after the lynch",
    "R6": "every random choice is drawn from the game's seed and logged",
    "R7": "abilities are once per phase unless stated; the dead cannot act or be acted on",
    "R8": "kinds of death (attack, kill, lynch, true kill); protection stops attacks only; "
    "the killing order",
    "R9": "the wolfpack votes at night; a random voter for the winning target attacks it",
    "R10": "the Apocalyptic Horseman cannot be killed at night",
    "R11": "the day's lynch poll: the highest positive total is lynched, a tie lynches nobody",
    "R12": "one election a day for the first vacant office: Mayor, then Reporter, then Guardian",
    "R13": "the Mayor's extra vote (15 or fewer alive) or second lynch poll (more than 15)",
    "R14": "the Reporter learns the dealt role of each player who dies",
    "R15": "a visit is one player's ability reaching another player",
    "R16": "a redirected action keeps its actor and visits both the redirector and the new target",
    "R17": "an ability-blocked player's abilities fail, without being told why",
    "R33": "what the players are told of the role list; the dead see all of it",
    "R34": "a team wins when every living player is on it or unaligned",
    "FT": "the Fortune Teller learns the role a player appears to have",
}

_KIND_TEXT = {
    "kill_attempt": "{actor} tries to {kind} {target}",
    "kill_prevented": "the {kind} on {target} is stopped by {protection}",
    "visit": "{actor} visits {target} ({verb})",
    "random_draw": "random draw for {purpose}: {choice}",
    "action_failed": "{actor}'s {verb} fails ({why})",
    "poll_closed": "the {poll} poll closes: {target}",
    "redirected": "{actor}'s {verb} is redirected",
    "status_expired": "{target} loses {statuses}",
}


def describe(ev: Event) -> str:
    """One line of words for an event, for a host."""
    if ev.msg:
        return render(ev.msg, ev.params)
    template = _KIND_TEXT.get(ev.kind)
    params = {
        "actor": ev.actor or "someone",
        "target": ", ".join(ev.targets) or "nobody",
        **{k: v for k, v in ev.data.items()},
    }
    if ev.kind == "kill_attempt":
        params["kind"] = "kill" if ev.data.get("kind") == "kill" else ev.data.get("kind", "kill")
    if ev.kind == "random_draw" and "choice" not in ev.data:
        params["choice"] = ", ".join(ev.data.get("order", []))
    if ev.kind == "action" and ev.actor:
        return f"{ev.actor} uses {ev.params.get('verb', '?')} on {params['target']}"
    if template is None:
        return f"{ev.kind} ({params['actor']} → {params['target']})"
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
            text = RULE_TEXT.get(ev.rule)
            rule = f"  [{ev.rule}: {text}]" if text else f"  [{ev.rule}]"
        prefix = "  " * level + ("because " if level else "")
        lines.append(f"{prefix}#{ev.id} {phase_name(ev.phase)}: {describe(ev)}{rule}")
        for c in ev.causes:
            walk(c, level + 1)

    walk(event_id, 0)
    return lines
