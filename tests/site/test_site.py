"""The site of `kotoba-conformance docs`: the copy committed in `docs/site/` is what the command
writes now, every link lands, nothing reaches outside the folder, every normative sentence shows
its clauses and its scenarios, the glossary says what the steps really call, and the outcomes and
the history are read as the reports and the CHANGELOG say."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest
from kotoba_conformance import cli
from kotoba_conformance.contract.locations import STEPS_DIR
from kotoba_conformance.reports.columns import runs
from kotoba_conformance.site import build, glossary, history, outcomes
from kotoba_conformance.site.sources import Scenario, Sources, load

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "docs" / "site"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as the documented command writes it, from the repository's root."""
    out = tmp_path_factory.mktemp("site")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(ROOT)
        assert cli.main(["docs", str(out)]) == 0
    return out


def test_the_committed_site_is_what_the_command_writes(generated: Path) -> None:
    fresh = {p.name: p.read_bytes() for p in sorted(generated.iterdir())}
    committed = {p.name: p.read_bytes() for p in sorted(COMMITTED.iterdir())}
    stale = sorted(n for n in fresh.keys() | committed.keys() if fresh.get(n) != committed.get(n))
    assert not stale, (
        f"docs/site is stale ({', '.join(stale)}): run `{build.COMMAND}` from the repository's "
        "root and commit docs/site"
    )


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.targets: list[tuple[str, str]] = []
        """(tag, url) of every href and src."""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name in {"href", "src", "action"} and value is not None:
                self.targets.append((tag, value))


def _parsed(folder: Path) -> dict[str, _Links]:
    found = {}
    for page in sorted(folder.glob("*.html")):
        parser = _Links()
        parser.feed(page.read_text(encoding="utf-8"))
        found[page.name] = parser
    return found


def test_every_link_lands_on_a_page_and_an_anchor_of_the_site(generated: Path) -> None:
    pages = _parsed(generated)
    broken = []
    for name, parser in pages.items():
        for _, url in parser.targets:
            path, _, anchor = url.partition("#")
            target = path or name
            if target == "style.css":
                continue
            if target not in pages or (anchor and anchor not in pages[target].ids):
                broken.append(f"{name}: {url}")
    assert not broken


def test_no_page_loads_or_links_anything_outside_the_folder(generated: Path) -> None:
    pages = _parsed(generated)
    outside = [
        f"{name}: {url}"
        for name, parser in pages.items()
        for _, url in parser.targets
        if re.match(r"^[a-z]+:|^//|^/", url)
    ]
    assert not outside
    scripts = {name for name in pages if "<script" in (generated / name).read_text("utf-8")}
    assert scripts == {"search.html"}, "only the search page may run a script"


def test_every_normative_sentence_shows_its_clauses_scenarios_and_results(
    generated: Path,
) -> None:
    missing = []
    for page in sorted(generated.glob("document-*.html")):
        text = page.read_text(encoding="utf-8")
        for block in re.findall(r"<div class='sentence normative'.*?</table>", text, re.S):
            if "clauses.html#" not in block or not re.search(r"href=\"\w+\.html#L\d+", block):
                missing.append(block[:120])
    assert not missing


@cache
def _step_functions() -> dict[str, ast.FunctionDef]:
    """Every function of the step modules and their support, by name: a step module's first,
    then support's (a support method of the same name, `held_writer`'s `request`, is not the
    step module's helper)."""
    found: dict[str, ast.FunctionDef] = {}
    for path in [*sorted(STEPS_DIR.glob("*.py")), *sorted(STEPS_DIR.glob("support/*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                found.setdefault(node.name, node)
    return found


DISPATCHERS = {"attempt"}
"""`World.attempt(action, ...)` calls the system's method named by its first argument: the name
the step passes counts, not the body, which names several methods."""


def _reached(function: ast.FunctionDef, functions: dict[str, ast.FunctionDef]) -> set[str]:
    """The names and string constants of a function and of the functions it calls, two deep
    (never into a dispatcher)."""
    seen, names, todo = set(), set(), [(function, 0)]
    while todo:
        node, depth = todo.pop()
        if node.name in seen:
            continue
        seen.add(node.name)
        for inner in ast.walk(node):
            name = None
            if isinstance(inner, ast.Attribute):
                name = inner.attr
            elif isinstance(inner, ast.Name):
                name = inner.id
            elif isinstance(inner, ast.Constant) and isinstance(inner.value, str):
                names.add(inner.value)
            if name:
                names.add(name)
                if depth < 2 and name in functions and name not in DISPATCHERS:
                    todo.append((functions[name], depth + 1))
    return names


@pytest.mark.parametrize("entry", glossary.ENTRIES, ids=lambda e: e.phrase)
def test_a_glossary_entry_names_what_its_step_calls(entry: glossary.Entry) -> None:
    functions = _step_functions()
    decorated = [
        f
        for f in functions.values()
        if any(entry.step in ast.unparse(d) or entry.step in _source(d) for d in f.decorator_list)
    ]
    assert decorated, f"no step matches {entry.step!r}"
    for function in decorated:
        missing = set(entry.calls) - _reached(function, functions)
        assert not missing, f"{function.name} does not call {sorted(missing)}"


def _source(decorator: ast.expr) -> str:
    return " ".join(
        n.value
        for n in ast.walk(decorator)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    )


@pytest.fixture(scope="module")
def sources() -> Sources:
    """The kit's own sources, with no report and no CHANGELOG."""
    return load([], None, None)


def _scenario(sources: Sources, name: str) -> Scenario:
    return next(s for s in sources.scenarios if s.name == name)


def test_a_scenario_outcome_is_read_from_its_clauses_lists(sources: Sources) -> None:
    outline = _scenario(sources, "A Spanish fact with <signal> is refused")
    single = _scenario(sources, "The documented Spanish fact is refused")
    failing = f"{outline.report_name} [Spanish-only words | Su color favorito es el azul]"
    report = {
        "adapter": {"name": "x", "capabilities": ["facts", "prompt"]},
        "clauses": {
            "WRITE-2": {"status": "FAILED", "failed": [failing, failing + " again"]},
            "WRITE-5": {"status": "passed"},
        },
    }
    run = runs([("x", report)])[0]
    assert outcomes.scenario_outcome(run, report, outline) == outcomes.Outcome("FAILED", 2)
    assert outcomes.scenario_outcome(run, report, single) == outcomes.Outcome("passed")
    report["adapter"] = {"name": "x", "capabilities": ["prompt"]}
    unclaimed = outcomes.scenario_outcome(runs([("x", report)])[0], report, single)
    assert unclaimed.result == "not claimed"


def test_the_history_says_when_the_changelog_records_one_version_only(sources: Sources) -> None:
    one = "# Changelog\n\n## 0.2.0 — unreleased\n\n### Reports\n\n- WRITE-7 now quotes.\n"
    two = one + "\n## 0.1.0 — 2026-01-01\n\n- First.\n"
    sources = replace(sources, changelog=one)
    page = history.page(sources)
    assert "records one version only" in page
    assert "(1)" in page.split("id='WRITE-7'")[1].split("</tr>")[0]
    sources = replace(sources, changelog=two)
    assert "records 2 versions" in history.page(sources)
    assert [e.version for e in history.entries(two)] == ["0.2.0", "0.1.0"]
