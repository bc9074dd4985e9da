"""Conformance: every rule marked implemented in docs/rules.md has at least one test named by it,
and every rule the code cites has its paraphrase, the same in the rule book and in the docs.

docs/rules.md is the project's map of rule ids (rulings R1–R34, seed sentences S0.x, S1.x, S2.x)
to our paraphrase, status, code and tests. It holds a markdown table with at least an ``id`` and
a ``status`` column (and optionally ``same as``: an id whose sentence is word for word the same,
whose tests then count for both).

An id counts as tested when a test function's name (``def test_…`` anywhere under tests/) or a
scenario under scenarios/ (its file name or its ``name:``) mentions it: ``R11`` as ``r11`` /
``r011`` / ``R11``, ``S0.25`` as ``s0_25`` / ``S0.25``. This test fails listing every
implemented id with no such test, and checks that the map covers every id of the spec.

The paraphrases (the words explanations write out for a rule, R40) have one source, ``RULEBOOK``
in src/werewolves/roles/rulebook.py; scripts/rules_map.py copies them into docs/rules.md. Every
rule id the code cites for an event (a ``rule=`` argument, an ability's ``rule``, a parameter
named ``rule`` with its default and the constants passed to it) must have an entry, and the
docs' paraphrase must be the rule book's.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "werewolves"
RULES_MD = ROOT / "docs" / "rules.md"
TESTS = ROOT / "tests"
SCENARIOS = ROOT / "scenarios"

# The ids of the spec: rulings R1–R47 (RULINGS.md) and the seed sentences of the three seed
# texts (seed-sentences.md: file 0 has 61 sentences, file 1 has 58, file 2 has 54).
RULING_COUNT = 47
SEED_COUNTS = {0: 61, 1: 58, 2: 54}
ALL_IDS = [f"R{i}" for i in range(1, RULING_COUNT + 1)] + [
    f"S{f}.{i}" for f, n in SEED_COUNTS.items() for i in range(1, n + 1)
]
STATUSES = ("implemented", "planned", "informative")

ID_RE = re.compile(r"^(R\d+|S\d\.\d+)$")


def id_pattern(rule_id: str) -> re.Pattern[str]:
    """How a test or scenario name may mention ``rule_id`` (case-insensitive, zero-padded ok)."""
    m = re.fullmatch(r"R(\d+)", rule_id)
    if m:
        body = rf"r0*{m.group(1)}"
    else:
        f, n = rule_id[1:].split(".")
        body = rf"s{f}[._]0*{n}"
    return re.compile(rf"(?<![a-z0-9]){body}(?![0-9])", re.IGNORECASE)


def parse_rules_table(text: str) -> list[dict[str, str]]:
    """The rows of every markdown table in ``text`` that has an ``id`` column."""
    rows: list[dict[str, str]] = []
    header: list[str] | None = None
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if header is None:
            header = [c.lower().strip("` ") for c in cells]
            continue
        if all(set(c) <= set("-: ") for c in cells):
            continue  # the separator line
        if "id" not in header:
            continue
        row = dict(zip(header, cells, strict=False))
        row["id"] = row["id"].strip("`* ")
        rows.append(row)
    return rows


@cache
def collected_names() -> tuple[str, ...]:
    """Every test function name under tests/ and every scenario file name and ``name:``."""
    names: list[str] = []
    for path in sorted(TESTS.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
                "test"
            ):
                names.append(node.name)
    for path in sorted(SCENARIOS.rglob("*.y*ml")):
        names.append(path.stem)
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError):
            continue
        if isinstance(data, dict) and isinstance(data.get("name"), str):
            names.append(data["name"])
    return tuple(names)


def named_after(rule_id: str) -> list[str]:
    rx = id_pattern(rule_id)
    return [n for n in collected_names() if rx.search(n)]


def rows() -> list[dict[str, str]]:
    return parse_rules_table(RULES_MD.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------- rules the code cites


def _strings(node: ast.expr | None, consts: dict[str, str]) -> list[str]:
    """The rule ids an expression can evaluate to: a string, a module constant, either branch of
    ``a if c else b``, any operand of ``a or b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value else []
    if isinstance(node, ast.Name) and node.id in consts:
        return [consts[node.id]]
    if isinstance(node, ast.IfExp):
        return _strings(node.body, consts) + _strings(node.orelse, consts)
    if isinstance(node, ast.BoolOp):
        return [s for v in node.values for s in _strings(v, consts)]
    return []


