"""A job count below one is a usage error before any work, not a traceback from the thread pool."""

from __future__ import annotations

import pytest

from .conftest import one_line_error, passlab


@pytest.mark.parametrize("argv", [["debug", "matmul_ws_pointer", "--reduce", "-j", "-1"],
                                  ["debug", "matmul_ws_pointer", "--workarounds", "-j", "0"],
                                  ["lit", "LIT", "-j", "-1"]])
def test_a_job_count_below_one_is_one_line(tmp_path, argv):
    (tmp_path / "t.mlir").write_text("// RUN: triton-opt %s | FileCheck %s\n// CHECK: module\nmodule {\n}\n")
    argv = [str(tmp_path / "t.mlir") if word == "LIT" else word for word in argv]
    line = one_line_error(passlab(*argv, cwd=tmp_path, timeout=120))
    assert "-j" in line and ">=1" in line, line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.mlir"]  # nothing traced
