"""The two kinds of trouble that are not an implementation's wrong answer.

`AdapterError`: the adapter itself is unusable (cannot be imported, built, or declares something
the suite cannot accept); the run stops before any scenario. `TransportError`: the implementation
could not be reached for one call (a crashed child process, a malformed reply line, a timeout);
the scenario is *errored*, reported apart from *failed*, because nothing was learnt about the
behaviour it checks.
"""

from __future__ import annotations


class AdapterError(Exception):
    """The adapter could not be found, built, or declares something the suite cannot accept."""


class TransportError(Exception):
    """The implementation could not answer one call: it crashed, garbled a line or timed out."""
