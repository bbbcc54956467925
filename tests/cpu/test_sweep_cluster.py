"""A sweep on a real Dask cluster (scheduler and two worker processes on 127.0.0.1) equals the
same sweep in the local pool of warm workers, also when a worker is killed mid-sweep; a repeated
sweep is served from the cache."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest

from passlab.capture.child import CompileRequest
from passlab.sweep.cache import CompileCache
from passlab.sweep.engine import compile_sweep

distributed = pytest.importorskip("distributed")

KERNEL = '''import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 2, mask=offs < n)
'''


def sweep_requests(path: Path) -> list[CompileRequest]:
    requests = [CompileRequest(f"{path}:scale_kernel", None, {"BLOCK": block, "num_warps": warps}, "cuda:90",
                               {"x_ptr": "*fp32"}, launch={"values": {"n": 4096}, "unaligned": []})
                for block in (64, 128, 256, 512, 1024) for warps in (1, 2, 4)]
    # a config the frontend rejects (arange needs a power of two): a failure travels the same way
    requests.append(CompileRequest(f"{path}:scale_kernel", None, {"BLOCK": 100}, "cuda:90", {"x_ptr": "*fp32"},
                                   launch={"values": {"n": 4096}, "unaligned": []}))
    return requests


def comparable(done) -> dict:
    """What must be equal byte for byte: the outcome, the child's result but its seconds, the artifacts."""
    result = {k: v for k, v in done.result.items() if k != "compile_seconds"}
    artifacts = {p.name: p.read_bytes() for p in sorted((done.work_dir / "artifacts").glob("*"))} \
        if done.work_dir and (done.work_dir / "artifacts").is_dir() else {}
    return {"outcome": done.outcome.to_json(), "result": result, "artifacts": artifacts}


@pytest.fixture(scope="module")
def cluster():
    from distributed import LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None, silence_logs=40) as local:
        yield local


def test_cluster_sweep_with_a_killed_worker_equals_the_local_pool_and_resumes_from_the_cache(tmp_path, cluster):
    from distributed import Client
    path = tmp_path / "scale.py"
    path.write_text(KERNEL)
    requests = sweep_requests(path)

    local = compile_sweep(requests, tmp_path / "local", jobs=2, timeout=120)
    assert [d.outcome.code.value for d in local].count("ok") == len(requests) - 1
    assert local[-1].outcome.code.value == "python-error"

    with Client(cluster.scheduler_address) as client:
        pids = client.run(os.getpid)   # worker address -> its process id
    first_done = threading.Event()
    seen: list = []

    def progress(step) -> None:
        seen.append(step)
        first_done.set()

    results: list = []
    errors: list = []

    def run() -> None:
        try:
            results.extend(compile_sweep(requests, tmp_path / "remote", jobs=2, timeout=120,
                                         cache=CompileCache(tmp_path / "cache"),
                                         cluster=cluster.scheduler_address, progress=progress))
        except BaseException as exc:   # noqa: BLE001 (re-raised in the test's thread)
            errors.append(exc)

    sweep = threading.Thread(target=run)
    sweep.start()
    assert first_done.wait(180), "no compile finished on the cluster"
    victim = sorted(pids.values())[0]
    at_kill = len(seen)
    os.kill(victim, signal.SIGKILL)   # mid-sweep: its running task goes to the other worker
    sweep.join(300)
    assert not sweep.is_alive() and not errors, errors
    assert len(seen) == len(requests) and all(not s.cached for s in seen)
    assert at_kill < len(requests), "the worker was killed after the sweep ended"
    assert [comparable(d) for d in results] == [comparable(d) for d in local]

    again: list = []
    resumed = compile_sweep(requests, tmp_path / "again", jobs=2, timeout=120, cache=CompileCache(tmp_path / "cache"),
                            cluster=cluster.scheduler_address, progress=again.append)
    assert all(step.cached for step in again) and len(again) == len(requests)
    assert [comparable(d) for d in resumed] == [comparable(d) for d in local]


