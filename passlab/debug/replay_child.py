"""The child process that runs passes on one saved MLIR file through Triton's bindings.

Run as ``child_launcher.py ROOT passlab.debug.replay_child REQUEST.json``. A pass may assert, abort or hang, so
the work happens here and the parent only reads ``result.json``, stdout and stderr files.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from passlab.capture.child_main import serve


def replay(request: dict) -> dict:
    from triton._C.libtriton import ir

    from passlab.frontend.target import parse_target
    from passlab.debug.passes import add_calls

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
        from passlab.disk import write_atomic
        write_atomic(Path(request["output"]), module.str())  # replaces a link at -o, never writes through it
    return {"ok": True, "pipeline": pipeline, "run_seconds": elapsed}


def main(argv: list[str]) -> int:
    return serve(argv, replay)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
