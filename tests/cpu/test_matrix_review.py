"""Review findings of ``passlab matrix`` / ``passlab envs`` (issue 24): bad input is one line and
exit 2 before pip runs, versions are checked before an environment is made, stale staging
folders of any version are swept, and the ``changed`` column counts passes.

Environments come from the fake pip of ``test_envs.py`` (no package index); nothing here compiles.
"""

from __future__ import annotations

import json
import stat
import sys
from pathlib import Path

import pytest

from passlab.errors import UsageError
from passlab.versions import envs
from passlab.versions.envs import TritonSpec, parse_triton_specs
from passlab.versions.matrix import MatrixRow, compare_rows
from passlab.render.matrix_view import describe_changes_short

from passlab.versions.envs import current_triton

from safety.conftest import SLOW_KERNEL, SLOW_SIG, one_line_error, passlab
from test_envs import fake_pip  # noqa: F401  (the fixture)


def pip_log(fake: dict) -> list[str]:
    log = Path(fake["FAKE_PIP_LOG"])
    return log.read_text().splitlines() if log.exists() else []


# 1. a bad config or override is the same under every version: one line, exit 2, before pip
@pytest.mark.parametrize("bad", [["--config", "nope"], ["-c", 'BLOCK_M=__import__("os")']])
def test_a_bad_config_stops_the_matrix_before_any_environment(tmp_path, fake_pip, bad):
    result = passlab("matrix", "matmul_hopper", *bad, "--triton", "3.6,3.9.0", cwd=tmp_path,
                     env={"PASSLAB_DUMPS": str(tmp_path / "dumps")})
    one_line_error(result, 2)
    assert not [line for line in pip_log(fake_pip) if line.startswith("install")]
    assert not (tmp_path / "dumps").exists()


def test_a_usage_error_on_every_row_of_a_file_kernel_is_exit_2(tmp_path):
    """A file kernel is not loaded up front: the same UsageError on every row ends the run with it."""
    result = passlab("matrix", SLOW_KERNEL.as_posix() + ":add_kernel", *SLOW_SIG, "-c", "nope=1",
                     "--triton", f"{current_triton()},{sys.executable}", cwd=tmp_path,
                     env={"PASSLAB_DUMPS": str(tmp_path / "dumps")})
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "nope" in result.stderr.splitlines()[-1] and "every Triton version" in result.stderr.splitlines()[-1]
    assert not result.stdout