def test_a_trace_with_dumps_on_the_cluster_equals_a_local_cold_trace(tmp_path, cluster):
    """The child's files come back from the cluster into the trace's raw/ and artifacts/; the
    snapshots, stage map and manifest made from them here equal a local cold trace's."""
    from passlab.capture.trace import trace_kernel
    from passlab.sweep.cluster import ClusterPool
    from test_sweep_pool import trace_files
    path = tmp_path / "scale.py"
    path.write_text(KERNEL)
    request = CompileRequest(f"{path}:scale_kernel", None, {"BLOCK": 256}, "cuda:90", {"x_ptr": "*fp32"},
                             launch={"values": {"n": 4096}, "unaligned": []})
    cold = trace_kernel(request, tmp_path / "cold")
    with ClusterPool(cluster.scheduler_address) as pool:
        remote = trace_kernel(request, tmp_path / "remote", pool=pool)
    assert remote.outcome.ok and len(remote.passes) > 30
    assert trace_files(remote.path) == trace_files(cold.path)


def test_the_corpus_runner_traces_on_the_cluster_as_it_does_here(tmp_path, cluster, monkeypatch):
    """bench/corpus.py --cluster: the traces are made on the cluster (each task carrying its source's
    environment), checked here, and the results equal the local pool's."""
    import importlib.util
    import sys
    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("corpus_bench", root / "bench" / "corpus.py")
    corpus = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "corpus_bench", corpus)
    spec.loader.exec_module(corpus)
    cases = corpus.select(corpus.load_corpus(), None, False, ["triton_tutorials/01-add_kernel"])
    remote, _ = corpus.run_corpus(cases, tmp_path / "remote", jobs=2, cluster=cluster.scheduler_address)
    local, _ = corpus.run_corpus(cases, tmp_path / "local", jobs=2)

    def results(found):
        return [{k: v for k, v in corpus.asdict(r).items() if k != "seconds"} for r in found]
    assert len(remote) == 2 and results(remote) == results(local)
    assert all(r.outcome == "checked" for r in remote)


@pytest.fixture
def silent_scheduler():
    """tcp://127.0.0.1:PORT of a socket that accepts connections and never answers (nor closes them)."""
    import socket
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list = []

    def accept() -> None:
        try:
            while True:
                held.append(listener.accept()[0])
        except OSError:   # closed by the fixture
            pass

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    listener.close()
    for conn in held:
        conn.close()


