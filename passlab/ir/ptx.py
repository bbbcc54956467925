"""PTX text as LLVM's NVPTX back end prints it for Triton, read into functions of instructions.

In: the text of a trace's ``artifacts/kernel.ptx``. Out: a ``PtxModule`` of every ``PtxFunction``
in the text (params, ``.reqntid``, labels, instructions with guard predicates and their ``.loc``),
the ``.file`` table and the ``.shared`` symbols; ``PtxModule.kernel`` is its one ``.entry`` (Triton
writes one per compile: a file with two is refused, not read as the first). Inline-asm blocks
(``{ .reg .pred complete; waitLoop: ... }``) are scopes: their labels and registers get a ``@N``
suffix, so two blocks' ``waitLoop`` never meet. ``brx.idx`` jump tables keep their
``.branchtargets`` list.
"""

from __future__ import annotations

import os
import re
import stat
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from passlab.errors import PasslabError


class PtxError(PasslabError):
    """The PTX text is not what the NVPTX back end prints."""


# .visible .entry fa_hopper(
ENTRY_RE = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$.]+)\s*\(?")
# .param .u32 fa_hopper_param_5,      .param .align 64 .b8 k_param_0[128]
PARAM_RE = re.compile(r"^\s*\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+(?:\.ptr\s+)?(?:\.(?:global|shared|const|local)\s+)?"
                      r"(?:\.align\s+\d+\s+)?([\w$]+)(?:\[(\d+)\])?")
# .reqntid 384      (also ".reqntid 128, 1, 1")
REQNTID_RE = re.compile(r"^\s*\.reqntid\s+(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?")
# .maxntid 128, 1, 1
MAXNTID_RE = re.compile(r"^\s*\.maxntid\s+(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?")
# .loc	1 74 0                          // fa_hopper.py:74:0 @[ fa_hopper.py:103:72 ]
LOC_RE = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)")
# .file	1 "/work/main/kernels/fa_hopper.py"
FILE_RE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"')
# .extern .shared .align 16 .b8 global_smem[];      .shared .align 8 .b8 bar[16];
SHARED_RE = re.compile(r"^\s*(?:\.extern\s+)?\.shared\s+(?:\.align\s+(\d+)\s+)?\.\w+\s+([\w$]+)(?:\[(\d*)\])?")
# .section	.debug_abbrev        .section	.debug_macinfo	{	}
SECTION_RE = re.compile(r"^\.section\b")
# $L__BB0_14:        waitLoop:
LABEL_RE = re.compile(r"^\s*([$\w][\w$]*):\s*(.*)$")
# the start of a statement: a guard or an opcode (``mov.u32``, ``ret``, ``bar.sync``)
STATEMENT_START_RE = re.compile(r"@!?%|[a-z][a-z0-9_]*(\.[a-z0-9_:]+)*$")
LABEL_ONLY_RE = re.compile(r"^\s*[$\w][\w$]*:\s*$")
# .reg .pred 	%p<30>;       .reg .pred complete;       .reg .b64 	%rd<120>;
REG_RE = re.compile(r"^\s*\.reg\s+\.(\w+)\s+([^;]+);")
# @!%p1 bra 	$L__BB0_14;
GUARD_RE = re.compile(r"^@(!?)(%?[\w$.@]+)\s+")
# $L_brx_0: .branchtargets $L__BB0_3, $L__BB0_4;   (the list may continue over several lines)
BRANCHTARGETS_RE = re.compile(r"^\.branchtargets\s+(.*)$", re.S)
# operand names to scope-rename inside an inline-asm block
WORD_RE = re.compile(r"(?<![\w$%.])([A-Za-z_$][\w$]*)")


def _type_bits(ptx_type: str) -> int | None:
    """Bits of a PTX register type (``b64`` 64, ``f16x2`` 32, ``pred`` 1); None for one not known."""
    if ptx_type == "pred":
        return 1
    m = re.fullmatch(r"[bsuf](\d+)(?:x(\d+))?", ptx_type)
    return int(m.group(1)) * int(m.group(2) or 1) if m else None


