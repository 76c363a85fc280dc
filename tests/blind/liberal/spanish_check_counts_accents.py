"""Any accented vowel counts as a Spanish mark, so French, Portuguese or English with an é
("Elle a été médecin", "Loves café au lait") is refused as Spanish."""

CLAUSE = "WRITE-3"
SENTENCE = "it covers no other language"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import spanish
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(spanish)["SPANISH_MARKS"] = ("ñ", "¿", "¡", "á", "é", "í", "ó", "ú")

__all__ = ["Adapter"]
