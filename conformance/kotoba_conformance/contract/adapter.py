"""The adapter contract's protocols: the only door between the suite and an implementation.

`docs/contract.md` is the contract's one full text (what the suite relies on, the errors it
allows, the text it exchanges); the classes here are its API, each method's docstring the
detail of that method."""

from __future__ import annotations

from typing import Literal, Protocol, TypedDict, get_args, runtime_checkable

__all__ = [
    "CAPABILITIES",
    "REQUIRED",
    "Adapter",
    "Capability",
    "CollectorSystem",
    "Context",
    "DatabaseSystem",
    "HttpApp",
    "HttpSystem",
    "ImageKind",
    "LifetimeSystem",
    "NameSurface",
    "PathsSystem",
    "PersonalSystem",
    "ProfileSystem",
    "RecalledImages",
    "RememberedImage",
    "ScriptedExtraction",
    "SessionSearchSystem",
    "SessionStateKind",
    "Speaker",
    "System",
    "SystemSpec",
    "Turn",
    "TurnMode",
    "VisualSystem",
    "WriteResult",
]

Capability = Literal[
    "facts", "prompt", "session-search", "profile", "personal",
    "visual", "collector", "http", "paths", "lifetime",
]  # fmt: skip
CAPABILITIES: tuple[Capability, ...] = get_args(Capability)
REQUIRED: tuple[Capability, ...] = ("facts", "prompt")


class _SpecBase(TypedDict):
    env: dict[str, str]
    """The process environment a real install would see, and no more: HOME always (an existing,
    empty scratch folder standing in for the user's home); KOTOBA_HOME always, except in the
    `paths` scenarios that check its default; KOTOBA_MEMORY_DIR and KOTOBA_VISUAL_MEMORY_DIR
    only when a scenario overrides them. No PATH, no other variable. Resolve every path from
    these, never from `os.environ` (over stdio, the program's own environment is the suite's)."""


class SystemSpec(_SpecBase, total=False):
    """What to open. Keys may be added in later versions; an adapter ignores keys it does not
    know unless it claims the capability that needs them."""

    clone_root: str
    """Run as if from a source clone rooted here: the package runs from `<clone_root>/api/`, so
    a database "beside the package in api/" is `<clone_root>/api/kotoba.db`. Absent: run as an
    installed package. Used by the `paths` capability (and so by any scenario that sets it)."""

    test_hosts: dict[str, str]
    """Capability `visual`, for the suite's own image servers only: host name -> IP address. A URL
    naming such a host is fetched from that address as if the name resolved to a public one, so
    the fetch that must succeed and redirect chains can be tested on 127.0.0.1. It allows exactly
    these names, never the address itself (`http://127.0.0.1/` stays refused), and no
    implementation may honour it outside the suite's spec: by default loopback is refused."""


class WriteResult(TypedDict):
    """`write_fact`'s answer: the documented dict. These five keys are required, each of its
    type; an implementation may add keys of its own, which the suite ignores (and the JSON
    report lists under `adapter.extensions`)."""

    written: bool
    """True exactly when the fact is now stored (WRITE-1 checks it against the topic file)."""
    reason: str
    """`"written"` whenever `written` is true: the documents' example shows it, the scenario
    of that example compares it, and so does `fuzz`'s state machine after every write. When
    nothing was written it is any string, never compared (the reference says `"empty"`,
    `"spanish"`, `"compound"` or `"duplicate"`)."""
    retired: list[str]
    """The stored facts this write retired, verbatim; [] when it wrote nothing."""
    conflicts: list[str]
    """Stored facts that still contradict it and were kept, verbatim; [] when none."""
    duplicate_of: str | None
    """The stored fact a duplicate matched, verbatim; None for any other answer."""


