"""Kernels whose K loop feeds an MMA a transposed tile, for the PERF001 tests.

``matmul_at`` computes C = A @ B with A stored transposed (K x M, M contiguous): each K step loads a
BLOCK_K x BLOCK_M tile and ``tl.trans`` makes it the A operand. For 16-bit types wgmma reads an
M-major operand straight from shared memory (the transpose is a free view); FP8 wgmma takes only
K-major operands, so the same source makes Triton re-layout the tile inside the loop.
``attn_fwd`` is a minimal attention inner loop: S = Q K^T, P = exp2(S), O += P V, with the
element type of Q/K/V from the signature; ``attn_dv`` feeds the second MMA a P transposed in
registers; ``matmul_block_scales`` multiplies each K step's product by scale vectors loaded in the loop;
``gram_blocks`` feeds an mma_v2 ``tt.dot`` a tile and its transpose straight from ``tl.load``.
"""

import triton
import triton.language as tl


@triton.jit
def matmul_at(a_ptr, b_ptr, c_ptr, M, N, K,
              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[K, M], strides=[M, 1], block_shape=[BLOCK_K, BLOCK_M])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a_t = a_desc.load([k * BLOCK_K, pid_m * BLOCK_M])
        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(tl.trans(a_t), b, acc)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc.to(tl.bfloat16),
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@triton.jit
def attn_fwd(q_ptr, k_ptr, v_ptr, o_ptr, N_CTX,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    pid = tl.program_id(0)
    q_desc = tl.make_tensor_descriptor(q_ptr, shape=[N_CTX, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(k_ptr, shape=[N_CTX, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(v_ptr, shape=[N_CTX, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    q = q_desc.load([pid * BLOCK_M, 0])
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    for start in range(0, N_CTX, BLOCK_N):
        k = k_desc.load([start, 0])
        v = v_desc.load([start, 0])
        s = tl.dot(q, tl.trans(k))
        p = tl.math.exp2(s)
        acc = tl.dot(p.to(v.dtype), v, acc)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    tl.store(o_ptr + offs_m[:, None] * HEAD_DIM + offs_d[None, :], acc.to(tl.bfloat16))


@triton.jit
def attn_dv(q_ptr, k_ptr, do_ptr, dv_ptr, N_CTX,
            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """dV = sum over query blocks of P^T dO, with P recomputed from Q K^T: the transposed P feeds
    the second MMA from registers."""
    pid = tl.program_id(0)
    k_desc = tl.make_tensor_descriptor(k_ptr, shape=[N_CTX, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    q_desc = tl.make_tensor_descriptor(q_ptr, shape=[N_CTX, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    do_desc = tl.make_tensor_descriptor(do_ptr, shape=[N_CTX, HEAD_DIM], strides=[HEAD_DIM, 1],
                                        block_shape=[BLOCK_M, HEAD_DIM])
    k = k_desc.load([pid * BLOCK_N, 0])
    dv = tl.zeros((BLOCK_N, HEAD_DIM), dtype=tl.float32)
    for start in range(0, N_CTX, BLOCK_M):
        q = q_desc.load([start, 0])
        do = do_desc.load([start, 0])
        p = tl.math.exp2(tl.dot(q, tl.trans(k)))
        dv = tl.dot(tl.trans(p).to(do.dtype), do, dv)
    offs_n = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    tl.store(dv_ptr + offs_n[:, None] * HEAD_DIM + offs_d[None, :], dv.to(tl.bfloat16))


@triton.jit
def matmul_block_scales(a_ptr, b_ptr, a_s_ptr, b_s_ptr, c_ptr, M, N, K,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """C = sum over K blocks of (A_k @ B_k) * a_s[:, k] * b_s[k, :], the scales loaded each step (as
    torchao's blockwise FP8 GEMM does): B is N x K, K-major, and the scales are no MMA operand."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_n[None, :] * K + offs_k[:, None]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        a_s = tl.load(a_s_ptr + offs_m * tl.cdiv(K, BLOCK_K) + k)
        b_s = tl.load(b_s_ptr + k * N + offs_n)
        acc += tl.dot(a, b) * a_s[:, None] * b_s[None, :]
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K
    tl.store(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc.to(tl.bfloat16))


@triton.jit
def gram_blocks(k_ptr, a_ptr, T, BT: tl.constexpr, BK: tl.constexpr):
    """A = sum over chunks of K_c K_c^T, 16-row chunks loaded with pointers (as fla's kkt kernels do):
    too small for wgmma, so an mma_v2 ``tt.dot`` whose K^T operand is converted from the load's
    layout (the load path, not a hint)."""
    o_i = tl.arange(0, BT)
    o_k = tl.arange(0, BK)
    acc = tl.zeros((BT, BT), dtype=tl.float32)
    for start in range(0, T, BT):
        b_k = tl.load(k_ptr + (start + o_i)[:, None] * BK + o_k[None, :])
        acc = tl.dot(b_k, tl.trans(b_k), acc)
    tl.store(a_ptr + o_i[:, None] * BT + o_i[None, :], acc)
