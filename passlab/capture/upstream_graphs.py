"""Triton's own WS partition-scheduling graphs, kept as named steps of a trace.

From 3.7.1, ``TRITON_PARTITION_SCHEDULING_ENABLE_DUMP_DOT=1`` makes the partition-scheduling pass
write one GraphViz file per step of its algorithm into the working directory:
``graph-<function>_<loop>-NNNN-<step>.dot`` (``<loop>`` numbers the warp-specialized loops of the
function, ``NNNN`` the steps of one loop: input, initial, merge steps, ..., final). The compile
child runs its compile in ``raw/compile-cwd/`` (``compile_child.compile_directory``);
``record_upstream_graphs`` moves those files to ``graphs/upstream/NNNN-<step>.dot`` and returns the
manifest's ``upstream_graphs`` records. 3.6 writes none, nor does any version for sm_90 (Hopper
WS does not use partition scheduling): then nothing is recorded.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from passlab.capture.child import COMPILE_DIR

UPSTREAM_DIR = "graphs/upstream"
# graph-matmul_kernel_0-0003-merge-step.dot     (function matmul_kernel, loop 0, step 3 "merge-step")
GRAPH_FILE_RE = re.compile(r"^graph-(?P<function>.+)_(?P<loop>\d+)-(?P<sequence>\d+)-(?P<step>[\w.+-]+)\.dot$")
STEP_SLUG_RE = re.compile(r"[^\w.+-]+")


def record_upstream_graphs(out_dir: Path, raw_dir: Path) -> list[dict]:
    """Move the compile's ``graph-*.dot`` files into ``graphs/upstream/`` in Triton's order (function,
    loop, step number); the records name each step, its function and loop. Only regular files whose
    name Triton's pattern matches are taken; the compile folder is removed when nothing else is left."""
    folder = raw_dir / COMPILE_DIR
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    found = []
    for name in names:
        match = GRAPH_FILE_RE.match(name)
        if match is None or not stat.S_ISREG(os.lstat(folder / name).st_mode):
            continue
        found.append((match.group("function"), int(match.group("loop")), int(match.group("sequence")),
                      match.group("step"), name))
    records = []
    if found:
        (out_dir / UPSTREAM_DIR).mkdir(parents=True, exist_ok=True)
    for index, (function, loop, sequence, step, name) in enumerate(sorted(found)):
        relative = f"{UPSTREAM_DIR}/{index:04d}-{STEP_SLUG_RE.sub('_', step)[:60]}.dot"
        os.replace(folder / name, out_dir / relative)
        records.append({"index": index, "function": function, "loop": loop, "sequence": sequence,
                        "step": step, "file": relative})
    try:
        folder.rmdir()  # only when empty: anything else the compile wrote there stays in raw/
    except OSError:
        pass
    return records
