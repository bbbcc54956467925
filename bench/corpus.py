"""The correct-kernel corpus (tests/corpus/*.toml): trace and check every (kernel, config, target)
entry, and print what each rule said about kernels that are correct.

Every kernel in the corpus is someone else's correct code (Triton's tutorials, Gluon tutorials,
PyPI libraries), traced with the launch values its own host code passes. So on it every ``error``
is a false error, and every ``warning`` a false alarm unless its author could act on it. With
``--mutants`` each trace is also seeded with defects (passlab/checks/seeded/) and the detection
rate per class is printed; precision per rule is then detections / (detections + false findings).

The traces go through passlab's sweep engine (``sweep.traces.trace_sweep``): warm workers here, one
fork server per source, or ``--cluster`` / ``$PASSLAB_CLUSTER``, like the other sweeps (README,
"Sweeps"); each trace is what ``passlab trace`` writes, and the checks run in ``-j`` worker processes.

    PYTHONPATH=. python bench/corpus.py -j 16              # the whole corpus (about 15 min on 16 cores)
    PYTHONPATH=. python bench/corpus.py -j 16 --cluster tcp://HOST:8786    # traces on a Dask cluster
    PYTHONPATH=. python bench/corpus.py --slice            # the CI slice (what tests/cpu/test_corpus.py runs)
    PYTHONPATH=. python bench/corpus.py --source flag_gems -j 2 --mutants --json > corpus.json

Libraries that are not installed are skipped with their install line (tests/corpus/README.md).
Exit 0 when no entry got an error or warning and every trace compiled; 1 otherwise; 2 for bad input.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import multiprocessing
import json
import os
import re
import signal
import stat
import sys
import tempfile
import threading
import time
import tomllib
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "corpus"
SOURCE_KEYS = {"name", "version", "requires", "install", "env", "origin"}
CASE_ID_RE = re.compile(r"[A-Za-z0-9_.-]+")
CASE_KEYS = {"id", "kernel", "targets", "configs", "args", "launch", "slice", "timeout", "bugs"}
BUG_KEYS = {"rule", "match", "why"}


# Warnings a kernel author can act on, by rule: the message pattern and the action. Every other
# warning on a correct kernel counts as a false alarm.
ACTIONABLE = {
    "WS001": (re.compile(r"num_warps is \d+; Hopper warp specialization"),
              "the loop asks for warp_specialize and Triton 3.6 drops the request on sm_90 unless num_warps=4: "
              "give the configs that ask for it 4 warps, or do not ask"),
    # A performance hint: the tile's order in global memory, or which product the kernel computes,
    # is the author's choice (docs/layout.md).
    "PERF001": (re.compile(r"in a mainloop"),
                "give the MMA its operand in the layout it reads (K-major for FP8 wgmma), or re-lay it out "
                "once outside the loop"),
    # A load whose data no op reads is issued for nothing (Gluon tutorial 07's persistent pipeline
    # loads the next tile's k-th block unpredicated, after its last tile too).
    "PROTO007": (re.compile(r"no op reads those bytes"),
                 "predicate the load on the condition that its data is used (the next tile exists), as the "
                 "loads beside it are"),
}


def actionable(rule: str, message: str) -> str:
    pattern, action = ACTIONABLE.get(rule, (None, ""))
    return action if pattern is not None and pattern.search(message) else ""


class CorpusError(Exception):
    """A manifest that cannot be read: one line, exit 2."""


@dataclass(frozen=True)
class Source:
    name: str
    version: str
    requires: tuple[str, ...]
    install: str
    env: tuple[tuple[str, str], ...]
    origin: str
    manifest: str

    def missing(self) -> list[str]:
        return [m for m in self.requires if importlib.util.find_spec(m) is None]


@dataclass(frozen=True)
class Case:
    source: Source
    id: str
    kernel: str
    targets: tuple[str, ...]
    configs: str | tuple[str, ...] | None   # "all", names, or None (the kernel's default)
    args: tuple[str, ...]
    launch: str
    slice: bool
    timeout: float
    # Known defects of the source that a finding proves (rule, a regular expression its message
    # matches, why it is a defect): such an error is a true one, counted apart, never a false error.
    bugs: tuple[tuple[str, str, str], ...] = ()

    def known_bug(self, rule: str, message: str) -> str:
        """The ``why`` of the case's known bug this finding proves, or ""."""
        return next((why for r, match, why in self.bugs if r == rule and re.search(match, message)), "")

    def kernel_ref(self) -> str:
        """A repo-relative ``path.py:function`` made absolute, so the trace runs from any folder."""
        path, sep, function = self.kernel.rpartition(":")
        if sep and path.endswith(".py"):
            return f"{ROOT / path}:{function}"
        return self.kernel


@dataclass(frozen=True)
class Entry:
    case: Case
    config: str | None
    target: str

    @property
    def name(self) -> str:
        return f"{self.case.source.name}/{self.case.id}/{self.config or 'default'}/sm{self.target.split(':')[1]}"


