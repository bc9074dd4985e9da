"""The Cupid (role book 2023: unaligned/align - cupid/cupid), the Lover it hands out
(extra/miscellaneous/lover) and the book's page on a couple's alignment (cupid alignment), one
test per sentence, each named by the sentence's id in shared/spec/rolebook-sentences.md.

The variants' own cards are tested in test_cupid_variants.py; rulings RM300-RM309.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.engine.rules import RoleDef
from werewolves.game import Game, Setup
from werewolves.roles import build_rules
from werewolves.roles.cupid import CupidState
from werewolves.testing import engine_of, state_of

PLAYERS = [("Ann", "Cupid"), ("Bob", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Fortune Teller")]


def _team(g: Game, name: str) -> str:
    """The team a player wins with (lover.5: a couple member's is the couple's)."""
    return engine_of(g).win_team_of(g.player(name))


def _lovers(g: Game) -> dict[str, str]:
    return dict(engine_of(g).ext(CupidState).lovers)


def _kill(g: Game, *names: str) -> None:
    """Players die (a true kill, as a host's would be), then the game looks for a winner."""
    for n in names:
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])


def _public(g: Game, who: str = "Eve") -> list[str]:
    return [m.text for m in g.view(who).messages if m.audience == "public"]


def _couple(players: list[tuple[str, str]], lover: str, seed: int = 0,
            rules: object = None) -> Game:
    g = Game.new(Setup(players), seed=seed, rules=rules)  # type: ignore[arg-type]
    g.advance()
    _do(g, f"Ann love {lover}")
    return g


# ---------------------------------------------------------------------------- choosing


def test_cupid_1_cupid_6_lover_1_the_lover_is_chosen_on_night_1_at_once() -> None:
    g = _game(PLAYERS)
    assert "night" in _refused(g, "Ann love Bob").message.lower()  # Day 0: not yet
    g.advance()
    _refused(g, "Ann love Ann")  # another player
    _do(g, "Ann love Bob")
    # cupid.6: at once, before the night ends
    assert _lovers(g) == {"Ann": "Bob"}
    _refused(g, "Ann love Cal")  # once
    g.advance()
    g.advance()
    assert not [la for la in g.legal_actions("Ann") if la.verb == "love"]


def test_cupid_1_a_player_already_in_a_couple_cannot_be_chosen() -> None:
    # ruling RM303: two Cupids never share a lover
    g = _game([*PLAYERS[:-1], ("Zed", "Cupid")])
    g.advance()
    _do(g, "Ann love Bob")
    assert "already" in _refused(g, "Zed love Bob").message
    assert "already" in _refused(g, "Zed love Ann").message


def test_cupid_2_with_no_choice_a_random_lover_when_night_1_ends() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    lovers = _lovers(g)
    assert list(lovers) == ["Ann"] and lovers["Ann"] != "Ann"
    assert any(e.kind == "lover_drawn" for e in state_of(g).events)
    # the same seed draws the same lover (R6)
    h = _game(PLAYERS)
    h.advance()
    h.advance()
    assert _lovers(h) == lovers


def test_cupid_3_lover_2_lover_b1_the_lover_joins_the_channel_and_the_role_is_told() -> None:
    g = _game(PLAYERS)
    g.advance()
    told = _do(g, "Ann love Wes").told
    assert "lovers" in g.channels("Ann") and "lovers" in g.channels("Wes")
    assert any("Wes is your lover: their role is Wolf" in t for t in told)
    assert any("You are the Lover of Ann" in t for t in g.messages("Wes"))
    # the others learn nothing
    assert not any("lover" in t.lower() for t in g.messages("Cal"))


def test_lover_10_the_lover_keeps_their_role_the_extra_role_on_top() -> None:
    g = _couple(PLAYERS, "Bob")
    assert g.player("Bob").role == "Citizen" and g.player("Bob").has("lover")
    assert "lover" in [s.name for s in g.player("Bob").statuses]


def test_cupid_14_a_cupid_who_loses_the_role_before_choosing_gets_a_random_lover() -> None:
    g = _game([*PLAYERS, ("Iwo", "Infecting Wolf")])
    g.advance()
    _do(g, "Iwo infect Ann")
    # the Cupid became a Cupid Wolf (cupid-wolf.1) and has a lover at once
    assert g.player("Ann").role == "Cupid Wolf"
    assert "Ann" in _lovers(g)


# ---------------------------------------------------------------------------- dying together


