"""The Disguised Fox (role book 2023: werewolves/power/disguised fox), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (the checks on an action), R17 (blocks), R36 (a role change).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Dan", "Disguised Fox"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Fay", "Fortune Teller"),
           ("Aur", "Aura Teller"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Citizen")]
PACK_NEWS = "A Disguised Fox has chosen a disguise for tonight"


def _pack_heard(g: Game) -> list[str]:
    return [m for m in g.private_messages("Wes") if PACK_NEWS in m]


def _seen_by_fortune_teller(g: Game) -> str:
    return _do(g, "Fay investigate Dan").told[-1]


def test_disguised_fox_1_disguised_fox_b1_chooses_any_role_each_day() -> None:
    g = _game(PLAYERS)
    told = _do(g, "Dan wear Fortune Teller").told
    assert "disguised as the Fortune Teller" in told[-1]
    assert "already used" in _refused(g, "Dan wear Wolf").message
    g.advance()
    assert _seen_by_fortune_teller(g) == "Dan appears to be the Fortune Teller."
    assert "during the day" in _refused(g, "Dan wear Wolf").message


def test_disguised_fox_1_an_unknown_role_is_refused_with_a_sentence() -> None:
    g = _game(PLAYERS)
    msg = _refused(g, "Dan wear Fortune Tellr").message
    assert msg.startswith("'Fortune Tellr' is not a role you can name with 'wear' now.")
    assert "Fortune Teller" in msg
    assert "names a role after its players" in _refused(g, "Dan wear").message
    # a role of several words is matched whole, the longest first, in any case
    _do(g, "Dan wear wolf cub")
    g.advance()
    assert _seen_by_fortune_teller(g) == "Dan appears to be the Wolf Cub."


def test_disguised_fox_2_no_choice_a_citizen_disguise_for_the_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert _seen_by_fortune_teller(g) == "Dan appears to be the Citizen."
    assert not _pack_heard(g)  # nothing was chosen: the pack is told nothing
    g.advance()
    # by day the default disguise is off
    assert not engine_of(g).player("Dan").has("disguise")


def test_disguised_fox_3_the_disguise_is_strong() -> None:
    g = _game(PLAYERS)
    _do(g, "Dan wear Wolf")
    g.advance()
    # the Aura Teller reads strong disguises only: a Wolf is a threat
    assert _do(g, "Aur inspect Dan").told[-1] == "Dan shows up as a threat."
    (worn,) = [s for s in engine_of(g).player("Dan").statuses if s.name == "disguise"]
    assert worn.data["strength"] == "strong"


def test_disguised_fox_4_the_pack_hears_the_disguise_at_nightfall_if_the_fox_lives() -> None:
    g = _game(PLAYERS)
    _do(g, "Dan wear Fortune Teller")
    assert not _pack_heard(g)
    g.advance()
    assert _pack_heard(g) == [f"{PACK_NEWS}: the Fortune Teller."]
    assert "Dan" not in _pack_heard(g)[0]
    g.advance()  # Day 1: the fox chooses, then is lynched
    _do(g, "Dan wear Wolf")
    for v in ("Fay", "Aur", "Dee", "Eve", "Gus"):
        _do(g, f"{v} vote Dan")
    g.advance()
    assert not engine_of(g).player("Dan").alive
    assert _pack_heard(g) == [f"{PACK_NEWS}: the Fortune Teller."]


def test_disguised_fox_5_the_disguise_wears_off_at_the_end_of_the_night() -> None:
    g = _game(PLAYERS)
    _do(g, "Dan wear Fortune Teller")
    g.advance()
    g.advance()  # Day 1
    assert not engine_of(g).player("Dan").has("disguise")
    assert any(e.kind == "status_expired" and e.targets == ["Dan"] for e in g.events)
    g.advance()  # Night 2: nothing chosen on Day 1: a Citizen again
    assert _seen_by_fortune_teller(g) == "Dan appears to be the Citizen."


def test_disguised_fox_6_not_a_lycan_not_in_the_pack() -> None:
    g = _game(PLAYERS)
    role = engine_of(g).role_of(engine_of(g).player("Dan"))
    assert role.team == "wolves" and not role.lycan and not role.groups
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and "Dan" not in pack.members


def test_disguised_fox_7_joining_means_no_disguise_that_night_and_no_power() -> None:
    g = _game(PLAYERS)
    _do(g, "Dan defect")
    assert "no role or office" in _refused(g, "Dan wear Citizen").message
    g.advance()
    # a Wolf now, with no disguise at all (not even the default one)
    assert not engine_of(g).player("Dan").has("disguise")
    assert _seen_by_fortune_teller(g) == "Dan appears to be the Wolf."


def test_disguised_fox_8_disguised_fox_b2_both_at_once_and_exclusive() -> None:
    g = _game(PLAYERS)
    _do(g, "Dan wear Citizen")
    assert engine_of(g).player("Dan").has("disguise")  # at once
    assert "already used your power today" in _refused(g, "Dan defect").message
    g.advance()
    g.advance()
    _do(g, "Dan defect")
    assert engine_of(g).player("Dan").role == "Wolf"


def test_disguised_fox_2_a_blocked_choice_fails_and_the_citizen_disguise_applies() -> None:
    g = _game(PLAYERS)
    dan = engine_of(g).player("Dan")
    engine_of(g).add_status(dan, "blocked", source=0, until=0)
    assert "failed" in _do(g, "Dan wear Wolf").told[-1]
    g.advance()
    assert _seen_by_fortune_teller(g) == "Dan appears to be the Citizen."


def test_disguised_fox_declares_a_role_pick() -> None:
    g = _game(PLAYERS)
    (la,) = [la for la in g.legal_actions("Dan") if la.verb == "wear"]
    assert la.picks == 1 and "Fortune Teller" in la.options and la.max_targets == 0
    assert la.declaration.picks.value == "a role"
    assert la.to_json()["options"] == list(la.options)
    assert la.usage() == "wear ROLE"
