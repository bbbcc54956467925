"""passlab's parser against Triton's own MLIR parser on Triton's upstream lit test files.

    python bench/parser_parity.py [TEST_DIR] [--show N] [--json OUT]
        (default /tmp/triton-tests/test; unpack it with
         git --git-dir=/work/.mirror/facebookexperimental+triton/repo archive 6294db5a1 test | tar -x -C /tmp/triton-tests)

Every ``.mlir`` file under the directories below is split at its ``// -----`` lines (as
``triton-opt -split-input-file`` does); each chunk goes, as raw text, to Triton's parser and to
passlab's ``parse_module``. Chunks Triton rejects (unregistered ops, deliberate syntax errors
of ``-verify-diagnostics`` tests) are counted and skipped. For the others the per-op-name counts
of both walks are compared, and then each op's shape in walk order (post-order, as MLIR's
``walk``): its name and its numbers of operands, results, regions, blocks per region and
successors, on the raw text and on the module as Triton prints it back. Triton's bindings
expose no successor list: Triton's side of that count is the ``^block`` references its own
printer writes in the op's line (read from ``module.str()``), which passlab's count on the raw
text must equal.
Triton wraps a chunk in an implicit ``builtin.module`` unless its only top-level op is one;
passlab's count gets the same extra module, so both sides count the top module the same way. ``--show N`` prints the first N differing / failing chunks.
"""

from __future__ import annotations

import collections
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_parse import quiet_stderr  # noqa: E402  (the bench's own helper: Triton prints rejections to fd 2)

DIRECTORIES = ("TritonGPU", "TritonNvidiaGPU", "Hopper", "NVWS", "Triton", "Conversion")
SPLIT_MARKER = "// -----"


def split_chunks(text: str) -> list[tuple[int, str]]:
    """(first line number, chunk text) per ``// -----``-separated chunk. Each chunk keeps its
    lines; the marker line itself belongs to no chunk."""
    chunks, start, lines = [], 1, []
    for number, line in enumerate(text.split("\n"), 1):
        if line.strip().startswith(SPLIT_MARKER):
            chunks.append((start, "\n".join(lines)))
            start, lines = number + 1, []
        else:
            lines.append(line)
    chunks.append((start, "\n".join(lines)))
    return chunks


class TritonParser:
    def __init__(self):
        from triton._C.libtriton import ir
        from triton.backends.compiler import GPUTarget
        from triton.backends.nvidia.compiler import CUDABackend
        self.ir = ir
        self.ctx = ir.context()
        ir.load_dialects(self.ctx)
        CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(self.ctx)
        self.scratch = tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False)
        self.scratch.close()

    def counts(self, text: str) -> collections.Counter | None:
        """Per-op-name counts of Triton's walk, or None when Triton rejects the text."""
        found = self.parse(text)
        return found[0] if found else None

    def parse(self, text: str) -> tuple[collections.Counter, str, list[tuple]] | None:
        """(per-op-name counts of Triton's walk, the module as Triton prints it, each op's shape in
        walk order less its successor count), or None when Triton rejects the text."""
        Path(self.scratch.name).write_text(text)
        try:
            with quiet_stderr():
                module = self.ir.parse_mlir_module(self.scratch.name, self.ctx)
        except Exception:  # noqa: BLE001 -- Triton raises a bare RuntimeError on rejection
            return None
        found = collections.Counter()
        shapes: list[tuple] = []

        def visit(op):
            found.update([op.get_name()])
            shapes.append(triton_shape(op))

        module.walk(visit)
        return found, module.str(), shapes

    def close(self):
        os.unlink(self.scratch.name)


def passlab_counts(text: str) -> collections.Counter:
    """Per-op-name counts of passlab's walk, with MLIR's implicit top module added where MLIR adds one."""
    from passlab.ir import parse_module
    module = parse_module(text)
    found = collections.Counter(op.name for op in module.walk())
    top = module.top_ops
    if not (len(top) == 1 and top[0].name == "builtin.module"):
        found["builtin.module"] += 1
    return found


def triton_shape(op) -> tuple:
    """(name, operands, results, blocks of each region) of one op of Triton's walk."""
    regions = tuple(op.get_region(i).size() for i in range(op.get_num_regions()))
    return op.get_name(), op.get_num_operands(), op.get_num_results(), regions


def passlab_shapes(text: str) -> list[tuple]:
    """Each op's (name, operands, results, blocks of each region, successors) in MLIR's walk
    order (post-order), with MLIR's implicit top module added where MLIR adds one."""
    from passlab.ir import parse_module
    module = parse_module(text)
    found: list[tuple] = []

    def visit(op):
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner)
        found.append((op.name, len(op.operands), len(op.results), tuple(len(r.blocks) for r in op.regions),
                      len(op.successors)))

    for op in module.top_ops:
        visit(op)
    top = module.top_ops
    if not (len(top) == 1 and top[0].name == "builtin.module"):
        found.append(("builtin.module", 0, 0, (1,), 0))
    return found