def test_a_scheduler_that_never_answers_is_one_line_and_exit_2(silent_scheduler, monkeypatch, capsys):
    """distributed's Client(timeout=) does not bound its handshake: a port that accepts and never
    answers held it for ever. connect, bench/corpus.py --cluster and trace --autotune --cluster
    stop after CONNECT_SECONDS with one line (exit 2), before any kernel is loaded."""
    import importlib.util
    import sys
    import time

    from passlab.cli import main
    from passlab.errors import UsageError
    from passlab.sweep import cluster as cluster_module
    monkeypatch.setattr(cluster_module, "CONNECT_SECONDS", 2)
    started = time.monotonic()
    with pytest.raises(UsageError, match=f"the Dask scheduler at {silent_scheduler} did not answer within 2 s"):
        cluster_module.connect(silent_scheduler)
    assert time.monotonic() - started < 15

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("corpus_bench", root / "bench" / "corpus.py")
    corpus = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "corpus_bench", corpus)
    spec.loader.exec_module(corpus)
    capsys.readouterr()
    started = time.monotonic()
    assert corpus.main(["--kernel", "01-add_kernel", "--cluster", silent_scheduler]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "did not answer within 2 s" in err and time.monotonic() - started < 15, err

    started = time.monotonic()
    code = main(["trace", str(root / "tests/data/tutorials/01-vector-add.py") + ":add_kernel", "--autotune",
                 "--sig", "x_ptr=*fp32", "--sig", "y_ptr=*fp32", "--sig", "output_ptr=*fp32",
                 "--arg", "n_elements=98432", "--cluster", silent_scheduler])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "did not answer within 2 s" in err, err
    assert time.monotonic() - started < 15


class _Done:
    def __init__(self, value) -> None:
        self.value = value

    def result(self, timeout=None):
        return self.value

    def done(self) -> bool:
        return True

    def add_done_callback(self, callback) -> None:
        callback(self)

    def cancel(self) -> None:
        pass


def test_a_task_carries_the_modules_beside_the_kernel(tmp_path):
    """A worker that has none of the submitter's files compiles a kernel whose configs and a
    @triton.jit helper live in modules beside it and in a package below its folder; the IR names the submitter's files, as a local
    compile's does. The task runs in this process (``run_child_task``) while the submitter's folder
    is moved away: what a machine without it sees."""
    from passlab.capture.child import compile_plain
    from passlab.sweep import remote
    from passlab.sweep.cluster import ClusterPool

    folder = tmp_path / "kern"
    (folder / "lib").mkdir(parents=True)
    (folder / "helper.py").write_text("BLOCKS = (64, 128)\n")
    (folder / "lib" / "__init__.py").write_text("")
    (folder / "lib" / "ops.py").write_text("import triton\nimport triton.language as tl\n\n\n@triton.jit\n"
                                           "def twice(x):\n    return x * 2\n")
    (folder / "k.py").write_text(
        "import triton\nimport triton.language as tl\nfrom helper import BLOCKS\nfrom lib.ops import twice\n\n\n"
        "@triton.autotune(configs=[triton.Config({'BLOCK': b}) for b in BLOCKS], key=['n'])\n"
        "@triton.jit\ndef k(x_ptr, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    tl.store(x_ptr + offs, twice(tl.load(x_ptr + offs, mask=offs < n)), mask=offs < n)\n")

    class Remote(ClusterPool):
        def __init__(self) -> None:
            self.carry_env = ()

        def _submit(self, task):
            away = tmp_path / "away"
            folder.rename(away)
            try:
                return _Done(remote.run_child_task(task))
            finally:
                away.rename(folder)

    request = CompileRequest(f"{folder / 'k.py'}:k", "autotune1", None, "cuda:90", {"x_ptr": "*fp32"},
                             launch={"values": {"n": 4096}, "unaligned": []})
    try:
        listed = compile_plain(request, tmp_path / "list", 120, list_configs=True, pool=Remote())
        assert listed.outcome.ok, listed.outcome.message
        assert [c["params"]["BLOCK"] for c in listed.result["configs"] if c["name"].startswith("autotune")] == [64, 128]
        there = compile_plain(request, tmp_path / "there", 120, pool=Remote())
        here = compile_plain(request, tmp_path / "here", 120)
        assert there.outcome.ok, there.outcome.message
        ttir = [(d.work_dir / "artifacts").glob("*.ttir") for d in (there, here)]
        there_ir, here_ir = [next(iter(files)).read_text() for files in ttir]
        assert f'"{folder / "lib" / "ops.py"}"' in there_ir    # twice()'s location: the submitter's file
        assert there_ir.replace(str(tmp_path / "there"), "W") == here_ir.replace(str(tmp_path / "here"), "W")
    finally:
        pool = remote._POOLS.pop(os.getpid(), None)
        if pool is not None:
            pool.close()


def test_a_tasks_sibling_names_never_leave_its_source_folder(tmp_path, monkeypatch):
    from passlab.sweep import remote
    monkeypatch.setattr(remote, "_source_root", lambda: tmp_path / "sources")
    written = remote._write_source({"path": "/elsewhere/k.py", "text": "x = 1\n",
                                    "beside": {"helper.py": b"y = 2\n", "../escape.py": b"z = 3\n",
                                               "/abs.py": b"", ".hidden.py": b"", "data.txt": b"",
                                               "pkg/mod.py": b"w = 4\n", "pkg/../../up.py": b"", "pkg//x.py": b"",
                                               "pkg/.git/x.py": b"", "a/b/c/d/e.py": b"", "pkg\\win.py": b""}})
    written_names = sorted(p.relative_to(written.parent).as_posix() for p in written.parent.rglob("*") if p.is_file())
    assert written_names == ["helper.py", "k.py", "pkg/mod.py"]
    assert not (tmp_path / "sources" / "escape.py").exists() and not (tmp_path / "up.py").exists()


@pytest.mark.parametrize("planted", ["link", "open"])
def test_a_source_folder_someone_else_could_have_made_is_refused_and_never_written_through(tmp_path, monkeypatch,
                                                                                            planted):
    """The worker's folder of task sources has a fixed name in the shared temp folder: one planted
    there first (a link to elsewhere, a folder anyone may write) is refused, nothing written; a new
    one is private."""
    import tempfile

    from passlab.errors import UsageError
    from passlab.sweep import remote
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(tmp_path))
    root = tmp_path / f"passlab-sources-{os.getuid()}"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    if planted == "link":
        root.symlink_to(elsewhere)
    else:
        root.mkdir()
        root.chmod(0o777)
    task = {"path": "/x/k.py", "text": "x = 1\n", "beside": {"pkg/m.py": b"y = 2\n"}}
    with pytest.raises(UsageError, match="not a private folder"):
        remote._write_source(task)
    assert not any(elsewhere.iterdir()) and (planted == "link" or not any(root.iterdir()))
    root.unlink() if planted == "link" else root.rmdir()
    assert remote._write_source(task).read_text() == "x = 1\n" and root.stat().st_mode & 0o777 == 0o700
    root.chmod(0o755)       # made by an earlier passlab, readable by all: made private at the next task
    remote._write_source(task)
    assert root.stat().st_mode & 0o777 == 0o700


