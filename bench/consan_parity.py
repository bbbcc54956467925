"""Triton's own ConSan tests as ground truth for passlab's protocol model, on a CPU.

Upstream's python/test/gluon/test_consan.py (tests/data/consan, unmodified) builds small Gluon
kernels with a known race, deadlock or barrier misuse, or without one, runs each on a GPU under
TRITON_INSTRUMENTATION_MODE=consan and asserts the sanitizer's verdict. Here, for every test and
parameter set:

- the expected verdict is read from the test's own assertions: its ``if run_wrapper:`` branch is run
  twice against a stand-in ``run_in_process`` result, once that of a failing launch and once that of
  a clean one; the one its assertions accept is the verdict ("unasserted" when both pass);
- the expected kind is read from the same run: the failing result's stderr records which messages
  the assertions look for ("outstanding reads/writes", "pending access": race; "Deadlock detected":
  deadlock; "arrive underflow": underflow; only "device-side assert": unasserted);
- the kernel is captured at its launch (``JITFunction.run`` raises with the arguments instead of
  launching; ``device="cpu"``; the sanitizer is never switched on), specialized by Triton's own
  binder, compiled for sm_90 (sm_100 for the tests marked "Requires blackwell") and checked by
  passlab's protocol model on the TritonGPU IR of ``gluon_to_ttgir``.

    PYTHONPATH=. python bench/consan_parity.py            # table
    PYTHONPATH=. python bench/consan_parity.py --json     # one record per case

Verdicts: ``bug`` (a PROTO error of a kind ConSan checks: PROTO006, a read of memory nothing
wrote, is listed beside the verdict, not in it), ``clean``, ``not modelled`` (PROTO000: the model does not cover
an op), ``no partitions`` (neither a ttg.warp_specialize nor a barrier or async op), ``compile
error``. A bug's kind is that of its first error as ConSan would stop at it: an underflow (PROTO005)
or a race (PROTO001) aborts at the access; a deadlock (PROTO002) is seen only once everything
waits. A case agrees when verdict and kind both do (a kind the test does not assert is not judged).
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import itertools
import json
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UPSTREAM = ROOT / "tests" / "data" / "consan" / "test_consan.py"
BLACKWELL_TESTS = ("tcgen5",)     # test names holding tcgen05 kernels: compiled for sm_100
BLACKWELL_REASON = "blackwell"    # ... and tests skipped below sm_100 ("Requires blackwell or newer")
# what the assertions look for in ConSan's report -> the kind of bug
KIND_MESSAGES = (("outstanding", "race"), ("pending access", "race"), ("Deadlock detected", "deadlock"),
                 ("underflow", "underflow"))
# the model's error rules -> kind, first the ones ConSan aborts at on the spot
RULE_KINDS = (("PROTO005", "underflow"), ("PROTO001", "race"), ("PROTO003", "tx"), ("PROTO002", "deadlock"))
NOT_RACE_TESTS = ("test_cache_miss_knob", "test_cache_miss_env")   # test the knob, not a kernel
# Errors about what ConSan does not check: a read of memory no write reached (PROTO006). Many of the
# tests read shared or tensor memory nothing wrote, on purpose (a "dummy" load, an MMA of unset
# operands): the model says so, and the case's verdict is judged on the other rules.
OUTSIDE_CONSAN = ("PROTO006",)


@dataclass
class Case:
    test: str
    params: dict
    target: str
    expected: str = ""       # bug / clean / unasserted / skipped
    verdict: str = ""        # bug / clean / not modelled / no partitions / compile error
    expected_kind: str = ""  # race / deadlock / underflow / unasserted (a bug's), "" otherwise
    kind: str = ""           # the model's: race / deadlock / underflow / tx
    rules: tuple = ()
    detail: str = ""
    seconds: float = 0.0

    @property
    def name(self) -> str:
        return self.test + ("[" + ",".join(f"{k}={v}" for k, v in self.params.items()) + "]" if self.params else "")

    @property
    def agrees(self) -> bool | None:
        if self.expected in ("bug", "clean") and self.verdict in ("bug", "clean"):
            if self.expected != self.verdict:
                return False
            return self.expected == "clean" or self.expected_kind in ("", "unasserted") or self.expected_kind == self.kind
        return None


class Launched(Exception):
    def __init__(self, fn, args, kwargs):
        super().__init__(fn.__name__)
        self.fn, self.args, self.kwargs = fn, args, kwargs


class _Anything(str):
    """A stderr text that contains every message the test looks for, and remembers which."""

    def __new__(cls, text: str):
        self = super().__new__(cls, text)
        self.asked = []
        return self

    def __contains__(self, item) -> bool:
        self.asked.append(str(item))
        return True


class _Result:
    def __init__(self, failed: bool):
        self.exc = RuntimeError("CUDA error: device-side assert triggered") if failed else None
        self.driver_stderr_output = _Anything("sanitizer report") if failed else ""


def kind_of(messages: list[str]) -> str:
    for text, kind in KIND_MESSAGES:
        if any(text in m for m in messages):
            return kind
    return "unasserted"


class _MonkeyPatch:
    """The tests set TRITON_INSTRUMENTATION_MODE=consan through this: here it sets nothing."""

    def setenv(self, *args, **kwargs) -> None:
        pass

    def setattr(self, *args, **kwargs) -> None:
        pass


def load_upstream(path: Path = UPSTREAM):
    """Import the test module on a CPU: the stand-in sm_90 driver answers ``is_cuda()`` and the
    skip conditions' ``torch.cuda.get_device_capability()`` answers Hopper."""
    import multiprocessing

    import torch

    from passlab.frontend.target import parse_target
    from passlab.frontend.target_driver import activate
    activate(parse_target("cuda:90"))
    torch.cuda.get_device_capability = lambda *a, **k: (9, 0)
    start_method = multiprocessing.get_start_method(allow_none=True)
    spec = importlib.util.spec_from_file_location("upstream_test_consan", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if start_method is None:    # the module sets "spawn" for its own subprocesses
        pass
    return module


def cases_of(module) -> list[Case]:
    cases = []
    for name, fn in vars(module).items():
        if not name.startswith("test_") or not callable(fn) or name in NOT_RACE_TESTS:
            continue
        grids = []
        for mark in getattr(fn, "pytestmark", []):
            if mark.name == "parametrize":
                names = [n.strip() for n in mark.args[0].split(",")] if isinstance(mark.args[0], str) else list(mark.args[0])
                grids.append([dict(zip(names, v if len(names) > 1 else (v,))) for v in mark.args[1]])
        blackwell = any(t in name for t in BLACKWELL_TESTS) or any(
            mark.name == "skipif" and BLACKWELL_REASON in str(mark.kwargs.get("reason", "")).lower()
            for mark in getattr(fn, "pytestmark", []))
        target = "cuda:100" if blackwell else "cuda:90"
        for combo in itertools.product(*reversed(grids)) if grids else [()]:
            params = {}
            for part in combo:
                params.update(part)
            cases.append(Case(name, params, target))
    return cases


def expected_verdict(module, case: Case) -> tuple[str, str]:
    """(verdict, kind) the test's assertions accept."""
    import pytest
    fn = getattr(module, case.test)
    accepted, asked = [], []
    for failed in (True, False):
        result = _Result(failed)
        module.run_in_process = lambda *a, _result=result, **k: _result
        try:
            fn(**case.params, device="cpu", run_wrapper=True, monkeypatch=_MonkeyPatch())
            accepted.append(failed)
        except AssertionError:
            pass
        except pytest.skip.Exception:
            return "skipped", ""
        if failed:
            asked = result.driver_stderr_output.asked
    if accepted == [True]:
        return "bug", kind_of(asked)
    if accepted == [False]:
        return "clean", ""
    return ("unasserted" if accepted else "contradictory"), ""


def capture_launch(module, case: Case) -> Launched:
    from triton.runtime.jit import JITFunction

    def run(self, *args, grid=None, warmup=False, **kwargs):
        raise Launched(self, args, kwargs)

    saved = JITFunction.run
    JITFunction.run = run
    try:
        getattr(module, case.test)(**case.params, device="cpu", run_wrapper=False, monkeypatch=_MonkeyPatch())
    except Launched as launched:
        return launched
    finally:
        JITFunction.run = saved
    raise RuntimeError("the test launched no kernel")


class _StopAfterTTGIR(Exception):
    def __init__(self, text: str):
        super().__init__("ttgir")
        self.text = text


def compile_ttgir(launched: Launched, target_text: str) -> str:
    """Triton's launch path up to ``GluonASTSource``, then ``triton.compile`` for the target up to
    its TritonGPU IR: the stages after it (LLVM, ptxas) can abort the process on a CPU build."""
    import triton
    from triton.compiler import make_backend
    from triton.runtime.jit import create_function_from_signature

    from passlab.frontend.target import parse_target
    from passlab.frontend.language import ast_source
    fn = launched.fn
    target = parse_target(target_text)
    backend = make_backend(target)
    names = {p.name for p in fn.params}
    options = {k: v for k, v in launched.kwargs.items() if k not in names}
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    bound, specialization, opts = binder(*launched.args, **launched.kwargs)
    _, signature, constexprs, attrs = fn._pack_args(backend, options, bound, specialization, opts)
    source = ast_source(fn, signature, constexprs, attrs)
    backend_class = type(backend)
    add_stages = backend_class.add_stages

    def stop_after_ttgir(self, stages, options, language):
        add_stages(self, stages, options, language)
        to_ttgir = stages["ttgir"]

        def ttgir(src, metadata):
            raise _StopAfterTTGIR(str(to_ttgir(src, metadata)))
        stages["ttgir"] = ttgir

    backend_class.add_stages = stop_after_ttgir
    try:
        compiled = triton.compile(source, target=target, options=options)
    except _StopAfterTTGIR as stop:
        return stop.text
    finally:
        backend_class.add_stages = add_stages
    return compiled.asm["ttgir"]    # a cache hit: the stages did not run


def model_kind(rules: tuple) -> str:
    return next((kind for rule, kind in RULE_KINDS if rule in rules), "")


def model_verdict(ttgir: str) -> tuple[str, tuple, str]:
    from passlab.checks.runner import run_checks
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "kernel.ttgir.mlir"
        path.write_text(ttgir)
        report = run_checks(path, families=("protocol",))
    outside = tuple(sorted({f.rule for f in report.findings if f.severity == "error" and f.rule in OUTSIDE_CONSAN}))
    errors = [f for f in report.findings if f.severity == "error" and f.rule not in OUTSIDE_CONSAN]
    if errors:
        return "bug", tuple(sorted({f.rule for f in errors})) + outside, errors[0].message
    coverage = [f for f in report.findings if f.rule == "PROTO000"]
    if not coverage:
        return "no partitions", (), "no ttg.warp_specialize in the kernel"
    if "not run" in coverage[0].message:
        return "not modelled", ("PROTO000",), coverage[0].message
    return "clean", ("PROTO000",) + outside, coverage[0].message


def run_case(module, case: Case) -> Case:
    started = time.perf_counter()
    case.expected, case.expected_kind = expected_verdict(module, case)
    if case.expected != "skipped":
        try:
            case.verdict, case.rules, case.detail = model_verdict(compile_ttgir(capture_launch(module, case), case.target))
        except Exception as exc:   # a kernel 3.6 cannot compile for this target on a CPU
            case.verdict, case.detail = "compile error", f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
        if case.verdict == "bug":
            case.kind = model_kind(case.rules)
    case.seconds = round(time.perf_counter() - started, 2)
    return case


def summarize(cases: list[Case]) -> dict:
    judged = [c for c in cases if c.agrees is not None]
    by_kind = [c for c in judged if c.expected == "bug" and c.expected_kind not in ("", "unasserted")]
    return {"cases": len(cases), "judged": len(judged), "agree": sum(bool(c.agrees) for c in judged),
            "kinds_judged": len(by_kind), "kinds_agree": sum(c.kind == c.expected_kind for c in by_kind),
            "tcgen05": sum(c.target == "cuda:100" for c in judged),
            "wrong_kind": [f"{c.name}: expected {c.expected_kind}, model {c.kind}" for c in by_kind
                           if c.verdict == "bug" and c.kind != c.expected_kind],
            "missed_bugs": [c.name for c in judged if c.expected == "bug" and c.verdict == "clean"],
            "false_alarms": [c.name for c in judged if c.expected == "clean" and c.verdict == "bug"],
            "unjudged": {c.name: f"expected {c.expected}, model {c.verdict}" for c in cases if c.agrees is None},
            "outside_consan": {rule: [c.name for c in cases if rule in c.rules] for rule in OUTSIDE_CONSAN}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object with every case")
    parser.add_argument("-k", default="", help="only tests whose name contains this text")
    args = parser.parse_args(argv)
    module = load_upstream()
    chosen = [c for c in cases_of(module) if args.k in c.test]
    if not chosen:
        parser.error(f"no test of {UPSTREAM.name} matches -k {args.k!r}")
    cases = [run_case(module, c) for c in chosen]
    summary = summarize(cases)
    if args.json:
        print(json.dumps({"summary": summary, "cases": [{**asdict(c), "name": c.name, "agrees": c.agrees}
                                                         for c in cases]}, indent=1))
        return 0
    print(f"{'case':60s} {'target':8s} {'expected':20s} {'model':24s} {'':6s} rules")
    for c in cases:
        mark = {True: "agree", False: "DIFFER", None: "-"}[c.agrees]
        expected = c.expected + (f" ({c.expected_kind})" if c.expected_kind else "")
        verdict = c.verdict + (f" ({c.kind})" if c.kind else "")
        print(f"{c.name:60s} {c.target:8s} {expected:20s} {verdict:24s} {mark:6s} {' '.join(c.rules)}")
    print(f"\n{summary['agree']}/{summary['judged']} judged cases agree with ConSan by verdict and kind "
          f"({summary['cases']} cases, {summary['tcgen05']} judged at cuda:100); kinds: "
          f"{summary['kinds_agree']}/{summary['kinds_judged']} of the bugs whose kind the test asserts; "
          f"missed bugs: {len(summary['missed_bugs'])}, false alarms: {len(summary['false_alarms'])}, "
          f"wrong kind: {len(summary['wrong_kind'])}; {sum(c.seconds for c in cases):.0f} s")
    for rule, names in summary["outside_consan"].items():
        print(f"{rule} (not a ConSan check) on {len(names)} cases: they read memory no write reached")
    return 0


if __name__ == "__main__":
    sys.exit(main())
