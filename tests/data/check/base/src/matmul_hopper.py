"""bf16/fp16 GEMM for Hopper: TMA tensor descriptors and a warp-specialized K loop.

C[M, N] = A[M, K] @ B[K, N], row-major. Tiles are visited in grouped order (GROUP_M rows
of tiles share B columns) for L2 reuse. ``WARP_SPECIALIZE`` asks nvgpu-warp-specialization
(Triton 3.6, sm_90) for a producer warp group issuing TMA loads and consumer warp groups
running wgmma; it applies only with num_warps=4 and num_stages > 1.
"""

import triton
import triton.language as tl

from passlab.kernelspec import KernelConfig, KernelSpec


@triton.jit
def matmul_hopper(a_ptr, b_ptr, c_ptr, M, N, K,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  GROUP_M: tl.constexpr, WARP_SPECIALIZE: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    tiles_per_group = GROUP_M * num_pid_n
    group = pid // tiles_per_group
    first_m = group * GROUP_M
    group_rows = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % tiles_per_group) % group_rows
    pid_n = (pid % tiles_per_group) // group_rows

    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=WARP_SPECIALIZE):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(c_desc.dtype))


def signature(params):
    ptr = "*" + params["dtype"]
    return {"a_ptr": ptr, "b_ptr": ptr, "c_ptr": ptr, "M": "i32", "N": "i32", "K": "i32"}


CONFIGS = {
    "default": KernelConfig("default", {"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64, "num_stages": 3},
                            "128x256x64 tiles, 3 stages, warp-specialized"),
    "small": KernelConfig("small", {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "num_stages": 4},
                          "128x128x64 tiles, 4 stages, warp-specialized"),
    "deep_k": KernelConfig("deep_k", {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 128, "num_stages": 2},
                           "128x128x128 tiles, 2 stages, warp-specialized"),
    "no_ws": KernelConfig("no_ws", {"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64, "num_stages": 3,
                                    "num_warps": 8, "WARP_SPECIALIZE": False},
                          "128x256x64 tiles, 3 stages, 8 warps, no warp specialization"),
}

SPEC = KernelSpec(
    name="matmul_hopper",
    fn=matmul_hopper,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "GROUP_M": 8, "WARP_SPECIALIZE": True, "num_warps": 4},
    description="TMA + warp-specialized GEMM for sm_90",
    source_file=__file__,
)
