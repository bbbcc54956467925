"""The project's kernels, found by name.

Each module defines ``SPEC``, a ``passlab.frontend.kernelspec.KernelSpec``. Modules are imported on
first use so that listing kernels or reading a trace does not import Triton.
"""

from __future__ import annotations

import importlib

from passlab.errors import UsageError

MODULES = {
    "matmul_hopper": "kernels.matmul_hopper",
    "matmul_ampere": "kernels.matmul_ampere",
    "fa_hopper": "kernels.fa_hopper",
    "matmul_ws_pointer": "kernels.matmul_ws_pointer",
    "matmul_hopper_gluon": "kernels.matmul_hopper_gluon",
    "fa_hopper_gluon": "kernels.fa_hopper_gluon",
}


def names() -> list[str]:
    return list(MODULES)


def check_name(name: str) -> None:
    """An unknown name is a usage error listing the known ones (before any GPU or import work)."""
    if name not in MODULES and name.endswith(".jsonl"):  # a capture file without the record
        raise UsageError(f"'{name}' names a capture file, not a compile: add the record, "
                         f"e.g. {name}#0 or {name}#KERNEL_NAME (passlab capture lists them)")
    if name not in MODULES:
        raise UsageError(f"unknown kernel '{name}' (known: {', '.join(MODULES)}; "
                         "or give path/to/file.py:function)")


def get(name: str):
    """The ``KernelSpec`` registered under ``name``; an unknown name lists the known ones."""
    check_name(name)
    return importlib.import_module(MODULES[name]).SPEC
