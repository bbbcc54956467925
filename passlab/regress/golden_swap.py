"""Replace a golden folder in one swap: build the new folder beside it, then rename it into place.

The new golden is built in a hidden sibling ``.<name>.tmp-<pid>-<hex>``; two renames swap it in (the
old folder goes aside as ``.<name>.old-<pid>-<hex>`` and is removed after). A reader sees the old set
of golden files or the new one, never a mix, whatever stops the update; Ctrl-C, SIGTERM and SIGHUP
wait for the renames. What else the folder holds (a user's README, other Triton versions'
``triton-*/`` goldens) is carried into the new folder as hard links (copies where the file system has
none), never moved out of the old one, so a stop at any point loses nothing.

Both siblings carry passlab's marker while they exist. Their hidden names are never read as goldens;
the next update of the folder removes those of a writer that died, or renames the old folder back
when the writer died between the two renames, and a compare that finds the folder missing names it.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import stat
from dataclasses import dataclass
from pathlib import Path

from passlab.disk import (OWNER_MARKER, is_empty_dir, mark_owned, owner_of, process_alive, remove_owned,
                          replaced_file_mode, signals_held)
from passlab.errors import UsageError

UPDATE_KIND = "golden-update"   # the marker of a staging folder and of a folder swapped out


@dataclass(frozen=True)
class Leftover:
    """A sibling of a golden folder left by an update whose writer is gone: its staging folder
    (``role`` "tmp") or the previous folder it had swapped out ("old")."""

    path: Path
    role: str


def replace_golden(final: Path, files: dict[str, str | Path], owned: frozenset[str]) -> None:
    """Make ``final`` hold ``files`` (text to write, or an existing file kept as it is) and every entry of
    the current folder whose name is not in ``owned``, in one swap. The caller holds the writer lock."""
    stage = _sibling(final, "tmp")
    try:
        stage.mkdir()
        mark_owned(stage, UPDATE_KIND)
        _fill(stage, final, files, owned)
        aside = _swap(stage, final)
    except OSError as exc:
        remove_owned(stage, UPDATE_KIND)
        raise UsageError(f"cannot update the golden {final}: {exc.strerror or exc}") from None
    except BaseException:
        remove_owned(stage, UPDATE_KIND)
        raise
    if aside is not None:
        remove_owned(aside, UPDATE_KIND)   # a stop here leaves it marked: the next update removes it


def find_leftovers(final: Path) -> list[Leftover]:
    """Staging and swapped-out siblings of ``final`` whose writer (the PID in their name) is gone."""
    pattern = re.compile(rf"^\.{re.escape(final.name)}\.(tmp|old)-(\d+)-[0-9a-f]+$")
    try:
        entries = sorted(final.parent.iterdir())   # "old" before "tmp": a restore comes first
    except OSError:
        return []
    found = []
    for entry in entries:
        match = pattern.match(entry.name)
        if match and not process_alive(int(match.group(2))):
            found.append(Leftover(entry, match.group(1)))
    return found


def interrupted_update(final: Path) -> Path | None:
    """The folder an interrupted update swapped out of ``final``, when ``final`` is missing because of it."""
    if os.path.lexists(final):
        return None
    return next((leftover.path for leftover in find_leftovers(final) if leftover.role == "old"), None)


def recover(final: Path) -> list[str]:
    """Clear what updates of ``final`` that died left: the old folder goes back into place when the
    writer died between the two renames, marked leftovers are removed. One line each, for the user."""
    lines = []
    for leftover in find_leftovers(final):
        try:
            lines.append(_clear(leftover, final))
        except OSError as exc:
            raise UsageError(f"cannot clear {leftover.path}, left by an interrupted golden update: "
                             f"{exc.strerror or exc}") from None
    return lines


def _clear(leftover: Leftover, final: Path) -> str:
    if leftover.role == "old" and owner_of(leftover.path) == UPDATE_KIND and not os.path.lexists(final):
        os.rename(leftover.path, final)
        _unmark(final)
        return f"restored the golden {final}: an update of it was interrupted between two renames"
    if remove_owned(leftover.path, UPDATE_KIND):
        return f"removed {leftover.path}, left by an interrupted golden update"
    return (f"{leftover.path} was left by an interrupted golden update but carries no passlab marker; "
            "it is not read as a golden (remove it)")


def _sibling(final: Path, role: str) -> Path:
    return final.parent / f".{final.name}.{role}-{os.getpid()}-{secrets.token_hex(3)}"


def _fill(stage: Path, final: Path, files: dict[str, str | Path], owned: frozenset[str]) -> None:
    """Write the new golden files into ``stage`` and carry the folder's other entries over."""
    for name, content in files.items():
        if isinstance(content, Path):
            _link_or_copy(content, stage / name)
        else:
            _write_new(stage / name, content, replaced_file_mode(final / name))
    for entry in _carried_entries(final, owned):
        _carry(entry, stage / entry.name)


