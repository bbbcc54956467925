"""The closed set of ways a child compile (or replay) can end, and how to tell them apart.

Modelled on lit's ``ResultCode``: every compile ends as exactly one ``OutcomeCode``; free text
lives in ``Outcome.message``, never in the code.
"""

from __future__ import annotations

import enum
import re
import signal
from dataclasses import asdict, dataclass, field


class OutcomeCode(str, enum.Enum):
    OK = "ok"
    PYTHON_ERROR = "python-error"      # an exception in Python (frontend CompilationError, TypeError, ...)
    PASS_FAILURE = "pass-failure"      # an MLIR pass failed and said so through diagnostics
    ASSERTION = "assertion"            # a C++ assert() caught by MLIR's crash recovery
    FATAL_ERROR = "fatal-error"        # LLVM ERROR: report_fatal_error
    SIGNAL = "signal"                  # the process died from a signal (abort, segfault, ...)
    TIMEOUT = "timeout"                # it ran past its time limit and was killed
    NO_RESULT = "no-result"            # it exited without writing result.json (not passlab's child, or killed mid-write)
    INTERRUPTED = "interrupted"        # passlab itself was interrupted (Ctrl-C, SIGTERM, SIGHUP) and stopped it

    @property
    def is_failure(self) -> bool:
        return self is not OutcomeCode.OK


# Triton 3.6: "python: .../WSLowerToken.cpp:73: void mlir::processProducerCommitOp(...): Assertion `false' failed."
ASSERTION_RE = re.compile(
    r"(?P<file>[^\s:]+\.(?:cpp|cc|h|hpp|c)):(?P<line>\d+):\s*(?P<function>.*?):\s*Assertion\s+[`'](?P<expr>.*?)'\s+failed\.?")
# "LLVM ERROR: unsupported load type for producer commit"
FATAL_RE = re.compile(r"^LLVM ERROR: (?P<message>.*)$", re.M)
# "Pipeline failed while executing [`NVGPUWarpSpecialization` on 'builtin.module' operation]: reproducer generated at `...`"
PIPELINE_FAILED_RE = re.compile(r"Pipeline failed while executing \[`?(?P<pass>[\w.:-]+)`? on '(?P<anchor>[\w.]+)' operation\]")
# MLIR's crash recovery caught a signal (segfault, abort without an assert message) in a pass:
# "k.py:15:0: error: A signal was caught while processing the MLIR module:reproducer generated at ...; marking pass as failed"
CAUGHT_SIGNAL_TEXT = "A signal was caught while processing the MLIR module"
# Diagnostics every failed pipeline prints; they say nothing about the cause.
GENERIC_DIAGNOSTICS = (CAUGHT_SIGNAL_TEXT, "Failures have been detected while processing an MLIR pass pipeline")

# The start of the crash reproducer MLIR prints after a failed pipeline (3.6 prints it to stderr):
#   {-#
#     external_resources: {
#       mlir_reproducer: {
#         pipeline: "builtin.module(convert-triton-to-tritongpu{...}, ...)",
REPRODUCER_START_RE = re.compile(r"^\{-#\s*$", re.M)
REPRODUCER_END_RE = re.compile(r"^#-\}\s*$", re.M)
#         pipeline: "builtin.module(tritongpu-coalesce, ...)",
REPRODUCER_PIPELINE_RE = re.compile(r'^\s*pipeline:\s*"(?P<pipeline>[^"]*)"', re.M)
# "module {"  /  "module attributes {...} {": the reproducer's IR starts at the last such line before "{-#"
MODULE_START_RE = re.compile(r"^module\b", re.M)
# "#blocked = #ttg.blocked<...>": alias definitions printed above the module
ALIAS_LINE_RE = re.compile(r"^#[\w.$-]+\s*=")
# "loc("/path/k.py":42:20): error: 'ttg.local_load' op ..."  or  "/path/k.py:42:20: error: ..."
DIAGNOSTIC_RE = re.compile(r"^(?P<where>\S.*?):\s*(?P<severity>error|warning|remark|note):\s*(?P<message>.*)$", re.M)


@dataclass
class Outcome:
    """How one child process ended, with the evidence that decided it."""

    code: OutcomeCode
    message: str = ""                  # the first line a user should read
    returncode: int | None = None
    signal_name: str | None = None
    failing_pass: str | None = None    # pass class, e.g. NVGPUWarpSpecialization
    assertion: dict | None = None      # file, line, function, expr
    exception_type: str | None = None
    diagnostics: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        data = asdict(self)
        data["code"] = self.code.value
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Outcome":
        return cls(**{**data, "code": OutcomeCode(data["code"])})

    @property
    def ok(self) -> bool:
        return self.code is OutcomeCode.OK

    @property
    def signature(self) -> str:
        """What must stay the same for a reduced reproducer to count as 'the same failure'."""
        if self.assertion:
            return f"{self.code.value}:{self.assertion['file']}:{self.assertion['line']}"
        return f"{self.code.value}:{self.failing_pass or ''}:{self.message.splitlines()[0] if self.message else ''}"


