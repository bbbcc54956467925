module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @fa_hopper(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %1 = arith.constant 0 : i32
    %2 = ttg.memdesc_index %0[%1] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %3 = arith.constant 1 : i32
    %4 = ttg.memdesc_index %0[%3] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %4, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %5 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %6 = arith.constant 0 : i32
    %7 = ttg.memdesc_index %5[%6] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %8 = arith.constant 1 : i32
    %9 = ttg.memdesc_index %5[%8] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %10 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %11 = arith.constant 0 : i32
    %12 = ttg.memdesc_index %10[%11] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %12, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %13 = arith.constant 1 : i32
    %14 = ttg.memdesc_index %10[%13] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %15 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %16 = arith.constant 0 : i32
    %17 = ttg.memdesc_index %15[%16] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %17, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %18 = arith.constant 1 : i32
    %19 = ttg.memdesc_index %15[%18] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %20 = nvws.create_token {loadType = 2 : i32, numBuffers = 1 : i32} : tensor<1x!nvws.token>
    %21 = nvws.create_token {loadType = 2 : i32, numBuffers = 1 : i32} : tensor<1x!nvws.token>
    %22 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %23 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %24 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %25 = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
    %26 = ttg.local_alloc : () -> !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %27 = ttg.local_alloc : () -> !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %28 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg5, %arg6, %arg7, %arg3, %arg4, %15, %26, %5, %28, %22, %0, %29, %24, %20, %10, %27, %23, %25, %21) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %30 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %31 = arith.constant {async_task_id = array<i32: 0>} false
      %32 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %33 = arith.constant {async_task_id = array<i32: 0>} false
      %34 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %35 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %36 = arith.constant {async_task_id = array<i32: 0>} 128 : i64
      %37 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %38 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %39 = arith.muli %arg5, %arg6 {async_task_id = array<i32: 0>} : i32
      %40 = arith.muli %39, %arg7 {async_task_id = array<i32: 0>} : i32
      %41 = tt.make_tensor_descriptor %arg0, [%40, %35], [%36, %37] {async_task_id = array<i32: 0>} : <bf16>, <64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %42 = tt.make_tensor_descriptor %arg0, [%40, %35], [%36, %37] {async_task_id = array<i32: 0>} : <bf16>, <64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %43 = tt.make_tensor_descriptor %arg1, [%40, %35], [%36, %37] {async_task_id = array<i32: 0>} : <bf16>, <128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %44 = tt.make_tensor_descriptor %arg2, [%40, %35], [%36, %37] {async_task_id = array<i32: 0>} : <bf16>, <128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %45 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %46 = tt.get_program_id y {async_task_id = array<i32: 0>} : i32
      %47 = arith.muli %46, %arg7 {async_task_id = array<i32: 0>} : i32
      %48 = arith.muli %45, %35 {async_task_id = array<i32: 0>} : i32
      %49 = arith.addi %47, %48 {async_task_id = array<i32: 0>} : i32
      %50 = arith.addi %49, %34 {async_task_id = array<i32: 0>} : i32
      %51 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      nvws.producer_acquire %20, %32, %33 {async_task_id = array<i32: 0>} : tensor<1x!nvws.token>, i32, i1
      %52 = ttg.memdesc_index %15[%32] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %53 = arith.constant {async_task_id = array<i32: 0>} true
      ttng.barrier_expect %52, 16384 {async_task_id = array<i32: 0>}, %53 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %54 = ttg.memdesc_index %26[%32] {async_task_id = array<i32: 0>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_copy_global_to_local %41[%49, %38] %54, %52, %53 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %55 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      nvws.producer_acquire %21, %30, %31 {async_task_id = array<i32: 0>} : tensor<1x!nvws.token>, i32, i1
      %56 = ttg.memdesc_index %10[%30] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %57 = arith.constant {async_task_id = array<i32: 0>} true
      ttng.barrier_expect %56, 16384 {async_task_id = array<i32: 0>}, %57 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %58 = ttg.memdesc_index %27[%30] {async_task_id = array<i32: 0>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_copy_global_to_local %42[%50, %38] %58, %56, %57 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %59 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %60 = scf.for %arg8 = %38 to %arg7 step %35 iter_args(%arg9 = %59) -> (i64)  : i32 {
        %61 = arith.addi %47, %arg8 {async_task_id = array<i32: 0>} : i32
        %62 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %63 = arith.extsi %62 {async_task_id = array<i32: 0>} : i32 to i64
        %64 = arith.divui %arg9, %63 {async_task_id = array<i32: 0>} : i64
        %65 = arith.muli %64, %63 {async_task_id = array<i32: 0>} : i64
        %66 = arith.subi %arg9, %65 {async_task_id = array<i32: 0>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 0>} : i64 to i32
        %68 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %69 = arith.andi %64, %68 {async_task_id = array<i32: 0>} : i64
        %70 = arith.trunci %69 {async_task_id = array<i32: 0>} : i64 to i1
        %71 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %72 = arith.extsi %71 {async_task_id = array<i32: 0>} : i32 to i64
        %73 = arith.divui %arg9, %72 {async_task_id = array<i32: 0>} : i64
        %74 = arith.muli %73, %72 {async_task_id = array<i32: 0>} : i64
        %75 = arith.subi %arg9, %74 {async_task_id = array<i32: 0>} : i64
        %76 = arith.trunci %75 {async_task_id = array<i32: 0>} : i64 to i32
        %77 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %78 = arith.andi %73, %77 {async_task_id = array<i32: 0>} : i64
        %79 = arith.trunci %78 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %23, %76, %79 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        nvws.producer_acquire %22, %76, %79 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        %80 = ttg.memdesc_index %5[%76] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %81 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %80, 32768 {async_task_id = array<i32: 0>}, %81 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %82 = ttg.memdesc_index %28[%76] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %43[%61, %38] %82, %80, %81 {async_task_id = array<i32: 0>} : !tt.tensordesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %83 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %84 = arith.extsi %83 {async_task_id = array<i32: 0>} : i32 to i64
        %85 = arith.divui %arg9, %84 {async_task_id = array<i32: 0>} : i64
        %86 = arith.muli %85, %84 {async_task_id = array<i32: 0>} : i64
        %87 = arith.subi %arg9, %86 {async_task_id = array<i32: 0>} : i64
        %88 = arith.trunci %87 {async_task_id = array<i32: 0>} : i64 to i32
        %89 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %90 = arith.andi %85, %89 {async_task_id = array<i32: 0>} : i64
        %91 = arith.trunci %90 {async_task_id = array<i32: 0>} : i64 to i1
        %92 = arith.constant {async_task_id = array<i32: 0>} 2 : i32
        %93 = arith.extsi %92 {async_task_id = array<i32: 0>} : i32 to i64
        %94 = arith.divui %arg9, %93 {async_task_id = array<i32: 0>} : i64
        %95 = arith.muli %94, %93 {async_task_id = array<i32: 0>} : i64
        %96 = arith.subi %arg9, %95 {async_task_id = array<i32: 0>} : i64
        %97 = arith.trunci %96 {async_task_id = array<i32: 0>} : i64 to i32
        %98 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %99 = arith.andi %94, %98 {async_task_id = array<i32: 0>} : i64
        %100 = arith.trunci %99 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %25, %97, %100 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        nvws.producer_acquire %24, %97, %100 {async_task_id = array<i32: 0>} : tensor<2x!nvws.token>, i32, i1
        %101 = ttg.memdesc_index %0[%97] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %102 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %101, 32768 {async_task_id = array<i32: 0>}, %102 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %103 = ttg.memdesc_index %29[%97] {async_task_id = array<i32: 0>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %44[%61, %38] %103, %101, %102 {async_task_id = array<i32: 0>} : !tt.tensordesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %104 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %105 = arith.addi %arg9, %104 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %105 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg10: i32, %arg11: i32, %arg12: i32, %arg13: !tt.ptr<bf16>, %arg14: f32, %arg15: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg16: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg18: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg19: tensor<2x!nvws.token>, %arg20: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg21: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg22: tensor<2x!nvws.token>, %arg23: tensor<1x!nvws.token>, %arg24: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg25: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg26: tensor<2x!nvws.token>, %arg27: tensor<2x!nvws.token>, %arg28: tensor<1x!nvws.token>) num_warps(4) {
      %106 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %107 = arith.constant {async_task_id = array<i32: 1>} false
      %108 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %109 = arith.constant {async_task_id = array<i32: 1>} 128 : i64
      %110 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %111 = arith.constant {async_task_id = array<i32: 1>} 1.44269502 : f32
      %112 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %113 = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %114 = arith.constant {async_task_id = array<i32: 1>} dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %115 = arith.constant {async_task_id = array<i32: 1>} dense<1.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %116 = arith.muli %arg10, %arg11 {async_task_id = array<i32: 1>} : i32
      %117 = arith.muli %116, %arg12 {async_task_id = array<i32: 1>} : i32
      %118 = tt.make_tensor_descriptor %arg13, [%117, %108], [%109, %110] {async_task_id = array<i32: 1>} : <bf16>, <64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %119 = arith.mulf %arg14, %111 {async_task_id = array<i32: 1>} : f32
      %120 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %121 = tt.get_program_id y {async_task_id = array<i32: 1>} : i32
      %122 = arith.muli %121, %arg12 {async_task_id = array<i32: 1>} : i32
      %123 = arith.muli %120, %108 {async_task_id = array<i32: 1>} : i32
      %124 = arith.addi %122, %123 {async_task_id = array<i32: 1>} : i32
      %125 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %126 = ttg.memdesc_index %arg15[%106] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %127 = arith.extsi %107 {async_task_id = array<i32: 1>} : i1 to i32
      ttng.wait_barrier %126, %127 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %128 = ttg.memdesc_index %arg16[%106] {async_task_id = array<i32: 1>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %129 = ttg.local_load %128 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %130 = ttg.local_alloc %129 {async_task_id = array<i32: 1>} : (tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %131 = tt.splat %119 {async_task_id = array<i32: 1>} : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %132 = tt.splat %119 {async_task_id = array<i32: 1>} : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %133 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %134:4 = scf.for %arg29 = %112 to %arg12 step %108 iter_args(%arg30 = %113, %arg31 = %115, %arg32 = %114, %arg33 = %133) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64)  : i32 {
        %135 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %136 = arith.extsi %135 {async_task_id = array<i32: 1>} : i32 to i64
        %137 = arith.divui %arg33, %136 {async_task_id = array<i32: 1>} : i64
        %138 = arith.muli %137, %136 {async_task_id = array<i32: 1>} : i64
        %139 = arith.subi %arg33, %138 {async_task_id = array<i32: 1>} : i64
        %140 = arith.trunci %139 {async_task_id = array<i32: 1>} : i64 to i32
        %141 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %142 = arith.andi %137, %141 {async_task_id = array<i32: 1>} : i64
        %143 = arith.trunci %142 {async_task_id = array<i32: 1>} : i64 to i1
        %144 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %145 = arith.extsi %144 {async_task_id = array<i32: 1>} : i32 to i64
        %146 = arith.divui %arg33, %145 {async_task_id = array<i32: 1>} : i64
        %147 = arith.muli %146, %145 {async_task_id = array<i32: 1>} : i64
        %148 = arith.subi %arg33, %147 {async_task_id = array<i32: 1>} : i64
        %149 = arith.trunci %148 {async_task_id = array<i32: 1>} : i64 to i32
        %150 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %151 = arith.andi %146, %150 {async_task_id = array<i32: 1>} : i64
        %152 = arith.trunci %151 {async_task_id = array<i32: 1>} : i64 to i1
        %153 = ttg.memdesc_index %arg17[%149] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %154 = arith.extsi %152 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %153, %154 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %155 = ttg.memdesc_index %arg18[%149] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %156 = ttg.local_load %155 {async_task_id = array<i32: 1>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %157 = ttg.local_alloc %156 {async_task_id = array<i32: 1>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %158 = ttg.memdesc_trans %155 {async_task_id = array<i32: 1>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory>
        %159 = ttng.warp_group_dot %128, %158, %113 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg19, %149 {async_task_id = array<i32: 1>} : tensor<2x!nvws.token>, i32
        %160 = "tt.reduce"(%159) <{axis = 1 : i32}> ({
        ^bb0(%arg34: f32, %arg35: f32):
          %161 = arith.maxnumf %arg34, %arg35 {async_task_id = array<i32: 1>} : f32
          tt.reduce.return %161 {async_task_id = array<i32: 1>} : f32
        }) {async_task_id = array<i32: 1>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %162 = arith.mulf %160, %131 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %163 = arith.maxnumf %arg32, %162 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %164 = arith.mulf %159, %132 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %165 = tt.expand_dims %163 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %166 = tt.broadcast %165 {async_task_id = array<i32: 1>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %167 = arith.subf %164, %166 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %168 = math.exp2 %167 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %169 = arith.subf %arg32, %163 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %170 = math.exp2 %169 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %171 = arith.mulf %arg31, %170 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %172 = "tt.reduce"(%168) <{axis = 1 : i32}> ({
        ^bb0(%arg36: f32, %arg37: f32):
          %173 = arith.addf %arg36, %arg37 {async_task_id = array<i32: 1>} : f32
          tt.reduce.return %173 {async_task_id = array<i32: 1>} : f32
        }) {async_task_id = array<i32: 1>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %174 = arith.addf %171, %172 {async_task_id = array<i32: 1>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %175 = tt.expand_dims %170 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %176 = tt.broadcast %175 {async_task_id = array<i32: 1>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %177 = arith.mulf %arg30, %176 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %178 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %179 = arith.extsi %178 {async_task_id = array<i32: 1>} : i32 to i64
        %180 = arith.divui %arg33, %179 {async_task_id = array<i32: 1>} : i64
        %181 = arith.muli %180, %179 {async_task_id = array<i32: 1>} : i64
        %182 = arith.subi %arg33, %181 {async_task_id = array<i32: 1>} : i64
        %183 = arith.trunci %182 {async_task_id = array<i32: 1>} : i64 to i32
        %184 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %185 = arith.andi %180, %184 {async_task_id = array<i32: 1>} : i64
        %186 = arith.trunci %185 {async_task_id = array<i32: 1>} : i64 to i1
        %187 = arith.constant {async_task_id = array<i32: 1>} 2 : i32
        %188 = arith.extsi %187 {async_task_id = array<i32: 1>} : i32 to i64
        %189 = arith.divui %arg33, %188 {async_task_id = array<i32: 1>} : i64
        %190 = arith.muli %189, %188 {async_task_id = array<i32: 1>} : i64
        %191 = arith.subi %arg33, %190 {async_task_id = array<i32: 1>} : i64
        %192 = arith.trunci %191 {async_task_id = array<i32: 1>} : i64 to i32
        %193 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %194 = arith.andi %189, %193 {async_task_id = array<i32: 1>} : i64
        %195 = arith.trunci %194 {async_task_id = array<i32: 1>} : i64 to i1
        %196 = ttg.memdesc_index %arg20[%192] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %197 = arith.extsi %195 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %196, %197 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %198 = ttg.memdesc_index %arg21[%192] {async_task_id = array<i32: 1>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %199 = ttg.local_load %198 {async_task_id = array<i32: 1>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %200 = ttg.local_alloc %199 {async_task_id = array<i32: 1>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %201 = arith.truncf %168 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %202 = ttg.convert_layout %201 {async_task_id = array<i32: 1>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>>
        %203 = ttng.warp_group_dot %202, %198, %177 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg22, %192 {async_task_id = array<i32: 1>} : tensor<2x!nvws.token>, i32
        %204 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %205 = arith.addi %arg33, %204 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %203, %174, %163, %205 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64
      } {async_task_id = array<i32: 1>}
      nvws.consumer_release %arg23, %106 {async_task_id = array<i32: 1>} : tensor<1x!nvws.token>, i32
      %206 = tt.expand_dims %134#1 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %207 = tt.broadcast %206 {async_task_id = array<i32: 1>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %208 = arith.divf %134#0, %207 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %209 = arith.truncf %208 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %210 = ttg.convert_layout %209 {async_task_id = array<i32: 1>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %118[%124, %112], %210 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg38: i32, %arg39: i32, %arg40: i32, %arg41: !tt.ptr<bf16>, %arg42: f32, %arg43: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg44: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg45: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg46: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg47: tensor<2x!nvws.token>, %arg48: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg49: !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg50: tensor<2x!nvws.token>, %arg51: tensor<1x!nvws.token>, %arg52: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg53: !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg54: tensor<2x!nvws.token>, %arg55: tensor<2x!nvws.token>, %arg56: tensor<1x!nvws.token>) num_warps(4) {
      %211 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %212 = arith.constant {async_task_id = array<i32: 2>} false
      %213 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %214 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %215 = arith.constant {async_task_id = array<i32: 2>} 128 : i64
      %216 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %217 = arith.constant {async_task_id = array<i32: 2>} 1.44269502 : f32
      %218 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %219 = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %220 = arith.constant {async_task_id = array<i32: 2>} dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %221 = arith.constant {async_task_id = array<i32: 2>} dense<1.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %222 = arith.muli %arg38, %arg39 {async_task_id = array<i32: 2>} : i32
      %223 = arith.muli %222, %arg40 {async_task_id = array<i32: 2>} : i32
      %224 = tt.make_tensor_descriptor %arg41, [%223, %214], [%215, %216] {async_task_id = array<i32: 2>} : <bf16>, <64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %225 = arith.mulf %arg42, %217 {async_task_id = array<i32: 2>} : f32
      %226 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %227 = tt.get_program_id y {async_task_id = array<i32: 2>} : i32
      %228 = arith.muli %227, %arg40 {async_task_id = array<i32: 2>} : i32
      %229 = arith.muli %226, %214 {async_task_id = array<i32: 2>} : i32
      %230 = arith.addi %228, %229 {async_task_id = array<i32: 2>} : i32
      %231 = arith.addi %230, %213 {async_task_id = array<i32: 2>} : i32
      %232 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %233 = ttg.memdesc_index %arg52[%211] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %234 = arith.extsi %212 {async_task_id = array<i32: 2>} : i1 to i32
      ttng.wait_barrier %233, %234 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %235 = ttg.memdesc_index %arg53[%211] {async_task_id = array<i32: 2>} : !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %236 = ttg.local_load %235 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %237 = ttg.local_alloc %236 {async_task_id = array<i32: 2>} : (tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %238 = tt.splat %225 {async_task_id = array<i32: 2>} : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
      %239 = tt.splat %225 {async_task_id = array<i32: 2>} : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %240 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %241:4 = scf.for %arg57 = %218 to %arg40 step %214 iter_args(%arg58 = %219, %arg59 = %221, %arg60 = %220, %arg61 = %240) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64)  : i32 {
        %242 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %243 = arith.extsi %242 {async_task_id = array<i32: 2>} : i32 to i64
        %244 = arith.divui %arg61, %243 {async_task_id = array<i32: 2>} : i64
        %245 = arith.muli %244, %243 {async_task_id = array<i32: 2>} : i64
        %246 = arith.subi %arg61, %245 {async_task_id = array<i32: 2>} : i64
        %247 = arith.trunci %246 {async_task_id = array<i32: 2>} : i64 to i32
        %248 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %249 = arith.andi %244, %248 {async_task_id = array<i32: 2>} : i64
        %250 = arith.trunci %249 {async_task_id = array<i32: 2>} : i64 to i1
        %251 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %252 = arith.extsi %251 {async_task_id = array<i32: 2>} : i32 to i64
        %253 = arith.divui %arg61, %252 {async_task_id = array<i32: 2>} : i64
        %254 = arith.muli %253, %252 {async_task_id = array<i32: 2>} : i64
        %255 = arith.subi %arg61, %254 {async_task_id = array<i32: 2>} : i64
        %256 = arith.trunci %255 {async_task_id = array<i32: 2>} : i64 to i32
        %257 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %258 = arith.andi %253, %257 {async_task_id = array<i32: 2>} : i64
        %259 = arith.trunci %258 {async_task_id = array<i32: 2>} : i64 to i1
        %260 = ttg.memdesc_index %arg45[%256] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %261 = arith.extsi %259 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %260, %261 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %262 = ttg.memdesc_index %arg46[%256] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %263 = ttg.local_load %262 {async_task_id = array<i32: 2>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %264 = ttg.local_alloc %263 {async_task_id = array<i32: 2>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %265 = ttg.memdesc_trans %262 {async_task_id = array<i32: 2>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory>
        %266 = ttng.warp_group_dot %235, %265, %219 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg54, %256 {async_task_id = array<i32: 2>} : tensor<2x!nvws.token>, i32
        %267 = "tt.reduce"(%266) <{axis = 1 : i32}> ({
        ^bb0(%arg62: f32, %arg63: f32):
          %268 = arith.maxnumf %arg62, %arg63 {async_task_id = array<i32: 2>} : f32
          tt.reduce.return %268 {async_task_id = array<i32: 2>} : f32
        }) {async_task_id = array<i32: 2>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %269 = arith.mulf %267, %238 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %270 = arith.maxnumf %arg60, %269 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %271 = arith.mulf %266, %239 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %272 = tt.expand_dims %270 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %273 = tt.broadcast %272 {async_task_id = array<i32: 2>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %274 = arith.subf %271, %273 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %275 = math.exp2 %274 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %276 = arith.subf %arg60, %270 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %277 = math.exp2 %276 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %278 = arith.mulf %arg59, %277 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %279 = "tt.reduce"(%275) <{axis = 1 : i32}> ({
        ^bb0(%arg64: f32, %arg65: f32):
          %280 = arith.addf %arg64, %arg65 {async_task_id = array<i32: 2>} : f32
          tt.reduce.return %280 {async_task_id = array<i32: 2>} : f32
        }) {async_task_id = array<i32: 2>} : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %281 = arith.addf %278, %279 {async_task_id = array<i32: 2>} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>
        %282 = tt.expand_dims %277 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %283 = tt.broadcast %282 {async_task_id = array<i32: 2>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %284 = arith.mulf %arg58, %283 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %285 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %286 = arith.extsi %285 {async_task_id = array<i32: 2>} : i32 to i64
        %287 = arith.divui %arg61, %286 {async_task_id = array<i32: 2>} : i64
        %288 = arith.muli %287, %286 {async_task_id = array<i32: 2>} : i64
        %289 = arith.subi %arg61, %288 {async_task_id = array<i32: 2>} : i64
        %290 = arith.trunci %289 {async_task_id = array<i32: 2>} : i64 to i32
        %291 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %292 = arith.andi %287, %291 {async_task_id = array<i32: 2>} : i64
        %293 = arith.trunci %292 {async_task_id = array<i32: 2>} : i64 to i1
        %294 = arith.constant {async_task_id = array<i32: 2>} 2 : i32
        %295 = arith.extsi %294 {async_task_id = array<i32: 2>} : i32 to i64
        %296 = arith.divui %arg61, %295 {async_task_id = array<i32: 2>} : i64
        %297 = arith.muli %296, %295 {async_task_id = array<i32: 2>} : i64
        %298 = arith.subi %arg61, %297 {async_task_id = array<i32: 2>} : i64
        %299 = arith.trunci %298 {async_task_id = array<i32: 2>} : i64 to i32
        %300 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %301 = arith.andi %296, %300 {async_task_id = array<i32: 2>} : i64
        %302 = arith.trunci %301 {async_task_id = array<i32: 2>} : i64 to i1
        %303 = ttg.memdesc_index %arg48[%299] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %304 = arith.extsi %302 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %303, %304 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %305 = ttg.memdesc_index %arg49[%299] {async_task_id = array<i32: 2>} : !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %306 = ttg.local_load %305 {async_task_id = array<i32: 2>} : !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %307 = ttg.local_alloc %306 {async_task_id = array<i32: 2>} : (tensor<128x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %308 = arith.truncf %275 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        %309 = ttg.convert_layout %308 {async_task_id = array<i32: 2>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>>
        %310 = ttng.warp_group_dot %309, %305, %284 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg55, %299 {async_task_id = array<i32: 2>} : tensor<2x!nvws.token>, i32
        %311 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %312 = arith.addi %arg61, %311 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %310, %281, %270, %312 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>>, i64
      } {async_task_id = array<i32: 2>}
      nvws.consumer_release %arg56, %211 {async_task_id = array<i32: 2>} : tensor<1x!nvws.token>, i32
      %313 = tt.expand_dims %241#1 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %314 = tt.broadcast %313 {async_task_id = array<i32: 2>} : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %315 = arith.divf %241#0, %314 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %316 = arith.truncf %315 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %317 = ttg.convert_layout %316 {async_task_id = array<i32: 2>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %224[%231, %218], %317 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (i32, i32, i32, !tt.ptr<bf16>, f32, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<2x!nvws.token>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<2x!nvws.token>, tensor<1x!nvws.token>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<1x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<2x!nvws.token>, tensor<2x!nvws.token>, tensor<1x!nvws.token>) -> ()
    tt.return
  }
}
