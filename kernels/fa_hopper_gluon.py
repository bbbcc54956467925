"""Flash-attention forward for Hopper (sm_90) in Gluon, FA3-style: a TMA loader warp and two consumer
warp groups scheduled ping-pong, with the softmax of one KV block overlapped with GEMMs in flight.

Q, K, V, O are [Z, H, N_CTX, HEAD_DIM] contiguous (bf16 or fp16), viewed as 2-D [Z*H*N_CTX, HEAD_DIM]
for host-side Gluon TensorDescriptors (Q/O blocks [BLOCK_M // 2, HEAD_DIM], K/V blocks
[BLOCK_N, HEAD_DIM]). N_CTX must be a multiple of BLOCK_M and BLOCK_N, and for causal BLOCK_M a
multiple of BLOCK_N (``check_shape`` raises ValueError otherwise).

Partitions (``gl.warp_specialize``; 9 warps, launched as 12 = three warp groups, .maxnreg 168; their code
is in fa_hopper_gluon_partitions.py, the host side and the configs here):

* consumer 0 (the default partition, ``num_warps=4``) and consumer 1 (a 4-warp worker): each owns
  BLOCK_M // 2 query rows of the tile and keeps S, P and O in registers (wgmma accumulator layout,
  NVMMADistributedLayout v3); P feeds the PV wgmma as a register operand, so S never goes to shared
  memory. setmaxnreg gives each consumer group 240 registers per thread (``CONSUMER_REGS``).
* loader (a 1-warp worker, ``LOADER_REGS`` = 24): TMA loads of Q (``QBUF`` buffers per group) and of
  K and V into two rings of ``STAGES`` buffers each, guarded by ready/empty mbarriers. Both groups
  read every K/V buffer, so the empty barriers count two arrivals. It loads K_{j+1} before V_j, the
  order in which the groups consume them.

Inside a group (default), iteration j issues QK^T_j and PV_{j-1} as async wgmmas, waits only for
QK^T_j (``warpgroup_mma_wait(1)``), runs softmax_j while PV_{j-1} is on the tensor cores, then waits
for PV_{j-1} and rescales O (FA3's intra-warpgroup overlap). ``LOOKAHEAD`` double-buffers S instead:
QK^T_{j+1} and PV_{j-1} are both in flight during softmax_j; it is correct on the GPU but slower
(ptxas spills at BLOCK_N=128, and at BLOCK_N=64 it still lost to the default schedule).
``PINGPONG`` orders the two groups' GEMM issues with a pair of mbarriers (``turn``): a group waits for
its turn, issues its wgmmas, and hands the turn to the other group, so one group's softmax runs while
the other group's GEMMs hold the tensor cores (FA3's warp-scheduler barriers, with mbarriers).
Gluon's ``mbarrier.arrive`` syncs the arriving warp group first (one bar.sync per arrive).
``PINGPONG`` is 0 (no turn ring), 1 (a turn at every GEMM issue) or 2: the turn only at each tile's
block 0 (the ``*_tt`` configs, or ``-c PINGPONG=2`` on any config): the groups' first QK^T go to the
tensor cores in ring order, which staggers their softmaxes, and then run free.

Online softmax in base 2: ``exp2`` with sm_scale * log2(e) folded into one FMA. ``EXP_EMU = k``
computes one exp2 in k with a cubic on the FMA pipe instead of MUFU (FA4's trick); measured slower on
the H200 for both head dims. Causal tiles run the KV blocks left of the diagonal
without a mask and only the diagonal blocks masked (separate loops sharing the pipeline state); the
first block is always masked for causal (exact, once per tile), or with ``UNMASK0`` only where it is
on the diagonal (a head's first query block): a uniform branch between two block-0 softmaxes.

``GROUPS=3`` (the ``*_g3`` configs, D64) runs three consumer groups of BLOCK_M // 3 rows (launched as 16
warps, consumers at 160-168 registers): FA3's 192-row D64 tile. The turn passes around a ring of three,
every K/V buffer's empty barrier counts three arrivals, and N_CTX need only be a multiple of a group's
rows: in a head's last, ragged tile the groups whose rows start past N_CTX compute on rows that are
not theirs and store nothing.

The grid is persistent (min(SMs, work items) programs) and every partition walks the same tile
sequence. Non-causal: query blocks fastest within a head, so programs running together share K/V
in L2. Causal: work item i of a head is the tile pair (num_m - 1 - i, i), heavy first, so every item
costs about num_m + 1 KV blocks and the static round-robin over programs stays balanced.
"""

