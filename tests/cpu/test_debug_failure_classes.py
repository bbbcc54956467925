"""Each failure class of the child compile is classified, and passlab exits cleanly with 1."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli

KERNELS = Path(__file__).resolve().parents[1] / "data" / "debug" / "kernels"
SIG = ["--sig", "x_ptr=*fp32", "-c", "BLOCK=128"]


def debug(tmp_path, kernel, *extra):
    result = CliRunner().invoke(cli, ["debug", kernel, *SIG, "--out", str(tmp_path / "t"), "--json", *extra],
                                catch_exceptions=False)
    return result


@pytest.mark.parametrize("kernel, code", [
    ("abort_kernel", "signal"),
    ("fatal_kernel", "fatal-error"),
    ("pass_failure_kernel", "pass-failure"),
])
def test_simulated_failure_classes(tmp_path, kernel, code):
    result = debug(tmp_path, f"{KERNELS / 'simulated.py'}:{kernel}")
    assert result.exit_code == 1, result.output
    report = json.loads(result.output)
    assert report["outcome"]["code"] == code
    if code == "signal":
        assert report["outcome"]["signal_name"] == "SIGABRT"
        assert "Foo.cpp:12" in report["outcome"]["message"]  # what it printed before dying is kept
    if code == "pass-failure":
        assert report["outcome"]["failing_pass"] == "TritonGPUPipeline"
        assert "simulated diagnostic" in report["outcome"]["message"]
        assert any(s["line"] == 18 for s in report["source_lines"])
    assert (tmp_path / "t" / "raw" / "kernel.json").is_file()  # written before the failure, kept


def test_hang_is_killed_at_the_timeout(tmp_path):
    started = time.perf_counter()
    result = debug(tmp_path, f"{KERNELS / 'simulated.py'}:hang_kernel", "--timeout", "4")
    assert result.exit_code == 1, result.output
    assert json.loads(result.output)["outcome"]["code"] == "timeout"
    assert time.perf_counter() - started < 30


def test_real_frontend_error_is_a_python_error(tmp_path):
    result = debug(tmp_path, f"{KERNELS / 'frontend_error.py'}:bad_kernel")
    assert result.exit_code == 1, result.output
    report = json.loads(result.output)
    assert report["outcome"]["code"] == "python-error"
    assert "undefined_value" in report["outcome"]["message"]
    assert report["failing_pass"] is None


def test_real_assertion(trace_of):
    trace = trace_of("matmul_ws_pointer")
    result = CliRunner().invoke(cli, ["debug", str(trace.path), "--json"], catch_exceptions=False)
    assert result.exit_code == 1
    assert json.loads(result.output)["outcome"]["code"] == "assertion"
