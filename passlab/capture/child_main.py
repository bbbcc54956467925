"""The protocol every passlab child process follows (compiles, replays, reduction candidates).

The child reads ``REQUEST.json``, does its work, and writes ``result.json`` into the request's
``raw_dir``. The parent reads files, never pipes, so a child killed mid-way still leaves its
stdout/stderr behind; a Python-level failure is reported as data, never as a traceback on the
parent's terminal. Exit status: 0 done, 1 a Python exception (incl. a failed pass), 2 the
request itself was wrong (``usage_error``) or the input was rejected (``ok: false``).
"""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path
from typing import Callable


def serve(argv: list[str], work: Callable[[dict], dict]) -> int:
    from passlab.errors import PasslabError

    request = json.loads(Path(argv[1]).read_text())
    result_path = Path(request["raw_dir"]) / "result.json"
    try:
        result = work(request)
        code = 0 if result.get("ok") else 2
    except PasslabError as exc:
        result = {"ok": False, "usage_error": exc.message}
        code = 2
    except BaseException as exc:  # everything else goes back to the parent as data
        result = {"ok": False, "exception": {"type": type(exc).__name__, "message": str(exc),
                                             "traceback": traceback.format_exc()}}
        print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        code = 1
    result_path.write_text(json.dumps(result, indent=1, default=str))
    return code
