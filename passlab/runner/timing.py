"""Time a GPU callable: triton.testing.do_bench median, inputs rotated where they fit in L2."""

from __future__ import annotations

from typing import Any, Callable, Sequence

WARMUP_MS = 100
REP_MS = 400


def input_sets_for(input_bytes: int, l2_bytes: int | None, most: int = 4) -> int:
    """How many input copies to rotate through so that one pass over them exceeds twice the L2."""
    if not l2_bytes or input_bytes >= 2 * l2_bytes:
        return 1
    return min(most, -(-2 * l2_bytes // max(input_bytes, 1)))


def rotating(calls: Sequence[Callable[[], Any]]) -> Callable[[], Any]:
    """One callable that runs ``calls[0]``, ``calls[1]``, ... in turn."""
    if len(calls) == 1:
        return calls[0]
    state = {"i": 0}

    def call():
        fn = calls[state["i"] % len(calls)]
        state["i"] += 1
        return fn()
    return call


def median_ms(fn: Callable[[], Any], warmup_ms: int = WARMUP_MS, rep_ms: int = REP_MS) -> float:
    """Median milliseconds per call. do_bench also clears the L2 before every timed call."""
    import triton.testing
    return float(triton.testing.do_bench(fn, warmup=warmup_ms, rep=rep_ms, return_mode="median"))


def tflops(flops: float, ms: float) -> float:
    return flops / (ms * 1e-3) / 1e12