def test_a_huge_file_beside_the_kernel_is_not_read_whole_into_a_task(tmp_path):
    """Past ``SIBLING_BYTES`` a task carries no modules: a 1 GB file beside the kernel (sparse here)
    is read no further than the budget, not whole before the budget is looked at."""
    import tracemalloc

    from passlab.sweep import remote
    (tmp_path / "k.py").write_text("x = 1\n")
    with open(tmp_path / "data.py", "wb") as big:
        big.truncate(1 << 30)
    tracemalloc.start()
    try:
        carried = remote._beside(tmp_path / "k.py")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert carried == {} and peak < 64 << 20


def test_two_tasks_whose_files_differ_never_share_a_source_folder(tmp_path, monkeypatch):
    """A worker writes a task's files once into a folder named by them: a module whose bytes hold
    what would separate two modules, or the same text under another file name, gets a folder of
    its own (it would run the other task's files)."""
    from passlab.sweep import remote
    monkeypatch.setattr(remote, "_source_root", lambda: tmp_path / "sources")
    one = remote._write_source({"path": "/a/k.py", "text": "x = 1\n", "beside": {"a.py": b"x\0b.py\0y"}})
    two = remote._write_source({"path": "/a/k.py", "text": "x = 1\n", "beside": {"a.py": b"x", "b.py": b"y"}})
    three = remote._write_source({"path": "/a/j.py", "text": "x = 1\n", "beside": {"a.py": b"x\0b.py\0y"}})
    assert len({one.parent, two.parent, three.parent}) == 3
    assert (two.parent / "a.py").read_bytes() == b"x" and (one.parent / "a.py").read_bytes() == b"x\0b.py\0y"


def test_autotune_on_the_cluster_lists_there_and_starts_no_local_worker(tmp_path, cluster, monkeypatch):
    """``trace --autotune --cluster``: the configs are listed on the cluster too (its workers are
    warm; a local worker would first pay Python, Triton and the kernel's module), through the one
    Dask client the sweep then uses, so the local pool starts no server at all, and the table equals
    the one a local sweep makes."""
    from passlab.sweep import cluster as dask_cluster
    from passlab.sweep.autotune import static_autotune
    from passlab.sweep.pool import WarmPool

    clients = []
    connect = dask_cluster.connect
    monkeypatch.setattr(dask_cluster, "connect", lambda address: clients.append(address) or connect(address))

    path = tmp_path / "tuned.py"
    path.write_text(KERNEL.replace("@triton.jit", "@triton.autotune(configs=[triton.Config({'BLOCK': b}) "
                                   "for b in (64, 256)], key=['n'])\n@triton.jit"))
    request = CompileRequest(f"{path}:scale_kernel", None, None, "cuda:90", {"x_ptr": "*fp32"},
                             launch={"values": {"n": 4096}, "unaligned": []})
    with WarmPool(2) as idle:
        there = static_autotune(request, jobs=2, timeout=120, cluster=cluster.scheduler_address, pool=idle)
        assert idle.started == 0 and idle.workers == 0
    assert clients == [cluster.scheduler_address]
    here = static_autotune(request, jobs=2, timeout=120)
    assert [r.params["BLOCK"] for r in there.rows] == [64, 256]
    assert [(r.name, r.outcome, r.params, r.final_warps) for r in there.rows] == \
        [(r.name, r.outcome, r.params, r.final_warps) for r in here.rows]
