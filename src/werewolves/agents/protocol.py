"""The agent protocol's messages (``docs/agents.md``; their JSON Schemas are in ``schemas/``).

An agent receives, one JSON object each:

- ``hello`` once: its seat, the protocol version, its seed (an agent that draws at random seeds
  its generator with it, so a seeded tournament is the same game again) and its step budget;
- ``turn`` whenever it may move: its view (role card, offices, who lives, seats, statuses,
  counters, channels), the polls, the ``events`` of its stream since its ``cursor`` (each once),
  the legal ``actions`` with the candidates per target position (``slots``), the ``deadline``
  (a budget of moves, and on the service the phase's clock) and what became of its last moves;
- ``over`` once the game has ended, with the outcome and the game's end as the seat reads it
  (``result``: the headline, each way of winning, who lost, and the seat's own result).

It answers each ``turn`` with one ``moves`` object: a list of ``act`` (an action's words),
``say`` (a line in a channel), ``claim`` (a role and what it found, written in the town square
as the sentence the bots read, :func:`~werewolves.sim.claims.claim_text`) and ``believe`` (the
agent's belief over the other seats' teams and roles, :func:`check_belief`: kept in the game's
record for the research metrics, never carried out and never shown to any seat). An agent
that answers late, wrongly or not at all has passed: the stated default (:data:`LATE_DEFAULT`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import CATALOG, DEFAULT

if TYPE_CHECKING:  # the views (and so the role book) are not loaded by an agent program
    from ..views import LegalAction, Message, PlayerView

__all__ = [
    "BELIEF_WORDS",
    "LATE_DEFAULT",
    "MOVE_BUDGET",
    "PROTOCOL",
    "asked_lang",
    "check_belief",
    "claim_say",
    "hello_message",
    "over_message",
    "read_moves",
    "refusal",
    "turn_message",
    "words_of",
]

PROTOCOL = 1
MOVE_BUDGET = 12  # moves one answer may make (the referee's MAX_MOVES); the rest are dropped
TOWN_SQUARE = "town square"
LATE_DEFAULT = (
    "An agent that has not answered by its deadline has passed: nothing of its answer is "
    "carried out, and the phase ends as if it had done nothing (no vote, no night action; a "
    "choice it made earlier in the phase stands)."
)
JSON = dict[str, Any]


def hello_message(seat: str, seed: int, *, players: Sequence[str] = (), budget: int = MOVE_BUDGET,
                  lang: str = DEFAULT) -> JSON:
    """The first message to a seat; ``lang`` is the language its texts are in (the turns'
    sentences, the refusals' reasons), English unless the agent asked for another."""
    return {
        "type": "hello",
        "protocol": PROTOCOL,
        "seat": seat,
        "seed": seed,
        "players": list(players),
        "budget": {"moves": budget},
        "lang": lang,
    }


def asked_lang(msg: Any) -> str | None:
    """The language an agent asks for in one of its messages (an answer's ``lang``: ``de``,
    ``de-AT``, ``de_DE``), as the catalogue has it (English for one it lacks); None when the
    message asks for none."""
    wanted = msg.get("lang") if isinstance(msg, dict) else None
    if not isinstance(wanted, str) or not wanted.strip():
        return None
    return CATALOG.negotiate(wanted.strip()[:35])


def view_part(view: JSON) -> JSON:
    """A view's JSON without what a turn carries beside it: no messages (they are ``events``),
    no polls, no cursor, each channel as ``{name, writable}`` (as the service's push does)."""
    out = {k: v for k, v in view.items() if k not in ("messages", "polls", "cursor", "actions")}
    out["channels"] = [
        {"name": c["name"], "writable": c["writable"]} for c in view.get("channels", [])
    ]
    return out


def turn_message(
    view: PlayerView,
    cursor: int,
    legal: Sequence[LegalAction],
    *,
    budget: int = MOVE_BUDGET,
    results: Sequence[JSON] = (),
    lang: str = DEFAULT,
) -> JSON:
    """The ``turn`` a simulated seat is sent: its view, the events after ``cursor``, the legal
    actions now, its budget of moves; its texts (the events' words, the card, the phase, the
    actions' help) in ``lang``."""
    if lang != DEFAULT:
        from ..game import actions_in, view_in

        view, legal = view_in(view, lang), actions_in(legal, lang)
    body = view.to_json()
    events = [m.to_json() for m in _after(view.messages, cursor)]
    return {
        "type": "turn",
        "protocol": PROTOCOL,
        "seat": view.name,
        "phase": view.phase,
        "phase_index": view.phase_index,
        "view": view_part(body),
        "polls": body["polls"],
        "events": events,
        "cursor": events[-1]["id"] if events else cursor,
        "actions": [la.to_json() for la in legal],
        "deadline": {"moves": budget, "at": None},
        "results": list(results),
        "lang": lang,
    }


def _after(messages: Iterable[Message], cursor: int) -> list[Message]:
    return [m for m in messages if m.id > cursor]


def over_message(outcome: JSON | None, result: JSON | None = None) -> JSON:
    """The end of the game: its outcome, and (``result``) the game's end as the seat reads it
    (the facade's ``result(seat)``: headline, lines, losers, ``you``)."""
    return {"type": "over", "protocol": PROTOCOL, "outcome": outcome,
            **({"result": result} if result is not None else {})}


# ------------------------------------------------------------------------------ answers


def words_of(action: Any) -> list[str]:
    """An ``act``'s action as words: a list of words, or one text split at spaces."""
    if isinstance(action, str):
        return action.split()
    if isinstance(action, list) and all(isinstance(w, str) for w in action):
        return list(action)
    return []


def _said(key: str, lang: str, **params: Any) -> str:
    return CATALOG.text(key, params, lang)


def read_moves(answer: Any, budget: int = MOVE_BUDGET, lang: str = DEFAULT
               ) -> tuple[list[JSON], str | None]:
    """The moves of an answer, at most ``budget`` of them, and a sentence saying what was
    wrong with it (None: nothing). A move that is not one of ``act``, ``say``, ``claim`` is
    dropped; an answer that is not a ``moves`` object is a pass."""
    if not isinstance(answer, dict) or answer.get("type") != "moves":
        return [], _said("protocol.not_moves", lang, shape='{"type": "moves", "moves": [...]}')
    raw = answer.get("moves")
    if not isinstance(raw, list):
        return [], _said("protocol.moves_list", lang)
    out: list[JSON] = []
    problem = None
    for m in raw:
        kind = m.get("type") if isinstance(m, dict) else None
        ok = (
            (kind == "act" and bool(words_of(m.get("action"))))
            or (kind == "say" and isinstance(m.get("channel"), str)
                and isinstance(m.get("text"), str))
            or (kind == "claim" and isinstance(m.get("role"), str))
            or (kind == "believe" and isinstance(m.get("seats"), dict))
        )
        if not ok:
            problem = _said("protocol.bad_move", lang)
            continue
        out.append(m)
    if len(out) > budget:
        problem = _said("protocol.too_many", lang, budget=budget)
        out = out[:budget]
    return out, problem


def claim_say(move: JSON) -> tuple[str, str]:
    """A ``claim`` move as the line it writes in the town square."""
    from ..sim.claims import claim_text

    results = [
        (str(r[0]), str(r[1]))
        for r in move.get("results") or []
        if isinstance(r, list | tuple) and len(r) == 2
    ]
    return TOWN_SQUARE, claim_text(str(move["role"]), results)


def refusal(words: Sequence[str], actions: Sequence[JSON], lang: str = DEFAULT) -> str | None:
    """Why ``words`` is not an action the ``actions`` (a turn's, as JSON) allow now, in one
    sentence; None when it is one. The same test as the referee's (``sim.agent.is_legal``):
    a listed verb, each target one its position may name, no target twice, ``nobody`` only
    where withdrawing is allowed, the picks after the players each one of the options."""
    if not words:
        return _said("protocol.say_what", lang)
    verb = words[0]
    la = next((a for a in actions if a["verb"] == verb), None)
    if la is None:
        verbs = ", ".join(a["verb"] for a in actions) or _said("protocol.nothing", lang)
        return _said("protocol.not_now", lang, verb=repr(verb), verbs=verbs)
    targets = list(words[1:])
    picks_n = int(la.get("picks", 0))
    if picks_n:
        cut = len(targets) - picks_n
        picks, targets = targets[max(cut, 0):], targets[: max(cut, 0)]
        options = la.get("options", [])
        if cut < 0 or len(set(picks)) != len(picks) or any(p not in options for p in picks):
            return _said("protocol.picks", lang, verb=verb, n=picks_n, options=", ".join(options))
    if targets == ["nobody"]:
        return None if la["withdraw"] else _said("protocol.no_withdraw", lang, verb=verb)
    lo, hi = la["min_targets"], la["max_targets"]
    if not lo <= len(targets) <= hi:
        if lo == hi:
            return _said("protocol.count_exact", lang, verb=verb, n=lo, got=len(targets))
        return _said("protocol.count_range", lang, verb=verb, low=lo, high=hi, got=len(targets))
    if len(set(targets)) != len(targets):
        return _said("protocol.twice", lang, verb=verb)
    slots = la["slots"] or [la["candidates"]] * hi
    for i, t in enumerate(targets):
        if t not in slots[i]:
            return _said("protocol.not_there", lang, verb=verb, target=t,
                         names=", ".join(slots[i]))
    return None


# ------------------------------------------------------------------------------ beliefs

# the sentences refusing a belief: agents.ftl's ``belief-…`` (one catalogue, as the engine's
# messages are), in the seat's language
BELIEF_WORDS = {
    "seats": "belief.seats",
    "seat": "belief.seat",
    "entry": "belief.entry",
    "key": "belief.key",
    "opponent": "belief.opponent",
    "prob": "belief.prob",
    "sum": "belief.sum",
}


def belief_words(which: str, lang: str = DEFAULT, **params: Any) -> str:
    """The sentence ``which`` of :data:`BELIEF_WORDS` in ``lang`` (its values as given:
    quoted names and rounded numbers are made before)."""
    return CATALOG.text(BELIEF_WORDS[which], params, lang)


BELIEF_KEYS = ("opponent", "teams", "roles")
SUM_SLACK = 1e-3  # a distribution given rounded may add up to a little more than 1


def _probability(value: Any) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and 0.0 <= float(value) <= 1.0)


