#!/bin/bash
export PYTHONPATH=/work/wt-e
exec /tmp/e-venv/bin/python -m passlab.cli trace gemlite.triton_kernels.gemm_kernels:gemm_INT_kernel \
 --sig a_ptr=*fp16 --sig b_ptr=*i32 --sig c_ptr=*fp16 --sig scales_ptr=*fp16 --sig zeros_ptr=*fp16 \
 --arg M=4096 --arg M_CLOSEST=4096 --arg stride_am=4096 --arg stride_ak=1 --arg stride_bk=4096 --arg stride_bn=1 \
 --arg stride_cm=4096 --arg stride_cn=1 --arg stride_meta_g=4096 --arg stride_meta_n=1 --arg load_scales_as_block=False \
 -c scales_a_ptr=None -c stride_meta_a_m=None -c stride_meta_a_g=None \
 -c N=4096 -c K=4096 -c W_nbits=4 -c group_size=128 -c unpack_mask=15 -c elements_per_sample=8 -c type_id=104 \
 -c a_sizeof=2 -c b_sizeof=4 -c input_dtype=tl.float16 -c output_dtype=tl.float16 -c acc_dtype=tl.float32 \
 -c meta_dtype=tl.float16 -c channel_scale_mode=0 -c W_group_mode=4 -c zero_is_scalar=False -c data_contiguous=True \
 -c use_tma=False -c warp_specialize=False "$@"
