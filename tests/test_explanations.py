"""Explanations a new user can trust (issue 9, item 7; R40): every step of ``explain`` and
``why_dead`` is a sentence, never the bare name of an event kind; every rule is written out in
words from the rule book, never a bare id; ``why_dead`` follows the whole chain of causes (a
plague death back through the contagion to the rodent); every rule an event cites has its words
in ``roles/rulebook.py`` and the same words in docs/rules.md.

The games below mix every dealable role, played by the random bots of ``werewolves.sim`` (as the
property tests in tests/property/ do), with fixed seeds so that a failure replays.
"""

from __future__ import annotations

import ast
import random
import re
from functools import cache
from pathlib import Path
from string import Formatter

from test_conformance import parse_rules_table

from werewolves.engine.events import Event
from werewolves.engine.explain import (
    describe,
    explain,
    sentence_fields,
    sentence_template,
    why_dead,
)
from werewolves.engine.state import Setup
from werewolves.game import Game, SetupError
from werewolves.roles import default_rules
from werewolves.roles.rulebook import RULEBOOK
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.setups import player_names
from werewolves.testing import state_of

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "werewolves"
GAMES = 90
BRACKET = re.compile(r"\[([^\]:]+)(:?)")


def _groups_filled(roles: list[str]) -> list[str]:
    """``roles`` and the fellows their declared groups need to be dealt at all (ruling RM80: a
    Bloody Butcher's Butchers, a Hellhound's fellow Hellhound), so every group role is dealt in
    some mixed game."""
    rules = default_rules()
    out = list(roles)
    for name, gdef in sorted(rules.groups.items()):
        members = sum(1 for r in out if name in rules.roles[r].groups)
        if members:
            fellow = sorted(
                r.name for r in rules.roles.values() if name in r.groups and r.team == gdef.team
            )
            out += fellow[:1] * max(0, gdef.at_least - members)
    return out


# a role a setup deals only beside another (ruling RM462: a Plague Carrier needs a Plague
# Bearer), so that it is dealt in some mixed game
NEEDS = {"Plague Carrier": "Plague Bearer"}


def _with_needs(roles: list[str]) -> list[str]:
    """``roles`` and the role each one of ``NEEDS`` must be dealt beside."""
    return roles + sorted({NEEDS[r] for r in roles if r in NEEDS} - set(roles))


def _never_dealt(role: str) -> bool:
    """A role no role list may hold (the Undead, a Cupid's variants): the setup refuses it
    whatever else is dealt, saying nobody can be dealt it."""
    try:
        Game.new(Setup([("P0", role), ("P1", "Wolf"), ("P2", "Citizen"), ("P3", "Citizen"),
                        ("P4", "Citizen")]), seed=0)
    except SetupError as e:
        return str(e).startswith("Nobody can be dealt")
    return False


@cache
def _dealable() -> list[str]:
    return sorted(r.name for r in default_rules().roles.values()
                  if not r.office and not _never_dealt(r.name))


@cache
def mixed_games() -> tuple[Game, ...]:
    """Games dealing random mixes of every dealable role, each played to its end by bots."""
    dealable = _dealable()
    rng = random.Random(97)
    out: list[Game] = []
    while len(out) < GAMES:
        n = rng.randint(5, 24)
        roles = _with_needs(_groups_filled([rng.choice(dealable) for _ in range(n)]))
        n = len(roles)
        mode = rng.choice(("private", "partial"))
        revealed = sorted(set(roles))[:1] if mode == "partial" else []
        try:
            g = Game.new(Setup(list(zip(player_names(n), roles, strict=True)), mode, revealed),
                         seed=rng.randrange(2**32))
        except SetupError:
            continue  # a mix the rules refuse (a Plague Doctor without a bearer …)
        bots = bots_for(g, BotMix("random"), rng.randrange(2**32))
        out.append(play_match(g, bots, max_phases=80, stall=None))
    return tuple(out)


