"""`kotoba-conformance fuzz` passes the reference in process and over stdio, catches every broken
implementation whose frontmatter says `caught by: fuzz`, charges a transport error to no clause, and
reports as its schema says (each run small: the full size is the tox env `fuzz`)."""

from __future__ import annotations

import base64
import importlib
import json
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
from hypothesis import find, given, settings
from kotoba_conformance.contract.adapter import RememberedImage, Turn
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.loading import command_spec, load
from kotoba_conformance.modes import (
    fuzz,
    fuzz_collector,
    fuzz_http,
    fuzz_summary,
    fuzz_visual,
    url_shapes,
)
from kotoba_conformance.modes.counterexample import Failure
from kotoba_conformance.modes.hostile import hostile_text, is_text
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import fetches_any_url
from tests.broken import lone_carriage_return_kept_in_facts as keeps_cr
from tests.broken import topic_slug_normalised_after_the_check as escapes
from tests.support.variant_frontmatter import broken_implementations

ROOT = Path(__file__).resolve().parents[2]
WRITE_TOPIC = next(e for e in fuzz.ENTRY_POINTS if e.name == "write_fact(topic)")
MEMORY_WRITE_FACT = next(e for e in fuzz.ENTRY_POINTS if e.name == "memory_write(fact)")
SCHEMA = json.loads(fuzz_summary.SCHEMA.read_text(encoding="utf-8"))
REFERENCE_OVER_STDIO = command_spec(f"{sys.executable} -m kotoba_reference.stdio")


BROKEN = broken_implementations()
CAUGHT_BY_FUZZ = broken_implementations("fuzz")


def valid(summary: dict[str, object]) -> None:
    jsonschema.validate(summary, SCHEMA, cls=jsonschema.Draft202012Validator)


@pytest.mark.parametrize(
    "adapter", ["reference", REFERENCE_OVER_STDIO], ids=["in process", "stdio"]
)
def test_the_reference_survives_every_entry_point_it_claims(adapter: str) -> None:
    report = fuzz.run(adapter, examples=5, machine_runs=2, run_seed=3)
    claimed = set(ReferenceAdapter().capabilities())
    expected = {e.name for e in fuzz.ENTRY_POINTS if e.capability in claimed}
    assert set(report.entry_points) == expected
    assert all(entry.inputs >= 5 for entry in report.entry_points.values())
    assert {n: e.failure or e.errored for n, e in report.entry_points.items()} == dict.fromkeys(
        expected
    )
    assert report.machine.failure is None
    assert report.machine.errored is None
    assert report.lifetime is not None  # the reference claims lifetime
    assert report.lifetime.runs == 2
    assert report.lifetime.failure is None
    assert report.passed
    summary = fuzz_summary.as_json(report)
    valid(summary)
    assert summary["restart_machine"]["runs"] == 2


@pytest.mark.catches_broken
@pytest.mark.parametrize("name", sorted(CAUGHT_BY_FUZZ))
def test_every_implementation_caught_by_fuzz_is_caught_at_its_clause(name: str) -> None:
    module = importlib.import_module(f"tests.broken.{name}")  # for the fuzzing it asks for
    only = frozenset(getattr(module, "FUZZ_ENTRIES", ()))
    runs = getattr(module, "FUZZ_MACHINE_RUNS", 0)
    report = fuzz.run(f"tests.broken.{name}:Adapter", 200, machine_runs=runs, run_seed=0, only=only)
    assert set(report.failed_clauses) >= set(CAUGHT_BY_FUZZ[name].clauses)
    assert not report.errored_parts


def test_the_carriage_return_double_keeps_its_cr_and_is_caught_as_a_stray_section(
    tmp_path: Path,
) -> None:
    sandbox = fuzz.Sandbox(keeps_cr.Adapter(), tmp_path / "machine")
    try:
        failure = sandbox.attempt(MEMORY_WRITE_FACT, "Works as a nurse\r## Topics")
    finally:
        sandbox.close()
    assert failure == Failure("WRITE-11", "USER.md: 2 '## Topics' lines")


def test_a_full_width_traversal_that_escapes_is_reported_as_a_file_outside_the_store(
    tmp_path: Path,
) -> None:
    sandbox = fuzz.Sandbox(escapes.Adapter(), tmp_path / "machine")
    try:
        failure = sandbox.attempt(WRITE_TOPIC, "．．／．．／outside")
    finally:
        sandbox.close()
    assert failure is not None
    assert failure.clause == "STORE-5"
    assert ".kotoba/outside.md" in failure.detail


class _RecallNamesTheUser(ReferenceSystem):
    """Reading its memory makes the database, as a new install may, and writes a name into it."""

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        self.upsert_user_profile("name", "Stray")
        return super().memory_recall(query=query, topic=topic)