from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import mbarrier

from kernels.fa_hopper_gluon_partitions import fa_consumer, fa_loader
from kernels.tile_schedule import lpt_schedule, lpt_table, no_schedule
from passlab.frontend.kernelspec import KernelSpec, named_config
from passlab.frontend.workloads import ATTENTION

WORKLOAD = ATTENTION


@gluon.jit
def fa_hopper_gluon(desc_q, desc_k, desc_v, desc_o, sm_scale, ZH, N_CTX, sched,
                    HEAD_DIM: gl.constexpr, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr,
                    CAUSAL: gl.constexpr, STAGES: gl.constexpr, QBUF: gl.constexpr, PINGPONG: gl.constexpr,
                    EXP_EMU: gl.constexpr, LOOKAHEAD: gl.constexpr, GROUPS: gl.constexpr, TREE: gl.constexpr,
                    LATE_WAIT: gl.constexpr, LAZY: gl.constexpr, CARRY: gl.constexpr, SCHED: gl.constexpr,
                    UNMASK0: gl.constexpr, CONSUMER_REGS: gl.constexpr, LOADER_REGS: gl.constexpr):
    gl.static_assert(gl.num_warps() == 4, "the default partition is consumer 0: one warp group")
    gl.static_assert(GROUPS == 2 or GROUPS == 3, "two or three consumer groups")
    gl.static_assert(LAZY == 0 or not LOOKAHEAD, "LAZY rescaling is built into the KV loop, not LOOKAHEAD's steps")
    gl.static_assert(not CARRY or (GROUPS == 2 and not LOOKAHEAD), "CARRY is built for two groups and the KV loop")
    gl.static_assert(PINGPONG != 2 or not (CARRY or LOOKAHEAD), "PINGPONG=2 turns at the plain block 0 only")
    gl.static_assert(not UNMASK0 or not (CARRY or LOOKAHEAD or PINGPONG == 2),
                     "UNMASK0 is built into the plain block 0 only (not CARRY's, LOOKAHEAD's or PINGPONG=2's)")
    dtype: gl.constexpr = desc_q.dtype
    qk_scale = sm_scale * 1.4426950408889634  # log2(e): softmax in base 2

    q_smem = gl.allocate_shared_memory(dtype, [GROUPS * QBUF] + desc_q.block_type.shape, desc_q.layout)
    k_smem = gl.allocate_shared_memory(dtype, [STAGES] + desc_k.block_type.shape, desc_k.layout)
    v_smem = gl.allocate_shared_memory(dtype, [STAGES] + desc_v.block_type.shape, desc_v.layout)
    o_smem = gl.allocate_shared_memory(dtype, [GROUPS] + desc_o.block_type.shape, desc_o.layout)

    q_ready = gl.allocate_shared_memory(gl.int64, [GROUPS * QBUF, 1], mbarrier.MBarrierLayout())
    q_empty = gl.allocate_shared_memory(gl.int64, [GROUPS * QBUF, 1], mbarrier.MBarrierLayout())
    k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    turn = gl.allocate_shared_memory(gl.int64, [GROUPS, 1], mbarrier.MBarrierLayout())
    for g in gl.static_range(GROUPS * QBUF):
        mbarrier.init(q_ready.index(g), count=1)
        mbarrier.init(q_empty.index(g), count=1)
    for g in gl.static_range(GROUPS):
        mbarrier.init(turn.index(g), count=1)
    for st in gl.static_range(STAGES):
        mbarrier.init(k_ready.index(st), count=1)
        mbarrier.init(k_empty.index(st), count=GROUPS)  # every group reads every K/V buffer
        mbarrier.init(v_ready.index(st), count=1)
        mbarrier.init(v_empty.index(st), count=GROUPS)
    mbarrier.arrive(turn.index(0), count=1)  # group 0 issues first

    descs = (desc_q, desc_k, desc_v, desc_o)
    smem = (q_smem, k_smem, v_smem, o_smem)
    bars = (q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn)
    # The argument tuples are written out in each call: a tuple bound to a name first reaches the
    # partitions with its constexprs turned into int32 values.
    if GROUPS == 2:
        gl.warp_specialize([
            (fa_consumer, (0, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, GROUPS, HEAD_DIM, CAUSAL, STAGES,
                                          PINGPONG, EXP_EMU, LOOKAHEAD, TREE, LATE_WAIT, LAZY, CARRY, sched, SCHED, UNMASK0)),
            (fa_consumer, (1, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, GROUPS, HEAD_DIM, CAUSAL, STAGES,
                                          PINGPONG, EXP_EMU, LOOKAHEAD, TREE, LATE_WAIT, LAZY, CARRY, sched, SCHED, UNMASK0)),
            (fa_loader, (descs, smem, bars, ZH, N_CTX, BLOCK_M, BLOCK_N, GROUPS, CAUSAL, STAGES, sched, SCHED)),
        ], [4, 1], [CONSUMER_REGS, LOADER_REGS])
    else:
        gl.warp_specialize([
            (fa_consumer, (0, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, GROUPS, HEAD_DIM, CAUSAL, STAGES,
                                          PINGPONG, EXP_EMU, LOOKAHEAD, TREE, LATE_WAIT, LAZY, CARRY, sched, SCHED, UNMASK0)),
            (fa_consumer, (1, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, GROUPS, HEAD_DIM, CAUSAL, STAGES,
                                          PINGPONG, EXP_EMU, LOOKAHEAD, TREE, LATE_WAIT, LAZY, CARRY, sched, SCHED, UNMASK0)),
            (fa_consumer, (2, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, GROUPS, HEAD_DIM, CAUSAL, STAGES,
                                          PINGPONG, EXP_EMU, LOOKAHEAD, TREE, LATE_WAIT, LAZY, CARRY, sched, SCHED, UNMASK0)),
            (fa_loader, (descs, smem, bars, ZH, N_CTX, BLOCK_M, BLOCK_N, GROUPS, CAUSAL, STAGES, sched, SCHED)),
        ], [4, 4, 1], [CONSUMER_REGS, CONSUMER_REGS, LOADER_REGS])