def _module_constants(tree: ast.Module) -> dict[str, str]:
    out: dict[str, str] = {}
    for node in tree.body:
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        out.update({t.id: value.value for t in targets if isinstance(t, ast.Name)})
    return out


@cache
def cited_rule_ids() -> dict[str, frozenset[str]]:
    """Every rule id the source under src/werewolves can cite for an event → the files citing
    it: ``rule=`` keywords (events, abilities), defaults of parameters named ``rule``, and what
    a call passes in the position of a parameter named ``rule`` (``_doom(_war, "WAR")``)."""
    found: dict[str, set[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        consts = _module_constants(tree)
        position: dict[str, int] = {}
        cited: list[str] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                args = node.args
                names = [a.arg for a in args.args]
                if "rule" in names:
                    position[node.name] = names.index("rule")
                # (defaults belong to the last positional parameters, positional-only ones
                # included)
                positional = [*args.posonlyargs, *args.args]
                defaults = list(zip(positional[len(positional) - len(args.defaults):],
                                    args.defaults, strict=True))
                defaults += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults,
                                                    strict=True) if d is not None]
                cited += [s for a, d in defaults if a.arg == "rule" for s in _strings(d, consts)]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            cited += [s for kw in node.keywords if kw.arg == "rule"
                      for s in _strings(kw.value, consts)]
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            at = position.get(name or "")
            if at is not None and len(node.args) > at:
                cited += _strings(node.args[at], consts)
        for rid in cited:
            found.setdefault(rid, set()).add(str(path))
    return {rid: frozenset(files) for rid, files in found.items()}


def test_id_pattern_matches_the_naming_conventions() -> None:
    assert id_pattern("R11").search("test_r11_tie_lynches_nobody")
    assert id_pattern("R1").search("test_r01_phases_in_order")
    assert id_pattern("R1").search("R1 Day 0 has no lynch")
    assert not id_pattern("R1").search("test_r11_tie")
    assert not id_pattern("R1").search("test_r10_night")
    assert id_pattern("S0.25").search("test_s0_25_self_visit")
    assert id_pattern("S0.25").search("S0.25 using an action on yourself")
    assert id_pattern("S0.38").search("s0_38_s0_60_rodent_kills_the_doctor")
    assert id_pattern("S0.60").search("s0_38_s0_60_rodent_kills_the_doctor")
    assert not id_pattern("S0.2").search("test_s0_25_self_visit")
    assert not id_pattern("S0.5").search("test_s0_50_rodent")
    assert not id_pattern("S1.2").search("test_s0_12_targeting")


def test_rules_map_covers_every_id_once_with_a_known_status() -> None:
    table = rows()
    ids = [r["id"] for r in table if ID_RE.match(r["id"])]
    assert sorted(set(ids)) == sorted(ids), "an id appears twice in docs/rules.md"
    missing = [i for i in ALL_IDS if i not in ids]
    assert not missing, f"docs/rules.md has no row for: {', '.join(missing)}"
    unknown = [i for i in ids if i not in ALL_IDS]
    assert not unknown, f"docs/rules.md has rows for ids the spec does not have: {unknown}"
    bad = {
        r["id"]: r.get("status", "")
        for r in table
        if ID_RE.match(r["id"]) and r.get("status", "").split(" ")[0] not in STATUSES
    }
    assert not bad, f"unknown status (use one of {STATUSES}): {bad}"


def test_every_implemented_id_has_a_test() -> None:
    """For each id marked implemented in docs/rules.md, a test or scenario is named by it (or
    by the id it is word for word the same as)."""
    untested = []
    for r in rows():
        if not ID_RE.match(r["id"]) or not r.get("status", "").startswith("implemented"):
            continue
        same = r.get("same as", "").strip("` ")
        candidates = [r["id"]] + ([same] if ID_RE.match(same) else [])
        if not any(named_after(c) for c in candidates):
            untested.append(r["id"])
    assert not untested, (
        f"{len(untested)} id(s) marked implemented in docs/rules.md have no test or scenario "
        f"named by them: {', '.join(untested)}"
    )


# ---------------------------------------------------------------------- paraphrases (R40)


