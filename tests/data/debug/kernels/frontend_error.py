"""A real frontend error: the jit body names something that does not exist."""
import triton
import triton.language as tl


@triton.jit
def bad_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, undefined_value)  # noqa: F821
