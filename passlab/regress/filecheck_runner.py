"""FileCheck for passlab: LLVM's binary from the Triton wheel, else the ``filecheck`` package.

passlab never matches CHECK lines itself. Lit tests (``passlab lit``) run LLVM's own FileCheck,
which the Triton wheel ships as ``triton/FileCheck`` (3.6: LLVM 22), with every flag the RUN line
gives; without it they run the ``filecheck`` package (a Python port) with the flags it lacks
dropped. ``run_filecheck`` matches in-process with the package's ``Matcher`` (a subprocess per
check would cost ~0.2 s on a 2-core CI machine).
"""

from __future__ import annotations

import importlib.util
import io
import os
import re
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

# filecheck colours its messages when stdout was a terminal at import time.
#   "\x1b[31m"
ANSI_RE = re.compile(r"\x1b\[[0-9;]*m")


@dataclass(frozen=True)
class FileCheckResult:
    """How one FileCheck run ended: ``exit_code`` as the ``filecheck`` tool would return it."""

    exit_code: int
    message: str

    @property
    def ok(self) -> bool:
        return self.exit_code == 0


def run_filecheck(checks: str, text: str, check_prefixes: str = "CHECK", input_name: str = "<input>",
                  checks_name: str = "<checks>") -> FileCheckResult:
    """Run FileCheck with ``checks`` as the check file and ``text`` as the input.

    ``input_name``/``checks_name`` only label the diagnostics; the files themselves are temporary.
    """
    from filecheck.matcher import Matcher
    from filecheck.options import Options

    with tempfile.TemporaryDirectory(prefix="passlab-filecheck-") as tmp:
        checks_path = Path(tmp) / "checks.txt"
        input_path = Path(tmp) / "input.mlir"
        checks_path.write_text(checks)
        input_path.write_text(text)
        opts = Options(match_filename=str(checks_path), input_file=str(input_path), check_prefixes=check_prefixes)
        stream = io.StringIO()
        try:
            matcher = Matcher.from_opts(opts)
            matcher.stderr = stream
            code = matcher.run()
        except RuntimeError as exc:  # filecheck raises RuntimeError for malformed options
            return FileCheckResult(2, f"filecheck error: {exc}")
    message = ANSI_RE.sub("", stream.getvalue())
    message = message.replace(str(checks_path), checks_name).replace(str(input_path), input_name)
    return FileCheckResult(code, message.rstrip())


@dataclass(frozen=True)
class FileCheckTool:
    """The FileCheck a lit run uses: ``kind`` is "llvm" (the wheel's binary) or "filecheck-package"."""

    kind: str
    command: str          # shell words for a lit substitution
    description: str

    def to_json(self) -> dict:
        return {"kind": self.kind, "command": self.command, "description": self.description}


def wheel_filecheck() -> Path | None:
    """``triton/FileCheck`` of the installed Triton, found without importing Triton."""
    spec = importlib.util.find_spec("triton")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(folder) / "FileCheck"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def find_filecheck() -> FileCheckTool:
    """LLVM's FileCheck from the Triton wheel when present, else the ``filecheck`` package."""
    binary = wheel_filecheck()
    if binary is not None:
        try:
            version = subprocess.run([str(binary), "--version"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.TimeoutExpired):
            version = ""
        match = re.search(r"LLVM version (\S+)", version)
        label = f"LLVM {match.group(1)}" if match else "LLVM"
        return FileCheckTool("llvm", shlex.quote(str(binary)), f"LLVM FileCheck from the Triton wheel ({binary}, {label})")
    try:
        from importlib.metadata import version as package_version
        label = f"filecheck {package_version('filecheck')}"
    except Exception:
        label = "filecheck"
    from passlab.capture.child import child_command
    return FileCheckTool("filecheck-package", shlex.join(child_command("passlab.regress.filecheck_runner")),
                         f"the {label} package (no FileCheck in the Triton wheel; LLVM-only flags dropped)")


# LLVM FileCheck flags that only change how a failure is printed (or relax a check filecheck 1.0
# does not make); filecheck rejects unknown flags, so they are dropped before it sees them.
#   --dump-input-context=20   --dump-input-filter all   --allow-unused-prefixes   -vv
COSMETIC_FLAGS_WITH_VALUE = ("dump-input-context", "dump-input-filter", "color")
COSMETIC_FLAGS = ("allow-unused-prefixes", "v", "vv", "color")


def package_missing_flags(argv: list[str]) -> list[str]:
    """The LLVM FileCheck flags in ``argv`` that the ``filecheck`` package neither takes nor can drop
    (e.g. ``--implicit-check-not``): a test using them cannot run on the package."""
    from filecheck.options import Options

    known = {name.replace("_", "-") for name in Options.__dataclass_fields__} | {"check-prefix"}
    known -= {"match-filename", "variables", "extensions"}
    missing = []
    for arg in filecheck_args(argv):
        name = arg.lstrip("-").partition("=")[0]
        if arg.startswith("-") and arg != "-" and not arg.startswith("-D") and name not in known:
            missing.append(arg.partition("=")[0])
    return missing


def filecheck_args(argv: list[str]) -> list[str]:
    """``argv`` without the cosmetic LLVM-only flags."""
    kept, skip_next = [], False
    for arg in argv:
        if skip_next:
            skip_next = False
            continue
        name, has_value, _ = arg.lstrip("-").partition("=")
        if arg.startswith("-") and name in COSMETIC_FLAGS_WITH_VALUE:
            skip_next = not has_value and name != "color"
            continue
        if arg.startswith("-") and name in COSMETIC_FLAGS:
            continue
        kept.append(arg)
    return kept


def main(argv: list[str] | None = None) -> int:
    """``FileCheck`` as lit tests call it: the ``filecheck`` package's own main, cosmetic flags dropped."""
    from filecheck.main import main as filecheck_main

    argv = sys.argv[1:] if argv is None else argv
    try:
        filecheck_main(["filecheck", *filecheck_args(argv)])
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except RuntimeError as exc:  # filecheck 1.0 raises on options it cannot read (e.g. --implicit-check-not X)
        print(f"filecheck error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
