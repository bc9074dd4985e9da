"""A seat's legal actions as Discord's slash command options: pure, no network.

``/act verb:… target:… second:…`` takes its verb and its players from the seat's view: the
verbs are the view's ``actions``, the candidates of each position its ``slots`` (any listed
name, no name twice), and an action that names words after its players offers its
``choices``. Autocomplete shows exactly those, as the member types; the service still decides
(a name typed by hand that is not a candidate is refused with the engine's sentence). Whether
to ask before sending comes from the action's declaration, never from its verb.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .words import say

JSON = dict[str, Any]
MAX_CHOICES = 25  # Discord's autocomplete answers at most 25 choices
MAX_CHOICE = 100  # characters of one choice's name and value


def action_of(view: JSON, verb: str) -> JSON | None:
    """The view's legal action of that verb (as typed, any case; or its label, as the view
    gives it in the member's language), or None."""
    wanted = " ".join(verb.split()).lower()
    for a in view.get("actions", []):
        if str(a.get("verb", "")).lower() == wanted:
            return dict(a)
    for a in view.get("actions", []):
        if " ".join(str(a.get("label", "")).split()).lower() == wanted:
            return dict(a)
    return None


def _matching(options: Sequence[str], typed: str) -> list[str]:
    t = typed.strip().lower()
    first = [o for o in options if o.lower().startswith(t)]
    inside = [o for o in options if t and t in o.lower() and o not in first]
    return [o[:MAX_CHOICE] for o in (first + inside)[:MAX_CHOICES]]


def verb_choices(view: JSON, typed: str = "") -> list[str]:
    """The verbs the seat may use now, those matching what is typed first."""
    return _matching([str(a["verb"]) for a in view.get("actions", [])], typed)


def labelled_verbs(view: JSON, typed: str = "") -> list[tuple[str, str]]:
    """The verbs the seat may use now, each with its label in the member's language (as the
    view gives it), those whose label or verb matches what is typed first."""
    label = {str(a["verb"]): str(a.get("label") or a["verb"]) for a in view.get("actions", [])}
    by_label = {v: label[v] for v in label}
    shown = _matching(list(by_label.values()), typed)
    verbs = [v for s in shown for v, lb in by_label.items() if lb[:MAX_CHOICE] == s]
    verbs += [v for v in verb_choices(view, typed) if v not in verbs]
    return [(v, label[v][:MAX_CHOICE]) for v in dict.fromkeys(verbs)][:MAX_CHOICES]


def target_choices(
    view: JSON, verb: str, position: int, typed: str = "", chosen: Sequence[str] = ()
) -> list[str]:
    """The candidates of one target position of the action (players, then its words), without
    those already chosen in the other positions."""
    action = action_of(view, verb)
    if action is None:
        return []
    slots = [list(s) for s in action.get("slots") or [action.get("candidates", [])]]
    picks = [list(map(str, action.get("options", []))) for _ in range(int(action.get("picks", 0)))]
    positions = slots[: int(action.get("max_targets", len(slots)))] + picks
    if position >= len(positions):
        return []
    taken = {c.lower() for c in chosen if c}
    return _matching([str(o) for o in positions[position] if str(o).lower() not in taken], typed)


def action_words(verb: str, targets: Sequence[str | None]) -> list[str]:
    """The action as the service takes it: the verb, then each target given, as its own word
    (a role's name of several words stays one element)."""
    return [verb.strip(), *(t.strip() for t in targets if t and t.strip())]


def confirmation(view: JSON, verb: str, targets: Sequence[str | None]) -> str | None:
    """The question to ask before sending the action, or None: when its declaration says it
    cannot be undone, asks first, or hurts its user or their team, and when a hostile action
    names its user (a lynch vote for oneself too)."""
    action = action_of(view, verb)
    if action is None:
        return None
    decl = action.get("declaration") or {}
    me = str(view.get("name", ""))
    named = [t for t in targets if t]
    reasons: list[str] = []
    if decl.get("warning"):
        reasons.append(str(decl["warning"]))
    if decl.get("irreversible"):
        reasons.append("It cannot be undone.")
    if decl.get("hurts_user"):
        reasons.append("It can hurt you.")
    if decl.get("hurts_team"):
        reasons.append("It can hurt your team.")
    if decl.get("hostile") and me in named:
        reasons.append("You are aiming it at yourself.")
    elif decl.get("condemns") and me in named:
        # a lynch poll's ballot for oneself: a vote for one's own lynch
        reasons.append("This is a vote to lynch yourself.")
    if decl.get("hostile") or decl.get("condemns"):
        # acting against a player the reader was told is on their side asks
        # first (the view's marks: from the messages that player was sent, nothing else)
        marks = view.get("marks") or {}
        for t in dict.fromkeys(named):
            mark = marks.get(t) or {}
            groups = [str(g) for g in mark.get("group_names") or mark.get("groups") or []]
            if groups:
                reasons.append(say("confirm.group", player=t, group=", ".join(groups)))
            elif mark.get("ally"):
                reasons.append(say("confirm.ally", player=t))
    if not reasons and not decl.get("asks_first"):
        return None
    words = " ".join(action_words(verb, targets))
    return f"Send `{words}`? " + " ".join(reasons)


__all__ = [
    "MAX_CHOICES",
    "action_of",
    "action_words",
    "confirmation",
    "labelled_verbs",
    "target_choices",
    "verb_choices",
]
