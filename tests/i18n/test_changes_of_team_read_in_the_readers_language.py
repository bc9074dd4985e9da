"""R36: an event that changes a player's team (or role) names the teams and roles in the
reader's language (issue 40, the German game's last English words, item 3); the event keeps the
teams' keys and the roles' English names, and English reads as it always did."""

from werewolves.engine.events import Event
from werewolves.engine.explain import describe
from werewolves.engine.messages import team_words


def event(kind: str, **data: str) -> Event:
    return Event(id=7, phase=3, step="resolve", kind=kind, targets=["Bob"], data=data)


def test_r36_team_changed_names_both_teams_in_german() -> None:
    ev = event("team_changed", **{"from": "town", "to": "wolves"})
    assert describe(ev, lang="de") == "Bob spielt jetzt für das Team Werwölfe (vorher Dorf)"
    assert describe(ev) == "Bob now plays for the wolves team (was town)"
    assert ev.data == {"from": "town", "to": "wolves"}  # the log keeps the keys


def test_r36_a_kept_alignment_and_a_couples_team_read_in_german() -> None:
    kept = event("alignment_kept", team="town", to="white wolves")
    assert describe(kept, lang="de").endswith("Wechsel zum Team Weiße Wölfe scheitert")
    assert "Dorf" in describe(kept, lang="de")


def test_r36_a_role_change_names_both_roles_in_german() -> None:
    ev = event("role_changed", **{"from": "Fortune Teller", "to": "Citizen"})
    german = describe(ev, lang="de")
    assert "Fortune Teller" not in german and "Citizen" not in german, german
    assert german == "Bob hat jetzt die Rolle Dorfbewohner (vorher Wahrsager)"
    assert describe(ev) == "Bob becomes the Citizen (was the Fortune Teller)"


def test_a_team_reads_by_its_key_or_its_name_and_anything_else_as_recorded() -> None:
    assert team_words("white wolves", "de") == team_words("White Wolves", "de") == "Weiße Wölfe"
    assert team_words("a role file's team", "de") == "a role file's team"
    assert team_words("wolves") == "wolves"
