"""Bracket- and string-aware helpers for slicing one op's printed text.

MLIR's custom assembly nests ``()``, ``[]``, ``{}`` and ``<>`` freely (``#ttg.blocked<{...}>``,
``dense<[...]>``, ``!llvm.struct<(ptr<3>, i32)>``) and quotes strings that may hold any of them
(inline PTX). Every helper here skips quoted strings and treats ``->`` as one token, so a ``>``
inside an arrow never closes a bracket.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache

from passlab.errors import ParseError

OPENERS = "([{<"
CLOSERS = ")]}>"
MATCHING = {")": "(", "]": "[", "}": "{", ">": "<"}

# The pattern of a quoted string: "mov.u32 $0, %tid.x;"  or  "a \"quoted\" b".
# Written as runs of plain characters between escapes, possessive where Python has it (3.11), so
# the regex engine keeps no backtracking state per character: the form `"(?:[^"\\]|\\.)*"` held
# about 150 bytes per character of the string (a 20 MB attribute took 2.5 GB, 40 MB a MemoryError).
# On 3.10 the same runs without `+` keep state per escape only.
QUOTED = (r'"[^"\\]*+(?:\\.[^"\\]*+)*+"' if sys.version_info >= (3, 11)
          else r'"[^"\\]*(?:\\.[^"\\]*)*"')
# the same, never empty: "tt.reduce" but not ""
QUOTED_NONEMPTY = '"(?!")' + QUOTED[1:]
STRING_RE = re.compile(QUOTED)


class ScanError(ValueError):
    """Unbalanced brackets or an unterminated string at ``offset`` of the scanned text."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.offset = offset


@lru_cache(maxsize=None)
def _token_re(chars: str) -> re.Pattern:
    extra = "".join(re.escape(c) for c in chars)
    return re.compile(QUOTED + r'|"|->|[\[\](){}<>' + extra + "]")


def _flat(text: str) -> bool:
    """No brackets and no strings: every character is at top level."""
    return not FLAT_BREAKERS_RE.search(text)


# any bracket or quote: text without one needs no depth tracking
FLAT_BREAKERS_RE = re.compile(r'[\[\](){}<>"]')


def check_brackets(text: str) -> None:
    """ScanError at the first bracket that does not match, or for one left open."""
    _scan(text, "")


def top_level(text: str, chars: str) -> list[int]:
    """Offsets of the characters in ``chars`` that sit outside every bracket and string."""
    if not any(c in text for c in chars):
        return []
    if _flat(text):
        return [i for i, c in enumerate(text) if c in chars]
    return _scan(text, chars)


def _scan(text: str, chars: str) -> list[int]:
    found: list[int] = []
    stack: list[str] = []
    for m in _token_re(chars).finditer(text):
        tok = m.group()
        c = tok[0]
        if len(tok) > 1 or tok == "->":
            continue
        if c == '"':
            raise ScanError("unterminated string", m.start())
        if c in OPENERS:
            stack.append(c)
        elif c in CLOSERS:
            if not stack or stack[-1] != MATCHING[c]:
                if c == ">" and not stack:
                    continue  # a bare '>' outside any bracket, e.g. in an affine comparison
                raise ScanError(f"unbalanced '{c}'", m.start())
            stack.pop()
        elif not stack:
            found.append(m.start())
    if stack:
        raise ScanError(f"unclosed '{stack[-1]}'", len(text))
    return found


def split_top(text: str, sep: str = ",") -> list[str]:
    """``text`` split at top-level ``sep``; pieces stripped, empty text gives []."""
    if not text.strip():
        return []
    if sep not in text:
        return [text.strip()]
    if _flat(text):
        return [piece.strip() for piece in text.split(sep)]
    cuts = top_level(text, sep)
    pieces, start = [], 0
    for cut in cuts:
        pieces.append(text[start:cut].strip())
        start = cut + 1
    pieces.append(text[start:].strip())
    return pieces


def matching_close(text: str, open_at: int) -> int:
    """Offset of the bracket that closes the one at ``open_at``."""
    stack: list[str] = []
    for m in _token_re("").finditer(text, open_at):
        tok = m.group()
        c = tok[0]
        if len(tok) > 1:
            continue
        if c == '"':
            raise ScanError("unterminated string", m.start())
        if c in OPENERS:
            stack.append(c)
        elif c in CLOSERS:
            if not stack or stack[-1] != MATCHING[c]:
                raise ScanError(f"unbalanced '{c}'", m.start())
            stack.pop()
            if not stack:
                return m.start()
    raise ScanError(f"unclosed '{text[open_at]}'", len(text))


