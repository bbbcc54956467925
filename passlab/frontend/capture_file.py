"""A capture file on disk: read it keeping every complete record, write it like a trace.

Reading: one JSON record per line (schema 1). A line cut off by a killed writer or a full disk,
or a broken line in the middle, costs that line only; the reader says so in one note.

Writing (``CaptureTarget``): the records of a run go to a hidden sibling of the target, created
before the program starts, and the sibling is renamed over the target when the program ended.
Until then the previous capture is intact, and it stays intact when the program cannot start.
One writer per target (``disk.WriterLock``). ``-o /dev/null`` records into a temporary file that
is read, reported and removed.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from passlab import disk
from passlab.frontend.recorder import CAPTURE_SCHEMA, CapturedCompile
from passlab.errors import PasslabError, UsageError

# Lines of a file read to decide whether it is a capture passlab may replace.
OWNERSHIP_LINES = 8


@dataclass
class CaptureFile:
    """The complete records of a capture file, and one note per kind of line that was not kept."""

    path: Path
    records: list = field(default_factory=list)   # CapturedCompile, in file order
    notes: list[str] = field(default_factory=list)


def read_capture_file(path: str | Path) -> CaptureFile:
    """Every complete record of ``path``, read line by line (memory: the longest line). UsageError
    when it is missing, not a regular file, or holds lines but no record (not a capture file)."""
    path = Path(path)
    if not path.exists():
        raise UsageError(f"no such capture file: {path}")
    if not path.is_file():
        raise UsageError(f"{path} is not a regular file; a capture file is JSON lines written by passlab capture")
    capture = CaptureFile(path)
    broken: list[tuple[int, str]] = []
    number, cut_off = 0, False
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, 1):
            cut_off = not raw.endswith(b"\n")   # only ever true of the last line: its write did not finish
            if not raw.strip():
                continue
            try:
                record = json.loads(raw.decode("utf-8", errors="replace"))
                if not isinstance(record, dict) or record.get("schema") != CAPTURE_SCHEMA:
                    raise ValueError("not a passlab capture record")
                capture.records.append(CapturedCompile.from_json(record, len(capture.records)))
            except (ValueError, TypeError, KeyError, AttributeError, PasslabError) as exc:
                broken.append((number, exc.message if isinstance(exc, PasslabError) else str(exc)))
    if broken and not capture.records:
        first, reason = broken[0]
        raise UsageError(f"{path}:{first}: not a passlab capture file ({reason[:200]})")
    tail = bool(broken) and cut_off and broken[-1][0] == number
    middle = [n for n, _ in broken if not (tail and n == number)]
    if middle:
        shown = ", ".join(map(str, middle[:10])) + (", ..." if len(middle) > 10 else "")
        capture.notes.append(f"{path}: skipped {len(middle)} unreadable line(s) ({shown}); "
                             f"kept the {len(capture.records)} complete record(s)")
    if tail:
        capture.notes.append(f"{path}: line {number} is cut off (a writer killed mid-line or a full disk); "
                             f"kept the {len(capture.records)} complete record(s) before it")
    return capture


def read_capture(path: str | Path) -> list[CapturedCompile]:
    """Every complete record of a capture file (a cut-off or broken line costs that line only;
    ``read_capture_file`` also says which); UsageError when it is not a capture file."""
    return read_capture_file(path).records


def is_capture_file(path: Path) -> bool:
    """Does ``path`` (a regular file) start like a capture passlab wrote? One of its first lines
    must be a schema-1 record; a first line cut off or damaged does not disown the rest."""
    with open(path, "rb") as handle:
        for _ in range(OWNERSHIP_LINES):
            line = handle.readline(1 << 22)
            if not line:
                return False
            try:
                if json.loads(line).get("schema") == CAPTURE_SCHEMA:
                    return True
            except (ValueError, AttributeError):
                continue
    return False


def record_count(path: Path) -> int:
    """How many complete records ``path`` holds (0 when it is absent or not a capture)."""
    try:
        return len(read_capture_file(path).records)
    except (UsageError, OSError):
        return 0


class CaptureTarget:
    """Where ``passlab capture -o PATH`` keeps its records: checked, locked, staged, published.

    ``check`` refuses (UsageError) before the program starts: a directory, a missing folder, a
    symbolic link, a FIFO, device or socket (``/dev/null`` excepted: records are reported, then
    dropped), and a file that is not a capture. ``staged`` is the file the recorder appends to;
    ``loaded_marker`` a file in a private temporary folder that the bootstrap touches when it loads.
    """

    def __init__(self, path: Path):
        self.path = Path(path)
        self.discard = os.path.abspath(self.path) == os.devnull
        self.staged: Path | None = None
        self.loaded_marker: Path | None = None
        self._lock: disk.WriterLock | None = None
        self._private: Path | None = None
        self._spent = False   # the staged file holds nothing worth keeping

    def check(self) -> None:
        path = self.path
        if self.discard:
            return
        parent = path.parent if str(path.parent) else Path(".")
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            info = None
        if info is not None and stat.S_ISLNK(info.st_mode):
            raise UsageError(f"{path} is a symbolic link; give the capture file itself (passlab does not write through links)")
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise UsageError(f"{path} is a directory; give the capture file's name, e.g. -o run.capture.jsonl")
        if not parent.is_dir():
            raise UsageError(f"no such directory: {parent}")
        if not os.access(parent, os.W_OK | os.X_OK):
            raise UsageError(f"cannot write a capture in {parent}: the folder is not writable")
        if info is None or info.st_size == 0 and stat.S_ISREG(info.st_mode):
            return
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{path} is not a regular file (a pipe, device or socket); give a file name "
                             f"(or -o {os.devnull} to keep no file)")
        if not is_capture_file(path):
            raise UsageError(f"{path} exists and is not a passlab capture file; refusing to overwrite it")

    def __enter__(self) -> "CaptureTarget":
        """Lock the target (one writer) and create the empty staged file the recorder appends to."""
        self.check()
        if not self.discard:
            lock = disk.WriterLock(self.path)
            try:
                lock.__enter__()
            except UsageError as exc:  # the lock speaks of traces' --out; a capture has -o
                raise UsageError(exc.message.replace("--out", "-o")) from None
            self._lock = lock
        try:
            self.check()  # again: it may have changed while we took the lock
            self._private = Path(tempfile.mkdtemp(prefix="passlab-capture-"))
            self.loaded_marker = self._private / "loaded"
            if self.discard:
                self.staged = self._private / "capture.jsonl"
            else:
                self.staged = self.path.parent / f".{self.path.name}.tmp-{os.getpid()}-{secrets.token_hex(3)}"
            _create_exclusive(self.staged)
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc) -> None:
        """Remove the staged file when it holds nothing to keep (a failure to start leaves no trace).
        Records that could not be published (a failed rename) stay in it, for the next capture
        into this file to point out."""
        staged = self.staged
        if staged is not None and staged.is_file() and not staged.is_symlink():
            if self._spent or staged.stat().st_size == 0:
                staged.unlink()
        self.staged = None
        if self._private is not None:
            shutil.rmtree(self._private, ignore_errors=True)
            self._private = None
        if self._lock is not None:
            self._lock.__exit__(None, None, None)
            self._lock = None

    def publish(self) -> tuple[CaptureFile, list[str]]:
        """The run's records, renamed over the target (with signals held for the rename).

        A run that recorded nothing does not replace a capture that holds records: a script that
        fails before its first compile must not cost an earlier, perhaps irreplaceable, capture.
        """
        staged, notes = self.staged, []
        capture = _read_staged(staged)
        if self.discard:
            self._spent = True
            capture.path = Path(os.devnull)
            capture.notes = [note.replace(str(staged), os.devnull) for note in capture.notes]
            return capture, [f"records not kept (-o {os.devnull})"]
        with disk.signals_held():
            previous = record_count(self.path)
            if not capture.records and previous:
                self._spent = True
                capture.path = self.path
                notes.append(f"no compile recorded; {self.path} left as it was ({previous} records)")
                return capture, notes
            try:
                self.check()
            except UsageError as exc:  # replaced by something else during the run: keep both
                aside = self.path.with_name(f"{self.path.name}.{os.getpid()}-{secrets.token_hex(3)}.new")
                os.link(staged, aside)  # never over an existing file
                staged.unlink()
                self.staged = None
                capture.path = aside
                notes.append(f"{exc.message}; the records are in {aside}")
                return capture, notes
            os.rename(staged, self.path)
            self.staged = None
            if previous:
                notes.append(f"replaced the earlier capture in {self.path} ({previous} records)")
        capture.path = self.path
        capture.notes = [note.replace(str(staged), str(self.path)) for note in capture.notes]
        return capture, notes

    def stale_siblings(self) -> list[Path]:
        """Staged files of earlier captures into this target whose passlab was killed outright
        (its PID gone): they hold records nobody published, so they are reported, never removed."""
        if self.discard:
            return []
        prefix = f".{self.path.name}.tmp-"
        found = []
        parent = self.path.parent if str(self.path.parent) else Path(".")
        for entry in parent.iterdir():  # not a glob: the name may hold [ ] * ?
            if not entry.name.startswith(prefix) or entry == self.staged:
                continue
            pid = entry.name[len(prefix):].split("-")[0]
            if pid.isdigit() and not disk.process_alive(int(pid)) and entry.is_file() and not entry.is_symlink():
                found.append(entry)
        return sorted(found)


def _create_exclusive(path: Path) -> None:
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644))


def _read_staged(path: Path) -> CaptureFile:
    try:
        return read_capture_file(path)
    except UsageError as exc:  # the program wrote only lines that are not records
        return CaptureFile(path, [], [exc.message])
