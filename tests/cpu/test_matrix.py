"""passlab matrix (issue 24, the version matrix: item 2).

Cheap tests run the tiny ``slow_kernel.py`` under this interpreter twice (once as "3.6", once as
an interpreter named by path, which passlab traces through --python like another version). The
tests marked ``versions`` need a second Triton (``tests/triton_envs.py``); CI makes its
environment first (``.ci/run``).
"""

from __future__ import annotations

import json
import signal
import sys
import time
from pathlib import Path

import pytest

from passlab.versions.envs import current_triton

from safety.conftest import SLOW_KERNEL, SLOW_SIG, one_line_error, passlab, start_passlab
from triton_envs import triton_python

KERNEL = SLOW_KERNEL.as_posix() + ":add_kernel"
ROW_KEYS = {"spec", "version", "python", "environment", "trace", "outcome", "message", "num_warps", "shared",
            "tmem", "registers", "stages_ran", "stages_total", "passes", "errors", "warnings", "changes",
            "seconds", "note"}


def minor(version: str) -> str:
    return ".".join(version.split(".")[:2])


@pytest.fixture
def dumps(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("PASSLAB_DUMPS", str(tmp_path / "dumps"))
    return tmp_path / "dumps"


def test_matrix_json_has_one_row_per_version_and_traces_under_the_dumps_root(tmp_path, dumps):
    result = passlab("matrix", KERNEL, *SLOW_SIG, "--triton", f"{minor(current_triton())},{sys.executable}",
                     "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["schema"] == 1 and data["target"] == "cuda:90" and data["interrupted"] is None
    first, second = data["rows"]
    assert set(first) == ROW_KEYS
    assert (first["environment"], first["python"], first["version"]) == ("current", None, current_triton())
    assert (second["environment"], second["python"]) == ("given", sys.executable)
    for row in data["rows"]:
        assert row["outcome"] == "ok" and row["passes"] > 10 and row["stages_total"] == 7
        assert row["num_warps"] == 4 and row["errors"] == 0
        assert Path(row["trace"]).parent.parent == dumps, row["trace"]
    assert "@triton" in Path(second["trace"]).name, "not where `passlab trace --python` puts it"
    assert first["changes"] is None
    assert second["changes"] == {"since": current_triton(), "passes_added": [], "passes_removed": [], "metadata": {},
                                 "passes": None, "outcome": None, "stages": None}
    # progress: one line per version started and finished, on stderr only
    progress = [line for line in result.stderr.splitlines() if line.startswith("passlab: [")]
    assert len(progress) == 4 and "[2/2]" in progress[-1], result.stderr


def test_matrix_with_jobs_traces_side_by_side_and_gives_the_same_rows(tmp_path, dumps):
    """-j 2 traces both versions at once (sweep.traces) and then checks and compares them in order:
    the rows equal the one-after-another run's but for their traces' folders' times."""
    args = ("matrix", KERNEL, *SLOW_SIG, "--triton", f"{minor(current_triton())},{sys.executable}", "--json")
    one = passlab(*args, cwd=tmp_path)
    both = passlab(*args, "-j", "2", cwd=tmp_path)
    assert one.returncode == both.returncode == 0, both.stderr
    strip = lambda rows: [{k: v for k, v in row.items() if k != "seconds"} for row in rows]  # noqa: E731
    assert strip(json.loads(both.stdout)["rows"]) == strip(json.loads(one.stdout)["rows"])


def test_matrix_table_and_a_failed_compile_is_a_row(tmp_path, dumps):
    """BLOCK=100 is not a power of two: tl.arange fails in every version, and each is a row."""
    sig = [s if s != "BLOCK=128" else "BLOCK=100" for s in SLOW_SIG]
    result = passlab("matrix", KERNEL, *sig, "--triton", f"{current_triton()},{sys.executable}", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    header, *rows = [line for line in result.stdout.splitlines()[2:5]]
    assert header.split() == ["triton", "env", "outcome", "warps", "shared", "TMEM", "regs", "stages", "passes",
                              "findings", "changed"]
    assert [row.split()[:3] for row in rows] == [[current_triton(), "current", "python-error"],
                                                 [current_triton(), "given", "python-error"]], result.stdout
    assert "python-error:" in result.stdout and "Traceback" not in result.stderr


def test_matrix_refuses_out_and_python(tmp_path, dumps):
    assert "--out" in one_line_error(passlab("matrix", KERNEL, *SLOW_SIG, "--triton", "3.6", "--out", tmp_path / "x",
                                             cwd=tmp_path), 2)
    assert "No such option '--python'" in one_line_error(
        passlab("matrix", KERNEL, *SLOW_SIG, "--triton", "3.6", "--python", sys.executable, cwd=tmp_path), 2)
    assert "no such kernel file" in one_line_error(passlab("matrix", "nope.py:k", "--triton", "3.6", cwd=tmp_path), 2)
    assert not dumps.exists()


def test_ctrl_c_stops_the_matrix_and_keeps_the_traces_made(tmp_path, dumps):
    pid_file = tmp_path / "child.pid"
    proc = start_passlab("matrix", KERNEL, *SLOW_SIG, "--triton", f"{current_triton()},{sys.executable}",
                         cwd=tmp_path, env={"PASSLAB_TEST_SLEEP": "2", "PASSLAB_TEST_PID_FILE": str(pid_file)})
    seen = ""
    deadline = time.monotonic() + 180
    while "[2/2] Triton" not in seen:  # the second version started
        assert time.monotonic() < deadline and proc.poll() is None, seen
        seen += proc.stderr.readline()
    first_child = pid_file.read_text()
    while pid_file.read_text() == first_child:  # its compile child is importing the kernel (2 s)
        assert time.monotonic() < deadline and proc.poll() is None, seen
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, seen + err
    assert "Traceback" not in err and "interrupted (SIGINT)" in out
    (kernel_dir,) = dumps.iterdir()
    first, second = sorted(p for p in kernel_dir.iterdir() if not p.name.startswith("."))
    assert second.name.startswith(first.name + "@triton"), (first, second)
    assert json.loads((first / "manifest.json").read_text())["outcome"]["code"] == "ok"
    assert json.loads((second / "manifest.json").read_text())["outcome"]["code"] == "interrupted"
    assert current_triton() in out, "the finished row was not printed"


@pytest.mark.versions
def test_matrix_across_two_triton_versions(tmp_path, dumps):
    """This Triton and 3.9.0 on the tiny kernel: two rows, the passes 3.9 added, no findings."""
    python = triton_python("3.9.0")
    result = passlab("matrix", KERNEL, *SLOW_SIG, "--triton", f"{current_triton()},3.9.0={python}", "--json",
                     cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)["rows"]
    assert [r["version"] for r in rows] == [current_triton(), "3.9.0"]
    assert all(r["outcome"] == "ok" for r in rows)
    assert "triton-nvidia-gpu-membar" in rows[1]["changes"]["passes_added"]


@pytest.mark.versions
def test_matrix_names_the_shared_memory_change_of_3_8(tmp_path, dumps, monkeypatch):
    """matmul_hopper: shared 213464 B on 3.7.1, 213592 B on 3.8.0 (TRITON_FACTS §8), found from the
    environments folder (PASSLAB_ENVS), as a user's cached ones are."""
    envs = Path(triton_python("3.7.1")).parents[2]
    assert Path(triton_python("3.8.0")).parents[2] == envs
    monkeypatch.setenv("PASSLAB_ENVS", str(envs))
    result = passlab("matrix", "matmul_hopper", "--triton", "3.7.1,3.8.0", "--json", cwd=tmp_path)
    rows = json.loads(result.stdout)["rows"]
    assert [(r["environment"], r["shared"]) for r in rows] == [("cached", 213464), ("cached", 213592)], result.stderr
    assert rows[1]["changes"]["metadata"] == {"shared": [213464, 213592]}
    assert [r["errors"] for r in rows] == [0, 0], "3.8's descriptor types read as rank 0 (TMA001)"
    assert result.returncode == 0


@pytest.mark.parametrize("text", ["!tt.tensordesc<tensor<64x64xbf16, #shared>>",   # 3.6, 3.7
                                  "!tt.tensordesc<64x64xbf16, #shared>"])          # 3.8+
def test_a_descriptor_type_is_read_in_both_print_forms(text):
    """The findings column: 3.8 prints a descriptor's block without tensor<...>; read as rank 0 it was
    a false TMA001 error on every TMA kernel of 3.8 and 3.9."""
    from passlab.ir.types import parse_type
    found = parse_type(text)
    assert (found.kind, found.shape, found.element_bytes, found.encoding) == ("tensordesc", (64, 64), 2, "#shared")


def test_the_readme_install_names_the_dev_extras_triton_pin():
    """pip meets passlab's own `triton>=3.6` before the dev extra's pin and would download the newest
    Triton first (3.9.0, 286 MB) only to discard it; the README's command names the pin, which must agree."""
    import re
    import tomllib
    root = Path(__file__).resolve().parents[2]
    dev = tomllib.loads((root / "pyproject.toml").read_text())["project"]["optional-dependencies"]["dev"]
    (pin,) = [r for r in dev if r.startswith("triton")]
    for text in ((root / "README.md").read_text(), (root / ".ci" / "run").read_text()):
        install = re.search(r'pip install -e "\.\[dev\]"([^&\n]*)', text)
        assert install and pin in install.group(1).split(), install


def test_ci_makes_the_environments_the_version_tests_ask_for():
    """`tests/triton_envs.OTHER_VERSIONS` (what version tests call for) is what .ci/run makes."""
    from triton_envs import OTHER_VERSIONS
    ci = (Path(__file__).resolve().parents[2] / ".ci" / "run").read_text()
    (line,) = [line for line in ci.splitlines() if line.startswith("passlab envs --make ")]
    assert tuple(line.split()[-1].split(",")) == OTHER_VERSIONS
