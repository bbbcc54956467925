"""--workarounds: the alternatives planned for the failing kernel, and the two that must compile."""

from __future__ import annotations

import json
from pathlib import Path

from passlab.capture.child import CompileRequest
from passlab.debug.workarounds import plan_workarounds, try_workarounds


def test_plan_for_the_pointer_kernel():
    plans = {p.name: p for p in plan_workarounds(CompileRequest("matmul_ws_pointer"))}
    assert plans["warp_specialize off"].overrides == {"WARP_SPECIALIZE": False}
    tma = plans["tma variant (matmul_hopper)"]
    assert tma.kernel == "matmul_hopper"
    assert tma.overrides["BLOCK_N"] == 128 and tma.overrides["num_stages"] == 3
    assert {"num_stages=2", "num_stages=4", "num_warps=8", "BLOCK_N=64"} <= set(plans)


def test_ws_off_and_tma_variant_compile_and_tma_keeps_ws():
    plans = [p for p in plan_workarounds(CompileRequest("matmul_ws_pointer"))
             if p.name in ("warp_specialize off", "tma variant (matmul_hopper)", "num_stages=4")]
    results = {r.workaround.name: r for r in try_workarounds(CompileRequest("matmul_ws_pointer"), plans=plans)}
    assert results["warp_specialize off"].outcome.ok
    assert results["warp_specialize off"].ws_requested is False
    tma = results["tma variant (matmul_hopper)"]
    assert tma.outcome.ok and tma.ws_applied is True and tma.metadata["num_warps"] == 12
    still = results["num_stages=4"]
    assert still.outcome.code.value == "assertion" and still.outcome.signature == "assertion:WSLowerToken.cpp:73"


USER_WS = Path(__file__).resolve().parents[1] / "data" / "debug" / "user" / "ws_literal.py"
USER_ARGS = ["--sig", "a=*bf16", "--sig", "b=*bf16", "--sig", "c=*bf16", "--arg", "M=4096", "--arg", "N=4096",
             "--arg", "K=4096", "-c", "TM=128", "-c", "TN=128", "-c", "TK=64"]


def test_workarounds_read_ws_and_tiles_from_a_users_kernel(tmp_path):
    """No WARP_SPECIALIZE switch, tiles named TM/TN/TK, and the debug run starts from the trace
    directory of a file kernel: WS off is tried on a patched copy, the tiles are halved."""
    from click.testing import CliRunner
    from passlab.cli import cli

    before = USER_WS.read_bytes()
    trace = tmp_path / "t"
    first = CliRunner().invoke(cli, ["trace", f"{USER_WS}:gemm", *USER_ARGS, "--out", str(trace)])
    assert first.exit_code == 1  # the known WSLowerToken assertion
    result = CliRunner().invoke(cli, ["debug", str(trace), "--workarounds", "--json"], catch_exceptions=False)
    report = json.loads(result.output)
    by_name = {w["name"]: w for w in report["workarounds"]}
    assert by_name["warp_specialize off (source)"]["compiles"] is True
    assert "line 17" in by_name["warp_specialize off (source)"]["change"]
    assert {"TM=64", "TN=64", "TK=32"} <= set(by_name)
    assert USER_WS.read_bytes() == before  # the patched copy went to a temporary folder
