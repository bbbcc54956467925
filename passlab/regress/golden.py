"""Goldens of a trace's stages: write them once, compare later compiles against them.

A golden is one folder per kernel/config (a *case*)::

    case.json                    what was compiled, how it ended, which stages ran
    N-<Stage>.summary.json       partitions/warps, buffers, barriers, SMEM/TMEM, op histogram
    N-<Stage>.mlir               the stage's IR, normalized (SSA renumbered, no locations)

Everything in it must be byte-stable across runs on the same Triton: no absolute paths, no
timestamps, no addresses. A mismatch reads summaries first (what a person wants to see: "the
buffers went from 3 to 4 copies"), then the IR diff that explains it.

Triton 3.6's nvgpu-warp-specialization is not deterministic in one respect: it emits some
independent ops in an order that follows heap addresses (ASLR, the length of the trace path). IR
goldens compare up to that order (``ir_equivalent``, ``passlab.diff.reorder``); summaries compare
exactly.

Goldens are per Triton version: the case folder holds the golden of the version its case.json
records (none recorded: 3.6.0), ``triton-<version>/`` subfolders the others, and a compile is
compared only with its own version's golden (see docs/goldens.md).
"""

from __future__ import annotations

import difflib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from passlab.capture.stages import STAGE_NAMES
from passlab.capture.trace import Trace
from passlab.disk import file_above, write_atomic
from passlab.errors import PasslabError, TraceError

CASE_FILE = "case.json"
# Goldens made before goldens were per version record no version (or were all made with 3.6.0).
LEGACY_VERSION = "3.6.0"
# The golden of another Triton version lives in a subfolder of the case folder: triton-3.9.0/
VERSION_DIR_PREFIX = "triton-"
# A Triton version as case.json records it (untrusted): 3.6.0, 3.9.0, 3.6.0+fb.beta, 3.7.0rc1
VERSION_RE = re.compile(r"^[0-9][0-9A-Za-z.+_-]{0,63}$")
SUMMARY_SUFFIX = ".summary.json"
IR_SUFFIX = ".mlir"
GOLDEN_SCHEMA = 1

# Metadata keys of the compiled kernel that say something about its resources. The rest
# (e.g. "target" as a repr, "name") repeats case.json or is not stable across versions of passlab.
METADATA_KEYS = ("num_warps", "num_ctas", "num_stages", "shared", "tmem_size")

# An absolute path inside a message, e.g. an assertion from the wheel's build tree:
#   "/project/third_party/nvidia/hopper/lib/Transforms/WarpSpecialization/WSLowerToken.cpp:73"
ABS_PATH_RE = re.compile(r"(?<![\w.])/(?:[\w.+-]+/)+(?P<base>[\w.+-]+)")


class GoldenError(PasslabError):
    """A golden directory that cannot be compared (missing, or not a golden)."""

    exit_code = 2


def stage_file_stem(stage: str) -> str:
    """``3-DataPartition``: numbered so that ``ls`` lists stages in pipeline order."""
    return f"{STAGE_NAMES.index(stage) + 1}-{stage}"


def _scrub(text: str | None) -> str | None:
    return ABS_PATH_RE.sub(lambda m: m.group("base"), text) if text else text


def describe_case(trace: Trace) -> dict:
    """The case.json content: what was compiled and which stages ran (no paths, no times)."""
    manifest = trace.manifest
    kernel = manifest.get("kernel", {})
    outcome = manifest.get("outcome", {})
    assertion = outcome.get("assertion") or None
    metadata = manifest.get("metadata") or {}
    return {
        "schema": GOLDEN_SCHEMA,
        "kernel": kernel.get("name"),
        "config": kernel.get("config"),
        "overrides": kernel.get("overrides", {}),
        "target": manifest.get("target"),
        "triton_version": manifest.get("triton_version"),
        "params": kernel.get("params", {}),
        "outcome": {
            "code": outcome.get("code"),
            "failing_pass": outcome.get("failing_pass"),
            "assertion": ({k: assertion.get(k) for k in ("file", "line", "expr")} if assertion else None),
        },
        "metadata": {k: metadata[k] for k in METADATA_KEYS if k in metadata},
        "stages": {name: {"status": entry["status"], "reason": _scrub(entry.get("reason"))}
                   for name, entry in trace.stages.items()},
    }


