"""Source locations: ``loc(...)`` resolved to the kernel's ``file:line:col``.

Triton 3.6 prints locations as aliases (``#loc12 = loc("k.py":41:19)``), named locations
(``loc("acc"(#loc5))``, the Python variable name around a position), call sites
(``loc(callsite(#loc3 at #loc9))``, code inlined from a ``@triton.jit`` helper or from
``triton/language``) and fused lists. A call site resolves to the innermost frame that is not
Triton's own library code, so ``tl.cdiv(K, BLOCK_K)`` maps to the kernel line that calls it.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from functools import lru_cache

from passlab.ir.scan import QUOTED, ScanError, split_top, unquote

# "/work/main/kernels/matmul_hopper.py":41:19   (3.6 also prints ranges: "f.py":41:19 to :25)
FILE_LINE_COL_RE = re.compile(r'^(' + QUOTED + r'):(\d+):(\d+)')
# callsite(#loc3 at #loc9)
CALLSITE_RE = re.compile(r"^callsite\((.*) at (.*)\)$", re.S)
# "acc"(#loc5)   or   "acc"
NAMED_RE = re.compile(r'^(' + QUOTED + r')(?:\((.*)\))?$', re.S)
# fused[#loc1, #loc2]  or  fused<"tag">[#loc1, #loc2]
FUSED_RE = re.compile(r"^fused(?:<.*?>)?\[(.*)\]$", re.S)

# Frames inside these paths are library code, not the kernel (site-packages/triton/language/...).
LIBRARY_MARKERS = ("/site-packages/triton/", "/triton/language/", "/triton/runtime/")


@dataclass(frozen=True)
class Location:
    """A kernel source position. ``raw`` is the loc text as printed (before alias resolution)."""

    file: str
    line: int
    col: int
    raw: str = ""
    name: str | None = None        # the named-location label, often the Python variable
    # the call sites this position was inlined through, innermost first, as (file, line): a
    # ``@triton.jit`` helper's op names the caller's line too (library frames left out)
    callers: tuple[tuple[str, int], ...] = ()

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


def is_library_file(path: str) -> bool:
    return any(marker in path for marker in LIBRARY_MARKERS)


class LocationResolver:
    """Resolves loc bodies of one module, memoizing ``#loc`` aliases (each resolved once)."""

    def __init__(self, loc_aliases: dict[str, str]):
        self.loc_aliases = loc_aliases       # "#loc12" -> '"k.py":41:19' (the text inside loc(...))
        self._memo: dict[str, list[Location]] = {}
        self._resolved: dict[str, Location | None] = {}

    def resolve(self, body: str) -> Location | None:
        """The kernel position of ``loc(body)``; None for unknown or position-less locations."""
        try:
            return self._resolved[body]
        except KeyError:
            pass
        found = self._resolve(body)
        self._resolved[body] = found
        return found

    def _resolve(self, body: str) -> Location | None:
        frames = self._frames(body.strip(), 0)
        if not frames:
            return None
        chosen = next((f for f in frames if not is_library_file(f.file)), frames[-1])
        raw = "loc(" + body.strip() + ")"
        outer = frames[frames.index(chosen) + 1:]
        callers = tuple((f.file, f.line) for f in outer if not is_library_file(f.file))
        return Location(chosen.file, chosen.line, chosen.col, raw, chosen.name, callers)

    def _frames(self, body: str, depth: int) -> list[Location]:
        """Call frames innermost first; one frame for plain positions."""
        if depth > 64 or not body:
            return []
        if body[0] == "#":
            if body in self._memo:
                return self._memo[body]
            self._memo[body] = []  # cycle guard
            target = self.loc_aliases.get(body)
            frames = self._frames(target, depth + 1) if target is not None else []
            self._memo[body] = frames
            return frames
        m = FILE_LINE_COL_RE.match(body)
        if m:
            return [Location(unquote(m.group(1)), int(m.group(2)), int(m.group(3)))]
        if body.startswith("callsite("):
            m = CALLSITE_RE.match(body)
            if m:
                callee, caller = _split_at(m.group(1) + " at " + m.group(2))
                return self._frames(callee, depth + 1) + self._frames(caller, depth + 1)
            return []
        if body.startswith("fused"):
            m = FUSED_RE.match(body)
            if m:
                try:
                    parts = split_top(m.group(1))
                except ScanError:
                    return []
                for part in parts:
                    frames = self._frames(part, depth + 1)
                    if frames:
                        return frames
            return []
        if body[0] == '"':
            m = NAMED_RE.match(body)
            if m and m.group(2):
                frames = self._frames(m.group(2), depth + 1)
                if frames:
                    name = unquote(m.group(1))
                    first = frames[0]
                    return [Location(first.file, first.line, first.col, name=first.name or name)] + frames[1:]
            return []
        return []  # unknown


def _split_at(text: str) -> tuple[str, str]:
    """Split 'callee at caller' at the top-level ' at ' (nested callsites hold their own)."""
    depth = 0
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        elif depth == 0 and text.startswith(" at ", i):
            return text[:i], text[i + 4:]
        i += 1
    return text, ""


# A location in a snapshot is untrusted text: it may name /etc/passwd, a FIFO or /dev/zero.
# Source lines are shown only from regular Python files of a sane size.
SOURCE_SUFFIXES = (".py",)
SOURCE_MAX_BYTES = 4 << 20


@lru_cache(maxsize=64)
def _source_lines(path: str) -> tuple[str, ...]:
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > SOURCE_MAX_BYTES:
            return ()
        with open(path, "rb") as handle:
            data = handle.read(SOURCE_MAX_BYTES + 1)
        return tuple(data.decode("utf-8").splitlines())
    except (OSError, UnicodeDecodeError, ValueError):
        return ()


def source_line(path: str, line: int) -> str | None:
    """Line ``line`` (1-based) of the kernel source ``path``, or None when it is not a regular
    ``.py`` file of at most ``SOURCE_MAX_BYTES`` or has no such line. Never blocks on a FIFO."""
    if not path or not str(path).endswith(SOURCE_SUFFIXES):
        return None
    lines = _source_lines(str(path))
    return lines[line - 1] if 0 < line <= len(lines) else None
