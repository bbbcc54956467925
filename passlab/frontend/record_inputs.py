"""A capture record's compile inputs, made safe to compile on this machine.

A capture file is untrusted input (it may come from another machine, or from anyone): its fields
are data, never code paths. This module checks a record's shape before anything reads it
(``check_record``, ``check_specialization``), finds the kernel's source by module name or under a
root the user names, always by content hash (``locate_source``), and keeps only the compile options
that neither name a file nor pass flags to a tool, re-deriving the target's own options when the
compile is for another target (``capture_options``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import math
import os
import re
import stat
from pathlib import Path

from passlab.frontend.kernel_source import check_kernel_source
from passlab.frontend.record_signature import check_contents
from passlab.errors import UsageError

# Fields of a record and the JSON types each may hold (None allowed only where listed).
RECORD_FIELDS: dict[str, tuple[type, ...]] = {
    "function": (str,), "module": (str,), "source_file": (str,), "source_hash": (str,), "target": (str,),
    "triton_version": (str,), "specialization_data": (str,), "metadata": (dict,),
    "hash": (str, type(None)), "source_key": (str, type(None)),
}
REQUIRED_FIELDS = ("function", "module", "source_file", "source_hash", "target", "triton_version",
                   "specialization_data")
# source_hash: sha256[:16] of the source file ("" when the recorder could not read it)
HASH_RE = re.compile(r"(?:[0-9a-f]{16})?")
FIELD_MAX_CHARS = 1 << 20      # one field of one record: a kernel's specialization is a few kB
SOURCE_MAX_BYTES = 16 << 20    # a kernel source file hashed to find it; larger is not a kernel file


def check_record(data: dict) -> None:
    """ValueError (one line) unless ``data`` has a capture record's fields with their JSON types.

    A record's ``source_file`` must be absolute and normalized, as ``os.path.abspath`` writes it
    when recording: a ``..`` in it can only have been crafted."""
    missing = [name for name in REQUIRED_FIELDS if name not in data]
    if missing:
        raise ValueError(f"not a capture record: no '{missing[0]}'")
    for name, kinds in RECORD_FIELDS.items():
        if name not in data:   # an optional one (the required ones are there)
            continue
        value = data[name]
        if not isinstance(value, kinds):
            raise ValueError(f"'{name}' must be {' or '.join(_json_name(k) for k in kinds)}, "
                             f"found {_json_name(type(value))}")
        if isinstance(value, str) and len(value) > FIELD_MAX_CHARS:
            raise ValueError(f"'{name}' is longer than {FIELD_MAX_CHARS} characters")
    name = data["function"].rpartition(".")[2]
    if not name.isidentifier():
        raise ValueError(f"'function' {_short(data['function'], 80)} does not end in a Python name")
    # 'module' is only looked up when it is a dotted name (a file loaded under another name is not)
    for key in ("module", "source_file", "target", "triton_version"):
        if any(ord(c) < 32 for c in data[key]):
            raise ValueError(f"'{key}' holds a control character")
    if not HASH_RE.fullmatch(data["source_hash"]):
        raise ValueError("'source_hash' is not the sha256 prefix the recorder writes")
    source = data["source_file"]
    if not os.path.isabs(source) or os.path.normpath(source) != source or "\0" in source:
        raise ValueError(f"'source_file' {_short(source, 120)} is not an absolute, normalized path")
    for key, value in data.get("metadata", {}).items():
        if not isinstance(value, (str, int, float, bool, type(None))):
            raise ValueError(f"'metadata.{key}' must be a number or a string, found {_json_name(type(value))}")


def _short(value, limit: int = 60) -> str:
    """``value`` for a one-line message: repr (control characters escaped), cut at ``limit``."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _json_name(kind: type) -> str:
    return {str: "a string", dict: "an object", list: "a list", int: "a number", float: "a number",
            bool: "true/false", type(None): "null"}.get(kind, kind.__name__)


# -- specialization_data -------------------------------------------------------------------------