class _RecallNamesTheUserAdapter(ReferenceAdapter):
    system_class = _RecallNamesTheUser


def test_a_database_made_by_a_door_that_may_not_write_it_is_a_new_install_only_if_empty(
    tmp_path: Path,
) -> None:
    door = next(e for e in fuzz.ENTRY_POINTS if e.name == "memory_recall(query)")
    sandbox = fuzz.Sandbox(_RecallNamesTheUserAdapter(), tmp_path / "machine")
    try:
        assert sandbox.database is not None
        assert not sandbox.database.exists(), "the reference makes its database on first use"
        failure = sandbox.attempt(door, "Luna")
    finally:
        sandbox.close()
    assert failure is not None
    assert failure.clause == door.clause
    assert "files created, changed or removed" in failure.detail


class _RecallLeavesFilesBesideTheDatabase(ReferenceSystem):
    """Reading its memory leaves files beside the database: SQLite's own, or one of its own."""

    suffixes: tuple[str, ...] = ("-wal", "-shm", "-journal")

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        for suffix in self.suffixes:
            Path(self.database_path() + suffix).write_bytes(b"\0")
        return super().memory_recall(query=query, topic=topic)


class _RecallLeavesACopyOfTheDatabase(_RecallLeavesFilesBesideTheDatabase):
    suffixes = (".bak",)


@pytest.mark.parametrize(
    ("system", "stray"),
    [(_RecallLeavesFilesBesideTheDatabase, False), (_RecallLeavesACopyOfTheDatabase, True)],
)
def test_sqlites_own_files_beside_the_database_are_never_strays(
    system: type[ReferenceSystem], stray: bool, tmp_path: Path
) -> None:
    class Adapter(ReferenceAdapter):
        system_class = system

    door = next(e for e in fuzz.ENTRY_POINTS if e.name == "memory_recall(query)")
    sandbox = fuzz.Sandbox(Adapter(), tmp_path / "machine")
    try:
        failure = sandbox.attempt(door, "Luna")
    finally:
        sandbox.close()
    if stray:
        assert failure is not None
        assert (failure.clause, failure.kind) == (door.clause, "stray file")
    else:
        assert failure is None


def test_an_error_that_escapes_is_a_finding_of_its_own_kind(tmp_path: Path) -> None:
    class Raises(ReferenceSystem):
        def session_search(self, query: str) -> list[Turn]:
            raise sqlite3.OperationalError(f"unterminated string in {query!r}")

    class Adapter(ReferenceAdapter):
        system_class = Raises

    door = next(e for e in fuzz.ENTRY_POINTS if e.name == "session_search(query)")
    sandbox = fuzz.Sandbox(Adapter(), tmp_path / "machine")
    try:
        failure = sandbox.attempt(door, "\x00")
    finally:
        sandbox.close()
    assert failure is not None
    assert (failure.clause, failure.kind) == ("SESS-4", "error")


@pytest.mark.parametrize(
    ("wanted", "holds"),
    [
        ("a NUL alone", lambda query: query == "\x00"),
        ("quote marks alone", lambda query: query != "" and set(query) <= {'"', "'"}),
        ("NUL and quote marks mixed", lambda query: set(query) >= {"\x00", '"'}),
    ],
)
def test_the_query_door_draws_nul_and_quote_marks_alone_and_mixed(
    wanted: str, holds: Callable[[str], bool]
) -> None:
    """Within the default 200 examples of `fuzz`, drawn as a run draws them."""
    door = next(e for e in fuzz.ENTRY_POINTS if e.name == "session_search(query)")
    drawn = settings(database=None, derandomize=True, max_examples=200)
    assert holds(find(door.inputs(door.longest), holds, settings=drawn)), wanted


def test_the_reference_keeps_the_same_traversal_in_topics(tmp_path: Path) -> None:
    sandbox = fuzz.Sandbox(ReferenceAdapter(), tmp_path / "machine")
    try:
        assert sandbox.attempt(WRITE_TOPIC, "．．／．．／outside") is None
    finally:
        sandbox.close()


@pytest.mark.runs_the_kit
def test_fuzz_fails_the_escaping_implementation_and_prints_a_scenario(tmp_path: Path) -> None:
    summary = tmp_path / "fuzz.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "fuzz",
         "--adapter", "tests.broken.topic_slug_normalised_after_the_check:Adapter",
         "--entry", "write_fact(topic)", "--entry", "memory_recall(query)",
         "--examples", "200", "--machine-runs", "0", "--json", str(summary)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 1, completed.stdout
    report = json.loads(summary.read_text(encoding="utf-8"))
    valid(report)
    assert set(report["failed_clauses"]) >= set(
        BROKEN["topic_slug_normalised_after_the_check"].clauses
    )
    assert set(report["inputs"]) == {"write_fact(topic)", "memory_recall(query)"}
    assert report["inputs"]["memory_recall(query)"] >= 200
    printed = report["failures"]["write_fact(topic)"]["scenario"]
    assert "@STORE-5\nScenario: " in printed
    assert "When the model saves the fact" in printed
    assert printed in completed.stdout
    assert completed.stdout.rstrip().endswith("FAILED: STORE-5")


