"""The kernel registry (``passlab.frontend.registry``): built-in kernels listed without Triton,
unknown names as one usage line, and passlab's own ``kernels`` found by file, from a checkout with
``PYTHONPATH`` or through the ``passlab.kernels`` entry point, never shadowed by a user's ``kernels``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from passlab.errors import UsageError
from passlab.frontend import registry

ROOT = Path(__file__).resolve().parents[2]
BUILTINS = ["matmul_hopper", "matmul_ampere", "fa_hopper", "matmul_ws_pointer", "matmul_hopper_gluon",
            "fa_hopper_gluon", "matmul_fp8_gluon", "fa_fp8_gluon"]


def python(code: str, cwd: Path, path: list[Path]) -> subprocess.CompletedProcess:
    """``python -c CODE`` in a fresh process with exactly ``path`` as PYTHONPATH."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, path))}
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, env=env,
                          timeout=300, stdin=subprocess.DEVNULL)


def user_kernels(where: Path, marker: Path | None = None) -> None:
    """A user's own ``kernels`` package in ``where``; with a marker, importing it leaves one and fails."""
    (where / "kernels").mkdir(parents=True)
    body = "NAME = 'the user kernels'\n"
    if marker is not None:
        body = f"open({str(marker)!r}, 'a').write('user kernels imported\\n')\nraise ImportError('the user kernels')\n"
    (where / "kernels" / "__init__.py").write_text(body)


def test_names_are_listed_without_importing_triton(tmp_path):
    result = python("import sys, json\nfrom passlab.frontend import registry\n"
                    "print(json.dumps([registry.names(), 'triton' in sys.modules]))", tmp_path, [ROOT])
    assert result.returncode == 0, result.stderr
    names, triton_imported = json.loads(result.stdout)
    assert names[:len(BUILTINS)] == BUILTINS
    assert not triton_imported


def test_an_unknown_name_lists_the_known_ones():
    with pytest.raises(UsageError) as error:
        registry.check_name("matmul_hoper")
    assert str(error.value).startswith("unknown kernel 'matmul_hoper' (known: matmul_hopper, matmul_ampere")
    assert str(error.value).endswith("; or give path/to/file.py:function)")
    with pytest.raises(UsageError, match=r"'caps.jsonl' names a capture file, not a compile: add the record"):
        registry.get("caps.jsonl")


def test_two_providers_cannot_claim_one_name(monkeypatch):
    registry.discover()  # the providers load into the real table, not the copy below
    monkeypatch.setattr(registry, "_REGISTERED", dict(registry._REGISTERED))
    registry.register("matmul_hopper", "kernels.matmul_hopper")  # the same declaration again is fine
    with pytest.raises(UsageError, match="two providers register kernel 'matmul_hopper'"):
        registry.register("matmul_hopper", "theirs.matmul")
    with pytest.raises(UsageError, match="must be a plain word"):
        registry.register("dir/file.py:fn", "theirs.fn")


def test_a_user_kernels_package_earlier_on_sys_path_does_not_shadow_the_builtins(tmp_path):
    project = tmp_path / "project"
    marker = tmp_path / "marker.txt"
    user_kernels(project, marker)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(project), str(ROOT)])}
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "kernels", "--json"], cwd=project, env=env,
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr[-2000:]
    assert [row["name"] for row in json.loads(result.stdout)][:len(BUILTINS)] == BUILTINS
    assert not marker.exists(), marker.read_text()


def test_a_user_kernels_package_imported_first_is_one_usage_line(tmp_path):
    """The child's case: a kernel file's folder went first on sys.path and its code imported its own
    ``kernels``; a built-in name is then refused, never served from the user's package."""
    user_kernels(tmp_path)
    result = python("import kernels\nfrom passlab.frontend import registry\nregistry.get('matmul_hopper')",
                    tmp_path, [tmp_path, ROOT])
    assert result.returncode != 0
    assert "was imported before passlab's own built-in kernels; run from another directory" in result.stderr
    assert str(tmp_path / "kernels") in result.stderr