def check_specialization(data, where: str, contents: bool = True) -> dict:
    """``data`` (Triton's ``specialization_data``, parsed) when it has the shape
    ``JITFunction.preload`` reads and, with ``contents``, types, names, paths and attributes
    Triton 3.6 writes (``record_signature``); UsageError naming ``where`` otherwise."""
    def bad(what: str):
        return UsageError(f"{where}: specialization_data {what}")

    if not isinstance(data, dict):
        raise bad("is not a JSON object")
    for key, kind in (("signature", dict), ("constant_keys", list), ("constant_vals", list),
                      ("attrs_keys", list), ("attrs_vals", list), ("options", dict)):
        if not isinstance(data.get(key), kind):
            raise bad(f"has no '{key}' {_json_name(kind)[2:] if kind is dict else 'list'}")
    for name, ty in data["signature"].items():
        if not _is_type_text(ty):
            raise bad(f"gives argument {_short(name, 60)} the type {_short(ty, 60)} (expected a type string)")
    count = len(data["signature"])
    for keys, values, what in ((data["constant_keys"], data["constant_vals"], "constant"),
                               (data["attrs_keys"], data["attrs_vals"], "attrs")):
        if len(keys) != len(values):
            raise bad(f"has {len(keys)} {what} keys for {len(values)} values")
        for key in keys:
            # a path: the argument's position, then positions inside a tuple argument
            if not (isinstance(key, list) and key and all(type(i) is int and 0 <= i < 1 << 16 for i in key)
                    and key[0] < count):
                raise bad(f"has a {what} key {_short(key, 60)} that is not a list of argument positions")
    for value in data["constant_vals"]:
        if not _is_constant(value):
            raise bad(f"has a constant {_short(value, 60)} that a launch cannot pass")
    for value in data["attrs_vals"]:
        if not (isinstance(value, list) and all(isinstance(a, list) and len(a) == 2 and isinstance(a[0], str)
                                                and _is_scalar(a[1]) for a in value)):
            raise bad(f"has attributes {_short(value, 60)} that are not [name, value] pairs")
    if contents:
        check_contents(data, bad)
    return data


def _is_type_text(ty) -> bool:
    if isinstance(ty, list):
        return all(_is_type_text(t) for t in ty)
    return isinstance(ty, str) and len(ty) < 4096


def _is_scalar(value) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if type(value) is int:
        return -2**64 < value < 2**64
    return isinstance(value, (str, bool, type(None)))


def _is_constant(value) -> bool:
    if isinstance(value, list):
        return all(_is_constant(v) for v in value)
    if isinstance(value, dict):
        return set(value) == {"constexpr"} and _is_constant(value["constexpr"])
    return _is_scalar(value)


# -- compile options ---------------------------------------------------------------------------------

# Triton 3.6 CUDAOptions that name files or pass flags to a tool: never taken from a record.
# ptx_options: flags for ptxas (``--options-file F`` makes ptxas read and print F); ir_override: a
# file compiled instead of the kernel; extern_libs: library paths of the capturing machine (this
# install's libdevice stands in; Triton hashes its content, so the kernel hash still compares).
FILE_OPTIONS = {"ptx_options": "flags passed to ptxas", "ir_override": "a file compiled instead of the kernel",
                "extern_libs": "library files of the capturing machine; this install's libdevice is used"}
# Options the backend's parse_options derives from the target (CUDABackend.parse_options, 3.6):
# taken from a record only when the compile is for the record's own target.
TARGET_OPTIONS = ("arch", "supported_fp8_dtypes", "deprecated_fp8_dot_operand_dtypes",
                  "max_num_imprecise_acc_default", "backend_name", "warp_size")
# Integer options and the values Triton accepts for them (num_warps must also be a power of two).
INT_RANGES = {"num_warps": (1, 64), "num_ctas": (1, 16), "num_stages": (0, 64), "maxnreg": (1, 255),
              "ptx_version": (1, 999)}


