"""``-verify-diagnostics`` for passlab-opt: MLIR's expected-error/-warning/-note/-remark check.

Triton's bindings install no ``SourceMgrDiagnosticVerifierHandler``, so passlab-opt installs
the plain ``SourceMgrDiagnosticHandler`` (``ir.source_mgr_diag``), reads back what it prints
and checks it here the way MLIR's verifier does (mlir/lib/IR/Diagnostics.cpp at LLVM f6ded0be):

- an expectation is a comment ``expected-<kind>[-re] [@+N|@-N|@above|@below|@unknown] {{text}}``;
  ``@+N``/``@-N`` move it N lines, ``@above`` onto the last line that holds no expectation,
  ``@below`` onto the next such line, ``@unknown`` onto diagnostics with no file location;
- a diagnostic matches an expectation on its line whose text it contains (with ``-re``: the text
  with each ``{{regex}}`` in it a regular expression, searched for); one expectation matches any
  number of diagnostics, as in MLIR;
- every diagnostic (notes too) must match, unless ``-verify-diagnostics=only-expected``; every
  expectation must be matched. Expectations are read per ``-split-input-file`` chunk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

KINDS = ("error", "warning", "note", "remark")

# MLIR's own pattern, read on each line with trailing blanks removed:
#   // expected-error @+1 {{non-trivial block}}     // expected-remark@below {{foo}}
#   // expected-error-re @+15 {{Expect output layout:{{.*}}- register=1}}
EXPECTED_RE = re.compile(r"expected-(?P<kind>error|note|remark|warning)(?P<re>-re)? *"
                         r"(?:@(?P<where>[+-][0-9]+|above|below|unknown))? *\{\{(?P<text>.*)\}\}$")
# A diagnostic as SourceMgrDiagnosticHandler prints it (the source line and a caret follow):
#   /tmp/x/invalid.mlir:8:10: error: non-trivial block dimension not supported
DIAGNOSTIC_RE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning|note|remark): "
                           r"(?P<message>.*)$")
# The same with no file location (UnknownLoc, or a location with no file in it):
#   error: 'tt.func' op requires ...
UNLOCATED_RE = re.compile(r"^(?P<kind>error|warning|note|remark): (?P<message>.*)$")
# The caret line under a quoted source line, which ends a diagnostic:          ^~~~
CARET_RE = re.compile(r"^\s*\^~*\s*$")
# What Triton's pm.run adds to a failed pipeline, which triton-opt does not: it always turns on
# MLIR's crash reproducer (python/src/ir.cc, 3.6), whose error and note follow the pass's own.
#   error: Failures have been detected while processing an MLIR pass pipeline
#   note: Pipeline failed while executing [`ConvertTritonAMDGPUToLLVM` on 'builtin.module' operation]: ...
REPRODUCER_ERROR = "Failures have been detected while processing an MLIR pass pipeline"
REPRODUCER_NOTE_RE = re.compile(r"^Pipeline failed while executing \[")


@dataclass
class Expectation:
    kind: str
    line: int | None      # None: @unknown
    text: str
    comment_line: int     # where the comment is (for "was not produced")
    comment_col: int
    pattern: re.Pattern | None = None   # -re
    matched: bool = False

    def matches(self, message: str) -> bool:
        return bool(self.pattern.search(message)) if self.pattern else self.text in message


@dataclass(frozen=True)
class Diagnostic:
    kind: str
    message: str
    line: int | None = None   # None: no file location
    col: int = 0
    file: str = ""


@dataclass
class Verification:
    """What the verifier found: MLIR-style error lines (empty: the expectations held)."""

    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def regex_of(text: str) -> re.Pattern:
    """An ``expected-*-re`` text as one regex: literal text, ``{{...}}`` blocks as groups."""
    out, rest = [], text
    while rest:
        start = rest.find("{{")
        if start < 0:
            out.append(re.escape(rest))
            break
        out.append(re.escape(rest[:start]))
        rest = rest[start + 2:]
        end = rest.find("}}")
        if end < 0:
            raise ValueError("found start of regex with no end '}}'")
        out.append(f"({rest[:end]})")
        rest = rest[end + 2:]
    try:
        return re.compile("".join(out), re.S)
    except re.error as exc:
        raise ValueError(f"invalid regex: {exc}") from None


def read_expectations(text: str, first_line: int = 1) -> tuple[list[Expectation], list[tuple[int, int, str]]]:
    """The expectations of one chunk (``first_line``: its first line's number in the file), and
    the (line, col, message) of malformed ones."""
    found: list[Expectation] = []
    bad: list[tuple[int, int, str]] = []
    below: list[Expectation] = []
    lines = text.split("\n")
    last_plain = first_line - 1
    for index, source in enumerate(lines):
        number = first_line + index
        match = EXPECTED_RE.search(source.rstrip())
        if not match:
            for item in below:
                item.line = number
            below.clear()
            last_plain = number
            continue
        item = Expectation(match["kind"], number, match["text"], number, match.start() + 1)
        if match["re"]:
            try:
                item.pattern = regex_of(item.text)
            except ValueError as exc:
                bad.append((number, item.comment_col, str(exc)))
                continue
        where = match["where"] or ""
        if where[:1] in "+-" and where:
            item.line = number + int(where)
        elif where == "unknown":
            item.line = None
        elif where == "above":
            item.line = last_plain
        elif where == "below":
            item.line = first_line + len(lines) - 1  # where a dangling @below ends up, as in MLIR
            below.append(item)
        found.append(item)
    return found, bad


def read_diagnostics(stderr: str, file: str) -> list[Diagnostic]:
    """The diagnostics SourceMgrDiagnosticHandler printed about ``file``, in order; a message over
    several lines is joined back, the quoted source line and caret dropped. Lines of other tools
    (``passlab-opt: ...``) end a message."""
    found: list[Diagnostic] = []
    current: dict | None = None
    body: list[str] = []

    def close():
        if current is None:
            return
        lines = list(body)
        if len(lines) >= 2 and CARET_RE.match(lines[-1]):
            lines = lines[:-2]
        message = "\n".join([current["message"], *lines])
        found.append(Diagnostic(current["kind"], message, current["line"], current["col"], current["file"]))

    for text in stderr.splitlines():
        if current is not None and CARET_RE.match(text):  # the quoted source line and caret end it
            body.append(text)
            close()
            current, body = None, []
            continue
        located = DIAGNOSTIC_RE.match(text)
        unlocated = None if located else UNLOCATED_RE.match(text)
        if located or unlocated or text.startswith("passlab-opt:"):
            close()
            current, body = None, []
            if located and located["file"] == file:
                current = {"kind": located["kind"], "message": located["message"], "line": int(located["line"]),
                           "col": int(located["col"]), "file": file}
            elif unlocated:
                current = {"kind": unlocated["kind"], "message": unlocated["message"], "line": None, "col": 0,
                           "file": ""}
            continue
        if current is not None:
            body.append(text)
    close()
    return _without_reproducer(found)


def _without_reproducer(found: list[Diagnostic]) -> list[Diagnostic]:
    kept = []
    for diag in found:
        if diag.kind == "error" and diag.message == REPRODUCER_ERROR:
            continue
        if diag.kind == "note" and REPRODUCER_NOTE_RE.match(diag.message):
            continue
        kept.append(diag)
    return kept


def verify(expectations: list[Expectation], diagnostics: list[Diagnostic], file: str,
           only_expected: bool = False, malformed: list[tuple[int, int, str]] = ()) -> Verification:
    """Check diagnostics against expectations, as MLIR's SourceMgrDiagnosticVerifierHandler does."""
    result = Verification([f"{file}:{line}:{col}: error: {message}" for line, col, message in malformed])
    for diag in diagnostics:
        near_miss = None
        hit = False
        for item in expectations:
            if item.line == diag.line and item.matches(diag.message):
                if item.kind == diag.kind:
                    item.matched = hit = True
                    break
                near_miss = item
        if hit or only_expected:
            continue
        if near_miss:
            result.problems.append(f"{file}:{near_miss.comment_line}:{near_miss.comment_col}: error: '{diag.kind}' "
                                   f"diagnostic emitted when expecting a '{near_miss.kind}'")
        elif diag.line is None:
            result.problems.append(f"error: unexpected {diag.kind}: {diag.message}")
        else:
            result.problems.append(f"{file}:{diag.line}:{diag.col}: error: unexpected {diag.kind}: {diag.message}")
    for item in expectations:
        if not item.matched:
            result.problems.append(f"{file}:{item.comment_line}:{item.comment_col}: error: expected {item.kind} "
                                   f"\"{item.text}\" was not produced")
    return result
