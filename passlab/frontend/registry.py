"""Kernels found by name: the registry that ``passlab trace matmul_hopper`` resolves a name through.

Enters: ``register(name, module_or_loader)`` calls from kernel providers. Leaves: ``names()`` (no
Triton import), ``check_name()`` (an unknown name is a usage error listing the known ones),
``get(name) -> KernelSpec`` and ``load(name)`` (the provider's module: ``SPEC``, and for a kernel
that ``passlab run`` can launch, ``WORKLOAD`` and ``candidate_configs``).

How providers are found, on the first ``names()``/``check_name()``/``get()``/``load()``:

1. Entry points of the group ``passlab.kernels`` (pyproject.toml declares passlab's own:
   ``kernels = "kernels"``). Each names a module that calls ``register`` when imported.
2. passlab's own ``kernels`` package next to ``passlab/`` (the checkout, or site-packages), also when
   no entry point is installed: ``PYTHONPATH=.`` from a checkout, as on the GPU machine where
   passlab is not pip-installed.

A provider module that sits next to ``passlab/`` is loaded from that file, never by a ``sys.path``
lookup: users' projects often hold a ``kernels/`` package of their own, and the working directory
or a kernel file's folder goes first on ``sys.path``; theirs never shadows the built-ins. Listing
or checking names leaves ``sys.modules`` alone (the pytest plugin checks names inside the user's
test session, where their ``kernels`` must keep importing); the provider takes its name in
``sys.modules`` only when one of its kernels is loaded. If theirs was already imported under the
same name then, loading the kernel is a usage error (one line) rather than a silent swap.

A provider's module declares its kernels without importing them (a dotted module name, imported
on first ``get``), so that listing kernels or reading a trace does not import Triton.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Callable, Union

from passlab.errors import PasslabError, UsageError

if TYPE_CHECKING:
    from passlab.frontend.kernelspec import KernelSpec

ENTRY_POINT_GROUP = "passlab.kernels"
BUILTIN_PROVIDER = "kernels"
# The folder holding passlab/ (a checkout or site-packages): passlab's own providers live there.
PROVIDER_ROOT = Path(__file__).resolve().parents[2]

# A dotted module name (imported on first use) or a zero-argument callable returning the module.
ModuleOrLoader = Union[str, Callable[[], ModuleType]]

_REGISTERED: dict[str, ModuleOrLoader] = {}
# Providers loaded from their file next to passlab/, by module name (in sys.modules only once claimed).
_PROVIDERS: dict[str, ModuleType] = {}
_discovered = False


def register(name: str, module_or_loader: ModuleOrLoader) -> None:
    """Declare kernel ``name``: a module defining ``SPEC`` (a ``KernelSpec``), by dotted name or by a
    loader, so that nothing is imported until the kernel is asked for."""
    if not name or not isinstance(name, str) or ":" in name or "/" in name:
        raise UsageError(f"a kernel name must be a plain word, not {name!r} (':' and '/' name files)")
    known = _REGISTERED.get(name)
    if known is not None and known != module_or_loader:
        raise UsageError(f"two providers register kernel '{name}': {_describe(known)} and "
                         f"{_describe(module_or_loader)}")
    _REGISTERED[name] = module_or_loader


def names() -> list[str]:
    """The registered names, in the order providers declared them (imports no kernel)."""
    discover()
    return list(_REGISTERED)


def check_name(name: str) -> None:
    """An unknown name is a usage error listing the known ones (before any GPU or import work)."""
    known = names()
    if name not in known and name.endswith(".jsonl"):  # a capture file without the record
        raise UsageError(f"'{name}' names a capture file, not a compile: add the record, "
                         f"e.g. {name}#0 or {name}#KERNEL_NAME (passlab capture lists them)")
    if name not in known:
        raise UsageError(f"unknown kernel '{name}' (known: {', '.join(known)}; "
                         "or give path/to/file.py:function)")


def load(name: str) -> ModuleType:
    """The module that defines kernel ``name`` (imports it, and Triton, on first use)."""
    check_name(name)
    target = _REGISTERED[name]
    if isinstance(target, str) and target.partition(".")[0] in _PROVIDERS:
        _claim(target.partition(".")[0])  # its submodules import through the provider's package
    try:
        return importlib.import_module(target) if isinstance(target, str) else target()
    except PasslabError:
        raise
    except (Exception, SystemExit) as exc:  # a provider's module or loader that cannot load: say which
        raise UsageError(f"kernel '{name}' ({_describe(target)}) failed to load: {_first_line(exc)}") from None


def get(name: str) -> "KernelSpec":
    """The ``KernelSpec`` registered under ``name``; an unknown name lists the known ones."""
    module = load(name)
    spec = getattr(module, "SPEC", None)
    if spec is None:
        raise UsageError(f"kernel '{name}': its module {getattr(module, '__name__', _describe(_REGISTERED[name]))} "
                         "defines no SPEC")
    return spec


def discover() -> None:
    """Load every provider once: the ``passlab.kernels`` entry points, then passlab's own package."""
    global _discovered
    if _discovered:
        return
    _discovered = True  # a provider's import calls register(), which must not start this again
    try:
        for point in entry_points(group=ENTRY_POINT_GROUP):
            if _sibling(point.module) is not None:
                load_provider(point.module)
            else:
                try:
                    point.load()
                except (Exception, SystemExit) as exc:  # a third party's broken plugin: say which, in one line
                    raise UsageError(f"kernel provider '{point.name}' ({point.value}, entry point group "
                                     f"{ENTRY_POINT_GROUP}) failed to load: {_first_line(exc)}") from None
        if _sibling(BUILTIN_PROVIDER) is not None:
            load_provider(BUILTIN_PROVIDER)
    except BaseException:
        _discovered = False  # the next lookup tries again (and says the same thing)
        raise


