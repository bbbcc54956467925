module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_ws_pointer(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = nvws.create_token {loadType = 1 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %1 = nvws.create_token {loadType = 1 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %2 = nvws.create_token {loadType = 1 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %3 = nvws.create_token {loadType = 1 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %5 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %6 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg5, %4, %0, %6, %2, %arg4, %arg2, %5, %1, %3) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %7 = arith.constant {async_task_id = array<i32: 0>} dense<64> : tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %8 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %9 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %10 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %11 = arith.constant {async_task_id = array<i32: 0>} 1 : i32
      %12 = arith.constant {async_task_id = array<i32: 0>} 63 : i32
      %13 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %14 = tt.get_program_id y {async_task_id = array<i32: 0>} : i32
      %15 = arith.muli %13, %9 {async_task_id = array<i32: 0>} : i32
      %16 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %17 = tt.make_range {async_task_id = array<i32: 0>, end = 128 : i32, start = 64 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %18 = tt.make_range {async_task_id = array<i32: 0>, end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %19 = tt.splat %15 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %20 = tt.splat %15 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %21 = arith.addi %19, %16 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %22 = arith.addi %20, %17 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %23 = arith.muli %14, %9 {async_task_id = array<i32: 0>} : i32
      %24 = tt.splat %23 {async_task_id = array<i32: 0>} : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %25 = arith.addi %24, %18 {async_task_id = array<i32: 0>} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %26 = tt.expand_dims %21 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %27 = tt.expand_dims %22 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %28 = tt.splat %arg5 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %29 = tt.splat %arg5 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %30 = arith.muli %26, %28 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %31 = arith.muli %27, %29 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %32 = tt.splat %arg0 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %33 = tt.splat %arg0 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %34 = tt.addptr %32, %30 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %35 = tt.addptr %33, %31 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %36 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %37 = tt.expand_dims %36 {async_task_id = array<i32: 0>, axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %38 = tt.broadcast %34 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %39 = tt.broadcast %35 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %40 = tt.broadcast %37 {async_task_id = array<i32: 0>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %41 = tt.broadcast %37 {async_task_id = array<i32: 0>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %42 = tt.addptr %38, %40 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %43 = tt.addptr %39, %41 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %44 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %45 = tt.expand_dims %44 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %46 = tt.splat %arg4 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %47 = arith.muli %45, %46 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %48 = tt.splat %arg1 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %49 = tt.addptr %48, %47 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %50 = tt.expand_dims %25 {async_task_id = array<i32: 0>, axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %51 = tt.broadcast %49 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %52 = tt.broadcast %50 {async_task_id = array<i32: 0>} : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %53 = tt.addptr %51, %52 {async_task_id = array<i32: 0>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %54 = arith.addi %arg5, %12 {async_task_id = array<i32: 0>} : i32
      %55 = arith.divsi %54, %8 {async_task_id = array<i32: 0>} : i32
      %56 = arith.muli %arg4, %8 {async_task_id = array<i32: 0>} : i32
      %57 = tt.splat %56 {async_task_id = array<i32: 0>} : i32 -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %58 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %59:4 = scf.for %arg6 = %10 to %55 step %11 iter_args(%arg7 = %53, %arg8 = %42, %arg9 = %43, %arg10 = %58) -> (tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, i64)  : i32 {
        %60 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %61 = arith.extsi %60 {async_task_id = array<i32: 0>} : i32 to i64
        %62 = arith.divui %arg10, %61 {async_task_id = array<i32: 0>} : i64
        %63 = arith.muli %62, %61 {async_task_id = array<i32: 0>} : i64
        %64 = arith.subi %arg10, %63 {async_task_id = array<i32: 0>} : i64
        %65 = arith.trunci %64 {async_task_id = array<i32: 0>} : i64 to i32
        %66 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %67 = arith.andi %62, %66 {async_task_id = array<i32: 0>} : i64
        %68 = arith.trunci %67 {async_task_id = array<i32: 0>} : i64 to i1
        %69 = ttg.memdesc_index %4[%65] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %70 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %71 = arith.extsi %70 {async_task_id = array<i32: 0>} : i32 to i64
        %72 = arith.divui %arg10, %71 {async_task_id = array<i32: 0>} : i64
        %73 = arith.muli %72, %71 {async_task_id = array<i32: 0>} : i64
        %74 = arith.subi %arg10, %73 {async_task_id = array<i32: 0>} : i64
        %75 = arith.trunci %74 {async_task_id = array<i32: 0>} : i64 to i32
        %76 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %77 = arith.andi %72, %76 {async_task_id = array<i32: 0>} : i64
        %78 = arith.trunci %77 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %0, %75, %78 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %79 = ttg.async_copy_global_to_local %arg8, %69 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %0, %75 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32
        %80 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %81 = arith.extsi %80 {async_task_id = array<i32: 0>} : i32 to i64
        %82 = arith.divui %arg10, %81 {async_task_id = array<i32: 0>} : i64
        %83 = arith.muli %82, %81 {async_task_id = array<i32: 0>} : i64
        %84 = arith.subi %arg10, %83 {async_task_id = array<i32: 0>} : i64
        %85 = arith.trunci %84 {async_task_id = array<i32: 0>} : i64 to i32
        %86 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %87 = arith.andi %82, %86 {async_task_id = array<i32: 0>} : i64
        %88 = arith.trunci %87 {async_task_id = array<i32: 0>} : i64 to i1
        %89 = ttg.memdesc_index %6[%85] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %90 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %91 = arith.extsi %90 {async_task_id = array<i32: 0>} : i32 to i64
        %92 = arith.divui %arg10, %91 {async_task_id = array<i32: 0>} : i64
        %93 = arith.muli %92, %91 {async_task_id = array<i32: 0>} : i64
        %94 = arith.subi %arg10, %93 {async_task_id = array<i32: 0>} : i64
        %95 = arith.trunci %94 {async_task_id = array<i32: 0>} : i64 to i32
        %96 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %97 = arith.andi %92, %96 {async_task_id = array<i32: 0>} : i64
        %98 = arith.trunci %97 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %3, %95, %98 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        nvws.producer_acquire %2, %95, %98 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %99 = ttg.async_copy_global_to_local %arg7, %89 {async_task_id = array<i32: 0>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %2, %95 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32
        nvws.producer_commit %3, %95 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32
        %100 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %101 = arith.extsi %100 {async_task_id = array<i32: 0>} : i32 to i64
        %102 = arith.divui %arg10, %101 {async_task_id = array<i32: 0>} : i64
        %103 = arith.muli %102, %101 {async_task_id = array<i32: 0>} : i64
        %104 = arith.subi %arg10, %103 {async_task_id = array<i32: 0>} : i64
        %105 = arith.trunci %104 {async_task_id = array<i32: 0>} : i64 to i32
        %106 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %107 = arith.andi %102, %106 {async_task_id = array<i32: 0>} : i64
        %108 = arith.trunci %107 {async_task_id = array<i32: 0>} : i64 to i1
        %109 = ttg.memdesc_index %5[%105] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %110 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %111 = arith.extsi %110 {async_task_id = array<i32: 0>} : i32 to i64
        %112 = arith.divui %arg10, %111 {async_task_id = array<i32: 0>} : i64
        %113 = arith.muli %112, %111 {async_task_id = array<i32: 0>} : i64
        %114 = arith.subi %arg10, %113 {async_task_id = array<i32: 0>} : i64
        %115 = arith.trunci %114 {async_task_id = array<i32: 0>} : i64 to i32
        %116 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %117 = arith.andi %112, %116 {async_task_id = array<i32: 0>} : i64
        %118 = arith.trunci %117 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %1, %115, %118 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %119 = ttg.async_copy_global_to_local %arg9, %109 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %1, %115 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32
        %120 = tt.addptr %arg8, %7 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %121 = tt.addptr %arg9, %7 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %122 = tt.addptr %arg7, %57 {async_task_id = array<i32: 0>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %123 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %124 = arith.addi %arg10, %123 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %122, %120, %121, %124 : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg11: i32, %arg12: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg13: tensor<3x!nvws.token>, %arg14: !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg15: tensor<3x!nvws.token>, %arg16: i32, %arg17: !tt.ptr<bf16>, %arg18: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg19: tensor<3x!nvws.token>, %arg20: tensor<3x!nvws.token>) num_warps(4) {
      %125 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %126 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %127 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %128 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %129 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %130 = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %131 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %132 = tt.get_program_id y {async_task_id = array<i32: 1>} : i32
      %133 = arith.muli %131, %126 {async_task_id = array<i32: 1>} : i32
      %134 = tt.make_range {async_task_id = array<i32: 1>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %135 = tt.make_range {async_task_id = array<i32: 1>, end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %136 = tt.splat %133 {async_task_id = array<i32: 1>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %137 = arith.addi %136, %134 {async_task_id = array<i32: 1>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %138 = arith.muli %132, %126 {async_task_id = array<i32: 1>} : i32
      %139 = tt.splat %138 {async_task_id = array<i32: 1>} : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %140 = arith.addi %139, %135 {async_task_id = array<i32: 1>} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %141 = tt.expand_dims %137 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %142 = tt.expand_dims %140 {async_task_id = array<i32: 1>, axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %143 = arith.addi %arg11, %129 {async_task_id = array<i32: 1>} : i32
      %144 = arith.divsi %143, %125 {async_task_id = array<i32: 1>} : i32
      %145 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %146:2 = scf.for %arg21 = %127 to %144 step %128 iter_args(%arg22 = %130, %arg23 = %145) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64)  : i32 {
        %147 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %148 = arith.extsi %147 {async_task_id = array<i32: 1>} : i32 to i64
        %149 = arith.divui %arg23, %148 {async_task_id = array<i32: 1>} : i64
        %150 = arith.muli %149, %148 {async_task_id = array<i32: 1>} : i64
        %151 = arith.subi %arg23, %150 {async_task_id = array<i32: 1>} : i64
        %152 = arith.trunci %151 {async_task_id = array<i32: 1>} : i64 to i32
        %153 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %154 = arith.andi %149, %153 {async_task_id = array<i32: 1>} : i64
        %155 = arith.trunci %154 {async_task_id = array<i32: 1>} : i64 to i1
        %156 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %157 = arith.extsi %156 {async_task_id = array<i32: 1>} : i32 to i64
        %158 = arith.divui %arg23, %157 {async_task_id = array<i32: 1>} : i64
        %159 = arith.muli %158, %157 {async_task_id = array<i32: 1>} : i64
        %160 = arith.subi %arg23, %159 {async_task_id = array<i32: 1>} : i64
        %161 = arith.trunci %160 {async_task_id = array<i32: 1>} : i64 to i32
        %162 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %163 = arith.andi %158, %162 {async_task_id = array<i32: 1>} : i64
        %164 = arith.trunci %163 {async_task_id = array<i32: 1>} : i64 to i1
        %165 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %166 = arith.extsi %165 {async_task_id = array<i32: 1>} : i32 to i64
        %167 = arith.divui %arg23, %166 {async_task_id = array<i32: 1>} : i64
        %168 = arith.muli %167, %166 {async_task_id = array<i32: 1>} : i64
        %169 = arith.subi %arg23, %168 {async_task_id = array<i32: 1>} : i64
        %170 = arith.trunci %169 {async_task_id = array<i32: 1>} : i64 to i32
        %171 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %172 = arith.andi %167, %171 {async_task_id = array<i32: 1>} : i64
        %173 = arith.trunci %172 {async_task_id = array<i32: 1>} : i64 to i1
        %174 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %175 = arith.extsi %174 {async_task_id = array<i32: 1>} : i32 to i64
        %176 = arith.divui %arg23, %175 {async_task_id = array<i32: 1>} : i64
        %177 = arith.muli %176, %175 {async_task_id = array<i32: 1>} : i64
        %178 = arith.subi %arg23, %177 {async_task_id = array<i32: 1>} : i64
        %179 = arith.trunci %178 {async_task_id = array<i32: 1>} : i64 to i32
        %180 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %181 = arith.andi %176, %180 {async_task_id = array<i32: 1>} : i64
        %182 = arith.trunci %181 {async_task_id = array<i32: 1>} : i64 to i1
        %183 = ttg.memdesc_index %arg12[%152] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg13, %161, %164 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32, i1
        %184 = ttg.local_load %183 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %185 = ttg.local_alloc %184 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %186 = ttg.memdesc_index %arg14[%170] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg15, %179, %182 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32, i1
        %187 = ttg.local_load %186 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %188 = ttg.local_alloc %187 {async_task_id = array<i32: 1>} : (tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %189 = ttng.warp_group_dot %183, %186, %arg22 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg13, %161 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg15, %179 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        %190 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %191 = arith.addi %arg23, %190 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %189, %191 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64
      } {async_task_id = array<i32: 1>}
      %192 = tt.splat %arg16 {async_task_id = array<i32: 1>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %193 = arith.muli %141, %192 {async_task_id = array<i32: 1>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %194 = tt.splat %arg17 {async_task_id = array<i32: 1>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %195 = tt.addptr %194, %193 {async_task_id = array<i32: 1>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %196 = tt.broadcast %195 {async_task_id = array<i32: 1>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %197 = tt.broadcast %142 {async_task_id = array<i32: 1>} : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %198 = tt.addptr %196, %197 {async_task_id = array<i32: 1>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %199 = arith.truncf %146#0 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %200 = ttg.convert_layout %199 {async_task_id = array<i32: 1>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.store %198, %200 {async_task_id = array<i32: 1>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg24: i32, %arg25: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg26: tensor<3x!nvws.token>, %arg27: !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg28: tensor<3x!nvws.token>, %arg29: i32, %arg30: !tt.ptr<bf16>, %arg31: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg32: tensor<3x!nvws.token>, %arg33: tensor<3x!nvws.token>) num_warps(4) {
      %201 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %202 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %203 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %204 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %205 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %206 = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %207 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %208 = tt.get_program_id y {async_task_id = array<i32: 2>} : i32
      %209 = arith.muli %207, %202 {async_task_id = array<i32: 2>} : i32
      %210 = tt.make_range {async_task_id = array<i32: 2>, end = 128 : i32, start = 64 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %211 = tt.make_range {async_task_id = array<i32: 2>, end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %212 = tt.splat %209 {async_task_id = array<i32: 2>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %213 = arith.addi %212, %210 {async_task_id = array<i32: 2>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %214 = arith.muli %208, %202 {async_task_id = array<i32: 2>} : i32
      %215 = tt.splat %214 {async_task_id = array<i32: 2>} : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %216 = arith.addi %215, %211 {async_task_id = array<i32: 2>} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %217 = tt.expand_dims %213 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %218 = tt.expand_dims %216 {async_task_id = array<i32: 2>, axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %219 = arith.addi %arg24, %205 {async_task_id = array<i32: 2>} : i32
      %220 = arith.divsi %219, %201 {async_task_id = array<i32: 2>} : i32
      %221 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %222:2 = scf.for %arg34 = %203 to %220 step %204 iter_args(%arg35 = %206, %arg36 = %221) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64)  : i32 {
        %223 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %224 = arith.extsi %223 {async_task_id = array<i32: 2>} : i32 to i64
        %225 = arith.divui %arg36, %224 {async_task_id = array<i32: 2>} : i64
        %226 = arith.muli %225, %224 {async_task_id = array<i32: 2>} : i64
        %227 = arith.subi %arg36, %226 {async_task_id = array<i32: 2>} : i64
        %228 = arith.trunci %227 {async_task_id = array<i32: 2>} : i64 to i32
        %229 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %230 = arith.andi %225, %229 {async_task_id = array<i32: 2>} : i64
        %231 = arith.trunci %230 {async_task_id = array<i32: 2>} : i64 to i1
        %232 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %233 = arith.extsi %232 {async_task_id = array<i32: 2>} : i32 to i64
        %234 = arith.divui %arg36, %233 {async_task_id = array<i32: 2>} : i64
        %235 = arith.muli %234, %233 {async_task_id = array<i32: 2>} : i64
        %236 = arith.subi %arg36, %235 {async_task_id = array<i32: 2>} : i64
        %237 = arith.trunci %236 {async_task_id = array<i32: 2>} : i64 to i32
        %238 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %239 = arith.andi %234, %238 {async_task_id = array<i32: 2>} : i64
        %240 = arith.trunci %239 {async_task_id = array<i32: 2>} : i64 to i1
        %241 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %242 = arith.extsi %241 {async_task_id = array<i32: 2>} : i32 to i64
        %243 = arith.divui %arg36, %242 {async_task_id = array<i32: 2>} : i64
        %244 = arith.muli %243, %242 {async_task_id = array<i32: 2>} : i64
        %245 = arith.subi %arg36, %244 {async_task_id = array<i32: 2>} : i64
        %246 = arith.trunci %245 {async_task_id = array<i32: 2>} : i64 to i32
        %247 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %248 = arith.andi %243, %247 {async_task_id = array<i32: 2>} : i64
        %249 = arith.trunci %248 {async_task_id = array<i32: 2>} : i64 to i1
        %250 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %251 = arith.extsi %250 {async_task_id = array<i32: 2>} : i32 to i64
        %252 = arith.divui %arg36, %251 {async_task_id = array<i32: 2>} : i64
        %253 = arith.muli %252, %251 {async_task_id = array<i32: 2>} : i64
        %254 = arith.subi %arg36, %253 {async_task_id = array<i32: 2>} : i64
        %255 = arith.trunci %254 {async_task_id = array<i32: 2>} : i64 to i32
        %256 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %257 = arith.andi %252, %256 {async_task_id = array<i32: 2>} : i64
        %258 = arith.trunci %257 {async_task_id = array<i32: 2>} : i64 to i1
        %259 = ttg.memdesc_index %arg31[%246] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg32, %255, %258 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32, i1
        %260 = ttg.local_load %259 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %261 = ttg.local_alloc %260 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %262 = ttg.memdesc_index %arg27[%228] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg33, %237, %240 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32, i1
        %263 = ttg.local_load %262 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %264 = ttg.local_alloc %263 {async_task_id = array<i32: 2>} : (tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %265 = ttng.warp_group_dot %259, %262, %arg35 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg33, %237 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg32, %255 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        %266 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %267 = arith.addi %arg36, %266 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %265, %267 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64
      } {async_task_id = array<i32: 2>}
      %268 = tt.splat %arg29 {async_task_id = array<i32: 2>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %269 = arith.muli %217, %268 {async_task_id = array<i32: 2>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %270 = tt.splat %arg30 {async_task_id = array<i32: 2>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %271 = tt.addptr %270, %269 {async_task_id = array<i32: 2>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %272 = tt.broadcast %271 {async_task_id = array<i32: 2>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %273 = tt.broadcast %218 {async_task_id = array<i32: 2>} : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %274 = tt.addptr %272, %273 {async_task_id = array<i32: 2>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %275 = arith.truncf %222#0 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %276 = ttg.convert_layout %275 {async_task_id = array<i32: 2>} : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.store %274, %276 {async_task_id = array<i32: 2>} : tensor<64x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (i32, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, !ttg.memdesc<3x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, i32, !tt.ptr<bf16>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>) -> ()
    tt.return
  }
}
