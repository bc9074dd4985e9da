"""Issue 22 item 3 (the pure part): ``/act``'s options and autocomplete from the seat's legal
actions, and when to ask first, from the declarations alone."""

from __future__ import annotations

from adapter_harness import play

from werewolves.discord.commands import (
    MAX_CHOICES,
    action_words,
    confirmation,
    target_choices,
    verb_choices,
)


def test_discord_autocomplete_offers_exactly_the_legal_candidates() -> None:
    p = play()  # Night 2: Ann (wolf) may attack, Cid may investigate; Bob and Dan are dead
    ann, cid = p.views["Ann"], p.views["Cid"]
    attack = ann["actions"][0]["verb"]
    assert verb_choices(ann) == [a["verb"] for a in ann["actions"]]
    assert verb_choices(ann, attack[:2].upper()) == [attack]
    assert verb_choices(ann, "zzz") == []
    assert target_choices(ann, attack, 0) == ann["actions"][0]["slots"][0]
    assert "Bob" not in target_choices(ann, attack, 0)  # the dead are no candidates
    assert target_choices(ann, attack, 0, "c") == ["Cid"]
    assert target_choices(ann, attack, 1) == []  # one target only
    seer = cid["actions"][0]["verb"]
    assert target_choices(cid, seer, 0, "", chosen=["Ann"]) == [
        n for n in cid["actions"][0]["slots"][0] if n != "Ann"
    ]
    assert target_choices(cid, "no such verb", 0) == []


def test_discord_autocomplete_words_after_the_players_and_its_limit() -> None:
    many = [f"P{i}" for i in range(40)]
    view = {
        "name": "Ann",
        "actions": [
            {
                "verb": "guess",
                "slots": [many],
                "max_targets": 1,
                "picks": 1,
                "options": ["Fortune Teller", "Citizen"],
                "declaration": {},
            },
        ],
    }
    assert len(target_choices(view, "guess", 0)) == MAX_CHOICES
    assert target_choices(view, "guess", 0, "p3") == ["P3", *[f"P{i}" for i in range(30, 40)]]
    assert target_choices(view, "guess", 1, "fort") == ["Fortune Teller"]
    assert action_words("guess", ["P1", "Fortune Teller", None]) == [
        "guess",
        "P1",
        "Fortune Teller",
    ]


def test_discord_asks_first_from_the_declaration() -> None:
    def view(**decl: object) -> dict[str, object]:
        return {
            "name": "Ann",
            "actions": [{"verb": "zap", "slots": [["Ann", "Bob"]], "declaration": decl}],
        }

    assert confirmation(view(), "zap", ["Bob"]) is None
    assert confirmation(view(hostile=True), "zap", ["Bob"]) is None
    assert confirmation(view(hostile=True), "zap", ["Ann"]) == (
        "Send `zap Ann`? You are aiming it at yourself."
    )
    said = confirmation(view(irreversible=True, warning="Bob will know."), "zap", ["Bob"])
    assert said == "Send `zap Bob`? Bob will know. It cannot be undone."
    assert confirmation(view(asks_first=True), "zap", ["Bob"]) == "Send `zap Bob`? "
    assert "hurt you" in (confirmation(view(hurts_user=True), "zap", ["Bob"]) or "")
    assert confirmation(view(), "other", ["Bob"]) is None
