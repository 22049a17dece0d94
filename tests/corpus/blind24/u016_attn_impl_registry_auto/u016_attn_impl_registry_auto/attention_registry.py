"""Pluggable attention implementations, selected by ``config.attn_implementation``."""
from typing import Callable, Dict, Optional

import torch
import torch.nn.functional as F

AttentionFn = Callable[..., torch.Tensor]
ATTENTION_FUNCTIONS: Dict[str, AttentionFn] = {}


def register_attention(name: str):
    def deco(fn: AttentionFn) -> AttentionFn:
        ATTENTION_FUNCTIONS[name] = fn
        return fn

    return deco


def repeat_kv(hidden: torch.Tensor, n_rep: int) -> torch.Tensor:
    if n_rep == 1:
        return hidden
    b, h, t, d = hidden.shape
    return hidden[:, :, None].expand(b, h, n_rep, t, d).reshape(b, h * n_rep, t, d)


@register_attention("eager")
def eager_attention(query, key, value, attention_mask: Optional[torch.Tensor], scaling: float, n_rep: int = 1):
    key = repeat_kv(key, n_rep)
    value = repeat_kv(value, n_rep)
    weights = torch.matmul(query, key.transpose(2, 3)) * scaling
    if attention_mask is not None:
        weights = weights + attention_mask[:, :, :, : key.shape[-2]]
    weights = F.softmax(weights, dim=-1, dtype=torch.float32).to(query.dtype)
    return torch.matmul(weights, value)


@register_attention("sdpa")
def sdpa_attention(query, key, value, attention_mask: Optional[torch.Tensor], scaling: float, n_rep: int = 1):
    key = repeat_kv(key, n_rep)
    value = repeat_kv(value, n_rep)
    is_causal = attention_mask is None and query.shape[2] > 1
    return F.scaled_dot_product_attention(
        query, key, value, attn_mask=attention_mask, is_causal=is_causal, scale=scaling
    )


def _sdpa_usable(query: torch.Tensor, attention_mask: Optional[torch.Tensor]) -> bool:
    if query.device.type == "cuda":
        return torch.backends.cuda.flash_sdp_enabled() or torch.backends.cuda.mem_efficient_sdp_enabled()
    # CPU: the math kernel is always there, but it is slower than eager with a mask
    return attention_mask is None or torch.backends.cuda.math_sdp_enabled()


def resolve_attention(impl: str, query: torch.Tensor, attention_mask: Optional[torch.Tensor]) -> AttentionFn:
    if impl == "auto":
        impl = "sdpa" if _sdpa_usable(query, attention_mask) else "eager"
    try:
        return ATTENTION_FUNCTIONS[impl]
    except KeyError:
        raise ValueError(f"unknown attention implementation {impl!r}") from None
