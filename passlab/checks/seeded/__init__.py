"""Seeded-mutant suite: does ``passlab check`` still catch each bug class on correct kernels' traces?

In: a trace directory of a correct kernel (``passlab trace`` output), or one ``.mlir`` snapshot. Out: ``SeededMutant``s (one
defect of one class at one site of one stage), a ``Verdict`` per mutant (detected: a new error at
the mutated stage that the unmutated trace did not report), and a per-class ``ClassSummary``.

    from passlab.checks.seeded import seed_mutants, judge_all, summarize
    verdicts = judge_all("dumps/matmul_hopper/default", max_per_class=8)
    for row in summarize(verdicts): print(row.defect, row.detected, row.sites, row.rate)

The input trace is never written: each mutant's snapshot text is written to a scratch file,
parsed, and swapped for that stage in an in-memory ``CheckInput`` (the other stages are the
unmutated trace's, parsed once). Classes (``sites.CLASSES``) a trace has no site for are absent.
By default only the latest checked stage is seeded (MemoryPlanner: the IR every rule family reads,
where a defect of the kernel always shows); ``stages="all"`` seeds every checked stage.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable

from passlab.checks.context import CheckInput, StageIR
from passlab.checks.findings import CheckReport, Severity
from passlab.checks.registry import FAMILIES
from passlab.checks.runner import load_input, run_checks
from passlab.checks.seeded.sites import CLASSES, FINDERS, SeededMutant, Site
from passlab.checks.seeded.survivors import explain
from passlab.errors import UsageError
from passlab.ir import parse_file

__all__ = ["CLASSES", "SeededMutant", "Verdict", "ClassSummary", "seed_mutants", "judge", "judge_all", "summarize"]


def load(trace_dir) -> CheckInput:
    """A trace directory (or one ``.mlir`` snapshot, seeded as its only stage), parsed once."""
    return load_input(trace_dir)


def _stages(inp: CheckInput, stages) -> list[str]:
    if stages == "all":
        return list(inp.stages)
    if stages is None:
        latest = inp.latest()
        return [latest.stage] if latest is not None else []
    unknown = [s for s in stages if s not in inp.stages]
    if unknown:
        raise UsageError(f"{inp.subject}: stage(s) {', '.join(unknown)} not checked in this trace "
                         f"(checked: {', '.join(inp.stages) or 'none'})")
    return list(stages)


def seed_mutants(trace_dir, classes: Iterable[str] = CLASSES, stages=None,
                 max_per_class: int | None = None, inp: CheckInput | None = None) -> list[SeededMutant]:
    """Every site of every class in the chosen stages (None: the latest checked one; "all"; or a list).

    ``max_per_class`` keeps at most that many mutants per class per stage, spread evenly over the
    sites in line order, so the choice is the same on every run."""
    inp = inp or load(trace_dir)
    unknown = sorted(set(classes) - set(CLASSES))
    if unknown:
        raise UsageError(f"unknown defect class(es) {', '.join(unknown)}; known: {', '.join(CLASSES)}")
    out = []
    for stage in _stages(inp, stages):
        ir = inp.stages[stage]
        snapshot = str(ir.path.relative_to(inp.trace_path)) if inp.trace_path else str(ir.path)
        site = Site(ir, snapshot, ir.text.split("\n"), inp.sm)
        for defect in CLASSES:
            if defect not in classes:
                continue
            found = sorted(FINDERS[defect](site), key=lambda m: (m.line, m.variant))
            out.extend(_sample(found, max_per_class))
    return out


def _sample(found: list, cap: int | None) -> list:
    if cap is None or len(found) <= cap:
        return found
    return [found[i * len(found) // cap] for i in range(cap)]


@dataclass
class Verdict:
    """What ``passlab check`` said about one mutant, against the unmutated trace."""

    mutant: SeededMutant
    new_errors: tuple[str, ...]          # rules of errors at the mutated stage the baseline did not report
    new_warnings: tuple[str, ...]
    elsewhere: tuple[str, ...] = ()      # new errors at other stages (not counted as detection)
    reason: str = ""                     # for an undetected mutant: its category and why

    @property
    def detected(self) -> bool:
        return bool(self.new_errors)

    @property
    def warning_only(self) -> bool:
        return not self.new_errors and bool(self.new_warnings)

    def to_json(self) -> dict:
        m = self.mutant
        return {"id": m.id, "class": m.defect, "variant": m.variant, "stage": m.stage, "snapshot": m.snapshot,
                "line": m.line, "op": m.op, "description": m.description, "detected": self.detected,
                "new_errors": list(self.new_errors), "new_warnings": list(self.new_warnings),
                "elsewhere": list(self.elsewhere), "reason": self.reason}


def _keys(report: CheckReport, severity: Severity) -> Counter:
    return Counter((f.stage, f.rule, f.op) for f in report.findings if f.severity is severity)


# A seeded defect edits a TTGIR snapshot; the PTX check reads the trace's unchanged kernel.ptx.
TTGIR_FAMILIES = tuple(f for f in FAMILIES if f != "ptx")


@dataclass
class Baseline:
    """The unmutated trace, parsed once, and what check says about it."""

    inp: CheckInput
    report: CheckReport
    errors: Counter = field(default_factory=Counter)
    warnings: Counter = field(default_factory=Counter)

    @classmethod
    def of(cls, trace_dir) -> "Baseline":
        inp = load(trace_dir)
        report = run_checks(inp, TTGIR_FAMILIES)
        return cls(inp, report, _keys(report, Severity.ERROR), _keys(report, Severity.WARNING))


def judge(trace_dir, mutant: SeededMutant, baseline: Baseline | None = None) -> Verdict:
    """Check the trace with ``mutant``'s snapshot swapped in (in memory; the trace is not written)."""
    baseline = baseline or Baseline.of(trace_dir)
    inp = baseline.inp
    original = inp.stages[mutant.stage]
    with tempfile.TemporaryDirectory(prefix="passlab-seeded-") as scratch:
        path = Path(scratch) / Path(mutant.snapshot).name
        path.write_text(mutant.mutated_text(original.text))
        mutated = StageIR(mutant.stage, path, original.display, parse_file(path))
        report = run_checks(replace(inp, stages={**inp.stages, mutant.stage: mutated}), TTGIR_FAMILIES)
    errors = _keys(report, Severity.ERROR) - baseline.errors
    warnings = _keys(report, Severity.WARNING) - baseline.warnings
    here = tuple(sorted({rule for stage, rule, _ in errors if stage == mutant.stage}))
    verdict = Verdict(mutant, here, tuple(sorted({rule for stage, rule, _ in warnings if stage == mutant.stage})),
                      tuple(sorted({f"{stage}:{rule}" for stage, rule, _ in errors if stage != mutant.stage})))
    if not verdict.detected:
        verdict.reason = explain(verdict, inp, report)
    return verdict


