module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fa_hopper(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32 = arith.constant 0 : i32
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32 = arith.constant 1 : i32
    %2 = ttg.memdesc_index %0[%c1_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %3 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_0 = arith.constant 0 : i32
    %4 = ttg.memdesc_index %3[%c0_i32_0] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %4, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_1 = arith.constant 1 : i32
    %5 = ttg.memdesc_index %3[%c1_i32_1] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %5, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %6 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_2 = arith.constant 0 : i32
    %7 = ttg.memdesc_index %6[%c0_i32_2] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_3 = arith.constant 1 : i32
    %8 = ttg.memdesc_index %6[%c1_i32_3] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %8, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %9 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_4 = arith.constant 0 : i32
    %10 = ttg.memdesc_index %9[%c0_i32_4] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_5 = arith.constant 1 : i32
    %11 = ttg.memdesc_index %9[%c1_i32_5] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %12 = nvws.create_token {loadType = 2 : i32, numBuffers = 1 : i32} : tensor<1x!nvws.token>
    %13 = nvws.create_token {loadType = 2 : i32, numBuffers = 1 : i32} : tensor<1x!nvws.token>
    %14 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %15 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %16 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %17 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %19 = ttg.local_alloc : () -> !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %20 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %21 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg5, %arg6, %arg7, %arg3, %arg4, %9, %18, %3, %20, %14, %0, %21, %16, %12, %6, %19, %15, %17, %13) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %false = arith.constant {async_task_id = array<i32: 0>} false
      %c0_i32_7 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %false_8 = arith.constant {async_task_id = array<i32: 0>} false
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c128_i64 = arith.constant {async_task_id = array<i32: 0>} 128 : i64
      %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %c0_i32_9 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %22 = arith.muli %arg5, %arg6 {async_task_id = array<i32: 0>} : i32
      %23 = arith.muli %22, %arg7 {async_task_id = array<i32: 0>} : i32
      %24 = tt.make_tensor_descriptor %arg0, [%23, %c128_i32], [%c128_i64, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %25 = tt.make_tensor_descriptor %arg0, [%23, %c128_i32], [%c128_i64, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %26 = tt.make_tensor_descriptor %arg1, [%23, %c128_i32], [%c128_i64, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %27 = tt.make_tensor_descriptor %arg2, [%23, %c128_i32], [%c128_i64, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <tensor<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %28 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %29 = tt.get_program_id y {async_task_id = array<i32: 0>} : i32
      %30 = arith.muli %29, %arg7 {async_task_id = array<i32: 0>} : i32
      %31 = arith.muli %28, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %32 = arith.addi %30, %31 {async_task_id = array<i32: 0>} : i32
      %33 = arith.addi %32, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %c0_i32_10 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      nvws.producer_acquire %12, %c0_i32_6, %false {async_task_id = array<i32: 0>} : tensor<1x!nvws.token>, i32, i1
      %34 = ttg.memdesc_index %9[%c0_i32_6] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %true = arith.constant {async_task_id = array<i32: 0>} true
      ttng.barrier_expect %34, 16384 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %35 = ttg.memdesc_index %18[%c0_i32_6] {async_task_id = array<i32: 0>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_copy_global_to_local %24[%32, %c0_i32_9] %35, %34, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %c0_i32_11 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      nvws.producer_acquire %13, %c0_i32_7, %false_8 {async_task_id = array<i32: 0>} : tensor<1x!nvws.token>, i32, i1
      %36 = ttg.memdesc_index %6[%c0_i32_7] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %true_12 = arith.constant {async_task_id = array<i32: 0>} true
      ttng.barrier_expect %36, 16384 {async_task_id = array<i32: 0>}, %true_12 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %37 = ttg.memdesc_index %19[%c0_i32_7] {async_task_id = array<i32: 0>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_copy_global_to_local %25[%33, %c0_i32_9] %37, %36, %true_12 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %38 = scf.for %arg8 = %c0_i32_9 to %arg7 step %c128_i32 iter_args(%arg9 = %c0_i64) -> (i64)  : i32 {
        %39 = arith.addi %30, %arg8 {async_task_id = array<i32: 0>} : i32
        %c2_i32 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %40 = arith.extsi %c2_i32 {async_task_id = array<i32: 0>} : i32 to i64
        %41 = arith.divui %arg9, %40 {async_task_id = array<i32: 0>} : i64
        %42 = arith.muli %41, %40 {async_task_id = array<i32: 0>} : i64
        %43 = arith.subi %arg9, %42 {async_task_id = array<i32: 0>} : i64
        %44 = arith.trunci %43 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_13 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %45 = arith.andi %41, %c1_i64_13 {async_task_id = array<i32: 0>} : i64
        %46 = arith.trunci %45 {async_task_id = array<i32: 0>} : i64 to i1
        %c2_i32_14 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %47 = arith.extsi %c2_i32_14 {async_task_id = array<i32: 0>} : i32 to i64
        %48 = arith.divui %arg9, %47 {async_task_id = array<i32: 0>} : i64
        %49 = arith.muli %48, %47 {async_task_id = array<i32: 0>} : i64
        %50 = arith.subi %arg9, %49 {async_task_id = array<i32: 0>} : i64
        %51 = arith.trunci %50 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_15 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %52 = arith.andi %48, %c1_i64_15 {async_task_id = array<i32: 0>} : i64
        %53 = arith.trunci %52 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %15, %51, %53 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        nvws.producer_acquire %14, %51, %53 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        %54 = ttg.memdesc_index %3[%51] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_16 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %54, 32768 {async_task_id = array<i32: 0>}, %true_16 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %55 = ttg.memdesc_index %20[%51] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %26[%39, %c0_i32_9] %55, %54, %true_16 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c2_i32_17 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %56 = arith.extsi %c2_i32_17 {async_task_id = array<i32: 0>} : i32 to i64
        %57 = arith.divui %arg9, %56 {async_task_id = array<i32: 0>} : i64
        %58 = arith.muli %57, %56 {async_task_id = array<i32: 0>} : i64
        %59 = arith.subi %arg9, %58 {async_task_id = array<i32: 0>} : i64
        %60 = arith.trunci %59 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_18 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %61 = arith.andi %57, %c1_i64_18 {async_task_id = array<i32: 0>} : i64
        %62 = arith.trunci %61 {async_task_id = array<i32: 0>} : i64 to i1
        %c2_i32_19 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %63 = arith.extsi %c2_i32_19 {async_task_id = array<i32: 0>} : i32 to i64
        %64 = arith.divui %arg9, %63 {async_task_id = array<i32: 0>} : i64
        %65 = arith.muli %64, %63 {async_task_id = array<i32: 0>} : i64
        %66 = arith.subi %arg9, %65 {async_task_id = array<i32: 0>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_20 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %68 = arith.andi %64, %c1_i64_20 {async_task_id = array<i32: 0>} : i64
        %69 = arith.trunci %68 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %17, %67, %69 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        nvws.producer_acquire %16, %67, %69 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        %70 = ttg.memdesc_index %0[%67] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_21 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %70, 32768 {async_task_id = array<i32: 0>}, %true_21 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %71 = ttg.memdesc_index %21[%67] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %27[%39, %c0_i32_9] %71, %70, %true_21 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c1_i64_22 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %72 = arith.addi %arg9, %c1_i64_22 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %72 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg8: i32, %arg9: i32, %arg10: i32, %arg11: !tt.ptr<bf16>, %arg12: f32, %arg13: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg14: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg15: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg16: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: tensor<2x!nvws.token>, %arg18: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg19: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg20: tensor<2x!nvws.token>, %arg21: tensor<1x!nvws.token>, %arg22: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg23: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg24: tensor<2x!nvws.token>, %arg25: tensor<2x!nvws.token>, %arg26: tensor<1x!nvws.token>) num_warps(4) {
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %false = arith.constant {async_task_id = array<i32: 1>} false
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c128_i64 = arith.constant {async_task_id = array<i32: 1>} 128 : i64
      %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %cst = arith.constant {async_task_id = array<i32: 1>} 1.44269502 : f32
      %c0_i32_7 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %cst_8 = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %cst_9 = arith.constant {async_task_id = array<i32: 1>} dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %cst_10 = arith.constant {async_task_id = array<i32: 1>} dense<1.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %22 = arith.muli %arg8, %arg9 {async_task_id = array<i32: 1>} : i32
      %23 = arith.muli %22, %arg10 {async_task_id = array<i32: 1>} : i32
      %24 = tt.make_tensor_descriptor %arg11, [%23, %c128_i32], [%c128_i64, %c1_i64] {async_task_id = array<i32: 1>} : <bf16>, <tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %25 = arith.mulf %arg12, %cst {async_task_id = array<i32: 1>} : f32
      %26 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %27 = tt.get_program_id y {async_task_id = array<i32: 1>} : i32
      %28 = arith.muli %27, %arg10 {async_task_id = array<i32: 1>} : i32
      %29 = arith.muli %26, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %30 = arith.addi %28, %29 {async_task_id = array<i32: 1>} : i32
      %c0_i32_11 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %31 = ttg.memdesc_index %arg13[%c0_i32_6] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %32 = arith.extsi %false {async_task_id = array<i32: 1>} : i1 to i32
      ttng.wait_barrier %31, %32 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %33 = ttg.memdesc_index %arg14[%c0_i32_6] {async_task_id = array<i32: 1>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %34 = ttg.local_load %33 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %35 = ttg.local_alloc %34 {async_task_id = array<i32: 1>} : (tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %36 = tt.splat %25 {async_task_id = array<i32: 1>} : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %37 = tt.splat %25 {async_task_id = array<i32: 1>} : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %38:4 = scf.for %arg27 = %c0_i32_7 to %arg10 step %c128_i32 iter_args(%arg28 = %cst_8, %arg29 = %cst_10, %arg30 = %cst_9, %arg31 = %c0_i64) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64)  : i32 {
        %c2_i32 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %44 = arith.extsi %c2_i32 {async_task_id = array<i32: 1>} : i32 to i64
        %45 = arith.divui %arg31, %44 {async_task_id = array<i32: 1>} : i64
        %46 = arith.muli %45, %44 {async_task_id = array<i32: 1>} : i64
        %47 = arith.subi %arg31, %46 {async_task_id = array<i32: 1>} : i64
        %48 = arith.trunci %47 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %49 = arith.andi %45, %c1_i64_12 {async_task_id = array<i32: 1>} : i64
        %50 = arith.trunci %49 {async_task_id = array<i32: 1>} : i64 to i1
        %c2_i32_13 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %51 = arith.extsi %c2_i32_13 {async_task_id = array<i32: 1>} : i32 to i64
        %52 = arith.divui %arg31, %51 {async_task_id = array<i32: 1>} : i64
        %53 = arith.muli %52, %51 {async_task_id = array<i32: 1>} : i64
        %54 = arith.subi %arg31, %53 {async_task_id = array<i32: 1>} : i64
        %55 = arith.trunci %54 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %56 = arith.andi %52, %c1_i64_14 {async_task_id = array<i32: 1>} : i64
        %57 = arith.trunci %56 {async_task_id = array<i32: 1>} : i64 to i1
        %58 = ttg.memdesc_index %arg15[%55] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %59 = arith.extsi %57 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %58, %59 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %60 = ttg.memdesc_index %arg16[%55] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %61 = ttg.local_load %60 {async_task_id = array<i32: 1>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %62 = ttg.local_alloc %61 {async_task_id = array<i32: 1>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %63 = ttg.memdesc_trans %60 {async_task_id = array<i32: 1>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory>
        %64 = ttng.warp_group_dot %33, %63, %cst_8 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg17, %55 {async_task_id = array<i32: 1>} : tensor<2x!nvws.token>, i32
        %65 = "tt.reduce"(%64) <{axis = 1 : i32}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %104 = arith.maxnumf %arg32, %arg33 {async_task_id = array<i32: 1>} : f32
          tt.reduce.return %104 {async_task_id = array<i32: 1>} : f32
        }) {async_task_id = array<i32: 1>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %66 = arith.mulf %65, %36 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %67 = arith.maxnumf %arg30, %66 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %68 = arith.mulf %64, %37 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %69 = tt.expand_dims %67 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %70 = tt.broadcast %69 {async_task_id = array<i32: 1>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %71 = arith.subf %68, %70 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %72 = math.exp2 %71 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %73 = arith.subf %arg30, %67 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %74 = math.exp2 %73 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %75 = arith.mulf %arg29, %74 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %76 = "tt.reduce"(%72) <{axis = 1 : i32}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %104 = arith.addf %arg32, %arg33 {async_task_id = array<i32: 1>} : f32
          tt.reduce.return %104 {async_task_id = array<i32: 1>} : f32
        }) {async_task_id = array<i32: 1>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %77 = arith.addf %75, %76 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %78 = tt.expand_dims %74 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %79 = tt.broadcast %78 {async_task_id = array<i32: 1>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %80 = arith.mulf %arg28, %79 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %c2_i32_15 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %81 = arith.extsi %c2_i32_15 {async_task_id = array<i32: 1>} : i32 to i64
        %82 = arith.divui %arg31, %81 {async_task_id = array<i32: 1>} : i64
        %83 = arith.muli %82, %81 {async_task_id = array<i32: 1>} : i64
        %84 = arith.subi %arg31, %83 {async_task_id = array<i32: 1>} : i64
        %85 = arith.trunci %84 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_16 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %86 = arith.andi %82, %c1_i64_16 {async_task_id = array<i32: 1>} : i64
        %87 = arith.trunci %86 {async_task_id = array<i32: 1>} : i64 to i1
        %c2_i32_17 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %88 = arith.extsi %c2_i32_17 {async_task_id = array<i32: 1>} : i32 to i64
        %89 = arith.divui %arg31, %88 {async_task_id = array<i32: 1>} : i64
        %90 = arith.muli %89, %88 {async_task_id = array<i32: 1>} : i64
        %91 = arith.subi %arg31, %90 {async_task_id = array<i32: 1>} : i64
        %92 = arith.trunci %91 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_18 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %93 = arith.andi %89, %c1_i64_18 {async_task_id = array<i32: 1>} : i64
        %94 = arith.trunci %93 {async_task_id = array<i32: 1>} : i64 to i1
        %95 = ttg.memdesc_index %arg18[%92] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %96 = arith.extsi %94 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %95, %96 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %97 = ttg.memdesc_index %arg19[%92] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %98 = ttg.local_load %97 {async_task_id = array<i32: 1>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %99 = ttg.local_alloc %98 {async_task_id = array<i32: 1>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %100 = arith.truncf %72 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %101 = ttg.convert_layout %100 {async_task_id = array<i32: 1>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>>
        %102 = ttng.warp_group_dot %101, %97, %80 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg20, %92 {async_task_id = array<i32: 1>} : tensor<2x!nvws.token>, i32
        %c1_i64_19 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %103 = arith.addi %arg31, %c1_i64_19 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %102, %77, %67, %103 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64
      } {async_task_id = array<i32: 1>}
      nvws.consumer_release %arg21, %c0_i32_6 {async_task_id = array<i32: 1>} : tensor<1x!nvws.token>, i32
      %39 = tt.expand_dims %38#1 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %40 = tt.broadcast %39 {async_task_id = array<i32: 1>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %41 = arith.divf %38#0, %40 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %42 = arith.truncf %41 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %43 = ttg.convert_layout %42 {async_task_id = array<i32: 1>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %24[%30, %c0_i32_7], %43 {async_task_id = array<i32: 1>} : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg8: i32, %arg9: i32, %arg10: i32, %arg11: !tt.ptr<bf16>, %arg12: f32, %arg13: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg14: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg15: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg16: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: tensor<2x!nvws.token>, %arg18: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg19: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg20: tensor<2x!nvws.token>, %arg21: tensor<1x!nvws.token>, %arg22: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg23: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg24: tensor<2x!nvws.token>, %arg25: tensor<2x!nvws.token>, %arg26: tensor<1x!nvws.token>) num_warps(4) {
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %false = arith.constant {async_task_id = array<i32: 2>} false
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c128_i64 = arith.constant {async_task_id = array<i32: 2>} 128 : i64
      %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %cst = arith.constant {async_task_id = array<i32: 2>} 1.44269502 : f32
      %c0_i32_7 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %cst_8 = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %cst_9 = arith.constant {async_task_id = array<i32: 2>} dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %cst_10 = arith.constant {async_task_id = array<i32: 2>} dense<1.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %22 = arith.muli %arg8, %arg9 {async_task_id = array<i32: 2>} : i32
      %23 = arith.muli %22, %arg10 {async_task_id = array<i32: 2>} : i32
      %24 = tt.make_tensor_descriptor %arg11, [%23, %c128_i32], [%c128_i64, %c1_i64] {async_task_id = array<i32: 2>} : <bf16>, <tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %25 = arith.mulf %arg12, %cst {async_task_id = array<i32: 2>} : f32
      %26 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %27 = tt.get_program_id y {async_task_id = array<i32: 2>} : i32
      %28 = arith.muli %27, %arg10 {async_task_id = array<i32: 2>} : i32
      %29 = arith.muli %26, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %30 = arith.addi %28, %29 {async_task_id = array<i32: 2>} : i32
      %31 = arith.addi %30, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %c0_i32_11 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %32 = ttg.memdesc_index %arg22[%c0_i32_6] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %33 = arith.extsi %false {async_task_id = array<i32: 2>} : i1 to i32
      ttng.wait_barrier %32, %33 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %34 = ttg.memdesc_index %arg23[%c0_i32_6] {async_task_id = array<i32: 2>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %35 = ttg.local_load %34 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %36 = ttg.local_alloc %35 {async_task_id = array<i32: 2>} : (tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %37 = tt.splat %25 {async_task_id = array<i32: 2>} : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %38 = tt.splat %25 {async_task_id = array<i32: 2>} : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %39:4 = scf.for %arg27 = %c0_i32_7 to %arg10 step %c128_i32 iter_args(%arg28 = %cst_8, %arg29 = %cst_10, %arg30 = %cst_9, %arg31 = %c0_i64) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64)  : i32 {
        %c2_i32 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %45 = arith.extsi %c2_i32 {async_task_id = array<i32: 2>} : i32 to i64
        %46 = arith.divui %arg31, %45 {async_task_id = array<i32: 2>} : i64
        %47 = arith.muli %46, %45 {async_task_id = array<i32: 2>} : i64
        %48 = arith.subi %arg31, %47 {async_task_id = array<i32: 2>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %50 = arith.andi %46, %c1_i64_12 {async_task_id = array<i32: 2>} : i64
        %51 = arith.trunci %50 {async_task_id = array<i32: 2>} : i64 to i1
        %c2_i32_13 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %52 = arith.extsi %c2_i32_13 {async_task_id = array<i32: 2>} : i32 to i64
        %53 = arith.divui %arg31, %52 {async_task_id = array<i32: 2>} : i64
        %54 = arith.muli %53, %52 {async_task_id = array<i32: 2>} : i64
        %55 = arith.subi %arg31, %54 {async_task_id = array<i32: 2>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %57 = arith.andi %53, %c1_i64_14 {async_task_id = array<i32: 2>} : i64
        %58 = arith.trunci %57 {async_task_id = array<i32: 2>} : i64 to i1
        %59 = ttg.memdesc_index %arg15[%56] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %60 = arith.extsi %58 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %59, %60 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %61 = ttg.memdesc_index %arg16[%56] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %62 = ttg.local_load %61 {async_task_id = array<i32: 2>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %63 = ttg.local_alloc %62 {async_task_id = array<i32: 2>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %64 = ttg.memdesc_trans %61 {async_task_id = array<i32: 2>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory>
        %65 = ttng.warp_group_dot %34, %64, %cst_8 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg24, %56 {async_task_id = array<i32: 2>} : tensor<2x!nvws.token>, i32
        %66 = "tt.reduce"(%65) <{axis = 1 : i32}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %105 = arith.maxnumf %arg32, %arg33 {async_task_id = array<i32: 2>} : f32
          tt.reduce.return %105 {async_task_id = array<i32: 2>} : f32
        }) {async_task_id = array<i32: 2>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %67 = arith.mulf %66, %37 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %68 = arith.maxnumf %arg30, %67 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %69 = arith.mulf %65, %38 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %70 = tt.expand_dims %68 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %71 = tt.broadcast %70 {async_task_id = array<i32: 2>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %72 = arith.subf %69, %71 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %73 = math.exp2 %72 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %74 = arith.subf %arg30, %68 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %75 = math.exp2 %74 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %76 = arith.mulf %arg29, %75 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %77 = "tt.reduce"(%73) <{axis = 1 : i32}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %105 = arith.addf %arg32, %arg33 {async_task_id = array<i32: 2>} : f32
          tt.reduce.return %105 {async_task_id = array<i32: 2>} : f32
        }) {async_task_id = array<i32: 2>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %78 = arith.addf %76, %77 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %79 = tt.expand_dims %75 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %80 = tt.broadcast %79 {async_task_id = array<i32: 2>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %81 = arith.mulf %arg28, %80 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %c2_i32_15 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %82 = arith.extsi %c2_i32_15 {async_task_id = array<i32: 2>} : i32 to i64
        %83 = arith.divui %arg31, %82 {async_task_id = array<i32: 2>} : i64
        %84 = arith.muli %83, %82 {async_task_id = array<i32: 2>} : i64
        %85 = arith.subi %arg31, %84 {async_task_id = array<i32: 2>} : i64
        %86 = arith.trunci %85 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_16 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %87 = arith.andi %83, %c1_i64_16 {async_task_id = array<i32: 2>} : i64
        %88 = arith.trunci %87 {async_task_id = array<i32: 2>} : i64 to i1
        %c2_i32_17 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %89 = arith.extsi %c2_i32_17 {async_task_id = array<i32: 2>} : i32 to i64
        %90 = arith.divui %arg31, %89 {async_task_id = array<i32: 2>} : i64
        %91 = arith.muli %90, %89 {async_task_id = array<i32: 2>} : i64
        %92 = arith.subi %arg31, %91 {async_task_id = array<i32: 2>} : i64
        %93 = arith.trunci %92 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_18 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %94 = arith.andi %90, %c1_i64_18 {async_task_id = array<i32: 2>} : i64
        %95 = arith.trunci %94 {async_task_id = array<i32: 2>} : i64 to i1
        %96 = ttg.memdesc_index %arg18[%93] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %97 = arith.extsi %95 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %96, %97 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %98 = ttg.memdesc_index %arg19[%93] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %99 = ttg.local_load %98 {async_task_id = array<i32: 2>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %100 = ttg.local_alloc %99 {async_task_id = array<i32: 2>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %101 = arith.truncf %73 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %102 = ttg.convert_layout %101 {async_task_id = array<i32: 2>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>>
        %103 = ttng.warp_group_dot %102, %98, %81 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg25, %93 {async_task_id = array<i32: 2>} : tensor<2x!nvws.token>, i32
        %c1_i64_19 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %104 = arith.addi %arg31, %c1_i64_19 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %103, %78, %68, %104 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64
      } {async_task_id = array<i32: 2>}
      nvws.consumer_release %arg26, %c0_i32_6 {async_task_id = array<i32: 2>} : tensor<1x!nvws.token>, i32
      %40 = tt.expand_dims %39#1 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %41 = tt.broadcast %40 {async_task_id = array<i32: 2>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %42 = arith.divf %39#0, %41 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %43 = arith.truncf %42 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %44 = ttg.convert_layout %43 {async_task_id = array<i32: 2>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %24[%31, %c0_i32_7], %44 {async_task_id = array<i32: 2>} : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (i32, i32, i32, !tt.ptr<bf16>, f32, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<2x!nvws.token>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<2x!nvws.token>, tensor<1x!nvws.token>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<2x!nvws.token>, tensor<2x!nvws.token>, tensor<1x!nvws.token>) -> ()
    tt.return
  }
}
