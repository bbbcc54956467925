"""The warp partitions of kernels/fa_hopper_gluon.py and the device functions they share.

``fa_hopper_gluon`` (the kernel, in fa_hopper_gluon.py) allocates the shared memory and mbarriers
and hands them to its partitions through ``gl.warp_specialize``: ``fa_consumer`` once per consumer
group (group 0 is the default partition; its first argument, the group, is a constexpr) and
``fa_loader``. They live here, apart from the host side and the
configs, because they are most of the kernel's device code; the schedule they follow is described
in fa_hopper_gluon.py's docstring.
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

# Triton 3.8 renamed the TMA copies to tma.async_load / tma.async_store; 3.9 turned the old names
# into errors. The kernel calls whichever this Triton has (the same op either way).
tma_load = getattr(tma, "async_load", None) or tma.async_copy_global_to_shared
tma_store = getattr(tma, "async_store", None) or tma.async_copy_shared_to_global


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
def _item_range(ZH, num_m, CAUSAL: gl.constexpr, sched=None, SCHED: gl.constexpr = False):
    """(first, end, step) of this program's work items. Without SCHED a persistent program takes
    every num_programs-th item; with it, the items ``sched`` lists for it: ``sched[0..grid]`` are
    offsets into the tile list that follows them (kernels/tile_schedule.py, built on the host)."""
    if SCHED:
        pid = gl.program_id(0)
        first = gl.load(sched + pid)
        end = gl.load(sched + pid + 1)
        step = 1
    else:
        first = gl.program_id(0)
        end = _num_items(ZH, num_m, CAUSAL)
        step = gl.num_programs(0)
    return first, end, step


@gluon.jit
def _sched_entry(sched, item, end, SCHED: gl.constexpr = False):
    """A SCHED program's tile list entry ``item`` (clamped to its last), loaded one item ahead of
    its use: read at a tile's start, the load's latency sat on every partition's path (a table of
    the default's own pairs ran 1-7% slower than the default, h100-20261206m). 0 without SCHED."""
    if SCHED:
        entry = gl.load(sched + gl.num_programs(0) + 1 + gl.minimum(item, end - 1))
    else:
        entry = 0
    return entry


@gluon.jit
def _item_tiles(item, num_m, CAUSAL: gl.constexpr, entry=0, SCHED: gl.constexpr = False):
    """(head index, first query block, tiles in the item): a causal item holds blocks
    num_m-1-i then i (one tile when they coincide, num_m odd); a SCHED item is one tile, its
    list ``entry`` (head * num_m + query block, from ``_sched_entry``)."""
    if SCHED:
        hz = entry // num_m
        i = entry % num_m
        ntiles = 1
    elif CAUSAL:
        pairs = (num_m + 1) // 2
        i = item % pairs
        hz = item // pairs
        ntiles = 2 - (2 * i + 1 == num_m).to(gl.int32)
    else:
        hz = item // num_m
        i = item % num_m
        ntiles = 1
    return hz, i, ntiles


@gluon.jit
def _tile_m(i, k, num_m, CAUSAL: gl.constexpr, SCHED: gl.constexpr = False):
    """Query block of tile k (0 or 1) of an item: heavy (num_m-1-i) first, then light (i)."""
    if CAUSAL and not SCHED:
        return (num_m - 1 - i) + k * (2 * i + 1 - num_m)
    else:
        return i


@gluon.jit
def _num_m(N_CTX, BLOCK_M: gl.constexpr, GROUPS: gl.constexpr = 2):
    """Query blocks of a head: with three groups the last one may be ragged (N_CTX % BLOCK_M != 0)."""
    if GROUPS == 2:
        return N_CTX // BLOCK_M
    else:
        return (N_CTX + BLOCK_M - 1) // BLOCK_M


