"""How passlab touches the disk: like git does.

- Every path passlab writes is built from names it validated (``path_component``) and proven to
  stay under the chosen output root (``confine``) before the first write or removal.
- A directory passlab owns carries a marker file (``OWNER_MARKER``) naming what wrote it; passlab
  removes or replaces a directory only when it carries that marker (``remove_owned``), never by
  a glob over a user's files.
- A trace is built in a temporary sibling (``StagedDir``) and renamed into place when complete;
  the previous one survives any failure or interrupt until then. One writer per directory: a
  lock file beside it (``WriterLock``), released by the kernel when the process dies.
- Single files are written to a temporary sibling and renamed over the target (``write_atomic``),
  so a symlink planted at the target is replaced, never written through; nothing passlab opens
  for writing follows a link (the lock uses ``O_NOFOLLOW``, temporary files ``O_EXCL``).
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import re
import secrets
import shutil
import signal
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path

from passlab.errors import UsageError

OWNER_MARKER = ".passlab-owner"
# A name passlab may use as one path component: letters, digits and a few separators. The
# characters config keys use (``default+BLOCK_M=128,num_stages=4@cuda100``) are allowed;
# path separators, NUL, a leading dot and names longer than 120 characters are not.
COMPONENT_RE = re.compile(r"^[\w+=,@%-][\w.+=,@%-]{0,119}$")
SIGNALS_HELD = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def path_component(name: str, what: str) -> str:
    """``name`` when it is safe as one directory name under an output root; UsageError otherwise."""
    if not isinstance(name, str) or not COMPONENT_RE.match(name) or name in (".", ".."):
        raise UsageError(f"{what} '{name}' cannot name a directory (use letters, digits and _ . + = , @ % -; "
                         "no path separators, no leading dot)")
    return name


def confine(root: Path, path: Path, what: str = "output path") -> Path:
    """``path`` resolved, when it lies inside ``root`` resolved; UsageError before any write otherwise."""
    root_resolved = Path(os.path.abspath(root)).resolve()
    resolved = Path(os.path.abspath(path)).resolve()
    if resolved != root_resolved and root_resolved not in resolved.parents:
        raise UsageError(f"{what} {path} lies outside {root}; refusing to write there")
    return resolved


def owner_of(directory: Path) -> str | None:
    """The kind of passlab directory ``directory`` is ('trace', 'golden', ...), or None when it is not ours."""
    marker = directory / OWNER_MARKER
    try:
        if not marker.is_file() or marker.is_symlink() or marker.stat().st_size > 4096:
            return None
        return json.loads(marker.read_text()).get("kind")
    except (OSError, ValueError, AttributeError):
        return None


def mark_owned(directory: Path, kind: str) -> None:
    """Leave the marker in ``directory``, replacing a link planted at its name rather than writing
    through it."""
    write_atomic(directory / OWNER_MARKER, json.dumps({"kind": kind, "writer": "passlab"}) + "\n")


def is_empty_dir(directory: Path) -> bool:
    try:
        return directory.is_dir() and not any(directory.iterdir())
    except OSError:
        return False


def check_parents(path: Path, what: str) -> None:
    """UsageError when a folder above ``path`` exists but is a file (``--out afile/sub``)."""
    blocker = file_above(path)
    if blocker is not None:
        raise UsageError(f"{what} {path}: {blocker} is a file, not a directory")


def file_above(path: Path) -> Path | None:
    """The nearest existing path above ``path`` when it is a file rather than a folder, else None."""
    for parent in Path(os.path.abspath(path)).parents:
        if parent.exists():
            return None if parent.is_dir() else parent
    return None


def check_replaceable(directory: Path, kind: str) -> None:
    """Refuse (UsageError) to replace ``directory`` unless it is absent, empty, or a passlab ``kind``."""
    if directory.is_symlink():
        raise UsageError(f"{directory} is a symbolic link; passlab writes {kind}s only into real directories")
    if not directory.exists() or is_empty_dir(directory):
        return
    if not directory.is_dir():
        raise UsageError(f"{directory} exists and is not a directory")
    found = owner_of(directory)
    if found != kind:
        what = f"a passlab {found}" if found else "files passlab did not write"
        raise UsageError(f"{directory} holds {what}; refusing to replace it with a {kind} "
                         "(choose a new or empty directory)")


def remove_owned(directory: Path, kind: str) -> bool:
    """Remove ``directory`` when its marker says passlab wrote it as ``kind``; True if removed.

    Folders inside it that a user made read-only (``chmod -R a-w`` on an old trace) are made
    writable first, so a swapped-out trace never stays behind as a hidden ``.<name>.old-*``.
    Only real folders reached without following a link are changed.
    """
    if directory.is_symlink() or owner_of(directory) != kind:
        return False
    _make_writable(directory)
    shutil.rmtree(directory, ignore_errors=True)
    return not os.path.lexists(directory)


def _make_writable(folder: Path) -> None:
    """u+rwx on ``folder`` and every real folder below it, each before it is listed."""
    try:
        mode = os.lstat(folder).st_mode
        if not stat.S_ISDIR(mode):
            return
        if mode & stat.S_IRWXU != stat.S_IRWXU:
            os.chmod(folder, stat.S_IMODE(mode) | stat.S_IRWXU)
        with os.scandir(folder) as entries:
            below = [Path(e.path) for e in entries if e.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for child in below:
        _make_writable(child)


@contextmanager
def signals_held():
    """Hold Ctrl-C / SIGTERM / SIGHUP for a few renames, so a swap is never left half done."""
    try:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS_HELD)
    except (AttributeError, ValueError, OSError):  # not the main thread, or no sigmask here
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


@contextmanager
def scratch_dir(prefix: str):
    """A new folder in the system temp folder, removed when the block ends however it ends.

    Unlike ``tempfile.mkdtemp`` followed by ``try``, an interrupt that lands just after the folder
    is made still removes it: its name is known before it exists, and a fresh random name is ours.
    """
    while True:
        path = Path(tempfile.gettempdir()) / f"{prefix}{secrets.token_hex(6)}"
        try:
            path.mkdir(mode=0o700)
        except FileExistsError:
            continue
        except BaseException:
            shutil.rmtree(path, ignore_errors=True)
            raise
        break
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


class WriterLock:
    """An exclusive lock on ``<parent>/.<name>.lock`` for one writer of ``target``.

    ``flock`` locks vanish with the process that held them, so a killed passlab never leaves a
    directory locked (its lock file may stay, holding the dead writer's PID). A second writer
    fails at once with one line (UsageError) naming the holder.

    The lock path lies in a folder a user (or a downloaded trace) may have filled: it is opened
    without following a symlink, and a file there that passlab did not make (a symlink, a hard
    link, anything but an empty file or one holding a PID) is refused with one line, never
    truncated. On release the path is removed only while it is still the file this lock holds.
    ``wait=True`` waits for the holder instead (a second ``passlab matrix`` waits for the first to
    finish making an environment, then uses it).
    """

    def __init__(self, target: Path, wait: bool = False):
        self.target = target
        self.wait = wait
        self.path = target.parent / f".{target.name}.lock"
        self.fd: int | None = None
        self.identity: tuple[int, int] | None = None

    def __enter__(self) -> "WriterLock":
        while True:
            fd = self._open()
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | (0 if self.wait else fcntl.LOCK_NB))
            except OSError as exc:
                holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "?"
                os.close(fd)
                if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    raise UsageError(f"{self.target} is being written by another passlab (pid {holder}); "
                                     "wait for it to finish or write elsewhere with --out") from None
                raise
            held = os.fstat(fd)
            try:
                now = os.lstat(self.path)
                same = (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)
            except FileNotFoundError:
                same = False
            if same:  # not a lock file its previous holder unlinked while we opened it
                break
            os.close(fd)
        try:
            self._check_ours(fd, held)
        except BaseException:
            os.close(fd)
            raise
        self.fd, self.identity = fd, (held.st_dev, held.st_ino)
        os.ftruncate(fd, 0)  # only a file checked to be a passlab lock (empty or a PID)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        return self

    def _open(self) -> int:
        """The lock file's descriptor: created here, or an existing one opened without following a link."""
        flags = os.O_RDWR | os.O_NOFOLLOW | os.O_CLOEXEC | getattr(os, "O_NONBLOCK", 0)
        try:
            return os.open(self.path, flags | os.O_CREAT, 0o644)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.EMLINK):
                raise UsageError(f"{self.path} (passlab's lock for {self.target}) is a symbolic link; "
                                 "refusing to write through it (remove the link)") from None
            if exc.errno in (errno.EISDIR, errno.ENXIO):
                raise UsageError(f"{self.path} (passlab's lock for {self.target}) is not a file "
                                 "passlab made; remove or rename it") from None
            raise

    def _check_ours(self, fd: int, held: os.stat_result) -> None:
        """UsageError unless ``fd`` is a lock file passlab could have made: a regular file with one
        name, empty or holding a PID (what a killed passlab leaves)."""
        text = os.pread(fd, LOCK_MAX_BYTES + 1, 0) if stat.S_ISREG(held.st_mode) else b"?"
        if not stat.S_ISREG(held.st_mode) or held.st_nlink != 1 or not LOCK_TEXT_RE.match(text):
            raise UsageError(f"{self.path} (passlab's lock for {self.target}) holds a file passlab did not "
                             "write; refusing to overwrite it (move it away)")

    def __exit__(self, *exc) -> None:
        if self.fd is None:
            return
        try:
            now = os.lstat(self.path)
            if (now.st_dev, now.st_ino) == self.identity:
                os.unlink(self.path)  # while still held: a waiter re-checks the inode
        except OSError:
            pass
        os.close(self.fd)
        self.fd = None


