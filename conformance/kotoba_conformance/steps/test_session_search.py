"""Steps for searching past conversations (features/session_search.feature)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import cast

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import SessionSearchSystem, Turn
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import database_files
from kotoba_conformance.steps.support import racing as writers
from kotoba_conformance.steps.support.invented_facts import distinct_facts
from kotoba_conformance.steps.support.world import World

scenarios(feature("session_search.feature"))

HOSTILE = {
    "a query made only of a quote mark": '"',
    "a query made only of quote marks": '""""""',
    "a query with an unbalanced quote": '"latencias del servidor',
    "a query holding a NUL character": "latencias\x00servidor",
    "a query made only of a NUL character": "\x00",
    "a query made only of NUL characters": "\x00\x00\x00",
    "a query made only of single and double quote marks": "'\"'\"''",
    "a query of a NUL character in quote marks": '"\x00"',
    "a query of NUL characters and quote marks mixed": '\x00"\x00\'"\x00',
    "a query of 10,000 characters": ('latencias AND "servidor (NEAR* ^la -: ' * 300)[:10_000],
    "a query holding every FTS5 operator": 'AND OR NOT NEAR NEAR(a b, 2) ( ) * " : ^ - + { } ,',
    "an empty query": "",
    "a query of only spaces": "   ",
}


def log(world: World) -> SessionSearchSystem:
    return cast(SessionSearchSystem, world.system)


def said(world: World, role: str, content: str) -> None:
    log(world).insert_turn(role, content)
    world.log.turns.append(Turn(role=role, content=content))


def search(world: World, query: str) -> None:
    world.log.hits = log(world).session_search(query)


def hits(world: World) -> list[Turn]:
    return world.log.hits


def database(world: World) -> Path:
    return Path(log(world).database_path())


# --- Given -------------------------------------------------------------------------------------


@given("the conversation log holds these turns:")
def log_holds(world: World, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    for row in rows:
        turn = dict(zip(header, row, strict=True))
        said(world, turn["role"], turn["content"])


@given(parsers.parse('the conversation log holds the turn "{content}" said by the {role}'))
def log_holds_one(world: World, content: str, role: str) -> None:
    said(world, role, content)


@given(parsers.parse('the tools_used column of every turn is set by hand to "{value}"'))
def tools_used_by_hand(world: World, value: str) -> None:
    database_files.set_every_row(database(world), "turns", "tools_used", value)


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the model searches past conversations for "{query}"'))
def searches(world: World, query: str) -> None:
    search(world, query)


@when("the model searches past conversations for:")
def searches_docstring(world: World, docstring: str) -> None:
    search(world, docstring)


@when(parsers.parse("the model searches past conversations with {case}"))
def searches_hostile(world: World, case: str) -> None:
    search(world, HOSTILE[case])


# --- Then --------------------------------------------------------------------------------------


@then("the search finds exactly these turns:")
def finds_exactly(world: World, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    expected = Counter(tuple(dict(zip(header, row, strict=True)).values()) for row in rows)
    found = Counter((hit["role"], hit["content"]) for hit in hits(world))
    assert found == expected, f"the search found {hits(world)}"


@then(parsers.parse('the search finds the turn "{content}"'))
def finds(world: World, content: str) -> None:
    assert content in [hit["content"] for hit in hits(world)], f"the search found {hits(world)}"


@then(parsers.parse('the search does not find the turn "{content}"'))
def does_not_find(world: World, content: str) -> None:
    assert content not in [hit["content"] for hit in hits(world)], f"found {hits(world)}"


@then("the search finds nothing")
def finds_nothing(world: World) -> None:
    assert hits(world) == [], f"the search found {hits(world)}"


@then("the search answers with hits or with nothing found")
def answers(world: World) -> None:
    found = hits(world)
    assert isinstance(found, list), f"the search answered {found!r}"
    said_turns = {(turn["role"], turn["content"]) for turn in world.log.turns}
    never_said = [hit for hit in found if (hit["role"], hit["content"]) not in said_turns]
    assert not never_said, f"hits that were never said: {never_said}"


@then(parsers.parse('the database holds a table named "{table}" with a row for each turn said'))
def table_holds_turns(world: World, table: str) -> None:
    rows = database_files.rows(database(world), table)
    for turn in world.log.turns:
        assert any(turn["role"] in row and turn["content"] in row for row in rows), (
            f"no row of {table} holds {turn}"
        )


@then("the database holds an FTS5 index")
def has_fts5(world: World) -> None:
    assert database_files.fts5_tables(database(world)), "no FTS5 virtual table in the database"


@then(parsers.parse('the turns table has the columns "{first}" and "{second}"'))
def has_columns(world: World, first: str, second: str) -> None:
    names = database_files.columns(database(world), "turns")
    assert {first, second} <= set(names), f"the turns table's columns are {names}"


@then("the stored definition of the turns table carries the comment:")
def schema_comment(world: World, docstring: str) -> None:
    """The quoted sentence inside the comments (R2): markers, code marks and wrapping aside,
    and without its closing full stop, since the comment may run on where the quote stops."""
    sql = database_files.table_sql(database(world), "turns")
    said = database_files.as_prose(database_files.comments(sql))
    quoted = database_files.as_prose(docstring).removesuffix(".")
    assert quoted in said, f"the turns table is stored as:\n{sql}"


# --- Racing turns (SESS-1) -----------------------------------------------------------------------


@when(
    parsers.parse(
        "{processes:d} separate processes each add {count:d} turns to the conversation log "
        "at the same moment"
    )
)
def turns_race(world: World, kotoba_adapter_spec: str, processes: int, count: int) -> None:
    """Each process appends invented texts (`invented_facts.distinct_facts`) as user turns."""
    control = world.root / "race"
    commands = [
        writers.worker_command(
            kotoba_adapter_spec, world.env, "unused", i * count, count, turns=True,
            **writers.ready_and_go(control, i),
        )
        for i in range(processes)
    ]  # fmt: skip
    finished = writers.race(commands, control)
    failures = [why for worker in finished if (why := worker.failure()) is not None]
    assert not failures, "\n".join(failures)
    world.log.raced = distinct_facts(processes * count)
    world.log.said_by_writers = [r["turn"] for w in finished for r in w.records() if "turn" in r]


@then(parsers.parse("the turns table holds a row for each of the {total:d} turns"))
def every_raced_turn_is_a_row(world: World, total: int) -> None:
    raced = world.log.raced
    assert len(raced) == total
    assert sorted(world.log.said_by_writers) == sorted(raced), "a writer did not say every turn"
    contents = [value for row in database_files.rows(database(world), "turns") for value in row]
    missing = [turn for turn in raced if contents.count(turn) != 1]
    assert not missing, f"turns lost or stored twice: {missing}"


@then(parsers.parse("a search for each of the {total:d} turns' last words finds that turn"))
def every_raced_turn_is_found(world: World, total: int) -> None:
    raced = world.log.raced
    assert len(raced) == total
    unfound = [
        turn
        for turn in raced
        if turn not in [hit["content"] for hit in log(world).session_search(turn.split()[-1])]
    ]
    assert not unfound, f"turns no search finds: {unfound}"
