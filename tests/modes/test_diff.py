"""`kotoba-conformance diff`: the comparison, the classification by open point, the command and
its JSON report, on the reference against implementations differing from it in one known way."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import kotoba_conformance
import pytest
from kotoba_conformance.cli import main
from kotoba_conformance.contract import catalogue, citations
from kotoba_conformance.contract.loading import known_failures, load
from kotoba_conformance.modes.diff.compare import Side, compare_program
from kotoba_conformance.modes.diff.matchers import MATCHERS, OBSERVERS
from kotoba_conformance.modes.diff.open_points import open_points, parse
from kotoba_conformance.programs.operations import ReadTopic, Write
from kotoba_conformance.reports import open_points_table

SCHEMA = json.loads(
    (Path(kotoba_conformance.__file__).parent / "reports" / "diff.schema.json").read_text(
        encoding="utf-8"
    )
)
REVERSED = "tests.support.diff_adapters:ReversesThePrompt"
NO_RELATED = "tests.support.diff_adapters:ShowsNoRelatedHits"
THREE_FACTS = (
    Write("Has a cat named Luna", "pets", "tool"),
    Write("Works as a security engineer", "work", "store"),
    Write("Favorite color is cobalt blue", "preferences", "tool"),
)


def _sides(other: str) -> tuple[Side, Side]:
    sides = []
    for name, spec in (("A", "tests.support.adapters:RequiredOnly"), ("B", other)):
        adapter = load(spec)
        sides.append(Side(name, spec, spec, adapter, known_failures(adapter)))
    return sides[0], sides[1]


def test_an_implementation_compared_with_itself_differs_nowhere() -> None:
    found = compare_program(THREE_FACTS, _sides("tests.support.adapters:RequiredOnly")).found
    assert found == []


def test_a_prompt_out_of_recents_order_is_unexplained_and_shrunk() -> None:
    comparison = compare_program(THREE_FACTS, _sides(REVERSED))
    assert [f.aspect for f in comparison.found if not f.explained] == ["prompt.order"] * 2
    (ops, found), *others = comparison.shrunk.values()
    assert others == []
    assert found.clause == "PROMPT-1"
    assert len(ops) == 2  # one fact shows no order: two are the fewest
    first, second = found.values
    assert isinstance(first, list)
    assert isinstance(second, list)
    assert first == second[::-1]


def test_fewer_related_hits_in_a_topic_read_are_allowed_by_r12() -> None:
    program = (
        Write("Commutes to work by bike", "travel", "tool"),
        Write("Works as a security engineer", "work", "tool"),
        ReadTopic("work"),
    )
    found = compare_program(program, _sides(NO_RELATED)).found
    related = [f for f in found if f.aspect == "probe:topic:work:related"]
    assert related, found
    assert {f.point.allows for f in related if f.point is not None} == {"R12"}
    assert all(f.explained for f in found)


def test_each_open_point_cites_the_documents_and_names_what_exists() -> None:
    points = open_points()
    assert len({p.id for p in points}) == len(points)
    for point in points:
        assert point.allows in catalogue.resolutions() or point.allows in catalogue.clauses()
        assert citations.find(point.sentence) is not None, point.id
        assert point.matcher in MATCHERS, point.id
        assert point.observe == "none" or point.observe in OBSERVERS, point.id


def test_an_open_point_missing_a_field_is_refused() -> None:
    with pytest.raises(ValueError, match="lacks matcher"):
        parse(
            "# x\n\n## p\n- allows: R4\n- sentence: s\n- aspects: *\n- step: no\n"
            "- diverges: no\n- observe: none\n"
        )


def test_the_command_prints_the_scenario_and_writes_a_valid_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "diff.json"
    argv = ["diff", "--adapter", "tests.support.adapters:RequiredOnly", "--adapter", REVERSED]
    assert main([*argv, "--programs", "1", "--json", str(path)]) == 1
    out = capsys.readouterr().out
    assert "@PROMPT-1" in out
    assert "Scenario: Generated program" in out
    report = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(report, SCHEMA)
    assert report["unexplained"] == 1
    (unexplained,) = report["pairs"][0]["unexplained"]
    assert unexplained["aspect"] == "prompt.order"
    order = {row["id"]: row["observed"] for row in report["open_points"]}["recent-order"]
    assert order["A"] == order["B"] == "oldest first"


def test_the_command_needs_two_implementations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", "--adapter", "reference"]) == 2
    assert "two implementations" in capsys.readouterr().err


def test_the_open_points_table_shows_each_implementations_answer() -> None:
    report = {
        "implementations": [{"name": "A"}, {"name": "B"}],
        "open_points": [
            {
                "id": "recent-order",
                "allows": "R4",
                "sentence": "## Recent holds the last 25 facts",
                "observed": {"A": "oldest first", "B": "newest first"},
            },
            {"id": "multi-line", "allows": "R1", "sentence": "s", "observed": {"A": None}},
        ],
    }
    lines = open_points_table.to_markdown(report).splitlines()
    assert lines[0] == "| open point | allowed by | the sentence that leaves it open | A | B |"
    assert lines[2].endswith("| oldest first | newest first |")
    assert lines[3].endswith(
        f"| {open_points_table.NOT_REACHED} | {open_points_table.NOT_REACHED} |"
    )


def test_a_report_in_a_missing_folder_is_refused_before_anything_runs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["diff", "--adapter", "reference", "--adapter", REVERSED]
    assert main([*argv, "--json", "/nonexistent/dir/diff.json"]) == 2
    captured = capsys.readouterr()
    assert "/nonexistent/dir does not exist" in captured.err
    assert captured.out == ""
