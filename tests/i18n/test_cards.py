"""The role book's cards in the reader's language (issue 40 item 3): the cards resource is made
from the roles (scripts/cards_ftl.py) and a card reads in German where German has its words."""

import subprocess
import sys
from pathlib import Path

from werewolves.game import Game, Setup
from werewolves.i18n import CATALOG

ROOT = Path(__file__).resolve().parents[2]


def test_the_cards_resource_is_the_roles_own_words() -> None:
    # a role's words live with the role; the English resource is made from them and has not
    # drifted (edit the role, then run the script)
    got = subprocess.run([sys.executable, str(ROOT / "scripts" / "cards_ftl.py"), "--check"],
                         capture_output=True, text=True)
    assert got.returncode == 0, got.stderr


def test_a_card_reads_in_the_readers_language() -> None:
    game = Game.new(Setup([("Ann", "Werewolf"), ("Bob", "Fortune Teller"), ("Cleo", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=3)
    english, german = game.view("Bob").card, game.view("Bob", lang="de").card
    assert english.name == german.name == "Fortune Teller"  # the role's id is the same
    assert english.summary == CATALOG.text("role.fortune_teller.summary", {})
    assert german.summary == CATALOG.text("role.fortune_teller.summary", {}, "de")
    assert german.summary != english.summary
    assert [a.help for a in german.abilities] == [
        CATALOG.text(f"ability.fortune_teller.{a.verb}", {}, "de") for a in english.abilities]
    assert german.team_name == "Dorf" and english.team_name != german.team_name


def test_a_role_file_role_keeps_its_own_words_in_every_language() -> None:
    # a custom role named like nothing in the book has no card ids, and one whose file gives no
    # German (no ``texts``): its English stays
    from werewolves.roledata.load import load_texts

    text = (ROOT / "examples" / "roles" / "cartographer.yaml").read_text(encoding="utf-8")
    assert "texts:" not in text
    rules = load_texts([("cartographer.yaml", text)])
    from werewolves.game import role_card

    role = rules.roles["Cartographer"]
    assert role_card(role, rules, "de").summary == role_card(role, rules).summary == role.summary
