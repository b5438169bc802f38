"""What the facade does with an exception it did not expect: a bug of ours, never the player's input.

Every error a player can cause is a :class:`~py_rules.errors.RulesError` with a Czech message. Anything else
that reaches the facade (a ``KeyError`` in a rules function, a malformed result) becomes a :class:`Fault`: a
short ``ref`` that the player sees in a Czech message (nothing was changed; try again; report the ref), and the
traceback, printed to stderr with that ref (the worker's console in the page, the terminal for
``python -m py_rules``) and handed to the shell, which keeps it in its fault log. No traceback is ever part of
the message a player reads.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from typing import Any

__all__ = ["INTERNAL_MESSAGE", "MAX_TRACE_CHARS", "Fault", "record"]

INTERNAL_MESSAGE = (
    "V aplikaci nastala neočekávaná chyba (kód {ref}). Nic se nezměnilo: deník i uložená data zůstala, jak byla. "
    "Zkus to znovu, případně s jinými volbami; pokud se chyba opakuje, pošli kód {ref} autorům aplikace."
)
MAX_TRACE_CHARS = 8000  # the end of a traceback says where it failed; a deep one is cut from its start


@dataclass(frozen=True)
class Fault:
    """One unexpected exception: its ``ref`` (8 hex digits) and its traceback text (at most MAX_TRACE_CHARS)."""

    ref: str
    trace: str

    def error(self) -> dict[str, Any]:
        """The facade's ``error``: code ``internal``, the Czech message naming the ref, and the ref."""
        return {"code": "internal", "message": INTERNAL_MESSAGE.format(ref=self.ref), "ref": self.ref}


def record(exc: BaseException) -> Fault:
    """A :class:`Fault` for ``exc``, its traceback printed to stderr under its ref."""
    import traceback  # only when something failed: nothing on the start path pays for it

    ref = f"{random.SystemRandom().getrandbits(32):08x}"
    trace = "".join(traceback.format_exception(exc))
    print(f"Družina: neočekávaná chyba {ref}\n{trace}", file=sys.stderr, end="", flush=True)
    return Fault(ref, trace[-MAX_TRACE_CHARS:])
