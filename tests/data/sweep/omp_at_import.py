"""Two kernels in a module that multiplies fp16 matrices with torch on the CPU when it is imported,
as Triton's tutorial 08 (grouped GEMM) does to check itself: torch's oneDNN runs that on an OpenMP
thread pool, and a process forked after the pool started hangs at its first parallel region."""

import torch
import triton
import triton.language as tl

a = torch.rand((256, 256), dtype=torch.float16)
CHECK = float((a @ a).sum())


@triton.jit
def scale_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 2, mask=offs < n)


@triton.jit
def shift_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)