def check_belief(
    move: JSON, seat: str, players: Sequence[str], lang: str = DEFAULT
) -> tuple[JSON | None, str | None]:
    """A ``believe`` move's belief (``{"seats": {SEAT: {"opponent": p, "teams": {TEAM: p},
    "roles": {ROLE: p}}}}``, each part optional but one) as kept in the record, or the sentence
    refusing it: a seat that is not another seat of the game, a part that is not a probability
    from 0 to 1, a distribution (teams, roles) adding up to more than 1."""
    seats = move.get("seats")
    if not isinstance(seats, dict) or not seats:
        return None, belief_words("seats", lang)
    out: JSON = {}
    for name, entry in seats.items():
        if name not in players or name == seat:
            return None, belief_words("seat", lang, seat=repr(str(name)[:40]))
        if not isinstance(entry, dict) or not entry:
            return None, belief_words("entry", lang, seat=name)
        kept: JSON = {}
        for key, value in entry.items():
            if key not in BELIEF_KEYS:
                return None, belief_words("key", lang, seat=name, key=repr(str(key)[:40]))
            if key == "opponent":
                if not _probability(value):
                    return None, belief_words("opponent", lang, seat=name, value=repr(value))
                kept[key] = float(value)
                continue
            if not isinstance(value, dict) or not value:
                return None, belief_words("entry", lang, seat=name)
            for what, p in value.items():
                if not _probability(p):
                    return None, belief_words(
                        "prob", lang, what=repr(str(what)[:40]), seat=name, value=repr(p))
            total = sum(float(p) for p in value.values())
            if total > 1.0 + SUM_SLACK:
                return None, belief_words("sum", lang, what=key, seat=name, total=f"{total:.3f}")
            kept[key] = {str(k): float(p) for k, p in sorted(value.items())}
        out[str(name)] = kept
    return {"seats": dict(sorted(out.items()))}, None
