"""Errors passlab raises. The CLI maps each class to one line and an exit code.

Every error pickles with its fields intact (``__reduce__``) because compiles, replays and
reductions run in child processes and report back across a process boundary.
"""

from __future__ import annotations


class PasslabError(Exception):
    """Base of every error passlab raises on purpose. ``exit_code`` is what the CLI returns."""

    exit_code = 2

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message

    def __reduce__(self):
        return (type(self), (self.message,))


class UsageError(PasslabError):
    """The user asked for something that cannot be done as asked (unknown kernel, bad -c, ...)."""

    exit_code = 2


class TraceError(PasslabError):
    """A trace directory or snapshot is missing or unreadable."""

    exit_code = 2


class NoGPUError(PasslabError):
    """A command that launches kernels found no CUDA GPU. Exit code 3, distinct from usage errors."""

    exit_code = 3


class ParseError(PasslabError):
    """MLIR text that passlab cannot read, with the position of the first offending character."""

    exit_code = 2

    def __init__(self, message: str, line: int = 0, column: int = 0, text: str = "", source: str = ""):
        where = f"{source or '<mlir>'}:{line}:{column}: "
        super().__init__(f"{where}{message}" + (f"\n  {text}" if text else ""))
        self.reason = message
        self.line = line
        self.column = column
        self.text = text
        self.source = source

    def __reduce__(self):
        return (type(self), (self.reason, self.line, self.column, self.text, self.source))


class Interrupted(KeyboardInterrupt):
    """passlab was told to stop by a signal (SIGTERM, SIGHUP; Ctrl-C raises KeyboardInterrupt itself).

    A ``KeyboardInterrupt`` so that every ``except BaseException`` cleanup (killing a child's
    process group, parking an unfinished trace) runs for it exactly as for Ctrl-C.
    """

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum

    @property
    def signal_name(self) -> str:
        import signal
        try:
            return signal.Signals(self.signum).name
        except ValueError:
            return f"signal {self.signum}"


def signal_name_of(exc: BaseException) -> str:
    """SIGINT for a plain Ctrl-C, the signal's name for an ``Interrupted``."""
    return exc.signal_name if isinstance(exc, Interrupted) else "SIGINT"
