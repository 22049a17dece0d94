import logging
import time
from typing import Dict, Optional, Tuple

import torch

from . import envs

logger = logging.getLogger(__name__)

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max

_TUNED: Dict[Tuple[int, int, int], str] = {}


@torch.compiler.disable
def _dynamic_tensor_scale(x: torch.Tensor) -> torch.Tensor:
    amax = x.abs().max().item()
    return torch.tensor(max(amax, 1e-12) / FP8_MAX, device=x.device)


def quantize_act(x: torch.Tensor, scheme: str, input_scale: Optional[torch.Tensor]):
    if scheme == "dynamic":
        scale = _dynamic_tensor_scale(x)
    else:
        scale = input_scale
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8), scale


def _autotune(m: int, n: int, k: int, a, b) -> str:
    best, best_t = "rowwise", float("inf")
    for cand in ("rowwise", "tensorwise"):
        t0 = time.perf_counter()
        for _ in range(envs.FP8_AUTOTUNE_WARMUP):
            (a.float() @ b.float().t())
        dt = time.perf_counter() - t0
        if dt < best_t:
            best, best_t = cand, dt
    logger.info("fp8 gemm autotune m=%d n=%d k=%d -> %s", m, n, k, best)
    return best


def fp8_scaled_mm(a_q, a_scale, b_q, b_scale, out_dtype, bias=None):
    m, k = a_q.shape
    n = b_q.shape[0]
    if envs.ENABLE_FP8_GEMM_AUTOTUNE and (m, n, k) not in _TUNED:
        _TUNED[(m, n, k)] = _autotune(m, n, k, a_q, b_q)
    out = (a_q.to(out_dtype) @ b_q.to(out_dtype).t()) * (a_scale * b_scale)
    if bias is not None:
        out = out + bias
    if not torch.compiler.is_compiling():
        logger.debug("fp8_scaled_mm m=%d n=%d k=%d", m, n, k)
    return out
