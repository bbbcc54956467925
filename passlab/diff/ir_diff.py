"""Unified diff of two normalized snapshots, as data (hunks of tagged lines with source locations).

Normalization (``passlab.normalize``) makes renamed values, alias numbering and locations
invisible, so every line here is a change to the IR itself. Each line keeps the kernel source
location it came from, so a renderer can say which line of the kernel a change belongs to.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from passlab.normalize import NormalizedIR

DEFAULT_CONTEXT = 3


@dataclass(frozen=True)
class DiffLine:
    tag: str                  # " " context, "-" only in A, "+" only in B
    text: str
    a_line: int | None        # 1-based line in A's normalized text
    b_line: int | None
    loc: str | None = None    # kernel source location ("matmul_hopper.py:35:24")


@dataclass(frozen=True)
class Hunk:
    a_start: int
    a_count: int
    b_start: int
    b_count: int
    lines: tuple[DiffLine, ...]

    @property
    def header(self) -> str:
        return f"@@ -{self.a_start},{self.a_count} +{self.b_start},{self.b_count} @@"


@dataclass
class IRDiff:
    """The line diff of two normalized IRs. Empty (``not diff``) when they are the same IR."""

    a_label: str
    b_label: str
    hunks: list[Hunk] = field(default_factory=list)
    a_lines: int = 0
    b_lines: int = 0

    @property
    def added(self) -> int:
        return sum(1 for h in self.hunks for line in h.lines if line.tag == "+")

    @property
    def removed(self) -> int:
        return sum(1 for h in self.hunks for line in h.lines if line.tag == "-")

    def __bool__(self) -> bool:
        return bool(self.hunks)

    def unified(self) -> str:
        """Plain unified-diff text (what ``diff -u`` would print for the normalized files)."""
        if not self.hunks:
            return ""
        out = [f"--- {self.a_label}", f"+++ {self.b_label}"]
        for hunk in self.hunks:
            out.append(hunk.header)
            out.extend(line.tag + line.text for line in hunk.lines)
        return "\n".join(out) + "\n"

    def to_json(self) -> dict:
        return {
            "a": self.a_label, "b": self.b_label, "a_lines": self.a_lines, "b_lines": self.b_lines,
            "added": self.added, "removed": self.removed,
            "hunks": [{"header": h.header,
                       "lines": [{"tag": ln.tag, "text": ln.text, "a_line": ln.a_line, "b_line": ln.b_line,
                                  "loc": ln.loc} for ln in h.lines]} for h in self.hunks],
        }


def diff_ir(a: NormalizedIR, b: NormalizedIR, a_label: str = "a", b_label: str = "b",
            context: int = DEFAULT_CONTEXT) -> IRDiff:
    """Hunks of the normalized line diff of ``a`` against ``b``."""
    result = IRDiff(a_label, b_label, a_lines=len(a.lines), b_lines=len(b.lines))
    if a.lines == b.lines:
        return result
    # autojunk off: normalized IR repeats lines (constants, memdesc_index) that are not noise
    matcher = difflib.SequenceMatcher(None, a.lines, b.lines, autojunk=False)
    for group in matcher.get_grouped_opcodes(context):
        lines: list[DiffLine] = []
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                lines.extend(DiffLine(" ", a.lines[i], i + 1, j1 + (i - i1) + 1, a.locations[i]) for i in range(i1, i2))
                continue
            if tag in ("replace", "delete"):
                lines.extend(DiffLine("-", a.lines[i], i + 1, None, a.locations[i]) for i in range(i1, i2))
            if tag in ("replace", "insert"):
                lines.extend(DiffLine("+", b.lines[j], None, j + 1, b.locations[j]) for j in range(j1, j2))
        first, last = group[0], group[-1]
        a_start, a_end = first[1], last[2]
        b_start, b_end = first[3], last[4]
        result.hunks.append(Hunk(a_start + 1 if a_end > a_start else a_start, a_end - a_start,
                                 b_start + 1 if b_end > b_start else b_start, b_end - b_start, tuple(lines)))
    return result
