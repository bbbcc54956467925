"""bf16/fp16 GEMM for Hopper: persistent over SMs, TMA descriptors, a warp-specialized K loop.

C[M, N] = A[M, K] @ B[K, N], row-major. ``NUM_SMS`` programs each walk output tiles
``pid, pid + NUM_SMS, ...`` in grouped order (GROUP_M rows of tiles share B columns, for L2
reuse). ``WARP_SPECIALIZE`` asks nvgpu-warp-specialization (Triton 3.6, sm_90) for a producer
warp group issuing TMA loads and two consumer warp groups running wgmma on the K loop; it
applies only with num_warps=4, num_stages > 1 and an unflattened tile loop. The non-WS configs
may instead flatten the tile loop (``FLATTEN``) so that the software pipeliner overlaps the next
tile's loads with this tile's epilogue, and may store C in two halves (``EPILOGUE_SUBTILE``,
half the epilogue SMEM; 3.6's data partitioning rejects its reshape/split, so WS configs leave
it off).
"""

import triton
import triton.language as tl

from passlab.frontend.kernelspec import KernelSpec, named_config
from passlab.frontend.workloads import GEMM

WORKLOAD = GEMM


@triton.jit
def matmul_hopper(a_ptr, b_ptr, c_ptr, M, N, K, NUM_SMS,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  GROUP_M: tl.constexpr, WARP_SPECIALIZE: tl.constexpr,
                  FLATTEN: tl.constexpr, EPILOGUE_SUBTILE: tl.constexpr):
    start_pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n
    tiles_per_group = GROUP_M * num_pid_n

    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    if EPILOGUE_SUBTILE:
        c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                           block_shape=[BLOCK_M, BLOCK_N // 2])
    else:
        c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])

    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=FLATTEN):
        group = tile_id // tiles_per_group
        first_m = group * GROUP_M
        group_rows = min(num_pid_m - first_m, GROUP_M)
        off_m = (first_m + (tile_id % tiles_per_group) % group_rows) * BLOCK_M
        off_n = ((tile_id % tiles_per_group) // group_rows) * BLOCK_N

        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in tl.range(0, k_tiles, warp_specialize=WARP_SPECIALIZE):
            a = a_desc.load([off_m, k * BLOCK_K])
            b = b_desc.load([k * BLOCK_K, off_n])
            acc = tl.dot(a, b, acc)

        if EPILOGUE_SUBTILE:
            halves = tl.permute(tl.reshape(acc, (BLOCK_M, 2, BLOCK_N // 2)), (0, 2, 1))
            acc0, acc1 = tl.split(halves)
            c_desc.store([off_m, off_n], acc0.to(c_desc.dtype))
            c_desc.store([off_m, off_n + BLOCK_N // 2], acc1.to(c_desc.dtype))
        else:
            c_desc.store([off_m, off_n], acc.to(c_desc.dtype))


CONSTEXPRS = ("BLOCK_M", "BLOCK_N", "BLOCK_K", "GROUP_M", "WARP_SPECIALIZE", "FLATTEN", "EPILOGUE_SUBTILE")


def signature(params):
    ptr = "*" + params["dtype"]
    return {"a_ptr": ptr, "b_ptr": ptr, "c_ptr": ptr, "M": "i32", "N": "i32", "K": "i32", "NUM_SMS": "i32"}
def launch_values(params):
    """A 4096^3 launch on an H100/H200 (132 SMs): what ``passlab trace`` specializes the ints as."""
    return {"M": 4096, "N": 4096, "K": 4096, "NUM_SMS": 132}


def launch(params, inputs):
    """Launch on ``inputs`` (from ``GEMM.make_inputs``): one program per SM, at most one per tile."""
    a, b, c = inputs["a"], inputs["b"], inputs["out"]
    M, K = a.shape
    N = b.shape[1]
    tiles = triton.cdiv(M, params["BLOCK_M"]) * triton.cdiv(N, params["BLOCK_N"])
    grid = (min(inputs["num_sms"], tiles),)
    constexprs = {k: params[k] for k in CONSTEXPRS}
    matmul_hopper[grid](a, b, c, M, N, K, inputs["num_sms"], **constexprs,
                        num_warps=params["num_warps"], num_stages=params["num_stages"])
    return c


CONFIGS = dict([
    named_config("default", "persistent, 128x256x64 tiles, 3 stages, warp-specialized (1 producer + 2 consumer warp groups)",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3),
    named_config("small", "persistent, 128x128x64 tiles, 4 stages, warp-specialized",
            BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_stages=4),
    named_config("deep_k", "persistent, 128x128x128 tiles, 2 stages, warp-specialized",
            BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, num_stages=2),
    named_config("ws_256x128", "persistent, 256x128x64 tiles, 3 stages, warp-specialized (consumers split M)",
            BLOCK_M=256, BLOCK_N=128, BLOCK_K=64, num_stages=3),
    named_config("ws_g16", "like default with GROUP_M=16 (taller tile groups)",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, GROUP_M=16),
    named_config("no_ws", "persistent, 128x256x64 tiles, 3 stages, 8 warps, no warp specialization",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8, WARP_SPECIALIZE=False),
    named_config("flat", "persistent with the tile loop flattened, 128x256x64, 3 stages, 8 warps, no WS, "
                    "C stored in two halves",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=True),
    named_config("flat_s4", "like flat with 4 stages (224 KB SMEM)",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=4, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=True),
    named_config("flat_g4", "like flat with GROUP_M=4",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=4),
    named_config("flat_g16", "like flat with GROUP_M=16",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=16),
    named_config("flat_g32", "like flat with GROUP_M=32",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=32),
    named_config("flat_k128", "flattened persistent, 128x256x128 tiles, 2 stages, 8 warps, no WS, C in halves",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, num_stages=2, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=True),
    named_config("flat_full", "like flat with one 128x256 C store (no subtiling)",
            BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=False),
    named_config("flat_128", "flattened persistent, 128x128x64, 5 stages, 4 warps, no WS",
            BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_stages=5, num_warps=4, WARP_SPECIALIZE=False,
            FLATTEN=True, EPILOGUE_SUBTILE=False),
])

# Slower than another config at every benchmark shape in the 2026-11-29 H200 runs
# (bench/past/hopper-configs-explore-h200-20261129); left out of autotuning so a full benchmark fits one device call.
SLOWER = ("small", "deep_k", "flat_s4", "flat_k128", "flat_128")


def candidate_configs(shape) -> list[str]:
    """Configs worth timing on ``shape`` (every config still compiles and runs with --config)."""
    return [name for name in CONFIGS if name not in SLOWER]


SPEC = KernelSpec(
    name="matmul_hopper",
    fn=matmul_hopper,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "GROUP_M": 8, "WARP_SPECIALIZE": True, "FLATTEN": False,
              "EPILOGUE_SUBTILE": False, "num_warps": 4},
    description="persistent TMA + warp-specialized GEMM for sm_90",
    reference=GEMM.reference,
    flops=GEMM.flops,
    launch=launch,
    make_inputs=GEMM.make_inputs,
    shapes=GEMM.default_shapes,
    source_file=__file__,
    launch_values=launch_values,
)
