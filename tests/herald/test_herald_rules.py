"""The Herald (role book 2023: townsfolk/power/herald), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R17 (blocks), rulings RM230 and RM231.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

NEWS = "The last living player with the role {role} has died."
PLAYERS = [("Her", "Herald"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Fortune Teller")]


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.events_for(name) if m.audience == "private"]


def _news(g: Game) -> list[str]:
    return [t for t in _told(g, "Her") if t.startswith("The last living")]


def _attack(g: Game, victim: str) -> None:
    """Night: the pack attacks ``victim``; the night ends."""
    _do(g, f"Wes attack {victim}")
    _do(g, f"Kay attack {victim}")
    g.advance()


def test_herald_b1_told_when_the_last_holder_dies() -> None:
    g = _game(PLAYERS)
    _do(g, "Her await Fortune Teller")
    g.advance()  # Night 1
    _attack(g, "Gus")  # the only Fortune Teller
    assert _news(g) == [NEWS.format(role="Fortune Teller")]


def test_herald_b1_no_news_while_another_holder_lives() -> None:
    g = _game(PLAYERS)
    _do(g, "Her await Citizen")
    g.advance()
    _attack(g, "Cal")  # Dee and Eve still hold it
    assert _news(g) == []


def test_herald_1_one_change_a_phase_plus_one_emergency() -> None:
    g = _game(PLAYERS)
    _do(g, "Her await Wolf")
    _do(g, "Her await Fortune Teller")  # the emergency change
    _refused(g, "Her await Citizen")  # no more changes this phase
    g.advance()
    _do(g, "Her await Citizen")  # a new phase: a free change
    _refused(g, "Her await Wolf")  # the emergency is spent for the game
    g.advance()
    _do(g, "Her await wolf")


def test_herald_1_the_last_choice_is_the_one_that_counts() -> None:
    g = _game(PLAYERS)
    _do(g, "Her await Fortune Teller")
    _do(g, "Her await Wolf")
    g.advance()
    _attack(g, "Gus")
    assert _news(g) == []


def test_herald_2_several_deaths_at_once_name_nobody() -> None:
    # Night 2: the Assassin and the pack each kill one of the two Fortune Tellers, both at the
    # night's end: the Herald learns the role died out, not who held it
    g = _game([("Her", "Herald"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Gus", "Fortune Teller"),
               ("Gil", "Fortune Teller"), ("Ass", "Assassin"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen")])
    _do(g, "Her await Fortune Teller")
    g.advance()
    g.advance()
    g.advance()  # Night 2
    _do(g, "Ass attack Gil")
    _attack(g, "Gus")
    dead = {p.name for p in state_of(g).players if not p.alive}
    assert {"Gus", "Gil"} <= dead
    (news,) = _news(g)
    assert news == NEWS.format(role="Fortune Teller")
    assert "Gus" not in news and "Gil" not in news


def test_herald_3_no_news_for_a_role_nobody_holds() -> None:
    g = _game(PLAYERS)
    _do(g, "Her await Fortune Teller")  # any role, in the game or not (RM230)
    g.advance()
    _attack(g, "Cal")
    assert _news(g) == []


def test_herald_3_no_news_when_the_last_holder_changes_role() -> None:
    g = _game(PLAYERS)
    _do(g, "Her await Fortune Teller")
    engine_of(g).change_role(engine_of(g).player("Gus"), "Citizen", causes=[], rule="test")
    assert _news(g) == []
    g.advance()
    _attack(g, "Gus")  # Gus dies a Citizen: no Fortune Teller died
    assert _news(g) == []


def test_herald_4_disguises_do_not_fool_the_herald() -> None:
    # a Sneaking Wolf appears as a Citizen; the Herald awaiting Citizens is not fooled by it,
    # and the last true Citizen's death is news though the Sneaking Wolf still shows as one
    g = _game([("Her", "Herald"), ("Sam", "Sneaking Wolf"), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Gus", "Fortune Teller"), ("Dee", "Innkeeper")])
    _do(g, "Her await Citizen")
    g.advance()
    _do(g, "Sam attack Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    assert _news(g) == [NEWS.format(role="Citizen")]


def test_herald_4_obstructions_and_blocks_leave_the_news_alone() -> None:
    # an enchanted (obstructed) Herald still hears; the Herald's ability is never obstructed
    g = _game([("Flo", "Flute Player"), ("Her", "Herald"), ("Wes", "Wolf"), ("Kay", "Wolf"),
               ("Gus", "Fortune Teller"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    _do(g, "Her await Fortune Teller")
    g.advance()
    _do(g, "Flo enchant Her")
    _attack(g, "Gus")
    assert _news(g) == [NEWS.format(role="Fortune Teller")]
    (card,) = [c for c in role_book() if c.name == "Herald"]
    assert not card.abilities[0].declaration.hostile


def test_herald_b1_a_blocked_choice_fails() -> None:
    # R17 / RM230: a Pestilence doom blocks the choice itself
    g = _game([("Her", "Herald"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
               ("Gus", "Fortune Teller"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    _do(g, "Pes doom Her")
    res = _do(g, "Her await Fortune Teller")
    assert res.told[-1] == "Your choice failed: you await nothing new."


def test_herald_5_the_power_is_used_again_and_again() -> None:
    g = _game([("Her", "Herald"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Gus", "Fortune Teller"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Amy", "Aura Teller"),
               ("Ian", "Innkeeper"), ("Ora", "Oracle")])
    _do(g, "Her await Fortune Teller")
    g.advance()
    _attack(g, "Gus")
    assert _news(g) == [NEWS.format(role="Fortune Teller")]
    # RM231: the spent choice is gone: naming a new role is a fresh choice, and the emergency
    # change is still there
    _do(g, "Her await Herald")
    _do(g, "Her await Citizen")  # the emergency change
    g.advance()  # Night 2
    _attack(g, "Cal")
    g.advance()  # Night 3
    _attack(g, "Dee")
    assert _news(g) == [NEWS.format(role="Fortune Teller"), NEWS.format(role="Citizen")]


def test_herald_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Herald"]
    (ability,) = card.abilities
    assert ability.verb == "await" and ability.declaration.picks.value == "a role"
    assert card.mix is None and card.group == "Townsfolk Power"


def test_herald_5_a_new_choice_after_the_news_is_a_fresh_one() -> None:
    # RM231: the Barber kills the last Fortune Teller at once on Day 2, after the Herald's
    # choice that day: the Herald may still name a role and change it once more that day
    g = _game([("Her", "Herald"), ("Bar", "Barber"), ("Wes", "Wolf"), ("Gus", "Fortune Teller"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")])
    _to_day_2(g)
    _do(g, "Her await Fortune Teller")
    _do(g, "Bar shave Gus hidden")
    assert _news(g) == [NEWS.format(role="Fortune Teller")]
    _do(g, "Her await Wolf")  # a fresh choice, though one was made today
    _do(g, "Her await Citizen")  # the emergency change, still there
    _refused(g, "Her await Barber")


def _to_day_2(g: Game) -> None:
    while state_of(g).phase < 4:
        g.advance()
