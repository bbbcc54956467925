"""Fuzzed manifests and capture records (issue 21): shape and type mutations of untrusted input
give a clean result or one line with exit 2, never a traceback, and never read or run a file
outside the named inputs.

Seeded and bounded (a few hundred cases, no compile): manifests go through ``show``, ``check``,
``graph`` and ``diff`` in this process; capture records through everything ``trace CAPTURE#K``
does before it loads the kernel, those that pass on through the compile child's path up to
Triton's frontend (``test_record_signature.compile_in_process``), and a few through the real command.
"""

from __future__ import annotations

import copy
import json
import math
import random
import shutil
from pathlib import Path

import pytest

from passlab.capture.stages import STAGE_NAMES
from passlab.errors import PasslabError

from .conftest import DATA, SLOW_KERNEL, fingerprint, one_line_error, passlab
from .test_record_signature import compile_in_process
from .test_untrusted_records import EVIL, record, write_capture

BASE = DATA.parent / "check" / "base"
SECRET = "fuzz-secret-7f3a"
SEED = 21


def mutations(secret_file: Path, evil_file: Path) -> list:
    """Values a mutation puts where something else belongs."""
    return [None, 0, -1, 2**80, math.nan, math.inf, True, "", "x" * 300, [], [1, "a", None], {}, {"a": {"b": [1]}},
            "/etc/passwd", "../../../../etc/passwd", str(secret_file), str(evil_file), "snapshots/../../secret.txt",
            "snapshots/missing.mlir", "--options-file " + str(secret_file), "cuda:00", "sm90", "\n\x00"]


def paths_of(value, prefix=()):
    """Every (path, value) inside a JSON value, depth first."""
    yield prefix, value
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths_of(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:4]):
            yield from paths_of(inner, prefix + (index,))


def mutate(document, rng: random.Random, values: list):
    """``document`` with one to three shape or type mutations at random places."""
    document = copy.deepcopy(document)
    for _ in range(rng.randint(1, 3)):
        path, _ = rng.choice([p for p in paths_of(document) if p[0]])
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = rng.random()
        if op < 0.15 and isinstance(parent, dict):
            del parent[key]
        elif op < 0.25:
            parent[key] = [parent[key]]
        elif op < 0.32:
            parent[key] = {"nested": parent[key]}
        elif op < 0.36 and isinstance(parent, dict):
            parent[rng.choice([1, "", "x" * 200])] = copy.deepcopy(rng.choice(values))  # an unknown key
        else:
            parent[key] = copy.deepcopy(rng.choice(values))
    return document


def _json(document) -> str:
    # non-string keys become strings in JSON, as a hostile file's would
    return json.dumps(document, allow_nan=True, default=str)


# -- manifests ----------------------------------------------------------------------------------

def base_trace(root: Path) -> Path:
    """A small trace directory: three passes, WSCodePartition and MemoryPlanner ran."""
    trace = root / "trace"
    (trace / "snapshots").mkdir(parents=True)
    files = {"snapshots/000-before.mlir": BASE / "matmul_hopper.sm90.before-ws.mlir",
             "snapshots/001-ws.mlir": BASE / "matmul_hopper.sm90.WSCodePartition.mlir",
             "snapshots/002-memory.mlir": BASE / "matmul_hopper.sm100.MemoryPlanner.mlir"}
    for name, source in files.items():
        shutil.copy(source, trace / name)
    names = list(files)
    passes = [{"index": i, "pass": f"Pass{i}", "arg": f"pass-{i}", "options": "", "anchor": "builtin.module",
               "snapshot": name, "ops": 10, "changed": True, "after": names[i + 1] if i + 1 < len(names) else None}
              for i, name in enumerate(names)]
    stages = {name: {"status": "not run", "snapshot": None, "reason": "not in this test", "pass": None}
              for name in STAGE_NAMES}
    stages["WSCodePartition"] = {"status": "ran", "snapshot": names[1], "reason": None, "pass": "pass-1"}
    stages["MemoryPlanner"] = {"status": "ran", "snapshot": names[2], "reason": None, "pass": "pass-2"}
    manifest = {"schema": 1, "triton_version": "3.6.0", "stage_map": "3.6", "header_format": "3.6",
                "target": "cuda:90", "outcome": {"code": "ok", "message": "", "returncode": 0},
                "kernel": {"name": "matmul_hopper", "config": "default", "params": {"num_warps": 4},
                           "overrides": {}, "signature": {"a_ptr": "*bf16"}, "source_file": "/nowhere/k.py",
                           "notes": ["a note"]},
                "metadata": {"num_warps": 4, "shared": 1024}, "artifacts": [], "passes": passes,
                "internal_dumps": [{"owner": "X", "step": "doCodePartition", "pass_index": 1, "pass_arg": "pass-1",
                                    "snapshot": names[1], "stream": "stderr", "ops": 3}],
                "stages": stages, "compile_seconds": 1.0, "wall_seconds": 2.0}
    (trace / "manifest.json").write_text(json.dumps(manifest))
    return trace


