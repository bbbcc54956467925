"""Stand-ins for ``mlir-translate -mlir-to-llvmir``, ``opt -S -O<N>`` and ``llc`` from Triton's LLVM bindings,
and for LLVM's ``split-file``.

Upstream Conversion tests pipe passlab-opt's output on through LLVM's tools::

    triton-opt %s ... | mlir-translate -mlir-to-llvmir | opt -S -O1 | FileCheck %s
    ... | opt -O3 -S | llc -mtriple nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx83 | FileCheck %s

The wheel ships none of them, but it binds what Triton's own compiler calls at the same steps:
``llvm.to_module`` (MLIR's LLVM-IR translation), ``llvm.optimize_module`` and
``llvm.translate_to_asm``. These are Triton's pipeline, not LLVM's tools: ``optimize_module``
runs LLVM's default per-module pipeline with Triton's tuning options and two extra passes
(BreakStructPhiNodes, InstCombine at the vectorizer start), and ``translate_to_asm`` is Triton's
codegen. The wheel binds no parser from LLVM IR text to a module it can optimize, so ``opt``
cannot stand alone: ``mlir-translate -mlir-to-llvmir | opt -S -O<N>`` runs as one step
(``translate --opt=N``); ``llc`` reads LLVM IR text (``translate_to_asm`` parses it).

    python -m passlab.regress.llvm_tools translate [--opt=N] [FILE]
    python -m passlab.regress.llvm_tools llc -mtriple T [-mcpu=C] [-mattr=A] [FILE]
    python -m passlab.regress.llvm_tools split-file [--leading-lines] FILE DIR

``split-file`` writes each part of FILE that starts at a ``//--- NAME`` (or ``#--- NAME``) line
into DIR/NAME, as LLVM's tool does (``--leading-lines`` keeps line numbers with blank lines);
it writes over files of those names and removes nothing.

Exit 0 ok, 1 the input did not parse or translate (the reason on stderr), 2 bad usage.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
OPT_LEVELS = ("0", "1", "2", "3")

# The RUN-line forms lit substitutes (passlab/regress/lit_runner.py), whole words each:
#   mlir-translate -mlir-to-llvmir | opt -S -O1      mlir-translate --mlir-to-llvmir | opt -O3 -S
#   mlir-translate --mlir-to-llvmir                  llc -mtriple nvptx64-nvidia-cuda -mcpu=sm_90
TRANSLATE_WORD = r"(?<![\w.-])mlir-translate\s+-{1,2}mlir-to-llvmir(?![\w.-])"
FUSED_OPT_WORDS = r"\s*\|\s*opt\s+(?:-S\s+-OLEVEL|-OLEVEL\s+-S)(?![\w.-])"


def fused_opt_pattern(level: str) -> str:
    """The regex of ``mlir-translate -mlir-to-llvmir | opt -S -O<level>`` (either order of -S)."""
    return TRANSLATE_WORD + FUSED_OPT_WORDS.replace("LEVEL", level)
LLC_WORD = r"(?<![\w.-])llc(?![\w.-])"
SPLIT_FILE_WORD = r"(?<![\w.-])split-file(?![\w.-])"
# A part of a split-file input:   //--- common.mlir      #--- lit.cfg
PART_RE = re.compile(r"^(?://|#|;)--- (?P<name>\S+)\s*$")


@dataclass
class LlcCommand:
    triple: str = ""
    cpu: str = ""
    features: str = ""
    input: str = "-"
    problems: list[str] = field(default_factory=list)


def parse_llc_args(argv: list[str]) -> LlcCommand:
    """llc's ``-mtriple T`` / ``-mtriple=T``, ``-mcpu``, ``-mattr`` and an input; anything else is a problem."""
    command = LlcCommand()
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            command.input = arg
            continue
        name, has_value, value = arg.lstrip("-").partition("=")
        if name in ("mtriple", "mcpu", "mattr"):
            if not has_value:
                if i >= len(args):
                    command.problems.append(f"llc option '{arg}' needs a value")
                    continue
                value = args[i]
                i += 1
            setattr(command, {"mtriple": "triple", "mcpu": "cpu", "mattr": "features"}[name], value)
        else:
            command.problems.append(f"llc option '{arg}' has no stand-in (translate_to_asm takes a triple, a "
                                    "CPU and features only)")
    if not command.triple and not command.problems:
        command.problems.append("llc needs -mtriple (translate_to_asm has no default target)")
    return command


def opt_problems(words: list[str]) -> list[str]:
    """Why an ``opt`` command of a RUN line has no stand-in (empty: it is ``opt -S -O<N>``)."""
    levels = [w for w in words if re.fullmatch(r"-O[0-3]", w)]
    others = [w for w in words if w != "-S" and w not in levels]
    if others or len(levels) != 1 or "-S" not in words:
        return [f"'opt {' '.join(words)}': only 'opt -S -O<N>' right after 'mlir-translate -mlir-to-llvmir' has a "
                "stand-in (Triton's optimize_module)"]
    return []


