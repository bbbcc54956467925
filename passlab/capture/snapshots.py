"""Split Triton's per-pass dump text into ordered snapshots.

Two kinds of header start a snapshot. "IR Dump Before" headers come from MLIR's pass
instrumentation (MLIR_ENABLE_DUMP) and hold the IR *before* the named pass. "internal IR Dump
After" headers come from passes that print their own sub-steps (nvgpu-warp-specialization,
tritongpu-pipeline) and hold the IR *after* that sub-step. Triton 3.6 prints the internal ones
to stderr, 3.9 into the MLIR_DUMP_PATH file; both streams go through ``split_dump``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# 3.6, 3.7: // -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' operation) //----- //
# 3.6, 3.7: // -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: @matmul_hopper) //----- //
# 3.6, 3.7: // -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: @triton.language.standard.cdiv__i32__(1,)cconstexpr_128_) //----- //
BEFORE_36_RE = re.compile(
    r"^// -----// IR Dump Before (?P<cls>[\w.:]+) \((?P<arg>[^()]*)\) "
    r"\('(?P<op>[\w.]+)' operation(?:: @(?P<sym>.*?))?\) //----- //\s*$")
# 3.8, 3.9: // -----// IR Dump Before NVGPUWarpSpecialization: nvgpu-warp-specialization{num-stages=3} ('builtin.module' operation) //----- //
BEFORE_38_RE = re.compile(
    r"^// -----// IR Dump Before (?P<cls>[\w.:]+): (?P<arg>[\w.-]+)(?:\{(?P<options>.*)\})? "
    r"\('(?P<op>[\w.]+)' operation(?:: @(?P<sym>.*?))?\) //----- //\s*$")
# A pass with no registered argument (a class in an anonymous namespace, run inside another pass):
# 3.8, 3.9: // -----// IR Dump Before (anonymous namespace)::VerifyWarpSpecializationPartitions: unknown<(anonymous namespace)::VerifyWarpSpecializationPartitions> ('builtin.module' operation) //----- //
BEFORE_38_ANONYMOUS_RE = re.compile(
    r"^// -----// IR Dump Before (?P<cls>\(anonymous namespace\)::(?P<name>[\w:]+)): unknown<[^>]*> "
    r"\('(?P<op>[\w.]+)' operation(?:: @(?P<sym>.*?))?\) //----- //\s*$")
# The IR after a pass that failed (MLIR prints it once, in generic form when it no longer verifies):
# 3.6, 3.7: // -----// IR Dump After NVGPUWarpSpecialization Failed (nvgpu-warp-specialization) ('builtin.module' operation) //----- //
# 3.8, 3.9: // -----// IR Dump After NVGPUWarpSpecialization Failed: nvgpu-warp-specialization{num-stages=2} ('builtin.module' operation) //----- //
AFTER_FAILED_RE = re.compile(
    r"^// -----// IR Dump After (?P<cls>[\w.:()\s]+?) Failed(?: \((?P<arg36>[^()]*)\)|: (?P<arg38>[\w.-]+)"
    r"(?:\{(?P<options>.*)\})?) \('(?P<op>[\w.]+)' operation(?:: @(?P<sym>.*?))?\) //----- //\s*$")
AFTER_FAILED_STEP = "Failed"
# Any header MLIR's "before" instrumentation prints; one that none of the formats above reads is a problem.
# // -----// IR Dump Before SomethingNew <a shape passlab has not seen> //----- //
BEFORE_ANY_RE = re.compile(r"^// -----// IR Dump Before ")
# // -----// WarpSpec internal IR Dump After: doTaskPartition
# // -----// SoftwarePipeliner internal IR Dump After: LowerLoops
INTERNAL_RE = re.compile(r"^// -----// (?P<owner>\w+) internal IR Dump After: (?P<step>\w+)(?P<rest>.*)$")
# #loc12 = loc("/work/kernels/matmul_hopper.py":41:19)
LOC_DEF_RE = re.compile(r"^#loc\d*\s*=\s*loc\(")
# The first line of a dump section that belongs to no snapshot: a crash reproducer, an assertion, a diagnostic.
# python3: /project/.../WSLowerToken.cpp:73: void mlir::processProducerCommitOp(...): Assertion `false' failed.
FOREIGN_LINE_RE = re.compile(r"^(\{-#|\S+: .*Assertion|LLVM ERROR|Traceback|\S+:\d+:\d+: (error|note|warning))")


@dataclass(frozen=True)
class HeaderFormat:
    """One shape of "IR Dump Before" header and the Triton releases that print it."""

    name: str
    releases: tuple[str, ...]
    regex: re.Pattern


HEADER_FORMAT_36 = "3.6"       # Class (argument): Triton 3.6, 3.7
HEADER_FORMAT_38 = "3.8"       # Class: argument{options}: Triton 3.8, 3.9
HEADER_FORMAT_39 = HEADER_FORMAT_38  # the name older code used for the same format
HEADER_FORMAT_UNKNOWN = "unknown"
HEADER_FORMATS = (
    HeaderFormat(HEADER_FORMAT_36, ("3.6", "3.7"), BEFORE_36_RE),
    HeaderFormat(HEADER_FORMAT_38, ("3.8", "3.9"), BEFORE_38_RE),
    HeaderFormat(HEADER_FORMAT_38, ("3.8", "3.9"), BEFORE_38_ANONYMOUS_RE),
)
UNREADABLE_HEADER_ARG = "unreadable-header"


@dataclass
class RawSnapshot:
    """One dump section: a "before" pass snapshot, an "internal" sub-step snapshot, or the
    "after-failure" output of the pass that failed."""

    kind: str                    # "before" | "internal" | "after-failure"
    pass_class: str              # TritonGPUCoalesce; for internal: the owner prefix (WarpSpec)
    pass_arg: str                # tritongpu-coalesce; for internal: "" until attributed
    text: str
    options: str = ""
    anchor: str = "builtin.module"   # the operation the pass ran on, e.g. "tt.func @matmul_hopper"
    step: str = ""                   # internal sub-step: doTaskPartition, LowerLoops, ...
    stream: str = "dump"             # "dump" (MLIR_DUMP_PATH file) or "stderr"
    header_format: str = ""
    order: int = 0                   # position in its stream
    after_before_index: int | None = None  # for internal dumps in the dump file: the pass they ran in
    line: int = 0                    # 1-based line of the header in its stream
    header: str = ""                 # the header line itself, kept when passlab could not read it
    extra: dict = field(default_factory=dict)
    ops: int | None = field(default=None, compare=False)   # count_ops(text), when counted already

    def op_count(self) -> int:
        if self.ops is None:
            self.ops = count_ops(self.text)
        return self.ops

    @property
    def unreadable(self) -> bool:
        return self.header_format == HEADER_FORMAT_UNKNOWN


def split_dump(text: str, stream: str = "dump") -> list[RawSnapshot]:
    """All snapshots in ``text``, in order. Lines outside any snapshot are ignored.

    Every "IR Dump Before" line starts a snapshot, also one no known format reads: its text is
    never merged into the previous snapshot's (``RawSnapshot.unreadable`` says which ones).
    """
    splitter = DumpSplitter(stream)
    splitter.feed(text)
    return splitter.finish()


class DumpSplitter:
    """``split_dump`` fed piece by piece, so a dump is split while the compile still writes it
    (``capture.dump_tail``). Each piece but the last must end at a line end ("\n"): then the
    lines of the pieces are the lines of the whole text, and so are the snapshots."""

    def __init__(self, stream: str = "dump") -> None:
        self.stream = stream
        self.snapshots: list[RawSnapshot] = []
        self.current: RawSnapshot | None = None
        self.body: list[str] = []
        self.before_count = 0
        self.lines = 0

    def feed(self, text: str) -> None:
        for number, line in enumerate(text.splitlines(), start=self.lines + 1):
            self.lines = number
            if not line.startswith("// -----//"):
                if self.current is not None:
                    self.body.append(line)
                continue
            header = _parse_header(line)
            if header is None:
                if self.current is not None:
                    self.body.append(line)
                continue
            self._close()
            self.body = []
            self.current = header
            header.line = number
            header.stream = self.stream
            header.order = len(self.snapshots)
            if header.kind == "before":
                self.before_count += 1
            else:
                header.after_before_index = self.before_count - 1 if self.before_count else None

    def finish(self) -> list[RawSnapshot]:
        """The snapshots, the last one closed (call once the whole text was fed)."""
        self._close()
        self.current = None
        return self.snapshots

    def _close(self) -> None:
        if self.current is not None:
            self.current.text = _trim(self.body, stop_at_foreign=(self.stream != "dump" or self.current.kind == "internal"))
            self.snapshots.append(self.current)


def _parse_header(line: str) -> RawSnapshot | None:
    for fmt in HEADER_FORMATS:
        m = fmt.regex.match(line)
        if m:
            groups = m.groupdict()
            anchor = m.group("op") + (f" @{m.group('sym')}" if m.group("sym") else "")
            # an anonymous pass has no argument: its class name stands in (VerifyWarpSpecializationPartitions)
            arg = groups.get("arg") or groups["name"].split("::")[-1]
            return RawSnapshot("before", m.group("cls"), arg, "", options=(groups.get("options") or ""),
                               anchor=anchor, header_format=fmt.name)
    m = AFTER_FAILED_RE.match(line)
    if m:  # not a pass of its own: the failing pass's output, kept beside its input
        anchor = m.group("op") + (f" @{m.group('sym')}" if m.group("sym") else "")
        return RawSnapshot("after-failure", m.group("cls"), m.group("arg36") or m.group("arg38") or "", "",
                           options=m.group("options") or "", anchor=anchor, step=AFTER_FAILED_STEP,
                           header_format=HEADER_FORMAT_36 if m.group("arg36") is not None else HEADER_FORMAT_38)
    if BEFORE_ANY_RE.match(line):
        return RawSnapshot("before", "?", UNREADABLE_HEADER_ARG, "", header_format=HEADER_FORMAT_UNKNOWN,
                           header=line.rstrip())
    m = INTERNAL_RE.match(line)
    if m:
        return RawSnapshot("internal", m.group("owner"), "", "", step=m.group("step"))
    return None


def _trim(lines: list[str], stop_at_foreign: bool) -> str:
    """The IR of one section: drop trailing blanks; on stderr, stop where foreign text begins.

    On stderr an internal dump is followed by whatever the compiler printed next (an assertion,
    a crash reproducer). The module ends at its closing brace, optionally followed by ``#loc``
    definitions.
    """
    if stop_at_foreign:
        kept: list[str] = []
        closed = False
        for line in lines:
            if closed and line.strip() and not LOC_DEF_RE.match(line):
                break
            if FOREIGN_LINE_RE.match(line):
                break
            kept.append(line)
            if line.startswith("}"):
                closed = True
        lines = kept
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    while lines and not lines[0].strip():
        lines = lines[1:]
    return "\n".join(lines) + "\n" if lines else ""


# A line that holds an operation: "%0 = tt.load ...", "tt.return", "scf.yield %a", "%a:2 = scf.for".
# Anchored on a newline rather than ^ with re.M: the engine then skips to each '\n' with a fast
# literal search instead of trying the pattern at every character (3x faster on a 20 MB trace).
OP_LINE_RE = re.compile(
    r'\n[ \t]*(?:%[\w#.$-]+(?::\d+)?(?:[ \t]*,[ \t]*%[\w#.$-]+(?::\d+)?)*[ \t]*=[ \t]*)?"?[a-z_][\w$]*\.[\w.$]+"?[ \t({<]?')


def count_ops(text: str) -> int:
    """Operations in a snapshot, counted by line (one op per line in MLIR's pretty form).

    Alias and location definitions start with '#', comments with '//': neither matches.
    """
    return len(OP_LINE_RE.findall("\n" + text))
