"""Write docs/role-file.schema.json: the JSON Schema of a role file, made from the effect
vocabulary (issue 39 item 1), so that it cannot drift from what the loader accepts.

    .venv/bin/python scripts/role_schema.py          # write it
    .venv/bin/python scripts/role_schema.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from werewolves.roledata.load import role_schema

OUT = Path(__file__).resolve().parents[1] / "docs" / "role-file.schema.json"


def text() -> str:
    return json.dumps(role_schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    if "--check" in argv:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text():
            print(f"{OUT} is out of date: run scripts/role_schema.py")
            return 1
        return 0
    OUT.write_text(text(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
