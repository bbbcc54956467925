"""The child process that runs passes on one saved MLIR file through Triton's bindings.

Run as ``python -m passlab.replay_child REQUEST.json``. A pass may assert, abort or hang, so
the work happens here and the parent only reads ``result.json``, stdout and stderr files.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from pathlib import Path


def replay(request: dict) -> dict:
    from triton._C.libtriton import ir

    from passlab.compile_child import parse_target
    from passlab.passes import add_calls

    ctx = ir.context()
    ir.load_dialects(ctx)
    target = parse_target(request["target"])
    if target.backend == "cuda":
        from triton.backends.nvidia.compiler import CUDABackend
        CUDABackend(target).load_dialects(ctx)
    try:
        module = ir.parse_mlir_module(request["input"], ctx)
    except Exception as exc:  # not valid MLIR: the caller's input, not a pass failure
        return {"ok": False, "parse_error": str(exc) or type(exc).__name__}
    module.context = ctx
    pm = ir.pass_manager(ctx)
    add_calls(pm, request["calls"])
    pipeline = pm.get_pipeline_str()
    # Written before running: an abort below must not lose what was about to run.
    Path(request["raw_dir"], "pipeline.txt").write_text(pipeline)
    started = time.perf_counter()
    pm.run(module, "replay")
    elapsed = time.perf_counter() - started
    if request.get("output"):
        Path(request["output"]).write_text(module.str())
    return {"ok": True, "pipeline": pipeline, "run_seconds": elapsed}


def main(argv: list[str]) -> int:
    request = json.loads(Path(argv[1]).read_text())
    result_path = Path(request["raw_dir"]) / "result.json"
    try:
        result = replay(request)
        code = 0 if result.get("ok") else 2
    except BaseException as exc:  # a failed pass surfaces as RuntimeError: report it, exit 1
        result = {"ok": False, "exception": {"type": type(exc).__name__, "message": str(exc),
                                             "traceback": traceback.format_exc()}}
        print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        code = 1
    result_path.write_text(json.dumps(result, indent=1, default=str))
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
