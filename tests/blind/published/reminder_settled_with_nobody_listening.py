"""The reminder timer settles every due reminder on each tick even when no session is listening, so
a reminder that comes due with nothing listening is marked fired and is no longer due.

clause: LIFE-2
sentence: it is not delivered, not settled, and stays due.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.cron",
    (
        "    if not event_queues:\n        return\n    for job in await db.due_cronjobs():",
        "    for job in await db.due_cronjobs():",
    ),
)
