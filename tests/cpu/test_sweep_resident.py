"""Resident workers (``sweep.resident``): compiles one after another in one process equal a child
per compile file for file, and a crash or a hang costs its compile and its worker only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from passlab.capture.child import CompileRequest, compile_plain, parallel_children, plain_environment
from passlab.sweep.pool import WarmPool, needs_own_process

ROOT = Path(__file__).resolve().parents[2]
MATMUL = f"{ROOT}/tests/data/tutorials/03-matrix-multiplication.py:matmul_kernel"
ABORTING = f"{ROOT}/tests/data/debug/kernels/autotune_abort.py:scale_kernel"
MATMUL_SIG = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16"}
MATMUL_VALUES = {"M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, "stride_ak": 1, "stride_bk": 4096,
                 "stride_bn": 1, "stride_cm": 4096, "stride_cn": 1}


def matmul(config: str, group: int) -> CompileRequest:
    return CompileRequest(MATMUL, config, {"ACTIVATION": "", "GROUP_SIZE_M": group}, "cuda:90", MATMUL_SIG,
                          launch={"values": MATMUL_VALUES, "unaligned": []})


def scale(config: int) -> CompileRequest:
    return CompileRequest(ABORTING, f"autotune{config}", None, "cuda:90", {"x_ptr": "*fp32"},
                          launch={"values": {"n": 4096}, "unaligned": []})


def compile_all(pool: WarmPool, requests: list[CompileRequest], folder: Path, jobs: int = 1, timeout: float = 120,
                envs: list[dict] | None = None):
    """``compile_plain`` of each request through ``pool``, ``jobs`` at a time, in request order."""
    envs = envs or [None] * len(requests)
    with parallel_children(jobs) as threads:
        futures = [threads.submit(compile_plain, r, folder / f"c{i}", timeout, pool=pool, env=envs[i])
                   for i, r in enumerate(requests)]
        return [f.result() for f in futures]


def compile_files(done) -> dict[str, bytes]:
    """Every file a compile left but its request (which names the folder) and its clock's seconds,
    with its folder's path written as DIR."""
    files = {}
    for file in sorted(done.work_dir.rglob("*")):
        name = str(file.relative_to(done.work_dir))
        if not file.is_file() or name == "raw/request.json":
            continue
        content = file.read_bytes()
        if name == "raw/result.json":
            result = {k: v for k, v in json.loads(content).items() if k != "compile_seconds"}
            content = json.dumps(result, sort_keys=True).encode()
        files[name] = content.replace(str(done.work_dir).encode(), b"DIR")
    return files


def outcome_of(done) -> tuple:
    return done.outcome.code.value, done.outcome.message, done.outcome.returncode


def test_resident_workers_compile_what_a_child_per_compile_compiles(tmp_path):
    """Tutorial 03's configs, one of them twice and two GROUP_SIZE_M variants, over two workers:
    outcome, result, artifacts, stdout and stderr equal a child per compile's."""
    requests = [matmul("autotune0", 8), matmul("autotune5", 8), matmul("autotune0", 8), matmul("autotune5", 4),
                matmul("autotune9", 4)]
    with WarmPool(2, resident=False) as pool:
        forked = compile_all(pool, requests, tmp_path / "forked", jobs=2)
        assert pool.workers == 0
    with WarmPool(2) as pool:
        resident = compile_all(pool, requests, tmp_path / "resident", jobs=2)
        assert pool.started == 1 and 1 <= pool.workers <= 2
        assert pool._all[0].finished == len(requests)   # none ran in a cold child
    assert [d.outcome.code.value for d in forked] == ["ok"] * len(requests)
    for one, other in zip(forked, resident):
        assert outcome_of(one) == outcome_of(other)
        assert compile_files(one) == compile_files(other)
        assert "artifacts/kernel.ptx" in compile_files(one)


