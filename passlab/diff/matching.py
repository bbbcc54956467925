"""Line matching for diffs that stays near-linear on large snapshots.

``difflib.SequenceMatcher`` finds the longest matching block and recurses on both sides; each
search walks every pair of equal lines (a's copies of a line times b's copies), once per block
found. On big snapshots lines such as ``}`` or a blanked ``% = arith.constant 0 : i32`` repeat
thousands of times, so that is quadratic: a 10 MB pair took 80 s, 50 MB against 10 MB over 300 s.

``LineMatcher`` is a ``SequenceMatcher`` (so ``get_opcodes`` and ``get_grouped_opcodes`` are
difflib's own) whose matching blocks are difflib's exact answer while its searches walk at most
``EXACT_WORK_LIMIT`` candidate pairs in all (counted, so the answer never depends on the
machine's speed): the snapshot pairs of the traces measured stay well below it (at most 2.1
million, a 6,000-line LLVM-dialect snapshot of matmul_hopper against the next pass's with names
blanked), so a normal diff is unchanged. Past it, the ranges are anchored as patience diff does,
generalized to repeated lines: the common prefix and suffix are matched, then lines that occur
as often in a as in b are paired occurrence by occurrence (a line unique in both is the patience
case; when no line qualifies, the first occurrences of every common line are); the longest
chain of pairs in order on both sides (a longest increasing subsequence, n log n) anchors the
match, and the gaps between anchors are matched the same way, exactly once within the limit.
Glued copies of one module have no unique line but equal counts, so they align copy to copy.
"""

from __future__ import annotations

import bisect
import difflib
from collections import Counter
from typing import Sequence

# Candidate pairs (a line of a, an equal line of b) that difflib's own, exact matcher may walk,
# summed over all its searches, before the match is anchored instead: about a second of its time.
EXACT_WORK_LIMIT = 10_000_000
# Anchoring rounds before a range still too big for difflib is left unmatched (shown as replaced).
MAX_DEPTH = 12


class LineMatcher(difflib.SequenceMatcher):
    """``SequenceMatcher(None, a, b, autojunk=False)`` with near-linear matching on large input."""

    def __init__(self, a: Sequence[str], b: Sequence[str]) -> None:
        super().__init__(None, a, b, autojunk=False)

    def get_matching_blocks(self) -> list[difflib.Match]:
        if self.matching_blocks is not None:
            return self.matching_blocks
        exact = _exact_blocks(self.a, self.b)
        if exact is not None:
            self.matching_blocks = exact
            return exact
        blocks: list[tuple[int, int, int]] = []
        _match(self.a, self.b, 0, len(self.a), 0, len(self.b), blocks, 0)
        merged: list[list[int]] = []
        for i, j, size in blocks:
            if merged and merged[-1][0] + merged[-1][2] == i and merged[-1][1] + merged[-1][2] == j:
                merged[-1][2] += size
            elif size:
                merged.append([i, j, size])
        self.matching_blocks = [difflib.Match(*block) for block in merged]
        self.matching_blocks.append(difflib.Match(len(self.a), len(self.b), 0))
        return self.matching_blocks


class _WorkExceeded(Exception):
    """difflib's search went past ``EXACT_WORK_LIMIT``: the caller anchors instead."""


class _BudgetedMatcher(difflib.SequenceMatcher):
    """difflib's matcher that counts the candidate pairs its searches walk and stops past a budget.

    Each ``find_longest_match`` walks, for every line of a's range, b's positions of that line;
    their number is added up before the search (a bound on its work, counted in the same units
    on every machine, so whether a diff is exact never depends on the machine's speed).
    """

    def __init__(self, a: Sequence[str], b: Sequence[str], budget: int) -> None:
        super().__init__(None, a, b, autojunk=False)
        self.budget = budget

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        b2j, a = self.b2j, self.a
        self.budget -= sum(len(b2j.get(a[i], ())) for i in range(alo, len(a) if ahi is None else ahi))
        if self.budget < 0:
            raise _WorkExceeded
        return super().find_longest_match(alo, ahi, blo, bhi)