@dataclass
class Result:
    entry: str
    kernel: str
    config: str | None
    target: str
    outcome: str                   # checked | trace-failed | autotuner-skips
    seconds: float = 0.0
    why: str = ""
    errors: list[dict] = field(default_factory=list)       # {"rule", "stage", "message"}
    warnings: list[dict] = field(default_factory=list)      # warnings the author cannot act on
    actionable: list[dict] = field(default_factory=list)    # warnings with an action (ACTIONABLE)
    notes: dict[str, int] = field(default_factory=dict)     # rule -> count
    mutants: list[dict] = field(default_factory=list)       # seeded.Verdict.to_json()
    confirmed: list[str] = field(default_factory=list)      # rules that errored on a config Triton refuses
    known: list[dict] = field(default_factory=list)         # errors that prove a known bug of the source (Case.bugs)
    seeded: bool = False            # --mutants ran on the trace (``mutants`` is empty where it found no site)

    @property
    def lacks_mutants(self) -> bool:
        """A checked trace that --mutants never seeded (a save made without it; before ``seeded``
        existed, a seeded trace showed only by its mutants)."""
        return self.outcome == "checked" and not (self.seeded or self.mutants)


OUTCOMES = ("checked", "trace-failed", "autotuner-skips")
# what each field of a saved result line must be (``result_from_row``)
ROW_TYPES = {"entry": str, "kernel": str, "config": (str, type(None)), "target": str, "outcome": str,
             "seconds": (int, float), "why": str, "errors": list, "warnings": list, "actionable": list,
             "notes": dict, "mutants": list, "confirmed": list, "seeded": bool, "known": list}
# what the tables read from each finding and each mutant of a saved line (rule_table, mutant_table, print_text)
FINDING_TYPES = {"rule": str, "stage": str, "message": str}
MUTANT_TYPES = {"class": str, "description": str, "detected": bool, "new_errors": list, "new_warnings": list,
                "reason": str}
# a saved line's target: cuda:90, cuda:100 (the tables take the number after the colon)
TARGET_RE = re.compile(r"[a-z]+:\d+")


