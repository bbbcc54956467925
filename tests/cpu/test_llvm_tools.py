"""The stand-ins for mlir-translate, opt -O<N>, llc and split-file (passlab/regress/llvm_tools.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from passlab.regress.llvm_tools import parse_llc_args, split_file

UPSTREAM = Path(__file__).resolve().parent.parent / "data" / "lit_upstream"


def _tool(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "passlab.regress.llvm_tools", *args], capture_output=True, text=True,
                          input=stdin, timeout=300)


def test_split_file_writes_each_part(tmp_path):
    text = "// RUN: split-file %s %t\n//--- a.mlir\nmodule {\n}\n//--- sub/b.mlir\n// b\n"
    written = split_file(text, tmp_path / "out")
    assert [p.relative_to(tmp_path / "out").as_posix() for p in written] == ["a.mlir", "sub/b.mlir"]
    assert (tmp_path / "out" / "a.mlir").read_text() == "module {\n}\n"
    split_file(text, tmp_path / "kept", leading_lines=True)
    assert (tmp_path / "kept" / "sub" / "b.mlir").read_text() == "\n" * 5 + "// b\n"  # line 6 stays line 6
    with pytest.raises(ValueError, match="leaves the output folder"):
        split_file("//--- ../escape.mlir\nx\n", tmp_path / "out")


def test_translate_optimize_and_llc_run_tritons_pipeline():
    llvm_dialect = ("module {\n  llvm.func @add(%a: i32, %b: i32) -> i32 {\n    %c = llvm.add %a, %b : i32\n"
                    "    llvm.return %c : i32\n  }\n}\n")
    translated = _tool("translate", "--opt=3", stdin=llvm_dialect)
    assert translated.returncode == 0, translated.stderr
    assert "define i32 @add(i32 %0, i32 %1)" in translated.stdout and "add i32" in translated.stdout
    ptx = _tool("llc", "-mtriple", "nvptx64-nvidia-cuda", "-mcpu=sm_90", stdin=translated.stdout)
    assert ptx.returncode == 0, ptx.stderr
    assert ".target sm_90" in ptx.stdout and "add.s32" in ptx.stdout


@pytest.mark.parametrize("args, code, message", [
    (["llc", "-"], 2, "llc needs -mtriple"),
    (["llc", "-mtriple", "nvptx64-nvidia-cuda", "-O3", "-"], 2, "llc option '-O3' has no stand-in"),
    (["translate", "--opt=7"], 2, "--opt takes 0-3"),
    (["translate", "/no/such.mlir"], 2, "no such input file"),
    (["split-file", "only-one"], 2, "split-file takes"),
    (["llc", "-mtriple", "nvptx64-nvidia-cuda", "-"], 1, "LLVM could not compile the input"),
    (["translate", "-"], 1, "translate: Parse MLIR file failed"),
])
def test_bad_input_is_one_line_not_a_traceback(args, code, message):
    result = _tool(*args, stdin="not IR\n")
    assert result.returncode == code, result.stderr
    assert message in result.stderr and "Traceback" not in result.stderr


def test_llc_arguments():
    command = parse_llc_args(["-mtriple=nvptx64-nvidia-cuda", "-mcpu", "sm_80", "-mattr=+ptx83", "in.ll"])
    assert (command.triple, command.cpu, command.features, command.input, command.problems) == (
        "nvptx64-nvidia-cuda", "sm_80", "+ptx83", "in.ll", [])
