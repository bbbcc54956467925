"""The compile child's request, parsed once at the child's entry into a typed ``CompileJob``.

``CompileRequest.to_json`` (``capture.child``) writes the request as JSON; ``CompileJob.from_request``
reads it and everything the child calls takes the job or its values: the target is Triton's
``GPUTarget``, the kernel reference is split into its kind, ``-c`` values are already what a launch
passes (``tl.float16`` a dtype, ``(128, 128)`` a tuple, a Gluon layout object). Nothing below the
child's entry parses request text again, except a name of the kernel's module (``MMAImpl=WGMMA``),
which ``KernelSpec.resolve`` looks up once the module is loaded. A request that does not have the
shape is a UsageError of one line naming the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from passlab.errors import UsageError
from passlab.frontend.target import check_target, parse_target

# runs/mm.capture.jsonl#matmul_kernel   |   cap.jsonl#3   (a record of 'passlab capture')
CAPTURE_REF_RE = re.compile(r"^(?P<file>.+\.jsonl)#(?P<selector>.+)$")


def _empty() -> Mapping[str, Any]:
    return MappingProxyType({})


@dataclass(frozen=True)
class KernelRef:
    """What to compile, by the kind of reference: a built-in kernel name (``matmul_hopper``), a
    user's ``FILE.py:FUNC`` / ``package.module:FUNC``, or a capture record ``CAPTURE.jsonl#SELECTOR``."""

    text: str
    kind: str                          # "builtin" | "file" | "capture"
    capture_file: str | None = None    # the capture's .jsonl path (kind "capture")
    selector: str | None = None        # the record's index or kernel name (kind "capture")

    @classmethod
    def parse(cls, text: str) -> "KernelRef":
        match = CAPTURE_REF_RE.match(text)
        if match:
            return cls(text, "capture", match.group("file"), match.group("selector"))
        return cls(text, "file" if ":" in text else "builtin")


@dataclass(frozen=True)
class LaunchValues:
    """How a launch would specialize the arguments: the values of int/float arguments (``--arg``) and
    the pointers passed unaligned (``--unaligned``). Absent from a job compiled as declared."""

    values: Mapping[str, Any] = field(default_factory=_empty)
    unaligned: tuple[str, ...] = ()


@dataclass(frozen=True)
class CompileJob:
    """One compile (or, with ``batch``, several configs of one kernel) the child does."""

    kernel: KernelRef
    target: Any                        # triton.backends.compiler.GPUTarget
    target_name: str                   # "cuda:90", as the request named it (for keys and manifests)
    out_dir: Path
    raw_dir: Path
    config: str | None = None
    overrides: Mapping[str, Any] = field(default_factory=_empty)   # -c values, as a launch passes them
    sig: Mapping[str, str] = field(default_factory=_empty)
    launch: LaunchValues | None = None
    source_roots: tuple[Path, ...] = ()
    edited_source: bool = False
    batch: tuple[str, ...] = ()              # config names to compile one after another (--autotune)
    list_configs: bool = False               # load the kernel and list its configs; compile nothing

    @classmethod
    def from_request(cls, request: Any) -> "CompileJob":
        """The job a request JSON object asks for; UsageError (one line) for a field of the wrong shape."""
        if not isinstance(request, dict):
            raise UsageError(f"compile request: expected a JSON object, not {_kind(request)}")
        kernel = _field(request, "kernel", str, required=True)
        if not kernel.strip():
            raise UsageError("compile request: 'kernel' is empty")
        target_name = check_target(_field(request, "target", str, default="cuda:90"))
        launch = _field(request, "launch", dict, default=None)
        return cls(
            kernel=KernelRef.parse(kernel), target=parse_target(target_name), target_name=target_name,
            out_dir=Path(_field(request, "out_dir", str, required=True)),
            raw_dir=Path(_field(request, "raw_dir", str, required=True)),
            config=_field(request, "config", str, default=None),
            overrides=MappingProxyType({k: constexpr_value(v, k) for k, v in
                                        _field(request, "overrides", dict, default={}).items()}),
            sig=MappingProxyType(_str_map(request, "sig")),
            launch=None if launch is None else _launch(launch),
            source_roots=tuple(Path(r) for r in _str_list(request, "source_roots")),
            edited_source=_field(request, "edited_source", bool, default=False),
            batch=tuple(_str_list(request, "batch")),
            list_configs=_field(request, "list_configs", bool, default=False))

    def for_config(self, name: str) -> "CompileJob":
        """This batch's job for config ``name``: its own ``<out_dir>/<name>`` and ``raw/``."""
        out = self.out_dir / name
        return replace(self, batch=(), config=name, out_dir=out, raw_dir=out / "raw")


def constexpr_value(value, name: str = "value"):
    """A ``-c`` value as a launch would pass it (``frontend.constexpr_args.launch_value``): ``None``,
    a ``tl.float16`` dtype (gemlite: ``input_dtype=tl.float16``), a literal tuple or list, a Gluon
    layout; anything else unchanged, to be looked up in the kernel's module once it loads."""
    from passlab.frontend.constexpr_args import launch_value
    return launch_value(name, value)


_NAMES = {str: "a string", dict: "an object", bool: "true or false", list: "a list"}


def _kind(value) -> str:
    return "null" if value is None else type(value).__name__


def _field(request: dict, name: str, kind: type, required: bool = False, default: Any = None):
    value = request.get(name)
    if value is None:
        if required:
            raise UsageError(f"compile request: '{name}' is missing")
        return default
    if not isinstance(value, kind):
        raise UsageError(f"compile request: '{name}' must be {_NAMES[kind]}, not {_kind(value)}")
    return value


def _str_map(request: dict, name: str) -> dict[str, str]:
    value = _field(request, name, dict, default={})
    bad = next((k for k, v in value.items() if not isinstance(v, str)), None)
    if bad is not None:
        raise UsageError(f"compile request: '{name}' entry {bad!r} must be a string, not {_kind(value[bad])}")
    return dict(value)


def _str_list(request: dict, name: str, where: dict | None = None, label: str | None = None) -> list[str]:
    value = _field(where if where is not None else request, name, list, default=[])
    bad = next((v for v in value if not isinstance(v, str)), None)
    if bad is not None:
        raise UsageError(f"compile request: '{label or name}' must hold strings, not {_kind(bad)}")
    return list(value)


def _launch(launch: dict) -> LaunchValues:
    values = _field(launch, "values", dict, default={})
    return LaunchValues(MappingProxyType(dict(values)),
                        tuple(_str_list({}, "unaligned", launch, "launch.unaligned")))
