"""Which snapshot holds each warp-specialization stage, and what each Triton release line prints.

A stage is the IR *after* some compiler step. Each rule says where to find that IR: after an
internal sub-step dump, or after a pass (i.e. in the "Before" snapshot of the pass that follows
it). Everything that differs between release lines is data here, one ``ReleaseLine`` per line:
its dump header format, where its internal dumps go, which passes run nested inside another
pass, and one ``StageMap`` per pipeline (Hopper WS, Blackwell automatic WS, Gluon). Each table was
checked against that wheel's ``triton/backends/nvidia/compiler.py`` and the passes it dumps.
``stage_map_for(version)`` picks one; a later release passlab does not know uses the nearest
earlier line and says so (``StageMap.chosen_because``).
"""

from __future__ import annotations

import dataclasses
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
class NestedPipeline:
    """Passes that ``parent`` runs in its own pass manager (``runPipeline``); MLIR dumps them like
    top-level passes, so only this table tells that they run inside ``parent``.

    ``child_anchor``: "function" when only function-anchored runs are children (the inliner
    canonicalizes each callable; a module-anchored canonicalize after it is a top-level pass).
    ``rewrites_after``: the parent rewrites the IR itself after its last nested pass and before the
    next dump, so the IR after that child is not dumped on its own (MLIR prints only "Before").
    ``rewrites_between``: the parent rewrites between any two of its nested passes (the inliner
    inlines between canonicalizations): no child's own change can be told apart.
    """

    parent: str
    children: tuple[str, ...]
    child_anchor: str = ""
    rewrites_after: bool = False
    rewrites_between: bool = False

    def runs_inside(self, arg: str, anchor: str) -> bool:
        if arg not in self.children:
            return False
        return self.child_anchor != "function" or not (anchor or "builtin.module").startswith("builtin.module")


@dataclass(frozen=True)
class StageMap:
    release: str
    rules: tuple[StageRule, ...]
    # internal dump owner prefix -> the pass that prints it (3.6 prints them to stderr, unordered
    # relative to the dump file, so the owner must be known by name)
    internal_owners: tuple[tuple[str, str], ...]
    nested: tuple[NestedPipeline, ...] = ()
    internal_stream: str = "stderr"    # where the owners' internal dumps go: "stderr" or "dump"
    header_format: str = "3.6"
    chosen_because: str = ""           # set when the trace's version has no table of its own

    def owner_of(self, prefix: str) -> str:
        return dict(self.internal_owners).get(prefix, "")

    def rule(self, stage: str) -> StageRule:
        return next(r for r in self.rules if r.stage == stage)

    def pipeline_of(self, arg: str) -> NestedPipeline | None:
        return next((n for n in self.nested if n.parent == arg), None)


WS_PASS = "nvgpu-warp-specialization"
SWP_PASS = "tritongpu-pipeline"
AUTOMATIC_WS_PASS = "tritongpu-automatic-warp-specialization"
INTERNAL_OWNERS = (("WarpSpec", WS_PASS), ("SoftwarePipeliner", SWP_PASS))

HOPPER_RULES = (
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
              # The name comes from Meta's fork, where a WS memory planner runs here; upstream
              # Triton (3.6-3.9) has none: this is ordinary allocation, WS or not.
              description="ordinary memory allocation, no WS memory planning (the stage's name is Meta's fork's): "
                          "allocation.offset on every SMEM buffer, ttg.shared on the module; TMEM offsets on "
                          "sm_100"),
)
SWP_RULE, MEMORY_RULE = HOPPER_RULES[5], HOPPER_RULES[6]

