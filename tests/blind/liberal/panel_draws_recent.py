"""The Settings → Memory panel also draws the recent facts of memory.recent under the topics.

clause: HTTP-5
sentence: but the panel does not currently draw them — topics and counts are all it renders
"""

from tests.liberal.kotoba_liberal import panel
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(panel)["PAGE"] = panel.PAGE.replace(
    '<ul id="topics"></ul>', '<ul id="topics"></ul>\n<h2>Recent</h2>\n<ul id="recent"></ul>'
).replace(
    "draw();\n</script>",
    "draw();\n"
    "fetch(SETTINGS).then((r) => r.json()).then((payload) => {\n"
    '  const recent = document.getElementById("recent");\n'
    "  for (const fact of payload.memory.recent) {\n"
    '    const item = document.createElement("li");\n'
    "    item.textContent = fact;\n"
    "    recent.append(item);\n"
    "  }\n"
    "});\n</script>",
)

__all__ = ["Adapter"]
