"""Which snapshot holds each warp-specialization stage, per Triton release line.

A stage is the IR *after* some compiler step. Each rule says where to find that IR: after an
internal sub-step dump, or after a pass (i.e. in the "Before" snapshot of the pass that follows
it). The tables are data, one per release line, chosen by ``stage_map_for(version)``; an unknown
version falls back to ``DETECTED``, which finds the same markers without trusting pass order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

STAGE_NAMES = ("TaskPartition", "TaskIdPropagate", "DataPartition", "WSCodePartition",
               "WSLowerToken", "SWP", "MemoryPlanner")


@dataclass(frozen=True)
class StageRule:
    """Where one stage's IR lives.

    ``after_step``: the internal dump "<owner> internal IR Dump After: <step>" of pass ``pass_arg``.
    ``after_passes``: the IR after the last of these passes that ran (a "Before" snapshot of the
    next pass, or the pipeline's final artifact).
    """

    stage: str
    pass_arg: str
    after_step: str = ""
    after_passes: tuple[str, ...] = ()
    description: str = ""
    absent: str = ""   # this pipeline has no such step: the reason shown as "not run"
    # the stage is the IR after these passes whether or not they changed it (Gluon: the author's IR)
    unconditional: bool = False


@dataclass(frozen=True)
class StageMap:
    release: str
    rules: tuple[StageRule, ...]
    # internal dump owner prefix -> the pass that prints it (3.6 prints them to stderr, unordered
    # relative to the dump file, so the owner must be known by name)
    internal_owners: tuple[tuple[str, str], ...]

    def owner_of(self, prefix: str) -> str:
        return dict(self.internal_owners).get(prefix, "")

    def rule(self, stage: str) -> StageRule:
        return next(r for r in self.rules if r.stage == stage)


WS_PASS = "nvgpu-warp-specialization"
SWP_PASS = "tritongpu-pipeline"

TRITON_3_6 = StageMap(
    release="3.6",
    rules=(
        StageRule("TaskPartition", WS_PASS, after_step="doTaskPartition",
                  description="ops tagged with async_task_id: producer (loads) vs consumers (dots)"),
        StageRule("TaskIdPropagate", WS_PASS, after_step="doTaskIdPropagate",
                  description="task ids propagated to every op the tasks need"),
        StageRule("DataPartition", WS_PASS, after_step="doDataPartition",
                  description="consumer work split across consumer warp groups"),
        StageRule("WSCodePartition", WS_PASS, after_step="doCodePartition",
                  description="channels become multi-buffered SMEM allocs with tokens; ttg.warp_specialize regions"),
        StageRule("WSLowerToken", WS_PASS, after_passes=(WS_PASS,),
                  description="tokens lowered to mbarriers (init/wait/arrive/expect); no internal dump, "
                              "so this is the IR after the whole pass"),
        StageRule("SWP", SWP_PASS, after_passes=(SWP_PASS,),
                  description="software pipelining (internal dumps LowerLoops, ExpandLoops)"),
        StageRule("MemoryPlanner", "allocate-shared-memory-nv",
                  after_passes=("allocate-shared-memory-nv", "triton-tensor-memory-allocation"),
                  description="allocation.offset on every SMEM buffer, ttg.shared on the module; TMEM on sm_100"),
    ),
    internal_owners=(("WarpSpec", WS_PASS), ("SoftwarePipeliner", SWP_PASS)),
)

# Blackwell (sm_100+) takes another WS path in 3.6: automatic warp specialization assigns ops to
# partitions, channels become nvws arefs, arefs are lowered to mbarriers, then loops are split into
# ttg.warp_specialize regions. The same stage names point at the closest equivalent IR.
BLACKWELL_WS_PASSES = ("tritongpu-automatic-warp-specialization", "tritongpu-partition-scheduling",
                       "nvws-insert-aref", "nvws-insert-tmem-aref", "nvws-lower-aref", "nvws-assign-stage-phase",
                       "tritongpu-partition-loops", "nvws-lower-warp-group")
BLACKWELL_NO_COUNTERPART = "no counterpart on the Blackwell path (automatic warp specialization)"

TRITON_3_6_BLACKWELL = StageMap(
    release="3.6-blackwell",
    rules=(
        StageRule("TaskPartition", "tritongpu-partition-scheduling", after_passes=("tritongpu-partition-scheduling",),
                  description="ops assigned to partitions (ttg.partition attributes)"),
        StageRule("TaskIdPropagate", "tritongpu-partition-scheduling", absent=BLACKWELL_NO_COUNTERPART),
        StageRule("DataPartition", "tritongpu-partition-scheduling", absent=BLACKWELL_NO_COUNTERPART),
        StageRule("WSCodePartition", "nvws-insert-aref", after_passes=("nvws-insert-aref", "nvws-insert-tmem-aref"),
                  description="channels become multi-buffered arefs over SMEM/TMEM buffers"),
        StageRule("WSLowerToken", "nvws-lower-warp-group",
                  after_passes=("nvws-lower-aref", "nvws-assign-stage-phase", "tritongpu-partition-loops",
                                "nvws-lower-warp-group"),
                  description="arefs lowered to mbarriers, loops split into ttg.warp_specialize partitions"),
        TRITON_3_6.rule("SWP"),
        TRITON_3_6.rule("MemoryPlanner"),
    ),
    internal_owners=TRITON_3_6.internal_owners,
)

# Gluon (``@gluon.jit``) skips make_ttir/make_ttgir: the backend's gluon_to_ttgir inlines, resolves
# the layouts the author left to the compiler and lowers descriptor ops; make_llir then assigns warp
# groups and shared memory. The author writes the partitions (gl.warp_specialize), the SMEM rings and
# the mbarriers, so the WS stages that build them have no pass: they are the author's IR.
GLUON_BY_HAND = "Gluon: written by hand in the kernel (gl.warp_specialize partitions); no pass does this"
TRITON_3_6_GLUON = StageMap(
    release="3.6-gluon",
    rules=(
        StageRule("TaskPartition", "gluon-inline", absent=GLUON_BY_HAND),
        StageRule("TaskIdPropagate", "gluon-inline", absent=GLUON_BY_HAND),
        StageRule("DataPartition", "gluon-inline", absent=GLUON_BY_HAND),
        StageRule("WSCodePartition", "gluon-resolve-auto-encodings",
                  after_passes=("gluon-resolve-auto-encodings",), unconditional=True,
                  description="the author's partitions, SMEM buffers and mbarriers, inlined, every layout resolved"),
        StageRule("WSLowerToken", "tritongpu-allocate-warp-groups",
                  after_passes=("tritongpu-allocate-warp-groups",), unconditional=True,
                  description="no tokens to lower (the author's mbarriers); each partition gets its warp ids "
                              "and register budget"),
        StageRule("SWP", "tritongpu-pipeline", absent="Gluon: pipelined by hand (gluon_to_ttgir has no "
                                                      "software pipeliner)"),
        TRITON_3_6.rule("MemoryPlanner"),
    ),
    internal_owners=TRITON_3_6.internal_owners,
)

# 3.9 keeps the same steps; its header format differs (parsed in snapshots.py) and it prints
# the internal dumps into the dump file, in order.
TRITON_3_9 = StageMap(release="3.9", rules=TRITON_3_6.rules, internal_owners=TRITON_3_6.internal_owners)

# Unknown releases: the same markers, found wherever they appear.
DETECTED = StageMap(release="detected", rules=TRITON_3_6.rules, internal_owners=TRITON_3_6.internal_owners)

STAGE_MAPS = {"3.6": TRITON_3_6, "3.7": TRITON_3_6, "3.8": TRITON_3_9, "3.9": TRITON_3_9}
BY_RELEASE = {m.release: m for m in (TRITON_3_6, TRITON_3_6_BLACKWELL, TRITON_3_6_GLUON, TRITON_3_9, DETECTED)}


def stage_map_for(version: str | None, target: str = "cuda:90", language: str = "triton") -> StageMap:
    """The stage map of a Triton version such as ``3.6.0``, a target and a front end (``triton`` or
    ``gluon``); ``DETECTED`` when unknown."""
    if language == "gluon":
        return TRITON_3_6_GLUON
    arch = re.match(r"cuda:(\d+)", target or "")
    if arch and int(arch.group(1)) >= 100:
        return TRITON_3_6_BLACKWELL
    if version:
        m = re.match(r"(\d+)\.(\d+)", version)
        if m and f"{m.group(1)}.{m.group(2)}" in STAGE_MAPS:
            return STAGE_MAPS[f"{m.group(1)}.{m.group(2)}"]
    return DETECTED


def stage_map_of(manifest: dict) -> StageMap:
    """The stage map a trace was recorded with (its manifest's ``stage_map``), else by version."""
    recorded = BY_RELEASE.get(manifest.get("stage_map") or "")
    if recorded is not None:
        return recorded
    return stage_map_for(manifest.get("triton_version"), manifest.get("target") or "cuda:90",
                         (manifest.get("kernel") or {}).get("language") or "triton")


def resolve_stage(name: str) -> str:
    """A stage name given by a user, case-insensitively; unknown names raise ValueError."""
    for stage in STAGE_NAMES:
        if stage.lower() == name.lower():
            return stage
    raise ValueError(f"unknown stage '{name}' (known: {', '.join(STAGE_NAMES)})")


# Markers in IR text that say why nvgpu-warp-specialization (3.6) declined to act. The pass
# returns without a diagnostic in each case, so passlab reads the conditions from its input IR.
# "ttg.num-warps" = 4 : i32  /  {tt.warp_specialize}  /  tt.num_stages = 3 : i32
NUM_WARPS_RE = re.compile(r'"ttg.num-warps"\s*=\s*(\d+)')
WS_REQUEST_RE = re.compile(r"\btt\.warp_specialize\b")
NUM_STAGES_RE = re.compile(r"\btt\.num_stages\s*=\s*(\d+)")
SCF_ELSE_RE = re.compile(r"^\s*\}\s*else\s*\{", re.M)
GATHER_RE = re.compile(r"\btt\.descriptor_gather\b|\btt\.gather\b")


def ws_decline_reason(ir_before_ws: str, num_stages_option: int | None = None) -> str | None:
    """Why nvgpu-warp-specialization would not apply to this IR (its input), or None if it would.

    Mirrors the early returns of the 3.6 pass: no loop with warp_specialize, num_warps != 4,
    num_stages <= 1, an scf.if with an else block anywhere in the function, or a gather.
    """
    if not WS_REQUEST_RE.search(ir_before_ws):
        return "no loop requests warp_specialize (tl.range(..., warp_specialize=True))"
    warps = NUM_WARPS_RE.search(ir_before_ws)
    if warps and int(warps.group(1)) != 4:
        return f"num_warps is {warps.group(1)}; Hopper warp specialization (3.6) needs num_warps=4"
    stages = [int(s) for s in NUM_STAGES_RE.findall(ir_before_ws)]
    effective = stages or ([num_stages_option] if num_stages_option is not None else [])
    if effective and max(effective) <= 1:
        return f"num_stages is {max(effective)}; warp specialization needs num_stages > 1"
    if SCF_ELSE_RE.search(ir_before_ws):
        return "the function has an scf.if with an else block (e.g. from fuse-nested-loops or a runtime branch)"
    if GATHER_RE.search(ir_before_ws):
        return "the loop uses a gather, which warp specialization does not support"
    return None
