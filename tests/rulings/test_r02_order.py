"""R2: the order of steps inside a day and inside a night."""

from rulings_support import do, events_of, new_game, to_phase

from werewolves.game import Game
from werewolves.testing import engine_of

SIX = {"Ann": "Wolf", "Bob": "Citizen", "Cid": "Fortune Teller", "Dan": "Citizen",
       "Eve": "Citizen", "Fay": "Wolf"}


def _day1_with_votes(lynch: str, elect: str) -> Game:
    g = new_game(SIX)
    to_phase(g, "Day 1")
    for voter in ("Ann", "Bob", "Cid", "Dan"):
        do(g, f"{voter} vote {lynch}")
        do(g, f"{voter} elect {elect}")
    return g


def test_r02_lynch_closes_before_election_then_consequences_in_order() -> None:
    g = _day1_with_votes("Bob", "Cid")
    first = len(g.events)
    g.advance()
    day_end = [e for e in g.events[first:] if e.phase == 2]
    steps = [(e.step, e.kind) for e in day_end]
    lynch_closed = steps.index(("lynch_close", "poll_closed"))
    election_closed = steps.index(("election_close", "poll_closed"))
    lynched = steps.index(("lynch_consequences", "death"))
    elected = steps.index(("election_consequences", "elected"))
    # R2: lynch poll closes → election closes → lynch consequences → election consequences
    assert lynch_closed < election_closed < lynched < elected
    assert g.player("Cid").offices == ["Mayor"]
    assert not g.player("Bob").alive


def test_r02_lynched_election_winner_is_not_elected() -> None:
    g = _day1_with_votes("Cid", "Cid")
    g.advance()
    cid = g.player("Cid")
    assert not cid.alive and cid.death is not None and cid.death.kind == "lynch"
    assert cid.offices == []
    assert not events_of(g, "elected")
    assert any("Cid won the election but is dead" in t for t in g.announcements())
    # the office is still vacant, so the next day's election is for Mayor again
    to_phase(g, "Day 2")
    poll = engine_of(g).poll("election")
    assert poll is not None and poll.office == "Mayor"


def test_r02_night_immediate_actions_before_the_pack_attack() -> None:
    g = new_game(SIX)
    to_phase(g, "Night 1")
    do(g, "Ann attack Dan")
    do(g, "Fay attack Dan")
    res = do(g, "Cid investigate Dan")
    # the investigation resolved at once, while Dan was still alive
    assert "Dan appears to be the Citizen." in res.told
    assert g.player("Dan").alive
    g.advance()
    night = [e for e in g.events if e.phase == 1]
    kinds = [(e.step, e.kind) for e in night]
    investigated = kinds.index(("immediate", "investigation"))
    attacked = kinds.index(("night_end_effects", "kill_attempt"))
    died = kinds.index(("night_end_consequences", "death"))
    # R2: immediate actions → end-of-night effects (pack attack) → their consequences (deaths)
    assert investigated < attacked < died
    assert not g.player("Dan").alive
