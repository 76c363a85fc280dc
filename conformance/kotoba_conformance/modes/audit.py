"""`kotoba-conformance audit`: can a web page the user visits read or change what the settings
app serves? Against any adapter claiming `http`, in process or over stdio.

The documents say nothing about this, so it is never part of the conformance verdict and never
fails `run`. For each request of `audit_probes` the audit opens a fresh system, stores two facts
in two topics and the user's name through the contract, sends the request to the app's socket,
and then reads what the system holds (the topic files, the `user_profile` table): a change is
what the store shows, never what the status code says. What an answer exposed counts only where
the page could read it: every answer when the page reached the app under its own rebound name,
an answer to a cross-origin request only as far as its CORS headers allow that origin.

It exits 1 when a request sent for a foreign page read personal data (a fact, a topic, the name)
or changed anything, 2 when the app did not answer its own plain requests (nothing can be
concluded) or a probe could not be run, 0 otherwise. The table goes to stdout; progress to a
terminal only; `--json PATH` writes the summary (schema: `reports/audit.schema.json`).
"""

from __future__ import annotations

import argparse
import io
import json
import sqlite3
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO, cast

from kotoba_conformance.contract.adapter import Adapter, HttpApp, HttpSystem, ProfileSystem
from kotoba_conformance.contract.errors import AdapterError
from kotoba_conformance.contract.loading import load
from kotoba_conformance.contract.provenance import Implementation, identify
from kotoba_conformance.modes import audit_http
from kotoba_conformance.modes.audit_http import Reply
from kotoba_conformance.modes.audit_probes import (
    CHECKS,
    FACTS,
    INTRUDER,
    NAME,
    OTHER_SLUG,
    OWN_HOST,
    PROBES,
    SLUG,
    Probe,
    Request,
)
from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import database_files, store_files

NAME_ROUTE = "/api/settings/user-name"
TOPIC_ROUTE = "/api/memory/topic/"
SHOWN_BODY = 40
"""Characters of a request body the table shows."""
AUDIT_VERSION = 1
"""The JSON summary's version (reports/audit.schema.json)."""


@dataclass
class Held:
    """What the system holds: each topic's facts, and the `user_profile` rows."""

    facts: dict[str, list[str]]
    profile: list[tuple[object, ...]]


@dataclass
class Target:
    """One opened, seeded system and its app."""

    system: HttpSystem
    app: HttpApp
    port: int
    named: bool
    """Whether the name was stored (through `profile`, or the route when it is not claimed)."""

    def url(self, request: Request) -> str:
        return {
            "settings": self.app["settings_path"],
            "panel": self.app["panel_path"],
            "topic": TOPIC_ROUTE + SLUG,
            "name": NAME_ROUTE,
        }[request.route]

    def fill(self, template: str) -> str:
        other = self.port + 1 if self.port < 65535 else self.port - 1
        return template.format(port=self.port, other=other, own=self.app["base_url"])

    def send(self, request: Request) -> Reply:
        headers = [(name, self.fill(value)) for name, value in request.headers]
        return audit_http.send(
            self.app["base_url"], request.method, self.url(request), headers, request.body
        )

    def held(self) -> Held:
        database = Path(self.system.database_path())
        try:
            profile = sorted(database_files.rows(database, "user_profile"), key=repr)
        except (AssertionError, OSError, sqlite3.Error):
            profile = []  # no database, or no table: nothing held there
        return Held(store_files.all_topic_facts(Path(self.system.memory_dir())), profile)


@dataclass
class Outcome:
    probe: Probe
    reply: Reply
    followed: Reply | None = None
    """The answer to `probe.then`, sent when the preflight allowed it."""
    exposed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return self.probe.foreign and bool(self.exposed or self.changed)

    @property
    def refused(self) -> bool:
        """No answer taken: an error status, a closed connection, or a preflight that a browser
        would not go on from (or whose request then was refused)."""
        if self.probe.then is not None:
            return self.followed is None or not self.followed.answered
        return not self.reply.answered

    def replies(self) -> list[Reply]:
        return [self.reply] + ([self.followed] if self.followed is not None else [])


@dataclass
class Audit:
    adapter: str
    implementation: Implementation
    claimed: bool = True
    outcomes: list[Outcome] = field(default_factory=list)
    controls: list[str] = field(default_factory=list)
    """Why the app's own plain requests did not get the answers the audit needs (empty: fine)."""
    problems: list[str] = field(default_factory=list)
    panel_policy: str | None = None
    paths: dict[str, str] = field(default_factory=dict)
    """The settings payload's and the panel's paths, as the adapter names them."""
    seconds: float = 0.0

    @property
    def failed_checks(self) -> list[str]:
        failing = {o.probe.check for o in self.outcomes if o.failed}
        return [check for check in CHECKS if check in failing]

    @property
    def passed(self) -> bool:
        return not self.failed_checks and not self.controls and not self.problems


