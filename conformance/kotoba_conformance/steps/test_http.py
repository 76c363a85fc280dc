"""Steps for http.feature: the settings surfaces spoken to over real HTTP (HTTP-1..HTTP-6, and
PROF-4 where the skip comes through the first-run route).

Every request goes over the socket the adapter names (`HttpSystem.http_app`). Where the
documents fix no status code, only what changed (or did not) is asserted.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import cast
from urllib.parse import quote

import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import HttpApp, HttpSystem, ProfileSystem
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import (
    database_files,
    http_client,
    panel_browser,
    panel_html,
    settings_payload,
    store_files,
)
from kotoba_conformance.steps.support.http_client import Answer
from kotoba_conformance.steps.support.invented_facts import numbered_facts
from kotoba_conformance.steps.support.panel_browser import INSTALL_BROWSER, NO_BROWSER
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World, table_column

scenarios(feature("http.feature"))

TOPIC_ROUTE = "/api/memory/topic/"
NAME_ROUTE = "/api/settings/user-name"
NO_BODY = "(none)"
PRESS_SECONDS = panel_browser.TIMEOUT_SECONDS
"""How long the store gets to change after a button is pressed: as long as a page gets to
settle, since a loaded machine slows the app's answer as much as the page (a store that changes
sooner is read sooner)."""


def app(world: World) -> HttpApp:
    return cast(HttpSystem, world.system).http_app()


def request(world: World, method: str, target: str, body: bytes | None = None) -> Answer:
    """Send one request and keep its answer for the Then steps."""
    content_type = "application/json" if body else None
    answer = http_client.send(app(world)["base_url"], method, target, body, content_type)
    world.http.answer = answer
    return answer


def post_name(world: World, name: str) -> Answer:
    return http_client.send_json(app(world)["base_url"], "POST", NAME_ROUTE, {"name": name})


def settings_memory(world: World) -> dict[str, object]:
    """The `memory` object of the settings payload."""
    served = app(world)
    answer = http_client.send(served["base_url"], "GET", served["settings_path"])
    assert answer.status == 200, f"the settings payload was not served: {answer}"
    payload = answer.json()
    assert isinstance(payload, dict), f"the settings payload is not a JSON object: {answer}"
    memory = payload.get("memory")
    assert isinstance(memory, dict), f"the settings payload has no `memory` object: {payload}"
    return cast(dict[str, object], memory)


def recent_items(world: World) -> list[str]:
    recent = settings_memory(world).get("recent")
    assert isinstance(recent, list), f"memory.recent is not a list: {recent!r}"
    assert all(isinstance(item, str) for item in recent), f"memory.recent: {recent!r}"
    return cast(list[str], recent)


def as_fact(world: World, item: str) -> str:
    return settings_payload.recent_fact(item, world.topic_of)


def assert_recent_is(world: World, expected: list[str]) -> None:
    """Exactly these facts, each once, in any order (R6: nothing else, no pointer line)."""
    items = recent_items(world)
    facts = [as_fact(world, item) for item in items]
    message = f"memory.recent holds {items}, not the {len(expected)} facts {expected}"
    assert len(facts) == len(expected), message
    assert set(facts) == set(expected), message


def panel(world: World) -> tuple[str, panel_html.Panel]:
    """The panel's URL and its page as served, before any script runs."""
    served = app(world)
    answer = http_client.send(served["base_url"], "GET", served["panel_path"])
    assert answer.status == 200, f"the Memory panel was not served: {answer}"
    return served["base_url"] + served["panel_path"], panel_html.parse(answer.text())


def seen_panel(world: World) -> tuple[panel_html.Panel, bool]:
    """The panel as a person sees it, rendered in a browser, scripts and all; and whether it
    was. Without a browser, the page as served (the caller decides if that settles it)."""
    url, served = panel(world)
    drawn = panel_browser.rendered(url)
    return (served, False) if drawn is None else (panel_html.parse(drawn), True)


def unseen_unless_scriptless(page: panel_html.Panel, rendered: bool) -> None:
    """That something is not shown can be read from the served page only when no script could
    draw it afterwards; otherwise, without a browser, the scenario does not run."""
    if not rendered and (page.scripts or page.script_sources):
        pytest.skip(
            f"{NO_BROWSER}: the panel runs scripts, so what it shows needs a browser to run them "
            f"{INSTALL_BROWSER}"
        )


