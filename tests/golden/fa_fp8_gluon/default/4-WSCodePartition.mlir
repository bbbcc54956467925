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
          %127 = arith.constant dense<1.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %128 = tt.fp_to_fp %124, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %129 = ttg.convert_layout %128 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          %130 = arith.constant 1 : i32
          %131 = arith.constant 1 : i32
          %132:9 = scf.for %arg42 = %130 to %78 step %131 iter_args(%arg43 = %107, %arg44 = %112, %arg45 = %129, %arg46 = %127, %arg47 = %118, %arg48 = %125, %arg49 = %111, %arg50 = %arg34, %arg51 = %99) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32)  : i32 {
            %133 = arith.constant 2 : i32
            %134 = arith.remsi %arg49, %133 : i32
            %135 = arith.constant 2 : i32
            %136 = arith.remsi %arg50, %135 : i32
            %137 = ttg.memdesc_index %7[%134] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %138 = arith.constant 2 : i32
            %139 = arith.divsi %arg49, %138 : i32
            %140 = arith.constant 1 : i32
            %141 = arith.andi %139, %140 : i32
            %142 = arith.constant true
            ttng.wait_barrier %137, %141, %142 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %143 = arith.constant 0 : i32
            %144 = ttg.memdesc_index %12[%143] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %145 = arith.constant 1 : i32
            %146 = arith.andi %arg51, %145 : i32
            %147 = arith.constant true
            ttng.wait_barrier %144, %146, %147 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %148 = arith.constant 1 : i32
            %149 = arith.addi %arg51, %148 : i32
            %150 = ttg.memdesc_index %1[%134] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %151 = ttg.memdesc_trans %150 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %152 = arith.constant false
            %153 = ttng.warp_group_dot %80, %151, %arg43, %152 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %154 = ttg.memdesc_index %10[%136] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %155 = arith.constant 2 : i32
            %156 = arith.divsi %arg50, %155 : i32
            %157 = arith.constant 1 : i32
            %158 = arith.andi %156, %157 : i32
            %159 = arith.constant true
            ttng.wait_barrier %154, %158, %159 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %160 = ttg.memdesc_index %3[%136] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %161 = ttg.memdesc_trans %160 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %162 = arith.constant true
            %163 = ttng.warp_group_dot %arg45, %161, %arg44, %162 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %164 = arith.constant 1 : i32
            %165 = ttg.memdesc_index %12[%164] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %166 = arith.constant true
            ttng.arrive_barrier %165, 1, %166 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %167 = ttng.warp_group_dot_wait %153 {pendings = 1 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %168 = ttg.memdesc_index %8[%134] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %169 = arith.constant true
            ttng.arrive_barrier %168, 1, %169 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %170 = arith.constant 1 : i32
            %171 = arith.addi %arg49, %170 : i32
            %172 = "tt.reduce"(%167) <{axis = 1 : i32}> ({
            ^bb0(%arg52: f32, %arg53: f32):
              %173 = arith.maxnumf %arg52, %arg53 : f32
              tt.reduce.return %173 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %174 = tt.splat %71 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %175 = arith.mulf %172, %174 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %176 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %177 = arith.subf %175, %176 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %178 = arith.maxnumf %arg47, %177 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %179 = tt.splat %71 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %180 = arith.mulf %167, %179 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %181 = tt.expand_dims %178 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %182 = tt.broadcast %181 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %183 = arith.subf %180, %182 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %184 = math.exp2 %183 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %185 = arith.subf %arg47, %178 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %186 = math.exp2 %185 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %187 = arith.mulf %arg48, %186 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %188 = "tt.reduce"(%184) <{axis = 1 : i32}> ({
            ^bb0(%arg54: f32, %arg55: f32):
              %189 = arith.addf %arg54, %arg55 : f32
              tt.reduce.return %189 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %190 = arith.addf %187, %188 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %191 = ttng.warp_group_dot_wait %163 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %192 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %arg45 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            %193 = ttg.memdesc_index %11[%136] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %194 = arith.constant true
            ttng.arrive_barrier %193, 1, %194 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %195 = arith.constant 1 : i32
            %196 = arith.addi %arg50, %195 : i32
            %197 = ttg.convert_layout %186 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %198 = tt.expand_dims %197 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %199 = tt.broadcast %198 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %200 = arith.mulf %191, %199 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %201 = tt.fp_to_fp %184, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %202 = ttg.convert_layout %201 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            scf.yield %167, %200, %202, %186, %178, %190, %171, %196, %149 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32
          }
          %203 = ttg.memdesc_index %6[%79] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %204 = arith.constant true
          ttng.arrive_barrier %203, 1, %204 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %205 = arith.constant 1 : i32
          %206 = arith.addi %arg35, %205 : i32
          %207 = arith.constant 2 : i32
          %208 = arith.remsi %132#7, %207 : i32
          %209 = ttg.memdesc_index %10[%208] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %210 = arith.constant 2 : i32
          %211 = arith.divsi %132#7, %210 : i32
          %212 = arith.constant 1 : i32
          %213 = arith.andi %211, %212 : i32
          %214 = arith.constant true
          ttng.wait_barrier %209, %213, %214 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %215 = arith.constant 0 : i32
          %216 = ttg.memdesc_index %12[%215] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %217 = arith.constant 1 : i32
          %218 = arith.andi %132#8, %217 : i32
          %219 = arith.constant true
          ttng.wait_barrier %216, %218, %219 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %220 = arith.constant 1 : i32
          %221 = arith.addi %132#8, %220 : i32
          %222 = ttg.memdesc_index %3[%208] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %223 = ttg.memdesc_trans %222 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %224 = arith.constant true
          %225 = ttng.warp_group_dot %132#2, %223, %132#1, %224 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %226 = arith.constant 1 : i32
          %227 = ttg.memdesc_index %12[%226] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %228 = arith.constant true
          ttng.arrive_barrier %227, 1, %228 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %229 = ttng.warp_group_dot_wait %225 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %230 = ttg.memdesc_index %11[%208] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %231 = arith.constant true
          ttng.arrive_barrier %230, 1, %231 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %232 = arith.constant 1 : i32
          %233 = arith.addi %132#7, %232 : i32
          %234 = tt.splat %73 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %235 = arith.divf %234, %132#5 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %236 = ttg.convert_layout %235 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %237 = tt.expand_dims %236 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %238 = tt.broadcast %237 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %239 = arith.mulf %229, %238 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttng.async_tma_store_wait {pendings = 0 : i32}
          %240 = arith.truncf %239 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttg.local_store %240, %49 : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %241 = arith.muli %61, %arg25 : i32
          %242 = arith.constant 128 : i32
          %243 = arith.muli %62, %242 : i32
          %244 = arith.addi %241, %243 : i32
          %245 = arith.constant 0 : i32
          ttng.async_tma_copy_local_to_global %arg15[%244, %245] %49 : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          scf.yield %132#6, %233, %206, %221, %132#0 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        }
        scf.yield %76#0, %76#1, %76#2, %76#3, %76#4 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_yield
    }
    partition0(%arg56: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg57: i32, %arg58: i32, %arg59: i64, %arg60: i64, %arg61: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg62: i32, %arg63: i32, %arg64: i64, %arg65: i64, %arg66: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg67: i32, %arg68: i32, %arg69: i64, %arg70: i64, %arg71: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg72: i32, %arg73: i32, %arg74: i64, %arg75: i64, %arg76: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg77: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg78: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg79: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg80: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg81: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg82: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg83: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg84: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg85: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg86: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg87: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg88: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg89: !tt.ptr<f32>, %arg90: !tt.ptr<f32>, %arg91: !tt.ptr<f32>, %arg92: i32, %arg93: i32, %arg94: f32, %arg95: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg96: i32, %arg97: i32, %arg98: i64, %arg99: i64, %arg100: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg101: i32, %arg102: i32, %arg103: i64, %arg104: i64, %arg105: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg106: i32, %arg107: i32, %arg108: i64, %arg109: i64, %arg110: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg111: i32, %arg112: i32, %arg113: i64, %arg114: i64, %arg115: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg116: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg117: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg118: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg119: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg120: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg121: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg122: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg123: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg124: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg125: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg126: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg127: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg128: i32, %arg129: i32) num_warps(4) {
      %246 = arith.constant 1 : i32
      %247 = ttg.memdesc_index %arg80[%246] : !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %248 = arith.constant 128 : i32
      %249 = arith.divsi %arg93, %248 : i32
      %250 = arith.constant 0 : i32
      %251 = arith.constant 0 : i32
      %252 = arith.constant 0 : i32
      %253 = arith.constant 0 : i32
      %254 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %255 = tt.get_program_id x : i32
      %256 = arith.muli %arg92, %249 : i32
      %257 = tt.get_num_programs x : i32
      %258:5 = scf.for %arg130 = %255 to %256 step %257 iter_args(%arg131 = %250, %arg132 = %251, %arg133 = %252, %arg134 = %253, %arg135 = %254) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
        %259 = arith.divsi %arg130, %249 : i32
        %260 = arith.remsi %arg130, %249 : i32
        %261 = arith.constant 1 : i32
        %262 = arith.constant 1.44269502 : f32
        %263 = arith.mulf %arg94, %262 : f32
        %264 = tt.addptr %arg89, %259 : !tt.ptr<f32>, i32
        %265 = tt.load %264 : !tt.ptr<f32>
        %266 = arith.mulf %263, %265 : f32
        %267 = tt.addptr %arg90, %259 : !tt.ptr<f32>, i32
        %268 = tt.load %267 : !tt.ptr<f32>
        %269 = arith.mulf %266, %268 : f32
        %270 = tt.addptr %arg91, %259 : !tt.ptr<f32>, i32
        %271 = tt.load %270 : !tt.ptr<f32>
        %272 = arith.constant 0 : i32
        %273 = arith.constant 1 : i32
        %274:5 = scf.for %arg136 = %272 to %261 step %273 iter_args(%arg137 = %arg131, %arg138 = %arg132, %arg139 = %arg133, %arg140 = %arg134, %arg141 = %arg135) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
          %275 = arith.constant 128 : i32
          %276 = arith.divsi %arg93, %275 : i32
          %277 = arith.constant 1 : i32
          %278 = ttg.memdesc_index %arg76[%277] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %279 = ttg.memdesc_index %arg81[%277] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %280 = arith.constant 1 : i32
          %281 = arith.andi %arg139, %280 : i32
          %282 = arith.constant true
          ttng.wait_barrier %279, %281, %282 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %283 = arith.constant 2 : i32
          %284 = arith.remsi %arg137, %283 : i32
          %285 = ttg.memdesc_index %arg83[%284] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %286 = arith.constant 2 : i32
          %287 = arith.divsi %arg137, %286 : i32
          %288 = arith.constant 1 : i32
          %289 = arith.andi %287, %288 : i32
          %290 = arith.constant true
          ttng.wait_barrier %285, %289, %290 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %291 = arith.constant 1 : i32
          %292 = ttg.memdesc_index %arg88[%291] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %293 = arith.constant 1 : i32
          %294 = arith.andi %arg140, %293 : i32
          %295 = arith.constant true
          ttng.wait_barrier %292, %294, %295 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %296 = arith.constant 1 : i32
          %297 = arith.addi %arg140, %296 : i32
          %298 = ttg.memdesc_index %arg77[%284] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %299 = ttg.memdesc_trans %298 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %300 = arith.constant false
          %301 = ttng.warp_group_dot %278, %299, %arg141, %300 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %302 = arith.constant 0 : i32
          %303 = ttg.memdesc_index %arg88[%302] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %304 = arith.constant true
          ttng.arrive_barrier %303, 1, %304 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %305 = ttng.warp_group_dot_wait %301 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %306 = ttg.memdesc_index %arg84[%284] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %307 = arith.constant true
          ttng.arrive_barrier %306, 1, %307 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %308 = arith.constant 1 : i32
          %309 = arith.addi %arg137, %308 : i32
          %310 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %311 = "tt.reduce"(%305) <{axis = 1 : i32}> ({
          ^bb0(%arg142: f32, %arg143: f32):
            %312 = arith.maxnumf %arg142, %arg143 : f32
            tt.reduce.return %312 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %313 = tt.splat %269 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %314 = arith.mulf %311, %313 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %315 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %316 = arith.subf %314, %315 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %317 = tt.splat %269 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %318 = arith.mulf %305, %317 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %319 = tt.expand_dims %316 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %320 = tt.broadcast %319 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %321 = arith.subf %318, %320 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %322 = math.exp2 %321 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %323 = "tt.reduce"(%322) <{axis = 1 : i32}> ({
          ^bb0(%arg144: f32, %arg145: f32):
            %324 = arith.addf %arg144, %arg145 : f32
            tt.reduce.return %324 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %325 = arith.constant dense<1.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %326 = tt.fp_to_fp %322, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %327 = ttg.convert_layout %326 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          %328 = arith.constant 1 : i32
          %329 = arith.constant 1 : i32
          %330:9 = scf.for %arg146 = %328 to %276 step %329 iter_args(%arg147 = %305, %arg148 = %310, %arg149 = %327, %arg150 = %325, %arg151 = %316, %arg152 = %323, %arg153 = %309, %arg154 = %arg138, %arg155 = %297) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32)  : i32 {
            %331 = arith.constant 2 : i32
            %332 = arith.remsi %arg153, %331 : i32
            %333 = arith.constant 2 : i32
            %334 = arith.remsi %arg154, %333 : i32
            %335 = ttg.memdesc_index %arg83[%332] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %336 = arith.constant 2 : i32
            %337 = arith.divsi %arg153, %336 : i32
            %338 = arith.constant 1 : i32
            %339 = arith.andi %337, %338 : i32
            %340 = arith.constant true
            ttng.wait_barrier %335, %339, %340 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %341 = arith.constant 1 : i32
            %342 = ttg.memdesc_index %arg88[%341] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %343 = arith.constant 1 : i32
            %344 = arith.andi %arg155, %343 : i32
            %345 = arith.constant true
            ttng.wait_barrier %342, %344, %345 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %346 = arith.constant 1 : i32
            %347 = arith.addi %arg155, %346 : i32
            %348 = ttg.memdesc_index %arg77[%332] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %349 = ttg.memdesc_trans %348 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %350 = arith.constant false
            %351 = ttng.warp_group_dot %278, %349, %arg147, %350 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %352 = ttg.memdesc_index %arg86[%334] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %353 = arith.constant 2 : i32
            %354 = arith.divsi %arg154, %353 : i32
            %355 = arith.constant 1 : i32
            %356 = arith.andi %354, %355 : i32
            %357 = arith.constant true
            ttng.wait_barrier %352, %356, %357 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %358 = ttg.memdesc_index %arg79[%334] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %359 = ttg.memdesc_trans %358 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %360 = arith.constant true
            %361 = ttng.warp_group_dot %arg149, %359, %arg148, %360 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %362 = arith.constant 0 : i32
            %363 = ttg.memdesc_index %arg88[%362] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %364 = arith.constant true
            ttng.arrive_barrier %363, 1, %364 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %365 = ttng.warp_group_dot_wait %351 {pendings = 1 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %366 = ttg.memdesc_index %arg84[%332] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %367 = arith.constant true
            ttng.arrive_barrier %366, 1, %367 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %368 = arith.constant 1 : i32
            %369 = arith.addi %arg153, %368 : i32
            %370 = "tt.reduce"(%365) <{axis = 1 : i32}> ({
            ^bb0(%arg156: f32, %arg157: f32):
              %371 = arith.maxnumf %arg156, %arg157 : f32
              tt.reduce.return %371 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %372 = tt.splat %269 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %373 = arith.mulf %370, %372 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %374 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %375 = arith.subf %373, %374 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %376 = arith.maxnumf %arg151, %375 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %377 = tt.splat %269 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %378 = arith.mulf %365, %377 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %379 = tt.expand_dims %376 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %380 = tt.broadcast %379 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %381 = arith.subf %378, %380 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %382 = math.exp2 %381 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %383 = arith.subf %arg151, %376 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %384 = math.exp2 %383 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %385 = arith.mulf %arg152, %384 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %386 = "tt.reduce"(%382) <{axis = 1 : i32}> ({
            ^bb0(%arg158: f32, %arg159: f32):
              %387 = arith.addf %arg158, %arg159 : f32
              tt.reduce.return %387 : f32
            }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %388 = arith.addf %385, %386 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %389 = ttng.warp_group_dot_wait %361 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %390 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %arg149 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            %391 = ttg.memdesc_index %arg87[%334] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %392 = arith.constant true
            ttng.arrive_barrier %391, 1, %392 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %393 = arith.constant 1 : i32
            %394 = arith.addi %arg154, %393 : i32
            %395 = ttg.convert_layout %384 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
            %396 = tt.expand_dims %395 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %397 = tt.broadcast %396 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %398 = arith.mulf %389, %397 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %399 = tt.fp_to_fp %382, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
            %400 = ttg.convert_layout %399 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
            scf.yield %365, %398, %400, %384, %376, %388, %369, %394, %347 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32
          }
          %401 = ttg.memdesc_index %arg82[%277] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %402 = arith.constant true
          ttng.arrive_barrier %401, 1, %402 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %403 = arith.constant 1 : i32
          %404 = arith.addi %arg139, %403 : i32
          %405 = arith.constant 2 : i32
          %406 = arith.remsi %330#7, %405 : i32
          %407 = ttg.memdesc_index %arg86[%406] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %408 = arith.constant 2 : i32
          %409 = arith.divsi %330#7, %408 : i32
          %410 = arith.constant 1 : i32
          %411 = arith.andi %409, %410 : i32
          %412 = arith.constant true
          ttng.wait_barrier %407, %411, %412 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %413 = arith.constant 1 : i32
          %414 = ttg.memdesc_index %arg88[%413] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %415 = arith.constant 1 : i32
          %416 = arith.andi %330#8, %415 : i32
          %417 = arith.constant true
          ttng.wait_barrier %414, %416, %417 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %418 = arith.constant 1 : i32
          %419 = arith.addi %330#8, %418 : i32
          %420 = ttg.memdesc_index %arg79[%406] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %421 = ttg.memdesc_trans %420 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %422 = arith.constant true
          %423 = ttng.warp_group_dot %330#2, %421, %330#1, %422 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %424 = arith.constant 0 : i32
          %425 = ttg.memdesc_index %arg88[%424] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %426 = arith.constant true
          ttng.arrive_barrier %425, 1, %426 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %427 = ttng.warp_group_dot_wait %423 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %428 = ttg.memdesc_index %arg87[%406] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %429 = arith.constant true
          ttng.arrive_barrier %428, 1, %429 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %430 = arith.constant 1 : i32
          %431 = arith.addi %330#7, %430 : i32
          %432 = tt.splat %271 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %433 = arith.divf %432, %330#5 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %434 = ttg.convert_layout %433 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %435 = tt.expand_dims %434 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %436 = tt.broadcast %435 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %437 = arith.mulf %427, %436 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttng.async_tma_store_wait {pendings = 0 : i32}
          %438 = arith.truncf %437 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          ttg.local_store %438, %247 : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %439 = arith.muli %259, %arg93 : i32
          %440 = arith.constant 128 : i32
          %441 = arith.muli %260, %440 : i32
          %442 = arith.addi %439, %441 : i32
          %443 = arith.constant 64 : i32
          %444 = arith.addi %442, %443 : i32
          %445 = arith.constant 0 : i32
          ttng.async_tma_copy_local_to_global %arg71[%444, %445] %247 : !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          scf.yield %330#6, %431, %404, %419, %330#0 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        }
        scf.yield %274#0, %274#1, %274#2, %274#3, %274#4 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_return
    }
    partition1(%arg160: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg161: i32, %arg162: i32, %arg163: i64, %arg164: i64, %arg165: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg166: i32, %arg167: i32, %arg168: i64, %arg169: i64, %arg170: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg171: i32, %arg172: i32, %arg173: i64, %arg174: i64, %arg175: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg176: i32, %arg177: i32, %arg178: i64, %arg179: i64, %arg180: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg181: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg182: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg183: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg184: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg185: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg186: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg187: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg188: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg189: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg190: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg191: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg192: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg193: !tt.ptr<f32>, %arg194: !tt.ptr<f32>, %arg195: !tt.ptr<f32>, %arg196: i32, %arg197: i32, %arg198: f32, %arg199: !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg200: i32, %arg201: i32, %arg202: i64, %arg203: i64, %arg204: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg205: i32, %arg206: i32, %arg207: i64, %arg208: i64, %arg209: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg210: i32, %arg211: i32, %arg212: i64, %arg213: i64, %arg214: !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, %arg215: i32, %arg216: i32, %arg217: i64, %arg218: i64, %arg219: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg220: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg221: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg222: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg223: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg224: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg225: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg226: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg227: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg228: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg229: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg230: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg231: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg232: i32, %arg233: i32) num_warps(4) {
      %446 = arith.constant 128 : i32
      %447 = arith.divsi %arg233, %446 : i32
      %448 = arith.constant 0 : i32
      %449 = arith.constant 0 : i32
      %450 = arith.constant 0 : i32
      %451 = arith.constant 0 : i32
      %452 = tt.get_program_id x : i32
      %453 = arith.muli %arg232, %447 : i32
      %454 = tt.get_num_programs x : i32
      %455:4 = scf.for %arg234 = %452 to %453 step %454 iter_args(%arg235 = %448, %arg236 = %449, %arg237 = %450, %arg238 = %451) -> (i32, i32, i32, i32)  : i32 {
        %456 = arith.divsi %arg234, %447 : i32
        %457 = arith.remsi %arg234, %447 : i32
        %458 = arith.constant 1 : i32
        %459 = arith.muli %456, %arg233 : i32
        %460 = arith.constant 0 : i32
        %461 = arith.constant 1 : i32
        %462:4 = scf.for %arg239 = %460 to %458 step %461 iter_args(%arg240 = %arg235, %arg241 = %arg236, %arg242 = %arg237, %arg243 = %arg238) -> (i32, i32, i32, i32)  : i32 {
          %463 = arith.constant 128 : i32
          %464 = arith.divsi %arg233, %463 : i32
          %465 = arith.constant 2 : i32
          %466 = arith.remsi %arg240, %465 : i32
          %467 = ttg.memdesc_index %arg227[%466] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %468 = arith.constant 2 : i32
          %469 = arith.divsi %arg240, %468 : i32
          %470 = arith.constant 1 : i32
          %471 = arith.andi %469, %470 : i32
          %472 = arith.constant 1 : i32
          %473 = arith.xori %471, %472 : i32
          %474 = arith.constant true
          ttng.wait_barrier %467, %473, %474 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %475 = ttg.memdesc_index %arg226[%466] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %476 = arith.constant true
          ttng.barrier_expect %475, 16384, %476 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %477 = ttg.memdesc_index %arg226[%466] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %478 = ttg.memdesc_index %arg220[%466] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %479 = arith.constant 0 : i32
          %480 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg204[%459, %479] %478, %477, %480 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %481 = arith.constant 1 : i32
          %482 = arith.addi %arg240, %481 : i32
          %483 = arith.constant 0 : i32
          %484 = ttg.memdesc_index %arg225[%483] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %485 = arith.constant 1 : i32
          %486 = arith.andi %arg243, %485 : i32
          %487 = arith.constant 1 : i32
          %488 = arith.xori %486, %487 : i32
          %489 = arith.constant true
          ttng.wait_barrier %484, %488, %489 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %490 = ttg.memdesc_index %arg224[%483] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %491 = arith.constant true
          ttng.barrier_expect %490, 8192, %491 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %492 = arith.constant 128 : i32
          %493 = arith.muli %457, %492 : i32
          %494 = arith.addi %459, %493 : i32
          %495 = ttg.memdesc_index %arg224[%483] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %496 = ttg.memdesc_index %arg219[%483] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %497 = arith.constant 0 : i32
          %498 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg199[%494, %497] %496, %495, %498 : !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %499 = arith.constant 1 : i32
          %500 = ttg.memdesc_index %arg225[%499] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %501 = arith.constant 1 : i32
          %502 = arith.andi %arg243, %501 : i32
          %503 = arith.constant 1 : i32
          %504 = arith.xori %502, %503 : i32
          %505 = arith.constant true
          ttng.wait_barrier %500, %504, %505 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %506 = ttg.memdesc_index %arg224[%499] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %507 = arith.constant true
          ttng.barrier_expect %506, 8192, %507 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %508 = arith.constant 128 : i32
          %509 = arith.muli %457, %508 : i32
          %510 = arith.addi %459, %509 : i32
          %511 = arith.constant 64 : i32
          %512 = arith.addi %510, %511 : i32
          %513 = ttg.memdesc_index %arg224[%499] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %514 = ttg.memdesc_index %arg219[%499] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %515 = arith.constant 0 : i32
          %516 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg199[%512, %515] %514, %513, %516 : !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %517 = arith.constant 1 : i32
          %518 = arith.addi %arg243, %517 : i32
          %519 = arith.constant 2 : i32
          %520 = arith.remsi %arg241, %519 : i32
          %521 = ttg.memdesc_index %arg228[%520] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %522 = arith.constant true
          ttng.barrier_expect %521, 16384, %522 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %523 = ttg.memdesc_index %arg228[%520] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %524 = ttg.memdesc_index %arg221[%520] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %525 = arith.constant 0 : i32
          %526 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg209[%459, %525] %524, %523, %526 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %527 = arith.constant 1 : i32
          %528 = arith.addi %arg241, %527 : i32
          %529 = arith.constant 1 : i32
          %530 = arith.constant 1 : i32
          %531:3 = scf.for %arg244 = %529 to %464 step %530 iter_args(%arg245 = %482, %arg246 = %528, %arg247 = %arg242) -> (i32, i32, i32)  : i32 {
            %532 = arith.constant 128 : i32
            %533 = arith.muli %arg244, %532 : i32
            %534 = arith.addi %459, %533 : i32
            %535 = arith.constant 2 : i32
            %536 = arith.remsi %arg245, %535 : i32
            %537 = ttg.memdesc_index %arg227[%536] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %538 = arith.constant 2 : i32
            %539 = arith.divsi %arg245, %538 : i32
            %540 = arith.constant 1 : i32
            %541 = arith.andi %539, %540 : i32
            %542 = arith.constant 1 : i32
            %543 = arith.xori %541, %542 : i32
            %544 = arith.constant true
            ttng.wait_barrier %537, %543, %544 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %545 = ttg.memdesc_index %arg226[%536] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %546 = arith.constant true
            ttng.barrier_expect %545, 16384, %546 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %547 = ttg.memdesc_index %arg226[%536] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %548 = ttg.memdesc_index %arg220[%536] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %549 = arith.constant 0 : i32
            %550 = arith.constant true
            ttng.async_tma_copy_global_to_local %arg204[%534, %549] %548, %547, %550 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %551 = arith.constant 1 : i32
            %552 = arith.addi %arg245, %551 : i32
            %553 = arith.constant 128 : i32
            %554 = arith.muli %arg244, %553 : i32
            %555 = arith.addi %459, %554 : i32
            %556 = arith.constant 2 : i32
            %557 = arith.remsi %arg246, %556 : i32
            %558 = ttg.memdesc_index %arg228[%557] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %559 = arith.constant true
            ttng.barrier_expect %558, 16384, %559 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %560 = ttg.memdesc_index %arg228[%557] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %561 = ttg.memdesc_index %arg221[%557] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %562 = arith.constant 0 : i32
            %563 = arith.constant true
            ttng.async_tma_copy_global_to_local %arg209[%555, %562] %561, %560, %563 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %564 = arith.constant 1 : i32
            %565 = arith.addi %arg246, %564 : i32
            %566 = arith.constant 2 : i32
            %567 = arith.remsi %arg247, %566 : i32
            %568 = arith.constant 2 : i32
            %569 = arith.divsi %arg247, %568 : i32
            %570 = arith.constant 1 : i32
            %571 = arith.andi %569, %570 : i32
            %572 = arith.constant 2 : i32
            %573 = arith.remsi %arg247, %572 : i32
            %574 = ttg.memdesc_index %arg228[%573] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %575 = arith.constant 2 : i32
            %576 = arith.divsi %arg247, %575 : i32
            %577 = arith.constant 1 : i32
            %578 = arith.andi %576, %577 : i32
            %579 = arith.constant true
            ttng.wait_barrier %574, %578, %579 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %580 = ttg.memdesc_index %arg221[%573] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %581 = ttg.local_load %580 : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
            %582 = ttg.memdesc_index %arg230[%567] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %583 = arith.constant 1 : i32
            %584 = arith.xori %571, %583 : i32
            %585 = arith.constant true
            ttng.wait_barrier %582, %584, %585 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %586 = ttg.memdesc_index %arg222[%567] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            %587 = tt.trans %581 {order = array<i32: 1, 0>} : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>
            ttg.local_store %587, %586 : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
            ttng.fence_async_shared {bCluster = false}
            %588 = ttg.memdesc_index %arg229[%567] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %589 = arith.constant true
            ttng.arrive_barrier %588, 1, %589 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
            %590 = arith.constant 1 : i32
            %591 = arith.addi %arg247, %590 : i32
            scf.yield %552, %565, %591 : i32, i32, i32
          }
          %592 = arith.constant 2 : i32
          %593 = arith.remsi %531#2, %592 : i32
          %594 = arith.constant 2 : i32
          %595 = arith.divsi %531#2, %594 : i32
          %596 = arith.constant 1 : i32
          %597 = arith.andi %595, %596 : i32
          %598 = arith.constant 2 : i32
          %599 = arith.remsi %531#2, %598 : i32
          %600 = ttg.memdesc_index %arg228[%599] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %601 = arith.constant 2 : i32
          %602 = arith.divsi %531#2, %601 : i32
          %603 = arith.constant 1 : i32
          %604 = arith.andi %602, %603 : i32
          %605 = arith.constant true
          ttng.wait_barrier %600, %604, %605 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %606 = ttg.memdesc_index %arg221[%599] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %607 = ttg.local_load %606 : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %608 = ttg.memdesc_index %arg230[%593] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %609 = arith.constant 1 : i32
          %610 = arith.xori %597, %609 : i32
          %611 = arith.constant true
          ttng.wait_barrier %608, %610, %611 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %612 = ttg.memdesc_index %arg222[%593] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %613 = tt.trans %607 {order = array<i32: 1, 0>} : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>
          ttg.local_store %613, %612 : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %614 = ttg.memdesc_index %arg229[%593] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %615 = arith.constant true
          ttng.arrive_barrier %614, 1, %615 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %616 = arith.constant 1 : i32
          %617 = arith.addi %531#2, %616 : i32
          scf.yield %531#0, %531#1, %617, %518 : i32, i32, i32, i32
        }
        scf.yield %462#0, %462#1, %462#2, %462#3 : i32, i32, i32, i32
      }
      ttg.warp_return
    } : (!tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, i32, i32, i64, i64, !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, f32, !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, i32, i32, i64, i64, !tt.tensordesc<tensor<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, i32, i32, i64, i64, !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, i32) -> ()
    tt.return
  }
}
