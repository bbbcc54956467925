#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#loc = loc("/k/kernel.py":10:0)
#loc3 = loc("/k/kernel.py":12:4)
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @k(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %n: i32 loc("n"(#loc))) attributes {noinline = false} {
    %bar = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared, #smem, mutable> loc(#loc3)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %acc:2 = scf.for %i = %c0_i32 to %n step %n iter_args(%a = %c0_i32, %b = %n) -> (i32, i32)  : i32 {
      %s = arith.addi %a, %b : i32 loc(#loc3)
      scf.yield %s, %a : i32, i32 loc(#loc3)
    } loc(#loc3)
    ttg.warp_specialize(%acc#0, %n) attributes {requestedRegisters = array<i32: 232>}
    default {
      ttg.warp_yield loc(#loc)
    }
    partition0(%v: i32 loc("n"(#loc)), %w: i32 loc("n"(#loc))) num_warps(4) {
      %c1 = arith.addi %v, %w : i32 loc(#loc3)
      ttg.warp_return loc(#loc)
    } : (i32, i32) -> () loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
