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


TUTORIAL09 = Path(__file__).resolve().parents[1] / "data" / "tutorials" / "09-persistent-matmul.py"


def test_a_crash_in_a_nested_pass_without_a_binding_is_triaged_and_replayed_through_its_parent(tmp_path):
    """Triton 3.6's tutorial 09, warp-specialized and not flattened, on sm_100: the compile fails in
    nvws-insert-aref, which tritongpu-automatic-warp-specialization runs inside itself and no Python
    binding adds alone. debug stopped at "pass 'nvws-insert-aref' has no Triton Python binding"
    (exit 2, no report); the report names the failing pass and replays the enclosing one."""
    result = CliRunner().invoke(cli, [
        "debug", f"{TUTORIAL09}:matmul_kernel_descriptor_persistent", "--target", "cuda:100",
        "--sig", "a_ptr=*fp16", "--sig", "b_ptr=*fp16", "--sig", "c_ptr=*fp16", "--arg", "M=8192", "--arg", "N=8192",
        "--arg", "K=8192", "-c", "NUM_SMS=148", "-c", "WARP_SPECIALIZE=True", "-c", "FLATTEN=False",
        "--out", str(tmp_path / "t"), "--json"], catch_exceptions=False)
    assert result.exit_code == 1, result.output[-2000:]
    report = json.loads(result.output)
    assert report["failing_arg"] == "nvws-insert-aref" and report["replay_via"] == "tritongpu-automatic-warp-specialization"
    assert "--pass 'tritongpu-automatic-warp-specialization{num-stages=2}'" in report["replay_command"]
    assert report["replay_reproduces"] is not None and report["replay_signature"] is not None   # the replay fails too