@dataclass
class Instruction:
    """One PTX instruction: ``@guard opcode operands;`` at ``line`` (1-based) of the file."""

    line: int
    opcode: str                         # "mbarrier.try_wait.parity.shared.b64"
    operands: list[str]                 # split at top-level commas, braces kept: "{%r1, %r2}"
    guard: str | None = None            # "%p18"
    negated: bool = False               # "@!%p18"
    loc: tuple[int, int, int] | None = None       # (file index, line, col) of the last .loc
    text: str = ""

    @property
    def name(self) -> str:
        """The opcode, for code that names an op (the protocol model's ``op.name``)."""
        return self.opcode

    @property
    def root(self) -> str:
        return self.opcode.split(".", 1)[0]


@dataclass
class Param:
    name: str
    type: str                # "u32", "u64", "b8", "f32"
    size: int | None = None  # bytes of a by-value array param (a host TMA descriptor: 128)
    pointer: bool = False


@dataclass
class PtxFunction:
    name: str
    entry: bool
    params: list[Param] = field(default_factory=list)
    reqntid: int | None = None
    body: list[Instruction] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)         # label -> index into body
    branch_tables: dict[str, list[str]] = field(default_factory=dict)   # $L_brx_0 -> labels
    line: int = 0
    # bits of each declared register (``.pred`` 1): single names (an inline-asm scope's ``lo``,
    # renamed ``lo@3``) apart from the function's ``%rd<120>`` ranges, kept by prefix ("%rd")
    reg_bits: dict[str, int] = field(default_factory=dict)
    reg_ranges: dict[str, int] = field(default_factory=dict)

    def register_bits(self, name: str) -> int | None:
        """Declared width of register ``name`` (``%rd12``, ``lo@3``), or None if undeclared."""
        if name in self.reg_bits:
            return self.reg_bits[name]
        return self.reg_ranges.get(name.rstrip("0123456789"))


@dataclass
class PtxModule:
    path: str
    target: str = ""
    functions: list[PtxFunction] = field(default_factory=list)
    files: dict[int, str] = field(default_factory=dict)
    shared: dict[str, int | None] = field(default_factory=dict)   # symbol -> bytes (None: extern, unsized)

    @property
    def entries(self) -> list[PtxFunction]:
        return [f for f in self.functions if f.entry]

    @property
    def kernel(self) -> PtxFunction:
        """The one ``.entry`` function. Triton writes one per compile; a second one (two PTX files
        joined, another kernel's function pasted in) leaves no kernel to pick, so it is an error."""
        entries = self.entries
        if not entries:
            raise PtxError(f"{self.path}: no .entry function")
        if len(entries) > 1:
            named = ", ".join(f"{f.name} at line {f.line}" for f in entries)
            raise PtxError(f"{self.path} has {len(entries)} .entry functions ({named}); Triton writes one per compile")
        return entries[0]


