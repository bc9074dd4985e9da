"""The Journalist (role book 2023: townsfolk/miscellaneous/journalist), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R6 (seeded draws), R7 (refusals), R17 (blocks); rulings RM223, RM224.
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.engine.results import Accepted
from werewolves.game import Game
from werewolves.testing import engine_of, state_of

TOWN = [("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")]
JOURNAL = "the journal (Jo)"
LEFT = "the journal left to Fio"  # ruling RM225: the heir's name for it, not the Journalist's


def _table(seed: int = 0) -> Game:
    return _game([("Jo", "Journalist"), ("Fio", "Fortune Teller"), ("Wol", "Wolf"), *TOWN], seed)


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.events_for(name)]


def _channels(g: Game, name: str) -> list[str]:
    eng = engine_of(g)
    return eng.channels_of(eng.player(name))


def _lynch(g: Game, victim: str) -> None:
    for p in engine_of(g).living():
        if p.name != victim:
            _do(g, f"{p.name} vote {victim}")
    g.advance()


def test_journalist_1_a_second_secret_channel_of_their_own() -> None:
    g = _game([("Jo", "Journalist"), ("Kim", "Journalist"), ("Wol", "Wolf"), *TOWN])
    assert JOURNAL in _channels(g, "Jo")
    assert "the journal (Kim)" in _channels(g, "Kim")
    assert JOURNAL not in _channels(g, "Kim")  # RM223: one journal each
    assert not [c for c in _channels(g, "Cal") if c.startswith("the journal")]


def test_journalist_2_anything_may_be_written_and_nobody_else_reads_it() -> None:
    g = _table()
    g.say("Jo", JOURNAL, "Wol looked nervous today")
    assert any("Wol looked nervous today" in t for t in _told(g, "Jo"))
    for other in ("Cal", "Wol", "Fio"):
        assert not [t for t in _told(g, other) if "nervous" in t]


def test_journalist_4_a_role_named_once_a_phase_plus_one_emergency() -> None:
    g = _table()
    told = _do(g, "Jo entrust Fortune Teller").told
    assert told[-1] == "When you die, your journal goes to a player with the role Fortune Teller."
    _do(g, "Jo entrust citizen")  # the emergency change; the role as the rules spell it
    assert engine_of(g).player("Jo").memory["journal_role"] == "Citizen"
    _refused(g, "Jo entrust Wolf")  # no more this phase
    g.advance()
    _do(g, "Jo entrust Wolf")  # a new phase, at night too
    _refused(g, "Jo entrust Citizen")  # the emergency is spent for the game
    _refused(g, "Jo entrust Nobody Special")  # no such role
    _refused(g, "Jo entrust Cal")  # a role, never a player


def test_journalist_4_any_role_may_be_named_in_the_game_or_not() -> None:
    g = _table()
    _do(g, "Jo entrust Huntress")
    assert engine_of(g).player("Jo").memory["journal_role"] == "Huntress"


def test_journalist_b1_journalist_3_the_named_role_s_holder_receives_the_journal() -> None:
    g = _table()
    g.say("Jo", JOURNAL, "Wol visited Dee")
    _do(g, "Jo entrust Fortune Teller")
    g.advance()
    _do(g, "Wol attack Jo")
    g.advance()  # Day 1: Jo is dead
    assert not engine_of(g).player("Jo").alive
    assert LEFT in _channels(g, "Fio")
    (got,) = [t for t in _told(g, "Fio") if "journal is yours" in t]
    assert "It says: Wol visited Dee" in got
    assert isinstance(g.say("Fio", LEFT, "noted"), Accepted)  # the heir may write in it
    assert not [t for t in _told(g, "Cal") if "Wol visited Dee" in t]


def test_journalist_3_a_lynched_journalist_s_journal_passes_too() -> None:
    g = _table()
    _do(g, "Jo entrust Fortune Teller")
    g.advance()
    g.advance()  # Day 1
    _lynch(g, "Jo")
    assert LEFT in _channels(g, "Fio")
    assert any("Nothing was written in it." in t for t in _told(g, "Fio"))


@pytest.mark.parametrize("wrote", [False, True])
def test_journalist_3_the_heir_reads_the_journal_not_who_kept_it(wrote: bool) -> None:
    """journalist.3: the heir is given the journal's channel and what was written in it; ruling
    RM225: not who kept it, which the book does not tell them (fuzz seed 800015: the channel
    'the journal (Dan)' named the dead Journalist). The channel takes the heir's name, and the
    journal's lines are shown without their writer."""
    g = _table()
    if wrote:
        g.say("Jo", JOURNAL, "Wol visited Dee")
    _do(g, "Jo entrust Fortune Teller")
    g.advance()
    _do(g, "Wol attack Jo")
    since = len(g.events)
    g.advance()
    assert not engine_of(g).player("Jo").alive
    mine = [c for c in _channels(g, "Fio") if c.startswith("the journal")]
    assert mine == [LEFT]
    told = [m for m in g.events_for("Fio") if m.id >= since and m.key and "journal" in m.text]
    assert told and all("Jo" not in m.text.replace("Journalist", "") for m in told)
    assert all("Jo" not in str(m.params) for m in told)
    (got,) = [m.text for m in told if "journal is yours" in m.text]
    assert ("It says: Wol visited Dee" if wrote else "Nothing was written in it.") in got


