"""The lifetime room: capability `lifetime`, what a restart forgets. The session state that lives
in memory only (`session_state`), reminders that come due and wait for a listener
(`reminders`), and the adapter's mixin that keeps both on the system object (`surface`). A
bottom room: it imports nothing of the reference outside itself, only the kit's contract; only
the adapter imports it.
"""
