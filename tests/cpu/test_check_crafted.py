"""Checks on crafted input: barrier uses 20k regions deep, and the one-pass lookups (WS region,
enclosing loop, lifted use, peak live bytes) against a walk up / a brute force. No timing."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from passlab.checks import run_checks
from passlab.checks.dataflow import WS_OP, IRIndex, LiveRange
from passlab.checks.smem import _sweep, _sweep_each
from passlab.ir import parse_file, parse_module

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
BARRIER = "!ttg.memdesc<1xi64, #shared, #smem, mutable>"


def deep_barrier_text(depth: int, arrive: bool) -> str:
    """A barrier allocated in the function body, waited on (and arrived on) at every level of
    ``depth`` nested regions."""
    lines = ["#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>",
             "#smem = #ttg.shared_memory", 'module attributes {"ttg.num-warps" = 4 : i32} {',
             "tt.func public @deep(%arg0: i1) {", "%c0 = arith.constant 0 : index",
             "%c1 = arith.constant 1 : index", "%c0_i32 = arith.constant 0 : i32",
             f"%bar = ttg.local_alloc : () -> {BARRIER}", f"ttng.init_barrier %bar, 1 : {BARRIER}"]
    for level in range(depth):
        lines.append(f"scf.for %i{level} = %c0 to %c1 step %c1 {{" if level % 2 else "scf.if %arg0 {")
        lines.append(f"ttng.wait_barrier %bar, %c0_i32 : {BARRIER}")
        if arrive:
            lines.append(f"ttng.arrive_barrier %bar, 1 : {BARRIER}")
    lines += ["}"] * depth + ["tt.return", "}", "}", ""]
    return "\n".join(lines)


def test_waits_twenty_thousand_regions_deep_are_each_reported(tmp_path):
    depth = 20000
    path = tmp_path / "deep.mlir"
    path.write_text(deep_barrier_text(depth, arrive=False))
    report = run_checks(path)
    never_completed = [f for f in report.findings if f.rule == "MBAR003"]
    assert len(never_completed) == depth
    assert sorted(f.line for f in never_completed) == [11 + 2 * k for k in range(depth)]


def test_deep_barrier_live_range_matches_a_walk_up():
    module = parse_module(deep_barrier_text(2000, arrive=True))
    index = IRIndex(module)
    alloc = index.allocs[0]
    outer = alloc.block.operations[alloc.block.operations.index(alloc) + 2]  # the first scf.if
    assert index.live_range(alloc) == LiveRange(alloc.line, IRIndex.end_line(outer))
    for use, _ in index.uses(alloc)[::97]:
        assert index._lifted_end(alloc, use) == _lifted_end_by_walk(index, alloc, use)
        assert index.inside(use, ("scf.for",)) == any(a.name == "scf.for" for a in use.ancestors())


@pytest.mark.parametrize("snapshot", ["fa_hopper/default/5-WSLowerToken.mlir",
                                      "matmul_hopper/default/7-MemoryPlanner.mlir"])
def test_ws_lookups_match_a_walk_up(snapshot):
    module = parse_file(GOLDEN / snapshot)
    index = IRIndex(module)
    assert index.ws_ops, "the snapshot should be warp-specialized"
    for op in index.ops:
        assert index.ws_region(op) == _ws_region_by_walk(op)
        assert index.inside(op, ("scf.for", "scf.while")) == any(a.name in ("scf.for", "scf.while")
                                                                for a in op.ancestors())
    for alloc in index.allocs:
        for use, _ in index.uses(alloc):
            assert index._lifted_end(alloc, use) == _lifted_end_by_walk(index, alloc, use)


def test_peak_sweep_matches_brute_force():
    class Buffer:
        def __init__(self, start, end, size):
            self.live, self.size = LiveRange(start, end), size

    rng = random.Random(7)
    for _ in range(2000):
        buffers = []
        for _ in range(rng.randint(0, 12)):
            start = rng.randint(0, 30)
            buffers.append(Buffer(start, start + rng.randint(0, 12), rng.choice([0, 8, 64, 128, 4096])))
        assert _sweep(buffers) == _sweep_each(buffers)


def _ws_region_by_walk(op) -> str:
    node = op
    while node is not None and node.block is not None:
        region = node.block.parent
        if region.parent is not None and region.parent.name.startswith(WS_OP):
            return region.name or f"region{region.index}"
        node = region.parent
    return ""


def _lifted_end_by_walk(index: IRIndex, alloc, use) -> int:
    node = use
    while node is not None and node.block is not None:
        if node.block.parent is alloc.block.parent:
            return index._loop_extended(alloc, node)
        node = node.parent
    top = use
    while top.parent is not None and top.parent.block is not None:
        top = top.parent
    return IRIndex.end_line(top)
