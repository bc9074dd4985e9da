"""Issue 33 item 7: a Ctrl-C while ``werewolves play`` is still starting exits with status 130
and no traceback, wherever in the start-up it lands.

Deterministic, with no sleeps: the program is started with an import hook that stops it at a
chosen point of its start-up (while the rules are being imported, or as the game is dealt),
says so on its standard output, and waits there for a signal; the test sends SIGINT only once it
has read that line, so the Ctrl-C always lands at that point."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

# run as ``python -c``: the hook, then what the installed ``werewolves`` script does
PAUSED = "paused at start-up"
PROGRAM = f"""
import importlib.machinery, signal, sys

AT = sys.argv.pop(1)


def pause():
    print({PAUSED!r}, flush=True)
    signal.pause()  # until the test's SIGINT


class PauseAt:
    def find_spec(self, name, path, target=None):
        if name != "werewolves.game":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        real = spec.loader.exec_module

        def exec_module(module):
            if AT == "import":  # halfway through importing the command line
                pause()
            real(module)
            if AT == "deal":  # as the game is dealt, before the first phase
                new = module.Game.new.__func__

                def paused(cls, *args, **kw):
                    pause()
                    return new(cls, *args, **kw)

                module.Game.new = classmethod(paused)

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, PauseAt())
from importlib.metadata import entry_points

(script,) = entry_points(group="console_scripts", name="werewolves")
script.load()()  # as the installed script: import its entry point, then call it
"""


def test_the_werewolves_command_starts_at_the_launcher() -> None:
    # the script the package installs is the launcher the test below runs
    (script,) = entry_points(group="console_scripts", name="werewolves")
    assert script.value == "werewolves.launch:main"


@pytest.mark.skipif(not hasattr(signal, "pause"), reason="needs POSIX signals")
@pytest.mark.parametrize("at", ["import", "deal"])
def test_ctrl_c_during_play_start_up_exits_130_without_a_traceback(at: str) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", PROGRAM, at, "play", "--watch", "--players", "8", "--seed", "1"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.strip() == PAUSED, first + (proc.stderr.read() if proc.stderr else "")
        proc.send_signal(signal.SIGINT)  # the Ctrl-C, at the point the program stopped at
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, (proc.returncode, err)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "Game over" not in out  # stopped before the game ran
