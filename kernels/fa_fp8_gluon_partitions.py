"""The warp partitions of kernels/fa_fp8_gluon.py: a producer warp group (TMA loads and the in-kernel
V transpose) and two consumer warp groups, three with GROUPS=3 (QK^T, softmax, P quantized to e4m3, PV).

The tile schedule, the ping-pong turn barriers, block 0's QK^T and the softmax (with its exp2
emulation and LAZY rescale; FP8 passes P's headroom as SHIFT) are fa_hopper_gluon's (imported from
fa_hopper_gluon_partitions.py); what FP8 changes is described in fa_fp8_gluon.py's docstring.
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

from kernels.fa_hopper_gluon_partitions import (
    _first_softmax,
    _item_tiles,
    _kv_blocks,
    _num_items,
    _num_m,
    _pv_wait_after,
    _qk0,
    _rescale,
    _softmax,
    _tile_m,
    _turn_pass,
    _turn_wait,
    tma_load,
    tma_store,
)

# P is quantized as p * 2^P_LOG2, folded into the exp2 (p = exp2(s - m + P_LOG2)): the row maximum
# lands on 256, below e4m3's 448, and e4m3's normal range then reaches p = 2^-14 instead of 2^-6.
# The row sum l carries the same factor, so O = acc / l needs no descale for it.
P_LOG2 = gl.constexpr(8.0)


# ---------------------------------------------------------------------------------------------
# Producer partition (one warp group): TMA loads, and V transposed through registers
# ---------------------------------------------------------------------------------------------

@gluon.jit
def _load_tile(desc, smem, ready, empty, row, cnt, STAGES: gl.constexpr):
    idx = cnt % STAGES
    mbarrier.wait(empty.index(idx), ((cnt // STAGES) & 1) ^ 1)
    mbarrier.expect(ready.index(idx), desc.block_type.nbytes)
    tma_load(desc, [row, 0], ready.index(idx), smem.index(idx))
    return cnt + 1


@gluon.jit
def _load_v(desc, smem, ready, row, cnt, STAGES: gl.constexpr):
    """TMA of V_cnt into the raw ring. No empty barrier: only this partition reads the ring, and it
    transposed the slot's previous block (cnt - STAGES) earlier in program order, its warps synced
    by that transpose's vt_ready arrive (Gluon's arrive syncs the warp group first)."""
    idx = cnt % STAGES
    mbarrier.expect(ready.index(idx), desc.block_type.nbytes)
    tma_load(desc, [row, 0], ready.index(idx), smem.index(idx))
    return cnt + 1


@gluon.jit
def _load_vt(desc, vt_smem, vt_ready, vt_empty, row, col, cnt, STAGES: gl.constexpr):
    """VT_GLOBAL: TMA of V_cnt^T, already transposed (and, with KPERM, its columns permuted) in
    global memory, straight into the V^T ring the consumers read: no raw ring, no transpose."""
    idx = cnt % STAGES
    mbarrier.wait(vt_empty.index(idx), ((cnt // STAGES) & 1) ^ 1)
    mbarrier.expect(vt_ready.index(idx), desc.block_type.nbytes)
    tma_load(desc, [row, col], vt_ready.index(idx), vt_smem.index(idx))
    return cnt + 1


@gluon.jit
def _permute_k(x, AXIS: gl.constexpr):
    """Reorder ``x`` along AXIS (the KV index) in spans of 16: position 16a + 4q + 2b + e takes index
    16a + 8b + 2q + e. Applied to P's columns and to V's rows alike, so PV is unchanged; it makes the
    fp32 accumulator columns a thread of a quad holds (2q, 2q+1, 8+2q, 9+2q in each span) the four
    consecutive K bytes the e4m3 wgmma A operand wants from it (4q..4q+3): P's conversion becomes a
    renaming of registers instead of a byte exchange between the quad's threads (FA3 does the same
    by permuting V in its transpose)."""
    if AXIS == 0:
        N: gl.constexpr = x.shape[0]
        D: gl.constexpr = x.shape[1]
        x = gl.reshape(x, [N // 16, 2, 4, 2, D])
        x = gl.permute(x, (0, 2, 1, 3, 4))
        return gl.reshape(x, [N, D])
    else:
        M: gl.constexpr = x.shape[0]
        N: gl.constexpr = x.shape[1]
        x = gl.reshape(x, [M, N // 16, 2, 4, 2])
        x = gl.permute(x, (0, 1, 3, 2, 4))
        return gl.reshape(x, [M, N])


@gluon.jit
def _e4m3_operand(p_op, KPERM: gl.constexpr):
    """PV's e4m3 register operand from the P that the KV loop carries: without KPERM that is P in
    e4m3 already; with KPERM it is fp32 P in the operand layout, packed here, four fp32 to one
    register of four e4m3 bytes, right before the wgmma that reads it. (Carried across the loop's back
    edge as 8-bit values, P's bytes are unpacked into one register each and repacked for the wgmma:
    about 120 PRMT per block that no instruction needs; Triton's own conversion does the same
    inside one iteration.)"""
    if KPERM:
        return gl.inline_asm_elementwise(
            "{ .reg .b16 lo, hi; cvt.rn.satfinite.e4m3x2.f32 lo, $2, $1; "
            "cvt.rn.satfinite.e4m3x2.f32 hi, $4, $3; mov.b32 $0, {lo, hi}; }",
            "=r,r,r,r,r", [p_op], dtype=gl.float8e4nv, is_pure=True, pack=4)
    else:
        return p_op


@gluon.jit
def _p_carry(p, dtype: gl.constexpr, p_layout: gl.constexpr, KPERM: gl.constexpr):
    """P (fp32, the QK^T accumulator's layout) as the KV loop carries it to the next PV: e4m3 in the
    operand layout, or with KPERM fp32 renamed into the operand layout (no data moves)."""
    if KPERM:
        return gl.convert_layout(_permute_k(p, 1), p_layout)
    else:
        return gl.convert_layout(p.to(dtype), p_layout)


# A 4 x 4 byte transpose in 8 byte permutes (two rounds of four), where Triton's packing of i8
# values into the stores takes 12 (three per output word): $4..$7 are rows 0..3 (bytes = columns),
# $0..$3 the columns (bytes = rows). prmt's selector nibbles pick bytes of {b, a}: 0-3 from a, 4-7
# from b, lowest result byte first.
TRANSPOSE_4X4_ASM = gl.constexpr("""{
.reg .b32 t<4>;
prmt.b32 t0, $4, $5, 0x5140;
prmt.b32 t1, $6, $7, 0x5140;
prmt.b32 t2, $4, $5, 0x7362;
prmt.b32 t3, $6, $7, 0x7362;
prmt.b32 $0, t0, t1, 0x5410;
prmt.b32 $1, t0, t1, 0x7632;
prmt.b32 $2, t2, t3, 0x5410;
prmt.b32 $3, t2, t3, 0x7632;
}""")


@gluon.jit
def _transposed_4x4(v):
    """V [N, D] -> V^T [D, N] for a layout whose 16 registers per 4 x 4 block hold d fastest, then n
    (``_transpose_layout``, and ``_transpose_layout_kperm`` after ``_permute_k``): the asm swaps
    each thread's 4 x 4 bytes (element [4a + m, 4b + i] of its result is V[4a + i, 4b + m]), and the
    reshapes and permute only rename: V^T[4b + m, 4a + i] is that element, its registers now n
    fastest, so every 4-byte store of V^T is one output register as the asm left it."""
    N: gl.constexpr = v.shape[0]
    D: gl.constexpr = v.shape[1]
    t = gl.inline_asm_elementwise(TRANSPOSE_4X4_ASM, "=r,=r,=r,=r,r,r,r,r", [v.to(gl.int8, bitcast=True)],
                                  dtype=gl.int8, is_pure=True, pack=16)
    t = gl.permute(gl.reshape(t, [N // 4, 4, D // 4, 4]), (2, 1, 0, 3))
    return gl.reshape(t, [D, N]).to(v.dtype, bitcast=True)


@gluon.jit
def _transposed(v, KPERM: gl.constexpr, VT_ASM: gl.constexpr):
    """V rows [n, D] in registers -> the V^T [D, n] that the store writes (KPERM's rows permuted first)."""
    if KPERM:
        v = _permute_k(v, 0)
    if VT_ASM:
        vt = _transposed_4x4(v)
    else:
        vt = gl.permute(v, (1, 0))
    return vt


@gluon.jit
def _transpose_v(v_smem, vt_smem, v_ready, vt_ready, vt_empty, cnt, STAGES: gl.constexpr, VSTAGES: gl.constexpr,
                 V_LAYOUT: gl.constexpr, KPERM: gl.constexpr, VT_ASM: gl.constexpr, VT_CHUNK: gl.constexpr):
    """V_j [BLOCK_N, D] (D contiguous, as TMA lands it) -> V_j^T [D, BLOCK_N] (BLOCK_N contiguous):
    FP8 wgmma reads its B operand only K-major, and PV's K is the KV index. Registers carry the
    tile; ``permute`` only relabels their dimensions, the store writes them transposed (Triton 3.6
    lowers the pair to ldmatrix, byte permutes and stmatrix, as FA3 does by hand). With VT_CHUNK
    below BLOCK_N the block goes through registers VT_CHUNK rows at a time (a 256-row block is 64
    registers of bytes per thread, the producer's whole budget); V^T's column slices stay whole
    128-byte swizzle blocks for VT_CHUNK >= 128."""
    idx = cnt % STAGES
    phase = (cnt // STAGES) & 1
    v_idx = cnt % VSTAGES
    mbarrier.wait(v_ready.index(v_idx), (cnt // VSTAGES) & 1)
    BLOCK_N: gl.constexpr = vt_smem.type.shape[2]
    if VT_CHUNK == BLOCK_N:
        v = v_smem.index(v_idx).load(V_LAYOUT)
        mbarrier.wait(vt_empty.index(idx), phase ^ 1)
        vt_smem.index(idx).store(_transposed(v, KPERM, VT_ASM))
    else:
        mbarrier.wait(vt_empty.index(idx), phase ^ 1)
        for c in gl.static_range(BLOCK_N // VT_CHUNK):
            v = v_smem.index(v_idx).slice(c * VT_CHUNK, VT_CHUNK, dim=0).load(V_LAYOUT)
            vt_smem.index(idx).slice(c * VT_CHUNK, VT_CHUNK, dim=1).store(_transposed(v, KPERM, VT_ASM))
    # The consumers' wgmma reads V^T through the async proxy: order the generic stores before it.
    fence_async_shared()
    mbarrier.arrive(vt_ready.index(idx), count=1)
    return cnt + 1


@gluon.jit
def fa_fp8_producer(descs, smem, bars, ZH, N_CTX,
                    BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, CAUSAL: gl.constexpr, STAGES: gl.constexpr,
                    V_LAYOUT: gl.constexpr, KPERM: gl.constexpr, GROUPS: gl.constexpr, VT_GLOBAL: gl.constexpr,
                    VT_ASM: gl.constexpr, VSTAGES: gl.constexpr, VT_CHUNK: gl.constexpr):
    desc_q, desc_k, desc_v, desc_o = descs
    q_smem, k_smem, v_smem, vt_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, vt_ready, vt_empty, turn = bars
    M_WG: gl.constexpr = BLOCK_M // GROUPS
    QBUF: gl.constexpr = q_smem.type.shape[0] // GROUPS
    num_m = _num_m(N_CTX, BLOCK_M, GROUPS)
    kc = 0
    vc = 0    # V blocks loaded
    tc_v = 0  # V blocks transposed (one behind vc inside a tile)
    tc = 0
    for item in range(gl.program_id(0), _num_items(ZH, num_m, CAUSAL), gl.num_programs(0)):
        hz, i, ntiles = _item_tiles(item, num_m, CAUSAL)
        row0 = hz * N_CTX
        for k in range(ntiles):
            start_m = _tile_m(i, k, num_m, CAUSAL)
            n_full, n_total = _kv_blocks(start_m, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, GROUPS)
            kc = _load_tile(desc_k, k_smem, k_ready, k_empty, row0, kc, STAGES)
            for g in gl.static_range(GROUPS):
                q_idx = g * QBUF + tc % QBUF
                mbarrier.wait(q_empty.index(q_idx), ((tc // QBUF) & 1) ^ 1)
                mbarrier.expect(q_ready.index(q_idx), desc_q.block_type.nbytes)
                tma_load(desc_q, [row0 + start_m * BLOCK_M + g * M_WG, 0], q_ready.index(q_idx), q_smem.index(q_idx))
            tc += 1
            if VT_GLOBAL:
                # V^T [Z*H*D, N_CTX]: a head's D rows, the KV index along the columns. K_j is issued
                # before V^T_{j-1}, as the transposing path does (V^T_{j-1}'s slot waits for PV_{j-1-STAGES}).
                vt_row = hz * desc_v.block_type.shape[0]
                for j in range(1, n_total):
                    kc = _load_tile(desc_k, k_smem, k_ready, k_empty, row0 + j * BLOCK_N, kc, STAGES)
                    vc = _load_vt(desc_v, vt_smem, vt_ready, vt_empty, vt_row, (j - 1) * BLOCK_N, vc, STAGES)
                vc = _load_vt(desc_v, vt_smem, vt_ready, vt_empty, vt_row, (n_total - 1) * BLOCK_N, vc, STAGES)
            else:
                vc = _load_v(desc_v, v_smem, v_ready, row0, vc, VSTAGES)
                # The groups need K_j before V_{j-1}^T (QK^T_j is issued before PV_{j-1}): issue the
                # loads of block j, then transpose block j-1 while they fly. With one raw V slot,
                # V_j's load waits for V_{j-1}'s transpose to have read the slot.
                for j in range(1, n_total):
                    kc = _load_tile(desc_k, k_smem, k_ready, k_empty, row0 + j * BLOCK_N, kc, STAGES)
                    if VSTAGES == 1:
                        tc_v = _transpose_v(v_smem, vt_smem, v_ready, vt_ready, vt_empty, tc_v, STAGES, VSTAGES,
                                            V_LAYOUT, KPERM, VT_ASM, VT_CHUNK)
                        vc = _load_v(desc_v, v_smem, v_ready, row0 + j * BLOCK_N, vc, VSTAGES)
                    else:
                        vc = _load_v(desc_v, v_smem, v_ready, row0 + j * BLOCK_N, vc, VSTAGES)
                        tc_v = _transpose_v(v_smem, vt_smem, v_ready, vt_ready, vt_empty, tc_v, STAGES, VSTAGES,
                                            V_LAYOUT, KPERM, VT_ASM, VT_CHUNK)
                tc_v = _transpose_v(v_smem, vt_smem, v_ready, vt_ready, vt_empty, tc_v, STAGES, VSTAGES, V_LAYOUT,
                                    KPERM, VT_ASM, VT_CHUNK)


# ---------------------------------------------------------------------------------------------
# Consumer partitions (one warp group each)
# ---------------------------------------------------------------------------------------------

@gluon.jit
def _hold(p_op):
    """A use of PV's register operand after its wgmma wait, so its registers stay live (unused by
    anything else) while the wgmma reads them. The bf16 kernel gets that from
    ``warpgroup_mma_wait(deps=(acc, p_op))``; Triton 3.6 cannot lower an 8-bit dep ("Unexpected
    bitwidth in WGMMAWaitGroupOp: 8"), and without any use ptxas reuses the registers for the
    softmax and waits for the PV wgmma before it (WARPGROUP.DEPBAR ahead of the softmax in SASS),
    so softmax_j no longer overlaps PV_{j-1}. Not pure: kept though its result is unused."""
    gl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r", [p_op], dtype=gl.int8, is_pure=False, pack=4)

@gluon.jit
def _pv_then_qk(p8, acc, s, q_s, smem, bars, kc, vc, turn_c, WG: gl.constexpr, STAGES: gl.constexpr,
                PINGPONG: gl.constexpr, GROUPS: gl.constexpr):
    """SERIAL's GEMMs of one KV block: PV_{j-1} issued and waited for, then QK^T_j, in one turn."""
    q_smem, k_smem, v_smem, vt_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, vt_ready, vt_empty, turn = bars
    k_idx = kc % STAGES
    v_idx = vc % STAGES
    mbarrier.wait(vt_ready.index(v_idx), (vc // STAGES) & 1)
    mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
    turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
    acc = warpgroup_mma(p8, vt_smem.index(v_idx).permute((1, 0)), acc, is_async=True)
    acc = warpgroup_mma_wait(0, deps=(acc, ))
    _hold(p8)
    mbarrier.arrive(vt_empty.index(v_idx), count=1)
    s = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s, use_acc=False, is_async=True)
    _turn_pass(turn, WG, PINGPONG, GROUPS)
    s = warpgroup_mma_wait(0, deps=(s, ))
    mbarrier.arrive(k_empty.index(k_idx), count=1)
    return acc, s, kc + 1, vc + 1, turn_c


@gluon.jit
def _kv_loop(lo, hi, s, acc, p_op, alpha, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
             WG: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
             PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr, KPERM: gl.constexpr, TREE: gl.constexpr,
             EARLY_RESCALE: gl.constexpr, LATE_WAIT: gl.constexpr, GROUPS: gl.constexpr, LAZY: gl.constexpr,
             SERIAL: gl.constexpr):
    """KV blocks [lo, hi): QK^T_j and PV_{j-1} in flight together, softmax_j under PV_{j-1}.

    With SERIAL PV_{j-1} runs alone and QK^T_j is issued only after its wait, in the same turn:
    P's e4m3 operand and S are never live together (at BLOCK_N 256 that is 32 + 128 registers
    of a 240 budget), and the other group's GEMMs fill the tensor cores during softmax_j.

    With EARLY_RESCALE (FA3's order) O is rescaled by softmax_{j-1}'s alpha just before PV_{j-1}
    is issued, instead of after PV_{j-2}'s wait: then nothing after the PV wait but P's packing
    reads a register ready before the exp2s, and ptxas has no early consumer to hoist
    the wait (WARPGROUP.DEPBAR) for. ``alpha`` is the factor O still owes."""
    q_smem, k_smem, v_smem, vt_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, vt_ready, vt_empty, turn = bars
    o_row: gl.constexpr = gl.SliceLayout(1, acc.type.layout)
    for j in range(lo, hi):
        p8 = _e4m3_operand(p_op, KPERM)
        if SERIAL:
            acc, s, kc, vc, turn_c = _pv_then_qk(p8, acc, s, q_s, smem, bars, kc, vc, turn_c, WG, STAGES, PINGPONG,
                                                 GROUPS)
            p, m_i, l_i, alpha = _softmax(s, m_i, l_i, qk_scale, offs_m, j * BLOCK_N, BLOCK_N, MASKED, False,
                                          EXP_EMU, TREE, P_LOG2 - LAZY, LAZY)
        else:
            k_idx = kc % STAGES
            v_idx = vc % STAGES
            mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
            turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
            s = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s, use_acc=False, is_async=True)
            mbarrier.wait(vt_ready.index(v_idx), (vc // STAGES) & 1)
            if EARLY_RESCALE:
                acc = _rescale(acc, gl.convert_layout(alpha, o_row), LAZY)
            acc = warpgroup_mma(p8, vt_smem.index(v_idx).permute((1, 0)), acc, is_async=True)
            _turn_pass(turn, WG, PINGPONG, GROUPS)
            s = warpgroup_mma_wait(1, deps=(s, ))
            mbarrier.arrive(k_empty.index(k_idx), count=1)
            kc += 1
            p, m_i, l_i, alpha = _softmax(s, m_i, l_i, qk_scale, offs_m, j * BLOCK_N, BLOCK_N, MASKED, False,
                                          EXP_EMU, TREE, P_LOG2 - LAZY, LAZY)
            if LATE_WAIT:
                _pv_wait_after(l_i)
            acc = warpgroup_mma_wait(0, deps=(acc, ))
            _hold(p8)
            mbarrier.arrive(vt_empty.index(v_idx), count=1)
            vc += 1
        if SERIAL or not EARLY_RESCALE:
            acc = _rescale(acc, gl.convert_layout(alpha, o_row), LAZY)
        p_layout: gl.constexpr = p_op.type.layout
        p_op = _p_carry(p, gl.float8e4nv, p_layout, KPERM)
    return s, acc, p_op, alpha, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _store_o(acc, row_scale, o_s, desc_o, hz, N_CTX, start_m, BLOCK_M: gl.constexpr, WG: gl.constexpr,
             M_WG: gl.constexpr):
    """O * row_scale through the group's staging buffer and a TMA store at the group's rows; the
    store of the previous tile must have read the buffer first."""
    acc = acc * gl.convert_layout(row_scale, gl.SliceLayout(1, acc.type.layout))[:, None]
    tma.store_wait(0)
    o_s.store(acc.to(o_s.dtype))
    fence_async_shared()
    tma_store(desc_o, [hz * N_CTX + start_m * BLOCK_M + WG * M_WG, 0], o_s)


@gluon.jit
def fa_fp8_consumer(WG: gl.constexpr, descs, smem, bars, scales, ZH, N_CTX, sm_scale,
                     BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, HEAD_DIM: gl.constexpr,
                     CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr,
                     KPERM: gl.constexpr, TREE: gl.constexpr, EARLY_RESCALE: gl.constexpr,
                     LATE_WAIT: gl.constexpr, GROUPS: gl.constexpr, LAZY: gl.constexpr, SERIAL: gl.constexpr):
    desc_q, desc_k, desc_v, desc_o = descs
    q_smem, k_smem, v_smem, vt_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, vt_ready, vt_empty, turn = bars
    q_scale_ptr, k_scale_ptr, v_scale_ptr = scales
    dtype: gl.constexpr = desc_q.dtype
    M_WG: gl.constexpr = BLOCK_M // GROUPS
    # e4m3 wgmma is m64nNk32 (256 bits of K per instruction); a register A operand packs 4 bytes of K.
    s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, BLOCK_N, 32])
    o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, HEAD_DIM, 32])
    p_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=o_layout, k_width=4)
    s_row: gl.constexpr = gl.SliceLayout(1, s_layout)
    o_row: gl.constexpr = gl.SliceLayout(1, o_layout)

    QBUF: gl.constexpr = q_smem.type.shape[0] // GROUPS
    o_s = o_smem.index(WG)
    num_m = _num_m(N_CTX, BLOCK_M, GROUPS)
    kc = 0
    vc = 0
    tc = 0
    turn_c = 0
    s = gl.zeros([M_WG, BLOCK_N], gl.float32, s_layout)
    for item in range(gl.program_id(0), _num_items(ZH, num_m, CAUSAL), gl.num_programs(0)):
        hz, i, ntiles = _item_tiles(item, num_m, CAUSAL)
        # Dequantization scales of this (batch, head): Q and K's fold into the softmax scale, V's
        # into the epilogue.
        qk_scale = sm_scale * 1.4426950408889634 * gl.load(q_scale_ptr + hz) * gl.load(k_scale_ptr + hz)
        v_scale = gl.load(v_scale_ptr + hz)
        for k in range(ntiles):
            start_m = _tile_m(i, k, num_m, CAUSAL)
            n_full, n_total = _kv_blocks(start_m, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, GROUPS)
            offs_m = start_m * BLOCK_M + WG * M_WG + gl.arange(0, M_WG, s_row)
            q_idx = WG * QBUF + tc % QBUF
            q_s = q_smem.index(q_idx)
            mbarrier.wait(q_ready.index(q_idx), (tc // QBUF) & 1)

            # Block 0: QK^T alone.
            s, kc, turn_c = _qk0(s, q_s, k_smem, k_ready, k_empty, turn, kc, turn_c, WG, GROUPS, STAGES, PINGPONG)
            acc = gl.zeros([M_WG, HEAD_DIM], gl.float32, o_layout)
            p, m_i, l_i = _first_softmax(s, qk_scale, offs_m, BLOCK_N, CAUSAL, EXP_EMU, TREE, P_LOG2 - LAZY)
            alpha = gl.full([M_WG], 1.0, gl.float32, s_row)
            p_op = _p_carry(p, dtype, p_layout, KPERM)

            # Blocks 1..n_full-1 unmasked, then the diagonal blocks masked (causal only).
            s, acc, p_op, alpha, m_i, l_i, kc, vc, turn_c = _kv_loop(
                1, n_full, s, acc, p_op, alpha, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                WG, BLOCK_N, STAGES, False, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE, LATE_WAIT, GROUPS, LAZY,
                SERIAL)
            if CAUSAL:
                s, acc, p_op, alpha, m_i, l_i, kc, vc, turn_c = _kv_loop(
                    gl.maximum(n_full, 1), n_total, s, acc, p_op, alpha, m_i, l_i, q_s, smem, bars, kc, vc, turn_c,
                    qk_scale, offs_m, WG, BLOCK_N, STAGES, True, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE,
                    LATE_WAIT, GROUPS, LAZY, SERIAL)
            # Every QK^T of this tile is done: Q's buffer may take the next tile's rows.
            mbarrier.arrive(q_empty.index(q_idx), count=1)
            tc += 1

            # Last PV.
            v_idx = vc % STAGES
            mbarrier.wait(vt_ready.index(v_idx), (vc // STAGES) & 1)
            turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
            if EARLY_RESCALE:
                acc = _rescale(acc, gl.convert_layout(alpha, o_row), LAZY)
            acc = warpgroup_mma(_e4m3_operand(p_op, KPERM), vt_smem.index(v_idx).permute((1, 0)), acc, is_async=True)
            _turn_pass(turn, WG, PINGPONG, GROUPS)
            acc = warpgroup_mma_wait(0, deps=(acc, ))
            mbarrier.arrive(vt_empty.index(v_idx), count=1)
            vc += 1

            # Epilogue: O * v_scale / l. With three groups a group whose rows start past the head's
            # end (a ragged last tile) computed on rows that are not its own and stores nothing.
            if GROUPS == 2:
                _store_o(acc, v_scale / l_i, o_s, desc_o, hz, N_CTX, start_m, BLOCK_M, WG, M_WG)
            elif start_m * BLOCK_M + WG * M_WG < N_CTX:
                _store_o(acc, v_scale / l_i, o_s, desc_o, hz, N_CTX, start_m, BLOCK_M, WG, M_WG)
    tma.store_wait(0)