def _events() -> list[Event]:
    return [e for g in mixed_games() for e in g.events]


def _docs_paraphrases() -> dict[str, str]:
    rows = parse_rules_table((ROOT / "docs" / "rules.md").read_text(encoding="utf-8"))
    return {r["id"]: r.get("paraphrase", "") for r in rows}


# ---------------------------------------------------------------------- rules in words


def test_the_mixed_games_deal_every_dealable_role() -> None:
    dealt = {p.original_role for g in mixed_games() for p in state_of(g).players}
    # (the Undead and a Cupid's variants are never dealt, only made: R38, ruling RM300)
    assert set(_dealable()) - dealt == set()


def test_every_rule_an_event_cites_has_words_in_the_rulebook_and_the_docs() -> None:
    seen = {e.rule for e in _events() if e.rule}
    assert len(seen) > 50
    no_words = sorted(r for r in seen if r not in RULEBOOK)
    assert not no_words, f"rules cited by events with no RULEBOOK paraphrase: {no_words}"
    docs = _docs_paraphrases()
    not_in_docs = sorted(r for r in seen if docs.get(r) != RULEBOOK[r])
    assert not not_in_docs, f"rules cited by events without their paraphrase in docs: {not_in_docs}"


def test_explanations_write_every_rule_in_words_never_a_bare_id() -> None:
    checked = 0
    for g in mixed_games():
        for p in state_of(g).players:
            if p.death is None:
                continue
            for line in why_dead(g.events, p.name, p.death.event, words=RULEBOOK, ):
                for rule, colon in BRACKET.findall(line):
                    assert colon, f"a bare rule id in: {line}"
                    assert f"[{rule}: {RULEBOOK[rule]}]" in line
                    checked += 1
    assert checked > 500


def test_without_words_an_explanation_cites_ids_alone() -> None:
    g = mixed_games()[0]
    dead = next(p for p in state_of(g).players if p.death is not None)
    lines = explain(g.events, dead.death.event)  # type: ignore[union-attr]
    assert all(colon == "" for line in lines for _, colon in BRACKET.findall(line))


# ---------------------------------------------------------------------- sentences, not kinds


def _callee(call: ast.Call) -> str | None:
    return call.func.attr if isinstance(call.func, ast.Attribute) else None


def _may_lack_a_message(call: ast.Call) -> bool:
    """Whether an ``emit`` call can record an event without a message: no ``msg=``, or one that
    can be None (``msg=None if … else "…"``)."""
    msg = next((kw.value for kw in call.keywords if kw.arg == "msg"), None)
    if msg is None and _callee(call) == "_emit_action" and len(call.args) > 6:
        msg = call.args[6]  # the accepting events' positional form: msg is the seventh
    if msg is None:
        return True
    branches = [msg.body, msg.orelse] if isinstance(msg, ast.IfExp) else [msg]
    return any(isinstance(b, ast.Constant) and b.value is None for b in branches)


def _emitted_kinds(*, all_of_them: bool = False) -> dict[str, str]:
    """Every kind of event the source emits with ``emit("kind", …)`` that may carry no message
    (or every one, ``all_of_them``) → the file emitting it."""
    out: dict[str, str] = {}
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("emit", "_emit_action")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and (all_of_them or _may_lack_a_message(node))
            ):
                out.setdefault(node.args[0].value, str(path.relative_to(SRC)))
    return out


def test_every_kind_of_event_the_code_emits_has_a_sentence() -> None:
    kinds = _emitted_kinds()
    assert len(kinds) > 25
    missing = {
        k: f
        for k, f in kinds.items()
        if sentence_template(Event(0, 0, "", k, targets=["X"])) is None
    }
    assert not missing, f"kinds of event with no sentence (add one to en/events.ftl): {missing}"


