"""Benchmark: `session_search` latency and `insert_turn` throughput on a realistic log.

Builds a conversation log of mixed English/Spanish chat (generated from word lists, the same
every run for a given seed) in a temporary folder, growing it to each size in turn, and prints
per size: bulk insert throughput (one transaction, executemany), single-turn `insert_turn`
throughput (one commit per turn, as the running system does), and search latency p50/p95 for
one-word and two-word queries, common and rare, prefix and whole-word.

    python benchmarks/session_search.py                     # 10k, 100k and 1M turns
    python benchmarks/session_search.py --sizes 10000,50000 # a quick run
    python benchmarks/session_search.py --adapter reference --adapter-command "CMD ARGS"

Every call goes through the adapter contract, so any implementation claiming `session-search`
can be measured, and several in one run (`--adapter` and `--adapter-command` repeat) on the same
log and queries. The log is bulk-loaded into the documented `turns` table with plain sqlite3
(`--preload calls` uses `insert_turn` instead, for an implementation whose search index is not
fed by the table itself). The target is p95 <= 50 ms at 1M turns for one- and two-word queries.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import SessionSearchSystem
from kotoba_conformance.contract.loading import command_spec, load

# --- a realistic chat log ----------------------------------------------------------------------


def options(text: str) -> list[str]:
    return text.split("|")


EN_SUBJECTS = options("I|you|we|the server|the API|my sister|the cat|Luna|the team|this script")
EN_VERBS = options(
    "checked|fixed|deployed|moved|broke|restarted|measured|reviewed|found|lost|cooked|booked|"
    "walked|called|finished|started|tested|cleaned|updated|missed"
)
EN_OBJECTS = options(
    "the latency graphs|the database|the replica|a new host|the logs|dinner|the tickets|the dog|"
    "the garden|the slides|the report|the backups|the cache|my keys|the train|the invoice|"
    "the coffee shop near the station|the flat in Madrid|the migration|the alarm"
)
EN_TAILS = options(
    "yesterday|this morning|again|before lunch|after the meeting|on Friday|last week|tonight|"
    "for the third time|with Sam|at seven|by accident|just now|twice"
)
ES_SUBJECTS = options("yo|tú|mi hermana|el servidor|la API|el equipo|Luna|mi madre|el gato")
ES_VERBS = options(
    "revisé|arreglé|medí|moví|reinicié|perdí|encontré|terminé|probé|limpié|actualicé|cociné|"
    "llamé|reservé|olvidé|subí|bajé|empecé|pagué|compré"
)
ES_OBJECTS = options(
    "las latencias del servidor|la base de datos|los registros|la cena|las entradas|el perro|"
    "el jardín|las diapositivas|el informe|las copias de seguridad|la caché|mis llaves|el tren|"
    "la factura|la cafetería de la estación|el piso de Madrid|la migración|la alarma|"
    "las pruebas|el despliegue"
)
ES_TAILS = options(
    "ayer|esta mañana|otra vez|antes de comer|después de la reunión|el viernes|la semana pasada|"
    "esta noche|por tercera vez|con Sam|a las siete|sin querer|ahora mismo|dos veces"
)
OPENERS = options("ok|vale|oye|bueno|so|hey|mira|well|pues|honestly|la verdad")
QUESTIONS_EN = "did you {v} {o}?|can you check {o} {t}?|why is {o} slow {t}?|where did I put {o}?"
QUESTIONS_ES = "¿has {v} {o}?|¿puedes mirar {o} {t}?|¿por qué va lento {o}?|¿dónde dejé {o}?"


def _sentence(rng: random.Random) -> str:
    spanish = rng.random() < 0.5
    subjects, verbs, objects, tails = (
        (ES_SUBJECTS, ES_VERBS, ES_OBJECTS, ES_TAILS)
        if spanish
        else (EN_SUBJECTS, EN_VERBS, EN_OBJECTS, EN_TAILS)
    )
    if rng.random() < 0.2:
        template = rng.choice(options(QUESTIONS_ES if spanish else QUESTIONS_EN))
        text = template.format(v=rng.choice(verbs), o=rng.choice(objects), t=rng.choice(tails))
    else:
        text = (
            f"{rng.choice(subjects)} {rng.choice(verbs)} {rng.choice(objects)} {rng.choice(tails)}"
        )
    if rng.random() < 0.3:
        text = f"{rng.choice(OPENERS)}, {text}"
    return text[0].upper() + text[1:]


def chat(rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """`count` turns, alternating user and assistant, one to three sentences each; some turns
    switch language mid-way, as a bilingual user does."""
    for n in range(count):
        sentences = [_sentence(rng) for _ in range(rng.randint(1, 3))]
        yield ("user" if n % 2 == 0 else "assistant"), ". ".join(sentences) + "."


# --- queries -----------------------------------------------------------------------------------

COMMON_SHORT = ["la", "el", "the", "de", "I", "you", "los", "my", "a", "con"]
WORDS = sorted(
    {
        w.strip("¿?,.").lower()
        for phrase in EN_VERBS + EN_OBJECTS + ES_VERBS + ES_OBJECTS + EN_TAILS + ES_TAILS
        for w in phrase.split()
        if len(w.strip("¿?,.")) >= 4
    }
)
RARE = ["kubernetes", "paella", "zeppelin", "quokka", "ornitorrinco", "xylophone"]


def query_classes(rng: random.Random, count: int) -> dict[str, list[str]]:
    def prefix(word: str) -> str:
        return word[: rng.randint(4, len(word))]

    return {
        "1 word, short (<4, whole)": [rng.choice(COMMON_SHORT) for _ in range(count)],
        "1 word, 4+ (prefix)": [prefix(rng.choice(WORDS)) for _ in range(count)],
        "1 word, absent": [rng.choice(RARE) for _ in range(count)],
        "2 words, 4+ both": [
            f"{rng.choice(WORDS)} {prefix(rng.choice(WORDS))}" for _ in range(count)
        ],
        "2 words, short + 4+": [
            f"{rng.choice(COMMON_SHORT)} {rng.choice(WORDS)}" for _ in range(count)
        ],
        "2 words, both short": [
            f"{rng.choice(COMMON_SHORT)} {rng.choice(COMMON_SHORT)}" for _ in range(count)
        ],
    }


# --- measuring ---------------------------------------------------------------------------------


def timed(system: SessionSearchSystem, query: str) -> tuple[float, int]:
    """Milliseconds one search took, and how many hits it returned."""
    start = time.perf_counter()
    found = system.session_search(query)
    return (time.perf_counter() - start) * 1000, len(found)


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


ROW = "{:>9}  {:<27} {:>8} {:>8} {:>8} {:>5}"


def fill(system: SessionSearchSystem, turns: list[tuple[str, str]]) -> float:
    """Insert into the documented `turns` table in one transaction with executemany; turns/s."""
    db = sqlite3.connect(system.database_path(), timeout=10.0, isolation_level=None)
    try:
        start = time.perf_counter()
        db.execute("BEGIN")
        db.executemany("INSERT INTO turns (role, content) VALUES (?, ?)", turns)
        db.execute("COMMIT")
        return len(turns) / (time.perf_counter() - start)
    finally:
        db.close()


def one_by_one(system: SessionSearchSystem, turns: list[tuple[str, str]]) -> float:
    """`insert_turn` per turn, each its own transaction, as the running system does; turns/s."""
    start = time.perf_counter()
    for role, content in turns:
        system.insert_turn(role, content)
    return len(turns) / (time.perf_counter() - start)


def searches(system: SessionSearchSystem, size: int, queries: dict[str, list[str]]) -> None:
    for query in ("la", "latencias", "database"):  # warm the page cache
        system.session_search(query)
    for name, batch in queries.items():
        samples, hits = [], 0
        for query in batch:
            elapsed, found = timed(system, query)
            samples.append(elapsed)
            hits += found
        p50, p95 = statistics.median(samples), percentile(samples, 0.95)
        cells = (f"{p50:.2f}", f"{p95:.2f}", f"{max(samples):.2f}", f"{hits / len(batch):.1f}")
        print(ROW.format(f"{size:,}", name, *cells))


def measure(spec: str, sizes: list[int], args: argparse.Namespace) -> None:
    """The whole series for one adapter, on the log and queries the seed makes."""
    adapter = load(spec)
    if "session-search" not in adapter.capabilities():
        raise SystemExit(f"{spec} does not claim session-search")
    rng = random.Random(args.seed)
    print(f"\n== {spec}")
    print(ROW.format("turns", "query class", "p50 ms", "p95 ms", "max ms", "hits"))
    with tempfile.TemporaryDirectory(prefix="kotoba-bench-") as folder:
        env = {"HOME": folder, "KOTOBA_HOME": str(Path(folder) / ".kotoba")}
        system = cast(SessionSearchSystem, adapter.open({"env": env}))
        system.session_search("warm")  # the database and its schema exist from here on
        have = 0
        for size in sizes:
            start = time.perf_counter()
            turns = list(chat(rng, size - have))
            generated = time.perf_counter() - start
            bulk = one_by_one(system, turns) if args.preload == "calls" else fill(system, turns)
            searches(system, size, query_classes(rng, args.queries))
            single = one_by_one(system, list(chat(rng, args.singles)))
            have = size + args.singles
            megabytes = Path(system.database_path()).stat().st_size / 1e6
            print(
                f"{size:>9,}  insert: {args.preload} {bulk:,.0f} turns/s, insert_turn"
                f" {single:,.0f} turns/s; {len(turns):,} turns generated in {generated:.1f} s;"
                f" database {megabytes:,.0f} MB\n"
            )
        system.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="10000,100000,1000000", help="comma-separated counts")
    parser.add_argument("--queries", type=int, default=200, help="queries per class and size")
    parser.add_argument("--singles", type=int, default=2000, help="insert_turn calls timed")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--adapter", action="append", default=[], help="registered name or module:factory"
    )
    parser.add_argument(
        "--adapter-command", action="append", default=[], help="an implementation over stdio"
    )
    parser.add_argument(
        "--preload",
        choices=["executemany", "calls"],
        default="executemany",
        help="bulk-load the log into the turns table (default), or through insert_turn",
    )
    args = parser.parse_args(argv)
    sizes = sorted(int(s.replace("_", "")) for s in args.sizes.split(","))
    specs = args.adapter + [command_spec(command) for command in args.adapter_command]
    print(f"SQLite {sqlite3.sqlite_version}, Python {sys.version.split()[0]}")
    for spec in specs or ["reference"]:
        measure(spec, sizes, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
