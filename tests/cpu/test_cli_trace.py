"""The trace command as a user runs it: exit codes, one-line errors, user kernel files."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result


@pytest.mark.parametrize("args, expected", [
    (["trace", "no_such_kernel"], "unknown kernel 'no_such_kernel' (known: matmul_hopper"),
    (["trace", "matmul_hopper", "--config", "nope"], "has no config 'nope' (known: default"),
    (["trace", "matmul_hopper", "-c", "BLOCK_M"], "malformed -c 'BLOCK_M'"),
    (["trace", "matmul_hopper", "--target", "cuda"], "unknown target 'cuda'"),
    (["trace", "missing_file.py:kern"], "no such kernel file: missing_file.py"),
    (["trace", "matmul_hopper", "-c", "num_warps=abc"], "num_warps must be a positive integer, got 'abc'"),
    (["trace", "matmul_hopper", "-c", "BLOCK_Q=64"], "has no parameter(s) BLOCK_Q (constexprs: BLOCK_M"),
    (["check", "dumps/no/such/trace"], "no such trace directory or .mlir file"),
    (["trace", "fa_hopper_gluon", "-c", "CAUSAL=1"], "config has CAUSAL=False (bool) (write -c CAUSAL=True or"),
    (["trace", "fa_hopper_gluon", "-c", "PINGPONG=False"], "config has PINGPONG=1 (int) (write -c PINGPONG=0)"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, args, expected):
    result = run(*args, "--out", str(tmp_path / "t"))
    assert result.exit_code == 2, result.output
    assert expected in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "t").exists()


USER_KERNEL = textwrap.dedent('''
    import triton
    import triton.language as tl

    @triton.jit
    def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)
''')


@pytest.fixture(scope="module")
def user_kernel(tmp_path_factory):
    path = tmp_path_factory.mktemp("user") / "my_kernels.py"
    path.write_text(USER_KERNEL)
    return path


def test_user_kernel_file_traces(user_kernel, tmp_path):
    out = tmp_path / "trace"
    result = run("trace", f"{user_kernel}:add_kernel", "--sig", "x_ptr=*fp32", "--sig", "y_ptr=*fp32",
                 "--sig", "out_ptr=*fp32", "--sig", "n=i32", "-c", "BLOCK=1024", "--out", str(out), "--json")
    assert result.exit_code == 0, result.output
    manifest = json.loads(result.output)
    assert manifest["outcome"]["code"] == "ok"
    assert manifest["kernel"]["name"] == "add_kernel"
    assert manifest["kernel"]["signature"]["BLOCK"] == "constexpr"
    assert manifest["stages"]["WSLowerToken"]["status"] == "not run"
    assert (out / "manifest.json").is_file()


@pytest.mark.parametrize("extra, expected", [
    (["--sig", "x_ptr=*fp32", "-c", "BLOCK=1024"], "no type or value for argument(s) y_ptr, out_ptr, n"),
    (["--sig", "x_ptr=*fp32", "--sig", "y_ptr=*fp32", "--sig", "out_ptr=*fp32", "--sig", "n=i32",
      "--sig", "bogus=i32", "-c", "BLOCK=8"], "has no argument(s) bogus"),
])
def test_user_kernel_bad_signature(user_kernel, tmp_path, extra, expected):
    result = run("trace", f"{user_kernel}:add_kernel", *extra, "--out", str(tmp_path / "t"))
    assert result.exit_code == 2, result.output
    assert expected in result.output
    assert "Traceback" not in result.output


def test_user_file_without_that_function(user_kernel, tmp_path):
    result = run("trace", f"{user_kernel}:nope", "--out", str(tmp_path / "t"))
    assert result.exit_code == 2
    assert "has no function 'nope'" in result.output


def test_failed_compile_exits_1_and_keeps_trace(tmp_path):
    """Through the real entry point, as a user runs it: no traceback, exit 1, snapshots on disk."""
    out = tmp_path / "ws_pointer"
    proc = subprocess.run([sys.executable, str(ROOT / "cli.py"), "trace", "matmul_ws_pointer", "--out", str(out)],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "assertion" in proc.stdout and "NVGPUWarpSpecialization" in proc.stdout
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["outcome"]["code"] == "assertion"
    assert len(list((out / "snapshots").glob("*.mlir"))) > 10


def test_timeout_kills_compile_and_records_it(tmp_path):
    result = run("trace", "matmul_hopper", "--timeout", "0.5", "--out", str(tmp_path / "t"), "--json")
    assert result.exit_code == 1
    manifest = json.loads(result.output)
    assert manifest["outcome"]["code"] == "timeout"


def test_every_command_has_help_with_an_example():
    group = cli
    for name in group.list_commands(None):
        result = run(name, "--help")
        assert result.exit_code == 0, name
        assert "Example" in result.output, f"'passlab {name} --help' shows no example"


FAKE_PYTHON = """#!/bin/sh
# answers passlab's probe as a Python with Triton {version}; compiles nothing
if [ "$1" = "-c" ]; then echo {version}; fi
exit 0
"""


def test_python_traces_are_named_by_triton_version_and_interpreter(tmp_path):
    """Two venvs on one base Python (same interpreter name) must not share a trace directory."""
    dirs = []
    for venv, version in (("venv-a", "3.9.0"), ("venv-b", "3.9.0"), ("venv-c", "3.6.0")):
        python = tmp_path / venv / "bin" / "python"
        python.parent.mkdir(parents=True)
        python.write_text(FAKE_PYTHON.format(version=version))
        python.chmod(0o755)
        result = subprocess.run([sys.executable, "-m", "passlab.cli", "trace", "matmul_hopper", "--python",
                                 str(python), "--json"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
        assert result.returncode == 1 and json.loads(result.stdout)["outcome"]["code"] == "no-result"
        dirs += [p.name for p in (tmp_path / "dumps" / "matmul_hopper").iterdir() if p.name not in dirs]
    assert len(dirs) == 3, dirs
    assert sum(d.startswith("default@triton3.9.0-") for d in dirs) == 2
    assert sum(d.startswith("default@triton3.6.0-") for d in dirs) == 1


LIBRARY_STYLE_KERNEL = textwrap.dedent('''
    import triton
    import triton.language as tl


    def prune(configs, nargs, **kwargs):
        # like gemlite's: drops configs and sets a constexpr the declared configs lack
        n = nargs["n"]
        return [triton.Config({**c.kwargs, "STAGES": 2 if n >= 4096 else 1}, num_warps=c.num_warps,
                              num_stages=c.num_stages) for c in configs if c.kwargs["BLOCK"] <= n]


    @triton.autotune(configs=[triton.Config({"BLOCK": 256}, num_warps=4), triton.Config({"BLOCK": 8192}, num_warps=8),
                              triton.Config({"BLOCK": 1024}, num_warps=4)],
                     key=["n"], prune_configs_by={"early_config_prune": prune})
    @triton.heuristics(values={"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
    @triton.jit
    def scale_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, STAGES: tl.constexpr, OUT_DTYPE: tl.constexpr,
                     EVEN: tl.constexpr = False, SCALE: tl.constexpr = 2, bias_ptr=None):
        tl.static_assert(STAGES >= 1)
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = None if EVEN else offs < n
        y = tl.load(x_ptr + offs, mask=mask) * SCALE
        if bias_ptr is not None:
            y += tl.load(bias_ptr + offs, mask=mask)
        tl.store(out_ptr + offs, y.to(OUT_DTYPE), mask=mask)
''')


def test_library_style_autotune_prune_heuristics_defaults(tmp_path):
    """What a launch compiles for a library kernel: early_config_prune run on the launch values
    (it drops BLOCK=8192 and sets STAGES), @triton.heuristics derived per config, declared
    defaults (SCALE=2, bias_ptr=None) passed, a dtype constexpr given as -c OUT_DTYPE=tl.float16."""
    path = tmp_path / "lib_style.py"
    path.write_text(LIBRARY_STYLE_KERNEL)
    common = [f"{path}:scale_kernel", "--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp16", "-c", "OUT_DTYPE=tl.float16"]
    result = run("trace", *common, "--arg", "n=4096", "--autotune", "--json", "-j", "2")
    assert result.exit_code == 0, result.output
    table = json.loads(result.output)
    assert [r["params"] for r in table["rows"]] == [
        {"BLOCK": 256, "STAGES": 2, "num_warps": 4, "num_stages": 3},
        {"BLOCK": 1024, "STAGES": 2, "num_warps": 4, "num_stages": 3}]
    assert all(r["outcome"] == "ok" for r in table["rows"])
    assert table["note"] == "early_config_prune kept 2 of 3 declared configs"
    result = run("trace", *common, "--arg", "n=4000", "--autotune-config", "1", "--out", str(tmp_path / "t"), "--json")
    assert result.exit_code == 0, result.output
    kernel = json.loads(result.output)["kernel"]
    assert kernel["heuristics"] == {"EVEN": False}            # 4000 % 1024
    assert kernel["params"]["STAGES"] == 1 and kernel["params"]["BLOCK"] == 1024
    constexprs = kernel["specialization"]["constexprs"]
    assert (constexprs["SCALE"], constexprs["bias_ptr"], constexprs["OUT_DTYPE"]) == (2, None, "fp16")
    # without a launch value the prune hook cannot run: the declared configs stand, and the
    # heuristic that reads n is a usage error naming it
    result = run("trace", *common, "--sig", "n=i32", "-c", "STAGES=1", "--out", str(tmp_path / "u"))
    assert result.exit_code == 2 and "@triton.heuristics for EVEN reads argument 'n'" in result.output


def test_autotune_table_survives_a_config_that_aborts_the_compiler():
    """Configs are compiled in batches per child; one that aborts the process is compiled again
    alone and reported as a signal, and every other config keeps its row."""
    kernel = ROOT / "tests" / "data" / "debug" / "kernels" / "autotune_abort.py"
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "trace", f"{kernel}:scale_kernel", "--autotune",
                             "--sig", "x_ptr=*fp32", "--arg", "n=4096", "--json", "-j", "1"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 1, result.stderr
    rows = {r["params"]["BLOCK"]: r for r in json.loads(result.stdout)["rows"]}
    assert rows[128]["outcome"] == "signal"
    assert rows[64]["outcome"] == rows[256]["outcome"] == "ok"
    assert rows[64]["shared"] is not None and rows[64]["registers"]


def test_the_trace_path_is_one_line_when_output_is_not_a_terminal(tmp_path):
    # scripts read the path off the last line: rich wrapped it at 80 columns in a pipe
    out = tmp_path / ("a_trace_folder_with_a_name_long_enough_to_pass_eighty_columns_" + "x" * 40)
    result = CliRunner().invoke(cli, ["trace", "matmul_hopper", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output.rstrip("\n").splitlines()[-1].endswith(f"-> {out}")
