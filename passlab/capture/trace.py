"""A trace: one compile's snapshots on disk, with a manifest that orders and names them.

``record_trace`` turns a ``Capture`` (raw dump + stderr) into the trace directory;
``Trace`` reads one back. Every later step (IR, graphs, checks, diff, debug) starts from a
``Trace`` and never from raw dump text.

Layout::

    manifest.json
    snapshots/NNN-<pass-arg>.mlir            IR before pass NNN (identical consecutive ones stored once)
    snapshots/NNN-<pass-arg>.<step>.mlir     an internal sub-step dump of pass NNN (IR after <step>)
    artifacts/kernel.{ttir,ttgir,llir,ptx}   final artifacts (absent when the compile failed)
    graphs/upstream/NNNN-<step>.dot          Triton's own WS partition-scheduling graphs (3.7.1+, sm_100)
    raw/                                     the child's stdout, stderr, request and result
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import re
import subprocess
import time
from dataclasses import dataclass
from importlib import metadata as importlib_metadata
from pathlib import Path
from typing import Any

from passlab import disk
from passlab import settings
from passlab.capture.child import DUMP_FILE, RAW_DIR, STDERR_FILE, Capture, CompileRequest, capture_compile
from passlab.capture.dump_tail import DumpTail
from passlab.capture.job import CAPTURE_REF_RE
from passlab.frontend.kernelspec import OVERRIDE_UNSAFE_RE, config_key
from passlab.capture.manifest_schema import MANIFEST, MANIFEST_MAX_BYTES, validate_manifest
from passlab.capture.outcome import Outcome, interrupted
from passlab.errors import PasslabError, TraceError, UsageError, signal_name_of
from passlab.capture.snapshots import AFTER_FAILED_STEP, UNREADABLE_HEADER_ARG, RawSnapshot, split_dump
from passlab.capture.pass_tree import dump_problems, link_afters, nest_passes, snapshot_scope
from passlab.capture.stages import STAGE_NAMES, StageMap, stage_map_for, ws_decline_reason
from passlab.capture.upstream_graphs import record_upstream_graphs

SNAPSHOT_DIR = "snapshots"
SCHEMA_VERSION = 1


def triton_version() -> str:
    try:
        return importlib_metadata.version("triton")
    except importlib_metadata.PackageNotFoundError:
        return "unknown"


def record_trace(capture: Capture, request: CompileRequest, keep_raw_dump: bool = False,
                 dump: list[RawSnapshot] | None = None) -> dict:
    """Split the capture into snapshot files, map the stages, write and return the manifest.
    ``dump``: the dump file already split (``dump_tail.DumpTail``, while the child ran)."""
    out = capture.out_dir
    kernel_info = capture.result.get("kernel") or _read_json(capture.raw_dir / "kernel.json") or {"name": request.kernel}
    snap_dir = out / SNAPSHOT_DIR
    snap_dir.mkdir(exist_ok=True)  # a fresh staging directory: nothing older to clear
    # A child that failed before it reported its Triton (another interpreter's, under --python)
    version = kernel_info.get("triton_version") or _request_triton(request)
    stage_map = stage_map_for(version, request.target, kernel_info.get("language") or "triton")

    from_dump = dump if dump is not None else split_dump(capture.read(DUMP_FILE), "dump")
    stderr_text = capture.read(STDERR_FILE)
    befores = [s for s in from_dump if s.kind == "before"]
    # a failed pass's output is kept beside the pass like an internal dump (step "Failed")
    sections = from_dump + split_dump(stderr_text, "stderr")
    internals = [s for s in sections if s.kind == "internal"] + [s for s in sections if s.kind == "after-failure"]

    passes = _write_passes(befores, snap_dir, stage_map)
    internal_records = _write_internals(internals, befores, passes, stage_map, snap_dir)
    artifacts = sorted(p.name for p in (out / "artifacts").glob("kernel.*")) if (out / "artifacts").exists() else []
    metadata = capture.result.get("metadata", {})
    stages = map_stages(passes, internal_records, stage_map, capture.outcome, out, metadata,
                        kernel_info.get("params", {}))
    readable = [s for s in befores if not s.unreadable]

    manifest = {
        "schema": SCHEMA_VERSION,
        "created": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "triton_version": version,
        "stage_map": stage_map.release,
        "stage_map_reason": stage_map.chosen_because or None,
        "header_format": readable[0].header_format if readable else None,
        "target": request.target,
        "source_path": kernel_source_path(request),
        "kernel": kernel_info,
        "outcome": capture.outcome.to_json(),
        "compile_seconds": capture.result.get("compile_seconds"),
        "wall_seconds": round(capture.wall_seconds, 3),
        "metadata": metadata,
        "artifacts": artifacts,
        "passes": passes,
        "internal_dumps": internal_records,
        "stages": stages,
        "upstream_graphs": record_upstream_graphs(out, capture.raw_dir),
        "problems": dump_problems(befores),
    }
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, default=str))
    if not keep_raw_dump:
        (capture.raw_dir / DUMP_FILE).unlink(missing_ok=True)
    return manifest


def _request_triton(request: CompileRequest) -> str:
    """The Triton version the request's interpreter imports: this one's, or ``--python``'s."""
    if not request.python:
        return triton_version()
    try:
        return interpreter_triton(request.python)
    except UsageError:
        return "unknown"