# --- one system ----------------------------------------------------------------------------


@contextmanager
def opened(adapter: Adapter, scratch: Path) -> Iterator[Target]:
    """A fresh system in its own home, holding `FACTS` and `NAME`, with its app started."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=scratch))
    env = {"HOME": str(home), "KOTOBA_HOME": str(home / ".kotoba")}
    system = cast(HttpSystem, adapter.open({"env": env}))
    try:
        yield seeded(adapter, system)
    finally:
        system.close()


def seeded(adapter: Adapter, system: HttpSystem) -> Target:
    for fact, topic in FACTS:
        result = system.write_fact(fact, topic)
        if not result["written"]:
            raise RuntimeError(f"the store refused the fact {fact!r}: {result}")
    app = system.http_app()
    target = Target(system, app, int(app["base_url"].rsplit(":", 1)[1]), named=False)
    if "profile" in adapter.capabilities():
        cast(ProfileSystem, system).set_user_name(NAME, "setup")
    else:  # the documented route, as the suite's own scenarios send it
        body = json.dumps({"name": NAME}).encode()
        target.send(Request("POST", "name", (OWN_HOST, ("Content-Type", "application/json")), body))
    target.named = any(NAME in row for row in target.held().profile)
    return target


def check_controls(adapter: Adapter, scratch: Path, audit: Audit) -> None:
    """The app must answer its own plain requests, or no refusal means anything."""
    with opened(adapter, scratch) as target:
        own = (OWN_HOST,)
        payload = target.send(Request("GET", "settings", own))
        if payload.status != 200 or not any(fact in payload.text for fact, _ in FACTS):
            audit.controls.append(
                f"GET {target.app['settings_path']} with the app's own Host answered "
                f"{payload.status or payload.error}, without the facts: {payload.text[:200]!r}"
            )
        panel = target.send(Request("GET", "panel", own))
        if panel.status != 200 or SLUG not in panel.text:
            audit.controls.append(
                f"GET {target.app['panel_path']} answered {panel.status or panel.error}, without "
                f"the topic {SLUG!r}"
            )
        audit.panel_policy = panel.headers.get("content-security-policy")
        audit.paths = {"settings": target.app["settings_path"], "panel": target.app["panel_path"]}
        if not target.named:
            audit.controls.append(f"the name {NAME!r} could not be stored before the probes")


# --- one probe -----------------------------------------------------------------------------


def run_probe(target: Target, probe: Probe) -> Outcome:
    before = target.held()
    outcome = Outcome(probe, target.send(probe.request))
    if probe.then is not None and allows(outcome.reply, probe):
        outcome.followed = target.send(probe.then)
    after = target.held()
    outcome.changed = changes(before, after)
    sent = target.url(probe.request)
    for reply in outcome.replies():
        if readable(reply, probe):
            outcome.exposed += [
                what for what in exposed(reply, sent) if what not in outcome.exposed
            ]
    return outcome


def readable(reply: Reply, probe: Probe) -> bool:
    """Whether the page that sent it could read this answer."""
    if probe.readable == "same-origin":
        return True
    return cors_origin_allowed(reply, probe.origin or "")


def cors_origin_allowed(reply: Reply, origin: str) -> bool:
    allowed = reply.headers.get("access-control-allow-origin", "").strip()
    return allowed == "*" or (allowed != "" and allowed == origin)


def allows(preflight: Reply, probe: Probe) -> bool:
    """Whether a browser, given this preflight answer, sends `probe.then`."""
    then = probe.then
    ok = preflight.status is not None and 200 <= preflight.status < 300  # as fetch requires
    if then is None or not ok or not cors_origin_allowed(preflight, probe.origin or ""):
        return False
    methods = _listed(preflight, "access-control-allow-methods").upper().split()
    if then.method not in {"GET", "HEAD", "POST"} and not {then.method, "*"} & set(methods):
        return False
    asked = {name.lower() for name, _ in then.headers} - {"host", "origin"}
    simple = {"content-type"} if _simple_body(then) else set()
    headers = set(_listed(preflight, "access-control-allow-headers").lower().split())
    return "*" in headers or asked - simple <= headers


def _listed(reply: Reply, header: str) -> str:
    """A comma-separated header's items, one space apart."""
    return " ".join(item.strip() for item in reply.headers.get(header, "").split(","))


