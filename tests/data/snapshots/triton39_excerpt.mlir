// -----// IR Dump Before TritonGPUCombineTensorSelectAndIf: tritongpu-combine-tensor-select-and-if ('builtin.module' operation) //----- //
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("/tmp/exp/mm.py":3:1)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#loc33 = loc("a_ptr"(#loc))
#loc34 = loc("b_ptr"(#loc))
#loc35 = loc("c_ptr"(#loc))
#loc36 = loc("M"(#loc))
#loc37 = loc("N"(#loc))
#loc38 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%a_ptr: !tt.ptr<bf16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<bf16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<bf16> loc("c_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32 loc(#loc1)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c128_i32 = arith.constant 128 : i32 loc(#loc1)
    %c64_i32 = arith.constant 64 : i32 loc(#loc1)
    %c256_i32 = arith.constant 256 : i32 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    %c1_i32 = arith.constant 1 : i32 loc(#loc2)
    %num_pid_m = arith.constant 127 : i32 loc(#loc64)
    %num_pid_n = arith.constant 255 : i32 loc(#loc65)
    %c63_i32 = arith.constant 63 : i32 loc(#loc41)
    %acc = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma> loc(#loc66)
    %pid = tt.get_program_id x : i32 loc(#loc43)
    %num_pid_m_0 = arith.addi %M, %num_pid_m : i32 loc(#loc64)
    %num_pid_m_1 = arith.divsi %num_pid_m_0, %c128_i32 : i32 loc(#loc67)
    %num_pid_n_2 = arith.addi %N, %num_pid_n : i32 loc(#loc65)
    %num_pid_n_3 = arith.divsi %num_pid_n_2, %c256_i32 : i32 loc(#loc68)
    %group = arith.muli %num_pid_n_3, %c8_i32 : i32 loc(#loc44)
    %gid = arith.divsi %pid, %group : i32 loc(#loc45)
    %first_m = arith.muli %gid, %c8_i32 : i32 loc(#loc46)
    %gsize = arith.subi %num_pid_m_1, %first_m : i32 loc(#loc47)
    %gsize_4 = arith.minsi %gsize, %c8_i32 : i32 loc(#loc48)
    %pid_m = arith.remsi %pid, %group : i32 loc(#loc49)
    %pid_m_5 = arith.remsi %pid_m, %gsize_4 : i32 loc(#loc50)
    %pid_m_6 = arith.addi %first_m, %pid_m_5 : i32 loc(#loc51)
    %pid_n = arith.divsi %pid_m, %gsize_4 : i32 loc(#loc52)
    %a_desc = arith.extsi %K : i32 to i64 loc(#loc53)
    %a_desc_7 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_desc, %c1_i64] : <bf16>, <128x64xbf16, #shared> loc(#loc53)
    %b_desc = arith.extsi %N : i32 to i64 loc(#loc54)
    %b_desc_8 = tt.make_tensor_descriptor %b_ptr, [%K, %N], [%b_desc, %c1_i64] : <bf16>, <64x256xbf16, #shared> loc(#loc54)
    %c_desc = tt.make_tensor_descriptor %c_ptr, [%M, %N], [%b_desc, %c1_i64] : <bf16>, <128x256xbf16, #shared> loc(#loc55)
    %0 = arith.addi %K, %c63_i32 : i32 loc(#loc41)
    %1 = arith.divsi %0, %c64_i32 : i32 loc(#loc56)
    %a = arith.muli %pid_m_6, %c128_i32 : i32 loc(#loc57)
    %b = arith.muli %pid_n, %c256_i32 : i32 loc(#loc58)
    %acc_9 = scf.for %k = %c0_i32 to %1 step %c1_i32 iter_args(%acc_10 = %acc) -> (tensor<128x256xf32, #mma>)  : i32 {
      %a_11 = arith.muli %k, %c64_i32 : i32 loc(#loc60)
      %a_12 = tt.descriptor_load %a_desc_7[%a, %a_11] : !tt.tensordesc<128x64xbf16, #shared> -> tensor<128x64xbf16, #blocked> loc(#loc61)
      %a_13 = ttg.local_alloc %a_12 : (tensor<128x64xbf16, #blocked>) -> !ttg.memdesc<128x64xbf16, #shared, #smem> loc(#loc61)
      %b_14 = tt.descriptor_load %b_desc_8[%a_11, %b] : !tt.tensordesc<64x256xbf16, #shared> -> tensor<64x256xbf16, #blocked1> loc(#loc62)
      %b_15 = ttg.local_alloc %b_14 : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared, #smem> loc(#loc62)
      %acc_16 = ttng.warp_group_dot %a_13, %b_15, %acc_10 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x256xbf16, #shared, #smem> -> tensor<128x256xf32, #mma> loc(#loc63)
      scf.yield %acc_16 : tensor<128x256xf32, #mma> loc(#loc2)
    } {tt.warp_specialize} loc(#loc59)
    %2 = arith.muli %pid_m_6, %c128_i32 : i32 loc(#loc29)
    %3 = arith.muli %pid_n, %c256_i32 : i32 loc(#loc30)
    %4 = arith.truncf %acc_9 : tensor<128x256xf32, #mma> to tensor<128x256xbf16, #mma> loc(#loc31)
    %5 = ttg.convert_layout %4 : tensor<128x256xbf16, #mma> -> tensor<128x256xbf16, #blocked1> loc(#loc32)
    tt.descriptor_store %c_desc[%2, %3], %5 : !tt.tensordesc<128x256xbf16, #shared>, tensor<128x256xbf16, #blocked1> loc(#loc32)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("/tmp/exp/mm.py":19:5)
#loc3 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":43:13)
#loc4 = loc("/tmp/exp/mm.py":7:17)
#loc5 = loc("/tmp/exp/mm.py":8:17)
#loc6 = loc("/tmp/exp/mm.py":19:26)
#loc7 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":155:12)
#loc8 = loc("/tmp/exp/mm.py":18:11)
#loc9 = loc("/tmp/exp/mm.py":6:11)
#loc10 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":43:12)
#loc11 = loc("/tmp/exp/mm.py":9:13)
#loc12 = loc("/tmp/exp/mm.py":10:11)
#loc13 = loc("/tmp/exp/mm.py":11:15)
#loc14 = loc("/tmp/exp/mm.py":12:17)
#loc15 = loc("/tmp/exp/mm.py":12:13)
#loc16 = loc("/tmp/exp/mm.py":13:24)
#loc17 = loc("/tmp/exp/mm.py":13:23)
#loc18 = loc("/tmp/exp/mm.py":13:13)
#loc19 = loc("/tmp/exp/mm.py":14:13)
#loc20 = loc("/tmp/exp/mm.py":15:14)
#loc21 = loc("/tmp/exp/mm.py":16:14)
#loc22 = loc("/tmp/exp/mm.py":17:14)
#loc23 = loc("/tmp/exp/mm.py":20:26)
#loc24 = loc("/tmp/exp/mm.py":21:39)
#loc25 = loc("/tmp/exp/mm.py":20:43)
#loc26 = loc("/tmp/exp/mm.py":20:13)
#loc27 = loc("/tmp/exp/mm.py":21:13)
#loc28 = loc("/tmp/exp/mm.py":22:15)
#loc29 = loc("/tmp/exp/mm.py":23:19)
#loc30 = loc("/tmp/exp/mm.py":23:36)
#loc31 = loc("/tmp/exp/mm.py":23:54)
#loc32 = loc("/tmp/exp/mm.py":23:5)
#loc39 = loc("num_pid_m"(#loc4))
#loc40 = loc("num_pid_n"(#loc5))
#loc41 = loc(callsite(#loc3 at #loc6))
#loc42 = loc("acc"(#loc8))
#loc43 = loc("pid"(#loc9))
#loc44 = loc("group"(#loc11))
#loc45 = loc("gid"(#loc12))
#loc46 = loc("first_m"(#loc13))
#loc47 = loc("gsize"(#loc14))
#loc48 = loc("gsize"(#loc15))
#loc49 = loc("pid_m"(#loc16))
#loc50 = loc("pid_m"(#loc17))
#loc51 = loc("pid_m"(#loc18))
#loc52 = loc("pid_n"(#loc19))
#loc53 = loc("a_desc"(#loc20))
#loc54 = loc("b_desc"(#loc21))
#loc55 = loc("c_desc"(#loc22))
#loc56 = loc(callsite(#loc10 at #loc6))
#loc57 = loc("a"(#loc23))
#loc58 = loc("b"(#loc24))
#loc59 = loc("acc"(#loc2))
#loc60 = loc("a"(#loc25))
#loc61 = loc("a"(#loc26))
#loc62 = loc("b"(#loc27))
#loc63 = loc("acc"(#loc28))
#loc64 = loc(callsite(#loc3 at #loc39))
#loc65 = loc(callsite(#loc3 at #loc40))
#loc66 = loc(callsite(#loc7 at #loc42))
#loc67 = loc(callsite(#loc10 at #loc39))
#loc68 = loc(callsite(#loc10 at #loc40))


// -----// IR Dump Before NVGPUWarpSpecialization: nvgpu-warp-specialization{dump-intermediate-steps=true num-stages=3} ('builtin.module' operation) //----- //
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("/tmp/exp/mm.py":3:1)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#loc33 = loc("a_ptr"(#loc))
#loc34 = loc("b_ptr"(#loc))
#loc35 = loc("c_ptr"(#loc))
#loc36 = loc("M"(#loc))
#loc37 = loc("N"(#loc))
#loc38 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%a_ptr: !tt.ptr<bf16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<bf16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<bf16> loc("c_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32 loc(#loc1)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c128_i32 = arith.constant 128 : i32 loc(#loc1)
    %c64_i32 = arith.constant 64 : i32 loc(#loc1)
    %c256_i32 = arith.constant 256 : i32 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    %c1_i32 = arith.constant 1 : i32 loc(#loc2)
    %num_pid_m = arith.constant 127 : i32 loc(#loc64)
    %num_pid_n = arith.constant 255 : i32 loc(#loc65)
    %c63_i32 = arith.constant 63 : i32 loc(#loc41)
    %acc = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma> loc(#loc66)
    %pid = tt.get_program_id x : i32 loc(#loc43)
    %num_pid_m_0 = arith.addi %M, %num_pid_m : i32 loc(#loc64)
    %num_pid_m_1 = arith.divsi %num_pid_m_0, %c128_i32 : i32 loc(#loc67)
    %num_pid_n_2 = arith.addi %N, %num_pid_n : i32 loc(#loc65)
    %num_pid_n_3 = arith.divsi %num_pid_n_2, %c256_i32 : i32 loc(#loc68)
    %group = arith.muli %num_pid_n_3, %c8_i32 : i32 loc(#loc44)
    %gid = arith.divsi %pid, %group : i32 loc(#loc45)
    %first_m = arith.muli %gid, %c8_i32 : i32 loc(#loc46)
    %gsize = arith.subi %num_pid_m_1, %first_m : i32 loc(#loc47)
    %gsize_4 = arith.minsi %gsize, %c8_i32 : i32 loc(#loc48)
    %pid_m = arith.remsi %pid, %group : i32 loc(#loc49)
    %pid_m_5 = arith.remsi %pid_m, %gsize_4 : i32 loc(#loc50)
    %pid_m_6 = arith.addi %first_m, %pid_m_5 : i32 loc(#loc51)
    %pid_n = arith.divsi %pid_m, %gsize_4 : i32 loc(#loc52)
    %a_desc = arith.extsi %K : i32 to i64 loc(#loc53)
    %a_desc_7 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_desc, %c1_i64] : <bf16>, <128x64xbf16, #shared> loc(#loc53)
    %b_desc = arith.extsi %N : i32 to i64 loc(#loc54)
    %b_desc_8 = tt.make_tensor_descriptor %b_ptr, [%K, %N], [%b_desc, %c1_i64] : <bf16>, <64x256xbf16, #shared> loc(#loc54)
    %c_desc = tt.make_tensor_descriptor %c_ptr, [%M, %N], [%b_desc, %c1_i64] : <bf16>, <128x256xbf16, #shared> loc(#loc55)
    %0 = arith.addi %K, %c63_i32 : i32 loc(#loc41)
    %1 = arith.divsi %0, %c64_i32 : i32 loc(#loc56)
    %a = arith.muli %pid_m_6, %c128_i32 : i32 loc(#loc57)
    %b = arith.muli %pid_n, %c256_i32 : i32 loc(#loc58)
    %acc_9 = scf.for %k = %c0_i32 to %1 step %c1_i32 iter_args(%acc_10 = %acc) -> (tensor<128x256xf32, #mma>)  : i32 {
      %a_11 = arith.muli %k, %c64_i32 : i32 loc(#loc60)
      %a_12 = tt.descriptor_load %a_desc_7[%a, %a_11] : !tt.tensordesc<128x64xbf16, #shared> -> tensor<128x64xbf16, #blocked> loc(#loc61)
      %a_13 = ttg.local_alloc %a_12 : (tensor<128x64xbf16, #blocked>) -> !ttg.memdesc<128x64xbf16, #shared, #smem> loc(#loc61)
      %b_14 = tt.descriptor_load %b_desc_8[%a_11, %b] : !tt.tensordesc<64x256xbf16, #shared> -> tensor<64x256xbf16, #blocked1> loc(#loc62)
      %b_15 = ttg.local_alloc %b_14 : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared, #smem> loc(#loc62)
      %acc_16 = ttng.warp_group_dot %a_13, %b_15, %acc_10 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x256xbf16, #shared, #smem> -> tensor<128x256xf32, #mma> loc(#loc63)
      scf.yield %acc_16 : tensor<128x256xf32, #mma> loc(#loc2)
    } {tt.warp_specialize} loc(#loc59)
    %2 = arith.muli %pid_m_6, %c128_i32 : i32 loc(#loc29)
    %3 = arith.muli %pid_n, %c256_i32 : i32 loc(#loc30)
    %4 = arith.truncf %acc_9 : tensor<128x256xf32, #mma> to tensor<128x256xbf16, #mma> loc(#loc31)
    %5 = ttg.convert_layout %4 : tensor<128x256xbf16, #mma> -> tensor<128x256xbf16, #blocked1> loc(#loc32)
    tt.descriptor_store %c_desc[%2, %3], %5 : !tt.tensordesc<128x256xbf16, #shared>, tensor<128x256xbf16, #blocked1> loc(#loc32)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("/tmp/exp/mm.py":19:5)
#loc3 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":43:13)
#loc4 = loc("/tmp/exp/mm.py":7:17)
#loc5 = loc("/tmp/exp/mm.py":8:17)
#loc6 = loc("/tmp/exp/mm.py":19:26)
#loc7 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":155:12)
#loc8 = loc("/tmp/exp/mm.py":18:11)
#loc9 = loc("/tmp/exp/mm.py":6:11)
#loc10 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":43:12)
#loc11 = loc("/tmp/exp/mm.py":9:13)
#loc12 = loc("/tmp/exp/mm.py":10:11)
#loc13 = loc("/tmp/exp/mm.py":11:15)
#loc14 = loc("/tmp/exp/mm.py":12:17)
#loc15 = loc("/tmp/exp/mm.py":12:13)
#loc16 = loc("/tmp/exp/mm.py":13:24)
#loc17 = loc("/tmp/exp/mm.py":13:23)
#loc18 = loc("/tmp/exp/mm.py":13:13)
#loc19 = loc("/tmp/exp/mm.py":14:13)
#loc20 = loc("/tmp/exp/mm.py":15:14)
#loc21 = loc("/tmp/exp/mm.py":16:14)
#loc22 = loc("/tmp/exp/mm.py":17:14)
#loc23 = loc("/tmp/exp/mm.py":20:26)
#loc24 = loc("/tmp/exp/mm.py":21:39)
#loc25 = loc("/tmp/exp/mm.py":20:43)
#loc26 = loc("/tmp/exp/mm.py":20:13)
#loc27 = loc("/tmp/exp/mm.py":21:13)
#loc28 = loc("/tmp/exp/mm.py":22:15)
#loc29 = loc("/tmp/exp/mm.py":23:19)
#loc30 = loc("/tmp/exp/mm.py":23:36)
#loc31 = loc("/tmp/exp/mm.py":23:54)
#loc32 = loc("/tmp/exp/mm.py":23:5)
#loc39 = loc("num_pid_m"(#loc4))
#loc40 = loc("num_pid_n"(#loc5))
#loc41 = loc(callsite(#loc3 at #loc6))
#loc42 = loc("acc"(#loc8))
#loc43 = loc("pid"(#loc9))
#loc44 = loc("group"(#loc11))
#loc45 = loc("gid"(#loc12))
#loc46 = loc("first_m"(#loc13))
#loc47 = loc("gsize"(#loc14))
#loc48 = loc("gsize"(#loc15))
#loc49 = loc("pid_m"(#loc16))
#loc50 = loc("pid_m"(#loc17))
#loc51 = loc("pid_m"(#loc18))
#loc52 = loc("pid_n"(#loc19))
#loc53 = loc("a_desc"(#loc20))
#loc54 = loc("b_desc"(#loc21))
#loc55 = loc("c_desc"(#loc22))
#loc56 = loc(callsite(#loc10 at #loc6))
#loc57 = loc("a"(#loc23))
#loc58 = loc("b"(#loc24))
#loc59 = loc("acc"(#loc2))
#loc60 = loc("a"(#loc25))
#loc61 = loc("a"(#loc26))
#loc62 = loc("b"(#loc27))
#loc63 = loc("acc"(#loc28))
#loc64 = loc(callsite(#loc3 at #loc39))
#loc65 = loc(callsite(#loc3 at #loc40))
#loc66 = loc(callsite(#loc7 at #loc42))
#loc67 = loc(callsite(#loc10 at #loc39))
#loc68 = loc(callsite(#loc10 at #loc40))


// -----// WarpSpec internal IR Dump After: doTaskPartition
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c127_i32 = arith.constant 127 : i32
    %c255_i32 = arith.constant 255 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %arg3, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %arg4, %c255_i32 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %5 = arith.muli %4, %c8_i32 : i32
    %6 = arith.divsi %0, %5 : i32
    %7 = arith.muli %6, %c8_i32 : i32
    %8 = arith.subi %2, %7 : i32
    %9 = arith.minsi %8, %c8_i32 : i32
    %10 = arith.remsi %0, %5 : i32
    %11 = arith.remsi %10, %9 : i32
    %12 = arith.addi %7, %11 : i32
    %13 = arith.divsi %10, %9 : i32
    %14 = arith.extsi %arg5 : i32 to i64
    %15 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%14, %c1_i64] : <bf16>, <128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %16 = arith.extsi %arg4 : i32 to i64
    %17 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%16, %c1_i64] : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %18 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%16, %c1_i64] : <bf16>, <128x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %19 = arith.addi %arg5, %c63_i32 : i32
    %20 = arith.divsi %19, %c64_i32 : i32
    %21 = arith.muli %12, %c128_i32 : i32
    %22 = arith.muli %13, %c256_i32 : i32
    %23 = scf.for %arg6 = %c0_i32 to %20 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>)  : i32 {
      %28 = arith.muli %arg6, %c64_i32 : i32
      %29 = tt.descriptor_load %15[%21, %28] {async_task_id = array<i32: 0>} : !tt.tensordesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %30 = ttg.local_alloc %29 : (tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %31 = tt.descriptor_load %17[%28, %22] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %32 = ttg.local_alloc %31 : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %33 = ttng.warp_group_dot %30, %32, %arg7 {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      scf.yield %33 : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    } {tt.warp_specialize}
    %24 = arith.muli %12, %c128_i32 : i32
    %25 = arith.muli %13, %c256_i32 : i32
    %26 = arith.truncf %23 : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<128x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %27 = ttg.convert_layout %26 : tensor<128x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<128x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.descriptor_store %18[%24, %25], %27 {async_task_id = array<i32: 1, 2>} : !tt.tensordesc<128x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<128x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}


// -----// WarpSpec internal IR Dump After: doTaskIdPropagate
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 8 : i32
    %c1_i64 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i64
    %c128_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 128 : i32
    %c64_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
    %c256_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 256 : i32
    %c0_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
    %c1_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i32
    %c127_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 127 : i32
    %c255_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 255 : i32
    %c63_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 63 : i32
    %cst = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %0 = tt.get_program_id x {async_task_id = array<i32: 0, 1, 2>} : i32
    %1 = arith.addi %arg3, %c127_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %2 = arith.divsi %1, %c128_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %3 = arith.addi %arg4, %c255_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %4 = arith.divsi %3, %c256_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %5 = arith.muli %4, %c8_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %6 = arith.divsi %0, %5 {async_task_id = array<i32: 0, 1, 2>} : i32
    %7 = arith.muli %6, %c8_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %8 = arith.subi %2, %7 {async_task_id = array<i32: 0, 1, 2>} : i32
    %9 = arith.minsi %8, %c8_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %10 = arith.remsi %0, %5 {async_task_id = array<i32: 0, 1, 2>} : i32
    %11 = arith.remsi %10, %9 {async_task_id = array<i32: 0, 1, 2>} : i32
    %12 = arith.addi %7, %11 {async_task_id = array<i32: 0, 1, 2>} : i32
    %13 = arith.divsi %10, %9 {async_task_id = array<i32: 0, 1, 2>} : i32
    %14 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
    %15 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%14, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %16 = arith.extsi %arg4 {async_task_id = array<i32: 0, 1, 2>} : i32 to i64
    %17 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%16, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %18 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%16, %c1_i64] {async_task_id = array<i32: 1, 2>} : <bf16>, <128x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %19 = arith.addi %arg5, %c63_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %20 = arith.divsi %19, %c64_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %21 = arith.muli %12, %c128_i32 {async_task_id = array<i32: 0>} : i32
    %22 = arith.muli %13, %c256_i32 {async_task_id = array<i32: 0>} : i32
    %23 = scf.for %arg6 = %c0_i32 to %20 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>)  : i32 {
      %28 = arith.muli %arg6, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %29 = tt.descriptor_load %15[%21, %28] {async_task_id = array<i32: 0>} : !tt.tensordesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %30 = ttg.local_alloc %29 {async_task_id = array<i32: 1, 2>} : (tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %31 = tt.descriptor_load %17[%28, %22] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %32 = ttg.local_alloc %31 {async_task_id = array<i32: 1, 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %33 = ttng.warp_group_dot %30, %32, %arg7 {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      scf.yield {async_task_id = array<i32: 1, 2>} %33 : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    } {async_task_id = array<i32: 0, 1, 2>, tt.warp_specialize}
    %24 = arith.muli %12, %c128_i32 {async_task_id = array<i32: 1, 2>} : i32
    %25 = arith.muli %13, %c256_i32 {async_task_id = array<i32: 1, 2>} : i32
    %26 = arith.truncf %23 {async_task_id = array<i32: 1, 2>} : tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<128x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %27 = ttg.convert_layout %26 {async_task_id = array<i32: 1, 2>} : tensor<128x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<128x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.descriptor_store %18[%24, %25], %27 {async_task_id = array<i32: 1, 2>} : !tt.tensordesc<128x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<128x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}


// -----// WarpSpec internal IR Dump After: doDataPartition
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 8 : i32
    %c1_i64 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i64
    %c128_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 128 : i32
    %c64_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
    %c256_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 256 : i32
    %c0_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
    %c1_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i32
    %c127_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 127 : i32
    %c255_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 255 : i32
    %c63_i32 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 63 : i32
    %cst = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %0 = tt.get_program_id x {async_task_id = array<i32: 0, 1, 2>} : i32
    %1 = arith.addi %arg3, %c127_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %2 = arith.divsi %1, %c128_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %3 = arith.addi %arg4, %c255_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %4 = arith.divsi %3, %c256_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %5 = arith.muli %4, %c8_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %6 = arith.divsi %0, %5 {async_task_id = array<i32: 0, 1, 2>} : i32
    %7 = arith.muli %6, %c8_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %8 = arith.subi %2, %7 {async_task_id = array<i32: 0, 1, 2>} : i32
    %9 = arith.minsi %8, %c8_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %10 = arith.remsi %0, %5 {async_task_id = array<i32: 0, 1, 2>} : i32
    %11 = arith.remsi %10, %9 {async_task_id = array<i32: 0, 1, 2>} : i32
    %12 = arith.addi %7, %11 {async_task_id = array<i32: 0, 1, 2>} : i32
    %13 = arith.divsi %10, %9 {async_task_id = array<i32: 0, 1, 2>} : i32
    %14 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
    %15 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%14, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %16 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%14, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %17 = arith.extsi %arg4 {async_task_id = array<i32: 0, 1, 2>} : i32 to i64
    %18 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%17, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %19 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%17, %c1_i64] {async_task_id = array<i32: 1>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %20 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%17, %c1_i64] {async_task_id = array<i32: 2>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    %21 = arith.addi %arg5, %c63_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %22 = arith.divsi %21, %c64_i32 {async_task_id = array<i32: 0, 1, 2>} : i32
    %23 = arith.muli %12, %c128_i32 {async_task_id = array<i32: 0>} : i32
    %24 = arith.addi %23, %c64_i32 {async_task_id = array<i32: 0>} : i32
    %25 = arith.muli %13, %c256_i32 {async_task_id = array<i32: 0>} : i32
    %26:2 = scf.for %arg6 = %c0_i32 to %22 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %cst) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>)  : i32 {
      %34 = arith.muli %arg6, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %35 = tt.descriptor_load %15[%23, %34] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %36 = tt.descriptor_load %16[%24, %34] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %37 = ttg.local_alloc %35 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %38 = ttg.local_alloc %36 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %39 = tt.descriptor_load %18[%34, %25] {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %40 = ttg.local_alloc %39 {async_task_id = array<i32: 1, 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
      %41 = ttng.warp_group_dot %37, %40, %arg7 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %42 = ttng.warp_group_dot %38, %40, %arg8 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      scf.yield {async_task_id = array<i32: 1, 2>} %41, %42 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    } {async_task_id = array<i32: 0, 1, 2>, tt.warp_specialize}
    %27 = arith.muli %12, %c128_i32 {async_task_id = array<i32: 1, 2>} : i32
    %28 = arith.addi %27, %c64_i32 {async_task_id = array<i32: 2>} : i32
    %29 = arith.muli %13, %c256_i32 {async_task_id = array<i32: 1, 2>} : i32
    %30 = arith.truncf %26#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %31 = arith.truncf %26#1 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
    %32 = ttg.convert_layout %30 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %33 = ttg.convert_layout %31 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.descriptor_store %19[%27, %29], %32 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.descriptor_store %20[%28, %29], %33 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}


// -----// WarpSpec internal IR Dump After: doCodePartition
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %0 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32 = arith.constant 0 : i32
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32 = arith.constant 1 : i32
    %2 = ttg.memdesc_index %0[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32 = arith.constant 2 : i32
    %3 = ttg.memdesc_index %0[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %3, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %4 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_0 = arith.constant 0 : i32
    %5 = ttg.memdesc_index %4[%c0_i32_0] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %5, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_1 = arith.constant 1 : i32
    %6 = ttg.memdesc_index %4[%c1_i32_1] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %6, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_2 = arith.constant 2 : i32
    %7 = ttg.memdesc_index %4[%c2_i32_2] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %8 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_3 = arith.constant 0 : i32
    %9 = ttg.memdesc_index %8[%c0_i32_3] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_4 = arith.constant 1 : i32
    %10 = ttg.memdesc_index %8[%c1_i32_4] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_5 = arith.constant 2 : i32
    %11 = ttg.memdesc_index %8[%c2_i32_5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %12 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %13 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %14 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %15 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %16 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg3, %arg4, %arg2, %arg5, %8, %16, %0, %18, %12, %14, %4, %17, %15, %13) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c8_i32 = arith.constant {async_task_id = array<i32: 0>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 0>} 256 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 0>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 0>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 0>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 0>} 63 : i32
      %19 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %20 = arith.addi %arg3, %c127_i32 {async_task_id = array<i32: 0>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %22 = arith.addi %arg4, %c255_i32 {async_task_id = array<i32: 0>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 0>} : i32
      %24 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %25 = arith.divsi %19, %24 {async_task_id = array<i32: 0>} : i32
      %26 = arith.muli %25, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %27 = arith.subi %21, %26 {async_task_id = array<i32: 0>} : i32
      %28 = arith.minsi %27, %c8_i32 {async_task_id = array<i32: 0>} : i32
      %29 = arith.remsi %19, %24 {async_task_id = array<i32: 0>} : i32
      %30 = arith.remsi %29, %28 {async_task_id = array<i32: 0>} : i32
      %31 = arith.addi %26, %30 {async_task_id = array<i32: 0>} : i32
      %32 = arith.divsi %29, %28 {async_task_id = array<i32: 0>} : i32
      %33 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %34 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%33, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %35 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%33, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %36 = arith.extsi %arg4 {async_task_id = array<i32: 0>} : i32 to i64
      %37 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%36, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %38 = arith.addi %arg5, %c63_i32 {async_task_id = array<i32: 0>} : i32
      %39 = arith.divsi %38, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %40 = arith.muli %31, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %41 = arith.addi %40, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %42 = arith.muli %32, %c256_i32 {async_task_id = array<i32: 0>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %43 = scf.for %arg6 = %c0_i32_6 to %39 step %c1_i32_7 iter_args(%arg7 = %c0_i64) -> (i64)  : i32 {
        %44 = arith.muli %arg6, %c64_i32 {async_task_id = array<i32: 0>} : i32
        %c3_i32 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %45 = arith.extsi %c3_i32 {async_task_id = array<i32: 0>} : i32 to i64
        %46 = arith.divui %arg7, %45 {async_task_id = array<i32: 0>} : i64
        %47 = arith.muli %46, %45 {async_task_id = array<i32: 0>} : i64
        %48 = arith.subi %arg7, %47 {async_task_id = array<i32: 0>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_8 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %50 = arith.andi %46, %c1_i64_8 {async_task_id = array<i32: 0>} : i64
        %51 = arith.trunci %50 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_9 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %52 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 0>} : i32 to i64
        %53 = arith.divui %arg7, %52 {async_task_id = array<i32: 0>} : i64
        %54 = arith.muli %53, %52 {async_task_id = array<i32: 0>} : i64
        %55 = arith.subi %arg7, %54 {async_task_id = array<i32: 0>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %57 = arith.andi %53, %c1_i64_10 {async_task_id = array<i32: 0>} : i64
        %58 = arith.trunci %57 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %12, %56, %58 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %59 = ttg.memdesc_index %8[%56] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %59, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %60 = ttg.memdesc_index %16[%56] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %34[%40, %44] %60, %59, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c3_i32_11 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %61 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 0>} : i32 to i64
        %62 = arith.divui %arg7, %61 {async_task_id = array<i32: 0>} : i64
        %63 = arith.muli %62, %61 {async_task_id = array<i32: 0>} : i64
        %64 = arith.subi %arg7, %63 {async_task_id = array<i32: 0>} : i64
        %65 = arith.trunci %64 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %66 = arith.andi %62, %c1_i64_12 {async_task_id = array<i32: 0>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_13 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %68 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 0>} : i32 to i64
        %69 = arith.divui %arg7, %68 {async_task_id = array<i32: 0>} : i64
        %70 = arith.muli %69, %68 {async_task_id = array<i32: 0>} : i64
        %71 = arith.subi %arg7, %70 {async_task_id = array<i32: 0>} : i64
        %72 = arith.trunci %71 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %73 = arith.andi %69, %c1_i64_14 {async_task_id = array<i32: 0>} : i64
        %74 = arith.trunci %73 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %15, %72, %74 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        nvws.producer_acquire %14, %72, %74 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %75 = ttg.memdesc_index %0[%72] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_15 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %75, 32768 {async_task_id = array<i32: 0>}, %true_15 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %76 = ttg.memdesc_index %18[%72] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %37[%44, %42] %76, %75, %true_15 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c3_i32_16 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %77 = arith.extsi %c3_i32_16 {async_task_id = array<i32: 0>} : i32 to i64
        %78 = arith.divui %arg7, %77 {async_task_id = array<i32: 0>} : i64
        %79 = arith.muli %78, %77 {async_task_id = array<i32: 0>} : i64
        %80 = arith.subi %arg7, %79 {async_task_id = array<i32: 0>} : i64
        %81 = arith.trunci %80 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_17 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %82 = arith.andi %78, %c1_i64_17 {async_task_id = array<i32: 0>} : i64
        %83 = arith.trunci %82 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_18 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %84 = arith.extsi %c3_i32_18 {async_task_id = array<i32: 0>} : i32 to i64
        %85 = arith.divui %arg7, %84 {async_task_id = array<i32: 0>} : i64
        %86 = arith.muli %85, %84 {async_task_id = array<i32: 0>} : i64
        %87 = arith.subi %arg7, %86 {async_task_id = array<i32: 0>} : i64
        %88 = arith.trunci %87 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_19 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %89 = arith.andi %85, %c1_i64_19 {async_task_id = array<i32: 0>} : i64
        %90 = arith.trunci %89 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %13, %88, %90 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %91 = ttg.memdesc_index %4[%88] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_20 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %91, 8192 {async_task_id = array<i32: 0>}, %true_20 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %92 = ttg.memdesc_index %17[%88] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %35[%41, %44] %92, %91, %true_20 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c1_i64_21 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %93 = arith.addi %arg7, %c1_i64_21 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %93 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg6: i32, %arg7: i32, %arg8: !tt.ptr<bf16>, %arg9: i32, %arg10: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg11: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg13: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg14: tensor<3x!nvws.token>, %arg15: tensor<3x!nvws.token>, %arg16: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg18: tensor<3x!nvws.token>, %arg19: tensor<3x!nvws.token>) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 1>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 1>} 256 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 1>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 1>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 1>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %19 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %20 = arith.addi %arg6, %c127_i32 {async_task_id = array<i32: 1>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %22 = arith.addi %arg7, %c255_i32 {async_task_id = array<i32: 1>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 1>} : i32
      %24 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %25 = arith.divsi %19, %24 {async_task_id = array<i32: 1>} : i32
      %26 = arith.muli %25, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %27 = arith.subi %21, %26 {async_task_id = array<i32: 1>} : i32
      %28 = arith.minsi %27, %c8_i32 {async_task_id = array<i32: 1>} : i32
      %29 = arith.remsi %19, %24 {async_task_id = array<i32: 1>} : i32
      %30 = arith.remsi %29, %28 {async_task_id = array<i32: 1>} : i32
      %31 = arith.addi %26, %30 {async_task_id = array<i32: 1>} : i32
      %32 = arith.divsi %29, %28 {async_task_id = array<i32: 1>} : i32
      %33 = arith.extsi %arg7 {async_task_id = array<i32: 1>} : i32 to i64
      %34 = tt.make_tensor_descriptor %arg8, [%arg6, %arg7], [%33, %c1_i64] {async_task_id = array<i32: 1>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %35 = arith.addi %arg9, %c63_i32 {async_task_id = array<i32: 1>} : i32
      %36 = arith.divsi %35, %c64_i32 {async_task_id = array<i32: 1>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %37:2 = scf.for %arg20 = %c0_i32_6 to %36 step %c1_i32_7 iter_args(%arg21 = %cst, %arg22 = %c0_i64) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %42 = arith.extsi %c3_i32 {async_task_id = array<i32: 1>} : i32 to i64
        %43 = arith.divui %arg22, %42 {async_task_id = array<i32: 1>} : i64
        %44 = arith.muli %43, %42 {async_task_id = array<i32: 1>} : i64
        %45 = arith.subi %arg22, %44 {async_task_id = array<i32: 1>} : i64
        %46 = arith.trunci %45 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_8 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %47 = arith.andi %43, %c1_i64_8 {async_task_id = array<i32: 1>} : i64
        %48 = arith.trunci %47 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_9 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %49 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 1>} : i32 to i64
        %50 = arith.divui %arg22, %49 {async_task_id = array<i32: 1>} : i64
        %51 = arith.muli %50, %49 {async_task_id = array<i32: 1>} : i64
        %52 = arith.subi %arg22, %51 {async_task_id = array<i32: 1>} : i64
        %53 = arith.trunci %52 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %54 = arith.andi %50, %c1_i64_10 {async_task_id = array<i32: 1>} : i64
        %55 = arith.trunci %54 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_11 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %56 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 1>} : i32 to i64
        %57 = arith.divui %arg22, %56 {async_task_id = array<i32: 1>} : i64
        %58 = arith.muli %57, %56 {async_task_id = array<i32: 1>} : i64
        %59 = arith.subi %arg22, %58 {async_task_id = array<i32: 1>} : i64
        %60 = arith.trunci %59 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %61 = arith.andi %57, %c1_i64_12 {async_task_id = array<i32: 1>} : i64
        %62 = arith.trunci %61 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_13 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %63 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 1>} : i32 to i64
        %64 = arith.divui %arg22, %63 {async_task_id = array<i32: 1>} : i64
        %65 = arith.muli %64, %63 {async_task_id = array<i32: 1>} : i64
        %66 = arith.subi %arg22, %65 {async_task_id = array<i32: 1>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %68 = arith.andi %64, %c1_i64_14 {async_task_id = array<i32: 1>} : i64
        %69 = arith.trunci %68 {async_task_id = array<i32: 1>} : i64 to i1
        %70 = ttg.memdesc_index %arg10[%53] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %71 = arith.extsi %55 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %70, %71 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %72 = ttg.memdesc_index %arg11[%53] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %73 = ttg.local_load %72 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %74 = ttg.local_alloc %73 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %75 = ttg.memdesc_index %arg12[%67] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %76 = arith.extsi %69 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %75, %76 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %77 = ttg.memdesc_index %arg13[%67] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %78 = ttg.local_load %77 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %79 = ttg.local_alloc %78 {async_task_id = array<i32: 1>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %80 = ttng.warp_group_dot %72, %77, %arg21 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        nvws.consumer_release %arg14, %53 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg15, %67 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        %c1_i64_15 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %81 = arith.addi %arg22, %c1_i64_15 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %80, %81 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
      } {async_task_id = array<i32: 1>}
      %38 = arith.muli %31, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %39 = arith.muli %32, %c256_i32 {async_task_id = array<i32: 1>} : i32
      %40 = arith.truncf %37#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %41 = ttg.convert_layout %40 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %34[%38, %39], %41 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg6: i32, %arg7: i32, %arg8: !tt.ptr<bf16>, %arg9: i32, %arg10: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg11: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg13: !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg14: tensor<3x!nvws.token>, %arg15: tensor<3x!nvws.token>, %arg16: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg18: tensor<3x!nvws.token>, %arg19: tensor<3x!nvws.token>) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 2>} 8 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c256_i32 = arith.constant {async_task_id = array<i32: 2>} 256 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %c1_i32_7 = arith.constant {async_task_id = array<i32: 2>} 1 : i32
      %c127_i32 = arith.constant {async_task_id = array<i32: 2>} 127 : i32
      %c255_i32 = arith.constant {async_task_id = array<i32: 2>} 255 : i32
      %c63_i32 = arith.constant {async_task_id = array<i32: 2>} 63 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %19 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %20 = arith.addi %arg6, %c127_i32 {async_task_id = array<i32: 2>} : i32
      %21 = arith.divsi %20, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %22 = arith.addi %arg7, %c255_i32 {async_task_id = array<i32: 2>} : i32
      %23 = arith.divsi %22, %c256_i32 {async_task_id = array<i32: 2>} : i32
      %24 = arith.muli %23, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %25 = arith.divsi %19, %24 {async_task_id = array<i32: 2>} : i32
      %26 = arith.muli %25, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %27 = arith.subi %21, %26 {async_task_id = array<i32: 2>} : i32
      %28 = arith.minsi %27, %c8_i32 {async_task_id = array<i32: 2>} : i32
      %29 = arith.remsi %19, %24 {async_task_id = array<i32: 2>} : i32
      %30 = arith.remsi %29, %28 {async_task_id = array<i32: 2>} : i32
      %31 = arith.addi %26, %30 {async_task_id = array<i32: 2>} : i32
      %32 = arith.divsi %29, %28 {async_task_id = array<i32: 2>} : i32
      %33 = arith.extsi %arg7 {async_task_id = array<i32: 2>} : i32 to i64
      %34 = tt.make_tensor_descriptor %arg8, [%arg6, %arg7], [%33, %c1_i64] {async_task_id = array<i32: 2>} : <bf16>, <64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
      %35 = arith.addi %arg9, %c63_i32 {async_task_id = array<i32: 2>} : i32
      %36 = arith.divsi %35, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %37:2 = scf.for %arg20 = %c0_i32_6 to %36 step %c1_i32_7 iter_args(%arg21 = %cst, %arg22 = %c0_i64) -> (tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %43 = arith.extsi %c3_i32 {async_task_id = array<i32: 2>} : i32 to i64
        %44 = arith.divui %arg22, %43 {async_task_id = array<i32: 2>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 2>} : i64
        %46 = arith.subi %arg22, %45 {async_task_id = array<i32: 2>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_8 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %48 = arith.andi %44, %c1_i64_8 {async_task_id = array<i32: 2>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_9 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %50 = arith.extsi %c3_i32_9 {async_task_id = array<i32: 2>} : i32 to i64
        %51 = arith.divui %arg22, %50 {async_task_id = array<i32: 2>} : i64
        %52 = arith.muli %51, %50 {async_task_id = array<i32: 2>} : i64
        %53 = arith.subi %arg22, %52 {async_task_id = array<i32: 2>} : i64
        %54 = arith.trunci %53 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %55 = arith.andi %51, %c1_i64_10 {async_task_id = array<i32: 2>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_11 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %57 = arith.extsi %c3_i32_11 {async_task_id = array<i32: 2>} : i32 to i64
        %58 = arith.divui %arg22, %57 {async_task_id = array<i32: 2>} : i64
        %59 = arith.muli %58, %57 {async_task_id = array<i32: 2>} : i64
        %60 = arith.subi %arg22, %59 {async_task_id = array<i32: 2>} : i64
        %61 = arith.trunci %60 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_12 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %62 = arith.andi %58, %c1_i64_12 {async_task_id = array<i32: 2>} : i64
        %63 = arith.trunci %62 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_13 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %64 = arith.extsi %c3_i32_13 {async_task_id = array<i32: 2>} : i32 to i64
        %65 = arith.divui %arg22, %64 {async_task_id = array<i32: 2>} : i64
        %66 = arith.muli %65, %64 {async_task_id = array<i32: 2>} : i64
        %67 = arith.subi %arg22, %66 {async_task_id = array<i32: 2>} : i64
        %68 = arith.trunci %67 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %69 = arith.andi %65, %c1_i64_14 {async_task_id = array<i32: 2>} : i64
        %70 = arith.trunci %69 {async_task_id = array<i32: 2>} : i64 to i1
        %71 = ttg.memdesc_index %arg16[%68] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %72 = arith.extsi %70 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %71, %72 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %73 = ttg.memdesc_index %arg17[%68] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %74 = ttg.local_load %73 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %75 = ttg.local_alloc %74 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %76 = ttg.memdesc_index %arg12[%54] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %77 = arith.extsi %56 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %76, %77 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %78 = ttg.memdesc_index %arg13[%54] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %79 = ttg.local_load %78 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %80 = ttg.local_alloc %79 {async_task_id = array<i32: 2>} : (tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %81 = ttng.warp_group_dot %73, %78, %arg21 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> * !ttg.memdesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory> -> tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
        nvws.consumer_release %arg18, %54 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg19, %68 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        %c1_i64_15 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %82 = arith.addi %arg22, %c1_i64_15 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %81, %82 : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>, i64
      } {async_task_id = array<i32: 2>}
      %38 = arith.muli %31, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %39 = arith.addi %38, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %40 = arith.muli %32, %c256_i32 {async_task_id = array<i32: 2>} : i32
      %41 = arith.truncf %37#0 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> to tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>>
      %42 = ttg.convert_layout %41 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>> -> tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %34[%39, %40], %42 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>, tensor<64x256xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (i32, i32, !tt.ptr<bf16>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x256xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>) -> ()
    tt.return
  }
}


// -----// IR Dump Before TritonGPUAssignLatencies: tritongpu-assign-latencies{num-stages=3} ('builtin.module' operation) //----- //
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("/tmp/exp/mm.py":3:1)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#loc31 = loc("a_ptr"(#loc))
#loc32 = loc("b_ptr"(#loc))
#loc33 = loc("c_ptr"(#loc))
#loc34 = loc("M"(#loc))
#loc35 = loc("N"(#loc))
#loc36 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_hopper(%a_ptr: !tt.ptr<bf16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<bf16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<bf16> loc("c_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %0 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32 = arith.constant 1 : i32 loc(#loc)
    %2 = ttg.memdesc_index %0[%c1_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32 = arith.constant 2 : i32 loc(#loc)
    %3 = ttg.memdesc_index %0[%c2_i32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %3, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %4 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_0 = arith.constant 0 : i32 loc(#loc)
    %5 = ttg.memdesc_index %4[%c0_i32_0] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %5, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_1 = arith.constant 1 : i32 loc(#loc)
    %6 = ttg.memdesc_index %4[%c1_i32_1] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %6, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_2 = arith.constant 2 : i32 loc(#loc)
    %7 = ttg.memdesc_index %4[%c2_i32_2] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %8 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_3 = arith.constant 0 : i32 loc(#loc)
    %9 = ttg.memdesc_index %8[%c0_i32_3] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_4 = arith.constant 1 : i32 loc(#loc)
    %10 = ttg.memdesc_index %8[%c1_i32_4] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_5 = arith.constant 2 : i32 loc(#loc)
    %11 = ttg.memdesc_index %8[%c2_i32_5] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %12 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %13 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_6 = arith.constant 0 : i32 loc(#loc)
    %14 = ttg.memdesc_index %12[%c0_i32_6] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %15 = ttg.memdesc_index %13[%c0_i32_6] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %15, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_7 = arith.constant 1 : i32 loc(#loc)
    %16 = ttg.memdesc_index %12[%c1_i32_7] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %17 = ttg.memdesc_index %13[%c1_i32_7] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %17, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_8 = arith.constant 2 : i32 loc(#loc)
    %18 = ttg.memdesc_index %12[%c2_i32_8] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %19 = ttg.memdesc_index %13[%c2_i32_8] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %19, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttg.barrier local loc(#loc)
    %20 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %21 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_9 = arith.constant 0 : i32 loc(#loc)
    %22 = ttg.memdesc_index %20[%c0_i32_9] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %22, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %23 = ttg.memdesc_index %21[%c0_i32_9] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %23, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_10 = arith.constant 1 : i32 loc(#loc)
    %24 = ttg.memdesc_index %20[%c1_i32_10] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %24, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %25 = ttg.memdesc_index %21[%c1_i32_10] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %25, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_11 = arith.constant 2 : i32 loc(#loc)
    %26 = ttg.memdesc_index %20[%c2_i32_11] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %26, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %27 = ttg.memdesc_index %21[%c2_i32_11] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %27, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttg.barrier local loc(#loc)
    %28 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %29 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_12 = arith.constant 0 : i32 loc(#loc)
    %30 = ttg.memdesc_index %28[%c0_i32_12] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %30, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %31 = ttg.memdesc_index %29[%c0_i32_12] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %31, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_13 = arith.constant 1 : i32 loc(#loc)
    %32 = ttg.memdesc_index %28[%c1_i32_13] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %32, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %33 = ttg.memdesc_index %29[%c1_i32_13] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %33, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_14 = arith.constant 2 : i32 loc(#loc)
    %34 = ttg.memdesc_index %28[%c2_i32_14] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %34, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %35 = ttg.memdesc_index %29[%c2_i32_14] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %35, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttg.barrier local loc(#loc)
    %36 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %37 = ttg.local_alloc {ttg.ws_generated_barrier} : () -> !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_15 = arith.constant 0 : i32 loc(#loc)
    %38 = ttg.memdesc_index %36[%c0_i32_15] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %38, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %39 = ttg.memdesc_index %37[%c0_i32_15] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %39, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_16 = arith.constant 1 : i32 loc(#loc)
    %40 = ttg.memdesc_index %36[%c1_i32_16] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %40, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %41 = ttg.memdesc_index %37[%c1_i32_16] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %41, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_17 = arith.constant 2 : i32 loc(#loc)
    %42 = ttg.memdesc_index %36[%c2_i32_17] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %42, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %43 = ttg.memdesc_index %37[%c2_i32_17] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.init_barrier %43, 128 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttg.barrier local loc(#loc)
    %44 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> loc(#loc)
    %45 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> loc(#loc)
    %46 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> loc(#loc)
    ttg.warp_specialize(%M, %N, %c_ptr, %K, %8, %44, %0, %46, %4, %45, %12, %13, %20, %21, %28, %29, %36, %37) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c8_i32 = arith.constant {async_task_id = array<i32: 0>} 8 : i32 loc(#loc1)
      %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc1)
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32 loc(#loc1)
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32 loc(#loc1)
      %c256_i32 = arith.constant {async_task_id = array<i32: 0>} 256 : i32 loc(#loc1)
      %c0_i32_51 = arith.constant {async_task_id = array<i32: 0>} 0 : i32 loc(#loc2)
      %c1_i32_52 = arith.constant {async_task_id = array<i32: 0>} 1 : i32 loc(#loc2)
      %num_pid_m = arith.constant {async_task_id = array<i32: 0>} 127 : i32 loc(#loc61)
      %num_pid_n = arith.constant {async_task_id = array<i32: 0>} 255 : i32 loc(#loc62)
      %c63_i32 = arith.constant {async_task_id = array<i32: 0>} 63 : i32 loc(#loc39)
      %pid = tt.get_program_id x {async_task_id = array<i32: 0>} : i32 loc(#loc40)
      %num_pid_m_53 = arith.addi %M, %num_pid_m {async_task_id = array<i32: 0>} : i32 loc(#loc61)
      %num_pid_m_54 = arith.divsi %num_pid_m_53, %c128_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc63)
      %num_pid_n_55 = arith.addi %N, %num_pid_n {async_task_id = array<i32: 0>} : i32 loc(#loc62)
      %num_pid_n_56 = arith.divsi %num_pid_n_55, %c256_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc64)
      %group = arith.muli %num_pid_n_56, %c8_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc41)
      %gid = arith.divsi %pid, %group {async_task_id = array<i32: 0>} : i32 loc(#loc42)
      %first_m = arith.muli %gid, %c8_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc43)
      %gsize = arith.subi %num_pid_m_54, %first_m {async_task_id = array<i32: 0>} : i32 loc(#loc44)
      %gsize_57 = arith.minsi %gsize, %c8_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc45)
      %pid_m = arith.remsi %pid, %group {async_task_id = array<i32: 0>} : i32 loc(#loc46)
      %pid_m_58 = arith.remsi %pid_m, %gsize_57 {async_task_id = array<i32: 0>} : i32 loc(#loc47)
      %pid_m_59 = arith.addi %first_m, %pid_m_58 {async_task_id = array<i32: 0>} : i32 loc(#loc48)
      %pid_n = arith.divsi %pid_m, %gsize_57 {async_task_id = array<i32: 0>} : i32 loc(#loc49)
      %a_desc = arith.extsi %K {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc50)
      %a_desc_60 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_desc, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #shared1> loc(#loc50)
      %a_desc_61 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_desc, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x64xbf16, #shared1> loc(#loc50)
      %b_desc = arith.extsi %N {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc51)
      %b_desc_62 = tt.make_tensor_descriptor %b_ptr, [%K, %N], [%b_desc, %c1_i64] {async_task_id = array<i32: 0>} : <bf16>, <64x256xbf16, #shared1> loc(#loc51)
      %80 = arith.addi %K, %c63_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc39)
      %81 = arith.divsi %80, %c64_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc52)
      %a = arith.muli %pid_m_59, %c128_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc53)
      %a_63 = arith.addi %a, %c64_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc54)
      %b = arith.muli %pid_n, %c256_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc55)
      %acc = arith.constant {async_task_id = array<i32: 0>} 0 : i64 loc(#loc56)
      %acc_64 = scf.for %acc_65 = %c0_i32_51 to %81 step %c1_i32_52 iter_args(%acc_66 = %acc) -> (i64)  : i32 {
        %a_67 = arith.muli %acc_65, %c64_i32 {async_task_id = array<i32: 0>} : i32 loc(#loc57)
        %a_68 = arith.constant {async_task_id = array<i32: 0>} 3 : i32 loc(#loc54)
        %a_69 = arith.extsi %a_68 {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc54)
        %a_70 = arith.divui %acc_66, %a_69 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_71 = arith.muli %a_70, %a_69 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_72 = arith.subi %acc_66, %a_71 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_73 = arith.trunci %a_72 {async_task_id = array<i32: 0>} : i64 to i32 loc(#loc54)
        %a_74 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc54)
        %a_75 = arith.andi %a_70, %a_74 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_76 = arith.trunci %a_75 {async_task_id = array<i32: 0>} : i64 to i1 loc(#loc54)
        %a_77 = arith.constant {async_task_id = array<i32: 0>} 3 : i32 loc(#loc54)
        %a_78 = arith.extsi %a_77 {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc54)
        %a_79 = arith.divui %acc_66, %a_78 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_80 = arith.muli %a_79, %a_78 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_81 = arith.subi %acc_66, %a_80 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_82 = arith.trunci %a_81 {async_task_id = array<i32: 0>} : i64 to i32 loc(#loc54)
        %a_83 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc54)
        %a_84 = arith.andi %a_79, %a_83 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_85 = arith.trunci %a_84 {async_task_id = array<i32: 0>} : i64 to i1 loc(#loc54)
        %82 = ttg.memdesc_index %13[%a_82] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %a_86 = arith.constant true loc(#loc54)
        %a_87 = arith.xori %a_85, %a_86 : i1 loc(#loc54)
        %a_88 = arith.extui %a_87 : i1 to i32 loc(#loc54)
        ttng.wait_barrier %82, %a_88 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc54)
        %83 = ttg.memdesc_index %8[%a_82] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %true = arith.constant {async_task_id = array<i32: 0>} true loc(#loc)
        ttng.barrier_expect %83, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %84 = ttg.memdesc_index %44[%a_82] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable> loc(#loc)
        ttng.async_tma_copy_global_to_local %a_desc_60[%a, %a_67] %84, %83, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #shared1>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable> loc(#loc)
        %b_89 = arith.constant {async_task_id = array<i32: 0>} 3 : i32 loc(#loc58)
        %b_90 = arith.extsi %b_89 {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc58)
        %b_91 = arith.divui %acc_66, %b_90 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_92 = arith.muli %b_91, %b_90 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_93 = arith.subi %acc_66, %b_92 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_94 = arith.trunci %b_93 {async_task_id = array<i32: 0>} : i64 to i32 loc(#loc58)
        %b_95 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc58)
        %b_96 = arith.andi %b_91, %b_95 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_97 = arith.trunci %b_96 {async_task_id = array<i32: 0>} : i64 to i1 loc(#loc58)
        %b_98 = arith.constant {async_task_id = array<i32: 0>} 3 : i32 loc(#loc58)
        %b_99 = arith.extsi %b_98 {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc58)
        %b_100 = arith.divui %acc_66, %b_99 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_101 = arith.muli %b_100, %b_99 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_102 = arith.subi %acc_66, %b_101 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_103 = arith.trunci %b_102 {async_task_id = array<i32: 0>} : i64 to i32 loc(#loc58)
        %b_104 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc58)
        %b_105 = arith.andi %b_100, %b_104 {async_task_id = array<i32: 0>} : i64 loc(#loc58)
        %b_106 = arith.trunci %b_105 {async_task_id = array<i32: 0>} : i64 to i1 loc(#loc58)
        %85 = ttg.memdesc_index %37[%b_103] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %b_107 = arith.constant true loc(#loc58)
        %b_108 = arith.xori %b_106, %b_107 : i1 loc(#loc58)
        %b_109 = arith.extui %b_108 : i1 to i32 loc(#loc58)
        ttng.wait_barrier %85, %b_109 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc58)
        %86 = ttg.memdesc_index %29[%b_103] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %b_110 = arith.constant true loc(#loc58)
        %b_111 = arith.xori %b_106, %b_110 : i1 loc(#loc58)
        %b_112 = arith.extui %b_111 : i1 to i32 loc(#loc58)
        ttng.wait_barrier %86, %b_112 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc58)
        %87 = ttg.memdesc_index %0[%b_103] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %true_113 = arith.constant {async_task_id = array<i32: 0>} true loc(#loc)
        ttng.barrier_expect %87, 32768 {async_task_id = array<i32: 0>}, %true_113 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %88 = ttg.memdesc_index %46[%b_103] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem, mutable> loc(#loc)
        ttng.async_tma_copy_global_to_local %b_desc_62[%a_67, %b] %88, %87, %true_113 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x256xbf16, #shared1>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem, mutable> loc(#loc)
        %a_114 = arith.constant {async_task_id = array<i32: 0>} 3 : i32 loc(#loc54)
        %a_115 = arith.extsi %a_114 {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc54)
        %a_116 = arith.divui %acc_66, %a_115 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_117 = arith.muli %a_116, %a_115 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_118 = arith.subi %acc_66, %a_117 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_119 = arith.trunci %a_118 {async_task_id = array<i32: 0>} : i64 to i32 loc(#loc54)
        %a_120 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc54)
        %a_121 = arith.andi %a_116, %a_120 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_122 = arith.trunci %a_121 {async_task_id = array<i32: 0>} : i64 to i1 loc(#loc54)
        %a_123 = arith.constant {async_task_id = array<i32: 0>} 3 : i32 loc(#loc54)
        %a_124 = arith.extsi %a_123 {async_task_id = array<i32: 0>} : i32 to i64 loc(#loc54)
        %a_125 = arith.divui %acc_66, %a_124 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_126 = arith.muli %a_125, %a_124 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_127 = arith.subi %acc_66, %a_126 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_128 = arith.trunci %a_127 {async_task_id = array<i32: 0>} : i64 to i32 loc(#loc54)
        %a_129 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc54)
        %a_130 = arith.andi %a_125, %a_129 {async_task_id = array<i32: 0>} : i64 loc(#loc54)
        %a_131 = arith.trunci %a_130 {async_task_id = array<i32: 0>} : i64 to i1 loc(#loc54)
        %89 = ttg.memdesc_index %21[%a_128] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %a_132 = arith.constant true loc(#loc54)
        %a_133 = arith.xori %a_131, %a_132 : i1 loc(#loc54)
        %a_134 = arith.extui %a_133 : i1 to i32 loc(#loc54)
        ttng.wait_barrier %89, %a_134 {async_task_id = array<i32: 0>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc54)
        %90 = ttg.memdesc_index %4[%a_128] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %true_135 = arith.constant {async_task_id = array<i32: 0>} true loc(#loc)
        ttng.barrier_expect %90, 8192 {async_task_id = array<i32: 0>}, %true_135 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %91 = ttg.memdesc_index %45[%a_128] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable> loc(#loc)
        ttng.async_tma_copy_global_to_local %a_desc_61[%a_63, %a_67] %91, %90, %true_135 {async_task_id = array<i32: 0>} : !tt.tensordesc<64x64xbf16, #shared1>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem, mutable> loc(#loc)
        %acc_136 = arith.constant {async_task_id = array<i32: 0>} 1 : i64 loc(#loc56)
        %acc_137 = arith.addi %acc_66, %acc_136 {async_task_id = array<i32: 0>} : i64 loc(#loc56)
        scf.yield {async_task_id = array<i32: 0>} %acc_137 : i64 loc(#loc2)
      } {async_task_id = array<i32: 0>, tt.num_stages = 0 : i32} loc(#loc56)
      ttg.warp_yield loc(#loc)
    }
    partition0(%M_51: i32 loc("M"(#loc)), %N_52: i32 loc("N"(#loc)), %c_ptr_53: !tt.ptr<bf16> loc("c_ptr"(#loc)), %K_54: i32 loc("K"(#loc)), %arg10: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg11: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg12: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg13: !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg14: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg15: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg16: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg17: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg18: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg19: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg20: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg21: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg22: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg23: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1)) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 1>} 8 : i32 loc(#loc1)
      %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64 loc(#loc1)
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32 loc(#loc1)
      %c64_i32 = arith.constant {async_task_id = array<i32: 1>} 64 : i32 loc(#loc1)
      %c256_i32 = arith.constant {async_task_id = array<i32: 1>} 256 : i32 loc(#loc1)
      %c0_i32_55 = arith.constant {async_task_id = array<i32: 1>} 0 : i32 loc(#loc2)
      %c1_i32_56 = arith.constant {async_task_id = array<i32: 1>} 1 : i32 loc(#loc2)
      %num_pid_m = arith.constant {async_task_id = array<i32: 1>} 127 : i32 loc(#loc61)
      %num_pid_n = arith.constant {async_task_id = array<i32: 1>} 255 : i32 loc(#loc62)
      %c63_i32 = arith.constant {async_task_id = array<i32: 1>} 63 : i32 loc(#loc39)
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x256xf32, #mma> loc(#loc1)
      %pid = tt.get_program_id x {async_task_id = array<i32: 1>} : i32 loc(#loc40)
      %num_pid_m_57 = arith.addi %M_51, %num_pid_m {async_task_id = array<i32: 1>} : i32 loc(#loc61)
      %num_pid_m_58 = arith.divsi %num_pid_m_57, %c128_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc63)
      %num_pid_n_59 = arith.addi %N_52, %num_pid_n {async_task_id = array<i32: 1>} : i32 loc(#loc62)
      %num_pid_n_60 = arith.divsi %num_pid_n_59, %c256_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc64)
      %group = arith.muli %num_pid_n_60, %c8_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc41)
      %gid = arith.divsi %pid, %group {async_task_id = array<i32: 1>} : i32 loc(#loc42)
      %first_m = arith.muli %gid, %c8_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc43)
      %gsize = arith.subi %num_pid_m_58, %first_m {async_task_id = array<i32: 1>} : i32 loc(#loc44)
      %gsize_61 = arith.minsi %gsize, %c8_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc45)
      %pid_m = arith.remsi %pid, %group {async_task_id = array<i32: 1>} : i32 loc(#loc46)
      %pid_m_62 = arith.remsi %pid_m, %gsize_61 {async_task_id = array<i32: 1>} : i32 loc(#loc47)
      %pid_m_63 = arith.addi %first_m, %pid_m_62 {async_task_id = array<i32: 1>} : i32 loc(#loc48)
      %pid_n = arith.divsi %pid_m, %gsize_61 {async_task_id = array<i32: 1>} : i32 loc(#loc49)
      %b_desc = arith.extsi %N_52 {async_task_id = array<i32: 1>} : i32 to i64 loc(#loc51)
      %c_desc = tt.make_tensor_descriptor %c_ptr_53, [%M_51, %N_52], [%b_desc, %c1_i64] {async_task_id = array<i32: 1>} : <bf16>, <64x256xbf16, #shared1> loc(#loc59)
      %80 = arith.addi %K_54, %c63_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc39)
      %81 = arith.divsi %80, %c64_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc52)
      %acc = arith.constant {async_task_id = array<i32: 1>} 0 : i64 loc(#loc56)
      %acc_64:2 = scf.for %acc_65 = %c0_i32_55 to %81 step %c1_i32_56 iter_args(%arg25 = %cst, %acc_66 = %acc) -> (tensor<64x256xf32, #mma>, i64)  : i32 {
        %a = arith.constant {async_task_id = array<i32: 1>} 3 : i32 loc(#loc54)
        %a_67 = arith.extsi %a {async_task_id = array<i32: 1>} : i32 to i64 loc(#loc54)
        %a_68 = arith.divui %acc_66, %a_67 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_69 = arith.muli %a_68, %a_67 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_70 = arith.subi %acc_66, %a_69 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_71 = arith.trunci %a_70 {async_task_id = array<i32: 1>} : i64 to i32 loc(#loc54)
        %a_72 = arith.constant {async_task_id = array<i32: 1>} 1 : i64 loc(#loc54)
        %a_73 = arith.andi %a_68, %a_72 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_74 = arith.trunci %a_73 {async_task_id = array<i32: 1>} : i64 to i1 loc(#loc54)
        %a_75 = arith.constant {async_task_id = array<i32: 1>} 3 : i32 loc(#loc54)
        %a_76 = arith.extsi %a_75 {async_task_id = array<i32: 1>} : i32 to i64 loc(#loc54)
        %a_77 = arith.divui %acc_66, %a_76 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_78 = arith.muli %a_77, %a_76 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_79 = arith.subi %acc_66, %a_78 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_80 = arith.trunci %a_79 {async_task_id = array<i32: 1>} : i64 to i32 loc(#loc54)
        %a_81 = arith.constant {async_task_id = array<i32: 1>} 1 : i64 loc(#loc54)
        %a_82 = arith.andi %a_77, %a_81 {async_task_id = array<i32: 1>} : i64 loc(#loc54)
        %a_83 = arith.trunci %a_82 {async_task_id = array<i32: 1>} : i64 to i1 loc(#loc54)
        %b = arith.constant {async_task_id = array<i32: 1>} 3 : i32 loc(#loc58)
        %b_84 = arith.extsi %b {async_task_id = array<i32: 1>} : i32 to i64 loc(#loc58)
        %b_85 = arith.divui %acc_66, %b_84 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_86 = arith.muli %b_85, %b_84 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_87 = arith.subi %acc_66, %b_86 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_88 = arith.trunci %b_87 {async_task_id = array<i32: 1>} : i64 to i32 loc(#loc58)
        %b_89 = arith.constant {async_task_id = array<i32: 1>} 1 : i64 loc(#loc58)
        %b_90 = arith.andi %b_85, %b_89 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_91 = arith.trunci %b_90 {async_task_id = array<i32: 1>} : i64 to i1 loc(#loc58)
        %b_92 = arith.constant {async_task_id = array<i32: 1>} 3 : i32 loc(#loc58)
        %b_93 = arith.extsi %b_92 {async_task_id = array<i32: 1>} : i32 to i64 loc(#loc58)
        %b_94 = arith.divui %acc_66, %b_93 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_95 = arith.muli %b_94, %b_93 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_96 = arith.subi %acc_66, %b_95 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_97 = arith.trunci %b_96 {async_task_id = array<i32: 1>} : i64 to i32 loc(#loc58)
        %b_98 = arith.constant {async_task_id = array<i32: 1>} 1 : i64 loc(#loc58)
        %b_99 = arith.andi %b_94, %b_98 {async_task_id = array<i32: 1>} : i64 loc(#loc58)
        %b_100 = arith.trunci %b_99 {async_task_id = array<i32: 1>} : i64 to i1 loc(#loc58)
        %86 = ttg.memdesc_index %arg10[%a_80] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %87 = arith.extsi %a_83 {async_task_id = array<i32: 1>} : i1 to i32 loc(#loc)
        ttng.wait_barrier %86, %87 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %88 = ttg.memdesc_index %arg11[%a_80] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem> loc(#loc)
        %89 = ttg.local_load %88 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #shared1, #smem> -> tensor<64x64xbf16, #blocked> loc(#loc)
        %a_101 = ttg.local_alloc %89 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared1, #smem> loc(#loc54)
        %90 = ttg.memdesc_index %arg12[%b_97] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %91 = arith.extsi %b_100 {async_task_id = array<i32: 1>} : i1 to i32 loc(#loc)
        ttng.wait_barrier %90, %91 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %92 = ttg.memdesc_index %arg13[%b_97] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem> loc(#loc)
        %93 = ttg.local_load %92 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x256xbf16, #shared1, #smem> -> tensor<64x256xbf16, #blocked1> loc(#loc)
        %b_102 = ttg.local_alloc %93 {async_task_id = array<i32: 1>} : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared1, #smem> loc(#loc58)
        %acc_103 = ttng.warp_group_dot %88, %92, %arg25 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #shared1, #smem> * !ttg.memdesc<64x256xbf16, #shared1, #smem> -> tensor<64x256xf32, #mma> loc(#loc60)
        %94 = ttg.memdesc_index %arg17[%a_80] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        ttng.arrive_barrier %94, 128 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc60)
        %95 = ttg.memdesc_index %arg21[%b_97] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        ttng.arrive_barrier %95, 128 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc60)
        %acc_104 = arith.constant {async_task_id = array<i32: 1>} 1 : i64 loc(#loc56)
        %acc_105 = arith.addi %acc_66, %acc_104 {async_task_id = array<i32: 1>} : i64 loc(#loc56)
        scf.yield {async_task_id = array<i32: 1>} %acc_103, %acc_105 : tensor<64x256xf32, #mma>, i64 loc(#loc2)
      } {async_task_id = array<i32: 1>, tt.num_stages = 0 : i32} loc(#loc56)
      %82 = arith.muli %pid_m_63, %c128_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc27)
      %83 = arith.muli %pid_n, %c256_i32 {async_task_id = array<i32: 1>} : i32 loc(#loc28)
      %84 = arith.truncf %acc_64#0 {async_task_id = array<i32: 1>} : tensor<64x256xf32, #mma> to tensor<64x256xbf16, #mma> loc(#loc29)
      %85 = ttg.convert_layout %84 {async_task_id = array<i32: 1>} : tensor<64x256xbf16, #mma> -> tensor<64x256xbf16, #blocked1> loc(#loc30)
      tt.descriptor_store %c_desc[%82, %83], %85 {async_task_id = array<i32: 1>} : !tt.tensordesc<64x256xbf16, #shared1>, tensor<64x256xbf16, #blocked1> loc(#loc30)
      ttg.warp_return loc(#loc)
    }
    partition1(%M_51: i32 loc("M"(#loc)), %N_52: i32 loc("N"(#loc)), %c_ptr_53: !tt.ptr<bf16> loc("c_ptr"(#loc)), %K_54: i32 loc("K"(#loc)), %arg10: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg11: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg12: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg13: !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg14: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg15: !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg16: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg17: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg18: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg19: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg20: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg21: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg22: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1), %arg23: !ttg.memdesc<3x1xi64, #shared, #smem, mutable> loc("/tmp/exp/mm.py":3:1)) num_warps(4) {
      %c8_i32 = arith.constant {async_task_id = array<i32: 2>} 8 : i32 loc(#loc1)
      %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64 loc(#loc1)
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32 loc(#loc1)
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32 loc(#loc1)
      %c256_i32 = arith.constant {async_task_id = array<i32: 2>} 256 : i32 loc(#loc1)
      %c0_i32_55 = arith.constant {async_task_id = array<i32: 2>} 0 : i32 loc(#loc2)
      %c1_i32_56 = arith.constant {async_task_id = array<i32: 2>} 1 : i32 loc(#loc2)
      %num_pid_m = arith.constant {async_task_id = array<i32: 2>} 127 : i32 loc(#loc61)
      %num_pid_n = arith.constant {async_task_id = array<i32: 2>} 255 : i32 loc(#loc62)
      %c63_i32 = arith.constant {async_task_id = array<i32: 2>} 63 : i32 loc(#loc39)
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x256xf32, #mma> loc(#loc1)
      %pid = tt.get_program_id x {async_task_id = array<i32: 2>} : i32 loc(#loc40)
      %num_pid_m_57 = arith.addi %M_51, %num_pid_m {async_task_id = array<i32: 2>} : i32 loc(#loc61)
      %num_pid_m_58 = arith.divsi %num_pid_m_57, %c128_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc63)
      %num_pid_n_59 = arith.addi %N_52, %num_pid_n {async_task_id = array<i32: 2>} : i32 loc(#loc62)
      %num_pid_n_60 = arith.divsi %num_pid_n_59, %c256_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc64)
      %group = arith.muli %num_pid_n_60, %c8_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc41)
      %gid = arith.divsi %pid, %group {async_task_id = array<i32: 2>} : i32 loc(#loc42)
      %first_m = arith.muli %gid, %c8_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc43)
      %gsize = arith.subi %num_pid_m_58, %first_m {async_task_id = array<i32: 2>} : i32 loc(#loc44)
      %gsize_61 = arith.minsi %gsize, %c8_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc45)
      %pid_m = arith.remsi %pid, %group {async_task_id = array<i32: 2>} : i32 loc(#loc46)
      %pid_m_62 = arith.remsi %pid_m, %gsize_61 {async_task_id = array<i32: 2>} : i32 loc(#loc47)
      %pid_m_63 = arith.addi %first_m, %pid_m_62 {async_task_id = array<i32: 2>} : i32 loc(#loc48)
      %pid_n = arith.divsi %pid_m, %gsize_61 {async_task_id = array<i32: 2>} : i32 loc(#loc49)
      %b_desc = arith.extsi %N_52 {async_task_id = array<i32: 2>} : i32 to i64 loc(#loc51)
      %c_desc = tt.make_tensor_descriptor %c_ptr_53, [%M_51, %N_52], [%b_desc, %c1_i64] {async_task_id = array<i32: 2>} : <bf16>, <64x256xbf16, #shared1> loc(#loc59)
      %80 = arith.addi %K_54, %c63_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc39)
      %81 = arith.divsi %80, %c64_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc52)
      %acc = arith.constant {async_task_id = array<i32: 2>} 0 : i64 loc(#loc56)
      %acc_64:2 = scf.for %acc_65 = %c0_i32_55 to %81 step %c1_i32_56 iter_args(%arg25 = %cst, %acc_66 = %acc) -> (tensor<64x256xf32, #mma>, i64)  : i32 {
        %b = arith.constant {async_task_id = array<i32: 2>} 3 : i32 loc(#loc58)
        %b_67 = arith.extsi %b {async_task_id = array<i32: 2>} : i32 to i64 loc(#loc58)
        %b_68 = arith.divui %acc_66, %b_67 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_69 = arith.muli %b_68, %b_67 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_70 = arith.subi %acc_66, %b_69 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_71 = arith.trunci %b_70 {async_task_id = array<i32: 2>} : i64 to i32 loc(#loc58)
        %b_72 = arith.constant {async_task_id = array<i32: 2>} 1 : i64 loc(#loc58)
        %b_73 = arith.andi %b_68, %b_72 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_74 = arith.trunci %b_73 {async_task_id = array<i32: 2>} : i64 to i1 loc(#loc58)
        %b_75 = arith.constant {async_task_id = array<i32: 2>} 3 : i32 loc(#loc58)
        %b_76 = arith.extsi %b_75 {async_task_id = array<i32: 2>} : i32 to i64 loc(#loc58)
        %b_77 = arith.divui %acc_66, %b_76 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_78 = arith.muli %b_77, %b_76 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_79 = arith.subi %acc_66, %b_78 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_80 = arith.trunci %b_79 {async_task_id = array<i32: 2>} : i64 to i32 loc(#loc58)
        %b_81 = arith.constant {async_task_id = array<i32: 2>} 1 : i64 loc(#loc58)
        %b_82 = arith.andi %b_77, %b_81 {async_task_id = array<i32: 2>} : i64 loc(#loc58)
        %b_83 = arith.trunci %b_82 {async_task_id = array<i32: 2>} : i64 to i1 loc(#loc58)
        %a = arith.constant {async_task_id = array<i32: 2>} 3 : i32 loc(#loc54)
        %a_84 = arith.extsi %a {async_task_id = array<i32: 2>} : i32 to i64 loc(#loc54)
        %a_85 = arith.divui %acc_66, %a_84 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_86 = arith.muli %a_85, %a_84 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_87 = arith.subi %acc_66, %a_86 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_88 = arith.trunci %a_87 {async_task_id = array<i32: 2>} : i64 to i32 loc(#loc54)
        %a_89 = arith.constant {async_task_id = array<i32: 2>} 1 : i64 loc(#loc54)
        %a_90 = arith.andi %a_85, %a_89 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_91 = arith.trunci %a_90 {async_task_id = array<i32: 2>} : i64 to i1 loc(#loc54)
        %a_92 = arith.constant {async_task_id = array<i32: 2>} 3 : i32 loc(#loc54)
        %a_93 = arith.extsi %a_92 {async_task_id = array<i32: 2>} : i32 to i64 loc(#loc54)
        %a_94 = arith.divui %acc_66, %a_93 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_95 = arith.muli %a_94, %a_93 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_96 = arith.subi %acc_66, %a_95 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_97 = arith.trunci %a_96 {async_task_id = array<i32: 2>} : i64 to i32 loc(#loc54)
        %a_98 = arith.constant {async_task_id = array<i32: 2>} 1 : i64 loc(#loc54)
        %a_99 = arith.andi %a_94, %a_98 {async_task_id = array<i32: 2>} : i64 loc(#loc54)
        %a_100 = arith.trunci %a_99 {async_task_id = array<i32: 2>} : i64 to i1 loc(#loc54)
        %87 = ttg.memdesc_index %arg14[%a_97] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %88 = arith.extsi %a_100 {async_task_id = array<i32: 2>} : i1 to i32 loc(#loc)
        ttng.wait_barrier %87, %88 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %89 = ttg.memdesc_index %arg15[%a_97] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared1, #smem> loc(#loc)
        %90 = ttg.local_load %89 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #shared1, #smem> -> tensor<64x64xbf16, #blocked> loc(#loc)
        %a_101 = ttg.local_alloc %90 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared1, #smem> loc(#loc54)
        %91 = ttg.memdesc_index %arg12[%b_80] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %92 = arith.extsi %b_83 {async_task_id = array<i32: 2>} : i1 to i32 loc(#loc)
        ttng.wait_barrier %91, %92 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        %93 = ttg.memdesc_index %arg13[%b_80] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x256xbf16, #shared1, #smem> loc(#loc)
        %94 = ttg.local_load %93 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x256xbf16, #shared1, #smem> -> tensor<64x256xbf16, #blocked1> loc(#loc)
        %b_102 = ttg.local_alloc %94 {async_task_id = array<i32: 2>} : (tensor<64x256xbf16, #blocked1>) -> !ttg.memdesc<64x256xbf16, #shared1, #smem> loc(#loc58)
        %acc_103 = ttng.warp_group_dot %89, %93, %arg25 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #shared1, #smem> * !ttg.memdesc<64x256xbf16, #shared1, #smem> -> tensor<64x256xf32, #mma> loc(#loc60)
        %95 = ttg.memdesc_index %arg23[%b_80] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        ttng.arrive_barrier %95, 128 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc60)
        %96 = ttg.memdesc_index %arg19[%a_97] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
        ttng.arrive_barrier %96, 128 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc60)
        %acc_104 = arith.constant {async_task_id = array<i32: 2>} 1 : i64 loc(#loc56)
        %acc_105 = arith.addi %acc_66, %acc_104 {async_task_id = array<i32: 2>} : i64 loc(#loc56)
        scf.yield {async_task_id = array<i32: 2>} %acc_103, %acc_105 : tensor<64x256xf32, #mma>, i64 loc(#loc2)
      } {async_task_id = array<i32: 2>, tt.num_stages = 0 : i32} loc(#loc56)
      %82 = arith.muli %pid_m_63, %c128_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc27)
      %83 = arith.addi %82, %c64_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc30)
      %84 = arith.muli %pid_n, %c256_i32 {async_task_id = array<i32: 2>} : i32 loc(#loc28)
      %85 = arith.truncf %acc_64#0 {async_task_id = array<i32: 2>} : tensor<64x256xf32, #mma> to tensor<64x256xbf16, #mma> loc(#loc29)
      %86 = ttg.convert_layout %85 {async_task_id = array<i32: 2>} : tensor<64x256xbf16, #mma> -> tensor<64x256xbf16, #blocked1> loc(#loc30)
      tt.descriptor_store %c_desc[%83, %84], %86 {async_task_id = array<i32: 2>} : !tt.tensordesc<64x256xbf16, #shared1>, tensor<64x256xbf16, #blocked1> loc(#loc30)
      ttg.warp_return loc(#loc)
    } : (i32, i32, !tt.ptr<bf16>, i32, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x64x256xbf16, #shared1, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>, !ttg.memdesc<3x1xi64, #shared, #smem, mutable>) -> () loc(#loc1)
    %c0_i32_18 = arith.constant 0 : i32 loc(#loc)
    %47 = ttg.memdesc_index %8[%c0_i32_18] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %47 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_19 = arith.constant 1 : i32 loc(#loc)
    %48 = ttg.memdesc_index %8[%c1_i32_19] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %48 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_20 = arith.constant 2 : i32 loc(#loc)
    %49 = ttg.memdesc_index %8[%c2_i32_20] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %49 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_21 = arith.constant 0 : i32 loc(#loc)
    %50 = ttg.memdesc_index %0[%c0_i32_21] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %50 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_22 = arith.constant 1 : i32 loc(#loc)
    %51 = ttg.memdesc_index %0[%c1_i32_22] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %51 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_23 = arith.constant 2 : i32 loc(#loc)
    %52 = ttg.memdesc_index %0[%c2_i32_23] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %52 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_24 = arith.constant 0 : i32 loc(#loc)
    %53 = ttg.memdesc_index %4[%c0_i32_24] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %53 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_25 = arith.constant 1 : i32 loc(#loc)
    %54 = ttg.memdesc_index %4[%c1_i32_25] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %54 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_26 = arith.constant 2 : i32 loc(#loc)
    %55 = ttg.memdesc_index %4[%c2_i32_26] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %55 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_27 = arith.constant 0 : i32 loc(#loc)
    %56 = ttg.memdesc_index %12[%c0_i32_27] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %56 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_28 = arith.constant 1 : i32 loc(#loc)
    %57 = ttg.memdesc_index %12[%c1_i32_28] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %57 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_29 = arith.constant 2 : i32 loc(#loc)
    %58 = ttg.memdesc_index %12[%c2_i32_29] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %58 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_30 = arith.constant 0 : i32 loc(#loc)
    %59 = ttg.memdesc_index %13[%c0_i32_30] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %59 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_31 = arith.constant 1 : i32 loc(#loc)
    %60 = ttg.memdesc_index %13[%c1_i32_31] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %60 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_32 = arith.constant 2 : i32 loc(#loc)
    %61 = ttg.memdesc_index %13[%c2_i32_32] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %61 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_33 = arith.constant 0 : i32 loc(#loc)
    %62 = ttg.memdesc_index %20[%c0_i32_33] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %62 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_34 = arith.constant 1 : i32 loc(#loc)
    %63 = ttg.memdesc_index %20[%c1_i32_34] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %63 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_35 = arith.constant 2 : i32 loc(#loc)
    %64 = ttg.memdesc_index %20[%c2_i32_35] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %64 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_36 = arith.constant 0 : i32 loc(#loc)
    %65 = ttg.memdesc_index %21[%c0_i32_36] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %65 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_37 = arith.constant 1 : i32 loc(#loc)
    %66 = ttg.memdesc_index %21[%c1_i32_37] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %66 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_38 = arith.constant 2 : i32 loc(#loc)
    %67 = ttg.memdesc_index %21[%c2_i32_38] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %67 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_39 = arith.constant 0 : i32 loc(#loc)
    %68 = ttg.memdesc_index %28[%c0_i32_39] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %68 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_40 = arith.constant 1 : i32 loc(#loc)
    %69 = ttg.memdesc_index %28[%c1_i32_40] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %69 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_41 = arith.constant 2 : i32 loc(#loc)
    %70 = ttg.memdesc_index %28[%c2_i32_41] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %70 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_42 = arith.constant 0 : i32 loc(#loc)
    %71 = ttg.memdesc_index %29[%c0_i32_42] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %71 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_43 = arith.constant 1 : i32 loc(#loc)
    %72 = ttg.memdesc_index %29[%c1_i32_43] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %72 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_44 = arith.constant 2 : i32 loc(#loc)
    %73 = ttg.memdesc_index %29[%c2_i32_44] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %73 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_45 = arith.constant 0 : i32 loc(#loc)
    %74 = ttg.memdesc_index %36[%c0_i32_45] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %74 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_46 = arith.constant 1 : i32 loc(#loc)
    %75 = ttg.memdesc_index %36[%c1_i32_46] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %75 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_47 = arith.constant 2 : i32 loc(#loc)
    %76 = ttg.memdesc_index %36[%c2_i32_47] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %76 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c0_i32_48 = arith.constant 0 : i32 loc(#loc)
    %77 = ttg.memdesc_index %37[%c0_i32_48] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %77 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c1_i32_49 = arith.constant 1 : i32 loc(#loc)
    %78 = ttg.memdesc_index %37[%c1_i32_49] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %78 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    %c2_i32_50 = arith.constant 2 : i32 loc(#loc)
    %79 = ttg.memdesc_index %37[%c2_i32_50] : !ttg.memdesc<3x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    ttng.inval_barrier %79 : !ttg.memdesc<1xi64, #shared, #smem, mutable> loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("/tmp/exp/mm.py":19:5)
#loc3 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":43:13)
#loc4 = loc("/tmp/exp/mm.py":7:17)
#loc5 = loc("/tmp/exp/mm.py":8:17)
#loc6 = loc("/tmp/exp/mm.py":19:26)
#loc7 = loc("/tmp/exp/mm.py":6:11)
#loc8 = loc("/tmp/v39/lib/python3.11/site-packages/triton/language/standard.py":43:12)
#loc9 = loc("/tmp/exp/mm.py":9:13)
#loc10 = loc("/tmp/exp/mm.py":10:11)
#loc11 = loc("/tmp/exp/mm.py":11:15)
#loc12 = loc("/tmp/exp/mm.py":12:17)
#loc13 = loc("/tmp/exp/mm.py":12:13)
#loc14 = loc("/tmp/exp/mm.py":13:24)
#loc15 = loc("/tmp/exp/mm.py":13:23)
#loc16 = loc("/tmp/exp/mm.py":13:13)
#loc17 = loc("/tmp/exp/mm.py":14:13)
#loc18 = loc("/tmp/exp/mm.py":15:14)
#loc19 = loc("/tmp/exp/mm.py":16:14)
#loc20 = loc("/tmp/exp/mm.py":20:26)
#loc21 = loc("/tmp/exp/mm.py":20:13)
#loc22 = loc("/tmp/exp/mm.py":21:39)
#loc23 = loc("/tmp/exp/mm.py":20:43)
#loc24 = loc("/tmp/exp/mm.py":21:13)
#loc25 = loc("/tmp/exp/mm.py":17:14)
#loc26 = loc("/tmp/exp/mm.py":22:15)
#loc27 = loc("/tmp/exp/mm.py":23:19)
#loc28 = loc("/tmp/exp/mm.py":23:36)
#loc29 = loc("/tmp/exp/mm.py":23:54)
#loc30 = loc("/tmp/exp/mm.py":23:5)
#loc37 = loc("num_pid_m"(#loc4))
#loc38 = loc("num_pid_n"(#loc5))
#loc39 = loc(callsite(#loc3 at #loc6))
#loc40 = loc("pid"(#loc7))
#loc41 = loc("group"(#loc9))
#loc42 = loc("gid"(#loc10))
#loc43 = loc("first_m"(#loc11))
#loc44 = loc("gsize"(#loc12))
#loc45 = loc("gsize"(#loc13))
#loc46 = loc("pid_m"(#loc14))
#loc47 = loc("pid_m"(#loc15))
#loc48 = loc("pid_m"(#loc16))
#loc49 = loc("pid_n"(#loc17))
#loc50 = loc("a_desc"(#loc18))
#loc51 = loc("b_desc"(#loc19))
#loc52 = loc(callsite(#loc8 at #loc6))
#loc53 = loc("a"(#loc20))
#loc54 = loc("a"(#loc21))
#loc55 = loc("b"(#loc22))
#loc56 = loc("acc"(#loc2))
#loc57 = loc("a"(#loc23))
#loc58 = loc("b"(#loc24))
#loc59 = loc("c_desc"(#loc25))
#loc60 = loc("acc"(#loc26))
#loc61 = loc(callsite(#loc3 at #loc37))
#loc62 = loc(callsite(#loc3 at #loc38))
#loc63 = loc(callsite(#loc8 at #loc37))
#loc64 = loc(callsite(#loc8 at #loc38))


