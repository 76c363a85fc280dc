"""The bridge also treats a speaker whose name is the user's profile name as the owner, so anyone
calling themselves by that name hears the profile and the facts.

clause: PERS-2
sentence: the Discord bridge passes personal=bool(who and who.is_owner)
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.system",
    (
        'owner = isinstance(speaker, dict) and speaker.get("is_owner") is True',
        'owner = isinstance(speaker, dict) and (\n            speaker.get("is_owner") is True or f"- name: {speaker.get(\'name\')}" in profile.block(self._db)\n        )',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
