"""A compile target by name: ``cuda:90`` checked (``check_target``) and made Triton's ``GPUTarget``
(``parse_target``). Imports nothing of passlab's capture code, so every module may use it.

A target's name is parsed once where it enters a process (the compile child's ``capture.job``, the
plan and replay children); the frontend's functions take the ``GPUTarget`` (``gpu_target``)."""

from __future__ import annotations

import re

from passlab.errors import UsageError

# cuda:90, cuda:100, cuda:120, hip:gfx942
TARGET_RE = re.compile(r"^(cuda:(?P<sm>[1-9]\d{1,2})|hip:gfx\w+)$")
# The compute capabilities Triton 3.6 compiles for: the sm_NN both its LLVM (NVPTX) and its
# bundled ptxas (12.8, and 12.9 for sm >= 100) know, from Turing on (Triton needs sm75+).
CUDA_ARCHS = (75, 80, 86, 87, 89, 90, 100, 101, 103, 120, 121)


def check_target(text: str) -> str:
    """``text`` when it names a target passlab can compile for; UsageError otherwise. Only the
    canonical spelling counts (``cuda:90``, not ``cuda:090``): the name is also a folder name."""
    match = TARGET_RE.match(text) if isinstance(text, str) else None
    if match is None or (match.group("sm") and int(match.group("sm")) not in CUDA_ARCHS):
        known = ", ".join(f"cuda:{sm}" for sm in CUDA_ARCHS)
        raise UsageError(f"unknown target '{str(text)[:40]}' (Triton 3.6 compiles for {known})")
    return text


DEFAULT_TARGET_NAME = "cuda:90"


def parse_target(text: str):
    """``cuda:90`` -> GPUTarget('cuda', 90, 32); ``hip:gfx942`` -> GPUTarget('hip', 'gfx942', 64)."""
    from triton.backends.compiler import GPUTarget
    backend, _, arch = text.partition(":")
    if backend == "cuda":
        return GPUTarget("cuda", int(arch), 32)
    return GPUTarget(backend, arch, 64)


def default_target():
    """Triton's ``GPUTarget`` for ``cuda:90``, the target a caller that names none gets."""
    from triton.backends.compiler import GPUTarget
    return GPUTarget("cuda", 90, 32)


def gpu_target(target=None):
    """``target`` (a ``GPUTarget``), or the default one for ``None``. A name is refused: it is
    parsed once where it enters the process (``parse_target``), never again below."""
    if target is None:
        return default_target()
    if isinstance(target, str):
        raise TypeError(f"a GPUTarget, not the name {target!r}: parse it once with parse_target")
    return target
