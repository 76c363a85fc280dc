"""The Settings → Memory panel: an empty page whose script fetches the settings payload and
draws each topic as `slug · count` with a delete button. `memory.recent` is not drawn."""

from __future__ import annotations

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Settings · Memory</title>
</head>
<body>
<h1>Memory</h1>
<p>Every topic file and how many facts it holds. Deleting a topic deletes its file, for good.</p>
<ul id="topics"></ul>
<script>
const SETTINGS = "__SETTINGS__";
async function draw() {
  const payload = await (await fetch(SETTINGS)).json();
  const list = document.getElementById("topics");
  list.replaceChildren();
  for (const topic of payload.memory.topics) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.textContent = "Delete";
    button.addEventListener("click", async () => {
      await fetch("/api/memory/topic/" + encodeURIComponent(topic.slug), {method: "DELETE"});
      await draw();
    });
    item.append(topic.slug + " · " + topic.facts + " ", button);
    list.append(item);
  }
}
draw();
</script>
</body>
</html>
"""


def page(settings_path: str) -> str:
    return PAGE.replace("__SETTINGS__", settings_path)