@gluon.jit
def _kv_blocks(start_m, N_CTX, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, CAUSAL: gl.constexpr,
               GROUPS: gl.constexpr = 2):
    """(KV blocks without mask, KV blocks in total) for query block start_m."""
    if CAUSAL:
        if GROUPS == 2:
            return (start_m * BLOCK_M) // BLOCK_N, ((start_m + 1) * BLOCK_M) // BLOCK_N
        else:
            # BLOCK_M need not be a multiple of BLOCK_N (192 x 128): the tile's last rows reach into
            # a block they share with later tiles, masked; a ragged last tile stops at the head's end.
            return (start_m * BLOCK_M) // BLOCK_N, gl.minimum(((start_m + 1) * BLOCK_M + BLOCK_N - 1) // BLOCK_N,
                                                              N_CTX // BLOCK_N)
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
    tma_load(desc, [row, 0], ready.index(idx), smem.index(idx))
    return cnt + 1


@gluon.jit
def fa_loader(descs, smem, bars, ZH, N_CTX,
               BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, GROUPS: gl.constexpr, CAUSAL: gl.constexpr,
               STAGES: gl.constexpr, sched, SCHED: gl.constexpr):
    desc_q, desc_k, desc_v, desc_o = descs
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    M_WG: gl.constexpr = BLOCK_M // GROUPS
    QBUF: gl.constexpr = q_smem.type.shape[0] // GROUPS
    num_m = _num_m(N_CTX, BLOCK_M, GROUPS)
    kc = 0
    vc = 0
    tc = 0
    first, end, step = _item_range(ZH, num_m, CAUSAL, sched, SCHED)
    entry = _sched_entry(sched, first, end, SCHED)
    for item in range(first, end, step):
        hz, i, ntiles = _item_tiles(item, num_m, CAUSAL, entry, SCHED)
        entry = _sched_entry(sched, item + 1, end, SCHED)
        row0 = hz * N_CTX
        for k in range(ntiles):
            start_m = _tile_m(i, k, num_m, CAUSAL, SCHED)
            n_full, n_total = _kv_blocks(start_m, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, GROUPS)
            # K_0 first: its slot frees while the groups finish the previous tile, Q's only after
            # their last QK^T of it.
            kc = _load_kv(desc_k, k_smem, k_ready, k_empty, row0, kc, STAGES)
            for g in gl.static_range(GROUPS):
                q_idx = g * QBUF + tc % QBUF
                mbarrier.wait(q_empty.index(q_idx), ((tc // QBUF) & 1) ^ 1)
                mbarrier.expect(q_ready.index(q_idx), desc_q.block_type.nbytes)
                tma_load(desc_q, [row0 + start_m * BLOCK_M + g * M_WG, 0],
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
    """Wait for this group's GEMM turn: at every issue with PINGPONG 1 (True), never with 0 or 2
    (PINGPONG 2 takes its turns only at a tile's block 0, in fa_consumer, counted by tiles; the FP8
    kernel, which shares these, passes only True or False)."""
    if PINGPONG == 1:
        mbarrier.wait(turn.index(WG), cnt & 1)
    return cnt + 1


@gluon.jit
def _turn_pass(turn, WG: gl.constexpr, PINGPONG: gl.constexpr, GROUPS: gl.constexpr = 2):
    """Hand the GEMM turn to the next group of the ring (the other one, with two)."""
    if PINGPONG == 1:
        mbarrier.arrive(turn.index((WG + 1) % GROUPS), count=1)


@gluon.jit
def _pv_wait_after(x):
    """Keep the next wgmma wait after ``x`` (the softmax's row sum) in the SASS.

    ptxas schedules ``WARPGROUP.DEPBAR`` (PTX ``wgmma.wait_group``) like an instruction with no
    inputs: wherever it fits, which in these loops is the middle of the row-max chain, before
    any exp2, so PV_{j-1} no longer runs under softmax_j. Moving the wait in the PTX does not move
    it in the SASS; what ptxas does not move it above is a shared-memory access. So: a store to
    shared memory that depends on ``x`` and never runs (its predicate is "x's bits are all ones",
    a NaN no fp32 arithmetic returns: the GPU's NaN is 0x7fffffff). Checked in the SASS of
    ``passlab trace fa_fp8_gluon --config d128_kp_lw`` (docs/gluon.md)."""
    gl.inline_asm_elementwise(
        "{ .reg .pred never; .reg .b32 a; mov.b32 a, 0; setp.eq.b32 never, $1, -1; "
        "@never st.shared.b32 [a], $1; mov.b32 $0, $1; }",
        "=r,r", [x.to(gl.int32, bitcast=True)], dtype=gl.int32, is_pure=False, pack=1)


@gluon.jit
def _row_reduce(x, IS_MAX: gl.constexpr):
    """Row max or sum of x [M, N] as a shallow tree: x is viewed as [M, N // 32, 4, 8] (each thread's
    32 elements of a row then lie 4 x 4 x 2 along the three inner axes), reduced over the middle
    axis, then the one before it, then the quad's columns. Triton reduces a thread's elements in
    one chain (31 dependent FMNMX or FADD per row); here the longest chain is 3 + 3 + 1, with 8
    and then 2 chains side by side, and the quad's two shuffles last."""
    M: gl.constexpr = x.shape[0]
    N: gl.constexpr = x.shape[1]
    y = gl.reshape(x, [M, N // 32, 4, 8])
    if IS_MAX:
        return gl.max(gl.max(gl.max(y, 2), 1), 1)
    else:
        return gl.sum(gl.sum(gl.sum(y, 2), 1), 1)


@gluon.jit
def _rowmax(x, TREE: gl.constexpr):
    if TREE:
        return gl.convert_layout(_row_reduce(x, True), gl.SliceLayout(1, x.type.layout))
    else:
        return gl.max(x, 1)


@gluon.jit
def _rowsum(x, TREE: gl.constexpr):
    if TREE:
        return gl.convert_layout(_row_reduce(x, False), gl.SliceLayout(1, x.type.layout))
    else:
        return gl.sum(x, 1)


# ---------------------------------------------------------------------------------------------
# Lazy rescaling (FA4's conditional rescale, decided here warp by warp)
# ---------------------------------------------------------------------------------------------
# With LAZY = t > 0 a row's running maximum m moves only when the block's maximum passes it by more
# than t (log2 units); otherwise alpha = 1 and p = exp2(s - m) may reach 2^t. l and O carry the
# same stale m, so O = acc / l is unchanged. A warp whose 16 rows all keep their m skips O's rescale
# (HEAD_DIM / 2 FMUL per thread) by a uniform branch (how often warps skip was not measured).

# pack=2: a thread's two rows of alpha (r and r + 8 of its warp's 16) -> 1 in both outputs if any
# row of the warp has alpha != 1, else 0 (vote.any over the warp). Not pure: a warp collective must
# not be moved into code some lanes skip.
RESCALE_VOTE_ASM = gl.constexpr(
    "{ .reg .pred p, q; setp.neu.f32 p, $2, 0f3F800000; setp.neu.f32 q, $3, 0f3F800000; or.pred p, p, q; "
    "vote.sync.any.pred p, p, 0xffffffff; selp.u32 $0, 1, 0, p; mov.b32 $1, $0; }")


@gluon.constexpr_function
def _rescale_asm(pack):
    """O *= alpha for ``pack`` elements, skipped by a uniform branch when the warp's flag is 0.
    Operands: outputs $0..; O tied to them ($pack..); the flag; alpha."""
    muls = [f"mul.f32 ${i}, ${pack + i}, ${3 * pack + i};" for i in range(pack)]
    return "\n".join(["{", ".reg .pred skip;", f"setp.eq.s32 skip, ${2 * pack}, 0;", "@skip bra.uni DONE;",
                      *muls, "DONE:", "}"])


@gluon.constexpr_function
def _rescale_constraints(pack):
    return ",".join(["=r"] * pack + [str(i) for i in range(pack)] + ["r"] * (2 * pack))


@gluon.jit
def _rescale(acc, alpha, LAZY: gl.constexpr):
    """acc * alpha per row (alpha in acc's row layout); with LAZY only in warps where some alpha != 1."""
    if LAZY == 0:
        return acc * alpha[:, None]
    else:
        flag = gl.inline_asm_elementwise(RESCALE_VOTE_ASM, "=r,=r,r,r", [alpha], dtype=gl.int32, is_pure=False,
                                         pack=2)
        return gl.inline_asm_elementwise(_rescale_asm(16), _rescale_constraints(16),
                                         [acc, flag[:, None], alpha[:, None]], dtype=gl.float32, is_pure=True,
                                         pack=16)


@gluon.jit
def _running_max(m_i, m_blk, LAZY: gl.constexpr):
    """The new running maximum: max(m_i, m_blk), or with LAZY m_i until m_blk passes it by LAZY."""
    if LAZY == 0:
        return gl.maximum(m_i, m_blk)
    else:
        return gl.where(m_blk > m_i + LAZY, m_blk, m_i)


@gluon.jit
def _softmax(s, m_i, l_i, qk_scale, offs_m, n0, BLOCK_N: gl.constexpr, MASKED: gl.constexpr,
             FIRST: gl.constexpr, EXP_EMU: gl.constexpr, TREE: gl.constexpr = False, SHIFT: gl.constexpr = 0.0,
             LAZY: gl.constexpr = 0):
    """p = exp2(s * qk_scale - m_new) in s's layout, m_new kept SHIFT below the running maximum (the
    FP8 kernel's headroom); returns (p, m_new, l_new, alpha)."""
    if MASKED:
        offs_n = n0 + gl.arange(0, BLOCK_N, gl.SliceLayout(0, s.type.layout))
        keep = offs_m[:, None] >= offs_n[None, :]
        s = gl.where(keep, s * qk_scale, -float("inf"))
        m_new = _rowmax(s, TREE)
        if SHIFT != 0.0:
            m_new = m_new - SHIFT
        if not FIRST:
            m_new = _running_max(m_i, m_new, LAZY)
        p = _exp2(s - m_new[:, None], EXP_EMU)
    else:
        m_new = _rowmax(s, TREE) * qk_scale
        if SHIFT != 0.0:
            m_new = m_new - SHIFT
        if not FIRST:
            m_new = _running_max(m_i, m_new, LAZY)
        p = _exp2(s * qk_scale - m_new[:, None], EXP_EMU)
    if FIRST:
        alpha = m_new  # unused
        l_new = _rowsum(p, TREE)
    else:
        if LAZY == 0:
            alpha = gl.exp2(m_i - m_new)
        else:
            alpha = gl.where(m_new == m_i, 1.0, gl.exp2(m_i - m_new))
        l_new = l_i * alpha + _rowsum(p, TREE)
    return p, m_new, l_new, alpha


@gluon.jit
def _first_softmax(s, qk_scale, offs_m, BLOCK_N: gl.constexpr, CAUSAL: gl.constexpr, EXP_EMU: gl.constexpr,
                   TREE: gl.constexpr, SHIFT: gl.constexpr = 0.0):
    """A tile's block 0 softmax (masked for causal): the running max and sum start from it.
    Returns (p, m_i, l_i)."""
    s_row: gl.constexpr = gl.SliceLayout(1, s.type.layout)
    m_i = gl.full([s.shape[0]], -float("inf"), gl.float32, s_row)
    l_i = gl.full([s.shape[0]], 0.0, gl.float32, s_row)
    p, m_i, l_i, alpha = _softmax(s, m_i, l_i, qk_scale, offs_m, 0, BLOCK_N, CAUSAL, True, EXP_EMU, TREE, SHIFT)
    return p, m_i, l_i


@gluon.jit
def _issue_qk_pv(s, acc, p_op, q_s, smem, bars, kc, vc, turn_c, WG: gl.constexpr, GROUPS: gl.constexpr,
                 STAGES: gl.constexpr, PINGPONG: gl.constexpr):
    """QK^T of K slot kc and PV of V slot vc issued in this group's turn; returns once QK^T is done
    (K's slot released), PV still in flight."""
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    k_idx = kc % STAGES
    v_idx = vc % STAGES
    mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
    turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
    s = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s, use_acc=False, is_async=True)
    # V_{j-1} lands after K_j (load order): wait for it only once QK^T_j is issued.
    mbarrier.wait(v_ready.index(v_idx), (vc // STAGES) & 1)
    acc = warpgroup_mma(p_op, v_smem.index(v_idx), acc, is_async=True)
    _turn_pass(turn, WG, PINGPONG, GROUPS)
    s = warpgroup_mma_wait(1, deps=(s, ))
    mbarrier.arrive(k_empty.index(k_idx), count=1)
    return s, acc, kc + 1, turn_c


@gluon.jit
def _kv_loop(lo, hi, s, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
             WG: gl.constexpr, GROUPS: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
             PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr, TREE: gl.constexpr = False,
             LATE_WAIT: gl.constexpr = False, LAZY: gl.constexpr = 0):
    """KV blocks [lo, hi): QK^T_j and PV_{j-1} in flight together, softmax_j under PV_{j-1}
    (in the SASS only with LATE_WAIT: ``_pv_wait_after``)."""
    v_empty = bars[5]
    o_row: gl.constexpr = gl.SliceLayout(1, acc.type.layout)
    for j in range(lo, hi):
        s, acc, kc, turn_c = _issue_qk_pv(s, acc, p_op, q_s, smem, bars, kc, vc, turn_c, WG, GROUPS, STAGES,
                                          PINGPONG)
        v_idx = vc % STAGES
        p, m_i, l_i, alpha = _softmax(s, m_i, l_i, qk_scale, offs_m, j * BLOCK_N, BLOCK_N, MASKED, False, EXP_EMU,
                                      TREE, 0.0, LAZY)
        if LATE_WAIT:
            _pv_wait_after(l_i)
        acc, p_op = warpgroup_mma_wait(0, deps=(acc, p_op))
        mbarrier.arrive(v_empty.index(v_idx), count=1)
        vc += 1
        acc = _rescale(acc, gl.convert_layout(alpha, o_row), LAZY)
        p_op = gl.convert_layout(p.to(p_op.dtype), p_op.type.layout)
    return s, acc, p_op, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _la_step(s_run, s_free, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, n0,
             WG: gl.constexpr, GROUPS: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
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
        _turn_pass(turn, WG, PINGPONG, GROUPS)
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
              WG: gl.constexpr, GROUPS: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASKED: gl.constexpr,
              PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr):
    """LOOKAHEAD steps for blocks [lo, hi), each issuing QK^T of the next block and PV of the previous.
    Two steps per loop trip, so the two S register sets swap back and the loop carries no copies;
    an odd count peels one step first (its swap costs one copy per tile)."""
    if (hi - lo) % 2 == 1:
        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
            r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, lo * BLOCK_N,
            WG, GROUPS, BLOCK_N, STAGES, MASKED, PINGPONG, EXP_EMU, True, True, False)
    for jj in range(lo + (hi - lo) % 2, hi, 2):
        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
            r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, jj * BLOCK_N,
            WG, GROUPS, BLOCK_N, STAGES, MASKED, PINGPONG, EXP_EMU, True, True, False)
        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
            r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, (jj + 1) * BLOCK_N,
            WG, GROUPS, BLOCK_N, STAGES, MASKED, PINGPONG, EXP_EMU, True, True, False)
    return r, f, acc, p_op, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _store_o(acc, l_i, o_s, desc_o, row):
    """O / l through the group's staging buffer and a TMA store at ``row``; the store of the previous
    tile must have read the buffer first."""
    acc = acc / gl.convert_layout(l_i, gl.SliceLayout(1, acc.type.layout))[:, None]
    tma.store_wait(0)
    o_s.store(acc.to(o_s.dtype))
    fence_async_shared()
    tma_store(desc_o, [row, 0], o_s)


@gluon.jit
def _qk0(s, q_s, k_smem, k_ready, k_empty, turn, kc, turn_c, WG: gl.constexpr, GROUPS: gl.constexpr,
         STAGES: gl.constexpr, PINGPONG: gl.constexpr):
    """A tile's block 0: QK^T alone (both attention kernels)."""
    k_idx = kc % STAGES
    mbarrier.wait(k_ready.index(k_idx), (kc // STAGES) & 1)
    turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
    s = warpgroup_mma(q_s, k_smem.index(k_idx).permute((1, 0)), s, use_acc=False, is_async=True)
    _turn_pass(turn, WG, PINGPONG, GROUPS)
    s = warpgroup_mma_wait(0, deps=(s, ))
    mbarrier.arrive(k_empty.index(k_idx), count=1)
    return s, kc + 1, turn_c


@gluon.jit
def _block0(s, q_s, smem, bars, kc, turn_c, qk_scale, offs_m, WG: gl.constexpr, GROUPS: gl.constexpr,
            BLOCK_N: gl.constexpr, STAGES: gl.constexpr, CAUSAL: gl.constexpr, PINGPONG: gl.constexpr,
            EXP_EMU: gl.constexpr, TREE: gl.constexpr):
    """A tile's block 0: QK^T alone, then its softmax (masked for causal)."""
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    s, kc, turn_c = _qk0(s, q_s, k_smem, k_ready, k_empty, turn, kc, turn_c, WG, GROUPS, STAGES, PINGPONG)
    p, m_i, l_i = _first_softmax(s, qk_scale, offs_m, BLOCK_N, CAUSAL, EXP_EMU, TREE)
    return s, p, m_i, l_i, kc, turn_c


@gluon.jit
def _block0_under_last_pv(s, acc, p_op, l_prev, row_prev, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, o_s,
                          desc_o, WG: gl.constexpr, GROUPS: gl.constexpr, BLOCK_N: gl.constexpr,
                          STAGES: gl.constexpr, CAUSAL: gl.constexpr, PINGPONG: gl.constexpr, EXP_EMU: gl.constexpr,
                          TREE: gl.constexpr):
    """CARRY: a tile's block 0 issued with the previous tile's last PV, as a KV-loop step: QK^T_0 and
    PV_last in flight together, softmax_0 under PV_last, then the previous tile's epilogue. Without
    it a group starts each tile with QK^T_0 and its softmax alone and ends it with PV_last alone.
    Measured 1-6% slower than without (docs/gluon.md): the other group fills the tensor cores
    across this group's tile boundary already."""
    v_empty = bars[5]
    s, acc, kc, turn_c = _issue_qk_pv(s, acc, p_op, q_s, smem, bars, kc, vc, turn_c, WG, GROUPS, STAGES, PINGPONG)
    v_idx = vc % STAGES
    p, m_i, l_i = _first_softmax(s, qk_scale, offs_m, BLOCK_N, CAUSAL, EXP_EMU, TREE)
    acc, p_op = warpgroup_mma_wait(0, deps=(acc, p_op))
    mbarrier.arrive(v_empty.index(v_idx), count=1)
    vc += 1
    _store_o(acc, l_prev, o_s, desc_o, row_prev)
    return s, p, m_i, l_i, kc, vc, turn_c


@gluon.jit
def _last_pv(acc, p_op, smem, bars, vc, turn_c, WG: gl.constexpr, GROUPS: gl.constexpr, STAGES: gl.constexpr,
             PINGPONG: gl.constexpr):
    """A tile's last PV, alone."""
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    v_idx = vc % STAGES
    mbarrier.wait(v_ready.index(v_idx), (vc // STAGES) & 1)
    turn_c = _turn_wait(turn, WG, turn_c, PINGPONG)
    acc = warpgroup_mma(p_op, v_smem.index(v_idx), acc, is_async=True)
    _turn_pass(turn, WG, PINGPONG, GROUPS)
    acc, p_op = warpgroup_mma_wait(0, deps=(acc, p_op))
    mbarrier.arrive(v_empty.index(v_idx), count=1)
    return acc, vc + 1, turn_c


@gluon.jit
def fa_consumer(WG: gl.constexpr, descs, smem, bars, ZH, N_CTX, qk_scale,
                 BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, GROUPS: gl.constexpr, HEAD_DIM: gl.constexpr,
                 CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr,
                 EXP_EMU: gl.constexpr, LOOKAHEAD: gl.constexpr, TREE: gl.constexpr, LATE_WAIT: gl.constexpr,
                 LAZY: gl.constexpr, CARRY: gl.constexpr, sched, SCHED: gl.constexpr, UNMASK0: gl.constexpr = False):
    desc_q, desc_k, desc_v, desc_o = descs
    q_smem, k_smem, v_smem, o_smem = smem
    q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, turn = bars
    dtype: gl.constexpr = desc_q.dtype
    M_WG: gl.constexpr = BLOCK_M // GROUPS
    K_INSTR: gl.constexpr = 256 // dtype.primitive_bitwidth
    s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, BLOCK_N, K_INSTR])
    o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, HEAD_DIM, K_INSTR])
    p_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=o_layout, k_width=2)
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
    s2 = gl.zeros([M_WG, BLOCK_N], gl.float32, s_layout)  # the second S buffer of LOOKAHEAD
    if CARRY:
        # The previous tile's last PV and epilogue wait for the next tile's block 0: its O, P and l
        # (and where its rows go) are carried to it.
        acc = gl.zeros([M_WG, HEAD_DIM], gl.float32, o_layout)
        p_op = gl.zeros([M_WG, BLOCK_N], dtype, p_layout)
        l_i = gl.full([M_WG], 0.0, gl.float32, s_row)
        has_prev = 0
        row_prev = 0
    first, end, step = _item_range(ZH, num_m, CAUSAL, sched, SCHED)
    entry = _sched_entry(sched, first, end, SCHED)
    for item in range(first, end, step):
        hz, i, ntiles = _item_tiles(item, num_m, CAUSAL, entry, SCHED)
        entry = _sched_entry(sched, item + 1, end, SCHED)
        for k in range(ntiles):
            start_m = _tile_m(i, k, num_m, CAUSAL, SCHED)
            n_full, n_total = _kv_blocks(start_m, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, GROUPS)
            offs_m = start_m * BLOCK_M + WG * M_WG + gl.arange(0, M_WG, s_row)
            q_idx = WG * QBUF + tc % QBUF
            q_s = q_smem.index(q_idx)
            mbarrier.wait(q_ready.index(q_idx), (tc // QBUF) & 1)

            # Block 0: QK^T alone (with CARRY beside the previous tile's last PV, then its epilogue).
            if CARRY:
                if has_prev != 0:
                    s, p, m_i, l_i, kc, vc, turn_c = _block0_under_last_pv(
                        s, acc, p_op, l_i, row_prev, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, o_s, desc_o,
                        WG, GROUPS, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, TREE)
                else:
                    s, p, m_i, l_i, kc, turn_c = _block0(s, q_s, smem, bars, kc, turn_c, qk_scale, offs_m, WG, GROUPS,
                                                         BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, TREE)
            elif LOOKAHEAD:
                s, kc, turn_c = _qk0(s, q_s, k_smem, k_ready, k_empty, turn, kc, turn_c, WG, GROUPS, STAGES, PINGPONG)
                m_i = gl.full([M_WG], -float("inf"), gl.float32, s_row)
                l_i = gl.full([M_WG], 0.0, gl.float32, s_row)
            elif PINGPONG == 2:
                # The turn ring at block 0 only: group g+1 issues its QK^T_0 after group g's, so on the
                # tensor cores it finishes one QK^T later and its softmaxes start staggered against
                # g's; after that the groups run free. Counted by tiles (every group runs each tile).
                s, p, m_i, l_i, kc, _ = _block0(s, q_s, smem, bars, kc, tc, qk_scale, offs_m, WG, GROUPS,
                                                BLOCK_N, STAGES, CAUSAL, 1, EXP_EMU, TREE)   # PINGPONG 1 here
            elif UNMASK0 and CAUSAL:
                # Block 0 needs the mask only when it reaches the diagonal (n_full == 0); elsewhere
                # the unmasked softmax (no compare and select per score, the scale fused into exp2's FMA).
                if n_full > 0:
                    s, p, m_i, l_i, kc, turn_c = _block0(s, q_s, smem, bars, kc, turn_c, qk_scale, offs_m, WG,
                                                         GROUPS, BLOCK_N, STAGES, False, PINGPONG, EXP_EMU, TREE)
                else:
                    s, p, m_i, l_i, kc, turn_c = _block0(s, q_s, smem, bars, kc, turn_c, qk_scale, offs_m, WG,
                                                         GROUPS, BLOCK_N, STAGES, True, PINGPONG, EXP_EMU, TREE)
            else:
                s, p, m_i, l_i, kc, turn_c = _block0(s, q_s, smem, bars, kc, turn_c, qk_scale, offs_m, WG, GROUPS,
                                                     BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, TREE)
            acc = gl.zeros([M_WG, HEAD_DIM], gl.float32, o_layout)
            if LOOKAHEAD:
                # S double-buffered: QK^T_{j+1} and PV_{j-1} run under softmax_j. Block 0 is always
                # masked for causal (exact either way); block n-1 is the last diagonal block.
                p_op = gl.zeros([M_WG, BLOCK_N], dtype, p_layout)
                if n_total == 1:
                    s2, s, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
                        s, s2, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, 0,
                        WG, GROUPS, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, False, False, True)
                else:
                    r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
                        s, s2, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m, 0,
                        WG, GROUPS, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU, True, False, True)
                    # Middle blocks 1..n-2: unmasked up to n_full, then masked (causal, BLOCK_M > BLOCK_N).
                    mid = gl.minimum(gl.maximum(n_full, 1), n_total - 1)
                    r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_range(
                        1, mid, r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                        WG, GROUPS, BLOCK_N, STAGES, False, PINGPONG, EXP_EMU)
                    if CAUSAL:
                        r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_range(
                            mid, n_total - 1, r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale,
                            offs_m, WG, GROUPS, BLOCK_N, STAGES, True, PINGPONG, EXP_EMU)
                    r, f, acc, p_op, m_i, l_i, kc, vc, turn_c = _la_step(
                        r, f, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                        (n_total - 1) * BLOCK_N, WG, GROUPS, BLOCK_N, STAGES, CAUSAL, PINGPONG, EXP_EMU,
                        False, True, False)
                    s = r
                    s2 = f
            else:
                p_op = gl.convert_layout(p.to(dtype), p_layout)

                # Blocks 1..n_full-1 unmasked, then the diagonal blocks masked (causal only).
                s, acc, p_op, m_i, l_i, kc, vc, turn_c = _kv_loop(
                    1, n_full, s, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c, qk_scale, offs_m,
                    WG, GROUPS, BLOCK_N, STAGES, False, PINGPONG, EXP_EMU, TREE, LATE_WAIT, LAZY)
                if CAUSAL:
                    s, acc, p_op, m_i, l_i, kc, vc, turn_c = _kv_loop(
                        gl.maximum(n_full, 1), n_total, s, acc, p_op, m_i, l_i, q_s, smem, bars, kc, vc, turn_c,
                        qk_scale, offs_m, WG, GROUPS, BLOCK_N, STAGES, True, PINGPONG, EXP_EMU, TREE, LATE_WAIT, LAZY)
            # Every QK^T of this tile is done: Q's buffer may take the next tile's rows.
            mbarrier.arrive(q_empty.index(q_idx), count=1)
            tc += 1

            if CARRY:
                # The last PV and the epilogue go with the next tile's block 0 (or after the loop).
                has_prev = 1
                row_prev = hz * N_CTX + start_m * BLOCK_M + WG * M_WG
            else:
                acc, vc, turn_c = _last_pv(acc, p_op, smem, bars, vc, turn_c, WG, GROUPS, STAGES, PINGPONG)
                # Epilogue: O / l through this group's staging buffer and a TMA store; the store of the
                # previous tile must have read the buffer first.
                # With three groups N_CTX need not be a multiple of BLOCK_M: a group whose rows start past
                # the head's end computed on the next head's rows (or TMA's zero fill) and stores nothing.
                if GROUPS == 2:
                    _store_o(acc, l_i, o_s, desc_o, hz * N_CTX + start_m * BLOCK_M + WG * M_WG)
                elif start_m * BLOCK_M + WG * M_WG < N_CTX:
                    _store_o(acc, l_i, o_s, desc_o, hz * N_CTX + start_m * BLOCK_M + WG * M_WG)
    if CARRY:
        if has_prev != 0:
            acc, vc, turn_c = _last_pv(acc, p_op, smem, bars, vc, turn_c, WG, GROUPS, STAGES, PINGPONG)
            _store_o(acc, l_i, o_s, desc_o, row_prev)
    tma.store_wait(0)
