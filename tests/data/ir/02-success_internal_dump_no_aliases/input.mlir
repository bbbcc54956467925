module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32 = arith.constant 0 : i32
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32 = arith.constant 1 : i32
    %2 = ttg.memdesc_index %0[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32 = arith.constant 2 : i32
    %3 = ttg.memdesc_index %0[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %3, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_0 = arith.constant 0 : i32
    %5 = ttg.memdesc_index %4[%c0_i32_0] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %5, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_1 = arith.constant 1 : i32
    %6 = ttg.memdesc_index %4[%c1_i32_1] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %6, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_2 = arith.constant 2 : i32
    %7 = ttg.memdesc_index %4[%c2_i32_2] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %8 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_3 = arith.constant 0 : i32
    %9 = ttg.memdesc_index %8[%c0_i32_3] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_4 = arith.constant 1 : i32
    %10 = ttg.memdesc_index %8[%c1_i32_4] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_5 = arith.constant 2 : i32
    %11 = ttg.memdesc_index %8[%c2_i32_5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %12 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %13 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %14 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %15 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %16 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg3, %arg4, %arg5, %arg2, %8, %16, %0, %18, %12, %14, %arg6, %4, %17, %15, %13) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c8_i32 = arith.constant {async_task_id = array<i32: 0>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 0>} 256 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 0>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 0>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 0>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 0>} 63 : i32
      %19 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %20 = arith.addi %arg3, %c127_i32 {async_task_id = array<i32: 0>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %22 = arith.addi %arg4, %c255_i32 {async_task_id = array<i32: 0>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 0>} : i32
      %24 = arith.addi %arg5, %c63_i32 {async_task_id = array<i32: 0>} : i32
      %25 = arith.divsi %24, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %26 = arith.muli %21, %23 {async_task_id = array<i32: 0>} : i32
      %27 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %28 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %29 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%28, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %30 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%28, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %31 = arith.extsi %arg4 {async_task_id = array<i32: 0>} : i32 to i64
      %32 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%31, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %33 = scf.for %arg7 = %19 to %26 step %arg6 iter_args(%arg8 = %c0_i64) -> (i64)  : i32 {
        %34 = arith.divsi %arg7, %27 {async_task_id = array<i32: 0>} : i32
        %35 = arith.muli %34, %c8_i32 {async_task_id = array<i32: 0>} : i32
        %36 = arith.subi %21, %35 {async_task_id = array<i32: 0>} : i32
        %37 = arith.minsi %36, %c8_i32 {async_task_id = array<i32: 0>} : i32
        %38 = arith.remsi %arg7, %27 {async_task_id = array<i32: 0>} : i32
        %39 = arith.remsi %38, %37 {async_task_id = array<i32: 0>} : i32
        %40 = arith.addi %35, %39 {async_task_id = array<i32: 0>} : i32
        %41 = arith.muli %40, %c128_i32 {async_task_id = array<i32: 0>} : i32
        %42 = arith.addi %41, %c64_i32 {async_task_id = array<i32: 0>} : i32
        %43 = arith.divsi %38, %37 {async_task_id = array<i32: 0>} : i32
        %44 = arith.muli %43, %c256_i32 {async_task_id = array<i32: 0>} : i32
        %45 = scf.for %arg9 = %c0_i32_6 to %25 step %c1_i32_7 iter_args(%arg10 = %arg8) -> (i64)  : i32 {
          %46 = arith.muli %arg9, %c64_i32 {async_task_id = array<i32: 0>} : i32
          %c3_i32 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %47 = arith.extsi %c3_i32 {async_task_id = array<i32: 0>} : i32 to i64
          %48 = arith.divui %arg10, %47 {async_task_id = array<i32: 0>} : i64
          %49 = arith.muli %48, %47 {async_task_id = array<i32: 0>} : i64
          %50 = arith.subi %arg10, %49 {async_task_id = array<i32: 0>} : i64
          %51 = arith.trunci %50 {async_task_id = array<i32: 0>} : i64 to i32
          %c1_i64_8 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %52 = arith.andi %48, %c1_i64_8 {async_task_id = array<i32: 0>} : i64
          %53 = arith.trunci %52 {async_task_id = array<i32: 0>} : i64 to i1
          %c3_i32_9 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %54 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 0>} : i32 to i64
          %55 = arith.divui %arg10, %54 {async_task_id = array<i32: 0>} : i64
          %56 = arith.muli %55, %54 {async_task_id = array<i32: 0>} : i64
          %57 = arith.subi %arg10, %56 {async_task_id = array<i32: 0>} : i64
          %58 = arith.trunci %57 {async_task_id = array<i32: 0>} : i64 to i32
          %c1_i64_10 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %59 = arith.andi %55, %c1_i64_10 {async_task_id = array<i32: 0>} : i64
          %60 = arith.trunci %59 {async_task_id = array<i32: 0>} : i64 to i1
          nvws.producer_acquire %12, %58, %60 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          %61 = ttg.memdesc_index %8[%58] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %true = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %61, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %62 = ttg.memdesc_index %16[%58] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %29[%41, %46] %62, %61, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %c3_i32_11 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %63 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 0>} : i32 to i64
          %64 = arith.divui %arg10, %63 {async_task_id = array<i32: 0>} : i64
          %65 = arith.muli %64, %63 {async_task_id = array<i32: 0>} : i64
          %66 = arith.subi %arg10, %65 {async_task_id = array<i32: 0>} : i64
          %67 = arith.trunci %66 {async_task_id = array<i32: 0>} : i64 to i32
          %c1_i64_12 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %68 = arith.andi %64, %c1_i64_12 {async_task_id = array<i32: 0>} : i64
          %69 = arith.trunci %68 {async_task_id = array<i32: 0>} : i64 to i1
          %c3_i32_13 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %70 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 0>} : i32 to i64
          %71 = arith.divui %arg10, %70 {async_task_id = array<i32: 0>} : i64
          %72 = arith.muli %71, %70 {async_task_id = array<i32: 0>} : i64
          %73 = arith.subi %arg10, %72 {async_task_id = array<i32: 0>} : i64
          %74 = arith.trunci %73 {async_task_id = array<i32: 0>} : i64 to i32
          %c1_i64_14 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %75 = arith.andi %71, %c1_i64_14 {async_task_id = array<i32: 0>} : i64
          %76 = arith.trunci %75 {async_task_id = array<i32: 0>} : i64 to i1
          nvws.producer_acquire %15, %74, %76 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          nvws.producer_acquire %14, %74, %76 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          %77 = ttg.memdesc_index %0[%74] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %true_15 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %77, 32768 {async_task_id = array<i32: 0>}, %true_15 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %78 = ttg.memdesc_index %18[%74] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %32[%46, %44] %78, %77, %true_15 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %c3_i32_16 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %79 = arith.extsi %c3_i32_16 {async_task_id = array<i32: 0>} : i32 to i64
          %80 = arith.divui %arg10, %79 {async_task_id = array<i32: 0>} : i64
          %81 = arith.muli %80, %79 {async_task_id = array<i32: 0>} : i64
          %82 = arith.subi %arg10, %81 {async_task_id = array<i32: 0>} : i64
          %83 = arith.trunci %82 {async_task_id = array<i32: 0>} : i64 to i32
          %c1_i64_17 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %84 = arith.andi %80, %c1_i64_17 {async_task_id = array<i32: 0>} : i64
          %85 = arith.trunci %84 {async_task_id = array<i32: 0>} : i64 to i1
          %c3_i32_18 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %86 = arith.extsi %c3_i32_18 {async_task_id = array<i32: 0>} : i32 to i64
          %87 = arith.divui %arg10, %86 {async_task_id = array<i32: 0>} : i64
          %88 = arith.muli %87, %86 {async_task_id = array<i32: 0>} : i64
          %89 = arith.subi %arg10, %88 {async_task_id = array<i32: 0>} : i64
          %90 = arith.trunci %89 {async_task_id = array<i32: 0>} : i64 to i32
          %c1_i64_19 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %91 = arith.andi %87, %c1_i64_19 {async_task_id = array<i32: 0>} : i64
          %92 = arith.trunci %91 {async_task_id = array<i32: 0>} : i64 to i1
          nvws.producer_acquire %13, %90, %92 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          %93 = ttg.memdesc_index %4[%90] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %true_20 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %93, 8192 {async_task_id = array<i32: 0>}, %true_20 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %94 = ttg.memdesc_index %17[%90] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %30[%42, %46] %94, %93, %true_20 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %c1_i64_21 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %95 = arith.addi %arg10, %c1_i64_21 {async_task_id = array<i32: 0>} : i64
          scf.yield {async_task_id = array<i32: 0>} %95 : i64
        } {async_task_id = array<i32: 0>}
        scf.yield {async_task_id = array<i32: 0>} %45 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg7: i32, %arg8: i32, %arg9: i32, %arg10: !tt.ptr<bf16>, %arg11: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg13: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg14: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg15: tensor<3x!nvws.token>, %arg16: tensor<3x!nvws.token>, %arg17: i32, %arg18: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg19: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg20: tensor<3x!nvws.token>, %arg21: tensor<3x!nvws.token>) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 1>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 1>} 256 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 1>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 1>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %19 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %20 = arith.addi %arg7, %c127_i32 {async_task_id = array<i32: 1>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %22 = arith.addi %arg8, %c255_i32 {async_task_id = array<i32: 1>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 1>} : i32
      %24 = arith.addi %arg9, %c63_i32 {async_task_id = array<i32: 1>} : i32
      %25 = arith.divsi %24, %c64_i32 {async_task_id = array<i32: 1>} : i32
      %26 = arith.muli %21, %23 {async_task_id = array<i32: 1>} : i32
      %27 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %28 = arith.extsi %arg8 {async_task_id = array<i32: 1>} : i32 to i64
      %29 = tt.make_tensor_descriptor %arg10, [%arg7, %arg8], [%28, %c1_i64] {async_task_id = array<i32: 1>} : <bf16>, <tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %30 = scf.for %arg22 = %19 to %26 step %arg17 iter_args(%arg23 = %c0_i64) -> (i64)  : i32 {
        %31 = arith.divsi %arg22, %27 {async_task_id = array<i32: 1>} : i32
        %32 = arith.muli %31, %c8_i32 {async_task_id = array<i32: 1>} : i32
        %33 = arith.subi %21, %32 {async_task_id = array<i32: 1>} : i32
        %34 = arith.minsi %33, %c8_i32 {async_task_id = array<i32: 1>} : i32
        %35 = arith.remsi %arg22, %27 {async_task_id = array<i32: 1>} : i32
        %36 = arith.remsi %35, %34 {async_task_id = array<i32: 1>} : i32
        %37 = arith.addi %32, %36 {async_task_id = array<i32: 1>} : i32
        %38 = arith.muli %37, %c128_i32 {async_task_id = array<i32: 1>} : i32
        %39 = arith.divsi %35, %34 {async_task_id = array<i32: 1>} : i32
        %40 = arith.muli %39, %c256_i32 {async_task_id = array<i32: 1>} : i32
        %41:2 = scf.for %arg24 = %c0_i32_6 to %25 step %c1_i32_7 iter_args(%arg25 = %cst, %arg26 = %arg23) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
          %c3_i32 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %44 = arith.extsi %c3_i32 {async_task_id = array<i32: 1>} : i32 to i64
          %45 = arith.divui %arg26, %44 {async_task_id = array<i32: 1>} : i64
          %46 = arith.muli %45, %44 {async_task_id = array<i32: 1>} : i64
          %47 = arith.subi %arg26, %46 {async_task_id = array<i32: 1>} : i64
          %48 = arith.trunci %47 {async_task_id = array<i32: 1>} : i64 to i32
          %c1_i64_8 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %49 = arith.andi %45, %c1_i64_8 {async_task_id = array<i32: 1>} : i64
          %50 = arith.trunci %49 {async_task_id = array<i32: 1>} : i64 to i1
          %c3_i32_9 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %51 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 1>} : i32 to i64
          %52 = arith.divui %arg26, %51 {async_task_id = array<i32: 1>} : i64
          %53 = arith.muli %52, %51 {async_task_id = array<i32: 1>} : i64
          %54 = arith.subi %arg26, %53 {async_task_id = array<i32: 1>} : i64
          %55 = arith.trunci %54 {async_task_id = array<i32: 1>} : i64 to i32
          %c1_i64_10 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %56 = arith.andi %52, %c1_i64_10 {async_task_id = array<i32: 1>} : i64
          %57 = arith.trunci %56 {async_task_id = array<i32: 1>} : i64 to i1
          %c3_i32_11 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %58 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 1>} : i32 to i64
          %59 = arith.divui %arg26, %58 {async_task_id = array<i32: 1>} : i64
          %60 = arith.muli %59, %58 {async_task_id = array<i32: 1>} : i64
          %61 = arith.subi %arg26, %60 {async_task_id = array<i32: 1>} : i64
          %62 = arith.trunci %61 {async_task_id = array<i32: 1>} : i64 to i32
          %c1_i64_12 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %63 = arith.andi %59, %c1_i64_12 {async_task_id = array<i32: 1>} : i64
          %64 = arith.trunci %63 {async_task_id = array<i32: 1>} : i64 to i1
          %c3_i32_13 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %65 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 1>} : i32 to i64
          %66 = arith.divui %arg26, %65 {async_task_id = array<i32: 1>} : i64
          %67 = arith.muli %66, %65 {async_task_id = array<i32: 1>} : i64
          %68 = arith.subi %arg26, %67 {async_task_id = array<i32: 1>} : i64
          %69 = arith.trunci %68 {async_task_id = array<i32: 1>} : i64 to i32
          %c1_i64_14 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %70 = arith.andi %66, %c1_i64_14 {async_task_id = array<i32: 1>} : i64
          %71 = arith.trunci %70 {async_task_id = array<i32: 1>} : i64 to i1
          %72 = ttg.memdesc_index %arg11[%55] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %73 = arith.extsi %57 {async_task_id = array<i32: 1>} : i1 to i32
          ttng.wait_barrier %72, %73 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %74 = ttg.memdesc_index %arg12[%55] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %75 = ttg.local_load %74 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %76 = ttg.local_alloc %75 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %77 = ttg.memdesc_index %arg13[%69] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %78 = arith.extsi %71 {async_task_id = array<i32: 1>} : i1 to i32
          ttng.wait_barrier %77, %78 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %79 = ttg.memdesc_index %arg14[%69] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %80 = ttg.local_load %79 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %81 = ttg.local_alloc %80 {async_task_id = array<i32: 1>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %82 = ttng.warp_group_dot %74, %79, %arg25 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
          nvws.consumer_release %arg15, %55 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
          nvws.consumer_release %arg16, %69 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
          %c1_i64_15 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %83 = arith.addi %arg26, %c1_i64_15 {async_task_id = array<i32: 1>} : i64
          scf.yield {async_task_id = array<i32: 1>} %82, %83 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
        } {async_task_id = array<i32: 1>}
        %42 = arith.truncf %41#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %43 = ttg.convert_layout %42 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        tt.descriptor_store %29[%38, %40], %43 {async_task_id = array<i32: 1>} : !tt.tensordesc<tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        scf.yield {async_task_id = array<i32: 1>} %41#1 : i64
      } {async_task_id = array<i32: 1>}
      ttg.warp_return
    }
    partition1(%arg7: i32, %arg8: i32, %arg9: i32, %arg10: !tt.ptr<bf16>, %arg11: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg13: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg14: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg15: tensor<3x!nvws.token>, %arg16: tensor<3x!nvws.token>, %arg17: i32, %arg18: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg19: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg20: tensor<3x!nvws.token>, %arg21: tensor<3x!nvws.token>) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 2>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 2>} 256 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 2>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 2>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %19 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %20 = arith.addi %arg7, %c127_i32 {async_task_id = array<i32: 2>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %22 = arith.addi %arg8, %c255_i32 {async_task_id = array<i32: 2>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 2>} : i32
      %24 = arith.addi %arg9, %c63_i32 {async_task_id = array<i32: 2>} : i32
      %25 = arith.divsi %24, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %26 = arith.muli %21, %23 {async_task_id = array<i32: 2>} : i32
      %27 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %28 = arith.extsi %arg8 {async_task_id = array<i32: 2>} : i32 to i64
      %29 = tt.make_tensor_descriptor %arg10, [%arg7, %arg8], [%28, %c1_i64] {async_task_id = array<i32: 2>} : <bf16>, <tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %30 = scf.for %arg22 = %19 to %26 step %arg17 iter_args(%arg23 = %c0_i64) -> (i64)  : i32 {
        %31 = arith.divsi %arg22, %27 {async_task_id = array<i32: 2>} : i32
        %32 = arith.muli %31, %c8_i32 {async_task_id = array<i32: 2>} : i32
        %33 = arith.subi %21, %32 {async_task_id = array<i32: 2>} : i32
        %34 = arith.minsi %33, %c8_i32 {async_task_id = array<i32: 2>} : i32
        %35 = arith.remsi %arg22, %27 {async_task_id = array<i32: 2>} : i32
        %36 = arith.remsi %35, %34 {async_task_id = array<i32: 2>} : i32
        %37 = arith.addi %32, %36 {async_task_id = array<i32: 2>} : i32
        %38 = arith.muli %37, %c128_i32 {async_task_id = array<i32: 2>} : i32
        %39 = arith.addi %38, %c64_i32 {async_task_id = array<i32: 2>} : i32
        %40 = arith.divsi %35, %34 {async_task_id = array<i32: 2>} : i32
        %41 = arith.muli %40, %c256_i32 {async_task_id = array<i32: 2>} : i32
        %42:2 = scf.for %arg24 = %c0_i32_6 to %25 step %c1_i32_7 iter_args(%arg25 = %cst, %arg26 = %arg23) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
          %c3_i32 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %45 = arith.extsi %c3_i32 {async_task_id = array<i32: 2>} : i32 to i64
          %46 = arith.divui %arg26, %45 {async_task_id = array<i32: 2>} : i64
          %47 = arith.muli %46, %45 {async_task_id = array<i32: 2>} : i64
          %48 = arith.subi %arg26, %47 {async_task_id = array<i32: 2>} : i64
          %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i32
          %c1_i64_8 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %50 = arith.andi %46, %c1_i64_8 {async_task_id = array<i32: 2>} : i64
          %51 = arith.trunci %50 {async_task_id = array<i32: 2>} : i64 to i1
          %c3_i32_9 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %52 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 2>} : i32 to i64
          %53 = arith.divui %arg26, %52 {async_task_id = array<i32: 2>} : i64
          %54 = arith.muli %53, %52 {async_task_id = array<i32: 2>} : i64
          %55 = arith.subi %arg26, %54 {async_task_id = array<i32: 2>} : i64
          %56 = arith.trunci %55 {async_task_id = array<i32: 2>} : i64 to i32
          %c1_i64_10 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %57 = arith.andi %53, %c1_i64_10 {async_task_id = array<i32: 2>} : i64
          %58 = arith.trunci %57 {async_task_id = array<i32: 2>} : i64 to i1
          %c3_i32_11 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %59 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 2>} : i32 to i64
          %60 = arith.divui %arg26, %59 {async_task_id = array<i32: 2>} : i64
          %61 = arith.muli %60, %59 {async_task_id = array<i32: 2>} : i64
          %62 = arith.subi %arg26, %61 {async_task_id = array<i32: 2>} : i64
          %63 = arith.trunci %62 {async_task_id = array<i32: 2>} : i64 to i32
          %c1_i64_12 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %64 = arith.andi %60, %c1_i64_12 {async_task_id = array<i32: 2>} : i64
          %65 = arith.trunci %64 {async_task_id = array<i32: 2>} : i64 to i1
          %c3_i32_13 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %66 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 2>} : i32 to i64
          %67 = arith.divui %arg26, %66 {async_task_id = array<i32: 2>} : i64
          %68 = arith.muli %67, %66 {async_task_id = array<i32: 2>} : i64
          %69 = arith.subi %arg26, %68 {async_task_id = array<i32: 2>} : i64
          %70 = arith.trunci %69 {async_task_id = array<i32: 2>} : i64 to i32
          %c1_i64_14 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %71 = arith.andi %67, %c1_i64_14 {async_task_id = array<i32: 2>} : i64
          %72 = arith.trunci %71 {async_task_id = array<i32: 2>} : i64 to i1
          %73 = ttg.memdesc_index %arg18[%70] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %74 = arith.extsi %72 {async_task_id = array<i32: 2>} : i1 to i32
          ttng.wait_barrier %73, %74 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %75 = ttg.memdesc_index %arg19[%70] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %76 = ttg.local_load %75 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %77 = ttg.local_alloc %76 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %78 = ttg.memdesc_index %arg13[%56] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %79 = arith.extsi %58 {async_task_id = array<i32: 2>} : i1 to i32
          ttng.wait_barrier %78, %79 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %80 = ttg.memdesc_index %arg14[%56] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %81 = ttg.local_load %80 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %82 = ttg.local_alloc %81 {async_task_id = array<i32: 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %83 = ttng.warp_group_dot %75, %80, %arg25 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
          nvws.consumer_release %arg20, %56 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
          nvws.consumer_release %arg21, %70 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
          %c1_i64_15 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %84 = arith.addi %arg26, %c1_i64_15 {async_task_id = array<i32: 2>} : i64
          scf.yield {async_task_id = array<i32: 2>} %83, %84 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
        } {async_task_id = array<i32: 2>}
        %43 = arith.truncf %42#0 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %44 = ttg.convert_layout %43 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        tt.descriptor_store %29[%39, %41], %44 {async_task_id = array<i32: 2>} : !tt.tensordesc<tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        scf.yield {async_task_id = array<i32: 2>} %42#1 : i64
      } {async_task_id = array<i32: 2>}
      ttg.warp_return
    } : (i32, i32, i32, !tt.ptr<bf16>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>) -> ()
    tt.return
  }
}
