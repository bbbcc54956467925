"""passlab-opt: a ``triton-opt`` stand-in built on Triton's Python pass bindings.

The Triton wheel ships no ``triton-opt``; its passes are reachable only through ``add_*``
bindings (``passlab.debug.passes``). This module accepts triton-opt's command-line form::

    passlab-opt FILE.mlir [-split-input-file] [--PASS-ARG[=OPTIONS] ...] [--pass-pipeline=P] [-o OUT]

and prints the resulting module like triton-opt does (custom assembly, no locations unless
``-mlir-print-debuginfo``). An unmapped pass, pass option or tool flag is an error naming it
(exit 2), so a lit run can tell "passlab cannot run this test" from "the test fails".

Passes run in this process, as in triton-opt: lit already gives each RUN line its own process,
and a pass that aborts takes passlab-opt down exactly as it would take triton-opt down.
"""

from __future__ import annotations

import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from passlab.errors import PasslabError, UsageError
from passlab.debug.passes import BoundCall, PassInvocation, bind, known_passes, parse_pipeline

DEFAULT_SPLIT_MARKER = "// -----"
DEFAULT_TARGET = "cuda:90"

# The module's target attribute, which picks target-dependent pass options (compute-capability,
# ptx-version) the way the compiler would:  ttg.target = "cuda:90"
MODULE_TARGET_RE = re.compile(r'"?ttg\.target"?\s*=\s*"(?P<target>[\w:]+)"')

# triton-opt/mlir-opt flags that do not change the output; accepted and ignored.
IGNORED_FLAGS = {
    "mlir-disable-threading": "threading does not change the output",
    # Triton's context stays as it is; a test that really uses unregistered ops fails to parse
    # and says so.
    "allow-unregistered-dialect": "accepted; unregistered ops still fail to parse",
}
# mlir-opt flags with a meaning passlab-opt cannot reproduce through the bindings.
UNSUPPORTED_FLAGS = {
    "verify-diagnostics": "checking expected-error comments needs MLIR's diagnostic verifier (not bound)",
    "mlir-print-op-generic": "the bindings print custom assembly only",
    "mlir-print-local-scope": "the bindings print attribute aliases; inline printing is not bound",
    "mlir-print-ir-after-all": "use 'passlab trace' for per-pass dumps",
    "mlir-print-ir-before-all": "use 'passlab trace' for per-pass dumps",
    "debug-only": "needs an LLVM debug build",
    "mlir-pass-statistics": "not bound",
    "verify-each": "not bound",
}


@dataclass
class OptCommand:
    """A parsed passlab-opt command line."""

    input: str = "-"
    passes: list[PassInvocation] = field(default_factory=list)
    split_marker: str | None = None       # set when -split-input-file is given
    output: str | None = None
    target: str | None = None             # None: from the module's ttg.target, else cuda:90
    print_debuginfo: bool = False
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
        elif name == "pass-pipeline":
            _add_passes(command, value, registry, arg)
        elif name == "target":
            command.target = value
        elif name == "mlir-print-debuginfo":
            command.print_debuginfo = True
        elif name in IGNORED_FLAGS:
            continue
        elif name in UNSUPPORTED_FLAGS:
            command.problems.append(f"unsupported option '{arg}': {UNSUPPORTED_FLAGS[name]}")
        elif pass_name in registry:
            _add_passes(command, arg, registry, arg)
        else:
            command.problems.append(f"unmapped pass or option '{arg}': no Triton Python binding adds a pass "
                                    f"with this argument (see 'passlab replay --list-passes')")
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
            bind([invocation], command.target or DEFAULT_TARGET)
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


def chunk_target(chunk: InputChunk, command: OptCommand) -> str:
    if command.target:
        return command.target
    match = MODULE_TARGET_RE.search(chunk.text)
    return match.group("target") if match else DEFAULT_TARGET


@dataclass
class ChunkResult:
    output: str | None
    error: str | None = None


def run_chunk(chunk: InputChunk, calls: list[BoundCall], target: str, print_debuginfo: bool,
              source_name: str) -> ChunkResult:
    """Parse one chunk with Triton's parser, run the bound passes, print the module."""
    from triton._C.libtriton import ir

    from passlab.capture.compile_child import parse_target
    from passlab.debug.passes import add_calls

    ctx = ir.context()
    ir.load_dialects(ctx)
    parsed_target = parse_target(target)
    if parsed_target.backend == "cuda":
        from triton.backends.nvidia.compiler import CUDABackend
        CUDABackend(parsed_target).load_dialects(ctx)
    # Padding with blank lines keeps MLIR's diagnostics on the input file's own line numbers.
    with tempfile.NamedTemporaryFile("w", suffix="-" + Path(source_name).name, delete=False) as tmp:
        tmp.write("\n" * (chunk.first_line - 1) + chunk.text)
        tmp_path = Path(tmp.name)
    try:
        try:
            module = ir.parse_mlir_module(str(tmp_path), ctx)
        except RuntimeError as exc:
            return ChunkResult(None, f"{source_name}:{chunk.first_line}: cannot parse this input: {exc}")
        module.context = ctx
        pm = ir.pass_manager(ctx)
        add_calls(pm, calls)
        try:
            pm.run(module, "passlab-opt")
        except RuntimeError as exc:
            return ChunkResult(None, f"{source_name}:{chunk.first_line}: pass pipeline failed: {exc}")
        return ChunkResult(module.str() if print_debuginfo else module.str_nodebug())
    finally:
        tmp_path.unlink(missing_ok=True)


def run_opt(command: OptCommand, text: str, source_name: str) -> tuple[str, list[str]]:
    """Run the command on ``text``: the joined outputs and the per-chunk errors."""
    command.require_ok()
    outputs, errors = [], []
    for chunk in split_input(text, command.split_marker):
        if not chunk.text.strip():
            continue
        target = chunk_target(chunk, command)
        calls = bind(command.passes, target)
        result = run_chunk(chunk, calls, target, command.print_debuginfo, source_name)
        if result.error:
            errors.append(result.error)
        else:
            outputs.append(result.output.rstrip("\n") + "\n")
    separator = f"{command.split_marker or DEFAULT_SPLIT_MARKER}\n"
    return separator.join(outputs), errors


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``passlab-opt`` (and ``python -m passlab.regress.opt``). Exit 0 ok, 1 a chunk
    failed to parse or a pass failed, 2 an unmapped pass/option or bad usage."""
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
            text, source_name = path.read_text(), str(path)
        output, errors = run_opt(command, text, source_name)
    except PasslabError as exc:
        for line in exc.message.splitlines():
            print(f"passlab-opt: error: {line}", file=sys.stderr)
        return exc.exit_code
    if command.output and command.output != "-":
        Path(command.output).write_text(output)
    else:
        try:
            sys.stdout.write(output)
            sys.stdout.flush()
        except BrokenPipeError:  # the reader went away (e.g. a failed pipe in a RUN line), as with triton-opt
            sys.stderr.close()
            return 1
    for error in errors:
        print(f"passlab-opt: error: {error}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
