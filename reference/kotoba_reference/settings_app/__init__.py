"""The settings app room: capability `http`, the Memory settings a person opens in a browser.
What the settings do apart from HTTP (`actions`: the payload, the panel, deleting a topic, the
first-run name), the Starlette app that puts them on routes (`web`), who may reach it (`guard`),
the loopback server (`server`), and the adapter's mixin that serves the app while a system is
open (`surface`, which imports Starlette and uvicorn only when the app is first asked for). It
may import the facts and conversation rooms, and nothing else of the reference; the adapter
and the command line (`cli serve`) import it.
"""
