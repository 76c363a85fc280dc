""" "favorito" and "favorita" are listed as Spanish-only words although Italian and Portuguese spell
them the same, so an Italian fact such as "Il mio colore favorito è il blu" is refused as
Spanish.

clause: WRITE-3
sentence: Spanish is the only non-English this store has ever received; anything else passes as
  before.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.spanish",
    (
        "    el los las y muy mucho mucha muchos muchas pero unos unas sus nuestro nuestra\n",
        "    el los las y muy mucho mucha muchos muchas pero unos unas sus nuestro nuestra favorito favorita\n",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