# What a passlab lock file holds: nothing yet, or the writer's PID and a newline ("4711\n").
LOCK_TEXT_RE = re.compile(rb"^(?:\d{1,12}\n?)?$")
LOCK_MAX_BYTES = 32


class StagedDir:
    """A directory built in a hidden sibling of ``final`` and renamed into place by ``publish``.

    Until ``publish``, ``final`` is untouched: a failure or an interrupt leaves the previous
    directory as it was. ``keep_aside`` parks an unfinished staging directory next to ``final``
    (``<name>.interrupted``) so nothing captured is lost.
    """

    def __init__(self, final: Path, kind: str):
        self.final = final
        self.kind = kind
        self.path = final.parent / f".{final.name}.tmp-{os.getpid()}-{secrets.token_hex(3)}"

    def create(self) -> Path:
        self.path.mkdir(parents=False)
        mark_owned(self.path, self.kind)
        return self.path

    def publish(self) -> Path:
        """Swap the staging directory into ``final``; the previous one (ours, checked) is removed."""
        old = self.final.parent / f".{self.final.name}.old-{os.getpid()}-{secrets.token_hex(3)}"
        with signals_held():
            check_replaceable(self.final, self.kind)
            moved = self.final.exists() and not is_empty_dir(self.final)
            if moved:
                os.rename(self.final, old)
            os.rename(self.path, self.final)  # over an empty directory, rename replaces it
            if moved:
                remove_owned(old, self.kind)
        return self.final

    def keep_aside(self) -> Path:
        """Park the unfinished directory: into ``final`` when there is nothing there yet,
        otherwise beside it as ``<name>.interrupted`` (replacing an earlier interrupted one)."""
        with signals_held():
            if not self.final.exists():
                os.rename(self.path, self.final)
                return self.final
            aside = self.final.parent / f"{self.final.name}.interrupted"
            if os.path.lexists(aside):
                if aside.is_symlink() or owner_of(aside) != self.kind:
                    return self.path  # not ours to replace: leave the staging directory where it is
                remove_owned(aside, self.kind)
            os.rename(self.path, aside)
            return aside

    def discard(self) -> None:
        remove_owned(self.path, self.kind)

    def sweep_stale(self) -> list[Path]:
        """Remove staging and swap-out siblings of ``final`` left by a passlab that was killed: only
        those that carry this kind's marker and whose writer (the PID in their name) is gone."""
        removed = []
        prefixes = (f".{self.final.name}.tmp-", f".{self.final.name}.old-")
        for entry in self.final.parent.iterdir():  # not a glob: the name may hold [ ] * ?
            for prefix in (p for p in prefixes if entry.name.startswith(p)):
                pid = entry.name[len(prefix):].split("-")[0]
                if entry == self.path or not pid.isdigit() or process_alive(int(pid)):
                    continue
                if remove_owned(entry, self.kind):
                    removed.append(entry)
        return removed


