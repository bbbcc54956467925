"""``passlab bench``: time a kernel's configs and its torch baseline side by side, in one run."""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass, field
from statistics import median

from passlab.runner.device import device_info, require_cuda
from passlab.runner.launch import Trial, launch_and_check, load_runnable, resolve_for
from passlab.runner.timing import (GRAPH_CALLS, bus_id, gpu_state, graph_ms, input_sets_for, median_ms, rotating,
                                   tflops)

DATASHEET_PEAK_TFLOPS = {"bf16": 989.0, "fp16": 989.0}   # H100/H200 SXM dense
PEAK_PROBE_SHAPES = ((4096, 4096, 4096), (8192, 8192, 8192))
ROUNDS = 5              # alternating rounds of the chosen config and the baselines
ROUND_REP_MS = 100      # do_bench's timed window in one round
METHODS = ("do_bench", "graph")
KERNEL = "kernel"       # the chosen config's name in BenchRow.rounds


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
    # "kernel" (the chosen config) and each baseline -> method -> milliseconds per round: the
    # figures of record, timed in alternation after the screening (candidates' own ``ms``)
    rounds: dict = field(default_factory=dict)
    gpu: dict = field(default_factory=dict)     # nvidia-smi before and after the row's rounds
    round_errors: dict = field(default_factory=dict)   # name -> method -> why it has no figures there

    def rate(self, name: str, method: str = "do_bench") -> float | None:
        """TFLOP/s of ``name`` ("kernel" or a baseline) by ``method``: the median over the rounds,
        or the screening figure when the row had no rounds."""
        times = self.rounds.get(name, {}).get(method)
        if times:
            return tflops(self.flops, median(times))
        if self.rounds or method != "do_bench":
            return None
        if name == KERNEL:
            return self.chosen.tflops if self.chosen else None
        return self.baselines.get(name, {}).get("tflops")

    def ratio_by(self, method: str) -> float | None:
        if self.chosen is None or self.baseline_best is None:
            return None
        mine, base = self.rate(KERNEL, method), self.rate(self.baseline_best, method)
        return mine / base if mine and base else None

    @property
    def ratio(self) -> float | None:
        return self.ratio_by("do_bench")

    @property
    def ratio_graph(self) -> float | None:
        return self.ratio_by("graph")

    def to_json(self) -> dict:
        mine = self.rate(KERNEL)
        base = self.rate(self.baseline_best) if self.baseline_best else None
        return {"shape": self.shape, "flops": self.flops, "input_sets": self.input_sets,
                "chosen_config": self.chosen.key if self.chosen else None,
                "ms": self.flops / (mine * 1e9) if mine else None, "tflops": mine,
                "baseline": self.baseline_best, "baseline_ms": self.flops / (base * 1e9) if base else None,
                "baseline_tflops": base, "ratio": self.ratio,
                "graph_tflops": self.rate(KERNEL, "graph"),
                "baseline_graph_tflops": self.rate(self.baseline_best, "graph") if self.baseline_best else None,
                "ratio_graph": self.ratio_graph, "rounds": self.rounds, "round_errors": self.round_errors,
                "gpu": self.gpu,
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
    rounds: int = ROUNDS

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "dtype": self.dtype, "device": self.device,
                "baseline": self.baseline_name, "peak": self.peak, "started": self.started,
                "seconds": round(self.seconds, 1), "rounds": self.rounds,
                "timing": {"screening": "each candidate: triton.testing.do_bench median; L2 cleared before each "
                                        "call; inputs rotated when they fit in L2",
                           "do_bench": f"the chosen config and every baseline in {self.rounds} alternating rounds "
                                       f"(each entry once per round, do_bench median over {ROUND_REP_MS} ms, "
                                       "L2 cleared); the median over rounds",
                           "graph": f"the same rounds: a CUDA graph of {GRAPH_CALLS} back-to-back calls over the "
                                    "rotating inputs, replays timed with events (no flush, no launch cost); the "
                                    "median over rounds"},
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
                 on_row=None, rounds: int = ROUNDS) -> BenchReport:
    """For each shape: check and time each candidate config (the screening), time each baseline,
    pick the fastest correct config; then time the chosen config and the baselines again in
    ``rounds`` alternating rounds by two methods (``alternate``): on a shared or power-limited GPU
    the clock drifts between one timing and the next, and alternation spreads the drift over both
    sides of the ratio. A candidate that fails to compile (e.g. out of SMEM) is recorded and
    skipped; one with wrong numerics is recorded and never chosen."""
    torch = require_cuda()
    start = time.time()
    runnable = load_runnable(kernel)
    workload = runnable.workload
    parsed = [workload.parse_shape(s) for s in shapes] if shapes else list(workload.default_shapes)
    device = device_info()
    report = BenchReport(kernel, dtype, device, workload.baseline_name, measure_peak(dtype, workload),
                         started=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start)), rounds=rounds)
    for shape in parsed:
        sets = input_sets_for(workload.input_bytes(shape), device.get("l2_bytes"))
        inputs = [workload.make_inputs(shape, dtype) for _ in range(sets)]
        candidates = []
        calls = {}                # config key -> its launches over the rotating inputs
        seen = []
        for name in configs or runnable.configs_for(shape):
            resolved = resolve_for(runnable, name, shape, dtype, overrides)
            if resolved.params in seen:   # e.g. "causal" on a causal shape is "default" again
                continue
            seen.append(resolved.params)
            trial, _ = launch_and_check(runnable, resolved, shape, dtype, inputs[0])
            if trial.ok:
                # Each launch binds its own config's params: a closure over the loop's variable
                # would launch the last candidate screened, and the rounds timed that one under
                # the chosen config's name (every multi-config bench before 2026-12-06's fix).
                calls[trial.key] = [functools.partial(runnable.spec.launch, dict(resolved.params), x)
                                    for x in inputs]
                trial.ms = median_ms(rotating(calls[trial.key]))
                trial.tflops = tflops(workload.flops(shape), trial.ms)
            candidates.append(trial)
        baselines = {}
        baseline_calls = {}
        for backend in workload.baselines(inputs[0]):
            fns = [workload.baselines(x)[backend] for x in inputs]
            try:
                fns[0]()
                torch.cuda.synchronize()
                ms = median_ms(rotating(fns))
                baselines[backend] = {"ms": ms, "tflops": tflops(workload.flops(shape), ms)}
                baseline_calls[backend] = fns
            except Exception as exc:  # a backend that does not support this shape is recorded
                baselines[backend] = {"error": f"{type(exc).__name__}: {str(exc).strip()[:200]}"}
        timed = [c for c in candidates if c.ok and c.ms is not None]
        ran = [b for b, r in baselines.items() if "tflops" in r]
        row = BenchRow(workload.format_shape(shape), workload.flops(shape), sets, candidates, baselines,
                       chosen=min(timed, key=lambda c: c.ms) if timed else None,
                       baseline_best=max(ran, key=lambda b: baselines[b]["tflops"]) if ran else None)
        if row.chosen is not None and rounds > 0:
            alternate(row, {KERNEL: calls[row.chosen.key], **baseline_calls}, rounds)
        report.rows.append(row)
        if on_row:
            on_row(row)
        del inputs
        torch.cuda.empty_cache()
    report.seconds = time.time() - start
    return report


