// RUN: triton-opt %s -split-input-file --nvgpu-warp-specialization=num-stages=3 | FileCheck %s

// Hopper warp specialization (Triton 3.6, sm_90) on the TMA matmul of kernels/matmul_hopper.py
// (128x256x64 tiles), input = the IR before nvgpu-warp-specialization. The loop splits into a
// producer (default region: TMA loads) and two consumer warp groups (partition0/1: wgmma on
// 64-row halves of the tile); each channel becomes a 3-copy SMEM buffer guarded by mbarriers.

// CHECK-LABEL: tt.func public @ws_matmul
// CHECK-COUNT-2: ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16
// CHECK-NEXT: ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16
// CHECK-NEXT: ttg.warp_specialize(
// CHECK-SAME: requestedRegisters = array<i32: 232, 232>
// CHECK-NEXT: default {
// CHECK: ttng.wait_barrier
// CHECK: ttng.barrier_expect %{{.*}}, 8192
// CHECK-NEXT: ttg.memdesc_index
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK: ttng.barrier_expect %{{.*}}, 32768
// CHECK: partition0(
// CHECK-SAME: num_warps(4)
// CHECK: ttng.wait_barrier {{.*}}async_task_id = array<i32: 1>
// CHECK: ttng.warp_group_dot {{.*}} -> tensor<64x256xf32
// CHECK: partition1(
// CHECK-SAME: num_warps(4)
// CHECK: ttng.warp_group_dot {{.*}}async_task_id = array<i32: 2>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ws_matmul(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c127_i32 = arith.constant 127 : i32
    %c255_i32 = arith.constant 255 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %arg3, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %arg4, %c255_i32 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %5 = arith.muli %4, %c8_i32 : i32
    %6 = arith.divsi %0, %5 : i32
    %7 = arith.muli %6, %c8_i32 : i32
    %8 = arith.subi %2, %7 : i32
    %9 = arith.minsi %8, %c8_i32 : i32
    %10 = arith.remsi %0, %5 : i32
    %11 = arith.remsi %10, %9 : i32
    %12 = arith.addi %7, %11 : i32
    %13 = arith.divsi %10, %9 : i32
    %14 = arith.extsi %arg5 : i32 to i64
    %15 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%14, %c1_i64] : <bf16>, <tensor<128x64xbf16, #shared>>
    %16 = arith.extsi %arg4 : i32 to i64
    %17 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%16, %c1_i64] : <bf16>, <tensor<64x256xbf16, #shared>>
    %18 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%16, %c1_i64] : <bf16>, <tensor<128x256xbf16, #shared>>
    %19 = arith.addi %arg5, %c63_i32 : i32
    %20 = arith.divsi %19, %c64_i32 : i32
    %21 = arith.muli %12, %c128_i32 : i32
    %22 = arith.muli %13, %c256_i32 : i32
    %23 = scf.for %arg6 = %c0_i32 to %20 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<128x256xf32, #mma>)  : i32 {
      %28 = arith.muli %arg6, %c64_i32 : i32
      %29 = tt.descriptor_load %15[%21, %28] : !tt.tensordesc<tensor<128x64xbf16, #shared>> -> tensor<128x64xbf16, #blocked>
      %30 = ttg.local_alloc %29 : (tensor<128x64xbf16, #blocked>) -> !ttg.memdesc<128x64xbf16, #shared, #smem>
      %31 = tt.descriptor_load %17[%28, %22] : !tt.tensordesc<tensor<64x256xbf16, #shared>> -> tensor<64x256xbf16, #blocked1>
      %32 = ttg.local_alloc %31 : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared, #smem>
      %33 = ttng.warp_group_dot %30, %32, %arg7 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x256xbf16, #shared, #smem> -> tensor<128x256xf32, #mma>
      scf.yield %33 : tensor<128x256xf32, #mma>
    } {tt.warp_specialize}
    %24 = arith.muli %12, %c128_i32 : i32
    %25 = arith.muli %13, %c256_i32 : i32
    %26 = arith.truncf %23 : tensor<128x256xf32, #mma> to tensor<128x256xbf16, #mma>
    %27 = ttg.convert_layout %26 : tensor<128x256xbf16, #mma> -> tensor<128x256xbf16, #blocked1>
    tt.descriptor_store %18[%24, %25], %27 : !tt.tensordesc<tensor<128x256xbf16, #shared>>, tensor<128x256xbf16, #blocked1>
    tt.return
  }
}

// -----

// Without tt.warp_specialize on the loop the pass declines silently: no barriers, no regions.

// CHECK-LABEL: tt.func public @no_ws_request
// CHECK-NOT: ttng.init_barrier
// CHECK-NOT: ttg.warp_specialize
// CHECK: ttng.warp_group_dot {{.*}} -> tensor<128x256xf32
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_ws_request(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c127_i32 = arith.constant 127 : i32
    %c255_i32 = arith.constant 255 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %arg3, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %arg4, %c255_i32 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %5 = arith.muli %4, %c8_i32 : i32
    %6 = arith.divsi %0, %5 : i32
    %7 = arith.muli %6, %c8_i32 : i32
    %8 = arith.subi %2, %7 : i32
    %9 = arith.minsi %8, %c8_i32 : i32
    %10 = arith.remsi %0, %5 : i32
    %11 = arith.remsi %10, %9 : i32
    %12 = arith.addi %7, %11 : i32
    %13 = arith.divsi %10, %9 : i32
    %14 = arith.extsi %arg5 : i32 to i64
    %15 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%14, %c1_i64] : <bf16>, <tensor<128x64xbf16, #shared>>
    %16 = arith.extsi %arg4 : i32 to i64
    %17 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%16, %c1_i64] : <bf16>, <tensor<64x256xbf16, #shared>>
    %18 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%16, %c1_i64] : <bf16>, <tensor<128x256xbf16, #shared>>
    %19 = arith.addi %arg5, %c63_i32 : i32
    %20 = arith.divsi %19, %c64_i32 : i32
    %21 = arith.muli %12, %c128_i32 : i32
    %22 = arith.muli %13, %c256_i32 : i32
    %23 = scf.for %arg6 = %c0_i32 to %20 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<128x256xf32, #mma>)  : i32 {
      %28 = arith.muli %arg6, %c64_i32 : i32
      %29 = tt.descriptor_load %15[%21, %28] : !tt.tensordesc<tensor<128x64xbf16, #shared>> -> tensor<128x64xbf16, #blocked>
      %30 = ttg.local_alloc %29 : (tensor<128x64xbf16, #blocked>) -> !ttg.memdesc<128x64xbf16, #shared, #smem>
      %31 = tt.descriptor_load %17[%28, %22] : !tt.tensordesc<tensor<64x256xbf16, #shared>> -> tensor<64x256xbf16, #blocked1>
      %32 = ttg.local_alloc %31 : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared, #smem>
      %33 = ttng.warp_group_dot %30, %32, %arg7 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x256xbf16, #shared, #smem> -> tensor<128x256xf32, #mma>
      scf.yield %33 : tensor<128x256xf32, #mma>
    }
    %24 = arith.muli %12, %c128_i32 : i32
    %25 = arith.muli %13, %c256_i32 : i32
    %26 = arith.truncf %23 : tensor<128x256xf32, #mma> to tensor<128x256xbf16, #mma>
    %27 = ttg.convert_layout %26 : tensor<128x256xbf16, #mma> -> tensor<128x256xbf16, #blocked1>
    tt.descriptor_store %18[%24, %25], %27 : !tt.tensordesc<tensor<128x256xbf16, #shared>>, tensor<128x256xbf16, #blocked1>
    tt.return
  }
}
