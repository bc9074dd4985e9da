"""Role files grow (issue 39 item 4's vocabulary): conditions on the player chosen, choices
among named options, emits; each shown in a seeded game, and each as the WWRF import writes it
from a page written here from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page
from werewolves.sim.match import BotMix, run_game

DRIFTER = """name: Drifter
team: unaligned
summary: Belongs to no side.
"""


def _to_night_1(game: Game) -> None:
    while game.phase != "Night 1":
        game.advance()


PROWLER_PAGE = """**Prowler** | Werewolf Killing
__Formalized__
End Night:
  • @Selection->Alignment is `Townsfolk`[alignment]: Attack @Selection
  • @Selection->Attr(Wolfish) exists: True Kill @Self
  • Otherwise: `Failure`
"""


def _prowled(role: str) -> Game:
    t = translate_page(PROWLER_PAGE)
    rules = load_texts([("prowler.yaml", yaml.safe_dump(t.role)), ("drifter.yaml", DRIFTER)])
    game = Game.new(Setup([("Ann", "Prowler"), ("Bob", role), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 6,
                    rules=rules)
    _to_night_1(game)
    verb = t.role["abilities"][0]["verb"]
    assert not isinstance(game.submit("Ann", f"{verb} Bob"), Refusal)
    game.advance()
    return game


def test_issue_39_item_4_a_wolfish_condition_imports_as_the_cases_wolfish_names() -> None:
    """The guide's Wolfish (a werewolf role or side, a lycan, a pack member) is the three
    cases of ours a CaseAttack's line reads: the Prowler's attack on a wolf kills it
    instead; a townsperson is attacked; anyone else is spared."""
    t = translate_page(PROWLER_PAGE)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    case = ab["effect"]["CaseAttack"]
    assert case["hit"] == [{"side": "town"}]
    assert case["backfire_on"] == [{"lycan": True}, {"side": "wolves"}, {"group": "wolfpack"}]
    on_wolf = _prowled("Wolf")
    assert on_wolf.player("Bob").alive and not on_wolf.player("Ann").alive
    on_town = _prowled("Citizen")
    assert not on_town.player("Bob").alive and on_town.player("Ann").alive
    on_drifter = _prowled("Drifter")
    assert on_drifter.player("Bob").alive and on_drifter.player("Ann").alive


VIXEN = """name: Vixen
team: wolves
summary: Each day, chooses to join the pack or to muse.
abilities:
  - verb: joinpack
    phase: day
    timing: immediate
    targets: user
    choice: Fox
    effect: {Become: {role: Wolf}}
  - verb: muse
    phase: day
    timing: immediate
    targets: {count: 0}
    choice: Fox
    effect: {Notice: {tell: "You muse on the pack."}}
"""


def _vixen_game() -> Game:
    rules = load_texts([("vixen.yaml", VIXEN)])
    game = Game.new(Setup([("Ann", "Vixen"), ("Bob", "Citizen"), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 6,
                    rules=rules)
    while game.phase != "Day 1":
        game.advance()
    return game


def test_ruling_rm500_a_choices_options_are_used_one_a_phase() -> None:
    """A role file's ``choice``: once its holder has used one option of a choice this
    phase, the others are refused with a sentence naming the option chosen; the next phase
    offers the choice again."""
    game = _vixen_game()
    assert not isinstance(game.submit("Ann", "muse"), Refusal)
    refused = game.submit("Ann", "joinpack")
    assert isinstance(refused, Refusal)
    assert "already chosen 'muse' in the Fox choice" in refused.message
    while game.phase != "Day 2":
        game.advance()
    assert not isinstance(game.submit("Ann", "joinpack"), Refusal)
    assert game.player("Ann").role == "Wolf"


def test_issue_39_item_2_a_choice_of_one_option_is_reported() -> None:
    alone = VIXEN.replace("    choice: Fox\n    effect: {Notice", "    effect: {Notice")
    (problem,) = check_text(alone)
    assert "the choice 'Fox' has one option" in problem.sentence


DEN_FOX_PAGE = """**Den Fox** | Werewolf Investigative
__Formalized__
Passive Start Day: `Den` Choice Creation (Join Pack, Muse)
Immediate Day: `Den` Choice Choose @Chosen |den_fox.1|
Choice `Join Pack` Chosen: Role Change @Self to `Wolf`
Choice `Muse` Chosen: Learn `You muse on the pack.`
"""


def test_issue_39_item_4_a_choice_and_its_chosen_lines_import_as_options() -> None:
    t = translate_page(DEN_FOX_PAGE)
    assert t.untranslated == ()
    join, muse = t.role["abilities"]
    assert (join["verb"], join["choice"], join["effect"]) == ("joinpack", "Den",
                                                              {"Become": {"role": "Wolf"}})
    assert (muse["phase"], muse["timing"], muse["choice"]) == ("day", "immediate", "Den")
    load_texts([("den.yaml", yaml.safe_dump(t.role))])
    # an option with no Chosen line, or a choice chosen in another phase, is listed
    missing = DEN_FOX_PAGE.replace("Choice `Muse` Chosen: Learn `You muse on the pack.`\n", "")
    assert {u.construct for u in translate_page(missing).untranslated} >= {
        "choices: Creation", "choices: Choosing"}
    at_night = DEN_FOX_PAGE.replace("Immediate Day:", "Immediate Night:")
    assert translate_page(at_night).untranslated


def test_issue_39_item_3_bots_play_a_choice_and_a_wolfish_case_with_no_refusal() -> None:
    """Choices, the Wolfish cases, a group's size and a defence in seeded bot games: every move the
    bots make is accepted, and the same seed plays the same game."""
    prowler = translate_page(PROWLER_PAGE).role
    prowler["abilities"][0]["verb"] = "prowl"  # (the pack's attack is `attack`)
    rules = load_texts([("vixen.yaml", VIXEN), ("last.yaml", LAST_WOLF),
                        ("prowler.yaml", yaml.safe_dump(prowler)),
                        ("skittish.yaml", SKITTISH)])
    seats = list(zip(["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"],
                     ["Vixen", "Prowler", "Wolf", "Last Wolf", "Skittish Wolf", "Citizen",
                      "Citizen", "Citizen"], strict=True))
    for seed in range(4):
        first = run_game(Setup(seats), seed, BotMix(), rules=rules)
        assert first.refusals == 0
        assert run_game(Setup(seats), seed, BotMix(), rules=rules) == first


LAST_WOLF = """name: Last Wolf
team: wolves
pack: yes
summary: Strikes alone once the pack is down to it.
abilities:
  - verb: maul
    phase: night
    timing: end
    targets: {count: 1}
    group_size: {group: wolfpack, members: 1}
    effect: Attack