def top_groups(text: str, opener: str) -> list[tuple[int, int]]:
    """(start, end) spans, end exclusive, of top-level groups opened by ``opener``."""
    if opener not in text:
        return []
    closer = CLOSERS[OPENERS.index(opener)]
    spans = []
    stack: list[str] = []
    start = -1
    # Tokens are a quoted string, a lone '"', "->", or one bracket: a one-character token is
    # in OPENERS/CLOSERS exactly when it is that bracket, and no longer token is a substring of them.
    for m in _token_re("").finditer(text):
        tok = m.group()
        if tok in OPENERS:
            if not stack and tok == opener:
                start = m.start()
            stack.append(tok)
        elif tok in CLOSERS:
            if not stack or stack[-1] != MATCHING[tok]:
                if tok == ">" and not stack:
                    continue
                raise ScanError(f"unbalanced '{tok}'", m.start())
            stack.pop()
            if not stack and tok == closer and start >= 0:
                spans.append((start, m.end()))
                start = -1
        elif tok == '"':
            raise ScanError("unterminated string", m.start())
    if stack:
        raise ScanError(f"unclosed '{stack[-1]}'", len(text))
    return spans


def last_top_colon(text: str, balanced: bool = False) -> int:
    """Offset of the last top-level ':' (the start of an op's type section), or -1.

    Checks candidates right to left by bracket balance of the suffix (C-speed ``str.count``);
    falls back to a full scan when strings are involved. Counts add up across a ':' (it is
    part of no bracket token), so the prefix is balanced exactly when the suffix and the whole
    text are: the whole text's balance is taken once instead of each prefix's (not at all
    when the caller already knows its counts balance: ``balanced``).
    """
    at = text.rfind(":")
    if at < 0:
        return -1
    if text.find('"', at) >= 0:
        found = top_level(text, ":")
        return found[-1] if found else -1
    total = 0 if balanced else None
    while at >= 0:
        if suffix_balance(text, at + 1) == 0:
            if text.find('"', 0, at) >= 0:
                break
            if total is None:
                total = bracket_balance(text)
            if total == 0:
                break
        at = text.rfind(":", 0, at)
    if at >= 0 and text.find('"', 0, at) >= 0:
        found = top_level(text, ":")
        return found[-1] if found else -1
    return at


def count_balance(text: str) -> int:
    """Openers minus closers in ``text``, by count (``->`` is no closer)."""
    opens = text.count("(") + text.count("[") + text.count("{") + text.count("<")
    return opens - (text.count(")") + text.count("]") + text.count("}") + text.count(">") - text.count("->"))


# Suffixes at least this long have their balance memoized: they are type sections
# (``!llvm.struct<(f32, f32, ...)>``, hundreds of characters) repeated over thousands of ops.
MEMO_MIN = 48
MEMO_MAX = 8192
_memo: dict[str, int] = {}


def suffix_balance(text: str, start: int) -> int:
    """Openers minus closers (by count) in ``text[start:]``."""
    if len(text) - start < MEMO_MIN:
        return count_balance(text[start:])
    suffix = text[start:]
    hit = _memo.get(suffix)
    if hit is None:
        if len(_memo) >= MEMO_MAX:
            _memo.clear()
        hit = _memo[suffix] = count_balance(suffix)
    return hit


def bracket_balance(text: str) -> int:
    """Openers minus closers (by count) in ``text``: the part before the last ':' is counted,
    the (usually long, repeated) type section after it is memoized."""
    at = text.rfind(":")
    if at < 0 or len(text) - at <= MEMO_MIN:
        return count_balance(text)
    return count_balance(text[:at]) + suffix_balance(text, at + 1)


def balanced_counts(prefix: str) -> bool:
    """Openers and closers occur equally often (a necessary condition, checked at C speed)."""
    return bracket_balance(prefix) == 0


def find_top_word(text: str, word: str) -> int:
    """Offset of the last top-level occurrence of ``word`` (e.g. ' to '), or -1."""
    at = text.rfind(word)
    while at >= 0:
        if _depth_at(text, at) == 0:
            return at
        at = text.rfind(word, 0, at)
    return -1


def _depth_at(text: str, offset: int) -> int:
    depth = 0
    for m in _token_re("").finditer(text, 0, offset):
        tok = m.group()
        if len(tok) > 1:
            continue
        if tok in OPENERS:
            depth += 1
        elif tok in CLOSERS and depth:
            depth -= 1
        elif tok == '"':
            return 1  # inside an unterminated string
    return depth


def unquote(text: str) -> str:
    """The value of a printed MLIR string literal (escapes \\" \\\\ \\n \\t and \\XX hex)."""
    body = text[1:-1]
    if "\\" not in body:
        return body
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if nxt in '"\\':
                out.append(nxt)
                i += 2
                continue
            if nxt in "nt":
                out.append("\n" if nxt == "n" else "\t")
                i += 2
                continue
            pair = body[i + 1:i + 3]
            if len(pair) == 2 and all(ch in "0123456789abcdefABCDEF" for ch in pair):
                out.append(chr(int(pair, 16)))
                i += 3
                continue
        out.append(c)
        i += 1
    return "".join(out)


def parse_error(message: str, line: int, column: int, text: str, source: str) -> ParseError:
    return ParseError(message, line, column, text.rstrip("\n"), source)