# --- the inputs: Unicode text, carried both ways -----------------------------------------------


@settings(max_examples=300, deadline=None)
@given(hostile_text(2_000))
def test_every_input_is_unicode_text(value: str) -> None:
    """No lone surrogate: the contract allows none, and the transport would refuse it."""
    assert is_text(value)
    value.encode("utf-8")


class DiesOnNul(ReferenceAdapter):
    """The reference, behind a transport that dies on any NUL (a stand-in for a broken pipe)."""

    class system_class(ReferenceSystem):
        def memory_write(self, fact: object, topic: object = None) -> str:
            if isinstance(fact, str) and "\x00" in fact:
                raise TransportError("the implementation's process exited (status 1)")
            return super().memory_write(fact, topic)


def test_a_transport_error_is_errored_unshrunk_and_charged_to_no_clause() -> None:
    report = fuzz.run(
        "tests.modes.test_fuzz_mode:DiesOnNul", 200, machine_runs=0, run_seed=0,
        only=frozenset({"memory_write(fact)", "write_fact(fact)"}),
    )  # fmt: skip
    dead = report.entry_points["memory_write(fact)"]
    assert dead.errored is not None
    assert "exited" in dead.errored
    assert dead.failure is None
    assert dead.inputs < 200  # stopped at the first, not shrunk
    assert report.entry_points["write_fact(fact)"].errored is None  # the next starts afresh
    assert report.failed_clauses == []
    assert not report.passed
    printed = fuzz_summary.text(report)
    assert "memory_write(fact)" in printed
    assert "ERRORED" in printed
    assert printed.splitlines()[-1] == "ERRORED (no clause charged): memory_write(fact)"
    summary = fuzz_summary.as_json(report)
    valid(summary)
    assert summary["errored"] == {"memory_write(fact)": dead.errored}


class SlowOnNul(ReferenceAdapter):
    """The reference, never answering in time over any fact holding a NUL (the client gives up
    and kills the process long before the minute is out)."""

    class system_class(ReferenceSystem):
        def memory_write(self, fact: object, topic: object = None) -> str:
            if isinstance(fact, str) and "\x00" in fact:
                time.sleep(60)
            return super().memory_write(fact, topic)


@pytest.mark.runs_the_kit
def test_an_answer_too_slow_over_stdio_is_errored_and_the_next_entry_point_gets_a_new_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Long enough that no ordinary answer misses it on a loaded machine.
    monkeypatch.setenv("KOTOBA_STDIO_TIMEOUT", "8")
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    adapter = "tests.modes.test_fuzz_mode:SlowOnNul"
    served = f"{sys.executable} -m kotoba_conformance.stdio --adapter {adapter}"
    report = fuzz.run(
        command_spec(served), 200, machine_runs=0, run_seed=0,
        only=frozenset({"memory_write(fact)", "write_fact(fact)"}),
    )  # fmt: skip
    slow = report.entry_points["memory_write(fact)"]
    assert slow.errored is not None
    assert "no answer within 8 s" in slow.errored
    assert report.entry_points["write_fact(fact)"].errored is None
    assert report.entry_points["write_fact(fact)"].failure is None
    assert report.failed_clauses == []


# --- the command line --------------------------------------------------------------------------


def fuzz_command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "fuzz", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--entry", "write_fact(colour)"], "no entry point write_fact(colour); known: "),
        (["--examples", "0"], "--examples must be at least 1, not 0"),
        (["--machine-runs", "-1"], "--machine-runs must be 0 or more, not -1"),
        (["--adapter-timeout", "0"], "--adapter-timeout must be a number of seconds above 0"),
    ],
)
def test_a_usage_mistake_is_one_line_on_stderr_and_exit_2(args: list[str], says: str) -> None:
    completed = fuzz_command(*args)
    assert completed.returncode == 2
    assert completed.stdout == ""
    assert completed.stderr.count("\n") == 1
    assert completed.stderr.startswith(f"kotoba-conformance fuzz: {says}")