def test_every_event_of_the_games_is_written_as_a_sentence() -> None:
    kinds: set[str] = set()
    for ev in _events():
        kinds.add(ev.kind)
        text = describe(ev)
        assert text and "{" not in text and not text.startswith("["), (ev.kind, text)
        if ev.msg or ev.kind in ("kill_attempt", "poll_closed"):
            continue
        template = sentence_template(ev)
        assert template is not None, f"no sentence for {ev.kind}"
        # every field the sentence names is known for this event
        fields = sentence_fields(ev)
        names = {f for _, f, _, _ in Formatter().parse(template) if f}
        assert names <= set(fields), (ev.kind, names - set(fields))
    assert len(kinds) > 45


def test_no_raw_event_kind_appears_in_an_explanation() -> None:
    raw = sorted({e.kind for e in _events() if "_" in e.kind} | {
        k for k in _emitted_kinds(all_of_them=True) if "_" in k
    })
    for g in mixed_games():
        for p in state_of(g).players:
            if p.death is None:
                continue
            text = "\n".join(why_dead(g.events, p.name, p.death.event, words=RULEBOOK))
            found = [k for k in raw if k in text]
            assert not found, f"raw event kinds {found} in the explanation of {p.name}:\n{text}"


# ---------------------------------------------------------------------- the whole chain


def _plague_game() -> Game:
    g = Game.new(
        Setup([("Ann", "Plague Bearer"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"),
               ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]),
        seed=3,
    )
    g.advance()  # Night 1
    assert g.submit("Ann", "contaminate Bob")
    g.advance()
    g.advance()  # Night 2: Cid visits the contagious Bob and catches it
    assert g.submit("Cid", "investigate Bob")
    g.advance_to(9)  # Night 4 has ended: Bob died at the end of Night 3, Cid of Night 4
    return g


def _why(g: Game, name: str) -> str:
    p = g.player(name)
    return "\n".join(why_dead(g.events, p.name, p.death.event if p.death else None,
                              words=RULEBOOK, ))


def test_why_dead_follows_a_plague_death_back_to_the_rodent() -> None:
    g = _plague_game()
    why = _why(g, "Bob")
    assert why.startswith("#") and "Bob has died." in why.splitlines()[0]
    assert "the plague tries to kill Bob" in why
    assert "Bob catches the plague (rodent)" in why
    assert "Ann uses contaminate on Bob" in why
    assert f"[S0.47: {RULEBOOK['S0.47']}]" in why


def test_why_dead_follows_a_contagion_death_through_the_visit_to_the_rodent() -> None:
    g = _plague_game()
    why = _why(g, "Cid")
    assert "Cid catches the plague (contagion)" in why
    assert "Cid visits Bob (investigate)" in why
    assert "Cid uses investigate on Bob" in why
    caught = next(e for e in g.events if e.kind == "contaminated" and e.targets == ["Cid"])
    # the carrier's own contamination is a cause too, so the chain reaches the rodent
    assert len(caught.causes) >= 2
    assert "Bob catches the plague (rodent)" in why
    assert "Ann uses contaminate on Bob" in why


def test_an_event_reached_twice_is_explained_once() -> None:
    events = [
        Event(0, 2, "", "announced", msg="poll.lynch_open", audience="public", rule="R11"),
        Event(1, 2, "", "visit", actor="Ann", targets=["Bob"], causes=[0], rule="R15",
              data={"verb": "look"}),
        Event(2, 2, "", "visit", actor="Bob", targets=["Ann"], causes=[1, 0], rule="R15",
              data={"verb": "look"}),
    ]
    lines = explain(events, 2, words=RULEBOOK)
    assert lines[0].startswith("#2 Day 1: Bob visits Ann (look)  [R15: ")
    assert lines[1].startswith("  because #1 Day 1: Ann visits Bob (look)")
    assert lines[2].startswith("    because #0 Day 1: The lynch poll is open.")
    assert lines[3] == "  because #0 (explained above)"


def test_why_dead_of_a_living_player_says_so() -> None:
    assert why_dead([], "Ann", None) == ["Ann is alive."]
