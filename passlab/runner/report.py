"""Text renderings of run and bench reports (the JSON forms are their ``to_json``)."""

from __future__ import annotations

from passlab.runner.bench import BenchReport, BenchRow
from passlab.runner.verify import RunCase, RunReport


def run_case_lines(kernel: str, case: RunCase) -> list[str]:
    lines = []
    for t in case.trials:
        status = "ok  " if t.ok else "FAIL"
        if t.error:
            detail = t.error
        else:
            n = t.numerics
            detail = (f"rel_err {n.rel_error:.2e} (limit {n.threshold:.0e}), nonfinite {n.nonfinite}, "
                      f"checked {n.checked_elements}/{n.elements}")
        speed = f", {t.tflops:.0f} TFLOP/s" if t.tflops else ""
        mark = " *" if case.chosen == t.config and len(case.trials) > 1 else ""
        lines.append(f"{status} {kernel} {case.dtype} {case.shape} [{t.key}]{mark}: {detail}{speed}")
    return lines


def run_summary(report: RunReport) -> str:
    trials = [t for c in report.cases for t in c.trials]
    bad = sum(1 for t in trials if not t.ok)
    return (f"{report.kernel} on {report.device['name']}: {len(trials) - bad}/{len(trials)} launches correct"
            + ("" if not bad else f", {bad} FAILED"))


def bench_row_line(row: BenchRow) -> str:
    if row.chosen is None:
        return f"{row.shape:>22}  no correct config ran"
    mine = row.rate("kernel")
    base = row.rate(row.baseline_best) if row.baseline_best else None
    graph = row.ratio_graph
    return (f"{row.shape:>22}  {_num(mine, 7, 1)}  {_num(base, 7, 1)} {row.baseline_best or '-':>11}  "
            f"{_num(row.ratio, 5, 2)}x  {_num(graph, 5, 2)}x  {row.chosen.key}")


def _num(value: float | None, width: int, digits: int) -> str:
    return f"{value:{width}.{digits}f}" if value is not None else f"{'-':>{width}}"


def bench_header() -> str:
    return f"{'shape':>22}  {'TFLOP/s':>7}  {'base':>7} {'baseline':>11}  {'ratio':>6}  {'graph':>6}  config"


def _gpu(state: dict) -> str:
    try:
        return f"{state['sm_mhz']:.0f} MHz {state['power_w']:.0f} W {state['temp_c']:.0f} C"
    except (KeyError, TypeError, ValueError):
        return "?"


def bench_table(report: BenchReport) -> str:
    dev = report.device
    peak = report.peak["measured_tflops"]
    lines = [f"{report.kernel} {report.dtype} on {dev['name']} (driver {dev.get('driver')}, torch {dev['torch']}, "
             f"triton {dev['triton']}); baseline {report.baseline_name}; measured peak {peak} TFLOP/s",
             (f"ratio: do_bench (L2 flushed), graph: CUDA-graph replay; each the median of {report.rounds} rounds "
              "alternating the chosen config and the baselines" if report.rounds else
              "ratio: the screening's do_bench figures (L2 flushed; --rounds 0: no alternation, no graph replay)"),
             bench_header()]
    for row in report.rows:
        line = bench_row_line(row)
        mine = row.rate("kernel")
        if mine is not None:
            line += f"  ({100 * mine / peak:.0f}% of peak"
            if row.gpu:
                line += f"; GPU {_gpu(row.gpu.get('before', {}))} -> {_gpu(row.gpu.get('after', {}))}"
            line += ")"
        lines.append(line)
        for name, why in sorted(row.round_errors.items()):   # an entry that lost figures in the rounds
            lines.append(f"{'':>22}  {name}: " + "; ".join(f"{m}: {w}" for m, w in sorted(why.items())))
    return "\n".join(lines)
