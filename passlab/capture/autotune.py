"""Static autotune pruning: compile every ``@triton.autotune`` config on a CPU and say which
would waste a real autotune run's time, before any GPU is touched.

The configs are listed here (``list_autotune_configs``) and each compile becomes a row
(``config_row``); ``sweep.autotune.static_autotune`` compiles them (no dumps) in warm workers, in
parallel, or on a Dask cluster, through the compile cache. A row says whether it compiled
(or how it failed), whether warp specialization was requested and applied, the final warps,
registers per thread (from the cubin), shared memory and TMEM against the target's limits, and
"would fail at launch" when a limit is exceeded: Triton raises ``out of resource`` for those only
when the kernel is loaded on a GPU, after the autotuner already paid for the compile.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from passlab.capture.child import CompileRequest, PlainCompile, compile_plain
from passlab.errors import UsageError

# Per-block limits by SM major version: (shared bytes with opt-in, registers per SM, TMEM columns)
LIMITS = {9: (232448, 65536, 0), 10: (232448, 65536, 512), 12: (101376, 65536, 0), 8: (166912, 65536, 0)}
MAX_REGISTERS_PER_THREAD = 255


@dataclass
class ConfigRow:
    """One autotune config, compiled."""

    index: int
    name: str
    params: dict
    outcome: str
    message: str = ""
    num_warps: int | None = None
    final_warps: int | None = None
    ws_requested: bool = False
    ws_applied: bool | None = None
    ws_reason: str | None = None
    registers: int | None = None
    shared: int | None = None
    tmem: int | None = None
    launch_failures: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def usable(self) -> bool:
        return self.outcome == "ok" and not self.launch_failures

    def to_json(self) -> dict:
        return {**vars(self), "usable": self.usable}


@dataclass
class AutotuneReport:
    kernel: str
    target: str
    rows: list[ConfigRow]
    wall_seconds: float
    jobs: int
    note: str = ""   # how the config list was made (early_config_prune kept K of N, or why it did not run)
    cached: int = 0  # rows whose compile came from the compile cache (a repeated or resumed sweep)

    @property
    def wasted(self) -> list[ConfigRow]:
        return [r for r in self.rows if not r.usable]

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "target": self.target, "configs": len(self.rows),
                "would_waste": len(self.wasted), "wall_seconds": round(self.wall_seconds, 2), "jobs": self.jobs,
                "note": self.note, "cached": self.cached,
                "rows": [r.to_json() for r in self.rows]}


def list_autotune_configs(request: CompileRequest, timeout: float, pool=None) -> list[dict]:
    """The kernel's autotune configs, loaded in a child (the user's module never runs in passlab);
    in a warm worker of ``pool`` (``sweep.pool.WarmPool``) when one is given."""
    work = Path(tempfile.mkdtemp(prefix="passlab-autotune-list-"))
    try:
        done = compile_plain(request, work, timeout, list_configs=True, pool=pool)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not done.outcome.ok:
        raise UsageError(f"cannot load {request.kernel}: {done.outcome.message}")
    configs = [c for c in done.result.get("configs", []) if c["name"].startswith("autotune")]
    if not configs:
        raise UsageError(f"{request.kernel} has no @triton.autotune configs; trace it without --autotune")
    # a bad autotune key, device queries at import: once, in the note
    configs[0]["loader_notes"] = list(done.result.get("notes") or ())
    return configs


def prune_note(configs: list[dict]) -> str:
    """The loader's word on ``early_config_prune`` (in each config's description), on a bad
    autotune key and on the device queries the module made at import, once."""
    description = configs[0].get("description", "") if configs else ""
    start = description.rfind("early_config_prune")
    notes = [description[start:].rstrip(")")] if start >= 0 else []
    return "; ".join(notes + (configs[0].get("loader_notes", []) if configs else []))


def config_row(config: dict, index: int, done: PlainCompile, sm: int) -> ConfigRow:
    params = dict(config["params"])
    row = ConfigRow(int(config["name"][len("autotune"):] or index), config["name"], params, done.outcome.code.value,
                    done.outcome.message.splitlines()[0] if done.outcome.message else "",
                    seconds=round(done.wall_seconds, 2))
    kernel = done.result.get("kernel") or {}
    resolved = kernel.get("params") or params
    row.num_warps = resolved.get("num_warps", 4)
    row.ws_requested = bool(kernel.get("ws_requested"))
    meta = done.metadata
    if not done.outcome.ok:
        return row
    row.final_warps = meta.get("num_warps")
    row.registers = meta.get("registers")
    row.shared = meta.get("shared")
    row.tmem = meta.get("tmem_size")
    if row.ws_requested and sm == 9 and row.final_warps is not None:
        row.ws_applied = row.final_warps > row.num_warps
        if not row.ws_applied:
            row.ws_reason = _ws_reason(done.work_dir, row.num_warps, resolved.get("num_stages"))
    shared_limit, register_file, tmem_columns = LIMITS.get(sm, LIMITS[9])
    if row.shared is not None and row.shared > shared_limit:
        row.launch_failures.append(f"shared memory {row.shared} > {shared_limit} bytes")
    if row.registers is not None and row.final_warps:
        if row.registers * row.final_warps * 32 > register_file:
            row.launch_failures.append(f"registers {row.registers} x {row.final_warps * 32} threads > {register_file}")
    if row.tmem and tmem_columns and row.tmem > tmem_columns:
        row.launch_failures.append(f"TMEM {row.tmem} > {tmem_columns} columns")
    for name in config.get("unknown_kwargs") or ():
        row.launch_failures.append(f"kwarg {name} is no parameter of the kernel (Triton raises KeyError at launch)")
    return row


def _ws_reason(work: Path, num_warps: int, num_stages) -> str:
    """Why WS was not applied, from the config and its TTIR (the plain compile keeps no dumps)."""
    from passlab.capture.stages import ws_decline_reason
    if num_warps != 4:
        return f"num_warps is {num_warps}; Hopper warp specialization (3.6) needs num_warps=4"
    try:
        ttir = (work / "artifacts" / "kernel.ttir").read_text()
    except OSError:
        return "not applied"
    return ws_decline_reason(ttir, num_stages) or "the pass left no ttg.warp_specialize"