# What a golden summary holds: a fixed projection of ``StageSummary.to_json()``, so that a new
# summary field does not invalidate every golden, and positions (snapshot line, kernel source
# line) that move when unrelated code moves stay out, as locations stay out of the IR.
SUMMARY_FIELDS = ("num_warps", "total_warps", "shared_bytes", "tmem_columns", "smem_bytes", "tmem_bytes",
                  "barrier_count", "partitions", "tasks", "buffers", "barrier_inits")
PARTITION_FIELDS = ("name", "warps", "ops", "tasks", "registers")
BUFFER_FIELDS = ("kind", "shape", "copies", "element", "bytes", "where", "offset")  # arrivals: barrier_inits
HISTOGRAM_DIALECTS = ("ttg", "ttng", "nvws")  # the op histogram: the dialects WS and SWP rewrite


def golden_summary(summary: dict) -> dict:
    """The golden projection of a ``StageSummary.to_json()`` dict."""
    golden = {key: summary.get(key) for key in SUMMARY_FIELDS}
    golden["partitions"] = [{k: p.get(k) for k in PARTITION_FIELDS} for p in summary.get("partitions", [])]
    golden["buffers"] = [{k: b.get(k) for k in BUFFER_FIELDS} for b in summary.get("buffers", [])]
    golden["ops"] = {name: count for name, count in sorted(summary.get("ops", {}).items())
                     if name.split(".", 1)[0] in HISTOGRAM_DIALECTS}
    return golden


def stage_golden(ir_text: str) -> tuple[str, str]:
    """(summary JSON text, normalized IR text) of one stage's IR."""
    from passlab.ir import parse_module
    from passlab.diff.normalize import normalize_text
    from passlab.graphs.summary import summarize

    summary = golden_summary(summarize(parse_module(ir_text)).to_json())
    return golden_json(summary), normalize_text(ir_text)


def golden_json(value) -> str:
    """JSON laid out for line diffs: one top-level key per line, then one list item or one
    mapping entry per line (a buffer that changed is one changed line)."""
    return _layout(value, 0) + "\n"


