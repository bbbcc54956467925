"""Every example in every command's --help, and every passlab command in the README, runs.

An example that names a snapshot that moved (``snapshots/056-...`` that became ``060``), an
option that was renamed or a kernel config that is gone exits 2 (bad input) and fails here.
Examples run in one scratch folder that holds the traces they name (made once per session);
those that need a GPU, another Triton, the package index or a file of the user's are skipped
with the reason. Exit 0 and 1 (a finding, a kernel that fails to compile on purpose) both pass.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

from passlab.cli import cli

ROOT = Path(__file__).resolve().parent.parent.parent
BUILTIN_KERNELS = ("matmul_hopper", "matmul_ampere", "fa_hopper", "matmul_ws_pointer", "matmul_hopper_gluon",
                   "fa_hopper_gluon", "matmul_fp8_gluon", "fa_fp8_gluon")
PASSLAB = [sys.executable, "-c", "import sys; from passlab.cli import main; sys.argv[0] = 'passlab'; sys.exit(main())"]

# An example line in a command's help:       passlab check dumps/matmul_hopper/default --json
# A README command, in an indented block:        passlab kernels          # the built-in kernels
COMMAND_RE = re.compile(r"^\s{4,}(passlab\s.*?)\s*(?:\s#\s.*)?$")
# A trace folder of a built-in kernel that an example names:   dumps/fa_hopper/default@cuda100/...
TRACE_RE = re.compile(r"\bdumps/(?P<kernel>\w+)/(?P<config>[\w.=+-]+?)(?:@(?P<target>cuda\d+))?(?=/|\s|$)")

# Why an example is not run here; the first rule that matches an example's words wins.
SKIPS = (
    (re.compile(r"^passlab (run|bench)\b|-- passlab run\b"), "needs a GPU"),
    (re.compile(r"--python\b|^passlab matrix\b|--triton\b|^passlab locate t3"), "needs other Triton versions"),
    (re.compile(r"^passlab envs --(make|remove)\b"), "changes the environments under PASSLAB_ENVS (package index)"),
    (re.compile(r"^passlab capture\b"), "runs a program of the user's"),
    (re.compile(r"\.\.\.|<[\w-]+>"), "abbreviated (... or <placeholder>)"),
    (re.compile(r"\s--reduce\b|\s--workarounds\b"), "compiles many variants: tests/cpu/test_debug_reduce.py and "
                                                     "test_debug_workarounds.py run these"),
    (re.compile(r"&&|\|"), "a shell pipeline"),
)


def _help_examples() -> list[tuple[str, str]]:
    ctx = click.Context(cli)
    found = []
    for name in cli.list_commands(ctx):
        command = cli.get_command(ctx, name)
        if command is None:
            continue
        lines = (command.help or "").splitlines()
        inside, pending = False, ""
        for line in lines:
            if re.match(r"\s*Examples?:\s*$", line):
                inside = True
                continue
            text = line.strip()
            if not inside or not text:
                continue
            if not pending and not text.startswith("passlab "):
                inside = False
                continue
            pending = f"{pending} {text}".strip()
            if pending.endswith("\\"):
                pending = pending[:-1].rstrip()
                continue
            found.append((f"help:{name}", re.sub(r"\s+#\s.*$", "", pending)))
            pending = ""
    return found


def _readme_commands() -> list[tuple[str, str]]:
    found, pending = [], ""
    for line in (ROOT / "README.md").read_text().splitlines():
        if pending:
            pending = f"{pending} {line.strip()}"
        else:
            match = COMMAND_RE.match(line)
            if not match:
                continue
            pending = match.group(1) if not line.rstrip().endswith("\\") else line.strip()
        if pending.endswith("\\"):
            pending = pending[:-1].rstrip()
            continue
        found.append(("README", re.sub(r"\s+#\s.*$", "", pending)))
        pending = ""
    return found


def _examples() -> list[tuple[str, str]]:
    seen, out = set(), []
    for where, text in _help_examples() + _readme_commands():
        if text not in seen:
            seen.add(text)
            out.append((where, text))
    return out


EXAMPLES = _examples()


def _skip_reason(text: str, work: Path) -> str:
    for pattern, reason in SKIPS:
        if pattern.search(text):
            return reason
    if "~" in text:
        return "names a file in the user's home"
    words = shlex.split(text)
    for word in words[2:]:
        trace = TRACE_RE.search(word)
        if word.startswith("-") or (trace and trace["kernel"] in BUILTIN_KERNELS):
            continue
        path = word.split(":")[0] if re.search(r"\.py:\w", word) else word.split("#")[0]
        if re.search(r"\.(mlir|py|jsonl)$|/", path) and not (work / path).exists() and not path.startswith("tests/"):
            return f"names a file of the user's ({path})"
    return ""


def _passlab(args: list[str], cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.run(PASSLAB + args, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env,
                          stdin=subprocess.DEVNULL)


@pytest.fixture(scope="session")
def work(tmp_path_factory):
    """The folder examples run in: the repository's tests/lit and tests/golden, and the traces
    examples name, made once (``traced``)."""
    root = tmp_path_factory.mktemp("examples")
    for folder in ("tests/lit", "tests/golden"):
        shutil.copytree(ROOT / folder, root / folder)
    (root / "traced").mkdir()
    return root


def _ensure_traces(text: str, work: Path) -> None:
    for match in TRACE_RE.finditer(text):
        kernel, config, target = match["kernel"], match["config"], match["target"]
        if kernel not in BUILTIN_KERNELS:
            continue
        marker = work / "traced" / f"{kernel}-{config}-{target}"
        if marker.exists():
            continue
        args = ["trace", kernel] + ([] if config == "default" else ["--config", config])
        args += ["--target", target.replace("cuda", "cuda:")] if target else []
        result = _passlab(args, work)
        assert result.returncode in (0, 1), result.stderr  # matmul_ws_pointer fails to compile on purpose
        marker.touch()


@pytest.mark.slow
@pytest.mark.parametrize("where, text", EXAMPLES, ids=[f"{w}:{t[8:60]}" for w, t in EXAMPLES])
def test_example_runs(where, text, work):
    reason = _skip_reason(text, work)
    if reason:
        pytest.skip(reason)
    _ensure_traces(text, work)
    words = shlex.split(text)
    stdout_file = None
    if ">" in words:
        at = words.index(">")
        stdout_file, words = words[at + 1], words[:at]
    result = _passlab(words[1:], work)
    if result.returncode == 3:
        pytest.skip(f"needs a GPU: {result.stderr.strip()}")
    assert result.returncode in (0, 1), f"{where}: {text}\nexit {result.returncode}\n{result.stderr[-2000:]}"
    assert "Traceback" not in result.stderr, result.stderr
    if stdout_file:
        (work / stdout_file).write_text(result.stdout)


def test_examples_were_found():
    names = {where for where, _ in EXAMPLES}
    assert "README" in names and {"help:check", "help:replay", "help:trace"} <= names
    texts = [t for _, t in EXAMPLES]
    assert any("snapshots/" in t for t in texts)  # the examples that name snapshots are among them


def test_bench_json_is_json_on_error(work):
    import json

    result = _passlab(["bench", "no_such_kernel", "--json"], work)
    assert result.returncode == 2
    data = json.loads(result.stdout)
    assert data["ok"] is False and "unknown kernel" in data["error"] and data["exit_code"] == 2


# A command named in running text:   `passlab snapshot`   (`passlab debug --reduce`
INLINE_COMMAND_RE = re.compile(r"`passlab ([a-z][\w-]*)")


def test_commands_named_in_the_docs_exist():
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    named = {(page.name, m.group(1)) for page in pages for m in INLINE_COMMAND_RE.finditer(page.read_text())}
    commands = set(cli.list_commands(click.Context(cli)))
    assert named
    assert sorted((page, name) for page, name in named if name not in commands) == []
