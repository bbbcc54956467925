"""passlab-opt: triton-opt's command-line form over Triton's pass bindings."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.debug.passes import bind
from passlab.regress.opt import DEFAULT_SPLIT_MARKER, main, parse_opt_args, split_input

LIT = Path(__file__).resolve().parent.parent / "lit"
WS_INPUT = LIT / "nvgpu-warp-specialization.mlir"


def test_parse_flags_and_passes():
    command = parse_opt_args(["in.mlir", "-split-input-file", "--tritongpu-pipeline=num-stages=4",
                              "-canonicalize", "--allocate-shared-memory-nv=compute-capability=90 ptx-version=87",
                              "-o", "out.mlir", "--mlir-disable-threading"])
    assert not command.problems
    assert command.input == "in.mlir" and command.output == "out.mlir"
    assert command.split_marker == DEFAULT_SPLIT_MARKER
    assert [p.text() for p in command.passes] == [
        "tritongpu-pipeline{num-stages=4}", "canonicalize",
        "allocate-shared-memory-nv{compute-capability=90 ptx-version=87}"]


def test_brace_option_form():
    command = parse_opt_args(["x.mlir", "--tritongpu-pipeline{num-stages=4}", "-cse"])
    assert not command.problems and [p.text() for p in command.passes] == ["tritongpu-pipeline{num-stages=4}", "cse"]


def test_pass_pipeline_form():
    command = parse_opt_args(["x.mlir", "--pass-pipeline=builtin.module(tritongpu-coalesce, cse)"])
    assert [p.arg for p in command.passes] == ["tritongpu-coalesce", "cse"]


def test_unmapped_items_are_all_named():
    problems = parse_opt_args(["x.mlir", "--tritongpu-no-such-pass", "-mlir-print-op-generic",
                               "--tritongpu-pipeline=numstages=3", "--nvgpu-warp-specialization=num-stages=x"]).problems
    assert len(problems) == 4
    assert "'--tritongpu-no-such-pass'" in problems[0]
    assert "mlir-print-op-generic" in problems[1] and "unsupported" in problems[1]
    assert "no option 'numstages'" in problems[2]
    assert "takes a int, got 'x'" in problems[3]


def test_split_input_keeps_line_numbers():
    chunks = split_input("a\nb\n// -----\nc\n// -----\nd\n", DEFAULT_SPLIT_MARKER)
    assert [(c.text, c.first_line) for c in chunks] == [("a\nb\n", 1), ("c\n", 4), ("d\n", 6)]
    assert len(split_input("a\n// -----\nb\n", None)) == 1


def test_split_input_runs_each_chunk(tmp_path, capsys):
    assert main([str(WS_INPUT), "-split-input-file", "--nvgpu-warp-specialization=num-stages=3"]) == 0
    out = capsys.readouterr().out
    first, second = out.split(DEFAULT_SPLIT_MARKER + "\n")
    assert "@ws_matmul" in first and first.count("ttng.init_barrier") == 33 and "ttg.warp_specialize" in first
    assert "@no_ws_request" in second and "ttng.init_barrier" not in second
    assert "loc(" not in out  # triton-opt prints no locations unless -mlir-print-debuginfo


def test_output_file_and_options_reach_the_pass(tmp_path):
    out = tmp_path / "out.mlir"
    assert main([str(WS_INPUT), "-split-input-file", "--nvgpu-warp-specialization=num-stages=2", "-o", str(out)]) == 0
    text = out.read_text()
    assert "!ttg.memdesc<2x64x256xbf16" in text and "!ttg.memdesc<3x64x256xbf16" not in text


def test_unmapped_pass_exits_2_naming_it(capsys):
    assert main([str(WS_INPUT), "--tritongpu-no-such-pass", "--cse"]) == 2
    err = capsys.readouterr().err
    assert "passlab-opt: error: unmapped pass or option '--tritongpu-no-such-pass'" in err


def test_bad_chunk_fails_with_its_line(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    good = WS_INPUT.read_text().split(DEFAULT_SPLIT_MARKER)[1]
    bad.write_text(good + DEFAULT_SPLIT_MARKER + "\nmodule {\n  this is not mlir\n}\n")
    assert main([str(bad), "-split-input-file", "--cse"]) == 1
    captured = capsys.readouterr()
    assert "@no_ws_request" in captured.out  # the good chunk still printed
    start = good.count("\n") + 2
    assert f"bad.mlir:{start}: cannot parse this input" in captured.err


def test_passlab_opt_through_click_and_as_module(tmp_path):
    result = CliRunner().invoke(cli, ["opt", str(WS_INPUT), "-split-input-file", "--cse"])
    assert result.exit_code == 0, result.output
    assert result.output.count(DEFAULT_SPLIT_MARKER) == 1
    proc = subprocess.run([sys.executable, "-m", "passlab.regress.opt", str(WS_INPUT), "--no-such-pass"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "'--no-such-pass'" in proc.stderr


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_has_an_example(flag, capsys):
    assert main([flag]) == 0
    assert "passlab-opt FILE.mlir" in capsys.readouterr().out


def test_diagnostics_and_debuginfo_name_the_input(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text("module {\n  tt.func @f() {\n    tt.return\n  }\n}\n// -----\nmodule {\n  this is not mlir\n}\n")
    assert main([str(bad), "-split-input-file", "-mlir-print-debuginfo", "--cse"]) == 1
    captured = capsys.readouterr()
    assert f'loc("{bad}":3:5)' in captured.out  # the location of tt.return, in the input file
    assert f"{bad}:8:3: error: custom op 'this' is unknown" in captured.err  # triton-opt's form, input's line
    assert "passlab-opt-" not in captured.out + captured.err  # no scratch copy named


def test_unregistered_ops_are_unsupported_input(tmp_path, capsys):
    test = tmp_path / "unreg.mlir"
    test.write_text('module {\n  tt.func @f() {\n    "use"() : () -> ()\n    tt.return\n  }\n}\n')
    log = tmp_path / "log.jsonl"
    assert main([str(test), "-allow-unregistered-dialect", "--cse", f"--unsupported-log={log}"]) == 3
    err = capsys.readouterr().err
    assert f"passlab-opt: unsupported: {test}:3: op 'use' is unregistered" in err
    record = json.loads(log.read_text())
    assert record["kind"] == "unregistered-op" and record["line"] == 3 and record["input"] == str(test)
    # Without the flag triton-opt fails the same way: an ordinary parse failure, not "unsupported".
    assert main([str(test), "--cse"]) == 1


def test_omitted_options_take_triton_opt_defaults():
    command = parse_opt_args(["x.mlir", "--nvgpu-warp-specialization", "--convert-triton-gpu-to-llvm"])
    calls = bind(command.passes, command.target)
    assert calls[0].args == (0, False)  # Passes.td: num-stages=0, not the module's or the compiler's
    assert calls[1].args == (80, 80)    # compute-capability=80 ptx-version=80
    command = parse_opt_args(["x.mlir", "--convert-triton-gpu-to-llvm", "--target=cuda:90"])
    assert bind(command.passes, command.target)[0].args[0] == 90  # passlab's --target still picks them


def test_a_pass_that_aborts_takes_passlab_opt_down_with_its_stderr(tmp_path):
    script = ("import os, sys\nimport passlab.regress.opt as opt\n"
              "def abort(command, text, scratch):\n"
              "    os.write(2, f'{scratch}:1: assertion failed\\n'.encode())\n"
              "    os.abort()\n"
              "opt.run_opt = abort\nsys.exit(opt.main(sys.argv[1:]))\n")
    proc = subprocess.run([sys.executable, "-c", script, str(WS_INPUT), "--cse"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == -6  # SIGABRT, as triton-opt would die
    assert f"{WS_INPUT}:1: assertion failed" in proc.stderr  # relayed, naming the input, not the scratch copy