def _simple_body(request: Request) -> bool:
    types = [value for name, value in request.headers if name.lower() == "content-type"]
    simple = ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data")
    return all(value.split(";")[0].strip().lower() in simple for value in types)


def exposed(reply: Reply, sent_path: str) -> list[str]:
    """Which personal data the answer carries (a slug the request itself named does not count)."""
    text = reply.text
    found = []
    if any(fact in text for fact, _ in FACTS):
        found.append("facts")
    if any(slug in text and slug not in sent_path for slug in (SLUG, OTHER_SLUG)):
        found.append("topics")
    if NAME in text:
        found.append("the name")
    return found


def changes(before: Held, after: Held) -> list[str]:
    found = [f"topic {slug} deleted" for slug in before.facts if slug not in after.facts]
    kept = [slug for slug in before.facts if slug in after.facts]
    added = set(after.facts) - set(before.facts)
    if added or any(before.facts[slug] != after.facts[slug] for slug in kept):
        found.append("facts changed")
    if before.profile != after.profile:
        held_name = [row for row in after.profile if INTRUDER in row]
        found.append(f"name changed to {INTRUDER!r}" if held_name else "user_profile changed")
    return found


# --- the run -------------------------------------------------------------------------------


def run(adapter_spec: str, progress: TextIO | None = None) -> Audit:
    """Every probe; a probe after one that changed the store (or failed to run) gets a fresh
    system, so each starts from the same facts and name."""
    started = time.monotonic()
    adapter = load(adapter_spec)
    audit = Audit(adapter_spec, identify(adapter, adapter_spec))
    if "http" not in adapter.capabilities():
        audit.claimed = False
        return audit
    bar = Progress("audit", len(PROBES), progress if progress is not None else io.StringIO())
    with tempfile.TemporaryDirectory(prefix="kotoba-audit-") as scratch:
        check_controls(adapter, Path(scratch), audit)
        pending = list(PROBES)
        while pending:
            probe = pending[0]
            try:
                with opened(adapter, Path(scratch)) as target:
                    while pending:
                        probe = pending.pop(0)
                        outcome = run_probe(target, probe)
                        audit.outcomes.append(outcome)
                        bar.update(len(PROBES) - len(pending))
                        if outcome.changed:
                            break
            except Exception as error:  # the system, not the app: say so, and go on
                if pending and pending[0] is probe:
                    pending.pop(0)  # it failed to open: this probe is not run
                audit.problems.append(
                    f"{probe.check} ({probe.stands_for}): {type(error).__name__}: {error}"
                )
    bar.close()
    audit.seconds = round(time.monotonic() - started, 2)
    return audit


# --- the report ----------------------------------------------------------------------------

PLACEHOLDERS = {"port": "PORT", "other": "OTHER", "own": "http://127.0.0.1:PORT"}


def path_of(request: Request, paths: dict[str, str]) -> str:
    return {"topic": TOPIC_ROUTE + SLUG, "name": NAME_ROUTE}.get(request.route) or paths.get(
        request.route, f"<{request.route} path>"
    )


def describe(request: Request, paths: dict[str, str]) -> str:
    """The request as the table shows it: method, path, every header but the app's own Host
    (ports as PORT and OTHER), and the body."""
    parts = [request.method, path_of(request, paths)]
    for name, value in request.headers:
        if (name, value) != OWN_HOST:
            parts.append(f"{name}: {value.format(**PLACEHOLDERS)}")
    if request.body is not None:
        body = request.body.decode("utf-8", errors="replace")
        parts.append(repr(body if len(body) <= SHOWN_BODY else body[:SHOWN_BODY] + "…"))
    return "  ".join(parts)


def status(reply: Reply) -> str:
    return str(reply.status) if reply.status is not None else "none"


def result(outcome: Outcome) -> str:
    """Refused or accepted, and what it read or changed (ACCEPTED when a foreign page did)."""
    reply, probe = outcome.reply, outcome.probe
    if probe.then is not None:
        verdict = "not allowed" if outcome.followed is None else "ALLOWED"
        if outcome.followed is not None:
            verdict += f", then {status(outcome.followed)}"
    elif not reply.answered:
        verdict = "refused" if reply.status is not None else "closed, no answer"
    elif probe.readable == "cors" and not outcome.exposed:
        verdict = "answered, unreadable (no CORS)"
    else:
        verdict = "ACCEPTED" if outcome.failed else "accepted"
    details = [("read " + ", ".join(outcome.exposed)) if outcome.exposed else ""]
    details.append(("changed: " + ", ".join(outcome.changed)) if outcome.changed else "")
    said = "; ".join(d for d in details if d)
    return f"{verdict}: {said}" if said else verdict


