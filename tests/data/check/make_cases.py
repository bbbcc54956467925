"""Write the golden cases of ``passlab check``: one folder per rule, an edited real snapshot each.

The bases in ``base/`` are real Triton 3.6 snapshots (``passlab trace``: matmul_hopper and
fa_hopper default configs, cuda:90 and cuda:100). Their kernels changed since; ``base/src/`` holds
the kernel files they were traced from (kernels/*.py at commit 3c4011c) and the bases' locations
name those copies, relative to the repository root, so a finding's source line and caret stay right
(a re-traced base: copy its kernel file there and rewrite its ``loc("/.../kernels/X.py"`` paths;
``test_fixture_locations_name_the_frozen_kernel_sources`` fails until then).

Each case applies a small text edit that breaks exactly one rule and records where that rule must
fire: the line of the edited file that contains ``expect_at``. Run
``python tests/data/check/make_cases.py`` after changing an edit; the test
``tests/cpu/test_check_cases.py`` reads the folders.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
BASE = HERE / "base"
MP90 = "matmul_hopper.sm90.MemoryPlanner.mlir"
MP90_INVAL = "matmul_hopper.sm90.MemoryPlanner.inval.mlir"
CP90 = "matmul_hopper.sm90.WSCodePartition.mlir"
WS_IN = "matmul_hopper.sm90.before-ws.mlir"
MP100 = "matmul_hopper.sm100.MemoryPlanner.mlir"
FA100 = "fa_hopper.sm100.MemoryPlanner.mlir"

INVAL = "    ttng.inval_barrier {0} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)"
# The four barrier arrays Triton 3.6 initializes and never uses (%12, %20, %28, %36), with their slots,
# and the line after which their invalidation goes (the last init of their group).
DEAD_BARRIERS = (("%19, 128", ("%14", "%16", "%18")), ("%27, 128", ("%22", "%24", "%26")),
                 ("%35, 128", ("%30", "%32", "%34")), ("%43, 128", ("%38", "%40", "%42")))

# A register layout for the round-trip case (the base has no blocked layout of its own).
RT_BLOCKED = "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"

# name -> (base, rule, [(line, old, new)] where new=None deletes the line, expect_at, what)
CASES = {
    "mbar001_remove_init": (MP90, "MBAR001", [(36, "ttng.init_barrier %2, 1", None)],
                            "ttng.barrier_expect %54, 32768", "remove the init of slot 1 of barrier %0"),
    "mbar001_use_after_inval": (MP100, "MBAR001",
                                [(87, "loc(#loc55)", "loc(#loc55)\n    ttng.inval_barrier %acc_12 : "
                                  "!ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc55)")],
                                "ttng.wait_barrier %acc_12, %c1_i32", "invalidate barrier %acc_12 before its first wait"),
    "mbar002_remove_inval": (MP90_INVAL, "MBAR002", "drop_inval:%38,%40,%42", "%36 = ttg.local_alloc",
                             "drop the invals of dead barrier %36, whose bytes %46 reuses"),
    "mbar003_drop_arrive": (MP90, "MBAR003", [(246, "ttng.arrive_barrier %55, 128", None)],
                            "ttng.wait_barrier %49, %a_22", "drop consumer 0's arrive on the empty barrier %13"),
    "mbar003_same_partition": (MP90, "MBAR003",
                               [(246, "loc(#loc62)", "loc(#loc62)\n      ttng.wait_barrier %55, %51 {async_task_id = "
                                 "array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc62)")],
                               "ttng.wait_barrier %55, %51", "consumer 0 waits on the empty barrier only it arrives on"),
    "mbar004_expect_bytes": (MP90, "MBAR004", [(166, "barrier_expect %50, 8192", "barrier_expect %50, 4096")],
                             "barrier_expect %50, 4096", "expect 4096 bytes for an 8192-byte TMA copy"),
    "mbar005_drop_wait": (MP90, "MBAR005", [(239, "ttng.wait_barrier %50, %51", None)],
                          "ttng.warp_group_dot %52, %54, %49 {async_task_id = array<i32: 1>",
                          "drop consumer 0's wait on the full barrier of ring %44"),
    "mbar006_constant_phase": (MP90, "MBAR006", [(239, "wait_barrier %50, %51 {", "wait_barrier %50, %c0_i32_10 {")],
                               "wait_barrier %50, %c0_i32_10", "wait on phase 0 in every iteration"),
    "smem001_oversize": (MP90, "SMEM001", [(15, "ttg.shared = 213464 : i32", "ttg.shared = 240000 : i32")],
                         "%46 = ttg.local_alloc",
                         "the allocator's total raised over the sm_90 limit (an error: the placement proves it; "
                         "an oversize buffer before planning is only an estimate, a warning)"),
    "smem002_overlap": (MP90, "SMEM002", [(114, "allocation.offset = 188416", "allocation.offset = 172032")],
                        "%45 = ttg.local_alloc", "move ring %45 into ring %44's bytes"),
    "smem002_concurrent_partitions": (MP90, "SMEM002", [(330, "allocation.offset = 131072", "allocation.offset = 98304")],
                                     "%61 = ttg.local_alloc %60 {allocation.offset = 98304",
                                     "give both consumers' epilogue buffers the same bytes (they run concurrently)"),
    "smem003_barrier_align": (MP90, "SMEM003", [(32, "allocation.offset = 213248", "allocation.offset = 213252")],
                              "%0 = ttg.local_alloc", "misalign barrier array %0 by 4 bytes"),
    "smem004_swizzle_align": (MP90, "SMEM004", [(114, "allocation.offset = 188416", "allocation.offset = 188544")],
                              "%45 = ttg.local_alloc", "move a 128B-swizzled ring off its 1024-byte alignment"),
    "tmem001_600_columns": (MP100, "TMEM001", [(89, "1x128x256xf32, #tmem", "1x128x600xf32, #tmem")],
                            "ttng.tmem_alloc", "allocate 600 TMEM columns"),
    "tmem002_overlap": (FA100, "TMEM002", [(157, "tensor_memory_col_offset = 384", "tensor_memory_col_offset = 256")],
                        "tensor_memory_col_offset = 256", "place a live TMEM buffer on top of another"),
    "ws001_num_warps": (WS_IN, "WS001", [(13, '"ttg.num-warps" = 4', '"ttg.num-warps" = 8')],
                        "scf.for", "request WS with num_warps=8"),
    "ws003_registers": (MP90, "WS003", [(116, "array<i32: 40, 232, 232>", "array<i32: 40, 240, 256>")],
                        "actualRegisters", "ask for more registers than the SM has"),
    "tma001_box": (MP90, "TMA001", [(135, "[%c64_i32, %c64_i32], [%K, %M]", "[%c256_i32, %c64_i32], [%K, %M]")],
                   "[%c256_i32, %c64_i32]", "a 256-element inner box: 512 bytes under a 128-byte swizzle"),
    "tma002_missing_fence": (MP90, "TMA002", [(257, "ttng.fence_async_shared {bCluster = false}", None)],
                             "async_tma_copy_local_to_global %c_desc_22[%57, %58] %60",
                             "drop consumer 0's fence between the epilogue's local_alloc and its TMA store"),
    "tma001_stride": (WS_IN, "TMA001", [(43, "[%b_desc, %c1_i64]", "[%c1_i64, %b_desc]")],
                      "[%c1_i64, %b_desc]", "a 1-element (2-byte) outer stride on B's descriptor"),
    "perf001_round_trip": (MP90, "PERF001",
                           [(244, "%acc_31 = ttng.warp_group_dot %52, %54",
                             "%rt_a = ttg.local_load %52 {async_task_id = array<i32: 1>} : "
                             "!ttg.memdesc<64x64xbf16, #shared1, #smem> -> tensor<64x64xbf16, " + RT_BLOCKED + "> "
                             "loc(#loc62)\n      %rt_b = ttg.local_alloc %rt_a {allocation.offset = 214016 : i32, "
                             "async_task_id = array<i32: 1>} : (tensor<64x64xbf16, " + RT_BLOCKED + ">) -> "
                             "!ttg.memdesc<64x64xbf16, #shared1, #smem> loc(#loc62)\n"
                             "      %acc_31 = ttng.warp_group_dot %rt_b, %54")],
                           "%rt_b = ttg.local_alloc %rt_a",
                           "consumer 0 copies its A tile out of the ring and back into a buffer of its own before "
                           "each wgmma (a local_load + local_alloc round trip, placed past the allocator's end)"),
}


def apply_edits(lines: list[str], edits) -> list[str]:
    out = list(lines)
    for number, old, new in sorted(edits, key=lambda e: -e[0]):
        if old not in out[number - 1]:
            raise SystemExit(f"line {number} does not contain {old!r}: {out[number - 1]!r}")
        if new is None:
            del out[number - 1]
        else:   # a new text with line breaks inserts lines after the edited one
            out[number - 1:number] = out[number - 1].replace(old, new, 1).split("\n")
    return out


def with_invals(lines: list[str], skip: tuple[str, ...] = ()) -> list[str]:
    out = []
    for line in lines:
        out.append(line)
        for marker, slots in DEAD_BARRIERS:
            if f"ttng.init_barrier {marker} :" in line:
                out.extend(INVAL.format(slot) for slot in slots if slot not in skip)
    return out


def main() -> None:
    mp90 = (BASE / MP90).read_text().splitlines()
    (BASE / MP90_INVAL).write_text("\n".join(with_invals(mp90)) + "\n")
    for name, (base, rule, edits, expect_at, what) in CASES.items():
        if isinstance(edits, str):
            edited = with_invals(mp90, skip=tuple(edits.split(":", 1)[1].split(",")))
        else:
            edited = apply_edits((BASE / base).read_text().splitlines(), edits)
        hits = [i + 1 for i, line in enumerate(edited) if expect_at in line]
        if len(hits) != 1:
            raise SystemExit(f"{name}: expect_at {expect_at!r} matches lines {hits}")
        folder = HERE / name
        folder.mkdir(exist_ok=True)
        (folder / "input.mlir").write_text("\n".join(edited) + "\n")
        (folder / "expect.json").write_text(json.dumps(
            {"base": f"base/{base}", "rule": rule, "line": hits[0], "edit": what}, indent=1) + "\n")


if __name__ == "__main__":
    main()
