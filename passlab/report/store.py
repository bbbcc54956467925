"""The IR a report carries: every distinct snapshot once, compressed, as a delta where that is smaller.

A 74-pass trace of matmul_hopper holds 17 MB of snapshots; most passes change a few lines of the
previous one. Each snapshot is stored as its full text or as line edits against the snapshot before
it (whichever compresses smaller), gzip-compressed and base64-encoded, so the page stays a few MB
and its script decompresses only the snapshots of the pass a user opens (DecompressionStream, no
library). A chain of deltas is cut by a full copy every ``FULL_EVERY`` entries, so opening any pass
costs at most that many decompressions.
"""

from __future__ import annotations

import base64
import difflib
import gzip
import json
from dataclasses import dataclass, field

FULL_EVERY = 12


def _pack(entry: dict) -> str:
    raw = json.dumps(entry, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.b64encode(gzip.compress(raw, compresslevel=6, mtime=0)).decode("ascii")


def line_edits(old: list[str], new: list[str]) -> list[list]:
    """``[[start, end, [lines]], ...]``: replace ``old[start:end]`` by ``lines``, applied back to front."""
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    return [[i1, i2, new[j1:j2]] for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"]


def apply_edits(old: list[str], edits: list[list]) -> list[str]:
    """Inverse of ``line_edits`` (the page's script does the same in JavaScript)."""
    out = list(old)
    for start, end, lines in reversed(edits):
        out[start:end] = lines
    return out


@dataclass
class SnapshotStore:
    """Snapshot file (relative to the trace) -> id, and the packed entries the page decodes."""

    ids: dict[str, str] = field(default_factory=dict)
    entries: dict[str, dict] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)      # bytes of each snapshot's text
    lines: dict[str, int] = field(default_factory=dict)
    _last: tuple[str, list[str]] | None = None
    _chain: int = 0

    def add(self, name: str, text: str) -> str:
        """Store ``text`` under ``name`` (once); its id."""
        if name in self.ids:
            return self.ids[name]
        sid = f"s{len(self.ids)}"
        self.ids[name] = sid
        lines = text.split("\n")
        self.sizes[sid] = len(text.encode())
        self.lines[sid] = len(lines)
        full = {"name": name, "text": text}
        entry = full
        if self._last is not None and self._chain < FULL_EVERY:
            base_id, base_lines = self._last
            delta = {"name": name, "base": base_id, "edits": line_edits(base_lines, lines)}
            packed_delta, packed_full = _pack(delta), _pack(full)
            if len(packed_delta) < len(packed_full):
                self.entries[sid] = {"z": packed_delta}
                self._chain += 1
                self._last = (sid, lines)
                return sid
            self.entries[sid] = {"z": packed_full}
        else:
            self.entries[sid] = {"z": _pack(entry)}
        self._chain = 0
        self._last = (sid, lines)
        return sid

    def to_json(self) -> dict:
        return self.entries
