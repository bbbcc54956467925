"""Options that mean nothing where they were given are refused before any work, in one line: a time
limit of zero or below (lit reported "did not finish within -1 s"), a stage or pass beside
``diff --pipeline`` (the whole pass lists were compared, the stage dropped), a snapshot beside
``replay --list-passes`` (ignored, exit 0)."""

from __future__ import annotations

import pytest

from .conftest import one_line_error, passlab


@pytest.mark.parametrize("argv, said", [
    (["trace", "matmul_hopper", "--timeout", "-3"], "--timeout"),
    (["lit", "LIT", "--timeout", "-1"], "--timeout"),
    (["debug", "matmul_ws_pointer", "--reduce", "--budget", "0"], "--budget"),
    (["replay", "LIT", "--timeout", "0"], "--timeout"),
    (["diff", "matmul_hopper", "matmul_hopper@cuda:100", "--pipeline", "--stage", "SWP"], "--pipeline"),
    (["diff", "matmul_hopper", "matmul_hopper@cuda:100", "--pipeline", "--pass", "tritongpu-pipeline"], "--pipeline"),
    (["replay", "--list-passes", "LIT"], "--list-passes"),
])
def test_an_option_that_means_nothing_there_is_one_line_before_any_work(tmp_path, argv, said):
    (tmp_path / "t.mlir").write_text("module {\n}\n")
    argv = [str(tmp_path / "t.mlir") if word == "LIT" else word for word in argv]
    line = one_line_error(passlab(*argv, cwd=tmp_path, timeout=120))
    assert said in line, line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.mlir"]  # nothing traced

