"""The device queries a kernel's module makes while it loads, and what they returned here.

Libraries build their autotune config lists at import from the device: flash-linear-attention
sizes its list by the shared memory of each GPU that ``torch.cuda.device_count()`` counts, and
picks warps by ``torch.cuda.get_device_capability()``. On a CPU some answers are the target's
(the stand-in driver's, ``target_driver``) and some are a machine with no GPU's (no device
counted, ``is_available()`` False), so the list loaded here may not be a GPU's (fla's
``chunk_gated_delta_rule_fwd_kernel_h_blockdim64``: 4 configs instead of 12), silently. This
module records each query made from the user's code (not Triton's, torch's or passlab's own)
so the loader can say so.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from passlab.frontend.torch_import import TORCH, after_import

# torch.cuda functions a module asks about the device with.
TORCH_QUERIES = ("device_count", "is_available", "get_device_capability", "get_device_properties",
                 "get_device_name", "current_device")
# Triton driver methods (``triton.runtime.driver.active.X``) and ``driver.active.utils.X``.
DRIVER_QUERIES = ("get_current_target", "get_device_capability")
DRIVER_UTILS_QUERIES = ("get_device_properties",)
# How the note starts (the --autotune table keeps the loader's notes that start so).
DEVICE_QUERY_NOTE = "the module asked the device at import"
# How many queries one note names; the rest are counted.
NOTE_QUERIES = 4


@dataclass(frozen=True)
class DeviceQuery:
    """One call the module made: ``torch.cuda.device_count()`` at ``file:line``, and its answer.

    ``standin`` is True when passlab's stand-in answered for the target (as a GPU of that
    generation would); False when the answer is a machine without a GPU's (0, False, an error).
    """

    call: str
    file: str
    line: int
    answer: str
    standin: bool


@contextlib.contextmanager
def record_device_queries(driver) -> Iterator[list[DeviceQuery]]:
    """Within the block, record the device queries made from user code through ``torch.cuda``
    and through ``driver`` (the active ``target_driver.TargetDriver``); the list fills as they come."""
    queries: list[DeviceQuery] = []
    restore: list[Callable[[], None]] = []

    def record_torch(torch) -> Callable[[], None] | None:
        if _real_gpu(torch):   # on a GPU, torch's answers are that GPU's
            return None
        undo: list[Callable[[], None]] = []
        for name in TORCH_QUERIES:
            original = getattr(torch.cuda, name, None)
            if original is None:
                continue
            # target_driver answers capability, properties and name for the target
            standin = getattr(original, "__module__", "").startswith("passlab.")
            setattr(torch.cuda, name, _recording(f"torch.cuda.{name}", original, standin, queries))
            undo.append(lambda name=name, original=original: setattr(torch.cuda, name, original))
        return lambda: [u() for u in reversed(undo)]
    for owner, names, prefix in ((driver, DRIVER_QUERIES, "triton.runtime.driver.active."),
                                 (getattr(driver, "utils", None), DRIVER_UTILS_QUERIES,
                                  "triton.runtime.driver.active.utils.")):
        for name in names if owner is not None else ():
            original = getattr(owner, name)
            setattr(owner, name, _recording(prefix + name, original, True, queries))
            restore.append(lambda owner=owner, name=name: owner.__dict__.pop(name, None))
    try:
        # torch.cuda is wrapped when the module imports torch, not before (frontend.torch_import)
        with after_import(TORCH, record_torch):
            yield queries
    finally:
        for undo in reversed(restore):
            undo()


def _recording(call: str, original: Callable, standin: bool, queries: list[DeviceQuery]) -> Callable:
    def query(*args, **kwargs):
        caller = sys._getframe(1)
        if _library_file(caller.f_code.co_filename):
            return original(*args, **kwargs)
        try:
            answer = original(*args, **kwargs)
        except Exception as exc:
            queries.append(DeviceQuery(f"{call}()", caller.f_code.co_filename, caller.f_lineno,
                                       f"raised {type(exc).__name__}", False))
            raise
        queries.append(DeviceQuery(f"{call}()", caller.f_code.co_filename, caller.f_lineno, _answer(answer),
                                   standin))
        return answer
    return query


def _answer(value: Any) -> str:
    if hasattr(value, "backend") and hasattr(value, "arch"):   # a GPUTarget
        return f"{value.backend}:{value.arch}"
    if hasattr(value, "multi_processor_count"):                 # torch's device properties
        return getattr(value, "name", "device properties")
    if isinstance(value, dict) and "max_shared_mem" in value:  # Triton's device properties
        return f"max_shared_mem {value['max_shared_mem']}"
    return repr(value)[:60]


def _real_gpu(torch) -> bool:
    is_available = torch.cuda.is_available
    return not getattr(is_available, "__module__", "").startswith("passlab.") and bool(is_available())


def _library_file(filename: str) -> bool:
    """A file of Triton, torch or passlab: their own queries are not the module's."""
    return filename.startswith(_library_folders()) or filename.startswith("<frozen")


def _library_folders() -> tuple[str, ...]:
    folders = []
    for name in ("triton", "torch", "passlab"):
        module = sys.modules.get(name)
        if module is not None and getattr(module, "__file__", None):
            folders.append(str(Path(module.__file__).parent) + os.sep)
    return tuple(folders)


def device_query_note(queries: list[DeviceQuery], source_file: str, target_text: str) -> str:
    """One note for the manifest: which queries, on which line, returned what here; empty when none."""
    seen: dict[tuple[str, str, int], DeviceQuery] = {}
    for q in queries:
        seen.setdefault((q.call, q.file, q.line), q)
    if not seen:
        return ""
    # the answers a GPU would not give first: they are why the config list may differ
    ordered = sorted(seen.values(), key=lambda q: q.standin)
    shown = ordered[:NOTE_QUERIES]

    def where(q: DeviceQuery) -> str:
        return f"line {q.line}" if _same_file(q.file, source_file) else f"line {q.line} of {_display(q.file)}"
    parts = [f"{q.call} on {where(q)} returned {q.answer} here" for q in shown if not q.standin]
    answered = [f"{q.call} on {where(q)} with {q.answer}" for q in shown if q.standin]
    if answered:
        parts.append(f"passlab's stand-in for {target_text} answered " + ", ".join(answered))
    more = f", and {len(ordered) - NOTE_QUERIES} more" if len(ordered) > NOTE_QUERIES else ""
    tail = ("its config list may differ from a GPU's" if any(not q.standin for q in ordered)
            else f"its config list is the one a {target_text} GPU gets as passlab's stand-in describes it")
    return f"{DEVICE_QUERY_NOTE} ({'; '.join(parts)}{more}); {tail}"


def _same_file(a: str, b: str) -> bool:
    try:
        return bool(b) and os.path.samefile(a, b)
    except OSError:
        return False


def _display(filename: str) -> str:
    """A file's path relative to the ``sys.path`` entry it lies under (``fla/utils/hardware.py``)."""
    path = Path(filename)
    for entry in sorted((e for e in sys.path if e), key=len, reverse=True):
        try:
            return str(path.relative_to(entry))
        except ValueError:
            continue
    return str(path)
