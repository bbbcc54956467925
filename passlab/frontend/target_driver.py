"""A stand-in for Triton's active GPU driver, so kernel files load and compile on a CPU-only machine.

Triton asks ``triton.runtime.driver.active`` for the target in many places that run before or
during a compile: tutorials call ``driver.active.get_active_torch_device()`` and
``get_current_target()`` at import, ``triton.language.target_info.is_cuda()`` /
``cuda_capability_geq()`` read it inside kernels, and 3.6's ``semantic._has_native_tma`` reads it
for descriptor atomics. On a CPU machine there is no active driver (``RuntimeError: 0 active
drivers``), so without this stand-in those answers are missing or wrong for the chosen target.

The stand-in answers every *query* for the chosen target and refuses every *launch*: asking for a
device, a stream, a launcher or a benchmark raises ``LaunchRefused`` at once, so a module that runs
its kernel at import stops before Triton compiles anything (a compile there would pollute the
per-pass dump of the kernel passlab is tracing).
"""

from __future__ import annotations

import contextlib
from typing import Iterator

from triton.backends.driver import DriverBase

from passlab.frontend.torch_import import TORCH, after_import

# Device properties Triton's driver reports (``utils.get_device_properties``), per capability.
# Values of the usual part of each generation: H100/H200 SXM, B200, A100 SXM.
DEVICE_PROPERTIES = {
    90: {"max_shared_mem": 232448, "max_num_regs": 65536, "multiprocessor_count": 132, "warpSize": 32,
         "sm_clock_rate": 1980000, "mem_clock_rate": 2619000, "mem_bus_width": 5120},
    100: {"max_shared_mem": 232448, "max_num_regs": 65536, "multiprocessor_count": 148, "warpSize": 32,
          "sm_clock_rate": 1965000, "mem_clock_rate": 3996000, "mem_bus_width": 8192},
    80: {"max_shared_mem": 166912, "max_num_regs": 65536, "multiprocessor_count": 108, "warpSize": 32,
         "sm_clock_rate": 1410000, "mem_clock_rate": 1593000, "mem_bus_width": 5120},
}
# What ``torch.cuda.get_device_properties`` adds to those, per capability: (name, total memory
# bytes, L2 bytes). Libraries read these at import (gemlite: ``multi_processor_count``; flag_gems:
# the device name) and pick code paths by name ("h100"/"h200" in name -> large-SMEM configs).
TORCH_DEVICE = {
    90: ("NVIDIA H200", 150_110_011_392, 52_428_800),
    100: ("NVIDIA B200", 191_468_110_848, 132_120_576),
    80: ("NVIDIA A100-SXM4-80GB", 85_089_681_408, 41_943_040),
}


class LaunchRefused(RuntimeError):
    """Raised when code under the stand-in driver tries to run a kernel or touch a device."""

    def __init__(self, what: str, target_text: str = ""):
        super().__init__(f"passlab's CPU stand-in driver{' for ' + target_text if target_text else ''} "
                         f"cannot {what}: no GPU here (loading and compiling only)")
        self.what = what
        self.target_text = target_text

    def __reduce__(self):
        return (type(self), (self.what, self.target_text))


def target_text(target) -> str:
    """``GPUTarget('cuda', 90, 32)`` -> ``cuda:90``."""
    return f"{target.backend}:{target.arch}"


class _TargetUtils:
    """``driver.active.utils``: device properties answer, binaries do not load."""

    def __init__(self, target):
        self._target = target

    def get_device_properties(self, device=None) -> dict:
        arch = self._target.arch if isinstance(self._target.arch, int) else 90
        nearest = max((cap for cap in DEVICE_PROPERTIES if cap <= arch), default=90)
        return dict(DEVICE_PROPERTIES[nearest], warpSize=self._target.warp_size)

    def load_binary(self, *args, **kwargs):
        raise LaunchRefused("load a kernel binary", target_text(self._target))

    def set_printf_fifo_size(self, size_bytes):
        pass


