"""load_context withholds the facts when personal is false but still reads the profile, so a
speaker who is not the owner gets the user's name in the prompt.

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.context",
    (
        'user_profile_md = await db.fetch_user_profile_as_markdown() if personal else ""',
        "user_profile_md = await db.fetch_user_profile_as_markdown()",
    ),
)
