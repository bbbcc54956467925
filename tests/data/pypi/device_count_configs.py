"""A library-style kernel whose autotune config list is built at import from the device: the
number of GPUs torch sees (0 on a CPU-only machine) picks the list, as fla's ``check_shared_mem``
does. passlab's loader notes the query (tests/cpu/test_heuristics_args.py)."""

import torch
import triton
import triton.language as tl

GPUS = torch.cuda.device_count()
CONFIGS = [triton.Config({"BLOCK": block}, num_warps=warps)
           for block in ([256, 1024, 4096] if GPUS else [256])
           for warps in ([4, 8] if GPUS else [4, 8])]


@triton.autotune(configs=CONFIGS, key=["n"])
@triton.jit
def scale_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 2, mask=offs < n)
