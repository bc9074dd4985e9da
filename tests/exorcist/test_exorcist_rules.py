"""The Exorcist (role book 2023: townsfolk/power/exorcist), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R17 (blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of

SOLO = [("Exo", "Exorcist"), ("Flo", "Flute Player"), ("Pla", "Plague Bearer"),
        ("Pes", "Horseman of Pestilence"), ("Vam", "Vampire"), ("Wes", "Wolf"),
        ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _afflicted(seed: int = 0) -> Game:
    """Day 1, after Cal was enchanted, contaminated, doomed and demonized on Night 1."""
    g = _game(SOLO, seed)
    g.advance()
    for line in ("Flo enchant Cal", "Pla contaminate Cal", "Pes doom Cal", "Vam demonize Cal"):
        _do(g, line)
    g.advance()
    return g


def test_exorcist_b1_exorcist_1_one_other_player_each_day_never_by_night() -> None:
    g = _game(SOLO)
    _do(g, "Exo exorcise Cal")  # Day 0 is a day
    _refused(g, "Exo exorcise Dee")  # R7: once a day
    g.advance()
    _refused(g, "Exo exorcise Dee")  # Night 1
    g.advance()
    _refused(g, "Exo exorcise Exo")  # another player
    _do(g, "Exo exorcise Dee")


def test_exorcist_2_every_solo_effect_is_removed_and_the_exorcist_is_told_which() -> None:
    g = _afflicted()
    told = _do(g, "Exo exorcise Cal").told
    assert told[-1] == "You exorcised Cal: removed contaminated, doomed, demonized, enchanted."
    cal = engine_of(g).player("Cal")
    assert not cal.statuses
    assert engine_of(g).channels_of(cal) == ["town square"]  # out of the enchanted channel


def test_exorcist_2_nothing_to_remove_is_told_too() -> None:
    g = _game(SOLO)
    assert _do(g, "Exo exorcise Cal").told[-1] == (
        "You exorcised Cal: there was nothing to remove."
    )


def test_exorcist_3_the_exorcism_takes_effect_at_once() -> None:
    g = _afflicted()
    _do(g, "Exo exorcise Cal")
    # the blocked Cal (Pestilence's doom lasts the day) can act again at once
    assert not engine_of(g).player("Cal").has("blocked")


def test_exorcist_4_nobody_is_exorcised_twice() -> None:
    g = _game(SOLO)
    _do(g, "Exo exorcise Cal")
    g.advance()
    g.advance()
    res = _refused(g, "Exo exorcise Cal")
    assert "exorcised already" in res.message
    (la,) = [a for a in g.legal_actions("Exo") if a.verb == "exorcise"]
    assert "Cal" not in la.candidates


def test_exorcist_5_a_changed_role_stays_changed_its_other_effects_go() -> None:
    g = _game(SOLO)
    g.advance()
    _do(g, "Flo enchant Cal")
    eng = engine_of(g)
    eng.change_role(eng.player("Cal"), "Undead", causes=[], rule="R36")
    g.advance()
    assert _do(g, "Exo exorcise Cal").told[-1] == "You exorcised Cal: removed enchanted."
    assert eng.player("Cal").role == "Undead" and not eng.player("Cal").has("enchanted")


def test_exorcist_6_each_team_whose_effect_was_removed_is_told() -> None:
    g = _afflicted()
    before = {n: len(g.private_messages(n)) for n in ("Flo", "Pla", "Pes", "Vam", "Wes", "Dee")}
    _do(g, "Exo exorcise Cal")
    news = {n: g.private_messages(n)[before[n]:] for n in before}
    for name, effect in (("Flo", "enchanted"), ("Pla", "contaminated"), ("Pes", "doomed"),
                         ("Vam", "demonized")):
        assert news[name] == [f"Cal was exorcised: your effect on them is gone ({effect})."]
    assert not news["Wes"] and not news["Dee"]


def test_exorcist_b1_a_blocked_exorcism_fails() -> None:
    # R17: a Pestilence doom blocks the Exorcist through the next day
    g = _game(SOLO)
    g.advance()
    _do(g, "Pes doom Exo")
    g.advance()
    assert _do(g, "Exo exorcise Dee").told[-1] == "Your exorcism of Dee failed."


def test_exorcist_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Exorcist"]
    (ability,) = card.abilities
    assert ability.verb == "exorcise" and ability.declaration.effect(0).value == "healing"
    assert not ability.declaration.hostile and card.mix is None


# ruling RM461: the Pyro team's powder and the Flock team's herding, the last two effects of the
# Exorcist's list, are removed too (each team's own `cleansed` rule)
PYRO_FLOCK = [("Exo", "Exorcist"), ("Pyr", "Pyromancer"), ("She", "Shepherd"), ("Wes", "Wolf"),
              ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def test_rm461_exorcist_2_powder_and_herding_are_removed_and_both_teams_are_told() -> None:
    g = _game(PYRO_FLOCK)
    g.advance()
    _do(g, "Pyr powder Cal")
    _do(g, "She herd Cal")
    g.advance()
    cal = engine_of(g).player("Cal")
    assert cal.has("powdered") and cal.has("herded")
    herd = engine_of(g).group("herd")
    assert herd is not None and "Cal" in herd.members
    _do(g, "Exo exorcise Cal")
    assert not cal.has("powdered") and not cal.has("herded")
    assert "Cal" not in herd.members  # out of the herd's channel, as a release does
    told = g.messages("Exo")[-1]
    assert "powdered" in told and "herded" in told
    assert any("Cal" in m and "powdered" in m for m in g.messages("Pyr"))
    assert any("Cal" in m and "herded" in m for m in g.messages("She"))
