"""The Coroner (role book 2023: townsfolk/miscellaneous/coroner), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R4 (a batch's deaths are simultaneous), R8 (kinds of death), R11 (the lynch).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game, role_book
from werewolves.testing import engine_of

BASIC = [("Cor", "Coroner"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Wit", "Witch"),
         ("Pri", "Priest"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"),
         ("Fay", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def _reports(g: Game, name: str = "Cor") -> list[str]:
    return [m for m in g.private_messages(name) if m.startswith("Coroner's report")]


def test_coroner_b1_told_at_every_death() -> None:
    g = _night()
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()
    assert _reports(g) == ["Coroner's report on Cal: kill by the Wolf."]
    _do(g, "Cor vote Dee")
    _do(g, "Fay vote Dee")
    g.advance()
    assert _reports(g)[-1] == "Coroner's report on Dee: lynch."


def test_coroner_1_every_cause_is_told() -> None:
    g = _night()
    _do(g, "Wes attack Cal")
    _do(g, "Wit hex Cal")
    g.advance()
    # ruling RM147: the pack's attack and the Witch's both met no defence: two causes
    assert _reports(g) == ["Coroner's report on Cal: kill by the Wolf, kill by the Witch."]
    (told,) = [e for e in g.events if e.msg == "coroner.report"]
    assert told.data["causes"] == [{"type": "kill", "role": "Wolf"},
                                   {"type": "kill", "role": "Witch"}]


def test_coroner_1_a_stopped_attempt_is_no_cause() -> None:
    g = _night()
    _do(g, "Wit brew Cal")
    _do(g, "Wes attack Cal")
    _do(g, "Pri sprinkle Wes")
    g.advance()
    assert _reports(g) == ["Coroner's report on Wes: kill by the Priest."]


def test_coroner_2_the_types_of_death_and_never_the_dead_players_role() -> None:
    g = _night()
    _do(g, "Pri sprinkle Dee")  # a townsperson: the Priest's own holy water kills them
    g.advance()
    assert _reports(g) == ["Coroner's report on Pri: suicide."]
    # a descension: no attempt, no role behind it
    engine_of(g).descend(g.player("Eve"), causes=[], rule="coroner.2")
    assert _reports(g)[-1] == "Coroner's report on Eve: descension."


def test_coroner_2_a_suicide_names_no_role_the_dead_players_own() -> None:
    """coroner.2: the Coroner learns the dead player's name but not their role; ruling RM150:
    in a suicide the role behind the death is the dead player's own, so none is named (fuzz
    seed 700165: 'suicide by the Priest')."""
    g = _night()
    _do(g, "Pri sprinkle Dee")  # a townsperson: the Priest's own holy water kills them
    g.advance()
    (report,) = _reports(g)
    assert report == "Coroner's report on Pri: suicide."
    (told,) = [e for e in g.events if e.msg == "coroner.report"]
    assert "Priest" not in str(told.params)
    assert told.data["causes"] == [{"type": "suicide", "role": None}]


def test_coroner_2_a_lynch_names_no_role() -> None:
    g = _night()
    g.advance()
    for voter in ("Cor", "Wes", "Kay"):
        _do(g, f"{voter} vote Pri")
    g.advance()
    assert _reports(g) == ["Coroner's report on Pri: lynch."]


def test_coroner_3_disguises_do_not_hide_the_killers_role() -> None:
    g = _night([("Cor", "Coroner"), ("Sly", "Sneaking Wolf"), ("Cal", "Citizen"),
                ("Dee", "Citizen"), ("Eve", "Citizen")])
    _do(g, "Sly attack Cal")
    g.advance()
    assert _reports(g) == ["Coroner's report on Cal: kill by the Sneaking Wolf."]


def test_coroner_b1_a_dead_coroner_hears_nothing_more_but_a_batch_is_simultaneous() -> None:
    g = _night()
    _do(g, "Wes attack Cor")
    _do(g, "Wit hex Cal")
    g.advance()
    # ruling RM146: Cal dies in the batch that kills the Coroner, so the Coroner hears of it;
    # never of their own death
    assert _reports(g) == ["Coroner's report on Cal: kill by the Witch."]
    for voter in ("Wes", "Kay", "Fay"):
        _do(g, f"{voter} vote Dee")
    g.advance()
    assert _reports(g) == ["Coroner's report on Cal: kill by the Witch."]


def test_coroner_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Coroner"]
    assert card.team == "town" and card.group == "Townsfolk Miscellaneous" and card.mix is None
    assert not card.abilities
