"""--workarounds: the alternatives planned for the failing kernel, and the two that must compile."""

from __future__ import annotations

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
