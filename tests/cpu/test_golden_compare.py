"""Golden write/compare: readable mismatches, regeneration, stability, no machine-specific bytes."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from passlab.capture.child import CompileRequest
from passlab.regress.golden import (CASE_FILE, GoldenError, compare_golden, ir_equivalent, render_golden,
                            write_golden)
from passlab.capture.trace import trace_kernel

GOLDEN = Path(__file__).resolve().parent.parent / "golden"

# What must never appear in a golden: an absolute path, a timestamp, a hex address.
#   "/work/main/kernels/x.py"   2026-11-29T11:35:00   0x7f3a2c001230
MACHINE_SPECIFIC_RE = re.compile(r"\"/(?:home|work|tmp|usr|project)/|\d{4}-\d\d-\d\dT\d\d:\d\d|0x[0-9a-f]{8,}")


def test_num_stages_change_fails_with_summary_first(trace_of, tmp_path):
    """A temporary copy of the matmul_hopper golden, compared with a num_stages=4 compile."""
    golden = shutil.copytree(GOLDEN / "matmul_hopper" / "default", tmp_path / "golden")
    comparison = compare_golden(trace_of("matmul_hopper", num_stages=4), golden)
    assert not comparison.ok
    report = comparison.report()
    # case and summaries before any IR, and the summary diff says what changed in WS terms
    first_ir = report.index("--- golden/4-WSCodePartition.mlir")
    assert report.index("--- golden/case.json") < report.index("--- golden/4-WSCodePartition.summary.json") < first_ir
    assert '-  "num_stages": 3' in report and '+  "num_stages": 4' in report
    assert '"shape": [4, 64, 256], "copies": 4' in report[:first_ir]
    assert '- "barrier_count": 9,' in report and '+ "barrier_count": 12,' in report
    assert "4x64x256xbf16" in report[first_ir:]
    assert "pytest --passlab-update" in report
    # stages before data partitioning do not depend on num_stages: not reported
    assert "1-TaskPartition" not in report


def test_update_then_green(trace_of, tmp_path):
    golden = shutil.copytree(GOLDEN / "matmul_hopper" / "default", tmp_path / "golden")
    trace = trace_of("matmul_hopper", num_stages=4)
    write_golden(trace, golden)
    assert compare_golden(trace, golden).ok
    assert '"num_stages": 4' in (golden / CASE_FILE).read_text()


def test_stale_stage_files_are_removed(trace_of, tmp_path):
    """Rewriting a WS golden with a non-WS compile drops the WS stages' files."""
    golden = shutil.copytree(GOLDEN / "matmul_hopper" / "default", tmp_path / "golden")
    write_golden(trace_of("matmul_ampere"), golden)
    names = sorted(p.name for p in golden.iterdir() if not p.name.startswith("triton-"))  # other versions' goldens
    assert names == ["6-SWP.mlir", "6-SWP.summary.json", "7-MemoryPlanner.mlir", "7-MemoryPlanner.summary.json",
                     CASE_FILE]


def test_missing_and_unexpected_stage_files(trace_of, tmp_path):
    golden = shutil.copytree(GOLDEN / "matmul_ampere" / "default", tmp_path / "golden")
    (golden / "7-MemoryPlanner.summary.json").unlink()
    (golden / "3-DataPartition.mlir").write_text("module {\n}\n")
    kinds = {d.name: d.kind for d in compare_golden(trace_of("matmul_ampere"), golden).diffs}
    assert kinds == {"7-MemoryPlanner.summary.json": "new", "3-DataPartition.mlir": "missing"}


def test_no_golden_is_an_error_that_says_how_to_create_it(trace_of, tmp_path):
    with pytest.raises(GoldenError, match="passlab-update"):
        compare_golden(trace_of("matmul_ampere"), tmp_path / "nothing")


def test_two_compiles_render_the_same_golden(trace_of, tmp_path):
    """Byte-stable across runs: a second compile, in another directory, renders identical files
    (IR modulo the SSA wiring that Triton 3.6's WS pass orders by pointer)."""
    first = render_golden(trace_of("fa_hopper"))
    second = render_golden(trace_kernel(CompileRequest("fa_hopper"), tmp_path / "a-much-longer-trace-directory-name"))
    assert list(first) == list(second)
    for name in first:
        if name.endswith(".mlir"):
            assert ir_equivalent(first[name], second[name]), name
        else:
            assert first[name] == second[name], name


def test_ssa_wiring_is_tolerated_but_an_op_change_is_not():
    golden = "%0 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64>\nnvws.consumer_release %arg44, %286\n"
    rewired = "%0 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64>\nnvws.consumer_release %arg44, %268\n"
    changed = "%0 = ttg.local_alloc : () -> !ttg.memdesc<4x1xi64>\nnvws.consumer_release %arg44, %286\n"
    assert ir_equivalent(golden, rewired)
    assert not ir_equivalent(golden, changed)


def test_committed_goldens_hold_nothing_machine_specific():
    files = [p for p in GOLDEN.rglob("*") if p.is_file()]
    assert files
    for path in files:
        hit = MACHINE_SPECIFIC_RE.search(path.read_text())
        assert hit is None, f"{path.relative_to(GOLDEN)}: {hit.group(0)!r}"


def test_failed_compile_golden_keeps_stages_up_to_the_failure():
    case = (GOLDEN / "matmul_ws_pointer" / "default" / CASE_FILE).read_text()
    assert '"code": "assertion"' in case and '"file": "WSLowerToken.cpp"' in case
    names = {p.name for p in (GOLDEN / "matmul_ws_pointer" / "default").iterdir()}
    assert "4-WSCodePartition.mlir" in names and "5-WSLowerToken.mlir" not in names
