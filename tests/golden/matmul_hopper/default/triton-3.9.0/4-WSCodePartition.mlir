module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32) attributes {noinline = false} {
    %0 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %1 = arith.constant 0 : i32
    %2 = ttg.memdesc_index %0[%1] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %3 = arith.constant 1 : i32
    %4 = ttg.memdesc_index %0[%3] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %4, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %5 = arith.constant 2 : i32
    %6 = ttg.memdesc_index %0[%5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %6, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %7 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %8 = arith.constant 0 : i32
    %9 = ttg.memdesc_index %7[%8] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %10 = arith.constant 1 : i32
    %11 = ttg.memdesc_index %7[%10] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %12 = arith.constant 2 : i32
    %13 = ttg.memdesc_index %7[%12] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %13, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %14 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %15 = arith.constant 0 : i32
    %16 = ttg.memdesc_index %14[%15] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %17 = arith.constant 1 : i32
    %18 = ttg.memdesc_index %14[%17] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %19 = arith.constant 2 : i32
    %20 = ttg.memdesc_index %14[%19] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %21 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %22 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %23 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %24 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %25 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %26 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %27 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg3, %arg4, %arg5, %arg2, %14, %25, %0, %27, %21, %23, %arg6, %7, %26, %24, %22) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %28 = arith.constant {async_task_id = array<i32: 0>} 8 : i32
      %29 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %30 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %31 = arith.constant {async_task_id = array<i32: 0>} 256 : i32
      %32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %33 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %34 = arith.constant {async_task_id = array<i32: 0>} 1 : i32
      %35 = arith.constant {async_task_id = array<i32: 0>} 127 : i32
      %36 = arith.constant {async_task_id = array<i32: 0>} 255 : i32
      %37 = arith.constant {async_task_id = array<i32: 0>} 63 : i32
      %38 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %39 = arith.addi %arg3, %35 {async_task_id = array<i32: 0>} : i32
      %40 = arith.divsi %39, %30 {async_task_id = array<i32: 0>} : i32
      %41 = arith.addi %arg4, %36 {async_task_id = array<i32: 0>} : i32
      %42 = arith.divsi %41, %31 {async_task_id = array<i32: 0>} : i32
      %43 = arith.addi %arg5, %37 {async_task_id = array<i32: 0>} : i32
      %44 = arith.divsi %43, %32 {async_task_id = array<i32: 0>} : i32
      %45 = arith.muli %40, %42 {async_task_id = array<i32: 0>} : i32
      %46 = arith.muli %42, %28 {async_task_id = array<i32: 0>} : i32
      %47 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %48 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%47, %29] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %49 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%47, %29] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %50 = arith.extsi %arg4 {async_task_id = array<i32: 0>} : i32 to i64
      %51 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%50, %29] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %52 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %53 = scf.for %arg7 = %38 to %45 step %arg6 iter_args(%arg8 = %52) -> (i64)  : i32 {
        %54 = arith.divsi %arg7, %46 {async_task_id = array<i32: 0>} : i32
        %55 = arith.muli %54, %28 {async_task_id = array<i32: 0>} : i32
        %56 = arith.subi %40, %55 {async_task_id = array<i32: 0>} : i32
        %57 = arith.minsi %56, %28 {async_task_id = array<i32: 0>} : i32
        %58 = arith.remsi %arg7, %46 {async_task_id = array<i32: 0>} : i32
        %59 = arith.remsi %58, %57 {async_task_id = array<i32: 0>} : i32
        %60 = arith.addi %55, %59 {async_task_id = array<i32: 0>} : i32
        %61 = arith.muli %60, %30 {async_task_id = array<i32: 0>} : i32
        %62 = arith.addi %61, %32 {async_task_id = array<i32: 0>} : i32
        %63 = arith.divsi %58, %57 {async_task_id = array<i32: 0>} : i32
        %64 = arith.muli %63, %31 {async_task_id = array<i32: 0>} : i32
        %65 = scf.for %arg9 = %33 to %44 step %34 iter_args(%arg10 = %arg8) -> (i64)  : i32 {
          %66 = arith.muli %arg9, %32 {async_task_id = array<i32: 0>} : i32
          %67 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %68 = arith.extsi %67 {async_task_id = array<i32: 0>} : i32 to i64
          %69 = arith.divui %arg10, %68 {async_task_id = array<i32: 0>} : i64
          %70 = arith.muli %69, %68 {async_task_id = array<i32: 0>} : i64
          %71 = arith.subi %arg10, %70 {async_task_id = array<i32: 0>} : i64
          %72 = arith.trunci %71 {async_task_id = array<i32: 0>} : i64 to i32
          %73 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %74 = arith.andi %69, %73 {async_task_id = array<i32: 0>} : i64
          %75 = arith.trunci %74 {async_task_id = array<i32: 0>} : i64 to i1
          %76 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %77 = arith.extsi %76 {async_task_id = array<i32: 0>} : i32 to i64
          %78 = arith.divui %arg10, %77 {async_task_id = array<i32: 0>} : i64
          %79 = arith.muli %78, %77 {async_task_id = array<i32: 0>} : i64
          %80 = arith.subi %arg10, %79 {async_task_id = array<i32: 0>} : i64
          %81 = arith.trunci %80 {async_task_id = array<i32: 0>} : i64 to i32
          %82 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %83 = arith.andi %78, %82 {async_task_id = array<i32: 0>} : i64
          %84 = arith.trunci %83 {async_task_id = array<i32: 0>} : i64 to i1
          nvws.producer_acquire %21, %81, %84 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          %85 = ttg.memdesc_index %14[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %86 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %85, 8192 {async_task_id = array<i32: 0>}, %86 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %87 = ttg.memdesc_index %25[%81] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %48[%61, %66] %87, %85, %86 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %88 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %89 = arith.extsi %88 {async_task_id = array<i32: 0>} : i32 to i64
          %90 = arith.divui %arg10, %89 {async_task_id = array<i32: 0>} : i64
          %91 = arith.muli %90, %89 {async_task_id = array<i32: 0>} : i64
          %92 = arith.subi %arg10, %91 {async_task_id = array<i32: 0>} : i64
          %93 = arith.trunci %92 {async_task_id = array<i32: 0>} : i64 to i32
          %94 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %95 = arith.andi %90, %94 {async_task_id = array<i32: 0>} : i64
          %96 = arith.trunci %95 {async_task_id = array<i32: 0>} : i64 to i1
          %97 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %98 = arith.extsi %97 {async_task_id = array<i32: 0>} : i32 to i64
          %99 = arith.divui %arg10, %98 {async_task_id = array<i32: 0>} : i64
          %100 = arith.muli %99, %98 {async_task_id = array<i32: 0>} : i64
          %101 = arith.subi %arg10, %100 {async_task_id = array<i32: 0>} : i64
          %102 = arith.trunci %101 {async_task_id = array<i32: 0>} : i64 to i32
          %103 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %104 = arith.andi %99, %103 {async_task_id = array<i32: 0>} : i64
          %105 = arith.trunci %104 {async_task_id = array<i32: 0>} : i64 to i1
          nvws.producer_acquire %24, %102, %105 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          nvws.producer_acquire %23, %102, %105 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          %106 = ttg.memdesc_index %0[%102] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %107 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %106, 32768 {async_task_id = array<i32: 0>}, %107 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %108 = ttg.memdesc_index %27[%102] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %51[%66, %64] %108, %106, %107 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %109 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %110 = arith.extsi %109 {async_task_id = array<i32: 0>} : i32 to i64
          %111 = arith.divui %arg10, %110 {async_task_id = array<i32: 0>} : i64
          %112 = arith.muli %111, %110 {async_task_id = array<i32: 0>} : i64
          %113 = arith.subi %arg10, %112 {async_task_id = array<i32: 0>} : i64
          %114 = arith.trunci %113 {async_task_id = array<i32: 0>} : i64 to i32
          %115 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %116 = arith.andi %111, %115 {async_task_id = array<i32: 0>} : i64
          %117 = arith.trunci %116 {async_task_id = array<i32: 0>} : i64 to i1
          %118 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %119 = arith.extsi %118 {async_task_id = array<i32: 0>} : i32 to i64
          %120 = arith.divui %arg10, %119 {async_task_id = array<i32: 0>} : i64
          %121 = arith.muli %120, %119 {async_task_id = array<i32: 0>} : i64
          %122 = arith.subi %arg10, %121 {async_task_id = array<i32: 0>} : i64
          %123 = arith.trunci %122 {async_task_id = array<i32: 0>} : i64 to i32
          %124 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %125 = arith.andi %120, %124 {async_task_id = array<i32: 0>} : i64
          %126 = arith.trunci %125 {async_task_id = array<i32: 0>} : i64 to i1
          nvws.producer_acquire %22, %123, %126 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
          %127 = ttg.memdesc_index %7[%123] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %128 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %127, 8192 {async_task_id = array<i32: 0>}, %128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %129 = ttg.memdesc_index %26[%123] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %49[%62, %66] %129, %127, %128 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %130 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %131 = arith.addi %arg10, %130 {async_task_id = array<i32: 0>} : i64
          scf.yield {async_task_id = array<i32: 0>} %131 : i64
        } {async_task_id = array<i32: 0>}
        scf.yield {async_task_id = array<i32: 0>} %65 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg11: i32, %arg12: i32, %arg13: i32, %arg14: !tt.ptr<bf16>, %arg15: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg16: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg18: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg19: tensor<3x!nvws.token>, %arg20: tensor<3x!nvws.token>, %arg21: i32, %arg22: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg23: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg24: tensor<3x!nvws.token>, %arg25: tensor<3x!nvws.token>) num_warps(4) {
      %132 = arith.constant {async_task_id = array<i32: 1>} 8 : i32
      %133 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %134 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %135 = arith.constant {async_task_id = array<i32: 1>} 256 : i32
      %136 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %137 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %138 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %139 = arith.constant {async_task_id = array<i32: 1>} 127 : i32
      %140 = arith.constant {async_task_id = array<i32: 1>} 255 : i32
      %141 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %142 = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %143 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %144 = arith.addi %arg11, %139 {async_task_id = array<i32: 1>} : i32
      %145 = arith.divsi %144, %134 {async_task_id = array<i32: 1>} : i32
      %146 = arith.addi %arg12, %140 {async_task_id = array<i32: 1>} : i32
      %147 = arith.divsi %146, %135 {async_task_id = array<i32: 1>} : i32
      %148 = arith.addi %arg13, %141 {async_task_id = array<i32: 1>} : i32
      %149 = arith.divsi %148, %136 {async_task_id = array<i32: 1>} : i32
      %150 = arith.muli %145, %147 {async_task_id = array<i32: 1>} : i32
      %151 = arith.muli %147, %132 {async_task_id = array<i32: 1>} : i32
      %152 = arith.extsi %arg12 {async_task_id = array<i32: 1>} : i32 to i64
      %153 = tt.make_tensor_descriptor %arg14, [%arg11, %arg12], [%152, %133] {async_task_id = array<i32: 1>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %154 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %155 = scf.for %arg26 = %143 to %150 step %arg21 iter_args(%arg27 = %154) -> (i64)  : i32 {
        %156 = arith.divsi %arg26, %151 {async_task_id = array<i32: 1>} : i32
        %157 = arith.muli %156, %132 {async_task_id = array<i32: 1>} : i32
        %158 = arith.subi %145, %157 {async_task_id = array<i32: 1>} : i32
        %159 = arith.minsi %158, %132 {async_task_id = array<i32: 1>} : i32
        %160 = arith.remsi %arg26, %151 {async_task_id = array<i32: 1>} : i32
        %161 = arith.remsi %160, %159 {async_task_id = array<i32: 1>} : i32
        %162 = arith.addi %157, %161 {async_task_id = array<i32: 1>} : i32
        %163 = arith.muli %162, %134 {async_task_id = array<i32: 1>} : i32
        %164 = arith.divsi %160, %159 {async_task_id = array<i32: 1>} : i32
        %165 = arith.muli %164, %135 {async_task_id = array<i32: 1>} : i32
        %166:2 = scf.for %arg28 = %137 to %149 step %138 iter_args(%arg29 = %142, %arg30 = %arg27) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
          %167 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %168 = arith.extsi %167 {async_task_id = array<i32: 1>} : i32 to i64
          %169 = arith.divui %arg30, %168 {async_task_id = array<i32: 1>} : i64
          %170 = arith.muli %169, %168 {async_task_id = array<i32: 1>} : i64
          %171 = arith.subi %arg30, %170 {async_task_id = array<i32: 1>} : i64
          %172 = arith.trunci %171 {async_task_id = array<i32: 1>} : i64 to i32
          %173 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %174 = arith.andi %169, %173 {async_task_id = array<i32: 1>} : i64
          %175 = arith.trunci %174 {async_task_id = array<i32: 1>} : i64 to i1
          %176 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %177 = arith.extsi %176 {async_task_id = array<i32: 1>} : i32 to i64
          %178 = arith.divui %arg30, %177 {async_task_id = array<i32: 1>} : i64
          %179 = arith.muli %178, %177 {async_task_id = array<i32: 1>} : i64
          %180 = arith.subi %arg30, %179 {async_task_id = array<i32: 1>} : i64
          %181 = arith.trunci %180 {async_task_id = array<i32: 1>} : i64 to i32
          %182 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %183 = arith.andi %178, %182 {async_task_id = array<i32: 1>} : i64
          %184 = arith.trunci %183 {async_task_id = array<i32: 1>} : i64 to i1
          %185 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %186 = arith.extsi %185 {async_task_id = array<i32: 1>} : i32 to i64
          %187 = arith.divui %arg30, %186 {async_task_id = array<i32: 1>} : i64
          %188 = arith.muli %187, %186 {async_task_id = array<i32: 1>} : i64
          %189 = arith.subi %arg30, %188 {async_task_id = array<i32: 1>} : i64
          %190 = arith.trunci %189 {async_task_id = array<i32: 1>} : i64 to i32
          %191 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %192 = arith.andi %187, %191 {async_task_id = array<i32: 1>} : i64
          %193 = arith.trunci %192 {async_task_id = array<i32: 1>} : i64 to i1
          %194 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %195 = arith.extsi %194 {async_task_id = array<i32: 1>} : i32 to i64
          %196 = arith.divui %arg30, %195 {async_task_id = array<i32: 1>} : i64
          %197 = arith.muli %196, %195 {async_task_id = array<i32: 1>} : i64
          %198 = arith.subi %arg30, %197 {async_task_id = array<i32: 1>} : i64
          %199 = arith.trunci %198 {async_task_id = array<i32: 1>} : i64 to i32
          %200 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %201 = arith.andi %196, %200 {async_task_id = array<i32: 1>} : i64
          %202 = arith.trunci %201 {async_task_id = array<i32: 1>} : i64 to i1
          %203 = ttg.memdesc_index %arg15[%181] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %204 = arith.extsi %184 {async_task_id = array<i32: 1>} : i1 to i32
          ttng.wait_barrier %203, %204 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %205 = ttg.memdesc_index %arg16[%181] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %206 = ttg.local_load %205 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %207 = ttg.local_alloc %206 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %208 = ttg.memdesc_index %arg17[%199] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %209 = arith.extsi %202 {async_task_id = array<i32: 1>} : i1 to i32
          ttng.wait_barrier %208, %209 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %210 = ttg.memdesc_index %arg18[%199] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %211 = ttg.local_load %210 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %212 = ttg.local_alloc %211 {async_task_id = array<i32: 1>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %213 = ttng.warp_group_dot %205, %210, %arg29 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
          nvws.consumer_release %arg19, %181 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
          nvws.consumer_release %arg20, %199 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
          %214 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %215 = arith.addi %arg30, %214 {async_task_id = array<i32: 1>} : i64
          scf.yield {async_task_id = array<i32: 1>} %213, %215 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
        } {async_task_id = array<i32: 1>}
        %216 = arith.truncf %166#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %217 = ttg.convert_layout %216 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        tt.descriptor_store %153[%163, %165], %217 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        scf.yield {async_task_id = array<i32: 1>} %166#1 : i64
      } {async_task_id = array<i32: 1>}
      ttg.warp_return
    }
    partition1(%arg31: i32, %arg32: i32, %arg33: i32, %arg34: !tt.ptr<bf16>, %arg35: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg36: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg37: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg38: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg39: tensor<3x!nvws.token>, %arg40: tensor<3x!nvws.token>, %arg41: i32, %arg42: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg43: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg44: tensor<3x!nvws.token>, %arg45: tensor<3x!nvws.token>) num_warps(4) {
      %218 = arith.constant {async_task_id = array<i32: 2>} 8 : i32
      %219 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %220 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %221 = arith.constant {async_task_id = array<i32: 2>} 256 : i32
      %222 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %223 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %224 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %225 = arith.constant {async_task_id = array<i32: 2>} 127 : i32
      %226 = arith.constant {async_task_id = array<i32: 2>} 255 : i32
      %227 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %228 = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %229 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %230 = arith.addi %arg31, %225 {async_task_id = array<i32: 2>} : i32
      %231 = arith.divsi %230, %220 {async_task_id = array<i32: 2>} : i32
      %232 = arith.addi %arg32, %226 {async_task_id = array<i32: 2>} : i32
      %233 = arith.divsi %232, %221 {async_task_id = array<i32: 2>} : i32
      %234 = arith.addi %arg33, %227 {async_task_id = array<i32: 2>} : i32
      %235 = arith.divsi %234, %222 {async_task_id = array<i32: 2>} : i32
      %236 = arith.muli %231, %233 {async_task_id = array<i32: 2>} : i32
      %237 = arith.muli %233, %218 {async_task_id = array<i32: 2>} : i32
      %238 = arith.extsi %arg32 {async_task_id = array<i32: 2>} : i32 to i64
      %239 = tt.make_tensor_descriptor %arg34, [%arg31, %arg32], [%238, %219] {async_task_id = array<i32: 2>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %240 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %241 = scf.for %arg46 = %229 to %236 step %arg41 iter_args(%arg47 = %240) -> (i64)  : i32 {
        %242 = arith.divsi %arg46, %237 {async_task_id = array<i32: 2>} : i32
        %243 = arith.muli %242, %218 {async_task_id = array<i32: 2>} : i32
        %244 = arith.subi %231, %243 {async_task_id = array<i32: 2>} : i32
        %245 = arith.minsi %244, %218 {async_task_id = array<i32: 2>} : i32
        %246 = arith.remsi %arg46, %237 {async_task_id = array<i32: 2>} : i32
        %247 = arith.remsi %246, %245 {async_task_id = array<i32: 2>} : i32
        %248 = arith.addi %243, %247 {async_task_id = array<i32: 2>} : i32
        %249 = arith.muli %248, %220 {async_task_id = array<i32: 2>} : i32
        %250 = arith.addi %249, %222 {async_task_id = array<i32: 2>} : i32
        %251 = arith.divsi %246, %245 {async_task_id = array<i32: 2>} : i32
        %252 = arith.muli %251, %221 {async_task_id = array<i32: 2>} : i32
        %253:2 = scf.for %arg48 = %223 to %235 step %224 iter_args(%arg49 = %228, %arg50 = %arg47) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
          %254 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %255 = arith.extsi %254 {async_task_id = array<i32: 2>} : i32 to i64
          %256 = arith.divui %arg50, %255 {async_task_id = array<i32: 2>} : i64
          %257 = arith.muli %256, %255 {async_task_id = array<i32: 2>} : i64
          %258 = arith.subi %arg50, %257 {async_task_id = array<i32: 2>} : i64
          %259 = arith.trunci %258 {async_task_id = array<i32: 2>} : i64 to i32
          %260 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %261 = arith.andi %256, %260 {async_task_id = array<i32: 2>} : i64
          %262 = arith.trunci %261 {async_task_id = array<i32: 2>} : i64 to i1
          %263 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %264 = arith.extsi %263 {async_task_id = array<i32: 2>} : i32 to i64
          %265 = arith.divui %arg50, %264 {async_task_id = array<i32: 2>} : i64
          %266 = arith.muli %265, %264 {async_task_id = array<i32: 2>} : i64
          %267 = arith.subi %arg50, %266 {async_task_id = array<i32: 2>} : i64
          %268 = arith.trunci %267 {async_task_id = array<i32: 2>} : i64 to i32
          %269 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %270 = arith.andi %265, %269 {async_task_id = array<i32: 2>} : i64
          %271 = arith.trunci %270 {async_task_id = array<i32: 2>} : i64 to i1
          %272 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %273 = arith.extsi %272 {async_task_id = array<i32: 2>} : i32 to i64
          %274 = arith.divui %arg50, %273 {async_task_id = array<i32: 2>} : i64
          %275 = arith.muli %274, %273 {async_task_id = array<i32: 2>} : i64
          %276 = arith.subi %arg50, %275 {async_task_id = array<i32: 2>} : i64
          %277 = arith.trunci %276 {async_task_id = array<i32: 2>} : i64 to i32
          %278 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %279 = arith.andi %274, %278 {async_task_id = array<i32: 2>} : i64
          %280 = arith.trunci %279 {async_task_id = array<i32: 2>} : i64 to i1
          %281 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %282 = arith.extsi %281 {async_task_id = array<i32: 2>} : i32 to i64
          %283 = arith.divui %arg50, %282 {async_task_id = array<i32: 2>} : i64
          %284 = arith.muli %283, %282 {async_task_id = array<i32: 2>} : i64
          %285 = arith.subi %arg50, %284 {async_task_id = array<i32: 2>} : i64
          %286 = arith.trunci %285 {async_task_id = array<i32: 2>} : i64 to i32
          %287 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %288 = arith.andi %283, %287 {async_task_id = array<i32: 2>} : i64
          %289 = arith.trunci %288 {async_task_id = array<i32: 2>} : i64 to i1
          %290 = ttg.memdesc_index %arg42[%286] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %291 = arith.extsi %289 {async_task_id = array<i32: 2>} : i1 to i32
          ttng.wait_barrier %290, %291 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %292 = ttg.memdesc_index %arg43[%286] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %293 = ttg.local_load %292 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %294 = ttg.local_alloc %293 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %295 = ttg.memdesc_index %arg37[%268] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %296 = arith.extsi %271 {async_task_id = array<i32: 2>} : i1 to i32
          ttng.wait_barrier %295, %296 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %297 = ttg.memdesc_index %arg38[%268] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %298 = ttg.local_load %297 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %299 = ttg.local_alloc %298 {async_task_id = array<i32: 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %300 = ttng.warp_group_dot %292, %297, %arg49 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
          nvws.consumer_release %arg44, %268 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
          nvws.consumer_release %arg45, %286 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
          %301 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %302 = arith.addi %arg50, %301 {async_task_id = array<i32: 2>} : i64
          scf.yield {async_task_id = array<i32: 2>} %300, %302 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
        } {async_task_id = array<i32: 2>}
        %303 = arith.truncf %253#0 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %304 = ttg.convert_layout %303 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        tt.descriptor_store %239[%250, %252], %304 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        scf.yield {async_task_id = array<i32: 2>} %253#1 : i64
      } {async_task_id = array<i32: 2>}
      ttg.warp_return
    } : (i32, i32, i32, !tt.ptr<bf16>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>) -> ()
    tt.return
  }
}
