"""Who a report says was tested: the bundled reference in words (also behind a shim), an
in-process adapter with the version of the distribution it really ran from and never that of a
distribution a stale copy shadows, a command by its handshake."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import kotoba_reference
from kotoba_conformance.contract import provenance
from kotoba_conformance.contract.provenance import BUNDLED, COMMAND, IN_PROCESS, identify
from kotoba_reference.adapter import ReferenceAdapter

REFERENCE = metadata.version("kotoba-reference")


class Shim(ReferenceAdapter):
    """Not the reference: a subclass may change anything."""


class Hello:
    def __init__(self) -> None:
        self.hello = {"name": "my-store", "version": "0.3.0"}


def test_the_bundled_reference_says_so_in_words() -> None:
    found = identify(ReferenceAdapter(), "reference")
    assert (found.kind, found.name, found.version) == (BUNDLED, "kotoba_reference", REFERENCE)
    assert found.display == f"the bundled reference implementation (kotoba_reference {REFERENCE})"


def test_a_subclass_of_the_reference_is_not_the_reference() -> None:
    found = identify(Shim(), "tests.plugin.test_provenance:Shim")
    assert found.kind == IN_PROCESS
    assert found.display == "in-process adapter tests.plugin.test_provenance:Shim"
    assert found.source == __file__


class Judges(ReferenceAdapter):
    """An adapter of a published package, naming it and its version."""

    def judges(self) -> str:
        return "kotoba-companion 0.10.0"


def test_an_adapter_naming_the_package_it_judges_is_reported_with_it() -> None:
    found = identify(Judges(), "tests.plugin.test_provenance:Judges")
    assert found.judged == "kotoba-companion 0.10.0"
    assert found.display.endswith(", judging kotoba-companion 0.10.0")
    assert found.as_json()["judged"] == "kotoba-companion 0.10.0"
    assert "judged" not in identify(Shim(), "tests.plugin.test_provenance:Shim").as_json()


def test_a_command_is_named_by_its_handshake() -> None:
    found = identify(Hello(), "command:node kotoba.js")
    assert (found.kind, found.display) == (COMMAND, "my-store 0.3.0 (command: node kotoba.js)")


def test_a_distributions_version_only_for_its_own_files(tmp_path: Path) -> None:
    own = str(Path(kotoba_reference.__file__).parent / "adapter.py")
    assert provenance._distribution("kotoba_reference", own) == ("kotoba-reference", REFERENCE)
    stale = tmp_path / "kotoba_reference" / "adapter.py"  # a copy shadowing the installed one
    stale.parent.mkdir()
    stale.write_text("", encoding="utf-8")
    assert provenance._distribution("kotoba_reference", str(stale)) == (None, None)
    assert provenance._distribution("no_such_package", own) == (None, None)
