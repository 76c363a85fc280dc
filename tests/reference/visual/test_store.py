"""The reference's visual store and tools: what `add` answers, the reply written from it, the
index written atomically under a cross-process lock, and sources resolved without escaping the
user's Files. Properties: the index always parses, and recall never puts bytes in an event."""

from __future__ import annotations

import json
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kotoba_conformance.steps.support.images import data_url, png
from kotoba_reference.visual.guard import Refused
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.sources import resolve, user_file
from kotoba_reference.visual.store import INDEX, KINDS, VisualStore

PROPERTY = settings(max_examples=40, deadline=None)


def memory(root: Path) -> VisualMemory:
    return VisualMemory(root / "visual", root / "home", {})


@pytest.mark.parametrize(
    ("data", "kind", "reason"),
    [
        (b"", "person", "empty"),
        (png("a", 2048), "person", "too_big"),
        (b"GIF8 but not quite an image", "person", "not_an_image"),
        (png("a"), "landscape", "bad_kind"),
        (png("a"), "person", "kept"),
    ],
)
def test_add_answers_its_reason(tmp_path: Path, data: bytes, kind: str, reason: str) -> None:
    added = VisualStore(tmp_path, max_bytes=1024).add(data, "Alex", "note", kind)
    assert added.reason == reason
    assert added.kept == (reason == "kept")


def test_an_exact_duplicate_is_kept_once_under_its_first_id(tmp_path: Path) -> None:
    store = VisualStore(tmp_path)
    first = store.add(png("a"), "Alex", "note", "person")
    again = store.add(png("a"), "Someone else", "other note", "scene")
    assert (again.reason, again.id) == ("duplicate", first.id)
    assert len(store.entries()) == 1


def test_a_refusal_writes_nothing(tmp_path: Path) -> None:
    VisualStore(tmp_path / "v", max_bytes=1024).add(png("a", 1025), "Alex", "note", "person")
    assert not (tmp_path / "v").exists()


def test_the_reply_is_written_from_the_stores_answer_not_a_search(tmp_path: Path) -> None:
    visual = memory(tmp_path)
    visual.attachment = png("a")
    assert visual.remember_image("attachment", "Alex", "note", "person")["kept"]
    visual.attachment = png("b", visual.store.max_bytes + 1)
    answer = visual.remember_image("attachment", "Alex", "note", "person")
    assert answer == {"reply": answer["reply"], "kept": False, "id": None}


def test_concurrent_adds_lose_no_entry(tmp_path: Path) -> None:
    stores = [VisualStore(tmp_path) for _ in range(4)]
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(lambda i: stores[i % 4].add(png(f"n{i}"), f"N{i}", "", "other"), range(24)))
    assert len(VisualStore(tmp_path).entries()) == 24


def test_a_user_file_name_cannot_leave_the_files_folder(tmp_path: Path) -> None:
    (tmp_path / "secret.png").write_bytes(png("secret"))
    files = tmp_path / "files"
    files.mkdir()
    for name in ("../secret.png", str(tmp_path / "secret.png"), "..", ""):
        with pytest.raises(Refused):
            user_file(files, name)


def test_a_url_in_a_voice_turn_is_refused_before_any_fetch(tmp_path: Path) -> None:
    fetched: list[str] = []

    def fetch(url: str) -> bytes:
        fetched.append(url)
        return png("a")

    with pytest.raises(Refused, match="work mode"):
        resolve("https://images.example/a.png", attachment=None, files_dir=tmp_path,
                mode="voice", fetch=fetch)  # fmt: skip
    assert fetched == []


def never_fetch(url: str) -> bytes:
    raise AssertionError(f"fetched {url}")


def test_a_data_url_resolves_to_its_bytes_even_in_a_voice_turn(tmp_path: Path) -> None:
    got = resolve(data_url(png("a")), attachment=None, files_dir=tmp_path, mode="voice",
                  fetch=never_fetch)  # fmt: skip
    assert got == png("a")


operations = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(0, 5), st.sampled_from([*KINDS, "bogus"])),
        st.tuples(st.just("empty"), st.integers(0, 5), st.just("person")),
        st.tuples(st.just("forget"), st.integers(0, 5), st.just("")),
    ),
    max_size=12,
)


@PROPERTY
@given(operations)
def test_the_index_always_parses_as_a_list_of_entries(ops: list[tuple[str, int, str]]) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        visual = memory(Path(scratch))
        for op, n, kind in ops:
            if op == "forget":
                entries = visual.store.entries()
                if entries:
                    visual.forget_image_bytes(entries[n % len(entries)]["id"])
                continue
            visual.attachment = png(f"i{n}") if op == "add" else b""
            visual.remember_image("attachment", f"Name{n}", "note", kind)
        index = visual.store.folder / INDEX
        if index.exists():
            loaded = json.loads(index.read_text(encoding="utf-8"))
            assert isinstance(loaded, list)
            assert len(loaded) == len(visual.store.entries())


@PROPERTY
@given(
    st.lists(st.integers(200, 20_000), min_size=1, max_size=5),
    st.text(min_size=0, max_size=20),
)
def test_recall_never_puts_bytes_in_an_event(sizes: list[int], query: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        visual = memory(Path(scratch))
        for i, size in enumerate(sizes):
            visual.attachment = png(f"p{i}", size)
            visual.remember_image("attachment", f"Alex {query}", "at the lake", "person")
        for q in (query, "Alex"):
            recalled = visual.recall_image(q)
            for event in recalled["events"]:
                assert set(event) == {"type", "id"}
                assert len(json.dumps(event)) < 100
            assert [e["id"] for e in recalled["events"]] == recalled["attached"]


def test_an_entry_whose_bytes_are_gone_is_neither_attached_nor_offered_to_analyze(
    tmp_path: Path,
) -> None:
    visual = memory(tmp_path)
    visual.attachment = png("a")
    kept = visual.remember_image("attachment", "Alex", "dark hair and glasses", "person")
    assert kept["id"] is not None
    visual.forget_image_bytes(kept["id"])
    recalled = visual.recall_image("Alex")
    assert (recalled["attached"], recalled["events"]) == ([], [])
    assert "analyze" not in recalled["instruction"]
    assert "dark hair" not in recalled["instruction"]
