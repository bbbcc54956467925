"""The dump split while the compile writes it (``capture.dump_tail``) equals the whole file split
(``snapshots.split_dump``): a trace made with the tail is the trace made without it."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path

from passlab.capture.dump_tail import DumpTail
from passlab.capture.snapshots import split_dump

DATA = Path(__file__).resolve().parents[1] / "data" / "snapshots"


def dump_bytes() -> bytes:
    """Both header formats, internal dumps, and the line ends and bytes a piece could cut badly:
    CRLF, a form feed, a line separator, a multi-byte character, an invalid byte, no final newline."""
    text = (DATA / "triton36_excerpt.mlir").read_bytes() + (DATA / "triton39_excerpt.mlir").read_bytes()
    odd = ("  %0 = arith.constant 1 : i32 loc(\"/tmp/k\u00e9rnel.py\":3:4)\r\n"
           "  // a\x0cb \u2028 c\r\n").encode() + b"  // bad \xe2\x82 byte\n"
    return text.replace(b"\n", b"\n" + odd, 3) + b"}\n  // the last line has no newline"


def written_in_pieces(path: Path, data: bytes, seed: int) -> threading.Thread:
    """A writer that appends ``data`` in random pieces (cut anywhere, even inside a character)."""
    rng = random.Random(seed)

    def write() -> None:
        with open(path, "wb", buffering=0) as out:
            at = 0
            while at < len(data):
                step = rng.randint(1, 4000)
                out.write(data[at:at + step])
                at += step
                time.sleep(rng.random() * 0.004)

    return threading.Thread(target=write)


def test_a_dump_split_while_written_equals_the_whole_file_split(tmp_path):
    data = dump_bytes()
    for seed in range(4):
        path = tmp_path / f"dump{seed}.mlir"
        writer = written_in_pieces(path, data, seed)
        with DumpTail(path) as tail:
            writer.start()
            writer.join()
        assert tail.finish() == split_dump(path.read_text(errors="replace"))


def test_no_dump_is_no_snapshot_and_a_replaced_file_is_split_again(tmp_path):
    path = tmp_path / "dump.mlir"
    with DumpTail(path) as tail:
        pass
    assert tail.finish() == []
    path.write_bytes(dump_bytes())
    with DumpTail(path) as tail:
        time.sleep(0.2)        # the tail reads the file...
        path.unlink()          # ...which is replaced by another one
        path.write_bytes(b"// -----// IR Dump Before Inliner (inline) ('builtin.module' operation) //----- //\n")
    assert tail.finish() is None   # record_trace then splits the file there itself