@runtime_checkable
class System(Protocol):
    """One running install (capabilities `facts` and `prompt`, both required).

    Writes are locked across processes by `USER.md.lock` beside the index (STORE-8). What the
    suite relies on: after a write a `USER.md.lock` exists there (never compared: it may stay);
    racing writers in separate processes, with topic deletions and hand edits among them, lose
    no acknowledged fact, store none twice and never leave USER.md or a topic file torn at any
    moment the suite reads it (so each whole read-modify-write, `delete_topic` too, holds the
    lock, and each file is replaced by a rename); a writer held still (ptrace-stopped) at one of
    those renames keeps the lock from another process's write for the 2 s the suite holds it, for
    it is alive; and after a writer is killed (`kill -9`) the next one gets a write in, with no
    cleanup, within 60 s (`stress`). Which primitive holds
    the lock is not probed: without `flock`, an exclusive create (`O_CREAT|O_EXCL`) of a
    companion file naming the owner's pid, broken once that pid is gone or the file is older
    than any write takes, is enough (`docs/implementing.md`, step 2, with its limits). A call
    may leave no file behind but USER.md, USER.md.lock and `topics/<slug>.md`."""

    def memory_dir(self) -> str:
        """The long-term store's folder, where USER.md and topics/ live: an absolute path, the
        same for every system opened on the same spec. It need not exist yet: a new store has
        no folder until its first write, and the suite may delete it (STORE-7) or create it."""
        ...

    def memory_write(self, fact: object, topic: object = None) -> str:
        """The model's tool: save one fact (topic None means the default); returns the reply.
        Errors (docs/contract.md): only a fact or topic of another type, or a blank or
        multi-line fact, may be refused; a topic is free-form, and any string is answered."""
        ...

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        """The store function behind the tool, returning the documented dict. An empty fact and
        a duplicate answer `written` false with every file left as it was (a duplicate names its
        match in `duplicate_of`; an empty fact gives [], [] and None). A Spanish or a compound
        fact may be refused here as `memory_write` refuses it (`written` false, every file left
        as it was, [], [] and None) or stored: the documents put both refusals in the tool
        ("memory_write returns a refusal rather than saving when:"), and `write_fact`'s measured
        example shows neither. Either way `written` tells the truth, and that is all `run` and
        `fuzz` check of such a fact here; the refusals themselves are checked through
        `memory_write`. Errors (docs/contract.md): a fact or topic of another type may raise
        TypeError (or be answered `written` false, R15); a blank or multi-line fact may raise
        ValueError; nothing else may raise."""
        ...

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        """The model's recall tool: search, read one topic, or (neither) list the topics. It
        answers on a store with no folder yet, and changes no file. Errors (docs/contract.md):
        it answers every string, a topic that names no file included; only another type may
        raise."""
        ...

    def facts_for_prompt(self) -> list[str]:
        """The lines the facts put into the prompt: one element per inline fact (`fact [slug]`,
        or bare), in the order of `## Recent`, then the pointer line last. The pointer line may
        be one element, or wrapped over several as the documents print it: the suite joins
        every element from the first that starts with `(This list` with spaces and compares
        it with whitespace collapsed (R2), so nothing may follow it. A store with no fact
        (no folder yet, say) answers [], or the pointer line alone with N and M 0."""
        ...

    def delete_topic(self, slug: str) -> None:
        """What `DELETE /api/memory/topic/{slug}` does: remove the file, rebuild the index.
        Errors (docs/contract.md): a slug that names no topic file (no slug, or no such file)
        may raise ValueError or be answered with nothing deleted; an existing topic's slug may
        not be refused."""
        ...

    def close(self) -> None:
        """Stop this system. Opening the same spec again is a restart: what survives is what is
        on disk. Other systems open on the same spec, here or in other processes, go on."""
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
        """Append one turn to the log, as every call site does: role and content only.
        Errors (docs/contract.md): a role other than "user" or "assistant" may be refused;
        any content that is text is stored."""
        ...

    def session_search(self, query: str) -> list[Turn]:
        """The model's tool: the turns matching the query, in the implementation's order; it may
        cap how many, but not below 10. [] is "nothing found". Never raises, for any string
        (R8; Errors, docs/contract.md)."""
        ...


NameSurface = Literal["setup", "first-run"]
"""Where the user sets their name: `kotoba setup`, or `POST /api/settings/user-name` from the
browser's first-run screen. (The collector, a third surface, belongs to capability `collector`.)"""


class ProfileSystem(DatabaseSystem, Protocol):
    """Capability `profile`: the user profile, a key/value table whose one key today is `name`."""

    def upsert_user_profile(self, key: str, value: str) -> None:
        """The store function every surface calls: set one key of `user_profile`. Errors
        (docs/contract.md): only another type may raise."""
        ...

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        """Set the user's name the way that surface does (a skip sends ""). Errors
        (docs/contract.md): a surface outside `NameSurface` may be refused; any name is answered."""
        ...

    def profile_for_prompt(self) -> str:
        """The `# What you know about the user` block as it reaches the prompt."""
        ...


class Context(TypedDict):
    """What the personal stores put into one conversation's prompt; "" where withheld."""

    profile: str
    """The profile block, as `profile_for_prompt` gives it when `profile` is claimed (no
    scenario reads it otherwise: "" will do)."""
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


