"""Flash-attention forward for Hopper (sm_90) in Gluon, FA3-style: a TMA loader warp and two consumer
warp groups scheduled ping-pong, with the softmax of one KV block overlapped with GEMMs in flight.

Q, K, V, O are [Z, H, N_CTX, HEAD_DIM] contiguous (bf16 or fp16), viewed as 2-D [Z*H*N_CTX, HEAD_DIM]
for host-side Gluon TensorDescriptors (Q/O blocks [BLOCK_M // 2, HEAD_DIM], K/V blocks
[BLOCK_N, HEAD_DIM]). N_CTX must be a multiple of BLOCK_M and BLOCK_N, and for causal BLOCK_M a
multiple of BLOCK_N (``check_shape`` raises ValueError otherwise).

Partitions (``gl.warp_specialize``; 9 warps, launched as 12 = three warp groups, .maxnreg 168):

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

Online softmax in base 2: ``exp2`` with sm_scale * log2(e) folded into one FMA. ``EXP_EMU = k``
computes one exp2 in k with a cubic on the FMA pipe instead of MUFU (FA4's trick); measured slower on
the H200 for both head dims. Causal tiles run the KV blocks left of the diagonal
without a mask and only the diagonal blocks masked (separate loops sharing the pipeline state); the
first block is always masked for causal (exact, once per tile).

The grid is persistent (min(SMs, work items) programs) and every partition walks the same tile
sequence. Non-causal: query blocks fastest within a head, so programs running together share K/V
in L2. Causal: work item i of a head is the tile pair (num_m - 1 - i, i), heavy first, so every item
costs about num_m + 1 KV blocks and the static round-robin over programs stays balanced.
"""

from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    fence_async_shared,
    mbarrier,
    tma,
    warpgroup_mma,
    warpgroup_mma_wait,
)

from passlab.frontend.kernelspec import KernelSpec, named_config
from passlab.frontend.workloads import ATTENTION

WORKLOAD = ATTENTION


# ---------------------------------------------------------------------------------------------
# Tile schedule (shared by every partition: they must all walk the same sequence)
# ---------------------------------------------------------------------------------------------

