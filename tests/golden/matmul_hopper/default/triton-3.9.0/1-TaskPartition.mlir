module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32) attributes {noinline = false} {
    %0 = arith.constant 8 : i32
    %1 = arith.constant 1 : i64
    %2 = arith.constant 128 : i32
    %3 = arith.constant 256 : i32
    %4 = arith.constant 64 : i32
    %5 = arith.constant 0 : i32
    %6 = arith.constant 1 : i32
    %7 = arith.constant 127 : i32
    %8 = arith.constant 255 : i32
    %9 = arith.constant 63 : i32
    %10 = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %11 = tt.get_program_id x : i32
    %12 = arith.addi %arg3, %7 : i32
    %13 = arith.divsi %12, %2 : i32
    %14 = arith.addi %arg4, %8 : i32
    %15 = arith.divsi %14, %3 : i32
    %16 = arith.addi %arg5, %9 : i32
    %17 = arith.divsi %16, %4 : i32
    %18 = arith.muli %13, %15 : i32
    %19 = arith.muli %15, %0 : i32
    %20 = arith.extsi %arg5 : i32 to i64
    %21 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%20, %1] : <bf16>, <128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %22 = arith.extsi %arg4 : i32 to i64
    %23 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%22, %1] : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %24 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%22, %1] : <bf16>, <128x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    scf.for %arg7 = %11 to %18 step %arg6  : i32 {
      %25 = arith.divsi %arg7, %19 : i32
      %26 = arith.muli %25, %0 : i32
      %27 = arith.subi %13, %26 : i32
      %28 = arith.minsi %27, %0 : i32
      %29 = arith.remsi %arg7, %19 : i32
      %30 = arith.remsi %29, %28 : i32
      %31 = arith.addi %26, %30 : i32
      %32 = arith.muli %31, %2 : i32
      %33 = arith.divsi %29, %28 : i32
      %34 = arith.muli %33, %3 : i32
      %35 = scf.for %arg8 = %5 to %17 step %6 iter_args(%arg9 = %10) -> (tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>)  : i32 {
        %36 = arith.muli %arg8, %4 : i32
        %37 = tt.descriptor_load %21[%32, %36] {async_task_id = array<i32: 0>} : !tt.tensordesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %38 = ttg.local_alloc %37 : (tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %39 = tt.descriptor_load %23[%36, %34] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %40 = ttg.local_alloc %39 : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %41 = ttng.warp_group_dot %38, %40, %arg9 {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        scf.yield %41 : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      } {tt.warp_specialize}
      %42 = arith.truncf %35 : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<128x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %43 = ttg.convert_layout %42 : tensor<128x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<128x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %24[%32, %34], %43 {async_task_id = array<i32: 1, 2>} : !tt.tensordesc<128x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<128x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    }
    tt.return
  }
}
