"""FP8 (e4m3) GEMM for Hopper written in Gluon: persistent, warp-specialized, TMA in and out.

C[M, N] = (sa * A[M, K]) @ (sb * B[N, K])^T, A and B in float8 e4m3, fp32 accumulation, C in bf16
(or fp16). wgmma takes FP8 operands only K-major, so B comes as N rows of K (what
``torch._scaled_mm`` takes as ``b.t()``); its SMEM slot [BLOCK_N, BLOCK_K] is handed to wgmma
through a transposed view (``permute((1, 0))``), no data moves.

The schedule is ``matmul_hopper_gluon``'s (read its docstring): a 1-warp TMA loader filling a
STAGES-deep ring, two 4-warp consumer warp groups issuing async wgmma with one in flight, either
``COOPERATIVE`` (both groups on one tile, half its rows each) or ``PINGPONG`` (each group whole
tiles, a pair of ``turn`` barriers handing the tensor cores over), and a subtiled TMA-store
epilogue. What FP8 changes:

- BLOCK_K is 128 (128 bytes of a row, one 128-byte swizzle atom): a stage of a 128x256 tile is
  48 KB as in bf16 with BLOCK_K=64, and one ``warpgroup_mma`` call is 4 wgmma k32 instructions.
- Scales are applied to the fp32 accumulator before the epilogue splits it. ``ROWWISE=0``: one
  scale per tensor, both loaded once per program, one multiply. ``ROWWISE=1``: ``a_scale[m]`` per
  row of A and ``b_scale[n]`` per row of B, loaded in the accumulator's row and column slice
  layouts while the tile's last wgmma runs.
- Accumulation: wgmma accumulates e4m3 products in its own reduced-precision FP8 accumulator and
  the kernel chains it over the whole K (Triton's sm_90 default ``max_num_imprecise_acc`` = 2^30:
  no promotion to a separate fp32 sum). That is cuBLASLt's fast-accumulation mode,
  ``torch._scaled_mm(..., use_fast_accum=True)``, the baseline this kernel is compared with.

Ragged M/N/K rely on TMA zero-fill and clipping, as in the bf16 kernel (N a multiple of 8 for the
bf16 store's 16-byte rows, K of 16 for e4m3 rows).
"""

import functools

import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    mbarrier,
    tma,
    warpgroup_mma,
    warpgroup_mma_wait,
)

from kernels.matmul_hopper_gluon import CONSUMER_WARPS, COOPERATIVE, PINGPONG, SCHEDULES, _epilogue, _tile_offsets, tma_load
from passlab.frontend.kernelspec import KernelSpec, named_config
from passlab.frontend.workloads import GEMM_FP8

WORKLOAD = GEMM_FP8