def test_a_checkout_on_pythonpath_without_egg_info_lists_its_own_kernels(tmp_path):
    """As on the GPU machine: passlab not installed there, ``PYTHONPATH=<checkout>``, another cwd."""
    checkout = tmp_path / "checkout"
    for folder in ("passlab", "kernels"):
        shutil.copytree(ROOT / folder, checkout / folder, ignore=shutil.ignore_patterns("__pycache__"))
    assert not list(checkout.glob("*.egg-info"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "kernels"], cwd=elsewhere, env=env,
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr[-2000:]
    assert all(f"{name}: " in result.stdout for name in BUILTINS), result.stdout
    where = python("import sys\nfrom passlab.frontend import registry\n"
                   "print(registry.load('matmul_ampere').__file__, sys.modules['kernels'].__file__)", elsewhere, [checkout])
    assert where.returncode == 0, where.stderr
    assert [Path(p) for p in where.stdout.split()] == [checkout / "kernels" / "matmul_ampere.py",
                                                       checkout / "kernels" / "__init__.py"]


def fake_distribution(site: Path, entry_points: str) -> None:
    """An installed distribution in ``site`` declaring ``entry_points`` (what pip would write)."""
    info = site / "extra_provider-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: extra-provider\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(entry_points)


EXTRA_PROVIDER = """
import types
from passlab.frontend.registry import register
register("extra_add", lambda: types.SimpleNamespace(SPEC="the extra_add spec"))
"""


def test_entry_point_providers_register_and_the_builtin_entry_point_loads_by_file(tmp_path):
    site = tmp_path / "site"
    marker = tmp_path / "marker.txt"
    user_kernels(site, marker)  # a 'kernels' on sys.path before passlab's own
    (site / "extra_kernels.py").write_text(EXTRA_PROVIDER)
    fake_distribution(site, "[passlab.kernels]\nkernels = kernels\nextra = extra_kernels\n")
    result = python("import json, sys\nfrom passlab.frontend import registry\n"
                    "print(json.dumps([registry.names(), registry.get('extra_add'), 'triton' in sys.modules]))",
                    tmp_path, [site, ROOT])
    assert result.returncode == 0, result.stderr
    names, extra, triton_imported = json.loads(result.stdout)
    assert names == BUILTINS + ["extra_add"]
    assert extra == "the extra_add spec" and not triton_imported
    assert not marker.exists(), marker.read_text()


def test_a_broken_entry_point_provider_is_one_usage_line(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "broken_kernels.py").write_text("raise RuntimeError('half-installed')\n")
    fake_distribution(site, "[passlab.kernels]\nbroken = broken_kernels\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "run", "matmul_hopper"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert "kernel provider 'broken' (broken_kernels" in lines[0] and "RuntimeError: half-installed" in lines[0]


def test_pyproject_declares_the_builtin_provider_entry_point():
    """What ``pip install`` turns into the entry point that the registry reads first."""
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["entry-points"][registry.ENTRY_POINT_GROUP] == {"kernels": registry.BUILTIN_PROVIDER}
    assert (ROOT / registry.BUILTIN_PROVIDER / "__init__.py").is_file()


def test_a_user_kernels_package_on_pythonpath_serves_its_module_kernels_in_the_child(tmp_path):
    """``passlab trace kernels.mine:add_kernel`` with the user's ``kernels`` package ahead of passlab on
    ``PYTHONPATH``: the parent finds theirs, and so must the compile child (passlab's root goes first
    on the child's path only while ``passlab`` itself is imported, so its ``kernels/`` never hides theirs)."""
    project = tmp_path / "project"
    (project / "kernels").mkdir(parents=True)
    (project / "kernels" / "__init__.py").write_text("")
    shutil.copy(ROOT / "tests/data/safety/slow_kernel.py", project / "kernels" / "mine.py")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(project), str(ROOT)])}
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "trace", "kernels.mine:add_kernel",
                             "--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp32", "--arg", "n=4096", "-c", "BLOCK=1024",
                             "--out", str(tmp_path / "trace")], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout[-1000:] + result.stderr[-2000:]
    manifest = json.loads((tmp_path / "trace" / "manifest.json").read_text())
    assert Path(manifest["kernel"]["source_file"]).resolve() == (project / "kernels" / "mine.py").resolve()


HOSTILE_PROVIDERS = {
    "exits at import": ("import sys\nsys.exit(0)\n", "SystemExit"),
    "registers a module that does not import": (
        "from passlab.frontend.registry import register\nregister('evil', 'no_such_module_here.kernel')\n",
        "kernel 'evil' (no_such_module_here.kernel) failed to load: ModuleNotFoundError"),
    "registers a loader that raises": (
        "from passlab.frontend.registry import register\n"
        "def load():\n    raise ValueError('boom\\nsecond line')\nregister('evil', load)\n",
        "kernel 'evil' (load) failed to load: ValueError: boom"),
    "registers a module without SPEC": (
        "from passlab.frontend.registry import register\nregister('evil', 'json')\n",
        "kernel 'evil': its module json defines no SPEC"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_PROVIDERS))
def test_a_hostile_entry_point_provider_is_one_usage_line(tmp_path, case):
    """A third party's provider in the ``passlab.kernels`` group that exits, or registers a kernel that
    cannot load: ``passlab kernels`` says which in one line and exits 2, never silently or a traceback."""
    body, message = HOSTILE_PROVIDERS[case]
    site = tmp_path / "site"
    site.mkdir()
    (site / "evil_kernels.py").write_text(body)
    fake_distribution(site, "[passlab.kernels]\nevil = evil_kernels\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "kernels"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert result.returncode == 2, result.stdout[-500:] + result.stderr[-2000:]
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert message in lines[0], lines[0]


def test_listing_or_checking_names_leaves_a_users_kernels_package_importable(tmp_path):
    """The pytest plugin's process (``passlab_trace("matmul_hopper")`` checks the name in the test
    session): the user's own ``kernels`` package must still import afterwards, and before."""
    user_kernels(tmp_path)
    (tmp_path / "kernels" / "mine.py").write_text("VALUE = 'mine'\n")
    after = python("from passlab.frontend import registry\nregistry.check_name('matmul_hopper')\n"
                   "import kernels.mine\nprint(kernels.NAME, kernels.mine.VALUE, registry.names()[0])",
                   tmp_path, [tmp_path, ROOT])
    assert after.returncode == 0, after.stderr[-2000:]
    assert after.stdout.split() == ["the", "user", "kernels", "mine", "matmul_hopper"]
    before = python("import kernels.mine\nfrom passlab.frontend import registry\nregistry.check_name('matmul_hopper')\n"
                    "print(kernels.NAME, len(registry.names()))", tmp_path, [tmp_path, ROOT])
    assert before.returncode == 0, before.stderr[-2000:]
    assert before.stdout.split() == ["the", "user", "kernels", str(len(BUILTINS))]
