"""passlab-opt: a ``triton-opt`` stand-in built on Triton's Python pass bindings.

The Triton wheel ships no ``triton-opt``; its passes are reachable only through ``add_*``
bindings (``passlab.debug.passes``). This module accepts triton-opt's command-line form::

    passlab-opt FILE.mlir [-split-input-file] [--PASS-ARG[=OPTIONS] ...] [--pass-pipeline=P] [-o OUT]

and prints the resulting module like triton-opt does (custom assembly, no locations unless
``-mlir-print-debuginfo``). Options a pass flag leaves out take the pass definition's default,
as in triton-opt. Diagnostics and locations name the input file. Exit 0 ok, 1 a chunk failed
to parse or a pass failed, 2 an unmapped pass or option (named in the error), 3 an input
passlab-opt cannot take (ops of an unregistered or unloaded dialect), so a lit run can tell
"passlab cannot run this test" from "the test fails".

The passes run in a forked child whose stderr passlab-opt reads back: MLIR writes diagnostics
from C++ naming the temporary copy it parsed (each -split-input-file chunk is parsed from one),
and the child may abort, as triton-opt would.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from passlab.disk import check_output_file, write_atomic
from passlab.errors import PasslabError, UsageError
from passlab.debug.passes import BoundCall, PassInvocation, bind, known_passes, parse_pipeline

DEFAULT_SPLIT_MARKER = "// -----"

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_UNSUPPORTED = 0, 1, 2, 3

# triton-opt/mlir-opt flags that do not change the output; accepted and ignored.
IGNORED_FLAGS = {
    "mlir-disable-threading": "threading does not change the output",
}
# mlir-opt flags with a meaning passlab-opt cannot reproduce through the bindings.
UNSUPPORTED_FLAGS = {
    "mlir-print-op-generic": "the bindings print custom assembly only",
    "mlir-print-local-scope": "the bindings print attribute aliases; inline printing is not bound",
    "mlir-print-ir-after-all": "use 'passlab trace' for per-pass dumps",
    "mlir-print-ir-before-all": "use 'passlab trace' for per-pass dumps",
    "mlir-pretty-debuginfo": "the bindings print locations in MLIR's default form only (module.str() takes no "
                             "printing flags)",
    "mlir-pass-statistics": "not bound",
    "verify-each": "not bound",
    "dump-pass-pipeline": "not bound",
    "run-reproducer": "not bound",
}

# What MLIR's parser prints for an op whose dialect the context does not know:
#   loc("/tmp/x/f.mlir":50:35): error: operation being parsed with an unregistered dialect. If this is ...
UNREGISTERED_OP_RE = re.compile(r":(?P<line>\d+):(?P<col>\d+)\)?:? error: operation being parsed with an unregistered dialect")
#   loc("/tmp/x/f.mlir":18:10): error: Dialect `amdg' not found for custom op 'amdg.concat'
UNKNOWN_DIALECT_RE = re.compile(r":(?P<line>\d+):\d+\)?:? error: Dialect `(?P<dialect>[\w.]+)' not found for custom op "
                                r"'(?P<op>[^']+)'")
# MLIR's default diagnostic printer (no source manager installed, e.g. while parsing):
#   loc("/tmp/x/f.mlir":18:10): error: Dialect `amdg' not found
DEFAULT_DIAGNOSTIC_RE = re.compile(r'^loc\("(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)\): ', re.M)
# An op in generic form on a source line (MLIR's column points just past its name):  "use"(%arg3)
GENERIC_OP_RE = re.compile(r'"(?P<name>[A-Za-z_][\w$.-]*)"\s*\(')


@dataclass
class OptCommand:
    """A parsed passlab-opt command line."""

    input: str = "-"
    passes: list[PassInvocation] = field(default_factory=list)
    split_marker: str | None = None       # set when -split-input-file is given
    output: str | None = None
    target: str | None = None             # passlab's --target; None: the pass definitions' defaults
    print_debuginfo: bool = False
    allow_unregistered: bool = False      # given, but Triton's bindings cannot apply it
    unsupported_log: str | None = None    # passlab's --unsupported-log=FILE, written for passlab lit
    verify_diagnostics: str | None = None  # -verify-diagnostics[=all|only-expected]
    llvm_debug: str | None = None          # -debug: "", -debug-only=TYPES: TYPES
    problems: list[str] = field(default_factory=list)   # unmapped passes/options, in order

    def require_ok(self) -> None:
        if self.problems:
            raise UsageError("\n".join(self.problems))


def parse_opt_args(argv: list[str]) -> OptCommand:
    """Parse triton-opt style arguments; unmapped ones are collected in ``problems``, not raised,
    so ``passlab lit`` can list every unmapped item of a RUN line."""
    command = OptCommand()
    registry = known_passes()
    inputs: list[str] = []
    pass_args: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
            continue
        name, has_value, value = arg.lstrip("-").partition("=")
        pass_name = re.split(r"[={]", arg.lstrip("-"), maxsplit=1)[0]  # tritongpu-pipeline{num-stages=3}
        if name == "o":
            if has_value:
                command.output = value
            elif i < len(args):
                command.output = args[i]
                i += 1
            else:
                command.problems.append("option -o needs a file name")
        elif name == "split-input-file":
            command.split_marker = value if has_value and value else DEFAULT_SPLIT_MARKER
        elif name in ("pass-pipeline",) or pass_name in registry:
            pass_args.append(arg)
        elif name == "target":
            command.target = value
        elif name == "unsupported-log":
            command.unsupported_log = value
        elif name == "mlir-print-debuginfo":
            command.print_debuginfo = True
        elif name == "allow-unregistered-dialect":
            command.allow_unregistered = True
        elif name == "debug" and not has_value:
            command.llvm_debug = ""
        elif name == "debug-only":
            if not value:
                command.problems.append(f"option '{arg}' needs debug types (-debug-only=TYPE[,TYPE])")
            command.llvm_debug = value
        elif name == "verify-diagnostics":
            if value not in ("", "all", "only-expected"):
                command.problems.append(f"option '{arg}': -verify-diagnostics takes 'all' or 'only-expected'")
            command.verify_diagnostics = value or "all"
        elif name in IGNORED_FLAGS:
            continue
        elif name in UNSUPPORTED_FLAGS:
            command.problems.append(f"unsupported option '{arg}': {UNSUPPORTED_FLAGS[name]}")
        else:
            command.problems.append(f"unmapped pass or option '{arg}': no Triton Python binding adds a pass "
                                    f"with this argument (see 'passlab replay --list-passes')")
    for arg in pass_args:  # after the loop: --target may come after the passes
        _add_passes(command, arg.partition("=")[2] if arg.lstrip("-").startswith("pass-pipeline") else arg,
                    registry, arg)
    if len(inputs) > 1:
        command.problems.append(f"more than one input file: {', '.join(inputs)}")
    command.input = inputs[0] if inputs else "-"
    return command


def _add_passes(command: OptCommand, text: str, registry: dict, original: str) -> None:
    try:
        invocations = parse_pipeline(text)
    except UsageError as exc:
        command.problems.append(f"in '{original}': {exc.message}")
        return
    for invocation in invocations:
        if invocation.arg not in registry:
            command.problems.append(f"unmapped pass '{invocation.arg}' (in '{original}'): no Triton Python binding")
            continue
        try:
            bind([invocation], command.target)
        except UsageError as exc:
            command.problems.append(f"in '{original}': {exc.message}")
            continue
        command.passes.append(invocation)


@dataclass(frozen=True)
class InputChunk:
    """One piece of a -split-input-file input, with the line it starts at (1-based)."""

    text: str
    first_line: int


def split_input(text: str, marker: str | None) -> list[InputChunk]:
    """Split at lines that start with the marker, as mlir-opt's -split-input-file does."""
    if not marker:
        return [InputChunk(text, 1)]
    chunks, current, start = [], [], 1
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        if line.lstrip().startswith(marker):
            chunks.append(InputChunk("".join(current), start))
            current, start = [], number + 1
        else:
            current.append(line)
    chunks.append(InputChunk("".join(current), start))
    return chunks