def classify(returncode: int | None, stderr: str, timed_out: bool = False,
             exception: dict | None = None, has_result: bool = True) -> Outcome:
    """Decide the outcome of a child from its exit status, its stderr and the exception it reported.

    ``exception`` is what the child wrote about a Python exception it caught ({"type", "message"}).
    ``has_result`` is False when the child wrote no result file: exiting 0 without one is not ok.
    Order matters: a timeout beats everything, then a death by signal (an uncaught assert() aborts
    the process: the message is kept, the code says the process died), then the texts.
    """
    stderr = stderr or ""
    failing = PIPELINE_FAILED_RE.search(stderr)
    failing_pass = failing.group("pass") if failing else None
    assertion_match = ASSERTION_RE.search(stderr)
    assertion = None
    if assertion_match:
        assertion = {k: assertion_match.group(k) for k in ("file", "line", "function", "expr")}
        assertion["file"] = assertion["file"].rsplit("/", 1)[-1]
        assertion["line"] = int(assertion["line"])
    fatal = FATAL_RE.search(stderr)
    diagnostics = [m.group(0) for m in DIAGNOSTIC_RE.finditer(stderr) if m.group("severity") == "error"]
    common = dict(returncode=returncode, failing_pass=failing_pass, assertion=assertion,
                  diagnostics=diagnostics[:20],
                  exception_type=(exception or {}).get("type"))

    if timed_out:
        return Outcome(OutcomeCode.TIMEOUT, "compile ran past its time limit and was killed", **common)
    if returncode is not None and returncode < 0:
        name = _signal_name(-returncode)
        first = (assertion_match.group(0) if assertion_match else fatal.group(0) if fatal else "")
        return Outcome(OutcomeCode.SIGNAL, f"killed by {name}" + (f": {first}" if first else ""),
                       signal_name=name, **common)
    if assertion_match:
        return Outcome(OutcomeCode.ASSERTION, assertion_match.group(0).strip(), **common)
    if fatal:
        return Outcome(OutcomeCode.FATAL_ERROR, fatal.group(0).strip(), **common)
    specific = [d for d in diagnostics if not any(g in d for g in GENERIC_DIAGNOSTICS)]
    if CAUGHT_SIGNAL_TEXT in stderr:
        # A crash inside a pass that crash recovery turned into a pass failure: the process
        # survived, but the pass died of a signal, not of a diagnostic.
        where = f" in {failing_pass}" if failing_pass else ""
        detail = f" after: {specific[0]}" if specific else ""
        return Outcome(OutcomeCode.SIGNAL, f"crashed{where} (signal caught by MLIR crash recovery){detail}",
                       signal_name="caught", **common)
    if exception is not None:
        message = exception.get("message", "")
        if "PassManager::run failed" in message or failing_pass:
            first = specific[0] if specific else (diagnostics[0] if diagnostics else message)
            return Outcome(OutcomeCode.PASS_FAILURE, first, **common)
        cause = exception.get("cause")
        if isinstance(cause, str) and cause:  # the headline says what went wrong, not only "at 22:4:"
            first, _, rest = message.partition("\n")
            message = f"{first} {cause}" + (f"\n{rest}" if rest else "")
        return Outcome(OutcomeCode.PYTHON_ERROR, f"{exception.get('type')}: {message}".strip(), **common)
    if returncode not in (0, None):
        return Outcome(OutcomeCode.SIGNAL if returncode > 128 else OutcomeCode.PYTHON_ERROR,
                       f"child exited with status {returncode}", **common)
    if not has_result:
        return Outcome(OutcomeCode.NO_RESULT, f"the child exited with status {returncode} but wrote no result "
                       "(is --python a Python with passlab's dependencies?)", **common)
    return Outcome(OutcomeCode.OK, returncode=returncode)


def interrupted(signal_name: str, stderr: str = "") -> Outcome:
    """The outcome recorded when passlab stopped a child because passlab itself was interrupted."""
    return Outcome(OutcomeCode.INTERRUPTED, f"interrupted by {signal_name}: the compile was stopped; "
                   "the snapshots captured until then are kept", signal_name=signal_name,
                   diagnostics=[m.group(0) for m in DIAGNOSTIC_RE.finditer(stderr or "")][:5])


@dataclass
class CrashReproducer:
    """MLIR's own crash reproducer: the pipeline that failed and the IR it started from.

    Written as a file it is what ``mlir-opt --run-reproducer`` / ``passlab replay`` take: the
    module followed by the ``{-# external_resources: { mlir_reproducer: ... } #-}`` block.
    """

    pipeline: str
    text: str

    def save(self, path) -> None:
        """Write the reproducer file (replacing a link at ``path``, never writing through it)."""
        from pathlib import Path

        from passlab.disk import write_atomic
        write_atomic(Path(path), self.text if self.text.endswith("\n") else self.text + "\n")

    @property
    def module_text(self) -> str:
        """The IR without the resource block (what a replay parses)."""
        start = REPRODUCER_START_RE.search(self.text)
        return self.text[:start.start()].rstrip() + "\n" if start else self.text


def extract_reproducer(stderr: str) -> CrashReproducer | None:
    """The first crash reproducer in a child's stderr, or None when MLIR printed none.

    Triton 3.6 runs its pass managers with crash recovery and the reproducer stream set to
    stderr, so the module text is interleaved with other output: it starts at the last
    ``module`` line (plus alias lines above it) before the ``{-#`` resource block.
    """
    for start in REPRODUCER_START_RE.finditer(stderr or ""):
        end = REPRODUCER_END_RE.search(stderr, start.end())
        block = stderr[start.start(): end.end()] if end else ""
        pipeline = REPRODUCER_PIPELINE_RE.search(block)
        if not pipeline:
            continue
        modules = list(MODULE_START_RE.finditer(stderr, 0, start.start()))
        if not modules:
            continue
        lines = stderr[:modules[-1].start()].splitlines()
        first = len(lines)
        while first > 0 and ALIAS_LINE_RE.match(lines[first - 1]):
            first -= 1
        head = "\n".join(lines[first:])
        text = (head + "\n" if head else "") + stderr[modules[-1].start(): end.end()]
        return CrashReproducer(pipeline.group("pipeline"), text)
    return None


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"
