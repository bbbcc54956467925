"""A kernel whose runtime arguments have Python defaults (as flag_gems' mm_kernel_general_host_tma has
enable_warp_specialization=True): a launch that leaves them out passes the defaults."""

import triton, triton.language as tl
@triton.jit
def k(x_ptr, n, flag=True, scale=1.5, B: tl.constexpr = 4):
    i = tl.arange(0, B)
    v = tl.load(x_ptr + i, mask=i < n)
    if flag:
        v = v * scale
    tl.store(x_ptr + i, v, mask=i < n)