def process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def check_output_file(path: Path, what: str = "output file") -> Path:
    """Fail early (UsageError) when ``path`` cannot be written as a file: its folder is missing
    or not a folder, or ``path`` is a directory. Called before any long work starts."""
    path = Path(path)
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise UsageError(f"{what} {path} is a directory; give a file name")
    if _names_a_stream(path):  # -o /dev/null, /dev/stdout: written in place
        return path
    if not parent.is_dir():
        if os.path.lexists(parent):
            raise UsageError(f"{what} {path}: {parent} is a file, not a folder")
        raise UsageError(f"{what} {path}: no such directory {parent}")
    if not os.access(parent, os.W_OK):
        raise UsageError(f"{what} {path}: directory {parent} is not writable")
    return path


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``path`` through a temporary sibling and a rename: readers see the old or the new file.

    Never writes through a symlink to a file: the temporary file is created new (``O_EXCL |
    O_NOFOLLOW``), and when ``path`` is a symlink the rename replaces the link itself, leaving what
    it pointed at untouched (a hard-linked file likewise keeps its other name's content). A file
    replaced keeps its permission bits (a private ``chmod 600`` file stays private), and a
    read-only one is refused (UsageError) rather than replaced behind its owner's back.

    A name for a stream is written in place, never renamed over (``_names_a_stream``): a device
    (``-o /dev/null``), a FIFO, and a link through a process's file descriptors (``-o /dev/stdout``,
    ``/dev/fd/1``, ``/proc/self/fd/1``, also while stdout is redirected to a file: renaming over
    ``/dev/stdout`` would replace it for the whole machine).
    """
    path = Path(path)
    data = text.encode() if isinstance(text, str) else text
    if _names_a_stream(path):
        _write_stream(path, data)
        return
    keep_mode = _replaced_file_mode(path)
    tmp = path.parent / f".{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666)
        with open(fd, "wb") as handle:
            if keep_mode is not None:
                os.fchmod(handle.fileno(), keep_mode)
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            if stat.S_ISREG(os.lstat(tmp).st_mode):
                os.unlink(tmp)
        except OSError:
            pass
        raise


def ready_to_write(path: Path, what: str = "output file") -> None:
    """Refuse before the work what ``write_atomic`` would fail on after it (a benchmark's minutes, a
    reduction's hour): ``path`` a folder, a read-only file, or under a file or a folder this user
    cannot write. Nothing is made: the nearest folder that exists is probed with a file of its own,
    removed however the probe ends (the missing folders below it are made when the output is
    written). A stream (``-o /dev/stdout``) is left alone."""
    path = Path(path)
    if _names_a_stream(path):
        return
    if path.is_dir():
        raise UsageError(f"{what} {path} is a folder; name a file")
    _replaced_file_mode(path)
    folder = Path(os.path.abspath(path)).parent
    while not os.path.lexists(folder) and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise UsageError(f"cannot write {what} {path}: {folder} is not a folder")
    probe = folder / f".{path.name}.probe-{os.getpid()}-{secrets.token_hex(4)}"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600))
    except OSError as exc:
        raise UsageError(f"cannot write {what} {path}: {exc.strerror or exc}") from None
    finally:
        try:
            os.unlink(probe)
        except OSError:
            pass


# Where a link through a process's open files points: /proc/self/fd/1, /proc/4711/fd/2, /dev/fd/1.
FD_LINK_RE = re.compile(r"^/(?:proc/(?:self|thread-self|\d+)|dev)/fd/\d+$")


def _names_a_stream(path: Path) -> bool:
    """Does ``path`` name a stream rather than a file to replace: a device, a FIFO, a socket, or a
    link whose chain passes through a process's file descriptors (``/dev/stdout``)?"""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if stat.S_ISLNK(info.st_mode):
        if _through_descriptor(path):
            return True
        try:
            info = os.stat(path)
        except OSError:
            return False
    return stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode) or stat.S_ISSOCK(info.st_mode)