@dataclass(frozen=True)
class UnsupportedInput:
    """An input chunk passlab-opt cannot take, and why (a line of --unsupported-log, as JSON)."""

    line: int
    kind: str        # "unregistered-op" | "dialect-not-loaded"
    reason: str

    def to_json(self) -> dict:
        return {"line": self.line, "kind": self.kind, "reason": self.reason}


@dataclass
class ChunkResult:
    output: str | None
    error: str | None = None
    unsupported: UnsupportedInput | None = None


def load_context():
    """A context with the dialects triton-opt registers that Triton's bindings can load."""
    from triton._C import libtriton

    ctx = libtriton.ir.context()
    libtriton.ir.load_dialects(ctx)
    for backend in ("nvidia", "amd", "proton"):
        module = getattr(libtriton, backend, None)
        if module is not None and hasattr(module, "load_dialects"):
            module.load_dialects(ctx)
    return ctx


def classify_parse_failure(diagnostics: str, chunk: InputChunk, allow_unregistered: bool) -> UnsupportedInput | None:
    """Say whether a parse failure comes from an op passlab-opt cannot load, from MLIR's messages."""
    lines = chunk.text.splitlines()
    unknown = UNKNOWN_DIALECT_RE.search(diagnostics)
    unregistered = UNREGISTERED_OP_RE.search(diagnostics)
    if unregistered and allow_unregistered:
        line, col = int(unregistered.group("line")), int(unregistered.group("col"))
        source = lines[line - chunk.first_line] if 0 <= line - chunk.first_line < len(lines) else ""
        op = GENERIC_OP_RE.search(source[:col + 1])
        name = f"'{op.group('name')}' " if op else ""
        return UnsupportedInput(line, "unregistered-op",
                                f"op {name}is unregistered: the RUN line gives -allow-unregistered-dialect, but "
                                "Triton's Python bindings have no way to allow unregistered dialects on a context")
    if unknown and (allow_unregistered or unknown.group("dialect") not in ("builtin",)):
        return UnsupportedInput(int(unknown.group("line")), "dialect-not-loaded",
                                f"dialect '{unknown.group('dialect')}' (op '{unknown.group('op')}') is not loaded: "
                                "passlab-opt loads the dialects of Triton's ir, nvidia, amd and proton bindings only")
    return None


