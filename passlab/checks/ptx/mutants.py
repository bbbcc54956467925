"""Seeded defects in a kernel's PTX: each ``mutants(lines)`` entry is one edit the PTX check must
catch. Kinds: ``delete-wait`` (an ``mbarrier.try_wait`` inline-asm loop), ``delete-wgmma-wait``
(a ``wgmma.wait_group``), ``delete-fence`` (a ``fence.proxy.async``), ``arrive-count`` (an
``mbarrier.arrive`` count doubled or halved), ``expect-bytes`` (an ``arrive.expect_tx``'s bytes
doubled or halved)."""

from __future__ import annotations

import re
from dataclasses import dataclass

# 	mbarrier.try_wait.parity.shared.b64 complete, [%r1046], %r1064;
TRY_WAIT_RE = re.compile(r"\bmbarrier\.try_wait")
# 	wgmma.wait_group.sync.aligned 0;
WGMMA_WAIT_RE = re.compile(r"\bwgmma\.wait_group")
# 	fence.proxy.async.shared::cta;
FENCE_RE = re.compile(r"\bfence\.proxy\.async(?:\.shared::cta)?;")
# 	@%p6 mbarrier.arrive.shared::cta.b64 _, [%r458], 128;   (also .expect_tx: its bytes)
ARRIVE_COUNT_RE = re.compile(r"(\bmbarrier\.arrive(?:\.\w+)*(?:\.shared(?:::cta)?)?\.b64\s+[^,]+,\s*\[[^\]]+\],\s*)(\d+)(;)")
# 	{        }      (an inline-asm block's own lines)
OPEN_RE = re.compile(r"^\s*\{\s*$")
CLOSE_RE = re.compile(r"^\s*\}\s*$")


@dataclass(frozen=True)
class Mutant:
    kind: str
    line: int            # 1-based PTX line the edit is at
    what: str
    lines: tuple[str, ...]
    expected: tuple[str, ...]    # rules that catch it


def mutants(lines: list[str]) -> list[Mutant]:
    out = []
    for i, text in enumerate(lines):
        if TRY_WAIT_RE.search(text):
            start = next((j for j in range(i, max(i - 6, -1), -1) if OPEN_RE.match(lines[j])), None)
            stop = next((j for j in range(i, min(i + 6, len(lines))) if CLOSE_RE.match(lines[j])), None)
            if start is not None and stop is not None:
                out.append(Mutant("delete-wait", i + 1, text.strip(), tuple(lines[:start] + lines[stop + 1:]),
                                  ("PTX001", "PTX004")))
        elif WGMMA_WAIT_RE.search(text):
            out.append(Mutant("delete-wgmma-wait", i + 1, text.strip(), tuple(lines[:i] + lines[i + 1:]), ("PTX001",)))
        elif FENCE_RE.search(text):
            out.append(Mutant("delete-fence", i + 1, text.strip(), tuple(lines[:i] + lines[i + 1:]), ("PTX004",)))
        else:
            m = ARRIVE_COUNT_RE.search(text)
            if m and int(m.group(2)) > 1:
                n = int(m.group(2))
                if ".expect_tx" in m.group(1):
                    kind, edits = "expect-bytes", ((n * 2, ("PTX002",)), (n // 2, ("PTX003", "PTX001")))
                else:
                    kind, edits = "arrive-count", ((n * 2, ("PTX005", "PTX001")), (n // 2, ("PTX002",)))
                for new, rules in edits:
                    edited = text[:m.start(2)] + str(new) + text[m.end(2):]
                    out.append(Mutant(kind, i + 1, f"{text.strip()} -> {new}",
                                      tuple(lines[:i] + [edited] + lines[i + 1:]), rules))
    return out
