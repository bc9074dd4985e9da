"""The folder's shared helpers are importable from every test folder: role_game_steps.py (make a
game, an accepted line, a refused one), ascension_checks.py (R44), and one module of games per
team whose tests span several folders (cult_games.py, hell_games.py, nightmare_games.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