def run_chunk(chunk: InputChunk, calls: list[BoundCall], command: OptCommand, scratch: Path) -> ChunkResult:
    """Parse one chunk with Triton's parser, run the bound passes, print the module.

    The chunk is parsed from ``scratch`` (a copy padded with blank lines, so MLIR's line numbers
    are the input file's); the caller maps that path back to the input's name.
    """
    from triton._C.libtriton import ir

    from passlab.debug.passes import add_calls

    ctx = load_context()
    if command.verify_diagnostics:
        _report_every_diagnostic(ctx)
    scratch.write_text("\n" * (chunk.first_line - 1) + chunk.text)
    sys.stderr.flush()
    before = os.lseek(2, 0, os.SEEK_CUR) if _seekable(2) else None
    try:
        module = ir.parse_mlir_module(str(scratch), ctx)
    except RuntimeError as exc:
        unsupported = None
        if before is not None:
            end = os.lseek(2, 0, os.SEEK_CUR)
            diagnostics = os.pread(2, end - before, before).decode(errors="replace")
            unsupported = classify_parse_failure(diagnostics, chunk, command.allow_unregistered)
        return ChunkResult(None, f"{scratch}:{chunk.first_line}: cannot parse this input: {exc}", unsupported)
    module.context = ctx
    pm = ir.pass_manager(ctx)
    add_calls(pm, calls)
    try:
        pm.run(module, "passlab-opt")
    except RuntimeError as exc:
        return ChunkResult(None, f"{scratch}:{chunk.first_line}: pass pipeline failed: {exc}")
    return ChunkResult(module.str() if command.print_debuginfo else module.str_nodebug())


# Handlers installed in the child, kept alive until it exits: a handler destroyed after its
# context (or its SourceMgr) crashes.
_HANDLERS: list = []


