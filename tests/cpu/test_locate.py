"""passlab locate: the first pass that makes two traces of one kernel differ in a measure.

Crafted two-trace manifests (no compile) cover the alignment (same, renamed, added, moved), the
measures, nested passes, snapshots stored once, and the command's exit codes and one-line errors;
one real pair (matmul_hopper 3.7.1 -> 3.8.0, the +128 B of TRITON_FACTS §8) runs with ``-m long``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from passlab.capture.stages import STAGE_NAMES
from passlab.capture.trace import Trace
from passlab.diff.align import align_pipelines
from passlab.diff.locate import locate, parse_measure
from passlab.errors import UsageError

ROOT = Path(__file__).resolve().parents[2]


def module(shared: int | None = None, body: str = "") -> str:
    """A small module; ``shared`` sets the allocator's ``ttg.shared`` attribute."""
    attrs = '"ttg.num-warps" = 4 : i32' + (f", ttg.shared = {shared} : i32" if shared is not None else "")
    return (f"module attributes {{{attrs}}} {{\n  tt.func public @k(%arg0: i32) {{\n"
            f"    %c1_i32 = arith.constant 1 : i32\n    %0 = arith.addi %arg0, %c1_i32 : i32\n{body}"
            f"    tt.return\n  }}\n}}\n")


INVAL = "    ttng.inval_barrier %0 : i32\n"


def write_trace(path: Path, steps: list[tuple], kernel: str = "k") -> Path:
    """A trace whose pass i is ``steps[i] = (class, arg, ir_after[, extra record fields])``; the
    input of the first pass is ``module()``. A pass whose output equals its input shares its file
    (stored once, as ``record_trace`` does)."""
    (path / "snapshots").mkdir(parents=True)
    texts = [module()] + [s[2] for s in steps]
    files: list[str] = []
    for i, text in enumerate(texts):
        if files and texts[i - 1] == text:
            files.append(files[-1])
            continue
        name = f"snapshots/{i:03d}-s.mlir"
        (path / name).write_text(text)
        files.append(name)
    passes = []
    for i, step in enumerate(steps):
        record = {"index": i, "pass": step[0], "arg": step[1], "options": "", "anchor": "builtin.module",
                  "snapshot": files[i], "after": files[i + 1], "changed": files[i] != files[i + 1],
                  "ops": 3, "ops_after": 3}
        if len(step) > 3:
            record.update(step[3])
        passes.append(record)
    manifest = {"schema": 1, "triton_version": "3.8.0", "header_format": "3.9", "target": "cuda:90",
                "kernel": {"name": kernel, "function": kernel}, "outcome": {"code": "ok", "message": ""},
                "metadata": {"shared": 0}, "artifacts": [], "passes": passes, "internal_dumps": [],
                "stages": {name: {"status": "not run", "snapshot": None, "reason": "crafted", "pass": None}
                           for name in STAGE_NAMES}}
    (path / "manifest.json").write_text(json.dumps(manifest))
    return path


