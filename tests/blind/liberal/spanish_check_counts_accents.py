"""Any accented vowel counts as a Spanish mark, so French, Portuguese or English with an é
("Elle a été médecin", "Loves café au lait") is refused as Spanish.

clause: WRITE-3
sentence: it covers no other language
"""

from tests.liberal.kotoba_liberal import spanish
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(spanish)["SPANISH_MARKS"] = ("ñ", "¿", "¡", "á", "é", "í", "ó", "ú")

__all__ = ["Adapter"]
