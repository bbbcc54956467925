module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32>, %arg1: i32) attributes {noinline = false} {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32 = arith.constant 0 : i32
    %1:2 = scf.for %arg2 = %c0_i32 to %arg1 step %arg1 iter_args(%arg3 = %c0_i32, %arg4 = %arg1) -> (i32, i32)  : i32 {
      %2 = arith.addi %arg3, %arg4 : i32
      scf.yield %2, %arg3 : i32, i32
    }
    ttg.warp_specialize(%1#0, %arg1) attributes {requestedRegisters = array<i32: 232>}
    default {
      ttg.warp_yield
    }
    partition0(%arg2: i32, %arg3: i32) num_warps(4) {
      %2 = arith.addi %arg2, %arg3 : i32
      ttg.warp_return
    } : (i32, i32) -> ()
    tt.return
  }
}
