"""omp_at_import.py's two kernels in a module that also asks torch for four threads before its
import-time matrix product (as a training script's header often does): OMP_NUM_THREADS=1 in the
fork server's environment no longer keeps libgomp's pool at one thread there."""

import torch
import triton
import triton.language as tl

torch.set_num_threads(4)
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
