"""Explanations, phase names, a game's result and the words the log holds, read in the reader's
language (issue 40 items 1, 2 and 4): every sentence of explain.ftl is German in German, a
bot game read in German from every seat falls back to English nowhere, English stays as it was
(bench/digest.py), and the English values an older log holds (a role's name, why an action
failed, a kind of death) read in German through their English value."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import werewolves.roles  # noqa: F401  (registers every family's own texts)
from werewolves.engine import messages
from werewolves.engine.events import Event
from werewolves.engine.explain import describe, explain, poll_lines, summary, why_dead
from werewolves.engine.messages import in_words, render
from werewolves.game import Game, Setup, phase_words, phase_words_of
from werewolves.i18n import CATALOG, Catalog
from werewolves.sim.match import play_match
from werewolves.sim.random_agent import RandomAgent
from werewolves.sim.setups import default_roles


def test_every_sentence_of_the_explanations_is_german_in_german() -> None:
    keys = CATALOG.area_keys("explain")
    assert len(keys) > 80
    for key in keys:
        got = CATALOG.render(key, {}, "de")
        assert got is not None and got.lang == "de", key


def _ev(kind: str, **kw: Any) -> Event:
    return Event(id=kw.pop("id", 3), phase=kw.pop("phase", 1), step="x", kind=kind, **kw)


def test_a_kill_attempt_reads_in_the_readers_language() -> None:
    attack = _ev("kill_attempt", actor="Ann", targets=["Bob"], data={"kind": "attack"})
    assert describe(attack) == "Ann tries to attack Bob"
    assert describe(attack, lang="de") == "Ann versucht, Bob anzugreifen"
    cursed = _ev("kill_attempt", targets=["Bob"], data={"kind": "kill", "source": "curse"})
    assert describe(cursed) == "the curse tries to kill Bob"
    assert describe(cursed, lang="de") == "der Fluch versucht, Bob zu töten"
    lynch = _ev("kill_attempt", targets=["Bob"], data={"kind": "lynch"})
    assert describe(lynch, lang="de") == "Ergebnis der Lynchabstimmung: Bob soll gelyncht werden"
    gone = _ev("kill_attempt", actor="Ann", targets=["Bob"],
               data={"kind": "true kill", "source": "Tanner"})
    assert describe(gone) == "Ann removes Bob from the game (Tanner)"
    # a source that is a role's name reads as the German card's name; a player's as it is
    assert describe(gone, lang="de") == "Ann entfernt Bob aus dem Spiel (Gerber)"
    by_player = gone._replace(data={"kind": "true kill", "source": "Gus"})
    assert describe(by_player, lang="de") == "Ann entfernt Bob aus dem Spiel (Gus)"


def _poll(targets: list[str], totals: dict[str, int], **data: Any) -> Event:
    return _ev("poll_closed", phase=2, targets=targets,
               data={"poll": "lynch", "totals": totals, **data})


def test_a_polls_result_and_its_count_read_in_the_readers_language() -> None:
    won = _poll(["Bob"], {"Bob": 1, "Cleo": 0})
    assert describe(won) == "the lynch poll closes: Bob wins with 1 counted vote(s)"
    assert describe(won, lang="de") == (
        "die Abstimmung „Lynchung“ endet: Bob gewinnt mit 1 gezählten Stimme")
    tie = _poll([], {"Bob": 2, "Ann": 2})
    assert describe(tie) == "the lynch poll closes: nobody wins (a tie at 2: Ann, Bob)"
    assert describe(tie, lang="de").endswith("(Gleichstand bei 2: Ann, Bob)")
    assert describe(_poll([], {}), lang="de").endswith("niemand gewinnt (keine Stimmen)")
    assert describe(_poll([], {"Bob": 0}), lang="de").endswith("(keine positive Summe)")
    assert poll_lines(won) == ["counted: Bob 1 · Cleo 0"]
    assert poll_lines(won, lang="de") == ["gezählt: Bob 1 · Cleo 0"]


def test_a_chain_says_explained_above_and_the_phase_in_the_readers_language() -> None:
    first = _ev("kill_attempt", id=0, actor="Ann", targets=["Bob"], data={"kind": "kill"})
    death = _ev("death", id=1, targets=["Bob"], causes=[0, 0], msg="death.died",
                params={"player": "Bob"}, audience="public")
    en = explain([first, death], 1)
    de = explain([first, death], 1, lang="de")
    assert en[0].startswith("#1 Night 1: ") and de[0].startswith("#1 Nacht 1: ")
    assert en[-1].endswith("#0 (explained above)") and de[-1].endswith("#0 (oben erklärt)")
    assert de[1].startswith("  " + render("host.because", {}, "de") + " #0 Nacht 1: Ann versucht")
    assert why_dead([first, death], "Cleo", None, lang="de") == ["Cleo lebt."]
    said = summary([first, death], 1, lang="de")
    assert "hat diese Person getötet" in said and said.endswith(".")


def test_a_message_for_a_group_says_which_group_in_the_readers_language() -> None:
    told = _ev("told", msg="death.died", params={"player": "Bob", "group": "wolfpack"},
               audience="players", to=["Ann", "Dan"])
    assert describe(told).startswith("to the wolfpack: ")
    # the group, as the log holds it, reads as its German name
    assert describe(told, lang="de").startswith("an die Gruppe Rudel: ")


def test_older_logs_english_words_read_in_german_through_their_english_value() -> None:
    # a log stored before holds the English words of why an action failed
    guarded = _ev("action_failed", actor="Gus", targets=["Bob"],
                  data={"verb": "protect", "why": "a Guardian protected them last night"})
    assert describe(guarded).endswith("(a Guardian protected them last night)")
    assert describe(guarded, lang="de").endswith(
        "(das Wächteramt hat diese Person letzte Nacht beschützt)")
    blocked = _ev("action_failed", actor="Gus", targets=["Bob"],
                  data={"verb": "protect", "why": "blocked"})
    assert describe(blocked).endswith("(the user is ability-blocked)")
    assert "blockiert" in describe(blocked, lang="de")
    # a role's English name in a message's parameters reads as the German card's name
    assert render("role.dealt", {"role": "Fortune Teller", "summary": "."}, "de").startswith(
        "Deine Rolle: Wahrsager")
    assert "Fortune Teller" in render("role.dealt", {"role": "Fortune Teller", "summary": "."})
    # a phase's English name in a parameter reads as the reader's phase
    assert render("phase.started", {"phase": "Night 2"}, "de") == "Nacht 2 beginnt."
    assert phase_words(4, "de") == "Tag 2" and phase_words(4) == "Day 2"
    assert phase_words_of("Night 3", "de") == "Nacht 3" and phase_words_of("x", "de") == "x"


def test_a_value_of_the_wrong_type_is_described_in_the_readers_language() -> None:
    words = in_words([1, "a", None, 4, 5])
    assert words == "a list of 5 items: 1, 'a', an empty value (null) and 2 more items"
    assert in_words(None, lang="de") == "ein leerer Wert (null)"
    # a refusal that quotes it reads it again in its reader's language
    assert render("setup.seed", {"max": 9, "value": words}, "de").endswith(
        "eine Liste mit 5 Einträgen: 1, 'a', ein leerer Wert (null) und 2 weitere Einträge.")


@pytest.fixture
def fallbacks(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every message a German reading took from English (the catalogue asked for German and
    answered in English), recorded while the test reads."""
    found: list[str] = []
    has, rend = CATALOG.has, CATALOG.render

    def has_(key: str, lang: str = "en") -> bool:
        yes = has(key, lang)
        if lang == "de" and not yes and has(key):
            found.append(key)
        return yes

    def render_(key: str, params: Any, lang: str = "en") -> Any:
        got = rend(key, params, lang)
        if lang == "de" and got is not None and got.lang != "de":
            found.append(key)
        return got

    monkeypatch.setattr(CATALOG, "has", has_)
    monkeypatch.setattr(CATALOG, "render", render_)
    messages._fluent.cache_clear()
    yield found
    messages._fluent.cache_clear()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bot_game_read_in_german_from_every_seat_never_falls_back(
    seed: int, fallbacks: list[str]
) -> None:
    roles = default_roles(9, seed)
    names = [f"P{i}" for i in range(len(roles))]
    game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=seed)
    rng = random.Random(seed)
    bots = {n: RandomAgent(n, random.Random(rng.randrange(2**32))) for n in names}
    english: dict[str, str] = {}

    def read(g: Game) -> None:
        for n in names:
            view = g.view(n, lang="de")
            for m in view.messages:
                english.setdefault(m.text, "")
        g.host_view(lang="de")

    play_match(game, bots, on_phase=read, max_phases=40)
    read(game)
    assert isinstance(CATALOG, Catalog)
    for n in names:
        result = game.view(n, lang="de").result
        if result is not None:
            assert result.you_words in ("Du hast gewonnen!", "Du hast verloren.", "Unentschieden.")
        de, en = game.why_dead(n, lang="de"), game.why_dead(n)
        # every line of the chain reads otherwise in German (its phase, its words)
        assert len(de) == len(en) and all(a != b for a, b in zip(de, en, strict=True)), n
        game.why_dead_short(n, lang="de")
    game.host_log(lang="de")
    for r in game.poll_results(lang="de"):
        assert r.void_words == "" or r.void_words.startswith("Nie ausgeführt")
    assert fallbacks == []
    assert any(game.player(n).death for n in names)