# Blackwell (sm_100+) takes another WS path: automatic warp specialization assigns ops to
# partitions, channels become nvws arefs, arefs are lowered to mbarriers, then loops are split into
# ttg.warp_specialize regions. The same stage names point at the closest equivalent IR.
BLACKWELL_NO_COUNTERPART = "no counterpart on the Blackwell path (automatic warp specialization)"
BLACKWELL_RULES = (
    StageRule("TaskPartition", "tritongpu-partition-scheduling", after_passes=("tritongpu-partition-scheduling",),
              description="ops assigned to partitions (ttg.partition attributes)"),
    StageRule("TaskIdPropagate", "tritongpu-partition-scheduling", absent=BLACKWELL_NO_COUNTERPART),
    StageRule("DataPartition", "tritongpu-partition-scheduling", absent=BLACKWELL_NO_COUNTERPART),
    StageRule("WSCodePartition", "nvws-insert-aref", after_passes=("nvws-insert-aref", "nvws-insert-tmem-aref"),
              description="channels become nvws arefs over SMEM/TMEM buffers, the leading dimension the copies "
                          "(1, single-buffered, for matmul_hopper on 3.6); nvws-lower-aref adds the mbarriers"),
    StageRule("WSLowerToken", "nvws-lower-warp-group",
              after_passes=("nvws-lower-aref", "nvws-assign-stage-phase", "tritongpu-partition-loops",
                            "nvws-lower-warp-group"),
              description="arefs lowered to mbarriers, loops split into ttg.warp_specialize partitions"),
    SWP_RULE,
    MEMORY_RULE,
)

# Gluon (``@gluon.jit``) skips make_ttir/make_ttgir: the backend's gluon_to_ttgir inlines, resolves
# the layouts the author left to the compiler and lowers descriptor ops; make_llir then assigns warp
# groups and shared memory. The author writes the partitions (gl.warp_specialize), the SMEM rings and
# the mbarriers, so the WS stages that build them have no pass: they are the author's IR.
GLUON_BY_HAND = "Gluon: written by hand in the kernel (gl.warp_specialize partitions); no pass does this"
GLUON_RULES = (
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
    MEMORY_RULE,
)

# -- nested pipelines, per release line (Triton's runPipeline calls) ----------------------------------
# The inliner canonicalizes every callable it touches (its default-pipeline option).
INLINER = NestedPipeline("inline", ("canonicalize",), child_anchor="function", rewrites_after=True,
                         rewrites_between=True)
# NVWSLowerAref combines and multi-buffers arefs, runs nvws-assign-stage-phase, then lowers
# aref.create to barriers (LowerArefCreate): the IR after assign-stage-phase is never dumped alone.
LOWER_AREF = NestedPipeline("nvws-lower-aref", ("nvws-assign-stage-phase",), rewrites_after=True)
# AutomaticWarpSpecialization::runOnOperation: one nested pass manager, then it multi-buffers TMA
# descriptors itself (multiBufferTMADescriptors) before the next top-level pass.
_AWS_36 = ("tritongpu-partition-scheduling", "nvws-insert-aref", "nvws-insert-tmem-aref", "sccp", "cse",
           "nvws-lower-aref", "tritongpu-partition-loops", "nvws-lower-warp-group", "tritongpu-schedule-loops")
_AWS_37 = _AWS_36 + ("nvws-hoist-tmem-store",)                       # 3.7: after partition-scheduling
_AWS_38 = _AWS_37 + ("VerifyWarpSpecializationPartitions",)          # 3.8: a verifier after each nested pass
_AWS_39 = _AWS_38 + ("tritongpu-normalize-ws-while-loops",)          # 3.9: before partition-scheduling
NESTED_36 = (INLINER, LOWER_AREF, NestedPipeline(AUTOMATIC_WS_PASS, _AWS_36, rewrites_after=True))
NESTED_37 = (INLINER, LOWER_AREF, NestedPipeline(AUTOMATIC_WS_PASS, _AWS_37, rewrites_after=True))
NESTED_38 = (INLINER, LOWER_AREF, NestedPipeline(AUTOMATIC_WS_PASS, _AWS_38, rewrites_after=True))
NESTED_39 = (INLINER, LOWER_AREF, NestedPipeline(AUTOMATIC_WS_PASS, _AWS_39, rewrites_after=True))