def _exact_blocks(a: Sequence[str], b: Sequence[str]) -> list[difflib.Match] | None:
    """difflib's matching blocks, or None when finding them would cost more than the limit."""
    if pair_count(a, b) > EXACT_WORK_LIMIT:
        return None
    try:
        return _BudgetedMatcher(a, b, EXACT_WORK_LIMIT).get_matching_blocks()
    except _WorkExceeded:
        return None


def pair_count(a: Sequence[str], b: Sequence[str]) -> int:
    """How many (line of a, equal line of b) pairs there are: one difflib search's work."""
    counts_b = Counter(b)
    return sum(count * counts_b.get(line, 0) for line, count in Counter(a).items())


def _match(a: Sequence[str], b: Sequence[str], alo: int, ahi: int, blo: int, bhi: int,
           out: list[tuple[int, int, int]], depth: int) -> None:
    """Append the matching blocks of ``a[alo:ahi]`` against ``b[blo:bhi]`` to ``out``, in order."""
    start_a, start_b = alo, blo
    while alo < ahi and blo < bhi and a[alo] == b[blo]:
        alo += 1
        blo += 1
    if alo > start_a:
        out.append((start_a, start_b, alo - start_a))
    end_a, end_b = ahi, bhi
    while ahi > alo and bhi > blo and a[ahi - 1] == b[bhi - 1]:
        ahi -= 1
        bhi -= 1
    if alo < ahi and blo < bhi:
        sub_a, sub_b = a[alo:ahi], b[blo:bhi]
        exact = _exact_blocks(sub_a, sub_b)
        if exact is not None:
            out.extend((alo + i, blo + j, size) for i, j, size in exact if size)
        elif depth < MAX_DEPTH:
            anchors = _anchors(sub_a, sub_b)  # none: the range stays unmatched (a replace)
            prev_a, prev_b = alo, blo
            for i, j in anchors:
                _match(a, b, prev_a, alo + i, prev_b, blo + j, out, depth + 1)
                out.append((alo + i, blo + j, 1))
                prev_a, prev_b = alo + i + 1, blo + j + 1
            if anchors:
                _match(a, b, prev_a, ahi, prev_b, bhi, out, depth + 1)
    if ahi < end_a:
        out.append((ahi, bhi, end_a - ahi))


def _anchors(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int]]:
    """Pairs (i, j), increasing in both, of equal lines to anchor the match on.

    Lines that occur as often in ``a`` as in ``b`` are paired k-th occurrence to k-th; when no
    line does, every common line's first occurrences are paired. The longest chain of pairs
    increasing in both positions is kept.
    """
    counts_a, counts_b = Counter(a), Counter(b)
    chosen = {line for line, count in counts_a.items() if counts_b.get(line) == count}
    if not chosen:
        chosen = {line for line in counts_a if line in counts_b}
    where_b: dict[str, list[int]] = {}
    for j, line in enumerate(b):
        if line in chosen:
            where_b.setdefault(line, []).append(j)
    seen: Counter[str] = Counter()
    pairs: list[tuple[int, int]] = []
    for i, line in enumerate(a):
        positions = where_b.get(line)
        if positions is not None:
            k = seen[line]
            if k < len(positions):
                pairs.append((i, positions[k]))
                seen[line] = k + 1
    return longest_chain(pairs)


def longest_chain(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (increasing in i) whose j increase too."""
    tails: list[int] = []        # smallest j ending a chain of each length
    tail_index: list[int] = []   # index in pairs of that chain's last pair
    previous: list[int] = [-1] * len(pairs)
    for index, (_, j) in enumerate(pairs):
        length = bisect.bisect_left(tails, j)
        if length == len(tails):
            tails.append(j)
            tail_index.append(index)
        else:
            tails[length] = j
            tail_index[length] = index
        previous[index] = tail_index[length - 1] if length else -1
    chain: list[tuple[int, int]] = []
    index = tail_index[-1] if tail_index else -1
    while index >= 0:
        chain.append(pairs[index])
        index = previous[index]
    chain.reverse()
    return chain