def capture_options(options: dict, record_target: str, target, defaults: dict) -> tuple[dict, list[str]]:
    """The options to compile a record with for ``target`` (a ``GPUTarget``), and a note per
    option dropped. ``defaults`` are the backend's options for the target (``backend_options``):
    an option it does not have is dropped, one of another type is a UsageError."""
    here = f"{target.backend}:{target.arch}"
    notes = []
    kept = {}
    for name, value in options.items():
        if name in FILE_OPTIONS:
            if value not in (None, "", [], ()):
                names = [e[0] for e in value if isinstance(e, (list, tuple)) and e] if name == "extern_libs" else []
                shown = f" ({', '.join(map(str, names))[:80]})" if names else f"={_short(value, 80)}"
                notes.append(f"option {name}{shown} of the capture dropped ({FILE_OPTIONS[name]})")
            continue
        if name not in defaults:
            notes.append(f"option {_short(name, 60)} of the capture dropped "
                         f"(not an option of this Triton's {target.backend} backend)")
            continue
        check_option(name, value, defaults[name])
        kept[name] = tuple(value) if isinstance(value, list) else value
    if record_target != here:
        dropped = [name for name in TARGET_OPTIONS if name in kept]
        for name in dropped:
            del kept[name]
        notes.append(f"compiled for {here}, not the capture's {record_target}: "
                     f"{', '.join(dropped) or 'the target options'} re-derived for {here}")
    elif kept.get("arch") not in (None, f"sm{target.arch}"):
        notes.append(f"option arch={_short(kept.pop('arch'), 20)} of the capture does not match its target "
                     f"{record_target}: re-derived")
    return kept, notes


def check_option(name: str, value, default=None) -> None:
    """UsageError unless ``value`` is a JSON scalar or a list of them, of the type of the backend's
    ``default`` for it (a bool for a bool option, ...), and in range for ``name``."""
    if isinstance(value, (list, tuple)):
        if not all(_is_scalar(v) for v in value) or isinstance(default, (bool, int, str)):
            raise UsageError(f"capture option {name}: {_short(value, 80)} is not of type {type(default).__name__}")
        return
    if not _is_scalar(value):
        raise UsageError(f"capture option {name}: {_short(value, 80)} is not a plain value")
    expected = next((kind for kind in (bool, int, str, tuple) if isinstance(default, kind)), None)
    if value is not None and expected is not None and type(value) is not expected:   # a tuple: a list here
        raise UsageError(f"capture option {name}: {_short(value, 80)} is not a "
                         f"{'list' if expected is tuple else expected.__name__}")
    if name in INT_RANGES and value is not None:
        low, high = INT_RANGES[name]
        if type(value) is not int or not low <= value <= high:
            raise UsageError(f"capture option {name}={_short(value, 40)} is not an integer in [{low}, {high}]")
        if name == "num_warps" and value & (value - 1):
            raise UsageError(f"capture option num_warps={value} is not a power of two")


def backend_options(target) -> dict:
    """Triton's backend options for ``target`` with nothing set (CUDAOptions on cuda), by name."""
    from triton.compiler.compiler import make_backend
    options = make_backend(target).parse_options({})
    return {field.name: getattr(options, field.name) for field in dataclasses.fields(options)}


# -- the kernel's source -------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class SourceFound:
    """Where a record's kernel source is on this machine, and how to load it."""

    path: Path
    ref: str               # what load_kernel takes: FILE.py:FUNC, or package.module:FUNC for an installed module
    note: str | None       # says where the source was found when it is not the recorded path


