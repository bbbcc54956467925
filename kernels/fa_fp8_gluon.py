"""FP8 (e4m3) flash-attention forward for Hopper (sm_90) in Gluon, FA3-style: fa_hopper_gluon's
schedule (two consumer warp groups ping-pong, softmax_j issued while PV_{j-1} is in flight, a
persistent grid) with e4m3 Q, K, V, P and the V transpose done in the kernel. (ptxas 3.6 still
waits for PV_{j-1} before softmax_j, here as in the bf16 kernel: docs/gluon.md.)

Q, K, V are [Z, H, N_CTX, HEAD_DIM] contiguous e4m3 with one fp32 dequantization scale per
(batch, head) and tensor (``q_scale[Z*H]`` ...; per-tensor scales are the case of equal entries);
O is bf16 or fp16. Shape rules are fa_hopper_gluon's (``check_shape``).

What FP8 changes against the bf16 kernel (read fa_hopper_gluon.py's docstring first):

* wgmma takes e4m3 operands from shared memory only K-major. QK^T's B is K [BLOCK_N, D] with D
  (its K) contiguous: as in bf16, a ``permute((1, 0))`` view. PV's B is V [BLOCK_N, D] with K = the
  KV index, which V's rows are not contiguous in. So the kernel transposes every V block: the
  producer is a whole warp group (TMA loads and the transpose), which loads the landed V slot
  into registers (``_transpose_layout``: ``VT_TN`` sets its bank conflicts), stores it transposed
  into a V^T ring [D, BLOCK_N] (KV index contiguous, NVMMA swizzle), fences the generic-proxy
  stores against wgmma's async proxy and arrives on ``vt_ready``; the consumers read V^T through
  a permuted view, and release it on ``vt_empty``. The producer issues the loads of block j
  before transposing block j-1; the raw V ring needs no empty barrier (only the producer reads
  it, in program order).
* The dequantization scales of Q and K fold into the softmax scale, V's into the epilogue.
* P is quantized to e4m3 for PV with a scale of 2^8 folded into the exp2 (fa_fp8_gluon_partitions.P_LOG2):
  the scale cancels in O = acc / l. The row sum uses the fp32 P.
* One wgmma covers K = 32 (256 bits), and P as PV's register A operand packs 4 e4m3 of K per
  register (``k_width=4``); the accumulator-to-operand ``convert_layout`` of P is no longer a pure
  repack as in bf16 (it moves bytes between the four threads of a quad).
* ``KPERM`` (the ``*_kp*`` configs) takes that exchange away: P's columns and V's rows are permuted
  alike (``_permute_k``; the producer permutes V before its transposed store), so the accumulator
  columns a thread holds are the K bytes the operand wants from it; P is carried in fp32 and packed
  right before PV (``_e4m3_operand``). 696 -> 468 SASS instructions per KV block and consumer warp.
* ``TREE`` reduces the row max and sum as a shallow tree (fa_hopper_gluon_partitions._row_reduce).
* ``VT_LIN`` (the ``*_kpl*`` configs) loads V with rows already in KPERM's permuted order
  (``_transpose_layout_kperm``), so the V^T stores are 4 bytes wide; ``VT_ASM`` (``*_kpa``)
  transposes each thread's 4x4 bytes with 8 byte permutes in inline asm (``_transposed_4x4``).
* ``VT_GLOBAL`` (the ``*_vtg`` configs) probes what the in-kernel transpose costs: each launch
  writes V^T [Z*H*D, N_CTX] (KPERM's column order) with one torch copy, timed with the kernel, and
  the producer TMA-loads V^T boxes straight into the V^T ring (no raw V ring, no registers, no
  fence). Not a strict bound (the copy's own time is inside it); FA3, like every other config
  here, transposes in the kernel.

Partitions: consumer 0 (default, 4 warps), consumer 1 (4 warps), producer (4 warps): 12 warps,
``CONSUMER_REGS`` / ``PRODUCER_REGS`` per thread (2 * 128 * 224 + 128 * 64 = 65536; at 48 the
producer spills). ``GROUPS=3`` (the ``*_g3`` configs) adds consumer 2: 16 warps, 192-row tiles of
64 rows a group, consumers at 152 registers (3 * 128 * 152 + 128 * 56 = 65536), BLOCK_N 64; the
turn passes around a ring of three and a ragged last tile is handled as in fa_hopper_gluon.
"""

import functools

from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import mbarrier

from kernels.fa_fp8_gluon_partitions import P_LOG2, fa_fp8_consumer, fa_fp8_producer
from passlab.frontend.kernelspec import KernelSpec, named_config
from passlab.frontend.workloads import ATTN_FP8

WORKLOAD = ATTN_FP8
IN_DTYPE = "fp8e4nv"


