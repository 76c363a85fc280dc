"""The collector's narration filter only drops a candidate that trails off in an ellipsis (or says
"right now"), as the documents' examples are printed: "Creating the folder for the project" is
stored as a fact.

clause: COL-5
sentence: a filter for task narration
"""

from tests.liberal.kotoba_liberal import collector, narration
from tests.liberal.kotoba_liberal.adapter import Adapter


def _trails_off(candidate: str) -> bool:
    text = candidate.strip()
    lowered = text.lower()
    return text.endswith(("…", "...")) or any(phrase in lowered for phrase in narration.NOW)


vars(collector)["looks_ephemeral"] = _trails_off

__all__ = ["Adapter"]