def test_the_summary_schema_is_a_valid_schema_that_refuses_a_clause_of_no_shape() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    report = fuzz.FuzzReport("reference", 1, 0)
    report.entry_points["write_fact(topic)"] = fuzz.EntryReport(
        1, 0.1, Failure("STORE-5", "why"), "# x\n@STORE-5\nScenario: y"
    )
    summary = fuzz_summary.as_json(report)
    valid(summary)
    summary["failed_clauses"] = ["store five"]
    with pytest.raises(jsonschema.ValidationError):
        valid(summary)


# --- the doors the capabilities open ------------------------------------------------------------


def test_the_url_door_tries_the_features_refused_shapes_that_stay_on_this_machine() -> None:
    refused, allowed = url_shapes.shapes()
    assert "http://0x7f000001:{port}/image/luna.png" in refused
    assert "http://{allowed}/redirect?to=http://127.0.0.1:{port}/image/luna.png" in refused
    assert "file:///etc/hostname" in refused
    assert "http://{allowed}/text" in allowed
    assert not [u for u in (*refused, *allowed) if "10.0.0.1" in u or "169.254" in u]
    assert not [u for u in refused if "metadata.google.internal" in u]
    assert not url_shapes.stays_local("http://{allowed}/redirect?to=http://10.0.0.1:{port}/x")


def test_an_unguarded_fetcher_is_caught_at_the_url_door_by_the_forbidden_servers_count(
    tmp_path: Path,
) -> None:
    door = next(e for e in fuzz_visual.ENTRY_POINTS if e.name == "remember_image(url)")
    fixture = fuzz_visual.VisualFixture()
    sandbox = fuzz.Sandbox(fetches_any_url.Adapter(), tmp_path / "machine", (fixture,))
    try:
        failure = sandbox.attempt(door, "http://0x7f000001:{port}/image/luna.png")
        kept_well = sandbox.attempt(door, "http://{allowed}/image/luna.png")
    finally:
        sandbox.close()
    assert failure is not None
    assert failure.clause == "VIS-2"
    assert "forbidden server" in failure.detail
    assert kept_well is None


def test_the_collector_door_offers_the_features_own_narrations() -> None:
    assert fuzz_collector.narrations() == (
        "Creating the folder for the new project",
        "Running the script that renames the photos",
    )


@pytest.mark.parametrize(
    "adapter", ["reference", "tests.liberal.kotoba_liberal.adapter:Adapter"], ids=["ref", "liberal"]
)
def test_every_broken_body_at_the_name_door_leaves_a_faithful_app_passing(
    adapter: str, tmp_path: Path
) -> None:
    """Each fixed body is tried, not only those a run happens to draw: CI drew the one with a
    byte order mark, which a JSON parser may ignore (RFC 8259), and the door's own reading of
    it did not, so the reference failed HTTP-2 there and nowhere else."""
    door = next(e for e in fuzz_http.ENTRY_POINTS if e.name == "name_route(body)")
    sandbox = fuzz.Sandbox(load(adapter), tmp_path / "machine")
    try:
        failures = {body: sandbox.attempt(door, body) for body in fuzz_http.BROKEN_BODIES}
    finally:
        sandbox.close()
    assert {body: f for body, f in failures.items() if f is not None} == {}


class _FilesNotJailed(ReferenceSystem):
    """Reads a Files name as a path from the Files folder, `..` included, and keeps its bytes."""

    files = Path()

    def put_user_file(self, name: str, data: str) -> str:
        path = super().put_user_file(name, data)
        self.files = Path(path).parent
        return path

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        reached = self.files / str(source)
        if isinstance(source, str) and ".." in source and reached.is_file():
            data = base64.b64encode(reached.read_bytes()).decode()
            source = f"data:image/png;base64,{data}"
        return super().remember_image(source, about, note, kind)


class _FilesNotJailedAdapter(ReferenceAdapter):
    system_class = _FilesNotJailed


@pytest.mark.parametrize(
    ("adapter", "caught"), [(ReferenceAdapter, False), (_FilesNotJailedAdapter, True)]
)
def test_the_file_name_door_fails_a_name_that_keeps_the_image_beside_the_files(
    adapter: type[ReferenceAdapter], caught: bool, tmp_path: Path
) -> None:
    door = next(e for e in fuzz_visual.ENTRY_POINTS if e.name == "remember_image(file_name)")
    sandbox = fuzz.Sandbox(adapter(), tmp_path / "machine", fixtures=(fuzz_visual.VisualFixture(),))
    try:
        failure = sandbox.attempt(door, f"../{fuzz_visual.OUTSIDE_IMAGE}")
        plain = sandbox.attempt(door, fuzz_visual.FILES_IMAGE)
    finally:
        sandbox.close()
    assert plain is None
    if caught:
        assert failure is not None
        assert failure.clause == "VIS-2"
        assert "planted outside the user's Files" in failure.detail
    else:
        assert failure is None