@gluon.constexpr_function
def _transpose_layout(BLOCK_N, HEAD_DIM, VT_TN):
    """The producer's registers for one V block [BLOCK_N, HEAD_DIM] (4 warps): 4 x 4 bytes per thread,
    VT_TN lanes along n and 32 / VT_TN along d. Triton 3.6 reads V with ldmatrix when lanes run
    along d (VT_TN <= 8) and with plain 4-byte loads otherwise; it writes V^T with 4-byte stores
    (stmatrix for VT_TN = 32).

    The stores' bank conflicts, under the 128-byte swizzle (bank of byte col of row r:
    4 * ((col >> 4) ^ (r & 7)) + ((col >> 2) & 3)): rows that differ by a multiple of 8 share
    banks, so VT_TN = 1 (a warp's store hits V^T rows 4 * lane + i) touches 2 bank groups: 16-way;
    VT_TN = 4 is 4-way, VT_TN = 8 2-way. VT_TN = 32 moves the 16-way conflict to the loads. On the
    H200 (run 2): VT_TN = 4 fastest, 8 about 7% slower (not understood: the ldmatrix pattern, or
    the 8-byte spill VT_TN = 8 has at 64 registers), 1 and 32 about 30% slower than 4."""
    TD = 32 // VT_TN
    if VT_TN * 16 <= BLOCK_N:
        return gl.BlockedLayout([4, 4], [VT_TN, TD], [4, 1], [1, 0])
    return gl.BlockedLayout([4, 4], [VT_TN, TD], [1, 4], [1, 0])


