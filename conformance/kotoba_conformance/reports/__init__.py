"""The reports room: the per-clause verdict over recorded scenario outcomes, and its renderings
(the terminal table, JSON with its schema, Markdown, JUnit XML, the HTML living documentation).
Pure functions: the plugin records, these render."""