def run_cli(*args, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "passlab.cli", "locate", *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def one_line(result: subprocess.CompletedProcess, code: int = 2) -> str:
    assert result.returncode == code, (result.stdout[-2000:], result.stderr[-2000:])
    assert "Traceback" not in result.stderr + result.stdout
    lines = [line for line in result.stderr.splitlines() if line.strip() and not line.startswith(("Usage: ", "Try '"))]
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.fixture
def allocator_pair(tmp_path):
    """B's allocator places the same IR 128 bytes higher: the +128 B of matmul_hopper 3.7.1 -> 3.8."""
    a = write_trace(tmp_path / "a", [("Canonicalizer", "canonicalize", module()),
                                     ("AllocateSharedMemoryNv", "allocate-shared-memory-nv", module(1024)),
                                     ("CSE", "cse", module(1024))])
    b = write_trace(tmp_path / "b", [("CanonicalizerPass", "canonicalize", module()),
                                     ("AllocateSharedMemoryNv", "allocate-shared-memory-nv", module(1152)),
                                     ("CSEPass", "cse", module(1152))])
    return a, b


def test_the_first_pass_whose_output_differs_is_named(allocator_pair):
    a, b = allocator_pair
    result = locate(Trace.load(a), Trace.load(b), "shared")
    assert result.found and not result.input_differs
    step = result.culprit.step
    assert (step.a["arg"], step.b["arg"], step.kind) == ("allocate-shared-memory-nv",) * 2 + ("same",)
    assert (result.culprit.a_after, result.culprit.b_after) == (1024, 1152)
    assert "+128" in result.reason
    # the values along the pipeline up to it, and that pass's input -> output diff in both traces
    assert [s.step.a["arg"] for s in result.steps] == ["canonicalize", "allocate-shared-memory-nv"]
    assert result.a_diff.status == "changed" and result.b_diff.status == "changed"
    assert result.culprit_input_differs is False  # same input: the pass itself behaves differently


def test_mlir_class_names_with_a_pass_suffix_are_the_same_pass(allocator_pair):
    a, b = allocator_pair
    kinds = [s.kind for s in align_pipelines(Trace.load(a).passes, Trace.load(b).passes)]
    assert kinds == ["same", "same", "same"]   # Canonicalizer (3.6/3.7) is CanonicalizerPass (3.8+)


def test_alignment_names_renamed_added_removed_and_moved():
    def rec(i, cls, arg):
        return {"index": i, "pass": cls, "arg": arg, "anchor": "builtin.module", "options": ""}
    a = [rec(0, "Inliner", "inline"), rec(1, "PlanCTAPass", "triton-nvidia-gpu-plan-cta"),
         rec(2, "ConvertNVGPUToLLVM", "convert-nv-gpu-to-llvm"), rec(3, "CSE", "cse"), rec(4, "Prefetch", "tritongpu-prefetch")]
    b = [rec(0, "InlinerPass", "inline"), rec(1, "PlanCTAPass", "assign-cga-layouts"), rec(2, "CSEPass", "cse"),
         rec(3, "ConvertNVGPUToLLVM", "convert-nv-gpu-to-llvm"), rec(4, "Membar", "triton-nvidia-gpu-membar")]
    steps = align_pipelines(a, b)
    described = [(s.kind, s.a and s.a["arg"], s.b and s.b["arg"]) for s in steps]
    assert ("renamed", "triton-nvidia-gpu-plan-cta", "assign-cga-layouts") in described
    assert ("removed", "tritongpu-prefetch", None) in described
    assert ("added", None, "triton-nvidia-gpu-membar") in described
    moved = [a or b for kind, a, b in described if kind == "moved"]   # cse and convert-nv-gpu-to-llvm swapped:
    assert len(moved) == 2 and len(set(moved)) == 1                   # one pairs, the other moved


def test_a_pass_only_one_pipeline_runs_is_named_when_it_changes_the_measure(tmp_path):
    a = write_trace(tmp_path / "a", [("CSE", "cse", module()), ("Canonicalizer", "canonicalize", module())])
    b = write_trace(tmp_path / "b", [("CSE", "cse", module()),
                                     ("Verify", "verify-ws", module()),   # added, changes nothing: not it
                                     ("Membar", "triton-nvidia-gpu-membar", module(body=INVAL)),
                                     ("Canonicalizer", "canonicalize", module(body=INVAL))])
    result = locate(Trace.load(a), Trace.load(b), "ops:ttng.inval_barrier")
    step = result.culprit.step
    assert (step.kind, step.a, step.b["arg"]) == ("added", None, "triton-nvidia-gpu-membar")
    assert (result.culprit.b_before, result.culprit.b_after) == (0, 1)
    assert result.a_diff is None and result.b_diff.status == "changed"


def test_a_nested_change_is_credited_to_the_innermost_pass(tmp_path):
    """The parent's record spans its children (after = the IR after its last child, the sum of
    their changes); the child that made the change is named, not the parent."""
    a = write_trace(tmp_path / "a", [("AutoWS", "tritongpu-automatic-warp-specialization", module()),
                                     ("Sched", "tritongpu-partition-scheduling", module(), {"parent": 0, "depth": 1}),
                                     ("LowerAref", "nvws-lower-aref", module(), {"parent": 0, "depth": 1}),
                                     ("CSE", "cse", module())])
    b = write_trace(tmp_path / "b", [("AutoWS", "tritongpu-automatic-warp-specialization", module()),
                                     ("Sched", "tritongpu-partition-scheduling", module(), {"parent": 0, "depth": 1}),
                                     ("LowerAref", "nvws-lower-aref", module(body=INVAL), {"parent": 0, "depth": 1}),
                                     ("CSE", "cse", module(body=INVAL))])
    manifest = json.loads((b / "manifest.json").read_text())
    manifest["passes"][0]["after"] = manifest["passes"][2]["after"]  # the parent's output: after its children
    (b / "manifest.json").write_text(json.dumps(manifest))
    result = locate(Trace.load(a), Trace.load(b), "ops:ttng.inval_barrier")
    assert result.culprit.step.b["arg"] == "nvws-lower-aref"
    assert locate(Trace.load(a), Trace.load(b), "ir").culprit.step.b["arg"] == "nvws-lower-aref"


def test_any_normalized_ir_change_and_an_input_that_already_differs(tmp_path):
    a = write_trace(tmp_path / "a", [("CSE", "cse", module()), ("X", "x", module())])
    b = write_trace(tmp_path / "b", [("CSE", "cse", module()), ("X", "x", module(body=INVAL))])
    assert locate(Trace.load(a), Trace.load(b), "ir").culprit.step.b["arg"] == "x"
    first = b / json.loads((b / "manifest.json").read_text())["passes"][0]["snapshot"]
    first.write_text(module(body=INVAL))
    result = locate(Trace.load(a), Trace.load(b), "ir")
    assert result.input_differs and result.culprit is None and result.found


def test_change_names_the_pass_that_edits_differently_when_the_input_already_differs(tmp_path):
    """Across versions the frontend's IR differs (``ir`` stops at the input); ``change`` compares
    what each pass adds and removes, with value names, symbols and 3.7's tensordesc<tensor<...>>
    printing blanked, and names the first pass whose edit differs."""
    a_in = module().replace("@k(", "@k_cdiv__i32__(1,)cconstexpr_128_(")
    b = write_trace(tmp_path / "b", [("CSE", "cse", module(body=INVAL)), ("X", "x", module(body=INVAL * 2))])
    a = write_trace(tmp_path / "a", [("CSE", "cse", a_in.replace("    tt.return", INVAL + "    tt.return")),
                                     ("X", "x", a_in.replace("    tt.return", INVAL + "    tt.return"))])
    (a / "snapshots/000-s.mlir").write_text(a_in)
    assert locate(Trace.load(a), Trace.load(b), "ir").input_differs
    result = locate(Trace.load(a), Trace.load(b), "change")
    assert result.culprit.step.a["arg"] == "x" and "0 changed line(s) only in a, 1 only in b" in result.reason


def test_change_reads_one_printed_form_across_releases():
    from passlab.diff.locate import _blank_names
    old = "%3 = tt.descriptor_load %1[%2] : !tt.tensordesc<tensor<128x64xbf16, #s<{a = 1}>>> -> tensor<128x64xbf16>"
    new = "%7 = tt.descriptor_load %5[%6] : !tt.tensordesc<128x64xbf16, #s<{a = 1}>> -> tensor<128x64xbf16>"
    assert _blank_names(old) == _blank_names(new)
    assert _blank_names("tt.call @cdiv__i32__(1,)cconstexpr_128_(%1)") == _blank_names("tt.call @cdiv__i32_c128(%4)")
    assert _blank_names("tt.call @f(%1, %2) : (i32, i32) -> ()") == "tt.call @(%, %) : (i32, i32) -> ()"
    assert _blank_names("%1 = tt.call @g() : () -> i32") == "% = tt.call @() : () -> i32"


def test_a_merged_snapshot_is_no_value(tmp_path):
    """A file holding two modules (a header the splitter missed) would double every count: unknown."""
    a = write_trace(tmp_path / "a", [("CSE", "cse", module(body=INVAL)), ("X", "x", module(body=INVAL))])
    b = write_trace(tmp_path / "b", [("CSE", "cse", module(body=INVAL) * 2), ("X", "x", module(body=INVAL))])
    result = locate(Trace.load(a), Trace.load(b), "ops:ttng.inval_barrier")
    assert not result.found
    assert result.unreadable == [f"{b / 'snapshots/001-s.mlir'}: holds 2 modules (two dumps merged into one snapshot)"]


def test_no_difference_exits_0_and_a_difference_exits_1_with_json(allocator_pair, tmp_path):
    a, b = allocator_pair
    same = run_cli(a, a, "--measure", "shared", cwd=tmp_path)
    assert same.returncode == 0, same.stderr
    assert "no pass makes" in same.stdout
    found = run_cli(a, b, "--measure", "shared", "--json", cwd=tmp_path)
    assert found.returncode == 1, found.stderr
    data = json.loads(found.stdout)
    assert data["found"] and data["pass"]["b"]["arg"] == "allocate-shared-memory-nv"
    assert (data["pass"]["a_after"], data["pass"]["b_after"]) == (1024, 1152)
    text = run_cli(a, b, "-m", "shared", cwd=tmp_path)
    assert text.returncode == 1 and "first difference: a #1 allocate-shared-memory-nv" in text.stdout


@pytest.mark.parametrize("measure, says", [("bytes", "unknown measure 'bytes'"), ("ops:", "needs an op name"),
                                           ("finding:NOPE001", "no check rule"), ("shared:3", "takes no argument")])
def test_a_bad_measure_is_one_line(allocator_pair, tmp_path, measure, says):
    a, b = allocator_pair
    assert says in one_line(run_cli(a, b, "--measure", measure, cwd=tmp_path))
    with pytest.raises(UsageError):
        parse_measure(measure)


def test_two_kernels_or_a_snapshot_file_are_one_line(allocator_pair, tmp_path):
    a, _ = allocator_pair
    other = write_trace(tmp_path / "other", [("CSE", "cse", module())], kernel="other_kernel")
    assert "traces kernel 'k' but" in one_line(run_cli(a, other, cwd=tmp_path))
    snapshot = next((a / "snapshots").iterdir())
    assert "not an .mlir file" in one_line(run_cli(a, snapshot, cwd=tmp_path))
    assert "no such trace directory" in one_line(run_cli(a, tmp_path / "nowhere/t", cwd=tmp_path))


def test_help_has_an_example(tmp_path):
    result = run_cli("--help", cwd=tmp_path)
    assert result.returncode == 0 and "passlab locate t371 t380 --measure shared" in result.stdout


@pytest.mark.long
def test_the_128_bytes_of_matmul_hopper_from_371_to_38_are_the_allocator_on_inval_barriers(tmp_path):
    """TRITON_FACTS §8: shared 213464 -> 213592 B. The allocator's output differs while its input
    differs only by 3.8's 33 ttng.inval_barrier ops (they keep WS barriers live)."""
    from triton_envs import triton_python
    from passlab.capture.child import CompileRequest
    from passlab.capture.trace import trace_kernel
    traces = [trace_kernel(CompileRequest("matmul_hopper", python=triton_python(v)), tmp_path / v)
              for v in ("3.7.1", "3.8.0")]
    result = locate(*traces, "shared")
    assert result.culprit.step.b["arg"] == "allocate-shared-memory-nv"
    assert (result.culprit.a_after, result.culprit.b_after) == (213464, 213592)
    assert result.culprit_inputs.summary.ops == {"ttng.inval_barrier": (0, 33)}
    # where the bytes go: barrier arrays 3.7.1 placed at offset 0 (dead space) sit past the rest on 3.8
    moved = [c for c in result.placement if c.kind == "moved" and c.buffer.startswith("1xi64")]
    assert moved and any(c.a[0] == 0 and c.b[0] > 213000 for c in moved)
    inval = locate(*traces, "ops:ttng.inval_barrier")
    assert inval.culprit.step.b["arg"] == "nvgpu-warp-specialization"
    assert locate(*traces, "change").culprit.step.b["arg"] == "nvgpu-warp-specialization"


def test_an_op_in_neither_trace_is_said_not_passed_off_as_no_difference(tmp_path):
    """A misspelt op name (ops:ttng.inval_barier) finds nothing anywhere: the answer says so."""
    a = write_trace(tmp_path / "a", [("CSE", "cse", module(body=INVAL)), ("Canonicalizer", "canonicalize", module())])
    b = write_trace(tmp_path / "b", [("CSE", "cse", module(body=INVAL)), ("Canonicalizer", "canonicalize", module())])
    typo = locate(Trace.load(a), Trace.load(b), "ops:ttng.inval_barier")
    assert not typo.found and "occurs in no snapshot of either trace" in typo.reason
    right = locate(Trace.load(a), Trace.load(b), "ops:ttng.inval_barrier")
    assert not right.found and "occurs in no snapshot" not in right.reason
