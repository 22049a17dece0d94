import functools
import importlib.util
import math
from typing import Optional

import torch
import torch.nn.functional as F

from .envs import envs


@functools.lru_cache(maxsize=1)
def is_flash_attn_available() -> bool:
    return importlib.util.find_spec("flash_attn") is not None


def select_backend() -> str:
    if is_flash_attn_available() and torch.cuda.is_available():
        return "flash_attn"
    return "sdpa" if envs.VLM_QFORMER_USE_SDPA else "eager"


def eager_attention(q, k, v, key_mask: Optional[torch.Tensor]) -> torch.Tensor:
    scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
    if key_mask is not None:
        scores = scores.masked_fill(~key_mask[:, None, None, :], torch.finfo(scores.dtype).min)
    return scores.softmax(dim=-1) @ v


def cross_attention(q, k, v, key_mask: Optional[torch.Tensor]) -> torch.Tensor:
    backend = select_backend()
    if backend == "flash_attn":
        from flash_attn import flash_attn_func

        return flash_attn_func(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)
    if backend == "sdpa":
        attn_mask = None if key_mask is None else key_mask[:, None, None, :]
        return F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
    return eager_attention(q, k, v, key_mask)
