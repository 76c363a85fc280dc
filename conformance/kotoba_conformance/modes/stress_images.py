"""The stress mode's visual-store phases (capability `visual`).

- **race**: P processes each keep W images (`remember_image`) at once.
- **crash**: a process keeps images until it is killed, K times.

The documents fix no layout for the visual store, so everything is checked through the
contract. Every image a writer was told was kept must be recalled by its own name, with its id
among the images attached (attached means re-opened: its bytes are there), and no name may bring
back more than one image of its own (duplicated): in the race, every image at the end; in the
crash phase, each round's images after its kill, and a bounded set of them again at the end
(`FINAL_CHECK`). After each kill the image in flight is saved
again: if that answer says kept, a recall must attach the id it gave, or the store reported an
image kept that nothing can bring back (a file the index never listed, say: `orphans_reported_
kept`). Failures are charged to VIS-3 (the image is copied into the store and outlives the
original) and VIS-4 (a save is reported from what the store holds; only an exact duplicate of a
kept image counts as kept).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import VisualSystem
from kotoba_conformance.contract.loading import load
from kotoba_conformance.modes import crash_rounds, image_writer
from kotoba_conformance.modes.phase_figures import PhaseFigures
from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import racing


@dataclass
class ImageFigures(PhaseFigures):
    """`stored`: acknowledged images a recall by their name attaches."""

    orphans_reported_kept: int = 0
    saved_again: int = 0
    """Images in flight at a kill that this process saved again (counted in `acknowledged`)."""

    @property
    def passed(self) -> bool:
        return not self.problems and not (
            self.lost or self.duplicated or self.orphans_reported_kept
        )

    @property
    def failed_clauses(self) -> list[str]:
        if self.passed:
            return []
        return sorted(
            {"VIS-3"} | ({"VIS-4"} if self.orphans_reported_kept or self.duplicated else set())
        )


class ImageChecker:
    """A system of its own on the writers' home, recalling each image by its name."""

    def __init__(self, adapter: str, env: dict[str, str]) -> None:
        self.system = cast(VisualSystem, load(adapter).open({"env": env}))
        self.kept: dict[str, str] = {}
        """Every acknowledged image: its name and the id it was given."""
        self.lost: set[str] = set()
        self.recalled: set[str] = set()
        """Names a check has recalled: one missing later was dropped after its own round."""
        self.duplicated: set[str] = set()

    def acknowledge(self, records: Iterable[dict[str, object]]) -> list[str]:
        problems = []
        for record in records:
            about, image_id = str(record.get("about")), record.get("id")
            if record.get("kept") is not True or not isinstance(image_id, str):
                problems.append(f"not kept: {about!r} ({record})")
            else:
                self.kept[about] = image_id
        return problems

    def check(self, names: Iterable[str]) -> list[str]:
        """Recall each acknowledged name: its id attached, and no second image of its own. Ids
        given to other images are left out of the count (a recall may show more matches)."""
        problems = []
        others = set(self.kept.values())
        for about in names:
            if about not in self.kept:
                continue
            try:
                attached = self.system.recall_image(about)["attached"]
            except Exception as error:  # an index that no longer reads, say
                attached = []
                problems.append(f"recall_image({about!r}) raised {type(error).__name__}: {error}")
            own = [i for i in attached if i == self.kept[about] or i not in others]
            if self.kept[about] in attached:
                self.recalled.add(about)
            elif about not in self.lost:
                self.lost.add(about)
                problems.append(self._not_recalled(about))
            if len(set(own)) > 1 and about not in self.duplicated:
                self.duplicated.add(about)
                problems.append(f"kept more than once: {about!r} (ids {sorted(set(own))})")
        return problems

    def _not_recalled(self, about: str) -> str:
        found = f"acknowledged and not recalled: {about!r} (id {self.kept[about]})"
        if about in self.recalled:
            return f"{found}, though recalled after its own round (dropped by a later save?)"
        return found

    def stored(self) -> int:
        return len(self.kept) - len(self.lost)

    def close(self) -> None:
        self.system.close()


# --- race ------------------------------------------------------------------------------------


