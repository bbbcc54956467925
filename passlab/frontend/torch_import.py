"""torch imported only when the kernel's own code imports it.

A CPU build of torch 2.13 takes 2.1-2.6 s to import, more than compiling most kernels. passlab
needs torch for nothing on the compile path, but two things there used to import it for
everyone who has it installed:

- Triton 3.6's native argument specializer (``native_specialize_impl``) runs ``import torch``
  once per process, on its first call, to learn ``torch.Tensor`` (``python/src/specialize.cc``
  ``init_globals``; a failing import is caught and leaves it unset). passlab specializes with its
  own stand-in tensors, never with torch's, so ``without_torch_import`` lets that first call see a
  stand-in ``torch`` when nobody imported torch yet.
- The stand-in driver and the device-query recorder patch ``torch.cuda`` while a kernel's module
  loads. ``after_import`` applies such a patch when torch is imported (at once when it already
  is), so a module that never imports torch never pays for it.
"""

from __future__ import annotations

import contextlib
import importlib.abc
import sys
import types
from typing import Callable, Iterator

TORCH = "torch"

# callback(module) -> a function that undoes what it did, or None
Patch = Callable[[object], "Callable[[], None] | None"]


class NoTensor:
    """The ``torch.Tensor`` the specializer learns while torch is not imported: nothing is one."""


@contextlib.contextmanager
def without_torch_import() -> Iterator[None]:
    """Within the block ``import torch`` gives a stand-in module whose ``Tensor`` nothing is an
    instance of, unless torch is already imported. (Not the import system's ``None`` mark: Triton
    3.9's specializer then reads ``Tensor`` from None and raises AttributeError.)"""
    if TORCH in sys.modules:
        yield
        return
    standin = types.ModuleType(TORCH, "passlab's stand-in while a kernel is specialized (frontend.torch_import)")
    standin.Tensor = NoTensor
    sys.modules[TORCH] = standin
    try:
        yield
    finally:
        if sys.modules.get(TORCH) is standin:
            del sys.modules[TORCH]


@contextlib.contextmanager
def after_import(name: str, patch: Patch) -> Iterator[None]:
    """Within the block, ``patch(module)`` runs once module ``name`` is imported: now when it
    already is, else right after its first import finishes. The undo it returns runs at the end."""
    undo: list[Callable[[], None]] = []

    def apply(module) -> None:
        restore = patch(module)
        if restore is not None:
            undo.append(restore)

    module = sys.modules.get(name)
    if module is not None:
        apply(module)
        hook = None
    else:
        hook = _ImportHook(name, apply)
        sys.meta_path.insert(0, hook)
    try:
        yield
    finally:
        if hook is not None and hook in sys.meta_path:
            sys.meta_path.remove(hook)
        for restore in reversed(undo):
            restore()


class _ImportHook(importlib.abc.MetaPathFinder):
    """Finds ``name`` through the finders after it and runs ``apply`` after the module executed.

    It delegates to the finders *after* itself, so two hooks on one module (the driver's patch
    and the query recorder's wrapping of it) chain in the order they were installed."""

    def __init__(self, name: str, apply: Callable[[object], None]) -> None:
        self.name, self.apply = name, apply

    def find_spec(self, fullname, path, target=None):
        if fullname != self.name or self not in sys.meta_path:
            return None
        for finder in sys.meta_path[sys.meta_path.index(self) + 1:]:
            find = getattr(finder, "find_spec", None)
            spec = find(fullname, path, target) if find else None
            if spec is not None:
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _PatchingLoader(spec.loader, self)
                return spec
        return None


class _PatchingLoader(importlib.abc.Loader):
    def __init__(self, loader, hook: _ImportHook) -> None:
        self.loader, self.hook = loader, hook

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:
        self.loader.exec_module(module)
        if self.hook in sys.meta_path:
            sys.meta_path.remove(self.hook)
            self.hook.apply(module)

    def __getattr__(self, attr):   # get_resource_reader, is_package, ... of the real loader
        return getattr(self.loader, attr)