def _strings(value, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CorpusError(f"{where}: expected a list of strings")
    return tuple(value)


def load_manifest(path: Path) -> list[Case]:
    """One source file; a malformed one is a CorpusError naming the file and key."""
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise CorpusError(f"{path}: {err}") from None
    raw = data.get("source")
    if not isinstance(raw, dict) or not {"name", "version"} <= raw.keys() or raw.keys() - SOURCE_KEYS:
        raise CorpusError(f"{path}: [source] needs name and version and only {sorted(SOURCE_KEYS)}")
    env = raw.get("env", {})
    if not isinstance(env, dict) or not all(isinstance(v, str) for v in env.values()):
        raise CorpusError(f"{path}: [source] env must map names to strings")
    source = Source(str(raw["name"]), str(raw["version"]), _strings(raw.get("requires", []), f"{path}: requires"),
                    str(raw.get("install", "")), tuple(sorted(env.items())), str(raw.get("origin", "")), str(path))
    items = data.get("case", [])
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise CorpusError(f"{path}: cases are [[case]] tables")
    cases, seen = [], set()
    for i, item in enumerate(items):
        where = f"{path}: case {item.get('id', i)!r}"
        if not {"id", "kernel", "targets"} <= item.keys() or item.keys() - CASE_KEYS:
            raise CorpusError(f"{where}: needs id, kernel, targets and only {sorted(CASE_KEYS)}")
        if not isinstance(item["id"], str) or not CASE_ID_RE.fullmatch(item["id"]):
            raise CorpusError(f"{where}: an id is letters, digits, '.', '_' and '-'")
        if item["id"] in seen:
            raise CorpusError(f"{where}: duplicate id")
        seen.add(item["id"])
        kernel = item["kernel"]
        path_part, sep, function = str(kernel).rpartition(":")
        if not isinstance(kernel, str) or not sep or not function or (path_part.endswith(".py") and (
                Path(path_part).is_absolute() or ".." in Path(path_part).parts)):
            raise CorpusError(f"{where}: kernel is package.module:function or a path inside the repository, "
                              f"path.py:function")
        configs = item.get("configs")
        if configs is not None and configs != "all":
            configs = _strings(configs, f"{where}: configs")
        targets = _strings(item["targets"], f"{where}: targets")
        if not targets or any(t not in ("cuda:90", "cuda:100") for t in targets):
            raise CorpusError(f"{where}: targets must be cuda:90 and/or cuda:100")
        if not isinstance(item.get("slice", False), bool):
            raise CorpusError(f"{where}: slice is true or false")
        bugs = item.get("bugs", [])
        if not isinstance(bugs, list) or not all(
                isinstance(b, dict) and b.keys() == BUG_KEYS and all(isinstance(v, str) and v for v in b.values())
                for b in bugs):
            raise CorpusError(f"{where}: bugs is a list of tables of {sorted(BUG_KEYS)}, each a non-empty string")
        for b in bugs:
            try:
                re.compile(b["match"])
            except re.error as err:
                raise CorpusError(f"{where}: bugs: match {b['match']!r} is no regular expression: {err}") from None
        timeout = item.get("timeout", 600)
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout <= 0:
            raise CorpusError(f"{where}: timeout is a positive number of seconds")
        cases.append(Case(source, item["id"], kernel, targets, configs,
                          _strings(item.get("args", []), f"{where}: args"), str(item.get("launch", "")),
                          item.get("slice", False), float(timeout),
                          tuple((b["rule"], b["match"], b["why"]) for b in bugs)))
    return cases


def load_corpus(folder: Path = CORPUS) -> list[Case]:
    files = sorted(folder.glob("*.toml"))
    if not files:
        raise CorpusError(f"{folder}: no corpus manifests (*.toml)")
    cases = [case for path in files for case in load_manifest(path)]
    seen: dict[tuple[str, str], str] = {}
    for case in cases:
        key = (case.source.name, case.id)
        if key in seen and seen[key] != case.source.manifest:
            raise CorpusError(f"{case.source.manifest}: case {case.id!r} of source {case.source.name!r} is also in "
                              f"{seen[key]}")
        seen[key] = case.source.manifest
    return cases


@contextlib.contextmanager
def source_env(source: Source):
    saved = {k: os.environ.get(k) for k, _ in source.env}
    os.environ.update(dict(source.env))
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def trace_options(case: Case, target: str, config: str | None = None) -> dict:
    """The case's ``passlab trace`` arguments parsed by trace's own click command (``config`` goes
    before the case's own arguments, as on a command line: a ``--config`` among them wins)."""
    from passlab.commands.trace import command
    chosen = ["--config", config] if config else []
    ctx = command.make_context("trace", [case.kernel_ref(), *chosen, *case.args, "--target", target],
                               resilient_parsing=False)
    return ctx.params


# trace's own options that are not the request's (passlab.commands.trace.command)
TRACE_ONLY = ("kernel", "out", "timeout", "as_json", "keep_raw", "all_configs", "autotune_config", "jobs", "html",
              "cluster", "no_cache")


def trace_request(case: Case, target: str, config: str | None = None):
    """The ``CompileRequest`` ``passlab trace`` builds from the case's arguments for one entry."""
    from passlab.commands.common import build_request
    params = trace_options(case, target, config)
    if params.get("autotune_config") is not None:
        params["config"] = f"autotune{params['autotune_config']}"
    return build_request(params["kernel"], **{k: v for k, v in params.items() if k not in TRACE_ONLY})


def autotune_configs(case: Case, target: str, pool=None) -> list[str]:
    """Every ``@triton.autotune`` config of the kernel, as a launch on ``target`` would see them (the
    loader answers the library's device queries for the target); in a warm worker of ``pool``."""
    from passlab.capture.autotune import list_autotune_configs
    with source_env(case.source):
        return [c["name"] for c in list_autotune_configs(trace_request(case, target), case.timeout, pool=pool)]


def expand(case: Case, max_configs: int | None = None, pool=None) -> list[Entry]:
    """One entry per (config, target); with ``max_configs``, at most that many configs per target,
    spread evenly over the list (the first and the last kept), the same ones on every run."""
    entries = []
    for target in case.targets:
        if case.configs == "all":
            configs = autotune_configs(case, target, pool)
        else:
            configs = list(case.configs) if case.configs else [None]
        if max_configs and len(configs) > max_configs:
            step = (len(configs) - 1) / max(max_configs - 1, 1)
            configs = [configs[round(i * step)] for i in range(max_configs)] if max_configs > 1 else configs[:1]
        entries.extend(Entry(case, config, target) for config in configs)
    return entries


def _manifest(out: Path) -> dict:
    try:
        return json.loads((out / "manifest.json").read_text())
    except (OSError, ValueError):
        return {}


# Per-block shared memory a launch may use (cudaDevAttrMaxSharedMemoryPerBlockOptin of an H200 / B200).
SHARED_LIMIT = {"cuda:90": 232448, "cuda:100": 232448}


def autotuner_skips(entry: Entry, manifest: dict) -> str:
    """Why Triton's autotuner drops this @triton.autotune config at every launch with the case's
    arguments, or "". Triton 3.6 ``Autotuner._bench`` catches ``OutOfResources`` (the launcher raises
    it when the compiled kernel's shared bytes exceed the device's), ``CompileTimeAssertionFailure``
    (a ``tl.static_assert`` of the kernel rejects the config) and ``PTXASError``, and benchmarks the
    config as infinitely slow. Such a config is not a correct kernel to hold the checks to."""
    if not (entry.config or "").startswith("autotune"):
        return ""
    shared = (manifest.get("metadata") or {}).get("shared")
    if isinstance(shared, int) and shared > SHARED_LIMIT[entry.target]:
        return (f"needs {shared} bytes of shared memory, over the {SHARED_LIMIT[entry.target]} a block may use: "
                f"the launch raises OutOfResources and the autotuner skips the config")
    outcome = manifest.get("outcome") or {}
    kind = outcome.get("exception_type") or ""
    if kind in ("CompileTimeAssertionFailure", "PTXASError"):
        lines = [line.strip() for line in (outcome.get("message") or "").splitlines() if line.strip() not in ("", "^")]
        return f"{kind} (the autotuner skips the config): {lines[-1] if lines else ''}"
    return ""


def finding_row(f) -> dict:
    return {"rule": f.rule, "stage": f.stage, "message": f.message, "line": f.line}


def last_line(text: str | None) -> str:
    """The last line of a message that says something (not a caret under a source line)."""
    lines = [line.strip() for line in (text or "").strip().splitlines() if line.strip() and line.strip() != "^"]
    return lines[-1] if lines else ""


def traced_result(entry: Entry, out: Path, traced) -> Result | None:
    """The entry's result when its trace says it all (a refused request, a failed compile, a config
    the autotuner skips); None when the trace compiled and is to be checked (``check_entry``).
    ``traced`` is what ``sweep.traces.trace_sweep`` made of the entry: a ``Trace`` or a ``PasslabError``.
    The reasons read as the ``passlab trace`` command's: its error line, or the outcome's last line."""
    case = entry.case
    result = Result(entry.name, case.kernel, entry.config, entry.target, "checked")
    if not hasattr(traced, "manifest"):
        result.outcome, result.why = "trace-failed", last_line(f"passlab: error: {traced.message}") or "exit 2"
        return result
    manifest = traced.manifest
    result.seconds = round(float(manifest.get("wall_seconds") or 0.0), 1)
    if (manifest.get("outcome") or {}).get("code") == "ok":
        return None
    result.outcome, result.why = "trace-failed", last_line((manifest.get("outcome") or {}).get("message")) or "exit 1"
    skip = autotuner_skips(entry, manifest)
    if skip:
        result.outcome, result.why = "autotuner-skips", skip
    return result


def check_entry(entry: Entry, out: Path, seconds: float, mutants: bool = False, mutant_cap: int = 3) -> Result:
    """Check a trace that compiled (in a worker process of the runner: the checks are Python)."""
    from passlab.checks import run_checks
    from passlab.checks.findings import Severity
    case = entry.case
    result = Result(entry.name, case.kernel, entry.config, entry.target, "checked", seconds=seconds)
    skip = autotuner_skips(entry, _manifest(out))
    report = run_checks(out)
    if skip:
        # Triton refuses this config at launch; SMEM001 saying so is a true finding, not a false error
        result.outcome, result.why = "autotuner-skips", skip
        result.confirmed = sorted({f.rule for f in report.findings if f.severity is Severity.ERROR})
        return result
    for f in report.findings:
        if f.severity is Severity.ERROR:
            why = case.known_bug(f.rule, f.message)
            (result.known if why else result.errors).append(dict(finding_row(f), why=why) if why else finding_row(f))
        elif f.severity is Severity.WARNING:
            (result.actionable if actionable(f.rule, f.message) else result.warnings).append(finding_row(f))
        else:
            result.notes[f.rule] = result.notes.get(f.rule, 0) + 1
    if mutants:
        from passlab.checks.seeded import judge_all
        result.mutants = [v.to_json() for v in judge_all(out, max_per_class=mutant_cap)]
        result.seeded = True
    return result


def rule_table(results: list[Result]) -> dict[str, dict]:
    """Per rule: false errors and warnings on the corpus, notes, seeded defects it detected, precision."""
    table: dict[str, dict] = defaultdict(lambda: {"false_errors": 0, "false_warnings": 0, "actionable_warnings": 0,
                                                   "known_bug_errors": 0, "notes": 0,
                                                   "mutants_detected": 0, "refused_configs_caught": 0})
    for r in results:
        for f in r.errors:
            table[f["rule"]]["false_errors"] += 1
        for f in r.warnings:
            table[f["rule"]]["false_warnings"] += 1
        for f in r.actionable:
            table[f["rule"]]["actionable_warnings"] += 1
        for f in r.known:
            table[f["rule"]]["known_bug_errors"] += 1
        for rule, n in r.notes.items():
            table[rule]["notes"] += n
        for m in r.mutants:
            for rule in m.get("new_errors", []):
                table[rule]["mutants_detected"] += 1
        for rule in r.confirmed:
            table[rule]["refused_configs_caught"] += 1
    for row in table.values():
        wrong = row["false_errors"] + row["false_warnings"]
        hits = row["mutants_detected"] + row["refused_configs_caught"] + row["known_bug_errors"]
        row["precision"] = round(hits / (hits + wrong), 3) if hits + wrong else None
    return dict(sorted(table.items()))


def mutant_table(results: list[Result]) -> dict[str, dict]:
    """Per seeded defect class (passlab/checks/seeded) and target: mutants, detected (a new error at
    the mutated stage), rate, and why the others were not (their reason categories)."""
    from passlab.checks.seeded import CLASSES
    rows: dict[str, dict] = {}
    for r, m in ((r, m) for r in results for m in r.mutants):
        sm = "sm" + r.target.split(":")[1]
        row = rows.setdefault(f"{m['class']} {sm}", {"sites": 0, "detected": 0, "warning_only": 0, "why_not": Counter()})
        row["sites"] += 1
        row["detected"] += m["detected"]
        row["warning_only"] += bool(not m["detected"] and m["new_warnings"])
        if not m["detected"]:
            row["why_not"][m["reason"].split(":", 1)[0] or "unexplained"] += 1
    for row in rows.values():
        row["rate"] = round(row["detected"] / row["sites"], 4)
        row["why_not"] = dict(row["why_not"].most_common())
    return {key: rows[key] for c in CLASSES for key in (f"{c} sm90", f"{c} sm100") if key in rows}


def result_from_row(row) -> Result:
    """One saved result line's ``Result``; ValueError when it is not one (a key missing or
    unknown, a value of the wrong type)."""
    if not isinstance(row, dict) or row.keys() - ROW_TYPES.keys():
        raise ValueError("not a result")
    for key, value in row.items():
        if not isinstance(value, ROW_TYPES[key]) or (key == "seconds" and isinstance(value, bool)):
            raise ValueError(f"{key}: {type(value).__name__}")
    if row.get("outcome") not in OUTCOMES or not TARGET_RE.fullmatch(row.get("target", "")):
        raise ValueError("not a result")
    findings = [f for key in ("errors", "warnings", "actionable", "known") for f in row.get(key, [])]
    if not all(_typed(f, FINDING_TYPES) for f in findings) or not all(
            _typed(m, MUTANT_TYPES) and _all_str(m["new_errors"]) and _all_str(m["new_warnings"])
            for m in row.get("mutants", [])):
        raise ValueError("a finding or mutant that is not one")
    notes = row.get("notes", {})
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in notes.values()) or \
            not _all_str(notes) or not _all_str(row.get("confirmed", [])):
        raise ValueError("notes or confirmed: not rule names and counts")
    try:
        return Result(**row)
    except TypeError:   # a key missing
        raise ValueError("not a result") from None