def split_operands(text: str) -> list[str]:
    """Split at commas outside ``{}``, ``[]`` and ``()``."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    last = "".join(cur).strip()
    if last:
        out.append(last)
    return out


def _strip_comment(line: str) -> str:
    i = line.find("//")
    return line if i < 0 else line[:i]


def _strip_block_comments(line: str, inside: bool) -> tuple[str, bool]:
    """``line`` without its ``/* ... */`` parts, and whether a block comment is still open at its end
    (a ``}`` or ``;`` in a comment must not close a scope or end a statement)."""
    kept = []
    while line:
        if inside:
            end = line.find("*/")
            if end < 0:
                return "".join(kept), True
            line, inside = line[end + 2:], False
            kept.append(" ")
            continue
        line_comment, start = line.find("//"), line.find("/*")
        if start < 0 or 0 <= line_comment < start:
            kept.append(line)
            break
        kept.append(line[:start])
        line, inside = line[start + 2:], True
    return "".join(kept), inside


def parse_ptx(text: str, path: str = "<ptx>") -> PtxModule:
    module = PtxModule(path)
    lines = text.splitlines()
    func: PtxFunction | None = None
    in_params = False
    depth = 0                 # brace depth inside the function body (1 = the body itself)
    scopes: list[tuple[int, dict[str, str]]] = []     # inline-asm scopes: (id, renames)
    scope_labels: dict[int, set[str]] = {}             # scope id -> the labels declared in it
    # a label named in a scope, resolved when the function closes: (operand list or jump table, index
    # in it, the name as written, the enclosing scope ids innermost first)
    branches: list[tuple[list[str], int, str, list[int]]] = []
    scope_count = 0
    loc = None
    pending = ""              # a statement continued over several lines
    pending_line = 0
    section = None            # brace depth inside a DWARF .section (None: not in one)
    queue = deque(enumerate(lines, 1))
    in_comment = False
    while queue:
        number, raw = queue.popleft()
        raw, in_comment = _strip_block_comments(raw, in_comment)
        line = _strip_comment(raw).strip()
        if not line:
            continue
        if section is not None or (func is None and SECTION_RE.match(line)):
            # DWARF sections follow a function's code; skipped to their closing brace, not to the end
            # of the file: what comes after (a second module pasted on) is read, not dropped unseen
            section = (section or 0) + line.count("{") - line.count("}")
            if section <= 0 and ("{" in line or "}" in line):
                section = None
            continue
        m = FILE_RE.match(line)
        if m:
            module.files[int(m.group(1))] = m.group(2)
            continue
        header = ENTRY_RE.match(line)
        if header and func is not None:
            raise PtxError(f"{path}:{number}: .{header.group(1)} {header.group(2)} begins inside function "
                           f"{func.name} (line {func.line}), which is not closed (two PTX files joined?)")
        if func is None:
            if line.startswith(".target"):
                module.target = line.split()[1].rstrip(",;")
            m = SHARED_RE.match(line)
            if m:
                size = m.group(3)
                module.shared[m.group(2)] = int(size) if size else None
                continue
            m = header
            if m:
                func = PtxFunction(m.group(2), m.group(1) == "entry", line=number)
                module.functions.append(func)
                in_params = "(" in line and not line.rstrip().endswith(")")
                if line.rstrip().endswith("()"):
                    in_params = False
            continue
        if in_params:
            m = PARAM_RE.match(line)
            if m:
                func.params.append(Param(m.group(2), m.group(1), int(m.group(3)) if m.group(3) else None,
                                         ".ptr" in line))
            if ")" in line:
                in_params = False
            continue
        if depth == 0:
            m = REQNTID_RE.match(line) or MAXNTID_RE.match(line)
            if m and func.reqntid is None:
                func.reqntid = int(m.group(1)) * int(m.group(2) or 1) * int(m.group(3) or 1)
                continue
            if line.startswith("{"):
                depth = 1
                line = line[1:].strip()
                if not line:
                    continue
            elif line.startswith(";"):
                module.functions.remove(func)      # a declaration (``.func ... ;``): its body comes later
                func = None
                continue
            else:
                continue
        if pending:
            line = pending + " " + line
            number_here = pending_line
            pending = ""
        else:
            number_here = number
        pieces = _pieces(line)
        for index, line in enumerate(pieces):
            if func is None:
                # The function closed earlier on this line: what follows is read as a line of its own
                # (``} .visible .entry k2()`` begins the next function, or is refused as one).
                queue.appendleft((number_here, " ".join(pieces[index:])))
                break
            if line == ";":
                raise PtxError(f"{path}:{number_here}: an empty statement (';' with nothing before it), "
                               "which ptxas rejects")
            if line == "{":
                scope_count += 1
                scopes.append((scope_count, {}))
                scope_labels[scope_count] = set()
                depth += 1
                continue
            if line == "}":
                depth -= 1
                if scopes and depth >= 1:
                    scopes.pop()
                if depth == 0:
                    _resolve_branch_targets(func, branches, scope_labels)
                    func = None
                    scopes = []
                    branches = []
                continue
            m = LOC_RE.match(line)
            if m:
                loc = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
                continue
            m = REG_RE.match(line)
            if m:
                bits = _type_bits(m.group(1))
                for name in m.group(2).split(","):
                    name = name.strip()
                    if scopes:
                        scopes[-1][1][name] = f"{name}@{scopes[-1][0]}"
                        name = scopes[-1][1][name]
                    if bits is None or not name:
                        continue
                    if "<" not in name:
                        func.reg_bits[name] = bits
                    elif not scopes:
                        # a range inside a scope is left out: its registers (``%rd0``) are not renamed
                        # apart from the function's, so its width would be taken for theirs
                        func.reg_ranges[name.split("<")[0].strip()] = bits
                continue
            if line.startswith(".") and not line.startswith(".branchtargets"):
                continue          # .pragma, .local declarations
            m = LABEL_RE.match(line)
            if m and not line.startswith("@"):
                label, rest = m.group(1), m.group(2).strip()
                if scopes:
                    scope_labels[scopes[-1][0]].add(label)
                    label = f"{label}@{scopes[-1][0]}"
                if rest.startswith(".branchtargets"):
                    if not rest.endswith(";"):
                        pending, pending_line = line, number_here
                        continue
                    targets = BRANCHTARGETS_RE.match(rest.rstrip(";")).group(1)
                    table = func.branch_tables[label] = [t.strip() for t in targets.split(",") if t.strip()]
                    chain = [sid for sid, _ in reversed(scopes)]
                    branches += [(table, i, name, chain) for i, name in enumerate(table) if chain]
                    continue
                func.labels[label] = len(func.body)
                if not rest:
                    continue
                line = rest
            if not line.endswith(";"):
                pending, pending_line = line, number_here
                continue
            instruction = _instruction(line[:-1].strip(), number_here, loc, scopes)
            # a label operand of a branch (bra's target, brx's table) in a scope: resolved at the end
            slot = {"bra": 0, "brx": 1}.get(instruction.opcode.split(".")[0])
            if scopes and slot is not None and len(instruction.operands) > slot:
                name = _operand_text(line[:-1].strip())[slot]
                branches.append((instruction.operands, slot, name, [sid for sid, _ in reversed(scopes)]))
            if _joins_two_statements(instruction):
                raise PtxError(f"{path}:{number_here}: a statement with no ';' after it, read together with "
                               f"the next: {instruction.text[:80]!r}")
            func.body.append(instruction)
    if pending:
        # a statement that never met its ';' swallowed the closing brace after it
        raise PtxError(f"{path}:{pending_line}: a statement with no ';' after it: {pending[:80]!r}")
    if func is not None or in_params:
        raise PtxError(f"{path}: function {func.name if func else '?'} is not closed (truncated PTX?)")
    if not module.functions:
        raise PtxError(f"{path}: no PTX function found")
    return module


def _pieces(line: str) -> list[str]:
    """A line of a function body as PTX reads it: scope braces and statements, each ending at its
    ``;``. Inline asm often puts a whole scope on one line (``{ .reg .b16 lo, hi; cvt...; mov.b32 %r1,
    {lo, hi}; }``); read as one statement it swallowed every line up to the next ``;``. A brace
    counts as a scope only where no statement has begun (``{lo, hi}`` is an operand); a last piece
    without ``;`` is a label or a statement continued on the next line."""
    pieces: list[str] = []
    current = ""
    for char in line:
        if char in "{}" and (not current.strip() or LABEL_ONLY_RE.match(current)):
            if current.strip():
                pieces.append(current.strip())       # ``L1: {``: the label, then the scope
            pieces.append(char)
            current = ""
            continue
        current += char
        if char == ";":
            pieces.append(current.strip())
            current = ""
    if current.strip():
        pieces.append(current.strip())
    return pieces


def _resolve_branch_targets(func: PtxFunction, branches, scope_labels: dict[int, set[str]]) -> None:
    """A label named inside inline-asm scopes (a ``bra`` target, a ``brx.idx`` table, a table's
    entries) is the innermost of those scopes' label of that name, declared before or after
    (``@skip bra.uni DONE; ... DONE:``), else the function's. Resolved when the function closes: a
    label declared after its branch is unknown when the branch is read, and an outer scope's label
    of the same name must not win over the inner one."""
    for container, index, name, chain in branches:
        sid = next((s for s in chain if name in scope_labels.get(s, ())), None)
        container[index] = f"{name}@{sid}" if sid is not None else name


def _operand_text(statement: str) -> list[str]:
    """The operands of a statement as written (guard and opcode dropped, nothing renamed)."""
    m = GUARD_RE.match(statement)
    body = statement[m.end():] if m else statement
    parts = body.split(None, 1)
    return split_operands(parts[1]) if len(parts) > 1 else []


def _rename(text: str, scopes: list[tuple[int, dict[str, str]]]) -> str:
    if not scopes:
        return text
    renames: dict[str, str] = {}
    for _, names in scopes:
        renames.update(names)
    if not renames:
        return text
    return WORD_RE.sub(lambda m: renames.get(m.group(1), m.group(1)), text)


def _joins_two_statements(instruction: Instruction) -> bool:
    """Does an operand hold a second statement (``add.s32 %r1, %r2, %r3`` missing its ';' before
    ``mov.u32 %r4, %r1;`` reads as one instruction whose last operand is ``%r3 mov.u32 %r4``)? A
    statement may go on over several lines, but no operand outside brackets or braces holds
    whitespace: none of 2390 PTX files of Triton, the corpus and the tests has one."""
    for operand in instruction.operands:
        words = operand.split()
        if len(words) > 1 and not operand.startswith(("[", "{", "(")) and STATEMENT_START_RE.match(words[1]):
            return True
    return False


def _instruction(body: str, number: int, loc, scopes) -> Instruction:
    guard, negated = None, False
    m = GUARD_RE.match(body)
    if m:
        negated, guard = m.group(1) == "!", m.group(2)
        body = body[m.end():]
    parts = body.split(None, 1)
    opcode = parts[0]
    operands = split_operands(parts[1]) if len(parts) > 1 else []
    if scopes:
        operands = [_rename(o, scopes) for o in operands]
        if guard:
            guard = _rename(guard, scopes)
    return Instruction(number, opcode, operands, guard, negated, loc, body)


# what a name that is not a regular file holds, for the one-line refusal
FILE_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
              (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def parse_ptx_file(path: str | Path) -> PtxModule:
    """Read and parse a PTX file. Only a regular file is read: a FIFO would block the read and
    ``/dev/zero`` never end it, so they, a folder and a device are a ``PtxError`` naming what is there
    (never opened in a way that blocks)."""
    path = Path(path)
    try:
        not_regular = _not_regular(path, os.stat(path))
        if not_regular:
            raise PtxError(not_regular)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        with open(fd, "rb") as handle:
            not_regular = _not_regular(path, os.fstat(fd))     # swapped since the stat above
            if not_regular:
                raise PtxError(not_regular)
            data = handle.read()
    except OSError as e:
        if path.is_symlink() and not path.exists():
            raise PtxError(f"{path}: cannot read PTX: a link to {os.readlink(path)}, which does not exist") from None
        raise PtxError(f"{path}: cannot read PTX: {e.strerror or e}") from None
    return parse_ptx(data.decode(errors="replace"), str(path))


def _not_regular(path: Path, info: os.stat_result) -> str | None:
    if stat.S_ISREG(info.st_mode):
        return None
    kind = next((name for test, name in FILE_KINDS if test(info.st_mode)), "not a file")
    if path.is_symlink():
        kind = f"a link to {os.readlink(path)}, {kind}"
    return f"{path} is not a regular file but {kind}"
