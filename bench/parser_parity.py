"""passlab's parser against Triton's own MLIR parser on Triton's upstream lit test files.

    python bench/parser_parity.py [TEST_DIR] [--show N] [--json OUT]
        (default /tmp/triton-tests/test; unpack it with
         git --git-dir=/work/.mirror/facebookexperimental+triton/repo archive 6294db5a1 test | tar -x -C /tmp/triton-tests)

Every ``.mlir`` file under the directories below is split at its ``// -----`` lines (as
``triton-opt -split-input-file`` does); each chunk goes, as raw text, to Triton's parser and to
passlab's ``parse_module``. Chunks Triton rejects (unregistered ops, deliberate syntax errors
of ``-verify-diagnostics`` tests) are counted and skipped. For the others the per-op-name counts
of both walks are compared, on the raw text and on the module as Triton prints it back.
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

    def parse(self, text: str) -> tuple[collections.Counter, str] | None:
        """(per-op-name counts of Triton's walk, the module as Triton prints it), or None when
        Triton rejects the text."""
        Path(self.scratch.name).write_text(text)
        try:
            with quiet_stderr():
                module = self.ir.parse_mlir_module(self.scratch.name, self.ctx)
        except Exception:  # noqa: BLE001 -- Triton raises a bare RuntimeError on rejection
            return None
        found = collections.Counter()
        module.walk(lambda op: found.update([op.get_name()]))
        return found, module.str()

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


def compare(root: Path, show: int = 0) -> dict:
    from passlab.errors import ParseError
    triton = TritonParser()
    table: dict[str, dict] = {}
    shown = 0
    try:
        for directory in DIRECTORIES:
            row = table[directory] = {"files": 0, "chunks": 0, "accepted": 0, "equal": 0, "differs": 0,
                                      "parse_error": 0, "printed_equal": 0, "failures": []}
            for path in sorted((root / directory).rglob("*.mlir")):
                row["files"] += 1
                for index, (line, chunk) in enumerate(split_chunks(path.read_text())):
                    row["chunks"] += 1
                    parsed = triton.parse(chunk)
                    if parsed is None:
                        continue
                    theirs, printed = parsed
                    row["accepted"] += 1
                    where = f"{path.relative_to(root)}#{index} (line {line})"
                    try:
                        if passlab_counts(printed) == theirs:
                            row["printed_equal"] += 1
                        else:
                            row["failures"].append({"chunk": where, "printed": "counts differ"})
                    except ParseError as exc:
                        row["failures"].append({"chunk": where, "printed": str(exc).splitlines()[0]})
                    try:
                        ours = passlab_counts(chunk)
                    except ParseError as exc:
                        row["parse_error"] += 1
                        row["failures"].append({"chunk": where, "error": str(exc).splitlines()[0]})
                        if shown < show:
                            shown += 1
                            print(f"ParseError {where}: {exc}")
                        continue
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
    print("| directory | files | chunks | Triton accepts | passlab equal | differs | ParseError "
          "| equal on Triton-printed text |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    total = collections.Counter()
    for directory, row in table.items():
        print(f"| {directory} | {row['files']} | {row['chunks']} | {row['accepted']} | {row['equal']} | "
              f"{row['differs']} | {row['parse_error']} | {row['printed_equal']} |")
        total.update({k: v for k, v in row.items() if isinstance(v, int)})
    print(f"| **all** | {total['files']} | {total['chunks']} | {total['accepted']} | {total['equal']} | "
          f"{total['differs']} | {total['parse_error']} | {total['printed_equal']} |")


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
