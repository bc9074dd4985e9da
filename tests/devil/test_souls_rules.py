"""Hell's souls (role book 2023: other/hell/souls), one test per sentence of the page, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R4 (a batch's deaths), R6 (seeded draws), R8 (defences).
"""

from __future__ import annotations

from hell_games import alive, at_night, hell_game, last_event, souls, told
from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

DEMONS = [("Dev", "Devil"), ("Dem", "Demon"), ("Dam", "Demon"), ("Wes", "Wolf"),
          ("Ass", "Assassin")]


def test_souls_1_souls_3_a_soul_protects_at_once_for_this_night() -> None:
    g = at_night()
    _do(g, "Dem ward Cal")
    (st,) = engine_of(g).player("Cal").all("protected")
    assert st.until == state_of(g).phase  # at once, for this night
    _do(g, "Wes attack Cal")
    g.advance()
    assert alive(g, "Cal")
    g.advance()  # Night 2: the protection is gone
    _do(g, "Wes attack Cal")
    g.advance()
    assert not alive(g, "Cal")


def test_souls_2_used_by_day_it_protects_the_coming_night() -> None:
    g = hell_game()
    _do(g, "Dem ward Cal")
    g.advance()
    _do(g, "Wes attack Cal")
    g.advance()
    assert alive(g, "Cal")


def test_souls_4_souls_5_souls_6_a_soul_attacks_at_once_by_day_and_by_night() -> None:
    g = hell_game()
    since = last_event(g)
    _do(g, "Dem smite Cal")
    assert not alive(g, "Cal")  # at once, by day
    # souls.5: the death is announced as any other, with no word of why
    (death,) = [e for e in g.events if e.kind == "death" and e.id > since]
    assert "soul" not in engine_of(g).text(death).lower()
    g.advance()
    _do(g, "Dev smite Dee")  # and by night
    assert not alive(g, "Dee")


def test_souls_7_a_failed_attack_is_explained() -> None:
    g = hell_game()
    _do(g, "Dem ward Cal")
    since = last_event(g)
    _do(g, "Dev smite Cal")
    assert alive(g, "Cal")
    assert any("failed: a soul" in m for m in told(g, "Dev", since))


def test_souls_8_demon_4_an_attacked_soul_user_is_protected_while_a_soul_is_left() -> None:
    g = at_night()
    _do(g, "Wes attack Dem")
    g.advance()
    assert alive(g, "Dem") and souls(g) == 1
    g = at_night()
    _do(g, "Dev smite Cal")
    _do(g, "Dem smite Dee")  # the pool is empty now
    _do(g, "Wes attack Dem")
    g.advance()
    assert not alive(g, "Dem")


def test_souls_9_every_attack_uses_a_soul() -> None:
    g = at_night()
    eng = engine_of(g)
    wes, dem = eng.player("Wes"), eng.player("Dem")
    assert not eng.attack(wes, dem, causes=[], rule="R8")
    assert not eng.attack(wes, dem, causes=[], rule="R8")
    assert souls(g) == 0 and alive(g, "Dem")
    assert eng.attack(wes, dem, causes=[], rule="R8")
    assert not alive(g, "Dem")


def _two_attacks(first: str, second: str, seed: int) -> Game:
    """Night 2: one soul left, the pack attacks ``first`` and the Assassin ``second``."""
    g = _game([*DEMONS, ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")], seed)
    _do(g, "Dev ward Cal")
    _do(g, "Dem ward Cal")  # one soul of three left
    g.advance()
    g.advance()
    g.advance()  # Night 2 (the Assassin's first)
    _do(g, f"Wes attack {first}")
    _do(g, f"Ass attack {second}")
    g.advance()
    return g


def test_souls_10_too_few_souls_the_devil_is_protected_first() -> None:
    for seed in range(4):
        g = _two_attacks("Dem", "Dev", seed)
        assert alive(g, "Dev") and not alive(g, "Dem")
        g = _two_attacks("Dev", "Dem", seed)
        assert alive(g, "Dev") and not alive(g, "Dem")


def test_souls_10_r6_among_the_others_the_protection_is_drawn() -> None:
    survivors = set()
    for seed in range(12):
        g = _two_attacks("Dem", "Dam", seed)
        living = {n for n in ("Dem", "Dam") if alive(g, n)}
        assert len(living) == 1 and souls(g) == 0
        assert any(e.kind == "random_draw" and e.data.get("purpose") == "soul protections"
                   for e in g.events)
        survivors |= living
    assert survivors == {"Dem", "Dam"}


def test_souls_11_hell_learns_who_was_attacked() -> None:
    g = at_night()
    _do(g, "Wes attack Dem")
    since = last_event(g)
    g.advance()
    for name in ("Dev", "Dem"):
        assert any("Dem was attacked" in m for m in told(g, name, since))
    assert not any("Dem was attacked" in m for m in told(g, "Wes", since))
