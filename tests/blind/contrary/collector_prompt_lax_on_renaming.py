"""The collector's prompt asks for a new companion name whenever the message mentions one; it no
longer says that another person's name, a greeting by her current name or a compliment on a name
is no renaming.

clause: COL-4
sentence: mentioning a third party's name, greeting her by her current name, or complimenting a name
answer: undocumented: with the model scripted, the renaming's strictness can only be read from the
  words of the collector's prompt, and the documents quote none for it ("mentioning a third party's
  name, greeting her by her current name, or complimenting a name all return null" describes the
  model's answer); a prompt may state it as one rule (only an explicit renaming) rather than the
  three cases, so no required check can read it
"""

from tests.liberal.kotoba_contrary import collector_prompt
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(collector_prompt)["INSTRUCTIONS"] = "\n".join(
    "- companion_name: a new name for you, if the message mentions one; otherwise null."
    if line.startswith("- companion_name:")
    else line
    for line in collector_prompt.INSTRUCTIONS.split("\n")
)

__all__ = ["Adapter"]