def run_in_process(capsys, args: list[str]) -> tuple[int, str, str]:
    """``passlab ARGS`` in this process: an exception escaping ``main`` is a traceback for a user."""
    from passlab.cli import main
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


COMMANDS = [["show", "{t}", "--stage", "MemoryPlanner", "--json"],
            ["show", "{t}", "--stage", "WSCodePartition"],
            ["check", "{t}", "--json"],
            ["graph", "{t}", "--stage", "WSCodePartition", "--format", "json"],
            ["diff", "{t}", "{base}", "--stage", "MemoryPlanner", "--summary"]]


def test_fuzzed_manifests_give_a_result_or_one_line(tmp_path, capsys, sentinel):
    secret = sentinel / "secret.txt"
    secret.write_text(SECRET + "\n")
    evil = sentinel / "evil.py"
    evil.write_text(f"open({str(sentinel / 'ran.txt')!r}, 'w').write('ran')\n")
    before = fingerprint(sentinel)
    good = base_trace(tmp_path / "good")
    manifest = json.loads((good / "manifest.json").read_text())
    rng = random.Random(SEED)
    values = mutations(secret, evil)
    seen_errors = 0
    for case in range(300):
        trace = tmp_path / f"case{case}"
        shutil.copytree(good, trace)
        (trace / "manifest.json").write_text(_json(mutate(manifest, rng, values)))
        args = [a.format(t=trace, base=good) for a in COMMANDS[case % len(COMMANDS)]]
        code, out, err = run_in_process(capsys, args)
        assert code in (0, 1, 2), (case, args, code, err[-1000:])
        assert SECRET not in out + err, (case, args)
        if code == 2:
            seen_errors += 1
            lines = [line for line in err.splitlines() if line.strip()]
            assert len(lines) == 1 and lines[0].startswith("passlab: error: "), (case, args, err[-2000:])
        shutil.rmtree(trace)
    assert seen_errors > 50   # the mutations do reach the checks
    assert fingerprint(sentinel) == before


# -- capture records -------------------------------------------------------------------------------

def reach_compile(path: Path, roots: tuple[Path, ...]):
    """What ``trace CAPTURE#0`` does before it loads the kernel (in the compile child)."""
    from passlab.frontend.target import check_target, parse_target
    from passlab.frontend.record_inputs import backend_options, capture_options, locate_source
    from passlab.frontend.capture_file import read_capture
    from passlab.frontend.recorder import compile_inputs, select_record
    record = select_record(read_capture(path), "0", str(path))
    target = parse_target(check_target(record.target))
    signature, constexprs, attrs, options = compile_inputs(record)
    capture_options(options, record.target, target, backend_options(target))
    return locate_source(record, roots)


def record_mutations(record_line: dict, rng: random.Random, values: list) -> dict:
    """A record with mutations in its own fields or inside its specialization (re-serialized)."""
    line = copy.deepcopy(record_line)
    if rng.random() < 0.5:
        specialization = json.loads(line["specialization_data"])
        line["specialization_data"] = _json(mutate(specialization, rng, values))
        return line
    return mutate(line, rng, values)


def test_fuzzed_capture_records_stop_before_the_compile_with_one_line(tmp_path, sentinel, monkeypatch):
    secret = sentinel / "secret.txt"
    secret.write_text(SECRET + "\n")
    evil = sentinel / "evil.py"
    evil.write_text(EVIL.format(marker=str(sentinel / "ran.txt")))
    kernel = tmp_path / "project" / "slow_kernel.py"
    kernel.parent.mkdir()
    shutil.copy(SLOW_KERNEL, kernel)
    good = record(kernel)
    rng = random.Random(SEED)
    values = mutations(secret, evil)
    outcomes = {"ok": 0, "refused": 0, "compiled": 0, "refused later": 0, "kernel refused": 0}
    for case in range(250):
        capture = write_capture(tmp_path / f"case{case}.capture.jsonl", record_mutations(good, rng, values))
        try:
            found = reach_compile(capture, (tmp_path,))
        except PasslabError as exc:
            assert "\n" not in exc.message.strip(), (case, exc.message)
            assert SECRET not in exc.message
            outcomes["refused"] += 1
        else:
            assert found.path.read_bytes() == SLOW_KERNEL.read_bytes(), case   # never another file
            outcomes["ok"] += 1
            # the rest of the compile child's path, through Triton's frontend (finding 9 of the review)
            outcomes[frontend_outcome(capture, (tmp_path,), monkeypatch, case)] += 1
    assert outcomes["refused"] > 50 and outcomes["ok"] > 10 and outcomes["compiled"] > 10, outcomes
    assert not (sentinel / "ran.txt").exists()


def frontend_outcome(capture: Path, roots: tuple[Path, ...], monkeypatch, case) -> str:
    """How the compile child's path ends for ``capture`` when it gets past the record checks:
    'compiled' (Triton's frontend read it), 'refused later' (a one-line usage error), or 'kernel
    refused' (a well-formed constexpr value the kernel's own code rejects, reported by Triton at a
    line of the kernel: a compile failure, as on the GPU). Anything else is a traceback for a user."""
    from triton.compiler.errors import CompilationError
    try:
        compile_in_process(capture, roots, monkeypatch)
    except PasslabError as exc:
        assert "\n" not in exc.message.strip(), (case, exc.message)
        return "refused later"
    except CompilationError as exc:
        assert "slow_kernel" in str(getattr(exc, "src", "")) or "def add_kernel" in str(exc), (case, str(exc)[:500])
        return "kernel refused"
    return "compiled"


