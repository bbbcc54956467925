"""The GPU passlab runs on: finding it (or saying clearly that there is none) and describing it."""

from __future__ import annotations

import platform
import subprocess

from passlab.errors import NoGPUError

_ALLOCATOR_SET = False


def require_cuda():
    """torch with a visible CUDA GPU, or ``NoGPUError`` (exit code 3) saying which is missing."""
    try:
        import torch
    except ImportError:
        raise NoGPUError("no GPU: torch is not installed (passlab run/bench need torch with CUDA "
                         "and an NVIDIA GPU; compile-side commands work without)") from None
    if not torch.cuda.is_available():
        raise NoGPUError("no GPU: torch sees no CUDA device (passlab run/bench need an NVIDIA GPU; "
                         "compile-side commands work without)")
    _set_triton_allocator(torch)
    return torch


def _set_triton_allocator(torch) -> None:
    """In-kernel tl.make_tensor_descriptor needs global scratch; Triton asks this allocator for it."""
    global _ALLOCATOR_SET
    if _ALLOCATOR_SET:
        return
    import triton

    def alloc(size: int, alignment: int, stream):
        return torch.empty(size, dtype=torch.int8, device="cuda")

    triton.set_allocator(alloc)
    _ALLOCATOR_SET = True


def device_info() -> dict:
    """Device name, SM count, L2 size, driver and library versions, recorded in every result."""
    torch = require_cuda()
    import triton
    props = torch.cuda.get_device_properties(0)
    return {"name": props.name, "capability": f"{props.major}.{props.minor}",
            "sm_count": props.multi_processor_count, "memory_gib": round(props.total_memory / 2**30, 1),
            "l2_bytes": getattr(props, "L2_cache_size", None), "driver": _driver_version(),
            "cuda_runtime": torch.version.cuda, "torch": torch.__version__, "triton": triton.__version__,
            "cudnn": torch.backends.cudnn.version(), "python": platform.python_version(), **code_version()}


def code_version() -> dict:
    """Which passlab and kernels measured: ``passlab`` the sha256 of passlab's and the built-in
    kernels' sources (what the compile cache keys on), ``revision`` the checkout's git commit with
    ``+dirty`` when files differ from it, or None outside a git checkout (a copy of a working tree,
    as the GPU machine gets). A result saved without them once had to be dated against a fix's
    commit time to tell whether the fix was in (bench/rounds_audit.py)."""
    from passlab.capture.child import project_root
    from passlab.sweep.cache import passlab_digest
    root = project_root()
    revision = None
    if not (root / ".git").exists():   # an installed passlab: a repository above it is someone else's
        return {"passlab": passlab_digest(), "revision": None}
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True,
                              timeout=20)
        if head.returncode == 0:
            dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                                   capture_output=True, text=True, timeout=20)
            revision = head.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        pass
    return {"passlab": passlab_digest(), "revision": revision}


def _driver_version() -> str | None:
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip().splitlines()[0] if out.returncode == 0 and out.stdout.strip() else None