def test_cupid_4_cupid_5_lover_3_lover_4_when_one_dies_the_other_dies_and_it_is_told() -> None:
    g = _couple(PLAYERS, "Bob")
    g.advance()  # Day 1
    for voter in ("Wes", "Cal", "Dee", "Eve"):
        _do(g, f"{voter} vote Bob")
    g.advance()
    assert not g.player("Bob").alive and not g.player("Ann").alive
    assert any("Ann and Bob were lovers" in t for t in _public(g))
    # R8: the heartbreak is a true kill, told as a death, not as a player who left the game
    # (a newcomer read "Ann has left the game" as someone who quit)
    assert "Ann has died, and nothing could have saved them." in _public(g)


def test_cupid_4_the_cupid_dying_takes_the_lover_along_and_nothing_stops_it() -> None:
    # ruling RM302: the heartbreak is a true kill, not a visit: no defence stops it (a
    # Runner's escape included)
    g = _couple([*PLAYERS[:1], ("Bob", "Runner"), *PLAYERS[2:]], "Bob")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Wes attack Ann")
    g.advance()
    assert not g.player("Ann").alive and not g.player("Bob").alive
    death = g.player("Bob").death
    assert death is not None and death.kind == "true kill"


# ---------------------------------------------------------------------------- alignment


def test_cupid_12_the_cupid_is_unaligned_until_a_lover_is_chosen() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert _team(g, "Ann") == "unaligned"
    _do(g, "Ann love Bob")
    assert _team(g, "Ann") == "town"


def test_cupid_7_cupid_10_lover_8_cupid_alignment_9_a_townsfolk_lover_wins_with_the_town() -> None:
    g = _couple(PLAYERS, "Bob")
    assert _team(g, "Ann") == _team(g, "Bob") == "town"
    _kill(g, "Wes")
    out = g.outcome
    assert out is not None and out.team == "town"
    assert {"Ann", "Bob", "Cal"} <= set(out.winners)
    # rule-results-win-loss.1: the outcome names the rule each couple member wins by
    assert out.why["Ann"] == "cupid.10" and out.why["Bob"] == "lover.8"
    assert out.why["Cal"] == "R34"


def test_cupid_8_cupid_9_lover_5_lover_6_lover_7_a_cupid_and_a_wolf_must_outlive_everyone() -> None:
    g = _couple(PLAYERS, "Wes")
    assert _team(g, "Ann") == _team(g, "Wes") == "couple"
    assert g.player("Wes").role == "Wolf"  # lover.5: the role is kept
    _kill(g, "Bob", "Cal", "Dee")
    assert g.outcome is None  # the Fortune Teller lives: neither base is met
    _kill(g, "Eve")
    out = g.outcome
    assert out is not None and out.team == "couple" and out.winners == ["Ann", "Wes"]
    assert out.why == {"Ann": "cupid.8", "Wes": "lover.6"}
    # the reason players read says it in words, never a rule id (the outcome keeps the ids)
    assert "Ann with their lover, as a couple against everyone" in out.reason
    assert "cupid.8" not in out.reason and "lover.6" not in out.reason


def test_cupid_8_the_wolves_do_not_win_while_the_couple_lives() -> None:
    g = _couple([*PLAYERS, ("Kay", "Wolf")], "Wes")
    _kill(g, "Bob", "Cal", "Dee", "Eve")
    assert g.outcome is None  # a wolf, and the couple, who must kill it
    _kill(g, "Kay")
    assert g.outcome is not None and g.outcome.team == "couple"


def test_cupid_11_lover_9_no_other_rule_moves_a_couple_members_team() -> None:
    g = _couple(PLAYERS, "Bob")
    eng = engine_of(g)
    kept = eng.change_team(g.player("Bob"), "wolves", causes=[], rule="R36")
    assert kept.kind == "alignment_kept" and kept.rule == "lover.9"
    kept = eng.change_team(g.player("Ann"), "wolves", causes=[], rule="R36")
    assert kept.kind == "alignment_kept" and kept.rule == "cupid.11"
    assert _team(g, "Ann") == _team(g, "Bob") == "town"


def test_lover_9_a_change_of_the_lovers_role_moves_the_couple_together() -> None:
    # the lover is infected: a Wolf now, and the couple a solo team of its own (ruling RM304)
    g = _game([*PLAYERS, ("Iwo", "Infecting Wolf")])
    g.advance()
    _do(g, "Ann love Bob")
    _do(g, "Iwo infect Bob")
    assert g.player("Bob").role == "Wolf" and g.player("Ann").role == "Lupine Cupid"
    assert _team(g, "Ann") == _team(g, "Bob") == "couple"


