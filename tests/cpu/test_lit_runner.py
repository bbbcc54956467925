"""passlab lit: the real lit runs Triton-style tests with passlab-opt and FileCheck."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.regress.filecheck_runner import find_filecheck, wheel_filecheck
from passlab.regress.lit_runner import analyze_run_command, run_lit, scan_run_lines

TESTS = Path(__file__).resolve().parent.parent
LIT = TESTS / "lit"
UPSTREAM = TESTS / "data" / "lit_upstream"
OWN_TESTS = ("allocate-shared-memory-nv.mlir", "nvgpu-warp-specialization.mlir", "tritongpu-pipeline.mlir")


def test_project_lit_tests_pass():
    report = run_lit([LIT])
    assert [r.path.name for r in report.results] == list(OWN_TESTS)
    assert report.ok and report.counts() == {"pass": 3}, report.to_json()


def _suite(tmp_path: Path) -> Path:
    suite = tmp_path / "suite"
    suite.mkdir()
    ws = (LIT / "nvgpu-warp-specialization.mlir").read_text()
    # A wrong expectation: FileCheck fails the test.
    (suite / "wrong-copies.mlir").write_text(ws.replace("3x64x256xbf16", "5x64x256xbf16"))
    # A pass the bindings do not expose: unsupported, with the RUN line.
    (suite / "unmapped.mlir").write_text(
        "// RUN: triton-opt %s --tritongpu-no-such-pass | FileCheck %s\n// CHECK: module\nmodule {\n}\n")
    # A use of a tool with no stand-in (only mlir-translate -mlir-to-llvmir has one).
    (suite / "tool.mlir").write_text(
        "// RUN: triton-opt %s | mlir-translate --import-llvm | FileCheck %s\n// CHECK: define\nmodule {\n}\n")
    # RUN lines continued with '\' and a second prefix, as upstream tests write them.
    (suite / "continued.mlir").write_text(
        "// RUN: triton-opt %s -split-input-file \\\n// RUN:   --cse | FileCheck %s --check-prefix=OUT \\\n"
        "// RUN:   --dump-input-context=20\n// OUT: tt.func @f\nmodule {\n  tt.func @f() {\n    tt.return\n  }\n}\n")
    (suite / "Inputs").mkdir()
    (suite / "Inputs" / "helper.mlir").write_text("module {\n}\n")  # not a test (lit's Inputs convention)
    return suite


def test_failures_and_unsupported_tests_are_told_apart(tmp_path):
    report = run_lit([_suite(tmp_path)], work_dir=tmp_path / "exec")
    by_name = {r.path.name: r for r in report.results}
    assert sorted(by_name) == ["continued.mlir", "tool.mlir", "unmapped.mlir", "wrong-copies.mlir"]
    assert by_name["continued.mlir"].verdict == "pass"
    assert by_name["wrong-copies.mlir"].verdict == "fail"
    assert "5x64x256xbf16" in by_name["wrong-copies.mlir"].output
    unmapped = by_name["unmapped.mlir"]
    assert unmapped.code == "UNSUPPORTED" and unmapped.verdict == "unsupported"
    assert [(u.line, u.kind) for u in unmapped.unsupported] == [(1, "unmapped-pass")]
    assert "'--tritongpu-no-such-pass'" in unmapped.unsupported[0].reason
    assert [u.kind for u in by_name["tool.mlir"].unsupported] == ["tool"]
    assert "mlir-translate" in by_name["tool.mlir"].unsupported[0].reason
    assert report.counts() == {"fail": 1, "pass": 1, "unsupported": 2}
    assert not report.ok


def test_single_file_and_generated_config(tmp_path):
    report = run_lit([LIT / "tritongpu-pipeline.mlir"], work_dir=tmp_path / "exec")
    assert [(r.path.name, r.verdict) for r in report.results] == [("tritongpu-pipeline.mlir", "pass")]
    config = (tmp_path / "exec" / "lit.cfg.py").read_text()
    assert "PasslabTest" in config and "child_launcher.py" in config and "passlab.regress.opt" in config


def test_upstream_samples(tmp_path):
    """Files from Triton's own test/ at the 3.6 cut (tests/data/lit_upstream)."""
    report = run_lit([UPSTREAM], work_dir=tmp_path / "exec")
    by_name = {r.path.name: r for r in report.results}
    # -allow-unregistered-dialect with an unregistered op: passlab-opt cannot apply the flag.
    scratch = by_name["global_scratch_to_llvm.mlir"]
    assert scratch.code == "UNSUPPORTED", scratch.output
    assert [u.kind for u in scratch.unsupported] == ["unregistered-op"]
    assert "-allow-unregistered-dialect" in scratch.unsupported[0].reason
    # RUN lines ending in 2>&1 run (lit's shell reads the redirection).
    assert by_name["atomic_ldst.mlir"].verdict == "pass", by_name["atomic_ldst.mlir"].output
    assert by_name["inline.mlir"].verdict == "pass"
    # Omitted options take the pass definitions' defaults (compute-capability=80 ptx-version=80).
    assert by_name["tritongpu_to_llvm_block_dot_shortcut.mlir"].verdict == "pass"
    ws = by_name["ws_task_partition.mlir"]
    assert [u.kind for u in ws.unsupported] == ["test-only-pass"]
    assert "nvgpu-test-ws-task-partition" in ws.unsupported[0].reason
    # AMD passes through amd.passes.ttgpuir (insert_instruction_sched_hints has no add_ prefix)
    for name in ("minmax.mlir", "amd-schedule-hint.mlir"):
        assert by_name[name].verdict == "pass", by_name[name].output
    # mlir-translate -mlir-to-llvmir | opt -S -O1, and ... | opt -O3 -S | llc: Triton's LLVM pipeline
    for name in ("scan_to_llvm.mlir", "tritongpu_to_ptx.mlir"):
        assert by_name[name].verdict == "pass", by_name[name].output
    # -verify-diagnostics: errors, notes, @below, -re regexes; split-file with expected remarks
    for name in ("tritongpu_invalid.mlir", "amd_invalid.mlir", "accelerate-amd-matmul-mfma.mlir"):
        assert by_name[name].verdict == "pass", by_name[name].output
    assert report.counts() == {"pass": 10, "unsupported": 2}
    assert report.ok  # unsupported is not a failure
    kind = find_filecheck().kind
    assert report.filecheck["kind"] == kind and {r.filecheck for r in report.results} == {kind}


