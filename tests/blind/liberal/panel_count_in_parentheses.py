"""The Settings → Memory panel draws each topic as "slug (count)", the pointer line's shape,
instead of "slug · count".

clause: HTTP-5
sentence: Settings → Memory lists every topic as slug · count with a delete button.
"""

from tests.liberal.kotoba_liberal import panel
from tests.liberal.kotoba_liberal.adapter import Adapter

_DRAWN = 'item.append(topic.slug + " · " + topic.facts + " ", button);'
assert _DRAWN in panel.PAGE
vars(panel)["PAGE"] = panel.PAGE.replace(
    _DRAWN, 'item.append(topic.slug + " (" + topic.facts + ") ", button);'
)

__all__ = ["Adapter"]
