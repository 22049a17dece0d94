"""4D causal mask construction for SDPA, with a fast path that skips the mask."""
from typing import Optional

import torch


def _ignore_causal_mask_sdpa(attention_mask: Optional[torch.Tensor], query_length: int, key_length: int,
                             sliding_window: Optional[int] = None) -> bool:
    """True when SDPA's ``is_causal`` can replace an explicit mask (no padding at all)."""
    is_tracing = torch.jit.is_tracing() or isinstance(attention_mask, torch.fx.Proxy)
    if attention_mask is None:
        return query_length == 1 or key_length == query_length
    if sliding_window is not None and key_length > sliding_window:
        return False
    if not is_tracing and torch.all(attention_mask == 1):
        if query_length == 1 or key_length == query_length:
            return True
    return False


class CausalMaskBuilder:
    def __init__(self, max_cache_len: int, dtype=torch.float32, sliding_window: Optional[int] = None):
        self.dtype = dtype
        self.sliding_window = sliding_window
        self.min_value = torch.finfo(dtype).min
        # built once and sliced per call
        self._full = torch.full((max_cache_len, max_cache_len), self.min_value, dtype=dtype).triu(1)

    def __call__(self, attention_mask: torch.Tensor, cache_position: torch.Tensor, target_length: int):
        query_length = cache_position.shape[0]
        key_length = attention_mask.shape[-1]
        if _ignore_causal_mask_sdpa(attention_mask, query_length, key_length, self.sliding_window):
            return None
        causal = self._full[cache_position][:, :target_length]
        causal = causal[None, None].expand(attention_mask.shape[0], 1, -1, -1).clone()
        padding = attention_mask[:, None, None, :].eq(0)
        causal[..., :key_length] = causal[..., :key_length].masked_fill(padding, self.min_value)
        return causal
