"""``passlab run``: launch configs on shapes and dtypes and verify each against the reference."""

from __future__ import annotations

from dataclasses import dataclass, field

from passlab.runner.device import device_info, require_cuda
from passlab.runner.launch import Trial, launch_and_check, load_runnable, resolve_for
from passlab.runner.timing import median_ms, tflops


@dataclass
class RunCase:
    """One shape and dtype: every config tried, and the one chosen (the fastest correct one)."""

    shape: str
    dtype: str
    trials: list[Trial]
    chosen: str | None = None

    @property
    def ok(self) -> bool:
        return bool(self.trials) and all(t.ok for t in self.trials)

    def to_json(self) -> dict:
        return {"shape": self.shape, "dtype": self.dtype, "ok": self.ok, "chosen": self.chosen,
                "trials": [t.to_json() for t in self.trials]}


@dataclass
class RunReport:
    kernel: str
    device: dict
    cases: list[RunCase] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.cases) and all(c.ok for c in self.cases)

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "device": self.device, "ok": self.ok,
                "cases": [c.to_json() for c in self.cases]}


def run_kernel(kernel: str, shapes: list[str] | None = None, dtypes: list[str] | None = None,
               config: str | None = None, autotune: bool = False, overrides: dict | None = None,
               on_case=None) -> RunReport:
    """Check ``config`` (or, with ``autotune``, every config, timed) on each shape x dtype.

    A config that fails to compile or launch counts as a failure, also under autotune: every
    config a kernel declares must run on the problems it is asked to run.
    """
    require_cuda()
    runnable = load_runnable(kernel)
    workload = runnable.workload
    parsed = [workload.parse_shape(s) for s in shapes] if shapes else list(workload.check_shapes)
    report = RunReport(kernel, device_info())
    for dtype in dtypes or ["bf16"]:
        for shape in parsed:
            trials = []
            inputs = None
            names = runnable.configs_for(shape) if autotune else [config or runnable.spec.default_config]
            seen = []
            for name in names:
                resolved = resolve_for(runnable, name, shape, dtype, overrides)
                if resolved.params in seen:   # the same compile under another config name
                    continue
                seen.append(resolved.params)
                trial, inputs = launch_and_check(runnable, resolved, shape, dtype, inputs)
                if autotune and trial.ok:
                    params = dict(resolved.params)
                    trial.ms = median_ms(lambda: runnable.spec.launch(params, inputs), warmup_ms=25, rep_ms=100)
                    trial.tflops = tflops(workload.flops(shape), trial.ms)
                trials.append(trial)
            timed = [t for t in trials if t.ok and t.ms is not None]
            chosen = min(timed, key=lambda t: t.ms).config if timed else (names[0] if len(names) == 1 else None)
            case = RunCase(workload.format_shape(shape), dtype, trials, chosen)
            report.cases.append(case)
            if on_case:
                on_case(case)
            del inputs
    return report
