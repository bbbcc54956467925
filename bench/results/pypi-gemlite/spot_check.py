"""Spot-check of gemlite's gemm_INT_kernel --autotune table: compile config N directly with
triton.compile(ASTSource(...)) from the signature/constexprs/attrs that passlab's trace manifest
records under kernel.specialization (dtype constexprs as tl dtypes), and read ptxas -v.
Run: PYTHONPATH=. python spot_check.py MANIFEST.json"""
import json, os, re, subprocess, sys, tempfile
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from passlab.frontend.target_driver import activate, target_driver
target = GPUTarget("cuda", 90, 32)
with target_driver(target):   # gemlite asks torch.cuda for the device's properties at import
    import importlib; gk = importlib.import_module("gemlite.triton_kernels.gemm_kernels")
activate(target)
jit = gk.gemm_INT_kernel.fn.fn          # Autotuner -> Heuristics -> JITFunction
manifest = json.load(open(sys.argv[1]))
spec = manifest["kernel"]["specialization"]
params = manifest["kernel"]["params"]
DT = {"fp16": tl.float16, "fp32": tl.float32, "bf16": tl.bfloat16}
const = {(jit.arg_names.index(k),): (DT[v] if k.endswith("_dtype") else v) for k, v in spec["constexprs"].items()}
attrs = {(jit.arg_names.index(k),): v for k, v in spec["attrs"].items()}
src = ASTSource(jit, spec["signature"], const, attrs)
compiled = triton.compile(src, target=target, options={"num_warps": params["num_warps"], "num_stages": params["num_stages"]})
from triton.backends.nvidia.compiler import get_ptxas
ptxas = get_ptxas(90).path
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "k.ptx"); open(p, "w").write(compiled.asm["ptx"])
    out = subprocess.run([ptxas, "-v", "--gpu-name", "sm_90a", p, "-o", os.path.join(d, "k.cubin")], capture_output=True, text=True)
text = out.stderr + out.stdout
regs = re.search(r"Used (\d+) registers", text)
spill = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", text)
print(json.dumps({"config": manifest["kernel"]["config"], "params": {k: params[k] for k in ("BLOCK_SIZE_M", "BLOCK_SIZE_N", "BLOCK_SIZE_K", "NUM_STAGES", "num_warps")},
                  "num_warps": compiled.metadata.num_warps, "shared": compiled.metadata.shared,
                  "ptxas_registers": int(regs.group(1)) if regs else None,
                  "spill_stores_loads": [int(spill.group(1)), int(spill.group(2))] if spill else None,
                  "hash_equal_to_trace": compiled.hash == manifest["metadata"]["hash"]}))
