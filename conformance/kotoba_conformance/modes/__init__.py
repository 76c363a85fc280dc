"""The modes room: heavier runs beside the suite, against any adapter (`stress`: racing and
killed writers; `fuzz`: hostile input and the store state machine; `diff`: where implementations
differ on the same generated programs; `audit`: what a web page can make a browser send to the
settings app). `commands.py` registers
their command lines without importing them, so `run` does not load hypothesis early."""
