"""Launch callables for the probe scripts: a built-in kernel's configs and its workload's baselines
on one set of inputs (bench/power_probe.py, bench/rounds_probe.py)."""


def launches(kernel: str, shape_text: str, names: list[str], dtype: str = "bf16"):
    """(torch, {name: callable}) for ``names``, each a config of ``kernel`` (launched on the shared
    inputs with its own params) or a baseline of its workload; a name that is neither exits."""
    from passlab.runner.device import require_cuda
    from passlab.runner.launch import load_runnable, resolve_for
    torch = require_cuda()
    runnable = load_runnable(kernel)
    shape = runnable.workload.parse_shape(shape_text)
    inputs = runnable.workload.make_inputs(shape, dtype)
    baselines = runnable.workload.baselines(inputs)
    fns = {}
    for name in names:
        if name in baselines:
            fns[name] = baselines[name]
        elif name in runnable.spec.configs:
            params = dict(resolve_for(runnable, name, shape, dtype).params)
            fns[name] = lambda p=params: runnable.spec.launch(p, inputs)
        else:
            raise SystemExit(f"{name}: neither a config of {kernel} nor a baseline ({', '.join(baselines)})")
    return torch, fns, runnable.workload.flops(shape)
