"""The query's last token is always a prefix query, as in search-as-you-type, so a short last word
such as "la" also finds "las".

clause: SESS-3
sentence: Below 4 characters the wildcard costs far more than it buys
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.conversation",
    (
        "    for token in _TOKEN.findall(query):\n        quoted = '\"' + token.replace('\"', '\"\"') + '\"'\n        terms.append(quoted + \"*\" if len(token) >= PREFIX_FROM else quoted)",
        "    tokens = _TOKEN.findall(query)\n    for index, token in enumerate(tokens):\n        quoted = '\"' + token.replace('\"', '\"\"') + '\"'\n        last = index == len(tokens) - 1\n        terms.append(quoted + \"*\" if len(token) >= PREFIX_FROM or last else quoted)",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
