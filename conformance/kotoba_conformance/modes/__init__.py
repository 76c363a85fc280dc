"""The modes room: heavier runs beside the suite, against any adapter (`stress`: racing and
killed writers; `fuzz`: hostile input and the store state machine). `commands.py` registers
their command lines without importing them, so `run` does not load hypothesis early."""