def test_journalist_3_a_second_journal_left_to_the_same_heir_has_a_name_of_its_own() -> None:
    """Ruling RM225: the channel is named after its heir; a second journal left to the same
    player is numbered, so both stay apart (RM223: one journal each)."""
    g = _game([("Jo", "Journalist"), ("Kim", "Journalist"), ("Fio", "Fortune Teller"),
               ("Wol", "Wolf"), *TOWN])
    _do(g, "Jo entrust Fortune Teller")
    _do(g, "Kim entrust Fortune Teller")
    g.say("Kim", "the journal (Kim)", "second")
    g.advance()
    _do(g, "Wol attack Jo")
    g.advance()
    _lynch(g, "Kim")
    mine = [c for c in _channels(g, "Fio") if c.startswith("the journal")]
    assert mine == [LEFT, f"{LEFT} (2)"]
    assert any("It says: second" in t for t in _told(g, "Fio"))


def test_journalist_5_one_of_several_holders_drawn_from_the_seed() -> None:
    heirs = set()
    for seed in range(8):
        g = _table(seed)
        _do(g, "Jo entrust Citizen")
        g.advance()
        _do(g, "Wol attack Jo")
        g.advance()
        (draw,) = [
            e for e in g.events if e.kind == "random_draw" and e.data["purpose"] == "journal heir"
        ]
        assert sorted(draw.data["options"]) == ["Cal", "Dee", "Eve"]
        heir = draw.data["choice"]
        left = f"the journal left to {heir}"
        assert left in _channels(g, heir)
        assert [n for n in ("Cal", "Dee", "Eve") if left in _channels(g, n)] == [heir]
        heirs.add(heir)
    assert len(heirs) > 1


def test_journalist_6_nobody_alive_with_the_role_nobody_gets_it() -> None:
    g = _table()
    _do(g, "Jo entrust Huntress")
    g.advance()
    _do(g, "Wol attack Jo")
    g.advance()
    for p in state_of(g).players:
        if p.name != "Jo":
            assert not [c for c in _channels(g, p.name) if c.startswith("the journal")]
    (none,) = [e for e in g.events if e.kind == "journal_unclaimed"]
    assert none.rule == "journalist.6"


def test_journalist_6_a_holder_dead_before_the_journalist_does_not_count() -> None:
    g = _table()
    _do(g, "Jo entrust Fortune Teller")
    engine_of(g).kill(engine_of(g).player("Fio"), "kill", causes=[], rule="R8")
    g.advance()
    _do(g, "Wol attack Jo")
    g.advance()
    assert [e for e in g.events if e.kind == "journal_unclaimed"]
    assert not [e for e in g.events if e.kind == "journal_received"]


def test_journalist_7_a_journalist_who_loses_the_role_loses_the_journal() -> None:
    g = _table()
    eng = engine_of(g)
    g.say("Jo", JOURNAL, "secret")
    _do(g, "Jo entrust Fortune Teller")
    eng.change_role(eng.player("Jo"), "Citizen", causes=[], rule="R36")
    assert JOURNAL not in _channels(g, "Jo")
    g.advance()
    _do(g, "Wol attack Jo")
    g.advance()
    assert not [c for c in _channels(g, "Fio") if c.startswith("the journal")]
    assert not [t for t in _told(g, "Fio") if "secret" in t]
    (lost,) = [e for e in g.events if e.kind == "journal_lost"]
    assert lost.rule == "journalist.7"
