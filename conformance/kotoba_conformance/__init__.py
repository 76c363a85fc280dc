"""Kotoba memory conformance kit: the documents' behaviours as an executable contract.

Four rooms, and the arrows between them (`tests/repository/test_architecture.py` holds them):

- `contract/`: what an implementation meets — the adapter protocols (`contract/adapter.py`; the
  contract's text is `docs/contract.md`), the clause catalogue and the documents, loading an
  adapter, and the stdio protocol. It imports nothing else of the kit.
- `steps/`: the step definitions behind `features/`, and their support code (`steps/support/`:
  the scenario's world, reading the store's files, the suite's servers). Steps reach an
  implementation only through `contract/`.
- `reports/`: the per-clause verdict and its renderings (terminal, JSON, Markdown, JUnit, HTML),
  pure functions over recorded outcomes. They import only `contract/`.
- `modes/`: the heavier runs beside the suite (`stress`, `fuzz`, `diff`, `audit`), which reuse the
  steps' support.

`cli.py` and `plugin/` (pytest's entry point: which scenarios run, what each did, the verdict)
wire the rooms together. `adapter.py` and
`stdio.py` at this level keep the import names implementers already use.
"""

from kotoba_conformance.contract.adapter import CAPABILITIES, REQUIRED, Adapter, System, SystemSpec

__all__ = ["CAPABILITIES", "REQUIRED", "Adapter", "System", "SystemSpec"]