def _report_every_diagnostic(ctx) -> None:
    """Print every diagnostic as ``file:line:col: kind: msg``: MLIR's default handler prints errors
    only (while parsing), Triton's pm.run handler errors only unless MLIR_ENABLE_DIAGNOSTICS asks;
    without the "see current operation" note, as mlir-opt does under -verify-diagnostics."""
    from triton._C.libtriton import ir, llvm

    from passlab.settings import MLIR_DIAGNOSTICS

    os.environ[MLIR_DIAGNOSTICS.name] = MLIR_DIAGNOSTICS.default  # the child's own environment
    ctx.printOpOnDiagnostic(False)
    source_mgr = llvm.source_mgr()
    _HANDLERS.append((ctx, source_mgr, ir.source_mgr_diag(source_mgr, ctx)))


def verify_chunks(text: str, diagnostics: str, command: OptCommand, source_name: str):
    """-verify-diagnostics: the diagnostics passlab-opt's child printed against the input's
    expected-* comments, chunk by chunk (passlab/regress/verify_diagnostics.py)."""
    from passlab.regress.verify_diagnostics import read_diagnostics, read_expectations, verify

    expectations, malformed = [], []
    for chunk in split_input(text, command.split_marker):
        found, bad = read_expectations(chunk.text, chunk.first_line)
        expectations += found
        malformed += bad
    return verify(expectations, read_diagnostics(diagnostics, source_name), source_name,
                  only_expected=command.verify_diagnostics == "only-expected", malformed=malformed)


def _seekable(fd: int) -> bool:
    try:
        os.lseek(fd, 0, os.SEEK_CUR)
        return True
    except OSError:
        return False


def run_opt(command: OptCommand, text: str, scratch: Path) -> tuple[str, list[str], list[UnsupportedInput]]:
    """Run the command on ``text``: the joined outputs, the per-chunk errors, the unsupported chunks."""
    command.require_ok()
    calls = bind(command.passes, command.target)
    outputs, errors, unsupported = [], [], []
    for chunk in split_input(text, command.split_marker):
        if not chunk.text.strip():
            continue
        result = run_chunk(chunk, calls, command, scratch)
        if result.unsupported:
            unsupported.append(result.unsupported)
        if result.error:
            errors.append(result.error)
        else:
            outputs.append(result.output.rstrip("\n") + "\n")
    separator = f"{command.split_marker or DEFAULT_SPLIT_MARKER}\n"
    return separator.join(outputs), errors, unsupported


def name_input(text: str, scratch: Path, source_name: str) -> str:
    """Diagnostics and locations with the input's name for the scratch copy, printed as triton-opt
    prints them (``file:line:col: error: ...``, not MLIR's fallback ``loc("file":line:col): ...``)."""
    text = text.replace(str(scratch), source_name)
    return DEFAULT_DIAGNOSTIC_RE.sub(lambda m: f"{m.group('file')}:{m.group('line')}:{m.group('col')}: ", text)


