
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.shared = 65544 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 1 : i32} {
  // CHECK-LABEL: @tcgen5_mma_lhs_in_tmem
  tt.func public @tcgen5_mma_lhs_in_tmem(%arg0: !tt.tensordesc<tensor<32x32xf32, #shared>>) {
    // CHECK-DAG: %[[SM_BUFS:.*]] = tti.experimental_buffer_pointers [32768], shared_mem : tensor<1xi64
    // CHECK-DAG: %[[SM_WRITE_VISIBILITY_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 8 : i32} : !tt.ptr<i64>
    // CHECK-DAG: %[[SM_READ_VISIBILITY_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 512 : i32} : !tt.ptr<i64>
    // CHECK-DAG: %[[TM_BUFS:.*]] = tti.experimental_buffer_pointers [0, 128], tensor_mem : tensor<2xi64
    // CHECK-DAG: %[[TM_WRITE_VISIBILITY_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 16 : i32} : !tt.ptr<i64>
    // CHECK-DAG: %[[TM_READ_VISIBILITY_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 1024 : i32} : !tt.ptr<i64>
    // CHECK-DAG: %[[BARRIERS:.*]] = tti.experimental_buffer_pointers [65536], shared_mem : tensor<1xi64

    // CHECK-DAG: %[[SM_WRITE_TRACKING_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 1 : i32, nbytes = 1 : i32} : !tt.ptr<i8>
    // CHECK-DAG: %[[SM_READ_TRACKING_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 8 : i32} : !tt.ptr<i64>
    // CHECK-DAG: %[[TM_WRITE_TRACKING_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 1 : i32, nbytes = 2 : i32} : !tt.ptr<i8>
    // CHECK-DAG: %[[TM_READ_TRACKING_GLOB:.*]] = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 16 : i32} : !tt.ptr<i64>

    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[A_I64:.*]] = tti.experimental_memdesc_to_i64 %[[A:.*]] :
    // CHECK: tt.call @__triton_consan_verify_write_visibility{{.*}}%[[A_I64]], %true, %[[TC_BIT]], %[[TM_BUFS]], %[[TM_WRITE_VISIBILITY_GLOB]]
    // CHECK: %[[TC_MASK:.*]] = arith.constant 4294967296 : i64
    // CHECK: %[[A_I64:.*]] = tti.experimental_memdesc_to_i64 %[[A]] :
    // CHECK: tt.call @__triton_consan_set_read_visibility{{.*}}%[[A_I64]], %true, %[[TC_MASK]], %[[TM_BUFS]], %[[TM_READ_VISIBILITY_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[B_I64:.*]] = tti.experimental_memdesc_to_i64 %[[B:.*]] :
    // CHECK: tt.call @__triton_consan_verify_write_visibility{{.*}}%[[B_I64]], %true, %[[TC_BIT]], %[[SM_BUFS]], %[[SM_WRITE_VISIBILITY_GLOB]]
    // CHECK: %[[TC_MASK:.*]] = arith.constant 4294967296 : i64
    // CHECK: %[[B_I64:.*]] = tti.experimental_memdesc_to_i64 %[[B]] :
    // CHECK: tt.call @__triton_consan_set_read_visibility{{.*}}%[[B_I64]], %true, %[[TC_MASK]], %[[SM_BUFS]], %[[SM_READ_VISIBILITY_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[ACC_I64:.*]] = tti.experimental_memdesc_to_i64 %[[ACC:.*]] :
    // CHECK: tt.call @__triton_consan_verify_write_visibility{{.*}}%[[ACC_I64]], %true, %[[TC_BIT]], %[[TM_BUFS]], %[[TM_WRITE_VISIBILITY_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[ACC_I64:.*]] = tti.experimental_memdesc_to_i64 %[[ACC]] :
    // CHECK: tt.call @__triton_consan_verify_read_visibility{{.*}}%[[ACC_I64]], %true, %[[TC_BIT]], %[[TM_BUFS]], %[[TM_READ_VISIBILITY_GLOB]]
    // CHECK: %[[TC_MASK:.*]] = arith.constant 4294967296 : i64
    // CHECK: %[[ACC_I64:.*]] = tti.experimental_memdesc_to_i64 %[[ACC]] :
    // CHECK: tt.call @__triton_consan_set_write_visibility{{.*}}%[[ACC_I64]], %true, %[[TC_MASK]], %[[TM_BUFS]], %[[TM_WRITE_VISIBILITY_GLOB]]
    // CHECK: %[[ACC_I64:.*]] = tti.experimental_memdesc_to_i64 %[[ACC]] :
    // CHECK: tt.call @__triton_consan_clear_write_tracking{{.*}}%[[ACC_I64]], %true, %[[TM_BUFS]], %[[TM_WRITE_TRACKING_GLOB]]
    // CHECK: %[[ACC_I64:.*]] = tti.experimental_memdesc_to_i64 %[[ACC]] :
    // CHECK: tt.call @__triton_consan_clear_read_visibility{{.*}}%[[ACC_I64]], %true, %[[TM_BUFS]], %[[TM_READ_VISIBILITY_GLOB]]
    // CHECK: %[[ACC_I64:.*]] = tti.experimental_memdesc_to_i64 %[[ACC]] :
    // CHECK: tt.call @__triton_consan_clear_read_tracking{{.*}}%[[ACC_I64]], %true, %[[TM_BUFS]], %[[TM_READ_TRACKING_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[BAR_I64:.*]] = tti.experimental_memdesc_to_i64 %[[BAR:.*]] :
    // CHECK: tt.call @__triton_consan_track_visible_writes{{.*}}%[[BAR_I64]], {{.*}}, %[[TC_BIT]], %[[BARRIERS]], %[[SM_WRITE_VISIBILITY_GLOB]], %[[SM_WRITE_TRACKING_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[BAR_I64:.*]] = tti.experimental_memdesc_to_i64 %[[BAR]] :
    // CHECK: tt.call @__triton_consan_track_visible_reads{{.*}}%[[BAR_I64]], {{.*}}, %[[TC_BIT]], %[[BARRIERS]], %[[SM_READ_VISIBILITY_GLOB]], %[[SM_READ_TRACKING_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[BAR_I64:.*]] = tti.experimental_memdesc_to_i64 %[[BAR]] :
    // CHECK: tt.call @__triton_consan_track_visible_writes{{.*}}%[[BAR_I64]], {{.*}}, %[[TC_BIT]], %[[BARRIERS]], %[[TM_WRITE_VISIBILITY_GLOB]], %[[TM_WRITE_TRACKING_GLOB]]
    // CHECK: %[[TC_BIT:.*]] = arith.constant 32 : i32
    // CHECK: %[[BAR_I64:.*]] = tti.experimental_memdesc_to_i64 %[[BAR]] :
    // CHECK: tt.call @__triton_consan_track_visible_reads{{.*}}%[[BAR_I64]], {{.*}}, %[[TC_BIT]], %[[BARRIERS]], %[[TM_READ_VISIBILITY_GLOB]], %[[TM_READ_TRACKING_GLOB]]
    // CHECK: tt.call @__triton_consan_verify_barrier_arrive
    // CHECK: tt.call @__triton_consan_update_barrier_state
    // CHECK: tti.experimental_lock_release
    // CHECK: ttng.tc_gen5_mma %[[A]], %[[B]], %[[ACC]][], {{.*}}, {{.*}}, %[[BAR]]
    %c0_i32 = arith.constant 0 : i32
    %0 = ttng.tmem_alloc  {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x128xf16, #tmem1, #ttng.tensor_memory, mutable>
    %1 = ttg.local_alloc {allocation.offset = 32768 : i32} : () -> !ttg.memdesc<128x128xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc {allocation.offset = 65536 : i32} : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %result = ttng.tmem_alloc  {tensor_memory_col_offset = 128 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>
    %true = arith.constant true
    ttng.tc_gen5_mma %0, %1, %result[], %true, %true, %bar[%true] {is_async} : !ttg.memdesc<128x128xf16, #tmem1, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}
