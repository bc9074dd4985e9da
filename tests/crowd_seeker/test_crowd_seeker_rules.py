"""The Crowd Seeker (role book 2023: townsfolk/investigative/crowd seeker), one test per sentence
of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15–R17 (visits, redirection, blocks), S0.22 (the Flute obstruction).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

BASIC = [("See", "Crowd Seeker"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
         ("Cal", "Citizen"), ("Dee", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def test_crowd_seeker_b1_three_guesses_each_night_never_by_day() -> None:
    g = _game(BASIC)
    _refused(g, "See seek Fay Wes Cal Fortune Teller Wolf Citizen")  # Day 0
    g.advance()
    _do(g, "See seek Fay Wes Cal Fortune Teller Wolf Citizen")
    _refused(g, "See seek Dee Wes Cal Citizen Wolf Citizen")  # once a night
    g.advance()
    _refused(g, "See seek Dee Wes Cal Citizen Wolf Citizen")  # Day 1
    g.advance()
    _do(g, "See seek Dee Wes Cal Citizen Wolf Citizen")  # Night 2


def test_crowd_seeker_1_r7_role_names_that_run_together_are_read_as_the_offer_allows() -> None:
    """crowd-seeker.1: a guess of a role for each player; R7: an action the game offers is
    accepted. The words "Trickster Wolf Devout Villager" are three of the offered roles
    (Trickster, Wolf, Devout Villager) as well as two (Trickster Wolf, Devout Villager): with
    three guesses to make, they are the three (the done-when fuzz, seed 910244, refused it)."""
    g = _night()
    _do(g, "See seek Wes Cal Dee Trickster Wolf Devout Villager")
    (act,) = [e for e in g.events if e.kind == "action" and e.actor == "See"]
    assert act.data["picks"] == ["Trickster", "Wolf", "Devout Villager"]
    g = _night()
    # the longest name still comes first where it leaves the right count
    _do(g, "See seek Wes Cal Dee Trickster Wolf Wolf Devout Villager")
    (act,) = [e for e in g.events if e.kind == "action" and e.actor == "See"]
    assert act.data["picks"] == ["Trickster Wolf", "Wolf", "Devout Villager"]


def test_crowd_seeker_b2_crowd_seeker_3_every_right_guess_is_confirmed() -> None:
    g = _night()
    told = _do(g, "See seek Fay Wes Cal Fortune Teller Wolf Citizen").told
    assert told[1:] == [
        "Your guess is confirmed: Fay is the Fortune Teller.",
        "Your guess is confirmed: Wes is the Wolf.",
        "Your guess is confirmed: Cal is the Citizen.",
    ]


def test_crowd_seeker_3_a_wrong_guess_is_only_not_confirmed() -> None:
    # ruling RM145: "not confirmed", never the role the player appears to have
    g = _night()
    told = _do(g, "See seek Fay Wes Cal Citizen Wolf Wolf").told
    assert told[1:] == [
        "Your guess that Fay is the Citizen is not confirmed.",
        "Your guess is confirmed: Wes is the Wolf.",
        "Your guess that Cal is the Wolf is not confirmed.",
    ]
    assert not any("Fortune Teller" in m for m in g.private_messages("See"))


def test_crowd_seeker_1_players_then_a_role_for_each_any_role_of_the_rules() -> None:
    g = _night()
    (la,) = [la for la in g.legal_actions("See") if la.verb == "seek"]
    assert la.usage() == "seek PLAYER PLAYER PLAYER ROLE ROLE ROLE"
    assert "Vampire" in la.options and "Mayor" not in la.options
    assert la.picks == 3 and la.min_targets == la.max_targets == 3
    assert "names a role after its players" in _refused(g, "See seek Fay Wes Wolf Citizen").message
    assert "is not a role you can name" in _refused(g, "See seek Fay Wes Cal A B C").message
    _refused(g, "See seek See Wes Cal Citizen Wolf Citizen")  # R7: never themself
    _do(g, "See seek Fay Wes Cal fortune  TELLER wolf citizen")  # any case and spacing


def test_crowd_seeker_2_several_guesses_on_one_player_in_one_action() -> None:
    g = _night()
    told = _do(g, "See seek Wes Wes Wes Citizen Wolf Wolf Cub").told
    assert told[1:] == [
        "Your guess that Wes is the Citizen is not confirmed.",
        "Your guess is confirmed: Wes is the Wolf.",
        "Your guess that Wes is the Wolf Cub is not confirmed.",
    ]
    # one action, one visit to each player it reaches
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("See", "Wes")]


def test_crowd_seeker_2_the_same_guess_twice_on_one_player_is_refused() -> None:
    g = _night()
    assert "names Wes with Wolf twice" in _refused(
        g, "See seek Wes Wes Cal Wolf Wolf Citizen").message
    _do(g, "See seek Wes Cal Dee Wolf Wolf Wolf")  # two players may share a guess


def test_crowd_seeker_2_the_legal_action_lists_everyone_at_each_position() -> None:
    g = _night()
    (la,) = [la for la in g.legal_actions("See") if la.verb == "seek"]
    everyone = ("Fay", "Wes", "Cal", "Dee")
    assert la.slots == (everyone, everyone, everyone)
    # with only one other player alive, the seeking still names them three times
    g2 = _night([("See", "Crowd Seeker"), ("Wes", "Wolf")])
    (la2,) = [la for la in g2.legal_actions("See") if la.verb == "seek"]
    assert la2.slots == (("Wes",),) * 3
    _do(g2, "See seek Wes Wes Wes Wolf Citizen Fortune Teller")


def test_crowd_seeker_4_a_weak_disguise_answers_the_guess() -> None:
    g = _night()
    engine_of(g).add_status(g.player("Fay"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    told = _do(g, "See seek Fay Wes Cal Citizen Wolf Citizen").told
    assert told[1] == "Your guess is confirmed: Fay is the Citizen."


def test_crowd_seeker_4_a_redirection_moves_the_guesses() -> None:
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("See", "Crowd Seeker"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Fay", "Fortune Teller")], seed=1)
    _do(g, "Kip target Fay")
    g.advance()
    _do(g, "Flo enchant See")
    told = _do(g, "See seek Kip Kip Jon Fortune Teller Flute Apprentice Citizen").told
    # R16: both guesses on the Apprentice land on its target, each checked against Fay
    assert "Your guess is confirmed: Fay is the Fortune Teller." in told
    assert "Your guess that Fay is the Flute Apprentice is not confirmed." in told
    visits = [(v.actor, v.target) for v in state_of(g).visits if v.actor == "See"]
    assert sorted(visits) == [("See", "Fay"), ("See", "Jon"), ("See", "Kip")]


def test_crowd_seeker_4_obstructions_affect_it() -> None:
    fooled = 0
    for seed in range(8):
        g = _game([("Flo", "Flute Player"), ("See", "Crowd Seeker"), ("Sib", "Fortune Teller"),
                   ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
        g.advance()
        _do(g, "Flo enchant See")
        told = _do(g, "See seek Jon Lou Vik Citizen Citizen Wolf").told
        fooled += sum("not confirmed" in m for m in told)
    assert 0 < fooled < 24


def test_crowd_seeker_4_a_blocked_seeking_fails() -> None:
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom See")
    told = _do(g, "See seek Fay Wes Cal Fortune Teller Wolf Citizen").told
    assert told[-1] == "Your seeking of Fay, Wes, Cal failed: you learned nothing."
    assert not [v for v in state_of(g).visits if v.actor == "See"]


def test_crowd_seeker_5_the_seeking_is_immediate() -> None:
    g = _night()
    assert "confirmed" in _do(g, "See seek Fay Wes Cal Fortune Teller Wolf Citizen").told[-1]
    assert g.phase == "Night 1" and not state_of(g).pending
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json()


def test_crowd_seeker_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Crowd Seeker"]
    assert card.team == "town" and card.group == "Townsfolk Investigative" and card.mix is None