def judge_all(trace_dir, classes: Iterable[str] = CLASSES, stages=None, max_per_class: int | None = None,
              progress=None) -> list[Verdict]:
    """Seed and judge every mutant of one trace; ``progress(verdict)`` is called after each."""
    baseline = Baseline.of(trace_dir)
    verdicts = []
    for mutant in seed_mutants(trace_dir, classes, stages, max_per_class, inp=baseline.inp):
        verdict = judge(trace_dir, mutant, baseline)
        verdicts.append(verdict)
        if progress is not None:
            progress(verdict)
    return verdicts


@dataclass
class ClassSummary:
    defect: str
    sites: int
    detected: int
    warning_only: int
    reasons: dict[str, int]              # undetected mutants per reason category

    @property
    def rate(self) -> float:
        return self.detected / self.sites if self.sites else 0.0

    def to_json(self) -> dict:
        return {"class": self.defect, "sites": self.sites, "detected": self.detected, "rate": round(self.rate, 4),
                "warning_only": self.warning_only, "undetected_reasons": dict(sorted(self.reasons.items()))}


def summarize(verdicts: Iterable[Verdict]) -> list[ClassSummary]:
    """Per class (in ``CLASSES`` order, classes without sites left out): sites, detected, rate, and
    the reason categories of the undetected ones."""
    rows: dict[str, ClassSummary] = {}
    for v in verdicts:
        row = rows.setdefault(v.mutant.defect, ClassSummary(v.mutant.defect, 0, 0, 0, {}))
        row.sites += 1
        row.detected += v.detected
        row.warning_only += v.warning_only
        if not v.detected:
            category = v.reason.split(":", 1)[0]
            row.reasons[category] = row.reasons.get(category, 0) + 1
    return [rows[c] for c in CLASSES if c in rows]