def test_a_crash_ends_its_worker_only_and_the_sweep_goes_on_warm(tmp_path):
    """autotune_abort's config 1 aborts the process that compiles it: reported as a child's abort
    (the same outcome, stdout and stderr), a new worker takes the next job, no job runs cold."""
    requests = [scale(0), scale(1), scale(2), scale(0), scale(2)]
    with WarmPool(1, resident=False) as pool:
        forked = compile_all(pool, requests, tmp_path / "forked")
    with WarmPool(1) as pool:
        resident = compile_all(pool, requests, tmp_path / "resident")
        assert pool.started == 1 and pool.workers == 2
        server = pool._all[0]
        assert server.alive and server.finished == len(requests)
    assert [d.outcome.code.value for d in resident] == ["ok", "signal", "ok", "ok", "ok"]
    assert "Assertion `block != 128' failed" in resident[1].outcome.message
    for one, other in zip(forked, resident):
        assert outcome_of(one) == outcome_of(other)
        assert compile_files(one) == compile_files(other)


HANG_AT_COMPILE = """import time
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


def _compile(*args, **kwargs):
    print("compiling for ever", flush=True)
    time.sleep(600)


triton.compile = _compile
"""

HANG_AT_IMPORT = HANG_AT_COMPILE.replace("triton.compile = _compile\n", "time.sleep(600)\n")


def test_a_hang_is_killed_at_the_time_limit_with_its_worker(tmp_path):
    """A compile that hangs, and a kernel whose file hangs while a worker loads it: each killed at
    the time limit (the second then runs in a cold child, as under a fork server, and times out
    there too); what they printed is kept, the other jobs run in new workers of the same server."""
    (tmp_path / "compile.py").write_text(HANG_AT_COMPILE)
    (tmp_path / "load.py").write_text(HANG_AT_IMPORT)
    hangs = [CompileRequest(f"{tmp_path / name}.py:k", None, {"BLOCK": 64}, "cuda:90", {"x_ptr": "*fp32"})
             for name in ("compile", "load")]
    with WarmPool(1) as pool:
        done = compile_all(pool, [scale(0), hangs[0], scale(2), hangs[1], scale(0)], tmp_path / "w", timeout=8)
        assert pool.started == 1 and pool._all[0].alive
        assert pool.workers == 3   # one ran scale(0) and the hang, one scale(2) and the hanging load, one the last
    assert [d.outcome.code.value for d in done] == ["ok", "timeout", "ok", "timeout", "ok"]
    assert (done[1].work_dir / "raw" / "stdout.txt").read_text() == "compiling for ever\n"


WARNING_KERNEL = """import os
import warnings

import triton
import triton.language as tl




@triton.jit
def k(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


def _compile(*args, _real=triton.compile, **kwargs):
    warnings.warn("compiled through a wrapper")
    warnings.simplefilter("ignore")   # no more warnings in this process
    print("mark:", os.environ.get("PASSLAB_TEST_MARK"), flush=True)
    return _real(*args, **kwargs)


triton.compile = _compile
"""


def test_each_job_in_a_worker_starts_from_the_workers_own_state(tmp_path):
    """A job's environment does not reach the next, nor the warnings filters it set: a compile that
    silences warnings for the rest of its process does not silence the next compile in the worker,
    as it does not a child per compile's."""
    (tmp_path / "k.py").write_text(WARNING_KERNEL)
    requests = [CompileRequest(f"{tmp_path / 'k.py'}:k", None, {"BLOCK": b}, "cuda:90", {"x_ptr": "*fp32"})
                for b in (64, 128, 64)]
    envs = [{"PASSLAB_TEST_MARK": "one"}, None, {"PASSLAB_TEST_MARK": "three"}]
    with WarmPool(1, resident=False) as pool:
        forked = compile_all(pool, requests, tmp_path / "forked", envs=envs)
    with WarmPool(1) as pool:
        resident = compile_all(pool, requests, tmp_path / "resident", envs=envs)
        assert pool.workers == 1
    marks = [(d.work_dir / "raw" / "stdout.txt").read_text() for d in resident]
    assert marks == ["mark: one\n", "mark: None\n", "mark: three\n"]
    for one, other in zip(forked, resident):
        assert "compiled through a wrapper" in (other.work_dir / "raw" / "stderr.txt").read_text()
        assert compile_files(one) == compile_files(other)


def test_a_resident_worker_retires_after_its_jobs(tmp_path):
    with WarmPool(1) as pool:
        pool.retire_after = 2
        done = compile_all(pool, [scale(0), scale(2), scale(0), scale(2), scale(0)], tmp_path / "w")
        assert pool.workers == 3 and pool.started == 1 and pool._all[0].finished == 5
    assert [d.outcome.code.value for d in done] == ["ok"] * 5