def test_filecheck_is_the_wheels_binary_when_present():
    tool = find_filecheck()
    if wheel_filecheck() is None:
        assert tool.kind == "filecheck-package" and "passlab.regress.filecheck_runner" in tool.command
    else:
        assert tool.kind == "llvm" and "FileCheck" in tool.command and "LLVM" in tool.description


def test_run_lines_are_read_by_lits_shell_parser():
    lines = scan_run_lines(UPSTREAM / "atomic_ldst.mlir")
    assert [r.line for r in lines] == [1, 2]
    assert all(not r.unsupported for r in lines)  # "2>&1" is a redirection, not an input file
    assert lines[0].command.endswith("2>&1 | FileCheck %s --check-prefix=CHECK-TTG2NVGPU")
    found = analyze_run_command("not triton-opt %s -mlir-print-op-generic --tritongpu-coalesce 2>&1", 3)
    assert [(u.line, u.kind) for u in found] == [(3, "unsupported-option")]
    assert "custom assembly" in found[0].reason
    assert analyze_run_command("triton-opt %s -split-input-file -verify-diagnostics --tritongpu-coalesce", 1) == []
    found = analyze_run_command("triton-opt %s | mlir-translate -mlir-to-llvmir | opt -O2 -S -passes=x", 2)
    assert [u.kind for u in found] == ["tool"] and "optimize_module" in found[0].reason
    assert analyze_run_command("triton-opt %s | mlir-translate -mlir-to-llvmir | opt -S -O3 | llc -mtriple nvptx64 "
                               "-mcpu=sm_90 | FileCheck %s", 1) == []
    assert analyze_run_command("env FOO=1 triton-opt %s --cse | FileCheck %s --enable-var-scope", 1) == []


@pytest.mark.parametrize("as_json", [False, True])
def test_lit_command(tmp_path, as_json):
    runner = CliRunner()
    suite = _suite(tmp_path)
    for name in ("continued.mlir", "tool.mlir", "wrong-copies.mlir"):
        (suite / name).unlink()
    shutil.rmtree(suite / "Inputs")
    shutil.copy(UPSTREAM / "inline.mlir", suite)
    result = runner.invoke(cli, ["lit", str(suite)] + (["--json"] if as_json else []))
    assert result.exit_code == 0, result.output  # unsupported is not a failure
    if as_json:
        data = json.loads(result.output)
        assert data["counts"] == {"pass": 1, "unsupported": 1}
        assert data["filecheck"]["kind"] in ("llvm", "filecheck-package")
        item = data["results"][1]["unsupported"][0]
        assert item["kind"] == "unmapped-pass" and "'--tritongpu-no-such-pass'" in item["reason"]
    else:
        assert result.output.startswith("FileCheck: ")
        assert "2 test file(s): 1 pass, 1 unsupported" in result.output
        assert "line 1: [unmapped-pass]" in result.output


def test_filecheck_package_fallback(tmp_path, monkeypatch):
    """Without the wheel's FileCheck the filecheck package runs; flags it lacks make a test unsupported."""
    monkeypatch.setattr("passlab.regress.filecheck_runner.wheel_filecheck", lambda: None)
    suite = tmp_path / "suite"
    suite.mkdir()
    shutil.copy(UPSTREAM / "inline.mlir", suite)
    (suite / "implicit.mlir").write_text(
        "// RUN: triton-opt %s --cse | FileCheck %s --implicit-check-not tt.load\n// CHECK: module\nmodule {\n}\n")
    report = run_lit([suite], work_dir=tmp_path / "exec")
    assert report.filecheck["kind"] == "filecheck-package"
    by_name = {r.path.name: r for r in report.results}
    assert by_name["inline.mlir"].verdict == "pass" and by_name["inline.mlir"].filecheck == "filecheck-package"
    implicit = by_name["implicit.mlir"]
    assert [u.kind for u in implicit.unsupported] == ["filecheck-option"]
    assert "--implicit-check-not" in implicit.unsupported[0].reason


def test_a_fifo_among_the_tests_is_unresolved_not_read(tmp_path):
    suite = tmp_path / "suite"
    suite.mkdir()
    shutil.copy(LIT / "tritongpu-pipeline.mlir", suite)
    os.mkfifo(suite / "pipe.mlir")  # opening it to read the RUN lines would wait for a writer forever
    report = run_lit([suite], work_dir=tmp_path / "exec", timeout=120)
    assert [(r.path.name, r.verdict) for r in report.results] == [("pipe.mlir", "unresolved"),
                                                                  ("tritongpu-pipeline.mlir", "pass")]
    assert "not a regular file" in report.results[0].output
