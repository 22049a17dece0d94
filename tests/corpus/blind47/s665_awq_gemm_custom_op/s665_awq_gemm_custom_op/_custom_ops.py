"""AWQ GEMM entry point. The real build dispatches to a CUDA/Triton kernel; the
CPU build dequantizes with numpy and caches the dequantized weight per buffer."""
import logging
import threading
import time
from typing import Dict, Tuple

import numpy as np
import torch

logger = logging.getLogger(__name__)

AWQ_REVERSE_ORDER = np.array([0, 4, 1, 5, 2, 6, 3, 7])

_DEQUANT_CACHE: Dict[Tuple[int, int], torch.Tensor] = {}
_DEQUANT_CACHE_LOCK = threading.Lock()


def _unpack_awq_np(packed: np.ndarray) -> np.ndarray:
    shifts = np.arange(0, 32, 4, dtype=np.int32)
    q = (packed[..., None] >> shifts) & 0xF
    return q[..., AWQ_REVERSE_ORDER].reshape(packed.shape[0], -1)


def _dequantize_awq_cpu(qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int) -> torch.Tensor:
    key = (qweight.data_ptr(), scales.data_ptr())
    with _DEQUANT_CACHE_LOCK:
        cached = _DEQUANT_CACHE.get(key)
    if cached is not None:
        return cached
    t0 = time.perf_counter()
    w = _unpack_awq_np(qweight.numpy()).astype(np.float32)
    z = np.repeat(_unpack_awq_np(qzeros.numpy()), group_size, axis=0).astype(np.float32)
    s = np.repeat(scales.float().numpy(), group_size, axis=0)
    deq = torch.from_numpy((w - z) * s)
    with _DEQUANT_CACHE_LOCK:
        _DEQUANT_CACHE[key] = deq
    logger.debug("dequantized awq weight %s in %.2f ms", tuple(deq.shape), (time.perf_counter() - t0) * 1e3)
    return deq


@torch.library.custom_op("blind47_s665::awq_gemm", mutates_args=())
def awq_gemm(
    input: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int
) -> torch.Tensor:
    w = _dequantize_awq_cpu(qweight, scales, qzeros, group_size)
    return (input.float() @ w).to(input.dtype)


@awq_gemm.register_fake
def _awq_gemm_fake(
    input: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int
) -> torch.Tensor:
    return input.new_empty((input.shape[0], qweight.shape[1] * 8))