def _typed(item, types: dict) -> bool:
    """``item`` is a dict holding each key of ``types`` with a value of its type."""
    return isinstance(item, dict) and all(isinstance(item.get(k), t) for k, t in types.items())


def _all_str(values) -> bool:
    return all(isinstance(v, str) for v in values)


# how json.dumps(asdict(result)) starts each line: {"entry": "triton_tutorials/01-add_kernel/default/sm90", ...
LINE_START = b'{"entry": "'
ENTRY_RE = re.compile(rb'^\{"entry": "([^"\\]*)"')


def read_results(path: Path) -> tuple[list[Result], bytes]:
    """The results of one ``--save`` file, later lines of an entry replacing earlier ones, and what
    follows its last newline when that is no complete result: the start of a line cut short by a
    kill (``record`` writes the newline last, so every line before the last newline is whole)."""
    try:
        data = path.read_bytes()
    except OSError as err:
        raise CorpusError(f"{path}: {err.strerror}") from None
    cut = data.rfind(b"\n") + 1
    lines, tail = data[:cut].split(b"\n")[:-1], data[cut:]
    if tail.strip():
        try:
            result_from_row(json.loads(tail))
            lines, tail = lines + [tail], b""
        except (ValueError, RecursionError):   # json's errors and UnicodeDecodeError are ValueErrors
            if not (tail.isascii() and tail[:len(LINE_START)] == LINE_START[:len(tail)]):
                lines.append(tail)   # no result line's start either: reported below as what it is
                tail = b""
    by_entry: dict[str, Result] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            result = result_from_row(json.loads(line))
        except (ValueError, RecursionError):   # RecursionError: a line of deeply nested brackets
            binary = b"\0" in line or not line.isascii()
            raise CorpusError(f"{path}:{number}: not a results file of bench/corpus.py --save"
                              f"{' (not text)' if binary else ''}") from None
        by_entry[result.entry] = result
    return list(by_entry.values()), tail


