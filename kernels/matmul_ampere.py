"""Pointer-based GEMM (tl.load with masks, no TMA, no warp specialization), for comparison.

The classic Ampere-style kernel: software pipelining (tritongpu-pipeline) turns its loads
into cp.async, and nvgpu-warp-specialization has nothing to do.
"""

import triton
import triton.language as tl

from passlab.frontend.kernelspec import KernelConfig, KernelSpec


@triton.jit
def matmul_ampere(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                  stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    tiles_per_group = GROUP_M * num_pid_n
    group = pid // tiles_per_group
    first_m = group * GROUP_M
    group_rows = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % tiles_per_group) % group_rows
    pid_n = (pid % tiles_per_group) // group_rows

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


def signature(params):
    ptr = "*" + params["dtype"]
    sig = {"a_ptr": ptr, "b_ptr": ptr, "c_ptr": ptr, "M": "i32", "N": "i32", "K": "i32"}
    sig.update({name: "i32" for name in ("stride_am", "stride_ak", "stride_bk", "stride_bn",
                                         "stride_cm", "stride_cn")})
    return sig
def launch_values(params):
    """A 4096^3 row-major launch: what ``passlab trace`` specializes the int arguments as."""
    return {"M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096,
            "stride_bn": 1, "stride_cm": 4096, "stride_cn": 1}


CONFIGS = {
    "default": KernelConfig("default", {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "num_stages": 3},
                            "128x128x64 tiles, 3 stages, 4 warps"),
    "wide": KernelConfig("wide", {"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64, "num_stages": 3,
                                  "num_warps": 8}, "128x256x64 tiles, 3 stages, 8 warps"),
}

SPEC = KernelSpec(
    name="matmul_ampere",
    fn=matmul_ampere,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "GROUP_M": 8, "num_warps": 4},
    description="pointer-based masked GEMM (no TMA, no WS)",
    source_file=__file__,
    launch_values=launch_values,
)
