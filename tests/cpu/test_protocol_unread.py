"""PROTO007, a TMA load whose data no op reads: the one mark a data view naming the other ring slot
leaves (the read sees stale data the barriers ordered correctly, so no race, deadlock or
uninitialized read can show it). Gluon tutorial 06's pipelined tcgen05 matmul at cuda:100
(tests/data/protocol/, Triton 3.6), whose epilogue drains the ring: the kernel has no PROTO007, and
each swap of a data view in the drain, which no error rule kills, gets one at the load it leaves
unread."""

from __future__ import annotations

from pathlib import Path

import pytest

from passlab.checks.context import StageIR
from passlab.checks.findings import Severity
from passlab.checks.protocol.explore import choose_args, explore
from passlab.checks.protocol.mutants import Mutant, enumerate_mutants, judge
from passlab.checks.protocol.report import stage_findings
from passlab.ir import parse_file

SNAPSHOT = Path(__file__).resolve().parents[1] / "data" / "protocol" / "gluon06_blocked_matmul_pipelined.sm100.WSLowerToken.mlir"


@pytest.fixture(scope="module")
def ir() -> StageIR:
    return StageIR("WSLowerToken", SNAPSHOT, str(SNAPSHOT), parse_file(SNAPSHOT))


def _view_swaps(ir: StageIR) -> list[Mutant]:
    """Swaps of a data slot (not a barrier's)."""
    return [m for m in enumerate_mutants(ir.module, ir.index) if m.kind == "swap"
            and m.op.results[0].type.element != "i64"]


def test_the_kernel_reads_every_load(ir):
    found = list(stage_findings(ir, explore(ir.module, ir.index)))
    assert not [f for f in found if f.rule == "PROTO007"], [f.message for f in found if f.rule == "PROTO007"]


def test_a_drain_read_of_the_other_slot_leaves_a_load_unread(ir):
    """Every data-view swap that no error rule kills (the drain's u, b and v reads) gets PROTO007;
    the others race or read unwritten memory and are killed."""
    args = choose_args(ir.module, ir.index).args
    verdicts = [judge(ir, m, args) for m in _view_swaps(ir)]
    survivors = [v for v in verdicts if not v.killed]
    assert len(survivors) == 3 and len(verdicts) > 3, [v.mutant.describe() for v in survivors]
    for verdict in survivors:
        assert verdict.warned == ("PROTO007",) and verdict.flagged, verdict.mutant.describe()
        found = [f for f in stage_findings(ir, explore(ir.module, ir.index, verdict.mutant.mutation, args))
                 if f.rule == "PROTO007"]
        assert all(f.severity is Severity.WARNING for f in found)
        assert any("no op reads those bytes: the kernel ends first" in f.message for f in found), \
            [f.message for f in found]


def test_an_op_the_model_does_not_know_that_takes_the_buffer_keeps_it_silent(ir, tmp_path):
    """An op the interpreter does not run (a call of a noinline helper, an unknown dialect's op) that
    takes the loaded buffer may read it: PROTO007 is then not said, the load may not be wasted."""
    lines = SNAPSHOT.read_text().splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("tt.return"))
    lines.insert(at, '    "test.use"(%u_bufs) : (!ttg.memdesc<2x128x128xf16, #shared, #smem, mutable>) -> ()\n')
    path = tmp_path / "with_unknown_use.mlir"
    path.write_text("".join(lines))
    other = StageIR("WSLowerToken", path, str(path), parse_file(path))
    args = choose_args(other.module, other.index).args
    swapped = [m for m in _view_swaps(other) if not judge(other, m, args).killed]
    assert len(swapped) == 3
    assert all(judge(other, m, args).warned == () for m in swapped)
    assert any("test.use" in entry for p in explore(other.module, other.index, swapped[0].mutation, args).programs
               for entry in p.blind_reads)
