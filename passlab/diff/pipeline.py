"""Compare the pass lists of two traces: passes only one runs, passes added/removed/moved,
and options that changed (e.g. ``num-stages=3`` vs ``num-stages=4``).

Needs only the manifests. A pass is identified by its argument and anchor
(``canonicalize`` on ``builtin.module``); repeated passes are told apart by their occurrence
number, so the third ``canonicalize`` of A pairs with the third of B.
"""

from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass, field


@dataclass(frozen=True)
class PassRef:
    index: int       # position in its trace's pass list
    arg: str
    anchor: str
    options: str
    pass_class: str

    @property
    def key(self) -> tuple[str, str]:
        # Function symbols are mangled differently by each Triton release
        # (3.6 cdiv__i32__(1,)cconstexpr_128_, 3.9 cdiv__i32_c128): match on the op kind only.
        return (self.arg, self.anchor.split(" @", 1)[0])

    def describe(self) -> str:
        anchor = "" if self.anchor == "builtin.module" else f" on {self.anchor}"
        return f"{self.arg}{anchor}" + (f"{{{self.options}}}" if self.options else "")


@dataclass(frozen=True)
class PassChange:
    kind: str                 # added | removed | moved | options
    a: PassRef | None
    b: PassRef | None

    def to_json(self) -> dict:
        return {"kind": self.kind,
                "a": None if self.a is None else {"index": self.a.index, "pass": self.a.arg, "anchor": self.a.anchor,
                                                  "options": self.a.options},
                "b": None if self.b is None else {"index": self.b.index, "pass": self.b.arg, "anchor": self.b.anchor,
                                                  "options": self.b.options}}


@dataclass
class PipelineDiff:
    a_label: str
    b_label: str
    a_count: int
    b_count: int
    only_in_a: list[str] = field(default_factory=list)   # pass arguments A runs and B never does
    only_in_b: list[str] = field(default_factory=list)
    changes: list[PassChange] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.changes)

    def of_kind(self, kind: str) -> list[PassChange]:
        return [c for c in self.changes if c.kind == kind]

    def to_json(self) -> dict:
        return {"a": self.a_label, "b": self.b_label, "a_passes": self.a_count, "b_passes": self.b_count,
                "only_in_a": self.only_in_a, "only_in_b": self.only_in_b,
                "changes": [c.to_json() for c in self.changes]}


def pass_refs(passes: list[dict]) -> list[PassRef]:
    """The manifest's ``passes`` records as ``PassRef``s."""
    return [PassRef(p["index"], p["arg"], p.get("anchor") or "builtin.module", p.get("options") or "",
                    p.get("pass") or p["arg"]) for p in passes]


def diff_pipelines(a_passes: list[dict], b_passes: list[dict], a_label: str = "a", b_label: str = "b",
                   compare_options: bool = True) -> PipelineDiff:
    """Passes added, removed, moved, and (where both dumps print them) options changed.

    Triton 3.6 headers print no pass options, so against a 3.6 trace ``compare_options`` is off:
    an empty option string there means "not printed", not "no options".
    """
    a, b = pass_refs(a_passes), pass_refs(b_passes)
    a_args, b_args = {p.arg for p in a}, {p.arg for p in b}
    result = PipelineDiff(a_label, b_label, len(a), len(b),
                          only_in_a=_ordered(a, a_args - b_args), only_in_b=_ordered(b, b_args - a_args))

    matcher = difflib.SequenceMatcher(None, [p.key for p in a], [p.key for p in b], autojunk=False)
    removed: list[PassRef] = []
    added: list[PassRef] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for pa, pb in zip(a[i1:i2], b[j1:j2]):
                if compare_options and pa.options != pb.options:
                    result.changes.append(PassChange("options", pa, pb))
            continue
        removed.extend(a[i1:i2])
        added.extend(b[j1:j2])

    # A pass removed at one place and added at another, the same number of times, moved.
    added_keys = Counter(p.key for p in added)
    removed_keys = Counter(p.key for p in removed)
    moved_keys = {k for k in added_keys if removed_keys.get(k) == added_keys[k]}
    moved_pairs = {k: list(zip([p for p in removed if p.key == k], [p for p in added if p.key == k]))
                   for k in moved_keys}
    for pa, pb in (pair for pairs in moved_pairs.values() for pair in pairs):
        result.changes.append(PassChange("moved", pa, pb))
        if compare_options and pa.options != pb.options:
            result.changes.append(PassChange("options", pa, pb))
    result.changes.extend(PassChange("removed", p, None) for p in removed if p.key not in moved_keys)
    result.changes.extend(PassChange("added", None, p) for p in added if p.key not in moved_keys)
    result.changes.sort(key=lambda c: (c.a.index if c.a else c.b.index, c.kind))
    return result


def _ordered(passes: list[PassRef], args: set[str]) -> list[str]:
    seen: list[str] = []
    for p in passes:
        if p.arg in args and p.arg not in seen:
            seen.append(p.arg)
    return seen
