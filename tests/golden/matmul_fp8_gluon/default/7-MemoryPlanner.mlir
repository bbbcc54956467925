module attributes {ttg.maxnreg = 168 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 213224 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32} {
  tt.func public @matmul_fp8_gluon(%arg0: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, %arg11: i32, %arg12: i32, %arg13: i64, %arg14: i64, %arg15: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg16: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg17: i32 {tt.divisibility = 16 : i32}, %arg18: i32 {tt.divisibility = 16 : i32}, %arg19: i32 {tt.divisibility = 16 : i32}, %arg20: i32) attributes {allocation.offset = 213216 : i32, noinline = false} {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = arith.constant 2 : i32
    %3 = arith.constant 3 : i32
    %4 = arith.constant 127 : i32
    %5 = arith.constant 128 : i32
    %6 = arith.constant 255 : i32
    %7 = arith.constant 256 : i32
    %8 = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
    %9 = arith.constant 8 : i32
    %10 = arith.constant 4 : i32
    %11 = arith.constant true
    %12 = arith.constant 32 : i32
    %13 = arith.constant 64 : i32
    %14 = arith.constant 96 : i32
    %15 = arith.constant 160 : i32
    %16 = arith.constant 192 : i32
    %17 = arith.constant 224 : i32
    %18 = ttg.local_alloc {allocation.offset = 131072 : i32} : () -> !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %19 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %20 = ttg.local_alloc {allocation.offset = 196608 : i32} : () -> !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %21 = ttg.local_alloc {allocation.offset = 204800 : i32} : () -> !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %22 = ttg.local_alloc {allocation.offset = 213152 : i32} : () -> !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %23 = ttg.local_alloc {allocation.offset = 213184 : i32} : () -> !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %24 = ttg.local_alloc {allocation.offset = 212992 : i32} : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %25 = ttg.memdesc_index %22[%0] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %25, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %26 = ttg.memdesc_index %23[%0] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %26, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %27 = ttg.memdesc_index %22[%1] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %27, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %28 = ttg.memdesc_index %23[%1] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %28, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %29 = ttg.memdesc_index %22[%2] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %29, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %30 = ttg.memdesc_index %23[%2] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %30, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %31 = ttg.memdesc_index %22[%3] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %31, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %32 = ttg.memdesc_index %23[%3] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %32, 2 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %33 = ttg.memdesc_index %24[%0] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %33, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %34 = ttg.memdesc_index %24[%1] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %34, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg10, %18, %19, %21, %22, %23, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg0, %arg5) attributes {actualRegisters = array<i32: 240, 240, 24, 24, 24>, allocation.offset = 212992 : i32, requestedRegisters = array<i32: 240, 24, 16, 16>, warpGroupStartIds = array<i32: 4, 10, 8, 11>}
    default {
      %35 = tt.get_program_id x : i32
      %36 = arith.addi %arg17, %4 : i32
      %37 = arith.divsi %36, %5 : i32
      %38 = arith.addi %arg18, %6 : i32
      %39 = arith.divsi %38, %7 : i32
      %40 = arith.muli %37, %39 : i32
      %41 = arith.addi %arg19, %4 : i32
      %42 = arith.divsi %41, %5 : i32
      %43 = arith.subi %40, %35 : i32
      %44 = arith.subi %arg20, %1 : i32
      %45 = arith.addi %43, %44 : i32
      %46 = arith.divsi %45, %arg20 : i32
      %47 = tt.load %arg15 : !tt.ptr<f32>
      %48 = tt.load %arg16 : !tt.ptr<f32>
      %49 = arith.mulf %47, %48 : f32
      cf.br ^bb1(%0, %8 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>)
    ^bb1(%arg21: i32, %arg22: tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>):  // 2 preds: ^bb0, ^bb8
      %50 = arith.cmpi slt, %arg21, %46 : i32
      cf.cond_br %50, ^bb2, ^bb9
    ^bb2:  // pred: ^bb1
      %51 = arith.muli %arg21, %arg20 : i32
      %52 = arith.addi %35, %51 : i32
      %53 = arith.muli %39, %9 : i32
      %54 = arith.divsi %52, %53 : i32
      %55 = arith.muli %54, %9 : i32
      %56 = arith.subi %37, %55 : i32
      %57 = arith.minsi %56, %9 : i32
      %58 = arith.remsi %52, %53 : i32
      %59 = arith.remsi %58, %57 : i32
      %60 = arith.addi %55, %59 : i32
      %61 = arith.divsi %58, %57 : i32
      %62 = arith.muli %60, %5 : i32
      %63 = arith.muli %61, %7 : i32
      %64 = arith.muli %arg21, %42 : i32
      cf.br ^bb3(%0, %arg22, %64 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32)
    ^bb3(%arg23: i32, %arg24: tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, %arg25: i32):  // 2 preds: ^bb2, ^bb7
      %65 = arith.cmpi slt, %arg23, %42 : i32
      cf.cond_br %65, ^bb4, ^bb8
    ^bb4:  // pred: ^bb3
      %66 = arith.remsi %arg25, %10 : i32
      %67 = ttg.memdesc_index %22[%66] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %68 = arith.divsi %arg25, %10 : i32
      %69 = arith.andi %68, %1 : i32
      ttng.wait_barrier %67, %69, %11 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %70 = ttg.memdesc_index %18[%66] : !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %71 = ttg.memdesc_subslice %70[0, 0] : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128>
      %72 = arith.cmpi sgt, %arg23, %0 : i32
      %73 = ttg.memdesc_index %19[%66] : !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %74 = ttg.memdesc_trans %73 {order = array<i32: 1, 0>} : !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %75 = ttng.warp_group_dot %71, %74, %arg24, %72 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128> * !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %76 = ttng.warp_group_dot_wait %75 {pendings = 1 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      cf.cond_br %72, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %77 = arith.subi %arg25, %1 : i32
      %78 = arith.remsi %77, %10 : i32
      %79 = ttg.memdesc_index %23[%78] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.arrive_barrier %79, 1, %11 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      cf.br ^bb7
    ^bb6:  // pred: ^bb4
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %80 = arith.addi %arg25, %1 : i32
      %81 = arith.addi %arg23, %1 : i32
      cf.br ^bb3(%81, %76, %80 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32)
    ^bb8:  // pred: ^bb3
      %82 = ttng.warp_group_dot_wait %arg24 {pendings = 0 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %83 = arith.subi %arg25, %1 : i32
      %84 = arith.remsi %83, %10 : i32
      %85 = ttg.memdesc_index %23[%84] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.arrive_barrier %85, 1, %11 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %86 = tt.splat %49 : f32 -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %87 = arith.mulf %82, %86 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %88 = tt.reshape %87 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>> -> tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %89 = tt.trans %88 {order = array<i32: 0, 2, 1>} : tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %90, %91 = tt.split %89 : tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %92 = tt.reshape %90 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %93 = tt.trans %92 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %94, %95 = tt.split %93 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %96 = tt.reshape %94 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %97 = tt.trans %96 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %98, %99 = tt.split %97 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %100 = tt.reshape %95 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %101 = tt.trans %100 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %102, %103 = tt.split %101 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %104 = tt.reshape %91 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %105 = tt.trans %104 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %106, %107 = tt.split %105 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %108 = tt.reshape %106 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %109 = tt.trans %108 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %110, %111 = tt.split %109 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %112 = tt.reshape %107 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %113 = tt.trans %112 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %114, %115 = tt.split %113 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %116 = arith.truncf %98 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %117 = ttg.memdesc_index %20[%0] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %116, %117 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      ttng.async_tma_copy_local_to_global %arg10[%62, %63] %117 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %118 = arith.truncf %99 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %119 = ttg.memdesc_index %20[%1] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %118, %119 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %120 = arith.addi %63, %12 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %120] %119 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %121 = arith.truncf %102 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %121, %117 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %122 = arith.addi %63, %13 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %122] %117 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %123 = arith.truncf %103 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %123, %119 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %124 = arith.addi %63, %14 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %124] %119 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %125 = arith.truncf %110 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %125, %117 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %126 = arith.addi %63, %5 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %126] %117 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %127 = arith.truncf %111 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %127, %119 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %128 = arith.addi %63, %15 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %128] %119 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %129 = arith.truncf %114 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %129, %117 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %130 = arith.addi %63, %16 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %130] %117 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %131 = arith.truncf %115 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %131, %119 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %132 = arith.addi %63, %17 : i32
      ttng.async_tma_copy_local_to_global %arg10[%62, %132] %119 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %133 = arith.addi %arg21, %1 : i32
      cf.br ^bb1(%133, %82 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>)
    ^bb9:  // pred: ^bb1
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_yield
    }
    partition0(%arg26: !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, %arg27: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg28: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg29: !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg30: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg31: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg32: !tt.ptr<f32>, %arg33: !tt.ptr<f32>, %arg34: i32, %arg35: i32, %arg36: i32, %arg37: i32, %arg38: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg39: !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>) num_warps(4) {
      %134 = arith.constant 224 : i32
      %135 = arith.constant 192 : i32
      %136 = arith.constant 160 : i32
      %137 = arith.constant 96 : i32
      %138 = arith.constant 32 : i32
      %139 = arith.constant true
      %140 = arith.constant 4 : i32
      %141 = arith.constant 64 : i32
      %142 = arith.constant 8 : i32
      %143 = arith.constant 0 : i32
      %144 = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %145 = arith.constant 1 : i32
      %146 = arith.constant 256 : i32
      %147 = arith.constant 255 : i32
      %148 = arith.constant 128 : i32
      %149 = arith.constant 127 : i32
      %150 = tt.get_program_id x : i32
      %151 = arith.addi %arg34, %149 : i32
      %152 = arith.divsi %151, %148 : i32
      %153 = arith.addi %arg35, %147 : i32
      %154 = arith.divsi %153, %146 : i32
      %155 = arith.muli %152, %154 : i32
      %156 = arith.addi %arg36, %149 : i32
      %157 = arith.divsi %156, %148 : i32
      %158 = arith.subi %155, %150 : i32
      %159 = arith.subi %arg37, %145 : i32
      %160 = arith.addi %158, %159 : i32
      %161 = arith.divsi %160, %arg37 : i32
      %162 = tt.load %arg32 : !tt.ptr<f32>
      %163 = tt.load %arg33 : !tt.ptr<f32>
      %164 = arith.mulf %162, %163 : f32
      cf.br ^bb1(%143, %144 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>)
    ^bb1(%arg40: i32, %arg41: tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>):  // 2 preds: ^bb0, ^bb8
      %165 = arith.cmpi slt, %arg40, %161 : i32
      cf.cond_br %165, ^bb2, ^bb9
    ^bb2:  // pred: ^bb1
      %166 = arith.muli %arg40, %arg37 : i32
      %167 = arith.addi %150, %166 : i32
      %168 = arith.muli %154, %142 : i32
      %169 = arith.divsi %167, %168 : i32
      %170 = arith.muli %169, %142 : i32
      %171 = arith.subi %152, %170 : i32
      %172 = arith.minsi %171, %142 : i32
      %173 = arith.remsi %167, %168 : i32
      %174 = arith.remsi %173, %172 : i32
      %175 = arith.addi %170, %174 : i32
      %176 = arith.divsi %173, %172 : i32
      %177 = arith.muli %175, %148 : i32
      %178 = arith.muli %176, %146 : i32
      %179 = arith.addi %177, %141 : i32
      %180 = arith.muli %arg40, %157 : i32
      cf.br ^bb3(%143, %arg41, %180 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32)
    ^bb3(%arg42: i32, %arg43: tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, %arg44: i32):  // 2 preds: ^bb2, ^bb7
      %181 = arith.cmpi slt, %arg42, %157 : i32
      cf.cond_br %181, ^bb4, ^bb8
    ^bb4:  // pred: ^bb3
      %182 = arith.remsi %arg44, %140 : i32
      %183 = ttg.memdesc_index %arg30[%182] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %184 = arith.divsi %arg44, %140 : i32
      %185 = arith.andi %184, %145 : i32
      ttng.wait_barrier %183, %185, %139 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %186 = ttg.memdesc_index %arg27[%182] : !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %187 = ttg.memdesc_subslice %186[64, 0] : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128>
      %188 = arith.cmpi sgt, %arg42, %143 : i32
      %189 = ttg.memdesc_index %arg28[%182] : !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %190 = ttg.memdesc_trans %189 {order = array<i32: 1, 0>} : !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %191 = ttng.warp_group_dot %187, %190, %arg43, %188 {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable, 128x128> * !ttg.memdesc<128x256xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %192 = ttng.warp_group_dot_wait %191 {pendings = 1 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      cf.cond_br %188, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %193 = arith.subi %arg44, %145 : i32
      %194 = arith.remsi %193, %140 : i32
      %195 = ttg.memdesc_index %arg31[%194] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.arrive_barrier %195, 1, %139 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      cf.br ^bb7
    ^bb6:  // pred: ^bb4
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %196 = arith.addi %arg44, %145 : i32
      %197 = arith.addi %arg42, %145 : i32
      cf.br ^bb3(%197, %192, %196 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>, i32)
    ^bb8:  // pred: ^bb3
      %198 = ttng.warp_group_dot_wait %arg43 {pendings = 0 : i32} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %199 = arith.subi %arg44, %145 : i32
      %200 = arith.remsi %199, %140 : i32
      %201 = ttg.memdesc_index %arg31[%200] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.arrive_barrier %201, 1, %139 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %202 = tt.splat %164 : f32 -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %203 = arith.mulf %198, %202 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>
      %204 = tt.reshape %203 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>> -> tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %205 = tt.trans %204 {order = array<i32: 0, 2, 1>} : tensor<64x2x128xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %206, %207 = tt.split %205 : tensor<64x128x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %208 = tt.reshape %206 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %209 = tt.trans %208 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %210, %211 = tt.split %209 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %212 = tt.reshape %210 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %213 = tt.trans %212 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %214, %215 = tt.split %213 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %216 = tt.reshape %211 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %217 = tt.trans %216 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %218, %219 = tt.split %217 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %220 = tt.reshape %207 : tensor<64x128xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %221 = tt.trans %220 {order = array<i32: 0, 2, 1>} : tensor<64x2x64xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %222, %223 = tt.split %221 : tensor<64x64x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %224 = tt.reshape %222 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %225 = tt.trans %224 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %226, %227 = tt.split %225 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %228 = tt.reshape %223 : tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %229 = tt.trans %228 {order = array<i32: 0, 2, 1>} : tensor<64x2x32xf32, #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>>
      %230, %231 = tt.split %229 : tensor<64x32x2xf32, #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %232 = arith.truncf %214 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %233 = ttg.memdesc_index %arg29[%143] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %232, %233 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      ttng.async_tma_copy_local_to_global %arg26[%179, %178] %233 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %234 = arith.truncf %215 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      %235 = ttg.memdesc_index %arg29[%145] : !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %234, %235 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %236 = arith.addi %178, %138 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %236] %235 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %237 = arith.truncf %218 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %237, %233 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %238 = arith.addi %178, %141 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %238] %233 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %239 = arith.truncf %219 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %239, %235 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %240 = arith.addi %178, %137 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %240] %235 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %241 = arith.truncf %226 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %241, %233 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %242 = arith.addi %178, %148 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %242] %233 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %243 = arith.truncf %227 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %243, %235 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %244 = arith.addi %178, %136 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %244] %235 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %245 = arith.truncf %230 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %245, %233 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %246 = arith.addi %178, %135 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %246] %233 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %247 = arith.truncf %231 : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> to tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>>
      ttng.async_tma_store_wait {pendings = 1 : i32}
      ttg.local_store %247, %235 : tensor<64x32xbf16, #ttg.slice<{dim = 2, parent = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>}>> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      ttng.fence_async_shared {bCluster = false}
      %248 = arith.addi %178, %134 : i32
      ttng.async_tma_copy_local_to_global %arg26[%179, %248] %235 : !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %249 = arith.addi %arg40, %145 : i32
      cf.br ^bb1(%249, %198 : i32, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>>)
    ^bb9:  // pred: ^bb1
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.warp_return
    }
    partition1(%arg45: !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, %arg46: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg47: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg48: !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg49: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg50: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg51: !tt.ptr<f32>, %arg52: !tt.ptr<f32>, %arg53: i32, %arg54: i32, %arg55: i32, %arg56: i32, %arg57: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg58: !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>) num_warps(1) {
      %250 = arith.constant true
      %251 = arith.constant 4 : i32
      %252 = arith.constant 1 : i32
      %253 = arith.constant 8 : i32
      %254 = arith.constant 0 : i32
      %255 = arith.constant 256 : i32
      %256 = arith.constant 255 : i32
      %257 = arith.constant 128 : i32
      %258 = arith.constant 127 : i32
      %259 = tt.get_program_id x : i32
      %260 = arith.addi %arg53, %258 : i32
      %261 = arith.divsi %260, %257 : i32
      %262 = arith.addi %arg54, %256 : i32
      %263 = arith.divsi %262, %255 : i32
      %264 = arith.muli %261, %263 : i32
      %265 = arith.addi %arg55, %258 : i32
      %266 = arith.divsi %265, %257 : i32
      cf.br ^bb1(%259, %254 : i32, i32)
    ^bb1(%arg59: i32, %arg60: i32):  // 2 preds: ^bb0, ^bb5
      %267 = arith.cmpi slt, %arg59, %264 : i32
      cf.cond_br %267, ^bb2, ^bb6
    ^bb2:  // pred: ^bb1
      %268 = arith.muli %263, %253 : i32
      %269 = arith.divsi %arg59, %268 : i32
      %270 = arith.muli %269, %253 : i32
      %271 = arith.subi %261, %270 : i32
      %272 = arith.minsi %271, %253 : i32
      %273 = arith.remsi %arg59, %268 : i32
      %274 = arith.remsi %273, %272 : i32
      %275 = arith.addi %270, %274 : i32
      %276 = arith.divsi %273, %272 : i32
      %277 = arith.muli %275, %257 : i32
      %278 = arith.muli %276, %255 : i32
      cf.br ^bb3(%254, %arg60 : i32, i32)
    ^bb3(%arg61: i32, %arg62: i32):  // 2 preds: ^bb2, ^bb4
      %279 = arith.cmpi slt, %arg61, %266 : i32
      cf.cond_br %279, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %280 = arith.remsi %arg62, %251 : i32
      %281 = ttg.memdesc_index %arg50[%280] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %282 = arith.divsi %arg62, %251 : i32
      %283 = arith.andi %282, %252 : i32
      %284 = arith.xori %283, %252 : i32
      ttng.wait_barrier %281, %284, %250 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %285 = ttg.memdesc_index %arg49[%280] : !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.barrier_expect %285, 49152, %250 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %286 = arith.muli %arg61, %257 : i32
      %287 = ttg.memdesc_index %arg46[%280] : !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      ttng.async_tma_copy_global_to_local %arg57[%277, %286] %287, %285, %250 : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %288 = ttg.memdesc_index %arg47[%280] : !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      ttng.async_tma_copy_global_to_local %arg58[%278, %286] %288, %285, %250 : !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
      %289 = arith.addi %arg62, %252 : i32
      %290 = arith.addi %arg61, %252 : i32
      cf.br ^bb3(%290, %289 : i32, i32)
    ^bb5:  // pred: ^bb3
      %291 = arith.addi %arg59, %arg56 : i32
      cf.br ^bb1(%291, %arg62 : i32, i32)
    ^bb6:  // pred: ^bb1
      ttg.warp_return
    }
    partition2(%arg63: !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, %arg64: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg65: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg66: !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg67: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg68: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg69: !tt.ptr<f32>, %arg70: !tt.ptr<f32>, %arg71: i32, %arg72: i32, %arg73: i32, %arg74: i32, %arg75: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg76: !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>) num_warps(2) {
      ttg.warp_return
    }
    partition3(%arg77: !tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, %arg78: !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg79: !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg80: !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg81: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg82: !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg83: !tt.ptr<f32>, %arg84: !tt.ptr<f32>, %arg85: i32, %arg86: i32, %arg87: i32, %arg88: i32, %arg89: !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, %arg90: !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>) num_warps(1) {
      ttg.warp_return
    } : (!tt.tensordesc<tensor<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>, !ttg.memdesc<4x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<2x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<4x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !tt.ptr<f32>, !tt.ptr<f32>, i32, i32, i32, i32, !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !tt.tensordesc<tensor<256x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>) -> ()
    tt.return
  }
}