class ScriptedExtraction(TypedDict, total=False):
    """What the collector's model answers on a pass, chosen by the scenario: the model is data.
    A key left out means the model found nothing of that kind."""

    facts: list[str]
    """Candidate facts, each one short English statement, before any filter the system runs."""
    user_name: str | None
    """The user's own name, when the message gave it ("" is an empty answer)."""
    companion_name: str | None
    """A new name for the companion, when the message renamed her; None when it did not."""
    delay_seconds: float
    """How long the model takes to answer, from the moment it is asked."""


class CollectorSystem(System, Protocol):
    """Capability `collector`: after each reply, a background pass asks a model for durable
    facts, the user's name and a renaming of the companion. The name it sets is the profile's
    (`ProfileSystem`), so the scenarios about it run only when `profile` is claimed too."""

    def script_collector_model(self, answer: ScriptedExtraction) -> None:
        """From now on, the collector's model gives this answer to every prompt (after its delay),
        in place of whatever model the system would ask."""
        ...

    def reply_to(self, message: str) -> str:
        """The user sends this message and she replies (the reply's wording is the system's;
        any text is answered, Errors in docs/contract.md).
        The collector's pass over it runs in the background: not below, this returns before the
        model's answer arrives, so a slow model never delays the reply."""
        ...

    def settle_collector(self, timeout_seconds: float) -> bool:
        """Wait until every collector pass started so far has finished and its results are
        stored; True when they have, False when `timeout_seconds` ran out first."""
        ...

    def collector_prompts(self) -> list[str]:
        """Each prompt the collector has sent its model, oldest first, exactly as sent."""
        ...

    def companion_name(self) -> str:
        """The companion's current name (Settings → Personality sets it; the collector may too)."""
        ...


SessionStateKind = Literal[
    "fired reminder", "active MCP servers", "task list", "screenshot log",
    "one-time secret", "report viewer",
]  # fmt: skip
"""The session state the documents list as in memory and gone on restart: a reminder that fired
but was not voiced, which MCP servers the session activated, the task list, the log of
screenshots taken this session, a one-time secret typed into a masked box, the report viewer."""


class LifetimeSystem(System, Protocol):
    """Capability `lifetime`: what survives a restart (`close()` then `open()` on the same spec),
    and reminders that come due with nothing listening. All six kinds of session state are
    documented, so a system claiming `lifetime` can hold each of them."""

    def hold_session_state(self, kind: SessionStateKind) -> None:
        """Make this session hold one piece of state of that kind, as using the feature would."""
        ...

    def session_state(self) -> list[SessionStateKind]:
        """The kinds of session state this session holds now, each once, in any order."""
        ...

    def add_due_reminder(self, text: str) -> None:
        """Schedule a reminder with this text that is already due."""
        ...

    def set_listening(self, listening: bool) -> None:
        """Whether anything at all (a chat window, a voice session) is listening for her."""
        ...

    def check_reminders(self) -> None:
        """What the reminder timer does on each tick: handle every reminder that is due."""
        ...

    def delivered_reminders(self) -> list[str]:
        """The texts of the reminders delivered to a listener, oldest first."""
        ...

    def due_reminders(self) -> list[str]:
        """The texts of the reminders that are due and not settled, in any order."""


TurnMode = Literal["voice", "work"]
"""How the user is talking: in a voice call, or typing in work mode."""
ImageKind = Literal["person", "self", "product", "post", "place", "scene", "other"]
"""The documented `kind`s of a kept image."""


class RememberedImage(TypedDict):
    """`remember_image`'s answer: what the model is told, and whether that says "kept"."""

    reply: str
    """The tool's reply to the model, in the implementation's words."""
    kept: bool
    """True exactly when the reply tells the model the image is in the store (newly, or as an
    exact duplicate of a kept one). It is the reply's meaning, not a second opinion."""
    id: str | None
    """The kept image's id (the existing one for an exact duplicate); None when not kept."""


class RecalledImages(TypedDict):
    """`recall_image`'s answer: what the model gets back for one query."""

    instruction: str
    """The text the tool returns to the model alongside the images."""
    attached: list[str]
    """The ids of the kept images actually re-opened and attached for the vision model, best
    first. An entry whose bytes cannot be read is not attached."""
    events: list[dict[str, object]]
    """Every frame this call put on the events channel, each as its JSON object; a
    `recalled_image` frame has `"type": "recalled_image"` and the keepsake's id under `"id"`."""