def test_cited_rule_ids_finds_every_way_the_code_cites_a_rule() -> None:
    cited = cited_rule_ids()
    for rid in ("R8", "R11", "S0.47", "R19", "WAR", "S1.14", "Chef", "FT"):
        assert rid in cited, rid
    assert "contagion" not in cited and "rule" not in cited  # a comparison, a dict key


def test_every_rule_the_code_cites_has_words_in_the_rulebook() -> None:
    from werewolves.roles.rulebook import RULEBOOK

    missing = {rid: sorted(Path(f).name for f in files)
               for rid, files in cited_rule_ids().items() if rid not in RULEBOOK}
    assert not missing, f"rule ids cited in the code with no RULEBOOK paraphrase: {missing}"


def test_the_rulebook_covers_the_spec_and_the_docs_agree_with_it() -> None:
    """RULEBOOK is the one source of the paraphrases; docs/rules.md shows the same words for
    every id (scripts/rules_map.py writes them)."""
    from werewolves.roles.rulebook import RULEBOOK

    missing = [i for i in ALL_IDS if i not in RULEBOOK]
    assert not missing, f"RULEBOOK has no paraphrase for: {', '.join(missing)}"
    for rid, words in RULEBOOK.items():
        assert words.strip() == words and words, f"{rid}: an empty or untrimmed paraphrase"
        assert "|" not in words and "\n" not in words, f"{rid}: breaks the docs' table"
    docs = {r["id"]: r.get("paraphrase", "") for r in rows()}
    absent = [rid for rid in RULEBOOK if rid not in docs]
    assert not absent, f"docs/rules.md has no row for: {absent} (run scripts/rules_map.py)"
    differ = [rid for rid, words in RULEBOOK.items() if docs[rid] != words]
    assert not differ, (
        f"docs/rules.md paraphrases differ from RULEBOOK for {differ} (run scripts/rules_map.py)"
    )
    unknown = [rid for rid in docs if rid not in RULEBOOK]
    assert not unknown, f"docs/rules.md rows with no RULEBOOK entry: {unknown}"


# ---------------------------------------------------------------------- role-book sentences

# A role added from the role book (shared/reference/rolebook-2023-06) cites each sentence of its
# card by the id shared/spec/rolebook-sentences.md gives it (``aura-teller.2``, ``aura-teller.b1``
# for a Basics sentence). docs/rules.md maps those ids in a table of its own (id, paraphrase,
# status, reason, code, tests): ``implemented`` needs a test or scenario named by the id and a
# citation in the code; ``informative`` (a sentence that carries no behaviour: a Basics sentence
# its Details repeat, a sentence cut at "e.g.", a host's procedure) needs its reason.
BOOK_ID_RE = re.compile(r"^([a-z][a-z0-9'-]*)\.(b?\d+)$")
BOOK_STATUSES = ("implemented", "informative")


def book_spec() -> Path | None:
    """shared/spec/rolebook-sentences.md, when the shared folder is beside the checkout."""
    for parent in ROOT.parents:
        path = parent / "shared" / "spec" / "rolebook-sentences.md"
        if path.is_file():
            return path
    return None


def book_cards() -> dict[str, list[str]]:
    """Each card of the spec (by its id prefix) → the ids of its sentences, in order."""
    spec = book_spec()
    if spec is None:
        return {}
    cards: dict[str, list[str]] = {}
    for m in re.finditer(r"^- \*\*([a-z][a-z0-9'-]*)\.(b?\d+)\*\*", spec.read_text("utf-8"), re.M):
        cards.setdefault(m.group(1), []).append(f"{m.group(1)}.{m.group(2)}")
    return cards


def book_pattern(book_id: str) -> re.Pattern[str]:
    """How a test or scenario name mentions ``aura-teller.2``: ``aura_teller_2`` or the id."""
    m = BOOK_ID_RE.match(book_id)
    assert m is not None, book_id
    card = r"[-_ ]".join(re.escape(w) for w in m.group(1).split("-"))
    return re.compile(rf"(?<![a-z0-9]){card}[._]{m.group(2)}(?![0-9])", re.IGNORECASE)


def book_rows() -> list[dict[str, str]]:
    return [r for r in rows() if BOOK_ID_RE.match(r["id"])]