"""


def _last_wolf_night(second: str) -> tuple[Game, object]:
    rules = load_texts([("last.yaml", LAST_WOLF)])
    game = Game.new(Setup([("Ann", "Last Wolf"), ("Bob", second), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 6,
                    rules=rules)
    _to_night_1(game)
    return game, game.submit("Ann", "maul Cid")


def test_r7_an_ability_waits_for_its_groups_size() -> None:
    """``group_size``: the Last Wolf's maul is refused, with a sentence naming the pack's
    living members, while another wolf lives; alone in the pack, it attacks."""
    _, refused = _last_wolf_night("Wolf")
    assert isinstance(refused, Refusal)
    assert "it needs the wolfpack to have 1 living member(s), and it has 2" in refused.message
    game, accepted = _last_wolf_night("Citizen")
    assert not isinstance(accepted, Refusal)
    game.advance()
    assert not game.player("Cid").alive


def test_issue_39_item_2_a_group_size_names_a_known_group() -> None:
    (problem,) = check_text(LAST_WOLF.replace("group: wolfpack", "group: coven"))
    assert "the group 'coven' is not the wolfpack" in problem.sentence


def test_issue_39_item_4_a_group_members_count_condition_imports_as_group_size() -> None:
    page = """**Last Wolf** | Werewolf Killing
__Formalized__
End Night: Attack @Selection [Condition: #Wolfpack->Members->Count is 1]
"""
    t = translate_page(page)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    assert ab["group_size"] == {"group": "wolfpack", "members": 1}
    load_texts([("last.yaml", yaml.safe_dump(t.role))])
    other = page.replace("#Wolfpack->Members->Count is 1", "$living is 1")
    assert {u.construct for u in translate_page(other).untranslated} == {
        "restriction: ConditionCheck"}


SKITTISH = """name: Skittish Wolf
team: wolves
pack: yes
summary: Escapes the first night attack on it.
defence: {from: attacks, kind: passive, at: night, uses: 1, tell: "You fled an attack."}
"""
HUNTER = """name: Trapper
team: town
summary: Attacks a player at night.
abilities:
  - verb: trap
    phase: night
    timing: end
    targets: {count: 1}
    effect: Attack
"""


def _trapped(nights: int) -> Game:
    rules = load_texts([("skittish.yaml", SKITTISH), ("trapper.yaml", HUNTER)])
    game = Game.new(Setup([("Ann", "Skittish Wolf"), ("Bob", "Trapper"), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
                           ("Gus", "Citizen")]), 6, rules=rules)
    for night in range(1, nights + 1):
        while game.phase != f"Night {night}":
            game.advance()
        assert not isinstance(game.submit("Bob", "trap Ann"), Refusal)
        game.advance()
    return game


def test_r8_a_defence_held_from_the_start_stops_its_uses_then_is_spent() -> None:
    """``defence``: the Skittish Wolf's one escape stops the first night attack on it (it is
    told), and the second kills it."""
    once = _trapped(1)
    assert once.player("Ann").alive
    kinds = [(e.kind, once.text(e)) for e in once.events]
    fled = kinds.index(("told", "You fled an attack."))
    assert kinds[fled + 1][0] == "kill_prevented"
    twice = _trapped(2)
    assert not twice.player("Ann").alive


def test_issue_39_item_2_a_defence_names_what_it_stops() -> None:
    (problem,) = check_text(SKITTISH.replace("from: attacks", "from: curses"))
    assert "'from' is one of: attacks, lynches, kills" in problem.sentence


TIMID_PAGE = """**Timid Wolf** | Werewolf Miscellaneous
__Formalized__
Starting: Protect @Self from `Attacks` through Passive Defense during Night (~UntilUse)
On Passive Defense: Learn `You fled.`
"""


def test_issue_39_item_4_a_starting_defence_and_its_learn_import_as_defence() -> None:
    t = translate_page(TIMID_PAGE)
    assert t.untranslated == ()
    assert t.role["defence"] == {"from": ["attacks"], "kind": "passive", "at": "night",
                                 "uses": 1, "tell": "You fled."}
    load_texts([("timid.yaml", yaml.safe_dump(t.role))])
    # a defence from some attackers other than the wolfish ones, or a reply on another
    # player than the holder or the attacker, is listed
    by_some = TIMID_PAGE.replace("`Attacks` through", "`Attacks` by @(Role:Hunter) through")
    assert "Starting: protecting" in {u.construct for u in translate_page(by_some).untranslated}
    more = TIMID_PAGE.replace("Learn `You fled.`", "Kill @Others->RandomPlayer")
    assert translate_page(more).untranslated
