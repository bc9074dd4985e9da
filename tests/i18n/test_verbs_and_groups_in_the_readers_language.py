"""Verbs and groups read in the reader's language (issue 40, the German game's last English
words): every ability's verb has a label in each language (a card's heading and button,
``verb-VERB`` in names.ftl) that the views carry and a player may type instead of the verb; a
group named inside a sentence (``wolfpack``) reads as the group's name in the reader's language;
the roster's marks name a learned role in the reader's language. The log keeps the verb and the
group's id: only what a reader reads changes."""

from __future__ import annotations

from werewolves.game import (
    Accepted,
    Game,
    Refusal,
    Setup,
    default_rules,
    group_words,
    render,
    verb_label,
    verb_of,
)
from werewolves.i18n import CATALOG, DEFAULT
from werewolves.views import SeatMark


def _every_verb() -> set[str]:
    rules = default_rules()
    verbs = set(rules.verbs())
    for role in rules.extras.values():
        verbs.update(a.verb for a in role.abilities)
    return verbs


def test_every_verb_has_a_label_in_every_language_and_english_keeps_its_heading() -> None:
    verbs = _every_verb()
    assert len(verbs) > 100
    for lang in CATALOG.languages:
        labels: dict[str, str] = {}
        for verb in sorted(verbs):
            got = CATALOG.render(f"verb.{verb}", {}, lang)
            assert got is not None and got.lang == lang, (lang, verb)
            # two verbs never share a label: typed, it names one verb
            low = got.text.lower()
            assert low not in labels, (lang, verb, labels.get(low))
            labels[low] = verb
            said = CATALOG.attribute(f"verb.{verb}", "in_text", {}, lang)
            assert said is not None and said.lang == lang, (lang, verb)
    for verb in verbs:
        # the English label is the heading the pages always showed, the verb in a sentence
        assert verb_label(verb) == verb[:1].upper() + verb[1:]
        assert CATALOG.attribute(f"verb.{verb}", "in_text").text == verb  # type: ignore[union-attr]
    assert verb_label("attack", "de") == "Angreifen"
    # a verb no resource names (a role file's own) shows as it is typed, capitalised
    assert verb_label("zap", "de") == "Zap"


def _game(*roles: str) -> Game:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve"][: len(roles)]
    return Game.new(Setup(list(zip(names, roles, strict=True))), seed=1)


def test_a_view_carries_each_actions_label_in_the_readers_language() -> None:
    g = _game("Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen")
    g.advance()  # Night 1
    de = g.view("Ann", lang="de").to_json()
    en = g.view("Ann").to_json()
    [attack] = [a for a in de["actions"] if a["verb"] == "attack"]
    assert (attack["label"], attack["label_in_text"]) == ("Angreifen", "Angreifen")
    [attack] = [a for a in en["actions"] if a["verb"] == "attack"]
    assert (attack["label"], attack["label_in_text"]) == ("Attack", "attack")
    # the role card's abilities too, with the group they are shared with by its name
    [ability] = [a for a in de["card"]["abilities"] if a["verb"] == "attack"]
    assert (ability["label"], ability["group"], ability["group_name"]) == (
        "Angreifen", "wolfpack", "Rudel")
    [ability] = [a for a in en["card"]["abilities"] if a["verb"] == "attack"]
    assert (ability["label"], ability["group_name"]) == ("Attack", "wolfpack")


def test_a_verbs_label_in_any_language_is_typed_as_the_verb_and_logged_as_the_verb() -> None:
    g = _game("Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen")
    g.advance()  # Night 1
    assert verb_of(["Angreifen", "Cid"]) == ("attack", 1)
    assert verb_of(["abstimmen", "2", "Cid"]) == ("vote2", 2)  # a label of two words
    assert verb_of(["Cid"]) is None
    got = g.submit("Ann", "ANGREIFEN Cid")
    assert isinstance(got, Accepted), got
    assert g.commands[-1]["action"] == ["attack", "Cid"]
    # a label of another's ability is refused as that verb would be, naming the verb
    refused = g.submit("Ann", ["Untersuchen", "Cid"])
    assert isinstance(refused, Refusal) and "'investigate'" in refused.message


def test_a_group_in_a_sentence_reads_as_its_name_in_the_readers_language() -> None:
    assert group_words("wolfpack", "de") == "Rudel"
    assert group_words("lovers 2", "de") == "Liebespaar 2"
    assert group_words("seance of Ann", "de") == "Séance von Ann"
    assert group_words("Mayor office", "de") == "Bürgermeisteramt"
    assert group_words("the journal left to Bob", "de") == "Notizbuch, hinterlassen an Bob"
    # a group no English message names (a role file's own) reads as it is recorded
    assert group_words("our club", "de") == "our club"
    assert group_words("wolfpack 3x", "de") == "wolfpack 3x"
    # English reads as it always did: the group's id is its English name
    assert group_words("lovers 2") == "lovers 2"
    assert render("group.joined", {"group": "wolfpack"}) == "You have joined the wolfpack."
    assert render("group.joined", {"group": "wolfpack"}, "de") == (
        "Du gehörst jetzt zur Gruppe Rudel.")
    # every group a role of the book puts its holders in has a German name
    rules = default_rules()
    groups = {g for r in [*rules.roles.values(), *rules.extras.values()] for g in r.groups}
    assert len(groups) > 10
    assert sorted(g for g in groups if group_words(g, "de") == g) == []


def test_the_roster_marks_name_a_learned_role_and_a_shared_group_in_the_readers_language() -> None:
    g = _game("Wolf", "Fortune Teller", "Citizen", "Wolf", "Citizen")
    g.advance()  # Night 1
    assert isinstance(g.submit("Bob", "investigate Cid"), Accepted)
    g.advance()  # Day 1: the Fortune Teller has learned Cid's role
    mark = g.view("Bob", lang="de").to_json()["marks"]["Cid"]
    assert (mark["role"], mark["role_title"]) == ("Citizen", "Dorfbewohner")
    assert g.view("Bob").to_json()["marks"]["Cid"]["role_title"] == "Citizen"
    fellow = g.view("Ann", lang="de").to_json()["marks"]["Dan"]
    assert (fellow["groups"], fellow["group_names"]) == (["wolfpack"], ["Rudel"])
    assert SeatMark(role="Seer").to_json(DEFAULT)["role_title"] == "Seer"


def test_the_hosts_grimoire_names_each_pending_and_awaited_verb_in_the_hosts_language() -> None:
    g = _game("Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen")
    g.advance()  # Night 1
    assert isinstance(g.submit("Ann", "attack Cid"), Accepted)
    de = g.host_view(lang="de").to_json()
    assert de["pending"][0]["verb"] == "attack"
    assert de["labels"]["attack"] == "Angreifen" and de["labels"]["investigate"] == "Untersuchen"
    assert g.host_view().to_json()["labels"]["attack"] == "attack"
