"""The Spanish check counts "la", "con", "de", "del" and "que" as Spanish signals, words Italian
(and Portuguese) use too: Italian "Vive con la sorella a Roma" is refused as Spanish.

clause: WRITE-3
sentence: it covers no other language
answer: undocumented: "Vive con la" is a Spanish verb plus Spanish small words, which the rule ("a
  Spanish verb plus one more signal") refuses read literally, and the tutorial's adapter refuses it
  too; which shared words count as signals is not drawn (an @optional scenario).
"""

from tests.liberal.kotoba_contrary import spanish
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(spanish)["SPANISH_SIGNALS"] = spanish.SPANISH_SIGNALS | {"la", "con", "de", "del", "que"}

__all__ = ["Adapter"]