# --- Given and When ----------------------------------------------------------------------------


@when(parsers.parse('the browser deletes the topic "{slug}"'))
def browser_deletes(world: World, slug: str) -> None:
    world.remember_files()
    request(world, "DELETE", TOPIC_ROUTE + quote(slug, safe=""))


def numbered_topics(count: int) -> list[str]:
    return [f"topic-{number:02d}" for number in range(1, count + 1)]


@given(parsers.parse("{count:d} topics hold one unrelated fact each"))
def many_topics(world: World, count: int) -> None:
    for slug in numbered_topics(count):
        world.store_unrelated(1, slug)


@when(parsers.parse('a DELETE request for "{target}" reaches the app'))
def crafted_delete(world: World, target: str) -> None:
    """The target goes on the wire as written; every file is noted down first."""
    world.remember_files()
    world.remember_machine()
    request(world, "DELETE", target)


@given(parsers.parse('the user posted the name "{name}" on the first-run route'))
def posted_name(world: World, name: str) -> None:
    answer = post_name(world, name)
    assert answer.status < 400, f"setting up, the name {name!r} was not taken: {answer}"


@given(parsers.parse('the user gave the name "{name}" on {surface}'))
def gave_name(world: World, name: str, surface: str) -> None:
    """The name set before the skip: on the first-run route itself, or in `kotoba setup`."""
    if surface == "kotoba setup":
        cast(ProfileSystem, world.system).set_user_name(name, "setup")
        return
    assert surface == "the first-run route", f"no surface named {surface!r}"
    posted_name(world, name)


@when(parsers.re(r'the user posts the name "(?P<name>[^"]*)" on the first-run route'))
def posts_name(world: World, name: str) -> None:
    world.http.answer = post_name(world, name)


@when(
    parsers.re(
        r'a (?P<method>[A-Z]+) request for "(?P<target>[^"]+)" reaches the app '
        r"with the body (?P<body>.*)"
    )
)
def crafted_request(world: World, method: str, target: str, body: str) -> None:
    world.remember_files()
    request(world, method, target, None if body == NO_BODY else body.encode())


@when(
    parsers.re(
        r'a POST request for "(?P<target>[^"]+)" sent as "(?P<kind>[^"]*)" reaches the app '
        r"with the body (?P<body>.*)"
    )
)
def crafted_post(world: World, target: str, kind: str, body: str) -> None:
    """A POST with this Content-Type (none when empty), the body as written."""
    world.remember_files()
    answer = http_client.send(app(world)["base_url"], "POST", target, body.encode(), kind or None)
    world.http.answer = answer


@when(parsers.parse('the user presses the delete button beside "{label}" in the Memory panel'))
def presses_delete(world: World, label: str) -> None:
    """Pressed in a browser, as a person does (accepting any confirmation); then the store is
    given a moment to change."""
    if not panel_browser.available():
        pytest.skip(f"{NO_BROWSER}: only a browser presses the panel's buttons {INSTALL_BROWSER}")
    match = _LABEL.match(label)
    assert match, f"not a `slug · count` label: {label!r}"
    world.remember_files()
    url, _ = panel(world)
    pattern = panel_html.topic_label(match["slug"], int(match["count"]))
    why = panel_browser.press_beside(url, pattern.pattern)
    assert why is None, f"{label!r} could not be pressed: {why}"
    deadline = time.monotonic() + PRESS_SECONDS
    while store_files.snapshot(world.memory_dir) == world.before:
        if time.monotonic() > deadline:
            break
        time.sleep(0.05)


# --- Then: answers, files and the name ----------------------------------------------------------


@then("the app answered without a server error")
def no_server_error(world: World) -> None:
    answer = world.http.answer
    assert answer is not None, "the app was sent nothing"
    assert answer.status < 500, f"the app answered {answer}"


@then(parsers.parse('every planted "{name}" is unchanged'))
def planted_unchanged(world: World, name: str) -> None:
    root = world.root.resolve()
    after = store_files.snapshot(root)
    planted = [str(p.resolve().relative_to(root)) for p in world.editing.planted if p.name == name]
    changed = [path for path in planted if after.get(path) != world.machine_before.get(path)]
    assert planted, f"no {name!r} was planted"
    assert not changed, f"planted files changed or removed: {changed}"