def split_file(text: str, out_dir: Path, leading_lines: bool = False) -> list[Path]:
    """Write the parts of ``text`` into ``out_dir`` (see the module docstring); the paths written."""
    parts: list[tuple[str, int, list[str]]] = []
    for number, line in enumerate(text.splitlines(keepends=True)):
        part = PART_RE.match(line)
        if part:
            parts.append((part["name"], number + 1, []))
        elif parts:
            parts[-1][2].append(line)
    if not parts:
        raise ValueError("no part separator was found (a line '//--- NAME')")
    written = []
    root = out_dir.resolve()
    for name, first, lines in parts:
        path = (root / name).resolve()
        if root not in path.parents:
            raise ValueError(f"part '{name}' leaves the output folder")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(("\n" * first if leading_lines else "") + "".join(lines))
        written.append(path)
    return written


def _read(path: str) -> str:
    return sys.stdin.read() if path == "-" else Path(path).read_text()


def translate(path: str, level: str | None) -> str:
    """MLIR (LLVM dialect) in ``path`` ("-": stdin) -> LLVM IR text, optimized at ``-O<level>`` by
    Triton's pipeline. A file is parsed in place, so MLIR's diagnostics name it."""
    import tempfile

    from triton._C.libtriton import ir, llvm

    from passlab.regress.opt import load_context

    ctx = load_context()
    if path == "-":
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", prefix="passlab-translate-stdin-") as scratch:
            scratch.write(sys.stdin.read())
            scratch.flush()
            module = ir.parse_mlir_module(scratch.name, ctx)
    else:
        module = ir.parse_mlir_module(path, ctx)
    module.context = ctx
    llvm_context = llvm.context()
    llvm_module = llvm.to_module(module, llvm_context)
    if level is not None:
        llvm.optimize_module(llvm_module, getattr(llvm, f"OPTIMIZE_O{level}"))
    return str(llvm_module)


def llc(text: str, command: LlcCommand) -> str:
    """LLVM IR text -> assembly by Triton's codegen, in a forked child: on IR it cannot parse LLVM
    aborts the process ("LLVM ERROR: failed to parse IR"), which becomes a RuntimeError here."""
    import os
    import tempfile

    from triton._C.libtriton import llvm

    with tempfile.TemporaryDirectory(prefix="passlab-llc-") as tmp:
        out = Path(tmp) / "out.s"
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            code = EXIT_FAILED
            try:
                llvm.init_targets()
                out.write_text(llvm.translate_to_asm(text, command.triple, command.cpu, command.features, [],
                                                     False, False))
                code = EXIT_OK
            except BaseException as exc:  # the child must never return into the parent's code
                print(f"passlab-llvm: error: llc: {exc}", file=sys.stderr)
            finally:
                sys.stderr.flush()
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status) or os.WEXITSTATUS(status) != EXIT_OK or not out.is_file():
            raise RuntimeError("LLVM could not compile the input (its message is above)")
        return out.read_text()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return EXIT_OK if argv else EXIT_USAGE
    tool, args = argv[0], argv[1:]
    try:
        if tool == "translate":
            level = None
            inputs = []
            for arg in args:
                if arg.startswith("--opt="):
                    level = arg.partition("=")[2]
                    if level not in OPT_LEVELS:
                        print(f"passlab-llvm: error: --opt takes 0-3, got '{level}'", file=sys.stderr)
                        return EXIT_USAGE
                elif arg in ("-mlir-to-llvmir", "--mlir-to-llvmir"):
                    continue
                elif arg == "-" or not arg.startswith("-"):
                    inputs.append(arg)
                else:
                    print(f"passlab-llvm: error: translate has no option '{arg}'", file=sys.stderr)
                    return EXIT_USAGE
            source = inputs[0] if inputs else "-"
            if source != "-" and not Path(source).is_file():
                print(f"passlab-llvm: error: no such input file: {source}", file=sys.stderr)
                return EXIT_USAGE
            sys.stdout.write(translate(source, level))
        elif tool == "llc":
            command = parse_llc_args(args)
            if command.problems:
                for problem in command.problems:
                    print(f"passlab-llvm: error: {problem}", file=sys.stderr)
                return EXIT_USAGE
            if command.input != "-" and not Path(command.input).is_file():
                print(f"passlab-llvm: error: no such input file: {command.input}", file=sys.stderr)
                return EXIT_USAGE
            sys.stdout.write(llc(_read(command.input), command))
        elif tool == "split-file":
            leading = "--leading-lines" in args
            names = [a for a in args if a not in ("--leading-lines", "--no-leading-lines")]
            if len(names) != 2 or any(n.startswith("-") and n != "-" for n in names):
                print("passlab-llvm: error: split-file takes [--leading-lines] FILE DIR", file=sys.stderr)
                return EXIT_USAGE
            if names[0] != "-" and not Path(names[0]).is_file():
                print(f"passlab-llvm: error: no such input file: {names[0]}", file=sys.stderr)
                return EXIT_USAGE
            split_file(_read(names[0]), Path(names[1]), leading)
        else:
            print(f"passlab-llvm: error: no tool '{tool}' (translate, llc, split-file)", file=sys.stderr)
            return EXIT_USAGE
    except (RuntimeError, ValueError, OSError) as exc:
        print(f"passlab-llvm: error: {tool}: {exc}", file=sys.stderr)
        return EXIT_FAILED
    sys.stdout.flush()
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
