"""Split the per-pass dump while the compile child still writes it.

Triton writes the dumps of a compile (~20 MB for matmul_hopper) to ``MLIR_DUMP_PATH`` as its
passes run; splitting them into snapshots after the child ended took about 0.3 s of the
parent's time after the compile. ``DumpTail`` reads the file in a thread of the parent while
the child runs, on a core the compile does not use, feeds each piece that ends at a line end
to a ``snapshots.DumpSplitter`` and counts the ops of each snapshot it closes; once the child ended, ``finish`` reads what is left. The
snapshots are the ones ``split_dump`` makes of the whole file, which is what ``finish`` falls back
to (returning None) when the file it read is not the file now there.
"""

from __future__ import annotations

import locale
import os
import threading
from pathlib import Path

from passlab.capture.snapshots import DumpSplitter, RawSnapshot

POLL_SECONDS = 0.05
READ_BYTES = 1 << 22


class DumpTail:
    """``with DumpTail(path) as tail: <run the child>``, then ``tail.finish()``."""

    def __init__(self, path: Path, stream: str = "dump") -> None:
        self.path = path
        self.splitter = DumpSplitter(stream)
        # the codec Path.read_text uses (capture.Capture.read): the same characters, so the same lines
        self.encoding = locale.getpreferredencoding(False)
        self._file = None
        self._pending = b""
        self._read = 0
        self._counted = 0   # snapshots whose ops were counted here (record_trace counts the rest)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._follow, name="passlab-dump-tail", daemon=True)

    def __enter__(self) -> "DumpTail":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        if exc[0] is not None:
            self.close()

    def _follow(self) -> None:
        while not self._stop.wait(POLL_SECONDS):
            try:
                self._take()
            except (OSError, ValueError):
                return   # finish() reads the file again

    def _take(self, final: bool = False) -> None:
        """Feed what the file holds beyond what was read, up to its last line end (all of it when final)."""
        with self._lock:
            if self._file is None:
                try:
                    self._file = open(self.path, "rb")
                except FileNotFoundError:
                    return   # the compile has not dumped yet
            while True:
                chunk = self._file.read(READ_BYTES)
                if not chunk:
                    break
                self._read += len(chunk)
                self._pending += chunk
                cut = self._pending.rfind(b"\n") + 1
                if cut:
                    piece, self._pending = self._pending[:cut], self._pending[cut:]
                    self.splitter.feed(piece.decode(self.encoding, errors="replace"))
                    if not final:
                        self._count_ops()
            if final and self._pending:
                self.splitter.feed(self._pending.decode(self.encoding, errors="replace"))
                self._pending = b""

    def _count_ops(self) -> None:
        """Count the ops of each snapshot the splitter closed, while the compile runs (record_trace's
        other big cost: a regex over every snapshot)."""
        closed = self.splitter.snapshots
        for snapshot in closed[self._counted:]:
            snapshot.op_count()
        self._counted = len(closed)

    def finish(self) -> list[RawSnapshot] | None:
        """The snapshots of the whole file, once its writer ended; None when the file that was read
        is not the file at ``path`` now, whole (the caller splits the file itself)."""
        self._stop.set()
        if self._thread.is_alive() or self._thread.ident is not None:
            self._thread.join()
        try:
            self._take(final=True)
            if self._file is None:
                return None if self.path.exists() else []
            same = os.path.samestat(os.fstat(self._file.fileno()), os.stat(self.path))
            if not same or os.stat(self.path).st_size != self._read:
                return None
        except (OSError, ValueError):
            return None
        finally:
            self.close()
        return self.splitter.finish()

    def close(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None
