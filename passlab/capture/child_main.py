"""The protocol every passlab child process follows (compiles, replays, reduction candidates).

The child reads ``REQUEST.json``, does its work, and writes ``result.json`` into the request's
``raw_dir``. The parent reads files, never pipes, so a child killed mid-way still leaves its
stdout/stderr behind; a Python-level failure is reported as data, never as a traceback on the
parent's terminal. Exit status: 0 done, 1 a Python exception (incl. a failed pass), 2 the
request itself was wrong (``usage_error``) or the input was rejected (``ok: false``).
"""

from __future__ import annotations

import json
import re
import sys
import traceback
from pathlib import Path
from typing import Callable


def serve(argv: list[str], work: Callable[[dict], dict]) -> int:
    from passlab.errors import PasslabError

    try:
        request, result_path = read_request(argv)
    except PasslabError as exc:  # nowhere to write a result: the one line goes to stderr
        print(f"passlab: error: {exc.message}", file=sys.stderr)
        return 2
    try:
        result = work(request)
        code = 0 if result.get("ok") else 2
    except PasslabError as exc:
        result = {"ok": False, "usage_error": exc.message}
        print(f"passlab: error: {exc.message}", file=sys.stderr)
        code = 2
    except BaseException as exc:  # everything else goes back to the parent as data
        result = {"ok": False, "exception": {"type": type(exc).__name__, "message": str(exc),
                                             "cause": root_cause(exc), "traceback": traceback.format_exc()}}
        print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        code = 1
    result_path.write_text(json.dumps(result, indent=1, default=str))
    return code


LOCATION_RE = re.compile(r"at \d+:\d+:$")   # a CompilationError's first line


def root_cause(exc: BaseException) -> str | None:
    """``Type: first line`` of the innermost exception ``exc`` was raised from, when that is another one.

    Triton wraps a frontend error in a ``CompilationError`` per call level ("at 22:4:" and the
    source), so its own message never says what went wrong: after an upgrade, e.g. "RuntimeError:
    async_copy_shared_to_global has been removed; call async_store instead" (Gluon, Triton 3.9).
    """
    inner, seen = exc, {id(exc)}
    while True:
        nxt = inner.__cause__ or (None if inner.__suppress_context__ else inner.__context__)
        if nxt is None or id(nxt) in seen:
            break
        inner = nxt
        seen.add(id(inner))
    lines = str(inner).strip().splitlines()
    told = _told_after_caret(inner, lines)
    if told:
        return told
    if inner is exc:
        return None
    return f"{type(inner).__name__}: {lines[0][:300]}" if lines else type(inner).__name__


def _told_after_caret(inner: BaseException, lines: list[str]) -> str | None:
    """What a Triton CompilationError says after its source excerpt and caret: the innermost one is
    raised ``from None`` (``TypeError("helper() missing 1 required ...")``) or is a failed
    ``static_assert`` whose message may run over several lines, all of them kept. None for any other
    exception, or one that says nothing after the caret."""
    if not any(cls.__name__ == "CompilationError" for cls in type(inner).__mro__):
        return None
    if not lines or not LOCATION_RE.match(lines[0]):
        return None
    carets = [i for i, line in enumerate(lines) if line.strip() and set(line.strip()) == {"^"}]
    after = [line.strip() for line in lines[carets[-1] + 1:]] if carets else []
    text = " ".join(line for line in after if line)
    return text[:300] or None


def read_request(argv: list[str]) -> tuple[dict, Path]:
    """The request object and where its result goes. A child is also run by hand
    (``python -m passlab.capture.compile_child REQ.json``): a request it cannot read, or whose
    ``raw_dir`` is no folder, is a UsageError of one line, never a traceback."""
    from passlab.errors import UsageError

    if len(argv) != 2:
        child = Path(argv[0]).name if argv else "CHILD"
        raise UsageError(f"usage: {child} REQUEST.json (one request file, as the parent writes it)")
    try:
        text = Path(argv[1]).read_text()
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name, undecodable bytes
        raise UsageError(f"cannot read the request {argv[1]}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        request = json.loads(text)
    except ValueError as exc:
        raise UsageError(f"the request {argv[1]} is not JSON ({exc})") from None
    if not isinstance(request, dict):
        raise UsageError(f"the request {argv[1]}: expected a JSON object, not {type(request).__name__}")
    raw_dir = request.get("raw_dir")
    if raw_dir is None:
        raise UsageError(f"the request {argv[1]}: 'raw_dir' is missing")
    if not isinstance(raw_dir, str):
        raise UsageError(f"the request {argv[1]}: 'raw_dir' must be a string, not {type(raw_dir).__name__}")
    if "\0" in raw_dir or not Path(raw_dir).is_dir():
        raise UsageError(f"the request {argv[1]}: 'raw_dir' {raw_dir!r} is not a directory")
    return request, Path(raw_dir) / "result.json"
