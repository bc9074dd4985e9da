"""A game read in German shows no English (issue 40's leftovers): a seeded bot game's every
view, message, action help and what a message does to its reader, from every seat and the
host's grimoire, holds no text that is an English resource's words (where German has other
words) and no bare message id; each family's ``TO_YOU`` sentence is the English resource's."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from werewolves.game import Game, Setup, default_rules
from werewolves.i18n import CATALOG, key_of
from werewolves.sim.match import play_match
from werewolves.sim.random_agent import RandomAgent
from werewolves.sim.setups import default_roles

# fields that hold names and ids by design, never words: a message's key and parameters, a
# role's or team's or poll's name (the client looks it up), a verb as it is typed, a result
# (``you``: won, lost, draw; ``you_words`` is its words); and what a bot weighs of an ability
# (its ``declaration``, English for programs, but for the warning and fallback a screen shows);
# a card's book ``category`` and English ``aliases`` (names a player may type, kept as they are;
# the book's words for a category are the CLI's, ``cli.book.*``)
NAMES = frozenset({
    "key", "msg", "kind", "params", "role", "verb", "team", "id", "name", "group", "channel",
    "audience", "reason", "poll", "usage", "when", "left", "original_role", "rules", "office",
    "declaration", "awaiting", "revealed", "roles", "candidates", "slots", "options", "chosen",
    "offices", "living", "dead", "seats", "to", "members", "marks", "statuses", "counters",
    "you", "category", "aliases",
})
_ID = re.compile(r"[a-z_]+(\.[a-z_0-9]+)+")


def english_words() -> dict[str, str]:
    """Each English resource text without variables that German says otherwise, with its id."""
    out: dict[str, str] = {}
    for path in CATALOG.resources("en"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                key = key_of(entry.id.name)
                en, de = CATALOG.text(key), CATALOG.text(key, {}, "de")
                if en != de and len(en) > 3 and "{" not in en:
                    out[en] = key
    return out


def leftovers(value: Any, english: dict[str, str], where: str = "") -> list[str]:
    """Every text in ``value`` (a view's JSON) that is English words or a bare id."""
    found: list[str] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "declaration" and isinstance(v, dict):  # what a screen shows of it
                shown = {w: v[w] for w in ("warning", "fallback") if w in v}
                found += leftovers(shown, english, f"{where}.{k}")
            elif k not in NAMES:
                found += leftovers(v, english, f"{where}.{k}")
    elif isinstance(value, list | tuple):
        for v in value:
            found += leftovers(v, english, where)
    elif isinstance(value, str):
        if value in english:
            found.append(f"{where}: {value!r} (the English of {english[value]})")
        elif _ID.fullmatch(value) and CATALOG.has(value):
            found.append(f"{where}: the bare id {value!r}")
    return found


def test_the_check_finds_english_and_bare_ids() -> None:
    english = english_words()
    assert leftovers({"text": "The game is over."}, english) == [
        ".text: 'The game is over.' (the English of service.game_over)"]
    assert leftovers({"help": ["service.no_seat"]}, english) == [
        ".help: the bare id 'service.no_seat'"]
    assert leftovers({"key": "service.no_seat", "text": "Das Spiel ist vorbei."}, english) == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bot_game_read_in_german_shows_no_english(seed: int) -> None:
    english = english_words()
    roles = default_roles(12, seed)
    names = [f"P{i}" for i in range(len(roles))]
    game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=seed)
    rng = random.Random(seed)
    bots = {n: RandomAgent(n, random.Random(rng.randrange(2**32))) for n in names}
    found: set[str] = set()

    def read(g: Game) -> None:
        for n in names:
            found.update(leftovers(g.view(n, lang="de").to_json(), english, "view"))
        found.update(leftovers(g.host_view(lang="de").to_json(), english, "host"))

    play_match(game, bots, on_phase=read, max_phases=40)
    read(game)
    assert sorted(found) == []


def test_what_a_message_does_to_its_reader_is_the_english_resources_sentence() -> None:
    from werewolves.engine.messages import TO_YOU, _fmt, _Params, to_you, to_you_key

    default_rules()  # every family registers its sentences
    assert len(TO_YOU) >= 6
    for which, template in TO_YOU.items():
        msg, _, group = which.partition("@")
        params = {"group": group or "wolfpack"}
        assert CATALOG.has(to_you_key(which)), which
        assert to_you(msg, params) == template.format_map(
            _Params({k: _fmt(v) for k, v in params.items()})), which
        german = to_you(msg, params, "de")
        assert german is not None and german != to_you(msg, params), which


def test_a_tournament_records_reading_is_in_the_readers_language() -> None:
    from werewolves.agents.record import record_lines, record_words

    record = {"seats": [{"name": "Ann", "agent": "random", "role": "Fortune Teller",
                         "won": True}], "beliefs": [{}], "reasoning": []}
    assert record_lines(record) == [
        "Ann: random, dealt Fortune Teller; won.",
        "1 beliefs and 0 notes of the agents' reasoning are kept in it."]
    de = record_lines(record, "de")
    assert de[0] == "Ann: random, bekam Wahrsager; gewonnen."
    assert record_words("same", n=12345) == (
        "The replay's 12345 events are the record's, event for event.")


def test_a_belief_not_kept_is_refused_in_the_seats_language() -> None:
    from werewolves.agents.protocol import check_belief

    move = {"seats": {"B": {"teams": {"x": 0.7, "y": 0.7}}}}
    assert check_belief(move, "A", ["A", "B"]) == (
        None, "The teams of B add up to 1.400, more than 1: the belief was not kept.")
    german = check_belief(move, "A", ["A", "B"], "de")[1]
    assert german is not None and german.endswith("Die Einschätzung wurde nicht behalten.")
    assert "1.400" in german
