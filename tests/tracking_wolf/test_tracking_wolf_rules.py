"""The Tracking Wolf (role book 2023: werewolves/investigative/tracking wolf), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R9 (the pack), R15–R17 (visits, redirection, blocks), S0.22 (the Flute
obstruction).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.engine.rules import RoleDef
from werewolves.game import role_book
from werewolves.roles.tracking_wolf import threat_level
from werewolves.testing import engine_of, state_of


def _tracked(target_role: str, seed: int = 0) -> str:
    """What a Tracking Wolf is told on Night 1 when tracking a player holding ``target_role``."""
    g = _game([("Tra", "Tracking Wolf"), ("Tim", target_role), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")], seed)
    g.submit("Tim", "pass Cal")  # an Amulet Holder passes the amulet on Day 0 (S2.5)
    g.advance()
    return _do(g, "Tra track Tim").told[-1]


def _level(word: str) -> str:
    return "Tim is no threat to the pack." if word == "none" else (
        f"Tim is a {word} threat to the pack.")


def test_tracking_wolf_b1_tracks_one_other_player_each_night_and_never_by_day() -> None:
    g = _game([("Tra", "Tracking Wolf"), ("Tim", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    _refused(g, "Tra track Tim")  # Day 0: a night ability
    g.advance()
    _refused(g, "Tra track Tra")  # R7: never itself
    _do(g, "Tra track Tim")
    _refused(g, "Tra track Cal")  # R7: once a night
    g.advance()
    _refused(g, "Tra track Cal")  # Day 1
    g.advance()
    assert _do(g, "Tra track Cal").told[-1] == "Cal is a slight threat to the pack."


def test_tracking_wolf_b1_a_blocked_track_fails_and_teaches_nothing() -> None:
    # R17: blocked by a Pestilence doom, the track fails like any other failure
    g = _game([("Tra", "Tracking Wolf"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Fay", "Fortune Teller")])
    g.advance()
    _do(g, "Pes doom Tra")
    told = _do(g, "Tra track Fay").told
    assert told[-1] == "Your track of Fay failed: you learned nothing."


def test_tracking_wolf_b1_is_in_the_pack_and_attacks_with_it() -> None:
    # R9: a lycan of the wolfpack, voting on the pack's attack as any pack wolf does
    g = _game([("Tra", "Tracking Wolf"), ("Tim", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    assert g.player("Tra").name in engine_of(g).group("wolfpack").members
    g.advance()
    _do(g, "Tra attack Tim")


@pytest.mark.parametrize(
    ("role", "word"),
    [("Fortune Teller", "major"), ("Citizen", "slight"), ("Grandma", "significant")],
)
def test_tracking_wolf_1_the_track_reads_the_category_of_the_role(role: str, word: str) -> None:
    # three roles of the town, three categories, three levels
    assert _tracked(role) == _level(word)


def test_tracking_wolf_2_learns_the_level_and_never_the_role_or_category() -> None:
    g = _game([("Tra", "Tracking Wolf"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    assert _do(g, "Tra track Fay").told[-1] == "Fay is a major threat to the pack."
    names = {c.name for c in role_book()} | {"Investigative", "Killing", "Townsfolk"}
    mine = " ".join(m for m in g.private_messages("Tra")[1:] if "track" in m or "threat" in m)
    assert mine and not [n for n in names if n in mine], mine


@pytest.mark.parametrize(
    ("role", "word"),
    [
        # Townsfolk Investigative / Killing: major
        ("Fortune Teller", "major"), ("Aura Teller", "major"), ("Huntress", "major"),
        ("Amulet Holder", "major"), ("Executioner", "major"), ("Stalker", "significant"),
        # Solo Killing: major
        ("Plague Bearer", "major"), ("Horseman of Death", "major"),
        # Townsfolk Power, Solo Power / Recruitment: significant
        ("Grandma", "significant"), ("Horseman of War", "significant"),
        ("Flute Player", "significant"), ("Vampire", "significant"),
        # Townsfolk / Solo Miscellaneous: slight
        ("Citizen", "slight"), ("Runner", "slight"),
    ],
)
def test_tracking_wolf_3_town_and_solo_roles_by_category(role: str, word: str) -> None:
    assert _tracked(role) == _level(word)


def test_tracking_wolf_4_the_packs_killing_roles_are_a_slight_threat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # no werewolf killing role is installed yet: a stand-in with that book group, shown through
    # a strong disguise, is read as the book's Werewolf Killing category
    g = _game([("Tra", "Tracking Wolf"), ("Tim", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    butcher = RoleDef(name="Test Butcher", team="wolves", summary="", lycan=True,
                      category="Killing", book_group="Werewolf Killing")
    monkeypatch.setitem(engine_of(g).rules.roles, butcher.name, butcher)
    assert threat_level(engine_of(g), "Test Butcher") == "slight"
    g.advance()
    engine_of(g).add_status(g.player("Tim"), "disguise", source=0,
                        data={"role": "Test Butcher", "strength": "strong"})
    assert _do(g, "Tra track Tim").told[-1] == _level("slight")


@pytest.mark.parametrize(
    "role",
    ["Wolf", "Knowledgeable Wolf", "Tracking Wolf", "Angel", "Chef"],
)
def test_tracking_wolf_5_other_wolves_and_the_unaligned_are_no_threat(role: str) -> None:
    assert _tracked(role) == _level("none")


def test_tracking_wolf_6_the_track_is_immediate() -> None:
    g = _game([("Tra", "Tracking Wolf"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
               ("Cal", "Citizen")])
    g.advance()
    res = _do(g, "Tra track Fay")
    # told on acceptance, before the night ends, and nothing waits for the end of the night
    assert res.told[-1] == "Fay is a major threat to the pack."
    assert g.phase == "Night 1" and not state_of(g).pending
    assert g.private_messages("Tra")[-1] == "Fay is a major threat to the pack."


def test_tracking_wolf_7_a_strong_disguise_changes_what_it_reads() -> None:
    g = _game([("Tra", "Tracking Wolf"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    engine_of(g).add_status(g.player("Fay"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "strong"})
    assert _do(g, "Tra track Fay").told[-1] == "Fay is a slight threat to the pack."


def test_tracking_wolf_7_a_weak_disguise_does_not() -> None:
    g = _game([("Tra", "Tracking Wolf"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    engine_of(g).add_status(g.player("Fay"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    assert _do(g, "Tra track Fay").told[-1] == "Fay is a major threat to the pack."


def test_tracking_wolf_7_a_redirection_moves_the_track() -> None:
    # R16: an enchanted Tracking Wolf tracking the Flute Apprentice tracks the Apprentice's
    # target instead, visiting both
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Tra", "Tracking Wolf"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Fay", "Fortune Teller")], seed=1)
    _do(g, "Kip target Fay")
    g.advance()
    _do(g, "Flo enchant Tra")
    assert _do(g, "Tra track Kip").told[-1] == "Fay is a major threat to the pack."
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("Tra", "Kip") in visits and ("Tra", "Fay") in visits


@pytest.mark.parametrize("seed", range(8))
def test_tracking_wolf_7_obstructions_do_not_affect_it(seed: int) -> None:
    # S0.22: an enchanted investigator whose ability obstructions affect sees a Flute Player
    # three times in five; the Tracking Wolf's track of a Citizen always reads a Citizen
    g = _game([("Flo", "Flute Player"), ("Tra", "Tracking Wolf"), ("Sib", "Fortune Teller"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=seed)
    g.advance()
    _do(g, "Flo enchant Tra")
    assert _do(g, "Tra track Jon").told[-1] == "Jon is a slight threat to the pack."
    assert not [e for e in g.events if e.kind == "obstructed"]


def test_tracking_wolf_declares_what_the_edges_read() -> None:
    # issue 17: the bots and screens know the track from its declaration alone
    (card,) = [c for c in role_book() if c.name == "Tracking Wolf"]
    track = next(a for a in card.abilities if a.verb == "track")
    decl = track.declaration
    assert decl.learns.value == "threat" and decl.aim.name == "FOE"
    assert not decl.hostile and not decl.asks_first and card.mix is None
    assert card.group == "Werewolf Investigative" and not card.limited