def table(audit: Audit) -> str:
    """One heading per check and what it stands for, then one line per request."""
    lines = []
    group = None
    for outcome in audit.outcomes:
        probe = outcome.probe
        if (probe.check, probe.stands_for) != group:
            group = (probe.check, probe.stands_for)
            lines.append(f"{probe.check}: {probe.stands_for}")
        mark = "✗" if outcome.failed else " "
        request = describe(probe.request, audit.paths)
        lines.append(f"  {mark} {status(outcome.reply):>4}  {result(outcome):<30}  {request}")
    return "\n".join(lines)


def header_notes(audit: Audit) -> list[str]:
    """What the answers' headers say: advice, which fails nothing."""
    seen = headers_seen(audit)
    notes = [f"X-Content-Type-Options: nosniff on {seen['nosniff']} of {seen['answers']} answers"]
    cors = seen["cors"]
    notes.append(f"CORS headers sent: {'; '.join(cors)}" if cors else "no CORS header sent")
    notes.append(f"the panel's Content-Security-Policy: {audit.panel_policy or '(none)'}")
    return notes


def headers_seen(audit: Audit) -> dict[str, Any]:
    replies = [reply for o in audit.outcomes for reply in o.replies() if reply.status is not None]
    return {
        "answers": len(replies),
        "nosniff": sum(
            1 for r in replies if r.headers.get("x-content-type-options", "").lower() == "nosniff"
        ),
        "cors": sorted(
            {f"{k}: {v}" for r in replies for k, v in r.headers.items() if k.startswith("access-")}
        ),
        "panel_policy": audit.panel_policy,
    }


def counts(audit: Audit) -> str:
    foreign = [o for o in audit.outcomes if o.probe.foreign]
    refused = sum(1 for o in foreign if o.refused)
    read = sum(1 for o in foreign if o.exposed)
    changed = sum(1 for o in foreign if o.changed)
    harmless = len(foreign) - refused - sum(1 for o in foreign if o.failed)
    return (
        f"{len(foreign)} requests for a foreign page: {refused} refused, {harmless} answered "
        f"harmlessly, {read} read personal data, {changed} changed it ({audit.seconds}s)"
    )


def summary(audit: Audit) -> dict[str, Any]:
    """The JSON summary (reports/audit.schema.json)."""

    def request(req: Request) -> dict[str, Any]:
        return {
            "method": req.method,
            "route": req.route,
            "path": path_of(req, audit.paths),
            "headers": [list(pair) for pair in req.headers],
            "body": None if req.body is None else req.body.decode("utf-8", errors="replace"),
        }

    def reply(rep: Reply | None) -> dict[str, Any] | None:
        return None if rep is None else {"status": rep.status, "error": rep.error}

    return {
        "audit_version": AUDIT_VERSION,
        "adapter": audit.adapter,
        "implementation": audit.implementation.as_json(),
        "claimed": audit.claimed,
        "passed": audit.passed,
        "failed_checks": audit.failed_checks,
        "probes": [
            {
                "check": o.probe.check,
                "stands_for": o.probe.stands_for,
                "foreign": o.probe.foreign,
                "request": request(o.probe.request),
                "answer": reply(o.reply),
                "then": None
                if o.probe.then is None
                else {**request(o.probe.then), "answer": reply(o.followed)},
                "refused": o.refused,
                "exposed": o.exposed,
                "changed": o.changed,
                "failed": o.failed,
            }
            for o in audit.outcomes
        ],
        "headers": headers_seen(audit),
        "controls": audit.controls,
        "problems": audit.problems,
        "seconds": audit.seconds,
    }


def main(args: argparse.Namespace) -> int:
    terminal = sys.stderr if sys.stderr.isatty() else None
    try:
        audit = run(args.adapter, terminal)
    except AdapterError as error:
        print(f"kotoba-conformance audit: {error}", file=sys.stderr)
        return 2
    print(f"audit: {audit.implementation.display}")
    if args.json:
        Path(args.json).write_text(json.dumps(summary(audit), indent=2) + "\n", encoding="utf-8")
    if not audit.claimed:
        print("the adapter does not claim http: there is no settings app to audit")
        return 0
    print(table(audit))
    print("\n".join(["", *header_notes(audit)]))
    for why in audit.controls:
        print(f"cannot conclude: {why}")
    for why in audit.problems:
        print(f"could not run: {why}")
    print("\n" + counts(audit))
    if audit.failed_checks:
        print("audit FAILED: " + ", ".join(audit.failed_checks))
        return 1
    if audit.controls or audit.problems:
        print("audit inconclusive")
        return 2
    print("audit passed: nothing read or changed for a foreign page")
    return 0