@gluon.jit
def _load_partition(a_desc, b_desc, a_bufs, b_bufs, ready_bars, empty_bars, M, N, K, NUM_SMS,
                    BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, BLOCK_K: gl.constexpr,
                    GROUP_M: gl.constexpr, STAGES: gl.constexpr):
    """One warp: fill the ring in (tile, k) order; A and B slots are both K-slices of rows."""
    start_pid = gl.program_id(0)
    num_pid_m = gl.cdiv(M, BLOCK_M)
    num_pid_n = gl.cdiv(N, BLOCK_N)
    num_tiles = num_pid_m * num_pid_n
    k_tiles = gl.cdiv(K, BLOCK_K)
    nbytes: gl.constexpr = a_desc.block_type.nbytes + b_desc.block_type.nbytes
    it = 0
    for tile_id in range(start_pid, num_tiles, NUM_SMS):
        off_m, off_n = _tile_offsets(tile_id, num_pid_m, num_pid_n, BLOCK_M, BLOCK_N, GROUP_M)
        for kk in range(k_tiles):
            s = it % STAGES
            # A fresh mbarrier counts as having completed the phase before phase 0: parity 1 lets
            # the first STAGES loads through.
            mbarrier.wait(empty_bars.index(s), ((it // STAGES) & 1) ^ 1)
            bar = ready_bars.index(s)
            mbarrier.expect(bar, nbytes)
            tma_load(a_desc, [off_m, kk * BLOCK_K], bar, a_bufs.index(s))
            tma_load(b_desc, [off_n, kk * BLOCK_K], bar, b_bufs.index(s))
            it += 1


@gluon.jit
def _consumer_partition(c_desc, a_bufs, b_bufs, c_bufs, ready_bars, empty_bars, turn_bars, a_scale_ptr,
                        b_scale_ptr, M, N, K, NUM_SMS, WG: gl.constexpr, SCHEDULE: gl.constexpr,
                        ROWWISE: gl.constexpr, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr,
                        BLOCK_K: gl.constexpr, GROUP_M: gl.constexpr, STAGES: gl.constexpr,
                        EPI_N: gl.constexpr):
    """One consumer warp group: async FP8 wgmma over the ring, then the scaled TMA-store epilogue."""
    if SCHEDULE == 0:
        ROWS: gl.constexpr = BLOCK_M
        TILE_STEP: gl.constexpr = 2   # ping-pong: this group takes every other tile
        FIRST: gl.constexpr = WG
    else:
        ROWS: gl.constexpr = BLOCK_M // 2
        TILE_STEP: gl.constexpr = 1   # cooperative: both groups take every tile
        FIRST: gl.constexpr = 0
    INSTR_N: gl.constexpr = 256 if BLOCK_N >= 256 else BLOCK_N
    # wgmma with e4m3 operands is m64nNk32: K per instruction is 256 bits of operand
    acc_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[CONSUMER_WARPS, 1],
                                                         instr_shape=[16, INSTR_N, 32])
    row_layout: gl.constexpr = gl.SliceLayout(1, acc_layout)
    col_layout: gl.constexpr = gl.SliceLayout(0, acc_layout)

    start_pid = gl.program_id(0)
    num_pid_m = gl.cdiv(M, BLOCK_M)
    num_pid_n = gl.cdiv(N, BLOCK_N)
    num_tiles = num_pid_m * num_pid_n
    k_tiles = gl.cdiv(K, BLOCK_K)
    my_tiles = gl.cdiv(num_tiles - start_pid, NUM_SMS)
    if not ROWWISE:
        tensor_scale = gl.load(a_scale_ptr) * gl.load(b_scale_ptr)

    acc = gl.zeros((ROWS, BLOCK_N), dtype=gl.float32, layout=acc_layout)
    n_own = 0
    for j in range(FIRST, my_tiles, TILE_STEP):
        tile_id = start_pid + j * NUM_SMS
        off_m, off_n = _tile_offsets(tile_id, num_pid_m, num_pid_n, BLOCK_M, BLOCK_N, GROUP_M)
        if SCHEDULE == 1:
            off_m = off_m + WG * ROWS
        it = j * k_tiles   # ring position of this tile's first K-slice
        if SCHEDULE == 0:
            # group 0 waits parity 1 first (a fresh barrier passes), group 1 for group 0's hand-off
            mbarrier.wait(turn_bars.index(WG), (n_own & 1) ^ (1 - WG))

        for kk in range(k_tiles):
            s = it % STAGES
            mbarrier.wait(ready_bars.index(s), (it // STAGES) & 1)
            a = a_bufs.index(s)
            if SCHEDULE == 1:
                a = a.slice(WG * ROWS, ROWS, dim=0)
            acc = warpgroup_mma(a, b_bufs.index(s).permute((1, 0)), acc, use_acc=kk > 0, is_async=True)
            # Keep one wgmma in flight: the previous one has now retired, so free its slot.
            acc = warpgroup_mma_wait(1, deps=(acc, ))
            if kk > 0:
                mbarrier.arrive(empty_bars.index((it - 1) % STAGES), count=1)
            it += 1

        if SCHEDULE == 0:
            # Every wgmma of this tile is issued: hand the tensor cores to the other group.
            mbarrier.arrive(turn_bars.index(1 - WG), count=1)
        if ROWWISE:
            # Issued while the last wgmma runs, all at once: one load latency per tile, hidden
            # (loaded per column slice inside the epilogue they cost one latency per slice, 16% at
            # 8192x8192x1024 on the H200). b_s costs 64 registers a thread at BLOCK_N=256.
            rows = off_m + gl.arange(0, ROWS, layout=row_layout)
            cols = off_n + gl.arange(0, BLOCK_N, layout=col_layout)
            a_s = gl.load(a_scale_ptr + rows, mask=rows < M, other=0.0)
            b_s = gl.load(b_scale_ptr + cols, mask=cols < N, other=0.0)
        acc = warpgroup_mma_wait(0, deps=(acc, ))
        mbarrier.arrive(empty_bars.index((it - 1) % STAGES), count=1)

        if ROWWISE:
            scaled = acc * gl.expand_dims(a_s, 1) * gl.expand_dims(b_s, 0)
        else:
            scaled = acc * tensor_scale
        _epilogue(scaled, c_desc, c_bufs, off_m, off_n, EPI_N)
        n_own += 1
    tma.store_wait(0)


@gluon.jit
def matmul_fp8_gluon(a_desc, b_desc, c_desc, a_scale_ptr, b_scale_ptr, M, N, K, NUM_SMS,
                     BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, BLOCK_K: gl.constexpr,
                     GROUP_M: gl.constexpr, STAGES: gl.constexpr, SCHEDULE: gl.constexpr,
                     ROWWISE: gl.constexpr, EPI_N: gl.constexpr, EPI_BUFS: gl.constexpr,
                     LOAD_REGS: gl.constexpr, CONSUMER_REGS: gl.constexpr):
    in_dtype: gl.constexpr = a_desc.dtype
    out_dtype: gl.constexpr = c_desc.dtype
    a_bufs = gl.allocate_shared_memory(in_dtype, [STAGES] + a_desc.block_type.shape, a_desc.layout)
    b_bufs = gl.allocate_shared_memory(in_dtype, [STAGES] + b_desc.block_type.shape, b_desc.layout)
    # EPI_BUFS epilogue slice buffers per consumer group.
    c0_bufs = gl.allocate_shared_memory(out_dtype, [EPI_BUFS] + c_desc.block_type.shape, c_desc.layout)
    c1_bufs = gl.allocate_shared_memory(out_dtype, [EPI_BUFS] + c_desc.block_type.shape, c_desc.layout)
    ready_bars = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    empty_bars = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    turn_bars = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
    for i in gl.static_range(STAGES):
        mbarrier.init(ready_bars.index(i), count=1)
        # Ping-pong: one group reads a slot; cooperative: both groups do.
        mbarrier.init(empty_bars.index(i), count=1 + SCHEDULE)
    for i in gl.static_range(2):
        mbarrier.init(turn_bars.index(i), count=1)

    gl.warp_specialize([
        (_consumer_partition, (c_desc, a_bufs, b_bufs, c0_bufs, ready_bars, empty_bars, turn_bars, a_scale_ptr,
                               b_scale_ptr, M, N, K, NUM_SMS, 0, SCHEDULE, ROWWISE, BLOCK_M, BLOCK_N, BLOCK_K,
                               GROUP_M, STAGES, EPI_N)),
        (_consumer_partition, (c_desc, a_bufs, b_bufs, c1_bufs, ready_bars, empty_bars, turn_bars, a_scale_ptr,
                               b_scale_ptr, M, N, K, NUM_SMS, 1, SCHEDULE, ROWWISE, BLOCK_M, BLOCK_N, BLOCK_K,
                               GROUP_M, STAGES, EPI_N)),
        (_load_partition, (a_desc, b_desc, a_bufs, b_bufs, ready_bars, empty_bars, M, N, K, NUM_SMS,
                           BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, STAGES)),
    ], [CONSUMER_WARPS, 1], [CONSUMER_REGS, LOAD_REGS])


CONSTEXPRS = ("BLOCK_M", "BLOCK_N", "BLOCK_K", "GROUP_M", "STAGES", "SCHEDULE", "ROWWISE", "EPI_N", "EPI_BUFS",
              "LOAD_REGS", "CONSUMER_REGS")
IN_DTYPE = "fp8e4nv"   # Triton's name for float8 e4m3 (torch.float8_e4m3fn)


def _schedule(params) -> int:
    value = params["SCHEDULE"]
    return SCHEDULES[value] if isinstance(value, str) else int(value)


def block_shapes(params):
    """TMA boxes of A [BLOCK_M, BLOCK_K], B [BLOCK_N, BLOCK_K] (K-major) and a C slice: a consumer
    group's C rows are BLOCK_M, or BLOCK_M/2 when two groups share a tile (cooperative)."""
    bm, bn, bk = params["BLOCK_M"], params["BLOCK_N"], params["BLOCK_K"]
    rows = bm if _schedule(params) == PINGPONG else bm // 2
    return [bm, bk], [bn, bk], [rows, params["EPI_N"]]


def _gl_dtype(name):
    return {"bf16": gl.bfloat16, "fp16": gl.float16, IN_DTYPE: gl.float8e4nv}[name]


@functools.lru_cache(maxsize=None)
def _layout_cached(block, dtype):
    return gl.NVMMASharedLayout.get_default_for(list(block), _gl_dtype(dtype))


def _layout(block, dtype):
    """The NVMMA shared layout of a TMA box (cached: get_default_for costs ~8 us per launch)."""
    return _layout_cached(tuple(block), dtype)


def _tensordesc_type(block, dtype):
    """The type string Triton's specializer gives a host TensorDescriptor with this box."""
    lay = _layout(block, dtype)
    cga = list(lay.cga_layout) if lay.cga_layout else []
    return (f"tensordesc<{dtype}[{block[0]}, {block[1]}],NVMMASharedLayout(swizzle_byte_width={lay.swizzle_byte_width}, "
            f"element_bitwidth={lay.element_bitwidth}, rank={lay.rank}, transposed={lay.transposed}, "
            f"fp4_padded={lay.fp4_padded}, cga_layout={cga})>")


def signature(params):
    a_block, b_block, c_block = block_shapes(params)
    return {"a_desc": _tensordesc_type(a_block, IN_DTYPE), "b_desc": _tensordesc_type(b_block, IN_DTYPE),
            "c_desc": _tensordesc_type(c_block, params["dtype"]), "a_scale_ptr": "*fp32", "b_scale_ptr": "*fp32",
            "M": "i32", "N": "i32", "K": "i32", "NUM_SMS": "i32"}


def launch_values(params):
    """A 4096^3 launch on an H100/H200 (132 SMs): what ``passlab trace`` specializes the ints as."""
    return {"M": 4096, "N": 4096, "K": 4096, "NUM_SMS": 132}


def _constexprs(params):
    values = {k: params[k] for k in CONSTEXPRS}
    values["SCHEDULE"] = _schedule(params)
    return values


def launch(params, inputs):
    """Launch on ``inputs`` (from ``GEMM_FP8.make_inputs``): one program per SM, at most one per tile."""
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor

    a, b, c = inputs["a"], inputs["b"], inputs["out"]
    M, K = a.shape
    N = b.shape[0]
    if int(params["ROWWISE"]) != int(bool(inputs["rowwise"])):
        raise ValueError(f"ROWWISE={params['ROWWISE']} but the inputs' scales are "
                         f"{'row-wise' if inputs['rowwise'] else 'per-tensor'}")
    a_block, b_block, c_block = block_shapes(params)
    a_desc = TensorDescriptor.from_tensor(a, a_block, _layout(a_block, IN_DTYPE))
    b_desc = TensorDescriptor.from_tensor(b, b_block, _layout(b_block, IN_DTYPE))
    c_desc = TensorDescriptor.from_tensor(c, c_block, _layout(c_block, params["dtype"]))
    tiles = triton.cdiv(M, params["BLOCK_M"]) * triton.cdiv(N, params["BLOCK_N"])
    grid = (min(inputs["num_sms"], tiles),)
    matmul_fp8_gluon[grid](a_desc, b_desc, c_desc, inputs["a_scale"], inputs["b_scale"], M, N, K,
                           inputs["num_sms"], **_constexprs(params), num_warps=params["num_warps"])
    return c


# SMEM: a stage is (BLOCK_M + BLOCK_N) * BLOCK_K bytes; the epilogue 2 groups x EPI_BUFS x rows x EPI_N x 2.
CONFIGS = dict([
    named_config("default", "cooperative, 128x256x128 tile split 64 rows per group, 4-stage ring (192 KB), "
                 "32-column epilogue slices through 2 SMEM buffers per group",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=32, EPI_BUFS=2),
    named_config("coop_b4", "like default with 4 epilogue buffers per group (224 KB)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=32, EPI_BUFS=4),
    named_config("coop_e64", "like default with 64-column epilogue slices",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=64, EPI_BUFS=2),
    named_config("coop_e64_g16", "like coop_e64 with GROUP_M=16 (16 tile rows walked together)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=64, EPI_BUFS=2,
                 GROUP_M=16),
    named_config("coop_e64_g4", "like coop_e64 with GROUP_M=4",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=64, EPI_BUFS=2,
                 GROUP_M=4),
    named_config("coop_e128", "like default with 128-column epilogue slices through one SMEM buffer per group",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=128, EPI_BUFS=1),
    named_config("coop_s3_e256", "cooperative 128x256x128, 3 stages, each group's whole 64x256 C in one SMEM "
                 "buffer (one TMA store per tile; the bf16 kernel's best config)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, STAGES=3, EPI_N=256, EPI_BUFS=1),
    named_config("coop_k64", "cooperative 128x256x64, 8 stages of 24 KB (the same bytes in flight, "
                 "twice the barrier round trips)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, STAGES=8, EPI_N=32, EPI_BUFS=2),
    named_config("coop_128x128", "cooperative, 128x128x128 tile split 64 rows per group, 6 stages (for small "
                 "problems: twice the tiles of default)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, STAGES=6, EPI_N=32, EPI_BUFS=2),
    named_config("pingpong", "ping-pong, each consumer group a 128x128x128 tile, 6-stage ring (192 KB), "
                 "32-column epilogue",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, STAGES=6, EPI_N=32, EPI_BUFS=2),
    named_config("pingpong_e64", "ping-pong 128x128x128, 5 stages, 64-column epilogue slices (224 KB)",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, STAGES=5, EPI_N=64, EPI_BUFS=2),
    named_config("pingpong_g16", "like pingpong with GROUP_M=16",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, STAGES=6, EPI_N=32, EPI_BUFS=2,
                 GROUP_M=16),
    named_config("pingpong_64x256", "ping-pong, each group a 64x256x128 tile, 4 stages",
                 SCHEDULE=PINGPONG, BLOCK_M=64, BLOCK_N=256, BLOCK_K=128, STAGES=4, EPI_N=32, EPI_BUFS=2),
])


# Slower than another config at every timed shape, with both timing methods
# (bench/results/fp8-gemm-h200-20261204): in the first run (run1/) a 128-wide B tile loads more
# bytes per FLOP and 64-wide K slices double the barrier round trips; in the final run coop_b4 and
# coop_e64_g4 stayed under coop_s3_e256 and pingpong_e64 under coop_s3_e256 or pingpong_g16.
SLOWER = ("coop_k64", "coop_128x128", "pingpong_64x256", "coop_b4", "coop_e64_g4", "pingpong_e64")


def candidate_configs(shape) -> list[str]:
    """Configs worth timing on ``shape`` (every config still compiles and runs with --config).

    On the H200 coop_s3_e256 led or came within 1% at K >= 4096 (one TMA store per tile, no store
    waits inside an epilogue), ping-pong at K=1024, where a cooperative tile's epilogue, which idles
    the tensor cores, is a larger share of a short mainloop.
    """
    return [name for name in CONFIGS if name not in SLOWER]


SPEC = KernelSpec(
    name="matmul_fp8_gluon",
    fn=matmul_fp8_gluon,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "ROWWISE": 0, "GROUP_M": 8, "EPI_BUFS": 2, "LOAD_REGS": 24, "CONSUMER_REGS": 240,
              "num_warps": 4},
    description="hand-written Gluon persistent warp-specialized FP8 e4m3 GEMM (per-tensor / row-wise scales, "
                "bf16 out) for sm_90",
    reference=GEMM_FP8.reference,
    flops=GEMM_FP8.flops,
    launch=launch,
    make_inputs=GEMM_FP8.make_inputs,
    shapes=GEMM_FP8.default_shapes,
    source_file=__file__,
    launch_values=launch_values,
)