def race_phase(
    adapter: str, env: dict[str, str], control: Path, processes: int, writes: int
) -> ImageFigures:
    figures = ImageFigures("race", processes=processes, writes_each=writes)
    commands = [
        image_writer.command(adapter, env, i * writes, writes, **racing.ready_and_go(control, i))
        for i in range(processes)
    ]
    progress = Progress("visual race", processes * writes)
    started = time.monotonic()
    finished = racing.race(commands, control, timeout=3600.0)
    figures.seconds = round(time.monotonic() - started, 2)
    records = [record for worker in finished for record in worker.records() if "about" in record]
    progress.update(len(records))
    progress.close()
    figures.problems += [why for w in finished if (why := w.failure()) is not None]
    checker = ImageChecker(adapter, env)
    try:
        figures.problems += checker.acknowledge(records)
        figures.problems += checker.check(list(checker.kept))
    finally:
        checker.close()
    figures.acknowledged = len(checker.kept)
    if figures.acknowledged < processes * writes:
        figures.problems.append(
            f"{processes * writes - figures.acknowledged} saves were not acknowledged as kept"
        )
    figures.stored = checker.stored()
    figures.lost = len(checker.lost)
    figures.duplicated = len(checker.duplicated)
    del figures.problems[crash_rounds.KEPT_DETAILS :]
    return figures


# --- crash -----------------------------------------------------------------------------------


FINAL_CHECK = 400
"""How many acknowledged images the crash phase's last check recalls: every one when there are
no more, else the oldest half of that number (the first an implementation that caps its store
drops) and the rest drawn with the phase's seed. Each recall may read the whole store, so
recalling every image would make the check grow with the square of the images the writers got
in before their kills, a number the machine's speed sets; a bounded check costs the same on any
machine. Every image is also recalled once right after its own round."""


class ImageLedger:
    def __init__(
        self, adapter: str, env: dict[str, str], control: Path, rng: random.Random
    ) -> None:
        self.adapter, self.env, self.control, self.rng = adapter, env, control, rng
        self.checker = ImageChecker(adapter, env)
        self.next_image = 0
        self.orphans = 0
        self.saved_again = 0

    def start(self, name: str, count: int) -> racing.Worker:
        command = image_writer.command(self.adapter, self.env, self.next_image, count)
        return crash_rounds.start_group(command, self.control, name)

    def after_kill(self, worker: racing.Worker) -> list[str]:
        records = [r for r in worker.records() if "about" in r]
        in_flight = self.next_image + len(records)
        self.next_image = in_flight + 1
        problems = self.checker.acknowledge(records)
        problems += self.checker.check(str(r["about"]) for r in records)
        return problems + self.save_again(in_flight)

    def save_again(self, index: int) -> list[str]:
        """Keep the image that was in flight once more: a "kept" answer must be recallable."""
        about, source = image_writer.keepsake(index)
        system = self.checker.system
        try:
            answer = system.remember_image(source, about, image_writer.NOTE, image_writer.KIND)
            attached = system.recall_image(about)["attached"] if answer["kept"] else []
        except Exception as error:
            return [f"saving {about!r} again after the kill raised {type(error).__name__}: {error}"]
        if not answer["kept"] or answer["id"] is None:
            return [f"saving {about!r} again after the kill was refused: {answer['reply']!r}"]
        self.saved_again += 1
        if answer["id"] not in attached:
            self.orphans += 1
            return [f"{about!r} reported kept (id {answer['id']}) and not recalled"]
        self.checker.kept[about] = answer["id"]
        return []

    def finish(self) -> list[str]:
        problems = self.checker.check(self.last_checked())
        self.checker.close()
        return [f"at the end: {p}" for p in problems]

    def last_checked(self) -> list[str]:
        """The names the last check recalls (`FINAL_CHECK`), oldest first."""
        names = list(self.checker.kept)
        if len(names) <= FINAL_CHECK:
            return names
        oldest, rest = names[: FINAL_CHECK // 2], names[FINAL_CHECK // 2 :]
        return oldest + self.rng.sample(rest, FINAL_CHECK - len(oldest))


def crash_phase(
    adapter: str, env: dict[str, str], control: Path, kills: int, seed: int
) -> ImageFigures:
    figures = ImageFigures("crash", kills=kills, seed=seed)
    ledger = ImageLedger(adapter, env, control, random.Random(seed))
    started = time.monotonic()
    rounds = crash_rounds.run(ledger, kills, random.Random(seed), "visual crash")
    figures.problems = rounds.problems + ledger.finish()
    del figures.problems[crash_rounds.KEPT_DETAILS :]
    figures.seconds = round(time.monotonic() - started, 2)
    figures.survived = rounds.survived
    figures.acknowledged = len(ledger.checker.kept)
    figures.stored = ledger.checker.stored()
    figures.lost = len(ledger.checker.lost)
    figures.duplicated = len(ledger.checker.duplicated)
    figures.orphans_reported_kept = ledger.orphans
    figures.saved_again = ledger.saved_again
    return figures
