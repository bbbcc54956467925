"""bf16/fp16 GEMM for Hopper written in Gluon: persistent, warp-specialized, TMA in and out.

C[M, N] = A[M, K] @ B[K, N], row-major, fp32 accumulation. Unlike ``matmul_hopper`` (where
Triton's nvgpu-warp-specialization pass decides the partitions), every partition, barrier and
layout here is written by hand, so a trace shows the passes lowering an explicit schedule.

Partitions (``gl.warp_specialize``; the kernel runs 4 + 4 + 1 warps):

- a 1-warp TMA **loader** walks this program's tiles (``pid, pid + NUM_SMS, ...`` in grouped
  order, GROUP_M rows of tiles sharing B columns for L2 reuse) and streams A/B K-slices into a
  ``STAGES``-deep SMEM ring. Slot ``s`` has a ``ready`` mbarrier (TMA transaction count) and an
  ``empty`` mbarrier (consumers arrive once their wgmma reading the slot has retired).
- two 4-warp **consumer** warp groups (the default partition is group 0, a worker is group 1)
  issue async ``warpgroup_mma`` with one wgmma in flight (``warpgroup_mma_wait(1)`` retires the
  previous one and frees its slot), then run the epilogue.

``SCHEDULE`` picks how the two consumer groups share work:

- ``PINGPONG`` (0): each group owns whole BLOCK_M x BLOCK_N tiles (group g takes this program's
  tiles g, g+2, ...). The ring is filled in tile order, so the groups consume it alternately;
  a pair of ``turn`` mbarriers hands the tensor cores from one group to the other after a
  group has issued its last wgmma of a tile, so one group's epilogue runs under the other's
  mainloop (the CUTLASS "ping-pong" schedule).
- ``COOPERATIVE`` (1): both groups work on the same BLOCK_M x BLOCK_N tile, group g taking
  rows [g * BLOCK_M/2, (g+1) * BLOCK_M/2) of the A slot (``empty`` counts 2 arrivals). The
  loader keeps filling the ring for the next tile while the groups run their epilogue, so only
  the tensor cores idle during the epilogue.

The epilogue is subtiled: the fp32 accumulator is split in registers into EPI_N-wide column
slices, each converted, written to one of EPI_BUFS small SMEM buffers per group and stored with
``tma.async_copy_shared_to_global`` (``tma.store_wait(EPI_BUFS - 1)`` before a buffer is
reused), so the epilogue needs EPI_BUFS x rows x EPI_N elements of SMEM per group instead of a
whole tile, leaving SMEM for ring stages; more buffers mean fewer waits on earlier stores.

Registers: ``worker_num_regs`` gives the loader ``LOAD_REGS`` (24) and the consumer worker
``CONSUMER_REGS`` (240); the default partition (consumer group 0) gets what is left of the
register file, 240 here (setmaxnreg 240 / 240 / 24 on the 3 warp groups; ptxas reports no
spills). A consumer group holds a 64x256 or 128x128 fp32 accumulator: 128 registers a thread,
which is why ping-pong cannot give each group a 128x256 tile.

Ragged M/N/K rely on TMA: loads zero-fill out-of-bounds boxes and stores clip them (N and K
must be multiples of 8 for 16-byte row strides).
"""

import functools

import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    fence_async_shared,
    mbarrier,
    tma,
    warpgroup_mma,
    warpgroup_mma_wait,
)

# Triton 3.8 renamed the TMA copies to tma.async_load / tma.async_store; 3.9 turned the old names
# into errors. The kernel calls whichever this Triton has (the same op either way).
tma_load = getattr(tma, "async_load", None) or tma.async_copy_global_to_shared
tma_store = getattr(tma, "async_store", None) or tma.async_copy_shared_to_global

from passlab.frontend.kernelspec import KernelSpec, named_config
from passlab.frontend.workloads import GEMM

WORKLOAD = GEMM

