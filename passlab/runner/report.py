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
    base = row.baselines[row.baseline_best]["tflops"] if row.baseline_best else float("nan")
    return (f"{row.shape:>22}  {row.chosen.tflops:7.1f}  {base:7.1f} {row.baseline_best or '-':>11}  "
            f"{row.ratio or float('nan'):5.2f}x  {row.chosen.key}")


def bench_header() -> str:
    return f"{'shape':>22}  {'TFLOP/s':>7}  {'base':>7} {'baseline':>11}  {'ratio':>6}  config"


def bench_table(report: BenchReport) -> str:
    dev = report.device
    peak = report.peak["measured_tflops"]
    lines = [f"{report.kernel} {report.dtype} on {dev['name']} (driver {dev.get('driver')}, torch {dev['torch']}, "
             f"triton {dev['triton']}); baseline {report.baseline_name}; measured peak {peak} TFLOP/s",
             bench_header()]
    for row in report.rows:
        line = bench_row_line(row)
        if row.chosen is not None:
            line += f"  ({100 * row.chosen.tflops / peak:.0f}% of peak)"
        lines.append(line)
    return "\n".join(lines)
