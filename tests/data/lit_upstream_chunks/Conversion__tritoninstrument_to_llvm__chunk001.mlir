
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
// CHECK-LABEL: @experimental_buffer_pointers_shared
// CHECK: llvm.ptrtoint %arg0
tt.func private @experimental_buffer_pointers_shared() {
  tti.experimental_buffer_pointers [0, 42], shared_mem : tensor<2xi64, #blocked>
  tt.return
}
}
