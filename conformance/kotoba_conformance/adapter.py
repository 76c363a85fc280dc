"""The adapter contract: the only door between the suite and an implementation.

An implementer writes one object satisfying `Adapter` (a factory) whose `open()` returns a
`System` for one isolated install. Every argument and result is JSON-shaped (str, int, bool, None,
lists and string-keyed dicts), so the same contract can be spoken over JSON lines on stdio by an
implementation in any language. Optional capabilities live in their own protocols; a system
implements the ones its adapter claims in `capabilities()`, and the suite never calls the others.

Bad arguments (a fact that is not a string, say) raise `TypeError` or `ValueError`; over a
transport they arrive as an error of that name. Everything else is a return value.
"""

from __future__ import annotations

from typing import Literal, Protocol, TypedDict, runtime_checkable

Capability = Literal[
    "facts", "prompt", "session-search", "profile", "personal",
    "visual", "collector", "http", "paths", "lifetime",
]  # fmt: skip
CAPABILITIES: tuple[Capability, ...] = (
    "facts", "prompt", "session-search", "profile", "personal",
    "visual", "collector", "http", "paths", "lifetime",
)  # fmt: skip
REQUIRED: tuple[Capability, ...] = ("facts", "prompt")


class _SpecBase(TypedDict):
    env: dict[str, str]
    """The process environment a real install would see. The suite always sets HOME (a scratch
    folder standing in for the user's home) and usually KOTOBA_HOME; KOTOBA_MEMORY_DIR and
    KOTOBA_VISUAL_MEMORY_DIR when a scenario overrides them. Apply these, not `os.environ`."""


class SystemSpec(_SpecBase, total=False):
    """What to open. Keys may be added in later versions; an adapter ignores keys it does not
    know unless it claims the capability that needs them."""

    clone_root: str
    """Run as if from a source clone rooted here: the package runs from `<clone_root>/api/`, so
    a database "beside the package in api/" is `<clone_root>/api/kotoba.db`. Absent: run as an
    installed package. Used by the `paths` capability (and so by any scenario that sets it)."""


class WriteResult(TypedDict):
    """`write_fact`'s answer, exactly the documented dict."""

    written: bool
    reason: str
    retired: list[str]
    conflicts: list[str]
    duplicate_of: str | None


@runtime_checkable
class System(Protocol):
    """One running install (capabilities `facts` and `prompt`, both required)."""

    def memory_dir(self) -> str:
        """The long-term store's folder: USER.md and topics/ live here. It need not exist yet."""
        ...

    def memory_write(self, fact: object, topic: object = None) -> str:
        """The model's tool: save one fact (topic None means the default); returns the reply."""
        ...

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        """The store function behind the tool, returning the documented dict."""
        ...

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        """The model's recall tool: search, read one topic, or (neither) list the topics."""
        ...

    def facts_for_prompt(self) -> list[str]:
        """The lines the facts put into the prompt: one per inline fact, then the pointer line."""
        ...

    def delete_topic(self, slug: str) -> None:
        """What `DELETE /api/memory/topic/{slug}` does: remove the file, rebuild the index."""
        ...

    def close(self) -> None:
        """Stop this system. Opening the same spec again is a restart."""
        ...


class Turn(TypedDict):
    """One turn of the conversation log as a search returns it: what was said, and by whom."""

    role: str
    """`"user"` or `"assistant"`."""
    content: str


class DatabaseSystem(System, Protocol):
    """A system with the SQLite database (a base of the capabilities below, not one itself)."""

    def database_path(self) -> str:
        """The database file this system uses: absolute, fixed while it is open, and it need not
        exist yet. The suite opens it with plain sqlite3 to read (and, as a user would, edit)
        what the documents name: the `turns` table and its columns, the `user_profile` table."""
        ...


class SessionSearchSystem(DatabaseSystem, Protocol):
    """Capability `session-search`: the conversation log in SQLite, searched with FTS5."""

    def insert_turn(self, role: str, content: str) -> None:
        """Append one turn to the log, as every call site does: role and content only."""
        ...

    def session_search(self, query: str) -> list[Turn]:
        """The model's tool: the turns matching the query, in the implementation's order; it may
        cap how many, but not below 10. [] is "nothing found". Never raises, for any string."""
        ...