# Mutations of what a specialization holds, each something Triton 3.6 never writes.
BAD_TYPES = ["i33", "*i33", "*", "", "**", "*kkfp16", "fp128", "constexpr ", "I32", "*fp16\n", "u128", "nvTmaDesc",
             "tensordesc<fp32[0]>", "tensordesc<fp32[16]>,__import__('os')", ["i32", "i33"], "*constexpr"]
BAD_NAMES = ["zz", "n\n", "", "x_ptr ", "1abc", "BLOCK\x00", "x_ptr.y"]
BAD_CONSTANTS = ["nan", "inf", "-Infinity", " NaN", {"constexpr": "nan"}, ["nan", 1]]
BAD_KEYS = [[9], [0], [2], [3, 0], [1, 0, 0]]
BAD_ATTRS = [[["tt.divisibility", "x"]], [["tt.divisibility", -16]], [["tt.divisibility", 2**40]],
             [["tt.bogus", 16]], [["tt.divisibility", 16.0]], [["tt.divisibility", True]], [["tt.divisibility", None]],
             [["tt.divisibility", 16], ["tt.divisibility", "16"]]]


def mutate_contents(specialization: dict, rng: random.Random) -> dict:
    """``specialization`` with one malformed type, name, constant, path or attribute."""
    s = copy.deepcopy(specialization)
    names = list(s["signature"])
    op = rng.randrange(7)
    if op == 0:
        s["signature"][rng.choice(names)] = copy.deepcopy(rng.choice(BAD_TYPES))
    elif op == 1:
        s["signature"][rng.choice(BAD_NAMES)] = rng.choice(["i32", "*fp32", "constexpr"])
    elif op == 2:
        old, new = rng.choice(names), rng.choice(BAD_NAMES)
        s["signature"] = {(new if k == old else k): v for k, v in s["signature"].items()}
    elif op == 3:
        s["constant_vals"] = [copy.deepcopy(rng.choice(BAD_CONSTANTS))]
    elif op == 4:
        s["constant_keys"] = [rng.choice(BAD_KEYS)]
    elif op == 5:
        s["attrs_vals"][rng.randrange(3)] = copy.deepcopy(rng.choice(BAD_ATTRS))
    else:
        s["attrs_keys"][rng.randrange(3)] = rng.choice(BAD_KEYS[:1] + BAD_KEYS[3:])
    return s


def test_fuzzed_specialization_contents_are_one_line_before_the_compile(tmp_path, sentinel, monkeypatch):
    """Type strings, names, constants, paths and attributes Triton 3.6 never writes: each a one-line
    usage error on the compile child's real path, before ``triton.compile`` (review finding 9)."""
    before = fingerprint(sentinel)
    kernel = tmp_path / "project" / "slow_kernel.py"
    kernel.parent.mkdir()
    shutil.copy(SLOW_KERNEL, kernel)
    good = record(kernel)
    specialization = json.loads(good["specialization_data"])
    rng = random.Random(SEED)
    outcomes: dict[str, int] = {}
    for case in range(120):
        line = {**good, "specialization_data": _json(mutate_contents(specialization, rng))}
        capture = write_capture(tmp_path / f"case{case}.capture.jsonl", line)
        try:
            compile_in_process(capture, (tmp_path,), monkeypatch)
        except PasslabError as exc:
            assert "\n" not in exc.message.strip(), (case, exc.message)
            outcomes["refused"] = outcomes.get("refused", 0) + 1
        else:
            raise AssertionError((case, line["specialization_data"]))   # every mutation is malformed
    assert outcomes == {"refused": 120}
    assert fingerprint(sentinel) == before


@pytest.mark.parametrize("change", [
    {"function": 5},
    {"metadata": {"num_warps": {"nested": 1}}},
    {"source_file": "/etc/passwd"},
    {"specialization_data": json.dumps({"signature": {"x": {"a": 1}}})},
    {"options": {"num_warps": {"a": 1}}},
    {"options": {"num_warps": 3}},
])
def test_crafted_records_are_one_line_from_the_command(tmp_path, sentinel, change):
    evil = sentinel / "evil.py"
    evil.write_text(EVIL.format(marker=str(sentinel / "ran.txt")))
    kernel = tmp_path / "elsewhere" / "slow_kernel.py"   # not found by module name from tmp_path
    kernel.parent.mkdir()
    shutil.copy(SLOW_KERNEL, kernel)
    line = record(kernel, options=change.pop("options", None))
    line.update(change)
    before = fingerprint(sentinel)
    capture = write_capture(tmp_path / "run.capture.jsonl", line)
    one_line_error(passlab("trace", f"{capture}#0", "--out", tmp_path / "t", cwd=tmp_path, timeout=120))
    assert not (tmp_path / "t").exists()
    assert fingerprint(sentinel) == before
