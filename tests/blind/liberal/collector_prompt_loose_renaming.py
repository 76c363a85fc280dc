"""The collector's prompt asks for a new companion name without its strict exclusions: nothing
tells the model that a third party's name, a greeting by her current name or praise for a name is
no renaming (and the system applies whatever name the model returns).

clause: COL-4
sentence: greeting her by her current name, or complimenting a name all return null
answer: undocumented: with the model scripted, the renaming's strictness can only be read from the
  words of the collector's prompt, and the documents quote none for it ("mentioning a third party's
  name, greeting her by her current name, or complimenting a name all return null" describes the
  model's answer); the prompt left still states it as one rule ("only if they clearly renamed you"),
  so no required check can read the three cases (the same case as
  contrary/collector_prompt_lax_on_renaming)
"""

from tests.liberal.kotoba_liberal import collector
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(collector)["NAMES"] = "".join(
    line
    for line in collector.NAMES.splitlines(keepends=True)
    if not line.startswith("Someone else's name")
)

__all__ = ["Adapter"]
