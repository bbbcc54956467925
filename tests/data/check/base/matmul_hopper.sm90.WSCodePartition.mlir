module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
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
    ttg.warp_specialize(%arg3, %arg4, %arg2, %arg5, %8, %16, %0, %18, %12, %14, %4, %17, %13, %15) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c8_i32 = arith.constant {async_task_id = array<i32: 0>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 0>} 256 : i32
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
      %24 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %25 = arith.divsi %19, %24 {async_task_id = array<i32: 0>} : i32
      %26 = arith.muli %25, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %27 = arith.subi %21, %26 {async_task_id = array<i32: 0>} : i32
      %28 = arith.minsi %27, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %29 = arith.remsi %19, %24 {async_task_id = array<i32: 0>} : i32
      %30 = arith.remsi %29, %28 {async_task_id = array<i32: 0>} : i32
      %31 = arith.addi %26, %30 {async_task_id = array<i32: 0>} : i32
      %32 = arith.divsi %29, %28 {async_task_id = array<i32: 0>} : i32
      %33 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %34 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%33, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %35 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%33, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %36 = arith.extsi %arg4 {async_task_id = array<i32: 0>} : i32 to i64
      %37 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%36, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %38 = arith.addi %arg5, %c63_i32 {async_task_id = array<i32: 0>} : i32
      %39 = arith.divsi %38, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %40 = arith.muli %31, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %41 = arith.addi %40, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %42 = arith.muli %32, %c256_i32 {async_task_id = array<i32: 0>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %43 = scf.for %arg6 = %c0_i32_6 to %39 step %c1_i32_7 iter_args(%arg7 = %c0_i64) -> (i64)  : i32 {
        %44 = arith.muli %arg6, %c64_i32 {async_task_id = array<i32: 0>} : i32
        %c3_i32 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %45 = arith.extsi %c3_i32 {async_task_id = array<i32: 0>} : i32 to i64
        %46 = arith.divui %arg7, %45 {async_task_id = array<i32: 0>} : i64
        %47 = arith.muli %46, %45 {async_task_id = array<i32: 0>} : i64
        %48 = arith.subi %arg7, %47 {async_task_id = array<i32: 0>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_8 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %50 = arith.andi %46, %c1_i64_8 {async_task_id = array<i32: 0>} : i64
        %51 = arith.trunci %50 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_9 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %52 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 0>} : i32 to i64
        %53 = arith.divui %arg7, %52 {async_task_id = array<i32: 0>} : i64
        %54 = arith.muli %53, %52 {async_task_id = array<i32: 0>} : i64
        %55 = arith.subi %arg7, %54 {async_task_id = array<i32: 0>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %57 = arith.andi %53, %c1_i64_10 {async_task_id = array<i32: 0>} : i64
        %58 = arith.trunci %57 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %12, %56, %58 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %59 = ttg.memdesc_index %8[%56] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %59, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %60 = ttg.memdesc_index %16[%56] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %34[%40, %44] %60, %59, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c3_i32_11 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %61 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 0>} : i32 to i64
        %62 = arith.divui %arg7, %61 {async_task_id = array<i32: 0>} : i64
        %63 = arith.muli %62, %61 {async_task_id = array<i32: 0>} : i64
        %64 = arith.subi %arg7, %63 {async_task_id = array<i32: 0>} : i64
        %65 = arith.trunci %64 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %66 = arith.andi %62, %c1_i64_12 {async_task_id = array<i32: 0>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_13 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %68 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 0>} : i32 to i64
        %69 = arith.divui %arg7, %68 {async_task_id = array<i32: 0>} : i64
        %70 = arith.muli %69, %68 {async_task_id = array<i32: 0>} : i64
        %71 = arith.subi %arg7, %70 {async_task_id = array<i32: 0>} : i64
        %72 = arith.trunci %71 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %73 = arith.andi %69, %c1_i64_14 {async_task_id = array<i32: 0>} : i64
        %74 = arith.trunci %73 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %15, %72, %74 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        nvws.producer_acquire %14, %72, %74 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %75 = ttg.memdesc_index %0[%72] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_15 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %75, 32768 {async_task_id = array<i32: 0>}, %true_15 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %76 = ttg.memdesc_index %18[%72] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %37[%44, %42] %76, %75, %true_15 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c3_i32_16 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %77 = arith.extsi %c3_i32_16 {async_task_id = array<i32: 0>} : i32 to i64
        %78 = arith.divui %arg7, %77 {async_task_id = array<i32: 0>} : i64
        %79 = arith.muli %78, %77 {async_task_id = array<i32: 0>} : i64
        %80 = arith.subi %arg7, %79 {async_task_id = array<i32: 0>} : i64
        %81 = arith.trunci %80 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_17 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %82 = arith.andi %78, %c1_i64_17 {async_task_id = array<i32: 0>} : i64
        %83 = arith.trunci %82 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_18 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %84 = arith.extsi %c3_i32_18 {async_task_id = array<i32: 0>} : i32 to i64
        %85 = arith.divui %arg7, %84 {async_task_id = array<i32: 0>} : i64
        %86 = arith.muli %85, %84 {async_task_id = array<i32: 0>} : i64
        %87 = arith.subi %arg7, %86 {async_task_id = array<i32: 0>} : i64
        %88 = arith.trunci %87 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_19 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %89 = arith.andi %85, %c1_i64_19 {async_task_id = array<i32: 0>} : i64
        %90 = arith.trunci %89 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %13, %88, %90 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %91 = ttg.memdesc_index %4[%88] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_20 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %91, 8192 {async_task_id = array<i32: 0>}, %true_20 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %92 = ttg.memdesc_index %17[%88] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %35[%41, %44] %92, %91, %true_20 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c1_i64_21 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %93 = arith.addi %arg7, %c1_i64_21 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %93 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg6: i32, %arg7: i32, %arg8: !tt.ptr<bf16>, %arg9: i32, %arg10: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg11: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg13: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg14: tensor<3x!nvws.token>, %arg15: tensor<3x!nvws.token>, %arg16: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg18: tensor<3x!nvws.token>, %arg19: tensor<3x!nvws.token>) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 1>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 1>} 256 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 1>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 1>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %19 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %20 = arith.addi %arg6, %c127_i32 {async_task_id = array<i32: 1>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %22 = arith.addi %arg7, %c255_i32 {async_task_id = array<i32: 1>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 1>} : i32
      %24 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %25 = arith.divsi %19, %24 {async_task_id = array<i32: 1>} : i32
      %26 = arith.muli %25, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %27 = arith.subi %21, %26 {async_task_id = array<i32: 1>} : i32
      %28 = arith.minsi %27, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %29 = arith.remsi %19, %24 {async_task_id = array<i32: 1>} : i32
      %30 = arith.remsi %29, %28 {async_task_id = array<i32: 1>} : i32
      %31 = arith.addi %26, %30 {async_task_id = array<i32: 1>} : i32
      %32 = arith.divsi %29, %28 {async_task_id = array<i32: 1>} : i32
      %33 = arith.extsi %arg7 {async_task_id = array<i32: 1>} : i32 to i64
      %34 = tt.make_tensor_descriptor %arg8, [%arg6, %arg7], [%33, %c1_i64] {async_task_id = array<i32: 1>} : <bf16>, <tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %35 = arith.addi %arg9, %c63_i32 {async_task_id = array<i32: 1>} : i32
      %36 = arith.divsi %35, %c64_i32 {async_task_id = array<i32: 1>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %37:2 = scf.for %arg20 = %c0_i32_6 to %36 step %c1_i32_7 iter_args(%arg21 = %cst, %arg22 = %c0_i64) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %42 = arith.extsi %c3_i32 {async_task_id = array<i32: 1>} : i32 to i64
        %43 = arith.divui %arg22, %42 {async_task_id = array<i32: 1>} : i64
        %44 = arith.muli %43, %42 {async_task_id = array<i32: 1>} : i64
        %45 = arith.subi %arg22, %44 {async_task_id = array<i32: 1>} : i64
        %46 = arith.trunci %45 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_8 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %47 = arith.andi %43, %c1_i64_8 {async_task_id = array<i32: 1>} : i64
        %48 = arith.trunci %47 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_9 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %49 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 1>} : i32 to i64
        %50 = arith.divui %arg22, %49 {async_task_id = array<i32: 1>} : i64
        %51 = arith.muli %50, %49 {async_task_id = array<i32: 1>} : i64
        %52 = arith.subi %arg22, %51 {async_task_id = array<i32: 1>} : i64
        %53 = arith.trunci %52 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %54 = arith.andi %50, %c1_i64_10 {async_task_id = array<i32: 1>} : i64
        %55 = arith.trunci %54 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_11 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %56 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 1>} : i32 to i64
        %57 = arith.divui %arg22, %56 {async_task_id = array<i32: 1>} : i64
        %58 = arith.muli %57, %56 {async_task_id = array<i32: 1>} : i64
        %59 = arith.subi %arg22, %58 {async_task_id = array<i32: 1>} : i64
        %60 = arith.trunci %59 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %61 = arith.andi %57, %c1_i64_12 {async_task_id = array<i32: 1>} : i64
        %62 = arith.trunci %61 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_13 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %63 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 1>} : i32 to i64
        %64 = arith.divui %arg22, %63 {async_task_id = array<i32: 1>} : i64
        %65 = arith.muli %64, %63 {async_task_id = array<i32: 1>} : i64
        %66 = arith.subi %arg22, %65 {async_task_id = array<i32: 1>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %68 = arith.andi %64, %c1_i64_14 {async_task_id = array<i32: 1>} : i64
        %69 = arith.trunci %68 {async_task_id = array<i32: 1>} : i64 to i1
        %70 = ttg.memdesc_index %arg10[%53] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %71 = arith.extsi %55 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %70, %71 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %72 = ttg.memdesc_index %arg11[%53] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %73 = ttg.local_load %72 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %74 = ttg.local_alloc %73 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %75 = ttg.memdesc_index %arg12[%67] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %76 = arith.extsi %69 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %75, %76 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %77 = ttg.memdesc_index %arg13[%67] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %78 = ttg.local_load %77 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %79 = ttg.local_alloc %78 {async_task_id = array<i32: 1>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %80 = ttng.warp_group_dot %72, %77, %arg21 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        nvws.consumer_release %arg14, %53 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg15, %67 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        %c1_i64_15 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %81 = arith.addi %arg22, %c1_i64_15 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %80, %81 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
      } {async_task_id = array<i32: 1>}
      %38 = arith.muli %31, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %39 = arith.muli %32, %c256_i32 {async_task_id = array<i32: 1>} : i32
      %40 = arith.truncf %37#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %41 = ttg.convert_layout %40 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %34[%38, %39], %41 {async_task_id = array<i32: 1>} : !tt.tensordesc<tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg6: i32, %arg7: i32, %arg8: !tt.ptr<bf16>, %arg9: i32, %arg10: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg11: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg13: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg14: tensor<3x!nvws.token>, %arg15: tensor<3x!nvws.token>, %arg16: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg18: tensor<3x!nvws.token>, %arg19: tensor<3x!nvws.token>) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 2>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 2>} 256 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 2>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 2>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %19 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %20 = arith.addi %arg6, %c127_i32 {async_task_id = array<i32: 2>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %22 = arith.addi %arg7, %c255_i32 {async_task_id = array<i32: 2>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 2>} : i32
      %24 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %25 = arith.divsi %19, %24 {async_task_id = array<i32: 2>} : i32
      %26 = arith.muli %25, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %27 = arith.subi %21, %26 {async_task_id = array<i32: 2>} : i32
      %28 = arith.minsi %27, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %29 = arith.remsi %19, %24 {async_task_id = array<i32: 2>} : i32
      %30 = arith.remsi %29, %28 {async_task_id = array<i32: 2>} : i32
      %31 = arith.addi %26, %30 {async_task_id = array<i32: 2>} : i32
      %32 = arith.divsi %29, %28 {async_task_id = array<i32: 2>} : i32
      %33 = arith.extsi %arg7 {async_task_id = array<i32: 2>} : i32 to i64
      %34 = tt.make_tensor_descriptor %arg8, [%arg6, %arg7], [%33, %c1_i64] {async_task_id = array<i32: 2>} : <bf16>, <tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %35 = arith.addi %arg9, %c63_i32 {async_task_id = array<i32: 2>} : i32
      %36 = arith.divsi %35, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %37:2 = scf.for %arg20 = %c0_i32_6 to %36 step %c1_i32_7 iter_args(%arg21 = %cst, %arg22 = %c0_i64) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %43 = arith.extsi %c3_i32 {async_task_id = array<i32: 2>} : i32 to i64
        %44 = arith.divui %arg22, %43 {async_task_id = array<i32: 2>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 2>} : i64
        %46 = arith.subi %arg22, %45 {async_task_id = array<i32: 2>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_8 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %48 = arith.andi %44, %c1_i64_8 {async_task_id = array<i32: 2>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_9 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %50 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 2>} : i32 to i64
        %51 = arith.divui %arg22, %50 {async_task_id = array<i32: 2>} : i64
        %52 = arith.muli %51, %50 {async_task_id = array<i32: 2>} : i64
        %53 = arith.subi %arg22, %52 {async_task_id = array<i32: 2>} : i64
        %54 = arith.trunci %53 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %55 = arith.andi %51, %c1_i64_10 {async_task_id = array<i32: 2>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_11 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %57 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 2>} : i32 to i64
        %58 = arith.divui %arg22, %57 {async_task_id = array<i32: 2>} : i64
        %59 = arith.muli %58, %57 {async_task_id = array<i32: 2>} : i64
        %60 = arith.subi %arg22, %59 {async_task_id = array<i32: 2>} : i64
        %61 = arith.trunci %60 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %62 = arith.andi %58, %c1_i64_12 {async_task_id = array<i32: 2>} : i64
        %63 = arith.trunci %62 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_13 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %64 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 2>} : i32 to i64
        %65 = arith.divui %arg22, %64 {async_task_id = array<i32: 2>} : i64
        %66 = arith.muli %65, %64 {async_task_id = array<i32: 2>} : i64
        %67 = arith.subi %arg22, %66 {async_task_id = array<i32: 2>} : i64
        %68 = arith.trunci %67 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %69 = arith.andi %65, %c1_i64_14 {async_task_id = array<i32: 2>} : i64
        %70 = arith.trunci %69 {async_task_id = array<i32: 2>} : i64 to i1
        %71 = ttg.memdesc_index %arg16[%68] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %72 = arith.extsi %70 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %71, %72 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %73 = ttg.memdesc_index %arg17[%68] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %74 = ttg.local_load %73 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %75 = ttg.local_alloc %74 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %76 = ttg.memdesc_index %arg12[%54] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %77 = arith.extsi %56 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %76, %77 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %78 = ttg.memdesc_index %arg13[%54] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %79 = ttg.local_load %78 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %80 = ttg.local_alloc %79 {async_task_id = array<i32: 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %81 = ttng.warp_group_dot %73, %78, %arg21 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        nvws.consumer_release %arg18, %68 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg19, %54 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        %c1_i64_15 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %82 = arith.addi %arg22, %c1_i64_15 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %81, %82 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
      } {async_task_id = array<i32: 2>}
      %38 = arith.muli %31, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %39 = arith.addi %38, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %40 = arith.muli %32, %c256_i32 {async_task_id = array<i32: 2>} : i32
      %41 = arith.truncf %37#0 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %42 = ttg.convert_layout %41 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %34[%39, %40], %42 {async_task_id = array<i32: 2>} : !tt.tensordesc<tensor<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (i32, i32, !tt.ptr<bf16>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>) -> ()
    tt.return
  }
}
