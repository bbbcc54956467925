"""Pointer-based loads + tl.dot + warp_specialize=True: a known sm_90 compiler failure.

Kept as a debugging subject (upstream triton-lang/triton issue 9728, fix proposed in PR 10210).
Triton 3.6 asserts in WSLowerToken.cpp processProducerCommitOp: the producer commit is lowered
only for TMA loads. The TMA-descriptor form of the same GEMM is ``matmul_hopper``.
"""

import triton
import triton.language as tl

from passlab.frontend.kernelspec import KernelConfig, KernelSpec


@triton.jit
def matmul_ws_pointer(a_ptr, b_ptr, c_ptr, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      WARP_SPECIALIZE: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=WARP_SPECIALIZE):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N
    c_ptrs = c_ptr + offs_m[:, None] * N + offs_n[None, :]
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty))


def signature(params):
    ptr = "*" + params["dtype"]
    return {"a_ptr": ptr, "b_ptr": ptr, "c_ptr": ptr, "M": "i32", "N": "i32", "K": "i32"}
def launch_values(params):
    """A 4096^3 launch: what ``passlab trace`` specializes the int arguments as."""
    return {"M": 4096, "N": 4096, "K": 4096}


CONFIGS = {
    "default": KernelConfig("default", {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "num_stages": 3},
                            "128x128x64 tiles, 3 stages, warp_specialize=True (fails on sm_90)"),
}

SPEC = KernelSpec(
    name="matmul_ws_pointer",
    fn=matmul_ws_pointer,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "WARP_SPECIALIZE": True, "num_warps": 4},
    description="pointer loads + WS: upstream issue 9728 (assertion in WSLowerToken)",
    variants={"tma": "matmul_hopper"},
    source_file=__file__,
    launch_values=launch_values,
)
