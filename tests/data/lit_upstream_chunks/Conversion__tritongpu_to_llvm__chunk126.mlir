
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: load_br
  tt.func @load_br(%arg0: tensor<16x4x!tt.ptr<i8>, #blocked>) {
    // CHECK: llvm.br
    cf.br ^bb1(%arg0 : tensor<16x4x!tt.ptr<i8>, #blocked>)
    ^bb1(%arg1: tensor<16x4x!tt.ptr<i8>, #blocked>):
    // CHECK: ld.global.b8
      %0 = tt.load %arg1 : tensor<16x4x!tt.ptr<i8>, #blocked>
      tt.return
  }
}
