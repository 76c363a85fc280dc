"""The facts room: the long-term fact store and everything it applies to a fact. USER.md and the
topic files (`index`), what the store keeps of them in memory (`cache`), one fact one line
(`normalise`), the two refusals (`refusals`), duplicates and corrections (`judgement`), the rules
a store is built with (`rules`, the extension point), search and recall (`recall`), the prompt
lines (`prompt`), and `store`, which puts them together. The bottom room: it imports nothing of
the reference outside itself (no other room, not `paths`, not the adapter), only the kit's
contract and its libraries; the other rooms and the adapter import it.
"""