@dataclass(frozen=True)
class ReleaseLine:
    """What one Triton release line prints and where: the tables passlab reads its dumps with."""

    line: str                  # "3.6"
    header_format: str         # snapshots.HEADER_FORMATS name
    internal_stream: str       # "stderr" (3.6, 3.7) or "dump" (3.8+: into the MLIR_DUMP_PATH file)
    nested: tuple[NestedPipeline, ...]

    def stage_map(self, pipeline: str) -> StageMap:
        rules = {"hopper": HOPPER_RULES, "blackwell": BLACKWELL_RULES, "gluon": GLUON_RULES}[pipeline]
        release = self.line if pipeline == "hopper" else f"{self.line}-{pipeline}"
        return StageMap(release, rules, INTERNAL_OWNERS, self.nested, self.internal_stream, self.header_format)


RELEASE_LINES = (
    ReleaseLine("3.6", "3.6", "stderr", NESTED_36),
    ReleaseLine("3.7", "3.6", "stderr", NESTED_37),
    ReleaseLine("3.8", "3.8", "dump", NESTED_38),
    ReleaseLine("3.9", "3.8", "dump", NESTED_39),
)
PIPELINES = ("hopper", "blackwell", "gluon")
BY_RELEASE = {line.stage_map(p).release: line.stage_map(p) for line in RELEASE_LINES for p in PIPELINES}
TRITON_3_6, TRITON_3_6_BLACKWELL, TRITON_3_6_GLUON = (BY_RELEASE[r] for r in ("3.6", "3.6-blackwell", "3.6-gluon"))
TRITON_3_9 = BY_RELEASE["3.9"]
# A version string passlab cannot read at all: the newest tables, which read every known format.
DETECTED = dataclasses.replace(BY_RELEASE["3.9"], release="detected")
BY_RELEASE["detected"] = DETECTED
BLACKWELL_WS_PASSES = (AUTOMATIC_WS_PASS,) + _AWS_39


def _line_number(line: str) -> tuple[int, int]:
    major, minor = line.split(".")
    return int(major), int(minor)


def release_line_for(version: str | None) -> tuple[ReleaseLine | None, str]:
    """The release line whose tables read ``version``'s dumps, and why when it is not its own.

    A later version than any table (3.10) gets the nearest earlier line; an earlier one (3.5) the
    oldest; a version that is not ``N.M...`` gets none.
    """
    m = re.match(r"(\d+)\.(\d+)", version or "")
    if not m:
        return None, f"Triton version {version!r} is not N.M: the newest tables, reading every known header format"
    wanted = (int(m.group(1)), int(m.group(2)))
    for line in RELEASE_LINES:
        if _line_number(line.line) == wanted:
            return line, ""
    earlier = [line for line in RELEASE_LINES if _line_number(line.line) < wanted]
    if earlier:
        line = earlier[-1]
        return line, (f"Triton {version} has no stage map of its own; using the nearest earlier one "
                      f"({line.line}): check its stages")
    line = RELEASE_LINES[0]
    return line, f"Triton {version} is older than any stage map; using the oldest ({line.line})"


def stage_map_for(version: str | None, target: str = "cuda:90", language: str = "triton") -> StageMap:
    """The stage map of a Triton version such as ``3.6.0``, a target and a front end (``triton`` or
    ``gluon``); ``chosen_because`` says why when the version has no table of its own."""
    arch = re.match(r"cuda:(\d+)", target or "")
    pipeline = "gluon" if language == "gluon" else \
        "blackwell" if arch and int(arch.group(1)) >= 100 else "hopper"
    line, why = release_line_for(version)
    if line is None:
        chosen = DETECTED if pipeline == "hopper" else BY_RELEASE[f"3.9-{pipeline}"]
        return dataclasses.replace(chosen, chosen_because=why)
    return dataclasses.replace(line.stage_map(pipeline), chosen_because=why)


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
