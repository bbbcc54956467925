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

import re
from collections import Counter
from dataclasses import dataclass, field

from passlab.diff.ir_diff import DEFAULT_CONTEXT, IRDiff, diff_ir
from passlab.diff.normalize import NormalizedIR

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
    """Two PTX modules compared line by line after ``normalize_ptx``; ``diff`` is the IR diff's
    hunks (``diff_ir``: near-linear on large modules) over those lines."""

    status: str                      # "identical", "reordered" or "changed"
    diff: IRDiff
    only_a: list[str] = field(default_factory=list)   # with multiplicity, in A's order
    only_b: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.status == "changed"

    @property
    def moved(self) -> int:
        """Lines in another place: for ``reordered``, the lines of A the diff takes out (each comes
        back elsewhere); 0 otherwise (``only_a`` / ``only_b`` say what changed)."""
        return self.diff.removed if self.status == "reordered" else 0

    def to_json(self) -> dict:
        return {"status": self.status, "moved": self.moved, "only_a": self.only_a, "only_b": self.only_b,
                **self.diff.to_json()}


def compare_ptx(text_a: str, text_b: str, label_a: str = "a", label_b: str = "b",
                context: int = DEFAULT_CONTEXT) -> PtxComparison:
    """The verdict on two PTX texts (see the module docstring) and the diff behind it."""
    a, b = normalize_ptx(text_a), normalize_ptx(text_b)
    diff = diff_ir(NormalizedIR(tuple(a), (None,) * len(a)), NormalizedIR(tuple(b), (None,) * len(b)),
                   label_a, label_b, context)
    if a == b:
        return PtxComparison("identical", diff)
    count_a, count_b = Counter(a), Counter(b)
    only_a, only_b = _in_order(a, count_a - count_b), _in_order(b, count_b - count_a)
    return PtxComparison("reordered" if not only_a and not only_b else "changed", diff, only_a, only_b)


def _in_order(lines: list[str], extra: Counter) -> list[str]:
    """The lines ``extra`` counts, in the order they appear in ``lines``."""
    left = Counter(extra)
    out = []
    for line in lines:
        if left[line] > 0:
            out.append(line)
            left[line] -= 1
    return out
