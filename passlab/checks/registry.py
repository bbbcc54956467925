"""The rules ``passlab check`` knows: id, family, default severity, one-line title, doc, fix hint.

Rules are data; the family modules (smem, tmem, mbarrier, ws, tma, protocol, layout) implement them and look their
text up here, so ``--list-rules`` and the findings never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from passlab.checks.findings import Severity


@dataclass(frozen=True)
class Rule:
    id: str
    family: str
    severity: Severity
    title: str
    doc: str
    hint: str = ""


E, W, N = Severity.ERROR, Severity.WARNING, Severity.NOTE

RULES: tuple[Rule, ...] = (
    Rule("SMEM000", "smem", N, "shared-memory budget of a stage",
         "Peak bytes of SMEM buffers live at once (liveness from the IR), the largest buffers, and the "
         "allocator's ttg.shared when memory planning ran. Informational."),
    Rule("SMEM001", "smem", E, "shared memory exceeds the per-block limit",
         "The allocator's placement at the last planned stage (ttg.shared and the end of the furthest "
         "placed buffer) exceeds the target's per-block limit (sm_90/sm_100: 232448 bytes): an error, "
         "reported at the earliest stage where the need shows (WSCodePartition, WSLowerToken, SWP, "
         "MemoryPlanner). When the placement fits, an earlier peak of live buffers is not reported (later "
         "passes reuse the space); with no planned stage the peak is a warning, an estimate. For a GEMM "
         "the pipeline term (BLOCK_M + BLOCK_N) * BLOCK_K * bytes * stages is shown with its numbers.",
         "use smaller tiles (BLOCK_N or BLOCK_K) or fewer stages (num_stages)"),
    Rule("SMEM002", "smem", E, "two live SMEM buffers overlap",
         "After memory planning, two buffers whose [offset, offset + size) ranges intersect are live at the "
         "same time. Liveness is computed from the IR (allocation to last use of any view, whole WS op / "
         "loop when used inside one), independently of Triton's allocator.",
         "the allocation.offset values are wrong for these lifetimes; compare with Triton's Allocation.cpp"),
    Rule("SMEM003", "smem", E, "mbarrier not 8-byte aligned",
         "An SMEM buffer of i64 barriers (memdesc<Nx1xi64>) has an allocation.offset that is not a "
         "multiple of 8.", "mbarrier objects need 8-byte alignment"),
    Rule("SMEM004", "smem", E, "swizzled buffer misaligned",
         "A buffer with an NVMMA shared layout (swizzlingByteWidth 32/64/128) must start at a multiple of "
         "8 x the swizzle width (256/512/1024 bytes); any TMA destination at a multiple of 128 bytes.",
         "the swizzle pattern repeats every 8 rows of the swizzle width; a misaligned base corrupts data"),
    Rule("TMEM001", "tmem", E, "TMEM allocation does not fit",
         "A ttng.tmem_alloc needs more than 512 columns of 32-bit cells (128 lanes), or its column offset plus "
         "its columns runs past column 512. Columns are computed as Triton 3.6's getTmemAllocSizes does, from the "
         "allocation's encoding (accumulators packed or not, 2-CTA splits, block scales; no rounding: only the "
         "module total rounds to a power of two). For an encoding passlab does not size, an error needs the "
         "columns its bits take at the least; what only the estimate exceeds is a warning.",
         "a 128xN fp32 accumulator takes N columns; use a smaller BLOCK_N or fewer buffers"),
    Rule("TMEM002", "tmem", E, "live TMEM allocations overlap or exceed 512 columns",
         "Two allocations live at the same time (liveness from the IR) share a column and a 64-lane half as the "
         "allocator placed them (tensor_memory_col_offset / row_offset, columns computed as Triton 3.6 computes "
         "them), or the cells live at once exceed 128 lanes x 512 columns. Where a size is an estimate (an "
         "encoding passlab does not size) the finding is a warning that says so.",
         "fewer accumulator buffers or a smaller accumulator tile"),
    Rule("MBAR001", "mbarrier", E, "mbarrier used without a single prior init",
         "Each barrier slot is initialized exactly once (ttng.init_barrier with an arrival count >= 1) "
         "before any wait, arrive, expect, async copy or MMA commit uses it, and not used after its "
         "ttng.inval_barrier.",
         "init every slot once, before ttg.warp_specialize, with its expected arrival count"),
    Rule("MBAR002", "mbarrier", W, "mbarrier memory reused without inval",
         "A barrier is never invalidated (ttng.inval_barrier) and its SMEM range is later given to another "
         "buffer. PTX requires mbarrier.inval before the memory is used for anything else. Triton 3.6's "
         "Hopper WS emits no inval at all and its allocator reuses dead barriers' bytes: on sm_90, in a module "
         "with no inval_barrier anywhere, this compiler pattern is a note (the kernel author cannot change it); "
         "the protocol model (PROTO001) reports an error when a barrier whose bytes were overwritten is used "
         "again.",
         "invalidate barriers after their last use (Blackwell WS does)"),
    Rule("MBAR003", "mbarrier", E, "wait on a barrier nothing completes",
         "A ttng.wait_barrier whose barrier has no arrive_barrier, no barrier_expect with async copies, "
         "and no MMA commit; or, in a warp-specialized kernel, none outside the waiting partition.",
         "the waiting warps will hang: add the producer's arrive/expect or restore the commit"),
    Rule("MBAR004", "mbarrier", E, "barrier_expect bytes differ from the TMA copies",
         "The byte count of ttng.barrier_expect differs from the total bytes of the TMA copies "
         "(async_tma_copy_global_to_local, gather) that signal the same barrier in the same block.",
         "too few bytes completes the phase early (a race); too many hangs the waiter"),
    Rule("MBAR005", "mbarrier", E, "multi-buffered channel without full/empty barriers per copy",
         "A pattern: a buffer with N copies filled by TMA copies has a full barrier of fewer slots, a reader that "
         "does not wait on it, or a WS producer that refills it without an empty barrier. It defers to the "
         "protocol model: an error only where the model exhibits a race, deadlock or tx mismatch (PROTO001..003) "
         "on the same stage; a note where the model ran with every ring copy refilled and found none (a kernel "
         "that waits right after each load, as Gluon tutorial 05 does, is correct); a warning where the model "
         "did not run or left gaps.", "restore the wait; each copy of the ring needs both barriers"),
    Rule("MBAR006", "mbarrier", E, "wait phase does not flip with the buffer index",
         "A ttng.wait_barrier on a dynamically indexed slot inside a loop waits on a constant phase; the "
         "phase must flip each time the index wraps around the ring.",
         "compute the phase as (iteration / copies) & 1"),
    Rule("PROTO000", "protocol", N, "what the WS protocol model covered",
         "For each WS stage from WSLowerToken on: the partitions, the concrete kernel-argument values that set "
         "the trip counts, how many times each ring slot's barrier was waited on, the schedules explored, and "
         "anything the model could not interpret. Informational; see docs/protocol.md."),
    Rule("PROTO001", "protocol", E, "SMEM or TMEM race between partitions",
         "Replaying the partitions' loops under the mbarrier rules (phase parity, arrival counts, tx bytes, "
         "TMA loads landing later, wgmma reading until retired, tcgen05 MMAs reading and writing until a later "
         "commit of their partition lands), two accesses to the same shared-memory bytes or tensor-memory "
         "columns, "
         "at least one a write, are not ordered by any barrier phase (vector-clock happens-before); or a data "
         "write lands in the bytes of a barrier that is used afterwards. The finding gives both accesses, their "
         "partitions and iterations, and the ops that ran before them.",
         "restore the wait (or arrive) that orders these accesses; check the slot index and phase of each"),
    Rule("PROTO002", "protocol", E, "WS protocol deadlock",
         "In some schedule every unfinished partition waits on a barrier phase that no pending arrival or TMA "
         "load can complete. The finding names each blocked wait, its parity and the barrier's state.",
         "an arrive is missing, a count is too high, or a wait's phase is off by one"),
    Rule("PROTO003", "protocol", E, "barrier_expect bytes the TMA loads cannot match",
         "The bytes a barrier_expect announces differ from what the TMA loads that signal that barrier in the "
         "same phase bring: too many and the phase never completes (a hang); too few and it completes before "
         "the data lands, and the rest is counted in a later phase (a race).",
         "expect exactly the bytes of the copies that signal this barrier"),
    Rule("PROTO004", "protocol", W, "tcgen05 work never known complete",
         "In a schedule where every partition finished, a tcgen05 MMA (or tcgen05.cp) is not ordered before the "
         "kernel's end by any wait: no later tcgen05 commit of its partition lands on a barrier someone waits "
         "on. Its accumulator may still be written when the kernel deallocates tensor memory at return. A "
         "warning: ConSan does not check it, and a result nobody reads is harmless in practice.",
         "commit the MMA to a barrier and wait on it before the kernel ends"),
    Rule("PROTO005", "protocol", E, "mbarrier arrive underflow",
         "An arrive_barrier (or a tcgen05 commit's arrival) brings more arrivals than the barrier's current "
         "phase still expects: its pending count would become negative (ConSan: \"Barrier arrive underflow\"). "
         "The phase completes early, so a waiter passes before the other arrivals happened.",
         "arrive with the count the barrier was initialized with, once per phase"),
    Rule("PROTO006", "protocol", E, "read of memory no write has reached",
         "In a schedule the model explored, a read of shared or tensor memory (local_load, tmem_load, a wgmma or "
         "tcgen05 MMA operand, a TMA store's source) ran before any load, store, cp.async or MMA had been issued "
         "to those bytes. Shared and tensor memory hold nothing of the kernel's at launch, so the read sees "
         "garbage: typically a slot index that names the other ring slot, or a buffer read one iteration early. "
         "A read that also races is reported as PROTO001 instead.",
         "read the slot the matching load or MMA wrote (check the memdesc_index and the loop's slot counter)"),
    Rule("PROTO007", "protocol", W, "TMA load whose data no op reads",
         "In every schedule the model finished, the bytes a TMA load brought into shared memory are read by no "
         "op (local_load, a wgmma or tcgen05 operand, a TMA store's source) before a later write replaces them "
         "or the kernel ends. The load costs bandwidth for nothing; where another read of the same buffer names "
         "a different slot, that read sees stale data, which no barrier rule can show (the data was written, "
         "just not the data meant). Said only when the model saw every read and write (no PROTO000 gap).",
         "read the slot this load filled (check the memdesc_index after its wait), or do not issue the load"),
    Rule("PTX000", "ptx", N, "what the PTX protocol check covered",
         "The trace's final PTX (artifacts/kernel.ptx) run once per warp: warps and the roles they fall in (the "
         "partitions), events, the launch arguments (the TTGIR protocol model's choice), schedules, how often "
         "each barrier was waited on, TMA loads sized from their expect_tx (host descriptors: no box in the "
         "PTX), warps the machine stopped and why, instructions not modelled (one that touches barriers, a "
         "stopped warp or an instruction run on an assumption makes the run's PTX001-PTX006 errors warnings: "
         "not proven). Also says why the check did not "
         "run: tcgen05 is not modelled at PTX level, the PTX is unreadable (or not a regular file, or a link out "
         "of the trace), it holds two .entry functions (Triton writes one), or its .entry is another kernel's "
         "(not the manifest's metadata.name: a kernel.ptx copied from another trace). See docs/ptx.md."),
    Rule("PTX001", "ptx", E, "PTX race between an async-proxy access and another access",
         "Replaying the warps' PTX under the mbarrier rules (try_wait.parity, arrive counts, expect_tx bytes, TMA "
         "loads landing later), named barriers (bar.sync/bar.arrive with thread counts) and wgmma groups (a "
         "wgmma reads its descriptors' SMEM slots until a wgmma.wait_group retires it), a TMA load, TMA store, "
         "cp.async or wgmma access and another access to the same shared-memory slot, one a write, are not "
         "ordered. A wgmma operand slot released (an empty-barrier arrive) before its wgmma.wait_group shows "
         "here. Races between two generic accesses are not reported.",
         "restore the wait (mbarrier.try_wait loop, wgmma.wait_group, bar.sync) that orders these accesses"),
    Rule("PTX002", "ptx", E, "PTX deadlock",
         "In some schedule every unfinished warp waits on an mbarrier phase or a named barrier that nothing can "
         "complete any more.", "an arrive is missing, a count is too high, or a wait's parity is off"),
    Rule("PTX003", "ptx", E, "TMA bytes land after their barrier's phase completed",
         "A TMA load's complete_tx lands in a later phase than the one that was open when it was issued: the "
         "expect_tx bytes of that phase did not cover it, so a waiter passed before its data arrived.",
         "expect exactly the bytes of the copies that signal this barrier"),
    Rule("PTX004", "ptx", E, "async-proxy read of a generic write without fence.proxy.async",
         "A TMA store or wgmma reads (through the async proxy) a shared-memory slot that a warp wrote with "
         "generic stores (st.shared, stmatrix) and that warp ran no fence.proxy.async between its write and the "
         "synchronization that orders the read: PTX's memory model does not make the write visible to the "
         "async proxy.", "run fence.proxy.async (fence_async_shared) after the stores, before the barrier"),
    Rule("PTX005", "ptx", E, "mbarrier arrive underflow in the PTX",
         "An mbarrier.arrive brings more arrivals (its count times the lanes that run it) than the barrier's "
         "current phase still expects.", "arrive with the count the barrier was initialized with, once per phase"),
    Rule("PTX006", "ptx", E, "named barrier used with different thread counts",
         "Warps arrive at one generation of a named barrier (bar.sync/bar.arrive id, count) naming different "
         "thread counts: PTX leaves the result undefined.", "use one thread count per barrier id"),
    Rule("PTX007", "ptx", N, "TMA load over barrier bytes initialized through the generic proxy",
         "A TMA load (an async-proxy write) lands on bytes that an earlier mbarrier.init wrote (a generic-proxy "
         "write) with no fence.proxy.async by the initializing warp in between: PTX does not order the two writes. "
         "Triton 3.6's allocator gives dead barriers' bytes to a data ring, so every sm_90 WS kernel of it shows "
         "this; a note, since the kernels are correct on the GPU (a proxy fence after the inits did not change "
         "the 3-stage fa_hopper NaN, docs/protocol.md).", "fence.proxy.async after the mbarrier.init ops"),
    Rule("WS000", "ws", N, "warp-specialization layout",
         "Each ttg.warp_specialize: its warp groups, warps and registers per thread, and the registers "
         "they take of the SM's 65536. Informational."),
    Rule("WS001", "ws", W, "warp specialization requested but not applied",
         "A loop asks for warp_specialize but the IR has no ttg.warp_specialize after the WS passes; the "
         "reason is read from the pass's input (num_warps != 4, num_stages <= 1, an scf.if with else, a "
         "gather) as nvgpu-warp-specialization (3.6) declines silently.",
         "meet the pass's conditions, e.g. -c num_warps=4, or drop warp_specialize"),
    Rule("WS002", "ws", E, "warp-specialization pass failed",
         "The compile failed inside the warp-specialization pass; later stages are missing.",
         "see 'passlab debug' for the reduced reproducer"),
    Rule("WS003", "ws", E, "partition registers exceed the register file",
         "Sum over the WS warp groups of warps x 32 x registers per thread (actualRegisters, else "
         "requestedRegisters) exceeds 65536 registers per SM.", "lower requestedRegisters or use fewer warps"),
    Rule("TMA001", "tma", E, "TMA descriptor out of limits",
         "Where values are constants. At tt.make_tensor_descriptor: rank 1..5, last stride 1, other strides "
         "multiples of 16 bytes, inner block at least 16 bytes. At ttng.tensormap_create (the box Triton "
         "programs): rank 1..5, box dims in 1..256, inner box bytes within the swizzle width (a multiple of "
         "16 without swizzle), global strides multiples of 16 bytes, element strides in 1..8.",
         "fix block_shape/strides of tl.make_tensor_descriptor"),
    Rule("TMA002", "tma", E, "TMA store of shared memory written without a proxy fence",
         "In the latest stage, a TMA store (async_tma_copy_local_to_global, reduce, scatter) reads a buffer that a "
         "ttg.local_store or an initialized ttg.local_alloc wrote earlier in the same straight-line code, with no "
         "ttng.fence_async_shared in between. The write is in the generic proxy and the TMA engine reads through "
         "the async proxy: PTX requires fence.proxy.async between them, and Triton 3.6 adds none after this stage "
         "(triton-nvidia-gpu-proxy-fence-insertion fences wgmma/tcgen05 operands, not TMA stores). A write in "
         "another block or partition is not judged.",
         "call fence_async_shared() between the shared-memory store and the TMA store"),
    Rule("PERF001", "perf", W, "layout conversion through shared memory in a mainloop",
         "In the most lowered IR (after every layout pass and the allocator), an operand of an MMA (wgmma, "
         "tcgen05, mma_v2) inside a loop is re-laid out through shared memory in each iteration: a "
         "ttg.convert_layout the allocator gave scratch (Triton 3.6 does for a conversion cvtNeedsSharedMemory "
         "says needs it: across warps; register permutes and warp shuffles get none and are not reported); a "
         "computed register tile written by ttg.local_alloc and read back by ttg.local_load for a register operand "
         "(reduce-data-duplication's form of such a conversion, e.g. a tl.trans of P); or a round trip, a tile "
         "ttg.local_load read and ttg.local_alloc / local_store wrote back with only layout ops between (what "
         "Triton 3.6 makes of a non-K-major FP8 wgmma operand). ttg.memdesc_trans and tt.trans "
         "are free views and are named only as the cause; tiles staged from global memory, conversions hoisted "
         "out of the loop are not reported. A convert_layout with scratch that feeds no MMA operand but runs in "
         "every iteration of an innermost MMA loop (a scale vector re-laid out for the product) is a note; one "
         "in a conditional block (a flattened loop's epilogue) or in a loop holding another loop (a tile loop's "
         "epilogue) is not reported. A performance hint, never an error.",
         "give the MMA its operand in the layout it reads (K-major for FP8 wgmma), or convert once outside the loop"),
)

BY_ID = {rule.id: rule for rule in RULES}
FAMILIES = ("smem", "tmem", "mbarrier", "ws", "tma", "protocol", "ptx", "perf")


def rule(rule_id: str) -> Rule:
    return BY_ID[rule_id]
