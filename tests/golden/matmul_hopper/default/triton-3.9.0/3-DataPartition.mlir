module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32) attributes {noinline = false} {
    %0 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 8 : i32
    %1 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i64
    %2 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 128 : i32
    %3 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 256 : i32
    %4 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
    %5 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
    %6 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i32
    %7 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 127 : i32
    %8 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 255 : i32
    %9 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 63 : i32
    %10 = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %11 = tt.get_program_id x {async_task_id = array<i32: 0, 1, 2>} : i32
    %12 = arith.addi %arg3, %7 {async_task_id = array<i32: 0, 1, 2>} : i32
    %13 = arith.divsi %12, %2 {async_task_id = array<i32: 0, 1, 2>} : i32
    %14 = arith.addi %arg4, %8 {async_task_id = array<i32: 0, 1, 2>} : i32
    %15 = arith.divsi %14, %3 {async_task_id = array<i32: 0, 1, 2>} : i32
    %16 = arith.addi %arg5, %9 {async_task_id = array<i32: 0, 1, 2>} : i32
    %17 = arith.divsi %16, %4 {async_task_id = array<i32: 0, 1, 2>} : i32
    %18 = arith.muli %13, %15 {async_task_id = array<i32: 0, 1, 2>} : i32
    %19 = arith.muli %15, %0 {async_task_id = array<i32: 0, 1, 2>} : i32
    %20 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
    %21 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%20, %1] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %22 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%20, %1] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %23 = arith.extsi %arg4 {async_task_id = array<i32: 0, 1, 2>} : i32 to i64
    %24 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%23, %1] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %25 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%23, %1] {async_task_id = array<i32: 1>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %26 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%23, %1] {async_task_id = array<i32: 2>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    scf.for %arg7 = %11 to %18 step %arg6  : i32 {
      %27 = arith.divsi %arg7, %19 {async_task_id = array<i32: 0, 1, 2>} : i32
      %28 = arith.muli %27, %0 {async_task_id = array<i32: 0, 1, 2>} : i32
      %29 = arith.subi %13, %28 {async_task_id = array<i32: 0, 1, 2>} : i32
      %30 = arith.minsi %29, %0 {async_task_id = array<i32: 0, 1, 2>} : i32
      %31 = arith.remsi %arg7, %19 {async_task_id = array<i32: 0, 1, 2>} : i32
      %32 = arith.remsi %31, %30 {async_task_id = array<i32: 0, 1, 2>} : i32
      %33 = arith.addi %28, %32 {async_task_id = array<i32: 0, 1, 2>} : i32
      %34 = arith.muli %33, %2 {async_task_id = array<i32: 0, 1, 2>} : i32
      %35 = arith.addi %34, %4 {async_task_id = array<i32: 2>} : i32
      %36 = arith.addi %34, %4 {async_task_id = array<i32: 0>} : i32
      %37 = arith.divsi %31, %30 {async_task_id = array<i32: 0, 1, 2>} : i32
      %38 = arith.muli %37, %3 {async_task_id = array<i32: 0, 1, 2>} : i32
      %39:2 = scf.for %arg8 = %5 to %17 step %6 iter_args(%arg9 = %10, %arg10 = %10) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>)  : i32 {
        %40 = arith.muli %arg8, %4 {async_task_id = array<i32: 0>} : i32
        %41 = tt.descriptor_load %21[%34, %40] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %42 = tt.descriptor_load %22[%36, %40] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %43 = ttg.local_alloc %41 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %44 = ttg.local_alloc %42 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %45 = tt.descriptor_load %24[%40, %38] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %46 = ttg.local_alloc %45 {async_task_id = array<i32: 1, 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %47 = ttng.warp_group_dot %43, %46, %arg9 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %48 = ttng.warp_group_dot %44, %46, %arg10 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        scf.yield {async_task_id = array<i32: 1, 2>} %47, %48 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      } {async_task_id = array<i32: 0, 1, 2>, tt.warp_specialize}
      %49 = arith.truncf %39#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %50 = arith.truncf %39#1 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %51 = ttg.convert_layout %49 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %52 = ttg.convert_layout %50 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %25[%34, %38], %51 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %26[%35, %38], %52 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    } {async_task_id = array<i32: 0, 1, 2>}
    tt.return
  }
}