def _layout(value, depth: int) -> str:
    if depth >= 2 or not isinstance(value, (dict, list)) or not value:
        return json.dumps(value)
    pad = " " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(str(k))}: {_layout(v, depth + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
    items = [f"{pad}{_layout(v, depth + 1)}" for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * depth + "]"


def render_golden(trace: Trace) -> dict[str, str]:
    """Every golden file of ``trace`` by name, in report order: case, summaries, then IR."""
    case = describe_case(trace)
    files = {CASE_FILE: golden_json(case)}
    irs: dict[str, str] = {}
    for stage in STAGE_NAMES:
        if trace.stages[stage]["status"] != "ran":
            continue
        snapshot = trace.stage_snapshot(stage)
        try:
            summary, ir = stage_golden(snapshot.read_text())
        except PasslabError as exc:  # e.g. ParseError: say which stage's snapshot it was
            raise GoldenError(f"stage {stage}: cannot summarize {snapshot}: {exc.message}") from None
        stem = stage_file_stem(stage)
        files[stem + SUMMARY_SUFFIX] = summary if summary.endswith("\n") else summary + "\n"
        irs[stem + IR_SUFFIX] = ir
    files.update(irs)
    return files


# Every name a golden file can have: a closed set, so passlab never reads, compares or removes
# a file in a golden folder that it could not have written (a user's lit test, a README).
GOLDEN_FILE_NAMES = frozenset([CASE_FILE] + [stage_file_stem(s) + suffix for s in STAGE_NAMES
                                             for suffix in (SUMMARY_SUFFIX, IR_SUFFIX)])


def _read_golden_file(path: Path) -> str:
    """A stored golden file as text; bytes that are not UTF-8 show up as U+FFFD (and so as a diff)."""
    return path.read_bytes().decode("utf-8", errors="replace")


def _stored_files(case_dir: Path) -> dict[str, Path]:
    return {name: case_dir / name for name in sorted(GOLDEN_FILE_NAMES)
            if (case_dir / name).is_file() and not (case_dir / name).is_symlink()}


def ir_equivalent(golden: str, current: str) -> bool:
    """The same IR up to the order of independent ops (``passlab.diff.reorder``): what Triton 3.6's
    WS pass varies from one compile to the next. Rewiring a value (a wait on another barrier)
    is a change."""
    if golden == current:
        return True
    from passlab.diff.reorder import same_up_to_reordering
    return same_up_to_reordering(golden, current)


def _same(name: str, golden: str, current: str) -> bool:
    if name.endswith(IR_SUFFIX):
        return ir_equivalent(golden, current)
    if name == CASE_FILE and golden != current:
        current = _as_legacy_case(golden, current)
    return golden == current


def _as_legacy_case(golden: str, current: str) -> str:
    """``current`` without its triton_version when the stored case.json has none (a golden made
    before versions were recorded, which counts as LEGACY_VERSION's): that key is not a change."""
    try:
        stored, case = json.loads(golden), json.loads(current)
    except ValueError:
        return current
    if (isinstance(stored, dict) and "triton_version" not in stored and isinstance(case, dict)
            and case.get("triton_version") == LEGACY_VERSION):
        case.pop("triton_version")
        return golden_json(case)
    return current


class GoldenMissing(GoldenError):
    """The case has goldens, but none of the Triton version that compiled the trace."""

    def __init__(self, case_dir: Path, version: str, available: list[str]):
        have = ", ".join(available) or "none"
        super().__init__(f"no golden for Triton {version} in {case_dir} (goldens for Triton {have}); "
                         f"create it with 'pytest --passlab-update --passlab-triton {version}' or "
                         f"'passlab snapshot KERNEL -o {case_dir} --python <a Python with Triton {version}>'")
        self.case_dir, self.version, self.available = case_dir, version, available


def trace_version(trace: Trace) -> str:
    """The Triton version that compiled ``trace`` (its manifest's; 3.6.0 when it records none)."""
    version = trace.manifest.get("triton_version")
    return version if isinstance(version, str) and VERSION_RE.match(version) else LEGACY_VERSION


def case_version(folder: Path) -> str:
    """The Triton version a golden folder's case.json records; LEGACY_VERSION when it records none."""
    try:
        case = json.loads(_read_golden_file(folder / CASE_FILE))
    except (OSError, ValueError):
        raise GoldenError(f"{folder / CASE_FILE} is not readable JSON") from None
    version = case.get("triton_version") if isinstance(case, dict) else None
    if version is None:
        return LEGACY_VERSION
    if not isinstance(version, str) or not VERSION_RE.match(version):
        raise GoldenError(f"{folder / CASE_FILE}: triton_version {str(version)[:40]!r} is not a version")
    return version


def golden_versions(case_dir: str | Path) -> dict[str, Path]:
    """Every Triton version with a golden in ``case_dir``, and the folder that holds it.

    The case folder itself holds the golden of the version its case.json names (goldens made before
    versions were recorded count as 3.6.0); ``triton-<version>/`` subfolders hold the others.
    """
    case_dir = Path(case_dir)
    found: dict[str, Path] = {}
    if (case_dir / CASE_FILE).is_file() and not case_dir.is_symlink():
        found[case_version(case_dir)] = case_dir
    if case_dir.is_dir() and not case_dir.is_symlink():
        for sub in sorted(case_dir.iterdir()):
            if (sub.name.startswith(VERSION_DIR_PREFIX) and sub.is_dir() and not sub.is_symlink()
                    and (sub / CASE_FILE).is_file()):
                version = sub.name[len(VERSION_DIR_PREFIX):]
                if case_version(sub) != version:
                    raise GoldenError(f"{sub / CASE_FILE} records Triton {case_version(sub)}, not {version}")
                found.setdefault(version, sub)
    return found


def version_folder(case_dir: str | Path, version: str) -> Path:
    """Where the golden of Triton ``version`` is (or goes) in ``case_dir``: the case folder when it holds
    that version's golden or none yet, else its ``triton-<version>/`` subfolder."""
    case_dir = Path(case_dir)
    if not VERSION_RE.match(version):
        raise GoldenError(f"Triton version {version[:40]!r} cannot name a golden folder")
    existing = golden_versions(case_dir)
    if version in existing:
        return existing[version]
    if not (case_dir / CASE_FILE).is_file():
        return case_dir
    return case_dir / f"{VERSION_DIR_PREFIX}{version}"


def check_golden_path(case_dir: Path) -> None:
    """GoldenError naming ``case_dir`` when no golden folder can be there: it is a file, or a folder above
    it is. Said before anything reads or writes, not as "no golden here" or an OSError from ``mkdir``."""
    if case_dir.exists() and not case_dir.is_dir():
        raise GoldenError(f"the golden path {case_dir} is a file, not a folder (give the golden's folder)")
    blocker = file_above(case_dir)
    if blocker is not None:
        raise GoldenError(f"the golden path {case_dir} lies under {blocker}, which is a file, not a folder")


def check_golden_target(case_dir: Path) -> None:
    """GoldenError unless ``case_dir`` is absent, an empty folder, or a golden (it holds case.json).

    A folder of other files (a trace's snapshots, a user's lit tests) is never written into:
    a later update would have to tell its files from ours.
    """
    if case_dir.is_symlink():
        raise GoldenError(f"{case_dir} is a symbolic link; give the real golden folder")
    check_golden_path(case_dir)
    if not case_dir.exists():
        return
    if (case_dir / CASE_FILE).is_file():
        return
    if any(case_dir.iterdir()):
        raise GoldenError(f"{case_dir} holds files passlab did not write (no {CASE_FILE}); "
                          "choose a new or empty folder for the golden")


def write_golden(trace: Trace, case_dir: str | Path, allow_failure: bool = False) -> list[Path]:
    """(Re)write the golden of ``trace`` into ``case_dir``; its stage files that no longer apply go.

    Refuses a trace whose compile failed unless ``allow_failure`` (the failure is what the test
    guards): a golden of a compile that failed on a typo would keep the test green. Only names of
    ``GOLDEN_FILE_NAMES`` are ever removed, and only from a folder that already is a golden.
    """
    case_dir = Path(os.path.normpath(case_dir))  # "a/b/../g" must not create a/b on the way
    outcome = trace.outcome
    if not outcome.ok and not allow_failure:
        first = outcome.message.splitlines()[0] if outcome.message else ""
        raise GoldenError(f"the compile failed ({outcome.code.value}: {first}); no golden written. "
                          "If this failure is what the golden guards, allow it "
                          "(passlab snapshot --allow-failure, assert_matches_golden(..., allow_failure=True))")
    check_golden_target(case_dir)
    case_dir = version_folder(case_dir, trace_version(trace))
    check_golden_target(case_dir)
    rendered = render_golden(trace)
    is_golden = (case_dir / CASE_FILE).is_file()
    case_dir.mkdir(parents=True, exist_ok=True)
    if is_golden:
        for name, old in _stored_files(case_dir).items():
            if name not in rendered:
                old.unlink()
    written = []
    for name, text in rendered.items():
        path = case_dir / name
        # An equivalent file is kept as it is, so regenerating does not churn the goldens; a symlink
        # in its place is replaced by the file (write_atomic renames over the link, never through it).
        if path.is_symlink() or not path.is_file() or not _same(name, _read_golden_file(path), text):
            write_atomic(path, text)
        written.append(path)
    return written


@dataclass(frozen=True)
class FileDiff:
    """One golden file that differs: ``kind`` is changed, missing (no longer produced) or new."""

    name: str
    kind: str
    diff: str

    @property
    def is_ir(self) -> bool:
        return self.name.endswith(IR_SUFFIX)


@dataclass
class GoldenComparison:
    """The result of comparing a trace with a golden directory."""

    case_dir: Path
    diffs: list[FileDiff] = field(default_factory=list)
    version: str = LEGACY_VERSION                              # the Triton version compared
    versions: list[str] = field(default_factory=list)          # every version with a golden here

    @property
    def ok(self) -> bool:
        return not self.diffs

    def report(self, max_ir_lines: int = 120) -> str:
        """The mismatch as text: case and summary diffs in full, then IR diffs (each cut to
        ``max_ir_lines``), then how to accept the change."""
        if self.ok:
            return f"golden {self.case_dir} (Triton {self.version}): matches"
        names = ", ".join(d.name for d in self.diffs)
        lines = [f"golden {self.case_dir} (Triton {self.version}) does not match the current compile "
                 f"({len(self.diffs)} file(s): {names})"]
        for diff in sorted(self.diffs, key=lambda d: d.is_ir):  # stable: summaries before IR
            lines.append("")
            if diff.is_ir:
                body = diff.diff.splitlines()
                if len(body) > max_ir_lines:
                    body = body[:max_ir_lines] + [f"... ({len(body) - max_ir_lines} more diff lines)"]
                lines.extend(body)
            else:
                lines.append(diff.diff.rstrip("\n"))
        lines.append("")
        lines.append("If the change is intended, regenerate with: pytest --passlab-update "
                     "(or: passlab snapshot KERNEL -o DIR)")
        return "\n".join(lines)


def compare_golden(trace: Trace, case_dir: str | Path) -> GoldenComparison:
    """Compare ``trace`` with the golden of its Triton version in ``case_dir``; GoldenError when there
    is no golden, GoldenMissing when there are goldens but none of that version (another version's
    golden is never compared: every pass may differ)."""
    case_dir = Path(case_dir)
    check_golden_path(case_dir)
    versions = golden_versions(case_dir)
    if not versions:
        raise GoldenError(f"no golden at {case_dir} (no {CASE_FILE}); create it with "
                          "'pytest --passlab-update' or 'passlab snapshot KERNEL -o DIR'")
    version = trace_version(trace)
    if version not in versions:
        raise GoldenMissing(case_dir, version, sorted(versions))
    case_dir = versions[version]
    rendered = render_golden(trace)
    stored = {name: _read_golden_file(path) for name, path in _stored_files(case_dir).items()}
    comparison = GoldenComparison(case_dir, version=version, versions=sorted(versions))
    for name in list(rendered) + [n for n in stored if n not in rendered]:
        old, new = stored.get(name), rendered.get(name)
        if old is not None and new is not None and _same(name, old, new):
            continue
        kind = "changed" if old is not None and new is not None else ("new" if old is None else "missing")
        diff = "".join(difflib.unified_diff(
            (old or "").splitlines(keepends=True), (new or "").splitlines(keepends=True),
            fromfile=f"golden/{name}" if old is not None else "/dev/null",
            tofile=f"current/{name}" if new is not None else "/dev/null", n=3))
        comparison.diffs.append(FileDiff(name, kind, diff))
    return comparison


def load_trace(path: str | Path) -> Trace:
    """A trace directory, with a clearer error than ``Trace.load`` for a golden given by mistake."""
    path = Path(path)
    if (path / CASE_FILE).is_file() and not (path / "manifest.json").is_file():
        raise TraceError(f"{path} is a golden, not a trace directory")
    return Trace.load(path)