def alternate(row: BenchRow, entries: dict, rounds: int) -> None:
    """Time every entry once per round, by do_bench and by CUDA-graph replay, for ``rounds`` rounds;
    the medians become the row's figures of record, and the best baseline is picked again on them.
    A callable that cannot be captured in a graph (a baseline that synchronizes) keeps its do_bench
    figures; one that fails in a round (out of memory beside the graphs' pools) loses its figures
    and is left out of the later rounds. Both say why in ``round_errors`` (a baseline under
    ``graph_error`` and ``round_error`` too), and the other entries' rounds go on."""
    import torch
    import triton.testing

    def failed(name: str, method: str, exc: Exception) -> None:
        why = f"{type(exc).__name__}: {str(exc).strip()[:200]}"
        row.round_errors.setdefault(name, {})[method] = why
        if name in row.baselines:
            row.baselines[name]["graph_error" if method == "graph" else "round_error"] = why
        try:
            torch.cuda.synchronize()
        except Exception:  # noqa: BLE001 - a sticky error fails the next entry too, which says so
            pass

    gpu = bus_id()
    row.gpu["before"] = gpu_state(gpu)
    graphs, times = {}, {name: {m: [] for m in METHODS} for name in entries}
    for name, fns in entries.items():
        try:
            graphs[name] = graph_ms(fns)
        except Exception as exc:  # noqa: BLE001 - recorded, the other method still runs
            failed(name, "graph", exc)
    dropped: set[str] = set()
    for _ in range(rounds):
        for name, fns in entries.items():
            if name in dropped:
                continue
            method = "do_bench"
            try:
                ms = float(triton.testing.do_bench(rotating(fns), warmup=25, rep=ROUND_REP_MS, return_mode="median"))
                if name in graphs:
                    method = "graph"
                    graph = graphs[name]()
                times[name]["do_bench"].append(ms)
                if name in graphs:
                    times[name]["graph"].append(graph)
            except Exception as exc:  # noqa: BLE001 - this entry's figures go, the others' rounds go on
                failed(name, method, exc)
                dropped.add(name)
                graphs.pop(name, None)
    graphs.clear()
    row.gpu["after"] = gpu_state(gpu)
    row.rounds = {name: {m: v for m, v in t.items() if v} for name, t in times.items() if name not in dropped}
    ran = [b for b in row.rounds if b != KERNEL]
    row.baseline_best = max(ran, key=lambda b: row.rate(b)) if ran else None