# 2. two specs that resolve to one version
def test_two_specs_of_one_version_are_refused_before_pip(tmp_path, fake_pip):
    # the fake index's newest 3.9.x is 3.9.1
    result = passlab("matrix", "matmul_hopper", "--triton", "3.9.1,3.9", cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "both name Triton 3.9.1" in result.stderr.splitlines()[-1]
    assert not [line for line in pip_log(fake_pip) if line.startswith("install")]


# 3. an interpreter whose last line is not a version is no Triton
def test_an_interpreter_that_prints_a_word_is_not_a_triton(tmp_path):
    from passlab.capture.trace import interpreter_triton
    script = tmp_path / "python"
    script.write_text("#!/bin/sh\necho hi\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    with pytest.raises(UsageError, match="is not a Python that imports triton"):
        interpreter_triton(str(script))


# 4. versions checked before pip
@pytest.mark.parametrize("text, says", [("03.9.0", "leading zero"), ("3.09", "leading zero"),
                                        ("3.5", "3.6"), ("2.3.1", "3.6")])
def test_a_version_passlab_cannot_use_is_refused(text, says):
    with pytest.raises(UsageError, match=says):
        parse_triton_specs([text])


def test_a_full_version_the_index_lacks_makes_no_environment(tmp_path, fake_pip):
    result = passlab("envs", "--make", "3.99.0", cwd=tmp_path)
    assert "3.99.0" in one_line_error(result, 2)
    assert not [line for line in pip_log(fake_pip) if line.startswith("install")]
    root = Path(fake_pip["PASSLAB_ENVS"])
    assert not root.exists() or not any(root.iterdir()) or not list(root.glob("triton-*"))


def test_without_an_index_a_full_version_is_still_made(tmp_path, fake_pip, monkeypatch):
    monkeypatch.setenv("FAKE_PIP_NO_INDEX", "1")
    script = Path(fake_pip["PASSLAB_PIP"].split()[-1])
    script.write_text(script.read_text().replace(
        'if sys.argv[1:3] == ["index", "versions"]:',
        'if sys.argv[1:3] == ["index", "versions"] and os.environ.get("FAKE_PIP_NO_INDEX"):\n'
        '    print("ERROR: no index", file=sys.stderr); sys.exit(1)\n'
        'if sys.argv[1:3] == ["index", "versions"]:'))
    env = envs.resolve_environment(TritonSpec("3.8.0", "3.8.0"))
    assert env.origin == "made"


# 5. `passlab envs` sweeps what a killed passlab left, of any version
def stale_sibling(root: Path, version: str) -> Path:
    stale = root / f".triton-{version}.tmp-999999999-abcdef"
    (stale / "bin").mkdir(parents=True)
    (stale / ".passlab-owner").write_text(json.dumps({"kind": "environment", "writer": "passlab"}))
    return stale


def test_envs_and_any_make_sweep_stale_siblings_of_every_version(tmp_path, fake_pip):
    root = Path(fake_pip["PASSLAB_ENVS"])
    first, second = stale_sibling(root, "3.7.1"), stale_sibling(root, "3.8.0")
    not_ours = root / ".triton-3.6.0.tmp-999999999-abcdef"
    not_ours.mkdir()
    assert passlab("envs", cwd=tmp_path).returncode == 0
    assert not first.exists() and not second.exists() and not_ours.exists()
    third = stale_sibling(root, "3.7.1")
    envs.make_environment("3.9.0")
    assert not third.exists() and not_ours.exists()


def records(*names: str) -> list[dict]:
    """Manifest pass records, as ``diff_pipelines`` reads them."""
    return [{"index": i, "arg": name, "pass": name, "options": ""} for i, name in enumerate(names)]


# 6. the changed column counts passes and names outcome and stage changes
def test_changed_says_pass_counts_outcome_and_stages():
    a = MatrixRow("3.7.1", "3.7.1", None, "cached", trace="a", outcome="assertion", stages_ran=5, passes=3)
    b = MatrixRow("3.8.0", "3.8.0", None, "cached", trace="b", outcome="fatal-error", stages_ran=7, passes=4)
    passes_a = records("p1", "p2", "p2")
    passes_b = records("p1", "p2", "p3", "p3")
    text = describe_changes_short(compare_rows(a, passes_a, b, passes_b))
    assert "passes 3 -> 4" in text and "assertion -> fatal-error" in text and "stages 5 -> 7" in text


def test_same_pass_kinds_but_a_new_count_is_a_change():
    a = MatrixRow("3.7.1", "3.7.1", None, "cached", trace="a", outcome="ok", passes=2)
    b = MatrixRow("3.8.0", "3.8.0", None, "cached", trace="b", outcome="ok", passes=3)
    changes = compare_rows(a, records("p", "p"), b, records("p", "p", "p"))
    assert changes and "passes 2 -> 3" in describe_changes_short(changes)


# 7. envs messages
def test_envs_root_that_is_a_file_is_one_line(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("")
    assert "not a folder" in one_line_error(passlab("envs", cwd=tmp_path, env={"PASSLAB_ENVS": str(afile)}), 2)


def test_envs_root_that_cannot_hold_a_lock_is_one_line(tmp_path, fake_pip):
    result = passlab("envs", "--make", "3.8.0", cwd=tmp_path, env={"PASSLAB_ENVS": "/proc/self"})
    line = one_line_error(result, 2)
    assert "/proc/self" in line and "PASSLAB_ENVS" in line


def test_envs_count_grammar_and_remove_takes_a_list(tmp_path, fake_pip):
    envs.make_environment("3.8.0")
    assert "1 environment\n" in passlab("envs", cwd=tmp_path).stdout + "\n" or \
        ": 1 environment" in passlab("envs", cwd=tmp_path).stdout
    assert "1 environments" not in passlab("envs", cwd=tmp_path).stdout
    envs.make_environment("3.7.1")
    result = passlab("envs", "--remove", "3.7.1,3.8.0", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert envs.cached_environments() == []


# 8. matrix offers no --out / --python
def test_matrix_help_lists_no_out_or_python(tmp_path):
    text = passlab("matrix", "--help", cwd=tmp_path).stdout
    options = [line.split()[0] for line in text.splitlines() if line.startswith("  -")]
    assert "--triton" in options and "--out" not in options and "--python" not in options
