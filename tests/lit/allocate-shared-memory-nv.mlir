// RUN: triton-opt %s -split-input-file --allocate-shared-memory-nv='compute-capability=90 ptx-version=87' | FileCheck %s

// The shared-memory planner (allocate-shared-memory-nv, sm_90) on the two Hopper matmuls of
// kernels/matmul_hopper.py, input = the IR before the pass. It writes allocation.offset on every
// SMEM buffer and the module's total in ttg.shared, which is the "shared" the compile reports.

// Warp-specialized (config default): A split in two 3x64x64 channels (one per consumer warp
// group), B in one 3x64x256 channel; the epilogue buffers reuse the space at 98304.
// CHECK: module attributes {{.*}}ttg.shared = 213464 : i32
// CHECK-SAME: "ttg.total-num-warps" = 12 : i32
// CHECK-LABEL: tt.func public @ws_matmul
// CHECK: ttg.local_alloc {allocation.offset = 163840 : i32} : () -> !ttg.memdesc<3x64x64xbf16
// CHECK-NEXT: ttg.local_alloc {allocation.offset = 188416 : i32} : () -> !ttg.memdesc<3x64x64xbf16
// CHECK-NEXT: ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<3x64x256xbf16
// CHECK-NEXT: ttg.warp_specialize(
// CHECK-SAME: allocation.offset = 98304 : i32
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {ttg.maxnreg = 168 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32} {
  tt.func public @ws_matmul(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c127_i32 = arith.constant 127 : i32
    %c255_i32 = arith.constant 255 : i32
    %c63_i32 = arith.constant 63 : i32
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %0 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %2 = ttg.memdesc_index %0[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %3 = ttg.memdesc_index %0[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %3, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %5 = ttg.memdesc_index %4[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %5, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %6 = ttg.memdesc_index %4[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %6, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %7 = ttg.memdesc_index %4[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %8 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %9 = ttg.memdesc_index %8[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %10 = ttg.memdesc_index %8[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %11 = ttg.memdesc_index %8[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %12 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %13 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %14 = ttg.memdesc_index %12[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %15 = ttg.memdesc_index %13[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %15, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %16 = ttg.memdesc_index %12[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %17 = ttg.memdesc_index %13[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %17, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %18 = ttg.memdesc_index %12[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %19 = ttg.memdesc_index %13[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %19, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    gpu.barrier
    %20 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %21 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %22 = ttg.memdesc_index %20[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %22, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %23 = ttg.memdesc_index %21[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %23, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %24 = ttg.memdesc_index %20[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %24, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %25 = ttg.memdesc_index %21[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %25, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %26 = ttg.memdesc_index %20[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %26, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %27 = ttg.memdesc_index %21[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %27, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    gpu.barrier
    %28 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %30 = ttg.memdesc_index %28[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %30, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %31 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %31, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %32 = ttg.memdesc_index %28[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %32, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %33 = ttg.memdesc_index %29[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %33, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %34 = ttg.memdesc_index %28[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %34, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %35 = ttg.memdesc_index %29[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %35, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    gpu.barrier
    %36 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable>
    %38 = ttg.memdesc_index %36[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %38, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %39 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %39, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %40 = ttg.memdesc_index %36[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %40, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %41 = ttg.memdesc_index %37[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %41, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %42 = ttg.memdesc_index %36[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %42, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %43 = ttg.memdesc_index %37[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %43, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    gpu.barrier
    %44 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>
    %46 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable>
    ttg.warp_specialize(%arg3, %arg4, %arg2, %arg5, %8, %44, %0, %46, %4, %45, %13, %21, %29, %37) attributes {actualRegisters = array<i32: 40, 232, 232>, requestedRegisters = array<i32: 232, 232>, warpGroupStartIds = array<i32: 4, 8>}
    default {
      %47 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %48 = arith.addi %arg3, %c127_i32 {async_task_id = array<i32: 0>} : i32
      %49 = arith.divsi %48, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %50 = arith.addi %arg4, %c255_i32 {async_task_id = array<i32: 0>} : i32
      %51 = arith.divsi %50, %c256_i32 {async_task_id = array<i32: 0>} : i32
      %52 = arith.muli %51, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %53 = arith.divsi %47, %52 {async_task_id = array<i32: 0>} : i32
      %54 = arith.muli %53, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %55 = arith.subi %49, %54 {async_task_id = array<i32: 0>} : i32
      %56 = arith.minsi %55, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %57 = arith.remsi %47, %52 {async_task_id = array<i32: 0>} : i32
      %58 = arith.remsi %57, %56 {async_task_id = array<i32: 0>} : i32
      %59 = arith.addi %54, %58 {async_task_id = array<i32: 0>} : i32
      %60 = arith.divsi %57, %56 {async_task_id = array<i32: 0>} : i32
      %61 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %62 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
      %63 = arith.muli %61, %c2_i64 : i64
      ttng.tensormap_create %62, %arg0, [%c64_i32, %c64_i32], [%arg5, %arg3], [%63], [%c1_i32, %c1_i32] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
      ttng.tensormap_fenceproxy_acquire %62 : !tt.ptr<i8>
      %64 = ttng.reinterpret_tensor_descriptor %62 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xbf16, #shared1>>
      %65 = arith.extsi %arg4 {async_task_id = array<i32: 0>} : i32 to i64
      %66 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
      %67 = arith.muli %65, %c2_i64 : i64
      ttng.tensormap_create %66, %arg1, [%c64_i32, %c64_i32], [%arg4, %arg5], [%67], [%c1_i32, %c1_i32] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
      ttng.tensormap_fenceproxy_acquire %66 : !tt.ptr<i8>
      %68 = ttng.reinterpret_tensor_descriptor %66 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x256xbf16, #shared1>>
      %69 = arith.addi %arg5, %c63_i32 {async_task_id = array<i32: 0>} : i32
      %70 = arith.divsi %69, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %71 = arith.muli %59, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %72 = arith.addi %71, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %73 = arith.muli %60, %c256_i32 {async_task_id = array<i32: 0>} : i32
      cf.br ^bb1(%c0_i32, %c0_i64 : i32, i64)
    ^bb1(%74: i32, %75: i64):  // 2 preds: ^bb0, ^bb2
      %76 = arith.cmpi slt, %74, %70 : i32
      cf.cond_br %76, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %77 = arith.muli %74, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %78 = arith.divui %75, %c3_i64 {async_task_id = array<i32: 0>} : i64
      %79 = arith.muli %78, %c3_i64 {async_task_id = array<i32: 0>} : i64
      %80 = arith.subi %75, %79 {async_task_id = array<i32: 0>} : i64
      %81 = arith.trunci %80 {async_task_id = array<i32: 0>} : i64 to i32
      %82 = arith.andi %78, %c1_i64 {async_task_id = array<i32: 0>} : i64
      %83 = arith.trunci %82 {async_task_id = array<i32: 0>} : i64 to i1
      %84 = ttg.memdesc_index %13[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %85 = arith.xori %83, %true : i1
      %86 = arith.extui %85 : i1 to i32
      ttng.wait_barrier %84, %86 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %87 = ttg.memdesc_index %8[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.barrier_expect %87, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %88 = ttg.memdesc_index %44[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable>
      ttng.async_tma_copy_global_to_local %64[%71, %77] %88, %87, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xbf16, #shared1>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable>
      %89 = ttg.memdesc_index %37[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.wait_barrier %89, %86 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %90 = ttg.memdesc_index %29[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.wait_barrier %90, %86 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %91 = ttg.memdesc_index %0[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.barrier_expect %91, 32768 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %92 = ttg.memdesc_index %46[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem, mutable>
      ttng.async_tma_copy_global_to_local %68[%77, %73] %92, %91, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x256xbf16, #shared1>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem, mutable>
      %93 = ttg.memdesc_index %21[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.wait_barrier %93, %86 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %94 = ttg.memdesc_index %4[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.barrier_expect %94, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %95 = ttg.memdesc_index %45[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable>
      ttng.async_tma_copy_global_to_local %64[%72, %77] %95, %94, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xbf16, #shared1>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable>
      %96 = arith.addi %75, %c1_i64 {async_task_id = array<i32: 0>} : i64
      %97 = arith.addi %74, %c1_i32 : i32
      cf.br ^bb1(%97, %96 : i32, i64)
    ^bb3:  // pred: ^bb1
      ttg.warp_yield
    }
    partition0(%arg6: i32, %arg7: i32, %arg8: !tt.ptr<bf16>, %arg9: i32, %arg10: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg11: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, %arg12: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg13: !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable>, %arg14: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg15: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, %arg16: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg17: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg18: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg19: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>) num_warps(4) {
      %c2_i64_0 = arith.constant 2 : i64
      %c3_i64_1 = arith.constant 3 : i64
      %c0_i64_2 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %c8_i32_3 = arith.constant {async_task_id = array<i32: 1>} 8 : i32
      %c1_i64_4 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %c128_i32_5 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c64_i32_6 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %c256_i32_7 = arith.constant {async_task_id = array<i32: 1>} 256 : i32
      %c0_i32_8 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %c1_i32_9 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %c127_i32_10 = arith.constant {async_task_id = array<i32: 1>} 127 : i32
      %c255_i32_11 = arith.constant {async_task_id = array<i32: 1>} 255 : i32
      %c63_i32_12 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #mma>
      %47 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %48 = arith.addi %arg6, %c127_i32_10 {async_task_id = array<i32: 1>} : i32
      %49 = arith.divsi %48, %c128_i32_5 {async_task_id = array<i32: 1>} : i32
      %50 = arith.addi %arg7, %c255_i32_11 {async_task_id = array<i32: 1>} : i32
      %51 = arith.divsi %50, %c256_i32_7 {async_task_id = array<i32: 1>} : i32
      %52 = arith.muli %51, %c8_i32_3 {async_task_id = array<i32: 1>} : i32
      %53 = arith.divsi %47, %52 {async_task_id = array<i32: 1>} : i32
      %54 = arith.muli %53, %c8_i32_3 {async_task_id = array<i32: 1>} : i32
      %55 = arith.subi %49, %54 {async_task_id = array<i32: 1>} : i32
      %56 = arith.minsi %55, %c8_i32_3 {async_task_id = array<i32: 1>} : i32
      %57 = arith.remsi %47, %52 {async_task_id = array<i32: 1>} : i32
      %58 = arith.remsi %57, %56 {async_task_id = array<i32: 1>} : i32
      %59 = arith.addi %54, %58 {async_task_id = array<i32: 1>} : i32
      %60 = arith.divsi %57, %56 {async_task_id = array<i32: 1>} : i32
      %61 = arith.extsi %arg7 {async_task_id = array<i32: 1>} : i32 to i64
      %62 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
      %63 = arith.muli %61, %c2_i64_0 : i64
      ttng.tensormap_create %62, %arg8, [%c64_i32_6, %c64_i32_6], [%arg7, %arg6], [%63], [%c1_i32_9, %c1_i32_9] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
      ttng.tensormap_fenceproxy_acquire %62 : !tt.ptr<i8>
      %64 = ttng.reinterpret_tensor_descriptor %62 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x256xbf16, #shared1>>
      %65 = arith.addi %arg9, %c63_i32_12 {async_task_id = array<i32: 1>} : i32
      %66 = arith.divsi %65, %c64_i32_6 {async_task_id = array<i32: 1>} : i32
      cf.br ^bb1(%c0_i32_8, %cst, %c0_i64_2 : i32, tensor<64x256xf32, #mma>, i64)
    ^bb1(%67: i32, %68: tensor<64x256xf32, #mma>, %69: i64):  // 2 preds: ^bb0, ^bb2
      %70 = arith.cmpi slt, %67, %66 : i32
      cf.cond_br %70, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %71 = arith.divui %69, %c3_i64_1 {async_task_id = array<i32: 1>} : i64
      %72 = arith.muli %71, %c3_i64_1 {async_task_id = array<i32: 1>} : i64
      %73 = arith.subi %69, %72 {async_task_id = array<i32: 1>} : i64
      %74 = arith.trunci %73 {async_task_id = array<i32: 1>} : i64 to i32
      %75 = arith.andi %71, %c1_i64_4 {async_task_id = array<i32: 1>} : i64
      %76 = arith.trunci %75 {async_task_id = array<i32: 1>} : i64 to i1
      %77 = ttg.memdesc_index %arg10[%74] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %78 = arith.extsi %76 {async_task_id = array<i32: 1>} : i1 to i32
      ttng.wait_barrier %77, %78 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %79 = ttg.memdesc_index %arg11[%74] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem>
      %80 = ttg.memdesc_index %arg12[%74] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.wait_barrier %80, %78 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %81 = ttg.memdesc_index %arg13[%74] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem>
      %82 = ttng.warp_group_dot %79, %81, %68 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #shared1, #smem> * !ttg.memdesc<64x256xbf16, #shared1, #smem> -> tensor<64x256xf32, #mma>
      %83 = ttg.memdesc_index %arg16[%74] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.arrive_barrier %83, 128 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %84 = ttg.memdesc_index %arg18[%74] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.arrive_barrier %84, 128 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %85 = arith.addi %69, %c1_i64_4 {async_task_id = array<i32: 1>} : i64
      %86 = arith.addi %67, %c1_i32_9 : i32
      cf.br ^bb1(%86, %82, %85 : i32, tensor<64x256xf32, #mma>, i64)
    ^bb3:  // pred: ^bb1
      %87 = arith.muli %59, %c128_i32_5 {async_task_id = array<i32: 1>} : i32
      %88 = arith.muli %60, %c256_i32_7 {async_task_id = array<i32: 1>} : i32
      %89 = arith.truncf %68 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #mma> to tensor<64x256xbf16, #mma>
      %90 = ttg.local_alloc %89 : (tensor<64x256xbf16, #mma>) -> !ttg.memdesc<64x256xbf16, #shared1, #smem>
      ttng.fence_async_shared {bCluster = false}
      ttng.async_tma_copy_local_to_global %64[%87, %88] %90 : !tt.tensordesc<tensor<64x256xbf16, #shared1>>, !ttg.memdesc<64x256xbf16, #shared1, #smem>
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_return
    }
    partition1(%arg6: i32, %arg7: i32, %arg8: !tt.ptr<bf16>, %arg9: i32, %arg10: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg11: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, %arg12: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg13: !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable>, %arg14: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg15: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, %arg16: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg17: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg18: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, %arg19: !ttg.memdesc<3x1xi64, #shared, #smem, mutable>) num_warps(4) {
      %c2_i64_0 = arith.constant 2 : i64
      %c3_i64_1 = arith.constant 3 : i64
      %c0_i64_2 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %c8_i32_3 = arith.constant {async_task_id = array<i32: 2>} 8 : i32
      %c1_i64_4 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %c128_i32_5 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c64_i32_6 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c256_i32_7 = arith.constant {async_task_id = array<i32: 2>} 256 : i32
      %c0_i32_8 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %c1_i32_9 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %c127_i32_10 = arith.constant {async_task_id = array<i32: 2>} 127 : i32
      %c255_i32_11 = arith.constant {async_task_id = array<i32: 2>} 255 : i32
      %c63_i32_12 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #mma>
      %47 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %48 = arith.addi %arg6, %c127_i32_10 {async_task_id = array<i32: 2>} : i32
      %49 = arith.divsi %48, %c128_i32_5 {async_task_id = array<i32: 2>} : i32
      %50 = arith.addi %arg7, %c255_i32_11 {async_task_id = array<i32: 2>} : i32
      %51 = arith.divsi %50, %c256_i32_7 {async_task_id = array<i32: 2>} : i32
      %52 = arith.muli %51, %c8_i32_3 {async_task_id = array<i32: 2>} : i32
      %53 = arith.divsi %47, %52 {async_task_id = array<i32: 2>} : i32
      %54 = arith.muli %53, %c8_i32_3 {async_task_id = array<i32: 2>} : i32
      %55 = arith.subi %49, %54 {async_task_id = array<i32: 2>} : i32
      %56 = arith.minsi %55, %c8_i32_3 {async_task_id = array<i32: 2>} : i32
      %57 = arith.remsi %47, %52 {async_task_id = array<i32: 2>} : i32
      %58 = arith.remsi %57, %56 {async_task_id = array<i32: 2>} : i32
      %59 = arith.addi %54, %58 {async_task_id = array<i32: 2>} : i32
      %60 = arith.divsi %57, %56 {async_task_id = array<i32: 2>} : i32
      %61 = arith.extsi %arg7 {async_task_id = array<i32: 2>} : i32 to i64
      %62 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
      %63 = arith.muli %61, %c2_i64_0 : i64
      ttng.tensormap_create %62, %arg8, [%c64_i32_6, %c64_i32_6], [%arg7, %arg6], [%63], [%c1_i32_9, %c1_i32_9] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
      ttng.tensormap_fenceproxy_acquire %62 : !tt.ptr<i8>
      %64 = ttng.reinterpret_tensor_descriptor %62 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x256xbf16, #shared1>>
      %65 = arith.addi %arg9, %c63_i32_12 {async_task_id = array<i32: 2>} : i32
      %66 = arith.divsi %65, %c64_i32_6 {async_task_id = array<i32: 2>} : i32
      cf.br ^bb1(%c0_i32_8, %cst, %c0_i64_2 : i32, tensor<64x256xf32, #mma>, i64)
    ^bb1(%67: i32, %68: tensor<64x256xf32, #mma>, %69: i64):  // 2 preds: ^bb0, ^bb2
      %70 = arith.cmpi slt, %67, %66 : i32
      cf.cond_br %70, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %71 = arith.divui %69, %c3_i64_1 {async_task_id = array<i32: 2>} : i64
      %72 = arith.muli %71, %c3_i64_1 {async_task_id = array<i32: 2>} : i64
      %73 = arith.subi %69, %72 {async_task_id = array<i32: 2>} : i64
      %74 = arith.trunci %73 {async_task_id = array<i32: 2>} : i64 to i32
      %75 = arith.andi %71, %c1_i64_4 {async_task_id = array<i32: 2>} : i64
      %76 = arith.trunci %75 {async_task_id = array<i32: 2>} : i64 to i1
      %77 = ttg.memdesc_index %arg14[%74] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %78 = arith.extsi %76 {async_task_id = array<i32: 2>} : i1 to i32
      ttng.wait_barrier %77, %78 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %79 = ttg.memdesc_index %arg15[%74] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem>
      %80 = ttg.memdesc_index %arg12[%74] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.wait_barrier %80, %78 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %81 = ttg.memdesc_index %arg13[%74] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem>
      %82 = ttng.warp_group_dot %79, %81, %68 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #shared1, #smem> * !ttg.memdesc<64x256xbf16, #shared1, #smem> -> tensor<64x256xf32, #mma>
      %83 = ttg.memdesc_index %arg19[%74] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.arrive_barrier %83, 128 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %84 = ttg.memdesc_index %arg17[%74] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttng.arrive_barrier %84, 128 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      %85 = arith.addi %69, %c1_i64_4 {async_task_id = array<i32: 2>} : i64
      %86 = arith.addi %67, %c1_i32_9 : i32
      cf.br ^bb1(%86, %82, %85 : i32, tensor<64x256xf32, #mma>, i64)
    ^bb3:  // pred: ^bb1
      %87 = arith.muli %59, %c128_i32_5 {async_task_id = array<i32: 2>} : i32
      %88 = arith.addi %87, %c64_i32_6 {async_task_id = array<i32: 2>} : i32
      %89 = arith.muli %60, %c256_i32_7 {async_task_id = array<i32: 2>} : i32
      %90 = arith.truncf %68 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #mma> to tensor<64x256xbf16, #mma>
      %91 = ttg.local_alloc %90 : (tensor<64x256xbf16, #mma>) -> !ttg.memdesc<64x256xbf16, #shared1, #smem>
      ttng.fence_async_shared {bCluster = false}
      ttng.async_tma_copy_local_to_global %64[%88, %89] %91 : !tt.tensordesc<tensor<64x256xbf16, #shared1>>, !ttg.memdesc<64x256xbf16, #shared1, #smem>
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_return
    } : (i32, i32, !tt.ptr<bf16>, i32, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

// Software-pipelined without WS (config no_ws, 8 warps): 3-stage A and B buffers, the 3
// mbarriers after them, the 128x256 epilogue tile at 98304.
// CHECK: module attributes {{.*}}ttg.shared = 213016 : i32
// CHECK-SAME: "ttg.total-num-warps" = 8 : i32
// CHECK-LABEL: tt.func public @tma_matmul
// CHECK: ttg.local_alloc {allocation.offset = 98304 : i32} : () -> !ttg.memdesc<128x256xbf16
// CHECK: ttg.local_alloc {allocation.offset = 163840 : i32} : () -> !ttg.memdesc<3x128x64xbf16
// CHECK-NEXT: ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<3x64x256xbf16
// CHECK-NEXT: ttg.local_alloc {allocation.offset = 212992 : i32} : () -> !ttg.memdesc<3x1xi64
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32} {
  tt.func public @tma_matmul(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma>
    %c63_i32 = arith.constant 63 : i32
    %c255_i32 = arith.constant 255 : i32
    %c127_i32 = arith.constant 127 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c128_i32 = arith.constant 128 : i32
    %c8_i32 = arith.constant 8 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i64 = arith.constant 2 : i64
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %arg3, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %arg4, %c255_i32 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %5 = arith.addi %arg5, %c63_i32 : i32
    %6 = arith.divsi %5, %c64_i32 : i32
    %7 = arith.muli %2, %4 : i32
    %8 = arith.muli %4, %c8_i32 : i32
    %9 = arith.extsi %arg5 : i32 to i64
    %10 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %11 = arith.muli %9, %c2_i64 : i64
    ttng.tensormap_create %10, %arg0, [%c64_i32, %c128_i32], [%arg5, %arg3], [%11], [%c1_i32, %c1_i32] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %10 : !tt.ptr<i8>
    %12 = ttng.reinterpret_tensor_descriptor %10 : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xbf16, #shared>>
    %13 = arith.extsi %arg4 : i32 to i64
    %14 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %15 = arith.muli %13, %c2_i64 : i64
    ttng.tensormap_create %14, %arg1, [%c64_i32, %c64_i32], [%arg4, %arg5], [%15], [%c1_i32, %c1_i32] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %14 : !tt.ptr<i8>
    %16 = ttng.reinterpret_tensor_descriptor %14 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x256xbf16, #shared>>
    %17 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %17, %arg2, [%c64_i32, %c128_i32], [%arg4, %arg3], [%15], [%c1_i32, %c1_i32] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<bf16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %17 : !tt.ptr<i8>
    %18 = ttng.reinterpret_tensor_descriptor %17 : !tt.ptr<i8> to !tt.tensordesc<tensor<128x256xbf16, #shared>>
    %19 = ttg.local_alloc : () -> !ttg.memdesc<128x256xbf16, #shared, #smem, mutable>
    cf.br ^bb1(%0 : i32)
  ^bb1(%20: i32):  // 2 preds: ^bb0, ^bb5
    %21 = arith.cmpi slt, %20, %7 : i32
    cf.cond_br %21, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %22 = arith.divsi %20, %8 : i32
    %23 = arith.muli %22, %c8_i32 : i32
    %24 = arith.subi %2, %23 : i32
    %25 = arith.minsi %24, %c8_i32 : i32
    %26 = arith.remsi %20, %8 : i32
    %27 = arith.remsi %26, %25 : i32
    %28 = arith.addi %23, %27 : i32
    %29 = arith.muli %28, %c128_i32 : i32
    %30 = arith.divsi %26, %25 : i32
    %31 = arith.muli %30, %c256_i32 : i32
    %32 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable>
    %33 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #shared, #smem, mutable>
    %34 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    %35 = ttg.memdesc_index %34[%c0_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %35, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %36 = ttg.memdesc_index %34[%c1_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %36, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %37 = ttg.memdesc_index %34[%c2_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %37, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %38 = arith.cmpi sgt, %6, %c0_i32 : i32
    ttng.barrier_expect %35, 49152, %38 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %39 = ttg.memdesc_index %32[%c0_i32] : !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %12[%29, %c0_i32] %39, %35, %38 : !tt.tensordesc<tensor<128x64xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    %40 = ttg.memdesc_index %33[%c0_i32] : !ttg.memdesc<3x64x256xbf16, #shared, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %16[%c0_i32, %31] %40, %35, %38 : !tt.tensordesc<tensor<64x256xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    %41 = arith.cmpi sgt, %6, %c1_i32 : i32
    ttng.barrier_expect %36, 49152, %41 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %42 = ttg.memdesc_index %32[%c1_i32] : !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %12[%29, %c64_i32] %42, %36, %41 : !tt.tensordesc<tensor<128x64xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    %43 = ttg.memdesc_index %33[%c1_i32] : !ttg.memdesc<3x64x256xbf16, #shared, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %16[%c64_i32, %31] %43, %36, %41 : !tt.tensordesc<tensor<64x256xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    cf.br ^bb3(%c0_i32, %cst, %c1_i32, %c-1_i32, %c0_i32 : i32, tensor<128x256xf32, #mma>, i32, i32, i32)
  ^bb3(%44: i32, %45: tensor<128x256xf32, #mma>, %46: i32, %47: i32, %48: i32):  // 2 preds: ^bb2, ^bb4
    %49 = arith.cmpi slt, %44, %6 : i32
    cf.cond_br %49, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %50 = arith.subi %6, %c2_i32 : i32
    %51 = arith.cmpi slt, %44, %50 : i32
    %52 = arith.addi %47, %c1_i32 : i32
    %53 = arith.cmpi sge, %52, %c3_i32 : i32
    %54 = arith.select %53, %c0_i32, %52 : i32
    %55 = arith.xori %48, %c1_i32 : i32
    %56 = arith.select %53, %55, %48 : i32
    %57 = ttg.memdesc_index %34[%54] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %57, %56 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %58 = ttg.memdesc_index %33[%54] : !ttg.memdesc<3x64x256xbf16, #shared, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    %59 = ttg.memdesc_index %32[%54] : !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    %60 = ttng.warp_group_dot %59, %58, %45 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xbf16, #shared, #smem, mutable> * !ttg.memdesc<64x256xbf16, #shared, #smem, mutable> -> tensor<128x256xf32, #mma>
    %61:3 = ttng.warp_group_dot_wait %60, %59, %58 {pendings = 1 : i32} : tensor<128x256xf32, #mma>, !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>, !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    %62 = arith.addi %46, %c1_i32 : i32
    %63 = arith.cmpi sge, %62, %c3_i32 : i32
    %64 = arith.select %63, %c0_i32, %62 : i32
    %65 = arith.addi %44, %c2_i32 : i32
    %66 = arith.muli %65, %c64_i32 : i32
    %67 = ttg.memdesc_index %34[%64] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %67, 49152, %51 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %68 = ttg.memdesc_index %32[%64] : !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %12[%29, %66] %68, %67, %51 : !tt.tensordesc<tensor<128x64xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    %69 = ttg.memdesc_index %33[%64] : !ttg.memdesc<3x64x256xbf16, #shared, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %16[%66, %31] %69, %67, %51 : !tt.tensordesc<tensor<64x256xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared, #smem, mutable>
    %70 = arith.addi %44, %c1_i32 : i32
    cf.br ^bb3(%70, %61#0, %64, %54, %56 : i32, tensor<128x256xf32, #mma>, i32, i32, i32)
  ^bb5:  // pred: ^bb3
    %71 = ttng.warp_group_dot_wait %45 {pendings = 0 : i32} : tensor<128x256xf32, #mma>
    ttng.inval_barrier %35 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %36 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %37 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_dealloc %34 : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    ttg.local_dealloc %33 : !ttg.memdesc<3x64x256xbf16, #shared, #smem, mutable>
    ttg.local_dealloc %32 : !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable>
    %72 = arith.truncf %71 : tensor<128x256xf32, #mma> to tensor<128x256xbf16, #mma>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ttg.local_store %72, %19 : tensor<128x256xbf16, #mma> -> !ttg.memdesc<128x256xbf16, #shared, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %18[%29, %31] %19 : !tt.tensordesc<tensor<128x256xbf16, #shared>>, !ttg.memdesc<128x256xbf16, #shared, #smem, mutable>
    %73 = arith.addi %20, %arg6 : i32
    cf.br ^bb1(%73 : i32)
  ^bb6:  // pred: ^bb1
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ttg.local_dealloc %19 : !ttg.memdesc<128x256xbf16, #shared, #smem, mutable>
    tt.return
  }
}
