"""The hags (role book 2023: unaligned/align - hag): the Hag, the Cautious, Prophetic, Vicious and
Bitter Hags and the book's page on the hags (no sentence ids: cited as ``hags``), one test per
sentence, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Rulings: RM320–RM326 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Setup, SetupError
from werewolves.testing import engine_of

WRONGED = "The coven has been wronged by"


def _counters(g: Game, name: str) -> dict[str, int]:
    return dict(g.player(name).counters)


def _day_1(g: Game) -> None:
    """From Day 0 to Day 1 (Night 1 passes with nothing done)."""
    g.advance()
    g.advance()


def _night(g: Game) -> None:
    """From a day to the next night."""
    g.advance()


def _wolves_kill(g: Game, target: str, wolves: tuple[str, ...] = ("Wes",)) -> None:
    for w in wolves:
        _do(g, f"{w} attack {target}")
    g.advance()


COVEN = [
    ("Vic", "Vicious Hag"),
    ("Cau", "Cautious Hag"),
    ("Pro", "Prophetic Hag"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fin", "Citizen"),
]


# ---------------------------------------------------------------------------- the Hag


def test_hag_2_hag_3_hag_b2_the_discarded_role_is_never_the_one_taken() -> None:
    for seed in range(40):
        g = _game([("Hag", "Hag"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")], seed)
        _do(g, "Hag discard Vicious Hag")
        _refused(g, "Hag discard Cautious Hag")  # once
        g.advance()
        assert g.player("Hag").role in ("Cautious Hag", "Prophetic Hag")


def test_hag_2_the_discard_is_made_on_day_0_only() -> None:
    g = _game([("Hag", "Hag"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    _refused(g, "Hag discard Wolf")  # not a hag role
    g.advance()
    g.advance()
    g.advance()  # Day 2 (the Hag has turned anyway)
    _refused(g, "Hag discard Vicious Hag")


def test_hag_1_hag_4_no_spell_before_turning_then_one_use() -> None:
    g = _game([("Hag", "Hag"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")], 2)
    assert _counters(g, "Hag").get("spells", 0) == 0
    assert not [a for a in g.legal_actions("Hag") if a.verb in ("hex", "shield", "foresee")]
    g.advance()
    assert "hag" in engine_of(g).role_of(g.player("Hag")).tags
    assert _counters(g, "Hag")["spells"] == 1


def test_hag_b1_rule_alignments_unaligned_9_no_win_while_the_coven_was_never_wronged() -> None:
    """The hags cannot win while the coven was never wronged; so (ruling RM420) a living hag
    then keeps every team from winning: the town must lynch it too, and it wins nothing."""
    g = _game([("Hag", "Cautious Hag"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    _day_1(g)
    for v in ("Hag", "Cal", "Dee"):
        _do(g, f"{v} vote Wes")
    g.advance()
    assert not g.over  # the pack is gone, but the town cannot win beside the Hag
    g.advance()  # Night 2 passes: Day 2
    for v in ("Cal", "Dee"):
        _do(g, f"{v} vote Hag")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town"
    assert "Hag" not in g.outcome.winners


def test_hag_b1_hags_win_with_a_team_that_never_wronged_them_even_dead() -> None:
    g = _game(COVEN)
    _night(g)
    _wolves_kill(g, "Vic")  # the wolves wrong the coven
    assert any(WRONGED in m and "Werewolves" in m for m in g.announcements())
    for v in ("Cau", "Pro", "Cal", "Dee", "Eve", "Fin"):
        _do(g, f"{v} vote Wes")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town"
    # the dead Vicious Hag wins too: a hag lives
    assert {"Vic", "Cau", "Pro"} <= set(g.outcome.winners)


def test_cautious_hag_b1_prophetic_hag_b1_vicious_hag_b1_no_win_beside_a_wronging_team() -> None:
    g = _game(COVEN)
    _day_1(g)
    # the town lynches a hag: every team whose players voted for it wrongs the coven
    for v in ("Cal", "Dee", "Eve", "Wes"):
        _do(g, f"{v} vote Pro")
    g.advance()
    assert any(WRONGED in m and "Townsfolk" in m for m in g.announcements())
    # both teams wronged the coven: the hags turn bitter (bitter-hag.b1)
    assert g.player("Vic").role == "Bitter Hag"


def test_vicious_hag_b1_cautious_hag_b1_no_win_beside_a_team_that_wronged_the_coven() -> None:
    from werewolves.roles.hags import HagsState, also_win

    g = _game(COVEN)
    eng = engine_of(g)
    assert also_win(eng, "town") == []  # never wronged: no win
    eng.ext(HagsState).wronged_by.append("wolves")
    assert also_win(eng, "wolves") == []  # the winners wronged the coven
    assert set(also_win(eng, "town")) == {"Vic", "Cau", "Pro"}


# ---------------------------------------------------------------------------- spells


def test_cautious_hag_b2_cautious_hag_2_cautious_hag_3_cautious_hag_5_protects_itself_at_once() -> (
    None
):
    g = _game(COVEN)
    g.advance()
    res = _do(g, "Cau shield Cau")
    assert res.told[-1] == "You protected Cau for the rest of the night."
    _refused(g, "Cau shield Cal")  # one use only
    _wolves_kill(g, "Cau")
    assert g.player("Cau").alive


def test_cautious_hag_6_protection_stops_attacks_for_the_night() -> None:
    g = _game(COVEN)
    g.advance()
    _do(g, "Cau shield Cal")
    _do(g, "Vic hex Cal")
    _wolves_kill(g, "Cal")
    assert g.player("Cal").alive


def test_cautious_hag_4_vicious_hag_3_prophetic_hag_3_spells_are_never_redirected() -> None:
    from werewolves.roles.hags import FORESEE, HEX, SHIELD

    assert not SHIELD.redirectable and not HEX.redirectable and not FORESEE.redirectable
    assert not FORESEE.obstructable


def test_cautious_hag_7_cautious_hag_8_a_shielded_hag_is_not_killed_either() -> None:
    from werewolves.roles.hags import shield_defence

    g = _game(COVEN)
    g.advance()
    _do(g, "Cau shield Pro")
    eng = engine_of(g)
    assert shield_defence(eng, g.player("Pro"), "kill", "Wes")
    assert not shield_defence(eng, g.player("Pro"), "lynch", None)
    assert not shield_defence(eng, g.player("Cal"), "kill", "Wes")


def test_cautious_hag_7_cautious_hag_8_a_shielded_hag_keeps_its_role_tonight() -> None:
    g = _game(COVEN)
    g.advance()
    _do(g, "Cau shield Pro")
    eng = engine_of(g)
    ev = eng.change_role(g.player("Pro"), "Wolf", causes=[], rule="test")
    assert ev.kind == "role_kept" and g.player("Pro").role == "Prophetic Hag"
    # an unshielded hag's role does change (and the coven is not wronged: nobody did it)
    assert eng.change_role(g.player("Vic"), "Wolf", causes=[], rule="test").kind == "role_changed"
    g.advance()
    g.advance()  # the next night: the shield is gone
    assert eng.change_role(g.player("Pro"), "Wolf", causes=[], rule="test").kind == "role_changed"


def test_prophetic_hag_b2_prophetic_hag_2_prophetic_hag_4_sees_the_current_alignment() -> None:
    g = _game(COVEN)
    g.advance()
    assert _do(g, "Pro foresee Wes").told[-1] == "Wes is currently aligned with the Werewolves."
    _refused(g, "Pro foresee Cal")  # the one use is spent
    _refused(g, "Pro foresee Pro")  # another player


def test_prophetic_hag_3_no_disguise_fools_it() -> None:
    g = _game([*COVEN[:3], ("Wes", "Sneaking Wolf"), *COVEN[4:]])
    g.advance()
    assert _do(g, "Pro foresee Wes").told[-1] == "Wes is currently aligned with the Werewolves."


def test_vicious_hag_b2_vicious_hag_2_vicious_hag_4_attacks_as_the_night_ends() -> None:
    g = _game(COVEN)
    g.advance()
    _refused(g, "Vic hex Cal Dee")  # one use: one target
    _refused(g, "Vic hex Vic")  # another player
    _do(g, "Vic hex Cal")
    assert g.player("Cal").alive  # not yet
    g.advance()
    assert not g.player("Cal").alive
    assert _counters(g, "Vic")["spells"] == 0


def test_vicious_hag_2_uses_gained_by_wrongings_may_be_spent_in_one_night() -> None:
    g = _game(COVEN)
    g.advance()
    _wolves_kill(g, "Pro")  # a wronging: each living hag gains a use
    assert _counters(g, "Vic")["spells"] == 2
    g.advance()
    _do(g, "Vic hex Cal Dee")
    g.advance()
    assert not g.player("Cal").alive and not g.player("Dee").alive


def test_cautious_hag_9_prophetic_hag_5_vicious_hag_5_strongly_disguised_as_a_hag() -> None:
    g = _game([*COVEN, ("For", "Fortune Teller")])
    eng = engine_of(g)
    from werewolves.engine.appearance import STRONG

    for name in ("Vic", "Cau", "Pro"):
        assert eng.appearance(g.player(name), STRONG)[0] == "Hag"


def test_cautious_hag_1_prophetic_hag_1_vicious_hag_1_every_hag_role_is_tagged() -> None:
    from werewolves.game import role_book

    hags = [c for c in role_book() if c.name.endswith("Hag")]
    assert {c.name for c in hags} >= {"Hag", "Cautious Hag", "Prophetic Hag", "Vicious Hag"}
    g = _game(COVEN)
    for name in ("Vic", "Cau", "Pro"):
        assert "hag" in engine_of(g).role_of(g.player(name)).tags


# ---------------------------------------------------------------------------- wronging


def test_hags_unaligned_players_never_wrong_the_coven() -> None:
    g = _game([*COVEN[:3], ("Ang", "Angel"), *COVEN[3:]])
    _day_1(g)
    for v in ("Ang",):
        _do(g, f"{v} vote Pro")
    for v in ("Cal", "Dee", "Wes"):
        _do(g, f"{v} vote Cal")
    _do(g, "Vic vote Pro")
    _do(g, "Cau vote Pro")
    _do(g, "Fin vote Pro")
    g.advance()
    # Pro lynched by 4 votes: the Angel and two hags (unaligned) and one townsperson
    assert not g.player("Pro").alive
    msgs = [m for m in g.announcements() if WRONGED in m]
    assert msgs == ["The coven has been wronged by: Townsfolk."]


def test_hags_a_hag_killed_by_another_hag_wrongs_nobody() -> None:
    g = _game(COVEN)
    g.advance()
    _do(g, "Vic hex Pro")
    g.advance()
    assert not g.player("Pro").alive
    assert not [m for m in g.announcements() if WRONGED in m]


def test_hags_the_wronging_is_announced_even_with_no_hag_left() -> None:
    g = _game(
        [
            ("Vic", "Vicious Hag"),
            ("Wes", "Wolf"),
            ("Cal", "Citizen"),
            ("Dee", "Citizen"),
            ("Eve", "Citizen"),
            ("Fin", "Citizen"),
        ]
    )
    g.advance()
    _wolves_kill(g, "Vic")
    assert "The coven has been wronged by: Werewolves." in g.announcements()


# ---------------------------------------------------------------------------- Bitter Hags


def test_bitter_hag_b1_bitter_hag_1_bitter_hag_3_all_hags_turn_and_share_a_channel() -> None:
    g = _bitter_game()
    for name in ("Vic", "Cau"):
        assert g.player(name).role == "Bitter Hag"
        assert "spells" not in g.player(name).counters  # bitter-hag.3: old uses are lost
        assert "bitter hags" in g.channels(name)


def test_bitter_hag_6_the_last_unwronging_team_gone_turns_them() -> None:
    g = _game(COVEN)
    _day_1(g)
    for v in ("Cal", "Dee", "Eve"):
        _do(g, f"{v} vote Pro")
    g.advance()  # only the town wronged the coven
    assert g.player("Vic").role == "Vicious Hag"
    g.advance()  # Night 2: nobody dies
    for v in ("Cal", "Dee", "Eve", "Fin"):
        _do(g, f"{v} vote Wes")
    g.advance()  # the wolves, who never wronged it, are gone: the hags turn bitter
    assert g.player("Vic").role == "Bitter Hag"
    assert g.outcome is None  # the town cannot win beside Bitter Hags


def test_bitter_hag_b3_bitter_hag_2_bitter_hag_4_three_spells_once_each_a_night() -> None:
    g = _bitter_game()
    _do(g, "Vic shield Vic")
    _refused(g, "Vic shield Cau")
    assert "aligned with" in _do(g, "Vic foresee Wes").told[-1]
    _do(g, "Vic hex Wes")
    g.advance()
    assert not g.player("Wes").alive


def test_bitter_hag_b2_the_bitter_hags_win_when_only_hags_and_unaligned_are_left() -> None:
    g = _bitter_game()
    _do(g, "Vic hex Wes")
    _do(g, "Cau hex Dee")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "coven"
    assert {"Vic", "Cau"} <= set(g.outcome.winners)
    # RM325: the hags dead before the turning win with the Bitter Hags
    assert {"Pro", "Hex"} <= set(g.outcome.winners)


def test_bitter_hag_7_strongly_disguised_as_a_hag() -> None:
    from werewolves.engine.appearance import STRONG

    g = _bitter_game()
    assert engine_of(g).appearance(g.player("Vic"), STRONG)[0] == "Hag"


def test_bitter_hag_5_never_dealt() -> None:
    try:
        Game.new(Setup([("Bit", "Bitter Hag"), ("Wes", "Wolf"), ("Cal", "Citizen")]), seed=0)
    except SetupError as e:
        assert "Bitter Hag" in str(e)
    else:  # pragma: no cover
        raise AssertionError("a Bitter Hag was dealt")


def _bitter_game() -> Game:
    """Night 2 of a game whose two teams have both wronged the coven: Vic and Cau are Bitter."""
    g = _game(
        [
            ("Vic", "Vicious Hag"),
            ("Cau", "Cautious Hag"),
            ("Pro", "Prophetic Hag"),
            ("Wes", "Wolf"),
            ("Cal", "Citizen"),
            ("Dee", "Citizen"),
            ("Hex", "Vicious Hag"),
        ]
    )
    g.advance()
    _do(g, "Vic hex Cal")
    _wolves_kill(g, "Hex")  # the wolves wrong the coven
    for v in ("Dee", "Wes", "Vic"):
        _do(g, f"{v} vote Pro")
    g.advance()  # the town wrongs it too (Dee voted): the hags turn bitter
    assert g.player("Vic").role == "Bitter Hag" and g.player("Cau").role == "Bitter Hag"
    return g


# ---------------------------------------------------------------------------- a Cupid Hag


def test_cupid_hag_3_a_cupid_hag_stays_one_joins_the_bitter_hags_and_wins_with_them() -> None:
    # ruling RM452: the real Cupid loves a real hag; when the coven turns bitter the Cupid Hag
    # cannot become a Bitter Hag (a Cupid changes only into a cupid variant), but it joins the
    # bitter hags' channel and shares their win
    g = _game([("Ann", "Cupid"), ("Hal", "Vicious Hag"), ("Hex", "Cautious Hag"),
               ("Hob", "Prophetic Hag"), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen")])
    g.advance()
    _do(g, "Ann love Hal")
    assert g.player("Ann").role == "Cupid Hag"
    _wolves_kill(g, "Hex")  # the wolves wrong the coven
    for v in ("Cal", "Dee", "Eve", "Wes"):
        _do(g, f"{v} vote Hob")
    g.advance()  # the town wrongs it too: the hags turn bitter
    assert g.player("Hal").role == "Bitter Hag"
    assert g.player("Ann").role == "Cupid Hag"
    assert "bitter hags" in g.channels("Ann") and "bitter hags" in g.channels("Hal")
    assert engine_of(g).win_team_of(g.player("Ann")) == "coven"
    for n in ("Wes", "Cal", "Dee", "Eve"):
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])
    assert g.outcome is not None and g.outcome.team == "coven"
    assert set(g.outcome.winners) >= {"Ann", "Hal"}
