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
    %21 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %22 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %23 = arith.constant 0 : i32
    %24 = ttg.memdesc_index %21[%23] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %24, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %25 = ttg.memdesc_index %22[%23] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %25, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %26 = arith.constant 1 : i32
    %27 = ttg.memdesc_index %21[%26] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %27, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %28 = ttg.memdesc_index %22[%26] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %28, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %29 = arith.constant 2 : i32
    %30 = ttg.memdesc_index %21[%29] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %30, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %31 = ttg.memdesc_index %22[%29] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %31, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.barrier local
    %32 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %33 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %34 = arith.constant 0 : i32
    %35 = ttg.memdesc_index %32[%34] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %35, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %36 = ttg.memdesc_index %33[%34] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %36, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %37 = arith.constant 1 : i32
    %38 = ttg.memdesc_index %32[%37] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %38, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %39 = ttg.memdesc_index %33[%37] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %39, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %40 = arith.constant 2 : i32
    %41 = ttg.memdesc_index %32[%40] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %41, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %42 = ttg.memdesc_index %33[%40] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %42, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.barrier local
    %43 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %44 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %45 = arith.constant 0 : i32
    %46 = ttg.memdesc_index %43[%45] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %46, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %47 = ttg.memdesc_index %44[%45] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %47, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %48 = arith.constant 1 : i32
    %49 = ttg.memdesc_index %43[%48] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %49, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %50 = ttg.memdesc_index %44[%48] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %50, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %51 = arith.constant 2 : i32
    %52 = ttg.memdesc_index %43[%51] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %52, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %53 = ttg.memdesc_index %44[%51] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %53, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.barrier local
    %54 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %55 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %56 = arith.constant 0 : i32
    %57 = ttg.memdesc_index %54[%56] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %57, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %58 = ttg.memdesc_index %55[%56] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %58, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %59 = arith.constant 1 : i32
    %60 = ttg.memdesc_index %54[%59] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %60, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %61 = ttg.memdesc_index %55[%59] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %61, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %62 = arith.constant 2 : i32
    %63 = ttg.memdesc_index %54[%62] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %63, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %64 = ttg.memdesc_index %55[%62] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %64, 128 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.barrier local
    %65 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %66 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %67 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg3, %arg4, %arg5, %arg2, %14, %65, %0, %67, %arg6, %7, %66, %21, %22, %32, %33, %43, %44, %54, %55) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %68 = arith.constant {async_task_id = array<i32: 0>} 8 : i32
      %69 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %70 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %71 = arith.constant {async_task_id = array<i32: 0>} 256 : i32
      %72 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %73 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %74 = arith.constant {async_task_id = array<i32: 0>} 1 : i32
      %75 = arith.constant {async_task_id = array<i32: 0>} 127 : i32
      %76 = arith.constant {async_task_id = array<i32: 0>} 255 : i32
      %77 = arith.constant {async_task_id = array<i32: 0>} 63 : i32
      %78 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %79 = arith.addi %arg3, %75 {async_task_id = array<i32: 0>} : i32
      %80 = arith.divsi %79, %70 {async_task_id = array<i32: 0>} : i32
      %81 = arith.addi %arg4, %76 {async_task_id = array<i32: 0>} : i32
      %82 = arith.divsi %81, %71 {async_task_id = array<i32: 0>} : i32
      %83 = arith.addi %arg5, %77 {async_task_id = array<i32: 0>} : i32
      %84 = arith.divsi %83, %72 {async_task_id = array<i32: 0>} : i32
      %85 = arith.muli %80, %82 {async_task_id = array<i32: 0>} : i32
      %86 = arith.muli %82, %68 {async_task_id = array<i32: 0>} : i32
      %87 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %88 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%87, %69] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %89 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%87, %69] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %90 = arith.extsi %arg4 {async_task_id = array<i32: 0>} : i32 to i64
      %91 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%90, %69] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %92 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %93 = scf.for %arg7 = %78 to %85 step %arg6 iter_args(%arg8 = %92) -> (i64)  : i32 {
        %94 = arith.divsi %arg7, %86 {async_task_id = array<i32: 0>} : i32
        %95 = arith.muli %94, %68 {async_task_id = array<i32: 0>} : i32
        %96 = arith.subi %80, %95 {async_task_id = array<i32: 0>} : i32
        %97 = arith.minsi %96, %68 {async_task_id = array<i32: 0>} : i32
        %98 = arith.remsi %arg7, %86 {async_task_id = array<i32: 0>} : i32
        %99 = arith.remsi %98, %97 {async_task_id = array<i32: 0>} : i32
        %100 = arith.addi %95, %99 {async_task_id = array<i32: 0>} : i32
        %101 = arith.muli %100, %70 {async_task_id = array<i32: 0>} : i32
        %102 = arith.addi %101, %72 {async_task_id = array<i32: 0>} : i32
        %103 = arith.divsi %98, %97 {async_task_id = array<i32: 0>} : i32
        %104 = arith.muli %103, %71 {async_task_id = array<i32: 0>} : i32
        %105 = scf.for %arg9 = %73 to %84 step %74 iter_args(%arg10 = %arg8) -> (i64)  : i32 {
          %106 = arith.muli %arg9, %72 {async_task_id = array<i32: 0>} : i32
          %107 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %108 = arith.extsi %107 {async_task_id = array<i32: 0>} : i32 to i64
          %109 = arith.divui %arg10, %108 {async_task_id = array<i32: 0>} : i64
          %110 = arith.muli %109, %108 {async_task_id = array<i32: 0>} : i64
          %111 = arith.subi %arg10, %110 {async_task_id = array<i32: 0>} : i64
          %112 = arith.trunci %111 {async_task_id = array<i32: 0>} : i64 to i32
          %113 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %114 = arith.andi %109, %113 {async_task_id = array<i32: 0>} : i64
          %115 = arith.trunci %114 {async_task_id = array<i32: 0>} : i64 to i1
          %116 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %117 = arith.extsi %116 {async_task_id = array<i32: 0>} : i32 to i64
          %118 = arith.divui %arg10, %117 {async_task_id = array<i32: 0>} : i64
          %119 = arith.muli %118, %117 {async_task_id = array<i32: 0>} : i64
          %120 = arith.subi %arg10, %119 {async_task_id = array<i32: 0>} : i64
          %121 = arith.trunci %120 {async_task_id = array<i32: 0>} : i64 to i32
          %122 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %123 = arith.andi %118, %122 {async_task_id = array<i32: 0>} : i64
          %124 = arith.trunci %123 {async_task_id = array<i32: 0>} : i64 to i1
          %125 = ttg.memdesc_index %22[%121] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %126 = arith.constant true
          %127 = arith.xori %124, %126 : i1
          %128 = arith.extui %127 : i1 to i32
          ttng.wait_barrier %125, %128 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %129 = ttg.memdesc_index %14[%121] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %130 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %129, 8192 {async_task_id = array<i32: 0>}, %130 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %131 = ttg.memdesc_index %65[%121] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %88[%101, %106] %131, %129, %130 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %132 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %133 = arith.extsi %132 {async_task_id = array<i32: 0>} : i32 to i64
          %134 = arith.divui %arg10, %133 {async_task_id = array<i32: 0>} : i64
          %135 = arith.muli %134, %133 {async_task_id = array<i32: 0>} : i64
          %136 = arith.subi %arg10, %135 {async_task_id = array<i32: 0>} : i64
          %137 = arith.trunci %136 {async_task_id = array<i32: 0>} : i64 to i32
          %138 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %139 = arith.andi %134, %138 {async_task_id = array<i32: 0>} : i64
          %140 = arith.trunci %139 {async_task_id = array<i32: 0>} : i64 to i1
          %141 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %142 = arith.extsi %141 {async_task_id = array<i32: 0>} : i32 to i64
          %143 = arith.divui %arg10, %142 {async_task_id = array<i32: 0>} : i64
          %144 = arith.muli %143, %142 {async_task_id = array<i32: 0>} : i64
          %145 = arith.subi %arg10, %144 {async_task_id = array<i32: 0>} : i64
          %146 = arith.trunci %145 {async_task_id = array<i32: 0>} : i64 to i32
          %147 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %148 = arith.andi %143, %147 {async_task_id = array<i32: 0>} : i64
          %149 = arith.trunci %148 {async_task_id = array<i32: 0>} : i64 to i1
          %150 = ttg.memdesc_index %55[%146] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %151 = arith.constant true
          %152 = arith.xori %149, %151 : i1
          %153 = arith.extui %152 : i1 to i32
          ttng.wait_barrier %150, %153 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %154 = ttg.memdesc_index %44[%146] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %155 = arith.constant true
          %156 = arith.xori %149, %155 : i1
          %157 = arith.extui %156 : i1 to i32
          ttng.wait_barrier %154, %157 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %158 = ttg.memdesc_index %0[%146] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %159 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %158, 32768 {async_task_id = array<i32: 0>}, %159 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %160 = ttg.memdesc_index %67[%146] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %91[%106, %104] %160, %158, %159 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %161 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %162 = arith.extsi %161 {async_task_id = array<i32: 0>} : i32 to i64
          %163 = arith.divui %arg10, %162 {async_task_id = array<i32: 0>} : i64
          %164 = arith.muli %163, %162 {async_task_id = array<i32: 0>} : i64
          %165 = arith.subi %arg10, %164 {async_task_id = array<i32: 0>} : i64
          %166 = arith.trunci %165 {async_task_id = array<i32: 0>} : i64 to i32
          %167 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %168 = arith.andi %163, %167 {async_task_id = array<i32: 0>} : i64
          %169 = arith.trunci %168 {async_task_id = array<i32: 0>} : i64 to i1
          %170 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
          %171 = arith.extsi %170 {async_task_id = array<i32: 0>} : i32 to i64
          %172 = arith.divui %arg10, %171 {async_task_id = array<i32: 0>} : i64
          %173 = arith.muli %172, %171 {async_task_id = array<i32: 0>} : i64
          %174 = arith.subi %arg10, %173 {async_task_id = array<i32: 0>} : i64
          %175 = arith.trunci %174 {async_task_id = array<i32: 0>} : i64 to i32
          %176 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %177 = arith.andi %172, %176 {async_task_id = array<i32: 0>} : i64
          %178 = arith.trunci %177 {async_task_id = array<i32: 0>} : i64 to i1
          %179 = ttg.memdesc_index %33[%175] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %180 = arith.constant true
          %181 = arith.xori %178, %180 : i1
          %182 = arith.extui %181 : i1 to i32
          ttng.wait_barrier %179, %182 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %183 = ttg.memdesc_index %7[%175] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %184 = arith.constant {async_task_id = array<i32: 0>} true
          ttng.barrier_expect %183, 8192 {async_task_id = array<i32: 0>}, %184 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %185 = ttg.memdesc_index %66[%175] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          ttng.async_tma_copy_global_to_local %89[%102, %106] %185, %183, %184 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
          %186 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
          %187 = arith.addi %arg10, %186 {async_task_id = array<i32: 0>} : i64
          scf.yield {async_task_id = array<i32: 0>} %187 : i64
        } {async_task_id = array<i32: 0>, tt.num_stages = 0 : i32}
        scf.yield {async_task_id = array<i32: 0>} %105 : i64
      } {async_task_id = array<i32: 0>, tt.num_stages = 0 : i32}
      ttg.warp_yield
    }
    partition0(%arg11: i32, %arg12: i32, %arg13: i32, %arg14: !tt.ptr<bf16>, %arg15: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg16: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg18: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg19: i32, %arg20: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg21: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg22: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg23: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg24: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg25: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg26: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg27: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg28: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg29: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>) num_warps(4) {
      %188 = arith.constant {async_task_id = array<i32: 1>} 8 : i32
      %189 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %190 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %191 = arith.constant {async_task_id = array<i32: 1>} 256 : i32
      %192 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %193 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %194 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %195 = arith.constant {async_task_id = array<i32: 1>} 127 : i32
      %196 = arith.constant {async_task_id = array<i32: 1>} 255 : i32
      %197 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %198 = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %199 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %200 = arith.addi %arg11, %195 {async_task_id = array<i32: 1>} : i32
      %201 = arith.divsi %200, %190 {async_task_id = array<i32: 1>} : i32
      %202 = arith.addi %arg12, %196 {async_task_id = array<i32: 1>} : i32
      %203 = arith.divsi %202, %191 {async_task_id = array<i32: 1>} : i32
      %204 = arith.addi %arg13, %197 {async_task_id = array<i32: 1>} : i32
      %205 = arith.divsi %204, %192 {async_task_id = array<i32: 1>} : i32
      %206 = arith.muli %201, %203 {async_task_id = array<i32: 1>} : i32
      %207 = arith.muli %203, %188 {async_task_id = array<i32: 1>} : i32
      %208 = arith.extsi %arg12 {async_task_id = array<i32: 1>} : i32 to i64
      %209 = tt.make_tensor_descriptor %arg14, [%arg11, %arg12], [%208, %189] {async_task_id = array<i32: 1>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %210 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %211 = scf.for %arg30 = %199 to %206 step %arg19 iter_args(%arg31 = %210) -> (i64)  : i32 {
        %212 = arith.divsi %arg30, %207 {async_task_id = array<i32: 1>} : i32
        %213 = arith.muli %212, %188 {async_task_id = array<i32: 1>} : i32
        %214 = arith.subi %201, %213 {async_task_id = array<i32: 1>} : i32
        %215 = arith.minsi %214, %188 {async_task_id = array<i32: 1>} : i32
        %216 = arith.remsi %arg30, %207 {async_task_id = array<i32: 1>} : i32
        %217 = arith.remsi %216, %215 {async_task_id = array<i32: 1>} : i32
        %218 = arith.addi %213, %217 {async_task_id = array<i32: 1>} : i32
        %219 = arith.muli %218, %190 {async_task_id = array<i32: 1>} : i32
        %220 = arith.divsi %216, %215 {async_task_id = array<i32: 1>} : i32
        %221 = arith.muli %220, %191 {async_task_id = array<i32: 1>} : i32
        %222:2 = scf.for %arg32 = %193 to %205 step %194 iter_args(%arg33 = %198, %arg34 = %arg31) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
          %223 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %224 = arith.extsi %223 {async_task_id = array<i32: 1>} : i32 to i64
          %225 = arith.divui %arg34, %224 {async_task_id = array<i32: 1>} : i64
          %226 = arith.muli %225, %224 {async_task_id = array<i32: 1>} : i64
          %227 = arith.subi %arg34, %226 {async_task_id = array<i32: 1>} : i64
          %228 = arith.trunci %227 {async_task_id = array<i32: 1>} : i64 to i32
          %229 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %230 = arith.andi %225, %229 {async_task_id = array<i32: 1>} : i64
          %231 = arith.trunci %230 {async_task_id = array<i32: 1>} : i64 to i1
          %232 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %233 = arith.extsi %232 {async_task_id = array<i32: 1>} : i32 to i64
          %234 = arith.divui %arg34, %233 {async_task_id = array<i32: 1>} : i64
          %235 = arith.muli %234, %233 {async_task_id = array<i32: 1>} : i64
          %236 = arith.subi %arg34, %235 {async_task_id = array<i32: 1>} : i64
          %237 = arith.trunci %236 {async_task_id = array<i32: 1>} : i64 to i32
          %238 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %239 = arith.andi %234, %238 {async_task_id = array<i32: 1>} : i64
          %240 = arith.trunci %239 {async_task_id = array<i32: 1>} : i64 to i1
          %241 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %242 = arith.extsi %241 {async_task_id = array<i32: 1>} : i32 to i64
          %243 = arith.divui %arg34, %242 {async_task_id = array<i32: 1>} : i64
          %244 = arith.muli %243, %242 {async_task_id = array<i32: 1>} : i64
          %245 = arith.subi %arg34, %244 {async_task_id = array<i32: 1>} : i64
          %246 = arith.trunci %245 {async_task_id = array<i32: 1>} : i64 to i32
          %247 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %248 = arith.andi %243, %247 {async_task_id = array<i32: 1>} : i64
          %249 = arith.trunci %248 {async_task_id = array<i32: 1>} : i64 to i1
          %250 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
          %251 = arith.extsi %250 {async_task_id = array<i32: 1>} : i32 to i64
          %252 = arith.divui %arg34, %251 {async_task_id = array<i32: 1>} : i64
          %253 = arith.muli %252, %251 {async_task_id = array<i32: 1>} : i64
          %254 = arith.subi %arg34, %253 {async_task_id = array<i32: 1>} : i64
          %255 = arith.trunci %254 {async_task_id = array<i32: 1>} : i64 to i32
          %256 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %257 = arith.andi %252, %256 {async_task_id = array<i32: 1>} : i64
          %258 = arith.trunci %257 {async_task_id = array<i32: 1>} : i64 to i1
          %259 = ttg.memdesc_index %arg15[%237] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %260 = arith.extsi %240 {async_task_id = array<i32: 1>} : i1 to i32
          ttng.wait_barrier %259, %260 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %261 = ttg.memdesc_index %arg16[%237] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %262 = ttg.local_load %261 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %263 = ttg.local_alloc %262 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %264 = ttg.memdesc_index %arg17[%255] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %265 = arith.extsi %258 {async_task_id = array<i32: 1>} : i1 to i32
          ttng.wait_barrier %264, %265 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %266 = ttg.memdesc_index %arg18[%255] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %267 = ttg.local_load %266 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %268 = ttg.local_alloc %267 {async_task_id = array<i32: 1>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %269 = ttng.warp_group_dot %261, %266, %arg33 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
          %270 = ttg.memdesc_index %arg23[%237] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          ttng.arrive_barrier %270, 128 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %271 = ttg.memdesc_index %arg27[%255] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          ttng.arrive_barrier %271, 128 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %272 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
          %273 = arith.addi %arg34, %272 {async_task_id = array<i32: 1>} : i64
          scf.yield {async_task_id = array<i32: 1>} %269, %273 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
        } {async_task_id = array<i32: 1>, tt.num_stages = 0 : i32}
        %274 = arith.truncf %222#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %275 = ttg.convert_layout %274 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        tt.descriptor_store %209[%219, %221], %275 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        scf.yield {async_task_id = array<i32: 1>} %222#1 : i64
      } {async_task_id = array<i32: 1>, tt.num_stages = 0 : i32}
      ttg.warp_return
    }
    partition1(%arg35: i32, %arg36: i32, %arg37: i32, %arg38: !tt.ptr<bf16>, %arg39: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg40: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg41: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg42: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg43: i32, %arg44: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg45: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg46: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg47: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg48: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg49: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg50: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg51: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg52: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg53: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>) num_warps(4) {
      %276 = arith.constant {async_task_id = array<i32: 2>} 8 : i32
      %277 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %278 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %279 = arith.constant {async_task_id = array<i32: 2>} 256 : i32
      %280 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %281 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %282 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %283 = arith.constant {async_task_id = array<i32: 2>} 127 : i32
      %284 = arith.constant {async_task_id = array<i32: 2>} 255 : i32
      %285 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %286 = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %287 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %288 = arith.addi %arg35, %283 {async_task_id = array<i32: 2>} : i32
      %289 = arith.divsi %288, %278 {async_task_id = array<i32: 2>} : i32
      %290 = arith.addi %arg36, %284 {async_task_id = array<i32: 2>} : i32
      %291 = arith.divsi %290, %279 {async_task_id = array<i32: 2>} : i32
      %292 = arith.addi %arg37, %285 {async_task_id = array<i32: 2>} : i32
      %293 = arith.divsi %292, %280 {async_task_id = array<i32: 2>} : i32
      %294 = arith.muli %289, %291 {async_task_id = array<i32: 2>} : i32
      %295 = arith.muli %291, %276 {async_task_id = array<i32: 2>} : i32
      %296 = arith.extsi %arg36 {async_task_id = array<i32: 2>} : i32 to i64
      %297 = tt.make_tensor_descriptor %arg38, [%arg35, %arg36], [%296, %277] {async_task_id = array<i32: 2>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %298 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %299 = scf.for %arg54 = %287 to %294 step %arg43 iter_args(%arg55 = %298) -> (i64)  : i32 {
        %300 = arith.divsi %arg54, %295 {async_task_id = array<i32: 2>} : i32
        %301 = arith.muli %300, %276 {async_task_id = array<i32: 2>} : i32
        %302 = arith.subi %289, %301 {async_task_id = array<i32: 2>} : i32
        %303 = arith.minsi %302, %276 {async_task_id = array<i32: 2>} : i32
        %304 = arith.remsi %arg54, %295 {async_task_id = array<i32: 2>} : i32
        %305 = arith.remsi %304, %303 {async_task_id = array<i32: 2>} : i32
        %306 = arith.addi %301, %305 {async_task_id = array<i32: 2>} : i32
        %307 = arith.muli %306, %278 {async_task_id = array<i32: 2>} : i32
        %308 = arith.addi %307, %280 {async_task_id = array<i32: 2>} : i32
        %309 = arith.divsi %304, %303 {async_task_id = array<i32: 2>} : i32
        %310 = arith.muli %309, %279 {async_task_id = array<i32: 2>} : i32
        %311:2 = scf.for %arg56 = %281 to %293 step %282 iter_args(%arg57 = %286, %arg58 = %arg55) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
          %312 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %313 = arith.extsi %312 {async_task_id = array<i32: 2>} : i32 to i64
          %314 = arith.divui %arg58, %313 {async_task_id = array<i32: 2>} : i64
          %315 = arith.muli %314, %313 {async_task_id = array<i32: 2>} : i64
          %316 = arith.subi %arg58, %315 {async_task_id = array<i32: 2>} : i64
          %317 = arith.trunci %316 {async_task_id = array<i32: 2>} : i64 to i32
          %318 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %319 = arith.andi %314, %318 {async_task_id = array<i32: 2>} : i64
          %320 = arith.trunci %319 {async_task_id = array<i32: 2>} : i64 to i1
          %321 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %322 = arith.extsi %321 {async_task_id = array<i32: 2>} : i32 to i64
          %323 = arith.divui %arg58, %322 {async_task_id = array<i32: 2>} : i64
          %324 = arith.muli %323, %322 {async_task_id = array<i32: 2>} : i64
          %325 = arith.subi %arg58, %324 {async_task_id = array<i32: 2>} : i64
          %326 = arith.trunci %325 {async_task_id = array<i32: 2>} : i64 to i32
          %327 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %328 = arith.andi %323, %327 {async_task_id = array<i32: 2>} : i64
          %329 = arith.trunci %328 {async_task_id = array<i32: 2>} : i64 to i1
          %330 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %331 = arith.extsi %330 {async_task_id = array<i32: 2>} : i32 to i64
          %332 = arith.divui %arg58, %331 {async_task_id = array<i32: 2>} : i64
          %333 = arith.muli %332, %331 {async_task_id = array<i32: 2>} : i64
          %334 = arith.subi %arg58, %333 {async_task_id = array<i32: 2>} : i64
          %335 = arith.trunci %334 {async_task_id = array<i32: 2>} : i64 to i32
          %336 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %337 = arith.andi %332, %336 {async_task_id = array<i32: 2>} : i64
          %338 = arith.trunci %337 {async_task_id = array<i32: 2>} : i64 to i1
          %339 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
          %340 = arith.extsi %339 {async_task_id = array<i32: 2>} : i32 to i64
          %341 = arith.divui %arg58, %340 {async_task_id = array<i32: 2>} : i64
          %342 = arith.muli %341, %340 {async_task_id = array<i32: 2>} : i64
          %343 = arith.subi %arg58, %342 {async_task_id = array<i32: 2>} : i64
          %344 = arith.trunci %343 {async_task_id = array<i32: 2>} : i64 to i32
          %345 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %346 = arith.andi %341, %345 {async_task_id = array<i32: 2>} : i64
          %347 = arith.trunci %346 {async_task_id = array<i32: 2>} : i64 to i1
          %348 = ttg.memdesc_index %arg44[%344] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %349 = arith.extsi %347 {async_task_id = array<i32: 2>} : i1 to i32
          ttng.wait_barrier %348, %349 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %350 = ttg.memdesc_index %arg45[%344] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %351 = ttg.local_load %350 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %352 = ttg.local_alloc %351 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %353 = ttg.memdesc_index %arg41[%326] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %354 = arith.extsi %329 {async_task_id = array<i32: 2>} : i1 to i32
          ttng.wait_barrier %353, %354 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %355 = ttg.memdesc_index %arg42[%326] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %356 = ttg.local_load %355 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
          %357 = ttg.local_alloc %356 {async_task_id = array<i32: 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
          %358 = ttng.warp_group_dot %350, %355, %arg57 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
          %359 = ttg.memdesc_index %arg53[%326] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          ttng.arrive_barrier %359, 128 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %360 = ttg.memdesc_index %arg49[%344] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          ttng.arrive_barrier %360, 128 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
          %361 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
          %362 = arith.addi %arg58, %361 {async_task_id = array<i32: 2>} : i64
          scf.yield {async_task_id = array<i32: 2>} %358, %362 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
        } {async_task_id = array<i32: 2>, tt.num_stages = 0 : i32}
        %363 = arith.truncf %311#0 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        %364 = ttg.convert_layout %363 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        tt.descriptor_store %297[%308, %310], %364 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        scf.yield {async_task_id = array<i32: 2>} %311#1 : i64
      } {async_task_id = array<i32: 2>, tt.num_stages = 0 : i32}
      ttg.warp_return
    } : (i32, i32, i32, !tt.ptr<bf16>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>) -> ()
    %365 = arith.constant 0 : i32
    %366 = ttg.memdesc_index %14[%365] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %366 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %367 = arith.constant 1 : i32
    %368 = ttg.memdesc_index %14[%367] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %368 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %369 = arith.constant 2 : i32
    %370 = ttg.memdesc_index %14[%369] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %370 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %371 = arith.constant 0 : i32
    %372 = ttg.memdesc_index %0[%371] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %372 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %373 = arith.constant 1 : i32
    %374 = ttg.memdesc_index %0[%373] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %374 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %375 = arith.constant 2 : i32
    %376 = ttg.memdesc_index %0[%375] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %376 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %377 = arith.constant 0 : i32
    %378 = ttg.memdesc_index %7[%377] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %378 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %379 = arith.constant 1 : i32
    %380 = ttg.memdesc_index %7[%379] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %380 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %381 = arith.constant 2 : i32
    %382 = ttg.memdesc_index %7[%381] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %382 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %383 = arith.constant 0 : i32
    %384 = ttg.memdesc_index %21[%383] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %384 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %385 = arith.constant 1 : i32
    %386 = ttg.memdesc_index %21[%385] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %386 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %387 = arith.constant 2 : i32
    %388 = ttg.memdesc_index %21[%387] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %388 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %389 = arith.constant 0 : i32
    %390 = ttg.memdesc_index %22[%389] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %390 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %391 = arith.constant 1 : i32
    %392 = ttg.memdesc_index %22[%391] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %392 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %393 = arith.constant 2 : i32
    %394 = ttg.memdesc_index %22[%393] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %394 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %395 = arith.constant 0 : i32
    %396 = ttg.memdesc_index %32[%395] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %396 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %397 = arith.constant 1 : i32
    %398 = ttg.memdesc_index %32[%397] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %398 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %399 = arith.constant 2 : i32
    %400 = ttg.memdesc_index %32[%399] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %400 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %401 = arith.constant 0 : i32
    %402 = ttg.memdesc_index %33[%401] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %402 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %403 = arith.constant 1 : i32
    %404 = ttg.memdesc_index %33[%403] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %404 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %405 = arith.constant 2 : i32
    %406 = ttg.memdesc_index %33[%405] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %406 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %407 = arith.constant 0 : i32
    %408 = ttg.memdesc_index %43[%407] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %408 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %409 = arith.constant 1 : i32
    %410 = ttg.memdesc_index %43[%409] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %410 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %411 = arith.constant 2 : i32
    %412 = ttg.memdesc_index %43[%411] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %412 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %413 = arith.constant 0 : i32
    %414 = ttg.memdesc_index %44[%413] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %414 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %415 = arith.constant 1 : i32
    %416 = ttg.memdesc_index %44[%415] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %416 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %417 = arith.constant 2 : i32
    %418 = ttg.memdesc_index %44[%417] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %418 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %419 = arith.constant 0 : i32
    %420 = ttg.memdesc_index %54[%419] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %420 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %421 = arith.constant 1 : i32
    %422 = ttg.memdesc_index %54[%421] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %422 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %423 = arith.constant 2 : i32
    %424 = ttg.memdesc_index %54[%423] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %424 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %425 = arith.constant 0 : i32
    %426 = ttg.memdesc_index %55[%425] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %426 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %427 = arith.constant 1 : i32
    %428 = ttg.memdesc_index %55[%427] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %428 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %429 = arith.constant 2 : i32
    %430 = ttg.memdesc_index %55[%429] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %430 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    tt.return
  }
}
