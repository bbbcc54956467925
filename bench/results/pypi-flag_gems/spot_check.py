"""Spot-check of the --autotune table: compile flag_gems' mm_kernel_general config N directly with
triton.compile(ASTSource(...)) (the launch's attributes written out by hand) and print num_warps,
shared and ptxas -v's register count. Run: PYTHONPATH=. python bench/results/pypi-flag_gems/spot_check.py 14"""
import json, os, re, subprocess, sys, tempfile
os.environ.setdefault("GEMS_VENDOR", "nvidia")
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from passlab.frontend.target_driver import activate, target_driver
target = GPUTarget("cuda", 90, 32)
with target_driver(target):        # the CPU stand-in: flag_gems asks torch.cuda for the device at import
    import importlib; mm = importlib.import_module("flag_gems.ops.mm")
activate(target)                   # a launch on an H100/H200 sees a cuda:90 driver while compiling
tuner = mm.mm_kernel_general.fn            # LibEntry -> LibTuner (a triton Autotuner)
jit = tuner.fn
index = int(sys.argv[1])
cfg = tuner.configs[index]
# A launch of general_mm on fp16 4096x4096 row-major tensors: pointers 16-byte aligned,
# M=N=K=4096 and the 4096 strides divisible by 16, the unit strides == 1 become constexpr 1.
sig = {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32",
       "stride_am": "i32", "stride_ak": "constexpr", "stride_bk": "i32", "stride_bn": "constexpr",
       "stride_cm": "i32", "stride_cn": "constexpr",
       "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr", "GROUP_M": "constexpr"}
constexprs = {(jit.arg_names.index(k),): v for k, v in
              {"stride_ak": 1, "stride_bn": 1, "stride_cn": 1, "GROUP_M": 8, **cfg.kwargs}.items()}
div16 = [["tt.divisibility", 16]]
attrs = {(jit.arg_names.index(k),): div16 for k in ("A", "B", "C", "M", "N", "K", "stride_am", "stride_bk", "stride_cm")}
src = ASTSource(jit, sig, constexprs, attrs)
compiled = triton.compile(src, target=target, options={"num_warps": cfg.num_warps, "num_stages": cfg.num_stages})
md = compiled.metadata
from triton.backends.nvidia.compiler import get_ptxas
ptxas = get_ptxas(90).path if hasattr(get_ptxas(90), "path") else get_ptxas(90)[0]
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "k.ptx"); open(p, "w").write(compiled.asm["ptx"])
    out = subprocess.run([ptxas, "-v", "--gpu-name", "sm_90a", p, "-o", os.path.join(d, "k.cubin")],
                         capture_output=True, text=True)
regs = re.search(r"Used (\d+) registers", out.stderr + out.stdout)
print(json.dumps({"config": index, "kwargs": cfg.kwargs, "num_warps": md.num_warps, "num_stages": cfg.num_stages,
                  "shared": md.shared, "ptxas_registers": int(regs.group(1)) if regs else None,
                  "ptxas_line": [l for l in (out.stderr + out.stdout).splitlines() if "registers" in l],
                  "hash": compiled.hash}))