PINGPONG = 0
COOPERATIVE = 1
SCHEDULES = {"pingpong": PINGPONG, "cooperative": COOPERATIVE}
CONSUMER_WARPS = gl.constexpr(4)


@gluon.jit
def _tile_offsets(tile_id, num_pid_m, num_pid_n, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr,
                  GROUP_M: gl.constexpr):
    """Grouped order: GROUP_M consecutive tile rows are walked column by column."""
    tiles_per_group = GROUP_M * num_pid_n
    group = tile_id // tiles_per_group
    first_m = group * GROUP_M
    group_rows = gl.minimum(num_pid_m - first_m, GROUP_M)
    in_group = tile_id % tiles_per_group
    pid_m = first_m + in_group % group_rows
    pid_n = in_group // group_rows
    return pid_m * BLOCK_M, pid_n * BLOCK_N


@gluon.jit
def _load_partition(a_desc, b_desc, a_bufs, b_bufs, ready_bars, empty_bars, M, N, K, NUM_SMS,
                    BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, BLOCK_K: gl.constexpr,
                    GROUP_M: gl.constexpr, STAGES: gl.constexpr):
    """One warp: fill the ring in (tile, k) order for every tile of this program."""
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
            # A fresh mbarrier counts as having completed the phase before phase 0, so waiting
            # for parity 1 lets the first STAGES loads through without a consumer release.
            mbarrier.wait(empty_bars.index(s), ((it // STAGES) & 1) ^ 1)
            bar = ready_bars.index(s)
            mbarrier.expect(bar, nbytes)
            tma_load(a_desc, [off_m, kk * BLOCK_K], bar, a_bufs.index(s))
            tma_load(b_desc, [kk * BLOCK_K, off_n], bar, b_bufs.index(s))
            it += 1


@gluon.jit
def _split_columns(x, SPLITS: gl.constexpr):
    """Split a [rows, cols] register tensor into SPLITS column slices, left to right (SPLITS a
    power of 2): halve the columns, then each half, recursively. A half is taken by viewing the
    columns as (2, cols/2), moving the 2 last and splitting it, so each half stays contiguous."""
    if SPLITS == 1:
        return (x, )
    else:
        rows: gl.constexpr = x.shape[0]
        half: gl.constexpr = x.shape[1] // 2
        left, right = x.reshape(rows, 2, half).permute(0, 2, 1).split()
        return _split_columns(left, SPLITS // 2) + _split_columns(right, SPLITS // 2)


@gluon.jit
def _epilogue(acc, c_desc, c_bufs, off_m, off_n, EPI_N: gl.constexpr):
    """Store acc in EPI_N-wide column slices through a ring of EPI_BUFS SMEM buffers, keeping up to
    EPI_BUFS - 1 TMA stores in flight."""
    EPI_BUFS: gl.constexpr = c_bufs.type.shape[0]
    dtype: gl.constexpr = c_desc.dtype
    SPLITS: gl.constexpr = acc.shape[1] // EPI_N
    parts = _split_columns(acc, SPLITS)
    for i in gl.static_range(SPLITS):
        part = parts[i].to(dtype)
        buf = c_bufs.index(i % EPI_BUFS)
        # The TMA store that last read this buffer was issued EPI_BUFS slices ago.
        tma.store_wait(EPI_BUFS - 1)
        buf.store(part)
        fence_async_shared()
        tma_store(c_desc, [off_m, off_n + i * EPI_N], buf)


@gluon.jit
def _consumer_partition(c_desc, a_bufs, b_bufs, c_bufs, ready_bars, empty_bars, turn_bars,
                        M, N, K, NUM_SMS, WG: gl.constexpr, SCHEDULE: gl.constexpr,
                        BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, BLOCK_K: gl.constexpr,
                        GROUP_M: gl.constexpr, STAGES: gl.constexpr, EPI_N: gl.constexpr):
    """One consumer warp group: async wgmma over the ring, then the subtiled TMA-store epilogue."""
    if SCHEDULE == 0:
        ROWS: gl.constexpr = BLOCK_M
        TILE_STEP: gl.constexpr = 2   # ping-pong: this group takes every other tile
        FIRST: gl.constexpr = WG
    else:
        ROWS: gl.constexpr = BLOCK_M // 2
        TILE_STEP: gl.constexpr = 1   # cooperative: both groups take every tile
        FIRST: gl.constexpr = 0
    INSTR_N: gl.constexpr = 256 if BLOCK_N >= 256 else BLOCK_N
    acc_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[CONSUMER_WARPS, 1],
                                                         instr_shape=[16, INSTR_N, 16])

    start_pid = gl.program_id(0)
    num_pid_m = gl.cdiv(M, BLOCK_M)
    num_pid_n = gl.cdiv(N, BLOCK_N)
    num_tiles = num_pid_m * num_pid_n
    k_tiles = gl.cdiv(K, BLOCK_K)
    my_tiles = gl.cdiv(num_tiles - start_pid, NUM_SMS)

    acc = gl.zeros((ROWS, BLOCK_N), dtype=gl.float32, layout=acc_layout)
    n_own = 0
    for j in range(FIRST, my_tiles, TILE_STEP):
        tile_id = start_pid + j * NUM_SMS
        off_m, off_n = _tile_offsets(tile_id, num_pid_m, num_pid_n, BLOCK_M, BLOCK_N, GROUP_M)
        it = j * k_tiles   # ring position of this tile's first K-slice
        if SCHEDULE == 0:
            # Wait for the tensor cores: group 0 waits parity 1 first (a fresh barrier passes),
            # group 1 waits for group 0's first hand-off.
            mbarrier.wait(turn_bars.index(WG), (n_own & 1) ^ (1 - WG))

        for kk in range(k_tiles):
            s = it % STAGES
            mbarrier.wait(ready_bars.index(s), (it // STAGES) & 1)
            a = a_bufs.index(s)
            if SCHEDULE == 1:
                a = a.slice(WG * ROWS, ROWS, dim=0)
            acc = warpgroup_mma(a, b_bufs.index(s), acc, use_acc=kk > 0, is_async=True)
            # Keep one wgmma in flight: the previous one has now retired, so free its slot.
            acc = warpgroup_mma_wait(1, deps=(acc, ))
            if kk > 0:
                mbarrier.arrive(empty_bars.index((it - 1) % STAGES), count=1)
            it += 1

        if SCHEDULE == 0:
            # Every wgmma of this tile is issued: hand the tensor cores to the other group.
            mbarrier.arrive(turn_bars.index(1 - WG), count=1)
        acc = warpgroup_mma_wait(0, deps=(acc, ))
        mbarrier.arrive(empty_bars.index((it - 1) % STAGES), count=1)

        if SCHEDULE == 0:
            _epilogue(acc, c_desc, c_bufs, off_m, off_n, EPI_N)
        else:
            _epilogue(acc, c_desc, c_bufs, off_m + WG * ROWS, off_n, EPI_N)
        n_own += 1
    tma.store_wait(0)


@gluon.jit
def matmul_hopper_gluon(a_desc, b_desc, c_desc, M, N, K, NUM_SMS,
                        BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, BLOCK_K: gl.constexpr,
                        GROUP_M: gl.constexpr, STAGES: gl.constexpr, SCHEDULE: gl.constexpr,
                        EPI_N: gl.constexpr, EPI_BUFS: gl.constexpr, LOAD_REGS: gl.constexpr,
                        CONSUMER_REGS: gl.constexpr):
    dtype: gl.constexpr = a_desc.dtype
    a_bufs = gl.allocate_shared_memory(dtype, [STAGES] + a_desc.block_type.shape, a_desc.layout)
    b_bufs = gl.allocate_shared_memory(dtype, [STAGES] + b_desc.block_type.shape, b_desc.layout)
    # EPI_BUFS epilogue slice buffers per consumer group.
    c0_bufs = gl.allocate_shared_memory(dtype, [EPI_BUFS] + c_desc.block_type.shape, c_desc.layout)
    c1_bufs = gl.allocate_shared_memory(dtype, [EPI_BUFS] + c_desc.block_type.shape, c_desc.layout)
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
        (_consumer_partition, (c_desc, a_bufs, b_bufs, c0_bufs, ready_bars, empty_bars, turn_bars,
                               M, N, K, NUM_SMS, 0, SCHEDULE, BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, STAGES, EPI_N)),
        (_consumer_partition, (c_desc, a_bufs, b_bufs, c1_bufs, ready_bars, empty_bars, turn_bars,
                               M, N, K, NUM_SMS, 1, SCHEDULE, BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, STAGES, EPI_N)),
        (_load_partition, (a_desc, b_desc, a_bufs, b_bufs, ready_bars, empty_bars, M, N, K, NUM_SMS,
                           BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, STAGES)),
    ], [CONSUMER_WARPS, 1], [CONSUMER_REGS, LOAD_REGS])


CONSTEXPRS = ("BLOCK_M", "BLOCK_N", "BLOCK_K", "GROUP_M", "STAGES", "SCHEDULE", "EPI_N", "EPI_BUFS",
              "LOAD_REGS", "CONSUMER_REGS")


def _schedule(params) -> int:
    value = params["SCHEDULE"]
    return SCHEDULES[value] if isinstance(value, str) else int(value)


def block_shapes(params):
    """TMA box shapes of A, B and C: a consumer group's C rows are BLOCK_M, or BLOCK_M/2 when two
    groups share a tile (cooperative)."""
    bm, bn, bk = params["BLOCK_M"], params["BLOCK_N"], params["BLOCK_K"]
    rows = bm if _schedule(params) == PINGPONG else bm // 2
    return [bm, bk], [bk, bn], [rows, params["EPI_N"]]


def _gl_dtype(name):
    return {"bf16": gl.bfloat16, "fp16": gl.float16}[name]


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
    dtype = params["dtype"]
    a_block, b_block, c_block = block_shapes(params)
    return {"a_desc": _tensordesc_type(a_block, dtype), "b_desc": _tensordesc_type(b_block, dtype),
            "c_desc": _tensordesc_type(c_block, dtype), "M": "i32", "N": "i32", "K": "i32", "NUM_SMS": "i32"}


def launch_values(params):
    """A 4096^3 launch on an H100/H200 (132 SMs): what ``passlab trace`` specializes the ints as."""
    return {"M": 4096, "N": 4096, "K": 4096, "NUM_SMS": 132}


def _constexprs(params):
    values = {k: params[k] for k in CONSTEXPRS}
    values["SCHEDULE"] = _schedule(params)
    return values


def launch(params, inputs):
    """Launch on ``inputs`` (from ``GEMM.make_inputs``): one program per SM, at most one per tile
    (ping-pong counts a program's tiles per group, so it still needs only one program per SM)."""
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor

    a, b, c = inputs["a"], inputs["b"], inputs["out"]
    M, K = a.shape
    N = b.shape[1]
    dtype = params["dtype"]
    a_block, b_block, c_block = block_shapes(params)
    a_desc = TensorDescriptor.from_tensor(a, a_block, _layout(a_block, dtype))
    b_desc = TensorDescriptor.from_tensor(b, b_block, _layout(b_block, dtype))
    c_desc = TensorDescriptor.from_tensor(c, c_block, _layout(c_block, dtype))
    tiles = triton.cdiv(M, params["BLOCK_M"]) * triton.cdiv(N, params["BLOCK_N"])
    grid = (min(inputs["num_sms"], tiles),)
    matmul_hopper_gluon[grid](a_desc, b_desc, c_desc, M, N, K, inputs["num_sms"], **_constexprs(params),
                              num_warps=params["num_warps"])
    return c


CONFIGS = dict([
    named_config("default", "cooperative, 128x256x64 tile split 64 rows per group, 4-stage ring, 32-column "
                 "epilogue slices through 4 SMEM buffers per group",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, STAGES=4, EPI_N=32, EPI_BUFS=4),
    named_config("coop_b2", "like default with 2 epilogue buffers per group",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, STAGES=4, EPI_N=32, EPI_BUFS=2),
    named_config("coop_e64", "like default with 64-column epilogue slices, 2 buffers per group",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, STAGES=4, EPI_N=64, EPI_BUFS=2),
    named_config("coop_s3_e256", "cooperative 128x256x64, 3 stages, each group's whole 64x256 C in one SMEM "
                 "buffer (one TMA store per tile, no store waits inside an epilogue)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, STAGES=3, EPI_N=256, EPI_BUFS=1),
    named_config("coop_256x128", "cooperative, 256x128x64 tile split 128 rows per group, 4 stages, "
                 "32-column epilogue", SCHEDULE=COOPERATIVE, BLOCK_M=256, BLOCK_N=128, BLOCK_K=64, STAGES=4, EPI_N=32),
    named_config("coop_128x128", "cooperative, 128x128x64 tile split 64 rows per group, 6 stages (twice the tiles "
                 "of default, for small problems)",
                 SCHEDULE=COOPERATIVE, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, STAGES=6, EPI_N=32),
    named_config("pingpong", "ping-pong, each consumer group a 128x128x64 tile, 6-stage ring, 32-column epilogue",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, STAGES=6, EPI_N=32),
    named_config("pingpong_b4", "ping-pong 128x128x64, 5 stages, 32-column epilogue through 4 buffers per group",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, STAGES=5, EPI_N=32, EPI_BUFS=4),
    named_config("pingpong_s5", "ping-pong 128x128x64, 5 stages, 64-column epilogue slices",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, STAGES=5, EPI_N=64),
    named_config("pingpong_64x256", "ping-pong, each group a 64x256x64 tile, 4 stages",
                 SCHEDULE=PINGPONG, BLOCK_M=64, BLOCK_N=256, BLOCK_K=64, STAGES=4, EPI_N=64),
    named_config("pingpong_k128", "ping-pong 128x128x128, 3 stages (64 KB each), 32-column epilogue",
                 SCHEDULE=PINGPONG, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, STAGES=3, EPI_N=32),
])

# Slower than another config at every timed shape in the 2026-11-30 H200 probe
# (bench/past/gluon-matmul-variants-h200-20261130): each loads more bytes per FLOP than the 128x256 cooperative
# tile (64x256 ping-pong, 256x128) or halves the ring depth (BLOCK_K=128).
SLOWER = ("pingpong_64x256", "pingpong_k128", "coop_256x128")


def candidate_configs(shape) -> list[str]:
    """Configs worth timing on ``shape`` (every config still compiles and runs with --config).

    On the H200 the cooperative 128x256 configs led at large K (the 128x256 tile loads the fewest
    bytes per FLOP) and ping-pong led at K=1024 (one group's epilogue hides under the other's
    mainloop, which matters when the K loop is short); both kinds stay in the list.
    """
    return [name for name in CONFIGS if name not in SLOWER]


SPEC = KernelSpec(
    name="matmul_hopper_gluon",
    fn=matmul_hopper_gluon,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "GROUP_M": 8, "EPI_BUFS": 2, "LOAD_REGS": 24, "CONSUMER_REGS": 240, "num_warps": 4},
    description="hand-written Gluon persistent warp-specialized GEMM (ping-pong / cooperative) for sm_90",
    reference=GEMM.reference,
    flops=GEMM.flops,
    launch=launch,
    make_inputs=GEMM.make_inputs,
    shapes=GEMM.default_shapes,
    source_file=__file__,
    launch_values=launch_values,
)