def first_difference(theirs: list[tuple], ours: list[tuple]) -> str:
    """The first op whose shape differs, as text: (name, operands, results, blocks per region, successors)."""
    for index, (a, b) in enumerate(zip(theirs, ours)):
        if a != b:
            return f"op {index} of the walk: triton {a}, passlab {b}"
    return f"triton walks {len(theirs)} ops, passlab {len(ours)}"


def compare(root: Path, show: int = 0) -> dict:
    from passlab.errors import ParseError
    triton = TritonParser()
    table: dict[str, dict] = {}
    shown = 0
    try:
        for directory in DIRECTORIES:
            row = table[directory] = {"files": 0, "chunks": 0, "accepted": 0, "equal": 0, "differs": 0,
                                      "parse_error": 0, "printed_equal": 0, "shape_equal": 0,
                                      "printed_shape_equal": 0, "failures": []}
            for path in sorted((root / directory).rglob("*.mlir")):
                row["files"] += 1
                for index, (line, chunk) in enumerate(split_chunks(path.read_text())):
                    row["chunks"] += 1
                    parsed = triton.parse(chunk)
                    if parsed is None:
                        continue
                    theirs, printed, their_shapes = parsed
                    row["accepted"] += 1
                    where = f"{path.relative_to(root)}#{index} (line {line})"
                    try:
                        printed_shapes = passlab_shapes(printed)
                    except ParseError as exc:
                        printed_shapes = None
                        row["failures"].append({"chunk": where, "printed": str(exc).splitlines()[0]})
                    if printed_shapes is not None:
                        if passlab_counts(printed) == theirs:
                            row["printed_equal"] += 1
                        else:
                            row["failures"].append({"chunk": where, "printed": "counts differ"})
                        # Triton's successor counts: the ^block references its printer wrote (see the docstring)
                        if [s[0] for s in printed_shapes] == [s[0] for s in their_shapes]:
                            their_shapes = [t + (p[4],) for t, p in zip(their_shapes, printed_shapes)]
                        if printed_shapes == their_shapes:
                            row["printed_shape_equal"] += 1
                        else:
                            row["failures"].append({"chunk": where, "printed shape": first_difference(their_shapes,
                                                                                                     printed_shapes)})
                    try:
                        ours = passlab_counts(chunk)
                        our_shapes = passlab_shapes(chunk)
                    except ParseError as exc:
                        row["parse_error"] += 1
                        row["failures"].append({"chunk": where, "error": str(exc).splitlines()[0]})
                        if shown < show:
                            shown += 1
                            print(f"ParseError {where}: {exc}")
                        continue
                    if our_shapes == their_shapes:
                        row["shape_equal"] += 1
                    else:
                        row["failures"].append({"chunk": where, "shape": first_difference(their_shapes, our_shapes)})
                        if shown < show:
                            shown += 1
                            print(f"shape differs {where}: {first_difference(their_shapes, our_shapes)}")
                    if ours == theirs:
                        row["equal"] += 1
                        continue
                    row["differs"] += 1
                    diff = {k: (theirs.get(k, 0), ours.get(k, 0)) for k in sorted(theirs.keys() | ours.keys())
                            if theirs.get(k, 0) != ours.get(k, 0)}
                    row["failures"].append({"chunk": where, "diff (triton, passlab)": diff})
                    if shown < show:
                        shown += 1
                        print(f"differs {where}: (triton, passlab) {diff}")
    finally:
        triton.close()
    return table


def print_table(table: dict) -> None:
    print("| directory | files | chunks | Triton accepts | names equal | differs | ParseError "
          "| names equal, printed | shapes equal | shapes equal, printed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    total = collections.Counter()
    keys = ("files", "chunks", "accepted", "equal", "differs", "parse_error", "printed_equal", "shape_equal",
            "printed_shape_equal")
    for directory, row in table.items():
        print(f"| {directory} | " + " | ".join(str(row[k]) for k in keys) + " |")
        total.update({k: v for k, v in row.items() if isinstance(v, int)})
    print("| **all** | " + " | ".join(str(total[k]) for k in keys) + " |")


def main(argv: list[str]) -> int:
    show, out = 0, None
    if "--show" in argv:
        at = argv.index("--show")
        show = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2:]
    if "--json" in argv:
        at = argv.index("--json")
        out = argv[at + 1]
        argv = argv[:at] + argv[at + 2:]
    root = Path(argv[0] if argv else "/tmp/triton-tests/test")
    if not all((root / d).is_dir() for d in DIRECTORIES):
        print(f"{root} lacks {', '.join(DIRECTORIES)} (see the usage line at the top of this file)", file=sys.stderr)
        return 2
    table = compare(root, show)
    print_table(table)
    if out:
        Path(out).write_text(json.dumps(table, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
