module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_fp8_gluon(%arg0: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, %arg11: i32, %arg12: i32, %arg13: i64, %arg14: i64, %arg15: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg16: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg17: i32 {tt.divisibility = 16 : i32}, %arg18: i32 {tt.divisibility = 16 : i32}, %arg19: i32 {tt.divisibility = 16 : i32}, %arg20: i32) attributes {noinline = false} {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %1 = ttg.local_alloc : () -> !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %2 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %3 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %5 = ttg.local_alloc : () -> !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %6 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %7 = arith.constant 0 : i32
    %8 = ttg.memdesc_index %4[%7] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %8, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %9 = arith.constant 0 : i32
    %10 = ttg.memdesc_index %5[%9] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %10, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %11 = arith.constant 1 : i32
    %12 = ttg.memdesc_index %4[%11] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %12, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %13 = arith.constant 1 : i32
    %14 = ttg.memdesc_index %5[%13] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %14, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %15 = arith.constant 2 : i32
    %16 = ttg.memdesc_index %4[%15] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %17 = arith.constant 2 : i32
    %18 = ttg.memdesc_index %5[%17] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %18, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %19 = arith.constant 3 : i32
    %20 = ttg.memdesc_index %4[%19] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %21 = arith.constant 3 : i32
    %22 = ttg.memdesc_index %5[%21] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %22, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %23 = arith.constant 0 : i32
    %24 = ttg.memdesc_index %6[%23] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %24, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %25 = arith.constant 1 : i32
    %26 = ttg.memdesc_index %6[%25] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %26, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg10, %arg11, %arg12, %arg13, %arg14, %0, %1, %3, %4, %5, %6, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %0, %1, %4, %5, %arg17, %arg18, %arg19, %arg20) attributes {requestedRegisters = array<i32: 240, 24>}
    default {
      %27 = tt.get_program_id x : i32
      %28 = arith.constant 127 : i32
      %29 = arith.addi %arg17, %28 : i32
      %30 = arith.constant 128 : i32
      %31 = arith.divsi %29, %30 : i32
      %32 = arith.constant 255 : i32
      %33 = arith.addi %arg18, %32 : i32
      %34 = arith.constant 256 : i32
      %35 = arith.divsi %33, %34 : i32
      %36 = arith.muli %31, %35 : i32
      %37 = arith.constant 127 : i32
      %38 = arith.addi %arg19, %37 : i32
      %39 = arith.constant 128 : i32
      %40 = arith.divsi %38, %39 : i32
      %41 = arith.subi %36, %27 : i32
      %42 = arith.constant 1 : i32
      %43 = arith.subi %arg20, %42 : i32
      %44 = arith.addi %41, %43 : i32
      %45 = arith.divsi %44, %arg20 : i32
      %46 = tt.load %arg15 : !tt.ptr<f32>
      %47 = tt.load %arg16 : !tt.ptr<f32>
      %48 = arith.mulf %46, %47 : f32
      %49 = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %50 = arith.constant 0 : i32
      %51 = arith.constant 1 : i32
      %52 = scf.for %arg21 = %50 to %45 step %51 iter_args(%arg22 = %49) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>)  : i32 {
        %53 = arith.muli %arg21, %arg20 : i32
        %54 = arith.addi %27, %53 : i32
        %55 = arith.constant 8 : i32
        %56 = arith.muli %35, %55 : i32
        %57 = arith.divsi %54, %56 : i32
        %58 = arith.constant 8 : i32
        %59 = arith.muli %57, %58 : i32
        %60 = arith.subi %31, %59 : i32
        %61 = arith.constant 8 : i32
        %62 = arith.minsi %60, %61 : i32
        %63 = arith.remsi %54, %56 : i32
        %64 = arith.remsi %63, %62 : i32
        %65 = arith.addi %59, %64 : i32
        %66 = arith.divsi %63, %62 : i32
        %67 = arith.constant 128 : i32
        %68 = arith.muli %65, %67 : i32
        %69 = arith.constant 256 : i32
        %70 = arith.muli %66, %69 : i32
        %71 = arith.muli %arg21, %40 : i32
        %72 = arith.constant 0 : i32
        %73 = arith.constant 1 : i32
        %74:2 = scf.for %arg23 = %72 to %40 step %73 iter_args(%arg24 = %arg22, %arg25 = %71) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32)  : i32 {
          %75 = arith.constant 4 : i32
          %76 = arith.remsi %arg25, %75 : i32
          %77 = ttg.memdesc_index %4[%76] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %78 = arith.constant 4 : i32
          %79 = arith.divsi %arg25, %78 : i32
          %80 = arith.constant 1 : i32
          %81 = arith.andi %79, %80 : i32
          %82 = arith.constant true
          ttng.wait_barrier %77, %81, %82 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %83 = ttg.memdesc_index %0[%76] : !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %84 = ttg.memdesc_subslice %83[0, 0] : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128>
          %85 = arith.constant 0 : i32
          %86 = arith.cmpi sgt, %arg23, %85 : i32
          %87 = ttg.memdesc_index %1[%76] : !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %88 = ttg.memdesc_trans %87 {order = array<i32: 1, 0>} : !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %89 = ttng.warp_group_dot %84, %88, %arg24, %86 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128> * !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
          %90 = ttng.warp_group_dot_wait %89 {pendings = 1 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
          %91 = arith.constant 0 : i32
          %92 = arith.cmpi sgt, %arg23, %91 : i32
          scf.if %92 {
            %93 = arith.constant 1 : i32
            %94 = arith.subi %arg25, %93 : i32
            %95 = arith.constant 4 : i32
            %96 = arith.remsi %94, %95 : i32
            %97 = ttg.memdesc_index %5[%96] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %98 = arith.constant true
            ttng.arrive_barrier %97, 1, %98 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          }
          %99 = arith.constant 1 : i32
          %100 = arith.addi %arg25, %99 : i32
          scf.yield %90, %100 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32
        }
        %101 = ttng.warp_group_dot_wait %74#0 {pendings = 0 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
        %102 = arith.constant 1 : i32
        %103 = arith.subi %74#1, %102 : i32
        %104 = arith.constant 4 : i32
        %105 = arith.remsi %103, %104 : i32
        %106 = ttg.memdesc_index %5[%105] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %107 = arith.constant true
        ttng.arrive_barrier %106, 1, %107 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %108 = tt.splat %48 : f32 -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
        %109 = arith.mulf %101, %108 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
        %110 = tt.reshape %109 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>> -> tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %111 = tt.trans %110 {order = array<i32: 0, 2, 1>} : tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %112, %113 = tt.split %111 : tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %114 = tt.reshape %112 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %115 = tt.trans %114 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %116, %117 = tt.split %115 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %118 = tt.reshape %116 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %119 = tt.trans %118 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %120, %121 = tt.split %119 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %122 = tt.reshape %117 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %123 = tt.trans %122 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %124, %125 = tt.split %123 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %126 = tt.reshape %113 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %127 = tt.trans %126 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %128, %129 = tt.split %127 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %130 = tt.reshape %128 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %131 = tt.trans %130 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %132, %133 = tt.split %131 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %134 = tt.reshape %129 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %135 = tt.trans %134 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %136, %137 = tt.split %135 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %138 = arith.truncf %120 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %139 = arith.constant 0 : i32
        %140 = ttg.memdesc_index %2[%139] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %138, %140 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        ttng.async_tma_copy_local_to_global %arg10[%68, %70] %140 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %141 = arith.truncf %121 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %142 = arith.constant 1 : i32
        %143 = ttg.memdesc_index %2[%142] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %141, %143 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %144 = arith.constant 32 : i32
        %145 = arith.addi %70, %144 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %145] %143 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %146 = arith.truncf %124 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %147 = arith.constant 0 : i32
        %148 = ttg.memdesc_index %2[%147] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %146, %148 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %149 = arith.constant 64 : i32
        %150 = arith.addi %70, %149 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %150] %148 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %151 = arith.truncf %125 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %152 = arith.constant 1 : i32
        %153 = ttg.memdesc_index %2[%152] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %151, %153 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %154 = arith.constant 96 : i32
        %155 = arith.addi %70, %154 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %155] %153 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %156 = arith.truncf %132 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %157 = arith.constant 0 : i32
        %158 = ttg.memdesc_index %2[%157] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %156, %158 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %159 = arith.constant 128 : i32
        %160 = arith.addi %70, %159 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %160] %158 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %161 = arith.truncf %133 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %162 = arith.constant 1 : i32
        %163 = ttg.memdesc_index %2[%162] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %161, %163 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %164 = arith.constant 160 : i32
        %165 = arith.addi %70, %164 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %165] %163 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %166 = arith.truncf %136 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %167 = arith.constant 0 : i32
        %168 = ttg.memdesc_index %2[%167] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %166, %168 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %169 = arith.constant 192 : i32
        %170 = arith.addi %70, %169 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %170] %168 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %171 = arith.truncf %137 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %172 = arith.constant 1 : i32
        %173 = ttg.memdesc_index %2[%172] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %171, %173 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %174 = arith.constant 224 : i32
        %175 = arith.addi %70, %174 : i32
        ttng.async_tma_copy_local_to_global %arg10[%68, %175] %173 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        scf.yield %101 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
      ttg.warp_yield
    }
    partition0(%arg26: !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, %arg27: i32, %arg28: i32, %arg29: i64, %arg30: i64, %arg31: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg32: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg33: !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg34: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg35: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg36: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg37: !tt.ptr<f32>, %arg38: !tt.ptr<f32>, %arg39: i32, %arg40: i32, %arg41: i32, %arg42: i32, %arg43: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg44: i32, %arg45: i32, %arg46: i64, %arg47: i64, %arg48: !tt.tensordesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg49: i32, %arg50: i32, %arg51: i64, %arg52: i64, %arg53: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg54: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg55: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg56: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg57: i32, %arg58: i32, %arg59: i32, %arg60: i32) num_warps(4) {
      %176 = tt.get_program_id x : i32
      %177 = arith.constant 127 : i32
      %178 = arith.addi %arg39, %177 : i32
      %179 = arith.constant 128 : i32
      %180 = arith.divsi %178, %179 : i32
      %181 = arith.constant 255 : i32
      %182 = arith.addi %arg40, %181 : i32
      %183 = arith.constant 256 : i32
      %184 = arith.divsi %182, %183 : i32
      %185 = arith.muli %180, %184 : i32
      %186 = arith.constant 127 : i32
      %187 = arith.addi %arg41, %186 : i32
      %188 = arith.constant 128 : i32
      %189 = arith.divsi %187, %188 : i32
      %190 = arith.subi %185, %176 : i32
      %191 = arith.constant 1 : i32
      %192 = arith.subi %arg42, %191 : i32
      %193 = arith.addi %190, %192 : i32
      %194 = arith.divsi %193, %arg42 : i32
      %195 = tt.load %arg37 : !tt.ptr<f32>
      %196 = tt.load %arg38 : !tt.ptr<f32>
      %197 = arith.mulf %195, %196 : f32
      %198 = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %199 = arith.constant 0 : i32
      %200 = arith.constant 1 : i32
      %201 = scf.for %arg61 = %199 to %194 step %200 iter_args(%arg62 = %198) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>)  : i32 {
        %202 = arith.muli %arg61, %arg42 : i32
        %203 = arith.addi %176, %202 : i32
        %204 = arith.constant 8 : i32
        %205 = arith.muli %184, %204 : i32
        %206 = arith.divsi %203, %205 : i32
        %207 = arith.constant 8 : i32
        %208 = arith.muli %206, %207 : i32
        %209 = arith.subi %180, %208 : i32
        %210 = arith.constant 8 : i32
        %211 = arith.minsi %209, %210 : i32
        %212 = arith.remsi %203, %205 : i32
        %213 = arith.remsi %212, %211 : i32
        %214 = arith.addi %208, %213 : i32
        %215 = arith.divsi %212, %211 : i32
        %216 = arith.constant 128 : i32
        %217 = arith.muli %214, %216 : i32
        %218 = arith.constant 256 : i32
        %219 = arith.muli %215, %218 : i32
        %220 = arith.constant 64 : i32
        %221 = arith.addi %217, %220 : i32
        %222 = arith.muli %arg61, %189 : i32
        %223 = arith.constant 0 : i32
        %224 = arith.constant 1 : i32
        %225:2 = scf.for %arg63 = %223 to %189 step %224 iter_args(%arg64 = %arg62, %arg65 = %222) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32)  : i32 {
          %226 = arith.constant 4 : i32
          %227 = arith.remsi %arg65, %226 : i32
          %228 = ttg.memdesc_index %arg34[%227] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %229 = arith.constant 4 : i32
          %230 = arith.divsi %arg65, %229 : i32
          %231 = arith.constant 1 : i32
          %232 = arith.andi %230, %231 : i32
          %233 = arith.constant true
          ttng.wait_barrier %228, %232, %233 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %234 = ttg.memdesc_index %arg31[%227] : !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %235 = ttg.memdesc_subslice %234[64, 0] : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128>
          %236 = arith.constant 0 : i32
          %237 = arith.cmpi sgt, %arg63, %236 : i32
          %238 = ttg.memdesc_index %arg32[%227] : !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %239 = ttg.memdesc_trans %238 {order = array<i32: 1, 0>} : !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %240 = ttng.warp_group_dot %235, %239, %arg64, %237 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128> * !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
          %241 = ttng.warp_group_dot_wait %240 {pendings = 1 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
          %242 = arith.constant 0 : i32
          %243 = arith.cmpi sgt, %arg63, %242 : i32
          scf.if %243 {
            %244 = arith.constant 1 : i32
            %245 = arith.subi %arg65, %244 : i32
            %246 = arith.constant 4 : i32
            %247 = arith.remsi %245, %246 : i32
            %248 = ttg.memdesc_index %arg35[%247] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %249 = arith.constant true
            ttng.arrive_barrier %248, 1, %249 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          }
          %250 = arith.constant 1 : i32
          %251 = arith.addi %arg65, %250 : i32
          scf.yield %241, %251 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32
        }
        %252 = ttng.warp_group_dot_wait %225#0 {pendings = 0 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
        %253 = arith.constant 1 : i32
        %254 = arith.subi %225#1, %253 : i32
        %255 = arith.constant 4 : i32
        %256 = arith.remsi %254, %255 : i32
        %257 = ttg.memdesc_index %arg35[%256] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %258 = arith.constant true
        ttng.arrive_barrier %257, 1, %258 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %259 = tt.splat %197 : f32 -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
        %260 = arith.mulf %252, %259 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
        %261 = tt.reshape %260 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>> -> tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %262 = tt.trans %261 {order = array<i32: 0, 2, 1>} : tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %263, %264 = tt.split %262 : tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %265 = tt.reshape %263 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %266 = tt.trans %265 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %267, %268 = tt.split %266 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %269 = tt.reshape %267 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %270 = tt.trans %269 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %271, %272 = tt.split %270 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %273 = tt.reshape %268 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %274 = tt.trans %273 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %275, %276 = tt.split %274 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %277 = tt.reshape %264 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %278 = tt.trans %277 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %279, %280 = tt.split %278 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %281 = tt.reshape %279 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %282 = tt.trans %281 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %283, %284 = tt.split %282 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %285 = tt.reshape %280 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %286 = tt.trans %285 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
        %287, %288 = tt.split %286 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %289 = arith.truncf %271 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %290 = arith.constant 0 : i32
        %291 = ttg.memdesc_index %arg33[%290] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %289, %291 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        ttng.async_tma_copy_local_to_global %arg26[%221, %219] %291 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %292 = arith.truncf %272 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %293 = arith.constant 1 : i32
        %294 = ttg.memdesc_index %arg33[%293] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %292, %294 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %295 = arith.constant 32 : i32
        %296 = arith.addi %219, %295 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %296] %294 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %297 = arith.truncf %275 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %298 = arith.constant 0 : i32
        %299 = ttg.memdesc_index %arg33[%298] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %297, %299 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %300 = arith.constant 64 : i32
        %301 = arith.addi %219, %300 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %301] %299 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %302 = arith.truncf %276 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %303 = arith.constant 1 : i32
        %304 = ttg.memdesc_index %arg33[%303] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %302, %304 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %305 = arith.constant 96 : i32
        %306 = arith.addi %219, %305 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %306] %304 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %307 = arith.truncf %283 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %308 = arith.constant 0 : i32
        %309 = ttg.memdesc_index %arg33[%308] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %307, %309 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %310 = arith.constant 128 : i32
        %311 = arith.addi %219, %310 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %311] %309 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %312 = arith.truncf %284 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %313 = arith.constant 1 : i32
        %314 = ttg.memdesc_index %arg33[%313] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %312, %314 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %315 = arith.constant 160 : i32
        %316 = arith.addi %219, %315 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %316] %314 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %317 = arith.truncf %287 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %318 = arith.constant 0 : i32
        %319 = ttg.memdesc_index %arg33[%318] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %317, %319 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %320 = arith.constant 192 : i32
        %321 = arith.addi %219, %320 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %321] %319 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %322 = arith.truncf %288 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
        %323 = arith.constant 1 : i32
        %324 = ttg.memdesc_index %arg33[%323] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_store_wait {pendings = 1 : i32, read_only}
        ttg.local_store %322, %324 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %325 = arith.constant 224 : i32
        %326 = arith.addi %219, %325 : i32
        ttng.async_tma_copy_local_to_global %arg26[%221, %326] %324 : !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        scf.yield %252 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
      ttg.warp_return
    }
    partition1(%arg66: !tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, %arg67: i32, %arg68: i32, %arg69: i64, %arg70: i64, %arg71: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg72: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg73: !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg74: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg75: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg76: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg77: !tt.ptr<f32>, %arg78: !tt.ptr<f32>, %arg79: i32, %arg80: i32, %arg81: i32, %arg82: i32, %arg83: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg84: i32, %arg85: i32, %arg86: i64, %arg87: i64, %arg88: !tt.tensordesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg89: i32, %arg90: i32, %arg91: i64, %arg92: i64, %arg93: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg94: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg95: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg96: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg97: i32, %arg98: i32, %arg99: i32, %arg100: i32) num_warps(1) {
      %327 = tt.get_program_id x : i32
      %328 = arith.constant 127 : i32
      %329 = arith.addi %arg97, %328 : i32
      %330 = arith.constant 128 : i32
      %331 = arith.divsi %329, %330 : i32
      %332 = arith.constant 255 : i32
      %333 = arith.addi %arg98, %332 : i32
      %334 = arith.constant 256 : i32
      %335 = arith.divsi %333, %334 : i32
      %336 = arith.muli %331, %335 : i32
      %337 = arith.constant 127 : i32
      %338 = arith.addi %arg99, %337 : i32
      %339 = arith.constant 128 : i32
      %340 = arith.divsi %338, %339 : i32
      %341 = arith.constant 0 : i32
      %342 = scf.for %arg101 = %327 to %336 step %arg100 iter_args(%arg102 = %341) -> (i32)  : i32 {
        %343 = arith.constant 8 : i32
        %344 = arith.muli %335, %343 : i32
        %345 = arith.divsi %arg101, %344 : i32
        %346 = arith.constant 8 : i32
        %347 = arith.muli %345, %346 : i32
        %348 = arith.subi %331, %347 : i32
        %349 = arith.constant 8 : i32
        %350 = arith.minsi %348, %349 : i32
        %351 = arith.remsi %arg101, %344 : i32
        %352 = arith.remsi %351, %350 : i32
        %353 = arith.addi %347, %352 : i32
        %354 = arith.divsi %351, %350 : i32
        %355 = arith.constant 128 : i32
        %356 = arith.muli %353, %355 : i32
        %357 = arith.constant 256 : i32
        %358 = arith.muli %354, %357 : i32
        %359 = arith.constant 0 : i32
        %360 = arith.constant 1 : i32
        %361 = scf.for %arg103 = %359 to %340 step %360 iter_args(%arg104 = %arg102) -> (i32)  : i32 {
          %362 = arith.constant 4 : i32
          %363 = arith.remsi %arg104, %362 : i32
          %364 = ttg.memdesc_index %arg96[%363] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %365 = arith.constant 4 : i32
          %366 = arith.divsi %arg104, %365 : i32
          %367 = arith.constant 1 : i32
          %368 = arith.andi %366, %367 : i32
          %369 = arith.constant 1 : i32
          %370 = arith.xori %368, %369 : i32
          %371 = arith.constant true
          ttng.wait_barrier %364, %370, %371 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %372 = ttg.memdesc_index %arg95[%363] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %373 = arith.constant true
          ttng.barrier_expect %372, 49152, %373 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %374 = arith.constant 128 : i32
          %375 = arith.muli %arg103, %374 : i32
          %376 = ttg.memdesc_index %arg93[%363] : !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %377 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg83[%356, %375] %376, %372, %377 : !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %378 = arith.constant 128 : i32
          %379 = arith.muli %arg103, %378 : i32
          %380 = ttg.memdesc_index %arg94[%363] : !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %381 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg88[%358, %379] %380, %372, %381 : !tt.tensordesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %382 = arith.constant 1 : i32
          %383 = arith.addi %arg104, %382 : i32
          scf.yield %383 : i32
        }
        scf.yield %361 : i32
      }
      ttg.warp_return
    } : (!tt.tensordesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, i32, i32, i64, i64, !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, i32, i32, !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, i32, i32, i32) -> ()
    tt.return
  }
}
