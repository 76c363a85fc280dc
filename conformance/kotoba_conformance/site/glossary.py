"""From the steps' wording to the adapter contract: which call each phrase of the features makes.

The scenarios speak of the user and the model, never of functions; a reader implementing the
contract needs the other direction too. Each entry names a phrase as the features write it, the
step text that carries it (as the step modules match it), and the calls of the contract
(`contract/adapter.py`) it makes; `tests/site/test_site.py` holds each entry to the step modules:
the
step matching `step` calls each of `calls`, itself or through the helpers it calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from kotoba_conformance.site import layout


@dataclass(frozen=True)
class Entry:
    phrase: str
    """As the features write it."""
    step: str
    """A piece of the step's pattern in the step modules, unique to the step meant."""
    calls: tuple[str, ...]
    """The contract's methods it calls."""
    means: str


ENTRIES = (
    Entry(
        "the model writes the fact …",
        'the model writes the fact "(?P<fact>',
        ("memory_write",),
        "The model's tool: one fact, an optional topic. Its answer is a reply in words "
        '("the reply …").',
    ),
    Entry(
        "the store writes the fact … under topic …",
        'the store writes the fact "{fact}" under topic "{topic}"\'',
        ("write_fact",),
        "The store's function under the tool: it answers with a result "
        '("the result …": written, reason, retired, conflicts, duplicate_of).',
    ),
    Entry(
        "the store holds the fact … under topic … (Given)",
        'the store holds the fact "{fact}" under topic "{topic}"',
        ("write_fact",),
        "Setting up through the store's function; a Given that is not written stops the "
        "scenario, never passes it.",
    ),
    Entry(
        "the model searches memory for …",
        'the model searches memory for "{query}"',
        ("memory_recall",),
        "memory_recall(query=…): a search of every topic.",
    ),
    Entry(
        "the model reads the topic … from memory",
        'the model reads the topic "{topic}" from memory',
        ("memory_recall",),
        "memory_recall(topic=…): one topic, with up to 4 related hits.",
    ),
    Entry(
        "the model asks memory for its list of topics",
        "the model asks memory for its list of topics",
        ("memory_recall",),
        "memory_recall() with neither a query nor a topic.",
    ),
    Entry(
        "the prompt …, the pointer line …",
        "the prompt is:",
        ("facts_for_prompt",),
        "What facts_for_prompt() returns: the Recent facts, tagged, then the pointer line.",
    ),
    Entry(
        "the user deletes the topic … from the settings",
        'the user deletes the topic "{slug}" from the settings',
        ("delete_topic",),
        "delete_topic(slug), as the Settings → Memory delete button does.",
    ),
    Entry(
        "the system restarts",
        "the system restarts",
        ("close",),
        "The system is closed and opened again on the same folders, as a process restart.",
    ),
    Entry(
        "the user has said … (Given)",
        'the user has said "{content}"',
        ("insert_turn",),
        "One turn of the conversation log, said by the user (capability session-search).",
    ),
    Entry(
        "the model searches past conversations for …",
        'the model searches past conversations for "{query}"',
        ("session_search",),
        "session_search(query) over the conversation log.",
    ),
    Entry(
        "the user tells kotoba setup their name is …",
        "the user tells kotoba setup their name is",
        ("set_user_name",),
        'set_user_name(name, "setup"); "the user gives the name … on <surface>" names '
        "the other surfaces.",
    ),
    Entry(
        "the profile key … is upserted with the value …",
        'the profile key "{key}" is upserted',
        ("upsert_user_profile",),
        "The raw table operation, upsert_user_profile(key, value).",
    ),
    Entry(
        "what Kotoba knows about the user …",
        "what Kotoba knows about the user reads:",
        ("profile_for_prompt",),
        "The profile block of the prompt (# What you know about the user).",
    ),
    Entry(
        "the context is loaded with personal set to …",
        "the context is loaded with personal set to",
        ("load_context",),
        "load_context(personal): the profile and the facts, or two empty strings.",
    ),
    Entry(
        "a message reaches the bridge from …",
        'a message reaches the bridge from "{name}", who is not the owner',
        ("bridge_context",),
        "bridge_context(speaker): what the bridge loads for a speaker, owner or not.",
    ),
    Entry(
        "the model keeps the image … about … as kind …",
        'the model keeps the image "{source}" about "{about}" as kind "{kind}"\'',
        ("remember_image",),
        "remember_image(source, about, note, kind).",
    ),
    Entry(
        "the model recalls …",
        'the model recalls "{query}"',
        ("recall_image",),
        "recall_image(query): the images attached and the instruction returned.",
    ),
    Entry(
        "the user says …",
        'the user says "{message}"',
        ("reply_to",),
        "One message to the companion; the collector's pass runs after the reply.",
    ),
    Entry(
        "the collector has finished",
        "the collector has finished",
        ("settle_collector",),
        "Waits for the background pass to end (an event, not a clock).",
    ),
    Entry(
        "the collector's model answers with the facts: …",
        "the collector's model answers with the facts:",
        ("script_collector_model",),
        "The collector's small model is scripted: these scenarios check the prompt it is "
        "sent and what is kept of its answer.",
    ),
    Entry(
        "the last prompt the collector sent …",
        "the last prompt the collector sent contains",
        ("collector_prompts",),
        "The prompts the collector sent its model.",
    ),
    Entry(
        "the browser deletes the topic …",
        'the browser deletes the topic "{slug}"',
        ("http_app",),
        "DELETE /api/memory/topic/{slug} sent to the settings app the adapter serves.",
    ),
    Entry(
        "the user posts the name … on the first-run route",
        "the user posts the name",
        ("http_app",),
        "POST /api/settings/user-name sent to the settings app.",
    ),
    Entry(
        "the reminder timer ticks",
        "the reminder timer ticks",
        ("check_reminders",),
        "One tick of the reminder timer (capability lifetime).",
    ),
    Entry(
        "a reminder … is due (Given)",
        'a reminder "{text}" is due',
        ("add_due_reminder",),
        "A reminder that has come due.",
    ),
    Entry(
        "the session holds a … (Given)",
        "the session holds a {kind}",
        ("hold_session_state",),
        "State that lives only in memory (a task list, a one-time secret …).",
    ),
)

BY_HAND = (
    'Steps ending "by hand" ("the user adds the bullet … to the topic file … by hand", "the '
    "user deletes the topic file … by hand\") make no call: the kit edits the store's files "
    'itself, as the documents invite the user to. "the Recent section …", "topic … holds …" '
    'and "the Topics section …" read USER.md and the topic files directly.'
)


def page() -> str:
    rows = [
        [
            f"<em>{escape(entry.phrase)}</em>",
            " ".join(f"<code>{escape(call)}</code>" for call in entry.calls),
            escape(entry.means),
        ]
        for entry in ENTRIES
    ]
    body = [
        "<h1>Glossary</h1>",
        "<p>The features speak of the user and the model; an implementation sees calls of the "
        "adapter contract (<code>contract/adapter.py</code>). Each phrase, and the call it "
        "makes.</p>",
        layout.table(["the features say", "the contract's call", "meaning"], rows),
        f"<p>{escape(BY_HAND)}</p>",
    ]
    return layout.page("glossary.html", "Glossary", body)
