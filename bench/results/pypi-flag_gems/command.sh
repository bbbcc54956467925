#!/bin/bash
# usage: e-cmd.sh EXTRA_ARGS...
export GEMS_VENDOR=nvidia PYTHONPATH=/work/wt-e
exec /tmp/e-venv/bin/python -m passlab.cli trace flag_gems.ops.mm:mm_kernel_general \
  --sig A=*fp16 --sig B=*fp16 --sig C=*fp16 \
  --arg M=4096 --arg N=4096 --arg K=4096 \
  --arg stride_am=4096 --arg stride_ak=1 --arg stride_bk=4096 --arg stride_bn=1 --arg stride_cm=4096 --arg stride_cn=1 \
  -c GROUP_M=8 "$@"