def test_cupid_13_cupid_alignment_4_an_unaligned_lover_plays_for_the_town() -> None:
    g = _couple([*PLAYERS[:-1], ("Ang", "Angel")], "Ang")
    assert _team(g, "Ann") == _team(g, "Ang") == "town"


def _lover_wins(eng: object, team: str | None) -> list[str]:
    return ["Bob"]


def test_cupid_13_the_couple_also_wins_by_the_lovers_own_win() -> None:
    rules = build_rules()
    rules.on("also_win", _lover_wins)
    g = _couple(PLAYERS, "Bob", rules=rules)
    _kill(g, "Bob", "Cal", "Dee", "Eve")  # Ann dies of a broken heart; the wolf wins
    out = g.outcome
    assert out is not None and out.team == "wolves"
    assert "Ann" in out.winners and out.why["Ann"] == "cupid.13"


def test_cupid_alignment_5_when_the_lover_ascends_the_cupid_ascends() -> None:
    g = _couple([*PLAYERS[:-1], ("Ang", "Angel")], "Ang")
    engine_of(g).ascend(g.player("Ang"), causes=[], rule="S1.49")
    assert g.player("Ann").ascended and not g.player("Ann").alive
    _kill(g, "Wes")
    out = g.outcome
    assert out is not None and {"Ann", "Ang"} <= set(out.winners)
    assert out.why["Ann"] == "cupid-alignment.5"


def test_cupid_alignment_10_a_flute_lover_leaves_only_enchanted_townsfolk_alive() -> None:
    g = _couple([*PLAYERS, ("Flo", "Flute Player")], "Flo")
    assert g.player("Ann").role == "Cupid" and _team(g, "Ann") == "couple"
    _kill(g, "Wes", "Eve", "Dee")
    assert g.outcome is None  # Bob and Cal live, not enchanted
    for n in ("Bob", "Cal"):
        engine_of(g).add_status(g.player(n), "enchanted", source=0)
    state_of(g).dirty = True
    engine_of(g).check_win([])
    assert g.outcome is not None and g.outcome.team == "couple"
    assert set(g.outcome.winners) == {"Ann", "Flo"}


def test_cupid_alignment_11_cupid_alignment_3_an_underworld_lover_everyone_else_dies() -> None:
    g = _couple([*PLAYERS, ("Vla", "Vampire"), ("Ang", "Angel")], "Vla")
    assert _team(g, "Ann") == "couple"
    _kill(g, "Wes", "Bob", "Cal", "Dee")
    assert g.outcome is None
    _kill(g, "Eve")
    # cupid-alignment.3: the unaligned Angel may stay alive
    assert g.outcome is not None and g.outcome.team == "couple"
    assert "Ang" not in g.outcome.winners


def test_cupid_alignment_2_unless_everyone_else_must_die_the_couple_may_remain() -> None:
    g = _couple([*PLAYERS, ("Kay", "Wolf")], "Wes")
    _kill(g, "Kay", "Bob", "Cal", "Dee", "Eve")
    assert g.outcome is not None and g.outcome.winners == ["Ann", "Wes"]
    # a townsfolk couple wins with the town, the dead townsfolk too
    g = _couple(PLAYERS, "Bob")
    _kill(g, "Wes")
    assert g.outcome is not None and {"Ann", "Bob", "Dee"} <= set(g.outcome.winners)


def test_cupid_15_variants_only_are_dealt_and_the_cupid_never_becomes_another_role() -> None:
    # ruling RM300: a variant is never dealt
    try:
        Game.new(Setup([*PLAYERS[:-1], ("Zed", "Lupine Cupid")]), seed=0)
    except Exception as e:  # the setup's refusal, with its sentence
        assert "Lupine Cupid" in str(e)
    else:
        raise AssertionError("a variant was dealt")
    g = _couple(PLAYERS, "Bob")
    kept = engine_of(g).change_role(g.player("Ann"), "Citizen", causes=[], rule="R36")
    assert kept.kind == "role_kept" and kept.rule == "cupid-variants.1"
    assert g.player("Ann").role == "Cupid"


def test_lover_rules_are_listed_on_the_cupids_card() -> None:
    rules = build_rules()
    card = rules.role("Cupid")
    assert isinstance(card, RoleDef) and "lover.9" in card.rules and "cupid.15" in card.rules
