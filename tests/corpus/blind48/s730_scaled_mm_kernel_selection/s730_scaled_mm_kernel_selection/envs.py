import os

VLLM_DEBUG_KERNEL_OUTPUTS = os.environ.get("VLLM_DEBUG_KERNEL_OUTPUTS", "0") == "1"
VLLM_DISABLED_KERNELS = [k for k in os.environ.get("VLLM_DISABLED_KERNELS", "").split(",") if k]