NameSurface = Literal["setup", "first-run"]
"""Where the user sets their name: `kotoba setup`, or `POST /api/settings/user-name` from the
browser's first-run screen. (The collector, a third surface, belongs to capability `collector`.)"""


class ProfileSystem(DatabaseSystem, Protocol):
    """Capability `profile`: the user profile, a key/value table whose one key today is `name`."""

    def upsert_user_profile(self, key: str, value: str) -> None:
        """The store function every surface calls: set one key of `user_profile`."""
        ...

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        """Set the user's name the way that surface does (a skip sends "")."""
        ...

    def profile_for_prompt(self) -> str:
        """The `# What you know about the user` block as it reaches the prompt."""
        ...


class Context(TypedDict):
    """What the personal stores put into one conversation's prompt; "" where withheld."""

    profile: str
    """The profile block, as `profile_for_prompt` gives it when the profile is claimed."""
    facts: str
    """The facts as they reach the prompt (the lines `facts_for_prompt` gives)."""


class Speaker(TypedDict):
    """Who sent a message through the chat bridge."""

    name: str
    is_owner: bool


class PersonalSystem(System, Protocol):
    """Capability `personal`: only the owner hears what is stored."""

    def load_context(self, personal: bool) -> Context:
        """Build the context; `personal=False` gives empty strings for both stores."""
        ...

    def bridge_context(self, speaker: Speaker | None) -> Context:
        """The context the chat bridge builds for a message from this speaker (None: nobody)."""
        ...


class PathsSystem(DatabaseSystem, Protocol):
    """Capability `paths`: where the stores live (`memory_dir`, `database_path`, and this)."""

    def visual_memory_dir(self) -> str:
        """The visual store's folder. It need not exist yet."""
        ...


class HttpApp(TypedDict):
    """Where the running settings app answers. The documents name two routes,
    `DELETE /api/memory/topic/{slug}` and `POST /api/settings/user-name` (whose body the suite
    sends as the JSON object `{"name": ...}`), but neither the settings payload's route nor the
    panel's, so the adapter names those."""

    base_url: str
    """`http://127.0.0.1:<port>`, no trailing slash: a real socket on the loopback."""
    settings_path: str
    """The route whose GET answers the settings payload, a JSON object: its `memory` object
    carries `recent`, a list of strings, and lists every topic with its fact count (under
    `topics` if it has that key), either as a `{slug: count}` object or as a list of objects each
    with one string (the slug) and one integer (the count)."""
    panel_path: str
    """The route whose GET serves the Settings → Memory panel as HTML. The topics are in the page
    as served (`slug · count`, each with its own button), not drawn by a script afterwards."""


class HttpSystem(DatabaseSystem, Protocol):
    """Capability `http`: the settings surfaces, served over HTTP on the loopback while the
    system is open (`database_path` is where the suite reads the name the route set)."""

    def http_app(self) -> HttpApp:
        """Where the app answers, started if need be, and the same answer while the system is
        open. It serves this system's own store and database: what a scenario writes through the
        other methods, or by hand in the files, shows in the next response. `close` stops it."""
        ...


class Adapter(Protocol):
    """The factory the suite loads (`--adapter module:factory` or a registered name).

    It may also have `known_failures() -> list[str]`: clause ids it knows it fails (the
    documented system's own deviations, say). Such a clause is reported "known failure" while any
    of its scenarios fails, and the run stays green; once they all pass it is "UNEXPECTED PASS",
    a failure, so the list cannot go stale."""

    def capabilities(self) -> list[str]:
        """The capabilities this implementation claims; `facts` and `prompt` are required."""
        ...

    def open(self, spec: SystemSpec) -> System:
        """Open a fresh system. Several may be open on one home at once, as separate installs
        sharing files would be; the suite also opens them in other processes."""
        ...