def _carried_entries(final: Path, owned: frozenset[str]) -> list[Path]:
    """The entries of ``final`` that are not golden files (nor passlab's marker): they stay in the folder."""
    if not final.is_dir() or final.is_symlink():
        return []
    carried = []
    for entry in sorted(final.iterdir()):
        if entry.name == OWNER_MARKER:
            continue
        if entry.name in owned:
            if stat.S_ISDIR(os.lstat(entry).st_mode):  # removing it would lose what it holds
                raise UsageError(f"{entry} is a folder where the golden keeps a file; move it away")
            continue
        carried.append(entry)
    return carried


def _carry(entry: Path, target: Path) -> None:
    """``entry`` again at ``target``: a link as a link, a folder as folders of hard links, a file as a hard link."""
    mode = os.lstat(entry).st_mode
    if stat.S_ISLNK(mode):
        os.symlink(os.readlink(entry), target)
    elif stat.S_ISDIR(mode):
        try:
            shutil.copytree(entry, target, symlinks=True, copy_function=_link_or_copy)
        except shutil.Error as exc:
            first = exc.args[0][0] if exc.args and exc.args[0] else exc
            raise UsageError(f"cannot carry {entry} into the updated golden folder: {first}") from None
    else:
        _link_or_copy(entry, target)


def _link_or_copy(source, target) -> None:
    """A hard link to ``source`` (never through a symlink); a copy of a regular file where links fail."""
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError as exc:
        if not stat.S_ISREG(os.lstat(source).st_mode):
            raise UsageError(f"cannot carry {source} into the updated golden folder: {exc.strerror}") from None
        shutil.copy2(source, target, follow_symlinks=False)


def _write_new(path: Path, text: str, mode: int | None) -> None:
    """Create ``path`` (never through a link) holding ``text``; ``mode``: the replaced file's bits."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666)
    with open(fd, "wb") as handle:
        if mode is not None:
            os.fchmod(handle.fileno(), mode)
        handle.write(text.encode())


def _swap(stage: Path, final: Path) -> Path | None:
    """Rename ``stage`` into ``final``. The previous folder is marked, then renamed aside (so that only it
    is ever removed) and returned; a rename that fails is undone before the error goes on."""
    with signals_held():
        if not os.path.lexists(final) or is_empty_dir(final):
            os.rename(stage, final)   # over an empty folder, rename replaces it
            _unmark(final)
            return None
        aside = _sibling(final, "old")
        mark_owned(final, UPDATE_KIND)
        try:
            os.rename(final, aside)
        except OSError:
            _unmark(final)
            raise
        try:
            os.rename(stage, final)
        except OSError:
            os.rename(aside, final)
            _unmark(final)
            raise
        _unmark(final)
        return aside


def _unmark(folder: Path) -> None:
    try:
        (folder / OWNER_MARKER).unlink()
    except FileNotFoundError:
        pass
