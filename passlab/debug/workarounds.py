"""Try known alternatives to a failing config and report which compile, and whether WS survives.

Each alternative is a ``CompileRequest`` (same kernel with different overrides, or the
kernel's declared variant such as its TMA-descriptor form), compiled in its own child without
dumps, in parallel. A compile that succeeds but silently drops warp specialization is reported
as such: on sm_90 (3.6) an applied WS raises the final num_warps (4 -> 12).

The plan itself needs the kernel loaded (its source says which loops ask for WS and which
constexprs size its tiles): it is made in a compile child under the same ``--timeout``, so a
user's module never runs in passlab's own process (a loop or ``os._exit`` at import included).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from passlab import settings
from passlab.capture.child import CompileRequest, compile_plain, parallel_children
from passlab.frontend.kernelspec import COMPILE_OPTIONS
from passlab.capture.outcome import Outcome
from passlab.errors import UsageError

# Params a variant inherits from the failing config when it has them too (besides the tile and
# WS parameters read from the kernel's source, see ``kernel_facts``).
CARRIED_PARAMS = ("num_stages", "num_warps", "dtype")


LAUNCH_AS_A_LAUNCH: dict = {}   # CompileRequest's default: launch-faithful, the kernel's own launch values


@dataclass(frozen=True)
class Workaround:
    """One alternative to try: a kernel, a config and overrides, and what changed in words."""

    name: str
    change: str
    kernel: str
    config: str | None
    overrides: dict = field(default_factory=dict)
    ws_requested: bool = False        # does this alternative still ask for warp specialization?
    ws_literal_off: bool = False      # ``kernel`` is a copy of the file with warp_specialize=True written False
    extra_path: str | None = None     # the original file's folder, for the copy's sibling imports


@dataclass
class WorkaroundResult:
    workaround: Workaround
    outcome: Outcome
    metadata: dict
    ws_requested: bool
    ws_applied: bool | None
    seconds: float

    def to_json(self) -> dict:
        w = self.workaround
        return {"name": w.name, "change": w.change, "kernel": w.kernel, "config": w.config,
                "overrides": w.overrides, "outcome": self.outcome.to_json(), "compiles": self.outcome.ok,
                "metadata": self.metadata, "ws_requested": self.ws_requested, "ws_applied": self.ws_applied,
                "seconds": round(self.seconds, 2)}


def plan_workarounds(request: CompileRequest, copy_dir: Path | None = None, target=None) -> list[Workaround]:
    """The alternatives worth trying for this request, most promising first.

    What to change comes from the kernel's own source (``kernel_facts``): the constexprs or
    literals that request warp specialization, and the constexprs that size its tiles. This loads
    the kernel: call it in a child (``plan_in_child``) for anything but passlab's own kernels.
    A literal ``warp_specialize=True`` is turned off in a copy written into ``copy_dir`` (without
    one, that alternative is left out). ``target`` is the request's ``GPUTarget`` (parsed once by the
    child): a kernel whose configs depend on the GPU loads as on that GPU.
    """
    from passlab.frontend import registry
    from passlab.frontend.kernel_facts import kernel_facts
    from passlab.frontend.kernelspec import load_user_kernel
    spec = load_user_kernel(request.kernel, request.sig or {}, target) if ":" in request.kernel else registry.get(request.kernel)
    resolved = spec.resolve(request.config, request.overrides)
    params = dict(resolved.params)
    facts = kernel_facts(spec.fn)
    ws_on = [r for r in facts.ws_requests if (r.param and params.get(r.param) is True) or r.literal is True]
    base = dict(request.overrides or {})
    plans: list[Workaround] = []

    def same(name, change, ws=bool(ws_on), **extra):
        plans.append(Workaround(name, change, request.kernel, request.config, {**base, **extra}, ws))

    switches = {r.param: False for r in ws_on if r.param}
    if switches:
        same("warp_specialize off", ", ".join(f"{k}=False" for k in switches), ws=False, **switches)
    literals = [r for r in ws_on if r.literal is True]
    if literals and facts.source_file and copy_dir is not None:
        where = ", ".join(f"line {r.line}" for r in literals)
        copy = _patched_copy(Path(facts.source_file), facts.ws_requests, copy_dir)
        plans.append(Workaround("warp_specialize off (source)", f"warp_specialize=True -> False at {where} "
                                f"of {Path(facts.source_file).name}", f"{copy}:{spec.fn.__name__}", request.config,
                                base, ws_requested=False, ws_literal_off=True,
                                extra_path=str(Path(facts.source_file).parent)))
    for label, variant in spec.variants.items():
        vspec = registry.get(variant)
        accepted = set(vspec.fn.arg_names) | set(COMPILE_OPTIONS) | {"dtype"}
        shared = set(CARRIED_PARAMS) | set(facts.tile_params) | set(facts.ws_params)
        carried = {k: params[k] for k in shared if k in params and k in accepted}
        plans.append(Workaround(f"{label} variant ({variant})", f"kernel {variant} with the same tiles/stages",
                                variant, None, carried, bool(ws_on)))
    stages = params.get("num_stages")
    if isinstance(stages, int):
        for other in (2, 4):
            if other != stages:
                same(f"num_stages={other}", f"num_stages {stages} -> {other}", num_stages=other)
    warps = params.get("num_warps", 4)
    if warps != 4:
        same("num_warps=4", f"num_warps {warps} -> 4 (Hopper WS in 3.6 needs 4)", num_warps=4)
    else:
        same("num_warps=8", "num_warps 4 -> 8 (expect WS not applied)", num_warps=8)
    for tile in facts.tile_params:
        value = params.get(tile)
        if isinstance(value, int) and not isinstance(value, bool) and value // 2 >= 16:
            same(f"{tile}={value // 2}", f"{tile} {value} -> {value // 2}", **{tile: value // 2})
    return plans


def plan_request(request: dict, target=None) -> dict:
    """The job of ``passlab.debug.plan_child``: the plan as data (``plan_in_child`` reads it)."""
    from dataclasses import asdict
    plan = plan_workarounds(CompileRequest(request["kernel"], request.get("config"), request.get("overrides") or {},
                                           request["target"], request.get("sig") or {}, launch=request.get("launch")),
                            copy_dir=Path(request["out_dir"]) / "copies", target=target)
    return {"ok": True, "plans": [asdict(p) for p in plan]}


def plan_in_child(request: CompileRequest, work_dir: Path, timeout: float) -> list[Workaround]:
    """``plan_workarounds`` run in a compile child with ``timeout``; UsageError when the kernel
    could not be loaded there (a usage error, an exception, a hang, an exit without a result)."""
    done = compile_plain(request, work_dir, timeout, module="passlab.debug.plan_child")
    plans = done.result.get("plans") if done.outcome.ok else None
    if not isinstance(plans, list):
        outcome = done.outcome
        if outcome.code.value == "timeout":
            why = f"loading it ran past the {timeout:g} s time limit (--timeout) and was killed"
        elif outcome.code.value == "no-result":
            why = f"its module ended the process (exit status {outcome.returncode}) before a plan was made"
        else:
            why = (outcome.message or outcome.code.value).splitlines()[0][:300]
        raise UsageError(f"cannot plan workarounds for {request.kernel}: {why}")
    return [Workaround(**{**p, "overrides": p.get("overrides") or {}}) for p in plans]


def try_workaround(workaround: Workaround, target: str, sig: dict | None, work_dir: Path,
                   timeout: float, python: str | None = None, launch: dict | None = LAUNCH_AS_A_LAUNCH
                   ) -> WorkaroundResult:
    """Compile one alternative; ``launch`` (the failing request's launch values) carries over."""
    request = CompileRequest(workaround.kernel, workaround.config, workaround.overrides, target, sig, python,
                             launch=dict(launch) if launch is not None else None)
    extra_path = Path(workaround.extra_path) if workaround.extra_path else None
    done = compile_plain(request, work_dir, timeout, extra_path)
    metadata = done.metadata
    params = (done.result.get("kernel") or {}).get("params", {})
    ws_applied = None
    if done.outcome.ok and workaround.ws_requested and target == "cuda:90" and "num_warps" in metadata:
        ws_applied = int(metadata["num_warps"]) > int(params.get("num_warps", 4))
    return WorkaroundResult(workaround, done.outcome, metadata, workaround.ws_requested, ws_applied,
                            done.wall_seconds)


def try_workarounds(request: CompileRequest, jobs: int | None = None, timeout: float | None = None,
                    plans: list[Workaround] | None = None) -> list[WorkaroundResult]:
    """Compile every planned alternative in parallel children; results in plan order. Without
    ``plans`` they are planned in a child first (UsageError when the kernel does not load)."""
    jobs = jobs or max(1, os.cpu_count() or 1)
    timeout = timeout if timeout is not None else settings.compile_timeout()
    root = Path(tempfile.mkdtemp(prefix="passlab-workarounds-"))
    try:
        plans = plans if plans is not None else plan_in_child(request, root / "plan", timeout)
        with parallel_children(jobs) as pool:
            futures = [pool.submit(try_workaround, plan, request.target, request.sig, root / f"w{i:02d}", timeout,
                                   request.python, request.launch)
                       for i, plan in enumerate(plans)]
            return [f.result() for f in futures]
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _patched_copy(source: Path, ws_requests, copy_dir: Path) -> Path:
    """A copy of ``source`` with its literal ``warp_specialize=True`` requests set False, in the
    file's own encoding (a PEP 263 ``coding:`` line stays true)."""
    import tokenize
    from passlab.frontend.kernel_facts import patch_ws_literals
    raw = source.read_bytes()
    encoding, _ = tokenize.detect_encoding(iter(raw.splitlines(keepends=True)).__next__)
    copy_dir.mkdir(parents=True, exist_ok=True)
    copy = copy_dir / f"ws_off_{source.name}"
    copy.write_bytes(patch_ws_literals(raw.decode(encoding), ws_requests).encode(encoding))
    return copy