def run_in_child(command: OptCommand, text: str, source_name: str, mirror_crash: bool = True) -> int:
    """Run the passes in a forked child; relay its stdout and stderr with the input's name."""
    with tempfile.TemporaryDirectory(prefix="passlab-opt-") as tmp:
        scratch = Path(tmp) / (Path(source_name).name if source_name != "<stdin>" else "stdin.mlir")
        out_path, err_path = Path(tmp) / "stdout", Path(tmp) / "stderr"
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the child: stderr (MLIR's C++ diagnostics included) goes to err_path
            code = EXIT_FAILED
            try:
                err = os.open(err_path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
                os.dup2(err, 2)
                sys.stderr = open(2, "w", closefd=False)  # not a caller's replacement (pytest's capture)
                code = _child_main(command, text, source_name, scratch, out_path)
            except BaseException as exc:  # the child must never return into the parent's code
                print(f"passlab-opt: error: {exc!r}", file=sys.stderr)
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        diagnostics = name_input(err_path.read_text(errors="replace") if err_path.exists() else "", scratch,
                                 source_name)
        verification = None
        if command.verify_diagnostics and not os.WIFSIGNALED(status):
            verification = verify_chunks(text, diagnostics, command, source_name)
            diagnostics = "".join(f"{line}\n" for line in verification.problems) + "".join(
                line for line in diagnostics.splitlines(keepends=True) if line.startswith("passlab-opt: unsupported"))
        sys.stderr.write(diagnostics)
        sys.stderr.flush()
        output = out_path.read_text() if out_path.exists() else ""
    if output:
        if command.output and command.output != "-":
            write_atomic(Path(command.output), output)
        else:
            try:
                sys.stdout.write(output)
                sys.stdout.flush()
            except BrokenPipeError:  # the reader went away (e.g. a failed pipe in a RUN line), as with triton-opt
                sys.stderr.close()
                return EXIT_FAILED
    if os.WIFSIGNALED(status):
        name = signal.Signals(os.WTERMSIG(status)).name
        print(f"passlab-opt: error: the compiler crashed ({name}) on {source_name}", file=sys.stderr)
        sys.stdout.flush()
        if not mirror_crash:  # `passlab opt`: passlab itself never dies of the compiler's crash
            return EXIT_FAILED
        # passlab-opt, as triton-opt: die of the same signal, so lit's `not --crash` sees a crash
        signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    if verification is not None and os.WEXITSTATUS(status) != EXIT_UNSUPPORTED:
        # mlir-opt under -verify-diagnostics: the expectations decide, not whether a pass failed
        return EXIT_OK if verification.ok else EXIT_FAILED
    return os.WEXITSTATUS(status)


def _child_main(command: OptCommand, text: str, source_name: str, scratch: Path, out_path: Path) -> int:
    if command.llvm_debug is not None:  # read by Triton's pm.run; this is the child's own environment
        from passlab.settings import LLVM_DEBUG, LLVM_DEBUG_ONLY
        os.environ[LLVM_DEBUG.name] = LLVM_DEBUG.default
        if command.llvm_debug:
            os.environ[LLVM_DEBUG_ONLY.name] = command.llvm_debug
    output, errors, unsupported = run_opt(command, text, scratch)
    if command.print_debuginfo:
        output = output.replace(str(scratch), source_name)
    out_path.write_text(output)
    if not command.verify_diagnostics:  # under -verify-diagnostics a chunk that fails may be what the test expects
        for error in errors:
            print(f"passlab-opt: error: {error}", file=sys.stderr)
    for item in unsupported:
        print(f"passlab-opt: unsupported: {scratch}:{item.line}: {item.reason}", file=sys.stderr)
    if command.unsupported_log and unsupported:
        with open(command.unsupported_log, "a") as log:
            for item in unsupported:
                log.write(json.dumps({"input": source_name, **item.to_json()}) + "\n")
    if unsupported:
        return EXIT_UNSUPPORTED
    return EXIT_FAILED if errors else EXIT_OK


def main(argv: list[str] | None = None, mirror_crash: bool = True) -> int:
    """Entry point of ``passlab-opt`` (and ``python -m passlab.regress.opt``). Exit 0 ok, 1 a chunk
    failed to parse or a pass failed, 2 an unmapped pass/option or bad usage, 3 an input it cannot take."""
    argv = sys.argv[1:] if argv is None else argv
    if any(a in ("-h", "--help", "-help") for a in argv):
        print(__doc__.strip())
        return 0
    try:
        command = parse_opt_args(argv)
        command.require_ok()
        if command.input == "-":
            text, source_name = sys.stdin.read(), "<stdin>"
        else:
            path = Path(command.input)
            if not path.is_file():
                raise UsageError(f"no such input file: {path}")
            try:
                text, source_name = path.read_text(), str(path)
            except UnicodeDecodeError as exc:
                raise UsageError(f"{path} is not UTF-8 text ({exc.reason} at byte {exc.start})") from None
        if command.output and command.output != "-":
            check_output_file(Path(command.output))  # before any pass runs
    except PasslabError as exc:
        for line in exc.message.splitlines():
            print(f"passlab-opt: error: {line}", file=sys.stderr)
        return exc.exit_code
    return run_in_child(command, text, source_name, mirror_crash)


if __name__ == "__main__":
    sys.exit(main())
