"""Run one kernel config on one problem: build inputs, poison the output, launch, check numerics."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from passlab.errors import UsageError
from passlab.frontend.kernelspec import KernelSpec, ResolvedConfig
from passlab.runner.numerics import Numerics, compare, poison


@dataclass
class Trial:
    """One config launched on one shape: its numerics and, when timed, its speed."""

    config: str
    key: str                      # config name plus problem constexprs: what `passlab trace` compiles
    params: dict
    numerics: Numerics | None = None
    ms: float | None = None
    tflops: float | None = None
    error: str | None = None      # compile or launch failure, one line
    trace_command: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None and self.numerics is not None and self.numerics.ok

    def to_json(self) -> dict:
        return {"config": self.config, "key": self.key, "params": self.params, "ok": self.ok,
                "numerics": self.numerics.to_json() if self.numerics else None, "ms": self.ms,
                "tflops": self.tflops, "error": self.error, "trace_command": self.trace_command}


@dataclass
class Runnable:
    """A registered kernel that can be launched: its spec and its workload."""

    spec: KernelSpec
    workload: Any
    name: str = field(default="")
    candidates: Any = None        # candidates(shape) -> config names worth timing on that shape

    def configs_for(self, shape) -> list[str]:
        return list(self.candidates(shape)) if self.candidates else list(self.spec.configs)


def load_runnable(name: str) -> Runnable:
    from passlab.frontend import registry
    module = registry.load(name)
    spec = module.SPEC
    workload = getattr(module, "WORKLOAD", None)
    if workload is None or spec.launch is None:
        raise UsageError(f"kernel '{name}' cannot be launched: it defines no launch/WORKLOAD")
    return Runnable(spec, workload, name, getattr(module, "candidate_configs", None))


def resolve_for(runnable: Runnable, config: str | None, shape, dtype: str,
                overrides: dict | None = None) -> ResolvedConfig:
    """The config plus the problem's constexprs (e.g. HEAD_DIM, CAUSAL) and dtype, as overrides,
    so that the resolved key names exactly what ``passlab trace`` must compile to see this launch."""
    problem = {**runnable.workload.problem_params(shape), "dtype": dtype, **(overrides or {})}
    base = runnable.spec.config(config).params
    merged = {**runnable.spec.defaults, **base}
    changed = {k: v for k, v in problem.items() if merged.get(k) != v}
    return runnable.spec.resolve(config, changed)


def trace_command(kernel: str, resolved: ResolvedConfig) -> str:
    extra = " ".join(f"-c {k}={_fmt(v)}" for k, v in sorted(resolved.overrides.items()))
    return f"passlab trace {kernel} --config {resolved.config_name}" + (f" {extra}" if extra else "")


def _fmt(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def launch_and_check(runnable: Runnable, resolved: ResolvedConfig, shape, dtype: str,
                     inputs: dict | None = None) -> tuple[Trial, dict | None]:
    """Launch once on fresh random inputs (or ``inputs``) with a NaN-poisoned output; compare."""
    import torch
    trial = Trial(config=resolved.config_name, key=resolved.key, params=dict(resolved.params),
                  trace_command=trace_command(runnable.name, resolved))
    if inputs is None:
        inputs = runnable.workload.make_inputs(shape, dtype)
    poison(inputs["out"])
    try:
        out = runnable.spec.launch(dict(resolved.params), inputs)
        torch.cuda.synchronize()
    except Exception as exc:  # compile errors (e.g. out of SMEM) and launch errors end this trial only
        trial.error = f"{type(exc).__name__}: {_first_line(exc)}"
        return trial, inputs
    trial.numerics = compare(out, runnable.workload.reference(inputs), dtype,
                             getattr(runnable.workload, "rel_error_bound", None))
    return trial, inputs


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:300] if text else ""
