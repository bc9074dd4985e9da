"""The folder's shared helpers are importable from every test folder: role_game_steps.py (make a
game, an accepted line, a refused one), ascension_checks.py (R44), and one module of games per
team whose tests span several folders (cult_games.py, hell_games.py, nightmare_games.py)."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

# The suite reads English: a machine whose locale asks for another language (LANG=de_DE …) must
# not change what the terminal game and the CLI print. Tests of the language choice set their
# own variables (monkeypatch), and subprocesses inherit these.
for _variable in ("LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"
