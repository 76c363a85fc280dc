"""Steps for keeping an image from a URL, and the SSRF guard (features/image_urls.feature).

Two counting servers on 127.0.0.1 stand for the web: one the spec allows under a public-looking
name (`SystemSpec.test_hosts`), one that nothing may reach. In a URL, `{allowed}` is the allowed
name with its server's port, `{allowed port}` that port alone, `{port}` the forbidden server's
port, `{the limit}` the system's declared limit and `{one byte over the limit}` that plus one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support.image_server import LOOPBACK, ImageServer
from kotoba_conformance.steps.support.visual_state import keep, visual
from kotoba_conformance.steps.support.world import World

scenarios(feature("image_urls.feature"))

FORBIDDEN = "forbidden"


@pytest.fixture
def servers() -> Iterator[dict[str, ImageServer]]:
    """The scenario's servers, by the name a step gives them; all stopped at its end."""
    running: dict[str, ImageServer] = {}
    yield running
    for server in running.values():
        server.stop()


def expand(world: World, servers: dict[str, ImageServer], url: str) -> str:
    allowed = next(name for name in servers if name != FORBIDDEN)
    replacements = {
        "{allowed}": f"{allowed}:{servers[allowed].port}",
        "{allowed port}": str(servers[allowed].port),
        "{port}": str(servers[FORBIDDEN].port),
    }
    if "{one byte over the limit}" in url:
        replacements["{one byte over the limit}"] = str(visual(world).max_image_bytes() + 1)
    if "{the limit}" in url:
        replacements["{the limit}"] = str(visual(world).max_image_bytes())
    for placeholder, value in replacements.items():
        url = url.replace(placeholder, value)
    return url


# --- Given -------------------------------------------------------------------------------------


@given(parsers.parse('the suite serves the web host "{name}"'))
def serves_host(world: World, servers: dict[str, ImageServer], name: str) -> None:
    assert not world.opened, "the allowance is part of the spec, set before the system starts"
    servers[name] = ImageServer()
    world.test_hosts[name] = LOOPBACK


@given("a forbidden server listens on 127.0.0.1")
def forbidden_server(servers: dict[str, ImageServer]) -> None:
    servers[FORBIDDEN] = ImageServer()


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the model keeps the image at "{url}" about "{about}"'))
def keeps_url(world: World, servers: dict[str, ImageServer], url: str, about: str) -> None:
    keep(world, expand(world, servers, url), about, "place")


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse('the web host "{name}" saw no connection'))
def host_untouched(servers: dict[str, ImageServer], name: str) -> None:
    server = servers[name]
    assert server.connections == 0, f"{name} was contacted: {server.paths}"


@then("the forbidden server saw no connection")
def forbidden_untouched(servers: dict[str, ImageServer]) -> None:
    server = servers[FORBIDDEN]
    assert server.connections == 0, f"the forbidden server was contacted: {server.paths}"


@then(parsers.parse('the web host "{name}" saw its endless answer cut off by the system'))
def endless_cut_off(servers: dict[str, ImageServer], name: str) -> None:
    server = servers[name]
    server.wait_for_endless()
    assert server.endless == 1, f"{name} was not asked once for its endless answer: {server.paths}"
    assert server.outlasted == 0, f"{name}'s endless answer was still being read when it gave up"
    assert server.cut_off == 1, f"{name}'s endless answer has not ended: {server.paths}"
