"""The mutation report reads mutmut's verdicts and the written answers the way the issue counts
them: a survivor without an answer fails `--check`, and only equivalent mutants leave the score."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "mutation_report.py"


@pytest.fixture(scope="module")
def report() -> ModuleType:
    """The script, loaded from its file: benchmarks/ is not a package."""
    spec = importlib.util.spec_from_file_location("mutation_report", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def write_results(folder: Path, module: str, verdicts: dict[str, int | None]) -> None:
    """mutmut's cache for one module (`facts.store`): `facts/store.py.meta` under the folder."""
    meta = folder.joinpath(*module.split(".")).with_suffix(".py.meta")
    meta.parent.mkdir(parents=True, exist_ok=True)
    names = {f"kotoba_reference.{module}.x_f__mutmut_{n}": code for n, code in verdicts.items()}
    meta.write_text(json.dumps({"exit_code_by_key": names}))


def test_every_kind_of_verdict_lands_in_its_column(report: ModuleType, tmp_path: Path) -> None:
    results, answers = tmp_path / "results", tmp_path / "answers"
    verdicts = {"1": 1, "2": 36, "3": 0, "4": 0, "5": 0, "6": 33, "7": None, "8": -11}
    write_results(results, "facts.store", verdicts)
    answers.mkdir()
    (answers / "facts.md").write_text(
        "# heading, not an answer\n"
        "- `kotoba_reference.facts.store.x_f__mutmut_3` equivalent — same codec\n"
        "- `kotoba_reference.facts.store.x_f__mutmut_4` unspecified — wording\n"
        "- `kotoba_reference.facts.store.x_f__mutmut_6` unobservable — nothing listens\n"
    )
    (row,) = report.module_scores(results, report.answers(answers))
    assert dict(row.counts) == {
        "killed": 1, "timeout": 1, "equivalent": 1, "unspecified": 1, "unobservable": 1,
        "unanswered": 1, "not checked": 1, "other": 1,
    }  # fmt: skip
    assert row.unanswered == ["kotoba_reference.facts.store.x_f__mutmut_5"]
    assert row.score(set_aside=("equivalent",)) == pytest.approx(100 * 2 / 7)
    assert row.score(set_aside=("equivalent", "unspecified")) == pytest.approx(100 * 2 / 6)


def test_modules_are_summed_per_capability(report: ModuleType, tmp_path: Path) -> None:
    write_results(tmp_path, "facts.store", {"1": 1, "2": 0})
    write_results(tmp_path, "facts.prompt", {"1": 1})
    write_results(tmp_path, "settings_app.web", {"1": 0})
    groups = report.capability_scores(report.module_scores(tmp_path, {}))
    assert [(g.name, g.mutants, g.counts["killed"]) for g in groups] == [
        ("facts and prompt", 3, 2),
        ("http", 1, 0),
    ]


def test_check_fails_while_a_survivor_is_unanswered(
    report: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_results(tmp_path, "facts.index", {"1": 0})
    assert report.main(["--results", str(tmp_path)]) == 0
    assert report.main(["--check", "--results", str(tmp_path)]) == 1
    assert (
        "unanswered survivor: kotoba_reference.facts.index.x_f__mutmut_1" in capsys.readouterr().out
    )


def test_the_shipped_answers_name_real_kinds_once_each(report: ModuleType) -> None:
    """Every bullet in the answers folder parses; a mutant answered twice would hide a typo."""
    seen: list[str] = []
    for path in sorted(report.SURVIVORS.glob("*.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("- `kotoba_reference."):
                match = report.ANSWER.match(line)
                assert match, f"{path.name}: unreadable answer: {line}"
                seen.append(match["mutant"])
    assert seen, "no answers found"
    assert len(seen) == len(set(seen)), "a mutant is answered twice"