class VisualSystem(System, Protocol):
    """Capability `visual`: image memory, kept apart from the fact store (VIS-1..7).

    Bytes travel as base64 strings. What the user does (share an image, put a file in their
    Files, start a turn) are methods too, so a scenario can set up what the tools act on.
    Not below: an image up to `max_image_bytes()` long is not refused for its size; recall
    attaches at least the best match when one is kept; a URL is fetched only in work mode, only
    over http(s), and only from a public address (or a name in `spec["test_hosts"]`), each
    redirect hop checked the same way."""

    def visual_memory_dir(self) -> str:
        """The visual store's folder (KOTOBA_VISUAL_MEMORY_DIR when set). It need not exist."""
        ...

    def max_image_bytes(self) -> int:
        """The size above which the store refuses an image: one byte more is "too big". The
        documents fix no limit, so the system declares its own (not below 64 KiB)."""
        ...

    def begin_turn(self, mode: TurnMode) -> None:
        """The user starts a turn in this mode; the tools called next run inside it. Before the
        first call a system may be in either mode: the suite calls it before any tool whose
        outcome depends on the mode (a URL source)."""
        ...

    def share_image(self, data: str, filename: str) -> None:
        """The user shares an image (base64) in the conversation: the "attachment" that
        `source="attachment"` names until another is shared."""
        ...

    def put_user_file(self, name: str, data: str) -> str:
        """The user puts a file (base64) into their Files under this plain file name; returns
        its absolute path, so the suite can delete or change it by hand as the user would.
        Errors (docs/contract.md): a name that is no plain file name, or data that is not
        base64, may raise ValueError."""
        ...

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        """The model's tool: keep one image forever. `source` is "attachment", a file name from
        the user's Files, a `data:` URL or an http(s) URL (work mode only). Refusals are
        answers with `kept` false; only a non-string argument raises (Errors,
        docs/contract.md)."""
        ...

    def recall_image(self, query: object) -> RecalledImages:
        """The model's tool: re-open the kept images best matching the query (a name, a
        product, any keyword) and emit one `recalled_image` frame per image attached. Errors
        (docs/contract.md): it answers every string."""
        ...

    def forget_image_bytes(self, image_id: str) -> None:
        """What a user deleting a kept image's file by hand does: its bytes are gone, the entry
        stays. (The documents fix no layout, so the suite cannot find the file itself.)"""


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
    """The route whose GET serves the Settings → Memory panel as HTML. The suite reads it as a
    person sees it: rendered in headless Chromium, its scripts run, so the topics (`slug ·
    count`, each with its own button) may be in the page as served or drawn by a script. Where no
    browser is installed, the served page is read, and what it cannot settle is not run."""


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
    a failure, so the list cannot go stale. It may return `dict[str, str]` instead, each clause
    with the reason it fails (the sentence it breaks, the code responsible, what it does
    instead): the JSON report carries the reasons (`adapter.known_failure_reasons`), and
    `kotoba-conformance matrix` prints them beside the results. With them it may have
    `known_failing_scenarios() -> dict[str, list[str]]`: each declared clause's failing
    scenarios, named as the reports name them: only those are its known failure (another of the
    clause's scenarios that fails is FAILED), and an `UNEXPECTED PASS` lists those that changed,
    not every scenario of the clause. And it may have `judges() -> str`: the system it
    judges, with its version (a published package it drives, say), which the reports name
    beside the adapter's own version. (In process only: over stdio, the handshake's name and
    version are the implementation's.)"""

    def capabilities(self) -> list[str]:
        """The capabilities this implementation claims; `facts` and `prompt` are required."""
        ...

    def open(self, spec: SystemSpec) -> System:
        """Open a system for this spec. Several may be open on one spec at once, as separate
        installs sharing files would be, and the suite also opens them in other processes
        (STORE-8 starts writer processes that each load the adapter and open the spec), so
        writes must be locked across processes (see `System`).

        The first call is a probe, before any scenario, in the run's main process only (not
        in pytest-xdist's workers): the spec is `{"env": {"HOME": "<tmp>/user", "KOTOBA_HOME":
        "<tmp>/user/.kotoba"}}` in a fresh `kotoba-check-*` temporary folder, where only
        `user/` exists. The suite checks that the system has every method of each capability
        claimed (in process; over stdio only that `open` answers a handle), calls nothing
        else, closes it and deletes the folder. An exception from `open` or `close`, or a
        missing method, stops the run in one line, e.g. `adapter 'mymemory:Adapter': open(spec)
        raised KeyError: 'KOTOBA_MEMORY_DIR'`."""
        ...
