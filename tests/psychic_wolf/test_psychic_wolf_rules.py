"""The Psychic Wolf (role book 2023: werewolves/investigative/psychic wolf), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R9 (the pack), R15–R17 (visits, redirection, blocks), S0.22 (the Flute
obstruction).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

BASIC = [("Psy", "Psychic Wolf"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
         ("Cal", "Citizen"), ("Dee", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def test_psychic_wolf_b1_a_right_guess_is_confirmed() -> None:
    g = _night()
    told = _do(g, "Psy guess Fay Fortune Teller").told
    assert told[-1] == "Your guess is confirmed: Fay is the Fortune Teller."


def test_psychic_wolf_b1_a_wrong_guess_is_only_not_confirmed() -> None:
    # ruling RM48: told "not confirmed", never the role the player appears to have
    g = _night()
    told = _do(g, "Psy guess Fay Citizen").told
    assert told[-1] == "Your guess that Fay is the Citizen is not confirmed."
    assert not any("Fortune Teller" in m for m in g.private_messages("Psy"))


def test_psychic_wolf_b1_once_a_night_never_by_day_and_the_role_is_named() -> None:
    g = _game(BASIC)
    _refused(g, "Psy guess Fay Fortune Teller")  # Day 0
    g.advance()
    _refused(g, "Psy guess Psy Psychic Wolf")  # R7: never itself
    assert "names a role after its players" in _refused(g, "Psy guess Fay").message
    assert "is not a role you can name" in _refused(g, "Psy guess Fay Banana").message
    _do(g, "Psy guess Fay fortune  TELLER")  # the role's words, in any case and spacing
    _refused(g, "Psy guess Cal Citizen")  # once a night
    g.advance()
    _refused(g, "Psy guess Cal Citizen")  # Day 1


def test_psychic_wolf_b1_any_role_may_be_named_not_only_the_games() -> None:
    # ruling RM48: the options are every dealable role, so they tell nothing of the role list
    g = _night()
    (la,) = [la for la in g.legal_actions("Psy") if la.verb == "guess"]
    assert "Vampire" in la.options and "Mayor" not in la.options
    assert la.usage() == "guess PLAYER ROLE" and la.to_json()["options"] == list(la.options)
    _do(g, "Psy guess Cal Vampire")


def test_psychic_wolf_b1_is_in_the_pack_and_attacks_with_it() -> None:
    g = _night()
    eng = engine_of(g)
    assert "Psy" in eng.group("wolfpack").members and eng.role_of(g.player("Psy")).lycan
    _do(g, "Psy attack Cal")


def test_psychic_wolf_1_a_weak_disguise_answers_the_guess() -> None:
    g = _night()
    engine_of(g).add_status(g.player("Fay"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    told = _do(g, "Psy guess Fay Citizen").told
    assert told[-1] == "Your guess is confirmed: Fay is the Citizen."


def test_psychic_wolf_1_a_redirection_moves_the_guess() -> None:
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Psy", "Psychic Wolf"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Fay", "Fortune Teller")], seed=1)
    _do(g, "Kip target Fay")
    g.advance()
    _do(g, "Flo enchant Psy")
    told = _do(g, "Psy guess Kip Fortune Teller").told
    # R16: the guess lands on the Apprentice's target, as any redirected investigation does
    assert told[-1] == "Your guess is confirmed: Fay is the Fortune Teller."
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("Psy", "Kip") in visits and ("Psy", "Fay") in visits


def test_psychic_wolf_1_obstructions_affect_it() -> None:
    fooled = 0
    for seed in range(8):
        g = _game([("Flo", "Flute Player"), ("Psy", "Psychic Wolf"), ("Sib", "Fortune Teller"),
                   ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
        g.advance()
        _do(g, "Flo enchant Psy")
        fooled += "not confirmed" in _do(g, "Psy guess Jon Citizen").told[-1]
    assert 0 < fooled < 8


def test_psychic_wolf_1_a_blocked_guess_fails() -> None:
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom Psy")
    told = _do(g, "Psy guess Fay Fortune Teller").told
    assert told[-1] == "Your guess about Fay failed: you learned nothing."


def test_psychic_wolf_2_the_guess_is_immediate() -> None:
    g = _night()
    assert "confirmed" in _do(g, "Psy guess Fay Fortune Teller").told[-1]
    assert g.phase == "Night 1" and not state_of(g).pending


def test_psychic_wolf_2_a_guess_replays_the_same() -> None:
    g = _night()
    _do(g, "Psy guess Fay Fortune Teller")
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json()
    assert again.private_messages("Psy") == g.private_messages("Psy")


def test_psychic_wolf_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Psychic Wolf"]
    guess = next(a for a in card.abilities if a.verb == "guess")
    decl = guess.declaration
    assert decl.learns.value == "role" and decl.aim.name == "FOE"
    assert not decl.hostile and card.mix is None and card.group == "Werewolf Investigative"
