// RUN: triton-opt %s -split-input-file --tritongpu-assign-latencies=num-stages=3 --tritongpu-schedule-loops --tritongpu-pipeline=num-stages=3 | FileCheck %s --check-prefix=S3
// RUN: triton-opt %s -split-input-file --tritongpu-assign-latencies=num-stages=4 --tritongpu-schedule-loops --tritongpu-pipeline=num-stages=4 | FileCheck %s --check-prefix=S4

// Software pipelining (SWP) of the non-WS TMA matmul of kernels/matmul_hopper.py (config no_ws:
// 128x256x64 tiles, 8 warps), input = the IR before tritongpu-assign-latencies. With N stages the
// K loop's TMA loads get N-copy SMEM buffers and N mbarriers, N-1 loads are issued in the
// prologue, and the wgmma becomes async with one group in flight.

// S3-LABEL: tt.func public @tma_matmul
// S3: ttg.local_alloc : () -> !ttg.memdesc<3x128x64xbf16
// S3-NEXT: ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16
// S3-NEXT: ttg.local_alloc : () -> !ttg.memdesc<3x1xi64
// S3-COUNT-3: ttng.init_barrier
// S3: ttng.barrier_expect %{{.*}}, 49152
// S3-COUNT-2: ttng.async_tma_copy_global_to_local
// S3: ttng.barrier_expect %{{.*}}, 49152
// S3-COUNT-2: ttng.async_tma_copy_global_to_local
// S3-NOT: ttng.barrier_expect
// S3: scf.for
// S3: ttng.wait_barrier
// S3: ttng.warp_group_dot {{.*}}isAsync = true
// S3-NEXT: ttng.warp_group_dot_wait {{.*}}pendings = 1
// S3: ttng.barrier_expect %{{.*}}, 49152
// S3: ttng.warp_group_dot_wait {{.*}}pendings = 0

// S4-LABEL: tt.func public @tma_matmul
// S4: ttg.local_alloc : () -> !ttg.memdesc<4x128x64xbf16
// S4-NEXT: ttg.local_alloc : () -> !ttg.memdesc<4x64x256xbf16
// S4-NEXT: ttg.local_alloc : () -> !ttg.memdesc<4x1xi64
// S4-COUNT-4: ttng.init_barrier
// S4-COUNT-3: ttng.barrier_expect %{{.*}}, 49152
// S4: scf.for
// S4: ttng.warp_group_dot_wait {{.*}}pendings = 1
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_matmul(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
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
    %5 = arith.addi %arg5, %c63_i32 : i32
    %6 = arith.divsi %5, %c64_i32 : i32
    %7 = arith.muli %2, %4 : i32
    %8 = arith.muli %4, %c8_i32 : i32
    %9 = arith.extsi %arg5 : i32 to i64
    %10 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%9, %c1_i64] : <bf16>, <tensor<128x64xbf16, #shared>>
    %11 = arith.extsi %arg4 : i32 to i64
    %12 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%11, %c1_i64] : <bf16>, <tensor<64x256xbf16, #shared>>
    %13 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%11, %c1_i64] : <bf16>, <tensor<128x256xbf16, #shared>>
    scf.for %arg7 = %0 to %7 step %arg6  : i32 {
      %14 = arith.divsi %arg7, %8 : i32
      %15 = arith.muli %14, %c8_i32 : i32
      %16 = arith.subi %2, %15 : i32
      %17 = arith.minsi %16, %c8_i32 : i32
      %18 = arith.remsi %arg7, %8 : i32
      %19 = arith.remsi %18, %17 : i32
      %20 = arith.addi %15, %19 : i32
      %21 = arith.muli %20, %c128_i32 : i32
      %22 = arith.divsi %18, %17 : i32
      %23 = arith.muli %22, %c256_i32 : i32
      %24 = scf.for %arg8 = %c0_i32 to %6 step %c1_i32 iter_args(%arg9 = %cst) -> (tensor<128x256xf32, #mma>)  : i32 {
        %27 = arith.muli %arg8, %c64_i32 : i32
        %28 = tt.descriptor_load %10[%21, %27] : !tt.tensordesc<tensor<128x64xbf16, #shared>> -> tensor<128x64xbf16, #blocked>
        %29 = ttg.local_alloc %28 : (tensor<128x64xbf16, #blocked>) -> !ttg.memdesc<128x64xbf16, #shared, #smem>
        %30 = tt.descriptor_load %12[%27, %23] : !tt.tensordesc<tensor<64x256xbf16, #shared>> -> tensor<64x256xbf16, #blocked1>
        %31 = ttg.local_alloc %30 : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared, #smem>
        %32 = ttng.warp_group_dot %29, %31, %arg9 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x256xbf16, #shared, #smem> -> tensor<128x256xf32, #mma>
        scf.yield %32 : tensor<128x256xf32, #mma>
      }
      %25 = arith.truncf %24 : tensor<128x256xf32, #mma> to tensor<128x256xbf16, #mma>
      %26 = ttg.convert_layout %25 : tensor<128x256xbf16, #mma> -> tensor<128x256xbf16, #blocked1>
      tt.descriptor_store %13[%21, %23], %26 : !tt.tensordesc<tensor<128x256xbf16, #shared>>, tensor<128x256xbf16, #blocked1>
    }
    tt.return
  }
}
