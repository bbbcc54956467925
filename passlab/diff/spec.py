"""What a diff operand names: a trace directory, an ``.mlir`` file, or a kernel spec to trace now.

Kernel spec syntax (one string, no spaces)::

    KERNEL[@CONFIG][:KEY=VALUE[,KEY=VALUE...]]

    matmul_hopper                              the default config
    matmul_hopper@small                        a named config
    matmul_hopper@default:num_stages=4         plus overrides, as with `-c num_stages=4`
    matmul_hopper:WARP_SPECIALIZE=false,num_warps=8
    matmul_hopper:target=cuda:100              `target` picks the compile target (default cuda:90)
    kernels/my.py:my_kernel@default:BLOCK=64   a file kernel (`path.py:function`, as in `passlab trace`)
    mylib.ops.mm:mm_kernel@autotune3           a library kernel (`package.module:function`)
    runs/mm.capture.jsonl#2                    a captured compile (its captured target unless one is given)

KERNEL is any kernel reference ``passlab trace`` takes. The overrides start at the first ``:``
that is followed by ``NAME=``; a kernel's own ``path.py:function`` or ``package.module:function``
colon is followed by a function name and no ``=``, so it stays in KERNEL.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from passlab.capture.child import CompileRequest
from passlab.capture.job import CAPTURE_REF_RE
from passlab.errors import UsageError
from passlab.frontend.kernelspec import parse_assignments
from passlab.capture.trace import MANIFEST, Trace, is_module_ref

# matmul_hopper@default:num_stages=4,target=cuda:100  -> the ':' before 'num_stages='
OVERRIDES_START_RE = re.compile(r":(?=[A-Za-z_]\w*=)")
# num_stages=4,target=cuda:100  -> split at commas that start a new NAME=
ASSIGNMENT_SPLIT_RE = re.compile(r",(?=[A-Za-z_]\w*=)")
TARGET_KEY = "target"
DEFAULT_TARGET = "cuda:90"


@dataclass(frozen=True)
class KernelRef:
    """A parsed kernel spec string."""

    kernel: str
    config: str | None
    overrides: dict
    target: str

    def request(self) -> CompileRequest:
        return CompileRequest(kernel=self.kernel, config=self.config, overrides=dict(self.overrides),
                              target=self.target)

    def __str__(self) -> str:
        text = self.kernel + (f"@{self.config}" if self.config else "")
        pairs = [f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in self.overrides.items()]
        return text + (":" + ",".join(pairs) if pairs else "")


@dataclass
class DiffOperand:
    """One side of a diff: a loaded trace, or a lone snapshot file."""

    label: str
    trace: Trace | None = None
    file: Path | None = None
    traced_now: bool = False


def parse_kernel_spec(text: str, default_target: str | None = None) -> KernelRef:
    """``matmul_hopper@default:num_stages=4`` -> KernelRef; malformed specs are a UsageError.

    Without ``default_target`` (and no ``target=`` in the spec) a capture record compiles for
    the target it was captured on and anything else for cuda:90, as ``passlab trace`` does.
    """
    text = text.strip()
    head, overrides_text = text, ""
    m = OVERRIDES_START_RE.search(text)
    if m:
        head, overrides_text = text[:m.start()], text[m.end():]
    kernel, _, config = head.partition("@")
    if not kernel:
        raise UsageError(f"kernel spec '{text}' names no kernel (expected KERNEL[@CONFIG][:KEY=VALUE,...])")
    if ":" in kernel and not CAPTURE_REF_RE.match(kernel):
        where, _, function = kernel.rpartition(":")
        if not (where.endswith(".py") or is_module_ref(where)) or not function.isidentifier():
            raise UsageError(f"kernel spec '{text}': expected KERNEL[@CONFIG][:KEY=VALUE,...] "
                             "(a file kernel is path.py:function, a library kernel package.module:function)")
    if "@" in config:
        raise UsageError(f"kernel spec '{text}' has more than one '@CONFIG'")
    pairs = ASSIGNMENT_SPLIT_RE.split(overrides_text) if overrides_text else []
    target = default_target or _captured_target(kernel)
    kept = []
    for pair in pairs:
        key, _, value = pair.partition("=")
        if key.strip() == TARGET_KEY:
            target = value.strip()
        else:
            kept.append(pair)
    overrides = parse_assignments(kept)
    return KernelRef(kernel=kernel, config=config or None, overrides=overrides, target=target)


def _captured_target(kernel: str) -> str:
    """The target a ``CAPTURE.jsonl#N`` record was captured on; cuda:90 for every other kernel."""
    from passlab.capture.trace import captured_record
    record = captured_record(CompileRequest(kernel=kernel))
    return record.target if record is not None else DEFAULT_TARGET


def resolve_operand(text: str, default_target: str | None = None, trace_root: Path | None = None,
                    avoid: Path | None = None, timeout: float | None = None,
                    base: CompileRequest | None = None) -> DiffOperand:
    """Load a trace directory or point at an ``.mlir`` file; trace a kernel spec now.

    A kernel spec is traced into its default trace directory (``dumps/<kernel>/<config-key>``),
    or under ``trace_root`` when given; when that is ``avoid`` (the other side of the same diff
    resolved to the same directory) it goes to a sibling ``...-b`` so the two stay distinct.
    """
    path = Path(text)
    if path.is_dir():
        if not (path / MANIFEST).is_file():
            raise UsageError(f"{text} is a directory but not a trace (no {MANIFEST})")
        return DiffOperand(label=text, trace=Trace.load(path))
    if text.endswith(".mlir"):
        if not path.is_file():
            raise UsageError(f"no such file: {text}")
        return DiffOperand(label=text, file=path)
    if path.exists():
        hint = " (a .ptx file compares with --ptx)" if text.endswith(".ptx") else ""
        raise UsageError(f"{text} is neither a trace directory nor an .mlir file{hint}")
    if "/" in text and ".py:" not in text and ".jsonl#" not in text:
        raise UsageError(f"no such trace directory: {text} (trace it first, e.g. 'passlab trace KERNEL --out {text}')")
    spec = parse_kernel_spec(text, default_target)
    return DiffOperand(label=str(spec) + ("" if spec.target == DEFAULT_TARGET else f" [{spec.target}]"),
                       trace=trace_spec(spec, trace_root, avoid, timeout, base), traced_now=True)


def trace_spec(spec: KernelRef, trace_root: Path | None = None, avoid: Path | None = None,
               timeout: float | None = None, base: CompileRequest | None = None) -> Trace:
    """Trace a kernel spec; ``base`` carries what a spec cannot say (--sig types, --arg launch values)."""
    from passlab.capture.trace import default_trace_dir, trace_kernel
    request = spec.request()
    if base is not None:
        request.sig, request.launch, request.python = base.sig, base.launch, base.python
    out = default_trace_dir(request)
    if trace_root is not None:
        out = Path(trace_root) / out.parent.name / out.name
    if avoid is not None and out.resolve() == Path(avoid).resolve():
        out = out.with_name(out.name + "-b")
    return trace_kernel(request, out, timeout=timeout)
