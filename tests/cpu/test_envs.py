"""Environments per Triton version (issue 24, the version matrix: item 1).

Made with a fake pip (``PASSLAB_PIP``): it answers ``index versions triton`` from a fixed list and
``install triton==X`` by writing a ``triton`` package of version X into ``$VIRTUAL_ENV``, so the
logic (resolution, staging, the lock, Ctrl-C, a failed pip) is tested without the package index.
The test behind the ``long`` marker installs a real Triton from the index.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from passlab.errors import UsageError
from passlab.versions import envs
from passlab.versions.envs import TritonSpec, parse_triton_specs

from safety.conftest import one_line_error, passlab, start_passlab

FAKE_PIP = textwrap.dedent('''\
    """A stand-in for pip: `index versions triton` and `install triton==X` only."""
    import os, sys, time
    from pathlib import Path
    log = os.environ.get("FAKE_PIP_LOG")
    if log:
        with open(log, "a") as f:
            f.write(" ".join(sys.argv[1:]) + "\\n")
    if sys.argv[1:3] == ["index", "versions"]:
        print("triton (3.9.1)")
        # 9.9.9: on the index, but pip cannot install it (no wheel for this platform)
        print("Available versions: 9.9.9, 3.9.1, 3.9.0, 3.8.0, 3.7.1, 3.6.0")
        sys.exit(0)
    assert sys.argv[1] == "install", sys.argv
    version = sys.argv[2].split("==")[1]
    print(f"Collecting triton=={version}", flush=True)
    if os.environ.get("FAKE_PIP_PID"):
        Path(os.environ["FAKE_PIP_PID"]).write_text(str(os.getpid()))
    time.sleep(float(os.environ.get("FAKE_PIP_SLEEP", "0")))
    if version == "9.9.9":
        print(f"ERROR: Could not find a version that satisfies the requirement triton=={version}")
        print(f"ERROR: No matching distribution found for triton=={version}")
        sys.exit(1)
    venv = Path(os.environ["VIRTUAL_ENV"])
    site = next((venv / "lib").glob("python3*/site-packages"))
    (site / "triton").mkdir()
    (site / "triton" / "__init__.py").write_text(f"__version__ = {version!r}\\n")
    print(f"Successfully installed triton-{version}", flush=True)
''')


@pytest.fixture
def fake_pip(tmp_path, monkeypatch) -> dict:
    """PASSLAB_ENVS in tmp_path and the fake pip; returns the environment variables it set."""
    script = tmp_path / "fake_pip.py"
    script.write_text(FAKE_PIP)
    env = {"PASSLAB_ENVS": str(tmp_path / "envs"), "PASSLAB_PIP": f"{sys.executable} {script}",
           "FAKE_PIP_LOG": str(tmp_path / "pip.log")}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return env


def leftovers(root: Path) -> list[str]:
    """Hidden staging folders (and anything else hidden but a lock) under the environments root."""
    return sorted(p.name for p in root.iterdir() if p.name.startswith(".") and not p.name.endswith(".lock")) \
        if root.exists() else []


@pytest.mark.parametrize("text, expected", [
    ("3.9", [TritonSpec("3.9", "3.9")]),
    ("3.6,3.7.1, 3.9.0", [TritonSpec("3.6", "3.6"), TritonSpec("3.7.1", "3.7.1"), TritonSpec("3.9.0", "3.9.0")]),
    ("3.9=/opt/t/bin/python", [TritonSpec("3.9=/opt/t/bin/python", "3.9", "/opt/t/bin/python")]),
    ("/opt/t/bin/python", [TritonSpec("/opt/t/bin/python", None, "/opt/t/bin/python")]),
])
def test_specs_are_parsed(text, expected):
    assert parse_triton_specs([text]) == expected


@pytest.mark.parametrize("text", ["3", "three.nine", "3.9,,3.8", "3.9=", "3.x=/p", "3.9,3.9", "", "3.9.0.1"])
def test_a_malformed_spec_is_a_usage_error(text):
    with pytest.raises(UsageError):
        parse_triton_specs([text])


def test_a_malformed_spec_is_one_line_and_exit_2(tmp_path):
    result = passlab("matrix", "matmul_hopper", "--triton", "3.6,latest", cwd=tmp_path)
    assert "latest" in one_line_error(result, 2)


def test_the_current_interpreter_serves_its_own_version(fake_pip):
    current = envs.current_triton()
    minor = ".".join(current.split(".")[:2])
    env = envs.resolve_environment(TritonSpec(minor, minor))
    assert (env.python, env.origin, env.version) == (None, "current", current)
    assert not Path(fake_pip["PASSLAB_ENVS"]).exists(), "an environment was made for this interpreter's own Triton"


def test_a_named_interpreter_is_asked_its_version_and_must_match(fake_pip):
    env = envs.resolve_environment(TritonSpec(sys.executable, None, sys.executable))
    assert (env.version, env.origin) == (envs.current_triton(), "given")
    with pytest.raises(UsageError, match=r"imports Triton .*, not 3\.9"):
        envs.resolve_environment(TritonSpec(f"3.9={sys.executable}", "3.9", sys.executable))
    with pytest.raises(UsageError, match=r"^--triton /bin/sh: /bin/sh (is not a Python|cannot be run)"):
        envs.resolve_environment(TritonSpec("/bin/sh", None, "/bin/sh"))


def test_an_environment_is_made_staged_and_then_reused(fake_pip):
    lines: list[str] = []
    env = envs.resolve_environment(TritonSpec("3.9", "3.9"), lines.append)
    root = Path(fake_pip["PASSLAB_ENVS"])
    final = root / "triton-3.9.1"
    assert (env.version, env.origin, env.python) == ("3.9.1", "made", str(final / "bin" / "python"))
    assert "3.9 -> 3.9.1" in env.note and any("resolved to 3.9.1" in line for line in lines)
    assert any("Collecting triton==3.9.1" in line for line in lines), lines   # pip's progress, forwarded
    from passlab.capture.trace import interpreter_triton
    assert interpreter_triton(env.python) == "3.9.1"
    assert leftovers(root) == []
    activate = (final / "bin" / "activate").read_text()
    assert str(final) in activate and ".tmp-" not in activate, "the activate script names the staging folder"
    # The second time: no pip install, the cached one.
    again = envs.resolve_environment(TritonSpec("3.9.1", "3.9.1"))
    assert (again.origin, again.python) == ("cached", env.python)
    installs = [line for line in Path(fake_pip["FAKE_PIP_LOG"]).read_text().splitlines() if line.startswith("install")]
    assert installs == ["install triton==3.9.1"]


def test_a_silent_pip_still_gets_progress_lines(fake_pip, monkeypatch):
    """pip prints nothing while it downloads a wheel off a terminal: passlab says it is still running."""
    monkeypatch.setattr(envs, "HEARTBEAT_SECONDS", 0.3)
    monkeypatch.setenv("FAKE_PIP_SLEEP", "1.5")
    lines: list[str] = []
    envs.make_environment("3.8.0", lines.append)
    assert any("pip install triton==3.8.0: still running" in line for line in lines), lines


def test_a_version_pip_cannot_install_is_one_line_and_leaves_nothing(tmp_path, fake_pip):
    result = passlab("envs", "--make", "9.9.9", cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("passlab: error:")]
    assert len(errors) == 1 and "No matching distribution found for triton==9.9.9" in errors[0], result.stderr
    root = Path(fake_pip["PASSLAB_ENVS"])
    assert not (root / "triton-9.9.9").exists() and leftovers(root) == []


def test_a_minor_version_the_index_lacks_is_one_line(tmp_path, fake_pip):
    result = passlab("envs", "--make", "3.10", cwd=tmp_path)
    assert "offers no Triton 3.10.x" in one_line_error(result, 2)


def test_ctrl_c_during_pip_kills_it_and_leaves_no_environment(tmp_path, fake_pip):
    pid_file = tmp_path / "pip.pid"
    proc = start_passlab("envs", "--make", "3.8.0", cwd=tmp_path,
                         env={"FAKE_PIP_PID": str(pid_file), "FAKE_PIP_SLEEP": "60"})
    deadline = time.monotonic() + 120
    while not (pid_file.exists() and pid_file.read_text()):
        assert time.monotonic() < deadline and proc.poll() is None, proc.stderr.read() if proc.poll() is not None else ""
        time.sleep(0.05)
    pip = int(pid_file.read_text())
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "Traceback" not in err, err
    root = Path(fake_pip["PASSLAB_ENVS"])
    assert not (root / "triton-3.8.0").exists(), "a half-made environment looks ready"
    assert leftovers(root) == [], "the staging folder was left behind"
    time.sleep(0.2)
    assert not Path(f"/proc/{pip}").exists() or "Z" in Path(f"/proc/{pip}/stat").read_text().rsplit(")", 1)[1][:3], \
        "pip outlived passlab"


def test_a_staging_folder_a_killed_passlab_left_is_swept_and_never_taken(fake_pip):
    root = Path(fake_pip["PASSLAB_ENVS"])
    stale = root / ".triton-3.8.0.tmp-999999999-abcdef"
    (stale / "bin").mkdir(parents=True)
    (stale / "bin" / "python").write_text("")
    (stale / ".passlab-owner").write_text(json.dumps({"kind": "environment", "writer": "passlab"}))
    assert envs.cached_environments() == []
    env = envs.resolve_environment(TritonSpec("3.8.0", "3.8.0"))
    assert env.origin == "made" and not stale.exists()


def test_two_passlabs_making_one_version_build_it_once(tmp_path, fake_pip):
    first = start_passlab("envs", "--make", "3.7.1", cwd=tmp_path, env={"FAKE_PIP_SLEEP": "4"})
    lock = Path(fake_pip["PASSLAB_ENVS"]) / ".triton-3.7.1.lock"
    deadline = time.monotonic() + 60
    while not (lock.exists() and lock.read_text().strip()):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    second = passlab("envs", "--make", "3.7.1", cwd=tmp_path)
    first.communicate(timeout=120)
    assert first.returncode == 0 and second.returncode == 0, second.stderr
    assert "waiting for passlab" in second.stderr and "(cached)" in second.stdout
    installs = [line for line in Path(fake_pip["FAKE_PIP_LOG"]).read_text().splitlines() if line.startswith("install")]
    assert installs == ["install triton==3.7.1"]


def test_envs_lists_and_removes_only_what_passlab_made(tmp_path, fake_pip):
    root = Path(fake_pip["PASSLAB_ENVS"])
    envs.make_environment("3.8.0")
    by_hand = root / "triton-3.7.1"
    (by_hand / "bin").mkdir(parents=True)
    (by_hand / "bin" / "python").write_text("")
    listed = json.loads(passlab("envs", "--json", cwd=tmp_path).stdout)
    assert [(e["version"], e["made_by_passlab"]) for e in listed["environments"]] == [("3.7.1", False), ("3.8.0", True)]
    assert "not made by passlab" in one_line_error(passlab("envs", "--remove", "3.7.1", cwd=tmp_path), 2)
    assert (by_hand / "bin" / "python").exists()
    assert passlab("envs", "--remove", "3.8.0", cwd=tmp_path).returncode == 0
    assert not (root / "triton-3.8.0").exists()


@pytest.mark.long
def test_a_real_environment_from_the_package_index(tmp_path, monkeypatch):
    """pip install triton==3.7.1 from the index (about a minute here)."""
    monkeypatch.setenv("PASSLAB_ENVS", str(tmp_path / "envs"))
    monkeypatch.delenv("PASSLAB_PIP", raising=False)
    env = envs.resolve_environment(TritonSpec("3.7.1", "3.7.1"))
    from passlab.capture.trace import interpreter_triton
    assert env.origin == "made" and interpreter_triton(env.python) == "3.7.1"
    out = subprocess.run([env.python, "-m", "pip", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and str(tmp_path / "envs" / "triton-3.7.1") in out.stdout
