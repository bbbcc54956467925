"""Compare two kernels' final PTX with the debug information taken out.

The question a kernel author asks after a refactor ("is the code the GPU runs the same?") is not
answered by a plain text diff: line info (``.loc``), file tables, comments, the DWARF sections and
the ``$L__tmp`` labels they point at all move with any source edit. Filtering by hand is error
prone: a filter that drops every line naming ``.b32`` (a width most instructions carry) once hid
two moved divisions here. So the rule is narrow: everything from the first ``.section`` on (the
DWARF), ``.loc`` and ``.file`` directives, ``//`` comments and ``$L__tmp`` labels go; every
instruction, label and directive of the code stays. The verdict:

* ``identical``: the same lines in the same order;
* ``reordered``: the same lines, some in another order (what ptxas schedules from anyway);
* ``changed``: lines only one side has. Register or label renumbering counts as a change: the
  lines differ even where the program may not.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field

_DEBUG_LINE = re.compile(r"^\s*(\.loc|\.file)\b|^\$L__tmp\d+:\s*$")
_COMMENT = re.compile(r"\s*//.*$")


def normalize_ptx(text: str) -> list[str]:
    """The code lines of a PTX module: without DWARF sections, ``.loc`` / ``.file``, comments, blank
    lines and ``$L__tmp`` labels; leading and trailing blanks stripped."""
    lines = []
    for line in text.splitlines():
        if line.lstrip().startswith(".section"):
            break
        if _DEBUG_LINE.match(line):
            continue
        line = _COMMENT.sub("", line).strip()
        if line:
            lines.append(line)
    return lines


@dataclass
class PtxComparison:
    """Two PTX modules compared line by line after ``normalize_ptx``."""

    label_a: str
    label_b: str
    lines_a: int
    lines_b: int
    status: str                      # "identical", "reordered" or "changed"
    moved: int = 0                   # lines of A whose place differs in B (reordered: the whole count)
    only_a: list[str] = field(default_factory=list)   # with multiplicity, in A's order
    only_b: list[str] = field(default_factory=list)
    diff: list[str] = field(default_factory=list)     # unified diff of the normalized lines

    @property
    def changed(self) -> bool:
        return self.status == "changed"

    def to_json(self) -> dict:
        return {"a": self.label_a, "b": self.label_b, "status": self.status, "lines_a": self.lines_a,
                "lines_b": self.lines_b, "moved": self.moved, "only_a": self.only_a, "only_b": self.only_b,
                "diff": self.diff}


def compare_ptx(text_a: str, text_b: str, label_a: str = "a", label_b: str = "b",
                context: int = 3) -> PtxComparison:
    """The verdict on two PTX texts (see the module docstring) and the unified diff behind it."""
    a, b = normalize_ptx(text_a), normalize_ptx(text_b)
    diff = list(difflib.unified_diff(a, b, label_a, label_b, n=context, lineterm=""))
    if a == b:
        return PtxComparison(label_a, label_b, len(a), len(b), "identical")
    count_a, count_b = Counter(a), Counter(b)
    only_a = _in_order(a, count_a - count_b)
    only_b = _in_order(b, count_b - count_a)
    moved = sum(1 for line in diff if line.startswith("-") and not line.startswith("---"))
    status = "reordered" if not only_a and not only_b else "changed"
    return PtxComparison(label_a, label_b, len(a), len(b), status, moved, only_a, only_b, diff)


def _in_order(lines: list[str], extra: Counter) -> list[str]:
    """The lines ``extra`` counts, in the order they appear in ``lines``."""
    left = Counter(extra)
    out = []
    for line in lines:
        if left[line] > 0:
            out.append(line)
            left[line] -= 1
    return out
