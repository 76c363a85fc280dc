"""The conversation room: what the companion knows of the person and of what was said, in SQLite.
The database file (`database`: the `turns` log and `user_profile`), the model's search of past
conversations (`search`, with `fts_query` quoting every token), the user profile (`profile`),
and what the personal stores put into a conversation's prompt (`context`). A bottom room like
facts: it imports nothing of the reference outside itself, only the kit's contract; the
settings app, the collector and the adapter import it.
"""
