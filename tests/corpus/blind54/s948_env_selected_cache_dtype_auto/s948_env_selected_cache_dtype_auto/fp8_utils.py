import logging

import torch

from . import envs

logger = logging.getLogger(__name__)


def fp8_kv_quant(x: torch.Tensor, scale: torch.Tensor, fp8_dtype: torch.dtype) -> torch.Tensor:
    scale_val = scale.item()
    if scale_val <= 0.0:
        logger.warning("non-positive kv scale %s, falling back to 1.0", scale_val)
        scale_val = 1.0
    out = x / scale_val
    if envs.VLLM_FP8_KV_CLAMP:
        finfo = torch.finfo(fp8_dtype)
        out = out.clamp(finfo.min, finfo.max)
    return out.to(fp8_dtype)
