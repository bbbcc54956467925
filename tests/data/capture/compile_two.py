"""A program that compiles two kernels the way a real run does (JITFunction.warmup), on a CPU."""
import torch
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.runtime.driver import driver

from passlab.frontend.target_driver import TargetDriver


class CompileOnlyDriver(TargetDriver):
    """The CPU stand-in, but with a device 0 and a null stream, so warmup() compiles."""

    def get_current_device(self):
        return 0

    def get_current_stream(self, device=None):
        return 0


driver.set_active(CompileOnlyDriver(GPUTarget("cuda", 90, 32)))


@triton.jit
def add_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 2, mask=mask)


x = torch.empty(4096, dtype=torch.float16)
for block in (128, 256):
    add_kernel.warmup(x, x, 4096, BLOCK=block, grid=(1,))
print("compiled")