@gluon.jit
def _num_items(ZH, num_m, CAUSAL: gl.constexpr):
    """Work items: one tile each (non-causal), or a heavy/light tile pair of one head (causal)."""
    if CAUSAL:
        return ZH * ((num_m + 1) // 2)
    else:
        return ZH * num_m


@gluon.jit
def _item_tiles(item, num_m, CAUSAL: gl.constexpr):
    """(head index, first query block, tiles in the item): a causal item holds blocks
    num_m-1-i then i (one tile when they coincide, num_m odd)."""
    if CAUSAL:
        pairs = (num_m + 1) // 2
        i = item % pairs
        return item // pairs, i, 2 - (2 * i + 1 == num_m).to(gl.int32)
    else:
        return item // num_m, item % num_m, 1


@gluon.jit
def _tile_m(i, k, num_m, CAUSAL: gl.constexpr):
    """Query block of tile k (0 or 1) of an item: heavy (num_m-1-i) first, then light (i)."""
    if CAUSAL:
        return (num_m - 1 - i) + k * (2 * i + 1 - num_m)
    else:
        return i


@gluon.jit
def _kv_blocks(start_m, N_CTX, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, CAUSAL: gl.constexpr):
    """(KV blocks without mask, KV blocks in total) for query block start_m."""
    if CAUSAL:
        return (start_m * BLOCK_M) // BLOCK_N, ((start_m + 1) * BLOCK_M) // BLOCK_N
    else:
        n = N_CTX // BLOCK_N
        return n, n


# ---------------------------------------------------------------------------------------------
# exp2 with part of the work moved off the MUFU unit (FA4's trick, here for Hopper)
# ---------------------------------------------------------------------------------------------

@gluon.constexpr_function
def _exp2_asm(pack):
    """PTX for ``pack`` f32 exp2s: pack-1 on MUFU (ex2.approx.ftz), the last one as a cubic on the
    FMA pipe: x = max(x, -126); t = x + 1.5*2^23 rounds it (j = t - 1.5*2^23, f = x - j in
    [-0.5, 0.5]); 2^f by a cubic (max relative error 2.2e-4, far below bf16's 2^-9); the exponent j
    is added straight into the bits ((bits(t) << 23) == j << 23 mod 2^32)."""
    lines = [f"ex2.approx.ftz.f32 ${i}, ${i + pack};" for i in range(pack - 1)]
    x, out = f"${2 * pack - 1}", f"${pack - 1}"
    lines += [
        "{", ".reg .b32 t, j, f, p;",
        f"max.ftz.f32 f, {x}, 0fC2FC0000;",
        "add.rn.ftz.f32 t, f, 0f4B400000;",
        "sub.rn.ftz.f32 j, t, 0f4B400000;",
        "sub.rn.ftz.f32 f, f, j;",
        "fma.rn.ftz.f32 p, f, 0f3D588B66, 0f3E77F6BB;",
        "fma.rn.ftz.f32 p, p, f, 0f3F318EE8;",
        "fma.rn.ftz.f32 p, p, f, 0f3F7FFD8F;",
        "shl.b32 j, t, 23;",
        f"add.s32 {out}, p, j;",
        "}",
    ]
    return "\n".join(lines)


@gluon.constexpr_function
def _exp2_constraints(pack):
    return ",".join(["=r"] * pack + ["r"] * pack)


@gluon.jit
def _exp2(x, EXP_EMU: gl.constexpr):
    """exp2(x); EXP_EMU = k > 0 computes one element in k with FMAs instead of MUFU.EX2."""
    if EXP_EMU == 0:
        return gl.exp2(x)
    else:
        return gl.inline_asm_elementwise(_exp2_asm(EXP_EMU), _exp2_constraints(EXP_EMU), [x], dtype=gl.float32,
                                         is_pure=True, pack=EXP_EMU)


# ---------------------------------------------------------------------------------------------
# Loader partition (1 warp)
# ---------------------------------------------------------------------------------------------

@gluon.jit
def _load_kv(desc, smem, ready, empty, row, cnt, STAGES: gl.constexpr):
    idx = cnt % STAGES
    mbarrier.wait(empty.index(idx), ((cnt // STAGES) & 1) ^ 1)
    mbarrier.expect(ready.index(idx), desc.block_type.nbytes)
    tma.async_copy_global_to_shared(desc, [row, 0], ready.index(idx), smem.index(idx))
    return cnt + 1


@gluon.jit
def _fa_loader(descs, smem, bars, ZH, N_CTX,
               BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, CAUSAL: gl.constexpr, STAGES: gl.constexpr):
    desc_q, desc_k, desc_v, desc_o = descs
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    M_WG: gl.constexpr = BLOCK_M // 2
    QBUF: gl.constexpr = q_smem.type.shape[0] // 2
    num_m = N_CTX // BLOCK_M
    kc = 0
    vc = 0
    tc = 0
    for item in range(gl.program_id(0), _num_items(ZH, num_m, CAUSAL), gl.num_programs(0)):
        hz, i, ntiles = _item_tiles(item, num_m, CAUSAL)
        row0 = hz * N_CTX
        for k in range(ntiles):
            start_m = _tile_m(i, k, num_m, CAUSAL)
            n_full, n_total = _kv_blocks(start_m, N_CTX, BLOCK_M, BLOCK_N, CAUSAL)
            # K_0 first: its slot frees while the groups finish the previous tile, Q's only after
            # their last QK^T of it.
            kc = _load_kv(desc_k, k_smem, k_ready, k_empty, row0, kc, STAGES)
            for g in gl.static_range(2):
                q_idx = g * QBUF + tc % QBUF
                mbarrier.wait(q_empty.index(q_idx), ((tc // QBUF) & 1) ^ 1)
                mbarrier.expect(q_ready.index(q_idx), desc_q.block_type.nbytes)
                tma.async_copy_global_to_shared(desc_q, [row0 + start_m * BLOCK_M + g * M_WG, 0],
                                                q_ready.index(q_idx), q_smem.index(q_idx))
            tc += 1
            # The groups need K_{j+1} before V_j (QK^T_{j+1} is issued before PV_j).
            for j in range(1, n_total):
                kc = _load_kv(desc_k, k_smem, k_ready, k_empty, row0 + j * BLOCK_N, kc, STAGES)
                vc = _load_kv(desc_v, v_smem, v_ready, v_empty, row0 + (j - 1) * BLOCK_N, vc, STAGES)
            vc = _load_kv(desc_v, v_smem, v_ready, v_empty, row0 + (n_total - 1) * BLOCK_N, vc, STAGES)


# ---------------------------------------------------------------------------------------------
# Consumer partitions (one warp group each)
# ---------------------------------------------------------------------------------------------

@gluon.jit
def _turn_wait(turn, WG: gl.constexpr, cnt, PINGPONG: gl.constexpr):
    if PINGPONG:
        mbarrier.wait(turn.index(WG), cnt & 1)
    return cnt + 1


@gluon.jit
def _turn_pass(turn, WG: gl.constexpr, PINGPONG: gl.constexpr):
    if PINGPONG:
        mbarrier.arrive(turn.index(1 - WG), count=1)


@gluon.jit
def _softmax(s, m_i, l_i, qk_scale, offs_m, n0, BLOCK_N: gl.constexpr, MASKED: gl.constexpr,
             FIRST: gl.constexpr, EXP_EMU: gl.constexpr):
    """p = exp2(s * qk_scale - m_new) in s's layout; returns (p, m_new, l_new, alpha)."""
    if MASKED:
        offs_n = n0 + gl.arange(0, BLOCK_N, gl.SliceLayout(0, s.type.layout))
        keep = offs_m[:, None] >= offs_n[None, :]
        s = gl.where(keep, s * qk_scale, -float("inf"))
        m_new = gl.max(s, 1)
        if not FIRST:
            m_new = gl.maximum(m_i, m_new)
        p = _exp2(s - m_new[:, None], EXP_EMU)
    else:
        m_new = gl.max(s, 1) * qk_scale
        if not FIRST:
            m_new = gl.maximum(m_i, m_new)
        p = _exp2(s * qk_scale - m_new[:, None], EXP_EMU)
    if FIRST:
        alpha = m_new  # unused
        l_new = gl.sum(p, 1)
    else:
        alpha = gl.exp2(m_i - m_new)
        l_new = l_i * alpha + gl.sum(p, 1)
    return p, m_new, l_new, alpha


@gluon.jit
def _kv_loop(lo, hi, s, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
             WG: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
             PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr):
    """KV blocks [lo, hi): QK^T_j and PV_{j-1} in flight together, softmax_j under PV_{j-1}."""
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    o_row: gl.constexpr = gl.SliceLayout(1, acc.type.layout)
    for j in range(lo, hi):
        k_idx = kc % STAGES
        v_idx = vc % STAGES
        mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
        turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
        s = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s, use_acc=False, is_async=True)
        # V_{j-1} lands after K_j (load order): wait for it only once QK^T_j is issued.
        mbarrier.wait(v_ready.index(v_idx), (vc // STAGES) & 1)
        acc = warpgroup_mma(p_op, v_smem.index(v_idx), acc, is_async=True)
        _turn_pass(turn, WG, PINGPONG)
        s = warpgroup_mma_wait(1, deps=(s, ))
        mbarrier.arrive(k_empty.index(k_idx), count=1)
        kc += 1
        p, m_i, l_i, alpha = _softmax(s, m_i, l_i, qk_scale, offs_m, j * BLOCK_N, BLOCK_N, MASKED, False, EXP_EMU)
        acc, p_op = warpgroup_mma_wait(0, deps=(acc, p_op))
        mbarrier.arrive(v_empty.index(v_idx), count=1)
        vc += 1
        acc = acc * gl.convert_layout(alpha, o_row)[:, None]
        p_op = gl.convert_layout(p.to(p_op.dtype), p_op.type.layout)
    return s, acc, p_op, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _la_step(s_run, s_free, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, n0,
             WG: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
             PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr,
             ISSUE_QK: gl.constexpr, ISSUE_PV: gl.constexpr, FIRST: gl.constexpr):
    """LOOKAHEAD step: softmax of the block whose S is ready in s_run (first column n0) while QK^T of
    the next block (into s_free's registers) and PV of the previous block run on the tensor cores.
    Returns the next block's S as the new s_run and the old s_run as the new s_free."""
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    o_row: gl.constexpr = gl.SliceLayout(1, acc.type.layout)
    k_idx = kc % STAGES
    v_idx = vc % STAGES
    if ISSUE_QK:
        mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
    if ISSUE_QK or ISSUE_PV:
        turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
    if ISSUE_QK:
        s_free = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s_free, use_acc=False, is_async=True)
    if ISSUE_PV:
        mbarrier.wait(v_ready.index(v_idx), (vc // STAGES) & 1)
        acc = warpgroup_mma(p_op, v_smem.index(v_idx), acc, is_async=True)
    if ISSUE_QK or ISSUE_PV:
        _turn_pass(turn, WG, PINGPONG)
    p, m_i, l_i, alpha = _softmax(s_run, m_i, l_i, qk_scale, offs_m, n0, BLOCK_N, MASKED, FIRST, EXP_EMU)
    if ISSUE_QK:
        if ISSUE_PV:
            s_free, acc, p_op = warpgroup_mma_wait(0, deps=(s_free, acc, p_op))
        else:
            s_free = warpgroup_mma_wait(0, deps=(s_free, ))
        mbarrier.arrive(k_empty.index(k_idx), count=1)
        kc += 1
    elif ISSUE_PV:
        acc, p_op = warpgroup_mma_wait(0, deps=(acc, p_op))
    if ISSUE_PV:
        mbarrier.arrive(v_empty.index(v_idx), count=1)
        vc += 1
    if not FIRST:
        acc = acc * gl.convert_layout(alpha, o_row)[:, None]
    p_op = gl.convert_layout(p.to(p_op.dtype), p_op.type.layout)
    return s_free, s_run, acc, p_op, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _la_range(lo, hi, r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
              WG: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
              PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr):
    """LOOKAHEAD steps for blocks [lo, hi), each issuing QK^T of the next block and PV of the previous.
    Two steps per loop trip, so the two S register sets swap back and the loop carries no copies;
    an odd count peels one step first (its swap costs one copy per tile)."""
    if (hi - lo) % 2 == 1:
        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
            r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, lo * BLOCK_N,
            WG, BLOCK_N, STAGES, MASKED, PINGPONG, EXP_EMU, True, True, False)
    for jj in range(lo + (hi - lo) % 2, hi, 2):
        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
            r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, jj * BLOCK_N,
            WG, BLOCK_N, STAGES, MASKED, PINGPONG, EXP_EMU, True, True, False)
        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
            r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, (jj + 1) * BLOCK_N,
            WG, BLOCK_N, STAGES, MASKED, PINGPONG, EXP_EMU, True, True, False)
    return r, f, acc, p_op, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _fa_consumer(WG: gl.constexpr, descs, smem, bars, ZH, N_CTX, qk_scale,
                 BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, HEAD_DIM: gl.constexpr,
                 CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr,
                 EXP_EMU: gl.constexpr, LOOKAHEAD: gl.constexpr):
    desc_q, desc_k, desc_v, desc_o = descs
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    dtype: gl.constexpr = desc_q.dtype
    M_WG: gl.constexpr = BLOCK_M // 2
    K_INSTR: gl.constexpr = 256 // dtype.primitive_bitwidth
    s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, BLOCK_N, K_INSTR])
    o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, HEAD_DIM, K_INSTR])
    p_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=o_layout, k_width=2)
    s_row: gl.constexpr = gl.SliceLayout(1, s_layout)
    o_row: gl.constexpr = gl.SliceLayout(1, o_layout)

    QBUF: gl.constexpr = q_smem.type.shape[0] // 2
    o_s = o_smem.index(WG)
    num_m = N_CTX // BLOCK_M
    kc = 0
    vc = 0
    tc = 0
    turn_c = 0
    s = gl.zeros([M_WG, BLOCK_N], gl.float32, s_layout)
    s2 = gl.zeros([M_WG, BLOCK_N], gl.float32, s_layout)  # the second S buffer of LOOKAHEAD
    for item in range(gl.program_id(0), _num_items(ZH, num_m, CAUSAL), gl.num_programs(0)):
        hz, i, ntiles = _item_tiles(item, num_m, CAUSAL)
        for k in range(ntiles):
            start_m = _tile_m(i, k, num_m, CAUSAL)
            n_full, n_total = _kv_blocks(start_m, N_CTX, BLOCK_M, BLOCK_N, CAUSAL)
            offs_m = start_m * BLOCK_M + WG * M_WG + gl.arange(0, M_WG, s_row)
            q_idx = WG * QBUF + tc % QBUF
            q_s = q_smem.index(q_idx)
            mbarrier.wait(q_ready.index(q_idx), (tc // QBUF) & 1)

            # Block 0: QK^T alone.
            k_idx = kc % STAGES
            mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
            turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
            s = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s, use_acc=False, is_async=True)
            _turn_pass(turn, WG, PINGPONG)
            s = warpgroup_mma_wait(0, deps=(s, ))
            mbarrier.arrive(k_empty.index(k_idx), count=1)
            kc += 1
            m_i = gl.full([M_WG], -float("inf"), gl.float32, s_row)
            l_i = gl.full([M_WG], 0.0, gl.float32, s_row)
            acc = gl.zeros([M_WG, HEAD_DIM], gl.float32, o_layout)
            if LOOKAHEAD:
                # S double-buffered: QK^T_{j+1} and PV_{j-1} run under softmax_j. Block 0 is always
                # masked for causal (exact either way); block n-1 is the last diagonal block.
                p_op = gl.zeros([M_WG, BLOCK_N], dtype, p_layout)
                if n_total == 1:
                    s2, s, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
                        s, s2, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, 0,
                        WG, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, False, False, True)
                else:
                    r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
                        s, s2, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, 0,
                        WG, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, True, False, True)
                    # Middle blocks 1..n-2: unmasked up to n_full, then masked (causal, BLOCK_M > BLOCK_N).
                    mid = gl.minimum(gl.maximum(n_full, 1), n_total - 1)
                    r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_range(
                        1, mid, r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                        WG, BLOCK_N, STAGES, False, PINGPONG, EXP_EMU)
                    if CAUSAL:
                        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_range(
                            mid, n_total - 1, r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale,
                            offs_m, WG, BLOCK_N, STAGES, True, PINGPONG, EXP_EMU)
                    r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
                        r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                        (n_total - 1) * BLOCK_N, WG, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, False, True, False)
                    s = r
                    s2 = f
            else:
                p, m_i, l_i, alpha = _softmax(s, m_i, l_i, qk_scale, offs_m, 0, BLOCK_N, CAUSAL, True, EXP_EMU)
                p_op = gl.convert_layout(p.to(dtype), p_layout)

                # Blocks 1..n_full-1 unmasked, then the diagonal blocks masked (causal only).
                s, acc, p_op, m_i, l_i, kc, vc, turn_c = _kv_loop(
                    1, n_full, s, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                    WG, BLOCK_N, STAGES, False, PINGPONG, EXP_EMU)
                if CAUSAL:
                    s, acc, p_op, m_i, l_i, kc, vc, turn_c = _kv_loop(
                        gl.maximum(n_full, 1), n_total, s, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c,
                        qk_scale, offs_m, WG, BLOCK_N, STAGES, True, PINGPONG, EXP_EMU)
            # Every QK^T of this tile is done: Q's buffer may take the next tile's rows.
            mbarrier.arrive(q_empty.index(q_idx), count=1)
            tc += 1

            # Last PV.
            v_idx = vc % STAGES
            mbarrier.wait(v_ready.index(v_idx), (vc // STAGES) & 1)
            turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
            acc = warpgroup_mma(p_op, v_smem.index(v_idx), acc, is_async=True)
            _turn_pass(turn, WG, PINGPONG)
            acc, p_op = warpgroup_mma_wait(0, deps=(acc, p_op))
            mbarrier.arrive(v_empty.index(v_idx), count=1)
            vc += 1

            # Epilogue: O / l through this group's staging buffer and a TMA store; the store of the
            # previous tile must have read the buffer first.
            acc = acc / gl.convert_layout(l_i, o_row)[:, None]
            tma.store_wait(0)
            o_s.store(acc.to(dtype))
            fence_async_shared()
            tma.async_copy_shared_to_global(desc_o, [hz * N_CTX + start_m * BLOCK_M + WG * M_WG, 0], o_s)
    tma.store_wait(0)


@gluon.jit
def _fa_consumer0(descs, smem, bars, ZH, N_CTX, qk_scale,
                  BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, HEAD_DIM: gl.constexpr,
                  CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr,
                  EXP_EMU: gl.constexpr, LOOKAHEAD: gl.constexpr):
    _fa_consumer(0, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL, STAGES, PINGPONG,
                 EXP_EMU, LOOKAHEAD)


@gluon.jit
def _fa_consumer1(descs, smem, bars, ZH, N_CTX, qk_scale,
                  BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, HEAD_DIM: gl.constexpr,
                  CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr,
                  EXP_EMU: gl.constexpr, LOOKAHEAD: gl.constexpr):
    _fa_consumer(1, descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL, STAGES, PINGPONG,
                 EXP_EMU, LOOKAHEAD)


@gluon.jit
def fa_hopper_gluon(desc_q, desc_k, desc_v, desc_o, sm_scale, ZH, N_CTX,
                    HEAD_DIM: gl.constexpr, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr,
                    CAUSAL: gl.constexpr, STAGES: gl.constexpr, QBUF: gl.constexpr, PINGPONG: gl.constexpr,
                    EXP_EMU: gl.constexpr, LOOKAHEAD: gl.constexpr,
                    CONSUMER_REGS: gl.constexpr, LOADER_REGS: gl.constexpr):
    gl.static_assert(gl.num_warps() == 4, "the default partition is consumer 0: one warp group")
    dtype: gl.constexpr = desc_q.dtype
    qk_scale = sm_scale * 1.4426950408889634  # log2(e): softmax in base 2

    q_smem = gl.allocate_shared_memory(dtype, [2 * QBUF] + desc_q.block_type.shape, desc_q.layout)
    k_smem = gl.allocate_shared_memory(dtype, [STAGES] + desc_k.block_type.shape, desc_k.layout)
    v_smem = gl.allocate_shared_memory(dtype, [STAGES] + desc_v.block_type.shape, desc_v.layout)
    o_smem = gl.allocate_shared_memory(dtype, [2] + desc_o.block_type.shape, desc_o.layout)

    q_ready = gl.allocate_shared_memory(gl.int64, [2 * QBUF, 1], mbarrier.MBarrierLayout())
    q_empty = gl.allocate_shared_memory(gl.int64, [2 * QBUF, 1], mbarrier.MBarrierLayout())
    k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    turn = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
    for g in gl.static_range(2 * QBUF):
        mbarrier.init(q_ready.index(g), count=1)
        mbarrier.init(q_empty.index(g), count=1)
    for g in gl.static_range(2):
        mbarrier.init(turn.index(g), count=1)
    for st in gl.static_range(STAGES):
        mbarrier.init(k_ready.index(st), count=1)
        mbarrier.init(k_empty.index(st), count=2)  # both groups read every K/V buffer
        mbarrier.init(v_ready.index(st), count=1)
        mbarrier.init(v_empty.index(st), count=2)
    mbarrier.arrive(turn.index(0), count=1)  # group 0 issues first

    descs = (desc_q, desc_k, desc_v, desc_o)
    smem = (q_smem, k_smem, v_smem, o_smem)
    bars = (q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn)
    gl.warp_specialize([
        (_fa_consumer0, (descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL, STAGES,
                         PINGPONG, EXP_EMU, LOOKAHEAD)),
        (_fa_consumer1, (descs, smem, bars, ZH, N_CTX, qk_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL, STAGES,
                         PINGPONG, EXP_EMU, LOOKAHEAD)),
        (_fa_loader, (descs, smem, bars, ZH, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, STAGES)),
    ], [4, 1], [CONSUMER_REGS, LOADER_REGS])


# ---------------------------------------------------------------------------------------------
# Host side
# ---------------------------------------------------------------------------------------------

CONSTEXPRS = ("HEAD_DIM", "BLOCK_M", "BLOCK_N", "CAUSAL", "STAGES", "QBUF", "PINGPONG", "EXP_EMU", "LOOKAHEAD",
              "CONSUMER_REGS", "LOADER_REGS")


def _gl_dtype(name):
    from triton.experimental.gluon import language as gl_
    return {"bf16": gl_.bfloat16, "fp16": gl_.float16}[name]


def _layout(block, dtype):
    return gl.NVMMASharedLayout.get_default_for(block, _gl_dtype(dtype))


def _blocks(params):
    D = params["HEAD_DIM"]
    return [params["BLOCK_M"] // 2, D], [params["BLOCK_N"], D]


def signature(params):
    """Runtime argument types in order: four tensordescs (layouts as the host descriptors carry them),
    sm_scale, Z*H, N_CTX."""
    dt = params["dtype"]
    qo, kv = _blocks(params)

    def desc(block):
        return f"tensordesc<{dt}[{block[0]}, {block[1]}],{_layout(block, dt)}>"

    return {"desc_q": desc(qo), "desc_k": desc(kv), "desc_v": desc(kv), "desc_o": desc(qo),
            "sm_scale": "fp32", "ZH": "i32", "N_CTX": "i32"}


def launch_values(params):
    """A B4 H32 N4096 launch: what ``passlab trace`` specializes the int arguments as."""
    return {"ZH": 4 * 32, "N_CTX": 4096}


def check_shape(params, N, D, causal):
    """Raise ValueError when the config cannot run this problem."""
    if D != params["HEAD_DIM"] or bool(causal) != bool(params.get("CAUSAL", False)):
        raise ValueError(f"config has HEAD_DIM={params['HEAD_DIM']} CAUSAL={params.get('CAUSAL', False)}, "
                         f"inputs have D={D} causal={causal}")
    if N % params["BLOCK_M"] or N % params["BLOCK_N"]:
        raise ValueError(f"N_CTX={N} must be a multiple of BLOCK_M={params['BLOCK_M']} and "
                         f"BLOCK_N={params['BLOCK_N']}")
    if causal and params["BLOCK_M"] % params["BLOCK_N"]:
        raise ValueError("causal needs BLOCK_M to be a multiple of BLOCK_N")


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

    num_m = N // params["BLOCK_M"]
    items = Z * H * ((num_m + 1) // 2 if causal else num_m)
    grid = (min(inputs["num_sms"], items),)
    fa_hopper_gluon[grid](desc(q, qo), desc(k, kv), desc(v, kv), desc(out, qo), inputs["sm_scale"], Z * H, N,
                          **{c: params[c] for c in CONSTEXPRS}, num_warps=params["num_warps"])
    return out


CONFIGS = dict([
    named_config("default", "D=128, 128x128 tile (64 rows per consumer group), 2-stage K/V rings, ping-pong",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2),
    named_config("d128_nopp", "like default, groups issue GEMMs without the ping-pong turn barriers",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, PINGPONG=False),
    named_config("d128_emu8", "like default, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, EXP_EMU=8),
    named_config("d128_nopp_emu8", "like d128_nopp, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, PINGPONG=False, EXP_EMU=8),
    named_config("d128_q2", "like default, Q double-buffered per group (the next tile's Q loads under this one)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2),
    named_config("d128_nopp_q2", "like d128_nopp, Q double-buffered per group",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, PINGPONG=False),
    named_config("d128_la", "like default, LOOKAHEAD: S double-buffered, QK^T_{j+1} under softmax_j (ptxas spills)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, LOOKAHEAD=True),
    named_config("d128_la_n64", "D=128, 128x64 tile, 4-stage K/V rings, LOOKAHEAD (no spills at BLOCK_N=64)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4, LOOKAHEAD=True),
    named_config("d128_n64", "D=128, 128x64 tile, 4-stage K/V rings, ping-pong",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4),
    named_config("causal", "D=128, causal, 128x128 tile, 2-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True),
    named_config("causal_nopp", "like causal, without the ping-pong turn barriers",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, PINGPONG=False),
    named_config("causal_emu8", "like causal, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, EXP_EMU=8),
    named_config("causal_q2", "like causal, Q double-buffered per group",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, CAUSAL=True),
    named_config("causal_nopp_q2", "like causal_nopp, Q double-buffered per group",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, CAUSAL=True, PINGPONG=False),
    named_config("causal_la_n64", "D=128, causal, 128x64 tile, 4-stage K/V rings, LOOKAHEAD",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4, CAUSAL=True, LOOKAHEAD=True),
    named_config("causal_n64", "D=128, causal, 128x64 tile, 4-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=64, STAGES=4, CAUSAL=True),
    named_config("d64", "D=64, 128x128 tile, 3-stage K/V rings, ping-pong",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3),
    named_config("d64_nopp", "like d64, without the ping-pong turn barriers",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, PINGPONG=False),
    named_config("d64_emu8", "like d64, 1 exp2 in 8 computed on the FMA pipe (MUFU relief)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, EXP_EMU=8),
    named_config("d64_emu4", "like d64, 1 exp2 in 4 computed on the FMA pipe",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, EXP_EMU=4),
    named_config("d64_nopp_emu8", "like d64_nopp, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, PINGPONG=False, EXP_EMU=8),
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
    named_config("d64_causal", "D=64, causal, 128x128 tile, 3-stage K/V rings, ping-pong, paired tiles",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True),
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
# candidate_configs. The *_q2 and *_nopp variants were within run-to-run noise (about +-3%) of their
# base configs and stay candidates; causal_nopp was >= 1.05x SDPA on every shape in 3 of 4 runs.
SLOWER = ("d128_emu8", "d128_nopp_emu8", "d128_la", "d128_la_n64", "d128_n64",
          "causal_emu8", "causal_la_n64", "causal_n64",
          "d64_emu8", "d64_emu4", "d64_nopp_emu8", "d64_n256", "d64_la", "d64_la_n64", "d64_m256",
          "d64_causal_emu8", "d64_causal_emu4", "d64_causal_la_n64", "d64_causal_m256")


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
    defaults={"dtype": "bf16", "HEAD_DIM": 128, "CAUSAL": False, "STAGES": 2, "QBUF": 1, "PINGPONG": True,
              "EXP_EMU": 0, "LOOKAHEAD": False, "CONSUMER_REGS": 240, "LOADER_REGS": 24, "num_warps": 4},
    description="flash-attention forward in Gluon: TMA loader warp, two ping-pong wgmma consumer groups",
    reference=WORKLOAD.reference,
    flops=WORKLOAD.flops,
    launch=launch,
    make_inputs=WORKLOAD.make_inputs,
    shapes=WORKLOAD.default_shapes,
    source_file=__file__,
    launch_values=launch_values,
)
