"""``passlab bench``: time a kernel's configs and its torch baseline side by side, in one run."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from passlab.runner.device import device_info, require_cuda
from passlab.runner.launch import Trial, launch_and_check, load_runnable, resolve_for
from passlab.runner.timing import input_sets_for, median_ms, rotating, tflops

DATASHEET_PEAK_TFLOPS = {"bf16": 989.0, "fp16": 989.0}   # H100/H200 SXM dense
PEAK_PROBE_SHAPES = ((4096, 4096, 4096), (8192, 8192, 8192))


@dataclass
class BenchRow:
    """One shape: every candidate config (checked, then timed), each baseline, the ratio."""

    shape: str
    flops: float
    input_sets: int
    candidates: list[Trial]
    baselines: dict            # backend -> {"ms", "tflops"} or {"error"}
    chosen: Trial | None = None
    baseline_best: str | None = None

    @property
    def ratio(self) -> float | None:
        if self.chosen is None or self.chosen.tflops is None or self.baseline_best is None:
            return None
        return self.chosen.tflops / self.baselines[self.baseline_best]["tflops"]

    def to_json(self) -> dict:
        base = self.baselines.get(self.baseline_best, {}) if self.baseline_best else {}
        return {"shape": self.shape, "flops": self.flops, "input_sets": self.input_sets,
                "chosen_config": self.chosen.key if self.chosen else None,
                "ms": self.chosen.ms if self.chosen else None,
                "tflops": self.chosen.tflops if self.chosen else None,
                "baseline": self.baseline_best, "baseline_ms": base.get("ms"),
                "baseline_tflops": base.get("tflops"), "ratio": self.ratio,
                "trace_command": self.chosen.trace_command if self.chosen else None,
                "baselines": self.baselines, "candidates": [c.to_json() for c in self.candidates]}


@dataclass
class BenchReport:
    kernel: str
    dtype: str
    device: dict
    baseline_name: str
    peak: dict
    rows: list[BenchRow] = field(default_factory=list)
    started: str = ""
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "dtype": self.dtype, "device": self.device,
                "baseline": self.baseline_name, "peak": self.peak, "started": self.started,
                "seconds": round(self.seconds, 1), "timing": "triton.testing.do_bench median; L2 cleared "
                "before each call; inputs rotated when they fit in L2",
                "rows": [r.to_json() for r in self.rows]}


def measure_peak(dtype: str, workload=None) -> dict:
    """The best baseline rate over a few large cubes: this run's measured peak. A workload with
    ``peak_shapes`` names its own probe (``peak_baseline``, one of its baselines, and
    ``datasheet_peak_tflops``); otherwise torch.matmul (cuBLAS) in ``dtype``."""
    import torch
    if getattr(workload, "peak_shapes", None):
        best = 0.0
        for shape in workload.peak_shapes:
            inputs = workload.make_inputs(shape, dtype)
            best = max(best, tflops(workload.flops(shape), median_ms(workload.baselines(inputs)[workload.peak_baseline])))
            del inputs
        return {"measured_tflops": round(best, 1), "method": f"best {workload.peak_baseline} over "
                + ", ".join(workload.format_shape(s) for s in workload.peak_shapes),
                "datasheet_tflops": workload.datasheet_peak_tflops}
    from passlab.frontend.workloads import torch_dtype
    best = 0.0
    for M, N, K in PEAK_PROBE_SHAPES:
        a = torch.randn(M, K, device="cuda", dtype=torch_dtype(dtype))
        b = torch.randn(K, N, device="cuda", dtype=torch_dtype(dtype))
        best = max(best, tflops(2.0 * M * N * K, median_ms(lambda: torch.matmul(a, b))))
        del a, b
    return {"measured_tflops": round(best, 1), "method": "best torch.matmul over 4096^3, 8192^3",
            "datasheet_tflops": DATASHEET_PEAK_TFLOPS.get(dtype)}


def bench_kernel(kernel: str, shapes: list[str] | None = None, dtype: str = "bf16",
                 configs: list[str] | None = None, overrides: dict | None = None,
                 on_row=None) -> BenchReport:
    """For each shape: check and time each candidate config, time each baseline, pick the fastest
    correct config. A candidate that fails to compile (e.g. out of SMEM) is recorded and skipped;
    one with wrong numerics is recorded and never chosen."""
    torch = require_cuda()
    start = time.time()
    runnable = load_runnable(kernel)
    workload = runnable.workload
    parsed = [workload.parse_shape(s) for s in shapes] if shapes else list(workload.default_shapes)
    device = device_info()
    report = BenchReport(kernel, dtype, device, workload.baseline_name, measure_peak(dtype, workload),
                         started=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start)))
    for shape in parsed:
        sets = input_sets_for(workload.input_bytes(shape), device.get("l2_bytes"))
        inputs = [workload.make_inputs(shape, dtype) for _ in range(sets)]
        candidates = []
        seen = []
        for name in configs or runnable.configs_for(shape):
            resolved = resolve_for(runnable, name, shape, dtype, overrides)
            if resolved.params in seen:   # e.g. "causal" on a causal shape is "default" again
                continue
            seen.append(resolved.params)
            trial, _ = launch_and_check(runnable, resolved, shape, dtype, inputs[0])
            if trial.ok:
                params = dict(resolved.params)
                trial.ms = median_ms(rotating([lambda x=x: runnable.spec.launch(params, x) for x in inputs]))
                trial.tflops = tflops(workload.flops(shape), trial.ms)
            candidates.append(trial)
        baselines = {}
        for backend in workload.baselines(inputs[0]):
            fns = [workload.baselines(x)[backend] for x in inputs]
            try:
                fns[0]()
                torch.cuda.synchronize()
                ms = median_ms(rotating(fns))
                baselines[backend] = {"ms": ms, "tflops": tflops(workload.flops(shape), ms)}
            except Exception as exc:  # a backend that does not support this shape is recorded
                baselines[backend] = {"error": f"{type(exc).__name__}: {str(exc).strip()[:200]}"}
        timed = [c for c in candidates if c.ok and c.ms is not None]
        ran = [b for b, r in baselines.items() if "tflops" in r]
        row = BenchRow(workload.format_shape(shape), workload.flops(shape), sets, candidates, baselines,
                       chosen=min(timed, key=lambda c: c.ms) if timed else None,
                       baseline_best=max(ran, key=lambda b: baselines[b]["tflops"]) if ran else None)
        report.rows.append(row)
        if on_row:
            on_row(row)
        del inputs
        torch.cuda.empty_cache()
    report.seconds = time.time() - start
    return report
