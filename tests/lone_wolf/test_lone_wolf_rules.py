"""The Lone Wolf (role book 2023: werewolves/killing/lone wolf), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R3 (end-of-phase choices), R7 (refusals), R8 (defences), R9 (the pack), R36 (one
path for a role change).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.base import NEITHER, TOWNSFOLK, WOLFISH, alignment_class
from werewolves.testing import engine_of, state_of

BASIC = [("Lon", "Lone Wolf"), ("Wes", "Wolf"), ("Tim", "Citizen"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Fay", "Fortune Teller")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def _dead(g: Game) -> list[str]:
    return [p.name for p in state_of(g).players if not p.alive]


def test_lone_wolf_b1_hunts_one_other_player_each_night_and_never_by_day() -> None:
    g = _game(BASIC)
    _refused(g, "Lon hunt Tim")  # Day 0: a night ability
    g.advance()
    _refused(g, "Lon hunt Lon")  # R7: never itself
    _refused(g, "Lon hunt Tim Cal")  # one player
    _do(g, "Lon hunt Tim")
    g.advance()
    assert "Tim" in _dead(g)
    _refused(g, "Lon hunt Cal")  # Day 1


def test_lone_wolf_1_is_outside_the_pack_and_neither_knows_the_other() -> None:
    g = _night()
    assert "Lon" not in engine_of(g).group("wolfpack").members
    assert "wolfpack" not in g.channels("Lon")
    assert not any("Wes" in m for m in g.private_messages("Lon"))
    assert not any("Lon" in m for m in g.private_messages("Wes"))
    # the pack's poll is not the Lone Wolf's: it has its own hunt and no pack vote
    verbs = {la.verb for la in g.legal_actions("Lon")}
    assert verbs == {"hunt"}


def test_lone_wolf_1_the_pack_is_not_told_of_its_hunt() -> None:
    g = _night()
    _do(g, "Lon hunt Tim")
    assert not any("Lon" in m for m in g.private_messages("Wes"))


def test_lone_wolf_2_is_a_lycan_of_the_werewolf_team() -> None:
    g = _game([*BASIC, ("Ava", "Aura Teller")])
    lon = g.player("Lon")
    assert engine_of(g).role_of(lon).lycan and engine_of(g).team_of(lon) == "wolves"
    g.advance()
    # a lycan shows up as a threat to the Aura Teller
    assert _do(g, "Ava inspect Lon").told[-1] == "Lon shows up as a threat."


def test_lone_wolf_3_one_pick_a_night_changeable_until_the_night_ends() -> None:
    g = _night()
    _do(g, "Lon hunt Tim")
    _do(g, "Lon hunt Cal")  # R3: the choice changes until the night ends
    g.advance()
    assert _dead(g) == ["Cal"]


def test_lone_wolf_4_a_townsfolk_pick_is_attacked() -> None:
    g = _night()
    tim = g.player("Tim")
    assert alignment_class(engine_of(g), tim) == TOWNSFOLK
    _do(g, "Lon hunt Tim")
    g.advance()
    attempt = next(e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Tim"])
    assert attempt.data["kind"] == "attack" and attempt.actor == "Lon"
    assert attempt.rule == "lone-wolf.4" and "Tim" in _dead(g)


def test_lone_wolf_4_a_protected_pick_survives_and_the_wolf_hears_of_a_failure() -> None:
    g = _night()
    # a Guardian's protection, as the engine's one protection status (R8)
    engine_of(g).add_status(g.player("Tim"), "protected", source=0, data={"by": "protection"})
    _do(g, "Lon hunt Tim")
    g.advance()
    assert "Tim" not in _dead(g) and "Lon" not in _dead(g)
    assert "Your attack on Tim failed." in g.private_messages("Lon")


def test_lone_wolf_5_a_wolfish_pick_kills_the_lone_wolf_by_no_attack() -> None:
    g = _night()
    assert alignment_class(engine_of(g), g.player("Wes")) == WOLFISH
    # a protection against attacks does not help (ruling RM42: a kill)
    engine_of(g).add_status(g.player("Lon"), "protected", source=0, data={"by": "protection"})
    _do(g, "Lon hunt Wes")
    g.advance()
    assert "Lon" in _dead(g) and "Wes" not in _dead(g)
    assert g.player("Lon").death.kind == "kill"
    assert not [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Wes"]]


def test_lone_wolf_5_every_kind_of_wolfish_player_kills_it() -> None:
    # werewolf team outside the pack (the Recluse, the Warlock): wolfish too
    for role in ("Recluse", "Warlock", "Knowledgeable Wolf"):
        g = _night([*BASIC, ("Odd", role)])
        _do(g, "Lon hunt Odd")
        g.advance()
        assert "Lon" in _dead(g) and "Odd" not in _dead(g), role


def test_lone_wolf_6_a_pick_neither_townsfolk_nor_wolfish_spares_both() -> None:
    for role in ("Plague Bearer", "Angel"):  # a solo team's role, an unaligned role
        g = _night([*BASIC, ("Odd", role)])
        assert alignment_class(engine_of(g), g.player("Odd")) == NEITHER
        _do(g, "Lon hunt Odd")
        g.advance()
        assert "Lon" not in _dead(g) and "Odd" not in _dead(g), role
        assert not [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Odd"]]
        # ruling RM43: told only that the attack failed
        assert "Your attack on Odd failed." in g.private_messages("Lon")


def test_lone_wolf_7_a_pack_member_dying_makes_it_a_wolf_of_the_pack() -> None:
    g = _night()
    g.advance()  # Day 1
    for n in ("Tim", "Cal", "Dee", "Fay", "Lon"):
        _do(g, f"{n} vote Wes")
    g.advance()  # Wes is lynched: Night 2
    lon = g.player("Lon")
    assert lon.role == "Wolf" and lon.alive
    assert "Lon" in engine_of(g).group("wolfpack").members and "wolfpack" in g.channels("Lon")
    # the power is gone; the pack's attack is theirs
    assert {la.verb for la in g.legal_actions("Lon")} == {"attack"}
    _refused(g, "Lon hunt Tim")
    told = g.private_messages("Lon")
    assert "You have lost your role (Lone Wolf) and its powers: you are now a Wolf." in told
    assert "The members of the wolfpack are: Wes, Lon." in told
    _do(g, "Lon attack Tim")
    g.advance()
    assert "Tim" in _dead(g)


def test_lone_wolf_b2_only_a_pack_members_death_brings_it_in() -> None:
    g = _night()
    _do(g, "Wes attack Tim")
    g.advance()  # Tim, a Citizen, dies: nothing changes
    assert "Tim" in _dead(g) and g.player("Lon").role == "Lone Wolf"
    for n in ("Cal", "Dee", "Fay", "Lon"):
        _do(g, f"{n} vote Wes")
    g.advance()
    assert g.player("Lon").role == "Wolf"


def test_lone_wolf_7_the_pack_learns_the_newcomer_and_a_dead_pack_is_joined_alone() -> None:
    g = _night()
    g.advance()
    for n in ("Tim", "Cal", "Dee", "Fay"):
        _do(g, f"{n} vote Wes")
    g.advance()
    # the only pack member is dead: the Lone Wolf is the pack now, and it can still win
    assert g.private_messages("Wes")[-1].startswith("The members of the wolfpack are")
    assert engine_of(g).group("wolfpack").members == ["Wes", "Lon"]
    assert g.outcome is None


def test_lone_wolf_7_a_choice_not_yet_carried_out_goes_with_the_role() -> None:
    g = _night()
    _do(g, "Lon hunt Tim")
    # a pack member dies in the night, before it ends (a kill outside any batch: at once)
    engine_of(g).kill(g.player("Wes"), "kill", causes=[], rule="R8")
    assert g.player("Lon").role == "Wolf"
    assert not [p for p in state_of(g).pending if p.actor == "Lon"]
    g.advance()
    assert "Tim" not in _dead(g)


def test_lone_wolf_8_the_hunt_happens_at_the_end_of_the_night() -> None:
    g = _night()
    res = _do(g, "Lon hunt Tim")
    assert "Tim" not in _dead(g) and state_of(g).pending
    assert res.told[-1] == "Lon chose to hunt Tim; it happens when the phase ends."
    g.advance()
    assert "Tim" in _dead(g)


def test_lone_wolf_declares_what_the_edges_read() -> None:
    from werewolves.game import role_book

    (card,) = [c for c in role_book() if c.name == "Lone Wolf"]
    hunt = next(a for a in card.abilities if a.verb == "hunt")
    decl = hunt.declaration
    assert decl.hostile and decl.hurts_user and decl.asks_first and decl.warning
    assert card.mix is None and card.group == "Werewolf Killing"
