"""Align two pass pipelines step by step: which pass of A pairs with which of B.

``align_pipelines`` walks the two traces' ``passes`` in order and pairs them (same, options
changed, renamed, moved, added, removed); ``passlab.diff.locate`` walks the pairs. Unlike
``passlab.diff.pipeline`` (a list of changes), every pass appears here once, in pipeline order.
"""

from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass

STEP_KINDS = ("same", "options", "renamed", "moved", "added", "removed")


@dataclass(frozen=True)
class AlignedStep:
    """One step of the two pipelines side by side: a pass of A, of B, or of both.

    ``kind``: same (class, argument, options equal), options (arguments printed differently),
    renamed (same class with another argument, or the other way round), moved (the pass runs in
    both at different places: this is one of its two positions), added (B only), removed (A only).
    """

    kind: str
    a: dict | None       # A's pass record (manifest ``passes`` entry), None when B only
    b: dict | None

    def describe(self) -> str:
        a, b = self.a, self.b
        if a and b:
            if a["arg"] == b["arg"]:
                return a["arg"] if self.kind == "same" else f"{a['arg']} ({self.kind})"
            return f"{a['arg']} -> {b['arg']} ({self.kind})"
        record = a or b
        return f"{record['arg']} ({self.kind}, {'A' if a else 'B'} only)"

    def to_json(self) -> dict:
        return {"kind": self.kind, "a": _record_json(self.a), "b": _record_json(self.b)}


def _record_json(record: dict | None) -> dict | None:
    if record is None:
        return None
    return {"index": record["index"], "pass": record["pass"], "arg": record["arg"],
            "options": record.get("options") or "", "anchor": record.get("anchor") or "builtin.module"}


def _key(record: dict) -> tuple[str, str]:
    # Function symbols are mangled differently by each Triton release: match on the op kind only.
    return (record["arg"], (record.get("anchor") or "builtin.module").split(" @", 1)[0])


def align_pipelines(a_passes: list[dict], b_passes: list[dict], compare_options: bool = True) -> list[AlignedStep]:
    """A's and B's pass records paired in pipeline order (see ``AlignedStep``).

    Repeated passes pair by position (difflib on argument and anchor kind); inside a block that
    differs, a pass of A and one of B with the same class or the same argument are a rename;
    a pass removed at one place and added at another the same number of times moved.
    Triton 3.6/3.7 headers print no options: ``compare_options`` off treats them as unknown.
    """
    matcher = difflib.SequenceMatcher(None, [_key(p) for p in a_passes], [_key(p) for p in b_passes],
                                      autojunk=False)
    steps: list[AlignedStep] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for pa, pb in zip(a_passes[i1:i2], b_passes[j1:j2]):
                steps.append(AlignedStep(_pair_kind(pa, pb, compare_options), pa, pb))
        else:
            steps.extend(_align_block(a_passes[i1:i2], b_passes[j1:j2]))
    return _mark_moves(steps)


def pass_class(record: dict) -> str:
    """The pass's class as both header formats name it: 3.8+ print MLIR's own passes with a
    ``Pass`` suffix (``CanonicalizerPass`` for 3.6/3.7's ``Canonicalizer``) and anonymous ones
    with their namespace (``(anonymous namespace)::VerifyWarpSpecializationPartitions``)."""
    name = record["pass"].rsplit("::", 1)[-1]
    return name[:-4] if name.endswith("Pass") and len(name) > 4 else name


def _pair_kind(pa: dict, pb: dict, compare_options: bool) -> str:
    if pass_class(pa) != pass_class(pb) or pa["arg"] != pb["arg"]:
        return "renamed"
    if compare_options and (pa.get("options") or "") != (pb.get("options") or ""):
        return "options"
    return "same"


def _align_block(a_block: list[dict], b_block: list[dict]) -> list[AlignedStep]:
    """Pair renames inside a differing block, in order; the rest are removed (A) or added (B)."""
    pairs: list[tuple[int, int]] = []
    next_b = 0
    for i, pa in enumerate(a_block):
        for j in range(next_b, len(b_block)):
            pb = b_block[j]
            if (pass_class(pa) == pass_class(pb)) != (pa["arg"] == pb["arg"]):  # one of class/argument kept
                pairs.append((i, j))
                next_b = j + 1
                break
    steps: list[AlignedStep] = []
    i = j = 0
    for pi, pj in pairs + [(len(a_block), len(b_block))]:
        steps += [AlignedStep("removed", p, None) for p in a_block[i:pi]]
        steps += [AlignedStep("added", None, p) for p in b_block[j:pj]]
        if pi < len(a_block):
            steps.append(AlignedStep("renamed", a_block[pi], b_block[pj]))
        i, j = pi + 1, pj + 1
    return steps


def _mark_moves(steps: list[AlignedStep]) -> list[AlignedStep]:
    removed = Counter(_key(s.a) for s in steps if s.kind == "removed")
    added = Counter(_key(s.b) for s in steps if s.kind == "added")
    moved = {k for k in added if removed.get(k) == added[k]}
    return [AlignedStep("moved", s.a, s.b) if s.kind in ("removed", "added") and _key(s.a or s.b) in moved else s
            for s in steps]