class TargetDriver(DriverBase):
    """Triton's ``DriverBase`` for a chosen ``GPUTarget`` with no device behind it."""

    def __init__(self, target):
        super().__init__()
        self.target = target
        self.utils = _TargetUtils(target)

    @staticmethod
    def is_active():
        return False  # never picked by triton.runtime.driver's own discovery

    def get_current_target(self):
        return self.target

    def get_active_torch_device(self):
        # "cpu", not "cuda": module-level tensors (test inputs, benchmark shapes) then build fine
        # and the first kernel launch stops at get_current_device instead.
        import torch
        return torch.device("cpu")

    def get_device_capability(self, device=None):
        arch = self.target.arch
        return (arch // 10, arch % 10) if isinstance(arch, int) else (0, 0)

    def get_current_device(self):
        raise LaunchRefused("select a device", target_text(self.target))

    def get_current_stream(self, device=None):
        raise LaunchRefused("create a stream", target_text(self.target))

    def set_current_device(self, device):
        raise LaunchRefused("select a device", target_text(self.target))

    @property
    def launcher_cls(self):
        raise LaunchRefused("build a kernel launcher", target_text(self.target))

    def get_device_interface(self):
        import torch
        return torch.cuda

    def map_python_to_cpp_type(self, ty: str) -> str:
        if self.target.backend == "cuda":
            from triton.backends.nvidia.driver import ty_to_cpp
            return ty_to_cpp(ty)
        raise LaunchRefused("map launcher types", target_text(self.target))

    def get_benchmarker(self):
        def refuse(*args, **kwargs):
            raise LaunchRefused("benchmark a kernel", target_text(self.target))
        return refuse

    def get_empty_cache_for_benchmark(self):
        raise LaunchRefused("allocate a benchmark cache", target_text(self.target))

    def clear_cache(self, cache):
        raise LaunchRefused("clear a benchmark cache", target_text(self.target))


def activate(target) -> TargetDriver:
    """Make a ``TargetDriver`` Triton's active driver for the rest of this process (a compile child)."""
    from triton.runtime.driver import driver
    standin = TargetDriver(target)
    driver.set_active(standin)
    return standin


@contextlib.contextmanager
def target_driver(target, patch_torch_cuda: bool = True) -> Iterator[TargetDriver]:
    """Within the block, Triton's active driver (and ``torch.cuda.get_device_capability`` /
    ``get_device_properties`` / ``get_device_name``) answer for ``target``.

    Tutorials ask ``torch.cuda.get_device_capability()`` at import (06 filters its configs with it,
    09 picks TMA support with it); CPU torch raises there. ``torch.cuda.is_available()`` is left
    False, so code that would allocate CUDA memory keeps taking its no-GPU branch.
    """
    from triton.runtime.driver import driver
    # DriverConfig has no public getter that avoids creating the default driver, and
    # reset_active() would try to (and fail on a CPU machine): keep and restore the private slot
    # (``_active`` in 3.6; 3.2 and 3.3 keep it in the plain attribute ``active``).
    slot = "_active" if "_active" in vars(driver) else "active"
    previous = vars(driver)[slot]
    standin = TargetDriver(target)
    driver.set_active(standin)
    # torch.cuda is patched when the module imports torch (at once if it already is): a module
    # that never imports torch does not pay its 2 s import (frontend.torch_import)
    patching = after_import(TORCH, lambda torch: _patch_torch_cuda(standin, torch)) \
        if patch_torch_cuda and target.backend == "cuda" else contextlib.nullcontext()
    try:
        with patching:
            yield standin
    finally:
        setattr(driver, slot, previous)


def _patch_torch_cuda(standin: TargetDriver, torch):
    if torch.cuda.is_available():
        return None  # a real GPU is here: leave torch alone
    originals = {name: getattr(torch.cuda, name)
                 for name in ("get_device_capability", "get_device_properties", "get_device_name")}
    properties = torch_device_properties(standin.target)
    torch.cuda.get_device_capability = lambda device=None: standin.get_device_capability(device)
    torch.cuda.get_device_properties = lambda device=None: properties
    torch.cuda.get_device_name = lambda device=None: properties.name

    def restore():
        for name, original in originals.items():
            setattr(torch.cuda, name, original)
    return restore


def torch_device_properties(target):
    """What ``torch.cuda.get_device_properties`` reports on a usual device of ``target``'s generation.

    CPU torch raises there (``Torch not compiled with CUDA enabled``); libraries such as gemlite
    (``get_device_properties("cuda").multi_processor_count``) and flag_gems (``get_device_name()``)
    ask at import.
    """
    import types
    arch = target.arch if isinstance(target.arch, int) else 90
    nearest = max((cap for cap in DEVICE_PROPERTIES if cap <= arch), default=90)
    props = DEVICE_PROPERTIES[nearest]
    name, total_memory, l2 = TORCH_DEVICE[nearest]
    return types.SimpleNamespace(
        name=name, major=arch // 10, minor=arch % 10, total_memory=total_memory,
        multi_processor_count=props["multiprocessor_count"], warp_size=target.warp_size,
        regs_per_multiprocessor=props["max_num_regs"], max_threads_per_multi_processor=2048,
        shared_memory_per_block=49152, shared_memory_per_block_optin=props["max_shared_mem"],
        shared_memory_per_multiprocessor=props["max_shared_mem"] + 1024, L2_cache_size=l2,
        is_integrated=0, is_multi_gpu_board=0)
