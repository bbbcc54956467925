"""passlab's built-in kernels, declared in ``passlab.frontend.registry``.

Each module defines ``SPEC``, a ``passlab.frontend.kernelspec.KernelSpec``. They are registered by
module name and imported on first use, so that listing kernels or reading a trace does not import
Triton. The registry loads this package from its file (entry point group ``passlab.kernels``, or
the checkout next to ``passlab/``); look kernels up there, not here.
"""

from __future__ import annotations

from passlab.frontend.registry import check_name, get, names, register

MODULES = {
    "matmul_hopper": f"{__name__}.matmul_hopper",
    "matmul_ampere": f"{__name__}.matmul_ampere",
    "fa_hopper": f"{__name__}.fa_hopper",
    "matmul_ws_pointer": f"{__name__}.matmul_ws_pointer",
    "matmul_hopper_gluon": f"{__name__}.matmul_hopper_gluon",
    "fa_hopper_gluon": f"{__name__}.fa_hopper_gluon",
    "matmul_fp8_gluon": f"{__name__}.matmul_fp8_gluon",
    "fa_fp8_gluon": f"{__name__}.fa_fp8_gluon",
}

for _name, _module in MODULES.items():
    register(_name, _module)

__all__ = ["MODULES", "check_name", "get", "names"]
