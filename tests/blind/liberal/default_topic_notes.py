"""A fact written without a topic is filed under "notes" instead of "general".

clause: STORE-6
sentence: an optional free-form topic (defaults to general)
"""

from tests.liberal.kotoba_liberal import text
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(text)["DEFAULT_TOPIC"] = "notes"

__all__ = ["Adapter"]