def test_a_compile_with_a_knob_that_outlives_it_gets_a_process_of_its_own(tmp_path):
    """Dumps (a trace) and Triton's other once-per-process knobs: a child the server forks."""
    from passlab import settings
    plain = plain_environment(tmp_path / "cache")
    assert not needs_own_process(plain)
    assert needs_own_process(settings.dump_environment(tmp_path / "dump.mlir", tmp_path / "cache"))
    for knob in settings.PROCESS_KNOBS:
        assert needs_own_process({**plain, knob: "1"}), knob


LEAVES_A_TIMER = """import os
import threading

import triton
import triton.language as tl


@triton.jit
def k(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


def _compile(*args, _real=triton.compile, **kwargs):
    threading.Timer(0.5, os._exit, (3,)).start()   # ends the process after the compile
    return _real(*args, **kwargs)


triton.compile = _compile
"""


def test_a_worker_that_exits_between_jobs_gets_no_more(tmp_path):
    """A compile that leaves a thread which ends its process later: the worker exits while idle,
    and the next job goes to a new worker, not to the dead one (nor to a cold child)."""
    import time
    (tmp_path / "k.py").write_text(LEAVES_A_TIMER)
    request = CompileRequest(f"{tmp_path / 'k.py'}:k", None, {"BLOCK": 64}, "cuda:90", {"x_ptr": "*fp32"})
    with WarmPool(1) as pool:
        first = compile_plain(request, tmp_path / "a", 120, pool=pool)
        time.sleep(2)
        again = compile_plain(request, tmp_path / "b", 120, pool=pool)
        assert pool.workers == 2 and pool._all[0].finished == 2
    assert first.outcome.ok and again.outcome.ok


LEAVES_A_PRINTER = """import os
import threading
import time

import triton
import triton.language as tl


@triton.jit
def k(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


def _noisy():
    while True:
        os.write(1, b"left over\\n")
        time.sleep(0.02)


def _compile(*args, _real=triton.compile, **kwargs):
    if os.environ.get("PASSLAB_TEST_MARK") == "print":
        threading.Thread(target=_noisy, daemon=True).start()   # runs on after the compile
    time.sleep(0.2)
    return _real(*args, **kwargs)


triton.compile = _compile
"""


def test_a_thread_a_job_left_does_not_run_into_the_next_job(tmp_path):
    """A compile that leaves a thread running (here one printing on stdout): its worker retires after
    the job, so the thread never writes into the next job's raw/ files, as with a child per compile."""
    (tmp_path / "k.py").write_text(LEAVES_A_PRINTER)
    requests = [CompileRequest(f"{tmp_path / 'k.py'}:k", None, {"BLOCK": b}, "cuda:90", {"x_ptr": "*fp32"})
                for b in (64, 128)]
    envs = [{"PASSLAB_TEST_MARK": "print"}, None]
    with WarmPool(1) as pool:
        done = compile_all(pool, requests, tmp_path / "resident", envs=envs)
        assert pool.workers == 2
    assert all(d.outcome.ok for d in done)
    assert b"left over" in (done[0].work_dir / "raw" / "stdout.txt").read_bytes()
    assert (done[1].work_dir / "raw" / "stdout.txt").read_bytes() == b""


CHANGES_ITS_PROCESS = """import io
import os
import sys

import triton
import triton.language as tl


@triton.jit
def k(x_ptr, BLOCK: tl.constexpr):
    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)


def _compile(*args, _real=triton.compile, **kwargs):
    print("umask", oct(os.umask(0o022)), "limit", sys.getrecursionlimit(), flush=True)
    if os.environ.get("PASSLAB_TEST_MARK") == "change":
        sys.stdout = io.StringIO()
        os.umask(0o277)
        sys.setrecursionlimit(5000)
    return _real(*args, **kwargs)


triton.compile = _compile
"""