def _read_json(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return None


def _slug(text: str) -> str:
    return re.sub(r"[^\w.-]+", "_", text)[:60] or "pass"


def _write_passes(befores: list[RawSnapshot], snap_dir: Path, stage_map: StageMap | None = None) -> list[dict]:
    passes: list[dict] = []
    last_text: dict[str, tuple[str, str, int]] = {}  # scope -> (text, file, ops) of the last snapshot stored
    scopes = [snapshot_scope(snap) for snap in befores]
    for index, snap in enumerate(befores):
        previous = last_text.get(scopes[index])
        if previous and previous[0] == snap.text:
            file_name, ops = previous[1], previous[2]
        else:
            file_name = f"{SNAPSHOT_DIR}/{index:03d}-{_slug(snap.pass_arg)}.mlir"
            (snap_dir.parent / file_name).write_text(snap.text)
            ops = snap.op_count()
        last_text[scopes[index]] = (snap.text, file_name, ops)
        passes.append({"index": index, "pass": snap.pass_class, "arg": snap.pass_arg, "options": snap.options,
                       "anchor": snap.anchor, "snapshot": file_name, "ops": ops,
                       "changed": None, "after": None, "parent": None, "depth": 0})
    nest_passes(passes, stage_map.nested if stage_map else ())
    link_afters(passes, stage_map.nested if stage_map else (), scopes)
    return passes


def _write_internals(internals: list[RawSnapshot], befores: list[RawSnapshot], passes: list[dict],
                     stage_map: StageMap, snap_dir: Path) -> list[dict]:
    records = []
    for snap in internals:
        owner_arg = snap.pass_arg if snap.kind == "after-failure" else stage_map.owner_of(snap.pass_class)
        index = snap.after_before_index
        if snap.stream == "stderr" or index is None or (owner_arg and passes[index]["arg"] != owner_arg):
            # 3.6 prints these on stderr: attribute them to the owning pass by name (its last run
            # before the dump when the dump says where; a nested pass may have printed after it).
            named = [p["index"] for p in passes if p["arg"] == owner_arg]
            earlier = [i for i in named if index is not None and snap.stream == "dump" and i <= index]
            index = (earlier or named or [None])[-1 if earlier else 0]
        prefix = f"{index:03d}" if index is not None else "xxx"
        file_name = f"{SNAPSHOT_DIR}/{prefix}-{_slug(owner_arg or snap.pass_class)}.{snap.step}.mlir"
        (snap_dir.parent / file_name).write_text(snap.text)
        records.append({"owner": snap.pass_class, "step": snap.step, "pass_index": index,
                        "pass_arg": owner_arg, "snapshot": file_name, "stream": snap.stream,
                        "ops": snap.op_count()})
    return records


def map_stages(passes: list[dict], internals: list[dict], stage_map: StageMap, outcome: Outcome,
               out_dir: Path, metadata: dict, params: dict) -> dict[str, dict]:
    """Apply the stage map: for each stage, ran or not, the snapshot after it, and why not."""
    stages: dict[str, dict] = {}
    failed_at = _failed_pass_index(passes, outcome)
    ws_input = next((p for p in passes if p["arg"] == "nvgpu-warp-specialization"), None)
    decline = None
    if ws_input is not None:
        decline = ws_decline_reason((out_dir / ws_input["snapshot"]).read_text(), params.get("num_stages"))
    for rule in stage_map.rules:
        entry: dict[str, Any] = {"status": "not run", "snapshot": None, "reason": None, "pass": rule.pass_arg}
        if rule.absent:
            stages[rule.stage] = {**entry, "reason": rule.absent}
            continue
        if rule.after_step:
            hit = next((r for r in internals if r["step"] == rule.after_step), None)
            if hit:
                entry.update(status="ran", snapshot=hit["snapshot"])
        else:
            ran = [p for p in passes if p["arg"] in rule.after_passes]
            if ran and all(p["changed"] is False for p in ran) and not rule.unconditional:
                names = ", ".join(dict.fromkeys(p["arg"] for p in ran))
                reason = decline if rule.pass_arg == "nvgpu-warp-specialization" and decline else \
                    f"{names} ran but changed nothing for this kernel"
                stages[rule.stage] = {**entry, "reason": reason}
                continue
            if ran:
                last = ran[-1]
                if last["after"] is not None:
                    entry.update(status="ran", snapshot=last["after"])
                elif outcome.ok:
                    entry.update(status="ran", snapshot=last["snapshot"])
        owner_index = next((p["index"] for p in passes if p["arg"] == rule.pass_arg), None)
        if entry["status"] == "ran" and rule.pass_arg == "nvgpu-warp-specialization" and decline:
            entry.update(status="not run", snapshot=None)
        if entry["status"] == "ran" and failed_at is not None and owner_index is not None and owner_index >= failed_at \
                and not rule.after_step:
            entry.update(status="not run", snapshot=None)
        if entry["status"] == "not run":
            entry["reason"] = _not_run_reason(rule.pass_arg, owner_index, failed_at, outcome, decline, passes,
                                              internals, rule.after_step)
        stages[rule.stage] = entry
    assert tuple(stages) == STAGE_NAMES
    return stages


def _failed_pass_index(passes: list[dict], outcome: Outcome) -> int | None:
    if outcome.ok or not passes:
        return None
    if outcome.failing_pass:
        named = [p["index"] for p in passes if p["pass"] == outcome.failing_pass]
        if named:
            return named[-1]
    return passes[-1]["index"]  # the last pass that started is the one that did not finish


def _not_run_reason(pass_arg, owner_index, failed_at, outcome, decline, passes, internals, step) -> str:
    if owner_index is None:
        if not outcome.ok and failed_at is None:
            return f"compile failed ({outcome.code.value}) before any pass ran: {outcome.message.splitlines()[0] if outcome.message else ''}"
        if failed_at is not None:
            return f"compile failed in {passes[failed_at]['pass']} ({outcome.code.value}) before {pass_arg} ran"
        unreadable = sum(p["arg"] == UNREADABLE_HEADER_ARG for p in passes)
        if unreadable:
            return (f"{pass_arg} does not appear, but {unreadable} dump header(s) could not be read (the "
                    f"manifest's 'problems'): it may be one of them")
        return f"{pass_arg} is not in this target's pipeline"
    if failed_at is not None and owner_index >= failed_at:
        done = [r["step"] for r in internals if r["pass_index"] == owner_index and r["step"] != AFTER_FAILED_STEP]
        where = f" after {done[-1]}" if done else ""
        return f"{passes[failed_at]['pass']} failed{where} ({outcome.code.value}: {outcome.message.splitlines()[0] if outcome.message else ''})"
    if pass_arg == "nvgpu-warp-specialization" and decline:
        return decline
    return f"{pass_arg} ran but left no {step or 'change'} for this kernel"


@dataclass
class Trace:
    """A trace directory read back: its manifest and its snapshots."""

    path: Path
    manifest: dict

    @classmethod
    def load(cls, path: str | Path) -> "Trace":
        """Read a trace directory. Its manifest is untrusted input: TraceError when it is not JSON of
        the expected shape, lies outside the directory itself (a link to another trace's), or names a
        file outside the directory (``..``, absolute, a symlink out)."""
        path = Path(path)
        manifest_path = path / MANIFEST
        if not manifest_path.is_file():
            raise TraceError(f"{path} is not a trace directory (no {MANIFEST}); run 'passlab trace' first")
        resolved = manifest_path.resolve()
        if path.resolve() not in resolved.parents:   # another trace's manifest would name this one's files
            raise TraceError(f"{manifest_path} leads outside {path} (a link to {resolved}); a trace's files must "
                             f"lie inside it")
        if manifest_path.stat().st_size > MANIFEST_MAX_BYTES:
            raise TraceError(f"{manifest_path} is larger than {MANIFEST_MAX_BYTES} bytes: not a passlab manifest")
        try:
            manifest = json.loads(manifest_path.read_text())
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as exc:  # nested past the parser's depth
            raise TraceError(f"{manifest_path} is not valid JSON: {type(exc).__name__}: {exc}") from None
        validate_manifest(manifest, path)
        return cls(path, manifest)

    @property
    def outcome(self) -> Outcome:
        return Outcome.from_json(self.manifest["outcome"])

    @property
    def passes(self) -> list[dict]:
        return self.manifest["passes"]

    @property
    def stages(self) -> dict[str, dict]:
        return self.manifest["stages"]

    def stage_snapshot(self, stage: str) -> Path:
        """The file holding the IR after ``stage``; TraceError when that stage did not run."""
        from passlab.capture.stages import resolve_stage
        try:
            name = resolve_stage(stage)
        except ValueError as exc:
            raise TraceError(str(exc)) from None
        entry = self.stages[name]
        if entry["status"] != "ran" or not entry["snapshot"]:
            raise TraceError(f"stage {name} did not run in {self.path}: {entry.get('reason')}")
        return self.path / entry["snapshot"]

    def pass_snapshot(self, pass_arg: str, which: str = "before") -> Path:
        """The IR before (or after) the first run of ``pass_arg``, e.g. ``tritongpu-pipeline``."""
        for record in self.passes:
            if pass_arg in (record["arg"], record["pass"]):
                target = record["snapshot"] if which == "before" else record["after"]
                if target is None:
                    raise TraceError(f"no IR after {pass_arg} in {self.path} (the compile stopped there)")
                return self.path / target
        raise TraceError(f"pass '{pass_arg}' does not appear in {self.path}")

    def read(self, relative: str) -> str:
        return (self.path / relative).read_text()


def default_trace_dir(request: CompileRequest, triton: str | None = None) -> Path:
    """``dumps/<kernel>/<config-key>/``; targets other than cuda:90 get their own suffix, and so
    does a trace made with another interpreter (``@triton3.9.0-<interpreter hash>``). ``<kernel>``
    is ``trace_dir_name``: a built-in's name, or the source file's stem and a hash of its path.

    Every component is validated (``disk.path_component``) and the result is confined to the
    dumps root, so no kernel, config or override name can lead a write elsewhere.
    """
    name = trace_dir_name(request)
    launch = request.launch
    given = dict((launch or {}).get("values") or {})
    given.update({f"unaligned.{p}": True for p in (launch or {}).get("unaligned") or []})
    key = config_key(request.config or "default", {**(request.overrides or {}), **given})
    if launch is None:
        key += "+as-declared"
    captured = captured_record(request)
    if captured is not None:
        key = f"capture{captured.index}"
    if request.target != "cuda:90":
        key += "@" + request.target.replace(":", "")
    suffix = ""   # kept whole when the key is cut: two versions' traces must not share a name
    if request.python:
        interpreter = hashlib.sha256(str(Path(request.python).absolute()).encode()).hexdigest()[:6]
        suffix = f"@triton{triton or interpreter_triton(request.python)}-{interpreter}"
    if len(key) + len(suffix) > KEY_MAX:  # many --arg values: a readable head and a hash of the whole key
        key = f"{key[:KEY_MAX - 17 - len(suffix)]}-{hashlib.sha256(key.encode()).hexdigest()[:16]}"
    key += suffix
    root = settings.dumps_root()
    path = root / disk.path_component(name, "kernel name") / disk.path_component(key, "config key")
    disk.confine(root, path, "trace directory")
    return path


KEY_MAX = 100
PATH_HASH_CHARS = 8


def trace_dir_name(request: CompileRequest) -> str:
    """The kernel's folder under the dumps root, one per source file (path, not stem).

    ``k.py:add_kernel`` -> ``k-<hash>.add_kernel``, ``pkg.mod:FUNC`` -> ``pkg.mod-<hash>.FUNC``,
    ``run.capture.jsonl#3`` -> ``run-<hash>.<record name>``; the hash is of the file's resolved
    path (``kernel_source_path``), so the same file from any working directory or through any
    link gets the same folder, and ``a/k.py`` and ``b/k.py`` never share one. Built-in kernels
    keep their name.
    """
    kernel = request.kernel
    captured = captured_record(request)
    if captured is not None:
        file = CAPTURE_REF_RE.match(kernel).group("file")
        head, function = Path(file).name.split(".")[0], captured.name
    elif ":" in kernel:
        where, _, function = kernel.rpartition(":")
        head = where if is_module_ref(where) else Path(where).stem
    else:
        return kernel
    source = kernel_source_path(request)
    return f"{OVERRIDE_UNSAFE_RE.sub('_', head)}{source_tag(source)}.{function}"


def source_tag(source: str | None) -> str:
    """``-<hash of the resolved source path>``, the part of a folder name that tells same-stem files apart."""
    return f"-{hashlib.sha256(source.encode()).hexdigest()[:PATH_HASH_CHARS]}" if source else ""


def kernel_source_path(request: CompileRequest) -> str | None:
    """The resolved path of the file a kernel reference names (a capture file for a capture record);
    None for built-in kernels and for a module the parent cannot locate.

    A module is located one component at a time (the top level by every finder, editable
    installs included; the rest by ``PathFinder`` in the package's folders), which never runs a
    package's ``__init__``: importing a kernel library here could take seconds or touch a GPU,
    and that only ever happens in the child.
    """
    kernel = request.kernel
    match = CAPTURE_REF_RE.match(kernel)
    if match:
        return os.path.realpath(match.group("file"))
    if ":" not in kernel:
        return None
    where = kernel.rpartition(":")[0]
    if not is_module_ref(where):
        return os.path.realpath(where)
    parts = where.split(".")
    try:
        spec = importlib.util.find_spec(parts[0])
        for depth in range(2, len(parts) + 1):
            search = spec.submodule_search_locations if spec is not None else None
            spec = importlib.machinery.PathFinder.find_spec(".".join(parts[:depth]), list(search)) if search else None
    except (ImportError, ValueError, OSError):
        return None
    if spec is None:
        return None
    if spec.origin and spec.has_location:
        return os.path.realpath(spec.origin)
    locations = list(spec.submodule_search_locations or [])  # a namespace package: its folders
    return os.pathsep.join(os.path.realpath(p) for p in locations) or None


# sys.path[0] is the working directory under -c: dropped, so a triton/ folder there is not what is asked
TRITON_VERSION_CODE = "import sys; del sys.path[0]; import triton; print(triton.__version__)"


# The last line the version probe prints: "3.9.0", "3.6.0+git1a2b", "3.8.0rc1" (a word such as "hi" is no version).
TRITON_VERSION_LINE_RE = re.compile(r"^\d+\.\d+(?:\.\d+)*[\w.+-]*$")


def interpreter_triton(python: str) -> str:
    """The Triton version ``python`` imports; UsageError when it is not a Python with Triton."""
    try:
        proc = subprocess.run([str(Path(python).absolute()), "-c", TRITON_VERSION_CODE], capture_output=True,
                              text=True, timeout=120, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError) as exc:
        raise UsageError(f"--python {python} cannot be run: {exc}") from None
    version = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    if proc.returncode != 0 or not TRITON_VERSION_LINE_RE.match(version):
        last = (proc.stderr.strip().splitlines() or
                ([f"it printed {version[:60]!r}, not a version"] if version else ["no output"]))[-1]
        raise UsageError(f"--python {python} is not a Python that imports triton ({last[:200]})")
    return version


def check_request(request: CompileRequest) -> None:
    """Reject what the parent can see is wrong without importing the kernel."""
    from passlab.frontend import registry
    from passlab.frontend.target import check_target
    if captured_record(request) is not None:
        pass  # the capture file and the record exist (read above)
    elif ":" in request.kernel:
        where, _, function = request.kernel.rpartition(":")
        if not function.isidentifier():
            raise UsageError(f"'{function}' is not a function name (expected path/to/file.py:function)")
        if is_module_ref(where):
            if importlib.util.find_spec(where.split(".")[0]) is None:
                raise UsageError(f"no module named '{where.split('.')[0]}' (for {request.kernel}); "
                                 "install it, or give path/to/file.py:function")
        elif not Path(where).is_file():
            raise UsageError(f"no such kernel file: {where}")
    elif request.kernel not in registry.names():
        if "/" in request.kernel or request.kernel.endswith(".mlir"):
            raise UsageError(f"{request.kernel}: no such trace directory or .mlir file "
                             f"(nor a kernel: known {', '.join(registry.names())})")
        registry.check_name(request.kernel)  # raises with the list of known kernels
    if request.sig and ":" not in request.kernel:
        raise UsageError(f"--sig is for file kernels; '{request.kernel}' knows its argument types "
                         "(change them with -c, e.g. -c dtype=fp16)")
    if request.config is not None:
        disk.path_component(request.config, "config name")
    if request.python and not Path(request.python).is_file():
        raise UsageError(f"no such Python interpreter: {request.python}")
    check_target(request.target)


TRACE_KIND = "trace"


def captured_record(request: CompileRequest):
    """The ``CapturedCompile`` a ``CAPTURE.jsonl#KERNEL`` request names, or None for other kernels."""
    from passlab.frontend.capture_file import read_capture
    from passlab.frontend.recorder import select_record
    match = CAPTURE_REF_RE.match(request.kernel)
    if not match:
        return None
    return select_record(read_capture(match.group("file")), match.group("selector"), match.group("file"))


def is_module_ref(where: str) -> bool:
    """``package.module`` (imported by name) as opposed to ``path/to/file.py``."""
    return not where.endswith(".py") and "/" not in where and all(p.isidentifier() for p in where.split("."))


def trace_kernel(request: CompileRequest, out_dir: Path | None = None, timeout: float | None = None,
                 keep_raw_dump: bool = False, pool=None) -> Trace:
    """Compile in a child with dumps on and write the trace directory.

    A compiler failure is not an exception: the trace records it (``outcome``) with every
    snapshot captured before it. A wrong request (unknown config, missing argument type) raises
    ``UsageError`` and leaves nothing behind.

    The trace is built in a hidden sibling and renamed into place when complete, under a lock
    (one writer per directory): until then a previous trace at the same place is untouched.
    Interrupted (Ctrl-C, SIGTERM, SIGHUP), the child is killed and what it captured is kept with
    the outcome ``interrupted``: in place when there was no trace there, otherwise beside it as
    ``<dir>.interrupted``. Then the interrupt propagates.

    ``pool`` (a ``sweep.pool.WarmPool``) compiles in one of its warm workers instead of a new child.
    """
    check_request(request)
    timeout = settings.compile_timeout() if timeout is None else settings.parse_timeout(timeout)
    # Lexically normalized first: "a/b/../t" must not create a/b on the way to a/t.
    final = Path(os.path.normpath(out_dir if out_dir else default_trace_dir(request)))
    disk.check_parents(final, "trace directory")
    disk.check_replaceable(final, TRACE_KIND)
    source = None if out_dir else kernel_source_path(request)
    _check_same_source(final, source)
    made = [p for p in (final.parent, *final.parent.parents) if not p.exists()]  # deepest first
    final.parent.mkdir(parents=True, exist_ok=True)
    try:
        return _trace_into(request, final, source, timeout, keep_raw_dump, pool)
    except UsageError:  # a bad request leaves no trace: nor the empty dumps/<kernel>/ made for it
        for folder in made:
            try:
                folder.rmdir()   # only when empty: another trace may have been written there meanwhile
            except OSError:
                break
        raise


def _trace_into(request: CompileRequest, final: Path, source: str | None, timeout: float,
                keep_raw_dump: bool, pool=None) -> Trace:
    """``trace_kernel``'s work once ``final``'s folder exists: compile, record, publish under the lock."""
    with disk.WriterLock(final):
        disk.check_replaceable(final, TRACE_KIND)  # again: it may have changed while we waited
        _check_same_source(final, source)
        staged = disk.StagedDir(final, TRACE_KIND)
        staged.sweep_stale()  # what a killed passlab left half-built here (ours by marker, writer gone)
        work = staged.create()
        started = time.perf_counter()
        try:
            with DumpTail(work / RAW_DIR / DUMP_FILE) as tail:   # split while the child still dumps
                capture = capture_compile(request, work, timeout, pool=pool)
            usage = capture.result.get("usage_error")
            if usage:
                tail.close()
                raise UsageError(usage)
            manifest = record_trace(capture, request, keep_raw_dump=keep_raw_dump, dump=tail.finish())
        except KeyboardInterrupt as exc:
            exc.kept = _park_interrupted(staged, request, work, signal_name_of(exc), time.perf_counter() - started)
            raise
        except BaseException:
            staged.discard()
            raise
        path = staged.publish()
    return Trace(path, manifest)


def _check_same_source(final: Path, source: str | None) -> None:
    """A default trace directory is replaced only by a trace of the same source file.

    Its name carries a hash of the file's path, so two files meet here only by a hash collision;
    the manifest's ``source_path`` proves it either way (older manifests lack it: nothing to compare).
    """
    if source is None:
        return
    try:
        if (final / MANIFEST).stat().st_size > MANIFEST_MAX_BYTES:
            return
        recorded = json.loads((final / MANIFEST).read_text()).get("source_path")
    except (OSError, ValueError, AttributeError):
        return
    if isinstance(recorded, str) and recorded != source:
        raise UsageError(f"{final} holds the trace of {recorded}, not of {source}; "
                         "give --out DIR to trace this file elsewhere")


def _park_interrupted(staged: disk.StagedDir, request: CompileRequest, work: Path, signal_name: str,
                      wall: float) -> Path:
    """Record what an interrupted compile captured (manifest outcome ``interrupted``) and set it aside;
    returns where it now lies."""
    try:
        stderr = (work / RAW_DIR / STDERR_FILE).read_text(errors="replace") if (work / RAW_DIR / STDERR_FILE).exists() else ""
        capture = Capture(work, interrupted(signal_name, stderr), wall, {})
        record_trace(capture, request, keep_raw_dump=True)
    except KeyboardInterrupt:
        pass  # a second interrupt: keep the raw files without a manifest
    except (OSError, PasslabError):
        pass
    return staged.keep_aside()