@then(parsers.parse('the name Kotoba knows is "{name}"'))
def name_is(world: World, name: str) -> None:
    path = Path(cast(HttpSystem, world.system).database_path())
    assert database_files.profile_holds(path, "name", name), (
        f"user_profile holds {database_files.rows(path, 'user_profile')}; the last answer was "
        f"{world.http.answer}"
    )


@then(parsers.parse('the prompt\'s profile block holds the bullet "{bullet}"'))
def profile_bullet(world: World, bullet: str) -> None:
    block = cast(ProfileSystem, world.system).profile_for_prompt()
    assert bullet in [line.rstrip() for line in block.splitlines()], (
        f"the profile block reads {block!r}; the last answer was {world.http.answer}"
    )


@then(parsers.parse('the user_profile table still holds one row for the key "{key}"'))
def one_row_for(world: World, key: str) -> None:
    """R15: whatever became of a name that is not text, the table is not corrupted by it."""
    rows = database_files.rows(Path(cast(HttpSystem, world.system).database_path()), "user_profile")
    holding = [row for row in rows if key in row]
    assert len(holding) == 1, f"user_profile holds {rows}"


@then("Kotoba still knows a name")
def still_knows_a_name(world: World) -> None:
    """A `name` row whose value (the `value` column, or any other cell of text) is not empty."""
    path = Path(cast(HttpSystem, world.system).database_path())
    names = database_files.columns(path, "user_profile")
    known = []
    for row in database_files.rows(path, "user_profile"):
        if "name" in row:
            key = row.index("name")
            cells = [row[names.index("value")]] if "value" in names else row[:key] + row[key + 1 :]
            known += [cell for cell in cells if isinstance(cell, str) and cell]
    assert known, f"user_profile holds {database_files.rows(path, 'user_profile')}"


def stored_by_topic(world: World) -> dict[str, set[str]]:
    by_topic: dict[str, set[str]] = {}
    for fact, topic in world.topic_of.items():
        by_topic.setdefault(topic, set()).add(fact)
    return by_topic


@then("every topic holds all the facts stored under it, or is gone whole")
def topics_whole_or_gone(world: World) -> None:
    held = store_files.all_topic_facts(world.memory_dir)
    partial = {
        topic: held.get(topic)
        for topic, facts in stored_by_topic(world).items()
        if set(held.get(topic, [])) not in (facts, set())
    }
    assert not partial, f"topics left holding only some of their facts: {partial}"


@then(parsers.parse('the topic "{slug}" still holds every fact stored under it'))
def topic_still_whole(world: World, slug: str) -> None:
    held = set(store_files.topic_facts(world.memory_dir, slug))
    lost = stored_by_topic(world)[slug] - held
    assert not lost, f"topics/{slug}.md lost {sorted(lost)}; it holds {sorted(held)}"


# --- Then: the settings payload -----------------------------------------------------------------


@then("the settings payload lists exactly these topics:")
@checks("HTTP-3")
def payload_topics(world: World, datatable: list[list[str]]) -> None:
    expected = {slug: int(count) for slug, count in datatable[1:]}
    memory = settings_memory(world)
    assert settings_payload.topic_counts(memory) == expected, (
        f"the payload's memory object is {memory}"
    )


@then(parsers.parse("the settings payload lists those {count:d} topics, each with a count of 1"))
@checks("HTTP-3")
def payload_lists_numbered(world: World, count: int) -> None:
    listed = settings_payload.topic_counts(settings_memory(world))
    expected = dict.fromkeys(numbered_topics(count), 1)
    missing = sorted(set(expected) - set(listed))
    assert listed == expected, (
        f"the payload lists {len(listed)} topics; missing {missing}: {listed}"
    )


@then("memory.recent in the settings payload holds exactly:")
def recent_exactly(world: World, datatable: list[list[str]]) -> None:
    assert_recent_is(world, table_column(datatable))


@then(
    parsers.parse(
        "memory.recent in the settings payload holds exactly the stored facts {first:d} to {last:d}"
    )
)
def recent_numbered(world: World, first: int, last: int) -> None:
    assert_recent_is(world, numbered_facts(first, last))


