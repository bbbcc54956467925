module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fa_fp8_gluon(%arg0: !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg11: i32, %arg12: i32, %arg13: i64, %arg14: i64, %arg15: !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, %arg16: i32, %arg17: i32, %arg18: i64, %arg19: i64, %arg20: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg21: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg22: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg23: f32, %arg24: i32 {tt.divisibility = 16 : i32}, %arg25: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
        %63 = arith.constant 1.44269502 : f32
        %64 = arith.mulf %arg23, %63 : f32
        %65 = tt.addptr %arg20, %61 : !tt.ptr<f32>, i32
        %66 = tt.load %65 : !tt.ptr<f32>
        %67 = arith.mulf %64, %66 : f32
        %68 = tt.addptr %arg21, %61 : !tt.ptr<f32>, i32
        %69 = tt.load %68 : !tt.ptr<f32>
        %70 = arith.mulf %67, %69 : f32
        %71 = tt.addptr %arg22, %61 : !tt.ptr<f32>, i32
        %72 = tt.load %71 : !tt.ptr<f32>
        %73 = arith.constant 128 : i32
        %74 = arith.divsi %arg25, %73 : i32
        %75 = arith.constant 0 : i32
        %76 = ttg.memdesc_index %0[%75] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %77 = ttg.memdesc_index %5[%75] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %78 = arith.constant 1 : i32
        %79 = arith.andi %arg29, %78 : i32
        %80 = arith.constant true
        ttng.wait_barrier %77, %79, %80 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %81 = arith.constant 2 : i32
        %82 = arith.remsi %arg27, %81 : i32
        %83 = ttg.memdesc_index %7[%82] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %84 = arith.constant 2 : i32
        %85 = arith.divsi %arg27, %84 : i32
        %86 = arith.constant 1 : i32
        %87 = arith.andi %85, %86 : i32
        %88 = arith.constant true
        ttng.wait_barrier %83, %87, %88 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %89 = arith.constant 0 : i32
        %90 = ttg.memdesc_index %12[%89] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %91 = arith.constant 1 : i32
        %92 = arith.andi %arg30, %91 : i32
        %93 = arith.constant true
        ttng.wait_barrier %90, %92, %93 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %94 = arith.constant 1 : i32
        %95 = arith.addi %arg30, %94 : i32
        %96 = ttg.memdesc_index %1[%82] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %97 = ttg.memdesc_trans %96 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %98 = arith.constant false
        %99 = ttng.warp_group_dot %76, %97, %arg31, %98 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %100 = arith.constant 1 : i32
        %101 = ttg.memdesc_index %12[%100] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %102 = arith.constant true
        ttng.arrive_barrier %101, 1, %102 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %103 = ttng.warp_group_dot_wait %99 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %104 = ttg.memdesc_index %8[%82] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %105 = arith.constant true
        ttng.arrive_barrier %104, 1, %105 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %106 = arith.constant 1 : i32
        %107 = arith.addi %arg27, %106 : i32
        %108 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %109 = "tt.reduce"(%103) <{axis = 1 : i32}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %110 = arith.maxnumf %arg32, %arg33 : f32
          tt.reduce.return %110 : f32
        }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %111 = tt.splat %70 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %112 = arith.mulf %109, %111 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %113 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %114 = arith.subf %112, %113 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %115 = tt.splat %70 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %116 = arith.mulf %103, %115 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %117 = tt.expand_dims %114 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %118 = tt.broadcast %117 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %119 = arith.subf %116, %118 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %120 = math.exp2 %119 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %121 = "tt.reduce"(%120) <{axis = 1 : i32}> ({
        ^bb0(%arg34: f32, %arg35: f32):
          %122 = arith.addf %arg34, %arg35 : f32
          tt.reduce.return %122 : f32
        }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %123 = tt.fp_to_fp %120, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %124 = ttg.convert_layout %123 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
        %125 = arith.constant 1 : i32
        %126 = arith.constant 1 : i32
        %127:8 = scf.for %arg36 = %125 to %74 step %126 iter_args(%arg37 = %103, %arg38 = %108, %arg39 = %124, %arg40 = %114, %arg41 = %121, %arg42 = %107, %arg43 = %arg28, %arg44 = %95) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32)  : i32 {
          %128 = arith.constant 2 : i32
          %129 = arith.remsi %arg42, %128 : i32
          %130 = arith.constant 2 : i32
          %131 = arith.remsi %arg43, %130 : i32
          %132 = ttg.memdesc_index %7[%129] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %133 = arith.constant 2 : i32
          %134 = arith.divsi %arg42, %133 : i32
          %135 = arith.constant 1 : i32
          %136 = arith.andi %134, %135 : i32
          %137 = arith.constant true
          ttng.wait_barrier %132, %136, %137 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %138 = arith.constant 0 : i32
          %139 = ttg.memdesc_index %12[%138] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %140 = arith.constant 1 : i32
          %141 = arith.andi %arg44, %140 : i32
          %142 = arith.constant true
          ttng.wait_barrier %139, %141, %142 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %143 = arith.constant 1 : i32
          %144 = arith.addi %arg44, %143 : i32
          %145 = ttg.memdesc_index %1[%129] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %146 = ttg.memdesc_trans %145 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %147 = arith.constant false
          %148 = ttng.warp_group_dot %76, %146, %arg37, %147 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %149 = ttg.memdesc_index %10[%131] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %150 = arith.constant 2 : i32
          %151 = arith.divsi %arg43, %150 : i32
          %152 = arith.constant 1 : i32
          %153 = arith.andi %151, %152 : i32
          %154 = arith.constant true
          ttng.wait_barrier %149, %153, %154 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %155 = ttg.memdesc_index %3[%131] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %156 = ttg.memdesc_trans %155 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %157 = arith.constant true
          %158 = ttng.warp_group_dot %arg39, %156, %arg38, %157 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %159 = arith.constant 1 : i32
          %160 = ttg.memdesc_index %12[%159] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %161 = arith.constant true
          ttng.arrive_barrier %160, 1, %161 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %162 = ttng.warp_group_dot_wait %148 {pendings = 1 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %163 = ttg.memdesc_index %8[%129] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %164 = arith.constant true
          ttng.arrive_barrier %163, 1, %164 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %165 = arith.constant 1 : i32
          %166 = arith.addi %arg42, %165 : i32
          %167 = "tt.reduce"(%162) <{axis = 1 : i32}> ({
          ^bb0(%arg45: f32, %arg46: f32):
            %168 = arith.maxnumf %arg45, %arg46 : f32
            tt.reduce.return %168 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %169 = tt.splat %70 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %170 = arith.mulf %167, %169 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %171 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %172 = arith.subf %170, %171 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %173 = arith.maxnumf %arg40, %172 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %174 = tt.splat %70 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %175 = arith.mulf %162, %174 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %176 = tt.expand_dims %173 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %177 = tt.broadcast %176 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %178 = arith.subf %175, %177 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %179 = math.exp2 %178 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %180 = arith.subf %arg40, %173 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %181 = math.exp2 %180 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %182 = arith.mulf %arg41, %181 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %183 = "tt.reduce"(%179) <{axis = 1 : i32}> ({
          ^bb0(%arg47: f32, %arg48: f32):
            %184 = arith.addf %arg47, %arg48 : f32
            tt.reduce.return %184 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %185 = arith.addf %182, %183 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %186 = ttng.warp_group_dot_wait %158 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %187 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %arg39 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          %188 = ttg.memdesc_index %11[%131] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %189 = arith.constant true
          ttng.arrive_barrier %188, 1, %189 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %190 = arith.constant 1 : i32
          %191 = arith.addi %arg43, %190 : i32
          %192 = ttg.convert_layout %181 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %193 = tt.expand_dims %192 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %194 = tt.broadcast %193 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %195 = arith.mulf %186, %194 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %196 = tt.fp_to_fp %179, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %197 = ttg.convert_layout %196 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          scf.yield %162, %195, %197, %173, %185, %166, %191, %144 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32
        }
        %198 = ttg.memdesc_index %6[%75] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %199 = arith.constant true
        ttng.arrive_barrier %198, 1, %199 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %200 = arith.constant 1 : i32
        %201 = arith.addi %arg29, %200 : i32
        %202 = arith.constant 2 : i32
        %203 = arith.remsi %127#6, %202 : i32
        %204 = ttg.memdesc_index %10[%203] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %205 = arith.constant 2 : i32
        %206 = arith.divsi %127#6, %205 : i32
        %207 = arith.constant 1 : i32
        %208 = arith.andi %206, %207 : i32
        %209 = arith.constant true
        ttng.wait_barrier %204, %208, %209 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %210 = arith.constant 0 : i32
        %211 = ttg.memdesc_index %12[%210] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %212 = arith.constant 1 : i32
        %213 = arith.andi %127#7, %212 : i32
        %214 = arith.constant true
        ttng.wait_barrier %211, %213, %214 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %215 = arith.constant 1 : i32
        %216 = arith.addi %127#7, %215 : i32
        %217 = ttg.memdesc_index %3[%203] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %218 = ttg.memdesc_trans %217 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %219 = arith.constant true
        %220 = ttng.warp_group_dot %127#2, %218, %127#1, %219 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %221 = arith.constant 1 : i32
        %222 = ttg.memdesc_index %12[%221] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %223 = arith.constant true
        ttng.arrive_barrier %222, 1, %223 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %224 = ttng.warp_group_dot_wait %220 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %225 = ttg.memdesc_index %11[%203] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %226 = arith.constant true
        ttng.arrive_barrier %225, 1, %226 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %227 = arith.constant 1 : i32
        %228 = arith.addi %127#6, %227 : i32
        %229 = tt.splat %72 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %230 = arith.divf %229, %127#4 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %231 = ttg.convert_layout %230 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %232 = tt.expand_dims %231 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %233 = tt.broadcast %232 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %234 = arith.mulf %224, %233 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
        %235 = arith.truncf %234 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        ttg.local_store %235, %49 : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %236 = arith.muli %61, %arg25 : i32
        %237 = arith.constant 128 : i32
        %238 = arith.muli %62, %237 : i32
        %239 = arith.addi %236, %238 : i32
        %240 = arith.constant 0 : i32
        ttng.async_tma_copy_local_to_global %arg15[%239, %240] %49 : !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        scf.yield %127#5, %228, %201, %216, %127#0 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
      ttg.warp_yield
    }
    partition0(%arg49: !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg50: i32, %arg51: i32, %arg52: i64, %arg53: i64, %arg54: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg55: i32, %arg56: i32, %arg57: i64, %arg58: i64, %arg59: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg60: i32, %arg61: i32, %arg62: i64, %arg63: i64, %arg64: !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, %arg65: i32, %arg66: i32, %arg67: i64, %arg68: i64, %arg69: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg70: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg71: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg72: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg73: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg74: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg75: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg76: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg77: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg78: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg79: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg80: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg81: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg82: !tt.ptr<f32>, %arg83: !tt.ptr<f32>, %arg84: !tt.ptr<f32>, %arg85: i32, %arg86: i32, %arg87: f32, %arg88: !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg89: i32, %arg90: i32, %arg91: i64, %arg92: i64, %arg93: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg94: i32, %arg95: i32, %arg96: i64, %arg97: i64, %arg98: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg99: i32, %arg100: i32, %arg101: i64, %arg102: i64, %arg103: !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, %arg104: i32, %arg105: i32, %arg106: i64, %arg107: i64, %arg108: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg109: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg110: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg111: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg112: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg113: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg114: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg115: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg116: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg117: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg118: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg119: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg120: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg121: i32, %arg122: i32) num_warps(4) {
      %241 = arith.constant 1 : i32
      %242 = ttg.memdesc_index %arg73[%241] : !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %243 = arith.constant 128 : i32
      %244 = arith.divsi %arg86, %243 : i32
      %245 = arith.constant 0 : i32
      %246 = arith.constant 0 : i32
      %247 = arith.constant 0 : i32
      %248 = arith.constant 0 : i32
      %249 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %250 = tt.get_program_id x : i32
      %251 = arith.muli %arg85, %244 : i32
      %252 = tt.get_num_programs x : i32
      %253:5 = scf.for %arg123 = %250 to %251 step %252 iter_args(%arg124 = %245, %arg125 = %246, %arg126 = %247, %arg127 = %248, %arg128 = %249) -> (i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>)  : i32 {
        %254 = arith.divsi %arg123, %244 : i32
        %255 = arith.remsi %arg123, %244 : i32
        %256 = arith.constant 1.44269502 : f32
        %257 = arith.mulf %arg87, %256 : f32
        %258 = tt.addptr %arg82, %254 : !tt.ptr<f32>, i32
        %259 = tt.load %258 : !tt.ptr<f32>
        %260 = arith.mulf %257, %259 : f32
        %261 = tt.addptr %arg83, %254 : !tt.ptr<f32>, i32
        %262 = tt.load %261 : !tt.ptr<f32>
        %263 = arith.mulf %260, %262 : f32
        %264 = tt.addptr %arg84, %254 : !tt.ptr<f32>, i32
        %265 = tt.load %264 : !tt.ptr<f32>
        %266 = arith.constant 128 : i32
        %267 = arith.divsi %arg86, %266 : i32
        %268 = arith.constant 1 : i32
        %269 = ttg.memdesc_index %arg69[%268] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %270 = ttg.memdesc_index %arg74[%268] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %271 = arith.constant 1 : i32
        %272 = arith.andi %arg126, %271 : i32
        %273 = arith.constant true
        ttng.wait_barrier %270, %272, %273 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %274 = arith.constant 2 : i32
        %275 = arith.remsi %arg124, %274 : i32
        %276 = ttg.memdesc_index %arg76[%275] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %277 = arith.constant 2 : i32
        %278 = arith.divsi %arg124, %277 : i32
        %279 = arith.constant 1 : i32
        %280 = arith.andi %278, %279 : i32
        %281 = arith.constant true
        ttng.wait_barrier %276, %280, %281 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %282 = arith.constant 1 : i32
        %283 = ttg.memdesc_index %arg81[%282] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %284 = arith.constant 1 : i32
        %285 = arith.andi %arg127, %284 : i32
        %286 = arith.constant true
        ttng.wait_barrier %283, %285, %286 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %287 = arith.constant 1 : i32
        %288 = arith.addi %arg127, %287 : i32
        %289 = ttg.memdesc_index %arg70[%275] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %290 = ttg.memdesc_trans %289 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %291 = arith.constant false
        %292 = ttng.warp_group_dot %269, %290, %arg128, %291 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %293 = arith.constant 0 : i32
        %294 = ttg.memdesc_index %arg81[%293] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %295 = arith.constant true
        ttng.arrive_barrier %294, 1, %295 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %296 = ttng.warp_group_dot_wait %292 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %297 = ttg.memdesc_index %arg77[%275] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %298 = arith.constant true
        ttng.arrive_barrier %297, 1, %298 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %299 = arith.constant 1 : i32
        %300 = arith.addi %arg124, %299 : i32
        %301 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %302 = "tt.reduce"(%296) <{axis = 1 : i32}> ({
        ^bb0(%arg129: f32, %arg130: f32):
          %303 = arith.maxnumf %arg129, %arg130 : f32
          tt.reduce.return %303 : f32
        }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %304 = tt.splat %263 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %305 = arith.mulf %302, %304 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %306 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %307 = arith.subf %305, %306 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %308 = tt.splat %263 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %309 = arith.mulf %296, %308 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %310 = tt.expand_dims %307 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %311 = tt.broadcast %310 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %312 = arith.subf %309, %311 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %313 = math.exp2 %312 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %314 = "tt.reduce"(%313) <{axis = 1 : i32}> ({
        ^bb0(%arg131: f32, %arg132: f32):
          %315 = arith.addf %arg131, %arg132 : f32
          tt.reduce.return %315 : f32
        }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %316 = tt.fp_to_fp %313, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %317 = ttg.convert_layout %316 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
        %318 = arith.constant 1 : i32
        %319 = arith.constant 1 : i32
        %320:8 = scf.for %arg133 = %318 to %267 step %319 iter_args(%arg134 = %296, %arg135 = %301, %arg136 = %317, %arg137 = %307, %arg138 = %314, %arg139 = %300, %arg140 = %arg125, %arg141 = %288) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32)  : i32 {
          %321 = arith.constant 2 : i32
          %322 = arith.remsi %arg139, %321 : i32
          %323 = arith.constant 2 : i32
          %324 = arith.remsi %arg140, %323 : i32
          %325 = ttg.memdesc_index %arg76[%322] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %326 = arith.constant 2 : i32
          %327 = arith.divsi %arg139, %326 : i32
          %328 = arith.constant 1 : i32
          %329 = arith.andi %327, %328 : i32
          %330 = arith.constant true
          ttng.wait_barrier %325, %329, %330 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %331 = arith.constant 1 : i32
          %332 = ttg.memdesc_index %arg81[%331] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %333 = arith.constant 1 : i32
          %334 = arith.andi %arg141, %333 : i32
          %335 = arith.constant true
          ttng.wait_barrier %332, %334, %335 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %336 = arith.constant 1 : i32
          %337 = arith.addi %arg141, %336 : i32
          %338 = ttg.memdesc_index %arg70[%322] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %339 = ttg.memdesc_trans %338 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %340 = arith.constant false
          %341 = ttng.warp_group_dot %269, %339, %arg134, %340 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %342 = ttg.memdesc_index %arg79[%324] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %343 = arith.constant 2 : i32
          %344 = arith.divsi %arg140, %343 : i32
          %345 = arith.constant 1 : i32
          %346 = arith.andi %344, %345 : i32
          %347 = arith.constant true
          ttng.wait_barrier %342, %346, %347 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %348 = ttg.memdesc_index %arg72[%324] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %349 = ttg.memdesc_trans %348 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %350 = arith.constant true
          %351 = ttng.warp_group_dot %arg136, %349, %arg135, %350 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %352 = arith.constant 0 : i32
          %353 = ttg.memdesc_index %arg81[%352] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %354 = arith.constant true
          ttng.arrive_barrier %353, 1, %354 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %355 = ttng.warp_group_dot_wait %341 {pendings = 1 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %356 = ttg.memdesc_index %arg77[%322] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %357 = arith.constant true
          ttng.arrive_barrier %356, 1, %357 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %358 = arith.constant 1 : i32
          %359 = arith.addi %arg139, %358 : i32
          %360 = "tt.reduce"(%355) <{axis = 1 : i32}> ({
          ^bb0(%arg142: f32, %arg143: f32):
            %361 = arith.maxnumf %arg142, %arg143 : f32
            tt.reduce.return %361 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %362 = tt.splat %263 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %363 = arith.mulf %360, %362 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %364 = arith.constant dense<8.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %365 = arith.subf %363, %364 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %366 = arith.maxnumf %arg137, %365 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %367 = tt.splat %263 : f32 -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %368 = arith.mulf %355, %367 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %369 = tt.expand_dims %366 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %370 = tt.broadcast %369 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %371 = arith.subf %368, %370 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %372 = math.exp2 %371 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %373 = arith.subf %arg137, %366 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %374 = math.exp2 %373 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %375 = arith.mulf %arg138, %374 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %376 = "tt.reduce"(%372) <{axis = 1 : i32}> ({
          ^bb0(%arg144: f32, %arg145: f32):
            %377 = arith.addf %arg144, %arg145 : f32
            tt.reduce.return %377 : f32
          }) : (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %378 = arith.addf %375, %376 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %379 = ttng.warp_group_dot_wait %351 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %380 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %arg136 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          %381 = ttg.memdesc_index %arg80[%324] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %382 = arith.constant true
          ttng.arrive_barrier %381, 1, %382 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %383 = arith.constant 1 : i32
          %384 = arith.addi %arg140, %383 : i32
          %385 = ttg.convert_layout %374 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
          %386 = tt.expand_dims %385 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %387 = tt.broadcast %386 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %388 = arith.mulf %379, %387 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %389 = tt.fp_to_fp %372, rounding = rtne : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
          %390 = ttg.convert_layout %389 : tensor<64x128xf8E4M3FN, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>
          scf.yield %355, %388, %390, %366, %378, %359, %384, %337 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>, i32, i32, i32
        }
        %391 = ttg.memdesc_index %arg75[%268] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %392 = arith.constant true
        ttng.arrive_barrier %391, 1, %392 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %393 = arith.constant 1 : i32
        %394 = arith.addi %arg126, %393 : i32
        %395 = arith.constant 2 : i32
        %396 = arith.remsi %320#6, %395 : i32
        %397 = ttg.memdesc_index %arg79[%396] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %398 = arith.constant 2 : i32
        %399 = arith.divsi %320#6, %398 : i32
        %400 = arith.constant 1 : i32
        %401 = arith.andi %399, %400 : i32
        %402 = arith.constant true
        ttng.wait_barrier %397, %401, %402 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %403 = arith.constant 1 : i32
        %404 = ttg.memdesc_index %arg81[%403] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %405 = arith.constant 1 : i32
        %406 = arith.andi %320#7, %405 : i32
        %407 = arith.constant true
        ttng.wait_barrier %404, %406, %407 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %408 = arith.constant 1 : i32
        %409 = arith.addi %320#7, %408 : i32
        %410 = ttg.memdesc_index %arg72[%396] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %411 = ttg.memdesc_trans %410 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %412 = arith.constant true
        %413 = ttng.warp_group_dot %320#2, %411, %320#1, %412 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>, kWidth = 4}>> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %414 = arith.constant 0 : i32
        %415 = ttg.memdesc_index %arg81[%414] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %416 = arith.constant true
        ttng.arrive_barrier %415, 1, %416 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %417 = ttng.warp_group_dot_wait %413 {pendings = 0 : i32} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %418 = ttg.memdesc_index %arg80[%396] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %419 = arith.constant true
        ttng.arrive_barrier %418, 1, %419 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %420 = arith.constant 1 : i32
        %421 = arith.addi %320#6, %420 : i32
        %422 = tt.splat %265 : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %423 = arith.divf %422, %320#4 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %424 = ttg.convert_layout %423 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>>
        %425 = tt.expand_dims %424 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>}>> -> tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %426 = tt.broadcast %425 : tensor<64x1xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        %427 = arith.mulf %417, %426 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
        %428 = arith.truncf %427 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        ttg.local_store %428, %242 : tensor<64x128xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %429 = arith.muli %254, %arg86 : i32
        %430 = arith.constant 128 : i32
        %431 = arith.muli %255, %430 : i32
        %432 = arith.addi %429, %431 : i32
        %433 = arith.constant 64 : i32
        %434 = arith.addi %432, %433 : i32
        %435 = arith.constant 0 : i32
        ttng.async_tma_copy_local_to_global %arg64[%434, %435] %242 : !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        scf.yield %320#5, %421, %394, %409, %320#0 : i32, i32, i32, i32, tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      }
      ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
      ttg.warp_return
    }
    partition1(%arg146: !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg147: i32, %arg148: i32, %arg149: i64, %arg150: i64, %arg151: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg152: i32, %arg153: i32, %arg154: i64, %arg155: i64, %arg156: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg157: i32, %arg158: i32, %arg159: i64, %arg160: i64, %arg161: !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, %arg162: i32, %arg163: i32, %arg164: i64, %arg165: i64, %arg166: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg167: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg168: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg169: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg170: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg171: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg172: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg173: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg174: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg175: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg176: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg177: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg178: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg179: !tt.ptr<f32>, %arg180: !tt.ptr<f32>, %arg181: !tt.ptr<f32>, %arg182: i32, %arg183: i32, %arg184: f32, %arg185: !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg186: i32, %arg187: i32, %arg188: i64, %arg189: i64, %arg190: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg191: i32, %arg192: i32, %arg193: i64, %arg194: i64, %arg195: !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, %arg196: i32, %arg197: i32, %arg198: i64, %arg199: i64, %arg200: !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, %arg201: i32, %arg202: i32, %arg203: i64, %arg204: i64, %arg205: !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg206: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg207: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg208: !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg209: !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg210: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg211: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg212: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg213: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg214: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg215: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg216: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg217: !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg218: i32, %arg219: i32) num_warps(4) {
      %436 = arith.constant 128 : i32
      %437 = arith.divsi %arg219, %436 : i32
      %438 = arith.constant 0 : i32
      %439 = arith.constant 0 : i32
      %440 = arith.constant 0 : i32
      %441 = arith.constant 0 : i32
      %442 = tt.get_program_id x : i32
      %443 = arith.muli %arg218, %437 : i32
      %444 = tt.get_num_programs x : i32
      %445:4 = scf.for %arg220 = %442 to %443 step %444 iter_args(%arg221 = %438, %arg222 = %439, %arg223 = %440, %arg224 = %441) -> (i32, i32, i32, i32)  : i32 {
        %446 = arith.divsi %arg220, %437 : i32
        %447 = arith.remsi %arg220, %437 : i32
        %448 = arith.muli %446, %arg219 : i32
        %449 = arith.constant 128 : i32
        %450 = arith.divsi %arg219, %449 : i32
        %451 = arith.constant 2 : i32
        %452 = arith.remsi %arg221, %451 : i32
        %453 = ttg.memdesc_index %arg213[%452] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %454 = arith.constant 2 : i32
        %455 = arith.divsi %arg221, %454 : i32
        %456 = arith.constant 1 : i32
        %457 = arith.andi %455, %456 : i32
        %458 = arith.constant 1 : i32
        %459 = arith.xori %457, %458 : i32
        %460 = arith.constant true
        ttng.wait_barrier %453, %459, %460 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %461 = ttg.memdesc_index %arg212[%452] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %462 = arith.constant true
        ttng.barrier_expect %461, 16384, %462 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %463 = ttg.memdesc_index %arg212[%452] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %464 = ttg.memdesc_index %arg206[%452] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %465 = arith.constant 0 : i32
        %466 = arith.constant true
        ttng.async_tma_copy_global_to_local %arg190[%448, %465] %464, %463, %466 : !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %467 = arith.constant 1 : i32
        %468 = arith.addi %arg221, %467 : i32
        %469 = arith.constant 0 : i32
        %470 = ttg.memdesc_index %arg211[%469] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %471 = arith.constant 1 : i32
        %472 = arith.andi %arg224, %471 : i32
        %473 = arith.constant 1 : i32
        %474 = arith.xori %472, %473 : i32
        %475 = arith.constant true
        ttng.wait_barrier %470, %474, %475 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %476 = ttg.memdesc_index %arg210[%469] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %477 = arith.constant true
        ttng.barrier_expect %476, 8192, %477 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %478 = arith.constant 128 : i32
        %479 = arith.muli %447, %478 : i32
        %480 = arith.addi %448, %479 : i32
        %481 = ttg.memdesc_index %arg210[%469] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %482 = ttg.memdesc_index %arg205[%469] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %483 = arith.constant 0 : i32
        %484 = arith.constant true
        ttng.async_tma_copy_global_to_local %arg185[%480, %483] %482, %481, %484 : !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %485 = arith.constant 1 : i32
        %486 = ttg.memdesc_index %arg211[%485] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %487 = arith.constant 1 : i32
        %488 = arith.andi %arg224, %487 : i32
        %489 = arith.constant 1 : i32
        %490 = arith.xori %488, %489 : i32
        %491 = arith.constant true
        ttng.wait_barrier %486, %490, %491 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %492 = ttg.memdesc_index %arg210[%485] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %493 = arith.constant true
        ttng.barrier_expect %492, 8192, %493 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %494 = arith.constant 128 : i32
        %495 = arith.muli %447, %494 : i32
        %496 = arith.addi %448, %495 : i32
        %497 = arith.constant 64 : i32
        %498 = arith.addi %496, %497 : i32
        %499 = ttg.memdesc_index %arg210[%485] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %500 = ttg.memdesc_index %arg205[%485] : !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %501 = arith.constant 0 : i32
        %502 = arith.constant true
        ttng.async_tma_copy_global_to_local %arg185[%498, %501] %500, %499, %502 : !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %503 = arith.constant 1 : i32
        %504 = arith.addi %arg224, %503 : i32
        %505 = arith.constant 2 : i32
        %506 = arith.remsi %arg222, %505 : i32
        %507 = ttg.memdesc_index %arg214[%506] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %508 = arith.constant true
        ttng.barrier_expect %507, 16384, %508 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %509 = ttg.memdesc_index %arg214[%506] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %510 = ttg.memdesc_index %arg207[%506] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %511 = arith.constant 0 : i32
        %512 = arith.constant true
        ttng.async_tma_copy_global_to_local %arg195[%448, %511] %510, %509, %512 : !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %513 = arith.constant 1 : i32
        %514 = arith.addi %arg222, %513 : i32
        %515 = arith.constant 1 : i32
        %516 = arith.constant 1 : i32
        %517:3 = scf.for %arg225 = %515 to %450 step %516 iter_args(%arg226 = %468, %arg227 = %514, %arg228 = %arg223) -> (i32, i32, i32)  : i32 {
          %518 = arith.constant 128 : i32
          %519 = arith.muli %arg225, %518 : i32
          %520 = arith.addi %448, %519 : i32
          %521 = arith.constant 2 : i32
          %522 = arith.remsi %arg226, %521 : i32
          %523 = ttg.memdesc_index %arg213[%522] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %524 = arith.constant 2 : i32
          %525 = arith.divsi %arg226, %524 : i32
          %526 = arith.constant 1 : i32
          %527 = arith.andi %525, %526 : i32
          %528 = arith.constant 1 : i32
          %529 = arith.xori %527, %528 : i32
          %530 = arith.constant true
          ttng.wait_barrier %523, %529, %530 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %531 = ttg.memdesc_index %arg212[%522] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %532 = arith.constant true
          ttng.barrier_expect %531, 16384, %532 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %533 = ttg.memdesc_index %arg212[%522] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %534 = ttg.memdesc_index %arg206[%522] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %535 = arith.constant 0 : i32
          %536 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg190[%520, %535] %534, %533, %536 : !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %537 = arith.constant 1 : i32
          %538 = arith.addi %arg226, %537 : i32
          %539 = arith.constant 128 : i32
          %540 = arith.muli %arg225, %539 : i32
          %541 = arith.addi %448, %540 : i32
          %542 = arith.constant 2 : i32
          %543 = arith.remsi %arg227, %542 : i32
          %544 = ttg.memdesc_index %arg214[%543] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %545 = arith.constant true
          ttng.barrier_expect %544, 16384, %545 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %546 = ttg.memdesc_index %arg214[%543] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %547 = ttg.memdesc_index %arg207[%543] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %548 = arith.constant 0 : i32
          %549 = arith.constant true
          ttng.async_tma_copy_global_to_local %arg195[%541, %548] %547, %546, %549 : !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %550 = arith.constant 1 : i32
          %551 = arith.addi %arg227, %550 : i32
          %552 = arith.constant 2 : i32
          %553 = arith.remsi %arg228, %552 : i32
          %554 = arith.constant 2 : i32
          %555 = arith.divsi %arg228, %554 : i32
          %556 = arith.constant 1 : i32
          %557 = arith.andi %555, %556 : i32
          %558 = arith.constant 2 : i32
          %559 = arith.remsi %arg228, %558 : i32
          %560 = ttg.memdesc_index %arg214[%559] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %561 = arith.constant 2 : i32
          %562 = arith.divsi %arg228, %561 : i32
          %563 = arith.constant 1 : i32
          %564 = arith.andi %562, %563 : i32
          %565 = arith.constant true
          ttng.wait_barrier %560, %564, %565 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %566 = ttg.memdesc_index %arg207[%559] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %567 = ttg.local_load %566 : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %568 = ttg.memdesc_index %arg216[%553] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %569 = arith.constant 1 : i32
          %570 = arith.xori %557, %569 : i32
          %571 = arith.constant true
          ttng.wait_barrier %568, %570, %571 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %572 = ttg.memdesc_index %arg208[%553] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          %573 = tt.trans %567 {order = array<i32: 1, 0>} : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>
          ttg.local_store %573, %572 : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
          ttng.fence_async_shared {bCluster = false}
          %574 = ttg.memdesc_index %arg215[%553] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %575 = arith.constant true
          ttng.arrive_barrier %574, 1, %575 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %576 = arith.constant 1 : i32
          %577 = arith.addi %arg228, %576 : i32
          scf.yield %538, %551, %577 : i32, i32, i32
        }
        %578 = arith.constant 2 : i32
        %579 = arith.remsi %517#2, %578 : i32
        %580 = arith.constant 2 : i32
        %581 = arith.divsi %517#2, %580 : i32
        %582 = arith.constant 1 : i32
        %583 = arith.andi %581, %582 : i32
        %584 = arith.constant 2 : i32
        %585 = arith.remsi %517#2, %584 : i32
        %586 = ttg.memdesc_index %arg214[%585] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %587 = arith.constant 2 : i32
        %588 = arith.divsi %517#2, %587 : i32
        %589 = arith.constant 1 : i32
        %590 = arith.andi %588, %589 : i32
        %591 = arith.constant true
        ttng.wait_barrier %586, %590, %591 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %592 = ttg.memdesc_index %arg207[%585] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %593 = ttg.local_load %592 : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %594 = ttg.memdesc_index %arg216[%579] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %595 = arith.constant 1 : i32
        %596 = arith.xori %583, %595 : i32
        %597 = arith.constant true
        ttng.wait_barrier %594, %596, %597 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %598 = ttg.memdesc_index %arg208[%579] : !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %599 = tt.trans %593 {order = array<i32: 1, 0>} : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>
        ttg.local_store %599, %598 : tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        ttng.fence_async_shared {bCluster = false}
        %600 = ttg.memdesc_index %arg215[%579] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %601 = arith.constant true
        ttng.arrive_barrier %600, 1, %601 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %602 = arith.constant 1 : i32
        %603 = arith.addi %517#2, %602 : i32
        scf.yield %517#0, %517#1, %603, %504 : i32, i32, i32, i32
      }
      ttg.warp_return
    } : (!tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, i32, i32, i64, i64, !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, f32, !tt.tensordesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>, i32, i32, i64, i64, !tt.tensordesc<64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, i32, i32, i64, i64, !ttg.memdesc<2x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, i32) -> ()
    tt.return
  }
}