@gluon.constexpr_function
def _transpose_layout_kperm(BLOCK_N, HEAD_DIM, VT_TN):
    """With KPERM and ``VT_LIN``: the V block's registers chosen so that after ``_permute_k`` (which
    only renames them) they are ``_transpose_layout``'s 4 x 4 bytes per thread over the *permuted*
    rows. Loaded with ``_transpose_layout`` itself, a thread's four consecutive rows land on
    permuted positions {0, 1, 4, 5} (mod 16, shifted by 2q), so the transposed store writes 2-byte
    pieces (`st.shared.v2.b8`): Nsight Compute on an H100 counted the producer's V^T stores at
    2.7e8 shared wavefronts per 16k-token head batch, more than every wgmma operand read together,
    and its byte permutes at 38% of its samples. Here a thread loads rows {2q, 2q+1, 8+2q, 9+2q}
    of each 16 (4 bytes of d each) and stores 4 consecutive bytes of a V^T row: half the store
    instructions and fewer byte permutes. The bank conflicts stay ``_transpose_layout``'s for the
    same VT_TN (4-way at 4, 2-way at 8; the stores conflict-free at 16, where the loads conflict),
    so the stores' wavefronts halve rather than vanish. Lane or warp bits beyond a small block
    broadcast, as the blocked layout's do."""
    TD = 32 // VT_TN
    wn, wd = (4, 1) if VT_TN * 16 <= BLOCK_N else (1, 4)

    def bits(n):
        return [1 << i for i in range(n.bit_length() - 1)]

    def row(n):
        """The V row that KPERM's position n holds (fa_fp8_gluon_partitions._permute_k): position
        16a + 4q + 2b + e takes row 16a + 8b + 2q + e. A permutation of n's bits, so it maps the
        bases of a linear layout one by one."""
        return (n & ~15) | ((n >> 1) & 1) << 3 | ((n >> 2) & 3) << 1 | (n & 1)

    reg = [[0, 1], [0, 2], [1, 0], [2, 0]]
    lane = [[0, 4 * d] for d in bits(TD)] + [[4 * n, 0] for n in bits(VT_TN)]
    warp = [[0, 4 * TD * d] for d in bits(wd)] + [[4 * VT_TN * n, 0] for n in bits(wn)]
    tile_n, tile_d = 4 * VT_TN * wn, 4 * TD * wd
    reg += [[0, tile_d * d] for d in bits(HEAD_DIM // tile_d)] + [[tile_n * n, 0] for n in bits(BLOCK_N // tile_n)]

    def mapped(bases):
        return [[row(n), d] if n < BLOCK_N and d < HEAD_DIM else [0, 0] for n, d in bases]

    return gl.DistributedLinearLayout(reg_bases=mapped(reg), lane_bases=mapped(lane), warp_bases=mapped(warp),
                                      block_bases=[], shape=[BLOCK_N, HEAD_DIM])


@gluon.jit
def fa_fp8_gluon(desc_q, desc_k, desc_v, desc_o, q_scale_ptr, k_scale_ptr, v_scale_ptr, sm_scale, ZH, N_CTX,
                 HEAD_DIM: gl.constexpr, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr,
                 CAUSAL: gl.constexpr, STAGES: gl.constexpr, QBUF: gl.constexpr, PINGPONG: gl.constexpr,
                 EXP_EMU: gl.constexpr, VT_TN: gl.constexpr, KPERM: gl.constexpr, TREE: gl.constexpr,
                 EARLY_RESCALE: gl.constexpr, LATE_WAIT: gl.constexpr, GROUPS: gl.constexpr, VT_LIN: gl.constexpr,
                 VT_GLOBAL: gl.constexpr, VT_ASM: gl.constexpr, LAZY: gl.constexpr, SERIAL: gl.constexpr,
                 VSTAGES: gl.constexpr, VT_CHUNK: gl.constexpr,
                 CONSUMER_REGS: gl.constexpr, PRODUCER_REGS: gl.constexpr):
    gl.static_assert(gl.num_warps() == 4, "the default partition is consumer 0: one warp group")
    gl.static_assert(GROUPS == 2 or GROUPS == 3, "two or three consumer groups")
    gl.static_assert(BLOCK_M == 64 * GROUPS, "each consumer group takes 64 rows: BLOCK_M must be 64 * GROUPS")
    gl.static_assert(LAZY >= 0 and LAZY <= P_LOG2, "LAZY lets p reach 2^LAZY within P_LOG2's headroom")
    gl.static_assert(KPERM or not VT_LIN, "VT_LIN lays V out for KPERM's permuted rows")
    gl.static_assert(not (VT_GLOBAL and (VT_LIN or VT_ASM)), "VT_GLOBAL transposes nothing in the kernel")
    gl.static_assert(VT_LIN or not (VT_ASM and KPERM),
                     "VT_ASM needs 4 consecutive V rows per thread: with KPERM, VT_LIN")
    RAW_STAGES: gl.constexpr = STAGES if VSTAGES == 0 else VSTAGES   # 0: as deep as the K and V^T rings
    CHUNK: gl.constexpr = BLOCK_N if VT_CHUNK == 0 else VT_CHUNK
    gl.static_assert(RAW_STAGES >= 1 and RAW_STAGES <= STAGES, "the raw V ring has 1 to STAGES slots")
    gl.static_assert(BLOCK_N % CHUNK == 0 and (CHUNK == BLOCK_N or CHUNK >= 128),
                     "V^T's column slices must be whole 128-byte swizzle blocks")
    gl.static_assert(not SERIAL or not (EARLY_RESCALE or LATE_WAIT), "SERIAL rescales O after PV's wait, "
                     "which it waits for before QK^T: EARLY_RESCALE and LATE_WAIT do not apply")
    dtype: gl.constexpr = desc_q.dtype
    vt_layout: gl.constexpr = gl.NVMMASharedLayout.get_default_for([HEAD_DIM, BLOCK_N], dtype)
    if VT_LIN:
        v_regs: gl.constexpr = _transpose_layout_kperm(CHUNK, HEAD_DIM, VT_TN)
    else:
        v_regs: gl.constexpr = _transpose_layout(CHUNK, HEAD_DIM, VT_TN)

    q_smem = gl.allocate_shared_memory(dtype, [GROUPS * QBUF] + desc_q.block_type.shape, desc_q.layout)
    k_smem = gl.allocate_shared_memory(dtype, [STAGES] + desc_k.block_type.shape, desc_k.layout)
    if VT_GLOBAL:
        vt_smem = gl.allocate_shared_memory(dtype, [STAGES, HEAD_DIM, BLOCK_N], vt_layout)
        v_smem = vt_smem   # V^T arrives by TMA: no raw V ring (the alias is never read as V)
    else:
        v_smem = gl.allocate_shared_memory(dtype, [RAW_STAGES] + desc_v.block_type.shape, desc_v.layout)
        vt_smem = gl.allocate_shared_memory(dtype, [STAGES, HEAD_DIM, BLOCK_N], vt_layout)
    o_smem = gl.allocate_shared_memory(desc_o.dtype, [GROUPS] + desc_o.block_type.shape, desc_o.layout)

    q_ready = gl.allocate_shared_memory(gl.int64, [GROUPS * QBUF, 1], mbarrier.MBarrierLayout())
    q_empty = gl.allocate_shared_memory(gl.int64, [GROUPS * QBUF, 1], mbarrier.MBarrierLayout())
    k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_ready = gl.allocate_shared_memory(gl.int64, [RAW_STAGES, 1], mbarrier.MBarrierLayout())
    vt_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    vt_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    turn = gl.allocate_shared_memory(gl.int64, [GROUPS, 1], mbarrier.MBarrierLayout())
    for g in gl.static_range(GROUPS * QBUF):
        mbarrier.init(q_ready.index(g), count=1)
        mbarrier.init(q_empty.index(g), count=1)
    for g in gl.static_range(GROUPS):
        mbarrier.init(turn.index(g), count=1)
    for st in gl.static_range(STAGES):
        mbarrier.init(k_ready.index(st), count=1)
        mbarrier.init(k_empty.index(st), count=GROUPS)  # every group reads every K and V^T buffer
        if st < RAW_STAGES:
            mbarrier.init(v_ready.index(st), count=1)
        mbarrier.init(vt_ready.index(st), count=1)
        mbarrier.init(vt_empty.index(st), count=GROUPS)
    mbarrier.arrive(turn.index(0), count=1)  # group 0 issues first

    descs = (desc_q, desc_k, desc_v, desc_o)
    smem = (q_smem, k_smem, v_smem, vt_smem, o_smem)
    bars = (q_ready, q_empty, k_ready, k_empty, v_ready, vt_ready, vt_empty, turn)
    scales = (q_scale_ptr, k_scale_ptr, v_scale_ptr)
    # The argument tuples are written out in each call (fa_hopper_gluon.py says why).
    if GROUPS == 2:
        gl.warp_specialize([
            (fa_fp8_consumer, (0, descs, smem, bars, scales, ZH, N_CTX, sm_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL,
                                STAGES, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE, LATE_WAIT, GROUPS, LAZY,
                                SERIAL)),
            (fa_fp8_consumer, (1, descs, smem, bars, scales, ZH, N_CTX, sm_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL,
                                STAGES, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE, LATE_WAIT, GROUPS, LAZY,
                                SERIAL)),
            (fa_fp8_producer, (descs, smem, bars, ZH, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, STAGES, v_regs, KPERM, GROUPS,
                              VT_GLOBAL, VT_ASM, RAW_STAGES, CHUNK)),
        ], [4, 4], [CONSUMER_REGS, PRODUCER_REGS])
    else:
        gl.warp_specialize([
            (fa_fp8_consumer, (0, descs, smem, bars, scales, ZH, N_CTX, sm_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL,
                                STAGES, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE, LATE_WAIT, GROUPS, LAZY,
                                SERIAL)),
            (fa_fp8_consumer, (1, descs, smem, bars, scales, ZH, N_CTX, sm_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL,
                                STAGES, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE, LATE_WAIT, GROUPS, LAZY,
                                SERIAL)),
            (fa_fp8_consumer, (2, descs, smem, bars, scales, ZH, N_CTX, sm_scale, BLOCK_M, BLOCK_N, HEAD_DIM, CAUSAL,
                                STAGES, PINGPONG, EXP_EMU, KPERM, TREE, EARLY_RESCALE, LATE_WAIT, GROUPS, LAZY,
                                SERIAL)),
            (fa_fp8_producer, (descs, smem, bars, ZH, N_CTX, BLOCK_M, BLOCK_N, CAUSAL, STAGES, v_regs, KPERM, GROUPS,
                              VT_GLOBAL, VT_ASM, RAW_STAGES, CHUNK)),
        ], [4, 4, 4], [CONSUMER_REGS, CONSUMER_REGS, PRODUCER_REGS])


# ---------------------------------------------------------------------------------------------
# Host side
# ---------------------------------------------------------------------------------------------

CONSTEXPRS = ("HEAD_DIM", "BLOCK_M", "BLOCK_N", "CAUSAL", "STAGES", "QBUF", "PINGPONG", "EXP_EMU", "VT_TN",
              "KPERM", "TREE", "EARLY_RESCALE", "LATE_WAIT", "GROUPS", "VT_LIN",
              "VT_GLOBAL", "VT_ASM", "LAZY", "SERIAL", "VSTAGES", "VT_CHUNK", "CONSUMER_REGS", "PRODUCER_REGS")


def _gl_dtype(name):
    return {"bf16": gl.bfloat16, "fp16": gl.float16, IN_DTYPE: gl.float8e4nv}[name]


@functools.lru_cache(maxsize=None)
def _layout_cached(block, dtype):
    return gl.NVMMASharedLayout.get_default_for(list(block), _gl_dtype(dtype))


def _layout(block, dtype):
    """The NVMMA shared layout of a TMA box (cached: get_default_for costs microseconds per launch)."""
    return _layout_cached(tuple(block), dtype)


def _blocks(params):
    D = params["HEAD_DIM"]
    return [params["BLOCK_M"] // params.get("GROUPS", 2), D], [params["BLOCK_N"], D]


def _vt_block(params):
    """VT_GLOBAL's V box: [D, BLOCK_N] of V^T, the KV index contiguous."""
    return [params["HEAD_DIM"], params["BLOCK_N"]]


def signature(params):
    """Runtime argument types in order: four tensordescs (Q, K, V e4m3, V as V^T's [D, BLOCK_N] box
    with VT_GLOBAL; O in the output dtype), the three per-(batch, head) scale vectors, sm_scale,
    Z*H, N_CTX."""
    qo, kv = _blocks(params)
    v_block = _vt_block(params) if params.get("VT_GLOBAL") else kv

    def desc(block, dt):
        return f"tensordesc<{dt}[{block[0]}, {block[1]}],{_layout(block, dt)}>"

    return {"desc_q": desc(qo, IN_DTYPE), "desc_k": desc(kv, IN_DTYPE), "desc_v": desc(v_block, IN_DTYPE),
            "desc_o": desc(qo, params["dtype"]), "q_scale_ptr": "*fp32", "k_scale_ptr": "*fp32",
            "v_scale_ptr": "*fp32", "sm_scale": "fp32", "ZH": "i32", "N_CTX": "i32"}


def launch_values(params):
    """A B4 H32 N4096 launch: what ``passlab trace`` specializes the int arguments as."""
    return {"ZH": 4 * 32, "N_CTX": 4096}


def check_shape(params, N, D, causal):
    """Raise ValueError when the config cannot run this problem (fa_hopper_gluon's rules)."""
    from kernels.fa_hopper_gluon import check_shape as check_bf16
    check_bf16(params, N, D, causal)


def _v_transposed(v, kperm):
    """VT_GLOBAL's input: V [Z, H, N, D] as V^T [Z*H*D, N] in one copy, with KPERM its columns in
    ``_permute_k``'s order (position 16a + 4q + 2b + e holds KV index 16a + 8b + 2q + e), so the
    kernel's permuted P meets V's rows permuted alike. Part of every launch, so its time counts."""
    Z, H, N, D = v.shape
    if kperm:
        return v.view(Z * H, N // 16, 2, 4, 2, D).permute(0, 5, 1, 3, 2, 4).reshape(Z * H * D, N)
    return v.view(Z * H, N, D).transpose(1, 2).reshape(Z * H * D, N)


def launch(params, inputs):
    """Launch on ``inputs`` (from ``ATTN_FP8.make_inputs``): a persistent grid of min(SMs, work items)."""
    import torch
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor
    q, k, v, out = inputs["q"], inputs["k"], inputs["v"], inputs["out"]
    Z, H, N, D = q.shape
    causal = bool(inputs["causal"])
    check_shape(params, N, D, causal)
    for t in (q, k, v):
        if not t.is_contiguous() or t.shape != q.shape or t.dtype != torch.float8_e4m3fn:
            raise ValueError("q, k, v must be contiguous e4m3 [Z, H, N, D] tensors of one shape")
    if not out.is_contiguous() or out.shape != q.shape:
        raise ValueError("out must be a contiguous [Z, H, N, D] tensor")
    out_dt = {"torch.bfloat16": "bf16", "torch.float16": "fp16"}[str(out.dtype)]
    qo, kv = _blocks(params)
    rows = Z * H * N

    def desc(t, block, dt):
        return TensorDescriptor(t.view(rows, D), shape=[rows, D], strides=[D, 1], block_shape=block,
                                layout=_layout(block, dt))

    if params.get("VT_GLOBAL"):
        vt = _v_transposed(v, params.get("KPERM", False))
        desc_v = TensorDescriptor(vt, shape=list(vt.shape), strides=[N, 1], block_shape=_vt_block(params),
                                  layout=_layout(_vt_block(params), IN_DTYPE))
    else:
        desc_v = desc(v, kv, IN_DTYPE)
    num_m = -(-N // params["BLOCK_M"])   # with three groups the last tile may be ragged (check_shape)
    items = Z * H * ((num_m + 1) // 2 if causal else num_m)
    grid = (min(inputs["num_sms"], items),)
    fa_fp8_gluon[grid](desc(q, qo, IN_DTYPE), desc(k, kv, IN_DTYPE), desc_v, desc(out, qo, out_dt),
                       inputs["q_scale"], inputs["k_scale"], inputs["v_scale"], inputs["sm_scale"], Z * H, N,
                       **{c: params[c] for c in CONSTEXPRS}, num_warps=params["num_warps"])
    return out


CONFIGS = dict([
    named_config("default", "D=128, 128x128 tile (64 rows per consumer group), 2-stage K/V/V^T rings, ping-pong, "
                 "V transposed with 8 lanes along n (2-way bank conflicts)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=2),
    named_config("d128_s3", "like default, 3-stage rings",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=3),
    named_config("d128_nopp", "like default, groups issue GEMMs without the ping-pong turn barriers",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, PINGPONG=False),
    named_config("d128_emu8", "like default, 1 exp2 in 8 computed on the FMA pipe (FP8 halves the GEMM time "
                 "per exp2)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, EXP_EMU=8),
    named_config("d128_emu4", "like default, 1 exp2 in 4 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, EXP_EMU=4),
    named_config("d128_vt1", "like default, V transposed with every lane along d (LDSM in, 16-way conflicted "
                 "4-byte stores out; run 1's kernel)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, VT_TN=1,
                 CONSUMER_REGS=232, PRODUCER_REGS=48),
    named_config("d128_vt4", "like default, V transposed with 4 lanes along n (4-way conflicted stores)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, VT_TN=4),
    named_config("d128_vt32", "like default, V transposed with every lane along n (16-way conflicted 4-byte "
                 "loads in, stmatrix out)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, VT_TN=32),
    named_config("d128_kp", "like default, P's columns and V's rows permuted alike so P's e4m3 operand is its "
                 "accumulator's registers renamed (no byte exchange in the quad)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True),
    named_config("d128_kp_vt4", "like d128_kp, V transposed with 4 lanes along n",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True, VT_TN=4),
    named_config("d128_kp_s3", "like d128_kp_vt4, 3-stage rings",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=3, KPERM=True, VT_TN=4),
    named_config("d128_kpt", "like d128_kp_vt4, TREE: row max and sum reduced as a shallow tree (Triton's reduce is "
                 "one dependent chain of 31 per row and thread)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True, VT_TN=4, TREE=True),
    named_config("d128_kpt_emu8", "like d128_kpt, 1 exp2 in 8 on the FMA pipe (the loop is MUFU-bound now: 64 MUFU.EX2 "
                 "of 8 cycles each per warp and block)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True,
                 VT_TN=4, TREE=True, EXP_EMU=8),
    named_config("d128_g3", "like d128_kpt with three consumer groups: 192x64 tiles (64 rows a group, BLOCK_N 64 "
                 "for the registers: 3 x 128 x 152 + 128 x 56 = 65536), so every SM sub-partition has three softmax "
                 "warps to issue from instead of two", HEAD_DIM=128, BLOCK_M=192, BLOCK_N=64, STAGES=3, KPERM=True,
                 VT_TN=4, TREE=True, GROUPS=3, CONSUMER_REGS=152, PRODUCER_REGS=56),
    named_config("causal_g3", "like d128_g3, causal (causal_kpt's code with three groups, 192x64 tiles)",
                 HEAD_DIM=128, BLOCK_M=192, BLOCK_N=64, STAGES=3, CAUSAL=True, KPERM=True, VT_TN=4, TREE=True,
                 GROUPS=3, CONSUMER_REGS=152, PRODUCER_REGS=56),
    named_config("d128_kpl", "like d128_kpt, VT_LIN: V loaded in the permuted rows' order, so the V^T stores are "
                 "4 bytes wide, still 4-way conflicted (_transpose_layout_kperm)", HEAD_DIM=128, BLOCK_M=128,
                 BLOCK_N=128, STAGES=2, KPERM=True, VT_TN=4, TREE=True, VT_LIN=True),
    named_config("d128_kpl8", "like d128_kpl, 8 lanes along n (2-way conflicted stores)", HEAD_DIM=128, BLOCK_M=128,
                 BLOCK_N=128, STAGES=2, KPERM=True, VT_TN=8, TREE=True, VT_LIN=True),
    named_config("d128_kpl16", "like d128_kpl, 16 lanes along n (the V^T stores conflict-free, the loads not)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True, VT_TN=16, TREE=True, VT_LIN=True),
    named_config("d128_kpl8_s3", "like d128_kpl8, 3-stage rings", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=3, KPERM=True, VT_TN=8, TREE=True, VT_LIN=True),
    named_config("causal_kpl8", "like causal_kpl, 8 lanes along n (d128_kpl8)", HEAD_DIM=128, BLOCK_M=128,
                 BLOCK_N=128, STAGES=2, CAUSAL=True, KPERM=True, VT_TN=8, TREE=True, VT_LIN=True),
    named_config("d128_kpl8_s3_nq2", "like d128_kpl8_s3, without the ping-pong turn barriers, Q double-buffered "
                 "(what put causal D64 bf16 at cuDNN's level)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=3,
                 QBUF=2, PINGPONG=False, KPERM=True, VT_TN=8, TREE=True, VT_LIN=True),
    named_config("causal_kpl_nq2", "like causal_kpl, without the turn barriers, Q double-buffered (d128_kpl8_s3_nq2)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, QBUF=2, PINGPONG=False, CAUSAL=True, KPERM=True,
                 VT_TN=4, TREE=True, VT_LIN=True),
    named_config("d128_ser", "like d128_kpl8_s3, SERIAL: PV_{j-1} alone and waited for, then QK^T_j, in one turn "
                 "(no softmax under a PV of its own group)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=3,
                 KPERM=True, VT_TN=8, TREE=True, VT_LIN=True, SERIAL=True),
    named_config("d128_n256_ser", "128x256 tiles (FA3 takes 128x224 for FP8 D128: half the row reductions, "
                 "rescales and barriers per score), SERIAL so S and P's operand are never live together (no "
                 "spills at 232 registers), 2-stage K and V^T rings, one raw V slot, V transposed 128 rows at a "
                 "time", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=256, STAGES=2, VSTAGES=1, VT_CHUNK=128, KPERM=True,
                 VT_TN=8, TREE=True, VT_LIN=True, SERIAL=True, CONSUMER_REGS=232, PRODUCER_REGS=48),
    named_config("d128_n256_ser_np", "like d128_n256_ser, without the turn ring (a group's PV wait is open to "
                 "the other group's GEMMs)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=256, STAGES=2, VSTAGES=1,
                 VT_CHUNK=128, KPERM=True, VT_TN=8, TREE=True, VT_LIN=True, SERIAL=True, PINGPONG=False,
                 CONSUMER_REGS=232, PRODUCER_REGS=48),
    named_config("d128_n256", "like d128_n256_ser with d128_kpl8_s3's overlap (softmax_j under PV_{j-1}) at 240 "
                 "registers: ptxas spills 18 words a KV block", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=256, STAGES=2,
                 VSTAGES=1, VT_CHUNK=128, KPERM=True, VT_TN=8, TREE=True, VT_LIN=True, CONSUMER_REGS=240,
                 PRODUCER_REGS=32),
    named_config("d128_lz", "like d128_kpl8_s3, LAZY=2: a row's running max moves only when passed by 2^2 (p then "
                 "reaches 2^8 with the max 2^6 below it), and a warp whose rows all keep theirs skips O's rescale "
                 "(FA4's conditional rescale)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=3, KPERM=True, VT_TN=8,
                 TREE=True, VT_LIN=True, LAZY=2),
    named_config("d128_lz4", "like d128_lz, LAZY=4", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=3, KPERM=True,
                 VT_TN=8, TREE=True, VT_LIN=True, LAZY=4),
    named_config("causal_lz", "like causal_kpl, LAZY=2 (d128_lz)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=2, CAUSAL=True, KPERM=True, VT_TN=4, TREE=True, VT_LIN=True, LAZY=2),
    named_config("causal_kpl", "like causal_kpt, VT_LIN (d128_kpl)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=2, CAUSAL=True, KPERM=True, VT_TN=4, TREE=True, VT_LIN=True),
    named_config("d128_kpa", "like d128_kpl, VT_ASM: each thread's 4 x 4 bytes transposed by 8 byte permutes in "
                 "inline asm (Triton's packing takes 12)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2,
                 KPERM=True, VT_TN=4, TREE=True, VT_LIN=True, VT_ASM=True),
    named_config("causal_kpa", "like causal_kpl, VT_ASM (d128_kpa)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=2, CAUSAL=True, KPERM=True, VT_TN=4, TREE=True, VT_LIN=True, VT_ASM=True),
    named_config("d128_vtg", "like d128_kpt, VT_GLOBAL: V^T (KPERM's columns) written by one torch copy in each launch "
                 "and loaded by TMA, no transpose in the kernel: a probe of what the transpose costs",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True, TREE=True, VT_GLOBAL=True),
    named_config("d128_vtg_s3", "like d128_vtg, 3-stage rings (the raw V ring's 32 KB freed)", HEAD_DIM=128,
                 BLOCK_M=128, BLOCK_N=128, STAGES=3, KPERM=True, TREE=True, VT_GLOBAL=True),
    named_config("causal_vtg", "like causal_kpt, VT_GLOBAL (d128_vtg)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=2, CAUSAL=True, KPERM=True, TREE=True, VT_GLOBAL=True),
    named_config("causal_kpt", "like causal_kp_vt4, TREE (d128_kpt)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, KPERM=True, VT_TN=4, TREE=True),
    named_config("d128_kp_er", "like d128_kp_vt4, EARLY_RESCALE: O rescaled just before PV is issued (FA3's order), "
                 "so no early consumer of the PV wait", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True,
                 VT_TN=4, EARLY_RESCALE=True),
    named_config("d128_kp_lw", "like d128_kp_vt4, LATE_WAIT: PV's wgmma wait kept after the softmax in the SASS "
                 "(fa_hopper_gluon_partitions._pv_wait_after)", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2,
                 KPERM=True, VT_TN=4, LATE_WAIT=True),
    named_config("d128_kp_erlw", "like d128_kp_lw, and EARLY_RESCALE", HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
                 STAGES=2, KPERM=True, VT_TN=4, EARLY_RESCALE=True, LATE_WAIT=True),
    named_config("causal_kp_lw", "like causal_kp_vt4, LATE_WAIT (d128_kp_lw)", HEAD_DIM=128, BLOCK_M=128,
                 BLOCK_N=128, STAGES=2, CAUSAL=True, KPERM=True, VT_TN=4, LATE_WAIT=True),
    named_config("d128_kp_vt4_emu8", "like d128_kp_vt4, 1 exp2 in 8 computed on the FMA pipe",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, KPERM=True, VT_TN=4, EXP_EMU=8),
    named_config("causal_kp", "like causal, P's columns and V's rows permuted (d128_kp)",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, KPERM=True),
    named_config("causal_kp_vt4", "like causal_kp, V transposed with 4 lanes along n",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, KPERM=True, VT_TN=4),
    named_config("causal", "D=128, causal, 128x128 tile, 2-stage rings, ping-pong, paired tiles",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True),
    named_config("causal_nopp", "like causal, without the ping-pong turn barriers",
                 HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128, STAGES=2, CAUSAL=True, PINGPONG=False),
    named_config("d64", "D=64, 128x128 tile, 3-stage rings, ping-pong",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3),
    named_config("d64_kp", "like d64, P's columns and V's rows permuted (d128_kp)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, KPERM=True),
    named_config("d64_causal_kp", "like d64_causal, P's columns and V's rows permuted (d128_kp)",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True, KPERM=True),
    named_config("d64_causal", "D=64, causal, 128x128 tile, 3-stage rings, ping-pong, paired tiles",
                 HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128, STAGES=3, CAUSAL=True),
])

PROBLEM_KEYS = ("HEAD_DIM", "CAUSAL")
# Slower than default on every shape timed on the H200 (2026-12-04, bench/results/fp8-attn-h200-20261204
# run 2): measured variants, left out of candidate_configs.
SLOWER = ("d128_vt1", "d128_vt32", "d128_emu4", "d128_nopp",
          # H100, 2026-12-05 (bench/results/attn-h100-20261205b): slower than d128_kp_vt4 / causal_kp_vt4
          # on every shape timed
          "d128_kp_lw", "d128_kp_erlw", "causal_kp_lw",
          "d128_kpt_emu8",   # bench/results/h100-20261205c: 3% below d128_kpt
          # H100, 2026-12-06 (bench/results/h100-20261206): three consumer groups, below d128_kpt /
          # causal_kp_vt4 on every row but one graph-replay row (+3% at 16k; -2% to -9% elsewhere)
          "d128_g3", "causal_g3",
          # H100, 2026-12-06 (bench/results/h100-20261206b): 8 byte permutes per 4 x 4 block instead of 12,
          # yet below d128_kpl / causal_kpl on five rows of six (-0.3% to -7%)
          "d128_kpa", "causal_kpa",
          # H100, 2026-12-06 (bench/results/h100-20261206d, h): LAZY 1-4% below d128_kpl8_s3 / causal_kpl
          # (one do_bench row of causal_lz 2% above); no turn ring with Q double-buffered 3-12% below
          "d128_lz", "d128_lz4", "causal_lz", "d128_kpl8_s3_nq2", "causal_kpl_nq2",
          # H100, 2026-12-06 (bench/results/h100-20261206i): SERIAL at BLOCK_N 128 1-4% below
          # d128_kpl8_s3; the overlapped 128x256 tile, spilling, 0.71x / 0.72x at 16k
          "d128_ser", "d128_n256")
# Measured probes, not kernels to pick: V^T written by a torch copy in each launch (VT_GLOBAL).
PROBES = ("d128_vtg", "d128_vtg_s3", "causal_vtg")


def candidate_configs(shape) -> list[str]:
    """Configs not in SLOWER or PROBES whose HEAD_DIM and CAUSAL match ``shape``."""
    problem = WORKLOAD.problem_params(shape)
    return [name for name, cfg in CONFIGS.items()
            if name not in SLOWER + PROBES
            and all(cfg.params.get(k, SPEC.defaults.get(k)) == problem[k] for k in PROBLEM_KEYS)]


SPEC = KernelSpec(
    name="fa_fp8_gluon",
    fn=fa_fp8_gluon,
    signature=signature,
    configs=CONFIGS,
    defaults={"dtype": "bf16", "HEAD_DIM": 128, "CAUSAL": False, "STAGES": 2, "QBUF": 1, "PINGPONG": True,
              "EXP_EMU": 0, "VT_TN": 8, "KPERM": False, "TREE": False,
              "EARLY_RESCALE": False, "LATE_WAIT": False, "GROUPS": 2, "VT_LIN": False,
              "VT_GLOBAL": False, "VT_ASM": False, "LAZY": 0, "SERIAL": False, "VSTAGES": 0, "VT_CHUNK": 0,
              "CONSUMER_REGS": 224, "PRODUCER_REGS": 64,
              "num_warps": 4},
    description="FP8 e4m3 flash-attention forward in Gluon: TMA + in-kernel V transpose warp group, "
                "two (or three) ping-pong wgmma consumer groups",
    reference=WORKLOAD.reference,
    flops=WORKLOAD.flops,
    launch=launch,
    make_inputs=WORKLOAD.make_inputs,
    shapes=WORKLOAD.default_shapes,
    source_file=__file__,
    launch_values=launch_values,
)