# --- Then: the Memory panel ---------------------------------------------------------------------

_LABEL = re.compile(r"^(?P<slug>.+) · (?P<count>\d+)$")


@then("the Memory panel shows these topics, each with a button:")
@checks("HTTP-5")
def panel_topics(world: World, datatable: list[list[str]]) -> None:
    """Read as drawn; without a browser, a served page that already shows every label with its
    button settles it, and one that does not is not run (its scripts may draw them)."""
    page, rendered = seen_panel(world)
    missing: list[str] = []
    for label in table_column(datatable):
        match = _LABEL.match(label)
        assert match, f"not a `slug · count` label: {label!r}"
        pattern = panel_html.topic_label(match["slug"], int(match["count"]))
        if not pattern.search(page.root.visible_text()):
            missing.append(f"{label!r} is not shown")
        elif not panel_html.entry_of(page.root, pattern):
            missing.append(f"{label!r} has no button beside it")
    if missing and not rendered:
        pytest.skip(
            f"{NO_BROWSER}: the served page does not show it ({'; '.join(missing)}), and only a "
            f"browser runs the panel's scripts {INSTALL_BROWSER}"
        )
    assert not missing, f"{'; '.join(missing)}; the panel shows: {page.root.visible_text()!r}"


@then("the Memory panel's page sends DELETE to /api/memory/topic/")
def panel_calls_route(world: World) -> None:
    """Read statically: the page, or a script it loads, names the route and the method. (That a
    click deletes is the reference's own browser test; the route's effect is HTTP-1's.) The
    scripts are those the served page names and, where a browser ran it, those it loaded as a
    person opened Settings → Memory. Without a browser only the scripts the served page names
    are read, and a page may load others as it goes (a chunk fetched when a section opens, named
    by a bundler's runtime): there a reading that finds the route and the method settles it, a
    page with no script at all is read whole, and any other is not run, since only a browser
    sees every script a page loads."""
    url, page = panel(world)
    seen, rendered = seen_panel(world)
    code = [page.source]
    for source in dict.fromkeys([*page.script_sources, *seen.script_sources]):
        script = http_client.resolve(url, source)
        if http_client.same_origin(script, url):  # the suite fetches nothing off the machine
            code.append(http_client.get(script).text())
    text = "\n".join(code)
    named = TOPIC_ROUTE in text
    sent = re.search(r"\bdelete\b", text, re.IGNORECASE) is not None
    if not (named and sent) and not rendered and (page.scripts or page.script_sources):
        pytest.skip(
            f"{NO_BROWSER}: the served page and the scripts it names do not send DELETE to "
            f"{TOPIC_ROUTE}, and only a browser loads the scripts a page fetches as it runs "
            f"{INSTALL_BROWSER}"
        )
    assert named, f"neither the panel nor the scripts it loaded name {TOPIC_ROUTE}"
    assert sent, "the panel never sends a DELETE"


@then("the Memory panel shows none of the facts memory.recent carries")
def panel_hides_recent(world: World) -> None:
    carried = [as_fact(world, item) for item in recent_items(world)]
    assert carried, "memory.recent is empty, so the panel's not drawing it proves nothing"
    page, rendered = seen_panel(world)
    unseen_unless_scriptless(page, rendered)
    text = page.root.visible_text()
    drawn = [fact for fact in carried if fact in text]
    assert not drawn, f"the panel draws memory.recent: {drawn}"


@then(parsers.parse('the Memory panel does not show "{label}"'))
@checks("HTTP-5")
def panel_lacks(world: World, label: str) -> None:
    page, rendered = seen_panel(world)
    unseen_unless_scriptless(page, rendered)
    assert label not in page.root.visible_text(), page.root.visible_text()


# --- An app left idle ----------------------------------------------------------------------------


@given("the browser has loaded the settings payload")
def payload_loaded(world: World) -> None:
    settings_memory(world)


@when(parsers.parse("the settings app stands idle for {seconds:d} seconds"))
def stands_idle(seconds: int) -> None:
    """No request at all for a while: an app that is open keeps answering (a pause, not a
    measure of speed)."""
    time.sleep(seconds)
