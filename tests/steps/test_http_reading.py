"""The suite's readers for the http capability: the panel's HTML and the settings payload accept
any markup or shape the documents allow, and still tell a missing button or topic apart."""

from __future__ import annotations

import pytest
from kotoba_conformance.steps.support import panel_html, settings_payload

PETS = panel_html.topic_label("pets", 2)
LIST_PANEL = """<ul><li>pets · 2 <button>Delete</button></li>
<li>work · 1 <button>Delete</button></li></ul>"""
TABLE_PANEL = """<table><tr><td><b>pets</b> · 2</td><td><input type="submit" value="x"></td></tr>
<tr><td>work · 1</td><td><span role="button">✕</span></td></tr></table>"""


@pytest.mark.parametrize("page", [LIST_PANEL, TABLE_PANEL])
def test_each_label_is_found_with_its_button(page: str) -> None:
    root = panel_html.parse(page).root
    entry = panel_html.entry_of(root, PETS)
    assert entry is not None
    assert entry.buttons()
    assert "work" not in entry.visible_text()


def test_a_label_with_no_button_anywhere_has_no_entry() -> None:
    root = panel_html.parse("<ul><li>pets · 2</li><li>work · 1</li></ul>").root
    assert panel_html.entry_of(root, PETS) is None


def test_a_label_inside_a_longer_one_is_not_found() -> None:
    root = panel_html.parse("<p>carpets · 21 <button>x</button></p>").root
    assert panel_html.entry_of(root, PETS) is None


def test_script_style_and_hidden_text_is_not_visible() -> None:
    page = panel_html.parse(
        "<head><title>t</title></head><body><p>shown</p><script>var a = 'secret';</script>"
        "<style>p {}</style><template>kept</template><div hidden>hidden</div><br>after</body>"
    )
    assert page.root.visible_text() == "shown after"
    assert page.scripts == ["var a = 'secret';"]


def test_external_scripts_are_listed() -> None:
    assert panel_html.parse('<script src="/panel.js"></script>').script_sources == ["/panel.js"]


@pytest.mark.parametrize(
    "memory",
    [
        {"topics": [{"slug": "pets", "count": 2}, {"slug": "work", "count": 1}], "recent": []},
        {"topics": {"pets": 2, "work": 1}, "recent": []},
        {"topic_counts": [{"name": "pets", "facts": 2}, {"name": "work", "facts": 1}]},
        {"topics": {"pets": 2, "work": 1}, "totals": {"facts": 3, "topics": 2}},
    ],
)
def test_topic_counts_are_read_from_any_documented_shape(memory: dict[str, object]) -> None:
    assert settings_payload.topic_counts(memory) == {"pets": 2, "work": 1}


def test_a_recent_item_may_carry_its_topic_tag() -> None:
    topic_of = {"Has a cat named Luna": "pets"}
    assert settings_payload.recent_fact("Has a cat named Luna [pets]", topic_of) == (
        "Has a cat named Luna"
    )
    assert settings_payload.recent_fact("(This list is …)", topic_of) == "(This list is …)"
