"""What a ``-c NAME=TEXT`` becomes: the object a launch passes for that argument.

A launch passes Python objects, not text: ``tmem_block=(128, 128)``, a Gluon layout
``NVMMASharedLayout(...)``, an ``@aggregate`` class ``MMAImpl=WGMMA`` (Gluon tutorials 06, 07, 08,
10). The text is parsed with ``ast`` and built from an allow-list; nothing reaches ``eval``:

- ``None``, ``tl.float16`` (a ``triton.language`` dtype), tuples and lists in Python literal syntax
  (``ast.literal_eval``): ``launch_value``, in the compile child before the kernel loads;
- a Gluon layout in constructor syntax, with literal arguments or nested layouts
  (``language.build_layout``): ``launch_value`` too;
- a (dotted) name of the kernel's own module that is a class (an ``@aggregate`` included) or a
  ``constexpr_function`` (``MMAImpl=WGMMA``, ``SchedulerImpl=t7.PersistentTileScheduler``), or a
  call with literal arguments of a function defined beside the kernel (``t7.GroupedPersistentTile
  Scheduler(8)``, a class factory): ``module_value``, once the module is loaded. A bare name that is
  none of these stays the string (tutorial 03's ``ACTIVATION=leaky_relu`` names a jit function
  but is compared as a string).
"""

from __future__ import annotations

import ast
import inspect
import re
import types
from pathlib import Path
from typing import Any, Mapping

from passlab.errors import UsageError

# WGMMA   |   t7.PersistentTileScheduler
DOTTED_NAME_RE = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$")
# BlockedLayout(...)   |   t7.GroupedPersistentTileScheduler(8)
CALL_RE = re.compile(r"^(?P<callee>[A-Za-z_]\w*(\.[A-Za-z_]\w*)*)\s*\(.*\)$", re.S)


def launch_value(name: str, value: Any) -> Any:
    """``value`` (a ``-c`` value as the CLI parsed it) as a launch passes it, where that needs no
    kernel module; any other text is returned unchanged for ``module_value``."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    if text == "None":
        return None
    if text.startswith("tl."):
        import triton.language as tl
        dtype = getattr(tl, text[3:], None)
        if isinstance(dtype, tl.dtype):
            return dtype
        raise UsageError(f"-c {name}={value!r}: triton.language has no dtype '{text[3:]}'")
    if text.startswith(("(", "[")):
        try:
            literal = ast.literal_eval(text)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            raise UsageError(f"-c {name}={text[:80]!r}: not a tuple or list of literals "
                             "(write e.g. -c NAME='(128, 128)')") from None
        if not isinstance(literal, (tuple, list)):
            raise UsageError(f"-c {name}={text[:80]!r}: expected a tuple or a list")
        return literal
    call = CALL_RE.match(text)
    if call is not None:
        from passlab.frontend.language import build_layout, gluon_layout_classes
        if call.group("callee") in gluon_layout_classes():
            return build_layout(f"-c {name}", text)
    return value


def module_value(fn, name: str, value: Any) -> tuple[Any, str | None]:
    """``value`` resolved in the kernel's module (``fn``'s globals), and a note saying so, or
    ``(value, None)`` when it names nothing there that a launch could pass."""
    if not isinstance(value, str):
        return value, None
    text = value.strip()
    namespace = _kernel_globals(fn)
    if DOTTED_NAME_RE.match(text):
        found = _lookup(namespace, text)
        if found is not None and (inspect.isclass(found) or _is_constexpr_function(found)):
            return found, f"-c {name}={text}: {_kind(found)} {text} of the kernel's module, as a launch passes it"
        return value, None
    call = CALL_RE.match(text)
    if call is None:
        return value, None
    from passlab.frontend.language import gluon_layout_classes
    callee = call.group("callee")
    factory = _lookup(namespace, callee)
    if not isinstance(factory, types.FunctionType) or not _beside(factory, fn):
        raise UsageError(f"-c {name}={text[:80]!r}: {callee} is neither a Gluon layout "
                         f"({', '.join(sorted(gluon_layout_classes()))}) nor a function defined beside "
                         "the kernel's file")
    args, kwargs = _literal_call(name, text)
    try:
        built = factory(*args, **kwargs)
    except Exception as exc:
        raise UsageError(f"-c {name}={text[:80]!r}: {callee} failed ({type(exc).__name__}: {exc})") from None
    return built, f"-c {name}={text}: what {callee} returns ({_kind(built)} {_label(built)})"


def resolve_module_values(fn, overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Every override resolved by ``module_value``."""
    return {key: module_value(fn, key, value)[0] for key, value in overrides.items()}


