"""Warm workers (``sweep.pool``): a warm trace equals a cold one, a crash or a hang costs its
compile only, and a repeated sweep is served from the cache."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from passlab.capture.child import CompileRequest
from passlab.capture.trace import trace_kernel
from passlab.sweep.cache import CompileCache
from passlab.sweep.engine import compile_sweep
from passlab.sweep.pool import WarmPool

ROOT = Path(__file__).resolve().parents[2]
ABORTING = ROOT / "tests" / "data" / "debug" / "kernels" / "autotune_abort.py"
VOLATILE = ("created", "wall_seconds", "compile_seconds")   # the clock's, not the compiler's


def trace_files(path: Path) -> dict[str, bytes]:
    """Every file of a trace but its request (which names the folder) and timings."""
    files = {}
    for file in sorted(path.rglob("*")):
        name = str(file.relative_to(path))
        if not file.is_file() or name in ("raw/request.json", ".passlab-owner"):
            continue
        content = file.read_bytes()
        if name in ("manifest.json", "raw/result.json"):
            data = {k: v for k, v in json.loads(content).items() if k not in VOLATILE}
            content = json.dumps(data, sort_keys=True).replace(str(path), "TRACE").encode()
        files[name] = content
    return files


def test_warm_traces_equal_a_cold_trace_file_for_file(tmp_path):
    # no_ws: Triton 3.6's WS pass orders some ops by address (TRITON_FACTS 3), the rest is deterministic
    request = CompileRequest("matmul_hopper", "no_ws")
    cold = trace_kernel(request, tmp_path / "cold")
    with WarmPool(1) as pool:
        warm = [trace_kernel(request, tmp_path / f"warm{i}", pool=pool) for i in range(2)]
        assert pool.started == 1   # one warm worker served both
    expected = trace_files(cold.path)
    assert len([n for n in expected if n.startswith("snapshots/")]) > 30
    for trace in warm:
        assert trace_files(trace.path) == expected


def test_a_config_that_aborts_or_hangs_costs_only_itself(tmp_path):
    scale = f"{ABORTING}:scale_kernel"
    requests = [CompileRequest(scale, f"autotune{i}", None, "cuda:90", {"x_ptr": "*fp32"},
                               launch={"values": {"n": 4096}, "unaligned": []}) for i in range(3)]
    hang = tmp_path / "hang.py"
    hang.write_text("import time\nimport triton\nimport triton.language as tl\n\n\n@triton.jit\n"
                    "def k(x_ptr, BLOCK: tl.constexpr):\n    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)\n\n\n"
                    "_real = triton.compile\n\n\ndef _compile(*a, **k):\n    time.sleep(600)\n\n\n"
                    "triton.compile = _compile\n")
    requests.append(CompileRequest(f"{hang}:k", None, {"BLOCK": 64}, "cuda:90", {"x_ptr": "*fp32"}))
    with WarmPool(1) as pool:
        done = compile_sweep(requests, tmp_path / "w", jobs=1, timeout=20, pool=pool)
        codes = [d.outcome.code.value for d in done]
        assert codes == ["ok", "signal", "ok", "timeout"], codes
        assert "Assertion `block != 128' failed" in done[1].outcome.message
        assert pool.started == 1   # a compile's crash or hang killed its child, not the worker
        # ... and the worker served every job: the module's aborting triton.compile is not what the
        # server's warm-up runs (it did, and every job ran again in a cold child)
        assert [(s.alive, s.finished) for s in pool._all] == [(True, 4)]


def test_a_repeated_sweep_is_served_from_the_cache(tmp_path):
    scale = f"{ABORTING}:scale_kernel"
    requests = [CompileRequest(scale, f"autotune{i}", None, "cuda:90", {"x_ptr": "*fp32"},
                               launch={"values": {"n": 4096}, "unaligned": []}) for i in (0, 2)]
    cache = CompileCache(tmp_path / "cache")
    first, again = [], []
    one = compile_sweep(requests, tmp_path / "a", jobs=2, timeout=120, cache=cache, progress=first.append)
    two = compile_sweep(requests, tmp_path / "b", jobs=2, timeout=120, cache=cache, progress=again.append)
    assert [s.cached for s in first] == [False, False] and [s.cached for s in again] == [True, True]
    assert [(d.outcome, d.result) for d in one] == [(d.outcome, d.result) for d in two]
    assert (two[0].work_dir / "artifacts" / "kernel.ttir").read_bytes() == \
        (one[0].work_dir / "artifacts" / "kernel.ttir").read_bytes()


def test_a_repeated_autotune_table_starts_no_worker(tmp_path, monkeypatch, capsys):
    """The config list and every compile (the aborting config's too) come from the cache."""
    from passlab.sweep import pool as pool_module
    from passlab.sweep.autotune import static_autotune
    request = CompileRequest(f"{ABORTING}:scale_kernel", None, None, "cuda:90", {"x_ptr": "*fp32"},
                             launch={"values": {"n": 4096}, "unaligned": []})
    cache = CompileCache(tmp_path / "cache")
    first = static_autotune(request, jobs=2, timeout=120, cache=cache)
    assert [r.outcome for r in first.rows] == ["ok", "signal", "ok"]
    monkeypatch.setattr(pool_module, "ForkServer", None)   # any worker started now would fail
    heard = []
    again = static_autotune(request, jobs=2, timeout=120, cache=cache, progress=lambda *step: heard.append(step))
    assert [r.to_json() for r in again.rows] == [r.to_json() for r in first.rows]
    assert [cached for *_, cached in heard] == [True, True, True]
    assert (first.cached, again.cached) == (0, 3) and again.to_json()["cached"] == 3
    from passlab.render.trace_view import print_autotune
    print_autotune(again)   # the footer says where the rows came from
    assert "3 of 3 from the compile cache" in capsys.readouterr().out.splitlines()[-1]


def test_a_cache_setting_passlab_cannot_use_is_one_line_naming_it(tmp_path, monkeypatch):
    """$PASSLAB_CACHE naming a file or an unwritable place: exit 2 before any compile, naming the
    setting; empty is the default folder (as if unset), 'off' keeps none. /proc and /sys/kernel are
    folders where nothing can be made even by root, whom os.access lets write anywhere."""
    import subprocess
    import sys

    from passlab import settings
    afile = tmp_path / "a-file"
    afile.write_text("")
    nowhere = ["/proc", *(["/sys/kernel"] if Path("/sys/kernel").is_dir() else [])]
    for value in (str(afile), str(afile / "below"), *nowhere):
        done = subprocess.run([sys.executable, str(ROOT / "cli.py"), "trace", f"{ABORTING}:scale_kernel",
                               "--sig", "x_ptr=*fp32", "--arg", "n=4096", "--autotune"],
                              capture_output=True, text=True, cwd=tmp_path, timeout=120,
                              env={**__import__("os").environ, "PASSLAB_CACHE": value, "PYTHONPATH": str(ROOT)})
        lines = done.stderr.strip().splitlines()
        assert done.returncode == 2 and len(lines) == 1 and "PASSLAB_CACHE=" in lines[0], done.stderr
        assert "Traceback" not in done.stderr and "[1/" not in done.stderr
    monkeypatch.setenv("PASSLAB_CACHE", " ")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert settings.compile_cache_root() == tmp_path / ".cache" / "passlab" / "compiles"
    monkeypatch.setenv("PASSLAB_CACHE", "off")
    assert settings.compile_cache_root() is None


def test_a_cache_entry_whose_artifacts_were_removed_is_compiled_again(tmp_path, capsys):
    """An entry is a hit only while it holds every artifact it was stored with: one whose artifacts/
    was emptied (or a file cut) is compiled again, counts as compiled in the --autotune footer, and
    is replaced by a whole entry."""
    from passlab.render.trace_view import print_autotune
    from passlab.sweep.autotune import static_autotune
    request = CompileRequest(f"{ABORTING}:scale_kernel", None, None, "cuda:90", {"x_ptr": "*fp32"},
                             launch={"values": {"n": 4096}, "unaligned": []})
    cache = CompileCache(tmp_path / "cache")
    first = static_autotune(request, jobs=2, timeout=120, cache=cache)
    assert [r.outcome for r in first.rows] == ["ok", "signal", "ok"]
    folders = sorted({p.parent for p in (tmp_path / "cache").rglob("artifacts/kernel.ttir")})
    assert len(folders) == 2
    emptied, cut = folders
    for file in emptied.iterdir():
        file.unlink()
    ptx = cut / "kernel.ptx"
    ptx.write_bytes(ptx.read_bytes()[:100])
    heard = []
    again = static_autotune(request, jobs=2, timeout=120, cache=cache, progress=lambda *step: heard.append(step))
    def rows(report):   # but the compiles' seconds
        return [{k: v for k, v in r.to_json().items() if k != "seconds"} for r in report.rows]
    assert rows(again) == rows(first)
    assert sorted(cached for *_, cached in heard) == [False, False, True] and again.cached == 1
    capsys.readouterr()
    print_autotune(again)
    assert "1 of 3 from the compile cache" in capsys.readouterr().out.splitlines()[-1]
    assert (emptied / "kernel.ttir").is_file() and len(ptx.read_bytes()) > 100   # replaced by whole entries
    third = static_autotune(request, jobs=2, timeout=120, cache=cache)
    assert third.cached == 3
    assert not [p for p in (tmp_path / "cache").rglob(".*")], "a staged or set-aside entry was left"


def test_a_server_started_from_a_sweep_thread_outlives_that_thread(tmp_path):
    """Linux sends the parent-death signal when the thread that forked a process ends: a fork server
    started from a sweep's thread (the corpus lists a source's configs in threads, then traces)
    must still serve the next sweep of the pool."""
    import time

    from passlab.capture.child import compile_plain, parallel_children
    request = CompileRequest(f"{ROOT}/tests/data/tutorials/01-vector-add.py:add_kernel", None, {"BLOCK_SIZE": 1024},
                             "cuda:90", {"x_ptr": "*fp32", "y_ptr": "*fp32", "output_ptr": "*fp32"},
                             launch={"values": {"n_elements": 98432}, "unaligned": []})
    with WarmPool(1) as pool:
        with parallel_children(1) as threads:
            first = threads.submit(compile_plain, request, tmp_path / "a", 120, pool=pool).result()
        time.sleep(1)   # the thread has ended
        again = compile_plain(request, tmp_path / "b", 120, pool=pool)
        assert first.outcome.ok and again.outcome.ok
        assert pool.started == 1, "the server died with the thread that started it"


def test_a_pool_past_jobs_per_server_shares_its_jobs_over_more_servers(tmp_path):
    """A pool of more jobs than JOBS_PER_SERVER that forks a child per job starts two servers for one
    interpreter and sends jobs to both (bench/pool_scaling.py --jobs-per-server measures the trade)."""
    from passlab.sweep.pool import JOBS_PER_SERVER
    scale = f"{ABORTING}:scale_kernel"
    requests = [CompileRequest(scale, f"autotune{i}", None, "cuda:90", {"x_ptr": "*fp32"},
                               launch={"values": {"n": 4096}, "unaligned": []}) for i in (0, 2, 0, 2)]
    with WarmPool(JOBS_PER_SERVER + 1, resident=False) as pool:
        done = compile_sweep(requests, tmp_path / "w", jobs=4, timeout=120, pool=pool)
        assert [d.outcome.code.value for d in done] == ["ok"] * 4
        stats = pool.stats()
        assert pool.started == 2 and stats.servers == 2
        assert all(server.finished for server in pool._all), "a server got no job"


def _kernel_beside_helper(folder: Path, blocks: str, module: str = "helper") -> CompileRequest:
    """An autotuned kernel in ``folder`` whose configs come from ``module.BLOCKS`` beside it (a
    dotted name: in a package below the kernel's folder)."""
    folder.mkdir()
    helper = folder / (module.replace(".", "/") + ".py")
    for package in list(helper.relative_to(folder).parents)[:-1]:
        (folder / package).mkdir(exist_ok=True)
        (folder / package / "__init__.py").write_text("")
    helper.write_text(f"BLOCKS = {blocks}\n")
    (folder / "k.py").write_text(
        f"import triton\nimport triton.language as tl\nfrom {module} import BLOCKS\n\n\n"
        "@triton.autotune(configs=[triton.Config({'BLOCK': b}) for b in BLOCKS], key=['n'])\n"
        "@triton.jit\ndef k(x_ptr, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    tl.store(x_ptr + offs, 1.0, mask=offs < n)\n")
    return CompileRequest(f"{folder / 'k.py'}:k", None, None, "cuda:90", {"x_ptr": "*fp32"},
                          launch={"values": {"n": 4096}, "unaligned": []})


@pytest.mark.parametrize("module", ["helper", "tuning.blocks"])
def test_an_edited_helper_module_beside_the_kernel_is_not_served_from_the_cache(tmp_path, module):
    """The kernel's configs live in a module beside it, or in a package below its folder (``python
    FILE`` imports both by name): after an edit there, the table lists and compiles the new
    configs, not the cached ones."""
    from passlab.sweep.autotune import static_autotune
    folder = tmp_path / "kern"
    request = _kernel_beside_helper(folder, "(64, 128)", module)
    cache = CompileCache(tmp_path / "cache")
    first = static_autotune(request, jobs=1, timeout=120, cache=cache)
    assert [r.params["BLOCK"] for r in first.rows] == [64, 128]
    (folder / (module.replace(".", "/") + ".py")).write_text("BLOCKS = (32, 64, 256)\n")
    again = static_autotune(request, jobs=1, timeout=120, cache=cache)
    assert [r.params["BLOCK"] for r in again.rows] == [32, 64, 256]
    assert [r.outcome for r in again.rows] == ["ok"] * 3 and again.cached == 0


@pytest.mark.parametrize("module", ["helper", "tuning.blocks"])
def test_two_kernels_with_a_helper_of_one_name_each_get_their_own_in_one_warm_worker(tmp_path, module):
    """A warm worker that loaded one kernel's ``helper`` (or ``tuning.blocks``, a package below its
    folder) gives the next kernel, from another folder, that kernel's own (a cold child would), and
    an edited helper is loaded again."""
    from passlab.sweep.autotune import static_autotune
    requests = []
    for name, blocks in (("a", "(64, 128)"), ("b", "(32,)")):
        folder = tmp_path / name
        requests.append(_kernel_beside_helper(folder, blocks, module))
    with WarmPool(1) as pool:
        tables = [static_autotune(r, jobs=1, timeout=120, pool=pool) for r in requests]
        assert [[row.params["BLOCK"] for row in t.rows] for t in tables] == [[64, 128], [32]]
        (tmp_path / "a" / (module.replace(".", "/") + ".py")).write_text("BLOCKS = (16, 256)\n")
        again = static_autotune(requests[0], jobs=1, timeout=120, pool=pool)
        assert [row.params["BLOCK"] for row in again.rows] == [16, 256]
        assert [s.alive for s in pool._all] == [True] and pool._all[0].finished == 8   # 3 lists, 5 compiles: all warm


def test_the_modules_a_kernel_may_import_by_name_are_listed_and_no_others(tmp_path):
    """What the cache key and a cluster task take from the kernel's folder: the .py files beside it
    and in its packages, not a virtual environment, a build tree, __pycache__, hidden folders, a
    link to a folder (a cycle), nor the kernel itself."""
    from passlab.sweep.cache import sibling_stats
    for name in ("k.py", "helper.py", "pkg/__init__.py", "pkg/mod.py", "pkg/sub/__init__.py", "pkg/sub/deep.py",
                 "pkg/__pycache__/mod.cpython-312.py", "build/lib/x.py", ".venv/lib/site.py", ".hidden/__init__.py",
                 "pkg/k.py", "notes.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    (tmp_path / "pkg" / "sub" / "loop").symlink_to(tmp_path / "pkg")
    listed = [name for name, _, _ in sibling_stats(tmp_path / "k.py")]
    assert listed == ["helper.py", "pkg/__init__.py", "pkg/k.py", "pkg/mod.py", "pkg/sub/__init__.py", "pkg/sub/deep.py"]


def test_installed_packages_in_the_kernels_folder_stay_loaded_in_the_server(tmp_path, monkeypatch):
    """A virtual environment inside the kernel's folder: what it installed is not a sibling (torch
    imported twice in one process fails); the helper module beside the kernel is forgotten."""
    import sys

    from passlab.sweep.preload import forget_siblings
    packages = tmp_path / ".venv" / "lib" / "python3" / "site-packages"
    packages.mkdir(parents=True)
    (packages / "passlab_test_installed.py").write_text("X = 1\n")
    (tmp_path / "passlab_test_helper.py").write_text("Y = 1\n")
    monkeypatch.syspath_prepend(str(packages))
    monkeypatch.syspath_prepend(str(tmp_path))
    before = set(sys.modules)
    import passlab_test_helper  # noqa: F401
    import passlab_test_installed  # noqa: F401
    try:
        forget_siblings(f"{tmp_path / 'k.py'}:k", before)
        assert "passlab_test_installed" in sys.modules and "passlab_test_helper" not in sys.modules
    finally:
        sys.modules.pop("passlab_test_installed", None)
        sys.modules.pop("passlab_test_helper", None)


def test_only_modules_imported_through_the_kernels_folder_leave_the_server(tmp_path, monkeypatch):
    """What leaves the server's sys.modules is what the kernel's folder on sys.path gave it: not a
    library below that folder found through another sys.path entry (Triton, torch or passlab built
    from a checkout under the home folder: imported twice, their classes no longer match), and a
    helper beside the kernel that is a symbolic link to a shared file does leave (the next kernel's
    own helper of that name is loaded); a kernel in / has siblings too."""
    import sys
    import types

    from passlab.sweep.preload import forget_siblings
    checkout = tmp_path / "src" / "triton" / "python"
    checkout.mkdir(parents=True)
    (checkout / "passlab_test_checkout.py").write_text("X = 1\n")
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "common.py").write_text("Y = 1\n")
    kern = tmp_path / "kern"
    kern.mkdir()
    (kern / "passlab_test_linked.py").symlink_to(shared / "common.py")
    monkeypatch.syspath_prepend(str(checkout))
    monkeypatch.syspath_prepend(str(kern))
    names = ("passlab_test_checkout", "passlab_test_linked", "passlab_test_in_root", "passlab_test_not_root")
    try:
        before = set(sys.modules)
        import passlab_test_checkout  # noqa: F401
        forget_siblings(f"{tmp_path / 'k.py'}:k", before)
        assert "passlab_test_checkout" in sys.modules, "a library from a checkout below the kernel's folder was dropped"
        before = set(sys.modules)
        import passlab_test_linked  # noqa: F401
        forget_siblings(f"{kern / 'k.py'}:k", before)
        assert "passlab_test_linked" not in sys.modules, "a symlinked helper beside the kernel stayed"
        before = set(sys.modules)
        for name, file in (("passlab_test_in_root", "/passlab_test_in_root.py"),
                           ("passlab_test_not_root", "/usr/passlab_test_not_root.py")):
            module = sys.modules[name] = types.ModuleType(name)
            module.__file__ = file
        forget_siblings("/k.py:k", before)
        assert "passlab_test_in_root" not in sys.modules and "passlab_test_not_root" in sys.modules
    finally:
        for name in names:
            sys.modules.pop(name, None)


def test_a_symlinked_kernel_file_loads_again_after_an_edit_of_the_helper_beside_its_target(tmp_path):
    """``python link/k.py`` (and passlab's loader) import the helper beside the link's target: an
    edit there loads the kernel again in a warm worker, as the compile cache's key sees it too."""
    from passlab.sweep.autotune import static_autotune
    real, link = tmp_path / "real", tmp_path / "link"
    real.mkdir()
    link.mkdir()
    (real / "helper.py").write_text("BLOCKS = (64, 128)\n")
    (real / "k.py").write_text(
        "import triton\nimport triton.language as tl\nfrom helper import BLOCKS\n\n\n"
        "@triton.autotune(configs=[triton.Config({'BLOCK': b}) for b in BLOCKS], key=['n'])\n"
        "@triton.jit\ndef k(x_ptr, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    tl.store(x_ptr + offs, 1.0, mask=offs < n)\n")
    (link / "k.py").symlink_to(real / "k.py")
    request = CompileRequest(f"{link / 'k.py'}:k", None, None, "cuda:90", {"x_ptr": "*fp32"},
                             launch={"values": {"n": 4096}, "unaligned": []})
    with WarmPool(1) as pool:
        first = static_autotune(request, jobs=1, timeout=120, pool=pool)
        assert [row.params["BLOCK"] for row in first.rows] == [64, 128]
        (real / "helper.py").write_text("BLOCKS = (32,)\n")
        again = static_autotune(request, jobs=1, timeout=120, pool=pool)
        assert [row.params["BLOCK"] for row in again.rows] == [32], "the warm worker served the old helper"


def test_a_sweeps_keys_hash_the_kernels_folder_once(tmp_path, monkeypatch):
    """The key of each of a sweep's compiles hashes the kernel file and the .py files beside it: a
    kernel in a folder of thousands of scripts (the home folder) read them all again per config
    (0.1 s a key here with 3000 small files: 20 s before a 208-config sweep started)."""
    from passlab.sweep import cache as cache_module
    from passlab.sweep.cache import compile_keys
    (tmp_path / "k.py").write_text("pass\n")
    (tmp_path / "other.py").write_text("pass\n")
    calls = []
    real = cache_module.source_digest
    monkeypatch.setattr(cache_module, "source_digest", lambda source: calls.append(source) or real(source))
    requests = [CompileRequest(f"{tmp_path / 'k.py'}:k", None, {"BLOCK": b}, "cuda:90", {"x_ptr": "*fp32"})
                for b in (16, 32, 64)]
    keys = compile_keys(requests)
    assert len(calls) == 1 and len(set(keys)) == 3
    assert keys == [cache_module.compile_key(r) for r in requests]


def test_a_module_beside_the_kernel_whose_name_is_not_utf8_is_hashed_not_a_traceback(tmp_path):
    """A file name of bytes that are no UTF-8 (os gives it back with surrogate escapes) beside the
    kernel: its key is made, and changes when that file is edited, as for any sibling."""
    from passlab.sweep.cache import compile_key
    (tmp_path / "k.py").write_text("pass\n")
    odd = Path(os.fsdecode(bytes(tmp_path / "") + b"/\xffodd.py"))
    odd.write_text("x = 1\n")
    request = CompileRequest(f"{tmp_path / 'k.py'}:k", None, None, "cuda:90", {"x_ptr": "*fp32"})
    first = compile_key(request)
    odd.write_text("x = 2\n")
    assert compile_key(request) != first


PRINTING_KERNEL = """import os
import sys

import triton
import triton.language as tl

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "executions"), "a") as log:
    log.write("x")
print("the kernel's file ran")
print("and said so on stderr", file=sys.stderr)


@triton.jit
def k(x_ptr, n, BLOCK: tl.constexpr, SCALE: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * SCALE, mask=offs < n)
"""


def _printing_requests(folder: Path) -> list[CompileRequest]:
    """Four variants (-c overrides) of a kernel whose file prints on stdout and stderr when it runs."""
    folder.mkdir()
    (folder / "k.py").write_text(PRINTING_KERNEL)
    return [CompileRequest(f"{folder / 'k.py'}:k", None, {"BLOCK": block, "SCALE": scale}, "cuda:90",
                           {"x_ptr": "*fp32"}, launch={"values": {"n": 4096}, "unaligned": []})
            for block in (64, 128) for scale in (2, 3)]


def _raw_files(compile) -> dict[str, bytes]:
    raw = compile.work_dir / "raw"
    return {name: (raw / name).read_bytes() for name in ("stdout.txt", "stderr.txt")}


def test_a_warm_worker_runs_a_kernels_file_once_for_all_its_variants(tmp_path):
    """The variants of one kernel (-c overrides, launch values) share one execution of its file in a
    warm process, and each compile's stdout and stderr still hold what running the file printed, as
    a cold child's do."""
    from passlab.capture.child import compile_plain
    requests = _printing_requests(tmp_path / "kern")
    cold = compile_plain(requests[0], tmp_path / "cold", 120)
    assert _raw_files(cold)["stdout.txt"] == b"the kernel's file ran\n"
    (tmp_path / "kern" / "executions").unlink()
    with WarmPool(1) as pool:
        done = [compile_plain(r, tmp_path / f"w{i}", 120, pool=pool) for i, r in enumerate(requests)]
    assert [d.outcome.code.value for d in done] == ["ok"] * 4
    assert (tmp_path / "kern" / "executions").read_text() == "x"
    for d in done:
        assert _raw_files(d) == _raw_files(cold)