def load_provider(module_name: str) -> ModuleType:
    """Run the provider ``module_name`` that sits next to ``passlab/``, from its file, so that it
    registers its kernels. ``sys.modules`` is left as it was (see the module docstring)."""
    if module_name in _PROVIDERS:
        return _PROVIDERS[module_name]
    location = _sibling(module_name)
    if location is None:
        raise UsageError(f"no kernel provider '{module_name}' next to {PROVIDER_ROOT / 'passlab'}")
    loaded = sys.modules.get(module_name)
    if loaded is not None and _file_of(loaded) == location:
        _PROVIDERS[module_name] = loaded  # imported from the same file (a test or bench did ``import kernels``)
        return loaded
    package = location.name == "__init__.py"
    spec = importlib.util.spec_from_file_location(
        module_name, location, submodule_search_locations=[str(location.parent)] if package else None)
    module = importlib.util.module_from_spec(spec)
    free = loaded is None
    if free:
        sys.modules[module_name] = module  # while it runs: a provider may import its own submodules
    try:
        spec.loader.exec_module(module)
    finally:
        if free:
            sys.modules.pop(module_name, None)
    _PROVIDERS[module_name] = module
    return module


def _claim(module_name: str) -> None:
    """Give provider ``module_name`` its name in ``sys.modules`` before one of its kernels is
    imported; a different module already holding the name is a usage error, never a swap."""
    provider = _PROVIDERS[module_name]
    loaded = sys.modules.setdefault(module_name, provider)
    if loaded is not provider and _file_of(loaded) != _file_of(provider):
        whose = ("passlab's own built-in kernels" if module_name == BUILTIN_PROVIDER
                 else f"the kernel provider at {_file_of(provider)}")
        raise UsageError(f"a module named '{module_name}' ({getattr(loaded, '__file__', '?')}) was imported "
                         f"before {whose}; run from another directory")


def _file_of(module: ModuleType) -> Path:
    return Path(getattr(module, "__file__", "") or "").resolve()


def _sibling(module_name: str) -> Path | None:
    """The file of top-level module ``module_name`` next to ``passlab/``, if there is one."""
    if "." in module_name:
        return None
    for candidate in (PROVIDER_ROOT / module_name / "__init__.py", PROVIDER_ROOT / f"{module_name}.py"):
        if candidate.is_file():
            return candidate.resolve()
    return None


def _describe(target: ModuleOrLoader) -> str:
    return target if isinstance(target, str) else getattr(target, "__qualname__", repr(target))


def _first_line(exc: BaseException) -> str:
    """``Type: message`` on one line (a provider's exception may carry a multi-line message)."""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