def load_results(paths: list[Path]) -> list[Result]:
    """Results saved by ``--save`` (JSON lines), later lines of an entry replacing earlier ones; a
    last line cut short by a kill is left out (that entry counts as not done: ``--resume`` traces it again)."""
    by_entry: dict[str, Result] = {}
    for path in paths:
        by_entry.update((r.entry, r) for r in read_results(path)[0])
    return list(by_entry.values())


def open_save(path: Path) -> tuple[list[Result], str]:
    """Make the ``--save`` file ready for appending: the results it holds, and a line to say when its
    last line was cut short by a killed run and is dropped (truncated to the last newline; a last line
    that is a complete result only gets its newline). A file that is not a regular file of result
    lines is a CorpusError, before anything is written to it."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise CorpusError(f"--save {path}: not a regular file (results are appended to a file)")
    except FileNotFoundError:
        return [], ""
    except OSError as err:
        raise CorpusError(f"--save {path}: {err.strerror}") from None
    results, tail = read_results(path)
    with path.open("rb+") as out:
        end = out.seek(0, os.SEEK_END)
        if tail:
            out.truncate(end - len(tail))
        elif end:
            out.seek(end - 1)
            if out.read(1) != b"\n":   # the last line is a complete result: only its newline is missing
                out.write(b"\n")
    if not tail.strip():
        return results, ""
    entry = ENTRY_RE.match(tail)
    what = f"the result of {entry.group(1).decode()}" if entry else f"{len(tail)} bytes"
    return results, f"{path}: dropped its last line, cut short by a killed run ({what}); that entry counts as not done"


def select(cases: list[Case], sources: list[str] | None, only_slice: bool, kernels: list[str] | None) -> list[Case]:
    chosen = [c for c in cases if (not sources or c.source.name in sources) and (not only_slice or c.slice)
              and (not kernels or any(k in f"{c.source.name}/{c.id}" for k in kernels))]
    if chosen or not (sources or kernels):
        return chosen
    if sources and not any(c.source.name in sources for c in cases):
        raise CorpusError(f"no case from source(s) {', '.join(sources)}; sources: "
                          f"{', '.join(sorted({c.source.name for c in cases}))}")
    if kernels and not any(k in f"{c.source.name}/{c.id}" for c in cases for k in kernels):
        raise CorpusError(f"no case id contains {' or '.join(kernels)} (see --list)")
    given = [*(f"--source {s}" for s in sources or ()), *(f"--kernel {k}" for k in kernels or ()),
             *(["--slice"] if only_slice else [])]
    raise CorpusError(f"no corpus case matches {' '.join(given)} together (see --list)")


def run_corpus(cases: list[Case], root: Path, jobs: int = 1, mutants: bool = False, mutant_cap: int = 3,
               progress=None, max_configs: int | None = None, save: Path | None = None,
               resume: bool = False, cluster: str | None = None,
               note: Callable[[str], None] | None = None) -> tuple[list[Result], list[str]]:
    """Every entry of ``cases`` (skipping sources whose library is missing); returns the results and
    one line per skipped source. ``save`` gets one JSON line per result as it finishes, so a run that
    is killed keeps what it did (``--from-results`` summarizes such files; ``resume`` skips the entries
    it already holds, but with ``mutants`` traces it again those that were checked without them).
    Before anything runs, a ``save`` that is no results file is a CorpusError, and a last line that a
    killed run cut short is dropped (``open_save``); ``note`` hears a line when that happens.

    The traces run through passlab's sweep engine (``sweep.traces.trace_sweep``), ``jobs`` at a time:
    in warm workers here, one ``WarmPool`` per source (its library, torch and its environment loaded
    once per source, never beside another source's modules), or on the Dask cluster at ``cluster``
    (the source's environment travels with each task). Each trace equals what ``passlab trace``
    writes; the checks run in ``jobs`` worker processes as the traces arrive."""
    from passlab.capture.child import parallel_children
    from passlab.sweep.pool import WarmPool
    from passlab.sweep.traces import trace_sweep

    skipped: list[str] = []
    ready = []
    for case in cases:
        missing = case.source.missing()
        if missing:
            line = f"{case.source.name}: not installed ({', '.join(missing)}): {case.source.install}"
            if line not in skipped:
                skipped.append(line)
        else:
            ready.append(case)

    earlier, said = open_save(save) if save is not None else ([], "")
    if said and note:
        note(said)
    if not resume:
        earlier = []

    # Forked before any thread runs here (the listing's and the sweep's threads come later), from this
    # thread: a fork pool starts its workers in the thread of its first submit, and their parent-death
    # signal (``_worker_signals``) comes when that thread ends.
    checkers = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork"),
                                   initializer=_worker_signals, initargs=(os.getpid(),))
    checkers.submit(int).result()   # all workers start at the first task (a fork pool starts them at once)
    pools: dict[Source, WarmPool] = {}
    lock = threading.Lock()
    results: dict[int, Result] = {}
    checking: list = []
    unlisted: list[Result] = []
    entries: list[Entry] = []

    def listed(case):
        try:
            return expand(case, max_configs, pools[case.source])
        except Exception as err:   # a kernel that does not load is a failed entry, not a crash of the runner
            lines = str(err).strip().splitlines()
            for target in case.targets:
                unlisted.append(Result(f"{case.source.name}/{case.id}/configs/sm{target.split(':')[1]}", case.kernel,
                                       None, target, "trace-failed",
                                       why=f"cannot list configs: {lines[-1] if lines else type(err).__name__}"))
            return []

    def record(res: Result) -> None:
        with lock:
            if save is not None:
                with save.open("a") as out:
                    out.write(json.dumps(asdict(res), default=str) + "\n")

    def finished(index: int, res: Result) -> None:
        record(res)
        with lock:
            results[index] = res
            done = len(results)
        if progress:
            progress(done, len(entries), res)

    def checked(index: int, future) -> None:
        if not future.cancelled() and future.exception() is None:   # else: stopped, or re-raised below
            finished(index, future.result())

    try:
        # Listing a kernel's configs loads it in its source's warm worker (kept for the traces).
        for source in dict.fromkeys(c.source for c in ready):
            pools[source] = WarmPool(jobs)
            with source_env(source), parallel_children(jobs) as threads:   # an interrupt kills the listings
                for found in threads.map(listed, [c for c in ready if c.source == source]):
                    entries.extend(found)
            if cluster:
                pools.pop(source).close()   # the traces run on the cluster
        # --resume --mutants: a saved entry checked without --mutants has no mutant data to show
        unseeded = {r.entry for r in earlier if mutants and r.lacks_mutants}
        done_before = {r.entry for r in earlier} - unseeded
        entries = [e for e in entries if e.name not in done_before]
        again = unseeded & {e.name for e in entries}
        if again and note:
            note(f"{save}: {len(again)} saved entries were checked without --mutants; they are traced again to "
                 f"seed them")
        earlier = [r for r in earlier if r.entry not in again]
        for res in unlisted:
            record(res)

        for source in dict.fromkeys(e.case.source for e in entries):
            indexed = [(i, e) for i, e in enumerate(entries) if e.case.source == source]
            items = [(trace_request(e.case, e.target, e.config), root / f"e{i:04d}") for i, e in indexed]

            def traced(position: int, made, indexed=indexed) -> None:
                index, entry = indexed[position]
                out = root / f"e{index:04d}"
                res = traced_result(entry, out, made)
                if res is not None:
                    finished(index, res)
                    return
                future = checkers.submit(check_entry, entry, out, round(float(made.manifest.get("wall_seconds") or 0), 1),
                                         mutants, mutant_cap)
                future.add_done_callback(lambda f, index=index: checked(index, f))
                checking.append(future)

            with source_env(source):
                trace_sweep(items, jobs, progress=traced, pool=None if cluster else pools[source], cluster=cluster,
                            timeouts=[e.case.timeout for _, e in indexed], carry_env=tuple(k for k, _ in source.env))
            if source in pools:
                pools.pop(source).close()   # this source's modules are done with
        for future in checking:
            future.result()
    except BaseException:
        # Ctrl-C: the sweep killed its compiles; stop the checkers (they ignore SIGINT) before the
        # caller removes the folder they read
        for process in list(getattr(checkers, "_processes", {}).values()):
            process.terminate()
        checkers.shutdown(wait=True, cancel_futures=True)
        raise
    finally:
        for pool in pools.values():
            pool.close()
    checkers.shutdown(wait=True)
    return earlier + unlisted + [results[i] for i in sorted(results)], skipped


def threading_main() -> bool:
    return threading.current_thread() is threading.main_thread()


def _worker_signals(runner: int) -> None:
    """A checker leaves Ctrl-C to the runner; told to stop (SIGTERM), it exits at once (a SystemExit
    would only fail the entry it was checking); it dies with the runner (a SIGKILL leaves no orphan
    checking on under PID 1), as passlab's compile children do."""
    from passlab.capture.child import _die_with_parent
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, lambda *_: os._exit(143))
    _die_with_parent()
    if os.getppid() != runner:   # the runner died before the parent-death signal was set
        os._exit(143)


def print_text(results: list[Result], skipped: list[str], mutants: bool) -> None:
    traced = [r for r in results if r.outcome == "checked"]
    failed = [r for r in results if r.outcome == "trace-failed"]
    refused = [r for r in results if r.outcome == "autotuner-skips"]
    by_target = Counter(r.target for r in traced)
    print(f"\n{len(traced)} entries traced and checked ({', '.join(f'{t}: {n}' for t, n in sorted(by_target.items()))}), "
          f"{len(refused)} configs Triton's autotuner skips, {len(failed)} traces failed, {sum(len(r.errors) for r in traced)} errors, "
          f"{sum(len(r.warnings) for r in traced)} warnings nobody can act on, "
          f"{sum(len(r.actionable) for r in traced)} actionable warnings"
          + (f", {sum(len(r.known) for r in traced)} errors proving known bugs of the sources" if any(
              r.known for r in traced) else ""))
    for line in skipped:
        print(f"skipped {line}")
    for r in failed:
        print(f"TRACE FAILED {r.entry}: {r.why}")
    for r in refused:
        print(f"not a launchable config {r.entry}: {r.why}; errors: {', '.join(r.confirmed) or 'none'}")
    for r in traced:
        for f in r.errors + r.warnings:
            kind = "error" if f in r.errors else "warning"
            print(f"{kind.upper():8s} {r.entry}: [{f['rule']}] {f['stage']}: {f['message']}")
        for f in r.actionable:
            print(f"actionable warning {r.entry}: [{f['rule']}] {f['message']} -> {actionable(f['rule'], f['message'])}")
        for f in r.known:
            print(f"known bug {r.entry}: [{f['rule']}] {f['stage']}: {f['message']} -> {f.get('why', '')}")
    table = rule_table(results)
    print(f"\n{'rule':10s} {'false errors':>12s} {'false warnings':>15s} {'notes':>6s} {'mutants caught':>15s} "
          f"{'refused caught':>15s} {'known bugs':>11s} {'precision':>10s}")
    for rule, row in table.items():
        precision = "-" if row["precision"] is None else f"{row['precision']:.3f}"
        print(f"{rule:10s} {row['false_errors']:12d} {row['false_warnings']:15d} {row['notes']:6d} "
              f"{row['mutants_detected']:15d} {row['refused_configs_caught']:15d} {row['known_bug_errors']:11d} "
              f"{precision:>10s}")
    if mutants:
        print(f"\n{'seeded defect class':36s} {'sites':>6s} {'detected':>9s} {'rate':>7s}  why not")
        for cls, row in mutant_table(results).items():
            why = ", ".join(f"{n} {reason}" for reason, n in row["why_not"].items())
            print(f"{cls:36s} {row['sites']:6d} {row['detected']:9d} {row['rate']:7.1%}  {why}")
        survivors = [(r.entry, m) for r in results for m in r.mutants if not m["detected"]]
        for entry, m in survivors:
            print(f"  survived {entry} {m['class']} ({m['description']}): {m['reason']}")


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))
    if threading_main():
        # started in the background, a shell hands SIGINT over ignored; Ctrl-C must still stop the run
        signal.signal(signal.SIGINT, signal.default_int_handler)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", action="append", help="only this source (repeatable), e.g. triton_tutorials")
    parser.add_argument("--kernel", action="append", help="only cases whose source/id contains this text")
    parser.add_argument("--slice", action="store_true", help="only the CI slice (cases with slice = true)")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="traces at once (default 1)")
    parser.add_argument("--max-configs", type=int, default=None, metavar="N",
                        help="at most N configs per case and target, spread over its list (default: every config)")
    parser.add_argument("--mutants", action="store_true", help="also seed defects into each trace")
    parser.add_argument("--mutant-cap", type=int, default=3, help="mutants per class per trace (default 3)")
    parser.add_argument("--keep", type=Path, default=None,
                        help="keep the traces under this folder (in a run-<time> folder of their own; each "
                             "entry's trace manifest names its kernel and config)")
    parser.add_argument("--list", action="store_true", help="list the cases and exit")
    parser.add_argument("--save", type=Path, default=None, metavar="FILE",
                        help="append one JSON line per result to FILE as each finishes")
    parser.add_argument("--resume", action="store_true",
                        help="skip the entries already in the --save FILE (continue a run that was killed)")
    parser.add_argument("--from-results", type=Path, nargs="+", default=None, metavar="FILE",
                        help="trace nothing: summarize results saved with --save (several runs may be joined)")
    parser.add_argument("--cluster", default=None, metavar="ADDRESS",
                        help="trace on the Dask scheduler at ADDRESS (tcp://HOST:8786; default $PASSLAB_CLUSTER, "
                             "else warm workers on this machine); the checks run here")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    if args.resume and args.save is None:
        parser.error("--resume continues the run saved in --save FILE; give --save")
    if args.jobs < 1 or (args.max_configs is not None and args.max_configs < 1) or args.mutant_cap < 1:
        parser.error("--jobs, --max-configs and --mutant-cap must be at least 1")
    try:
        cases = select(load_corpus(), args.source, args.slice, args.kernel)
        saved = load_results(args.from_results) if args.from_results else None
    except CorpusError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if saved is not None:
        if args.source or args.kernel:
            chosen = {f"{c.source.name}/{c.id}/" for c in cases}
            saved = [r for r in saved if any(r.entry.startswith(prefix) for prefix in chosen)]
        mutated = any(r.mutants for r in saved)
        if args.json:
            print(json.dumps({"rules": rule_table(saved), "mutants": mutant_table(saved) if mutated else None,
                              "results": [asdict(r) for r in saved]}, indent=1, default=str))
        else:
            print_text(saved, [], mutated)
        return 1 if any(r.outcome == "trace-failed" or r.errors or r.warnings for r in saved) else 0
    from passlab import settings
    from passlab.errors import PasslabError
    cluster = args.cluster or settings.cluster_address()
    if args.save is not None and (args.save.is_dir() or not args.save.parent.is_dir()):
        print(f"error: --save {args.save}: not a file in an existing folder", file=sys.stderr)
        return 2
    if args.save is not None and args.save.exists() and not args.save.is_file():   # reading a FIFO would wait
        print(f"error: --save {args.save}: not a regular file (results are appended to a file)", file=sys.stderr)
        return 2
    if args.list:
        for c in cases:
            print(f"{c.source.name}/{c.id}  {c.kernel}  {','.join(c.targets)}  configs={c.configs or 'default'}"
                  f"{'  [slice]' if c.slice else ''}")
        return 0
    if cluster:
        from passlab.sweep.cluster import check_scheduler
        try:
            check_scheduler(cluster)   # before the listing: its kernels load for a while first
        except PasslabError as err:
            print(f"error: {err.message}", file=sys.stderr)
            return 2

    def progress(done, total, res):
        status = res.outcome if res.outcome != "checked" else (
            f"{len(res.errors)} errors, {len(res.warnings)} warnings, {len(res.actionable)} actionable"
            + (f", {len(res.known)} proving known bugs" if res.known else "")
            if res.errors or res.warnings or res.actionable or res.known else "clean")
        print(f"[{done}/{total}] {res.entry}: {status} ({res.seconds} s)", file=sys.stderr, flush=True)

    started = time.perf_counter()
    with contextlib.ExitStack() as stack:
        if args.keep is not None:   # a folder of its own per run: a rerun never reads an old trace
            args.keep.mkdir(parents=True, exist_ok=True)
            root = Path(tempfile.mkdtemp(prefix=time.strftime("run-%Y%m%d-%H%M%S-"), dir=args.keep))
        else:
            root = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="passlab-corpus-",
                                                                        ignore_cleanup_errors=True)))
        try:
            results, skipped = run_corpus(cases, root, args.jobs, args.mutants, args.mutant_cap, progress,
                                          args.max_configs, args.save, args.resume, cluster,
                                          note=lambda line: print(f"note: {line}", file=sys.stderr, flush=True))
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            return 130
        except CorpusError as err:   # a --save file that is no results file
            print(f"error: {err}", file=sys.stderr)
            return 2
        except PasslabError as err:   # a cluster that cannot be reached
            print(f"error: {err.message}", file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps({"seconds": round(time.perf_counter() - started), "skipped": skipped,
                          "rules": rule_table(results),
                          "mutants": mutant_table(results) if args.mutants else None,
                          "results": [asdict(r) for r in results]}, indent=1, default=str))
    else:
        print_text(results, skipped, args.mutants)
        print(f"\n{len(results)} entries in {time.perf_counter() - started:.0f} s")
    bad = any(r.outcome == "trace-failed" or r.errors or r.warnings for r in results)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
