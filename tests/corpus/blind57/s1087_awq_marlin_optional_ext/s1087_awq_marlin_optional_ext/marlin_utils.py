import functools
import logging
import shutil
from typing import Optional

import torch

logger = logging.getLogger(__name__)

try:
    import corpus_s1087_marlin_ext as marlin_ops

    HAS_MARLIN_KERNELS = True
except ImportError:
    marlin_ops = None
    HAS_MARLIN_KERNELS = False
    logger.warning("Marlin kernels are not installed; AWQ layers will use the dequantize + matmul fallback.")

MARLIN_SUPPORTED_GROUP_SIZES = [-1, 32, 64, 128]
GPTQ_MARLIN_MIN_THREAD_N = 64


@functools.cache
def _nvcc_available() -> bool:
    return shutil.which("nvcc") is not None


def check_marlin_supported(group_size: int, output_size: int, has_cuda: bool) -> tuple[bool, Optional[str]]:
    if not HAS_MARLIN_KERNELS:
        return False, "marlin extension is not importable"
    if not has_cuda:
        return False, "Marlin requires CUDA"
    if not _nvcc_available():
        logger.info("nvcc not found, Marlin JIT kernels are unavailable")
        return False, "nvcc not found"
    if group_size not in MARLIN_SUPPORTED_GROUP_SIZES:
        return False, f"group_size {group_size} not in {MARLIN_SUPPORTED_GROUP_SIZES}"
    if output_size % GPTQ_MARLIN_MIN_THREAD_N != 0:
        return False, f"output_size {output_size} not divisible by {GPTQ_MARLIN_MIN_THREAD_N}"
    return True, None


AWQ_REVERSE_ORDER = (0, 4, 1, 5, 2, 6, 3, 7)


def awq_dequantize(qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int) -> torch.Tensor:
    shifts = torch.tensor(AWQ_REVERSE_ORDER, dtype=torch.int32, device=qweight.device) * 4
    iweight = ((qweight.unsqueeze(-1) >> shifts) & 0xF).reshape(qweight.shape[0], -1)
    izeros = ((qzeros.unsqueeze(-1) >> shifts) & 0xF).reshape(qzeros.shape[0], -1)
    izeros = izeros.repeat_interleave(group_size, dim=0)
    return (iweight - izeros).to(scales.dtype) * scales.repeat_interleave(group_size, dim=0)


def apply_awq_linear(x, qweight, scales, qzeros, group_size, use_marlin, workspace=None, bias=None):
    reshaped_x = x.reshape(-1, x.shape[-1])
    if use_marlin:
        out = marlin_ops.awq_marlin_gemm(reshaped_x, qweight, scales, qzeros, workspace, group_size)
    else:
        out = reshaped_x @ awq_dequantize(qweight, scales, qzeros, group_size)
    if bias is not None:
        out = out + bias
    return out.reshape(*x.shape[:-1], -1)