def test_a_job_that_replaces_stdout_or_changes_the_umask_leaves_the_next_as_it_was(tmp_path):
    (tmp_path / "k.py").write_text(CHANGES_ITS_PROCESS)
    requests = [CompileRequest(f"{tmp_path / 'k.py'}:k", None, {"BLOCK": b}, "cuda:90", {"x_ptr": "*fp32"})
                for b in (64, 128)]
    envs = [{"PASSLAB_TEST_MARK": "change"}, None]
    with WarmPool(1, resident=False) as pool:
        forked = compile_all(pool, requests, tmp_path / "forked", envs=envs)
    with WarmPool(1) as pool:
        resident = compile_all(pool, requests, tmp_path / "resident", envs=envs)
        assert pool.workers == 1
    second = (resident[1].work_dir / "raw" / "stdout.txt").read_text()
    assert second.startswith("umask") and second == (forked[1].work_dir / "raw" / "stdout.txt").read_text()
    for one, other in zip(forked, resident):
        assert compile_files(one) == compile_files(other)
        assert sorted(f.stat().st_mode for f in one.work_dir.rglob("*")) == \
            sorted(f.stat().st_mode for f in other.work_dir.rglob("*"))


COUNTING_HEURISTIC = '''
import triton
import triton.language as tl

CALLS = []


def pick(args):
    CALLS.append(1)
    return 32 * len(CALLS)


@triton.heuristics({"BLOCK": pick})
@triton.jit
def k(x_ptr, n, BLOCK: tl.constexpr, TAG: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, 1.0, mask=offs < n)
'''


def test_passlab_resident_0_gives_a_kernel_with_state_a_child_per_compile(tmp_path, monkeypatch):
    """A heuristic that counts its calls in a module global: resident workers share the module
    between configs (as Triton's autotuner in one process does), so the second config sees BLOCK=64;
    $PASSLAB_RESIDENT=0 forks a child per compile and every config gets BLOCK=32, as cold."""
    (tmp_path / "k.py").write_text(COUNTING_HEURISTIC)
    requests = [CompileRequest(f"{tmp_path / 'k.py'}:k", None, {"TAG": tag}, "cuda:90", {"x_ptr": "*fp32"},
                               launch={"values": {"n": 4096}, "unaligned": []}) for tag in (1, 2)]
    cold = [compile_plain(r, tmp_path / "cold" / str(i), 120) for i, r in enumerate(requests)]
    monkeypatch.setenv("PASSLAB_RESIDENT", "0")
    pool = WarmPool(1)
    assert not pool.resident
    with pool:
        forked = compile_all(pool, requests, tmp_path / "forked")
    assert [outcome_of(d) for d in forked] == [outcome_of(d) for d in cold]
    assert [compile_files(d) for d in forked] == [compile_files(d) for d in cold]
    monkeypatch.setenv("PASSLAB_RESIDENT", "1")
    assert WarmPool(1).resident


OMP = f"{ROOT}/tests/data/sweep/omp_at_import.py"
OMP_THREADS = f"{ROOT}/tests/data/sweep/omp_threads_at_import.py"


@pytest.mark.parametrize("module, user_threads", [(OMP, None), (OMP, "4"), (OMP, ""), (OMP_THREADS, None)],
                         ids=["unset", "4", "empty", "set_num_threads"])
def test_a_module_that_starts_an_openmp_pool_at_import_hangs_no_resident_worker(tmp_path, monkeypatch, module,
                                                                                 user_threads):
    """The module multiplies fp16 matrices with torch when imported (as Triton's tutorial 08 does):
    the fork server loads its first kernel, and the resident worker it forked loads the second kernel
    itself. Before sweep.preload.FORK_SAFE, libgomp's pool started in the server and the worker
    waited forever in its first parallel region (killed at the timeout, the job ran again cold), also
    when the user had set OMP_NUM_THREADS, as clusters often do, and (with OMP_NUM_THREADS=1 alone)
    when the module itself calls torch.set_num_threads(4)."""
    if user_threads is None:
        monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    else:
        monkeypatch.setenv("OMP_NUM_THREADS", user_threads)
    requests = [CompileRequest(f"{module}:{kernel}", None, {"BLOCK": block}, "cuda:90", {"x_ptr": "*fp32"},
                               launch={"values": {"n": 4096}, "unaligned": []})
                for block in (128, 256) for kernel in ("scale_kernel", "shift_kernel")]
    with WarmPool(1) as pool:
        done = compile_all(pool, requests, tmp_path, timeout=60)
        assert pool._all[0].finished == len(requests)    # none was killed and run again in a cold child
    assert [d.outcome.code.value for d in done] == ["ok"] * len(requests)