def launch_notes(overrides: Mapping[str, Any], option_parameters: list[str]) -> list[str]:
    """The manifest's notes on what ``-c`` passed beyond numbers and strings, and on the names
    that set both a kernel parameter and the compile option of that name."""
    notes = []
    for key, value in overrides.items():
        if inspect.isclass(value) or _is_constexpr_function(value):
            where = "made by a function of" if "<locals>" in _label(value) else "of"
            notes.append(f"-c {key}: the {_kind(value)} {_label(value)} {where} the kernel's module, "
                         "as a launch passes it")
        elif type(value).__name__.endswith("Layout"):
            notes.append(f"-c {key}: the layout {value!r}, built from its constructor text")
    for key in option_parameters:
        notes.append(f"{key}={overrides.get(key, '(config)')} sets the kernel parameter {key} and the compile "
                     f"option {key}, as a keyword launch (kernel[grid](..., {key}=...)) does")
    return notes


def value_text(value: Any) -> Any:
    """A launch value as the manifest and directory names show it: a class or a function by name,
    a tuple as a list, anything else as ``str`` (a layout's constructor text, ``fp16``)."""
    if isinstance(value, (tuple, list)):
        return [value_text(v) for v in value]
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    return _label(value)


def _label(value: Any) -> str:
    if inspect.isclass(value) or isinstance(value, types.FunctionType):
        return value.__qualname__
    if _is_constexpr_function(value):
        return getattr(value.fn, "__qualname__", str(value))
    return str(value)


def _kind(value: Any) -> str:
    if _is_constexpr_function(value):
        return "constexpr_function"
    if inspect.isclass(value):
        return "@aggregate class" if getattr(value, "__triton_aggregate__", False) else "class"
    return type(value).__name__


def _is_constexpr_function(value: Any) -> bool:
    from triton.runtime.jit import ConstexprFunction
    return isinstance(value, ConstexprFunction)


def _kernel_globals(fn) -> Mapping[str, Any]:
    inner = fn
    while hasattr(inner, "fn") and not isinstance(inner, types.FunctionType):
        inner = inner.fn
    return getattr(inner, "__globals__", {})


def _lookup(namespace: Mapping[str, Any], dotted: str) -> Any:
    """``a.b.c`` in ``namespace``: every step before the last must be a module (a tutorial's
    ``t7 = importlib.import_module("07-persistence")``)."""
    first, *rest = dotted.split(".")
    found = namespace.get(first)
    for part in rest:
        if not isinstance(found, types.ModuleType):
            return None
        found = getattr(found, part, None)
    return found


def _beside(factory: types.FunctionType, fn) -> bool:
    """A factory defined in a file under the kernel file's folder: the user's own code, never a
    library's or the standard library's (``os.system`` is not reachable from ``-c``)."""
    inner = fn
    while hasattr(inner, "fn") and not isinstance(inner, types.FunctionType):
        inner = inner.fn
    try:
        kernel_dir = Path(inspect.getfile(inner)).resolve().parent
        return kernel_dir in Path(inspect.getfile(factory)).resolve().parents
    except (TypeError, OSError):
        return False


def _literal_call(name: str, text: str) -> tuple[list, dict]:
    try:
        call = ast.parse(text, mode="eval").body
        if not isinstance(call, ast.Call) or any(k.arg is None for k in call.keywords):
            raise ValueError
        return ([ast.literal_eval(a) for a in call.args],
                {k.arg: ast.literal_eval(k.value) for k in call.keywords})
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        raise UsageError(f"-c {name}={text[:80]!r}: a call's arguments must be literals") from None
