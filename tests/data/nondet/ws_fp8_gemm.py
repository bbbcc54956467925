"""A held-out-style kernel: a non-persistent fp8 (e4m3) GEMM with a warp-specialized K loop.

Written in the style users write (device-side TMA descriptors, B stored N x K and transposed in
the dot, fp16 output) and not one of passlab's built-in kernels, so the nondeterminism tests of
Triton 3.6's nvgpu-warp-specialization do not rest on matmul_hopper alone.

    passlab trace tests/data/nondet/ws_fp8_gemm.py:ws_fp8_gemm --sig a_ptr=*fp8e4nv \
        --sig b_ptr=*fp8e4nv --sig c_ptr=*fp16 --arg M=4096 --arg N=4096 --arg K=4096 \
        -c BLOCK_M=128 -c BLOCK_N=128 -c BLOCK_K=128 -c num_stages=3
"""

import triton
import triton.language as tl


@triton.jit
def ws_fp8_gemm(a_ptr, b_ptr, c_ptr, M, N, K,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True):
        a = a_desc.load([off_m, k * BLOCK_K])
        b = b_desc.load([off_n, k * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))
