"""Match FileCheck patterns against IR text with the ``filecheck`` package (a Python port of LLVM's).

passlab never matches CHECK lines itself: the patterns and the input go to ``filecheck``'s own
``Matcher``, in-process (a subprocess per check would cost ~0.2 s on a 2-core CI machine), and
its diagnostics come back as text.
"""

from __future__ import annotations

import io
import re
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


# LLVM FileCheck flags that only change how a failure is printed (or relax a check filecheck 1.0
# does not make); filecheck rejects unknown flags, so they are dropped before it sees them.
#   --dump-input-context=20   --dump-input-filter all   --allow-unused-prefixes   -vv
COSMETIC_FLAGS_WITH_VALUE = ("dump-input-context", "dump-input-filter", "color")
COSMETIC_FLAGS = ("allow-unused-prefixes", "v", "vv", "color")


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
    import sys

    from filecheck.main import main as filecheck_main

    argv = sys.argv[1:] if argv is None else argv
    try:
        filecheck_main(["filecheck", *filecheck_args(argv)])
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