# ---------------------------------------------------------------------------------------------
# Host side
# ---------------------------------------------------------------------------------------------

CONSTEXPRS = ("HEAD_DIM", "BLOCK_M", "BLOCK_N", "CAUSAL", "STAGES", "QBUF", "PINGPONG", "EXP_EMU", "LOOKAHEAD",
              "GROUPS", "TREE", "LATE_WAIT", "LAZY", "CARRY", "SCHED", "UNMASK0", "CONSUMER_REGS", "LOADER_REGS")


def _gl_dtype(name):
    from triton.experimental.gluon import language as gl_
    return {"bf16": gl_.bfloat16, "fp16": gl_.float16}[name]


def _layout(block, dtype):
    return gl.NVMMASharedLayout.get_default_for(block, _gl_dtype(dtype))


def _blocks(params):
    D = params["HEAD_DIM"]
    return [params["BLOCK_M"] // params.get("GROUPS", 2), D], [params["BLOCK_N"], D]


def signature(params):
    """Runtime argument types in order: four tensordescs (layouts as the host descriptors carry them),
    sm_scale, Z*H, N_CTX."""
    dt = params["dtype"]
    qo, kv = _blocks(params)

    def desc(block):
        return f"tensordesc<{dt}[{block[0]}, {block[1]}],{_layout(block, dt)}>"

    return {"desc_q": desc(qo), "desc_k": desc(kv), "desc_v": desc(kv), "desc_o": desc(qo),
            "sm_scale": "fp32", "ZH": "i32", "N_CTX": "i32", "sched": "*i32"}


def launch_values(params):
    """A B4 H32 N4096 launch: what ``passlab trace`` specializes the int arguments as."""
    return {"ZH": 4 * 32, "N_CTX": 4096}


# The schedule `passlab check`'s protocol model reads (SCHED configs): two heads of four query
# blocks, dealt to one program (the model runs program 0 of a grid of 1); its own ZH and N_CTX may
# differ, and the partitions then run these tiles' KV loops at its N_CTX.
CHECK_HEADS, CHECK_QUERY_BLOCKS = 2, 4


def check_memory(params):
    """The ``sched`` table for the protocol model (KernelSpec.check_memory); none without SCHED."""
    if not params.get("SCHED"):
        return {}
    bm, bn = params["BLOCK_M"], params["BLOCK_N"]
    return {"sched": list(lpt_table(CHECK_HEADS, CHECK_QUERY_BLOCKS, bm, bn, bool(params.get("CAUSAL")),
                                    CHECK_QUERY_BLOCKS * bm // bn, 1, mode=int(params["SCHED"])))}


def check_shape(params, N, D, causal):
    """Raise ValueError when the config cannot run this problem."""
    if D != params["HEAD_DIM"] or bool(causal) != bool(params.get("CAUSAL", False)):
        raise ValueError(f"config has HEAD_DIM={params['HEAD_DIM']} CAUSAL={params.get('CAUSAL', False)}, "
                         f"inputs have D={D} causal={causal}")
    m_wg = params["BLOCK_M"] // params.get("GROUPS", 2)
    if params.get("GROUPS", 2) == 2 and N % params["BLOCK_M"]:
        raise ValueError(f"N_CTX={N} must be a multiple of BLOCK_M={params['BLOCK_M']}")
    if N % m_wg or N % params["BLOCK_N"]:
        raise ValueError(f"N_CTX={N} must be a multiple of a group's rows ({m_wg}) and of "
                         f"BLOCK_N={params['BLOCK_N']}")
    if causal and params.get("GROUPS", 2) == 2 and params["BLOCK_M"] % params["BLOCK_N"]:
        raise ValueError("causal with two groups needs BLOCK_M to be a multiple of BLOCK_N")


def launch(params, inputs):
    """Launch on ``inputs`` (from ``ATTENTION.make_inputs``): a persistent grid of min(SMs, work items)."""
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor
    q, k, v, out = inputs["q"], inputs["k"], inputs["v"], inputs["out"]
    Z, H, N, D = q.shape
    causal = bool(inputs["causal"])
    check_shape(params, N, D, causal)
    dt = {"torch.bfloat16": "bf16", "torch.float16": "fp16"}[str(q.dtype)]
    for t in (q, k, v, out):
        if not t.is_contiguous() or t.shape != q.shape or t.dtype != q.dtype:
            raise ValueError("q, k, v, out must be contiguous [Z, H, N, D] tensors of one dtype")
    qo, kv = _blocks(params)
    rows = Z * H * N

    def desc(t, block):
        return TensorDescriptor(t, shape=[rows, D], strides=[D, 1], block_shape=block, layout=_layout(block, dt))

    num_m = -(-N // params["BLOCK_M"])
    if params.get("SCHED"):
        grid = (min(inputs["num_sms"], Z * H * num_m),)
        sched = lpt_schedule(Z * H, num_m, params["BLOCK_M"], params["BLOCK_N"], causal, N // params["BLOCK_N"],
                             grid[0], q.device, mode=int(params["SCHED"]))
    else:
        items = Z * H * ((num_m + 1) // 2 if causal else num_m)
        grid = (min(inputs["num_sms"], items),)
        sched = no_schedule(q)
    fa_hopper_gluon[grid](desc(q, qo), desc(k, kv), desc(v, kv), desc(out, qo), inputs["sm_scale"], Z * H, N,
                          sched, **{c: params[c] for c in CONSTEXPRS}, num_warps=params["num_warps"])
    return out


CONFIGS = dict([
    named_config("default", "D=128, 128x128 tile (64 rows per consumer group), 2-stage K/V rings, ping-pong",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2),
    named_config("d128_nopp", "like default, groups issue GEMMs without the ping-pong turn barriers",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, PINGPONG=0),
    named_config("d128_emu8", "like default, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, EXP_EMU=8),
    named_config("d128_nopp_emu8", "like d128_nopp, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, PINGPONG=0, EXP_EMU=8),
    named_config("d128_q2", "like default, Q double-buffered per group (the next tile's Q loads under this one)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2),
    named_config("d128_nopp_q2", "like d128_nopp, Q double-buffered per group",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, PINGPONG=0),
    named_config("d128_la", "like default, LOOKAHEAD: S double-buffered, QK^T_{j+1} under softmax_j (ptxas spills)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, LOOKAHEAD=True),
    named_config("d128_la_n64", "D=128, 128x64 tile, 4-stage K/V rings, LOOKAHEAD (no spills at BLOCK_N=64)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4, LOOKAHEAD=True),
    named_config("d128_n64", "D=128, 128x64 tile, 4-stage K/V rings, ping-pong",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4),
    named_config("causal", "D=128, causal, 128x128 tile, 2-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True),
    named_config("causal_nopp", "like causal, without the ping-pong turn barriers",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, PINGPONG=0),
    named_config("causal_emu8", "like causal, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, EXP_EMU=8),
    named_config("causal_q2", "like causal, Q double-buffered per group",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, CAUSAL=True),
    named_config("causal_nopp_q2", "like causal_nopp, Q double-buffered per group",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, CAUSAL=True, PINGPONG=0),
    named_config("causal_la_n64", "D=128, causal, 128x64 tile, 4-stage K/V rings, LOOKAHEAD",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4, CAUSAL=True, LOOKAHEAD=True),
    named_config("causal_n64", "D=128, causal, 128x64 tile, 4-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4, CAUSAL=True),
    named_config("d64", "D=64, 128x128 tile, 3-stage K/V rings, ping-pong",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3),
    named_config("d64_nopp", "like d64, without the ping-pong turn barriers",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, PINGPONG=0),
    named_config("d64_emu8", "like d64, 1 exp2 in 8 computed on the FMA pipe (MUFU relief)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, EXP_EMU=8),
    named_config("d64_emu4", "like d64, 1 exp2 in 4 computed on the FMA pipe",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, EXP_EMU=4),
    named_config("d64_nopp_emu8", "like d64_nopp, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, PINGPONG=0, EXP_EMU=8),
    named_config("d64_q2", "like d64, Q double-buffered per group",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, QBUF=2),
    named_config("d64_s4_q2", "like d64_q2 with 4-stage K/V rings",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=4, QBUF=2),
    named_config("d64_n256", "D=64, 128x256 tile, 2-stage K/V rings, ping-pong (ptxas spills 292 bytes)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=256, STAGES=2),
    named_config("d64_la", "like d64, LOOKAHEAD: S double-buffered, QK^T_{j+1} under softmax_j (ptxas spills)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, LOOKAHEAD=True),
    named_config("d64_la_n64", "D=64, 128x64 tile, 4-stage K/V rings, LOOKAHEAD (no spills at BLOCK_N=64)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=64, STAGES=4, LOOKAHEAD=True),
    named_config("d64_m256", "D=64, 256x64 tile (128 rows per consumer group), 4-stage K/V rings, ping-pong",
                 HEAD_DIM=64, BLOCK_M=256, BLOCK_N=64, STAGES=4),
    named_config("d64_g3", "D=64, 192x128 tile: three consumer groups of 64 rows in a turn ring (FA3's D64 tile)",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, GROUPS=3, CONSUMER_REGS=160),
    named_config("d64_g3_nopp", "like d64_g3, without the turn ring",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, GROUPS=3, PINGPONG=0, CONSUMER_REGS=160),
    named_config("d64_g3_tree", "like d64_g3, row max and sum reduced as a shallow tree (TREE)",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, GROUPS=3, CONSUMER_REGS=160, TREE=True),
    named_config("d64_causal_g3_tree", "like d64_causal_g3, TREE",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, CAUSAL=True, GROUPS=3, CONSUMER_REGS=160, TREE=True),
    named_config("d128_tree", "like default, TREE", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, TREE=True),
    named_config("d128_lw", "like default, LATE_WAIT: PV's wgmma wait kept after the softmax in the SASS "
                 "(fa_hopper_gluon_partitions._pv_wait_after)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2,
                 LATE_WAIT=True),
    named_config("causal_lw", "like causal, LATE_WAIT (d128_lw)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2,
                 CAUSAL=True, LATE_WAIT=True),
    named_config("d64_g3_lw", "like d64_g3, LATE_WAIT (d128_lw)",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, GROUPS=3, CONSUMER_REGS=160, LATE_WAIT=True),
    named_config("d64_causal_g3_lw", "like d64_causal_g3, LATE_WAIT (d128_lw)",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, CAUSAL=True, GROUPS=3, CONSUMER_REGS=160,
                 LATE_WAIT=True),
    named_config("d64_causal", "D=64, causal, 128x128 tile, 3-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True),
    named_config("d64_causal_nopp", "like d64_causal, without the ping-pong turn barriers",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, PINGPONG=0),
    named_config("d64_causal_nopp_q2", "like d64_causal_nopp, Q double-buffered per group",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, QBUF=2, CAUSAL=True, PINGPONG=0),
    named_config("d64_causal_nopp_cq2", "like d64_causal_nopp_q2, CARRY (d64_causal_cq2): without the turn ring a "
                 "group's tile-boundary bubble is its own", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, QBUF=2,
                 CAUSAL=True, PINGPONG=0, CARRY=True),
    named_config("d64_causal_nopp_s4_q2", "like d64_causal_nopp_q2, 4-stage K/V rings",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=0),
    named_config("d64_causal_nopp_s4_q2_lpt", "like d64_causal_nopp_s4_q2, SCHED: single tiles dealt longest "
                 "first to the least-loaded program (kernels/tile_schedule.py) instead of heavy/light pairs by "
                 "stride", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=0,
                 SCHED=1),
    named_config("d64_causal_nopp_s4_q2_u0", "like d64_causal_nopp_s4_q2, UNMASK0: a tile's block 0 unmasked "
                 "where it lies left of the diagonal (every tile but a head's first)", HEAD_DIM=64, BLOCK_M=128,
                 BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=0, UNMASK0=True),
    named_config("d64_causal_nopp_s4_q2_tt", "like d64_causal_nopp_s4_q2, the turn ring at each tile's block 0 only "
                 "(PINGPONG=2): the groups' softmaxes start staggered", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128,
                 STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=2),
    named_config("d64_causal_nopp_s4_q2_lpt_tt", "d64_causal_nopp_s4_q2_lpt with PINGPONG=2", HEAD_DIM=64,
                 BLOCK_M=128, BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=2, SCHED=1),
    named_config("d64_causal_nopp_s4_q2_pt_tt", "d64_causal_nopp_s4_q2_pt with PINGPONG=2", HEAD_DIM=64,
                 BLOCK_M=128, BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=2, SCHED=2),
    named_config("d64_causal_nopp_s4_q2_pt", "like d64_causal_nopp_s4_q2, SCHED=2: its own strided pairs read "
                 "from a table (a control: what the table costs)", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=4,
                 QBUF=2, CAUSAL=True, PINGPONG=0, SCHED=2),
    named_config("d64_causal_nopp_s4_q2_ptl", "like d64_causal_nopp_s4_q2, SCHED=3: the strided pairs up to the "
                 "last round and a half, those tiles dealt longest first", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128,
                 STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=0, SCHED=3),
    named_config("causal_lpt", "like causal, SCHED=1 (d64_causal_nopp_s4_q2_lpt)", HEAD_DIM=128, BLOCK_M=128,
                 BLOCK_N=128, STAGES=2, CAUSAL=True, SCHED=1),
    named_config("d64_causal_nopp_s5_q2", "like d64_causal_nopp_s4_q2, 5-stage K/V rings",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=5, QBUF=2, CAUSAL=True, PINGPONG=0),
    named_config("d64_causal_nopp_s4_q2_tree", "like d64_causal_nopp_s4_q2, TREE (d128_tree)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, PINGPONG=0, TREE=True),
    named_config("d64_causal_nopp_lz_q2", "like d64_causal_nopp_q2, LAZY=8 (d64_causal_lz)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, QBUF=2, CAUSAL=True, PINGPONG=0, LAZY=8),
    named_config("d64_causal_cq2", "like d64_causal_q2, CARRY: a tile's block 0 issued with the previous tile's "
                 "last PV, its softmax under that PV, then the previous epilogue (Q double-buffered, so the next "
                 "tile's Q is there)", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, QBUF=2, CAUSAL=True,
                 CARRY=True),
    named_config("d64_causal_c", "like d64_causal, CARRY (d64_causal_cq2) with one Q buffer",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, CARRY=True),
    named_config("d64_cq2", "like d64_q2, CARRY (d64_causal_cq2)", HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3,
                 QBUF=2, CARRY=True),
    named_config("causal_cq2", "like causal, Q double-buffered and CARRY (d64_causal_cq2)", HEAD_DIM=128,
                 BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, CAUSAL=True, CARRY=True),
    named_config("d64_causal_lz", "like d64_causal, LAZY=8: a row's running max moves only when passed by 2^8, and "
                 "a warp whose rows all keep theirs skips O's rescale (FA4's conditional rescale)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, LAZY=8),
    named_config("d64_causal_g3_lz", "like d64_causal_g3, LAZY=8 (d64_causal_lz)",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, CAUSAL=True, GROUPS=3, CONSUMER_REGS=160, LAZY=8),
    named_config("d64_g3_lz", "like d64_g3, LAZY=8 (d64_causal_lz)",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, GROUPS=3, CONSUMER_REGS=160, LAZY=8),
    named_config("d64_causal_lw", "like d64_causal, LATE_WAIT (d128_lw; it paid on the three-group causal tile)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, LATE_WAIT=True),
    named_config("d64_causal_g3", "D=64, causal, 192x128 tile: three consumer groups in a turn ring, 3-stage K/V rings",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, CAUSAL=True, GROUPS=3, CONSUMER_REGS=160),
    named_config("d64_causal_g3_nopp_q2", "like d64_causal_g3, without the turn ring, Q double-buffered "
                 "(d64_causal_nopp_q2 with three groups)", HEAD_DIM=64, BLOCK_M=192, BLOCK_N=128, STAGES=3, QBUF=2,
                 CAUSAL=True, GROUPS=3, PINGPONG=0, CONSUMER_REGS=160),
    named_config("d64_causal_g3_nopp_s4_q2", "like d64_causal_g3_nopp_q2, 4-stage K/V rings", HEAD_DIM=64,
                 BLOCK_M=192, BLOCK_N=128, STAGES=4, QBUF=2, CAUSAL=True, GROUPS=3, PINGPONG=0,
                 CONSUMER_REGS=160),
    named_config("d64_causal_g3_n64", "D=64, causal, 192x64 tile: three consumer groups, 4-stage K/V rings",
                 HEAD_DIM=64, BLOCK_M=192, BLOCK_N=64, STAGES=4, CAUSAL=True, GROUPS=3, CONSUMER_REGS=160),
    named_config("d64_causal_emu8", "like d64_causal, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, EXP_EMU=8),
    named_config("d64_causal_emu4", "like d64_causal, 1 exp2 in 4 computed on the FMA pipe",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, EXP_EMU=4),
    named_config("d64_causal_q2", "like d64_causal, Q double-buffered per group",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, QBUF=2, CAUSAL=True),
    named_config("d64_causal_la_n64", "D=64, causal, 128x64 tile, 4-stage K/V rings, LOOKAHEAD",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=64, STAGES=4, CAUSAL=True, LOOKAHEAD=True),
    named_config("d64_causal_m256", "D=64, causal, 256x64 tile, 4-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=64, BLOCK_M=256, BLOCK_N=64, STAGES=4, CAUSAL=True),
])

PROBLEM_KEYS = ("HEAD_DIM", "CAUSAL")
# Slower than the config they vary on the H200 (2026-11-30, bench/past/gluon-fa-variants-h200-20261130, 4 runs), on every
# shape timed except d64_emu4 at 4x32x4096x64 (+0.4%, noise): kept as measured variants, left out of
# candidate_configs (d64_causal_g3_n64: on an H100, 2026-12-05, 383-412 against d64_causal's 396-430 TFLOP/s).
# The *_q2 and *_nopp variants were within run-to-run noise (about +-3%) of their
# base configs and stay candidates; causal_nopp was >= 1.05x SDPA on every shape in 3 of 4 runs.
SLOWER = ("d128_emu8", "d128_nopp_emu8", "d128_la", "d128_la_n64", "d128_n64",
          "causal_emu8", "causal_la_n64", "causal_n64",
          "d64_emu8", "d64_emu4", "d64_nopp_emu8", "d64_n256", "d64_la", "d64_la_n64", "d64_m256",
          "d64_causal_g3_n64",
          "d64_causal_emu8", "d64_causal_emu4", "d64_causal_la_n64", "d64_causal_m256",
          # H100, 2026-12-05 (bench/results/attn-h100-20261205b): slower than d64_g3 / d64_causal on
          # every D64 row, and than default / d128_tree in the D128 16k screening
          "d64_g3_lw", "d64_g3_tree", "d64_causal_g3", "d64_causal_g3_lw", "d128_lw", "causal_lw",
          "d64_causal_lw",   # and bench/results/h100-20261205c: 1-3% below d64_causal
          # H100, 2026-12-06 (bench/results/h100-20261206d-h): LAZY 1-3% below its base on D64 and
          # causal D64 (+4.7-6.5% on d64_causal_g3, still below d64_causal), 5-9% below with no turn
          # ring; CARRY 1-6% below its base; TREE, 5 stages and no turn ring with one Q buffer below
          # d64_causal_nopp_s4_q2 / d64_causal
          "d64_causal_lz", "d64_causal_g3_lz", "d64_g3_lz", "d64_causal_nopp_lz_q2",
          "d64_causal_cq2", "d64_causal_c", "d64_cq2", "causal_cq2", "d64_causal_nopp_cq2",
          "d64_causal_nopp", "d64_causal_nopp_s4_q2_tree", "d64_causal_nopp_s5_q2",
          # H100, 2026-12-06 (bench/results/h100-20261206i): three groups without the turn ring, 7-11%
          # below d64_causal_nopp_s4_q2 in the same screening
          "d64_causal_g3_nopp_q2", "d64_causal_g3_nopp_s4_q2",
          # H100, 2026-12-06 (bench/results/h100-20261206l-n): a schedule read from a table, even the
          # default's own pairs, 1-7% below d64_causal_nopp_s4_q2 (h100-20261206q: the same
          # instructions, the two groups' exp2s colliding on the MUFU); causal_lpt 0.1-1.4% below
          # causal in the screening
          "d64_causal_nopp_s4_q2_lpt", "d64_causal_nopp_s4_q2_pt", "d64_causal_nopp_s4_q2_ptl", "causal_lpt",
          # H100, 2026-12-06 (bench/results/h100-20261206r): a turn at each tile's block 0, the same
          # loop code, 0.93-0.96x cuDNN against the default's 0.97-1.02x; with a table about the
          # table's own loss
          "d64_causal_nopp_s4_q2_tt", "d64_causal_nopp_s4_q2_lpt_tt", "d64_causal_nopp_s4_q2_pt_tt",
          # H100, 2026-12-06 (bench/results/h100-20261206s): block 0 unmasked off the diagonal, fewer
          # instructions, 4-5% below d64_causal_nopp_s4_q2 in one screening, 4-7% alone; its KV loop
          # queues on the MUFU as the table's and the turn's do
          "d64_causal_nopp_s4_q2_u0")


def candidate_configs(shape) -> list[str]:
    """Configs worth timing on ``shape``: not in SLOWER, and their HEAD_DIM and CAUSAL match it."""
    problem = WORKLOAD.problem_params(shape)
    return [name for name, cfg in CONFIGS.items()
            if name not in SLOWER
            and all(cfg.params.get(k, SPEC.defaults.get(k)) == problem[k] for k in PROBLEM_KEYS)]


SPEC = KernelSpec(
    name="fa_hopper_gluon",
    fn=fa_hopper_gluon,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "HEAD_DIM": 128, "CAUSAL": False, "STAGES": 2, "QBUF": 1, "PINGPONG": 1,
              "EXP_EMU": 0, "LOOKAHEAD": False, "GROUPS": 2, "TREE": False, "LATE_WAIT": False,
              "LAZY": 0, "CARRY": False, "SCHED": 0, "UNMASK0": False, "CONSUMER_REGS": 240, "LOADER_REGS": 24,
              "num_warps": 4},
    description="flash-attention forward in Gluon: TMA loader warp, two ping-pong wgmma consumer groups",
    reference=WORKLOAD.reference,
    flops=WORKLOAD.flops,
    launch=launch,
    make_inputs=WORKLOAD.make_inputs,
    shapes=WORKLOAD.default_shapes,
    source_file=__file__,
    launch_values=launch_values,
    check_memory=check_memory,
)
