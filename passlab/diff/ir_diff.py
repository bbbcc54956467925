"""Unified diff of two normalized snapshots, as data (hunks of tagged lines with source locations).

Normalization (``passlab.diff.normalize``) makes renamed values, alias numbering and locations
invisible, so every line here is a change to the IR itself. Each line keeps the kernel source
location it came from, so a renderer can say which line of the kernel a change belongs to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from passlab.diff.matching import LineMatcher
from passlab.diff.normalize import NormalizedIR

DEFAULT_CONTEXT = 3

# A normalized SSA name: %12, %arg3 (with %12#1 / %12:2 the suffix stays outside the match)
NORMALIZED_SSA_RE = re.compile(r"%(arg)?(\d+)\b")


@dataclass(frozen=True)
class DiffLine:
    tag: str                  # " " context, "-" only in A, "+" only in B
    text: str
    a_line: int | None        # 1-based line in A's normalized text
    b_line: int | None
    loc: str | None = None    # kernel source location ("matmul_hopper.py:35:24")


@dataclass(frozen=True)
class Hunk:
    a_start: int              # 0-based index of the hunk's first line in A
    a_count: int
    b_start: int
    b_count: int
    lines: tuple[DiffLine, ...]

    @property
    def header(self) -> str:
        return f"@@ -{_range(self.a_start, self.a_count)} +{_range(self.b_start, self.b_count)} @@"


def _range(start: int, count: int) -> str:
    """A unified-diff range as GNU diff and difflib print it: "3" for one line, "2,0" for none."""
    if count == 1:
        return str(start + 1)
    return f"{start if count == 0 else start + 1},{count}"


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
    b = align_names(a, b)
    if a.lines == b.lines:
        return result
    # autojunk off (LineMatcher): normalized IR repeats lines (constants, memdesc_index) that are not noise
    matcher = LineMatcher(a.lines, b.lines)
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
        result.hunks.append(Hunk(a_start, a_end - a_start, b_start, b_end - b_start, tuple(lines)))
    return result


def align_names(a: NormalizedIR, b: NormalizedIR) -> NormalizedIR:
    """``b`` with its values renamed after the values of ``a`` they correspond to.

    Normalized names are numbered in definition order, so one op inserted near the top of
    ``b`` would shift every later number and turn every later line into a change. Here the
    lines are first matched with names blanked out; each matched pair binds ``b``'s names to
    ``a``'s, position by position. ``b``'s unbound values get numbers past ``a``'s largest, so
    an added op reads as one added line and its users as changed lines, nothing else.
    """
    blank_a = [NORMALIZED_SSA_RE.sub("%", line) for line in a.lines]
    blank_b = [NORMALIZED_SSA_RE.sub("%", line) for line in b.lines]
    matcher = LineMatcher(blank_a, blank_b)
    mapping: dict[str, str] = {}
    taken: set[str] = set()

    def bind(line_a: str, line_b: str) -> None:
        names_a = [m.group(0) for m in NORMALIZED_SSA_RE.finditer(line_a)]
        names_b = [m.group(0) for m in NORMALIZED_SSA_RE.finditer(line_b)]
        if len(names_a) != len(names_b):
            return
        for name_a, name_b in zip(names_a, names_b):
            if name_b not in mapping and name_a not in taken and name_a.startswith("%arg") == name_b.startswith("%arg"):
                mapping[name_b] = name_a
                taken.add(name_a)

    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for i, j in zip(range(i1, i2), range(j1, j2)):
                bind(a.lines[i], b.lines[j])
    # Second chance for lines that changed in place (a constant 3 -> 4, a type 3x64 -> 4x64):
    # pair them in order within each replaced block so their results keep a's names too.
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "replace":
            for i, j in zip(range(i1, i2), range(j1, j2)):
                bind(a.lines[i], b.lines[j])

    next_result = 1 + max((int(m.group(2)) for line in a.lines for m in NORMALIZED_SSA_RE.finditer(line)
                           if not m.group(1)), default=-1)
    next_arg = 1 + max((int(m.group(2)) for line in a.lines for m in NORMALIZED_SSA_RE.finditer(line)
                        if m.group(1)), default=-1)

    def rename(m: re.Match) -> str:
        nonlocal next_result, next_arg
        name = m.group(0)
        if name not in mapping:
            if m.group(1):
                mapping[name] = f"%arg{next_arg}"
                next_arg += 1
            else:
                mapping[name] = f"%{next_result}"
                next_result += 1
        return mapping[name]

    return replace(b, lines=tuple(NORMALIZED_SSA_RE.sub(rename, line) for line in b.lines))
