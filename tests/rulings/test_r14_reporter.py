"""R14: the Reporter is told, when a player dies, the role that player was originally dealt;
disguises never affect this."""

from rulings_support import do, new_game, to_phase

from werewolves.game import Game
from werewolves.testing import engine_of

SEVEN = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Citizen", "Dan": "Fortune Teller",
         "Eve": "Citizen", "Fay": "Citizen", "Gus": "Wolf"}


def _with_reporter() -> Game:
    g = new_game(SEVEN)
    to_phase(g, "Day 1")
    for p in g.living():
        do(g, f"{p} elect Bob")
    to_phase(g, "Day 2")
    for p in g.living():
        do(g, f"{p} elect Cid")
    to_phase(g, "Day 3")
    assert g.player("Cid").offices == ["Reporter"]
    return g


def test_r14_reporter_told_the_dealt_role_of_the_lynched() -> None:
    g = _with_reporter()
    since = len(g.events)
    for p in g.living():
        do(g, f"{p} vote Ann")
    g.advance()
    assert "Ann has died; the role they were dealt was Wolf." in g.private_messages("Cid", since)
    # only the Reporter is told
    assert not any("dealt was" in t for t in g.private_messages("Eve", since))


def test_r14_reporter_told_the_dealt_role_of_an_attacked_player() -> None:
    g = _with_reporter()
    to_phase(g, "Night 4")
    since = len(g.events)
    do(g, "Ann attack Dan")
    do(g, "Gus attack Dan")
    g.advance()
    assert any("Dan" in t and "Fortune Teller" in t for t in g.private_messages("Cid", since))


def test_r14_disguise_never_affects_the_report() -> None:
    g = _with_reporter()
    ann = g.player("Ann")
    # a strong disguise (as Famine's doom gives, R24): investigations would see a Citizen
    engine_of(g).add_status(
        ann, "disguise", source=0, data={"role": "Citizen", "strength": "strong"}
    )
    assert engine_of(g).appearance(ann, frozenset({"weak", "strong"}))[0] == "Citizen"
    since = len(g.events)
    for p in g.living():
        do(g, f"{p} vote Ann")
    g.advance()
    told = g.private_messages("Cid", since)
    assert any("Ann" in t and "Wolf" in t for t in told)
    assert not any("Citizen" in t for t in told)


def test_r14_role_change_never_affects_the_report() -> None:
    g = _with_reporter()
    g.player("Ann").role = "Citizen"  # as a role change would do; the dealt role stays Wolf
    since = len(g.events)
    for p in g.living():
        do(g, f"{p} vote Ann")
    g.advance()
    assert any("Ann" in t and "Wolf" in t for t in g.private_messages("Cid", since))