def names_a_descriptor(path: Path) -> bool:
    """Does ``path`` reach a file through a process's open descriptors (``/dev/stdout`` while stdout
    is redirected to a file)? Then the shell already opened, and for ``>`` emptied, that file: the
    user chose it, and a check that it holds nothing to lose comes too late to protect anything."""
    return _through_descriptor(Path(path))


def _through_descriptor(path: Path) -> bool:
    """Does the chain of links at ``path`` pass through a process's open files (``/dev/fd/1``)?"""
    hop = os.path.abspath(path)
    for _ in range(40):  # the kernel's own limit on a chain of links
        if FD_LINK_RE.match(hop):
            return True
        try:
            hop = os.path.normpath(os.path.join(os.path.dirname(hop), os.readlink(hop)))
        except OSError:  # the end of the chain (not a link), or a dangling one
            return False
    return False


def names_a_pipe(path: Path) -> bool:
    """Is ``path`` a FIFO or socket on disk (``mkfifo``), as opposed to a pipe a process already holds
    open (``/dev/stdout``, ``>(cat)``)? Nobody may ever read the former: a whole-file output (a report)
    refuses it before the work, where writing to it would otherwise fail or wait after the work."""
    if not _names_a_stream(path) or _through_descriptor(path):
        return False
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


def _write_stream(path: Path, data: bytes) -> None:
    """Write ``data`` to the stream ``path`` names; a FIFO nobody reads is one line, not a hang."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            raise UsageError(f"output file {path} is a FIFO or socket nobody reads; start its reader first") from None
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None
    with open(fd, "wb") as handle:
        os.set_blocking(handle.fileno(), True)  # a pipe's reader sets the pace from here on
        handle.write(data)


def _replaced_file_mode(path: Path) -> int | None:
    """The permission bits of the regular file ``write_atomic`` is about to replace (None when there
    is none); UsageError when nobody may write it (``chmod a-w``: its owner protected it)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    mode = stat.S_IMODE(info.st_mode)
    if not mode & 0o222:
        raise UsageError(f"{path} is read-only; refusing to replace it (make it writable or choose another name)")
    return mode


def copy_atomic(source: Path, target: Path) -> Path:
    """Copy ``source`` to ``target`` the way ``write_atomic`` writes (never through a link at ``target``)."""
    write_atomic(target, Path(source).read_bytes())
    return target


def clear_work_dir(path: Path, names: tuple[str, ...]) -> Path:
    """``path`` as a real directory without the files ``names``, ready for a child to write them.

    For a folder inside a trace (``debug/replay``), which a downloaded trace may have planted:
    a symlink at ``path`` is removed (not what it points at) and a real directory made instead;
    each of ``names`` is unlinked, which removes a link rather than writing through it. Other
    files there stay. A regular file at ``path`` is a user's: UsageError.
    """
    path = Path(path)
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        found = None
    if found is not None and stat.S_ISLNK(found.st_mode):
        os.unlink(path)
        found = None
    elif found is not None and not stat.S_ISDIR(found.st_mode):
        raise UsageError(f"{path} is a file passlab did not write; refusing to replace it with a folder")
    if found is None:
        path.mkdir(parents=True)
    for name in names:
        try:
            if not stat.S_ISDIR(os.lstat(path / name).st_mode):
                os.unlink(path / name)
        except FileNotFoundError:
            pass
    return path
