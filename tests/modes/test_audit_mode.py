"""`kotoba-conformance audit` passes the reference, in process and over stdio, and fails each
broken settings app (`caught by: audit`) on exactly the checks it declares; what a request
changed is read from the store, not from its status code."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import kotoba_conformance
import pytest
from kotoba_conformance.modes import audit
from kotoba_conformance.modes.audit_http import Reply
from kotoba_conformance.modes.audit_probes import PROBES, Probe, Request
from kotoba_reference.adapter import ReferenceAdapter

from tests.support.variant_frontmatter import broken_implementations

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads(
    (Path(kotoba_conformance.__file__).parent / "reports" / "audit.schema.json").read_text(
        encoding="utf-8"
    )
)
CAUGHT_BY_AUDIT = broken_implementations("audit")


class HttpWithoutProfile(ReferenceAdapter):
    """Claims http but not profile: the audit stores the name through the route instead."""

    def capabilities(self) -> list[str]:
        return ["facts", "prompt", "http"]


def run_audit(
    tmp_path: Path, *adapter: str
) -> tuple[int, dict[str, Any], subprocess.CompletedProcess[str]]:
    summary = tmp_path / "audit.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "audit", *adapter, "--json", str(summary)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    report = json.loads(summary.read_text(encoding="utf-8"))
    jsonschema.validate(report, SCHEMA)
    return completed.returncode, report, completed


def assert_nothing_foreign_got_through(report: dict[str, Any]) -> None:
    foreign = [p for p in report["probes"] if p["foreign"]]
    assert len(foreign) == sum(1 for p in PROBES if p.foreign)
    assert not [p for p in foreign if p["exposed"] or p["changed"] or p["failed"]]
    assert report["failed_checks"] == []
    assert report["passed"]
    own = {p["stands_for"]: p for p in report["probes"] if not p["foreign"]}
    # The audit is not blind: the app's own page deletes and reads, and the audit sees it.
    assert own["the panel's own delete button"]["changed"] == ["topic quokka-pets deleted"]
    assert own["the panel opened as localhost"]["exposed"] == ["facts", "topics"]


@pytest.mark.runs_the_kit
def test_the_reference_refuses_every_request_for_a_foreign_page(tmp_path: Path) -> None:
    code, report, completed = run_audit(tmp_path)
    assert code == 0, completed.stdout
    assert_nothing_foreign_got_through(report)
    assert report["headers"]["nosniff"] == report["headers"]["answers"]
    assert report["headers"]["cors"] == []
    assert "default-src 'none'" in report["headers"]["panel_policy"]
    assert "audit passed" in completed.stdout
    assert "foreign host: a page that rebound its name to 127.0.0.1" in completed.stdout
    assert completed.stderr == "", "progress goes to a terminal only"


@pytest.mark.runs_the_kit
def test_over_stdio_the_reference_passes_too(tmp_path: Path) -> None:
    command = f"{sys.executable} -m kotoba_reference.stdio"
    code, report, completed = run_audit(tmp_path, "--adapter-command", command)
    assert code == 0, completed.stdout
    assert report["adapter"] == f"command:{command}"
    assert_nothing_foreign_got_through(report)


@pytest.mark.catches_broken
def test_over_stdio_a_broken_app_fails_too(tmp_path: Path) -> None:
    command = (
        f"{sys.executable} -m kotoba_conformance.stdio "
        "--adapter tests.broken.settings_app_takes_changes_from_any_origin:Adapter"
    )
    code, report, completed = run_audit(tmp_path, "--adapter-command", command)
    assert code == 1, completed.stdout
    assert report["failed_checks"] == ["foreign origin"]


@pytest.mark.runs_the_kit
def test_without_profile_the_name_is_stored_through_the_route(tmp_path: Path) -> None:
    code, report, completed = run_audit(
        tmp_path, "--adapter", "tests.modes.test_audit_mode:HttpWithoutProfile"
    )
    assert code == 0, completed.stdout
    assert report["controls"] == []


@pytest.mark.runs_the_kit
def test_an_adapter_without_http_has_nothing_to_audit(tmp_path: Path) -> None:
    code, report, completed = run_audit(
        tmp_path, "--adapter", "tests.support.adapters:RequiredOnly"
    )
    assert code == 0
    assert (report["claimed"], report["probes"]) == (False, [])
    assert "does not claim http" in completed.stdout


@pytest.mark.catches_broken
@pytest.mark.parametrize("name", sorted(CAUGHT_BY_AUDIT))
def test_audit_fails_the_broken_settings_app_on_its_checks(name: str, tmp_path: Path) -> None:
    code, report, completed = run_audit(tmp_path, "--adapter", f"tests.broken.{name}:Adapter")
    assert code == 1, completed.stdout
    assert set(report["failed_checks"]) == set(CAUGHT_BY_AUDIT[name].clauses), completed.stdout
    failing = [p for p in report["probes"] if p["failed"]]
    assert all(p["exposed"] or p["changed"] for p in failing)
    assert "audit FAILED: " in completed.stdout


def test_every_check_has_a_broken_app_that_fails_it() -> None:
    caught = {check for front in CAUGHT_BY_AUDIT.values() for check in front.clauses}
    assert caught == {p.check for p in PROBES if p.foreign}


# --- the audit's reading of answers, without a server ------------------------------------------


PREFLIGHT = next(p for p in PROBES if p.check == "preflight" and p.request.route == "topic")
JSON_PREFLIGHT = next(p for p in PROBES if p.check == "preflight" and p.request.route == "name")


def cors(**headers: str) -> Reply:
    return Reply(200, {k.replace("_", "-"): v for k, v in headers.items()})


@pytest.mark.parametrize(
    ("reply", "allowed"),
    [
        (cors(), False),
        (cors(access_control_allow_origin="*"), False),  # DELETE is not a simple method
        (cors(access_control_allow_origin="*", access_control_allow_methods="GET, POST"), False),
        (cors(access_control_allow_origin="*", access_control_allow_methods="GET, DELETE"), True),
        (cors(access_control_allow_origin="*", access_control_allow_methods="*"), True),
        (
            cors(
                access_control_allow_origin="http://elsewhere.example",
                access_control_allow_methods="DELETE",
            ),
            False,
        ),
        (
            cors(
                access_control_allow_origin="http://attacker.example",
                access_control_allow_methods="DELETE",
            ),
            True,
        ),
        (
            Reply(403, {"access-control-allow-origin": "*", "access-control-allow-methods": "*"}),
            False,
        ),
    ],
)
def test_a_browser_goes_on_from_a_preflight_only_when_it_allows_the_method(
    reply: Reply, allowed: bool
) -> None:
    assert audit.allows(reply, PREFLIGHT) is allowed


def test_json_after_a_preflight_needs_its_content_type_allowed() -> None:
    methods_only = cors(access_control_allow_origin="*", access_control_allow_methods="POST")
    assert not audit.allows(methods_only, JSON_PREFLIGHT)
    with_header = cors(
        access_control_allow_origin="*",
        access_control_allow_methods="POST",
        access_control_allow_headers="Content-Type",
    )
    assert audit.allows(with_header, JSON_PREFLIGHT)


def test_an_answer_to_a_cross_origin_read_counts_only_when_cors_lets_the_page_read_it() -> None:
    probe = next(p for p in PROBES if p.check == "cross-origin read")
    payload = b'{"memory": {"recent": ["Keeps a quokka named Bramblewick"]}}'
    assert not audit.readable(Reply(200, {}, payload), probe)
    assert audit.readable(Reply(200, {"access-control-allow-origin": "*"}, payload), probe)
    assert audit.exposed(Reply(200, {}, payload), "/api/settings") == ["facts"]


def test_a_slug_the_request_named_itself_is_not_exposed_by_being_echoed() -> None:
    echo = Reply(200, {}, b'{"slug": "quokka-pets", "deleted": false}')
    assert audit.exposed(echo, "/api/memory/topic/quokka-pets") == []
    assert audit.exposed(echo, "/api/settings") == ["topics"]


def test_changes_name_the_topic_deleted_and_the_name_set() -> None:
    before = audit.Held({"quokka-pets": ["a"], "lighthouse-work": ["b"]}, [("name", "Ysolde")])
    after = audit.Held({"lighthouse-work": ["b"]}, [("name", "Mallory")])
    assert audit.changes(before, after) == [
        "topic quokka-pets deleted",
        "name changed to 'Mallory'",
    ]
    assert audit.changes(before, before) == []


def test_the_table_shows_ports_as_placeholders_and_a_foreign_success_in_capitals() -> None:
    probe = Probe(
        "foreign origin",
        "x",
        Request(
            "DELETE",
            "topic",
            (("Host", "127.0.0.1:{port}"), ("Origin", "http://127.0.0.1:{other}")),
        ),
    )
    outcome = audit.Outcome(probe, Reply(200), changed=["topic quokka-pets deleted"])
    assert audit.result(outcome) == "ACCEPTED: changed: topic quokka-pets deleted"
    assert audit.describe(probe.request, {}) == (
        "DELETE  /api/memory/topic/quokka-pets  Origin: http://127.0.0.1:OTHER"
    )


def test_progress_is_drawn_only_where_it_is_asked_for() -> None:
    drawn = io.StringIO()
    result = audit.run("reference", progress=drawn)
    assert result.passed
    assert f"{len(PROBES)}/{len(PROBES)}" in drawn.getvalue()
