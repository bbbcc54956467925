"""passlab lit: the real lit runs Triton-style tests with passlab-opt and the filecheck package."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from passlab.cli import cli
from passlab.regress.lit_runner import run_lit, scan_run_lines, unmapped_items

LIT = Path(__file__).resolve().parent.parent / "lit"
OWN_TESTS = ("allocate-shared-memory-nv.mlir", "nvgpu-warp-specialization.mlir", "tritongpu-pipeline.mlir")


def test_project_lit_tests_pass():
    report = run_lit([LIT])
    assert [r.path.name for r in report.results] == list(OWN_TESTS)
    assert report.ok and report.counts() == {"pass": 3}, report.to_json()


def _suite(tmp_path: Path) -> Path:
    suite = tmp_path / "suite"
    suite.mkdir()
    ws = (LIT / "nvgpu-warp-specialization.mlir").read_text()
    # A wrong expectation: FileCheck (the filecheck package) fails the test.
    (suite / "wrong-copies.mlir").write_text(ws.replace("3x64x256xbf16", "5x64x256xbf16"))
    # A pass the bindings do not expose: reported as unmapped, with the RUN line.
    (suite / "unmapped.mlir").write_text(
        "// RUN: triton-opt %s --tritongpu-no-such-pass | FileCheck %s\n// CHECK: module\nmodule {\n}\n")
    # A tool neither passlab nor the wheel provides.
    (suite / "tool.mlir").write_text(
        "// RUN: triton-opt %s | mlir-translate --mlir-to-llvmir | FileCheck %s\n// CHECK: define\nmodule {\n}\n")
    # RUN lines continued with '\' and a second prefix, as upstream tests write them.
    (suite / "continued.mlir").write_text(
        "// RUN: triton-opt %s -split-input-file \\\n// RUN:   --cse | FileCheck %s --check-prefix=OUT \\\n"
        "// RUN:   --dump-input-context=20\n// OUT: tt.func @f\nmodule {\n  tt.func @f() {\n    tt.return\n  }\n}\n")
    (suite / "Inputs").mkdir()
    (suite / "Inputs" / "helper.mlir").write_text("module {\n}\n")  # not a test (lit's Inputs convention)
    return suite


def test_failures_and_unmapped_runs_are_told_apart(tmp_path):
    report = run_lit([_suite(tmp_path)], work_dir=tmp_path / "exec")
    by_name = {r.path.name: r for r in report.results}
    assert sorted(by_name) == ["continued.mlir", "tool.mlir", "unmapped.mlir", "wrong-copies.mlir"]
    assert by_name["continued.mlir"].verdict == "pass"
    assert by_name["wrong-copies.mlir"].verdict == "fail"
    assert "5x64x256xbf16" in by_name["wrong-copies.mlir"].output
    unmapped = by_name["unmapped.mlir"]
    assert unmapped.verdict == "unmapped"
    assert unmapped.unmapped_runs[0].line == 1
    assert "'--tritongpu-no-such-pass'" in unmapped.unmapped_runs[0].unmapped[0]
    assert by_name["tool.mlir"].verdict == "unmapped"
    assert "mlir-translate" in by_name["tool.mlir"].unmapped_runs[0].unmapped[0]
    assert not report.ok


def test_single_file_and_generated_config(tmp_path):
    report = run_lit([LIT / "tritongpu-pipeline.mlir"], work_dir=tmp_path / "exec")
    assert [(r.path.name, r.verdict) for r in report.results] == [("tritongpu-pipeline.mlir", "pass")]
    config = (tmp_path / "exec" / "lit.cfg.py").read_text()
    assert "triton-opt" in config and "passlab" in config and "FileCheck" in config


def test_run_line_scan_uses_lit_parser():
    lines = scan_run_lines(LIT / "tritongpu-pipeline.mlir")
    assert [r.line for r in lines] == [1, 2]
    assert all(not r.unmapped for r in lines)
    assert unmapped_items("not triton-opt %s -verify-diagnostics --tritongpu-coalesce") == [
        "unsupported option '-verify-diagnostics': checking expected-error comments needs MLIR's "
        "diagnostic verifier (not bound)"]


def test_lit_command(tmp_path):
    runner = CliRunner()
    ok = runner.invoke(cli, ["lit", str(LIT)])
    assert ok.exit_code == 0, ok.output
    assert "3 test file(s): 3 pass" in ok.output
    suite = _suite(tmp_path)
    for name in ("continued.mlir", "tool.mlir", "wrong-copies.mlir"):
        (suite / name).unlink()
    shutil.rmtree(suite / "Inputs")
    failed = runner.invoke(cli, ["lit", str(suite), "--json"])
    assert failed.exit_code == 1
    data = json.loads(failed.output)
    assert data["counts"] == {"unmapped": 1}
    assert data["results"][0]["unmapped"][0]["items"][0].startswith("unmapped pass or option '--tritongpu-no-such-pass'")
