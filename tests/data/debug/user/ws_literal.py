"""A user's kernel that writes its warp-specialization request as a literal (no constexpr switch)
and uses its own tile names: pointer loads + tl.dot + warp_specialize=True, which Triton 3.6
fails to compile on sm_90 (WSLowerToken.cpp, processProducerCommitOp)."""

import triton
import triton.language as tl


@triton.jit
def gemm(a, b, c, M, N, K, TM: tl.constexpr, TN: tl.constexpr, TK: tl.constexpr):
    rm = tl.program_id(0) * TM + tl.arange(0, TM)
    rn = tl.program_id(1) * TN + tl.arange(0, TN)
    rk = tl.arange(0, TK)
    pa = a + rm[:, None] * K + rk[None, :]
    pb = b + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((TM, TN), dtype=tl.float32)
    for _ in tl.range(0, tl.cdiv(K, TK), num_stages=3, warp_specialize=True):
        acc = tl.dot(tl.load(pa), tl.load(pb), acc)
        pa += TK
        pb += TK * N
    tl.store(c + rm[:, None] * N + rn[None, :], acc.to(c.dtype.element_ty))