def book_citations() -> dict[str, set[str]]:
    """Every role-book sentence id cited anywhere under src/werewolves → the files citing it
    (ids of a card the docs or the spec know, so a dotted word is not taken for one)."""
    prefixes = {BOOK_ID_RE.match(r["id"]).group(1) for r in book_rows()}  # type: ignore[union-attr]
    prefixes |= set(book_cards())
    token = re.compile(r"(?<![A-Za-z0-9.])([a-z][a-z0-9'-]*)\.(b?\d+)(?![0-9A-Za-z])")
    found: dict[str, set[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        for m in token.finditer(path.read_text(encoding="utf-8")):
            if m.group(1) in prefixes:
                found.setdefault(f"{m.group(1)}.{m.group(2)}", set()).add(str(path))
    return found


def test_book_pattern_matches_the_naming_conventions() -> None:
    assert book_pattern("aura-teller.2").search("test_aura_teller_2_lycans_are_threats")
    assert book_pattern("aura-teller.2").search("aura-teller.2 a lycan shows as a threat")
    assert book_pattern("aura-teller.b1").search("test_aura_teller_b1_each_night")
    assert not book_pattern("aura-teller.2").search("test_aura_teller_21")
    assert not book_pattern("aura-teller.1").search("test_aura_teller_b1")


def test_every_cited_book_sentence_is_mapped() -> None:
    mapped = {r["id"] for r in book_rows()}
    unmapped = sorted(set(book_citations()) - mapped)
    assert not unmapped, f"role-book sentences cited with no row in docs/rules.md: {unmapped}"


def test_a_mapped_card_is_mapped_whole() -> None:
    """Once one sentence of a card is mapped, every sentence of that card is (as implemented or
    as informative, with a reason), so no sentence of an implemented role is forgotten."""
    mapped = {r["id"] for r in book_rows()}
    cards = book_cards()
    if not cards:
        pytest.skip("shared/spec/rolebook-sentences.md is not beside this checkout")
    missing = [
        i
        for card in {BOOK_ID_RE.match(m).group(1) for m in mapped}  # type: ignore[union-attr]
        for i in cards.get(card, [])
        if i not in mapped
    ]
    assert not missing, f"docs/rules.md misses these sentences of mapped cards: {missing}"
    unknown = [i for i in mapped if BOOK_ID_RE.match(i) and cards and i not in
               {x for ids in cards.values() for x in ids}]
    assert not unknown, f"docs/rules.md maps ids the spec does not have: {unknown}"


def test_every_sentence_of_the_role_book_has_a_row() -> None:
    """Issue 23 item 4: every sentence id of shared/spec/rolebook-sentences.md is mapped, the
    game rules of ``_rules/`` and the seeded roles' cards included (implemented, or informative
    with the rule that carries it)."""
    cards = book_cards()
    if not cards:
        pytest.skip("shared/spec/rolebook-sentences.md is not beside this checkout")
    mapped = {r["id"] for r in book_rows()}
    unmapped = [i for ids in cards.values() for i in ids if i not in mapped]
    assert not unmapped, f"role-book sentences with no row in docs/rules.md: {unmapped[:20]}"


def test_every_book_sentence_is_tested_or_marked_with_a_reason() -> None:
    """An implemented sentence has a test or scenario named by it and a citation in the code; a
    sentence that carries no behaviour is marked informative with its reason. The marks are
    counted: every row is one or the other."""
    cited = book_citations()
    untested, uncited, unreasoned, bad = [], [], [], []
    counts = dict.fromkeys(BOOK_STATUSES, 0)
    for r in book_rows():
        status = r.get("status", "").split(" ")[0]
        if status not in BOOK_STATUSES:
            bad.append(r["id"])
            continue
        counts[status] += 1
        if status == "informative" and not r.get("reason", "").strip("— "):
            unreasoned.append(r["id"])
        if status == "implemented":
            rx = book_pattern(r["id"])
            if not any(rx.search(n) for n in collected_names()):
                untested.append(r["id"])
            if r["id"] not in cited:
                uncited.append(r["id"])
    assert not bad, f"unknown status (use one of {BOOK_STATUSES}): {bad}"
    assert not unreasoned, f"informative sentences with no reason: {unreasoned}"
    assert not untested, f"implemented sentences with no test or scenario named by them: {untested}"
    assert not uncited, f"implemented sentences the code never cites: {uncited}"
    assert sum(counts.values()) == len(book_rows())