def test_a_german_view_names_roles_and_the_result_in_german() -> None:
    game = Game.new(Setup([("Ann", "Werewolf"), ("Bob", "Fortune Teller"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=3)
    dealt = next(m for m in game.view("Bob", lang="de").messages if m.key == "role.dealt")
    assert "Wahrsager" in dealt.text and dealt.params["role"] == "Fortune Teller"
    game.end_in_draw()  # the host ends it: a draw
    de = game.view("Bob", lang="de").result
    en = game.view("Bob").result
    assert de is not None and en is not None
    assert en.headline.startswith("A draw (") and de.headline.startswith("Unentschieden (")
    assert en.you_words == "A draw." and de.you_words == "Unentschieden."


def test_the_role_card_summary_the_log_holds_reads_in_the_readers_language() -> None:
    """``role.dealt`` keeps the card's English summary as a parameter (older logs hold it so):
    a German reader gets the German card's summary, read through the role's English name; a
    summary that is not the book's card (a role file's own words) stays as recorded."""
    game = Game.new(Setup([("Ann", "Werewolf"), ("Bob", "Fortune Teller"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=3)
    dealt = next(m for m in game.view("Bob", lang="de").messages if m.key == "role.dealt")
    english = CATALOG.text("role.fortune_teller.summary")
    assert dealt.params["summary"] == english  # the log is unchanged
    assert CATALOG.text("role.fortune_teller.summary", {}, "de") in dealt.text
    assert english not in dealt.text
    own = messages.localized_params({"role": "Fortune Teller", "summary": "Mine."}, "de")
    assert own["summary"] == "Mine."


def test_a_german_view_writes_its_phases_in_german_and_keeps_its_news() -> None:
    from werewolves.game import phase_news

    game = Game.new(Setup([("Ann", "Werewolf"), ("Bob", "Fortune Teller"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=3)
    game.advance()
    de, en = game.view("Bob", lang="de"), game.view("Bob")
    assert (de.phase, en.phase) == ("Nacht 1", "Night 1")
    assert {m.phase for m in de.messages} <= {"Tag 0", "Nacht 1"}
    assert game.host_view(lang="de").phase == "Nacht 1"
    # the news of the phase are the same messages in either language
    assert [m.id for m in phase_news(de.messages, de.phase_index)] == [
        m.id for m in phase_news(en.messages, en.phase_index)]


def test_who_was_who_and_a_polls_review_read_in_german() -> None:
    game = Game.new(Setup([("Ann", "Werewolf"), ("Bob", "Fortune Teller"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=3)
    rng = random.Random(5)
    bots = {n: RandomAgent(n, random.Random(rng.randrange(2**32))) for n in game.players}
    play_match(game, bots, max_phases=30)
    dead = [n for n in game.players if not game.player(n).alive]
    assert dead
    for n in dead:
        en, de = game.death_words(n), game.death_words(n, lang="de")
        assert en in ("attacked", "killed", "lynched", "died beyond saving", "ascended",
                      "descended")
        assert de in ("angegriffen", "getötet", "gelyncht", "unrettbar gestorben",
                      "aufgestiegen", "abgestiegen")
    for r in game.poll_results(lang="de"):
        assert r.void_words in ("", "Nie ausgeführt: die Lynchung des Tages wurde abgesagt.",
                                "Nie ausgeführt: das Spiel war schon zu Ende.")


@pytest.mark.parametrize("lang", CATALOG.languages)
def test_no_message_id_is_written_twice_in_a_languages_resources(lang: str) -> None:
    # a second message of the same id would be dropped silently by the bundle (the first read
    # wins), and its reader would get the other resource's words
    from fluent.syntax import FluentParser, ast

    seen: dict[str, str] = {}
    twice = []
    for path in CATALOG.resources(lang):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                if entry.id.name in seen:
                    twice.append(f"{entry.id.name} in {seen[entry.id.name]} and {path.name}")
                seen[entry.id.name] = path.name
    assert twice == []


def test_a_poll_modifiers_english_label_reads_in_german_with_its_numbers() -> None:
    from werewolves.engine.explain import label_words

    assert label_words("the Mayor's extra vote", "de") == (
        "die zusätzliche Stimme des Bürgermeisteramts")
    assert label_words("a corrupted vote counts 3", "de") == "eine bestochene Stimme zählt 3"
    assert label_words("a corrupted vote counts 3") == "a corrupted vote counts 3"
    # a label the resource does not know (a role file's, a hook's name) stays as it is
    assert label_words("some hook", "de") == "some hook"


def test_what_stopped_an_attempt_and_its_kind_read_in_german() -> None:
    stopped = _ev("kill_prevented", actor="Ann", targets=["Bob"],
                  data={"kind": "attack", "protection": "the Guardian's protection"})
    assert "the Guardian's protection" in describe(stopped)
    de = describe(stopped, lang="de")
    assert de == ("der Versuch, Bob zu töten (Angriff), wird aufgehalten: "
                  "der Schutz des Wächteramts")
    # a role's name as the protection reads as the German card's name; a player's as it is
    by_role = stopped._replace(data={"kind": "attack", "protection": "Fortune Teller"})
    assert describe(by_role, lang="de").endswith(": Wahrsager")
    by_name = stopped._replace(data={"kind": "attack", "protection": "Gus"})
    assert describe(by_name, lang="de").endswith(": Gus")


def test_why_a_game_ended_reads_in_german_through_its_english_words() -> None:
    from werewolves.engine.messages import reason_words

    assert reason_words("the Werewolves win", "de") == "das Team Werwölfe gewinnt"
    assert reason_words("a tie between the Townsfolk and the Flute", "de") == (
        "Gleichstand zwischen den Teams Dorf und Flöte")
    assert reason_words("the host ended the game", "de") == "die Spielleitung hat das Spiel beendet"
    assert reason_words("the Werewolves win") == "the Werewolves win"
    # the game-over message quotes it: read in German too
    assert render("game.over", {"reason": "the Werewolves win", "winners": ["Ann"]}, "de") == (
        render("game.over", {"reason": "das Team Werwölfe gewinnt", "winners": ["Ann"]}, "de"))
