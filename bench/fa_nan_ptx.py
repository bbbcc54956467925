"""The 3-stage WS attention NaN on the GPU: which knob or PTX patch makes d64_s3 / ws_n64_s3 correct?

    PYTHONPATH=. OUT=/tmp/fa-nan python bench/fa_nan_ptx.py [--quick] [--repeats 3]

Needs a CUDA GPU (H200), triton 3.6.0 and torch; no network. Results: $OUT/fa_nan_ptx.json (and a
line per launch on stdout). Each variant is launched `--repeats` times at each sequence length
(B=1, H=2, D=64, bf16, random inputs, NaN-poisoned output) and compared with the float64 torch
reference; a launch is "correct" when no element is NaN or off by more than 0.05 + 0.05|ref|.

Variants (what each one tests; docs/ptx.md says why):
- baseline: d64_s3, ws_n64_s3 and their 2-stage twins d64, ws_n64 (controls);
- ring depth: d64 / ws_n64 with num_stages 4 and 5: is it depth > 2, or depth 3 only (3 and 5 use
  Triton's multiply-high division for slot = i % depth, 2 and 4 use shifts and masks)?
- PTX patches of d64_s3, loaded through Triton's own override (TRITON_KERNEL_OVERRIDE /
  TRITON_OVERRIDE_DIR, the PTX is assembled by ptxas as usual), each in a child process:
  identity (the unmodified PTX through the override path: must still give NaN),
  fence_after_init (fence.proxy.async + fence.mbarrier_init after the mbarrier.init block: the
  dead barriers' bytes are TMA-written without a proxy fence, PTX005),
  exact_div (each `mul.hi.u64 x, i, 0xAAAAAAAAAAAAAAAB; shr.u64 q, x, 1` becomes `div.u64 q, i, 3`),
  parity01 (the consumers' `neg.s32` phase parity 0/-1 becomes 0/1),
  no_setmaxnreg (all setmaxnreg removed: the 168-register cap fits every warp).
The script runs in about 2-3 minutes; every variant is guarded, a failure is recorded, not fatal.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LENGTHS = (384, 1024)            # 3 KV blocks (every slot used once at depth 3) and 8 (slots refilled)
CHILD_TIMEOUT = 90

# -- PTX patches (pure text: tested on CPU in tests/cpu/test_ptx_bench.py) ----------------------------
#	mul.hi.u64 	%rd69, %rd73, -6148914691236517205;
#	shr.u64 	%rd70, %rd69, 1;
MULHI3_RE = re.compile(r"mul\.hi\.u64\s+(%rd\d+),\s*(%rd\d+),\s*-6148914691236517205;\s*\n(\s*)shr\.u64\s+(%rd\d+),\s*\1,\s*1;")
#	neg.s32 	%r42, %r178;
NEG_RE = re.compile(r"neg\.s32\s+(%r\d+),\s*(%r\d+);")
#	setmaxnreg.dec.sync.aligned.u32 	40;
SETMAXNREG_RE = re.compile(r"^\s*setmaxnreg\.(?:inc|dec)\.sync\.aligned\.u32\s+\d+;\s*$", re.M)
#	st.shared.v2.b32 	[global_smem+131480], {0, 16843009};   (the WS state, right after the inits)
FIRST_STATE_RE = re.compile(r"^(\s*)st\.shared\.v2\.b32\s+\[global_smem\+\d+\],\s*\{0,", re.M)
MARK = "// passlab-patch: "


def patch_identity(ptx: str) -> tuple[str, int]:
    return MARK + "identity\n" + ptx, 1


def patch_exact_div(ptx: str) -> tuple[str, int]:
    out, n = MULHI3_RE.subn(lambda m: f"mov.u64 {m.group(1)}, 0;\n{m.group(3)}div.u64 {m.group(4)}, {m.group(2)}, 3;", ptx)
    return MARK + "exact_div\n" + out, n


def patch_parity01(ptx: str) -> tuple[str, int]:
    # only the negations whose result feeds a try_wait.parity operand
    waited = set(re.findall(r"try_wait\.parity\.shared\.b64\s+\S+,\s*\[[^\]]+\],\s*(%r\d+);", ptx))
    count = 0

    def repl(m):
        nonlocal count
        if m.group(1) in waited:
            count += 1
            return f"mov.b32 {m.group(1)}, {m.group(2)};"
        return m.group(0)
    return MARK + "parity01\n" + NEG_RE.sub(repl, ptx), count


def patch_no_setmaxnreg(ptx: str) -> tuple[str, int]:
    out, n = SETMAXNREG_RE.subn("", ptx)
    return MARK + "no_setmaxnreg\n" + out, n


def patch_fence_after_init(ptx: str) -> tuple[str, int]:
    out, n = FIRST_STATE_RE.subn(lambda m: f"{m.group(1)}fence.mbarrier_init.release.cluster;\n"
                                           f"{m.group(1)}fence.proxy.async.shared::cta;\n{m.group(0)}", ptx, count=1)
    return MARK + "fence_after_init\n" + out, n


REG_B64_RE = re.compile(r"^(\s*)\.reg \.b64\s+%rd<\d+>;\s*$", re.M)


def patch_check_div(ptx: str) -> tuple[str, int]:
    """Keep Triton's multiply-high division and trap when it differs from div.u64: does the GPU
    compute a wrong quotient (the launch traps), or the right one (and it still gives NaN)?"""
    count = 0

    def repl(m):
        nonlocal count
        k = count
        count += 1
        return (f"{m.group(0)}\n{m.group(3)}div.u64 %chk{k}, {m.group(2)}, 3;\n"
                f"{m.group(3)}setp.ne.u64 %pchk{k}, {m.group(4)}, %chk{k};\n{m.group(3)}@%pchk{k} trap;")
    out = MULHI3_RE.sub(repl, ptx)
    out = REG_B64_RE.sub(lambda m: f"{m.group(0)}\n{m.group(1)}.reg .b64 %chk<{count}>;\n"
                                   f"{m.group(1)}.reg .pred %pchk<{count}>;", out, count=1)
    return MARK + "check_div\n" + out, count


def _one_site(which: int):
    def patch(ptx: str) -> tuple[str, int]:
        seen = -1

        def repl(m):
            nonlocal seen
            seen += 1
            if seen != which:
                return m.group(0)
            return f"mov.u64 {m.group(1)}, 0;\n{m.group(3)}div.u64 {m.group(4)}, {m.group(2)}, 3;"
        return MARK + f"exact_div_site{which}\n" + MULHI3_RE.sub(repl, ptx), 1 if seen >= which else 0
    return patch


def patch_sleep_div(ptx: str) -> tuple[str, int]:
    """The multiply-high division kept, a nanosleep before each: is exact_div a timing change?"""
    out, n = MULHI3_RE.subn(lambda m: f"nanosleep.u32 200;\n{m.group(3)}{m.group(0)}", ptx)
    return MARK + "sleep_div\n" + out, n


PATCHES = {"identity": patch_identity, "check_div": patch_check_div, "sleep_div": patch_sleep_div,
           **{f"exact_div_site{i}": _one_site(i) for i in range(3)}, "exact_div": patch_exact_div, "parity01": patch_parity01,
           "no_setmaxnreg": patch_no_setmaxnreg, "fence_after_init": patch_fence_after_init}

# (name, config, parameter overrides, PTX patch)
VARIANTS = [
    ("d64", "d64", {}, None), ("d64_s3", "d64_s3", {}, None),
    ("ws_n64", "ws_n64", {}, None), ("ws_n64_s3", "ws_n64_s3", {}, None),
    ("d64_s4", "d64", {"num_stages": 4}, None), ("d64_s5", "d64", {"num_stages": 5}, None),
    ("ws_n64_s4", "ws_n64", {"num_stages": 4}, None),
] + [(f"d64_s3+{p}", "d64_s3", {}, p) for p in PATCHES]


# -- launching ---------------------------------------------------------------------------------------
def launch_once(config: str, overrides: dict, n: int):
    """One launch: (verdict dict, the CompiledKernel)."""
    import torch

    from kernels.fa_hopper import CONSTEXPRS, fa_hopper
    from passlab.runner.launch import load_runnable, resolve_for

    runnable = load_runnable("fa_hopper")
    shape = (1, 2, n, 64, False)
    resolved = resolve_for(runnable, config, shape, "bf16")
    params = {**dict(resolved.params), **overrides}
    inputs = runnable.workload.make_inputs(shape, "bf16")
    q, k, v, out = inputs["q"], inputs["k"], inputs["v"], inputs["out"]
    out.fill_(float("nan"))
    Z, H, N, _ = q.shape
    grid = (N // params["BLOCK_M"], Z * H)
    compiled = fa_hopper[grid](q, k, v, out, inputs["sm_scale"], Z, H, N, **{c: params[c] for c in CONSTEXPRS},
                               num_warps=params["num_warps"], num_stages=params["num_stages"])
    torch.cuda.synchronize()
    bad = torch.isnan(out)
    for index, ref in runnable.workload.reference(inputs):
        bad[index] |= (out[index].double() - ref).abs() > 0.05 + 0.05 * ref.abs()
    verdict = {"N": n, "nan": int(torch.isnan(out).sum()), "bad": int(bad.sum()), "elements": out.numel(),
               "correct": int(bad.sum()) == 0, "num_stages": params["num_stages"]}
    return verdict, compiled


def run_variant(name, config, overrides, repeats, lengths) -> dict:
    row = {"variant": name, "config": config, "overrides": overrides, "launches": [], "correct": 0, "wrong": 0}
    for n in lengths:
        for r in range(repeats):
            try:
                verdict, _ = launch_once(config, overrides, n)
            except Exception as exc:      # a config the GPU cannot take: recorded, the run goes on
                verdict = {"N": n, "error": f"{type(exc).__name__}: {str(exc)[:300]}"}
            row["launches"].append(verdict)
            if "error" not in verdict:
                row["correct" if verdict["correct"] else "wrong"] += 1
            print(json.dumps({"variant": name, "repeat": r, **verdict}), flush=True)
    return row


def child_patch(patch: str, repeats: int, lengths, work: Path) -> dict:
    """In a child process: compile d64_s3 with a kernel dump, patch its PTX into the override
    directory, recompile from it and launch."""
    dump, override = work / "dump", work / "override"
    os.environ.update({"TRITON_ALWAYS_COMPILE": "1", "TRITON_KERNEL_DUMP": "1", "TRITON_DUMP_DIR": str(dump)})
    from passlab.runner.device import require_cuda
    require_cuda()
    launch_once("d64_s3", {}, lengths[0])
    ptxs = sorted(dump.rglob("fa_hopper.ptx"), key=lambda p: p.stat().st_mtime)
    if not ptxs:
        return {"variant": f"d64_s3+{patch}", "error": "no fa_hopper.ptx in the kernel dump"}
    source = ptxs[-1]
    patched, count = PATCHES[patch](source.read_text())
    target = override / source.parent.name / source.name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(patched)
    os.environ.update({"TRITON_KERNEL_DUMP": "0", "TRITON_KERNEL_OVERRIDE": "1", "TRITON_OVERRIDE_DIR": str(override)})
    import triton
    for knob, value in (("override", True), ("dump", False)):
        try:
            setattr(triton.knobs.compilation, knob, value)
        except Exception:        # knobs read the environment when they cannot be set
            pass
    try:
        triton.knobs.cache.override_dir = str(override)
    except Exception:
        pass
    from kernels.fa_hopper import fa_hopper
    for cache in (getattr(fa_hopper, "device_caches", None), getattr(fa_hopper, "cache", None)):
        if hasattr(cache, "clear"):
            cache.clear()
    _, compiled = launch_once("d64_s3", {}, lengths[0])
    applied = MARK + patch in compiled.asm.get("ptx", "")
    row = run_variant(f"d64_s3+{patch}", "d64_s3", {}, repeats, lengths)
    row.update({"patch_sites": count, "override_applied": applied, "dump_hash": source.parent.name})
    if not applied:
        row["note"] = "Triton did not take the overridden PTX: the counts are the unpatched kernel's"
    return row


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="one length (1024), 2 repeats")
    parser.add_argument("--only", default="", help="comma-separated variant names to run (default: all)")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--child-out", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    out_dir = Path(os.environ.get("OUT") or "fa_nan_ptx_out")
    out_dir.mkdir(parents=True, exist_ok=True)
    lengths = (1024,) if args.quick else LENGTHS
    repeats = 2 if args.quick else args.repeats
    if args.child:
        try:
            row = child_patch(args.child, repeats, lengths, out_dir / "work" / args.child)
        except Exception as exc:
            row = {"variant": f"d64_s3+{args.child}", "error": f"{type(exc).__name__}: {str(exc)[:400]}"}
        args.child_out.write_text(json.dumps(row))
        return 0
    from passlab.runner.device import require_cuda
    require_cuda()
    import torch
    import triton
    started = time.time()
    rows = []
    only = {v for v in args.only.split(",") if v}
    for name, config, overrides, patch in VARIANTS:
        if only and name not in only:
            continue
        print(f"== {name} ({time.time() - started:.0f}s)", flush=True)
        if patch is None:
            try:
                rows.append(run_variant(name, config, overrides, repeats, lengths))
            except Exception as exc:
                rows.append({"variant": name, "error": f"{type(exc).__name__}: {str(exc)[:400]}"})
            continue
        result = out_dir / f"child-{patch}.json"
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", patch, "--child-out", str(result),
               "--repeats", str(repeats)] + (["--quick"] if args.quick else [])
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        try:
            proc = subprocess.run(cmd, env=env, cwd=ROOT, timeout=CHILD_TIMEOUT, capture_output=True, text=True)
            sys.stdout.write(proc.stdout)
            row = json.loads(result.read_text()) if result.exists() else {
                "variant": name, "error": f"child exited {proc.returncode}: {proc.stderr[-400:]}"}
        except subprocess.TimeoutExpired:
            row = {"variant": name, "error": f"child timed out after {CHILD_TIMEOUT}s"}
        rows.append(row)
    summary = {"triton": triton.__version__, "torch": torch.__version__, "device": torch.cuda.get_device_name(),
               "seconds": round(time.time() - started, 1), "lengths": list(lengths), "repeats": repeats,
               "variants": rows}
    (out_dir / "fa_nan_ptx.json").write_text(json.dumps(summary, indent=1))
    print("\nvariant                     correct wrong  note")
    for row in rows:
        note = row.get("error") or row.get("note") or (f"patch sites {row['patch_sites']}" if "patch_sites" in row else "")
        print(f"{row['variant']:<27} {row.get('correct', '-'):>7} {row.get('wrong', '-'):>5}  {note}")
    print(f"-> {out_dir / 'fa_nan_ptx.json'} ({summary['seconds']}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
