module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fa_fp8_gluon(%arg0: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg11: i32, %arg12: i32, %arg13: i64, %arg14: i64, %arg15: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg16: i32, %arg17: i32, %arg18: i64, %arg19: i64, %arg20: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg21: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg22: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg23: f32, %arg24: i32 {tt.divisibility = 16 : i32}, %arg25: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %1 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %2 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %3 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %5 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %6 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %7 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %8 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %9 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %10 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %11 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %12 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %13 = arith.constant 0 : i32
    %14 = ttg.memdesc_index %5[%13] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %15 = arith.constant 0 : i32
    %16 = ttg.memdesc_index %6[%15] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %17 = arith.constant 1 : i32
    %18 = ttg.memdesc_index %5[%17] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %19 = arith.constant 1 : i32
    %20 = ttg.memdesc_index %6[%19] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %21 = arith.constant 0 : i32
    %22 = ttg.memdesc_index %12[%21] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %22, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %23 = arith.constant 1 : i32
    %24 = ttg.memdesc_index %12[%23] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %24, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %25 = arith.constant 0 : i32
    %26 = ttg.memdesc_index %7[%25] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %26, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %27 = arith.constant 0 : i32
    %28 = ttg.memdesc_index %8[%27] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %28, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %29 = arith.constant 0 : i32
    %30 = ttg.memdesc_index %9[%29] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %30, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %31 = arith.constant 0 : i32
    %32 = ttg.memdesc_index %10[%31] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %32, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %33 = arith.constant 0 : i32
    %34 = ttg.memdesc_index %11[%33] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %34, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %35 = arith.constant 1 : i32
    %36 = ttg.memdesc_index %7[%35] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %36, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %37 = arith.constant 1 : i32
    %38 = ttg.memdesc_index %8[%37] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %38, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %39 = arith.constant 1 : i32
    %40 = ttg.memdesc_index %9[%39] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %40, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %41 = arith.constant 1 : i32
    %42 = ttg.memdesc_index %10[%41] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %42, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %43 = arith.constant 1 : i32
    %44 = ttg.memdesc_index %11[%43] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %44, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %45 = arith.constant 0 : i32
    %46 = ttg.memdesc_index %12[%45] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %47 = arith.constant true
    ttng.arrive_barrier %46, 1, %47 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %arg20, %arg21, %arg22, %arg24, %arg25, %arg23, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %arg24, %arg25) attributes {requestedRegisters = array<i32: 224, 64>}
    default {
      %48 = arith.constant 0 : i32
      %49 = ttg.memdesc_index %4[%48] : !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %50 = arith.constant 128 : i32
      %51 = arith.divsi %arg25, %50 : i32
      %52 = arith.constant 0 : i32
      %53 = arith.constant 0 : i32
      %54 = arith.constant 0 : i32
      %55 = arith.constant 0 : i32
      %56 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %57 = tt.get_program_id x : i32
      %58 = arith.muli %arg24, %51 : i32
      %59 = tt.get_num_programs x : i32
      %60:5 = scf.for %arg26 = %57 to %58 step %59 iter_args(%arg27 = %52, %arg28 = %53, %arg29 = %54, %arg30 = %55, %arg31 = %56) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
        %61 = arith.divsi %arg26, %51 : i32
        %62 = arith.remsi %arg26, %51 : i32
        %63 = arith.constant 1 : i32
        %64 = arith.constant 1.44269502 : f32
        %65 = arith.mulf %arg23, %64 : f32
        %66 = tt.addptr %arg20, %61 : !tt.ptr<f32>, i32
        %67 = tt.load %66 : !tt.ptr<f32>
        %68 = arith.mulf %65, %67 : f32
        %69 = tt.addptr %arg21, %61 : !tt.ptr<f32>, i32
        %70 = tt.load %69 : !tt.ptr<f32>
        %71 = arith.mulf %68, %70 : f32
        %72 = tt.addptr %arg22, %61 : !tt.ptr<f32>, i32
        %73 = tt.load %72 : !tt.ptr<f32>
        %74 = arith.constant 0 : i32
        %75 = arith.constant 1 : i32
        %76:5 = scf.for %arg32 = %74 to %63 step %75 iter_args(%arg33 = %arg27, %arg34 = %arg28, %arg35 = %arg29, %arg36 = %arg30, %arg37 = %arg31) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
          %77 = arith.constant 128 : i32
          %78 = arith.divsi %arg25, %77 : i32
          %79 = arith.constant 0 : i32
          %80 = ttg.memdesc_index %0[%79] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %81 = ttg.memdesc_index %5[%79] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %82 = arith.constant 1 : i32
          %83 = arith.andi %arg35, %82 : i32
          %84 = arith.constant true
          ttng.wait_barrier %81, %83, %84 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %85 = arith.constant 2 : i32
          %86 = arith.remsi %arg33, %85 : i32
          %87 = ttg.memdesc_index %7[%86] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %88 = arith.constant 2 : i32
          %89 = arith.divsi %arg33, %88 : i32
          %90 = arith.constant 1 : i32
          %91 = arith.andi %89, %90 : i32
          %92 = arith.constant true
          ttng.wait_barrier %87, %91, %92 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %93 = arith.constant 0 : i32
          %94 = ttg.memdesc_index %12[%93] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %95 = arith.constant 1 : i32
          %96 = arith.andi %arg36, %95 : i32
          %97 = arith.constant true
          ttng.wait_barrier %94, %96, %97 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %98 = arith.constant 1 : i32
          %99 = arith.addi %arg36, %98 : i32
          %100 = ttg.memdesc_index %1[%86] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %101 = ttg.memdesc_trans %100 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %102 = arith.constant false
          %103 = ttng.warp_group_dot %80, %101, %arg37, %102 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %104 = arith.constant 1 : i32
          %105 = ttg.memdesc_index %12[%104] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %106 = arith.constant true
          ttng.arrive_barrier %105, 1, %106 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %107 = ttng.warp_group_dot_wait %103 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %108 = ttg.memdesc_index %8[%86] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %109 = arith.constant true
          ttng.arrive_barrier %108, 1, %109 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %110 = arith.constant 1 : i32
          %111 = arith.addi %arg33, %110 : i32
          %112 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %113 = "tt.reduce"(%107) <{axis = 1 : i32}> ({
          ^bb0(%arg38: f32, %arg39: f32):
            %114 = arith.maxnumf %arg38, %arg39 : f32
            tt.reduce.return %114 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %115 = tt.splat %71 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %116 = arith.mulf %113, %115 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %117 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %118 = arith.subf %116, %117 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %119 = tt.splat %71 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %120 = arith.mulf %107, %119 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %121 = tt.expand_dims %118 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %122 = tt.broadcast %121 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %123 = arith.subf %120, %122 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %124 = math.exp2 %123 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %125 = "tt.reduce"(%124) <{axis = 1 : i32}> ({
          ^bb0(%arg40: f32, %arg41: f32):
            %126 = arith.addf %arg40, %arg41 : f32
            tt.reduce.return %126 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %127 = tt.fp_to_fp %124, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %128 = ttg.convert_layout %127 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          %129 = arith.constant 1 : i32
          %130 = arith.constant 1 : i32
          %131:8 = scf.for %arg42 = %129 to %78 step %130 iter_args(%arg43 = %107, %arg44 = %112, %arg45 = %128, %arg46 = %118, %arg47 = %125, %arg48 = %111, %arg49 = %arg34, %arg50 = %99) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32)  : i32 {
            %132 = arith.constant 2 : i32
            %133 = arith.remsi %arg48, %132 : i32
            %134 = arith.constant 2 : i32
            %135 = arith.remsi %arg49, %134 : i32
            %136 = ttg.memdesc_index %7[%133] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %137 = arith.constant 2 : i32
            %138 = arith.divsi %arg48, %137 : i32
            %139 = arith.constant 1 : i32
            %140 = arith.andi %138, %139 : i32
            %141 = arith.constant true
            ttng.wait_barrier %136, %140, %141 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %142 = arith.constant 0 : i32
            %143 = ttg.memdesc_index %12[%142] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %144 = arith.constant 1 : i32
            %145 = arith.andi %arg50, %144 : i32
            %146 = arith.constant true
            ttng.wait_barrier %143, %145, %146 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %147 = arith.constant 1 : i32
            %148 = arith.addi %arg50, %147 : i32
            %149 = ttg.memdesc_index %1[%133] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %150 = ttg.memdesc_trans %149 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %151 = arith.constant false
            %152 = ttng.warp_group_dot %80, %150, %arg43, %151 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %153 = ttg.memdesc_index %10[%135] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %154 = arith.constant 2 : i32
            %155 = arith.divsi %arg49, %154 : i32
            %156 = arith.constant 1 : i32
            %157 = arith.andi %155, %156 : i32
            %158 = arith.constant true
            ttng.wait_barrier %153, %157, %158 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %159 = ttg.memdesc_index %3[%135] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %160 = ttg.memdesc_trans %159 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %161 = arith.constant true
            %162 = ttng.warp_group_dot %arg45, %160, %arg44, %161 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %163 = arith.constant 1 : i32
            %164 = ttg.memdesc_index %12[%163] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %165 = arith.constant true
            ttng.arrive_barrier %164, 1, %165 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %166 = ttng.warp_group_dot_wait %152 {pendings = 1 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %167 = ttg.memdesc_index %8[%133] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %168 = arith.constant true
            ttng.arrive_barrier %167, 1, %168 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %169 = arith.constant 1 : i32
            %170 = arith.addi %arg48, %169 : i32
            %171 = "tt.reduce"(%166) <{axis = 1 : i32}> ({
            ^bb0(%arg51: f32, %arg52: f32):
              %172 = arith.maxnumf %arg51, %arg52 : f32
              tt.reduce.return %172 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %173 = tt.splat %71 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %174 = arith.mulf %171, %173 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %175 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %176 = arith.subf %174, %175 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %177 = arith.maxnumf %arg46, %176 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %178 = tt.splat %71 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %179 = arith.mulf %166, %178 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %180 = tt.expand_dims %177 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %181 = tt.broadcast %180 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %182 = arith.subf %179, %181 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %183 = math.exp2 %182 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %184 = arith.subf %arg46, %177 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %185 = math.exp2 %184 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %186 = arith.mulf %arg47, %185 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %187 = "tt.reduce"(%183) <{axis = 1 : i32}> ({
            ^bb0(%arg53: f32, %arg54: f32):
              %188 = arith.addf %arg53, %arg54 : f32
              tt.reduce.return %188 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %189 = arith.addf %186, %187 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %190 = ttng.warp_group_dot_wait %162 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %191 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %arg45 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            %192 = ttg.memdesc_index %11[%135] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %193 = arith.constant true
            ttng.arrive_barrier %192, 1, %193 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %194 = arith.constant 1 : i32
            %195 = arith.addi %arg49, %194 : i32
            %196 = ttg.convert_layout %185 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %197 = tt.expand_dims %196 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %198 = tt.broadcast %197 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %199 = arith.mulf %190, %198 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %200 = tt.fp_to_fp %183, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %201 = ttg.convert_layout %200 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            scf.yield %166, %199, %201, %177, %189, %170, %195, %148 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32
          }
          %202 = ttg.memdesc_index %6[%79] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %203 = arith.constant true
          ttng.arrive_barrier %202, 1, %203 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %204 = arith.constant 1 : i32
          %205 = arith.addi %arg35, %204 : i32
          %206 = arith.constant 2 : i32
          %207 = arith.remsi %131#6, %206 : i32
          %208 = ttg.memdesc_index %10[%207] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %209 = arith.constant 2 : i32
          %210 = arith.divsi %131#6, %209 : i32
          %211 = arith.constant 1 : i32
          %212 = arith.andi %210, %211 : i32
          %213 = arith.constant true
          ttng.wait_barrier %208, %212, %213 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %214 = arith.constant 0 : i32
          %215 = ttg.memdesc_index %12[%214] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %216 = arith.constant 1 : i32
          %217 = arith.andi %131#7, %216 : i32
          %218 = arith.constant true
          ttng.wait_barrier %215, %217, %218 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %219 = arith.constant 1 : i32
          %220 = arith.addi %131#7, %219 : i32
          %221 = ttg.memdesc_index %3[%207] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %222 = ttg.memdesc_trans %221 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %223 = arith.constant true
          %224 = ttng.warp_group_dot %131#2, %222, %131#1, %223 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %225 = arith.constant 1 : i32
          %226 = ttg.memdesc_index %12[%225] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %227 = arith.constant true
          ttng.arrive_barrier %226, 1, %227 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %228 = ttng.warp_group_dot_wait %224 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %229 = ttg.memdesc_index %11[%207] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %230 = arith.constant true
          ttng.arrive_barrier %229, 1, %230 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %231 = arith.constant 1 : i32
          %232 = arith.addi %131#6, %231 : i32
          %233 = tt.splat %73 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %234 = arith.divf %233, %131#4 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %235 = ttg.convert_layout %234 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %236 = tt.expand_dims %235 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %237 = tt.broadcast %236 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %238 = arith.mulf %228, %237 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttng.async_tma_store_wait {pendings = 0 : i32}
          %239 = arith.truncf %238 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttg.local_store %239, %49 : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %240 = arith.muli %61, %arg25 : i32
          %241 = arith.constant 128 : i32
          %242 = arith.muli %62, %241 : i32
          %243 = arith.addi %240, %242 : i32
          %244 = arith.constant 0 : i32
          ttng.async_tma_copy_local_to_global %arg15[%243, %244] %49 : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          scf.yield %131#5, %232, %205, %220, %131#0 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        }
        scf.yield %76#0, %76#1, %76#2, %76#3, %76#4 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_yield
    }
    partition0(%arg55: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg56: i32, %arg57: i32, %arg58: i64, %arg59: i64, %arg60: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg61: i32, %arg62: i32, %arg63: i64, %arg64: i64, %arg65: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg66: i32, %arg67: i32, %arg68: i64, %arg69: i64, %arg70: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg71: i32, %arg72: i32, %arg73: i64, %arg74: i64, %arg75: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg76: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg77: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg78: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg79: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg80: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg81: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg82: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg83: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg84: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg85: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg86: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg87: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg88: !tt.ptr<f32>, %arg89: !tt.ptr<f32>, %arg90: !tt.ptr<f32>, %arg91: i32, %arg92: i32, %arg93: f32, %arg94: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg95: i32, %arg96: i32, %arg97: i64, %arg98: i64, %arg99: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg100: i32, %arg101: i32, %arg102: i64, %arg103: i64, %arg104: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg105: i32, %arg106: i32, %arg107: i64, %arg108: i64, %arg109: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg110: i32, %arg111: i32, %arg112: i64, %arg113: i64, %arg114: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg115: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg116: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg117: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg118: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg119: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg120: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg121: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg122: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg123: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg124: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg125: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg126: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg127: i32, %arg128: i32) num_warps(4) {
      %245 = arith.constant 1 : i32
      %246 = ttg.memdesc_index %arg79[%245] : !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %247 = arith.constant 128 : i32
      %248 = arith.divsi %arg92, %247 : i32
      %249 = arith.constant 0 : i32
      %250 = arith.constant 0 : i32
      %251 = arith.constant 0 : i32
      %252 = arith.constant 0 : i32
      %253 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %254 = tt.get_program_id x : i32
      %255 = arith.muli %arg91, %248 : i32
      %256 = tt.get_num_programs x : i32
      %257:5 = scf.for %arg129 = %254 to %255 step %256 iter_args(%arg130 = %249, %arg131 = %250, %arg132 = %251, %arg133 = %252, %arg134 = %253) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
        %258 = arith.divsi %arg129, %248 : i32
        %259 = arith.remsi %arg129, %248 : i32
        %260 = arith.constant 1 : i32
        %261 = arith.constant 1.44269502 : f32
        %262 = arith.mulf %arg93, %261 : f32
        %263 = tt.addptr %arg88, %258 : !tt.ptr<f32>, i32
        %264 = tt.load %263 : !tt.ptr<f32>
        %265 = arith.mulf %262, %264 : f32
        %266 = tt.addptr %arg89, %258 : !tt.ptr<f32>, i32
        %267 = tt.load %266 : !tt.ptr<f32>
        %268 = arith.mulf %265, %267 : f32
        %269 = tt.addptr %arg90, %258 : !tt.ptr<f32>, i32
        %270 = tt.load %269 : !tt.ptr<f32>
        %271 = arith.constant 0 : i32
        %272 = arith.constant 1 : i32
        %273:5 = scf.for %arg135 = %271 to %260 step %272 iter_args(%arg136 = %arg130, %arg137 = %arg131, %arg138 = %arg132, %arg139 = %arg133, %arg140 = %arg134) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
          %274 = arith.constant 128 : i32
          %275 = arith.divsi %arg92, %274 : i32
          %276 = arith.constant 1 : i32
          %277 = ttg.memdesc_index %arg75[%276] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %278 = ttg.memdesc_index %arg80[%276] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %279 = arith.constant 1 : i32
          %280 = arith.andi %arg138, %279 : i32
          %281 = arith.constant true
          ttng.wait_barrier %278, %280, %281 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %282 = arith.constant 2 : i32
          %283 = arith.remsi %arg136, %282 : i32
          %284 = ttg.memdesc_index %arg82[%283] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %285 = arith.constant 2 : i32
          %286 = arith.divsi %arg136, %285 : i32
          %287 = arith.constant 1 : i32
          %288 = arith.andi %286, %287 : i32
          %289 = arith.constant true
          ttng.wait_barrier %284, %288, %289 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %290 = arith.constant 1 : i32
          %291 = ttg.memdesc_index %arg87[%290] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %292 = arith.constant 1 : i32
          %293 = arith.andi %arg139, %292 : i32
          %294 = arith.constant true
          ttng.wait_barrier %291, %293, %294 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %295 = arith.constant 1 : i32
          %296 = arith.addi %arg139, %295 : i32
          %297 = ttg.memdesc_index %arg76[%283] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %298 = ttg.memdesc_trans %297 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %299 = arith.constant false
          %300 = ttng.warp_group_dot %277, %298, %arg140, %299 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %301 = arith.constant 0 : i32
          %302 = ttg.memdesc_index %arg87[%301] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %303 = arith.constant true
          ttng.arrive_barrier %302, 1, %303 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %304 = ttng.warp_group_dot_wait %300 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %305 = ttg.memdesc_index %arg83[%283] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %306 = arith.constant true
          ttng.arrive_barrier %305, 1, %306 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %307 = arith.constant 1 : i32
          %308 = arith.addi %arg136, %307 : i32
          %309 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %310 = "tt.reduce"(%304) <{axis = 1 : i32}> ({
          ^bb0(%arg141: f32, %arg142: f32):
            %311 = arith.maxnumf %arg141, %arg142 : f32
            tt.reduce.return %311 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %312 = tt.splat %268 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %313 = arith.mulf %310, %312 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %314 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %315 = arith.subf %313, %314 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %316 = tt.splat %268 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %317 = arith.mulf %304, %316 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %318 = tt.expand_dims %315 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %319 = tt.broadcast %318 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %320 = arith.subf %317, %319 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %321 = math.exp2 %320 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %322 = "tt.reduce"(%321) <{axis = 1 : i32}> ({
          ^bb0(%arg143: f32, %arg144: f32):
            %323 = arith.addf %arg143, %arg144 : f32
            tt.reduce.return %323 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %324 = tt.fp_to_fp %321, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %325 = ttg.convert_layout %324 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          %326 = arith.constant 1 : i32
          %327 = arith.constant 1 : i32
          %328:8 = scf.for %arg145 = %326 to %275 step %327 iter_args(%arg146 = %304, %arg147 = %309, %arg148 = %325, %arg149 = %315, %arg150 = %322, %arg151 = %308, %arg152 = %arg137, %arg153 = %296) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32)  : i32 {
            %329 = arith.constant 2 : i32
            %330 = arith.remsi %arg151, %329 : i32
            %331 = arith.constant 2 : i32
            %332 = arith.remsi %arg152, %331 : i32
            %333 = ttg.memdesc_index %arg82[%330] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %334 = arith.constant 2 : i32
            %335 = arith.divsi %arg151, %334 : i32
            %336 = arith.constant 1 : i32
            %337 = arith.andi %335, %336 : i32
            %338 = arith.constant true
            ttng.wait_barrier %333, %337, %338 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %339 = arith.constant 1 : i32
            %340 = ttg.memdesc_index %arg87[%339] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %341 = arith.constant 1 : i32
            %342 = arith.andi %arg153, %341 : i32
            %343 = arith.constant true
            ttng.wait_barrier %340, %342, %343 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %344 = arith.constant 1 : i32
            %345 = arith.addi %arg153, %344 : i32
            %346 = ttg.memdesc_index %arg76[%330] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %347 = ttg.memdesc_trans %346 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %348 = arith.constant false
            %349 = ttng.warp_group_dot %277, %347, %arg146, %348 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %350 = ttg.memdesc_index %arg85[%332] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %351 = arith.constant 2 : i32
            %352 = arith.divsi %arg152, %351 : i32
            %353 = arith.constant 1 : i32
            %354 = arith.andi %352, %353 : i32
            %355 = arith.constant true
            ttng.wait_barrier %350, %354, %355 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %356 = ttg.memdesc_index %arg78[%332] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %357 = ttg.memdesc_trans %356 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %358 = arith.constant true
            %359 = ttng.warp_group_dot %arg148, %357, %arg147, %358 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %360 = arith.constant 0 : i32
            %361 = ttg.memdesc_index %arg87[%360] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %362 = arith.constant true
            ttng.arrive_barrier %361, 1, %362 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %363 = ttng.warp_group_dot_wait %349 {pendings = 1 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %364 = ttg.memdesc_index %arg83[%330] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %365 = arith.constant true
            ttng.arrive_barrier %364, 1, %365 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %366 = arith.constant 1 : i32
            %367 = arith.addi %arg151, %366 : i32
            %368 = "tt.reduce"(%363) <{axis = 1 : i32}> ({
            ^bb0(%arg154: f32, %arg155: f32):
              %369 = arith.maxnumf %arg154, %arg155 : f32
              tt.reduce.return %369 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %370 = tt.splat %268 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %371 = arith.mulf %368, %370 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %372 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %373 = arith.subf %371, %372 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %374 = arith.maxnumf %arg149, %373 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %375 = tt.splat %268 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %376 = arith.mulf %363, %375 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %377 = tt.expand_dims %374 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %378 = tt.broadcast %377 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %379 = arith.subf %376, %378 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %380 = math.exp2 %379 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %381 = arith.subf %arg149, %374 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %382 = math.exp2 %381 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %383 = arith.mulf %arg150, %382 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %384 = "tt.reduce"(%380) <{axis = 1 : i32}> ({
            ^bb0(%arg156: f32, %arg157: f32):
              %385 = arith.addf %arg156, %arg157 : f32
              tt.reduce.return %385 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %386 = arith.addf %383, %384 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %387 = ttng.warp_group_dot_wait %359 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %388 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %arg148 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            %389 = ttg.memdesc_index %arg86[%332] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %390 = arith.constant true
            ttng.arrive_barrier %389, 1, %390 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %391 = arith.constant 1 : i32
            %392 = arith.addi %arg152, %391 : i32
            %393 = ttg.convert_layout %382 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %394 = tt.expand_dims %393 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %395 = tt.broadcast %394 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %396 = arith.mulf %387, %395 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %397 = tt.fp_to_fp %380, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %398 = ttg.convert_layout %397 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            scf.yield %363, %396, %398, %374, %386, %367, %392, %345 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32
          }
          %399 = ttg.memdesc_index %arg81[%276] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %400 = arith.constant true
          ttng.arrive_barrier %399, 1, %400 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %401 = arith.constant 1 : i32
          %402 = arith.addi %arg138, %401 : i32
          %403 = arith.constant 2 : i32
          %404 = arith.remsi %328#6, %403 : i32
          %405 = ttg.memdesc_index %arg85[%404] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %406 = arith.constant 2 : i32
          %407 = arith.divsi %328#6, %406 : i32
          %408 = arith.constant 1 : i32
          %409 = arith.andi %407, %408 : i32
          %410 = arith.constant true
          ttng.wait_barrier %405, %409, %410 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %411 = arith.constant 1 : i32
          %412 = ttg.memdesc_index %arg87[%411] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %413 = arith.constant 1 : i32
          %414 = arith.andi %328#7, %413 : i32
          %415 = arith.constant true
          ttng.wait_barrier %412, %414, %415 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %416 = arith.constant 1 : i32
          %417 = arith.addi %328#7, %416 : i32
          %418 = ttg.memdesc_index %arg78[%404] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %419 = ttg.memdesc_trans %418 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %420 = arith.constant true
          %421 = ttng.warp_group_dot %328#2, %419, %328#1, %420 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %422 = arith.constant 0 : i32
          %423 = ttg.memdesc_index %arg87[%422] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %424 = arith.constant true
          ttng.arrive_barrier %423, 1, %424 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %425 = ttng.warp_group_dot_wait %421 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %426 = ttg.memdesc_index %arg86[%404] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %427 = arith.constant true
          ttng.arrive_barrier %426, 1, %427 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %428 = arith.constant 1 : i32
          %429 = arith.addi %328#6, %428 : i32
          %430 = tt.splat %270 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %431 = arith.divf %430, %328#4 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %432 = ttg.convert_layout %431 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %433 = tt.expand_dims %432 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %434 = tt.broadcast %433 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %435 = arith.mulf %425, %434 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttng.async_tma_store_wait {pendings = 0 : i32}
          %436 = arith.truncf %435 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttg.local_store %436, %246 : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %437 = arith.muli %258, %arg92 : i32
          %438 = arith.constant 128 : i32
          %439 = arith.muli %259, %438 : i32
          %440 = arith.addi %437, %439 : i32
          %441 = arith.constant 64 : i32
          %442 = arith.addi %440, %441 : i32
          %443 = arith.constant 0 : i32
          ttng.async_tma_copy_local_to_global %arg70[%442, %443] %246 : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          scf.yield %328#5, %429, %402, %417, %328#0 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        }
        scf.yield %273#0, %273#1, %273#2, %273#3, %273#4 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_return
    }
    partition1(%arg158: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg159: i32, %arg160: i32, %arg161: i64, %arg162: i64, %arg163: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg164: i32, %arg165: i32, %arg166: i64, %arg167: i64, %arg168: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg169: i32, %arg170: i32, %arg171: i64, %arg172: i64, %arg173: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg174: i32, %arg175: i32, %arg176: i64, %arg177: i64, %arg178: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg179: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg180: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg181: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg182: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg183: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg184: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg185: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg186: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg187: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg188: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg189: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg190: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg191: !tt.ptr<f32>, %arg192: !tt.ptr<f32>, %arg193: !tt.ptr<f32>, %arg194: i32, %arg195: i32, %arg196: f32, %arg197: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg198: i32, %arg199: i32, %arg200: i64, %arg201: i64, %arg202: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg203: i32, %arg204: i32, %arg205: i64, %arg206: i64, %arg207: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg208: i32, %arg209: i32, %arg210: i64, %arg211: i64, %arg212: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg213: i32, %arg214: i32, %arg215: i64, %arg216: i64, %arg217: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg218: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg219: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg220: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg221: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg222: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg223: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg224: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg225: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg226: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg227: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg228: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg229: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg230: i32, %arg231: i32) num_warps(4) {
      %444 = arith.constant 128 : i32
      %445 = arith.divsi %arg231, %444 : i32
      %446 = arith.constant 0 : i32
      %447 = arith.constant 0 : i32
      %448 = arith.constant 0 : i32
      %449 = arith.constant 0 : i32
      %450 = tt.get_program_id x : i32
      %451 = arith.muli %arg230, %445 : i32
      %452 = tt.get_num_programs x : i32
      %453:4 = scf.for %arg232 = %450 to %451 step %452 iter_args(%arg233 = %446, %arg234 = %447, %arg235 = %448, %arg236 = %449) -> (i32, i32, i32, i32)  : i32 {
        %454 = arith.divsi %arg232, %445 : i32
        %455 = arith.remsi %arg232, %445 : i32
        %456 = arith.constant 1 : i32
        %457 = arith.muli %454, %arg231 : i32
        %458 = arith.constant 0 : i32
        %459 = arith.constant 1 : i32
        %460:4 = scf.for %arg237 = %458 to %456 step %459 iter_args(%arg238 = %arg233, %arg239 = %arg234, %arg240 = %arg235, %arg241 = %arg236) -> (i32, i32, i32, i32)  : i32 {
          %461 = arith.constant 128 : i32
          %462 = arith.divsi %arg231, %461 : i32
          %463 = arith.constant 2 : i32
          %464 = arith.remsi %arg238, %463 : i32
          %465 = ttg.memdesc_index %arg225[%464] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %466 = arith.constant 2 : i32
          %467 = arith.divsi %arg238, %466 : i32
          %468 = arith.constant 1 : i32
          %469 = arith.andi %467, %468 : i32
          %470 = arith.constant 1 : i32
          %471 = arith.xori %469, %470 : i32
          %472 = arith.constant true
          ttng.wait_barrier %465, %471, %472 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %473 = ttg.memdesc_index %arg224[%464] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %474 = arith.constant true
          ttng.barrier_expect %473, 16384, %474 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %475 = ttg.memdesc_index %arg224[%464] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %476 = ttg.memdesc_index %arg218[%464] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %477 = arith.constant 0 : i32
          %478 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg202[%457, %477] %476, %475, %478 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %479 = arith.constant 1 : i32
          %480 = arith.addi %arg238, %479 : i32
          %481 = arith.constant 0 : i32
          %482 = ttg.memdesc_index %arg223[%481] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %483 = arith.constant 1 : i32
          %484 = arith.andi %arg241, %483 : i32
          %485 = arith.constant 1 : i32
          %486 = arith.xori %484, %485 : i32
          %487 = arith.constant true
          ttng.wait_barrier %482, %486, %487 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %488 = ttg.memdesc_index %arg222[%481] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %489 = arith.constant true
          ttng.barrier_expect %488, 8192, %489 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %490 = arith.constant 128 : i32
          %491 = arith.muli %455, %490 : i32
          %492 = arith.addi %457, %491 : i32
          %493 = ttg.memdesc_index %arg222[%481] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %494 = ttg.memdesc_index %arg217[%481] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %495 = arith.constant 0 : i32
          %496 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg197[%492, %495] %494, %493, %496 : !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %497 = arith.constant 1 : i32
          %498 = ttg.memdesc_index %arg223[%497] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %499 = arith.constant 1 : i32
          %500 = arith.andi %arg241, %499 : i32
          %501 = arith.constant 1 : i32
          %502 = arith.xori %500, %501 : i32
          %503 = arith.constant true
          ttng.wait_barrier %498, %502, %503 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %504 = ttg.memdesc_index %arg222[%497] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %505 = arith.constant true
          ttng.barrier_expect %504, 8192, %505 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %506 = arith.constant 128 : i32
          %507 = arith.muli %455, %506 : i32
          %508 = arith.addi %457, %507 : i32
          %509 = arith.constant 64 : i32
          %510 = arith.addi %508, %509 : i32
          %511 = ttg.memdesc_index %arg222[%497] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %512 = ttg.memdesc_index %arg217[%497] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %513 = arith.constant 0 : i32
          %514 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg197[%510, %513] %512, %511, %514 : !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %515 = arith.constant 1 : i32
          %516 = arith.addi %arg241, %515 : i32
          %517 = arith.constant 2 : i32
          %518 = arith.remsi %arg239, %517 : i32
          %519 = ttg.memdesc_index %arg226[%518] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %520 = arith.constant true
          ttng.barrier_expect %519, 16384, %520 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %521 = ttg.memdesc_index %arg226[%518] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %522 = ttg.memdesc_index %arg219[%518] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %523 = arith.constant 0 : i32
          %524 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg207[%457, %523] %522, %521, %524 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %525 = arith.constant 1 : i32
          %526 = arith.addi %arg239, %525 : i32
          %527 = arith.constant 1 : i32
          %528 = arith.constant 1 : i32
          %529:3 = scf.for %arg242 = %527 to %462 step %528 iter_args(%arg243 = %480, %arg244 = %526, %arg245 = %arg240) -> (i32, i32, i32)  : i32 {
            %530 = arith.constant 128 : i32
            %531 = arith.muli %arg242, %530 : i32
            %532 = arith.addi %457, %531 : i32
            %533 = arith.constant 2 : i32
            %534 = arith.remsi %arg243, %533 : i32
            %535 = ttg.memdesc_index %arg225[%534] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %536 = arith.constant 2 : i32
            %537 = arith.divsi %arg243, %536 : i32
            %538 = arith.constant 1 : i32
            %539 = arith.andi %537, %538 : i32
            %540 = arith.constant 1 : i32
            %541 = arith.xori %539, %540 : i32
            %542 = arith.constant true
            ttng.wait_barrier %535, %541, %542 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %543 = ttg.memdesc_index %arg224[%534] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %544 = arith.constant true
            ttng.barrier_expect %543, 16384, %544 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %545 = ttg.memdesc_index %arg224[%534] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %546 = ttg.memdesc_index %arg218[%534] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %547 = arith.constant 0 : i32
            %548 = arith.constant true
            ttng.async_tma_copy_global_to_local %arg202[%532, %547] %546, %545, %548 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %549 = arith.constant 1 : i32
            %550 = arith.addi %arg243, %549 : i32
            %551 = arith.constant 128 : i32
            %552 = arith.muli %arg242, %551 : i32
            %553 = arith.addi %457, %552 : i32
            %554 = arith.constant 2 : i32
            %555 = arith.remsi %arg244, %554 : i32
            %556 = ttg.memdesc_index %arg226[%555] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %557 = arith.constant true
            ttng.barrier_expect %556, 16384, %557 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %558 = ttg.memdesc_index %arg226[%555] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %559 = ttg.memdesc_index %arg219[%555] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %560 = arith.constant 0 : i32
            %561 = arith.constant true
            ttng.async_tma_copy_global_to_local %arg207[%553, %560] %559, %558, %561 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %562 = arith.constant 1 : i32
            %563 = arith.addi %arg244, %562 : i32
            %564 = arith.constant 2 : i32
            %565 = arith.remsi %arg245, %564 : i32
            %566 = arith.constant 2 : i32
            %567 = arith.divsi %arg245, %566 : i32
            %568 = arith.constant 1 : i32
            %569 = arith.andi %567, %568 : i32
            %570 = ttg.memdesc_index %arg226[%565] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %571 = arith.constant true
            ttng.wait_barrier %570, %569, %571 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %572 = ttg.memdesc_index %arg219[%565] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %573 = ttg.local_load %572 : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
            %574 = ttg.memdesc_index %arg228[%565] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %575 = arith.constant 1 : i32
            %576 = arith.xori %569, %575 : i32
            %577 = arith.constant true
            ttng.wait_barrier %574, %576, %577 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %578 = ttg.memdesc_index %arg220[%565] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %579 = tt.trans %573 {order = array<i32: 1, 0>} : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>
            ttg.local_store %579, %578 : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            ttng.fence_async_shared {bCluster = false}
            %580 = ttg.memdesc_index %arg227[%565] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %581 = arith.constant true
            ttng.arrive_barrier %580, 1, %581 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %582 = arith.constant 1 : i32
            %583 = arith.addi %arg245, %582 : i32
            scf.yield %550, %563, %583 : i32, i32, i32
          }
          %584 = arith.constant 2 : i32
          %585 = arith.remsi %529#2, %584 : i32
          %586 = arith.constant 2 : i32
          %587 = arith.divsi %529#2, %586 : i32
          %588 = arith.constant 1 : i32
          %589 = arith.andi %587, %588 : i32
          %590 = ttg.memdesc_index %arg226[%585] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %591 = arith.constant true
          ttng.wait_barrier %590, %589, %591 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %592 = ttg.memdesc_index %arg219[%585] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %593 = ttg.local_load %592 : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %594 = ttg.memdesc_index %arg228[%585] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %595 = arith.constant 1 : i32
          %596 = arith.xori %589, %595 : i32
          %597 = arith.constant true
          ttng.wait_barrier %594, %596, %597 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %598 = ttg.memdesc_index %arg220[%585] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %599 = tt.trans %593 {order = array<i32: 1, 0>} : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>
          ttg.local_store %599, %598 : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %600 = ttg.memdesc_index %arg227[%585] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %601 = arith.constant true
          ttng.arrive_barrier %600, 1, %601 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %602 = arith.constant 1 : i32
          %603 = arith.addi %529#2, %602 : i32
          scf.yield %529#0, %529#1, %603, %516 : i32, i32, i32, i32
        }
        scf.yield %460#0, %460#1, %460#2, %460#3 : i32, i32, i32, i32
      }
      ttg.warp_return
    } : (!tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, i32, i32, i64, i64, !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, f32, !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, i32, i32, i64, i64, !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, i32) -> ()
    tt.return
  }
}