def locate_source(record, roots: tuple[Path, ...] = (), edited_source: bool = False) -> SourceFound:
    """The kernel's source file, found with the content hash the capture recorded.

    Tried in order: the recorded path; the record's module found by name on this Python's path
    (an installed library, on any machine with the same version; found without importing it);
    under each of ``roots`` (``--source-root``, then the working folder) by the tails of the
    recorded path, longest first, never leaving the root. Only regular ``.py`` files whose hash is
    the recorded one count: a record never makes passlab execute some other file. The working
    folder needs the hash too: a file that merely has the recorded name is exactly what a crafted
    record would point at, and a source edited since the capture is not the compile captured.
    With ``edited_source`` (``--edited-source``), a file at the recorded path or under a root that
    differs from the captured one is used, with a note. A known file's hash is easy to match (the
    stdlib's ``this``), so the file found must also define the record's function as a Triton
    kernel, read from its syntax tree (``kernel_source``), before anything loads it. Nothing found
    is a UsageError naming what differs.
    """
    want = record.source_hash
    if not want and not edited_source:
        raise UsageError(f"the record of {record.name} carries no source hash: its source cannot be verified "
                         "(compile today's file anyway with --edited-source)")
    recorded = Path(record.source_file)
    tried: list[str] = []
    edited: list[Path] = []   # regular .py files at the recorded path or a root tail, of another hash
    found = None
    if _matches(recorded, want, tried, edited):
        found = SourceFound(recorded, f"{recorded}:{record.name}", None)
    by_module = _module_file(record.module) if found is None else None
    if by_module is not None and _matches(by_module, want, tried, []):
        found = SourceFound(by_module, f"{record.module}:{record.name}",
                            f"source {record.source_file} found as module {record.module} ({by_module})")
    parts = recorded.parts[1:]
    for root in roots if found is None else ():
        root = Path(root)
        if not root.is_dir():
            continue
        top = root.resolve()
        for start in range(len(parts)):
            candidate = root.joinpath(*parts[start:])
            if not candidate.exists() or top not in candidate.resolve().parents:
                continue
            if _matches(candidate, want, tried, edited):
                found = SourceFound(candidate, f"{candidate}:{record.name}",
                                    f"source {record.source_file} found here as {candidate}")
                break
        if found is not None:
            break
    if found is None and edited_source and edited:
        path = edited[0]
        found = SourceFound(path, f"{path}:{record.name}",
                            f"source {path} differs from the file captured: this compile reads today's source "
                            f"(--edited-source; sha256 {want or 'not recorded'} captured, {source_hash(path)} now)")
    if found is not None:
        check_kernel_source(found.path, record.function, f"named by the capture record of {record.name}")
        return found
    tried = list(dict.fromkeys(tried))
    if tried:
        raise UsageError(f"the source of {record.name} differs from the file captured (sha256 {want}): "
                         f"{'; '.join(tried[:3])}; give the folder of the captured version with --source-root DIR, "
                         "or compile today's file with --edited-source")
    raise UsageError(f"the source of {record.name} ({record.source_file}, module {record.module}) is not on this "
                     "machine; give the folder that holds it with --source-root DIR")


def _matches(path: Path, want: str, tried: list[str], edited: list[Path]) -> bool:
    """Is ``path`` a regular ``.py`` file (after links) with the content hash ``want``? A file
    that exists but does not match is added to ``tried`` with why (and to ``edited`` when it is
    a regular ``.py`` file of another hash)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return False
    if path.suffix != ".py" or Path(os.path.realpath(path)).suffix != ".py" or not stat.S_ISREG(info.st_mode):
        tried.append(f"{path} is not a regular .py file")
        return False
    if info.st_size > SOURCE_MAX_BYTES:
        tried.append(f"{path} is larger than {SOURCE_MAX_BYTES} bytes")
        return False
    got = source_hash(path)
    if got != want or not want:
        tried.append(f"{path} has sha256 {got}")
        edited.append(path)
        return False
    return True


def source_hash(path: Path) -> str:
    """sha256[:16] of a file, as the recorder writes ``source_hash`` (``recorder.file_hash``)."""
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read(SOURCE_MAX_BYTES + 1)).hexdigest()[:16]
    except OSError:
        return ""


def _module_file(module: str) -> Path | None:
    """The file of the installed module ``module`` without importing anything: the top-level
    package's spec (``find_spec`` of a dotted name would import its parents and run their code),
    then the rest of the name walked down its folders."""
    if module == "__main__" or not all(part.isidentifier() for part in module.split(".")):
        return None
    top, *rest = module.split(".")
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if not rest:
        return Path(spec.origin) if spec.origin and spec.origin.endswith(".py") else None
    for folder in spec.submodule_search_locations or ():
        base = Path(folder).joinpath(*rest)
        for candidate in (base.with_name(base.name + ".py"), base / "__init__.py"):
            if candidate.is_file():
                return candidate
    return None
